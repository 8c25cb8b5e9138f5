// Package book is the local order book of a gpumesh node: the latest verified Offer of each
// provider, fed by the /gpumesh/offers/1 gossip topic. A newer nonce from the same provider
// replaces the older offer; offers leave the book when they expire (by an injectable clock); a
// snapshot feeds the matching core (market/match), or, with Config.Matching, the book keeps a
// match.Index current and Match answers from it; and the book accounts for the burst headroom
// that this node's own proposals have already claimed from each provider.
//
// The book is safe for concurrent use.
package book

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/match"
)

// Errors returned by Put and the burst accounting.
var (
	ErrStale      = errors.New("book: offer nonce not newer than the one held")
	ErrExpired    = errors.New("book: offer expired")
	ErrTooFar     = errors.New("book: offer expiry too far in the future")
	ErrFull       = errors.New("book: book full")
	ErrUnknown    = errors.New("book: no offer from provider")
	ErrNoHeadroom = errors.New("book: not enough burst headroom")
)

// Config configures a Book. Zero fields take the documented defaults.
type Config struct {
	// Domain, when its ChainID is set, makes Put verify each offer's EIP-712 signature itself;
	// leave it empty only when every offer comes through a validator that already verified it.
	Domain market.Domain
	// MaxTTL rejects offers that expire further than this in the future. Default 30 minutes.
	MaxTTL time.Duration
	// MaxOffers bounds the book (one offer per provider). Default 100,000.
	MaxOffers int
	// ExpireEvery is how often Run removes expired offers. Default 5 s.
	ExpireEvery time.Duration
	// Now is the clock. Default time.Now.
	Now func() time.Time
	// Logger; default slog.Default() is NOT used: nil discards.
	Logger *slog.Logger
	// Registerer for the book's metrics; nil registers nothing.
	Registerer prometheus.Registerer
	// Attestations checks the capacity attestation an offer quotes (market.Offer.Attestation)
	// and returns the throughput it vouches for, in int8 MAC/s, and until when. The book credits
	// an offer with min(its claim, that) until then (Entry.Throughput); an offer whose
	// attestation does not verify is kept but credited with nothing. nil credits nothing: no
	// offer's throughput claim counts without a check (verifier/capacity.Trust.Credit is the
	// implementation).
	Attestations CreditFunc
	// Matching, when set, makes the book keep a match.Index over its offers with these score
	// weights, updated as offers arrive, are replaced, leave and expire, so that Match answers
	// without a scan of the book. nil keeps no index (Match then finds nothing).
	Matching *match.Config
}

// CreditFunc checks provider's attestation at now: the credited throughput (int8 MAC/s) and
// when the credit ends, or an error saying why there is none.
type CreditFunc func(provider common.Address, attestation []byte, now time.Time) (throughput uint64, until time.Time, err error)

// ErrNoAttestationCheck is the credit error of every offer in a book without Config.Attestations.
var ErrNoAttestationCheck = errors.New("book: no attestation check configured; throughput not credited")

// Defaults.
const (
	DefaultMaxTTL      = 30 * time.Minute
	DefaultMaxOffers   = 100_000
	DefaultExpireEvery = 5 * time.Second
)

func (c *Config) ensureDefaults() {
	if c.MaxTTL <= 0 {
		c.MaxTTL = DefaultMaxTTL
	}
	if c.MaxOffers <= 0 {
		c.MaxOffers = DefaultMaxOffers
	}
	if c.ExpireEvery <= 0 {
		c.ExpireEvery = DefaultExpireEvery
	}
	if c.Now == nil {
		c.Now = time.Now
	}
	if c.Logger == nil {
		c.Logger = slog.New(slog.DiscardHandler)
	}
}

// Entry is an offer in the book with this node's burst headroom accounting.
type Entry struct {
	Offer *market.Offer
	// BurstClaimed is how many of the offer's BurstSlots this node's outstanding burst proposals
	// hold; a newer offer resets it (the provider's new offer reports its current headroom).
	BurstClaimed uint32
	Received     time.Time
	// Throughput is the offer's credited throughput (int8 MAC/s) at the time Get or Snapshot
	// returned the entry: min(Offer.Throughput, what its attestation vouches for) while the
	// attestation is fresh, else 0. Build match.Candidate.Throughput from it.
	Throughput uint64
	// AttestationErr says why Throughput is 0 (nil when credited).
	AttestationErr error

	credit      uint64    // attested throughput at Put
	creditUntil time.Time // when that credit ends
}

