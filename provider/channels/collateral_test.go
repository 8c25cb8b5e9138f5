package channels

import (
	"context"
	"errors"
	"log/slog"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// TestChannelCollateralLocked: the first voucher on a channel makes the provider lock
// CollateralMultiple x the job's price (or the requester's ask, if higher) before the voucher is
// recorded; later jobs at that price lock nothing more; a dearer job tops the collateral up.
func TestChannelCollateralLocked(t *testing.T) {
	ctx := context.Background()
	f := newChannelFixture(t)
	id := f.open(1, f.reqAddr, f.me, 100_000, time.Hour)
	if _, err := f.c.acceptVoucher(ctx, f.proposal(100), f.voucher(id, 100, 1), time.Second); err != nil {
		t.Fatalf("first voucher: %v", err)
	}
	if got := f.chain.collateral[id]; got == nil || got.Int64() != 800 {
		t.Fatalf("channel collateral after the first job = %v, want 8 x 100 = 800", got)
	}
	if _, err := f.c.acceptVoucher(ctx, f.proposal(100), f.voucher(id, 200, 2), time.Second); err != nil {
		t.Fatalf("second voucher: %v", err)
	}
	if len(f.chain.locks) != 1 {
		t.Fatalf("locks %v: a second job at the same price must lock nothing more", f.chain.locks)
	}
	// The requester asks for more than 8x: the channel must hold the ask.
	p := f.proposal(100)
	p.Collateral = big.NewInt(1000)
	if _, err := f.c.acceptVoucher(ctx, p, f.voucher(id, 300, 3), time.Second); err != nil {
		t.Fatalf("voucher with a higher ask: %v", err)
	}
	if got := f.chain.collateral[id].Int64(); got != 1000 || len(f.chain.locks) != 2 || f.chain.locks[1].Int64() != 200 {
		t.Fatalf("collateral %d after locks %v, want 1000 (800 + 200)", got, f.chain.locks)
	}
}

// TestChannelCollateralRefused: a channel that cannot hold the requester's ask is a named decline
// (ErrCollateral) and records nothing; free stake bounds the lock; a disputed channel takes no
// job; a refused voucher locks nothing.
func TestChannelCollateralRefused(t *testing.T) {
	ctx := context.Background()
	f := newChannelFixture(t)
	id := f.open(1, f.reqAddr, f.me, 100_000, time.Hour)
	f.chain.free = big.NewInt(500)

	// The ask (600) is above the free stake (500): declined, nothing locked, nothing recorded.
	p := f.proposal(100)
	p.Collateral = big.NewInt(600)
	if _, err := f.c.acceptVoucher(ctx, p, f.voucher(id, 100, 1), time.Second); !errors.Is(err, ErrCollateral) {
		t.Fatalf("ask above free stake: got %v, want ErrCollateral", err)
	}
	if got, _ := f.c.db.job(p.JobID); got != nil || len(f.chain.locks) != 0 {
		t.Fatalf("declined job left a record %+v or locks %v", got, f.chain.locks)
	}
	// The ask (400) fits: the provider locks what its free stake allows (500 of its 800 target).
	p = f.proposal(100)
	p.Collateral = big.NewInt(400)
	if _, err := f.c.acceptVoucher(ctx, p, f.voucher(id, 100, 1), time.Second); err != nil {
		t.Fatalf("ask within free stake: %v", err)
	}
	if got := f.chain.collateral[id].Int64(); got != 500 {
		t.Fatalf("collateral %d, want the free stake 500", got)
	}
	// A voucher that is not the requester's locks nothing on another channel.
	other := f.open(2, f.reqAddr, f.me, 100_000, time.Hour)
	bad := f.voucher(other, 100, 1)
	bad.Signature[3] ^= 1
	f.chain.free = big.NewInt(10_000)
	if _, err := f.c.acceptVoucher(ctx, f.proposal(100), bad, time.Second); err == nil {
		t.Fatal("tampered voucher accepted")
	}
	if f.chain.collateral[other] != nil {
		t.Fatalf("a tampered voucher made the provider lock %v", f.chain.collateral[other])
	}
	// A channel under dispute takes no job.
	f.chain.disputing[id] = true
	if _, err := f.c.acceptVoucher(ctx, f.proposal(100), f.voucher(id, 200, 2), time.Second); !errors.Is(err, ErrCollateral) {
		t.Fatalf("disputed channel: got %v, want ErrCollateral", err)
	}
}

// TestChannelCollateralNoDoubleLockAfterCrash: a lock sent and then lost track of (the daemon
// died, or the connection did, while waiting for its receipt) is still pending on chain. The next
// decision on that channel, in this process or after a restart over the same DB, waits for the
// wallet's pending transactions to be mined and then finds the collateral there: it never locks
// a second time.
func TestChannelCollateralNoDoubleLockAfterCrash(t *testing.T) {
	ctx := context.Background()
	f := newChannelFixture(t)
	id := f.open(1, f.reqAddr, f.me, 100_000, time.Hour)
	f.chain.lockErr = errors.New("connection reset while waiting for the receipt")
	if _, err := f.c.acceptVoucher(ctx, f.proposal(100), f.voucher(id, 100, 1), time.Second); err == nil {
		t.Fatal("a lock with an unknown outcome let the voucher through")
	}
	if len(f.chain.locks) != 1 || len(f.chain.pendingLocks) != 1 {
		t.Fatalf("locks %v pending %v, want one pending lock", f.chain.locks, f.chain.pendingLocks)
	}
	// Restart: a new service over the same DB. The pending lock is mined while it waits.
	f.chain.lockErr = nil
	f.chain.onNonce = func(fc *fakeChannelChain) { fc.mine() }
	c2 := New(testConfig, slog.New(slog.DiscardHandler), f.db, f.me, f.dom, f.chain, f.c.sender)
	c2.now = f.c.now
	p := f.proposal(100)
	if _, err := c2.acceptVoucher(ctx, p, f.voucher(id, 100, 1), time.Second); err != nil {
		t.Fatalf("voucher after the restart: %v", err)
	}
	if len(f.chain.locks) != 1 || f.chain.collateral[id].Int64() != 800 {
		t.Fatalf("locks %v, collateral %v: the restarted provider locked again (want one lock of 800)", f.chain.locks, f.chain.collateral[id])
	}
	if m, err := c2.db.mark(id); err != nil || m != nil {
		t.Fatalf("in-flight mark left after the lock was found: %+v %v", m, err)
	}
}

// TestChannelCollateralPendingNeverMined: a lock that stays pending past LockWait keeps the
// channel from taking jobs (ErrCollateralPending, a decline) instead of locking again.
func TestChannelCollateralPendingNeverMined(t *testing.T) {
	ctx := context.Background()
	f := newChannelFixture(t)
	id := f.open(1, f.reqAddr, f.me, 100_000, time.Hour)
	f.chain.lockErr = errors.New("context deadline exceeded")
	if _, err := f.c.acceptVoucher(ctx, f.proposal(100), f.voucher(id, 100, 1), time.Second); err == nil {
		t.Fatal("a lock with an unknown outcome let the voucher through")
	}
	f.chain.lockErr = nil
	f.c.cfg.LockWait = 20 * time.Millisecond
	if _, err := f.c.acceptVoucher(ctx, f.proposal(100), f.voucher(id, 100, 1), time.Second); !errors.Is(err, ErrCollateralPending) {
		t.Fatalf("got %v, want ErrCollateralPending", err)
	}
	if len(f.chain.locks) != 1 {
		t.Fatalf("locks %v: locked again while the first lock was pending", f.chain.locks)
	}
	f.chain.mine()
	if _, err := f.c.acceptVoucher(ctx, f.proposal(100), f.voucher(id, 100, 1), time.Second); err != nil {
		t.Fatalf("after the pending lock was mined: %v", err)
	}
	if len(f.chain.locks) != 1 || f.chain.collateral[common.Hash(id)].Int64() != 800 {
		t.Fatalf("locks %v collateral %v, want one lock of 800", f.chain.locks, f.chain.collateral[id])
	}
}
