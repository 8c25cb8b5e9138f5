// Package wasm is the default executor: a WASI preview1 module run by wazero in a fresh runtime
// per job, with inputs mounted read-only, one writable output directory, a linear-memory limit, a
// wall-time limit, no network and no source of nondeterminism. It is what spot-checks re-run, so
// the same module, inputs, args, env and seed give the same bytes on every honest node.
//
// # Sandbox
//
//   - Files: only the job's mounts are preopened (inputs read-only, output read-write). Opening
//     anything else fails inside the guest with EBADF/ENOENT/ENOTCAPABLE; the executor records
//     each denied path_open in [executor.Result.Denied], and a run that fails after a denial ends
//     with [executor.ReasonSandboxDenied].
//   - Paths: each mount is an [os.Root] (see rootFS), so every path resolves beneath the mount's
//     host directory; a symbolic link or ".." that would leave it fails (EPERM, recorded as a
//     denial) instead of being followed. The guest cannot create symbolic or hard links
//     (EPERM, recorded), so the output holds only regular files and directories, and no file
//     mode beyond the permission bits (no setuid) can be set.
//   - Output quota: the output mount refuses (EIO inside the guest) the write, create or mkdir
//     that would store more than Limits.OutDirBytes (logical size: a sparse file counts in
//     full) or hold more than Limits.OutDirFiles entries; the run then ends with
//     [executor.ReasonOutputQuota], whatever its exit status, since its output is incomplete.
//   - Network: none. No sockets are preopened and WASI preview1 cannot create one.
//   - Memory: a custom linear-memory allocator refuses growth past Limits.MemoryBytes (rounded
//     down to 64 KiB pages); memory.grow then returns -1 inside the guest, and a run that fails
//     after a refused growth ends with [executor.ReasonMemoryLimit].
//   - Time: the run's context carries the wall-time limit and the runtime is built with
//     WithCloseOnContextDone, so even a tight loop without host calls is stopped
//     ([executor.ReasonTimeLimit]). The module instance is closed after every run, which frees
//     its linear memory; compiled code is cached by content hash and shared.
//
// # Determinism (what is fixed)
//
//   - Wall clock (WASI clock_time_get realtime): starts at [Config.Epoch] (default
//     2000-01-01T00:00:00Z) and advances 1 ms per reading, independent of the host clock.
//   - Monotonic clock: starts at 0 and advances 1 ms per reading.
//   - Sleep (poll_oneoff with a clock) and sched_yield: return at once (wazero's defaults).
//   - Random (random_get): ChaCha8 seeded with SHA-256("gpumesh-wasm-rand" || Job.Seed).
//   - Args are "job" followed by Job.Args; env is Job.Env filtered by [Config.EnvAllow]; stdin
//     is empty.
//
// What remains nondeterministic is only what the module computes from those (e.g. float NaN bit
// patterns, which WASM leaves implementation-defined; wazero canonicalises none of them).
package wasm

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"
	"github.com/tetratelabs/wazero/experimental"
	"github.com/tetratelabs/wazero/experimental/sysfs"
	"github.com/tetratelabs/wazero/imports/wasi_snapshot_preview1"
	wsys "github.com/tetratelabs/wazero/sys"
	"golang.org/x/sync/singleflight"

	"github.com/gpumesh/gpumesh/provider/executor"
)

const pageSize = 64 << 10

