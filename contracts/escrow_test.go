package contracts

import (
	"bytes"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/gpumesh/gpumesh/contracts/bindings"
)

func TestAcceptanceHashesMatchContract(t *testing.T) {
	f := newFixture(t)
	a, sig := f.acceptance(func(a *Acceptance) { a.Class = ClassZK; a.Collateral = big.NewInt(0) })

	got, err := a.Digest(f.d.Domain())
	if err != nil {
		t.Fatal(err)
	}
	want, err := f.c.AcceptanceDigest(f.ctx, a)
	if err != nil {
		t.Fatal(err)
	}
	if got != want {
		t.Fatalf("Go digest %x != contract digest %x", got, want)
	}

	esc := bindings.NewJobEscrow()
	th, err := Call(f.ctx, f.chain.client, nil, f.d.Escrow, esc.PackACCEPTANCETYPEHASH())
	if err != nil {
		t.Fatal(err)
	}
	td := a.TypedData(f.d.Domain())
	if goTH := td.TypeHash("Acceptance"); !bytes.Equal(goTH, th) {
		t.Fatalf("type hash: Go %x, contract %x (type string %q)", goTH, th, td.EncodeType("Acceptance"))
	}
	ds, err := Call(f.ctx, f.chain.client, nil, f.d.Escrow, esc.PackDomainSeparator())
	if err != nil {
		t.Fatal(err)
	}
	goDS, err := td.HashStruct("EIP712Domain", td.Domain.Map())
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(goDS, ds) {
		t.Fatalf("domain separator: Go %x, contract %x", goDS, ds)
	}
	sh, err := a.StructHash()
	if err != nil {
		t.Fatal(err)
	}
	out, err := Call(f.ctx, f.chain.client, nil, f.d.Escrow, esc.PackAcceptanceHash(a.Binding()))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(sh[:], out) {
		t.Fatalf("struct hash: Go %x, contract %x", sh, out)
	}
	rh := ResultHash([]byte("result"))
	out, err = Call(f.ctx, f.chain.client, nil, f.d.Escrow, esc.PackResultCommitment(sh, rh))
	if err != nil {
		t.Fatal(err)
	}
	if rc := ResultCommitment(sh, rh); !bytes.Equal(rc[:], out) {
		t.Fatalf("result commitment: Go %x, contract %x", rc, out)
	}
	for _, h := range [][32]byte{sh, ResultCommitment(sh, rh)} {
		out, err = Call(f.ctx, f.chain.client, nil, f.d.Escrow, esc.PackTermsCommitment(a.Terms(), h))
		if err != nil {
			t.Fatal(err)
		}
		if tc := a.TermsCommitment(h); !bytes.Equal(tc[:], out) {
			t.Fatalf("terms commitment of %x: Go %x, contract %x", h, tc, out)
		}
	}

	// The signature verifies in Go and opens the job on-chain; the stored commitment is the
	// high 208 bits of the terms commitment of the struct hash.
	if err := a.Verify(f.d.Domain(), sig); err != nil {
		t.Fatal(err)
	}
	f.open(a, sig)
	st, err := f.c.JobState(f.ctx, a.JobID)
	if err != nil {
		t.Fatal(err)
	}
	tc := a.TermsCommitment(sh)
	if !bytes.Equal(st.Commitment[:], tc[:26]) || st.Status != StatusOpen || st.Time != a.Deadline {
		t.Fatalf("job state %+v, want Open, time %d, commitment %x", st, a.Deadline, tc[:26])
	}
}

