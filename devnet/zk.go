package devnet

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math"
	"math/big"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/backend"

	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/market/requester"
	"github.com/gpumesh/gpumesh/p2p/content"
	"github.com/gpumesh/gpumesh/provider"
	"github.com/gpumesh/gpumesh/provider/executor"
	zkexec "github.com/gpumesh/gpumesh/provider/executor/zk"
	"github.com/gpumesh/gpumesh/provider/gpu"
	"github.com/gpumesh/gpumesh/provider/runner"
	"github.com/gpumesh/gpumesh/proving"
	"github.com/gpumesh/gpumesh/proving/circuits/mimcchain"
	"github.com/gpumesh/gpumesh/proving/escrow"
)

// Proving jobs on the devnet: a circuit owner (the deployer account) stores a mimcchain circuit
// package by CID and registers its gnark Solidity verifier in the escrow; zk providers prove
// jobs of it and are paid when the proof verifies on chain. A FaultBadProof provider proves
// like the others, then corrupts its proof before it is submitted: submitProof reverts, it is
// never paid, and the requester is refunded at the deadline.

// FaultBadProof is a zk provider (StartZKProviders) that submits corrupted proofs. It runs in
// this process: its zk executor's output is rewritten through provider.WithRunnerDeps.
const FaultBadProof Fault = "bad-proof"

// ZK regions: zk providers advertise them so a job spec can pick an honest or a faulty prover.
const (
	ZKRegion         = "zk"
	ZKBadProofRegion = "zk-bad-proof"
)

// ZKCircuit is a mimcchain circuit package registered in the devnet's escrow.
type ZKCircuit struct {
	*escrow.Registration
	// Package is the registered package (it declares its verifier; Registration.Package).
	Package *proving.Package
	Rounds  int
	// SetupTime is compile + key generation (zero for a package given in the config);
	// RegisterTime is store + verifier compile + deploy + registerCircuit.
	SetupTime, RegisterTime time.Duration
}

// ZKCircuitConfig configures RegisterZKCircuit.
type ZKCircuitConfig struct {
	// Rounds is the mimcchain length (about 330 R1CS constraints per round). Default 4.
	Rounds int
	// Backend is backend.GROTH16 (default) or backend.PLONK (unsafe development SRS).
	Backend backend.ID
	// Package, when set, is registered instead of setting up a new one (Rounds must match it).
	Package *proving.Package
	// Solc locates solc-js for the verifier compile.
	Solc proving.SolcConfig
}

// RegisterZKCircuit sets up a mimcchain circuit, adds its package to store (the node that serves
// it to providers, usually the requester's) and registers its verifier in the escrow, sent by the
// deployer account as the circuit's owner.
func (n *Network) RegisterZKCircuit(ctx context.Context, store *content.Store, cfg ZKCircuitConfig) (*ZKCircuit, error) {
	if cfg.Rounds <= 0 {
		cfg.Rounds = 4
	}
	if cfg.Backend == backend.UNKNOWN {
		cfg.Backend = backend.GROTH16
	}
	out := &ZKCircuit{Package: cfg.Package, Rounds: cfg.Rounds}
	if out.Package == nil {
		start := time.Now()
		p, err := proving.Setup(ctx, mimcchain.New(cfg.Rounds), proving.SetupConfig{
			Name: fmt.Sprintf("mimcchain-%d", cfg.Rounds), Backend: cfg.Backend, UnsafeDevSRS: cfg.Backend == backend.PLONK,
		})
		if err != nil {
			return nil, fmt.Errorf("devnet: zk circuit setup: %w", err)
		}
		out.Package, out.SetupTime = p, time.Since(start)
	}
	reg, err := proving.NewRegistry(provider.PackageStore(store), proving.RegistryConfig{})
	if err != nil {
		return nil, err
	}
	start := time.Now()
	out.Registration, err = escrow.Register(ctx, reg, out.Package, n.Contracts, n.Contracts.Sender(n.Deployer), cfg.Solc)
	if err != nil {
		return nil, fmt.Errorf("devnet: register zk circuit: %w", err)
	}
	out.Package = out.Registration.Package // declaring its verifier if it did not
	out.RegisterTime = time.Since(start)
	return out, nil
}

