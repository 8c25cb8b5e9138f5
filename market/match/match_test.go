package match

import (
	"encoding/json"
	"flag"
	"math/big"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
)

var update = flag.Bool("update", false, "rewrite golden files in testdata/")

const cidA, cidB = "bafkreia", "bafkreib"

func offer(id int64, model string, count uint32, vram uint64, price int64) *market.Offer {
	return &market.Offer{
		Provider: common.BigToAddress(big.NewInt(id)), PeerID: "p",
		GPUs:       []market.GPU{{Model: model, Vendor: "nvidia", Count: count, VRAMMiB: vram, ComputeCap: 86}},
		Throughput: 1000,
		Prices:     []market.ClassPrice{{Class: market.ClassBatch, Unit: market.PerGPUSecond, Amount: big.NewInt(price)}},
		Region:     "eu", LatencyClass: 1, Nonce: 1, Expiry: 2e9,
	}
}

func baseRequest() *market.Request {
	return &market.Request{JobID: contracts.JobID(common.HexToHash("0x1")), Requester: common.HexToAddress("0x2"), Class: market.ClassBatch,
		Req: market.Requirements{GPUCount: 2, VRAMMiB: 16000, Models: []string{"A10", "T4"}, Vendors: []string{"nvidia"},
			MinComputeCap: 75, MinThroughput: 500, MaxPrice: big.NewInt(200), MinReputation: 5000, Region: "eu", MaxLatencyClass: 2},
		InputCIDs: []string{cidA, cidB}, BidWindowMs: 100, Expiry: 2e9}
}

func TestConstraintsTable(t *testing.T) {
	ok := func() Candidate {
		return Candidate{Offer: offer(1, "A10", 4, 24576, 100), Reputation: 8000, Throughput: 1000}
	}
	tests := []struct {
		name   string
		mutate func(c *Candidate, r *market.Request)
		fail   []string
	}{
		{"all pass", func(*Candidate, *market.Request) {}, nil},
		{"too few gpus", func(c *Candidate, _ *market.Request) { c.Offer.GPUs[0].Count = 1 }, []string{CGPUCount, CGPUGroup}},
		{"vram", func(c *Candidate, _ *market.Request) { c.Offer.GPUs[0].VRAMMiB = 8192 }, []string{CVRAM, CGPUGroup}},
		{"model", func(c *Candidate, _ *market.Request) { c.Offer.GPUs[0].Model = "V100" }, []string{CModel, CGPUGroup}},
		{"vendor", func(c *Candidate, _ *market.Request) { c.Offer.GPUs[0].Vendor = "amd" }, []string{CVendor, CGPUGroup}},
		{"compute cap", func(c *Candidate, _ *market.Request) { c.Offer.GPUs[0].ComputeCap = 70 }, []string{CComputeCap, CGPUGroup}},
		{"throughput", func(c *Candidate, _ *market.Request) { c.Throughput = 499 }, []string{CThroughput}},
		// The offer's own claim counts for nothing: only the credited (attested) throughput does.
		{"claim without attestation", func(c *Candidate, _ *market.Request) { c.Offer.Throughput = 1 << 50; c.Throughput = 0 }, []string{CThroughput}},
		{"class", func(_ *Candidate, r *market.Request) { r.Class = market.ClassBurst }, []string{CClass, CMaxPrice}},
		{"max price", func(c *Candidate, _ *market.Request) { c.Offer.Prices[0].Amount = big.NewInt(201) }, []string{CMaxPrice}},
		{"quote over max", func(c *Candidate, _ *market.Request) { c.Quote = big.NewInt(300) }, []string{CMaxPrice}},
		{"price equal max", func(c *Candidate, _ *market.Request) { c.Offer.Prices[0].Amount = big.NewInt(200) }, nil},
		{"reputation", func(c *Candidate, _ *market.Request) { c.Reputation = 4999 }, []string{CMinReputation}},
		{"region", func(c *Candidate, _ *market.Request) { c.Offer.Region = "us" }, []string{CRegion}},
		{"latency class", func(c *Candidate, _ *market.Request) { c.Offer.LatencyClass = 3 }, []string{CLatencyClass}},
		{"no constraint", func(c *Candidate, r *market.Request) {
			r.Req = market.Requirements{GPUCount: 1}
			c.Offer.Region, c.Offer.LatencyClass, c.Reputation = "", 9, 0
		}, nil},
		{"second group fits", func(c *Candidate, _ *market.Request) {
			c.Offer.GPUs = append([]market.GPU{{Model: "T4", Vendor: "nvidia", Count: 1, VRAMMiB: 16384, ComputeCap: 75}}, c.Offer.GPUs...)
		}, nil},
		// An executor the offer does not enable: not eligible; explain names it.
		{"executor not enabled", func(c *Candidate, r *market.Request) {
			r.Req.Executor = "container"
			c.Offer.Executors = []market.Executor{{Name: "wasm"}, {Name: "exec"}}
		}, []string{CExecutor}},
		{"executor enabled", func(c *Candidate, r *market.Request) {
			r.Req.Executor = "container"
			c.Offer.Executors = []market.Executor{{Name: "wasm"}, {Name: "container", Version: "26.1.5"}}
		}, nil},
		// An offer that lists no executors runs wasm only.
		{"legacy offer, wasm job", func(_ *Candidate, r *market.Request) { r.Req.Executor = "wasm" }, nil},
		{"legacy offer, container job", func(_ *Candidate, r *market.Request) { r.Req.Executor = "container" }, []string{CExecutor}},
		{"split across groups", func(c *Candidate, _ *market.Request) {
			// Count from one group, VRAM from another: not eligible.
			c.Offer.GPUs = []market.GPU{{Model: "A10", Vendor: "nvidia", Count: 8, VRAMMiB: 8192, ComputeCap: 86},
				{Model: "A10", Vendor: "nvidia", Count: 1, VRAMMiB: 24576, ComputeCap: 86}}
		}, []string{CVRAM, CGPUGroup}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c, r := ok(), baseRequest()
			tc.mutate(&c, r)
			e := Explain(Config{}, r, []Candidate{c})[0]
			if got := e.Failed(); !slices.Equal(got, tc.fail) {
				t.Fatalf("failed constraints %v, want %v", got, tc.fail)
			}
			if e.Eligible != (len(tc.fail) == 0) || Eligible(r, &c) != e.Eligible {
				t.Fatalf("Explain eligible=%v, Eligible=%v, want %v", e.Eligible, Eligible(r, &c), len(tc.fail) == 0)
			}
			if x, _ := NewIndex(Config{}, []Candidate{c}).Best(r, nil); (x == 0) != e.Eligible {
				t.Fatalf("Index.Best=%d, eligible %v", x, e.Eligible)
			}
		})
	}
}

