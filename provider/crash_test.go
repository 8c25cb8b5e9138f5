package provider_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/cockroachdb/pebble/v2"
	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/contracts/bindings"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/p2p/content"
	"github.com/gpumesh/gpumesh/provider"
	"github.com/gpumesh/gpumesh/provider/runner"
	"github.com/ipfs/go-cid"
)

// Terms of every crash-test job (token units; the devnet's fee is 100 bps).
const (
	crashPrice      = 50_000
	crashCollateral = 2 * crashPrice // what harness.propose asks for
	crashFeeBps     = 100
)

// TestDaemonCrashEachState is the runner's crash test on the real chain, with the daemon as its
// own OS process: for each runner state the daemon SIGKILLs itself (provider.WithCrashAt) either
// right after the state is persisted or right after its action took effect (fetched, ran,
// uploaded, submitResult or claim mined) and before the next state is written; it is then
// restarted without the crash point. Every job must end paid exactly once: one ResultSubmitted
// and one JobClaimed event, the provider's token balance grown by exactly price minus fee, the
// executor run no more often than the crashes forced, the requester able to decrypt the output,
// and the provider's records (live /status, the runner record and the offline status) agreeing
// with the chain. A last case keeps the daemon down past the deadline: the requester refunds,
// the collateral is slashed, and the restarted daemon records the job as slashed without sending
// a result or a claim. The cases share one devnet, each with its own provider account and data
// dir, so they run concurrently and do not depend on each other.
//
// No case races the wall clock: job deadlines lie jobMargin after the chain's time (out of reach
// within the test's time limit), and the last case passes its deadline by moving the chain's
// clock. It runs after the others, because moving the clock would also expire acceptances
// signed but not yet opened by them.
func TestDaemonCrashEachState(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: starts a devnet and two dozen daemon processes (make test runs it)")
	}
	cases := []struct {
		at           string // crashAtEnv value
		wantAttempts int    // executor runs started, as the runner counts them
		wantRuns     int    // executor runs that happened, from the executor's log lines
	}{
		{"accepted", 1, 1},
		{"fetching", 1, 1},
		{"fetching+acted", 1, 1},
		{"running", 2, 1}, // killed after the attempt was counted, before the executor started
		{"running+acted", 2, 2},
		{"uploading", 1, 1},
		{"uploading+acted", 1, 1},
		{"submitted", 1, 1},
		{"submitted+acted", 1, 1}, // submitResult mined, submitted -> claimable not written
		{"claimable", 1, 1},
		{"claimable+acted", 1, 1}, // claim mined, paid not written
	}
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	start := time.Now()
	net := startNetwork(t, ctx, len(cases)+2)
	input := []byte("crash test input\n")
	inCID, err := net.store.AddReader(ctx, bytes.NewReader(input), content.AddOptions{})
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.New()
	sum.Write([]byte("/in/data"))
	sum.Write(input)
	wantOut := hex.EncodeToString(sum.Sum(nil)) + "\n"
	t.Logf("network ready after %s", time.Since(start))

	// t.Run from several goroutines: the cases run concurrently without t.Parallel, whose limit
	// (GOMAXPROCS) would serialize them on a small machine; 6 at once keeps the load sane.
	sem := make(chan struct{}, 6)
	var wg sync.WaitGroup
	for i, tc := range cases {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			t.Run(tc.at, func(t *testing.T) {
				h := net.withProvider(t, i)
				h.crashCase(t, ctx, tc.at, tc.wantAttempts, tc.wantRuns, inCID.String(), wantOut)
			})
		}()
	}
	wg.Wait()
	t.Run("down past deadline", func(t *testing.T) {
		net.withProvider(t, len(cases)).deadlineCase(t, ctx)
	})
	t.Run("deadline passes while submitting", func(t *testing.T) {
		net.withProvider(t, len(cases)+1).missedCase(t, ctx)
	})
	t.Logf("all cases done after %s", time.Since(start))
}

