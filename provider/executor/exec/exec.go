//go:build linux

// Package exec runs a native command the provider's owner allowed by name in config (for CUDA
// programs and other native tools). It is opt-in and weaker than the wasm sandbox: the command
// sees the host's file system with the permissions of an unprivileged user. What it enforces:
//
//   - Allow-list: only names under [executor.exec.commands] run; paths are resolved to absolute,
//     symlink-free paths when the config is loaded ([New]).
//   - Namespaces: every run gets its own user, PID, mount and network namespaces. The user
//     namespace maps the job's uid/gid 0 to [Config.SandboxUID]/[Config.SandboxGID] (default
//     65534, nobody/nogroup, when the daemon runs as root; a daemon that is not root can map only
//     its own uid), so on the host the job is that unprivileged user: it cannot read the daemon's
//     keystore or config, and its capabilities reach only its own namespaces. The PID namespace
//     has the command as its init: when the command exits, the kernel kills every process left in
//     it, including setsid'd ones, and RLIMIT_NPROC (Limits.Processes) bounds a fork bomb even
//     without cgroups. The network namespace holds only a loopback device that is down: no
//     connection leaves the job, not even to the host's 127.0.0.1. Where the namespaces cannot be
//     created, Run and [Executor.Allowed] refuse exec jobs with [ErrNoIsolation].
//   - Mounts: the job gets its scratch dir at [JobRoot] and its directories under JobRoot/mnt (in0, in1, ... read-only; out;
//     checkpoint), all nosuid and nodev. The daemon clones each as a detached mount (open_tree)
//     and the shim attaches it (move_mount), so they are reachable although the daemon's data
//     dir is private (0700); GPUMESH_INPUTS, GPUMESH_OUTPUT and GPUMESH_CHECKPOINT_DIR name
//     those paths. The output and checkpoint dirs
//     are handed to the sandbox user. The program itself is executed at its configured path, so
//     it and its directories must be readable and executable by that user.
//   - Process group: the command leads its own process group; on timeout, cancel or exit, the
//     whole group is SIGKILLed. Pdeathsig kills the leader if the daemon dies. A program run as
//     the namespace's init ignores signals it has no handler for: SIGTERM on cancel reaches only
//     programs that handle it (the checkpoint contract); the rest get SIGKILL after StopGrace.
//   - Output: RLIMIT_FSIZE caps each file the job writes at Limits.OutDirBytes+1 while it writes
//     (one byte over, so a capped output file fails the check below; a program killed by
//     SIGXFSZ ends with [executor.ReasonOutputQuota]);
//     when it ends, the output directory is checked against Limits.OutDirBytes and
//     Limits.OutDirFiles ([executor.ReasonOutputQuota]), and anything in it that is not a regular
//     file or a directory (a symbolic link, a device, a FIFO) is removed and reported as a
//     sandbox denial, so the result never holds a link.
//   - Scratch: a fresh directory per run under [Config.ScratchRoot] (HOME, TMPDIR and the working
//     directory, seen at JobRoot), removed after.
//   - rlimits, set by a re-exec shim before the command starts (no race with the command):
//     RLIMIT_CPU (Limits.CPUTime), RLIMIT_AS (Limits.MemoryBytes, only for jobs without GPUs: CUDA
//     reserves far more virtual address space than it uses), RLIMIT_NOFILE 4096, RLIMIT_CORE 0.
//   - cgroup v2, when a cgroup2 mount with the memory, cpu and pids controllers is writable under
//     [Config.CgroupParent] (default: this process's own cgroup): memory.max, cpu.max (one CPU's
//     worth per Limits.CPUTime is not expressible, so cpu.max is set from Config.CPUQuota), pids.max;
//     the child is born in the cgroup (clone3 CLONE_INTO_CGROUP) and an OOM kill is reported as
//     [executor.ReasonMemoryLimit]. [executor.Result.Enforced] says which mechanisms applied, and
//     [Executor.CgroupStatus] says why cgroups did not.
//   - Environment: only names in [Config.EnvAllow] pass from the job; the executor sets HOME,
//     TMPDIR, PATH, GPUMESH_INPUTS (colon-separated input dirs), GPUMESH_OUTPUT, and pins GPUs
//     with CUDA_VISIBLE_DEVICES and NVIDIA_VISIBLE_DEVICES from Job.Devices (an empty list hides
//     every GPU: CUDA_VISIBLE_DEVICES="" and NVIDIA_VISIBLE_DEVICES=void).
//
// The shim is this package's init function: a process started with the environment variable
// _GPUMESH_EXEC_SHIM makes the bind mounts and applies the rlimits it names, removes the variable
// and execs the command. The daemon starts it from its own binary through a descriptor
// (/proc/self/fd/3), so the binary need not be reachable by the sandbox user. Any binary that
// links this package therefore works as its own shim; nothing else changes.
package exec

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	osexec "os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"syscall"
	"time"

	"golang.org/x/sys/unix"

	"github.com/gpumesh/gpumesh/provider/executor"
)

