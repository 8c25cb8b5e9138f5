package devnet

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/libp2p/go-libp2p/core/peer"
	ma "github.com/multiformats/go-multiaddr"
	"github.com/pelletier/go-toml/v2"
	"golang.org/x/sync/errgroup"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/contracts/bindings"
	"github.com/gpumesh/gpumesh/market/requester"
	"github.com/gpumesh/gpumesh/market/wallet"
	"github.com/gpumesh/gpumesh/provider"
	"github.com/gpumesh/gpumesh/provider/console"
	"github.com/gpumesh/gpumesh/provider/executor/container"
	"github.com/gpumesh/gpumesh/provider/gpu"
)

// Fault is a way a devnet provider misbehaves on purpose.
type Fault string

// Faults. The daemon has no fault hooks, so devnet drives them from outside, with real effects:
const (
	FaultNone Fault = ""
	// FaultCrash stops the provider's daemon as soon as a job it accepted is opened on chain
	// (a crash mid-job): the requester is refunded after the deadline, the collateral slashed.
	FaultCrash Fault = "crash"
	// FaultLate crashes like FaultCrash and restarts the daemon once the job's deadline has
	// passed on chain: the provider resumes the job too late to be paid.
	FaultLate Fault = "late"
	// FaultWrongResult runs in this process and never runs a job: its executor reports a made-up
	// output (WrongResultStdout) and it undercuts honest prices; a spot-check catches it.
	FaultWrongResult Fault = "wrong-result"
)

// ParseFaults parses a comma-separated fault list ("crash,late").
func ParseFaults(s string) ([]Fault, error) {
	var out []Fault
	for _, f := range strings.Split(s, ",") {
		switch f = strings.TrimSpace(f); Fault(f) {
		case "":
		case FaultCrash, FaultLate, FaultWrongResult, FaultLyingCapacity, FaultLostInputs, FaultGivesUp:
			out = append(out, Fault(f))
		default:
			return nil, fmt.Errorf("devnet: unknown fault %q: use crash, late, wrong-result, lying-capacity, lost-inputs or gives-up", f)
		}
	}
	return out, nil
}

const devnetPassword = "gpumesh-devnet" // the devnet's keys derive from a public seed anyway

// Provider is one provider daemon of the devnet, running in this process.
type Provider struct {
	Index   int
	Address common.Address
	Key     *ecdsa.PrivateKey
	DataDir string
	Fault   Fault
	Config  *provider.Config

	log *slog.Logger
	// hostGPUs: the daemon detects the host's inventory (ProvidersConfig.HostGPUs).
	hostGPUs bool

	capacity []provider.Option // set by Network.capacityFor (capacity.go)

	// command runs the daemon as its own OS process when set (faulty providers: a crash is a kill).
	command func(configPath string) *exec.Cmd
	proc    *exec.Cmd

	mu      sync.Mutex
	d       *provider.Daemon
	cancel  context.CancelFunc
	done    chan error
	addr    peer.AddrInfo
	metrics string // host:port of the daemon's /metrics and /status ("" until started)
	jobs    int    // jobs opened with this provider (faults act on the first)
}

// MetricsURL is the daemon's Prometheus endpoint (http://127.0.0.1:PORT/metrics) once it has
// started; the port stays the same across restarts.
func (p *Provider) MetricsURL() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.metrics == "" {
		return ""
	}
	return "http://" + p.metrics + "/metrics"
}

// ConsoleURL is the daemon's read-only web console (http://127.0.0.1:PORT/console/) once it has
// started. The devnet's daemons listen on loopback, where the console needs no token.
func (p *Provider) ConsoleURL() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.metrics == "" {
		return ""
	}
	return "http://" + p.metrics + console.Prefix
}

// pinMetricsLocked records the debug listener's address and pins a port-0 listen address to it,
// so a restarted daemon serves /metrics where the record and a Prometheus config say. Callers
// hold p.mu.
func (p *Provider) pinMetricsLocked(addr string) {
	if addr == "" {
		return
	}
	p.metrics = addr
	if strings.HasSuffix(p.Config.Metrics.Listen, ":0") {
		p.Config.Metrics.Listen = addr
	}
}

