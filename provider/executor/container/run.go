package container

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	cerrdefs "github.com/containerd/errdefs"
	"github.com/moby/moby/api/pkg/stdcopy"
	"github.com/moby/moby/api/types/container"
	"github.com/moby/moby/client"

	"github.com/gpumesh/gpumesh/provider/executor"
)

// RunOptions are the container-specific parts of a run that [executor.Job] does not carry.
type RunOptions struct {
	// Egress asks for network access. It is refused with ErrEgressNotAllowed unless
	// Config.Egress is EgressAllow.
	Egress bool
	// ImageID, when set, is the image ID (sha256:<hex>, the config digest) the job spec
	// declares; a different image is ErrDigestMismatch.
	ImageID string
	// Entrypoint, when set, replaces the image's entrypoint (the job spec's entrypoint);
	// executor.Job.Args follow it. At most 64 items of at most 4096 bytes, no NUL.
	Entrypoint []string
	// Stdout and Stderr, when set, receive the job's output as it is written (for live logs),
	// up to LiveBytes each; the Result still holds the first Limits.OutputBytes. A writer that
	// fails is dropped for the rest of the run; the run goes on. Unset: executor.Job's.
	Stdout, Stderr io.Writer
	// LiveBytes caps what Stdout and Stderr each receive. Default executor.LiveBytes (64 MiB).
	LiveBytes int64

	// Tests only. weaken changes the sandbox after it is built (a test shows that its escape
	// attempt succeeds without the setting it checks); started is called once the container
	// runs and the executor observes it; denied when the executor first sees a fork refused.
	weaken  func(*container.Config, *container.HostConfig)
	started func()
	denied  func()
}

// Run implements executor.Executor: RunWith with the options the job carries
// (executor.Job.ImageID, Entrypoint, Egress).
func (e *Executor) Run(ctx context.Context, job executor.Job) (executor.Result, error) {
	return e.RunWith(ctx, job, RunOptions{})
}

// removeTimeout bounds the clean-up calls made after a run (also when ctx has ended).
const removeTimeout = 30 * time.Second

// RunWith runs job with opts (unset options come from the job's ImageID, Entrypoint and
// Egress). It returns an error only when the job could not be run (bad job,
// bad image, engine failure); a job that ran is a Result with a Reason. Its container is
// removed before RunWith returns.
func (e *Executor) RunWith(ctx context.Context, job executor.Job, opts RunOptions) (executor.Result, error) {
	// The job's own fields apply where opts leaves them unset; an ImageID in both must agree.
	switch {
	case opts.ImageID == "":
		opts.ImageID = job.ImageID
	case job.ImageID != "" && job.ImageID != opts.ImageID:
		return executor.Result{}, fmt.Errorf("%w: the job names image %s, the options %s: %w", ErrDigestMismatch, job.ImageID, opts.ImageID, executor.ErrBadJob)
	}
	if len(opts.Entrypoint) == 0 {
		opts.Entrypoint = job.Entrypoint
	}
	opts.Egress = opts.Egress || job.Egress
	if opts.Stdout == nil {
		opts.Stdout = job.Stdout
	}
	if opts.Stderr == nil {
		opts.Stderr = job.Stderr
	}
	lim, err := e.cfg.resolveLimits(job.Limits)
	if err != nil {
		return executor.Result{}, err
	}
	if opts.Egress && e.cfg.Egress != EgressAllow {
		return executor.Result{}, fmt.Errorf("%w: the job asks for egress; this provider's executor.container.egress is %q (set it to %q to allow): %w",
			ErrEgressNotAllowed, e.cfg.Egress, EgressAllow, executor.ErrNotAllowed)
	}
	inputs, err := checkInputs(job.Inputs)
	if err != nil {
		return executor.Result{}, err
	}
	if job.Output.HostPath == "" || !filepath.IsAbs(job.Output.HostPath) {
		return executor.Result{}, fmt.Errorf("container: output.host_path %q must be an absolute path: %w", job.Output.HostPath, executor.ErrBadJob)
	}
	if fi, err := os.Lstat(job.Output.HostPath); err != nil || !fi.IsDir() {
		return executor.Result{}, fmt.Errorf("container: output.host_path %s is not a directory: %w", job.Output.HostPath, executor.ErrBadJob)
	}
	if _, err := e.Check(ctx); err != nil {
		return executor.Result{}, err
	}
	imageID, err := e.ensureImage(ctx, job.Module, opts.ImageID)
	if err != nil {
		return executor.Result{}, err
	}
	if os.Geteuid() == 0 {
		// The job runs as the sandbox user; /out must be its to write.
		if err := os.Lchown(job.Output.HostPath, e.uid, e.gid); err != nil {
			return executor.Result{}, fmt.Errorf("container: hand output dir to %s: %w", e.cfg.User, err)
		}
	}
	cfg, host, err := e.cfg.buildSpec(specParams{Image: imageID, JobID: job.ID, Entrypoint: opts.Entrypoint, Args: job.Args, Env: job.Env,
		Inputs: inputs, OutHost: job.Output.HostPath, Devices: job.Devices, Seed: job.Seed, Limits: lim, Egress: opts.Egress})
	if err != nil {
		return executor.Result{}, err
	}
	if opts.weaken != nil {
		opts.weaken(cfg, host)
	}
	res, err := e.runContainer(ctx, job, lim, cfg, host, opts)
	if err != nil {
		return res, err
	}
	chk, err := executor.CheckOutput(job.Output.HostPath)
	if err != nil {
		return res, err
	}
	chk.Apply(&res, lim.OutDirBytes, lim.OutDirFiles)
	e.cfg.Logger.Info("container run", "job_id", job.ID, "image", imageID, "reason", res.Reason,
		"exit_code", res.ExitCode, "wall", res.Usage.WallTime)
	return res, nil
}

