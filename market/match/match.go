// Package match is gpumesh's pure matching core: it checks a Request's hard constraints against
// Offers and ranks the eligible ones by a weighted score of price, reputation, data locality,
// measured latency and, for zk requests, whether the provider holds the circuit decoded (zkwarm.go). It does no I/O, holds no clock and keeps no state between calls, so every
// decision can be replayed and explained (see Explain).
//
// Two paths give the same answers: Rank and Explain work on any list of candidates (e.g. the
// bids of an auction, or quotes in the simulator); Index holds a changing set of candidates
// (a book's offers, updated one at a time) and answers Best without scanning them: it visits
// only the (model, vendor, region) cells a request allows and, in each, only the price blocks
// whose best possible score can still win.
package match

import (
	"fmt"
	"math"
	"math/big"
	"slices"
	"strings"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/market"
)

// Config holds the score weights and references. The zero value means "all defaults"; call
// EnsureDefaults before use (the functions here do it on a copy).
type Config struct {
	// PriceWeight weighs the price term min_price/price (1 for the cheapest eligible candidate).
	// Default 0.5.
	PriceWeight float64
	// ReputationWeight weighs reputation/10000. Default 0.2.
	ReputationWeight float64
	// LocalityWeight weighs the share of the request's input bytes the provider holds hot
	// (of its input CIDs when the request gives no sizes; see Locality). Default 0.2.
	LocalityWeight float64
	// LatencyWeight weighs LatencyRefMs/(LatencyRefMs+latency). Default 0.1.
	LatencyWeight float64
	// ZKWarmWeight weighs, for a zk request, whether the provider holds the request's circuit
	// package decoded in memory (its offer's WarmCircuits name one of the request's input
	// CIDs; see ZKWarm): such a provider proves without fetching and decoding the keys first.
	// Other classes never get the term. Default 0.2.
	ZKWarmWeight float64
	// LatencyRefMs is the latency at which the latency term is 0.5. Default 50 ms.
	LatencyRefMs float64
	// LatencyClassMs estimates the latency of a provider with no measurement from its offer's
	// latency class: class*LatencyClassMs + LatencyClassMs/2. Default 40 ms.
	LatencyClassMs float64
}

// Defaults used by EnsureDefaults.
const (
	DefaultPriceWeight      = 0.5
	DefaultReputationWeight = 0.2
	DefaultLocalityWeight   = 0.2
	DefaultLatencyWeight    = 0.1
	DefaultZKWarmWeight     = 0.2
	DefaultLatencyRefMs     = 50
	DefaultLatencyClassMs   = 40
)

// DefaultConfig returns the documented defaults.
func DefaultConfig() Config { var c Config; c.EnsureDefaults(); return c }

// EnsureDefaults fills zero fields with their defaults. An all-zero weight set gets all five
// default weights; negative weights are left for Validate to reject.
func (c *Config) EnsureDefaults() {
	if c.PriceWeight == 0 && c.ReputationWeight == 0 && c.LocalityWeight == 0 && c.LatencyWeight == 0 && c.ZKWarmWeight == 0 {
		c.PriceWeight, c.ReputationWeight = DefaultPriceWeight, DefaultReputationWeight
		c.LocalityWeight, c.LatencyWeight = DefaultLocalityWeight, DefaultLatencyWeight
		c.ZKWarmWeight = DefaultZKWarmWeight
	}
	if c.LatencyRefMs == 0 {
		c.LatencyRefMs = DefaultLatencyRefMs
	}
	if c.LatencyClassMs == 0 {
		c.LatencyClassMs = DefaultLatencyClassMs
	}
}

// Validate rejects negative or non-finite weights and references.
func (c *Config) Validate() error {
	for _, f := range []struct {
		name string
		v    float64
	}{{"price_weight", c.PriceWeight}, {"reputation_weight", c.ReputationWeight},
		{"locality_weight", c.LocalityWeight}, {"latency_weight", c.LatencyWeight}, {"zk_warm_weight", c.ZKWarmWeight},
		{"latency_ref_ms", c.LatencyRefMs}, {"latency_class_ms", c.LatencyClassMs}} {
		if f.v < 0 || math.IsNaN(f.v) || math.IsInf(f.v, 0) {
			return fmt.Errorf("match: config %s=%v: use a finite, non-negative number", f.name, f.v)
		}
	}
	return nil
}

// Candidate is an offer together with what the requester knows about its provider.
type Candidate struct {
	Offer *market.Offer
	// Reputation of the provider in basis points (0..10000), computed locally from chain events.
	Reputation uint32
	// LatencyMs is the measured round-trip time to the provider; <= 0 means unmeasured (the
	// offer's latency class is used).
	LatencyMs float64
	// Quote, when set, replaces the offer's list price for the request's class (a bid's price per
	// unit, or a provider's placement-specific quote). Hard price constraints apply to it.
	Quote *big.Int
	// Throughput is the provider's credited throughput in int8 MAC/s: what a verified, fresh
	// capacity attestation from a trusted challenger vouches for (book.Entry.Throughput), never
	// the offer's own Throughput claim. 0 = unattested; Requirements.MinThroughput compares
	// against this.
	Throughput uint64
}

