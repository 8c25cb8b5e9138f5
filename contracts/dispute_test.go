package contracts

import (
	"bytes"
	"crypto/ecdsa"
	"crypto/rand"
	"fmt"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/gpumesh/gpumesh/contracts/bindings"
)

// disputeSetup is a fixture with four staked verifiers (keys 4..7) besides the provider.
type disputeSetup struct {
	*fixture
	verifiers []*Sender
}

func newDisputeSetup(t *testing.T, mod func(*DeployConfig)) *disputeSetup {
	t.Helper()
	f := newFixtureWith(t, 8, mod)
	z := &disputeSetup{fixture: f}
	for _, k := range f.chain.keys[4:] {
		s := f.c.Sender(k)
		s.Mine = f.chain.mine
		z.stakeVerifier(s, tok(200))
		z.must(z.c.JoinVerifiers(z.ctx, s))
		z.verifiers = append(z.verifiers, s)
	}
	return z
}

// stakeVerifier funds s with tokens, registers it and stakes amount.
func (z *disputeSetup) stakeVerifier(s *Sender, amount *big.Int) {
	z.t.Helper()
	z.must(z.c.Mint(z.ctx, z.owner, s.Address(), amount))
	z.must(z.c.Register(z.ctx, s, []byte("peer-verifier"), "bafy-verifier"))
	z.must(z.c.Approve(z.ctx, s, z.d.Registry, amount))
	z.must(z.c.Stake(z.ctx, s, amount))
}

// newStaker makes a fresh funded account (ether from the owner) without stake.
func (z *disputeSetup) newStaker(key *ecdsa.PrivateKey) *Sender {
	z.t.Helper()
	s := z.c.Sender(key)
	s.Mine = z.chain.mine
	z.must(z.owner.SendValue(z.ctx, s.Address(), new(big.Int).Exp(big.NewInt(10), big.NewInt(18), nil), nil))
	return s
}

// disputedJob is a submitted job with its spot-check secret and result hash.
type disputedJob struct {
	a          *Acceptance
	secret     [32]byte
	resultHash [32]byte
	st         *DisputeState
	deadline   uint64
}

// submitted opens a batch job whose acceptance commits to a fresh secret, and submits a result.
func (z *disputeSetup) submitted() *disputedJob {
	z.t.Helper()
	var secret [32]byte
	if _, err := rand.Read(secret[:]); err != nil {
		z.t.Fatal(err)
	}
	a, sig := z.acceptance(func(a *Acceptance) { a.SecretCommitment = CommitSecret(secret[:]) })
	z.open(a, sig)
	cid := append([]byte("\x01\x55\x12\x20result-"), a.JobID[:4]...)
	z.must(z.c.SubmitResult(z.ctx, z.provider, a, cid))
	return &disputedJob{a: a, secret: secret, resultHash: ResultHash(cid)}
}

// disputed is submitted plus an opened dispute.
func (z *disputeSetup) disputed() *disputedJob {
	z.t.Helper()
	j := z.submitted()
	bond, err := z.c.DisputeBond(z.ctx, j.a.Price)
	if err != nil {
		z.t.Fatal(err)
	}
	z.must(z.c.Approve(z.ctx, z.requester, z.d.Escrow, bond))
	z.must(z.c.OpenDispute(z.ctx, z.requester, j.a, j.resultHash, j.secret))
	z.refresh(j)
	return j
}

// draw mines blocks until the draw block of j's dispute has passed and draws its committee.
func (z *disputeSetup) draw(j *disputedJob) {
	z.t.Helper()
	p, err := z.c.DisputeParams(z.ctx)
	if err != nil {
		z.t.Fatal(err)
	}
	// Gas is estimated on the latest block: it must already be past the draw block.
	for z.head() <= j.st.OpenBlock+p.DrawDelay {
		z.chain.mine()
	}
	z.must(z.c.DrawCommittee(z.ctx, z.other, j.a, j.resultHash))
	z.refresh(j)
}

func (z *disputeSetup) head() uint64 {
	z.t.Helper()
	h, err := z.chain.client.HeaderByNumber(z.ctx, nil)
	if err != nil {
		z.t.Fatal(err)
	}
	return h.Number.Uint64()
}

func (z *disputeSetup) seat(j *disputedJob, addr common.Address) *Seat {
	z.t.Helper()
	s, err := z.c.SeatOf(z.ctx, j.a.JobID, addr)
	if err != nil {
		z.t.Fatal(err)
	}
	return s
}

// relay submits vs and returns the receipt's skipped verdicts.
func (z *disputeSetup) relay(j *disputedJob, vs ...Verdict) []VerdictSkip {
	z.t.Helper()
	r, err := z.c.SubmitVerdicts(z.ctx, z.other, j.a, j.resultHash, vs)
	if err != nil {
		z.t.Fatal(err)
	}
	return z.c.VerdictSkips(r)
}

