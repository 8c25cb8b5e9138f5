package contracts

import (
	"math/big"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/contracts/bindings"
)

// submittedJob opens a job between the fixture's provider and requester and submits its result.
func (f *fixture) submittedJob(mod func(*Acceptance)) (*Acceptance, [32]byte) {
	f.t.Helper()
	a, sig := f.acceptance(mod)
	f.open(a, sig)
	cid := append([]byte("result of "), a.JobID[:]...)
	f.must(f.c.SubmitResult(f.ctx, f.provider, a, cid))
	return a, ResultHash(cid)
}

// TestClaimMany: three jobs of one provider settle in one transaction exactly as three claims
// would: each is Claimed with its own JobClaimed, the provider is paid the sum of the payouts,
// the fees accrue and all the collateral is unlocked.
func TestClaimMany(t *testing.T) {
	f := newFixture(t)
	var as []*Acceptance
	var rhs [][32]byte
	payout, fees := new(big.Int), new(big.Int)
	for i := range 3 {
		a, rh := f.submittedJob(func(a *Acceptance) { a.Price = tok(int64(10 * (i + 1))) })
		as, rhs = append(as, a), append(rhs, rh)
		fee := new(big.Int).Div(new(big.Int).Mul(a.Price, big.NewInt(testFeeBps)), big.NewInt(10_000))
		payout.Add(payout, diff(a.Price, fee))
		fees.Add(fees, fee)
	}
	if locked := f.stake(f.provider.Address()).Locked; locked.Cmp(tok(300)) != 0 {
		t.Fatalf("locked %s before the claims, want 300 tokens", locked)
	}
	_, err := f.c.ClaimMany(f.ctx, f.other, as, rhs)
	wantRevert(t, err, "escrow", "ChallengeWindowOpen")

	f.advance(testWindow + time.Second)
	prov := f.earned(f.provider.Address())
	r, err := f.c.ClaimMany(f.ctx, f.other, as, rhs)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("claimMany of %d jobs: %d gas", len(as), r.GasUsed)
	if got := diff(f.earned(f.provider.Address()), prov); got.Cmp(payout) != 0 {
		t.Errorf("provider +%s, want the payouts %s", got, payout)
	}
	if got := f.fees(); got.Cmp(fees) != 0 {
		t.Errorf("fees accrued %s, want %s", got, fees)
	}
	// The three jobs' collateral went back to the provider's free reserve.
	f.settledReserve(f.provider.Address(), tok(300), new(big.Int))
	esc := bindings.NewJobEscrow()
	claimed := map[[32]byte]bool{}
	for _, l := range r.Logs {
		if ev, err := esc.UnpackJobClaimedEvent(l); err == nil {
			claimed[ev.JobId] = true
		}
	}
	for _, a := range as {
		if s := f.status(a.JobID); s != StatusClaimed || !claimed[a.JobID] {
			t.Errorf("job %x: status %s, JobClaimed %v", a.JobID, s, claimed[a.JobID])
		}
	}
	f.checkHeld(fees)
	_, err = f.c.ClaimMany(f.ctx, f.other, as[:1], rhs[:1])
	wantRevert(t, err, "escrow", "WrongStatus")
}

// TestClaimManyRefusesBadBatches: the batch is all or nothing, one provider only, each job once,
// with terms and result the escrow committed to; an empty, uneven or oversized batch is refused.
func TestClaimManyRefusesBadBatches(t *testing.T) {
	f := newFixture(t)
	a1, rh1 := f.submittedJob(nil)
	a2, rh2 := f.submittedJob(nil)
	// A job of another provider (registered and staked) in the same batch.
	other := f.other
	f.must(f.c.Mint(f.ctx, f.owner, other.Address(), tok(1_000)))
	f.must(f.c.Register(f.ctx, other, []byte("peer-other"), "meta"))
	f.must(f.c.Approve(f.ctx, other, f.d.Registry, tok(1_000)))
	f.must(f.c.Stake(f.ctx, other, tok(1_000)))
	b, _ := f.acceptance(func(a *Acceptance) { a.Provider = other.Address() })
	sig, err := b.Sign(f.d.Domain(), other.Key())
	if err != nil {
		t.Fatal(err)
	}
	f.open(b, sig)
	cid := []byte("other's result")
	f.must(f.c.SubmitResult(f.ctx, other, b, cid))
	f.advance(testWindow + time.Second)

	esc := bindings.NewJobEscrow()
	_, err = f.requester.Send(f.ctx, f.d.Escrow, esc.PackClaimMany(nil, nil))
	wantRevert(t, err, "escrow", "InvalidBatch")
	sh1, _ := a1.StructHash()
	_, err = f.requester.Send(f.ctx, f.d.Escrow, esc.PackClaimMany([]bindings.JobEscrowTerms{a1.Terms()}, nil))
	wantRevert(t, err, "escrow", "InvalidBatch")
	many := make([]bindings.JobEscrowTerms, MaxClaimBatch+1)
	subs := make([][32]byte, MaxClaimBatch+1)
	for i := range many {
		many[i], subs[i] = a1.Terms(), ResultCommitment(sh1, rh1)
	}
	_, err = f.requester.Send(f.ctx, f.d.Escrow, esc.PackClaimMany(many, subs))
	wantRevert(t, err, "escrow", "InvalidBatch")

	_, err = f.c.ClaimMany(f.ctx, f.requester, []*Acceptance{a1, b}, [][32]byte{rh1, ResultHash(cid)})
	wantRevert(t, err, "escrow", "MixedProviders")
	_, err = f.c.ClaimMany(f.ctx, f.requester, []*Acceptance{a1, a1}, [][32]byte{rh1, rh1})
	wantRevert(t, err, "escrow", "WrongStatus")
	_, err = f.c.ClaimMany(f.ctx, f.requester, []*Acceptance{a1, a2}, [][32]byte{rh1, rh1})
	wantRevert(t, err, "escrow", "TermsMismatch")
	higher := *a2
	higher.Price = new(big.Int).Add(a2.Price, big.NewInt(1))
	_, err = f.c.ClaimMany(f.ctx, f.requester, []*Acceptance{a1, &higher}, [][32]byte{rh1, rh2})
	wantRevert(t, err, "escrow", "TermsMismatch")
	// None of the refused batches settled anything.
	for _, a := range []*Acceptance{a1, a2, b} {
		if s := f.status(a.JobID); s != StatusSubmitted {
			t.Fatalf("job %x: %s after refused batches, want Submitted", a.JobID, s)
		}
	}
	f.must(f.c.ClaimMany(f.ctx, f.requester, []*Acceptance{a1, a2}, [][32]byte{rh1, rh2}))
	f.must(f.c.ClaimMany(f.ctx, f.requester, []*Acceptance{b}, [][32]byte{ResultHash(cid)}))
	if _, err := f.c.ClaimMany(f.ctx, f.requester, nil, nil); err == nil {
		t.Error("ClaimMany of no jobs sent a transaction")
	}
}