// scenario is a small book where each term decides something.
func scenario() (*market.Request, []Candidate) {
	r := baseRequest()
	cheap := offer(1, "A10", 2, 24576, 100) // cheapest, poor reputation
	trusted := offer(2, "A10", 4, 24576, 150)
	local := offer(3, "T4", 2, 16384, 120)
	local.HotCIDs = []string{cidA, cidB}
	far := offer(4, "A10", 8, 24576, 110)
	wrongModel := offer(5, "V100", 8, 32768, 50)
	pricey := offer(6, "A10", 8, 24576, 250)
	return r, []Candidate{
		{Offer: cheap, Throughput: 1000, Reputation: 5000, LatencyMs: 20},
		{Offer: trusted, Throughput: 1000, Reputation: 9900, LatencyMs: 10},
		{Offer: local, Throughput: 1000, Reputation: 7000},
		{Offer: far, Throughput: 1000, Reputation: 8000, LatencyMs: 400},
		{Offer: wrongModel, Throughput: 1000, Reputation: 9000, LatencyMs: 5},
		{Offer: pricey, Throughput: 1000, Reputation: 10000, LatencyMs: 1},
	}
}

func golden(t *testing.T, name string, v any) {
	t.Helper()
	var got []byte
	if s, ok := v.(string); ok {
		got = []byte(s)
	} else {
		j, err := json.MarshalIndent(v, "", "  ")
		if err != nil {
			t.Fatal(err)
		}
		got = append(j, '\n')
	}
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if string(got) != string(want) {
		t.Errorf("%s differs from golden file:\n%s", name, got)
	}
}

func TestExplainGolden(t *testing.T) {
	r, cands := scenario()
	golden(t, "explain_default.json", Explain(Config{}, r, cands))
	// Price only: the cheapest eligible wins.
	golden(t, "explain_price_only.json", Explain(Config{PriceWeight: 1}, r, cands))
	// Locality heavy: the provider holding the inputs wins.
	golden(t, "explain_locality.json", Explain(Config{PriceWeight: 0.2, LocalityWeight: 0.8}, r, cands))
}

func TestScoreTermsAddUp(t *testing.T) {
	r, cands := scenario()
	for _, e := range Explain(Config{}, r, cands) {
		if !e.Eligible {
			if e.Rank != 0 || len(e.Terms) != 0 {
				t.Errorf("%s: ineligible but ranked", e.Provider)
			}
			continue
		}
		sum := 0.0
		for _, term := range e.Terms {
			sum += term.Contribution
		}
		if d := sum - e.Score; d > 1e-12 || d < -1e-12 {
			t.Errorf("%s: terms sum %v, score %v", e.Provider, sum, e.Score)
		}
	}
}

func TestConfigWeightsChangeWinner(t *testing.T) {
	r, cands := scenario()
	tests := []struct {
		cfg  Config
		want int64
	}{
		{Config{PriceWeight: 1}, 1},
		{Config{ReputationWeight: 1}, 2},
		{Config{LocalityWeight: 1}, 3},
		{Config{LatencyWeight: 1}, 2},
	}
	for _, tc := range tests {
		got := Best(tc.cfg, r, cands)
		if got < 0 || cands[got].Offer.Provider != common.BigToAddress(big.NewInt(tc.want)) {
			t.Errorf("%+v: winner %d, want provider %d", tc.cfg, got, tc.want)
		}
		if i, _ := NewIndex(tc.cfg, cands).Best(r, nil); i != got {
			t.Errorf("%+v: index winner %d, Best %d", tc.cfg, i, got)
		}
	}
	if err := (&Config{PriceWeight: -1}).Validate(); err == nil {
		t.Error("negative weight accepted")
	}
}

