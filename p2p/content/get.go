package content

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/ipfs/boxo/files"
	"github.com/ipfs/boxo/ipld/merkledag"
	unixfile "github.com/ipfs/boxo/ipld/unixfs/file"
	uio "github.com/ipfs/boxo/ipld/unixfs/io"
	blocks "github.com/ipfs/go-block-format"
	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/p2p/net/swarm"
)

// ParseCID parses a CID string, with an error that names the string.
func ParseCID(s string) (cid.Cid, error) {
	c, err := cid.Decode(strings.TrimSpace(s))
	if err != nil {
		return cid.Undef, fmt.Errorf("%w %q: %v: pass a CID such as bafy... or Qm...", ErrInvalidCID, s, err)
	}
	return c, nil
}

// FetchOptions tune Fetch.
type FetchOptions struct {
	// Providers are peers to try first on the fast path (for example the provider of a job).
	// Their addresses must be in the host's peerstore or reachable through routing.
	Providers []peer.AddrInfo
	// NoFastPath skips /gpumesh/car/1 and uses bitswap only.
	NoFastPath bool
	// NoBitswap skips the bitswap fallback.
	NoBitswap bool
	// MaxProviders bounds the routing lookup for fast-path candidates. Default 8.
	MaxProviders int
	// Progress, if set, is called with the verified block bytes of each batch stored by the
	// fast path (for progress bars). It must not block.
	Progress func(n int64)
	// MaxBytes bounds the block bytes the fetch takes in: a fast-path stream that delivers more
	// than MaxBytes of the DAG, or a fetch that would store more than MaxBytes of blocks not
	// stored before, stops at once with ErrFetchLimit, and the blocks it stored are removed
	// again. Only bytes actually received and written count, never the sizes the DAG's nodes
	// declare. Content already complete locally is not fetched and not bounded. 0: no bound
	// (the quota still applies).
	MaxBytes int64
	// MaxBytesKey is the config key that sets MaxBytes, named in ErrFetchLimit's message so
	// that whoever reads it knows what to raise. Default "FetchOptions.MaxBytes".
	MaxBytesKey string
}

// FetchResult says how a Fetch completed.
type FetchResult struct {
	Path     string        // "local", "fast" or "bitswap"
	Peer     peer.ID       // fast-path peer, if any
	Bytes    int64         // block bytes received over the network by the completing path
	Duration time.Duration // wall time of the fetch
}

