package main

import (
	"context"
	"crypto/ecdsa"
	"io"
	"maps"
	"math/big"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"

	"github.com/consensys/gnark/backend"
	"github.com/consensys/gnark/logger"
	"github.com/urfave/cli/v3"

	"github.com/gpumesh/gpumesh/cmd/gpumesh/bench/capacitybench"
	"github.com/gpumesh/gpumesh/cmd/gpumesh/bench/e2ebench"
	"github.com/gpumesh/gpumesh/cmd/gpumesh/bench/gasbench"
	"github.com/gpumesh/gpumesh/cmd/gpumesh/bench/localitybench"
	"github.com/gpumesh/gpumesh/cmd/gpumesh/bench/soakbench"
	"github.com/gpumesh/gpumesh/cmd/gpumesh/bench/transferbench"
	"github.com/gpumesh/gpumesh/cmd/gpumesh/bench/verifybench"
	"github.com/gpumesh/gpumesh/cmd/gpumesh/bench/zkbench"
	"github.com/gpumesh/gpumesh/devnet/chain"
	"github.com/gpumesh/gpumesh/p2p/content"
	"github.com/gpumesh/gpumesh/proving"
	"github.com/gpumesh/gpumesh/verifier/capacity"
)

// benchSpecs lists every `gpumesh bench NAME`. Each entry parses its flags and calls the scenario's
// package under cmd/gpumesh/bench (gasbench, capacitybench, verifybench, transferbench, zkbench,
// e2ebench, matchbench, p2pbench) or, for sim, the market simulator (market/sim).
func benchSpecs() map[string]benchSpec {
	specs := map[string]benchSpec{
		"gas": {
			usage: "gas per contract step and per job lifecycle, on an embedded chain with mainnet-like (Osaka) rules",
			run:   runGasBench,
		},
		"container": containerBenchSpec(),
	}
	for _, more := range []map[string]benchSpec{
		verifierBenchSpecs(),
		marketBenchSpecs(),
		p2pBenchSpecs(),
		contentBenchSpecs(),
		provingBenchSpecs(),
		devnetBenchSpecs(),
	} {
		maps.Copy(specs, more)
	}
	return specs
}

func runGasBench(ctx context.Context, e *env, cmd *cli.Command) (benchReport, error) {
	// The bench moves chain time with the chain's clock (AdjustTime) when it needs a later block,
	// so that no step races the wall clock on a loaded machine.
	c, err := chain.Start(ctx, chain.Config{Accounts: 3})
	if err != nil {
		return nil, err
	}
	defer c.Close()
	client := c.Client()
	defer client.Close()
	var keys []*ecdsa.PrivateKey
	for _, a := range c.Accounts() {
		keys = append(keys, a.Key)
	}
	return gasbench.RunGasBench(ctx, gasbench.GasBenchConfig{
		Backend:     client,
		Keys:        keys,
		AdvanceTime: c.AdjustTime,
	})
}

