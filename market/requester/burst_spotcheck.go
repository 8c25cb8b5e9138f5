package requester

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/contracts/bindings"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/p2p/content"
	"github.com/gpumesh/gpumesh/verifier/dispute"
	"github.com/gpumesh/gpumesh/verifier/spotcheck"
)

// Checkable burst work, the requester's side (SECURITY.md): a burst job paid from a channel asks
// its provider for collateral on the channel (burstCollateral, checked on chain after the
// acceptance); once its result is fetched, the job is drawn with the requester's secret exactly
// like a batch job (runSpotCheck: the proposal committed to the secret, the provider never sees
// it; only deterministic executors are eligible), re-run on another provider, and on a mismatch
// disputed on the channel contract with the provider's signed receipt (disputeJob, before the
// channel's expiry + grace). Follow then follows the dispute: it publishes the evidence verifiers
// need (the spec CID, and an encrypted result's file key unless KeepEncryptedPrivate), ends it as
// void past its verdict deadline, and records the outcome. On provider-fault the channel's
// collateral is slashed and the requester gets back its bond and the job's price (its proven
// loss) and nothing more.
//
// The collateral bound: the channel's collateral is slashed once while its jobs are paid one by
// one, so it must outweigh what cheating on every job until caught earns. With p the burst
// class's probability and w = SpotCheckConfig.BurstUnchecked, enforced here (burst_gate.go: at
// most w jobs are paid to a provider while an earlier result of it is unchecked, none after a
// mismatch), a cheater that is caught at its J-th job has been paid for at most J + w wrong
// results, E[J] = 1/p, and each earns at most its price (the compute it saves costs less). Each
// job therefore asks for price x (floor(1/p) + 1 + w): the channel holds that multiple of its
// dearest job, and the expected profit of cheating on k jobs, at most
// (1 - (1-p)^k) x price_max x (1/p + w - multiple), is negative for every k
// (spotcheck.BurstCollateralMultiple, spotcheck.BurstCheatProfits). At the defaults (p = 5/72,
// w = 4) that is 19 x price.

// ErrChannelCollateral: a provider accepted a burst job on a channel that does not hold the
// collateral the proposal asked for. Its results could not be disputed; it gets no more jobs.
var ErrChannelCollateral = errors.New("requester: channel collateral below what the job asked")

// burstCollateral is the collateral a burst job at price asks its channel to hold:
// price x spotcheck.BurstCollateralMultiple(p, w), p the burst class's spot-check probability
// and w SpotCheckConfig.BurstUnchecked; zero with spot-checks off or a burst class that is not
// spot-checked (p = 0).
func (r *Requester) burstCollateral(price *big.Int) (*big.Int, error) {
	m, err := r.burstMultiple()
	if err != nil || m == 0 || price == nil {
		return new(big.Int), err
	}
	return new(big.Int).Mul(price, big.NewInt(m)), nil
}

// burstMultiple is spotcheck.BurstCollateralMultiple under the configured burst parameters; 0
// when burst results are not spot-checked.
func (r *Requester) burstMultiple() (int64, error) {
	sc := r.cfg.SpotCheck
	if sc == nil {
		return 0, nil
	}
	cp, err := sc.params().For(jobspec.ClassBurst)
	if err != nil {
		return 0, err
	}
	p := cp.Probability()
	if cp.ProofVerified || p.Sign() == 0 {
		return 0, nil
	}
	return spotcheck.BurstCollateralMultiple(p, sc.burstUnchecked())
}

// checkChannelCollateral checks, after the provider accepted a job that asked for ask, that the
// channel holds at least that much on chain. The highest amount seen is kept with the channel
// entry (collateral only grows while a channel lives, but for a slash this requester's own
// dispute causes), so the hot path reads the chain only when a job asks for more. Caller holds
// e.mu.
func (r *Requester) checkChannelCollateral(ctx context.Context, e *chanEntry, id [32]byte, ask *big.Int) error {
	if ask == nil || ask.Sign() == 0 || (e.collateral != nil && e.collateral.Cmp(ask) >= 0) {
		return nil
	}
	held, _, err := r.chain.ChannelCollateral(ctx, id)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrChannel, err)
	}
	e.collateral = held
	if held.Cmp(ask) < 0 {
		return fmt.Errorf("%w: channel %s holds %s, the job asked for %s", ErrChannelCollateral, common.Hash(id).Hex(), held, ask)
	}
	return nil
}

