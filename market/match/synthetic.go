package match

import (
	"fmt"
	"math/big"
	"math/rand/v2"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
)

// Seeded synthetic books and requests, for tests, benchmarks (`gpumesh bench match`) and
// simulations: the same seed gives the same market.

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
