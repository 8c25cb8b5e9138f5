package requester

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/burst"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/p2p/content"
)

// submitOnChannel is Submit's match-and-pay phase for a burst job paid from a channel: the best
// eligible providers of the book, best first, get the proposal with a voucher for its price
// until one accepts. Nothing here waits for a block unless the provider has no usable channel
// yet (open) or its channel cannot cover the job (top-up).
func (r *Requester) submitOnChannel(ctx context.Context, job *jobspec.Job, jl *journal, j *Job) (*Job, error) {
	rec := jl.rec
	t1 := time.Now()
	rec.Trace = append(rec.Trace, TracePhase{Name: "resolve", By: TraceSDK, Duration: j.Resolve})
	if err := jl.at(PhaseMatch, "spec "+rec.SpecCID); err != nil {
		return nil, err
	}
	rec.traceSDK("record_match", t1)
	acc, sv, prov, err := r.matchChannel(ctx, job, rec)
	if err != nil {
		return nil, jl.fail(fmt.Errorf("submit: %w", err))
	}
	rec.Acceptance, rec.ProviderPeer, rec.Voucher = acc, prov.String(), sv
	// One record for acceptance and payment: there is no escrow to open.
	if err := jl.at(PhaseAccepted, fmt.Sprintf("provider %s price %s, paid by voucher %d on channel %s (cumulative %s), no transaction",
		acc.Provider.Hex(), r.tokens(ctx, acc.Price), sv.Sequence, common.Hash(sv.ChannelID).Hex(), r.tokens(ctx, sv.Amount))); err != nil {
		return nil, err
	}
	j.Match = time.Since(t1)
	j.Record = rec
	return j, nil
}

// matchChannel is matchDirect (match.go) with a channel voucher in each proposal.
func (r *Requester) matchChannel(ctx context.Context, job *jobspec.Job, rec *Record) (*market.Acceptance, *contracts.SignedVoucher, peer.ID, error) {
	req, err := r.request(ctx, job, rec)
	if err != nil {
		return nil, nil, "", err
	}
	client, err := r.burstClient()
	if err != nil {
		return nil, nil, "", err
	}
	class := job.MarketClass()
	t0 := time.Now()
	until := t0.Add(r.cfg.OfferWait)
	tried := map[peer.ID]bool{}
	var reasons []string
	for {
		woke := r.bookWake.wait() // before the book is read: a change while it is read wakes the wait
		next, err := r.ranked(ctx, req)
		if err != nil {
			return nil, nil, "", err
		}
		for o, ok := next(); ok; o, ok = next() {
			pid, err := peer.Decode(o.PeerID)
			if err != nil || tried[pid] {
				continue
			}
			why := r.refusal(rec, o.Provider)
			if why == "" && r.channels().isShort(o.Provider) {
				why = "it accepted a job without locking the channel collateral the job asked for"
			}
			if why != "" {
				tried[pid] = true
				reasons = append(reasons, fmt.Sprintf("%s: %s", o.Provider.Hex(), why))
				continue
			}
			price, unit := o.PriceFor(class)
			if price == nil || unit != job.MarketPriceUnit() {
				tried[pid] = true
				reasons = append(reasons, fmt.Sprintf("%s: prices %s in %s", o.Provider.Hex(), class, unit))
				continue
			}
			total := new(big.Int).Mul(price, units(job))
			if total.Cmp(job.MaxTotal()) > 0 {
				tried[pid] = true
				reasons = append(reasons, fmt.Sprintf("%s: total %s above max %s", o.Provider.Hex(), total, job.MaxTotal()))
				continue
			}
			if err := r.book.ClaimBurst(o.Provider, 1); err != nil {
				// Busy with this requester's other burst jobs: try it again on the next round.
				if len(reasons) < 16 {
					reasons = append(reasons, fmt.Sprintf("%s: %v", o.Provider.Hex(), err))
				}
				continue
			}
			// At most SpotCheckConfig.BurstUnchecked jobs paid while an earlier result of the
			// provider is unchecked, none after a mismatch (burst_gate.go): a provider at the
			// cap gets the job on a later round, if no other takes it first.
			if stopped, err := r.admitBurst(o.Provider, rec.ID, job.Verification == jobspec.VerifyNone); err != nil {
				r.book.ReleaseBurst(o.Provider, 1)
				if !errors.Is(err, ErrBurstUnchecked) {
					return nil, nil, "", err
				}
				tried[pid] = stopped
				if len(reasons) < 16 {
					reasons = append(reasons, fmt.Sprintf("%s: %v", o.Provider.Hex(), err))
				}
				continue
			}
			tried[pid] = true
			t0 = rec.traceSDK("match", t0) // the book ranked, a free provider found and claimed
			acc, sv, err := r.payAndPropose(ctx, client, job, rec, o.Provider, pid, total)
			t0 = time.Now()
			if err != nil {
				r.book.ReleaseBurst(o.Provider, 1)
				r.closeBurst(o.Provider, rec.ID)
				r.bookWake.fire()
				if ctx.Err() != nil {
					return nil, nil, "", ctx.Err()
				}
				if errors.Is(err, ErrChannel) {
					return nil, nil, "", err // the requester's own chain side failed: no point trying others
				}
				reasons = append(reasons, fmt.Sprintf("%s: %v", o.Provider.Hex(), err))
				continue
			}
			return acc, sv, pid, nil
		}
		if time.Now().After(until) {
			return nil, nil, "", noProvider(r.book.Len(), r.cfg.OfferWait, reasons)
		}
		if err := r.waitBook(ctx, woke, until); err != nil {
			return nil, nil, "", err
		}
	}
}