// AddrInfo is the provider's p2p address (valid after start).
func (p *Provider) AddrInfo() peer.AddrInfo { p.mu.Lock(); defer p.mu.Unlock(); return p.addr }

// Running reports whether the daemon runs.
func (p *Provider) Running() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.d != nil || p.proc != nil
}

func (p *Provider) start(ctx context.Context) error {
	if p.command != nil {
		return p.startProcess(ctx)
	}
	opts := []provider.Option{provider.WithLogger(p.log)}
	if !p.hostGPUs {
		opts = append(opts, provider.WithInventory(cpuInventory{gpu.NewCPU(gpu.CPUConfig{})}))
	}
	opts = append(opts, append(p.faultOptions(), p.capacity...)...)
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
	p.pinListenLocked(ai)
	if a := d.DebugAddr(); a != nil {
		p.pinMetricsLocked(a.String())
	}
	p.mu.Unlock()
	return nil
}

// pinListenLocked replaces a first start's port-0 listen addresses with the ports the daemon
// bound, so a restarted daemon (a late fault, a zk restart) comes back where its peers and the
// requesters' peerstores know it, as a provider with a configured port does. Callers hold p.mu.
func (p *Provider) pinListenLocked(ai peer.AddrInfo) {
	for _, l := range p.Config.P2P.Listen {
		if !strings.HasSuffix(l, "/tcp/0") {
			return
		}
	}
	var pinned []string
	for _, a := range ai.Addrs {
		if _, err := a.ValueForProtocol(ma.P_TCP); err == nil {
			pinned = append(pinned, a.String())
		}
	}
	if len(pinned) > 0 {
		p.Config.P2P.Listen = pinned
	}
}