// crashCase runs one job through a daemon that kills itself at `at`, then through its restart.
func (h *harness) crashCase(t *testing.T, ctx context.Context, at string, wantAttempts, wantRuns int, inCID, wantOut string) {
	h.t = t
	h.startDaemon(t, crashAtEnv+"="+at)
	h.connect(t, ctx)
	c := h.net.Contracts
	bal0, err := h.net.Owned(ctx, h.provAddr)
	if err != nil {
		t.Fatal(err)
	}
	specCID, _ := h.spec(t, ctx, wasmSpec(h.wasmCID, "[hello]", "64MiB", "10s", map[string]string{"data": inCID}))
	acc, err := h.propose(ctx, specCID, market.ClassBatch, crashPrice)
	if err != nil {
		t.Fatal(err)
	}
	h.open(ctx, acc)
	h.waitKilled(t, at)
	h.startDaemon(t)
	h.connect(t, ctx)

	dir := h.result(ctx, acc.JobID, contracts.StatusClaimed, time.Minute)
	if out, err := os.ReadFile(filepath.Join(dir, "out", "result")); err != nil || string(out) != wantOut {
		t.Errorf("output %q (%v), want %q", out, err, wantOut)
	}
	id := common.Hash(acc.JobID).Hex()
	want := new(big.Int).SetInt64(crashPrice - crashPrice*crashFeeBps/10_000)
	waitFor(t, time.Minute, "the provider to record the payment", func() (bool, error) {
		st := h.status(t)
		return st.Jobs["paid"] == 1 && len(st.Running) == 0, nil
	})
	if st := h.status(t); st.Earnings != want.String() || len(st.Jobs) != 1 {
		t.Errorf("live status: jobs %v earnings %s, want 1 paid earning %s", st.Jobs, st.Earnings, want)
	}
	bal1, err := h.net.Owned(ctx, h.provAddr)
	if err != nil {
		t.Fatal(err)
	}
	if got := new(big.Int).Sub(bal1, bal0); got.Cmp(want) != 0 {
		t.Errorf("provider's wallet and escrow earnings grew by %s, want price - fee = %s", got, want)
	}
	for ev, n := range map[string]int{"ResultSubmitted": 1, "JobClaimed": 1, "JobRefunded": 0} {
		if got := h.events(t, ctx, ev, acc.JobID); got != n {
			t.Errorf("%d %s events, want %d", got, ev, n)
		}
	}
	sr, err := c.SubmittedResult(ctx, acc.JobID)
	if err != nil {
		t.Fatal(err)
	}
	chainCID, err := cid.Cast(sr.ResultCID)
	if err != nil {
		t.Fatal(err)
	}

	// The provider's own records, read from the stopped daemon's data dir.
	h.stopDaemon(syscall.SIGTERM)
	rec := readRecord(t, h.dataDir, id)
	if rec.State != runner.StatePaid || rec.Paid == nil || rec.Paid.Cmp(want) != 0 || rec.ResultCID != chainCID.String() {
		t.Errorf("runner record: state %s paid %v result %s; chain: Claimed, payout %s, result %s", rec.State, rec.Paid, rec.ResultCID, want, chainCID)
	}
	if rec.Attempts != wantAttempts {
		t.Errorf("executor attempts %d, want %d (one crash at %s)", rec.Attempts, wantAttempts, at)
	}
	// Both daemon processes log to h.logs, unbuffered, so a run just before a SIGKILL counts too.
	if runs := strings.Count(h.logs.String(), `msg="wasm run" job_id=`+id); runs != wantRuns {
		t.Errorf("the executor ran %d times, want %d (one crash at %s)", runs, wantRuns, at)
	}
	st, err := provider.ReadStatusOffline(h.dataDir, map[string]int{"batch": 1})
	if err != nil || st.Jobs["paid"] != 1 || len(st.Jobs) != 1 || st.Earnings != want.String() {
		t.Errorf("offline status %+v (%v): want one paid job earning %s", st, err, want)
	}
}

