// Package soakbench is `gpumesh bench soak`: many batch jobs through a devnet of provider daemons
// (each its own OS process) on a chain sealing on a period, while a seeded chaos schedule
// SIGKILLs and restarts daemons, partitions providers from the chain, stalls the RPC and drops
// RPC requests; at the end every job, balance, slash and requester record is reconciled from the
// chain (reconcile.go).
//
// Several requester accounts (each its own SDK client: key, p2p node, state, chain client) run
// the jobs at once; every ZKEvery-th job is a zk job (a small circuit proved by a provider, paid
// when the proof verifies on chain: zk.go), every BurstEvery-th of the others a burst job
// (matched from the order book and paid through the escrow, so it fails over like a batch job),
// the rest batch jobs (auctions).
//
// Every host reaches the chain through its own rpctest proxy (providers' chain.rpc, and each
// requester's backend): a stall holds the requests of all proxies, a partition refuses those of
// one provider's. Each requester's p2p host has a connection gater the schedule controls
// (partition.go): a p2p partition cuts one requester from one provider, both still reaching
// everyone else. Two providers are partitioned from each other through their daemons' deny
// files (providerpartition.go). A requester account's client is restarted mid-job (restart.go),
// and a provider's disk fills (its data dir a tmpfs the soak mounts: diskfull.go). Not covered
// yet: channel-paid burst jobs.
//
// Where the time goes is in the report: the start-up step by step, and each job's stages
// (timeline.go).
package soakbench

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"sync"
	"sync/atomic"
	"text/tabwriter"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"golang.org/x/sync/errgroup"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/contracts/rpcclient"
	"github.com/gpumesh/gpumesh/contracts/rpctest"
	"github.com/gpumesh/gpumesh/devnet"
	"github.com/gpumesh/gpumesh/devnet/chain"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/market/requester"
)

// Config configures Run. Every field documents its default.
type Config struct {
	// Providers is the number of provider daemons. Default 20.
	Providers int
	// Jobs is the number of jobs. Default 1000.
	Jobs int
	// Requesters is the number of requester accounts running the jobs at once (job i goes to
	// requester i mod Requesters). The devnet's requester is the first; the others get fresh
	// keys funded by the devnet's faucet before the run. Default 3.
	Requesters int
	// BurstEvery makes every BurstEvery-th job a burst job (the rest are batch jobs), unless it
	// is a zk job. Default 4; -1: no burst jobs.
	BurstEvery int
	// ZKEvery makes every ZKEvery-th job a zk job (zk.go; it takes precedence over BurstEvery
	// where both fall on a job). Default 10; -1: no zk jobs (and no circuit registered: the
	// registration compiles the verifier with solc-js, see proving.SolcConfig).
	ZKEvery int
	// Concurrency bounds the jobs in flight (submitted and not yet delivered or given up).
	// Default 2 per provider (each advertises 2 batch slots).
	Concurrency int
	// Seed seeds the chaos schedule and the RPC drops. Default 1.
	Seed uint64
	// Deadline is each job's result deadline (chain time after its escrow opens); a zk job's is
	// 3s longer (zkExtraDeadline: its wall time, zk.go). Default 2m.
	Deadline time.Duration
	// Retries is each job's failover budget (attempts after the first): 1 to 10, default 3 (0
	// takes the default: the soak measures failover, so it never runs without).
	Retries int
	// QueueWait is every provider's offer.max_queue_wait: a provider whose queue would hold a
	// job back longer declines it (bid and proposal), and the requester takes the next bid.
	// Default 6s (three of the hello job's 2s wall-time limits); -1: no bound, every job goes
	// to the provider that ranks first (on the devnet, where all ask the same price, the one
	// with the lowest address) and queues there.
	QueueWait time.Duration
	// BlockPeriod is the chain's block period. Default 1s.
	BlockPeriod time.Duration
	// Chaos is the fault schedule; the zero value injects nothing.
	Chaos ChaosConfig
	// Command runs a provider daemon as its own process with the given config file
	// (`gpumesh provider run --config PATH`). Required.
	Command func(configPath string) *exec.Cmd
	// Dir holds the run's data (removed afterwards). Default os.TempDir().
	Dir string
	// Logger logs progress and every fault; nil discards.
	Logger *slog.Logger
}

func (c *Config) ensureDefaults() {
	if c.Providers == 0 {
		c.Providers = 20
	}
	if c.Jobs == 0 {
		c.Jobs = 1000
	}
	if c.Requesters == 0 {
		c.Requesters = 3
	}
	if c.BurstEvery == 0 {
		c.BurstEvery = 4
	}
	if c.ZKEvery == 0 {
		c.ZKEvery = 10
	}
	if c.Concurrency == 0 {
		c.Concurrency = 2 * c.Providers
	}
	if c.Seed == 0 {
		c.Seed = 1
	}
	if c.Deadline == 0 {
		c.Deadline = 2 * time.Minute
	}
	if c.Retries == 0 {
		c.Retries = 3
	}
	if c.QueueWait == 0 {
		c.QueueWait = 6 * time.Second
	}
	if c.BlockPeriod == 0 {
		c.BlockPeriod = time.Second
	}
	if c.Logger == nil {
		c.Logger = slog.New(slog.DiscardHandler)
	}
	if c.Chaos.DiskFullProviders == 0 {
		c.Chaos.DiskFullProviders = max(c.Providers/5, 1)
	}
	c.Chaos.ensureDefaults()
}