// Fetch makes the whole DAG under c local: if it is not complete already it tries the fast path
// with known providers (opts.Providers, routing, connected peers that speak CARProtocol), then
// falls back to bitswap. While bitswap runs, the explicit providers and routing results whose
// first try failed for a reason that can pass (down, unreachable, busy) are dialled and tried
// again with backoff (retryHolders): a provider that comes back is used at once. It waits at
// most Config.FetchTimeout (or ctx's deadline if earlier) and then fails with ErrNotFound naming
// the CID and the wait. Fetched blocks are not pinned. With
// opts.MaxBytes a DAG larger than the bound fails with ErrFetchLimit and leaves nothing behind.
func (s *Store) Fetch(ctx context.Context, c cid.Cid, opts FetchOptions) (res *FetchResult, err error) {
	if err := s.running(); err != nil {
		return nil, fmt.Errorf("fetch %s: %w", c, err)
	}
	start := time.Now()
	s.gcMu.RLock()
	defer s.gcMu.RUnlock()
	if ok, err := s.complete(ctx, c); err != nil {
		return nil, fmt.Errorf("fetch %s: %w", c, err)
	} else if ok {
		s.stats.hit(c)
		s.met.fetches.WithLabelValues("local").Inc()
		return &FetchResult{Path: "local", Duration: time.Since(start)}, nil
	}
	timeout := s.cfg.FetchTimeout
	if dl, ok := ctx.Deadline(); ok && time.Until(dl) < timeout {
		timeout = time.Until(dl)
	}
	ctx, cancelTimeout := context.WithTimeout(ctx, timeout)
	defer cancelTimeout()
	ctx, done := s.trackFetch(ctx)
	defer done()
	budget := newFetchBudget(c, opts.MaxBytes, opts.MaxBytesKey)
	defer func() {
		if errors.Is(err, ErrFetchLimit) {
			if derr := s.dropFetched(context.WithoutCancel(ctx), budget); derr != nil {
				err = fmt.Errorf("%w (removing what was fetched failed: %v)", err, derr)
			}
		}
	}()

	put := func(bs []blocks.Block) error {
		err := s.putBlocks(ctx, budget, bs)
		if err == nil && opts.Progress != nil {
			var n int64
			for _, b := range bs {
				n += int64(len(b.RawData()))
			}
			opts.Progress(n)
		}
		return err
	}
	var lastErr error
	var again []peer.ID // holders that may deliver later: they were down, unreachable or busy
	if !opts.NoFastPath {
		cands, holders := s.fastCandidates(ctx, c, opts)
		for i, p := range cands {
			n, err := s.fetchCARTo(ctx, p, c, budget, put)
			if err == nil {
				s.met.fetches.WithLabelValues("fast").Inc()
				s.met.fetchedBytes.WithLabelValues("fast").Add(float64(n))
				return &FetchResult{Path: "fast", Peer: p, Bytes: n, Duration: time.Since(start)}, nil
			}
			if cause := context.Cause(ctx); isLocalFailure(cause) {
				return nil, fmt.Errorf("fetch %s: %w", c, cause)
			}
			if isLocalFailure(err) { // no other peer can fix a full disk
				s.met.fetches.WithLabelValues("failed").Inc()
				return nil, fmt.Errorf("fetch %s: %w", c, err)
			}
			if errors.Is(err, ErrFetchLimit) {
				s.met.fetches.WithLabelValues("failed").Inc()
				return nil, fmt.Errorf("fetch %s: %w", c, err)
			}
			s.log.Debug("fast path failed", "cid", c, "peer", p, "err", err)
			lastErr = err
			if i < holders && mayPass(err) {
				again = append(again, p)
			}
			if ctx.Err() != nil {
				break
			}
		}
	}
	if !opts.NoBitswap && ctx.Err() == nil {
		before := s.swapReceived()
		bctx, cancel := context.WithCancelCause(ctx)
		retry := s.retryHolders(bctx, cancel, again, c, budget, put)
		err := merkledag.FetchGraph(bctx, c, s.budgetDAG(budget, cancel))
		if cause := context.Cause(bctx); errors.Is(cause, ErrFetchLimit) || isLocalFailure(cause) {
			err = cause
		}
		cancel(nil)
		if won := retry(); won != nil {
			s.met.fetches.WithLabelValues("fast").Inc()
			s.met.fetchedBytes.WithLabelValues("fast").Add(float64(won.Bytes))
			won.Duration = time.Since(start)
			return won, nil
		}
		if errors.Is(err, ErrFetchLimit) || isLocalFailure(err) {
			s.met.fetches.WithLabelValues("failed").Inc()
			return nil, fmt.Errorf("fetch %s: %w", c, err)
		}
		if err == nil {
			n := s.swapReceived() - before
			s.met.fetches.WithLabelValues("bitswap").Inc()
			s.met.fetchedBytes.WithLabelValues("bitswap").Add(float64(n))
			return &FetchResult{Path: "bitswap", Bytes: n, Duration: time.Since(start)}, nil
		}
		lastErr = err
	}
	s.met.fetches.WithLabelValues("failed").Inc()
	cause := context.Cause(ctx)
	switch {
	case isLocalFailure(cause):
		return nil, fmt.Errorf("fetch %s: %w", c, cause)
	case errors.Is(lastErr, ErrFetchLimit):
		return nil, fmt.Errorf("fetch %s: %w", c, lastErr)
	case errors.Is(cause, context.DeadlineExceeded) || (lastErr == nil && ctx.Err() != nil):
		return nil, fmt.Errorf("fetch %s: %w: no peer delivered it within %s; check the CID and that a provider is online",
			c, ErrNotFound, timeout.Round(time.Millisecond))
	case ctx.Err() != nil:
		return nil, fmt.Errorf("fetch %s: %w", c, cause)
	case lastErr == nil:
		return nil, fmt.Errorf("fetch %s: %w: fast path found no provider and bitswap is off", c, ErrNotFound)
	}
	return nil, fmt.Errorf("fetch %s: %w", c, lastErr)
}

func (s *Store) swapReceived() int64 {
	st, err := s.swap.Stat()
	if err != nil {
		return 0
	}
	return int64(st.DataReceived)
}

// Bounds of retryHolders' backoff between rounds of dials to the known holders.
const (
	holderRetryFirst = 500 * time.Millisecond
	holderRetryMax   = 8 * time.Second
)

// errFastPathWon cancels the bitswap fallback once a retried holder delivered the whole DAG.
var errFastPathWon = errors.New("a known holder delivered the DAG over the fast path")

