package match

import (
	"context"
	"fmt"
	"io"
	"math/big"
	"math/rand/v2"
	"runtime"
	"text/tabwriter"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
)

// MatchBenchConfig configures RunMatchBench. Zero fields take the documented defaults.
type MatchBenchConfig struct {
	Offers   int           // book size; default 10,000
	Requests int           // distinct requests cycled through; default 4,096
	Duration time.Duration // how long to run the indexed matcher; default 2 s
	Seed     uint64        // book and request generator seed; default 1
	Config   Config        // score weights; zero = defaults
}

// MatchBenchReport is the result of RunMatchBench.
type MatchBenchReport struct {
	Offers, Requests      int
	Decisions             int     // indexed decisions made
	DecisionsPerS         float64 // indexed: one request matched against the whole book, per wall second
	DecisionsPerCPUS      float64 // the same per CPU second of the benchmark thread (0 if unknown)
	NaiveDecisionsPerS    float64 // baseline: Eligible+Score over every offer (no index)
	NaiveDecisionsPerCPUS float64
	Matched               float64 // share of requests with an eligible offer
	Agreement             float64 // share of sampled decisions where index and baseline agree
	BuildMs               float64 // time to build the index from the snapshot
	GOMAXPROCS, NumCPU    int
}

// Metrics returns match_decisions_per_s and the baseline figures.
func (r *MatchBenchReport) Metrics() map[string]float64 {
	return map[string]float64{
		"match_decisions_per_s":       r.DecisionsPerS,
		"match_naive_decisions_per_s": r.NaiveDecisionsPerS,
		"match_decisions_per_cpu_s":   r.DecisionsPerCPUS,
		"match_speedup_vs_naive":      r.DecisionsPerS / r.NaiveDecisionsPerS,
		"match_index_build_ms":        r.BuildMs,
		"match_agreement":             r.Agreement,
	}
}

// WriteTable writes a readable table with the ratio to the naive baseline.
func (r *MatchBenchReport) WriteTable(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintf(tw, "match bench\t%d offers, %d requests, one goroutine locked to one OS thread (GOMAXPROCS=%d, %d CPUs)\n", r.Offers, r.Requests, r.GOMAXPROCS, r.NumCPU)
	fmt.Fprintf(tw, "indexed decisions/s\t%.0f wall\t%.0f per CPU-second of the thread\t(target >= 100000)\n", r.DecisionsPerS, r.DecisionsPerCPUS)
	fmt.Fprintf(tw, "naive decisions/s\t%.0f wall\t%.0f per CPU-second\t(linear Eligible+Score over the book)\n", r.NaiveDecisionsPerS, r.NaiveDecisionsPerCPUS)
	fmt.Fprintf(tw, "speedup vs naive\t%.1fx\n", r.DecisionsPerS/r.NaiveDecisionsPerS)
	fmt.Fprintf(tw, "requests matched\t%.1f%%\n", 100*r.Matched)
	fmt.Fprintf(tw, "index == naive\t%.2f%% of sampled decisions\n", 100*r.Agreement)
	fmt.Fprintf(tw, "index build\t%.1f ms\n", r.BuildMs)
	return tw.Flush()
}

// Bench models, with VRAM (MiB), compute capability and vendor.
var benchModels = []market.GPU{
	{Model: "T4", Vendor: "nvidia", VRAMMiB: 16384, ComputeCap: 75},
	{Model: "A10", Vendor: "nvidia", VRAMMiB: 24576, ComputeCap: 86},
	{Model: "L4", Vendor: "nvidia", VRAMMiB: 24576, ComputeCap: 89},
	{Model: "V100", Vendor: "nvidia", VRAMMiB: 32768, ComputeCap: 70},
	{Model: "A100", Vendor: "nvidia", VRAMMiB: 81920, ComputeCap: 80},
	{Model: "H100", Vendor: "nvidia", VRAMMiB: 81920, ComputeCap: 90},
	{Model: "RTX4090", Vendor: "nvidia", VRAMMiB: 24576, ComputeCap: 89},
	{Model: "MI250", Vendor: "amd", VRAMMiB: 65536, ComputeCap: 0},
}

var benchRegions = []string{"eu-west", "eu-central", "us-east", "us-west", "ap-south", "ap-east"}

