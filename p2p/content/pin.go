package content

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/cockroachdb/pebble/v2"
	"github.com/ipfs/boxo/ipld/merkledag"
	"github.com/ipfs/go-cid"
	ds "github.com/ipfs/go-datastore"
	"github.com/ipfs/go-datastore/query"
	ipld "github.com/ipfs/go-ipld-format"
)

// Pin is a persisted recursive pin of a DAG root.
type Pin struct {
	CID     cid.Cid   `json:"cid"`
	Name    string    `json:"name,omitempty"`
	Size    int64     `json:"size"`   // bytes of all blocks in the DAG
	Blocks  int64     `json:"blocks"` // number of blocks in the DAG
	Created time.Time `json:"created"`
}

var pinPrefix = ds.NewKey("/gpumesh/content/pins")

func pinKey(c cid.Cid) ds.Key { return pinPrefix.ChildString(c.String()) }

// Pin fetches the DAG under c if it is not complete locally (see Fetch) and pins it. The pin is
// durable when Pin returns.
func (s *Store) Pin(ctx context.Context, c cid.Cid, name string, fo FetchOptions) (*Pin, error) {
	return s.pin(ctx, c, name, fo, false)
}

// PinWhileUsed is Pin for a DAG this process needs only while it uses it (a provider's job
// module and inputs, unpinned when the job ends): where the hot set holds c already (KeepHot),
// the pin is written without a flush, since the hot set's entry keeps the blocks across a crash
// and the pin only has to keep them from eviction while the job runs (after a crash that lost
// the pin, a job that still needs them finds them, or fetches them again if the entry was
// evicted meanwhile). Otherwise it is Pin.
func (s *Store) PinWhileUsed(ctx context.Context, c cid.Cid, name string, fo FetchOptions) (*Pin, error) {
	return s.pin(ctx, c, name, fo, true)
}

func (s *Store) pin(ctx context.Context, c cid.Cid, name string, fo FetchOptions, whileUsed bool) (*Pin, error) {
	if _, err := s.Fetch(ctx, c, fo); err != nil {
		return nil, fmt.Errorf("pin %s: %w", c, err)
	}
	s.gcMu.RLock()
	defer s.gcMu.RUnlock()
	p, err := s.pinLocal(ctx, c, name, whileUsed)
	if err != nil {
		return nil, fmt.Errorf("pin %s: %w", c, err)
	}
	return p, nil
}

// pinLocal records a pin for a DAG that is complete in the blockstore and returns it; callers
// hold gcMu shared. A pin never names lost blocks: block files are synced before the pin is
// written (fileStore's rule 2), and the flush that makes the pin durable makes every block pebble
// holds durable with it (they were written before it; a crash before the flush loses the pin
// too, since neither the WAL nor a memtable flush keeps a later write without the earlier
// ones). The pin is durable when pinLocal returns (flushed after pinMu is released, so that
// concurrent pins share a flush), except with whileUsed for a root the hot set holds (see
// PinWhileUsed). A root pinned already is not written again (only a new name is, unflushed: a
// crash can only bring back the old name).
func (s *Store) pinLocal(ctx context.Context, c cid.Cid, name string, whileUsed bool) (*Pin, error) {
	p, seq, needFlush, err := s.writePin(ctx, c, name, whileUsed)
	if err != nil || !needFlush {
		return p, err
	}
	if err := s.flush(); err != nil {
		return nil, fmt.Errorf("record pin: %w", err)
	}
	s.pinMu.Lock()
	if s.unflushedPins[c] == seq { // not written again meanwhile (after an Unpin)
		delete(s.unflushedPins, c)
	}
	s.pinMu.Unlock()
	return p, nil
}

