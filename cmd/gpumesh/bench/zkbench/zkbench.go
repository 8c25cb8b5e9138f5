// Package zkbench is `gpumesh bench zk`: raw gnark proving of a mimcchain circuit against whole
// proving jobs through the marketplace on a devnet (RunZKBench), or with --raw the proving
// package alone (RunRawZKBench: setup, encode/decode, raw vs package prove step, verify gas on a
// simulated chain).
package zkbench

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/backend"

	"github.com/gpumesh/gpumesh/devnet"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/market/requester"
	zkexec "github.com/gpumesh/gpumesh/provider/executor/zk"
	"github.com/gpumesh/gpumesh/proving"
	"github.com/gpumesh/gpumesh/proving/circuits/mimcchain"
)

// ZKBenchConfig configures RunZKBench.
type ZKBenchConfig struct {
	// Constraints is the target circuit size (mimcchain, R1CS constraints). Default 1_000_000.
	Constraints int
	// Backend is backend.GROTH16 (default) or backend.PLONK (unsafe development SRS).
	Backend backend.ID
	// Jobs is how many proving jobs go through the marketplace, one after the other. The first
	// is the provider's first job of the circuit (zk_overhead_ratio_cold), the others follow it
	// (zk_overhead_ratio). Default 3.
	Jobs int
	// Unadvertised leaves the circuit unadvertised: the provider fetches and decodes its package
	// when the first job arrives (the cold case before providers advertised circuits). By
	// default the provider advertises it (provider.Daemon.AddCircuit) once it is registered,
	// which fetches and decodes it then (zk_advertise_s), and the first job is submitted once
	// the requester holds an offer listing it warm.
	Unadvertised bool
	// RawRuns is how many raw proves run in each gap between jobs (before the first, between
	// two, after the last): a job's baseline is the median of those in the gaps right before
	// and right after it. Default 2.
	RawRuns int
	// Solc locates solc-js for the verifier compile.
	Solc proving.SolcConfig
	// DataDir holds the devnet (removed afterwards when empty: a temporary directory is used).
	DataDir string
	// Logger receives one line per phase (and, at debug, the daemons' logs). Default: discard.
	Logger *slog.Logger
}

// ZKBenchJob is one proving job through the marketplace.
type ZKBenchJob struct {
	// Wall is Submit (resolve, auction, acceptance with the binding, escrow open) through the
	// provider's fetch, prove, local verify, upload and submitProof, to the requester seeing
	// the proof accepted on chain (the job Proven: done for the requester; the provider's
	// claim pays it afterwards) and holding the result.
	Wall time.Duration
	// Match and Open are Submit's phases; ProverProve the provider's gnark prove call (proof.json).
	Match, Open, ProverProve time.Duration
	// RawProves are gnark's prove call in the bench process, through the path the provider's
	// executor takes (the package decoded from its encoding, the witness decoded from its
	// bytes, the job's memory limit), in the gaps right before and right after this job: the
	// same process as the devnet's daemons (their idle polling included), the same GOMAXPROCS,
	// no GC forced before either. The job's baseline is their median (Baseline), so a change of
	// machine load during the job weighs on the baseline as on the job.
	RawProves []time.Duration
	// VerifyGas is the submitProof transaction's gas (its receipt): the escrowed on-chain
	// verification that makes the job Proven. The payment is the provider's claim, later (see
	// `gpumesh bench gas`: zk_claim_gas, zk_claim_share_gas).
	VerifyGas uint64
	OpenGas   uint64
	// Speculative says the provider proved the job before its escrow open was confirmed
	// (zk.Executor.Speculate) and the job's run took that proof.
	Speculative bool
	// Timeline is when each step happened, from Submit.
	Timeline ZKTimeline
}

// ZKTimeline is a job's steps as offsets from Submit (zero: not seen). The requester's clock
// and the provider's are the same machine's here.
type ZKTimeline struct {
	// Accepted: the requester holds the provider's signed acceptance (requester phase accepted).
	Accepted time.Duration
	// Opened: the escrow open is confirmed (requester phase open).
	Opened time.Duration
	// ProviderSaw: the provider's runner has the opened job (it began fetching its inputs).
	ProviderSaw time.Duration
	// ProveStart and ProveEnd: the provider's gnark prove call (proof.json); before Opened when
	// the job was proved speculatively.
	ProveStart, ProveEnd time.Duration
	// Uploaded: the provider's result is in its content store; it sends submitProof next.
	Uploaded time.Duration
	// Proven: the requester saw the proof accepted on chain (requester phase proven).
	Proven time.Duration
}

