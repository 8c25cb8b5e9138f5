package intake

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/market/propose"
	"github.com/gpumesh/gpumesh/provider/executor"
	"github.com/gpumesh/gpumesh/provider/runner"
)

// Acceptor answers /gpumesh/propose/1 (propose.Acceptor) and the proposals of channel-paid
// burst jobs (AcceptChannelPaid).
type Acceptor struct {
	in       *Intake
	pending  *Store
	promises *promises // = pending.promises
}

var _ propose.Acceptor = (*Acceptor)(nil)

// channelPaidKey marks the context of accept for a proposal paid by a channel voucher: its
// acceptance is never opened on the escrow, so its expiry is not bounded by the deadline.
type channelPaidKey struct{}

// decline is a propose.ErrDeclined with the reason (it goes back to the requester as text).
func decline(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{propose.ErrDeclined}, args...)...)
}

// Decline returns a propose.ErrDeclined error with the reason, as the acceptor declines.
func Decline(format string, args ...any) error { return decline(format, args...) }

// shortErr trims an error for a decline message.
func shortErr(err error) string {
	s := err.Error()
	if len(s) > 300 {
		s = s[:300]
	}
	return strings.TrimSpace(s)
}

// Accept checks a proposal against this provider's terms, config, devices and stake, fetches
// and checks the job spec from the requester, signs the acceptance, persists it and returns it.
func (a *Acceptor) Accept(ctx context.Context, p *market.Proposal, from peer.ID) (*market.Acceptance, error) {
	acc, _, err := a.acceptCounted(ctx, p, from)
	return acc, err
}

// AcceptChannelPaid accepts p as Accept does for a burst job paid by a channel voucher (its
// acceptance is never opened on the escrow, so its expiry is not capped by the deadline) and
// returns the job's decoded spec with it.
func (a *Acceptor) AcceptChannelPaid(ctx context.Context, p *market.Proposal, from peer.ID) (*market.Acceptance, *jobspec.Job, error) {
	return a.acceptCounted(context.WithValue(ctx, channelPaidKey{}, true), p, from)
}

func (a *Acceptor) acceptCounted(ctx context.Context, p *market.Proposal, from peer.ID) (*market.Acceptance, *jobspec.Job, error) {
	acc, spec, err := a.accept(ctx, p, from)
	outcome := "accepted"
	switch {
	case errors.Is(err, propose.ErrDeclined):
		outcome = "declined"
		a.in.log.Info("proposal declined", "job_id", p.JobID, "peer", from, "reason", err)
	case err != nil:
		outcome = "error"
	}
	if a.in.m != nil {
		a.in.m.proposals.WithLabelValues(p.Class.String(), outcome).Inc()
		if err == nil {
			a.in.m.bidResults.accepted(p.JobID)
		}
	}
	return acc, spec, err
}

