package channels

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"log/slog"
	"math/big"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/cockroachdb/pebble/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ipfs/go-cid"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/provider/runner"
)

// fakeChannelChain is the channel contract as the provider's channel code sees it: channel
// states by id, and redemptions recorded (applied to the state as the contract would).
type fakeChannelChain struct {
	mu       sync.Mutex
	states   map[common.Hash]*contracts.ChannelState
	redeemed []*contracts.SignedVoucher

	// Collateral: what each channel holds, the provider's free stake, every lock sent, and the
	// wallet's nonces (a lock is pending, not yet mined, while pendingLocks holds it).
	collateral   map[common.Hash]*big.Int
	disputing    map[common.Hash]bool
	free         *big.Int
	locks        []*big.Int
	latest       uint64
	pendingLocks []fakeLock
	// lockErr, when set, is what LockCollateral returns after it sent the lock; the lock stays
	// pending (a crash or a lost connection while waiting for the receipt).
	lockErr error
	// onNonce runs on every NonceAt (a test mines pending locks there).
	onNonce func(f *fakeChannelChain)
}

type fakeLock struct {
	id     common.Hash
	amount *big.Int
}

func (f *fakeChannelChain) ChannelCollateral(_ context.Context, id [32]byte) (*big.Int, bool, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	c := new(big.Int)
	if v := f.collateral[id]; v != nil {
		c.Set(v)
	}
	return c, f.disputing[id], nil
}

func (f *fakeChannelChain) LockCollateral(_ context.Context, _ *contracts.Sender, id [32]byte, amount *big.Int) (*types.Receipt, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.free.Cmp(amount) < 0 {
		return nil, &contracts.RevertError{Name: "InsufficientFreeStake"}
	}
	f.locks = append(f.locks, new(big.Int).Set(amount))
	f.free.Sub(f.free, amount)
	f.pendingLocks = append(f.pendingLocks, fakeLock{common.Hash(id), new(big.Int).Set(amount)})
	if f.lockErr != nil {
		return nil, f.lockErr
	}
	f.mineLocked()
	return &types.Receipt{GasUsed: 30_000}, nil
}

// mine mines every pending lock.
func (f *fakeChannelChain) mine() {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.mineLocked()
}

func (f *fakeChannelChain) mineLocked() {
	for _, l := range f.pendingLocks {
		if f.collateral[l.id] == nil {
			f.collateral[l.id] = new(big.Int)
		}
		f.collateral[l.id].Add(f.collateral[l.id], l.amount)
		f.latest++
	}
	f.pendingLocks = nil
}

func (f *fakeChannelChain) StakeOf(context.Context, common.Address) (*contracts.StakeInfo, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return &contracts.StakeInfo{Registered: true, Free: new(big.Int).Set(f.free)}, nil
}

