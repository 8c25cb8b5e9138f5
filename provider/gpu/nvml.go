//go:build cgo && !nonvml

package gpu

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"sync"

	"github.com/NVIDIA/go-nvml/pkg/nvml"
)

// NVMLConfig configures the NVML inventory.
type NVMLConfig struct {
	// LibraryPath is the NVML shared library to dlopen. Default "libnvidia-ml.so.1" (found through
	// the dynamic linker's search path).
	LibraryPath string
}

// NVML is the inventory of NVIDIA GPUs read through NVML. The zero value is not usable; use
// [NewNVML]. It is safe for concurrent use.
type NVML struct {
	mu     sync.Mutex
	lib    nvml.Interface
	inited bool

	// Activity's state (guarded by mu): the XID event set and counts, and the last process
	// utilization timestamp per device UUID.
	events   nvml.EventSet
	xids     map[string]*xidState
	utilSeen map[string]uint64
}

// NewNVML returns an NVML inventory. It does not load the library: the first Devices call does.
func NewNVML(cfg NVMLConfig) *NVML {
	var opts []nvml.LibraryOption
	if cfg.LibraryPath != "" {
		opts = append(opts, nvml.WithLibraryPath(cfg.LibraryPath))
	}
	return &NVML{lib: nvml.New(opts...)}
}

// newNVMLFromLib wraps an nvml.Interface (tests use go-nvml's mock servers).
func newNVMLFromLib(lib nvml.Interface) *NVML { return &NVML{lib: lib} }

func (n *NVML) init() error {
	if n.inited {
		return nil
	}
	switch ret := n.lib.Init(); ret {
	case nvml.SUCCESS:
		n.inited = true
		return nil
	case nvml.ERROR_LIBRARY_NOT_FOUND, nvml.ERROR_DRIVER_NOT_LOADED, nvml.ERROR_NO_PERMISSION,
		nvml.ERROR_LIB_RM_VERSION_MISMATCH:
		return fmt.Errorf("%w (nvml init: %s)", ErrNoDriver, retString(ret))
	default:
		return fmt.Errorf("gpu: nvml init: %s", retString(ret))
	}
}

// Close shuts NVML down if it was initialised. It is idempotent.
func (n *NVML) Close() error {
	n.mu.Lock()
	defer n.mu.Unlock()
	if !n.inited {
		return nil
	}
	n.inited = false
	if n.events != nil {
		_ = n.events.Free() // best effort: Shutdown releases it anyway
		n.events, n.xids, n.utilSeen = nil, nil, nil
	}
	if ret := n.lib.Shutdown(); ret != nvml.SUCCESS {
		return fmt.Errorf("gpu: nvml shutdown: %s", retString(ret))
	}
	return nil
}

// Devices lists the GPUs. It returns an error matching [ErrNoDriver] when the driver is missing.
// Fields a device does not support (NVLink on PCIe cards, MIG on consumer GPUs, utilization on
// some vGPUs) are left empty rather than failing the whole inventory.
func (n *NVML) Devices(ctx context.Context) ([]Device, error) {
	n.mu.Lock()
	defer n.mu.Unlock()
	if err := n.init(); err != nil {
		return nil, err
	}
	driver, ret := n.lib.SystemGetDriverVersion()
	if ret != nvml.SUCCESS {
		return nil, fmt.Errorf("gpu: nvml driver version: %s", retString(ret))
	}
	cudaVer := ""
	if v, ret := n.lib.SystemGetCudaDriverVersion(); ret == nvml.SUCCESS {
		cudaVer = fmt.Sprintf("%d.%d", v/1000, (v%1000)/10)
	}
	handles, err := n.deviceHandles(ctx)
	if err != nil {
		return nil, err
	}
	devs := make([]Device, 0, len(handles))
	for i, h := range handles {
		d, err := readDevice(i, h)
		if err != nil {
			return nil, err
		}
		d.DriverVersion, d.CUDAVersion = driver, cudaVer
		devs = append(devs, d)
	}
	for i := range devs {
		for j := range devs {
			if i == j {
				continue
			}
			lvl, ret := handles[i].GetTopologyCommonAncestor(handles[j])
			if ret != nvml.SUCCESS {
				continue // not supported (e.g. vGPU): leave the relation unknown
			}
			devs[i].Peers = append(devs[i].Peers, Peer{UUID: devs[j].UUID, Level: topoLevel(lvl)})
		}
	}
	return devs, nil
}