// ZKWitness returns the gnark full witness (binary) of the circuit for preimage; with
// unsatisfied, the public hash is off by one, so no proof of it exists.
func (c *ZKCircuit) ZKWitness(preimage int64, unsatisfied bool) ([]byte, error) {
	a, err := mimcchain.Assignment(ecc.BN254, big.NewInt(preimage), c.Rounds)
	if err != nil {
		return nil, err
	}
	if unsatisfied {
		h, ok := a.Hash.(*big.Int)
		if !ok {
			return nil, fmt.Errorf("devnet: mimcchain assignment hash is %T", a.Hash)
		}
		a.Hash = new(big.Int).Add(h, big.NewInt(1))
	}
	w, err := c.Package.NewWitness(a)
	if err != nil {
		return nil, err
	}
	return w.MarshalBinary()
}

// ZKJobOptions shape a zk job spec.
type ZKJobOptions struct {
	Preimage    int64
	Unsatisfied bool   // a witness that does not satisfy the circuit
	Region      string // ZKRegion (default) or ZKBadProofRegion
	WallTime    string // default "5s"
	Deadline    string // default "20s"
	Memory      string // default "1GiB"
	MaxPrice    string // per proof; default "0.05"
	Label       string // distinct labels make distinct specs
	// Args replace the zk executor arguments (default: the package's curve and backend).
	Args []string
}