// ZKBenchReport is what RunZKBench measured.
type ZKBenchReport struct {
	Backend     backend.ID
	Rounds      int
	Constraints uint64
	Parallelism int

	SetupTime, RegisterTime time.Duration
	PackageBytes            uint64
	// Advertised says the provider advertised the circuit before the first job; AdvertiseTime
	// is its AddCircuit call (fetch, check and decode of the package), outside every job.
	Advertised             bool
	AdvertiseTime          time.Duration
	DeployGas, RegisterGas uint64

	// RawProve is gnark's first prove call on the in-memory package in this process, before the
	// devnet starts (zk_prove_s); the jobs' baselines are the raw proves around them
	// (ZKBenchJob.RawProves).
	RawProve, RawVerify time.Duration
	ProofBytes          int
	SolidityProofBytes  int

	// RawProves are all the raw proves interleaved with the jobs, in order.
	RawProves []time.Duration
	Jobs      []ZKBenchJob
}

// Baseline is the job's raw gnark proving time: the median of RawProves.
func (j ZKBenchJob) Baseline() time.Duration { return median(j.RawProves) }

// BaselineSpread is (slowest - fastest) / median of RawProves: how much the machine's proving
// speed moved around the job. An overhead ratio smaller than this is inside the run's noise.
func (j ZKBenchJob) BaselineSpread() float64 { return spread(j.RawProves) }

// median of ds (the mean of the middle two for an even count; 0 for none).
func median(ds []time.Duration) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	n := len(s)
	if n%2 == 0 {
		return (s[n/2-1] + s[n/2]) / 2
	}
	return s[n/2]
}

// spread is (max - min) / median of ds (0 for fewer than two).
func spread(ds []time.Duration) float64 {
	m := median(ds)
	if len(ds) < 2 || m <= 0 {
		return 0
	}
	return (slices.Max(ds) - slices.Min(ds)).Seconds() / m.Seconds()
}

// OverheadRatio is job i's marketplace overhead as the issue defines it: (the whole job's wall
// time, submit to proof accepted - raw gnark proving) / raw gnark proving, where raw proving is
// the job's Baseline, measured in the bench process around the job so both see the same
// machine. It counts everything the marketplace adds, a slower prove inside the daemon too.
func (r *ZKBenchReport) OverheadRatio(i int) float64 {
	if i >= len(r.Jobs) || r.Jobs[i].Baseline() <= 0 {
		return 0
	}
	j := r.Jobs[i]
	return (j.Wall - j.Baseline()).Seconds() / j.Baseline().Seconds()
}

// warm is the indexes of the warm jobs (all but the first, which fetches and decodes the
// package), or the first alone when there is one job.
func (r *ZKBenchReport) warm() []int {
	if len(r.Jobs) == 1 {
		return []int{0}
	}
	var out []int
	for i := 1; i < len(r.Jobs); i++ {
		out = append(out, i)
	}
	return out
}

// baselineSpread is job i's BaselineSpread.
func (r *ZKBenchReport) baselineSpread(i int) float64 { return r.Jobs[i].BaselineSpread() }

// meanOver is the mean of f over the warm jobs.
func (r *ZKBenchReport) meanOver(f func(i int) float64) float64 {
	w := r.warm()
	if len(w) == 0 {
		return 0
	}
	var sum float64
	for _, i := range w {
		sum += f(i)
	}
	return sum / float64(len(w))
}

// InJobOverheadRatio is (job i's wall time - the provider's own prove call in that job) / that
// call: the time spent outside proving, whatever the prove itself cost in the daemon.
func (r *ZKBenchReport) InJobOverheadRatio(i int) float64 {
	if i >= len(r.Jobs) || r.Jobs[i].ProverProve <= 0 {
		return 0
	}
	j := r.Jobs[i]
	return (j.Wall - j.ProverProve).Seconds() / j.ProverProve.Seconds()
}

