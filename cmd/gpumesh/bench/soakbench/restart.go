package soakbench

import (
	"context"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/gpumesh/gpumesh/market/requester"
)

// requesterClient is one requester account's SDK client across the chaos schedule's restarts
// (FaultRequesterRestart): everything the soak does with the account (submit, complete, settle,
// read the records) goes through it, so that it always reaches the client that runs now.
//
// A restart closes the client (its p2p host, content store, state database and the follows it
// ran) while its jobs are in flight, keeps it down for RequesterRestartFor, and starts a new one
// on the same key, data dir (records, content, peer identity), connection gater and chain
// backend; the jobs being followed are completed again on the new client, which resumes each
// from its record (requester.Complete), as `gpumesh job follow` does after a requester process
// restarts.
//
// What is cut: everything in flight, as a crash would stop it. Follows (Complete: waiting for
// the result, fetching it, refunds, failover to the next provider and its auction and escrow
// open) and Submits have their context cancelled.
//   - A follow resumes from the record on the new client.
//   - A Submit cut before its escrow open was sent paid nothing: runJob submits the job again on
//     the new client (a new job id). One cut after the open was sent returns
//     requester.OpenInDoubtError: the record keeps the acceptance (the intent written before the
//     send), and Complete on the new client learns from the chain whether the open landed (the
//     job goes on) or lapsed at the acceptance's expiry (nothing paid: it fails over).
//
// Every use holds mu shared; a restart holds it exclusively (after cancelling the calls in
// flight, which then return), so no call ever reaches a closed client (its pebble database
// panics when used after Close).
type requesterClient struct {
	index  int                                                 // 1-based, as Fault.Requester
	start  func(context.Context) (*requester.Requester, error) // a new client on the same key, data dir, gater and backend
	gate   *peerGate
	want   int // offers to wait for after a restart (the providers that may be up)
	runCtx context.Context
	log    *slog.Logger

	restartMu sync.Mutex // one restart at a time

	mu     sync.RWMutex
	r      *requester.Requester
	ctx    context.Context // the follows' context: cancelled when a restart begins
	cancel context.CancelFunc
	err    error // a restart whose new client did not start: every later use fails with it
}

func newRequesterClient(runCtx context.Context, index int, r *requester.Requester, gate *peerGate, want int,
	start func(context.Context) (*requester.Requester, error), log *slog.Logger) *requesterClient {
	c := &requesterClient{index: index, start: start, gate: gate, want: want, runCtx: runCtx, log: log, r: r}
	c.ctx, c.cancel = context.WithCancel(runCtx)
	return c
}

// submit runs a Submit with the current client and a context a restart cancels; cut reports
// that a restart cancelled it.
func (c *requesterClient) submit(fn func(context.Context, *requester.Requester) error) (cut bool, err error) {
	return c.call(fn)
}

// follow runs fn with the current client and a context a restart cancels; cut reports that a
// restart cancelled it (the run itself goes on): the caller follows again on the new client.
func (c *requesterClient) follow(fn func(context.Context, *requester.Requester) error) (cut bool, err error) {
	return c.call(fn)
}

func (c *requesterClient) call(fn func(context.Context, *requester.Requester) error) (cut bool, err error) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	if c.err != nil {
		return false, c.err
	}
	err = fn(c.ctx, c.r)
	return err != nil && c.ctx.Err() != nil && c.runCtx.Err() == nil, err
}

// current returns the client that runs now; the caller makes sure no restart can follow (the
// chaos schedule has ended).
func (c *requesterClient) current() *requester.Requester {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.r
}

// close closes the current client.
func (c *requesterClient) close() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.cancel()
	if c.r == nil {
		return nil
	}
	return c.r.Close()
}

// restart cuts the Submits and follows in flight, closes the client, keeps it down
// for down and starts a new one. It returns when the account went down and how long it stayed
// down (closed -> the new client started and saw the offers).
func (c *requesterClient) restart(down time.Duration) (at time.Time, took time.Duration, err error) {
	c.restartMu.Lock()
	defer c.restartMu.Unlock()
	c.mu.RLock()
	cancel, failed := c.cancel, c.err
	c.mu.RUnlock()
	if failed != nil {
		return time.Now(), 0, failed
	}
	cancel() // the Submits and follows stop where they are, as at a crash
	c.mu.Lock()
	defer c.mu.Unlock()
	at = time.Now()
	if err := c.r.Close(); err != nil {
		c.log.Warn("soak: requester close before its restart", "requester", c.index, "err", err)
	}
	t := time.NewTimer(down)
	select {
	case <-t.C:
	case <-c.runCtx.Done():
		t.Stop()
	}
	// The new client must come up (the run's settlement and reconciliation read it), even after
	// the run's context ended: a few tries, each bounded.
	for try := 0; ; try++ {
		sctx, scancel := context.WithTimeout(context.Background(), time.Minute)
		var r *requester.Requester
		if r, err = c.start(sctx); err == nil {
			c.r = r
			c.gate.setHost(r.Node().Host().Network())
			// Offers first, as at the soak's start: a burst job matches from the book.
			if werr := waitOffers(sctx, r, c.want); werr != nil {
				c.log.Warn("soak: restarted requester", "requester", c.index, "err", werr)
			}
			scancel()
			break
		}
		scancel()
		if try == 2 {
			c.r, c.err = nil, fmt.Errorf("soak: requester-%d did not start again after its restart: %w", c.index, err)
			return at, time.Since(at), c.err
		}
		time.Sleep(time.Second)
	}
	c.ctx, c.cancel = context.WithCancel(c.runCtx)
	return at, time.Since(at), nil
}

// restartRequester is the chaos schedule's requester restart: a random requester account's
// client goes down for RequesterRestartFor and comes back (requesterClient.restart).
func (c *chaos) restartRequester() bool {
	if len(c.requesters) == 0 {
		return false
	}
	k := c.pickRequester()
	at, took, err := c.requesters[k].restart(c.cfg.RequesterRestartFor)
	f := Fault{At: at, Kind: FaultRequesterRestart, Requester: k + 1, For: took}
	if err != nil {
		f.Err = err.Error()
	}
	c.record(f)
	return true
}

// requesterDown reports whether fault f is a restart of requester (1-based) that kept it down at
// some time in [from, to]: its providers could not fetch a job's spec and inputs from it, nor
// reach it with a result or a failure notice.
func requesterDown(f Fault, requester int, from, to time.Time) bool {
	return f.Kind == FaultRequesterRestart && f.Requester == requester && !f.At.After(to) && !f.At.Add(f.For).Before(from)
}
