// Package settle connects the provider's job runner to the chain and the content store:
// Settler implements runner.Settler on a contracts.Client, and Fetcher and Uploader implement
// runner.Fetcher and runner.Uploader over a p2p/content Store.
//
// The escrow stores only a commitment per job, so every transaction re-supplies the acceptance,
// rebuilt from the job's JobOpened event (contracts.Client.OpenedAcceptance). Chain states map to
// the runner's as follows:
//
//	escrow None      -> unknown     escrow Claimed  -> paid (amount from JobClaimed.payout)
//	escrow Open      -> open        escrow Refunded -> slashed (the escrow always slashes the
//	escrow Submitted -> submitted                      collateral on a refund)
//	escrow Proven    -> submitted (claimable at once)
//	escrow Disputed, Resolved -> disputed (the runner waits)
//	escrow Abandoned -> refunded (the provider could not fetch the job's content: no slash)
//
// A zk job (WithZK) is submitted by submitProof instead of submitResult: the runner's
// "submitted" sends the proof, the escrow marks the job Proven, WaitClaimable returns at once
// (a verified proof has no challenge window) and the runner's claimable state claims it like
// any other job, so a restart resumes it as it resumes any claim.
//
// With WithClaimBatch, claims of jobs whose challenge windows end together go out as one
// claimMany (claimbatch.go), proven zk jobs with them; a job that cannot be claimed never
// holds the others back.
package settle

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ipfs/go-cid"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/contracts/bindings"
	"github.com/gpumesh/gpumesh/p2p/content"
	"github.com/gpumesh/gpumesh/provider/runner"
)

// ErrBadCID reports a result CID that does not parse.
var ErrBadCID = errors.New("settle: bad result CID")

// A runner job id is a contracts.JobID in its text form (JobID.String); a settler method given
// any other id fails with contracts.ErrBadJobID.

// Settler performs a provider's settlement on chain. It is safe for concurrent use: the
// transactions of one provider go through one Sender, one at a time.
type Settler struct {
	c       *contracts.Client
	backend contracts.Backend
	poll    time.Duration

	mu sync.Mutex // serializes s (contracts.Sender is not safe for concurrent use)
	s  *contracts.Sender

	zk *ZKConfig // zk settlement path (WithZK); nil: zk jobs cannot be submitted

	onReceipt ReceiptFunc // see WithReceipts; nil: receipts are not reported

	q   *claimQueue // claim batching (WithClaimBatch); nil: every job is claimed alone
	qmu sync.Mutex  // guards q's batch and expected jobs

	claimed chan struct{} // a claim was mined (RunEarnings checks the earnings at once); capacity 1
}

// Operations a ReceiptFunc is told about.
const (
	OpSubmit  = "submit"  // submitResult
	OpProof   = "proof"   // submitProof (a zk job: the proof verified, the job Proven; claim pays it)
	OpClaim   = "claim"   // claim
	OpAbandon = "abandon" // abandon (content not fetchable)
)

// ReceiptFunc is told of every mined transaction the settler sent for a job (gas metrics).
// It must not block.
type ReceiptFunc func(id contracts.JobID, op string, r *types.Receipt)

// WithReceipts makes st report each mined settlement transaction to fn and returns st.
func (st *Settler) WithReceipts(fn ReceiptFunc) *Settler {
	st.onReceipt = fn
	return st
}

func (st *Settler) report(id contracts.JobID, op string, r *types.Receipt) {
	if st.onReceipt != nil && r != nil {
		st.onReceipt(id, op, r)
	}
}

// NewSettler returns a Settler sending with s. poll is how often WaitSettled reads the chain
// (default 1s).
func NewSettler(c *contracts.Client, backend contracts.Backend, s *contracts.Sender, poll time.Duration) *Settler {
	if poll <= 0 {
		poll = time.Second
	}
	return &Settler{c: c, backend: backend, s: s, poll: poll, claimed: make(chan struct{}, 1)}
}

var _ runner.Settler = (*Settler)(nil)