// writePin is pinLocal's part under pinMu: it writes the pin (unsynced) and reports whether a flush must still make it durable, and the sequence number under which the
// pin is listed in unflushedPins until then.
func (s *Store) writePin(ctx context.Context, c cid.Cid, name string, whileUsed bool) (p *Pin, seq uint64, needFlush bool, err error) {
	s.pinMu.Lock()
	defer s.pinMu.Unlock()
	var size, n int64
	err = s.walkLocal(ctx, c, func(_ cid.Cid, sz int) error {
		size += int64(sz)
		n++
		return nil
	})
	if err != nil {
		return nil, 0, false, fmt.Errorf("check DAG before pinning: %w", err)
	}
	if old, err := s.getPin(ctx, c); err == nil {
		// Pinned already (a requester's module, job after job): its blocks were made durable
		// when it was pinned, and so was the pin unless it is still listed unflushed
		// (PinWhileUsed wrote it, or its writer's flush has not finished): then a Pin flushes
		// before it reports it durable.
		seq, unflushed := s.unflushedPins[c]
		needFlush = unflushed && !whileUsed
		if name == "" || name == old.Name {
			return old, seq, needFlush, nil
		}
		old.Name = name
		v, err := json.Marshal(old)
		if err != nil {
			return nil, 0, false, err
		}
		return old, seq, needFlush, s.set(pinKey(c).Bytes(), v)
	}
	p = &Pin{CID: c, Name: name, Size: size, Blocks: n, Created: time.Now().UTC()}
	v, err := json.Marshal(p)
	if err != nil {
		return nil, 0, false, err
	}
	if err := s.bs.Sync(ctx); err != nil {
		return nil, 0, false, fmt.Errorf("make blocks durable before pinning: %w", err)
	}
	// The pin is made durable by a WAL sync (or a memtable flush without the WAL): on a full
	// disk pebble cannot write either (it retries a failed flush without end, and the pin would
	// wait with it).
	if err := s.bs.roomFor(int64(len(v))); err != nil {
		return nil, 0, false, err
	}
	if err := s.set(pinKey(c).Bytes(), v); err != nil {
		return nil, 0, false, err
	}
	// Listed until a flush makes it durable: a concurrent Pin of c that finds it pinned then
	// flushes too instead of taking it as durable.
	if s.unflushedPins == nil {
		s.unflushedPins = make(map[cid.Cid]uint64)
	}
	s.pinSeq++
	s.unflushedPins[c] = s.pinSeq
	return p, s.pinSeq, !(whileUsed && s.hotHolds(c)), nil
}