func TestBatchLifecycleClaim(t *testing.T) {
	f := newFixture(t)
	a, sig := f.acceptance(nil)
	reqBefore, provBefore := f.balance(f.requester.Address()), f.earned(f.provider.Address())
	stakeBefore := f.stake(f.provider.Address())

	f.open(a, sig)
	if got := f.escrowHeld(); got.Cmp(a.Price) != 0 {
		t.Fatalf("escrow holds %s after open, want %s", got, a.Price)
	}
	if got := f.stake(f.provider.Address()); got.Locked.Cmp(a.Collateral) != 0 || got.Free.Cmp(diff(stakeBefore.Free, a.Collateral)) != 0 {
		t.Fatalf("after open: locked %s free %s, want locked %s", got.Locked, got.Free, a.Collateral)
	}
	opened, err := f.c.OpenedAcceptance(f.ctx, a.JobID)
	if err != nil {
		t.Fatal(err)
	}
	if !sameAcceptance(opened, a) {
		t.Fatalf("JobOpened rebuilt %+v, want %+v", opened, a)
	}

	cid := []byte("\x01\x55\x12\x20result")
	r, err := f.c.SubmitResult(f.ctx, f.provider, a, cid)
	if err != nil {
		t.Fatal(err)
	}
	res, err := f.c.SubmittedResult(f.ctx, a.JobID)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(res.ResultCID, cid) || res.ResultHash != ResultHash(cid) || res.TxHash != r.TxHash {
		t.Fatalf("ResultSubmitted %+v, want cid %x", res, cid)
	}
	st, err := f.c.JobState(f.ctx, a.JobID)
	if err != nil {
		t.Fatal(err)
	}
	if st.Status != StatusSubmitted || st.Time != res.ChallengeEnd {
		t.Fatalf("after submit: %+v, want Submitted until %d", st, res.ChallengeEnd)
	}

	f.advance(testWindow)
	if _, err := f.c.ClaimJob(f.ctx, f.other, a.JobID); err != nil { // anyone may claim
		t.Fatal(err)
	}
	fee := new(big.Int).Div(new(big.Int).Mul(a.Price, big.NewInt(testFeeBps)), big.NewInt(10_000))
	if got := diff(f.earned(f.provider.Address()), provBefore); got.Cmp(diff(a.Price, fee)) != 0 {
		t.Errorf("provider earned %s, want %s", got, diff(a.Price, fee))
	}
	if got := f.treasuryTake(); got.Cmp(fee) != 0 {
		t.Errorf("treasury got %s, want fee %s", got, fee)
	}
	if got := diff(reqBefore, f.balance(f.requester.Address())); got.Cmp(a.Price) != 0 {
		t.Errorf("requester paid %s, want %s", got, a.Price)
	}
	if got := f.escrowHeld(); got.Cmp(fee) != 0 {
		t.Errorf("escrow keeps %s after claim, want only the accrued fee %s", got, fee)
	}
	if got := f.stake(f.provider.Address()); got.Stake.Cmp(stakeBefore.Stake) != 0 {
		t.Errorf("after claim: %+v, want stake %s", got, stakeBefore.Stake)
	}
	// The collateral is back in the provider's free reserve, still locked for its next open.
	f.settledReserve(f.provider.Address(), a.Collateral, new(big.Int))
	if s := f.status(a.JobID); s != StatusClaimed {
		t.Errorf("status %s, want Claimed", s)
	}

	_, err = f.c.Claim(f.ctx, f.provider, a, ResultHash(cid))
	re := wantRevert(t, err, "escrow", "WrongStatus")
	if !strings.Contains(re.Error(), "status=Claimed") {
		t.Errorf("double claim error %q does not name the status", re)
	}
}

func sameAcceptance(x, y *Acceptance) bool {
	return x.JobID == y.JobID && x.Requester == y.Requester && x.Provider == y.Provider &&
		x.SpecHash == y.SpecHash && x.Price.Cmp(y.Price) == 0 && x.Collateral.Cmp(y.Collateral) == 0 &&
		x.Deadline == y.Deadline && x.Class == y.Class && x.SecretCommitment == y.SecretCommitment && x.Expiry == y.Expiry
}

