package contracts

import (
	"encoding/hex"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/gpumesh/gpumesh/contracts/bindings"
)

// newBlacklistFixture is a deployment paying in BlacklistToken (a USDC-like token whose owner, the
// deployer, blacklists addresses); its treasury is f.sender(4).
func newBlacklistFixture(t *testing.T) *fixture {
	t.Helper()
	return newFixtureWithToken(t, bindings.BlacklistTokenMetaData.Bin, true, nil)
}

func (f *fixture) blacklist(addr common.Address, on bool) {
	f.t.Helper()
	f.must(f.owner.Send(f.ctx, f.d.Token, bindings.NewBlacklistToken().PackSetBlacklisted(addr, on)))
}

func (f *fixture) owed(who common.Address) *Owed {
	f.t.Helper()
	o, err := f.c.OwedTo(f.ctx, who)
	if err != nil {
		f.t.Fatal(err)
	}
	return o
}

// checkHeld asserts each contract's token balance invariant, owed amounts included.
// fees is the escrow's feesAccrued.
func (f *fixture) fees() *big.Int {
	f.t.Helper()
	v, err := f.c.FeesAccrued(f.ctx)
	if err != nil {
		f.t.Fatal(err)
	}
	return v
}

// treasuryTake is what the treasury has taken from settlements so far: its token balance plus
// the fees accrued to it in the escrow (withdrawFees pays those out).
func (f *fixture) treasuryTake() *big.Int {
	f.t.Helper()
	return new(big.Int).Add(f.balance(f.treasury), f.fees())
}

// earnings is what the escrow holds for addr from its claimed jobs (withdrawEarnings pays it).
func (f *fixture) earnings(addr common.Address) *big.Int {
	f.t.Helper()
	v, err := f.c.EarningsOf(f.ctx, addr)
	if err != nil {
		f.t.Fatal(err)
	}
	return v
}

// earned is what addr owns of the token outside the registry: its wallet plus its earnings in
// the escrow (a claim credits the escrow account, not the wallet).
func (f *fixture) earned(addr common.Address) *big.Int {
	f.t.Helper()
	return new(big.Int).Add(f.balance(addr), f.earnings(addr))
}

// escrowHeld is the escrow's token balance less the fixture provider's earnings (what it holds
// for jobs, deposits, fees and owed payments).
func (f *fixture) escrowHeld() *big.Int {
	f.t.Helper()
	return diff(f.balance(f.d.Escrow), f.earnings(f.provider.Address()))
}

// checkHeld checks that the registry holds exactly what it accounts for and that the escrow holds
// escrowHeld besides the fixture provider's earnings.
func (f *fixture) checkHeld(escrowHeld *big.Int) {
	f.t.Helper()
	held, err := f.c.RegistryHeld(f.ctx)
	if err != nil {
		f.t.Fatal(err)
	}
	if bal := f.balance(f.d.Registry); bal.Cmp(held) != 0 {
		f.t.Errorf("registry holds %s, accounts for %s (stake + unbonding + owed)", bal, held)
	}
	if bal := f.escrowHeld(); bal.Cmp(escrowHeld) != 0 {
		f.t.Errorf("escrow holds %s besides the provider's earnings, want %s", bal, escrowHeld)
	}
}