// verifierBenchSpecs are `gpumesh bench capacity` (package cmd/gpumesh/bench/capacitybench) and
// `gpumesh bench verify` (cmd/gpumesh/bench/verifybench).
func verifierBenchSpecs() map[string]benchSpec {
	return map[string]benchSpec{
		"capacity": {
			usage: "capacity challenge: prover work vs challenger work per matrix size (metric challenger_prover_ratio)",
			flags: []cli.Flag{
				&cli.StringFlag{Name: "sizes", Value: "1024,2048,4096,8192", Usage: "comma-separated matrix `SIZES`"},
				&cli.IntFlag{Name: "rows", Value: capacity.DefaultCheckParams.Rows, Usage: "rows opened per challenge"},
				&cli.IntFlag{Name: "entries", Value: capacity.DefaultCheckParams.EntriesPerRow, Usage: "entries recomputed per opened row"},
			},
			run: func(ctx context.Context, e *env, cmd *cli.Command) (benchReport, error) {
				var sizes []int
				for _, s := range strings.Split(cmd.String("sizes"), ",") {
					n, err := strconv.Atoi(strings.TrimSpace(s))
					if err != nil || n < 1 || n > capacity.MaxN {
						return nil, usageError("--sizes: %q is not a size in 1..%d", s, capacity.MaxN)
					}
					sizes = append(sizes, n)
				}
				return capacitybench.RunCapacityBench(ctx, capacitybench.CapacityBenchConfig{
					Sizes: sizes, Check: capacity.CheckParams{Rows: int(cmd.Int("rows")), EntriesPerRow: int(cmd.Int("entries"))},
				})
			},
		},
		"verify": {
			usage: "spot-check simulation: detection, expected profit of cheating, verification share, burst channel collateral bound (metrics cheat_profit_max, verify_compute_share, dispute_attack_profit_max, burst_cheat_profit_max)",
			flags: []cli.Flag{
				&cli.IntFlag{Name: "jobs", Value: 200, Usage: "jobs per provider (N)"},
				&cli.IntFlag{Name: "runs", Value: 500, Usage: "Monte Carlo runs per adversary"},
				&cli.Uint64Flag{Name: "seed", Value: 1, Usage: "simulation seed"},
				&cli.StringFlag{Name: "class", Value: "batch", Usage: "job class: batch or burst"},
			},
			run: func(ctx context.Context, e *env, cmd *cli.Command) (benchReport, error) {
				return verifybench.RunVerifyBench(ctx, verifybench.VerifyBenchConfig{
					Jobs: int(cmd.Int("jobs")), Runs: int(cmd.Int("runs")), Seed: cmd.Uint64("seed"), Class: cmd.String("class"),
				})
			},
		},
	}
}

// contentBenchSpecs are `gpumesh bench transfer` (package cmd/gpumesh/bench/transferbench) and
// `gpumesh bench locality` (cmd/gpumesh/bench/localitybench).
func contentBenchSpecs() map[string]benchSpec {
	return map[string]benchSpec{
		"locality": {
			usage: "jobs sharing datasets matched to providers that keep inputs hot, with and without the locality term, same workload and run (metric locality_fetch_saved_ratio)",
			flags: []cli.Flag{
				&cli.IntFlag{Name: "providers", Value: 4, Usage: "provider nodes"},
				&cli.IntFlag{Name: "datasets", Value: 4, Usage: "shared datasets"},
				&cli.IntFlag{Name: "dataset-mib", Value: 8, Usage: "size of each dataset in `MIB`"},
				&cli.IntFlag{Name: "jobs", Value: 32, Usage: "jobs in the sequence"},
				&cli.IntFlag{Name: "hot-datasets", Value: 2, Usage: "each provider's hot-set budget, in datasets"},
				&cli.IntFlag{Name: "price-spread", Value: 10, Usage: "spread of the providers' quotes, in `PERCENT`"},
				&cli.Uint64Flag{Name: "seed", Value: 1, Usage: "workload seed"},
				&cli.StringFlag{Name: "dir", Usage: "parent `DIR` of the temporary blockstores (default: system temp dir)"},
			},
			run: func(ctx context.Context, e *env, cmd *cli.Command) (benchReport, error) {
				for _, f := range []string{"providers", "datasets", "dataset-mib", "jobs", "hot-datasets", "price-spread"} {
					if v := cmd.Int(f); v < 1 || v > 4096 {
						return nil, usageError("--%s %d: use 1..4096", f, v)
					}
				}
				return localitybench.Run(ctx, localitybench.Config{
					Providers: int(cmd.Int("providers")), Datasets: int(cmd.Int("datasets")),
					DatasetBytes: int(cmd.Int("dataset-mib")) << 20, Jobs: int(cmd.Int("jobs")),
					HotDatasets: int(cmd.Int("hot-datasets")), PriceSpread: int(cmd.Int("price-spread")),
					Seed: cmd.Uint64("seed"), Dir: cmd.String("dir"), Logger: e.logger,
				})
			},
		},
		"transfer": {
			usage: "1 GiB random file between two loopback nodes into pebble: fast verified CAR path and bitswap vs. io.Copy over TCP (metrics transfer_ratio_vs_tcp, bitswap_ratio_vs_tcp; target >= 0.5)",
			flags: []cli.Flag{
				&cli.Int64Flag{Name: "size", Value: 1 << 30, Usage: "file size in `BYTES`"},
				&cli.IntFlag{Name: "chunk-size", Value: content.DefaultChunkSize, Usage: "UnixFS chunk size in `BYTES`"},
				&cli.IntFlag{Name: "rounds", Value: 1, Usage: "repeat each transfer `N` times and report medians"},
				&cli.BoolFlag{Name: "skip-bitswap", Usage: "measure the fast path only"},
				&cli.BoolFlag{Name: "transports", Usage: "also time one libp2p stream over each transport stack (TCP+TLS, TCP+Noise, yamux 4/16/64 MiB windows, QUIC)"},
				&cli.StringFlag{Name: "dir", Usage: "parent `DIR` of the temporary blockstores (default: system temp dir)"},
				&cli.StringFlag{Name: "cpuprofile", Usage: "write a pprof CPU profile of the first single-stream fast-path fetch to `FILE` (go tool pprof FILE)"},
			},
			run: func(ctx context.Context, e *env, cmd *cli.Command) (benchReport, error) {
				cfg := transferbench.TransferBenchConfig{
					Size:        cmd.Int64("size"),
					ChunkSize:   int(cmd.Int("chunk-size")),
					Rounds:      int(cmd.Int("rounds")),
					SkipBitswap: cmd.Bool("skip-bitswap"),
					Transports:  cmd.Bool("transports"),
					Dir:         cmd.String("dir"),
					Logger:      e.logger,
				}
				if path := cmd.String("cpuprofile"); path != "" {
					f, err := os.Create(path)
					if err != nil {
						return nil, usageError("--cpuprofile: %v", err)
					}
					defer f.Close()
					cfg.CPUProfile = f
				}
				return transferbench.RunTransferBench(ctx, cfg)
			},
		},
	}
}

