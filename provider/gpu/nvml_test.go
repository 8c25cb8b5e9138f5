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
		if i == 0 {
			if _, ret := d.SetMigMode(nvml.DEVICE_MIG_ENABLE); ret != nvml.SUCCESS {
				t.Fatal(ret)
			}
		}
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