// SyntheticBook returns n candidates with seeded random GPUs, prices, reputations, latencies
// and hot CIDs drawn from cids.
func SyntheticBook(n int, seed uint64, cids []string) []Candidate {
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	out := make([]Candidate, n)
	counts := []uint32{1, 2, 4, 8}
	for i := range out {
		g := benchModels[rng.IntN(len(benchModels))]
		g.Count = counts[rng.IntN(len(counts))]
		base := int64(50 + rng.IntN(200))
		o := &market.Offer{
			Provider:   common.BigToAddress(big.NewInt(int64(i + 1))),
			PeerID:     fmt.Sprintf("peer-%d", i),
			GPUs:       []market.GPU{g},
			Throughput: uint64(1+rng.IntN(100)) << 36,
			Prices: []market.ClassPrice{
				{Class: market.ClassBatch, Unit: market.PerGPUSecond, Amount: big.NewInt(base)},
				{Class: market.ClassBurst, Unit: market.PerGPUSecond, Amount: big.NewInt(base + int64(rng.IntN(100)))},
			},
			Region:       benchRegions[rng.IntN(len(benchRegions))],
			LatencyClass: uint8(rng.IntN(4)),
			Nonce:        1,
			Expiry:       2_000_000_000,
		}
		if rng.IntN(3) == 0 {
			o.Prices = append(o.Prices, market.ClassPrice{Class: market.ClassZK, Unit: market.PerJobUnit, Amount: big.NewInt(base * 1000)})
		}
		for k := rng.IntN(4); k > 0 && len(cids) > 0; k-- {
			o.HotCIDs = append(o.HotCIDs, cids[rng.IntN(len(cids))])
		}
		out[i] = Candidate{Offer: o, Reputation: uint32(rng.IntN(10001)), Throughput: o.Throughput} // attested as claimed
		if rng.IntN(2) == 0 {
			out[i].LatencyMs = 1 + rng.Float64()*200
		}
	}
	return out
}

// SyntheticRequests returns n seeded random requests of mixed selectivity.
func SyntheticRequests(n int, seed uint64, cids []string) []*market.Request {
	rng := rand.New(rand.NewPCG(seed^0xabcdef, seed))
	out := make([]*market.Request, n)
	counts := []uint32{1, 1, 1, 2, 4, 8}
	classes := []market.Class{market.ClassBatch, market.ClassBatch, market.ClassBurst, market.ClassZK}
	for i := range out {
		r := &market.Request{JobID: contracts.JobID(common.BigToHash(big.NewInt(int64(i + 1)))), Requester: common.HexToAddress("0xfeed"),
			Class: classes[rng.IntN(len(classes))], BidWindowMs: 200, Expiry: 2_000_000_000}
		q := &r.Req
		q.GPUCount = counts[rng.IntN(len(counts))]
		if rng.IntN(2) == 0 {
			for k := 1 + rng.IntN(3); k > 0; k-- {
				q.Models = append(q.Models, benchModels[rng.IntN(len(benchModels))].Model)
			}
		}
		if rng.IntN(4) == 0 {
			q.Vendors = []string{"nvidia"}
		}
		if rng.IntN(2) == 0 {
			q.VRAMMiB = benchModels[rng.IntN(len(benchModels))].VRAMMiB
		}
		if rng.IntN(4) == 0 {
			q.MinComputeCap = 80
		}
		if rng.IntN(3) == 0 {
			q.MinThroughput = uint64(rng.IntN(50)) << 36
		}
		if rng.IntN(2) == 0 {
			q.MaxPrice = big.NewInt(int64(100 + rng.IntN(200)))
			if r.Class == market.ClassZK {
				q.MaxPrice.Mul(q.MaxPrice, big.NewInt(1000))
			}
		}
		q.MinReputation = uint32(rng.IntN(8000))
		if rng.IntN(3) == 0 {
			q.Region = benchRegions[rng.IntN(len(benchRegions))]
		}
		if rng.IntN(3) == 0 {
			q.MaxLatencyClass = uint8(1 + rng.IntN(3))
		}
		for k := rng.IntN(3); k > 0 && len(cids) > 0; k-- {
			r.InputCIDs = append(r.InputCIDs, cids[rng.IntN(len(cids))])
		}
		out[i] = r
	}
	return out
}

