package container

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/moby/moby/client"
	"github.com/moby/moby/client/pkg/versions"
	"golang.org/x/sync/singleflight"

	"github.com/gpumesh/gpumesh/provider/executor"
)

// Sentinel errors. Match with errors.Is. Errors caused by the job (its image reference or
// archive) also match [executor.ErrBadJob]; a refused egress request matches
// [executor.ErrNotAllowed].
var (
	ErrEngineUnavailable = errors.New("container: engine unavailable")
	ErrEngineTooOld      = errors.New("container: engine API version too old")
	ErrBadConfig         = errors.New("container: bad config")
	ErrBadImageRef       = errors.New("container: bad image reference")
	ErrTagNotPinned      = errors.New("container: image reference is not pinned to a digest")
	ErrNotImage          = errors.New("container: not an image archive")
	ErrDigestMismatch    = errors.New("container: image digest does not match")
	ErrImageTooLarge     = errors.New("container: image larger than the provider's limit")
	ErrImageNotPresent   = errors.New("container: image not present and pulling is off")
	ErrNoSuchImage       = errors.New("container: no such image in the engine")
	ErrEgressNotAllowed  = errors.New("container: network egress not allowed by the provider's policy")
)

// MinAPIVersion is the oldest Engine API this package uses (Docker 20.10, Debian 12's docker.io).
const MinAPIVersion = "1.41"

// DefaultHost is the engine socket used when [Config.Host] is empty.
const DefaultHost = "unix:///var/run/docker.sock"

// Egress policies for [Config.Egress].
const (
	EgressNone  = "none"  // no job gets a network (the default)
	EgressAllow = "allow" // a job that asks gets Config.EgressNetwork
)

// Config configures the container executor. Zero fields take the documented defaults.
type Config struct {
	// Host is the engine's unix socket, as "unix:///path". Default DefaultHost. Only local
	// engines are supported: the job's directories are bind-mounted from this host.
	Host string
	// APIVersion pins the Engine API version (e.g. "1.41"). Default "": negotiated with the
	// engine by Check (the engine's version, capped at the client's), never below MinAPIVersion.
	APIVersion string

	// DefaultMemoryBytes applies when a job sets no memory limit. Default 512 MiB.
	DefaultMemoryBytes uint64
	// MaxMemoryBytes caps what a job may ask for. Default 64 GiB.
	MaxMemoryBytes uint64
	// DefaultWallTime applies when a job sets no wall-time limit. Default 10 minutes.
	DefaultWallTime time.Duration
	// MaxWallTime caps what a job may ask for. Default 24 hours.
	MaxWallTime time.Duration
	// DefaultProcesses is the PIDs limit when a job sets none. Default 256.
	DefaultProcesses uint64
	// MaxProcesses caps what a job may ask for. Default 4096.
	MaxProcesses uint64
	// CPUs is how many CPUs' worth of time a container may use (NanoCPUs). Default 1.
	CPUs float64
	// DefaultOutputBytes caps captured stdout and stderr (each). Default 1 MiB.
	DefaultOutputBytes int64
	// DefaultOutDirBytes and DefaultOutDirFiles bound /out when a job sets no quota. Defaults
	// executor.DefaultOutDirBytes and executor.DefaultOutDirFiles.
	DefaultOutDirBytes, DefaultOutDirFiles int64
	// TmpBytes is the size of the tmpfs at /tmp (it counts against the job's memory).
	// Default 64 MiB.
	TmpBytes int64
	// ShmBytes is the size of /dev/shm. Default 64 MiB.
	ShmBytes int64
	// QuotaInterval is how often /out is measured while a job runs. Default 250 ms.
	QuotaInterval time.Duration

	// MaxImageBytes bounds an image archive's file size, the files its layers hold, and the
	// size of a pulled image. Default 16 GiB.
	MaxImageBytes int64
	// MaxArchiveEntries bounds the entries of an image archive and, separately, of all its
	// layers together. Default 1,000,000.
	MaxArchiveEntries int
	// NoPull refuses registry references whose image the engine does not already hold.
	NoPull bool

	// Egress is the network policy: EgressNone (default) or EgressAllow.
	Egress string
	// EgressNetwork is the engine network a job that asks for egress joins. Default "bridge".
	EgressNetwork string
	// User is the uid:gid jobs run as. Default "65534:65534". Root ("0", "root") is refused.
	User string
	// EnvAllow lists the environment variable names a job may set. Default none. Names the
	// executor sets itself (GPUMESH_*, NVIDIA_*, HOME) are never taken from the job.
	EnvAllow []string
	// GPUAccess is how the GPUs a job was placed on reach its container: GPUAccessRuntime
	// (default), GPUAccessCDI or GPUAccessDevices. See the package doc.
	GPUAccess string
	// CDIKind is the CDI device kind GPUAccessCDI names devices by. Default "nvidia.com/gpu".
	CDIKind string
	// DirectGPUs are the host's GPU device nodes and driver files, required by
	// GPUAccessDevices (the provider reads them through NVML: gpu.NVML.DriverFiles).
	DirectGPUs *DirectGPUs
	// Logger receives one line per run. Default: discard.
	Logger *slog.Logger
}

