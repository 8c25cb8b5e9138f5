package intake

import (
	"context"
	"errors"
	"fmt"

	"slices"
	"sync"
	"time"

	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/p2p/content"
	"github.com/gpumesh/gpumesh/provider/runner"
)

// Promises: acceptances signed but not yet opened.
//
// Each one holds three things until the requester opens it or it expires (in the chain's time,
// the clock the escrow checks the expiry against):
//
//   - capacity: the job is queued, for admission only, as if it were waiting in the runner
//     (runner.Runner.EarliestStartWith), so that a burst of openings finds the capacity every
//     signed acceptance promised; an opened job keeps its reservation until the runner has it
//     queued (past fetching);
//   - its spec, stored with the acceptance (Pending.Spec, up to jobspec.MaxSpecSize): bounded
//     per requester peer and in all (PromiseLimits), and deleted once the watcher has seen the
//     chain pass the expiry without the job being opened;
//   - the pins of its module, image and inputs, fetched before signing (prefetch): released when
//     it expires unopened or, once opened, when the runner has finished running it (not when
//     the runner has fetched them: a container's image archive stays pinned while the container
//     runs), unless another promise still needs the same content or the pin was not ours.
type PromiseLimits struct {
	PerPeer, PerPeerBytes int // acceptances not yet opened, and their spec bytes, per requester peer
	Total, TotalBytes     int // the same over all peers
}

// defaultPromiseLimits bound the specs stored for unopened acceptances: at most 32 per peer
// (8 MiB of specs) and 1024 in all (64 MiB). A requester needing more opens what it holds first.
var defaultPromiseLimits = PromiseLimits{PerPeer: 32, PerPeerBytes: 8 << 20, Total: 1024, TotalBytes: 64 << 20}

// prefetchTimeout bounds fetching a job's module and inputs before signing: it must fit in the
// proposal's round trip (market/propose gives the handler 20 s, the spec fetch takes up to 10 s
// of it).
const prefetchTimeout = 12 * time.Second

// DefaultMaxFetchBytes is the default of Config.MaxFetchBytes (runner.max_fetch_mib): 8 GiB of
// module, image and inputs per job, as stored blocks.
const DefaultMaxFetchBytes = 8 << 30

// Config keys named in the decline of a job whose content passes a fetch bound.
const (
	maxFetchKey = "runner.max_fetch_mib"
	maxImageKey = "executor.container.max_image_mib"
)

// errPromiseLimit classifies a proposal declined because of promiseLimits.
var errPromiseLimit = errors.New("intake: too many unopened acceptances")

type promise struct {
	peer      string
	bytes     int
	expiry    time.Time // chain time
	job       runner.Job
	delivered bool     // opened and handed to the runner: capacity held until it is queued
	expired   bool     // the chain's time passed expiry: no capacity held, spec not yet deleted
	pinned    []string // CIDs pinned for it (refcounted in promises.pins)
}

// promises indexes the pending acceptances that hold capacity, spec storage or pins.
type promises struct {
	limits PromiseLimits

	mu   sync.Mutex // held across an admission check and the reservation that follows it
	m    map[contracts.JobID]*promise
	pins map[string]int // CID -> promises holding our pin of it
}

func newPromises(l PromiseLimits) *promises {
	return &promises{limits: l, m: map[contracts.JobID]*promise{}, pins: map[string]int{}}
}

// sweepLocked ends what no longer holds capacity or pins: promises past their expiry at
// chainNow stop counting (their spec stays until prune deletes it) and release their pins;
// delivered ones stop holding capacity once the runner has queued them (state, when known,
// past fetching) and release their pins once the run has ended (runEnded), so that content the
// job runs from (a container's image archive) stays in the store, and servable, while it runs.
// It returns the CIDs whose pins are released.
func (x *promises) sweepLocked(chainNow time.Time, state func(id contracts.JobID) (runner.State, bool)) []string {
	var unpin []string
	for id, p := range x.m {
		switch {
		case p.delivered:
			st, ok := state(id)
			if !ok || st == runner.StateAccepted || st == runner.StateFetching {
				continue
			}
			p.job = runner.Job{} // queued: the runner holds its capacity now
			if runEnded(st) {
				unpin = append(unpin, x.dropLocked(id)...)
			}
		case !p.expired && !p.expiry.After(chainNow):
			p.expired = true
			unpin = append(unpin, x.releasePinsLocked(p)...)
		}
	}
	return unpin
}