func (f *fakeChannelChain) NonceAt(context.Context, common.Address, *big.Int) (uint64, error) {
	if f.onNonce != nil {
		f.onNonce(f)
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.latest, nil
}

func (f *fakeChannelChain) PendingNonceAt(context.Context, common.Address) (uint64, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.latest + uint64(len(f.pendingLocks)), nil
}

func (f *fakeChannelChain) ChannelState(_ context.Context, id [32]byte) (*contracts.ChannelState, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	st, ok := f.states[id]
	if !ok {
		return nil, contracts.ErrNoChannel
	}
	c := *st
	c.Deposit, c.Redeemed = new(big.Int).Set(st.Deposit), new(big.Int).Set(st.Redeemed)
	return &c, nil
}

func (f *fakeChannelChain) Redeem(_ context.Context, _ *contracts.Sender, sv *contracts.SignedVoucher) (*types.Receipt, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	st := f.states[sv.ChannelID]
	if sv.Sequence <= st.Sequence || sv.Amount.Cmp(st.Redeemed) <= 0 {
		return nil, errors.New("StaleVoucher")
	}
	st.Sequence, st.Redeemed = sv.Sequence, new(big.Int).Set(sv.Amount)
	f.redeemed = append(f.redeemed, sv)
	return &types.Receipt{GasUsed: 50_000, TxHash: common.Hash{byte(len(f.redeemed))}}, nil
}

type channelFixture struct {
	db       *pebble.DB
	c        *Service
	chain    *fakeChannelChain
	dom      contracts.Domain
	req      *ecdsa.PrivateKey
	reqAddr  common.Address
	me       common.Address
	now      time.Time
	jobCount byte
}

// CIDs of the fixture's burst jobs (raw sha2-256 of "spec" and "result").
const (
	testSpecCID   = "bafkreigu6axkv7i2t2o6puijolfi4r72pkmfqjodzha6esohe2b4wpspde"
	testResultCID = "bafkreihwuikppjp43igcz3uwmc37ykpvmspdy2fk2shcb2kqcn6jrej2na"
)

// testConfig locks 8x a job's price, and waits briefly for pending locks.
var testConfig = Config{CollateralMultiple: 8, LockWait: 2 * time.Second, LockPoll: time.Millisecond}

func newChannelFixture(t *testing.T) *channelFixture {
	t.Helper()
	return newChannelFixtureAt(t, t.TempDir(), testConfig)
}

// newChannelFixtureAt is newChannelFixture with its node DB in dir and the service built from cfg.
func newChannelFixtureAt(t *testing.T, dir string, cfg Config) *channelFixture {
	t.Helper()
	db, err := pebble.Open(filepath.Join(dir, "db"), &pebble.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	req, _ := crypto.GenerateKey()
	provKey, _ := crypto.GenerateKey()
	f := &channelFixture{
		db: db, chain: &fakeChannelChain{states: map[common.Hash]*contracts.ChannelState{}, collateral: map[common.Hash]*big.Int{},
			disputing: map[common.Hash]bool{}, free: big.NewInt(1_000_000)},
		dom: contracts.Domain{ChainID: big.NewInt(1337), Channels: common.HexToAddress("0xC4A11E15")},
		req: req, reqAddr: crypto.PubkeyToAddress(req.PublicKey), me: crypto.PubkeyToAddress(provKey.PublicKey),
		now: time.Unix(1_900_000_000, 0),
	}
	f.c = New(cfg, slog.New(slog.DiscardHandler), db, f.me, f.dom, f.chain, contracts.NewSender(nil, provKey, f.dom.ChainID, nil))
	f.c.now = func() time.Time { return f.now }
	return f
}

// open puts a channel on the fake chain: requester -> provider, deposit, expiry after now.
func (f *channelFixture) open(salt byte, requester, provider common.Address, deposit int64, life time.Duration) common.Hash {
	id := common.Hash(contracts.ChannelID(requester, provider, [32]byte{salt}))
	exp := uint64(f.now.Add(life).Unix())
	f.chain.states[id] = &contracts.ChannelState{ID: id, Requester: requester, Provider: provider, Expiry: exp, RedeemBy: exp + 3600,
		Deposit: big.NewInt(deposit), Redeemed: new(big.Int)}
	return id
}

func (f *channelFixture) voucher(id common.Hash, amount int64, seq uint64) *contracts.SignedVoucher {
	v := contracts.Voucher{ChannelID: id, Amount: big.NewInt(amount), Sequence: seq}
	sv, err := v.Sign(f.dom, f.req)
	if err != nil {
		panic(err)
	}
	return sv
}

func (f *channelFixture) proposal(price int64) *market.Proposal {
	f.jobCount++
	return &market.Proposal{JobID: contracts.JobID{0xb0, f.jobCount}, Requester: f.reqAddr, Provider: f.me, Class: market.ClassBurst, Price: big.NewInt(price), SpecCID: testSpecCID}
}

func TestChannelVoucherChecks(t *testing.T) {
	ctx := context.Background()
	f := newChannelFixture(t)
	other, _ := crypto.GenerateKey()
	otherAddr := crypto.PubkeyToAddress(other.PublicKey)
	good := f.open(1, f.reqAddr, f.me, 1000, time.Hour)
	toOther := f.open(2, f.reqAddr, otherAddr, 1000, time.Hour)               // pays another provider
	fromOther := f.open(3, otherAddr, f.me, 1000, time.Hour)                  // funded by someone else
	expiring := f.open(4, f.reqAddr, f.me, 1000, ChannelMinLife/2)            // expires too soon
	unknown := common.Hash(contracts.ChannelID(f.reqAddr, f.me, [32]byte{9})) // never opened

	// The first voucher pays for a job and is recorded with it, atomically.
	p := f.proposal(100)
	j, err := f.c.acceptVoucher(ctx, p, f.voucher(good, 100, 1), time.Second)
	if err != nil {
		t.Fatalf("first voucher: %v", err)
	}
	if j.Paid.Int64() != 100 || j.Sequence != 1 {
		t.Fatalf("job record %+v", j)
	}
	if got, err := f.c.db.job(p.JobID); err != nil || got == nil || got.Paid.Int64() != 100 {
		t.Fatalf("job record not stored with the voucher: %v %v", got, err)
	}
	// The same paid proposal again (a retry) gets the same record, not a replay refusal.
	if again, err := f.c.acceptVoucher(ctx, p, f.voucher(good, 100, 1), time.Second); err != nil || again.Sequence != 1 {
		t.Fatalf("retry of the same paid proposal: %v, %v", again, err)
	}

	badSig := f.voucher(good, 300, 2)
	badSig.Signature[5] ^= 1
	otherSigned, _ := (&contracts.Voucher{ChannelID: good, Amount: big.NewInt(300), Sequence: 2}).Sign(f.dom, other)
	tests := []struct {
		name  string
		sv    *contracts.SignedVoucher
		price int64
		want  error
	}{
		{"replay of the accepted voucher", f.voucher(good, 100, 1), 100, contracts.ErrVoucherReplay},
		{"lower sequence", f.voucher(good, 500, 1), 100, contracts.ErrVoucherReplay},
		{"same amount, new sequence", f.voucher(good, 100, 2), 100, contracts.ErrVoucherReplay},
		{"over-spend", f.voucher(good, 1001, 2), 100, contracts.ErrVoucherOverspend},
		{"pays less than the price", f.voucher(good, 150, 2), 100, contracts.ErrVoucherRejected},
		{"wrong payee", f.voucher(toOther, 100, 1), 100, contracts.ErrWrongPayee},
		{"channel of another requester", f.voucher(fromOther, 100, 1), 100, contracts.ErrWrongPayee},
		{"channel expiring", f.voucher(expiring, 100, 1), 100, ErrChannelExpiring},
		{"channel not on chain", f.voucher(unknown, 100, 1), 100, contracts.ErrVoucherRejected},
		{"tampered signature", badSig, 100, contracts.ErrBadSignature},
		{"signed by another wallet", otherSigned, 100, contracts.ErrBadSignature},
		{"no voucher", nil, 100, contracts.ErrVoucherRejected},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := f.proposal(tc.price)
			_, err := f.c.acceptVoucher(ctx, p, tc.sv, time.Second)
			if !errors.Is(err, tc.want) {
				t.Fatalf("got %v, want %v", err, tc.want)
			}
			if got, _ := f.c.db.job(p.JobID); got != nil {
				t.Fatalf("refused voucher left a job record %+v", got)
			}
		})
	}
	if _, err := f.c.db.LoadChannel(ctx, toOther); !errors.Is(err, contracts.ErrNoChannel) {
		t.Errorf("a channel paying another provider was stored: %v", err)
	}

	// A top-up on chain lets a voucher above the old deposit through (the terms are re-read).
	f.chain.states[good].Deposit = big.NewInt(5000)
	if _, err := f.c.acceptVoucher(ctx, f.proposal(100), f.voucher(good, 2000, 2), time.Second); err != nil {
		t.Fatalf("voucher after a top-up: %v", err)
	}
}

