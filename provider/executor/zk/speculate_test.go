package zk

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"math/big"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ipfs/go-cid"

	"github.com/gpumesh/gpumesh/provider/executor"
	"github.com/gpumesh/gpumesh/proving"
	"github.com/gpumesh/gpumesh/proving/circuits/mimcchain"
)

// speculation is the test's speculative job: the groth16 mimcchain fixture by CID, its witness
// served by open (which may block until the test releases it).
type speculation struct {
	ex      *Executor
	circuit cid.Cid
	f       *fixture
}

func newSpeculation(t *testing.T, cfg SpeculationConfig) *speculation {
	t.Helper()
	store := &memStore{}
	reg, err := proving.NewRegistry(store, proving.RegistryConfig{})
	if err != nil {
		t.Fatal(err)
	}
	f := fixtures[0] // mimcchain groth16
	c, err := store.Add(context.Background(), bytes.NewReader(f.pkgBytes))
	if err != nil {
		t.Fatal(err)
	}
	ex := New(Config{Packages: reg, Speculation: cfg})
	t.Cleanup(func() { ex.Close() })
	return &speculation{ex: ex, circuit: c, f: f}
}

// spec is a speculation of job id for requester, reading witness once release is closed (nil:
// at once).
func (s *speculation) spec(id string, requester byte, witness []byte, release chan struct{}) Speculation {
	return Speculation{JobID: id, Requester: common.Address{requester}, Circuit: s.circuit,
		Args: []string{"--backend=groth16"}, Limits: executor.Limits{MemoryBytes: 1 << 30},
		Witness: func(ctx context.Context) (io.ReadCloser, error) {
			if release != nil {
				select {
				case <-release:
				case <-ctx.Done():
					return nil, ctx.Err()
				}
			}
			return io.NopCloser(bytes.NewReader(witness)), nil
		}}
}

// run runs job id as the runner would once it opened, with witness, and returns its report.
func (s *speculation) run(t *testing.T, id string, witness []byte) Report {
	t.Helper()
	job := runnerJob(t, map[string][]byte{InputWitness: witness}, "--backend=groth16")
	job.ID, job.Module, job.Limits.MemoryBytes = id, s.circuit.String(), 1<<30
	res, err := s.ex.Run(context.Background(), job)
	if err != nil || res.Reason != executor.ReasonOK {
		t.Fatalf("run %s: %+v %v", id, res, err)
	}
	checkOutputs2(t, s.f, job.Output.HostPath)
	var rep Report
	b, err := os.ReadFile(filepath.Join(job.Output.HostPath, FileReport))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &rep); err != nil {
		t.Fatal(err)
	}
	return rep
}

