package provider

import (
	"bytes"
	_ "embed"
	"errors"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/p2p"
	"github.com/gpumesh/gpumesh/p2p/content"
	"github.com/gpumesh/gpumesh/provider/executor/container"
	"github.com/gpumesh/gpumesh/provider/settle"
	"github.com/pelletier/go-toml/v2"
)

// maxConfirmations bounds chain.confirmations: deeper than the watcher's re-read window after a
// reorganisation (intake's reorgRewind) would leave replaced blocks unread.
const maxConfirmations = 64

// maxLogRange bounds chain.max_log_range: a larger span is refused by every hosted RPC and
// would make one answer unboundedly large on a node that accepts it.
const maxLogRange = 1_000_000

// ErrConfig classifies configuration errors. Each names the key and the fix.
var ErrConfig = errors.New("provider: invalid config")

// Duration is a time.Duration written as a Go duration string in TOML ("30s", "5m").
type Duration time.Duration

// UnmarshalText parses "30s".
func (d *Duration) UnmarshalText(b []byte) error {
	v, err := time.ParseDuration(string(b))
	if err != nil {
		return fmt.Errorf("want a duration like 30s or 5m: %v", err)
	}
	*d = Duration(v)
	return nil
}

// MarshalText writes the duration string.
func (d Duration) MarshalText() ([]byte, error) { return []byte(time.Duration(d).String()), nil }

// D returns the time.Duration.
func (d Duration) D() time.Duration { return time.Duration(d) }

// Config is the provider daemon's configuration, one TOML file (see DefaultConfigTOML for the
// commented defaults that `gpumesh provider init` writes). Zero fields take the defaults below
// (EnsureDefaults); Validate names the key and the fix of anything still wrong.
type Config struct {
	// DataDir holds the node DB (pebble, node/), the content store (blocks/), the p2p key and
	// the runner's work dirs (work/). Default "./gpumesh-provider". Relative paths in the file
	// are taken relative to the config file's directory.
	DataDir string `toml:"data_dir"`

	Wallet   WalletConfig   `toml:"wallet"`
	Chain    ChainConfig    `toml:"chain"`
	P2P      P2PConfig      `toml:"p2p"`
	Offer    OfferConfig    `toml:"offer"`
	Executor ExecutorConfig `toml:"executor"`
	Runner   RunnerConfig   `toml:"runner"`
	Metrics  MetricsConfig  `toml:"metrics"`
	Verifier VerifierConfig `toml:"verifier"`
}

// VerifierConfig configures the verifier service (provider/verify): a staked node drawn for a
// dispute re-runs the job and relays its signed verdict.
type VerifierConfig struct {
	// Enabled runs the verifier service. Default true (verification is on by default).
	Enabled *bool `toml:"enabled"`
}

// On reports whether the verifier service runs (the default when Enabled is unset).
func (v VerifierConfig) On() bool { return v.Enabled == nil || *v.Enabled }

// WalletConfig names the provider's keystore key. Secrets only as file paths.
type WalletConfig struct {
	// Keystore is the geth-compatible keystore dir. Default <data_dir>/keystore.
	Keystore string `toml:"keystore"`
	// Address selects the key; default: the keystore's only key.
	Address string `toml:"address"`
	// PasswordFile holds the key's password. Required.
	PasswordFile string `toml:"password_file"`
	// LightKDF opens the keystore with geth's light scrypt parameters (devnet keys only).
	LightKDF bool `toml:"light_kdf"`
}

