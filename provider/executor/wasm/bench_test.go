package wasm

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gpumesh/gpumesh/provider/executor"
)

func TestRunBench(t *testing.T) {
	for _, args := range [][]string{{"hello"}} { // {"alloc", "8"} shows the loop-check cost; slow
		rep, err := runBench(context.Background(), benchConfig{Module: progWasm, Args: args, Runs: 3})
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
	if _, err := runBench(context.Background(), benchConfig{}); err == nil {
		t.Fatal("no module: want error")
	}
}

// BenchmarkExecutor is the per-job latency of the hello program: warm runs in the sandbox (the
// compiled module cached) against the same module on a bare wazero runtime, the baseline.
func BenchmarkExecutor(b *testing.B) {
	ctx := context.Background()
	in := b.TempDir()
	out := filepath.Join(in, "out")
	if err := os.Mkdir(out, 0o755); err != nil {
		b.Fatal(err)
	}
	args := []string{"hello"}
	b.Run("sandbox-warm", func(b *testing.B) {
		e := New(Config{})
		defer e.Close()
		job := executor.Job{ID: "bench", Module: progWasm, Args: args,
			Inputs: []executor.Mount{{HostPath: in, GuestPath: "/in"}}, Output: executor.Mount{HostPath: out}}
		run := func() {
			res, err := e.Run(ctx, job)
			if err != nil || res.Reason != executor.ReasonOK {
				b.Fatalf("run: %v (%s: %s)", err, res.Reason, res.Detail)
			}
		}
		run() // compile once: the cache makes every later run warm
		for b.Loop() {
			run()
		}
	})
	b.Run("bare-wazero", func(b *testing.B) {
		bin, err := os.ReadFile(progWasm)
		if err != nil {
			b.Fatal(err)
		}
		run, closeRT, err := newBareRunner(ctx, bin, args, in, out)
		if err != nil {
			b.Fatal(err)
		}
		defer closeRT()
		for b.Loop() {
			if err := run(); err != nil {
				b.Fatal(err)
			}
		}
	})
}
