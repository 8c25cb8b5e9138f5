package provider

import (
	"context"
	"log/slog"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/gpumesh/gpumesh/provider/gpu"
	"github.com/gpumesh/gpumesh/provider/gpu/fakegpu"
	"github.com/gpumesh/gpumesh/provider/runner"
)

// TestIdleMeter: idle GPU-seconds are weighted by the share held and counted only where the
// device measured utilization below the threshold; an inventory read that fails (a lost device)
// counts no idle time and does not stop the meter.
func TestIdleMeter(t *testing.T) {
	busy, idle, unmeasured := fakegpu.GPU(0, "A", 24), fakegpu.GPU(1, "A", 24), fakegpu.GPU(2, "A", 24)
	busy.Utilization = gpu.Utilization{Valid: true, GPU: 90}
	idle.Utilization = gpu.Utilization{Valid: true, GPU: 1}
	inv := fakegpu.New(busy, idle, unmeasured)
	usage := runner.Usage{GPUs: []runner.DeviceUsage{
		{ID: "0", UsedMilli: 1000}, {ID: "1", UsedMilli: 500}, {ID: "2", UsedMilli: 1000}, {ID: "3", UsedMilli: 0},
	}, CPUSlotsUsed: 2}
	m := newIdleMeter(func() runner.Usage { return usage }, inv, 5, slog.New(slog.DiscardHandler))
	reg := prometheus.NewRegistry()
	if err := registerAll(reg, m.collectors()...); err != nil {
		t.Fatal(err)
	}
	t0 := time.Unix(1_000_000, 0)
	ctx := context.Background()
	m.sample(ctx, t0)                     // first sample: no interval yet
	m.sample(ctx, t0.Add(10*time.Second)) // 10 s at the state read now
	inv.SetErr(gpu.ErrDeviceLost)
	m.sample(ctx, t0.Add(12*time.Second)) // 2 s more: no idle time (the read failed)
	want := map[string]float64{
		"gpumesh_provider_device_allocated_idle_seconds_total/0":   0,
		"gpumesh_provider_device_allocated_idle_seconds_total/1":   5, // half the GPU idle for 10 s
		"gpumesh_provider_device_allocated_idle_seconds_total/2":   0,
		"gpumesh_provider_device_allocated_idle_seconds_total/3":   0,
		"gpumesh_provider_device_allocated_idle_seconds_total/cpu": 0, // unmeasured
	}
	fams, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]float64{}
	for _, f := range fams {
		for _, mt := range f.GetMetric() {
			got[f.GetName()+"/"+mt.GetLabel()[0].GetValue()] = mt.GetCounter().GetValue()
		}
	}
	for k, v := range want {
		if g, ok := got[k]; !ok || g != v {
			t.Errorf("%s = %v (present %v), want %v", k, g, ok, v)
		}
	}
}
