//go:build linux

package exec

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
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
		code := m.Run()
		if selfPath != "" {
			os.RemoveAll(filepath.Dir(selfPath))
		}
		os.Exit(code)
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
	case strings.HasPrefix(mode, "dial:"):
		c, err := net.DialTimeout("tcp", strings.TrimPrefix(mode, "dial:"), 2*time.Second)
		if err != nil {
			fmt.Println("dial failed:", err)
			os.Exit(3)
		}
		c.Write([]byte("escaped"))
		c.Close()
		fmt.Println("dial ok")
		os.Exit(0)
	case strings.HasPrefix(mode, "read:"):
		if _, err := os.ReadFile(strings.TrimPrefix(mode, "read:")); err != nil {
			fmt.Println("read failed:", err)
			os.Exit(3)
		}
		fmt.Println("read ok")
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

// selfCopy is the test binary copied where the sandbox user (nobody) can execute it: go test
// builds it under a private (0700) directory.
var (
	selfOnce sync.Once
	selfPath string
	selfErr  error
)

func selfCopy(t *testing.T) string {
	t.Helper()
	selfOnce.Do(func() {
		dir, err := os.MkdirTemp("", "gpumesh-exec-test-bin-")
		if err != nil {
			selfErr = err
			return
		}
		selfPath = filepath.Join(dir, "helper")
		b, err := os.ReadFile("/proc/self/exe")
		if err == nil {
			err = os.WriteFile(selfPath, b, 0o755)
		}
		if err == nil {
			err = os.Chmod(dir, 0o755)
		}
		selfErr = err
	})
	if selfErr != nil {
		t.Fatal(selfErr)
	}
	return selfPath
}

func newExec(t *testing.T) *Executor { return newExecCfg(t, Config{}) }

func newExecCfg(t *testing.T, cfg Config) *Executor {
	t.Helper()
	cfg.Commands = map[string]string{"sh": "sh", "self": selfCopy(t)}
	cfg.EnvAllow = []string{"GPUMESH_EXEC_HELPER", "GOOD"}
	e, err := New(cfg)
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
			reason: executor.ReasonOK, stdout: "hi\n" + JobRoot + "\n"},
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

// procsWith returns the host pids whose command line contains token.
func procsWith(t *testing.T, token string) []int {
	t.Helper()
	ents, err := os.ReadDir("/proc")
	if err != nil {
		t.Fatal(err)
	}
	var pids []int
	for _, e := range ents {
		pid, err := strconv.Atoi(e.Name())
		if err != nil || pid == os.Getpid() {
			continue
		}
		cl, err := os.ReadFile(filepath.Join("/proc", e.Name(), "cmdline"))
		if err == nil && strings.Contains(string(cl), token) {
			if st, err := os.ReadFile(filepath.Join("/proc", e.Name(), "stat")); err == nil && strings.Contains(string(st), ") Z ") {
				continue // a zombie waiting for its reaper
			}
			pids = append(pids, pid)
		}
	}
	return pids
}

// waitGone waits until no host process carries token, failing after a deadline.
func waitGone(t *testing.T, token string) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		pids := procsWith(t, token)
		if len(pids) == 0 {
			return
		}
		if time.Now().After(deadline) {
			for _, p := range pids {
				syscall.Kill(p, syscall.SIGKILL) // do not leave it behind
			}
			t.Fatalf("processes %v of the job are still alive after it ended", pids)
		}
		time.Sleep(10 * time.Millisecond) // polling /proc: no event exists for another tree's process
	}
}

// uniqueSleep returns a sleep duration argument no other process on the host carries.
func uniqueSleep(t *testing.T) string {
	return fmt.Sprintf("3600.%d%d", os.Getpid(), time.Now().UnixNano()%1_000_000)
}

// TestKillsWholeGroup checks that a timeout kills children the command started, not only the
// command itself.
func TestKillsWholeGroup(t *testing.T) {
	e := newExec(t)
	tok := uniqueSleep(t)
	j := job(t, "sh", "-c", "sleep "+tok+" & sleep "+tok)
	j.Limits.WallTime = 300 * time.Millisecond
	res, err := e.Run(context.Background(), j)
	if err != nil || res.Reason != executor.ReasonTimeLimit {
		t.Fatalf("err=%v res=%+v", err, res)
	}
	waitGone(t, tok)
}

// TestSetsidChildDies: a child that leaves the job's process group and session (setsid) and
// outlives the command is killed when the job ends, without cgroups (the job's PID namespace
// dies with its init).
func TestSetsidChildDies(t *testing.T) {
	e := newExecCfg(t, Config{CgroupParent: "off"})
	tok := uniqueSleep(t)
	// The child reports once it has its own session; the command waits for that, then exits.
	script := `setsid sh -c 'ps -o sid= -p $$ > "$GPUMESH_OUTPUT/sid.tmp"; mv "$GPUMESH_OUTPUT/sid.tmp" "$GPUMESH_OUTPUT/sid"; exec sleep ` + tok + `' </dev/null >/dev/null 2>&1 &
while [ ! -e "$GPUMESH_OUTPUT/sid" ]; do sleep 0.01; done; echo started`
	j := job(t, "sh", "-c", script)
	j.Limits.WallTime = 20 * time.Second
	res, err := e.Run(context.Background(), j)
	if err != nil || res.Reason != executor.ReasonOK {
		t.Fatalf("err=%v reason=%s detail=%s stderr=%s", err, res.Reason, res.Detail, res.Stderr)
	}
	waitGone(t, tok)
}

