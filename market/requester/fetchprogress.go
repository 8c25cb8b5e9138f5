package requester

import (
	"fmt"
	"sync"
	"time"

	"github.com/gpumesh/gpumesh/contracts"
)

// fetchProgressEvery is how often a result fetch reports the bytes it has so far.
const fetchProgressEvery = 500 * time.Millisecond

// fetchProgress returns a content.FetchOptions.Progress for job id: it adds up the verified
// bytes stored and passes progress a PhaseFetching event with the total on the first batch, then
// at most every fetchProgressEvery. It never blocks the fetch for longer than progress takes
// (Progress must not block).
func fetchProgress(id contracts.JobID, progress Progress, now func() time.Time) func(n int64) {
	var mu sync.Mutex
	var total int64
	start := now()
	var last time.Time // zero: the first batch reports
	return func(n int64) {
		mu.Lock()
		defer mu.Unlock()
		total += n
		t := now()
		if !last.IsZero() && t.Sub(last) < fetchProgressEvery {
			return
		}
		last = t
		secs := t.Sub(start).Seconds()
		progress(id, Event{Time: t, Phase: PhaseFetching, Took: t.Sub(start),
			Detail: fmt.Sprintf("%s verified and stored (%s/s)", byteSize(total), byteSize(int64(float64(total)/max(secs, 1e-3))))})
	}
}

// byteSize renders n bytes in binary units ("12.3 MiB").
func byteSize(n int64) string {
	const unit = 1024
	if n < unit {
		return fmt.Sprintf("%d B", n)
	}
	div, exp := int64(unit), 0
	for m := n / unit; m >= unit && exp < 5; m /= unit {
		div *= unit
		exp++
	}
	return fmt.Sprintf("%.1f %ciB", float64(n)/float64(div), "KMGTPE"[exp])
}
