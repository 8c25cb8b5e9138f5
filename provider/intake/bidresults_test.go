package intake

import (
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/gpumesh/gpumesh/contracts"
)

// TestBidResults: a bid followed by an accepted proposal is won, one that expires without one is
// lost (counted at the next scrape), a proposal for a job never bid on counts nothing, and the
// reasons of bids not sent keep their bounded labels.
func TestBidResults(t *testing.T) {
	now := time.Unix(1_000_000, 0)
	b := newBidResults()
	b.now = func() time.Time { return now }
	reg := prometheus.NewRegistry()
	reg.MustRegister(b)
	won, lost, other := contracts.JobID{1}, contracts.JobID{2}, contracts.JobID{3}
	b.sentOne(won, "batch", now.Add(time.Minute))
	b.sentOne(lost, "zk", now.Add(30*time.Second))
	b.accepted(won)
	b.accepted(other)
	for _, err := range []error{
		noBid(reasonPriceAboveMax, errors.New("price 5 is above the job's max 4")),
		fmt.Errorf("%w: cannot fetch", errSpecUnavailable),
		fmt.Errorf("%w: send bid: stream reset", errSendBid),
	} {
		if !errors.Is(err, errNoBid) && !errors.Is(err, errSpecUnavailable) && !errors.Is(err, errSendBid) {
			t.Fatalf("%v: not classified", err)
		}
		o, r := reasonOf(err)
		b.count("batch", o, r)
	}
	got := gatherBidResults(t, reg)
	if got["zk/lost/no_proposal"] != 0 {
		t.Fatalf("lost before expiry: %v", got)
	}
	now = now.Add(31 * time.Second)
	got = gatherBidResults(t, reg)
	want := map[string]float64{
		"batch/won/proposal": 1, "zk/lost/no_proposal": 1, "batch/not_sent/price_above_max": 1,
		"batch/not_sent/spec_unavailable": 1, "batch/error/send": 1,
		"batch/lost/no_proposal": 0, "zk/won/proposal": 0, // created at 0
	}
	if len(got) != len(want) {
		t.Errorf("series %v, want %v", got, want)
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s = %v, want %v", k, got[k], v)
		}
	}
	if !errors.Is(noBid(reasonDeadline, errors.New("x")), errNoBid) {
		t.Error("noBid does not match errNoBid")
	}
}

func gatherBidResults(t *testing.T, reg *prometheus.Registry) map[string]float64 {
	t.Helper()
	fams, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]float64{}
	for _, f := range fams {
		for _, m := range f.GetMetric() {
			lv := map[string]string{}
			for _, l := range m.GetLabel() {
				lv[l.GetName()] = l.GetValue()
			}
			out[lv["class"]+"/"+lv["outcome"]+"/"+lv["reason"]] = m.GetCounter().GetValue()
		}
	}
	return out
}
