package p2ptest

import (
	"context"
	"fmt"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/market"
)

// MemBook is a minimal order book (newest nonce per provider wins, expired offers dropped) that
// counts every Put and lets tests wait for a condition. It satisfies offers.Book.
type MemBook struct {
	mu      sync.Mutex
	offers  map[common.Address]*market.Offer
	puts    map[common.Address]int
	changed chan struct{}
	// OnPut, when set, is called after every stored offer (outside the lock).
	OnPut func(*market.Offer)
}

// NewMemBook returns an empty book.
func NewMemBook() *MemBook {
	return &MemBook{offers: map[common.Address]*market.Offer{}, puts: map[common.Address]int{}, changed: make(chan struct{})}
}

// Put stores o unless the book holds a newer nonce from the same provider.
func (b *MemBook) Put(o *market.Offer) error {
	b.mu.Lock()
	b.puts[o.Provider]++
	if old, ok := b.offers[o.Provider]; ok && old.Nonce >= o.Nonce {
		b.mu.Unlock()
		return fmt.Errorf("offer nonce %d not newer than %d", o.Nonce, old.Nonce)
	}
	b.offers[o.Provider] = o
	close(b.changed)
	b.changed = make(chan struct{})
	b.mu.Unlock()
	if b.OnPut != nil {
		b.OnPut(o)
	}
	return nil
}

// Expire drops offers expired at now.
func (b *MemBook) Expire(now time.Time) int {
	b.mu.Lock()
	defer b.mu.Unlock()
	n := 0
	for k, o := range b.offers {
		if !now.Before(o.ExpiresAt()) {
			delete(b.offers, k)
			n++
		}
	}
	return n
}

// Get returns the provider's offer.
func (b *MemBook) Get(provider common.Address) (*market.Offer, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	o, ok := b.offers[provider]
	return o, ok
}

// Puts returns how many offers from provider reached Put.
func (b *MemBook) Puts(provider common.Address) int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.puts[provider]
}

// Len returns the number of offers held.
func (b *MemBook) Len() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return len(b.offers)
}

// Cheapest returns the live offer with the lowest price for class c.
func (b *MemBook) Cheapest(c market.Class, now time.Time) (*market.Offer, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	var best *market.Offer
	var bestPrice *big.Int
	for _, o := range b.offers {
		if !now.Before(o.ExpiresAt()) {
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

// WaitFor waits until cond (called under the book's lock) holds.
func (b *MemBook) WaitFor(ctx context.Context, cond func(offers map[common.Address]*market.Offer) bool) error {
	for {
		b.mu.Lock()
		ok, ch := cond(b.offers), b.changed
		b.mu.Unlock()
		if ok {
			return nil
		}
		select {
		case <-ch:
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// Best returns the live offer with the lowest price for class c among those skip does not
// exclude (ties broken by provider address, so the choice is deterministic).
func (b *MemBook) Best(c market.Class, now time.Time, skip func(*market.Offer) bool) (*market.Offer, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	var best *market.Offer
	var bestPrice *big.Int
	for _, o := range b.offers {
		if !now.Before(o.ExpiresAt()) || (skip != nil && skip(o)) {
			continue
		}
		p, _ := o.PriceFor(c)
		if p == nil {
			continue
		}
		if best == nil || p.Cmp(bestPrice) < 0 || (p.Cmp(bestPrice) == 0 && o.Provider.Cmp(best.Provider) < 0) {
			best, bestPrice = o, p
		}
	}
	return best, best != nil
}
