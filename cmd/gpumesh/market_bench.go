package main

import (
	"context"
	"time"

	"github.com/urfave/cli/v3"

	"github.com/gpumesh/gpumesh/cmd/gpumesh/bench/matchbench"
	"github.com/gpumesh/gpumesh/market/sim"
)

// defaultTraceDir is where the team keeps the Alibaba GPU trace, relative to the repository root.
const defaultTraceDir = "../shared/data/alibaba-gpu-v2023/"

func marketBenchSpecs() map[string]benchSpec {
	burst := p2pBenchSpecs()["burst"]
	return map[string]benchSpec{
		"match": {
			usage: "matching in one run: burst match latency on N loopback providers (burst_match_p99_ms, target < 50) and decisions per second against a synthetic book on one core (--offers, default 10,000; match_decisions_per_s, target >= 100,000 at 1M offers and >= 2,000,000 at 10k; match_index_build_ms <= 1,000 at 1M; match_index_build_cpu_ms is its CPU over all threads), against the naive scan in the same run (match_speedup_vs_naive, match_agreement), and the index update rate (match_index_updates_per_s)",
			flags: append(burst.flags,
				&cli.IntFlag{Name: "offers", Value: 10_000, Usage: "book size for the throughput part"},
				&cli.DurationFlag{Name: "duration", Value: 2 * time.Second, Usage: "how long the throughput part runs"},
			),
			run: func(ctx context.Context, e *env, cmd *cli.Command) (benchReport, error) {
				latency, err := burst.run(ctx, e, cmd)
				if err != nil {
					return nil, err
				}
				throughput, err := matchbench.RunMatchBench(ctx, matchbench.MatchBenchConfig{
					Offers:   cmd.Int("offers"),
					Duration: cmd.Duration("duration"),
				})
				if err != nil {
					return nil, err
				}
				return combinedReport{latency, throughput}, nil
			},
		},
		"sim": {
			usage: "market simulation on a GPU cluster trace: random/first/best-fit, FGD and the gpumesh market (metrics sim_alloc_ratio_vs_fgd, sim_alloc_ratio_vs_bestfit, sim_alloc_bound, sim_util_ratio_vs_fgd, sim_burst_wait_p99_s, per policy and class wait P50/P99)",
			flags: []cli.Flag{
				&cli.StringFlag{Name: "nodes", Value: defaultTraceDir + "openb_node_list_gpu_node.csv", Usage: "node list CSV `FILE` (sn,cpu_milli,memory_mib,gpu,model)"},
				&cli.StringFlag{Name: "tasks", Value: defaultTraceDir + "openb_pod_list_default.csv", Usage: "task list CSV `FILE` (name,cpu_milli,...,scheduled_time)"},
				&cli.StringFlag{Name: "plot", Value: "sim-allocation.png", Usage: "PNG `FILE` for allocation rate vs arrived demand (empty: no plot)"},
				&cli.FloatFlag{Name: "load", Value: 0.9, Usage: "replay at offered GPU demand `L` x capacity (tasks drawn from the list with their shape and duration); 0 = replay in trace time (see --time-scale)"},
				&cli.BoolFlag{Name: "sweep", Usage: "also run the load replay at loads 0.5, 0.6, ..., 1.2"},
				&cli.DurationFlag{Name: "horizon", Value: 24 * time.Hour, Usage: "simulated time measured in the load replay"},
				&cli.BoolFlag{Name: "ablation", Usage: "add the market with one mechanism off each (repack, preemption, headroom, fragmentation pricing, model scarcity pricing, CPU-aware fragmentation, node-shape scarcity pricing)"},
				&cli.BoolFlag{Name: "replay", Value: true, Usage: "run the replay experiment (it needs the task list's time columns; --replay=false runs workload inflation alone)"},
				&cli.FloatFlag{Name: "time-scale", Value: 1, Usage: "divide arrival times by `X` in the trace-time replay (--load 0; 1 = real trace time)"},
				&cli.Uint64Flag{Name: "seed", Value: 1, Usage: "seed of random-fit and of the load replay's draw"},
			},
			run: func(ctx context.Context, e *env, cmd *cli.Command) (benchReport, error) {
				cfg := sim.SimConfig{
					NodesPath:       cmd.String("nodes"),
					TasksPath:       cmd.String("tasks"),
					PlotPath:        cmd.String("plot"),
					ReplayTimeScale: cmd.Float("time-scale"),
					Load:            cmd.Float("load"),
					LoadHorizon:     cmd.Duration("horizon"),
					Ablations:       cmd.Bool("ablation"),
					SkipReplay:      !cmd.Bool("replay"),
					Seed:            cmd.Uint64("seed"),
					Logger:          e.logger,
				}
				if cmd.Bool("sweep") {
					cfg.Sweep = sim.DefaultSweep
				}
				return sim.RunSim(ctx, cfg)
			},
		},
	}
}