// ProverSlowdown is (the provider's prove call - job i's Baseline) / Baseline: how much slower
// (negative: faster) the same prove ran inside the daemon during the job than in the raw
// proves around it.
func (r *ZKBenchReport) ProverSlowdown(i int) float64 {
	if i >= len(r.Jobs) || r.Jobs[i].Baseline() <= 0 || r.Jobs[i].ProverProve <= 0 {
		return 0
	}
	j := r.Jobs[i]
	return (j.ProverProve - j.Baseline()).Seconds() / j.Baseline().Seconds()
}

// Metrics: zk_overhead_ratio is the mean OverheadRatio of the warm jobs, zk_overhead_ratio_cold
// the first job's (the provider's first job of the circuit: it advertised the circuit, so the
// package was decoded when it started advertising it, zk_advertise_s; with Unadvertised the job
// fetches and decodes it), zk_overhead_ratio_in_job the warm jobs' mean InJobOverheadRatio,
// zk_prover_slowdown their mean ProverSlowdown, zk_baseline_spread their mean BaselineSpread
// and zk_raw_prove_spread the spread of every raw prove of the run (the run's noise);
// zk_speculative_jobs how many jobs were proved before their escrow open was confirmed; the
// zk_t_*_s the warm jobs' mean timeline (ZKTimeline, from submit); zk_verify_gas the gas of the
// last job's submitProof receipt (the proof verified on chain, the job Proven; the claim that
// pays it is not in it).
func (r *ZKBenchReport) Metrics() map[string]float64 {
	m := map[string]float64{
		"zk_constraints":  float64(r.Constraints),
		"zk_prove_s":      r.RawProve.Seconds(),
		"zk_proof_bytes":  float64(r.ProofBytes),
		"zk_setup_s":      r.SetupTime.Seconds(),
		"zk_deploy_gas":   float64(r.DeployGas),
		"zk_register_gas": float64(r.RegisterGas),
		"zk_parallelism":  float64(r.Parallelism),
		"zk_advertised":   0,
	}
	if r.Advertised {
		m["zk_advertised"] = 1
		m["zk_advertise_s"] = r.AdvertiseTime.Seconds()
	}
	if n := len(r.Jobs); n > 0 {
		last := r.Jobs[n-1]
		m["zk_market_s"] = last.Wall.Seconds()
		m["zk_overhead_ratio"] = r.meanOver(r.OverheadRatio)
		m["zk_overhead_ratio_cold"] = r.OverheadRatio(0)
		m["zk_overhead_ratio_in_job"] = r.meanOver(r.InJobOverheadRatio)
		m["zk_prover_slowdown"] = r.meanOver(r.ProverSlowdown)
		m["zk_baseline_spread"] = r.meanOver(r.baselineSpread)
		m["zk_raw_prove_spread"] = spread(r.RawProves)
		m["zk_raw_prove_s"] = last.Baseline().Seconds()
		m["zk_verify_gas"] = float64(last.VerifyGas)
		m["zk_prover_prove_s"] = last.ProverProve.Seconds()
		spec := 0
		for _, j := range r.Jobs {
			if j.Speculative {
				spec++
			}
		}
		m["zk_speculative_jobs"] = float64(spec)
		for _, t := range timelineSteps {
			m["zk_t_"+t.key+"_s"] = r.meanOver(func(i int) float64 { return t.of(r.Jobs[i].Timeline).Seconds() })
		}
	}
	return m
}

// timelineStep names one of ZKTimeline's fields, for the metrics and the table.
type timelineStep struct {
	key, label string
	of         func(ZKTimeline) time.Duration
}

// timelineSteps are ZKTimeline's fields in the order of a job proved after its open.
var timelineSteps = []timelineStep{
	{"accepted", "accepted", func(t ZKTimeline) time.Duration { return t.Accepted }},
	{"prove_start", "prove start", func(t ZKTimeline) time.Duration { return t.ProveStart }},
	{"opened", "open confirmed", func(t ZKTimeline) time.Duration { return t.Opened }},
	{"provider_saw", "provider has it", func(t ZKTimeline) time.Duration { return t.ProviderSaw }},
	{"prove_end", "prove end", func(t ZKTimeline) time.Duration { return t.ProveEnd }},
	{"uploaded", "uploaded (submitProof next)", func(t ZKTimeline) time.Duration { return t.Uploaded }},
	{"proven", "proof accepted", func(t ZKTimeline) time.Duration { return t.Proven }},
}

