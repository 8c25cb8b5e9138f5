package match

import (
	"cmp"
	"math"
	"math/big"
	"math/bits"
	"slices"
	"sort"
	"sync"

	"github.com/gpumesh/gpumesh/market"
)

// Index answers Best for many requests against a changing set of candidates, visiting only
// candidates that can pass the request's categorical constraints and, among those, only the ones
// whose score could still beat the best found. Its answers equal Best over the same candidates in
// slot order (tests check this on random books, ties included).
//
// Layout, per job class: each GPU group of each candidate serving the class is one row. Rows
// are partitioned into cells by (GPU model, vendor, region), the constraints a request names
// by value, so a request visits only the cells it can match; the same rows are also kept in
// wide cells by (model, vendor), which a request naming no region visits instead (a few cells
// rather than one per region). Within a cell, rows are kept in price-ordered blocks (of
// minBlockRows to blockRows rows as built, at most 2*blockRows); inside a block they are
// ordered by the price-independent part of the score (reputation plus latency), best first.
// A decision
//
//  1. finds the lowest eligible price, walking each cell's blocks upwards only while they can
//     hold a lower price than the one found;
//  2. scores rows block by block: a block is skipped when the price term at its lowest price
//     plus its best reputation+latency cannot reach the best score so far, a block's walk stops
//     at the first row that cannot, and a cell's walk stops when no later block can.
//
// Data locality cannot be bounded that way (it depends on the request's inputs), so the rows of
// candidates holding an input CID hot are indexed again per CID and searched with the locality
// term's maximum added to the bound; every other row's locality is 0. The zk-warm term (zkwarm.go)
// is bounded by its weight alone: a zk request naming a circuit that some candidate lists warm
// adds ZKWarmWeight to every bound, and each row's exact score counts it.
//
// The bounds assume non-negative prices, which market validation guarantees for offers and bids.
//
// Add and Remove update the cells in place (O(log n + blockRows) per GPU group), so a book can
// keep one Index as offers arrive and expire. The Index is safe for concurrent use; Best takes a
// read lock and a Scratch per goroutine.
type Index struct {
	mu    sync.RWMutex
	cfg   Config
	cands []Candidate // by slot; Offer == nil marks a free slot
	free  []int32
	n     int
	terms []terms    // by slot: the price-independent score terms, as Score computes them
	hot   [][]uint32 // by slot: ids of the distinct CIDs the candidate holds hot
	cids  map[string]*cidRef
	// warm counts, per circuit CID, the candidates whose offers list it among WarmCircuits.
	warm map[string]int
	cls  [4]*classIndex

	nextCID uint32
	// freeCIDs are ids of CIDs no candidate holds any more, for reuse: ids stay below the
	// most distinct CIDs held at once, so the classes' hot cells can be a slice by id.
	freeCIDs []uint32
}

// terms are a candidate's reputation and latency contributions to its score, side by side so
// that scoring it reads one cache line.
type terms struct{ rep, lat float64 }

// cidRef is an interned hot CID: its id and how many candidates hold it.
type cidRef struct {
	id   uint32
	refs int
}

// intern records slot's hot CIDs by id (appending them to arena, nil: a fresh slice, and returning it:
// NewIndex hands every slot one shared, pre-sized arena instead of a slice each) and counts its warm circuits.
func (x *Index) intern(slot int32, arena []uint32) []uint32 {
	start := len(arena)
	for j, h := range x.cands[slot].Offer.HotCIDs {
		if slices.Contains(x.cands[slot].Offer.HotCIDs[:j], h) {
			continue
		}
		ref := x.cids[h]
		if ref == nil {
			ref = &cidRef{id: x.nextCID}
			if n := len(x.freeCIDs); n > 0 {
				ref.id, x.freeCIDs = x.freeCIDs[n-1], x.freeCIDs[:n-1]
			} else {
				x.nextCID++
			}
			x.cids[h] = ref
		}
		ref.refs++
		arena = append(arena, ref.id)
	}
	x.hot[slot] = arena[start:len(arena):len(arena)] // clipped: a later append cannot reach the next slot's ids
	for j, w := range x.cands[slot].Offer.WarmCircuits {
		if !slices.Contains(x.cands[slot].Offer.WarmCircuits[:j], w) {
			x.warm[w]++
		}
	}
	return arena
}

// unintern drops slot's hot CIDs, forgetting the CIDs no candidate holds any more.
func (x *Index) unintern(slot int32) {
	for j, h := range x.cands[slot].Offer.HotCIDs {
		if slices.Contains(x.cands[slot].Offer.HotCIDs[:j], h) {
			continue
		}
		if ref := x.cids[h]; ref != nil {
			if ref.refs--; ref.refs <= 0 {
				delete(x.cids, h)
				x.freeCIDs = append(x.freeCIDs, ref.id) // its hot cells are gone with its rows
			}
		}
	}
	x.hot[slot] = nil
	for j, w := range x.cands[slot].Offer.WarmCircuits {
		if slices.Contains(x.cands[slot].Offer.WarmCircuits[:j], w) {
			continue
		}
		if x.warm[w]--; x.warm[w] <= 0 {
			delete(x.warm, w)
		}
	}
}

// blockRows is the largest target block size, minBlockRows the smallest: a build gives a cell
// of n rows blocks of about sqrt(n) rows within those bounds, a cell started by Add blockRows.
// A block splits above twice its cell's size. A walk through a cell reads a head per block it
// passes and the rows of the blocks it enters, and sqrt(n) rows per block balances the two: at
// 10k offers (cells of ~75 to ~1,250 rows) it reads 6-9% fewer instructions and cache lines per
// decision than n/8 rows (cachegrind); a 1M-offer book's cells (thousands of rows) keep 64.
const (
	blockRows    = 64
	minBlockRows = 8
)

// blockSize is the rows per block of a cell built with n rows.
func blockSize(n int) int {
	return min(blockRows, max(minBlockRows, int(math.Sqrt(float64(n)))))
}

// rowsPerBlock is c's target block size.
func (c *cell) rowsPerBlock() int {
	if c.per == 0 {
		return blockRows
	}
	return int(c.per)
}

type cellKey struct{ model, vendor, region string }

// place is a cell's (model, region), the constraints a request names by value besides vendor.
type place struct{ model, region string }

type classIndex struct {
	cells map[cellKey]*cell
	// byPlace and byRegion list the (model, vendor, region) cells of a (model, region) and of a
	// region, so a request naming them finds its cells with one lookup per model and checks
	// only the vendor of each.
	byPlace  map[place][]*cell
	byRegion map[string][]*cell
	all      []*cell // by cell id: fine and wide cells
	// Wide cells hold the same rows by (model, vendor) over all regions, for requests that
	// name no region: they visit a handful of cells instead of one per region.
	wide        map[cellKey]*cell // region ""
	wideList    []*cell
	wideByModel map[string][]*cell
	hot         []*cell  // by interned input CID: rows of the candidates holding it hot (nil: none)
	wideOf      []uint32 // by cell id: the id of its wide cell (a wide cell's own)
}

// row is one GPU group of one candidate, in 40 bytes, so that a block's rows take as few cache
// lines as they can (TestRowSize). The GPU count and compute capability are kept in 8 bits, the
// reputation in 16 and the VRAM in 32 (market validation bounds them below, or the counts and
// capabilities of today's GPUs do): a larger value is stored as the type's maximum and marks
// the row sat, whose eligibility is then decided on the candidate itself (Eligible), and whose
// zone admits any request. The price-independent score is kept as a float32 rounded up: it
// only bounds scores (exact scores read the candidate's terms), and an upper bound stays one.
type row struct {
	p      uint64
	thru   uint64
	g      float32 // >= terms.rep + terms.lat (gBound): the price-independent score, for bounds only
	slot   int32
	cell   uint32 // id of the (model, vendor, region) cell; hot cells check it (and its wide cell's) against the request
	vram   uint32
	rep    uint16
	count  uint8
	cc     uint8
	latCls uint8
	nHot   uint8 // distinct CIDs the candidate holds hot (at most 255)
	small  bool  // price fits in 64 bits (p holds it)
	sat    bool  // a field above was too large for its width
}

