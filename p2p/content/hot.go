package content

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/cockroachdb/pebble/v2"
	"github.com/ipfs/go-cid"
	ds "github.com/ipfs/go-datastore"
	"github.com/ipfs/go-datastore/query"
)

// HotEntry is a root kept in the hot set.
type HotEntry struct {
	CID cid.Cid `json:"cid"`
	// Size is the bytes of the DAG's blocks as stored (each distinct block once), measured
	// when it was kept: what a node that holds it does not fetch again.
	Size int64 `json:"size"`
	// LastUsed is when KeepHot last named it (wall clock, for display).
	LastUsed time.Time `json:"last_used"`
	// Seq orders entries by use across restarts: higher is more recent.
	Seq uint64 `json:"seq"`
}

// hotSet is the in-memory index of the persisted hot entries; hotMu guards it.
type hotSet struct {
	mu      sync.Mutex
	entries map[cid.Cid]*HotEntry
	bytes   int64
	seq     uint64
}

var hotPrefix = ds.NewKey("/gpumesh/content/hot")

func hotKey(c cid.Cid) ds.Key { return hotPrefix.ChildString(c.String()) }

// loadHot reads the persisted hot entries (at Start). A damaged record is dropped.
func (s *Store) loadHot(ctx context.Context) error {
	res, err := s.ds.Query(ctx, query.Query{Prefix: hotPrefix.String()})
	if err != nil {
		return fmt.Errorf("load hot set: %w", err)
	}
	defer res.Close()
	h := &hotSet{entries: map[cid.Cid]*HotEntry{}}
	for r := range res.Next() {
		if r.Error != nil {
			return fmt.Errorf("load hot set: %w", r.Error)
		}
		var e HotEntry
		if err := json.Unmarshal(r.Value, &e); err != nil || !e.CID.Defined() || e.Size < 0 {
			s.log.Warn("content: damaged hot entry dropped", "key", r.Key, "err", err)
			continue
		}
		h.entries[e.CID] = &e
		h.bytes += e.Size
		h.seq = max(h.seq, e.Seq)
	}
	s.hot = h
	return nil
}

// KeepHot records that the DAG under c, complete in the store, was just used (typically a job's
// input), so that it stays in the store after its pins are gone: GC keeps every block of the hot
// set. The hot set holds at most Config.HotBytes of DAGs and Config.MaxHotEntries roots; past
// either, the least recently used entries that no pin holds are evicted (their blocks are then
// left for GC, like an unpinned DAG's). A pinned entry is never evicted: a job that pinned its
// input still runs from it. A DAG larger than the whole budget is not kept (kept is false), nor
// is anything when Config.HotBytes is negative. Entries survive a restart.
func (s *Store) KeepHot(ctx context.Context, c cid.Cid) (kept bool, err error) {
	if err := s.running(); err != nil {
		return false, fmt.Errorf("keep %s hot: %w", c, err)
	}
	if s.cfg.HotBytes < 0 {
		return false, nil
	}
	s.gcMu.RLock()
	defer s.gcMu.RUnlock()
	s.pinMu.Lock() // like a pin: dropFetched sees the entry or the entry sees the blocks gone
	defer s.pinMu.Unlock()
	var size int64
	if err := s.walkLocal(ctx, c, func(_ cid.Cid, n int) error { size += int64(n); return nil }); err != nil {
		return false, fmt.Errorf("keep %s hot: the DAG must be complete in the store: %w", c, err)
	}
	if size > s.cfg.HotBytes {
		return false, nil
	}
	if err := s.bs.Sync(ctx); err != nil { // as for a pin: the entry never names lost blocks
		return false, fmt.Errorf("keep %s hot: make blocks durable: %w", c, err)
	}
	h := s.hot
	h.mu.Lock()
	defer h.mu.Unlock()
	h.seq++
	e := &HotEntry{CID: c, Size: size, LastUsed: time.Now().UTC(), Seq: h.seq}
	// An entry the set holds already only moves up the LRU order: that is written without a
	// flush (a crash can only bring back its older place). A new entry is flushed.
	_, known := h.entries[c]
	if err := s.putHotLocked(e, !known); err != nil {
		return false, fmt.Errorf("keep %s hot: %w", c, err)
	}
	if err := s.evictHotLocked(ctx); err != nil {
		return true, fmt.Errorf("keep %s hot: %w", c, err)
	}
	_, kept = h.entries[c]
	return kept, nil
}

