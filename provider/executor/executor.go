// Package executor defines how a provider runs one job in a sandbox: the [Executor] interface, the
// [Job] it takes and the [Result] it returns, plus a [Registry] of the executors a node enables.
//
// Implementations live in subpackages: wasm (wazero, WASI preview1, deterministic; the default and
// what spot-checks re-run), exec (a native command the owner allows by name) and zk (gnark proofs
// of circuit packages from the proving package). [NewRegistry] holds a "zk" placeholder that
// fails every run ([ErrNotWired]) until an executor is registered under that name: the provider
// daemon registers the zk executor when executor.enabled names it.
//
// Run returns an error only when the job could not be run at all (bad job, command not allowed,
// module does not compile, host failure). A job that ran and failed — non-zero exit, trap, memory
// or time limit, a sandbox denial — is a [Result] with a [Reason]; [Result.Err] turns it into an
// error classified with this package's sentinels.
package executor

import (
	"context"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"
	"sync"
	"time"
)

// Sentinel errors. Match with errors.Is.
var (
	ErrBadJob        = errors.New("executor: bad job")
	ErrNotAllowed    = errors.New("executor: not allowed by the provider's config")
	ErrUnknown       = errors.New("executor: unknown executor")
	ErrNotWired      = errors.New("executor: not wired yet")
	ErrMemoryLimit   = errors.New("executor: memory limit exceeded")
	ErrTimeLimit     = errors.New("executor: wall-time limit exceeded")
	ErrCPULimit      = errors.New("executor: CPU-time limit exceeded")
	ErrSandboxDenied = errors.New("executor: access outside the sandbox denied")
	ErrExitStatus    = errors.New("executor: non-zero exit status")
	ErrTrap          = errors.New("executor: module trapped")
	ErrCanceled      = errors.New("executor: canceled")
	ErrKilled        = errors.New("executor: killed by signal")
	ErrOutputQuota   = errors.New("executor: output directory quota exceeded")
)

// Executor runs one job to completion. Implementations are safe for concurrent use; every Run
// releases all of its resources (memory, processes, cgroups) before returning.
type Executor interface {
	Run(ctx context.Context, job Job) (Result, error)
}

// Mount maps a host directory into the job.
type Mount struct {
	HostPath  string `json:"host_path"`
	GuestPath string `json:"guest_path"` // wasm: path seen by the module, e.g. "/in"; exec: ignored
}

// Job is one unit of work for an executor.
type Job struct {
	ID string `json:"id"` // for logs only

	// Module is, for wasm, the host path of the .wasm file; for exec, the command name the owner
	// allowed in config (not a path).
	Module string   `json:"module"`
	Args   []string `json:"args,omitempty"`
	// Env is the requested environment. Executors pass only names on their allow-list.
	Env map[string]string `json:"env,omitempty"`

	// Inputs are mounted read-only.
	Inputs []Mount `json:"inputs,omitempty"`
	// Output is the one writable directory (guest path default "/out"). It must exist.
	Output Mount `json:"output"`

	Limits Limits `json:"limits"`

	// Devices are the GPUs assigned by placement (NVML indices or UUIDs); exec pins the job to
	// them with CUDA_VISIBLE_DEVICES/NVIDIA_VISIBLE_DEVICES, and an empty list hides every GPU.
	Devices []string `json:"devices,omitempty"`

	// Seed feeds the deterministic random source of the wasm executor (same seed, same bytes).
	Seed []byte `json:"seed,omitempty"`

	// CheckpointDir and StopGrace are the checkpoint contract of preemptible work. exec sets
	// GPUMESH_CHECKPOINT_DIR to CheckpointDir (a writable dir that survives a preemption and a
	// provider restart; a run that finds files there resumes from them) and, when ctx ends, sends
	// SIGTERM to the process group, waits up to StopGrace for it to write its checkpoint and exit,
	// then SIGKILLs it (StopGrace 0: SIGKILL at once). wasm ignores both: a stopped wasm run
	// restarts from scratch.
	CheckpointDir string        `json:"checkpoint_dir,omitempty"`
	StopGrace     time.Duration `json:"stop_grace,omitempty"`
	// ImageID, Entrypoint and Egress are the container executor's (the job spec's image.id,
	// entrypoint and network: egress); the other executors ignore them. They are fields of the
	// Job, not options of one executor, so that an executor wrapped by the caller still gets
	// them (an image ID that must match is never dropped on the way).
	ImageID    string   `json:"image_id,omitempty"`
	Entrypoint []string `json:"entrypoint,omitempty"`
	Egress     bool     `json:"egress,omitempty"`

	// Stdout and Stderr, when set, receive the job's output as it is written (live logs), up
	// to LiveBytes each, besides the capped copies the Result keeps. A writer that fails is
	// dropped for the rest of the run; the run goes on. The wasm and container executors
	// stream; exec leaves them unused.
	Stdout io.Writer `json:"-"`
	Stderr io.Writer `json:"-"`
}