func TestRefundSlashesCollateral(t *testing.T) {
	f := newFixture(t)
	a, sig := f.acceptance(nil)
	f.open(a, sig)
	reqBefore := f.balance(f.requester.Address())
	treasuryBefore := f.balance(f.treasury)
	stakeBefore := f.stake(f.provider.Address())

	_, err := f.c.Refund(f.ctx, f.other, a)
	wantRevert(t, err, "escrow", "DeadlineNotReached")

	f.advance(time.Duration(a.Deadline-f.now()+1) * time.Second)
	_, err = f.c.SubmitResult(f.ctx, f.provider, a, []byte("late"))
	wantRevert(t, err, "escrow", "DeadlinePassed")

	if _, err := f.c.Refund(f.ctx, f.other, a); err != nil {
		t.Fatal(err)
	}
	// The requester gets exactly its price back; the slash goes to the treasury, since a requester
	// can cause a missed deadline and must not profit from it.
	if got := diff(f.balance(f.requester.Address()), reqBefore); got.Cmp(a.Price) != 0 {
		t.Errorf("requester received %s, want exactly the price %s", got, a.Price)
	}
	if got := diff(f.balance(f.treasury), treasuryBefore); got.Cmp(a.Collateral) != 0 {
		t.Errorf("treasury received %s, want the slashed collateral %s", got, a.Collateral)
	}
	if got := f.escrowHeld(); got.Sign() != 0 {
		t.Errorf("escrow still holds %s after the only job was refunded", got)
	}
	after := f.stake(f.provider.Address())
	if after.Locked.Sign() != 0 || diff(stakeBefore.Stake, after.Stake).Cmp(a.Collateral) != 0 {
		t.Errorf("provider stake %s -> %s (locked %s), want slashed by %s", stakeBefore.Stake, after.Stake, after.Locked, a.Collateral)
	}
	if s := f.status(a.JobID); s != StatusRefunded {
		t.Errorf("status %s, want Refunded", s)
	}
	_, err = f.c.Refund(f.ctx, f.other, a)
	wantRevert(t, err, "escrow", "WrongStatus")
	_, err = f.c.Claim(f.ctx, f.other, a, [32]byte{})
	wantRevert(t, err, "escrow", "WrongStatus")
}

func TestOpenJobWithPermit(t *testing.T) {
	f := newFixture(t)
	a, sig := f.acceptance(nil)
	// No approve: the permit in the same transaction authorises the transfer.
	if _, err := f.c.OpenJobWithPermit(f.ctx, f.requester, a, sig, a.Expiry); err != nil {
		t.Fatal(err)
	}
	if s := f.status(a.JobID); s != StatusOpen {
		t.Fatalf("status %s, want Open", s)
	}

	// A permit that was already used (front-run) is ignored; without allowance the transfer fails.
	b, sigB := f.acceptance(nil)
	v, r, s, err := f.c.SignPermit(f.ctx, f.requester, f.d.Escrow, b.Price, b.Expiry)
	if err != nil {
		t.Fatal(err)
	}
	tokenB := bindings.NewTestToken()
	f.must(f.other.Send(f.ctx, f.d.Token, tokenB.PackPermit(f.requester.Address(), f.d.Escrow, b.Price, new(big.Int).SetUint64(b.Expiry), v, r, s)))
	esc := bindings.NewJobEscrow()
	f.must(f.requester.Send(f.ctx, f.d.Escrow, esc.PackOpenJobWithPermit(b.Binding(), sigB, new(big.Int).SetUint64(b.Expiry), v, r, s)))
	if s := f.status(b.JobID); s != StatusOpen {
		t.Fatalf("front-run permit: status %s, want Open (allowance from the front-runner's permit)", s)
	}

	c, sigC := f.acceptance(nil)
	_, err = f.requester.Send(f.ctx, f.d.Escrow, esc.PackOpenJobWithPermit(c.Binding(), sigC, new(big.Int).SetUint64(c.Expiry), v, r, s))
	wantRevert(t, err, "escrow", "ERC20InsufficientAllowance")
}

