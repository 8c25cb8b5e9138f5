//go:build linux

package exec

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/provider/executor"
)

// The test binary doubles as a native program: with GPUMESH_EXEC_HELPER set (through the job's
// env allow-list) it does what the variable says instead of running tests.
func TestMain(m *testing.M) {
	switch mode := os.Getenv("GPUMESH_EXEC_HELPER"); {
	case mode == "":
		os.Exit(m.Run())
	case strings.HasPrefix(mode, "alloc:"):
		mib, _ := strconv.Atoi(strings.TrimPrefix(mode, "alloc:"))
		var keep [][]byte
		for i := 0; i < mib; i++ {
			b := make([]byte, 1<<20)
			for j := range b {
				b[j] = 1
			}
			keep = append(keep, b)
		}
		fmt.Println("allocated", len(keep), "MiB")
		os.Exit(0)
	case mode == "rlimits":
		for _, r := range []struct {
			name string
			id   int
		}{{"as", syscall.RLIMIT_AS}, {"cpu", syscall.RLIMIT_CPU}, {"nofile", syscall.RLIMIT_NOFILE}} {
			var l syscall.Rlimit
			syscall.Getrlimit(r.id, &l)
			fmt.Printf("%s=%d\n", r.name, l.Cur)
		}
		_, shim := os.LookupEnv(shimEnv)
		fmt.Printf("shim_env=%v\n", shim)
		os.Exit(0)
	default:
		fmt.Fprintln(os.Stderr, "unknown helper mode", mode)
		os.Exit(2)
	}
}

// raceEnabled is set under -race: ThreadSanitizer cannot start under a 1 GiB RLIMIT_AS.
var raceEnabled bool

func newExec(t *testing.T) *Executor {
	t.Helper()
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	e, err := New(Config{
		Commands: map[string]string{"sh": "sh", "self": self},
		EnvAllow: []string{"GPUMESH_EXEC_HELPER", "GOOD"},
	})
	if err != nil {
		t.Fatal(err)
	}
	return e
}

func job(t *testing.T, cmd string, args ...string) executor.Job {
	return executor.Job{ID: t.Name(), Module: cmd, Args: args,
		Inputs: []executor.Mount{{HostPath: t.TempDir()}}, Output: executor.Mount{HostPath: t.TempDir()}}
}