// startProcess writes the daemon's config file and starts it as its own process; it is ready
// once the daemon has written its run info (provider.RunInfoFile).
func (p *Provider) startProcess(ctx context.Context) error {
	path := filepath.Join(p.DataDir, "provider.toml")
	b, err := toml.Marshal(p.Config)
	if err != nil {
		return fmt.Errorf("devnet: provider-%d config: %w", p.Index, err)
	}
	if err := os.WriteFile(path, b, 0o600); err != nil {
		return fmt.Errorf("devnet: provider-%d config: %w", p.Index, err)
	}
	_ = os.Remove(filepath.Join(p.DataDir, provider.RunInfoFile)) // left by a killed daemon
	logf, err := os.OpenFile(filepath.Join(p.DataDir, "daemon.log"), os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o600)
	if err != nil {
		return err
	}
	defer logf.Close()
	cmd := p.command(path)
	cmd.Stdout, cmd.Stderr = logf, logf
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("devnet: provider-%d: start process: %w", p.Index, err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	tick := time.NewTicker(50 * time.Millisecond)
	defer tick.Stop()
	for {
		if ri, err := provider.ReadRunInfo(p.DataDir); err == nil {
			var ai peer.AddrInfo
			for _, a := range ri.Addrs {
				if info, err := peer.AddrInfoFromString(a); err == nil {
					ai.ID = info.ID
					ai.Addrs = append(ai.Addrs, info.Addrs...)
				}
			}
			p.mu.Lock()
			p.proc, p.addr, p.done = cmd, ai, exited
			p.pinListenLocked(ai)
			p.pinMetricsLocked(ri.Debug)
			p.mu.Unlock()
			return nil
		}
		select {
		case err := <-exited:
			log := filepath.Join(p.DataDir, "daemon.log")
			return fmt.Errorf("devnet: provider-%d exited during start-up (%v): %s (the end of %s)", p.Index, err, logTail(log, 1024), log)
		case <-ctx.Done():
			_ = cmd.Process.Kill()
			<-exited
			return ctx.Err()
		case <-tick.C:
		}
	}
}

// Stop stops the daemon (a crash, as far as its jobs are concerned) and waits for it to exit. A
// daemon running as its own process is killed.
func (p *Provider) Stop() error {
	p.mu.Lock()
	if proc := p.proc; proc != nil {
		done := p.done
		p.proc, p.done = nil, nil
		p.mu.Unlock()
		_ = proc.Process.Kill()
		<-done
		return nil
	}
	cancel, done := p.cancel, p.done
	p.d, p.cancel, p.done = nil, nil, nil
	p.mu.Unlock()
	if cancel == nil {
		return nil
	}
	cancel()
	select {
	case err := <-done:
		if err != nil && !errors.Is(err, context.Canceled) {
			return fmt.Errorf("devnet: provider-%d: %w", p.Index, err)
		}
		return nil
	case <-time.After(stopTimeout):
		return fmt.Errorf("devnet: provider-%d: daemon did not stop within %s", p.Index, stopTimeout)
	}
}

// Kill kills a provider daemon that runs as its own process with SIGKILL (a machine losing power,
// as far as its jobs are concerned) and waits for it to exit; Restart brings it back on the same
// data dir and ports. ErrNotProcess for a daemon that runs in this process.
func (p *Provider) Kill() error {
	if p.command == nil {
		return fmt.Errorf("devnet: provider-%d: %w", p.Index, ErrNotProcess)
	}
	return p.Stop()
}

// Restart starts a stopped or killed provider daemon again, on the same data dir, keys and
// ports; it returns once the daemon is ready. A daemon still running is an error.
func (p *Provider) Restart(ctx context.Context) error {
	if p.Running() {
		return fmt.Errorf("devnet: provider-%d: restart of a running daemon", p.Index)
	}
	return p.start(ctx)
}

// Freeze stops a provider daemon that runs as its own process with SIGSTOP: it keeps its state,
// its sockets and its peers' connections, but nothing it is sent on the p2p network or gets back
// from the chain is answered until Thaw (SIGCONT): a host whose traffic is black-holed, as a
// network partition that drops packets does to it (its peers see streams that hang, not
// connections refused). ErrNotProcess for a daemon that runs in this process; an error for one
// that is not running.
func (p *Provider) Freeze() error { return p.signal(syscall.SIGSTOP) }

// Thaw resumes a daemon stopped by Freeze (SIGCONT).
func (p *Provider) Thaw() error { return p.signal(syscall.SIGCONT) }

func (p *Provider) signal(sig syscall.Signal) error {
	if p.command == nil {
		return fmt.Errorf("devnet: provider-%d: %w", p.Index, ErrNotProcess)
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.proc == nil || p.proc.Process == nil {
		return fmt.Errorf("devnet: provider-%d: %s of a daemon that is not running", p.Index, sig)
	}
	if err := p.proc.Process.Signal(sig); err != nil {
		return fmt.Errorf("devnet: provider-%d: %s: %w", p.Index, sig, err)
	}
	return nil
}

// ErrNotProcess reports a process-level fault asked of a provider that runs in this process
// (set ProvidersConfig.Processes).
var ErrNotProcess = errors.New("devnet: provider does not run as its own process (set ProvidersConfig.Processes)")

// stopTimeout bounds the wait for a daemon to shut down.
const stopTimeout = 10 * time.Second

// ProvidersConfig configures StartProviders.
type ProvidersConfig struct {
	// WithdrawEarningsAbove is every provider's chain.withdraw_earnings_above (decimal tokens).
	// Default "": the provider's default (provider.DefaultWithdrawEarningsAbove).
	WithdrawEarningsAbove string
	// Faults are assigned to the last providers, one each (e.g. 3 providers with [crash] makes
	// provider-3 crash).
	Faults []Fault
	// BurstHeadroom is each provider's advertised burst slots (at most its device count: 1 for the CPU device). Default 1.
	BurstHeadroom uint32
	// Slots per class per provider. Default batch 2, burst 4.
	Slots map[string]int
	// Logger for the daemons; nil discards.
	Logger *slog.Logger
	// Command returns the command that runs a provider daemon as its own OS process with the
	// given config file (`gpumesh provider run --config PATH`). Faulty providers need it: their
	// crash is a kill. Healthy providers run in this process.
	Command func(configPath string) *exec.Cmd
	// Processes runs every provider daemon as its own OS process (with Command), not only the
	// faulty ones, so that a chaos schedule can SIGKILL and restart any of them (Kill, Restart).
	// Default false: healthy providers run in this process.
	Processes bool
	// ChainRPC, when set, returns provider i's chain.rpc (i counts from 1), e.g. a fault-injecting
	// proxy in front of the chain per provider. Default: the chain's HTTP endpoint for every one.
	ChainRPC func(index int) string
	// ContainerHost, when set, enables the container executor on every provider with the
	// Docker Engine at this socket (unix:///path; tests get one from containertest.Start).
	// A provider whose engine does not answer fails to start. Default "": wasm only.
	ContainerHost string
	// ContainerMaxImageMiB is each provider's executor.container.max_image_mib when the
	// container executor is on (a job whose image is larger is declined). Default 0: the
	// daemon's default (16 GiB).
	ContainerMaxImageMiB int64
	// MaxQueueWait is every provider's offer.max_queue_wait: the longest a batch or zk job may
	// wait in its queue for it to bid or accept. Default 0: no bound.
	MaxQueueWait time.Duration
	// StartConcurrency is how many daemons start at once after provider-1 (which starts
	// first: it is the others' bootstrap peer). Each start registers and stakes on chain, a few
	// blocks on a chain sealing on a period, so a large devnet starts in about the time of one
	// when they overlap. Default 1: one after another.
	StartConcurrency int
	// ZK, when set, makes every provider serve zk jobs too (zk executor on, zk slots, a price
	// per proof, region ZKRegion), processes included; see ProvidersZK. Default nil: no zk.
	ZK *ProvidersZK
	// HostGPUs gives in-process providers this host's own inventory (gpu.Detect: the GPUs
	// NVML reports) instead of the CPU device, and their container executor gpu_access
	// "devices", so that jobs run on the host's real GPUs. For GPU hosts; default false.
	HostGPUs bool
	// DenyPeersFiles gives every provider a p2p.deny_peers_file, <DataDir>/deny-peers (absent
	// until written; Provider.DenyPeersFile), so that a test can partition two providers'
	// hosts from each other by writing both files. Default false.
	DenyPeersFiles bool
}

// DenyPeersFile is the name of a provider's deny file in its data dir
// (ProvidersConfig.DenyPeersFiles).
const DenyPeersFile = "deny-peers"

// DenyPeersFile returns the provider's p2p.deny_peers_file ("" without one).
func (p *Provider) DenyPeersFile() string { return p.Config.P2P.DenyPeersFile }

// StartProviders starts one provider daemon per provider account: keystore and config in
// <DataDir>/provider-N, registry stake, offers on the p2p network (provider-1 is everyone's
// bootstrap peer). Faulty providers misbehave as their Fault says.
func (n *Network) StartProviders(ctx context.Context, pc ProvidersConfig) error {
	if n.cfg.DataDir == "" {
		return fmt.Errorf("devnet: providers need Config.DataDir (their deployment record and keystores live there)")
	}
	if len(pc.Faults) > len(n.Providers) {
		return fmt.Errorf("devnet: %d faults for %d providers: give at most one fault per provider", len(pc.Faults), len(n.Providers))
	}
	if pc.BurstHeadroom == 0 {
		pc.BurstHeadroom = 1
	}
	if pc.Slots == nil {
		pc.Slots = map[string]int{"batch": 2, "burst": 4}
	}
	log := pc.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	// provider-1 starts first (it is everyone's bootstrap peer), the others after it, up to
	// StartConcurrency at once.
	var (
		bootstrap []string
		later     []*Provider
	)
	for i, key := range n.Providers {
		p, err := n.providerFor(i, key, pc, bootstrap, log)
		if err != nil {
			return err
		}
		if j := i - (len(n.Providers) - len(pc.Faults)); j >= 0 {
			p.Fault = pc.Faults[j]
			if err := p.undercut(); err != nil {
				return err
			}
			if p.Fault == FaultLostInputs { // gives a job up soon after it opens
				p.Config.Runner.FetchTimeout = provider.Duration(lostInputsFetchTimeout)
			}
		}
		if p.Fault.external() || pc.Processes {
			if pc.Command == nil {
				return fmt.Errorf("devnet: provider-%d runs as its own process (fault %q, Processes %v): set ProvidersConfig.Command", p.Index, p.Fault, pc.Processes)
			}
			p.command = pc.Command
		}
		if err := n.capacityFor(p); err != nil {
			return err
		}
		if i > 0 {
			later = append(later, p)
			continue
		}
		if err := p.start(ctx); err != nil {
			return err
		}
		n.Nodes = append(n.Nodes, p)
		bootstrap = p2pAddrs(p.AddrInfo())
	}
	// Every provider joins n.Nodes, started or not, so that Close stops those that did start
	// when another failed (Stop of one never started does nothing).
	n.Nodes = append(n.Nodes, later...)
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(max(pc.StartConcurrency, 1))
	for _, p := range later {
		g.Go(func() error { return p.start(gctx) })
	}
	if err := g.Wait(); err != nil {
		return err
	}
	for _, p := range n.Nodes {
		if p.Fault.external() {
			n.wg.Add(1)
			go func() { defer n.wg.Done(); n.runFault(p) }()
		}
	}
	if err := n.recordProviders(); err != nil {
		return err
	}
	return n.startChallenger(log) // capacity challenges of the in-process providers (capacity.go)
}

// recordProviders writes the started providers (address, peer id, metrics URL) into the
// deployment record, so tests, `devnet up` and a Prometheus config can find their /metrics.
func (n *Network) recordProviders() error {
	n.Record.Providers = n.Record.Providers[:0]
	for _, p := range n.Nodes {
		n.Record.Providers = append(n.Record.Providers, RecordProvider{
			Index: p.Index, Address: p.Address, PeerID: p.AddrInfo().ID.String(), Fault: string(p.Fault), Metrics: p.MetricsURL(), Console: p.ConsoleURL(),
		})
	}
	if n.cfg.DataDir == "" {
		return nil
	}
	return WriteRecord(n.cfg.DataDir, n.Record)
}

func p2pAddrs(ai peer.AddrInfo) []string {
	addrs, _ := peer.AddrInfoToP2pAddrs(&ai)
	out := make([]string, 0, len(addrs))
	for _, a := range addrs {
		if v, err := a.ValueForProtocol(ma.P_IP4); err == nil && v == "127.0.0.1" {
			out = append(out, a.String())
		}
	}
	return out
}

// BootstrapPeers returns the p2p addresses of the running providers.
func (n *Network) BootstrapPeers() []string {
	var out []string
	for _, p := range n.Nodes {
		if p.Running() {
			out = append(out, p2pAddrs(p.AddrInfo())...)
		}
	}
	return out
}

func (n *Network) providerFor(i int, key *ecdsa.PrivateKey, pc ProvidersConfig, bootstrap []string, log *slog.Logger) (*Provider, error) {
	dir := filepath.Join(n.cfg.DataDir, fmt.Sprintf("provider-%d", i+1))
	ksDir := filepath.Join(dir, "keystore")
	ks, err := wallet.Open(ksDir, wallet.LightKDF)
	if err != nil {
		return nil, fmt.Errorf("devnet: provider-%d keystore: %w", i+1, err)
	}
	addr := crypto.PubkeyToAddress(key.PublicKey)
	if _, err := ks.Find(addr); err != nil {
		if _, err := ks.ImportKey(key, devnetPassword); err != nil {
			return nil, fmt.Errorf("devnet: provider-%d keystore: %w", i+1, err)
		}
	}
	pw := filepath.Join(dir, "password")
	if err := os.WriteFile(pw, []byte(devnetPassword+"\n"), 0o600); err != nil {
		return nil, fmt.Errorf("devnet: provider-%d password file: %w", i+1, err)
	}
	cfg := &provider.Config{DataDir: dir}
	cfg.Wallet = provider.WalletConfig{Keystore: ksDir, Address: addr.Hex(), PasswordFile: pw, LightKDF: true}
	rpc := n.Chain.HTTPEndpoint()
	if pc.ChainRPC != nil {
		rpc = pc.ChainRPC(i + 1)
	}
	// Reads go to rpc; new blocks are pushed over the chain's WebSocket endpoint (the watcher and
	// the verifier read when one arrives, and poll every 100ms only while it is down).
	cfg.Chain = provider.ChainConfig{Deployment: filepath.Join(n.cfg.DataDir, RecordFile), RPC: rpc, Heads: n.Chain.WSEndpoint(),
		PollInterval: provider.Duration(100 * time.Millisecond),
		// Claims wait for others to batch with at most a challenge window (seconds on a devnet;
		// the default 30s is for real windows of minutes).
		ClaimBatchWait:        provider.Duration(max(n.cfg.ChallengeWindow, time.Second)),
		WithdrawEarningsAbove: pc.WithdrawEarningsAbove}
	cfg.P2P = provider.P2PConfig{Listen: []string{"/ip4/127.0.0.1/tcp/0"}, Bootstrap: bootstrap}
	if pc.DenyPeersFiles {
		cfg.P2P.DenyPeersFile = filepath.Join(dir, DenyPeersFile)
	}
	cfg.Offer.Prices = map[string]string{"batch": "0.0001", "burst": "0.0002"}
	cfg.Offer.BurstHeadroom = pc.BurstHeadroom
	cfg.Offer.MinLead = provider.Duration(time.Second)
	cfg.Offer.MaxQueueWait = provider.Duration(pc.MaxQueueWait)
	// The devnet chain seals a block per transaction, each at least a second after the last, so
	// under load its clock runs ahead of the wall clock; a long acceptance TTL keeps acceptances
	// usable while it does.
	cfg.Offer.AcceptanceTTL = provider.Duration(45 * time.Minute)
	// Gossip does not replay: a requester that joins later sees an offer at its next refresh.
	cfg.Offer.TTL, cfg.Offer.Refresh = provider.Duration(time.Minute), provider.Duration(2*time.Second)
	cfg.Runner.Slots = pc.Slots
	if pc.ContainerHost != "" {
		cfg.Executor.Enabled = []string{"wasm", "container"}
		cfg.Executor.Container.Host = pc.ContainerHost
		cfg.Executor.Container.MaxImageMiB = pc.ContainerMaxImageMiB
		if pc.HostGPUs {
			cfg.Executor.Container.GPUAccess = container.GPUAccessDevices
			cfg.Metrics.IdleSample = provider.Duration(500 * time.Millisecond) // GPU use per job, sampled often
		}
	}
	if pc.ZK != nil {
		pc.ZK.apply(cfg)
	}
	// /metrics and /status on loopback, on a port the daemon picks; the first start pins it
	// (pinMetricsLocked) and the record names it (Record.Providers).
	cfg.Metrics.Listen = "127.0.0.1:0"
	return &Provider{Index: i + 1, Address: addr, Key: key, DataDir: dir, Config: cfg, hostGPUs: pc.HostGPUs,
		log: log.With("node", fmt.Sprintf("provider-%d", i+1))}, nil
}

// runFault watches the escrow for jobs opened with p and acts out p's fault on the first one.
func (n *Network) runFault(p *Provider) {
	ctx := n.ctx
	ev := jobOpenedTopic()
	logs := make(chan types.Log, 16)
	sub, err := n.Backend.SubscribeFilterLogs(ctx, ethereum.FilterQuery{
		Addresses: []common.Address{n.Deployment.Escrow},
		Topics:    [][]common.Hash{{ev}, nil, nil, {common.BytesToHash(p.Address.Bytes())}},
	}, logs)
	if err != nil {
		n.faultErr(fmt.Errorf("devnet: provider-%d fault %s: subscribe: %w", p.Index, p.Fault, err))
		return
	}
	defer sub.Unsubscribe()
	for {
		select {
		case <-ctx.Done():
			return
		case err := <-sub.Err():
			if err != nil {
				n.faultErr(fmt.Errorf("devnet: provider-%d fault %s: %w", p.Index, p.Fault, err))
			}
			return
		case l := <-logs:
			p.mu.Lock()
			p.jobs++
			first := p.jobs == 1
			p.mu.Unlock()
			if !first || len(l.Topics) < 2 {
				continue
			}
			// The crash: the daemon is stopped with the job open.
			if err := p.Stop(); err != nil {
				n.faultErr(err)
			}
			if p.Fault != FaultLate {
				continue
			}
			st, err := n.Contracts.JobState(ctx, contracts.JobID(l.Topics[1]))
			if err != nil {
				n.faultErr(err)
				continue
			}
			if err := waitChainTime(ctx, n, st.Time+1); err != nil {
				return
			}
			if err := p.start(ctx); err != nil {
				n.faultErr(err)
			}
		}
	}
}

func (n *Network) faultErr(err error) {
	n.mu.Lock()
	n.faultErrs = append(n.faultErrs, err)
	n.mu.Unlock()
}

// FaultErrors returns errors of the fault drivers (a fault that could not be acted out).
func (n *Network) FaultErrors() error {
	n.mu.Lock()
	defer n.mu.Unlock()
	return errors.Join(n.faultErrs...)
}

// RequesterConfig returns a requester configuration for the devnet's requester account, with its
// data dir under <DataDir>/requester and the running providers as bootstrap peers.
func (n *Network) RequesterConfig() requester.Config {
	return requester.Config{
		DataDir:        filepath.Join(n.cfg.DataDir, "requester"),
		Key:            n.Requester,
		Backend:        n.Backend,
		Deployment:     n.Deployment,
		BootstrapPeers: n.BootstrapPeers(),
		BidWindow:      300 * time.Millisecond,
		Poll:           100 * time.Millisecond,
		Attestations:   n.capacityCredit(), // trusts the devnet challenger (capacity.go)
		// The SDK spot-checks batch jobs by default; the scenarios built on this config test
		// matching, payment and settlement and choose verification themselves (the verify
		// e2e sets p = 1 with its own re-executor; the CLI requester keeps the default on).
		SpotCheck: &requester.SpotCheckConfig{Off: true},
	}
}

// StartRequester starts a requester SDK client for the devnet's requester account. The caller
// closes it.
func (n *Network) StartRequester(ctx context.Context) (*requester.Requester, error) {
	r, err := requester.New(n.RequesterConfig())
	if err != nil {
		return nil, err
	}
	if err := r.Start(ctx); err != nil {
		return nil, err
	}
	return r, nil
}

func jobOpenedTopic() common.Hash {
	return bindings.NewJobEscrow().GetABI().Events["JobOpened"].ID
}

// cpuInventory is the host CPU as the daemon would detect it, with the model name made
// offer-safe (the market refuses spaces in a model; the daemon passes /proc/cpuinfo's name as is).
type cpuInventory struct{ inner gpu.Inventory }

func (c cpuInventory) Devices(ctx context.Context) ([]gpu.Device, error) {
	devs, err := c.inner.Devices(ctx)
	for i := range devs {
		devs[i].Model = strings.Join(strings.Fields(devs[i].Model), "-")
	}
	return devs, err
}

// ReexecProviders is for a test binary that runs the devnet's provider daemons as processes of
// itself: call it first in TestMain. When the binary was started as a provider (the environment
// variable env names its config file) it runs the daemon and exits with its code; otherwise it
// returns the ProvidersConfig.Command that starts such a process.
func ReexecProviders(env string) func(path string) *exec.Cmd {
	if path := os.Getenv(env); path != "" {
		os.Exit(RunProviderProcess(path))
	}
	return func(path string) *exec.Cmd {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), env+"="+path)
		return cmd
	}
}

