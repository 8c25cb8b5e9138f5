package wasm

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/provider/executor"
	"github.com/gpumesh/gpumesh/provider/executor/wasm/wasmtest"
)

var (
	progWasm string // testdata/prog built for wasip1
	cacheDir string // wazero compilation cache shared by the tests
)

func TestMain(m *testing.M) {
	tmp, err := os.MkdirTemp("", "wasmtest")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	progWasm, err = wasmtest.Build("testdata/prog", tmp)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.RemoveAll(tmp)
		os.Exit(1)
	}
	cacheDir = wasmtest.CompilationCacheDir(tmp)
	code := m.Run()
	os.RemoveAll(tmp)
	os.Exit(code)
}

func newExec(t *testing.T, cfg Config) *Executor {
	t.Helper()
	cfg.CompilationCacheDir = cacheDir
	e := New(cfg)
	t.Cleanup(func() { e.Close() })
	return e
}

// job returns a job running prog with args, one input dir holding a file and an empty output dir.
func job(t *testing.T, args ...string) executor.Job {
	t.Helper()
	in, out := t.TempDir(), t.TempDir()
	if err := os.WriteFile(filepath.Join(in, "a.txt"), []byte("hello gpumesh"), 0o644); err != nil {
		t.Fatal(err)
	}
	return executor.Job{
		ID:     t.Name(),
		Module: progWasm,
		Args:   args,
		Inputs: []executor.Mount{{HostPath: in}},
		Output: executor.Mount{HostPath: out},
		Seed:   []byte("seed-1"),
	}
}

func TestRunOutcomes(t *testing.T) {
	e := newExec(t, Config{EnvAllow: []string{"GOOD"}})
	tests := []struct {
		name     string
		args     []string
		limits   executor.Limits
		env      map[string]string
		reason   executor.Reason
		sentinel error
		detail   string // substring of Detail
		stdout   string // substring of Stdout
		denied   string // substring of one Denied entry
	}{
		{name: "ok", args: []string{"hello"}, reason: executor.ReasonOK, stdout: "files=1 sum="},
		{name: "exit status", args: []string{"exit", "3"}, reason: executor.ReasonExitStatus,
			sentinel: executor.ErrExitStatus, detail: "exit status 3"},
		{name: "memory limit", args: []string{"alloc", "40"}, limits: executor.Limits{MemoryBytes: 24 << 20},
			reason: executor.ReasonMemoryLimit, sentinel: executor.ErrMemoryLimit, detail: "the limit is 25165824 bytes"},
		{name: "within memory limit", args: []string{"alloc", "8"}, limits: executor.Limits{MemoryBytes: 24 << 20},
			reason: executor.ReasonOK, stdout: "allocated 8 MiB"},
		{name: "time limit", args: []string{"spin"}, limits: executor.Limits{WallTime: 300 * time.Millisecond},
			reason: executor.ReasonTimeLimit, sentinel: executor.ErrTimeLimit, detail: "wall-time limit of 300ms"},
		{name: "open outside mounts", args: []string{"escape", "/etc/passwd"}, reason: executor.ReasonSandboxDenied,
			sentinel: executor.ErrSandboxDenied, denied: `"etc/passwd" outside every mount`},
		{name: "dotdot escape", args: []string{"escape", "/in/../../etc/passwd"}, reason: executor.ReasonSandboxDenied,
			sentinel: executor.ErrSandboxDenied, denied: "outside every mount"},
		{name: "write to input", args: []string{"writein"}, reason: executor.ReasonSandboxDenied,
			sentinel: executor.ErrSandboxDenied, denied: "evil"},
		{name: "env allowed", args: []string{"env", "GOOD"}, env: map[string]string{"GOOD": "1", "BAD": "2"},
			reason: executor.ReasonOK, stdout: `GOOD="1"`},
		{name: "env filtered", args: []string{"env", "BAD"}, env: map[string]string{"GOOD": "1", "BAD": "2"},
			reason: executor.ReasonOK, stdout: `BAD=""`},
		{name: "output capped", args: []string{"spam", "100"}, limits: executor.Limits{OutputBytes: 4096},
			reason: executor.ReasonOK},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			j := job(t, tc.args...)
			j.Limits, j.Env = tc.limits, tc.env
			res, err := e.Run(context.Background(), j)
			if err != nil {
				t.Fatal(err)
			}
			if res.Reason != tc.reason {
				t.Fatalf("reason = %s (%s), want %s; stderr=%s denied=%v", res.Reason, res.Detail, tc.reason, res.Stderr, res.Denied)
			}
			if tc.sentinel != nil && !errors.Is(res.Err(), tc.sentinel) {
				t.Fatalf("Err() = %v, want %v", res.Err(), tc.sentinel)
			}
			if tc.reason == executor.ReasonOK && res.Err() != nil {
				t.Fatalf("Err() = %v for ok", res.Err())
			}
			if !strings.Contains(res.Detail, tc.detail) {
				t.Fatalf("detail %q lacks %q", res.Detail, tc.detail)
			}
			if !strings.Contains(string(res.Stdout), tc.stdout) {
				t.Fatalf("stdout %q lacks %q", res.Stdout, tc.stdout)
			}
			if tc.denied != "" && !strings.Contains(strings.Join(res.Denied, "\n"), tc.denied) {
				t.Fatalf("denied %q lacks %q", res.Denied, tc.denied)
			}
			if tc.name == "output capped" && (len(res.Stdout) != 4096 || !res.StdoutTruncated) {
				t.Fatalf("stdout len %d truncated %v", len(res.Stdout), res.StdoutTruncated)
			}
			if tc.name == "time limit" && res.Usage.WallTime > 5*time.Second {
				t.Fatalf("time limit took %s to enforce", res.Usage.WallTime)
			}
		})
	}
}

