package contracts

import (
	"errors"
	"fmt"
	"math/big"
	mrand "math/rand/v2"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// The randomized channel test drives PaymentChannel with random calls, valid and invalid, from
// several requesters and providers, with vouchers issued by RequesterChannel. A Go model predicts
// each call's outcome (success or the exact custom error) and every balance; after every step it
// checks that the channel contract's token balance equals the sum over all channels of
// deposit - redeemed (from the model and from the contract's own state), that every holder's
// balance matches the model, and that all balances add up to the unchanged total supply.

type mChannel struct {
	st       ChannelState // model of the on-chain state
	req      *Sender
	prov     *Sender
	payer    *RequesterChannel
	vouchers []*SignedVoucher
}

type channelRun struct {
	t        *testing.T
	f        *fixture
	rng      *mrand.Rand
	reqs     []*Sender
	provs    []*Sender
	grace    uint64
	supply   *big.Int
	bal      map[common.Address]*big.Int
	chans    map[[32]byte]*mChannel
	ids      [][32]byte
	counts   map[string]int
	failures int
}

func TestChannelRandomizedInvariants(t *testing.T) {
	steps := 600
	if testing.Short() {
		steps = 200
	}
	seed := uint64(time.Now().UnixNano())
	if v := os.Getenv("GPUMESH_CONTRACTS_SEED"); v != "" {
		var err error
		if seed, err = strconv.ParseUint(v, 10, 64); err != nil {
			t.Fatalf("GPUMESH_CONTRACTS_SEED: %v", err)
		}
	}
	t.Logf("seed %d (GPUMESH_CONTRACTS_SEED=%d replays this run)", seed, seed)

	ch := newSimChain(t, 6)
	ctx := testCtx(t)
	treasury := common.HexToAddress("0x7ea5a7ea5a7ea5a7ea5a7ea5a7ea5a7ea5a7ea5")
	const grace = 100
	d, err := Deploy(ctx, ch.client, ch.keys[0], DeployConfig{
		Treasury: treasury, FeeBps: testFeeBps, ChannelGrace: grace * time.Second, Mine: ch.mine,
	})
	if err != nil {
		t.Fatal(err)
	}
	f := &fixture{t: t, ctx: ctx, chain: ch, d: d, c: NewClient(ch.client, d), treasury: treasury}
	r := &channelRun{
		t: t, f: f, rng: mrand.New(mrand.NewPCG(seed, seed^0x9e3779b97f4a7c15)), grace: grace,
		supply: new(big.Int), bal: map[common.Address]*big.Int{}, chans: map[[32]byte]*mChannel{},
		counts: map[string]int{},
	}
	for i, k := range ch.keys {
		s := f.c.Sender(k)
		s.Mine = ch.mine
		s.GasLimit = 1_000_000 // no estimation: invalid calls are mined and fail on-chain
		switch {
		case i == 0:
			f.owner = s
		case i <= 2:
			r.provs = append(r.provs, s)
		default:
			r.reqs = append(r.reqs, s)
		}
	}
	// Chain time ahead of the wall clock: each block's time is exactly its parent's + 1, so the
	// model knows the timestamp a transaction runs at.
	if err := ch.advance(time.Hour); err != nil {
		t.Fatal(err)
	}
	for _, s := range r.reqs {
		amt := tok(int64(10_000 + r.rng.IntN(10_000)))
		r.expect("mint", "", func() error { _, err := f.c.Mint(ctx, f.owner, s.Address(), amt); return err })
		r.supply.Add(r.supply, amt)
		r.b(s.Address()).Add(r.b(s.Address()), amt)
		// One large allowance: allowances are the token's business, tested with the escrow.
		r.expect("approve", "", func() error { _, err := f.c.Approve(ctx, s, d.Channels, r.supply); return err })
	}
	r.check()
	for range steps {
		r.step()
		r.check()
	}
	t.Logf("%d steps, %d expected failures, %d channels; actions: %v", steps, r.failures, len(r.ids), r.counts)
	if r.failures < steps/10 || r.failures > steps*9/10 {
		t.Errorf("%d of %d steps failed: the generator should mix valid and invalid calls", r.failures, steps)
	}
	for _, name := range []string{"open", "top_up", "extend", "redeem", "reclaim"} {
		if r.counts[name+":ok"] == 0 {
			t.Errorf("no successful %s in %d steps: the generator misses a path", name, steps)
		}
	}
}

func (r *channelRun) b(a common.Address) *big.Int {
	v, ok := r.bal[a]
	if !ok {
		v = new(big.Int)
		r.bal[a] = v
	}
	return v
}

func (r *channelRun) move(from, to common.Address, amt *big.Int) {
	r.b(from).Sub(r.b(from), amt)
	r.b(to).Add(r.b(to), amt)
}

func (r *channelRun) pick(ss []*Sender) *Sender { return ss[r.rng.IntN(len(ss))] }

// next is the timestamp of the next transaction's block.
func (r *channelRun) next() uint64 { return r.f.now() + 1 }

func (r *channelRun) expect(action, want string, call func() error) {
	r.t.Helper()
	err := call()
	got := ""
	if err != nil {
		var re *RevertError
		if !errors.As(err, &re) || re.Name == "" {
			r.t.Fatalf("%s: unexpected error: %v", action, err)
		}
		got = re.Name
	}
	if got != want {
		r.t.Fatalf("%s: got %q (%v), model expects %q", action, got, err, want)
	}
	if want == "" {
		r.counts[action+":ok"]++
	} else {
		r.failures++
		r.counts[action+":"+want]++
	}
}

// pickChannel returns a random channel, or nil when there is none.
func (r *channelRun) pickChannel() *mChannel {
	if len(r.ids) == 0 {
		return nil
	}
	return r.chans[r.ids[r.rng.IntN(len(r.ids))]]
}

func (r *channelRun) step() {
	ctx, c, chans := r.f.ctx, r.f.c, r.f.d.Channels
	switch n := r.rng.IntN(100); {
	case n < 15: // open
		req, prov := r.pick(r.reqs), r.pick(r.provs)
		s := salt(fmt.Sprint(r.rng.IntN(4)))
		amount := tok(int64(r.rng.IntN(50)))
		now := r.next()
		expiry := now + uint64(r.rng.IntN(400)) - 5
		id := ChannelID(req.Address(), prov.Address(), s)
		want := ""
		switch {
		case amount.Sign() == 0:
			want = "InvalidAmount"
		case expiry <= now:
			want = "InvalidExpiry"
		case r.chans[id] != nil:
			want = "ChannelExists"
		}
		r.expect("open", want, func() error {
			_, _, err := c.OpenChannel(ctx, req, prov.Address(), s, amount, expiry)
			return err
		})
		if want == "" {
			st := ChannelState{ID: id, Requester: req.Address(), Provider: prov.Address(), Expiry: expiry,
				RedeemBy: expiry + r.grace, Deposit: amount, Redeemed: new(big.Int)}
			payer, err := NewRequesterChannel(ctx, NewMemChannelStore(), r.f.d.Domain(), req.Key(), st.Terms())
			if err != nil {
				r.t.Fatal(err)
			}
			r.chans[id] = &mChannel{st: st, req: req, prov: prov, payer: payer}
			r.ids = append(r.ids, id)
			r.move(req.Address(), chans, amount)
		}
	case n < 25: // top up
		ch := r.pickChannel()
		if ch == nil {
			return
		}
		sender := ch.req
		if r.rng.IntN(5) == 0 {
			sender = r.pick(r.reqs)
		}
		amount := tok(int64(r.rng.IntN(20)))
		want := ""
		switch {
		case sender != ch.req:
			want = "NotRequester"
		case r.next() > ch.st.Expiry:
			want = "ChannelExpired"
		case amount.Sign() == 0:
			want = "InvalidAmount"
		}
		r.expect("top_up", want, func() error { _, err := c.TopUp(ctx, sender, ch.st.ID, amount); return err })
		if want == "" {
			ch.st.Deposit = new(big.Int).Add(ch.st.Deposit, amount)
			r.move(ch.req.Address(), chans, amount)
			if err := ch.payer.Update(ctx, ch.st.Deposit, ch.st.Expiry, ch.st.RedeemBy); err != nil {
				r.t.Fatal(err)
			}
		}
	case n < 32: // extend
		ch := r.pickChannel()
		if ch == nil {
			return
		}
		sender := ch.req
		if r.rng.IntN(5) == 0 {
			sender = r.pick(r.provs)
		}
		expiry := ch.st.Expiry + uint64(r.rng.IntN(200)) - 10
		want := ""
		switch {
		case sender != ch.req:
			want = "NotRequester"
		case r.next() > ch.st.Expiry:
			want = "ChannelExpired"
		case expiry <= ch.st.Expiry:
			want = "InvalidExpiry"
		}
		r.expect("extend", want, func() error { _, err := c.Extend(ctx, sender, ch.st.ID, expiry); return err })
		if want == "" {
			ch.st.Expiry, ch.st.RedeemBy = expiry, expiry+r.grace
			if err := ch.payer.Update(ctx, ch.st.Deposit, ch.st.Expiry, ch.st.RedeemBy); err != nil {
				r.t.Fatal(err)
			}
		}
	case n < 60: // the requester pays a few burst jobs off-chain
		ch := r.pickChannel()
		if ch == nil {
			return
		}
		for range 1 + r.rng.IntN(5) {
			price := big.NewInt(1 + r.rng.Int64N(3_000_000))
			sv, err := ch.payer.Pay(ctx, price)
			if errors.Is(err, ErrChannelExhausted) {
				r.counts["pay:exhausted"]++
				break
			}
			if err != nil {
				r.t.Fatal(err)
			}
			ch.vouchers = append(ch.vouchers, sv)
			r.counts["pay:ok"]++
		}
	case n < 85: // redeem: the latest voucher, an older one, a forged one, or by someone else
		ch := r.pickChannel()
		if ch == nil || len(ch.vouchers) == 0 {
			return
		}
		sv := ch.vouchers[len(ch.vouchers)-1]
		sender := ch.prov
		switch k := r.rng.IntN(10); {
		case k == 0:
			sv = ch.vouchers[r.rng.IntN(len(ch.vouchers))]
		case k == 1:
			forged := *sv
			forged.Amount = new(big.Int).Add(sv.Amount, big.NewInt(1))
			sv = &forged
		case k == 2:
			sender = r.pick(r.provs)
		case k == 3: // signed by the requester but for more than the deposit
			v := Voucher{ChannelID: ch.st.ID, Amount: new(big.Int).Add(ch.st.Deposit, big.NewInt(1)), Sequence: sv.Sequence + 1}
			var err error
			if sv, err = v.Sign(r.f.d.Domain(), ch.req.Key()); err != nil {
				r.t.Fatal(err)
			}
		}
		signer, _ := sv.Signer(r.f.d.Domain())
		want := ""
		switch {
		case sender != ch.prov:
			want = "NotProvider"
		case r.next() > ch.st.RedeemBy:
			want = "RedeemWindowClosed"
		case signer != ch.st.Requester:
			want = "BadVoucherSignature"
		case sv.Sequence <= ch.st.Sequence:
			want = "StaleVoucher"
		case sv.Amount.Cmp(ch.st.Redeemed) <= 0:
			want = "AmountNotIncreasing"
		case sv.Amount.Cmp(ch.st.Deposit) > 0:
			want = "AmountExceedsDeposit"
		}
		r.expect("redeem", want, func() error { _, err := c.Redeem(ctx, sender, sv); return err })
		if want == "" {
			delta := new(big.Int).Sub(sv.Amount, ch.st.Redeemed)
			fee := new(big.Int).Div(new(big.Int).Mul(delta, big.NewInt(testFeeBps)), big.NewInt(10_000))
			r.move(chans, ch.prov.Address(), new(big.Int).Sub(delta, fee))
			r.move(chans, r.f.treasury, fee)
			ch.st.Redeemed, ch.st.Sequence = new(big.Int).Set(sv.Amount), sv.Sequence
		}
	case n < 93: // reclaim, by anyone
		ch := r.pickChannel()
		if ch == nil {
			return
		}
		sender := r.pick(append(append([]*Sender{}, r.reqs...), r.provs...))
		want := ""
		switch {
		case r.next() <= ch.st.RedeemBy:
			want = "ReclaimTooEarly"
		case ch.st.Held().Sign() == 0:
			want = "NothingToReclaim"
		}
		r.expect("reclaim", want, func() error { _, err := c.Reclaim(ctx, sender, ch.st.ID); return err })
		if want == "" {
			r.move(chans, ch.req.Address(), ch.st.Held())
			ch.st.Deposit = new(big.Int).Set(ch.st.Redeemed)
		}
	default: // time passes
		d := time.Duration(1+r.rng.IntN(150)) * time.Second
		if err := r.f.chain.advance(d); err != nil {
			r.t.Fatal(err)
		}
		r.counts["advance"]++
	}
}

// check asserts the invariants against the chain.
func (r *channelRun) check() {
	r.t.Helper()
	ctx, c := r.f.ctx, r.f.c
	held, modelHeld := new(big.Int), new(big.Int)
	for _, id := range r.ids {
		out, err := view(ctx, c, r.f.d.Channels, channelABI.PackChannel(id), channelABI.UnpackChannel)
		if err != nil {
			r.t.Fatal(err)
		}
		m := r.chans[id].st
		if out.Requester != m.Requester || out.Provider != m.Provider || out.Expiry != m.Expiry || out.Sequence != m.Sequence ||
			out.Deposit.Cmp(m.Deposit) != 0 || out.Redeemed.Cmp(m.Redeemed) != 0 {
			r.t.Fatalf("channel %x: contract %+v, model %+v", id, out, m)
		}
		held.Add(held, new(big.Int).Sub(out.Deposit, out.Redeemed))
		modelHeld.Add(modelHeld, m.Held())
	}
	chans := r.f.d.Channels
	if got := r.f.balance(chans); got.Cmp(held) != 0 || got.Cmp(modelHeld) != 0 {
		r.t.Fatalf("channel contract holds %s; sum of deposit-redeemed: contract %s, model %s", got, held, modelHeld)
	}
	sum := new(big.Int)
	for a, want := range r.bal {
		if got := r.f.balance(a); got.Cmp(want) != 0 {
			r.t.Fatalf("balance of %s: %s, model %s", a, got, want)
		}
		sum.Add(sum, want)
	}
	supply, err := c.TotalSupply(ctx)
	if err != nil {
		r.t.Fatal(err)
	}
	if supply.Cmp(r.supply) != 0 || sum.Cmp(supply) != 0 {
		r.t.Fatalf("total supply %s, minted %s, sum of balances %s", supply, r.supply, sum)
	}
}