// price returns the effective price of c for class cl, or nil when c does not serve cl.
func (c *Candidate) price(cl market.Class) *big.Int {
	if c.Quote != nil {
		return c.Quote
	}
	p, _ := c.Offer.PriceFor(cl)
	return p
}

// Constraint names, in the order Explain lists them.
const (
	CGPUCount      = "gpu_count"
	CVRAM          = "vram_per_gpu"
	CModel         = "model"
	CVendor        = "vendor"
	CComputeCap    = "compute_capability"
	CGPUGroup      = "gpu_group" // one GPU group satisfies all per-device constraints together
	CThroughput    = "min_throughput"
	CClass         = "serves_class"
	CMaxPrice      = "max_price"
	CMinReputation = "min_reputation"
	CRegion        = "region"
	CLatencyClass  = "latency_class"
	CExecutor      = "executor" // listed only when the request names an executor
)

// ConstraintResult is one hard constraint's outcome.
type ConstraintResult struct {
	Name string `json:"name"`
	Pass bool   `json:"pass"`
	Want string `json:"want"`
	Have string `json:"have"`
}

// ScoreTerm is one term of the score: Contribution = Weight * Value.
type ScoreTerm struct {
	Name         string  `json:"name"`
	Weight       float64 `json:"weight"`
	Value        float64 `json:"value"`
	Contribution float64 `json:"contribution"`
	Detail       string  `json:"detail"`
}

// Explanation says why a candidate is or is not eligible for a request and how it scored.
type Explanation struct {
	Provider    common.Address     `json:"provider"`
	Eligible    bool               `json:"eligible"`
	Constraints []ConstraintResult `json:"constraints"`
	Terms       []ScoreTerm        `json:"terms,omitempty"` // only for eligible candidates
	Score       float64            `json:"score"`
	Rank        int                `json:"rank"` // 1 = chosen; 0 = not eligible
}

// Failed returns the names of the failed constraints.
func (e *Explanation) Failed() []string {
	var out []string
	for _, c := range e.Constraints {
		if !c.Pass {
			out = append(out, c.Name)
		}
	}
	return out
}

// Eligible reports whether c satisfies every hard constraint of r. It is the fast form of the
// checks Explain lists.
func Eligible(r *market.Request, c *Candidate) bool {
	o := c.Offer
	q := &r.Req
	if o == nil || c.Throughput < q.MinThroughput || c.Reputation < q.MinReputation {
		return false
	}
	if q.Region != "" && o.Region != q.Region {
		return false
	}
	if q.MaxLatencyClass != 0 && o.LatencyClass > q.MaxLatencyClass {
		return false
	}
	if q.Executor != "" && !o.Enables(q.Executor) {
		return false
	}
	p := c.price(r.Class)
	if p == nil || (q.MaxPrice != nil && p.Cmp(q.MaxPrice) > 0) {
		return false
	}
	for i := range o.GPUs {
		if groupFits(q, &o.GPUs[i]) {
			return true
		}
	}
	return false
}

func groupFits(q *market.Requirements, g *market.GPU) bool {
	return g.Count >= q.GPUCount && g.VRAMMiB >= q.VRAMMiB && g.ComputeCap >= q.MinComputeCap &&
		allowed(q.Models, g.Model) && allowed(q.Vendors, g.Vendor)
}

func allowed(list []string, v string) bool { return len(list) == 0 || slices.Contains(list, v) }

func (cfg *Config) latencyMs(c *Candidate) float64 {
	if c.LatencyMs > 0 {
		return c.LatencyMs
	}
	return float64(c.Offer.LatencyClass)*cfg.LatencyClassMs + cfg.LatencyClassMs/2
}

// ratio returns a/b as a float64 for positive b (1 when both are zero).
func ratio(a, b *big.Int) float64 {
	if b.Sign() == 0 {
		return 1
	}
	if a.IsUint64() && b.IsUint64() {
		return float64(a.Uint64()) / float64(b.Uint64())
	}
	f, _ := new(big.Rat).SetFrac(a, b).Float64()
	return f
}

