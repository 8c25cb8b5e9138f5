package contracts

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/cockroachdb/pebble/v2"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/gpumesh/gpumesh/contracts/bindings"
)

// pebbleChannelStore is the ChannelStore a daemon would use: one key per channel in its pebble DB.
type pebbleChannelStore struct{ db *pebble.DB }

func channelKey(id [32]byte) []byte { return append([]byte("channel/"), id[:]...) }

func (s pebbleChannelStore) LoadChannel(_ context.Context, id [32]byte) ([]byte, error) {
	v, closer, err := s.db.Get(channelKey(id))
	if errors.Is(err, pebble.ErrNotFound) {
		return nil, ErrNoChannel
	}
	if err != nil {
		return nil, err
	}
	defer closer.Close()
	return append([]byte{}, v...), nil
}

func (s pebbleChannelStore) SaveChannel(_ context.Context, id [32]byte, rec []byte) error {
	return s.db.Set(channelKey(id), rec, pebble.Sync)
}

type quietPebbleLogger struct{}

func (quietPebbleLogger) Infof(string, ...any)  {}
func (quietPebbleLogger) Errorf(string, ...any) {}
func (quietPebbleLogger) Fatalf(format string, args ...any) {
	panic("pebble fatal: " + format)
}

func openPebble(t testing.TB, dir string) *pebble.DB {
	t.Helper()
	db, err := pebble.Open(dir, &pebble.Options{Logger: quietPebbleLogger{}})
	if err != nil {
		t.Fatal(err)
	}
	return db
}

func newPebbleStore(t testing.TB) pebbleChannelStore {
	t.Helper()
	db := openPebble(t, filepath.Join(t.TempDir(), "node"))
	t.Cleanup(func() { _ = db.Close() })
	return pebbleChannelStore{db: db}
}

func salt(s string) [32]byte { return crypto.Keccak256Hash([]byte(s)) }

// openChannel approves and opens a channel from the fixture's requester to its provider.
func (f *fixture) openChannel(name string, deposit *big.Int, expiresIn uint64) *ChannelState {
	f.t.Helper()
	f.must(f.c.Approve(f.ctx, f.requester, f.d.Channels, deposit))
	id, _, err := f.c.OpenChannel(f.ctx, f.requester, f.provider.Address(), salt(name), deposit, f.now()+expiresIn)
	if err != nil {
		f.t.Fatal(err)
	}
	return f.channel(id)
}

func (f *fixture) channel(id [32]byte) *ChannelState {
	f.t.Helper()
	st, err := f.c.ChannelState(f.ctx, id)
	if err != nil {
		f.t.Fatal(err)
	}
	return st
}

func (f *fixture) sign(id [32]byte, amount *big.Int, seq uint64) *SignedVoucher {
	f.t.Helper()
	v := Voucher{ChannelID: id, Amount: amount, Sequence: seq}
	sv, err := v.Sign(f.d.Domain(), f.requester.Key())
	if err != nil {
		f.t.Fatal(err)
	}
	return sv
}

func TestVoucherHashesMatchContract(t *testing.T) {
	f := newFixture(t)
	st := f.openChannel("digest", tok(10), 3600)
	if want := ChannelID(f.requester.Address(), f.provider.Address(), salt("digest")); st.ID != want {
		t.Fatalf("channel id %x, want %x", st.ID, want)
	}
	out, err := Call(f.ctx, f.chain.client, nil, f.d.Channels, channelABI.PackChannelId(f.requester.Address(), f.provider.Address(), salt("digest")))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(out, st.ID[:]) {
		t.Fatalf("contract channelId %x, Go %x", out, st.ID)
	}
	th, err := Call(f.ctx, f.chain.client, nil, f.d.Channels, channelABI.PackVOUCHERTYPEHASH())
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(th, VoucherTypeHash[:]) {
		t.Fatalf("type hash: contract %x, Go %x", th, VoucherTypeHash)
	}
	ds, err := Call(f.ctx, f.chain.client, nil, f.d.Channels, channelABI.PackDomainSeparator())
	if err != nil {
		t.Fatal(err)
	}
	if sep := f.d.Domain().Vouchers().Separator(); !bytes.Equal(ds, sep[:]) {
		t.Fatalf("domain separator: contract %x, Go %x", ds, sep)
	}
	for _, v := range []Voucher{
		{ChannelID: st.ID, Amount: big.NewInt(1), Sequence: 1},
		{ChannelID: st.ID, Amount: tok(7), Sequence: 1<<64 - 1},
		{ChannelID: [32]byte{0xff}, Amount: new(big.Int).Set(maxUint128), Sequence: 42},
	} {
		want, err := f.c.VoucherDigest(f.ctx, &v)
		if err != nil {
			t.Fatal(err)
		}
		if got := v.Digest(f.d.Domain()); got != want {
			t.Fatalf("Go digest %x != contract digest %x for %+v", got, want, v)
		}
		// The hand-rolled hashing equals go-ethereum's generic EIP-712 implementation too.
		h, _, err := apitypes.TypedDataAndHash(v.TypedData(f.d.Domain()))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(h, want[:]) {
			t.Fatalf("apitypes digest %x != contract digest %x", h, want)
		}
		sh, err := Call(f.ctx, f.chain.client, nil, f.d.Channels, channelABI.PackVoucherHash(v.ChannelID, v.Amount, v.Sequence))
		if err != nil {
			t.Fatal(err)
		}
		if got := v.StructHash(); !bytes.Equal(sh, got[:]) {
			t.Fatalf("struct hash: contract %x, Go %x", sh, got)
		}
	}
}