// gBound is g as a float32 no smaller than g: rows keep it for bounds, which may overstate a
// score but never understate it.
func gBound(g float64) float32 {
	f := float32(g)
	if float64(f) < g {
		f = math.Nextafter32(f, float32(math.Inf(1)))
	}
	return f
}

// cellBit is the cellBit of r's cell.
func (r *row) cellBit() uint32 { return cellBit(r.cell) }

// setGroup sets r's GPU group fields.
func (r *row) setGroup(g *market.GPU) {
	r.count, r.cc = narrow8(g.Count, &r.sat), narrow8(g.ComputeCap, &r.sat)
	if g.VRAMMiB >= math.MaxUint32 {
		r.vram, r.sat = math.MaxUint32, true
	} else {
		r.vram = uint32(g.VRAMMiB)
	}
}

// narrow8 is v in 8 bits, setting *sat when it does not fit (the maximum stands for it).
func narrow8(v uint32, sat *bool) uint8 {
	if v >= math.MaxUint8 {
		*sat = true
		return math.MaxUint8
	}
	return uint8(v)
}

// narrow16 is v in 16 bits, setting *sat when it does not fit (the maximum stands for it).
func narrow16(v uint32, sat *bool) uint16 {
	if v >= math.MaxUint16 {
		*sat = true
		return math.MaxUint16
	}
	return uint16(v)
}

// zone summarizes rows for skipping: the highest of each ">=" field, the lowest latency class,
// and the cells the rows are of. A request that asks more than a zone holds, or allows none of
// its cells, cannot match any of its rows. It is 20 bytes, so that a block's zone shares one
// cache line with the rest of what Best reads of the block: the fields are a row's widths (a
// sat row sets sat, which admits any count, compute capability, reputation and VRAM), the
// throughput is kept in units of 2^32, rounded up, and the cells as bits (cellBit).
type zone struct {
	vram   uint32
	thru   uint32 // the highest throughput / 2^32, rounded up; anyThru: too large to say
	cells  uint32 // the cellBit of every row's (model, vendor, region) cell
	rep    uint16
	count  uint8
	cc     uint8
	latCls uint8
	nHot   uint8 // the highest
	sat    bool  // a sat row is among the rows
}

// cellBit is the bit a zone sets for the (model, vendor, region) cell of id: a hot cell's rows
// are of many cells, and a request allowing none of a block's can pass over it unread. Ids
// share bits (id mod 32), so a set bit means only "may hold one"; inCells decides each row.
func cellBit(id uint32) uint32 { return 1 << (id & 31) }

// anyThru is a zone's thru when the highest throughput does not fit: it admits any request.
const anyThru = math.MaxUint32

// thruUnits is thru in units of 2^32, rounded up (anyThru when that does not fit below anyThru).
func thruUnits(thru uint64) uint32 {
	u := thru >> 32
	if thru&math.MaxUint32 != 0 {
		u++
	}
	return uint32(min(u, anyThru))
}

func emptyZone() zone { return zone{latCls: ^uint8(0)} }

func (z *zone) merge(o *zone) {
	z.count, z.cc, z.rep = max(z.count, o.count), max(z.cc, o.cc), max(z.rep, o.rep)
	z.latCls, z.nHot, z.cells = min(z.latCls, o.latCls), max(z.nHot, o.nHot), z.cells|o.cells
	z.vram, z.thru, z.sat = max(z.vram, o.vram), max(z.thru, o.thru), z.sat || o.sat
}

func (z *zone) add(r *row) {
	if r.sat { // its true values are unknown here: admit any request
		z.sat = true
	} else {
		z.count, z.cc, z.rep = max(z.count, r.count), max(z.cc, r.cc), max(z.rep, r.rep)
		z.vram = max(z.vram, r.vram)
	}
	z.latCls, z.nHot, z.cells = min(z.latCls, r.latCls), max(z.nHot, r.nHot), z.cells|cellBit(r.cell)
	z.thru = max(z.thru, thruUnits(r.thru))
}

// The fields of block and cell are ordered for Best: what it reads of every block or cell it
// visits (bounds, zone, rows) comes first, so a visit touches as few cache lines as it can.
//
// A cell holds its blocks by value, one after another. A block's first 64 bytes are what Best
// reads of every block it visits (its lowest price when it fits in 64 bits, its best
// reputation+latency, its rows and zone), so a visit that skips the block reads one cache line
// (TestBlockHead); then what finding the lowest price reads (the cheapest row, the price
// order). A block is 128 bytes: laid out from a multiple of 64, each keeps its head in one line.
type block struct {
	loP     uint64  // lo.p
	g0      float64 // rows[0].g
	rows    []row   // best reputation+latency first
	zone    zone
	loSmall bool    // lo.small
	lo      row     // a copy of the row holding the lowest price (rows[byPrice[0]])
	byPrice []uint8 // indexes into rows, in ascending price (blocks hold at most 2*blockRows+1 rows)
}

// setRange sets b's lowest row from its price order, and its head.
func (b *block) setRange() {
	b.lo = b.rows[b.byPrice[0]]
	b.loP, b.loSmall, b.g0 = b.lo.p, b.lo.small, float64(b.rows[0].g)
}

// hi is the row of b holding the highest price.
func (b *block) hi() *row { return &b.rows[b.byPrice[len(b.byPrice)-1]] }

type cell struct {
	zone   zone    // covers every row (only ever widened)
	maxG   float64 // >= every row's g (only ever raised)
	blocks []block
	id     uint32
	per    uint8 // target rows per block (0: blockRows)
	hot    bool  // a per-CID cell: rows may be of any (model, vendor, region)
	key    cellKey
}

// NewIndex indexes cands; slot i is cands[i] (the slice is copied; the offers are shared and
// must not be modified).
func NewIndex(cfg Config, cands []Candidate) *Index {
	cfg.EnsureDefaults()
	x := &Index{cfg: cfg, cands: slices.Clone(cands)}
	x.terms = make([]terms, len(cands))
	x.hot = make([][]uint32, len(cands))
	x.cids = map[string]*cidRef{}
	x.warm = map[string]int{}
	nHot := 0
	for i := range x.cands {
		if o := x.cands[i].Offer; o != nil {
			nHot += len(o.HotCIDs)
		}
	}
	hotIDs := make([]uint32, 0, nHot)
	hotOff := make([]int32, len(x.cands)+1)
	// The GPU groups' cell keys and rows are laid out while the candidates' terms and hot CIDs
	// are interned: both read the candidates only, and each writes its own arrays.
	var groups *groupKeys
	done := make(chan struct{})
	go func() {
		defer close(done)
		groups = x.groupKeys()
	}()
	for i := range x.cands {
		if x.cands[i].Offer != nil {
			x.n++
			x.setContrib(int32(i))
			hotIDs = x.intern(int32(i), hotIDs)
		} else {
			x.free = append(x.free, int32(i))
		}
		hotOff[i+1] = int32(len(hotIDs))
	}
	<-done
	groups.hotIDs, groups.hotOff = hotIDs, hotOff
	// The classes are independent: build them side by side, and wait.
	var wg sync.WaitGroup
	for cl := market.ClassBatch; cl <= market.ClassZK; cl++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			x.cls[cl] = x.buildClass(cl, groups)
		}()
	}
	wg.Wait()
	return x
}

