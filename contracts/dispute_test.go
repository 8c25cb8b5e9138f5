package contracts

import (
	"bytes"
	"crypto/ecdsa"
	"crypto/rand"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
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
	// The dispute id and the sortition are the contract's.
	if id := DisputeID(j.a.JobID, j.st.Seed); id != j.st.ID {
		t.Fatalf("DisputeID %x, contract %x", id, j.st.ID)
	}
	p, err := z.c.DisputeParams(z.ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range append([]*Sender{z.provider, z.requester, z.other}, z.verifiers...) {
		onChain, err := z.c.IsDrawn(z.ctx, j.a, s.Address())
		if err != nil {
			t.Fatal(err)
		}
		staked := z.stake(s.Address()).Stake.Cmp(p.MinVerifierStake) >= 0
		party := s.Address() == j.a.Provider || s.Address() == j.a.Requester
		if want := staked && !party && Drawn(j.st.Seed, s.Address(), p.DrawThreshold); onChain != want {
			t.Errorf("%s: IsDrawn %v, Go %v (staked %v, party %v)", s.Address(), onChain, want, staked, party)
		}
	}
}

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
	req := z.balance(z.requester.Address())
	stake := z.stake(z.provider.Address())
	vbal := []*big.Int{z.balance(z.verifiers[0].Address()), z.balance(z.verifiers[1].Address()), z.balance(z.verifiers[2].Address())}

	z.must(z.c.Approve(z.ctx, z.requester, z.d.Escrow, bond))
	z.must(z.c.OpenDispute(z.ctx, z.requester, j.a, j.resultHash, j.secret))
	z.refresh(j)
	if s := z.status(j.a.JobID); s != StatusDisputed || !j.st.Exists || j.st.Bond.Cmp(bond) != 0 || j.st.Disputer != z.requester.Address() {
		t.Fatalf("after dispute: %s, %+v", s, j.st)
	}
	if want := j.st.OpenedAt + uint64(DefaultVerdictWindow/time.Second); j.deadline != want {
		t.Fatalf("verdict deadline %d, want %d", j.deadline, want)
	}
	if got := z.balance(z.d.Escrow); got.Cmp(new(big.Int).Add(j.a.Price, bond)) != 0 {
		t.Fatalf("escrow holds %s, want price + bond", got)
	}
	// Nobody can claim or refund a disputed job.
	_, err = z.c.Claim(z.ctx, z.other, j.a, j.resultHash)
	wantRevert(t, err, "escrow", "WrongStatus")

	// One verifier finds the provider right (minority), then two find it at fault (quorum).
	now := z.now()
	z.must(z.c.SubmitVerdicts(z.ctx, z.other, j.a, j.resultHash, []Verdict{z.verdict(z.vkey(2), j, OutcomeProviderRight, now)}))
	z.refresh(j)
	if j.st.RightVotes != 1 || z.status(j.a.JobID) != StatusDisputed {
		t.Fatalf("after one verdict: %+v", j.st)
	}
	r, err := z.c.SubmitVerdicts(z.ctx, z.other, j.a, j.resultHash, []Verdict{
		z.verdict(z.vkey(0), j, OutcomeProviderFault, now),
		z.verdict(z.vkey(1), j, OutcomeProviderFault, now+1),
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("submitVerdicts (2 verdicts, resolves ProviderFault): %d gas", r.GasUsed)
	if s := z.status(j.a.JobID); s != StatusResolved {
		t.Fatalf("status %s, want Resolved", s)
	}
	// Requester: price back, collateral less the verifiers' 10%, bond back.
	share := tok(10) // 10% of 100
	wantReq := new(big.Int).Add(j.a.Price, diff(j.a.Collateral, share))
	if got := diff(z.balance(z.requester.Address()), req); got.Cmp(wantReq) != 0 {
		t.Errorf("requester +%s, want %s", got, wantReq)
	}
	for i, want := range []*big.Int{tok(5), tok(5), new(big.Int)} {
		if got := diff(z.balance(z.verifiers[i].Address()), vbal[i]); got.Cmp(want) != 0 {
			t.Errorf("verifier %d +%s, want %s", i, got, want)
		}
	}
	after := z.stake(z.provider.Address())
	if diff(stake.Stake, after.Stake).Cmp(j.a.Collateral) != 0 || diff(stake.Locked, after.Locked).Cmp(j.a.Collateral) != 0 {
		t.Errorf("provider stake %s->%s locked %s->%s, want both down by %s", stake.Stake, after.Stake, stake.Locked, after.Locked, j.a.Collateral)
	}
	if got := z.balance(z.d.Escrow); got.Sign() != 0 {
		t.Errorf("escrow still holds %s", got)
	}
	ev := z.c.escrow.GetABI().Events["DisputeResolved"]
	for _, l := range r.Logs {
		if l.Topics[0] == ev.ID {
			e, err := z.c.escrow.UnpackDisputeResolvedEvent(l)
			if err != nil {
				t.Fatal(err)
			}
			if e.Outcome != OutcomeProviderFault || e.Slashed.Cmp(j.a.Collateral) != 0 || e.VerifierReward.Cmp(tok(5)) != 0 || e.Verifiers.Int64() != 2 {
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

func TestDisputeProviderRight(t *testing.T) {
	z := newDisputeSetup(t, nil)
	j := z.submitted()
	prov, treas, req := z.balance(z.provider.Address()), z.balance(z.treasury), z.balance(z.requester.Address())
	locked := z.stake(z.provider.Address()).Locked
	v0, v1 := z.balance(z.verifiers[0].Address()), z.balance(z.verifiers[1].Address())
	bond := tok(4)
	z.must(z.c.Approve(z.ctx, z.requester, z.d.Escrow, bond))
	z.must(z.c.OpenDispute(z.ctx, z.requester, j.a, j.resultHash, j.secret))
	z.refresh(j)
	now := z.now()
	// Both verdicts in one relay; the quorum is reached at the second.
	z.must(z.c.SubmitVerdicts(z.ctx, z.requester, j.a, j.resultHash, []Verdict{
		z.verdict(z.vkey(0), j, OutcomeProviderRight, now),
		z.verdict(z.vkey(1), j, OutcomeProviderRight, now),
	}))
	if s := z.status(j.a.JobID); s != StatusResolved {
		t.Fatalf("status %s", s)
	}
	fee := tok(1)                 // 2.5% of 40
	reward := big.NewInt(200_000) // 10% of the 4-token bond, split in two
	wantProv := new(big.Int).Add(diff(j.a.Price, fee), diff(bond, new(big.Int).Mul(reward, big.NewInt(2))))
	if got := diff(z.balance(z.provider.Address()), prov); got.Cmp(wantProv) != 0 {
		t.Errorf("provider +%s, want %s", got, wantProv)
	}
	if got := diff(z.balance(z.treasury), treas); got.Cmp(fee) != 0 {
		t.Errorf("treasury +%s, want %s", got, fee)
	}
	if got := diff(req, z.balance(z.requester.Address())); got.Cmp(bond) != 0 { // the price was paid at open
		t.Errorf("requester -%s, want the bond", got)
	}
	if got := diff(z.balance(z.verifiers[0].Address()), v0); got.Cmp(reward) != 0 {
		t.Errorf("verifier 0 +%s, want %s", got, reward)
	}
	if got := diff(z.balance(z.verifiers[1].Address()), v1); got.Cmp(reward) != 0 {
		t.Errorf("verifier 1 +%s, want %s", got, reward)
	}
	if got := z.stake(z.provider.Address()).Locked; got.Cmp(diff(locked, j.a.Collateral)) != 0 {
		t.Errorf("locked %s, want %s", got, diff(locked, j.a.Collateral))
	}
	if got := z.balance(z.d.Escrow); got.Sign() != 0 {
		t.Errorf("escrow still holds %s", got)
	}
}

func TestDisputeExpires(t *testing.T) {
	z := newDisputeSetup(t, nil)
	j := z.disputed()
	prov, req := z.balance(z.provider.Address()), z.balance(z.requester.Address())
	locked := z.stake(z.provider.Address()).Locked
	now := z.now()
	// One verdict each way: no quorum.
	z.must(z.c.SubmitVerdicts(z.ctx, z.other, j.a, j.resultHash, []Verdict{
		z.verdict(z.vkey(0), j, OutcomeProviderFault, now),
		z.verdict(z.vkey(1), j, OutcomeProviderRight, now),
	}))
	_, err := z.c.ExpireDispute(z.ctx, z.other, j.a, j.resultHash)
	wantRevert(t, err, "escrow", "VerdictWindowOpen")

	z.advance(DefaultVerdictWindow + time.Second)
	// A verdict relayed after the deadline is late even when issued in time.
	_, err = z.c.SubmitVerdicts(z.ctx, z.other, j.a, j.resultHash, []Verdict{z.verdict(z.vkey(2), j, OutcomeProviderFault, now)})
	wantRevert(t, err, "escrow", "VerdictLate")
	z.must(z.c.ExpireDispute(z.ctx, z.other, j.a, j.resultHash))
	if s := z.status(j.a.JobID); s != StatusResolved {
		t.Fatalf("status %s", s)
	}
	fee := tok(1)
	if got := diff(z.balance(z.provider.Address()), prov); got.Cmp(diff(j.a.Price, fee)) != 0 {
		t.Errorf("provider +%s, want price - fee", got)
	}
	if got := diff(z.balance(z.requester.Address()), req); got.Cmp(tok(4)) != 0 {
		t.Errorf("requester +%s, want the bond back", got)
	}
	if got := z.stake(z.provider.Address()).Locked; got.Cmp(diff(locked, j.a.Collateral)) != 0 {
		t.Errorf("locked %s, want %s", got, diff(locked, j.a.Collateral))
	}
	if got := z.balance(z.d.Escrow); got.Sign() != 0 {
		t.Errorf("escrow still holds %s", got)
	}
}

func TestDisputeRejections(t *testing.T) {
	z := newDisputeSetup(t, nil)

	t.Run("open", func(t *testing.T) {
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

		// An open job has no result to dispute.
		a, sig := z.acceptance(nil)
		z.open(a, sig)
		_, err = z.c.OpenDispute(z.ctx, z.requester, a, [32]byte{}, [32]byte{})
		wantRevert(t, err, "escrow", "WrongStatus")

		// After the challenge window, the result stands.
		z.advance(testWindow)
		z.must(z.c.Approve(z.ctx, z.requester, z.d.Escrow, tok(4)))
		_, err = z.c.OpenDispute(z.ctx, z.requester, j.a, j.resultHash, j.secret)
		wantRevert(t, err, "escrow", "ChallengeWindowClosed")
		z.must(z.c.Claim(z.ctx, z.other, j.a, j.resultHash))
	})

	t.Run("verdicts", func(t *testing.T) {
		j := z.disputed()
		other := z.disputed()
		now := z.now()
		good := z.verdict(z.vkey(0), j, OutcomeProviderFault, now)

		forgedBy := z.verdict(z.vkey(1), j, OutcomeProviderFault, now)
		forgedBy.Verifier = z.verifiers[0].Address() // signed by verifier 1, names verifier 0
		altered := good
		altered.Outcome = OutcomeProviderRight // changed after signing
		garbage := good
		garbage.Signature = make([]byte, 65)
		foreignDomain := Verdict{DisputeID: j.st.ID, JobID: j.a.JobID, Outcome: OutcomeProviderFault, IssuedAt: now}
		if err := foreignDomain.Sign(Domain{ChainID: big.NewInt(1), Escrow: z.d.Escrow}, z.vkey(0)); err != nil {
			t.Fatal(err)
		}

		unstakedKey, _ := crypto.GenerateKey()
		lowStake := z.newStaker(mustKey(t))
		z.stakeVerifier(lowStake, tok(50)) // below the 100-token minimum

		wrongID := resign(t, z, z.vkey(0), good, func(v *Verdict) { v.DisputeID = common.Hash{1} })
		otherJob := resign(t, z, z.vkey(0), good, func(v *Verdict) { v.JobID = other.a.JobID; v.DisputeID = other.st.ID })
		void := resign(t, z, z.vkey(0), good, func(v *Verdict) { v.Outcome = OutcomeVoid })

		for _, tc := range []struct {
			name string
			vs   []Verdict
			want string
		}{
			{"forged: signed by another verifier", []Verdict{forgedBy}, "ForgedVerdict"},
			{"forged: altered after signing", []Verdict{altered}, "ForgedVerdict"},
			{"forged: zero signature", []Verdict{garbage}, "ForgedVerdict"},
			{"forged: other chain's domain", []Verdict{foreignDomain}, "ForgedVerdict"},
			{"unstaked address", []Verdict{z.verdict(unstakedKey, j, OutcomeProviderFault, now)}, "UnstakedVerifier"},
			{"stake below the minimum", []Verdict{z.verdict(lowStake.Key(), j, OutcomeProviderFault, now)}, "UnstakedVerifier"},
			{"provider judges itself", []Verdict{z.verdict(z.provider.Key(), j, OutcomeProviderRight, now)}, "NotDrawn"},
			{"wrong dispute id", []Verdict{wrongID}, "WrongDispute"},
			{"verdict for another job", []Verdict{otherJob}, "WrongDispute"},
			{"outcome void", []Verdict{void}, "InvalidOutcome"},
			{"issued after the deadline", []Verdict{z.verdict(z.vkey(0), j, OutcomeProviderFault, j.deadline+1)}, "VerdictLate"},
			{"issued before the dispute", []Verdict{z.verdict(z.vkey(0), j, OutcomeProviderFault, j.st.OpenedAt-1)}, "VerdictLate"},
			{"same verifier twice", []Verdict{good, z.verdict(z.vkey(0), j, OutcomeProviderRight, now)}, "DuplicateVerdict"},
			{"no verdicts", nil, "InvalidVerdicts"},
		} {
			_, err := z.c.SubmitVerdicts(z.ctx, z.other, j.a, j.resultHash, tc.vs)
			re := wantRevert(t, err, "escrow", tc.want)
			t.Logf("%s: %v", tc.name, re)
		}
		// The verdict that counted stays counted; its verifier cannot vote again later.
		z.must(z.c.SubmitVerdicts(z.ctx, z.other, j.a, j.resultHash, []Verdict{good}))
		_, err := z.c.SubmitVerdicts(z.ctx, z.other, j.a, j.resultHash, []Verdict{z.verdict(z.vkey(0), j, OutcomeProviderRight, now)})
		wantRevert(t, err, "escrow", "DuplicateVerdict")
		if o, err := z.c.VoteOf(z.ctx, j.a.JobID, z.verifiers[0].Address()); err != nil || o != OutcomeProviderFault {
			t.Fatalf("vote of verifier 0: %d, %v", o, err)
		}
		// Mismatched verdict and signature counts.
		esc := bindings.NewJobEscrow()
		_, err = z.other.Send(z.ctx, z.d.Escrow, esc.PackSubmitVerdicts(j.a.Binding(), j.resultHash,
			[]bindings.JobEscrowVerdict{good.binding()}, [][]byte{good.Signature, good.Signature}))
		wantRevert(t, err, "escrow", "InvalidVerdicts")
	})
}

// TestDisputeSortition draws half the staked addresses: an address staked enough but outside
// the draw is refused (NotDrawn), and the escrow's IsDrawn agrees with the Go sortition.
func TestDisputeSortition(t *testing.T) {
	z := newDisputeSetup(t, func(c *DeployConfig) { c.Dispute.DrawBps = 5000 })
	j := z.disputed()
	p, err := z.c.DisputeParams(z.ctx)
	if err != nil {
		t.Fatal(err)
	}
	half := new(big.Int).Mul(new(big.Int).Div(new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1)), big.NewInt(10_000)), big.NewInt(5000))
	if p.DrawThreshold.Cmp(half) != 0 || p.Quorum != DefaultDisputeQuorum {
		t.Fatalf("params %+v", p)
	}
	var outside, inside *ecdsa.PrivateKey
	for outside == nil || inside == nil {
		k := mustKey(t)
		if Drawn(j.st.Seed, crypto.PubkeyToAddress(k.PublicKey), p.DrawThreshold) {
			inside = k
		} else {
			outside = k
		}
	}
	for _, k := range []*ecdsa.PrivateKey{outside, inside} {
		z.stakeVerifier(z.newStaker(k), tok(200))
	}
	for k, want := range map[*ecdsa.PrivateKey]bool{outside: false, inside: true} {
		got, err := z.c.IsDrawn(z.ctx, j.a, crypto.PubkeyToAddress(k.PublicKey))
		if err != nil || got != want {
			t.Fatalf("IsDrawn = %v (%v), want %v", got, err, want)
		}
	}
	now := z.now()
	_, err = z.c.SubmitVerdicts(z.ctx, z.other, j.a, j.resultHash, []Verdict{z.verdict(outside, j, OutcomeProviderFault, now)})
	wantRevert(t, err, "escrow", "NotDrawn")
	z.must(z.c.SubmitVerdicts(z.ctx, z.other, j.a, j.resultHash, []Verdict{z.verdict(inside, j, OutcomeProviderFault, now)}))
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
