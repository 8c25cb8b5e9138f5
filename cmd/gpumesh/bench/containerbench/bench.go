// Package containerbench is `gpumesh bench container`: the container executor
// (provider/executor/container) against a plain container of the same image and job on the same
// engine, measured in the same run, plus a cold start that fetches the image archive by CID from
// another node first.
package containerbench

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"text/tabwriter"
	"time"

	cerrdefs "github.com/containerd/errdefs"
	"github.com/libp2p/go-libp2p"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"
	mcontainer "github.com/moby/moby/api/types/container"
	"github.com/moby/moby/client"

	"github.com/gpumesh/gpumesh/p2p/content"
	"github.com/gpumesh/gpumesh/provider/executor"
	"github.com/gpumesh/gpumesh/provider/executor/container"
)

// Config configures [Run]. Zero fields take the documented defaults.
type Config struct {
	// Host is the engine socket. Default container.DefaultHost.
	Host string
	// Archive is an image archive (docker save format) whose entrypoint runs the job. Default
	// "": Image, else the bench's own image (a static sleeper built with the Go toolchain).
	Archive string
	// Image names an image the engine already holds (saved to an archive first). The engine's
	// image is never removed, so the cold start is not measured with it.
	Image string
	// Args are the job's arguments; they should make it run for about JobTime. Default, for the
	// bench's own image: sleep JobTime; for Archive and Image: none (the image's command).
	Args []string
	// JobTime is how long the bench's own image sleeps. Default 5s (the target's job).
	JobTime time.Duration
	// Runs is how many warm executor runs and plain runs are measured (alternating). Default 3.
	Runs int
	// Dir is the parent of the bench's temporary directory. Default os.TempDir().
	Dir string
	// Logger reports progress. Default: discard.
	Logger *slog.Logger
}

// ErrConfig reports a Config field that cannot be used.
var ErrConfig = errors.New("containerbench: bad config")

// Report is the outcome of [Run].
type Report struct {
	Config  Config
	Engine  container.Engine
	ImageID string
	// ArchiveBytes is the size of the image archive.
	ArchiveBytes int64
	// Plain and Warm are the samples: a plain container (create, start, wait, remove through the
	// engine API with no sandbox settings: what `docker run --rm` does) and the executor's Run
	// with the image warm (create, attach, start, wait, inspect, remove, output check).
	Plain, Warm []time.Duration
	// Fetch is fetching the archive by CID from another loopback node into this node's
	// content store and writing it out as a file; Cold is the first executor run on that file
	// with the image absent from the engine (scan, stream, verify, load, run). Both are 0 when
	// the cold start was not measured (ColdSkipped says why).
	Fetch, Cold time.Duration
	ColdSkipped string
}