// TestChannelLifecycle runs a channel end to end with both sides' off-chain state in pebble:
// vouchers for many jobs, one redemption, more jobs, a second redemption that pays only the
// delta, a top-up and an extension, and the reclaim of the rest after expiry + grace.
func TestChannelLifecycle(t *testing.T) {
	f := newFixture(t)
	dom := f.d.Domain()
	reqStore, provStore := newPebbleStore(t), newPebbleStore(t)
	st := f.openChannel("lifecycle", tok(100), 3600)
	if st.Requester != f.requester.Address() || st.Provider != f.provider.Address() || st.Deposit.Cmp(tok(100)) != 0 ||
		st.Redeemed.Sign() != 0 || st.Sequence != 0 || st.RedeemBy != st.Expiry+uint64(DefaultChannelGrace/time.Second) {
		t.Fatalf("state after open: %+v", st)
	}
	if got := f.balance(f.d.Channels); got.Cmp(tok(100)) != 0 {
		t.Fatalf("channel contract holds %s", got)
	}
	payer, err := NewRequesterChannel(f.ctx, reqStore, dom, f.requester.Key(), st.Terms())
	if err != nil {
		t.Fatal(err)
	}
	payee, err := NewProviderChannel(f.ctx, provStore, dom, st.Terms())
	if err != nil {
		t.Fatal(err)
	}
	payee.Now = func() time.Time { return time.Unix(int64(f.now()), 0) }
	price := big.NewInt(50_000) // 0.05 token per burst job
	for range 20 {
		sv, err := payer.Pay(f.ctx, price)
		if err != nil {
			t.Fatal(err)
		}
		delta, err := payee.Accept(f.ctx, sv, price)
		if err != nil {
			t.Fatal(err)
		}
		if delta.Cmp(price) != 0 {
			t.Fatalf("delta %s, want %s", delta, price)
		}
	}
	provBefore, treasBefore := f.balance(f.provider.Address()), f.balance(f.treasury)
	best := payee.Latest()
	if best.Sequence != 20 || best.Amount.Cmp(big.NewInt(20*50_000)) != 0 {
		t.Fatalf("best voucher %+v", best.Voucher)
	}
	r, err := f.c.Redeem(f.ctx, f.provider, best)
	if err != nil {
		t.Fatal(err)
	}
	var ev *bindings.PaymentChannelChannelRedeemed
	for _, l := range r.Logs {
		if l.Address == f.d.Channels {
			if ev, err = channelABI.UnpackChannelRedeemedEvent(l); err != nil {
				t.Fatal(err)
			}
		}
	}
	if ev == nil {
		t.Fatal("no ChannelRedeemed event")
	}
	amount := big.NewInt(1_000_000)
	fee := new(big.Int).Div(new(big.Int).Mul(amount, big.NewInt(testFeeBps)), big.NewInt(10_000))
	if ev.Amount.Cmp(amount) != 0 || ev.Fee.Cmp(fee) != 0 || ev.Payout.Cmp(diff(amount, fee)) != 0 || ev.Sequence != 20 {
		t.Fatalf("ChannelRedeemed %+v", ev)
	}
	if got := diff(f.balance(f.provider.Address()), provBefore); got.Cmp(diff(amount, fee)) != 0 {
		t.Fatalf("provider got %s, want %s", got, diff(amount, fee))
	}
	if got := diff(f.balance(f.treasury), treasBefore); got.Cmp(fee) != 0 {
		t.Fatalf("treasury got %s, want %s", got, fee)
	}
	if err := payee.MarkRedeemed(f.ctx, f.channel(st.ID).Redeemed); err != nil {
		t.Fatal(err)
	}
	if payee.Unredeemed().Sign() != 0 || payee.RedeemDue(time.Unix(int64(st.RedeemBy), 0), 0) {
		t.Fatalf("unredeemed %s after redeem", payee.Unredeemed())
	}

	// Top-up and extend; both sides learn the new terms from the chain.
	f.must(f.c.Approve(f.ctx, f.requester, f.d.Channels, tok(50)))
	f.must(f.c.TopUp(f.ctx, f.requester, st.ID, tok(50)))
	f.must(f.c.Extend(f.ctx, f.requester, st.ID, st.Expiry+600))
	st = f.channel(st.ID)
	if st.Deposit.Cmp(tok(150)) != 0 {
		t.Fatalf("deposit %s after top-up", st.Deposit)
	}
	for _, c := range []interface {
		Update(context.Context, *big.Int, uint64, uint64) error
	}{payer, payee} {
		if err := c.Update(f.ctx, st.Deposit, st.Expiry, st.RedeemBy); err != nil {
			t.Fatal(err)
		}
	}

	// Restart both sides from pebble: state survives, the sequence continues.
	payer, err = LoadRequesterChannel(f.ctx, reqStore, dom, f.requester.Key(), st.ID)
	if err != nil {
		t.Fatal(err)
	}
	payee, err = LoadProviderChannel(f.ctx, provStore, dom, st.ID)
	if err != nil {
		t.Fatal(err)
	}
	payee.Now = func() time.Time { return time.Unix(int64(f.now()), 0) }
	big130 := tok(130)
	sv, err := payer.Pay(f.ctx, big130)
	if err != nil {
		t.Fatal(err)
	}
	if sv.Sequence != 21 {
		t.Fatalf("sequence after restart %d, want 21", sv.Sequence)
	}
	if _, err := payee.Accept(f.ctx, sv, nil); err != nil {
		t.Fatal(err)
	}
	provBefore = f.balance(f.provider.Address())
	f.must(f.c.Redeem(f.ctx, f.provider, payee.Latest()))
	// Only the delta over the first redemption is paid.
	fee = new(big.Int).Div(new(big.Int).Mul(big130, big.NewInt(testFeeBps)), big.NewInt(10_000))
	if got := diff(f.balance(f.provider.Address()), provBefore); got.Cmp(diff(big130, fee)) != 0 {
		t.Fatalf("second redemption paid %s, want %s", got, diff(big130, fee))
	}
	st = f.channel(st.ID)
	if st.Sequence != 21 || st.Redeemed.Cmp(new(big.Int).Add(amount, big130)) != 0 {
		t.Fatalf("state after second redeem: %+v", st)
	}

	// After expiry + grace the requester takes the rest back; the channel is empty and dead.
	f.advance(time.Duration(st.RedeemBy-f.now()+1) * time.Second)
	reqBefore := f.balance(f.requester.Address())
	f.must(f.c.Reclaim(f.ctx, f.other, st.ID)) // anyone may send it
	rest := st.Held()
	if got := diff(f.balance(f.requester.Address()), reqBefore); got.Cmp(rest) != 0 {
		t.Fatalf("reclaim paid %s, want %s", got, rest)
	}
	if f.channel(st.ID).Held().Sign() != 0 || f.balance(f.d.Channels).Sign() != 0 {
		t.Fatalf("channel still holds %s (contract %s)", f.channel(st.ID).Held(), f.balance(f.d.Channels))
	}
	_, err = f.c.TopUp(f.ctx, f.requester, st.ID, big.NewInt(1))
	wantRevert(t, err, "channels", "ChannelExpired")
}

