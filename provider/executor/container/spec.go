package container

import (
	"encoding/hex"
	"fmt"
	"path"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/moby/moby/api/types/container"
	"github.com/moby/moby/api/types/mount"
	"github.com/moby/moby/api/types/network"

	"github.com/gpumesh/gpumesh/provider/executor"
)

// Paths inside the container.
const (
	OutPath = "/out"
	TmpPath = "/tmp"
)

// Labels on every container this package creates.
const (
	LabelExecutor = "io.gpumesh.executor" // value "container"
	LabelJob      = "io.gpumesh.job"      // the job id, at most 128 bytes
)

// limits is a job's Limits with defaults applied and caps checked.
type limits struct {
	executor.Limits
	processes int64
}

// resolveLimits applies the config's defaults to l and refuses values beyond its caps, naming
// the field.
func (c *Config) resolveLimits(l executor.Limits) (limits, error) {
	bad := func(field, format string, args ...any) (limits, error) {
		return limits{}, fmt.Errorf("container: limits.%s: %s: %w", field, fmt.Sprintf(format, args...), executor.ErrBadJob)
	}
	if l.MemoryBytes == 0 {
		l.MemoryBytes = c.DefaultMemoryBytes
	}
	if l.WallTime == 0 {
		l.WallTime = c.DefaultWallTime
	}
	if l.Processes == 0 {
		l.Processes = c.DefaultProcesses
	}
	if l.OutputBytes == 0 {
		l.OutputBytes = c.DefaultOutputBytes
	}
	if l.OutDirBytes == 0 {
		l.OutDirBytes = c.DefaultOutDirBytes
	}
	if l.OutDirFiles == 0 {
		l.OutDirFiles = c.DefaultOutDirFiles
	}
	switch {
	case l.MemoryBytes > c.MaxMemoryBytes:
		return bad("memory_bytes", "%d exceeds this provider's maximum %d; ask for less", l.MemoryBytes, c.MaxMemoryBytes)
	case l.MemoryBytes < 6<<20:
		return bad("memory_bytes", "%d is below the engine's minimum of 6 MiB", l.MemoryBytes)
	case l.WallTime < 0 || l.WallTime > c.MaxWallTime:
		return bad("wall_time", "%s must be positive and at most this provider's maximum %s", l.WallTime, c.MaxWallTime)
	case l.CPUTime < 0:
		return bad("cpu_time", "%s must not be negative", l.CPUTime)
	case l.Processes > c.MaxProcesses:
		return bad("processes", "%d exceeds this provider's maximum %d", l.Processes, c.MaxProcesses)
	case l.OutputBytes < 0:
		return bad("output_bytes", "%d must not be negative", l.OutputBytes)
	case l.OutDirBytes < 0 || l.OutDirFiles < 0:
		return bad("out_dir_bytes", "quotas must not be negative")
	}
	return limits{Limits: l, processes: int64(l.Processes)}, nil
}

// deviceID accepts what placement hands out: an index ("0", or "0:1" for a MIG instance) or a
// UUID ("GPU-...", "MIG-..."). Words the NVIDIA runtime reads as a wildcard ("all", "none",
// "void") are refused: a job sees exactly the devices it was given.
var deviceID = regexp.MustCompile(`^([0-9]{1,4}(:[0-9]{1,4})?|(GPU|MIG)-[A-Za-z0-9/-]{1,120})$`)

// reservedGuest are the paths an input may not be mounted at.
var reservedGuest = []string{OutPath, TmpPath, "/proc", "/sys", "/dev", "/etc"}

// checkInputs validates the inputs' guest paths: absolute, clean, distinct, not on a path the
// executor owns. An empty guest path becomes /in<i>.
func checkInputs(in []executor.Mount) ([]executor.Mount, error) {
	out := make([]executor.Mount, len(in))
	seen := map[string]bool{}
	for i, m := range in {
		g := m.GuestPath
		if g == "" {
			g = fmt.Sprintf("/in%d", i)
		}
		field := fmt.Sprintf("inputs[%d].guest_path", i)
		if !path.IsAbs(g) || path.Clean(g) != g || g == "/" || strings.ContainsAny(g, ",:\x00") {
			return nil, fmt.Errorf("container: %s %q must be a clean absolute path other than / without ',' or ':': %w", field, g, executor.ErrBadJob)
		}
		for _, r := range reservedGuest {
			if g == r || strings.HasPrefix(g, r+"/") || strings.HasPrefix(r, g+"/") {
				return nil, fmt.Errorf("container: %s %q overlaps %s, which the executor owns; mount inputs elsewhere (e.g. /in): %w", field, g, r, executor.ErrBadJob)
			}
		}
		for s := range seen {
			if g == s || strings.HasPrefix(g, s+"/") || strings.HasPrefix(s, g+"/") {
				return nil, fmt.Errorf("container: %s %q overlaps another input at %s: %w", field, g, s, executor.ErrBadJob)
			}
		}
		seen[g] = true
		if m.HostPath == "" || !path.IsAbs(m.HostPath) {
			return nil, fmt.Errorf("container: inputs[%d].host_path %q must be an absolute path: %w", i, m.HostPath, executor.ErrBadJob)
		}
		out[i] = executor.Mount{HostPath: m.HostPath, GuestPath: g}
	}
	return out, nil
}

