package runner

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sort"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/contracts/bindings"
)

// TestClassifyEveryEscrowError names the class of every custom error in the committed JobEscrow
// ABI. An error added to the contract without a class here (and in escrowErrorClass) fails.
func TestClassifyEveryEscrowError(t *testing.T) {
	want := map[string]ErrorClass{
		"AcceptanceExpired": Permanent, "BindingMismatch": Permanent, "ChallengeWindowClosed": Permanent,
		"ChallengeWindowOpen": Transient, "CircuitExists": Permanent, "DeadlineNotReached": Transient,
		"DeadlinePassed": Permanent, "ForgedVerdict": Permanent,
		"AlreadyDrawn": Permanent, "DrawTooEarly": Transient, "NotYetDrawn": Transient, "NoVerifiers": Transient,
		"JobIdNotRequesters": Permanent, "ExpiryTooLate": Permanent, "InvalidReason": Permanent,
		"InvalidRecipient": Permanent, "NothingOwed": Permanent, "FeeOnTransferToken": Permanent,
		"InsufficientDeposit": Permanent, "InsufficientEarnings": Permanent, "InsufficientReserve": Permanent,
		"InvalidAmount": Permanent, "InvalidBackend": Permanent, "InvalidCID": Permanent,
		"InvalidClass": Permanent, "InvalidDeadline": Permanent, "InvalidDisputeConfig": Permanent,
		"InvalidFee": Permanent, "InvalidOutcome": Permanent, "InvalidShortString": Permanent,
		"InvalidSignature": Permanent, "InvalidVerdicts": Permanent, "JobExists": Permanent,
		"NoVerifierCode": Permanent, "NotEnabled": Permanent,
		"NotProvider": Permanent, "NotRequester": Permanent, "NotZkJob": Permanent,
		"OwnableInvalidOwner": Permanent, "OwnableUnauthorizedAccount": Permanent,
		"ProofRejected": Permanent, "ProofRequired": Permanent, "ReentrancyGuardReentrantCall": Transient,
		"RevealMismatch": Permanent, "SafeERC20FailedOperation": Transient, "StringTooLong": Permanent,
		"TermsMismatch": Permanent, "TooManyPublicInputs": Permanent, "UnknownCircuit": Permanent,
		"UnknownJob": Permanent, "VerdictLate": Permanent,
		"VerdictWindowOpen": Transient, "VerifierOutOfGas": Transient, "WrongDispute": Permanent,
		"WrongRegistry": Permanent, "WrongStatus": Permanent, "ZeroAddress": Permanent,
		"InvalidBatch": Permanent, "MixedProviders": Permanent, "NoFeesAccrued": Permanent,
	}
	parsed, err := abi.JSON(strings.NewReader(bindings.JobEscrowMetaData.ABI))
	if err != nil {
		t.Fatal(err)
	}
	names := make([]string, 0, len(parsed.Errors))
	for name := range parsed.Errors {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			w, ok := want[name]
			if !ok {
				t.Fatalf("escrow error %s has no class in this table: add it here and to escrowErrorClass", name)
			}
			if _, ok := escrowErrorClass[name]; !ok {
				t.Fatalf("escrow error %s has no entry in escrowErrorClass", name)
			}
			// As the settler returns it: wrapped with the operation.
			err := fmt.Errorf("submit result 0x01: %w", &contracts.RevertError{Contract: "escrow", Name: name})
			if got := Classify(err); got != w {
				t.Errorf("Classify(%v) = %s, want %s", err, got, w)
			}
		})
	}
	for name := range want {
		if _, ok := parsed.Errors[name]; !ok {
			t.Errorf("table names %s, which the escrow ABI does not have", name)
		}
	}
	if len(escrowErrorClass) != len(parsed.Errors) {
		t.Errorf("escrowErrorClass has %d entries, the escrow ABI %d errors", len(escrowErrorClass), len(parsed.Errors))
	}
}