func TestChannelOpenWithPermit(t *testing.T) {
	f := newFixture(t)
	id, _, err := f.c.OpenChannelWithPermit(f.ctx, f.requester, f.provider.Address(), salt("permit"), tok(5), f.now()+3600, f.now()+600)
	if err != nil {
		t.Fatal(err)
	}
	if st := f.channel(id); st.Deposit.Cmp(tok(5)) != 0 {
		t.Fatalf("deposit %s", st.Deposit)
	}
	f.must(f.c.TopUpWithPermit(f.ctx, f.requester, id, tok(3), f.now()+600))
	if st := f.channel(id); st.Deposit.Cmp(tok(8)) != 0 {
		t.Fatalf("deposit %s after top-up with permit", st.Deposit)
	}
	if got := f.balance(f.d.Channels); got.Cmp(tok(8)) != 0 {
		t.Fatalf("contract holds %s", got)
	}
}

func TestChannelReverts(t *testing.T) {
	f := newFixture(t)
	dom := f.d.Domain()
	a := f.openChannel("a", tok(10), 1000)
	b := f.openChannel("b", tok(10), 1000)
	f.must(f.c.Redeem(f.ctx, f.provider, f.sign(a.ID, tok(2), 5)))

	signWith := func(d Domain, v Voucher) *SignedVoucher {
		sv, err := v.Sign(d, f.requester.Key())
		if err != nil {
			t.Fatal(err)
		}
		return sv
	}
	otherKeySig := func() *SignedVoucher {
		v := Voucher{ChannelID: a.ID, Amount: tok(3), Sequence: 6}
		sv, err := v.Sign(dom, f.other.Key())
		if err != nil {
			t.Fatal(err)
		}
		return sv
	}
	otherChannel := func() *SignedVoucher {
		sv := f.sign(b.ID, tok(3), 6)
		sv.ChannelID = a.ID // b's voucher presented for a
		return sv
	}
	otherChain := func() *SignedVoucher {
		return signWith(Domain{ChainID: new(big.Int).Add(dom.ChainID, big.NewInt(1)), Channels: dom.Channels}, Voucher{ChannelID: a.ID, Amount: tok(3), Sequence: 6})
	}
	otherContract := func() *SignedVoucher {
		return signWith(Domain{ChainID: dom.ChainID, Channels: f.d.Escrow}, Voucher{ChannelID: a.ID, Amount: tok(3), Sequence: 6})
	}
	short := func() *SignedVoucher {
		sv := f.sign(a.ID, tok(3), 6)
		sv.Signature = sv.Signature[:64]
		return sv
	}
	tests := []struct {
		name string
		call func() error
		want string
	}{
		{"bad signature", func() error { _, err := f.c.Redeem(f.ctx, f.provider, otherKeySig()); return err }, "BadVoucherSignature"},
		{"malformed signature", func() error { _, err := f.c.Redeem(f.ctx, f.provider, short()); return err }, "BadVoucherSignature"},
		{"voucher for another channel", func() error { _, err := f.c.Redeem(f.ctx, f.provider, otherChannel()); return err }, "BadVoucherSignature"},
		{"voucher for another chain", func() error { _, err := f.c.Redeem(f.ctx, f.provider, otherChain()); return err }, "BadVoucherSignature"},
		{"voucher for another contract", func() error { _, err := f.c.Redeem(f.ctx, f.provider, otherContract()); return err }, "BadVoucherSignature"},
		{"replay", func() error { _, err := f.c.Redeem(f.ctx, f.provider, f.sign(a.ID, tok(2), 5)); return err }, "StaleVoucher"},
		{"lower sequence", func() error { _, err := f.c.Redeem(f.ctx, f.provider, f.sign(a.ID, tok(3), 4)); return err }, "StaleVoucher"},
		{"non-increasing amount", func() error { _, err := f.c.Redeem(f.ctx, f.provider, f.sign(a.ID, tok(2), 6)); return err }, "AmountNotIncreasing"},
		{"amount over deposit", func() error {
			_, err := f.c.Redeem(f.ctx, f.provider, f.sign(a.ID, new(big.Int).Add(tok(10), big.NewInt(1)), 6))
			return err
		}, "AmountExceedsDeposit"},
		{"redeem by non-provider", func() error { _, err := f.c.Redeem(f.ctx, f.other, f.sign(a.ID, tok(3), 6)); return err }, "NotProvider"},
		{"redeem unknown channel", func() error { _, err := f.c.Redeem(f.ctx, f.provider, f.sign(salt("nope"), tok(3), 6)); return err }, "UnknownChannel"},
		{"reclaim before expiry", func() error { _, err := f.c.Reclaim(f.ctx, f.requester, a.ID); return err }, "ReclaimTooEarly"},
		{"reclaim unknown channel", func() error { _, err := f.c.Reclaim(f.ctx, f.requester, salt("nope")); return err }, "UnknownChannel"},
		{"open twice", func() error {
			_, _, err := f.c.OpenChannel(f.ctx, f.requester, f.provider.Address(), salt("a"), tok(1), f.now()+100)
			return err
		}, "ChannelExists"},
		{"open zero", func() error {
			_, _, err := f.c.OpenChannel(f.ctx, f.requester, f.provider.Address(), salt("z"), big.NewInt(0), f.now()+100)
			return err
		}, "InvalidAmount"},
		{"open over 2^128", func() error {
			_, _, err := f.c.OpenChannel(f.ctx, f.requester, f.provider.Address(), salt("z"), new(big.Int).Lsh(big.NewInt(1), 128), f.now()+100)
			return err
		}, "InvalidAmount"},
		{"open expired", func() error {
			_, _, err := f.c.OpenChannel(f.ctx, f.requester, f.provider.Address(), salt("z"), tok(1), f.now())
			return err
		}, "InvalidExpiry"},
		{"open to nobody", func() error {
			_, _, err := f.c.OpenChannel(f.ctx, f.requester, common.Address{}, salt("z"), tok(1), f.now()+100)
			return err
		}, "ZeroAddress"},
		{"open without allowance", func() error {
			_, _, err := f.c.OpenChannel(f.ctx, f.other, f.provider.Address(), salt("z"), tok(1), f.now()+100)
			return err
		}, "ERC20InsufficientAllowance"},
		{"top-up by other", func() error { _, err := f.c.TopUp(f.ctx, f.other, a.ID, tok(1)); return err }, "NotRequester"},
		{"top-up zero", func() error { _, err := f.c.TopUp(f.ctx, f.requester, a.ID, big.NewInt(0)); return err }, "InvalidAmount"},
		{"top-up over 2^256", func() error {
			_, err := f.c.TopUp(f.ctx, f.requester, a.ID, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1)))
			return err
		}, "InvalidAmount"},
		{"top-up past 2^128", func() error { _, err := f.c.TopUp(f.ctx, f.requester, a.ID, maxUint128); return err }, "InvalidAmount"},
		{"top-up unknown", func() error { _, err := f.c.TopUp(f.ctx, f.requester, salt("nope"), tok(1)); return err }, "UnknownChannel"},
		{"extend earlier", func() error { _, err := f.c.Extend(f.ctx, f.requester, a.ID, a.Expiry); return err }, "InvalidExpiry"},
		{"extend by provider", func() error { _, err := f.c.Extend(f.ctx, f.provider, a.ID, a.Expiry+1); return err }, "NotRequester"},
		{"set treasury by other", func() error {
			_, err := f.other.Send(f.ctx, f.d.Channels, channelABI.PackSetTreasury(f.other.Address()))
			return err
		}, "OwnableUnauthorizedAccount"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { wantRevert(t, tc.call(), "channels", tc.want) })
	}

	// Past expiry: no top-up or extension; within the grace the provider still redeems; after
	// it, no redemption and the requester reclaims once.
	f.advance(time.Duration(a.Expiry-f.now()+1) * time.Second)
	_, err := f.c.TopUp(f.ctx, f.requester, a.ID, tok(1))
	wantRevert(t, err, "channels", "ChannelExpired")
	_, err = f.c.Extend(f.ctx, f.requester, a.ID, a.Expiry+1000)
	wantRevert(t, err, "channels", "ChannelExpired")
	f.must(f.c.Redeem(f.ctx, f.provider, f.sign(a.ID, tok(3), 6)))
	_, err = f.c.Reclaim(f.ctx, f.requester, a.ID)
	re := wantRevert(t, err, "channels", "ReclaimTooEarly")
	if until, _ := re.Arg("until"); until != a.RedeemBy {
		t.Errorf("ReclaimTooEarly until %v, want %d", until, a.RedeemBy)
	}
	f.advance(time.Duration(a.RedeemBy-f.now()+1) * time.Second)
	_, err = f.c.Redeem(f.ctx, f.provider, f.sign(a.ID, tok(4), 7))
	wantRevert(t, err, "channels", "RedeemWindowClosed")
	f.must(f.c.Reclaim(f.ctx, f.requester, a.ID))
	_, err = f.c.Reclaim(f.ctx, f.requester, a.ID)
	wantRevert(t, err, "channels", "NothingToReclaim")
	// A dead channel's id cannot be opened again, so its old vouchers can never pay twice.
	f.must(f.c.Approve(f.ctx, f.requester, f.d.Channels, tok(1)))
	_, _, err = f.c.OpenChannel(f.ctx, f.requester, f.provider.Address(), salt("a"), tok(1), f.now()+100)
	wantRevert(t, err, "channels", "ChannelExists")
	if _, err := f.c.ChannelState(f.ctx, salt("nope")); !errors.Is(err, ErrNoChannel) {
		t.Errorf("state of unknown channel: %v, want ErrNoChannel", err)
	}
}

