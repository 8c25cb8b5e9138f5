package provider

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/cockroachdb/pebble/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/contracts/heads"
	"github.com/gpumesh/gpumesh/contracts/rpcclient"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/joblogs"
	"github.com/gpumesh/gpumesh/market/notice"
	"github.com/gpumesh/gpumesh/market/offers"
	"github.com/gpumesh/gpumesh/market/offersync"
	"github.com/gpumesh/gpumesh/market/propose"
	"github.com/gpumesh/gpumesh/p2p"
	"github.com/gpumesh/gpumesh/p2p/content"
	"github.com/gpumesh/gpumesh/p2p/diskspace"
	"github.com/gpumesh/gpumesh/p2p/gossip"
	"github.com/gpumesh/gpumesh/provider/channels"
	"github.com/gpumesh/gpumesh/provider/executor"
	"github.com/gpumesh/gpumesh/provider/executor/container"
	zkexec "github.com/gpumesh/gpumesh/provider/executor/zk"
	"github.com/gpumesh/gpumesh/provider/gpu"
	"github.com/gpumesh/gpumesh/provider/intake"
	"github.com/gpumesh/gpumesh/provider/runner"
	"github.com/gpumesh/gpumesh/provider/settle"
	"github.com/gpumesh/gpumesh/provider/verify"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Errors of the daemon.
var (
	ErrChainMismatch = errors.New("provider: chain id differs from the deployment record")
	ErrNotReady      = errors.New("provider: daemon not running")
)

// Option configures a Daemon.
type Option func(*options)

type options struct {
	logger     *slog.Logger
	reg        prometheus.Registerer
	gatherer   prometheus.Gatherer
	inventory  gpu.Inventory
	crashAt    runner.State // tests only, see WithCrashAt
	crashAfter bool
	wrapDeps   func(runner.Deps) runner.Deps // devnet fault injection, see WithRunnerDeps
	capacity   CapacityOptions               // see WithCapacity (capacity.go)
	reputation ReputationSource              // see WithReputation (status.go)
}

// WithLogger sets the logger (default: discard).
func WithLogger(l *slog.Logger) Option { return func(o *options) { o.logger = l } }

// WithRegistry sets the Prometheus registry metrics go to and /metrics serves (default: a new
// registry of the daemon's own).
func WithRegistry(r *prometheus.Registry) Option {
	return func(o *options) { o.reg, o.gatherer = r, r }
}

// WithInventory replaces GPU detection (gpu.Detect) with inv: tests pass fakegpu here.
func WithInventory(inv gpu.Inventory) Option { return func(o *options) { o.inventory = inv } }

// WithRunnerDeps wraps the job runner's dependencies (fetcher, executors, uploader, settler)
// before the runner is built. No config key sets it: devnet uses it to run providers that
// misbehave on purpose (for example one that returns wrong results), with everything else real.
func WithRunnerDeps(wrap func(runner.Deps) runner.Deps) Option {
	return func(o *options) { o.wrapDeps = wrap }
}

// Daemon is the provider node. New has no side effects; Run brings the services up in this
// order and takes them down in reverse when ctx ends:
//
//  0. preflight (preflight.go): absolute paths, the content store's config, free p2p ports, the
//     metrics listener (bound here, served in 13); the wallet's funds are checked after 3,
//     before 4, so a config the daemon cannot run with never sends a transaction
//  1. pebble node DB (<data_dir>/node): runner records, pending acceptances, watcher cursor;
//     then the executors executor.enabled names (a container executor's engine must answer:
//     checked here, before registration and staking)
//  2. wallet (keystore + password file)
//  3. chain client (contracts/rpcclient on chain.rpc and chain.rpc_fallbacks; chain id checked
//     against the deployment record)
//  4. GPU inventory (gpu.Detect: NVML, else the CPU as one device); offer.burst_headroom is
//     checked against the devices offered
//  5. registry: register with the p2p peer id and top the stake up to chain.stake
//  6. p2p node (host, DHT, GossipSub, wallet binding)
//  7. content store (<data_dir>/blocks, bitswap + CAR fast path on the host)
//  8. capacity challenge server on the host
//  9. the job runner (+ settle: Settler, Fetcher, Uploader), the verification
//     flow (provider/verify: re-executor, verifier service)
//  10. intake (provider/intake): /gpumesh/propose/1 (the Acceptor), the bidder on
//     /gpumesh/requests/1; channel-paid burst jobs on /gpumesh/burst/1 (channel.go)
//  11. offer publisher on /gpumesh/offers/1 (republished every offer.refresh)
//  12. chain watcher (intake.Watcher: JobOpened logs with provider == self -> runner.Submit)
//  13. debug HTTP: /metrics, /status
type Daemon struct {
	cfg *Config
	o   options
	log *slog.Logger

	ready chan struct{}
	mu    sync.Mutex // guards the fields below once Run has set them
	state *running
}