// LiveBytes caps what Job.Stdout and Job.Stderr each receive.
const LiveBytes = 64 << 20

// Limits bound one run. Zero fields take the executor's configured default.
type Limits struct {
	MemoryBytes uint64        `json:"memory_bytes,omitempty"`
	WallTime    time.Duration `json:"wall_time,omitempty"`
	CPUTime     time.Duration `json:"cpu_time,omitempty"`     // exec only (RLIMIT_CPU / cgroup cpu.max)
	Processes   uint64        `json:"processes,omitempty"`    // exec only (cgroup pids.max)
	OutputBytes int64         `json:"output_bytes,omitempty"` // cap on captured stdout and on stderr, each
	// OutDirBytes caps the bytes stored under the output directory (the sum of the files'
	// logical sizes, so a sparse file counts at its full length). wasm refuses the write that
	// would cross it; exec caps each file with RLIMIT_FSIZE and checks the total when the run ends.
	OutDirBytes int64 `json:"out_dir_bytes,omitempty"`
	// OutDirFiles caps how many files and directories the output directory may hold.
	OutDirFiles int64 `json:"out_dir_files,omitempty"`
}

// Output quota defaults, used by the executors when neither the job nor their config sets one.
const (
	DefaultOutDirBytes = 1 << 30 // 1 GiB
	DefaultOutDirFiles = 10000
)

// Reason classifies how a run ended.
type Reason string

// Reasons.
const (
	ReasonOK            Reason = "ok"
	ReasonExitStatus    Reason = "exit_status"
	ReasonTrap          Reason = "trap"
	ReasonMemoryLimit   Reason = "memory_limit"
	ReasonTimeLimit     Reason = "time_limit"
	ReasonCPULimit      Reason = "cpu_limit"
	ReasonSandboxDenied Reason = "sandbox_denied"
	ReasonKilled        Reason = "killed"
	ReasonCanceled      Reason = "canceled"
	// ReasonOutputQuota: the job wrote more bytes or files to its output directory than
	// Limits.OutDirBytes / Limits.OutDirFiles allow; its output is incomplete.
	ReasonOutputQuota Reason = "output_quota"
)

// Result is how a run ended and what it printed.
type Result struct {
	ExitCode int    `json:"exit_code"`
	Reason   Reason `json:"reason"`
	// Detail explains Reason in words for the requester, e.g. "module asked for 80 MiB of linear
	// memory; the limit is 64 MiB".
	Detail string `json:"detail,omitempty"`

	Stdout          []byte `json:"stdout,omitempty"`
	Stderr          []byte `json:"stderr,omitempty"`
	StdoutTruncated bool   `json:"stdout_truncated,omitempty"`
	StderrTruncated bool   `json:"stderr_truncated,omitempty"`

	// Denied lists sandbox denials seen during the run (the module may have handled them).
	Denied []string `json:"denied,omitempty"`
	// Enforced names the limit mechanisms that applied, e.g. "wasm:memory-pages",
	// "rlimit:as", "cgroup:memory.max".
	Enforced []string `json:"enforced,omitempty"`

	Usage Usage `json:"usage"`
}

// Usage is what a run consumed.
type Usage struct {
	WallTime time.Duration `json:"wall_time"`
	UserCPU  time.Duration `json:"user_cpu,omitempty"`
	SysCPU   time.Duration `json:"sys_cpu,omitempty"`
	// PeakMemoryBytes: wasm linear memory high-water mark, or the max RSS of a native process.
	PeakMemoryBytes uint64 `json:"peak_memory_bytes,omitempty"`
}