// otherWitness is a valid witness of the fixture's circuit for another preimage.
func otherWitness(t *testing.T, f *fixture) []byte {
	t.Helper()
	a, err := mimcchain.Assignment(ecc.BN254, big.NewInt(8), rounds)
	if err != nil {
		t.Fatal(err)
	}
	w, err := f.pkg.NewWitness(a)
	if err != nil {
		t.Fatal(err)
	}
	b, err := w.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestSpeculativeProofTaken: a job speculated before it opened is run with the proof made then
// (one that verifies, reported as speculative), also when its run starts before that proof is
// done; a proof made for other witness bytes, or one that failed, is not used: the run proves.
func TestSpeculativeProofTaken(t *testing.T) {
	s := newSpeculation(t, SpeculationConfig{Slots: 2, PerRequester: 2})
	if err := s.ex.Speculate(s.spec("done", 1, s.f.valid, nil)); err != nil {
		t.Fatal(err)
	}
	<-s.ex.spec.held["done"].done
	if rep := s.run(t, "done", s.f.valid); !rep.Speculative || rep.ProveStartUnixNs == 0 || rep.ProveEndUnixNs < rep.ProveStartUnixNs {
		t.Fatalf("report %+v: want the speculative proof with its prove times", rep)
	}

	release := make(chan struct{})
	if err := s.ex.Speculate(s.spec("in progress", 1, s.f.valid, release)); err != nil {
		t.Fatal(err)
	}
	go func() {
		// The run below waits for the speculative prove; let it go once the run is counted.
		for {
			s.ex.spec.mu.Lock()
			n := s.ex.spec.running
			s.ex.spec.mu.Unlock()
			if n > 0 {
				close(release)
				return
			}
			runtime.Gosched()
		}
	}()
	if rep := s.run(t, "in progress", s.f.valid); !rep.Speculative {
		t.Fatal("a run that started before its speculative proof was done did not take it")
	}

	for _, tc := range []struct {
		name    string
		witness []byte
	}{{"other witness", otherWitness(t, s.f)}, {"unsatisfied", s.f.invalid}} {
		if err := s.ex.Speculate(s.spec(tc.name, 2, tc.witness, nil)); err != nil {
			t.Fatal(err)
		}
		<-s.ex.spec.held[tc.name].done
		if rep := s.run(t, tc.name, s.f.valid); rep.Speculative {
			t.Fatalf("%s: the speculative proof was used", tc.name)
		}
	}
	if n := len(s.ex.spec.held); n != 0 {
		t.Fatalf("%d speculative proofs held after their runs", n)
	}
}

// TestSpeculationBounds: the bounds written on SpeculationConfig, one at a time: a free slot,
// PerRequester and MaxHeld proofs held, no speculation for a requester whose acceptance expired
// unopened, nor for newcomers once MaxBlocked requesters are remembered; an expired job's proof
// is discarded (its run, were it opened after all, proves again).
func TestSpeculationBounds(t *testing.T) {
	release := make(chan struct{})
	s := newSpeculation(t, SpeculationConfig{Slots: 2, PerRequester: 1, MaxHeld: 2, MaxBlocked: 2})
	// Slot 1 of 2 taken by a speculative prove that waits for its witness.
	if err := s.ex.Speculate(s.spec("a1", 1, s.f.valid, release)); err != nil {
		t.Fatal(err)
	}
	if err := s.ex.Speculate(s.spec("a1", 2, s.f.valid, nil)); !errors.Is(err, ErrSpeculated) {
		t.Fatalf("same job again: %v", err)
	}
	if err := s.ex.Speculate(s.spec("a2", 1, s.f.valid, nil)); !errors.Is(err, ErrRequesterHeld) {
		t.Fatalf("requester 1's second: %v, want ErrRequesterHeld", err)
	}
	// Slot 2 taken by a run.
	s.ex.spec.runStarted()
	if err := s.ex.Speculate(s.spec("b1", 2, s.f.valid, nil)); !errors.Is(err, ErrSlotBusy) {
		t.Fatalf("no free slot: %v, want ErrSlotBusy", err)
	}
	s.ex.spec.runEnded()
	if err := s.ex.Speculate(s.spec("b1", 2, s.f.valid, nil)); err != nil {
		t.Fatalf("free slot: %v", err)
	}
	close(release)
	<-s.ex.spec.held["a1"].done
	<-s.ex.spec.held["b1"].done
	if err := s.ex.Speculate(s.spec("c1", 3, s.f.valid, nil)); !errors.Is(err, ErrHeldFull) {
		t.Fatalf("third held: %v, want ErrHeldFull", err)
	}
	// A finished proof past its job's deadline (its job opened and never ran) is dropped at
	// the next Speculate: room for c1.
	s.ex.spec.mu.Lock()
	s.ex.spec.held["b1"].deadline = time.Now().Add(-time.Second)
	s.ex.spec.mu.Unlock()
	if err := s.ex.Speculate(s.spec("c1", 3, s.f.valid, nil)); err != nil {
		t.Fatalf("with b1 past its deadline: %v", err)
	}
	<-s.ex.spec.held["c1"].done
	if rep := s.run(t, "b1", s.f.valid); rep.Speculative {
		t.Fatal("a proof past its job's deadline was used")
	}

	// a1's acceptance expires unopened: its proof is gone, requester 1 refused from now on.
	s.ex.Expired("a1", common.Address{1})
	if rep := s.run(t, "a1", s.f.valid); rep.Speculative {
		t.Fatal("an expired job's speculative proof was used")
	}
	if err := s.ex.Speculate(s.spec("a3", 1, s.f.valid, nil)); !errors.Is(err, ErrRequesterOff) {
		t.Fatalf("requester with an expired acceptance: %v, want ErrRequesterOff", err)
	}
	// The blocked set full (MaxBlocked 2): newcomers are refused, known ones still served.
	s.ex.Expired("never speculated", common.Address{4})
	if err := s.ex.Speculate(s.spec("d1", 5, s.f.valid, nil)); !errors.Is(err, ErrRequesterOff) {
		t.Fatalf("newcomer with the blocked set full: %v, want ErrRequesterOff", err)
	}
	if rep := s.run(t, "c1", s.f.valid); !rep.Speculative {
		t.Fatal("c1's speculative proof was not used")
	}
	if err := s.ex.Close(); err != nil {
		t.Fatal(err)
	}
	if err := s.ex.Speculate(s.spec("e1", 2, s.f.valid, nil)); !errors.Is(err, ErrClosed) {
		t.Fatalf("after Close: %v, want ErrClosed", err)
	}
}

// TestSpeculationOff: without slots or a package registry nothing is speculated.
func TestSpeculationOff(t *testing.T) {
	s := newSpeculation(t, SpeculationConfig{})
	if err := s.ex.Speculate(s.spec("x", 1, s.f.valid, nil)); !errors.Is(err, ErrNoSpeculation) {
		t.Fatalf("no slots: %v", err)
	}
	if err := New(Config{Speculation: SpeculationConfig{Slots: 1}}).Speculate(s.spec("x", 1, s.f.valid, nil)); !errors.Is(err, ErrNoSpeculation) {
		t.Fatalf("no registry: %v", err)
	}
}

// TestSpeculationRestart: speculative proofs live in memory only. A provider that restarts
// (a new Executor) after proving a job speculatively proves it again when it opens, once: the
// job's outputs are its run's, and the run is the only place a proof leaves the executor (the
// runner uploads and the settler submits what Run wrote), so nothing is lost and nothing is
// submitted twice.
func TestSpeculationRestart(t *testing.T) {
	s := newSpeculation(t, SpeculationConfig{Slots: 1})
	if err := s.ex.Speculate(s.spec("j", 1, s.f.valid, nil)); err != nil {
		t.Fatal(err)
	}
	<-s.ex.spec.held["j"].done
	if err := s.ex.Close(); err != nil {
		t.Fatal(err)
	}
	restarted := &speculation{ex: New(Config{Packages: s.ex.cfg.Packages, Speculation: SpeculationConfig{Slots: 1}}), circuit: s.circuit, f: s.f}
	defer restarted.ex.Close()
	if rep := restarted.run(t, "j", s.f.valid); rep.Speculative {
		t.Fatal("a restarted executor used a proof it never made")
	}
}