// Status reads the job's state and, where it matters, its events.
func (st *Settler) Status(ctx context.Context, id contracts.JobID) (runner.ChainStatus, error) {
	js, err := st.c.JobState(ctx, id)
	if err != nil {
		return runner.ChainStatus{}, fmt.Errorf("job state %s: %w", id, err)
	}
	switch js.Status {
	case contracts.StatusNone:
		return runner.ChainStatus{State: runner.ChainUnknown}, nil
	case contracts.StatusOpen:
		return runner.ChainStatus{State: runner.ChainOpen}, nil
	case contracts.StatusResolved:
		return st.resolved(ctx, id)
	case contracts.StatusSubmitted, contracts.StatusProven, contracts.StatusDisputed:
		sr, err := st.c.SubmittedResult(ctx, id)
		if err != nil {
			return runner.ChainStatus{}, fmt.Errorf("submitted result %s: %w", id, err)
		}
		cs := runner.ChainStatus{State: runner.ChainSubmitted, ResultCID: cidString(sr.ResultCID)}
		if js.Status == contracts.StatusDisputed {
			cs.State = runner.ChainDisputed
		}
		return cs, nil
	case contracts.StatusClaimed:
		paid, err := st.claimedPayout(ctx, id)
		if err != nil {
			return runner.ChainStatus{}, err
		}
		cs := runner.ChainStatus{State: runner.ChainPaid, Paid: paid}
		if sr, err := st.c.SubmittedResult(ctx, id); err == nil {
			cs.ResultCID = cidString(sr.ResultCID)
		}
		return cs, nil
	case contracts.StatusRefunded:
		return runner.ChainStatus{State: runner.ChainSlashed}, nil
	case contracts.StatusAbandoned: // abandon.go: refunded, nothing slashed
		return runner.ChainStatus{State: runner.ChainRefunded}, nil
	}
	return runner.ChainStatus{}, fmt.Errorf("job state %s: unknown escrow status %d", id, js.Status)
}

func cidString(b []byte) string {
	c, err := cid.Cast(b)
	if err != nil {
		return fmt.Sprintf("invalid:%x", b)
	}
	return c.String()
}

