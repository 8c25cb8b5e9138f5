package p2p

import (
	"errors"

	"github.com/prometheus/client_golang/prometheus"
)

// RegisterCollector registers c with reg, or returns the collector already registered under the
// same name (several topics or protocols of one node share their metric vectors; the labels tell
// them apart).
func RegisterCollector[C prometheus.Collector](reg prometheus.Registerer, c C) (C, error) {
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