// runContainer creates, attaches, starts and waits for the container, enforcing the wall time,
// the output quota and cancellation, and removes it.
func (e *Executor) runContainer(ctx context.Context, job executor.Job, lim limits, cfg *container.Config,
	host *container.HostConfig, opts RunOptions) (executor.Result, error) {
	// Engine calls after start use their own context: a canceled ctx must still stop and remove
	// the container.
	bg, cancelBg := context.WithCancel(context.WithoutCancel(ctx))
	defer cancelBg()
	created, err := e.cli.ContainerCreate(ctx, client.ContainerCreateOptions{Config: cfg, HostConfig: host})
	if err != nil {
		return executor.Result{}, fmt.Errorf("container: create: %w", err)
	}
	id := created.ID
	removed := false
	remove := func() error {
		if removed {
			return nil
		}
		rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), removeTimeout)
		defer cancel()
		_, err := e.cli.ContainerRemove(rctx, id, client.ContainerRemoveOptions{Force: true, RemoveVolumes: true})
		if err != nil && !cerrdefs.IsNotFound(err) {
			return fmt.Errorf("container: remove %s: %w", shortID(id), err)
		}
		removed = true
		return nil
	}
	defer func() {
		if err := remove(); err != nil {
			e.cfg.Logger.Error("container left behind", "job_id", job.ID, "container", shortID(id), "err", err)
		}
	}()

	att, err := e.cli.ContainerAttach(bg, id, client.ContainerAttachOptions{Stream: true, Stdout: true, Stderr: true})
	if err != nil {
		return executor.Result{}, fmt.Errorf("container: attach: %w", err)
	}
	defer att.Close()
	stdout := &executor.CappedBuffer{Max: lim.OutputBytes}
	stderr := &executor.CappedBuffer{Max: lim.OutputBytes}
	live := opts.LiveBytes
	if live <= 0 {
		live = executor.LiveBytes
	}
	copied := make(chan struct{})
	go func() {
		defer close(copied)
		_, _ = stdcopy.StdCopy(executor.Tee(stdout, opts.Stdout, live), executor.Tee(stderr, opts.Stderr, live), att.Reader)
	}()

	waitRes := e.cli.ContainerWait(bg, id, client.ContainerWaitOptions{Condition: container.WaitConditionNextExit})
	start := time.Now()
	// bg, not ctx: a cancel during the call must not leave a started container unwatched; the
	// loop below sees ctx end and stops it.
	if _, err := e.cli.ContainerStart(bg, id, client.ContainerStartOptions{}); err != nil {
		return executor.Result{}, fmt.Errorf("container: start: %w", err)
	}
	obsv := e.observe(bg, id, host)
	defer obsv.close()
	if opts.started != nil {
		opts.started()
	}

	cg := cgroupDirs(id)
	if obsv.pids != nil {
		cg.pidsEvents = obsv.pids.path // the container's own, from /proc/<pid>/cgroup
	}
	w := &watcher{out: job.Output.HostPath, maxBytes: lim.OutDirBytes, maxFiles: lim.OutDirFiles, cgroups: cg}
	obs, err := e.waitContainer(ctx, bg, id, job, lim, w, waitRes, opts)
	if err != nil {
		return executor.Result{}, err
	}
	wall := time.Since(start)
	// The attach stream ends when the container's stdio closes; a grandchild holding it open
	// is gone with the container's PID namespace, so this is quick.
	select {
	case <-copied:
	case <-time.After(5 * time.Second):
		att.Close()
		<-copied
	}
	w.poll() // last look at the pids cgroup, if it still exists
	ins, err := e.cli.ContainerInspect(bg, id, client.ContainerInspectOptions{})
	if err != nil {
		return executor.Result{}, fmt.Errorf("container: inspect: %w", err)
	}
	if ins.Container.State == nil {
		return executor.Result{}, fmt.Errorf("container: inspect %s: no state", shortID(id))
	}
	obs.pidsMax = w.pidsMax
	obs.netChecked, obs.noRoutes, obs.netErr = readNet(obsv.net, obsv.netErr)
	if obsv.pids != nil && obsv.pids.refused() && obs.pidsMax == 0 {
		obs.pidsMax = 1 // the kernel said so; the cgroup (and its count) went with the container
	}
	obs.rootfsChecked, obs.rootfsChanges, err = e.rootfsChanges(bg, id, cfg, host)
	if err != nil {
		e.cfg.Logger.Warn("container diff", "job_id", job.ID, "err", err)
	}
	if err := remove(); err != nil {
		return executor.Result{}, err
	}
	res := executor.Result{
		Stdout: stdout.Bytes(), Stderr: stderr.Bytes(),
		StdoutTruncated: stdout.Truncated(), StderrTruncated: stderr.Truncated(),
		Enforced: []string{"container:network-" + string(host.NetworkMode), "container:readonly-rootfs", "container:cap-drop-all",
			"container:no-new-privileges", "container:seccomp-default", "container:user-" + cfg.User,
			"cgroup:memory", "cgroup:pids", "cgroup:cpu", "rlimit:fsize", "wall-time", "out-quota-watch"},
		Usage:    executor.Usage{WallTime: wall, PeakMemoryBytes: w.peakMemory},
		ExitCode: ins.Container.State.ExitCode,
	}
	if obs.netChecked {
		res.Enforced = append(res.Enforced, "observed:netns-no-route")
	} else if obs.netErr != nil {
		e.cfg.Logger.Warn("container network not observed", "job_id", job.ID, "err", obs.netErr)
	}
	if obs.rootfsChecked {
		res.Enforced = append(res.Enforced, "observed:rootfs-diff")
	}
	classify(&res, ins.Container.State, obs, lim, context.Cause(ctx))
	return res, nil
}

