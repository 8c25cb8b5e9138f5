package capacitybench

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

func TestRunCapacityBenchSmall(t *testing.T) {
	rep, err := RunCapacityBench(context.Background(), CapacityBenchConfig{Sizes: []int{64, 128}, BaselineN: 64})
	if err != nil {
		t.Fatal(err)
	}
	m := rep.Metrics()
	if r, ok := m["challenger_prover_ratio"]; !ok || r <= 0 {
		t.Fatalf("metrics %v", m)
	}
	var buf bytes.Buffer
	if err := rep.WriteTable(&buf); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), "challenger_prover_ratio") {
		t.Fatal(buf.String())
	}
}
