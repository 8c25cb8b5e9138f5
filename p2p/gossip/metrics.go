package gossip

import (
	"github.com/prometheus/client_golang/prometheus"

	"github.com/gpumesh/gpumesh/p2p"
)

type metrics struct {
	published  *prometheus.CounterVec
	accepted   *prometheus.CounterVec
	delivered  *prometheus.CounterVec
	sinkErrors *prometheus.CounterVec
	rejected   *prometheus.CounterVec
	validation *prometheus.HistogramVec
}

func newMetrics(reg prometheus.Registerer) (*metrics, error) {
	m := &metrics{
		published: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: "gpumesh", Subsystem: "gossip", Name: "published_total",
			Help: "Messages this node published.",
		}, []string{"topic"}),
		accepted: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: "gpumesh", Subsystem: "gossip", Name: "accepted_total",
			Help: "Messages that passed validation.",
		}, []string{"topic"}),
		delivered: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: "gpumesh", Subsystem: "gossip", Name: "delivered_total",
			Help: "Validated messages handed to the consumer.",
		}, []string{"topic"}),
		sinkErrors: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: "gpumesh", Subsystem: "gossip", Name: "sink_errors_total",
			Help: "Validated messages the consumer failed to take.",
		}, []string{"topic"}),
		rejected: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: "gpumesh", Subsystem: "gossip", Name: "rejected_total",
			Help: "Messages rejected by validation, by reason.",
		}, []string{"topic", "reason"}),
		validation: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Namespace: "gpumesh", Subsystem: "gossip", Name: "validation_seconds",
			Help:    "Time spent validating one message.",
			Buckets: prometheus.ExponentialBuckets(10e-6, 4, 8),
		}, []string{"topic"}),
	}
	if reg == nil {
		return m, nil
	}
	var err error
	m.published, err = p2p.RegisterCollector(reg, m.published)
	if err != nil {
		return nil, err
	}
	if m.accepted, err = p2p.RegisterCollector(reg, m.accepted); err != nil {
		return nil, err
	}
	if m.delivered, err = p2p.RegisterCollector(reg, m.delivered); err != nil {
		return nil, err
	}
	if m.sinkErrors, err = p2p.RegisterCollector(reg, m.sinkErrors); err != nil {
		return nil, err
	}
	if m.rejected, err = p2p.RegisterCollector(reg, m.rejected); err != nil {
		return nil, err
	}
	if m.validation, err = p2p.RegisterCollector(reg, m.validation); err != nil {
		return nil, err
	}
	return m, nil
}

// topicMetrics are one topic's series, resolved once at Join: the validator and the delivery
// loop update them for every message, and a label lookup per update is a measurable share of a
// validation.
type topicMetrics struct {
	published, accepted, delivered, sinkErrors prometheus.Counter
	validation                                 prometheus.Observer
}

func (m *metrics) forTopic(topic string) topicMetrics {
	return topicMetrics{
		published:  m.published.WithLabelValues(topic),
		accepted:   m.accepted.WithLabelValues(topic),
		delivered:  m.delivered.WithLabelValues(topic),
		sinkErrors: m.sinkErrors.WithLabelValues(topic),
		validation: m.validation.WithLabelValues(topic),
	}
}