// How a container gets its GPUs (Config.GPUAccess).
const (
	// GPUAccessRuntime asks the engine for the GPUs with one DeviceRequest for the "nvidia"
	// driver, which the NVIDIA Container Toolkit serves.
	GPUAccessRuntime = "nvidia-runtime"
	// GPUAccessCDI names the GPUs as CDI devices (CDIKind=<index or UUID>): engines 25 and later
	// with CDI on and a spec for the kind (nvidia-ctk cdi generate writes one).
	GPUAccessCDI = "cdi"
	// GPUAccessDevices passes the GPUs' device nodes, the driver's control nodes and its
	// user-space libraries (read-only) directly, from DirectGPUs: for hosts without the toolkit.
	GPUAccessDevices = "devices"
)

// DirectGPUs are what GPUAccessDevices passes to a container.
type DirectGPUs struct {
	// Nodes maps each GPU id placement may name (index and UUID) to its device node.
	Nodes map[string]DeviceNode
	// ControlNodes are passed to every container that gets a GPU.
	ControlNodes []DeviceNode
	// Libraries are host files mounted read-only into LibraryDir under their base names.
	Libraries []string
	// Binaries are host files mounted read-only into /usr/bin under their base names.
	Binaries []string
}

// cdiKind is a CDI device kind: vendor (a domain) / class.
var cdiKind = regexp.MustCompile(`^[a-z0-9][a-z0-9.-]{0,62}/[a-zA-Z0-9][a-zA-Z0-9_.-]{0,62}$`)

// DeviceNode is a host device node and its path in the container (default: the same).
type DeviceNode struct {
	Host, Container string
}

// LibraryDir is where GPUAccessDevices mounts the driver's libraries: a directory of the
// dynamic linker's default search path in the Debian and Ubuntu images CUDA images build on.
var LibraryDir = "/usr/lib/" + map[string]string{"amd64": "x86_64-linux-gnu", "arm64": "aarch64-linux-gnu"}[runtime.GOARCH]

// EnsureDefaults fills the zero fields with their defaults.
func (c *Config) EnsureDefaults() {
	if c.Host == "" {
		c.Host = DefaultHost
	}
	if c.DefaultMemoryBytes == 0 {
		c.DefaultMemoryBytes = 512 << 20
	}
	if c.MaxMemoryBytes == 0 {
		c.MaxMemoryBytes = 64 << 30
	}
	if c.DefaultWallTime == 0 {
		c.DefaultWallTime = 10 * time.Minute
	}
	if c.MaxWallTime == 0 {
		c.MaxWallTime = 24 * time.Hour
	}
	if c.DefaultProcesses == 0 {
		c.DefaultProcesses = 256
	}
	if c.MaxProcesses == 0 {
		c.MaxProcesses = 4096
	}
	if c.CPUs == 0 {
		c.CPUs = 1
	}
	if c.DefaultOutputBytes == 0 {
		c.DefaultOutputBytes = 1 << 20
	}
	if c.DefaultOutDirBytes == 0 {
		c.DefaultOutDirBytes = executor.DefaultOutDirBytes
	}
	if c.DefaultOutDirFiles == 0 {
		c.DefaultOutDirFiles = executor.DefaultOutDirFiles
	}
	if c.TmpBytes == 0 {
		c.TmpBytes = 64 << 20
	}
	if c.ShmBytes == 0 {
		c.ShmBytes = 64 << 20
	}
	if c.QuotaInterval == 0 {
		c.QuotaInterval = 250 * time.Millisecond
	}
	if c.MaxImageBytes == 0 {
		c.MaxImageBytes = 16 << 30
	}
	if c.MaxArchiveEntries == 0 {
		c.MaxArchiveEntries = 1_000_000
	}
	if c.Egress == "" {
		c.Egress = EgressNone
	}
	if c.EgressNetwork == "" {
		c.EgressNetwork = "bridge"
	}
	if c.User == "" {
		c.User = "65534:65534"
	}
	if c.Logger == nil {
		c.Logger = slog.New(slog.DiscardHandler)
	}
	if c.GPUAccess == "" {
		c.GPUAccess = GPUAccessRuntime
	}
	if c.CDIKind == "" {
		c.CDIKind = "nvidia.com/gpu"
	}
}

