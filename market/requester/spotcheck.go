package requester

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"sync"
	"time"

	"github.com/cockroachdb/pebble/v2"
	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ipfs/go-cid"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/contracts/bindings"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/p2p/content"
	"github.com/gpumesh/gpumesh/verifier/dispute"
	"github.com/gpumesh/gpumesh/verifier/evidence"
	"github.com/gpumesh/gpumesh/verifier/spotcheck"
)

// SpotCheckConfig turns on spot-checks of the requester's escrowed batch jobs and of its burst
// jobs paid from payment channels (verifier/spotcheck; burst_spotcheck.go has the burst path).
//
// When Follow has fetched a job's result and the challenge window is still open, the requester
// draws the job with its secret: uint256(keccak256(secret || jobId)) < threshold(p), p from
// Params for the job's class. The secret was committed to in the acceptance (the escrow stores
// the commitment) and stays with the requester unless it disputes, so the provider cannot know
// in advance which of its jobs are checked. A drawn job is re-executed through Reexecutor and the
// plain output CIDs are compared (wasm is deterministic); on a mismatch the requester opens a
// dispute in the escrow (revealing the secret, posting the bond) and publishes the job's spec CID
// on the evidence topic for the drawn verifiers, while Follow keeps following the job.
type SpotCheckConfig struct {
	// Params give p per class. Default spotcheck.DefaultParams (batch p = 1/12).
	Params *spotcheck.Params
	// Reexecutor re-runs a job on another node and returns its plain output CID. Default (nil):
	// a paid re-run through the market on another provider (marketrerun.go).
	Reexecutor spotcheck.Reexecutor
	// Timeout bounds one re-execution. Default 2m.
	Timeout time.Duration
	// KeepEncryptedPrivate: a mismatch on an encrypted result is not disputed. By default it is,
	// and the dispute evidence discloses that one result's file key so verifiers can compare it
	// with their re-run: the disputed (wrong) result becomes readable to the network; nothing
	// else of the requester's does. Without a dispute a provider caught cheating on encrypted
	// jobs is still paid, so p >= C/(R+S) no longer deters it.
	KeepEncryptedPrivate bool
	// Off turns spot-checks off (they are on by default, see Config.SpotCheck): batch results
	// are taken as submitted and auctions ask for no minimum collateral.
	Off bool
	// BurstUnchecked is w of the burst collateral bound: the most burst jobs paid to one
	// provider's channel while an earlier burst result of that provider is still unchecked
	// (not yet fetched, or drawn and its re-run not yet done); the next job waits for a check
	// to end or goes to another provider. A check ends in Follow or Job.Wait: follow burst jobs
	// as they go rather than submitting many first. Each channel-paid burst job asks its
	// channel for price x (floor(1/p) + 1 + w) of collateral (spotcheck.BurstCollateralMultiple,
	// p the burst class's probability), which makes cheating on any number of a channel's jobs
	// lose money. Default spotcheck.DefaultBurstUnchecked (4: 19 x price at p = 5/72); at most
	// spotcheck.MaxBurstUnchecked.
	BurstUnchecked int
}

// burstUnchecked is BurstUnchecked or its default.
func (sc *SpotCheckConfig) burstUnchecked() int {
	if sc.BurstUnchecked == 0 {
		return spotcheck.DefaultBurstUnchecked
	}
	return sc.BurstUnchecked
}

// params are the configured spot-check parameters, spotcheck.DefaultParams when none are set.
func (sc *SpotCheckConfig) params() spotcheck.Params {
	if sc.Params != nil {
		return *sc.Params
	}
	return spotcheck.DefaultParams()
}

// Errors of spot-checks and disputes.
var (
	// ErrNotDisputable: a mismatch was found that is not disputed (an encrypted result under
	// KeepEncryptedPrivate), or the challenge window closed first.
	ErrNotDisputable = errors.New("requester: spot-check mismatch cannot be disputed")
)

// Phases of a disputed job (after PhaseFetched).
const (
	PhaseDisputed Phase = "disputed" // a spot-check found a wrong result; verifiers are deciding
)