// BenchCIDs returns n distinct syntactically valid CIDs (raw-leaf identity-hash style text is
// not needed: the matcher compares strings).
func BenchCIDs(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("bafkreibench%08d", i)
	}
	return out
}

// naiveBest is the baseline: a linear pass with Eligible to find the cheapest price, then a
// second pass scoring every eligible offer.
func naiveBest(cfg *Config, r *market.Request, cands []Candidate) int {
	var minP *big.Int
	for i := range cands {
		if Eligible(r, &cands[i]) {
			if p := cands[i].price(r.Class); minP == nil || p.Cmp(minP) < 0 {
				minP = p
			}
		}
	}
	if minP == nil {
		return -1
	}
	best, bestS := -1, 0.0
	for i := range cands {
		c := &cands[i]
		if !Eligible(r, c) {
			continue
		}
		s := cfg.Score(r, c, minP)
		if best < 0 || s > bestS || (s == bestS && tieBetter(r.Class, c, &cands[best])) {
			best, bestS = i, s
		}
	}
	return best
}

func tieBetter(cl market.Class, a, b *Candidate) bool {
	if c := a.price(cl).Cmp(b.price(cl)); c != 0 {
		return c < 0
	}
	return a.Offer.Provider.Cmp(b.Offer.Provider) < 0
}

// RunMatchBench measures matching throughput against a synthetic book on one core: the work runs
// on the calling goroutine locked to its OS thread, so it uses one core whatever GOMAXPROCS is.
func RunMatchBench(ctx context.Context, cfg MatchBenchConfig) (*MatchBenchReport, error) {
	if cfg.Offers <= 0 {
		cfg.Offers = 10000
	}
	if cfg.Requests <= 0 {
		cfg.Requests = 4096
	}
	if cfg.Duration <= 0 {
		cfg.Duration = 2 * time.Second
	}
	if cfg.Seed == 0 {
		cfg.Seed = 1
	}
	cfg.Config.EnsureDefaults()
	if err := cfg.Config.Validate(); err != nil {
		return nil, err
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()

	cids := BenchCIDs(200)
	book := SyntheticBook(cfg.Offers, cfg.Seed, cids)
	reqs := SyntheticRequests(cfg.Requests, cfg.Seed, cids)
	rep := &MatchBenchReport{Offers: cfg.Offers, Requests: cfg.Requests, GOMAXPROCS: runtime.GOMAXPROCS(0), NumCPU: runtime.NumCPU()}

	t0 := time.Now()
	idx := NewIndex(cfg.Config, book)
	rep.BuildMs = float64(time.Since(t0).Microseconds()) / 1000

	// Indexed path.
	var s Scratch
	matched := 0
	cpu0 := threadCPU()
	start := time.Now()
	n := 0
	for {
		for i := 0; i < 256; i++ {
			if b, _ := idx.Best(reqs[(n+i)%len(reqs)], &s); b >= 0 {
				matched++
			}
		}
		n += 256
		if time.Since(start) >= cfg.Duration {
			break
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
	}
	el := time.Since(start)
	if cpu := threadCPU() - cpu0; cpu > 0 {
		rep.DecisionsPerCPUS = float64(n) / cpu.Seconds()
	}
	rep.Decisions = n
	rep.DecisionsPerS = float64(n) / el.Seconds()
	rep.Matched = float64(matched) / float64(n)

	// Naive baseline on the same book and requests, for a quarter of the time.
	cpu0 = threadCPU()
	start = time.Now()
	nb := 0
	for time.Since(start) < cfg.Duration/4 {
		naiveBest(&cfg.Config, reqs[nb%len(reqs)], book)
		nb++
		if err := ctx.Err(); err != nil {
			return nil, err
		}
	}
	rep.NaiveDecisionsPerS = float64(nb) / time.Since(start).Seconds()
	if cpu := threadCPU() - cpu0; cpu > 0 {
		rep.NaiveDecisionsPerCPUS = float64(nb) / cpu.Seconds()
	}

	// Agreement between the two on a sample.
	agree, sample := 0, min(len(reqs), 512)
	for i := 0; i < sample; i++ {
		a, _ := idx.Best(reqs[i], &s)
		if a == naiveBest(&cfg.Config, reqs[i], book) {
			agree++
		}
	}
	rep.Agreement = float64(agree) / float64(sample)
	return rep, nil
}
