package gpu_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
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
	if got := gather(t, reg); got["gpumesh_provider_device_inventory_up"] != 0 || got["gpumesh_provider_device_activity_up"] != 0 || len(got) != 2 {
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

// TestCollectorActivity: throttle reasons show as 1 for the active reasons and 0 for the rest of
// the bounded set; an XID event increments the device's counter; processes are counted with their
// memory; a device lost between the inventory read and the activity read of a scrape is
// activity_up 0 (no panic, no stale series) and comes back with the device.
func TestCollectorActivity(t *testing.T) {
	d0, d1 := fakegpu.GPU(0, "A", 24), fakegpu.GPU(1, "B", 80)
	inv := fakegpu.New(d0, d1)
	inv.SetThrottle(0, "sw_power_cap", "hw_thermal")
	inv.SetProcesses(1, gpu.Process{PID: 10, MemoryBytes: 3 << 30, SMUtil: 60}, gpu.Process{PID: 11, MemoryBytes: 1 << 30})
	reg := prometheus.NewRegistry()
	reg.MustRegister(gpu.NewCollector(inv, nil))

	series := func() map[string]float64 {
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
				for _, name := range []string{"uuid", "reason"} {
					if v, ok := lv[name]; ok {
						k += "/" + v
					}
				}
				out[k] = m.GetGauge().GetValue() + m.GetCounter().GetValue()
			}
		}
		return out
	}
	got := series()
	for k, v := range map[string]float64{
		"gpumesh_provider_device_activity_up":                                  1,
		"gpumesh_provider_device_throttle_reason/" + d0.UUID + "/sw_power_cap": 1,
		"gpumesh_provider_device_throttle_reason/" + d0.UUID + "/hw_thermal":   1,
		"gpumesh_provider_device_throttle_reason/" + d0.UUID + "/gpu_idle":     0,
		"gpumesh_provider_device_throttle_reason/" + d1.UUID + "/sw_power_cap": 0,
		"gpumesh_provider_device_xid_errors_total/" + d0.UUID:                  0,
		"gpumesh_provider_device_processes/" + d1.UUID:                         2,
		"gpumesh_provider_device_process_memory_bytes/" + d1.UUID:              4 << 30,
		"gpumesh_provider_device_processes/" + d0.UUID:                         0,
	} {
		if g, ok := got[k]; !ok || g != v {
			t.Errorf("%s = %v (present %v), want %v", k, g, ok, v)
		}
	}
	n := 0
	for k := range got {
		if strings.HasPrefix(k, "gpumesh_provider_device_throttle_reason/") {
			n++
		}
	}
	if n != 2*len(gpu.ThrottleReasons) {
		t.Errorf("%d throttle series, want %d (the bounded set per device)", n, 2*len(gpu.ThrottleReasons))
	}

	inv.RaiseXID(0, 79)
	got = series()
	if got["gpumesh_provider_device_xid_errors_total/"+d0.UUID] != 1 || got["gpumesh_provider_device_last_xid/"+d0.UUID] != 79 ||
		got["gpumesh_provider_device_xid_errors_total/"+d1.UUID] != 0 {
		t.Fatalf("after XID 79 on device 0: %v", got)
	}

	inv.SetActivityErr(fmt.Errorf("%w: nvml device 1 processes: GPU is lost", gpu.ErrDeviceLost))
	got = series()
	if got["gpumesh_provider_device_activity_up"] != 0 || got["gpumesh_provider_device_inventory_up"] != 1 {
		t.Fatalf("device lost mid-scrape: %v", got)
	}
	for k := range got {
		if strings.HasPrefix(k, "gpumesh_provider_device_xid_errors_total") || strings.HasPrefix(k, "gpumesh_provider_device_throttle_reason") {
			t.Fatalf("series %s exported from a failed activity read", k)
		}
	}
	inv.SetActivityErr(nil)
	if got := series(); got["gpumesh_provider_device_activity_up"] != 1 || got["gpumesh_provider_device_xid_errors_total/"+d0.UUID] != 1 {
		t.Fatalf("after the device came back: %v", got)
	}
}

// TestCollectorNoActivity: an inventory that cannot read activity (the CPU) exports none of its
// series, not even activity_up.
func TestCollectorNoActivity(t *testing.T) {
	reg := prometheus.NewRegistry()
	reg.MustRegister(gpu.NewCollector(cpuOnly{}, nil))
	fams, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range fams {
		if strings.HasPrefix(f.GetName(), "gpumesh_provider_device_activity") {
			t.Fatalf("%s exported for an inventory without activity", f.GetName())
		}
	}
}

type cpuOnly struct{}

func (cpuOnly) Devices(context.Context) ([]gpu.Device, error) {
	return []gpu.Device{{Kind: gpu.KindCPU, UUID: "cpu-test", MemoryTotal: 1 << 30}}, nil
}

func TestThrottleNames(t *testing.T) {
	for _, tc := range []struct {
		mask uint64
		want []string
	}{
		{0, nil},
		{1, []string{"gpu_idle"}},
		{4 | 64, []string{"sw_power_cap", "hw_thermal"}},
		{1 << 40, nil}, // unknown bits are dropped, not invented names
		{511, gpu.ThrottleReasons},
	} {
		if got := gpu.ThrottleNames(tc.mask); !slices.Equal(got, tc.want) {
			t.Errorf("ThrottleNames(%#x) = %v, want %v", tc.mask, got, tc.want)
		}
	}
}