// SpotCheck is the stored outcome of one job's spot-check.
type SpotCheck struct {
	JobID       contracts.JobID `json:"job_id"`
	Provider    common.Address  `json:"provider"`
	Selected    bool            `json:"selected"`
	Probability string          `json:"probability"`
	Verdict     string          `json:"verdict"`              // not-requested, not-selected, match, mismatch, unchecked
	ResultCID   string          `json:"result_cid,omitempty"` // the provider's result (plain CID)
	Reexecuted  string          `json:"reexecuted,omitempty"` // the re-execution's output CID
	Error       string          `json:"error,omitempty"`      // why the check or dispute failed
	NoDispute   string          `json:"no_dispute,omitempty"` // why a mismatch is not disputed
	DisputeTx   common.Hash     `json:"dispute_tx,omitempty"` // the dispute transaction
	Outcome     string          `json:"outcome,omitempty"`    // the dispute's outcome once resolved
	Checked     time.Time       `json:"checked"`
}

var spotPrefix = []byte("spot/")

func spotKey(id contracts.JobID) []byte { return append(append([]byte{}, spotPrefix...), id[:]...) }

// SpotCheckOf returns the stored spot-check of job id (ErrUnknownJob when it has none).
func (r *Requester) SpotCheckOf(id contracts.JobID) (*SpotCheck, error) {
	v, closer, err := r.db.p.Get(spotKey(id))
	if errors.Is(err, pebble.ErrNotFound) {
		return nil, fmt.Errorf("spot-check of %s: %w", id, ErrUnknownJob)
	}
	if err != nil {
		return nil, fmt.Errorf("requester: read spot-check %s: %w", id, err)
	}
	defer closer.Close()
	var s SpotCheck
	if err := json.Unmarshal(v, &s); err != nil {
		return nil, fmt.Errorf("requester: decode spot-check %s: %w", id, err)
	}
	return &s, nil
}

func (r *Requester) putSpotCheck(s *SpotCheck) error {
	b, err := json.Marshal(s)
	if err != nil {
		return err
	}
	if err := r.db.set(spotKey(s.JobID), b); err != nil {
		return fmt.Errorf("requester: persist spot-check %s: %w", s.JobID, err)
	}
	return nil
}

// verify is Follow's hook once a result is fetched: it runs the spot-check of a submitted job
// (once), keeps the evidence of a disputed job published, and ends a resolved one. done means
// Follow returns rec (with err).
func (r *Requester) verify(ctx context.Context, jl *journal, rec *Record, st *contracts.JobState) (done bool, err error) {
	switch st.Status {
	case contracts.StatusSubmitted:
		if r.cfg.SpotCheck == nil || rec.Class != "batch" || rec.Phase == PhaseDisputed {
			return false, nil
		}
		sc, err := r.SpotCheckOf(rec.ID)
		if err != nil {
			return false, r.spotCheck(ctx, jl, rec, st)
		}
		if sc.Verdict == spotcheck.Mismatch.String() && sc.DisputeTx == (common.Hash{}) && sc.NoDispute == "" {
			// A mismatch whose dispute failed or was cut short by a restart: try again while
			// the window is open.
			return false, r.disputeMismatch(ctx, jl, rec, st, sc)
		}
		return false, nil
	case contracts.StatusDisputed:
		head, err := r.cfg.Backend.HeaderByNumber(ctx, nil)
		if err != nil {
			return false, fmt.Errorf("dispute of %s: %w", rec.ID, err)
		}
		if head.Time > st.Time { // no quorum by the verdict deadline: end it, the bond comes back
			return false, r.expireDispute(ctx, rec)
		}
		r.publishEvidence(ctx, rec)
		return false, nil
	case contracts.StatusResolved:
		return true, r.resolved(ctx, jl, rec)
	}
	return false, nil
}

// spotCheck draws the job and, if selected, re-executes and compares; on a mismatch it disputes.
func (r *Requester) spotCheck(ctx context.Context, jl *journal, rec *Record, st *contracts.JobState) error {
	out, err := r.runSpotCheck(ctx, rec)
	if err != nil || out == nil || out.Verdict != spotcheck.Mismatch.String() {
		return err
	}
	return r.disputeMismatch(ctx, jl, rec, st, out)
}

