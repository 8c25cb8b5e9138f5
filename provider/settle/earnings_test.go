package settle

import (
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts"
)

// claimedJobs opens, submits and claims n jobs of cc's provider through st: its earnings grow by
// n payouts.
func (cc *claimChain) claimedJobs(st *Settler, n int) {
	cc.t.Helper()
	jobs := cc.submitted(st, n)
	cc.advance(claimTestWindow + time.Second)
	if _, errs := claimAll(cc.ctx, st, ids(jobs)); errors.Join(errs...) != nil {
		cc.t.Fatal(errors.Join(errs...))
	}
}

func (cc *claimChain) earnings() *big.Int {
	cc.t.Helper()
	e, err := cc.c.EarningsOf(cc.ctx, cc.provider.Address())
	if err != nil {
		cc.t.Fatal(err)
	}
	return e
}

func (cc *claimChain) balance(a common.Address) *big.Int {
	cc.t.Helper()
	b, err := cc.c.BalanceOf(cc.ctx, a)
	if err != nil {
		cc.t.Fatal(err)
	}
	return b
}

// waitEarningsWithdrawn waits (deadline 30s) until the provider's earnings are zero.
func (cc *claimChain) waitEarningsWithdrawn() {
	cc.t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for cc.earnings().Sign() != 0 {
		if time.Now().After(deadline) {
			cc.t.Fatalf("earnings %s still in the escrow after 30s", cc.earnings())
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestWithdrawEarnings: the settler withdraws everything its claims credited, to the provider or
// to another address, in one transaction; with nothing credited it sends nothing.
func TestWithdrawEarnings(t *testing.T) {
	cc := newClaimChain(t)
	st := cc.settler(DefaultClaimBatchJobs, &opLog{})
	if amount, r, err := st.WithdrawEarnings(cc.ctx, common.Address{}); err != nil || r != nil || amount.Sign() != 0 {
		t.Fatalf("withdraw of nothing: %v, %v, %v; want nothing sent", amount, r, err)
	}
	cc.claimedJobs(st, 3)
	want := new(big.Int).Mul(wantPayout, big.NewInt(3))
	if got := cc.earnings(); got.Cmp(want) != 0 {
		t.Fatalf("earnings %s after 3 claims, want %s", got, want)
	}
	wallet := cc.balance(cc.provider.Address())
	amount, r, err := st.WithdrawEarnings(cc.ctx, common.Address{})
	if err != nil || r == nil || amount.Cmp(want) != 0 {
		t.Fatalf("withdraw: %v, %v, %v; want %s", amount, r, err, want)
	}
	if got := new(big.Int).Sub(cc.balance(cc.provider.Address()), wallet); got.Cmp(want) != 0 {
		t.Fatalf("wallet +%s, want %s", got, want)
	}
	cc.claimedJobs(st, 1)
	other := common.HexToAddress("0x00000000000000000000000000000000000000e1")
	if amount, _, err := st.WithdrawEarnings(cc.ctx, other); err != nil || amount.Cmp(wantPayout) != 0 {
		t.Fatalf("withdraw to another address: %v, %v", amount, err)
	}
	if got := cc.balance(other); got.Cmp(wantPayout) != 0 {
		t.Fatalf("other address holds %s, want %s", got, wantPayout)
	}
	t.Logf("one withdrawal for 3 claims: %d gas", r.GasUsed)
}

// TestRunEarnings: the daemon's loop withdraws once the earnings reach the amount, and on the
// schedule (chain time) whatever is below it; a restarted loop finds what an earlier one left.
func TestRunEarnings(t *testing.T) {
	cc := newClaimChain(t)
	st := cc.settler(DefaultClaimBatchJobs, &opLog{})
	run := func(cfg EarningsConfig) (stop func()) {
		ctx, cancel := context.WithCancel(cc.ctx)
		done := make(chan error, 1)
		go func() { done <- st.RunEarnings(ctx, cfg) }()
		return func() {
			cancel()
			if err := <-done; err != nil {
				t.Errorf("RunEarnings: %v", err)
			}
		}
	}

	// The amount: two payouts reach it.
	stop := run(EarningsConfig{Above: new(big.Int).Mul(wantPayout, big.NewInt(2)), Check: 5 * time.Millisecond})
	wallet := cc.balance(cc.provider.Address())
	cc.claimedJobs(st, 2)
	cc.waitEarningsWithdrawn()
	if got, want := new(big.Int).Sub(cc.balance(cc.provider.Address()), wallet), new(big.Int).Mul(wantPayout, big.NewInt(2)); got.Cmp(want) != 0 {
		t.Fatalf("wallet +%s, want %s", got, want)
	}
	stop()

	// Stopped with one payout below the amount; a restarted loop with a schedule withdraws it
	// once an hour of chain time has passed.
	cc.claimedJobs(st, 1)
	stop = run(EarningsConfig{Above: tok(1_000_000), Every: time.Hour, Check: 5 * time.Millisecond})
	defer stop()
	if got := cc.earnings(); got.Cmp(wantPayout) != 0 {
		t.Fatalf("earnings %s before the schedule is due, want %s", got, wantPayout)
	}
	cc.advance(time.Hour + time.Second)
	cc.waitEarningsWithdrawn()
}

func TestEarningsConfig(t *testing.T) {
	for _, tc := range []struct {
		name string
		cfg  EarningsConfig
		ok   bool
	}{
		{"amount", EarningsConfig{Above: big.NewInt(1)}, true},
		{"schedule", EarningsConfig{Every: time.Hour}, true},
		{"neither", EarningsConfig{Above: new(big.Int)}, false},
		{"negative", EarningsConfig{Above: big.NewInt(-1), Every: time.Hour}, false},
		{"negative reserve keep", EarningsConfig{Above: big.NewInt(1), ReserveKeep: big.NewInt(-1)}, false},
		{"reserve keep", EarningsConfig{Above: big.NewInt(1), ReserveKeep: new(big.Int)}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.cfg.Validate()
			if (err == nil) != tc.ok || (err != nil && !errors.Is(err, ErrEarningsConfig)) {
				t.Fatalf("Validate: %v; want ok %v", err, tc.ok)
			}
		})
	}
	c := EarningsConfig{Above: big.NewInt(10), Every: time.Hour}
	for _, tc := range []struct {
		earned int64
		since  time.Duration
		due    bool
	}{
		{0, 2 * time.Hour, false}, {9, time.Minute, false}, {10, 0, true}, {9, time.Hour, true}, {1, 59 * time.Minute, false},
	} {
		if got := c.due(big.NewInt(tc.earned), tc.since); got != tc.due {
			t.Errorf("due(%d, %s) = %v, want %v", tc.earned, tc.since, got, tc.due)
		}
	}
}

func (cc *claimChain) account() contracts.ProviderAccount {
	cc.t.Helper()
	a, err := cc.c.AccountOf(cc.ctx, cc.provider.Address())
	if err != nil {
		cc.t.Fatal(err)
	}
	return a
}

// waitReserve waits (deadline 30s) until the provider's free reserve is want.
func (cc *claimChain) waitReserve(want *big.Int) {
	cc.t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for cc.account().Reserve.Cmp(want) != 0 {
		if time.Now().After(deadline) {
			cc.t.Fatalf("reserve %s after 30s, want %s", cc.account().Reserve, want)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestReleaseReserve: claims leave the jobs' collateral locked as the provider's free reserve;
// the settler releases what is above a keep (all of it without one) to free stake, and with
// nothing above the keep it sends nothing.
func TestReleaseReserve(t *testing.T) {
	cc := newClaimChain(t)
	st := cc.settler(DefaultClaimBatchJobs, &opLog{})
	if amount, r, err := st.ReleaseReserve(cc.ctx, nil); err != nil || r != nil || amount.Sign() != 0 {
		t.Fatalf("release of nothing: %v, %v, %v; want nothing sent", amount, r, err)
	}
	cc.claimedJobs(st, 3) // 3 x 100 tokens of collateral
	if got := cc.account().Reserve; got.Cmp(tok(300)) != 0 {
		t.Fatalf("reserve %s after 3 claims, want %s", got, tok(300))
	}
	free := mustStake(t, cc).Free
	amount, r, err := st.ReleaseReserve(cc.ctx, tok(100))
	if err != nil || r == nil || amount.Cmp(tok(200)) != 0 {
		t.Fatalf("release above 100: %v, %v, %v; want 200 released", amount, r, err)
	}
	if got := new(big.Int).Sub(mustStake(t, cc).Free, free); got.Cmp(tok(200)) != 0 {
		t.Fatalf("free stake +%s, want %s", got, tok(200))
	}
	if amount, r, err := st.ReleaseReserve(cc.ctx, tok(100)); err != nil || r != nil || amount.Sign() != 0 {
		t.Fatalf("release at the keep: %v, %v, %v; want nothing sent", amount, r, err)
	}
	if amount, _, err := st.ReleaseReserve(cc.ctx, nil); err != nil || amount.Cmp(tok(100)) != 0 {
		t.Fatalf("release of all: %v, %v; want 100", amount, err)
	}
	if s := mustStake(t, cc); s.Locked.Sign() != 0 || cc.account().Reserve.Sign() != 0 {
		t.Fatalf("after releasing all: locked %s, reserve %s; want 0", s.Locked, cc.account().Reserve)
	}
}

// TestRunEarningsReleasesReserve: the daemon's loop releases the free reserve down to the keep
// once it passes twice the keep, right after the claims that grew it; at or below twice the keep
// it stays (so that a provider around the keep does not pay a release per claim).
func TestRunEarningsReleasesReserve(t *testing.T) {
	cc := newClaimChain(t)
	st := cc.settler(DefaultClaimBatchJobs, &opLog{})
	ctx, cancel := context.WithCancel(cc.ctx)
	done := make(chan error, 1)
	go func() {
		done <- st.RunEarnings(ctx, EarningsConfig{Above: tok(1_000_000), Every: 24 * time.Hour, ReserveKeep: tok(100), Check: 5 * time.Millisecond})
	}()
	defer func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("RunEarnings: %v", err)
		}
	}()
	cc.claimedJobs(st, 2) // reserve 200: twice the keep, not above it
	// The loop reads the account after each claim; give it a few checks, then the reserve must
	// still be all there.
	if got := cc.account().Reserve; got.Cmp(tok(200)) != 0 {
		t.Fatalf("reserve %s after 2 claims, want %s", got, tok(200))
	}
	// Three jobs open together: two take the reserve, the third locks in the registry; claimed,
	// the reserve is 300, above twice the keep.
	cc.claimedJobs(st, 3)
	cc.waitReserve(tok(100))
	if s := mustStake(t, cc); s.Locked.Cmp(tok(100)) != 0 {
		t.Fatalf("locked %s after the release, want the kept %s", s.Locked, tok(100))
	}
}
