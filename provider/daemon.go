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
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/cockroachdb/pebble/v2"
	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/contracts/bindings"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/market/wallet"
	"github.com/gpumesh/gpumesh/p2p"
	"github.com/gpumesh/gpumesh/p2p/content"
	"github.com/gpumesh/gpumesh/p2p/offers"
	"github.com/gpumesh/gpumesh/p2p/propose"
	"github.com/gpumesh/gpumesh/provider/executor"
	execexec "github.com/gpumesh/gpumesh/provider/executor/exec"
	"github.com/gpumesh/gpumesh/provider/executor/wasm"
	zkexec "github.com/gpumesh/gpumesh/provider/executor/zk"
	"github.com/gpumesh/gpumesh/provider/gpu"
	"github.com/gpumesh/gpumesh/provider/runner"
	"github.com/gpumesh/gpumesh/provider/settle"
	"github.com/gpumesh/gpumesh/verifier/capacity"
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

// Daemon is the provider node. New has no side effects; Run brings the services up in this
// order and takes them down in reverse when ctx ends:
//
//  1. pebble node DB (<data_dir>/node): runner records, pending acceptances, watcher cursor
//  2. wallet (keystore + password file)
//  3. chain client (ethclient on chain.rpc; chain id checked against the deployment record)
//  4. registry: register with the p2p peer id and top the stake up to chain.stake
//  5. GPU inventory (gpu.Detect: NVML, else the CPU as one device)
//  6. p2p node (host, DHT, GossipSub, wallet binding)
//  7. content store (<data_dir>/blocks, bitswap + CAR fast path on the host)
//  8. capacity challenge server on the host
//  9. executors and the job runner (+ settle: Settler, Fetcher, Uploader)
//  10. /gpumesh/propose/1 service (the Acceptor)
//  11. offer publisher on /gpumesh/offers/1 (republished every offer.refresh)
//  12. chain watcher (JobOpened logs with provider == self -> runner.Submit)
//  13. debug HTTP: /metrics, /status
type Daemon struct {
	cfg *Config
	o   options
	log *slog.Logger

	ready chan struct{}
	mu    sync.Mutex // guards the fields below once Run has set them
	state *running
}

