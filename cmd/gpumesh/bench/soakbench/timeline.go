package soakbench

import (
	"fmt"
	"io"
	"sort"
	"time"

	"github.com/gpumesh/gpumesh/market/requester"
)

// stage is one step of a job's timeline, between two phases of its requester record.
type stage struct {
	name     string
	from, to requester.Phase
}

// stages are the steps every escrow-paid attempt goes through: resolve (Created) -> match ->
// accepted -> open -> submitted -> fetched -> claimed. A stage is measured on the attempts that
// reached both its ends.
var stages = []stage{
	{"match", requester.PhaseMatch, requester.PhaseAccepted},              // bids asked and one chosen
	{"open", requester.PhaseAccepted, requester.PhaseOpen},                // escrow open mined
	{"run", requester.PhaseOpen, requester.PhaseSubmitted},                // provider ran it and its result tx mined
	{"fetch", requester.PhaseSubmitted, requester.PhaseFetched},           // the result fetched over p2p
	{"claim", requester.PhaseFetched, requester.PhaseClaimed},             // until the requester saw the claim: the soak follows a delivered job to its claim only in its final settle sweep, so this is when the sweep looked, not the provider's claim delay
	{"submit_to_fetched", requester.PhaseResolve, requester.PhaseFetched}, // the whole job as its requester waits for it
}

// Timeline is where the attempts' time went: per stage, the median and 90th percentile over
// the attempts (of every requester) that passed through it.
type Timeline struct {
	Stages []StageTimes
}

// StageTimes are one stage's percentiles.
type StageTimes struct {
	Name     string
	Count    int
	P50, P90 time.Duration
}

// timeline measures the stages over every record of rs.
func timeline(rs []*requester.Requester) (*Timeline, error) {
	samples := make([][]time.Duration, len(stages))
	for _, r := range rs {
		recs, err := r.Jobs()
		if err != nil {
			return nil, err
		}
		for _, rec := range recs {
			for k, s := range stages {
				from, to := rec.PhaseTime(s.from), rec.PhaseTime(s.to)
				if from.IsZero() || to.IsZero() || to.Before(from) {
					continue
				}
				samples[k] = append(samples[k], to.Sub(from))
			}
		}
	}
	t := &Timeline{}
	for k, s := range stages {
		l := samples[k]
		sort.Slice(l, func(i, j int) bool { return l[i] < l[j] })
		st := StageTimes{Name: s.name, Count: len(l)}
		if len(l) > 0 {
			st.P50, st.P90 = percentile(l, 0.5), percentile(l, 0.9)
		}
		t.Stages = append(t.Stages, st)
	}
	return t, nil
}

// percentile returns the q-quantile of the sorted, non-empty l (nearest rank).
func percentile(l []time.Duration, q float64) time.Duration {
	i := int(q*float64(len(l))+0.999999) - 1
	return l[min(max(i, 0), len(l)-1)]
}

// metrics adds stage_NAME_p50_s and stage_NAME_p90_s to m.
func (t *Timeline) metrics(m map[string]float64) {
	if t == nil {
		return
	}
	for _, s := range t.Stages {
		m["stage_"+s.Name+"_p50_s"] = s.P50.Seconds()
		m["stage_"+s.Name+"_p90_s"] = s.P90.Seconds()
	}
}

func (t *Timeline) write(w io.Writer) error {
	if t == nil {
		return nil
	}
	for _, s := range t.Stages {
		if _, err := fmt.Fprintf(w, "stage %-18s attempts %4d  p50 %6.2fs  p90 %6.2fs\n", s.Name, s.Count, s.P50.Seconds(), s.P90.Seconds()); err != nil {
			return err
		}
	}
	return nil
}
