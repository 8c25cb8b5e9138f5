package verify

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ipfs/go-cid"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/cockroachdb/pebble/v2"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/p2p"
	"github.com/gpumesh/gpumesh/p2p/content"
	"github.com/gpumesh/gpumesh/provider/runner"
	"github.com/gpumesh/gpumesh/verifier/dispute"
	"github.com/gpumesh/gpumesh/verifier/evidence"
	"github.com/gpumesh/gpumesh/verifier/spotcheck"
)

// openedDispute is a dispute-opened event as the verifier service needs it.
type openedDispute struct {
	JobID contracts.JobID
	// Channel is the payment channel of a burst dispute (PaymentChannel keys its disputes by
	// channel); zero for the escrow's.
	Channel common.Hash
	Block   uint64
}

// disputeChain is what the verifier service needs of one contract's dispute module
// (consumer-owned): disputeClient adapts contracts.Client to the escrow's, burstDisputeClient to
// the payment channels' (burst jobs).
type disputeChain interface {
	// Opened returns the disputes opened in blocks [from, to].
	Opened(ctx context.Context, from, to uint64) ([]openedDispute, error)
	// Head is the latest block number.
	Head(ctx context.Context) (uint64, error)
	// Case returns what a verifier needs to judge dispute d: whether it still takes verdicts,
	// whether me was drawn, the job's specHash, provider and submitted result CID.
	Case(ctx context.Context, d openedDispute, me common.Address) (disputeCase, error)
	// Submit relays a signed verdict on d (submitVerdicts with one verdict).
	Submit(ctx context.Context, d openedDispute, v *dispute.Verdict) error
	// Domain is the EIP-712 domain verdicts are signed under.
	Domain() contracts.Domain
}

// disputeCase is one dispute from the verifier's side.
type disputeCase struct {
	DisputeID common.Hash
	Pending   bool // the dispute still takes verdicts
	Drawn     bool // this node is one of its verifiers
	Voted     bool // this node's verdict is already on chain
	SpecHash  common.Hash
	Provider  common.Address
	Requester common.Address
	ResultCID cid.Cid
	OpenedAt  uint64 // chain time the dispute was opened
	ChainTime uint64 // chain time of the latest block when read
}

// verifyService is the provider daemon's verifier: it watches the escrow's DisputeOpened and the
// payment channels' BurstDisputeOpened (one disputeChain each), draws the
// dispute's committee once its draw block has passed (anyone may; the escrow seeds it with that
// block's hash and draws from the verifier pool's stake before the dispute opened), and for each
// dispute it was drawn for, it re-runs the
// job (spec CID from the disputer's evidence, checked against the job's specHash), compares the
// result CID with the provider's, signs a Verdict (provider-fault on a mismatch, provider-right
// on a match) and relays it, so a dispute resolves without a human. A job it cannot re-run
// (evidence missing, inputs gone, not deterministic) gets no verdict: abstaining is safe, the
// dispute's deadline (expireDispute) bounds the wait.
type verifyService struct {
	log    *slog.Logger
	me     common.Address
	key    *ecdsa.PrivateKey
	x      *Reexecutor
	ev     *evidence.Channel
	chains []disputeChain // the escrow's disputes, the payment channels' (burst)
	poll   time.Duration
	blocks NewBlocks // nil: read every poll

	verdicts *prometheus.CounterVec // by outcome
	abstains *prometheus.CounterVec // by reason

	evidence *evidence.Store // the disputers' evidence; floods cannot evict a live dispute's

	mu   sync.Mutex
	open map[openKey]bool // disputes seen and not decided by this node yet
	wake chan struct{}
}

// openKey is one dispute of one of the service's chains.
type openKey struct {
	chain int // index in verifyService.chains
	d     openedDispute
}

func newVerifyService(log *slog.Logger, reg prometheus.Registerer, me common.Address, key *ecdsa.PrivateKey, x *Reexecutor, ev *evidence.Channel, chains []disputeChain, poll time.Duration) (*verifyService, error) {
	s := &verifyService{
		log: log.With("component", "verifier"), me: me, key: key, x: x, ev: ev, chains: chains, poll: poll,
		evidence: evidence.NewStore(evidence.StoreConfig{}), open: map[openKey]bool{}, wake: make(chan struct{}, 1),
		verdicts: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "gpumesh_provider_verdicts_total", Help: "Dispute verdicts this node signed and relayed, by outcome.",
		}, []string{"outcome"}),
		abstains: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "gpumesh_provider_verdict_abstentions_total", Help: "Disputes this node was drawn for and could not judge, by reason.",
		}, []string{"reason"}),
	}
	if reg != nil {
		for _, c := range []prometheus.Collector{s.verdicts, s.abstains} {
			if err := reg.Register(c); err != nil {
				return nil, fmt.Errorf("verifier metrics: %w", err)
			}
		}
	}
	return s, nil
}

