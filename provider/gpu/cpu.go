package gpu

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"
)

// CPUConfig configures the CPU inventory.
type CPUConfig struct {
	// ProcDir is the procfs root. Default "/proc".
	ProcDir string
}

// CPU offers the host CPU as one device: model from /proc/cpuinfo, logical cores usable by this
// process (runtime.NumCPU, which honours CPU affinity), memory from /proc/meminfo.
type CPU struct {
	procDir string
}

// NewCPU returns the CPU inventory.
func NewCPU(cfg CPUConfig) *CPU {
	if cfg.ProcDir == "" {
		cfg.ProcDir = "/proc"
	}
	return &CPU{procDir: cfg.ProcDir}
}

// Devices returns the one CPU device.
func (c *CPU) Devices(ctx context.Context) ([]Device, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	cpuinfo, err := os.ReadFile(c.procDir + "/cpuinfo")
	if err != nil {
		return nil, fmt.Errorf("gpu: read cpuinfo: %w", err)
	}
	meminfo, err := os.ReadFile(c.procDir + "/meminfo")
	if err != nil {
		return nil, fmt.Errorf("gpu: read meminfo: %w", err)
	}
	info := ParseCPUInfo(cpuinfo)
	mem, err := ParseMemInfo(meminfo)
	if err != nil {
		return nil, err
	}
	cores := runtime.NumCPU()
	if info.Processors > 0 && info.Processors < cores {
		cores = info.Processors
	}
	model := info.Model
	if model == "" {
		model = runtime.GOARCH + " CPU"
	}
	hostID := ""
	if b, err := os.ReadFile("/etc/machine-id"); err == nil {
		hostID = strings.TrimSpace(string(b))
	}
	if hostID == "" {
		hostID, _ = os.Hostname()
	}
	sum := sha256.Sum256([]byte("gpumesh-cpu\x00" + hostID + "\x00" + model))
	return []Device{{
		Kind:        KindCPU,
		UUID:        "cpu-" + hex.EncodeToString(sum[:8]),
		Model:       model,
		Cores:       cores,
		MemoryTotal: mem.Total,
		MemoryFree:  mem.Available,
	}}, nil
}

// CPUInfo is what ParseCPUInfo extracts from /proc/cpuinfo.
type CPUInfo struct {
	Model      string // "model name" (x86), else "Model"/"cpu model"/"Hardware"
	Processors int    // number of "processor" entries
}

// ParseCPUInfo parses /proc/cpuinfo text. Unknown or malformed lines are skipped.
func ParseCPUInfo(b []byte) CPUInfo {
	var info CPUInfo
	fallback := ""
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(make([]byte, 0, 64<<10), 1<<20)
	for sc.Scan() {
		k, v, ok := strings.Cut(sc.Text(), ":")
		if !ok {
			continue
		}
		k, v = strings.TrimSpace(k), strings.TrimSpace(v)
		switch k {
		case "processor":
			info.Processors++
		case "model name":
			if info.Model == "" {
				info.Model = v
			}
		case "Model", "cpu model", "Hardware", "uarch":
			if fallback == "" {
				fallback = v
			}
		}
	}
	if info.Model == "" {
		info.Model = fallback
	}
	return info
}

// MemInfo is what ParseMemInfo extracts from /proc/meminfo, in bytes.
type MemInfo struct {
	Total     uint64
	Available uint64
}

// ParseMemInfo parses /proc/meminfo text. It needs MemTotal; MemAvailable falls back to MemFree.
func ParseMemInfo(b []byte) (MemInfo, error) {
	var m MemInfo
	var free uint64
	haveAvail := false
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		k, v, ok := strings.Cut(sc.Text(), ":")
		if !ok {
			continue
		}
		f := strings.Fields(v)
		if len(f) == 0 {
			continue
		}
		n, err := strconv.ParseUint(f[0], 10, 64)
		if err != nil {
			continue
		}
		if len(f) > 1 && f[1] == "kB" {
			if n > (1<<64-1)/1024 {
				continue
			}
			n *= 1024
		}
		switch k {
		case "MemTotal":
			m.Total = n
		case "MemAvailable":
			m.Available, haveAvail = n, true
		case "MemFree":
			free = n
		}
	}
	if m.Total == 0 {
		return m, fmt.Errorf("gpu: meminfo has no MemTotal")
	}
	if !haveAvail {
		m.Available = free
	}
	return m, nil
}
