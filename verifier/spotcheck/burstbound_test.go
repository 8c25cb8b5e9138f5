package spotcheck

import (
	"math"
	"math/big"
	"testing"
)

// burstDefaults are the burst class's default p, DefaultBurstUnchecked and the collateral
// multiple the bound derives from them.
func burstDefaults(t *testing.T) (*big.Rat, int, *big.Rat) {
	t.Helper()
	c, err := DefaultParams().For("burst")
	if err != nil {
		t.Fatal(err)
	}
	p := c.Probability()
	m, err := BurstCollateralMultiple(p, DefaultBurstUnchecked)
	if err != nil {
		t.Fatal(err)
	}
	return p, DefaultBurstUnchecked, big.NewRat(m, 1)
}

// TestBurstCollateralMultiple: floor(1/p) + 1 + w, strictly above 1/p + w; bad p or w is a named
// error.
func TestBurstCollateralMultiple(t *testing.T) {
	for _, tc := range []struct {
		p    *big.Rat
		w    int
		want int64
	}{
		{big.NewRat(5, 72), 4, 19}, // 1/p = 14.4
		{big.NewRat(1, 12), 0, 13}, // 1/p = 12 exactly: one more, so the bound is strict
		{big.NewRat(1, 1), 2, 4},
		{big.NewRat(2, 3), 0, 2},
	} {
		got, err := BurstCollateralMultiple(tc.p, tc.w)
		if err != nil || got != tc.want {
			t.Errorf("BurstCollateralMultiple(%s, %d) = %d, %v; want %d", tc.p.RatString(), tc.w, got, err, tc.want)
		}
		bound := new(big.Rat).Add(new(big.Rat).Inv(tc.p), big.NewRat(int64(tc.w), 1))
		if big.NewRat(got, 1).Cmp(bound) <= 0 {
			t.Errorf("multiple %d is not above 1/p + w = %s", got, bound.RatString())
		}
	}
	for _, tc := range []struct {
		p *big.Rat
		w int
	}{{nil, 1}, {new(big.Rat), 1}, {big.NewRat(3, 2), 1}, {big.NewRat(1, 2), -1}, {big.NewRat(1, 2), MaxBurstUnchecked + 1}} {
		if _, err := BurstCollateralMultiple(tc.p, tc.w); err == nil {
			t.Errorf("BurstCollateralMultiple(%v, %d): no error", tc.p, tc.w)
		}
	}
}

// TestBurstCheatNeverPays: under the default burst parameters, cheating on k jobs of a channel
// loses money in expectation for every k = 1..N (exact), the exact expectation stays under the
// closed-form bound, and a seeded Monte Carlo of the sampling with the real selection rule
// agrees with it. The old default collateral, 8 x price, is shown to pay.
func TestBurstCheatNeverPays(t *testing.T) {
	p, w, m := burstDefaults(t)
	if m.Cmp(big.NewRat(19, 1)) != 0 {
		t.Fatalf("default burst collateral multiple %s, want 19 (p = 5/72, w = 4)", m.RatString())
	}
	const n = 400
	es, err := BurstCheatProfits(p, w, m, n)
	if err != nil {
		t.Fatal(err)
	}
	for i, e := range es {
		k := i + 1
		if e.Sign() >= 0 {
			t.Fatalf("cheating on %d jobs gains %s x price in expectation", k, e.FloatString(4))
		}
		if k%25 != 1 && k != n {
			continue // the bound costs O(k) exact multiplications
		}
		b, err := BurstCheatBound(p, w, m, k)
		if err != nil {
			t.Fatal(err)
		}
		if e.Cmp(b) > 0 || b.Sign() >= 0 {
			t.Fatalf("k=%d: exact %s above the bound %s, or the bound is not negative", k, e.FloatString(4), b.FloatString(4))
		}
	}
	// k = 1 by hand: paid 1, caught with p losing m: 1 - m p = 1 - 19 x 5/72.
	if want := new(big.Rat).Sub(big.NewRat(1, 1), new(big.Rat).Mul(m, p)); es[0].Cmp(want) != 0 {
		t.Fatalf("E(1) = %s, want %s", es[0].RatString(), want.RatString())
	}
	worst, at, err := BurstCheatProfitMax(p, w, m, n)
	if err != nil || worst.Sign() >= 0 {
		t.Fatalf("max profit %v at k=%d (%v), want < 0", worst, at, err)
	}

	for _, k := range []int{1, 3, 15, 60, 300} {
		sim, err := SimulateBurstCheat(uint64(k), p, w, m, k, 20000)
		if err != nil {
			t.Fatal(err)
		}
		e, _ := es[k-1].Float64()
		if math.Abs(sim.Mean-e) > 4*sim.StdErr {
			t.Errorf("k=%d: Monte Carlo mean %.4f +- %.4f, analytic %.4f", k, sim.Mean, sim.StdErr, e)
		}
		if want := 1 - math.Pow(1-5.0/72, float64(k)); math.Abs(sim.Caught-want) > 0.02 {
			t.Errorf("k=%d: caught in %.4f of runs, want %.4f", k, sim.Caught, want)
		}
	}

	// The old default, 8 x price: cheating on enough jobs pays (1/p + w = 18.4 > 8).
	old, at, err := BurstCheatProfitMax(p, w, big.NewRat(8, 1), n)
	if err != nil || old.Sign() <= 0 {
		t.Fatalf("collateral 8 x price: max profit %v at k=%d (%v), want > 0", old, at, err)
	}
	sim, err := SimulateBurstCheat(7, p, w, big.NewRat(8, 1), 300, 20000)
	if err != nil || sim.Mean-4*sim.StdErr <= 0 {
		t.Fatalf("collateral 8 x price, 300 cheated jobs: Monte Carlo %+v (%v), want a clear profit", sim, err)
	}
}

func TestBurstCheatModelErrors(t *testing.T) {
	one := big.NewRat(1, 1)
	if _, err := BurstCheatProfits(big.NewRat(2, 1), 0, one, 1); err == nil {
		t.Error("p = 2: no error")
	}
	if _, err := BurstCheatProfits(big.NewRat(1, 2), 0, one, 0); err == nil {
		t.Error("n = 0: no error")
	}
	if _, err := BurstCheatBound(new(big.Rat), 0, one, 1); err == nil {
		t.Error("bound at p = 0: no error")
	}
	if _, err := SimulateBurstCheat(1, big.NewRat(1, 2), -1, one, 1, 10); err == nil {
		t.Error("w = -1: no error")
	}
}