// run watches evidence and disputes until ctx ends.
func (s *verifyService) run(ctx context.Context) error {
	var wg sync.WaitGroup
	defer wg.Wait()
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	wg.Add(1)
	go func() { defer wg.Done(); s.readEvidence(ctx) }()

	froms := make([]uint64, len(s.chains))
	for i, c := range s.chains {
		from, err := c.Head(ctx)
		if err != nil {
			return fmt.Errorf("verifier: chain head: %w", err)
		}
		// Disputes opened shortly before start still take verdicts: look back a little.
		froms[i] = max(from, lookback) - lookback
	}
	var ticks <-chan struct{}
	var poll <-chan time.Time
	if s.blocks != nil {
		c, stop := s.blocks.Ticks()
		defer stop()
		ticks = c
	} else {
		t := time.NewTicker(s.poll)
		defer t.Stop()
		poll = t.C
	}
	for {
		for i, c := range s.chains {
			froms[i] = s.readOpened(ctx, i, c, froms[i])
		}
		s.judgeOpen(ctx)
		select {
		case <-ctx.Done():
			return nil
		case <-ticks:
		case <-poll:
		case <-s.wake:
		}
	}
}

// readOpened adds the disputes chain i opened from block from to its head and returns the next
// block to read from.
func (s *verifyService) readOpened(ctx context.Context, i int, c disputeChain, from uint64) uint64 {
	head, err := c.Head(ctx)
	if err != nil || head < from {
		return from
	}
	ds, err := c.Opened(ctx, from, head)
	if err != nil {
		s.log.Warn("read disputes", "from_block", from, "err", err)
		return from
	}
	s.mu.Lock()
	for _, d := range ds {
		d.Block = 0 // one key per dispute whatever block it was read in
		s.open[openKey{chain: i, d: d}] = true
	}
	s.mu.Unlock()
	return head + 1
}

// lookback is how many blocks before its start the verifier reads DisputeOpened.
const lookback = 256

func (s *verifyService) readEvidence(ctx context.Context) {
	for {
		e, err := s.ev.Next(ctx)
		if err != nil {
			return
		}
		s.addEvidence(e)
		select {
		case s.wake <- struct{}{}:
		default:
		}
	}
}

// addEvidence keeps e for its job's dispute (evidence.Store: only the requester's counts once
// the dispute is read from the chain; unsigned evidence is dropped).
func (s *verifyService) addEvidence(e *evidence.Evidence) {
	if err := s.evidence.Add(e); err != nil {
		s.log.Debug("evidence dropped", "job_id", e.JobID, "err", err)
	}
}

func (s *verifyService) judgeOpen(ctx context.Context) {
	s.mu.Lock()
	keys := make([]openKey, 0, len(s.open))
	for k := range s.open {
		keys = append(keys, k)
	}
	s.mu.Unlock()
	for _, k := range keys {
		id := k.d.JobID
		done, err := s.judge(ctx, k.chain, k.d)
		switch {
		case err == nil:
		case ctx.Err() != nil:
			return
		case errors.Is(err, errNoEvidence):
			s.log.Debug("dispute waits for the disputer's evidence", "job_id", id)
		case errors.Is(err, errCommitteeNotDrawn):
			s.log.Debug("dispute waits for its committee draw block", "job_id", id, "err", err)
		default:
			s.log.Warn("dispute not judged yet", "job_id", id, "err", err)
		}
		if done {
			s.evidence.Forget(id)
			s.mu.Lock()
			delete(s.open, k)
			s.mu.Unlock()
		}
	}
}

// errCommitteeNotDrawn: the dispute's committee cannot be drawn yet (its draw block has not
// passed); judged again later.
var errCommitteeNotDrawn = errors.New("verify: dispute committee not drawn yet")

// errNoEvidence: the disputer's evidence (spec CID) has not arrived yet; judged again later.
var errNoEvidence = errors.New("verify: no evidence for the dispute yet")