// hotHolds reports whether the hot set has an entry for c (a durable one: entries are flushed
// when they are added).
func (s *Store) hotHolds(c cid.Cid) bool {
	h := s.hot
	if h == nil {
		return false
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	_, ok := h.entries[c]
	return ok
}

// set writes a small record that may be lost in a crash (it is durable once a later flush
// finishes, or the store closes): a record whose loss costs only a hint.
func (s *Store) set(k, v []byte) error {
	if err := s.ds.DB.Set(k, v, pebble.NoSync); err != nil {
		return fmt.Errorf("write %s: %w", k, classifyWriteErr(s.cfg.DataDir, err))
	}
	return nil
}

// syncSet writes a small record durably: written, then flushed (see flush).
func (s *Store) syncSet(k, v []byte) error {
	if err := s.set(k, v); err != nil {
		return err
	}
	if err := s.flush(); err != nil {
		return fmt.Errorf("write %s: %w", k, err)
	}
	return nil
}

func (s *Store) getPin(ctx context.Context, c cid.Cid) (*Pin, error) {
	v, err := s.ds.Get(ctx, pinKey(c))
	if err == ds.ErrNotFound {
		return nil, fmt.Errorf("%w: %s", ErrNotPinned, c)
	}
	if err != nil {
		return nil, err
	}
	var p Pin
	if err := json.Unmarshal(v, &p); err != nil {
		return nil, fmt.Errorf("decode pin %s: %w", c, err)
	}
	return &p, nil
}

// IsPinned reports whether c is a pinned root.
func (s *Store) IsPinned(ctx context.Context, c cid.Cid) (bool, error) {
	if err := s.running(); err != nil {
		return false, err
	}
	return s.ds.Has(ctx, pinKey(c))
}

func (s *Store) isPinnedRoot(c cid.Cid) bool {
	ok, err := s.ds.Has(context.Background(), pinKey(c))
	return err == nil && ok
}

// Unpin removes the pin of c; its blocks stay until GC.
func (s *Store) Unpin(ctx context.Context, c cid.Cid) error {
	if err := s.running(); err != nil {
		return fmt.Errorf("unpin %s: %w", c, err)
	}
	ok, err := s.ds.Has(ctx, pinKey(c))
	if err != nil {
		return fmt.Errorf("unpin %s: %w", c, err)
	}
	if !ok {
		return fmt.Errorf("unpin: %w: %s", ErrNotPinned, c)
	}
	// Unsynced: a crash that loses the delete only keeps the blocks until the next Unpin and GC
	// (the WAL keeps writes in order, so the next flush makes it durable).
	if err := s.ds.DB.Delete(pinKey(c).Bytes(), pebble.NoSync); err != nil {
		return fmt.Errorf("unpin %s: %w", c, err)
	}
	s.pinMu.Lock()
	delete(s.unflushedPins, c)
	s.pinMu.Unlock()
	return nil
}

// Pins lists the pinned roots.
func (s *Store) Pins(ctx context.Context) ([]Pin, error) {
	if err := s.running(); err != nil {
		return nil, fmt.Errorf("list pins: %w", err)
	}
	res, err := s.ds.Query(ctx, query.Query{Prefix: pinPrefix.String()})
	if err != nil {
		return nil, fmt.Errorf("list pins: %w", err)
	}
	defer res.Close()
	var out []Pin
	for r := range res.Next() {
		if r.Error != nil {
			return nil, fmt.Errorf("list pins: %w", r.Error)
		}
		var p Pin
		if err := json.Unmarshal(r.Value, &p); err != nil {
			return nil, fmt.Errorf("list pins: decode %s: %w", r.Key, err)
		}
		out = append(out, p)
	}
	return out, nil
}

// GCResult reports a garbage collection.
type GCResult struct {
	Removed      int64 // blocks deleted
	RemovedBytes int64
	Kept         int64 // blocks reachable from pins
}

// GC deletes every block not reachable from a pin, from the hot set (KeepHot; entries over its
// budget are evicted first) or from a root being served on the fast path (a read lease). Imports, fetches and pins wait while it runs; fast-path serving does not.
// A pinned DAG with missing blocks stops GC with an error (nothing is deleted), since the mark
// phase could not be complete.
func (s *Store) GC(ctx context.Context) (*GCResult, error) {
	if err := s.running(); err != nil {
		return nil, fmt.Errorf("gc: %w", err)
	}
	s.gcMu.Lock()
	defer s.gcMu.Unlock()
	pins, err := s.Pins(ctx)
	if err != nil {
		return nil, fmt.Errorf("gc: %w", err)
	}
	live := map[string]struct{}{}
	for _, p := range pins {
		err := s.walkLocal(ctx, p.CID, func(c cid.Cid, _ int) error {
			live[string(c.Hash())] = struct{}{}
			return nil
		})
		if err != nil {
			return nil, fmt.Errorf("gc: mark pin %s: %w", p.CID, err)
		}
	}
	hot, err := s.hotRoots(ctx)
	if err != nil {
		return nil, fmt.Errorf("gc: %w", err)
	}
	for _, c := range hot {
		err := s.walkLocal(ctx, c, func(c cid.Cid, _ int) error {
			live[string(c.Hash())] = struct{}{}
			return nil
		})
		if err != nil {
			return nil, fmt.Errorf("gc: mark hot %s: %w", c, err)
		}
	}
	// DAGs being served under a read lease keep the blocks they have (they may be partial).
	for _, root := range s.leasedRoots() {
		err := s.walk(ctx, root, true, func(c cid.Cid, _ int) error {
			live[string(c.Hash())] = struct{}{}
			return nil
		})
		if err != nil {
			return nil, fmt.Errorf("gc: mark leased %s: %w", root, err)
		}
	}
	keys, err := s.bs.AllKeysChan(ctx)
	if err != nil {
		return nil, fmt.Errorf("gc: list blocks: %w", err)
	}
	res := &GCResult{Kept: int64(len(live))}
	var dead []cid.Cid
	for c := range keys {
		if _, ok := live[string(c.Hash())]; !ok {
			dead = append(dead, c)
		}
	}
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("gc: %w", err)
	}
	for _, c := range dead {
		before := s.bs.Used()
		if err := s.bs.DeleteBlock(ctx, c); err != nil {
			return res, fmt.Errorf("gc: delete %s: %w", c, err)
		}
		res.Removed++
		res.RemovedBytes += before - s.bs.Used()
	}
	s.log.Info("content gc", "removed", res.Removed, "removed_bytes", res.RemovedBytes, "kept", res.Kept)
	return res, nil
}

