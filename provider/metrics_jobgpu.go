package provider

import (
	"context"
	"log/slog"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/gpumesh/gpumesh/provider/gpu"
	"github.com/gpumesh/gpumesh/provider/runner"
)

// MaxJobGPURecords bounds the jobs whose GPU use the daemon keeps for /status and the console
// (the most recently sampled; older ones leave, their totals stay in the per-class counters).
const MaxJobGPURecords = 64

// maxJobGPUPIDs bounds the process ids a JobGPU lists.
const maxJobGPUPIDs = 16

// AttributionPlacement says GPU use was given to the jobs the runner placed on the device. The
// executors start the job's processes inside a container or a sandbox whose pids this layer does
// not see, so a device's use goes to the jobs holding it, split evenly between them when several
// share it (fractional placement). A device runs nothing but the runs placed on it, so this
// is exact for whole-device jobs; for shared devices it is the even split, not a measurement.
const AttributionPlacement = "placement"

// JobGPU is one job's GPU use, as the daemon sampled it while the job held devices.
type JobGPU struct {
	JobID   string   `json:"job_id"`
	Class   string   `json:"class"`
	Devices []string `json:"devices"` // NVML indexes the job held (as placement lists them)
	// Attribution is how the device's use was given to the job (AttributionPlacement).
	Attribution string `json:"attribution"`
	// HeldSeconds are the device-seconds attributed to the job (a device shared by n jobs
	// counts 1/n to each); MeasuredSeconds the part of them with a utilization sample.
	HeldSeconds     float64 `json:"held_seconds"`
	MeasuredSeconds float64 `json:"measured_seconds"`
	// BusySeconds are the measured seconds weighted by utilization (60% for 10 s: 6);
	// IdleSeconds the measured seconds whose sample was below metrics.idle_below_percent.
	BusySeconds float64 `json:"busy_seconds"`
	IdleSeconds float64 `json:"idle_seconds"`
	// UtilizationPercent is BusySeconds / MeasuredSeconds (0 when nothing was measured).
	UtilizationPercent float64 `json:"utilization_percent"`
	// Source is where the utilization came from: "process" (the sum of the device's
	// processes' SM utilization, NVML) or "device" (the device's utilization sample).
	Source string `json:"source,omitempty"`
	// MemoryBytes is the device memory the job's processes held at the last sample; PeakMemory
	// the most seen. PIDs are the host pids last seen on its devices (at most 16).
	MemoryBytes uint64    `json:"memory_bytes"`
	PeakMemory  uint64    `json:"peak_memory_bytes"`
	PIDs        []uint32  `json:"pids,omitempty"`
	First       time.Time `json:"first_sampled"`
	Last        time.Time `json:"last_sampled"`
}

// jobGPUMeter attributes GPU use to the jobs that hold the devices: at each sample it reads the
// runner's placement (which jobs hold which GPU), the devices' utilization (the inventory) and,
// where the inventory reads them (NVML), the processes on each device with their SM utilization
// and memory. The interval since the previous sample goes to the jobs placed on each device at
// this sample (AttributionPlacement), as the idle meter does: a job that started or ended within
// the interval is off by at most one metrics.idle_sample. Exported per job class (job ids as labels would be unbounded):
//
//	gpumesh_provider_job_gpu_held_seconds_total{class}         device-seconds held by the class's jobs
//	gpumesh_provider_job_gpu_measured_seconds_total{class}     the part with a utilization sample
//	gpumesh_provider_job_gpu_utilization_seconds_total{class}  measured seconds x utilization
//	gpumesh_provider_job_gpu_idle_seconds_total{class}         measured seconds below idle_below_percent
//	gpumesh_provider_job_gpu_memory_bytes{class}               device memory of their processes now
//
// Per job (bounded to MaxJobGPURecords recent jobs) in Recent, for /status and the console.
type jobGPUMeter struct {
	usage     func() runner.Usage
	inv       gpu.Inventory
	act       gpu.ActivityReader // nil: device utilization only
	classOf   func(jobID string) string
	idleBelow uint32
	log       *slog.Logger

	mu     sync.Mutex // guards last and jobs
	last   time.Time
	jobs   map[string]*JobGPU
	held   *prometheus.CounterVec
	meas   *prometheus.CounterVec
	busy   *prometheus.CounterVec
	idle   *prometheus.CounterVec
	memory *prometheus.GaugeVec
}