func (c *Config) validate() error {
	switch {
	case c.Providers < 2 || c.Providers > 60:
		return fmt.Errorf("soak: --providers %d: use 2 to 60 (failover needs a second provider)", c.Providers)
	case c.Jobs < 1 || c.Jobs > 100_000:
		return fmt.Errorf("soak: --jobs %d: use 1 to 100000", c.Jobs)
	case c.Requesters < 1 || c.Requesters > 20:
		return fmt.Errorf("soak: --requesters %d: use 1 to 20", c.Requesters)
	case c.BurstEvery < -1:
		return fmt.Errorf("soak: --burst-every %d: use N >= 1 (every Nth job a burst job) or -1 (none)", c.BurstEvery)
	case c.ZKEvery < -1:
		return fmt.Errorf("soak: --zk-every %d: use N >= 1 (every Nth job a zk job) or -1 (none)", c.ZKEvery)
	case c.Concurrency < 1:
		return fmt.Errorf("soak: --concurrency %d: must be at least 1", c.Concurrency)
	case c.Deadline < 10*time.Second || c.Deadline%time.Second != 0:
		return fmt.Errorf("soak: --deadline %s: use whole seconds, at least 10s", c.Deadline)
	case c.Retries < 0 || c.Retries > 10:
		return fmt.Errorf("soak: --retries %d: use 1 to 10 (0 takes the default, 3: the soak measures failover)", c.Retries)
	case c.QueueWait < -1:
		return fmt.Errorf("soak: --queue-wait %s: use a positive duration, or -1ns for no bound", c.QueueWait)
	case c.Chaos.DiskFullProviders > c.Providers:
		return fmt.Errorf("soak: --disk-full-providers %d: at most --providers (%d)", c.Chaos.DiskFullProviders, c.Providers)
	case c.Command == nil:
		return errors.New("soak: Config.Command is required (provider daemons run as processes)")
	}
	return c.Chaos.validate()
}

// Report is the result of Run.
type Report struct {
	Config    Config
	Submitted int // jobs whose Submit returned (the requester could pay: an escrow was opened or it tried)
	// SubmitFailed are jobs whose Submit failed (no escrow opened for them by Submit).
	SubmitFailed int
	Completed    int // jobs with an accepted result (the hello output, or the zk proof, checked)
	BurstJobs    int // jobs of the burst class (the rest are batch, or zk: ZKJobs)
	GaveUp       int // jobs whose retries were exhausted (every attempt ended without a result)
	Failovers    []time.Duration
	Faults       []Fault
	RPCDropped   int // requests dropped by the proxies (SetDropRate)
	RPCHeld      int // requests held by stalls
	RPCRefused   int // requests refused by partitions
	// Resumed are follows cut by a requester restart and completed on its new client (from the
	// job's record).
	Resumed int
	// SubmitsCut are Submits a requester restart cut before the escrow open was sent (nothing
	// paid: submitted again on the new client); OpensInDoubt are Submits whose open was sent
	// and its outcome lost (a restart cut it, or its answer was dropped), completed from the
	// chain (requester.OpenInDoubtError).
	SubmitsCut, OpensInDoubt int
	// DiskFullRefusals are the lines of the filled providers' daemon logs that report a write
	// refused on a full disk (a record or content the daemon would not store): the fills hit
	// the daemons.
	DiskFullRefusals int
	// DiskUsedMax is the most a filled provider's daemon had written to its tmpfs when a fill
	// began (of DiskSize).
	DiskUsedMax int64
	// Refollows are follows of a job started again after one ended in an error that was not the
	// job's end (an RPC failure, a refund that reverted): each is a defect a user would see.
	Refollows int
	// RequesterRPCRetries are the requester's RPC attempts after a transient failure.
	RequesterRPCRetries uint64
	Reconcile           *Reconciliation
	Elapsed             time.Duration // first submit -> last job ended
	Startup             time.Duration
	// StartupSteps is where Startup went, step by step (devnet, proxies, providers, funding,
	// requesters, offers), in order.
	StartupSteps []Step
	// Timeline is where the jobs' time went (timeline.go).
	Timeline *Timeline
	Errors   []string // the first errors of jobs (bounded)

	// ZKJobs are jobs of the zk class (zk.go); ZKCompleted those completed: paid on a proof
	// verified on chain, the proof and its public output checked; ZKSubmitFailed those whose
	// Submit failed (counted in SubmitFailed too).
	ZKJobs, ZKCompleted, ZKSubmitFailed int
	// ZKProveP50 and ZKProveMax are the provers' prove times of the completed zk jobs.
	ZKProveP50, ZKProveMax time.Duration
	// ZKConstraints is the soak circuit's constraint count (0 without zk jobs).
	ZKConstraints uint64
}

