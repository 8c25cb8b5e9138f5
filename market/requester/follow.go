package requester

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/p2p/content"
)

// maxReadRetries bounds how often Follow re-reads an event the chain does not serve yet.
const maxReadRetries = 40

// FollowOptions tune Follow.
type FollowOptions struct {
	// OutDir overrides the job's result directory.
	OutDir string
	// UntilSettled keeps following after the result is fetched until the job is claimed (or
	// refunded), i.e. until the challenge window has passed.
	UntilSettled bool
	// RefundAfterDeadline sends the refund when the deadline passes without a result.
	RefundAfterDeadline bool
	// NoFetch stops once the result CID is on chain, without fetching it (FetchResult later).
	NoFetch bool
	// Progress receives phase changes; nil reports nothing.
	Progress Progress
	// StopOnNotice ends following an open job once its provider's failure notice is stored,
	// with ErrProviderGaveUp (Complete fails over then). The escrow stays open: the notice
	// changes nothing on chain, and the job is refunded after its deadline (SettleDue).
	StopOnNotice bool
}

// Get returns the stored record of job id.
func (r *Requester) Get(id contracts.JobID) (*Record, error) { return r.db.get(id) }

// Jobs returns every stored job, oldest first.
func (r *Requester) Jobs() ([]*Record, error) { return r.db.list() }

// ChainState reads the escrow's state of job id.
func (r *Requester) ChainState(ctx context.Context, id contracts.JobID) (*contracts.JobState, error) {
	return r.chain.JobState(ctx, id)
}