// Validate reports the first invalid field, naming its config key and the fix. What only the
// host can tell (DirectGPUs for GPUAccessDevices) is checked by [New].
func (c *Config) Validate() error {
	bad := func(key, format string, args ...any) error {
		return fmt.Errorf("%w: executor.container.%s: %s", ErrBadConfig, key, fmt.Sprintf(format, args...))
	}
	if !strings.HasPrefix(c.Host, "unix:///") {
		return bad("host", "%q is not a local engine socket; set it to unix:///path/to/docker.sock", c.Host)
	}
	if c.APIVersion != "" && versions.LessThan(c.APIVersion, MinAPIVersion) {
		return bad("api_version", "%s is older than %s; remove it to negotiate, or upgrade the engine", c.APIVersion, MinAPIVersion)
	}
	switch {
	case c.DefaultMemoryBytes > c.MaxMemoryBytes:
		return bad("default_memory_bytes", "%d exceeds max_memory_bytes %d", c.DefaultMemoryBytes, c.MaxMemoryBytes)
	case c.DefaultWallTime < 0 || c.DefaultWallTime > c.MaxWallTime:
		return bad("default_wall_time", "%s must be positive and at most max_wall_time %s", c.DefaultWallTime, c.MaxWallTime)
	case c.DefaultProcesses > c.MaxProcesses:
		return bad("default_processes", "%d exceeds max_processes %d", c.DefaultProcesses, c.MaxProcesses)
	case c.CPUs < 0 || c.CPUs > 1024:
		return bad("cpus", "%g must be between 0 and 1024", c.CPUs)
	case c.DefaultOutputBytes < 0 || c.DefaultOutDirBytes < 0 || c.DefaultOutDirFiles < 0 || c.TmpBytes < 0 || c.ShmBytes < 0:
		return bad("default_output_bytes", "sizes must not be negative")
	case c.QuotaInterval < 10*time.Millisecond:
		return bad("quota_interval", "%s is below 10ms", c.QuotaInterval)
	case c.MaxImageBytes < 0 || c.MaxArchiveEntries < 0:
		return bad("max_image_bytes", "must not be negative")
	case c.Egress != EgressNone && c.Egress != EgressAllow:
		return bad("egress", "%q: use %q or %q", c.Egress, EgressNone, EgressAllow)
	case c.GPUAccess != GPUAccessRuntime && c.GPUAccess != GPUAccessCDI && c.GPUAccess != GPUAccessDevices:
		return bad("gpu_access", "%q: use %q (the NVIDIA Container Toolkit), %q (CDI devices) or %q (device nodes and driver libraries from NVML)",
			c.GPUAccess, GPUAccessRuntime, GPUAccessCDI, GPUAccessDevices)
	case !cdiKind.MatchString(c.CDIKind):
		return bad("cdi_kind", "%q is not a CDI kind (vendor.com/class)", c.CDIKind)
	}
	if d := c.DirectGPUs; d != nil {
		for id, n := range d.Nodes {
			if !deviceID.MatchString(id) || !strings.HasPrefix(n.Host, "/dev/") {
				return bad("gpu_access", "GPU %q has device node %q; ids are indices or UUIDs, nodes are under /dev", id, n.Host)
			}
		}
		for _, p := range append(append([]string(nil), d.Libraries...), d.Binaries...) {
			if !filepath.IsAbs(p) || strings.ContainsAny(filepath.Base(p), ":,") {
				return bad("gpu_access", "driver file %q is not an absolute path with a plain name", p)
			}
		}
	}
	uid, gid, ok := strings.Cut(c.User, ":")
	u, err1 := strconv.ParseUint(uid, 10, 32)
	g, err2 := strconv.ParseUint(gid, 10, 32)
	if !ok || err1 != nil || err2 != nil || u == 0 || g == 0 {
		return bad("user", "%q must be numeric uid:gid other than root, e.g. \"65534:65534\"", c.User)
	}
	return nil
}

// Executor runs jobs as containers. Safe for concurrent use.
type Executor struct {
	cfg Config
	cli *client.Client
	uid int
	gid int

	mu     sync.Mutex
	engine *Engine // set by the first successful check

	loads  singleflight.Group
	loaded atomic.Int64 // archives streamed to the engine (tests check the cache with it)
}