// ErrAttestationExpired is the credit error of an offer whose attestation aged out in the book.
var ErrAttestationExpired = errors.New("book: capacity attestation expired")

// credited returns a copy of e with Throughput and AttestationErr as of now.
func (e *Entry) credited(now time.Time) Entry {
	c := *e
	switch {
	case c.AttestationErr != nil:
		c.Throughput = 0
	case !now.Before(c.creditUntil):
		c.Throughput, c.AttestationErr = 0, ErrAttestationExpired
	default:
		c.Throughput = min(c.credit, c.Offer.Throughput)
	}
	return c
}

// BurstFree returns the burst slots not yet claimed.
func (e *Entry) BurstFree() uint32 {
	return e.Offer.BurstSlots - min(e.BurstClaimed, e.Offer.BurstSlots)
}

// Book holds the latest offer per provider.
type Book struct {
	cfg     Config
	mu      sync.RWMutex
	offers  map[common.Address]*Entry
	metrics *metrics
	match   *matching // nil without Config.Matching
}

type metrics struct {
	size    prometheus.Gauge
	puts    *prometheus.CounterVec
	expired prometheus.Counter
}

// New returns an empty book. It starts nothing; call Run to expire offers in the background.
func New(cfg Config) (*Book, error) {
	cfg.ensureDefaults()
	b := &Book{cfg: cfg, offers: map[common.Address]*Entry{}}
	if cfg.Matching != nil {
		if err := cfg.Matching.Validate(); err != nil {
			return nil, fmt.Errorf("book: %w", err)
		}
		b.match = newMatching(*cfg.Matching)
	}
	if cfg.Registerer != nil {
		m := &metrics{
			size: prometheus.NewGauge(prometheus.GaugeOpts{Namespace: "gpumesh", Subsystem: "book", Name: "offers", Help: "Offers in the local book."}),
			puts: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: "gpumesh", Subsystem: "book", Name: "puts_total",
				Help: "Offers offered to the book, by result."}, []string{"result"}),
			expired: prometheus.NewCounter(prometheus.CounterOpts{Namespace: "gpumesh", Subsystem: "book", Name: "expired_total", Help: "Offers removed on expiry."}),
		}
		for _, c := range []prometheus.Collector{m.size, m.puts, m.expired} {
			if err := cfg.Registerer.Register(c); err != nil {
				return nil, fmt.Errorf("book: register metrics: %w", err)
			}
		}
		b.metrics = m
	}
	return b, nil
}

// PutResult says what Put did.
type PutResult int

// Put results.
const (
	Inserted PutResult = iota + 1 // first offer from this provider
	Replaced                      // newer nonce replaced the held offer
)

func (b *Book) count(result string) {
	if b.metrics != nil {
		b.metrics.puts.WithLabelValues(result).Inc()
	}
}