func newJobGPUMeter(usage func() runner.Usage, inv gpu.Inventory, classOf func(string) string, idleBelow uint32, log *slog.Logger) *jobGPUMeter {
	act, _ := inv.(gpu.ActivityReader)
	counter := func(name, help string) *prometheus.CounterVec {
		return prometheus.NewCounterVec(prometheus.CounterOpts{Name: name, Help: help}, []string{"class"})
	}
	return &jobGPUMeter{
		usage: usage, inv: inv, act: act, classOf: classOf, idleBelow: idleBelow, log: log,
		jobs: map[string]*JobGPU{},
		held: counter("gpumesh_provider_job_gpu_held_seconds_total",
			"GPU device-seconds held by running jobs, by job class (a device shared by n jobs counts 1/n to each)."),
		meas: counter("gpumesh_provider_job_gpu_measured_seconds_total",
			"The part of gpumesh_provider_job_gpu_held_seconds_total with a utilization sample, by job class."),
		busy: counter("gpumesh_provider_job_gpu_utilization_seconds_total",
			"Measured GPU device-seconds held by jobs weighted by utilization (NVML: the device's processes' SM utilization, else the device's), by job class; divide its rate by measured_seconds' for the mean utilization."),
		idle: counter("gpumesh_provider_job_gpu_idle_seconds_total",
			"Measured GPU device-seconds held by jobs whose utilization was below metrics.idle_below_percent, by job class."),
		memory: prometheus.NewGaugeVec(prometheus.GaugeOpts{Name: "gpumesh_provider_job_gpu_memory_bytes",
			Help: "Device memory held by the processes on the GPUs that jobs of the class hold, at the last sample (NVML)."},
			[]string{"class"}),
	}
}

func (m *jobGPUMeter) collectors() []prometheus.Collector {
	return []prometheus.Collector{m.held, m.meas, m.busy, m.idle, m.memory}
}

// deviceUse is one device's use at a sample.
type deviceUse struct {
	pct      float64
	measured bool
	source   string
	memory   uint64
	pids     []uint32
}

// read returns each GPU's use by NVML index. A failed read (a lost device) leaves the devices
// unmeasured for this sample and is logged; it stops nothing.
func (m *jobGPUMeter) read(ctx context.Context) map[string]deviceUse {
	use := map[string]deviceUse{}
	devs, err := m.inv.Devices(ctx)
	if err != nil {
		m.log.Warn("device utilization read failed; GPU use unmeasured this sample", "err", err)
		return use
	}
	for _, d := range devs {
		if d.Kind == gpu.KindGPU && d.Utilization.Valid {
			use[strconv.Itoa(d.Index)] = deviceUse{pct: float64(d.Utilization.GPU), measured: true, source: "device"}
		}
	}
	if m.act == nil {
		return use
	}
	acts, err := m.act.Activity(ctx)
	if err != nil {
		m.log.Warn("device activity read failed; GPU use unmeasured this sample", "err", err)
		return map[string]deviceUse{}
	}
	for _, a := range acts {
		id := strconv.Itoa(a.Index)
		u := use[id]
		if pct, ok := a.BusyPercent(); ok {
			u.pct, u.measured, u.source = float64(pct), true, "process"
		}
		u.memory = a.MemoryBytes()
		for _, p := range a.Processes {
			u.pids = append(u.pids, p.PID)
		}
		use[id] = u
	}
	return use
}