func (a *Acceptor) accept(ctx context.Context, p *market.Proposal, from peer.ID) (*market.Acceptance, *jobspec.Job, error) {
	in := a.in
	terms := in.cfg.Terms
	log := in.log.With("job_id", p.JobID, "peer", from)
	if old, err := a.pending.Get(p.JobID); err == nil {
		if err := propose.SameTerms(p, old.Acceptance); err == nil && old.Acceptance.ExpiresAt().After(time.Now()) {
			spec, err := in.storedSpec(old)
			if err != nil {
				return nil, nil, fmt.Errorf("stored spec of %s: %w", p.JobID, err)
			}
			return old.Acceptance, spec, nil // a retry of the same proposal
		}
		return nil, nil, decline("job id %s was already accepted on other terms", p.JobID)
	}
	pub, err := p.RequesterKey()
	if err != nil {
		return nil, nil, decline("%s", shortErr(err))
	}

	// Bounded storage: a peer holding too many unopened acceptances is declined before anything
	// is fetched for it.
	a.promises.mu.Lock()
	err = a.promises.checkLimitsLocked(from.String(), 0)
	a.promises.mu.Unlock()
	if err != nil {
		return nil, nil, decline("%s", shortErr(err))
	}

	// The spec, from the bid that fetched it or from the requester's node (the CID commits to
	// its bytes).
	spec, raw, err := in.spec(ctx, p.SpecCID, from)
	if err != nil {
		return nil, nil, err
	}
	if err := a.checkSpec(p.JobID, p.Class, p.Deadline, spec); err != nil {
		return nil, nil, err
	}

	// Price: at least the asking price x device slots x wall time (zk: per proof); collateral at
	// most the multiple of the price, covered by free stake.
	minPrice, unit, err := terms.minPrice(p.Class, spec)
	if err != nil {
		return nil, nil, err
	}
	if p.Price.Cmp(minPrice) < 0 {
		return nil, nil, decline("price %s is below this provider's %s (%s per %s)", p.Price, minPrice, unit, spec.PriceUnit)
	}
	if maxColl := terms.maxCollateral(p.Price); p.Collateral.Cmp(maxColl) > 0 {
		return nil, nil, decline("collateral %s exceeds %d x price = %s (offer.collateral_multiple)", p.Collateral, terms.CollateralMultiple, maxColl)
	}
	// A channel-paid job's collateral is its channel's, which provider/channels locks (or finds
	// locked already, when the free stake no longer counts it) before it records the voucher.
	if ctx.Value(channelPaidKey{}) == nil {
		if err := terms.coverCollateral(ctx, in.deps.Chain, in.addr, p.Collateral); err != nil {
			return nil, nil, err
		}
	}
	now := time.Now()
	// The escrow measures the deadline and the acceptance's expiry in block time.
	chainNow, err := in.deps.Chain.Now(ctx)
	if err != nil {
		return nil, nil, err
	}
	if err := terms.checkDeadline(p.Deadline, spec, chainNow); err != nil {
		return nil, nil, err
	}
	expiry, err := terms.expiry(chainNow, p.Deadline, spec, ctx.Value(channelPaidKey{}) == nil)
	if err != nil {
		return nil, nil, err
	}
	acc := market.AcceptProposal(p, expiry)

	// The module and inputs, fetched and pinned before signing: a requester that names content it
	// does not serve gets a decline here, not an acceptance it could open and let time out.
	id := p.JobID
	pinned, err := a.prefetch(ctx, id, spec, from)
	if err != nil {
		return nil, nil, err
	}
	release := func() { a.unpin(context.WithoutCancel(ctx), a.promises.drop(id)) }
	var circuitID common.Hash
	if p.Class == market.ClassZK {
		if circuitID, err = a.bindZK(ctx, acc, spec, from); err != nil { // circuit registered, binding signed below
			a.unpin(context.WithoutCancel(ctx), a.promises.releaseUnheld(pinned))
			return nil, nil, err
		}
	}
	// Capacity and spec storage, checked and reserved in one step: concurrent proposals cannot
	// both take the last of either.
	if err := a.reserve(id, from, raw, spec, acc, chainNow, pinned); err != nil {
		a.unpin(context.WithoutCancel(ctx), a.promises.releaseUnheld(pinned))
		return nil, nil, err
	}
	if err := acc.Sign(in.deps.Key, in.deps.Domain); err != nil {
		release()
		return nil, nil, fmt.Errorf("sign acceptance: %w", err)
	}
	// Persist before replying: a JobOpened for this id must find it even after a restart.
	if err := a.pending.Put(&Pending{
		Acceptance: acc, Spec: raw, RequesterPeer: from.String(), PubKey: crypto.FromECDSAPub(pub),
		Encrypt: spec.Outputs.Encrypt, Signed: now, ZKCircuitID: circuitID, Pinned: pinned,
	}); err != nil {
		release()
		return nil, nil, err
	}
	log.Info("proposal accepted", "class", p.Class, "price", p.Price, "collateral", p.Collateral, "executor", spec.Executor, "expiry", acc.Expiry)
	if p.Class == market.ClassZK && ctx.Value(channelPaidKey{}) == nil {
		a.speculate(acc, spec)
	}
	return acc, spec, nil
}