func (z *disputeSetup) refresh(j *disputedJob) {
	z.t.Helper()
	st, err := z.c.DisputeState(z.ctx, j.a.JobID)
	if err != nil {
		z.t.Fatal(err)
	}
	js, err := z.c.JobState(z.ctx, j.a.JobID)
	if err != nil {
		z.t.Fatal(err)
	}
	j.st, j.deadline = st, js.Time
}

// verdict signs a verdict under the escrow's verdict domain.
func (z *disputeSetup) verdict(key *ecdsa.PrivateKey, j *disputedJob, outcome uint8, issuedAt uint64) Verdict {
	z.t.Helper()
	v := Verdict{
		DisputeID: j.st.ID, JobID: j.a.JobID, Outcome: outcome,
		ResultHash: ResultHash([]byte("verifier's result")), IssuedAt: issuedAt,
	}
	if err := v.Sign(z.d.Domain(), key); err != nil {
		z.t.Fatal(err)
	}
	return v
}

func (z *disputeSetup) vkey(i int) *ecdsa.PrivateKey { return z.verifiers[i].Key() }

func TestVerdictDigestMatchesContract(t *testing.T) {
	z := newDisputeSetup(t, nil)
	j := z.disputed()
	v := Verdict{DisputeID: j.st.ID, JobID: j.a.JobID, Outcome: OutcomeProviderFault,
		ResultHash: common.Hash{9}, Verifier: z.verifiers[0].Address(), IssuedAt: 1_700_000_123}
	want, err := v.Digest(z.d.Domain())
	if err != nil {
		t.Fatal(err)
	}
	got, err := z.c.VerdictDigest(z.ctx, &v)
	if err != nil {
		t.Fatal(err)
	}
	if got != want {
		t.Fatalf("contract verdict digest %x, Go %x", got, want)
	}
	th, err := Call(z.ctx, z.chain.client, nil, z.d.Escrow, z.c.escrow.PackVERDICTTYPEHASH())
	if err != nil {
		t.Fatal(err)
	}
	td := apitypes.TypedData{Types: verdictTypes}
	if goTH := td.TypeHash("Verdict"); !bytes.Equal(goTH, th) {
		t.Fatalf("verdict type hash: Go %x, contract %x", goTH, th)
	}
	if id := DisputeID(j.a.JobID, j.st.OpenBlock); id != j.st.ID {
		t.Fatalf("DisputeID %x, contract %x", id, j.st.ID)
	}
}