// waitContainer waits for container id to exit, killing it at the wall-time limit, when /out
// crosses its quota and when ctx ends (SIGTERM and job.StopGrace first, where set), and
// reading its cgroup counters meanwhile (into w).
func (e *Executor) waitContainer(ctx, bg context.Context, id string, job executor.Job, lim limits, w *watcher,
	waitRes client.ContainerWaitResult, opts RunOptions) (observation, error) {
	tick := time.NewTicker(e.cfg.QuotaInterval)
	defer tick.Stop()
	// The pids cgroup goes with the container: its counter is read often, so that a job that
	// hits the limit and exits soon after is still seen (on cgroup v2 the kernel's notification,
	// pidsWatch, sees it whenever it happens).
	cgTick := time.NewTicker(cgroupInterval)
	defer cgTick.Stop()
	timer := time.NewTimer(lim.WallTime)
	defer timer.Stop()
	kill := func(sig string) {
		if _, err := e.cli.ContainerKill(bg, id, client.ContainerKillOptions{Signal: sig}); err != nil && !cerrdefs.IsNotFound(err) && !cerrdefs.IsConflict(err) {
			e.cfg.Logger.Warn("kill container", "job_id", job.ID, "signal", sig, "err", err)
		}
	}
	var o observation
	done := ctx.Done()
	var grace <-chan time.Time
	for {
		select {
		case r := <-waitRes.Result:
			if r.Error != nil && r.Error.Message != "" {
				return o, fmt.Errorf("container: wait: %s", r.Error.Message)
			}
			return o, nil
		case err := <-waitRes.Error:
			return o, fmt.Errorf("container: wait: %w", err)
		case <-timer.C:
			o.timedOut = true
			kill("KILL")
		case <-cgTick.C:
			if w.pollCgroups() && opts.denied != nil {
				opts.denied()
			}
		case <-tick.C:
			if o.overQuota == "" {
				if o.overQuota = w.poll(); o.overQuota != "" {
					kill("KILL")
				}
			}
		case <-done:
			o.canceled, done = true, nil
			if job.StopGrace > 0 {
				kill("TERM")
				grace = time.After(job.StopGrace)
			} else {
				kill("KILL")
			}
		case <-grace:
			grace = nil
			kill("KILL")
		}
	}
}

