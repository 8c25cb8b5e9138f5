package provider

import (
	"context"
	"crypto/ecdsa"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"time"

	"github.com/cockroachdb/pebble/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/market/propose"
	"github.com/gpumesh/gpumesh/provider/executor"
	"github.com/gpumesh/gpumesh/provider/runner"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/prometheus/client_golang/prometheus"
)

// Pending acceptances, in the node DB:
//
//	provider/v1/acceptance/<job id>  ->  0x01 || JSON(Pending)
//	provider/v1/watch/next-block     ->  uint64 big-endian: the chain watcher's cursor
var (
	pendingPrefix = []byte("provider/v1/acceptance/")
	cursorKey     = []byte("provider/v1/watch/next-block")
	errNoPending  = errors.New("provider: no such acceptance")
)

// Pending is an acceptance this provider signed, stored before the reply is sent.
type Pending struct {
	Acceptance    *market.Acceptance `json:"acceptance"`
	Spec          []byte             `json:"spec"` // canonical spec bytes (CID = Acceptance.SpecCID)
	RequesterPeer string             `json:"requester_peer"`
	PubKey        []byte             `json:"pubkey"` // uncompressed secp256k1: outputs are encrypted to it
	Encrypt       bool               `json:"encrypt"`
	Delivered     bool               `json:"delivered"` // handed to the runner
	// Pinned are the CIDs (module, inputs) fetched and pinned for this job before signing, held
	// until it runs or its acceptance expires unopened (see promises).
	Pinned []string  `json:"pinned,omitempty"`
	Signed time.Time `json:"signed"`
	// ZKCircuitID is the escrow circuit id a zk acceptance binds (zero for other classes).
	ZKCircuitID common.Hash `json:"zk_circuit_id,omitzero"`
}

// pendingStore keeps the acceptances in the node DB; promises, when set, indexes those holding
// capacity, spec storage or pins (put marks delivered ones, prune drops expired ones).
type pendingStore struct {
	db       *pebble.DB
	promises *promises
}

func (s *pendingStore) put(p *Pending) error {
	b, err := json.Marshal(p)
	if err != nil {
		return err
	}
	key := append(slices.Clone(pendingPrefix), p.Acceptance.JobID.Hex()...)
	if err := s.db.Set(key, append([]byte{1}, b...), pebble.Sync); err != nil {
		return fmt.Errorf("store acceptance %s: %w", p.Acceptance.JobID.Hex(), err)
	}
	if p.Delivered && s.promises != nil {
		s.promises.delivered(p.Acceptance.JobID.Hex())
	}
	return nil
}

func (s *pendingStore) get(id string) (*Pending, error) {
	v, closer, err := s.db.Get(append(slices.Clone(pendingPrefix), id...))
	if errors.Is(err, pebble.ErrNotFound) {
		return nil, errNoPending
	}
	if err != nil {
		return nil, err
	}
	defer closer.Close()
	if len(v) == 0 || v[0] != 1 {
		return nil, fmt.Errorf("acceptance %s: unknown encoding", id)
	}
	var p Pending
	if err := json.Unmarshal(v[1:], &p); err != nil {
		return nil, fmt.Errorf("acceptance %s: %w", id, err)
	}
	return &p, nil
}

// recipient is the Uploader's key lookup: the requester's key unless the spec asked for
// plaintext outputs.
func (s *pendingStore) recipient(jobID string) (*ecdsa.PublicKey, error) {
	p, err := s.get(jobID)
	if err != nil {
		return nil, err
	}
	if !p.Encrypt {
		return nil, nil
	}
	return crypto.UnmarshalPubkey(p.PubKey)
}

// list returns every stored acceptance (records that do not decode are skipped).
func (s *pendingStore) list() ([]*Pending, error) {
	it, err := s.db.NewIter(&pebble.IterOptions{LowerBound: pendingPrefix,
		UpperBound: append(slices.Clone(pendingPrefix[:len(pendingPrefix)-1]), '0')})
	if err != nil {
		return nil, err
	}
	var out []*Pending
	for it.First(); it.Valid(); it.Next() {
		v := it.Value()
		var p Pending
		if len(v) == 0 || v[0] != 1 || json.Unmarshal(v[1:], &p) != nil || p.Acceptance == nil {
			continue
		}
		out = append(out, &p)
	}
	return out, it.Close()
}

