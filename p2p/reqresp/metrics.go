package reqresp

import (
	"errors"
	"time"

	"github.com/prometheus/client_golang/prometheus"
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
	if m.exchanges, err = register(reg, m.exchanges); err != nil {
		return nil, err
	}
	if m.latency, err = register(reg, m.latency); err != nil {
		return nil, err
	}
	return m, nil
}

func register[C prometheus.Collector](reg prometheus.Registerer, c C) (C, error) {
	if err := reg.Register(c); err != nil {
		var are prometheus.AlreadyRegisteredError
		if errors.As(err, &are) {
			if existing, ok := are.ExistingCollector.(C); ok {
				return existing, nil
			}
		}
		return c, err
	}
	return c, nil
}

func (m *Metrics) observe(proto, side, result string, d time.Duration) {
	m.exchanges.WithLabelValues(proto, side, result).Inc()
	m.latency.WithLabelValues(proto, side).Observe(d.Seconds())
}