// runSpotCheck is the check itself, for escrowed batch jobs and channel-paid burst jobs alike:
// it draws rec's job with its secret (the acceptance commits to it, the provider never sees it)
// and, if selected, re-executes it and compares the plain result CIDs. The outcome is stored
// before it returns (a mismatch too, so that a restart resumes with the dispute). A check that
// cannot run is stored as unchecked (out.Error) and not retried: the job settles.
func (r *Requester) runSpotCheck(ctx context.Context, rec *Record) (*SpotCheck, error) {
	sc := r.cfg.SpotCheck
	params := sc.params()
	reexec := sc.Reexecutor
	if reexec == nil {
		reexec = marketReexecutor{r} // marketrerun.go: a paid re-run on another provider
	}
	spec, err := content.ParseCID(rec.SpecCID)
	if err != nil {
		return nil, fmt.Errorf("spot-check %s: %w", rec.ID, err)
	}
	js, err := r.loadSpec(ctx, spec)
	if err != nil {
		return nil, fmt.Errorf("spot-check %s: spec: %w", rec.ID, err)
	}
	switch js.Verification {
	case jobspec.VerifyNone:
		// The spec asks for no re-execution (a re-run itself, or the requester's choice):
		// recorded, so Follow does not read the spec again on every poll.
		out := &SpotCheck{JobID: rec.ID, Provider: rec.Acceptance.Provider, Verdict: "not-requested", Checked: time.Now()}
		return out, r.putSpotCheck(out)
	case jobspec.VerifyAlways:
		params = alwaysParams(params, rec.Class)
	}
	checker, err := spotcheck.NewChecker(params, reexec)
	if err != nil {
		return nil, fmt.Errorf("spot-check %s: %w", rec.ID, err)
	}
	if len(rec.Secret) != len(spotcheck.Secret{}) {
		return nil, fmt.Errorf("spot-check %s: stored secret is %d bytes, want 32", rec.ID, len(rec.Secret))
	}
	secret := spotcheck.Secret(rec.Secret)
	result, err := r.plainResultCID(ctx, rec)
	if err != nil {
		return nil, fmt.Errorf("spot-check %s: %w", rec.ID, err)
	}
	job := spotcheck.Job{
		ID: rec.ID, Class: rec.Class, Provider: rec.Acceptance.Provider, SpecCID: spec, ResultCID: result,
		Commitment: rec.Acceptance.SecretCommitment, Deterministic: js.Reexecutable(),
	}
	timeout := sc.Timeout
	if timeout == 0 {
		timeout = 2 * time.Minute
	}
	cctx, cancel := context.WithTimeout(ctx, timeout)
	rep, err := checker.Check(cctx, job, secret)
	cancel()
	out := &SpotCheck{JobID: rec.ID, Provider: rec.Acceptance.Provider, Selected: rep.Selected, Probability: rep.Probability, Verdict: rep.Verdict.String(), ResultCID: result.String(), Checked: time.Now()}
	if rep.Reexecuted.Defined() {
		out.Reexecuted = rep.Reexecuted.String()
	}
	if err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		// A check that could not run is recorded, not retried forever: the job settles.
		out.Verdict, out.Error = "unchecked", err.Error()
		r.cfg.Logger.Warn("spot-check failed", "job_id", rec.ID, "err", err)
		return out, r.putSpotCheck(out)
	}
	r.cfg.Logger.Info("spot-check", "job_id", rec.ID, "class", rec.Class, "selected", rep.Selected, "p", rep.Probability, "verdict", rep.Verdict)
	// A mismatch is recorded first too: a restart resumes with the dispute.
	return out, r.putSpotCheck(out)
}

