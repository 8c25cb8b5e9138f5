package requester

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/notice"
	"github.com/gpumesh/gpumesh/p2p/content"
)

// Failover: one job, several attempts.
//
// A job that ends without a result is moved to another provider, up to its spec's retries. An
// attempt ends without a result when
//
//	the provider abandoned it on chain      its content could not be fetched: refunded in full
//	the provider sent a failure notice      the escrow stays open; refunded after its deadline
//	the deadline passed without a result    refunded, the provider's collateral slashed
//	a dispute found the provider wrong      (Follow with UntilSettled sees the refund)
//	no provider accepted a later attempt    nothing was opened
//
// Each attempt is its own escrow job with its own id, secret and record (AttemptOf names the
// job); the job's record lists the attempts with their providers and causes, and every provider
// that failed the job is excluded from matching its later attempts. Money stays per attempt: a
// failed attempt's refund happens as it would without failover (an abandon pays at once; an
// attempt ended by a notice only is refunded after its deadline by SettleDue, slashing the
// provider's collateral, so that a notice never lets a provider escape the slash a missed
// deadline costs). The next attempt is written to the job's record before it is matched, so a
// requester restarted mid-failover resumes from the record (Complete).
//
// Channel-paid burst jobs (Config.Channels) have no escrow job per attempt and do not fail over.

// Complete follows job id to its end, failing over as above: it returns the record of the
// attempt that delivered (its OutDir holds the result) with Follow's result, or, when every
// attempt the retries allow ended without a result, the last attempt's record and
// ErrRetriesExhausted naming every cause. A job without attempts (retries 0, or a record
// written before failover) is followed as Follow does. id may be an attempt's id: its job is
// completed.
func (r *Requester) Complete(ctx context.Context, id contracts.JobID, opts FollowOptions) (*Record, error) {
	job, err := r.db.get(id)
	if err != nil {
		return nil, err
	}
	if job.AttemptOf != nil {
		if job, err = r.db.get(*job.AttemptOf); err != nil {
			return nil, err
		}
	}
	if len(job.Attempts) == 0 || job.Voucher != nil {
		return r.Follow(ctx, job.ID, opts)
	}
	opts.StopOnNotice = true
	for {
		if job.FailoverError != "" {
			last, _ := job.current()
			rec, err := r.db.get(last.JobID)
			if err != nil { // the last attempt never got a record (its spec could not be read)
				rec = job
			}
			return rec, fmt.Errorf("job %s: %w: %s", job.ID, ErrRetriesExhausted, job.FailoverError)
		}
		cur, _ := job.current()
		rec, err := r.db.get(cur.JobID)
		var cause string
		var refundDue bool
		switch {
		case cur.JobID == job.ID && (err != nil || rec.Acceptance == nil):
			// The first attempt is Submit's: one that never reached the escrow failed there.
			return r.Follow(ctx, job.ID, opts)
		case errors.Is(err, ErrUnknownJob) || (err == nil && rec.Acceptance == nil && rec.Phase != PhaseFailed):
			// Persisted but never placed (a restart between the two, or during matching):
			// place it now, under the id already written down.
			if rec, err = r.placeAttempt(ctx, job, opts.Progress); err == nil || (errors.Is(err, ErrOpenInDoubt) && ctx.Err() == nil) {
				continue // placed, or an open in doubt: Follow learns from the chain which
			}
			if ctx.Err() != nil {
				return rec, err
			}
			cause = "not placed: " + err.Error()
		case err != nil:
			return nil, err
		case rec.Acceptance == nil: // failed before its escrow was opened
			cause = "not placed: " + rec.Error
		default:
			rec, err = r.Follow(ctx, cur.JobID, opts)
			var n *Notice
			if errors.Is(err, ErrProviderGaveUp) {
				if n, _, err = r.db.notice(cur.JobID); err != nil {
					return rec, err
				}
				err = ErrProviderGaveUp
			}
			var ended bool
			if cause, refundDue, ended = endedWithoutResult(rec, err, n); !ended {
				r.settleDueOf(ctx, job) // the requester is here anyway: refunds that came due
				return rec, err
			}
		}
		if job, err = r.failover(ctx, job, cause, refundDue); err != nil {
			return rec, err
		}
	}
}

