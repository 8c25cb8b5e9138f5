package provider

import (
	"context"
	"fmt"
	"io"
	"math/big"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ipfs/go-cid"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/contracts/heads"
	"github.com/gpumesh/gpumesh/p2p/content"
	"github.com/gpumesh/gpumesh/provider/gpu"
	"github.com/gpumesh/gpumesh/provider/intake"
	"github.com/gpumesh/gpumesh/provider/runner"
	"github.com/gpumesh/gpumesh/proving"
	"github.com/gpumesh/gpumesh/verifier/spotcheck"

	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/provider/executor"
	"github.com/gpumesh/gpumesh/provider/executor/container"
	execexec "github.com/gpumesh/gpumesh/provider/executor/exec"
	"github.com/gpumesh/gpumesh/provider/executor/wasm"
	zkexec "github.com/gpumesh/gpumesh/provider/executor/zk"
	"github.com/libp2p/go-libp2p/core/peer"
)

// ensureStake registers the provider with its peer id unless it is, and tops its stake up to
// chain.stake, sending with sender.
func (d *Daemon) ensureStake(ctx context.Context, rs *running, sender *contracts.Sender, pid peer.ID) error {
	want, _ := jobspec.ParseAmount(d.cfg.Chain.Stake, d.cfg.Chain.TokenDecimals)
	info, err := rs.cc.StakeOf(ctx, rs.addr)
	if err != nil {
		return fmt.Errorf("read stake: %w", err)
	}
	if !info.Registered {
		meta, err := jobspec.CIDOf([]byte(`{"software":"gpumesh"}`))
		if err != nil {
			return err
		}
		if _, err := rs.cc.Register(ctx, sender, []byte(pid), meta.String()); err != nil {
			return fmt.Errorf("register provider %s: %w", rs.addr, err)
		}
		d.log.Info("registered in the provider registry", "address", rs.addr, "peer", pid)
	}
	have := info.Stake
	if have == nil {
		have = new(big.Int)
	}
	if have.Cmp(want) >= 0 {
		return nil
	}
	diff := new(big.Int).Sub(want, have)
	if _, err := rs.cc.Approve(ctx, sender, rs.dep.Registry, diff); err != nil {
		return fmt.Errorf("approve stake of %s (chain.stake): %w", diff, err)
	}
	if _, err := rs.cc.Stake(ctx, sender, diff); err != nil {
		return fmt.Errorf("stake %s (chain.stake; does the wallet hold the tokens?): %w", diff, err)
	}
	d.log.Info("staked", "amount", diff, "stake", want)
	return nil
}

// executors builds the executors executor.enabled names. The container executor's engine is
// checked here (the daemon calls this before it registers or stakes): an engine that does not
// answer is an error wrapping container.ErrEngineUnavailable, never a fallback. The returned
// closer releases the engine client.
func (d *Daemon) executors(ctx context.Context, rs *running) (*executor.Registry, func() error, error) {
	reg := executor.NewRegistry()
	c := d.cfg.Executor
	closer := func() error { return nil }
	for _, name := range c.Enabled {
		switch name {
		case "container":
			kc := c.Container.executorConfig()
			kc.Logger = d.log
			if kc.GPUAccess == container.GPUAccessDevices {
				direct, err := directGPUs(ctx)
				if err != nil {
					return nil, closer, fmt.Errorf("%w: executor.container.gpu_access %q: %w", ErrConfig, kc.GPUAccess, err)
				}
				kc.DirectGPUs = direct
			}
			e, err := container.New(kc)
			if err != nil {
				return nil, closer, fmt.Errorf("%w: %w", ErrConfig, err)
			}
			eng, err := e.Check(ctx)
			if err != nil {
				e.Close()
				return nil, closer, fmt.Errorf("executor container enabled (executor.enabled): %w", err)
			}
			d.log.Info("container engine ready", "host", kc.Host, "engine_version", eng.Version, "api_version", eng.APIVersion, "gpu_access", kc.GPUAccess, "gpus_to_containers", eng.GPU)
			rs.container, rs.engine = e, &eng
			closer = e.Close
			reg.Register("container", e)
		case "wasm":
			reg.Register("wasm", wasm.New(wasm.Config{
				DefaultMemoryBytes: c.Wasm.MemoryMiB << 20, MaxMemoryBytes: c.Wasm.MaxMemoryMiB << 20,
				DefaultWallTime: c.Wasm.WallTime.D(), MaxWallTime: c.Wasm.MaxWallTime.D(),
				CompilationCacheDir: filepath.Join(d.cfg.DataDir, "wasm-cache"), Logger: d.log,
			}))
		case "exec":
			scratch := filepath.Join(d.cfg.DataDir, "scratch")
			if err := os.MkdirAll(scratch, 0o700); err != nil {
				return nil, closer, fmt.Errorf("exec scratch dir: %w", err)
			}
			e, err := execexec.New(execexec.Config{Commands: c.Exec.Commands, EnvAllow: c.Exec.EnvAllow,
				ScratchRoot: scratch, Logger: d.log})
			if err != nil {
				return nil, closer, fmt.Errorf("%w: executor.exec: %v", ErrConfig, err)
			}
			reg.Register("exec", e)
		case "zk":
			// wireZK replaces it with one that loads circuit packages (the job's Module, a CID:
			// runner.JobFromSpec) through a registry over the content store; memory and time
			// limits come from the job, capped by the wasm maximums the owner configured.
			reg.Register("zk", zkexec.New(zkexec.Config{
				MaxMemoryBytes: c.Wasm.MaxMemoryMiB << 20, MaxWallTime: c.Wasm.MaxWallTime.D(), Logger: d.log,
			}))
		}
	}
	return reg, closer, nil
}

