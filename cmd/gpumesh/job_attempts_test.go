package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market/requester"
)

// TestJobAttemptsView: `job status` and `job list` show a failed-over job as one job with its
// attempts, each with its provider, its own record's phase and its cause (a due refund marked),
// and the job's phase is its current attempt's; --json carries the same.
func TestJobAttemptsView(t *testing.T) {
	first, second := contracts.JobID{1}, contracts.JobID{2}
	lost, good := common.HexToAddress("0xaa"), common.HexToAddress("0xbb")
	job := &requester.Record{ID: first, Class: "batch", Phase: requester.PhaseRefunded, Retries: 2, Attempts: []requester.Attempt{
		{JobID: first, Provider: lost, Started: time.Unix(1, 0), Ended: time.Unix(2, 0), Cause: "provider gave up (run-failed)", RefundDue: true},
		{JobID: second, Provider: good, Started: time.Unix(2, 0)},
	}}
	recs := map[contracts.JobID]*requester.Record{first: job, second: {ID: second, Phase: requester.PhaseFetched, AttemptOf: &first}}
	get := func(id contracts.JobID) (*requester.Record, error) {
		if r, ok := recs[id]; ok {
			return r, nil
		}
		return nil, requester.ErrUnknownJob
	}
	v := viewOf(job, get)
	if v.phase() != requester.PhaseFetched {
		t.Fatalf("job phase %s, want its current attempt's (fetched)", v.phase())
	}
	var out bytes.Buffer
	e := &env{stdout: &out}
	e.printAttempts(v)
	for _, want := range []string{"attempts  2 (retries 2)", "#1 " + first.Hex() + " provider " + lost.Hex() + " refunded: provider gave up (run-failed) [refund due",
		"#2 " + second.Hex() + " provider " + good.Hex() + " fetched"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("attempts output lacks %q:\n%s", want, out.String())
		}
	}
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var back struct {
		Attempts []struct {
			JobID     contracts.JobID `json:"job_id"`
			Phase     string          `json:"phase"`
			Cause     string          `json:"cause"`
			RefundDue bool            `json:"refund_due"`
		} `json:"attempts"`
	}
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if len(back.Attempts) != 2 || back.Attempts[0].Phase != "refunded" || !back.Attempts[0].RefundDue || back.Attempts[1].Phase != "fetched" {
		t.Fatalf("--json attempts %+v", back.Attempts)
	}
}
