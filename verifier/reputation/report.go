package reputation

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// Report is one provider's reputation with its components (for `gpumesh reputation show`,
// `provider status` and match explanations).
type Report struct {
	Provider common.Address `json:"provider"`
	// Score is the beta mean in [0, 1]; ScoreBps the same in basis points, as matching uses it.
	Score    float64 `json:"score"`
	ScoreBps uint32  `json:"score_bps"`
	// Success and Failure are the decayed, value-weighted counts (without the prior).
	Success float64 `json:"success"`
	Failure float64 `json:"failure"`
	// PriorSuccess and PriorFailure are the prior every provider starts from.
	PriorSuccess uint64 `json:"prior_success"`
	PriorFailure uint64 `json:"prior_failure"`
	// HalfLife is the decay half-life in seconds.
	HalfLife uint64 `json:"half_life_seconds"`
	// Counts are the provider's events per kind (not decayed), every kind in Kind order.
	Counts []KindCount `json:"counts"`
	// Last are the newest events, newest first.
	Last []EventView `json:"last_events"`
	// Block and AsOf are the last block read and its timestamp: the scores are as of AsOf.
	Block uint64 `json:"block"`
	AsOf  uint64 `json:"as_of"`
}

// KindCount is how many events of one kind a provider has.
type KindCount struct {
	Kind  string `json:"kind"`
	Count int    `json:"count"`
}

// EventView is an Event in display form.
type EventView struct {
	Kind   string `json:"kind"`
	Job    string `json:"job,omitempty"` // challenges: the challenge id
	Value  string `json:"value,omitempty"`
	Time   uint64 `json:"time"`
	Block  uint64 `json:"block,omitempty"`
	Tx     string `json:"tx,omitempty"`
	Weight uint64 `json:"weight"` // value weight before decay
}

// Count returns the number of events of kind k.
func (r *Report) Count(k Kind) int {
	for _, c := range r.Counts {
		if c.Kind == k.String() {
			return c.Count
		}
	}
	return 0
}

// Summary is the report in one line: score, decayed counts and the non-zero kinds.
func (r *Report) Summary() string {
	var kinds []string
	for _, c := range r.Counts {
		if c.Count > 0 {
			kinds = append(kinds, fmt.Sprintf("%d %s", c.Count, c.Kind))
		}
	}
	if len(kinds) == 0 {
		kinds = []string{"no events: prior"}
	}
	return fmt.Sprintf("%d/10000: success %.2f failure %.2f, prior %d/%d; %s", r.ScoreBps, r.Success, r.Failure,
		r.PriorSuccess, r.PriorFailure, strings.Join(kinds, ", "))
}

// reportLocked builds provider's report from the current scan; s.mu is held.
func (s *Source) reportLocked(provider common.Address, last int) *Report {
	sc := Of(s.scores, provider, s.rep)
	r := &Report{Provider: provider, Score: sc.Mean, ScoreBps: sc.Bps, Success: sc.Success, Failure: sc.Failure,
		PriorSuccess: s.rep.PriorSuccess, PriorFailure: s.rep.PriorFailure, HalfLife: s.rep.HalfLife, AsOf: s.st.Time}
	if s.st.Next > 0 {
		r.Block = s.st.Next - 1
	}
	counts := make([]int, kindEnd)
	var mine []Event
	for _, e := range sortedEvents(s.st.events()) {
		if e.Provider == provider && e.Time <= s.st.Time {
			counts[e.Kind]++
			mine = append(mine, e)
		}
	}
	for k := Completed; k < kindEnd; k++ {
		r.Counts = append(r.Counts, KindCount{Kind: k.String(), Count: counts[k]})
	}
	for i := len(mine) - 1; i >= 0 && len(r.Last) < last; i-- {
		e := mine[i]
		v := EventView{Kind: e.Kind.String(), Time: e.Time, Block: e.Block, Weight: s.rep.valueWeight(e)}
		if e.JobID != (common.Hash{}) {
			v.Job = e.JobID.Hex()
		}
		if e.Value != nil {
			v.Value = e.Value.String()
		}
		if e.TxHash != (common.Hash{}) {
			v.Tx = e.TxHash.Hex()
		}
		r.Last = append(r.Last, v)
	}
	return r
}

// WriteReport prints r for people: the score, the counts per kind and the last events.
func WriteReport(w io.Writer, r *Report) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "provider\t%s\n", r.Provider.Hex())
	fmt.Fprintf(tw, "score\t%.4f (%d/10000)\n", r.Score, r.ScoreBps)
	fmt.Fprintf(tw, "success\t%.4f (decayed, value-weighted; prior %d)\n", r.Success, r.PriorSuccess)
	fmt.Fprintf(tw, "failure\t%.4f (decayed, value-weighted; prior %d)\n", r.Failure, r.PriorFailure)
	fmt.Fprintf(tw, "as of\tblock %d, %s (half-life %s)\n", r.Block, time.Unix(int64(r.AsOf), 0).UTC().Format(time.RFC3339),
		time.Duration(r.HalfLife)*time.Second)
	fmt.Fprintln(tw)
	fmt.Fprintln(tw, "kind\tcount")
	for _, c := range r.Counts {
		fmt.Fprintf(tw, "%s\t%d\n", c.Kind, c.Count)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if len(r.Last) == 0 {
		_, err := fmt.Fprintln(w, "\nno events yet")
		return err
	}
	fmt.Fprintln(w, "\nlast events (newest first)")
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "time\tkind\tweight\tvalue\tblock\tjob")
	for _, e := range r.Last {
		job := e.Job
		if len(job) > 18 {
			job = job[:18] + "…"
		}
		fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t%d\t%s\n", time.Unix(int64(e.Time), 0).UTC().Format(time.RFC3339), e.Kind, e.Weight,
			orDash(e.Value), e.Block, orDash(job))
	}
	return tw.Flush()
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}