// Follow follows job id on chain from wherever its record stands: it waits for the provider's
// result (ResultSubmitted), fetches it from the provider (or any holder) and decrypts it into
// the job's OutDir. With UntilSettled it then waits for JobClaimed. A zk job is done once its
// proof verified on chain (ProofAccepted): it ends in PhaseProven while the provider's claim is
// pending, or PhaseClaimed if the claim came first. A job whose deadline passes
// without a result ends in ErrJobRefunded (after sending the refund with RefundAfterDeadline).
func (r *Requester) Follow(ctx context.Context, id contracts.JobID, opts FollowOptions) (*Record, error) {
	rec, err := r.db.get(id)
	if err != nil {
		return nil, err
	}
	if opts.OutDir != "" && rec.Phase != PhaseFetched && !rec.Phase.Final() {
		rec.OutDir = opts.OutDir
	}
	jl := &journal{r: r, rec: rec, progress: opts.Progress}
	if rec.Voucher != nil {
		return r.followChannel(ctx, rec, jl, opts) // paid from a channel (burst_channel.go)
	}
	switch rec.Phase {
	case PhaseClaimed, PhaseProven:
		return rec, nil
	case PhaseRefunded:
		return rec, fmt.Errorf("job %s: %w", id, ErrJobRefunded)
	}
	if rec.Acceptance == nil {
		if rec.Phase == PhaseFailed {
			return rec, fmt.Errorf("job %s failed before the escrow was opened: %s", id, rec.Error)
		}
		return rec, fmt.Errorf("job %s: %w (no acceptance recorded)", id, ErrNotOpen)
	}
	w, err := r.watch(ctx, id)
	if err != nil {
		return rec, err
	}
	defer w.close()
	retries := 0
	for {
		st, err := r.confirmedJobState(ctx, id) // Config.Confirmations below the head
		if err != nil {
			return rec, fmt.Errorf("follow %s: %w", id, err)
		}
		switch st.Status {
		case contracts.StatusOpen:
			if rec.Phase == PhaseAccepted { // restarted between the open transaction and its record
				if err := jl.at(PhaseOpen, "escrow open"); err != nil {
					return rec, err
				}
			}
			if opts.StopOnNotice {
				if n, ok, err := r.db.notice(id); err != nil {
					return rec, err
				} else if ok {
					return rec, fmt.Errorf("job %s: %w: %s", id, ErrProviderGaveUp, n.summary())
				}
			}
			if opts.RefundAfterDeadline {
				head, err := r.cfg.Backend.HeaderByNumber(ctx, nil)
				if err != nil {
					return rec, fmt.Errorf("follow %s: %w", id, err)
				}
				if head.Time > st.Time {
					if _, err := r.Refund(ctx, id); err != nil && !errors.Is(err, ErrNotOpen) {
						return rec, err
					}
					// Refund wrote the record (settle tx, gas): carry on from it, not from
					// this loop's older copy, which would overwrite them.
					fresh, err := r.db.get(id)
					if err != nil {
						return rec, err
					}
					*rec = *fresh
					continue
				}
			}
		case contracts.StatusSubmitted, contracts.StatusProven, contracts.StatusClaimed, contracts.StatusDisputed, contracts.StatusResolved:
			if rec.ResultCID == "" {
				sr, err := r.submittedResult(ctx, rec) // zk: ProofAccepted
				if err != nil {
					// The node may not have indexed the event's block yet: read again on the next
					// wake-up, a bounded number of times.
					if retries++; retries > maxReadRetries || ctx.Err() != nil {
						return rec, fmt.Errorf("follow %s: %w", id, err)
					}
					r.cfg.Logger.Debug("result event not readable yet", "job_id", id, "err", err)
					if err := w.next(ctx); err != nil {
						return rec, fmt.Errorf("follow %s: %w", id, err)
					}
					continue
				}
				c, err := cid.Cast(sr.ResultCID)
				if err != nil {
					return rec, fmt.Errorf("follow %s: result CID on chain does not parse: %w", id, err)
				}
				rec.ResultCID, rec.ResultTx = c.String(), sr.TxHash
				if err := jl.at(PhaseSubmitted, "result "+rec.ResultCID); err != nil {
					return rec, err
				}
			}
			if rec.Phase == PhaseSubmitted && opts.NoFetch {
				return rec, nil
			}
			if rec.Phase == PhaseSubmitted {
				if err := r.fetch(ctx, rec, jl.progress); err != nil {
					return rec, fmt.Errorf("follow %s: %w", id, err)
				}
				if err := jl.at(PhaseFetched, rec.OutDir); err != nil {
					return rec, err
				}
				r.releaseBurst(rec) // the provider's burst slot is free once it delivered
			}
			if done, err := r.verify(ctx, jl, rec, st); done || err != nil { // spot-check, dispute (spotcheck.go)
				return rec, err
			}
			if st.Status == contracts.StatusClaimed {
				if err := jl.at(PhaseClaimed, "provider paid"); err != nil {
					return rec, err
				}
				return rec, nil
			}
			if st.Status == contracts.StatusProven {
				// Done for the requester: nothing can dispute or refund a verified proof; the
				// provider's claim (its daemon batches them) moves the price to it.
				if err := jl.at(PhaseProven, "proof verified on chain; the provider's claim pays it (pending)"); err != nil {
					return rec, err
				}
				return rec, nil
			}
			if !opts.UntilSettled {
				return rec, nil
			}
		case contracts.StatusRefunded:
			if rec.Phase != PhaseRefunded {
				if err := jl.at(PhaseRefunded, "payment returned, collateral slashed"); err != nil {
					return rec, err
				}
				r.releaseBurst(rec)
			}
			return rec, fmt.Errorf("job %s: %w", id, ErrJobRefunded)
		case contracts.StatusAbandoned:
			if rec.Phase != PhaseRefunded {
				if err := jl.at(PhaseRefunded, "abandoned by the provider: payment returned in full, no collateral slashed"); err != nil {
					return rec, err
				}
				r.releaseBurst(rec)
			}
			return rec, fmt.Errorf("job %s: %w: %w", id, ErrJobRefunded, ErrAbandoned)
		case contracts.StatusNone:
			if rec.Phase != PhaseAccepted {
				return rec, fmt.Errorf("follow %s: escrow status %s: %w", id, st.Status, ErrNotOpen)
			}
			// The open was sent (or about to be) and its outcome never recorded: it may still
			// land until the chain passes the acceptance's expiry, after which it never can.
			lapsed, err := r.openLapsed(ctx, id, rec.Acceptance.Expiry)
			if err != nil {
				return rec, fmt.Errorf("follow %s: %w", id, err)
			}
			if lapsed {
				return rec, jl.fail(fmt.Errorf("job %s: %w (acceptance expiry %d): nothing was paid", id, ErrOpenLapsed, rec.Acceptance.Expiry))
			}
		default:
			return rec, fmt.Errorf("follow %s: escrow status %s: %w", id, st.Status, ErrNotOpen)
		}
		if err := w.next(ctx); err != nil {
			return rec, fmt.Errorf("follow %s: %w", id, err)
		}
	}
}