// provingBenchSpecs is `gpumesh bench zk` (package cmd/gpumesh/bench/zkbench): raw gnark proving
// against whole proving jobs through the marketplace on a devnet (zkbench.RunZKBench), or with
// --raw the proving package alone (zkbench.RunRawZKBench: setup, encode/decode, raw vs package prove step, verify gas on a simulator).
func provingBenchSpecs() map[string]benchSpec {
	return map[string]benchSpec{
		"zk": {
			usage: "zk proving: raw gnark prove vs the whole proving job through the marketplace on a devnet. zk_overhead_ratio = (a job's submit -> proof-accepted time - raw prove) / raw prove, mean of the warm jobs, where raw prove is the median of the raw proves run right before and after the job in the same process, through the executor's path (decoded package, witness bytes, the job's memory limit); zk_raw_prove_spread and zk_baseline_spread are the run's noise, zk_prover_slowdown the daemon's prove against it, zk_t_*_s the per-job timeline (accepted, prove start/end, open confirmed, uploaded, proof accepted); zk_verify_gas is the gas of the last job's submitProof receipt",
			flags: []cli.Flag{
				&cli.IntFlag{Name: "constraints", Value: 1_000_000, Usage: "target circuit size (mimcchain, R1CS constraints)"},
				&cli.StringFlag{Name: "backend", Value: "groth16", Usage: "groth16 or plonk (plonk uses the unsafe dev SRS)"},
				&cli.IntFlag{Name: "jobs", Value: 3, Usage: "marketplace jobs, one after the other (the first is the provider's first job of the circuit: zk_overhead_ratio_cold; zk_overhead_ratio is the mean of the others)"},
				&cli.IntFlag{Name: "raw-runs", Value: 2, Usage: "raw proves in each gap between jobs (before the first, between two, after the last); a job's baseline is the median of the gaps around it"},
				&cli.BoolFlag{Name: "unadvertised", Usage: "the provider does not advertise the circuit: its first job fetches and decodes the package (by default it advertises it once registered, which decodes it then)"},
				&cli.BoolFlag{Name: "raw", Usage: "proving package only (no devnet): setup, encode/decode, raw vs package prove step, verify gas on a simulated chain"},
				&cli.BoolFlag{Name: "skip-onchain", Usage: "with --raw: skip Solidity compile, deploy and gas (no node needed)"},
				&cli.IntFlag{Name: "runs", Value: 1, Usage: "with --raw: proves per path; the fastest counts"},
				&cli.StringFlag{Name: "solcjs", Usage: "solc-js package `DIR` (node_modules/solc); default $GPUMESH_SOLCJS or contracts/node_modules/solc above the working directory"},
			},
			run: func(ctx context.Context, e *env, cmd *cli.Command) (benchReport, error) {
				logger.Disable()
				b := backend.IDFromString(strings.ToLower(cmd.String("backend")))
				if b == backend.UNKNOWN {
					return nil, usageError("--backend=%q: use groth16 or plonk", cmd.String("backend"))
				}
				solc := proving.SolcConfig{SolcJSDir: cmd.String("solcjs")}
				if cmd.Bool("raw") {
					return zkbench.RunRawZKBench(ctx, zkbench.RawZKBenchConfig{
						Constraints: int(cmd.Int("constraints")), Backend: b,
						ChainConfig: chain.MainnetLikeConfig(big.NewInt(chain.DefaultChainID)),
						SkipOnChain: cmd.Bool("skip-onchain"), Runs: int(cmd.Int("runs")), Logger: e.logger, Solc: solc,
					})
				}
				return zkbench.RunZKBench(ctx, zkbench.ZKBenchConfig{
					Constraints: int(cmd.Int("constraints")), Backend: b, Jobs: int(cmd.Int("jobs")), Solc: solc, Logger: e.logger,
					Unadvertised: cmd.Bool("unadvertised"), RawRuns: int(cmd.Int("raw-runs")),
				})
			},
		},
	}
}

