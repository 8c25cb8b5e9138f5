package match

import (
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"
	"unsafe"

	"github.com/gpumesh/gpumesh/market"
)

// tieBook returns a random book over few distinct values, so that equal scores, equal prices
// and even equal providers (a provider's offer quoted twice, as in an auction) are common.
func tieBook(rng *rand.Rand, n int, cids []string) []Candidate {
	book := SyntheticBook(n, rng.Uint64(), cids)
	prices := []int64{50, 50, 60, 75, 100}
	for i := range book {
		c := &book[i]
		c.Reputation = uint32(rng.IntN(3)) * 5000
		if rng.IntN(2) == 0 {
			c.LatencyMs = 0
			c.Offer.LatencyClass = 1
		} else {
			c.LatencyMs = 10
		}
		for j := range c.Offer.Prices {
			p := prices[rng.IntN(len(prices))]
			if c.Offer.Prices[j].Class == market.ClassZK {
				p *= 1000
			}
			c.Offer.Prices[j].Amount = big.NewInt(p)
		}
		switch rng.IntN(8) {
		case 0: // same provider as an earlier candidate
			if i > 0 {
				o := *c.Offer
				o.Provider = book[rng.IntN(i)].Offer.Provider
				c.Offer = &o
			}
		case 1: // a quote instead of the list price
			c.Quote = big.NewInt(prices[rng.IntN(len(prices))])
		case 2: // a second GPU group
			g := benchModels[rng.IntN(len(benchModels))]
			g.Count = uint32(1 + rng.IntN(8))
			c.Offer.GPUs = append(c.Offer.GPUs, g)
		case 3: // a price beyond 64 bits
			huge := new(big.Int).Lsh(big.NewInt(1), 70)
			c.Offer.Prices[0].Amount = huge
		case 4: // executors
			c.Offer.Executors = []market.Executor{{Name: "wasm"}, {Name: "container"}}
		}
		if rng.IntN(3) == 0 { // zk circuits held decoded (the zk-warm term), on a copy of the offer
			o := *c.Offer
			o.WarmCircuits = []string{cids[rng.IntN(len(cids))], cids[rng.IntN(len(cids))]}
			if o.WarmCircuits[0] == o.WarmCircuits[1] {
				o.WarmCircuits = o.WarmCircuits[:1]
			}
			c.Offer = &o
		}
	}
	return book
}

func tieRequests(rng *rand.Rand, n int, cids []string) []*market.Request {
	reqs := SyntheticRequests(n, rng.Uint64(), cids)
	for _, r := range reqs {
		if rng.IntN(4) == 0 {
			r.Req.MinReputation = uint32(rng.IntN(3)) * 5000
		}
		switch rng.IntN(6) {
		case 0:
			r.Req.Executor = "container"
		case 1:
			r.Req.MaxPrice = new(big.Int).Lsh(big.NewInt(1), 71)
		case 2:
			r.InputCIDs = append(r.InputCIDs, r.InputCIDs...) // duplicate inputs count twice
		}
		// Half the requests give input sizes: locality is then a share of bytes, not of inputs
		// (some sizes zero, some repeated, so byte shares tie too).
		if rng.IntN(2) == 0 {
			r.InputSizes = r.InputSizes[:0]
			for range r.InputCIDs {
				r.InputSizes = append(r.InputSizes, uint64(rng.IntN(4))<<uint(rng.IntN(30)))
			}
		}
	}
	return reqs
}

