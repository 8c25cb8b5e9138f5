package gpu_test

import (
	"testing"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/gpumesh/gpumesh/provider/gpu"
	"github.com/gpumesh/gpumesh/provider/gpu/fakegpu"
)

func TestCollector(t *testing.T) {
	d0 := fakegpu.GPU(0, "A", 24)
	d0.Utilization = gpu.Utilization{Valid: true, GPU: 42, Memory: 7}
	d0.MemoryFree = 10 << 30
	d0.Sensors = gpu.Sensors{TemperatureC: 61, PowerMilliwatts: 250_500}
	inv := fakegpu.New(d0, fakegpu.GPU(1, "B", 80))
	reg := prometheus.NewRegistry()
	reg.MustRegister(gpu.NewCollector(inv, nil))
	got := gather(t, reg)
	want := map[string]float64{
		"gpumesh_provider_device_inventory_up":                               1,
		"gpumesh_provider_device_utilization_percent/" + d0.UUID + "/gpu":    42,
		"gpumesh_provider_device_utilization_percent/" + d0.UUID + "/memory": 7,
		"gpumesh_provider_device_memory_bytes/" + d0.UUID + "/free":          10 << 30,
		"gpumesh_provider_device_memory_bytes/" + d0.UUID + "/total":         24 << 30,
		"gpumesh_provider_device_temperature_celsius/" + d0.UUID + "/":       61,
		"gpumesh_provider_device_power_watts/" + d0.UUID + "/":               250.5,
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s = %v, want %v", k, got[k], v)
		}
	}
	d1 := fakegpu.GPU(1, "B", 80).UUID
	if _, ok := got["gpumesh_provider_device_utilization_percent/"+d1+"/gpu"]; ok {
		t.Error("utilization exported for a device that did not measure it")
	}
	inv.SetErr(gpu.ErrNoDriver)
	if got := gather(t, reg); got["gpumesh_provider_device_inventory_up"] != 0 || len(got) != 1 {
		t.Fatalf("after failure: %v", got)
	}
}

func gather(t *testing.T, reg *prometheus.Registry) map[string]float64 {
	t.Helper()
	fams, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]float64{}
	for _, f := range fams {
		for _, m := range f.GetMetric() {
			lv := map[string]string{}
			for _, l := range m.GetLabel() {
				lv[l.GetName()] = l.GetValue()
			}
			k := f.GetName()
			if lv["uuid"] != "" {
				k += "/" + lv["uuid"] + "/" + lv["resource"] + lv["state"]
			}
			out[k] = m.GetGauge().GetValue()
		}
	}
	return out
}