// endedWithoutResult says whether Follow's outcome ends an attempt without a result, why, and
// whether its escrow is still open (a refund is due at its deadline); n is the provider's
// failure notice when Follow stopped on one.
func endedWithoutResult(rec *Record, err error, n *Notice) (cause string, refundDue, ended bool) {
	switch {
	case errors.Is(err, ErrProviderGaveUp):
		why := "no detail"
		if n != nil {
			why = n.summary()
		}
		return fmt.Sprintf("provider gave up (%s); escrow open until its deadline, then refunded", why), true, true
	case errors.Is(err, ErrAbandoned):
		return "abandoned by the provider: refunded in full", false, true
	case errors.Is(err, ErrJobRefunded):
		return "deadline passed without a result: refunded, collateral slashed", false, true
	case err == nil && rec != nil && rec.Phase == PhaseRefunded:
		return "result disputed and found wrong: refunded", false, true
	case errors.Is(err, ErrOpenLapsed):
		return "escrow open never landed (its outcome was lost and the acceptance expired): nothing paid", false, true
	}
	return "", false, false
}

// failover ends the job's current attempt with cause and, when the retries allow, writes the
// next attempt to the job's record (before anything is acted on) and returns the record; when
// they do not, it records FailoverError with every cause. The next attempt is placed by
// Complete's loop. The job's record is read again first: it is also the first attempt's, which
// Follow has just written (its refund, its events), and none of that may be lost.
func (r *Requester) failover(ctx context.Context, stale *Record, cause string, refundDue bool) (*Record, error) {
	job, err := r.db.get(stale.ID)
	if err != nil {
		return stale, err
	}
	now := time.Now()
	cur, ok := job.current()
	if !ok {
		return job, fmt.Errorf("failover of job %s: %w (its record lists no attempts)", job.ID, ErrUnknownJob)
	}
	cur.Ended, cur.Cause, cur.RefundDue = now, cause, refundDue
	if cur.Provider == (common.Address{}) {
		if rec, err := r.db.get(cur.JobID); err == nil && rec.Acceptance != nil {
			cur.Provider = rec.Acceptance.Provider
		}
	}
	used := len(job.Attempts) - 1
	if used >= job.Retries {
		causes := make([]string, len(job.Attempts))
		for i, a := range job.Attempts {
			causes[i] = fmt.Sprintf("attempt %d (%s): %s", i+1, providerText(a.Provider), a.Cause)
		}
		job.FailoverError = fmt.Sprintf("%d attempts (retries %d), none delivered: %s", len(job.Attempts), job.Retries, strings.Join(causes, "; "))
		job.at(now, job.Phase, fmt.Sprintf("attempt %d ended: %s; no retries left", len(job.Attempts), cause))
		if err := r.db.put(job); err != nil {
			return job, err
		}
		r.cfg.Logger.Warn("job failed on every attempt", "job_id", job.ID, "attempts", len(job.Attempts))
		return job, nil
	}
	next := contracts.NewJobID(r.me)
	job.Attempts = append(job.Attempts, Attempt{JobID: next, Started: now})
	job.at(now, job.Phase, fmt.Sprintf("attempt %d ended: %s; attempt %d is escrow job %s", len(job.Attempts)-1, cause, len(job.Attempts), next.Hex()))
	if err := r.db.put(job); err != nil { // the attempt is written before it is acted on
		return job, err
	}
	r.cfg.Logger.Info("job failing over", "job_id", job.ID, "attempt", len(job.Attempts), "after", cur.JobID, "cause", cause)
	return job, ctx.Err()
}