// specParams is everything the container's configuration is built from.
type specParams struct {
	Image      string // image ID
	JobID      string
	Entrypoint []string // empty: the image's
	Args       []string
	Env        map[string]string
	Inputs     []executor.Mount // checked by checkInputs
	OutHost    string
	Devices    []string
	Seed       []byte
	Limits     limits
	Egress     bool
}

// Bounds on RunOptions.Entrypoint (the job spec's: jobspec.MaxArgs items of jobspec.MaxArgLen).
const (
	maxEntrypoint     = 64
	maxEntrypointItem = 4096
)

// isReservedEnv reports whether the executor sets name itself.
func isReservedEnv(name string) bool {
	return name == "HOME" || strings.HasPrefix(name, "GPUMESH_") || strings.HasPrefix(name, "NVIDIA_") ||
		name == "CUDA_VISIBLE_DEVICES"
}

// buildSpec is the pure function from a job to the engine's container configuration: every
// sandbox setting of the package doc is made here, so it is unit-tested without an engine.
func (c *Config) buildSpec(p specParams) (*container.Config, *container.HostConfig, error) {
	for i, d := range p.Devices {
		if !deviceID.MatchString(d) {
			return nil, nil, fmt.Errorf("container: devices[%d] %q is not a GPU index or UUID (GPU-...): %w", i, d, executor.ErrBadJob)
		}
	}
	if len(p.Entrypoint) > maxEntrypoint {
		return nil, nil, fmt.Errorf("container: entrypoint has %d items; at most %d: %w", len(p.Entrypoint), maxEntrypoint, executor.ErrBadJob)
	}
	for i, a := range p.Entrypoint {
		if (i == 0 && a == "") || len(a) > maxEntrypointItem || strings.ContainsRune(a, 0) {
			return nil, nil, fmt.Errorf("container: entrypoint[%d] is empty, longer than %d bytes or holds a NUL byte: %w", i, maxEntrypointItem, executor.ErrBadJob)
		}
	}
	allowed := map[string]string{}
	for k, v := range p.Env {
		if !isReservedEnv(k) {
			allowed[k] = v
		}
	}
	env := executor.FilterEnv(allowed, c.EnvAllow)
	guests := make([]string, len(p.Inputs))
	for i, in := range p.Inputs {
		guests[i] = in.GuestPath
	}
	env = append(env,
		"HOME="+TmpPath,
		"GPUMESH_OUTPUT="+OutPath,
		"GPUMESH_INPUTS="+strings.Join(guests, ":"),
		"GPUMESH_SEED="+hex.EncodeToString(p.Seed),
	)
	visible := "void"
	gpus, err := c.gpuAccess(p.Devices)
	if err != nil {
		return nil, nil, err
	}
	if len(p.Devices) > 0 {
		visible = strings.Join(p.Devices, ",")
	}
	env = append(env, "NVIDIA_VISIBLE_DEVICES="+visible)

	jobLabel := p.JobID
	if len(jobLabel) > 128 {
		jobLabel = jobLabel[:128]
	}
	cfg := &container.Config{
		Image:           p.Image,
		User:            c.User,
		Env:             env,
		Cmd:             append([]string(nil), p.Args...),
		Hostname:        "job",
		AttachStdout:    true,
		AttachStderr:    true,
		NetworkDisabled: !p.Egress,
		Labels:          map[string]string{LabelExecutor: "container", LabelJob: jobLabel},
	}
	if len(cfg.Cmd) == 0 {
		cfg.Cmd = nil // the image's own command
	}
	if len(p.Entrypoint) > 0 {
		cfg.Entrypoint = append([]string(nil), p.Entrypoint...)
	}

	bind := func(src, dst string, ro bool) mount.Mount {
		return mount.Mount{Type: mount.TypeBind, Source: src, Target: dst, ReadOnly: ro,
			BindOptions: &mount.BindOptions{Propagation: mount.PropagationRPrivate, NonRecursive: true}}
	}
	mounts := make([]mount.Mount, 0, len(p.Inputs)+1)
	for _, in := range p.Inputs {
		mounts = append(mounts, bind(in.HostPath, in.GuestPath, true))
	}
	mounts = append(mounts, bind(p.OutHost, OutPath, false))
	for _, f := range gpus.files {
		mounts = append(mounts, bind(f[0], f[1], true))
	}

	netMode := container.NetworkMode(network.NetworkNone)
	if p.Egress {
		netMode = container.NetworkMode(c.EgressNetwork)
	}
	pids := p.Limits.processes
	mem := int64(p.Limits.MemoryBytes)
	ulimits := []*container.Ulimit{
		{Name: "nofile", Soft: 4096, Hard: 4096},
		{Name: "core", Soft: 0, Hard: 0},
		// One byte over the quota: a file that reaches it fails the output check.
		{Name: "fsize", Soft: p.Limits.OutDirBytes + 1, Hard: p.Limits.OutDirBytes + 1},
	}
	if p.Limits.CPUTime > 0 {
		secs := int64((p.Limits.CPUTime + 999_999_999) / 1_000_000_000)
		ulimits = append(ulimits, &container.Ulimit{Name: "cpu", Soft: secs, Hard: secs + 1})
	}
	host := &container.HostConfig{
		NetworkMode:    netMode,
		ReadonlyRootfs: true,
		Mounts:         mounts,
		Tmpfs: map[string]string{
			TmpPath: fmt.Sprintf("rw,nosuid,nodev,size=%d,mode=1777", c.TmpBytes),
		},
		ShmSize:       c.ShmBytes,
		CapDrop:       []string{"ALL"},
		SecurityOpt:   []string{"no-new-privileges"},
		IpcMode:       container.IPCModePrivate,
		LogConfig:     container.LogConfig{Type: "none"},
		RestartPolicy: container.RestartPolicy{Name: container.RestartPolicyDisabled},
		Resources: container.Resources{
			Memory:         mem,
			MemorySwap:     mem, // no swap on top
			NanoCPUs:       int64(c.CPUs * 1e9),
			PidsLimit:      &pids,
			Ulimits:        ulimits,
			DeviceRequests: gpus.requests,
			Devices:        gpus.devices,
		},
	}
	return cfg, host, nil
}