// TestProviderChannelAccept covers every voucher the provider's side must refuse, and that a
// refused voucher changes nothing.
func TestProviderChannelAccept(t *testing.T) {
	ctx := testCtx(t)
	reqKey, _ := crypto.GenerateKey()
	otherKey, _ := crypto.GenerateKey()
	dom := Domain{ChainID: big.NewInt(1337), Channels: common.HexToAddress("0xc4a77e15")}
	terms := ChannelTerms{
		ID: salt("accept"), Requester: crypto.PubkeyToAddress(reqKey.PublicKey), Provider: common.HexToAddress("0xbeef"),
		Deposit: big.NewInt(1000), Expiry: 2_000_000_000, RedeemBy: 2_000_003_600,
	}
	store := newPebbleStore(t)
	p, err := NewProviderChannel(ctx, store, dom, terms)
	if err != nil {
		t.Fatal(err)
	}
	now := time.Unix(1_900_000_000, 0)
	p.Now = func() time.Time { return now }
	sign := func(d Domain, key any, id [32]byte, amount int64, seq uint64) *SignedVoucher {
		v := Voucher{ChannelID: id, Amount: big.NewInt(amount), Sequence: seq}
		k := reqKey
		if key != nil {
			k = otherKey
		}
		sv, err := v.Sign(d, k)
		if err != nil {
			t.Fatal(err)
		}
		return sv
	}
	if _, err := p.Accept(ctx, sign(dom, nil, terms.ID, 100, 1), big.NewInt(100)); err != nil {
		t.Fatal(err)
	}
	tampered := sign(dom, nil, terms.ID, 200, 2)
	tampered.Amount = big.NewInt(300)
	tests := []struct {
		name  string
		sv    *SignedVoucher
		price *big.Int
		want  error
	}{
		{"other signer", sign(dom, 1, terms.ID, 200, 2), nil, ErrBadSignature},
		{"tampered amount", tampered, nil, ErrBadSignature},
		{"other chain", sign(Domain{ChainID: big.NewInt(1), Channels: dom.Channels}, nil, terms.ID, 200, 2), nil, ErrBadSignature},
		{"other contract", sign(Domain{ChainID: dom.ChainID, Channels: common.HexToAddress("0x1")}, nil, terms.ID, 200, 2), nil, ErrBadSignature},
		{"other channel", sign(dom, nil, salt("other"), 200, 2), nil, ErrVoucherRejected},
		{"replay", sign(dom, nil, terms.ID, 100, 1), nil, ErrVoucherReplay},
		{"same amount", sign(dom, nil, terms.ID, 100, 2), nil, ErrVoucherReplay},
		{"over deposit", sign(dom, nil, terms.ID, 1001, 2), nil, ErrVoucherOverspend},
		{"pays less than the price", sign(dom, nil, terms.ID, 150, 2), big.NewInt(51), ErrVoucherRejected},
		{"nil", nil, nil, ErrVoucherRejected},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := p.Accept(ctx, tc.sv, tc.price); !errors.Is(err, tc.want) {
				t.Fatalf("got %v, want %v", err, tc.want)
			}
			if best := p.Latest(); best.Sequence != 1 || best.Amount.Int64() != 100 {
				t.Fatalf("best voucher changed to %+v", best.Voucher)
			}
		})
	}
	if p.RedeemDue(now, time.Hour) || !p.RedeemDue(time.Unix(int64(terms.RedeemBy)-60, 0), 2*time.Minute) {
		t.Errorf("RedeemDue wrong around redeem-by %d", terms.RedeemBy)
	}
	now = time.Unix(int64(terms.Expiry)+1, 0)
	if _, err := p.Accept(ctx, sign(dom, nil, terms.ID, 200, 2), nil); !errors.Is(err, ErrChannelExpired) {
		t.Fatalf("after expiry: %v, want ErrChannelExpired", err)
	}
	// The stored record is the provider's: loading it as the requester's side fails clearly.
	if _, err := LoadRequesterChannel(ctx, store, dom, reqKey, terms.ID); !errors.Is(err, ErrBadChannelRecord) {
		t.Fatalf("load as requester: %v", err)
	}
	if _, err := LoadProviderChannel(ctx, store, dom, salt("missing")); !errors.Is(err, ErrNoChannel) {
		t.Fatalf("load missing: %v", err)
	}
}