// runEnded reports whether a job in runner state st is past its run: its result is being
// uploaded or settled, or the job failed or was settled without one.
func runEnded(st runner.State) bool {
	switch st {
	case runner.StateAccepted, runner.StateFetching, runner.StateRunning:
		return false
	}
	return true
}

// reservedLocked lists the jobs holding capacity.
func (x *promises) reservedLocked() []runner.Job {
	var out []runner.Job
	for _, p := range x.m {
		if !p.expired && p.job.ID != (contracts.JobID{}) {
			out = append(out, p.job)
		}
	}
	slices.SortFunc(out, func(a, b runner.Job) int { return a.Deadline.Compare(b.Deadline) })
	return out
}

// checkLimitsLocked declines a new acceptance for peer with a spec of n bytes beyond the limits.
func (x *promises) checkLimitsLocked(peer string, n int) error {
	var cnt, bytes, tcnt, tbytes int
	for _, p := range x.m {
		if p.delivered {
			continue
		}
		tcnt++
		tbytes += p.bytes
		if p.peer == peer {
			cnt++
			bytes += p.bytes
		}
	}
	l := x.limits
	switch {
	case cnt+1 > l.PerPeer:
		return fmt.Errorf("%w: %d acceptances for this peer are not yet opened or expired (at most %d per peer): open or let them expire first", errPromiseLimit, cnt, l.PerPeer)
	case bytes+n > l.PerPeerBytes:
		return fmt.Errorf("%w: the specs of this peer's unopened acceptances take %d bytes, this one %d more (at most %d per peer)", errPromiseLimit, bytes, n, l.PerPeerBytes)
	case tcnt+1 > l.Total || tbytes+n > l.TotalBytes:
		return fmt.Errorf("%w: this provider holds %d unopened acceptances (%d bytes of specs; at most %d, %d bytes): try again when some have expired", errPromiseLimit, tcnt, tbytes, l.Total, l.TotalBytes)
	}
	return nil
}

// addLocked records a promise; pinned are the CIDs prefetch pinned for it (ours).
func (x *promises) addLocked(id contracts.JobID, p *promise) {
	if old, ok := x.m[id]; ok {
		x.releasePinsLocked(old)
	}
	for _, c := range p.pinned {
		x.pins[c]++
	}
	x.m[id] = p
}

// ownsLocked reports whether c is pinned by a promise here.
func (x *promises) ownsLocked(c string) bool { return x.pins[c] > 0 }

func (x *promises) releasePinsLocked(p *promise) []string {
	var unpin []string
	for _, c := range p.pinned {
		if x.pins[c]--; x.pins[c] <= 0 {
			delete(x.pins, c)
			unpin = append(unpin, c)
		}
	}
	p.pinned = nil
	return unpin
}

func (x *promises) dropLocked(id contracts.JobID) []string {
	p, ok := x.m[id]
	if !ok {
		return nil
	}
	delete(x.m, id)
	return x.releasePinsLocked(p)
}

// delivered marks id opened and handed to the runner.
func (x *promises) delivered(id contracts.JobID) {
	x.mu.Lock()
	defer x.mu.Unlock()
	if p, ok := x.m[id]; ok {
		p.delivered = true
	}
}

// drop forgets id (its acceptance was deleted, or never stored) and returns the pins to release.
func (x *promises) drop(id contracts.JobID) []string {
	x.mu.Lock()
	defer x.mu.Unlock()
	return x.dropLocked(id)
}

// expiredBefore lists the unopened promises whose expiry is before t.
func (x *promises) expiredBefore(t time.Time) []contracts.JobID {
	x.mu.Lock()
	defer x.mu.Unlock()
	var out []contracts.JobID
	for id, p := range x.m {
		if !p.delivered && p.expiry.Before(t) {
			out = append(out, id)
		}
	}
	return out
}

// undelivered reports whether any promise waits for its job to open.
func (x *promises) undelivered() bool {
	x.mu.Lock()
	defer x.mu.Unlock()
	for _, p := range x.m {
		if !p.delivered {
			return true
		}
	}
	return false
}

