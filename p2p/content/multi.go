package content

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/ipfs/boxo/ipld/merkledag"
	blocks "github.com/ipfs/go-block-format"
	"github.com/ipfs/go-cid"
	ipld "github.com/ipfs/go-ipld-format"
	"github.com/libp2p/go-libp2p/core/peer"
)

// MultiOptions tune FetchMulti.
type MultiOptions struct {
	// Sources are the peers that hold the DAG; at least one. Addresses, if given, are added to
	// the peerstore. At most maxMultiSources are used.
	Sources []peer.AddrInfo
	// StreamsPerSource is how many fast-path streams run at once to each source. Default 2; at
	// most 8 (a server admits Config.ServeStreamsPerPeer, default 4, and answers busy beyond).
	StreamsPerSource int
	// NoBitswap skips the bitswap fallback once every source is dropped.
	NoBitswap bool
	// MaxBytes and MaxBytesKey bound the fetch as FetchOptions' do: over all sources and
	// bitswap together, the fetch stores at most MaxBytes of new blocks, and each stream
	// delivers at most MaxBytes; past either it stops with ErrFetchLimit and removes what it
	// stored. 0: no bound.
	MaxBytes    int64
	MaxBytesKey string
}

// MultiResult says how a FetchMulti went.
type MultiResult struct {
	// Bytes is the block bytes received over the network, from all sources and bitswap: with
	// the bytes already stored before the fetch it is about the DAG's size (blocks a dropped
	// source sent but that were not yet stored when it failed are received again).
	Bytes int64
	// BySource is the verified block bytes received from each source over the fast path.
	BySource map[peer.ID]int64
	// Dropped names the sources that failed and why (ErrNotInDAG, ErrCorruptBlock, ErrStalled,
	// ErrBusy, ErrNotFound, a reset stream...). The fetch went on without them.
	Dropped map[peer.ID]error
	// Bitswap is the block bytes received over bitswap (inner nodes, and the fallback).
	Bitswap  int64
	Duration time.Duration
}

const (
	maxMultiSources         = 64
	maxStreamsPerSource     = 8
	defaultStreamsPerSource = 2
	// multiItemsPerWorker: inner nodes are expanded (fetched alone, over bitswap) until the work
	// queue holds this many sub-DAGs per stream, so streams share the work evenly.
	multiItemsPerWorker = 4
)

