package proving

import (
	"container/list"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"sync"

	"github.com/ipfs/go-cid"
	"golang.org/x/sync/singleflight"
)

// Store is the content storage the registry needs: add bytes and get them back by CID. gpumesh's
// p2p/content implements it (UnixFS over a pebble blockstore, fetched over bitswap when missing).
type Store interface {
	Add(ctx context.Context, r io.Reader) (cid.Cid, error)
	Get(ctx context.Context, c cid.Cid) (io.ReadCloser, error)
}

// RegistryConfig configures a Registry.
type RegistryConfig struct {
	// MaxCached bounds how many decoded packages stay in memory. Default: 8.
	MaxCached int
	// MaxCachedBytes bounds the decoded packages kept in memory, counted by their encoded size
	// (Info.Size, close to what their keys take decoded; a 1M-constraint Groth16 package is
	// about 0.5 GiB). The least recently used unpinned package goes first; a package that does
	// not fit beside the pinned ones is decoded for its caller and not kept. Default: 2 GiB.
	MaxCachedBytes uint64
	// MaxPackageBytes refuses (with ErrTooLarge, after reading only the header) packages whose
	// encoded size exceeds it, for example a slot's memory limit. Default: 0, no limit.
	MaxPackageBytes uint64
	// Logger receives load events. Default: discard.
	Logger *slog.Logger
}

// Registry defaults.
const (
	DefaultMaxCached      = 8
	DefaultMaxCachedBytes = 2 << 30
)

// Registry stores circuit packages as content and loads them by CID, caching decoded packages
// (bounded by count and bytes, least recently used evicted first). A package can be pinned
// (Pin): it is loaded at once and stays decoded until Unpin, which is how a provider keeps the
// circuits it advertises warm. It is safe for concurrent use; concurrent loads of one CID decode
// it once.
type Registry struct {
	store Store
	cfg   RegistryConfig
	log   *slog.Logger
	group singleflight.Group

	mu      sync.Mutex
	entries map[cid.Cid]*list.Element // of *cached
	lru     list.List                 // most recently used first
	bytes   uint64                    // sum of the cached packages' sizes
	pinned  map[cid.Cid]bool          // pinned CIDs, loaded or not yet
}

// cached is one decoded package in the cache.
type cached struct {
	c   cid.Cid
	pkg *Package
}

// NewRegistry returns a registry over store. It does no I/O.
func NewRegistry(store Store, cfg RegistryConfig) (*Registry, error) {
	if store == nil {
		return nil, errors.New("proving: registry needs a content store")
	}
	if cfg.MaxCached <= 0 {
		cfg.MaxCached = DefaultMaxCached
	}
	if cfg.MaxCachedBytes == 0 {
		cfg.MaxCachedBytes = DefaultMaxCachedBytes
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	return &Registry{store: store, cfg: cfg, log: cfg.Logger, entries: map[cid.Cid]*list.Element{}, pinned: map[cid.Cid]bool{}}, nil
}

// get returns the cached package at c, marking it used.
func (r *Registry) get(c cid.Cid) (*Package, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	e, ok := r.entries[c]
	if !ok {
		return nil, false
	}
	r.lru.MoveToFront(e)
	return e.Value.(*cached).pkg, true
}

// add caches p under c, evicting the least recently used unpinned packages to make room; it
// reports whether p is kept (a package that does not fit beside the pinned ones is not).
func (r *Registry) add(c cid.Cid, p *Package) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	if e, ok := r.entries[c]; ok {
		r.lru.MoveToFront(e)
		return true
	}
	size := p.info.Size()
	for (r.bytes+size > r.cfg.MaxCachedBytes || r.lru.Len()+1 > r.cfg.MaxCached) && r.evictOne() {
	}
	if r.bytes+size > r.cfg.MaxCachedBytes || r.lru.Len()+1 > r.cfg.MaxCached {
		return false
	}
	r.entries[c] = r.lru.PushFront(&cached{c: c, pkg: p})
	r.bytes += size
	return true
}

// evictOne drops the least recently used unpinned package; it reports whether there was one.
// r.mu is held.
func (r *Registry) evictOne() bool {
	for e := r.lru.Back(); e != nil; e = e.Prev() {
		ce := e.Value.(*cached)
		if r.pinned[ce.c] {
			continue
		}
		r.lru.Remove(e)
		delete(r.entries, ce.c)
		r.bytes -= ce.pkg.info.Size()
		r.log.Info("circuit package evicted", "cid", ce.c.String(), "name", ce.pkg.info.Name, "bytes", ce.pkg.info.Size())
		return true
	}
	return false
}