// running holds what the daemon's own methods (Status, Offer, Reexecute, RedeemChannels, ...)
// and the offer publisher read once Run has started the services. The flows get narrow
// dependencies of their own (intake.Deps, verify.Deps, the channels' fields), not this.
type running struct {
	key     *ecdsa.PrivateKey
	addr    common.Address
	eth     *ethclient.Client
	cc      *contracts.Client
	dep     *contracts.Deployment
	blocks  *heads.Follower // new blocks: ticks the chain watcher and the verifier service
	devices []gpu.Device
	node    *p2p.Node
	store   *content.Store
	runner  *runner.Runner
	domain  market.Domain
	http    net.Addr
	// consoleURL is the web console's URL on the debug listener ("" when off).
	consoleURL string
	offer      *market.Offer
	execs      *executor.Registry
	zk         *zkexec.Executor // the zk executor with its circuit registry (nil: zk not enabled)
	// container and engine are the container executor and its engine when enabled.
	container *container.Executor
	engine    *container.Engine
	offers    prometheus.Counter // offers published
	rep       ReputationSource   // the default chain reputation source, created by the first Status
	attest    *capacityState
	verify    *verify.Verification // re-runs for spot-checks, the verifier service
	chans     *channels.Service    // channel-paid burst jobs (provider/channels)
	jobGPU    *jobGPUMeter         // GPU use attributed to the jobs holding the devices
	circuits  *circuits            // zk circuit packages held decoded (nil: zk off)
}

// New checks cfg (EnsureDefaults + Validate) and returns a daemon that is not running.
func New(cfg *Config, opts ...Option) (*Daemon, error) {
	if cfg == nil {
		return nil, fmt.Errorf("%w: nil config", ErrConfig)
	}
	c := *cfg
	c.EnsureDefaults()
	if err := c.Validate(); err != nil {
		return nil, err
	}
	d := &Daemon{cfg: &c, ready: make(chan struct{})}
	for _, opt := range opts {
		opt(&d.o)
	}
	if d.o.logger == nil {
		d.o.logger = slog.New(slog.DiscardHandler)
	}
	if d.o.reg == nil {
		r := prometheus.NewRegistry()
		d.o.reg, d.o.gatherer = r, r
	}
	d.log = d.o.logger
	return d, nil
}

// Ready is closed once every service is up.
func (d *Daemon) Ready() <-chan struct{} { return d.ready }

func (d *Daemon) st() (*running, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.state == nil {
		return nil, ErrNotReady
	}
	return d.state, nil
}

// AddrInfo returns the p2p node's address (after Ready).
func (d *Daemon) AddrInfo() (peer.AddrInfo, error) {
	s, err := d.st()
	if err != nil {
		return peer.AddrInfo{}, err
	}
	return s.node.AddrInfo(), nil
}

// DebugAddr returns the debug HTTP listener's address (after Ready; nil when disabled).
func (d *Daemon) DebugAddr() net.Addr {
	s, err := d.st()
	if err != nil {
		return nil
	}
	return s.http
}