// checkAgainstNaive fails unless the index picks exactly what Best picks over its candidates,
// with the same score, and walks Rank's order through BestExcept.
func checkAgainstNaive(t *testing.T, cfg Config, x *Index, reqs []*market.Request, label string) int {
	t.Helper()
	cands := x.Candidates()
	var s Scratch
	matched := 0
	for _, r := range reqs {
		want := Best(cfg, r, cands)
		got, score := x.Best(r, &s)
		if got != want {
			t.Fatalf("%s job %s: index chose %d, naive %d", label, r.JobID, got, want)
		}
		if want < 0 {
			continue
		}
		matched++
		rank := Rank(cfg, r, cands)
		if rank[0].Score != score {
			t.Fatalf("%s job %s: index score %v, naive %v", label, r.JobID, score, rank[0].Score)
		}
		// The first few of Rank's order, one BestExcept at a time.
		taken := map[int]bool{}
		for k := 0; k < min(len(rank), 4); k++ {
			got, _ := x.BestExcept(r, &s, func(slot int) bool { return taken[slot] })
			if got != rank[k].Index {
				t.Fatalf("%s job %s: rank %d: index %d, Rank %d", label, r.JobID, k, got, rank[k].Index)
			}
			taken[got] = true
		}
	}
	return matched
}

// TestIndexMatchesNaiveWithTies: on random books built to tie often, the index picks what the
// naive scan picks, including the tie-break (score, then price, provider, slot).
func TestIndexMatchesNaiveWithTies(t *testing.T) {
	cids := BenchCIDs(8)
	iters := 200
	if testing.Short() {
		iters = 40
	}
	matched := 0
	for it := range iters {
		rng := rand.New(rand.NewPCG(uint64(it), 11))
		book := tieBook(rng, 10+rng.IntN(400), cids)
		cfg := Config{PriceWeight: float64(rng.IntN(3)), ReputationWeight: float64(rng.IntN(3)),
			LocalityWeight: float64(rng.IntN(3)), LatencyWeight: float64(rng.IntN(2)), ZKWarmWeight: float64(rng.IntN(3))}
		cfg.EnsureDefaults()
		x := NewIndex(cfg, book)
		matched += checkAgainstNaive(t, cfg, x, tieRequests(rng, 30, cids), "build")
	}
	if matched == 0 {
		t.Fatal("no request ever matched: the generator is broken")
	}
}

// TestIndexOversizedFields: GPU counts, compute capabilities, VRAM and reputations too large
// for a row's narrow fields (which market validation would refuse, or today's GPUs do not
// reach, but the index must still answer like the naive scan), with requests asking for values
// on both sides of the widths.
func TestIndexOversizedFields(t *testing.T) {
	cids := BenchCIDs(8)
	big8, big16, big32 := uint32(math.MaxUint8), uint32(math.MaxUint16), uint64(math.MaxUint32)
	for seed := range uint64(20) {
		rng := rand.New(rand.NewPCG(seed, 17))
		book := tieBook(rng, 10+rng.IntN(300), cids)
		for i := range book {
			if rng.IntN(3) != 0 {
				continue
			}
			o := *book[i].Offer
			o.GPUs = slices.Clone(o.GPUs)
			g := &o.GPUs[rng.IntN(len(o.GPUs))]
			switch rng.IntN(4) {
			case 0:
				g.Count = big8 - 1 + uint32(rng.IntN(3))
			case 1:
				g.ComputeCap = big8 - 1 + uint32(rng.IntN(3))
			case 2:
				g.VRAMMiB = big32 - 1 + uint64(rng.IntN(3))
			case 3:
				book[i].Reputation = big16 - 1 + uint32(rng.IntN(3))
			}
			book[i].Offer = &o
		}
		reqs := tieRequests(rng, 60, cids)
		for _, r := range reqs {
			switch rng.IntN(5) {
			case 0:
				r.Req.GPUCount = big8 - 1 + uint32(rng.IntN(3))
			case 1:
				r.Req.MinComputeCap = big8 - 1 + uint32(rng.IntN(3))
			case 2:
				r.Req.VRAMMiB = big32 - 1 + uint64(rng.IntN(3))
			case 3:
				r.Req.MinReputation = big16 - 1 + uint32(rng.IntN(3))
			}
		}
		cfg := DefaultConfig()
		x := NewIndex(cfg, book)
		if checkAgainstNaive(t, cfg, x, reqs, "oversized") == 0 {
			t.Fatalf("seed %d: no request matched", seed)
		}
		// The same candidates added one by one.
		y := NewIndex(cfg, nil)
		for _, c := range book {
			y.Add(c)
		}
		checkAgainstNaive(t, cfg, y, reqs, "oversized, added")
	}
}

