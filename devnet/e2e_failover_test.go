package devnet_test

import (
	"context"
	"errors"
	"math/big"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/devnet"
	"github.com/gpumesh/gpumesh/market/book"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/market/requester"
	"github.com/gpumesh/gpumesh/provider/runner"
)

// submitLogged submits a devnet job, excluding some providers, with its phase changes logged.
func submitLogged(t *testing.T, ctx context.Context, r *requester.Requester, o devnet.JobOptions, exclude ...common.Address) *requester.Job {
	t.Helper()
	dir := t.TempDir()
	path, err := devnet.WriteJob(dir, o)
	if err != nil {
		t.Fatal(err)
	}
	spec, err := jobspec.ParseFile(path, jobspec.Options{})
	if err != nil {
		t.Fatal(err)
	}
	j, err := r.Submit(ctx, spec, requester.SubmitOptions{BaseDir: dir, OutDir: filepath.Join(dir, "result"), Exclude: exclude,
		Progress: func(id contracts.JobID, e requester.Event) {
			h := id.Hex() // attempts share their first digits (the requester's namespace): print the last
			t.Logf("%s …%s %-9s %8s %s", time.Now().Format("15:04:05.000"), h[len(h)-8:], e.Phase, e.Took.Round(time.Millisecond), e.Detail)
		}})
	if err != nil {
		t.Fatalf("submit %s: %v", o.Label, err)
	}
	return j
}

// waitNotice waits (on the requester's store, bounded by ctx) for the failure notice of id.
func waitNotice(t *testing.T, ctx context.Context, r *requester.Requester, id contracts.JobID) *requester.Notice {
	t.Helper()
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	for {
		n, ok, err := r.NoticeOf(id)
		if err != nil {
			t.Fatal(err)
		}
		if ok {
			return n
		}
		select {
		case <-ctx.Done():
			t.Fatalf("no failure notice for %s: %v", id.Hex(), ctx.Err())
		case <-tick.C:
		}
	}
}