// TestBlacklistedTreasuryBlocksNobody is issue 14 item 13: with push payments, a token that
// blacklists the treasury made every claim revert (the fee transfer failed), so no provider could
// be paid. Now the claim credits the fee to feesAccrued (no transfer at all), withdrawFees credits
// it to owed[treasury] when the transfer fails, the provider is paid in full, and the treasury
// withdraws what it is owed to another address.
func TestBlacklistedTreasuryBlocksNobody(t *testing.T) {
	f := newBlacklistFixture(t)
	a, sig := f.acceptance(nil)
	f.open(a, sig)
	f.must(f.c.SubmitResult(f.ctx, f.provider, a, []byte("result")))
	f.advance(testWindow + time.Second)
	f.blacklist(f.treasury, true)

	prov := f.earned(f.provider.Address())
	f.must(f.c.Claim(f.ctx, f.other, a, ResultHash([]byte("result"))))
	fee := new(big.Int).Div(new(big.Int).Mul(a.Price, big.NewInt(testFeeBps)), big.NewInt(10_000))
	if got := diff(f.earned(f.provider.Address()), prov); got.Cmp(diff(a.Price, fee)) != 0 {
		t.Errorf("provider got %s, want price - fee = %s", got, diff(a.Price, fee))
	}
	if s := f.status(a.JobID); s != StatusClaimed {
		t.Fatalf("status %s, want Claimed", s)
	}
	// The claim credits the fee to feesAccrued; paying it out to the blacklisted treasury
	// defers it to owed[treasury] instead of reverting.
	if got := f.fees(); got.Cmp(fee) != 0 {
		t.Fatalf("fees accrued %s, want the fee %s", got, fee)
	}
	f.must(f.c.WithdrawFees(f.ctx, f.other))
	if got := f.fees(); got.Sign() != 0 {
		t.Fatalf("fees accrued %s after withdrawFees, want 0", got)
	}
	if o := f.owed(f.treasury); o.Escrow.Cmp(fee) != 0 || o.Registry.Sign() != 0 || o.Channels.Sign() != 0 {
		t.Fatalf("owed to treasury %+v, want the fee %s from the escrow", o, fee)
	}
	f.checkHeld(fee)

	// A missed deadline: the slash to the (blacklisted) treasury is owed by the registry, and the
	// requester's refund goes through.
	b, bsig := f.acceptance(nil)
	f.open(b, bsig)
	f.advance(time.Duration(b.Deadline-f.now()+1) * time.Second)
	req := f.balance(f.requester.Address())
	f.must(f.c.Refund(f.ctx, f.other, b))
	if got := diff(f.balance(f.requester.Address()), req); got.Cmp(b.Price) != 0 {
		t.Errorf("requester refunded %s, want %s", got, b.Price)
	}
	if o := f.owed(f.treasury); o.Registry.Cmp(b.Collateral) != 0 {
		t.Fatalf("registry owes the treasury %s, want the slashed collateral %s", o.Registry, b.Collateral)
	}
	f.checkHeld(fee)

	// The treasury takes both to an address the token accepts; nothing is left owed.
	treasury, alt := f.sender(4), f.other.Address()
	before := f.balance(alt)
	rs, err := f.c.WithdrawOwed(f.ctx, treasury, alt)
	if err != nil || len(rs) != 2 {
		t.Fatalf("withdraw owed: %d receipts, %v; want 2 (escrow and registry)", len(rs), err)
	}
	if got, want := diff(f.balance(alt), before), new(big.Int).Add(fee, b.Collateral); got.Cmp(want) != 0 {
		t.Errorf("alt got %s, want fee + collateral %s", got, want)
	}
	if o := f.owed(f.treasury); o.Total().Sign() != 0 {
		t.Errorf("still owed %+v", o)
	}
	f.checkHeld(new(big.Int))
	_, err = treasury.Send(f.ctx, f.d.Escrow, f.c.escrow.PackWithdrawOwed(alt))
	wantRevert(t, err, "escrow", "NothingOwed")
	_, err = f.c.WithdrawOwed(f.ctx, treasury, common.Address{})
	if !errorsIs(err, ErrInvalidRecipient) {
		t.Errorf("withdraw to the zero address: %v, want ErrInvalidRecipient", err)
	}
}

// TestBlacklistedProviderBlocksOnlyItself: a blacklisted provider's claim goes through (its payout
// is credited to its earnings in the escrow, no transfer); the fee still accrues to the treasury
// and the collateral is unlocked, and the provider withdraws its pay to an address the token
// accepts.
func TestBlacklistedProviderBlocksOnlyItself(t *testing.T) {
	f := newBlacklistFixture(t)
	a, sig := f.acceptance(nil)
	f.open(a, sig)
	f.must(f.c.SubmitResult(f.ctx, f.provider, a, []byte("result")))
	f.advance(testWindow + time.Second)
	f.blacklist(f.provider.Address(), true)

	treasury := f.treasuryTake()
	f.must(f.c.Claim(f.ctx, f.other, a, ResultHash([]byte("result"))))
	fee := new(big.Int).Div(new(big.Int).Mul(a.Price, big.NewInt(testFeeBps)), big.NewInt(10_000))
	if got := diff(f.treasuryTake(), treasury); got.Cmp(fee) != 0 {
		t.Errorf("treasury got %s, want the fee %s", got, fee)
	}
	f.settledReserve(f.provider.Address(), a.Collateral, new(big.Int))
	// The claim transfers nothing: the payout is credited to the provider's earnings, which it
	// cannot withdraw to its blacklisted wallet but can to an address the token accepts.
	pay := diff(a.Price, fee)
	if got := f.earnings(f.provider.Address()); got.Cmp(pay) != 0 {
		t.Fatalf("provider's earnings %s, want %s", got, pay)
	}
	// The token's own Blacklisted(provider) revert comes back through the escrow.
	blacklisted := crypto.Keccak256([]byte("Blacklisted(address)"))[:4]
	if _, err := f.c.WithdrawEarnings(f.ctx, f.provider, pay, f.provider.Address()); err == nil ||
		!strings.Contains(err.Error(), hex.EncodeToString(blacklisted)) {
		t.Fatalf("withdraw to the blacklisted wallet: %v, want the token's Blacklisted revert", err)
	}
	alt := f.sender(4).Address()
	before := f.balance(alt)
	if _, err := f.c.WithdrawEarnings(f.ctx, f.provider, pay, alt); err != nil {
		t.Fatal(err)
	}
	if got := diff(f.balance(alt), before); got.Cmp(pay) != 0 {
		t.Errorf("provider collected %s at %s, want %s", got, alt, pay)
	}
	if got := f.earnings(f.provider.Address()); got.Sign() != 0 {
		t.Errorf("provider's earnings %s after withdrawing them all, want 0", got)
	}
	f.checkHeld(fee) // the fee accrued to the treasury, not yet withdrawn
}