// TestIndexIncremental: an index updated by Add and Remove (offers arriving, being replaced and
// expiring, blocks splitting and emptying) answers like the naive scan after every batch of
// changes, and like an index built from scratch.
func TestIndexIncremental(t *testing.T) {
	cids := BenchCIDs(8)
	rounds := 30
	if testing.Short() {
		rounds = 8
	}
	for seed := range uint64(4) {
		rng := rand.New(rand.NewPCG(seed, 3))
		cfg := DefaultConfig()
		x := NewIndex(cfg, tieBook(rng, 50, cids))
		pool := tieBook(rng, 2000, cids)
		live := []int{}
		for i := range x.Slots() {
			live = append(live, i)
		}
		reqs := tieRequests(rng, 40, cids)
		for round := range rounds {
			for range 150 {
				if len(live) > 0 && rng.IntN(3) == 0 {
					k := rng.IntN(len(live))
					if !x.Remove(live[k]) {
						t.Fatalf("remove slot %d: not there", live[k])
					}
					live = append(live[:k], live[k+1:]...)
					continue
				}
				live = append(live, x.Add(pool[rng.IntN(len(pool))]))
			}
			if x.Len() != len(live) {
				t.Fatalf("Len %d, want %d", x.Len(), len(live))
			}
			checkAgainstNaive(t, cfg, x, reqs, "incremental")
			fresh := NewIndex(cfg, x.Candidates())
			var s1, s2 Scratch
			for _, r := range reqs {
				a, _ := x.Best(r, &s1)
				b, _ := fresh.Best(r, &s2)
				if a != b {
					t.Fatalf("seed %d round %d: incremental %d, rebuilt %d", seed, round, a, b)
				}
			}
		}
		if x.Remove(-1) || x.Remove(x.Slots()) {
			t.Fatal("removed a slot that does not exist")
		}
	}
}

// TestIndexConcurrent: decisions run while offers are added and removed (run with -race).
func TestIndexConcurrent(t *testing.T) {
	cids := BenchCIDs(8)
	rng := rand.New(rand.NewPCG(9, 9))
	x := NewIndex(DefaultConfig(), tieBook(rng, 200, cids))
	pool := tieBook(rng, 200, cids)
	reqs := tieRequests(rng, 20, cids)
	done := make(chan struct{})
	go func() {
		defer close(done)
		for i := range 500 {
			x.Remove(i % 200)
			x.Add(pool[i%len(pool)])
		}
	}()
	var s Scratch
	for {
		select {
		case <-done:
			checkAgainstNaive(t, DefaultConfig(), x, reqs, "after concurrent updates")
			return
		default:
			for _, r := range reqs {
				x.Best(r, &s)
			}
		}
	}
}

