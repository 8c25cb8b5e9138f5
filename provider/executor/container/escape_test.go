package container

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/moby/moby/api/types/container"

	"github.com/gpumesh/gpumesh/provider/executor"
)

// escapeRun is one run of an escape attempt: its result and what the host saw.
type escapeRun struct {
	res      executor.Result
	in, out  string
	accepted int32 // connections the host's listeners accepted
}

// stdout reports whether the job printed s.
func (r escapeRun) printed(s string) bool { return bytes.Contains(r.res.Stdout, []byte(s)) }

// escape is an escape attempt of the Must-show list. The attempt runs twice: in the sandbox,
// where it must fail, leave the host unchanged and be reported as the executor can observe it
// (sandboxed), and with the setting that stops it switched off (weaken), where escaped must
// see it succeed: a check that cannot see an escape would pass either way, so each weakened run
// shows that its check works.
type escape struct {
	name   string
	args   func(listeners []string) []string
	limits executor.Limits
	// weaken switches off the sandbox setting (or settings: where two layers each stop the
	// attempt, both) that the attempt runs into.
	weaken func(*container.Config, *container.HostConfig)
	// escaped returns how the attempt succeeded, or "".
	escaped func(r escapeRun) string
	// sandboxed checks the sandboxed run beyond "not escaped": the result names what the
	// executor observed.
	sandboxed func(t *testing.T, r escapeRun)
}

// progEscaped: the test program says it escaped (it prints ESCAPED and exits 42).
func progEscaped(r escapeRun) string {
	if r.printed("ESCAPED") || r.res.ExitCode == 42 {
		return "the program reports: " + firstLine(r.res.Stdout, "ESCAPED")
	}
	return ""
}

func firstLine(b []byte, with string) string {
	for _, l := range strings.Split(string(b), "\n") {
		if strings.Contains(l, with) {
			return l
		}
	}
	return fmt.Sprintf("exit %d", 42)
}

// wantReason fails t unless the run ended with reason and, for sandbox_denied, a denial naming
// what.
func wantReason(t *testing.T, r escapeRun, reason executor.Reason, what string) {
	t.Helper()
	if r.res.Reason != reason {
		t.Errorf("reason %s (%s), want %s", r.res.Reason, r.res.Detail, reason)
	}
	if what != "" && !slices.ContainsFunc(r.res.Denied, func(d string) bool { return strings.Contains(d, what) }) {
		t.Errorf("denied %q: want an entry about %q", r.res.Denied, what)
	}
	if reason == executor.ReasonSandboxDenied && !errors.Is(r.res.Err(), executor.ErrSandboxDenied) {
		t.Errorf("Err() = %v, want ErrSandboxDenied", r.res.Err())
	}
}

// invisible: a denial the executor cannot observe (the kernel answers the job with an error and
// counts nothing): the run is an ordinary failure, and the executor's own check of its root
// file system found nothing changed.
func invisible(t *testing.T, r escapeRun) {
	t.Helper()
	if r.res.Reason != executor.ReasonExitStatus || len(r.res.Denied) != 0 {
		t.Errorf("reason %s, denied %q: want exit_status and no denial observed", r.res.Reason, r.res.Denied)
	}
	if !slices.Contains(r.res.Enforced, "observed:rootfs-diff") {
		t.Errorf("enforced %q: the root file system was not checked", r.res.Enforced)
	}
}