// ChainConfig says how to reach the escrow chain.
type ChainConfig struct {
	// Deployment is the deployment record (devnet's deployment.json: chain id, endpoints,
	// contract addresses). Required.
	Deployment string `toml:"deployment"`
	// RPC is the JSON-RPC endpoint. Default: the record's http endpoint.
	RPC string `toml:"rpc"`
	// RPCFallbacks are further http(s) endpoints of the same chain: a request that fails on one
	// (dropped connection, 429, 5xx) is sent again to the next (contracts/rpcclient). Default none.
	RPCFallbacks []string `toml:"rpc_fallbacks"`
	// Stake is the bond (decimal tokens) the daemon keeps in the registry: on start it registers
	// and tops the stake up to this. Default "1000".
	Stake string `toml:"stake"`
	// TokenDecimals of the payment token. Default 6 (the devnet token).
	TokenDecimals int `toml:"token_decimals"`
	// Heads is a ws://, wss:// or IPC endpoint of the same chain that pushes new blocks
	// (eth_subscribe newHeads; contracts/heads): the chain watcher and the verifier service read
	// when a block arrives instead of every poll_interval, and poll while the subscription is
	// down. Reads still go through rpc. Default: rpc when it is a WebSocket or IPC endpoint, else
	// none (poll).
	Heads string `toml:"heads"`
	// PollInterval is how often the chain watcher reads new escrow logs without a live
	// new-head subscription (chain.heads). Default 500ms.
	PollInterval Duration `toml:"poll_interval"`
	// MaxLogRange is the largest block span of one eth_getLogs call. Default 2000
	// (contracts.DefaultMaxLogRange). A range the RPC refuses as too large is halved and asked
	// again whatever this is; set it to the RPC's cap to save those refused calls. At most
	// 1,000,000.
	MaxLogRange uint64 `toml:"max_log_range"`
	// Confirmations is how many blocks must sit on top of a block before the daemon acts on a
	// JobOpened event in it, so that a reorganisation replacing fewer blocks never shows it a job
	// that vanishes. A deeper one is found by the block hash before the watcher's cursor and the
	// replaced blocks are read again (no job is acted on twice). Default 0 (the devnet seals
	// final blocks); use your chain's reorg depth on a real network (e.g. 2 on an L2, 12 on
	// Ethereum). At most 64.
	Confirmations uint64 `toml:"confirmations"`
	// MaxFeeGwei bounds the fee cap of every transaction the daemon sends, replacements included,
	// in gwei per gas (decimal, e.g. "50"): one the chain would charge more for is not sent, and
	// the daemon says so. Default "" (no bound).
	MaxFeeGwei string `toml:"max_fee_gwei"`
	// ReplaceAfter is how long a transaction may stay unmined (a node that lost it, a base fee
	// that rose past its fee cap) before it is sent again, same nonce, fees raised by a tenth
	// (contracts.Sender.ReplaceAfter). Default 2m; 1s..1h.
	ReplaceAfter Duration `toml:"replace_after"`
	// ClaimBatchJobs is the most jobs the daemon claims in one claimMany transaction (the
	// escrow credits the provider once and unlocks the collateral once for all of them, a fraction
	// of a claim's gas per job; provider/settle claimbatch.go). Default 32 (settle.
	// DefaultClaimBatchJobs); 1..64; 1 claims every job alone.
	ClaimBatchJobs int `toml:"claim_batch_jobs"`
	// ClaimBatchWait bounds how long a job whose challenge window has passed waits for others
	// to join its claim batch; it waits only while another of the provider's jobs is about to
	// become claimable (in chain time). Default (0): 30s (settle.DefaultClaimBatchWait); at most 1h.
	ClaimBatchWait Duration `toml:"claim_batch_wait"`
	// WithdrawEarningsAbove: a claim credits the job's pay to the provider's earnings in the
	// escrow (no transfer, less gas per job); the daemon withdraws them once they reach this
	// (decimal tokens). Default "100"; "0" withdraws on the schedule only.
	WithdrawEarningsAbove string `toml:"withdraw_earnings_above"`
	// WithdrawEarningsEvery: the daemon also withdraws whatever it has earned once this much
	// chain time has passed with earnings waiting (or since its start). Default 24h; 1m..720h.
	// `gpumesh provider withdraw` withdraws them at once.
	WithdrawEarningsEvery Duration `toml:"withdraw_earnings_every"`
	// WithdrawEarningsTo is the address the earnings are paid to. Default "": the provider's
	// own address.
	WithdrawEarningsTo string `toml:"withdraw_earnings_to"`
	// CollateralReserveKeep (decimal tokens): a claim leaves the job's collateral locked in the
	// registry as the provider's free collateral reserve in the escrow, and the next open takes
	// its collateral from there instead of a registry lock (less gas per job). Reserve is locked
	// stake: the payment channels' lockCollateral (burst jobs) and an unstake can use only free
	// stake, so they compete with it. The daemon releases the reserve down to this once it
	// passes twice this (next to the earnings withdrawal, after claims and every minute); this
	// bounds what the reserve takes from the channels. Default "100" (a few jobs' collateral:
	// 5 jobs at 1 token with offer.collateral_multiple 20); "0" releases it after every claim
	// (every open then locks in the registry). `gpumesh provider release-reserve` releases it
	// at once.
	CollateralReserveKeep string `toml:"collateral_reserve_keep"`
}

// EarningsConfig is the daemon's earnings withdrawal (settle.RunEarnings) as configured.
// Validate has checked the fields.
func (c ChainConfig) EarningsConfig() settle.EarningsConfig {
	above, _ := jobspec.ParseAmount(c.WithdrawEarningsAbove, c.TokenDecimals)
	keep, _ := jobspec.ParseAmount(c.CollateralReserveKeep, c.TokenDecimals)
	ec := settle.EarningsConfig{Above: above, Every: c.WithdrawEarningsEvery.D(), ReserveKeep: keep}
	if c.WithdrawEarningsTo != "" {
		ec.To = common.HexToAddress(c.WithdrawEarningsTo)
	}
	return ec
}

// MaxFeeCap is chain.max_fee_gwei in wei per gas (nil: no bound). Validate has checked it.
func (c ChainConfig) MaxFeeCap() *big.Int {
	if c.MaxFeeGwei == "" {
		return nil
	}
	v, err := jobspec.ParseAmount(c.MaxFeeGwei, 9)
	if err != nil {
		return nil
	}
	return v
}

