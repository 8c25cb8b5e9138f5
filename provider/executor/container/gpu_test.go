package container

import (
	"bufio"
	"bytes"
	"context"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/provider/executor"
	"github.com/gpumesh/gpumesh/provider/executor/container/containertest"
	"github.com/gpumesh/gpumesh/provider/gpu"
)

// TestDirectDevicesOnEngine runs gpu_access "devices" on the real engine with stand-in nodes
// (no GPU here): /dev/null as GPU 0 (at /dev/nvidia0 in the container), /dev/zero as GPU 1
// (/dev/nvidia1), /dev/full as the control node (/dev/nvidiactl), a file as libcuda.so.1. A
// job placed on GPU 1 sees exactly its node and the control node and reads the library, which
// it cannot write; a job without GPUs sees no node and no library.
func TestDirectDevicesOnEngine(t *testing.T) {
	lib := filepath.Join(t.TempDir(), "libcuda.so.1")
	// World-writable on the host: only the read-only mount can refuse the job's write.
	if err := os.WriteFile(lib, []byte("stand-in driver"), 0o666); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(lib, 0o666); err != nil { // past the umask
		t.Fatal(err)
	}
	e := newExec(t, Config{GPUAccess: GPUAccessDevices, DirectGPUs: &DirectGPUs{
		Nodes: map[string]DeviceNode{
			"0": {Host: "/dev/null", Container: "/dev/nvidia0"},
			"1": {Host: "/dev/zero", Container: "/dev/nvidia1"},
		},
		ControlNodes: []DeviceNode{{Host: "/dev/full", Container: "/dev/nvidiactl"}},
		Libraries:    []string{lib},
	}})
	target := LibraryDir + "/libcuda.so.1"
	if eng, err := e.Check(context.Background()); err != nil || !eng.GPU {
		t.Fatalf("check: %+v, %v: with the host's GPU nodes known the executor can pass GPUs", eng, err)
	}
	if eng, err := newExec(t, Config{}).Check(context.Background()); err != nil || eng.GPU != slices.Contains(eng.Runtimes, "nvidia") {
		t.Fatalf("check: %+v, %v: nvidia-runtime access passes GPUs only with an nvidia runtime", eng, err)
	}

	in, out := jobDirs(t)
	job := progJob(in, out, "gpu", target)
	job.Devices = []string{"1"}
	res := run(t, e, job)
	if res.Reason != executor.ReasonOK || res.ExitCode != 0 {
		t.Fatalf("placed on GPU 1: reason %s exit %d", res.Reason, res.ExitCode)
	}
	for _, want := range []string{"nodes=nvidia1,nvidiactl\n", `library="stand-in driver" err=<nil>`, "denied: write library: open " + target + ": read-only file system", "open nvidia1: <nil>", "open nvidiactl: <nil>"} {
		if !strings.Contains(string(res.Stdout), want) {
			t.Errorf("placed on GPU 1: stdout lacks %q", want)
		}
	}

	in, out = jobDirs(t)
	res = run(t, e, progJob(in, out, "gpu", target))
	if res.Reason != executor.ReasonOK || !strings.Contains(string(res.Stdout), "nodes=\n") || !strings.Contains(string(res.Stdout), `library="" err=open `+target) {
		t.Fatalf("no GPUs: reason %s, stdout %q: the job must see no node and no driver library", res.Reason, res.Stdout)
	}
	noContainersLeft(t, e)
}

