package matchbench

import (
	"bytes"
	"context"
	"testing"
	"time"
)

func TestRunMatchBench(t *testing.T) {
	rep, err := RunMatchBench(context.Background(), MatchBenchConfig{Offers: 2000, Requests: 256, Duration: 200 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Agreement != 1 {
		t.Errorf("index and naive disagree on %.2f%% of decisions", 100*(1-rep.Agreement))
	}
	if rep.Matched <= 0 || rep.Matched >= 1 {
		t.Errorf("matched share %.3f: the synthetic requests should match sometimes, not always", rep.Matched)
	}
	var b bytes.Buffer
	if err := rep.WriteTable(&b); err != nil {
		t.Fatal(err)
	}
	t.Logf("\n%s", b.String())
	if _, ok := rep.Metrics()["match_decisions_per_s"]; !ok {
		t.Error("missing match_decisions_per_s")
	}
}