func TestRequesterChannelPay(t *testing.T) {
	ctx := testCtx(t)
	key, _ := crypto.GenerateKey()
	otherKey, _ := crypto.GenerateKey()
	dom := Domain{ChainID: big.NewInt(1337), Channels: common.HexToAddress("0xc4a77e15")}
	terms := ChannelTerms{
		ID: salt("pay"), Requester: crypto.PubkeyToAddress(key.PublicKey), Provider: common.HexToAddress("0xbeef"),
		Deposit: big.NewInt(250), Expiry: 2_000_000_000, RedeemBy: 2_000_003_600,
	}
	dir := filepath.Join(t.TempDir(), "node")
	db := openPebble(t, dir)
	store := pebbleChannelStore{db: db}
	if _, err := NewRequesterChannel(ctx, store, dom, otherKey, terms); !errors.Is(err, ErrBadSignature) {
		t.Fatalf("wrong key: %v", err)
	}
	bad := terms
	bad.Deposit = big.NewInt(0)
	if _, err := NewRequesterChannel(ctx, store, dom, key, bad); !errors.Is(err, ErrBadChannelRecord) {
		t.Fatalf("zero deposit: %v", err)
	}
	c, err := NewRequesterChannel(ctx, store, dom, key, terms)
	if err != nil {
		t.Fatal(err)
	}
	for i := 1; i <= 2; i++ {
		sv, err := c.Pay(ctx, big.NewInt(100))
		if err != nil {
			t.Fatal(err)
		}
		if sv.Sequence != uint64(i) || sv.Amount.Int64() != int64(100*i) {
			t.Fatalf("voucher %d: %+v", i, sv.Voucher)
		}
		if err := sv.Verify(dom, terms.Requester); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := c.Pay(ctx, big.NewInt(51)); !errors.Is(err, ErrChannelExhausted) {
		t.Fatalf("over deposit: %v", err)
	}
	if _, err := c.Pay(ctx, big.NewInt(0)); err == nil {
		t.Fatal("paid zero")
	}
	if c.Spent().Int64() != 200 || c.Remaining().Int64() != 50 {
		t.Fatalf("spent %s remaining %s", c.Spent(), c.Remaining())
	}
	if err := c.Update(ctx, big.NewInt(100), terms.Expiry, terms.RedeemBy); !errors.Is(err, ErrBadChannelRecord) {
		t.Fatalf("shrinking deposit: %v", err)
	}
	// Reopen the DB: the next voucher continues the sequence.
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	db = openPebble(t, dir)
	defer db.Close()
	c, err = LoadRequesterChannel(ctx, pebbleChannelStore{db: db}, dom, key, terms.ID)
	if err != nil {
		t.Fatal(err)
	}
	sv, err := c.Pay(ctx, big.NewInt(50))
	if err != nil {
		t.Fatal(err)
	}
	if sv.Sequence != 3 || sv.Amount.Int64() != 250 {
		t.Fatalf("after reopen: %+v", sv.Voucher)
	}
}

func TestRequesterChannelRewind(t *testing.T) {
	ctx := testCtx(t)
	key, _ := crypto.GenerateKey()
	dom := Domain{ChainID: big.NewInt(1337), Channels: common.HexToAddress("0xc4a77e15")}
	terms := ChannelTerms{
		ID: salt("rewind"), Requester: crypto.PubkeyToAddress(key.PublicKey), Provider: common.HexToAddress("0xbeef"),
		Deposit: big.NewInt(1000), Expiry: 2_000_000_000, RedeemBy: 2_000_003_600,
	}
	store := NewMemChannelStore()
	c, err := NewRequesterChannel(ctx, store, dom, key, terms)
	if err != nil {
		t.Fatal(err)
	}
	// The first voucher refused: back to no voucher at all.
	first, _ := c.Pay(ctx, big.NewInt(100))
	if err := c.Rewind(ctx, first, nil); err != nil {
		t.Fatal(err)
	}
	if c.Latest() != nil || c.Spent().Sign() != 0 {
		t.Fatalf("after rewinding the first voucher: latest %v spent %s", c.Latest(), c.Spent())
	}
	v1, _ := c.Pay(ctx, big.NewInt(100))
	v2, _ := c.Pay(ctx, big.NewInt(100))
	if err := c.Rewind(ctx, v1, nil); !errors.Is(err, ErrBadChannelRecord) {
		t.Fatalf("rewinding a voucher that is not the latest: %v", err)
	}
	if err := c.Rewind(ctx, v2, v1); err != nil {
		t.Fatal(err)
	}
	// The next voucher pays only for the next job, on top of v1.
	v3, _ := c.Pay(ctx, big.NewInt(50))
	if v3.Sequence != 2 || v3.Amount.Int64() != 150 {
		t.Fatalf("after rewind: %+v", v3.Voucher)
	}
	// It survives a reload from the store.
	c2, err := LoadRequesterChannel(ctx, store, dom, key, terms.ID)
	if err != nil || c2.Latest().Amount.Int64() != 150 {
		t.Fatalf("reload: %v %v", c2, err)
	}
}

func TestDeploymentRecordsChannels(t *testing.T) {
	f := newFixture(t)
	if f.d.Channels == (common.Address{}) || f.d.Gas["deploy_channels"] == 0 {
		t.Fatalf("deployment has no channel contract: %+v", f.d)
	}
	tokenAddr, err := Call(f.ctx, f.chain.client, nil, f.d.Channels, channelABI.PackToken())
	if err != nil {
		t.Fatal(err)
	}
	if common.BytesToAddress(tokenAddr) != f.d.Token {
		t.Fatalf("channel token %x, want %s", tokenAddr, f.d.Token)
	}
	tr, err := Call(f.ctx, f.chain.client, nil, f.d.Channels, channelABI.PackTreasury())
	if err != nil {
		t.Fatal(err)
	}
	if common.BytesToAddress(tr) != f.treasury {
		t.Fatalf("channel treasury %x, want %s", tr, f.treasury)
	}
	// The decoder keeps one error per selector: errors that two contracts share must have the
	// same argument names, or reverts of one would be labelled with the other's.
	seen := map[[4]byte]abi.Error{}
	for _, js := range []string{bindings.JobEscrowMetaData.ABI, bindings.ProviderRegistryMetaData.ABI, bindings.TestTokenMetaData.ABI, bindings.PaymentChannelMetaData.ABI} {
		parsed, err := abi.JSON(strings.NewReader(js))
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range parsed.Errors {
			sel := [4]byte(e.ID[:4])
			if prev, ok := seen[sel]; ok && prev.String() != e.String() {
				t.Errorf("selector %x: %s vs %s", sel, prev, e)
			}
			seen[sel] = e
		}
	}
	if _, err := Deploy(f.ctx, f.chain.client, f.chain.keys[0], DeployConfig{ChannelGrace: 1500 * time.Millisecond}); !errors.Is(err, ErrInvalidConfig) {
		t.Fatalf("fractional grace: %v", err)
	}
}

func FuzzDecodeChannelRecord(f *testing.F) {
	id := salt("fuzz")
	f.Add([]byte(`{"version":1,"role":"provider","id":"0x` + common.Bytes2Hex(id[:]) + `","requester":"0x0000000000000000000000000000000000000001","provider":"0x0000000000000000000000000000000000000002","deposit":100,"expiry":2000000000,"redeem_by":2000003600,"amount":0,"sequence":0,"redeemed":0}`))
	f.Add([]byte(`{"version":1}`))
	f.Add([]byte(`null`))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := decodeChannelRecord(data, "provider", id)
		if err != nil {
			if !errors.Is(err, ErrBadChannelRecord) {
				t.Fatalf("error %v does not classify as ErrBadChannelRecord", err)
			}
			return
		}
		if r.Amount.Cmp(r.Deposit) > 0 || r.Redeemed.Cmp(r.Amount) > 0 {
			t.Fatalf("accepted inconsistent record %+v", r)
		}
		_ = r.latest()
	})
}

