package match

import (
	"cmp"
	"math/big"
	"math/bits"
	"slices"

	"github.com/gpumesh/gpumesh/market"
)

// Index answers Best for many requests against one book snapshot. Build it with NewIndex after
// each snapshot; it is read-only afterwards and safe for concurrent use (with one Scratch per
// goroutine).
//
// Per class, each row is one GPU group of one offer serving that class, rows sorted by price.
// Categorical constraints (model, vendor, region) and the small-domain numeric ones (GPU count,
// VRAM, compute capability) are bitsets over rows, so a request first ANDs a handful of bitsets.
// It then walks the survivors in ascending price: the first eligible row sets the minimum price,
// every row is scored in the same pass, and the walk stops as soon as an upper bound on the score
// of any remaining row (its price term plus the best reputation+latency still ahead plus full
// locality) falls below the best score found. Answers equal Best over the same candidates
// (tests check this on random books).
type Index struct {
	cfg   Config
	cands []Candidate
	cls   [4]*classIndex
}

type classIndex struct {
	words  int
	offer  []int32
	thru   []uint64
	rep    []uint32
	latCls []uint8
	repC   []float64 // reputation contribution, as Score computes it
	latC   []float64 // latency contribution
	sufMax []float64 // max of repC+latC over rows i.. (for the stopping bound)
	price  []uint64  // when every price of the class fits in 64 bits
	bigP   []*big.Int
	small  bool // all prices fit in 64 bits

	model  map[string][]uint64
	vendor map[string][]uint64
	reg    map[string][]uint64
	count  ladder
	vram   ladder
	cc     ladder
	hot    map[string][]int32 // CID -> rows of offers holding it
}

// ladder maps a threshold to the bitset of rows whose value is >= it.
type ladder struct {
	vals []uint64   // distinct values, ascending
	ge   [][]uint64 // ge[i]: rows with value >= vals[i]
}

func (l *ladder) build(v []uint64, words int) {
	l.vals = slices.Compact(slices.Sorted(slices.Values(v)))
	l.ge = make([][]uint64, len(l.vals))
	for i, t := range l.vals {
		b := make([]uint64, words)
		for r, x := range v {
			if x >= t {
				b[r/64] |= 1 << (r % 64)
			}
		}
		l.ge[i] = b
	}
}

// at returns the rows with value >= t, or nil when none.
func (l *ladder) at(t uint64) []uint64 {
	i, _ := slices.BinarySearch(l.vals, t)
	if i == len(l.vals) {
		return nil
	}
	return l.ge[i]
}

// NewIndex indexes cands (the slice is kept, not copied: do not modify it afterwards).
func NewIndex(cfg Config, cands []Candidate) *Index {
	cfg.EnsureDefaults()
	x := &Index{cfg: cfg, cands: cands}
	for cl := market.ClassBatch; cl <= market.ClassZK; cl++ {
		x.cls[cl] = x.buildClass(cl)
	}
	return x
}

type row struct {
	offer int32
	gpu   int
	price *big.Int
}