func TestOpenJobReverts(t *testing.T) {
	f := newFixture(t)
	used, usedSig := f.acceptance(nil)
	f.open(used, usedSig)

	otherChain := f.d.Domain()
	otherChain.ChainID = big.NewInt(1)
	otherEscrow := f.d.Domain()
	otherEscrow.Escrow = common.HexToAddress("0x00000000000000000000000000000000000e5c70")

	type tc struct {
		name   string
		build  func() (*Acceptance, []byte)
		sender *Sender
		want   string
	}
	signWith := func(d Domain, mod func(*Acceptance)) func() (*Acceptance, []byte) {
		return func() (*Acceptance, []byte) {
			a, _ := f.acceptance(mod)
			sig, err := a.Sign(d, f.provider.Key())
			if err != nil {
				t.Fatal(err)
			}
			return a, sig
		}
	}
	plain := func(mod func(*Acceptance)) func() (*Acceptance, []byte) {
		return func() (*Acceptance, []byte) { return f.acceptance(mod) }
	}
	cases := []tc{
		{"signed for another chain id", signWith(otherChain, nil), f.requester, "InvalidSignature"},
		{"signed for another escrow", signWith(otherEscrow, nil), f.requester, "InvalidSignature"},
		{"signed by someone else", func() (*Acceptance, []byte) {
			a, _ := f.acceptance(nil)
			sig, err := a.Sign(f.d.Domain(), f.other.Key())
			if err != nil {
				t.Fatal(err)
			}
			return a, sig
		}, f.requester, "InvalidSignature"},
		{"malformed signature", func() (*Acceptance, []byte) {
			a, sig := f.acceptance(nil)
			return a, sig[:64]
		}, f.requester, "InvalidSignature"},
		{"terms changed after signing", func() (*Acceptance, []byte) {
			a, sig := f.acceptance(nil)
			a.Price = new(big.Int).Add(a.Price, big.NewInt(1))
			return a, sig
		}, f.requester, "InvalidSignature"},
		{"expired", plain(func(a *Acceptance) { a.Expiry = f.now() - 1 }), f.requester, "AcceptanceExpired"},
		{"replayed job id", func() (*Acceptance, []byte) { return used, usedSig }, f.requester, "JobExists"},
		{"replayed job id, new terms", plain(func(a *Acceptance) { a.JobID = used.JobID }), f.requester, "JobExists"},
		{"sent by someone else", plain(nil), f.other, "NotRequester"},
		{"deadline passed", plain(func(a *Acceptance) { a.Deadline = f.now() }), f.requester, "InvalidDeadline"},
		{"unknown class", plain(func(a *Acceptance) { a.Class = 3 }), f.requester, "InvalidClass"},
		{"zero price", plain(func(a *Acceptance) { a.Price = big.NewInt(0) }), f.requester, "InvalidAmount"},
		{"collateral above free stake", plain(func(a *Acceptance) { a.Collateral = tok(20_000) }), f.requester, "InsufficientFreeStake"},
		{"provider not registered", func() (*Acceptance, []byte) {
			a, _ := f.acceptance(func(a *Acceptance) { a.Provider = f.other.Address() })
			sig, err := a.Sign(f.d.Domain(), f.other.Key())
			if err != nil {
				t.Fatal(err)
			}
			return a, sig
		}, f.requester, "NotRegistered"},
		{"payment above balance", plain(func(a *Acceptance) { a.Price = tok(2_000_000) }), f.requester, "ERC20InsufficientBalance"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a, sig := c.build()
			if c.sender == f.requester {
				f.must(f.c.Approve(f.ctx, f.requester, f.d.Escrow, a.Price))
			}
			_, err := f.c.OpenJob(f.ctx, c.sender, a, sig)
			wantRevert(t, err, "escrow", c.want)
		})
	}
	t.Run("no allowance", func(t *testing.T) {
		a, sig := f.acceptance(nil)
		f.must(f.c.Approve(f.ctx, f.requester, f.d.Escrow, big.NewInt(0)))
		_, err := f.c.OpenJob(f.ctx, f.requester, a, sig)
		wantRevert(t, err, "escrow", "ERC20InsufficientAllowance")
	})
}

