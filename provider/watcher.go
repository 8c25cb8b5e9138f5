package provider

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
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/provider/runner"
	"github.com/gpumesh/gpumesh/provider/settle"
)

// jobOpenedTopic is the JobOpened event id.
var jobOpenedTopic = bindings.NewJobEscrow().GetABI().Events[bindings.JobEscrowJobOpenedEventName].ID

// watcher turns JobOpened logs naming this provider into runner jobs.
type watcher struct {
	d       *Daemon
	rs      *running
	pending *pendingStore
}

func (w *watcher) run(ctx context.Context) error {
	from, err := w.pending.cursor()
	if err != nil {
		return err
	}
	if from < w.rs.dep.Block {
		from = w.rs.dep.Block
	}
	t := time.NewTicker(w.d.cfg.Chain.PollInterval.D())
	defer t.Stop()
	for {
		next, err := w.poll(ctx, from)
		if err != nil {
			if ctx.Err() != nil {
				return nil
			}
			w.d.log.Warn("chain watcher poll failed", "from_block", next, "err", err)
		}
		from = next // the pages handled before a failure stay handled (their cursor is stored)
		w.pruneExpired(ctx, from)
		select {
		case <-ctx.Done():
			return nil
		case <-t.C:
		}
	}
}

// poll handles the JobOpened logs of [from, head] a page at a time (contracts.LogPager: a span
// the RPC accepts) and returns the next block to read, also when it fails part-way. The cursor
// is persisted after the logs of each page are handled, so a restart resumes after the last
// handled page and a failure keeps the pages before it; a log of the page that failed is handled
// again, which handle tolerates (a delivered acceptance is skipped).
func (w *watcher) poll(ctx context.Context, from uint64) (uint64, error) {
	q := ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(from),
		Addresses: []common.Address{w.rs.dep.Escrow},
		Topics:    [][]common.Hash{{jobOpenedTopic}, nil, nil, {common.BytesToHash(w.rs.addr.Bytes())}},
	}
	next := from
	err := w.rs.cc.Logs().Each(ctx, q, func(pg contracts.LogPage) error {
		for i := range pg.Logs {
			if err := w.handle(ctx, &pg.Logs[i]); err != nil {
				return err // retried from this page; handle is idempotent
			}
		}
		if err := w.pending.setCursor(pg.To + 1); err != nil {
			return fmt.Errorf("store watcher cursor: %w", err)
		}
		next = pg.To + 1
		w.rs.m.watched.Set(float64(next))
		return nil
	})
	return next, err
}

func (w *watcher) handle(ctx context.Context, l *types.Log) error {
	if l.Removed {
		return nil
	}
	ev, err := bindings.NewJobEscrow().UnpackJobOpenedEvent(l)
	if err != nil {
		w.d.log.Warn("undecodable JobOpened log", "tx", l.TxHash, "err", err)
		return nil
	}
	id := settle.JobIDString(ev.JobId)
	p, err := w.pending.get(id)
	if errors.Is(err, errNoPending) {
		w.d.log.Warn("job opened with an acceptance this node does not know; ignored", "job_id", id, "requester", ev.Requester)
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
		w.d.log.Warn("job opened with terms that differ from the stored acceptance; ignored", "job_id", id)
		return nil
	}
	spec, err := jobspec.DecodeCanonical(p.Spec)
	if err != nil {
		w.d.log.Warn("stored spec does not decode; ignored", "job_id", id, "err", err)
		return nil
	}
	job := RunnerJob(id, spec, time.Unix(int64(ev.Deadline), 0), ev.Price)
	if n := int(spec.Resources.GPUs); n > 0 {
		recs, err := w.rs.runner.List()
		if err != nil {
			return err
		}
		job.Devices = AssignDevices(w.rs.devices, recs, n)
	}
	if err := w.rs.runner.Submit(ctx, job); err != nil {
		if errors.Is(err, runner.ErrBadJob) {
			// Accepted earlier under a config that has since changed: the runner refuses it; the
			// requester is refunded at the deadline.
			w.d.log.Error("opened job refused by the runner", "job_id", id, "err", err)
			p.Delivered = true
			return w.pending.put(p)
		}
		return fmt.Errorf("submit job %s: %w", id, err)
	}
	p.Delivered = true
	w.rs.m.delivered.Inc()
	w.d.log.Info("job delivered to the runner", "job_id", id, "class", job.Class, "requester", ev.Requester)
	return w.pending.put(p)
}
