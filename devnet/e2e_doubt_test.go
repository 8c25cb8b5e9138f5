package devnet_test

import (
	"bytes"
	"context"
	"errors"
	"math/big"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/contracts/bindings"
	"github.com/gpumesh/gpumesh/devnet"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/market/requester"
)

// lostOpen is a requester's chain client that loses the answer to its next escrow open: with
// forward set the transaction reaches the chain (the answer was lost on the way back), without
// it the transaction is lost before the node (the connection broke on the way there). Either
// way the requester sees a transport error, not a refusal: it cannot know whether the open
// landed.
type lostOpen struct {
	*ethclient.Client
	escrow   common.Address
	selector []byte
	forward  bool
	armed    atomic.Bool
	lost     atomic.Int32
}

func (b *lostOpen) SendTransaction(ctx context.Context, tx *types.Transaction) error {
	if tx.To() != nil && *tx.To() == b.escrow && bytes.HasPrefix(tx.Data(), b.selector) && b.armed.CompareAndSwap(true, false) {
		b.lost.Add(1)
		if b.forward {
			if err := b.Client.SendTransaction(ctx, tx); err != nil {
				return err
			}
		}
		return errors.New("post http://chain: read: connection reset by peer (test: the answer was lost)")
	}
	return b.Client.SendTransaction(ctx, tx)
}

