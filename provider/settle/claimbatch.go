package settle

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/gpumesh/gpumesh/contracts"
)

// Claim batching (WithClaimBatch): the escrow's claimMany settles up to 64 jobs of one provider
// in one transaction — one payout, one fee credit, one collateral unlock — for a fraction of a
// claim's gas per job. The runner drives each job in its own goroutine and calls Claim once the
// job's challenge window has passed, or at once for a proven zk job (its record persisted in
// state claimable first: the intent).
// Claim puts the job in the settler's open batch and returns when the batch is settled:
//
//   - The first job of a batch leads it: it waits until the batch is full (MaxJobs), until no
//     other job of this settler is about to become claimable (one whose challenge window ends,
//     in chain time, within MaxWait of the chain's head, or that passed WaitClaimable and has
//     not yet joined), or until MaxWait has passed since the batch opened — then it sends it.
//   - Before sending, every job is read on chain: those still Submitted with their window closed
//     in chain time, and those Proven, go into one claimMany (two or more; one is claimed alone); the others
//     (disputed, already claimed, window not closed) are claimed alone, so that each gets the
//     escrow's own error, which the runner classifies as for any claim (or, where the chain
//     moved on, succeeds or is read as paid). They never block the rest.
//   - A claimMany that still fails (a job changed between the read and the send) falls back to
//     claiming each of its jobs alone.
//
// Nothing extra is persisted: a job's claimable record is the intent. After a restart the runner
// reads each claimable job's chain state before it calls Claim again, so a batch mined before
// the crash reads as paid (the payout from its JobClaimed event) and is never sent again, and
// a batch never sent is built anew. The escrow refuses a second claim of a job (WrongStatus)
// whatever the daemon does.

// ClaimBatchConfig configures claim batching. Zero fields take the documented defaults.
type ClaimBatchConfig struct {
	// MaxJobs is the most jobs one claimMany settles. Default DefaultClaimBatchJobs; at most
	// contracts.MaxClaimBatch. 1 turns batching off (every job is claimed alone).
	MaxJobs int
	// MaxWait bounds how long a claimable job waits for others to join its batch (the
	// provider's own latency, measured on its clock; which jobs are about to become claimable
	// is decided on the chain's). Default (0) DefaultClaimBatchWait; at most an hour.
	MaxWait time.Duration
	// Logger logs each batch (default discard). The batch metrics are Settler.ClaimCollectors.
	Logger *slog.Logger
}

// Defaults of ClaimBatchConfig.
const (
	// DefaultClaimBatchJobs: 32 jobs share a claimMany's base cost well (the per-job share
	// falls little beyond it) while one batch's gas stays far below a block's.
	DefaultClaimBatchJobs = 32
	// DefaultClaimBatchWait: a job's payment waits at most this long past its challenge window
	// for others to join (only while another job of the provider is about to become claimable).
	DefaultClaimBatchWait = 30 * time.Second
)

// EnsureDefaults fills in the zero fields.
func (c *ClaimBatchConfig) EnsureDefaults() {
	if c.MaxJobs == 0 {
		c.MaxJobs = DefaultClaimBatchJobs
	}
	if c.MaxWait == 0 {
		c.MaxWait = DefaultClaimBatchWait
	}
	if c.Logger == nil {
		c.Logger = slog.New(slog.DiscardHandler)
	}
}

// Validate reports a field out of range.
func (c *ClaimBatchConfig) Validate() error {
	if c.MaxJobs < 1 || c.MaxJobs > contracts.MaxClaimBatch {
		return fmt.Errorf("settle: claim batch max jobs = %d; use 1..%d", c.MaxJobs, contracts.MaxClaimBatch)
	}
	if c.MaxWait < 0 || c.MaxWait > time.Hour {
		return fmt.Errorf("settle: claim batch max wait = %s; use 0s..1h", c.MaxWait)
	}
	return nil
}

// OpClaimMany is the operation a ReceiptFunc is told of for a claimMany: once per job in it,
// with the job's share of the transaction's gas (GasUsed divided among the jobs; the first
// takes the remainder), so that summing per job gives the transaction's gas.
const OpClaimMany = "claim_many"