func (r *Requester) releaseBurst(rec *Record) {
	if rec.Acceptance != nil && rec.Class == "burst" && r.book != nil {
		r.book.ReleaseBurst(rec.Acceptance.Provider, 1)
		r.bookWake.fire()
	}
}

// watcher wakes Follow on each escrow event of one job, or every Poll (a backend without log
// subscriptions, and chain time moving towards a deadline).
type watcher struct {
	logs   chan types.Log
	sub    ethereum.Subscription
	tick   *time.Ticker
	notice <-chan struct{} // a failure notice for the job arrived (failover.go)
	done   func()
}

func (r *Requester) watch(ctx context.Context, id contracts.JobID) (*watcher, error) {
	w := &watcher{logs: make(chan types.Log, 16), tick: time.NewTicker(r.cfg.Poll)}
	w.notice, w.done = r.wakeOnNotice(id)
	sub, err := r.cfg.Backend.SubscribeFilterLogs(ctx, ethereum.FilterQuery{
		Addresses: []common.Address{r.cfg.Deployment.Escrow},
		Topics:    [][]common.Hash{nil, {id.Hash()}},
	}, w.logs)
	if err == nil {
		w.sub = sub
	}
	return w, nil
}

func (w *watcher) next(ctx context.Context) error {
	var errc <-chan error
	if w.sub != nil {
		errc = w.sub.Err()
	}
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-w.logs:
	case <-w.tick.C:
	case <-w.notice:
	case err := <-errc:
		w.sub = nil // fall back to polling
		if err != nil {
			return nil
		}
	}
	return nil
}

func (w *watcher) close() {
	w.done()
	w.tick.Stop()
	if w.sub != nil {
		w.sub.Unsubscribe()
	}
}

// fetch writes the job's result into rec.OutDir: the DAG is fetched from the provider (fast
// path) or any holder (bitswap); an encrypted result is a tar stream encrypted to the
// requester's key, decrypted and unpacked; a plain result is a UnixFS directory or file.
func (r *Requester) fetch(ctx context.Context, rec *Record, progress Progress) error {
	c, err := content.ParseCID(rec.ResultCID)
	if err != nil {
		return err
	}
	var fo content.FetchOptions
	if progress != nil {
		fo.Progress = fetchProgress(rec.ID, progress, time.Now)
	}
	if pid, err := peer.Decode(rec.ProviderPeer); err == nil {
		fo.Providers = []peer.AddrInfo{r.node.Host().Peerstore().PeerInfo(pid)}
	}
	if err := prepareOut(rec.OutDir); err != nil {
		return err
	}
	if !rec.Encrypted {
		if err := os.Remove(rec.OutDir); err != nil && !errors.Is(err, os.ErrNotExist) {
			return fmt.Errorf("result dir %s: %w", rec.OutDir, err)
		}
		if err := r.store.GetPath(ctx, c, rec.OutDir, fo); err != nil {
			return fmt.Errorf("fetch result %s: %w", c, err)
		}
		return nil
	}
	rc, err := r.store.OpenDecrypted(ctx, c, r.cfg.Key, fo)
	if err != nil {
		return fmt.Errorf("fetch result %s: %w", c, err)
	}
	defer rc.Close()
	if err := content.ReadArchive(rc, rec.OutDir); err != nil {
		os.RemoveAll(rec.OutDir)
		return fmt.Errorf("unpack result %s: %w", c, err)
	}
	return nil
}

