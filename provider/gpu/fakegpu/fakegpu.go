// Package fakegpu is a test double for gpu.Inventory: a fixed list of made-up GPUs, for tests of
// placement, offers and executors on machines without an NVIDIA GPU. It is never used by
// gpu.Detect and must not be used to build offers on a real node.
package fakegpu

import (
	"context"
	"fmt"
	"sync"

	"github.com/gpumesh/gpumesh/provider/gpu"
)

// Inventory is a fake GPU inventory. Its zero value has no devices. Safe for concurrent use.
type Inventory struct {
	mu   sync.Mutex
	devs []gpu.Device
	err  error
}

// New returns an inventory holding copies of devs.
func New(devs ...gpu.Device) *Inventory {
	return &Inventory{devs: append([]gpu.Device(nil), devs...)}
}

// GPU returns a plausible fake GPU with index i and the given VRAM in GiB, for table tests.
func GPU(i int, model string, vramGiB uint64) gpu.Device {
	return gpu.Device{
		Kind:              gpu.KindGPU,
		Index:             i,
		UUID:              fmt.Sprintf("GPU-fake-%04d-0000-0000-0000-000000000000", i),
		Model:             "fakegpu " + model,
		MemoryTotal:       vramGiB << 30,
		MemoryFree:        vramGiB << 30,
		ComputeCapability: "8.0",
		DriverVersion:     "fake",
		CUDAVersion:       "fake",
		PCIBusID:          fmt.Sprintf("0000:%02x:00.0", i+1),
	}
}

// Devices returns copies of the configured devices, or the configured error.
func (f *Inventory) Devices(ctx context.Context) ([]gpu.Device, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.err != nil {
		return nil, f.err
	}
	return append([]gpu.Device(nil), f.devs...), nil
}

// SetDevices replaces the device list (e.g. to simulate VRAM use or utilization changes).
func (f *Inventory) SetDevices(devs ...gpu.Device) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.devs = append([]gpu.Device(nil), devs...)
}

// SetErr makes Devices fail with err (nil clears it), e.g. gpu.ErrNoDriver.
func (f *Inventory) SetErr(err error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.err = err
}

var _ gpu.Inventory = (*Inventory)(nil)