// TestE2EOpenInDoubt: a requester loses the answer to its escrow open (the restart or crash
// case: the open was sent, its outcome never recorded). Submit neither fails the job nor
// forgets it: it returns OpenInDoubtError naming the job, whose record keeps the acceptance (the
// intent written before the send), and Complete learns the outcome from the chain.
//
//  1. The open reached the chain: Complete finds the escrow open and the job completes, paid
//     once.
//  2. The open was lost before the node: Complete waits while the open could still land, and
//     once the chain passes the acceptance's expiry with the job not open, the attempt ends
//     (ErrOpenLapsed, nothing paid) and the job fails over and completes elsewhere, paid once.
//
// Before the fix the first case's Submit failed the job's record while its escrow was open and
// paid: the requester never fetched the result it paid for. Tokens are conserved throughout.
func TestE2EOpenInDoubt(t *testing.T) {
	if testing.Short() {
		t.Skip("-short skips the integration tier: this starts a devnet with two provider daemons (make test runs it)")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 150*time.Second)
	defer cancel()
	n := e2eProviders(t, ctx, 2)
	lost := &lostOpen{Client: n.Backend, escrow: n.Deployment.Escrow, selector: bindings.NewJobEscrow().GetABI().Methods["openJobWithPermit"].ID}
	cfg := n.RequesterConfig()
	cfg.Backend = lost
	r := startRequester(t, ctx, cfg)
	before := snapshot(t, ctx, n)
	balance := func() *big.Int {
		t.Helper()
		b, err := n.Contracts.BalanceOf(ctx, r.Address())
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	submitInDoubt := func(label string) contracts.JobID {
		t.Helper()
		dir := t.TempDir()
		path, err := devnet.WriteJob(dir, devnet.JobOptions{Class: "batch", Retries: 1, Deadline: "60s", Label: label})
		if err != nil {
			t.Fatal(err)
		}
		spec, err := jobspec.ParseFile(path, jobspec.Options{})
		if err != nil {
			t.Fatal(err)
		}
		lost.armed.Store(true)
		j, err := r.Submit(ctx, spec, requester.SubmitOptions{BaseDir: dir, OutDir: filepath.Join(dir, "result")})
		var doubt *requester.OpenInDoubtError
		if !errors.As(err, &doubt) || !errors.Is(err, requester.ErrOpenInDoubt) || j != nil {
			t.Fatalf("Submit %s: job %v, err %v; want an OpenInDoubtError", label, j, err)
		}
		if lost.armed.Load() {
			t.Fatal("the open never went through the losing client: the test lost nothing")
		}
		t.Logf("Submit %s: %v", label, err)
		rec, err := r.Get(doubt.JobID)
		if err != nil {
			t.Fatal(err)
		}
		if rec.Phase != requester.PhaseAccepted || rec.Acceptance == nil {
			t.Fatalf("record of %s: phase %s, acceptance %v; want accepted with its acceptance (the intent before the send)", label, rec.Phase, rec.Acceptance != nil)
		}
		return doubt.JobID
	}

	// 1. The open landed; its answer was lost.
	lost.forward = true
	paid0 := balance()
	id := submitInDoubt("landed")
	rec, err := r.Complete(ctx, id, requester.FollowOptions{})
	if err != nil {
		t.Fatalf("Complete after a lost answer: %v", err)
	}
	checkHello(t, rec)
	job, err := r.Get(id)
	if err != nil {
		t.Fatal(err)
	}
	if rec.ID != id || len(job.Attempts) != 1 {
		t.Fatalf("completed %s with attempts %+v: want the first attempt, opened by the lost transaction", rec.ID.Hex(), job.Attempts)
	}
	if got := new(big.Int).Sub(paid0, balance()); got.Cmp(rec.Acceptance.Price) != 0 {
		t.Fatalf("requester paid %s, want the price %s once", got, rec.Acceptance.Price)
	}
	before.check(t, ctx, n)

	// 2. The open never reached the node.
	lost.forward = false
	paid1 := balance()
	id = submitInDoubt("never-sent")
	first, err := r.Get(id)
	if err != nil {
		t.Fatal(err)
	}
	// Still in doubt while the acceptance is valid: Follow decides nothing before the expiry. It
	// waits until its context ends (how the cut shows in its error depends on the call it was in:
	// a block wait, or an RPC cut mid-way) and leaves the record accepted.
	short, stop := context.WithTimeout(ctx, 2*time.Second)
	_, err = r.Follow(short, id, requester.FollowOptions{})
	stop()
	if short.Err() == nil || errors.Is(err, requester.ErrOpenLapsed) || errors.Is(err, requester.ErrNotOpen) {
		t.Fatalf("Follow before the expiry: %v; want it still waiting (the open could land)", err)
	}
	if rec, err := r.Get(id); err != nil || rec.Phase != requester.PhaseAccepted {
		t.Fatalf("record after a Follow before the expiry: %+v (%v), want still accepted", rec, err)
	}
	if err := n.Chain.AdvanceTo(time.Unix(int64(first.Acceptance.Expiry), 0).Add(time.Second)); err != nil {
		t.Fatal(err)
	}
	rec, err = r.Complete(ctx, id, requester.FollowOptions{})
	if err != nil {
		t.Fatalf("Complete after a lost open: %v", err)
	}
	checkHello(t, rec)
	job, err = r.Get(id)
	if err != nil {
		t.Fatal(err)
	}
	if len(job.Attempts) != 2 || !strings.Contains(job.Attempts[0].Cause, "never landed") || job.Attempts[0].RefundDue || rec.ID != job.Attempts[1].JobID {
		t.Fatalf("attempts %+v, completed %s: want the lapsed open ended (nothing due) and the job completed by a second attempt", job.Attempts, rec.ID.Hex())
	}
	t.Logf("attempt 1 ended: %s", job.Attempts[0].Cause)
	if st, err := r.ChainState(ctx, id); err != nil || st.Status != contracts.StatusNone {
		t.Fatalf("the lost open's job on chain: %+v (%v), want none", st, err)
	}
	if got := new(big.Int).Sub(paid1, balance()); got.Cmp(rec.Acceptance.Price) != 0 {
		t.Fatalf("requester paid %s, want the second attempt's price %s once", got, rec.Acceptance.Price)
	}
	if lost.lost.Load() != 2 {
		t.Fatalf("%d opens lost, want 2", lost.lost.Load())
	}
	before.check(t, ctx, n)
}