func (x *Index) setContrib(slot int32) {
	c := &x.cands[slot]
	x.terms[slot] = terms{
		rep: x.cfg.ReputationWeight * float64(c.Reputation) / market.MaxReputation,
		lat: x.cfg.LatencyWeight * x.cfg.LatencyRefMs / (x.cfg.LatencyRefMs + x.cfg.latencyMs(c)),
	}
}

func newClassIndex() *classIndex {
	return &classIndex{cells: map[cellKey]*cell{}, byPlace: map[place][]*cell{},
		byRegion: map[string][]*cell{}, wide: map[cellKey]*cell{},
		wideByModel: map[string][]*cell{}}
}

func (ci *classIndex) wideCell(model, vendor string) *cell {
	k := cellKey{model: model, vendor: vendor}
	c := ci.wide[k]
	if c == nil {
		c = &cell{key: k, id: uint32(len(ci.all)), zone: emptyZone()}
		ci.wide[k] = c
		ci.wideList = append(ci.wideList, c)
		ci.wideByModel[model] = append(ci.wideByModel[model], c)
		ci.all = append(ci.all, c)
		ci.wideOf = append(ci.wideOf, c.id)
	}
	return c
}

func (ci *classIndex) cell(k cellKey) *cell {
	c := ci.cells[k]
	if c == nil {
		w := ci.wideCell(k.model, k.vendor).id
		c = &cell{key: k, id: uint32(len(ci.all)), zone: emptyZone()}
		ci.wideOf = append(ci.wideOf, w)
		ci.cells[k] = c
		pl := place{k.model, k.region}
		ci.byPlace[pl] = append(ci.byPlace[pl], c)
		ci.byRegion[k.region] = append(ci.byRegion[k.region], c)
		ci.all = append(ci.all, c)
	}
	return c
}

func (ci *classIndex) hotCell(cid uint32) *cell {
	if int(cid) >= len(ci.hot) {
		ci.hot = append(ci.hot, make([]*cell, int(cid)+1-len(ci.hot))...)
	}
	c := ci.hot[cid]
	if c == nil {
		c = &cell{hot: true, zone: emptyZone()}
		ci.hot[cid] = c
	}
	return c
}

// hotOf is the hot cell of the interned CID id, or nil (noCID has none).
func (ci *classIndex) hotOf(id uint32) *cell {
	if int(id) < len(ci.hot) {
		return ci.hot[id]
	}
	return nil
}

// rowsOf calls f with the cell and wide cell of each GPU group of slot serving cl, its row, and
// the interned CIDs the candidate holds hot. It returns false when the slot does not serve cl.
func (x *Index) rowsOf(cl market.Class, slot int32, ci *classIndex, f func(*cell, *cell, row, []uint32)) bool {
	c := &x.cands[slot]
	p := c.price(cl)
	if p == nil {
		return false
	}
	small := p.IsUint64()
	base := x.baseRow(slot, p.Uint64(), small)
	for i := range c.Offer.GPUs {
		g := &c.Offer.GPUs[i]
		r := base
		r.setGroup(g)
		cc := ci.cell(cellKey{g.Model, g.Vendor, c.Offer.Region})
		r.cell = cc.id
		f(cc, ci.all[ci.wideOf[cc.id]], r, x.hot[slot])
	}
	return true
}

// baseRow is slot's row without its GPU group's fields, at price p (small: the price fits in
// 64 bits and p holds it).
func (x *Index) baseRow(slot int32, p uint64, small bool) row {
	c := &x.cands[slot]
	r := row{slot: slot, latCls: c.Offer.LatencyClass, thru: c.Throughput,
		g: gBound(x.terms[slot].rep + x.terms[slot].lat), nHot: uint8(min(len(x.hot[slot]), 255))}
	r.rep = narrow16(c.Reputation, &r.sat)
	if small {
		r.small, r.p = true, p
	}
	return r
}

// buildClass indexes every candidate serving cl in one go: the rows are sorted by price
// once, so each cell receives its rows in price order and is cut into blocks without sorting.
// It counts first and then fills pre-sized arenas (rows, blocks, price orders), so a build
// makes a handful of allocations per class, not some per candidate, and touches little fresh
// memory: the rows are laid out and sorted in the two halves of the arena that then hold the
// wide and the main cells. Every pass reads its input in order (slot order, then price order):
// the sort moves whole rows, so placing them in their cells reads no row out of order.
func (x *Index) buildClass(cl market.Class, groups *groupKeys) *classIndex {
	ci := newClassIndex()
	ci.hot = make([]*cell, x.nextCID)
	// One pass in slot order: the rows of the candidates serving cl, priced and with their
	// price-independent score, and the rows per cell. A row's cell field holds its key's index
	// in groups.keys until it is placed.
	n := groups.nRows[cl-market.ClassBatch]
	two := make([]row, 2*n) // the rows and the sort's scratch; then the main and the wide cells
	rows := two[:0:n]
	mainN := make([]int, len(groups.keys))
	hotN := make([]int, x.nextCID)
	allSmall := true
	for i := range x.cands {
		c := &x.cands[i]
		if c.Offer == nil {
			continue
		}
		pv, kind := groups.price(i, cl)
		if kind == noPrice {
			continue
		}
		small := kind == smallPrice
		allSmall = allSmall && small
		g := gBound(x.terms[i].rep + x.terms[i].lat)
		hot := groups.hotIDs[groups.hotOff[i]:groups.hotOff[i+1]]
		nHot := uint8(min(len(hot), 255))
		for j := groups.off[i]; j < groups.off[i+1]; j++ {
			r := groups.rows[j]
			r.p, r.small, r.g, r.nHot = pv, small, g, nHot
			k := groups.ids[j]
			r.cell = uint32(k)
			rows = append(rows, r)
			mainN[k]++
			for _, h := range hot {
				hotN[h]++
			}
		}
	}
	sorted := x.sortByPrice(cl, rows, two[n:], allSmall)
	free := two[n:] // the half the sorted rows are not in
	if n > 0 && &sorted[0] != &rows[0] {
		free = two[:n]
	}
	// Place the rows in price order, cell by cell: the wide and hot cells from the sorted
	// rows (the wide ones into the free half), then the main cells from the wide ones (each
	// main cell is part of one wide cell, so it receives its rows in price order too) into
	// the half the sorted rows were in.
	wideN := make([]int, len(groups.wideKeys))
	for k, n := range mainN {
		wideN[groups.wideOf[k]] += n
	}
	hotTotal, nBlocks := 0, 0
	for _, counts := range [][]int{mainN, wideN, hotN} {
		for _, n := range counts {
			nBlocks += (n + blockSize(n) - 1) / blockSize(n)
		}
	}
	for _, n := range hotN {
		hotTotal += n
	}
	hotArena := make([]row, hotTotal)
	mainRows := make([][]row, len(mainN))
	hotRows := make([][]row, len(hotN))
	cells := make([]*cell, len(mainN))
	off := 0
	for k, n := range mainN {
		if n > 0 {
			mainRows[k] = sorted[off : off : off+n]
			cells[k] = ci.cell(groups.keys[k])
			off += n
		}
	}
	wideRows := make([][]row, len(wideN))
	wideCells := make([]*cell, len(wideN))
	off = 0
	for w, n := range wideN {
		if n > 0 {
			wideRows[w] = free[off : off : off+n]
			wideCells[w] = ci.wideCell(groups.wideKeys[w].model, groups.wideKeys[w].vendor)
			off += n
		}
	}
	off = 0
	for h, n := range hotN {
		if n > 0 {
			hotRows[h] = hotArena[off : off : off+n]
			off += n
		}
	}
	keyOf := make([]int32, len(ci.all)) // by cell id: the index in groups.keys of a main cell
	for i := range sorted {
		r := &sorted[i]
		k := r.cell
		r.cell = cells[k].id
		keyOf[r.cell] = int32(k)
		w := groups.wideOf[k]
		wideRows[w] = append(wideRows[w], *r)
		if r.nHot > 0 {
			for _, h := range groups.hotIDs[groups.hotOff[r.slot]:groups.hotOff[r.slot+1]] {
				hotRows[h] = append(hotRows[h], *r)
			}
		}
	}
	for _, rs := range wideRows {
		for i := range rs {
			k := keyOf[rs[i].cell]
			mainRows[k] = append(mainRows[k], rs[i])
		}
	}
	sl := &slab{blocks: make([]block, nBlocks), order: make([]uint8, 2*n+hotTotal)}
	for k, rs := range mainRows {
		if len(rs) > 0 {
			cells[k].cut(rs, sl)
		}
	}
	for w, rs := range wideRows {
		if len(rs) > 0 {
			wideCells[w].cut(rs, sl)
		}
	}
	for h, rs := range hotRows {
		if len(rs) > 0 {
			ci.hotCell(uint32(h)).cut(rs, sl)
		}
	}
	return ci
}

