// Package fakegpu is a test double for gpu.Inventory and gpu.ActivityReader: a fixed list of
// made-up GPUs, with the processes, throttle reasons and XID errors a test sets on them, for
// tests of placement, offers, executors and GPU metrics on machines without an NVIDIA GPU. It is
// never used by gpu.Detect and must not be used to build offers on a real node.
package fakegpu

import (
	"context"
	"fmt"
	"sync"

	"github.com/gpumesh/gpumesh/provider/gpu"
)

// Inventory is a fake GPU inventory. Its zero value has no devices. Safe for concurrent use.
type Inventory struct {
	mu     sync.Mutex
	devs   []gpu.Device
	err    error
	actErr error
	act    map[int]*gpu.Activity // by device index; set by SetProcesses, SetThrottle, RaiseXID
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

// Activity returns, for each GPU of the device list, the processes, throttle reasons and XID
// errors set on it (none by default: no processes, no throttle reason, no XID; every field
// reported valid), or the configured error (SetErr, then SetActivityErr).
func (f *Inventory) Activity(ctx context.Context) ([]gpu.Activity, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.err != nil {
		return nil, f.err
	}
	if f.actErr != nil {
		return nil, f.actErr
	}
	var out []gpu.Activity
	for _, d := range f.devs {
		if d.Kind != gpu.KindGPU {
			continue
		}
		a := gpu.Activity{ProcessUtilValid: true, ThrottleValid: true, XIDValid: true}
		if set, ok := f.act[d.Index]; ok {
			a = *set
			a.Processes = append([]gpu.Process(nil), set.Processes...)
			a.Throttle = append([]string(nil), set.Throttle...)
		}
		a.Index, a.UUID = d.Index, d.UUID
		out = append(out, a)
	}
	return out, nil
}

// activity returns device i's settable activity; f.mu is held.
func (f *Inventory) activity(i int) *gpu.Activity {
	if f.act == nil {
		f.act = map[int]*gpu.Activity{}
	}
	a, ok := f.act[i]
	if !ok {
		a = &gpu.Activity{ProcessUtilValid: true, ThrottleValid: true, XIDValid: true}
		f.act[i] = a
	}
	return a
}

// SetProcesses sets the compute processes on device index i (none clears them).
func (f *Inventory) SetProcesses(i int, procs ...gpu.Process) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.activity(i).Processes = append([]gpu.Process(nil), procs...)
}

// SetThrottle sets device i's active throttle reasons (names from gpu.ThrottleReasons).
func (f *Inventory) SetThrottle(i int, reasons ...string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.activity(i).Throttle = append([]string(nil), reasons...)
}

// RaiseXID records an XID critical-error event with the given code on device i.
func (f *Inventory) RaiseXID(i int, xid uint64) {
	f.mu.Lock()
	defer f.mu.Unlock()
	a := f.activity(i)
	a.XIDErrors++
	a.LastXID = xid
}

// SetActivityErr makes Activity fail with err (nil clears it) while Devices still succeeds: a
// device lost between the inventory read and the activity read of one scrape.
func (f *Inventory) SetActivityErr(err error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.actErr = err
}

var (
	_ gpu.Inventory      = (*Inventory)(nil)
	_ gpu.ActivityReader = (*Inventory)(nil)
)