// terms computes the score terms of an eligible candidate given the lowest eligible price.
func (cfg *Config) terms(r *market.Request, c *Candidate, minPrice *big.Int) []ScoreTerm {
	p := c.price(r.Class)
	pv := ratio(minPrice, p)
	rv := float64(c.Reputation) / market.MaxReputation
	lv := Locality(r, c.Offer)
	ms := cfg.latencyMs(c)
	tv := cfg.LatencyRefMs / (cfg.LatencyRefMs + ms)
	mk := func(name string, w, v float64, d string) ScoreTerm {
		return ScoreTerm{Name: name, Weight: w, Value: v, Contribution: w * v, Detail: d}
	}
	out := []ScoreTerm{
		mk("price", cfg.PriceWeight, pv, fmt.Sprintf("min eligible price %s / price %s", minPrice, p)),
		mk("reputation", cfg.ReputationWeight, rv, fmt.Sprintf("%d/10000", c.Reputation)),
		mk("locality", cfg.LocalityWeight, lv, localityDetail(r, c.Offer)),
		mk("latency", cfg.LatencyWeight, tv, fmt.Sprintf("%.1f ms (ref %.0f ms)", ms, cfg.LatencyRefMs)),
	}
	if r.Class == market.ClassZK {
		out = append(out, mk("zk_warm", cfg.ZKWarmWeight, ZKWarm(r, c.Offer), zkWarmDetail(r, c.Offer)))
	}
	return out
}

// Score returns the score of an eligible candidate given the lowest eligible price.
func (cfg *Config) Score(r *market.Request, c *Candidate, minPrice *big.Int) float64 {
	p := c.price(r.Class)
	s := cfg.PriceWeight*ratio(minPrice, p) + cfg.ReputationWeight*float64(c.Reputation)/market.MaxReputation +
		cfg.LatencyWeight*cfg.LatencyRefMs/(cfg.LatencyRefMs+cfg.latencyMs(c))
	if cfg.LocalityWeight != 0 {
		s += cfg.LocalityWeight * Locality(r, c.Offer)
	}
	if w := cfg.zkWarmTerm(r, c.Offer); w != 0 {
		s += w // last, as Index adds it, so both paths score alike to the bit
	}
	return s
}

// Scored is a ranked eligible candidate.
type Scored struct {
	Index int // position in the input slice
	Score float64
}

// Rank returns the eligible candidates, best first. Ties break by lower price, then by lower
// provider address, then by position in cands, so the order is deterministic (Best and Index
// break ties the same way).
func Rank(cfg Config, r *market.Request, cands []Candidate) []Scored {
	cfg.EnsureDefaults()
	var minPrice *big.Int
	var ok []int
	for i := range cands {
		if Eligible(r, &cands[i]) {
			ok = append(ok, i)
			if p := cands[i].price(r.Class); minPrice == nil || p.Cmp(minPrice) < 0 {
				minPrice = p
			}
		}
	}
	out := make([]Scored, len(ok))
	for j, i := range ok {
		out[j] = Scored{Index: i, Score: cfg.Score(r, &cands[i], minPrice)}
	}
	slices.SortStableFunc(out, func(a, b Scored) int {
		if a.Score != b.Score {
			if a.Score > b.Score {
				return -1
			}
			return 1
		}
		ca, cb := &cands[a.Index], &cands[b.Index]
		if c := ca.price(r.Class).Cmp(cb.price(r.Class)); c != 0 {
			return c
		}
		return ca.Offer.Provider.Cmp(cb.Offer.Provider)
	})
	return out
}

// Best returns the index of the best eligible candidate, or -1 when none is eligible. It picks
// the same candidate as Rank(...)[0] in one linear pass, without sorting.
func Best(cfg Config, r *market.Request, cands []Candidate) int {
	cfg.EnsureDefaults()
	return naiveBest(&cfg, r, cands)
}

// Explain returns one Explanation per candidate, in input order, with every constraint's
// outcome, every score term of the eligible ones, and their rank.
func Explain(cfg Config, r *market.Request, cands []Candidate) []Explanation {
	cfg.EnsureDefaults()
	out := make([]Explanation, len(cands))
	var minPrice *big.Int
	for i := range cands {
		out[i] = explainConstraints(r, &cands[i])
		if out[i].Eligible {
			if p := cands[i].price(r.Class); minPrice == nil || p.Cmp(minPrice) < 0 {
				minPrice = p
			}
		}
	}
	for i, s := range Rank(cfg, r, cands) {
		e := &out[s.Index]
		e.Rank = i + 1
		e.Terms = cfg.terms(r, &cands[s.Index], minPrice)
		e.Score = s.Score
	}
	return out
}