// prepareOut makes sure dst is absent or an empty directory (nothing of the user's is
// overwritten).
func prepareOut(dst string) error {
	ents, err := os.ReadDir(dst)
	switch {
	case errors.Is(err, os.ErrNotExist):
		return os.MkdirAll(filepath.Dir(dst), 0o755)
	case err != nil:
		return fmt.Errorf("result dir %s: %w (give an empty or new directory)", dst, err)
	case len(ents) > 0:
		return fmt.Errorf("result dir %s is not empty: give an empty or new directory", dst)
	}
	return nil
}

// Refund reclaims the payment of job id after its deadline passed without a result (the escrow
// slashes the provider's collateral). Before the deadline it fails with ErrTooEarly: the escrow
// has no cancel, a provider that accepted keeps the right to deliver until the deadline.
func (r *Requester) Refund(ctx context.Context, id contracts.JobID) (*types.Receipt, error) {
	rec, err := r.db.get(id)
	if err != nil {
		return nil, err
	}
	if rec.Acceptance == nil {
		return nil, fmt.Errorf("refund %s: %w: it never reached the escrow (nothing to refund)", id, ErrNotOpen)
	}
	st, err := r.chain.JobState(ctx, id)
	if err != nil {
		return nil, fmt.Errorf("refund %s: %w", id, err)
	}
	if st.Status != contracts.StatusOpen {
		return nil, fmt.Errorf("refund %s: escrow status is %s: %w (only an open job past its deadline is refunded)", id, st.Status, ErrNotOpen)
	}
	head, err := r.cfg.Backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("refund %s: %w", id, err)
	}
	if head.Time <= st.Time {
		left := time.Duration(st.Time-head.Time+1) * time.Second
		return nil, fmt.Errorf("refund %s: %w: the provider has until %s (%s from now) to deliver; retry after that",
			id.Hex(), ErrTooEarly, time.Unix(int64(st.Time), 0).UTC().Format(time.RFC3339), left)
	}
	oc, err := rec.Acceptance.OnChain()
	if err != nil {
		return nil, fmt.Errorf("refund %s: %w", id, err)
	}
	r.sendMu.Lock()
	rcpt, err := r.chain.Refund(ctx, r.sender, oc)
	r.sendMu.Unlock()
	if err != nil {
		if rcpt != nil { // mined and reverted: its gas was paid all the same
			rec.addGas(rcpt)
			if perr := r.db.put(rec); perr != nil {
				err = errors.Join(err, perr)
			}
		}
		return nil, fmt.Errorf("refund %s: %w", id, err)
	}
	rec.SettleTx, rec.RefundGas = rcpt.TxHash, rcpt.GasUsed
	rec.addGas(rcpt)
	jl := &journal{r: r, rec: rec}
	if err := jl.at(PhaseRefunded, fmt.Sprintf("tx %s gas %d", rcpt.TxHash.Hex(), rcpt.GasUsed)); err != nil {
		return rcpt, err
	}
	r.releaseBurst(rec)
	return rcpt, nil
}

// FetchResult fetches the result of a job whose result was submitted into dir (again).
func (r *Requester) FetchResult(ctx context.Context, id contracts.JobID, dir string) error {
	rec, err := r.db.get(id)
	if err != nil {
		return err
	}
	if rec.ResultCID == "" {
		sr, err := r.chain.SubmittedResult(ctx, id)
		if err != nil {
			return fmt.Errorf("result of %s: %w (no result submitted yet)", id, err)
		}
		c, err := cid.Cast(sr.ResultCID)
		if err != nil {
			return fmt.Errorf("result of %s: %w", id, err)
		}
		rec.ResultCID = c.String()
	}
	if dir != "" {
		if abs, err := filepath.Abs(dir); err == nil {
			dir = abs
		}
		rec.OutDir = dir
	}
	return r.fetch(ctx, rec, nil)
}