// sortByPrice orders rows by ascending price, keeping the order of equal prices (rows come in
// slot order, so equal prices stay in slot order, a candidate's GPU groups in theirs), and
// returns the sorted rows: rows itself or buf, scratch space of len(rows), whichever the last
// pass wrote. When every price fits in 64 bits it is a radix sort on the bytes in which the
// prices differ (a million rows in a few passes, each reading and writing in order); otherwise
// a stable comparison sort in place.
func (x *Index) sortByPrice(cl market.Class, rows, buf []row, allSmall bool) []row {
	if !allSmall {
		slices.SortStableFunc(rows, func(a, b row) int { return x.cmpPrice(cl, &a, &b) })
		return rows
	}
	if len(rows) < 2 {
		return rows
	}
	or, and := uint64(0), ^uint64(0)
	for i := range rows {
		or, and = or|rows[i].p, and&rows[i].p
	}
	varying := or ^ and
	src, dst := rows, buf[:len(rows)]
	for shift := 0; shift < 64; shift += 8 {
		if (varying>>shift)&0xff == 0 {
			continue // every price has the same byte here
		}
		var at [256]int
		for i := range src {
			at[(src[i].p>>shift)&0xff]++
		}
		sum := 0
		for d, n := range at {
			at[d], sum = sum, sum+n
		}
		for i := range src {
			d := (src[i].p >> shift) & 0xff
			dst[at[d]] = src[i]
			at[d]++
		}
		src, dst = dst, src
	}
	return src
}

// slab is pre-sized storage for the blocks a build cuts and their price orders.
type slab struct {
	blocks []block
	order  []uint8
	buf    []row // initSorted's scratch
}

// cut appends rs, in ascending price, to c (a cell without rows) as blocks of blockSize rows,
// taking the blocks and their price orders from sl.
func (c *cell) cut(rs []row, sl *slab) {
	per := blockSize(len(rs))
	c.per = uint8(per)
	nb := (len(rs) + per - 1) / per
	c.blocks, sl.blocks = sl.blocks[:nb:nb], sl.blocks[nb:] // clipped: Add's growth copies, never spills into the next cell's
	for i := range c.blocks {
		n := min(len(rs), per)
		b := &c.blocks[i]
		b.rows = rs[:n:n]
		b.byPrice, sl.order = sl.order[:n:n], sl.order[n:]
		sl.buf = b.initSorted(sl.buf)
		c.maxG = max(c.maxG, b.g0)
		c.zone.merge(&b.zone)
		rs = rs[n:]
	}
}

// groupKeys holds the (model, vendor, region) key and the price-free row of every GPU group of
// every candidate, and the candidates' hot CIDs, laid out in slot order once for all classes.
type groupKeys struct {
	// prices[i] holds slot i's price per class (prices[i][cl-1]) when it fits in 64 bits;
	// kinds[i] says, two bits per class, whether the slot serves the class and whether the price
	// fits (priceKind). The candidates' prices are read once here for all classes.
	prices   [][3]uint64
	kinds    []uint8
	nRows    [3]int   // by class: the GPU groups of the candidates serving it
	rows     []row    // by group: the row without its price, g, nHot or cell ids
	hotIDs   []uint32 // slot i's interned hot CIDs are hotIDs[hotOff[i]:hotOff[i+1]]
	hotOff   []int32
	keys     []cellKey
	wideKeys []cellKey // (model, vendor)
	wideOf   []int32   // keys[i]'s wide key
	off      []int32   // slot i's groups are ids[off[i]:off[i+1]]
	ids      []int32
}

// priceKind says whether a candidate serves a class and whether its price fits in 64 bits.
type priceKind uint8

const (
	noPrice    priceKind = iota // the candidate does not serve the class
	smallPrice                  // the price fits in 64 bits
	bigPrice                    // the price is wider: compare the big.Int
)

// price returns slot i's price for cl (when it fits in 64 bits) and its kind.
func (g *groupKeys) price(i int, cl market.Class) (uint64, priceKind) {
	return g.prices[i][cl-market.ClassBatch], priceKind(g.kinds[i]>>(2*(cl-market.ClassBatch))) & 3
}

// setPrices records c's prices for every class, as Candidate.price gives them.
func (g *groupKeys) setPrices(i int, c *Candidate) {
	var seen uint8 // by class bit: the first price of a class counts (even a nil one), as in PriceFor
	set := func(cl market.Class, p *big.Int) {
		sh := cl - market.ClassBatch
		if seen>>sh&1 != 0 {
			return
		}
		seen |= 1 << sh
		if p == nil {
			return
		}
		k := bigPrice
		if p.IsUint64() {
			k, g.prices[i][sh] = smallPrice, p.Uint64()
		}
		g.kinds[i] |= uint8(k) << (2 * sh)
	}
	for cl := market.ClassBatch; cl <= market.ClassZK && c.Quote != nil; cl++ {
		set(cl, c.Quote)
	}
	for _, cp := range c.Offer.Prices {
		if cp.Class.Valid() {
			set(cp.Class, cp.Amount)
		}
	}
}

func (x *Index) groupKeys() *groupKeys {
	g := &groupKeys{off: make([]int32, len(x.cands)+1), ids: make([]int32, 0, len(x.cands)),
		rows: make([]row, 0, len(x.cands)), prices: make([][3]uint64, len(x.cands)), kinds: make([]uint8, len(x.cands))}
	id := map[cellKey]int32{}
	for i := range x.cands {
		if o := x.cands[i].Offer; o != nil {
			c := &x.cands[i]
			g.setPrices(i, c)
			for sh := range g.nRows {
				if g.kinds[i]>>(2*sh)&3 != uint8(noPrice) {
					g.nRows[sh] += len(o.GPUs)
				}
			}
			base := row{slot: int32(i), latCls: o.LatencyClass, thru: c.Throughput}
			base.rep = narrow16(c.Reputation, &base.sat)
			for gi := range o.GPUs {
				gr := &o.GPUs[gi]
				r := base
				r.setGroup(gr)
				g.rows = append(g.rows, r)
				k := cellKey{gr.Model, gr.Vendor, o.Region}
				n, ok := id[k]
				if !ok {
					n = int32(len(g.keys))
					id[k] = n
					g.keys = append(g.keys, k)
					w := cellKey{model: k.model, vendor: k.vendor}
					wi := slices.Index(g.wideKeys, w)
					if wi < 0 {
						wi = len(g.wideKeys)
						g.wideKeys = append(g.wideKeys, w)
					}
					g.wideOf = append(g.wideOf, int32(wi))
				}
				g.ids = append(g.ids, n)
			}
		}
		g.off[i+1] = int32(len(g.ids))
	}
	return g
}

