package contracts

import (
	"math/big"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/contracts/bindings"
)

func (f *fixture) depositOf(who *Sender) *big.Int {
	f.t.Helper()
	d, err := f.c.DepositOf(f.ctx, who.Address())
	if err != nil {
		f.t.Fatal(err)
	}
	return d
}

// openedFromDeposit reads the fromDeposit flag of jobID's JobOpened event.
func (f *fixture) openedFromDeposit(jobID JobID) bool {
	f.t.Helper()
	l, err := f.c.jobLog(f.ctx, "JobOpened", jobID)
	if err != nil {
		f.t.Fatal(err)
	}
	ev, err := f.c.escrow.UnpackJobOpenedEvent(l)
	if err != nil {
		f.t.Fatal(err)
	}
	return ev.FromDeposit
}

// TestDepositPaysOpen: openJobFromDeposit takes the price from the requester's deposit (no
// approve, the wallet untouched) and is refused when the deposit does not cover it; openJob pulls
// the price from the wallet and leaves the deposit alone, even one that would cover it; the escrow holds exactly its jobs' prices plus the deposit
// at every step, and the deposit is withdrawn to any address.
func TestDepositPaysOpen(t *testing.T) {
	f := newFixture(t)
	req := f.requester.Address()
	f.must(f.c.Approve(f.ctx, f.requester, f.d.Escrow, tok(100)))
	f.must(f.c.Deposit(f.ctx, f.requester, tok(100)))
	if d := f.depositOf(f.requester); d.Cmp(tok(100)) != 0 {
		t.Fatalf("deposit %s, want 100 tokens", d)
	}
	f.checkHeld(tok(100))

	// Covered: paid from the deposit, no allowance needed.
	wallet := f.balance(req)
	a, sig := f.acceptance(nil) // price 40
	f.must(f.c.OpenJobFromDeposit(f.ctx, f.requester, a, sig))
	if got := f.balance(req); got.Cmp(wallet) != 0 {
		t.Errorf("wallet %s after an open from the deposit, want %s (untouched)", got, wallet)
	}
	if d := f.depositOf(f.requester); d.Cmp(tok(60)) != 0 {
		t.Errorf("deposit %s, want 60 tokens", d)
	}
	if !f.openedFromDeposit(a.JobID) {
		t.Error("JobOpened.fromDeposit false for an open paid from the deposit")
	}
	f.checkHeld(tok(100)) // 40 in the job, 60 in the deposit

	// Not covered (60 < 70): refused from the deposit; openJob pulls it from the wallet.
	b, bsig := f.acceptance(func(a *Acceptance) { a.Price = tok(70) })
	_, err := f.c.OpenJobFromDeposit(f.ctx, f.requester, b, bsig)
	wantRevert(t, err, "escrow", "InsufficientDeposit")
	_, err = f.c.OpenJob(f.ctx, f.requester, b, bsig)
	wantRevert(t, err, "escrow", "ERC20InsufficientAllowance")
	f.open(b, bsig)
	if d := f.depositOf(f.requester); d.Cmp(tok(60)) != 0 {
		t.Errorf("deposit %s after a pulled open, want 60 tokens", d)
	}
	if got := diff(wallet, f.balance(req)); got.Cmp(tok(70)) != 0 {
		t.Errorf("wallet paid %s, want the price 70", got)
	}
	if f.openedFromDeposit(b.JobID) {
		t.Error("JobOpened.fromDeposit true for a pulled open")
	}
	f.checkHeld(tok(170))
	// openJob pulls even when the deposit would cover the price.
	c, csig := f.acceptance(func(a *Acceptance) { a.Price = tok(10) })
	f.open(c, csig)
	if d := f.depositOf(f.requester); d.Cmp(tok(60)) != 0 || f.openedFromDeposit(c.JobID) {
		t.Errorf("openJob with a covering deposit: deposit %s, fromDeposit %v; want 60 and false", d, f.openedFromDeposit(c.JobID))
	}
	f.checkHeld(tok(180))

	// Settling either job is the same whichever way it was paid; a refund goes to the wallet.
	f.must(f.c.SubmitResult(f.ctx, f.provider, a, []byte("result")))
	f.advance(testWindow + time.Second)
	f.must(f.c.Claim(f.ctx, f.other, a, ResultHash([]byte("result"))))
	f.advance(time.Duration(b.Deadline-f.now()+1) * time.Second)
	wallet = f.balance(req)
	f.must(f.c.Refund(f.ctx, f.other, b))
	if got := diff(f.balance(req), wallet); got.Cmp(tok(70)) != 0 {
		t.Errorf("refund paid %s to the wallet, want 70", got)
	}
	f.checkHeld(new(big.Int).Add(tok(70), f.fees())) // the deposit and job c's price

	// Withdrawals: more than held is refused, part and the rest go to any address.
	_, err = f.c.WithdrawDeposit(f.ctx, f.requester, tok(61), req)
	wantRevert(t, err, "escrow", "InsufficientDeposit")
	other := f.other.Address()
	before := f.balance(other)
	f.must(f.c.WithdrawDeposit(f.ctx, f.requester, tok(25), other))
	f.must(f.c.WithdrawDeposit(f.ctx, f.requester, tok(35), req))
	if got := diff(f.balance(other), before); got.Cmp(tok(25)) != 0 {
		t.Errorf("withdrawn to another address %s, want 25", got)
	}
	if d := f.depositOf(f.requester); d.Sign() != 0 {
		t.Errorf("deposit %s after withdrawing it all", d)
	}
	f.checkHeld(new(big.Int).Add(tok(10), f.fees()))

	// Bad amounts and recipients name the field.
	_, err = f.c.WithdrawDeposit(f.ctx, f.requester, tok(1), req)
	wantRevert(t, err, "escrow", "InsufficientDeposit")
	_, err = f.c.Deposit(f.ctx, f.requester, new(big.Int))
	if !errorsIs(err, ErrInvalidAmount) {
		t.Errorf("deposit of 0: %v, want ErrInvalidAmount", err)
	}
	_, err = f.requester.Send(f.ctx, f.d.Escrow, f.c.escrow.PackDeposit(new(big.Int)))
	wantRevert(t, err, "escrow", "InvalidAmount")
	_, err = f.requester.Send(f.ctx, f.d.Escrow, f.c.escrow.PackWithdrawDeposit(tok(1), f.d.Escrow))
	wantRevert(t, err, "escrow", "InvalidRecipient")
}