// TestGPUPassthroughCUDA runs a CUDA program in a container on a real NVIDIA GPU, passed
// through with gpu_access "devices" from what NVML reports. It skips where NVML finds no GPU
// (CI has none); `make test-gpu` runs it where one is. The program adds two vectors on every
// device it can see with a kernel the driver JIT-compiles, and reports the devices by UUID: it
// must see exactly the GPU the job was placed on, and the host must see its process on that
// GPU while it runs. A job placed on no GPU must not reach the driver at all.
//
// The probe image is built with the host's cc, or taken from GPUMESH_CUDAPROBE_IMAGE
// (containertest.CUDAProbeArchive).
func TestGPUPassthroughCUDA(t *testing.T) {
	ctx := context.Background()
	nv := gpu.NewNVML(gpu.NVMLConfig{})
	t.Cleanup(func() { nv.Close() })
	devs, err := nv.Devices(ctx)
	if err != nil || len(devs) == 0 {
		t.Skipf("no NVIDIA GPU on this machine (%v): this test passes a GPU into a container; `make test-gpu` runs it on a host with an NVIDIA GPU and driver", err)
	}
	needEngine(t)
	df, err := nv.DriverFiles(ctx)
	if err != nil {
		t.Fatalf("driver files: %v", err)
	}
	t.Logf("driver files: nodes %v, control %v, %d libraries %v, binaries %v", df.Nodes, df.ControlNodes, len(df.Libraries), df.Libraries, df.Binaries)
	direct := &DirectGPUs{Nodes: map[string]DeviceNode{}, Libraries: df.Libraries, Binaries: df.Binaries}
	for id, p := range df.Nodes {
		direct.Nodes[id] = DeviceNode{Host: p}
	}
	for _, p := range df.ControlNodes {
		direct.ControlNodes = append(direct.ControlNodes, DeviceNode{Host: p})
	}
	img := cudaProbeImage(t)
	e := newExec(t, Config{GPUAccess: GPUAccessDevices, DirectGPUs: direct, CPUs: 2})

	target := devs[len(devs)-1] // the last GPU: with several, not simply the first
	for _, d := range devs {
		t.Logf("host GPU %d: %s %s, %d MiB, cc %s, driver %s, CUDA %s, bus %s", d.Index, d.UUID, d.Model, d.MemoryTotal>>20,
			d.ComputeCapability, d.DriverVersion, d.CUDAVersion, d.PCIBusID)
	}
	out := filepath.Join(t.TempDir(), "out")
	if err := os.Mkdir(out, 0o755); err != nil {
		t.Fatal(err)
	}
	job := executor.Job{ID: "gpu", Module: img, Args: []string{"hold", "4"}, Devices: []string{strconv.Itoa(target.Index)},
		Output: executor.Mount{HostPath: out}, Limits: executor.Limits{WallTime: 3 * time.Minute, MemoryBytes: 2 << 30}}

	// Watch the GPU from the host while the job runs.
	var (
		mu      sync.Mutex
		seenMem uint64
		seenOn  []string
	)
	watchCtx, stopWatch := context.WithCancel(ctx)
	watched := make(chan struct{})
	go func() {
		defer close(watched)
		tk := time.NewTicker(250 * time.Millisecond)
		defer tk.Stop()
		for {
			select {
			case <-watchCtx.Done():
				return
			case <-tk.C:
			}
			acts, err := nv.Activity(watchCtx)
			if err != nil {
				continue
			}
			mu.Lock()
			for _, a := range acts {
				for _, p := range a.Processes {
					if !slices.Contains(seenOn, a.UUID) {
						seenOn = append(seenOn, a.UUID)
					}
					if a.UUID == target.UUID && p.MemoryBytes > seenMem {
						seenMem = p.MemoryBytes
					}
				}
			}
			mu.Unlock()
		}
	}()
	start := time.Now()
	res := run(t, e, job)
	wall := time.Since(start)
	stopWatch()
	<-watched
	report, _ := os.ReadFile(filepath.Join(out, "cuda.txt"))
	t.Logf("container wall %s; /out/cuda.txt:\n%s", wall.Round(time.Millisecond), report)
	if res.Reason != executor.ReasonOK || res.ExitCode != 0 {
		t.Fatalf("CUDA job on GPU %d: reason %s exit %d", target.Index, res.Reason, res.ExitCode)
	}
	kv := parseKV(report)
	if kv["count"] != "1" {
		t.Errorf("the container sees %q CUDA devices, want exactly the 1 it was placed on", kv["count"])
	}
	if !strings.HasPrefix(kv["device.0"], target.UUID+" ") {
		t.Errorf("the container's device is %q, want %s", kv["device.0"], target.UUID)
	}
	if kv["vadd.0"] != "ok" {
		t.Errorf("vector add on the GPU: %q", kv["vadd.0"])
	}
	if kv["visible_devices"] != strconv.Itoa(target.Index) {
		t.Errorf("NVIDIA_VISIBLE_DEVICES=%q, want %d", kv["visible_devices"], target.Index)
	}
	wantNode := strings.TrimPrefix(df.Nodes[strconv.Itoa(target.Index)], "/dev/")
	for _, n := range strings.Split(kv["dev_nodes"], ",") {
		if strings.TrimLeft(strings.TrimPrefix(n, "nvidia"), "0123456789") == "" && n != wantNode {
			t.Errorf("the container has GPU node %s besides its own %s", n, wantNode)
		}
	}
	mu.Lock()
	t.Logf("host view while it ran: processes on %v; the job's process held up to %d MiB on %s", seenOn, seenMem>>20, target.UUID)
	if seenMem == 0 {
		t.Errorf("NVML on the host never saw the job's process on %s", target.UUID)
	}
	mu.Unlock()

	// Placed on no GPU: no node, no driver library, CUDA cannot start.
	out2 := filepath.Join(t.TempDir(), "out")
	if err := os.Mkdir(out2, 0o755); err != nil {
		t.Fatal(err)
	}
	job.Devices, job.Args, job.Output = nil, nil, executor.Mount{HostPath: out2}
	res = run(t, e, job)
	report, _ = os.ReadFile(filepath.Join(out2, "cuda.txt"))
	kv = parseKV(report)
	if res.ExitCode != 2 || kv["dev_nodes"] != "" || !strings.HasPrefix(kv["error"], "no driver library") {
		t.Fatalf("a job with no GPU reached the driver: exit %d, report:\n%s", res.ExitCode, report)
	}
	noContainersLeft(t, e)
}

// cudaProbeImage writes the GPU probe's image archive (containertest.CUDAProbeArchive) and
// returns its path.
func cudaProbeImage(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "cudaprobe.tar")
	if _, err := containertest.CUDAProbeArchive("testdata/cudaprobe/cudaprobe.c", path); err != nil {
		t.Fatal(err)
	}
	return path
}

// parseKV reads key=value lines.
func parseKV(b []byte) map[string]string {
	kv := map[string]string{}
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		if k, v, ok := strings.Cut(sc.Text(), "="); ok {
			kv[k] = v
		}
	}
	return kv
}

// TestCUDAProbeImageRunsWithoutGPU checks the probe image itself where there is no GPU: it
// starts (its C library and loader are in the image) and reports that it found no driver.
func TestCUDAProbeImageRunsWithoutGPU(t *testing.T) {
	needEngine(t)
	img := cudaProbeImage(t)
	e := newExec(t, Config{})
	out := filepath.Join(t.TempDir(), "out")
	if err := os.Mkdir(out, 0o755); err != nil {
		t.Fatal(err)
	}
	res := run(t, e, executor.Job{ID: "probe", Module: img, Output: executor.Mount{HostPath: out},
		Limits: executor.Limits{WallTime: time.Minute}})
	report, _ := os.ReadFile(filepath.Join(out, "cuda.txt"))
	kv := parseKV(report)
	if res.ExitCode != 2 || !strings.HasPrefix(kv["error"], "no driver library") || kv["visible_devices"] != "void" {
		t.Fatalf("probe without GPU: exit %d, report:\n%s", res.ExitCode, report)
	}
}