// Config configures the wasm executor. Zero fields take the documented defaults.
type Config struct {
	// CompilationCacheDir keeps compiled machine code across runs and restarts. Default "": an
	// in-memory cache shared by all runs of this Executor.
	CompilationCacheDir string
	// DefaultMemoryBytes applies when a job sets no memory limit. Default 256 MiB.
	DefaultMemoryBytes uint64
	// MaxMemoryBytes caps what a job may ask for. Default 4 GiB (the wasm32 maximum).
	MaxMemoryBytes uint64
	// DefaultWallTime applies when a job sets no wall-time limit. Default 10 minutes.
	DefaultWallTime time.Duration
	// MaxWallTime caps what a job may ask for. Default 24 hours.
	MaxWallTime time.Duration
	// DefaultOutputBytes caps captured stdout and stderr (each) when the job sets no cap.
	// Default 1 MiB.
	DefaultOutputBytes int64
	// DefaultOutDirBytes and DefaultOutDirFiles bound the output directory when a job sets no
	// quota. Defaults executor.DefaultOutDirBytes (1 GiB) and executor.DefaultOutDirFiles (10,000).
	DefaultOutDirBytes int64
	DefaultOutDirFiles int64
	// MaxOutDirBytes and MaxOutDirFiles cap what a job may ask for. Defaults: the default quota.
	MaxOutDirBytes int64
	MaxOutDirFiles int64
	// EnvAllow lists the environment variable names a job may set. Default none.
	EnvAllow []string
	// Epoch is the guest's wall clock at start. Default 2000-01-01T00:00:00Z.
	Epoch time.Time
	// MaxModules is how many compiled modules stay cached. Default 32.
	MaxModules int
	// Logger receives one line per run. Default: discard.
	Logger *slog.Logger
}

func (c *Config) ensureDefaults() {
	if c.DefaultMemoryBytes == 0 {
		c.DefaultMemoryBytes = 256 << 20
	}
	if c.MaxMemoryBytes == 0 {
		c.MaxMemoryBytes = 4 << 30
	}
	if c.DefaultWallTime == 0 {
		c.DefaultWallTime = 10 * time.Minute
	}
	if c.MaxWallTime == 0 {
		c.MaxWallTime = 24 * time.Hour
	}
	if c.DefaultOutputBytes == 0 {
		c.DefaultOutputBytes = 1 << 20
	}
	if c.DefaultOutDirBytes <= 0 {
		c.DefaultOutDirBytes = executor.DefaultOutDirBytes
	}
	if c.DefaultOutDirFiles <= 0 {
		c.DefaultOutDirFiles = executor.DefaultOutDirFiles
	}
	c.MaxOutDirBytes = max(c.MaxOutDirBytes, c.DefaultOutDirBytes)
	c.MaxOutDirFiles = max(c.MaxOutDirFiles, c.DefaultOutDirFiles)
	if c.Epoch.IsZero() {
		c.Epoch = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)
	}
	if c.MaxModules <= 0 {
		c.MaxModules = 32
	}
	if c.Logger == nil {
		c.Logger = slog.New(slog.DiscardHandler)
	}
}

// Executor runs WASI modules. Safe for concurrent use.
//
// One wazero runtime (with the WASI host module) is shared by all runs, and compiled modules are
// kept by content hash (up to Config.MaxModules, least recently used evicted), so a repeated
// module costs only instantiation. Per-run state — the memory limit, the denial log, the wall
// clock, the random source — travels in the run's context and module config, never in the
// runtime, so runs cannot observe each other.
type Executor struct {
	cfg Config

	mu     sync.Mutex
	rt     wazero.Runtime
	cache  wazero.CompilationCache
	mods   map[[32]byte]*compiled
	tick   uint64
	closed bool

	compiling singleflight.Group
}

type compiled struct {
	mod      wazero.CompiledModule
	refs     int
	lastUsed uint64
}

// New returns a wasm executor. It does not touch the disk; the runtime and the compilation cache
// are created on the first Run.
func New(cfg Config) *Executor {
	cfg.ensureDefaults()
	return &Executor{cfg: cfg, mods: map[[32]byte]*compiled{}}
}

// Close releases the runtime, the compiled modules and the compilation cache. Runs in progress
// are stopped. It is idempotent.
func (e *Executor) Close() error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.closed {
		return nil
	}
	e.closed = true
	ctx := context.Background()
	var err error
	if e.rt != nil {
		err = e.rt.Close(ctx)
	}
	if e.cache != nil {
		err = errors.Join(err, e.cache.Close(ctx))
	}
	return err
}