func TestDeterministic(t *testing.T) {
	e := newExec(t, Config{})
	run := func(seed string) (string, string) {
		j := job(t, "hello")
		j.Seed = []byte(seed)
		res, err := e.Run(context.Background(), j)
		if err != nil || res.Reason != executor.ReasonOK {
			t.Fatalf("err=%v res=%+v", err, res)
		}
		out, err := os.ReadFile(filepath.Join(j.Output.HostPath, "result"))
		if err != nil {
			t.Fatal(err)
		}
		return string(res.Stdout), string(out)
	}
	s1, o1 := run("a")
	s2, o2 := run("a")
	s3, _ := run("b")
	if s1 != s2 || o1 != o2 {
		t.Fatalf("same seed, different output:\n%s\n%s", s1, s2)
	}
	if s1 == s3 {
		t.Fatalf("different seeds gave the same random bytes: %s", s1)
	}
	if !strings.Contains(s1, "time=2000-01-01T00:00:00") {
		t.Fatalf("clock not fixed at the epoch: %s", s1)
	}
}

// TestSlotFreed runs memory-hungry and looping jobs back to back and checks the host heap returns
// to its baseline: every run's runtime and linear memory are released.
func TestSlotFreed(t *testing.T) {
	e := newExec(t, Config{})
	heap := func() uint64 {
		runtime.GC()
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		return ms.HeapAlloc
	}
	base := heap()
	for i := 0; i < 3; i++ {
		j := job(t, "alloc", "64")
		j.Limits.MemoryBytes = 24 << 20
		if res, err := e.Run(context.Background(), j); err != nil || res.Reason != executor.ReasonMemoryLimit {
			t.Fatalf("run %d: err=%v reason=%s", i, err, res.Reason)
		}
		j = job(t, "spin")
		j.Limits.WallTime = 100 * time.Millisecond
		if res, err := e.Run(context.Background(), j); err != nil || res.Reason != executor.ReasonTimeLimit {
			t.Fatalf("run %d: err=%v reason=%s", i, err, res.Reason)
		}
	}
	if after := heap(); after > base+32<<20 {
		t.Fatalf("heap grew from %d to %d bytes after 6 limited runs", base, after)
	}
}

