package container

import (
	"context"
	"errors"
	"fmt"
	"os"
	"slices"
	"time"

	"github.com/moby/moby/api/types/container"
	"github.com/moby/moby/client"

	"github.com/gpumesh/gpumesh/provider/executor"
)

// BenchConfig configures [Bench].
type BenchConfig struct {
	// Archive is an image archive (docker save format) whose entrypoint runs the job. Required.
	Archive string
	// Args make the entrypoint run for about JobTime (e.g. "sleep", "5s").
	Args []string
	// Runs is how many warm executor runs and plain runs are measured (alternating). Default 3.
	Runs int
	// Executor is the container executor's config; Host names the engine.
	Executor Config
}

// Bench measures the container executor against a plain container of the same image and job
// on the same engine, in the same run, and returns:
//
//   - container_overhead_ratio: (median executor wall - median plain wall) / median plain wall,
//     where the executor wall is Run's whole duration (create, attach, start, wait, inspect,
//     remove, output check) with the image warm, and the plain wall is create + start + wait +
//     remove through the engine API with no sandbox settings (what `docker run --rm` does);
//   - cold_start_ms: the first run's wall minus the plain median: loading the archive (scan,
//     stream, verify) and the first container;
//   - warm_start_ms: the median executor wall minus the plain median, the executor's own
//     per-run cost;
//   - plain_wall_ms, executor_wall_ms: the medians; cold_wall_ms: the first run.
//
// The image is removed first, so the first run is cold.
func Bench(ctx context.Context, bc BenchConfig) (map[string]float64, error) {
	if bc.Archive == "" {
		return nil, errors.New("container: bench needs an image archive")
	}
	if bc.Runs <= 0 {
		bc.Runs = 3
	}
	e, err := New(bc.Executor)
	if err != nil {
		return nil, err
	}
	defer e.Close()
	if _, err := e.Check(ctx); err != nil {
		return nil, err
	}
	f, err := os.Open(bc.Archive)
	if err != nil {
		return nil, fmt.Errorf("container: bench: %w", err)
	}
	info, err := e.scanArchive(f, bc.Archive)
	f.Close()
	if err != nil {
		return nil, err
	}
	e.removeImage(ctx, info.id) // cold start

	dir, err := os.MkdirTemp("", "gpumesh-container-bench-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	runExec := func() (time.Duration, error) {
		out, err := os.MkdirTemp(dir, "out-")
		if err != nil {
			return 0, err
		}
		job := executor.Job{ID: "bench", Module: bc.Archive, Args: bc.Args, Output: executor.Mount{HostPath: out}}
		start := time.Now()
		res, err := e.Run(ctx, job)
		d := time.Since(start)
		if err != nil {
			return 0, err
		}
		if res.Reason != executor.ReasonOK {
			return 0, fmt.Errorf("container: bench job ended with %s: %s", res.Reason, res.Detail)
		}
		return d, nil
	}
	runPlain := func() (time.Duration, error) {
		start := time.Now()
		c, err := e.cli.ContainerCreate(ctx, client.ContainerCreateOptions{
			Config: &container.Config{Image: info.id, Cmd: bc.Args}, HostConfig: &container.HostConfig{}})
		if err != nil {
			return 0, fmt.Errorf("container: bench plain create: %w", err)
		}
		defer e.cli.ContainerRemove(context.WithoutCancel(ctx), c.ID, client.ContainerRemoveOptions{Force: true})
		w := e.cli.ContainerWait(ctx, c.ID, client.ContainerWaitOptions{Condition: container.WaitConditionNextExit})
		if _, err := e.cli.ContainerStart(ctx, c.ID, client.ContainerStartOptions{}); err != nil {
			return 0, fmt.Errorf("container: bench plain start: %w", err)
		}
		select {
		case r := <-w.Result:
			if r.StatusCode != 0 {
				return 0, fmt.Errorf("container: bench plain run exited %d", r.StatusCode)
			}
		case err := <-w.Error:
			return 0, fmt.Errorf("container: bench plain wait: %w", err)
		}
		if _, err := e.cli.ContainerRemove(ctx, c.ID, client.ContainerRemoveOptions{Force: true}); err != nil {
			return 0, err
		}
		return time.Since(start), nil
	}

	cold, err := runExec()
	if err != nil {
		return nil, err
	}
	var warm, plain []time.Duration
	for i := 0; i < bc.Runs; i++ {
		p, err := runPlain()
		if err != nil {
			return nil, err
		}
		w, err := runExec()
		if err != nil {
			return nil, err
		}
		plain, warm = append(plain, p), append(warm, w)
	}
	slices.Sort(plain)
	slices.Sort(warm)
	pm, wm := plain[len(plain)/2], warm[len(warm)/2]
	ms := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
	return map[string]float64{
		"container_overhead_ratio": float64(wm-pm) / float64(pm),
		"cold_start_ms":            ms(cold - pm),
		"warm_start_ms":            ms(wm - pm),
		"plain_wall_ms":            ms(pm),
		"executor_wall_ms":         ms(wm),
		"cold_wall_ms":             ms(cold),
	}, nil
}
