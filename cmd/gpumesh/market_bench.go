package main

import (
	"context"

	"github.com/urfave/cli/v3"

	"github.com/gpumesh/gpumesh/market/sim"
)

// defaultTraceDir is where the team keeps the Alibaba GPU trace, relative to the repository root.
const defaultTraceDir = "../shared/data/alibaba-gpu-v2023/"

func marketBenchSpecs() map[string]benchSpec {
	return map[string]benchSpec{
		"sim": {
			usage: "market simulation on a GPU cluster trace: random/first/best-fit, FGD and the gpumesh market (metrics sim_alloc_ratio_vs_fgd, sim_alloc_ratio_vs_bestfit, sim_burst_wait_p99_s)",
			flags: []cli.Flag{
				&cli.StringFlag{Name: "nodes", Value: defaultTraceDir + "openb_node_list_gpu_node.csv", Usage: "node list CSV `FILE` (sn,cpu_milli,memory_mib,gpu,model)"},
				&cli.StringFlag{Name: "tasks", Value: defaultTraceDir + "openb_pod_list_default.csv", Usage: "task list CSV `FILE` (name,cpu_milli,...,scheduled_time)"},
				&cli.StringFlag{Name: "plot", Value: "sim-allocation.png", Usage: "PNG `FILE` for allocation rate vs arrived demand (empty: no plot)"},
				&cli.FloatFlag{Name: "time-scale", Value: 1, Usage: "divide arrival times by `X` in the replay experiment (1 = real trace time)"},
				&cli.Uint64Flag{Name: "seed", Value: 1, Usage: "random-fit seed"},
			},
			run: func(ctx context.Context, e *env, cmd *cli.Command) (benchReport, error) {
				return sim.RunSim(ctx, sim.SimConfig{
					NodesPath:       cmd.String("nodes"),
					TasksPath:       cmd.String("tasks"),
					PlotPath:        cmd.String("plot"),
					ReplayTimeScale: cmd.Float("time-scale"),
					Seed:            cmd.Uint64("seed"),
					Logger:          e.logger,
				})
			},
		},
	}
}
