package intake

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/big"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/cockroachdb/pebble/v2"
	"github.com/consensys/gnark/frontend"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/market/propose"
	"github.com/gpumesh/gpumesh/provider/executor"
	"github.com/gpumesh/gpumesh/provider/runner"
	"github.com/gpumesh/gpumesh/proving"
)

// intakeRunner is an acceptor over a runner with one CPU slot and one batch slot that never
// runs anything.
func intakeRunner(t *testing.T, minLead time.Duration) *Acceptor {
	t.Helper()
	cfg := testConfig()
	cfg.Terms.MinLead = minLead
	db, err := pebble.Open(filepath.Join(t.TempDir(), "node"), quietDB())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	r, err := runner.New(runner.Config{WorkDir: t.TempDir(), Slots: cfg.Slots, CPUSlots: 1},
		runner.Deps{DB: db, Fetcher: noDeps{}, Executors: executor.NewRegistry(), Uploader: noDeps{}, Settler: noDeps{}})
	if err != nil {
		t.Fatal(err)
	}
	return testAcceptor(cfg, r, db)
}

func batchSpec(wall time.Duration) *jobspec.Job {
	return &jobspec.Job{Class: "batch", Executor: jobspec.ExecutorWasm, Module: &jobspec.Source{CID: "bafy"},
		Resources: jobspec.Hardware{MemoryBytes: 64 << 20, WallTimeMs: uint64(wall / time.Millisecond)}}
}

// TestReservationHoldsCapacity: signed but unopened acceptances reserve capacity. With one slot,
// 10 s jobs and deadlines 36 s out (min_lead 5 s), three acceptances fit; a fourth proposal is
// declined while they are unopened (each would be checked alone against an empty queue before
// reservations existed, so all four were accepted and one would be slashed), and once the
// chain's clock passes their expiry the capacity returns.
func TestReservationHoldsCapacity(t *testing.T) {
	a := intakeRunner(t, 5*time.Second)
	now := time.Now()
	deadline := now.Add(36 * time.Second)
	expiry := now.Add(15 * time.Second)
	try := func(i byte, chainNow time.Time) error {
		p := &market.Proposal{JobID: contracts.JobID{i}, Class: market.ClassBatch, Deadline: uint64(deadline.Unix()), Price: big.NewInt(1)}
		spec := batchSpec(10 * time.Second)
		if err := a.checkSpec(p.JobID, p.Class, p.Deadline, spec); err != nil {
			return err
		}
		acc := market.AcceptProposal(p, uint64(expiry.Unix()))
		return a.reserve(p.JobID, peer.ID(fmt.Sprint("peer", i)), []byte("spec"), spec, acc, chainNow, nil)
	}
	for i := byte(1); i <= 3; i++ {
		if err := try(i, now); err != nil {
			t.Fatalf("acceptance %d of 3: %v", i, err)
		}
	}
	err := try(4, now)
	if !errors.Is(err, propose.ErrDeclined) || !strings.Contains(err.Error(), "promised to signed acceptances") {
		t.Fatalf("4th proposal with 3 unopened acceptances holding the slot: got %v, want a decline naming the promised capacity", err)
	}
	// One opens and is queued by the runner: still held (delivered, not yet queued, counts).
	a.promises.delivered(contracts.JobID{1})
	if err := try(4, now); !errors.Is(err, propose.ErrDeclined) {
		t.Fatalf("4th proposal after one opening: got %v, want a decline", err)
	}
	// The chain's clock passes the expiry of the unopened ones: their capacity returns.
	if err := try(4, expiry.Add(time.Second)); err != nil {
		t.Fatalf("after the acceptances expired: %v", err)
	}
}

