//go:build cgo && !nonvml

package gpu

import (
	"context"
	"time"

	"github.com/NVIDIA/go-nvml/pkg/nvml"
)

// maxXIDDrain bounds the XID events one Activity call takes off the event set; the rest wait for
// the next call (a device storming XIDs cannot stall a scrape).
const maxXIDDrain = 256

// utilLookback is how far before the newest process utilization sample seen the next read asks
// from (NVML keeps samples in a rolling buffer and timestamps them in microseconds).
const utilLookback = 10 * time.Second

// xidState is the XID count of one device, keyed by UUID in NVML.xids.
type xidState struct {
	count, last uint64
	watched     bool // the device accepted the XID event registration
}

// Activity reads each GPU's compute processes (nvmlDeviceGetComputeRunningProcesses: pid and
// memory, no accounting mode needed) and their SM utilization (nvmlDeviceGetProcessUtilization:
// each process's newest sample of the last ten seconds of samples; NOT_SUPPORTED on some GPUs,
// which leaves ProcessUtilValid false), the active clock throttle reasons (nvmlDeviceGetCurrentClocksEventReasons, falling back
// to the older ThrottleReasons call), and the XID critical errors raised since the first call:
// the first call registers every device for nvmlEventTypeXidCriticalError on one event set, and
// every call drains that set without waiting. Accounting mode (nvmlDeviceGetAccountingStats) is
// not used: it needs root to switch on and keeps stats only for finished processes.
func (n *NVML) Activity(ctx context.Context) ([]Activity, error) {
	n.mu.Lock()
	defer n.mu.Unlock()
	if err := n.init(); err != nil {
		return nil, err
	}
	handles, err := n.deviceHandles(ctx)
	if err != nil {
		return nil, err
	}
	uuids := make([]string, 0, len(handles))
	for i, h := range handles {
		uuid, ret := h.GetUUID()
		if ret != nvml.SUCCESS {
			return nil, deviceErr(i, "uuid", ret)
		}
		uuids = append(uuids, uuid)
	}
	n.watchXIDs(handles, uuids)
	n.drainXIDs()
	out := make([]Activity, 0, len(handles))
	for i, h := range handles {
		a, err := n.readActivity(i, uuids[i], h)
		if err != nil {
			return nil, err
		}
		out = append(out, a)
	}
	return out, nil
}

func (n *NVML) readActivity(i int, uuid string, h nvml.Device) (Activity, error) {
	a := Activity{Index: i, UUID: uuid}
	procs, ret := h.GetComputeRunningProcesses()
	switch {
	case ret == nvml.SUCCESS:
	case ret == nvml.ERROR_GPU_IS_LOST || ret == nvml.ERROR_NOT_FOUND:
		return a, deviceErr(i, "processes", ret)
	default:
		procs = nil // NOT_SUPPORTED (some vGPUs): no processes to list
	}
	if len(procs) > MaxProcesses {
		procs = procs[:MaxProcesses]
	}
	byPID := make(map[uint32]int, len(procs))
	for _, p := range procs {
		byPID[p.Pid] = len(a.Processes)
		a.Processes = append(a.Processes, Process{PID: p.Pid, MemoryBytes: p.UsedGpuMemory})
	}
	if n.utilSeen == nil {
		n.utilSeen = map[string]uint64{}
	}
	// Samples from utilLookback before the newest seen: every reader (the collector's scrape,
	// the provider's attribution) gets each process's latest sample, not only what arrived since
	// the other one read.
	since := n.utilSeen[uuid]
	since -= min(since, uint64(utilLookback.Microseconds()))
	samples, ret := h.GetProcessUtilization(since)
	switch ret {
	case nvml.SUCCESS, nvml.ERROR_INSUFFICIENT_SIZE: // the latter with no samples: none fresh
		a.ProcessUtilValid = true
		newest := make(map[uint32]uint64, len(samples))
		for _, s := range samples {
			if k, ok := byPID[s.Pid]; ok && s.TimeStamp >= newest[s.Pid] {
				a.Processes[k].SMUtil, newest[s.Pid] = s.SmUtil, s.TimeStamp
			}
			n.utilSeen[uuid] = max(n.utilSeen[uuid], s.TimeStamp)
		}
	case nvml.ERROR_NOT_FOUND: // no sample in the window: no process used the SMs
		a.ProcessUtilValid = true
	case nvml.ERROR_GPU_IS_LOST:
		return a, deviceErr(i, "process utilization", ret)
	}
	mask, ret := h.GetCurrentClocksEventReasons()
	if ret != nvml.SUCCESS {
		mask, ret = h.GetCurrentClocksThrottleReasons()
	}
	switch ret {
	case nvml.SUCCESS:
		a.Throttle, a.ThrottleValid = ThrottleNames(mask), true
	case nvml.ERROR_GPU_IS_LOST:
		return a, deviceErr(i, "throttle reasons", ret)
	}
	if x, ok := n.xids[uuid]; ok && x.watched {
		a.XIDErrors, a.LastXID, a.XIDValid = x.count, x.last, true
	}
	return a, nil
}

// watchXIDs creates the event set on the first call and registers every device not yet watched
// for XID critical errors. A device that refuses (NOT_SUPPORTED) is left unwatched: its Activity
// says XIDValid false.
func (n *NVML) watchXIDs(handles []nvml.Device, uuids []string) {
	if n.events == nil {
		set, ret := n.lib.EventSetCreate()
		if ret != nvml.SUCCESS {
			return
		}
		n.events = set
	}
	if n.xids == nil {
		n.xids = map[string]*xidState{}
	}
	for i, h := range handles {
		x, ok := n.xids[uuids[i]]
		if !ok {
			x = &xidState{}
			n.xids[uuids[i]] = x
		}
		if x.watched {
			continue
		}
		x.watched = h.RegisterEvents(nvml.EventTypeXidCriticalError, n.events) == nvml.SUCCESS
	}
}

// drainXIDs takes the pending XID events off the set without waiting (timeout 0).
func (n *NVML) drainXIDs() {
	if n.events == nil {
		return
	}
	for k := 0; k < maxXIDDrain; k++ {
		ev, ret := n.events.Wait(0)
		if ret != nvml.SUCCESS {
			return // TIMEOUT: none pending
		}
		if ev.EventType != nvml.EventTypeXidCriticalError || ev.Device == nil {
			continue
		}
		uuid, ret := ev.Device.GetUUID()
		if ret != nvml.SUCCESS {
			continue
		}
		if x, ok := n.xids[uuid]; ok {
			x.count++
			x.last = ev.EventData
		}
	}
}