func TestChannelRedeem(t *testing.T) {
	ctx := context.Background()
	f := newChannelFixture(t)
	id := f.open(1, f.reqAddr, f.me, 100_000, 24*time.Hour)
	n := 5
	for i := 1; i <= n; i++ {
		if _, err := f.c.acceptVoucher(ctx, f.proposal(100), f.voucher(id, int64(100*i), uint64(i)), time.Second); err != nil {
			t.Fatal(err)
		}
	}
	// Not due: few vouchers, far from expiry.
	if reds, err := f.c.redeem(ctx, false); err != nil || len(reds) != 0 {
		t.Fatalf("redeem when not due: %v %v", reds, err)
	}
	// Due by expiry: within RedeemMargin of it.
	f.now = time.Unix(int64(f.chain.states[id].Expiry), 0).Add(-RedeemMargin / 2)
	reds, err := f.c.redeem(ctx, false)
	if err != nil || len(reds) != 1 || reds[0].Vouchers != uint64(n) || reds[0].Amount.Int64() != int64(100*n) {
		t.Fatalf("redeem near expiry: %+v %v; want one redemption of %d vouchers", reds, err, n)
	}
	if len(f.chain.redeemed) != 1 || f.chain.redeemed[0].Sequence != uint64(n) {
		t.Fatalf("chain saw %v", f.chain.redeemed)
	}
	// Nothing left: no second transaction, even forced.
	if reds, err := f.c.redeem(ctx, true); err != nil || len(reds) != 0 || len(f.chain.redeemed) != 1 {
		t.Fatalf("second redeem: %v %v", reds, err)
	}

	// After a restart (state from the DB), a redemption that was mined before the crash but not
	// recorded is found on chain and recorded, not sent again.
	if _, err := f.c.acceptVoucher(ctx, f.proposal(100), f.voucher(id, 700, 7), time.Second); err != nil {
		t.Fatal(err)
	}
	f.chain.states[id].Sequence, f.chain.states[id].Redeemed = 7, big.NewInt(700) // mined, then the crash
	c2 := New(testConfig, slog.New(slog.DiscardHandler), f.db, f.me, f.dom, f.chain, nil)
	c2.now = f.c.now
	if reds, err := c2.redeem(ctx, true); err != nil || len(reds) != 0 || len(f.chain.redeemed) != 1 {
		t.Fatalf("redeem after crash: %v %v, chain saw %d redemptions", reds, err, len(f.chain.redeemed))
	}
	c2.mu.Lock()
	ch, err := c2.channel(ctx, id)
	c2.mu.Unlock()
	if err != nil || ch.pc.Unredeemed().Sign() != 0 {
		t.Fatalf("after recovery: unredeemed %v, %v", ch.pc.Unredeemed(), err)
	}
}

