package contracts

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts/bindings"
)

func (f *fixture) account(addr common.Address) ProviderAccount {
	f.t.Helper()
	acct, err := f.c.AccountOf(f.ctx, addr)
	if err != nil {
		f.t.Fatal(err)
	}
	return acct
}

// TestEarningsCreditAndWithdraw: a claim moves no tokens: the payout is credited to the
// provider's account in the escrow (JobClaimed says how much), the wallet is untouched, and
// withdrawEarnings pays any part of it to any address (EarningsWithdrawn), refusing more than the
// balance, a zero amount and the zero address. The account's count of paid jobs survives a full
// withdrawal, so its slot never goes back to zero.
func TestEarningsCreditAndWithdraw(t *testing.T) {
	f := newFixture(t)
	prov := f.provider.Address()
	wallet := f.balance(prov)
	fee1 := f.claimed(tok(40))
	fee2 := f.claimed(tok(80))
	pay := new(big.Int).Sub(tok(120), new(big.Int).Add(fee1, fee2))
	if got := f.balance(prov); got.Cmp(wallet) != 0 {
		t.Errorf("wallet %s after two claims, want %s (untouched)", got, wallet)
	}
	if acct := f.account(prov); acct.Earnings.Cmp(pay) != 0 || acct.JobsPaid != 2 {
		t.Fatalf("account %+v after two claims, want earnings %s and 2 jobs paid", acct, pay)
	}
	f.checkHeld(new(big.Int).Add(fee1, fee2))

	// Refused: more than held, nothing, the zero address (client-side), the escrow itself.
	_, err := f.c.WithdrawEarnings(f.ctx, f.provider, new(big.Int).Add(pay, big.NewInt(1)), prov)
	wantRevert(t, err, "escrow", "InsufficientEarnings")
	_, err = f.provider.Send(f.ctx, f.d.Escrow, f.c.escrow.PackWithdrawEarnings(new(big.Int), prov))
	wantRevert(t, err, "escrow", "InsufficientEarnings")
	_, err = f.provider.Send(f.ctx, f.d.Escrow, f.c.escrow.PackWithdrawEarnings(pay, f.d.Escrow))
	wantRevert(t, err, "escrow", "InvalidRecipient")
	if _, err := f.c.WithdrawEarnings(f.ctx, f.provider, pay, common.Address{}); !errorsIs(err, ErrInvalidRecipient) {
		t.Errorf("withdraw to the zero address: %v, want ErrInvalidRecipient", err)
	}
	if _, err := f.c.WithdrawEarnings(f.ctx, f.provider, new(big.Int), prov); !errorsIs(err, ErrInvalidAmount) {
		t.Errorf("withdraw of 0: %v, want ErrInvalidAmount", err)
	}
	// Only the provider's own earnings: another account has none.
	_, err = f.c.WithdrawEarnings(f.ctx, f.other, big.NewInt(1), f.other.Address())
	wantRevert(t, err, "escrow", "InsufficientEarnings")

	// Part to another address, the rest to the wallet.
	part := tok(10)
	other := f.balance(f.other.Address())
	r, err := f.c.WithdrawEarnings(f.ctx, f.provider, part, f.other.Address())
	if err != nil {
		t.Fatal(err)
	}
	var ev *bindings.JobEscrowEarningsWithdrawn
	for _, l := range r.Logs {
		if e, err := f.c.escrow.UnpackEarningsWithdrawnEvent(l); err == nil {
			ev = e
		}
	}
	rest := new(big.Int).Sub(pay, part)
	if ev == nil || ev.Provider != prov || ev.To != f.other.Address() || ev.Amount.Cmp(part) != 0 || ev.Balance.Cmp(rest) != 0 {
		t.Errorf("EarningsWithdrawn %+v, want %s to %s leaving %s", ev, part, f.other.Address(), rest)
	}
	if got := diff(f.balance(f.other.Address()), other); got.Cmp(part) != 0 {
		t.Errorf("recipient +%s, want %s", got, part)
	}
	f.must(f.c.WithdrawEarnings(f.ctx, f.provider, rest, prov))
	if got := diff(f.balance(prov), wallet); got.Cmp(rest) != 0 {
		t.Errorf("wallet +%s, want %s", got, rest)
	}
	if acct := f.account(prov); acct.Earnings.Sign() != 0 || acct.JobsPaid != 2 {
		t.Errorf("account %+v after withdrawing everything, want no earnings and still 2 jobs paid", acct)
	}
	f.checkHeld(new(big.Int).Add(fee1, fee2))

	// A claim after a full withdrawal writes the non-zero slot again.
	fee3 := f.claimed(tok(40))
	if acct := f.account(prov); acct.Earnings.Cmp(diff(tok(40), fee3)) != 0 || acct.JobsPaid != 3 {
		t.Errorf("account %+v, want earnings %s and 3 jobs paid", acct, diff(tok(40), fee3))
	}
}

// TestEarningsBound: earnings are 96 bits wide (the account slot also holds the paid-jobs count
// and the collateral reserve). A credit that would carry them past 2^96 - 1 is paid to the
// provider at once with what it had (EarningsWithdrawn to itself), so the claim goes through and
// nothing is lost; a single payout above the bound (prices go up to 2^128 - 1) is paid at once too.
func TestEarningsBound(t *testing.T) {
	f := newFixture(t)
	prov := f.provider.Address()
	price := new(big.Int).Sub(new(big.Int).Lsh(common.Big1, 96), common.Big1) // the largest earnings
	f.must(f.c.Mint(f.ctx, f.owner, f.requester.Address(), new(big.Int).Mul(price, big.NewInt(2))))
	fee := f.claimed(price)
	first := diff(price, fee)
	if acct := f.account(prov); acct.Earnings.Cmp(first) != 0 || acct.JobsPaid != 1 {
		t.Errorf("account %+v after the first claim, want earnings %s", acct, first)
	}
	wallet := f.balance(prov)
	f.claimed(price)
	if got, want := diff(f.balance(prov), wallet), new(big.Int).Mul(first, big.NewInt(2)); got.Cmp(want) != 0 {
		t.Errorf("wallet +%s at the second claim, want both payouts %s", got, want)
	}
	if acct := f.account(prov); acct.Earnings.Sign() != 0 || acct.JobsPaid != 2 {
		t.Errorf("account %+v, want no earnings and 2 jobs paid", acct)
	}
	big128 := new(big.Int).Sub(new(big.Int).Lsh(common.Big1, 128), common.Big1) // the largest price
	f.must(f.c.Mint(f.ctx, f.owner, f.requester.Address(), big128))
	wallet = f.balance(prov)
	fee = f.claimed(big128)
	if got, want := diff(f.balance(prov), wallet), diff(big128, fee); got.Cmp(want) != 0 {
		t.Errorf("wallet +%s at a claim of the largest price, want its payout %s at once", got, want)
	}
	if acct := f.account(prov); acct.Earnings.Sign() != 0 || acct.JobsPaid != 3 {
		t.Errorf("account %+v, want no earnings and 3 jobs paid", acct)
	}
	f.checkHeld(f.fees())
}