// PackageStore lets a proving.Registry store and load circuit packages through a node's content
// store (fetched from peers when missing, then kept).
func PackageStore(s *content.Store) proving.Store { return packageStore{s} }

type packageStore struct{ s *content.Store }

func (p packageStore) Add(ctx context.Context, r io.Reader) (cid.Cid, error) {
	return p.s.AddReader(ctx, r, content.AddOptions{Name: "circuit package"})
}

func (p packageStore) Get(ctx context.Context, c cid.Cid) (io.ReadCloser, error) {
	rc, _, err := p.s.Open(ctx, c, content.FetchOptions{})
	return rc, err
}

// wireZK registers the zk executor with a circuit registry over the content store, so a zk job's
// circuit (its runner Module, a CID) is loaded once and kept decoded across jobs (bounded by
// executor.zk.cache_mib; the advertised circuits pinned: circuits.go). Limits are capped by the
// wasm maximums the owner configured.
func (d *Daemon) wireZK(rs *running, reg *executor.Registry) error {
	enabled := false
	for _, n := range d.cfg.Executor.Enabled {
		enabled = enabled || n == "zk"
	}
	if !enabled {
		return nil
	}
	c := d.cfg.Executor.Wasm
	pkgs, err := proving.NewRegistry(boundedPackageStore{s: rs.store, maxBytes: int64(c.MaxMemoryMiB << 20)}, proving.RegistryConfig{
		MaxCached: market.MaxWarmCircuits, MaxCachedBytes: d.cfg.Executor.ZK.CacheMiB << 20,
		MaxPackageBytes: c.MaxMemoryMiB << 20, Logger: d.log,
	})
	if err != nil {
		return err
	}
	rs.circuits = newCircuits(pkgs)
	// Speculative proves (a zk job proved once its acceptance is signed, before its escrow open
	// is confirmed) run only in a free zk slot; the executor's doc bounds the rest.
	rs.zk = zkexec.New(zkexec.Config{
		MaxMemoryBytes: c.MaxMemoryMiB << 20, MaxWallTime: c.MaxWallTime.D(), Packages: pkgs, Logger: d.log,
		Speculation: zkexec.SpeculationConfig{Slots: d.cfg.Runner.Slots["zk"]},
	})
	reg.Register("zk", rs.zk)
	return nil
}

// speculator is intake's view of the zk executor: nil (no speculation) when zk is not enabled.
func speculator(zk *zkexec.Executor) intake.Speculator {
	if zk == nil {
		return nil
	}
	return zk
}