// acquire returns the compiled module for bin, compiling it on first use. Compilation runs
// outside the executor's lock (one compilation per distinct module at a time), so a cold compile
// does not delay runs of modules already cached.
func (e *Executor) acquire(ctx context.Context, bin []byte) (*compiled, wazero.Runtime, error) {
	rt, err := e.runtime()
	if err != nil {
		return nil, nil, err
	}
	key := sha256.Sum256(bin)
	for attempt := 0; attempt < 3; attempt++ {
		if c := e.lookup(key); c != nil {
			return c, rt, nil
		}
		_, err, _ = e.compiling.Do(string(key[:]), func() (any, error) {
			e.mu.Lock()
			_, done := e.mods[key] // compiled by a call that finished just before ours began
			e.mu.Unlock()
			if done {
				return nil, nil
			}
			mod, err := rt.CompileModule(context.WithoutCancel(ctx), bin)
			if err != nil {
				return nil, fmt.Errorf("wasm: compile module: %w: %w", err, executor.ErrBadJob)
			}
			e.mu.Lock()
			defer e.mu.Unlock()
			if e.closed {
				mod.Close(context.Background())
				return nil, errors.New("wasm: executor closed")
			}
			e.mods[key] = &compiled{mod: mod}
			e.evictLocked(context.Background(), key)
			return nil, nil
		})
		if err != nil {
			return nil, nil, err
		}
		// Loop: take a reference; if eviction beat us to it (many modules at once), compile again.
	}
	return nil, nil, errors.New("wasm: module cache thrashing (raise MaxModules)")
}

// lookup returns the cached module for key with its reference count raised, or nil.
func (e *Executor) lookup(key [32]byte) *compiled {
	e.mu.Lock()
	defer e.mu.Unlock()
	c, ok := e.mods[key]
	if !ok || e.closed {
		return nil
	}
	e.tick++
	c.refs++
	c.lastUsed = e.tick
	return c
}

func (e *Executor) runtime() (wazero.Runtime, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.closed {
		return nil, errors.New("wasm: executor closed")
	}
	if e.rt != nil {
		return e.rt, nil
	}
	if e.cfg.CompilationCacheDir == "" {
		e.cache = wazero.NewCompilationCache()
	} else {
		c, err := wazero.NewCompilationCacheWithDir(e.cfg.CompilationCacheDir)
		if err != nil {
			return nil, fmt.Errorf("wasm: compilation cache %s: %w", e.cfg.CompilationCacheDir, err)
		}
		e.cache = c
	}
	rt := wazero.NewRuntimeWithConfig(context.Background(), wazero.NewRuntimeConfig().
		WithCompilationCache(e.cache).
		WithCloseOnContextDone(true))
	hostCtx := experimental.WithFunctionListenerFactory(context.Background(), listenerFactory{})
	if _, err := wasi_snapshot_preview1.Instantiate(hostCtx, rt); err != nil {
		rt.Close(context.Background())
		return nil, fmt.Errorf("wasm: instantiate WASI: %w", err)
	}
	e.rt = rt
	return rt, nil
}

func (e *Executor) release(c *compiled) {
	e.mu.Lock()
	defer e.mu.Unlock()
	c.refs--
}

// evictLocked closes least recently used idle modules beyond MaxModules, sparing keep.
func (e *Executor) evictLocked(ctx context.Context, keep [32]byte) {
	for len(e.mods) > e.cfg.MaxModules {
		var oldest [32]byte
		found := false
		for k, c := range e.mods {
			if k != keep && c.refs == 0 && (!found || c.lastUsed < e.mods[oldest].lastUsed) {
				oldest, found = k, true
			}
		}
		if !found {
			return // all in use; trim on a later call
		}
		_ = e.mods[oldest].mod.Close(ctx)
		delete(e.mods, oldest)
	}
}