// TestNoNetwork: a job cannot connect to a listener on the host's loopback.
func TestNoNetwork(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	accepted := make(chan string, 1)
	go func() {
		c, err := ln.Accept()
		if err != nil {
			return
		}
		b := make([]byte, 16)
		n, _ := c.Read(b)
		c.Close()
		accepted <- string(b[:n])
	}()
	e := newExec(t)
	j := job(t, "self")
	j.Env = map[string]string{"GPUMESH_EXEC_HELPER": "dial:" + ln.Addr().String()}
	res, err := e.Run(context.Background(), j)
	if err != nil {
		t.Fatal(err)
	}
	select {
	case got := <-accepted:
		t.Fatalf("the job connected to the host's 127.0.0.1 and sent %q (stdout %q)", got, res.Stdout)
	default:
	}
	if res.Reason != executor.ReasonExitStatus || !strings.Contains(string(res.Stdout), "dial failed") {
		t.Fatalf("reason %s stdout %q stderr %q: want the dial to fail inside the job", res.Reason, res.Stdout, res.Stderr)
	}
}

// TestRunsAsSandboxUser: the job cannot read a root-only file it can name.
func TestRunsAsSandboxUser(t *testing.T) {
	dir, err := os.MkdirTemp("", "gpumesh-exec-secret-")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(dir)
	os.Chmod(dir, 0o755)
	secret := filepath.Join(dir, "keystore.json")
	if err := os.WriteFile(secret, []byte("SECRET"), 0o600); err != nil {
		t.Fatal(err)
	}
	e := newExec(t)
	j := job(t, "self")
	j.Env = map[string]string{"GPUMESH_EXEC_HELPER": "read:" + secret}
	res, err := e.Run(context.Background(), j)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(res.Stdout), "read failed") || !strings.Contains(string(res.Stdout), "permission denied") {
		t.Fatalf("the job read a root-only file: stdout %q stderr %q", res.Stdout, res.Stderr)
	}
}

// TestForkBombBounded: without cgroups, RLIMIT_NPROC in the job's user namespace bounds how
// many processes it can have.
func TestForkBombBounded(t *testing.T) {
	e := newExecCfg(t, Config{CgroupParent: "off"})
	tok := uniqueSleep(t)
	j := job(t, "sh", "-c", `n=0; while [ $n -lt 200 ]; do sleep `+tok+` & n=$((n+1)); done; sleep 0.2; echo running=$(ls /proc | grep -c '^[0-9]')`)
	j.Limits.Processes = 20
	j.Limits.WallTime = 20 * time.Second
	res, err := e.Run(context.Background(), j)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(res.Stderr), "fork") {
		t.Fatalf("200 forks under limits.processes = 20 all succeeded: reason %s stdout %q stderr %q", res.Reason, res.Stdout, res.Stderr)
	}
	waitGone(t, tok)
}

// TestOutputChecked: links a job leaves in its output are removed and reported, and the output
// quota is checked when the job ends.
func TestOutputChecked(t *testing.T) {
	e := newExec(t)
	t.Run("link removed", func(t *testing.T) {
		j := job(t, "sh", "-c", `ln -s /etc/passwd "$GPUMESH_OUTPUT/l" && echo x > "$GPUMESH_OUTPUT/f"`)
		res, err := e.Run(context.Background(), j)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := os.Lstat(filepath.Join(j.Output.HostPath, "l")); err == nil {
			t.Fatal("the link is still in the output")
		}
		if res.Reason != executor.ReasonSandboxDenied || !strings.Contains(strings.Join(res.Denied, ";"), "l (symbolic link) removed") {
			t.Fatalf("reason %s detail %q denied %q", res.Reason, res.Detail, res.Denied)
		}
		if b, _ := os.ReadFile(filepath.Join(j.Output.HostPath, "f")); string(b) != "x\n" {
			t.Fatalf("regular output lost: %q", b)
		}
	})
	t.Run("bytes", func(t *testing.T) {
		j := job(t, "sh", "-c", `head -c 3000000 /dev/zero > "$GPUMESH_OUTPUT/big"`)
		j.Limits.OutDirBytes = 1 << 20
		res, err := e.Run(context.Background(), j)
		if err != nil {
			t.Fatal(err)
		}
		fi, _ := os.Stat(filepath.Join(j.Output.HostPath, "big"))
		if fi == nil || fi.Size() > 1<<20+1 {
			t.Fatalf("a file grew past RLIMIT_FSIZE: %v", fi)
		}
		if res.Reason != executor.ReasonOutputQuota || !strings.Contains(res.Detail, "limits.out_dir_bytes is 1048576") {
			t.Fatalf("reason %s detail %q: a write cut by the output quota must end with output_quota", res.Reason, res.Detail)
		}
	})
	t.Run("files", func(t *testing.T) {
		j := job(t, "sh", "-c", `for i in 1 2 3 4 5 6; do : > "$GPUMESH_OUTPUT/$i"; done`)
		j.Limits.OutDirFiles = 5
		res, err := e.Run(context.Background(), j)
		if err != nil {
			t.Fatal(err)
		}
		if res.Reason != executor.ReasonOutputQuota || !strings.Contains(res.Detail, "limits.out_dir_files is 5") {
			t.Fatalf("reason %s detail %q", res.Reason, res.Detail)
		}
	})
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