func TestSubmitClaimReverts(t *testing.T) {
	f := newFixture(t)
	a, sig := f.acceptance(nil)
	f.open(a, sig)
	cid := []byte("result-cid")
	tampered := *a
	tampered.Collateral = big.NewInt(0)

	var unknown Acceptance = *a
	unknown.JobID = [32]byte{0xde, 0xad}

	_, err := f.c.SubmitResult(f.ctx, f.other, a, cid)
	re := wantRevert(t, err, "escrow", "NotProvider")
	if v, _ := re.Arg("caller"); v != f.other.Address() {
		t.Errorf("NotProvider caller = %v, want %s", v, f.other.Address())
	}
	_, err = f.c.SubmitResult(f.ctx, f.provider, &unknown, cid)
	wantRevert(t, err, "escrow", "UnknownJob")
	_, err = f.c.SubmitResult(f.ctx, f.provider, &tampered, cid)
	wantRevert(t, err, "escrow", "TermsMismatch")
	_, err = f.c.SubmitResult(f.ctx, f.provider, a, nil)
	wantRevert(t, err, "escrow", "InvalidCID")
	_, err = f.c.SubmitResult(f.ctx, f.provider, a, bytes.Repeat([]byte{1}, 129))
	wantRevert(t, err, "escrow", "InvalidCID")
	_, err = f.c.Claim(f.ctx, f.provider, a, ResultHash(cid))
	wantRevert(t, err, "escrow", "WrongStatus")

	f.must(f.c.SubmitResult(f.ctx, f.provider, a, cid))
	_, err = f.c.SubmitResult(f.ctx, f.provider, a, cid)
	wantRevert(t, err, "escrow", "WrongStatus")
	_, err = f.c.Refund(f.ctx, f.requester, a)
	wantRevert(t, err, "escrow", "WrongStatus")

	_, err = f.c.Claim(f.ctx, f.provider, a, ResultHash(cid))
	re = wantRevert(t, err, "escrow", "ChallengeWindowOpen")
	st, _ := f.c.JobState(f.ctx, a.JobID)
	if want := "escrow: ChallengeWindowOpen(until=" + big.NewInt(int64(st.Time)).String() + ")"; re.Error() != want {
		t.Errorf("error text %q, want %q", re.Error(), want)
	}

	f.advance(testWindow)
	_, err = f.c.Claim(f.ctx, f.provider, a, ResultHash([]byte("another result")))
	wantRevert(t, err, "escrow", "TermsMismatch")
	_, err = f.c.Claim(f.ctx, f.provider, &tampered, ResultHash(cid))
	wantRevert(t, err, "escrow", "TermsMismatch")
	f.must(f.c.Claim(f.ctx, f.provider, a, ResultHash(cid)))
	_, err = f.c.Claim(f.ctx, f.provider, a, ResultHash(cid))
	wantRevert(t, err, "escrow", "WrongStatus")
}

func TestEscrowOwner(t *testing.T) {
	f := newFixture(t)
	esc := bindings.NewJobEscrow()
	_, err := f.other.Send(f.ctx, f.d.Escrow, esc.PackSetTreasury(f.other.Address()))
	wantRevert(t, err, "escrow", "OwnableUnauthorizedAccount")
	_, err = f.owner.Send(f.ctx, f.d.Escrow, esc.PackSetTreasury(common.Address{}))
	wantRevert(t, err, "escrow", "ZeroAddress")
	f.must(f.owner.Send(f.ctx, f.d.Escrow, esc.PackSetTreasury(f.other.Address())))
	out, err := Call(f.ctx, f.chain.client, nil, f.d.Escrow, esc.PackTreasury())
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := esc.UnpackTreasury(out); got != f.other.Address() {
		t.Fatalf("treasury %s, want %s", got, f.other.Address())
	}
}