func providerText(a common.Address) string {
	if a == (common.Address{}) {
		return "no provider"
	}
	return a.Hex()
}

// failedProviders are the providers of the job's attempts that ended without a result.
func (job *Record) failedProviders() []common.Address {
	var out []common.Address
	for _, a := range job.Attempts {
		if !a.Ended.IsZero() && a.Provider != (common.Address{}) && !slices.Contains(out, a.Provider) {
			out = append(out, a.Provider)
		}
	}
	return out
}

// placeAttempt matches the job's current attempt with a provider that has not failed the job
// and opens its escrow, with a fresh spot-check secret; the spec is read back from the content
// store by its CID. The attempt's own record is written as it goes (journal); the job's record
// gets the attempt's provider.
func (r *Requester) placeAttempt(ctx context.Context, job *Record, progress Progress) (*Record, error) {
	cur, _ := job.current()
	c, err := content.ParseCID(job.SpecCID)
	if err != nil {
		return nil, fmt.Errorf("attempt %d of job %s: spec %s: %w", len(job.Attempts), job.ID, job.SpecCID, err)
	}
	spec, err := r.loadSpec(ctx, c) // Submit added it to the store
	if err != nil {
		return nil, fmt.Errorf("attempt %d of job %s: %w", len(job.Attempts), job.ID, err)
	}
	secret := make([]byte, 32)
	if _, err := rand.Read(secret); err != nil {
		return nil, fmt.Errorf("attempt secret: %w", err)
	}
	id := job.ID
	out := job.OutDir
	if prepareOut(out) != nil {
		// An earlier attempt left a result there (one a dispute found wrong): nothing of it is
		// overwritten; this attempt's result goes beside it.
		out = fmt.Sprintf("%s.attempt-%d", job.OutDir, len(job.Attempts))
	}
	rec := &Record{ID: cur.JobID, Class: job.Class, SpecCID: job.SpecCID, Secret: secret, Encrypted: job.Encrypted,
		OutDir: out, Created: time.Now(), Exclude: append(slices.Clone(job.Exclude), job.failedProviders()...),
		ReexecOf: job.ReexecOf, AttemptOf: &id}
	if old, err := r.db.get(cur.JobID); err == nil { // resumed: keep its log
		rec.Events, rec.Created = old.Events, old.Created
	}
	jl := &journal{r: r, rec: rec, progress: progress}
	if err := jl.at(PhaseResolve, fmt.Sprintf("attempt %d of job %s, %d providers excluded", len(job.Attempts), job.ID, len(rec.Exclude))); err != nil {
		return rec, err
	}
	if _, err := r.place(ctx, spec, jl, &Job{r: r, ID: rec.ID, progress: progress}); err != nil {
		return rec, err
	}
	cur.Provider = rec.Acceptance.Provider
	return rec, r.db.put(job)
}

// SettleDue refunds every failed attempt whose escrow a failure notice left open and whose
// deadline has passed (the provider's collateral is slashed, as for any missed deadline), and
// clears the to-do of those the chain has ended otherwise. It returns the attempts refunded.
// Complete calls it as it finishes; call it again after a due attempt's deadline (`gpumesh job
// status` shows what is due).
func (r *Requester) SettleDue(ctx context.Context) ([]contracts.JobID, error) {
	jobs, err := r.db.list()
	if err != nil {
		return nil, err
	}
	var done []contracts.JobID
	var errs []error
	for _, job := range jobs {
		ids, err := r.settleDueOf(ctx, job)
		done = append(done, ids...)
		if err != nil {
			errs = append(errs, err)
		}
	}
	return done, errors.Join(errs...)
}

