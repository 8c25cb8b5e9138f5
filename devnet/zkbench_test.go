package devnet_test

import (
	"math"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/devnet"
)

// TestZKBenchOverheadArithmetic: a job's baseline is the mean of the raw proves around it, the
// overhead ratio is against that baseline, and zk_overhead_ratio averages the warm jobs only.
func TestZKBenchOverheadArithmetic(t *testing.T) {
	s := time.Second
	rep := &devnet.ZKBenchReport{Jobs: []devnet.ZKBenchJob{
		{Wall: 15 * s, RawProve: 10 * s, RawProveAfter: 10 * s}, // cold: 0.5
		{Wall: 11 * s, RawProve: 9 * s, RawProveAfter: 11 * s},  // baseline 10 s: 0.1, spread 0.2
		{Wall: 21 * s / 2, RawProve: 10 * s},                    // no raw prove after: 0.05
	}}
	near := func(got, want float64) bool { return math.Abs(got-want) < 1e-9 }
	if b := rep.Jobs[1].Baseline(); b != 10*s {
		t.Fatalf("baseline %s, want the mean 10s", b)
	}
	for i, want := range []float64{0.5, 0.1, 0.05} {
		if got := rep.OverheadRatio(i); !near(got, want) {
			t.Errorf("job %d: overhead ratio %v, want %v", i+1, got, want)
		}
	}
	m := rep.Metrics()
	for k, want := range map[string]float64{
		"zk_overhead_ratio":      0.075, // mean of the warm jobs 2 and 3
		"zk_overhead_ratio_cold": 0.5,
		"zk_baseline_spread":     0.1, // job 2: |9 - 11| / 10; job 3: none measured
	} {
		if !near(m[k], want) {
			t.Errorf("%s = %v, want %v", k, m[k], want)
		}
	}
}
