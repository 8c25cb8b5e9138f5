package requester

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/market/markettest"
	"github.com/gpumesh/gpumesh/p2p/p2ptest"
	"github.com/gpumesh/gpumesh/verifier/spotcheck"
)

// TestSpotCheckOnByDefault: a Go SDK requester configured without a SpotCheck spot-checks its
// batch jobs with the default parameters (as the CLI does) and asks auctions for the collateral
// that makes cheating unprofitable (8 x price for batch under spotcheck.DefaultParams).
func TestSpotCheckOnByDefault(t *testing.T) {
	key, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	r, err := New(Config{
		DataDir: t.TempDir(), Key: key, Backend: ethclient.NewClient(nil),
		Deployment: &contracts.Deployment{ChainID: big.NewInt(p2ptest.ChainID), Escrow: markettest.Escrow},
	})
	if err != nil {
		t.Fatal(err)
	}
	if r.cfg.SpotCheck == nil {
		t.Fatal("spot-checks are off in a requester configured with defaults")
	}
	got, err := r.minCollateral("batch", big.NewInt(100))
	if err != nil {
		t.Fatal(err)
	}
	if got == nil || got.Int64() != 800 {
		t.Fatalf("default minimum collateral for a batch job at 100 is %v, want 800", got)
	}
}

// TestBurstCollateralAsk: a channel-paid burst job asks its channel for price x (floor(1/p) + 1
// + w) of collateral, the burst bound under the burst spot-check parameters (19 x price by
// default: p = 5/72, w = 4); BurstUnchecked moves it; with spot-checks off it asks for none.
func TestBurstCollateralAsk(t *testing.T) {
	got, err := newTestRequester(t, nil).burstCollateral(big.NewInt(250))
	if err != nil || got.Int64() != 19*250 {
		t.Fatalf("default burst collateral ask at price 250: %v (%v), want %d", got, err, 19*250)
	}
	got, err = newTestRequester(t, &SpotCheckConfig{BurstUnchecked: 10}).burstCollateral(big.NewInt(250))
	if err != nil || got.Int64() != 25*250 {
		t.Fatalf("burst collateral ask with BurstUnchecked 10: %v (%v), want %d", got, err, 25*250)
	}
	if got, err := newTestRequester(t, &SpotCheckConfig{Off: true}).burstCollateral(big.NewInt(250)); err != nil || got.Sign() != 0 {
		t.Fatalf("burst collateral ask with spot-checks off: %v (%v), want 0", got, err)
	}
}

// TestBurstCollateralMakesCheatingLose: with the SDK's defaults, the collateral a burst job asks
// for (per unit of its price) makes cheating on k jobs of a channel lose money in expectation for
// every k = 1..300, under the p the SDK samples with and the w it enforces (the exact model of
// spotcheck.BurstCheatProfits, and a seeded Monte Carlo of the real draw at the worst k). It
// failed with the previous ask, 8 x price (cheating on 15 or more jobs paid).
func TestBurstCollateralMakesCheatingLose(t *testing.T) {
	r := newTestRequester(t, nil)
	price := big.NewInt(1_000_003)
	ask, err := r.burstCollateral(price)
	if err != nil {
		t.Fatal(err)
	}
	m := new(big.Rat).SetFrac(ask, price)
	cp, err := r.cfg.SpotCheck.params().For(jobspec.ClassBurst)
	if err != nil {
		t.Fatal(err)
	}
	p, w := cp.Probability(), r.cfg.SpotCheck.burstUnchecked()
	worst, at, err := spotcheck.BurstCheatProfitMax(p, w, m, 300)
	if err != nil {
		t.Fatal(err)
	}
	if worst.Sign() >= 0 {
		t.Fatalf("asking %s x price at p = %s, w = %d: cheating on %d jobs gains %s x price in expectation", m.RatString(), p.RatString(), w, at, worst.FloatString(3))
	}
	sim, err := spotcheck.SimulateBurstCheat(1, p, w, m, at, 20000)
	if err != nil {
		t.Fatal(err)
	}
	if wf, _ := worst.Float64(); sim.Mean-wf > 4*sim.StdErr || sim.Mean-wf < -4*sim.StdErr {
		t.Fatalf("Monte Carlo at k=%d: %.4f +- %.4f, model %.4f", at, sim.Mean, sim.StdErr, wf)
	}
}

func newTestRequester(t *testing.T, sc *SpotCheckConfig) *Requester {
	t.Helper()
	key, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	r, err := New(Config{
		DataDir: t.TempDir(), Key: key, Backend: ethclient.NewClient(nil), SpotCheck: sc,
		Deployment: &contracts.Deployment{ChainID: big.NewInt(p2ptest.ChainID), Escrow: markettest.Escrow},
	})
	if err != nil {
		t.Fatal(err)
	}
	return r
}
