package contracts

import (
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/gpumesh/gpumesh/contracts/bindings"
)

// registryLocks counts the registry's CollateralLocked logs in r: whether an open called
// registry.lock.
func registryLocks(t *testing.T, r *types.Receipt) (n int, amount *big.Int) {
	t.Helper()
	reg := bindings.NewProviderRegistry()
	amount = new(big.Int)
	for _, l := range r.Logs {
		if ev, err := reg.UnpackCollateralLockedEvent(l); err == nil {
			n++
			amount.Add(amount, ev.Amount)
		}
	}
	return n, amount
}

// settledReserve checks that p's settled collateral sits in its free reserve, still locked in the
// registry: the reserve is want and the registry locks want plus live (the collateral of p's
// jobs still open).
func (f *fixture) settledReserve(p common.Address, want, live *big.Int) {
	f.t.Helper()
	reserve := f.account(p).Reserve
	locked := f.stake(p).Locked
	if reserve.Cmp(want) != 0 || locked.Cmp(new(big.Int).Add(want, live)) != 0 {
		f.t.Errorf("reserve %s, registry locks %s; want the settled collateral %s in the reserve and %s locked (reserve + live jobs' %s)",
			reserve, locked, want, new(big.Int).Add(want, live), live)
	}
}

// TestCollateralReserve: a settled job's collateral stays locked in the registry as the
// provider's free reserve in the escrow; the next open takes its collateral from the reserve (no
// registry call) and, when the reserve is short, takes all of it and locks only the shortfall. A
// refund slashes the job's collateral as before, an abandon returns it to the reserve, and
// releaseReserve unlocks only the free reserve: collateral backing a live job cannot be released;
// lockReserve locks free stake into the reserve in bulk.
// After every step, registry-locked stake == free reserve + collateral of live jobs.
func TestCollateralReserve(t *testing.T) {
	f := newFixture(t)
	prov := f.provider.Address()
	c := tok(100)
	stake0 := f.stake(prov)
	check := func(step string, reserve, live *big.Int) {
		t.Helper()
		got := f.account(prov).Reserve
		if got.Cmp(reserve) != 0 {
			t.Fatalf("%s: reserve %s, want %s", step, got, reserve)
		}
		if locked := f.stake(prov).Locked; locked.Cmp(new(big.Int).Add(reserve, live)) != 0 {
			t.Fatalf("%s: registry locks %s, want reserve %s + live collateral %s", step, locked, reserve, live)
		}
	}
	openJob := func(collateral *big.Int) (*Acceptance, *types.Receipt) {
		t.Helper()
		a, sig := f.acceptance(func(a *Acceptance) { a.Collateral = collateral })
		f.must(f.c.Approve(f.ctx, f.requester, f.d.Escrow, a.Price))
		r, err := f.c.OpenJob(f.ctx, f.requester, a, sig)
		if err != nil {
			t.Fatal(err)
		}
		return a, r
	}
	settle := func(a *Acceptance) {
		t.Helper()
		f.must(f.c.SubmitResult(f.ctx, f.provider, a, []byte("result")))
		f.advance(testWindow + time.Second)
		f.must(f.c.Claim(f.ctx, f.other, a, ResultHash([]byte("result"))))
	}

	// An empty reserve: the open locks the whole collateral in the registry.
	a1, r := openJob(c)
	if n, amt := registryLocks(t, r); n != 1 || amt.Cmp(c) != 0 {
		t.Fatalf("first open: %d registry locks of %s, want one of %s", n, amt, c)
	}
	check("open, empty reserve", new(big.Int), c)
	settle(a1)
	check("claimed", c, new(big.Int))
	if got := f.stake(prov).Free; got.Cmp(diff(stake0.Free, c)) != 0 {
		t.Fatalf("free stake %s after the claim, want %s (the collateral stays locked as reserve)", got, diff(stake0.Free, c))
	}

	// The reserve covers the next open: no registry call.
	a2, r := openJob(c)
	if n, _ := registryLocks(t, r); n != 0 {
		t.Fatalf("open from the reserve called registry.lock %d times", n)
	}
	check("open from the reserve", new(big.Int), c)
	// Collateral backing a live job is not free: it cannot be released.
	_, err := f.c.ReleaseReserve(f.ctx, f.provider, big.NewInt(1))
	wantRevert(t, err, "escrow", "InsufficientReserve")
	if _, err := f.c.ReleaseReserve(f.ctx, f.provider, new(big.Int)); !errorsIs(err, ErrInvalidAmount) {
		t.Fatalf("release of zero: %v, want ErrInvalidAmount", err)
	}
	settle(a2)
	check("second claim", c, new(big.Int))

	// A short reserve: all of it is taken and only the shortfall locked.
	a3, r := openJob(tok(300))
	if n, amt := registryLocks(t, r); n != 1 || amt.Cmp(tok(200)) != 0 {
		t.Fatalf("short open: %d registry locks of %s, want one of %s", n, amt, tok(200))
	}
	check("open, short reserve", new(big.Int), tok(300))
	// A missed deadline slashes the whole collateral, reserve part included.
	f.advance(time.Duration(a3.Deadline-f.now()+1) * time.Second)
	f.must(f.c.Refund(f.ctx, f.other, a3))
	check("refunded", new(big.Int), new(big.Int))
	if got := f.stake(prov).Stake; got.Cmp(diff(stake0.Stake, tok(300))) != 0 {
		t.Fatalf("stake %s after the refund, want %s", got, diff(stake0.Stake, tok(300)))
	}

	// An abandon returns the collateral to the reserve.
	a4, _ := openJob(c)
	f.must(f.c.Abandon(f.ctx, f.provider, a4, AbandonInputsUnavailable))
	check("abandoned", c, new(big.Int))

	// releaseReserve unlocks free reserve to free stake; more than the reserve is refused.
	_, err = f.c.ReleaseReserve(f.ctx, f.provider, tok(101))
	wantRevert(t, err, "escrow", "InsufficientReserve")
	free := f.stake(prov).Free
	r, err = f.c.ReleaseReserve(f.ctx, f.provider, tok(60))
	if err != nil {
		t.Fatal(err)
	}
	var ev *bindings.JobEscrowReserveReleased
	for _, l := range r.Logs {
		if e, err := bindings.NewJobEscrow().UnpackReserveReleasedEvent(l); err == nil {
			ev = e
		}
	}
	if ev == nil || ev.Provider != prov || ev.Amount.Cmp(tok(60)) != 0 || ev.Reserve.Cmp(tok(40)) != 0 {
		t.Fatalf("ReserveReleased %+v, want provider %s amount %s reserve %s", ev, prov, tok(60), tok(40))
	}
	check("released", tok(40), new(big.Int))
	if got := f.stake(prov).Free; got.Cmp(new(big.Int).Add(free, tok(60))) != 0 {
		t.Fatalf("free stake %s after the release, want %s", got, new(big.Int).Add(free, tok(60)))
	}
	// Someone else's release takes nothing of the provider's reserve.
	_, err = f.c.ReleaseReserve(f.ctx, f.other, tok(1))
	wantRevert(t, err, "escrow", "InsufficientReserve")
	f.must(f.c.ReleaseReserve(f.ctx, f.provider, tok(40)))
	check("all released", new(big.Int), new(big.Int))

	// lockReserve locks free stake into the reserve in bulk; the next open takes from it.
	r, err = f.c.LockReserve(f.ctx, f.provider, tok(250))
	if err != nil {
		t.Fatal(err)
	}
	var locked *bindings.JobEscrowReserveLocked
	for _, l := range r.Logs {
		if e, err := bindings.NewJobEscrow().UnpackReserveLockedEvent(l); err == nil {
			locked = e
		}
	}
	if locked == nil || locked.Amount.Cmp(tok(250)) != 0 || locked.Reserve.Cmp(tok(250)) != 0 {
		t.Fatalf("ReserveLocked %+v, want amount and reserve %s", locked, tok(250))
	}
	check("locked in bulk", tok(250), new(big.Int))
	_, err = f.c.LockReserve(f.ctx, f.provider, new(big.Int).Add(f.stake(prov).Free, big.NewInt(1)))
	wantRevert(t, err, "escrow", "InsufficientFreeStake") // the registry's error, through the escrow's call
	_, err = f.c.LockReserve(f.ctx, f.other, tok(1))      // not registered
	wantRevert(t, err, "escrow", "NotRegistered")
	a5, r := openJob(c)
	if n, _ := registryLocks(t, r); n != 0 {
		t.Fatalf("open after lockReserve called registry.lock %d times", n)
	}
	check("open from the bulk reserve", tok(150), c)
	f.must(f.c.Abandon(f.ctx, f.provider, a5, AbandonModuleUnavailable))
	check("abandoned again", tok(250), new(big.Int))
	f.checkHeld(f.fees())
}

