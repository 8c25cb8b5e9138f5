package requester

import (
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/contracts"
)

// TestFetchProgress: the callback adds up the batches and reports the total on the first batch,
// then at most every fetchProgressEvery, as PhaseFetching events of the job.
func TestFetchProgress(t *testing.T) {
	id := contracts.JobID{7}
	clock := time.Unix(1_800_000_000, 0)
	var got []Event
	f := fetchProgress(id, func(jid contracts.JobID, e Event) {
		if jid != id {
			t.Errorf("event for job %s, want %s", jid, id)
		}
		got = append(got, e)
	}, func() time.Time { return clock })
	for range 10 { // 10 MiB in 100 ms: the first batch reports, the rest is within the interval
		clock = clock.Add(10 * time.Millisecond)
		f(1 << 20)
	}
	if len(got) != 1 || got[0].Detail != "1.0 MiB verified and stored (100.0 MiB/s)" {
		t.Fatalf("events %+v within %s, want the first batch's alone", got, fetchProgressEvery)
	}
	clock = clock.Add(fetchProgressEvery)
	f(1 << 20)
	if len(got) != 2 || got[1].Phase != PhaseFetching || got[1].Detail != "11.0 MiB verified and stored (18.3 MiB/s)" {
		t.Fatalf("events %+v, want a second fetching event with 11.0 MiB at 18.3 MiB/s", got)
	}
	if s := byteSize(3 << 30); s != "3.0 GiB" {
		t.Errorf("byteSize(3 GiB) = %q", s)
	}
}
