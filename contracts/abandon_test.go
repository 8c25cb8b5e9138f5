package contracts

import (
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/contracts/bindings"
)

// TestAbandonRefundsWithoutSlash is issue 14 item 3b (contract part): a provider that cannot fetch
// an opened job's inputs ends it before the deadline without a slash. The requester gets exactly
// its price back, the provider's collateral is unlocked and nothing else moves: neither party, nor
// the treasury, gains from it.
func TestAbandonRefundsWithoutSlash(t *testing.T) {
	f := newFixture(t)
	a, sig := f.acceptance(nil)
	f.open(a, sig)
	req, prov, treasury := f.balance(f.requester.Address()), f.balance(f.provider.Address()), f.balance(f.treasury)
	stake := f.stake(f.provider.Address())

	// Only the provider, only with a known reason.
	_, err := f.c.Abandon(f.ctx, f.requester, a, AbandonInputsUnavailable)
	wantRevert(t, err, "escrow", "NotProvider")
	_, err = f.c.Abandon(f.ctx, f.other, a, AbandonInputsUnavailable)
	wantRevert(t, err, "escrow", "NotProvider")
	for _, bad := range []AbandonReason{0, 4} {
		if _, err := f.c.Abandon(f.ctx, f.provider, a, bad); !errors.Is(err, ErrInvalidReason) {
			t.Errorf("reason %d: %v, want ErrInvalidReason", bad, err)
		}
		// The escrow refuses it too when the Go check is bypassed.
		_, err := f.provider.Send(f.ctx, f.d.Escrow, f.c.escrow.PackAbandon(a.Binding(), uint8(bad)))
		wantRevert(t, err, "escrow", "InvalidReason")
	}
	tampered := *a
	tampered.Collateral = new(big.Int).Sub(a.Collateral, big.NewInt(1)) // unlock less than was locked
	_, err = f.c.Abandon(f.ctx, f.provider, &tampered, AbandonInputsUnavailable)
	wantRevert(t, err, "escrow", "TermsMismatch")

	r, err := f.c.AbandonJob(f.ctx, f.provider, a.JobID, AbandonInputsUnavailable)
	if err != nil {
		t.Fatal(err)
	}
	var ev *bindings.JobEscrowJobAbandoned
	for _, l := range r.Logs {
		if e, err := f.c.escrow.UnpackJobAbandonedEvent(l); err == nil && l.Address == f.d.Escrow {
			ev = e
		}
	}
	if ev == nil {
		t.Fatalf("no JobAbandoned event in %d logs", len(r.Logs))
	}
	if ev.JobId != a.JobID || ev.Provider != a.Provider || ev.Reason != uint8(AbandonInputsUnavailable) || ev.Price.Cmp(a.Price) != 0 {
		t.Errorf("JobAbandoned %+v", ev)
	}
	if s := f.status(a.JobID); s != StatusAbandoned {
		t.Fatalf("status %s, want Abandoned", s)
	}
	if got := diff(f.balance(f.requester.Address()), req); got.Cmp(a.Price) != 0 {
		t.Errorf("requester got %s back, want exactly the price %s", got, a.Price)
	}
	if got := diff(f.balance(f.provider.Address()), prov); got.Sign() != 0 {
		t.Errorf("provider's balance moved by %s, want 0 (no payment)", got)
	}
	if got := diff(f.balance(f.treasury), treasury); got.Sign() != 0 {
		t.Errorf("treasury's balance moved by %s, want 0 (no fee, no slash)", got)
	}
	if got := f.balance(f.d.Escrow); got.Sign() != 0 {
		t.Errorf("escrow holds %s after its only job was abandoned", got)
	}
	after := f.stake(f.provider.Address())
	if after.Stake.Cmp(stake.Stake) != 0 {
		t.Errorf("provider stake %s -> %s; want the stake kept", stake.Stake, after.Stake)
	}
	// Not slashed: the collateral is back in the provider's free reserve (still locked).
	f.settledReserve(f.provider.Address(), a.Collateral, new(big.Int))

	// Settled once: no refund, claim or second abandon afterwards.
	f.advance(time.Duration(a.Deadline-f.now()+1) * time.Second)
	_, err = f.c.Refund(f.ctx, f.other, a)
	wantRevert(t, err, "escrow", "WrongStatus")
	_, err = f.c.Abandon(f.ctx, f.provider, a, AbandonInputsUnavailable)
	wantRevert(t, err, "escrow", "WrongStatus")
}

// TestAbandonOnlyWhileOpenBeforeDeadline: a provider cannot dodge a missed deadline's slash by
// abandoning after it, nor abandon a job it already submitted.
func TestAbandonOnlyWhileOpenBeforeDeadline(t *testing.T) {
	f := newFixture(t)
	late, lateSig := f.acceptance(nil)
	f.open(late, lateSig)
	done, doneSig := f.acceptance(nil)
	f.open(done, doneSig)
	f.must(f.c.SubmitResult(f.ctx, f.provider, done, []byte("result")))
	_, err := f.c.Abandon(f.ctx, f.provider, done, AbandonModuleUnavailable)
	wantRevert(t, err, "escrow", "WrongStatus")

	f.advance(time.Duration(late.Deadline-f.now()+1) * time.Second)
	_, err = f.c.Abandon(f.ctx, f.provider, late, AbandonSpecUnavailable)
	wantRevert(t, err, "escrow", "DeadlinePassed")
	f.must(f.c.Refund(f.ctx, f.other, late))
	if s := f.status(late.JobID); s != StatusRefunded {
		t.Fatalf("status %s, want Refunded", s)
	}
}
