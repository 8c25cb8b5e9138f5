// Package zkbench is `gpumesh bench zk`: raw gnark proving of a mimcchain circuit against whole
// proving jobs through the marketplace on a devnet (RunZKBench), or with --raw the proving
// package alone (RunRawZKBench: setup, encode/decode, raw vs package prove step, verify gas on a
// simulated chain).
package zkbench

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"math"
	"math/big"
	"os"
	"path/filepath"
	"runtime"
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
	// RawProve and RawProveAfter are gnark's prove call on the same package in the bench
	// process, of the same statement shape, run right before and right after this job: the
	// job's baseline is their mean (Baseline), so a change of machine load during the job
	// weighs on the baseline as on the job.
	RawProve, RawProveAfter time.Duration
	// VerifyGas is the submitProof transaction's gas (its receipt): the escrowed on-chain
	// verification that makes the job Proven. The payment is the provider's claim, later (see
	// `gpumesh bench gas`: zk_claim_gas, zk_claim_share_gas).
	VerifyGas uint64
	OpenGas   uint64
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
	// devnet starts; each job also has a raw prove of its own right before it (ZKBenchJob.RawProve).
	RawProve, RawVerify time.Duration
	ProofBytes          int
	SolidityProofBytes  int

	Jobs []ZKBenchJob
}

// Baseline is the job's raw gnark proving time: the mean of the raw proves right before and
// right after it (the one before alone if there is none after).
func (j ZKBenchJob) Baseline() time.Duration {
	if j.RawProveAfter <= 0 {
		return j.RawProve
	}
	return (j.RawProve + j.RawProveAfter) / 2
}

// BaselineSpread is |before - after| / Baseline: how much the machine's proving speed moved
// across the job. An overhead ratio smaller than this is inside the noise of the run.
func (j ZKBenchJob) BaselineSpread() float64 {
	if j.RawProveAfter <= 0 || j.Baseline() <= 0 {
		return 0
	}
	return math.Abs((j.RawProve - j.RawProveAfter).Seconds()) / j.Baseline().Seconds()
}

// OverheadRatio is job i's marketplace overhead as the issue defines it: (the whole job's wall
// time - raw gnark proving) / raw gnark proving, where raw proving is the job's Baseline,
// measured in the bench process around the job so both see the same machine load. It counts
// everything the marketplace adds, a slower prove inside the daemon too.
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

// Metrics: zk_overhead_ratio is the mean OverheadRatio of the warm jobs, zk_overhead_ratio_cold
// the first job's (the provider's first job of the circuit: it advertised the circuit, so the
// package was decoded when it started advertising it, zk_advertise_s; with Unadvertised the job
// fetches and decodes it), zk_overhead_ratio_in_job the
// warm jobs' mean InJobOverheadRatio, zk_baseline_spread their mean BaselineSpread (the run's
// noise); zk_verify_gas the gas of the last job's submitProof receipt (the proof verified on chain,
// the job Proven; the claim that pays it is not in it).
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
		m["zk_baseline_spread"] = r.meanOver(r.baselineSpread)
		m["zk_raw_prove_s"] = last.Baseline().Seconds()
		m["zk_verify_gas"] = float64(last.VerifyGas)
		m["zk_prover_prove_s"] = last.ProverProve.Seconds()
	}
	return m
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
		{"raw gnark prove (baseline)", fmtDuration(r.RawProve), "1.000x"},
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
		rows = append(rows,
			[3]string{fmt.Sprintf("job %d: raw gnark prove just before / after it", i+1),
				fmtDuration(j.RawProve) + " / " + fmtDuration(j.RawProveAfter), fmt.Sprintf("spread %.3f", j.BaselineSpread())},
			[3]string{fmt.Sprintf("job %d (%s): marketplace wall time", i+1, kind), fmtDuration(j.Wall), ratio(j.Wall)},
			[3]string{fmt.Sprintf("job %d: match / escrow open", i+1), fmtDuration(j.Match) + " / " + fmtDuration(j.Open), ""},
			[3]string{fmt.Sprintf("job %d: provider's prove call", i+1), fmtDuration(j.ProverProve), ratio(j.ProverProve)},
			[3]string{fmt.Sprintf("job %d: overhead (wall - raw prove) / raw prove", i+1), fmt.Sprintf("%.3f", r.OverheadRatio(i)), "raw: mean of before / after"},
			[3]string{fmt.Sprintf("job %d: (wall - its prove call) / prove call", i+1), fmt.Sprintf("%.3f", r.InJobOverheadRatio(i)), "outside proving"},
			[3]string{fmt.Sprintf("job %d: submitProof gas (verify; job Proven)", i+1), fmt.Sprint(j.VerifyGas), "target <= 250000 (groth16)"},
		)
	}
	if len(r.Jobs) > 0 {
		rows = append(rows,
			[3]string{"overhead, first job (zk_overhead_ratio_cold)", fmt.Sprintf("%.3f", r.OverheadRatio(0)), "target <= 0.10"},
			[3]string{"overhead, mean of the warm jobs (zk_overhead_ratio)", fmt.Sprintf("%.3f", r.meanOver(r.OverheadRatio)), "target <= 0.05"},
			[3]string{"raw prove spread across a job, mean (noise)", fmt.Sprintf("%.3f", r.meanOver(r.baselineSpread)), ""},
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
	for i, path := range specs {
		// The job's baseline: the same prove, in this process, right before the job.
		res, err := pkg.Prove(ctx, full, proving.ProveOptions{})
		if err != nil {
			return nil, fmt.Errorf("zk bench raw prove before job %d: %w", i+1, err)
		}
		raw := res.ProveTime
		res = nil
		runtime.GC() // the raw proof's memory is not the job's to carry
		j, err := runZKJob(ctx, n, r, path)
		if err != nil {
			return nil, fmt.Errorf("zk bench job %d: %w", i+1, err)
		}
		runtime.GC() // the daemon's proving garbage is not the next raw prove's to collect
		if res, err = pkg.Prove(ctx, full, proving.ProveOptions{}); err != nil {
			return nil, fmt.Errorf("zk bench raw prove after job %d: %w", i+1, err)
		}
		j.RawProve, j.RawProveAfter = raw, res.ProveTime
		res = nil
		runtime.GC()
		rep.Jobs = append(rep.Jobs, *j)
		log.Info("zk bench job done", "job", i+1, "raw_prove_before_s", raw.Seconds(), "raw_prove_after_s", j.RawProveAfter.Seconds(),
			"wall_s", j.Wall.Seconds(), "prover_prove_s", j.ProverProve.Seconds(), "verify_gas", j.VerifyGas)
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
	return out, nil
}