// Pin loads the package at c (checked against want) and keeps it decoded until Unpin: it is
// never evicted for another package. It fails with ErrTooLarge when the package does not fit
// in MaxCachedBytes beside the packages already pinned (it stays unpinned then).
func (r *Registry) Pin(ctx context.Context, c cid.Cid, want Want) (Info, error) {
	info, err := r.Info(ctx, c)
	if err != nil {
		return Info{}, err
	}
	if err := want.Check(info); err != nil {
		return Info{}, fmt.Errorf("circuit %s: %w", c, err)
	}
	r.mu.Lock()
	var pinnedBytes uint64
	n := 0
	for pc := range r.pinned {
		if e, ok := r.entries[pc]; ok && pc != c {
			pinnedBytes += e.Value.(*cached).pkg.info.Size()
			n++
		}
	}
	if pinnedBytes+info.Size() > r.cfg.MaxCachedBytes || n+1 > r.cfg.MaxCached {
		r.mu.Unlock()
		return Info{}, fmt.Errorf("circuit %s: %w: %d MiB does not fit beside the %d MiB of the %d circuits pinned already (cache %d MiB, %d packages)",
			c, ErrTooLarge, info.Size()>>20, pinnedBytes>>20, n, r.cfg.MaxCachedBytes>>20, r.cfg.MaxCached)
	}
	r.pinned[c] = true
	r.mu.Unlock()
	if _, err := r.Load(ctx, c, want); err != nil {
		r.Unpin(c)
		return Info{}, err
	}
	return info, nil
}

// Unpin lets the package at c be evicted again like any other.
func (r *Registry) Unpin(c cid.Cid) {
	r.mu.Lock()
	defer r.mu.Unlock()
	delete(r.pinned, c)
}

// Warm returns the CIDs of the packages held decoded now: pinned first, then the most recently
// used first.
func (r *Registry) Warm() []cid.Cid {
	r.mu.Lock()
	defer r.mu.Unlock()
	var pinned, other []cid.Cid
	for e := r.lru.Front(); e != nil; e = e.Next() {
		c := e.Value.(*cached).c
		if r.pinned[c] {
			pinned = append(pinned, c)
		} else {
			other = append(other, c)
		}
	}
	return append(pinned, other...)
}

// CachedBytes is the size of the packages held decoded now (Info.Size summed).
func (r *Registry) CachedBytes() uint64 {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.bytes
}

// Put encodes p into the store and returns its CID; p is cached under it.
func (r *Registry) Put(ctx context.Context, p *Package) (cid.Cid, error) {
	pr, pw := io.Pipe()
	done := make(chan error, 1)
	go func() {
		_, err := p.WriteTo(pw)
		pw.CloseWithError(err)
		done <- err
	}()
	c, err := r.store.Add(ctx, pr)
	pr.CloseWithError(errors.New("store stopped reading")) // unblock the writer if Add returned early
	if werr := <-done; werr != nil && err == nil {
		err = werr
	}
	if err != nil {
		return cid.Undef, fmt.Errorf("store circuit package %q: %w", p.info.Name, err)
	}
	r.add(c, p)
	return c, nil
}

// Info reads only the header of the package at c.
func (r *Registry) Info(ctx context.Context, c cid.Cid) (Info, error) {
	if p, ok := r.get(c); ok {
		return p.info, nil
	}
	rc, err := r.store.Get(ctx, c)
	if err != nil {
		return Info{}, fmt.Errorf("get circuit %s: %w", c, err)
	}
	defer rc.Close()
	info, err := ReadInfo(rc)
	if err != nil {
		return Info{}, fmt.Errorf("circuit %s: %w", c, err)
	}
	return info, nil
}

// Load returns the package at c, from the cache or decoded from the store. want is checked
// against the header before the sections are fetched, so ErrCurveMismatch, ErrBackendMismatch,
// ErrNotPackage and ErrVersion cost one header read.
func (r *Registry) Load(ctx context.Context, c cid.Cid, want Want) (*Package, error) {
	if p, ok := r.get(c); ok {
		if err := want.Check(p.info); err != nil {
			return nil, fmt.Errorf("circuit %s: %w", c, err)
		}
		return p, nil
	}
	info, err := r.Info(ctx, c)
	if err != nil {
		return nil, err
	}
	if err := want.Check(info); err != nil {
		return nil, fmt.Errorf("circuit %s: %w", c, err)
	}
	if m := r.cfg.MaxPackageBytes; m > 0 && info.Size() > m {
		return nil, fmt.Errorf("circuit %s: %w: package is %d MiB, this node loads at most %d MiB",
			c, ErrTooLarge, info.Size()>>20, m>>20)
	}
	v, err, _ := r.group.Do(c.KeyString(), func() (any, error) {
		if p, ok := r.get(c); ok {
			return p, nil
		}
		rc, err := r.store.Get(ctx, c)
		if err != nil {
			return nil, fmt.Errorf("get circuit %s: %w", c, err)
		}
		defer rc.Close()
		p, err := ReadPackage(rc, want)
		if err != nil {
			return nil, fmt.Errorf("circuit %s: %w", c, err)
		}
		kept := r.add(c, p)
		r.log.Info("circuit package loaded", "cid", c.String(), "name", p.info.Name,
			"curve", p.info.Curve.String(), "backend", p.info.Backend.String(),
			"constraints", p.info.NbConstraints, "bytes", p.info.Size(), "cached", kept)
		return p, nil
	})
	if err != nil {
		return nil, err
	}
	return v.(*Package), nil
}