// load rebuilds the index from the stored acceptances after a restart: unopened ones hold their
// capacity, spec and pins again; opened ones their capacity until the runner has queued them
// and their pins until it has run them (sweepLocked).
func (x *promises) load(s *Store) error {
	all, err := s.list()
	if err != nil {
		return err
	}
	x.mu.Lock()
	defer x.mu.Unlock()
	for _, p := range all {
		if p.Delivered && len(p.Pinned) == 0 {
			continue
		}
		id := p.Acceptance.JobID
		pr := &promise{peer: p.RequesterPeer, bytes: len(p.Spec), expiry: p.Acceptance.ExpiresAt(),
			delivered: p.Delivered, pinned: slices.Clone(p.Pinned)}
		// A spec that does not decode holds no capacity (the watcher refuses its job when it
		// opens) but still counts as stored until it is pruned.
		if spec, err := jobspec.DecodeCanonical(p.Spec); err == nil {
			pr.job = runner.JobFromSpec(id, spec, time.Unix(int64(p.Acceptance.Deadline), 0), p.Acceptance.Price)
		}
		x.addLocked(id, pr)
	}
	return nil
}

// prefetchCIDs are the CIDs a job needs fetched before it runs: the wasm module or the zk circuit
// package, and every input. Exec jobs run an allowed local command.
func prefetchCIDs(spec *jobspec.Job) []struct{ what, cid string } {
	var out []struct{ what, cid string }
	switch spec.Executor {
	case jobspec.ExecutorWasm:
		if spec.Module != nil {
			out = append(out, struct{ what, cid string }{"module", spec.Module.CID})
		}
	case jobspec.ExecutorZK:
		out = append(out, struct{ what, cid string }{"circuit package", spec.Circuit})
	case jobspec.ExecutorContainer:
		if spec.Image != nil && spec.Image.CID != "" {
			out = append(out, struct{ what, cid string }{imageWhat, spec.Image.CID})
		}
	}
	for _, in := range spec.Inputs {
		out = append(out, struct{ what, cid string }{"input " + in.Name, in.Source.CID})
	}
	return out
}

// prefetch fetches (from the requester's node first) and pins the job's module and inputs
// before the acceptance is signed, within prefetchTimeout and Config.MaxFetchBytes, so that a job
// the requester opens later does not depend on the requester still serving them. A CID that
// cannot be fetched is a decline naming it. Each fetch is bounded (content.FetchOptions.MaxBytes)
// by what is left of Config.MaxFetchBytes, and an image also by executor.container.max_image_mib,
// counting the bytes received rather than the sizes the DAG claims: a job whose content is larger
// is declined with content.ErrFetchLimit's reason, and what was fetched of it is removed. It
// returns the CIDs it pinned for the job (not those pinned already by someone else); on a decline
// it releases them again.
func (a *Acceptor) prefetch(ctx context.Context, jobID contracts.JobID, spec *jobspec.Job, from peer.ID) (pinned []string, err error) {
	wait := a.in.cfg.FetchTimeout // at most prefetchTimeout (New)
	ctx, cancel := context.WithTimeout(ctx, wait)
	defer cancel()
	defer func() {
		if err != nil {
			a.unpin(context.WithoutCancel(ctx), a.promises.releaseUnheld(pinned))
			pinned = nil
		}
	}()
	var total int64
	var fetched []cid.Cid
	for _, in := range prefetchCIDs(spec) {
		c, err := cid.Decode(in.cid)
		if err != nil {
			return pinned, decline("%s %q is not a CID", in.what, in.cid)
		}
		a.promises.mu.Lock()
		ours := a.promises.ownsLocked(c.String())
		a.promises.mu.Unlock()
		already := false
		if !ours {
			if already, err = a.in.deps.Content.IsPinned(ctx, c); err != nil {
				return pinned, fmt.Errorf("check pin of %s: %w", c, err)
			}
		}
		limit, key := a.in.cfg.MaxFetchBytes-total, maxFetchKey
		bound := fmt.Sprintf("%s is %d MiB, for the job's module, image and inputs together", maxFetchKey, a.in.cfg.MaxFetchBytes>>20)
		if lim := a.in.cfg.Container.MaxImageBytes; in.what == imageWhat && lim > 0 && lim < limit {
			limit, key = lim, maxImageKey
			bound = fmt.Sprintf("%s is %d MiB", maxImageKey, lim>>20)
		}
		fo := content.FetchOptions{Providers: []peer.AddrInfo{{ID: from}}, MaxBytes: limit, MaxBytesKey: key}
		pin, err := a.in.deps.Content.PinWhileUsed(ctx, c, "job "+jobID.String()+" "+in.what, fo)
		if errors.Is(err, content.ErrFetchLimit) {
			a.in.m.fetchLimited.Inc()
			return pinned, decline("the job's %s %s is larger than the %d bytes this provider fetches for it (%s)", in.what, c, limit, bound)
		}
		if err != nil {
			return pinned, decline("cannot fetch the job's %s %s within %s: %s (the requester must serve it until the job is opened)",
				in.what, c, wait, shortErr(err))
		}
		if ours || !already {
			pinned = append(pinned, c.String())
		}
		if total += pin.Size; total > a.in.cfg.MaxFetchBytes {
			return pinned, decline("the job's module and inputs exceed %d bytes (at %s %s): %s bounds them", a.in.cfg.MaxFetchBytes, in.what, c, maxFetchKey)
		}
		if in.what == imageWhat {
			if err := a.checkImage(ctx, c, pin.Size, spec.Image.ID); err != nil {
				return pinned, err
			}
		}
		fetched = append(fetched, c)
	}
	a.keepHot(ctx, fetched)
	return pinned, nil
}