func FuzzVoucherSigner(f *testing.F) {
	key, _ := crypto.GenerateKey()
	dom := Domain{ChainID: big.NewInt(1), Channels: common.HexToAddress("0x1")}
	v := Voucher{ChannelID: salt("x"), Amount: big.NewInt(1), Sequence: 1}
	sv, _ := v.Sign(dom, key)
	f.Add(sv.Signature, uint64(1))
	f.Add([]byte{}, uint64(0))
	f.Fuzz(func(t *testing.T, sig []byte, seq uint64) {
		s := &SignedVoucher{Voucher: Voucher{ChannelID: v.ChannelID, Amount: v.Amount, Sequence: seq}, Signature: sig}
		if _, err := s.Signer(dom); err != nil && !errors.Is(err, ErrBadSignature) {
			t.Fatalf("error %v does not classify as ErrBadSignature", err)
		}
	})
}

func BenchmarkVoucherSignAccept(b *testing.B) {
	ctx := context.Background()
	key, _ := crypto.GenerateKey()
	dom := Domain{ChainID: big.NewInt(1337), Channels: common.HexToAddress("0xc4a77e15")}
	terms := ChannelTerms{
		ID: salt("bench"), Requester: crypto.PubkeyToAddress(key.PublicKey), Provider: common.HexToAddress("0xbeef"),
		Deposit: new(big.Int).Set(maxUint128), Expiry: 1 << 39, RedeemBy: 1 << 39,
	}
	store := newPebbleStore(b)
	payer, err := NewRequesterChannel(ctx, store, dom, key, terms)
	if err != nil {
		b.Fatal(err)
	}
	payee, err := NewProviderChannel(ctx, newPebbleStore(b), dom, terms)
	if err != nil {
		b.Fatal(err)
	}
	price := big.NewInt(1000)
	b.ResetTimer()
	for range b.N {
		sv, err := payer.Pay(ctx, price)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := payee.Accept(ctx, sv, price); err != nil {
			b.Fatal(err)
		}
	}
}