func escapes() []escape {
	return []escape{{
		name: "network",
		// afterstart: the job acts once the executor holds its network namespace.
		args: func(ls []string) []string {
			return append(append([]string{"afterstart", "net"}, ls...), "192.0.2.1:9") // TEST-NET-1: never routed here
		},
		weaken: func(c *container.Config, h *container.HostConfig) {
			h.NetworkMode, c.Hostname, c.NetworkDisabled = "host", "", false
		},
		escaped: func(r escapeRun) string {
			if r.accepted > 0 {
				return fmt.Sprintf("the host accepted %d connections", r.accepted)
			}
			return progEscaped(r)
		},
		sandboxed: func(t *testing.T, r escapeRun) {
			wantReason(t, r, executor.ReasonSandboxDenied, "network:")
			if !slices.Contains(r.res.Enforced, "observed:netns-no-route") {
				t.Errorf("enforced %q: the network namespace was not observed", r.res.Enforced)
			}
		},
	}, {
		name: "write outside /out",
		args: func([]string) []string { return []string{"rootwrite"} },
		// The read-only root and the non-root user each stop it.
		weaken: func(c *container.Config, h *container.HostConfig) {
			h.ReadonlyRootfs, c.User = false, "0:0"
		},
		escaped: progEscaped,
		sandboxed: func(t *testing.T, r escapeRun) {
			if !r.printed("read-only file system") {
				t.Errorf("writes not refused as read-only: %s", r.res.Stdout)
			}
			invisible(t, r)
		},
	}, {
		name: "engine socket",
		args: func([]string) []string { return []string{"proc", canary, engine.Socket} },
		weaken: func(c *container.Config, h *container.HostConfig) {
			h.Binds = append(h.Binds, engine.Socket+":"+engine.Socket)
		},
		escaped: progEscaped,
		sandboxed: func(t *testing.T, r escapeRun) {
			invisible(t, r)
		},
	}, {
		name:   "read /proc",
		args:   func([]string) []string { return []string{"proc", canary} },
		weaken: func(c *container.Config, h *container.HostConfig) { h.PidMode = "host" },
		escaped: func(r escapeRun) string {
			if !r.printed(`pid1="/job proc`) {
				return "pid 1 is not the job: the host's processes are visible"
			}
			return progEscaped(r)
		},
		sandboxed: invisible,
	}, {
		name: "escalate privileges",
		args: func([]string) []string { return []string{"suid"} },
		weaken: func(c *container.Config, h *container.HostConfig) {
			h.SecurityOpt = slices.DeleteFunc(h.SecurityOpt, func(s string) bool { return strings.HasPrefix(s, "no-new-privileges") })
		},
		escaped: progEscaped,
		sandboxed: func(t *testing.T, r escapeRun) {
			if !r.printed("euid=65534") {
				t.Errorf("the setuid child did not run as nobody: %s", r.res.Stdout)
			}
			invisible(t, r)
		},
	}, {
		name: "fork bomb",
		// afterstart: the job forks once the executor watches its pids cgroup.
		args:    func([]string) []string { return []string{"afterstart", "forkbomb", "60"} },
		limits:  executor.Limits{Processes: 20},
		weaken:  func(c *container.Config, h *container.HostConfig) { h.PidsLimit = ptr(int64(4000)) },
		escaped: progEscaped,
		sandboxed: func(t *testing.T, r escapeRun) {
			if !r.printed("refused") {
				t.Errorf("no fork refused: %s", r.res.Stdout)
			}
			wantReason(t, r, executor.ReasonSandboxDenied, "fork refused")
		},
	}, {
		name:   "fill /out past its quota",
		args:   func([]string) []string { return []string{"fill", "8388608"} },
		limits: executor.Limits{OutDirBytes: 1 << 20},
		weaken: func(c *container.Config, h *container.HostConfig) {
			h.Ulimits = slices.DeleteFunc(h.Ulimits, func(u *container.Ulimit) bool { return u.Name == "fsize" })
		},
		escaped: func(r escapeRun) string {
			if fi, err := os.Stat(filepath.Join(r.out, "big")); err == nil && fi.Size() > 1<<20+1 {
				return fmt.Sprintf("a file of %d bytes in /out, the quota is %d", fi.Size(), 1<<20)
			}
			return ""
		},
		sandboxed: func(t *testing.T, r escapeRun) {
			wantReason(t, r, executor.ReasonOutputQuota, "")
		},
	}}
}

func ptr[T any](v T) *T { return &v }

