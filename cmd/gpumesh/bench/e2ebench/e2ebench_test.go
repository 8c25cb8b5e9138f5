package e2ebench_test

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/cmd/gpumesh/bench/e2ebench"
)

func TestRunE2EBenchSmall(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: brings up a devnet with 3 provider daemons (make test runs it)")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	rep, err := e2ebench.RunE2EBench(ctx, e2ebench.E2EBenchConfig{Providers: 3, BurstJobs: 8, BatchJobs: 1, Dir: t.TempDir()})
	if err != nil {
		t.Fatalf("RunE2EBench: %v", err)
	}
	m := rep.Metrics()
	for _, k := range []string{"burst_jobs_per_s", "batch_latency_p99_ms", "burst_latency_p99_ms"} {
		if m[k] <= 0 {
			t.Errorf("metric %s = %v, want > 0", k, m[k])
		}
	}
	if rep.Burst.Jobs != 8 || rep.Batch.Jobs != 1 {
		t.Errorf("jobs burst %d batch %d, want 8 and 1", rep.Burst.Jobs, rep.Batch.Jobs)
	}
	if err := rep.WriteTable(os.Stderr); err != nil {
		t.Fatal(err)
	}
}

// TestRunE2EBenchFull runs the configuration (10 providers) when GPUMESH_E2E_BENCH_FULL
// is set; `gpumesh bench e2e` runs the same.
func TestRunE2EBenchFull(t *testing.T) {
	if os.Getenv("GPUMESH_E2E_BENCH_FULL") == "" {
		t.Skip("the 10-provider benchmark takes minutes: set GPUMESH_E2E_BENCH_FULL=1 or run `gpumesh bench e2e`; TestRunE2EBenchSmall covers the same code")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	rep, err := e2ebench.RunE2EBench(ctx, e2ebench.E2EBenchConfig{Dir: t.TempDir()})
	if err != nil {
		t.Fatalf("RunE2EBench: %v", err)
	}
	if err := rep.WriteTable(os.Stderr); err != nil {
		t.Fatal(err)
	}
	t.Logf("metrics: %v", rep.Metrics())
}