// deviceHandles returns the handle of every device NVML lists, in index order. The caller holds
// n.mu and has initialised the library.
func (n *NVML) deviceHandles(ctx context.Context) ([]nvml.Device, error) {
	count, ret := n.lib.DeviceGetCount()
	if ret != nvml.SUCCESS {
		return nil, fmt.Errorf("gpu: nvml device count: %s", retString(ret))
	}
	handles := make([]nvml.Device, 0, count)
	for i := 0; i < count; i++ {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		h, ret := n.lib.DeviceGetHandleByIndex(i)
		if ret != nvml.SUCCESS {
			return nil, deviceErr(i, "handle", ret)
		}
		handles = append(handles, h)
	}
	return handles, nil
}

func readDevice(i int, h nvml.Device) (Device, error) {
	d := Device{Kind: KindGPU, Index: i}
	var ret nvml.Return
	if d.UUID, ret = h.GetUUID(); ret != nvml.SUCCESS {
		return d, deviceErr(i, "uuid", ret)
	}
	if d.Model, ret = h.GetName(); ret != nvml.SUCCESS {
		return d, deviceErr(i, "name", ret)
	}
	mem, ret := h.GetMemoryInfo()
	if ret != nvml.SUCCESS {
		return d, deviceErr(i, "memory", ret)
	}
	d.MemoryTotal, d.MemoryFree = mem.Total, mem.Free
	if major, minor, ret := h.GetCudaComputeCapability(); ret == nvml.SUCCESS {
		d.ComputeCapability = fmt.Sprintf("%d.%d", major, minor)
	}
	if pci, ret := h.GetPciInfo(); ret == nvml.SUCCESS {
		d.PCIBusID = cString(pci.BusId[:])
	}
	for link := 0; link < nvml.NVLINK_MAX_LINKS; link++ {
		st, ret := h.GetNvLinkState(link)
		if ret != nvml.SUCCESS {
			break // NOT_SUPPORTED on PCIe-only cards, INVALID_ARGUMENT past the last link
		}
		if st != nvml.FEATURE_ENABLED {
			continue
		}
		l := NVLink{Link: link}
		if pci, ret := h.GetNvLinkRemotePciInfo(link); ret == nvml.SUCCESS {
			l.RemotePCIBusID = cString(pci.BusId[:])
		}
		d.NVLinks = append(d.NVLinks, l)
	}
	if cur, _, ret := h.GetMigMode(); ret == nvml.SUCCESS && cur == nvml.DEVICE_MIG_ENABLE {
		d.MIGEnabled = true
		d.MIG = readMIG(h)
	}
	if u, ret := h.GetUtilizationRates(); ret == nvml.SUCCESS {
		d.Utilization = Utilization{Valid: true, GPU: u.Gpu, Memory: u.Memory}
	}
	if t, ret := h.GetTemperature(nvml.TEMPERATURE_GPU); ret == nvml.SUCCESS {
		d.Sensors.TemperatureC = t
	}
	if p, ret := h.GetPowerUsage(); ret == nvml.SUCCESS {
		d.Sensors.PowerMilliwatts = p
	}
	return d, nil
}

// deviceErr is the error of a failed per-device NVML call: ErrDeviceLost for a GPU that fell off
// the bus or was removed since it was counted, a plain error otherwise.
func deviceErr(i int, what string, ret nvml.Return) error {
	if ret == nvml.ERROR_GPU_IS_LOST || ret == nvml.ERROR_NOT_FOUND {
		return fmt.Errorf("%w: nvml device %d %s: %s (check the kernel log for Xid errors; reset the GPU or reboot)",
			ErrDeviceLost, i, what, retString(ret))
	}
	return fmt.Errorf("gpu: nvml device %d %s: %s", i, what, retString(ret))
}

