package provider

import (
	"context"
	"fmt"
	"log/slog"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/gpumesh/gpumesh/provider/gpu"
	"github.com/gpumesh/gpumesh/provider/gpu/fakegpu"
	"github.com/gpumesh/gpumesh/provider/runner"
)

// TestJobGPUMeter: a batch job holding device 0, whose process uses 60%, gets 60% of its held
// time as utilization; a burst job holding device 1 with its process idle counts idle; two jobs
// sharing device 2 split it evenly; a device with no sample (device 3) counts held time only;
// a device lost mid-read counts held time but no utilization and stops nothing.
func TestJobGPUMeter(t *testing.T) {
	inv := fakegpu.New(fakegpu.GPU(0, "A", 24), fakegpu.GPU(1, "A", 24), fakegpu.GPU(2, "A", 24), fakegpu.GPU(3, "A", 24))
	inv.SetProcesses(0, gpu.Process{PID: 4242, MemoryBytes: 6 << 30, SMUtil: 60})
	inv.SetProcesses(1, gpu.Process{PID: 4343, MemoryBytes: 1 << 30, SMUtil: 0})
	inv.SetProcesses(2, gpu.Process{PID: 1, MemoryBytes: 2 << 30, SMUtil: 30}, gpu.Process{PID: 2, MemoryBytes: 2 << 30, SMUtil: 50})
	classes := map[string]string{"jobA": "batch", "jobB": "burst", "jobC": "batch", "jobD": "zk", "jobE": "zk"}
	usage := runner.Usage{GPUs: []runner.DeviceUsage{
		{ID: "0", UsedMilli: 1000, Jobs: []string{"jobA"}},
		{ID: "1", UsedMilli: 1000, Jobs: []string{"jobB"}},
		{ID: "2", UsedMilli: 1000, Jobs: []string{"jobC", "jobD"}},
		{ID: "3", UsedMilli: 1000, Jobs: []string{"jobE"}},
	}}
	// Device 3 has neither a utilization sample (the fake's devices have none) nor process
	// utilization (unmeasured hides it, as on GPUs that do not support it).
	m := newJobGPUMeter(func() runner.Usage { return usage }, unmeasured{inv, 3}, func(id string) string { return classes[id] }, 5,
		slog.New(slog.DiscardHandler))
	reg := prometheus.NewRegistry()
	if err := registerAll(reg, m.collectors()...); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	t0 := time.Unix(2_000_000, 0)
	m.sample(ctx, t0)
	m.sample(ctx, t0.Add(10*time.Second))

	want := map[string]float64{
		"gpumesh_provider_job_gpu_held_seconds_total/batch":        15, // A 10 + C 5
		"gpumesh_provider_job_gpu_held_seconds_total/burst":        10,
		"gpumesh_provider_job_gpu_held_seconds_total/zk":           15, // D 5 + E 10
		"gpumesh_provider_job_gpu_measured_seconds_total/batch":    15,
		"gpumesh_provider_job_gpu_measured_seconds_total/zk":       5,     // E unmeasured
		"gpumesh_provider_job_gpu_utilization_seconds_total/batch": 6 + 4, // A 60% of 10, C 80% of 5
		"gpumesh_provider_job_gpu_utilization_seconds_total/burst": 0,
		"gpumesh_provider_job_gpu_utilization_seconds_total/zk":    4,
		"gpumesh_provider_job_gpu_idle_seconds_total/burst":        10,
		"gpumesh_provider_job_gpu_idle_seconds_total/batch":        0,
		"gpumesh_provider_job_gpu_memory_bytes/batch":              6<<30 + 2<<30,
		"gpumesh_provider_job_gpu_memory_bytes/burst":              1 << 30,
	}
	checkSeries(t, reg, want)

	rec := map[string]JobGPU{}
	for _, j := range m.Recent() {
		rec[j.JobID] = j
	}
	a := rec["jobA"]
	if a.Class != "batch" || a.Attribution != AttributionPlacement || a.Source != "process" || a.UtilizationPercent != 60 ||
		a.HeldSeconds != 10 || a.MemoryBytes != 6<<30 || len(a.PIDs) != 1 || a.PIDs[0] != 4242 || a.Devices[0] != "0" {
		t.Fatalf("jobA = %+v", a)
	}
	if b := rec["jobB"]; b.IdleSeconds != 10 || b.UtilizationPercent != 0 {
		t.Fatalf("jobB (idle but allocated) = %+v", b)
	}
	if e := rec["jobE"]; e.MeasuredSeconds != 0 || e.HeldSeconds != 10 || e.Source != "" {
		t.Fatalf("jobE (unmeasured device) = %+v", e)
	}

	// Device lost between samples: held time still counts; no utilization, idle time or memory.
	inv.SetActivityErr(fmt.Errorf("%w: nvml device 0 processes: GPU is lost", gpu.ErrDeviceLost))
	m.sample(ctx, t0.Add(20*time.Second))
	want["gpumesh_provider_job_gpu_held_seconds_total/burst"] = 20
	want["gpumesh_provider_job_gpu_held_seconds_total/batch"] = 30
	want["gpumesh_provider_job_gpu_held_seconds_total/zk"] = 30
	want["gpumesh_provider_job_gpu_memory_bytes/batch"] = 0 // unmeasured this sample
	want["gpumesh_provider_job_gpu_memory_bytes/burst"] = 0
	want["gpumesh_provider_job_gpu_idle_seconds_total/burst"] = 10
	want["gpumesh_provider_job_gpu_utilization_seconds_total/batch"] = 10
	checkSeries(t, reg, want)

	// Jobs leave: their class's memory reads 0; the records stay (recent jobs).
	inv.SetActivityErr(nil)
	usage = runner.Usage{GPUs: []runner.DeviceUsage{{ID: "0"}, {ID: "1"}, {ID: "2"}, {ID: "3"}}}
	m.sample(ctx, t0.Add(30*time.Second))
	checkSeries(t, reg, map[string]float64{"gpumesh_provider_job_gpu_memory_bytes/batch": 0, "gpumesh_provider_job_gpu_held_seconds_total/batch": 30})
	if n := len(m.Recent()); n != 5 {
		t.Fatalf("%d records after the jobs left, want 5", n)
	}
}

