package soakbench

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/contracts/bindings"
	"github.com/gpumesh/gpumesh/devnet"
	"github.com/gpumesh/gpumesh/market/requester"
)

// Reconciliation is what the chain says about the soak's jobs, read at the end straight from the
// chain (not through the faulty proxies), against the requester's records and the fault log.
//
// The rules:
//   - An escrow job (one attempt) is settled when it is Claimed (paid), Refunded or Abandoned
//     (refunded); it is pending when it is Open or Submitted and chain time has not passed its
//     deadline or challenge window end (JobState.Time) by more than Grace; anything else is lost.
//   - A job (its attempts) is lost when any attempt is lost, when more than one attempt was paid,
//     or when the requester took a result but no attempt was paid or is pending.
//   - An escrow job the chain has but no requester record names is an orphan (a duplicated or
//     forgotten open); it is lost unless settled or pending.
//   - A slash (JobRefunded with a nonzero slashed amount) is honest — slashed without a fault
//     the provider caused — unless the chaos schedule killed, partitioned or black-holed that
//     provider, filled its disk, or cut it over p2p from the job's requester, or restarted the
//     job's requester, at some time between the job's opening and its deadline (±1 s, the
//     chain's timestamp resolution) (disturbed). A provider down, full or cut off when its
//     result was due missed the deadline it accepted collateral for: that slash is its own
//     (SlashesAfterFault). One whose requester was down could not fetch the job's spec or
//     inputs; its failure notice does not spare it the slash (failover.go), so that slash
//     counts here too, as a fault of the run, not an honest slash. RPC stalls and drops hit every
//     host alike and excuse nothing, so a slash they cause counts as honest and fails the soak.
//   - A requester record matches the chain when its phase agrees with the escrow status
//     (claimed: Claimed; refunded: Refunded or Abandoned; proven (zk): Proven or Claimed;
//     fetched or submitted: Submitted, Proven or Claimed; open or fetching: Open, Submitted or
//     Proven; an attempt that ended on a failure notice
//     with its refund due: Open until its deadline; failed: no escrow job, the open failed).
type Reconciliation struct {
	Escrows           int // escrow jobs opened (attempts with an escrow)
	Paid              int // escrow jobs claimed
	Refunded          int // escrow jobs refunded or abandoned
	Pending           int // escrow jobs still within their deadline or challenge window
	Orphans           int // escrow jobs no requester record names
	JobsLost          int
	DoublePaid        int // jobs with more than one paid attempt
	Slashes           int
	SlashesAfterFault int
	HonestSlashes     int
	RecordMismatches  int
	// FundsDelta is the change of the sum of every devnet holding (accounts, escrow, registry,
	// channels, treasury) plus the change of the token supply: 0 when nothing was created or
	// lost. SupplyMatches reports that the holdings sum equals the supply at the end.
	FundsDelta    *big.Int
	SupplyMatches bool
	// BalanceMismatches names each holding whose change is not what the escrow's events say
	// moved (checkBalances): empty when every balance reconciles to the unit.
	BalanceMismatches []string
	// OpensFromDeposit counts the escrow jobs opened from a requester's escrow deposit (the
	// extra requesters keep one) rather than pulled from its wallet.
	OpensFromDeposit int
	// EarningsWithdrawals counts the providers' withdrawals of their escrow earnings (claims
	// credit them; the daemons withdraw them at chain.withdraw_earnings_above).
	EarningsWithdrawals int
	// ZK is the zk escrow jobs' settlement: paid only on a proof verified on chain (zk.go).
	ZK zkSettlement
	// Problems names each lost job, mismatch and honest slash (for the log; bounded).
	Problems []string
}

// Grace is how far chain time may be past an open job's deadline (or a submitted job's challenge
// window) at reconciliation before the job counts as lost: the time a provider or requester
// needs to notice and send the refund or claim.
const Grace = 30 * time.Second

const maxProblems = 50

func (rc *Reconciliation) problem(format string, args ...any) {
	if len(rc.Problems) < maxProblems {
		rc.Problems = append(rc.Problems, fmt.Sprintf(format, args...))
	}
}

type escrowJob struct {
	opened   *bindings.JobEscrowJobOpened
	openedAt time.Time // the opening block's time
	state    *contracts.JobState
	slashed  *big.Int
	known    bool
}