// intakeConfig is the daemon's config as intake applies it.
func (d *Daemon) intakeConfig(rs *running) intake.Config {
	c := d.cfg
	return intake.Config{
		Terms: intake.Terms{
			Prices: c.Offer.prices, CollateralMultiple: c.Offer.CollateralMultiple,
			MinLead: c.Offer.MinLead.D(), AcceptanceTTL: c.Offer.AcceptanceTTL.D(),
			MaxQueueWait: c.Offer.MaxQueueWait.D(),
		},
		Executors: c.Executor.Enabled, ExecCommands: c.Executor.Exec.Commands,
		Container: intake.ContainerPolicy{
			MaxMemoryBytes: c.Executor.Container.MaxMemoryMiB << 20, MaxWallTime: c.Executor.Container.MaxWallTime.D(),
			MaxImageBytes: c.Executor.Container.MaxImageMiB << 20, Egress: c.Executor.Container.Egress == container.EgressAllow,
			GPU: rs.engine != nil && rs.engine.GPU,
		},
		WasmMaxMemoryBytes: c.Executor.Wasm.MaxMemoryMiB << 20, WasmMaxWallTime: c.Executor.Wasm.MaxWallTime.D(),
		Slots: c.Runner.Slots, FetchTimeout: c.Runner.FetchTimeout.D(), PollInterval: c.Chain.PollInterval.D(),
		MaxFetchBytes: c.Runner.MaxFetchMiB << 20,
		Confirmations: c.Chain.Confirmations,
	}
}

// offerNonce is the nonce of the offer last published (0 before the first): bids name it.
func (d *Daemon) offerNonce() uint64 {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.state == nil || d.state.offer == nil {
		return 0
	}
	return d.state.offer.Nonce
}

// followHeads returns the follower of new blocks: chain.heads, or chain.rpc (rpc, the endpoint
// dialed) when it is a WebSocket or IPC endpoint, by subscription; none by polling every
// chain.poll_interval.
func (d *Daemon) followHeads(c ChainConfig, rpc string) (*heads.Follower, error) {
	endpoint := c.Heads
	if endpoint == "" && len(c.RPCFallbacks) == 0 && !strings.HasPrefix(rpc, "http://") && !strings.HasPrefix(rpc, "https://") {
		endpoint = rpc
	}
	f, err := heads.New(heads.Config{Endpoint: endpoint, Poll: c.PollInterval.D()}, d.log.With("component", "heads"))
	if err != nil {
		return nil, cfgErr("chain.heads", c.Heads, err.Error())
	}
	return f, nil
}

// watchChain is the chain as the intake's watcher reads it: the client's log pager and the
// node's block headers.
type watchChain struct {
	cc  *contracts.Client
	eth *ethclient.Client
}

func (w watchChain) Logs() *contracts.LogPager { return w.cc.Logs() }

func (w watchChain) HeaderByNumber(ctx context.Context, n *big.Int) (*types.Header, error) {
	return w.eth.HeaderByNumber(ctx, n)
}

// RunnerDevices are the inventory's GPUs as the runner places jobs on them.
func RunnerDevices(devs []gpu.Device) []runner.Device {
	var out []runner.Device
	for _, d := range devs {
		if d.Kind == gpu.KindGPU {
			out = append(out, runner.Device{ID: strconv.Itoa(d.Index), Model: d.Model, VRAMMiB: d.MemoryTotal >> 20})
		}
	}
	return out
}

// Reexecute re-runs a finished job on this node the way its provider's runner ran it and returns
// the CID of the plain result directory (provider/verify). A requester's spot-check uses it
// through spotcheck.Reexecutor; the verifier service uses it for dispute verdicts.
func (d *Daemon) Reexecute(ctx context.Context, job spotcheck.Job) (cid.Cid, error) {
	s, err := d.st()
	if err != nil {
		return cid.Undef, err
	}
	return s.verify.Reexecute(ctx, job)
}

var _ spotcheck.Reexecutor = (*Daemon)(nil)

// directGPUs reads the host's GPU device nodes and driver files through NVML for the container
// executor's gpu_access = "devices".
func directGPUs(ctx context.Context) (*container.DirectGPUs, error) {
	n := gpu.NewNVML(gpu.NVMLConfig{})
	defer n.Close()
	df, err := n.DriverFiles(ctx)
	if err != nil {
		return nil, err
	}
	d := &container.DirectGPUs{Nodes: make(map[string]container.DeviceNode, len(df.Nodes)),
		Libraries: df.Libraries, Binaries: df.Binaries}
	for id, p := range df.Nodes {
		d.Nodes[id] = container.DeviceNode{Host: p}
	}
	for _, p := range df.ControlNodes {
		d.ControlNodes = append(d.ControlNodes, container.DeviceNode{Host: p})
	}
	return d, nil
}