// Put inserts o, or replaces the provider's held offer when o's nonce is newer. It rejects
// expired and too-far-future offers, stale nonces, and (when Config.Domain is set) offers whose
// signature does not verify. The book keeps o; do not modify it afterwards.
func (b *Book) Put(o *market.Offer) (PutResult, error) {
	if o == nil {
		return 0, fmt.Errorf("book: put: %w", market.ErrMalformed)
	}
	if b.cfg.Domain.ChainID != nil {
		if _, err := o.Verify(b.cfg.Domain); err != nil {
			b.count("bad_signature")
			return 0, fmt.Errorf("book: put offer from %s: %w", o.Provider, err)
		}
	}
	now := b.cfg.Now()
	if err := market.CheckExpiry(o, now, b.cfg.MaxTTL); err != nil {
		switch {
		case errors.Is(err, market.ErrExpired):
			b.count("expired")
			return 0, fmt.Errorf("book: put offer from %s: %w: %v", o.Provider, ErrExpired, err)
		default:
			b.count("too_far")
			return 0, fmt.Errorf("book: put offer from %s: %w: %v", o.Provider, ErrTooFar, err)
		}
	}
	// The attestation is checked before taking the lock (a trust backed by the registry may ask
	// the chain).
	e := &Entry{Offer: o, Received: now, AttestationErr: ErrNoAttestationCheck}
	if b.cfg.Attestations != nil {
		e.credit, e.creditUntil, e.AttestationErr = b.cfg.Attestations(o.Provider, o.Attestation, now)
		if e.AttestationErr != nil {
			e.credit = 0
		}
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	old, ok := b.offers[o.Provider]
	if ok && o.Nonce <= old.Offer.Nonce {
		b.count("stale")
		return 0, fmt.Errorf("book: put offer from %s: %w (have %d, got %d)", o.Provider, ErrStale, old.Offer.Nonce, o.Nonce)
	}
	if !ok && len(b.offers) >= b.cfg.MaxOffers {
		b.count("full")
		return 0, fmt.Errorf("book: put offer from %s: %w (%d offers)", o.Provider, ErrFull, len(b.offers))
	}
	b.offers[o.Provider] = e
	if b.match != nil {
		b.match.index(e, now)
	}
	b.setSize()
	if ok {
		b.count("replaced")
		return Replaced, nil
	}
	b.count("inserted")
	return Inserted, nil
}

func (b *Book) setSize() {
	if b.metrics != nil {
		b.metrics.size.Set(float64(len(b.offers)))
	}
}

// Get returns the provider's offer entry (a copy) if the book holds an unexpired one.
func (b *Book) Get(provider common.Address) (Entry, bool) {
	now := b.cfg.Now()
	b.mu.RLock()
	defer b.mu.RUnlock()
	e, ok := b.offers[provider]
	if !ok || !now.Before(e.Offer.ExpiresAt()) {
		return Entry{}, false
	}
	return e.credited(now), true
}

// Remove drops the provider's offer; it reports whether there was one.
func (b *Book) Remove(provider common.Address) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	_, ok := b.offers[provider]
	delete(b.offers, provider)
	if b.match != nil {
		b.match.drop(provider)
	}
	b.setSize()
	return ok
}

// Len returns the number of offers held (including any expired ones not yet removed).
func (b *Book) Len() int {
	b.mu.RLock()
	defer b.mu.RUnlock()
	return len(b.offers)
}

// Expire removes every offer that has expired by the clock and returns how many it removed.
func (b *Book) Expire() int {
	now := b.cfg.Now()
	b.mu.Lock()
	defer b.mu.Unlock()
	n := 0
	for p, e := range b.offers {
		if !now.Before(e.Offer.ExpiresAt()) {
			delete(b.offers, p)
			if b.match != nil {
				b.match.drop(p)
			}
			n++
		}
	}
	if n > 0 {
		b.setSize()
		if b.metrics != nil {
			b.metrics.expired.Add(float64(n))
		}
		b.cfg.Logger.Debug("expired offers", "count", n)
	}
	return n
}

// Snapshot returns copies of the unexpired entries, sorted by provider address (deterministic
// input for matching). The offers themselves are shared and must not be modified.
func (b *Book) Snapshot() []Entry {
	now := b.cfg.Now()
	b.mu.RLock()
	out := make([]Entry, 0, len(b.offers))
	for _, e := range b.offers {
		if now.Before(e.Offer.ExpiresAt()) {
			out = append(out, e.credited(now))
		}
	}
	b.mu.RUnlock()
	slices.SortFunc(out, func(x, y Entry) int { return cmp.Compare(x.Offer.Provider.Hex(), y.Offer.Provider.Hex()) })
	return out
}

// ClaimBurst records that this node proposed a burst job using n of the provider's burst slots.
// It fails with ErrNoHeadroom when fewer than n are free, so a node does not send more burst
// proposals than a provider has advertised headroom for.
func (b *Book) ClaimBurst(provider common.Address, n uint32) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	e, ok := b.offers[provider]
	if !ok {
		return fmt.Errorf("book: claim burst on %s: %w", provider, ErrUnknown)
	}
	if e.BurstFree() < n {
		return fmt.Errorf("book: claim %d burst slots on %s: %w (%d free)", n, provider, ErrNoHeadroom, e.BurstFree())
	}
	e.BurstClaimed += n
	return nil
}

// ReleaseBurst returns n slots claimed by ClaimBurst (the proposal was refused or the job ended).
func (b *Book) ReleaseBurst(provider common.Address, n uint32) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if e, ok := b.offers[provider]; ok {
		e.BurstClaimed -= min(n, e.BurstClaimed)
	}
}

// Run removes expired offers every Config.ExpireEvery until ctx ends; it returns ctx's error.
func (b *Book) Run(ctx context.Context) error {
	t := time.NewTicker(b.cfg.ExpireEvery)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-t.C:
			b.Expire()
		}
	}
}