// sample adds the interval since the previous sample (none for the first) at the state read now.
func (m *jobGPUMeter) sample(ctx context.Context, now time.Time) {
	pl := m.usage()
	use := m.read(ctx)
	m.mu.Lock()
	defer m.mu.Unlock()
	prev := m.last
	m.last = now
	dt := 0.0
	if !prev.IsZero() && now.After(prev) {
		dt = now.Sub(prev).Seconds()
	}
	memByClass := map[string]float64{}
	for c := range m.classesSeen() {
		memByClass[c] = 0 // a class whose jobs left reads 0, not its last value
	}
	memNow := map[*JobGPU]uint64{} // this sample's memory per job, over all its devices
	pidsNow := map[*JobGPU][]uint32{}
	for _, d := range pl.GPUs {
		if len(d.Jobs) == 0 {
			continue
		}
		u := use[d.ID]
		share := 1 / float64(len(d.Jobs))
		for _, id := range d.Jobs {
			j := m.job(id, now)
			if !slices.Contains(j.Devices, d.ID) {
				j.Devices = append(j.Devices, d.ID)
			}
			j.Last = now
			held := dt * share
			j.HeldSeconds += held
			m.held.WithLabelValues(j.Class).Add(held)
			if u.measured {
				busy := held * u.pct / 100
				j.MeasuredSeconds += held
				j.BusySeconds += busy
				j.Source = u.source
				m.meas.WithLabelValues(j.Class).Add(held)
				m.busy.WithLabelValues(j.Class).Add(busy)
				if u.pct < float64(m.idleBelow) {
					j.IdleSeconds += held
					m.idle.WithLabelValues(j.Class).Add(held)
				}
			}
			if j.MeasuredSeconds > 0 {
				j.UtilizationPercent = 100 * j.BusySeconds / j.MeasuredSeconds
			}
			mem := uint64(float64(u.memory) * share)
			memNow[j] += mem
			pidsNow[j] = append(pidsNow[j], u.pids...)
			memByClass[j.Class] += float64(mem)
		}
	}
	for j, mem := range memNow {
		j.MemoryBytes, j.PeakMemory = mem, max(j.PeakMemory, mem)
		pids := pidsNow[j]
		j.PIDs = slices.Clone(pids[:min(len(pids), maxJobGPUPIDs)])
	}
	for c, v := range memByClass {
		m.memory.WithLabelValues(c).Set(v)
	}
}

// job returns the record of job id, making it (and evicting the least recently sampled job
// past MaxJobGPURecords) when it is new; m.mu is held.
func (m *jobGPUMeter) job(id string, now time.Time) *JobGPU {
	if j, ok := m.jobs[id]; ok {
		return j
	}
	if len(m.jobs) >= MaxJobGPURecords {
		var oldest *JobGPU
		for _, j := range m.jobs {
			if oldest == nil || j.Last.Before(oldest.Last) {
				oldest = j
			}
		}
		delete(m.jobs, oldest.JobID)
	}
	j := &JobGPU{JobID: id, Class: m.classOf(id), Attribution: AttributionPlacement, First: now, Last: now}
	m.jobs[id] = j
	for _, c := range []*prometheus.CounterVec{m.held, m.meas, m.busy, m.idle} {
		c.WithLabelValues(j.Class) // every series of a class from 0
	}
	return j
}

// classesSeen is the set of classes of the jobs on record; m.mu is held.
func (m *jobGPUMeter) classesSeen() map[string]struct{} {
	out := map[string]struct{}{}
	for _, j := range m.jobs {
		out[j.Class] = struct{}{}
	}
	return out
}

// Recent returns copies of the jobs on record, the most recently sampled first.
func (m *jobGPUMeter) Recent() []JobGPU {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := make([]JobGPU, 0, len(m.jobs))
	for _, j := range m.jobs {
		c := *j
		c.Devices = slices.Clone(j.Devices)
		c.PIDs = slices.Clone(j.PIDs)
		out = append(out, c)
	}
	slices.SortFunc(out, func(a, b JobGPU) int {
		if c := b.Last.Compare(a.Last); c != 0 {
			return c
		}
		return strings.Compare(a.JobID, b.JobID)
	})
	return out
}

// run samples every interval until ctx ends.
func (m *jobGPUMeter) run(ctx context.Context, interval time.Duration) {
	t := time.NewTicker(interval)
	defer t.Stop()
	m.sample(ctx, time.Now())
	for {
		select {
		case <-ctx.Done():
			return
		case now := <-t.C:
			m.sample(ctx, now)
		}
	}
}
