package verifybench

import (
	"bytes"
	"context"
	"math/big"
	"testing"

	"github.com/gpumesh/gpumesh/verifier/spotcheck"
)

func TestRunVerifyBench(t *testing.T) {
	rep, err := RunVerifyBench(context.Background(), VerifyBenchConfig{Jobs: 100, Runs: 50})
	if err != nil {
		t.Fatal(err)
	}
	m := rep.Metrics()
	if m["cheat_profit_max"] >= 0 {
		t.Fatalf("cheating pays at default parameters: %v", m)
	}
	if got, ok := m["burst_cheat_profit_max"]; !ok || got >= 0 {
		t.Fatalf("burst_cheat_profit_max %v (present %t): cheating on a channel's burst jobs pays", got, ok)
	}
	if b := rep.Burst; b == nil || b.Multiple.Cmp(big.NewRat(19, 1)) != 0 || b.Sim.Mean >= 0 {
		t.Fatalf("burst bound %+v: want 19 x price at the defaults and a losing Monte Carlo", b)
	}
	if s := m["verify_compute_share"]; s <= 0 || s > 0.15 {
		t.Fatalf("verify share %v", s)
	}
	for _, a := range rep.Results {
		if a.Name == "always" && a.DetectionProbability < 0.99 {
			t.Fatalf("always-cheater detected with probability %v after 100 jobs", a.DetectionProbability)
		}
	}
	var buf bytes.Buffer
	if err := rep.WriteTable(&buf); err != nil {
		t.Fatal(err)
	}
	// Same seed, same numbers.
	rep2, _ := RunVerifyBench(context.Background(), VerifyBenchConfig{Jobs: 100, Runs: 50})
	var buf2 bytes.Buffer
	_ = rep2.WriteTable(&buf2)
	if !bytes.Equal(buf.Bytes(), buf2.Bytes()) {
		t.Fatal("simulation is not reproducible from its seed")
	}
	// When jobs cost more than the class assumes, cheating pays and the bench says so.
	// The class assumes cost <= 20% of price (p = 1/45, a loss of 0.2 R when caught); jobs really
	// cost 50..100%.
	cheap := spotcheck.Params{Classes: []spotcheck.ClassParams{{Class: "batch", CostShare: big.NewRat(1, 5), CollateralRatio: big.NewRat(8, 1), Margin: big.NewRat(1, 1)}}}
	rep3, err := RunVerifyBench(context.Background(), VerifyBenchConfig{Jobs: 100, Runs: 20, Params: &cheap, JobCostShare: big.NewRat(1, 1)})
	if err != nil {
		t.Fatal(err)
	}
	if got := rep3.Metrics()["cheat_profit_max"]; got <= 0 {
		t.Fatalf("jobs costing up to 100%% of price at p=1/45: cheat_profit_max %v, want > 0", got)
	}
	// A channel holding the old 8 x price: cheating on its burst jobs pays, and the bench says so.
	rep4, err := RunVerifyBench(context.Background(), VerifyBenchConfig{Jobs: 100, Runs: 20, BurstMultiple: big.NewRat(8, 1)})
	if err != nil {
		t.Fatal(err)
	}
	if got := rep4.Metrics()["burst_cheat_profit_max"]; got <= 0 {
		t.Fatalf("burst channel collateral 8 x price: burst_cheat_profit_max %v, want > 0", got)
	}
}