// violates checks a match against the request directly from the fields, independently of
// Eligible, and returns the first violated constraint.
func violates(r *market.Request, c *Candidate) string {
	o, q := c.Offer, &r.Req
	var price *big.Int
	for _, p := range o.Prices {
		if p.Class == r.Class {
			price = p.Amount
		}
	}
	if c.Quote != nil {
		price = c.Quote
	}
	switch {
	case price == nil:
		return "class"
	case q.MaxPrice != nil && price.Cmp(q.MaxPrice) > 0:
		return "max price"
	case c.Throughput < q.MinThroughput:
		return "throughput"
	case c.Reputation < q.MinReputation:
		return "reputation"
	case q.Region != "" && q.Region != o.Region:
		return "region"
	case q.MaxLatencyClass > 0 && o.LatencyClass > q.MaxLatencyClass:
		return "latency class"
	}
	for _, g := range o.GPUs {
		modelOK := len(q.Models) == 0 || slices.Contains(q.Models, g.Model)
		vendorOK := len(q.Vendors) == 0 || slices.Contains(q.Vendors, g.Vendor)
		if modelOK && vendorOK && g.Count >= q.GPUCount && g.VRAMMiB >= q.VRAMMiB && g.ComputeCap >= q.MinComputeCap {
			return ""
		}
	}
	return "gpu group"
}

// TestPropertyMatchNeverViolates: on seeded random books and requests, a chosen offer satisfies
// every hard constraint, "no match" means no offer does, and Index agrees with Best.
func TestPropertyMatchNeverViolates(t *testing.T) {
	cids := BenchCIDs(20)
	iters := 300
	if testing.Short() {
		iters = 60
	}
	matched := 0
	for it := 0; it < iters; it++ {
		seed := uint64(it + 1)
		rng := rand.New(rand.NewPCG(seed, 7))
		book := SyntheticBook(20+rng.IntN(200), seed, cids)
		// Multi-group offers and quotes exercise more paths.
		for i := range book {
			if rng.IntN(5) == 0 {
				g := benchModels[rng.IntN(len(benchModels))]
				g.Count = uint32(1 + rng.IntN(8))
				book[i].Offer.GPUs = append(book[i].Offer.GPUs, g)
			}
			if rng.IntN(6) == 0 {
				book[i].Quote = big.NewInt(int64(rng.IntN(300)))
			}
		}
		cfg := Config{PriceWeight: rng.Float64(), ReputationWeight: rng.Float64(), LocalityWeight: rng.Float64(), LatencyWeight: rng.Float64()}
		idx := NewIndex(cfg, book)
		var s Scratch
		for _, r := range SyntheticRequests(40, seed, cids) {
			got := Best(cfg, r, book)
			if got >= 0 {
				matched++
				if v := violates(r, &book[got]); v != "" {
					t.Fatalf("seed %d job %s: match violates %s", seed, r.JobID, v)
				}
			} else {
				for i := range book {
					if violates(r, &book[i]) == "" {
						t.Fatalf("seed %d job %s: no match, but offer %d satisfies everything", seed, r.JobID, i)
					}
				}
			}
			if rk := Rank(cfg, r, book); (len(rk) == 0) != (got < 0) || (got >= 0 && rk[0].Index != got) {
				t.Fatalf("seed %d job %s: Rank and Best disagree", seed, r.JobID)
			}
			if ix, _ := idx.Best(r, &s); ix != got {
				t.Fatalf("seed %d job %s: index chose %d, Best %d", seed, r.JobID, ix, got)
			}
		}
	}
	if matched == 0 {
		t.Fatal("no request ever matched: the generator is broken")
	}
}

// TestExplainExecutor: the explanation behind `gpumesh market explain` says which executor the
// job needs and what the offer enables, with versions.
func TestExplainExecutor(t *testing.T) {
	r := baseRequest()
	r.Req.Executor = "container"
	c := Candidate{Offer: offer(1, "A10", 4, 24576, 100), Reputation: 8000, Throughput: 1000}
	c.Offer.Executors = []market.Executor{{Name: "wasm"}, {Name: "exec", Driver: "550.54.15", CUDA: "12.4"}}
	ex := Explain(Config{}, r, []Candidate{c})
	for _, k := range ex[0].Constraints {
		if k.Name == "executor" {
			if k.Pass || k.Want != "container" || k.Have != "[wasm, exec (driver 550.54.15, cuda 12.4)]" {
				t.Fatalf("executor constraint %+v", k)
			}
			return
		}
	}
	t.Fatalf("no executor constraint in %+v", ex[0].Constraints)
}