// TestDisputeProviderFault: a committee of the four pool members (equal stake); three find the
// provider at fault, one finds it right. The requester gets the price and the bond back and
// nothing of the collateral; the treasury takes the collateral less the verifiers' share; the
// minority member loses its deposit to the three winners, who also share 10% of the collateral.
func TestDisputeProviderFault(t *testing.T) {
	z := newDisputeSetup(t, nil)
	j := z.submitted()
	bond, err := z.c.DisputeBond(z.ctx, j.a.Price)
	if err != nil {
		t.Fatal(err)
	}
	if want := tok(4); bond.Cmp(want) != 0 { // max(1 token, 10% of 40)
		t.Fatalf("bond %s, want %s", bond, want)
	}
	req, treas := z.balance(z.requester.Address()), z.treasuryTake()
	stake := z.stake(z.provider.Address())
	var vbal, vstake []*big.Int
	for _, v := range z.verifiers {
		vbal = append(vbal, z.balance(v.Address()))
		vstake = append(vstake, z.stake(v.Address()).Stake)
	}

	z.must(z.c.Approve(z.ctx, z.requester, z.d.Escrow, bond))
	z.must(z.c.OpenDispute(z.ctx, z.requester, j.a, j.resultHash, j.secret))
	z.refresh(j)
	if s := z.status(j.a.JobID); s != StatusDisputed || !j.st.Exists || j.st.Drawn() || j.st.Bond.Cmp(bond) != 0 || j.st.Disputer != z.requester.Address() {
		t.Fatalf("after dispute: %s, %+v", s, j.st)
	}
	if want := j.st.OpenedAt + uint64(DefaultVerdictWindow/time.Second); j.deadline != want {
		t.Fatalf("verdict deadline %d, want %d", j.deadline, want)
	}
	// No verdict before the draw, and no draw before its block.
	_, err = z.c.SubmitVerdicts(z.ctx, z.other, j.a, j.resultHash, []Verdict{z.verdict(z.vkey(0), j, OutcomeProviderFault, z.now())})
	wantRevert(t, err, "escrow", "NotYetDrawn")
	_, err = z.c.DrawCommittee(z.ctx, z.other, j.a, j.resultHash)
	wantRevert(t, err, "escrow", "DrawTooEarly")
	z.draw(j)
	_, err = z.c.DrawCommittee(z.ctx, z.other, j.a, j.resultHash)
	wantRevert(t, err, "escrow", "AlreadyDrawn")
	members, err := z.c.Committee(z.ctx, j.a.JobID)
	if err != nil || len(members) != 4 {
		t.Fatalf("committee %v (%v), want the four pool members", members, err)
	}
	// Deposits: 3x (price + collateral + bond) split evenly, locked in the registry.
	wantDep := new(big.Int).Div(new(big.Int).Mul(new(big.Int).Add(new(big.Int).Add(j.a.Price, j.a.Collateral), bond), big.NewInt(3)), big.NewInt(4))
	for _, v := range z.verifiers {
		s := z.seat(j, v.Address())
		if !s.Drawn || s.Deposit.Cmp(wantDep) != 0 || s.Weight.Cmp(seatWeight) != 0 {
			t.Fatalf("seat of %s: %+v, want deposit %s weight %s", v.Address(), s, wantDep, seatWeight)
		}
		if got := z.stake(v.Address()).Locked; got.Cmp(wantDep) != 0 {
			t.Fatalf("locked %s, want the deposit %s", got, wantDep)
		}
	}
	// Nobody can claim or refund a disputed job.
	_, err = z.c.Claim(z.ctx, z.other, j.a, j.resultHash)
	wantRevert(t, err, "escrow", "WrongStatus")

	now := z.now()
	if skips := z.relay(j, z.verdict(z.vkey(3), j, OutcomeProviderRight, now)); len(skips) != 0 {
		t.Fatalf("skipped %v", skips)
	}
	r, err := z.c.SubmitVerdicts(z.ctx, z.other, j.a, j.resultHash, []Verdict{
		z.verdict(z.vkey(0), j, OutcomeProviderFault, now),
		z.verdict(z.vkey(1), j, OutcomeProviderFault, now+1),
	})
	if err != nil {
		t.Fatal(err)
	}
	z.refresh(j)
	// Two of four equal seats are half the weight, not more: undecided.
	if s := z.status(j.a.JobID); s != StatusDisputed || j.st.FaultWeight.Cmp(seats(2)) != 0 || j.st.RightWeight.Cmp(seatWeight) != 0 {
		t.Fatalf("after 2-1: %s %+v", s, j.st)
	}
	r, err = z.c.SubmitVerdicts(z.ctx, z.other, j.a, j.resultHash, []Verdict{z.verdict(z.vkey(2), j, OutcomeProviderFault, now)})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("submitVerdicts (1 verdict, resolves ProviderFault over 4 seats): %d gas", r.GasUsed)
	if s := z.status(j.a.JobID); s != StatusResolved {
		t.Fatalf("status %s, want Resolved", s)
	}
	// Requester: price and bond back, nothing of the collateral.
	if got := diff(z.balance(z.requester.Address()), req); got.Cmp(j.a.Price) != 0 {
		t.Errorf("requester +%s over the job, want its price %s back (and the bond)", got, j.a.Price)
	}
	share := tok(10) // 10% of the 100-token collateral
	pool := new(big.Int).Add(share, wantDep)
	each := new(big.Int).Div(pool, big.NewInt(3))
	dust := diff(pool, new(big.Int).Mul(each, big.NewInt(3)))
	if got, want := diff(z.treasuryTake(), treas), new(big.Int).Add(diff(j.a.Collateral, share), dust); got.Cmp(want) != 0 {
		t.Errorf("treasury +%s, want %s (collateral less the verifiers' share, plus dust)", got, want)
	}
	for i, v := range z.verifiers {
		gain := diff(z.balance(v.Address()), vbal[i])
		st := z.stake(v.Address())
		if st.Locked.Sign() != 0 {
			t.Errorf("verifier %d still has %s locked", i, st.Locked)
		}
		if i < 3 {
			if gain.Cmp(each) != 0 || st.Stake.Cmp(vstake[i]) != 0 {
				t.Errorf("winning verifier %d +%s stake %s, want +%s and its stake intact", i, gain, st.Stake, each)
			}
			continue
		}
		if gain.Sign() != 0 || diff(vstake[i], st.Stake).Cmp(wantDep) != 0 {
			t.Errorf("losing verifier: +%s, stake %s -> %s; want its deposit %s slashed", gain, vstake[i], st.Stake, wantDep)
		}
	}
	after := z.stake(z.provider.Address())
	if diff(stake.Stake, after.Stake).Cmp(j.a.Collateral) != 0 || diff(stake.Locked, after.Locked).Cmp(j.a.Collateral) != 0 {
		t.Errorf("provider stake %s->%s locked %s->%s, want both down by %s", stake.Stake, after.Stake, stake.Locked, after.Locked, j.a.Collateral)
	}
	if got := z.escrowHeld(); got.Sign() != 0 {
		t.Errorf("escrow still holds %s", got)
	}
	ev := z.c.escrow.GetABI().Events["DisputeResolved"]
	for _, l := range r.Logs {
		if l.Topics[0] == ev.ID {
			e, err := z.c.escrow.UnpackDisputeResolvedEvent(l)
			if err != nil {
				t.Fatal(err)
			}
			if e.Outcome != OutcomeProviderFault || e.Slashed.Cmp(j.a.Collateral) != 0 || e.VerifierReward.Cmp(pool) != 0 || e.Verifiers.Int64() != 3 {
				t.Errorf("DisputeResolved %+v", e)
			}
		}
	}
	// A resolved dispute takes no more verdicts and cannot expire.
	_, err = z.c.SubmitVerdicts(z.ctx, z.other, j.a, j.resultHash, []Verdict{z.verdict(z.vkey(3), j, OutcomeProviderFault, now)})
	wantRevert(t, err, "escrow", "WrongStatus")
	z.advance(2 * DefaultVerdictWindow)
	_, err = z.c.ExpireDispute(z.ctx, z.other, j.a, j.resultHash)
	wantRevert(t, err, "escrow", "WrongStatus")
}