// TestSortByPrice: the build's price sort (a radix sort over the bytes in which 64-bit prices
// differ, a comparison sort when some price is wider) orders by price, equal prices by slot,
// for price ranges that vary in one byte, in several, and in the top one.
func TestSortByPrice(t *testing.T) {
	for _, tc := range []struct {
		name       string
		base, span uint64
		huge       bool // some prices beyond 64 bits
	}{
		{"one byte", 50, 200, false},
		{"two bytes", 50, 300, false},
		{"wei", 1_000_000_000_000, 1 << 40, false},
		{"top byte", 0, ^uint64(0), false},
		{"beyond 64 bits", 50, 1000, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(1, 2))
			const n = 3000
			x := &Index{cands: make([]Candidate, n)}
			rows := make([]row, n)
			allSmall := true
			for i := range rows {
				p := new(big.Int).SetUint64(tc.base + rng.Uint64N(tc.span))
				if rng.IntN(5) == 0 && i > 0 { // equal prices must keep slot order
					p = x.cands[rng.IntN(i)].Quote
				}
				if tc.huge && rng.IntN(4) == 0 {
					p = new(big.Int).Lsh(p, 64)
				}
				x.cands[i] = Candidate{Offer: &market.Offer{}, Quote: p}
				rows[i] = row{slot: int32(i), small: p.IsUint64()}
				if rows[i].small {
					rows[i].p = p.Uint64()
				}
				allSmall = allSmall && rows[i].small
			}
			rows = x.sortByPrice(market.ClassBatch, rows, make([]row, n), allSmall)
			for i := 1; i < n; i++ {
				a, b := x.cands[rows[i-1].slot].Quote, x.cands[rows[i].slot].Quote
				if c := a.Cmp(b); c > 0 || c == 0 && rows[i-1].slot > rows[i].slot {
					t.Fatalf("position %d: slot %d (price %s) before slot %d (price %s)", i, rows[i-1].slot, a, rows[i].slot, b)
				}
			}
		})
	}
}

// TestRowSize: a row stays 40 bytes (what the build writes and a decision reads per row).
func TestRowSize(t *testing.T) {
	if n := unsafe.Sizeof(row{}); n != 40 {
		t.Fatalf("row is %d bytes, want 40", n)
	}
}

// TestGBound: a row's float32 g is never below the float64 it stands for, and is the nearest
// float32 that is not, so bounds built on it stay bounds and lose little.
func TestGBound(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 9))
	vals := []float64{0, 1, 0.1, 1.0 / 3, math.SmallestNonzeroFloat64, math.MaxFloat32, 2}
	for range 100000 {
		vals = append(vals, rng.Float64()*float64(rng.IntN(4)))
	}
	for _, g := range vals {
		f := gBound(g)
		if float64(f) < g {
			t.Fatalf("gBound(%v) = %v, below it", g, f)
		}
		if below := math.Nextafter32(f, 0); f > 0 && float64(below) >= g {
			t.Fatalf("gBound(%v) = %v, but %v is not below it either", g, f, below)
		}
	}
}

// TestBuildPrices: the build reads each candidate's prices once for all classes; what it reads
// is what Candidate.price gives, for quotes, prices beyond 64 bits, a class listed twice (the
// first counts, even without an amount), unknown classes and classes not served.
func TestBuildPrices(t *testing.T) {
	huge := new(big.Int).Lsh(big.NewInt(3), 70)
	cp := func(cl market.Class, v *big.Int) market.ClassPrice { return market.ClassPrice{Class: cl, Amount: v} }
	cands := []Candidate{
		{Offer: &market.Offer{Prices: []market.ClassPrice{cp(market.ClassBatch, big.NewInt(7))}}},
		{Offer: &market.Offer{Prices: []market.ClassPrice{cp(market.ClassZK, huge), cp(market.ClassBurst, big.NewInt(0))}}},
		{Offer: &market.Offer{Prices: []market.ClassPrice{cp(market.ClassBatch, nil), cp(market.ClassBatch, big.NewInt(9))}}},
		{Offer: &market.Offer{Prices: []market.ClassPrice{cp(market.ClassBurst, big.NewInt(5)), cp(market.ClassBurst, big.NewInt(4))}}},
		{Offer: &market.Offer{Prices: []market.ClassPrice{cp(9, big.NewInt(1)), cp(0, big.NewInt(2))}}},
		{Offer: &market.Offer{Prices: []market.ClassPrice{cp(market.ClassBatch, big.NewInt(3))}}, Quote: big.NewInt(11)},
		{Offer: &market.Offer{}, Quote: huge},
		{Offer: &market.Offer{Prices: []market.ClassPrice{cp(market.ClassBatch, new(big.Int).SetUint64(math.MaxUint64))}}},
	}
	x := &Index{cands: cands}
	g := x.groupKeys()
	for i := range cands {
		for cl := market.ClassBatch; cl <= market.ClassZK; cl++ {
			v, kind := g.price(i, cl)
			want := cands[i].price(cl)
			switch {
			case want == nil:
				if kind != noPrice {
					t.Errorf("candidate %d class %s: kind %d, want no price", i, cl, kind)
				}
			case want.IsUint64():
				if kind != smallPrice || v != want.Uint64() {
					t.Errorf("candidate %d class %s: %d (kind %d), want %s", i, cl, v, kind, want)
				}
			default:
				if kind != bigPrice {
					t.Errorf("candidate %d class %s: kind %d, want a price beyond 64 bits", i, cl, kind)
				}
			}
		}
	}
}