// ConfigKeyCommands is the config table that allows native commands by name.
const ConfigKeyCommands = "executor.exec.commands"

const shimEnv = "_GPUMESH_EXEC_SHIM"

// JobRoot is where a job finds its scratch directory (its working directory, HOME and TMPDIR)
// inside its mount namespace; its input, output and checkpoint dirs are under JobRoot/mnt. On the
// host it is an empty directory owned by root that only serves as the mount point: each job
// mounts its own scratch dir over it, in its own namespace.
const JobRoot = "/tmp/gpumesh-job"

// ensureJobRoot creates JobRoot on the host, or checks that the one there is a root-owned
// directory (in a world-writable /tmp, anyone could have planted something else).
func ensureJobRoot() error {
	if err := os.Mkdir(JobRoot, 0o755); err != nil && !errors.Is(err, fs.ErrExist) {
		return fmt.Errorf("create mount point %s: %w", JobRoot, err)
	}
	fi, err := os.Lstat(JobRoot)
	if err != nil {
		return err
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !fi.IsDir() || !ok || int(st.Uid) != os.Geteuid() || fi.Mode().Perm()&0o022 != 0 {
		return fmt.Errorf("mount point %s is not a directory owned by uid %d and writable only by it (%s); remove it", JobRoot, os.Geteuid(), fi.Mode())
	}
	return nil
}

// Config configures the exec executor. Zero fields take the documented defaults.
type Config struct {
	// Commands maps the names jobs may use to programs: an absolute path, or a name looked up in
	// PATH when the config is loaded. Default: none (every job is refused).
	Commands map[string]string
	// EnvAllow lists the environment variable names a job may set. Default none.
	EnvAllow []string
	// ScratchRoot holds the per-run scratch dirs. Default os.TempDir().
	ScratchRoot string
	// CgroupParent is a cgroup v2 directory this process may create children in. Default "": the
	// process's own cgroup on the cgroup2 mount. "off" disables cgroups.
	CgroupParent string
	// CPUQuota is the cgroup cpu.max quota in CPUs (e.g. 2 for two cores). Default 1.
	CPUQuota float64
	// DefaultWallTime applies when a job sets none. Default 10 minutes.
	DefaultWallTime time.Duration
	// DefaultOutputBytes caps captured stdout and stderr (each). Default 1 MiB.
	DefaultOutputBytes int64
	// DefaultProcesses is the cgroup pids.max and RLIMIT_NPROC when the job sets none.
	// Default 256.
	DefaultProcesses uint64
	// SandboxUID and SandboxGID are the host ids a job runs as (its uid/gid 0 inside its user
	// namespace). Default 65534 (nobody/nogroup) when the daemon runs as root; a daemon that is
	// not root always maps its own ids, and setting these then is an error.
	SandboxUID, SandboxGID int
	// DefaultOutDirBytes and DefaultOutDirFiles bound the output directory when a job sets no
	// quota. Defaults executor.DefaultOutDirBytes and executor.DefaultOutDirFiles.
	DefaultOutDirBytes, DefaultOutDirFiles int64
	// Logger receives one line per run. Default: discard.
	Logger *slog.Logger
}

// Executor runs allowed native commands. Safe for concurrent use.
type Executor struct {
	cfg  Config
	cmds map[string]string

	cgroupOnce sync.Once
	cgroup     cgroupProbe

	isoOnce sync.Once
	isoErr  error
}

// ErrNoIsolation: the host cannot give exec jobs their own user, PID, mount and network
// namespaces, so exec jobs are refused.
var ErrNoIsolation = errors.New("exec: cannot isolate jobs in their own namespaces")

// New resolves every allowed command to an absolute executable path. An entry that does not
// resolve is an error naming its config key.
func New(cfg Config) (*Executor, error) {
	if cfg.ScratchRoot == "" {
		cfg.ScratchRoot = os.TempDir()
	}
	if cfg.CPUQuota <= 0 {
		cfg.CPUQuota = 1
	}
	if cfg.DefaultWallTime == 0 {
		cfg.DefaultWallTime = 10 * time.Minute
	}
	if cfg.DefaultOutputBytes == 0 {
		cfg.DefaultOutputBytes = 1 << 20
	}
	if cfg.DefaultProcesses == 0 {
		cfg.DefaultProcesses = 256
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.DefaultOutDirBytes <= 0 {
		cfg.DefaultOutDirBytes = executor.DefaultOutDirBytes
	}
	if cfg.DefaultOutDirFiles <= 0 {
		cfg.DefaultOutDirFiles = executor.DefaultOutDirFiles
	}
	switch {
	case os.Geteuid() != 0 && (cfg.SandboxUID != 0 || cfg.SandboxGID != 0):
		return nil, fmt.Errorf("exec: executor.exec.sandbox_uid/sandbox_gid need a daemon running as root (this one runs as uid %d); remove them to run jobs as the daemon's own uid in a user namespace", os.Geteuid())
	case os.Geteuid() != 0:
		cfg.SandboxUID, cfg.SandboxGID = os.Geteuid(), os.Getegid()
	default:
		if cfg.SandboxUID == 0 {
			cfg.SandboxUID = 65534
		}
		if cfg.SandboxGID == 0 {
			cfg.SandboxGID = 65534
		}
	}
	cmds := make(map[string]string, len(cfg.Commands))
	for name, p := range cfg.Commands {
		key := ConfigKeyCommands + "." + name
		if name == "" || strings.ContainsAny(name, "/ \t") {
			return nil, fmt.Errorf("exec: %s: command name must be non-empty without slashes or spaces: %w", key, executor.ErrBadJob)
		}
		abs, err := osexec.LookPath(p)
		if err != nil {
			return nil, fmt.Errorf("exec: %s = %q: %v; set it to an existing executable's absolute path", key, p, err)
		}
		if abs, err = filepath.Abs(abs); err == nil {
			abs, err = filepath.EvalSymlinks(abs)
		}
		if err != nil {
			return nil, fmt.Errorf("exec: %s = %q: %w", key, p, err)
		}
		cmds[name] = abs
	}
	return &Executor{cfg: cfg, cmds: cmds}, nil
}

// Commands returns the allowed names and their resolved paths.
func (e *Executor) Commands() map[string]string {
	out := make(map[string]string, len(e.cmds))
	for k, v := range e.cmds {
		out[k] = v
	}
	return out
}

// CgroupStatus says whether runs get cgroup v2 limits, and if not, why. The first call (or the
// first Run) probes the cgroup hierarchy and may enable controllers in the parent's
// cgroup.subtree_control.
func (e *Executor) CgroupStatus() (usable bool, why string) {
	p := e.probe()
	return p.dir != "", p.why
}

func (e *Executor) probe() cgroupProbe {
	e.cgroupOnce.Do(func() { e.cgroup = probeCgroup(e.cfg.CgroupParent) })
	return e.cgroup
}

type shimSpec struct {
	Path    string            `json:"path"`
	RLimits map[string]uint64 `json:"rlimits"`
	// Mounts are bind mounts made in the job's mount namespace before the command starts.
	Mounts []shimMount `json:"mounts,omitempty"`
	// Probe: only check that the namespaces work (make mounts private) and exit 0.
	Probe bool `json:"probe,omitempty"`
}

// shimMount attaches the detached mount open as descriptor FD in the shim at Target (its
// read-only and nosuid/nodev attributes are set by the daemon, see detachedMount).
type shimMount struct {
	FD     int    `json:"fd"`
	Target string `json:"target"`
}

var rlimitIDs = map[string]int{
	"as":     syscall.RLIMIT_AS,
	"cpu":    syscall.RLIMIT_CPU,
	"nofile": syscall.RLIMIT_NOFILE,
	"core":   syscall.RLIMIT_CORE,
	"fsize":  syscall.RLIMIT_FSIZE,
	"nproc":  6, // RLIMIT_NPROC (not in package syscall)
}

// Allowed returns nil if command may run, else an error matching executor.ErrNotAllowed that
// names the config key to change. Callers use it to refuse a job before accepting it.
func (e *Executor) Allowed(command string) error {
	if _, ok := e.cmds[command]; ok {
		return e.Isolation()
	}
	names := make([]string, 0, len(e.cmds))
	for n := range e.cmds {
		names = append(names, n)
	}
	sort.Strings(names)
	return fmt.Errorf("exec: command %q: %w; allowed: [%s]; to allow it add %s.%s = \"/path/to/program\" to the provider config",
		command, executor.ErrNotAllowed, strings.Join(names, ", "), ConfigKeyCommands, command)
}

// Run implements executor.Executor.
func (e *Executor) Run(ctx context.Context, job executor.Job) (executor.Result, error) {
	path, ok := e.cmds[job.Module]
	if !ok {
		return executor.Result{}, e.Allowed(job.Module)
	}
	lim := job.Limits
	if lim.WallTime == 0 {
		lim.WallTime = e.cfg.DefaultWallTime
	}
	if lim.OutputBytes == 0 {
		lim.OutputBytes = e.cfg.DefaultOutputBytes
	}
	if lim.Processes == 0 {
		lim.Processes = e.cfg.DefaultProcesses
	}
	if lim.OutDirBytes == 0 {
		lim.OutDirBytes = e.cfg.DefaultOutDirBytes
	}
	if lim.OutDirFiles == 0 {
		lim.OutDirFiles = e.cfg.DefaultOutDirFiles
	}
	if lim.WallTime < 0 || lim.CPUTime < 0 || lim.OutputBytes < 0 || lim.OutDirBytes < 0 || lim.OutDirFiles < 0 {
		return executor.Result{}, fmt.Errorf("exec: negative limit in %+v: %w", lim, executor.ErrBadJob)
	}
	if job.Output.HostPath == "" {
		return executor.Result{}, fmt.Errorf("exec: job has no output dir: %w", executor.ErrBadJob)
	}
	if err := e.Isolation(); err != nil {
		return executor.Result{}, err
	}
	if err := ensureJobRoot(); err != nil {
		return executor.Result{}, fmt.Errorf("exec: %w", err)
	}
	scratch, err := os.MkdirTemp(e.cfg.ScratchRoot, "gpumesh-exec-")
	if err != nil {
		return executor.Result{}, fmt.Errorf("exec: scratch dir: %w", err)
	}
	defer os.RemoveAll(scratch)

	var enforced []string
	spec := shimSpec{Path: path, RLimits: map[string]uint64{"nofile": 4096, "core": 0,
		"nproc": lim.Processes, "fsize": uint64(lim.OutDirBytes) + 1}}
	enforced = append(enforced, "rlimit:nofile", "rlimit:core", "rlimit:nproc", "rlimit:fsize", "process-group", "wall-time",
		"namespace:user", "namespace:pid", "namespace:mount", "namespace:network")
	view, err := e.prepareMounts(scratch, job, &spec)
	defer view.close()
	if err != nil {
		return executor.Result{}, fmt.Errorf("exec: prepare mounts: %w", err)
	}
	if lim.CPUTime > 0 {
		spec.RLimits["cpu"] = uint64((lim.CPUTime + time.Second - 1) / time.Second)
		enforced = append(enforced, "rlimit:cpu")
	}
	if lim.MemoryBytes > 0 && len(job.Devices) == 0 {
		spec.RLimits["as"] = lim.MemoryBytes
		enforced = append(enforced, "rlimit:as")
	}
	specJSON, _ := json.Marshal(spec)

	env := executor.FilterEnv(job.Env, e.cfg.EnvAllow)
	env = append(env,
		"HOME="+JobRoot, "TMPDIR="+JobRoot, "PATH=/usr/local/bin:/usr/bin:/bin",
		"GPUMESH_INPUTS="+strings.Join(view.inputs, ":"), "GPUMESH_OUTPUT="+view.output,
		shimEnv+"="+string(specJSON))
	if view.checkpoint != "" {
		env = append(env, "GPUMESH_CHECKPOINT_DIR="+view.checkpoint)
	}
	if len(job.Devices) == 0 {
		env = append(env, "CUDA_VISIBLE_DEVICES=", "NVIDIA_VISIBLE_DEVICES=void")
	} else {
		d := strings.Join(job.Devices, ",")
		env = append(env, "CUDA_VISIBLE_DEVICES="+d, "NVIDIA_VISIBLE_DEVICES="+d)
	}

	cg, cgErr := e.probe().create(job.ID, lim, e.cfg.CPUQuota)
	if cg != nil {
		defer cg.remove()
		enforced = append(enforced, "cgroup:memory.max", "cgroup:cpu.max", "cgroup:pids.max")
	} else if cgErr != nil {
		e.cfg.Logger.Warn("cgroup limits not applied", "job_id", job.ID, "err", cgErr)
	}

	stdout := &executor.CappedBuffer{Max: lim.OutputBytes}
	stderr := &executor.CappedBuffer{Max: lim.OutputBytes}
	start := time.Now()
	cmd, err := e.start(path, job.Args, env, view.files, stdout, stderr, cg)
	if err != nil && cg != nil {
		// CLONE_INTO_CGROUP can fail (e.g. the no-internal-processes rule); run without the cgroup.
		e.cfg.Logger.Warn("start in cgroup failed, running with rlimits only", "job_id", job.ID, "err", err)
		cg.remove()
		cg = nil
		enforced = enforced[:len(enforced)-3]
		cmd, err = e.start(path, job.Args, env, view.files, stdout, stderr, nil)
	}
	if err != nil {
		return executor.Result{}, fmt.Errorf("exec: start %s: %w", job.Module, err)
	}
	pgid := cmd.Process.Pid

	waitDone := make(chan error, 1)
	go func() { waitDone <- cmd.Wait() }()
	timer := time.NewTimer(lim.WallTime)
	defer timer.Stop()
	var timedOut, canceled bool
	var waitErr error
	select {
	case waitErr = <-waitDone:
	case <-timer.C:
		timedOut = true
		killGroup(pgid, cg)
		waitErr = <-waitDone
	case <-ctx.Done():
		canceled = true
		waitErr = stopGroup(pgid, cg, job.StopGrace, waitDone)
	}
	killGroup(pgid, cg) // children left behind in the group die with the job
	wall := time.Since(start)

	res := executor.Result{
		Stdout:          stdout.Bytes(),
		Stderr:          stderr.Bytes(),
		StdoutTruncated: stdout.Truncated(),
		StderrTruncated: stderr.Truncated(),
		Enforced:        enforced,
		Usage:           executor.Usage{WallTime: wall},
	}
	st := cmd.ProcessState
	if ru, ok := st.SysUsage().(*syscall.Rusage); ok && ru != nil {
		res.Usage.UserCPU = time.Duration(ru.Utime.Nano())
		res.Usage.SysCPU = time.Duration(ru.Stime.Nano())
		res.Usage.PeakMemoryBytes = uint64(ru.Maxrss) * 1024
	}
	oom := false
	if cg != nil {
		if p := cg.peak(); p > 0 {
			res.Usage.PeakMemoryBytes = p
		}
		oom = cg.oomKilled()
	}
	ws, _ := st.Sys().(syscall.WaitStatus)
	var exitErr *osexec.ExitError
	if waitErr != nil && !errors.As(waitErr, &exitErr) && !errors.Is(waitErr, osexec.ErrWaitDelay) {
		return res, fmt.Errorf("exec: wait %s: %w", job.Module, waitErr)
	}
	res.ExitCode = st.ExitCode()
	switch {
	case timedOut:
		res.Reason = executor.ReasonTimeLimit
		res.Detail = fmt.Sprintf("process group killed after the wall-time limit of %s", lim.WallTime)
	case canceled:
		res.Reason = executor.ReasonCanceled
		res.Detail = fmt.Sprintf("run canceled by the provider: %v", context.Cause(ctx))
	case oom:
		res.Reason = executor.ReasonMemoryLimit
		res.Detail = fmt.Sprintf("killed by the cgroup OOM killer at memory.max %d bytes", lim.MemoryBytes)
	case ws.Signaled() && (ws.Signal() == syscall.SIGXCPU ||
		(ws.Signal() == syscall.SIGKILL && lim.CPUTime > 0 && res.Usage.UserCPU+res.Usage.SysCPU >= lim.CPUTime)):
		res.Reason = executor.ReasonCPULimit
		res.Detail = fmt.Sprintf("killed by %s after %s of CPU time; the limit is %s",
			ws.Signal(), res.Usage.UserCPU+res.Usage.SysCPU, lim.CPUTime)
	case ws.Signaled() && ws.Signal() == syscall.SIGXFSZ:
		res.Reason = executor.ReasonOutputQuota
		res.Detail = fmt.Sprintf("killed by SIGXFSZ: a file reached %d bytes; limits.out_dir_bytes is %d", lim.OutDirBytes, lim.OutDirBytes)
	case ws.Signaled():
		res.Reason = executor.ReasonKilled
		res.Detail = "killed by signal " + ws.Signal().String()
	case res.ExitCode != 0:
		res.Reason = executor.ReasonExitStatus
		res.Detail = fmt.Sprintf("exit status %d", res.ExitCode)
		if _, ok := spec.RLimits["as"]; ok {
			res.Detail += fmt.Sprintf(" (an address-space rlimit of %d bytes was in force; allocation failures show as the program's own error)", lim.MemoryBytes)
		}
	default:
		res.Reason = executor.ReasonOK
	}
	if res.ExitCode == 127 && bytes.HasPrefix(res.Stderr, []byte(shimErrPrefix)) {
		return res, fmt.Errorf("exec: start %s in its sandbox: %s", job.Module, firstLine(res.Stderr))
	}
	chk, err := executor.CheckOutput(job.Output.HostPath)
	if err != nil {
		return res, err
	}
	chk.Apply(&res, lim.OutDirBytes, lim.OutDirFiles)
	e.cfg.Logger.Info("exec run", "job_id", job.ID, "command", job.Module, "reason", res.Reason,
		"exit_code", res.ExitCode, "wall", wall, "enforced", strings.Join(enforced, ","))
	return res, nil
}

// start runs the shim from this binary (descriptor 3 of files, see prepareMounts) in new user,
// PID, mount and network namespaces; the shim becomes the command.
func (e *Executor) start(path string, args, env []string, files []*os.File, stdout, stderr *executor.CappedBuffer, cg *cgroup) (*osexec.Cmd, error) {
	cmd := &osexec.Cmd{
		Path:        "/proc/self/fd/3",
		Args:        append([]string{path}, args...),
		Env:         env,
		Dir:         "/", // the shim moves to JobRoot once it is mounted
		Stdout:      stdout,
		Stderr:      stderr,
		ExtraFiles:  files,
		WaitDelay:   2 * time.Second, // a grandchild holding the pipes must not hang Wait
		SysProcAttr: e.sysProcAttr(),
	}
	if cg != nil {
		cmd.SysProcAttr.UseCgroupFD = true
		cmd.SysProcAttr.CgroupFD = cg.fd
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	return cmd, nil
}

func (e *Executor) sysProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{
		Setpgid:   true,
		Pdeathsig: syscall.SIGKILL,
		// Become the namespace's uid/gid 0 (the sandbox ids on the host) before exec; without
		// this the child would keep the daemon's ids, unmapped, and lose its namespace caps.
		Credential:                 &syscall.Credential{Uid: 0, Gid: 0, NoSetGroups: true},
		Cloneflags:                 syscall.CLONE_NEWUSER | syscall.CLONE_NEWPID | syscall.CLONE_NEWNS | syscall.CLONE_NEWNET,
		UidMappings:                []syscall.SysProcIDMap{{ContainerID: 0, HostID: e.cfg.SandboxUID, Size: 1}},
		GidMappings:                []syscall.SysProcIDMap{{ContainerID: 0, HostID: e.cfg.SandboxGID, Size: 1}},
		GidMappingsEnableSetgroups: false,
	}
}

// Isolation reports whether this host can run exec jobs in their own user, PID, mount and
// network namespaces: nil, or an error matching ErrNoIsolation that says what to change. The
// first call starts the shim once in those namespaces (it makes a private mount and exits).
func (e *Executor) Isolation() error {
	e.isoOnce.Do(func() {
		self, err := os.Open("/proc/self/exe")
		if err != nil {
			e.isoErr = fmt.Errorf("%w: open own binary: %v", ErrNoIsolation, err)
			return
		}
		defer self.Close()
		spec, _ := json.Marshal(shimSpec{Probe: true})
		var out executor.CappedBuffer
		out.Max = 4096
		cmd := &osexec.Cmd{Path: "/proc/self/fd/3", Args: []string{"gpumesh-exec-probe"},
			Env: []string{shimEnv + "=" + string(spec)}, Dir: "/", ExtraFiles: []*os.File{self},
			Stdout: &out, Stderr: &out, SysProcAttr: e.sysProcAttr()}
		if err := cmd.Run(); err != nil {
			e.isoErr = fmt.Errorf("%w (%v: %s): exec jobs need user, PID, mount and network namespaces; "+
				"run the daemon as root or allow unprivileged user namespaces (sysctl user.max_user_namespaces > 0, "+
				"kernel.apparmor_restrict_unprivileged_userns = 0), or remove exec from [executor] enabled",
				ErrNoIsolation, err, strings.TrimSpace(string(out.Bytes())))
		}
	})
	return e.isoErr
}

// mountView is how a run's directories appear to the job, and the descriptors its shim gets:
// files[0] is this binary (the shim), then one directory per bind mount.
type mountView struct {
	inputs     []string
	output     string
	checkpoint string
	files      []*os.File
}

func (v *mountView) close() {
	for _, f := range v.files {
		f.Close()
	}
}

// detachedMount clones the mount tree at host into a detached mount (open_tree), nosuid and
// nodev, and read-only when ro. Its descriptor crosses into the job's mount namespace, where
// the shim attaches it (move_mount): a bind mount made there by path would need the sandbox user
// to reach host, and one made from an ordinary descriptor is refused across namespaces.
func detachedMount(host string, ro bool) (*os.File, error) {
	fd, err := unix.OpenTree(unix.AT_FDCWD, host, unix.OPEN_TREE_CLONE|unix.OPEN_TREE_CLOEXEC|unix.AT_RECURSIVE)
	if err != nil {
		return nil, fmt.Errorf("open_tree %s: %w", host, err)
	}
	attr := unix.MountAttr{Attr_set: unix.MOUNT_ATTR_NOSUID | unix.MOUNT_ATTR_NODEV}
	if ro {
		attr.Attr_set |= unix.MOUNT_ATTR_RDONLY
	}
	if err := unix.MountSetattr(fd, "", unix.AT_EMPTY_PATH|unix.AT_RECURSIVE, &attr); err != nil {
		unix.Close(fd)
		return nil, fmt.Errorf("mount_setattr %s: %w", host, err)
	}
	return os.NewFile(uintptr(fd), host), nil
}

// prepareMounts opens this binary and the job's directories, hands the scratch, output and
// checkpoint dirs to the sandbox user, creates the mount points under <scratch>/mnt and adds
// the bind mounts to spec.
func (e *Executor) prepareMounts(scratch string, job executor.Job, spec *shimSpec) (*mountView, error) {
	v := &mountView{}
	self, err := os.Open("/proc/self/exe")
	if err != nil {
		return v, fmt.Errorf("open own binary for the shim: %w", err)
	}
	v.files = append(v.files, self)
	uid, gid := e.cfg.SandboxUID, e.cfg.SandboxGID
	if err := os.Mkdir(filepath.Join(scratch, "mnt"), 0o755); err != nil {
		return v, err
	}
	// The scratch dir itself: the job's working directory at JobRoot.
	sf, err := detachedMount(scratch, false)
	if err != nil {
		return v, err
	}
	v.files = append(v.files, sf)
	spec.Mounts = append(spec.Mounts, shimMount{FD: 2 + len(v.files), Target: JobRoot})
	bind := func(host, name string, ro, own bool) (string, error) {
		if own {
			if err := os.Lchown(host, uid, gid); err != nil {
				return "", fmt.Errorf("hand %s to uid %d: %w", host, uid, err)
			}
		}
		if fi, err := os.Stat(host); err != nil || !fi.IsDir() {
			return "", fmt.Errorf("%s is not a directory: %w", host, executor.ErrBadJob)
		}
		f, err := detachedMount(host, ro)
		if err != nil {
			return "", err
		}
		if err := os.Mkdir(filepath.Join(scratch, "mnt", name), 0o755); err != nil {
			f.Close()
			return "", err
		}
		v.files = append(v.files, f)
		target := JobRoot + "/mnt/" + name
		spec.Mounts = append(spec.Mounts, shimMount{FD: 2 + len(v.files), Target: target})
		return target, nil
	}
	for i, in := range job.Inputs {
		t, err := bind(in.HostPath, fmt.Sprintf("in%d", i), true, false)
		if err != nil {
			return v, fmt.Errorf("input %d: %w", i, err)
		}
		v.inputs = append(v.inputs, t)
	}
	if v.output, err = bind(job.Output.HostPath, "out", false, true); err != nil {
		return v, fmt.Errorf("output: %w", err)
	}
	if job.CheckpointDir != "" {
		if v.checkpoint, err = bind(job.CheckpointDir, "checkpoint", false, true); err != nil {
			return v, fmt.Errorf("checkpoint: %w", err)
		}
	}
	if err := os.Lchown(scratch, uid, gid); err != nil {
		return v, fmt.Errorf("hand scratch to uid %d: %w", uid, err)
	}
	return v, nil
}

func firstLine(b []byte) string {
	s, _, _ := strings.Cut(string(b), "\n")
	return s
}

// stopGroup ends a canceled run: with a grace (the checkpoint contract, see executor.Job) it
// sends SIGTERM and waits up to grace for the process to exit before SIGKILL.
func stopGroup(pgid int, cg *cgroup, grace time.Duration, waitDone <-chan error) error {
	if grace > 0 {
		_ = syscall.Kill(-pgid, syscall.SIGTERM)
		t := time.NewTimer(grace)
		defer t.Stop()
		select {
		case err := <-waitDone:
			return err
		case <-t.C:
		}
	}
	killGroup(pgid, cg)
	return <-waitDone
}

func killGroup(pgid int, cg *cgroup) {
	_ = syscall.Kill(-pgid, syscall.SIGKILL)
	if cg != nil {
		cg.kill()
	}
}

const shimErrPrefix = "gpumesh exec shim: "

func shimFail(format string, args ...any) {
	fmt.Fprintf(os.Stderr, shimErrPrefix+format+"\n", args...)
	os.Exit(127)
}

func init() {
	v, ok := os.LookupEnv(shimEnv)
	if !ok {
		return
	}
	// We are the shim, uid 0 of the job's user namespace and init of its PID namespace: make
	// the bind mounts, apply rlimits, then become the command. Nothing else in this binary runs.
	var spec shimSpec
	if err := json.Unmarshal([]byte(v), &spec); err != nil || (spec.Path == "" && !spec.Probe) {
		shimFail("bad %s: %v", shimEnv, err)
	}
	os.Unsetenv(shimEnv)
	// Nothing mounted here propagates to the host.
	if err := syscall.Mount("", "/", "", syscall.MS_REC|syscall.MS_PRIVATE, ""); err != nil {
		shimFail("make mounts private: %v", err)
	}
	if spec.Probe {
		os.Exit(0)
	}
	for _, m := range spec.Mounts {
		if err := unix.MoveMount(m.FD, "", unix.AT_FDCWD, m.Target, unix.MOVE_MOUNT_F_EMPTY_PATH); err != nil {
			shimFail("attach %s: %v", m.Target, err)
		}
	}
	if err := os.Chdir(JobRoot); err != nil {
		shimFail("chdir %s: %v", JobRoot, err)
	}
	// The command gets no descriptor to a host directory (nor to this binary).
	for fd := 3; fd < 3+1+len(spec.Mounts); fd++ {
		syscall.CloseOnExec(fd)
	}
	for name, val := range spec.RLimits {
		id, ok := rlimitIDs[name]
		if !ok {
			shimFail("unknown rlimit %q", name)
		}
		lim := syscall.Rlimit{Cur: val, Max: val}
		if id == syscall.RLIMIT_CPU {
			lim.Max = val + 1 // SIGXCPU at the soft limit, SIGKILL one second later
		}
		if err := syscall.Setrlimit(id, &lim); err != nil {
			shimFail("setrlimit %s=%d: %v", name, val, err)
		}
	}
	err := syscall.Exec(spec.Path, os.Args, os.Environ())
	shimFail("exec %s: %v (jobs run as an unprivileged user: the program and its directories must be readable and executable by it)", spec.Path, err)
}