// TestDisputeProviderRight: the provider keeps its collateral and is paid; the bond, less the
// verifiers' share, goes to it; the members who voted provider-right share the rest.
func TestDisputeProviderRight(t *testing.T) {
	z := newDisputeSetup(t, func(c *DeployConfig) { c.Dispute.CommitteeSize = 3 })
	j := z.disputed()
	prov, treas := z.earned(z.provider.Address()), z.treasuryTake()
	locked := z.stake(z.provider.Address()).Locked
	z.draw(j)
	members, err := z.c.Committee(z.ctx, j.a.JobID)
	if err != nil || len(members) != 3 {
		t.Fatalf("committee %v (%v), want 3 of the 4 pool members", members, err)
	}
	keys := map[common.Address]*ecdsa.PrivateKey{}
	bal := map[common.Address]*big.Int{}
	for _, v := range z.verifiers {
		keys[v.Address()] = v.Key()
		bal[v.Address()] = z.balance(v.Address())
	}
	now := z.now()
	// Two of three: resolved in one relay at the second verdict; the third is ignored.
	z.relay(j,
		z.verdict(keys[members[0]], j, OutcomeProviderRight, now),
		z.verdict(keys[members[1]], j, OutcomeProviderRight, now),
		z.verdict(keys[members[2]], j, OutcomeProviderRight, now))
	if s := z.status(j.a.JobID); s != StatusResolved {
		t.Fatalf("status %s", s)
	}
	fee := tok(1)                    // 2.5% of 40
	bondShare := big.NewInt(400_000) // 10% of the 4-token bond
	wantProv := new(big.Int).Add(diff(j.a.Price, fee), diff(tok(4), bondShare))
	if got := diff(z.earned(z.provider.Address()), prov); got.Cmp(wantProv) != 0 {
		t.Errorf("provider +%s, want %s", got, wantProv)
	}
	if got := diff(z.treasuryTake(), treas); got.Cmp(fee) != 0 {
		t.Errorf("treasury +%s, want the fee %s", got, fee)
	}
	half := new(big.Int).Div(bondShare, big.NewInt(2))
	for i, m := range members {
		want := half
		if i == 2 {
			want = new(big.Int) // its verdict came after the decision
		}
		if got := diff(z.balance(m), bal[m]); got.Cmp(want) != 0 {
			t.Errorf("member %d +%s, want %s", i, got, want)
		}
		if l := z.stake(m).Locked; l.Sign() != 0 {
			t.Errorf("member %d still has %s locked", i, l)
		}
	}
	// The provider was paid: the collateral is back in its free reserve, still locked.
	z.settledReserve(z.provider.Address(), j.a.Collateral, diff(locked, j.a.Collateral))
	if got := z.escrowHeld(); got.Cmp(z.fees()) != 0 {
		t.Errorf("escrow still holds %s, want only the accrued fees %s", got, z.fees())
	}
}

// TestDisputeExpiresVoid: one verdict each way, two members silent: VOID at the deadline. The
// bond goes back, the provider is paid, the silent members lose 25% of their deposit to the
// treasury and the voters get theirs back.
func TestDisputeExpiresVoid(t *testing.T) {
	z := newDisputeSetup(t, nil)
	j := z.disputed()
	z.draw(j)
	prov, req, treas := z.earned(z.provider.Address()), z.balance(z.requester.Address()), z.treasuryTake()
	locked := z.stake(z.provider.Address()).Locked
	var stakes []*big.Int
	for _, v := range z.verifiers {
		stakes = append(stakes, z.stake(v.Address()).Stake)
	}
	dep := z.seat(j, z.verifiers[2].Address()).Deposit
	now := z.now()
	z.relay(j, z.verdict(z.vkey(0), j, OutcomeProviderFault, now), z.verdict(z.vkey(1), j, OutcomeProviderRight, now))
	_, err := z.c.ExpireDispute(z.ctx, z.other, j.a, j.resultHash)
	wantRevert(t, err, "escrow", "VerdictWindowOpen")

	z.advance(DefaultVerdictWindow + time.Second)
	_, err = z.c.SubmitVerdicts(z.ctx, z.other, j.a, j.resultHash, []Verdict{z.verdict(z.vkey(2), j, OutcomeProviderFault, now)})
	wantRevert(t, err, "escrow", "VerdictLate")
	z.must(z.c.ExpireDispute(z.ctx, z.other, j.a, j.resultHash))
	if s := z.status(j.a.JobID); s != StatusResolved {
		t.Fatalf("status %s", s)
	}
	fee := tok(1)
	if got := diff(z.earned(z.provider.Address()), prov); got.Cmp(diff(j.a.Price, fee)) != 0 {
		t.Errorf("provider +%s, want price - fee", got)
	}
	if got := diff(z.balance(z.requester.Address()), req); got.Cmp(tok(4)) != 0 {
		t.Errorf("requester +%s, want the bond back", got)
	}
	penalty := new(big.Int).Div(new(big.Int).Mul(dep, big.NewInt(DefaultSilentPenaltyBps)), big.NewInt(10_000))
	if got, want := diff(z.treasuryTake(), treas), new(big.Int).Add(fee, new(big.Int).Mul(penalty, big.NewInt(2))); got.Cmp(want) != 0 {
		t.Errorf("treasury +%s, want the fee and two silent penalties %s", got, want)
	}
	for i, v := range z.verifiers {
		st := z.stake(v.Address())
		want := new(big.Int)
		if i >= 2 {
			want = penalty
		}
		if got := diff(stakes[i], st.Stake); got.Cmp(want) != 0 || st.Locked.Sign() != 0 {
			t.Errorf("verifier %d lost %s (locked %s), want %s", i, got, st.Locked, want)
		}
	}
	// The provider was paid: the collateral is back in its free reserve, still locked.
	z.settledReserve(z.provider.Address(), j.a.Collateral, diff(locked, j.a.Collateral))
	if got := z.escrowHeld(); got.Cmp(z.fees()) != 0 {
		t.Errorf("escrow still holds %s, want only the accrued fees %s", got, z.fees())
	}
}