// P2PConfig configures the libp2p node.
type P2PConfig struct {
	// Listen addresses. Default ["/ip4/0.0.0.0/tcp/4001"].
	Listen []string `toml:"listen"`
	// Bootstrap peers (full multiaddrs with /p2p/<id>). Default none.
	Bootstrap []string `toml:"bootstrap"`
	// Relay lists circuit relay v2 servers (full multiaddrs with /p2p/<id>, at most 16) the node
	// reserves a slot on when it is not reachable directly (behind a NAT); offers then carry
	// the /p2p-circuit addresses, and DCUtR turns a requester's relayed connection into a
	// direct one where the NATs allow. Default none: relays are picked among connected peers
	// that serve as relays.
	Relay []string `toml:"relay"`
	// RelayService makes this node a relay (and AutoNAT server) for others, with bounded
	// resources (p2p.DefaultRelayResources: 128 reservations, each relayed connection cut after
	// 2 min or 128 KiB). It serves only while the node is publicly reachable. Default false.
	RelayService bool `toml:"relay_service"`
	// Reachability overrides AutoNAT: "auto" (default) lets peers' dial-backs decide,
	// "public" for a node with a public address (a relay), "private" for a node known to be
	// behind a NAT (it reserves relay slots at once).
	Reachability string `toml:"reachability"`
	// DenyPeers are peers this node refuses to connect with, in both directions (its
	// connection gater: dials to them and connections from them are refused, open ones
	// closed). Each entry is a peer ID, optionally followed by an RFC 3339 time at which the
	// ban ends by itself: "12D3KooW... 2026-11-28T08:00:00Z". At most 10,000. Default none.
	DenyPeers []string `toml:"deny_peers"`
	// DenyPeersFile is a file of further denied peers, one entry per line in deny_peers'
	// form ('#' starts a comment), re-read within a second of a change (its modification
	// time or size), so peers are banned and unbanned without a restart; write it whole and
	// rename it into place. A missing file denies nobody. At most 1 MiB and 10,000 peers; a
	// bad file never stops the daemon: it is refused whole (the log names the line and the
	// fix), the previous list stays in force, and gpumesh_p2p_deny_file_errors_total counts
	// it. A relative path is relative to the config file. Default "": no file.
	DenyPeersFile string `toml:"deny_peers_file"`
}

// OfferConfig is what the provider asks for and advertises.
type OfferConfig struct {
	// Prices per class in decimal tokens per GPU-second (per device slot for a CPU node); zk
	// per proof (job unit).
	// Default {batch = "0.0001", burst = "0.0002"}. A class without a price is not served.
	Prices map[string]string `toml:"prices"`
	// CollateralMultiple caps the collateral the provider locks for a job at this multiple of the
	// job's price; a batch bid offers this multiple. Default 20. Batch: the verifier's default
	// spot-check parameters assume at least 8 x price (spotcheck CollateralRatio 8/1: batch jobs
	// re-executed with p = 5/4 x 3/5 / (1 + 8) = 1/12). Burst on a payment channel: the SDK asks
	// the channel for price x (floor(1/p) + 1 + w) = 19 x price by default (p = 5/72, w = 4 burst
	// jobs paid while one is unchecked; spotcheck.BurstCollateralMultiple), since the channel's
	// collateral is slashed once while its jobs are paid one by one; a lower multiple declines
	// such jobs. For a channel it serves the provider locks this multiple of the job's price as
	// the channel's collateral (provider/channels; more only when a requester asks for more).
	CollateralMultiple int64 `toml:"collateral_multiple"`
	// BurstHeadroom is the number of devices kept free for burst jobs: GPUs, or on a node
	// without GPUs, runner.cpu_slots. Batch and zk jobs never take them (a batch job that
	// could only run by taking them is declined); burst jobs use them first and preempt batch
	// jobs when they are taken. Default 0.
	BurstHeadroom uint32 `toml:"burst_headroom"`
	// TTL of a published offer. Default 10m; Refresh (default TTL/2) republishes it.
	TTL     Duration `toml:"ttl"`
	Refresh Duration `toml:"refresh"`
	// Region advertised ("" = unspecified).
	Region string `toml:"region"`
	// MinLead is the least time from acceptance to deadline the provider needs beyond the job's
	// wall time (fetching, upload, submission). Default 30s.
	MinLead Duration `toml:"min_lead"`
	// MaxQueueWait is the longest a batch or zk job may wait in this provider's queue, behind
	// the work running, queued and promised to signed acceptances (by their wall-time limits),
	// for the provider to bid on it or accept it; a job that would wait longer is declined, so
	// its requester takes the next bid, another provider that can start it sooner. Default 0:
	// no bound (a job is taken whenever its deadline can still be met).
	MaxQueueWait Duration `toml:"max_queue_wait"`
	// AcceptanceTTL is how long a signed acceptance can open a job. Default 5m.
	AcceptanceTTL Duration `toml:"acceptance_ttl"`

	prices map[market.Class]*big.Int
}

// ExecutorConfig enables executors.
type ExecutorConfig struct {
	// Enabled executor names ("wasm", "exec", "zk", "container"). Default ["wasm"].
	Enabled []string `toml:"enabled"`
	Wasm    struct {
		// MemoryMiB is the default per-job memory limit. Default 256.
		MemoryMiB uint64 `toml:"memory_mib"`
		// MaxMemoryMiB caps what a job may ask for. Default 4096.
		MaxMemoryMiB uint64 `toml:"max_memory_mib"`
		// WallTime default and cap. Defaults 10m and 24h.
		WallTime    Duration `toml:"wall_time"`
		MaxWallTime Duration `toml:"max_wall_time"`
	} `toml:"wasm"`
	Exec struct {
		// Commands maps the names jobs may use to programs (absolute path or a PATH name).
		// Default none: every exec job is refused.
		Commands map[string]string `toml:"commands"`
		// EnvAllow lists environment variable names a job may set. Default none.
		EnvAllow []string `toml:"env_allow"`
	} `toml:"exec"`
	Container ContainerConfig `toml:"container"`
	ZK        ZKConfig        `toml:"zk"`
}