func TestRegistry(t *testing.T) {
	f := newFixture(t)
	reg := bindings.NewProviderRegistry()
	p, o := f.provider, f.other

	_, err := f.c.Register(f.ctx, o, nil, "meta")
	wantRevert(t, err, "registry", "InvalidPeerId")
	_, err = f.c.Register(f.ctx, o, bytes.Repeat([]byte{1}, 129), "meta")
	wantRevert(t, err, "registry", "InvalidPeerId")
	_, err = f.c.Register(f.ctx, o, []byte("peer"), strings.Repeat("m", 257))
	wantRevert(t, err, "registry", "InvalidMetadata")
	_, err = f.c.Stake(f.ctx, o, tok(1))
	wantRevert(t, err, "registry", "NotRegistered")
	_, err = f.c.Stake(f.ctx, p, big.NewInt(0))
	wantRevert(t, err, "registry", "ZeroAmount")
	_, err = f.c.Stake(f.ctx, p, tok(1))
	wantRevert(t, err, "registry", "ERC20InsufficientAllowance")

	info := f.stake(p.Address())
	if !info.Registered || string(info.PeerID) != "peer-provider" || info.Metadata != "bafy-meta" || info.Stake.Cmp(tok(10_000)) != 0 {
		t.Fatalf("provider %+v", info)
	}

	// Unstake while locked: only the free part can leave.
	a, sig := f.acceptance(func(a *Acceptance) { a.Collateral = tok(9_000) })
	f.open(a, sig)
	_, err = f.c.RequestUnstake(f.ctx, p, tok(1_001))
	re := wantRevert(t, err, "registry", "InsufficientFreeStake")
	if v, _ := re.Arg("free"); v.(*big.Int).Cmp(tok(1_000)) != 0 {
		t.Errorf("free = %v, want %s", v, tok(1_000))
	}
	_, err = f.c.RequestUnstake(f.ctx, p, big.NewInt(0))
	wantRevert(t, err, "registry", "ZeroAmount")
	_, err = f.c.Withdraw(f.ctx, p)
	wantRevert(t, err, "registry", "NothingToWithdraw")
	f.must(f.c.RequestUnstake(f.ctx, p, tok(1_000)))
	_, err = f.c.Withdraw(f.ctx, p)
	wantRevert(t, err, "registry", "UnbondingNotReady")
	balBefore := f.balance(p.Address())
	f.advance(testUnbond)
	f.must(f.c.Withdraw(f.ctx, p))
	if got := diff(f.balance(p.Address()), balBefore); got.Cmp(tok(1_000)) != 0 {
		t.Errorf("withdrew %s, want %s", got, tok(1_000))
	}

	// Only the escrow and authorised slashers lock, unlock and slash.
	for _, data := range [][]byte{
		reg.PackLock(p.Address(), big.NewInt(1)),
		reg.PackUnlock(p.Address(), big.NewInt(1)),
		reg.PackSlash(p.Address(), big.NewInt(1), o.Address()),
	} {
		_, err = o.Send(f.ctx, f.d.Registry, data)
		wantRevert(t, err, "registry", "NotSlasher")
	}
	_, err = o.Send(f.ctx, f.d.Registry, reg.PackSetSlasher(o.Address(), true))
	wantRevert(t, err, "registry", "OwnableUnauthorizedAccount")
	f.must(f.owner.Send(f.ctx, f.d.Registry, reg.PackSetSlasher(o.Address(), true)))
	_, err = o.Send(f.ctx, f.d.Registry, reg.PackUnlock(p.Address(), tok(9_001)))
	wantRevert(t, err, "registry", "InsufficientLocked")
	_, err = o.Send(f.ctx, f.d.Registry, reg.PackSlash(p.Address(), tok(9_001), o.Address()))
	wantRevert(t, err, "registry", "InsufficientLocked")
	f.must(o.Send(f.ctx, f.d.Registry, reg.PackSlash(p.Address(), tok(10), o.Address())))
	if got := f.balance(o.Address()); got.Cmp(tok(10)) != 0 {
		t.Errorf("slash paid %s, want %s", got, tok(10))
	}
	f.must(f.owner.Send(f.ctx, f.d.Registry, reg.PackSetSlasher(o.Address(), false)))
	_, err = o.Send(f.ctx, f.d.Registry, reg.PackLock(p.Address(), big.NewInt(1)))
	wantRevert(t, err, "registry", "NotSlasher")

	held, err := f.c.RegistryHeld(f.ctx)
	if err != nil {
		t.Fatal(err)
	}
	if bal := f.balance(f.d.Registry); held.Cmp(bal) != 0 {
		t.Errorf("registry holds %s tokens, accounts for %s", bal, held)
	}
}

