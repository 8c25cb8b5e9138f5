package main

import (
	"context"
	"time"

	"github.com/urfave/cli/v3"

	"github.com/gpumesh/gpumesh/cmd/gpumesh/bench/containerbench"
)

// containerBenchSpec is `gpumesh bench container` (package cmd/gpumesh/bench/containerbench).
func containerBenchSpec() benchSpec {
	return benchSpec{
		usage: "container executor vs a plain container of the same image and 5 s job on the same Docker engine, plus a cold start with the image fetched by CID (metrics container_overhead_ratio (target <= 0.10), cold_start_ms, warm_start_ms)",
		flags: []cli.Flag{
			&cli.StringFlag{Name: "engine", Value: "unix:///var/run/docker.sock", Usage: "Docker engine socket `URL`", Sources: cli.EnvVars("GPUMESH_DOCKER_HOST")},
			&cli.StringFlag{Name: "archive", Usage: "image archive `FILE` (docker save) whose entrypoint runs the job (default: the bench's own image, built with the Go toolchain)"},
			&cli.StringFlag{Name: "image", Usage: "an image `REF` the engine holds, saved to an archive first (the cold start is not measured)"},
			&cli.StringSliceFlag{Name: "args", Usage: "the job's `ARGS` (default for the bench's own image: sleep <job-time>)"},
			&cli.DurationFlag{Name: "job-time", Value: 5 * time.Second, Usage: "how long the bench's own image runs"},
			&cli.IntFlag{Name: "runs", Value: 3, Usage: "`N` pairs of a plain run and an executor run"},
			&cli.StringFlag{Name: "dir", Usage: "parent `DIR` of the temporary files (default: system temp dir)"},
		},
		run: runContainerBench,
	}
}

func runContainerBench(ctx context.Context, e *env, cmd *cli.Command) (benchReport, error) {
	if cmd.Int("runs") < 1 || cmd.Duration("job-time") <= 0 {
		return nil, usageError("bench container: --runs must be at least 1 and --job-time positive")
	}
	return containerbench.Run(ctx, containerbench.Config{
		Host:    cmd.String("engine"),
		Archive: cmd.String("archive"),
		Image:   cmd.String("image"),
		Args:    cmd.StringSlice("args"),
		JobTime: cmd.Duration("job-time"),
		Runs:    int(cmd.Int("runs")),
		Dir:     cmd.String("dir"),
		Logger:  e.logger,
	})
}
