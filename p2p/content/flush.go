package content

import (
	"fmt"
	"sync"

	"github.com/cockroachdb/pebble/v2"
)

// flushGroup coalesces the flushes that make small records durable (syncSet, pins). A flush is
// one synced append to pebble's WAL (an empty LogData record), or with the WAL off
// (Config.DisableWAL) a memtable flush to an sstable. Either makes every write committed before
// it durable, the blocks pebble holds included: a caller that wrote its record needs a flush
// that starts after its write, so callers that arrive while a flush runs share the next one
// instead of flushing one after the other (group commit). Concurrent Submits of a requester
// each pin a spec: with ten in flight one flush serves several.
type flushGroup struct {
	mu   sync.Mutex
	cond *sync.Cond
	// started and done count flushes: the last one started and the last one finished; at most
	// one runs at a time (running).
	started, done uint64
	running       bool
	err           error // of the last finished flush
	waiting       int   // callers waiting for a running flush to finish
	// flushDB, if set (by tests), replaces the flush.
	flushDB func() error
}

// flush returns once a flush (a WAL sync, or a memtable flush without the WAL) that started
// after the call has finished, with its error (or that of a later one: a later flush that
// succeeded made the caller's writes durable too).
func (s *Store) flush() error {
	g := &s.flushes
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.cond == nil {
		g.cond = sync.NewCond(&g.mu)
	}
	// A flush running now may have taken its memtable before the caller's write: the caller
	// needs the next one.
	want := g.started + 1
	for g.done < want {
		if g.running {
			g.waiting++
			g.cond.Wait()
			g.waiting--
			continue
		}
		g.running = true
		g.started++
		gen := g.started
		flushDB := g.flushDB
		if flushDB == nil {
			flushDB = s.flushDB
		}
		g.mu.Unlock()
		err := flushDB()
		g.mu.Lock()
		g.running, g.done, g.err = false, gen, err
		g.cond.Broadcast()
	}
	if g.err != nil {
		return fmt.Errorf("flush: %w", classifyWriteErr(s.cfg.DataDir, g.err))
	}
	return nil
}

// flushDB makes every write committed so far durable: a synced empty WAL record (the WAL is
// written in commit order, so its sync covers every earlier record), or with the WAL off a
// memtable flush.
func (s *Store) flushDB() error {
	if s.cfg.DisableWAL {
		return s.ds.DB.Flush()
	}
	return s.ds.DB.LogData(nil, pebble.Sync)
}

// flushCount is how many flushes the store has finished (tests count them).
func (s *Store) flushCount() int64 {
	g := &s.flushes
	g.mu.Lock()
	defer g.mu.Unlock()
	return int64(g.done)
}