func shortID(id string) string { return id[:min(12, len(id))] }

// watcher measures a running job from the host: the size of /out (to stop a job that crosses
// its quota) and, where the engine's cgroups are visible here, pids.events and peak memory.
type watcher struct {
	out                string
	maxBytes, maxFiles int64
	cgroups            cgroupPaths

	pidsMax    int64
	peakMemory uint64
}

// cgroupInterval is how often a running container's pids.events and peak memory are read.
const cgroupInterval = 20 * time.Millisecond

// pollCgroups reads the container's cgroup counters; it reports whether this read saw the
// first refused fork.
func (w *watcher) pollCgroups() (firstDenial bool) {
	if n := readCounter(w.cgroups.pidsEvents, "max"); n > w.pidsMax {
		firstDenial = w.pidsMax == 0
		w.pidsMax = n
	}
	if p := readUint(w.cgroups.memPeak); p > w.peakMemory {
		w.peakMemory = p
	}
	return firstDenial
}

// poll reads the cgroup counters and returns a non-empty description once /out is over its
// quota.
func (w *watcher) poll() string {
	w.pollCgroups()
	var bytes, files int64
	stop := errors.New("over")
	err := filepath.WalkDir(w.out, func(p string, d fs.DirEntry, err error) error {
		if err != nil || p == w.out {
			return nil // the job may be changing the tree under us
		}
		files++
		if d.Type().IsRegular() {
			if fi, err := d.Info(); err == nil {
				bytes += fi.Size()
			}
		}
		if bytes > w.maxBytes || files > w.maxFiles {
			return stop
		}
		return nil
	})
	if errors.Is(err, stop) {
		if bytes > w.maxBytes {
			return fmt.Sprintf("the output grew past limits.out_dir_bytes %d", w.maxBytes)
		}
		return fmt.Sprintf("the output grew past limits.out_dir_files %d", w.maxFiles)
	}
	return ""
}

type cgroupPaths struct{ pidsEvents, memPeak string }

// cgroupDirs guesses where the engine put the container's cgroup on this host (cgroup v1 or
// v2, cgroupfs or systemd driver). Missing files read as zero.
func cgroupDirs(id string) cgroupPaths {
	const root = "/sys/fs/cgroup"
	for _, c := range []cgroupPaths{
		{root + "/pids/docker/" + id + "/pids.events", root + "/memory/docker/" + id + "/memory.max_usage_in_bytes"},
		{root + "/pids/system.slice/docker-" + id + ".scope/pids.events", root + "/memory/system.slice/docker-" + id + ".scope/memory.max_usage_in_bytes"},
		{root + "/system.slice/docker-" + id + ".scope/pids.events", root + "/system.slice/docker-" + id + ".scope/memory.peak"},
		{root + "/docker/" + id + "/pids.events", root + "/docker/" + id + "/memory.peak"},
	} {
		if _, err := os.Stat(filepath.Dir(c.pidsEvents)); err == nil {
			return c
		}
	}
	return cgroupPaths{}
}

func readCounter(file, key string) int64 {
	if file == "" {
		return 0
	}
	b, err := os.ReadFile(file)
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if k, v, ok := strings.Cut(line, " "); ok && k == key {
			n, _ := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
			return n
		}
	}
	return 0
}

func readUint(file string) uint64 {
	if file == "" {
		return 0
	}
	b, err := os.ReadFile(file)
	if err != nil {
		return 0
	}
	n, _ := strconv.ParseUint(strings.TrimSpace(string(b)), 10, 64)
	return n
}