// initSorted orders b's rows, given in ascending price, by g (best first), and sets the price
// order (into b.byPrice, which holds len(b.rows) entries), range and zone; buf is scratch
// space, returned for reuse.
func (b *block) initSorted(buf []row) []row {
	n := len(b.rows)
	// Sort keys: g's bits descending (g >= 0, so its bits order as it does) above the row's
	// position, which keeps rows of equal g in price order.
	var keys, tmp [2*blockRows + 1]uint64
	p := keys[:n]
	for i := range p {
		p[i] = uint64(^math.Float32bits(b.rows[i].g))<<32 | uint64(i)
	}
	p = sortKeys(p, tmp[:n])
	buf = append(buf[:0], b.rows...)
	b.zone = emptyZone()
	for k, key := range p {
		i := uint8(key)
		b.rows[k] = buf[i]
		b.byPrice[i] = uint8(k)
		b.zone.add(&b.rows[k])
	}
	b.setRange()
	return buf
}

// sortKeys sorts the keys of p in ascending order, using tmp (of len(p)) as scratch, and
// returns the sorted keys (in p or tmp). A block's keys are few and in no order, where a
// comparison sort mispredicts about every other branch, so it places them in 256 buckets by
// their top bits above the smallest key first (one counting pass; a key's bucket never
// precedes a smaller key's) and then finishes with an insertion sort, which moves only keys
// that shared a bucket (at worst, all of them: a block's 2*blockRows+1 keys bound that).
func sortKeys(p, tmp []uint64) []uint64 {
	if len(p) < 2 {
		return p
	}
	if len(p) > 2*blockRows+1 { // more than a block holds (and than the uint8 counts below hold)
		slices.Sort(p)
		return p
	}
	lo, hi := p[0], p[0]
	for _, k := range p {
		lo, hi = min(lo, k), max(hi, k)
	}
	shift := max(0, bits.Len64(hi-lo)-8)
	var at [257]uint8
	for _, k := range p {
		at[(k-lo)>>shift+1]++
	}
	for d := 1; d < len(at); d++ {
		at[d] += at[d-1]
	}
	for _, k := range p {
		d := (k - lo) >> shift
		tmp[at[d]] = k
		at[d]++
	}
	for i := 1; i < len(tmp); i++ {
		k := tmp[i]
		j := i
		for ; j > 0 && tmp[j-1] > k; j-- {
			tmp[j] = tmp[j-1]
		}
		tmp[j] = k
	}
	return tmp
}

// byG orders rows by g, best first, then by slot.
func byG(a, c *row) int {
	switch {
	case a.g > c.g:
		return -1
	case a.g < c.g:
		return 1
	}
	return cmp.Compare(a.slot, c.slot)
}

// reset sorts b's rows by g (best first) and recomputes its price order and range.
func (b *block) reset(x *Index, cl market.Class) {
	slices.SortFunc(b.rows, func(a, c row) int { return byG(&a, &c) })
	b.reorder(x, cl)
}

// reorder recomputes b's price order and range from its rows.
func (b *block) reorder(x *Index, cl market.Class) {
	b.byPrice = b.byPrice[:0]
	for i := range b.rows {
		b.byPrice = append(b.byPrice, uint8(i))
	}
	slices.SortFunc(b.byPrice, func(i, j uint8) int { return x.cmpPrice(cl, &b.rows[i], &b.rows[j]) })
	b.setRange()
	b.zone = emptyZone()
	for i := range b.rows {
		b.zone.add(&b.rows[i])
	}
}

// cmpPrice compares the class prices of two rows.
func (x *Index) cmpPrice(cl market.Class, a, b *row) int {
	if a.small && b.small {
		switch {
		case a.p < b.p:
			return -1
		case a.p > b.p:
			return 1
		}
		return 0
	}
	return x.cmpBig(cl, a, b)
}

// cmpBig compares the class prices of two rows as big.Ints (kept out of cmpPrice, so that
// cmpPrice inlines).
func (x *Index) cmpBig(cl market.Class, a, b *row) int {
	return x.cands[a.slot].price(cl).Cmp(x.cands[b.slot].price(cl))
}

// cmpLo compares the price of b's lowest row with r's, from b's head when both fit in 64 bits.
func (x *Index) cmpLo(cl market.Class, b *block, r *row) int {
	if b.loSmall && r.small {
		return cmp.Compare(b.loP, r.p)
	}
	return x.cmpBig(cl, &b.lo, r)
}

// Add indexes c and returns its slot (a freed slot is reused).
func (x *Index) Add(c Candidate) int {
	x.mu.Lock()
	defer x.mu.Unlock()
	if c.Offer == nil {
		return -1
	}
	var slot int32
	if n := len(x.free); n > 0 {
		slot = x.free[n-1]
		x.free = x.free[:n-1]
		x.cands[slot] = c
	} else {
		slot = int32(len(x.cands))
		x.cands = append(x.cands, c)
		x.terms = append(x.terms, terms{})
		x.hot = append(x.hot, nil)
	}
	x.n++
	x.setContrib(slot)
	x.intern(slot, nil)
	for cl := market.ClassBatch; cl <= market.ClassZK; cl++ {
		ci := x.cls[cl]
		x.rowsOf(cl, slot, ci, func(c, wc *cell, r row, hot []uint32) {
			x.insert(cl, c, r)
			x.insert(cl, wc, r)
			for _, h := range hot {
				x.insert(cl, ci.hotCell(h), r)
			}
		})
	}
	return int(slot)
}

// Remove drops the candidate in slot; it reports whether there was one.
func (x *Index) Remove(slot int) bool {
	x.mu.Lock()
	defer x.mu.Unlock()
	if slot < 0 || slot >= len(x.cands) || x.cands[slot].Offer == nil {
		return false
	}
	s := int32(slot)
	for cl := market.ClassBatch; cl <= market.ClassZK; cl++ {
		ci := x.cls[cl]
		x.rowsOf(cl, s, ci, func(c, wc *cell, r row, hot []uint32) {
			x.delete(cl, c, r)
			x.delete(cl, wc, r)
			for _, h := range hot {
				if hc := ci.hotOf(h); hc != nil {
					x.delete(cl, hc, r)
					if len(hc.blocks) == 0 {
						ci.hot[h] = nil
					}
				}
			}
		})
	}
	x.unintern(s)
	x.cands[slot] = Candidate{}
	x.free = append(x.free, s)
	x.n--
	return true
}

// insert adds r to the first block whose highest price is >= r's (the last block when none),
// which keeps blocks in price order, and splits the block when it grows past twice its cell's
// rows per block.
func (x *Index) insert(cl market.Class, c *cell, r row) {
	c.maxG = max(c.maxG, float64(r.g))
	c.zone.add(&r)
	if len(c.blocks) == 0 {
		b := block{rows: []row{r}, byPrice: []uint8{0}, zone: emptyZone()}
		b.setRange()
		b.zone.add(&r)
		c.blocks = append(c.blocks, b)
		return
	}
	i := min(x.firstBlock(cl, c, &r), len(c.blocks)-1)
	b := &c.blocks[i]
	j, _ := slices.BinarySearchFunc(b.rows, r.g, func(e row, g float32) int {
		if e.g >= g {
			return -1
		}
		return 1
	})
	b.rows = slices.Insert(b.rows, j, r)
	if len(b.rows) <= 2*c.rowsPerBlock() {
		// Shift the price order past the new row and put it in its place.
		k := 0
		for i, v := range b.byPrice {
			if int(v) >= j {
				b.byPrice[i] = v + 1
			}
			if x.cmpPrice(cl, &b.rows[b.byPrice[i]], &r) <= 0 {
				k = i + 1
			}
		}
		b.byPrice = slices.Insert(b.byPrice, k, uint8(j))
		b.setRange()
		b.zone.add(&r)
		return
	}
	rs := b.rows
	slices.SortFunc(rs, func(a, b row) int { return x.cmpPrice(cl, &a, &b) })
	h := len(rs) / 2
	lo, hi := block{rows: slices.Clone(rs[:h])}, block{rows: slices.Clone(rs[h:])}
	lo.reset(x, cl)
	hi.reset(x, cl)
	c.blocks[i] = lo
	c.blocks = slices.Insert(c.blocks, i+1, hi)
}

