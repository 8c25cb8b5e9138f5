package contracts

import (
	"crypto/ecdsa"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts/bindings"
)

// burstSetup is a dispute setup (four staked verifiers in the pool) with a channel from the
// requester to the provider, collateralised by the provider, and one burst job paid by voucher
// whose receipt the provider signed.
type burstSetup struct {
	*disputeSetup
	ch         *ChannelState
	price      *big.Int
	collateral *big.Int
	receipt    *SignedReceipt
	resultCID  []byte
}

func newBurstSetup(t *testing.T) *burstSetup {
	t.Helper()
	z := newDisputeSetup(t, func(c *DeployConfig) {
		c.Dispute.CommitteeSize = 3
		c.Dispute.VerdictWindow = time.Hour
		c.ChannelGrace = time.Hour
	})
	b := &burstSetup{disputeSetup: z, price: tok(20)}
	b.collateral = new(big.Int).Mul(b.price, big.NewInt(8)) // spot-check parameters: 8x the price
	b.ch = z.openChannel("burst dispute", tok(200), 600)
	z.must(z.c.LockCollateral(z.ctx, z.provider, b.ch.ID, b.collateral))
	// One job paid by the first voucher, redeemed by the provider; its receipt names result CID.
	z.must(z.c.Redeem(z.ctx, z.provider, z.sign(b.ch.ID, b.price, 1)))
	b.resultCID = []byte("\x01\x55\x12\x20provider's result")
	b.receipt = b.signReceipt(z.provider.Key(), func(*Receipt) {})
	return b
}

func (b *burstSetup) signReceipt(key *ecdsa.PrivateKey, mod func(*Receipt)) *SignedReceipt {
	b.t.Helper()
	r := Receipt{
		ChannelID: b.ch.ID, JobID: NewJobID(b.requester.Address()), Sequence: 1,
		SpecHash: SpecHash([]byte("burst spec cid")), ResultHash: ResultHash(b.resultCID), Price: b.price,
	}
	mod(&r)
	sr, err := r.Sign(b.d.Domain(), key)
	if err != nil {
		b.t.Fatal(err)
	}
	return sr
}

// dispute approves the bond and disputes the setup's receipt; it returns the bond.
func (b *burstSetup) dispute() *big.Int {
	b.t.Helper()
	bond, err := b.c.BurstDisputeBond(b.ctx, b.price)
	if err != nil {
		b.t.Fatal(err)
	}
	b.must(b.c.Approve(b.ctx, b.requester, b.d.Channels, bond))
	b.must(b.c.DisputeBurst(b.ctx, b.requester, b.receipt, b.resultCID))
	return bond
}

func (b *burstSetup) state() *BurstDispute {
	b.t.Helper()
	st, err := b.c.BurstDisputeState(b.ctx, b.ch.ID)
	if err != nil {
		b.t.Fatal(err)
	}
	return st
}

// drawBurst mines past the draw block and draws the committee; it returns the drawn members.
func (b *burstSetup) drawBurst() (*BurstDispute, []*Sender) {
	b.t.Helper()
	p, err := b.c.DisputeParams(b.ctx)
	if err != nil {
		b.t.Fatal(err)
	}
	st := b.state()
	for b.head() <= st.OpenBlock+p.DrawDelay {
		b.chain.mine()
	}
	b.must(b.c.DrawBurstCommittee(b.ctx, b.other, b.ch.ID))
	st = b.state()
	var drawn []*Sender
	for _, v := range b.verifiers {
		seat, err := b.c.BurstSeatOf(b.ctx, st.ID, v.Address())
		if err != nil {
			b.t.Fatal(err)
		}
		if seat.Drawn {
			drawn = append(drawn, v)
		}
	}
	if len(drawn) != 3 {
		b.t.Fatalf("%d verifiers drawn, want 3", len(drawn))
	}
	return st, drawn
}

