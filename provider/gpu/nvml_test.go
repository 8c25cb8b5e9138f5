//go:build cgo && !nonvml

package gpu

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/NVIDIA/go-nvml/pkg/nvml"
	"github.com/NVIDIA/go-nvml/pkg/nvml/mock"
	"github.com/NVIDIA/go-nvml/pkg/nvml/mock/dgxa100"
	"github.com/prometheus/client_golang/prometheus"
)

func TestNVMLNoDriver(t *testing.T) {
	n := NewNVML(NVMLConfig{LibraryPath: filepath.Join(t.TempDir(), "libnvidia-ml.so.1")})
	_, err := n.Devices(context.Background())
	if !errors.Is(err, ErrNoDriver) || !strings.Contains(err.Error(), "no NVIDIA driver found") {
		t.Fatalf("err = %v, want ErrNoDriver", err)
	}
	if _, err := n.Activity(context.Background()); !errors.Is(err, ErrNoDriver) {
		t.Fatalf("activity err = %v, want ErrNoDriver", err)
	}
	if err := n.Close(); err != nil {
		t.Fatal(err)
	}
}

// dgx returns go-nvml's mock DGX A100 (8 GPUs) with the calls it leaves unset filled in:
// NVLink (12 links per GPU, each to the next GPU), topology, utilization, and MIG on GPU 0.
func dgx(t *testing.T) *dgxa100.Server {
	s := dgxa100.New()
	for i, dd := range s.Devices {
		d := dd.(*dgxa100.Device)
		next := s.Devices[(i+1)%len(s.Devices)].(*dgxa100.Device)
		d.GetPciInfoFunc = func() (nvml.PciInfo, nvml.Return) { // the mock leaves BusId empty
			var p nvml.PciInfo
			copy(p.BusId[:], d.PciBusID)
			return p, nvml.SUCCESS
		}
		d.GetNvLinkStateFunc = func(link int) (nvml.EnableState, nvml.Return) {
			if link >= 12 {
				return 0, nvml.ERROR_INVALID_ARGUMENT
			}
			return nvml.FEATURE_ENABLED, nvml.SUCCESS
		}
		d.GetNvLinkRemotePciInfoFunc = func(int) (nvml.PciInfo, nvml.Return) {
			var p nvml.PciInfo
			copy(p.BusId[:], next.PciBusID)
			return p, nvml.SUCCESS
		}
		d.GetTopologyCommonAncestorFunc = func(other nvml.Device) (nvml.GpuTopologyLevel, nvml.Return) {
			if other.(*dgxa100.Device).Index/4 == d.Index/4 {
				return nvml.TOPOLOGY_NODE, nvml.SUCCESS
			}
			return nvml.TOPOLOGY_SYSTEM, nvml.SUCCESS
		}
		d.GetUtilizationRatesFunc = func() (nvml.Utilization, nvml.Return) {
			return nvml.Utilization{Gpu: uint32(10 * d.Index), Memory: 5}, nvml.SUCCESS
		}
		d.GetTemperatureFunc = func(nvml.TemperatureSensors) (uint32, nvml.Return) { return uint32(40 + d.Index), nvml.SUCCESS }
		d.GetPowerUsageFunc = func() (uint32, nvml.Return) { return uint32(100_000 + d.Index), nvml.SUCCESS }
		d.GetMaxMigDeviceCountFunc = func() (int, nvml.Return) { return 7, nvml.SUCCESS }
		d.GetMigDeviceHandleByIndexFunc = func(k int) (nvml.Device, nvml.Return) {
			if k >= 2 {
				return nil, nvml.ERROR_NOT_FOUND
			}
			return &mock.Device{
				GetUUIDFunc:              func() (string, nvml.Return) { return "MIG-" + d.UUID[4:] + string(rune('a'+k)), nvml.SUCCESS },
				GetGpuInstanceIdFunc:     func() (int, nvml.Return) { return k + 1, nvml.SUCCESS },
				GetComputeInstanceIdFunc: func() (int, nvml.Return) { return 0, nvml.SUCCESS },
				GetMemoryInfoFunc:        func() (nvml.Memory, nvml.Return) { return nvml.Memory{Total: 5 << 30}, nvml.SUCCESS },
			}, nvml.SUCCESS
		}
		d.GetComputeRunningProcessesFunc = func() ([]nvml.ProcessInfo, nvml.Return) { return nil, nvml.SUCCESS }
		d.GetProcessUtilizationFunc = func(uint64) ([]nvml.ProcessUtilizationSample, nvml.Return) {
			return nil, nvml.ERROR_NOT_FOUND
		}
		d.GetCurrentClocksEventReasonsFunc = func() (uint64, nvml.Return) { return 0, nvml.SUCCESS }
		d.RegisterEventsFunc = func(uint64, nvml.EventSet) nvml.Return { return nvml.SUCCESS }
		if i == 0 {
			if _, ret := d.SetMigMode(nvml.DEVICE_MIG_ENABLE); ret != nvml.SUCCESS {
				t.Fatal(ret)
			}
		}
	}
	s.EventSetCreateFunc = func() (nvml.EventSet, nvml.Return) {
		return &mock.EventSet{
			WaitFunc: func(uint32) (nvml.EventData, nvml.Return) { return nvml.EventData{}, nvml.ERROR_TIMEOUT },
			FreeFunc: func() nvml.Return { return nvml.SUCCESS },
		}, nvml.SUCCESS
	}
	return s
}