// retryHolders keeps trying the fast path with peers that are known to hold c (the fetch's
// explicit providers and routing results) but failed the first try for a reason that can pass:
// down, unreachable, partitioned or busy. Bitswap asks only connected peers and never dials,
// and a holder that comes back (a restarted provider keeps its identity and address) does not
// dial the fetcher, so without this the fetch waits its whole timeout while the holder is up
// again. Each round dials every such holder once, ignoring libp2p's dial backoff (it is this
// retry's own backoff, from holderRetryFirst doubling to holderRetryMax, that paces the dials),
// until ctx ends. A delivery cancels ctx with errFastPathWon; a local failure (full disk,
// quota, ErrFetchLimit) cancels it with that error. The returned func waits for the retries to
// stop and returns the winning result, if any; call it after cancelling ctx.
func (s *Store) retryHolders(ctx context.Context, cancel context.CancelCauseFunc, holders []peer.ID,
	c cid.Cid, budget *fetchBudget, put func([]blocks.Block) error) func() *FetchResult {
	if len(holders) == 0 {
		return func() *FetchResult { return nil }
	}
	var won *FetchResult
	done := make(chan struct{})
	go func() {
		defer close(done)
		wait := holderRetryFirst
		for {
			t := time.NewTimer(wait)
			select {
			case <-ctx.Done():
				t.Stop()
				return
			case <-t.C:
			}
			wait = min(2*wait, holderRetryMax)
			left := holders[:0]
			for _, p := range holders {
				n, err := s.redialCARTo(ctx, p, c, budget, put)
				if err == nil {
					won = &FetchResult{Path: "fast", Peer: p, Bytes: n}
					cancel(errFastPathWon)
					return
				}
				if ctx.Err() != nil {
					return
				}
				if isLocalFailure(err) || errors.Is(err, ErrFetchLimit) {
					cancel(err)
					return
				}
				s.log.Debug("fast path retry failed", "cid", c, "peer", p, "err", err)
				if mayPass(err) {
					left = append(left, p)
				}
			}
			if holders = left; len(holders) == 0 {
				return
			}
		}
	}()
	return func() *FetchResult {
		<-done
		return won
	}
}

// mayPass reports a fast-path failure that a later try at the same peer may not repeat: the
// peer was down, unreachable, stalled or busy. A peer that said it lacks the DAG, or sent
// corrupt or malformed data, is not tried again.
func mayPass(err error) bool {
	return !errors.Is(err, ErrNotFound) && !errors.Is(err, ErrCorruptBlock) && !errors.Is(err, ErrBadStream) &&
		!errors.Is(err, ErrNotInDAG) && !errors.Is(err, ErrUnsupported)
}

// redialCARTo is fetchCARTo with a fresh dial when p is not connected: the swarm's dial backoff
// after the failed first try would refuse the dial for seconds to minutes after p is back.
// The forced dial takes only direct addresses; a holder reachable only through a relay is
// dialled the ordinary way.
func (s *Store) redialCARTo(ctx context.Context, p peer.ID, c cid.Cid, budget *fetchBudget, put func([]blocks.Block) error) (int64, error) {
	if s.host.Network().Connectedness(p) != network.Connected {
		dctx, cancel := context.WithTimeout(network.WithForceDirectDial(ctx, "content: retry a holder"), s.cfg.FastPathTimeout)
		_, err := s.host.Network().DialPeer(dctx, p)
		cancel()
		if err != nil && !errors.Is(err, swarm.ErrNoGoodAddresses) {
			return 0, fmt.Errorf("dial %s: %w", p, err)
		}
	}
	return s.fetchCARTo(ctx, p, c, budget, put)
}

// fastCandidates lists peers to try on the fast path: explicit providers, then routing results,
// then connected peers that advertise CARProtocol. The first holders of them are the explicit
// providers and routing results, the peers known to hold c.
func (s *Store) fastCandidates(ctx context.Context, c cid.Cid, opts FetchOptions) (cands []peer.ID, holders int) {
	var out []peer.ID
	seen := map[peer.ID]bool{s.host.ID(): true}
	add := func(ai peer.AddrInfo) {
		if seen[ai.ID] {
			return
		}
		seen[ai.ID] = true
		if len(ai.Addrs) > 0 {
			s.host.Peerstore().AddAddrs(ai.ID, ai.Addrs, 10*time.Minute)
		}
		out = append(out, ai.ID)
	}
	for _, ai := range opts.Providers {
		add(ai)
	}
	if s.router != nil {
		max := opts.MaxProviders
		if max <= 0 {
			max = 8
		}
		lctx, cancel := context.WithTimeout(ctx, s.cfg.FastPathTimeout)
		for ai := range s.router.FindProvidersAsync(lctx, c, max) {
			add(ai)
		}
		cancel()
	}
	holders = len(out)
	// Connected peers that advertise the protocol, or whose protocols identify has not reported
	// yet (a peer without it refuses the stream in one round trip). At most 8 are tried.
	tried := 0
	for _, p := range s.host.Network().Peers() {
		if seen[p] || tried >= 8 {
			continue
		}
		known, err := s.host.Peerstore().GetProtocols(p)
		if err != nil {
			continue
		}
		if ps, _ := s.host.Peerstore().SupportsProtocols(p, CARProtocol); len(ps) > 0 || len(known) == 0 {
			add(peer.AddrInfo{ID: p})
			tried++
		}
	}
	return out, holders
}

