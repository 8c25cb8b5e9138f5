package proving

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"

	lru "github.com/hashicorp/golang-lru/v2"
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
	// MaxCached is how many decoded packages stay in memory (least recently used evicted).
	// Packages can be hundreds of MiB (a 1M-constraint Groth16 key is about 0.5 GiB), so keep it
	// small. Default: 2.
	MaxCached int
	// MaxPackageBytes refuses (with ErrTooLarge, after reading only the header) packages whose
	// encoded size exceeds it, for example a slot's memory limit. Default: 0, no limit.
	MaxPackageBytes uint64
	// Logger receives load events. Default: discard.
	Logger *slog.Logger
}

// Registry stores circuit packages as content and loads them by CID, caching decoded packages.
// It is safe for concurrent use; concurrent loads of one CID decode it once.
type Registry struct {
	store Store
	max   uint64
	log   *slog.Logger
	cache *lru.Cache[cid.Cid, *Package]
	group singleflight.Group
}

// NewRegistry returns a registry over store. It does no I/O.
func NewRegistry(store Store, cfg RegistryConfig) (*Registry, error) {
	if store == nil {
		return nil, errors.New("proving: registry needs a content store")
	}
	if cfg.MaxCached <= 0 {
		cfg.MaxCached = 2
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	cache, err := lru.New[cid.Cid, *Package](cfg.MaxCached)
	if err != nil {
		return nil, fmt.Errorf("proving: registry cache: %w", err)
	}
	return &Registry{store: store, max: cfg.MaxPackageBytes, log: cfg.Logger, cache: cache}, nil
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
	r.cache.Add(c, p)
	return c, nil
}

// Info reads only the header of the package at c.
func (r *Registry) Info(ctx context.Context, c cid.Cid) (Info, error) {
	if p, ok := r.cache.Get(c); ok {
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
	if p, ok := r.cache.Get(c); ok {
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
	if r.max > 0 && info.Size() > r.max {
		return nil, fmt.Errorf("circuit %s: %w: package is %d MiB, this node loads at most %d MiB",
			c, ErrTooLarge, info.Size()>>20, r.max>>20)
	}
	v, err, _ := r.group.Do(c.KeyString(), func() (any, error) {
		if p, ok := r.cache.Get(c); ok {
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
		r.cache.Add(c, p)
		r.log.Info("circuit package loaded", "cid", c.String(), "name", p.info.Name,
			"curve", p.info.Curve.String(), "backend", p.info.Backend.String(),
			"constraints", p.info.NbConstraints, "bytes", p.info.Size())
		return p, nil
	})
	if err != nil {
		return nil, err
	}
	return v.(*Package), nil
}