// Engine describes the engine an Executor talks to.
type Engine struct {
	Version    string // engine version, e.g. "20.10.24"
	APIVersion string // the API version in use
	Runtimes   []string
	// GPU: the executor can pass GPUs to containers the way Config.GPUAccess says: an
	// "nvidia" runtime is registered (GPUAccessRuntime), the engine has CDI on (GPUAccessCDI),
	// or the host's GPU nodes are known (GPUAccessDevices).
	GPU bool
	// CDISpecDirs are the directories the engine reads CDI specs from; empty when CDI is off
	// or the engine predates it.
	CDISpecDirs []string
}

// New validates cfg and creates the engine client. It does not contact the engine: call
// [Executor.Check] at start-up to fail early when the engine is missing.
func New(cfg Config) (*Executor, error) {
	cfg.EnsureDefaults()
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if cfg.GPUAccess == GPUAccessDevices && (cfg.DirectGPUs == nil || len(cfg.DirectGPUs.Nodes) == 0) {
		return nil, fmt.Errorf("%w: executor.container.gpu_access %q needs the host's GPU device nodes, and none were found (no NVIDIA GPU?)",
			ErrBadConfig, GPUAccessDevices)
	}
	opts := []client.Opt{client.WithHost(cfg.Host)}
	if cfg.APIVersion != "" {
		opts = append(opts, client.WithAPIVersion(cfg.APIVersion))
	}
	cli, err := client.New(opts...)
	if err != nil {
		return nil, fmt.Errorf("%w: executor.container.host %q: %v", ErrBadConfig, cfg.Host, err)
	}
	uid, gid, _ := strings.Cut(cfg.User, ":")
	u, _ := strconv.Atoi(uid)
	g, _ := strconv.Atoi(gid)
	return &Executor{cfg: cfg, cli: cli, uid: u, gid: g}, nil
}

// Close releases the client's connections.
func (e *Executor) Close() error { return e.cli.Close() }

// Client returns the engine client (for the bench and tests).
func (e *Executor) Client() *client.Client { return e.cli }

// Check pings the engine, negotiates the API version and reads the engine's version and
// runtimes. A missing or unreachable engine is [ErrEngineUnavailable]; one older than
// MinAPIVersion is [ErrEngineTooOld]. Success is remembered; a failure is retried next call.
func (e *Executor) Check(ctx context.Context) (Engine, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.engine != nil {
		return *e.engine, nil
	}
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	ping, err := e.cli.Ping(ctx, client.PingOptions{NegotiateAPIVersion: true})
	if err != nil {
		return Engine{}, fmt.Errorf("%w at %s: %v; start the Docker engine (systemctl start docker) or set executor.container.host to its socket, or remove container from [executor] enabled",
			ErrEngineUnavailable, e.cfg.Host, err)
	}
	if ping.APIVersion == "" || versions.LessThan(ping.APIVersion, MinAPIVersion) {
		return Engine{}, fmt.Errorf("%w: the engine at %s speaks API %q; %s or newer (Docker 20.10) is needed: upgrade the engine",
			ErrEngineTooOld, e.cfg.Host, ping.APIVersion, MinAPIVersion)
	}
	v, err := e.cli.ServerVersion(ctx, client.ServerVersionOptions{})
	if err != nil {
		return Engine{}, fmt.Errorf("%w at %s: version: %v", ErrEngineUnavailable, e.cfg.Host, err)
	}
	eng := Engine{Version: v.Version, APIVersion: e.cli.ClientVersion()}
	if info, err := e.cli.Info(ctx, client.InfoOptions{}); err == nil {
		for name := range info.Info.Runtimes {
			eng.Runtimes = append(eng.Runtimes, name)
			if name == "nvidia" && e.cfg.GPUAccess == GPUAccessRuntime {
				eng.GPU = true
			}
		}
		eng.CDISpecDirs = info.Info.CDISpecDirs
	}
	switch e.cfg.GPUAccess {
	case GPUAccessCDI:
		eng.GPU = len(eng.CDISpecDirs) > 0
	case GPUAccessDevices:
		eng.GPU = e.cfg.DirectGPUs != nil && len(e.cfg.DirectGPUs.Nodes) > 0
	}
	if e.cfg.GPUAccess == GPUAccessCDI && len(eng.CDISpecDirs) == 0 {
		return Engine{}, fmt.Errorf("%w: executor.container.gpu_access is %q but the engine %s at %s has CDI off (Docker 25+ with features.cdi, 28.2+ by default); turn it on, or use %q or %q",
			ErrBadConfig, GPUAccessCDI, eng.Version, e.cfg.Host, GPUAccessRuntime, GPUAccessDevices)
	}
	e.engine = &eng
	return eng, nil
}