// ZKConfig configures the zk executor's circuit packages (on when executor.enabled names "zk").
type ZKConfig struct {
	// Circuits are the circuit packages (CIDs, as `gpumesh proving register` prints them) this
	// provider advertises: each is fetched (bounded by executor.wasm.max_memory_mib and checked
	// like any package from a peer) and decoded when the daemon starts, kept decoded, and listed
	// in the offer's warm circuits once it is, so that matching prefers this provider for their
	// jobs and their first job proves at once. At most 8. Default none.
	Circuits []string `toml:"circuits"`
	// CacheMiB bounds the decoded circuit packages held in memory (by encoded size): the
	// advertised ones stay, the packages of other jobs are evicted least recently used first.
	// Default 2048.
	CacheMiB uint64 `toml:"cache_mib"`
}

// ContainerConfig configures the container executor (provider/executor/container), on when
// executor.enabled names "container". The daemon checks the engine before it registers or
// stakes: an engine that does not answer is a start-up error, never a fallback.
type ContainerConfig struct {
	// Host is the Docker Engine's unix socket. Default "unix:///var/run/docker.sock".
	Host string `toml:"host"`
	// MemoryMiB is the default per-job memory limit. Default 512.
	MemoryMiB uint64 `toml:"memory_mib"`
	// MaxMemoryMiB caps what a job may ask for. Default 65536.
	MaxMemoryMiB uint64 `toml:"max_memory_mib"`
	// WallTime default and cap. Defaults 10m and 24h.
	WallTime    Duration `toml:"wall_time"`
	MaxWallTime Duration `toml:"max_wall_time"`
	// CPUs is how many CPUs' worth of time one container may use. Default 1.
	CPUs float64 `toml:"cpus"`
	// MaxImageMiB bounds an image: its archive, the files its layers hold, a pulled image.
	// A job whose image is larger is declined. Default 16384 (16 GiB).
	MaxImageMiB int64 `toml:"max_image_mib"`
	// Egress is the network policy: "none" (default: no job gets a network) or "allow" (a
	// job whose spec says network: egress joins the engine's bridge network).
	Egress string `toml:"egress"`
	// NoPull refuses registry images (image.ref) the engine does not already hold.
	NoPull bool `toml:"no_pull"`
	// User is the uid:gid jobs run as. Default "65534:65534"; root is refused.
	User string `toml:"user"`
	// GPUAccess is how a job's GPUs reach its container: "nvidia-runtime" (default: the
	// NVIDIA Container Toolkit serves Docker's GPU requests), "cdi" (CDI device names, for
	// engines with CDI on and a spec from nvidia-ctk cdi generate) or "devices" (the GPUs'
	// device nodes and the driver's libraries passed directly, read through NVML at start:
	// for hosts without the toolkit).
	GPUAccess string `toml:"gpu_access"`
	// CDIKind is the CDI kind "cdi" names GPUs by. Default "nvidia.com/gpu".
	CDIKind string `toml:"cdi_kind"`
}

// executorConfig is the container executor's config from c.
func (c ContainerConfig) executorConfig() container.Config {
	return container.Config{
		Host: c.Host, DefaultMemoryBytes: c.MemoryMiB << 20, MaxMemoryBytes: c.MaxMemoryMiB << 20,
		DefaultWallTime: c.WallTime.D(), MaxWallTime: c.MaxWallTime.D(), CPUs: c.CPUs,
		MaxImageBytes: c.MaxImageMiB << 20, Egress: c.Egress, NoPull: c.NoPull, User: c.User,
		GPUAccess: c.GPUAccess, CDIKind: c.CDIKind,
	}
}

// RunnerConfig configures the job runner.
type RunnerConfig struct {
	// Slots per class (concurrent runs). Default {batch = 1, burst = 1}.
	Slots map[string]int `toml:"slots"`
	// CPUSlots is the number of concurrent runs of jobs that ask for no GPU, shared by every
	// class (GPU jobs are placed on the GPUs by their VRAM instead). Default: the sum of slots,
	// so that classes never wait for each other; fewer makes burst work preempt batch work.
	CPUSlots int `toml:"cpu_slots"`
	// StopGrace is the time a preempted exec job gets between SIGTERM and SIGKILL to write its
	// checkpoint into $GPUMESH_CHECKPOINT_DIR. Default 10s.
	StopGrace Duration `toml:"stop_grace"`
	// FetchTimeout bounds fetching a job's module and inputs. Default 2m.
	FetchTimeout Duration `toml:"fetch_timeout"`
	// MaxFetchMiB bounds the bytes of one job's module, image and inputs together, counted as
	// they are received: a job whose content is larger is declined before anything more is
	// written, and what was fetched of it is removed. Default 8192 (8 GiB).
	MaxFetchMiB int64 `toml:"max_fetch_mib"`
	// HotInputsMiB is the byte budget of the inputs kept hot: the module, image and inputs of
	// jobs this provider accepted stay in its content store after the job, least recently used
	// evicted first (never one a job still holds), and its offers advertise them so that
	// matching prefers it for jobs that reuse them. Default 10240 (10 GiB); -1 keeps none.
	HotInputsMiB int64 `toml:"hot_inputs_mib"`
}

