package book

import (
	"container/heap"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/match"
)

// matching is the book's match.Index, kept current as offers arrive, are replaced, leave and
// expire, and as credits lapse and reputations change: each change touches only the provider it
// concerns (no rebuild). Everything here runs under Book.mu.
type matching struct {
	idx     *match.Index
	slot    map[common.Address]int // provider -> index slot
	prov    []common.Address       // slot -> provider
	rep     map[common.Address]uint32
	due     dueHeap // when an indexed entry's expiry or credit end comes
	scratch sync.Pool
}

func newMatching(cfg match.Config) *matching {
	m := &matching{idx: match.NewIndex(cfg, nil), slot: map[common.Address]int{}, rep: map[common.Address]uint32{}}
	m.scratch.New = func() any { return new(match.Scratch) }
	return m
}

// dueItem says that the entry of provider with nonce changes at at (expires, or its credit ends).
type dueItem struct {
	at       time.Time
	provider common.Address
	nonce    uint64
}

type dueHeap []dueItem

func (h dueHeap) Len() int           { return len(h) }
func (h dueHeap) Less(i, j int) bool { return h[i].at.Before(h[j].at) }
func (h dueHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *dueHeap) Push(x any)        { *h = append(*h, x.(dueItem)) }
func (h *dueHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

// drop removes provider's candidate from the index.
func (m *matching) drop(provider common.Address) {
	if s, ok := m.slot[provider]; ok {
		m.idx.Remove(s)
		delete(m.slot, provider)
	}
}

// index (re)indexes e as of now: out when it has expired, else with its credit as of now.
func (m *matching) index(e *Entry, now time.Time) {
	p := e.Offer.Provider
	m.drop(p)
	if !now.Before(e.Offer.ExpiresAt()) {
		return
	}
	c := e.credited(now)
	s := m.idx.Add(match.Candidate{Offer: e.Offer, Throughput: c.Throughput, Reputation: m.rep[p]})
	m.slot[p] = s
	for len(m.prov) <= s {
		m.prov = append(m.prov, common.Address{})
	}
	m.prov[s] = p
	if len(m.due) > 4*len(m.slot)+1024 {
		m.compact()
	}
	heap.Push(&m.due, dueItem{at: e.Offer.ExpiresAt(), provider: p, nonce: e.Offer.Nonce})
	if c.Throughput > 0 && e.creditUntil.Before(e.Offer.ExpiresAt()) {
		heap.Push(&m.due, dueItem{at: e.creditUntil, provider: p, nonce: e.Offer.Nonce})
	}
}

// compact drops the due items of offers no longer indexed (replaced or removed), so a provider
// replacing its offer often does not grow the heap without bound.
func (m *matching) compact() {
	live := m.due[:0]
	for _, it := range m.due {
		if _, ok := m.slot[it.provider]; ok {
			live = append(live, it)
		}
	}
	m.due = live
	heap.Init(&m.due)
}

// refresh applies every change due by now: expired offers leave the index, lapsed credits are
// re-indexed at 0. Stale items (a replaced or removed offer) are dropped.
func (m *matching) refresh(offers map[common.Address]*Entry, now time.Time) {
	for len(m.due) > 0 && !now.Before(m.due[0].at) {
		it := heap.Pop(&m.due).(dueItem)
		if e, ok := offers[it.provider]; ok && e.Offer.Nonce == it.nonce {
			m.index(e, now)
		}
	}
}

// needsRefresh reports whether a change is due by now.
func (m *matching) needsRefresh(now time.Time) bool {
	return len(m.due) > 0 && !now.Before(m.due[0].at)
}

// SetReputation sets the reputation (basis points, 0..10000) that matching gives provider's
// offers, now and for its later offers; a book with no Config.Matching ignores it.
func (b *Book) SetReputation(provider common.Address, bps uint32) {
	if b.match == nil {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.match.rep[provider] == bps {
		return
	}
	b.match.rep[provider] = bps
	if e, ok := b.offers[provider]; ok {
		b.match.index(e, b.cfg.Now())
	}
}

// Match returns the best offer in the book for req, as match.Rank over Snapshot (with the
// reputations given to SetReputation) would rank it first, among the providers skip does not
// exclude (skip may be nil); calling it again with the providers already taken skipped walks
// Rank's order. It reports false when no offer is eligible, and always when the book has no
// Config.Matching.
func (b *Book) Match(req *market.Request, skip func(common.Address) bool) (Entry, float64, bool) {
	if b.match == nil {
		return Entry{}, 0, false
	}
	now := b.cfg.Now()
	b.mu.RLock()
	if b.match.needsRefresh(now) {
		b.mu.RUnlock()
		b.mu.Lock()
		b.match.refresh(b.offers, now)
		b.mu.Unlock()
		b.mu.RLock()
	}
	defer b.mu.RUnlock()
	m := b.match
	s := m.scratch.Get().(*match.Scratch)
	defer m.scratch.Put(s)
	var except func(int) bool
	if skip != nil {
		except = func(slot int) bool { return skip(m.prov[slot]) }
	}
	slot, score := m.idx.BestExcept(req, s, except)
	if slot < 0 {
		return Entry{}, 0, false
	}
	e := b.offers[m.prov[slot]]
	return e.credited(now), score, true
}