// walkLocal visits every block of the DAG under root in the local blockstore, depth first,
// calling fn with each block's CID and size. Raw leaves are only sized, not read. A missing
// block is an ipld.ErrNotFound naming it.
func (s *Store) walkLocal(ctx context.Context, root cid.Cid, fn func(cid.Cid, int) error) error {
	return s.walk(ctx, root, false, fn)
}

// walk is walkLocal; lenient (for leased DAGs, which any peer can name) skips missing blocks
// and what lies below them, and visits a block it cannot decode without following its links,
// instead of failing.
func (s *Store) walk(ctx context.Context, root cid.Cid, lenient bool, fn func(cid.Cid, int) error) error {
	seen := map[string]struct{}{}
	stack := []cid.Cid{root}
	for len(stack) > 0 {
		if err := ctx.Err(); err != nil {
			return err
		}
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if _, ok := seen[c.KeyString()]; ok {
			continue
		}
		seen[c.KeyString()] = struct{}{}
		if isIdentity(c) {
			continue // the data is inside the CID
		}
		switch c.Type() {
		case cid.Raw:
			n, err := s.bs.GetSize(ctx, c)
			if lenient && ipld.IsNotFound(err) {
				continue
			}
			if err != nil {
				return err
			}
			if err := fn(c, n); err != nil {
				return err
			}
		case cid.DagProtobuf:
			blk, err := s.bs.Get(ctx, c)
			if lenient && ipld.IsNotFound(err) {
				continue
			}
			if err != nil {
				return err
			}
			pn, err := merkledag.DecodeProtobuf(blk.RawData())
			if lenient && err != nil {
				if err := fn(c, len(blk.RawData())); err != nil {
					return err
				}
				continue
			}
			if err != nil {
				return fmt.Errorf("%w: decode %s: %w", ErrUnsupported, c, err)
			}
			if err := fn(c, len(blk.RawData())); err != nil {
				return err
			}
			links := pn.Links()
			for i := len(links) - 1; i >= 0; i-- {
				stack = append(stack, links[i].Cid)
			}
		default:
			if lenient {
				if err := fn(c, 0); err != nil {
					return err
				}
				continue
			}
			return fmt.Errorf("%w: %s has codec 0x%x: only dag-pb and raw (UnixFS) DAGs are handled", ErrUnsupported, c, c.Type())
		}
	}
	return nil
}

// LocalSize returns the bytes of the DAG under c (each distinct block once, as stored) when
// the whole DAG is in the local blockstore; ok is false when a block of it is missing. It
// fetches nothing.
func (s *Store) LocalSize(ctx context.Context, c cid.Cid) (size int64, ok bool, err error) {
	if err := s.running(); err != nil {
		return 0, false, fmt.Errorf("size of %s: %w", c, err)
	}
	err = s.walkLocal(ctx, c, func(_ cid.Cid, n int) error { size += int64(n); return nil })
	if ipld.IsNotFound(err) {
		return 0, false, nil
	}
	if err != nil {
		return 0, false, fmt.Errorf("size of %s: %w", c, err)
	}
	return size, true, nil
}

// complete reports whether the whole DAG under c is in the local blockstore.
func (s *Store) complete(ctx context.Context, c cid.Cid) (bool, error) {
	err := s.walkLocal(ctx, c, func(cid.Cid, int) error { return nil })
	if ipld.IsNotFound(err) {
		return false, nil
	}
	return err == nil, err
}