func TestNVMLMockDGX(t *testing.T) {
	n := newNVMLFromLib(dgx(t))
	defer n.Close()
	devs, err := n.Devices(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(devs) != 8 {
		t.Fatalf("got %d devices", len(devs))
	}
	for i, d := range devs {
		if d.Kind != KindGPU || d.Index != i || !strings.HasPrefix(d.UUID, "GPU-") ||
			d.Model != "Mock NVIDIA A100-SXM4-40GB" || d.MemoryTotal != 40<<30 ||
			d.ComputeCapability != "8.0" || d.PCIBusID != s0(i) || d.DriverVersion != "550.54.15" || d.CUDAVersion != "12.4" {
			t.Fatalf("device %d = %+v", i, d)
		}
		if len(d.NVLinks) != 12 || d.NVLinks[0].RemotePCIBusID != devs[(i+1)%8].PCIBusID {
			t.Fatalf("device %d nvlinks = %+v", i, d.NVLinks)
		}
		if len(d.Peers) != 7 {
			t.Fatalf("device %d peers = %+v", i, d.Peers)
		}
		for _, p := range d.Peers {
			want := "system"
			for j := range devs {
				if devs[j].UUID == p.UUID && j/4 == i/4 {
					want = "node"
				}
			}
			if p.Level != want {
				t.Fatalf("device %d peer %s level %s, want %s", i, p.UUID, p.Level, want)
			}
		}
		if !d.Utilization.Valid || d.Utilization.GPU != uint32(10*i) {
			t.Fatalf("device %d utilization %+v", i, d.Utilization)
		}
		if d.Sensors.TemperatureC != uint32(40+i) || d.Sensors.PowerMilliwatts != uint32(100_000+i) {
			t.Fatalf("device %d sensors %+v", i, d.Sensors)
		}
		if (i == 0) != d.MIGEnabled {
			t.Fatalf("device %d MIG enabled = %v", i, d.MIGEnabled)
		}
	}
	if len(devs[0].MIG) != 2 || devs[0].MIG[1].GPUInstanceID != 2 || devs[0].MIG[0].MemoryTotal != 5<<30 {
		t.Fatalf("MIG = %+v", devs[0].MIG)
	}
}

func s0(i int) string { return fmt.Sprintf("0000:%02x:00.0", i) }

func TestNVMLInitErrors(t *testing.T) {
	for _, tc := range []struct {
		ret      nvml.Return
		noDriver bool
	}{
		{nvml.ERROR_LIBRARY_NOT_FOUND, true},
		{nvml.ERROR_DRIVER_NOT_LOADED, true},
		{nvml.ERROR_LIB_RM_VERSION_MISMATCH, true},
		{nvml.ERROR_UNKNOWN, false},
	} {
		s := dgxa100.New()
		s.InitFunc = func() nvml.Return { return tc.ret }
		_, err := newNVMLFromLib(s).Devices(context.Background())
		if err == nil || errors.Is(err, ErrNoDriver) != tc.noDriver {
			t.Errorf("init %v: err = %v, want noDriver=%v", tc.ret, err, tc.noDriver)
		}
	}
}

// TestBinaryStartsWithoutDriver builds a program that links go-nvml with the lazy-binding flag the
// package doc prescribes, runs it, and checks it reports the missing driver and offers the CPU.
// On a host with a driver it checks that GPUs are reported instead.
func TestBinaryStartsWithoutDriver(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a cgo binary")
	}
	bin := filepath.Join(t.TempDir(), "nodriver")
	build := exec.Command("go", "build", "-ldflags=-extldflags=-Wl,-z,lazy", "-o", bin, "./testdata/nodriver")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	out, err := exec.Command(bin).Output()
	if err != nil {
		t.Fatalf("run: %v\n%s", err, out)
	}
	var res struct {
		Devices []Device `json:"devices"`
		Reason  string   `json:"reason"`
	}
	if err := json.Unmarshal(out, &res); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if len(res.Devices) == 0 {
		t.Fatalf("no devices: %s", out)
	}
	if res.Devices[0].Kind == KindGPU {
		t.Logf("host has an NVIDIA driver: %d GPUs", len(res.Devices))
		return
	}
	if !strings.Contains(res.Reason, "no NVIDIA driver found") || res.Devices[0].Kind != KindCPU {
		t.Fatalf("want CPU fallback with reason, got %s", out)
	}
	if _, err := os.Stat("/proc/driver/nvidia/version"); err == nil {
		t.Fatalf("driver present but reported missing: %s", out)
	}
}