func (x *Index) buildClass(cl market.Class) *classIndex {
	cfg := &x.cfg
	var rows []row
	for i := range x.cands {
		c := &x.cands[i]
		if c.Offer == nil {
			continue
		}
		p := c.price(cl)
		if p == nil {
			continue
		}
		for g := range c.Offer.GPUs {
			rows = append(rows, row{int32(i), g, p})
		}
	}
	slices.SortStableFunc(rows, func(a, b row) int {
		if c := a.price.Cmp(b.price); c != 0 {
			return c
		}
		return cmp.Compare(a.offer, b.offer) // same provider order as the tie-break below
	})
	// Re-sort ties by provider address, as Rank breaks them.
	slices.SortStableFunc(rows, func(a, b row) int {
		if c := a.price.Cmp(b.price); c != 0 {
			return c
		}
		return x.cands[a.offer].Offer.Provider.Cmp(x.cands[b.offer].Offer.Provider)
	})
	n := len(rows)
	ci := &classIndex{words: (n + 63) / 64, small: true, model: map[string][]uint64{},
		vendor: map[string][]uint64{}, reg: map[string][]uint64{}, hot: map[string][]int32{}}
	set := func(m map[string][]uint64, k string, r int) {
		b := m[k]
		if b == nil {
			b = make([]uint64, ci.words)
			m[k] = b
		}
		b[r/64] |= 1 << (r % 64)
	}
	count, vram, cc := make([]uint64, n), make([]uint64, n), make([]uint64, n)
	for r, rw := range rows {
		c := &x.cands[rw.offer]
		g := c.Offer.GPUs[rw.gpu]
		ci.offer = append(ci.offer, rw.offer)
		ci.thru = append(ci.thru, c.Throughput)
		ci.rep = append(ci.rep, c.Reputation)
		ci.latCls = append(ci.latCls, c.Offer.LatencyClass)
		ci.repC = append(ci.repC, cfg.ReputationWeight*float64(c.Reputation)/market.MaxReputation)
		ci.latC = append(ci.latC, cfg.LatencyWeight*cfg.LatencyRefMs/(cfg.LatencyRefMs+cfg.latencyMs(c)))
		ci.bigP = append(ci.bigP, rw.price)
		if rw.price.IsUint64() {
			ci.price = append(ci.price, rw.price.Uint64())
		} else {
			ci.price = append(ci.price, 0)
			ci.small = false
		}
		count[r], vram[r], cc[r] = uint64(g.Count), g.VRAMMiB, uint64(g.ComputeCap)
		set(ci.model, g.Model, r)
		set(ci.vendor, g.Vendor, r)
		set(ci.reg, c.Offer.Region, r)
		for j, h := range c.Offer.HotCIDs {
			if !slices.Contains(c.Offer.HotCIDs[:j], h) {
				ci.hot[h] = append(ci.hot[h], int32(r))
			}
		}
	}
	ci.sufMax = make([]float64, n)
	m := 0.0
	for r := n - 1; r >= 0; r-- {
		m = max(m, ci.repC[r]+ci.latC[r])
		ci.sufMax[r] = m
	}
	ci.count.build(count, ci.words)
	ci.vram.build(vram, ci.words)
	ci.cc.build(cc, ci.words)
	return ci
}

// Len returns the number of indexed candidates.
func (x *Index) Len() int { return len(x.cands) }

// Candidate returns the i-th indexed candidate.
func (x *Index) Candidate(i int) *Candidate { return &x.cands[i] }

// Scratch holds per-caller buffers so Best does not allocate; use one per goroutine.
type Scratch struct {
	mask, tmp []uint64
	loc       []uint16
	locBytes  []uint64 // input bytes held hot, by row (requests with InputSizes)
	touched   []int32
}

func and(dst, b []uint64) {
	for i := range dst {
		dst[i] &= b[i]
	}
}

