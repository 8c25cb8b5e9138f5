package intake

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/contracts/bindings"
	"github.com/gpumesh/gpumesh/provider/runner"
)

// defaultPollInterval is the watcher's poll interval when Config.PollInterval is zero.
const defaultPollInterval = 500 * time.Millisecond

// jobOpenedTopic is the JobOpened event id.
var jobOpenedTopic = bindings.NewJobEscrow().GetABI().Events[bindings.JobEscrowJobOpenedEventName].ID

// Watcher turns JobOpened logs naming this provider into runner jobs, and deletes the
// acceptances that expired unopened.
type Watcher struct {
	in      *Intake
	chain   WatchChain
	escrow  common.Address
	start   uint64 // the escrow's deployment block: nothing before it to read
	pending *Store
	blocks  NewBlocks // nil: poll every Config.PollInterval
}

// Watcher returns the chain watcher of the escrow at escrow (deployed in block start).
func (in *Intake) Watcher(chain WatchChain, escrow common.Address, start uint64) *Watcher {
	return &Watcher{in: in, chain: chain, escrow: escrow, start: start, pending: in.Pending}
}

// FollowBlocks makes Run read the chain when blocks ticks (a new head, a resubscription, a poll
// while the subscription is down) instead of every Config.PollInterval. Call it before Run.
func (w *Watcher) FollowBlocks(blocks NewBlocks) { w.blocks = blocks }

// reorgRewind is how far back the watcher reads again when the block before its cursor was
// replaced (a reorganisation deeper than Config.Confirmations): handle is idempotent, so what was
// delivered stays delivered once and what moved to another block is found there.
const reorgRewind = 128

// Run reads the escrow's logs until ctx ends, from the cursor stored in the node DB: when the
// blocks given to FollowBlocks tick, or else every Config.PollInterval. Every read starts at the
// cursor, so a tick that was missed or came late loses no event; it only delays it to the next.
func (w *Watcher) Run(ctx context.Context) error {
	from, prev, err := w.pending.cursor()
	if err != nil {
		return err
	}
	if from < w.start {
		from, prev = w.start, common.Hash{}
	}
	var ticks <-chan struct{} // new blocks, or
	var poll <-chan time.Time // every Config.PollInterval without them
	if w.blocks != nil {
		c, stop := w.blocks.Ticks()
		defer stop()
		ticks = c
	} else {
		every := w.in.cfg.PollInterval
		if every <= 0 {
			every = defaultPollInterval
		}
		t := time.NewTicker(every)
		defer t.Stop()
		poll = t.C
	}
	for {
		next, last, err := w.poll(ctx, from, prev)
		if err != nil {
			if ctx.Err() != nil {
				return nil
			}
			w.in.log.Warn("chain watcher poll failed", "from_block", next, "err", err)
		}
		from, prev = next, last // the pages handled before a failure stay handled (their cursor is stored)
		w.pruneExpired(ctx, from)
		select {
		case <-ctx.Done():
			return nil
		case <-ticks:
		case <-poll:
		}
	}
}

// poll handles the JobOpened logs of [from, head - Config.Confirmations] a page at a time
// (contracts.LogPager: a span the RPC accepts) and returns the next block to read and the hash
// of the block before it, also when it fails part-way. prev is the hash of block from-1 as the
// last poll read it: when the chain now has another block there, the blocks the watcher read
// were replaced by a reorganisation deeper than the confirmation depth, and it reads the last
// reorgRewind blocks again. The cursor is persisted after the logs of each page are handled, so a
// restart resumes after the last handled page and a failure keeps the pages before it; a log of
// the page that failed is handled again, which handle tolerates (a delivered acceptance is
// skipped).
func (w *Watcher) poll(ctx context.Context, from uint64, prev common.Hash) (uint64, common.Hash, error) {
	head, err := w.chain.HeaderByNumber(ctx, nil)
	if err != nil {
		return from, prev, fmt.Errorf("read head: %w", err)
	}
	if from > w.start && prev != (common.Hash{}) {
		h, err := w.chain.HeaderByNumber(ctx, new(big.Int).SetUint64(from-1))
		if err != nil {
			return from, prev, fmt.Errorf("read block %d: %w", from-1, err)
		}
		if h.Hash() != prev {
			back := max(w.start, from-min(from, reorgRewind))
			w.in.log.Warn("chain reorganised below the confirmation depth; reading the replaced blocks again",
				"block", from-1, "was", prev, "now", h.Hash(), "from_block", back, "confirmations", w.in.cfg.Confirmations)
			w.in.m.reorgs.Inc()
			from, prev = back, common.Hash{}
		}
	}
	tip := head.Number.Uint64()
	if tip < w.in.cfg.Confirmations || from > tip-w.in.cfg.Confirmations {
		return from, prev, nil
	}
	safe := tip - w.in.cfg.Confirmations
	q := ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(from),
		ToBlock:   new(big.Int).SetUint64(safe),
		Addresses: []common.Address{w.escrow},
		Topics:    [][]common.Hash{{jobOpenedTopic}, nil, nil, {common.BytesToHash(w.in.addr.Bytes())}},
	}
	next, last := from, prev
	err = w.chain.Logs().Each(ctx, q, func(pg contracts.LogPage) error {
		for i := range pg.Logs {
			if err := w.handle(ctx, &pg.Logs[i]); err != nil {
				return err // retried from this page; handle is idempotent
			}
		}
		end, err := w.chain.HeaderByNumber(ctx, new(big.Int).SetUint64(pg.To))
		if err != nil {
			return fmt.Errorf("read block %d: %w", pg.To, err)
		}
		if err := w.pending.setCursor(pg.To+1, end.Hash()); err != nil {
			return fmt.Errorf("store watcher cursor: %w", err)
		}
		next, last = pg.To+1, end.Hash()
		w.in.m.watched.Set(float64(next))
		return nil
	})
	return next, last, err
}