// String is t as one line, its steps in time order.
func (t ZKTimeline) String() string {
	steps := slices.Clone(timelineSteps)
	slices.SortStableFunc(steps, func(a, b timelineStep) int { return cmp.Compare(a.of(t), b.of(t)) })
	var parts []string
	for _, st := range steps {
		parts = append(parts, fmt.Sprintf("%s %s", st.label, fmtDuration(st.of(t))))
	}
	return strings.Join(parts, ", ")
}

// WriteTable writes the report; ratios are against the raw prove of the same run.
func (r *ZKBenchReport) WriteTable(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	ratio := func(d time.Duration) string {
		if r.RawProve <= 0 {
			return "-"
		}
		return fmt.Sprintf("%.3fx", d.Seconds()/r.RawProve.Seconds())
	}
	rows := [][3]string{
		{"circuit", fmt.Sprintf("mimcchain %d rounds, bn254 %s", r.Rounds, r.Backend), ""},
		{"constraints", fmt.Sprint(r.Constraints), ""},
		{"parallelism", fmt.Sprint(r.Parallelism), ""},
		{"setup", fmtDuration(r.SetupTime), ""},
		{"package size", fmt.Sprintf("%.1f MiB", float64(r.PackageBytes)/(1<<20)), ""},
		{"register (store, solc, deploy, registerCircuit)", fmtDuration(r.RegisterTime), ""},
		{"verifier deploy gas / registerCircuit gas", fmt.Sprintf("%d / %d", r.DeployGas, r.RegisterGas), ""},
		{"circuit advertised before the first job (fetch + decode)", advertised(r), ""},
		{"raw gnark prove, before the devnet", fmtDuration(r.RawProve), "1.000x"},
		{"raw proves interleaved with the jobs: median, spread", fmtDuration(median(r.RawProves)) + ", " + fmt.Sprintf("%.3f", spread(r.RawProves)), fmt.Sprintf("%d proves", len(r.RawProves))},
		{"proof size", fmt.Sprintf("%d B (solidity %d B)", r.ProofBytes, r.SolidityProofBytes), ""},
	}
	for i, j := range r.Jobs {
		kind := "warm"
		switch {
		case i == 0 && r.Advertised:
			kind = "first, advertised"
		case i == 0:
			kind = "cold"
		}
		if j.Speculative {
			kind += ", proved before the open"
		}
		raws := make([]string, len(j.RawProves))
		for k, d := range j.RawProves {
			raws[k] = fmtDuration(d)
		}
		rows = append(rows,
			[3]string{fmt.Sprintf("job %d: raw proves around it (median = baseline)", i+1),
				strings.Join(raws, " / "), fmt.Sprintf("spread %.3f", j.BaselineSpread())},
			[3]string{fmt.Sprintf("job %d (%s): submit -> proof accepted", i+1, kind), fmtDuration(j.Wall), ratio(j.Wall)},
			[3]string{fmt.Sprintf("job %d: timeline from submit", i+1), j.Timeline.String(), ""},
			[3]string{fmt.Sprintf("job %d: provider's prove call", i+1), fmtDuration(j.ProverProve), fmt.Sprintf("%+.3f vs baseline", r.ProverSlowdown(i))},
			[3]string{fmt.Sprintf("job %d: overhead (wall - baseline) / baseline", i+1), fmt.Sprintf("%.3f", r.OverheadRatio(i)), ""},
			[3]string{fmt.Sprintf("job %d: (wall - its prove call) / prove call", i+1), fmt.Sprintf("%.3f", r.InJobOverheadRatio(i)), "outside proving"},
			[3]string{fmt.Sprintf("job %d: submitProof gas (verify; job Proven)", i+1), fmt.Sprint(j.VerifyGas), "target <= 250000 (groth16)"},
		)
	}
	if len(r.Jobs) > 0 {
		rows = append(rows,
			[3]string{"overhead, first job (zk_overhead_ratio_cold)", fmt.Sprintf("%.3f", r.OverheadRatio(0)), "target <= 0.10"},
			[3]string{"overhead, mean of the warm jobs (zk_overhead_ratio)", fmt.Sprintf("%.3f", r.meanOver(r.OverheadRatio)), "target <= 0.05"},
			[3]string{"daemon prove vs baseline, warm mean (zk_prover_slowdown)", fmt.Sprintf("%+.3f", r.meanOver(r.ProverSlowdown)), ""},
			[3]string{"raw prove spread around a job, warm mean (noise)", fmt.Sprintf("%.3f", r.meanOver(r.baselineSpread)), ""},
		)
	}
	if _, err := fmt.Fprintln(tw, "zk bench\tvalue\tvs raw prove\t"); err != nil {
		return err
	}
	for _, row := range rows {
		if _, err := fmt.Fprintf(tw, "%s\t%s\t%s\t\n", row[0], row[1], row[2]); err != nil {
			return err
		}
	}
	return tw.Flush()
}