func TestDeployErrors(t *testing.T) {
	ch := newSimChain(t, 1)
	ctx := testCtx(t)
	_, err := Deploy(ctx, ch.client, ch.keys[0], DeployConfig{FeeBps: MaxFeeBps + 1, Mine: ch.mine})
	if !errorsIs(err, ErrInvalidConfig) || !strings.Contains(err.Error(), "FeeBps") {
		t.Errorf("fee too high: %v", err)
	}
	_, err = Deploy(ctx, ch.client, ch.keys[0], DeployConfig{ChallengeWindow: 1500 * time.Millisecond, Mine: ch.mine})
	if !errorsIs(err, ErrInvalidConfig) {
		t.Errorf("fractional window: %v", err)
	}
	_, err = Deploy(ctx, ch.client, ch.keys[0], DeployConfig{Token: common.HexToAddress("0x1234"), Mine: ch.mine})
	if !errorsIs(err, ErrNoCode) {
		t.Errorf("token without code: %v", err)
	}

	// An escrow whose registry expects another escrow refuses to deploy.
	d, err := Deploy(ctx, ch.client, ch.keys[0], DeployConfig{Mine: ch.mine})
	if err != nil {
		t.Fatal(err)
	}
	s := NewSender(ch.client, ch.keys[0], d.ChainID, d.Decoder())
	s.Mine = ch.mine
	owner := crypto.PubkeyToAddress(ch.keys[0].PublicKey)
	_, _, err = s.Deploy(ctx, common.FromHex(bindings.JobEscrowMetaData.Bin),
		bindings.NewJobEscrow().PackConstructor(d.Token, d.Registry, owner, 0, 60, owner, validDispute()))
	wantRevert(t, err, "", "WrongRegistry")

	// Dispute parameters the escrow cannot work with are refused, in Go and by the contract.
	for name, mod := range map[string]func(*DisputeConfig){
		"bond bps":  func(c *DisputeConfig) { c.BondBps = 10_001 },
		"committee": func(c *DisputeConfig) { c.CommitteeSize = MaxCommitteeSize + 1 },
		"silent":    func(c *DisputeConfig) { c.SilentPenaltyBps = 10_001 },
		"share bps": func(c *DisputeConfig) { c.VerifierShareBps = 10_001 },
		"window":    func(c *DisputeConfig) { c.VerdictWindow = 1500 * time.Millisecond },
		"zero bond": func(c *DisputeConfig) { c.MinBond = new(big.Int) },
		"neg stake": func(c *DisputeConfig) { c.MinVerifierStake = big.NewInt(-1) },
	} {
		dc := DisputeConfig{}
		mod(&dc)
		if _, err := Deploy(ctx, ch.client, ch.keys[0], DeployConfig{Dispute: dc, Mine: ch.mine}); !errorsIs(err, ErrInvalidConfig) || !strings.Contains(err.Error(), "Dispute.") {
			t.Errorf("%s: %v", name, err)
		}
	}
	for name, mod := range map[string]func(*bindings.JobEscrowDisputeConfig){
		"zero committee": func(c *bindings.JobEscrowDisputeConfig) { c.CommitteeSize = 0 },
		"big committee":  func(c *bindings.JobEscrowDisputeConfig) { c.CommitteeSize = MaxCommitteeSize + 1 },
		"zero delay":     func(c *bindings.JobEscrowDisputeConfig) { c.DrawDelay = 0 },
		"zero deposit":   func(c *bindings.JobEscrowDisputeConfig) { c.DepositBps = 0 },
		"zero bond":      func(c *bindings.JobEscrowDisputeConfig) { c.MinBond = new(big.Int) },
		"zero window":    func(c *bindings.JobEscrowDisputeConfig) { c.VerdictWindow = 0 },
	} {
		dc := validDispute()
		mod(&dc)
		nonce, err := ch.client.PendingNonceAt(ctx, owner)
		if err != nil {
			t.Fatal(err)
		}
		// A registry that expects the escrow at the next-but-one address, so only the dispute
		// parameters can fail.
		reg, _, err := s.Deploy(ctx, common.FromHex(bindings.ProviderRegistryMetaData.Bin),
			bindings.NewProviderRegistry().PackConstructor(d.Token, crypto.CreateAddress(owner, nonce+1), crypto.CreateAddress(owner, nonce+2), 60, owner))
		if err != nil {
			t.Fatal(err)
		}
		_, _, err = s.Deploy(ctx, common.FromHex(bindings.JobEscrowMetaData.Bin),
			bindings.NewJobEscrow().PackConstructor(d.Token, reg, owner, 0, 60, owner, dc))
		wantRevert(t, err, "", "InvalidDisputeConfig")
		_ = name
	}
}

// validDispute is the default dispute configuration as the constructor takes it.
func validDispute() bindings.JobEscrowDisputeConfig {
	var dc DisputeConfig
	dc.ensureDefaults()
	return dc.binding()
}

