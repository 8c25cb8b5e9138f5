package runner

import (
	"context"
	"time"

	"github.com/gpumesh/gpumesh/contracts"
)

// Telling the requester.
//
// When the runner gives up a job it accepted (its content could not be fetched and it was
// abandoned, its executor failed, it could not be placed or uploaded before the deadline), the
// requester would otherwise learn it from the chain only: at once for an abandon, at the
// deadline for anything else. With a Notifier the runner tells the requester as soon as the
// transition is persisted (the daemon sends a signed failure notice over p2p), so the requester
// can move the job to another provider.
//
// A notice is best effort and advice only: it is sent once, after the record is written, and a
// crash between the two loses it (the chain's deadline remains the backstop). It changes nothing
// on chain: a job that failed without an abandon is still refunded after its deadline with the
// collateral slashed, notice or not.

// NoticeTimeout bounds one failure notice; the runner does not wait longer to move on.
const NoticeTimeout = 10 * time.Second

// Failure is what the runner tells a job's requester when it gives the job up.
type Failure struct {
	// Cause is a short machine-readable reason: an AbandonCause for an abandoned job, or one of
	// the Cause* constants.
	Cause string
	// Detail is the record's error text.
	Detail string
	// Abandoned: the job was abandoned on chain (the requester refunded, nobody slashed).
	Abandoned bool
}

// Causes of a failed (not abandoned) job, by the state the runner gave it up in.
const (
	CauseFetchFailed  = "fetch-failed"  // fetching the module or inputs failed (not abandoned)
	CauseRunFailed    = "run-failed"    // the executor could not run the job, or placement failed
	CauseSubmitFailed = "submit-failed" // the result could not be uploaded or submitted in time
	CauseGaveUp       = "gave-up"       // anything else the runner could not recover from
)

// Notifier tells a job's requester that this provider gave the job up. The daemon implements it
// with a signed failure notice (market/notice); an error is logged, never retried.
type Notifier interface {
	NotifyFailure(ctx context.Context, jobID contracts.JobID, f Failure) error
}

// gaveUp reports whether the transition prev -> next gives the job up, and what to tell the
// requester: a job that newly failed, or one newly abandoned. A job the chain ended (paid,
// slashed, refunded after its deadline) or that missed its deadline is the chain's news already.
func gaveUp(prev, next Record) (Failure, bool) {
	switch {
	case next.State == StateRefunded && next.Abandoned && !prev.Abandoned:
		return Failure{Cause: string(next.AbandonCause), Detail: next.Error, Abandoned: true}, true
	case next.State == StateFailed && prev.State != StateFailed:
		cause := CauseGaveUp
		switch prev.State {
		case StateFetching:
			cause = CauseFetchFailed
		case StateRunning:
			cause = CauseRunFailed
		case StateUploading, StateSubmitted:
			cause = CauseSubmitFailed
		}
		return Failure{Cause: cause, Detail: next.Error}, true
	}
	return Failure{}, false
}

// tellRequester sends the failure notice of a transition that gave the job up (gaveUp), bounded
// by NoticeTimeout; a failure to send is logged.
func (r *Runner) tellRequester(ctx context.Context, prev, next Record) {
	if r.deps.Notifier == nil {
		return
	}
	f, ok := gaveUp(prev, next)
	if !ok {
		return
	}
	ctx, cancel := context.WithTimeout(ctx, NoticeTimeout)
	defer cancel()
	if err := r.deps.Notifier.NotifyFailure(ctx, next.Job.ID, f); err != nil {
		r.log.Warn("failure notice not delivered; the requester learns it from the chain", "job_id", next.Job.ID, "cause", f.Cause, "err", err)
		return
	}
	r.log.Info("failure notice sent to the requester", "job_id", next.Job.ID, "cause", f.Cause, "abandoned", f.Abandoned)
}