func TestRedeemDue(t *testing.T) {
	now := time.Unix(1_900_000_000, 0)
	far := uint64(now.Add(24 * time.Hour).Unix())
	for _, tc := range []struct {
		vouchers uint64
		expiry   uint64
		want     bool
	}{
		{1, far, false},
		{RedeemEvery - 1, far, false},
		{RedeemEvery, far, true},
		{1, uint64(now.Add(RedeemMargin).Unix()), true},
		{1, uint64(now.Add(RedeemMargin + time.Minute).Unix()), false},
		{1, uint64(now.Add(-time.Minute).Unix()), true},
	} {
		if got := redeemDue(now, tc.vouchers, tc.expiry); got != tc.want {
			t.Errorf("redeemDue(%d vouchers, expiry %+ds) = %v, want %v", tc.vouchers, int64(tc.expiry)-now.Unix(), got, tc.want)
		}
	}
}

// A channel job is settled off-chain; any other job goes to the chain settler.
func TestChannelSettler(t *testing.T) {
	ctx := context.Background()
	f := newChannelFixture(t)
	id := f.open(1, f.reqAddr, f.me, 1000, time.Hour)
	p := f.proposal(100)
	if _, err := f.c.acceptVoucher(ctx, p, f.voucher(id, 100, 1), time.Second); err != nil {
		t.Fatal(err)
	}
	next := &recordingSettler{}
	s := f.c.Settler(next)
	jobID := p.JobID
	if st, err := s.Status(ctx, jobID); err != nil || st.State != runner.ChainOpen {
		t.Fatalf("before the result: %+v %v", st, err)
	}
	got := make(chan string, 1)
	go func() {
		c, err := f.c.Result(ctx, p.JobID, f.reqAddr)
		if err != nil {
			c = err.Error()
		}
		got <- c
	}()
	if err := s.SubmitResult(ctx, jobID, testResultCID); err != nil {
		t.Fatal(err)
	}
	select {
	case c := <-got:
		if c != testResultCID {
			t.Fatalf("Result = %q", c)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Result did not return after the result was recorded")
	}
	// The result comes with the provider's receipt: it names the job, the voucher that paid it,
	// the spec, the result and the job's pay, signed by the provider under the channels' domain.
	sr, err := f.c.Receipt(ctx, p.JobID)
	if err != nil {
		t.Fatal(err)
	}
	if err := sr.Verify(f.dom, f.me); err != nil {
		t.Fatalf("receipt: %v", err)
	}
	spec, _ := cid.Decode(testSpecCID)
	res, _ := cid.Decode(testResultCID)
	if sr.ChannelID != id || sr.JobID != p.JobID || sr.Sequence != 1 || sr.Price.Int64() != 100 ||
		sr.SpecHash != contracts.SpecHash(spec.Bytes()) || sr.ResultHash != contracts.ResultHash(res.Bytes()) {
		t.Fatalf("receipt %+v does not describe the job", sr.Receipt)
	}
	if err := s.WaitClaimable(ctx, jobID); err != nil {
		t.Fatal(err)
	}
	if st, err := s.Status(ctx, jobID); err != nil || st.State != runner.ChainPaid || st.Paid.Int64() != 100 {
		t.Fatalf("after the result: %+v %v", st, err)
	}
	if _, err := f.c.Result(ctx, p.JobID, common.HexToAddress("0x1")); err == nil {
		t.Fatal("another wallet got the result")
	}
	if next.calls != 0 {
		t.Fatalf("channel job reached the chain settler %d times", next.calls)
	}
	other := contracts.JobID{0xee}
	_, _ = s.Status(ctx, other)
	_ = s.SubmitResult(ctx, other, "x")
	if next.calls != 2 {
		t.Fatalf("escrow job calls to the chain settler = %d, want 2", next.calls)
	}
}

type recordingSettler struct{ calls int }

func (r *recordingSettler) Status(context.Context, contracts.JobID) (runner.ChainStatus, error) {
	r.calls++
	return runner.ChainStatus{State: runner.ChainOpen}, nil
}
func (r *recordingSettler) SubmitResult(context.Context, contracts.JobID, string) error {
	r.calls++
	return nil
}
func (r *recordingSettler) WaitClaimable(context.Context, contracts.JobID) error {
	r.calls++
	return nil
}
func (r *recordingSettler) Claim(context.Context, contracts.JobID) (*big.Int, error) {
	r.calls++
	return new(big.Int), nil
}
func (r *recordingSettler) WaitSettled(context.Context, contracts.JobID) (runner.ChainStatus, error) {
	r.calls++
	return runner.ChainStatus{State: runner.ChainPaid}, nil
}

// TestRedeemWhileLockingCollateral: a redemption and a voucher decision that locks collateral
// run at once without deadlocking (a decision holds the channel lock while it sends the
// collateral lock; redeem once took the send lock first and then the channel lock).
func TestRedeemWhileLockingCollateral(t *testing.T) {
	ctx := context.Background()
	f := newChannelFixture(t)
	old := f.open(0, f.reqAddr, f.me, 100_000, 24*time.Hour)
	if _, err := f.c.acceptVoucher(ctx, f.proposal(100), f.voucher(old, 100, 1), time.Second); err != nil {
		t.Fatal(err)
	}
	for i := 1; i <= 40; i++ {
		id := f.open(byte(i), f.reqAddr, f.me, 100_000, 24*time.Hour) // a new channel: its first job locks collateral
		done := make(chan error, 2)
		go func() {
			_, err := f.c.acceptVoucher(ctx, f.proposal(100), f.voucher(id, 100, 1), time.Second)
			done <- err
		}()
		go func() {
			_, err := f.c.redeem(ctx, true)
			done <- err
		}()
		deadline := time.NewTimer(20 * time.Second)
		for range 2 {
			select {
			case err := <-done:
				if err != nil {
					t.Fatalf("round %d: %v", i, err)
				}
			case <-deadline.C:
				t.Fatalf("round %d: redeem and a collateral lock deadlocked", i)
			}
		}
		deadline.Stop()
	}
}