// firstBlock is the index of c's first block whose highest price is >= r's (len(c.blocks)
// when none is).
func (x *Index) firstBlock(cl market.Class, c *cell, r *row) int {
	return sort.Search(len(c.blocks), func(i int) bool { return x.cmpPrice(cl, c.blocks[i].hi(), r) >= 0 })
}

// delete removes the rows of r's slot from the blocks of c that can hold r's price; it reports
// whether it removed any.
func (x *Index) delete(cl market.Class, c *cell, r row) bool {
	if c == nil {
		return false
	}
	i := x.firstBlock(cl, c, &r)
	found := false
	for i < len(c.blocks) && x.cmpPrice(cl, &c.blocks[i].lo, &r) <= 0 {
		b := &c.blocks[i]
		if !b.remove(r.slot) {
			i++
			continue
		}
		found = true
		if len(b.rows) == 0 {
			c.blocks = slices.Delete(c.blocks, i, i+1)
			continue
		}
		i++
	}
	return found
}

// remove deletes slot's rows from b, keeping the g order and the price order (no sort); it
// reports whether there were any.
func (b *block) remove(slot int32) bool {
	found := false
	for j := len(b.rows) - 1; j >= 0; j-- {
		if b.rows[j].slot != slot {
			continue
		}
		found = true
		b.rows = slices.Delete(b.rows, j, j+1)
		k := 0
		for _, v := range b.byPrice {
			if int(v) == j {
				continue
			}
			if int(v) > j {
				v--
			}
			b.byPrice[k] = v
			k++
		}
		b.byPrice = b.byPrice[:k]
	}
	if !found || len(b.rows) == 0 {
		return found
	}
	b.setRange()
	b.zone = emptyZone()
	for i := range b.rows {
		b.zone.add(&b.rows[i])
	}
	return true
}

// Len returns the number of indexed candidates.
func (x *Index) Len() int {
	x.mu.RLock()
	defer x.mu.RUnlock()
	return x.n
}

// Slots returns the number of slots (the bound on the slots Best and Add return).
func (x *Index) Slots() int {
	x.mu.RLock()
	defer x.mu.RUnlock()
	return len(x.cands)
}

// Candidate returns the candidate in slot i (its Offer is nil when the slot is free).
func (x *Index) Candidate(i int) Candidate {
	x.mu.RLock()
	defer x.mu.RUnlock()
	return x.cands[i]
}

// Candidates returns a copy of the candidates by slot, free slots with a nil Offer: Best over
// it (which skips them) gives the same answers as the Index.
func (x *Index) Candidates() []Candidate {
	x.mu.RLock()
	defer x.mu.RUnlock()
	return slices.Clone(x.cands)
}

// Scratch holds per-caller buffers so Best does not allocate; use one per goroutine.
type Scratch struct {
	cells  []*cell
	cids   []string // the request's distinct inputs
	mult   []uint64 // each one's weight: its bytes over all its occurrences (requests with InputSizes), else how often it appears
	ids    []uint32 // their interned ids (noCID: no candidate holds it)
	sorted []uint64
	caps   []float64 // caps[k]: the locality term of a candidate holding k of the inputs, at most
	mark   []uint32  // by cell id: == gen when the request allows the cell
	gen    uint32
}

// query is one decision's state.
type query struct {
	x    *Index
	cl   market.Class
	r    *market.Request
	q    *market.Requirements
	need need // q's numeric constraints
	// cellBits are the cellBits of the (model, vendor, region) cells the request allows: the
	// selected cells' zones' (a wide cell's rows are of the cells it spans).
	cellBits uint32
	fastMax  bool   // 64-bit prices compare against limit
	limit    uint64 // the request's maximum price when fastMax (MaxUint64: none)
	mark     []uint32
	gen      uint32
	wideOf   []uint32 // the class's classIndex.wideOf
	caps     []float64
	ids      []uint32
	mult     []uint64 // the inputs' weights (Scratch.mult)
	denom    uint64   // what the weights are shares of: the total input bytes, else the number of inputs
	min      row      // lowest eligible price
	minCell  *cell
	minBig   *big.Int // the lowest eligible price, looked up when first needed
	pwMin    float64  // PriceWeight * the lowest eligible price, when it fits in 64 bits
	best     int32
	bestS    float64
	bestRow  *row // the best row so far (rows stay put while Best holds the read lock)
	// warmCap bounds the zk-warm term: ZKWarmWeight when the request is a zk request naming a
	// circuit some candidate lists warm, else 0 (no row has the term).
	warmCap float64
}

// Best returns the slot of the best eligible candidate for r and its score, or -1 when none is
// eligible. s may be nil.
func (x *Index) Best(r *market.Request, s *Scratch) (int, float64) {
	return x.BestExcept(r, s, nil)
}

// BestExcept is Best over the candidates for which skip returns false, with the price term
// still relative to the lowest eligible price of all candidates: called with the slots already
// taken skipped, it walks the order of Rank (skip may be nil).
func (x *Index) BestExcept(r *market.Request, s *Scratch, skip func(slot int) bool) (int, float64) {
	if s == nil {
		s = &Scratch{}
	}
	if !r.Class.Valid() {
		return -1, 0
	}
	x.mu.RLock()
	defer x.mu.RUnlock()
	ci := x.cls[r.Class]
	qy := query{x: x, cl: r.Class, r: r, q: &r.Req, need: newNeed(&r.Req), best: -1}
	if r.Class == market.ClassZK && x.cfg.ZKWarmWeight != 0 && len(x.warm) > 0 {
		for _, in := range r.InputCIDs {
			if x.warm[in] > 0 {
				qy.warmCap = x.cfg.ZKWarmWeight
				break
			}
		}
	}
	switch m := qy.q.MaxPrice; {
	case m == nil:
		qy.fastMax, qy.limit = true, ^uint64(0)
	case m.IsUint64():
		qy.fastMax, qy.limit = true, m.Uint64()
	case m.Sign() > 0: // beyond 64 bits: every 64-bit price is under it
		qy.fastMax, qy.limit = true, ^uint64(0)
	}
	s.cells = ci.cellsFor(qy.q, s.cells[:0])
	if len(s.cells) == 0 {
		return -1, 0
	}
	if len(s.mark) < len(ci.all) {
		s.mark = make([]uint32, len(ci.all)+len(ci.all)/2)
	}
	s.gen++
	if s.gen == 0 { // wrapped: old marks could match again
		clear(s.mark)
		s.gen = 1
	}
	// The cell with the cheapest first block goes first, so the lowest price is usually found
	// there and the other cells are passed over.
	first := 0
	for i, c := range s.cells {
		s.mark[c.id] = s.gen
		qy.cellBits |= c.zone.cells
		if a, f := &c.blocks[0], &s.cells[first].blocks[0]; a.loSmall && f.loSmall && a.loP < f.loP ||
			!(a.loSmall && f.loSmall) && x.cmpLo(r.Class, a, &f.lo) < 0 {
			first = i
		}
	}
	s.cells[0], s.cells[first] = s.cells[first], s.cells[0]
	qy.mark, qy.gen, qy.wideOf = s.mark, s.gen, ci.wideOf
	found := false
	for _, c := range s.cells {
		found = qy.lowest(c, found) || found
	}
	if !found {
		return -1, 0
	}
	qy.pwMin = x.cfg.PriceWeight * float64(qy.min.p)
	// The cheapest block of the cell holding the lowest price first, for a good best score
	// early; then the candidates holding inputs hot; then every cell.
	home := qy.minCell
	qy.scan(home, 0, skip, 0, 1)
	locW := x.cfg.LocalityWeight
	if locW != 0 && len(r.InputCIDs) > 0 {
		// Locality is a share of the input bytes when the request gives sizes, else of the
		// inputs (localityShare): each distinct input weighs its bytes, or its occurrences.
		total := inputBytes(r)
		qy.denom = total
		if total == 0 {
			qy.denom = uint64(len(r.InputCIDs))
		}
		s.cids, s.mult = s.cids[:0], s.mult[:0]
		for i, in := range r.InputCIDs {
			w := uint64(1)
			if total > 0 {
				w = r.InputSizes[i]
			}
			if k := slices.Index(s.cids, in); k >= 0 {
				s.mult[k] += w
			} else {
				s.cids, s.mult = append(s.cids, in), append(s.mult, w)
			}
		}
		s.ids = s.ids[:0]
		for _, in := range s.cids {
			id := noCID
			if ref := x.cids[in]; ref != nil {
				id = ref.id
			}
			s.ids = append(s.ids, id)
		}
		qy.caps, qy.ids, qy.mult = qy.locCaps(s), s.ids, s.mult
		for k, id := range s.ids {
			if c := ci.hotOf(id); c != nil {
				qy.scan(c, s.mult[k], skip, 0, len(c.blocks))
			}
		}
	}
	for _, c := range s.cells {
		from := 0
		if c == home {
			from = 1
		}
		qy.scan(c, 0, skip, from, len(c.blocks))
	}
	if qy.best < 0 {
		return -1, 0
	}
	return int(qy.best), qy.bestS
}