// TestDisputeLateStakeAttack is the attack of the security review, which succeeded before (two
// keys staked after the dispute opened signed the verdict the disputer wanted and reached the
// quorum): keys that register, stake and join the pool after the dispute opened are never drawn
// and their verdicts do not count, and stake an existing member adds after the opening does
// not raise its weight (no grinding of weight into the committee).
func TestDisputeLateStakeAttack(t *testing.T) {
	z := newDisputeSetup(t, func(c *DeployConfig) { c.Dispute.CommitteeSize = 4 })
	j := z.disputed()
	var late []*Sender
	for range 2 {
		s := z.newStaker(mustKey(t))
		z.stakeVerifier(s, tok(10_000))
		z.must(z.c.JoinVerifiers(z.ctx, s))
		late = append(late, s)
	}
	// An existing member (the attacker's own) adds a large stake after the opening.
	z.must(z.c.Mint(z.ctx, z.owner, z.verifiers[0].Address(), tok(50_000)))
	z.must(z.c.Approve(z.ctx, z.verifiers[0], z.d.Registry, tok(50_000)))
	z.must(z.c.Stake(z.ctx, z.verifiers[0], tok(50_000)))
	z.draw(j)
	for _, s := range late {
		if seat := z.seat(j, s.Address()); seat.Drawn {
			t.Fatalf("late staker %s drawn: %+v", s.Address(), seat)
		}
	}
	if st, err := z.c.VerifierStakeAt(z.ctx, z.verifiers[0].Address(), j.st.OpenBlock-1); err != nil || st.Cmp(tok(200)) != 0 {
		t.Fatalf("member's snapshot stake %s (%v), want its stake before the opening %s", st, err, tok(200))
	}
	if j.st.CommitteeWeight.Cmp(seats(4)) != 0 {
		t.Fatalf("committee weight %s, want the 4 original members' seats", j.st.CommitteeWeight)
	}
	now := z.now()
	skips := z.relay(j,
		z.verdict(late[0].Key(), j, OutcomeProviderFault, now),
		z.verdict(late[1].Key(), j, OutcomeProviderFault, now),
		z.verdict(z.vkey(0), j, OutcomeProviderFault, now))
	if len(skips) != 2 || skips[0].Reason != SkipNotDrawn || skips[1].Reason != SkipNotDrawn {
		t.Fatalf("skips %+v, want the two late stakers' verdicts skipped as not drawn", skips)
	}
	if s := z.status(j.a.JobID); s != StatusDisputed {
		t.Fatalf("the attack decided the dispute: %s", s)
	}
	// The honest members decide.
	z.relay(j, z.verdict(z.vkey(1), j, OutcomeProviderRight, now), z.verdict(z.vkey(2), j, OutcomeProviderRight, now), z.verdict(z.vkey(3), j, OutcomeProviderRight, now))
	if s := z.status(j.a.JobID); s != StatusResolved {
		t.Fatalf("status %s", s)
	}
	if v, err := z.c.VoteOf(z.ctx, j.a.JobID, z.verifiers[0].Address()); err != nil || v != OutcomeProviderFault {
		t.Fatalf("vote %d (%v)", v, err)
	}
}