// devnetBenchSpecs are the benchmarks on a devnet of provider daemons: `gpumesh bench e2e`
// (package cmd/gpumesh/bench/e2ebench) and `gpumesh bench soak` (cmd/gpumesh/bench/soakbench).
func devnetBenchSpecs() map[string]benchSpec {
	return map[string]benchSpec{
		"e2e": {
			usage: "jobs through a devnet of real provider daemons: burst jobs/s, submit -> result P50/P99 per class, gas per job (metrics burst_jobs_per_s, batch_latency_p99_ms, burst_latency_p99_ms)",
			flags: []cli.Flag{
				&cli.IntFlag{Name: "providers", Value: 10, Usage: "`N` provider daemons"},
				&cli.IntFlag{Name: "burst-jobs", Value: 60, Usage: "burst jobs in the concurrent run (a quarter as many run one at a time first)"},
				&cli.IntFlag{Name: "batch-jobs", Value: 5, Usage: "batch jobs, one at a time"},
				&cli.IntFlag{Name: "concurrency", Value: 0, Usage: "burst jobs in flight (default: one per provider)"},
				&cli.StringFlag{Name: "cpuprofile", Usage: "write a pprof CPU profile of the concurrent burst run to `FILE` (go tool pprof FILE)"},
				&cli.StringFlag{Name: "idleprofile", Usage: "write a pprof CPU profile of the idle window (devnet up, no job) to `FILE`"},
				&cli.StringFlag{Name: "memprofile", Usage: "write pprof allocation profiles to `FILE` (after the concurrent burst run) and FILE.base (before it): go tool pprof -sample_index=alloc_space -base FILE.base FILE"},
			},
			run: func(ctx context.Context, e *env, cmd *cli.Command) (benchReport, error) {
				cfg := e2ebench.E2EBenchConfig{
					Providers:   cmd.Int("providers"),
					BurstJobs:   cmd.Int("burst-jobs"),
					BatchJobs:   cmd.Int("batch-jobs"),
					Concurrency: cmd.Int("concurrency"),
				}
				for _, p := range []struct {
					flag string
					to   *io.Writer
				}{{"cpuprofile", &cfg.CPUProfile}, {"idleprofile", &cfg.IdleProfile}, {"memprofile", &cfg.AllocProfile}} {
					if path := cmd.String(p.flag); path != "" {
						f, err := os.Create(path)
						if err != nil {
							return nil, usageError("--%s: %v", p.flag, err)
						}
						defer f.Close()
						*p.to = f
						if p.flag == "memprofile" {
							b, err := os.Create(path + ".base")
							if err != nil {
								return nil, usageError("--memprofile: %v", err)
							}
							defer b.Close()
							cfg.AllocBase = b
						}
					}
				}
				return e2ebench.RunE2EBench(ctx, cfg)
			},
		},
		"soak": soakBenchSpec(),
	}
}