// Err returns nil for ReasonOK and otherwise an error matching the reason's sentinel.
func (r Result) Err() error {
	var s error
	switch r.Reason {
	case ReasonOK:
		return nil
	case ReasonExitStatus:
		s = ErrExitStatus
	case ReasonTrap:
		s = ErrTrap
	case ReasonMemoryLimit:
		s = ErrMemoryLimit
	case ReasonTimeLimit:
		s = ErrTimeLimit
	case ReasonCPULimit:
		s = ErrCPULimit
	case ReasonSandboxDenied:
		s = ErrSandboxDenied
	case ReasonKilled:
		s = ErrKilled
	case ReasonCanceled:
		s = ErrCanceled
	case ReasonOutputQuota:
		s = ErrOutputQuota
	default:
		s = fmt.Errorf("executor: reason %q", r.Reason)
	}
	if r.Detail == "" {
		return s
	}
	return fmt.Errorf("%w: %s", s, r.Detail)
}

// FilterEnv returns the entries of env whose names are in allow, sorted by name.
func FilterEnv(env map[string]string, allow []string) []string {
	ok := make(map[string]bool, len(allow))
	for _, a := range allow {
		ok[a] = true
	}
	var out []string
	for k, v := range env {
		if ok[k] && !strings.ContainsRune(k, '=') {
			out = append(out, k+"="+v)
		}
	}
	sort.Strings(out)
	return out
}

// CappedBuffer keeps the first Max bytes written to it and counts the rest. Writes never fail, so
// a chatty job is not blocked or killed by its own output. Safe for concurrent use.
type CappedBuffer struct {
	Max int64

	mu    sync.Mutex
	buf   []byte
	total int64
}

// Write implements io.Writer.
func (b *CappedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if room := b.Max - int64(len(b.buf)); room > 0 {
		n := min(int64(len(p)), room)
		b.buf = append(b.buf, p[:n]...)
	}
	b.total += int64(len(p))
	return len(p), nil
}

// Bytes returns a copy of what was kept.
func (b *CappedBuffer) Bytes() []byte {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]byte(nil), b.buf...)
}

// Truncated reports whether more was written than kept.
func (b *CappedBuffer) Truncated() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.total > int64(len(b.buf))
}

// Tee returns a writer that keeps everything in buf and copies the first max bytes to live
// (nil: buf alone). A live writer that fails is dropped; Tee's writes never fail.
func Tee(buf *CappedBuffer, live io.Writer, max int64) io.Writer {
	if live == nil {
		return buf
	}
	return &teeWriter{buf: buf, live: live, left: max}
}

type teeWriter struct {
	buf  *CappedBuffer
	mu   sync.Mutex
	live io.Writer
	left int64
}

func (t *teeWriter) Write(p []byte) (int, error) {
	t.buf.Write(p)
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.live != nil && t.left > 0 {
		q := p[:min(int64(len(p)), t.left)]
		t.left -= int64(len(q))
		if _, err := t.live.Write(q); err != nil {
			t.live = nil
		}
	}
	return len(p), nil
}

// Registry maps executor names ("wasm", "exec", "zk") to the executors this node enables.
type Registry struct {
	mu sync.RWMutex
	m  map[string]Executor
}

// NewRegistry returns an empty registry: a job naming an executor nobody registered fails with
// ErrUnknown, and Names lists only what was registered (what the provider enables).
func NewRegistry() *Registry {
	return &Registry{m: map[string]Executor{}}
}

// Register enables an executor under name, replacing any previous one.
func (r *Registry) Register(name string, e Executor) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.m[name] = e
}

// Executor returns the executor registered under name. An unknown name is an error naming the
// enabled executors and the config key to change.
func (r *Registry) Executor(name string) (Executor, error) {
	r.mu.RLock()
	defer r.mu.RUnlock()
	if e, ok := r.m[name]; ok {
		return e, nil
	}
	return nil, fmt.Errorf("%w %q: this provider enables %s; add it to [executor] enabled in the provider config",
		ErrUnknown, name, strings.Join(r.namesLocked(), ", "))
}

// Names returns the registered names, sorted.
func (r *Registry) Names() []string {
	r.mu.RLock()
	defer r.mu.RUnlock()
	return r.namesLocked()
}

func (r *Registry) namesLocked() []string {
	out := make([]string, 0, len(r.m))
	for k := range r.m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// NotWired returns an executor whose Run always fails with ErrNotWired:
// "<name> executor: not wired yet (<by>)".
func NotWired(name, by string) Executor { return notWired{name, by} }

type notWired struct{ name, by string }

func (n notWired) Run(context.Context, Job) (Result, error) {
	return Result{}, fmt.Errorf("%s executor: not wired yet (%s): %w", n.name, n.by, ErrNotWired)
}
