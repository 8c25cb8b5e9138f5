package provider

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"slices"
	"sync"
	"testing"

	"github.com/ipfs/go-cid"
	mh "github.com/multiformats/go-multihash"

	"github.com/gpumesh/gpumesh/proving"
	"github.com/gpumesh/gpumesh/proving/circuits/mimcchain"
)

// memPackages is a proving.Store in memory (raw CIDs of the whole bytes).
type memPackages struct {
	mu sync.Mutex
	m  map[cid.Cid][]byte
}

func (s *memPackages) Add(_ context.Context, r io.Reader) (cid.Cid, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return cid.Undef, err
	}
	h, err := mh.Sum(b, mh.SHA2_256, -1)
	if err != nil {
		return cid.Undef, err
	}
	c := cid.NewCidV1(cid.Raw, h)
	s.mu.Lock()
	defer s.mu.Unlock()
	s.m[c] = b
	return c, nil
}

func (s *memPackages) Get(_ context.Context, c cid.Cid) (io.ReadCloser, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	b, ok := s.m[c]
	if !ok {
		return nil, fmt.Errorf("%s not found", c)
	}
	return io.NopCloser(bytes.NewReader(b)), nil
}

// TestCircuitsWarmList: the offer's warm circuits are the packages the registry holds decoded,
// the pinned (advertised) ones first; a daemon without zk lists none and gives intake no
// registry (a nil interface, not a typed nil).
func TestCircuitsWarmList(t *testing.T) {
	var off *circuits
	if off.warm() != nil || off.registry() != nil {
		t.Fatal("zk off: want no warm circuits and a nil registry")
	}
	ctx := context.Background()
	store := &memPackages{m: map[cid.Cid][]byte{}}
	owner, err := proving.NewRegistry(store, proving.RegistryConfig{})
	if err != nil {
		t.Fatal(err)
	}
	var cids []cid.Cid
	for _, rounds := range []int{4, 5} {
		p, err := proving.Setup(ctx, mimcchain.New(rounds), proving.SetupConfig{Name: fmt.Sprintf("mimcchain-%d", rounds)})
		if err != nil {
			t.Fatal(err)
		}
		c, err := owner.Put(ctx, p)
		if err != nil {
			t.Fatal(err)
		}
		cids = append(cids, c)
	}
	reg, err := proving.NewRegistry(store, proving.RegistryConfig{})
	if err != nil {
		t.Fatal(err)
	}
	cs := newCircuits(reg)
	if cs.registry() == nil || len(cs.warm()) != 0 {
		t.Fatalf("fresh: registry %v, warm %v", cs.registry(), cs.warm())
	}
	if _, err := reg.Pin(ctx, cids[0], proving.Want{}); err != nil {
		t.Fatal(err)
	}
	if _, err := reg.Load(ctx, cids[1], proving.Want{}); err != nil { // a job's package, more recent
		t.Fatal(err)
	}
	if got, want := cs.warm(), []string{cids[0].String(), cids[1].String()}; !slices.Equal(got, want) {
		t.Fatalf("warm %v, want the pinned circuit first: %v", got, want)
	}
	cs.signal()
	cs.signal() // coalesced: never blocks
	<-cs.changed
	select {
	case <-cs.changed:
		t.Fatal("two signals queued, want one")
	default:
	}
}