// MetricsConfig configures the debug HTTP listener (/metrics, /status, the web console at
// /console/) and the daemon's own sampling of device use.
type MetricsConfig struct {
	// Listen address. Default "127.0.0.1:9464"; "" after defaults means off only if Disable.
	Listen  string `toml:"listen"`
	Disable bool   `toml:"disable"`
	// ConsoleTokenFile holds the web console's token (one line, at least 16 characters); every
	// console request must carry it. Default "": on a loopback Listen no token, on any other
	// address a token generated at start into <data_dir>/console.token (mode 0600).
	ConsoleTokenFile string `toml:"console_token_file"`
	// ConsoleDisable turns the web console off. Default false.
	ConsoleDisable bool `toml:"console_disable"`
	// IdleSample is how often the daemon reads device utilization against the runner's
	// allocation to count allocated-but-idle device-seconds and to attribute GPU use to the
	// jobs holding the devices. Default 5s.
	IdleSample Duration `toml:"idle_sample"`
	// IdleBelowPercent: an allocated GPU whose utilization sample is below this is idle.
	// Default 5.
	IdleBelowPercent uint32 `toml:"idle_below_percent"`
}

// Defaults.
const (
	DefaultDataDir = "gpumesh-provider"
	DefaultStake   = "1000"
	// DefaultWithdrawEarningsAbove is chain.withdraw_earnings_above's default (tokens).
	DefaultWithdrawEarningsAbove = "100"
	// DefaultWithdrawEarningsEvery is chain.withdraw_earnings_every's default.
	DefaultWithdrawEarningsEvery = 24 * time.Hour
	// DefaultCollateralReserveKeep is chain.collateral_reserve_keep's default (tokens).
	DefaultCollateralReserveKeep = "100"
	DefaultCollateralMultiple    = 20
	DefaultMetricsListen         = "127.0.0.1:9464"
	DefaultMaxFetchMiB           = 8 << 10
	DefaultHotInputsMiB          = 10 << 10
)

// EnsureDefaults fills zero fields with the documented defaults.
func (c *Config) EnsureDefaults() {
	if c.DataDir == "" {
		c.DataDir = DefaultDataDir
	}
	if c.Wallet.Keystore == "" {
		c.Wallet.Keystore = filepath.Join(c.DataDir, "keystore")
	}
	if c.Chain.Stake == "" {
		c.Chain.Stake = DefaultStake
	}
	if c.Chain.TokenDecimals == 0 {
		c.Chain.TokenDecimals = jobspec.DefaultTokenDecimals
	}
	if c.Chain.PollInterval == 0 {
		c.Chain.PollInterval = Duration(500 * time.Millisecond)
	}
	if c.Chain.MaxLogRange == 0 {
		c.Chain.MaxLogRange = contracts.DefaultMaxLogRange
	}
	if c.Chain.ClaimBatchJobs == 0 {
		c.Chain.ClaimBatchJobs = settle.DefaultClaimBatchJobs
	}
	if c.Chain.WithdrawEarningsAbove == "" {
		c.Chain.WithdrawEarningsAbove = DefaultWithdrawEarningsAbove
	}
	if c.Chain.CollateralReserveKeep == "" {
		c.Chain.CollateralReserveKeep = DefaultCollateralReserveKeep
	}
	if c.Chain.WithdrawEarningsEvery == 0 {
		c.Chain.WithdrawEarningsEvery = Duration(DefaultWithdrawEarningsEvery)
	}
	if c.Chain.ClaimBatchWait == 0 {
		c.Chain.ClaimBatchWait = Duration(settle.DefaultClaimBatchWait)
	}
	if len(c.P2P.Listen) == 0 {
		c.P2P.Listen = []string{"/ip4/0.0.0.0/tcp/4001"}
	}
	if c.P2P.Reachability == "" {
		c.P2P.Reachability = string(p2p.ReachabilityAuto)
	}
	if c.Offer.Prices == nil {
		c.Offer.Prices = map[string]string{"batch": "0.0001", "burst": "0.0002"}
	}
	if c.Offer.CollateralMultiple == 0 {
		c.Offer.CollateralMultiple = DefaultCollateralMultiple
	}
	if c.Offer.TTL == 0 {
		c.Offer.TTL = Duration(10 * time.Minute)
	}
	if c.Offer.Refresh == 0 {
		c.Offer.Refresh = c.Offer.TTL / 2
	}
	if c.Offer.MinLead == 0 {
		c.Offer.MinLead = Duration(30 * time.Second)
	}
	if c.Offer.AcceptanceTTL == 0 {
		c.Offer.AcceptanceTTL = Duration(5 * time.Minute)
	}
	if len(c.Executor.Enabled) == 0 {
		c.Executor.Enabled = []string{"wasm"}
	}
	w := &c.Executor.Wasm
	if w.MemoryMiB == 0 {
		w.MemoryMiB = 256
	}
	if w.MaxMemoryMiB == 0 {
		w.MaxMemoryMiB = 4096
	}
	if w.WallTime == 0 {
		w.WallTime = Duration(10 * time.Minute)
	}
	if w.MaxWallTime == 0 {
		w.MaxWallTime = Duration(24 * time.Hour)
	}
	if c.Executor.ZK.CacheMiB == 0 {
		c.Executor.ZK.CacheMiB = 2048
	}
	k := &c.Executor.Container
	if k.Host == "" {
		k.Host = container.DefaultHost
	}
	if k.MemoryMiB == 0 {
		k.MemoryMiB = 512
	}
	if k.MaxMemoryMiB == 0 {
		k.MaxMemoryMiB = 64 << 10
	}
	if k.WallTime == 0 {
		k.WallTime = Duration(10 * time.Minute)
	}
	if k.MaxWallTime == 0 {
		k.MaxWallTime = Duration(24 * time.Hour)
	}
	if k.CPUs == 0 {
		k.CPUs = 1
	}
	if k.MaxImageMiB == 0 {
		k.MaxImageMiB = 16 << 10
	}
	if k.Egress == "" {
		k.Egress = container.EgressNone
	}
	if k.User == "" {
		k.User = "65534:65534"
	}
	if c.Runner.Slots == nil {
		c.Runner.Slots = map[string]int{"batch": 1, "burst": 1}
	}
	if c.Runner.FetchTimeout == 0 {
		c.Runner.FetchTimeout = Duration(2 * time.Minute)
	}
	if c.Runner.MaxFetchMiB == 0 {
		c.Runner.MaxFetchMiB = DefaultMaxFetchMiB
	}
	if c.Runner.HotInputsMiB == 0 {
		c.Runner.HotInputsMiB = DefaultHotInputsMiB
	}
	if c.Runner.CPUSlots == 0 {
		for _, n := range c.Runner.Slots {
			c.Runner.CPUSlots += max(n, 0)
		}
	}
	if c.Runner.StopGrace == 0 {
		c.Runner.StopGrace = Duration(10 * time.Second)
	}
	if c.Metrics.Listen == "" && !c.Metrics.Disable {
		c.Metrics.Listen = DefaultMetricsListen
	}
	if c.Metrics.IdleSample <= 0 {
		c.Metrics.IdleSample = Duration(5 * time.Second)
	}
	if c.Metrics.IdleBelowPercent == 0 {
		c.Metrics.IdleBelowPercent = 5
	}
}

