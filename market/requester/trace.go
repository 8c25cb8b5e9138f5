package requester

import (
	"time"

	"github.com/gpumesh/gpumesh/market/burst"
)

// Where a channel-paid burst job's time goes (Record.Trace): the SDK times its own steps from
// Submit to the result in OutDir, and adds the provider's phases as the provider reported them
// with the result (burst.Tracer). Informational only: shown and benchmarked, never checked or
// used for money (a provider can report anything).

// Sides of a trace phase.
const (
	TraceSDK      = "sdk"      // measured by this requester
	TraceProvider = "provider" // reported by the provider, unverified
)

// TracePhase is one timed step of a job.
type TracePhase struct {
	Name     string        `json:"name"`
	By       string        `json:"by"` // TraceSDK or TraceProvider
	Duration time.Duration `json:"duration"`
}

// traceSDK appends an SDK phase that began at from and ends now; it returns now.
func (rec *Record) traceSDK(name string, from time.Time) time.Time {
	now := time.Now()
	rec.Trace = append(rec.Trace, TracePhase{Name: name, By: TraceSDK, Duration: now.Sub(from)})
	return now
}

// traceProvider appends the provider's reported phases.
func (rec *Record) traceProvider(ps []burst.Phase) {
	for _, p := range ps {
		rec.Trace = append(rec.Trace, TracePhase{Name: p.Name, By: TraceProvider, Duration: p.Duration})
	}
}

// eventAt returns the time of the record's last event in phase p.
func (rec *Record) eventAt(p Phase) (time.Time, bool) {
	for i := len(rec.Events) - 1; i >= 0; i-- {
		if rec.Events[i].Phase == p {
			return rec.Events[i].Time, true
		}
	}
	return time.Time{}, false
}
