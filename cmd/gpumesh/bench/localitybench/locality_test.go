package localitybench

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"
)

// TestRun: on a small workload the locality-aware matcher makes providers fetch fewer bytes than
// the locality-blind one (same workload, same run), hits more hot datasets, and the report's
// ratio is what its passes say.
func TestRun(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	rep, err := Run(ctx, Config{Providers: 3, Datasets: 3, DatasetBytes: 1 << 20, Jobs: 12, Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	m := rep.Metrics()
	if rep.Aware.FetchedBytes >= rep.Blind.FetchedBytes || m["locality_fetch_saved_ratio"] <= 0 {
		t.Fatalf("aware fetched %d, blind %d bytes: locality saved nothing (%v)", rep.Aware.FetchedBytes, rep.Blind.FetchedBytes, m)
	}
	if rep.Aware.HotHits <= rep.Blind.HotHits {
		t.Fatalf("aware hit %d hot datasets, blind %d", rep.Aware.HotHits, rep.Blind.HotHits)
	}
	if rep.Aware.InputBytes != rep.Blind.InputBytes {
		t.Fatalf("the passes ran different workloads: %d vs %d input bytes", rep.Aware.InputBytes, rep.Blind.InputBytes)
	}
	want := float64(rep.Blind.FetchedBytes-rep.Aware.FetchedBytes) / float64(rep.Blind.FetchedBytes)
	if m["locality_fetch_saved_ratio"] != want {
		t.Fatalf("ratio %v, want %v", m["locality_fetch_saved_ratio"], want)
	}
	var buf bytes.Buffer
	if err := rep.WriteTable(&buf); err != nil || !strings.Contains(buf.String(), "locality_fetch_saved_ratio") {
		t.Fatalf("table: %v\n%s", err, buf.String())
	}
}