func (r *Report) failoverP99() float64 {
	if len(r.Failovers) == 0 {
		return 0
	}
	l := append([]time.Duration(nil), r.Failovers...)
	sort.Slice(l, func(i, j int) bool { return l[i] < l[j] })
	return l[max(int(math.Ceil(0.99*float64(len(l))))-1, 0)].Seconds()
}

// CompletedRatio is jobs with an accepted result over jobs submitted.
func (r *Report) CompletedRatio() float64 {
	if r.Submitted == 0 {
		return 0
	}
	return float64(r.Completed) / float64(r.Submitted)
}

// Metrics returns jobs_total, jobs_lost, funds_delta_units, honest_slashes, completed_ratio,
// failover_p99_s, the fault counts and companions.
func (r *Report) Metrics() map[string]float64 {
	rc := r.Reconcile
	delta, _ := new(big.Float).SetInt(rc.FundsDelta).Float64()
	m := map[string]float64{
		"jobs_total":            float64(r.Config.Jobs),
		"requesters":            float64(r.Config.Requesters),
		"burst_jobs":            float64(r.BurstJobs),
		"zk_jobs":               float64(r.ZKJobs),
		"zk_completed":          float64(r.ZKCompleted),
		"zk_submit_failed":      float64(r.ZKSubmitFailed),
		"zk_escrow_jobs":        float64(rc.ZK.Escrows),
		"zk_paid":               float64(rc.ZK.Paid),
		"zk_refunded":           float64(rc.ZK.Refunded),
		"zk_unproven":           float64(rc.ZK.Unproven),
		"zk_prove_p50_s":        r.ZKProveP50.Seconds(),
		"zk_prove_max_s":        r.ZKProveMax.Seconds(),
		"jobs_lost":             float64(rc.JobsLost),
		"funds_delta_units":     delta,
		"honest_slashes":        float64(rc.HonestSlashes),
		"slashes_after_fault":   float64(rc.SlashesAfterFault),
		"record_mismatches":     float64(rc.RecordMismatches),
		"balance_mismatches":    float64(len(rc.BalanceMismatches)),
		"opens_from_deposit":    float64(rc.OpensFromDeposit),
		"earnings_withdrawals":  float64(rc.EarningsWithdrawals),
		"completed_ratio":       r.CompletedRatio(),
		"submit_failed":         float64(r.SubmitFailed),
		"gave_up":               float64(r.GaveUp),
		"failovers":             float64(len(r.Failovers)),
		"failover_p99_s":        r.failoverP99(),
		"kills":                 float64(count(r.Faults, FaultKill)),
		"partitions":            float64(count(r.Faults, FaultPartition)),
		"partitions_p2p":        float64(count(r.Faults, FaultPartitionP2P)),
		"partitions_providers":  float64(count(r.Faults, FaultPartitionProviders)),
		"blackholes":            float64(count(r.Faults, FaultBlackhole)),
		"rpc_stalls":            float64(count(r.Faults, FaultStall)),
		"rpc_drops":             float64(r.RPCDropped),
		"requester_rpc_retries": float64(r.RequesterRPCRetries),
		"refollows":             float64(r.Refollows),
		"requester_restarts":    float64(count(r.Faults, FaultRequesterRestart)),
		"jobs_resumed":          float64(r.Resumed),
		"submits_cut":           float64(r.SubmitsCut),
		"opens_in_doubt":        float64(r.OpensInDoubt),
		"disk_fills":            float64(count(r.Faults, FaultDiskFull)),
		"disk_full_refusals":    float64(r.DiskFullRefusals),
		"disk_used_max_mib":     float64(r.DiskUsedMax) / (1 << 20),
		"escrow_jobs":           float64(rc.Escrows),
		"escrow_pending":        float64(rc.Pending),
		"elapsed_s":             r.Elapsed.Seconds(),
		"startup_s":             r.Startup.Seconds(),
		"jobs_per_s":            float64(r.Config.Jobs) / max(r.Elapsed.Seconds(), 1e-9),
	}
	r.Timeline.metrics(m)
	return m
}

// Step is one timed step of the soak's start-up.
type Step struct {
	Name string
	Took time.Duration
}