// TestNVMLDeviceLost: a GPU that falls off the bus after it was counted (NVML GPU_IS_LOST) gives
// ErrDeviceLost naming the device and the fix, not a panic; the collector reports the
// inventory down; the device's return brings it back.
func TestNVMLDeviceLost(t *testing.T) {
	s := dgx(t)
	n := newNVMLFromLib(s)
	defer n.Close()
	d3 := s.Devices[3].(*dgxa100.Device)
	var lost atomic.Bool
	lost.Store(true)
	d3.GetMemoryInfoFunc = func() (nvml.Memory, nvml.Return) {
		if lost.Load() {
			return nvml.Memory{}, nvml.ERROR_GPU_IS_LOST
		}
		return nvml.Memory{Total: 40 << 30, Free: 40 << 30}, nvml.SUCCESS
	}
	_, err := n.Devices(context.Background())
	if !errors.Is(err, ErrDeviceLost) || !strings.Contains(err.Error(), "device 3") || !strings.Contains(err.Error(), "Xid") {
		t.Fatalf("err = %v, want ErrDeviceLost naming device 3 and the fix", err)
	}
	reg := prometheus.NewRegistry()
	reg.MustRegister(NewCollector(n, nil))
	up := func() float64 {
		fams, err := reg.Gather()
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range fams {
			if f.GetName() == "gpumesh_provider_device_inventory_up" {
				return f.GetMetric()[0].GetGauge().GetValue()
			}
		}
		t.Fatal("no gpumesh_provider_device_inventory_up")
		return -1
	}
	if v := up(); v != 0 {
		t.Fatalf("inventory_up = %v with a lost device, want 0", v)
	}
	lost.Store(false)
	if v := up(); v != 1 {
		t.Fatalf("inventory_up = %v after the device came back, want 1", v)
	}
}

// TestNVMLRealSensors reads the real driver where there is one (skipped otherwise): every GPU
// reports memory, and the collector exports temperature and power for those that measure them.
func TestNVMLRealSensors(t *testing.T) {
	n := NewNVML(NVMLConfig{})
	defer n.Close()
	devs, err := n.Devices(context.Background())
	if errors.Is(err, ErrNoDriver) {
		t.Skipf("no NVIDIA driver on this machine: %v", err)
	}
	if err != nil {
		t.Fatal(err)
	}
	reg := prometheus.NewRegistry()
	reg.MustRegister(NewCollector(n, nil))
	fams, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	series := map[string]int{}
	for _, f := range fams {
		series[f.GetName()] += len(f.GetMetric())
	}
	for _, d := range devs {
		t.Logf("GPU %d %s %s: memory %d/%d, utilization %+v, sensors %+v", d.Index, d.UUID, d.Model, d.MemoryFree, d.MemoryTotal, d.Utilization, d.Sensors)
		if d.MemoryTotal == 0 {
			t.Errorf("GPU %d reports no memory", d.Index)
		}
	}
	measured := 0
	for _, d := range devs {
		if d.Sensors.TemperatureC > 0 {
			measured++
		}
	}
	if series["gpumesh_provider_device_temperature_celsius"] != measured {
		t.Errorf("%d temperature series for %d devices that measure it", series["gpumesh_provider_device_temperature_celsius"], measured)
	}
}