// prune deletes acceptances that were never opened and can no longer be: expired before cutoff,
// a time the chain has passed (see watcher.pruneExpired). It returns what it deleted.
func (s *pendingStore) prune(cutoff time.Time) ([]*Pending, error) {
	all, err := s.list()
	if err != nil {
		return nil, err
	}
	var stale []*Pending
	for _, p := range all {
		if p.Delivered || !p.Acceptance.ExpiresAt().Before(cutoff) {
			continue
		}
		if err := s.db.Delete(append(slices.Clone(pendingPrefix), p.Acceptance.JobID.Hex()...), pebble.Sync); err != nil {
			return stale, err
		}
		stale = append(stale, p)
	}
	return stale, nil
}

func (s *pendingStore) cursor() (uint64, error) {
	v, closer, err := s.db.Get(cursorKey)
	if errors.Is(err, pebble.ErrNotFound) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	defer closer.Close()
	if len(v) != 8 {
		return 0, fmt.Errorf("watcher cursor: %d bytes", len(v))
	}
	return binary.BigEndian.Uint64(v), nil
}

func (s *pendingStore) setCursor(n uint64) error {
	return s.db.Set(cursorKey, binary.BigEndian.AppendUint64(nil, n), pebble.Sync)
}

// acceptor answers /gpumesh/propose/1.
type acceptor struct {
	m        *metrics
	d        *Daemon
	rs       *running
	pending  *pendingStore
	promises *promises // = pending.promises
}

var _ propose.Acceptor = (*acceptor)(nil)

// channelPaidKey marks the context of Accept for a proposal paid by a channel voucher: its
// acceptance is never opened on the escrow, so its expiry is not bounded by the deadline.
type channelPaidKey struct{}

func decline(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{propose.ErrDeclined}, args...)...)
}

// Accept checks a proposal against this provider's offer, config, devices and stake, fetches
// and checks the job spec from the requester, signs the acceptance, persists it and returns it.
func (a *acceptor) Accept(ctx context.Context, p *market.Proposal, from peer.ID) (*market.Acceptance, error) {
	acc, err := a.accept(ctx, p, from)
	outcome := "accepted"
	switch {
	case errors.Is(err, propose.ErrDeclined):
		outcome = "declined"
		a.d.log.Info("proposal declined", "job_id", p.JobID.Hex(), "peer", from, "reason", err)
	case err != nil:
		outcome = "error"
	}
	if a.m != nil {
		a.m.proposals.WithLabelValues(p.Class.String(), outcome).Inc()
	}
	return acc, err
}

