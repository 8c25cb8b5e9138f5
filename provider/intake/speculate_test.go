package intake

import (
	"bytes"
	"context"
	"errors"
	"io"
	"math/big"
	"path/filepath"
	"reflect"
	"sync"
	"testing"
	"time"

	"github.com/cockroachdb/pebble/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ipfs/go-cid"
	"github.com/multiformats/go-multihash"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/p2p/content"
	zkexec "github.com/gpumesh/gpumesh/provider/executor/zk"
	"github.com/gpumesh/gpumesh/provider/runner"
)

func rawCID(t *testing.T, b []byte) cid.Cid {
	t.Helper()
	c, err := cid.V1Builder{Codec: cid.Raw, MhType: multihash.SHA2_256}.Sum(b)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestSpeculationIsTheRunnersJob: what the acceptor hands the speculator is the job the runner
// will run once it opens (runner.JobFromSpec: the id, circuit, arguments and limits the zk
// executor compares before taking the proof), for the acceptance's requester, with the witness
// read by its CID within runner.max_fetch_mib.
func TestSpeculationIsTheRunnersJob(t *testing.T) {
	circuit, witness := rawCID(t, []byte("circuit")), rawCID(t, []byte("witness"))
	spec := &jobspec.Job{Class: "zk", Executor: jobspec.ExecutorZK, Circuit: circuit.String(), Args: []string{"--backend=groth16"},
		Inputs:    []jobspec.Mount{{Name: zkexec.InputWitness, Source: jobspec.Source{CID: witness.String()}}},
		Resources: jobspec.Hardware{MemoryBytes: 512 << 20, WallTimeMs: 60_000}}
	acc := &market.Acceptance{JobID: contracts.JobID{7}, Requester: common.Address{9}, Price: big.NewInt(5), Deadline: uint64(time.Now().Add(time.Hour).Unix())}
	var opened cid.Cid
	var opts content.FetchOptions
	open := func(_ context.Context, c cid.Cid, o content.FetchOptions) (io.ReadCloser, int64, error) {
		opened, opts = c, o
		return io.NopCloser(bytes.NewReader([]byte("w"))), 1, nil
	}
	s, ok := speculation(acc, spec, open, 1<<20)
	if !ok {
		t.Fatal("no speculation of a zk spec")
	}
	job := runner.JobFromSpec(acc.JobID, spec, time.Unix(int64(acc.Deadline), 0), acc.Price)
	if s.JobID != job.ID.String() || s.Requester != acc.Requester || s.Circuit.String() != job.Module ||
		!reflect.DeepEqual(s.Args, job.Args) || s.Limits != job.Limits {
		t.Fatalf("speculation %+v differs from the runner's job %+v", s, job)
	}
	rc, err := s.Witness(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	rc.Close()
	if opened != witness || opts.MaxBytes != 1<<20 || opts.MaxBytesKey != maxFetchKey {
		t.Fatalf("witness opened as %s %+v", opened, opts)
	}
	spec.Inputs = nil
	if _, ok := speculation(acc, spec, open, 1<<20); ok {
		t.Fatal("speculation of a spec without a witness")
	}
}

// expiredLog is a Speculator recording Expired calls.
type expiredLog struct {
	mu  sync.Mutex
	got map[string]common.Address
}

func (e *expiredLog) Speculate(zkexec.Speculation) error { return zkexec.ErrNoSpeculation }
func (e *expiredLog) Expired(id string, requester common.Address) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.got[id] = requester
}

// noChain is a Chain never asked here.
type noChain struct{}

func (noChain) StakeOf(context.Context, common.Address) (*contracts.StakeInfo, error) {
	return nil, errors.New("unused")
}
func (noChain) Now(context.Context) (time.Time, error) { return time.Time{}, errors.New("unused") }
func (noChain) Circuit(context.Context, common.Hash) (*contracts.CircuitInfo, error) {
	return nil, errors.New("unused")
}
func (noChain) CodeAt(context.Context, common.Address) ([]byte, error) {
	return nil, errors.New("unused")
}

// TestExpiredReachSpeculator: every acceptance the store prunes as expired unopened is reported
// to the speculator with its requester (which discards its proof and stops speculating for that
// requester); opened ones and live ones are not.
func TestExpiredReachSpeculator(t *testing.T) {
	db, err := pebble.Open(filepath.Join(t.TempDir(), "db"), quietDB())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	log := &expiredLog{got: map[string]common.Address{}}
	key, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	in, err := New(testConfig(), Deps{DB: db, Key: key, Chain: noChain{}, Runner: &countingRunner{jobs: map[contracts.JobID]int{}}, Speculator: log})
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	mk := func(b byte, expiry time.Time, delivered bool) *Pending {
		return &Pending{Acceptance: &market.Acceptance{JobID: contracts.JobID{b}, Requester: common.Address{b}, Price: big.NewInt(1),
			Expiry: uint64(expiry.Unix())}, Delivered: delivered}
	}
	for _, p := range []*Pending{mk(1, now.Add(-time.Minute), false), mk(2, now.Add(-time.Minute), true), mk(3, now.Add(time.Hour), false)} {
		if err := in.Pending.Put(p); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := in.Pending.prune(now); err != nil {
		t.Fatal(err)
	}
	if want := map[string]common.Address{contracts.JobID{1}.String(): {1}}; !reflect.DeepEqual(log.got, want) {
		t.Fatalf("expired reported %v, want %v", log.got, want)
	}
}