// advertised is the advertise row's value.
func advertised(r *ZKBenchReport) string {
	if !r.Advertised {
		return "no (the first job fetches and decodes it)"
	}
	return fmtDuration(r.AdvertiseTime)
}

func fmtDuration(d time.Duration) string {
	if d < time.Second {
		return fmt.Sprintf("%.1f ms", float64(d.Microseconds())/1000)
	}
	return fmt.Sprintf("%.2f s", d.Seconds())
}

// RunZKBench measures, in one run, raw gnark proving of a mimcchain circuit of about
// cfg.Constraints constraints against whole proving jobs through the marketplace on a devnet:
// auction, acceptance with the zk binding, escrow, the provider fetching the witness (and, cold,
// the circuit package), proving, verifying locally, uploading, and submitProof verifying on
// chain and paying.
func RunZKBench(ctx context.Context, cfg ZKBenchConfig) (*ZKBenchReport, error) {
	if cfg.Constraints <= 0 {
		cfg.Constraints = 1_000_000
	}
	if cfg.Backend == backend.UNKNOWN {
		cfg.Backend = backend.GROTH16
	}
	if cfg.Jobs <= 0 {
		cfg.Jobs = 3
	}
	if cfg.RawRuns <= 0 {
		cfg.RawRuns = 2
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	dir := cfg.DataDir
	if dir == "" {
		d, err := os.MkdirTemp("", "gpumesh-zkbench-*")
		if err != nil {
			return nil, err
		}
		defer os.RemoveAll(d)
		dir = d
	}
	rep := &ZKBenchReport{Backend: cfg.Backend, Rounds: mimcchain.RoundsFor(cfg.Constraints),
		Parallelism: min(runtime.GOMAXPROCS(0), runtime.NumCPU())}

	// Setup and the raw baseline, before anything else runs.
	start := time.Now()
	pkg, err := proving.Setup(ctx, mimcchain.New(rep.Rounds), proving.SetupConfig{
		Name: fmt.Sprintf("mimcchain-%d", rep.Rounds), Backend: cfg.Backend, UnsafeDevSRS: cfg.Backend == backend.PLONK,
	})
	if err != nil {
		return nil, fmt.Errorf("zk bench setup: %w", err)
	}
	rep.SetupTime = time.Since(start)
	rep.Constraints, rep.PackageBytes = pkg.Info().NbConstraints, pkg.Info().Size()
	log.Info("zk bench setup done", "constraints", rep.Constraints, "setup_s", rep.SetupTime.Seconds())
	a, err := mimcchain.Assignment(ecc.BN254, big.NewInt(20260401), rep.Rounds)
	if err != nil {
		return nil, err
	}
	full, err := pkg.NewWitness(a)
	if err != nil {
		return nil, err
	}
	res, err := pkg.Prove(ctx, full, proving.ProveOptions{})
	if err != nil {
		return nil, fmt.Errorf("zk bench raw prove: %w", err)
	}
	rep.RawProve, rep.RawVerify, rep.ProofBytes = res.ProveTime, res.VerifyTime, res.Proof.ProofBytes()
	if sp, err := res.Proof.SolidityProof(); err == nil {
		rep.SolidityProofBytes = len(sp)
	}
	res = nil
	log.Info("zk bench raw prove done", "prove_s", rep.RawProve.Seconds())
	// The jobs' baselines prove as the provider's executor does: with the package decoded from
	// its encoding (as the provider's registry holds it), the witness decoded from its bytes, and
	// the job's memory limit.
	var enc bytes.Buffer
	if _, err := pkg.WriteTo(&enc); err != nil {
		return nil, err
	}
	decoded, err := proving.ReadPackage(&enc, proving.Want{Curve: ecc.BN254, Backend: cfg.Backend})
	if err != nil {
		return nil, fmt.Errorf("zk bench: decode the package: %w", err)
	}
	enc = bytes.Buffer{}
	wbytes, err := full.MarshalBinary()
	if err != nil {
		return nil, err
	}
	full = nil

	// The marketplace: devnet, one zk provider, a requester, the circuit registered.
	n, err := devnet.Start(ctx, devnet.Config{DataDir: filepath.Join(dir, "devnet"), Providers: 1})
	if err != nil {
		return nil, err
	}
	defer n.Close()
	const mem = 4096 // MiB: the provider config's cap on a job's memory (executor.wasm.max_memory_mib)
	if err := n.StartZKProviders(ctx, devnet.ZKProvidersConfig{MaxMemoryMiB: mem, Logger: log.With("bench", "zk")}); err != nil {
		return nil, err
	}
	r, err := n.StartRequester(ctx)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	circuit, err := n.RegisterZKCircuit(ctx, r.Store(), devnet.ZKCircuitConfig{Rounds: rep.Rounds, Package: pkg, Solc: cfg.Solc})
	if err != nil {
		return nil, err
	}
	rep.RegisterTime, rep.DeployGas, rep.RegisterGas = circuit.RegisterTime, circuit.DeployGas, circuit.RegisterGas
	log.Info("zk bench circuit registered", "cid", circuit.CID.String(), "verifier", circuit.Verifier.Hex(), "register_s", rep.RegisterTime.Seconds())
	specs := make([]string, cfg.Jobs)
	for i := range specs {
		if specs[i], err = devnet.WriteZKJob(filepath.Join(dir, "jobs"), circuit, devnet.ZKJobOptions{
			Preimage: int64(1000 + i), Label: fmt.Sprintf("bench-%d", i+1),
			WallTime: "30m", Deadline: "1h", Memory: fmt.Sprintf("%dMiB", mem), MaxPrice: "1",
		}); err != nil {
			return nil, err
		}
	}
	circuit.Package = nil
	if err := devnet.WaitZKOffer(ctx, r); err != nil {
		return nil, err
	}
	if !cfg.Unadvertised {
		// The provider starts advertising the circuit: it fetches the package from the
		// requester's node, checks and decodes it now, and its next offer lists it warm.
		start := time.Now()
		for _, p := range n.Nodes {
			if d := p.Daemon(); d != nil {
				if err := d.AddCircuit(ctx, circuit.CID.String()); err != nil {
					return nil, fmt.Errorf("zk bench: advertise the circuit: %w", err)
				}
			}
		}
		rep.Advertised, rep.AdvertiseTime = true, time.Since(start)
		if err := waitWarmOffer(ctx, r, circuit.CID.String()); err != nil {
			return nil, err
		}
		log.Info("zk bench circuit advertised", "advertise_s", rep.AdvertiseTime.Seconds())
	}
	pkg = nil
	// Raw proves interleaved with the jobs: RawRuns in each gap, in the same process as the
	// daemons and with nothing forced between (no GC before a raw prove, as none precedes the
	// provider's); a job's baseline is the median of the gaps right before and after it.
	gap := func(when string) ([]time.Duration, error) {
		var out []time.Duration
		for range cfg.RawRuns {
			res, err := proving.ProveWitness(ctx, decoded, bytes.NewReader(wbytes), proving.ProveOptions{MemoryLimit: mem << 20})
			if err != nil {
				return nil, fmt.Errorf("zk bench raw prove %s: %w", when, err)
			}
			out = append(out, res.ProveTime)
		}
		rep.RawProves = append(rep.RawProves, out...)
		return out, nil
	}
	before, err := gap("before job 1")
	if err != nil {
		return nil, err
	}
	for i, path := range specs {
		j, err := runZKJob(ctx, n, r, path)
		if err != nil {
			return nil, fmt.Errorf("zk bench job %d: %w", i+1, err)
		}
		after, err := gap(fmt.Sprintf("after job %d", i+1))
		if err != nil {
			return nil, err
		}
		j.RawProves = append(slices.Clone(before), after...)
		before = after
		rep.Jobs = append(rep.Jobs, *j)
		log.Info("zk bench job done", "job", i+1, "baseline_s", j.Baseline().Seconds(), "baseline_spread", j.BaselineSpread(),
			"wall_s", j.Wall.Seconds(), "prover_prove_s", j.ProverProve.Seconds(), "speculative", j.Speculative,
			"timeline", j.Timeline.String(), "verify_gas", j.VerifyGas)
	}
	return rep, nil
}

// waitWarmOffer waits until the requester's book holds an offer listing circuit warm.
func waitWarmOffer(ctx context.Context, r *requester.Requester, circuit string) error {
	t := time.NewTicker(20 * time.Millisecond)
	defer t.Stop()
	for {
		for _, e := range r.Book().Snapshot() {
			if e.Offer.WarmCircuit(circuit) {
				return nil
			}
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("zk bench: no offer listing circuit %s warm reached the requester: %w", circuit, ctx.Err())
		case <-t.C:
		}
	}
}

// runZKJob submits the spec at path and follows it until its proof is accepted on chain (the
// requester is done; the provider's claim follows).
func runZKJob(ctx context.Context, n *devnet.Network, r *requester.Requester, path string) (*ZKBenchJob, error) {
	spec, err := jobspec.ParseFile(path, jobspec.Options{})
	if err != nil {
		return nil, err
	}
	start := time.Now()
	j, err := r.Submit(ctx, spec, requester.SubmitOptions{BaseDir: filepath.Dir(path)})
	if err != nil {
		return nil, err
	}
	rec, err := j.Wait(ctx)
	if err != nil {
		return nil, err
	}
	out := &ZKBenchJob{Wall: time.Since(start), Match: j.Match, Open: j.Open, OpenGas: rec.OpenGas}
	if rec.Phase != requester.PhaseProven && rec.Phase != requester.PhaseClaimed {
		return nil, fmt.Errorf("job ended %s, want proven (or claimed)", rec.Phase)
	}
	rcpt, err := n.Backend.TransactionReceipt(ctx, rec.ResultTx)
	if err != nil {
		return nil, fmt.Errorf("submitProof receipt: %w", err)
	}
	out.VerifyGas = rcpt.GasUsed
	b, err := os.ReadFile(filepath.Join(rec.OutDir, "out", zkexec.FileReport))
	if err != nil {
		return nil, fmt.Errorf("proof report: %w", err)
	}
	var pr zkexec.Report
	if err := json.Unmarshal(b, &pr); err != nil {
		return nil, fmt.Errorf("proof report: %w", err)
	}
	out.ProverProve = time.Duration(pr.ProveTimeNs)
	out.Speculative = pr.Speculative
	since := func(t time.Time) time.Duration {
		if t.IsZero() {
			return 0
		}
		return t.Sub(start)
	}
	tl := &out.Timeline
	tl.Accepted, tl.Opened, tl.Proven = since(rec.PhaseTime(requester.PhaseAccepted)), since(rec.PhaseTime(requester.PhaseOpen)), since(rec.PhaseTime(requester.PhaseProven))
	if pr.ProveStartUnixNs > 0 {
		tl.ProveStart, tl.ProveEnd = since(time.Unix(0, pr.ProveStartUnixNs)), since(time.Unix(0, pr.ProveEndUnixNs))
	}
	for _, p := range n.Nodes {
		d := p.Daemon()
		if d == nil {
			continue
		}
		if jr, err := d.JobRecord(j.ID); err == nil {
			tl.ProviderSaw, tl.Uploaded = since(jr.Timing.Fetching), since(jr.Timing.Uploaded)
		}
	}
	return out, nil
}
