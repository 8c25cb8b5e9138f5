package gpu

import (
	"context"
	"log/slog"
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

// Collector exports device memory and utilization as Prometheus gauges, reading the inventory at
// scrape time. Labels are the device UUID and kind (a bounded set: the node's devices).
type Collector struct {
	inv     Inventory
	log     *slog.Logger
	timeout time.Duration

	util, mem, up, temp, power *prometheus.Desc
}

// NewCollector returns a collector over inv; register it with the node's prometheus.Registerer.
// A failed inventory read sets gpumesh_provider_device_inventory_up to 0 and is logged.
func NewCollector(inv Inventory, logger *slog.Logger) *Collector {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	return &Collector{
		inv: inv, log: logger, timeout: 5 * time.Second,
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
	}
}

// Describe implements prometheus.Collector.
func (c *Collector) Describe(ch chan<- *prometheus.Desc) {
	ch <- c.util
	ch <- c.mem
	ch <- c.up
	ch <- c.temp
	ch <- c.power
}

// Collect implements prometheus.Collector.
func (c *Collector) Collect(ch chan<- prometheus.Metric) {
	ctx, cancel := context.WithTimeout(context.Background(), c.timeout)
	defer cancel()
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
