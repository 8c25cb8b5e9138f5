package match

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestLocalityScoresBytes: two providers equal in every other term (price, reputation,
// latency); the one that holds the job's large input hot wins, and Explain shows the locality
// term that decided it, in bytes. By bytes, not by CID count: a provider holding the small input
// loses to one holding the large one, though each holds one of two. Without hot inputs the tie
// goes to the lower address (the provider that does not hold them here).
func TestLocalityScoresBytes(t *testing.T) {
	const dataset, script = "bafkreidataset", "bafkreiscript"
	r := baseRequest()
	r.InputCIDs = []string{dataset, script}
	r.InputSizes = []uint64{1 << 30, 4 << 10}
	lower, higher := offer(1, "A10", 4, 24000, 100), offer(2, "A10", 4, 24000, 100)
	cands := func() []Candidate {
		return []Candidate{{Offer: lower, Reputation: 8000, Throughput: 1000}, {Offer: higher, Reputation: 8000, Throughput: 1000}}
	}
	if got := Best(Config{}, r, cands()); got != 0 {
		t.Fatalf("no inputs hot: chose %d, want the lower address (0) on the tie", got)
	}

	higher.HotCIDs = []string{dataset}
	cs := cands()
	if got := Best(Config{}, r, cs); got != 1 {
		t.Fatalf("chose %d, want the provider holding the 1 GiB dataset (1)", got)
	}
	if got, _ := NewIndex(Config{}, cs).Best(r, nil); got != 1 {
		t.Fatalf("index chose %d, want 1", got)
	}
	ex := Explain(Config{}, r, cs)
	if ex[1].Rank != 1 {
		t.Fatalf("explain ranks the dataset holder %d", ex[1].Rank)
	}
	var term ScoreTerm
	for _, tm := range ex[1].Terms {
		if tm.Name == "locality" {
			term = tm
		}
	}
	if term.Contribution <= 0 || !strings.Contains(term.Detail, "1073741824 of 1073745920 input bytes held hot") {
		t.Fatalf("locality term %+v: want the held bytes named", term)
	}
	if saved := LocalitySaved(r, higher); saved != 1<<30 {
		t.Fatalf("LocalitySaved = %d, want %d", saved, 1<<30)
	}

	// One input each: the dataset's holder wins over the script's.
	lower.HotCIDs = []string{script}
	if got := Best(Config{}, r, cands()); got != 1 {
		t.Fatalf("dataset vs script holder: chose %d, want the dataset holder (1)", got)
	}
	// Without sizes the two tie on CID count and the lower address wins.
	r.InputSizes = nil
	if got := Best(Config{}, r, cands()); got != 0 {
		t.Fatalf("no sizes: chose %d, want the tie to go to 0", got)
	}
}

// TestIndexAgreesOnLocalityBytes: with input sizes, Index.Best picks what Best picks, over
// random books and requests (the count-based path is covered by TestPropertyMatchNeverViolates).
func TestIndexAgreesOnLocalityBytes(t *testing.T) {
	cids := BenchCIDs(12)
	for it := range 100 {
		seed := uint64(it + 1)
		rng := rand.New(rand.NewPCG(seed, 11))
		book := SyntheticBook(20+rng.IntN(100), seed, cids)
		cfg := Config{PriceWeight: rng.Float64(), ReputationWeight: rng.Float64(), LocalityWeight: 0.5 + rng.Float64(), LatencyWeight: rng.Float64()}
		idx := NewIndex(cfg, book)
		var s Scratch
		for _, r := range SyntheticRequests(30, seed, cids) {
			r.InputSizes = nil
			for range r.InputCIDs {
				r.InputSizes = append(r.InputSizes, uint64(rng.IntN(1<<20)))
			}
			got := Best(cfg, r, book)
			if ix, _ := idx.Best(r, &s); ix != got {
				t.Fatalf("seed %d job %s: index chose %d, Best %d", seed, r.JobID, ix, got)
			}
		}
	}
}
