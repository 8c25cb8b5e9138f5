package console

import (
	"math/big"
	"sort"
	"sync"
	"time"

	"github.com/gpumesh/gpumesh/market/book"
)

// Bounds on the price history (offers come from peers: the history cannot grow with them).
const (
	// MaxSeries is the number of (GPU model, class, unit) series kept; offers of further
	// models are not recorded.
	MaxSeries = 64
	// MaxPoints is the number of samples a series keeps (the oldest are dropped).
	MaxPoints = 240
	// maxModelLen bounds a model name as a series key.
	maxModelLen = 64
)

// PriceHistory keeps, per GPU model, class and price unit, the lowest and the median offered
// price at each sample of the book. It is safe for concurrent use.
type PriceHistory struct {
	mu     sync.Mutex
	series map[seriesKey]*PriceSeries
}

type seriesKey struct{ model, class, unit string }

// PriceSeries is one model's prices for one class over time, oldest first.
type PriceSeries struct {
	Model  string       `json:"model"`
	Class  string       `json:"class"`
	Unit   string       `json:"unit"`
	Points []PricePoint `json:"points"`
}

// PricePoint is one sample: the lowest and median price (token units) among the offers.
type PricePoint struct {
	Time   time.Time `json:"time"`
	Min    *Amount   `json:"min"`
	Median *Amount   `json:"median"`
	Offers int       `json:"offers"`
}

// NewPriceHistory returns an empty history.
func NewPriceHistory() *PriceHistory {
	return &PriceHistory{series: map[seriesKey]*PriceSeries{}}
}

// Sample records the book's prices at now.
func (h *PriceHistory) Sample(entries []book.Entry, now time.Time, decimals int) {
	prices := map[seriesKey][]*big.Int{}
	for _, e := range entries {
		if e.Offer == nil {
			continue
		}
		models := map[string]bool{}
		for _, g := range e.Offer.GPUs {
			m := g.Model
			if len(m) > maxModelLen {
				m = m[:maxModelLen]
			}
			models[m] = true
		}
		for m := range models {
			for _, p := range e.Offer.Prices {
				if p.Amount == nil || p.Amount.Sign() < 0 {
					continue
				}
				k := seriesKey{m, p.Class.String(), p.Unit.String()}
				prices[k] = append(prices[k], p.Amount)
			}
		}
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	for k, ps := range prices {
		s, ok := h.series[k]
		if !ok {
			if len(h.series) >= MaxSeries {
				continue
			}
			s = &PriceSeries{Model: k.model, Class: k.class, Unit: k.unit}
			h.series[k] = s
		}
		sort.Slice(ps, func(i, j int) bool { return ps[i].Cmp(ps[j]) < 0 })
		s.Points = append(s.Points, PricePoint{Time: now, Min: amount(ps[0], decimals), Median: amount(ps[len(ps)/2], decimals), Offers: len(ps)})
		if len(s.Points) > MaxPoints {
			s.Points = append(s.Points[:0:0], s.Points[len(s.Points)-MaxPoints:]...)
		}
	}
}

// Series returns a copy of every series, sorted by model, class and unit.
func (h *PriceHistory) Series() []PriceSeries {
	h.mu.Lock()
	defer h.mu.Unlock()
	out := make([]PriceSeries, 0, len(h.series))
	for _, s := range h.series {
		c := *s
		c.Points = append([]PricePoint(nil), s.Points...)
		out = append(out, c)
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Model != b.Model {
			return a.Model < b.Model
		}
		if a.Class != b.Class {
			return a.Class < b.Class
		}
		return a.Unit < b.Unit
	})
	return out
}