// vote relays verdicts with outcome from members, signed under the burst verdict domain.
func (b *burstSetup) vote(st *BurstDispute, outcome uint8, members ...*Sender) {
	b.t.Helper()
	vs := make([]Verdict, len(members))
	for i, m := range members {
		vs[i] = Verdict{DisputeID: st.ID, JobID: st.JobID, Outcome: outcome, ResultHash: ResultHash([]byte("re-run")), IssuedAt: b.now()}
		if err := vs[i].Sign(b.d.BurstVerdictDomain(), m.Key()); err != nil {
			b.t.Fatal(err)
		}
	}
	r, err := b.c.SubmitBurstVerdicts(b.ctx, b.other, b.ch.ID, vs)
	if err != nil {
		b.t.Fatal(err)
	}
	if skips := b.c.VerdictSkips(r); len(skips) != 0 {
		b.t.Fatalf("verdicts skipped: %+v", skips)
	}
}

func (b *burstSetup) stake(addr common.Address) (stake, locked *big.Int) {
	b.t.Helper()
	s, err := b.c.StakeOf(b.ctx, addr)
	if err != nil {
		b.t.Fatal(err)
	}
	return s.Stake, s.Locked
}

func TestBurstReceiptDigestMatchesContract(t *testing.T) {
	b := newBurstSetup(t)
	r := b.receipt.Receipt
	got, err := view(b.ctx, b.c, b.d.Channels, channelABI.PackReceiptDigest(r.binding()), channelABI.UnpackReceiptDigest)
	if err != nil {
		t.Fatal(err)
	}
	if want := r.Digest(b.d.Domain()); got != want {
		t.Fatalf("receipt digest: contract %x, Go %x", got, want)
	}
	if err := b.receipt.Verify(b.d.Domain(), b.provider.Address()); err != nil {
		t.Fatal(err)
	}
	if err := b.receipt.Verify(b.d.Domain(), b.requester.Address()); err == nil {
		t.Fatal("a receipt verified against the wrong provider")
	}
	v := Verdict{DisputeID: common.Hash{1}, JobID: r.JobID, Outcome: OutcomeProviderFault, ResultHash: common.Hash{2}, Verifier: b.other.Address(), IssuedAt: 7}
	want, err := v.Digest(b.d.BurstVerdictDomain())
	if err != nil {
		t.Fatal(err)
	}
	bv := v.binding()
	got, err = view(b.ctx, b.c, b.d.Channels, channelABI.PackVerdictDigest(bindings.PaymentChannelVerdict{
		DisputeId: bv.DisputeId, JobId: bv.JobId, Outcome: bv.Outcome, ResultHash: bv.ResultHash, Verifier: bv.Verifier, IssuedAt: bv.IssuedAt,
	}), channelABI.UnpackVerdictDigest)
	if err != nil {
		t.Fatal(err)
	}
	if got != want {
		t.Fatalf("burst verdict digest: contract %x, Go %x", got, want)
	}
	// The escrow's verdict domain is another one: a verdict never counts in both contracts.
	if other, _ := v.Digest(b.d.Domain()); other == want {
		t.Fatal("burst and escrow verdicts share a digest")
	}
}