// Run runs the daemon until ctx ends or a service fails.
func (d *Daemon) Run(ctx context.Context) (err error) {
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	var closers []func() error // shutdown in reverse order of start
	defer func() {
		for i := len(closers) - 1; i >= 0; i-- {
			if cerr := closers[i](); cerr != nil {
				d.log.Warn("shutdown step failed", "err", cerr)
			}
		}
	}()
	cfg := d.cfg
	rs := &running{}

	// 0. Everything the machine can check about the config, before anything is opened (the
	// chain and the wallet's funds are checked once reached, still before registering).
	if err := d.checkLocal(); err != nil {
		return err
	}
	var metricsLn net.Listener
	var consoleToken, consoleHint string // the web console's (console.go), read or made with the listener
	if !cfg.Metrics.Disable {
		if metricsLn, err = net.Listen("tcp", cfg.Metrics.Listen); err != nil {
			return cfgErr("metrics.listen", fmt.Sprintf("%q", cfg.Metrics.Listen), err.Error()+": free the port, pick another, or set metrics.disable = true")
		}
		if consoleToken, consoleHint, err = d.consoleToken(metricsLn.Addr()); err != nil {
			metricsLn.Close()
			return err
		}
		closers = append(closers, func() error {
			if err := metricsLn.Close(); err != nil && !errors.Is(err, net.ErrClosed) {
				return err
			}
			return nil
		})
	}

	// 1. DB.
	if err := os.MkdirAll(cfg.DataDir, 0o700); err != nil {
		return fmt.Errorf("create data dir: %w", err)
	}
	db, err := pebble.Open(filepath.Join(cfg.DataDir, "node"), &pebble.Options{Logger: pebbleLogger{d.log}})
	if err != nil {
		return fmt.Errorf("open node db (is another daemon using %s?): %w", cfg.DataDir, err)
	}
	closers = append(closers, db.Close)
	// Records that precede an action (an acceptance before it is signed, a runner state before
	// its transaction, a channel's voucher and job, a collateral lock in flight, the watcher's
	// cursor, a checked zk verifier) are not written into a nearly full disk: pebble panics on a
	// failed log write. The writer gets diskspace.ErrFull and retries or declines.
	nodeSpace := diskspace.Guard{Dir: filepath.Join(cfg.DataDir, "node"), What: "provider records"}

	// 1b. Executors: an enabled container executor whose engine does not answer stops the
	// start here, before anything is registered or staked.
	execClose := func() error { return nil }
	if rs.execs, execClose, err = d.executors(ctx, rs); err != nil {
		return err
	}
	closers = append(closers, execClose)

	// 2. Wallet.
	if rs.key, err = loadWallet(cfg.Wallet); err != nil {
		return err
	}
	rs.addr = crypto.PubkeyToAddress(rs.key.PublicKey)

	// 3. Chain.
	rec, err := ReadDeployment(cfg.Chain.Deployment)
	if err != nil {
		return err
	}
	rpc := cfg.Chain.RPC
	if rpc == "" {
		rpc = rec.HTTP
	}
	if rpc == "" {
		return cfgErr("chain.rpc", nil, "set the JSON-RPC endpoint (the deployment record names none)")
	}
	eth, err := rpcclient.Dial(ctx, append([]string{rpc}, cfg.Chain.RPCFallbacks...), rpcclient.Options{})
	if err != nil {
		return cfgErr("chain.rpc", rpc, err.Error()+" (use http(s):// endpoints when chain.rpc_fallbacks is set)")
	}
	closers = append(closers, func() error { eth.Close(); return nil })
	chainID, err := eth.ChainID(ctx)
	if err != nil {
		return fmt.Errorf("chain id from %s (is the chain running?): %w", rpc, err)
	}
	if chainID.Cmp(rec.Deployment.ChainID) != 0 {
		return fmt.Errorf("%w: %s reports chain %s, record %s names %s", ErrChainMismatch, rpc, chainID, cfg.Chain.Deployment, rec.Deployment.ChainID)
	}
	rs.eth, rs.dep = eth.Client, rec.Deployment
	// New blocks wake the chain watcher and the verifier service (a subscription where the chain
	// has one; polling otherwise). Stopped last of the readers: its closer runs after theirs.
	if rs.blocks, err = d.followHeads(cfg.Chain, rpc); err != nil {
		return err
	}
	blocksCtx, stopBlocks := context.WithCancel(context.Background())
	blocksDone := make(chan struct{})
	go func() { defer close(blocksDone); _ = rs.blocks.Run(blocksCtx) }()
	closers = append(closers, func() error { stopBlocks(); <-blocksDone; return nil })
	rs.cc = contracts.NewClient(eth, rec.Deployment, contracts.WithMaxLogRange(cfg.Chain.MaxLogRange),
		contracts.WithFees(cfg.Chain.MaxFeeCap(), cfg.Chain.ReplaceAfter.D()))
	sender := rs.cc.Sender(rs.key) // the settler's; registration and staking use it first
	rs.domain = market.Domain{ChainID: chainID, Escrow: rec.Deployment.Escrow}

	// 4. Inventory, and the offer it makes checked against the config, before anything is sent.
	inv := d.o.inventory
	if inv == nil {
		var reason error
		inv, _, reason, err = gpu.Detect(ctx, d.log)
		if err != nil {
			return fmt.Errorf("detect GPUs: %w", err)
		}
		_ = reason // Detect logs why the CPU is offered
		if c, ok := inv.(io.Closer); ok {
			closers = append(closers, c.Close)
		}
	}
	if rs.devices, err = inv.Devices(ctx); err != nil {
		return fmt.Errorf("list devices: %w", err)
	}
	if err := checkOfferDevices(cfg, rs.devices); err != nil {
		return err
	}

	// 5. Registry (needs the peer id: the p2p key is loaded, not yet used).
	peerKey, err := p2p.LoadOrCreateKey(filepath.Join(cfg.DataDir, p2p.KeyFileName))
	if err != nil {
		return fmt.Errorf("p2p key: %w", err)
	}
	pid, err := peer.IDFromPrivateKey(peerKey)
	if err != nil {
		return fmt.Errorf("p2p key: %w", err)
	}
	if err := d.checkFunds(ctx, rs); err != nil {
		return err
	}
	if err := d.ensureStake(ctx, rs, sender, pid); err != nil {
		return err
	}

	// Device memory and utilization (NVML samples where present) read at scrape time; the
	// registry stake; the Go runtime and process.
	devMetrics := gpu.NewCollector(inv, d.log)
	stakeMetrics := newStakeCollector(rs.cc, rs.addr, d.log)
	if err := registerAll(d.o.reg, devMetrics, stakeMetrics); err != nil {
		return err
	}
	closers = append(closers, func() error { unregisterAll(d.o.reg, devMetrics, stakeMetrics); return nil })
	if err := registerStandard(d.o.reg); err != nil {
		return fmt.Errorf("register process metrics: %w", err)
	}

	// 6. P2P.
	signer, err := p2p.NewKeySigner(rs.key)
	if err != nil {
		return err
	}
	deny, err := d.startDenyList(&closers)
	if err != nil {
		return err
	}
	node, err := p2p.New(p2p.Config{
		Identity: peerKey, Wallet: signer, ChainID: chainID.Uint64(), ListenAddrs: cfg.P2P.Listen,
		BootstrapPeers: cfg.P2P.Bootstrap, Logger: d.log, Registerer: d.o.reg,
		Relays: cfg.P2P.Relay, RelayService: cfg.P2P.RelayService, Reachability: p2p.Reachability(cfg.P2P.Reachability),
		Gater: deny,
	})
	if err != nil {
		return fmt.Errorf("p2p: %w", err)
	}
	if err := node.Start(ctx); err != nil {
		return fmt.Errorf("start p2p: %w", err)
	}
	closers = append(closers, node.Close)
	deny.Attach(node.Host().Network())
	rs.node = node

	// 7. Content.
	workDir := filepath.Join(cfg.DataDir, "work")
	if err := os.MkdirAll(workDir, 0o700); err != nil {
		return err
	}
	contentCfg := d.contentConfig()
	contentCfg.Logger, contentCfg.Registerer = d.log, d.o.reg
	store, err := content.New(contentCfg, node.Host(), node.DHT())
	if err != nil {
		return fmt.Errorf("content store: %w", err)
	}
	if err := store.Start(ctx); err != nil {
		return fmt.Errorf("start content store: %w", err)
	}
	closers = append(closers, store.Close)
	rs.store = store

	// 8. Capacity challenges and attestations (capacity.go).
	if err := d.startCapacity(ctx, rs, &closers); err != nil {
		return err
	}

	// 9. Executors (built in 1b), settle, runner.
	if err := d.wireZK(rs, rs.execs); err != nil {
		return err
	}
	if rs.zk != nil {
		closers = append(closers, rs.zk.Close) // waits for speculative proves, before the store closes
	}
	// Signed acceptances: the runner's uploader and zk settler look up each job's recipient key
	// and circuit there; intake (step 10) signs them.
	ps := intake.NewStore(db, intake.PromiseLimits{})
	ps.Space = nodeSpace
	rs.chans = channels.New(channels.Config{CollateralMultiple: cfg.Offer.CollateralMultiple, Space: nodeSpace}, d.log, db, rs.addr,
		rec.Deployment.Domain(), channelChain{rs.cc, eth}, rs.cc.Sender(rs.key))
	// Gas by class: the settler reports its receipts; the class comes from the runner's record
	// (the runner is built below, before any job is driven).
	var r *runner.Runner
	gas := newGasMetrics(func(id contracts.JobID) string { return classOfRunner(r)(id) })
	if err := registerAll(d.o.reg, gas.collectors()...); err != nil {
		return err
	}
	closers = append(closers, func() error { unregisterAll(d.o.reg, gas.collectors()...); return nil })
	// Claims go out in batches (one claimMany for the jobs whose windows end together).
	onChain, err := settle.NewSettler(rs.cc, eth, sender, time.Second).
		WithZK(settle.ZKConfig{WorkDir: workDir, Job: ps.ZKJob}).WithReceipts(gas.receipt).
		WithClaimBatch(settle.ClaimBatchConfig{MaxJobs: cfg.Chain.ClaimBatchJobs, MaxWait: cfg.Chain.ClaimBatchWait.D(),
			Logger: d.log})
	if err != nil {
		return fmt.Errorf("claim batching: %w", err)
	}
	if err := registerAll(d.o.reg, onChain.ClaimCollectors()...); err != nil {
		return err
	}
	closers = append(closers, func() error { unregisterAll(d.o.reg, onChain.ClaimCollectors()...); return nil })
	chainSettler := rs.chans.Settler(onChain)
	deps := runner.Deps{
		DB: db, Fetcher: settle.Fetcher{Store: store, MaxBytes: cfg.Runner.MaxFetchMiB << 20, MaxBytesKey: "runner.max_fetch_mib"}, Executors: rs.execs,
		Uploader: settle.Uploader{Store: store, Recipient: ps.Recipient},
		Settler:  chainSettler,
		// Opened jobs whose content cannot be fetched end without a slash (abandon.go).
		Abandoner: chainSettler.(runner.Abandoner),
		Space:     nodeSpace, // a refused record is retried once space returns
	}
	// A job the runner gives up is reported to its requester at once (notice.go).
	noticeClient, err := notice.NewClient(node, notice.Config{Domain: rs.domain, Registerer: d.o.reg})
	if err != nil {
		return fmt.Errorf("notice client: %w", err)
	}
	deps.Notifier = failureNotifier{client: noticeClient, pending: ps, key: rs.key, domain: rs.domain, now: node.Now}
	// Runs write their stdout and stderr into the hub, which /gpumesh/joblogs/1 serves to each
	// job's requester while it runs.
	liveLogs := joblogs.NewHub(0, 0)
	deps.Live = liveLogs
	if d.o.wrapDeps != nil {
		deps = d.o.wrapDeps(deps)
	}
	var crash *crashPoint
	if d.o.crashAt != "" {
		crash = &crashPoint{state: d.o.crashAt, after: d.o.crashAfter, workDir: workDir, log: d.log}
		deps = crash.wrap(deps)
	}
	r, err = runner.New(runner.Config{
		WorkDir: workDir, Slots: cfg.Runner.Slots, FetchTimeout: cfg.Runner.FetchTimeout.D(),
		Devices: RunnerDevices(rs.devices), CPUSlots: cfg.Runner.CPUSlots,
		BurstHeadroom: int(cfg.Offer.BurstHeadroom), StopGrace: cfg.Runner.StopGrace.D(),
		Logger: d.log, Registerer: d.o.reg,
	}, deps)
	if err != nil {
		return fmt.Errorf("runner: %w", err)
	}
	if crash != nil {
		crash.r = r
	}
	rs.runner = r
	var wg sync.WaitGroup
	runCtx, stopRunner := context.WithCancel(context.Background())
	wg.Add(1)
	go func() {
		defer wg.Done()
		if err := r.Run(runCtx); err != nil && !errors.Is(err, context.Canceled) {
			cancel(fmt.Errorf("runner: %w", err))
		}
	}()
	closers = append(closers, func() error { stopRunner(); wg.Wait(); return nil })
	// Claims credit the provider's earnings in the escrow; they are withdrawn as configured
	// (chain.withdraw_earnings_*), through the settler's sender. Nothing to persist: what is not
	// withdrawn yet stays on chain for the next start.
	earnCfg := cfg.Chain.EarningsConfig()
	earnCfg.Logger = d.log
	wg.Add(1)
	go func() {
		defer wg.Done()
		if err := onChain.RunEarnings(runCtx, earnCfg); err != nil {
			cancel(fmt.Errorf("earnings: %w", err))
		}
	}()
	// Allocated-but-idle GPU-seconds: the runner's placement against the devices' utilization.
	idle := newIdleMeter(r.Usage, inv, cfg.Metrics.IdleBelowPercent, d.log)
	if err := registerAll(d.o.reg, idle.collectors()...); err != nil {
		return err
	}
	closers = append(closers, func() error { unregisterAll(d.o.reg, idle.collectors()...); return nil })
	wg.Add(1)
	go func() { defer wg.Done(); idle.run(runCtx, cfg.Metrics.IdleSample.D()) }()
	// GPU use attributed to the jobs holding the devices (NVML processes where present).
	rs.jobGPU = newJobGPUMeter(r.Usage, inv, classOfRunnerID(r), cfg.Metrics.IdleBelowPercent, d.log)
	if err := registerAll(d.o.reg, rs.jobGPU.collectors()...); err != nil {
		return err
	}
	closers = append(closers, func() error { unregisterAll(d.o.reg, rs.jobGPU.collectors()...); return nil })
	wg.Add(1)
	go func() { defer wg.Done(); rs.jobGPU.run(runCtx, cfg.Metrics.IdleSample.D()) }()
	// Re-executor + verifier service.
	if rs.verify, err = verify.Start(verify.Config{
		DataDir: cfg.DataDir, FetchTimeout: cfg.Runner.FetchTimeout.D(), Service: cfg.Verifier.On(),
		MaxFetchBytes: cfg.Runner.MaxFetchMiB << 20,
		PollInterval:  cfg.Chain.PollInterval.D(),
	}, verify.Deps{
		Log: d.log, Registerer: d.o.reg, DBLogger: pebbleLogger{d.log}, Key: rs.key, Chain: rs.cc, Heads: eth, Blocks: rs.blocks,
		Deployment: rec.Deployment, Store: store, Executors: rs.execs, Node: node,
	}); err != nil {
		return err
	}
	closers = append(closers, rs.verify.Close)

	// 10. Intake: proposals and bids; channel-paid burst jobs.
	var images intake.ImageChecker
	if rs.container != nil {
		images = imageChecker{store: store, exec: rs.container, dir: workDir, maxBytes: cfg.Executor.Container.MaxImageMiB << 20}
	}
	in, err := intake.New(d.intakeConfig(rs), intake.Deps{
		Log: d.log, Registerer: d.o.reg, DB: db, Key: rs.key, Domain: rs.domain,
		Chain: rs.cc, Content: store, Runner: r, Pending: ps, OfferNonce: d.offerNonce, Images: images,
		Circuits: rs.circuits.registry(), Speculator: speculator(rs.zk),
	})
	if err != nil {
		return err
	}
	if rs.circuits != nil {
		rs.circuits.check = in.CheckCircuit
	}
	if err := in.Load(); err != nil { // unopened acceptances hold their capacity again
		return err
	}
	if rs.offers, err = offersMetric(d.o.reg); err != nil {
		return err
	}
	svc, err := propose.NewService(node, propose.Config{Domain: rs.domain, Registerer: d.o.reg, Timeout: 20 * time.Second}, in.Acceptor)
	if err != nil {
		return fmt.Errorf("propose service: %w", err)
	}
	if err := svc.Start(); err != nil {
		return fmt.Errorf("propose service: %w", err)
	}
	closers = append(closers, svc.Close)
	logSvc, err := joblogs.NewService(node, joblogs.Config{Registerer: d.o.reg, Ended: runEnded(r, ps)}, liveLogs)
	if err != nil {
		return fmt.Errorf("job logs service: %w", err)
	}
	if err := logSvc.Start(); err != nil {
		return fmt.Errorf("job logs service: %w", err)
	}
	closers = append(closers, logSvc.Close)
	stopBidder, err := in.StartBidder(ctx, node)
	if err != nil {
		return err
	}
	closers = append(closers, stopBidder)
	stopChans, err := rs.chans.Start(ctx, channels.StartDeps{
		Node: node, Domain: rs.domain, Runner: r, Acceptor: in.Acceptor, Pending: ps, Registerer: d.o.reg,
	}) // /gpumesh/burst/1 + redeem loop
	if err != nil {
		return err
	}
	closers = append(closers, stopChans)

	// 11. Offers.
	topic, err := offers.Join(node, offers.Config{Domain: rs.domain, Registerer: d.o.reg})
	if err != nil {
		return fmt.Errorf("offers topic: %w", err)
	}
	// Other providers' offers are of no use here, but staying subscribed makes this node relay
	// them (requesters hear offers through providers' meshes too). So the subscription is
	// drained: undrained, its buffer fills and pubsub logs "subscriber too slow" for each offer.
	var drainWG sync.WaitGroup
	closers = append(closers, func() error { drainWG.Wait(); return nil }) // after topic.Close: closers run last first
	closers = append(closers, topic.Close)
	drainWG.Add(1)
	go func() {
		defer drainWG.Done()
		_ = topic.Run(ctx, func(context.Context, gossip.Delivery[*market.Offer]) error { return nil })
	}()
	if err := d.publishOffer(ctx, rs, topic); err != nil {
		return err
	}
	// The advertised circuits are fetched and decoded now, in the background; each is listed
	// warm in the offer once decoded (circuits.go).
	if cs := rs.circuits; cs != nil {
		wctx, stopWarming := context.WithCancel(ctx) // closers run before Run's ctx is canceled
		closers = append(closers, func() error { stopWarming(); cs.wg.Wait(); return nil })
		d.warmConfigured(wctx, cs)
	}
	var warmed <-chan struct{}
	if rs.circuits != nil {
		warmed = rs.circuits.changed
	}
	// A node that joins later asks for the current offer on /gpumesh/offers-sync/1 rather than
	// waiting for the next republish.
	syncSvc, err := offersync.NewService(node, offersync.Config{Domain: rs.domain, Registerer: d.o.reg}, func() []*market.Offer {
		d.mu.Lock()
		defer d.mu.Unlock()
		if rs.offer == nil {
			return nil
		}
		return []*market.Offer{rs.offer}
	})
	if err != nil {
		return fmt.Errorf("offers sync: %w", err)
	}
	if err := syncSvc.Start(); err != nil {
		return fmt.Errorf("offers sync: %w", err)
	}
	closers = append(closers, syncSvc.Close)

	// 13. Debug HTTP (before the loops so that Ready means reachable).
	if ln := metricsLn; ln != nil { // bound in step 0
		rs.http = ln.Addr()
		mux := http.NewServeMux()
		mux.Handle("/metrics", promhttp.HandlerFor(d.o.gatherer, promhttp.HandlerOpts{}))
		mux.HandleFunc("/status", func(w http.ResponseWriter, req *http.Request) {
			st, err := d.Status(req.Context())
			if err != nil {
				http.Error(w, err.Error(), http.StatusServiceUnavailable)
				return
			}
			w.Header().Set("Content-Type", "application/json")
			_ = json.NewEncoder(w).Encode(st)
		})
		if rs.consoleURL, err = d.mountConsole(mux, ln.Addr(), consoleToken, consoleHint); err != nil {
			return err
		}
		srv := &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second}
		go func() { _ = srv.Serve(ln) }()
		closers = append(closers, srv.Close)
	}

	d.mu.Lock()
	d.state = rs
	d.mu.Unlock()
	closers = append(closers, func() error { d.mu.Lock(); d.state = nil; d.mu.Unlock(); return nil })
	if err := writeRunInfo(cfg.DataDir, rs); err != nil {
		return err
	}
	closers = append(closers, func() error { return os.Remove(filepath.Join(cfg.DataDir, RunInfoFile)) })
	// The full dialable addresses: what other nodes (requesters, other providers) put in
	// p2p.bootstrap; the run info file and `provider status` carry them as well.
	d.log.Info("provider ready", "address", rs.addr, "peer", node.ID(), "p2p_addrs", dialAddrs(node.AddrInfo()),
		"executors", rs.execs.Names(), "devices", len(rs.devices), "debug", rs.http)
	close(d.ready)

	// 11+12. Loops: offer refresh and chain watcher. A change of the node's dialable addresses
	// (a relay reservation behind a NAT) is published at once: offers and the run info carry
	// the addresses peers can dial now.
	refresh := time.NewTicker(cfg.Offer.Refresh.D())
	defer refresh.Stop()
	addrs, err := node.WatchAddrs(ctx)
	if err != nil {
		return err
	}
	w := in.Watcher(watchChain{rs.cc, eth.Client}, rec.Deployment.Escrow, rec.Deployment.Block)
	w.FollowBlocks(rs.blocks)
	// The watcher has its own WaitGroup: the runner's is waited for only after stopRunner (an
	// earlier closer runs later), so sharing one would wait for the runner before stopping it.
	var watchWG sync.WaitGroup
	watchWG.Add(1)
	go func() {
		defer watchWG.Done()
		if err := w.Run(ctx); err != nil && ctx.Err() == nil {
			cancel(fmt.Errorf("chain watcher: %w", err))
		}
	}()
	closers = append(closers, func() error { watchWG.Wait(); return nil })
	for {
		select {
		case <-ctx.Done():
			if c := context.Cause(ctx); c != nil && !errors.Is(c, context.Canceled) {
				return c
			}
			return nil
		case <-refresh.C:
			if err := d.publishOffer(ctx, rs, topic); err != nil && ctx.Err() == nil {
				d.log.Warn("offer refresh failed", "err", err)
			}
		case <-warmed:
			if err := d.publishOffer(ctx, rs, topic); err != nil && ctx.Err() == nil {
				d.log.Warn("offer republish after a circuit warmed failed", "err", err)
			}
		case _, ok := <-addrs:
			if !ok {
				addrs = nil // the watch ended with ctx: the case above returns
				continue
			}
			d.log.Info("p2p addresses changed; republishing the offer", "p2p_addrs", dialAddrs(node.AddrInfo()))
			if err := writeRunInfo(cfg.DataDir, rs); err != nil {
				d.log.Warn("run info rewrite failed", "err", err)
			}
			if err := d.publishOffer(ctx, rs, topic); err != nil && ctx.Err() == nil {
				d.log.Warn("offer republish failed", "err", err)
			}
		}
	}
}

// channelChain is the channel service's chain: the contracts client's channel calls and stake,
// and the wallet's nonces from the RPC client.
type channelChain struct {
	*contracts.Client
	nonces
}

type nonces interface {
	NonceAt(ctx context.Context, account common.Address, block *big.Int) (uint64, error)
	PendingNonceAt(ctx context.Context, account common.Address) (uint64, error)
}

// ChannelRedemption is one redemption sent by the provider (provider/channels).
type ChannelRedemption = channels.Redemption

// RedeemChannels redeems now the best voucher of every channel with anything unredeemed, one
// transaction per channel, whether or not the redeem loop would have (tools, tests, shutdown
// scripts).
func (d *Daemon) RedeemChannels(ctx context.Context) ([]ChannelRedemption, error) {
	rs, err := d.st()
	if err != nil {
		return nil, err
	}
	return rs.chans.Redeem(ctx)
}