func TestDeployWithSeparateOwner(t *testing.T) {
	ch := newSimChain(t, 2)
	ctx := testCtx(t)
	owner := crypto.PubkeyToAddress(ch.keys[1].PublicKey)
	d, err := Deploy(ctx, ch.client, ch.keys[0], DeployConfig{Owner: owner, Mine: ch.mine})
	if err != nil {
		t.Fatal(err)
	}
	reg, esc := bindings.NewProviderRegistry(), bindings.NewJobEscrow()
	for _, c := range []struct {
		name   string
		addr   common.Address
		pack   []byte
		unpack func([]byte) (common.Address, error)
		want   common.Address
	}{
		{"registry owner", d.Registry, reg.PackOwner(), reg.UnpackOwner, owner},
		{"escrow owner", d.Escrow, esc.PackOwner(), esc.UnpackOwner, owner},
		{"treasury", d.Escrow, esc.PackTreasury(), esc.UnpackTreasury, owner},
		{"registry's escrow", d.Registry, reg.PackEscrow(), reg.UnpackEscrow, d.Escrow},
	} {
		out, err := Call(ctx, ch.client, nil, c.addr, c.pack)
		if err != nil {
			t.Fatal(err)
		}
		got, err := c.unpack(out)
		if err != nil {
			t.Fatal(err)
		}
		if got != c.want {
			t.Errorf("%s: got %s, want %s", c.name, got, c.want)
		}
	}
	if d.Gas["deploy_escrow"] == 0 || d.TxHashes["deploy_registry"] == (common.Hash{}) {
		t.Errorf("deployment record incomplete: %+v", d)
	}
}

// TestTermsMustMatchCommitment: submitResult and claim take the acceptance's Terms in the clear
// with one hash; any term that differs from the signed acceptance (a higher price, a lower
// collateral, another provider or class), or a hash that is not the acceptance's, is refused
// (TermsMismatch), so the compact calls trust nothing the escrow did not commit to at open.
func TestTermsMustMatchCommitment(t *testing.T) {
	f := newFixture(t)
	esc := bindings.NewJobEscrow()
	a, sig := f.acceptance(nil)
	f.open(a, sig)
	sh, err := a.StructHash()
	if err != nil {
		t.Fatal(err)
	}
	cid := []byte("result")
	forged := []func(*bindings.JobEscrowTerms){
		func(t *bindings.JobEscrowTerms) { t.Price = new(big.Int).Add(t.Price, big.NewInt(1)) },
		func(t *bindings.JobEscrowTerms) { t.Collateral = new(big.Int) },
		func(t *bindings.JobEscrowTerms) { t.Provider = f.other.Address() },
		func(t *bindings.JobEscrowTerms) { t.JobClass = uint8(ClassBurst) },
	}
	for _, mod := range forged {
		terms := a.Terms()
		mod(&terms)
		sender := f.provider
		if terms.Provider == f.other.Address() {
			sender = f.other
		}
		_, err := sender.Send(f.ctx, f.d.Escrow, esc.PackSubmitResult(terms, sh, cid))
		wantRevert(t, err, "escrow", "TermsMismatch")
	}
	_, err = f.provider.Send(f.ctx, f.d.Escrow, esc.PackSubmitResult(a.Terms(), ResultHash([]byte("not the struct hash")), cid))
	wantRevert(t, err, "escrow", "TermsMismatch")

	f.must(f.c.SubmitResult(f.ctx, f.provider, a, cid))
	f.advance(testWindow + time.Second)
	submitted := ResultCommitment(sh, ResultHash(cid))
	for _, mod := range forged {
		terms := a.Terms()
		mod(&terms)
		_, err := f.other.Send(f.ctx, f.d.Escrow, esc.PackClaim(terms, submitted))
		wantRevert(t, err, "escrow", "TermsMismatch")
	}
	_, err = f.other.Send(f.ctx, f.d.Escrow, esc.PackClaim(a.Terms(), ResultCommitment(sh, ResultHash([]byte("another result")))))
	wantRevert(t, err, "escrow", "TermsMismatch")
	f.must(f.other.Send(f.ctx, f.d.Escrow, esc.PackClaim(a.Terms(), submitted)))
	if s := f.status(a.JobID); s != StatusClaimed {
		t.Fatalf("status %s, want Claimed", s)
	}
}
