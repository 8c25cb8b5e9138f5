package wasm

import (
	"context"
	"strings"
	"testing"
)

func TestRunBench(t *testing.T) {
	for _, args := range [][]string{{"hello"}} { // {"alloc", "8"} shows the loop-check cost; slow
		rep, err := RunBench(context.Background(), BenchConfig{Module: progWasm, Args: args, Runs: 3})
		if err != nil {
			t.Fatal(err)
		}
		m := rep.Metrics()
		for _, k := range []string{"cold_ms", "warm_p50_ms", "warm_p99_ms", "baseline_p50_ms", "sandbox_overhead_x"} {
			if m[k] <= 0 {
				t.Fatalf("%s = %v", k, m[k])
			}
		}
		var b strings.Builder
		if err := rep.WriteTable(&b); err != nil || !strings.Contains(b.String(), "bare wazero p50 (baseline)") {
			t.Fatalf("table: %v\n%s", err, b.String())
		}
		t.Logf("prog %v:\n%s", args, b.String())
	}
	if _, err := RunBench(context.Background(), BenchConfig{}); err == nil {
		t.Fatal("no module: want error")
	}
}