// WriteTable prints the report.
func (r *Report) WriteTable(w io.Writer) error {
	m := r.Metrics()
	tw := tabwriter.NewWriter(w, 2, 4, 2, ' ', 0)
	for _, k := range []string{"jobs_total", "requesters", "burst_jobs", "zk_jobs", "zk_completed", "zk_submit_failed", "jobs_lost", "funds_delta_units", "honest_slashes", "slashes_after_fault", "record_mismatches", "balance_mismatches",
		"completed_ratio", "submit_failed", "gave_up", "failovers", "failover_p99_s", "kills", "partitions", "partitions_p2p", "partitions_providers", "blackholes", "rpc_stalls", "rpc_drops", "requester_rpc_retries", "refollows",
		"requester_restarts", "jobs_resumed", "submits_cut", "opens_in_doubt", "disk_fills", "disk_full_refusals", "disk_used_max_mib",
		"escrow_jobs", "escrow_pending", "opens_from_deposit", "earnings_withdrawals", "zk_escrow_jobs", "zk_paid", "zk_refunded", "zk_unproven", "zk_prove_p50_s", "zk_prove_max_s", "elapsed_s", "startup_s", "jobs_per_s"} {
		fmt.Fprintf(tw, "%s\t%.4g\n", k, m[k])
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	rc, c := r.Reconcile, r.Config.Chaos
	_, err := fmt.Fprintf(w, "%d provider daemons (processes, max queue wait %s), %d requester account(s), %d jobs (%d burst, %d zk of a %d-constraint circuit, the rest batch) %d at a time, deadline %s, retries %d, seed %d, blocks every %s (devnet up in %s).\n"+
		"chaos: kill %s, outage %s, partition from the chain %s, p2p partition of a requester and a provider %s, of two providers %s, black-hole %s, RPC stall %s, requester restart %s, disk full %s, drop rate %.3f; RPC requests held %d, refused %d.\n"+
		"escrow jobs %d: paid %d, refunded %d, pending %d, orphans %d; slashes %d (%d after a kill, partition, black-hole or full disk of that provider or a restart of its requester, %d honest).\n",
		r.Config.Providers, max(r.Config.QueueWait, 0), r.Config.Requesters, r.Config.Jobs, r.BurstJobs, r.ZKJobs, r.ZKConstraints, r.Config.Concurrency, r.Config.Deadline, r.Config.Retries, r.Config.Seed, r.Config.BlockPeriod, r.Startup.Round(time.Millisecond),
		schedule(c.KillEvery, "down", c.RestartAfter), schedule(c.OutageEvery, "down", c.OutageFor), schedule(c.PartitionEvery, "for", c.PartitionFor), schedule(c.P2PPartitionEvery, "for", c.P2PPartitionFor), schedule(c.ProviderPartitionEvery, "for", c.ProviderPartitionFor),
		schedule(c.BlackholeEvery, "for", c.BlackholeFor), schedule(c.StallEvery, "for", c.StallFor),
		schedule(c.RequesterRestartEvery, "down", c.RequesterRestartFor), disks(c), c.DropRate,
		r.RPCHeld, r.RPCRefused, rc.Escrows, rc.Paid, rc.Refunded, rc.Pending, rc.Orphans, rc.Slashes, rc.SlashesAfterFault, rc.HonestSlashes)
	if err != nil {
		return err
	}
	for _, s := range r.StartupSteps {
		fmt.Fprintf(w, "startup %-18s %6.2fs\n", s.Name, s.Took.Seconds())
	}
	if err := r.Timeline.write(w); err != nil {
		return err
	}
	for _, p := range rc.Problems {
		fmt.Fprintln(w, "problem:", p)
	}
	for _, e := range r.Errors {
		fmt.Fprintln(w, "job error:", e)
	}
	return err
}

// schedule describes one kind of fault of the chaos schedule: "every ~40s (down 5s)", or "off".
func schedule(every time.Duration, what string, length time.Duration) string {
	if every <= 0 {
		return "off"
	}
	return fmt.Sprintf("every ~%s (%s %s)", every, what, length)
}

// disks describes the disk-full faults: "every ~45s (for 15s, 4 providers' 256 MiB tmpfs, 8 MiB
// left free)", or "off".
func disks(c ChaosConfig) string {
	if c.DiskFullEvery <= 0 {
		return "off"
	}
	return fmt.Sprintf("every ~%s (for %s, %d providers' %d MiB tmpfs, %d MiB left free)", c.DiskFullEvery, c.DiskFullFor, c.DiskFullProviders, DiskSize>>20, DiskLeave>>20)
}

// Run brings up the devnet, runs the jobs under the chaos schedule, settles and reconciles.
func Run(ctx context.Context, cfg Config) (*Report, error) {
	cfg.ensureDefaults()
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	log := cfg.Logger
	dir, err := os.MkdirTemp(cfg.Dir, "gpumesh-soak-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	t0 := time.Now()
	var steps []Step
	last := t0
	step := func(name string) {
		now := time.Now()
		steps = append(steps, Step{Name: name, Took: now.Sub(last)})
		log.Info("soak: start-up step", "step", name, "took", now.Sub(last).Round(time.Millisecond))
		last = now
	}
	var dsk *providerDisks
	if cfg.Chaos.DiskFullEvery > 0 {
		// Before the daemons first start: their data dirs, keystores included, live on it.
		if dsk, err = mountDisks(filepath.Join(dir, "devnet"), cfg.Providers, cfg.Chaos.DiskFullProviders); err != nil {
			return nil, err
		}
		// Unmounted after the devnet closed (deferred before it: defers run last first).
		defer func() {
			if err := dsk.unmount(); err != nil {
				log.Warn("soak: unmount the providers' disks", "err", err)
			}
		}()
	}
	n, err := devnet.Start(ctx, devnet.Config{DataDir: filepath.Join(dir, "devnet"), Providers: cfg.Providers, ChallengeWindow: time.Second,
		Chain: chain.Config{BlockPeriod: cfg.BlockPeriod}})
	if err != nil {
		return nil, err
	}
	defer n.Close()
	step("chain_and_contracts")
	// One proxy per provider and one per requester, in front of the chain.
	proxies := make([]*rpctest.LogCapProxy, cfg.Providers+cfg.Requesters)
	for i := range proxies {
		p, err := rpctest.StartLogCapProxy(n.Chain.HTTPEndpoint(), 1<<20)
		if err != nil {
			return nil, err
		}
		defer p.Close()
		p.SetDropRate(cfg.Chaos.DropRate, cfg.Seed+uint64(i)+1)
		proxies[i] = p
	}
	var zkProviders *devnet.ProvidersZK
	if cfg.ZKEvery > 0 {
		zkProviders = &devnet.ProvidersZK{}
	}
	if err := n.StartProviders(ctx, devnet.ProvidersConfig{Processes: true, Command: cfg.Command, StartConcurrency: cfg.Providers, DenyPeersFiles: true, ZK: zkProviders,
		MaxQueueWait: max(cfg.QueueWait, 0),
		// Low, so that the providers withdraw their escrow earnings during the soak and the
		// ledger reconciles those movements too.
		WithdrawEarningsAbove: soakWithdrawAbove,
		ChainRPC:              func(i int) string { return proxies[i-1].URL() }}); err != nil {
		return nil, err
	}
	step("providers")
	extra, err := fundRequesters(ctx, n, cfg.Requesters-1)
	if err != nil {
		return nil, err
	}
	step("fund_requesters")
	rs := make([]*requester.Requester, cfg.Requesters)
	clients := make([]*requesterClient, cfg.Requesters)
	backends := make([]*rpcclient.Client, cfg.Requesters)
	gates := make([]*peerGate, cfg.Requesters)
	for k := range rs {
		gates[k] = newPeerGate()
		// Each requester dials its proxy as `gpumesh job submit` dials chain.rpc: with
		// rpcclient's retries on dropped connections and 5xx answers.
		if backends[k], err = rpcclient.Dial(ctx, []string{proxies[cfg.Providers+k].URL()}, rpcclient.Options{}); err != nil {
			return nil, err
		}
		defer backends[k].Close()
		// start starts a client of requester k+1 (again, after a restart: the same key, data
		// dir, gater and backend).
		start := func(ctx context.Context) (*requester.Requester, error) {
			rcfg := n.RequesterConfig()
			rcfg.ConnectionGater, rcfg.Backend = gates[k], backends[k]
			if k > 0 {
				rcfg.Key, rcfg.DataDir = extra[k-1].key, filepath.Join(dir, fmt.Sprintf("requester-%d", k+1))
			}
			r, err := requester.New(rcfg)
			if err != nil {
				return nil, err
			}
			if err := r.Start(ctx); err != nil {
				return nil, err
			}
			return r, nil
		}
		if rs[k], err = start(ctx); err != nil {
			return nil, err
		}
		gates[k].setHost(rs[k].Node().Host().Network())
		// A restart waits for the offers of the providers that may be up (two thirds: kills,
		// outages and black-holes leave them).
		clients[k] = newRequesterClient(ctx, k+1, rs[k], gates[k], cfg.Providers-cfg.Providers/3, start, log)
		defer clients[k].close()
	}
	step("requesters")
	var zk *zkJobs
	if cfg.ZKEvery > 0 {
		if zk, err = setupZK(ctx, n, rs, cfg.Providers); err != nil {
			return nil, err
		}
		step("zk_circuit")
	}
	for _, r := range rs {
		if err := waitOffers(ctx, r, cfg.Providers); err != nil {
			return nil, err
		}
	}
	step("offers")
	before, err := readLedger(ctx, n, extra)
	if err != nil {
		return nil, err
	}
	rep := &Report{Config: cfg, Startup: time.Since(t0), StartupSteps: steps}
	if zk != nil {
		rep.ZKConstraints = zk.circuit.Package.Info().NbConstraints
	}
	log.Info("soak: devnet up", "providers", cfg.Providers, "requesters", cfg.Requesters, "took", rep.Startup.Round(time.Millisecond))

	ch := newChaos(cfg.Chaos, cfg.Seed, n.Nodes, proxies, gates)
	ch.deny = newProviderDeny()
	ch.requesters, ch.disks = clients, dsk
	chaosCtx, stopChaos := context.WithCancel(ctx)
	chaosDone := make(chan struct{})
	go func() { defer close(chaosDone); ch.run(chaosCtx) }()
	began := time.Now()
	delivered := runJobs(ctx, cfg, clients, zk, filepath.Join(dir, "jobs"), rep)
	rep.ZKProveP50, rep.ZKProveMax = zk.proveTimes()
	rep.Elapsed = time.Since(began)
	stopChaos()
	<-chaosDone // every killed daemon is back
	rep.Faults = ch.Faults()
	// No restart follows: every account's current client settles and reconciles.
	for k, c := range clients {
		if rs[k] = c.current(); rs[k] == nil {
			return nil, fmt.Errorf("soak: requester-%d is down: its restart failed (see the faults)", k+1)
		}
	}
	for _, b := range backends {
		rep.RequesterRPCRetries += b.Stats().Retries
	}
	for _, f := range rep.Faults {
		log.Info("soak: fault", "at", f.At.Format(time.TimeOnly+".000"), "kind", f.Kind, "provider", f.Provider, "other_provider", f.OtherProvider, "requester", f.Requester, "for", f.For, "err", f.Err)
	}
	for _, p := range proxies {
		b, a := p.Dropped()
		held, refused := p.Faulted()
		rep.RPCDropped += b + a
		rep.RPCHeld += held
		rep.RPCRefused += refused
	}
	if err := n.FaultErrors(); err != nil {
		return nil, err
	}
	// Settle: every delivered attempt followed until its provider claimed it, and refunds that
	// came due sent. Chaos is over, so this is the network recovering.
	settleCtx, cancel := context.WithTimeout(ctx, cfg.Deadline+Grace)
	settle(settleCtx, n, rs, delivered)
	cancel()
	for _, r := range rs {
		if _, err := r.SettleDue(ctx); err != nil {
			rep.Errors = appendBounded(rep.Errors, "settle due: "+err.Error())
		}
		f, err := failoverTimes(r)
		if err != nil {
			return nil, err
		}
		rep.Failovers = append(rep.Failovers, f...)
	}
	if dsk != nil {
		rep.DiskFullRefusals, rep.DiskUsedMax = dsk.refusals(), dsk.maxUsed
	}
	if rep.Timeline, err = timeline(rs); err != nil {
		return nil, err
	}
	if rep.Reconcile, err = reconcile(ctx, n, rs, rep.Faults, before, extra); err != nil {
		return nil, err
	}
	return rep, nil
}

// extraRequester is a requester account of the soak besides the devnet's own.
type extraRequester struct {
	role string // requester-2, requester-3, ...
	key  *ecdsa.PrivateKey
	addr common.Address
}

// fundRequesters makes count requester accounts and funds each from the devnet's faucet (tokens
// as many as the devnet's requester holds, and ether for gas), half of the tokens then in its
// escrow deposit, before the run's ledger is read.
func fundRequesters(ctx context.Context, n *devnet.Network, count int) ([]extraRequester, error) {
	main, err := n.Contracts.BalanceOf(ctx, crypto.PubkeyToAddress(n.Requester.PublicKey))
	if err != nil {
		return nil, err
	}
	wei := new(big.Int).Exp(big.NewInt(10), big.NewInt(20), nil) // 100 ether of gas
	out := make([]extraRequester, count)
	for i := range out {
		key, err := crypto.GenerateKey()
		if err != nil {
			return nil, err
		}
		out[i] = extraRequester{role: fmt.Sprintf("%s-%d", devnet.RoleRequester, i+2), key: key, addr: crypto.PubkeyToAddress(key.PublicKey)}
	}
	// All at once: the faucet's transactions share its wallet's nonce lock, and are mined in
	// the same blocks instead of two blocks per account.
	g, gctx := errgroup.WithContext(ctx)
	for _, x := range out {
		g.Go(func() error {
			if _, err := devnet.Fund(gctx, n.Backend, n.Record, x.addr, main, wei); err != nil {
				return fmt.Errorf("soak: fund %s: %w", x.role, err)
			}
			// Half into the escrow deposit: these requesters' jobs open from it while it covers
			// their price (the devnet's own requester pays from its wallet), so the ledger
			// reconciles both paths.
			half := new(big.Int).Rsh(main, 1)
			s := n.Contracts.Sender(x.key)
			if _, err := n.Contracts.Approve(gctx, s, n.Deployment.Escrow, half); err != nil {
				return fmt.Errorf("soak: approve the deposit of %s: %w", x.role, err)
			}
			if _, err := n.Contracts.Deposit(gctx, s, half); err != nil {
				return fmt.Errorf("soak: deposit of %s: %w", x.role, err)
			}
			return nil
		})
	}
	if err := g.Wait(); err != nil {
		return nil, err
	}
	return out, nil
}

// runJobs submits cfg.Jobs jobs (every cfg.ZKEvery-th a zk job, every cfg.BurstEvery-th of
// the others a hello burst job, the rest hello batch jobs), cfg.Concurrency at a time, job i
// through requester i mod len(rs), and completes each with failover; it returns the attempts
// that delivered, per requester.
func runJobs(ctx context.Context, cfg Config, rs []*requesterClient, zk *zkJobs, dir string, rep *Report) [][]contracts.JobID {
	var (
		mu        sync.Mutex
		wg        sync.WaitGroup
		delivered = make([][]contracts.JobID, len(rs))
		sem       = make(chan struct{}, cfg.Concurrency)
		counts    runCounts
	)
	defer func() {
		rep.Refollows, rep.Resumed = int(counts.refollows.Load()), int(counts.resumed.Load())
		rep.SubmitsCut, rep.OpensInDoubt = int(counts.submitsCut.Load()), int(counts.inDoubt.Load())
	}()
	for i := range cfg.Jobs {
		select {
		case sem <- struct{}{}:
		case <-ctx.Done():
			wg.Wait()
			return delivered
		}
		k, class := i%len(rs), jobClass(cfg, i)
		switch class {
		case "burst":
			rep.BurstJobs++
		case "zk":
			rep.ZKJobs++
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			id, submitted, err := runJob(ctx, cfg, rs[k], zk, class, filepath.Join(dir, fmt.Sprintf("job-%d", i)), i, &counts)
			mu.Lock()
			defer mu.Unlock()
			switch {
			case !submitted:
				rep.SubmitFailed++
				if class == "zk" {
					rep.ZKSubmitFailed++
				}
			case err == nil:
				rep.Submitted++
				rep.Completed++
				if class == "zk" {
					rep.ZKCompleted++
				}
				delivered[k] = append(delivered[k], id)
			default:
				rep.Submitted++
				if errors.Is(err, requester.ErrRetriesExhausted) {
					rep.GaveUp++
				}
			}
			if err != nil {
				rep.Errors = appendBounded(rep.Errors, fmt.Sprintf("job %d: %v", i, err))
				cfg.Logger.Warn("soak: job ended without a result", "job", i, "err", err)
			}
		}()
	}
	wg.Wait()
	return delivered
}

// runCounts counts what runJob did besides the plain path: follows started again after an
// error, follows and Submits a requester restart cut, opens in doubt.
type runCounts struct {
	refollows, resumed, submitsCut, inDoubt atomic.Int64
}

// jobClass is job i's class: zk every cfg.ZKEvery-th job, burst every cfg.BurstEvery-th of
// the others, batch the rest.
func jobClass(cfg Config, i int) string {
	switch {
	case cfg.ZKEvery > 0 && i%cfg.ZKEvery == cfg.ZKEvery-1:
		return "zk"
	case cfg.BurstEvery > 0 && i%cfg.BurstEvery == cfg.BurstEvery-1:
		return "burst"
	}
	return "batch"
}

// runJob submits one job and completes it; it returns the delivering attempt's id, and whether
// Submit succeeded. A hello job's result is its stdout; a zk job's is checked by zk.check. A
// Submit or a follow a requester restart cut goes on on the new client (runCounts).
func runJob(ctx context.Context, cfg Config, c *requesterClient, zk *zkJobs, class, dir string, i int, counts *runCounts) (contracts.JobID, bool, error) {
	var path string
	var err error
	switch {
	case class == "zk" && zk == nil:
		return contracts.JobID{}, false, errNoZK
	case class == "zk":
		path, err = zk.writeJob(cfg, dir, i)
	default:
		path, err = devnet.WriteJob(dir, devnet.JobOptions{Class: class, Label: fmt.Sprintf("soak-%d", i), Retries: cfg.Retries,
			Deadline: fmt.Sprintf("%ds", int(cfg.Deadline/time.Second))})
	}
	if err != nil {
		return contracts.JobID{}, false, err
	}
	spec, err := jobspec.ParseFile(path, jobspec.Options{})
	if err != nil {
		return contracts.JobID{}, false, err
	}
	// A Submit a restart cut before the escrow open was sent paid nothing: it is submitted again
	// on the new client (a new job, as a user would run `gpumesh job submit` again). One cut
	// after the open was sent is in doubt (requester.OpenInDoubtError): Complete learns from the
	// chain whether it opened, and goes on from there.
	var id contracts.JobID
	for {
		cut, err := c.submit(func(ctx context.Context, r *requester.Requester) error {
			j, err := r.Submit(ctx, spec, requester.SubmitOptions{BaseDir: dir, OutDir: filepath.Join(dir, "result")})
			if err == nil {
				id = j.ID
			}
			return err
		})
		var doubt *requester.OpenInDoubtError
		if errors.As(err, &doubt) {
			counts.inDoubt.Add(1)
			id = doubt.JobID
			break
		}
		if cut {
			counts.submitsCut.Add(1)
			continue
		}
		if err != nil {
			return contracts.JobID{}, false, fmt.Errorf("submit: %w", err)
		}
		break
	}
	// A requester whose follow ends in an error (the RPC failing, a refund that reverted)
	// follows the job again, as `gpumesh job follow` would: Complete resumes from the record.
	var rec *requester.Record
	for k := 0; ; k++ {
		cut, err := c.follow(func(ctx context.Context, r *requester.Requester) (err error) {
			rec, err = r.Complete(ctx, id, requester.FollowOptions{RefundAfterDeadline: true})
			return err
		})
		if cut {
			counts.resumed.Add(1)
			k--
			continue
		}
		if err == nil {
			break
		}
		if errors.Is(err, requester.ErrRetriesExhausted) || ctx.Err() != nil || k == maxFollows-1 {
			return contracts.JobID{}, true, err
		}
		cfg.Logger.Warn("soak: follow failed, following again", "job", i, "err", err)
		counts.refollows.Add(1)
		t := time.NewTimer(cfg.BlockPeriod) // a block later
		select {
		case <-ctx.Done():
			t.Stop()
		case <-t.C:
		}
	}
	if class == "zk" {
		if err := zk.check(ctx, rec, i); err != nil {
			return contracts.JobID{}, true, err
		}
		return rec.ID, true, nil
	}
	out, err := os.ReadFile(filepath.Join(rec.OutDir, "stdout"))
	if err != nil || string(out) != devnet.HelloMessage {
		return contracts.JobID{}, true, fmt.Errorf("job %s: result stdout %q (%v), want %q", rec.ID.Hex(), out, err, devnet.HelloMessage)
	}
	return rec.ID, true, nil
}

// settle follows each delivered attempt (ids[k] are requester rs[k]'s) until it is claimed, a
// few at a time. A zk job is done for its requester once proven; its provider's claim is waited
// for on chain (n.WaitClaimed).
func settle(ctx context.Context, n *devnet.Network, rs []*requester.Requester, ids [][]contracts.JobID) {
	sem := make(chan struct{}, 8)
	var wg sync.WaitGroup
	for k, r := range rs {
		for _, id := range ids[k] {
			sem <- struct{}{}
			wg.Add(1)
			go func() {
				defer wg.Done()
				defer func() { <-sem }()
				// Reconcile judges the outcome; these only wait for it.
				rec, err := r.Follow(ctx, id, requester.FollowOptions{UntilSettled: true})
				if err == nil && rec.Phase == requester.PhaseProven {
					_, _ = n.WaitClaimed(ctx, id)
				}
			}()
		}
	}
	wg.Wait()
}

// failoverTimes returns, for every failover, the time from the failed attempt's end (the
// requester noticed the failure) to the next attempt's escrow opening (running elsewhere).
func failoverTimes(r *requester.Requester) ([]time.Duration, error) {
	recs, err := r.Jobs()
	if err != nil {
		return nil, err
	}
	byID := map[contracts.JobID]*requester.Record{}
	for _, rec := range recs {
		byID[rec.ID] = rec
	}
	var out []time.Duration
	for _, rec := range recs {
		for k := 1; k < len(rec.Attempts); k++ {
			prev, next := rec.Attempts[k-1], byID[rec.Attempts[k].JobID]
			if prev.Ended.IsZero() || next == nil {
				continue
			}
			if open := next.PhaseTime(requester.PhaseOpen); !open.IsZero() {
				out = append(out, open.Sub(prev.Ended))
			}
		}
	}
	return out, nil
}

func waitOffers(ctx context.Context, r *requester.Requester, want int) error {
	ctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	t := time.NewTicker(100 * time.Millisecond)
	defer t.Stop()
	for r.Book().Len() < want {
		select {
		case <-ctx.Done():
			return fmt.Errorf("soak: %d of %d offers reached the requester: %w", r.Book().Len(), want, ctx.Err())
		case <-t.C:
		}
	}
	return nil
}

const maxErrors = 20

// maxFollows bounds how often one job is followed after its follow failed.
const maxFollows = 5

func appendBounded(l []string, s string) []string {
	if len(l) < maxErrors {
		l = append(l, s)
	}
	return l
}

// soakWithdrawAbove is the providers' chain.withdraw_earnings_above in the soak: about two
// batch jobs' pay at the devnet's offer price (0.0001), so that every busy provider withdraws its
// escrow earnings several times.
const soakWithdrawAbove = "0.0002"
