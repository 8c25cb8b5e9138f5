package channels

import (
	"time"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market/burst"
)

// Where a channel-paid job's time goes on this provider (burst.Tracer): the acceptance's steps
// are timed here, the run's come from the runner's record (runner.Timing). The trace is for the
// requester's and the benches' eyes only: kept in memory, bounded, never persisted or trusted.

// maxTraces bounds the jobs whose acceptance times are kept; the oldest go first.
const maxTraces = 4096

// acceptTrace is when AcceptPaid passed each step of one job, and when its result was recorded.
type acceptTrace struct {
	start, checked, paid, result time.Time
}

// traceAccept records the acceptance times of job id.
func (c *Service) traceAccept(id contracts.JobID, t acceptTrace) {
	c.waitMu.Lock()
	defer c.waitMu.Unlock()
	if _, ok := c.traces[id]; !ok {
		if len(c.traceOrder) == maxTraces {
			delete(c.traces, c.traceOrder[0])
			c.traceOrder = c.traceOrder[1:]
		}
		c.traceOrder = append(c.traceOrder, id)
	}
	c.traces[id] = &t
}

// traceResult records when job id's result was recorded (the first time only).
func (c *Service) traceResult(id contracts.JobID, at time.Time) {
	c.waitMu.Lock()
	defer c.waitMu.Unlock()
	if t, ok := c.traces[id]; ok && t.result.IsZero() {
		t.result = at
	}
}

// Trace implements burst.Tracer: the phases of job id on this provider, in order, each between
// two recorded instants (a phase whose ends were not both recorded is left out).
func (c *Service) Trace(id contracts.JobID) []burst.Phase {
	c.waitMu.Lock()
	var at acceptTrace
	if t, ok := c.traces[id]; ok {
		at = *t
	}
	c.waitMu.Unlock()
	var rt struct{ accepted, fetching, fetched, started, ran, uploaded time.Time }
	if c.runner != nil {
		if rec, err := c.runner.Get(id); err == nil {
			rt.accepted, rt.fetching, rt.fetched = rec.Accepted, rec.Timing.Fetching, rec.Timing.Fetched
			rt.started, rt.ran, rt.uploaded = rec.Timing.Started, rec.Timing.Ran, rec.Timing.Uploaded
		}
	}
	var out []burst.Phase
	add := func(name string, from, to time.Time) {
		if !from.IsZero() && !to.IsZero() && !to.Before(from) {
			out = append(out, burst.Phase{Name: name, Duration: to.Sub(from)})
		}
	}
	add("accept_checks", at.start, at.checked) // spec, terms, content pinned, acceptance signed and stored
	add("voucher_record", at.checked, at.paid) // channel, collateral, voucher checked and recorded
	add("runner_handover", at.paid, rt.accepted)
	add("runner_pickup", rt.accepted, rt.fetching) // recorded by the runner, started, chain status read
	add("input_fetch", rt.fetching, rt.fetched)
	add("slot_wait", rt.fetched, rt.started) // includes recording the attempt
	add("execute", rt.started, rt.ran)
	add("upload", rt.ran, rt.uploaded) // result written, encrypted and added to the content store
	add("result_record", rt.uploaded, at.result)
	return out
}