func median(ds []time.Duration) time.Duration {
	s := slices.Clone(ds)
	slices.Sort(s)
	if len(s) == 0 {
		return 0
	}
	return s[len(s)/2]
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// Metrics returns:
//
//   - container_overhead_ratio: (median executor wall - median plain wall) / median plain wall
//     (target <= 0.10 for a 5 s job);
//   - warm_start_ms: median executor wall - median plain wall, the executor's own per-run cost;
//   - cold_start_ms: fetch by CID + the first run's wall - median plain wall: what a provider
//     pays before a job on an image it has never seen (absent when not measured);
//   - cid_fetch_ms, cold_wall_ms: the two parts of the cold start;
//   - plain_wall_ms, executor_wall_ms: the medians; image_archive_bytes.
func (r *Report) Metrics() map[string]float64 {
	pm, wm := median(r.Plain), median(r.Warm)
	m := map[string]float64{
		"container_overhead_ratio": float64(wm-pm) / float64(pm),
		"warm_start_ms":            ms(wm - pm),
		"plain_wall_ms":            ms(pm),
		"executor_wall_ms":         ms(wm),
		"image_archive_bytes":      float64(r.ArchiveBytes),
		"runs":                     float64(len(r.Warm)),
	}
	if r.ColdSkipped == "" {
		m["cold_start_ms"] = ms(r.Fetch + r.Cold - pm)
		m["cold_wall_ms"] = ms(r.Cold)
		m["cid_fetch_ms"] = ms(r.Fetch)
	}
	return m
}

// WriteTable writes the run as a table.
func (r *Report) WriteTable(w io.Writer) error {
	pm, wm := median(r.Plain), median(r.Warm)
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintf(tw, "container executor vs plain container, engine %s (API %s), image %s (%d bytes), args %q, %d runs each\n",
		r.Engine.Version, r.Engine.APIVersion, r.ImageID, r.ArchiveBytes, r.Config.Args, len(r.Warm))
	fmt.Fprintln(tw, "what\tmedian wall\tover plain\tsamples")
	samples := func(ds []time.Duration) string {
		var s []string
		for _, d := range ds {
			s = append(s, d.Round(time.Millisecond).String())
		}
		return strings.Join(s, " ")
	}
	fmt.Fprintf(tw, "plain container\t%s\t-\t%s\n", pm.Round(time.Millisecond), samples(r.Plain))
	fmt.Fprintf(tw, "executor, warm image\t%s\t%+.1f%% (%s)\t%s\n", wm.Round(time.Millisecond),
		100*float64(wm-pm)/float64(pm), (wm - pm).Round(time.Millisecond), samples(r.Warm))
	if r.ColdSkipped == "" {
		fmt.Fprintf(tw, "executor, cold: fetch by CID\t%s\t\t\n", r.Fetch.Round(time.Millisecond))
		fmt.Fprintf(tw, "executor, cold: load + run\t%s\t%s\t\n", r.Cold.Round(time.Millisecond), (r.Cold - pm).Round(time.Millisecond))
		fmt.Fprintf(tw, "cold start (fetch + load + run - plain)\t\t%s\t\n", (r.Fetch + r.Cold - pm).Round(time.Millisecond))
	} else {
		fmt.Fprintf(tw, "cold start\tnot measured: %s\t\t\n", r.ColdSkipped)
	}
	fmt.Fprintf(tw, "container_overhead_ratio\t%.4f\t(target <= 0.10)\t\n", float64(wm-pm)/float64(pm))
	return tw.Flush()
}

// Run measures the container executor against a plain container of the same image and job on
// the same engine, in the same run: first a cold start (the archive fetched by CID from a second
// loopback node, the image absent from the engine), then Runs pairs of a plain container and an
// executor run with the image warm. See [Report.Metrics] for what it reports.
func Run(ctx context.Context, cfg Config) (*Report, error) {
	if cfg.Runs <= 0 {
		cfg.Runs = 3
	}
	if cfg.JobTime <= 0 {
		cfg.JobTime = 5 * time.Second
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.Archive != "" && cfg.Image != "" {
		return nil, fmt.Errorf("%w: give an archive or an image, not both", ErrConfig)
	}
	e, err := container.New(container.Config{Host: cfg.Host, Logger: cfg.Logger})
	if err != nil {
		return nil, err
	}
	defer e.Close()
	rep := &Report{}
	if rep.Engine, err = e.Check(ctx); err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp(cfg.Dir, "gpumesh-container-bench-")
	if err != nil {
		return nil, fmt.Errorf("container bench: %w", err)
	}
	defer os.RemoveAll(dir)

	archive := cfg.Archive
	switch {
	case cfg.Image != "":
		archive = filepath.Join(dir, "image.tar")
		if err := saveImage(ctx, e, cfg.Image, archive); err != nil {
			return nil, err
		}
		rep.ColdSkipped = "the image is the engine's own (--image); give an archive to measure a cold start"
	case archive == "":
		if archive, err = ownImage(dir, filepath.Join(os.TempDir(), "gpumesh-containertest-cache")); err != nil {
			return nil, err
		}
		if len(cfg.Args) == 0 {
			cfg.Args = []string{"sleep", cfg.JobTime.String()}
		}
	}
	rep.Config = cfg
	img, err := e.ScanArchive(archive)
	if err != nil {
		return nil, err
	}
	rep.ImageID, rep.ArchiveBytes = img.ID, img.ArchiveBytes

	if rep.ColdSkipped == "" {
		if reason, err := evict(ctx, e.Client(), img.ID); err != nil {
			return nil, err
		} else if reason != "" {
			rep.ColdSkipped = reason
		}
	}
	runExec := func(path string) (time.Duration, error) {
		out, err := os.MkdirTemp(dir, "out-")
		if err != nil {
			return 0, err
		}
		job := executor.Job{ID: "bench", Module: path, Args: cfg.Args, Output: executor.Mount{HostPath: out},
			Limits: executor.Limits{WallTime: cfg.JobTime + 2*time.Minute}}
		start := time.Now()
		res, err := e.RunWith(ctx, job, container.RunOptions{ImageID: img.ID})
		d := time.Since(start)
		if err != nil {
			return 0, err
		}
		if res.Reason != executor.ReasonOK {
			return 0, fmt.Errorf("container bench: the job ended with %s: %s", res.Reason, res.Detail)
		}
		return d, nil
	}

	if rep.ColdSkipped == "" {
		fetched := filepath.Join(dir, "fetched.tar")
		if rep.Fetch, err = fetchByCID(ctx, archive, fetched, dir); err != nil {
			return nil, err
		}
		if rep.Cold, err = runExec(fetched); err != nil {
			return nil, err
		}
		archive = fetched
		cfg.Logger.Info("cold start", "fetch", rep.Fetch, "run", rep.Cold)
	}
	for i := 0; i < cfg.Runs; i++ {
		p, err := runPlain(ctx, e.Client(), img.ID, cfg.Args)
		if err != nil {
			return nil, err
		}
		w, err := runExec(archive)
		if err != nil {
			return nil, err
		}
		rep.Plain, rep.Warm = append(rep.Plain, p), append(rep.Warm, w)
		cfg.Logger.Info("pair", "plain", p, "executor", w)
	}
	return rep, nil
}

// runPlain runs the image like `docker run --rm IMAGE ARGS` through the engine API.
func runPlain(ctx context.Context, cli *client.Client, image string, args []string) (time.Duration, error) {
	start := time.Now()
	c, err := cli.ContainerCreate(ctx, client.ContainerCreateOptions{
		Config: &mcontainer.Config{Image: image, Cmd: args}, HostConfig: &mcontainer.HostConfig{}})
	if err != nil {
		return 0, fmt.Errorf("container bench: plain create: %w", err)
	}
	defer cli.ContainerRemove(context.WithoutCancel(ctx), c.ID, client.ContainerRemoveOptions{Force: true})
	w := cli.ContainerWait(ctx, c.ID, client.ContainerWaitOptions{Condition: mcontainer.WaitConditionNextExit})
	if _, err := cli.ContainerStart(ctx, c.ID, client.ContainerStartOptions{}); err != nil {
		return 0, fmt.Errorf("container bench: plain start: %w", err)
	}
	select {
	case r := <-w.Result:
		if r.StatusCode != 0 {
			return 0, fmt.Errorf("container bench: plain run exited %d", r.StatusCode)
		}
	case err := <-w.Error:
		return 0, fmt.Errorf("container bench: plain wait: %w", err)
	}
	if _, err := cli.ContainerRemove(ctx, c.ID, client.ContainerRemoveOptions{Force: true}); err != nil {
		return 0, fmt.Errorf("container bench: plain remove: %w", err)
	}
	return time.Since(start), nil
}

// evict removes the image from the engine so that the first run is cold, unless someone else
// tagged it (then it returns why the cold start is not measured).
func evict(ctx context.Context, cli *client.Client, id string) (string, error) {
	res, err := cli.ImageInspect(ctx, id)
	if cerrdefs.IsNotFound(err) {
		return "", nil
	}
	if err != nil {
		return "", fmt.Errorf("container bench: inspect %s: %w", id, err)
	}
	for _, t := range res.RepoTags {
		if !strings.HasPrefix(t, container.GCRepository+":") {
			return fmt.Sprintf("the engine holds the image as %s, which the bench does not remove", t), nil
		}
	}
	if _, err := cli.ImageRemove(ctx, id, client.ImageRemoveOptions{Force: true, PruneChildren: true}); err != nil {
		return "", fmt.Errorf("container bench: remove %s for a cold start: %w", id, err)
	}
	return "", nil
}

// saveImage writes the engine's image ref to the archive path.
func saveImage(ctx context.Context, e *container.Executor, ref, path string) error {
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("container bench: %w", err)
	}
	if _, err := e.SaveImage(ctx, ref, f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// fetchByCID adds the archive to a content store on one loopback node, fetches it by CID into a
// second node's store and writes it to dst; it returns the second node's time (fetch and write).
func fetchByCID(ctx context.Context, archive, dst, dir string) (time.Duration, error) {
	node := func(name string) (*content.Store, host.Host, func(), error) {
		h, err := libp2p.New(libp2p.ListenAddrStrings("/ip4/127.0.0.1/tcp/0"), libp2p.DisableRelay())
		if err != nil {
			return nil, nil, nil, err
		}
		s, err := content.New(content.Config{DataDir: filepath.Join(dir, name)}, h, nil)
		if err == nil {
			err = s.Start(ctx)
		}
		if err != nil {
			h.Close()
			return nil, nil, nil, err
		}
		return s, h, func() { s.Close(); h.Close() }, nil
	}
	a, ha, closeA, err := node("store-a")
	if err != nil {
		return 0, fmt.Errorf("container bench: content node: %w", err)
	}
	defer closeA()
	b, hb, closeB, err := node("store-b")
	if err != nil {
		return 0, fmt.Errorf("container bench: content node: %w", err)
	}
	defer closeB()
	c, err := a.AddPath(ctx, archive, content.AddOptions{})
	if err != nil {
		return 0, fmt.Errorf("container bench: add the archive: %w", err)
	}
	from := peer.AddrInfo{ID: ha.ID(), Addrs: ha.Addrs()}
	if err := hb.Connect(ctx, from); err != nil {
		return 0, fmt.Errorf("container bench: connect the content nodes: %w", err)
	}
	start := time.Now()
	if _, err := b.Fetch(ctx, c, content.FetchOptions{Providers: []peer.AddrInfo{from}}); err != nil {
		return 0, fmt.Errorf("container bench: fetch %s: %w", c, err)
	}
	if err := b.GetPath(ctx, c, dst, content.FetchOptions{NoFastPath: true, NoBitswap: true}); err != nil {
		return 0, fmt.Errorf("container bench: write %s: %w", c, err)
	}
	return time.Since(start), nil
}