func explainConstraints(r *market.Request, c *Candidate) Explanation {
	o, q := c.Offer, &r.Req
	e := Explanation{Provider: o.Provider}
	add := func(name string, pass bool, want, have string) {
		e.Constraints = append(e.Constraints, ConstraintResult{Name: name, Pass: pass, Want: want, Have: have})
	}
	// Per-device constraints are reported for the best-fitting group: a group that passes all,
	// or else the one passing most.
	best, bestN := -1, -1
	for i := range o.GPUs {
		g := &o.GPUs[i]
		n := b2i(g.Count >= q.GPUCount) + b2i(g.VRAMMiB >= q.VRAMMiB) + b2i(allowed(q.Models, g.Model)) +
			b2i(allowed(q.Vendors, g.Vendor)) + b2i(g.ComputeCap >= q.MinComputeCap)
		if n > bestN {
			best, bestN = i, n
		}
	}
	var g market.GPU
	if best >= 0 {
		g = o.GPUs[best]
	}
	add(CGPUCount, g.Count >= q.GPUCount, fmt.Sprintf(">= %d", q.GPUCount), fmt.Sprintf("%d x %s", g.Count, g.Model))
	add(CVRAM, g.VRAMMiB >= q.VRAMMiB, fmt.Sprintf(">= %d MiB", q.VRAMMiB), fmt.Sprintf("%d MiB", g.VRAMMiB))
	add(CModel, allowed(q.Models, g.Model), listOrAny(q.Models), g.Model)
	add(CVendor, allowed(q.Vendors, g.Vendor), listOrAny(q.Vendors), g.Vendor)
	add(CComputeCap, g.ComputeCap >= q.MinComputeCap, fmt.Sprintf(">= %d", q.MinComputeCap), fmt.Sprint(g.ComputeCap))
	anyGroup := false
	for i := range o.GPUs {
		anyGroup = anyGroup || groupFits(q, &o.GPUs[i])
	}
	add(CGPUGroup, anyGroup, "one GPU group meets all per-device requirements", fmt.Sprintf("%d groups", len(o.GPUs)))
	add(CThroughput, c.Throughput >= q.MinThroughput, fmt.Sprintf(">= %d attested", q.MinThroughput), fmt.Sprintf("%d attested (offer claims %d)", c.Throughput, o.Throughput))
	p := c.price(r.Class)
	add(CClass, p != nil, r.Class.String(), fmt.Sprintf("%d class prices", len(o.Prices)))
	maxP, have := "any", "none"
	if q.MaxPrice != nil {
		maxP = "<= " + q.MaxPrice.String()
	}
	if p != nil {
		have = p.String()
	}
	add(CMaxPrice, p != nil && (q.MaxPrice == nil || p.Cmp(q.MaxPrice) <= 0), maxP, have)
	add(CMinReputation, c.Reputation >= q.MinReputation, fmt.Sprintf(">= %d", q.MinReputation), fmt.Sprint(c.Reputation))
	region := "any"
	if q.Region != "" {
		region = q.Region
	}
	add(CRegion, q.Region == "" || o.Region == q.Region, region, o.Region)
	lc := "any"
	if q.MaxLatencyClass != 0 {
		lc = fmt.Sprintf("<= %d", q.MaxLatencyClass)
	}
	add(CLatencyClass, q.MaxLatencyClass == 0 || o.LatencyClass <= q.MaxLatencyClass, lc, fmt.Sprint(o.LatencyClass))
	if q.Executor != "" {
		add(CExecutor, o.Enables(q.Executor), q.Executor, offerExecutors(o))
	}
	e.Eligible = true
	for _, cr := range e.Constraints {
		if !cr.Pass && cr.Name != CGPUCount && cr.Name != CVRAM && cr.Name != CModel && cr.Name != CVendor && cr.Name != CComputeCap {
			e.Eligible = false
		}
	}
	// The per-device rows describe one group; eligibility is decided by gpu_group.
	return e
}

// offerExecutors lists the executors an offer enables, with their versions, for explain.
func offerExecutors(o *market.Offer) string {
	if len(o.Executors) == 0 {
		return "[wasm] (the offer lists none)"
	}
	out := make([]string, 0, len(o.Executors))
	for _, e := range o.Executors {
		s := e.Name
		if e.Version != "" {
			s += " " + e.Version
		}
		if e.Driver != "" || e.CUDA != "" {
			s += fmt.Sprintf(" (driver %s, cuda %s)", e.Driver, e.CUDA)
		}
		out = append(out, s)
	}
	return "[" + strings.Join(out, ", ") + "]"
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func listOrAny(l []string) string {
	if len(l) == 0 {
		return "any"
	}
	return fmt.Sprint(l)
}

// naiveBest is Best without an index: a linear pass with Eligible to find the cheapest price, then a
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

// tieBetter reports whether a beats b at equal scores: lower price, then lower provider address.
// At a full tie the earlier candidate wins (naiveBest keeps the first it saw).
func tieBetter(cl market.Class, a, b *Candidate) bool {
	if c := a.price(cl).Cmp(b.price(cl)); c != 0 {
		return c < 0
	}
	return a.Offer.Provider.Cmp(b.Offer.Provider) < 0
}