func (a *acceptor) accept(ctx context.Context, p *market.Proposal, from peer.ID) (*market.Acceptance, error) {
	cfg := a.d.cfg
	log := a.d.log.With("job_id", p.JobID.Hex(), "peer", from)
	if old, err := a.pending.get(p.JobID.Hex()); err == nil {
		if err := propose.SameTerms(p, old.Acceptance); err == nil && old.Acceptance.ExpiresAt().After(time.Now()) {
			return old.Acceptance, nil // a retry of the same proposal
		}
		return nil, decline("job id %s was already accepted on other terms", p.JobID.Hex())
	}
	pub, err := p.RequesterKey()
	if err != nil {
		return nil, decline("%s", shortErr(err))
	}

	// Bounded storage: a peer holding too many unopened acceptances is declined before anything
	// is fetched for it.
	a.promises.mu.Lock()
	err = a.promises.checkLimitsLocked(from.String(), 0)
	a.promises.mu.Unlock()
	if err != nil {
		return nil, decline("%s", shortErr(err))
	}

	// The spec, from the requester's node (the CID commits to its bytes).
	spec, raw, err := a.fetchSpec(ctx, p.SpecCID, from)
	if err != nil {
		return nil, err
	}
	if err := a.checkSpec(p, spec); err != nil {
		return nil, err
	}
	price := cfg.Price(p.Class)
	if price == nil {
		return nil, decline("class %s is not served by this provider (offer.prices)", p.Class)
	}

	// Price: at least the asking price x device slots x wall time (zk: per proof).
	if minPrice := jobTotal(price, spec); p.Price.Cmp(minPrice) < 0 {
		return nil, decline("price %s is below this provider's %s (%s per %s)", p.Price, minPrice, price, spec.PriceUnit)
	}
	maxColl := new(big.Int).Mul(p.Price, big.NewInt(cfg.Offer.CollateralMultiple))
	if p.Collateral.Cmp(maxColl) > 0 {
		return nil, decline("collateral %s exceeds %d x price = %s (offer.collateral_multiple)", p.Collateral, cfg.Offer.CollateralMultiple, maxColl)
	}
	info, err := a.rs.cc.StakeOf(ctx, a.rs.addr)
	if err != nil {
		return nil, fmt.Errorf("read stake: %w", err)
	}
	if info.Free == nil || info.Free.Cmp(p.Collateral) < 0 {
		return nil, decline("collateral %s exceeds the provider's free stake", p.Collateral)
	}
	now := time.Now()
	// The escrow measures the deadline and the acceptance's expiry in block time.
	chainNow, err := a.rs.cc.Now(ctx)
	if err != nil {
		return nil, err
	}
	need := chainNow.Add(spec.WallTime() + cfg.Offer.MinLead.D())
	if time.Unix(int64(p.Deadline), 0).Before(need) {
		return nil, decline("deadline %d leaves less than wall time %s + %s (offer.min_lead) after the chain's time %d", p.Deadline, spec.WallTime(), cfg.Offer.MinLead.D(), chainNow.Unix())
	}

	// A job opened at the acceptance's expiry must still fit its wall time before the deadline
	// (the escrow also refuses an expiry within MIN_RUN_LEAD of it). A channel-paid job never
	// opens the escrow.
	expiry := uint64(chainNow.Add(cfg.Offer.AcceptanceTTL.D()).Unix())
	if p.Deadline != 0 && ctx.Value(channelPaidKey{}) == nil {
		latest, err := contracts.MaxExpiry(p.Deadline, spec.WallTime(), cfg.Offer.MinLead.D())
		if err != nil || latest <= uint64(chainNow.Unix()) {
			return nil, decline("deadline %d leaves no time to open the job and run it (wall time %s + lead %s) after the chain's time %d", p.Deadline, spec.WallTime(), max(cfg.Offer.MinLead.D(), contracts.MinRunLead), chainNow.Unix())
		}
		expiry = min(expiry, latest)
	}
	acc := market.AcceptProposal(p, expiry)

	// The module and inputs, fetched and pinned before signing: a requester that names content it
	// does not serve gets a decline here, not an acceptance it could open and let time out.
	id := p.JobID.Hex()
	pinned, err := a.prefetch(ctx, id, spec, from)
	if err != nil {
		return nil, err
	}
	release := func() { a.unpin(context.WithoutCancel(ctx), a.promises.drop(id)) }
	var circuitID common.Hash
	if p.Class == market.ClassZK {
		if circuitID, err = a.bindZK(ctx, acc, spec, from); err != nil { // circuit registered, binding signed below
			a.unpin(context.WithoutCancel(ctx), a.promises.releaseUnheld(pinned))
			return nil, err
		}
	}
	// Capacity and spec storage, checked and reserved in one step: concurrent proposals cannot
	// both take the last of either.
	if err := a.reserve(id, from, raw, spec, acc, chainNow, pinned); err != nil {
		a.unpin(context.WithoutCancel(ctx), a.promises.releaseUnheld(pinned))
		return nil, err
	}
	if err := acc.Sign(a.rs.key, a.rs.domain); err != nil {
		release()
		return nil, fmt.Errorf("sign acceptance: %w", err)
	}
	// Persist before replying: a JobOpened for this id must find it even after a restart.
	if err := a.pending.put(&Pending{
		Acceptance: acc, Spec: raw, RequesterPeer: from.String(), PubKey: crypto.FromECDSAPub(pub),
		Encrypt: spec.Outputs.Encrypt, Signed: now, ZKCircuitID: circuitID, Pinned: pinned,
	}); err != nil {
		release()
		return nil, err
	}
	log.Info("proposal accepted", "class", p.Class, "price", p.Price, "collateral", p.Collateral, "executor", spec.Executor, "expiry", acc.Expiry)
	return acc, nil
}

