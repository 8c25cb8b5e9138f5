package runner

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/gpumesh/gpumesh/contracts"
)

// Abandoning a job the provider cannot run.
//
// The daemon fetches and pins a job's module and inputs before it signs the acceptance, so an
// opened job normally finds them local. When they still cannot be fetched after the job opened
// (lost, or never complete), the provider is not at fault and must not be slashed: the runner
// abandons the job on chain (the escrow refunds the requester in full and unlocks the
// collateral, nobody is paid) and records the job as refunded with the cause in Record.Error.

// AbandonCause says why an opened job was abandoned.
type AbandonCause string

// Causes.
const (
	AbandonModuleUnavailable AbandonCause = "module-unavailable" // the wasm module or zk circuit package
	AbandonInputsUnavailable AbandonCause = "inputs-unavailable" // an input
)

// ErrNotAbandonable: the job cannot be abandoned (it was never opened on the escrow, e.g. a
// channel-paid burst job); the runner fails it instead.
var ErrNotAbandonable = errors.New("runner: job cannot be abandoned")

// Abandoner ends an opened job without a slash; settle.Settler implements it on the escrow's
// abandon.
type Abandoner interface {
	Abandon(ctx context.Context, jobID contracts.JobID, cause AbandonCause) error
}

// UnfetchableError is a module or input that could not be fetched within the fetch timeout.
type UnfetchableError struct {
	What   string // "module" or "input <name>"
	CID    string
	Within time.Duration
	Err    error // the last fetch error
}

func (e *UnfetchableError) Error() string {
	return fmt.Sprintf("%s %s could not be fetched within %s: %v", e.What, e.CID, e.Within, e.Err)
}

func (e *UnfetchableError) Unwrap() error { return e.Err }

// Cause is the abandon cause of e.
func (e *UnfetchableError) Cause() AbandonCause {
	if strings.HasPrefix(e.What, "input") {
		return AbandonInputsUnavailable
	}
	return AbandonModuleUnavailable
}

// fetchFailed handles a fetch that failed for good (ctx still live): an unfetchable module or
// input abandons the job when an Abandoner is set and records it refunded with the cause; any
// other failure, or no Abandoner, fails the job as before. An abandon that fails is retried
// with the step (the fetch is tried again first); one the chain already took is read back.
func (r *Runner) fetchFailed(ctx context.Context, rec Record, err error) (Record, error) {
	next := rec
	var ue *UnfetchableError
	if r.deps.Abandoner == nil || !errors.As(err, &ue) {
		next.State, next.Error = StateFailed, err.Error()
		r.log.Warn("job failed", "job_id", rec.Job.ID, "state", rec.State, "reason", err)
		return next, nil
	}
	if aerr := r.deps.Abandoner.Abandon(ctx, rec.Job.ID, ue.Cause()); errors.Is(aerr, ErrNotAbandonable) {
		next.State, next.Error = StateFailed, err.Error()
		r.log.Warn("job failed", "job_id", rec.Job.ID, "state", rec.State, "reason", err)
		return next, nil
	} else if aerr != nil {
		st, serr := r.deps.Settler.Status(ctx, rec.Job.ID)
		if serr != nil || st.State != ChainRefunded {
			return rec, fmt.Errorf("abandon job after %v: %w", err, aerr)
		}
	}
	next.State, next.Abandoned, next.AbandonCause, next.Error = StateRefunded, true, ue.Cause(), fmt.Sprintf("abandoned (%s): %v", ue.Cause(), err)
	r.log.Warn("job abandoned: its content could not be fetched; the requester is refunded, no collateral is slashed",
		"job_id", rec.Job.ID, "cause", ue.Cause(), "cid", ue.CID, "err", ue.Err)
	return next, nil
}