// TestBlacklistedTreasuryChannelRedeem: a payment channel's redeem pays the provider although the
// treasury cannot receive its fee, and a blacklisted requester's reclaim is owed to it.
func TestBlacklistedTreasuryChannelRedeem(t *testing.T) {
	f := newBlacklistFixture(t)
	st := f.openChannel("blacklist", tok(100), 100)
	f.blacklist(f.treasury, true)
	prov := f.balance(f.provider.Address())
	f.must(f.c.Redeem(f.ctx, f.provider, f.sign(st.ID, tok(40), 1)))
	fee := new(big.Int).Div(new(big.Int).Mul(tok(40), big.NewInt(testFeeBps)), big.NewInt(10_000))
	if got := diff(f.balance(f.provider.Address()), prov); got.Cmp(diff(tok(40), fee)) != 0 {
		t.Errorf("provider redeemed %s, want %s", got, diff(tok(40), fee))
	}
	if o := f.owed(f.treasury); o.Channels.Cmp(fee) != 0 {
		t.Fatalf("channels owe the treasury %s, want %s", o.Channels, fee)
	}

	f.blacklist(f.requester.Address(), true)
	f.advance(100*time.Second + DefaultChannelGrace + time.Second)
	f.must(f.c.Reclaim(f.ctx, f.other, st.ID))
	if o := f.owed(f.requester.Address()); o.Channels.Cmp(tok(60)) != 0 {
		t.Fatalf("channels owe the requester %s, want the unredeemed %s", o.Channels, tok(60))
	}
	if got, want := f.balance(f.d.Channels), new(big.Int).Add(fee, tok(60)); got.Cmp(want) != 0 {
		t.Errorf("channels hold %s, want what they owe, %s", got, want)
	}
}

// TestFeeOnTransferTokenRefused: a token that delivers less than it is asked to move would leave
// the escrow, the registry and the channels holding less than they owe; each refuses it where
// tokens come in (FeeOnTransferToken) instead of accepting an underfunded job, stake or channel.
func TestFeeOnTransferTokenRefused(t *testing.T) {
	f := newFixtureWithToken(t, bindings.FeeOnTransferTokenMetaData.Bin, false, nil)

	f.must(f.c.Approve(f.ctx, f.provider, f.d.Registry, tok(100)))
	_, err := f.c.Stake(f.ctx, f.provider, tok(100))
	re := wantRevert(t, err, "registry", "FeeOnTransferToken")
	if got, _ := re.Arg("received"); got.(*big.Int).Cmp(tok(99)) != 0 {
		t.Errorf("received %v, want 99 tokens (1%% burned)", got)
	}

	a, sig := f.acceptance(func(a *Acceptance) { a.Collateral = new(big.Int) })
	f.must(f.c.Approve(f.ctx, f.requester, f.d.Escrow, a.Price))
	_, err = f.c.OpenJob(f.ctx, f.requester, a, sig)
	wantRevert(t, err, "escrow", "FeeOnTransferToken")
	if s := f.status(a.JobID); s != StatusNone {
		t.Errorf("job %s after a refused open", s)
	}

	f.must(f.c.Approve(f.ctx, f.requester, f.d.Channels, tok(10)))
	_, _, err = f.c.OpenChannel(f.ctx, f.requester, f.provider.Address(), salt("fee"), tok(10), f.now()+100)
	wantRevert(t, err, "channels", "FeeOnTransferToken")
}
