package runner

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	dto "github.com/prometheus/client_model/go"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/provider/executor"
)

// TestFetchFailureAbandons: an opened job whose input cannot be fetched is abandoned on chain
// (the requester refunded, the provider not slashed) and recorded as refunded with the cause
// naming the CID, instead of failing and being slashed at the deadline. Without an Abandoner the
// old path stays: the job fails and the deadline's refund slashes it. Either way the requester
// is told at once (a failure notice naming the cause), and the notice changes nothing on chain:
// the job that was not abandoned is still slashed at its deadline.
func TestFetchFailureAbandons(t *testing.T) {
	const missing = "cid-nobody-serves"
	for _, tc := range []struct {
		name      string
		abandoner bool
		want      State
		notice    Failure
	}{
		{"abandoned without a slash", true, StateRefunded, Failure{Cause: string(AbandonInputsUnavailable), Abandoned: true}},
		{"no abandoner: fails and is slashed", false, StateSlashed, Failure{Cause: CauseFetchFailed}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := newEnv(t)
			reg := executor.NewRegistry()
			reg.Register("wasm", e.exec)
			told := &noticeLog{}
			deps := Deps{DB: e.db, Fetcher: e.store, Executors: reg, Uploader: e.store, Settler: e.ledger, Notifier: told}
			if tc.abandoner {
				deps.Abandoner = e.ledger
			}
			preg := prometheus.NewRegistry()
			r, err := New(Config{WorkDir: t.TempDir(), FetchTimeout: 300 * time.Millisecond, RetryBackoff: 20 * time.Millisecond, Registerer: preg}, deps)
			if err != nil {
				t.Fatal(err)
			}
			j := e.job("lost-input")
			j.Inputs = append(j.Inputs, Input{CID: missing, Name: "gone"})
			j.Deadline = time.Now().Add(3 * time.Second)
			if err := e.ledger.Open(j.ID, j.Price, j.Deadline); err != nil {
				t.Fatal(err)
			}
			start(t, r)
			if err := r.Submit(context.Background(), j); err != nil {
				t.Fatal(err)
			}
			rec := waitFinal(t, r, j.ID)
			lj, _ := e.ledger.get(j.ID)
			if rec.State != tc.want {
				t.Fatalf("final state %s (error %q), want %s", rec.State, rec.Error, tc.want)
			}
			sent := told.all()
			if len(sent) != 1 || sent[0].id != j.ID || sent[0].f.Cause != tc.notice.Cause || sent[0].f.Abandoned != tc.notice.Abandoned ||
				!strings.Contains(sent[0].f.Detail, missing) {
				t.Fatalf("notices %+v, want one for %s: %+v naming %s", sent, j.ID, tc.notice, missing)
			}
			if !tc.abandoner {
				if lj.Refunds != 1 || lj.State != ChainSlashed {
					t.Fatalf("ledger %+v: want the deadline's slash", lj)
				}
				return
			}
			if lj.State != ChainRefunded || lj.Refunds != 0 || lj.Abandoned != string(AbandonInputsUnavailable) {
				t.Fatalf("ledger %+v: want abandoned (inputs-unavailable), no slash", lj)
			}
			if got := counterOf(t, r.metrics.jobs.WithLabelValues("batch", outcomeAbandoned)); got != 1 || !rec.Abandoned {
				t.Errorf("jobs_total{outcome=abandoned} = %v, record abandoned %v: want 1, true", got, rec.Abandoned)
			}
			if got := counterOf(t, r.metrics.jobs.WithLabelValues("batch", string(StateRefunded))); got != 0 {
				t.Errorf("jobs_total{outcome=refunded} = %v for an abandoned job, want 0", got)
			}
			for _, s := range []string{"abandoned", string(AbandonInputsUnavailable), missing} {
				if !strings.Contains(rec.Error, s) {
					t.Errorf("record error %q does not name %q", rec.Error, s)
				}
			}
		})
	}
}

func counterOf(t *testing.T, c prometheus.Counter) float64 {
	t.Helper()
	var m dto.Metric
	if err := c.Write(&m); err != nil {
		t.Fatal(err)
	}
	return m.GetCounter().GetValue()
}

// noticeLog is a Notifier that records what it is told.
type noticeLog struct {
	mu   sync.Mutex
	sent []sentNotice
}

type sentNotice struct {
	id contracts.JobID
	f  Failure
}

func (n *noticeLog) NotifyFailure(_ context.Context, id contracts.JobID, f Failure) error {
	n.mu.Lock()
	defer n.mu.Unlock()
	n.sent = append(n.sent, sentNotice{id, f})
	return nil
}

func (n *noticeLog) all() []sentNotice {
	n.mu.Lock()
	defer n.mu.Unlock()
	return append([]sentNotice(nil), n.sent...)
}