// claimQueue is the settler's open batch and the jobs about to join one.
type claimQueue struct {
	cfg     ClaimBatchConfig
	metrics *claimMetrics

	// Guarded by the Settler's qmu.
	open *claimBatch
	// soon are the jobs inside WaitClaimable, or past it and not yet in a batch, with the end
	// of their challenge window (chain time; 0 once passed).
	soon map[contracts.JobID]uint64
	// changed is closed and replaced whenever open or soon changes (the leader re-decides).
	changed chan struct{}
	// beforeSend, tests only, runs between the chain reads and the claimMany.
	beforeSend func()
}

type claimBatch struct {
	ids    []contracts.JobID
	opened time.Time
	full   bool
	done   chan struct{} // closed once results is set
	res    map[contracts.JobID]claimResult
}

type claimResult struct {
	paid *big.Int
	err  error
}

// errLeaderGone is what a job's Claim sees when the job that led its batch was cancelled
// before sending it; the job joins the next batch.
var errLeaderGone = errors.New("settle: claim batch leader cancelled")

// WithClaimBatch makes st claim jobs in batches (see above) and returns st. An invalid cfg is
// an error; cfg.MaxJobs 1 keeps every claim single.
func (st *Settler) WithClaimBatch(cfg ClaimBatchConfig) (*Settler, error) {
	cfg.EnsureDefaults()
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	st.q = &claimQueue{cfg: cfg, metrics: newClaimMetrics(), soon: map[contracts.JobID]uint64{}, changed: make(chan struct{})}
	return st, nil
}

// notifyLocked wakes the leader; st.qmu held.
func (q *claimQueue) notifyLocked() {
	close(q.changed)
	q.changed = make(chan struct{})
}

// expect records that id's challenge window ends at windowEnd (chain time; 0: it passed).
func (st *Settler) expect(id contracts.JobID, windowEnd uint64) {
	if st.q == nil {
		return
	}
	st.qmu.Lock()
	defer st.qmu.Unlock()
	if old, ok := st.q.soon[id]; !ok || old != windowEnd {
		st.q.soon[id] = windowEnd
		st.q.notifyLocked()
	}
}

// unexpect forgets id (its window wait ended in an error or a dispute).
func (st *Settler) unexpect(id contracts.JobID) {
	if st.q == nil {
		return
	}
	st.qmu.Lock()
	defer st.qmu.Unlock()
	if _, ok := st.q.soon[id]; ok {
		delete(st.q.soon, id)
		st.q.notifyLocked()
	}
}

// claimBatched is Claim through the queue.
func (st *Settler) claimBatched(ctx context.Context, id contracts.JobID) (*big.Int, error) {
	for {
		b, lead := st.join(id)
		if lead {
			st.lead(ctx, b)
		}
		select {
		case <-b.done:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
		r := b.res[id]
		if errors.Is(r.err, errLeaderGone) {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			continue
		}
		return r.paid, r.err
	}
}

// join puts id in the open batch (opening one, which id then leads).
func (st *Settler) join(id contracts.JobID) (*claimBatch, bool) {
	st.qmu.Lock()
	defer st.qmu.Unlock()
	q := st.q
	delete(q.soon, id)
	lead := false
	if q.open == nil {
		q.open = &claimBatch{opened: time.Now(), done: make(chan struct{})}
		lead = true
	}
	b := q.open
	if b.has(id) { // a second Claim of a job already waiting: it shares the job's result
		return b, false
	}
	b.ids = append(b.ids, id)
	if len(b.ids) >= q.cfg.MaxJobs {
		b.full = true
		q.open = nil
	}
	q.notifyLocked()
	return b, lead
}

// lead waits until b should be sent, then settles it and publishes the results.
func (st *Settler) lead(ctx context.Context, b *claimBatch) {
	timer := time.NewTimer(st.q.cfg.MaxWait)
	defer timer.Stop()
	reason := "wait"
	for {
		st.qmu.Lock()
		changed := st.q.changed
		full := b.full
		st.qmu.Unlock()
		if full {
			reason = "full"
			break
		}
		soon, err := st.othersSoon(ctx, b)
		if err == nil && !soon {
			reason = "none_soon"
			break
		}
		select {
		case <-changed:
			continue
		case <-timer.C:
		case <-ctx.Done():
			st.qmu.Lock()
			if st.q.open == b {
				st.q.open = nil
				st.q.notifyLocked()
			}
			st.qmu.Unlock()
			b.res = map[contracts.JobID]claimResult{}
			for _, id := range b.ids {
				b.res[id] = claimResult{err: errLeaderGone}
			}
			close(b.done)
			return
		}
		break
	}
	st.qmu.Lock()
	if st.q.open == b {
		st.q.open = nil
		st.q.notifyLocked()
	}
	ids := append([]contracts.JobID(nil), b.ids...)
	st.qmu.Unlock()
	b.res = st.settleBatch(ctx, ids, reason)
	close(b.done)
}

// othersSoon reports whether a job not in b is about to join it: it passed WaitClaimable, or
// its challenge window ends within MaxWait of the chain head's time. An error reading the head
// counts as "soon" (the timer still bounds the wait).
func (st *Settler) othersSoon(ctx context.Context, b *claimBatch) (bool, error) {
	st.qmu.Lock()
	n := 0
	for id := range st.q.soon {
		if !b.has(id) {
			n++
		}
	}
	st.qmu.Unlock()
	if n == 0 {
		return false, nil
	}
	h, err := st.backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return true, err
	}
	wait := uint64(st.q.cfg.MaxWait / time.Second)
	horizon := h.Time + wait
	st.qmu.Lock()
	defer st.qmu.Unlock()
	soon := false
	for id, end := range st.q.soon {
		switch {
		case b.has(id):
		case end+wait < h.Time:
			// Its window ended long ago and it never joined (the runner found it disputed, or
			// it stopped): forget it.
			delete(st.q.soon, id)
		case end <= horizon:
			soon = true
		}
	}
	return soon, nil
}