// deadlineCase: the daemon dies with the job accepted and stays down past its deadline.
func (h *harness) deadlineCase(t *testing.T, ctx context.Context) {
	h.t = t
	h.startDaemon(t, crashAtEnv+"=accepted")
	h.connect(t, ctx)
	c := h.net.Contracts
	specCID, _ := h.spec(t, ctx, wasmSpec(h.wasmCID, "[hello]", "32MiB", "2s", nil))
	// The deadline is far in chain time (nothing the machine's load does reaches it); the test
	// moves the chain's clock past it once the daemon is down.
	acc, err := h.proposeDeadline(ctx, specCID, market.ClassBatch, crashPrice, h.chainDeadline(time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	h.open(ctx, acc)
	h.waitKilled(t, "accepted")
	stake0, err := c.StakeOf(ctx, h.provAddr)
	if err != nil {
		t.Fatal(err)
	}
	oc, err := acc.OnChain()
	if err != nil {
		t.Fatal(err)
	}
	// The daemon stays down while the chain's clock passes the deadline; the requester refunds.
	if err := h.net.Chain.AdvanceTo(time.Unix(int64(oc.Deadline)+1, 0)); err != nil {
		t.Fatal(err)
	}
	h.sendMu.Lock()
	_, err = c.Refund(ctx, h.sender, oc)
	h.sendMu.Unlock()
	if err != nil {
		t.Fatalf("refund after the deadline: %v", err)
	}
	stake1, err := c.StakeOf(ctx, h.provAddr)
	if err != nil {
		t.Fatal(err)
	}
	// No job of the provider is live any more: the registry locks exactly its free collateral
	// reserve in the escrow (zero unless an earlier claim left collateral there).
	reserve, err := c.ReserveOf(ctx, h.provAddr)
	if err != nil {
		t.Fatal(err)
	}
	if got := new(big.Int).Sub(stake0.Stake, stake1.Stake); got.Int64() != crashCollateral || stake1.Locked.Cmp(reserve) != 0 {
		t.Errorf("stake %s -> %s (locked %s, reserve %s): want the collateral %d slashed and only the reserve locked", stake0.Stake, stake1.Stake, stake1.Locked, reserve, crashCollateral)
	}
	nonce0, err := h.net.Backend.NonceAt(ctx, h.provAddr, nil)
	if err != nil {
		t.Fatal(err)
	}
	bal0, err := c.BalanceOf(ctx, h.provAddr)
	if err != nil {
		t.Fatal(err)
	}

	h.startDaemon(t)
	id := common.Hash(acc.JobID).Hex()
	waitFor(t, time.Minute, "the provider to record the slash", func() (bool, error) {
		st := h.status(t)
		return st.Jobs["slashed"] == 1 && len(st.Running) == 0, nil
	})
	for ev, n := range map[string]int{"ResultSubmitted": 0, "JobClaimed": 0, "JobRefunded": 1} {
		if got := h.events(t, ctx, ev, acc.JobID); got != n {
			t.Errorf("%d %s events, want %d", got, ev, n)
		}
	}
	if js, err := c.JobState(ctx, acc.JobID); err != nil || js.Status != contracts.StatusRefunded {
		t.Errorf("chain job state %+v (%v), want Refunded", js, err)
	}
	// On restart the daemon tops its stake back up to chain.stake (approve + stake: two
	// transactions, paying the slashed collateral); it sends nothing else.
	nonce1, err := h.net.Backend.NonceAt(ctx, h.provAddr, nil)
	if err != nil {
		t.Fatal(err)
	}
	bal1, err := c.BalanceOf(ctx, h.provAddr)
	if err != nil {
		t.Fatal(err)
	}
	if nonce1-nonce0 != 2 || new(big.Int).Sub(bal0, bal1).Int64() != crashCollateral {
		t.Errorf("after the restart the provider sent %d transactions and paid %s tokens units; want 2 (the stake top-up) paying %d",
			nonce1-nonce0, new(big.Int).Sub(bal0, bal1), crashCollateral)
	}
	h.stopDaemon(syscall.SIGTERM)
	rec := readRecord(t, h.dataDir, id)
	if runs := strings.Count(h.logs.String(), `msg="wasm run" job_id=`+id); runs != 0 {
		t.Errorf("the executor ran %d times for a job whose daemon was down until its deadline", runs)
	}
	if rec.State != runner.StateSlashed || rec.Attempts != 0 || rec.ResultCID != "" || (rec.Paid != nil && rec.Paid.Sign() != 0) {
		t.Errorf("runner record %+v: want slashed, never run, nothing submitted or paid", rec)
	}
	if st, err := provider.ReadStatusOffline(h.dataDir, nil); err != nil || st.Jobs["slashed"] != 1 || len(st.Jobs) != 1 || st.Earnings != "0" {
		t.Errorf("offline status %+v (%v): want one slashed job, no earnings", st, err)
	}
}

// missedCase: the job's deadline passes in chain time between the run and the submit (the
// daemon dies after uploading; the chain's clock passes the deadline while it is down, though
// the wall clock does not). The restarted daemon submits once, the escrow reverts DeadlinePassed,
// and the job is recorded as missed — no retry loop, no transaction — then, after the requester's
// refund, as slashed; the records match the chain. Before the runner classified errors it retried
// the submit forever with exponential backoff.
func (h *harness) missedCase(t *testing.T, ctx context.Context) {
	h.t = t
	h.startDaemon(t, crashAtEnv+"=uploading+acted")
	h.connect(t, ctx)
	c := h.net.Contracts
	specCID, _ := h.spec(t, ctx, wasmSpec(h.wasmCID, "[hello]", "32MiB", "10s", nil))
	acc, err := h.proposeDeadline(ctx, specCID, market.ClassBatch, crashPrice, h.chainDeadline(time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	h.open(ctx, acc)
	h.waitKilled(t, "uploading+acted")
	oc, err := acc.OnChain()
	if err != nil {
		t.Fatal(err)
	}
	if err := h.net.Chain.AdvanceTo(time.Unix(int64(oc.Deadline)+1, 0)); err != nil {
		t.Fatal(err)
	}
	nonce0, err := h.net.Backend.NonceAt(ctx, h.provAddr, nil)
	if err != nil {
		t.Fatal(err)
	}
	h.startDaemon(t)
	id := common.Hash(acc.JobID).Hex()
	waitFor(t, time.Minute, "the provider to record the job as missed", func() (bool, error) {
		return h.status(t).Jobs["missed"] == 1, nil
	})
	if js, err := c.JobState(ctx, acc.JobID); err != nil || js.Status != contracts.StatusOpen {
		t.Fatalf("chain job state %+v (%v), want Open (no result)", js, err)
	}
	h.sendMu.Lock()
	_, err = c.Refund(ctx, h.sender, oc)
	h.sendMu.Unlock()
	if err != nil {
		t.Fatalf("refund after the deadline: %v", err)
	}
	waitFor(t, time.Minute, "the provider to record the slash", func() (bool, error) {
		st := h.status(t)
		return st.Jobs["slashed"] == 1 && len(st.Running) == 0, nil
	})
	nonce1, err := h.net.Backend.NonceAt(ctx, h.provAddr, nil)
	if err != nil {
		t.Fatal(err)
	}
	if nonce1 != nonce0 {
		t.Errorf("the restarted provider sent %d transactions, want none (the submit fails in estimation)", nonce1-nonce0)
	}
	for ev, n := range map[string]int{"ResultSubmitted": 0, "JobClaimed": 0, "JobRefunded": 1} {
		if got := h.events(t, ctx, ev, acc.JobID); got != n {
			t.Errorf("%d %s events, want %d", got, ev, n)
		}
	}
	h.stopDaemon(syscall.SIGTERM)
	logs := h.logs.String()
	if n := strings.Count(logs, `msg="job step failed permanently, not retrying" job_id=`+id); n != 1 ||
		strings.Contains(logs, `msg="job step failed, retrying" job_id=`+id) {
		t.Errorf("%d permanent-failure lines for the job (want 1) or a retry logged:\n%s", n, logs)
	}
	rec := readRecord(t, h.dataDir, id)
	if rec.State != runner.StateSlashed || !strings.Contains(rec.Error, "DeadlinePassed") || rec.ResultCID == "" ||
		(rec.Paid != nil && rec.Paid.Sign() != 0) {
		t.Errorf("runner record %+v: want slashed after missed (DeadlinePassed), result uploaded but never on chain, nothing paid", rec)
	}
	if st, err := provider.ReadStatusOffline(h.dataDir, nil); err != nil || st.Jobs["slashed"] != 1 || len(st.Jobs) != 1 || st.Earnings != "0" {
		t.Errorf("offline status %+v (%v): want one slashed job, no earnings", st, err)
	}
}

// waitKilled waits for the daemon to SIGKILL itself at its crash point.
func (h *harness) waitKilled(t *testing.T, at string) {
	t.Helper()
	select {
	case <-h.exited:
	case <-time.After(time.Minute):
		t.Fatalf("the daemon did not reach its crash point %s within a minute", at)
	}
	h.cmd = nil
	var ee *exec.ExitError
	if !errors.As(*h.waitErr, &ee) {
		t.Fatalf("daemon exit %v, want killed by SIGKILL at %s", *h.waitErr, at)
	}
	if ws, ok := ee.Sys().(syscall.WaitStatus); !ok || !ws.Signaled() || ws.Signal() != syscall.SIGKILL {
		t.Fatalf("daemon exit %v, want killed by SIGKILL at %s", ee, at)
	}
	if !strings.Contains(h.logs.String(), "crash point reached") {
		t.Fatalf("daemon was killed, but not at its crash point:\n%s", h.logs.String())
	}
}

// events counts the escrow's events of a kind for a job.
func (h *harness) events(t *testing.T, ctx context.Context, name string, id [32]byte) int {
	t.Helper()
	ev, ok := bindings.NewJobEscrow().GetABI().Events[name]
	if !ok {
		t.Fatalf("escrow has no event %s", name)
	}
	logs, err := h.net.Backend.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(h.net.Deployment.Block),
		Addresses: []common.Address{h.net.Deployment.Escrow},
		Topics:    [][]common.Hash{{ev.ID}, {common.Hash(id)}},
	})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, l := range logs {
		if !l.Removed {
			n++
		}
	}
	return n
}

// readRecord reads a job's runner record from a stopped daemon's data dir.
func readRecord(t *testing.T, dataDir, id string) runner.Record {
	t.Helper()
	db, err := pebble.Open(filepath.Join(dataDir, "node"), &pebble.Options{ReadOnly: true, Logger: quietPebble{}})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	v, closer, err := db.Get([]byte("runner/v1/job/" + id))
	if err != nil {
		t.Fatalf("runner record of %s: %v", id, err)
	}
	defer closer.Close()
	rec, err := runner.DecodeRecord(v)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

type quietPebble struct{}

func (quietPebble) Infof(string, ...any)  {}
func (quietPebble) Errorf(string, ...any) {}
func (quietPebble) Fatalf(format string, args ...any) {
	slog.Error(fmt.Sprintf(format, args...))
	os.Exit(1)
}
