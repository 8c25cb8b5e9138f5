package devnet

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"maps"
	"math/big"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/backend"
	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"golang.org/x/sync/errgroup"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/contracts/bindings"
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
	// Retries is the spec's failover budget; default 0 here, as in JobOptions.
	Retries int
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
retries: %d
labels:
  run: %q
`, c.CID, args, wname, o.Memory, o.WallTime, o.MaxPrice, o.Deadline, o.Region, o.Retries, o.Label)
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
	return n.recordProviders()
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
	if a := d.DebugAddr(); a != nil {
		p.pinMetricsLocked(a.String())
	}
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

// WaitZKOffer waits until the requester's book holds an offer that prices zk jobs.
func WaitZKOffer(ctx context.Context, r *requester.Requester) error {
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

// DemoZKRounds is the demo circuit's mimcchain length (about 10k constraints: setup and proof
// take well under a second each on an idle core).
const DemoZKRounds = 30

// RunZKDemo runs one proving job through the marketplace for `gpumesh devnet demo`: provider-1
// is restarted with the zk executor enabled (same peer id and address), a mimcchain circuit is
// registered (package CID, verifier deployed, registerCircuit), and a zk job is submitted with r
// and followed until its proof verified on chain (the requester is done: PhaseProven, or
// PhaseClaimed if the provider's claim came first); then it waits for the provider's claim. It
// prints timings, gas and CIDs. A
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
	err = WaitZKOffer(wctx, r)
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
	if rec.Phase != requester.PhaseProven && rec.Phase != requester.PhaseClaimed {
		return nil, fmt.Errorf("zk job ended %s, want proven (its proof verified on chain) or claimed", rec.Phase)
	}
	proven := time.Since(t0)
	claim, err := n.WaitClaimed(ctx, rec.ID)
	if err != nil {
		return nil, err
	}
	var rep zkexec.Report
	if b, err := os.ReadFile(filepath.Join(rec.OutDir, "out", zkexec.FileReport)); err == nil {
		_ = json.Unmarshal(b, &rep)
	}
	fmt.Fprintf(w, "  proof %d B, public inputs %v, proved in %s by the provider; submit -> proven %s, -> paid %s\n",
		rep.ProofBytes, rep.PublicInputs, time.Duration(rep.ProveTimeNs).Round(time.Millisecond), proven.Round(time.Millisecond), time.Since(t0).Round(time.Millisecond))
	if rc, err := n.Backend.TransactionReceipt(ctx, rec.ResultTx); err == nil {
		fmt.Fprintf(w, "  gas: open %d, submitProof %d (verified on chain), the provider's claim %d (a transaction claiming %d job(s))\n",
			rec.OpenGas, rc.GasUsed, claim.GasUsed, claim.Jobs)
	}
	return rec, nil
}

// ZKClaim is the provider's claim of a proven zk job: the transaction, its gas and how many jobs
// it claimed (claimMany claims several).
type ZKClaim struct {
	TxHash  common.Hash
	GasUsed uint64
	Jobs    int
}

// WaitClaimed waits until the escrow shows job id Claimed (its provider's daemon claims a proven
// zk job at once, possibly batched with its other jobs) and returns the claim's transaction. It
// reads the chain every 100ms until ctx ends.
func (n *Network) WaitClaimed(ctx context.Context, id contracts.JobID) (*ZKClaim, error) {
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	for {
		st, err := n.Contracts.JobState(ctx, id)
		if err == nil && st.Status == contracts.StatusClaimed {
			break
		}
		if err == nil && st.Status != contracts.StatusProven && st.Status != contracts.StatusSubmitted && st.Status != contracts.StatusOpen {
			return nil, fmt.Errorf("devnet: job %s ended %s, want claimed", id.Hex(), st.Status)
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("devnet: job %s not claimed (status %v, err %v): %w", id.Hex(), st, err, ctx.Err())
		case <-tick.C:
		}
	}
	esc := bindings.NewJobEscrow()
	l, err := n.Contracts.Logs().Last(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(n.Contracts.Deployment().Block), Addresses: []common.Address{n.Contracts.Deployment().Escrow},
		Topics: [][]common.Hash{{esc.GetABI().Events[bindings.JobEscrowJobClaimedEventName].ID}, {id.Hash()}},
	})
	if err != nil {
		return nil, fmt.Errorf("devnet: JobClaimed of %s: %w", id.Hex(), err)
	}
	rc, err := n.Backend.TransactionReceipt(ctx, l.TxHash)
	if err != nil {
		return nil, fmt.Errorf("devnet: claim receipt of %s: %w", id.Hex(), err)
	}
	c := &ZKClaim{TxHash: l.TxHash, GasUsed: rc.GasUsed}
	for _, x := range rc.Logs {
		if len(x.Topics) > 0 && x.Topics[0] == l.Topics[0] {
			c.Jobs++
		}
	}
	return c, nil
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

// ProvidersZK makes StartProviders' daemons serve zk jobs besides batch and burst, whether they
// run in this process or as their own processes (ProvidersConfig.ZK). Circuits are advertised
// with AdvertiseCircuit once registered.
type ProvidersZK struct {
	// Price per proof, a decimal token amount. Default "0.01".
	Price string
	// Slots is each provider's zk slots (proofs at once). Default 1.
	Slots int
	// MaxMemoryMiB caps a job's memory (executor.wasm.max_memory_mib, at most 4096). Default 0:
	// the daemon's default (4096).
	MaxMemoryMiB uint64
}

// apply enables the zk executor in cfg: executor zk, a zk slot count and price, region
// ZKRegion (the devnet's zk job specs ask for it; batch and burst specs name no region).
func (z *ProvidersZK) apply(cfg *provider.Config) {
	if len(cfg.Executor.Enabled) == 0 {
		cfg.Executor.Enabled = []string{"wasm"}
	}
	cfg.Executor.Enabled = append(slices.Clone(cfg.Executor.Enabled), "zk")
	if z.MaxMemoryMiB > 0 {
		cfg.Executor.Wasm.MaxMemoryMiB = z.MaxMemoryMiB
	}
	price := z.Price
	if price == "" {
		price = "0.01"
	}
	prices := maps.Clone(cfg.Offer.Prices)
	if prices == nil {
		prices = map[string]string{}
	}
	prices["zk"] = price
	cfg.Offer.Prices = prices
	cfg.Offer.Region = ZKRegion
	slots := maps.Clone(cfg.Runner.Slots) // ProvidersConfig.Slots is shared by every provider
	if slots == nil {
		slots = map[string]int{}
	}
	slots["zk"] = max(z.Slots, 1)
	cfg.Runner.Slots = slots
}

// AdvertiseCircuit makes every zk provider advertise circuit (a registered package's CID): it is
// added to each one's executor.zk.circuits, so that a daemon started again (a restart, a kill
// and restart) fetches, checks and decodes it at start-up and lists it warm before its first job
// of it. An in-process daemon that runs starts advertising it now (Daemon.AddCircuit); a daemon
// that runs as its own process is restarted for it (killed while idle and started again on the
// same data dir and ports: provider-1 first, the others' bootstrap peer, then the others up to
// concurrency at once) and warms it in the background after start-up. Call it while no job runs
// and no provider is being restarted.
func (n *Network) AdvertiseCircuit(ctx context.Context, circuit string, concurrency int) error {
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(max(concurrency, 1))
	for i, p := range n.Nodes {
		if !slices.Contains(p.Config.Executor.Enabled, "zk") || slices.Contains(p.Config.Executor.ZK.Circuits, circuit) {
			continue
		}
		p.Config.Executor.ZK.Circuits = append(slices.Clone(p.Config.Executor.ZK.Circuits), circuit)
		if d := p.Daemon(); d != nil {
			if err := d.AddCircuit(ctx, circuit); err != nil {
				return fmt.Errorf("devnet: provider-%d: %w", p.Index, err)
			}
			continue
		}
		if p.command == nil || !p.Running() {
			continue // takes it at its next start
		}
		restart := func() error {
			if err := p.Kill(); err != nil {
				return err
			}
			return p.Restart(gctx)
		}
		if i == 0 {
			if err := restart(); err != nil {
				return err
			}
			continue
		}
		g.Go(restart)
	}
	return g.Wait()
}