func TestRun(t *testing.T) {
	e := newExec(t)
	tests := []struct {
		name    string
		job     func(*testing.T) executor.Job
		reason  executor.Reason
		stdout  string
		detail  string
		enforce string
		stderr  string
	}{
		{name: "ok", job: func(t *testing.T) executor.Job { return job(t, "sh", "-c", "echo hi; pwd") },
			reason: executor.ReasonOK, stdout: "hi\n" + os.TempDir() + "/gpumesh-exec-"},
		{name: "exit status", job: func(t *testing.T) executor.Job { return job(t, "sh", "-c", "exit 7") },
			reason: executor.ReasonExitStatus, detail: "exit status 7"},
		{name: "env filtered", job: func(t *testing.T) executor.Job {
			j := job(t, "sh", "-c", `echo "good=$GOOD bad=$BAD"`)
			j.Env = map[string]string{"GOOD": "1", "BAD": "2"}
			return j
		}, reason: executor.ReasonOK, stdout: "good=1 bad=\n"},
		{name: "gpu pinning", job: func(t *testing.T) executor.Job {
			j := job(t, "sh", "-c", `echo "cuda=$CUDA_VISIBLE_DEVICES nv=$NVIDIA_VISIBLE_DEVICES"`)
			j.Devices = []string{"2", "3"}
			return j
		}, reason: executor.ReasonOK, stdout: "cuda=2,3 nv=2,3\n"},
		{name: "no gpus hidden", job: func(t *testing.T) executor.Job {
			return job(t, "sh", "-c", `echo "cuda=[$CUDA_VISIBLE_DEVICES] nv=$NVIDIA_VISIBLE_DEVICES"`)
		}, reason: executor.ReasonOK, stdout: "cuda=[] nv=void\n"},
		{name: "rlimits applied before exec", job: func(t *testing.T) executor.Job {
			j := job(t, "self")
			j.Env = map[string]string{"GPUMESH_EXEC_HELPER": "rlimits"}
			j.Limits = executor.Limits{MemoryBytes: 1 << 30, CPUTime: 5 * time.Second}
			return j
		}, reason: executor.ReasonOK, stdout: "as=1073741824\ncpu=5\nnofile=4096\nshim_env=false\n", enforce: "rlimit:as"},
		{name: "memory rlimit", job: func(t *testing.T) executor.Job {
			// awk doubles a string until malloc fails under RLIMIT_AS ("out of memory", exit 2).
			j := job(t, "sh", "-c", `awk 'BEGIN{s="x"; while(1) s=s s}'`)
			j.Limits = executor.Limits{MemoryBytes: 64 << 20}
			return j
		}, reason: executor.ReasonExitStatus, detail: "address-space rlimit of 67108864 bytes", stderr: "out of memory"},
		{name: "within memory rlimit", job: func(t *testing.T) executor.Job {
			j := job(t, "self")
			j.Env = map[string]string{"GPUMESH_EXEC_HELPER": "alloc:16"}
			j.Limits = executor.Limits{MemoryBytes: 2 << 30}
			return j
		}, reason: executor.ReasonOK, stdout: "allocated 16 MiB"},
		{name: "cpu limit", job: func(t *testing.T) executor.Job {
			j := job(t, "sh", "-c", "while :; do :; done")
			j.Limits = executor.Limits{CPUTime: time.Second}
			return j
		}, reason: executor.ReasonCPULimit, detail: "the limit is 1s", enforce: "rlimit:cpu"},
		{name: "wall time", job: func(t *testing.T) executor.Job {
			j := job(t, "sh", "-c", "sleep 30")
			j.Limits = executor.Limits{WallTime: 200 * time.Millisecond}
			return j
		}, reason: executor.ReasonTimeLimit, detail: "wall-time limit of 200ms"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if raceEnabled && (tc.name == "rlimits applied before exec" || tc.name == "within memory rlimit") {
				t.Skip("the race detector's shadow memory does not fit under RLIMIT_AS")
			}
			res, err := e.Run(context.Background(), tc.job(t))
			if err != nil {
				t.Fatal(err)
			}
			if res.Reason != tc.reason {
				t.Fatalf("reason %s (%s), want %s; stdout=%q stderr=%q", res.Reason, res.Detail, tc.reason, res.Stdout, res.Stderr)
			}
			if !strings.Contains(string(res.Stdout), tc.stdout) || !strings.Contains(res.Detail, tc.detail) {
				t.Fatalf("stdout %q detail %q; want %q / %q", res.Stdout, res.Detail, tc.stdout, tc.detail)
			}
			if !strings.Contains(string(res.Stderr), tc.stderr) {
				t.Fatalf("stderr %q lacks %q", res.Stderr, tc.stderr)
			}
			if !strings.Contains(strings.Join(res.Enforced, ","), tc.enforce) {
				t.Fatalf("enforced %v lacks %q", res.Enforced, tc.enforce)
			}
		})
	}
}

// TestKillsWholeGroup checks that a timeout kills children the command started, not only the
// command itself.
func TestKillsWholeGroup(t *testing.T) {
	e := newExec(t)
	j := job(t, "sh", "-c", `sleep 60 & echo $! > "$GPUMESH_OUTPUT/pid"; sleep 60`)
	j.Limits.WallTime = 300 * time.Millisecond
	res, err := e.Run(context.Background(), j)
	if err != nil || res.Reason != executor.ReasonTimeLimit {
		t.Fatalf("err=%v res=%+v", err, res)
	}
	b, err := os.ReadFile(filepath.Join(j.Output.HostPath, "pid"))
	if err != nil {
		t.Fatal(err)
	}
	pid, _ := strconv.Atoi(strings.TrimSpace(string(b)))
	deadline := time.Now().Add(5 * time.Second)
	for {
		// The grandchild is reparented to init (or a subreaper) and reaped there; until then it
		// is a zombie, which /proc/<pid>/stat shows as state Z.
		st, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
		if err != nil || strings.Contains(string(st), ") Z ") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("child %d still alive after the job was killed: %s", pid, st)
		}
		time.Sleep(10 * time.Millisecond) // polling /proc: no event exists for another parent's child
	}
}