// Best returns the index (into the candidates given to NewIndex) of the best eligible candidate
// for r and its score, or -1 when none is eligible. s may be nil.
func (x *Index) Best(r *market.Request, s *Scratch) (int, float64) {
	if s == nil {
		s = &Scratch{}
	}
	if !r.Class.Valid() {
		return -1, 0
	}
	ci := x.cls[r.Class]
	if ci.words == 0 {
		return -1, 0
	}
	q := &r.Req
	if cap(s.mask) < ci.words {
		s.mask, s.tmp = make([]uint64, ci.words), make([]uint64, ci.words)
	}
	m, tmp := s.mask[:ci.words], s.tmp[:ci.words]
	n := len(ci.offer)
	for i := range m {
		m[i] = ^uint64(0)
	}
	if n%64 != 0 {
		m[len(m)-1] = 1<<(n%64) - 1
	}
	anyOf := func(idx map[string][]uint64, keys []string) bool {
		if len(keys) == 1 {
			b := idx[keys[0]]
			if b != nil {
				and(m, b)
			}
			return b != nil
		}
		clear(tmp)
		hit := false
		for _, k := range keys {
			if b := idx[k]; b != nil {
				hit = true
				for i := range tmp {
					tmp[i] |= b[i]
				}
			}
		}
		if hit {
			and(m, tmp)
		}
		return hit
	}
	if len(q.Models) > 0 && !anyOf(ci.model, q.Models) {
		return -1, 0
	}
	if len(q.Vendors) > 0 && !anyOf(ci.vendor, q.Vendors) {
		return -1, 0
	}
	if q.Region != "" && !anyOf(ci.reg, []string{q.Region}) {
		return -1, 0
	}
	for _, l := range [...]struct {
		l *ladder
		t uint64
	}{{&ci.count, uint64(q.GPUCount)}, {&ci.vram, q.VRAMMiB}, {&ci.cc, uint64(q.MinComputeCap)}} {
		if l.t == 0 {
			continue
		}
		b := l.l.at(l.t)
		if b == nil {
			return -1, 0
		}
		and(m, b)
	}

	fast := ci.small && (q.MaxPrice == nil || q.MaxPrice.IsUint64())
	var maxP uint64 = ^uint64(0)
	if fast && q.MaxPrice != nil {
		maxP = q.MaxPrice.Uint64()
	}
	// ok reports whether row r0 (already in the mask) meets the remaining constraints; stop is
	// set when r0 and every later row are over the price limit.
	ok := func(r0 int32) (pass, stop bool) {
		if fast {
			if ci.price[r0] > maxP {
				return false, true
			}
		} else if q.MaxPrice != nil && ci.bigP[r0].Cmp(q.MaxPrice) > 0 {
			return false, true
		}
		return ci.thru[r0] >= q.MinThroughput && ci.rep[r0] >= q.MinReputation &&
			(q.MaxLatencyClass == 0 || ci.latCls[r0] <= q.MaxLatencyClass) &&
			(q.Executor == "" || x.cands[ci.offer[r0]].Offer.Enables(q.Executor)), false
	}
	// Pass 1: the first eligible row in price order has the minimum eligible price.
	first := int32(-1)
scan:
	for w, word := range m {
		for word != 0 {
			r0 := int32(w*64 + bits.TrailingZeros64(word))
			word &= word - 1
			pass, stop := ok(r0)
			if stop {
				break scan
			}
			if pass {
				first = r0
				break scan
			}
		}
	}
	if first < 0 {
		return -1, 0
	}
	minP, minBig := ci.price[first], ci.bigP[first]
	pw := x.cfg.PriceWeight
	best, bestS := int32(-1), 0.0
	consider := func(r0 int32, loc float64) {
		sc := pw*x.priceRatio(ci, fast, minP, minBig, r0) + ci.repC[r0] + ci.latC[r0]
		if loc >= 0 {
			sc += loc
		}
		// Rows are in (price, provider) order, so the lower row wins a tie as Rank's does.
		if best < 0 || sc > bestS || (sc == bestS && r0 < best) {
			best, bestS = r0, sc
		}
	}

	// Pass 2: rows holding some of the request's inputs hot (few, from the CID lists) are
	// scored with their locality term.
	useLoc := x.cfg.LocalityWeight != 0 && len(r.InputCIDs) > 0
	if useLoc {
		if len(s.loc) < n {
			s.loc = make([]uint16, n)
			s.locBytes = make([]uint64, n)
		}
		for _, t := range s.touched {
			if int(t) < len(s.loc) {
				s.loc[t], s.locBytes[t] = 0, 0
			}
		}
		s.touched = s.touched[:0]
		total := inputBytes(r)
		for i, in := range r.InputCIDs {
			for _, row := range ci.hot[in] {
				if s.loc[row] == 0 {
					s.touched = append(s.touched, row)
				}
				s.loc[row]++
				if total > 0 {
					s.locBytes[row] += r.InputSizes[i]
				}
			}
		}
		for _, r0 := range s.touched {
			if m[r0/64]&(1<<(r0%64)) == 0 {
				continue
			}
			if pass, _ := ok(r0); pass {
				consider(r0, x.cfg.LocalityWeight*localityShare(r, total, int(s.loc[r0]), s.locBytes[r0]))
			}
		}
	}

	// Pass 3: every other row has no locality term. Walk them in ascending price from the
	// first eligible row and stop once even the best reputation and latency still ahead could
	// not lift a row's score above the best found.
	const eps = 1e-9
	for w := int(first / 64); w < len(m); w++ {
		word := m[w]
		if w == int(first/64) {
			word &^= 1<<(first%64) - 1
		}
		if word == 0 {
			continue
		}
		if best >= 0 {
			r0 := max(int32(w*64), first)
			if pw*x.priceRatio(ci, fast, minP, minBig, r0)+ci.sufMax[r0]+eps < bestS {
				break
			}
		}
		for word != 0 {
			r0 := int32(w*64 + bits.TrailingZeros64(word))
			word &= word - 1
			if useLoc && s.loc[r0] > 0 {
				continue // scored in pass 2
			}
			pass, stop := ok(r0)
			if stop {
				w = len(m)
				break
			}
			if pass {
				consider(r0, -1)
			}
		}
	}
	return int(ci.offer[best]), bestS
}

func (x *Index) priceRatio(ci *classIndex, fast bool, minP uint64, minBig *big.Int, r int32) float64 {
	if fast {
		if ci.price[r] == 0 {
			return 1
		}
		return float64(minP) / float64(ci.price[r])
	}
	return ratio(minBig, ci.bigP[r])
}