// disputeMismatch opens the dispute of a spot-check mismatch if verifiers can judge it and the
// challenge window is still open; otherwise it records why not (SpotCheck.NoDispute).
func (r *Requester) disputeMismatch(ctx context.Context, jl *journal, rec *Record, st *contracts.JobState, out *SpotCheck) error {
	if rec.Encrypted && r.cfg.SpotCheck.KeepEncryptedPrivate {
		out.NoDispute = fmt.Sprintf("%v: the result is encrypted and SpotCheckConfig.KeepEncryptedPrivate keeps its file key from verifiers", ErrNotDisputable)
		return r.putSpotCheck(out)
	}
	head, err := r.cfg.Backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return fmt.Errorf("spot-check %s: %w", rec.ID, err)
	}
	if head.Time >= st.Time {
		out.NoDispute = fmt.Sprintf("%v: challenge window ended at %d, chain time %d", ErrNotDisputable, st.Time, head.Time)
		return r.putSpotCheck(out)
	}
	tx, err := r.openDispute(ctx, rec, spotcheck.Secret(rec.Secret))
	if err != nil {
		out.Error = err.Error()
		_ = r.putSpotCheck(out)
		return fmt.Errorf("dispute %s: %w", rec.ID, err)
	}
	out.DisputeTx, out.Error = tx, ""
	if err := r.putSpotCheck(out); err != nil {
		return err
	}
	if err := jl.at(PhaseDisputed, fmt.Sprintf("spot-check mismatch: provider %s, re-run %s; dispute tx %s", out.ResultCID, out.Reexecuted, tx.Hex())); err != nil {
		return err
	}
	r.publishEvidence(ctx, rec)
	return nil
}

// plainResultCID is the CID a re-run is compared with: the submitted CID of a plain result; for
// a result encrypted to this requester, the CID of the decrypted directory (added locally).
func (r *Requester) plainResultCID(ctx context.Context, rec *Record) (cid.Cid, error) {
	if !rec.Encrypted {
		return content.ParseCID(rec.ResultCID)
	}
	return r.store.AddPath(ctx, rec.OutDir, content.AddOptions{Name: "plain result " + rec.ID.Hex()})
}

// alwaysParams is params with class re-executed every time (the spec's verification: always):
// p = margin x C/(R+S) = 1 x 1/(1+0).
func alwaysParams(params spotcheck.Params, class string) spotcheck.Params {
	one := big.NewRat(1, 1)
	out := spotcheck.Params{}
	for _, c := range params.Classes {
		if c.Class == class && !c.ProofVerified {
			c = spotcheck.ClassParams{Class: class, CostShare: one, CollateralRatio: new(big.Rat), Margin: one}
		}
		out.Classes = append(out.Classes, c)
	}
	return out
}

var escrowABI = bindings.NewJobEscrow()

// openDispute reveals the secret and opens the dispute: it approves the escrow for the bond
// (disputeBond(price)) and sends dispute(a, resultHash, secret). Reverts come back classified
// (dispute.FromChain: RevealMismatch -> spotcheck.ErrRevealMismatch, ChallengeWindowClosed ->
// dispute.ErrDisputeWindowClosed).
func (r *Requester) openDispute(ctx context.Context, rec *Record, secret spotcheck.Secret) (common.Hash, error) {
	oc, err := rec.Acceptance.OnChain()
	if err != nil {
		return common.Hash{}, err
	}
	c, err := cid.Decode(rec.ResultCID)
	if err != nil {
		return common.Hash{}, err
	}
	return r.sendDispute(ctx, oc, crypto.Keccak256Hash(c.Bytes()), secret, rec)
}

// sendDispute approves the bond and sends dispute(a, resultHash, secret); rec gets the gas of
// each mined transaction and the bond posted (cost.go), persisted by the caller's next write.
func (r *Requester) sendDispute(ctx context.Context, a *contracts.Acceptance, resultHash common.Hash, secret [32]byte, rec *Record) (common.Hash, error) {
	bond, err := r.chain.DisputeBond(ctx, a.Price)
	if err != nil {
		return common.Hash{}, fmt.Errorf("dispute bond: %w", err)
	}
	r.sendMu.Lock()
	defer r.sendMu.Unlock()
	approval, err := r.chain.Approve(ctx, r.sender, r.cfg.Deployment.Escrow, bond)
	if err != nil {
		return common.Hash{}, fmt.Errorf("approve dispute bond %s: %w", bond, err)
	}
	rec.addGas(approval)
	rcpt, err := r.chain.OpenDispute(ctx, r.sender, a, resultHash, secret)
	rec.addGas(rcpt) // a dispute mined and reverted paid its gas too
	if err != nil {
		return common.Hash{}, dispute.FromChain(err)
	}
	rec.DisputeBond = bond
	return rcpt.TxHash, nil
}