func (w *Watcher) handle(ctx context.Context, l *types.Log) error {
	if l.Removed {
		return nil
	}
	ev, err := bindings.NewJobEscrow().UnpackJobOpenedEvent(l)
	if err != nil {
		w.in.log.Warn("undecodable JobOpened log", "tx", l.TxHash, "err", err)
		return nil
	}
	id := contracts.JobID(ev.JobId)
	p, err := w.pending.Get(id)
	if errors.Is(err, ErrNoPending) {
		w.in.log.Warn("job opened with an acceptance this node does not know; ignored", "job_id", id, "requester", ev.Requester)
		return nil
	}
	if err != nil {
		return err
	}
	if p.Delivered {
		return nil
	}
	oc, err := p.Acceptance.OnChain()
	if err != nil || oc.SpecHash != ev.SpecHash || oc.Price.Cmp(ev.Price) != 0 || oc.Deadline != ev.Deadline || oc.Requester != ev.Requester {
		w.in.log.Warn("job opened with terms that differ from the stored acceptance; ignored", "job_id", id)
		return nil
	}
	spec, err := w.in.storedSpec(p)
	if err != nil {
		w.in.log.Warn("stored spec does not decode; ignored", "job_id", id, "err", err)
		return nil
	}
	// The runner places a GPU job on devices when it runs it (by VRAM, burst headroom,
	// preemption).
	job := runner.JobFromSpec(id, spec, time.Unix(int64(ev.Deadline), 0), ev.Price)
	if err := w.in.deps.Runner.Submit(ctx, job); err != nil {
		if errors.Is(err, runner.ErrBadJob) {
			// Accepted earlier under a config that has since changed: the runner refuses it; the
			// requester is refunded at the deadline.
			w.in.log.Error("opened job refused by the runner", "job_id", id, "err", err)
			p.Delivered = true
			return w.pending.Put(p)
		}
		return fmt.Errorf("submit job %s: %w", id, err)
	}
	p.Delivered = true
	w.in.m.delivered.Inc()
	w.in.log.Info("job delivered to the runner", "job_id", id, "class", job.Class, "requester", ev.Requester)
	return w.pending.Put(p)
}

// pruneExpired deletes the acceptances that expired unopened, with their specs, and releases
// their pins. next is the watcher's cursor: every JobOpened up to block next-1 has been handled,
// so an acceptance that expired before that block's time can no longer be opened (an opening
// would be in a block up to there). Failures are logged; the next poll tries again.
func (w *Watcher) pruneExpired(ctx context.Context, next uint64) {
	x := w.pending.promises
	// Expiry is judged in chain time only: the chain's clock can run far ahead of the wall's (a
	// devnet after AdvanceTo, a chain with skewed timestamps), and a wall-clock filter would then
	// hold an expired acceptance's capacity and pins until the wall clock caught up. The block
	// read costs one call per poll, and only while some acceptance waits to be opened.
	if x == nil || next == 0 || !x.undelivered() {
		return
	}
	head, err := w.chain.HeaderByNumber(ctx, new(big.Int).SetUint64(next-1))
	if err != nil {
		w.in.log.Warn("prune expired acceptances: read block time failed", "block", next-1, "err", err)
		return
	}
	cutoff := time.Unix(int64(head.Time), 0)
	if len(x.expiredBefore(cutoff)) == 0 {
		return
	}
	stale, err := w.pending.prune(cutoff)
	var unpin []string
	for _, p := range stale {
		unpin = append(unpin, x.drop(p.Acceptance.JobID)...)
	}
	if len(unpin) > 0 {
		w.in.Acceptor.unpin(ctx, unpin)
	}
	if err != nil {
		w.in.log.Warn("prune expired acceptances failed", "err", err)
	} else if len(stale) > 0 {
		w.in.log.Info("expired acceptances dropped", "count", len(stale), "block_time", head.Time)
	}
}