// spotCheckBurst is followChannel's hook once a channel-paid burst job's result is fetched: it
// runs the job's spot-check once and disputes a mismatch (again after a restart, or after a
// dispute that could not be sent, while the channel's window is open).
func (r *Requester) spotCheckBurst(ctx context.Context, jl *journal, rec *Record) error {
	if r.cfg.SpotCheck == nil || rec.Class != jobspec.ClassBurst || rec.Receipt == nil {
		return nil
	}
	out, err := r.SpotCheckOf(rec.ID)
	if err != nil {
		if out, err = r.runSpotCheck(ctx, rec); err != nil {
			return err
		}
	}
	if out.Verdict != spotcheck.Mismatch.String() || out.DisputeTx != (common.Hash{}) || out.NoDispute != "" {
		return nil
	}
	return r.disputeBurst(ctx, jl, rec, out)
}

// disputeBurst opens the dispute of a burst spot-check mismatch on the channel contract with the
// provider's receipt, if verifiers can judge it and the channel's dispute window (expiry +
// grace) is open; otherwise it records why not (SpotCheck.NoDispute).
func (r *Requester) disputeBurst(ctx context.Context, jl *journal, rec *Record, out *SpotCheck) error {
	if rec.Encrypted && r.cfg.SpotCheck.KeepEncryptedPrivate {
		out.NoDispute = fmt.Sprintf("%v: the result is encrypted and SpotCheckConfig.KeepEncryptedPrivate keeps its file key from verifiers", ErrNotDisputable)
		return r.putSpotCheck(out)
	}
	sr := rec.Receipt
	st, err := r.chain.ChannelState(ctx, sr.ChannelID)
	if err != nil {
		return fmt.Errorf("dispute %s: %w", rec.ID, err)
	}
	head, err := r.cfg.Backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return fmt.Errorf("dispute %s: %w", rec.ID, err)
	}
	if head.Time > st.RedeemBy {
		out.NoDispute = fmt.Sprintf("%v: the channel's dispute window ended at %d, chain time %d", ErrNotDisputable, st.RedeemBy, head.Time)
		return r.putSpotCheck(out)
	}
	held, disputing, err := r.chain.ChannelCollateral(ctx, sr.ChannelID)
	if err != nil {
		return fmt.Errorf("dispute %s: %w", rec.ID, err)
	}
	if held.Sign() == 0 {
		out.NoDispute = fmt.Sprintf("%v: channel %s holds no collateral", ErrNotDisputable, common.Hash(sr.ChannelID).Hex())
		return r.putSpotCheck(out)
	}
	if disputing {
		if d, err := r.chain.BurstDisputeState(ctx, sr.ChannelID); err == nil && d.JobID == rec.ID {
			// Opened before a restart cut the record short.
			return r.disputeOpened(ctx, jl, rec, out, common.Hash{}, nil)
		}
		// One dispute at a time per channel: this one waits for the other to end (Follow
		// again), within the window.
		return fmt.Errorf("dispute %s: channel %s has another dispute open; follow the job again once it ends", rec.ID, common.Hash(sr.ChannelID).Hex())
	}
	res, err := content.ParseCID(rec.ResultCID)
	if err != nil {
		return fmt.Errorf("dispute %s: %w", rec.ID, err)
	}
	bond, err := r.chain.BurstDisputeBond(ctx, sr.Price)
	if err != nil {
		return fmt.Errorf("dispute %s: bond: %w", rec.ID, err)
	}
	tx, err := r.sendBurstDispute(ctx, sr, res.Bytes(), bond)
	var re *contracts.RevertError
	if errors.As(err, &re) && re.Name == "JobAlreadyDisputed" {
		err = nil // sent before a restart cut the record short
	}
	if err != nil {
		out.Error = err.Error()
		_ = r.putSpotCheck(out)
		return fmt.Errorf("dispute %s: %w", rec.ID, dispute.FromChain(err))
	}
	return r.disputeOpened(ctx, jl, rec, out, tx, bond)
}

// disputeOpened records rec's burst dispute as opened (tx zero: found open on chain after a
// restart) and publishes its evidence.
func (r *Requester) disputeOpened(ctx context.Context, jl *journal, rec *Record, out *SpotCheck, tx common.Hash, bond *big.Int) error {
	out.DisputeTx, out.Error = tx, ""
	if tx == (common.Hash{}) {
		out.DisputeTx = common.Hash{1} // opened before a restart; the transaction is on chain
	}
	if err := r.putSpotCheck(out); err != nil {
		return err
	}
	if err := jl.at(PhaseDisputed, fmt.Sprintf("spot-check mismatch: provider %s, re-run %s; burst dispute tx %s with the provider's receipt, bond %v", out.ResultCID, out.Reexecuted, tx.Hex(), bond)); err != nil {
		return err
	}
	r.publishEvidence(ctx, rec)
	return nil
}