// expireDispute ends a dispute whose verdict deadline passed without a quorum: the bond goes
// back to the requester and the job settles as submitted (DisputeResolved void follows).
func (r *Requester) expireDispute(ctx context.Context, rec *Record) error {
	oc, err := rec.Acceptance.OnChain()
	if err != nil {
		return err
	}
	c, err := cid.Decode(rec.ResultCID)
	if err != nil {
		return err
	}
	r.sendMu.Lock()
	defer r.sendMu.Unlock()
	if _, err := r.chain.ExpireDispute(ctx, r.sender, oc, crypto.Keccak256Hash(c.Bytes())); err != nil {
		return fmt.Errorf("expire dispute of %s: %w", rec.ID, dispute.FromChain(err))
	}
	r.cfg.Logger.Info("dispute expired without a quorum", "job_id", rec.ID)
	return nil
}

var disputeResolvedTopic = escrowABI.GetABI().Events[bindings.JobEscrowDisputeResolvedEventName].ID

// evidenceState is the requester's evidence channel (joined on first use), its publish pacing,
// and the providers this requester's disputes proved wrong (loaded from the spot-check records
// on first use).
type evidenceState struct {
	mu     sync.Mutex
	ch     *evidence.Channel
	last   map[contracts.JobID]time.Time
	built  map[contracts.JobID]*evidence.Evidence // signed evidence per disputed job, built once
	caught map[common.Address]bool
}

// minCollateral is the collateral that the spot-check parameters of class assume for a job at
// price (CollateralRatio x price, rounded up): p >= C/(R+S) only deters cheating when S is at
// least that. nil when spot-checks are off or do not cover the class (verify checks batch jobs;
// zk proofs are checked on chain).
func (r *Requester) minCollateral(class string, price *big.Int) (*big.Int, error) {
	if class != jobspec.ClassBatch {
		return nil, nil
	}
	return r.collateralFloor(class, price)
}

// collateralFloor is CollateralRatio x price (rounded up) under the spot-check parameters of
// class; nil when spot-checks are off or the class's proofs are checked on chain.
func (r *Requester) collateralFloor(class string, price *big.Int) (*big.Int, error) {
	sc := r.cfg.SpotCheck
	if sc == nil || price == nil {
		return nil, nil
	}
	cp, err := sc.params().For(class)
	if err != nil {
		return nil, err
	}
	if cp.ProofVerified || cp.CollateralRatio == nil || cp.CollateralRatio.Sign() <= 0 {
		return nil, nil
	}
	num := new(big.Int).Mul(price, cp.CollateralRatio.Num())
	den := cp.CollateralRatio.Denom()
	q, m := new(big.Int).QuoRem(num, den, new(big.Int))
	if m.Sign() > 0 {
		q.Add(q, big.NewInt(1))
	}
	return q, nil
}

// caught reports whether a dispute of this requester ended provider-fault for provider: such a
// provider is not matched again by this requester (refusal, match.go).
func (r *Requester) caught(provider common.Address) bool {
	es := &r.evidence
	es.mu.Lock()
	defer es.mu.Unlock()
	if es.caught == nil {
		es.caught = map[common.Address]bool{}
		it, err := r.db.p.NewIter(&pebble.IterOptions{LowerBound: spotPrefix, UpperBound: []byte("spot0")})
		if err != nil {
			return false
		}
		for it.First(); it.Valid(); it.Next() {
			var s SpotCheck
			if json.Unmarshal(it.Value(), &s) == nil && s.Outcome == outcomeFault {
				es.caught[s.Provider] = true
			}
		}
		_ = it.Close()
	}
	return es.caught[provider]
}

func (r *Requester) markCaught(provider common.Address) {
	r.caught(provider) // load
	r.evidence.mu.Lock()
	r.evidence.caught[provider] = true
	r.evidence.mu.Unlock()
}

// Dispute outcomes as stored in SpotCheck.Outcome (verifier/dispute's names).
const (
	outcomeFault = "provider-fault"
	outcomeRight = "provider-right"
	outcomeVoid  = "void"
)

// evidenceEvery paces the evidence of one disputed job (gossip does not replay to late joiners).
const evidenceEvery = time.Second