// judge handles dispute d of chain s.chains[ci]; done means nothing more is to be done for it by
// this node.
func (s *verifyService) judge(ctx context.Context, ci int, d openedDispute) (done bool, err error) {
	chain, jobID := s.chains[ci], d.JobID
	c, err := chain.Case(ctx, d, s.me)
	if err != nil {
		return false, err
	}
	switch {
	case !c.Pending || c.Voted:
		return true, nil
	case !c.Drawn:
		s.log.Debug("not drawn for dispute", "job_id", jobID)
		return true, nil
	case c.Provider == s.me || c.Requester == s.me:
		return true, nil // the contract does not draw parties; never judge one's own case
	}
	// Only the requester (the only party that can open a dispute) speaks for it: anyone can
	// publish evidence, and the store keeps the requester's for a live dispute out of a
	// flood's reach.
	s.evidence.Expect(jobID, c.Requester)
	e := s.evidence.Get(jobID)
	if e == nil {
		return false, errNoEvidence
	}
	if err := e.Check(c.SpecHash); err != nil {
		s.evidence.Drop(jobID) // wrong: wait for a correct one
		return false, err
	}
	spec, _ := e.Spec()
	js, err := s.x.fetchSpec(ctx, spec)
	if err != nil {
		return false, err
	}
	// The provider's result as a plain CID: the submitted one, or for a result encrypted to the
	// requester the plain directory inside it, opened with the file key the requester disclosed.
	providerCID := c.ResultCID
	if js.Outputs.Encrypt {
		// Only the key the requester signed counts (e is the requester's evidence): a key from
		// someone else (the provider could craft a ciphertext that two keys open) proves
		// nothing. Without it, wait: the requester republishes its evidence until the verdict
		// deadline, and a dispute no verifier judges expires (the job settles as submitted).
		key := e.ResultKey
		if len(key) == 0 {
			return false, fmt.Errorf("%w: the requester's signed result key for the encrypted result", errNoEvidence)
		}
		plain, err := s.x.plainOfEncrypted(ctx, jobID, c.ResultCID, key)
		if errors.Is(err, ErrUnopenable) {
			// The key the requester signed does not open the result: either it disclosed a
			// wrong key or the provider's ciphertext is not what its header promises; nothing
			// here says which.
			s.log.Warn("dispute over an encrypted result the disclosed key does not open; abstaining", "job_id", jobID, "err", err)
			s.abstains.WithLabelValues("result_key_invalid").Inc()
			return true, nil
		}
		if err != nil {
			return false, fmt.Errorf("open the disputed result: %w", err)
		}
		providerCID = plain
	}
	out, err := s.x.Reexecute(ctx, spotcheck.Job{ID: jobID, Provider: c.Provider, SpecCID: spec, ResultCID: providerCID, Deterministic: true})
	if err != nil {
		if errors.Is(err, ErrNotDeterministic) {
			s.log.Warn("dispute over a job this node cannot judge; abstaining", "job_id", jobID, "err", err)
			s.abstains.WithLabelValues("not_deterministic").Inc()
			return true, nil
		}
		return false, err
	}
	outcome := dispute.ProviderRight
	if !out.Equals(providerCID) {
		outcome = dispute.ProviderFault
	}
	v := &dispute.Verdict{
		DisputeID: c.DisputeID, JobID: jobID, Outcome: outcome,
		ResultHash: crypto.Keccak256Hash(out.Bytes()),
		// The escrow accepts verdicts issued between the dispute's opening and its deadline in
		// chain time (which runs ahead of the wall clock on a chain that seals a block per
		// transaction).
		IssuedAt: max(c.ChainTime, c.OpenedAt),
	}
	if err := v.Sign(s.key, chain.Domain()); err != nil {
		return false, err
	}
	if err := chain.Submit(ctx, d, v); err != nil {
		return false, fmt.Errorf("relay verdict: %w", err)
	}
	s.verdicts.WithLabelValues(outcome.String()).Inc()
	s.log.Info("verdict relayed", "job_id", jobID, "outcome", outcome, "rerun_cid", out, "provider_cid", providerCID, "submitted_cid", c.ResultCID)
	return true, nil
}

