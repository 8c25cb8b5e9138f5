package gpu

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// DriverFiles are the host files a container needs to use NVIDIA GPUs when no NVIDIA Container
// Toolkit is installed to pass them (the container executor's gpu_access = "devices"): each
// GPU's device node, the driver's control nodes, and its user-space compute libraries and
// nvidia-smi, which must match the kernel driver and so come from the host, never the image.
type DriverFiles struct {
	// Nodes maps a GPU's NVML index ("0") and its UUID ("GPU-...") to its device node
	// ("/dev/nvidia0", from the device's minor number).
	Nodes map[string]string
	// ControlNodes are the driver's shared nodes that are present: /dev/nvidiactl,
	// /dev/nvidia-uvm, /dev/nvidia-uvm-tools.
	ControlNodes []string
	// Libraries are host paths of the driver's compute libraries (libcuda.so.1,
	// libnvidia-ml.so.1, libnvidia-ptxjitcompiler.so.1, ...), by the names programs load.
	Libraries []string
	// Binaries are host paths of the driver's tools (nvidia-smi) found on PATH.
	Binaries []string
}

// driverLibraryPrefixes are the compute libraries of the NVIDIA driver that CUDA programs load
// (the NVIDIA Container Toolkit's "compute" and "utility" capabilities).
var driverLibraryPrefixes = []string{
	"libcuda.so", "libcudadebugger.so", "libnvidia-ml.so", "libnvidia-ptxjitcompiler.so",
	"libnvidia-nvvm.so", "libnvidia-gpucomp.so", "libnvidia-cfg.so",
}

// controlNodes are the driver's shared device nodes, taken when present.
var controlNodes = []string{"/dev/nvidiactl", "/dev/nvidia-uvm", "/dev/nvidia-uvm-tools"}

// maxDriverLibraries bounds what one driver directory may contribute.
const maxDriverLibraries = 64

// errNoDriverDir says that the loaded NVML library was not found in the process's mappings.
var errNoDriverDir = errors.New("gpu: the NVML library is not mapped into this process")

// driverDirFromMaps returns the directory of the libnvidia-ml.so mapped into a process, from the
// text of its /proc/PID/maps.
func driverDirFromMaps(maps []byte) (string, error) {
	sc := bufio.NewScanner(bytes.NewReader(maps))
	sc.Buffer(make([]byte, 0, 4096), 1<<20)
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) < 6 {
			continue
		}
		p := strings.Join(f[5:], " ")
		if strings.HasPrefix(filepath.Base(p), "libnvidia-ml.so") && filepath.IsAbs(p) {
			return filepath.Dir(p), nil
		}
	}
	return "", errNoDriverDir
}

// driverLibraries lists the driver's compute libraries in dir: every name that starts with one
// of driverLibraryPrefixes, whether a file or a link to one (programs load libcuda.so.1, a link
// to libcuda.so.<version>). Names of links that lead nowhere are left out.
func driverLibraries(dir string) ([]string, error) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("gpu: driver library directory: %w", err)
	}
	var libs []string
	for _, e := range ents {
		name := e.Name()
		match := false
		for _, p := range driverLibraryPrefixes {
			if strings.HasPrefix(name, p) {
				match = true
				break
			}
		}
		if !match || e.IsDir() {
			continue
		}
		p := filepath.Join(dir, name)
		if st, err := os.Stat(p); err != nil || !st.Mode().IsRegular() {
			continue
		}
		libs = append(libs, p)
		if len(libs) > maxDriverLibraries {
			return nil, fmt.Errorf("gpu: %s holds more than %d driver libraries", dir, maxDriverLibraries)
		}
	}
	sort.Strings(libs)
	if !containsBase(libs, "libcuda.so.1") {
		return nil, fmt.Errorf("gpu: no libcuda.so.1 beside the NVML library in %s: is the driver's CUDA library installed?", dir)
	}
	return libs, nil
}

func containsBase(paths []string, base string) bool {
	for _, p := range paths {
		if filepath.Base(p) == base {
			return true
		}
	}
	return false
}

// presentNodes returns the nodes of want that exist as character devices.
func presentNodes(want []string) []string {
	var have []string
	for _, p := range want {
		if st, err := os.Stat(p); err == nil && st.Mode()&os.ModeCharDevice != 0 {
			have = append(have, p)
		}
	}
	return have
}