// payAndPropose signs the next voucher on the channel to provider (saved before it leaves) and
// sends it with the proposal. The channel's lock is held until the provider answered, so the
// provider sees vouchers in sequence order. A voucher the provider refused (its answer wraps
// burst.ErrDeclined: it did not record it) is taken back; after any other failure the proposal
// is sent once more as is (the provider answers a repeat with the same acceptance), and if that
// fails too the voucher stays spent: the next one on this channel covers it.
func (r *Requester) payAndPropose(ctx context.Context, client *burst.Client, job *jobspec.Job, rec *Record, provider common.Address, pid peer.ID, total *big.Int) (*market.Acceptance, *contracts.SignedVoucher, error) {
	t := time.Now()
	e := r.channels().entry(provider)
	e.mu.Lock()
	defer e.mu.Unlock()
	ch, err := r.ensureChannel(ctx, e, provider, total)
	if err != nil {
		return nil, nil, err
	}
	// No block time to respect: the provider checks the deadline against its clock. The
	// proposal asks the channel to hold the collateral the burst spot-checks assume; the
	// provider locks it (once per channel, or more for a dearer job) before it takes the
	// voucher, and the chain is read after the acceptance to check it did.
	deadline := uint64(time.Now().Add(job.Deadline()).Unix())
	collateral, err := r.burstCollateral(total)
	if err != nil {
		return nil, nil, err
	}
	p, err := r.proposal(job, rec, provider, total, collateral, deadline)
	if err != nil {
		return nil, nil, err
	}
	prev := ch.Latest()
	sv, err := ch.Pay(ctx, total)
	if err != nil {
		return nil, nil, fmt.Errorf("%w: %w", ErrChannel, err)
	}
	t = rec.traceSDK("voucher", t) // channel ready, proposal signed, voucher signed and saved
	acc, err := client.ProposeWithSpec(ctx, pid, p, sv, rec.spec)
	if err != nil && !errors.Is(err, burst.ErrDeclined) && ctx.Err() == nil {
		acc, err = client.ProposeWithSpec(ctx, pid, p, sv, rec.spec)
	}
	t = rec.traceSDK("propose", t) // the round trip, the provider's acceptance included
	if err != nil {
		if errors.Is(err, burst.ErrDeclined) {
			if rerr := ch.Rewind(ctx, sv, prev); rerr != nil {
				r.cfg.Logger.Warn("take back refused voucher", "channel", common.Hash(sv.ChannelID).Hex(), "err", rerr)
			}
		}
		return nil, nil, err
	}
	if err := r.checkChannelCollateral(ctx, e, sv.ChannelID, collateral); err != nil {
		if errors.Is(err, ErrChannelCollateral) {
			// Paid, but its result could not be disputed: the job goes on unchecked, and the
			// provider gets no more burst jobs from this requester.
			e.short.Store(true)
			r.cfg.Logger.Warn("provider accepted a burst job without its channel collateral", "provider", provider, "job_id", rec.ID.Hex(), "err", err)
		} else {
			r.cfg.Logger.Warn("read channel collateral", "channel", common.Hash(sv.ChannelID).Hex(), "err", err)
		}
	}
	rec.traceSDK("collateral_check", t)
	return acc, sv, nil
}