// Run implements executor.Executor.
func (e *Executor) Run(ctx context.Context, job executor.Job) (executor.Result, error) {
	lim, err := e.limits(job.Limits)
	if err != nil {
		return executor.Result{}, err
	}
	denials := &denialLog{}
	quota := newOutQuota(lim.OutDirBytes, lim.OutDirFiles)
	fsc, closeFS, err := fsConfig(job, quota, denials)
	if err != nil {
		return executor.Result{}, err
	}
	defer closeFS()
	bin, err := os.ReadFile(job.Module)
	if err != nil {
		return executor.Result{}, fmt.Errorf("wasm: read module: %w: %w", err, executor.ErrBadJob)
	}
	entry, rt, err := e.acquire(ctx, bin)
	if err != nil {
		return executor.Result{}, err
	}
	defer e.release(entry)
	compiled := entry.mod

	mem := &memLimiter{limit: lim.MemoryBytes / pageSize * pageSize}
	for _, m := range compiled.ExportedMemories() {
		if min := uint64(m.Min()) * pageSize; min > mem.limit {
			return executor.Result{ExitCode: -1, Reason: executor.ReasonMemoryLimit,
				Detail: fmt.Sprintf("module declares %d bytes of initial memory; the limit is %d bytes", min, mem.limit)}, nil
		}
	}

	stdout := &executor.CappedBuffer{Max: lim.OutputBytes}
	stderr := &executor.CappedBuffer{Max: lim.OutputBytes}
	mc := wazero.NewModuleConfig().
		WithName("").
		WithArgs(append([]string{"job"}, job.Args...)...).
		WithStdin(bytes.NewReader(nil)).
		WithStdout(executor.Tee(stdout, job.Stdout, executor.LiveBytes)).
		WithStderr(executor.Tee(stderr, job.Stderr, executor.LiveBytes)).
		WithFSConfig(fsc).
		WithWalltime(fakeWalltime(e.cfg.Epoch), wsys.ClockResolution(time.Millisecond)).
		WithNanotime(fakeNanotime(), wsys.ClockResolution(time.Millisecond)).
		WithRandSource(randSource(job.Seed))
	for _, kv := range executor.FilterEnv(job.Env, e.cfg.EnvAllow) {
		k, v, _ := strings.Cut(kv, "=")
		mc = mc.WithEnv(k, v)
	}

	runCtx, cancel := context.WithTimeout(ctx, lim.WallTime)
	defer cancel()
	runCtx = experimental.WithMemoryAllocator(runCtx, mem)
	runCtx = context.WithValue(runCtx, denialKey{}, denials)
	start := time.Now()
	mod, runErr := rt.InstantiateModule(runCtx, compiled, mc)
	wall := time.Since(start)
	if mod != nil {
		_ = mod.Close(context.WithoutCancel(ctx)) // frees the linear memory: the slot is free after Run
	}

	res := executor.Result{
		Stdout:          stdout.Bytes(),
		Stderr:          stderr.Bytes(),
		StdoutTruncated: stdout.Truncated(),
		StderrTruncated: stderr.Truncated(),
		Denied:          denials.list(),
		Enforced: []string{"wasm:memory-pages", "wasm:wall-time", "wasm:no-network", "wasm:read-only-inputs",
			"wasm:paths-beneath-mount", "wasm:no-links", "wasm:out-dir-quota"},
		Usage: executor.Usage{WallTime: wall, PeakMemoryBytes: mem.peak.Load()},
	}
	classify(&res, runErr, mem, quota, lim, ctx)
	if job.Output.HostPath != "" {
		// The mounts allow no link; this keeps a planted one out of the result all the same.
		chk, err := executor.CheckOutput(job.Output.HostPath)
		if err != nil {
			return res, fmt.Errorf("wasm: %w", err)
		}
		chk.Apply(&res, lim.OutDirBytes, lim.OutDirFiles)
	}
	e.cfg.Logger.Info("wasm run", "job_id", job.ID, "reason", res.Reason, "exit_code", res.ExitCode,
		"wall", wall, "peak_memory", res.Usage.PeakMemoryBytes)
	return res, nil
}

