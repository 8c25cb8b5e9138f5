package runner

import (
	"fmt"
	"time"

	"github.com/gpumesh/gpumesh/contracts"
)

// Reservations: capacity a provider has promised but the runner does not hold yet.
//
// A provider signs an acceptance before the requester opens the job, and the job reaches the
// queue only after it is opened and its inputs are fetched. Until then the runner knows nothing
// of it, so EarliestStart alone would let a provider sign more acceptances than it can serve by
// their deadlines, and a burst of openings would then overcommit it (each late job is a slash).
// The daemon keeps those promises (its pending acceptances) and passes them here as reserved
// jobs: they are queued, for the estimate only, like waiting runs.

// EarliestStartWith is EarliestStart with the jobs in reserved queued as if they were waiting
// (after the runs already waiting, in the queue's order: burst first, then earlier deadlines).
// late lists the reserved jobs that would no longer end lead before their deadline (by their
// wall-time limits) once job is queued, though they would without it. ok is false when job, or
// a reserved job, could never be placed here.
func (r *Runner) EarliestStartWith(job Job, reserved []Job, lead time.Duration) (start time.Time, late []contracts.JobID, ok bool) {
	if job.ID == (contracts.JobID{}) {
		return time.Time{}, nil, false
	}
	with, ok := r.sched.simulate(job, reserved)
	if !ok {
		return time.Time{}, nil, false
	}
	without, ok := r.sched.simulate(Job{}, reserved)
	if !ok {
		return time.Time{}, nil, false
	}
	misses := func(starts map[contracts.JobID]time.Time, j Job) bool {
		at, ok := starts[j.ID]
		return !ok || at.Add(j.Limits.WallTime+lead).After(j.Deadline)
	}
	for _, j := range reserved {
		if j.Deadline.IsZero() {
			continue
		}
		if misses(with, j) && !misses(without, j) {
			late = append(late, j.ID)
		}
	}
	return with[job.ID], late, true
}

// AdmitWith is Admit with the burst jobs in reserved counted against the burst slots: a burst
// acceptance not yet opened will take a slot as soon as it is.
func (r *Runner) AdmitWith(job Job, reserved []Job) error {
	if err := r.sched.admit(job); err != nil {
		return err
	}
	if job.Class != BurstClass {
		return nil
	}
	n := 0
	for _, j := range reserved {
		if j.Class == BurstClass && j.ID != job.ID {
			n++
		}
	}
	if n == 0 {
		return nil
	}
	s := r.sched
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.used[job.Class]+n >= s.slots[job.Class] {
		return fmt.Errorf("%w: all %d %s slot(s) are busy or promised to %d signed acceptance(s) not yet opened (runner.slots.%s)",
			ErrNoFit, s.slots[job.Class], job.Class, n, job.Class)
	}
	return nil
}
