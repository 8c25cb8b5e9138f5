//go:build linux

// Package exec runs a native command the provider's owner allowed by name in config (for CUDA
// programs and other native tools). It is opt-in and weaker than the wasm sandbox: the command runs
// as the daemon's user and can read what that user can read. What it does enforce:
//
//   - Allow-list: only names under [executor.exec.commands] run; paths are resolved to absolute,
//     symlink-free paths when the config is loaded ([New]).
//   - Process group: the command leads its own process group; on timeout, cancel or exit, the
//     whole group is SIGKILLed, so no child outlives the job. Pdeathsig kills the leader if the
//     daemon dies.
//   - Scratch: a fresh directory per run (HOME, TMPDIR and the working directory), removed after.
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
// _GPUMESH_EXEC_SHIM applies the rlimits it names, removes the variable and execs the command.
// Any binary that links this package therefore works as its own shim; nothing else changes.
package exec

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"os"
	osexec "os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/gpumesh/gpumesh/provider/executor"
)

// ConfigKeyCommands is the config table that allows native commands by name.
const ConfigKeyCommands = "executor.exec.commands"

const shimEnv = "_GPUMESH_EXEC_SHIM"

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
	// DefaultProcesses is the cgroup pids.max when the job sets none. Default 256.
	DefaultProcesses uint64
	// Logger receives one line per run. Default: discard.
	Logger *slog.Logger
}

// Executor runs allowed native commands. Safe for concurrent use.
type Executor struct {
	cfg  Config
	cmds map[string]string

	cgroupOnce sync.Once
	cgroup     cgroupProbe
}

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
}

var rlimitIDs = map[string]int{
	"as":     syscall.RLIMIT_AS,
	"cpu":    syscall.RLIMIT_CPU,
	"nofile": syscall.RLIMIT_NOFILE,
	"core":   syscall.RLIMIT_CORE,
}

// Allowed returns nil if command may run, else an error matching executor.ErrNotAllowed that
// names the config key to change. Callers use it to refuse a job before accepting it.
func (e *Executor) Allowed(command string) error {
	if _, ok := e.cmds[command]; ok {
		return nil
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
	if lim.WallTime < 0 || lim.CPUTime < 0 || lim.OutputBytes < 0 {
		return executor.Result{}, fmt.Errorf("exec: negative limit in %+v: %w", lim, executor.ErrBadJob)
	}
	if job.Output.HostPath == "" {
		return executor.Result{}, fmt.Errorf("exec: job has no output dir: %w", executor.ErrBadJob)
	}
	self, err := os.Executable()
	if err != nil {
		return executor.Result{}, fmt.Errorf("exec: locate own binary for the rlimit shim: %w", err)
	}
	scratch, err := os.MkdirTemp(e.cfg.ScratchRoot, "gpumesh-exec-")
	if err != nil {
		return executor.Result{}, fmt.Errorf("exec: scratch dir: %w", err)
	}
	defer os.RemoveAll(scratch)

	var enforced []string
	spec := shimSpec{Path: path, RLimits: map[string]uint64{"nofile": 4096, "core": 0}}
	enforced = append(enforced, "rlimit:nofile", "rlimit:core", "process-group", "wall-time")
	if lim.CPUTime > 0 {
		spec.RLimits["cpu"] = uint64((lim.CPUTime + time.Second - 1) / time.Second)
		enforced = append(enforced, "rlimit:cpu")
	}
	if lim.MemoryBytes > 0 && len(job.Devices) == 0 {
		spec.RLimits["as"] = lim.MemoryBytes
		enforced = append(enforced, "rlimit:as")
	}
	specJSON, _ := json.Marshal(spec)

	var inputs []string
	for _, in := range job.Inputs {
		inputs = append(inputs, in.HostPath)
	}
	env := executor.FilterEnv(job.Env, e.cfg.EnvAllow)
	env = append(env,
		"HOME="+scratch, "TMPDIR="+scratch, "PATH=/usr/local/bin:/usr/bin:/bin",
		"GPUMESH_INPUTS="+strings.Join(inputs, ":"), "GPUMESH_OUTPUT="+job.Output.HostPath,
		shimEnv+"="+string(specJSON))
	if job.CheckpointDir != "" {
		env = append(env, "GPUMESH_CHECKPOINT_DIR="+job.CheckpointDir)
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
	cmd, err := e.start(self, path, job.Args, env, scratch, stdout, stderr, cg)
	if err != nil && cg != nil {
		// CLONE_INTO_CGROUP can fail (e.g. the no-internal-processes rule); run without the cgroup.
		e.cfg.Logger.Warn("start in cgroup failed, running with rlimits only", "job_id", job.ID, "err", err)
		cg.remove()
		cg = nil
		enforced = enforced[:len(enforced)-3]
		cmd, err = e.start(self, path, job.Args, env, scratch, stdout, stderr, nil)
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
	e.cfg.Logger.Info("exec run", "job_id", job.ID, "command", job.Module, "reason", res.Reason,
		"exit_code", res.ExitCode, "wall", wall, "enforced", strings.Join(enforced, ","))
	return res, nil
}

func (e *Executor) start(self, path string, args, env []string, dir string, stdout, stderr *executor.CappedBuffer, cg *cgroup) (*osexec.Cmd, error) {
	cmd := &osexec.Cmd{
		Path:      self,
		Args:      append([]string{path}, args...),
		Env:       env,
		Dir:       dir,
		Stdout:    stdout,
		Stderr:    stderr,
		WaitDelay: 2 * time.Second, // a grandchild holding the pipes must not hang Wait
		SysProcAttr: &syscall.SysProcAttr{
			Setpgid:   true,
			Pdeathsig: syscall.SIGKILL,
		},
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

func init() {
	v, ok := os.LookupEnv(shimEnv)
	if !ok {
		return
	}
	// We are the shim: apply rlimits, then become the command. Nothing else in this binary runs.
	var spec shimSpec
	if err := json.Unmarshal([]byte(v), &spec); err != nil || spec.Path == "" {
		fmt.Fprintf(os.Stderr, "gpumesh exec shim: bad %s: %v\n", shimEnv, err)
		os.Exit(127)
	}
	os.Unsetenv(shimEnv)
	for name, val := range spec.RLimits {
		id, ok := rlimitIDs[name]
		if !ok {
			fmt.Fprintf(os.Stderr, "gpumesh exec shim: unknown rlimit %q\n", name)
			os.Exit(127)
		}
		lim := syscall.Rlimit{Cur: val, Max: val}
		if id == syscall.RLIMIT_CPU {
			lim.Max = val + 1 // SIGXCPU at the soft limit, SIGKILL one second later
		}
		if err := syscall.Setrlimit(id, &lim); err != nil {
			fmt.Fprintf(os.Stderr, "gpumesh exec shim: setrlimit %s=%d: %v\n", name, val, err)
			os.Exit(127)
		}
	}
	err := syscall.Exec(spec.Path, os.Args, os.Environ())
	fmt.Fprintf(os.Stderr, "gpumesh exec shim: exec %s: %v\n", spec.Path, err)
	os.Exit(127)
}
