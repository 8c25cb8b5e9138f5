package container

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	cerrdefs "github.com/containerd/errdefs"
	"github.com/moby/moby/client"

	"github.com/gpumesh/gpumesh/provider/executor"
	"github.com/gpumesh/gpumesh/provider/executor/container/containertest"
)

func newExec(t *testing.T, cfg Config) *Executor {
	t.Helper()
	needEngine(t)
	cfg.Host = engine.Host
	e, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

// jobDirs makes an input dir (readable by the sandbox user) holding one file, and an output dir.
func jobDirs(t *testing.T) (in, out string) {
	t.Helper()
	d := t.TempDir()
	in, out = filepath.Join(d, "in"), filepath.Join(d, "out")
	for _, p := range []string{in, out} {
		if err := os.Mkdir(p, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(in, "data"), []byte("input bytes"), 0o644); err != nil {
		t.Fatal(err)
	}
	return in, out
}

func progJob(in, out string, args ...string) executor.Job {
	return executor.Job{ID: "t", Module: imagePath, Args: args,
		Inputs: []executor.Mount{{HostPath: in, GuestPath: "/in"}}, Output: executor.Mount{HostPath: out},
		Limits: executor.Limits{WallTime: 30 * time.Second}}
}

func run(t *testing.T, e *Executor, job executor.Job) executor.Result {
	t.Helper()
	res, err := e.Run(context.Background(), job)
	if err != nil {
		t.Fatalf("run: %v", err)
	}
	t.Logf("reason=%s exit=%d detail=%q stdout=%q stderr=%q denied=%q enforced=%q", res.Reason, res.ExitCode, res.Detail,
		trunc(res.Stdout), trunc(res.Stderr), res.Denied, res.Enforced)
	return res
}

func trunc(b []byte) string {
	if len(b) > 600 {
		return string(b[:600]) + "..."
	}
	return string(b)
}

// noContainersLeft fails t if the engine still holds a container of this package.
func noContainersLeft(t *testing.T, e *Executor) {
	t.Helper()
	list, err := e.cli.ContainerList(context.Background(), client.ContainerListOptions{All: true,
		Filters: make(client.Filters).Add("label", LabelExecutor+"=container")})
	if err != nil {
		t.Fatal(err)
	}
	if len(list.Items) != 0 {
		t.Fatalf("%d containers left behind", len(list.Items))
	}
}

func TestRunWritesOutput(t *testing.T) {
	e := newExec(t, Config{})
	eng, err := e.Check(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("engine %s, API %s, runtimes %v", eng.Version, eng.APIVersion, eng.Runtimes)
	in, out := jobDirs(t)
	res := run(t, e, progJob(in, out, "write", "hello.txt", "hi there"))
	if res.Reason != executor.ReasonOK || res.ExitCode != 0 {
		t.Fatalf("reason %s exit %d", res.Reason, res.ExitCode)
	}
	if b, err := os.ReadFile(filepath.Join(out, "hello.txt")); err != nil || string(b) != "hi there" {
		t.Fatalf("output %q, %v", b, err)
	}
	if !bytes.Contains(res.Stdout, []byte("wrote hello.txt")) {
		t.Fatalf("stdout %q", res.Stdout)
	}
	noContainersLeft(t, e)
}

func TestDeterministicOutput(t *testing.T) {
	e := newExec(t, Config{})
	in, _ := jobDirs(t)
	runSeed := func(seed string) map[string]string {
		out := filepath.Join(t.TempDir(), "out")
		os.Mkdir(out, 0o755)
		job := progJob(in, out, "seed")
		job.Seed = []byte(seed)
		if res := run(t, e, job); res.Reason != executor.ReasonOK {
			t.Fatalf("reason %s", res.Reason)
		}
		got := map[string]string{}
		filepath.WalkDir(out, func(p string, d os.DirEntry, err error) error {
			if err == nil && d.Type().IsRegular() {
				b, _ := os.ReadFile(p)
				rel, _ := filepath.Rel(out, p)
				got[rel] = string(b)
			}
			return err
		})
		return got
	}
	a, b, c := runSeed("seed-1"), runSeed("seed-1"), runSeed("seed-2")
	if len(a) != 2 || a["result"] != b["result"] || a["sub/hash"] != b["sub/hash"] {
		t.Fatalf("same image, input and seed gave different outputs")
	}
	if a["result"] == c["result"] {
		t.Fatalf("a different seed gave the same output: the seed does not reach the job")
	}
}

func TestEnvironment(t *testing.T) {
	e := newExec(t, Config{EnvAllow: []string{"FOO", "NVIDIA_VISIBLE_DEVICES"}})
	in, out := jobDirs(t)
	job := progJob(in, out, "env")
	job.Env = map[string]string{"FOO": "1", "BAR": "2", "NVIDIA_VISIBLE_DEVICES": "all"}
	job.Seed = []byte{0xab, 0xcd}
	res := run(t, e, job)
	env := string(res.Stdout)
	for _, want := range []string{"FOO=1", "NVIDIA_VISIBLE_DEVICES=void", "GPUMESH_SEED=abcd", "GPUMESH_OUTPUT=/out", "GPUMESH_INPUTS=/in", "HOME=/tmp"} {
		if !strings.Contains(env, want+"\n") {
			t.Errorf("env lacks %s", want)
		}
	}
	for _, bad := range []string{"BAR=", "NVIDIA_VISIBLE_DEVICES=all"} {
		if strings.Contains(env, bad) {
			t.Errorf("env has %s", bad)
		}
	}
}

func TestMemoryLimit(t *testing.T) {
	e := newExec(t, Config{})
	in, out := jobDirs(t)
	job := progJob(in, out, "mem", "256")
	job.Limits.MemoryBytes = 48 << 20
	res := run(t, e, job)
	if res.Reason != executor.ReasonMemoryLimit || !errors.Is(res.Err(), executor.ErrMemoryLimit) {
		t.Fatalf("reason %s, want memory_limit", res.Reason)
	}
}

func TestWallTimeKillsAndRemoves(t *testing.T) {
	e := newExec(t, Config{})
	in, out := jobDirs(t)
	job := progJob(in, out, "sleep", "120s")
	job.Limits.WallTime = 1500 * time.Millisecond
	start := time.Now()
	res := run(t, e, job)
	if res.Reason != executor.ReasonTimeLimit {
		t.Fatalf("reason %s, want time_limit", res.Reason)
	}
	if d := time.Since(start); d > 20*time.Second {
		t.Fatalf("took %s", d)
	}
	noContainersLeft(t, e)
}

func TestCancel(t *testing.T) {
	e := newExec(t, Config{})
	in, out := jobDirs(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var live bytes.Buffer
	started := make(chan struct{})
	go func() {
		<-started // the job has printed: it runs
		cancel()
	}()
	res, err := e.RunWith(ctx, progJob(in, out, "sleep", "120s"), RunOptions{Stdout: &signalWriter{w: &live, first: started}})
	if err != nil {
		t.Fatal(err)
	}
	if res.Reason != executor.ReasonCanceled {
		t.Fatalf("reason %s, want canceled", res.Reason)
	}
	noContainersLeft(t, e)
}

type signalWriter struct {
	w     *bytes.Buffer
	first chan struct{}
	once  atomic.Bool
}

func (s *signalWriter) Write(p []byte) (int, error) {
	if s.once.CompareAndSwap(false, true) {
		close(s.first)
	}
	return s.w.Write(p)
}

func TestSymlinkInOutRemoved(t *testing.T) {
	e := newExec(t, Config{})
	in, out := jobDirs(t)
	res := run(t, e, progJob(in, out, "symlink"))
	if res.Reason != executor.ReasonSandboxDenied || len(res.Denied) != 2 {
		t.Fatalf("reason %s, denied %q: want sandbox_denied and two removed links", res.Reason, res.Denied)
	}
	for _, p := range []string{"passwd", "d/etc"} {
		if _, err := os.Lstat(filepath.Join(out, p)); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("%s still in the output: %v", p, err)
		}
	}
	if b, err := os.ReadFile(filepath.Join(out, "ok")); err != nil || string(b) != "fine" {
		t.Fatalf("regular output lost: %v", err)
	}
}

func TestOutQuotaWatcherKills(t *testing.T) {
	e := newExec(t, Config{QuotaInterval: 100 * time.Millisecond})
	in, out := jobDirs(t)
	job := progJob(in, out, "fillmany")
	job.Limits.OutDirBytes = 2 << 20
	job.Limits.WallTime = 60 * time.Second
	start := time.Now()
	res := run(t, e, job)
	if res.Reason != executor.ReasonOutputQuota || !strings.Contains(res.Detail, "killed") {
		t.Fatalf("reason %s (%s), want output_quota by the watcher", res.Reason, res.Detail)
	}
	if d := time.Since(start); d > 30*time.Second {
		t.Fatalf("took %s", d)
	}
}

func TestOutputCapsAndLiveStream(t *testing.T) {
	e := newExec(t, Config{})
	in, out := jobDirs(t)
	job := progJob(in, out, "talk", "100000")
	job.Limits.OutputBytes = 1000
	var live bytes.Buffer
	res, err := e.RunWith(context.Background(), job, RunOptions{Stdout: &live})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Stdout) != 1000 || !res.StdoutTruncated || len(res.Stderr) != 1000 || !res.StderrTruncated {
		t.Fatalf("stdout %d (truncated %v), stderr %d", len(res.Stdout), res.StdoutTruncated, len(res.Stderr))
	}
	if live.Len() != 100000 {
		t.Fatalf("live stream got %d bytes, want 100000", live.Len())
	}
}

func TestBadImages(t *testing.T) {
	e := newExec(t, Config{MaxImageBytes: 64 << 20})
	in, out := jobDirs(t)
	dir := t.TempDir()
	runMod := func(mod string, opts RunOptions) error {
		job := progJob(in, out, "write", "x", "y")
		job.Module = mod
		_, err := e.RunWith(context.Background(), job, opts)
		return err
	}

	notImage := filepath.Join(dir, "notimage.tar")
	containertest.WriteTar(notImage, map[string][]byte{"hello.txt": []byte("hi")})
	if err := runMod(notImage, RunOptions{}); !errors.Is(err, ErrNotImage) || !errors.Is(err, executor.ErrBadJob) {
		t.Errorf("not an image: %v", err)
	}
	garbage := filepath.Join(dir, "garbage")
	os.WriteFile(garbage, bytes.Repeat([]byte{0xff}, 4096), 0o644)
	if err := runMod(garbage, RunOptions{}); !errors.Is(err, ErrNotImage) {
		t.Errorf("garbage: %v", err)
	}

	img, _ := containertest.ProgramImage(progPath)
	img.ConfigName = strings.Repeat("ab", 32) + ".json"
	wrong := filepath.Join(dir, "wrongname.tar")
	if _, err := containertest.WriteArchive(wrong, img); err != nil {
		t.Fatal(err)
	}
	if err := runMod(wrong, RunOptions{}); !errors.Is(err, ErrDigestMismatch) {
		t.Errorf("config named with a wrong digest: %v", err)
	}
	if err := runMod(imagePath, RunOptions{ImageID: "sha256:" + strings.Repeat("0", 64)}); !errors.Is(err, ErrDigestMismatch) {
		t.Errorf("image id other than the job's: %v", err)
	}

	if err := runMod("busybox:latest", RunOptions{}); !errors.Is(err, ErrTagNotPinned) || !strings.Contains(err.Error(), "@sha256:") {
		t.Errorf("tag: %v", err)
	}

	small := newExec(t, Config{MaxImageBytes: 1 << 20}) // the test image is ~1.5 MiB
	job := progJob(in, out, "write", "x", "y")
	if _, err := small.Run(context.Background(), job); !errors.Is(err, ErrImageTooLarge) {
		t.Errorf("image over the limit: %v", err)
	}
}

func TestCompressedLayerRefused(t *testing.T) {
	// A compressed layer could expand without bound once the engine unpacks it: the archive is
	// refused while it streams, and the engine holds no image afterwards.
	e := newExec(t, Config{})
	img, _ := containertest.ProgramImage(progPath)
	img.GzipLayer, img.Label = true, "gzip"
	p := filepath.Join(t.TempDir(), "gzip.tar")
	id, err := containertest.WriteArchive(p, img)
	if err != nil {
		t.Fatal(err)
	}
	_, err = e.ensureImage(context.Background(), p, "")
	if !errors.Is(err, ErrNotImage) || !strings.Contains(err.Error(), "compressed") {
		t.Fatalf("err %v", err)
	}
	if _, err := e.cli.ImageInspect(context.Background(), id); !cerrdefs.IsNotFound(err) {
		t.Fatalf("image was loaded anyway: %v", err)
	}
}

func TestArchiveOverLimitNotStreamed(t *testing.T) {
	// An archive over max_image_bytes is refused before a byte of it reaches the engine.
	e := newExec(t, Config{MaxImageBytes: 400 << 10})
	img := containertest.Image{Files: []containertest.File{{Path: "f", Mode: 0o644, Data: make([]byte, 600<<10)}},
		Entrypoint: []string{"/f"}, Label: "big"}
	p := filepath.Join(t.TempDir(), "big.tar")
	if _, err := containertest.WriteArchive(p, img); err != nil {
		t.Fatal(err)
	}
	if _, err := e.ensureImage(context.Background(), p, ""); !errors.Is(err, ErrImageTooLarge) || !errors.Is(err, executor.ErrBadJob) {
		t.Fatalf("err %v", err)
	}
	if e.loaded.Load() != 0 {
		t.Fatal("the archive was streamed to the engine")
	}
}

func TestArchiveTagsNotApplied(t *testing.T) {
	e := newExec(t, Config{})
	img, _ := containertest.ProgramImage(progPath)
	img.RepoTags = []string{"gpumesh-victim:latest"}
	img.Label = "tagged"
	p := filepath.Join(t.TempDir(), "tagged.tar")
	id, err := containertest.WriteArchive(p, img)
	if err != nil {
		t.Fatal(err)
	}
	got, err := e.ensureImage(context.Background(), p, id)
	if err != nil || got != id {
		t.Fatalf("load: %s %v", got, err)
	}
	if _, err := e.cli.ImageInspect(context.Background(), "gpumesh-victim:latest"); !cerrdefs.IsNotFound(err) {
		t.Fatalf("the archive's tag was applied in the engine: %v", err)
	}
	if removed, err := e.GC(context.Background(), nil); err != nil || !contains(removed, id) {
		t.Fatalf("gc: %v %v", removed, err)
	}
}

func contains(s []string, v string) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

func TestCacheAndGC(t *testing.T) {
	e := newExec(t, Config{})
	ctx := context.Background()
	img, _ := containertest.ProgramImage(progPath)
	img.Label = "gc"
	p := filepath.Join(t.TempDir(), "gc.tar")
	id, err := containertest.WriteArchive(p, img)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := e.ensureImage(ctx, p, ""); err != nil || got != id {
		t.Fatalf("load: %s %v", got, err)
	}
	// Cached by ID: a second ensureImage streams nothing to the engine.
	before := e.loaded.Load()
	if got, err := e.ensureImage(ctx, p, id); err != nil || got != id {
		t.Fatalf("second load: %s %v", got, err)
	}
	if e.loaded.Load() != before {
		t.Fatal("the cached image was loaded again")
	}
	removed, err := e.GC(ctx, map[string]bool{imageID: true})
	if err != nil || !contains(removed, id) || contains(removed, imageID) {
		t.Fatalf("gc removed %v (%v); want %s and not the kept %s", removed, err, id, imageID)
	}
	if _, err := e.cli.ImageInspect(ctx, id); !cerrdefs.IsNotFound(err) {
		t.Fatalf("image still there after GC: %v", err)
	}
}

func TestEngineDown(t *testing.T) {
	e, err := New(Config{Host: "unix://" + filepath.Join(t.TempDir(), "nothing.sock")})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.Check(context.Background()); !errors.Is(err, ErrEngineUnavailable) || !strings.Contains(err.Error(), "executor.container.host") {
		t.Fatalf("check: %v", err)
	}
	out := t.TempDir()
	_, err = e.Run(context.Background(), executor.Job{Module: "/x.tar", Output: executor.Mount{HostPath: out}})
	if !errors.Is(err, ErrEngineUnavailable) {
		t.Fatalf("run: %v", err)
	}
}