// FetchMulti makes the whole DAG under root local, fetching disjoint sub-DAGs from several
// sources at once over the fast path. Inner nodes near the root are fetched alone over bitswap
// to split the DAG; every sub-DAG is verified against its CID, itself linked from a verified
// node, so nothing unverified is stored.
//
// It resumes: whatever is stored already (from an earlier fetch, before a restart, or from a
// source that failed half way) is not requested again; a failed sub-DAG is split into the parts
// still missing. A source that sends a block outside the DAG, a corrupt block, nothing for
// Config.StallTimeout, or fails otherwise is dropped (MultiResult.Dropped) and the others take
// its work; when none is left, bitswap fetches the rest unless opts.NoBitswap, else the fetch
// fails with ErrNoSources. A local failure (ErrQuotaExceeded, ErrDiskFull) stops the fetch.
// Like Fetch, it waits at most Config.FetchTimeout and does not pin.
func (s *Store) FetchMulti(ctx context.Context, root cid.Cid, opts MultiOptions) (res *MultiResult, err error) {
	if err := s.running(); err != nil {
		return nil, fmt.Errorf("fetch %s from several peers: %w", root, err)
	}
	if len(opts.Sources) == 0 || len(opts.Sources) > maxMultiSources {
		return nil, fmt.Errorf("fetch %s from several peers: %d sources: pass 1..%d", root, len(opts.Sources), maxMultiSources)
	}
	if opts.StreamsPerSource == 0 {
		opts.StreamsPerSource = defaultStreamsPerSource
	}
	if opts.StreamsPerSource < 0 || opts.StreamsPerSource > maxStreamsPerSource {
		return nil, fmt.Errorf("fetch %s from several peers: StreamsPerSource %d: use 1..%d", root, opts.StreamsPerSource, maxStreamsPerSource)
	}
	start := time.Now()
	s.gcMu.RLock()
	defer s.gcMu.RUnlock()
	ctx, cancelTimeout := context.WithTimeout(ctx, s.cfg.FetchTimeout)
	defer cancelTimeout()
	ctx, done := s.trackFetch(ctx)
	defer done()
	budget := newFetchBudget(root, opts.MaxBytes, opts.MaxBytesKey)
	defer func() {
		if errors.Is(err, ErrFetchLimit) {
			if derr := s.dropFetched(context.WithoutCancel(ctx), budget); derr != nil {
				err = fmt.Errorf("%w (removing what was fetched failed: %v)", err, derr)
			}
		}
	}()
	// Bitswap (the plan's inner nodes and the fallback) writes through the budget too.
	ctx, cancelBudget := context.WithCancelCause(ctx)
	defer cancelBudget(nil)
	dag := s.budgetDAG(budget, cancelBudget)

	m := &multiFetch{s: s, ctx: ctx, budget: budget, dag: dag, res: &MultiResult{BySource: map[peer.ID]int64{}, Dropped: map[peer.ID]error{}}}
	m.cond = sync.NewCond(&m.mu)
	stop := context.AfterFunc(ctx, func() { m.mu.Lock(); m.cond.Broadcast(); m.mu.Unlock() })
	defer stop()

	// Connect first: bitswap, which splits the DAG's top, asks connected peers only.
	for _, ai := range opts.Sources {
		if ai.ID == s.host.ID() {
			continue
		}
		cctx, cancel := context.WithTimeout(ctx, s.cfg.FastPathTimeout)
		err := s.host.Connect(cctx, ai)
		cancel()
		if err != nil {
			m.res.Dropped[ai.ID] = fmt.Errorf("connect: %w", err)
		}
	}
	swap0 := s.swapReceived()
	items, err := m.plan(root, len(opts.Sources)*opts.StreamsPerSource*multiItemsPerWorker)
	if err != nil {
		return nil, m.fail(root, err)
	}
	m.queue = items

	var wg sync.WaitGroup
	for _, ai := range opts.Sources {
		if _, failed := m.res.Dropped[ai.ID]; failed || ai.ID == s.host.ID() {
			continue
		}
		src := &multiSource{id: ai.ID}
		for range opts.StreamsPerSource {
			wg.Add(1)
			go func() {
				defer wg.Done()
				m.work(src)
			}()
		}
	}
	wg.Wait()

	m.mu.Lock()
	fatal, left := m.err, len(m.queue)
	m.mu.Unlock()
	if fatal == nil && left > 0 && ctx.Err() == nil {
		if opts.NoBitswap {
			fatal = fmt.Errorf("%w: %d sources dropped (%s) and bitswap is off", ErrNoSources, len(m.res.Dropped), m.droppedSummary())
		} else if err := merkledag.FetchGraph(ctx, root, dag); err != nil {
			fatal = fmt.Errorf("%w: %d sources dropped (%s); bitswap: %w", ErrNoSources, len(m.res.Dropped), m.droppedSummary(), err)
		}
	}
	m.res.Bitswap = s.swapReceived() - swap0
	m.res.Bytes += m.res.Bitswap
	m.res.Duration = time.Since(start)
	if fatal == nil && ctx.Err() != nil {
		fatal = context.Cause(ctx)
	}
	if fatal == nil {
		if ok, err := s.complete(ctx, root); err != nil || !ok {
			fatal = fmt.Errorf("%w: DAG incomplete after the fetch: %v", ErrNoSources, err)
		}
	}
	if fatal != nil {
		s.met.fetches.WithLabelValues("failed").Inc()
		return m.res, m.fail(root, fatal)
	}
	s.met.fetches.WithLabelValues("multi").Inc()
	s.met.fetchedBytes.WithLabelValues("multi").Add(float64(m.res.Bytes))
	return m.res, nil
}

type multiFetch struct {
	s      *Store
	ctx    context.Context
	budget *fetchBudget    // nil: unbounded
	dag    ipld.DAGService // the store's DAG, bitswap writes bounded by budget

	mu       sync.Mutex
	cond     *sync.Cond
	queue    []cid.Cid // sub-DAG roots not stored yet
	inflight int
	err      error // a local failure: stops every worker
	res      *MultiResult
}

type multiSource struct {
	id      peer.ID
	mu      sync.Mutex
	dropped bool
}

func (m *multiFetch) fail(root cid.Cid, err error) error {
	if cause := context.Cause(m.ctx); cause != nil && (isLocalFailure(cause) || errors.Is(cause, ErrFetchLimit)) {
		err = cause
	}
	if errors.Is(err, context.DeadlineExceeded) {
		return fmt.Errorf("fetch %s from several peers: %w: not complete within %s", root, ErrNotFound, m.s.cfg.FetchTimeout)
	}
	return fmt.Errorf("fetch %s from several peers: %w", root, err)
}

func (m *multiFetch) droppedSummary() string {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := ""
	for p, err := range m.res.Dropped {
		if out != "" {
			out += "; "
		}
		out += fmt.Sprintf("%s: %v", p, err)
	}
	return out
}

