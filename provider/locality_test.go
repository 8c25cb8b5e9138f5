package provider

import (
	"context"
	"io"
	"math/big"
	mrand "math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/match"
	"github.com/gpumesh/gpumesh/p2p/content"
	"github.com/gpumesh/gpumesh/p2p/p2ptest"
)

// TestLocalityDecidesMatch: two providers, same price, reputation, latency and hardware; one
// ran a job on a dataset (4 MiB; GPUMESH_LOCALITY_MIB=1024 for the 1 GiB run) (fetched from the requester over real libp2p hosts, kept in its
// hot set, the job's pin released) and was restarted since. After the restart and a GC it still
// holds the dataset and its offer advertises it; a job that needs the dataset and a small script
// goes to it, though the tie between the two would go to the other (the lower address), and
// Explain shows the locality term, in bytes, that decided it.
func TestLocalityDecidesMatch(t *testing.T) {
	size := 4 << 20
	if mib, _ := strconv.Atoi(os.Getenv("GPUMESH_LOCALITY_MIB")); mib > 0 {
		size = mib << 20
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute+time.Duration(size>>20)*100*time.Millisecond)
	defer cancel()
	peers, err := p2ptest.StartPeers(ctx, 3, p2ptest.Options{TCPOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p2ptest.ClosePeers(peers) })
	open := func(dir string, h host.Host) *content.Store {
		s, err := content.New(content.Config{DataDir: dir, MemTableSize: 4 << 20, CacheSize: 8 << 20}, h, nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Start(ctx); err != nil {
			t.Fatal(err)
		}
		return s
	}
	reqStore := open(t.TempDir(), peers[0].Node.Host())
	defer reqStore.Close()
	add := func(seed uint64, n int) cid.Cid {
		c, err := reqStore.AddReader(ctx, io.LimitReader(mrand.NewChaCha8([32]byte{byte(seed)}), int64(n)), content.AddOptions{})
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	dataset, script := add(1, size), add(2, 2<<10)

	dirA := t.TempDir()
	hostA, hostB := peers[1].Node.Host(), peers[2].Node.Host()
	storeA, storeB := open(dirA, hostA), open(t.TempDir(), hostB)
	defer storeB.Close()
	from := peer.AddrInfo{ID: peers[0].Node.Host().ID(), Addrs: peers[0].Node.Host().Addrs()}
	if err := hostA.Connect(ctx, from); err != nil {
		t.Fatal(err)
	}
	// A runs a job on the dataset: fetched and pinned for the job, kept hot, released after it.
	if _, err := storeA.Pin(ctx, dataset, "job input", content.FetchOptions{Providers: []peer.AddrInfo{from}, MaxBytes: int64(size) + 16<<20}); err != nil {
		t.Fatal(err)
	}
	if kept, err := storeA.KeepHot(ctx, dataset); err != nil || !kept {
		t.Fatalf("KeepHot: %v, %v", kept, err)
	}
	if err := storeA.Unpin(ctx, dataset); err != nil {
		t.Fatal(err)
	}
	// Restart A, then collect garbage: the hot dataset stays.
	if err := storeA.Close(); err != nil {
		t.Fatal(err)
	}
	storeA = open(dirA, hostA)
	defer storeA.Close()
	if _, err := storeA.GC(ctx); err != nil {
		t.Fatal(err)
	}
	if held, ok, err := storeA.LocalSize(ctx, dataset); err != nil || !ok || held < int64(size) {
		t.Fatalf("after restart and GC, A holds the dataset: %v (%d bytes), %v", ok, held, err)
	}

	offerOf := func(id int64, s *content.Store) *market.Offer {
		return &market.Offer{
			Provider: common.BigToAddress(big.NewInt(id)), PeerID: "p",
			GPUs:      []market.GPU{{Model: "cpu", Vendor: "cpu", Count: 1}},
			Prices:    []market.ClassPrice{{Class: market.ClassBatch, Unit: market.PerGPUSecond, Amount: big.NewInt(100)}},
			HotCIDs:   OfferHotCIDs(ctx, s),
			Executors: []market.Executor{{Name: "wasm"}},
			Nonce:     1, Expiry: 2e9,
		}
	}
	offA, offB := offerOf(2, storeA), offerOf(1, storeB)
	if !slices.Contains(offA.HotCIDs, dataset.String()) || len(offB.HotCIDs) != 0 {
		t.Fatalf("offers advertise A %v, B %v: want the dataset from A only", offA.HotCIDs, offB.HotCIDs)
	}
	inputs := []string{dataset.String(), script.String()}
	req := &market.Request{JobID: contracts.JobID{1}, Requester: common.HexToAddress("0x9"), Class: market.ClassBatch,
		Req:       market.Requirements{GPUCount: 1, MaxPrice: big.NewInt(1000)},
		InputCIDs: inputs, InputSizes: sizesOf(t, reqStore, inputs), BidWindowMs: 100, Expiry: 2e9}
	if err := req.Validate(); err != nil {
		t.Fatal(err)
	}
	cands := []match.Candidate{{Offer: offB, Reputation: 9000}, {Offer: offA, Reputation: 9000}}
	if got := match.Best(match.Config{}, req, cands); got != 1 {
		t.Fatalf("the job went to candidate %d, want A (1), which holds the dataset", got)
	}
	ex := match.Explain(match.Config{}, req, cands)
	var term match.ScoreTerm
	for _, tm := range ex[1].Terms {
		if tm.Name == "locality" {
			term = tm
		}
	}
	t.Logf("dataset %d MiB; explain, A: rank %d, locality %+v", size>>20, ex[1].Rank, term)
	if ex[1].Rank != 1 || term.Contribution <= 0 || !strings.Contains(term.Detail, "input bytes held hot") {
		t.Fatalf("explain: A ranked %d with locality term %+v", ex[1].Rank, term)
	}
	// Without the hot dataset the two tie and the lower address (B) wins.
	offA.HotCIDs = nil
	if got := match.Best(match.Config{}, req, cands); got != 0 {
		t.Fatalf("without locality the job went to %d, want B (0) on the tie", got)
	}
}

func sizesOf(t *testing.T, s *content.Store, cids []string) []uint64 {
	t.Helper()
	var out []uint64
	for _, c := range cids {
		n, ok, err := s.LocalSize(context.Background(), cid.MustParse(c))
		if err != nil || !ok {
			t.Fatalf("size of %s: %v %v", c, ok, err)
		}
		out = append(out, uint64(n))
	}
	return out
}
