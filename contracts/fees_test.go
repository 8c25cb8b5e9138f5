package contracts

import (
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts/bindings"
)

// claimed opens, submits and claims a job at price (no collateral) and returns its fee.
func (f *fixture) claimed(price *big.Int) *big.Int {
	f.t.Helper()
	a, sig := f.acceptance(func(a *Acceptance) { a.Price, a.Collateral = price, new(big.Int) })
	f.open(a, sig)
	f.must(f.c.SubmitResult(f.ctx, f.provider, a, []byte("result")))
	f.advance(testWindow + time.Second)
	f.must(f.c.Claim(f.ctx, f.other, a, ResultHash([]byte("result"))))
	return new(big.Int).Div(new(big.Int).Mul(price, big.NewInt(testFeeBps)), big.NewInt(10_000))
}

// TestFeesAccrueToTreasury: a claim credits its fee to feesAccrued instead of transferring it;
// the escrow holds it until anyone calls withdrawFees, which pays it to the treasury only.
// setTreasury pays the fees accrued so far to the old treasury first.
func TestFeesAccrueToTreasury(t *testing.T) {
	f := newFixture(t)
	treasury := f.balance(f.treasury)
	fee1 := f.claimed(tok(40))
	fee2 := f.claimed(tok(80))
	sum := new(big.Int).Add(fee1, fee2)
	if got := f.fees(); got.Cmp(sum) != 0 {
		t.Fatalf("fees accrued %s, want %s", got, sum)
	}
	if got := f.balance(f.treasury); got.Cmp(treasury) != 0 {
		t.Fatalf("treasury balance moved to %s at claim, want %s until withdrawFees", got, treasury)
	}
	f.checkHeld(sum)

	// Anyone may pay the fees out; they go to the treasury, not to the caller.
	other := f.balance(f.other.Address())
	r, err := f.c.WithdrawFees(f.ctx, f.other)
	if err != nil || r == nil {
		t.Fatalf("withdraw fees: %v, %v", r, err)
	}
	if got := diff(f.balance(f.treasury), treasury); got.Cmp(sum) != 0 {
		t.Errorf("treasury +%s, want the fees %s", got, sum)
	}
	if got := f.balance(f.other.Address()); got.Cmp(other) != 0 {
		t.Errorf("caller's balance moved %s -> %s", other, got)
	}
	esc := bindings.NewJobEscrow()
	var withdrawn *bindings.JobEscrowFeesWithdrawn
	for _, l := range r.Logs {
		if ev, err := esc.UnpackFeesWithdrawnEvent(l); err == nil {
			withdrawn = ev
		}
	}
	if withdrawn == nil || withdrawn.Treasury != f.treasury || withdrawn.Amount.Cmp(sum) != 0 {
		t.Errorf("FeesWithdrawn %+v, want %s to %s", withdrawn, sum, f.treasury)
	}
	f.checkHeld(new(big.Int))
	if r, err := f.c.WithdrawFees(f.ctx, f.other); r != nil || err != nil {
		t.Errorf("withdraw of no fees sent %v (%v), want nothing sent", r, err)
	}
	_, err = f.other.Send(f.ctx, f.d.Escrow, esc.PackWithdrawFees())
	wantRevert(t, err, "escrow", "NoFeesAccrued")

	// A new treasury: the fees earned under the old one go to the old one.
	fee3 := f.claimed(tok(40))
	before := f.balance(f.treasury)
	f.must(f.owner.Send(f.ctx, f.d.Escrow, esc.PackSetTreasury(f.other.Address())))
	if got := diff(f.balance(f.treasury), before); got.Cmp(fee3) != 0 {
		t.Errorf("old treasury +%s at setTreasury, want the accrued %s", got, fee3)
	}
	if got := f.fees(); got.Sign() != 0 {
		t.Errorf("fees accrued %s after setTreasury, want 0", got)
	}
	fee4 := f.claimed(tok(40))
	other = f.balance(f.other.Address())
	f.must(f.c.WithdrawFees(f.ctx, f.requester))
	if got := diff(f.balance(f.other.Address()), other); got.Cmp(fee4) != 0 {
		t.Errorf("new treasury +%s, want %s", got, fee4)
	}
}

// TestFeesAccruedBound: feesAccrued is 96 bits wide. A fee that would carry it past 2^96 - 1 is
// paid to the treasury at once together with what had accrued, so the claim goes through and
// nothing is lost.
func TestFeesAccruedBound(t *testing.T) {
	f := newFixture(t)
	small := f.claimed(tok(40))
	// 2^103 token units: its 2.5% fee is above 2^96 (prices are bounded by 2^128).
	price := new(big.Int).Lsh(big.NewInt(1), 103)
	f.must(f.c.Mint(f.ctx, f.owner, f.requester.Address(), price))
	treasury := f.balance(f.treasury)
	large := f.claimed(price)
	if max := new(big.Int).Sub(new(big.Int).Lsh(common.Big1, 96), common.Big1); large.Cmp(max) <= 0 {
		t.Fatalf("test fee %s does not pass 2^96 - 1", large)
	}
	if got, want := diff(f.balance(f.treasury), treasury), new(big.Int).Add(small, large); got.Cmp(want) != 0 {
		t.Errorf("treasury +%s, want the accrued fee and the large one, %s", got, want)
	}
	if got := f.fees(); got.Sign() != 0 {
		t.Errorf("fees accrued %s, want 0 after the payout", got)
	}
	f.checkHeld(new(big.Int))
}