// next takes a sub-DAG to fetch; ok is false when the work is done or stopped.
func (m *multiFetch) next(src *multiSource) (cid.Cid, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	for {
		src.mu.Lock()
		dropped := src.dropped
		src.mu.Unlock()
		if m.err != nil || m.ctx.Err() != nil || dropped {
			return cid.Undef, false
		}
		if n := len(m.queue); n > 0 {
			c := m.queue[n-1]
			m.queue = m.queue[:n-1]
			m.inflight++
			return c, true
		}
		if m.inflight == 0 {
			return cid.Undef, false
		}
		m.cond.Wait()
	}
}

// work fetches sub-DAGs from src until the queue is empty or src is dropped.
func (m *multiFetch) work(src *multiSource) {
	for {
		item, ok := m.next(src)
		if !ok {
			return
		}
		var stored int64
		n, err := m.s.fetchCARTo(m.ctx, src.id, item, m.budget, func(bs []blocks.Block) error {
			if err := m.s.putBlocks(m.ctx, m.budget, bs); err != nil {
				return err
			}
			for _, b := range bs {
				stored += int64(len(b.RawData()))
			}
			return nil
		})
		m.mu.Lock()
		m.res.Bytes += n
		m.res.BySource[src.id] += stored
		m.mu.Unlock()
		if err == nil {
			m.finish(nil, nil)
			continue
		}
		if m.ctx.Err() != nil || isLocalFailure(err) || errors.Is(err, ErrClosed) || errors.Is(err, ErrFetchLimit) {
			m.finish(nil, err) // local: nothing another source could fix
			return
		}
		// The source failed: drop it and put back what of item is still missing.
		src.mu.Lock()
		first := !src.dropped
		src.dropped = true
		src.mu.Unlock()
		if first {
			m.s.log.Info("content: fetch source dropped", "peer", src.id, "cid", item, "err", err)
			m.mu.Lock()
			m.res.Dropped[src.id] = err
			m.mu.Unlock()
		}
		rest, perr := m.missing(item)
		m.finish(rest, perr)
		return
	}
}

// finish ends one in-flight item, queueing rest (the parts still missing) or recording a fatal err.
func (m *multiFetch) finish(rest []cid.Cid, err error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.inflight--
	if err != nil && m.err == nil {
		m.err = err
	}
	m.queue = append(m.queue, rest...)
	m.cond.Broadcast()
}

// missing lists the roots of the sub-DAGs under c that are not stored, walking what is.
func (m *multiFetch) missing(c cid.Cid) ([]cid.Cid, error) {
	var out []cid.Cid
	seen := map[string]bool{}
	var walk func(c cid.Cid) error
	walk = func(c cid.Cid) error {
		if seen[c.KeyString()] || isIdentity(c) {
			return nil
		}
		seen[c.KeyString()] = true
		has, err := m.s.bs.Has(m.ctx, c)
		if err != nil {
			return err
		}
		if !has {
			out = append(out, c)
			return nil
		}
		if c.Type() != cid.DagProtobuf {
			return nil
		}
		blk, err := m.s.bs.Get(m.ctx, c)
		if err != nil {
			return err
		}
		pn, err := merkledag.DecodeProtobuf(blk.RawData())
		if err != nil {
			return fmt.Errorf("%w: decode %s: %w", ErrUnsupported, c, err)
		}
		for _, l := range pn.Links() {
			if err := walk(l.Cid); err != nil {
				return err
			}
		}
		return nil
	}
	return out, walk(c)
}

// plan lists the missing sub-DAGs under root, fetching inner nodes alone over bitswap (and
// splitting on their links) while there are fewer than target. An inner node that bitswap does
// not deliver within Config.StallTimeout stays whole, to be fetched over the fast path.
func (m *multiFetch) plan(root cid.Cid, target int) ([]cid.Cid, error) {
	items, err := m.missing(root)
	if err != nil {
		return nil, err
	}
	for len(items) < target {
		i := -1
		for j, c := range items {
			if c.Type() == cid.DagProtobuf {
				i = j
				break
			}
		}
		if i < 0 {
			break
		}
		c := items[i]
		gctx, cancel := context.WithTimeout(m.ctx, m.s.cfg.StallTimeout)
		_, err := m.dag.Get(gctx, c)
		cancel()
		if err != nil {
			if m.ctx.Err() != nil {
				return nil, context.Cause(m.ctx)
			}
			m.s.log.Debug("content: inner node not split over bitswap", "cid", c, "err", err)
			break
		}
		rest, err := m.missing(c)
		if err != nil {
			return nil, err
		}
		items = append(append(items[:i:i], items[i+1:]...), rest...)
	}
	return items, nil
}