// followChannel is Follow for a channel-paid job: the result CID comes from the provider over
// /gpumesh/burst-result/1 (phase submitted), the result is fetched and decrypted as for escrow
// jobs, spot-checked (burst_spotcheck.go), and the job is final (phase claimed) once fetched and
// checked: the voucher paid it, the provider redeems it with others. A wrong result found by
// the spot-check is disputed and followed until the dispute ends (phase refunded on
// provider-fault).
func (r *Requester) followChannel(ctx context.Context, rec *Record, jl *journal, opts FollowOptions) (*Record, error) {
	id := rec.ID
	switch rec.Phase {
	case PhaseClaimed:
		return rec, nil
	case PhaseRefunded:
		return rec, fmt.Errorf("job %s: %w", id.Hex(), ErrJobRefunded)
	case PhaseFailed:
		return rec, fmt.Errorf("job %s failed: %s", id.Hex(), rec.Error)
	case PhaseDisputed:
		return r.followBurstDispute(ctx, jl, rec)
	}
	if rec.ResultCID == "" {
		if at, ok := rec.eventAt(PhaseAccepted); ok {
			rec.traceSDK("record_and_follow", at) // the acceptance recorded, Submit to Wait, the record read
		}
		pid, err := peer.Decode(rec.ProviderPeer)
		if err != nil {
			return rec, fmt.Errorf("follow %s: provider peer %q: %w", id.Hex(), rec.ProviderPeer, err)
		}
		client, err := r.burstClient()
		if err != nil {
			return rec, err
		}
		t := time.Now()
		res, err := client.ResultOf(ctx, pid, id)
		var c string
		var sr *contracts.SignedReceipt
		if err == nil {
			t = rec.traceSDK("result_wait", t) // asked, the provider ran the job and answered
			rec.traceProvider(res.Trace)
			c, sr = res.CID, res.Receipt
			err = r.checkReceipt(rec, c, sr)
			rec.traceSDK("receipt_check", t)
		}
		if errors.Is(err, contracts.ErrBadReceipt) {
			// Paid, and its result can never be disputed: the provider gets no more burst jobs.
			r.releaseBurst(rec)
			if rec.Acceptance != nil {
				r.stopBurst(rec.Acceptance.Provider, id)
			}
			return rec, jl.fail(fmt.Errorf("follow %s: %w", id.Hex(), err))
		}
		if err != nil {
			if errors.Is(err, burst.ErrJobFailed) || errors.Is(err, burst.ErrUnknownJob) {
				r.releaseBurst(rec)
				if rec.Acceptance != nil {
					r.closeBurst(rec.Acceptance.Provider, id)
				}
				return rec, jl.fail(fmt.Errorf("follow %s: %w", id.Hex(), err))
			}
			return rec, fmt.Errorf("follow %s: %w", id.Hex(), err)
		}
		rec.ResultCID, rec.Receipt = c, sr
		t = time.Now()
		if err := jl.at(PhaseSubmitted, "result "+c+" (off-chain, receipt signed by the provider)"); err != nil {
			return rec, err
		}
		rec.traceSDK("record_result", t)
	}
	if opts.NoFetch {
		return rec, nil
	}
	// Fetched and final in one record (the voucher already paid the provider), unless the
	// spot-check finds the result wrong: then disputed, and followed to the dispute's end.
	t := time.Now()
	if err := r.fetch(ctx, rec, jl.progress); err != nil {
		return rec, fmt.Errorf("follow %s: %w", id.Hex(), err)
	}
	t = rec.traceSDK("fetch", t) // fetched from the provider, decrypted, written to OutDir
	r.releaseBurst(rec)
	err := r.spotCheckBurst(ctx, jl, rec)
	r.burstChecked(rec, err) // a mismatch stops the provider; a check that ended closes the job
	rec.traceSDK("spot_check", t)
	if err != nil {
		return rec, fmt.Errorf("follow %s: %w", id.Hex(), err)
	}
	if rec.Phase == PhaseDisputed {
		return r.followBurstDispute(ctx, jl, rec)
	}
	detail := "result in " + rec.OutDir + ", paid by voucher"
	if v := rec.Voucher; v != nil {
		detail += fmt.Sprintf(" %d on channel %s", v.Sequence, common.Hash(v.ChannelID).Hex())
	}
	if err := jl.at(PhaseClaimed, detail); err != nil {
		return rec, err
	}
	return rec, nil
}