// reconcile reads every escrow job of the deployment and checks the rules above.
func reconcile(ctx context.Context, n *devnet.Network, rs []*requester.Requester, faults []Fault, before *ledger, extra []extraRequester) (*Reconciliation, error) {
	rc := &Reconciliation{}
	escrow := bindings.NewJobEscrow()
	abi := escrow.GetABI()
	logs, err := n.Contracts.Logs().FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(n.Deployment.Block), Addresses: []common.Address{n.Deployment.Escrow},
		Topics: [][]common.Hash{{abi.Events["JobOpened"].ID, abi.Events["JobRefunded"].ID}},
	})
	if err != nil {
		return nil, fmt.Errorf("soak: escrow logs: %w", err)
	}
	jobs := map[contracts.JobID]*escrowJob{}
	for i := range logs {
		l := &logs[i]
		if ev, err := escrow.UnpackJobOpenedEvent(l); err == nil {
			h, err := n.Backend.HeaderByNumber(ctx, new(big.Int).SetUint64(l.BlockNumber))
			if err != nil {
				return nil, fmt.Errorf("soak: block %d: %w", l.BlockNumber, err)
			}
			jobs[contracts.JobID(ev.JobId)] = &escrowJob{opened: ev, openedAt: time.Unix(int64(h.Time), 0), slashed: new(big.Int)}
		} else if ev, err := escrow.UnpackJobRefundedEvent(l); err == nil {
			if j := jobs[contracts.JobID(ev.JobId)]; j != nil {
				j.slashed.Add(j.slashed, ev.Slashed)
			}
		}
	}
	head, err := n.Backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("soak: head: %w", err)
	}
	now := time.Unix(int64(head.Time), 0)
	for id, j := range jobs {
		if j.state, err = n.Contracts.JobState(ctx, id); err != nil {
			return nil, fmt.Errorf("soak: job %s state: %w", id.Hex(), err)
		}
	}
	index := map[common.Address]int{}
	for _, p := range n.Nodes {
		index[p.Address] = p.Index
	}
	requesterIndex := map[common.Address]int{} // 1-based, as Fault.Requester
	for k, r := range rs {
		requesterIndex[r.Address()] = k + 1
	}

	// Escrow jobs, one by one: status, slashes.
	settledOrPending := func(j *escrowJob) (paid, ok bool) {
		switch j.state.Status {
		case contracts.StatusClaimed:
			return true, true
		case contracts.StatusRefunded, contracts.StatusAbandoned:
			return false, true
		case contracts.StatusOpen, contracts.StatusSubmitted, contracts.StatusProven:
			// Proven: time is the proof's; the provider's claim is due at once.
			return false, now.Before(time.Unix(int64(j.state.Time), 0).Add(Grace))
		}
		return false, false
	}
	for id, j := range jobs {
		rc.Escrows++
		switch paid, ok := settledOrPending(j); {
		case paid:
			rc.Paid++
		case ok && (j.state.Status == contracts.StatusRefunded || j.state.Status == contracts.StatusAbandoned):
			rc.Refunded++
		case ok:
			rc.Pending++
		}
		if j.slashed.Sign() > 0 {
			rc.Slashes++
			idx := index[j.opened.Provider]
			deadline := time.Unix(int64(j.opened.Deadline), 0)
			if disturbed(faults, idx, requesterIndex[j.opened.Requester], j.openedAt.Add(-time.Second), deadline.Add(time.Second)) {
				rc.SlashesAfterFault++
			} else {
				rc.HonestSlashes++
				rc.problem("honest slash: job %s, provider-%d, %s slashed, not killed, partitioned or black-holed between its open (%s) and deadline (%s)",
					id.Hex(), idx, j.slashed, j.openedAt.Format(time.TimeOnly), deadline.Format(time.TimeOnly))
			}
		}
	}

	if err := reconcileZK(ctx, n, jobs, rc); err != nil {
		return nil, err
	}

	// Jobs (every requester's records), attempt by attempt. Job ids carry their requester's
	// address, so the records of all requesters are one set.
	var recs []*requester.Record
	for _, r := range rs {
		l, err := r.Jobs()
		if err != nil {
			return nil, err
		}
		recs = append(recs, l...)
	}
	for _, rec := range recs {
		if rec.Acceptance != nil {
			if j := jobs[rec.ID]; j != nil {
				j.known = true
				if !phaseMatches(rec, j.state.Status) {
					rc.RecordMismatches++
					rc.problem("record %s: phase %s, escrow %s", rec.ID.Hex(), rec.Phase, j.state.Status)
				}
			} else if rec.Phase != requester.PhaseFailed { // failed: the open itself failed
				rc.RecordMismatches++
				rc.problem("record %s: phase %s with an acceptance, but no escrow job on chain", rec.ID.Hex(), rec.Phase)
			}
		}
		if rec.AttemptOf != nil {
			continue // counted with its job
		}
		ids := []contracts.JobID{rec.ID}
		if len(rec.Attempts) > 0 {
			ids = ids[:0]
			for _, a := range rec.Attempts {
				ids = append(ids, a.JobID)
			}
		}
		paid, pending, lost := 0, 0, false
		for _, id := range ids {
			j := jobs[id]
			if j == nil {
				continue // never reached the escrow
			}
			p, ok := settledOrPending(j)
			switch {
			case !ok:
				lost = true
				rc.problem("job %s: attempt %s %s past its time %s", rec.ID.Hex(), id.Hex(), j.state.Status, time.Unix(int64(j.state.Time), 0).Format(time.TimeOnly))
			case p:
				paid++
			case j.state.Status == contracts.StatusOpen || j.state.Status == contracts.StatusSubmitted || j.state.Status == contracts.StatusProven:
				pending++
			}
		}
		if paid > 1 {
			rc.DoublePaid++
			lost = true
			rc.problem("job %s: %d attempts paid", rec.ID.Hex(), paid)
		}
		if delivered(recs, rec) && paid == 0 && pending == 0 {
			lost = true
			rc.problem("job %s: result taken, no attempt paid or pending", rec.ID.Hex())
		}
		if lost {
			rc.JobsLost++
		}
	}
	for id, j := range jobs {
		if j.known {
			continue
		}
		rc.Orphans++
		if _, ok := settledOrPending(j); !ok {
			rc.JobsLost++
			rc.problem("orphan escrow job %s (no requester record): %s", id.Hex(), j.state.Status)
		}
	}

	after, err := readLedger(ctx, n, extra)
	if err != nil {
		return nil, err
	}
	rc.FundsDelta = new(big.Int).Sub(after.sum, before.sum)
	rc.FundsDelta.Add(rc.FundsDelta, new(big.Int).Sub(after.supply, before.supply))
	rc.SupplyMatches = after.sum.Cmp(after.supply) == 0
	if !rc.SupplyMatches {
		rc.problem("holdings %s != supply %s", after.sum, after.supply)
	}
	if rc.BalanceMismatches, rc.OpensFromDeposit, rc.EarningsWithdrawals, err = checkBalances(ctx, n, before, after, extra); err != nil {
		return nil, err
	}
	for _, m := range rc.BalanceMismatches {
		rc.problem("balance: %s", m)
	}
	return rc, nil
}