// gpuGrant is what a container gets for its GPUs: engine device requests, or device nodes and
// read-only files (host path, container path).
type gpuGrant struct {
	requests []container.DeviceRequest
	devices  []container.DeviceMapping
	files    [][2]string
}

// gpuAccess turns the GPUs placement chose into what c.GPUAccess passes; none for no GPUs.
func (c *Config) gpuAccess(ids []string) (gpuGrant, error) {
	var g gpuGrant
	if len(ids) == 0 {
		return g, nil
	}
	switch c.GPUAccess {
	case GPUAccessCDI:
		names := make([]string, len(ids))
		for i, id := range ids {
			names[i] = c.CDIKind + "=" + id
		}
		g.requests = []container.DeviceRequest{{Driver: "cdi", DeviceIDs: names}}
	case GPUAccessDevices:
		d := c.DirectGPUs
		if d == nil {
			return g, fmt.Errorf("container: gpu_access %q without the host's GPU devices", GPUAccessDevices)
		}
		node := func(n DeviceNode) container.DeviceMapping {
			in := n.Container
			if in == "" {
				in = n.Host
			}
			return container.DeviceMapping{PathOnHost: n.Host, PathInContainer: in, CgroupPermissions: "rw"}
		}
		seen := map[string]bool{}
		for _, id := range ids {
			n, ok := d.Nodes[id]
			if !ok {
				return g, fmt.Errorf("container: GPU %q is not a device of this host", id)
			}
			if !seen[n.Host] { // an index and its UUID name the same node
				seen[n.Host] = true
				g.devices = append(g.devices, node(n))
			}
		}
		for _, n := range d.ControlNodes {
			g.devices = append(g.devices, node(n))
		}
		for _, l := range d.Libraries {
			g.files = append(g.files, [2]string{l, path.Join(LibraryDir, filepath.Base(l))})
		}
		for _, b := range d.Binaries {
			g.files = append(g.files, [2]string{b, path.Join("/usr/bin", filepath.Base(b))})
		}
	default:
		g.requests = []container.DeviceRequest{{
			Driver:       "nvidia",
			DeviceIDs:    append([]string(nil), ids...),
			Capabilities: [][]string{{"gpu"}},
		}}
	}
	return g, nil
}