// keepHot puts a prefetched job's content into the store's hot set: once the job's pins are
// released it stays (within runner.hot_inputs_mib, least recently used evicted first) and the
// provider's offers advertise it, so matching sends jobs that reuse it here. A failure costs only
// the locality, and is logged.
func (a *Acceptor) keepHot(ctx context.Context, cids []cid.Cid) {
	for _, c := range cids {
		if _, err := a.in.deps.Content.KeepHot(ctx, c); err != nil {
			a.in.log.Warn("keep job content hot failed", "cid", c, "err", err)
		}
	}
}

// imageWhat names a container job's image archive among the content prefetch fetches.
const imageWhat = "image"

// checkImage declines a container job whose image archive (c, size bytes as stored, pinned)
// is larger than executor.container.max_image_mib, is not an image archive, or holds another
// image than wantID (the spec's image.id): named reasons, before anything is signed.
func (a *Acceptor) checkImage(ctx context.Context, c cid.Cid, size int64, wantID string) error {
	if lim := a.in.cfg.Container.MaxImageBytes; lim > 0 && size > lim {
		return decline("image %s is %d bytes; this provider's executor.container.max_image_mib is %d", c, size, lim>>20)
	}
	if a.in.deps.Images == nil {
		return nil
	}
	if err := a.in.deps.Images.CheckImage(ctx, c, wantID); err != nil {
		return decline("image %s: %s", c, shortErr(err))
	}
	return nil
}

// releaseUnheld returns those of cids that no promise holds (pins prefetch made for a job that
// was then declined).
func (x *promises) releaseUnheld(cids []string) []string {
	x.mu.Lock()
	defer x.mu.Unlock()
	var out []string
	for _, c := range cids {
		if x.pins[c] == 0 {
			out = append(out, c)
		}
	}
	return out
}

// unpin releases pins of content fetched for promises that no longer need it.
func (a *Acceptor) unpin(ctx context.Context, cids []string) {
	for _, s := range cids {
		c, err := cid.Decode(s)
		if err != nil {
			continue
		}
		if err := a.in.deps.Content.Unpin(ctx, c); err != nil {
			a.in.log.Warn("unpin prefetched content failed", "cid", s, "err", err)
		}
	}
}

// reserve checks spec storage and capacity for the acceptance acc of spec (raw bytes from peer
// from) with the promised jobs and, when both have room, records the promise until acc's expiry
// (chain time). chainNow ends the promises that expired before it.
func (a *Acceptor) reserve(id contracts.JobID, from peer.ID, raw []byte, spec *jobspec.Job, acc *market.Acceptance, chainNow time.Time, pinned []string) error {
	job := runner.JobFromSpec(id, spec, time.Unix(int64(acc.Deadline), 0), acc.Price)
	x := a.promises
	x.mu.Lock()
	unpin := x.sweepLocked(chainNow, a.runnerState)
	err := x.checkLimitsLocked(from.String(), len(raw))
	if err == nil {
		err = a.checkCapacity(job, x.reservedLocked())
	} else {
		err = decline("%s", shortErr(err))
	}
	if err == nil {
		x.addLocked(id, &promise{peer: from.String(), bytes: len(raw), expiry: acc.ExpiresAt(), job: job, pinned: pinned})
	}
	x.mu.Unlock()
	a.unpin(context.Background(), unpin)
	return err
}

// runnerState is the runner's state of job id, when it has the job.
func (a *Acceptor) runnerState(id contracts.JobID) (runner.State, bool) {
	rec, err := a.in.deps.Runner.Get(id)
	if err != nil {
		return "", false
	}
	return rec.State, true
}
