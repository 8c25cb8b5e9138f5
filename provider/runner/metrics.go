package runner

import (
	"math/big"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

// metrics are labelled by job class (and state or outcome), never by job id.
type metrics struct {
	queueDepth    *prometheus.GaugeVec     // jobs waiting for a slot
	schedDelay    *prometheus.HistogramVec // accepted -> run start
	fetchSeconds  *prometheus.HistogramVec
	runSeconds    *prometheus.HistogramVec
	uploadSeconds *prometheus.HistogramVec
	jobs          *prometheus.CounterVec   // final outcome (and failed) per class
	earnings      *prometheus.CounterVec   // token units (wei) paid; float64, so exact to 2^53
	preemptions   *prometheus.CounterVec   // runs stopped for burst work, by the stopped run's class
	requeueDelay  *prometheus.HistogramVec // preemption -> the requeued job's next run start
	gpuMilli      *prometheus.GaugeVec     // share of each GPU held by placed runs, by device id
	cpuSlots      prometheus.Gauge         // CPU slots held by GPU-less runs
	allocated     *allocation              // device-seconds held, integrated at each change
}

func newMetrics(reg prometheus.Registerer) (*metrics, error) {
	const ns, sub = "gpumesh", "provider_runner"
	buckets := prometheus.ExponentialBuckets(0.005, 2.5, 14) // 5 ms .. ~2.5 h
	m := &metrics{
		queueDepth: prometheus.NewGaugeVec(prometheus.GaugeOpts{Namespace: ns, Subsystem: sub,
			Name: "queue_depth", Help: "Jobs waiting for an executor slot, per class."}, []string{"class"}),
		schedDelay: prometheus.NewHistogramVec(prometheus.HistogramOpts{Namespace: ns, Subsystem: sub,
			Name: "scheduling_delay_seconds", Help: "Time from acceptance to the start of the executor run.", Buckets: buckets}, []string{"class"}),
		fetchSeconds: prometheus.NewHistogramVec(prometheus.HistogramOpts{Namespace: ns, Subsystem: sub,
			Name: "fetch_seconds", Help: "Time to fetch a job's module and inputs.", Buckets: buckets}, []string{"class"}),
		runSeconds: prometheus.NewHistogramVec(prometheus.HistogramOpts{Namespace: ns, Subsystem: sub,
			Name: "run_seconds", Help: "Executor run time.", Buckets: buckets}, []string{"class"}),
		uploadSeconds: prometheus.NewHistogramVec(prometheus.HistogramOpts{Namespace: ns, Subsystem: sub,
			Name: "upload_seconds", Help: "Time to upload a job's result.", Buckets: buckets}, []string{"class"}),
		jobs: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: ns, Subsystem: sub,
			Name: "jobs_total", Help: "Jobs by class and outcome (failed, missed, paid, refunded, slashed, abandoned, disputed, preempted)."}, []string{"class", "outcome"}),
		earnings: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: ns, Subsystem: sub,
			Name: "earnings_token_units_total", Help: "Payments claimed, in token base units (float64: exact up to 2^53)."}, []string{"class"}),
		preemptions: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: ns, Subsystem: sub,
			Name: "preemptions_total", Help: "Runs stopped and requeued to make room for burst work, by the stopped job's class."}, []string{"class"}),
		requeueDelay: prometheus.NewHistogramVec(prometheus.HistogramOpts{Namespace: ns, Subsystem: sub,
			Name: "requeue_delay_seconds", Help: "Time from a preemption until the requeued job runs again.", Buckets: buckets}, []string{"class"}),
		gpuMilli: prometheus.NewGaugeVec(prometheus.GaugeOpts{Namespace: ns, Subsystem: sub,
			Name: "placed_gpu_milli", Help: "Share of each GPU held by running jobs, in milli-GPU (1000 = the whole device)."}, []string{"device"}),
		cpuSlots: prometheus.NewGauge(prometheus.GaugeOpts{Namespace: ns, Subsystem: sub,
			Name: "cpu_slots_used", Help: "CPU slots held by running jobs that use no GPU."}),
		allocated: newAllocation(time.Now),
	}
	if reg != nil {
		for _, c := range []prometheus.Collector{m.queueDepth, m.schedDelay, m.fetchSeconds,
			m.runSeconds, m.uploadSeconds, m.jobs, m.earnings, m.preemptions, m.requeueDelay,
			m.gpuMilli, m.cpuSlots, m.allocated} {
			if err := reg.Register(c); err != nil {
				return nil, err
			}
		}
	}
	return m, nil
}

