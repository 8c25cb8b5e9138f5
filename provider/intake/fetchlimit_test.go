package intake

import (
	"bytes"
	"context"
	"errors"
	mrand "math/rand/v2"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/cockroachdb/pebble/v2"
	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/market/propose"
	"github.com/gpumesh/gpumesh/p2p/content"
	"github.com/gpumesh/gpumesh/p2p/p2ptest"
)

// contentPair starts two real p2p nodes on loopback, connected, each with a content store:
// the requester's and the provider's.
func contentPair(t *testing.T) (req, prov *content.Store, reqID peer.ID) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	peers, err := p2ptest.StartPeers(ctx, 2, p2ptest.Options{TCPOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p2ptest.ClosePeers(peers) })
	var stores []*content.Store
	for _, p := range peers {
		s, err := content.New(content.Config{DataDir: t.TempDir(), MemTableSize: 4 << 20, CacheSize: 8 << 20, ChunkSize: 256 << 10}, p.Node.Host(), nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Start(ctx); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		stores = append(stores, s)
	}
	h0, h1 := peers[0].Node.Host(), peers[1].Node.Host()
	if err := h1.Connect(ctx, peer.AddrInfo{ID: h0.ID(), Addrs: h0.Addrs()}); err != nil {
		t.Fatal(err)
	}
	return stores[0], stores[1], h0.ID()
}

func addRandom(t *testing.T, s *content.Store, seed uint64, n int) cid.Cid {
	t.Helper()
	b := make([]byte, n)
	_, _ = mrand.NewChaCha8([32]byte{byte(seed)}).Read(b)
	c, err := s.AddReader(context.Background(), bytes.NewReader(b), content.AddOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestPrefetchBoundedByMaxFetchBytes: a job whose input, served by the requester's node over
// real libp2p hosts, is larger than what runner.max_fetch_mib leaves after its module is
// declined with a reason naming the input, the bound and the key; the provider's store keeps
// the module's pin only until the decline releases it, and nothing of the input. Within the
// bound the same job is prefetched, pinned and kept hot.
func TestPrefetchBoundedByMaxFetchBytes(t *testing.T) {
	req, prov, from := contentPair(t)
	module := addRandom(t, req, 1, 10<<10)
	input := addRandom(t, req, 2, 3<<20)
	spec := &jobspec.Job{Executor: jobspec.ExecutorWasm, Module: &jobspec.Source{CID: module.String()},
		Inputs: []jobspec.Mount{{Name: "data", Source: jobspec.Source{CID: input.String()}}}}
	db, err := pebble.Open(filepath.Join(t.TempDir(), "db"), &pebble.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })

	cfg := testConfig()
	cfg.MaxFetchBytes = 1 << 20
	a := testAcceptor(cfg, nil, db)
	a.in.deps.Content = prov
	a.in.m, _ = newMetrics(nil)
	ctx := context.Background()
	pinned, err := a.prefetch(ctx, tid("big"), spec, from)
	if !errors.Is(err, propose.ErrDeclined) {
		t.Fatalf("prefetch of a 3 MiB input under a 1 MiB bound: %v, want a decline", err)
	}
	for _, want := range []string{"input data", input.String(), maxFetchKey + " is 1 MiB"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("decline %q does not name %q", err, want)
		}
	}
	if len(pinned) != 0 {
		t.Errorf("declined prefetch kept pins %v", pinned)
	}
	if ok, _ := prov.IsPinned(ctx, input); ok {
		t.Error("the input is pinned after the decline")
	}
	if has, _ := prov.Has(ctx, input); has {
		t.Error("the input's root is in the provider's store after the decline")
	}
	// The module (10 KiB) was fetched and pinned before the input, and unpinned by the decline:
	// GC takes it, and nothing of the input is left to take.
	if _, err := prov.GC(ctx); err != nil {
		t.Fatal(err)
	}
	if prov.Used() != 0 || len(prov.Hot()) != 0 {
		t.Errorf("provider store holds %d bytes and %d hot entries after the decline and a GC, want none", prov.Used(), len(prov.Hot()))
	}

	cfg.MaxFetchBytes = 8 << 20
	a.in.cfg = cfg
	pinned, err = a.prefetch(ctx, tid("fits"), spec, from)
	if err != nil {
		t.Fatalf("prefetch within the bound: %v", err)
	}
	if len(pinned) != 2 {
		t.Fatalf("pinned %v, want the module and the input", pinned)
	}
	// The accepted job's content is in the hot set, to stay after the job's pins are released.
	hot := map[cid.Cid]bool{}
	for _, e := range prov.Hot() {
		hot[e.CID] = true
	}
	if !hot[module] || !hot[input] || len(hot) != 2 {
		t.Fatalf("hot set %v, want the module and the input", prov.Hot())
	}
}

// TestNoBidOnDeclaredInputsOverBound: a request whose declared input sizes add up to more than
// runner.max_fetch_mib gets no bid, and its spec is not even fetched.
func TestNoBidOnDeclaredInputsOverBound(t *testing.T) {
	cfg := testConfig()
	cfg.MaxFetchBytes = 1 << 20
	a := testAcceptor(cfg, nil, nil)
	specs := &specStore{specs: map[cid.Cid][]byte{}}
	a.in.deps.Content = specs
	b, err := newBidder(a.in, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	r := &market.Request{Class: market.ClassBatch, SpecCID: "bafkreie2ckidrwnablwqz5vh5iczzjikqe2esbq2xb4erty2cpvp34z3fq",
		InputCIDs: []string{"bafkreie2ckidrwnablwqz5vh5iczzjikqe2esbq2xb4erty2cpvp34z3fq"}, InputSizes: []uint64{2 << 20}, BidWindowMs: 1000}
	err = b.bid(context.Background(), r, "requester")
	if !errors.Is(err, errNoBid) || !strings.Contains(err.Error(), maxFetchKey) {
		t.Fatalf("bid on 2 MiB of declared inputs under a 1 MiB bound: %v, want no bid naming %s", err, maxFetchKey)
	}
	if n := specs.opens.Load(); n != 0 {
		t.Fatalf("the spec was fetched %d times", n)
	}
}