// TestPromiseLimits: the specs stored for unopened acceptances are bounded per peer and in all;
// opened ones no longer count, and an expired one stops counting once pruned.
func TestPromiseLimits(t *testing.T) {
	x := newPromises(PromiseLimits{PerPeer: 2, PerPeerBytes: 100, Total: 3, TotalBytes: 250})
	add := func(id, peer string, n int) error {
		x.mu.Lock()
		defer x.mu.Unlock()
		if err := x.checkLimitsLocked(peer, n); err != nil {
			return err
		}
		x.addLocked(tid(id), &promise{peer: peer, bytes: n, expiry: time.Now().Add(time.Minute)})
		return nil
	}
	for _, tc := range []struct {
		id, peer string
		n        int
		want     string // "" = stored
	}{
		{"a1", "A", 40, ""},
		{"a2", "A", 40, ""},
		{"a3", "A", 10, "at most 2 per peer"},
		{"b1", "B", 101, "at most 100 per peer"},
		{"b2", "B", 90, ""},
		{"c1", "C", 10, "at most 3, 250 bytes"},
	} {
		err := add(tc.id, tc.peer, tc.n)
		if tc.want == "" && err != nil || tc.want != "" && (!errors.Is(err, errPromiseLimit) || !strings.Contains(err.Error(), tc.want)) {
			t.Fatalf("%s from %s (%d bytes): got %v, want %q", tc.id, tc.peer, tc.n, err, tc.want)
		}
	}
	x.delivered(tid("a1")) // opened: its spec is paid for, it no longer counts
	if err := add("c1", "C", 10); err != nil {
		t.Fatalf("after a1 opened: %v", err)
	}
	if err := add("a3", "A", 10); !errors.Is(err, errPromiseLimit) {
		t.Fatalf("global count full again: got %v", err)
	}
	x.drop(tid("b2")) // pruned after its expiry
	if err := add("a3", "A", 10); err != nil {
		t.Fatalf("after b2 was pruned: %v", err)
	}
}

// TestPendingPruneByChainTime: stored acceptances (with their specs) are deleted once the chain
// time the watcher has passed is beyond their expiry, not an hour later; opened ones stay.
func TestPendingPruneByChainTime(t *testing.T) {
	db, err := pebble.Open(filepath.Join(t.TempDir(), "db"), quietDB())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	s := &Store{db: db, promises: newPromises(defaultPromiseLimits)}
	now := time.Now()
	spec, _ := batchSpec(time.Second).Canonical()
	for i, exp := range []time.Time{now.Add(-time.Second), now.Add(time.Minute)} {
		p := &Pending{Acceptance: &market.Acceptance{JobID: contracts.JobID{byte(i + 1)}, Price: big.NewInt(1), Expiry: uint64(exp.Unix())}, Spec: spec}
		if err := s.Put(p); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.promises.load(s); err != nil {
		t.Fatal(err)
	}
	if got := s.promises.expiredBefore(now); len(got) != 1 || got[0] != (contracts.JobID{1}) {
		t.Fatalf("expired before now: %v", got)
	}
	pruned, err := s.prune(now)
	if err != nil || len(pruned) != 1 {
		t.Fatalf("pruned %d, %v", len(pruned), err)
	}
	if _, err := s.Get(contracts.JobID{1}); !errors.Is(err, ErrNoPending) {
		t.Fatalf("expired acceptance kept: %v", err)
	}
	if _, err := s.Get(contracts.JobID{2}); err != nil {
		t.Fatalf("live acceptance: %v", err)
	}
}

// square proves knowledge of x with x*x == Y.
type square struct {
	X frontend.Variable
	Y frontend.Variable `gnark:",public"`
}

func (c *square) Define(api frontend.API) error {
	api.AssertIsEqual(api.Mul(c.X, c.X), c.Y)
	return nil
}

// fakeVerifierChain registers one verifier with the given code.
type fakeVerifierChain struct {
	addr common.Address
	code []byte
}

func (f fakeVerifierChain) Circuit(context.Context, common.Hash) (*contracts.CircuitInfo, error) {
	return &contracts.CircuitInfo{Registered: true, Verifier: f.addr}, nil
}

func (f fakeVerifierChain) CodeAt(_ context.Context, a common.Address) ([]byte, error) {
	if a != f.addr {
		return nil, nil
	}
	return f.code, nil
}

// TestZkVerifierRejectAllDeclined: a circuit package declaring (and registered with) a verifier
// that rejects every proof is declined before accepting; the package declaring the code solc
// compiles for its verifying key is accepted; a registration whose code is not the declared one
// is declined. (Before, the provider checked only that the package's circuit id was registered.)
func TestZkVerifierRejectAllDeclined(t *testing.T) {
	ctx := context.Background()
	pkg, err := proving.Setup(ctx, &square{}, proving.SetupConfig{Name: "square"})
	if err != nil {
		t.Fatal(err)
	}
	var src bytes.Buffer
	if err := pkg.ExportSolidity(&src); err != nil {
		t.Fatal(err)
	}
	honestCode := []byte("runtime code of the gnark verifier for this key")
	rejectAll := common.FromHex("0x60006000fd") // PUSH1 0 PUSH1 0 REVERT: every call reverts
	compiled := func(code []byte) *proving.CompiledVerifier {
		return &proving.CompiledVerifier{Contract: "Verifier", Backend: pkg.Info().Backend, Source: src.Bytes(), Runtime: code, SolcVersion: "test"}
	}
	solc := func(context.Context, *proving.Package) (*proving.CompiledVerifier, error) {
		return compiled(honestCode), nil
	}
	honest, err := pkg.WithVerifier(compiled(honestCode))
	if err != nil {
		t.Fatal(err)
	}
	evil, err := pkg.WithVerifier(compiled(rejectAll))
	if err != nil {
		t.Fatal(err)
	}
	addr := common.HexToAddress("0x1234")
	for _, tc := range []struct {
		name string
		pkg  *proving.Package
		code []byte
		want string // "" = accepted
	}{
		{"honest verifier", honest, honestCode, ""},
		{"reject-all verifier declared and registered", evil, rejectAll, "not the one solc"},
		{"registered code is not the declared code", honest, rejectAll, "has code hash " + crypto.Keccak256Hash(rejectAll).Hex()},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := checkVerifier(ctx, fakeVerifierChain{addr: addr, code: tc.code}, common.Hash{9}, tc.pkg, solc)
			if tc.want == "" {
				if err != nil {
					t.Fatalf("declined: %v", err)
				}
				return
			}
			if !errors.Is(err, propose.ErrDeclined) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want a decline naming %q", err, tc.want)
			}
		})
	}
	noSolc := func(context.Context, *proving.Package) (*proving.CompiledVerifier, error) {
		return nil, errors.New("solc-js not found")
	}
	if err := checkVerifier(ctx, fakeVerifierChain{addr: addr, code: honestCode}, common.Hash{9}, honest, noSolc); !errors.Is(err, propose.ErrDeclined) || !strings.Contains(err.Error(), proving.SolcJSEnv) {
		t.Fatalf("without solc: got %v, want a decline naming %s", err, proving.SolcJSEnv)
	}
}