// Outcomes of jobs_total besides the states failed, missed, paid, refunded and slashed.
const (
	outcomeAbandoned = "abandoned" // refunded because the provider could not fetch the content
	outcomeDisputed  = "disputed"  // ended by a dispute's outcome
	outcomePreempted = "preempted" // a run stopped for burst work (per preemption)
)

// initClass creates a class's counter series at 0, so that the first event is an increase
// Prometheus sees (a series first scraped at 1 shows no increase) and dashboards show every class.
func (m *metrics) initClass(class string) {
	for _, o := range []string{string(StateFailed), string(StateMissed), string(StatePaid), string(StateRefunded),
		string(StateSlashed), outcomeAbandoned, outcomeDisputed, outcomePreempted} {
		m.jobs.WithLabelValues(class, o)
	}
	m.earnings.WithLabelValues(class)
	m.preemptions.WithLabelValues(class)
	m.queueDepth.WithLabelValues(class)
}

func (m *metrics) outcome(class, outcome string) { m.jobs.WithLabelValues(class, outcome).Inc() }

func (m *metrics) earn(class string, amount *big.Int) {
	f, _ := new(big.Float).SetInt(amount).Float64()
	if f > 0 {
		m.earnings.WithLabelValues(class).Add(f)
	}
}

// CPUDevice is the device label of the CPU slots GPU-less runs hold, in
// gpumesh_provider_device_allocated_seconds_total (GPUs are labelled by Device.ID).
const CPUDevice = "cpu"

// allocation is gpumesh_provider_device_allocated_seconds_total{device}: device-seconds held by
// placed runs (a GPU's share held x time: half a GPU for 2 s counts 1; device="cpu": CPU slots
// held x time). It integrates exactly: at every capacity change (set) and at every scrape
// (Collect), so a run of a few milliseconds counts and a run of hours shows while it runs.
type allocation struct {
	now  func() time.Time
	desc *prometheus.Desc

	mu    sync.Mutex
	last  time.Time
	held  map[string]float64 // device -> share held since last
	total map[string]float64 // device -> seconds up to last
}

func newAllocation(now func() time.Time) *allocation {
	return &allocation{
		now: now, held: map[string]float64{}, total: map[string]float64{},
		desc: prometheus.NewDesc("gpumesh_provider_device_allocated_seconds_total",
			"Device-seconds held by placed runs, by device: GPUs by id (a half-GPU share for 2 s counts 1), cpu for the CPU slots GPU-less runs hold (slot-seconds).",
			[]string{"device"}, nil),
	}
}

// integrateLocked adds the time since last at the shares held.
func (a *allocation) integrateLocked(now time.Time) {
	if !a.last.IsZero() && now.After(a.last) {
		dt := now.Sub(a.last).Seconds()
		for d, h := range a.held {
			a.total[d] += h * dt
		}
	}
	a.last = now
}

// set records the shares held from now on (every device keeps a series, from 0).
func (a *allocation) set(held map[string]float64) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.integrateLocked(a.now())
	a.held = held
	for d := range held {
		a.total[d] += 0
	}
}

// Describe implements prometheus.Collector.
func (a *allocation) Describe(ch chan<- *prometheus.Desc) { ch <- a.desc }

// Collect implements prometheus.Collector.
func (a *allocation) Collect(ch chan<- prometheus.Metric) {
	a.mu.Lock()
	a.integrateLocked(a.now())
	out := make(map[string]float64, len(a.total))
	for d, v := range a.total {
		out[d] = v
	}
	a.mu.Unlock()
	for d, v := range out {
		ch <- prometheus.MustNewConstMetric(a.desc, prometheus.CounterValue, v, d)
	}
}