// Config configures the verification flow.
type Config struct {
	// DataDir is the daemon's data dir: re-runs work under WorkDir(DataDir).
	DataDir string
	// FetchTimeout bounds fetching a re-run's spec, module and inputs (runner.fetch_timeout).
	FetchTimeout time.Duration
	// MaxFetchBytes bounds each fetch of a re-run's module, image and inputs, counted as
	// received (runner.max_fetch_mib); 0: none. The spec's fetch is bounded by its size limit.
	MaxFetchBytes int64
	// Service runs the verifier service (verifier.enabled); the re-executor always runs.
	Service bool
	// PollInterval is how often the service reads DisputeOpened (chain.poll_interval).
	PollInterval time.Duration
}

// Deps are what the verification flow needs of the running daemon.
type Deps struct {
	Log        *slog.Logger
	Registerer prometheus.Registerer
	DBLogger   pebble.Logger // the re-executor's in-memory DB logs through it
	Key        *ecdsa.PrivateKey
	Chain      *contracts.Client // disputes: read, committee draws, verdicts
	Heads      Heads
	// Blocks, when set, tells the service when to read DisputeOpened (new blocks); nil: every
	// Config.PollInterval.
	Blocks     NewBlocks
	Deployment *contracts.Deployment
	Store      *content.Store
	Executors  runner.Executors
	Node       *p2p.Node // the evidence topic
}

// Verification is the running verification flow: the re-executor and, when configured, the
// verifier service.
type Verification struct {
	x     *Reexecutor
	close func() error
}

// Reexecute re-runs a finished job on this node the way its provider's runner ran it and returns
// the CID of the plain result directory (see Reexecutor).
func (v *Verification) Reexecute(ctx context.Context, job spotcheck.Job) (cid.Cid, error) {
	return v.x.Reexecute(ctx, job)
}

// Close stops the service and the re-executor.
func (v *Verification) Close() error { return v.close() }

// Start starts the re-executor (always: requesters' spot-checks may ask this node) and, with
// cfg.Service, the verifier service (it joins the registry's verifier pool first). Close stops
// both.
func Start(cfg Config, deps Deps) (*Verification, error) {
	log := deps.Log
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	x, err := newReexecutor(cfg.DataDir, deps.Store, deps.Executors, cfg.FetchTimeout, cfg.MaxFetchBytes, log, deps.DBLogger)
	if err != nil {
		return nil, err
	}
	runCtx, stop := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	var ev *evidence.Channel
	v := &Verification{x: x, close: func() error {
		stop()
		wg.Wait()
		var errs []error
		if ev != nil {
			errs = append(errs, ev.Close())
		}
		return errors.Join(append(errs, x.close())...)
	}}
	wg.Add(1)
	go func() {
		defer wg.Done()
		if err := x.run(runCtx); err != nil && runCtx.Err() == nil {
			log.Error("re-executor stopped", "err", err)
		}
	}()
	if !cfg.Service {
		log.Info("verifier service off (verifier.enabled = false)")
		return v, nil
	}
	// The escrow's disputes and the payment channels' (burst jobs): one committee pool, one
	// re-executor, one evidence topic.
	chains := []disputeChain{newDisputeClient(deps.Chain, deps.Heads, deps.Deployment, deps.Key)}
	if deps.Deployment.Channels != (common.Address{}) {
		chains = append(chains, newBurstDisputeClient(deps.Chain, deps.Heads, deps.Deployment, deps.Key))
	}
	// Disputes draw their committees from the registry's verifier pool (stake bonded before a
	// dispute opened): join it before serving.
	ctx, cancel := context.WithTimeout(runCtx, 2*time.Minute)
	joined, err := joinVerifierPool(ctx, deps.Chain, deps.Key)
	cancel()
	if err != nil {
		return nil, errors.Join(fmt.Errorf("verifier: %w", err), v.Close())
	}
	me := crypto.PubkeyToAddress(deps.Key.PublicKey)
	if joined {
		log.Info("joined the verifier pool", "address", me)
	}
	if ev, err = evidence.Join(deps.Node, true); err != nil {
		return nil, errors.Join(fmt.Errorf("verifier: %w", err), v.Close())
	}
	svc, err := newVerifyService(log, deps.Registerer, me, deps.Key, x, ev, chains, cfg.PollInterval)
	if err != nil {
		return nil, errors.Join(err, v.Close())
	}
	svc.blocks = deps.Blocks
	wg.Add(1)
	go func() {
		defer wg.Done()
		if err := svc.run(runCtx); err != nil && runCtx.Err() == nil {
			log.Error("verifier service stopped", "err", err)
		}
	}()
	return v, nil
}