// TestDisputeQuorumByWeight: seats weigh the same whatever the member's stake (a drawn whale
// cannot decide alone: stake buys the chance to sit, not a bigger vote), a seat whose member
// could not lock its whole deposit weighs less, and an outcome needs more than half of the
// committee's weight.
func TestDisputeQuorumByWeight(t *testing.T) {
	z := newDisputeSetup(t, nil)
	whale := z.newStaker(mustKey(t))
	z.stakeVerifier(whale, tok(100_000))
	z.must(z.c.JoinVerifiers(z.ctx, whale))
	j := z.disputed()
	// After the opening verifier 3 unstakes most of its stake: its snapshot still counts for the
	// draw, but it can lock only the 50 tokens left.
	z.must(z.c.RequestUnstake(z.ctx, z.verifiers[3], tok(150)))
	z.draw(j)
	part := z.seat(j, z.verifiers[3].Address())
	if part.Deposit.Cmp(tok(50)) != 0 || part.Weight.Cmp(seatWeight) >= 0 || part.Weight.Sign() <= 0 {
		t.Fatalf("partly covered seat %+v, want a 50-token deposit and less than a full seat's weight", part)
	}
	if w := z.seat(j, whale.Address()).Weight; w.Cmp(seatWeight) != 0 {
		t.Fatalf("whale's seat weighs %s, want one seat %s", w, seatWeight)
	}
	want := new(big.Int).Add(seats(4), part.Weight)
	if j.st.CommitteeWeight.Cmp(want) != 0 {
		t.Fatalf("committee weight %s, want %s", j.st.CommitteeWeight, want)
	}
	now := z.now()
	z.relay(j, z.verdict(whale.Key(), j, OutcomeProviderFault, now), z.verdict(z.vkey(3), j, OutcomeProviderFault, now))
	if s := z.status(j.a.JobID); s != StatusDisputed {
		t.Fatalf("a whale and a partial seat (%s of %s) decided: %s", new(big.Int).Add(seatWeight, part.Weight), want, s)
	}
	z.relay(j, z.verdict(z.vkey(0), j, OutcomeProviderFault, now))
	if s := z.status(j.a.JobID); s != StatusResolved {
		t.Fatalf("two seats and a partial one did not decide: %s", s)
	}
	if o, err := z.disputeOutcome(j); err != nil || o != OutcomeProviderFault {
		t.Fatalf("outcome %d (%v), want provider fault", o, err)
	}
}

var seatWeight = new(big.Int).Exp(big.NewInt(10), big.NewInt(18), nil)

func seats(n int64) *big.Int { return new(big.Int).Mul(seatWeight, big.NewInt(n)) }

// disputeOutcome reads the outcome of j's DisputeResolved event.
func (z *disputeSetup) disputeOutcome(j *disputedJob) (uint8, error) {
	ev := z.c.escrow.GetABI().Events["DisputeResolved"]
	logs, err := z.chain.client.FilterLogs(z.ctx, filterQuery(z.d.Escrow, ev.ID, j.a.JobID))
	if err != nil || len(logs) == 0 {
		return 0, fmt.Errorf("DisputeResolved: %d logs, %v", len(logs), err)
	}
	e, err := z.c.escrow.UnpackDisputeResolvedEvent(&logs[0])
	if err != nil {
		return 0, err
	}
	return e.Outcome, nil
}

// TestDisputeEquivocation: a member whose two signed verdicts disagree loses its vote and its
// whole deposit, which goes to the members on the winning side.
func TestDisputeEquivocation(t *testing.T) {
	z := newDisputeSetup(t, nil)
	j := z.disputed()
	z.draw(j)
	stake := z.stake(z.verifiers[3].Address()).Stake
	dep := z.seat(j, z.verifiers[3].Address()).Deposit
	bal := z.balance(z.verifiers[0].Address())
	now := z.now()
	z.relay(j, z.verdict(z.vkey(3), j, OutcomeProviderFault, now))
	// Anyone holding its other signed verdict proves the equivocation.
	r, err := z.c.SubmitVerdicts(z.ctx, z.other, j.a, j.resultHash, []Verdict{z.verdict(z.vkey(3), j, OutcomeProviderRight, now)})
	if err != nil {
		t.Fatal(err)
	}
	if n := countEvents(r, z.c.escrow.GetABI().Events["VerifierEquivocated"].ID); n != 1 {
		t.Fatalf("%d VerifierEquivocated events", n)
	}
	z.refresh(j)
	if v := z.seat(j, z.verifiers[3].Address()).Vote; v != EquivocatedVote || j.st.FaultWeight.Sign() != 0 {
		t.Fatalf("vote %d, fault weight %s: want equivocated, none counted", v, j.st.FaultWeight)
	}
	// Its third verdict counts for nothing.
	if skips := z.relay(j, z.verdict(z.vkey(3), j, OutcomeProviderFault, now)); len(skips) != 1 || skips[0].Reason != SkipDuplicate {
		t.Fatalf("skips %+v", skips)
	}
	z.relay(j, z.verdict(z.vkey(0), j, OutcomeProviderRight, now), z.verdict(z.vkey(1), j, OutcomeProviderRight, now), z.verdict(z.vkey(2), j, OutcomeProviderRight, now))
	if s := z.status(j.a.JobID); s != StatusResolved {
		t.Fatalf("status %s", s)
	}
	if got := diff(stake, z.stake(z.verifiers[3].Address()).Stake); got.Cmp(dep) != 0 {
		t.Fatalf("equivocator lost %s, want its deposit %s", got, dep)
	}
	// Winners share the forfeited deposit and 10% of the bond.
	want := new(big.Int).Div(new(big.Int).Add(dep, big.NewInt(400_000)), big.NewInt(3))
	if got := diff(z.balance(z.verifiers[0].Address()), bal); got.Cmp(want) != 0 {
		t.Fatalf("winner +%s, want %s", got, want)
	}
}

