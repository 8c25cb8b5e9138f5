package markettest

import (
	"context"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/book"
)

// MemBook wraps the real order book (market/book) and adds what tests and benchmarks need: a
// count of every Put per provider and a way to wait for a condition on the book's contents. It
// satisfies offers.Book.
type MemBook struct {
	B       *book.Book
	mu      sync.Mutex
	puts    map[common.Address]int
	changed chan struct{}
}

// NewMemBook returns an empty book (signature checks left to the gossip validator, as in a node).
func NewMemBook() *MemBook {
	b, err := book.New(book.Config{})
	if err != nil { // only metric registration can fail, and there is none
		panic(err)
	}
	return &MemBook{B: b, puts: map[common.Address]int{}, changed: make(chan struct{})}
}

// Put stores o in the book, counts the attempt and wakes every WaitFor. It wakes them whether or
// not the book took the offer: the count changed either way (an older nonce arriving after a newer
// one is refused by the book but still counted), and a waiter whose condition reads Puts would
// otherwise sleep until its deadline.
func (b *MemBook) Put(o *market.Offer) (book.PutResult, error) {
	res, err := b.B.Put(o)
	b.mu.Lock()
	b.puts[o.Provider]++
	close(b.changed)
	b.changed = make(chan struct{})
	b.mu.Unlock()
	return res, err
}

// Expire drops expired offers.
func (b *MemBook) Expire() int { return b.B.Expire() }

// Get returns the provider's offer.
func (b *MemBook) Get(provider common.Address) (*market.Offer, bool) {
	e, ok := b.B.Get(provider)
	return e.Offer, ok
}

// Puts returns how many offers from provider reached Put.
func (b *MemBook) Puts(provider common.Address) int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.puts[provider]
}

// Len returns the number of offers held.
func (b *MemBook) Len() int { return b.B.Len() }

// Best returns the live offer with the lowest price for class c among those skip does not
// exclude (ties broken by provider address, so the choice is deterministic).
func (b *MemBook) Best(c market.Class, now time.Time, skip func(*market.Offer) bool) (*market.Offer, bool) {
	var best *market.Offer
	var bestPrice *big.Int
	for _, e := range b.B.Snapshot() {
		o := e.Offer
		if !now.Before(o.ExpiresAt()) || (skip != nil && skip(o)) {
			continue
		}
		p, _ := o.PriceFor(c)
		if p == nil {
			continue
		}
		if best == nil || p.Cmp(bestPrice) < 0 {
			best, bestPrice = o, p
		}
	}
	return best, best != nil
}

// WaitFor waits until cond holds for the book's contents (provider -> offer).
func (b *MemBook) WaitFor(ctx context.Context, cond func(offers map[common.Address]*market.Offer) bool) error {
	for {
		b.mu.Lock()
		ch := b.changed
		b.mu.Unlock()
		m := map[common.Address]*market.Offer{}
		for _, e := range b.B.Snapshot() {
			m[e.Offer.Provider] = e.Offer
		}
		if cond(m) {
			return nil
		}
		select {
		case <-ch:
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}