// TestBurstWrongResultSlashed: a provider returns a wrong burst result; the requester's dispute
// with the provider's receipt is upheld by the committee, the channel's whole collateral is
// slashed, the requester gets back exactly what it paid for the job (and its bond), and the
// cheat costs the provider more than the job paid.
func TestBurstWrongResultSlashed(t *testing.T) {
	b := newBurstSetup(t)
	provStake0, provLocked0 := b.stake(b.provider.Address())
	if provLocked0.Cmp(b.collateral) != 0 {
		t.Fatalf("provider locked %s, want the channel's collateral %s", provLocked0, b.collateral)
	}
	req0, prov0, tre0 := b.balance(b.requester.Address()), b.balance(b.provider.Address()), b.balance(b.treasury)
	bond := b.dispute()
	// While disputed the channel cannot end, even after its grace.
	st, drawn := b.drawBurst()
	if !st.Pending || st.JobID != b.receipt.JobID || st.Bond.Cmp(bond) != 0 {
		t.Fatalf("dispute state %+v", st)
	}
	b.vote(st, OutcomeProviderFault, drawn[0], drawn[1])

	st = b.state()
	if st.Pending {
		t.Fatal("dispute still open after a majority")
	}
	coll, disputing, err := b.c.ChannelCollateral(b.ctx, b.ch.ID)
	if err != nil {
		t.Fatal(err)
	}
	if coll.Sign() != 0 || disputing {
		t.Fatalf("collateral %s (disputing %v) after a fault, want 0", coll, disputing)
	}
	provStake, provLocked := b.stake(b.provider.Address())
	if want := new(big.Int).Sub(provStake0, b.collateral); provStake.Cmp(want) != 0 || provLocked.Sign() != 0 {
		t.Fatalf("provider stake %s locked %s, want %s and 0", provStake, provLocked, want)
	}
	// The requester: bond back plus the job's price (its proven loss), nothing more.
	if got, want := new(big.Int).Sub(b.balance(b.requester.Address()), req0), b.price; got.Cmp(want) != 0 {
		t.Fatalf("requester gained %s, want the job's price %s", got, want)
	}
	// The provider gained at most the job's price (by voucher) and lost 8x it.
	provNet := new(big.Int).Sub(b.balance(b.provider.Address()), prov0)
	provNet.Add(provNet, b.price) // what the voucher paid it before the dispute (upper bound)
	provNet.Sub(provNet, b.collateral)
	if provNet.Sign() >= 0 {
		t.Fatalf("the cheating provider's profit %s is not negative", provNet)
	}
	// The rest of the collateral goes to the treasury and the winning verifiers.
	share := new(big.Int).Div(new(big.Int).Mul(b.collateral, big.NewInt(int64(DefaultVerifierShareBps))), big.NewInt(10_000))
	wantTre := new(big.Int).Sub(new(big.Int).Sub(b.collateral, share), b.price)
	if got := new(big.Int).Sub(b.balance(b.treasury), tre0); got.Cmp(wantTre) < 0 {
		t.Fatalf("treasury got %s, want at least %s", got, wantTre)
	}
	// A job is disputed once.
	_, err = b.c.DisputeBurst(b.ctx, b.requester, b.receipt, b.resultCID)
	wantRevert(t, err, "channels", "NoCollateral")
	// The channel ends normally: reclaim returns the unredeemed deposit.
	b.advance(2*time.Hour + 10*time.Minute)
	b.must(b.c.Reclaim(b.ctx, b.requester, b.ch.ID))
}

// TestBurstHonestProviderNotSlashed: a requester disputes an honest burst result; the committee
// finds for the provider, the requester loses its bond (profit < 0), the provider keeps its stake
// and its collateral stays locked for the channel until reclaim unlocks it.
func TestBurstHonestProviderNotSlashed(t *testing.T) {
	b := newBurstSetup(t)
	provStake0, _ := b.stake(b.provider.Address())
	req0, prov0 := b.balance(b.requester.Address()), b.balance(b.provider.Address())
	bond := b.dispute()
	st, drawn := b.drawBurst()
	b.vote(st, OutcomeProviderRight, drawn...)

	reqNet := new(big.Int).Sub(b.balance(b.requester.Address()), req0)
	if want := new(big.Int).Neg(bond); reqNet.Cmp(want) != 0 || reqNet.Sign() >= 0 {
		t.Fatalf("requester's profit from disputing honest work %s, want -bond %s", reqNet, want)
	}
	share := new(big.Int).Div(new(big.Int).Mul(bond, big.NewInt(int64(DefaultVerifierShareBps))), big.NewInt(10_000))
	if got, want := new(big.Int).Sub(b.balance(b.provider.Address()), prov0), new(big.Int).Sub(bond, share); got.Cmp(want) != 0 {
		t.Fatalf("provider got %s, want the bond less the verifiers' share %s", got, want)
	}
	provStake, provLocked := b.stake(b.provider.Address())
	if provStake.Cmp(provStake0) != 0 || provLocked.Cmp(b.collateral) != 0 {
		t.Fatalf("provider stake %s locked %s, want %s and %s", provStake, provLocked, provStake0, b.collateral)
	}
	// The same job cannot be disputed again; the channel's other jobs still can be.
	_, err := b.c.DisputeBurst(b.ctx, b.requester, b.receipt, b.resultCID)
	wantRevert(t, err, "channels", "JobAlreadyDisputed")
	// Reclaim after expiry + grace unlocks the collateral.
	b.advance(2*time.Hour + 10*time.Minute)
	b.must(b.c.Reclaim(b.ctx, b.requester, b.ch.ID))
	if _, locked := b.stake(b.provider.Address()); locked.Sign() != 0 {
		t.Fatalf("collateral %s still locked after reclaim", locked)
	}
}