// noCID is the id of an input no candidate holds hot.
const noCID = ^uint32(0)

// locality is Locality for the candidate in slot, by interned ids: the same integer share
// localityShare divides, so both paths score alike to the bit.
func (qy *query) locality(slot int32) float64 {
	var held uint64
	for k, id := range qy.ids {
		if id != noCID && slices.Contains(qy.x.hot[slot], id) {
			held += qy.mult[k]
		}
	}
	return float64(held) / float64(qy.denom)
}

// locCaps fills s.caps: caps[k] bounds the locality term of a candidate holding k distinct
// inputs hot (the k most frequent inputs, at best).
func (qy *query) locCaps(s *Scratch) []float64 {
	n := float64(qy.denom)
	w := qy.x.cfg.LocalityWeight
	s.caps = append(s.caps[:0], 0)
	s.sorted = append(s.sorted[:0], s.mult...)
	sorted := s.sorted
	slices.Sort(sorted)
	var sum uint64
	for k := len(sorted) - 1; k >= 0; k-- {
		sum += sorted[k]
		s.caps = append(s.caps, w*(float64(sum)/n))
	}
	return s.caps
}

// locCap bounds the locality term of a row whose candidate holds k CIDs hot.
func (qy *query) locCap(k uint8) float64 {
	return qy.caps[min(int(k), len(qy.caps)-1)]
}

// cellsFor appends the cells whose model, vendor and region r allows. Each list it reads holds
// only cells of the model and region the request names (where it names them), so a cell is
// checked for its vendor alone.
func (ci *classIndex) cellsFor(q *market.Requirements, out []*cell) []*cell {
	pick := func(cs []*cell) {
		for _, c := range cs {
			if len(c.blocks) > 0 && allowed(q.Vendors, c.key.vendor) {
				out = append(out, c)
			}
		}
	}
	switch {
	case q.Region == "" && len(q.Models) > 0:
		for i, m := range q.Models {
			if !slices.Contains(q.Models[:i], m) {
				pick(ci.wideByModel[m])
			}
		}
	case q.Region == "":
		pick(ci.wideList)
	case len(q.Models) > 0:
		for i, m := range q.Models {
			if !slices.Contains(q.Models[:i], m) {
				pick(ci.byPlace[place{m, q.Region}])
			}
		}
	default:
		pick(ci.byRegion[q.Region])
	}
	return out
}

// over reports whether r's price is above the request's maximum.
func (qy *query) over(r *row) bool {
	if r.small && qy.fastMax {
		return r.p > qy.limit
	}
	return qy.overBig(r)
}

// overBig is over on the candidate's price as a big.Int (kept out of over, so that over inlines).
func (qy *query) overBig(r *row) bool {
	return qy.q.MaxPrice != nil && qy.x.cands[r.slot].price(qy.cl).Cmp(qy.q.MaxPrice) > 0
}

// overLo is over for b's lowest row, from b's head when its price fits in 64 bits.
func (qy *query) overLo(b *block) bool {
	if b.loSmall && qy.fastMax {
		return b.loP > qy.limit
	}
	return qy.over(&b.lo)
}

// need is a request's per-row numeric constraints as fits and meets compare them: the latency
// bound with "none" as the highest class, the throughput also in a zone's units.
type need struct {
	vram, thru     uint64
	count, cc, rep uint32
	// thruUnits is the least zone throughput that can hold a row meeting thru: thru / 2^32
	// rounded up, and anyThru where that is higher (a zone of anyThru admits any request).
	thruUnits uint32
	lat       uint8 // the highest latency class allowed
}

func newNeed(q *market.Requirements) need {
	n := need{vram: q.VRAMMiB, thru: q.MinThroughput, count: q.GPUCount, cc: q.MinComputeCap,
		rep: q.MinReputation, thruUnits: thruUnits(q.MinThroughput), lat: q.MaxLatencyClass}
	if n.lat == 0 {
		n.lat = math.MaxUint8
	}
	return n
}

// fits reports whether some row of z could meet the request's numeric constraints and be of a
// cell it allows.
func (qy *query) fits(z *zone) bool {
	n := &qy.need
	return (z.sat || uint32(z.count) >= n.count && uint64(z.vram) >= n.vram &&
		uint32(z.cc) >= n.cc && uint32(z.rep) >= n.rep) && z.thru >= n.thruUnits && z.latCls <= n.lat &&
		z.cells&qy.cellBits != 0
}

// inCells reports whether the request allows r's (model, vendor, region) cell or its wide
// cell: a hot cell's rows may be of any, a selected cell's are of the cell.
func (qy *query) inCells(r *row) bool {
	return qy.mark[r.cell] == qy.gen || qy.mark[qy.wideOf[r.cell]] == qy.gen
}

// eligible reports whether row r passes the request's constraints other than the maximum
// price and its cell's model, vendor and region (see inCells).
func (qy *query) eligible(r *row) bool {
	if r.sat || qy.q.Executor != "" {
		return qy.eligibleSlow(r)
	}
	return meets(&qy.need, r)
}

// meets reports whether row r, not sat, meets the per-row numeric constraints n (eligible
// without the executor; kept small, so that it inlines into scan's loop).
func meets(n *need, r *row) bool {
	return uint32(r.count) >= n.count && uint64(r.vram) >= n.vram && uint32(r.cc) >= n.cc &&
		r.thru >= n.thru && uint32(r.rep) >= n.rep && r.latCls <= n.lat
}

// eligibleSlow is eligible for a sat row (decided on the candidate) or a request naming an
// executor.
func (qy *query) eligibleSlow(r *row) bool {
	if r.sat {
		return Eligible(qy.r, &qy.x.cands[r.slot])
	}
	q := qy.q
	return meets(&qy.need, r) && (q.Executor == "" || qy.x.cands[r.slot].Offer.Enables(q.Executor))
}