// soakBenchSpec is `gpumesh bench soak` (package cmd/gpumesh/bench/soakbench): provider daemons
// run as processes of this binary (`gpumesh provider run --config PATH`).
func soakBenchSpec() benchSpec {
	return benchSpec{
		usage: "batch, burst and zk jobs of several requesters through provider daemons (processes) under a seeded chaos schedule (SIGKILL + restart, chain partitions, p2p partitions of a requester and a provider and of two providers, black-holed hosts, RPC stalls and drops, requester restarts mid-job, full provider disks), reconciled from the chain (metrics jobs_lost, funds_delta_units, honest_slashes, completed_ratio, failover_p99_s)",
		flags: []cli.Flag{
			&cli.IntFlag{Name: "providers", Value: 20, Usage: "`N` provider daemons"},
			&cli.IntFlag{Name: "jobs", Value: 1000, Usage: "jobs (batch, and burst: see --burst-every)"},
			&cli.IntFlag{Name: "requesters", Value: 3, Usage: "`R` requester accounts running the jobs at once"},
			&cli.IntFlag{Name: "burst-every", Value: 4, Usage: "every `N`th job is a burst job, unless it is a zk job (-1: none)"},
			&cli.IntFlag{Name: "zk-every", Value: 10, Usage: "every `N`th job is a zk job: a small mimcchain circuit, paid on a proof verified on chain (-1: none; the circuit's registration needs solc-js: make node-deps)"},
			&cli.IntFlag{Name: "concurrency", Value: 0, Usage: "jobs in flight (default: 2 per provider)"},
			&cli.Uint64Flag{Name: "seed", Value: 1, Usage: "seed of the chaos schedule and the RPC drops"},
			&cli.DurationFlag{Name: "deadline", Value: 2 * time.Minute, Usage: "each job's result deadline (chain time)"},
			&cli.DurationFlag{Name: "queue-wait", Value: 6 * time.Second, Usage: "every provider's offer.max_queue_wait (declines jobs its queue would hold back longer; -1ns: no bound)"},
			&cli.IntFlag{Name: "retries", Value: 3, Usage: "each job's failover budget, 1 to 10 (0 takes the default)"},
			&cli.DurationFlag{Name: "kill-every", Value: 30 * time.Second, Usage: "mean time between SIGKILLs of a provider daemon (0: none)"},
			&cli.DurationFlag{Name: "restart-after", Value: 5 * time.Second, Usage: "downtime of a killed daemon"},
			&cli.DurationFlag{Name: "outage-every", Value: 2 * time.Minute, Usage: "mean time between outages: a SIGKILL whose daemon stays down past its jobs' deadlines (0: none)"},
			&cli.DurationFlag{Name: "outage-for", Value: 150 * time.Second, Usage: "downtime of an outage (longer than --deadline, so its jobs fail over)"},
			&cli.DurationFlag{Name: "stall-every", Value: 45 * time.Second, Usage: "mean time between RPC stalls of every host (0: none)"},
			&cli.DurationFlag{Name: "stall-for", Value: 3 * time.Second, Usage: "length of an RPC stall"},
			&cli.DurationFlag{Name: "partition-every", Value: 40 * time.Second, Usage: "mean time between partitions of a provider from the chain (0: none)"},
			&cli.DurationFlag{Name: "partition-for", Value: 10 * time.Second, Usage: "length of a partition"},
			&cli.DurationFlag{Name: "blackhole-every", Value: 60 * time.Second, Usage: "mean time between black-holes of a provider's host: SIGSTOP, its p2p peers and the chain get no answer (0: none)"},
			&cli.DurationFlag{Name: "blackhole-for", Value: 10 * time.Second, Usage: "length of a black-hole"},
			&cli.DurationFlag{Name: "p2p-partition-every", Value: 30 * time.Second, Usage: "mean time between p2p partitions of a requester's host and a provider's (connection gater; 0: none)"},
			&cli.DurationFlag{Name: "p2p-partition-for", Value: 10 * time.Second, Usage: "length of a p2p partition"},
			&cli.DurationFlag{Name: "provider-partition-every", Value: 30 * time.Second, Usage: "mean time between p2p partitions of two provider daemons from each other (their deny files; 0: none)"},
			&cli.DurationFlag{Name: "provider-partition-for", Value: 10 * time.Second, Usage: "length of a partition of two providers"},
			&cli.DurationFlag{Name: "requester-restart-every", Value: 60 * time.Second, Usage: "mean time between restarts of a requester account's client mid-job: closed, down --requester-restart-for, started again on its data dir; its jobs resume from their records (0: none)"},
			&cli.DurationFlag{Name: "requester-restart-for", Value: 5 * time.Second, Usage: "downtime of a restarted requester"},
			&cli.DurationFlag{Name: "disk-full-every", Value: 45 * time.Second, Usage: "mean time between disk-full faults: a provider's data dir (a tmpfs the soak mounts: needs root) filled for --disk-full-for (0: none, and no mount)"},
			&cli.DurationFlag{Name: "disk-full-for", Value: 15 * time.Second, Usage: "how long a provider's disk stays full"},
			&cli.IntFlag{Name: "disk-full-providers", Value: 0, Usage: "`N` providers (the last ones) whose data dirs are tmpfs the disk-full faults fill (default: a fifth of --providers)"},
			&cli.FloatFlag{Name: "drop-rate", Value: 0.01, Usage: "fraction of RPC requests dropped, for every host"},
		},
		run: func(ctx context.Context, e *env, cmd *cli.Command) (benchReport, error) {
			exe, err := os.Executable()
			if err != nil {
				return nil, err
			}
			return soakbench.Run(ctx, soakbench.Config{
				Providers:   int(cmd.Int("providers")),
				Jobs:        int(cmd.Int("jobs")),
				Requesters:  int(cmd.Int("requesters")),
				BurstEvery:  int(cmd.Int("burst-every")),
				ZKEvery:     int(cmd.Int("zk-every")),
				Concurrency: int(cmd.Int("concurrency")),
				Seed:        cmd.Uint64("seed"),
				Deadline:    cmd.Duration("deadline"),
				Retries:     int(cmd.Int("retries")),
				QueueWait:   cmd.Duration("queue-wait"),
				Chaos: soakbench.ChaosConfig{
					KillEvery: cmd.Duration("kill-every"), RestartAfter: cmd.Duration("restart-after"),
					OutageEvery: cmd.Duration("outage-every"), OutageFor: cmd.Duration("outage-for"),
					StallEvery: cmd.Duration("stall-every"), StallFor: cmd.Duration("stall-for"),
					PartitionEvery: cmd.Duration("partition-every"), PartitionFor: cmd.Duration("partition-for"),
					BlackholeEvery: cmd.Duration("blackhole-every"), BlackholeFor: cmd.Duration("blackhole-for"),
					P2PPartitionEvery: cmd.Duration("p2p-partition-every"), P2PPartitionFor: cmd.Duration("p2p-partition-for"),
					ProviderPartitionEvery: cmd.Duration("provider-partition-every"), ProviderPartitionFor: cmd.Duration("provider-partition-for"),
					RequesterRestartEvery: cmd.Duration("requester-restart-every"), RequesterRestartFor: cmd.Duration("requester-restart-for"),
					DiskFullEvery: cmd.Duration("disk-full-every"), DiskFullFor: cmd.Duration("disk-full-for"), DiskFullProviders: int(cmd.Int("disk-full-providers")),
					DropRate: cmd.Float("drop-rate"),
				},
				Command: func(path string) *exec.Cmd { return exec.Command(exe, "provider", "run", "--config", path) },
				Logger:  e.logger,
			})
		},
	}
}
