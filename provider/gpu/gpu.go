package gpu

import (
	"context"
	"errors"
	"log/slog"
)

// ErrNoDriver is returned (wrapped) by an [Inventory] that needs the NVIDIA driver when the driver
// library cannot be loaded or initialised, or when the binary was built without NVML.
var ErrNoDriver = errors.New("gpu: no NVIDIA driver found")

// ErrDeviceLost is returned (wrapped, naming the device) when NVML reports a GPU lost or gone
// (GPU_IS_LOST, NOT_FOUND after it was counted): the device fell off the bus or its driver
// reset it. The fix is on the host: check the kernel log for Xid errors, reset or reboot.
var ErrDeviceLost = errors.New("gpu: device lost")

// Kind tells GPUs from the CPU fallback device.
type Kind string

// Device kinds.
const (
	KindGPU Kind = "gpu"
	KindCPU Kind = "cpu"
)

// Device is one compute device as offered to the market.
type Device struct {
	Kind  Kind   `json:"kind"`
	Index int    `json:"index"` // NVML index for GPUs (what CUDA_VISIBLE_DEVICES takes); 0 for the CPU
	UUID  string `json:"uuid"`  // "GPU-..." for GPUs; "cpu-<hostid>" for the CPU device
	Model string `json:"model"`

	// MemoryTotal and MemoryFree are in bytes: VRAM for a GPU, system RAM for the CPU device.
	MemoryTotal uint64 `json:"memory_total"`
	MemoryFree  uint64 `json:"memory_free"`

	// Cores is the number of logical CPUs (CPU device only).
	Cores int `json:"cores,omitempty"`

	ComputeCapability string `json:"compute_capability,omitempty"` // "8.0"
	DriverVersion     string `json:"driver_version,omitempty"`     // "550.54.15"
	CUDAVersion       string `json:"cuda_version,omitempty"`       // "12.4", the driver's CUDA API
	PCIBusID          string `json:"pci_bus_id,omitempty"`         // "0000:07:00.0"

	// NVLinks lists the active NVLink links and the PCI bus id at their far end.
	NVLinks []NVLink `json:"nvlinks,omitempty"`
	// Peers gives the topology level between this GPU and every other GPU of the inventory.
	Peers []Peer `json:"peers,omitempty"`

	MIGEnabled bool          `json:"mig_enabled,omitempty"`
	MIG        []MIGInstance `json:"mig,omitempty"`

	// Utilization is the last sample; Valid is false where the source cannot measure it.
	Utilization Utilization `json:"utilization"`
	// Sensors is the last temperature and power sample (NVML); zero fields were not measured.
	Sensors Sensors `json:"sensors,omitzero"`
}

// Sensors is a device's temperature and power draw sample; a zero field was not measured.
type Sensors struct {
	TemperatureC    uint32 `json:"temperature_c,omitempty"`
	PowerMilliwatts uint32 `json:"power_milliwatts,omitempty"`
}

// NVLink is one active NVLink link.
type NVLink struct {
	Link           int    `json:"link"`
	RemotePCIBusID string `json:"remote_pci_bus_id"`
}

// Peer is the PCIe/NVLink topology relation to another GPU.
type Peer struct {
	UUID string `json:"uuid"`
	// Level is NVML's common-ancestor level: "internal", "single", "multiple", "hostbridge",
	// "node" or "system" (nearest to farthest). NVLink shows in [Device.NVLinks].
	Level string `json:"level"`
}

// MIGInstance is one MIG device carved out of a GPU.
type MIGInstance struct {
	UUID              string `json:"uuid"`
	GPUInstanceID     int    `json:"gpu_instance_id"`
	ComputeInstanceID int    `json:"compute_instance_id"`
	MemoryTotal       uint64 `json:"memory_total"`
}

// Utilization is a utilization sample in percent.
type Utilization struct {
	Valid  bool   `json:"valid"`
	GPU    uint32 `json:"gpu"`
	Memory uint32 `json:"memory"`
}

// Inventory lists the devices of this node.
type Inventory interface {
	Devices(ctx context.Context) ([]Device, error)
}

// Detect returns the NVML inventory and its devices when an NVIDIA driver is present. When it is
// not ([ErrNoDriver]), it logs the reason and returns the CPU inventory instead; reason then holds
// the NVML error, so callers can show why the node offers its CPU. Other NVML errors are returned.
// The caller owns the returned NVML inventory and should Close it when it implements io.Closer.
func Detect(ctx context.Context, logger *slog.Logger) (inv Inventory, devs []Device, reason error, err error) {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	n := NewNVML(NVMLConfig{})
	devs, err = n.Devices(ctx)
	if err == nil && len(devs) > 0 {
		return n, devs, nil, nil
	}
	_ = n.Close()
	switch {
	case err == nil:
		reason = errors.New("gpu: NVIDIA driver present but it reports no GPUs")
	case errors.Is(err, ErrNoDriver):
		reason = err
	default:
		return nil, nil, nil, err
	}
	logger.Info("no usable GPU, offering the CPU", "reason", reason)
	c := NewCPU(CPUConfig{})
	devs, err = c.Devices(ctx)
	if err != nil {
		return nil, nil, reason, err
	}
	return c, devs, reason, nil
}