// TestReserveBound: the reserve is 120 bits wide, as the registry's stake (at most 2^120 - 1),
// whose locked part holds it together with the collateral of live jobs: the largest collateral an open accepts (2^120 - 1)
// goes back into the reserve at claim without overflow, next to earnings and the paid-jobs count
// in the same slot, and leaves them intact.
func TestReserveBound(t *testing.T) {
	f := newFixture(t)
	prov := f.provider.Address()
	max120 := new(big.Int).Sub(new(big.Int).Lsh(common.Big1, 120), common.Big1)
	// Stake up to the registry's bound (stake is at most 2^120 - 1), then lock all of it.
	more := diff(max120, f.stake(prov).Stake)
	f.must(f.c.Mint(f.ctx, f.owner, prov, more))
	f.must(f.c.Approve(f.ctx, f.provider, f.d.Registry, more))
	f.must(f.c.Stake(f.ctx, f.provider, more))
	a, sig := f.acceptance(func(a *Acceptance) { a.Collateral = max120 })
	f.open(a, sig)
	f.must(f.c.SubmitResult(f.ctx, f.provider, a, []byte("result")))
	f.advance(testWindow + time.Second)
	f.must(f.c.Claim(f.ctx, f.other, a, ResultHash([]byte("result"))))
	acct := f.account(prov)
	fee := new(big.Int).Div(new(big.Int).Mul(a.Price, big.NewInt(testFeeBps)), big.NewInt(10_000))
	if acct.Reserve.Cmp(max120) != 0 || acct.Earnings.Cmp(diff(a.Price, fee)) != 0 || acct.JobsPaid != 1 {
		t.Fatalf("account %+v, want reserve 2^120-1, earnings %s, 1 job paid", acct, diff(a.Price, fee))
	}
	if locked := f.stake(prov).Locked; locked.Cmp(max120) != 0 {
		t.Fatalf("registry locks %s, want 2^120-1", locked)
	}
	// The whole reserve backs the next open (no registry call) and comes back again.
	a2, sig2 := f.acceptance(func(a *Acceptance) { a.Collateral = max120 })
	f.open(a2, sig2)
	if got := f.account(prov); got.Reserve.Sign() != 0 || got.Earnings.Cmp(diff(a.Price, fee)) != 0 {
		t.Fatalf("account %+v after an open from the whole reserve", got)
	}
	f.must(f.c.Abandon(f.ctx, f.provider, a2, AbandonSpecUnavailable))
	f.must(f.c.ReleaseReserve(f.ctx, f.provider, max120))
	if got := f.account(prov); got.Reserve.Sign() != 0 || got.JobsPaid != 1 || got.Earnings.Cmp(diff(a.Price, fee)) != 0 {
		t.Fatalf("account %+v after releasing the whole reserve", got)
	}
	if locked := f.stake(prov).Locked; locked.Sign() != 0 {
		t.Fatalf("registry still locks %s", locked)
	}
}