// lowest lowers qy.min to the lowest eligible price in c, walking rows in price order only
// while they are cheaper than qy.min; have says whether qy.min is set. It reports whether it set
// qy.min.
func (qy *query) lowest(c *cell, have bool) bool {
	x, cl := qy.x, qy.cl
	if !qy.fits(&c.zone) {
		return false
	}
	for bi := range c.blocks {
		b := &c.blocks[bi]
		if b.loSmall && qy.fastMax && (!have || qy.min.small) { // cmpLo and overLo, inline
			if have && b.loP >= qy.min.p || b.loP > qy.limit {
				return false
			}
		} else if have && x.cmpLo(cl, b, &qy.min) >= 0 || qy.overLo(b) {
			return false
		}
		if !qy.fits(&b.zone) {
			continue
		}
		if qy.eligible(&b.lo) { // the block's cheapest row, checked above, without reading the price order
			qy.min, qy.minCell = b.lo, c
			return true
		}
		for _, k := range b.byPrice[1:] {
			r := &b.rows[k]
			if have && x.cmpPrice(cl, r, &qy.min) >= 0 {
				return false
			}
			if qy.over(r) {
				return false
			}
			if qy.eligible(r) {
				qy.min, qy.minCell = *r, c
				return true // every later row costs at least as much
			}
		}
	}
	return false
}

// ratio is min price / r's price, exactly as Score computes it.
func (qy *query) ratio(r *row) float64 {
	if qy.min.small && r.small {
		if r.p == 0 {
			return 1
		}
		return float64(qy.min.p) / float64(r.p)
	}
	return qy.ratioBig(r)
}

// ratioBig is ratio on the prices as big.Ints (kept out of ratio, so that ratio inlines).
func (qy *query) ratioBig(r *row) float64 {
	if qy.minBig == nil { // only a price beyond 64 bits needs it
		qy.minBig = qy.x.cands[qy.min.slot].price(qy.cl)
	}
	return ratio(qy.minBig, qy.x.cands[r.slot].price(qy.cl))
}

// ratioLo is ratio for b's lowest row, from b's head when both prices fit in 64 bits.
func (qy *query) ratioLo(b *block) float64 {
	if qy.min.small && b.loSmall {
		if b.loP == 0 {
			return 1
		}
		return float64(qy.min.p) / float64(b.loP)
	}
	return qy.ratioBig(&b.lo)
}

// boundSlack absorbs float rounding between a bound and an exact score.
const boundSlack = 1e-9

// scan scores the rows of c's blocks [from, to) that can beat the best so far. mult is 0 for
// a (model, vendor, region) cell, whose rows' locality is left out (rows holding inputs hot are
// also found through the hot cells); for the hot cell of an input it is that input's weight
// (its bytes, or how often the request names it), and the bounds add the most locality each
// row's candidate can have.
func (qy *query) scan(c *cell, mult uint64, skip func(int) bool, from, to int) {
	x := qy.x
	pw := x.cfg.PriceWeight
	if !qy.fits(&c.zone) {
		return
	}
	cellLoc := 0.0
	if mult > 0 {
		cellLoc = qy.locCap(c.zone.nHot)
	}
	for bi := from; bi < to; bi++ {
		b := &c.blocks[bi]
		var ratio float64
		if b.loSmall && qy.fastMax && qy.min.small { // overLo and ratioLo, inline
			if b.loP > qy.limit {
				return
			}
			ratio = 1
			if b.loP != 0 {
				ratio = float64(qy.min.p) / float64(b.loP)
			}
		} else {
			if qy.overLo(b) {
				return
			}
			ratio = qy.ratioLo(b)
		}
		price := pw*ratio + qy.warmCap + boundSlack // the zk-warm bound rides on the price term's
		if qy.best >= 0 && price+cellLoc+c.maxG < qy.bestS {
			return // the price term only falls in later blocks
		}
		blockLoc := 0.0
		if mult > 0 {
			blockLoc = qy.locCap(b.zone.nHot)
		}
		if qy.best >= 0 && price+blockLoc+b.g0 < qy.bestS || !qy.fits(&b.zone) {
			continue
		}
		floor, rowFloor := qy.floors(price + blockLoc)
		minSmall, hot, rows := qy.min.small, c.hot, b.rows
		for i := range rows {
			r := &rows[i]
			g := float64(r.g)
			if g < floor {
				break
			}
			if hot && (r.cellBit()&qy.cellBits == 0 || !qy.inCells(r)) {
				continue // first, as it is the cheapest check and rejects most of a hot cell's rows
			}
			// The row's own bound: its exact price term (the block's is its cheapest row's)
			// and, in a hot cell, the most locality its candidate can have.
			loc := 0.0
			if mult > 0 {
				loc = qy.locCap(r.nHot)
			}
			if r.small && minSmall {
				if qy.pwMin < (rowFloor-g-loc)*float64(r.p) {
					continue
				}
			} else if qy.best >= 0 && price+loc+g < qy.bestS {
				continue
			}
			if qy.over(r) {
				continue
			}
			if r.sat || qy.q.Executor != "" {
				if !qy.eligibleSlow(r) {
					continue
				}
			} else if !meets(&qy.need, r) {
				continue
			}
			if skip != nil && skip(int(r.slot)) {
				continue
			}
			if mult == 0 {
				qy.consider(r, 0, false)
				floor, rowFloor = qy.floors(price + blockLoc)
				continue
			}
			if r.nHot == 1 || len(qy.ids) == 1 { // holds this input, and no other the request names
				loc = float64(mult) / float64(qy.denom)
			} else {
				loc = qy.locality(r.slot)
			}
			loc *= x.cfg.LocalityWeight
			if qy.best >= 0 && price+loc+g < qy.bestS {
				continue
			}
			qy.consider(r, loc, true)
			floor, rowFloor = qy.floors(price + blockLoc)
		}
	}
}

// floors are what scan's rows are held against, given the bound's terms other than a row's g
// (its block's price term and locality): a row whose g is below floor cannot reach the best
// score, nor can a later row of the block (whose g is no higher); and a row of 64-bit price p
// and locality bound loc whose pwMin < (rowFloor-g-loc)*p cannot either (its exact bound,
// pw*min/p + warmCap + boundSlack + loc + g < bestS, multiplied out by p: no division; the
// slack covers the rounding either form has). Before there is a best score both are -Inf:
// nothing is pruned (where p is 0, the product is NaN, which compares false: not pruned).
func (qy *query) floors(terms float64) (floor, rowFloor float64) {
	if qy.best < 0 {
		return math.Inf(-1), math.Inf(-1)
	}
	return qy.bestS - terms, qy.bestS - qy.warmCap - boundSlack
}

// consider scores r exactly as Score does and keeps it when it beats the best so far under
// Rank's order: higher score, then lower price, then lower provider address, then lower slot.
// loc is r's locality term, LocalityWeight * Locality. Without withLoc it takes it as 0, a lower bound: a row holding inputs hot is also
// reached through the hot cells, where it is scored in full unless its bound there is below the
// best score (then so is its true score, and the lower one cannot win or tie); the best score
// only ever rises to true scores, so no row is pruned that could win.
func (qy *query) consider(r *row, loc float64, withLoc bool) {
	x := qy.x
	if r.slot == qy.best && !withLoc {
		return
	}
	t := &x.terms[r.slot]
	sc := x.cfg.PriceWeight*qy.ratio(r) + t.rep + t.lat
	if withLoc {
		sc += loc
	}
	if qy.warmCap != 0 {
		if w := x.cfg.zkWarmTerm(qy.r, x.cands[r.slot].Offer); w != 0 {
			sc += w // last, as Score adds it
		}
	}
	if r.slot == qy.best { // first seen without its locality: now in full
		qy.bestS = max(qy.bestS, sc)
		return
	}
	if qy.best >= 0 {
		if sc < qy.bestS {
			return
		}
		if sc == qy.bestS {
			if c := x.cmpPrice(qy.cl, r, qy.bestRow); c > 0 {
				return
			} else if c == 0 {
				pa, pb := x.cands[r.slot].Offer.Provider, x.cands[qy.best].Offer.Provider
				if c := pa.Cmp(pb); c > 0 || (c == 0 && r.slot > qy.best) {
					return
				}
			}
		}
	}
	qy.best, qy.bestS, qy.bestRow = r.slot, sc, r
}
