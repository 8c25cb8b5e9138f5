// Package e2ebench is `gpumesh bench e2e`: jobs through a devnet of real provider daemons, burst
// jobs per second, submit -> result latency per class and gas per job, with the burst runs'
// latency broken down by phase (phases.go: the SDK's steps and the provider's reported ones)
// and the process's CPU per job.
package e2ebench

import (
	"context"
	"fmt"
	"io"
	"math"
	"math/big"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"sort"
	"sync"
	"text/tabwriter"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts/bindings"
	"github.com/gpumesh/gpumesh/devnet"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/market/requester"
)

// devnetDir is the devnet's data dir in the bench's temporary directory.
const devnetDir = "devnet"

// E2EBenchConfig configures RunE2EBench.
type E2EBenchConfig struct {
	// Providers is the number of provider daemons. Default 10.
	Providers int
	// BurstJobs is the number of burst jobs. Default 60.
	BurstJobs int
	// BatchJobs is the number of batch jobs. Default 5.
	BatchJobs int
	// Concurrency is how many burst jobs are in flight at once. Default Providers (each provider
	// advertises one burst slot).
	Concurrency int
	// Dir holds the devnet's data dir (removed afterwards). Default os.TempDir().
	Dir string
	// CPUProfile, if set, receives a pprof CPU profile of the concurrent burst run.
	CPUProfile io.Writer
	// IdleProfile, if set, receives a pprof CPU profile of the idle window (the devnet up, no
	// job): what the daemons spend while nothing happens.
	IdleProfile io.Writer
	// AllocProfile, if set, receives a pprof allocation profile (allocs, since the process
	// started) taken after the concurrent burst run, and AllocBase (if set) one taken before it:
	// `go tool pprof -base BASE PROFILE` shows the run's own allocations.
	AllocProfile, AllocBase io.Writer
}

// ClassStats are the measurements of one job class.
type ClassStats struct {
	Jobs      int
	Latencies []time.Duration // submit -> verified result in the output dir, per job
	Gas       []uint64        // open + submit + mean claim, per job
	Elapsed   time.Duration   // wall time of the whole class run
	// Traces are the jobs' phase traces (channel-paid burst jobs), in Latencies' order.
	Traces [][]requester.TracePhase
	// CPU is the process's CPU time during the run.
	CPU time.Duration
}

// Breakdown is the run's per-phase latency and CPU, with idleCores the process's CPU while no
// job runs.
func (s *ClassStats) Breakdown(idleCores float64) *Breakdown {
	return &Breakdown{Phases: breakdown(s.Traces, s.Latencies), CPU: s.CPU, Wall: s.Elapsed, Jobs: s.Jobs, IdleCores: idleCores}
}

func (s *ClassStats) pct(p float64) time.Duration {
	if len(s.Latencies) == 0 {
		return 0
	}
	l := append([]time.Duration(nil), s.Latencies...)
	sort.Slice(l, func(i, j int) bool { return l[i] < l[j] })
	i := int(math.Ceil(p*float64(len(l)))) - 1
	return l[max(i, 0)]
}

func (s *ClassStats) meanGas() float64 {
	if len(s.Gas) == 0 {
		return 0
	}
	var t uint64
	for _, g := range s.Gas {
		t += g
	}
	return float64(t) / float64(len(s.Gas))
}

// E2EBenchReport is the result of RunE2EBench.
type E2EBenchReport struct {
	Providers   int
	Concurrency int
	Burst       ClassStats
	Batch       ClassStats
	// SequentialBurst is the latency of burst jobs run one at a time (the baseline for the
	// concurrent run's throughput).
	SequentialBurst ClassStats
	Startup         time.Duration
	// ClaimGas is the mean gas of the claims that landed during the run.
	ClaimGas uint64
	// EscrowBurst is burst jobs one at a time paid by an escrow job each: the baseline of the
	// channel-paid burst runs (bench_channel.go).
	EscrowBurst ClassStats
	// Channels is the on-chain gas of the burst payment channels.
	Channels ChannelGas
	// IdleCores is the process's CPU, in cores, over idleWindow with the devnet up and no job.
	IdleCores float64
}

// BurstJobsPerSecond is the concurrent burst throughput.
func (r *E2EBenchReport) BurstJobsPerSecond() float64 {
	if r.Burst.Elapsed <= 0 {
		return 0
	}
	return float64(r.Burst.Jobs) / r.Burst.Elapsed.Seconds()
}

