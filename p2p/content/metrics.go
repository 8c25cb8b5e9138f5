package content

import "github.com/prometheus/client_golang/prometheus"

type metrics struct {
	fetches      *prometheus.CounterVec // by path: local, fast, bitswap, failed
	fetchedBytes *prometheus.CounterVec
	servedBytes  prometheus.Counter // fast path
	serveRefused prometheus.Counter // fast-path streams answered busy
	corrupt      prometheus.Counter
	added        prometheus.Counter
}

func newMetrics(reg prometheus.Registerer) *metrics {
	m := &metrics{
		fetches: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: "gpumesh", Subsystem: "content", Name: "fetches_total",
			Help: "Fetches by the path that completed them (local, fast, bitswap) or failed.",
		}, []string{"path"}),
		fetchedBytes: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: "gpumesh", Subsystem: "content", Name: "fetched_bytes_total",
			Help: "Block bytes received, by path.",
		}, []string{"path"}),
		servedBytes: prometheus.NewCounter(prometheus.CounterOpts{
			Namespace: "gpumesh", Subsystem: "content", Name: "car_served_bytes_total",
			Help: "Block bytes served over the /gpumesh/car/1 fast path.",
		}),
		serveRefused: prometheus.NewCounter(prometheus.CounterOpts{
			Namespace: "gpumesh", Subsystem: "content", Name: "car_refused_streams_total",
			Help: "Fast-path streams refused because the peer or the server had no free serve slot.",
		}),
		corrupt: prometheus.NewCounter(prometheus.CounterOpts{
			Namespace: "gpumesh", Subsystem: "content", Name: "corrupt_blocks_total",
			Help: "Blocks received whose bytes did not match their CID.",
		}),
		added: prometheus.NewCounter(prometheus.CounterOpts{
			Namespace: "gpumesh", Subsystem: "content", Name: "added_bytes_total",
			Help: "Bytes imported with Add.",
		}),
	}
	if reg != nil {
		reg.MustRegister(m.fetches, m.fetchedBytes, m.servedBytes, m.serveRefused, m.corrupt, m.added)
	}
	return m
}
