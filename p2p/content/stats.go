package content

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"sync"
	"time"

	bsmsg "github.com/ipfs/boxo/bitswap/message"
	"github.com/ipfs/boxo/bitswap/tracer"
	"github.com/ipfs/go-cid"
	ds "github.com/ipfs/go-datastore"
	"github.com/ipfs/go-datastore/query"
	"github.com/libp2p/go-libp2p/core/peer"
)

// CIDStats are the cache statistics of one root CID.
type CIDStats struct {
	CID cid.Cid `json:"cid"`
	// Hits counts requests served from this node's store: fast-path streams, bitswap wants for
	// the root from other peers, and local Fetch calls answered without the network.
	Hits uint64 `json:"hits"`
	// BytesServed counts block bytes sent to other peers for this root. Bitswap bytes are
	// attributed to the last pinned root that peer asked for.
	BytesServed uint64    `json:"bytes_served"`
	LastServed  time.Time `json:"last_served"`
}

type statsTable struct {
	mu      sync.Mutex
	byCID   map[cid.Cid]*CIDStats
	current map[peer.ID]cid.Cid // last pinned root each peer asked for over bitswap
}

func newStatsTable() *statsTable {
	return &statsTable{byCID: map[cid.Cid]*CIDStats{}, current: map[peer.ID]cid.Cid{}}
}

func (t *statsTable) entry(c cid.Cid) *CIDStats {
	e := t.byCID[c]
	if e == nil {
		e = &CIDStats{CID: c}
		t.byCID[c] = e
	}
	return e
}

func (t *statsTable) hit(c cid.Cid) {
	t.mu.Lock()
	defer t.mu.Unlock()
	e := t.entry(c)
	e.Hits++
	e.LastServed = time.Now()
}

func (t *statsTable) served(c cid.Cid, n int) {
	t.mu.Lock()
	defer t.mu.Unlock()
	e := t.entry(c)
	e.BytesServed += uint64(n)
	e.LastServed = time.Now()
}

func (t *statsTable) get(c cid.Cid) CIDStats {
	t.mu.Lock()
	defer t.mu.Unlock()
	if e := t.byCID[c]; e != nil {
		return *e
	}
	return CIDStats{CID: c}
}

func (t *statsTable) all() []CIDStats {
	t.mu.Lock()
	defer t.mu.Unlock()
	out := make([]CIDStats, 0, len(t.byCID))
	for _, e := range t.byCID {
		out = append(out, *e)
	}
	return out
}

// tracer returns a bitswap tracer that counts wants for pinned roots and bytes sent.
func (t *statsTable) tracer(isRoot func(cid.Cid) bool) tracer.Tracer {
	return bsTracer{t: t, isRoot: isRoot}
}

type bsTracer struct {
	t      *statsTable
	isRoot func(cid.Cid) bool
}

func (b bsTracer) MessageReceived(p peer.ID, m bsmsg.BitSwapMessage) {
	for _, e := range m.Wantlist() {
		if e.Cancel || !b.isRoot(e.Cid) {
			continue
		}
		b.t.hit(e.Cid)
		b.t.mu.Lock()
		b.t.current[p] = e.Cid
		b.t.mu.Unlock()
	}
}

func (b bsTracer) MessageSent(p peer.ID, m bsmsg.BitSwapMessage) {
	blks := m.Blocks()
	if len(blks) == 0 {
		return
	}
	b.t.mu.Lock()
	root, ok := b.t.current[p]
	b.t.mu.Unlock()
	if !ok {
		return
	}
	n := 0
	for _, blk := range blks {
		n += len(blk.RawData())
	}
	b.t.served(root, n)
}

var statsPrefix = ds.NewKey("/gpumesh/content/stats")

func (t *statsTable) save(ctx context.Context, d ds.Datastore) error {
	for _, e := range t.all() {
		v, err := json.Marshal(e)
		if err != nil {
			return fmt.Errorf("save stats: %w", err)
		}
		if err := d.Put(ctx, statsPrefix.ChildString(e.CID.String()), v); err != nil {
			return fmt.Errorf("save stats: %w", err)
		}
	}
	return nil
}

func (t *statsTable) load(ctx context.Context, d ds.Datastore) error {
	res, err := d.Query(ctx, query.Query{Prefix: statsPrefix.String()})
	if err != nil {
		return fmt.Errorf("load stats: %w", err)
	}
	defer res.Close()
	t.mu.Lock()
	defer t.mu.Unlock()
	for r := range res.Next() {
		if r.Error != nil {
			return fmt.Errorf("load stats: %w", r.Error)
		}
		var e CIDStats
		if err := json.Unmarshal(r.Value, &e); err != nil || !e.CID.Defined() {
			continue // a damaged entry costs its counters, nothing else
		}
		t.byCID[e.CID] = &e
	}
	return nil
}

// Stats returns the cache statistics of c (zero counters if it was never served).
func (s *Store) Stats(c cid.Cid) CIDStats { return s.stats.get(c) }

// HotCIDs returns up to n pinned roots ordered by hits, then bytes served: the data-locality
// hints a provider quotes in its offers.
func (s *Store) HotCIDs(ctx context.Context, n int) ([]CIDStats, error) {
	pins, err := s.Pins(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]CIDStats, 0, len(pins))
	for _, p := range pins {
		out = append(out, s.stats.get(p.CID))
	}
	slices.SortStableFunc(out, func(a, b CIDStats) int {
		switch {
		case a.Hits != b.Hits:
			return cmpDesc(a.Hits, b.Hits)
		case a.BytesServed != b.BytesServed:
			return cmpDesc(a.BytesServed, b.BytesServed)
		}
		return 0
	})
	if n >= 0 && len(out) > n {
		out = out[:n]
	}
	return out, nil
}

func cmpDesc(a, b uint64) int {
	if a > b {
		return -1
	}
	return 1
}

func scanUsed(ctx context.Context, d ds.Datastore) (int64, error) {
	res, err := d.Query(ctx, query.Query{Prefix: "/blocks", KeysOnly: true, ReturnsSizes: true})
	if err != nil {
		return 0, err
	}
	defer res.Close()
	var n int64
	for r := range res.Next() {
		if r.Error != nil {
			return 0, r.Error
		}
		n += int64(r.Size)
	}
	return n, nil
}