// checkReceipt checks the provider's receipt for result c of the channel-paid job rec: signed by
// the job's provider under the channel contract's domain, and naming this job, its channel, the
// voucher that paid it, its spec, this result and at least its price, so that a dispute of the
// result can be opened with it. A receipt that fails is an error wrapping
// contracts.ErrBadReceipt: the result cannot be disputed, and the job fails.
func (r *Requester) checkReceipt(rec *Record, c string, sr *contracts.SignedReceipt) error {
	if sr == nil || rec.Voucher == nil || rec.Acceptance == nil {
		return fmt.Errorf("%w: none for job %s", contracts.ErrBadReceipt, rec.ID.Hex())
	}
	if err := sr.Verify(r.cfg.Deployment.Domain(), rec.Acceptance.Provider); err != nil {
		return err
	}
	res, err := content.ParseCID(c)
	if err != nil {
		return fmt.Errorf("%w: result CID %q: %v", contracts.ErrBadReceipt, c, err)
	}
	spec, err := content.ParseCID(rec.SpecCID)
	if err != nil {
		return fmt.Errorf("spec CID %q: %w", rec.SpecCID, err)
	}
	switch {
	case sr.ChannelID != rec.Voucher.ChannelID:
		return fmt.Errorf("%w: channel_id %x, the job was paid on %x", contracts.ErrBadReceipt, sr.ChannelID, rec.Voucher.ChannelID)
	case sr.JobID != rec.ID:
		return fmt.Errorf("%w: job_id %s, want %s", contracts.ErrBadReceipt, sr.JobID.Hex(), rec.ID.Hex())
	case sr.Sequence != rec.Voucher.Sequence:
		return fmt.Errorf("%w: sequence %d, the job was paid by voucher %d", contracts.ErrBadReceipt, sr.Sequence, rec.Voucher.Sequence)
	case sr.SpecHash != contracts.SpecHash(spec.Bytes()):
		return fmt.Errorf("%w: spec_hash is not the job's spec %s", contracts.ErrBadReceipt, rec.SpecCID)
	case sr.ResultHash != contracts.ResultHash(res.Bytes()):
		return fmt.Errorf("%w: result_hash is not the returned result %s", contracts.ErrBadReceipt, c)
	case rec.Acceptance.Price != nil && sr.Price.Cmp(rec.Acceptance.Price) < 0:
		return fmt.Errorf("%w: price %s below the job's price %s", contracts.ErrBadReceipt, sr.Price, rec.Acceptance.Price)
	}
	return nil
}