// TestClassifyNonEscrowErrors: RPC and transaction-pool errors, and reverts that are not the
// escrow's, are retried.
func TestClassifyNonEscrowErrors(t *testing.T) {
	for _, err := range []error{
		nil,
		errors.New("nonce too low"),
		errors.New("replacement transaction underpriced"),
		fmt.Errorf("dial tcp 127.0.0.1:8545: %w", syscall.ECONNREFUSED),
		context.DeadlineExceeded,
		fmt.Errorf("wait mined: %w", context.DeadlineExceeded),
		&contracts.RevertError{Contract: "escrow"},                      // reverted without data
		&contracts.RevertError{Contract: "escrow", Name: "NoSuchError"}, // not in the ABI
		&contracts.RevertError{Contract: "registry", Name: "WrongStatus"},
		&contracts.RevertError{Contract: "token", Name: "ERC20InsufficientBalance"},
	} {
		if got := Classify(err); got != Transient {
			t.Errorf("Classify(%v) = %s, want transient", err, got)
		}
	}
}

// TestDeadlinePassedWhileSubmitting: the chain's clock runs ahead of the runner's (as the
// devnet's does), so the job's deadline has passed on chain when the runner submits, though not
// by the runner's clock. The escrow reverts DeadlinePassed. The runner must try once, read the
// chain, record the job as missed (no result on chain, nothing paid) and never send the submit
// again; then it follows the refund path to slashed. Before the classification the runner retried
// the submit forever with backoff.
func TestDeadlinePassedWhileSubmitting(t *testing.T) {
	e := newEnv(t)
	e.ledger.ahead = time.Hour
	var logs bytes.Buffer
	r := e.runner(Config{Logger: slog.New(slog.NewTextHandler(&syncWriter{w: &logs}, nil)), RetryBackoff: time.Millisecond})
	var mu sync.Mutex
	var states []State
	r.hook = func(point string, id contracts.JobID, s State) {
		if point == "persisted" {
			mu.Lock()
			states = append(states, s)
			mu.Unlock()
		}
	}
	j := e.job("missed", "hello")
	j.Deadline = time.Now().Add(time.Minute) // an hour ago in chain time
	if err := e.ledger.Open(j.ID, j.Price, j.Deadline); err != nil {
		t.Fatal(err)
	}
	if err := r.Submit(context.Background(), j); err != nil {
		t.Fatal(err)
	}
	start(t, r)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	rec, err := r.WaitFor(ctx, j.ID, func(s State) bool { return s == StateMissed || s.Final() })
	if err != nil {
		lj := e.ledger.all()[j.ID]
		t.Fatalf("job never left submitted: state %s, %d submits reverted: %v", rec.State, len(lj.Reverts), err)
	}
	rec = waitFinal(t, r, j.ID)

	lj := e.ledger.all()[j.ID]
	if len(lj.Reverts) != 1 || lj.Reverts[0] != "submit after deadline" || lj.Submits != 0 {
		t.Errorf("chain saw %d submits and reverts %q; want the one submit, reverted for its deadline", lj.Submits, lj.Reverts)
	}
	mu.Lock()
	got := fmt.Sprint(states)
	mu.Unlock()
	if !strings.Contains(got, "submitted missed slashed]") || strings.Count(got, "submitted") != 1 {
		t.Errorf("persisted states %s, want ... submitted missed slashed (submitted once)", got)
	}
	// The provider's records match the chain: no result on chain and none paid; refunded with
	// the collateral slashed; the cause kept.
	if rec.State != StateSlashed || lj.State != ChainSlashed || lj.ResultCID != "" || lj.Paid != nil || rec.Paid != nil ||
		!strings.Contains(rec.Error, "DeadlinePassed") {
		t.Errorf("record %s paid %v error %q; chain %s result %q paid %v", rec.State, rec.Paid, rec.Error, lj.State, lj.ResultCID, lj.Paid)
	}
	out := logs.String()
	if n := strings.Count(out, "job step failed permanently"); n != 1 || strings.Contains(out, "job step failed, retrying") ||
		!strings.Contains(out, "DeadlinePassed") {
		t.Errorf("want one permanent-failure line naming DeadlinePassed and no retries, got %d:\n%s", n, out)
	}
	if v := counterValue(t, e, "gpumesh_provider_runner_jobs_total", "missed"); v != 1 {
		t.Errorf("jobs_total{outcome=missed} = %v, want 1", v)
	}
}

// counterValue reads one outcome's jobs_total counter.
func counterValue(t *testing.T, e *env, name, outcome string) float64 {
	t.Helper()
	mfs, err := e.reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, mf := range mfs {
		if mf.GetName() != name {
			continue
		}
		for _, m := range mf.GetMetric() {
			for _, l := range m.GetLabel() {
				if l.GetName() == "outcome" && l.GetValue() == outcome {
					return m.GetCounter().GetValue()
				}
			}
		}
	}
	return 0
}
