package container

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/moby/moby/api/types/container"
	"github.com/moby/moby/api/types/mount"

	"github.com/gpumesh/gpumesh/provider/executor"
	"github.com/gpumesh/gpumesh/provider/executor/container/containertest"
)

func testConfig(t *testing.T) *Config {
	t.Helper()
	c := &Config{}
	c.EnsureDefaults()
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	return c
}

func buildFor(t *testing.T, c *Config, devices []string, egress bool) (*container.Config, *container.HostConfig) {
	t.Helper()
	lim, err := c.resolveLimits(executor.Limits{MemoryBytes: 100 << 20, Processes: 64, OutDirBytes: 1000, CPUTime: 1500 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	cfg, host, err := c.buildSpec(specParams{Image: "sha256:" + strings.Repeat("a", 64), JobID: "j1", Args: []string{"run"},
		Env: map[string]string{"NVIDIA_VISIBLE_DEVICES": "all", "GPUMESH_SEED": "x"}, Inputs: []executor.Mount{{HostPath: "/h/in", GuestPath: "/in"}},
		OutHost: "/h/out", Devices: devices, Seed: []byte{1, 2}, Limits: lim, Egress: egress})
	if err != nil {
		t.Fatal(err)
	}
	return cfg, host
}

func TestSpecGPUDeviceRequest(t *testing.T) {
	c := testConfig(t)
	cfg, host := buildFor(t, c, []string{"GPU-0b6e6f3c-1111-2222-3333-444455556666", "1"}, false)
	want := []container.DeviceRequest{{Driver: "nvidia", DeviceIDs: []string{"GPU-0b6e6f3c-1111-2222-3333-444455556666", "1"},
		Capabilities: [][]string{{"gpu"}}}}
	if !reflect.DeepEqual(host.DeviceRequests, want) {
		t.Fatalf("device requests %+v, want %+v", host.DeviceRequests, want)
	}
	if !slices.Contains(cfg.Env, "NVIDIA_VISIBLE_DEVICES=GPU-0b6e6f3c-1111-2222-3333-444455556666,1") || slices.Contains(cfg.Env, "NVIDIA_VISIBLE_DEVICES=all") {
		t.Fatalf("env %v", cfg.Env)
	}

	cfg, host = buildFor(t, c, nil, false)
	if host.DeviceRequests != nil {
		t.Fatalf("no devices but requests %+v", host.DeviceRequests)
	}
	if !slices.Contains(cfg.Env, "NVIDIA_VISIBLE_DEVICES=void") {
		t.Fatalf("env %v", cfg.Env)
	}

	lim, _ := c.resolveLimits(executor.Limits{})
	for _, bad := range []string{"0,1", "all", "", "GPU 1", "../x"} {
		if _, _, err := c.buildSpec(specParams{Devices: []string{bad}, Limits: lim}); !errors.Is(err, executor.ErrBadJob) {
			t.Errorf("device %q accepted: %v", bad, err)
		}
	}
}

func TestSpecGPUCDIAndDevices(t *testing.T) {
	c := testConfig(t)
	c.GPUAccess = GPUAccessCDI
	_, host := buildFor(t, c, []string{"GPU-0b6e6f3c-1111-2222-3333-444455556666", "1"}, false)
	want := []container.DeviceRequest{{Driver: "cdi", DeviceIDs: []string{"nvidia.com/gpu=GPU-0b6e6f3c-1111-2222-3333-444455556666", "nvidia.com/gpu=1"}}}
	if !reflect.DeepEqual(host.DeviceRequests, want) || host.Devices != nil {
		t.Fatalf("cdi: requests %+v devices %+v, want %+v", host.DeviceRequests, host.Devices, want)
	}

	c = testConfig(t)
	c.GPUAccess = GPUAccessDevices
	c.DirectGPUs = &DirectGPUs{
		Nodes: map[string]DeviceNode{"0": {Host: "/dev/nvidia0"}, "GPU-a": {Host: "/dev/nvidia0"},
			"1": {Host: "/dev/nvidia1"}, "GPU-b": {Host: "/dev/nvidia1"}},
		ControlNodes: []DeviceNode{{Host: "/dev/nvidiactl"}, {Host: "/dev/nvidia-uvm"}},
		Libraries:    []string{"/drv/lib/libcuda.so.1", "/drv/lib/libnvidia-ml.so.1"},
		Binaries:     []string{"/drv/bin/nvidia-smi"},
	}
	cfg, host := buildFor(t, c, []string{"1", "GPU-b"}, false)
	if host.DeviceRequests != nil {
		t.Fatalf("devices mode made requests %+v", host.DeviceRequests)
	}
	wantDev := []container.DeviceMapping{
		{PathOnHost: "/dev/nvidia1", PathInContainer: "/dev/nvidia1", CgroupPermissions: "rw"},
		{PathOnHost: "/dev/nvidiactl", PathInContainer: "/dev/nvidiactl", CgroupPermissions: "rw"},
		{PathOnHost: "/dev/nvidia-uvm", PathInContainer: "/dev/nvidia-uvm", CgroupPermissions: "rw"},
	}
	if !reflect.DeepEqual(host.Devices, wantDev) {
		t.Fatalf("devices %+v, want %+v (GPU 0 must not be passed)", host.Devices, wantDev)
	}
	files := map[string]string{}
	for _, m := range host.Mounts {
		if strings.HasPrefix(m.Source, "/drv/") {
			if !m.ReadOnly {
				t.Errorf("driver file %s mounted writable", m.Source)
			}
			files[m.Source] = m.Target
		}
	}
	wantFiles := map[string]string{"/drv/lib/libcuda.so.1": LibraryDir + "/libcuda.so.1",
		"/drv/lib/libnvidia-ml.so.1": LibraryDir + "/libnvidia-ml.so.1", "/drv/bin/nvidia-smi": "/usr/bin/nvidia-smi"}
	if !reflect.DeepEqual(files, wantFiles) {
		t.Fatalf("driver mounts %v, want %v", files, wantFiles)
	}
	if !slices.Contains(cfg.Env, "NVIDIA_VISIBLE_DEVICES=1,GPU-b") {
		t.Fatalf("env %v", cfg.Env)
	}
	// Without GPUs nothing of the driver reaches the container.
	_, host = buildFor(t, c, nil, false)
	for _, m := range host.Mounts {
		if strings.HasPrefix(m.Source, "/drv/") {
			t.Fatalf("driver file %s mounted for a job without GPUs", m.Source)
		}
	}
	if host.Devices != nil {
		t.Fatalf("devices %+v for a job without GPUs", host.Devices)
	}
	lim, _ := c.resolveLimits(executor.Limits{})
	if _, _, err := c.buildSpec(specParams{Devices: []string{"2"}, Limits: lim}); err == nil || !strings.Contains(err.Error(), `GPU "2" is not a device of this host`) {
		t.Fatalf("unknown GPU: %v", err)
	}
}

func TestGPUAccessConfig(t *testing.T) {
	for _, tc := range []struct {
		cfg  Config
		want string // "" = valid
	}{
		{Config{GPUAccess: "nvidia"}, "executor.container.gpu_access"},
		{Config{GPUAccess: GPUAccessDevices}, "needs the host's GPU device nodes"}, // New checks what Validate cannot
		{Config{GPUAccess: GPUAccessDevices, DirectGPUs: &DirectGPUs{Nodes: map[string]DeviceNode{"0": {Host: "/etc/passwd"}}}}, "nodes are under /dev"},
		{Config{GPUAccess: GPUAccessDevices, DirectGPUs: &DirectGPUs{Nodes: map[string]DeviceNode{"0": {Host: "/dev/nvidia0"}}, Libraries: []string{"libcuda.so.1"}}}, "not an absolute path"},
		{Config{GPUAccess: GPUAccessDevices, DirectGPUs: &DirectGPUs{Nodes: map[string]DeviceNode{"0": {Host: "/dev/nvidia0"}}}}, ""},
		{Config{GPUAccess: GPUAccessCDI, CDIKind: "nvidia"}, "executor.container.cdi_kind"},
		{Config{GPUAccess: GPUAccessCDI}, ""},
	} {
		_, err := New(tc.cfg)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%+v: %v", tc.cfg, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want) || !errors.Is(err, ErrBadConfig)):
			t.Errorf("%+v: error %v, want one naming %q", tc.cfg, err, tc.want)
		}
	}
}

func TestSpecSandbox(t *testing.T) {
	c := testConfig(t)
	cfg, host := buildFor(t, c, nil, false)
	checks := []struct {
		what string
		ok   bool
	}{
		{"network none", host.NetworkMode == "none" && cfg.NetworkDisabled},
		{"read-only rootfs", host.ReadonlyRootfs},
		{"cap drop all", reflect.DeepEqual(host.CapDrop, []string{"ALL"}) && len(host.CapAdd) == 0},
		{"no-new-privileges, default seccomp", reflect.DeepEqual(host.SecurityOpt, []string{"no-new-privileges"})},
		{"not privileged", !host.Privileged},
		{"non-root user", cfg.User == "65534:65534"},
		{"memory, no swap", host.Memory == 100<<20 && host.MemorySwap == 100<<20},
		{"pids", host.PidsLimit != nil && *host.PidsLimit == 64},
		{"cpus", host.NanoCPUs == 1e9},
		{"tmpfs /tmp", strings.Contains(host.Tmpfs["/tmp"], "size=67108864") && strings.Contains(host.Tmpfs["/tmp"], "nosuid")},
		{"no logs kept", host.LogConfig.Type == "none"},
		{"private namespaces", host.PidMode == "" && host.IpcMode == "private" && host.UTSMode == "" && host.UsernsMode == ""},
		{"no binds strings", len(host.Binds) == 0 && len(host.VolumesFrom) == 0 && len(host.Devices) == 0},
		{"no restart", host.RestartPolicy.Name == "no"},
		{"default masked paths", host.MaskedPaths == nil && host.ReadonlyPaths == nil},
	}
	for _, ch := range checks {
		if !ch.ok {
			t.Errorf("%s: not set", ch.what)
		}
	}
	wantMounts := []mount.Mount{
		{Type: mount.TypeBind, Source: "/h/in", Target: "/in", ReadOnly: true, BindOptions: &mount.BindOptions{Propagation: mount.PropagationRPrivate, NonRecursive: true}},
		{Type: mount.TypeBind, Source: "/h/out", Target: "/out", BindOptions: &mount.BindOptions{Propagation: mount.PropagationRPrivate, NonRecursive: true}},
	}
	if !reflect.DeepEqual(host.Mounts, wantMounts) {
		t.Errorf("mounts %+v", host.Mounts)
	}
	ul := map[string]int64{}
	for _, u := range host.Ulimits {
		ul[u.Name] = u.Soft
	}
	if ul["fsize"] != 1001 || ul["cpu"] != 2 || ul["core"] != 0 || ul["nofile"] != 4096 {
		t.Errorf("ulimits %v", ul)
	}
	if !slices.Contains(cfg.Env, "GPUMESH_SEED=0102") || slices.Contains(cfg.Env, "GPUMESH_SEED=x") {
		t.Errorf("env %v", cfg.Env)
	}

	c.Egress = EgressAllow
	cfg, host = buildFor(t, c, nil, true)
	if host.NetworkMode != "bridge" || cfg.NetworkDisabled {
		t.Errorf("egress: network %q disabled %v", host.NetworkMode, cfg.NetworkDisabled)
	}
}

func TestParseImageRef(t *testing.T) {
	d := "sha256:" + strings.Repeat("ab", 32)
	for _, tc := range []struct {
		in   string
		want error
	}{
		{"/var/lib/gpumesh/image.tar", nil},
		{"busybox@" + d, nil},
		{"registry.example:5000/team/img@" + d, nil},
		{"img:1.0@" + d, nil},
		{"busybox", ErrTagNotPinned},
		{"busybox:latest", ErrTagNotPinned},
		{"busybox@sha256:abc", ErrBadImageRef},
		{"/a/../b.tar", ErrBadImageRef},
		{"", ErrBadImageRef},
		{"UPPER@" + d, ErrBadImageRef},
	} {
		_, err := parseImageRef(tc.in)
		if tc.want == nil && err != nil || tc.want != nil && (!errors.Is(err, tc.want) || !errors.Is(err, executor.ErrBadJob)) {
			t.Errorf("%q: %v, want %v", tc.in, err, tc.want)
		}
	}
	_, err := parseImageRef("pytorch/pytorch:2.3")
	if err == nil || !strings.Contains(err.Error(), "pytorch/pytorch@sha256:") {
		t.Errorf("the tag error does not show the fix: %v", err)
	}
}

func TestCheckInputs(t *testing.T) {
	for _, g := range []string{"/out", "/out/x", "/tmp", "/proc/1", "/", "in", "/a/../b", "/a:b", "/dev", "/etc/x"} {
		if _, err := checkInputs([]executor.Mount{{HostPath: "/h", GuestPath: g}}); !errors.Is(err, executor.ErrBadJob) {
			t.Errorf("guest path %q accepted", g)
		}
	}
	if _, err := checkInputs([]executor.Mount{{HostPath: "/h", GuestPath: "/in"}, {HostPath: "/h2", GuestPath: "/in/x"}}); err == nil {
		t.Error("nested inputs accepted")
	}
	got, err := checkInputs([]executor.Mount{{HostPath: "/h"}, {HostPath: "/h2", GuestPath: "/data"}})
	if err != nil || got[0].GuestPath != "/in0" || got[1].GuestPath != "/data" {
		t.Errorf("%v %v", got, err)
	}
}

func TestLimitsAndConfig(t *testing.T) {
	c := testConfig(t)
	for _, l := range []executor.Limits{
		{MemoryBytes: 1 << 50}, {MemoryBytes: 1 << 20}, {WallTime: -1}, {WallTime: 48 * time.Hour},
		{Processes: 1 << 20}, {OutputBytes: -1}, {OutDirBytes: -5}, {CPUTime: -1},
	} {
		if _, err := c.resolveLimits(l); !errors.Is(err, executor.ErrBadJob) || !strings.Contains(err.Error(), "limits.") {
			t.Errorf("%+v: %v", l, err)
		}
	}
	for _, bad := range []Config{{Host: "tcp://1.2.3.4:2375"}, {User: "0:0"}, {User: "root"}, {Egress: "some"}, {APIVersion: "1.30"}} {
		if _, err := New(bad); !errors.Is(err, ErrBadConfig) || !strings.Contains(err.Error(), "executor.container.") {
			t.Errorf("%+v: %v", bad, err)
		}
	}
}

func scanBytes(t testing.TB, b []byte) (archiveInfo, error) {
	p := filepath.Join(t.TempDir(), "a.tar")
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(p)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	e := &Executor{cfg: *testConfig(&testing.T{})}
	return e.scanArchive(f, p)
}

func TestScanArchive(t *testing.T) {
	p := filepath.Join(t.TempDir(), "img.tar")
	img := containertest.Image{Files: []containertest.File{{Path: "x", Mode: 0o755, Data: []byte("x")}}, Entrypoint: []string{"/x"},
		RepoTags: []string{"victim:latest"}}
	id, err := containertest.WriteArchive(p, img)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(p)
	info, err := scanBytes(t, b)
	if err != nil || info.id != id {
		t.Fatalf("scan: %v, id %s want %s", err, info.id, id)
	}
	if strings.Contains(string(info.manifest), "victim") {
		t.Fatalf("rewritten manifest keeps the tags: %s", info.manifest)
	}
	for name, files := range map[string]map[string][]byte{
		"escaping name": {"../manifest.json": []byte("[]")},
		"two images":    {"manifest.json": []byte(`[{"Config":"a"},{"Config":"b"}]`)},
		"no config":     {"manifest.json": []byte(`[{"Config":"c.json","Layers":["l"]}]`)},
		"no manifest":   {"x": nil},
	} {
		q := filepath.Join(t.TempDir(), "bad.tar")
		containertest.WriteTar(q, files)
		b, _ := os.ReadFile(q)
		if _, err := scanBytes(t, b); !errors.Is(err, ErrNotImage) {
			t.Errorf("%s: %v", name, err)
		}
	}
}

func FuzzScanArchive(f *testing.F) {
	p := filepath.Join(f.TempDir(), "img.tar")
	containertest.WriteArchive(p, containertest.Image{Files: []containertest.File{{Path: "x", Data: []byte("x")}}})
	b, _ := os.ReadFile(p)
	f.Add(b)
	f.Add([]byte("not a tar"))
	f.Fuzz(func(t *testing.T, data []byte) {
		info, err := scanBytes(t, data)
		if err == nil && (info.id == "" || info.config == "" || len(info.layers) == 0) {
			t.Fatalf("accepted without an id, config or layers: %+v", info)
		}
	})
}

func FuzzParseImageRef(f *testing.F) {
	for _, s := range []string{"busybox", "/a/b.tar", "x@sha256:" + strings.Repeat("0", 64), "a:b@c"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := parseImageRef(s)
		if err == nil && r.archive == "" && (r.ref == nil || r.ref.Digest().Algorithm() != "sha256") {
			t.Fatalf("%q accepted without a sha256 digest", s)
		}
	})
}
