package requester

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/notice"
)

// stateOnly is a Requester with its state database only (no node, no chain): enough for the
// notice receiver and the failover bookkeeping.
func stateOnly(t *testing.T) *Requester {
	t.Helper()
	d, err := openDB(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.close() })
	return &Requester{db: d, me: common.HexToAddress("0x0e0e"), cfg: Config{Logger: slog.New(slog.DiscardHandler)},
		wake: make(map[contracts.JobID]chan struct{})}
}

// TestHandleNotice: a notice (already checked for size, signature and addressee by
// market/notice) is taken only for a job of this requester and from that job's provider; the
// first one is stored and wakes the job's follower, a repeat changes nothing; the job's own
// record is never touched (the notice moves no money and no phase).
func TestHandleNotice(t *testing.T) {
	r := stateOnly(t)
	prov, other := common.HexToAddress("0xaa"), common.HexToAddress("0xbb")
	id := contracts.JobID{1}
	rec := &Record{ID: id, Class: "batch", Phase: PhaseOpen, Acceptance: &market.Acceptance{JobID: id, Provider: prov}}
	if err := r.db.put(rec); err != nil {
		t.Fatal(err)
	}
	n := func(job contracts.JobID, from common.Address, cause string) *market.FailureNotice {
		return &market.FailureNotice{JobID: job, Requester: r.me, Provider: from, Cause: cause, Detail: "input gone", Expiry: 1}
	}
	for _, tc := range []struct {
		name   string
		notice *market.FailureNotice
		want   string
	}{
		{"unknown job", n(contracts.JobID{9}, prov, "inputs-unavailable"), "not one of this requester's"},
		{"not the job's provider", n(id, other, "inputs-unavailable"), "is not the provider of job"},
	} {
		if err := r.handleNotice(context.Background(), tc.notice, ""); !errors.Is(err, notice.ErrDeclined) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: err %v, want ErrDeclined saying %q", tc.name, err, tc.want)
		}
	}
	if _, ok, _ := r.NoticeOf(id); ok {
		t.Fatal("a declined notice was stored")
	}
	woken, stop := r.wakeOnNotice(id)
	defer stop()
	if err := r.handleNotice(context.Background(), n(id, prov, "inputs-unavailable"), ""); err != nil {
		t.Fatal(err)
	}
	select {
	case <-woken:
	default:
		t.Fatal("the job's follower was not woken")
	}
	if err := r.handleNotice(context.Background(), n(id, prov, "run-failed"), ""); err != nil {
		t.Fatal(err)
	}
	got, ok, err := r.NoticeOf(id)
	if err != nil || !ok || got.Cause != "inputs-unavailable" || got.Provider != prov {
		t.Fatalf("stored notice %+v (%v, %v), want the first one", got, ok, err)
	}
	after, err := r.db.get(id)
	if err != nil || after.Phase != PhaseOpen || len(after.Events) != 0 {
		t.Fatalf("the job's record changed with the notice: %+v (%v)", after, err)
	}
}

// TestRetryBudget: each ended attempt is written down with its cause before the next one is;
// the providers that failed are excluded; once the retries are spent the job fails with every
// attempt's cause, and Complete says so (ErrRetriesExhausted) without acting again.
func TestRetryBudget(t *testing.T) {
	r := stateOnly(t)
	ctx := context.Background()
	p1, p2 := common.HexToAddress("0x01"), common.HexToAddress("0x02")
	id := contracts.JobID{1}
	job := &Record{ID: id, Class: "batch", Phase: PhaseRefunded, Retries: 1, Created: time.Now(),
		Acceptance: &market.Acceptance{JobID: id, Provider: p1}, Attempts: []Attempt{{JobID: id, Started: time.Now()}}}
	if err := r.db.put(job); err != nil {
		t.Fatal(err)
	}
	job, err := r.failover(ctx, job, "abandoned by the provider: refunded in full", false)
	if err != nil {
		t.Fatal(err)
	}
	stored, err := r.db.get(id)
	if err != nil || len(stored.Attempts) != 2 || stored.FailoverError != "" {
		t.Fatalf("after the first failure: %+v (%v), want a second attempt written down", stored, err)
	}
	first, second := stored.Attempts[0], stored.Attempts[1]
	if first.Provider != p1 || first.Ended.IsZero() || first.Cause == "" || second.JobID == id || second.JobID == (contracts.JobID{}) {
		t.Fatalf("attempts %+v", stored.Attempts)
	}
	if got := job.failedProviders(); len(got) != 1 || got[0] != p1 {
		t.Fatalf("failed providers %v, want %s", got, p1)
	}
	// The second attempt runs on p2 and ends with a notice (its escrow still open).
	job.Attempts[1].Provider = p2
	att := &Record{ID: second.JobID, Class: "batch", Phase: PhaseOpen, AttemptOf: &id, Acceptance: &market.Acceptance{JobID: second.JobID, Provider: p2}}
	if err := r.db.put(att); err != nil {
		t.Fatal(err)
	}
	if job, err = r.failover(ctx, job, "provider gave up (run-failed)", true); err != nil {
		t.Fatal(err)
	}
	if len(job.Attempts) != 2 || !job.Attempts[1].RefundDue {
		t.Fatalf("attempts %+v: want no third attempt and the second's refund due", job.Attempts)
	}
	for _, want := range []string{"2 attempts (retries 1)", p1.Hex(), "abandoned", p2.Hex(), "run-failed"} {
		if !strings.Contains(job.FailoverError, want) {
			t.Errorf("failover error %q does not name %q", job.FailoverError, want)
		}
	}
	last, err := r.Complete(ctx, second.JobID, FollowOptions{}) // an attempt's id completes its job
	if !errors.Is(err, ErrRetriesExhausted) || last == nil || last.ID != second.JobID {
		t.Fatalf("Complete: %v, %+v; want ErrRetriesExhausted with the last attempt", err, last)
	}
	if again, _ := r.db.get(id); len(again.Attempts) != 2 {
		t.Fatalf("Complete acted again: %+v", again.Attempts)
	}
}

// TestEndedWithoutResult: which Follow outcomes end an attempt, and which leave a refund due.
func TestEndedWithoutResult(t *testing.T) {
	id := contracts.JobID{1}
	for _, tc := range []struct {
		name        string
		rec         *Record
		err         error
		ended, due  bool
		causeSubstr string
	}{
		{"notice", &Record{Phase: PhaseOpen}, errors.Join(ErrProviderGaveUp), true, true, "provider gave up (run-failed: executor broke)"},
		{"abandoned", &Record{Phase: PhaseRefunded}, errors.Join(ErrJobRefunded, ErrAbandoned), true, false, "abandoned"},
		{"deadline", &Record{Phase: PhaseRefunded}, ErrJobRefunded, true, false, "deadline passed"},
		{"dispute lost", &Record{Phase: PhaseRefunded}, nil, true, false, "disputed"},
		{"delivered", &Record{Phase: PhaseFetched}, nil, false, false, ""},
		{"interrupted", &Record{Phase: PhaseOpen}, context.Canceled, false, false, ""},
	} {
		tc.rec.ID = id
		cause, due, ended := endedWithoutResult(tc.rec, tc.err, &Notice{Cause: "run-failed", Detail: "executor broke"})
		if ended != tc.ended || due != tc.due || !strings.Contains(cause, tc.causeSubstr) {
			t.Errorf("%s: ended %v due %v cause %q", tc.name, ended, due, cause)
		}
	}
}
