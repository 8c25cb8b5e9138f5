// Package intake is the provider's job intake: sealed bids on gossiped requests
// (/gpumesh/requests/1, bidder.go), proposals answered with signed acceptances
// (/gpumesh/propose/1, accept.go), the acceptances stored until their job opens (pending.go)
// with the capacity, spec storage and pins they hold (reserve.go), the zk binding an acceptance
// signs (zkbind.go) and the proof a provider may start on it before the job opens
// (speculate.go), and the chain watcher that hands opened jobs to the runner (watcher.go).
//
// Bidding and acceptance ask one policy (Terms: price, collateral, stake, deadlines) and share
// one job spec per job: the spec a bid fetched and decoded is what the proposal that follows is
// checked against, and what the watcher converts when the job opens (specCache, bounded in
// entries, bytes and time).
//
// The daemon (package provider) builds an Intake from narrow dependencies (Deps: the node DB,
// the wallet key, the chain, the content store, the runner) and starts its services; the
// channel-paid burst flow (provider/channel.go) accepts through the same Acceptor.
package intake

import (
	"crypto/ecdsa"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/cockroachdb/pebble/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/gpumesh/gpumesh/market"
)

// ErrConfig classifies an invalid Config or missing Deps.
var ErrConfig = errors.New("intake: invalid config")

// Config is the daemon's configuration as intake applies it (each field names the provider
// config key it comes from).
type Config struct {
	// Terms is the price, collateral and deadline policy (offer.*).
	Terms Terms
	// Executors are the enabled executor names (executor.enabled).
	Executors []string
	// ExecCommands are the command names exec jobs may use (executor.exec.commands).
	ExecCommands map[string]string
	// WasmMaxMemoryBytes and WasmMaxWallTime cap wasm and zk jobs
	// (executor.wasm.max_memory_mib, executor.wasm.max_wall_time).
	WasmMaxMemoryBytes uint64
	WasmMaxWallTime    time.Duration
	// Container is the container executor's policy (executor.container.*), applied to
	// container jobs when Executors names "container".
	Container ContainerPolicy
	// Slots are the runner's slots per class (runner.slots): a class without any is declined.
	Slots map[string]int
	// FetchTimeout bounds prefetching a job's module and inputs (runner.fetch_timeout); zero or
	// more than prefetchTimeout (12 s, what a proposal's round trip leaves): prefetchTimeout.
	FetchTimeout time.Duration
	// MaxFetchBytes bounds the bytes of one job's module, image and inputs together
	// (runner.max_fetch_mib): every fetch a job's prefetch makes is bounded by what is left of
	// it, counting the bytes actually received, so a job whose content is larger is declined
	// without more than this being written. Zero: DefaultMaxFetchBytes.
	MaxFetchBytes int64
	// PollInterval is how often the watcher reads escrow logs (chain.poll_interval).
	PollInterval time.Duration
	// Confirmations is how many blocks the watcher leaves on top of a block before it acts on
	// that block's JobOpened events (chain.confirmations): a reorganisation that replaces fewer
	// blocks never shows it an event that vanishes. 0 acts on the head (a devnet).
	Confirmations uint64
}

// ContainerPolicy is what the provider lets container jobs ask for.
type ContainerPolicy struct {
	// MaxMemoryBytes and MaxWallTime cap a job's resources (executor.container.max_memory_mib,
	// executor.container.max_wall_time).
	MaxMemoryBytes uint64
	MaxWallTime    time.Duration
	// MaxImageBytes bounds a job's image archive (executor.container.max_image_mib).
	MaxImageBytes int64
	// Egress: jobs may ask for network: egress (executor.container.egress = "allow").
	Egress bool
	// GPU: the container executor can pass GPUs to containers (container.Engine.GPU, for its
	// executor.container.gpu_access); a job asking for GPUs where it cannot is declined.
	GPU bool
}

// Deps are what intake needs of the running daemon.
type Deps struct {
	Log        *slog.Logger          // default: discard
	Registerer prometheus.Registerer // metrics; nil: not registered
	DB         *pebble.DB            // the node DB: pending acceptances, watcher cursor
	Key        *ecdsa.PrivateKey     // signs bids and acceptances
	Domain     market.Domain         // EIP-712 domain of bids and acceptances
	Chain      Chain
	Content    Content
	Runner     Runner
	// Pending is the store of signed acceptances (NewStore); nil: a new one on DB.
	Pending *Store
	// OfferNonce is the nonce of the offer last published (a bid names it); nil: 0.
	OfferNonce func() uint64
	// Images checks a container job's image archive, once fetched and pinned, before the
	// acceptance is signed; nil: the archive is checked only when the job runs.
	Images ImageChecker
	// Circuits decodes a zk job's circuit package for the verifier check at acceptance (and
	// keeps it decoded for the job); nil: the package is read from Content and decoded each
	// time a circuit is checked.
	Circuits Circuits
	// Speculator proves a zk job as soon as its acceptance is stored, before the escrow open is
	// confirmed, within its own bounds, and hears of every acceptance that expired unopened
	// (speculate.go); the zk executor (*zk.Executor) implements it. nil: zk jobs are proved
	// when they open.
	Speculator Speculator
}

