package requester

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"sync"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/verifier/spotcheck"
)

// The w of the burst collateral bound (burst_spotcheck.go), enforced: each provider's
// channel-paid burst jobs are numbered in the order they are paid; a job stays open from its
// voucher until its result is checked (fetched and not drawn, or drawn and its re-run matched,
// or the job ended without a result). A new job is paid only while it is at most w after the
// oldest open one, so a wrong result found at job J was followed by at most w more paid jobs;
// after a mismatch the provider gets none (until a committee finds it right). With spot-checks
// off nothing is gated (nor asked for).
//
// The state is in memory; the first use loads the open jobs from the journal, so a restarted
// requester counts what its previous run paid and did not check.

// ErrBurstUnchecked: a provider has as many burst jobs paid and unchecked as
// SpotCheckConfig.BurstUnchecked allows (or a mismatch stopped it); the job goes to another
// provider or waits for a check to end.
var ErrBurstUnchecked = errors.New("requester: provider has burst results still unchecked")

// burstGate is one provider's open burst jobs.
type burstGate struct {
	next    uint64                     // number of the next paid job
	open    map[contracts.JobID]uint64 // paid, not yet checked -> number
	stopped contracts.JobID            // the job whose mismatch stopped this provider (zero: none)
}

// gates is the requester's burst gates, one per provider, loaded from the journal once.
type gates struct {
	mu     sync.Mutex
	loaded bool
	by     map[common.Address]*burstGate
}

func (g *gates) gate(p common.Address) *burstGate {
	b, ok := g.by[p]
	if !ok {
		b = &burstGate{open: map[contracts.JobID]uint64{}}
		g.by[p] = b
	}
	return b
}

// burstGatesLocked returns the gates, loaded from the journal on first use. Caller holds
// r.chans.gates.mu.
func (r *Requester) burstGatesLocked() (*gates, error) {
	g := &r.chans.gates
	if g.loaded {
		return g, nil
	}
	g.by = map[common.Address]*burstGate{}
	recs, err := r.db.list()
	if err != nil {
		return nil, fmt.Errorf("load unchecked burst jobs: %w", err)
	}
	recs = slices.DeleteFunc(recs, func(rec *Record) bool {
		return rec.Class != jobspec.ClassBurst || rec.Voucher == nil || rec.Acceptance == nil || rec.Phase.Final()
	})
	slices.SortFunc(recs, func(a, b *Record) int { return cmp.Compare(a.Voucher.Sequence, b.Voucher.Sequence) })
	for _, rec := range recs {
		b := g.gate(rec.Acceptance.Provider)
		if rec.Phase == PhaseDisputed {
			b.stopped = rec.ID
		}
		b.open[rec.ID] = b.next
		b.next++
	}
	g.loaded = true
	return g, nil
}

// admitBurst opens job id on provider's gate before its voucher is signed; an error wrapping
// ErrBurstUnchecked says the provider is at the cap (stopped: after a mismatch). Nothing is
// gated with spot-checks off; a job whose spec asks for no check (a re-run) only meets the
// stop: it is never checked, so it neither waits for the cap nor holds it.
func (r *Requester) admitBurst(provider common.Address, id contracts.JobID, unchecked bool) (stopped bool, err error) {
	sc := r.cfg.SpotCheck
	if sc == nil {
		return false, nil
	}
	w := uint64(sc.burstUnchecked())
	cs := r.channels()
	cs.gates.mu.Lock()
	defer cs.gates.mu.Unlock()
	g, err := r.burstGatesLocked()
	if err != nil {
		return false, err
	}
	b := g.gate(provider)
	if b.stopped != (contracts.JobID{}) {
		return true, fmt.Errorf("%w: a spot-check found job %s's result wrong; no more burst jobs until a committee finds it right", ErrBurstUnchecked, b.stopped.Hex())
	}
	if _, ok := b.open[id]; ok || unchecked {
		return false, nil // a retry of the same job, or one never checked
	}
	if len(b.open) > 0 {
		oldest := b.next
		for _, n := range b.open {
			oldest = min(oldest, n)
		}
		if b.next-oldest > w {
			return false, fmt.Errorf("%w: %d jobs paid since its oldest unchecked one, at most %d (SpotCheckConfig.BurstUnchecked)", ErrBurstUnchecked, b.next-oldest, w)
		}
	}
	b.open[id] = b.next
	b.next++
	return false, nil
}

// closeBurst closes job id on provider's gate: its result was checked, or it ended without one,
// or its voucher never reached the provider.
func (r *Requester) closeBurst(provider common.Address, id contracts.JobID) {
	if r.cfg.SpotCheck == nil {
		return
	}
	cs := r.channels()
	cs.gates.mu.Lock()
	defer cs.gates.mu.Unlock()
	if g, err := r.burstGatesLocked(); err == nil {
		delete(g.gate(provider).open, id)
	}
	r.bookWake.fire() // the provider's gate may admit a waiting job now
}

// stopBurst records that a spot-check found job id's result wrong: provider gets no more burst
// jobs (a restarted requester finds the disputed job in its journal).
func (r *Requester) stopBurst(provider common.Address, id contracts.JobID) {
	if r.cfg.SpotCheck == nil {
		return
	}
	cs := r.channels()
	cs.gates.mu.Lock()
	defer cs.gates.mu.Unlock()
	if g, err := r.burstGatesLocked(); err == nil {
		if b := g.gate(provider); b.stopped == (contracts.JobID{}) {
			b.stopped = id
		}
	}
	r.cfg.Logger.Warn("burst provider stopped after a spot-check mismatch", "provider", provider, "job_id", id.Hex())
}

// resumeBurst lifts the stop of job id (a committee found the provider right) and closes it.
func (r *Requester) resumeBurst(provider common.Address, id contracts.JobID) {
	if r.cfg.SpotCheck == nil {
		return
	}
	cs := r.channels()
	cs.gates.mu.Lock()
	defer cs.gates.mu.Unlock()
	if g, err := r.burstGatesLocked(); err == nil {
		b := g.gate(provider)
		if b.stopped == id {
			b.stopped = contracts.JobID{}
		}
		delete(b.open, id)
	}
	r.bookWake.fire()
}

// burstChecked closes or stops rec's gate entry after its spot-check ran (err: the check's
// error): a stored mismatch stops the provider; a check that ended without one closes the job;
// a check still to run again (err, no verdict) leaves it open.
func (r *Requester) burstChecked(rec *Record, err error) {
	if rec.Acceptance == nil || r.cfg.SpotCheck == nil {
		return
	}
	if s, serr := r.SpotCheckOf(rec.ID); serr == nil && s.Verdict == spotcheck.Mismatch.String() {
		r.stopBurst(rec.Acceptance.Provider, rec.ID)
		return
	}
	if err == nil {
		r.closeBurst(rec.Acceptance.Provider, rec.ID)
	}
}