// TestSortKeys: the blocks' key sort orders like slices.Sort, for keys spread widely, packed
// closely, repeated, for every length a block can have and for longer lists.
func TestSortKeys(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 4))
	for n := 0; n <= 300; n++ {
		for _, spread := range []uint64{1, 3, 300, 1 << 20, 1 << 52, math.MaxUint64} {
			p := make([]uint64, n)
			base := rng.Uint64()
			for i := range p {
				p[i] = base + rng.Uint64N(spread)
				if spread == math.MaxUint64 {
					p[i] = rng.Uint64()
				}
			}
			want := slices.Clone(p)
			slices.Sort(want)
			if got := sortKeys(p, make([]uint64, n)); !slices.Equal(got, want) {
				t.Fatalf("n %d spread %d: got %v, want %v", n, spread, got, want)
			}
		}
	}
}

// TestBlockHead: what Best reads of every block it visits (its head: lowest price, best
// reputation+latency, rows, zone) is the block's first 64 bytes, and a block is 128 bytes, so
// blocks laid out one after another from a 64-byte boundary keep each head in one cache line.
func TestBlockHead(t *testing.T) {
	var b block
	if n := unsafe.Sizeof(b); n != 128 {
		t.Errorf("block is %d bytes, want 128", n)
	}
	if end := unsafe.Offsetof(b.loSmall) + unsafe.Sizeof(b.loSmall); end > 64 {
		t.Errorf("block head ends at byte %d, want <= 64", end)
	}
	if end := unsafe.Offsetof(b.zone) + unsafe.Sizeof(b.zone); end > 64 {
		t.Errorf("block zone ends at byte %d, want <= 64", end)
	}
}