// publishEvidence publishes the job's spec CID for the verifiers, at most every evidenceEvery.
func (r *Requester) publishEvidence(ctx context.Context, rec *Record) {
	es := &r.evidence
	es.mu.Lock()
	defer es.mu.Unlock()
	if es.ch == nil {
		ch, err := evidence.Join(r.node, false)
		if err != nil {
			r.cfg.Logger.Warn("join evidence topic", "err", err)
			return
		}
		es.ch, es.last, es.built = ch, map[contracts.JobID]time.Time{}, map[contracts.JobID]*evidence.Evidence{}
	}
	if time.Since(es.last[rec.ID]) < evidenceEvery {
		return
	}
	ev := es.built[rec.ID]
	if ev == nil {
		var err error
		if ev, err = r.buildEvidence(ctx, rec); err != nil {
			r.cfg.Logger.Warn("dispute evidence", "job_id", rec.ID, "err", err)
			return
		}
		es.built[rec.ID] = ev
	}
	if err := es.ch.Publish(ctx, ev); err != nil {
		r.cfg.Logger.Warn("publish dispute evidence", "job_id", rec.ID, "err", err)
		return
	}
	es.last[rec.ID] = time.Now()
}

// buildEvidence is rec's dispute evidence: the spec CID and, for an encrypted result, its file
// key (read from the local store: the result was fetched before it was checked; disclosed, see
// SpotCheckConfig), signed so that verifiers take the key from the requester only.
func (r *Requester) buildEvidence(ctx context.Context, rec *Record) (*evidence.Evidence, error) {
	spec, err := content.ParseCID(rec.SpecCID)
	if err != nil {
		return nil, err
	}
	ev := &evidence.Evidence{JobID: rec.ID, SpecCID: spec.Bytes()}
	if rec.Encrypted {
		c, err := content.ParseCID(rec.ResultCID)
		if err != nil {
			return nil, err
		}
		if ev.ResultKey, err = r.store.FileKeyOf(ctx, c, r.cfg.Key, content.FetchOptions{}); err != nil {
			return nil, fmt.Errorf("result key: %w", err)
		}
	}
	if err := ev.Sign(r.cfg.Key); err != nil {
		return nil, err
	}
	return ev, nil
}

func (es *evidenceState) close() error {
	es.mu.Lock()
	defer es.mu.Unlock()
	if es.ch == nil {
		return nil
	}
	err := es.ch.Close()
	es.ch = nil
	return err
}

// resolved ends a job whose dispute was decided: the requester was refunded (provider fault,
// collateral slashed) or the provider paid (provider right, the bond went to the provider).
func (r *Requester) resolved(ctx context.Context, jl *journal, rec *Record) error {
	outcome, err := r.disputeOutcome(ctx, rec.ID)
	if err != nil {
		return fmt.Errorf("dispute of %s: %w", rec.ID, err)
	}
	if s, err := r.SpotCheckOf(rec.ID); err == nil {
		s.Outcome = outcome
		if err := r.putSpotCheck(s); err != nil {
			return err
		}
	}
	switch outcome {
	case outcomeFault:
		r.markCaught(rec.Acceptance.Provider)
		rec.BondReturned = true
		return jl.at(PhaseRefunded, "dispute: provider fault; payment returned, collateral slashed")
	case outcomeRight:
		rec.DisputeLost = true
		return jl.at(PhaseClaimed, "dispute: provider right; provider paid, bond to the provider")
	}
	rec.BondReturned = true
	return jl.at(PhaseClaimed, "dispute void: no quorum; the job settled as submitted")
}

// disputeOutcome reads the outcome of job id's dispute from its DisputeResolved event.
func (r *Requester) disputeOutcome(ctx context.Context, id contracts.JobID) (string, error) {
	l, err := r.chain.Logs().Last(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(r.cfg.Deployment.Block), Addresses: []common.Address{r.cfg.Deployment.Escrow},
		Topics: [][]common.Hash{{disputeResolvedTopic}, {id.Hash()}},
	})
	if errors.Is(err, contracts.ErrNoEvent) {
		return "", fmt.Errorf("DisputeResolved of %s: no event yet", id)
	}
	if err != nil {
		return "", fmt.Errorf("DisputeResolved of %s: %w", id, err)
	}
	ev, err := escrowABI.UnpackDisputeResolvedEvent(l)
	if err != nil {
		return "", fmt.Errorf("decode DisputeResolved of %s: %w", id, err)
	}
	return dispute.Outcome(ev.Outcome).String(), nil
}