// RunProviderProcess runs a provider daemon from the config file at path until SIGINT or SIGTERM
// and returns the process exit code: the body of a provider re-executed as its own process (see
// ProvidersConfig.Command; tests re-execute their own binary with it).
func RunProviderProcess(path string) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	log := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelInfo}))
	cfg, err := provider.LoadConfig(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, "provider:", err)
		return 2
	}
	d, err := provider.New(cfg, provider.WithLogger(log))
	if err != nil {
		fmt.Fprintln(os.Stderr, "provider:", err)
		return 2
	}
	if err := d.Run(ctx); err != nil {
		fmt.Fprintln(os.Stderr, "provider:", err)
		return 1
	}
	return 0
}

// logTail returns the last max bytes of the file at path (its last lines, trimmed), or why it
// could not be read: the reason a daemon process exited, when the data dir is gone by the time
// someone reads the error.
func logTail(path string, max int64) string {
	f, err := os.Open(path)
	if err != nil {
		return err.Error()
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return err.Error()
	}
	off := st.Size() - max
	if off < 0 {
		off = 0
	}
	b := make([]byte, st.Size()-off)
	if _, err := f.ReadAt(b, off); err != nil && !errors.Is(err, io.EOF) {
		return err.Error()
	}
	return strings.TrimSpace(string(b))
}
