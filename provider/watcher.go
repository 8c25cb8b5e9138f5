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
			w.d.log.Warn("chain watcher poll failed", "from_block", from, "err", err)
		} else {
			from = next
			w.pruneExpired(ctx, from)
		}
		select {
		case <-ctx.Done():
			return nil
		case <-t.C:
		}
	}
}

// poll handles logs in [from, head] and returns head+1, persisted as the cursor.
func (w *watcher) poll(ctx context.Context, from uint64) (uint64, error) {
	head, err := w.rs.eth.BlockNumber(ctx)
	if err != nil {
		return from, err
	}
	if head < from {
		return from, nil
	}
	logs, err := w.rs.eth.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(from), ToBlock: new(big.Int).SetUint64(head),
		Addresses: []common.Address{w.rs.dep.Escrow},
		Topics:    [][]common.Hash{{jobOpenedTopic}, nil, nil, {common.BytesToHash(w.rs.addr.Bytes())}},
	})
	if err != nil {
		return from, err
	}
	for i := range logs {
		if err := w.handle(ctx, &logs[i]); err != nil {
			return from, err // retried from the same block; handle is idempotent
		}
	}
	if err := w.pending.setCursor(head + 1); err != nil {
		return from, err
	}
	w.rs.m.watched.Set(float64(head + 1))
	return head + 1, nil
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
