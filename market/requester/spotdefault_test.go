package requester

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market/markettest"
	"github.com/gpumesh/gpumesh/p2p/p2ptest"
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

// TestBurstCollateralAsk: a channel-paid burst job asks its channel for the collateral the burst
// spot-check parameters assume (8 x price by default, rounded up); with spot-checks off it asks
// for none.
func TestBurstCollateralAsk(t *testing.T) {
	newReq := func(sc *SpotCheckConfig) *Requester {
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
	got, err := newReq(nil).burstCollateral(big.NewInt(250))
	if err != nil || got.Int64() != 2000 {
		t.Fatalf("default burst collateral ask at price 250: %v (%v), want 2000", got, err)
	}
	if got, err := newReq(&SpotCheckConfig{Off: true}).burstCollateral(big.NewInt(250)); err != nil || got.Sign() != 0 {
		t.Fatalf("burst collateral ask with spot-checks off: %v (%v), want 0", got, err)
	}
}