// putHotLocked persists e (durable: flushed before it returns; otherwise see set) and indexes
// it; callers hold hot.mu.
func (s *Store) putHotLocked(e *HotEntry, durable bool) error {
	v, err := json.Marshal(e)
	if err != nil {
		return err
	}
	write := s.set
	if durable {
		write = s.syncSet
	}
	if err := write(hotKey(e.CID).Bytes(), v); err != nil {
		return fmt.Errorf("write hot entry: %w", err)
	}
	h := s.hot
	if old, ok := h.entries[e.CID]; ok {
		h.bytes -= old.Size
	}
	h.entries[e.CID] = e
	h.bytes += e.Size
	return nil
}

// evictHotLocked drops least recently used entries that no pin holds until the hot set is
// within its budgets; callers hold hot.mu. Pinned entries stay even over the budget (they
// cost the store nothing their pin does not) and are evicted once unpinned.
func (s *Store) evictHotLocked(ctx context.Context) error {
	h := s.hot
	if h.bytes <= s.cfg.HotBytes && len(h.entries) <= s.cfg.MaxHotEntries {
		return nil
	}
	lru := make([]*HotEntry, 0, len(h.entries))
	for _, e := range h.entries {
		lru = append(lru, e)
	}
	slices.SortFunc(lru, func(a, b *HotEntry) int { return cmp.Compare(a.Seq, b.Seq) })
	for _, e := range lru {
		if h.bytes <= s.cfg.HotBytes && len(h.entries) <= s.cfg.MaxHotEntries {
			break
		}
		pinned, err := s.ds.Has(ctx, pinKey(e.CID))
		if err != nil {
			return err
		}
		if pinned {
			continue
		}
		if err := s.dropHotLocked(e.CID); err != nil {
			return err
		}
		s.log.Debug("content: hot entry evicted", "cid", e.CID, "size", e.Size)
	}
	return nil
}

// dropHotLocked removes c from the hot set; callers hold hot.mu.
func (s *Store) dropHotLocked(c cid.Cid) error {
	h := s.hot
	e, ok := h.entries[c]
	if !ok {
		return nil
	}
	if err := s.ds.DB.Delete(hotKey(c).Bytes(), pebble.NoSync); err != nil {
		return fmt.Errorf("delete hot entry %s: %w", c, err)
	}
	delete(h.entries, c)
	h.bytes -= e.Size
	return nil
}

// DropHot removes c from the hot set (its blocks stay until GC, unless pinned). Dropping a root
// that is not hot is no error.
func (s *Store) DropHot(ctx context.Context, c cid.Cid) error {
	if err := s.running(); err != nil {
		return fmt.Errorf("drop %s from the hot set: %w", c, err)
	}
	s.hot.mu.Lock()
	defer s.hot.mu.Unlock()
	return s.dropHotLocked(c)
}

// Hot returns the hot set, most recently used first.
func (s *Store) Hot() []HotEntry {
	if s.running() != nil {
		return nil
	}
	h := s.hot
	h.mu.Lock()
	defer h.mu.Unlock()
	out := make([]HotEntry, 0, len(h.entries))
	for _, e := range h.entries {
		out = append(out, *e)
	}
	slices.SortFunc(out, func(a, b HotEntry) int { return cmp.Compare(b.Seq, a.Seq) })
	return out
}

// HotBytes returns the bytes of the DAGs in the hot set.
func (s *Store) HotBytes() int64 {
	if s.running() != nil {
		return 0
	}
	s.hot.mu.Lock()
	defer s.hot.mu.Unlock()
	return s.hot.bytes
}

// hotRoots returns the roots of the hot set for GC's mark phase, after evicting what went over
// the budgets since (entries whose pins were released).
func (s *Store) hotRoots(ctx context.Context) ([]cid.Cid, error) {
	h := s.hot
	h.mu.Lock()
	defer h.mu.Unlock()
	if err := s.evictHotLocked(ctx); err != nil {
		return nil, err
	}
	out := make([]cid.Cid, 0, len(h.entries))
	for c := range h.entries {
		out = append(out, c)
	}
	return out, nil
}