// TestBurstDisputeVoid: no majority by the verdict deadline: the bond goes back and the channel
// can end; until then it cannot.
func TestBurstDisputeVoid(t *testing.T) {
	b := newBurstSetup(t)
	req0 := b.balance(b.requester.Address())
	b.dispute()
	_, err := b.c.ExpireBurstDispute(b.ctx, b.other, b.ch.ID)
	wantRevert(t, err, "channels", "VerdictWindowOpen")
	b.advance(2*time.Hour + 10*time.Minute) // past the verdict deadline and the channel's grace
	_, err = b.c.Reclaim(b.ctx, b.requester, b.ch.ID)
	wantRevert(t, err, "channels", "DisputeOpen")
	b.must(b.c.ExpireBurstDispute(b.ctx, b.other, b.ch.ID))
	if got := b.balance(b.requester.Address()); got.Cmp(req0) != 0 {
		t.Fatalf("requester balance %s after a void dispute, want %s", got, req0)
	}
	b.must(b.c.Reclaim(b.ctx, b.requester, b.ch.ID))
}

func TestBurstDisputeRejections(t *testing.T) {
	b := newBurstSetup(t)
	bond, err := b.c.BurstDisputeBond(b.ctx, b.price)
	if err != nil {
		t.Fatal(err)
	}
	b.must(b.c.Approve(b.ctx, b.requester, b.d.Channels, new(big.Int).Mul(bond, big.NewInt(10))))
	forged := b.signReceipt(b.other.Key(), func(*Receipt) {})
	foreignJob := b.signReceipt(b.provider.Key(), func(r *Receipt) { r.JobID = NewJobID(b.other.Address()) })
	for _, tc := range []struct {
		name, want string
		call       func() error
	}{
		{"not the requester", "NotRequester", func() error {
			_, err := b.c.DisputeBurst(b.ctx, b.other, b.receipt, b.resultCID)
			return err
		}},
		{"forged receipt", "BadReceiptSignature", func() error {
			_, err := b.c.DisputeBurst(b.ctx, b.requester, forged, b.resultCID)
			return err
		}},
		{"another requester's job id", "JobIdNotRequesters", func() error {
			_, err := b.c.DisputeBurst(b.ctx, b.requester, foreignJob, b.resultCID)
			return err
		}},
		{"result CID not the receipt's", "ResultMismatch", func() error {
			_, err := b.c.DisputeBurst(b.ctx, b.requester, b.receipt, []byte("another cid"))
			return err
		}},
		{"collateral by someone else", "NotProvider", func() error {
			_, err := b.c.LockCollateral(b.ctx, b.requester, b.ch.ID, tok(1))
			return err
		}},
		{"no dispute to draw", "NoDispute", func() error {
			_, err := b.c.DrawBurstCommittee(b.ctx, b.other, b.ch.ID)
			return err
		}},
	} {
		t.Run(tc.name, func(t *testing.T) { wantRevert(t, tc.call(), "channels", tc.want) })
	}
	// A channel without collateral takes no dispute (the requester's SDK does not pay for jobs
	// on such a channel).
	bare := b.openChannel("bare", tok(10), 600)
	r := b.signReceipt(b.provider.Key(), func(r *Receipt) { r.ChannelID = bare.ID })
	_, err = b.c.DisputeBurst(b.ctx, b.requester, r, b.resultCID)
	wantRevert(t, err, "channels", "NoCollateral")
	// One dispute at a time per channel.
	b.must(b.c.Approve(b.ctx, b.requester, b.d.Channels, new(big.Int).Mul(bond, big.NewInt(10))))
	b.must(b.c.DisputeBurst(b.ctx, b.requester, b.receipt, b.resultCID))
	second := b.signReceipt(b.provider.Key(), func(*Receipt) {})
	_, err = b.c.DisputeBurst(b.ctx, b.requester, second, b.resultCID)
	wantRevert(t, err, "channels", "DisputeOpen")
	// After expiry + grace no dispute opens.
	b.advance(2*time.Hour + 10*time.Minute)
	b.must(b.c.ExpireBurstDispute(b.ctx, b.other, b.ch.ID))
	_, err = b.c.DisputeBurst(b.ctx, b.requester, second, b.resultCID)
	wantRevert(t, err, "channels", "DisputeWindowClosed")
}
