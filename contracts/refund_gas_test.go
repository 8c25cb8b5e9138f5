package contracts

import (
	"errors"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
)

// TestRefundsOfOneProviderInConsecutiveBlocks: refunds of several jobs of one provider in the
// verifier pool, each sent right after the previous one was mined. Each refund slashes, and a
// slash writes the provider's stake checkpoint: in place when the latest one is of the current
// block, in a new storage slot otherwise. Estimated on the latest block (the block of the previous
// refund) the refund looks about 20,000 gas cheaper than it is in the next block, where it is
// mined; with the estimate's 20% headroom it ran out of gas in the registry's slash and reverted
// without data (the soak's "refund reverted, succeeded a block later"). The Sender estimates on
// the pending block, so each refund succeeds at once.
func TestRefundsOfOneProviderInConsecutiveBlocks(t *testing.T) {
	f := newFixture(t)
	f.must(f.c.JoinVerifiers(f.ctx, f.provider))
	var jobs []*Acceptance
	for range 3 {
		a, sig := f.acceptance(nil)
		f.open(a, sig)
		jobs = append(jobs, a)
	}
	stakeBefore := f.stake(f.provider.Address()).Stake
	f.advance(time.Duration(jobs[len(jobs)-1].Deadline-f.now()+1) * time.Second) // the last-opened is due last
	if _, err := f.c.Refund(f.ctx, f.other, jobs[0]); err != nil {
		t.Fatal(err)
	}

	// The cause, measured: the second refund estimated on the latest block and on the pending one.
	msg := ethereum.CallMsg{From: f.other.Address(), To: &f.d.Escrow, Data: f.c.escrow.PackRefund(jobs[1].Binding())}
	latest, err := f.chain.client.EstimateGas(f.ctx, msg)
	if err != nil {
		t.Fatal(err)
	}
	pe, ok := f.chain.client.(pendingEstimator)
	if !ok {
		t.Fatal("the simulated chain's client cannot estimate at a block: the Sender would estimate on the latest one")
	}
	pending, err := pe.EstimateGasAtBlock(f.ctx, msg, pendingBlock)
	if err != nil {
		t.Fatal(err)
	}
	if pending < latest+15_000 {
		t.Fatalf("refund estimated %d on the latest block, %d on the pending one: want the new checkpoint slot's ~20,000 more (the case this test is about)", latest, pending)
	}
	// Sent with the latest block's estimate + 20% (as the Sender did), it runs out of gas, and
	// the error says so; nothing moves.
	old := f.sender(3)
	old.GasLimit = latest + latest/5
	_, err = f.c.Refund(f.ctx, old, jobs[1])
	if !errors.Is(err, ErrReverted) || !strings.Contains(err.Error(), "may have run out of gas") {
		t.Fatalf("refund with gas %d: %v, want a revert that says it may have run out of gas", old.GasLimit, err)
	}
	if s := f.status(jobs[1].JobID); s != StatusOpen {
		t.Fatalf("status %s after the reverted refund, want Open", s)
	}

	// The Sender's own estimate: each refund right after the previous one is mined.
	for i, a := range jobs[1:] {
		if _, err := f.c.Refund(f.ctx, f.other, a); err != nil {
			t.Fatalf("refund %d: %v", i+2, err)
		}
	}
	for i, a := range jobs {
		if s := f.status(a.JobID); s != StatusRefunded {
			t.Errorf("job %d: status %s, want Refunded", i, s)
		}
	}
	slashed := new(big.Int).Mul(jobs[0].Collateral, big.NewInt(int64(len(jobs))))
	if got := diff(stakeBefore, f.stake(f.provider.Address()).Stake); got.Cmp(slashed) != 0 {
		t.Errorf("stake dropped by %s, want %s (every collateral slashed once)", got, slashed)
	}
}
