package reqresp

import (
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/gpumesh/gpumesh/p2p"
)

// Metrics counts exchanges by protocol, side (client/server) and result, and times them. One
// Metrics may serve several protocols and nodes (the labels tell them apart).
type Metrics struct {
	exchanges *prometheus.CounterVec
	latency   *prometheus.HistogramVec
}

// NewMetrics creates the metrics and registers them with reg (nil: unregistered). Registering
// twice on one registerer reuses the first registration.
func NewMetrics(reg prometheus.Registerer) (*Metrics, error) {
	m := &Metrics{
		exchanges: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: "gpumesh", Subsystem: "stream", Name: "exchanges_total",
			Help: "Request/response stream exchanges by protocol, side and result.",
		}, []string{"protocol", "side", "result"}),
		latency: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Namespace: "gpumesh", Subsystem: "stream", Name: "exchange_seconds",
			Help:    "Duration of one exchange.",
			Buckets: prometheus.ExponentialBuckets(0.0005, 2, 14),
		}, []string{"protocol", "side"}),
	}
	if reg == nil {
		return m, nil
	}
	var err error
	if m.exchanges, err = p2p.RegisterCollector(reg, m.exchanges); err != nil {
		return nil, err
	}
	if m.latency, err = p2p.RegisterCollector(reg, m.latency); err != nil {
		return nil, err
	}
	return m, nil
}

func (m *Metrics) observe(proto, side, result string, d time.Duration) {
	m.exchanges.WithLabelValues(proto, side, result).Inc()
	m.latency.WithLabelValues(proto, side).Observe(d.Seconds())
}