// WriteZKJob writes witness-<label>.bin and a zk job spec proving it into dir and returns the
// spec's path.
func WriteZKJob(dir string, c *ZKCircuit, o ZKJobOptions) (string, error) {
	if o.Region == "" {
		o.Region = ZKRegion
	}
	if o.WallTime == "" {
		o.WallTime = "5s"
	}
	if o.Deadline == "" {
		o.Deadline = "20s"
	}
	if o.Memory == "" {
		o.Memory = "1GiB"
	}
	if o.MaxPrice == "" {
		o.MaxPrice = "0.05"
	}
	w, err := c.ZKWitness(o.Preimage, o.Unsatisfied)
	if err != nil {
		return "", err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	args := fmt.Sprintf(`["--curve=bn254", "--backend=%s"]`, c.Package.Info().Backend)
	if o.Args != nil {
		q := make([]string, len(o.Args))
		for i, a := range o.Args {
			q[i] = strconv.Quote(a)
		}
		args = "[" + strings.Join(q, ", ") + "]"
	}
	wname := "witness-" + o.Label + ".bin"
	if err := os.WriteFile(filepath.Join(dir, wname), w, 0o644); err != nil {
		return "", err
	}
	spec := fmt.Sprintf(`version: 1
class: zk
circuit: %s
args: %s
inputs:
  - name: witness
    source: ./%s
outputs:
  encrypt: false
resources:
  cpu: 1
  memory: %s
  wall_time: %s
max_price: %q
deadline: %s
region: %s
labels:
  run: %q
`, c.CID, args, wname, o.Memory, o.WallTime, o.MaxPrice, o.Deadline, o.Region, o.Label)
	p := filepath.Join(dir, "zk-"+o.Label+".yaml")
	return p, os.WriteFile(p, []byte(spec), 0o644)
}

// ZKProvidersConfig configures StartZKProviders.
type ZKProvidersConfig struct {
	// BadProof is how many of the providers (the last ones) are FaultBadProof. They advertise
	// ZKBadProofRegion, the others ZKRegion.
	BadProof int
	// Price per proof, a decimal token amount. Default "0.01".
	Price string
	// MaxMemoryMiB caps a job's memory (executor.wasm.max_memory_mib, at most 4096). Default 4096.
	MaxMemoryMiB uint64
	// Logger for the daemons; nil discards.
	Logger *slog.Logger
}

// StartZKProviders starts one in-process provider daemon per provider account, each serving
// zk jobs (executor zk, one zk slot, a price per proof) besides batch and burst.
func (n *Network) StartZKProviders(ctx context.Context, pc ZKProvidersConfig) error {
	if n.cfg.DataDir == "" {
		return errors.New("devnet: providers need Config.DataDir (their deployment record and keystores live there)")
	}
	if pc.BadProof > len(n.Providers) {
		return fmt.Errorf("devnet: %d bad-proof providers of %d", pc.BadProof, len(n.Providers))
	}
	if pc.Price == "" {
		pc.Price = "0.01"
	}
	log := pc.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	base := ProvidersConfig{BurstHeadroom: 1, Slots: map[string]int{"batch": 1, "burst": 1, "zk": 1}}
	var bootstrap []string
	for i, key := range n.Providers {
		p, err := n.providerFor(i, key, base, bootstrap, log)
		if err != nil {
			return err
		}
		cfg := p.Config
		cfg.Executor.Enabled = []string{"wasm", "zk"}
		if pc.MaxMemoryMiB > 0 {
			cfg.Executor.Wasm.MaxMemoryMiB = pc.MaxMemoryMiB
		}
		cfg.Offer.Prices["zk"] = pc.Price
		cfg.Offer.Region = ZKRegion
		var opts []provider.Option
		if i >= len(n.Providers)-pc.BadProof {
			p.Fault = FaultBadProof
			cfg.Offer.Region = ZKBadProofRegion
			opts = append(opts, provider.WithRunnerDeps(func(d runner.Deps) runner.Deps {
				d.Executors = badProofExecutors{inner: d.Executors}
				return d
			}))
		}
		if err := n.startInProcess(ctx, p, opts...); err != nil {
			return err
		}
		n.Nodes = append(n.Nodes, p)
		if i == 0 {
			bootstrap = p2pAddrs(p.AddrInfo())
		}
	}
	return nil
}

// startInProcess runs p's daemon in this process with extra options.
func (n *Network) startInProcess(ctx context.Context, p *Provider, extra ...provider.Option) error {
	opts := append([]provider.Option{provider.WithLogger(p.log), provider.WithInventory(cpuInventory{gpu.NewCPU(gpu.CPUConfig{})})}, extra...)
	d, err := provider.New(p.Config, opts...)
	if err != nil {
		return fmt.Errorf("devnet: provider-%d: %w", p.Index, err)
	}
	runCtx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- d.Run(runCtx) }()
	select {
	case <-d.Ready():
	case err := <-done:
		cancel()
		return fmt.Errorf("devnet: provider-%d did not start: %w", p.Index, err)
	case <-ctx.Done():
		cancel()
		<-done
		return ctx.Err()
	}
	ai, err := d.AddrInfo()
	if err != nil {
		cancel()
		<-done
		return err
	}
	p.mu.Lock()
	p.d, p.cancel, p.done, p.addr = d, cancel, done, ai
	p.mu.Unlock()
	return nil
}

// badProofExecutors hands out the real executors, with the zk one corrupting its proofs.
type badProofExecutors struct{ inner runner.Executors }

func (b badProofExecutors) Executor(name string) (executor.Executor, error) {
	ex, err := b.inner.Executor(name)
	if err != nil || name != "zk" {
		return ex, err
	}
	return badProofExecutor{inner: ex}, nil
}

// badProofExecutor proves (and verifies locally) like the real zk executor, then negates the
// proof's first curve point in proof.bin: the proof still decodes (the point stays on the curve
// and in the subgroup) but no longer verifies, so the escrow's verifier rejects it.
type badProofExecutor struct{ inner executor.Executor }

func (b badProofExecutor) Run(ctx context.Context, job executor.Job) (executor.Result, error) {
	res, err := b.inner.Run(ctx, job)
	if err != nil || res.Reason != executor.ReasonOK {
		return res, err
	}
	path := filepath.Join(job.Output.HostPath, zkexec.FileProof)
	data, err := os.ReadFile(path)
	if err != nil {
		return res, fmt.Errorf("devnet: bad-proof provider: %w", err)
	}
	bad, err := CorruptProof(data)
	if err != nil {
		return res, fmt.Errorf("devnet: bad-proof provider: %w", err)
	}
	return res, os.WriteFile(path, bad, 0o644)
}