// TestJobGPUMeterBounded: the per-job records keep the MaxJobGPURecords most recently sampled.
func TestJobGPUMeterBounded(t *testing.T) {
	inv := fakegpu.New(fakegpu.GPU(0, "A", 24))
	var usage runner.Usage
	m := newJobGPUMeter(func() runner.Usage { return usage }, inv, func(string) string { return "batch" }, 5, slog.New(slog.DiscardHandler))
	t0 := time.Unix(3_000_000, 0)
	for k := 0; k < MaxJobGPURecords+10; k++ {
		usage = runner.Usage{GPUs: []runner.DeviceUsage{{ID: "0", UsedMilli: 1000, Jobs: []string{fmt.Sprintf("job%03d", k)}}}}
		m.sample(context.Background(), t0.Add(time.Duration(k)*time.Second))
	}
	recs := m.Recent()
	if len(recs) != MaxJobGPURecords || recs[0].JobID != fmt.Sprintf("job%03d", MaxJobGPURecords+9) || recs[len(recs)-1].JobID != "job010" {
		t.Fatalf("%d records, first %s last %s", len(recs), recs[0].JobID, recs[len(recs)-1].JobID)
	}
}

// unmeasured hides one device's process utilization (as NVML does where it is unsupported).
type unmeasured struct {
	*fakegpu.Inventory
	index int
}

func (u unmeasured) Activity(ctx context.Context) ([]gpu.Activity, error) {
	acts, err := u.Inventory.Activity(ctx)
	for i := range acts {
		if acts[i].Index == u.index {
			acts[i].ProcessUtilValid = false
		}
	}
	return acts, err
}

func checkSeries(t *testing.T, reg *prometheus.Registry, want map[string]float64) {
	t.Helper()
	fams, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]float64{}
	for _, f := range fams {
		for _, mt := range f.GetMetric() {
			got[f.GetName()+"/"+mt.GetLabel()[0].GetValue()] = mt.GetCounter().GetValue() + mt.GetGauge().GetValue()
		}
	}
	for k, v := range want {
		if g, ok := got[k]; !ok || g != v {
			t.Errorf("%s = %v (present %v), want %v", k, g, ok, v)
		}
	}
}