// TestSubmitVerdictsSkipsInvalid (issue item 11): a batch is never all-or-nothing. Verdicts
// already counted (for example relayed first by someone else), forged, late, for another
// dispute, with a void outcome or from a non-member are skipped with a reason, and the valid
// ones in the same batch count.
func TestSubmitVerdictsSkipsInvalid(t *testing.T) {
	z := newDisputeSetup(t, nil)
	j := z.disputed()
	other := z.disputed()
	z.draw(j)
	now := z.now()
	good := z.verdict(z.vkey(0), j, OutcomeProviderFault, now)
	// A relayer front-runs one verdict of the batch.
	z.relay(j, good)

	forgedBy := z.verdict(z.vkey(1), j, OutcomeProviderFault, now)
	forgedBy.Verifier = z.verifiers[2].Address()
	altered := z.verdict(z.vkey(1), j, OutcomeProviderFault, now)
	altered.Outcome = OutcomeProviderRight
	garbage := z.verdict(z.vkey(1), j, OutcomeProviderFault, now)
	garbage.Signature = make([]byte, 65)
	foreignDomain := Verdict{DisputeID: j.st.ID, JobID: j.a.JobID, Outcome: OutcomeProviderFault, IssuedAt: now}
	if err := foreignDomain.Sign(Domain{ChainID: big.NewInt(1), Escrow: z.d.Escrow}, z.vkey(1)); err != nil {
		t.Fatal(err)
	}
	wrongID := resign(t, z, z.vkey(1), good, func(v *Verdict) { v.DisputeID = common.Hash{1} })
	otherJob := resign(t, z, z.vkey(1), good, func(v *Verdict) { v.JobID = other.a.JobID; v.DisputeID = other.st.ID })
	void := resign(t, z, z.vkey(1), good, func(v *Verdict) { v.Outcome = OutcomeVoid })
	stranger := mustKey(t)

	batch := []struct {
		v    Verdict
		want uint8 // 0: counts
	}{
		{good, SkipDuplicate},
		{forgedBy, SkipForged},
		{altered, SkipForged},
		{garbage, SkipForged},
		{foreignDomain, SkipForged},
		{wrongID, SkipWrongDispute},
		{otherJob, SkipWrongDispute},
		{void, SkipInvalidOutcome},
		{z.verdict(z.vkey(1), j, OutcomeProviderFault, j.deadline+1), SkipLate},
		{z.verdict(z.vkey(1), j, OutcomeProviderFault, j.st.OpenedAt-1), SkipLate},
		{z.verdict(stranger, j, OutcomeProviderFault, now), SkipNotDrawn},
		{z.verdict(z.provider.Key(), j, OutcomeProviderRight, now), SkipNotDrawn},
		{z.verdict(z.vkey(1), j, OutcomeProviderFault, now), 0},
	}
	vs := make([]Verdict, len(batch))
	for i, b := range batch {
		vs[i] = b.v
	}
	r, err := z.c.SubmitVerdicts(z.ctx, z.other, j.a, j.resultHash, vs)
	if err != nil {
		t.Fatalf("the batch reverted: %v", err)
	}
	skips := z.c.VerdictSkips(r)
	var want []uint8
	for _, b := range batch {
		if b.want != 0 {
			want = append(want, b.want)
		}
	}
	if len(skips) != len(want) {
		t.Fatalf("%d skips %+v, want %d", len(skips), skips, len(want))
	}
	for i, s := range skips {
		if s.Reason != want[i] {
			t.Errorf("skip %d: reason %d, want %d", i, s.Reason, want[i])
		}
	}
	z.refresh(j)
	if j.st.FaultWeight.Cmp(seats(2)) != 0 {
		t.Fatalf("fault weight %s, want the two valid verdicts' seats", j.st.FaultWeight)
	}
	// The whole call still fails for what concerns the batch as a whole.
	_, err = z.c.SubmitVerdicts(z.ctx, z.other, j.a, j.resultHash, nil)
	wantRevert(t, err, "escrow", "InvalidVerdicts")
	esc := bindings.NewJobEscrow()
	_, err = z.other.Send(z.ctx, z.d.Escrow, esc.PackSubmitVerdicts(j.a.Binding(), j.resultHash,
		[]bindings.JobEscrowVerdict{good.binding()}, [][]byte{good.Signature, good.Signature}))
	wantRevert(t, err, "escrow", "InvalidVerdicts")
}