type running struct {
	db      *pebble.DB
	key     *ecdsa.PrivateKey
	addr    common.Address
	eth     *ethclient.Client
	cc      *contracts.Client
	dep     *contracts.Deployment
	sender  *contracts.Sender
	devices []gpu.Device
	node    *p2p.Node
	store   *content.Store
	runner  *runner.Runner
	domain  market.Domain
	http    net.Addr
	offer   *market.Offer
	execs   *executor.Registry
	m       *metrics
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

	// 1. DB.
	if err := os.MkdirAll(cfg.DataDir, 0o700); err != nil {
		return fmt.Errorf("create data dir: %w", err)
	}
	db, err := pebble.Open(filepath.Join(cfg.DataDir, "node"), &pebble.Options{Logger: pebbleLogger{d.log}})
	if err != nil {
		return fmt.Errorf("open node db (is another daemon using %s?): %w", cfg.DataDir, err)
	}
	closers = append(closers, db.Close)
	rs.db = db

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
	eth, err := ethclient.DialContext(ctx, rpc)
	if err != nil {
		return fmt.Errorf("dial chain %s: %w", rpc, err)
	}
	closers = append(closers, func() error { eth.Close(); return nil })
	chainID, err := eth.ChainID(ctx)
	if err != nil {
		return fmt.Errorf("chain id from %s (is the chain running?): %w", rpc, err)
	}
	if chainID.Cmp(rec.Deployment.ChainID) != 0 {
		return fmt.Errorf("%w: %s reports chain %s, record %s names %s", ErrChainMismatch, rpc, chainID, cfg.Chain.Deployment, rec.Deployment.ChainID)
	}
	rs.eth, rs.dep = eth, rec.Deployment
	rs.cc = contracts.NewClient(eth, rec.Deployment)
	rs.sender = rs.cc.Sender(rs.key)
	rs.domain = market.Domain{ChainID: chainID, Escrow: rec.Deployment.Escrow}

	// 4. Registry (needs the peer id: the p2p key is loaded, not yet used).
	peerKey, err := p2p.LoadOrCreateKey(filepath.Join(cfg.DataDir, p2p.KeyFileName))
	if err != nil {
		return fmt.Errorf("p2p key: %w", err)
	}
	pid, err := peer.IDFromPrivateKey(peerKey)
	if err != nil {
		return fmt.Errorf("p2p key: %w", err)
	}
	if err := d.ensureStake(ctx, rs, pid); err != nil {
		return err
	}

	// 5. Inventory.
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

	// 6. P2P.
	signer, err := p2p.NewKeySigner(rs.key)
	if err != nil {
		return err
	}
	node, err := p2p.New(p2p.Config{
		Identity: peerKey, Wallet: signer, ChainID: chainID.Uint64(), ListenAddrs: cfg.P2P.Listen,
		BootstrapPeers: cfg.P2P.Bootstrap, Logger: d.log, Registerer: d.o.reg,
	})
	if err != nil {
		return fmt.Errorf("p2p: %w", err)
	}
	if err := node.Start(ctx); err != nil {
		return fmt.Errorf("start p2p: %w", err)
	}
	closers = append(closers, node.Close)
	rs.node = node

	// 7. Content.
	workDir := filepath.Join(cfg.DataDir, "work")
	if err := os.MkdirAll(workDir, 0o700); err != nil {
		return err
	}
	store, err := content.New(content.Config{
		DataDir: filepath.Join(cfg.DataDir, "blocks"), AllowedDirs: []string{workDir},
		FetchTimeout: cfg.Runner.FetchTimeout.D(), Logger: d.log, Registerer: d.o.reg,
	}, node.Host(), node.DHT())
	if err != nil {
		return fmt.Errorf("content store: %w", err)
	}
	if err := store.Start(ctx); err != nil {
		return fmt.Errorf("start content store: %w", err)
	}
	closers = append(closers, store.Close)
	rs.store = store

	// 8. Capacity challenges.
	capSrv := capacity.NewServer(capacity.NewLocalTarget(capacity.NewProver(capacity.NewCPUMultiplier())), capacity.ServerConfig{Logger: d.log})
	capSrv.Register(node.Host())
	closers = append(closers, func() error { capSrv.Unregister(node.Host()); return nil })

	// 9. Executors, settle, runner.
	if rs.execs, err = d.executors(); err != nil {
		return err
	}
	ps := &pendingStore{db: db}
	deps := runner.Deps{
		DB: db, Fetcher: settle.Fetcher{Store: store}, Executors: rs.execs,
		Uploader: settle.Uploader{Store: store, Recipient: ps.recipient},
		Settler:  settle.NewSettler(rs.cc, eth, rs.sender, time.Second),
	}
	var crash *crashPoint
	if d.o.crashAt != "" {
		crash = &crashPoint{state: d.o.crashAt, after: d.o.crashAfter, workDir: workDir, log: d.log}
		deps = crash.wrap(deps)
	}
	r, err := runner.New(runner.Config{
		WorkDir: workDir, Slots: cfg.Runner.Slots, FetchTimeout: cfg.Runner.FetchTimeout.D(),
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

	// 10. Proposals.
	m, err := newMetrics(d.o.reg)
	if err != nil {
		return err
	}
	rs.m = m
	acc := &acceptor{m: m, d: d, rs: rs, pending: ps}
	svc, err := propose.NewService(node, propose.Config{Domain: rs.domain, Registerer: d.o.reg, Timeout: 20 * time.Second}, acc)
	if err != nil {
		return fmt.Errorf("propose service: %w", err)
	}
	if err := svc.Start(); err != nil {
		return fmt.Errorf("propose service: %w", err)
	}
	closers = append(closers, svc.Close)

	// 11. Offers.
	topic, err := offers.Join(node, offers.Config{Domain: rs.domain, Registerer: d.o.reg})
	if err != nil {
		return fmt.Errorf("offers topic: %w", err)
	}
	closers = append(closers, topic.Close)
	if err := d.publishOffer(ctx, rs, topic); err != nil {
		return err
	}

	// 13. Debug HTTP (before the loops so that Ready means reachable).
	if !cfg.Metrics.Disable {
		ln, err := net.Listen("tcp", cfg.Metrics.Listen)
		if err != nil {
			return fmt.Errorf("metrics listener %s (metrics.listen): %w", cfg.Metrics.Listen, err)
		}
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
	d.log.Info("provider ready", "address", rs.addr, "peer", node.ID(), "devices", len(rs.devices), "debug", rs.http)
	close(d.ready)

	// 11+12. Loops: offer refresh and chain watcher.
	refresh := time.NewTicker(cfg.Offer.Refresh.D())
	defer refresh.Stop()
	w := &watcher{d: d, rs: rs, pending: ps}
	// The watcher has its own WaitGroup: the runner's is waited for only after stopRunner (an
	// earlier closer runs later), so sharing one would wait for the runner before stopping it.
	var watchWG sync.WaitGroup
	watchWG.Add(1)
	go func() {
		defer watchWG.Done()
		if err := w.run(ctx); err != nil && ctx.Err() == nil {
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
		}
	}
}

func loadWallet(c WalletConfig) (*ecdsa.PrivateKey, error) {
	kdf := wallet.StandardKDF
	if c.LightKDF {
		kdf = wallet.LightKDF
	}
	ks, err := wallet.Open(c.Keystore, kdf)
	if err != nil {
		return nil, fmt.Errorf("wallet.keystore %s: %w", c.Keystore, err)
	}
	pw, err := wallet.ReadPasswordFile(c.PasswordFile)
	if err != nil {
		return nil, fmt.Errorf("wallet.password_file: %w", err)
	}
	var addr common.Address
	if c.Address != "" {
		addr = common.HexToAddress(c.Address)
	} else {
		a, err := ks.Default()
		if err != nil {
			return nil, fmt.Errorf("wallet (set wallet.address to pick a key): %w", err)
		}
		addr = a.Address
	}
	key, err := ks.Unlock(addr, pw)
	if err != nil {
		return nil, fmt.Errorf("unlock wallet %s (check wallet.password_file): %w", addr, err)
	}
	return key, nil
}

// RunInfoFile, in the data dir, describes the running daemon; it is removed on shutdown.
const RunInfoFile = "daemon.json"

// RunInfo is the content of RunInfoFile: how to reach the running daemon.
type RunInfo struct {
	Address string   `json:"address"` // wallet
	PeerID  string   `json:"peer_id"`
	Addrs   []string `json:"addrs"` // full multiaddrs with /p2p/<id>
	Debug   string   `json:"debug,omitempty"`
	PID     int      `json:"pid"`
}

func writeRunInfo(dir string, rs *running) error {
	ri := RunInfo{Address: rs.addr.Hex(), PeerID: rs.node.ID().String(), PID: os.Getpid()}
	ai := rs.node.AddrInfo()
	for _, a := range ai.Addrs {
		ri.Addrs = append(ri.Addrs, a.String()+"/p2p/"+ai.ID.String())
	}
	if rs.http != nil {
		ri.Debug = rs.http.String()
	}
	b, err := json.MarshalIndent(ri, "", "  ")
	if err != nil {
		return err
	}
	tmp := filepath.Join(dir, RunInfoFile+".tmp")
	if err := os.WriteFile(tmp, b, 0o600); err != nil {
		return fmt.Errorf("write run info: %w", err)
	}
	return os.Rename(tmp, filepath.Join(dir, RunInfoFile))
}

// ReadRunInfo reads the RunInfoFile of a data dir (present while a daemon runs there).
func ReadRunInfo(dataDir string) (*RunInfo, error) {
	b, err := os.ReadFile(filepath.Join(dataDir, RunInfoFile))
	if err != nil {
		return nil, err
	}
	var ri RunInfo
	if err := json.Unmarshal(b, &ri); err != nil {
		return nil, fmt.Errorf("%s: %w", RunInfoFile, err)
	}
	return &ri, nil
}

// DeploymentRecord is the part of a deployment record (devnet's deployment.json) the daemon
// reads. A file holding only a contracts.Deployment is accepted too.
type DeploymentRecord struct {
	HTTP       string                `json:"http"`
	Deployment *contracts.Deployment `json:"deployment"`
}

// ReadDeployment reads a deployment record.
func ReadDeployment(path string) (*DeploymentRecord, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, cfgErr("chain.deployment", path, "point it at a readable deployment record: "+err.Error())
	}
	var rec DeploymentRecord
	if err := json.Unmarshal(b, &rec); err != nil {
		return nil, cfgErr("chain.deployment", path, "not a deployment record: "+err.Error())
	}
	if rec.Deployment == nil {
		var dep contracts.Deployment
		if err := json.Unmarshal(b, &dep); err == nil && dep.Escrow != (common.Address{}) {
			rec.Deployment = &dep
		}
	}
	if rec.Deployment == nil || rec.Deployment.ChainID == nil || rec.Deployment.Escrow == (common.Address{}) {
		return nil, cfgErr("chain.deployment", path, "the record names no escrow deployment")
	}
	return &rec, nil
}

func (d *Daemon) ensureStake(ctx context.Context, rs *running, pid peer.ID) error {
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
		if _, err := rs.cc.Register(ctx, rs.sender, []byte(pid), meta.String()); err != nil {
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
	if _, err := rs.cc.Approve(ctx, rs.sender, rs.dep.Registry, diff); err != nil {
		return fmt.Errorf("approve stake of %s (chain.stake): %w", diff, err)
	}
	if _, err := rs.cc.Stake(ctx, rs.sender, diff); err != nil {
		return fmt.Errorf("stake %s (chain.stake; does the wallet hold the tokens?): %w", diff, err)
	}
	d.log.Info("staked", "amount", diff, "stake", want)
	return nil
}

func (d *Daemon) executors() (*executor.Registry, error) {
	reg := executor.NewRegistry()
	c := d.cfg.Executor
	for _, name := range c.Enabled {
		switch name {
		case "wasm":
			reg.Register("wasm", wasm.New(wasm.Config{
				DefaultMemoryBytes: c.Wasm.MemoryMiB << 20, MaxMemoryBytes: c.Wasm.MaxMemoryMiB << 20,
				DefaultWallTime: c.Wasm.WallTime.D(), MaxWallTime: c.Wasm.MaxWallTime.D(),
				CompilationCacheDir: filepath.Join(d.cfg.DataDir, "wasm-cache"), Logger: d.log,
			}))
		case "exec":
			e, err := execexec.New(execexec.Config{Commands: c.Exec.Commands, EnvAllow: c.Exec.EnvAllow,
				ScratchRoot: filepath.Join(d.cfg.DataDir, "scratch"), Logger: d.log})
			if err != nil {
				return nil, fmt.Errorf("%w: executor.exec: %v", ErrConfig, err)
			}
			reg.Register("exec", e)
		case "zk":
			// Circuit packages arrive as the job's "circuit" input (see RunnerJob); memory and time
			// limits come from the job, capped by the wasm maximums the owner configured.
			reg.Register("zk", zkexec.New(zkexec.Config{
				MaxMemoryBytes: c.Wasm.MaxMemoryMiB << 20, MaxWallTime: c.Wasm.MaxWallTime.D(), Logger: d.log,
			}))
		}
	}
	return reg, nil
}

// offerGPUs groups the inventory into the offer's GPU list; a CPU node offers one "cpu" device.
func offerGPUs(devs []gpu.Device) []market.GPU {
	var out []market.GPU
	for _, dv := range devs {
		vendor := "nvidia"
		if dv.Kind != gpu.KindGPU {
			vendor = "cpu"
		}
		model := strings.Map(func(r rune) rune {
			if r <= ' ' || r > '~' {
				return '-'
			}
			return r
		}, strings.TrimSpace(dv.Model))
		if model == "" {
			model = vendor
		}
		var cc uint32
		if dv.ComputeCapability != "" {
			cc, _ = jobspec.ParseComputeCap(dv.ComputeCapability)
		}
		i := slices.IndexFunc(out, func(g market.GPU) bool { return g.Model == model && g.Vendor == vendor })
		if i >= 0 {
			out[i].Count++
			continue
		}
		out = append(out, market.GPU{Model: model, Vendor: vendor, Count: 1, VRAMMiB: dv.MemoryTotal >> 20, ComputeCap: cc})
	}
	return out
}

func (d *Daemon) publishOffer(ctx context.Context, rs *running, t *offers.Topic) error {
	now := time.Now()
	o := &market.Offer{
		Provider: rs.addr, PeerID: rs.node.ID().String(), GPUs: offerGPUs(rs.devices),
		BurstSlots: d.cfg.Offer.BurstHeadroom, Region: d.cfg.Offer.Region,
		Nonce: uint64(now.UnixNano()), Expiry: uint64(now.Add(d.cfg.Offer.TTL.D()).Unix()),
	}
	for _, cl := range []market.Class{market.ClassBatch, market.ClassBurst} {
		if p := d.cfg.Price(cl); p != nil {
			o.Prices = append(o.Prices, market.ClassPrice{Class: cl, Unit: market.PerGPUSecond, Amount: new(big.Int).Set(p)})
		}
	}
	if hot, err := rs.store.HotCIDs(ctx, 8); err == nil {
		for _, h := range hot {
			o.HotCIDs = append(o.HotCIDs, h.CID.String())
		}
	}
	if err := o.Sign(rs.key, rs.domain); err != nil {
		return fmt.Errorf("sign offer: %w", err)
	}
	d.mu.Lock()
	rs.offer = o
	d.mu.Unlock()
	if err := t.Publish(ctx, o); err != nil {
		// No peers yet is normal for a lone node; the next refresh tries again.
		d.log.Info("offer not published", "err", err)
		return nil
	}
	if rs.m != nil {
		rs.m.offers.Inc()
	}
	d.log.Debug("offer published", "nonce", o.Nonce, "expiry", o.Expiry)
	return nil
}

// Status is what `gpumesh provider status` shows.
type Status struct {
	Address   string         `json:"address"`
	PeerID    string         `json:"peer_id"`
	Slots     map[string]int `json:"slots"`
	Jobs      map[string]int `json:"jobs_by_state"`
	Running   []JobSummary   `json:"running"`
	Earnings  string         `json:"earnings"` // token units paid to this provider (sum of Paid)
	Stake     string         `json:"stake,omitempty"`
	Locked    string         `json:"locked,omitempty"`
	Devices   int            `json:"devices"`
	Executors []string       `json:"executors"`
}

// JobSummary is one unfinished job.
type JobSummary struct {
	ID       string    `json:"id"`
	Class    string    `json:"class"`
	State    string    `json:"state"`
	Executor string    `json:"executor"`
	Accepted time.Time `json:"accepted"`
	Error    string    `json:"error,omitempty"`
}

// Status reports the running daemon's slots, jobs, earnings and stake.
func (d *Daemon) Status(ctx context.Context) (*Status, error) {
	rs, err := d.st()
	if err != nil {
		return nil, err
	}
	recs, err := rs.runner.List()
	if err != nil {
		return nil, err
	}
	st := StatusFromRecords(recs, d.cfg.Runner.Slots)
	st.Address, st.PeerID, st.Devices = rs.addr.Hex(), rs.node.ID().String(), len(rs.devices)
	st.Executors = rs.execs.Names()
	if info, err := rs.cc.StakeOf(ctx, rs.addr); err == nil {
		st.Stake, st.Locked = info.Stake.String(), info.Locked.String()
	}
	return st, nil
}

// StatusFromRecords summarizes runner records (also used offline on the data dir).
func StatusFromRecords(recs []runner.Record, slots map[string]int) *Status {
	st := &Status{Slots: slots, Jobs: map[string]int{}}
	earn := new(big.Int)
	for _, r := range recs {
		st.Jobs[string(r.State)]++
		if r.Paid != nil {
			earn.Add(earn, r.Paid)
		}
		if !r.State.Final() {
			st.Running = append(st.Running, JobSummary{ID: r.Job.ID, Class: r.Job.Class, State: string(r.State),
				Executor: r.Job.Executor, Accepted: r.Accepted, Error: r.Error})
		}
	}
	st.Earnings = earn.String()
	return st
}

// ReadStatusOffline reads the runner records from a stopped daemon's data dir.
func ReadStatusOffline(dataDir string, slots map[string]int) (*Status, error) {
	db, err := pebble.Open(filepath.Join(dataDir, "node"), &pebble.Options{ReadOnly: true, Logger: pebbleLogger{slog.New(slog.DiscardHandler)}})
	if err != nil {
		return nil, fmt.Errorf("open %s (is the daemon running? then ask its metrics.listen): %w", dataDir, err)
	}
	defer db.Close()
	prefix := []byte("runner/v1/job/")
	it, err := db.NewIter(&pebble.IterOptions{LowerBound: prefix, UpperBound: append(slices.Clone(prefix[:len(prefix)-1]), '0')})
	if err != nil {
		return nil, err
	}
	defer it.Close()
	var recs []runner.Record
	for it.First(); it.Valid(); it.Next() {
		r, err := runner.DecodeRecord(it.Value())
		if err != nil {
			return nil, fmt.Errorf("record %s: %w", it.Key(), err)
		}
		recs = append(recs, r)
	}
	return StatusFromRecords(recs, slots), nil
}

// jobOpenedTopic is the JobOpened event id.
var jobOpenedTopic = bindings.NewJobEscrow().GetABI().Events[bindings.JobEscrowJobOpenedEventName].ID

// watcher turns JobOpened logs naming this provider into runner jobs.
type watcher struct {
	d       *Daemon
	rs      *running
	pending *pendingStore
}

func (w *watcher) run(ctx context.Context) error {
	from, err := w.pending.cursor()
	if err != nil {
		return err
	}
	if from < w.rs.dep.Block {
		from = w.rs.dep.Block
	}
	t := time.NewTicker(w.d.cfg.Chain.PollInterval.D())
	defer t.Stop()
	lastPrune := time.Now()
	for {
		if time.Since(lastPrune) > 5*time.Minute {
			lastPrune = time.Now()
			// An acceptance the escrow can no longer open (expired, with an hour of clock slack)
			// is dropped; a JobOpened for it later would be ignored with a log line.
			if n, err := w.pending.prune(time.Now().Add(-time.Hour)); err != nil {
				w.d.log.Warn("prune expired acceptances failed", "err", err)
			} else if n > 0 {
				w.d.log.Info("expired acceptances dropped", "count", n)
			}
		}
		next, err := w.poll(ctx, from)
		if err != nil {
			if ctx.Err() != nil {
				return nil
			}
			w.d.log.Warn("chain watcher poll failed", "from_block", from, "err", err)
		} else {
			from = next
		}
		select {
		case <-ctx.Done():
			return nil
		case <-t.C:
		}
	}
}

// poll handles logs in [from, head] and returns head+1, persisted as the cursor.
func (w *watcher) poll(ctx context.Context, from uint64) (uint64, error) {
	head, err := w.rs.eth.BlockNumber(ctx)
	if err != nil {
		return from, err
	}
	if head < from {
		return from, nil
	}
	logs, err := w.rs.eth.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(from), ToBlock: new(big.Int).SetUint64(head),
		Addresses: []common.Address{w.rs.dep.Escrow},
		Topics:    [][]common.Hash{{jobOpenedTopic}, nil, nil, {common.BytesToHash(w.rs.addr.Bytes())}},
	})
	if err != nil {
		return from, err
	}
	for i := range logs {
		if err := w.handle(ctx, &logs[i]); err != nil {
			return from, err // retried from the same block; handle is idempotent
		}
	}
	if err := w.pending.setCursor(head + 1); err != nil {
		return from, err
	}
	w.rs.m.watched.Set(float64(head + 1))
	return head + 1, nil
}

func (w *watcher) handle(ctx context.Context, l *types.Log) error {
	if l.Removed {
		return nil
	}
	ev, err := bindings.NewJobEscrow().UnpackJobOpenedEvent(l)
	if err != nil {
		w.d.log.Warn("undecodable JobOpened log", "tx", l.TxHash, "err", err)
		return nil
	}
	id := settle.JobIDString(ev.JobId)
	p, err := w.pending.get(id)
	if errors.Is(err, errNoPending) {
		w.d.log.Warn("job opened with an acceptance this node does not know; ignored", "job_id", id, "requester", ev.Requester)
		return nil
	}
	if err != nil {
		return err
	}
	if p.Delivered {
		return nil
	}
	oc, err := p.Acceptance.OnChain()
	if err != nil || oc.SpecHash != ev.SpecHash || oc.Price.Cmp(ev.Price) != 0 || oc.Deadline != ev.Deadline || oc.Requester != ev.Requester {
		w.d.log.Warn("job opened with terms that differ from the stored acceptance; ignored", "job_id", id)
		return nil
	}
	spec, err := jobspec.DecodeCanonical(p.Spec)
	if err != nil {
		w.d.log.Warn("stored spec does not decode; ignored", "job_id", id, "err", err)
		return nil
	}
	job := RunnerJob(id, spec, time.Unix(int64(ev.Deadline), 0), ev.Price)
	if n := int(spec.Resources.GPUs); n > 0 {
		recs, err := w.rs.runner.List()
		if err != nil {
			return err
		}
		job.Devices = AssignDevices(w.rs.devices, recs, n)
	}
	if err := w.rs.runner.Submit(ctx, job); err != nil {
		if errors.Is(err, runner.ErrBadJob) {
			// Accepted earlier under a config that has since changed: the runner refuses it; the
			// requester is refunded at the deadline.
			w.d.log.Error("opened job refused by the runner", "job_id", id, "err", err)
			p.Delivered = true
			return w.pending.put(p)
		}
		return fmt.Errorf("submit job %s: %w", id, err)
	}
	p.Delivered = true
	w.rs.m.delivered.Inc()
	w.d.log.Info("job delivered to the runner", "job_id", id, "class", job.Class, "requester", ev.Requester)
	return w.pending.put(p)
}

// RunnerJob converts a job spec accepted under the given terms into the runner's job.
func RunnerJob(id string, spec *jobspec.Job, deadline time.Time, price *big.Int) runner.Job {
	j := runner.Job{
		ID: id, Class: spec.Class, Executor: spec.Executor, Args: slices.Clone(spec.Args), Env: spec.Env,
		Limits:   executor.Limits{MemoryBytes: spec.Resources.MemoryBytes, WallTime: spec.WallTime()},
		Deadline: deadline, Price: price,
	}
	switch spec.Executor {
	case jobspec.ExecutorWasm:
		if spec.Module != nil {
			j.Module = spec.Module.CID
		}
	case jobspec.ExecutorZK:
		// The zk executor reads the circuit package from the input named "circuit".
		j.Inputs = append(j.Inputs, runner.Input{CID: spec.Circuit, Name: zkexec.InputCircuit})
	default:
		j.Module = spec.Command
	}
	for _, in := range spec.Inputs {
		j.Inputs = append(j.Inputs, runner.Input{CID: in.Source.CID, Name: in.Name})
	}
	return j
}

// AssignDevices picks n GPUs for a job: the least loaded by unfinished jobs (fewest jobs
// pinned to them in records), ties broken by index. It returns NVML indices as strings (what
// CUDA_VISIBLE_DEVICES takes), nil when the node has fewer than n GPUs.
func AssignDevices(devs []gpu.Device, recs []runner.Record, n int) []string {
	load := map[string]int{}
	for _, r := range recs {
		if r.State.Final() {
			continue
		}
		for _, d := range r.Job.Devices {
			load[d]++
		}
	}
	var gpus []string
	for _, d := range devs {
		if d.Kind == gpu.KindGPU {
			gpus = append(gpus, strconv.Itoa(d.Index))
		}
	}
	if len(gpus) < n {
		return nil
	}
	slices.SortStableFunc(gpus, func(a, b string) int { return load[a] - load[b] })
	return gpus[:n]
}

// shortErr trims an error for a decline message.
func shortErr(err error) string {
	s := err.Error()
	if len(s) > 300 {
		s = s[:300]
	}
	return strings.TrimSpace(s)
}