func classify(res *executor.Result, runErr error, mem *memLimiter, quota *outQuota, lim executor.Limits, parent context.Context) {
	var exit *wsys.ExitError
	over := quota.Exceeded()
	switch {
	case over != "" && (runErr == nil || errors.As(runErr, &exit) && exit.ExitCode() == 0):
		// Exited cleanly after a refused write: the output is incomplete all the same.
		res.Reason = executor.ReasonOutputQuota
		res.Detail = over
		return
	case runErr == nil:
		res.Reason = executor.ReasonOK
		return
	case errors.As(runErr, &exit) && exit.ExitCode() == 0:
		res.Reason = executor.ReasonOK
		return
	}
	res.ExitCode = -1
	if exit != nil {
		res.ExitCode = int(exit.ExitCode())
	}
	switch {
	case exit != nil && exit.ExitCode() == wsys.ExitCodeDeadlineExceeded && parent.Err() == nil:
		res.Reason = executor.ReasonTimeLimit
		res.Detail = fmt.Sprintf("still running after the wall-time limit of %s", lim.WallTime)
	case exit != nil && (exit.ExitCode() == wsys.ExitCodeContextCanceled || exit.ExitCode() == wsys.ExitCodeDeadlineExceeded):
		res.Reason = executor.ReasonCanceled
		res.Detail = fmt.Sprintf("run canceled by the provider: %v", context.Cause(parent))
	case over != "":
		res.Reason = executor.ReasonOutputQuota
		res.Detail = over
	case mem.refused.Load() > 0:
		res.Reason = executor.ReasonMemoryLimit
		res.Detail = fmt.Sprintf("module asked for %d bytes of linear memory; the limit is %d bytes",
			mem.refused.Load(), mem.limit)
	case len(res.Denied) > 0:
		res.Reason = executor.ReasonSandboxDenied
		res.Detail = "module failed after a denied file access: " + strings.Join(res.Denied, "; ")
	case exit != nil:
		res.Reason = executor.ReasonExitStatus
		res.Detail = fmt.Sprintf("exit status %d", exit.ExitCode())
	default:
		res.Reason = executor.ReasonTrap
		res.Detail = firstLine(runErr.Error())
	}
}

func (e *Executor) limits(l executor.Limits) (executor.Limits, error) {
	if l.MemoryBytes == 0 {
		l.MemoryBytes = e.cfg.DefaultMemoryBytes
	}
	if l.WallTime == 0 {
		l.WallTime = e.cfg.DefaultWallTime
	}
	if l.OutputBytes == 0 {
		l.OutputBytes = e.cfg.DefaultOutputBytes
	}
	if l.OutDirBytes == 0 {
		l.OutDirBytes = e.cfg.DefaultOutDirBytes
	}
	if l.OutDirFiles == 0 {
		l.OutDirFiles = e.cfg.DefaultOutDirFiles
	}
	switch {
	case l.MemoryBytes < pageSize:
		return l, fmt.Errorf("wasm: limits.memory_bytes %d is below one 64 KiB page: %w", l.MemoryBytes, executor.ErrBadJob)
	case l.MemoryBytes > e.cfg.MaxMemoryBytes:
		return l, fmt.Errorf("wasm: limits.memory_bytes %d exceeds this provider's maximum %d: %w",
			l.MemoryBytes, e.cfg.MaxMemoryBytes, executor.ErrBadJob)
	case l.WallTime < 0 || l.WallTime > e.cfg.MaxWallTime:
		return l, fmt.Errorf("wasm: limits.wall_time %s outside (0, %s]: %w", l.WallTime, e.cfg.MaxWallTime, executor.ErrBadJob)
	case l.OutputBytes < 0:
		return l, fmt.Errorf("wasm: limits.output_bytes %d is negative: %w", l.OutputBytes, executor.ErrBadJob)
	case l.OutDirBytes < 0 || l.OutDirBytes > e.cfg.MaxOutDirBytes:
		return l, fmt.Errorf("wasm: limits.out_dir_bytes %d outside [1, %d] (this provider's maximum): %w",
			l.OutDirBytes, e.cfg.MaxOutDirBytes, executor.ErrBadJob)
	case l.OutDirFiles < 0 || l.OutDirFiles > e.cfg.MaxOutDirFiles:
		return l, fmt.Errorf("wasm: limits.out_dir_files %d outside [1, %d] (this provider's maximum): %w",
			l.OutDirFiles, e.cfg.MaxOutDirFiles, executor.ErrBadJob)
	}
	return l, nil
}