// TestZoneAdmitsItsRows: a zone (20 bytes: 8- and 16-bit counts, throughput in units of 2^32
// rounded up, cells as bits, a sat flag) never rules out a request that one of its rows meets
// (and whose cell it allows), for values at and around every width's limit; and it rules out
// one that asks more than all of them, or allows none of their cells.
func TestZoneAdmitsItsRows(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	pick32 := []uint32{0, 1, 2, 254, 255, 256, 1000, math.MaxUint16 - 1, math.MaxUint16, math.MaxUint16 + 1, math.MaxUint32}
	pick64 := []uint64{0, 1, 1 << 32, 1<<32 + 1, 3 << 36, math.MaxUint32, math.MaxUint32 + 1, 1 << 40, math.MaxUint64 - 1, math.MaxUint64}
	for trial := 0; trial < 2000; trial++ {
		z := emptyZone()
		var rows []row
		var gpus []market.GPU
		for range 1 + rng.IntN(4) {
			g := market.GPU{Count: pick32[rng.IntN(len(pick32))], ComputeCap: pick32[rng.IntN(len(pick32))],
				VRAMMiB: pick64[rng.IntN(len(pick64))]}
			var r row
			r.setGroup(&g)
			r.rep = narrow16(pick32[rng.IntN(len(pick32))], &r.sat)
			r.thru, r.latCls = pick64[rng.IntN(len(pick64))], uint8(rng.IntN(4))
			r.cell = rng.Uint32N(200)
			z.add(&r)
			rows, gpus = append(rows, r), append(gpus, g)
		}
		qy := query{q: &market.Requirements{}}
		for i, r := range rows {
			qy.cellBits = cellBit(r.cell) | cellBit(rng.Uint32N(200)) // its cell and maybe another
			// The request this row meets exactly (its own values; a sat row's true ones).
			q := market.Requirements{GPUCount: gpus[i].Count, VRAMMiB: gpus[i].VRAMMiB, MinComputeCap: gpus[i].ComputeCap,
				MinThroughput: r.thru, MaxLatencyClass: max(r.latCls, 1)}
			if !r.sat {
				q.MinReputation = uint32(r.rep)
			}
			qy.q, qy.need = &q, newNeed(&q)
			if !qy.fits(&z) {
				t.Fatalf("trial %d: zone %+v rules out %+v, which row %+v meets", trial, z, q, r)
			}
		}
		if z.sat || z.thru == anyThru {
			continue
		}
		var most uint32
		for _, g := range gpus {
			most = max(most, g.Count)
		}
		qy.q = &market.Requirements{GPUCount: most + 1}
		qy.need, qy.cellBits = newNeed(qy.q), ^uint32(0)
		if qy.fits(&z) {
			t.Fatalf("trial %d: zone %+v admits %d GPUs, more than any row has", trial, z, most+1)
		}
		qy.q = &market.Requirements{}
		qy.need, qy.cellBits = newNeed(qy.q), ^z.cells
		if qy.fits(&z) {
			t.Fatalf("trial %d: zone %+v admits a request allowing none of its cells (bits %#x)", trial, z, qy.cellBits)
		}
	}
}

// TestHotCIDReuse: a CID that no candidate holds any more gives its id (and hot-cell slot) to
// the next new CID, so the hot cells stay as many as the CIDs held at once however many come
// and go; decisions on the recycled ids still match the naive scan, and one naming a dropped
// CID finds no locality.
func TestHotCIDReuse(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	cfg := DefaultConfig()
	book := SyntheticBook(40, 5, nil)
	for i := range book {
		o := *book[i].Offer
		o.HotCIDs = []string{fmt.Sprintf("bafkreiold%04d", i)}
		book[i].Offer = &o
	}
	x := NewIndex(cfg, book)
	held, matched := 40, 0
	var dropped []string
	for round := range 30 {
		for k := range 10 { // replace a quarter of the offers with ones holding CIDs never seen
			slot := rng.IntN(len(book))
			dropped = append(dropped, x.Candidate(slot).Offer.HotCIDs...)
			x.Remove(slot)
			c := SyntheticBook(1, uint64(round*100+k), nil)[0]
			c.Offer.HotCIDs = []string{fmt.Sprintf("bafkreinew%02d%02d", round, k)}
			if got := x.Add(c); got != slot {
				t.Fatalf("round %d: Add took slot %d, want the freed %d", round, got, slot)
			}
		}
		reqs := SyntheticRequests(30, uint64(round), nil)
		for i, r := range reqs {
			in := x.Candidate(rng.IntN(len(book))).Offer.HotCIDs
			if i%3 == 0 {
				in = []string{dropped[rng.IntN(len(dropped))]}
			}
			r.InputCIDs = append(in, in...)
		}
		matched += checkAgainstNaive(t, cfg, x, reqs, fmt.Sprintf("round %d", round))
		for cl := market.ClassBatch; cl <= market.ClassZK; cl++ {
			if n := len(x.cls[cl].hot); n > held {
				t.Fatalf("round %d: %d hot-cell slots for %d CIDs held", round, n, held)
			}
		}
		if int(x.nextCID) > held {
			t.Fatalf("round %d: %d CID ids handed out for %d CIDs held", round, x.nextCID, held)
		}
	}
	if matched == 0 {
		t.Fatal("no request matched: the test checks nothing")
	}
}
