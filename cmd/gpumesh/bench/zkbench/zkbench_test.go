package zkbench_test

import (
	"bytes"
	"context"
	"log/slog"
	"math"
	"os"
	"slices"
	"testing"
	"time"

	"github.com/consensys/gnark/logger"

	"github.com/gpumesh/gpumesh/cmd/gpumesh/bench/zkbench"
)

// TestZKBenchOverheadArithmetic: a job's baseline is the median of the raw proves around it, the
// overhead ratio is (submit -> proof accepted - baseline) / baseline, and zk_overhead_ratio
// averages the warm jobs only.
func TestZKBenchOverheadArithmetic(t *testing.T) {
	s := time.Second
	rep := &zkbench.ZKBenchReport{Jobs: []zkbench.ZKBenchJob{
		{Wall: 15 * s, RawProves: []time.Duration{10 * s, 10 * s}},                                 // cold: 0.5
		{Wall: 11 * s, RawProves: []time.Duration{9 * s, 11 * s}, ProverProve: 21 * s / 2},         // baseline 10 s: 0.1, spread 0.2
		{Wall: 21 * s / 2, RawProves: []time.Duration{10 * s, 30 * s, 9 * s}, ProverProve: 10 * s}, // median 10 s: 0.05, spread 2.1
	}, RawProves: []time.Duration{10 * s, 10 * s, 9 * s, 11 * s, 30 * s}}
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
		"zk_baseline_spread":     1.15,  // job 2: (11 - 9) / 10; job 3: (30 - 9) / 10
		"zk_raw_prove_spread":    2.1,   // (30 - 9) / 10
		"zk_prover_slowdown":     0.025, // job 2: +0.05, job 3: 0
	} {
		if !near(m[k], want) {
			t.Errorf("%s = %v, want %v", k, m[k], want)
		}
	}
}

// TestRunZKBenchSmall runs `gpumesh bench zk` end to end on a small circuit: the provider
// advertises the circuit (decoding it then, and its offer lists it warm), a raw prove and two
// proving jobs through the marketplace, each paid on chain and bracketed by raw proves.
func TestRunZKBenchSmall(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: brings up a devnet and compiles a Solidity verifier (make test runs it)")
	}
	logger.Disable()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	rep, err := zkbench.RunZKBench(ctx, zkbench.ZKBenchConfig{Constraints: 5000, Jobs: 2, DataDir: t.TempDir()})
	if err != nil {
		t.Fatalf("RunZKBench (node and `npm ci` in contracts/ are required for the verifier compile): %v", err)
	}
	var buf bytes.Buffer
	if err := rep.WriteTable(&buf); err != nil {
		t.Fatal(err)
	}
	t.Logf("\n%s", buf.String())
	m := rep.Metrics()
	if !rep.Advertised || rep.AdvertiseTime <= 0 || m["zk_advertised"] != 1 {
		t.Errorf("circuit not advertised before the first job: %v, %s", rep.Advertised, rep.AdvertiseTime)
	}
	for _, k := range []string{"zk_advertise_s", "zk_overhead_ratio", "zk_overhead_ratio_cold", "zk_overhead_ratio_in_job", "zk_baseline_spread", "zk_raw_prove_s", "zk_verify_gas", "zk_prove_s", "zk_market_s"} {
		if _, ok := m[k]; !ok {
			t.Errorf("metric %s missing", k)
		}
	}
	for i, j := range rep.Jobs {
		if len(j.RawProves) != 4 || slices.Min(j.RawProves) <= 0 {
			t.Errorf("job %d: raw proves around it %v, want 2 before and 2 after", i+1, j.RawProves)
		}
		// Nothing else runs: every job is proved on its signed acceptance (the prove may start
		// before the requester has the acceptance in hand) without waiting for its escrow open,
		// and its proof is uploaded once the provider has the opened job (its watcher may see the
		// opening before the requester has recorded its receipt), and accepted after.
		tl := j.Timeline
		if !j.Speculative || tl.Accepted <= 0 || tl.ProveStart <= 0 || tl.ProveEnd < tl.ProveStart ||
			tl.Opened <= tl.Accepted || tl.ProviderSaw <= tl.Accepted || tl.Uploaded < max(tl.ProviderSaw, tl.ProveEnd) ||
			tl.Proven < tl.Uploaded || tl.Proven > j.Wall {
			t.Errorf("job %d: speculative %v, timeline %+v (wall %s)", i+1, j.Speculative, tl, j.Wall)
		}
	}
	if m["zk_speculative_jobs"] != 2 {
		t.Errorf("zk_speculative_jobs = %v, want 2", m["zk_speculative_jobs"])
	}
	if len(rep.Jobs) != 2 || m["zk_verify_gas"] <= 21000 || m["zk_market_s"] <= m["zk_prover_prove_s"] || m["zk_overhead_ratio"] <= 0 {
		t.Fatalf("implausible report: %d jobs, metrics %v", len(rep.Jobs), m)
	}
}

// TestZKBenchFull is the 1M-constraint marketplace bench (minutes; `gpumesh bench zk` runs it).
func TestZKBenchFull(t *testing.T) {
	if os.Getenv("GPUMESH_ZK_BENCH_FULL") != "1" {
		t.Skip("set GPUMESH_ZK_BENCH_FULL=1 to run the 1M-constraint marketplace benchmark (minutes); `gpumesh bench zk` runs the same")
	}
	rep, err := zkbench.RunZKBench(context.Background(), zkbench.ZKBenchConfig{DataDir: t.TempDir(),
		Logger: slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelInfo}))})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := rep.WriteTable(&buf); err != nil {
		t.Fatal(err)
	}
	t.Logf("\n%s\nmetrics: %v", buf.String(), rep.Metrics())
}