func (b *claimBatch) has(id contracts.JobID) bool {
	for _, x := range b.ids {
		if x == id {
			return true
		}
	}
	return false
}

// batchJob is a job read on chain before a claimMany.
type batchJob struct {
	id  contracts.JobID
	acc *contracts.Acceptance
	rh  [32]byte
}

// settleBatch claims ids: the ones the chain shows claimable in one claimMany, every other one
// alone (see the file comment). reason is why the batch was sent (full, none_soon, wait).
func (st *Settler) settleBatch(ctx context.Context, ids []contracts.JobID, reason string) map[contracts.JobID]claimResult {
	res := make(map[contracts.JobID]claimResult, len(ids))
	one := func(id contracts.JobID) {
		p, err := st.claimOne(ctx, id)
		res[id] = claimResult{paid: p, err: err}
	}
	if len(ids) == 1 {
		one(ids[0])
		st.q.metrics.observe("single", 1)
		return res
	}
	ready, rest := st.readyToClaim(ctx, ids)
	for _, id := range rest {
		one(id)
	}
	log := st.q.cfg.Logger.With("jobs", len(ids), "ready", len(ready), "reason", reason)
	switch len(ready) {
	case 0:
		st.q.metrics.observe("single", len(rest))
		log.Info("claim batch: no job claimable on chain, claimed alone")
		return res
	case 1:
		one(ready[0].id)
		st.q.metrics.observe("single", len(ids))
		log.Info("claim batch: one job claimable on chain, claimed alone", "job_id", ready[0].id)
		return res
	}
	if st.q.beforeSend != nil {
		st.q.beforeSend()
	}
	rcpt, err := st.sendClaimMany(ctx, ready)
	if err != nil {
		// A job changed between the read and the send (or the send failed): claim each alone,
		// so that one job cannot hold the others back and each gets its own classified error.
		log.Warn("claim batch: claimMany failed, claiming each job alone", "err", err)
		for _, j := range ready {
			one(j.id)
		}
		st.q.metrics.observe("fallback", len(ids))
		return res
	}
	payouts := payoutsFrom(rcpt.Logs)
	for i, j := range ready {
		p := payouts[j.id]
		var perr error
		if p == nil {
			p, perr = st.claimedPayout(ctx, j.id)
		}
		res[j.id] = claimResult{paid: p, err: perr}
		if st.onReceipt != nil {
			share := *rcpt
			share.GasUsed = rcpt.GasUsed / uint64(len(ready))
			if i == 0 {
				share.GasUsed += rcpt.GasUsed % uint64(len(ready))
			}
			st.onReceipt(j.id, OpClaimMany, &share)
		}
	}
	st.noteClaimed()
	st.q.metrics.observe("batched", len(ids))
	st.q.metrics.batchGas.Observe(float64(rcpt.GasUsed))
	log.Info("claim batch settled", "claimed", len(ready), "gas", rcpt.GasUsed, "tx", rcpt.TxHash)
	return res
}