func readMIG(h nvml.Device) []MIGInstance {
	max, ret := h.GetMaxMigDeviceCount()
	if ret != nvml.SUCCESS {
		return nil
	}
	var out []MIGInstance
	for k := 0; k < max; k++ {
		m, ret := h.GetMigDeviceHandleByIndex(k)
		if ret != nvml.SUCCESS {
			continue // NOT_FOUND for empty slots
		}
		mi := MIGInstance{}
		mi.UUID, _ = m.GetUUID()
		mi.GPUInstanceID, _ = m.GetGpuInstanceId()
		mi.ComputeInstanceID, _ = m.GetComputeInstanceId()
		if mem, ret := m.GetMemoryInfo(); ret == nvml.SUCCESS {
			mi.MemoryTotal = mem.Total
		}
		out = append(out, mi)
	}
	return out
}

func topoLevel(l nvml.GpuTopologyLevel) string {
	switch l {
	case nvml.TOPOLOGY_INTERNAL:
		return "internal"
	case nvml.TOPOLOGY_SINGLE:
		return "single"
	case nvml.TOPOLOGY_MULTIPLE:
		return "multiple"
	case nvml.TOPOLOGY_HOSTBRIDGE:
		return "hostbridge"
	case nvml.TOPOLOGY_NODE:
		return "node"
	case nvml.TOPOLOGY_SYSTEM:
		return "system"
	}
	return fmt.Sprintf("level-%d", int(l))
}

// retString names an NVML return code without calling nvmlErrorString, which needs the library.
func retString(r nvml.Return) string {
	if r == nvml.ERROR_LIBRARY_NOT_FOUND {
		return "libnvidia-ml.so.1 not found"
	}
	return r.String()
}

func cString(b []uint8) string {
	for i, c := range b {
		if c == 0 {
			return string(b[:i])
		}
	}
	return string(b)
}

// DriverFiles returns what a container needs to use this host's GPUs without the NVIDIA
// Container Toolkit: each GPU's node (by its minor number), the control nodes, and the driver
// libraries beside the NVML library this process loaded. It fails when the driver is missing
// ([ErrNoDriver]), a GPU's node is not there, or the libraries cannot be found.
func (n *NVML) DriverFiles(ctx context.Context) (DriverFiles, error) {
	n.mu.Lock()
	defer n.mu.Unlock()
	if err := n.init(); err != nil {
		return DriverFiles{}, err
	}
	handles, err := n.deviceHandles(ctx)
	if err != nil {
		return DriverFiles{}, err
	}
	df := DriverFiles{Nodes: make(map[string]string, 2*len(handles))}
	for i, h := range handles {
		minor, ret := h.GetMinorNumber()
		if ret != nvml.SUCCESS {
			return DriverFiles{}, deviceErr(i, "minor number", ret)
		}
		uuid, ret := h.GetUUID()
		if ret != nvml.SUCCESS {
			return DriverFiles{}, deviceErr(i, "uuid", ret)
		}
		node := fmt.Sprintf("/dev/nvidia%d", minor)
		if len(presentNodes([]string{node})) == 0 {
			return DriverFiles{}, fmt.Errorf("gpu: GPU %d (%s) has no device node %s", i, uuid, node)
		}
		df.Nodes[strconv.Itoa(i)] = node
		df.Nodes[uuid] = node
	}
	df.ControlNodes = presentNodes(controlNodes)
	if len(df.ControlNodes) == 0 || df.ControlNodes[0] != "/dev/nvidiactl" {
		return DriverFiles{}, errors.New("gpu: no /dev/nvidiactl: is the NVIDIA kernel driver loaded?")
	}
	maps, err := os.ReadFile("/proc/self/maps")
	if err != nil {
		return DriverFiles{}, fmt.Errorf("gpu: find the driver libraries: %w", err)
	}
	dir, err := driverDirFromMaps(maps)
	if err != nil {
		return DriverFiles{}, err
	}
	if df.Libraries, err = driverLibraries(dir); err != nil {
		return DriverFiles{}, err
	}
	if p, err := exec.LookPath("nvidia-smi"); err == nil {
		df.Binaries = append(df.Binaries, p)
	}
	return df, nil
}
