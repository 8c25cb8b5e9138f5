package zk

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"sync"
	"testing"

	"github.com/ipfs/go-cid"
	"github.com/multiformats/go-multihash"

	"github.com/gpumesh/gpumesh/provider/executor"
	"github.com/gpumesh/gpumesh/proving"
)

// memStore is content storage in memory (raw CIDv1, sha2-256), enough for proving.Registry.
type memStore struct {
	mu sync.Mutex
	m  map[cid.Cid][]byte
}

var errNoBlock = errors.New("memstore: not found")

func (s *memStore) Add(_ context.Context, r io.Reader) (cid.Cid, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return cid.Undef, err
	}
	c, err := cid.V1Builder{Codec: cid.Raw, MhType: multihash.SHA2_256}.Sum(b)
	if err != nil {
		return cid.Undef, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.m == nil {
		s.m = map[cid.Cid][]byte{}
	}
	s.m[c] = b
	return c, nil
}

func (s *memStore) Get(_ context.Context, c cid.Cid) (io.ReadCloser, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	b, ok := s.m[c]
	if !ok {
		return nil, fmt.Errorf("%w: %s", errNoBlock, c)
	}
	return io.NopCloser(bytes.NewReader(b)), nil
}

// TestPackagesByCID: Job.Module is a circuit CID loaded through a proving.Registry.
func TestPackagesByCID(t *testing.T) {
	ctx := context.Background()
	store := &memStore{}
	reg, err := proving.NewRegistry(store, proving.RegistryConfig{})
	if err != nil {
		t.Fatal(err)
	}
	f := fixtures[1] // PLONK
	circuitCID, err := store.Add(ctx, bytes.NewReader(f.pkgBytes))
	if err != nil {
		t.Fatal(err)
	}
	notPkg, err := store.Add(ctx, bytes.NewReader([]byte("hello, not a circuit")))
	if err != nil {
		t.Fatal(err)
	}
	missing, err := cid.V1Builder{Codec: cid.Raw, MhType: multihash.SHA2_256}.Sum([]byte("absent"))
	if err != nil {
		t.Fatal(err)
	}
	ex := New(Config{Packages: reg})

	job := runnerJob(t, map[string][]byte{InputWitness: f.valid}, "--backend=plonk")
	job.Module = circuitCID.String()
	res, err := ex.Run(ctx, job)
	if err != nil || res.Reason != executor.ReasonOK {
		t.Fatalf("by CID: %+v %v", res, err)
	}
	checkOutputs2(t, f, job.Output.HostPath)

	for _, tc := range []struct {
		name   string
		module string
		args   []string
		badJob bool
		errIs  error
	}{
		{"not a package", notPkg.String(), nil, true, proving.ErrNotPackage},
		{"backend mismatch", circuitCID.String(), []string{"--backend=groth16"}, true, proving.ErrBackendMismatch},
		{"curve mismatch", circuitCID.String(), []string{"--curve=bw6_761"}, true, proving.ErrCurveMismatch},
		{"store failure", missing.String(), nil, false, errNoBlock},
	} {
		t.Run(tc.name, func(t *testing.T) {
			job := runnerJob(t, map[string][]byte{InputWitness: f.valid}, tc.args...)
			job.Module = tc.module
			_, err := ex.Run(ctx, job)
			if !errors.Is(err, tc.errIs) || errors.Is(err, executor.ErrBadJob) != tc.badJob {
				t.Fatalf("err %v; want %v, bad job %v", err, tc.errIs, tc.badJob)
			}
			if got := outFiles(t, job); len(got) != 0 {
				t.Fatalf("output written: %v", got)
			}
		})
	}
}