func TestSignedVoucherJSON(t *testing.T) {
	key, _ := crypto.GenerateKey()
	dom := Domain{ChainID: big.NewInt(1337), Channels: common.HexToAddress("0xc4a77e15")}
	v := Voucher{ChannelID: salt("json"), Amount: new(big.Int).Set(maxUint128), Sequence: 7}
	sv, err := v.Sign(dom, key)
	if err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(sv)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `"amount":"340282366920938463463374607431768211455"`) {
		t.Fatalf("amount not a decimal string: %s", data)
	}
	var back SignedVoucher
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if err := back.Verify(dom, crypto.PubkeyToAddress(key.PublicKey)); err != nil {
		t.Fatalf("round trip: %v", err)
	}
	for _, bad := range []string{
		`{"channel_id":"0x00","amount":"1","sequence":1,"signature":"0x00"}`,
		`{"channel_id":"0x` + strings.Repeat("00", 32) + `","amount":"0","sequence":1,"signature":"0x` + strings.Repeat("00", 65) + `"}`,
		`{"channel_id":"0x` + strings.Repeat("00", 32) + `","amount":"1e3","sequence":1,"signature":"0x` + strings.Repeat("00", 65) + `"}`,
		`{"channel_id":"0x` + strings.Repeat("00", 32) + `","amount":"1","sequence":0,"signature":"0x` + strings.Repeat("00", 65) + `"}`,
		`{"channel_id":"0x` + strings.Repeat("00", 32) + `","amount":"1","sequence":1,"signature":"0x` + strings.Repeat("00", 64) + `"}`,
	} {
		if err := json.Unmarshal([]byte(bad), &back); !errors.Is(err, ErrVoucherRejected) {
			t.Errorf("%s: %v, want ErrVoucherRejected", bad, err)
		}
	}
}

func FuzzSignedVoucherJSON(f *testing.F) {
	key, _ := crypto.GenerateKey()
	v := Voucher{ChannelID: salt("fuzz"), Amount: big.NewInt(12345), Sequence: 3}
	sv, _ := v.Sign(Domain{ChainID: big.NewInt(1)}, key)
	seed, _ := json.Marshal(sv)
	f.Add(seed)
	f.Add([]byte(`{}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var got SignedVoucher
		if err := json.Unmarshal(data, &got); err != nil {
			return
		}
		if got.Validate() != nil || len(got.Signature) != 65 {
			t.Fatalf("accepted an invalid voucher %+v", got)
		}
		again, err := json.Marshal(got)
		if err != nil {
			t.Fatal(err)
		}
		var back SignedVoucher
		if err := json.Unmarshal(again, &back); err != nil || back.Amount.Cmp(got.Amount) != 0 || back.Sequence != got.Sequence ||
			back.ChannelID != got.ChannelID || !bytes.Equal(back.Signature, got.Signature) {
			t.Fatalf("round trip changed %+v to %+v (%v)", got, back, err)
		}
	})
}
