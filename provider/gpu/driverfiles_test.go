package gpu

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestDriverDirFromMaps(t *testing.T) {
	maps := []byte(`55d0c0a00000-55d0c0a02000 r--p 00000000 08:01 131 /usr/bin/gpumesh
7f1c2a000000-7f1c2a0f0000 r-xp 00000000 08:01 77 /usr/lib/x86_64-linux-gnu/libc.so.6
7f1c2b000000-7f1c2b200000 r-xp 00000000 08:01 90 /usr/local/nvidia/lib64/libnvidia-ml.so.580.159.04
7ffd1c000000-7ffd1c021000 rw-p 00000000 00:00 0 [stack]
`)
	dir, err := driverDirFromMaps(maps)
	if err != nil || dir != "/usr/local/nvidia/lib64" {
		t.Fatalf("dir %q, %v", dir, err)
	}
	if _, err := driverDirFromMaps([]byte("7ffd1c000000-7ffd1c021000 rw-p 00000000 00:00 0 [stack]\n")); err != errNoDriverDir {
		t.Fatalf("no NVML mapped: %v", err)
	}
}

func TestDriverLibraries(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"libcuda.so.580.1", "libnvidia-ml.so.580.1", "libnvidia-ptxjitcompiler.so.580.1", "libnvidia-gpucomp.so.580.1",
		"libEGL_nvidia.so.580.1", "libc.so.6"} {
		if err := os.WriteFile(filepath.Join(dir, f), []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for link, target := range map[string]string{"libcuda.so.1": "libcuda.so.580.1", "libnvidia-ml.so.1": "libnvidia-ml.so.580.1",
		"libnvidia-ptxjitcompiler.so.1": "libnvidia-ptxjitcompiler.so.580.1", "libcuda.so": "missing"} {
		if err := os.Symlink(target, filepath.Join(dir, link)); err != nil {
			t.Fatal(err)
		}
	}
	libs, err := driverLibraries(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, l := range libs {
		names = append(names, filepath.Base(l))
	}
	want := []string{"libcuda.so.1", "libcuda.so.580.1", "libnvidia-gpucomp.so.580.1", "libnvidia-ml.so.1", "libnvidia-ml.so.580.1",
		"libnvidia-ptxjitcompiler.so.1", "libnvidia-ptxjitcompiler.so.580.1"}
	if !reflect.DeepEqual(names, want) {
		t.Fatalf("libraries %v, want %v (no graphics libraries, no dangling link, nothing else)", names, want)
	}
	if err := os.Remove(filepath.Join(dir, "libcuda.so.1")); err != nil {
		t.Fatal(err)
	}
	if _, err := driverLibraries(dir); err == nil || !strings.Contains(err.Error(), "no libcuda.so.1") {
		t.Fatalf("without libcuda.so.1: %v", err)
	}
}

// TestNVMLRealDriverFiles reads the driver files of a real GPU host (skipped without a driver).
func TestNVMLRealDriverFiles(t *testing.T) {
	n := NewNVML(NVMLConfig{})
	defer n.Close()
	df, err := n.DriverFiles(t.Context())
	if err != nil {
		if errors.Is(err, ErrNoDriver) {
			t.Skipf("no NVIDIA driver on this machine: %v", err)
		}
		t.Fatal(err)
	}
	t.Logf("nodes %v control %v libraries %v binaries %v", df.Nodes, df.ControlNodes, df.Libraries, df.Binaries)
	if len(df.Nodes) == 0 || len(df.Libraries) == 0 {
		t.Fatalf("driver files %+v", df)
	}
}