// Metrics returns burst_jobs_per_s, batch_latency_p99_ms, burst_latency_p99_ms and companions.
func (r *E2EBenchReport) Metrics() map[string]float64 {
	ms := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
	m := map[string]float64{
		"burst_jobs_per_s":            r.BurstJobsPerSecond(),
		"burst_latency_p50_ms":        ms(r.Burst.pct(0.5)),
		"burst_latency_p99_ms":        ms(r.Burst.pct(0.99)),
		"batch_latency_p50_ms":        ms(r.Batch.pct(0.5)),
		"batch_latency_p99_ms":        ms(r.Batch.pct(0.99)),
		"burst_channel_gas_per_job":   r.Channels.PerJob(), // opens + redemptions over the burst jobs paid by vouchers
		"burst_escrow_gas_per_job":    r.EscrowBurst.meanGas(),
		"burst_escrow_latency_p99_ms": ms(r.EscrowBurst.pct(0.99)),
		"batch_escrow_gas_per_job":    r.Batch.meanGas(),
	}
	r.Burst.Breakdown(r.IdleCores).metrics(m)
	return m
}

// WriteTable prints the report, with the sequential burst run as the throughput baseline.
func (r *E2EBenchReport) WriteTable(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 2, 4, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "class\tjobs\tjobs/s\tp50 ms\tp99 ms\tgas/job\t\n")
	row := func(name string, s *ClassStats) {
		jps := 0.0
		if s.Elapsed > 0 {
			jps = float64(s.Jobs) / s.Elapsed.Seconds()
		}
		fmt.Fprintf(tw, "%s\t%d\t%.2f\t%.0f\t%.0f\t%.0f\t\n", name, s.Jobs, jps,
			float64(s.pct(0.5))/1e6, float64(s.pct(0.99))/1e6, s.meanGas())
	}
	row(fmt.Sprintf("burst x%d", r.Concurrency), &r.Burst)
	row("burst x1", &r.SequentialBurst)
	row("burst x1 escrow", &r.EscrowBurst)
	row("batch x1", &r.Batch)
	if err := tw.Flush(); err != nil {
		return err
	}
	ratio := 0.0
	if seq := r.SequentialBurst; seq.Elapsed > 0 && seq.Jobs > 0 {
		ratio = r.BurstJobsPerSecond() / (float64(seq.Jobs) / seq.Elapsed.Seconds())
	}
	_, err := fmt.Fprintf(w, "%d providers on loopback (devnet up in %s); burst throughput %.2fx the sequential baseline.\n"+
		"burst jobs are paid by vouchers on a pre-funded channel per provider (opened during start-up); burst x1 escrow pays each with an escrow job.\n"+
		"latency = Submit (inputs added, matched, paid by voucher or escrow opened) -> result fetched, decrypted and in the output dir.\n"+
		"gas/job = batch and escrow: open + submit of each job + the mean claim (%d gas, over the claims that landed within the run);\n"+
		"  channel burst: %d opens (%d gas) + %d redemptions (%d gas) over %d jobs.\n",
		r.Providers, r.Startup.Round(time.Millisecond), ratio, r.ClaimGas,
		r.Channels.Channels, r.Channels.OpenGas, r.Channels.Redemptions, r.Channels.RedeemGas, r.Channels.Jobs)
	if err != nil {
		return err
	}
	if err := r.Burst.Breakdown(r.IdleCores).writeTable(w, fmt.Sprintf("burst x%d", r.Concurrency)); err != nil {
		return err
	}
	return r.SequentialBurst.Breakdown(r.IdleCores).writeTable(w, "burst x1")
}