func cfgErr(key string, value any, fix string) error {
	if value == nil {
		return fmt.Errorf("%w: %s: %s", ErrConfig, key, fix)
	}
	return fmt.Errorf("%w: %s = %v: %s", ErrConfig, key, value, fix)
}

// Validate checks the config (after EnsureDefaults) and parses the prices.
func (c *Config) Validate() error {
	if c.Chain.Confirmations > maxConfirmations {
		return cfgErr("chain.confirmations", c.Chain.Confirmations, fmt.Sprintf("use 0..%d blocks", maxConfirmations))
	}
	if c.Wallet.PasswordFile == "" {
		return cfgErr("wallet.password_file", nil, "set the path of the file holding the keystore password")
	}
	if c.Wallet.Address != "" && !common.IsHexAddress(c.Wallet.Address) {
		return cfgErr("wallet.address", c.Wallet.Address, "use a 0x-prefixed 20-byte hex address, or leave it empty for the keystore's only key")
	}
	if c.Chain.Deployment == "" {
		return cfgErr("chain.deployment", nil, "set the path of the deployment record (deployment.json)")
	}
	if c.Chain.TokenDecimals < 0 || c.Chain.TokenDecimals > 36 {
		return cfgErr("chain.token_decimals", c.Chain.TokenDecimals, "use 0..36 (the devnet token has 6)")
	}
	if strings.HasPrefix(c.Chain.Heads, "http://") || strings.HasPrefix(c.Chain.Heads, "https://") {
		return cfgErr("chain.heads", c.Chain.Heads, "an HTTP endpoint has no subscriptions: give a ws://, wss:// or IPC endpoint of the chain, or leave it out to poll")
	}
	if c.Chain.MaxLogRange > maxLogRange {
		return cfgErr("chain.max_log_range", c.Chain.MaxLogRange, fmt.Sprintf("use 1..%d blocks (default %d; set your RPC's eth_getLogs cap)", maxLogRange, contracts.DefaultMaxLogRange))
	}
	if c.Chain.MaxFeeGwei != "" {
		if v, err := jobspec.ParseAmount(c.Chain.MaxFeeGwei, 9); err != nil || v.Sign() <= 0 {
			return cfgErr("chain.max_fee_gwei", fmt.Sprintf("%q", c.Chain.MaxFeeGwei), "use a positive decimal number of gwei per gas like \"50\", or leave it out for no bound")
		}
	}
	if r := c.Chain.ReplaceAfter.D(); r != 0 && (r < time.Second || r > time.Hour) {
		return cfgErr("chain.replace_after", r, "use 1s..1h (default 2m)")
	}
	if n := c.Chain.ClaimBatchJobs; n < 1 || n > contracts.MaxClaimBatch {
		return cfgErr("chain.claim_batch_jobs", n, fmt.Sprintf("use 1..%d (default %d; 1 claims every job alone)", contracts.MaxClaimBatch, settle.DefaultClaimBatchJobs))
	}
	if w := c.Chain.ClaimBatchWait.D(); w < 0 || w > time.Hour {
		return cfgErr("chain.claim_batch_wait", w, "use 1s..1h (default 30s)")
	}
	if _, err := jobspec.ParseAmount(c.Chain.WithdrawEarningsAbove, c.Chain.TokenDecimals); err != nil {
		return cfgErr("chain.withdraw_earnings_above", fmt.Sprintf("%q", c.Chain.WithdrawEarningsAbove), "use a decimal token amount like \"100\", or \"0\" for the schedule only ("+err.Error()+")")
	}
	if _, err := jobspec.ParseAmount(c.Chain.CollateralReserveKeep, c.Chain.TokenDecimals); err != nil {
		return cfgErr("chain.collateral_reserve_keep", fmt.Sprintf("%q", c.Chain.CollateralReserveKeep), "use a decimal token amount like \"100\", or \"0\" to release the reserve after every claim ("+err.Error()+")")
	}
	if e := c.Chain.WithdrawEarningsEvery.D(); e < time.Minute || e > 720*time.Hour {
		return cfgErr("chain.withdraw_earnings_every", e, "use 1m..720h (default 24h)")
	}
	if to := c.Chain.WithdrawEarningsTo; to != "" && (!common.IsHexAddress(to) || common.HexToAddress(to) == (common.Address{})) {
		return cfgErr("chain.withdraw_earnings_to", fmt.Sprintf("%q", to), "use an address (0x and 40 hex digits), or \"\" for the provider's own")
	}
	if _, err := jobspec.ParseAmount(c.Chain.Stake, c.Chain.TokenDecimals); err != nil {
		return cfgErr("chain.stake", fmt.Sprintf("%q", c.Chain.Stake), "use a decimal token amount like \"1000\" ("+err.Error()+")")
	}
	if c.Offer.CollateralMultiple < 0 || c.Offer.CollateralMultiple > 1000 {
		return cfgErr("offer.collateral_multiple", c.Offer.CollateralMultiple, "use 0..1000 (default 20; burst jobs ask 19 by default)")
	}
	c.Offer.prices = map[market.Class]*big.Int{}
	keys := make([]string, 0, len(c.Offer.Prices))
	for k := range c.Offer.Prices {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		cl, err := market.ParseClass(k)
		if err != nil {
			return cfgErr("offer.prices."+k, nil, "use the classes batch, burst or zk")
		}
		v, err := jobspec.ParseAmount(c.Offer.Prices[k], c.Chain.TokenDecimals)
		if err != nil || v.Sign() <= 0 {
			reason := "must be positive"
			if err != nil {
				reason = err.Error()
			}
			return cfgErr("offer.prices."+k, fmt.Sprintf("%q", c.Offer.Prices[k]), "use a positive decimal token amount per GPU-second like \"0.0001\" ("+reason+")")
		}
		c.Offer.prices[cl] = v
	}
	if len(c.Offer.prices) == 0 {
		return cfgErr("offer.prices", nil, "price at least one class (batch or burst)")
	}
	if c.Offer.TTL.D() < 10*time.Second {
		return cfgErr("offer.ttl", c.Offer.TTL.D(), "use at least 10s")
	}
	if c.Offer.Refresh <= 0 || c.Offer.Refresh >= c.Offer.TTL {
		return cfgErr("offer.refresh", c.Offer.Refresh.D(), "use a positive duration shorter than offer.ttl")
	}
	for _, e := range c.Executor.Enabled {
		if e != "wasm" && e != "exec" && e != "zk" && e != "container" {
			return cfgErr("executor.enabled", fmt.Sprintf("%q", e), "use wasm, exec, zk and/or container")
		}
	}
	if c.Executor.Wasm.MemoryMiB > c.Executor.Wasm.MaxMemoryMiB || c.Executor.Wasm.MaxMemoryMiB > 4096 {
		return cfgErr("executor.wasm.memory_mib", c.Executor.Wasm.MemoryMiB, "keep memory_mib <= max_memory_mib <= 4096")
	}
	if err := c.Executor.ZK.validate(slices.Contains(c.Executor.Enabled, "zk")); err != nil {
		return err
	}
	if slices.Contains(c.Executor.Enabled, "exec") && len(c.Executor.Exec.Commands) == 0 {
		return cfgErr("executor.exec.commands", nil, "list the native commands jobs may run (name = \"/path/to/program\"), or disable exec")
	}
	if c.Executor.Container.MaxImageMiB < 0 || c.Executor.Container.MaxImageMiB > 1<<30 {
		return cfgErr("executor.container.max_image_mib", c.Executor.Container.MaxImageMiB, "use 1..1073741824 MiB (default 16384)")
	}
	kc := c.Executor.Container.executorConfig()
	kc.EnsureDefaults()
	if err := kc.Validate(); err != nil {
		return fmt.Errorf("%w: %w", ErrConfig, err) // names executor.container.<key> and the fix
	}
	for name, n := range c.Runner.Slots {
		if _, err := market.ParseClass(name); err != nil {
			return cfgErr("runner.slots."+name, nil, "use the classes batch, burst or zk")
		}
		if n < 0 || n > 1024 {
			return cfgErr("runner.slots."+name, n, "use 0..1024")
		}
	}
	for k := range c.Offer.Prices {
		if c.Runner.Slots[k] <= 0 {
			return cfgErr("runner.slots."+k, c.Runner.Slots[k], "give every priced class at least one slot")
		}
	}
	if c.Runner.FetchTimeout.D() < time.Second {
		return cfgErr("runner.fetch_timeout", c.Runner.FetchTimeout.D(), "use at least 1s")
	}
	if c.Runner.MaxFetchMiB < 1 || c.Runner.MaxFetchMiB > 1<<30 {
		return cfgErr("runner.max_fetch_mib", c.Runner.MaxFetchMiB, "use 1..1073741824 MiB (default 8192)")
	}
	if c.Runner.HotInputsMiB < -1 || c.Runner.HotInputsMiB > 1<<30 {
		return cfgErr("runner.hot_inputs_mib", c.Runner.HotInputsMiB, "use 1..1073741824 MiB, or -1 to keep no inputs hot (default 10240)")
	}
	if c.Runner.CPUSlots < 1 || c.Runner.CPUSlots > 1024 {
		return cfgErr("runner.cpu_slots", c.Runner.CPUSlots, "use 1..1024")
	}
	if c.Runner.StopGrace < 0 || c.Runner.StopGrace.D() > time.Hour {
		return cfgErr("runner.stop_grace", c.Runner.StopGrace.D(), "use 0s..1h")
	}
	if c.Offer.BurstHeadroom > 0 && c.Runner.Slots["burst"] <= 0 {
		return cfgErr("offer.burst_headroom", c.Offer.BurstHeadroom, "keeps devices for burst jobs, but runner.slots.burst is 0; give burst a slot or set the headroom to 0")
	}
	return c.validateAddrs()
}