// readyToClaim reads each job: ready are those Submitted with their challenge window closed in
// the head's time or Proven (zk: claimable at once), of the same provider as the first of them, with their acceptance and result
// read back from the escrow's events; rest are all others (and jobs whose reads failed).
func (st *Settler) readyToClaim(ctx context.Context, ids []contracts.JobID) (ready []batchJob, rest []contracts.JobID) {
	h, err := st.backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, ids
	}
	for _, id := range ids {
		js, err := st.c.JobState(ctx, id)
		claimable := js != nil && (js.Status == contracts.StatusProven || (js.Status == contracts.StatusSubmitted && h.Time > js.Time))
		if err != nil || !claimable {
			rest = append(rest, id)
			continue
		}
		acc, err := st.c.OpenedAcceptance(ctx, id)
		if err != nil || (len(ready) > 0 && acc.Provider != ready[0].acc.Provider) {
			rest = append(rest, id)
			continue
		}
		sr, err := st.c.SubmittedResult(ctx, id)
		if err != nil {
			rest = append(rest, id)
			continue
		}
		ready = append(ready, batchJob{id: id, acc: acc, rh: sr.ResultHash})
	}
	return ready, rest
}

func (st *Settler) sendClaimMany(ctx context.Context, jobs []batchJob) (*types.Receipt, error) {
	as := make([]*contracts.Acceptance, len(jobs))
	rhs := make([][32]byte, len(jobs))
	for i, j := range jobs {
		as[i], rhs[i] = j.acc, j.rh
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	return st.c.ClaimMany(ctx, st.s, as, rhs)
}

// payoutsFrom reads the JobClaimed events of a receipt by job.
func payoutsFrom(logs []*types.Log) map[contracts.JobID]*big.Int {
	out := map[contracts.JobID]*big.Int{}
	for _, l := range logs {
		if p := payoutFrom([]*types.Log{l}); p != nil && len(l.Topics) > 1 {
			out[contracts.JobID(l.Topics[1])] = p
		}
	}
	return out
}

// claimMetrics count batches by outcome (batched: one claimMany; fallback: the claimMany
// failed and its jobs were claimed alone; single: fewer than two jobs were claimable).
type claimMetrics struct {
	batches  *prometheus.CounterVec
	jobs     prometheus.Histogram
	batchGas prometheus.Histogram
}

// ClaimCollectors are the claim batch metrics, for the caller's registerer (none without
// WithClaimBatch): gpumesh_provider_claim_batches_total{outcome}, gpumesh_provider_claim_batch_jobs
// and gpumesh_provider_claim_batch_gas.
func (st *Settler) ClaimCollectors() []prometheus.Collector {
	if st.q == nil {
		return nil
	}
	m := st.q.metrics
	return []prometheus.Collector{m.batches, m.jobs, m.batchGas}
}

func newClaimMetrics() *claimMetrics {
	m := &claimMetrics{
		batches: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "gpumesh_provider_claim_batches_total",
			Help: "Claim batches sent, by outcome: batched (one claimMany), fallback (the claimMany failed; each job claimed alone), single (fewer than two jobs claimable)."},
			[]string{"outcome"}),
		jobs: prometheus.NewHistogram(prometheus.HistogramOpts{Name: "gpumesh_provider_claim_batch_jobs",
			Help: "Jobs per claim batch.", Buckets: []float64{1, 2, 4, 8, 16, 32, 64}}),
		batchGas: prometheus.NewHistogram(prometheus.HistogramOpts{Name: "gpumesh_provider_claim_batch_gas",
			Help: "Gas used by one claimMany.", Buckets: prometheus.ExponentialBuckets(50_000, 2, 8)}),
	}
	for _, o := range []string{"batched", "fallback", "single"} {
		m.batches.WithLabelValues(o)
	}
	return m
}

func (m *claimMetrics) observe(outcome string, jobs int) {
	m.batches.WithLabelValues(outcome).Inc()
	m.jobs.Observe(float64(jobs))
}