// CorruptProof negates the first G1 point of an encoded proving.Proof (gnark's compressed
// encoding keeps the sign of y in the point's second-highest bit): the result decodes as a proof
// with the same public inputs, and does not verify.
func CorruptProof(data []byte) ([]byte, error) {
	pr, err := proving.UnmarshalProof(data)
	if err != nil {
		return nil, err
	}
	// Header: magic (8), version (2), curve and backend names (1-byte lengths), proof length (4).
	off := 10
	for range 2 {
		if off >= len(data) {
			return nil, errors.New("short proof")
		}
		off += 1 + int(data[off])
	}
	off += 4
	if off >= len(data) {
		return nil, errors.New("short proof")
	}
	out := append([]byte(nil), data...)
	out[off] ^= 0x40
	bad, err := proving.UnmarshalProof(out)
	if err != nil {
		return nil, fmt.Errorf("corrupted proof does not decode: %w", err)
	}
	if bad.Backend != pr.Backend {
		return nil, errors.New("corrupted proof changed backend")
	}
	return out, nil
}

// ZKBenchConfig configures RunZKBench.
type ZKBenchConfig struct {
	// Constraints is the target circuit size (mimcchain, R1CS constraints). Default 1_000_000.
	Constraints int
	// Backend is backend.GROTH16 (default) or backend.PLONK (unsafe development SRS).
	Backend backend.ID
	// Jobs is how many proving jobs go through the marketplace, one after the other. The first
	// is cold (the provider fetches and decodes the circuit package), the others warm (the
	// provider's circuit registry holds it decoded). Default 3.
	Jobs int
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
	// the job paid and holding the result.
	Wall time.Duration
	// Match and Open are Submit's phases; ProverProve the provider's gnark prove call (proof.json).
	Match, Open, ProverProve time.Duration
	// RawProve and RawProveAfter are gnark's prove call on the same package in the bench
	// process, of the same statement shape, run right before and right after this job: the
	// job's baseline is their mean (Baseline), so a change of machine load during the job
	// weighs on the baseline as on the job.
	RawProve, RawProveAfter time.Duration
	// VerifyGas is the submitProof transaction's gas: the escrowed on-chain verification and payout.
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
	DeployGas, RegisterGas  uint64

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
// the first job's (the provider fetches and decodes the package), zk_overhead_ratio_in_job the
// warm jobs' mean InJobOverheadRatio, zk_baseline_spread their mean BaselineSpread (the run's
// noise); zk_verify_gas the last job's submitProof gas.
func (r *ZKBenchReport) Metrics() map[string]float64 {
	m := map[string]float64{
		"zk_constraints":  float64(r.Constraints),
		"zk_prove_s":      r.RawProve.Seconds(),
		"zk_proof_bytes":  float64(r.ProofBytes),
		"zk_setup_s":      r.SetupTime.Seconds(),
		"zk_deploy_gas":   float64(r.DeployGas),
		"zk_register_gas": float64(r.RegisterGas),
		"zk_parallelism":  float64(r.Parallelism),
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
		{"raw gnark prove (baseline)", fmtDuration(r.RawProve), "1.000x"},
		{"proof size", fmt.Sprintf("%d B (solidity %d B)", r.ProofBytes, r.SolidityProofBytes), ""},
	}
	for i, j := range r.Jobs {
		kind := "warm"
		if i == 0 {
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
			[3]string{fmt.Sprintf("job %d: submitProof gas (verify + pay)", i+1), fmt.Sprint(j.VerifyGas), "target < 300000 (groth16)"},
		)
	}
	if len(r.Jobs) > 0 {
		rows = append(rows,
			[3]string{"overhead, mean of the warm jobs (zk_overhead_ratio)", fmt.Sprintf("%.3f", r.meanOver(r.OverheadRatio)), "target < 0.10"},
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
	n, err := Start(ctx, Config{DataDir: filepath.Join(dir, "devnet"), Providers: 1})
	if err != nil {
		return nil, err
	}
	defer n.Close()
	const mem = 4096 // MiB: the provider config's cap on a job's memory (executor.wasm.max_memory_mib)
	if err := n.StartZKProviders(ctx, ZKProvidersConfig{MaxMemoryMiB: mem, Logger: log.With("bench", "zk")}); err != nil {
		return nil, err
	}
	r, err := n.StartRequester(ctx)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	circuit, err := n.RegisterZKCircuit(ctx, r.Store(), ZKCircuitConfig{Rounds: rep.Rounds, Package: pkg, Solc: cfg.Solc})
	if err != nil {
		return nil, err
	}
	rep.RegisterTime, rep.DeployGas, rep.RegisterGas = circuit.RegisterTime, circuit.DeployGas, circuit.RegisterGas
	log.Info("zk bench circuit registered", "cid", circuit.CID.String(), "verifier", circuit.Verifier.Hex(), "register_s", rep.RegisterTime.Seconds())
	specs := make([]string, cfg.Jobs)
	for i := range specs {
		if specs[i], err = WriteZKJob(filepath.Join(dir, "jobs"), circuit, ZKJobOptions{
			Preimage: int64(1000 + i), Label: fmt.Sprintf("bench-%d", i+1),
			WallTime: "30m", Deadline: "1h", Memory: fmt.Sprintf("%dMiB", mem), MaxPrice: "1",
		}); err != nil {
			return nil, err
		}
	}
	circuit.Package = nil
	if err := waitZKOffer(ctx, r); err != nil {
		return nil, err
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

// waitZKOffer waits until the requester's book holds an offer that prices zk jobs.
func waitZKOffer(ctx context.Context, r *requester.Requester) error {
	t := time.NewTicker(50 * time.Millisecond)
	defer t.Stop()
	for {
		for _, e := range r.Book().Snapshot() {
			if p, _ := e.Offer.PriceFor(market.ClassZK); p != nil {
				return nil
			}
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("no zk offer reached the requester: %w", ctx.Err())
		case <-t.C:
		}
	}
}

// runZKJob submits the spec at path and follows it until it is paid.
func runZKJob(ctx context.Context, n *Network, r *requester.Requester, path string) (*ZKBenchJob, error) {
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
	if rec.Phase != requester.PhaseClaimed {
		return nil, fmt.Errorf("job ended %s, want claimed", rec.Phase)
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

// DemoZKRounds is the demo circuit's mimcchain length (about 10k constraints: setup and proof
// take well under a second each on an idle core).
const DemoZKRounds = 30

// RunZKDemo runs one proving job through the marketplace for `gpumesh devnet demo`: provider-1
// is restarted with the zk executor enabled (same peer id and address), a mimcchain circuit is
// registered (package CID, verifier deployed, registerCircuit), and a zk job is submitted with r
// and followed until its proof verified on chain and paid it. It prints timings, gas and CIDs. A
// missing Solidity compiler is an error (proving.ErrSolc) that names how to install it.
func (n *Network) RunZKDemo(ctx context.Context, r *requester.Requester, dir string, w io.Writer, progress requester.Progress) (*requester.Record, error) {
	fmt.Fprintf(w, "\nzk job (mimcchain %d rounds, groth16, paid on a proof that verifies on chain)\n", DemoZKRounds)
	if len(n.Nodes) == 0 {
		return nil, errors.New("devnet: zk demo needs a running provider")
	}
	if err := n.enableZK(ctx, n.Nodes[0]); err != nil {
		return nil, err
	}
	circuit, err := n.RegisterZKCircuit(ctx, r.Store(), ZKCircuitConfig{Rounds: DemoZKRounds})
	if errors.Is(err, proving.ErrSolc) {
		return nil, fmt.Errorf("the zk job deploys a gnark verifier compiled by the pinned solc (`make demo` installs it with `make node-deps`): %w", err)
	}
	if err != nil {
		return nil, err
	}
	fmt.Fprintf(w, "  circuit %s: %d constraints, setup %s\n  registered: id %s, verifier %s, deploy gas %d, registerCircuit gas %d (%s)\n",
		circuit.CID, circuit.Package.Info().NbConstraints, circuit.SetupTime.Round(time.Millisecond), circuit.CircuitID.Hex(),
		circuit.Verifier.Hex(), circuit.DeployGas, circuit.RegisterGas, circuit.RegisterTime.Round(time.Millisecond))
	path, err := WriteZKJob(dir, circuit, ZKJobOptions{Preimage: 2026, Label: "demo-zk", WallTime: "1m", Deadline: "5m"})
	if err != nil {
		return nil, err
	}
	wctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	err = waitZKOffer(wctx, r)
	cancel()
	if err != nil {
		return nil, err
	}
	spec, err := jobspec.ParseFile(path, jobspec.Options{})
	if err != nil {
		return nil, fmt.Errorf("zk demo spec: %w", err)
	}
	t0 := time.Now()
	j, err := r.Submit(ctx, spec, requester.SubmitOptions{BaseDir: dir, OutDir: filepath.Join(dir, "result"), Progress: progress})
	if err != nil {
		return nil, err
	}
	rec, err := r.Follow(ctx, j.ID, requester.FollowOptions{Progress: progress})
	if err != nil {
		return nil, err
	}
	if rec.Phase != requester.PhaseClaimed {
		return nil, fmt.Errorf("zk job ended %s, want claimed (paid on proof)", rec.Phase)
	}
	var rep zkexec.Report
	if b, err := os.ReadFile(filepath.Join(rec.OutDir, "out", zkexec.FileReport)); err == nil {
		_ = json.Unmarshal(b, &rep)
	}
	fmt.Fprintf(w, "  proof %d B, public inputs %v, proved in %s by the provider; submit -> paid %s\n",
		rep.ProofBytes, rep.PublicInputs, time.Duration(rep.ProveTimeNs).Round(time.Millisecond), time.Since(t0).Round(time.Millisecond))
	if rc, err := n.Backend.TransactionReceipt(ctx, rec.ResultTx); err == nil {
		fmt.Fprintf(w, "  gas: open %d, submitProof %d (verified on chain and paid in one transaction)\n", rec.OpenGas, rc.GasUsed)
	}
	return rec, nil
}

// enableZK restarts p's in-process daemon with the zk executor, a zk slot and a zk price, on the
// same address (peers and the requester keep reaching it) and bootstrapping from the others.
func (n *Network) enableZK(ctx context.Context, p *Provider) error {
	cfg := p.Config
	for _, e := range cfg.Executor.Enabled {
		if e == "zk" {
			return nil
		}
	}
	if p.command != nil {
		return fmt.Errorf("devnet: provider-%d runs as its own process; the zk demo needs an in-process provider", p.Index)
	}
	// The restart keeps the provider's ports: its first start pinned them (pinListenLocked).
	if err := p.Stop(); err != nil {
		return err
	}
	cfg.Executor.Enabled = append(cfg.Executor.Enabled, "zk")
	if cfg.Offer.Prices == nil {
		cfg.Offer.Prices = map[string]string{}
	}
	cfg.Offer.Prices["zk"] = "0.01"
	cfg.Offer.Region = ZKRegion // zk job specs of the devnet ask for it (WriteZKJob)
	if cfg.Runner.Slots == nil {
		cfg.Runner.Slots = map[string]int{}
	}
	cfg.Runner.Slots["zk"] = 1
	cfg.P2P.Bootstrap = nil
	for _, o := range n.Nodes {
		if o != p && o.Running() {
			cfg.P2P.Bootstrap = append(cfg.P2P.Bootstrap, p2pAddrs(o.AddrInfo())...)
		}
	}
	return n.startInProcess(ctx, p)
}