// Price returns the configured price per GPU-second of a class (nil when not served).
func (c *Config) Price(cl market.Class) *big.Int { return c.Offer.prices[cl] }

// LoadConfig reads a TOML config file strictly (an unknown key is an error naming it), applies
// defaults, makes relative paths relative to the file's directory, and validates.
func LoadConfig(path string) (*Config, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("%w: read %s: %v", ErrConfig, path, err)
	}
	cfg, err := ParseConfig(data)
	if err != nil {
		return nil, fmt.Errorf("config %s: %w", path, err)
	}
	base, err := filepath.Abs(filepath.Dir(path))
	if err != nil {
		return nil, fmt.Errorf("%w: config %s: resolve its directory: %v", ErrConfig, path, err)
	}
	cfg.resolvePaths(base)
	return cfg, nil
}

// ParseConfig decodes TOML bytes strictly, applies defaults and validates.
func ParseConfig(data []byte) (*Config, error) {
	var cfg Config
	dec := toml.NewDecoder(bytes.NewReader(data)).DisallowUnknownFields()
	if err := dec.Decode(&cfg); err != nil {
		var strict *toml.StrictMissingError
		if errors.As(err, &strict) {
			keys := make([]string, 0, len(strict.Errors))
			for _, e := range strict.Errors {
				keys = append(keys, strings.Join(e.Key(), "."))
			}
			return nil, fmt.Errorf("%w: unknown key %s: remove it or fix its spelling (see `gpumesh provider init` for every key)", ErrConfig, strings.Join(keys, ", "))
		}
		var derr *toml.DecodeError
		if errors.As(err, &derr) {
			row, col := derr.Position()
			return nil, fmt.Errorf("%w: line %d column %d: %s: %v", ErrConfig, row, col, strings.Join(derr.Key(), "."), derr)
		}
		return nil, fmt.Errorf("%w: %v", ErrConfig, err)
	}
	cfg.EnsureDefaults()
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	return &cfg, nil
}