// TestNVMLActivity reads processes, process utilization, throttle reasons and XID events through
// go-nvml's mock DGX: the process list is bounded, utilization samples are asked for from the last
// timestamp seen, the older throttle call is the fallback, a device that refuses XID events says
// so, queued XID events count once each, and a device lost mid-read is ErrDeviceLost.
func TestNVMLActivity(t *testing.T) {
	s := dgx(t)
	dev := func(i int) *dgxa100.Device { return s.Devices[i].(*dgxa100.Device) }
	dev(0).GetComputeRunningProcessesFunc = func() ([]nvml.ProcessInfo, nvml.Return) {
		ps := make([]nvml.ProcessInfo, MaxProcesses+6)
		for k := range ps {
			ps[k] = nvml.ProcessInfo{Pid: uint32(1000 + k), UsedGpuMemory: 1 << 20}
		}
		return ps, nvml.SUCCESS
	}
	dev(2).GetComputeRunningProcessesFunc = func() ([]nvml.ProcessInfo, nvml.Return) {
		return []nvml.ProcessInfo{{Pid: 100, UsedGpuMemory: 2 << 30}, {Pid: 101, UsedGpuMemory: 1 << 30}}, nvml.SUCCESS
	}
	var since []uint64
	const ts0 = uint64(1_790_000_000_000_000)
	dev(2).GetProcessUtilizationFunc = func(last uint64) ([]nvml.ProcessUtilizationSample, nvml.Return) {
		since = append(since, last)
		return []nvml.ProcessUtilizationSample{ // µs timestamps; 999 exited
			{Pid: 100, TimeStamp: ts0 + 1000, SmUtil: 50}, {Pid: 100, TimeStamp: ts0, SmUtil: 70},
			{Pid: 101, TimeStamp: ts0 + 1200, SmUtil: 10}, {Pid: 999, TimeStamp: ts0 + 1300, SmUtil: 90},
		}, nvml.SUCCESS
	}
	dev(3).GetCurrentClocksEventReasonsFunc = func() (uint64, nvml.Return) { return 4 | 64, nvml.SUCCESS }
	dev(4).GetCurrentClocksEventReasonsFunc = func() (uint64, nvml.Return) { return 0, nvml.ERROR_FUNCTION_NOT_FOUND }
	dev(4).GetCurrentClocksThrottleReasonsFunc = func() (uint64, nvml.Return) { return 8, nvml.SUCCESS }
	dev(5).RegisterEventsFunc = func(uint64, nvml.EventSet) nvml.Return { return nvml.ERROR_NOT_SUPPORTED }
	dev(6).GetProcessUtilizationFunc = func(uint64) ([]nvml.ProcessUtilizationSample, nvml.Return) {
		return nil, nvml.ERROR_NOT_SUPPORTED
	}
	var queue []nvml.EventData
	s.EventSetCreateFunc = func() (nvml.EventSet, nvml.Return) {
		return &mock.EventSet{
			WaitFunc: func(timeout uint32) (nvml.EventData, nvml.Return) {
				if timeout != 0 {
					t.Errorf("event wait with timeout %d ms: a scrape must not block", timeout)
				}
				if len(queue) == 0 {
					return nvml.EventData{}, nvml.ERROR_TIMEOUT
				}
				ev := queue[0]
				queue = queue[1:]
				return ev, nvml.SUCCESS
			},
			FreeFunc: func() nvml.Return { return nvml.SUCCESS },
		}, nvml.SUCCESS
	}
	n := newNVMLFromLib(s)
	defer n.Close()
	ctx := context.Background()
	acts, err := n.Activity(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(acts) != 8 || len(acts[0].Processes) != MaxProcesses {
		t.Fatalf("%d devices, device 0 lists %d processes (want 8, %d)", len(acts), len(acts[0].Processes), MaxProcesses)
	}
	a2 := acts[2]
	if !a2.ProcessUtilValid || len(a2.Processes) != 2 || a2.Processes[0].SMUtil != 50 || a2.Processes[1].SMUtil != 10 ||
		a2.MemoryBytes() != 3<<30 {
		t.Fatalf("device 2 activity = %+v", a2)
	}
	if pct, ok := a2.BusyPercent(); !ok || pct != 60 {
		t.Fatalf("device 2 busy = %d %v, want 60 (each process's newest sample)", pct, ok)
	}
	if !slices.Equal(acts[3].Throttle, []string{"sw_power_cap", "hw_thermal"}) || !acts[3].ThrottleValid {
		t.Fatalf("device 3 throttle = %v", acts[3].Throttle)
	}
	if !slices.Equal(acts[4].Throttle, []string{"hw_slowdown"}) {
		t.Fatalf("device 4 throttle (fallback call) = %v", acts[4].Throttle)
	}
	if acts[5].XIDValid || !acts[1].XIDValid || acts[1].XIDErrors != 0 {
		t.Fatalf("XID watch: device 5 %+v, device 1 %+v", acts[5], acts[1])
	}
	if acts[6].ProcessUtilValid || !acts[1].ProcessUtilValid {
		t.Fatalf("process utilization valid: device 6 %v (unsupported), device 1 %v", acts[6].ProcessUtilValid, acts[1].ProcessUtilValid)
	}

	queue = []nvml.EventData{
		{Device: dev(1), EventType: nvml.EventTypeXidCriticalError, EventData: 79},
		{Device: dev(1), EventType: nvml.EventTypeXidCriticalError, EventData: 48},
		{Device: dev(5), EventType: nvml.EventTypeXidCriticalError, EventData: 13}, // unwatched
	}
	if acts, err = n.Activity(ctx); err != nil {
		t.Fatal(err)
	}
	if acts[1].XIDErrors != 2 || acts[1].LastXID != 48 || acts[0].XIDErrors != 0 || acts[5].XIDValid {
		t.Fatalf("after 2 XIDs on device 1: device 1 %+v, device 0 %+v, device 5 %+v", acts[1], acts[0], acts[5])
	}
	// The second read asks from 10 s before the newest sample seen (of any process), so that
	// two readers (scrape and attribution) both see each process's latest sample.
	if want := []uint64{0, ts0 + 1300 - 10_000_000}; !slices.Equal(since, want) {
		t.Fatalf("process utilization asked since %v, want %v", since, want)
	}
	if acts[2].Processes[0].SMUtil != 50 {
		t.Fatalf("device 2 process 100 on the second read: %+v", acts[2].Processes[0])
	}

	dev(7).GetComputeRunningProcessesFunc = func() ([]nvml.ProcessInfo, nvml.Return) { return nil, nvml.ERROR_GPU_IS_LOST }
	_, err = n.Activity(ctx)
	if !errors.Is(err, ErrDeviceLost) || !strings.Contains(err.Error(), "device 7") {
		t.Fatalf("err = %v, want ErrDeviceLost naming device 7", err)
	}
}

// TestNVMLRealActivity reads the real driver's activity where there is one (skipped otherwise):
// one entry per GPU with its UUID, the process list within its bound, and a second read (which
// drains the XID event set) succeeding too.
func TestNVMLRealActivity(t *testing.T) {
	n := NewNVML(NVMLConfig{})
	defer n.Close()
	devs, err := n.Devices(context.Background())
	if errors.Is(err, ErrNoDriver) {
		t.Skipf("no NVIDIA driver on this machine: %v", err)
	}
	if err != nil {
		t.Fatal(err)
	}
	for round := 0; round < 2; round++ {
		acts, err := n.Activity(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if len(acts) != len(devs) {
			t.Fatalf("%d activity entries for %d GPUs", len(acts), len(devs))
		}
		for i, a := range acts {
			t.Logf("GPU %d: %d processes (util valid %v), throttle %v (valid %v), XID %d last %d (watched %v)",
				a.Index, len(a.Processes), a.ProcessUtilValid, a.Throttle, a.ThrottleValid, a.XIDErrors, a.LastXID, a.XIDValid)
			if a.UUID != devs[i].UUID || len(a.Processes) > MaxProcesses {
				t.Fatalf("GPU %d activity %+v, inventory UUID %s", i, a, devs[i].UUID)
			}
		}
	}
}