// TestPinsHeldWhileTheJobRuns: an opened job's prefetched content (a container's image archive)
// stays pinned while the runner runs it and is released once the run has ended; its capacity
// reservation ends as soon as the runner has it queued. Before, the pins were released with the
// capacity, as soon as the runner had fetched the content, so the image could be collected from
// the store while its container ran.
func TestPinsHeldWhileTheJobRuns(t *testing.T) {
	x := newPromises(defaultPromiseLimits)
	now := time.Now()
	job := runner.Job{ID: tid("j1"), Class: "batch", Deadline: now.Add(time.Hour)}
	x.mu.Lock()
	x.addLocked(tid("j1"), &promise{peer: "A", bytes: 10, expiry: now.Add(time.Minute), job: job, pinned: []string{"image-cid", "input-cid"}})
	x.mu.Unlock()
	x.delivered(tid("j1"))
	var st runner.State
	state := func(id contracts.JobID) (runner.State, bool) { return st, id == tid("j1") && st != "" }
	sweep := func(s runner.State) ([]string, []runner.Job) {
		st = s
		x.mu.Lock()
		defer x.mu.Unlock()
		return x.sweepLocked(now, state), x.reservedLocked()
	}
	if unpin, res := sweep(runner.StateFetching); len(unpin) != 0 || len(res) != 1 {
		t.Fatalf("fetching: unpinned %v, reserved %d jobs; want nothing unpinned and the capacity held", unpin, len(res))
	}
	if unpin, res := sweep(runner.StateRunning); len(unpin) != 0 || len(res) != 0 {
		t.Fatalf("running: unpinned %v, reserved %d jobs; want the pins held and the capacity released to the runner", unpin, len(res))
	}
	if !x.ownsLocked("image-cid") {
		t.Fatal("running: the image is no longer pinned for the job")
	}
	unpin, _ := sweep(runner.StateUploading)
	slices.Sort(unpin)
	if !slices.Equal(unpin, []string{"image-cid", "input-cid"}) || x.ownsLocked("image-cid") {
		t.Fatalf("run ended: unpinned %v, want the image and the input", unpin)
	}
	if unpin, _ := sweep(runner.StatePaid); len(unpin) != 0 {
		t.Fatalf("released twice: %v", unpin)
	}
}

// tid is a test job id that spells name in its bytes.
func tid(name string) contracts.JobID {
	var id contracts.JobID
	copy(id[:], name)
	return id
}