// Intake is the provider's job intake. New has no side effects: Load restores the promises
// of stored acceptances, the daemon starts the services (propose service, StartBidder,
// Watcher.Run).
type Intake struct {
	cfg  Config
	log  *slog.Logger
	deps Deps
	addr common.Address
	m    *metrics

	// Pending holds the acceptances signed and not yet opened (and the watcher's cursor).
	Pending *Store
	// Acceptor answers proposals (/gpumesh/propose/1 and the channel-paid burst flow).
	Acceptor *Acceptor
	specs    *specCache
}

// New checks cfg and deps and returns the intake, its metrics registered on deps.Registerer.
func New(cfg Config, deps Deps) (*Intake, error) {
	if deps.DB == nil || deps.Key == nil || deps.Chain == nil || deps.Runner == nil {
		return nil, fmt.Errorf("%w: the node DB, wallet key, chain and runner are required", ErrConfig)
	}
	if err := cfg.Terms.validate(); err != nil {
		return nil, err
	}
	if cfg.FetchTimeout <= 0 || cfg.FetchTimeout > prefetchTimeout {
		cfg.FetchTimeout = prefetchTimeout
	}
	if cfg.MaxFetchBytes <= 0 {
		cfg.MaxFetchBytes = DefaultMaxFetchBytes
	}
	if deps.Log == nil {
		deps.Log = slog.New(slog.DiscardHandler)
	}
	m, err := newMetrics(deps.Registerer)
	if err != nil {
		return nil, err
	}
	in := &Intake{cfg: cfg, log: deps.Log, deps: deps, m: m, specs: newSpecCache(specCacheLimits(cfg.Terms))}
	in.addr = addrOf(deps.Key)
	in.Pending = deps.Pending
	if in.Pending == nil {
		in.Pending = NewStore(deps.DB, PromiseLimits{})
	}
	in.Acceptor = &Acceptor{in: in, pending: in.Pending, promises: in.Pending.promises}
	if deps.Speculator != nil {
		in.Pending.expired = in.expired
	}
	return in, nil
}

// Load rebuilds the promises of the stored acceptances after a restart: unopened ones hold
// their capacity, spec storage and pins again.
func (in *Intake) Load() error {
	if err := in.Pending.promises.load(in.Pending); err != nil {
		return fmt.Errorf("load pending acceptances: %w", err)
	}
	return nil
}

// metrics of the intake (the runner exports the per-class job metrics).
type metrics struct {
	proposals *prometheus.CounterVec
	delivered prometheus.Counter
	watched   prometheus.Gauge
	// fetchLimited counts jobs declined because their content passed a fetch bound.
	fetchLimited prometheus.Counter
	reorgs       prometheus.Counter
	bidResults   *bidResults // bid outcomes: won, lost, not sent and why (bidresults.go)
}

func newMetrics(reg prometheus.Registerer) (*metrics, error) {
	m := &metrics{
		proposals: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "gpumesh_provider_proposals_total",
			Help: "Proposals answered, by class and outcome (accepted, declined, error)."}, []string{"class", "outcome"}),
		delivered: prometheus.NewCounter(prometheus.CounterOpts{Name: "gpumesh_provider_jobs_delivered_total",
			Help: "JobOpened events for this provider handed to the runner."}),
		watched: prometheus.NewGauge(prometheus.GaugeOpts{Name: "gpumesh_provider_watcher_next_block",
			Help: "Next block the chain watcher reads."}),
		fetchLimited: prometheus.NewCounter(prometheus.CounterOpts{Name: "gpumesh_provider_fetch_limited_total",
			Help: "Jobs declined because their module, image or inputs passed runner.max_fetch_mib or executor.container.max_image_mib."}),
		reorgs: prometheus.NewCounter(prometheus.CounterOpts{Name: "gpumesh_provider_watcher_reorgs_total",
			Help: "Reorganisations deeper than chain.confirmations the watcher found (it read the replaced blocks again)."}),
		bidResults: newBidResults(),
	}
	if reg == nil {
		return m, nil
	}
	for _, c := range []prometheus.Collector{m.proposals, m.delivered, m.watched, m.fetchLimited, m.reorgs, m.bidResults} {
		if err := reg.Register(c); err != nil {
			return nil, fmt.Errorf("register intake metrics: %w", err)
		}
	}
	return m, nil
}