// checkSpec refuses specs this provider cannot or may not run, naming the config key.
func (a *acceptor) checkSpec(p *market.Proposal, spec *jobspec.Job) error {
	cfg := a.d.cfg
	if spec.MarketClass() != p.Class {
		return decline("proposal class %s differs from the spec's %s", p.Class, spec.Class)
	}
	if !slices.Contains(cfg.Executor.Enabled, spec.Executor) {
		return decline("executor %q is not enabled on this provider (executor.enabled = %v)", spec.Executor, cfg.Executor.Enabled)
	}
	switch spec.Executor {
	case jobspec.ExecutorZK:
		if err := a.checkZKSpec(spec); err != nil {
			return err
		}
	case jobspec.ExecutorWasm:
		if spec.Module == nil || spec.Module.CID == "" {
			return decline("wasm job without a module CID")
		}
		if spec.Resources.MemoryBytes > cfg.Executor.Wasm.MaxMemoryMiB<<20 {
			return decline("memory %d bytes exceeds executor.wasm.max_memory_mib = %d", spec.Resources.MemoryBytes, cfg.Executor.Wasm.MaxMemoryMiB)
		}
		if spec.WallTime() > cfg.Executor.Wasm.MaxWallTime.D() {
			return decline("wall time %s exceeds executor.wasm.max_wall_time = %s", spec.WallTime(), cfg.Executor.Wasm.MaxWallTime.D())
		}
	default:
		if _, ok := cfg.Executor.Exec.Commands[spec.Command]; !ok {
			return decline("command %q is not allowed on this provider (executor.exec.commands)", spec.Command)
		}
	}
	if cfg.Runner.Slots[spec.Class] <= 0 {
		return decline("no %s slots (runner.slots)", spec.Class)
	}
	// Placement: GPUs and VRAM, the burst headroom, and for burst whether it can run now
	// (preempting batch work if need be).
	job := runner.Job{ID: p.JobID.Hex(), Class: spec.Class, GPUs: int(spec.Resources.GPUs),
		VRAMMiB: spec.Resources.VRAMMiB, Limits: executor.Limits{WallTime: spec.WallTime()},
		Deadline: time.Unix(int64(p.Deadline), 0)}
	// Against the runner alone here (bids too); reserve checks again with the promised jobs.
	return a.checkCapacity(job, nil)
}

// checkCapacity declines job when it cannot be placed, or, with the reserved jobs (signed
// acceptances not yet opened, see promises) queued as if waiting, it or one of them would miss
// its deadline. Burst work preempts instead; a bid (no deadline yet) is checked for fit only.
func (a *acceptor) checkCapacity(job runner.Job, reserved []runner.Job) error {
	cfg := a.d.cfg
	if err := a.rs.runner.AdmitWith(job, reserved); err != nil {
		return decline("%s", shortErr(err))
	}
	// The queue: work served before this job (burst, earlier deadlines) may hold the capacity
	// past its deadline, and this job may push a promised one past its own.
	if job.Deadline.Unix() == 0 || job.Class == runner.BurstClass {
		return nil
	}
	now := time.Now()
	lead := cfg.Offer.MinLead.D()
	start, late, ok := a.rs.runner.EarliestStartWith(job, reserved, lead)
	if !ok {
		return decline("the job cannot be placed behind the work queued and promised here")
	}
	if start.Add(job.Limits.WallTime + lead).After(job.Deadline) {
		return decline("the jobs queued ahead of this one hold the capacity for up to %s (by their wall-time limits, with those promised to signed acceptances not yet opened); with wall time %s + %s (offer.min_lead) it would miss its deadline",
			max(start.Sub(now), 0).Round(time.Second), job.Limits.WallTime, lead)
	}
	if len(late) > 0 {
		return decline("the capacity is promised to %d signed acceptance(s) that would miss their deadlines if this job ran first", len(late))
	}
	return nil
}

// metrics of the daemon itself (the runner exports the per-class job metrics).
type metrics struct {
	proposals *prometheus.CounterVec
	delivered prometheus.Counter
	watched   prometheus.Gauge
	offers    prometheus.Counter
}

func newMetrics(reg prometheus.Registerer) (*metrics, error) {
	m := &metrics{
		proposals: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "gpumesh_provider_proposals_total",
			Help: "Proposals answered, by class and outcome (accepted, declined, error)."}, []string{"class", "outcome"}),
		delivered: prometheus.NewCounter(prometheus.CounterOpts{Name: "gpumesh_provider_jobs_delivered_total",
			Help: "JobOpened events for this provider handed to the runner."}),
		watched: prometheus.NewGauge(prometheus.GaugeOpts{Name: "gpumesh_provider_watcher_next_block",
			Help: "Next block the chain watcher reads."}),
		offers: prometheus.NewCounter(prometheus.CounterOpts{Name: "gpumesh_provider_offers_published_total",
			Help: "Signed offers published on /gpumesh/offers/1."}),
	}
	for _, c := range []prometheus.Collector{m.proposals, m.delivered, m.watched, m.offers} {
		if err := reg.Register(c); err != nil {
			return nil, fmt.Errorf("register provider metrics: %w", err)
		}
	}
	return m, nil
}