func TestCancel(t *testing.T) {
	e := newExec(t)
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(200*time.Millisecond, cancel)
	res, err := e.Run(ctx, job(t, "sh", "-c", "sleep 30"))
	if err != nil || res.Reason != executor.ReasonCanceled {
		t.Fatalf("err=%v reason=%s", err, res.Reason)
	}
}

func TestNotAllowed(t *testing.T) {
	e := newExec(t)
	_, err := e.Run(context.Background(), job(t, "nvidia-smi"))
	if !errors.Is(err, executor.ErrNotAllowed) || !strings.Contains(err.Error(), "executor.exec.commands.nvidia-smi") ||
		!strings.Contains(err.Error(), "allowed: [self, sh]") {
		t.Fatalf("err = %v", err)
	}
	_, err = e.Run(context.Background(), job(t, "/bin/sh"))
	if !errors.Is(err, executor.ErrNotAllowed) {
		t.Fatalf("a path must not bypass the allow-list: %v", err)
	}
}

func TestNewBadConfig(t *testing.T) {
	for _, tc := range []struct {
		cmds map[string]string
		want string
	}{
		{map[string]string{"x": "/nonexistent/prog"}, "executor.exec.commands.x"},
		{map[string]string{"x": "no-such-program-gpumesh"}, "executor.exec.commands.x"},
		{map[string]string{"a/b": "sh"}, "without slashes"},
	} {
		if _, err := New(Config{Commands: tc.cmds}); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("New(%v) err = %v, want %q", tc.cmds, err, tc.want)
		}
	}
	e, err := New(Config{Commands: map[string]string{"sh": "sh"}})
	if err != nil || !filepath.IsAbs(e.Commands()["sh"]) {
		t.Fatalf("sh not resolved to an absolute path: %v %v", e.Commands(), err)
	}
}

func TestCgroupProbe(t *testing.T) {
	e := newExec(t)
	usable, why := e.CgroupStatus()
	t.Logf("this host: cgroup usable=%v: %s", usable, why)
	if why == "" {
		t.Fatal("no reason given")
	}
	off := probeCgroup("off")
	if off.dir != "" || !strings.Contains(off.why, "disabled") {
		t.Fatalf("off: %+v", off)
	}
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "cgroup.subtree_control"), []byte("cpu pids\n"), 0o644)
	if p := probeDir(dir); p.dir != "" || !strings.Contains(p.why, "memory") {
		t.Fatalf("missing memory controller not reported: %+v", p)
	}
	os.WriteFile(filepath.Join(dir, "cgroup.subtree_control"), []byte("cpu memory pids\n"), 0o644)
	if p := probeDir(dir); p.dir != dir {
		t.Fatalf("delegated parent not accepted: %+v", p)
	}
	mi := filepath.Join(dir, "mountinfo")
	os.WriteFile(mi, []byte("22 1 0:20 / /proc rw - proc proc rw\n41 31 0:38 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw\n"), 0o644)
	if m, err := cgroup2Mount(mi); err != nil || m != "/sys/fs/cgroup/unified" {
		t.Fatalf("mount = %q %v", m, err)
	}
	pc := filepath.Join(dir, "cgroup")
	os.WriteFile(pc, []byte("4:memory:/x\n0::/user.slice/job\n"), 0o644)
	if c, err := ownCgroup(pc); err != nil || c != "/user.slice/job" {
		t.Fatalf("own = %q %v", c, err)
	}
}
