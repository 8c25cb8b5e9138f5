package wasm

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"text/tabwriter"
	"time"

	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/imports/wasi_snapshot_preview1"
	wsys "github.com/tetratelabs/wazero/sys"

	"github.com/gpumesh/gpumesh/provider/executor"
)

// benchConfig configures runBench.
type benchConfig struct {
	// Module is the path of a WASI command module to run. Required.
	Module string
	// Args are passed to the module (after argv[0]).
	Args []string
	// Runs is the number of warm runs. Default 20.
	Runs int
	// MemoryBytes is the job memory limit. Default 256 MiB.
	MemoryBytes uint64
}

// benchReport is what runBench measured.
type benchReport struct {
	Runs        int
	Cold        time.Duration // first run on a fresh executor: compile (no cache) + instantiate + run
	WarmP50     time.Duration // sandboxed runs with the compiled module cached
	WarmP99     time.Duration
	BaselineP50 time.Duration // same module on a bare wazero runtime: no loop checks, no memory allocator hook, no listeners, host clocks
	Overhead    float64       // WarmP50 / BaselineP50
}

// Metrics are the report's numbers by name.
func (r *benchReport) Metrics() map[string]float64 {
	ms := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
	return map[string]float64{
		"cold_ms":            ms(r.Cold),
		"warm_p50_ms":        ms(r.WarmP50),
		"warm_p99_ms":        ms(r.WarmP99),
		"baseline_p50_ms":    ms(r.BaselineP50),
		"sandbox_overhead_x": r.Overhead,
	}
}

// WriteTable prints the report with ratios to the bare wazero baseline.
func (r *benchReport) WriteTable(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintf(tw, "wasm executor (%d warm runs)\tlatency\tvs. bare wazero\n", r.Runs)
	fmt.Fprintf(tw, "cold (compile + run)\t%s\t%.2fx\n", r.Cold.Round(time.Microsecond), ratio(r.Cold, r.BaselineP50))
	fmt.Fprintf(tw, "warm p50\t%s\t%.2fx\n", r.WarmP50.Round(time.Microsecond), r.Overhead)
	fmt.Fprintf(tw, "warm p99\t%s\t%.2fx\n", r.WarmP99.Round(time.Microsecond), ratio(r.WarmP99, r.BaselineP50))
	fmt.Fprintf(tw, "bare wazero p50 (baseline)\t%s\t1.00x\n", r.BaselineP50.Round(time.Microsecond))
	return tw.Flush()
}

func ratio(a, b time.Duration) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// runBench measures the executor's per-job latency on a module: a cold run, warm runs, and the
// same module on a bare wazero runtime as the baseline. The difference is the price of the
// sandbox, mostly the loop-header checks that WithCloseOnContextDone compiles in so a wall-time
// limit can stop a loop that makes no host calls. BenchmarkExecutor measures the same with the
// testing package's timer.
func runBench(ctx context.Context, cfg benchConfig) (*benchReport, error) {
	if cfg.Module == "" {
		return nil, errors.New("wasm: bench needs a module path")
	}
	if cfg.Runs <= 0 {
		cfg.Runs = 20
	}
	bin, err := os.ReadFile(cfg.Module)
	if err != nil {
		return nil, fmt.Errorf("wasm: bench module: %w", err)
	}
	in, err := os.MkdirTemp("", "gpumesh-wasm-bench-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(in)
	out := in + "/out"
	if err := os.Mkdir(out, 0o755); err != nil {
		return nil, err
	}
	job := executor.Job{ID: "bench", Module: cfg.Module, Args: cfg.Args,
		Inputs: []executor.Mount{{HostPath: in, GuestPath: "/in"}}, Output: executor.Mount{HostPath: out},
		Limits: executor.Limits{MemoryBytes: cfg.MemoryBytes}}

	e := New(Config{}) // in-memory compilation cache: the first run compiles
	defer e.Close()
	rep := &benchReport{Runs: cfg.Runs}
	run := func() (time.Duration, error) {
		start := time.Now()
		res, err := e.Run(ctx, job)
		if err != nil {
			return 0, err
		}
		if res.Reason != executor.ReasonOK {
			return 0, fmt.Errorf("wasm: bench module ended with %s: %s", res.Reason, res.Detail)
		}
		return time.Since(start), nil
	}
	if rep.Cold, err = run(); err != nil {
		return nil, err
	}
	warm := make([]time.Duration, 0, cfg.Runs)
	for i := 0; i < cfg.Runs; i++ {
		d, err := run()
		if err != nil {
			return nil, err
		}
		warm = append(warm, d)
	}

	bare, closeBare, err := newBareRunner(ctx, bin, cfg.Args, in, out)
	if err != nil {
		return nil, err
	}
	defer closeBare()
	base := make([]time.Duration, 0, cfg.Runs)
	for i := 0; i < cfg.Runs; i++ {
		start := time.Now()
		if err := bare(); err != nil {
			return nil, err
		}
		base = append(base, time.Since(start))
	}
	slices.Sort(warm)
	slices.Sort(base)
	rep.WarmP50, rep.WarmP99 = warm[len(warm)/2], warm[(len(warm)*99)/100]
	rep.BaselineP50 = base[len(base)/2]
	rep.Overhead = ratio(rep.WarmP50, rep.BaselineP50)
	return rep, nil
}

// newBareRunner compiles bin on a bare wazero runtime (no loop checks, no memory allocator hook,
// no listeners, host clocks) and returns a function that runs it once with args, in mounted
// read-only at /in and out at /out: the baseline the sandbox is compared with.
func newBareRunner(ctx context.Context, bin []byte, args []string, in, out string) (run func() error, closeRT func(), err error) {
	rt := wazero.NewRuntime(ctx)
	wasi_snapshot_preview1.MustInstantiate(ctx, rt)
	cm, err := rt.CompileModule(ctx, bin)
	if err != nil {
		rt.Close(ctx)
		return nil, nil, fmt.Errorf("wasm: bench compile: %w", err)
	}
	run = func() error {
		mc := wazero.NewModuleConfig().WithName("").WithArgs(append([]string{"job"}, args...)...).
			WithFSConfig(wazero.NewFSConfig().WithReadOnlyDirMount(in, "/in").WithDirMount(out, "/out")).
			WithSysNanotime().WithSysWalltime()
		m, err := rt.InstantiateModule(ctx, cm, mc)
		var exit *wsys.ExitError
		if err != nil && !(errors.As(err, &exit) && exit.ExitCode() == 0) {
			return fmt.Errorf("wasm: bench baseline run: %w", err)
		}
		if m != nil {
			m.Close(ctx)
		}
		return nil
	}
	return run, func() { rt.Close(ctx) }, nil
}