// RunE2EBench brings up a devnet with cfg.Providers provider daemons and a requester, and runs
// trivial WASM jobs through the whole flow: burst jobs one at a time (baseline) and then
// cfg.Concurrency at a time, and batch jobs one at a time. It measures submit -> result latency
// per class, burst jobs per second and gas per job.
func RunE2EBench(ctx context.Context, cfg E2EBenchConfig) (*E2EBenchReport, error) {
	if cfg.Providers == 0 {
		cfg.Providers = 10
	}
	if cfg.BurstJobs == 0 {
		cfg.BurstJobs = 60
	}
	if cfg.BatchJobs == 0 {
		cfg.BatchJobs = 5
	}
	if cfg.Concurrency == 0 {
		cfg.Concurrency = cfg.Providers
	}
	dir, err := os.MkdirTemp(cfg.Dir, "gpumesh-e2e-bench-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	t0 := time.Now()
	n, err := devnet.Start(ctx, devnet.Config{DataDir: filepath.Join(dir, devnetDir), Providers: cfg.Providers, ChallengeWindow: time.Second})
	if err != nil {
		return nil, err
	}
	defer n.Close()
	if err := n.StartProviders(ctx, devnet.ProvidersConfig{}); err != nil {
		return nil, err
	}
	r, err := n.StartChannelRequester(ctx)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	// Wait until every provider's offer is in the book, so the runs measure jobs, not gossip.
	if err := waitOffers(ctx, r, cfg.Providers); err != nil {
		return nil, err
	}
	if err := fundBenchChannels(ctx, r, filepath.Join(dir, "fund")); err != nil { // bench_channel.go
		return nil, err
	}
	rep := &E2EBenchReport{Providers: cfg.Providers, Concurrency: cfg.Concurrency, Startup: time.Since(t0)}
	if rep.IdleCores, err = idleCores(ctx, cfg.IdleProfile); err != nil {
		return nil, err
	}
	jobsDir := filepath.Join(dir, "jobs")
	run := func(st *ClassStats, class string, jobs, conc int) error {
		var mu sync.Mutex
		var firstErr error
		sem := make(chan struct{}, conc)
		var wg sync.WaitGroup
		start, cpu := time.Now(), processCPU()
		for i := range jobs {
			sem <- struct{}{}
			wg.Add(1)
			go func() {
				defer wg.Done()
				defer func() { <-sem }()
				lat, rec, err := runJob(ctx, r, filepath.Join(jobsDir, fmt.Sprintf("%s-%d-%d", class, conc, i)), class)
				mu.Lock()
				defer mu.Unlock()
				if err != nil {
					if firstErr == nil {
						firstErr = err
					}
					return
				}
				st.Jobs++
				st.Latencies = append(st.Latencies, lat)
				st.Traces = append(st.Traces, rec.Trace)
			}()
		}
		wg.Wait()
		st.Elapsed, st.CPU = time.Since(start), processCPU()-cpu
		return firstErr
	}
	seqN := max(cfg.BurstJobs/4, 1)
	if err := run(&rep.SequentialBurst, "burst", seqN, 1); err != nil {
		return nil, fmt.Errorf("sequential burst: %w", err)
	}
	stopProfile, err := startProfiles(cfg)
	if err != nil {
		return nil, err
	}
	err = run(&rep.Burst, "burst", cfg.BurstJobs, cfg.Concurrency)
	if perr := stopProfile(); err == nil {
		err = perr
	}
	if err != nil {
		return nil, fmt.Errorf("burst: %w", err)
	}
	if err := run(&rep.Batch, "batch", cfg.BatchJobs, 1); err != nil {
		return nil, fmt.Errorf("batch: %w", err)
	}
	if err := escrowBurstBaseline(ctx, n, filepath.Join(dir, devnetDir), jobsDir, seqN, &rep.EscrowBurst); err != nil {
		return nil, err
	}
	if err := gasPerJob(ctx, n, r, rep); err != nil {
		return nil, err
	}
	if err := channelBenchGas(ctx, n, r, rep); err != nil { // bench_channel.go
		return nil, err
	}
	return rep, nil
}

// startProfiles starts the CPU profile of cfg and returns what stops it and writes the
// allocation profile.
func startProfiles(cfg E2EBenchConfig) (stop func() error, err error) {
	if cfg.AllocBase != nil {
		runtime.GC() // the allocs profile is as of the last GC
		if err := pprof.Lookup("allocs").WriteTo(cfg.AllocBase, 0); err != nil {
			return nil, fmt.Errorf("e2e bench: alloc profile: %w", err)
		}
	}
	if cfg.CPUProfile != nil {
		if err := pprof.StartCPUProfile(cfg.CPUProfile); err != nil {
			return nil, fmt.Errorf("e2e bench: cpu profile: %w", err)
		}
	}
	return func() error {
		if cfg.CPUProfile != nil {
			pprof.StopCPUProfile()
		}
		if cfg.AllocProfile != nil {
			runtime.GC()
			if err := pprof.Lookup("allocs").WriteTo(cfg.AllocProfile, 0); err != nil {
				return fmt.Errorf("e2e bench: alloc profile: %w", err)
			}
		}
		return nil
	}, nil
}

// idleWindow is how long idleCores watches the process with no job running.
const idleWindow = 2 * time.Second

// idleCores is the process's CPU over idleWindow, in cores; profile, if set, receives a CPU
// profile of the window.
func idleCores(ctx context.Context, profile io.Writer) (float64, error) {
	if profile != nil {
		if err := pprof.StartCPUProfile(profile); err != nil {
			return 0, fmt.Errorf("e2e bench: idle cpu profile: %w", err)
		}
		defer pprof.StopCPUProfile()
	}
	start, cpu := time.Now(), processCPU()
	select {
	case <-ctx.Done():
		return 0, ctx.Err()
	case <-time.After(idleWindow):
	}
	return (processCPU() - cpu).Seconds() / time.Since(start).Seconds(), nil
}

func waitOffers(ctx context.Context, r *requester.Requester, want int) error {
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	t := time.NewTicker(50 * time.Millisecond)
	defer t.Stop()
	for r.Book().Len() < want {
		select {
		case <-ctx.Done():
			return fmt.Errorf("e2e bench: %d of %d offers reached the requester: %w", r.Book().Len(), want, ctx.Err())
		case <-t.C:
		}
	}
	return nil
}

// runJob submits one hello job and waits for its result; it returns submit -> result latency
// and the job's final record.
func runJob(ctx context.Context, r *requester.Requester, dir, class string) (time.Duration, *requester.Record, error) {
	// A long deadline: the devnet chain seals each block at least a second after the last, so
	// under load its clock runs ahead of the wall clock by up to a second per transaction.
	path, err := devnet.WriteJob(dir, devnet.JobOptions{Class: class, Label: filepath.Base(dir), Encrypt: true, Deadline: "15m"})
	if err != nil {
		return 0, nil, err
	}
	spec, err := jobspec.ParseFile(path, jobspec.Options{})
	if err != nil {
		return 0, nil, err
	}
	start := time.Now()
	j, err := r.Submit(ctx, spec, requester.SubmitOptions{BaseDir: dir, OutDir: filepath.Join(dir, "result")})
	if err != nil {
		return 0, nil, err
	}
	rec, err := j.Wait(ctx)
	if err != nil {
		return 0, nil, err
	}
	lat := time.Since(start)
	out, err := os.ReadFile(filepath.Join(rec.OutDir, "stdout"))
	if err != nil || string(out) != devnet.HelloMessage {
		return 0, nil, fmt.Errorf("job %s: result stdout %q (%v), want %q", rec.ID, out, err, devnet.HelloMessage)
	}
	return lat, rec, nil
}

// gasPerJob adds up, per job, the gas of its open, result and (if it landed) claim transactions.
func gasPerJob(ctx context.Context, n *devnet.Network, r *requester.Requester, rep *E2EBenchReport) error {
	recs, err := r.Jobs()
	if err != nil {
		return err
	}
	claimed := bindings.NewJobEscrow().GetABI().Events["JobClaimed"].ID
	logs, err := n.Contracts.Logs().FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(n.Deployment.Block), Addresses: []common.Address{n.Deployment.Escrow}, Topics: [][]common.Hash{{claimed}},
	})
	if err != nil {
		return err
	}
	claimTx := map[common.Hash]common.Hash{}
	for _, l := range logs {
		if len(l.Topics) > 1 {
			claimTx[l.Topics[1]] = l.TxHash
		}
	}
	gasOf := func(tx common.Hash) uint64 {
		if tx == (common.Hash{}) {
			return 0
		}
		rc, err := n.Backend.TransactionReceipt(ctx, tx)
		if err != nil {
			return 0
		}
		return rc.GasUsed
	}
	// Claims wait for the challenge window on chain time, which the devnet chain runs ahead of
	// the wall clock under load, so not every job's claim lands within the run: the claim is
	// the same call for every class, and its mean over the claims that did land is added.
	var claimSum, claims uint64
	for _, tx := range claimTx {
		if g := gasOf(tx); g > 0 {
			claimSum += g
			claims++
		}
	}
	var claim uint64
	if claims > 0 {
		claim = claimSum / claims
	}
	rep.ClaimGas = claim
	for _, rec := range recs {
		if rec.Phase != requester.PhaseFetched && rec.Phase != requester.PhaseClaimed || rec.Voucher != nil {
			continue // channel-paid burst jobs: see channelGasOf
		}
		g := rec.OpenGas + gasOf(rec.ResultTx) + claim
		switch rec.Class {
		case "burst":
			rep.Burst.Gas = append(rep.Burst.Gas, g) // sequential and concurrent runs pay the same
		case "batch":
			rep.Batch.Gas = append(rep.Batch.Gas, g)
		}
	}
	return nil
}