// TestDepositHostileTokens: a fee-on-transfer token is refused at deposit as at open (the escrow
// would hold less than the deposit says); with a blacklisting token a withdrawal to a blacklisted
// address reverts and leaves the deposit whole, and the requester names another address.
func TestDepositHostileTokens(t *testing.T) {
	fee := newFixtureWithToken(t, bindings.FeeOnTransferTokenMetaData.Bin, false, nil)
	fee.must(fee.c.Approve(fee.ctx, fee.requester, fee.d.Escrow, tok(100)))
	_, err := fee.c.Deposit(fee.ctx, fee.requester, tok(100))
	wantRevert(t, err, "escrow", "FeeOnTransferToken")
	if d := fee.depositOf(fee.requester); d.Sign() != 0 {
		t.Errorf("deposit %s after a refused deposit", d)
	}

	f := newBlacklistFixture(t)
	f.must(f.c.Approve(f.ctx, f.requester, f.d.Escrow, tok(100)))
	f.must(f.c.Deposit(f.ctx, f.requester, tok(100)))
	f.blacklist(f.requester.Address(), true)
	_, err = f.c.WithdrawDeposit(f.ctx, f.requester, tok(100), f.requester.Address())
	if err == nil {
		t.Fatal("withdrawal to a blacklisted address succeeded")
	}
	if d := f.depositOf(f.requester); d.Cmp(tok(100)) != 0 {
		t.Fatalf("deposit %s after a refused withdrawal, want 100 tokens", d)
	}
	// A blacklisted requester can still open from its deposit (no transfer from it) ...
	a, sig := f.acceptance(nil)
	f.must(f.c.OpenJobFromDeposit(f.ctx, f.requester, a, sig))
	f.checkHeld(tok(100))
	// ... and takes the rest to an address the token accepts.
	alt := f.other.Address()
	before := f.balance(alt)
	f.must(f.c.WithdrawDeposit(f.ctx, f.requester, tok(60), alt))
	if got := diff(f.balance(alt), before); got.Cmp(tok(60)) != 0 {
		t.Errorf("withdrawn %s, want 60", got)
	}
	f.checkHeld(tok(40))
}