// TestEscapeAttempts runs each escape attempt in the sandbox, where it fails, changes nothing
// outside the job's directories and is reported (sandbox_denied where the executor observes
// the denial), and again with its sandbox setting switched off, where the same check sees it
// succeed.
func TestEscapeAttempts(t *testing.T) {
	e := newExec(t, Config{})
	for _, tc := range escapes() {
		t.Run(tc.name, func(t *testing.T) {
			r := runEscape(t, e, tc, nil)
			if how := tc.escaped(r); how != "" {
				t.Fatalf("escaped from the sandbox: %s", how)
			}
			tc.sandboxed(t, r)
			hostUnchanged(t, r)

			w := runEscape(t, e, tc, tc.weaken)
			if tc.escaped(w) == "" {
				t.Fatalf("with the setting switched off the attempt still failed: this check cannot see an escape")
			}
		})
	}
	noContainersLeft(t, e)
}

// runEscape runs tc's attempt, with weaken applied to the sandbox when set.
func runEscape(t *testing.T, e *Executor, tc escape, weaken func(*container.Config, *container.HostConfig)) escapeRun {
	t.Helper()
	in, out := jobDirs(t)
	r := escapeRun{in: in, out: out}
	var accepted atomic.Int32
	var listeners []string
	for _, ip := range []string{"127.0.0.1", hostAddr()} {
		if ip == "" {
			continue
		}
		ln, err := net.Listen("tcp", net.JoinHostPort(ip, "0"))
		if err != nil {
			t.Fatal(err)
		}
		defer ln.Close()
		go func() {
			for {
				c, err := ln.Accept()
				if err != nil {
					return
				}
				accepted.Add(1)
				c.Close()
			}
		}()
		listeners = append(listeners, ln.Addr().String())
	}
	job := progJob(in, out, tc.args(listeners)...)
	lim := tc.limits
	lim.WallTime = job.Limits.WallTime
	job.Limits = lim
	touch := func(name string) func() {
		return func() {
			if err := os.WriteFile(filepath.Join(in, name), nil, 0o644); err != nil {
				t.Error(err)
			}
		}
	}
	opts := RunOptions{weaken: weaken, started: touch("go"), denied: touch("seen")}
	res, err := e.RunWith(context.Background(), job, opts)
	if err != nil {
		t.Fatalf("run (weakened %t): %v", weaken != nil, err)
	}
	t.Logf("weakened=%t reason=%s exit=%d detail=%q denied=%q stdout=%q", weaken != nil, res.Reason, res.ExitCode, res.Detail,
		res.Denied, trunc(res.Stdout))
	r.res, r.accepted = res, accepted.Load()
	return r
}

// hostUnchanged fails t if the job changed its input directory (all it can reach of the host
// besides /out).
func hostUnchanged(t *testing.T, r escapeRun) {
	t.Helper()
	ents, err := os.ReadDir(r.in)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range ents {
		names = append(names, e.Name())
	}
	names = slices.DeleteFunc(names, func(n string) bool { return n == "go" || n == "seen" }) // the test's signals
	if !slices.Equal(names, []string{"data"}) {
		t.Errorf("input dir holds %q, want data", names)
	}
	if b, err := os.ReadFile(filepath.Join(r.in, "data")); err != nil || string(b) != "input bytes" {
		t.Errorf("input changed: %q %v", b, err)
	}
}

// hostAddr returns a non-loopback IPv4 address of this host, or "".
func hostAddr() string {
	addrs, _ := net.InterfaceAddrs()
	for _, a := range addrs {
		if n, ok := a.(*net.IPNet); ok && !n.IP.IsLoopback() && n.IP.To4() != nil {
			return n.IP.String()
		}
	}
	return ""
}

// TestEgressRefusedByPolicy: a job asking for egress under the default policy is refused
// before anything runs.
func TestEgressRefusedByPolicy(t *testing.T) {
	e := newExec(t, Config{})
	in, out := jobDirs(t)
	if _, err := e.RunWith(context.Background(), progJob(in, out, "net"), RunOptions{Egress: true}); !errors.Is(err, ErrEgressNotAllowed) || !errors.Is(err, executor.ErrNotAllowed) {
		t.Fatalf("egress with policy none: %v", err)
	}
}