// checkSpec refuses specs this provider cannot or may not run in class (a proposal's or a
// request's, for job id due at deadline; 0: not known yet), naming the config key.
func (a *Acceptor) checkSpec(id contracts.JobID, class market.Class, deadline uint64, spec *jobspec.Job) error {
	cfg := a.in.cfg
	if spec.MarketClass() != class {
		return decline("proposal class %s differs from the spec's %s", class, spec.Class)
	}
	if !slices.Contains(cfg.Executors, spec.Executor) {
		return decline("executor %q is not enabled on this provider (executor.enabled = %v)", spec.Executor, cfg.Executors)
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
		if spec.Resources.MemoryBytes > cfg.WasmMaxMemoryBytes {
			return decline("memory %d bytes exceeds executor.wasm.max_memory_mib = %d", spec.Resources.MemoryBytes, cfg.WasmMaxMemoryBytes>>20)
		}
		if spec.WallTime() > cfg.WasmMaxWallTime {
			return decline("wall time %s exceeds executor.wasm.max_wall_time = %s", spec.WallTime(), cfg.WasmMaxWallTime)
		}
	case jobspec.ExecutorExec:
		if _, ok := cfg.ExecCommands[spec.Command]; !ok {
			return decline("command %q is not allowed on this provider (executor.exec.commands)", spec.Command)
		}
	case jobspec.ExecutorContainer:
		if err := checkContainerSpec(cfg.Container, spec); err != nil {
			return err
		}
	default:
		return decline("executor %q is not supported by this provider", spec.Executor)
	}
	if cfg.Slots[spec.Class] <= 0 {
		return decline("no %s slots (runner.slots)", spec.Class)
	}
	// Placement: GPUs and VRAM, the burst headroom, and for burst whether it can run now
	// (preempting batch work if need be).
	job := runner.Job{ID: id, Class: spec.Class, GPUs: int(spec.Resources.GPUs),
		VRAMMiB: spec.Resources.VRAMMiB, Limits: executor.Limits{WallTime: spec.WallTime()},
		Deadline: time.Unix(int64(deadline), 0)}
	// Against the runner alone here (bids too); reserve checks again with the promised jobs.
	return a.checkCapacity(job, nil)
}

// checkContainerSpec declines container jobs the provider's policy does not let run: resources
// over the executor.container maximums, egress the policy refuses, GPUs the engine cannot pass.
// The image's size is checked once it is fetched (prefetch).
func checkContainerSpec(p ContainerPolicy, spec *jobspec.Job) error {
	switch {
	case spec.Image == nil || (spec.Image.CID == "" && spec.Image.Ref == ""):
		return decline("container job without an image")
	case spec.Resources.MemoryBytes > p.MaxMemoryBytes:
		return decline("memory %d bytes exceeds executor.container.max_memory_mib = %d", spec.Resources.MemoryBytes, p.MaxMemoryBytes>>20)
	case spec.WallTime() > p.MaxWallTime:
		return decline("wall time %s exceeds executor.container.max_wall_time = %s", spec.WallTime(), p.MaxWallTime)
	case spec.Network == jobspec.NetworkEgress && !p.Egress:
		return decline("the job asks for network: egress; this provider's executor.container.egress is none")
	case spec.Resources.GPUs > 0 && !p.GPU:
		return decline("the job asks for %d GPU(s); this provider's container executor cannot pass GPUs to containers (no nvidia runtime for executor.container.gpu_access = nvidia-runtime, CDI off for cdi, no GPU nodes for devices)", spec.Resources.GPUs)
	}
	return nil
}

// checkCapacity declines job when it cannot be placed, or, with the reserved jobs (signed
// acceptances not yet opened, see promises) queued as if waiting, it or one of them would miss
// its deadline, or (offer.max_queue_wait) it would wait too long. Burst work preempts instead; a
// bid (no deadline yet) is checked for fit and the queue wait only.
func (a *Acceptor) checkCapacity(job runner.Job, reserved []runner.Job) error {
	r := a.in.deps.Runner
	if err := r.AdmitWith(job, reserved); err != nil {
		return decline("%s", shortErr(err))
	}
	if job.Class == runner.BurstClass {
		return nil
	}
	now := time.Now()
	// A provider bounding its queue (offer.max_queue_wait) steps aside, for bids and proposals
	// alike, when the job would wait longer than that: a requester gets a start as soon as some
	// provider can give one, not the queue of the one that ranks first.
	if wait := a.in.cfg.Terms.MaxQueueWait; wait > 0 {
		if start, _, ok := r.EarliestStartWith(job, reserved, 0); ok && start.After(now.Add(wait)) {
			return decline("busy: the work queued and promised here would hold the job back %s (by wall-time limits), over offer.max_queue_wait = %s",
				start.Sub(now).Round(time.Second), wait)
		}
	}
	// The queue: work served before this job (burst, earlier deadlines) may hold the capacity
	// past its deadline, and this job may push a promised one past its own.
	if job.Deadline.Unix() == 0 {
		return nil
	}
	lead := a.in.cfg.Terms.MinLead
	start, late, ok := r.EarliestStartWith(job, reserved, lead)
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
