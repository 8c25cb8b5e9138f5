package gpu

import "context"

// MaxProcesses bounds the processes an [Activity] lists per device; a device running more lists
// the first MaxProcesses NVML returns (their memory and utilization still count in the totals of
// the ones listed only).
const MaxProcesses = 64

// ThrottleReasons is the bounded set of clock throttle (NVML "clocks event") reason names an
// [Activity] reports, in NVML's bit order: gpu_idle, applications_clocks, sw_power_cap,
// hw_slowdown, sync_boost, sw_thermal, hw_thermal, hw_power_brake, display_clocks.
var ThrottleReasons = []string{
	"gpu_idle", "applications_clocks", "sw_power_cap", "hw_slowdown", "sync_boost",
	"sw_thermal", "hw_thermal", "hw_power_brake", "display_clocks",
}

// ThrottleNames returns the names of the reasons set in an NVML clocks-event bit mask, in
// [ThrottleReasons] order; bits outside the known set are ignored.
func ThrottleNames(mask uint64) []string {
	var out []string
	for i, name := range ThrottleReasons {
		if mask&(1<<i) != 0 {
			out = append(out, name)
		}
	}
	return out
}

// Activity is what one GPU is doing at a sample: the compute processes on it, its active clock
// throttle reasons and the XID errors it raised.
type Activity struct {
	Index int    `json:"index"`
	UUID  string `json:"uuid"`

	// Processes are the compute processes using the device (at most [MaxProcesses]) with the
	// device memory each holds and, where ProcessUtilValid, its SM utilization.
	Processes []Process `json:"processes,omitempty"`
	// ProcessUtilValid is true when per-process SM utilization was sampled (NVML process
	// utilization; not every GPU or vGPU supports it). No fresh sample means 0% for each process.
	ProcessUtilValid bool `json:"process_util_valid"`

	// Throttle names the active clock throttle reasons (from [ThrottleReasons]); ThrottleValid is
	// false where the device cannot report them.
	Throttle      []string `json:"throttle,omitempty"`
	ThrottleValid bool     `json:"throttle_valid"`

	// XIDErrors counts the XID critical-error events the device raised since the reader started
	// watching it (XIDValid: it could); LastXID is the last one's XID code (0: none yet).
	XIDErrors uint64 `json:"xid_errors"`
	LastXID   uint64 `json:"last_xid,omitempty"`
	XIDValid  bool   `json:"xid_valid"`
}

// Process is one compute process on a GPU.
type Process struct {
	PID         uint32 `json:"pid"`
	MemoryBytes uint64 `json:"memory_bytes"`
	// SMUtil is the process's SM utilization in percent over the last sampling period (valid
	// only where the Activity's ProcessUtilValid is).
	SMUtil uint32 `json:"sm_util"`
}

// BusyPercent is the device's compute use by its processes: the sum of their SM utilization,
// capped at 100. ok is false when per-process utilization was not sampled.
func (a Activity) BusyPercent() (pct uint32, ok bool) {
	if !a.ProcessUtilValid {
		return 0, false
	}
	for _, p := range a.Processes {
		pct += p.SMUtil
	}
	return min(pct, 100), true
}

// MemoryBytes is the device memory held by the listed processes.
func (a Activity) MemoryBytes() uint64 {
	var n uint64
	for _, p := range a.Processes {
		n += p.MemoryBytes
	}
	return n
}

// ActivityReader reads what the GPUs are doing. [NVML] implements it (the CPU inventory does
// not: it has no per-device processes to attribute). A device lost while reading gives an error
// matching [ErrDeviceLost].
type ActivityReader interface {
	Activity(ctx context.Context) ([]Activity, error)
}

var _ ActivityReader = (*NVML)(nil)
