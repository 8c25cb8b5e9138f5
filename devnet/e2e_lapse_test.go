package devnet_test

import (
	"bytes"
	"context"
	"math/big"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/contracts/bindings"
	"github.com/gpumesh/gpumesh/devnet"
	"github.com/gpumesh/gpumesh/devnet/chain"
	"github.com/gpumesh/gpumesh/market/requester"
)

// lateOpen is a requester's chain client whose first escrow open lands late: before that
// openJobWithPermit is estimated, the chain's clock jumps past the acceptance's expiry (as an RPC
// stall longer than an acceptance's few seconds of validity does).
type lateOpen struct {
	*ethclient.Client
	chain    *chain.Chain
	escrow   common.Address
	selector []byte
	jump     time.Duration
	jumped   atomic.Bool
}

func (b *lateOpen) delay(msg ethereum.CallMsg) error {
	if msg.To != nil && *msg.To == b.escrow && bytes.HasPrefix(msg.Data, b.selector) && b.jumped.CompareAndSwap(false, true) {
		return b.chain.AdjustTime(b.jump)
	}
	return nil
}

func (b *lateOpen) EstimateGas(ctx context.Context, msg ethereum.CallMsg) (uint64, error) {
	if err := b.delay(msg); err != nil {
		return 0, err
	}
	return b.Client.EstimateGas(ctx, msg)
}

func (b *lateOpen) EstimateGasAtBlock(ctx context.Context, msg ethereum.CallMsg, n *big.Int) (uint64, error) {
	if err := b.delay(msg); err != nil {
		return 0, err
	}
	return b.Client.EstimateGasAtBlock(ctx, msg, n)
}

// TestE2EAcceptanceLapsedBeforeOpen: a job's first acceptance expires before its escrow open
// lands. Submit does not fail: the open reverted (nothing was opened, no money moved), so the job
// is matched again under the same id with a fresh proposal and opened with the new acceptance;
// it completes, the requester paid one price, and tokens are conserved.
func TestE2EAcceptanceLapsedBeforeOpen(t *testing.T) {
	if testing.Short() {
		t.Skip("-short skips the integration tier: this starts a devnet with two provider daemons (make test runs it)")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cancel()
	n := e2eProviders(t, ctx, 2)
	late := &lateOpen{Client: n.Backend, chain: n.Chain, escrow: n.Deployment.Escrow,
		selector: bindings.NewJobEscrow().GetABI().Methods["openJobWithPermit"].ID, jump: 3 * time.Minute}
	cfg := n.RequesterConfig()
	cfg.Backend = late
	r := startRequester(t, ctx, cfg)
	before := snapshot(t, ctx, n)
	paid0, err := n.Contracts.BalanceOf(ctx, r.Address())
	if err != nil {
		t.Fatal(err)
	}

	// A one-minute deadline: every acceptance expires within it, the jump is three.
	j := submitLogged(t, ctx, r, devnet.JobOptions{Class: "batch", Deadline: "60s", Label: "lapsed"})
	if !late.jumped.Load() {
		t.Fatal("the open was never estimated through the late client: the test did not delay it")
	}
	rec, err := r.Get(j.ID)
	if err != nil {
		t.Fatal(err)
	}
	var again []string
	for _, e := range rec.Events {
		if e.Phase == requester.PhaseMatch && strings.Contains(e.Detail, "matching again") {
			again = append(again, e.Detail)
		}
	}
	if len(again) != 1 || !strings.Contains(again[0], "expired before the escrow open landed") {
		t.Fatalf("match events after the first %q, want one saying the acceptance expired before the open landed", again)
	}
	t.Logf("re-matched: %s", again[0])
	// Opened on chain: Open, or already Submitted or Claimed (the provider may have delivered by
	// now; the hello job takes milliseconds).
	st, err := r.ChainState(ctx, j.ID)
	if err != nil || (st.Status != contracts.StatusOpen && st.Status != contracts.StatusSubmitted && st.Status != contracts.StatusClaimed) {
		t.Fatalf("job %s on chain: %+v (%v), want it opened (Open, Submitted or Claimed)", j.ID.Hex(), st, err)
	}
	// The failed open moved nothing: the requester paid exactly the second acceptance's price.
	paid1, err := n.Contracts.BalanceOf(ctx, r.Address())
	if err != nil {
		t.Fatal(err)
	}
	if got := new(big.Int).Sub(paid0, paid1); got.Cmp(rec.Acceptance.Price) != 0 {
		t.Fatalf("requester paid %s, want the price %s once", got, rec.Acceptance.Price)
	}
	done, err := j.Wait(ctx)
	if err != nil {
		t.Fatalf("Wait: %v", err)
	}
	checkHello(t, done)
	before.check(t, ctx, n)
}
