package book

import (
	"errors"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/match"
)

// TestMatchFollowsTheBook: a book with Config.Matching answers Match exactly as match.Rank over
// its Snapshot (with the same reputations) ranks, through offers arriving, being replaced,
// removed and expiring, attestation credits lapsing and reputations changing, with no rebuild.
func TestMatchFollowsTheBook(t *testing.T) {
	rounds := 40
	if testing.Short() {
		rounds = 10
	}
	for seed := range uint64(3) {
		rng := rand.New(rand.NewPCG(seed, 5))
		c := newClock()
		cfg := match.DefaultConfig()
		creditFor := map[common.Address]time.Duration{}
		b, err := New(Config{Now: c.now, MaxTTL: time.Hour, Matching: &cfg,
			Attestations: func(p common.Address, _ []byte, now time.Time) (uint64, time.Time, error) {
				d, ok := creditFor[p]
				if !ok {
					return 0, time.Time{}, errors.New("no attestation")
				}
				return 1 << 50, now.Add(d), nil
			}})
		if err != nil {
			t.Fatal(err)
		}
		cids := match.BenchCIDs(10)
		shapes := match.SyntheticBook(300, seed+1, cids)
		reqs := match.SyntheticRequests(40, seed+1, cids)
		for _, r := range reqs {
			r.Req.MinThroughput = 0
			if rng.IntN(3) == 0 {
				r.Req.MinThroughput = 1
			}
		}
		rep := map[common.Address]uint32{}
		nonce := map[common.Address]uint64{}
		matched := 0
		for round := range rounds {
			for range 40 {
				sh := shapes[rng.IntN(len(shapes))].Offer
				o := *sh
				switch rng.IntN(10) {
				case 0:
					b.Remove(o.Provider)
					continue
				case 1:
					rep[o.Provider] = uint32(rng.IntN(10001))
					b.SetReputation(o.Provider, rep[o.Provider])
					continue
				}
				nonce[o.Provider]++
				o.Nonce = nonce[o.Provider]
				o.Expiry = uint64(c.now().Add(time.Duration(1+rng.IntN(600)) * time.Second).Unix())
				if rng.IntN(2) == 0 {
					creditFor[o.Provider] = time.Duration(1+rng.IntN(600)) * time.Second
				} else {
					delete(creditFor, o.Provider)
				}
				if _, err := b.Put(&o); err != nil {
					t.Fatal(err)
				}
			}
			c.advance(time.Duration(rng.IntN(120)) * time.Second)
			if rng.IntN(4) == 0 {
				b.Expire()
			}
			entries := b.Snapshot()
			cands := make([]match.Candidate, len(entries))
			for i, e := range entries {
				cands[i] = match.Candidate{Offer: e.Offer, Throughput: e.Throughput, Reputation: rep[e.Offer.Provider]}
			}
			for _, r := range reqs {
				rank := match.Rank(cfg, r, cands)
				taken := map[common.Address]bool{}
				for k := 0; k <= min(len(rank), 3); k++ {
					e, score, ok := b.Match(r, func(p common.Address) bool { return taken[p] })
					if k == len(rank) {
						if ok {
							t.Fatalf("seed %d round %d job %s: Match found %s past Rank's %d", seed, round, r.JobID, e.Offer.Provider, len(rank))
						}
						break
					}
					want := cands[rank[k].Index]
					if !ok || e.Offer.Provider != want.Offer.Provider || score != rank[k].Score {
						t.Fatalf("seed %d round %d job %s rank %d: Match %v %v %v, Rank %s %v", seed, round, r.JobID, k, ok, e.Offer, score, want.Offer.Provider, rank[k].Score)
					}
					if e.Throughput != want.Throughput {
						t.Fatalf("entry throughput %d, snapshot %d", e.Throughput, want.Throughput)
					}
					taken[e.Offer.Provider] = true
					matched++
				}
			}
		}
		if matched == 0 {
			t.Fatal("nothing ever matched: the test exercises nothing")
		}
	}
}

func TestMatchWithoutIndex(t *testing.T) {
	b, err := New(Config{})
	if err != nil {
		t.Fatal(err)
	}
	b.SetReputation(common.Address{1}, 5000)
	if _, _, ok := b.Match(&market.Request{Class: market.ClassBurst}, nil); ok {
		t.Fatal("a book without Config.Matching matched")
	}
	bad := match.Config{PriceWeight: -1}
	if _, err := New(Config{Matching: &bad}); err == nil {
		t.Fatal("negative weight accepted")
	}
}
