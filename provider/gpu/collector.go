package gpu

import (
	"context"
	"log/slog"
	"slices"
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

// Collector exports device memory and utilization as Prometheus gauges, reading the inventory at
// scrape time. Labels are the device UUID and kind (a bounded set: the node's devices). When the
// inventory is also an [ActivityReader] (NVML), it exports each GPU's active throttle reasons (a
// gauge per device and reason, from the bounded [ThrottleReasons]), its XID critical errors (a
// counter per device) and its compute processes (count and memory; per-job attribution is the
// provider's, not this package's).
type Collector struct {
	inv     Inventory
	act     ActivityReader // nil when inv cannot read activity
	log     *slog.Logger
	timeout time.Duration

	util, mem, up, temp, power                    *prometheus.Desc
	actUp, throttle, xid, lastXID, procs, procMem *prometheus.Desc
}

// NewCollector returns a collector over inv; register it with the node's prometheus.Registerer.
// A failed inventory read sets gpumesh_provider_device_inventory_up to 0 and is logged.
func NewCollector(inv Inventory, logger *slog.Logger) *Collector {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	act, _ := inv.(ActivityReader)
	return &Collector{
		inv: inv, act: act, log: logger, timeout: 5 * time.Second,
		util: prometheus.NewDesc("gpumesh_provider_device_utilization_percent",
			"Device utilization sample (NVML), by resource (gpu or memory); absent where unmeasured.",
			[]string{"uuid", "kind", "resource"}, nil),
		mem: prometheus.NewDesc("gpumesh_provider_device_memory_bytes",
			"Device memory (VRAM for GPUs, RAM for the CPU device), by state (total or free).",
			[]string{"uuid", "kind", "state"}, nil),
		up: prometheus.NewDesc("gpumesh_provider_device_inventory_up",
			"1 if the last inventory read succeeded (0: no driver, or a device lost; the log names it).", nil, nil),
		temp: prometheus.NewDesc("gpumesh_provider_device_temperature_celsius",
			"Device temperature sample (NVML); absent where unmeasured.", []string{"uuid", "kind"}, nil),
		power: prometheus.NewDesc("gpumesh_provider_device_power_watts",
			"Device power draw sample (NVML); absent where unmeasured.", []string{"uuid", "kind"}, nil),
		actUp: prometheus.NewDesc("gpumesh_provider_device_activity_up",
			"1 if the last read of GPU processes, throttle reasons and XID errors succeeded (0: a device lost or no driver; the log names it). Absent without NVML.", nil, nil),
		throttle: prometheus.NewDesc("gpumesh_provider_device_throttle_reason",
			"1 while the GPU's clocks are held down for the reason (NVML clocks event reasons: gpu_idle, applications_clocks, sw_power_cap, hw_slowdown, sync_boost, sw_thermal, hw_thermal, hw_power_brake, display_clocks), else 0; absent where unreported.",
			[]string{"uuid", "reason"}, nil),
		xid: prometheus.NewDesc("gpumesh_provider_device_xid_errors_total",
			"XID critical-error events the GPU raised since the daemon started watching it (NVML events); absent where the device cannot report them.",
			[]string{"uuid"}, nil),
		lastXID: prometheus.NewDesc("gpumesh_provider_device_last_xid",
			"The XID code of the GPU's last XID critical error (0: none since the daemon started).", []string{"uuid"}, nil),
		procs: prometheus.NewDesc("gpumesh_provider_device_processes",
			"Compute processes on the GPU (NVML), at most 64 counted.", []string{"uuid"}, nil),
		procMem: prometheus.NewDesc("gpumesh_provider_device_process_memory_bytes",
			"Device memory held by the GPU's compute processes (NVML).", []string{"uuid"}, nil),
	}
}

// Describe implements prometheus.Collector.
func (c *Collector) Describe(ch chan<- *prometheus.Desc) {
	ch <- c.util
	ch <- c.mem
	ch <- c.up
	ch <- c.temp
	ch <- c.power
	if c.act != nil {
		for _, d := range []*prometheus.Desc{c.actUp, c.throttle, c.xid, c.lastXID, c.procs, c.procMem} {
			ch <- d
		}
	}
}

// Collect implements prometheus.Collector.
func (c *Collector) Collect(ch chan<- prometheus.Metric) {
	ctx, cancel := context.WithTimeout(context.Background(), c.timeout)
	defer cancel()
	c.collectActivity(ctx, ch)
	devs, err := c.inv.Devices(ctx)
	if err != nil {
		c.log.Warn("device inventory read failed", "err", err)
		ch <- prometheus.MustNewConstMetric(c.up, prometheus.GaugeValue, 0)
		return
	}
	ch <- prometheus.MustNewConstMetric(c.up, prometheus.GaugeValue, 1)
	for _, d := range devs {
		k := string(d.Kind)
		ch <- prometheus.MustNewConstMetric(c.mem, prometheus.GaugeValue, float64(d.MemoryTotal), d.UUID, k, "total")
		ch <- prometheus.MustNewConstMetric(c.mem, prometheus.GaugeValue, float64(d.MemoryFree), d.UUID, k, "free")
		if d.Utilization.Valid {
			ch <- prometheus.MustNewConstMetric(c.util, prometheus.GaugeValue, float64(d.Utilization.GPU), d.UUID, k, "gpu")
			ch <- prometheus.MustNewConstMetric(c.util, prometheus.GaugeValue, float64(d.Utilization.Memory), d.UUID, k, "memory")
		}
		if t := d.Sensors.TemperatureC; t > 0 {
			ch <- prometheus.MustNewConstMetric(c.temp, prometheus.GaugeValue, float64(t), d.UUID, k)
		}
		if p := d.Sensors.PowerMilliwatts; p > 0 {
			ch <- prometheus.MustNewConstMetric(c.power, prometheus.GaugeValue, float64(p)/1000, d.UUID, k)
		}
	}
}

// collectActivity exports the activity series; a failed read (a device lost mid-scrape) exports
// activity_up 0 and nothing else, and is logged.
func (c *Collector) collectActivity(ctx context.Context, ch chan<- prometheus.Metric) {
	if c.act == nil {
		return
	}
	acts, err := c.act.Activity(ctx)
	if err != nil {
		c.log.Warn("device activity read failed", "err", err)
		ch <- prometheus.MustNewConstMetric(c.actUp, prometheus.GaugeValue, 0)
		return
	}
	ch <- prometheus.MustNewConstMetric(c.actUp, prometheus.GaugeValue, 1)
	for _, a := range acts {
		if a.ThrottleValid {
			for _, r := range ThrottleReasons {
				v := 0.0
				if slices.Contains(a.Throttle, r) {
					v = 1
				}
				ch <- prometheus.MustNewConstMetric(c.throttle, prometheus.GaugeValue, v, a.UUID, r)
			}
		}
		if a.XIDValid {
			ch <- prometheus.MustNewConstMetric(c.xid, prometheus.CounterValue, float64(a.XIDErrors), a.UUID)
			ch <- prometheus.MustNewConstMetric(c.lastXID, prometheus.GaugeValue, float64(a.LastXID), a.UUID)
		}
		ch <- prometheus.MustNewConstMetric(c.procs, prometheus.GaugeValue, float64(len(a.Processes)), a.UUID)
		ch <- prometheus.MustNewConstMetric(c.procMem, prometheus.GaugeValue, float64(a.MemoryBytes()), a.UUID)
	}
}