func TestDisputeOpenRejections(t *testing.T) {
	z := newDisputeSetup(t, nil)
	j := z.submitted()
	z.must(z.c.Approve(z.ctx, z.requester, z.d.Escrow, tok(4)))
	wrong := j.secret
	wrong[0] ^= 1
	_, err := z.c.OpenDispute(z.ctx, z.requester, j.a, j.resultHash, wrong)
	wantRevert(t, err, "escrow", "RevealMismatch")
	_, err = z.c.OpenDispute(z.ctx, z.other, j.a, j.resultHash, j.secret)
	wantRevert(t, err, "escrow", "NotRequester")
	_, err = z.c.OpenDispute(z.ctx, z.requester, j.a, ResultHash([]byte("other result")), j.secret)
	wantRevert(t, err, "escrow", "TermsMismatch")
	z.must(z.c.Approve(z.ctx, z.requester, z.d.Escrow, tok(3)))
	_, err = z.c.OpenDispute(z.ctx, z.requester, j.a, j.resultHash, j.secret)
	wantRevert(t, err, "escrow", "ERC20InsufficientAllowance")

	a, sig := z.acceptance(nil)
	z.open(a, sig)
	_, err = z.c.OpenDispute(z.ctx, z.requester, a, [32]byte{}, [32]byte{})
	wantRevert(t, err, "escrow", "WrongStatus")

	z.advance(testWindow)
	z.must(z.c.Approve(z.ctx, z.requester, z.d.Escrow, tok(4)))
	_, err = z.c.OpenDispute(z.ctx, z.requester, j.a, j.resultHash, j.secret)
	wantRevert(t, err, "escrow", "ChallengeWindowClosed")
	z.must(z.c.Claim(z.ctx, z.other, j.a, j.resultHash))
}

// TestVerifierPool: joining needs registration and stake; a member that asks to leave counts
// for no dispute opened after that, and frees its slot only after the unbonding delay.
func TestVerifierPool(t *testing.T) {
	z := newDisputeSetup(t, nil)
	s := z.newStaker(mustKey(t))
	_, err := z.c.JoinVerifiers(z.ctx, s)
	wantRevert(t, err, "registry", "NotRegistered")
	z.stakeVerifier(s, tok(300))
	z.must(z.c.JoinVerifiers(z.ctx, s))
	_, err = z.c.JoinVerifiers(z.ctx, s)
	wantRevert(t, err, "registry", "AlreadyVerifier")
	joined := z.head()
	if st, err := z.c.VerifierStakeAt(z.ctx, s.Address(), joined-1); err != nil || st.Sign() != 0 {
		t.Fatalf("stake before joining %s (%v), want 0", st, err)
	}
	if st, err := z.c.VerifierStakeAt(z.ctx, s.Address(), joined); err != nil || st.Cmp(tok(300)) != 0 {
		t.Fatalf("stake at joining %s (%v)", st, err)
	}
	z.must(z.c.LeaveVerifiers(z.ctx, s))
	left := z.head()
	_, err = z.c.FinishLeaveVerifiers(z.ctx, s)
	wantRevert(t, err, "registry", "VerifierLeaveNotReady")
	if st, _ := z.c.VerifierStakeAt(z.ctx, s.Address(), left); st.Sign() != 0 {
		t.Fatalf("stake after leaving %s, want 0", st)
	}
	if st, _ := z.c.VerifierStakeAt(z.ctx, s.Address(), left-1); st.Cmp(tok(300)) != 0 {
		t.Fatalf("stake before leaving %s", st)
	}
	j := z.disputed()
	z.draw(j)
	if z.seat(j, s.Address()).Drawn {
		t.Fatal("a leaving member was drawn")
	}
	z.advance(testUnbond)
	z.must(z.c.FinishLeaveVerifiers(z.ctx, s))
	if m, err := z.c.VerifierOf(z.ctx, s.Address()); err != nil || m.Member {
		t.Fatalf("membership %+v (%v)", m, err)
	}
	// Its slot is reused by the next joiner.
	z.must(z.c.JoinVerifiers(z.ctx, s))
}

func countEvents(r *types.Receipt, topic common.Hash) int {
	n := 0
	for _, l := range r.Logs {
		if len(l.Topics) > 0 && l.Topics[0] == topic {
			n++
		}
	}
	return n
}

func filterQuery(addr common.Address, topic common.Hash, jobID JobID) ethereum.FilterQuery {
	return ethereum.FilterQuery{Addresses: []common.Address{addr}, Topics: [][]common.Hash{{topic}, {jobID.Hash()}}}
}

func mustKey(t *testing.T) *ecdsa.PrivateKey {
	t.Helper()
	k, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// resign changes v with mod and signs it again with key, through the escrow's digest.
func resign(t *testing.T, z *disputeSetup, key *ecdsa.PrivateKey, v Verdict, mod func(*Verdict)) Verdict {
	t.Helper()
	mod(&v)
	v.Verifier = crypto.PubkeyToAddress(key.PublicKey)
	h, err := z.c.VerdictDigest(z.ctx, &v)
	if err != nil {
		t.Fatal(err)
	}
	sig, err := crypto.Sign(h[:], key)
	if err != nil {
		t.Fatal(err)
	}
	sig[64] += 27
	v.Signature = sig
	if !bytes.Equal(v.Signature, sig) {
		t.Fatal("signature not set")
	}
	return v
}
