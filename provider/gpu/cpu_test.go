package gpu

import (
	"context"
	"errors"
	"os"
	"testing"
)

func TestParseProc(t *testing.T) {
	tests := []struct {
		dir       string
		model     string
		procs     int
		total     uint64
		available uint64
	}{
		{"testdata/proc-x86", "Intel(R) Xeon(R) Gold 6248 CPU @ 2.50GHz", 2, 16318480 << 10, 9876544 << 10},
		{"testdata/proc-arm", "BCM2835", 4, 3884328 << 10, 204876 << 10}, // no MemAvailable: MemFree
	}
	for _, tc := range tests {
		t.Run(tc.dir, func(t *testing.T) {
			ci, err := os.ReadFile(tc.dir + "/cpuinfo")
			if err != nil {
				t.Fatal(err)
			}
			info := ParseCPUInfo(ci)
			if info.Model != tc.model || info.Processors != tc.procs {
				t.Fatalf("cpuinfo = %+v, want model %q procs %d", info, tc.model, tc.procs)
			}
			mi, err := os.ReadFile(tc.dir + "/meminfo")
			if err != nil {
				t.Fatal(err)
			}
			m, err := ParseMemInfo(mi)
			if err != nil {
				t.Fatal(err)
			}
			if m.Total != tc.total || m.Available != tc.available {
				t.Fatalf("meminfo = %+v, want %d/%d", m, tc.total, tc.available)
			}
			devs, err := NewCPU(CPUConfig{ProcDir: tc.dir}).Devices(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			if len(devs) != 1 || devs[0].Kind != KindCPU || devs[0].Model != tc.model ||
				devs[0].MemoryTotal != tc.total || devs[0].Cores < 1 || devs[0].Cores > tc.procs {
				t.Fatalf("devices = %+v", devs)
			}
		})
	}
}

func TestParseMemInfoBad(t *testing.T) {
	for _, in := range []string{"", "MemFree: 10 kB\n", "MemTotal: x kB\n", "MemTotal: 0 kB\n"} {
		if _, err := ParseMemInfo([]byte(in)); err == nil {
			t.Errorf("ParseMemInfo(%q): want error", in)
		}
	}
}

func TestCPUMissingProc(t *testing.T) {
	_, err := NewCPU(CPUConfig{ProcDir: t.TempDir()}).Devices(context.Background())
	if !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("err = %v, want not-exist", err)
	}
}

func TestCPUHost(t *testing.T) {
	devs, err := NewCPU(CPUConfig{}).Devices(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	d := devs[0]
	if d.Cores < 1 || d.MemoryTotal == 0 || d.MemoryFree > d.MemoryTotal || d.UUID == "" || d.Model == "" {
		t.Fatalf("host CPU device = %+v", d)
	}
}

func FuzzParseCPUInfo(f *testing.F) {
	for _, p := range []string{"testdata/proc-x86/cpuinfo", "testdata/proc-arm/cpuinfo"} {
		b, _ := os.ReadFile(p)
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		info := ParseCPUInfo(b)
		if info.Processors < 0 {
			t.Fatal("negative processors")
		}
	})
}

func FuzzParseMemInfo(f *testing.F) {
	for _, p := range []string{"testdata/proc-x86/meminfo", "testdata/proc-arm/meminfo"} {
		b, _ := os.ReadFile(p)
		f.Add(b)
	}
	f.Add([]byte("MemTotal: 18446744073709551615 kB\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		m, err := ParseMemInfo(b)
		if err == nil && m.Total == 0 {
			t.Fatal("nil error with zero total")
		}
	})
}
