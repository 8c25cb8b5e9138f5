package intake

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"sync"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/p2p/content"
)

// errSpecUnavailable marks a spec that could not be fetched or read (a decline for a proposal;
// for a request, a failed bid rather than a decision not to bid).
var errSpecUnavailable = errors.New("intake: job spec unavailable")

// specFetchTimeout bounds fetching a job spec from the requester.
const specFetchTimeout = 10 * time.Second

// maxSpecFetchBytes bounds the DAG of a job spec as fetched: a spec's MaxSpecSize bytes with
// room for the nodes of any chunking.
const maxSpecFetchBytes = 4 * jobspec.MaxSpecSize

// Spec cache bounds: a spec is kept from the bid (or proposal) that fetched it until the job
// opens, at most specCacheTTL (acceptance_ttl + specCacheSlack), and at most specCacheEntries
// specs and specCacheBytes of canonical bytes in all (the oldest goes first). A requester
// cannot grow it: a spec is cached only once it decoded, and each is at most
// jobspec.MaxSpecSize.
const (
	specCacheEntries = 256
	specCacheBytes   = 32 << 20
	specCacheSlack   = 2 * time.Minute
)

type specLimits struct {
	entries, bytes int
	ttl            time.Duration
}

func specCacheLimits(t Terms) specLimits {
	return specLimits{entries: specCacheEntries, bytes: specCacheBytes, ttl: t.AcceptanceTTL + specCacheSlack}
}

// specCache keeps decoded job specs by spec CID, so that a job's spec is fetched and decoded
// once between the bid, the proposal and the opening. The CID commits to the bytes: whoever a
// spec came from, the entry is that spec. Entries are shared read-only.
type specCache struct {
	lim specLimits
	now func() time.Time

	mu    sync.Mutex
	m     map[string]*specEntry
	order []string // insertion order, oldest first (may hold keys already evicted)
	bytes int
}

type specEntry struct {
	spec  *jobspec.Job
	raw   []byte
	added time.Time
}

func newSpecCache(l specLimits) *specCache {
	return &specCache{lim: l, now: time.Now, m: map[string]*specEntry{}}
}

// get returns the spec cached under cid, if it is there and fresh.
func (c *specCache) get(cid string) (*jobspec.Job, []byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.m[cid]
	if !ok {
		return nil, nil, false
	}
	if c.now().Sub(e.added) > c.lim.ttl {
		c.removeLocked(cid)
		return nil, nil, false
	}
	return e.spec, e.raw, true
}

// put caches spec (decoded from raw) under cid, evicting expired and then the oldest entries
// to stay within the bounds.
func (c *specCache) put(cid string, spec *jobspec.Job, raw []byte) {
	if len(raw) > c.lim.bytes {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.m[cid]; ok {
		return
	}
	now := c.now()
	for len(c.order) > 0 && (len(c.m) >= c.lim.entries || c.bytes+len(raw) > c.lim.bytes || c.expiredLocked(c.order[0], now)) {
		c.removeLocked(c.order[0])
		c.order = c.order[1:]
	}
	c.m[cid] = &specEntry{spec: spec, raw: raw, added: now}
	c.order = append(c.order, cid)
	c.bytes += len(raw)
}

func (c *specCache) expiredLocked(cid string, now time.Time) bool {
	e, ok := c.m[cid]
	return !ok || now.Sub(e.added) > c.lim.ttl
}

func (c *specCache) removeLocked(cid string) {
	if e, ok := c.m[cid]; ok {
		c.bytes -= len(e.raw)
		delete(c.m, cid)
	}
}

// len is the number of specs cached.
func (c *specCache) len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.m)
}

// spec returns the job spec at specCID: from the cache, or fetched from the requester (peer
// from) and decoded, then cached. Every error is a decline, a fetch or read failure also
// errSpecUnavailable.
func (in *Intake) spec(ctx context.Context, specCID string, from peer.ID) (*jobspec.Job, []byte, error) {
	c, err := content.ParseCID(specCID)
	if err != nil {
		return nil, nil, decline("spec_cid: %s", shortErr(err))
	}
	key := c.String()
	if spec, raw, ok := in.specs.get(key); ok {
		return spec, raw, nil
	}
	if in.deps.Content == nil {
		return nil, nil, fmt.Errorf("%w: %w", errSpecUnavailable, decline("no content store to fetch the job spec %s", specCID))
	}
	fctx, cancel := context.WithTimeout(ctx, specFetchTimeout)
	defer cancel()
	// A spec is at most jobspec.MaxSpecSize bytes: the fetch of its DAG is bounded too, so a
	// spec CID naming a huge DAG costs this provider no more than maxSpecFetchBytes.
	rc, _, err := in.deps.Content.Open(fctx, c, content.FetchOptions{Providers: []peer.AddrInfo{{ID: from}},
		MaxBytes: maxSpecFetchBytes, MaxBytesKey: "jobspec.MaxSpecSize (a fixed limit)"})
	if err != nil {
		return nil, nil, fmt.Errorf("%w: %w", errSpecUnavailable, decline("cannot fetch the job spec %s from the requester: %s", specCID, shortErr(err)))
	}
	raw, err := io.ReadAll(io.LimitReader(rc, jobspec.MaxSpecSize+1))
	rc.Close()
	if err != nil {
		return nil, nil, fmt.Errorf("%w: %w", errSpecUnavailable, decline("read job spec %s: %s", specCID, shortErr(err)))
	}
	spec, err := jobspec.DecodeCanonical(raw)
	if err != nil {
		return nil, nil, decline("job spec %s: %s", specCID, shortErr(err))
	}
	in.specs.put(key, spec, raw)
	return spec, raw, nil
}

// KeepSpec caches the canonical spec raw under specCID, as a fetch of it would (the caller
// checked that raw is specCID's content: a burst proposal carried it). A spec that does not
// decode is not kept: the proposal's own check fetches it and declines with the reason.
func (a *Acceptor) KeepSpec(specCID string, raw []byte) {
	c, err := content.ParseCID(specCID)
	if err != nil {
		return
	}
	key := c.String()
	if _, _, ok := a.in.specs.get(key); ok {
		return
	}
	spec, err := jobspec.DecodeCanonical(raw)
	if err != nil {
		return
	}
	a.in.specs.put(key, spec, slices.Clone(raw))
}

// storedSpec decodes the spec stored with an acceptance, from the cache when the acceptance's
// proposal put it there.
func (in *Intake) storedSpec(p *Pending) (*jobspec.Job, error) {
	if c, err := content.ParseCID(p.Acceptance.SpecCID); err == nil {
		if spec, _, ok := in.specs.get(c.String()); ok {
			return spec, nil
		}
	}
	return jobspec.DecodeCanonical(p.Spec)
}