// Open fetches c if needed and returns a reader of the UnixFS file under it. The reader streams
// from the blockstore; close it when done. A DAG that expands beyond Config.MaxExpandedBytes or
// MaxExpandedLinks fails with ErrDAGTooLarge before anything is read.
func (s *Store) Open(ctx context.Context, c cid.Cid, opts FetchOptions) (io.ReadCloser, int64, error) {
	if _, err := s.Fetch(ctx, c, opts); err != nil {
		return nil, 0, err
	}
	if _, err := s.checkExpansion(ctx, c); err != nil {
		return nil, 0, fmt.Errorf("open %s: %w", c, err)
	}
	nd, err := s.dag.Get(ctx, c)
	if err != nil {
		return nil, 0, fmt.Errorf("open %s: %w", c, err)
	}
	r, err := uio.NewDagReader(ctx, nd, s.dag)
	if err != nil {
		return nil, 0, fmt.Errorf("open %s: %w: %w", c, ErrUnsupported, err)
	}
	return r, int64(r.Size()), nil
}

// GetPath fetches c if needed and writes it to dst (a file, or a directory tree), which must not
// exist and must lie inside Config.AllowedDirs when that is set. Symlinks in the DAG are refused.
// A DAG that expands beyond Config.MaxExpandedBytes or MaxExpandedLinks fails with
// ErrDAGTooLarge before anything is written. On error the partly written dst is removed.
func (s *Store) GetPath(ctx context.Context, c cid.Cid, dst string, opts FetchOptions) error {
	abs, err := s.checkPath(dst, false)
	if err != nil {
		return fmt.Errorf("get %s to %s: %w", c, dst, err)
	}
	if _, err := os.Lstat(abs); err == nil {
		return fmt.Errorf("get %s: %s already exists: choose a new destination", c, dst)
	}
	if _, err := s.Fetch(ctx, c, opts); err != nil {
		return err
	}
	if _, err := s.checkExpansion(ctx, c); err != nil {
		return fmt.Errorf("get %s: %w", c, err)
	}
	nd, err := s.dag.Get(ctx, c)
	if err != nil {
		return fmt.Errorf("get %s: %w", c, err)
	}
	fn, err := unixfile.NewUnixfsFile(ctx, s.dag, nd)
	if err != nil {
		return fmt.Errorf("get %s: %w: %w", c, ErrUnsupported, err)
	}
	if err := writeNode(ctx, fn, abs); err != nil {
		_ = os.RemoveAll(abs)
		return fmt.Errorf("get %s to %s: %w", c, dst, classifyWriteErr(dst, err))
	}
	return nil
}

func writeNode(ctx context.Context, n files.Node, p string) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	switch n := n.(type) {
	case files.File:
		f, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if err != nil {
			return err
		}
		_, err = io.Copy(f, n)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		return err
	case files.Directory:
		if err := os.Mkdir(p, 0o755); err != nil {
			return err
		}
		it := n.Entries()
		for it.Next() {
			name := it.Name()
			if name == "" || name == "." || name == ".." || strings.ContainsAny(name, `/\`) || strings.ContainsRune(name, 0) {
				return fmt.Errorf("%w: directory entry %q is not a plain file name", ErrUnsupported, name)
			}
			if err := writeNode(ctx, it.Node(), filepath.Join(p, name)); err != nil {
				return err
			}
		}
		return it.Err()
	default:
		return fmt.Errorf("%w: %s is a %T: only files and directories are exported", ErrUnsupported, p, n)
	}
}

// Provide announces c through the routing given to New (typically the DHT), so other nodes can
// find this node as a provider. It is a no-op without routing.
func (s *Store) Provide(ctx context.Context, c cid.Cid) error {
	if s.router == nil {
		return nil
	}
	if err := s.router.Provide(ctx, c, true); err != nil {
		return fmt.Errorf("provide %s: %w", c, err)
	}
	return nil
}

// FindProviders returns up to max providers of c from routing (none without routing).
func (s *Store) FindProviders(ctx context.Context, c cid.Cid, max int) []peer.AddrInfo {
	if s.router == nil {
		return nil
	}
	var out []peer.AddrInfo
	for ai := range s.router.FindProvidersAsync(ctx, c, max) {
		out = append(out, ai)
	}
	return out
}