func TestCanceledByProvider(t *testing.T) {
	e := newExec(t, Config{})
	ctx, cancel := context.WithCancel(context.Background())
	j := job(t, "spin")
	done := make(chan executor.Result, 1)
	go func() {
		res, _ := e.Run(ctx, j)
		done <- res
	}()
	time.AfterFunc(200*time.Millisecond, cancel)
	select {
	case res := <-done:
		if res.Reason != executor.ReasonCanceled {
			t.Fatalf("reason = %s", res.Reason)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("cancel did not stop the module")
	}
}

func TestBadJobs(t *testing.T) {
	e := newExec(t, Config{MaxMemoryBytes: 1 << 30})
	bad := t.TempDir() + "/bad.wasm"
	os.WriteFile(bad, []byte("\x00asm\x01\x00\x00\x00garbage"), 0o644)
	tests := []struct {
		name string
		mod  func(*executor.Job)
		want string
	}{
		{"missing module", func(j *executor.Job) { j.Module = "/nonexistent.wasm" }, "read module"},
		{"not wasm", func(j *executor.Job) { j.Module = bad }, "compile module"},
		{"memory over max", func(j *executor.Job) { j.Limits.MemoryBytes = 2 << 30 }, "exceeds this provider's maximum"},
		{"memory under a page", func(j *executor.Job) { j.Limits.MemoryBytes = 100 }, "below one 64 KiB page"},
		{"relative guest path", func(j *executor.Job) { j.Inputs[0].GuestPath = "in" }, "clean absolute path"},
		{"input not a dir", func(j *executor.Job) { j.Inputs[0].HostPath = "/nonexistent" }, "is not a directory"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			j := job(t, "hello")
			tc.mod(&j)
			_, err := e.Run(context.Background(), j)
			if !errors.Is(err, executor.ErrBadJob) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err = %v, want ErrBadJob with %q", err, tc.want)
			}
		})
	}
}

func BenchmarkRunHello(b *testing.B) {
	e := New(Config{CompilationCacheDir: cacheDir})
	defer e.Close()
	in, out := b.TempDir(), b.TempDir()
	os.WriteFile(filepath.Join(in, "a"), bytes.Repeat([]byte("x"), 1<<16), 0o644)
	j := executor.Job{Module: progWasm, Args: []string{"hello"},
		Inputs: []executor.Mount{{HostPath: in}}, Output: executor.Mount{HostPath: out}}
	for b.Loop() {
		if res, err := e.Run(context.Background(), j); err != nil || res.Reason != executor.ReasonOK {
			b.Fatal(err, res.Reason)
		}
	}
}

// TestConcurrentIsolation runs jobs with different limits at once on one executor: each gets its
// own limit, denial log and outcome.
func TestConcurrentIsolation(t *testing.T) {
	e := newExec(t, Config{})
	type tc struct {
		args   []string
		mem    uint64
		reason executor.Reason
	}
	cases := []tc{
		{[]string{"hello"}, 0, executor.ReasonOK},
		{[]string{"alloc", "40"}, 24 << 20, executor.ReasonMemoryLimit},
		{[]string{"alloc", "40"}, 128 << 20, executor.ReasonOK},
		{[]string{"escape", "/etc/passwd"}, 0, executor.ReasonSandboxDenied},
		{[]string{"hello"}, 0, executor.ReasonOK},
	}
	results := make([]executor.Result, len(cases))
	errs := make([]error, len(cases))
	var wg sync.WaitGroup
	for i, c := range cases {
		j := job(t, c.args...)
		j.Limits.MemoryBytes = c.mem
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i], errs[i] = e.Run(context.Background(), j)
		}()
	}
	wg.Wait()
	for i, c := range cases {
		if errs[i] != nil || results[i].Reason != c.reason {
			t.Errorf("job %d %v: err=%v reason=%s (%s)", i, c.args, errs[i], results[i].Reason, results[i].Detail)
		}
		if c.reason == executor.ReasonOK && len(results[i].Denied) > 0 {
			t.Errorf("job %d saw another job's denials: %v", i, results[i].Denied)
		}
	}
}

func TestModuleCacheEviction(t *testing.T) {
	e := newExec(t, Config{MaxModules: 1})
	empty := filepath.Join(t.TempDir(), "empty.wasm")
	if err := os.WriteFile(empty, []byte("\x00asm\x01\x00\x00\x00"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, mod := range []string{progWasm, empty, progWasm} {
		j := job(t, "hello")
		j.Module = mod
		res, err := e.Run(context.Background(), j)
		if err != nil || res.Reason != executor.ReasonOK {
			t.Fatalf("%s: err=%v reason=%s", mod, err, res.Reason)
		}
		e.mu.Lock()
		n := len(e.mods)
		e.mu.Unlock()
		if n != 1 {
			t.Fatalf("%d modules cached, want 1", n)
		}
	}
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := e.Run(context.Background(), job(t, "hello")); err == nil || !strings.Contains(err.Error(), "closed") {
		t.Fatalf("run after close: %v", err)
	}
}
