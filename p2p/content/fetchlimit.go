package content

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ipfs/boxo/blockservice"
	"github.com/ipfs/boxo/blockstore"
	"github.com/ipfs/boxo/ipld/merkledag"
	blocks "github.com/ipfs/go-block-format"
	"github.com/ipfs/go-cid"
	ipld "github.com/ipfs/go-ipld-format"
)

// defaultLimitKey is what ErrFetchLimit's message names when the caller gave no config key.
const defaultLimitKey = "FetchOptions.MaxBytes"

// pinSlack widens the window of pins that dropFetched checks against a clock that stepped back
// while the fetch ran.
const pinSlack = time.Minute

// fetchBudget bounds what one fetch (Fetch, FetchMulti) may store: the block bytes it writes
// that were not stored before, counted before they are written. The DAG's own sizes (UnixFS
// filesize, dag-pb Tsize) are claims of whoever made it and are never consulted: only bytes
// actually received and written count. It also records the blocks it let through, so that a
// fetch stopped by the bound can remove them (dropFetched).
type fetchBudget struct {
	root  cid.Cid
	max   int64
	key   string
	start time.Time

	stored   atomic.Int64
	mu       sync.Mutex
	fresh    []cid.Cid
	closed   bool           // dropFetched began: no more writes
	inflight sync.WaitGroup // writes between their check and their end
}

// newFetchBudget returns the budget of a fetch of root bounded by max bytes (nil when max <= 0:
// unbounded). key is the config key that raises the bound, for the error message.
func newFetchBudget(root cid.Cid, max int64, key string) *fetchBudget {
	if max <= 0 {
		return nil
	}
	if key == "" {
		key = defaultLimitKey
	}
	return &fetchBudget{root: root, max: max, key: key, start: time.Now()}
}

// limit is the per-stream bound on received block bytes (0: none).
func (b *fetchBudget) limit() int64 {
	if b == nil {
		return 0
	}
	return b.max
}

// exceeded is the ErrFetchLimit of this fetch: at least n bytes of root's DAG were about to be
// received or stored.
func (b *fetchBudget) exceeded(n int64) error {
	return fmt.Errorf("%w: %s is larger than the %d byte limit (stopped at %d bytes): raise %s to fetch it",
		ErrFetchLimit, b.root, b.max, n, b.key)
}

// putBlocks stores bs in s's blockstore, first counting the blocks not yet stored against b
// and recording them; past the bound it writes nothing of bs and fails with ErrFetchLimit.
// A nil budget stores bs unbounded.
func (s *Store) putBlocks(ctx context.Context, b *fetchBudget, bs []blocks.Block) error {
	if b == nil {
		return s.bs.PutMany(ctx, bs)
	}
	b.mu.Lock()
	if b.closed {
		b.mu.Unlock()
		return b.exceeded(b.stored.Load())
	}
	b.inflight.Add(1)
	b.mu.Unlock()
	defer b.inflight.Done()
	var fresh []cid.Cid
	var add int64
	for _, blk := range bs {
		has, err := s.bs.Has(ctx, blk.Cid())
		if err != nil {
			return err
		}
		if !has {
			fresh = append(fresh, blk.Cid())
			add += int64(len(blk.RawData()))
		}
	}
	if n := b.stored.Add(add); n > b.max {
		return b.exceeded(n)
	}
	b.mu.Lock()
	b.fresh = append(b.fresh, fresh...) // before the write: a write that fails part way is removed too
	b.mu.Unlock()
	return s.bs.PutMany(ctx, bs)
}

// budgetDAG returns a DAG service whose bitswap fetches store through b (putBlocks), cancelling
// ctx with ErrFetchLimit once b is spent: the blockservice writes every block the exchange
// delivers, so the bound is checked before each write. A nil budget returns the store's DAG.
func (s *Store) budgetDAG(b *fetchBudget, cancel context.CancelCauseFunc) ipld.DAGService {
	if b == nil {
		return s.dag
	}
	bs := &budgetBlockstore{Blockstore: s.bs, s: s, b: b, cancel: cancel}
	return merkledag.NewDAGService(blockservice.New(bs, s.swap))
}

// budgetBlockstore is the store's blockstore with writes counted against a fetch's budget.
type budgetBlockstore struct {
	blockstore.Blockstore
	s      *Store
	b      *fetchBudget
	cancel context.CancelCauseFunc
}

func (w *budgetBlockstore) Put(ctx context.Context, blk blocks.Block) error {
	return w.PutMany(ctx, []blocks.Block{blk})
}

func (w *budgetBlockstore) PutMany(ctx context.Context, bs []blocks.Block) error {
	err := w.s.putBlocks(ctx, w.b, bs)
	if err != nil {
		w.cancel(err) // bitswap only logs a failed write: stop the fetch with the reason
	}
	return err
}

// dropFetched removes the blocks a fetch bounded by b stored, after it failed with
// ErrFetchLimit: nothing of a refused DAG stays behind. A block it stored was not in the store
// before, so only a pin or hot entry recorded since the fetch started can reach it; those blocks
// stay.
// pinMu keeps pins from being recorded while the blocks are checked and deleted. Callers hold
// gcMu shared.
func (s *Store) dropFetched(ctx context.Context, b *fetchBudget) error {
	if b == nil {
		return nil
	}
	b.mu.Lock()
	b.closed = true
	b.mu.Unlock()
	b.inflight.Wait() // a bitswap write may still be under way
	b.mu.Lock()
	fresh := b.fresh
	b.fresh = nil
	b.mu.Unlock()
	if len(fresh) == 0 {
		return nil
	}
	s.pinMu.Lock()
	defer s.pinMu.Unlock()
	pins, err := s.Pins(ctx)
	if err != nil {
		return err
	}
	var recent []cid.Cid
	for _, p := range pins {
		if !p.Created.Before(b.start.Add(-pinSlack)) {
			recent = append(recent, p.CID)
		}
	}
	for _, e := range s.Hot() {
		if !e.LastUsed.Before(b.start.Add(-pinSlack)) {
			recent = append(recent, e.CID)
		}
	}
	keep := map[string]struct{}{}
	for _, root := range recent {
		err := s.walk(ctx, root, true, func(c cid.Cid, _ int) error {
			keep[string(c.Hash())] = struct{}{}
			return nil
		})
		if err != nil {
			return err
		}
	}
	for _, c := range fresh {
		if _, ok := keep[string(c.Hash())]; ok {
			continue
		}
		if err := s.bs.DeleteBlock(ctx, c); err != nil {
			return fmt.Errorf("remove %s: %w", c, err)
		}
	}
	return nil
}