// SubmitResult submits resultCID (a CID string) for the job. A zk job submits its proof instead
// (see ZKConfig): the job is then Proven, claimable at once.
func (st *Settler) SubmitResult(ctx context.Context, id contracts.JobID, resultCID string) error {
	c, err := content.ParseCID(resultCID)
	if err != nil {
		return fmt.Errorf("%w: %q: %v", ErrBadCID, resultCID, err)
	}
	acc, err := st.c.OpenedAcceptance(ctx, id)
	if err != nil {
		return fmt.Errorf("submit result %s: %w", id, err)
	}
	if acc.Class == contracts.ClassZK {
		return st.submitProof(ctx, id, acc, c)
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	rcpt, err := st.c.SubmitResult(ctx, st.s, acc, c.Bytes())
	if err != nil {
		return fmt.Errorf("submit result %s: %w", id, err)
	}
	// A claim batch that opens before this job reaches WaitClaimable waits for it too.
	if end, ok := challengeEndFrom(rcpt.Logs); ok {
		st.expect(id, end)
	}
	st.report(id, OpSubmit, rcpt)
	return nil
}

// challengeEndFrom reads the end of the challenge window from a receipt's ResultSubmitted event.
func challengeEndFrom(logs []*types.Log) (uint64, bool) {
	ev := escrowABI.GetABI().Events[bindings.JobEscrowResultSubmittedEventName]
	for _, l := range logs {
		if len(l.Topics) > 0 && l.Topics[0] == ev.ID {
			if r, err := escrowABI.UnpackResultSubmittedEvent(l); err == nil {
				return r.ChallengeEnd, true
			}
		}
	}
	return 0, false
}

// WaitClaimable waits until chain time passes the end of the job's challenge window, or until the
// job leaves Submitted (a dispute opened, or it was settled): it reads the job's state at every
// poll, so a provider learns of a dispute while it happens, not when an hours-long window ends.
// A Proven (zk) job is claimable at once: it returns without waiting.
//
// With claim batching, the settler notes the end of the job's window while it waits (and after
// it returns nil, until the job's Claim): an open batch waits for jobs whose windows end soon.
func (st *Settler) WaitClaimable(ctx context.Context, id contracts.JobID) error {
	err := st.waitClaimable(ctx, id)
	if err != nil {
		st.unexpect(id)
	}
	return err
}

func (st *Settler) waitClaimable(ctx context.Context, id contracts.JobID) error {
	for {
		js, err := st.c.JobState(ctx, id)
		if err != nil {
			return fmt.Errorf("job state %s: %w", id, err)
		}
		if js.Status == contracts.StatusProven {
			st.expect(id, js.Time) // a batch about to go out waits for it
			return nil
		}
		if js.Status != contracts.StatusSubmitted {
			st.unexpect(id)
			return nil // the runner reads Status next and acts on it
		}
		st.expect(id, js.Time)
		h, err := st.backend.HeaderByNumber(ctx, nil)
		if err != nil {
			return fmt.Errorf("wait for chain time %d: %w", js.Time, err)
		}
		if h.Time > js.Time {
			return nil
		}
		wait := time.Until(time.Unix(int64(js.Time)+1, 0))
		if wait <= 0 {
			// The wall clock passed the end but no block carries it yet: a chain that seals a
			// block per transaction needs one (the devnet's heartbeat usually makes this
			// unnecessary). WaitChainTime pokes with a zero-value transaction on the shared sender.
			st.mu.Lock()
			err := contracts.WaitChainTime(ctx, st.backend, st.s, js.Time, nil)
			st.mu.Unlock()
			return err
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(min(wait+st.poll/4, 2*st.poll)):
		}
	}
}

// Claim claims the job's payment and returns the payout from the JobClaimed event. With claim
// batching (WithClaimBatch) the job is claimed together with others of the provider's jobs
// (claimbatch.go).
func (st *Settler) Claim(ctx context.Context, id contracts.JobID) (*big.Int, error) {
	if st.q != nil && st.q.cfg.MaxJobs > 1 {
		return st.claimBatched(ctx, id)
	}
	return st.claimOne(ctx, id)
}

// claimOne claims one job in its own transaction.
func (st *Settler) claimOne(ctx context.Context, id contracts.JobID) (*big.Int, error) {
	st.mu.Lock()
	rcpt, err := st.c.ClaimJob(ctx, st.s, id)
	st.mu.Unlock()
	if err != nil {
		return nil, fmt.Errorf("claim %s: %w", id, err)
	}
	st.report(id, OpClaim, rcpt)
	st.noteClaimed()
	if p := payoutFrom(rcpt.Logs); p != nil {
		return p, nil
	}
	return st.claimedPayout(ctx, id)
}

// WaitSettled polls until the job is paid, refunded or slashed.
func (st *Settler) WaitSettled(ctx context.Context, id contracts.JobID) (runner.ChainStatus, error) {
	t := time.NewTicker(st.poll)
	defer t.Stop()
	for {
		cs, err := st.Status(ctx, id)
		if err == nil {
			switch cs.State {
			case runner.ChainPaid, runner.ChainRefunded, runner.ChainSlashed:
				return cs, nil
			}
		} else if errors.Is(err, contracts.ErrBadJobID) {
			return cs, err
		}
		select {
		case <-ctx.Done():
			return runner.ChainStatus{}, ctx.Err()
		case <-t.C:
		}
	}
}

var escrowABI = bindings.NewJobEscrow()

func payoutFrom(logs []*types.Log) *big.Int {
	ev := escrowABI.GetABI().Events[bindings.JobEscrowJobClaimedEventName]
	for _, l := range logs {
		if len(l.Topics) > 0 && l.Topics[0] == ev.ID {
			if c, err := escrowABI.UnpackJobClaimedEvent(l); err == nil {
				return c.Payout
			}
		}
	}
	return nil
}

// resolved maps a decided dispute to the runner's final states: JobClaimed in the resolving
// transaction (provider right, or void) means paid; JobRefunded (provider fault) means the
// requester was refunded and the collateral slashed. Neither event readable yet is an error (the
// runner reads again).
func (st *Settler) resolved(ctx context.Context, id contracts.JobID) (runner.ChainStatus, error) {
	var cs runner.ChainStatus
	if sr, err := st.c.SubmittedResult(ctx, id); err == nil {
		cs.ResultCID = cidString(sr.ResultCID)
	}
	paid, err := st.claimedPayout(ctx, id)
	if err == nil {
		cs.State, cs.Paid = runner.ChainPaid, paid
		return cs, nil
	}
	if !errors.Is(err, contracts.ErrNoEvent) {
		return runner.ChainStatus{}, err
	}
	d := st.c.Deployment()
	_, err = st.c.Logs().Last(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(d.Block), Addresses: []common.Address{d.Escrow},
		Topics: [][]common.Hash{{escrowABI.GetABI().Events[bindings.JobEscrowJobRefundedEventName].ID}, {id.Hash()}},
	})
	if errors.Is(err, contracts.ErrNoEvent) {
		return runner.ChainStatus{}, fmt.Errorf("resolved dispute of %x: neither JobClaimed nor JobRefunded readable yet: %w", id, contracts.ErrNoEvent)
	}
	if err != nil {
		return runner.ChainStatus{}, fmt.Errorf("JobRefunded of %x: %w", id, err)
	}
	cs.State = runner.ChainSlashed
	return cs, nil
}

func (st *Settler) claimedPayout(ctx context.Context, id contracts.JobID) (*big.Int, error) {
	d := st.c.Deployment()
	ev := escrowABI.GetABI().Events[bindings.JobEscrowJobClaimedEventName]
	l, err := st.c.Logs().Last(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(d.Block), Addresses: []common.Address{d.Escrow},
		Topics: [][]common.Hash{{ev.ID}, {id.Hash()}},
	})
	if err != nil && !errors.Is(err, contracts.ErrNoEvent) {
		return nil, fmt.Errorf("JobClaimed of %x: %w", id, err)
	}
	if err == nil {
		if p := payoutFrom([]*types.Log{l}); p != nil {
			return p, nil
		}
	}
	return nil, fmt.Errorf("JobClaimed of %x: %w", id, contracts.ErrNoEvent)
}

// noteClaimed tells RunEarnings that a claim credited the provider's earnings (never blocks).
func (st *Settler) noteClaimed() {
	select {
	case st.claimed <- struct{}{}:
	default:
	}
}