// resolvePaths makes the file's relative paths absolute against base (the config file's absolute
// directory), so the daemon never depends on the directory it was started from.
func (c *Config) resolvePaths(base string) {
	abs := func(p *string) {
		if *p != "" && !filepath.IsAbs(*p) {
			*p = filepath.Join(base, *p)
		}
	}
	keystoreDefault := c.Wallet.Keystore == filepath.Join(c.DataDir, "keystore")
	abs(&c.DataDir)
	if keystoreDefault {
		c.Wallet.Keystore = filepath.Join(c.DataDir, "keystore")
	} else {
		abs(&c.Wallet.Keystore)
	}
	abs(&c.Wallet.PasswordFile)
	abs(&c.Chain.Deployment)
	abs(&c.P2P.DenyPeersFile)
}

//go:embed provider.example.toml
var defaultConfigTOML string

// DefaultConfigTOML is the commented config `gpumesh provider init` writes. It parses (with a
// password file and deployment set) to the defaults of EnsureDefaults; a test checks that.
func DefaultConfigTOML() string { return defaultConfigTOML }

// validate checks the advertised circuits: valid CIDs, each once, at most
// market.MaxWarmCircuits, and only with the zk executor enabled.
func (z *ZKConfig) validate(enabled bool) error {
	if len(z.Circuits) > 0 && !enabled {
		return cfgErr("executor.zk.circuits", len(z.Circuits), "add \"zk\" to executor.enabled, or list no circuits")
	}
	if len(z.Circuits) > market.MaxWarmCircuits {
		return cfgErr("executor.zk.circuits", len(z.Circuits), fmt.Sprintf("advertise at most %d circuits", market.MaxWarmCircuits))
	}
	for i, s := range z.Circuits {
		if _, err := content.ParseCID(s); err != nil {
			return cfgErr(fmt.Sprintf("executor.zk.circuits[%d]", i), s, "give the circuit package's CID (gpumesh proving register prints it)")
		}
		if slices.Contains(z.Circuits[:i], s) {
			return cfgErr(fmt.Sprintf("executor.zk.circuits[%d]", i), s, "list each circuit once")
		}
	}
	return nil
}