// settleDueOf is SettleDue for one job's attempts. The refunds write the attempts' records (the
// first attempt's is the job's own), so the to-do flags are cleared on a fresh read of the job.
func (r *Requester) settleDueOf(ctx context.Context, job *Record) ([]contracts.JobID, error) {
	var done, cleared []contracts.JobID
	var ferr error
	for _, a := range job.Attempts {
		if !a.RefundDue {
			continue
		}
		st, err := r.chain.JobState(ctx, a.JobID)
		if err != nil {
			ferr = fmt.Errorf("refund due %s: %w", a.JobID, err)
			break
		}
		if st.Status == contracts.StatusOpen {
			if _, err := r.Refund(ctx, a.JobID); errors.Is(err, ErrTooEarly) {
				continue
			} else if err != nil {
				ferr = err
				break
			}
			done = append(done, a.JobID)
		} else if _, err := r.Follow(ctx, a.JobID, FollowOptions{NoFetch: true}); err != nil && !errors.Is(err, ErrJobRefunded) {
			// Ended otherwise (abandoned, or the provider delivered after all): the attempt's
			// record follows the chain; a result delivered late is paid by the escrow.
			r.cfg.Logger.Debug("due attempt ended on chain", "job_id", a.JobID, "status", st.Status, "err", err)
		}
		cleared = append(cleared, a.JobID)
	}
	if len(cleared) == 0 {
		return done, ferr
	}
	fresh, err := r.db.get(job.ID)
	if err != nil {
		return done, errors.Join(ferr, err)
	}
	for i := range fresh.Attempts {
		if slices.Contains(cleared, fresh.Attempts[i].JobID) {
			fresh.Attempts[i].RefundDue = false
		}
	}
	return done, errors.Join(ferr, r.db.put(fresh))
}

// handleNotice is the failure notice receiver (market/notice checked size, signature, binding
// and addressee): the job must be one of this requester's, and the signer its acceptance's
// provider. The first notice of a job is stored (under its own key) and wakes the job's
// follower; the notice moves no money and changes no record of the job.
func (r *Requester) handleNotice(_ context.Context, n *market.FailureNotice, from peer.ID) error {
	rec, err := r.db.get(n.JobID)
	if errors.Is(err, ErrUnknownJob) {
		return fmt.Errorf("%w: job %s is not one of this requester's", notice.ErrDeclined, n.JobID)
	}
	if err != nil {
		return err
	}
	if rec.Acceptance == nil || rec.Acceptance.Provider != n.Provider {
		return fmt.Errorf("%w: %s is not the provider of job %s", notice.ErrDeclined, n.Provider.Hex(), n.JobID)
	}
	stored, err := r.db.putNotice(n.JobID, &Notice{Provider: n.Provider, Cause: n.Cause, Detail: n.Detail, Abandoned: n.Abandoned, Received: time.Now()})
	if err != nil || !stored {
		return err
	}
	r.cfg.Logger.Info("provider gave the job up", "job_id", n.JobID, "provider", n.Provider, "peer", from, "cause", n.Cause, "abandoned", n.Abandoned)
	r.wakeMu.Lock()
	ch := r.wake[n.JobID]
	r.wakeMu.Unlock()
	if ch != nil {
		select {
		case ch <- struct{}{}:
		default:
		}
	}
	return nil
}

// wakeOnNotice returns a channel that receives when a notice for id arrives, and the function
// that stops it.
func (r *Requester) wakeOnNotice(id contracts.JobID) (<-chan struct{}, func()) {
	ch := make(chan struct{}, 1)
	r.wakeMu.Lock()
	r.wake[id] = ch
	r.wakeMu.Unlock()
	return ch, func() {
		r.wakeMu.Lock()
		if r.wake[id] == ch {
			delete(r.wake, id)
		}
		r.wakeMu.Unlock()
	}
}

// NoticeOf returns the failure notice stored for job id, if any.
func (r *Requester) NoticeOf(id contracts.JobID) (*Notice, bool, error) { return r.db.notice(id) }

// summary is the notice as one line.
func (n *Notice) summary() string {
	s := n.Cause
	if n.Detail != "" {
		s += ": " + n.Detail
	}
	return s
}
