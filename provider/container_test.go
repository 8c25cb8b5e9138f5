package provider

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/provider/executor/container"
	"github.com/gpumesh/gpumesh/provider/gpu"
)

// TestContainerConfig: executor.container keys are checked at parse time, each error naming
// its key; the defaults are those of the example file.
func TestContainerConfig(t *testing.T) {
	for _, tc := range []struct{ name, toml, want string }{
		{"egress", "[executor.container]\negress = \"open\"\n", "executor.container.egress"},
		{"root user", "[executor.container]\nuser = \"0:0\"\n", "executor.container.user"},
		{"remote engine", "[executor.container]\nhost = \"tcp://10.0.0.1:2375\"\n", "executor.container.host"},
		{"negative image limit", "[executor.container]\nmax_image_mib = -1\n", "executor.container.max_image_mib"},
		{"default memory over the cap", "[executor.container]\nmemory_mib = 2048\nmax_memory_mib = 1024\n", "executor.container.default_memory_bytes"},
		{"gpu access", "[executor.container]\ngpu_access = \"nvidia\"\n", "executor.container.gpu_access"},
		{"cdi kind", "[executor.container]\ngpu_access = \"cdi\"\ncdi_kind = \"gpu\"\n", "executor.container.cdi_kind"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseConfig([]byte(minimal + "[executor]\nenabled = [\"container\"]\n" + tc.toml))
			if !errors.Is(err, ErrConfig) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want ErrConfig naming %q", err, tc.want)
			}
		})
	}
	c, err := ParseConfig([]byte(minimal + "[executor]\nenabled = [\"wasm\", \"container\"]\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, access := range []string{container.GPUAccessRuntime, container.GPUAccessCDI, container.GPUAccessDevices} {
		if _, err := ParseConfig([]byte(minimal + "[executor]\nenabled = [\"container\"]\n[executor.container]\ngpu_access = \"" + access + "\"\n")); err != nil {
			t.Errorf("gpu_access %q: %v", access, err) // the host's devices are read at start, not parse time
		}
	}
	k := c.Executor.Container
	if k.Host != container.DefaultHost || k.MaxImageMiB != 16<<10 || k.Egress != container.EgressNone || k.User != "65534:65534" {
		t.Fatalf("defaults %+v", k)
	}
}

// TestDaemonContainerEngineDown: a daemon that enables the container executor and whose
// engine does not answer stops at start-up with container.ErrEngineUnavailable naming the
// socket and the fix, before it touches the chain (no chain runs here, so reaching
// registration or staking would fail with another error).
func TestDaemonContainerEngineDown(t *testing.T) {
	dir := t.TempDir()
	sock := filepath.Join(dir, "no-engine.sock")
	cfg := &Config{DataDir: filepath.Join(dir, "data"), Wallet: WalletConfig{PasswordFile: filepath.Join(dir, "pw")},
		Chain: ChainConfig{Deployment: filepath.Join(dir, "missing-deployment.json")}}
	cfg.Executor.Enabled = []string{"wasm", "container"}
	cfg.Executor.Container.Host = "unix://" + sock
	cfg.Metrics.Disable = true
	d, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	err = d.Run(ctx)
	if !errors.Is(err, container.ErrEngineUnavailable) || !strings.Contains(err.Error(), sock) || !strings.Contains(err.Error(), "executor.enabled") {
		t.Fatalf("got %v, want ErrEngineUnavailable naming %s and executor.enabled", err, sock)
	}
	if _, err := os.Stat(filepath.Join(cfg.DataDir, RunInfoFile)); !os.IsNotExist(err) {
		t.Fatalf("run info written (%v): the daemon must not have started", err)
	}
}

// TestDaemonGPUAccessDevicesWithoutGPU: gpu_access "devices" on a host where NVML finds no GPU
// stops the daemon at start-up, naming the key, before the chain is touched.
func TestDaemonGPUAccessDevicesWithoutGPU(t *testing.T) {
	if _, err := gpu.NewNVML(gpu.NVMLConfig{}).Devices(t.Context()); err == nil {
		t.Skip("this host has an NVIDIA GPU, so gpu_access = \"devices\" starts here: the start-up error this test wants needs a host without one (TestGPUPassthroughCUDA covers the GPU host)")
	}
	dir := t.TempDir()
	cfg := &Config{DataDir: filepath.Join(dir, "data"), Wallet: WalletConfig{PasswordFile: filepath.Join(dir, "pw")},
		Chain: ChainConfig{Deployment: filepath.Join(dir, "missing-deployment.json")}}
	cfg.Executor.Enabled = []string{"wasm", "container"}
	cfg.Executor.Container.GPUAccess = container.GPUAccessDevices
	cfg.Metrics.Disable = true
	d, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	err = d.Run(ctx)
	if !errors.Is(err, ErrConfig) || !strings.Contains(err.Error(), "executor.container.gpu_access") || !errors.Is(err, gpu.ErrNoDriver) {
		t.Fatalf("got %v, want ErrConfig naming executor.container.gpu_access and the missing driver", err)
	}
}