// fsConfig mounts the job's directories, each as a rootFS (paths resolve beneath the mount, no
// links). The output mount counts against quota, which starts with what the directory already
// holds. The returned func closes the roots; call it after the run.
func fsConfig(job executor.Job, quota *outQuota, denials *denialLog) (wazero.FSConfig, func(), error) {
	fsc := wazero.NewFSConfig()
	var roots []*rootFS
	closeAll := func() {
		for _, r := range roots {
			_ = r.close()
		}
	}
	seen := map[string]bool{}
	add := func(m executor.Mount, def string, ro bool) error {
		if m.HostPath == "" {
			return fmt.Errorf("wasm: mount for %q has no host path: %w", def, executor.ErrBadJob)
		}
		g := m.GuestPath
		if g == "" {
			g = def
		}
		if !strings.HasPrefix(g, "/") || filepath.Clean(g) != g || g == "/" {
			return fmt.Errorf("wasm: guest path %q must be a clean absolute path other than /: %w", g, executor.ErrBadJob)
		}
		if seen[g] {
			return fmt.Errorf("wasm: guest path %q mounted twice: %w", g, executor.ErrBadJob)
		}
		seen[g] = true
		fi, err := os.Stat(m.HostPath)
		if err != nil || !fi.IsDir() {
			return fmt.Errorf("wasm: mount %q: host path %q is not a directory: %w", g, m.HostPath, executor.ErrBadJob)
		}
		var q *outQuota
		if !ro {
			q = quota
		}
		r, err := newRootFS(m.HostPath, g, ro, q, denials)
		if err != nil {
			return fmt.Errorf("wasm: mount %q: open %q: %w", g, m.HostPath, err)
		}
		roots = append(roots, r)
		if q != nil {
			if err := q.scan(r.root); err != nil {
				return fmt.Errorf("wasm: mount %q: scan %q: %w", g, m.HostPath, err)
			}
		}
		fsc = fsc.(sysfs.FSConfig).WithSysFSMount(r, g)
		return nil
	}
	for i, in := range job.Inputs {
		def := "/in"
		if len(job.Inputs) > 1 {
			def = fmt.Sprintf("/in/%d", i)
		}
		if err := add(in, def, true); err != nil {
			closeAll()
			return nil, nil, err
		}
	}
	if job.Output.HostPath != "" {
		if err := add(job.Output, "/out", false); err != nil {
			closeAll()
			return nil, nil, err
		}
	}
	return fsc, closeAll, nil
}

func fakeWalltime(epoch time.Time) wsys.Walltime {
	var n atomic.Int64
	base := epoch.UnixNano()
	return func() (int64, int32) {
		t := base + n.Add(1)*int64(time.Millisecond)
		return t / 1e9, int32(t % 1e9)
	}
}

func fakeNanotime() wsys.Nanotime {
	var n atomic.Int64
	return func() int64 { return n.Add(1) * int64(time.Millisecond) }
}