// delivered reports whether the requester took a result for job (one of its attempts fetched it).
func delivered(recs []*requester.Record, job *requester.Record) bool {
	ok := requester.Phase.Delivered
	if len(job.Attempts) == 0 {
		return ok(job.Phase)
	}
	for _, rec := range recs {
		if rec.AttemptOf != nil && *rec.AttemptOf == job.ID && ok(rec.Phase) {
			return true
		}
	}
	// The first attempt's record is the job's own.
	return job.Attempts[0].Ended.IsZero() && ok(job.Phase)
}

// phaseMatches says whether a record's phase agrees with its escrow status (see Reconciliation).
func phaseMatches(rec *requester.Record, st contracts.JobStatus) bool {
	switch rec.Phase {
	case requester.PhaseClaimed:
		return st == contracts.StatusClaimed
	case requester.PhaseRefunded:
		return st == contracts.StatusRefunded || st == contracts.StatusAbandoned
	case requester.PhaseProven: // zk: done for the requester; the provider's claim follows
		return st == contracts.StatusProven || st == contracts.StatusClaimed
	case requester.PhaseFetched, requester.PhaseSubmitted:
		return st == contracts.StatusSubmitted || st == contracts.StatusProven || st == contracts.StatusClaimed
	case requester.PhaseOpen, requester.PhaseFetching, requester.PhaseAccepted:
		return st == contracts.StatusOpen || st == contracts.StatusSubmitted || st == contracts.StatusProven
	}
	return false
}