// TestE2EFailover: four provider daemons on the devnet, two honest, one that loses a job's
// inputs after accepting it (devnet.FaultLostInputs: its runner's input fetches fail) and one
// whose executor breaks (devnet.FaultGivesUp). Both faulty ones undercut, so auctions pick them
// first. The jobs' deadlines are 10 minutes of chain time: the test ends long before unless a
// failure is noticed early.
//
//  1. The lost-inputs provider accepts the job, cannot fetch its input, abandons it on chain and
//     sends the requester a signed failure notice; the requester fails over to an honest provider
//     (the failed one excluded) and the job completes there. One job, two attempts: the first
//     refunded in full with nobody slashed, the second paid.
//  2. The gives-up provider accepts the next job, its run fails, and it sends a notice without
//     abandoning. The requester fails over at once; the first attempt's escrow stays open, and its
//     refund stays on the requester's to-do list (SettleDue does nothing before the deadline).
//     Once the chain passes the deadline, SettleDue refunds it and the provider's collateral is
//     slashed: the notice let it escape nothing.
//  3. The requester is stopped while the lost-inputs provider fails the next job; a requester
//     restarted on its data dir resumes the job from its record and fails it over.
//
// Tokens are conserved throughout.
func TestE2EFailover(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: a devnet with four provider daemons and two failed-over jobs")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 150*time.Second)
	defer cancel()
	n, r := e2eNet(t, ctx, 4, devnet.FaultLostInputs, devnet.FaultGivesUp)
	lost, givesUp := n.Nodes[2], n.Nodes[3]
	if lost.Fault != devnet.FaultLostInputs || givesUp.Fault != devnet.FaultGivesUp {
		t.Fatalf("faults %q, %q", lost.Fault, givesUp.Fault)
	}
	before := snapshot(t, ctx, n)
	balance := func(a common.Address) *big.Int {
		t.Helper()
		b, err := n.Contracts.BalanceOf(ctx, a)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	stake := func(a common.Address) *big.Int {
		t.Helper()
		s, err := n.Contracts.StakeOf(ctx, a)
		if err != nil {
			t.Fatal(err)
		}
		return s.Stake
	}
	status := func(id contracts.JobID) contracts.JobStatus {
		t.Helper()
		st, err := r.ChainState(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		return st.Status
	}

	// The faulty providers undercut, so the auctions pick them first, but only once their offers
	// are in the requester's book: an auction closes as soon as every provider of its book has
	// bid, so one run before a faulty provider's offer arrived went to an honest provider.
	waitBook(t, ctx, r.Book(), "every provider's offer", func(m map[common.Address]book.Entry) bool {
		for _, p := range n.Nodes {
			if _, ok := m[p.Address]; !ok {
				return false
			}
		}
		return true
	})

	// 1. Inputs lost after accepting: abandoned, notice, failover.
	req0, lostStake0 := balance(r.Address()), stake(lost.Address)
	j := submitLogged(t, ctx, r, devnet.JobOptions{Class: "batch", Input: true, Retries: 2, Deadline: "10m", Label: "lost-inputs"}, givesUp.Address)
	rec, err := j.Wait(ctx)
	if err != nil {
		t.Fatalf("Wait: %v", err)
	}
	checkHello(t, rec)
	job, err := r.Get(j.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(job.Attempts) != 2 {
		t.Fatalf("attempts %+v, want 2", job.Attempts)
	}
	first, second := job.Attempts[0], job.Attempts[1]
	t.Logf("attempt 1: %s on %s: %s; attempt 2: %s on %s", first.JobID.Hex(), first.Provider.Hex(), first.Cause, second.JobID.Hex(), second.Provider.Hex())
	if first.JobID != j.ID || first.Provider != lost.Address || !strings.Contains(first.Cause, "abandoned") || first.RefundDue {
		t.Fatalf("first attempt %+v: want the lost-inputs provider, abandoned, nothing due", first)
	}
	if job.Phase != requester.PhaseRefunded { // the job's record is its first attempt's too
		t.Fatalf("first attempt's record phase %s, want refunded (the abandon)", job.Phase)
	}
	if second.Provider == lost.Address || second.Provider == (common.Address{}) || second.Cause != "" || rec.ID != second.JobID ||
		rec.AttemptOf == nil || *rec.AttemptOf != j.ID || !slices.Contains(rec.Exclude, lost.Address) {
		t.Fatalf("second attempt %+v, record %s (of %v, excluding %v): want another provider, the failed one excluded", second, rec.ID.Hex(), rec.AttemptOf, rec.Exclude)
	}
	notice := waitNotice(t, ctx, r, first.JobID)
	if notice.Provider != lost.Address || notice.Cause != string(runner.AbandonInputsUnavailable) || !notice.Abandoned ||
		!strings.Contains(notice.Detail, devnet.ErrInputLost.Error()) {
		t.Fatalf("notice %+v: want the lost-inputs provider's, inputs-unavailable, abandoned", notice)
	}
	attempt2, err := r.Get(second.JobID)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("failover: notice received -> attempt 2 escrow open in %s; attempt 1 opened -> attempt 2 result fetched in %s",
		attempt2.PhaseTime(requester.PhaseOpen).Sub(notice.Received).Round(time.Millisecond),
		rec.PhaseTime(requester.PhaseFetched).Sub(job.PhaseTime(requester.PhaseOpen)).Round(time.Millisecond))
	if got := status(first.JobID); got != contracts.StatusAbandoned {
		t.Fatalf("first attempt's escrow %s, want abandoned", got)
	}
	if rec, err = r.Follow(ctx, second.JobID, requester.FollowOptions{UntilSettled: true}); err != nil || rec.Phase != requester.PhaseClaimed {
		t.Fatalf("second attempt settle: phase %s, err %v; want claimed", rec.Phase, err)
	}
	price := rec.Acceptance.Price
	if spent := new(big.Int).Sub(req0, balance(r.Address())); spent.Cmp(price) != 0 {
		t.Fatalf("requester spent %s, want only the second attempt's price %s (the first refunded in full)", spent, price)
	}
	if got := stake(lost.Address); got.Cmp(lostStake0) != 0 {
		t.Fatalf("lost-inputs provider's stake %s -> %s: an abandon slashes nothing", lostStake0, got)
	}
	if err := waitJobs(ctx, lost.Daemon(), "refunded", 1); err != nil {
		t.Fatalf("lost-inputs provider's runner: %v", err)
	}
	before.check(t, ctx, n)

	// 2. A run that fails: a notice without an abandon. Failover at once, the refund at the deadline.
	req1, gaveStake0 := balance(r.Address()), stake(givesUp.Address)
	j2 := submitLogged(t, ctx, r, devnet.JobOptions{Class: "batch", Retries: 1, Deadline: "10m", Label: "gives-up"}, lost.Address)
	rec2, err := j2.Wait(ctx)
	if err != nil {
		t.Fatalf("Wait: %v", err)
	}
	checkHello(t, rec2)
	job2, err := r.Get(j2.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(job2.Attempts) != 2 {
		t.Fatalf("attempts %+v, want 2", job2.Attempts)
	}
	failed := job2.Attempts[0]
	if failed.Provider != givesUp.Address || !strings.Contains(failed.Cause, runner.CauseRunFailed) || !failed.RefundDue {
		t.Fatalf("first attempt %+v: want the gives-up provider, run-failed, refund due", failed)
	}
	if job2.Attempts[1].Provider == givesUp.Address || rec2.ID != job2.Attempts[1].JobID {
		t.Fatalf("second attempt %+v", job2.Attempts[1])
	}
	if got := status(failed.JobID); got != contracts.StatusOpen {
		t.Fatalf("first attempt's escrow %s after the notice, want still open", got)
	}
	notice2 := waitNotice(t, ctx, r, failed.JobID)
	if notice2.Provider != givesUp.Address || notice2.Cause != runner.CauseRunFailed || notice2.Abandoned {
		t.Fatalf("notice %+v: want the gives-up provider's, run-failed, not abandoned", notice2)
	}
	if a2, err := r.Get(job2.Attempts[1].JobID); err == nil {
		t.Logf("failover on a notice alone: notice received -> attempt 2 escrow open in %s (the first escrow's deadline is 10 minutes away)",
			a2.PhaseTime(requester.PhaseOpen).Sub(notice2.Received).Round(time.Millisecond))
	}
	if done, err := r.SettleDue(ctx); err != nil || len(done) != 0 {
		t.Fatalf("SettleDue before the deadline: %v, %v; want nothing done", done, err)
	}
	if rec2, err = r.Follow(ctx, rec2.ID, requester.FollowOptions{UntilSettled: true}); err != nil || rec2.Phase != requester.PhaseClaimed {
		t.Fatalf("second attempt settle: phase %s, err %v; want claimed", rec2.Phase, err)
	}
	st, err := r.ChainState(ctx, failed.JobID)
	if err != nil {
		t.Fatal(err)
	}
	if err := n.Chain.AdvanceTo(time.Unix(int64(st.Time), 0).Add(time.Second)); err != nil {
		t.Fatal(err)
	}
	done, err := r.SettleDue(ctx)
	if err != nil || len(done) != 1 || done[0] != failed.JobID {
		t.Fatalf("SettleDue after the deadline: %v, %v; want the first attempt refunded", done, err)
	}
	if got := status(failed.JobID); got != contracts.StatusRefunded {
		t.Fatalf("first attempt's escrow %s, want refunded", got)
	}
	failedRec, err := r.Get(failed.JobID)
	if err != nil {
		t.Fatal(err)
	}
	collateral := failedRec.Acceptance.Collateral
	if lostStake := new(big.Int).Sub(gaveStake0, stake(givesUp.Address)); lostStake.Cmp(collateral) != 0 {
		t.Fatalf("gives-up provider's stake fell by %s, want its collateral %s (slashed at the deadline, notice or not)", lostStake, collateral)
	}
	if spent := new(big.Int).Sub(req1, balance(r.Address())); spent.Cmp(rec2.Acceptance.Price) != 0 {
		t.Fatalf("requester spent %s, want only the second attempt's price %s", spent, rec2.Acceptance.Price)
	}
	if job2, err = r.Get(j2.ID); err != nil || job2.Attempts[0].RefundDue || job2.Phase != requester.PhaseRefunded || job2.SettleTx == (common.Hash{}) {
		t.Fatalf("after the due refund: phase %s, settle tx %s, attempts %+v (%v); want refunded, nothing due", job2.Phase, job2.SettleTx.Hex(), job2.Attempts, err)
	}
	if err := waitJobs(ctx, givesUp.Daemon(), "slashed", 1); err != nil {
		t.Fatalf("gives-up provider's runner: %v", err)
	}
	before.check(t, ctx, n)

	// 3. The requester stops while its job's first attempt fails (the notice finds nobody), and a
	// requester restarted on the same data dir completes the job from its record: the chain's
	// abandon ends the attempt, and the failover happens then.
	j3 := submitLogged(t, ctx, r, devnet.JobOptions{Class: "batch", Input: true, Retries: 1, Deadline: "10m", Label: "restart"}, givesUp.Address)
	if err := r.Close(); err != nil {
		t.Fatal(err)
	}
	r2, err := n.StartRequester(ctx)
	if err != nil {
		t.Fatalf("restart requester: %v", err)
	}
	defer r2.Close()
	rec3, err := r2.Complete(ctx, j3.ID, requester.FollowOptions{RefundAfterDeadline: true})
	if err != nil {
		t.Fatalf("restarted requester's Complete: %v", err)
	}
	checkHello(t, rec3)
	job3, err := r2.Get(j3.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(job3.Attempts) != 2 || job3.Attempts[0].Provider != lost.Address || !strings.Contains(job3.Attempts[0].Cause, "abandoned") ||
		job3.Attempts[1].Provider == lost.Address || rec3.ID != job3.Attempts[1].JobID {
		t.Fatalf("attempts after the restart %+v (delivered by %s)", job3.Attempts, rec3.ID.Hex())
	}
	if rec3, err = r2.Follow(ctx, rec3.ID, requester.FollowOptions{UntilSettled: true}); err != nil || rec3.Phase != requester.PhaseClaimed {
		t.Fatalf("restarted job settle: phase %s, err %v; want claimed", rec3.Phase, err)
	}
	before.check(t, ctx, n)
	if err := n.FaultErrors(); err != nil && !errors.Is(err, context.Canceled) {
		t.Fatal(err)
	}
}