func randSource(seed []byte) *rand.ChaCha8 {
	h := sha256.New()
	h.Write([]byte("gpumesh-wasm-rand"))
	h.Write(seed)
	var s [32]byte
	copy(s[:], h.Sum(nil))
	return rand.NewChaCha8(s)
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// memLimiter is a wazero memory allocator that refuses growth past limit and records the refusal.
type memLimiter struct {
	limit   uint64
	refused atomic.Uint64 // largest refused size in bytes
	peak    atomic.Uint64
}

func (m *memLimiter) Allocate(capacity, _ uint64) experimental.LinearMemory {
	return &linearMemory{l: m, buf: make([]byte, 0, min(capacity, m.limit))}
}

type linearMemory struct {
	l   *memLimiter
	buf []byte
}

func (lm *linearMemory) Reallocate(size uint64) []byte {
	if size > lm.l.limit {
		for {
			old := lm.l.refused.Load()
			if size <= old || lm.l.refused.CompareAndSwap(old, size) {
				break
			}
		}
		return nil
	}
	if size > uint64(cap(lm.buf)) {
		nc := min(max(size, 2*uint64(cap(lm.buf))), lm.l.limit)
		nb := make([]byte, size, nc)
		copy(nb, lm.buf)
		lm.buf = nb
	} else {
		lm.buf = lm.buf[:size]
	}
	for {
		old := lm.l.peak.Load()
		if size <= old || lm.l.peak.CompareAndSwap(old, size) {
			break
		}
	}
	return lm.buf
}

func (lm *linearMemory) Free() { lm.buf = nil }

// denialLog collects the denied path_open calls of one run; it travels in the run's context.
type denialLog struct {
	mu      sync.Mutex
	entries []string
	// One guest thread per run: Before and After alternate, so one pending call suffices.
	fd   int32
	path string
}

type denialKey struct{}

const maxDenials = 16

// listenerFactory attaches a listener to WASI path_open only.
type listenerFactory struct{}

func (listenerFactory) NewFunctionListener(def api.FunctionDefinition) experimental.FunctionListener {
	if def.Name() != "path_open" {
		return nil
	}
	return pathOpenListener{}
}

// add records a denial seen by a mount (rootFS) rather than by the path_open listener.
func (d *denialLog) add(entry string) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if len(d.entries) < maxDenials {
		d.entries = append(d.entries, entry)
	}
}

func (d *denialLog) list() []string {
	d.mu.Lock()
	defer d.mu.Unlock()
	return append([]string(nil), d.entries...)
}

type pathOpenListener struct{}

// path_open(fd, dirflags, path, path_len, oflags, rights_base, rights_inheriting, fdflags, result)
func (pathOpenListener) Before(ctx context.Context, mod api.Module, _ api.FunctionDefinition, params []uint64, _ experimental.StackIterator) {
	p, ok := ctx.Value(denialKey{}).(*denialLog)
	if !ok {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.fd = int32(params[0])
	p.path = ""
	if b, ok := mod.Memory().Read(uint32(params[2]), uint32(params[3])); ok {
		p.path = string(b)
	}
	if len(p.path) > 256 {
		p.path = p.path[:256] + "..."
	}
	oflags, rights := params[4], params[5]
	if oflags&1 != 0 || rights&(1<<6) != 0 { // O_CREAT or fd_write right
		p.path += " (write)"
	}
}

func (pathOpenListener) After(ctx context.Context, _ api.Module, _ api.FunctionDefinition, results []uint64) {
	p, ok := ctx.Value(denialKey{}).(*denialLog)
	if !ok {
		return
	}
	errno := uint32(results[0])
	why, denied := deniedErrno[errno]
	if errno == 52 && strings.HasSuffix(p.path, " (write)") { // wazero answers writes on read-only mounts with ENOSYS
		why, denied = "ENOSYS (input mounts are read-only)", true
	}
	if !denied {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.entries) < maxDenials {
		where := "outside every mount"
		if p.fd >= 0 {
			where = fmt.Sprintf("under preopen fd %d", p.fd)
		}
		p.entries = append(p.entries, fmt.Sprintf("open %q %s: %s", p.path, where, why))
	}
}

func (pathOpenListener) Abort(context.Context, api.Module, api.FunctionDefinition, error) {}

// WASI preview1 errno values that mean "not allowed" rather than "not there".
var deniedErrno = map[uint32]string{
	2:  "EACCES",
	8:  "EBADF (no such mount)",
	63: "EPERM",
	69: "EROFS (input mounts are read-only)",
	76: "ENOTCAPABLE",
}