// sendBurstDispute approves the channel contract for bond and sends disputeJob with receipt sr.
func (r *Requester) sendBurstDispute(ctx context.Context, sr *contracts.SignedReceipt, resultCID []byte, bond *big.Int) (common.Hash, error) {
	r.sendMu.Lock()
	defer r.sendMu.Unlock()
	if _, err := r.chain.Approve(ctx, r.sender, r.cfg.Deployment.Channels, bond); err != nil {
		return common.Hash{}, fmt.Errorf("approve dispute bond %s: %w", bond, err)
	}
	rcpt, err := r.chain.DisputeBurst(ctx, r.sender, sr, resultCID)
	if err != nil {
		return common.Hash{}, err
	}
	return rcpt.TxHash, nil
}

var (
	channelABI                = bindings.NewPaymentChannel()
	burstDisputeResolvedTopic = channelABI.GetABI().Events[bindings.PaymentChannelBurstDisputeResolvedEventName].ID
)

// followBurstDispute follows rec's burst dispute to its end: while it is open it keeps the
// evidence published for the verifiers, and past the verdict deadline without a majority it ends
// it (void: the bond comes back); once resolved it records the outcome. Provider-fault makes the
// job refunded (bond and price back from the slashed collateral) and the provider caught (never
// matched again by this requester); provider-right and void end it claimed.
func (r *Requester) followBurstDispute(ctx context.Context, jl *journal, rec *Record) (*Record, error) {
	id, ch := rec.ID, rec.Receipt.ChannelID
	t := time.NewTicker(r.cfg.Poll)
	defer t.Stop()
	for {
		d, err := r.chain.BurstDisputeState(ctx, ch)
		if err != nil {
			return rec, fmt.Errorf("follow dispute of %s: %w", id.Hex(), err)
		}
		if d.JobID == id && d.Pending {
			head, err := r.cfg.Backend.HeaderByNumber(ctx, nil)
			if err != nil {
				return rec, fmt.Errorf("follow dispute of %s: %w", id.Hex(), err)
			}
			if head.Time > d.Deadline {
				r.sendMu.Lock()
				_, err := r.chain.ExpireBurstDispute(ctx, r.sender, ch)
				r.sendMu.Unlock()
				var re *contracts.RevertError
				if err != nil && !(errors.As(err, &re) && re.Name == "NoDispute") {
					return rec, fmt.Errorf("expire dispute of %s: %w", id.Hex(), dispute.FromChain(err))
				}
				continue
			}
			r.publishEvidence(ctx, rec)
		} else {
			outcome, err := r.burstDisputeOutcome(ctx, ch, id)
			if err != nil {
				return rec, err
			}
			return rec, r.burstResolved(jl, rec, outcome)
		}
		select {
		case <-ctx.Done():
			return rec, ctx.Err()
		case <-t.C:
		}
	}
}

// burstResolved records the outcome of rec's burst dispute and ends the job.
func (r *Requester) burstResolved(jl *journal, rec *Record, outcome string) error {
	if s, err := r.SpotCheckOf(rec.ID); err == nil {
		s.Outcome = outcome
		if err := r.putSpotCheck(s); err != nil {
			return err
		}
	}
	r.cfg.Logger.Info("burst dispute resolved", "job_id", rec.ID, "outcome", outcome)
	switch outcome {
	case outcomeFault:
		r.markCaught(rec.Acceptance.Provider)
		return jl.at(PhaseRefunded, "burst dispute: provider fault; the channel's collateral slashed, the job's price and the bond returned")
	case outcomeRight:
		r.resumeBurst(rec.Acceptance.Provider, rec.ID) // the re-run was wrong, not the provider
		return jl.at(PhaseClaimed, "burst dispute: provider right; the bond went to the provider")
	}
	return jl.at(PhaseClaimed, "burst dispute void: no majority; the bond came back")
}

// burstDisputeOutcome reads the outcome of the dispute of job id on channel ch from its
// BurstDisputeResolved event.
func (r *Requester) burstDisputeOutcome(ctx context.Context, ch [32]byte, id contracts.JobID) (string, error) {
	l, err := r.chain.Logs().Last(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(r.cfg.Deployment.Block), Addresses: []common.Address{r.cfg.Deployment.Channels},
		Topics: [][]common.Hash{{burstDisputeResolvedTopic}, {common.Hash(ch)}, {id.Hash()}},
	})
	if errors.Is(err, contracts.ErrNoEvent) {
		return "", fmt.Errorf("BurstDisputeResolved of %s: no event yet", id.Hex())
	}
	if err != nil {
		return "", fmt.Errorf("BurstDisputeResolved of %s: %w", id.Hex(), err)
	}
	ev, err := channelABI.UnpackBurstDisputeResolvedEvent(l)
	if err != nil {
		return "", fmt.Errorf("decode BurstDisputeResolved of %s: %w", id.Hex(), err)
	}
	return dispute.Outcome(ev.Outcome).String(), nil
}
