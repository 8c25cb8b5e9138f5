package match

import (
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/market"
)

// TestZKWarmPreferred: of two providers alike in everything else, a zk request naming a circuit
// goes to the one whose offer lists it warm, through Rank, Best, the Index and Explain (which
// shows the zk_warm term); a batch request and a zk request for another circuit do not see the
// term, and a cheaper cold provider still beats a warm one when price outweighs it.
func TestZKWarmPreferred(t *testing.T) {
	cids := BenchCIDs(3)
	circuit, witness, other := cids[0], cids[1], cids[2]
	offer := func(addr string, zkPrice int64, warm ...string) *market.Offer {
		return &market.Offer{
			Provider: common.HexToAddress(addr), GPUs: []market.GPU{{Model: "cpu", Vendor: "cpu", Count: 1}},
			Prices: []market.ClassPrice{
				{Class: market.ClassBatch, Unit: market.PerGPUSecond, Amount: big.NewInt(10)},
				{Class: market.ClassZK, Unit: market.PerJobUnit, Amount: big.NewInt(zkPrice)},
			},
			Executors: []market.Executor{{Name: "wasm"}, {Name: "zk"}}, WarmCircuits: warm,
		}
	}
	// The cold provider has the lower address: at equal scores it would win the tie.
	cold := Candidate{Offer: offer("0x01", 1000), Reputation: 5000}
	warm := Candidate{Offer: offer("0x02", 1000, other, circuit), Reputation: 5000}
	cands := []Candidate{cold, warm}
	zk := &market.Request{Class: market.ClassZK, Req: market.Requirements{GPUCount: 1}, InputCIDs: []string{circuit, witness}}
	cfg := DefaultConfig()

	if got := Best(cfg, zk, cands); got != 1 {
		t.Fatalf("zk request: Best chose %d, want the warm provider (1)", got)
	}
	if got, _ := NewIndex(cfg, cands).Best(zk, nil); got != 1 {
		t.Fatalf("zk request: Index chose %d, want the warm provider (1)", got)
	}
	rank := Rank(cfg, zk, cands)
	if d := rank[0].Score - rank[1].Score; rank[0].Index != 1 || d < DefaultZKWarmWeight-1e-9 || d > DefaultZKWarmWeight+1e-9 {
		t.Fatalf("zk request ranked %+v: want the warm provider first, ahead by the weight %v", rank, DefaultZKWarmWeight)
	}
	ex := Explain(cfg, zk, cands)
	term := func(e Explanation) *ScoreTerm {
		for i := range e.Terms {
			if e.Terms[i].Name == "zk_warm" {
				return &e.Terms[i]
			}
		}
		return nil
	}
	if tw, tc := term(ex[1]), term(ex[0]); tw == nil || tc == nil || tw.Value != 1 || tc.Value != 0 ||
		!strings.Contains(tw.Detail, circuit) || !strings.Contains(tc.Detail, "not warm") || ex[1].Rank != 1 {
		t.Fatalf("explain: warm %+v, cold %+v, want zk_warm 1 (naming the circuit) and 0", ex[1], ex[0])
	}

	for name, r := range map[string]*market.Request{
		"batch request":         {Class: market.ClassBatch, Req: market.Requirements{GPUCount: 1}, InputCIDs: []string{circuit}},
		"zk request, other one": {Class: market.ClassZK, Req: market.Requirements{GPUCount: 1}, InputCIDs: []string{witness}},
	} {
		if got := Best(cfg, r, cands); got != 0 {
			t.Errorf("%s: Best chose %d, want the tie-break winner (0): no zk-warm term", name, got)
		}
		if got, _ := NewIndex(cfg, cands).Best(r, nil); got != 0 {
			t.Errorf("%s: Index chose %d, want 0", name, got)
		}
		for _, e := range Explain(cfg, r, cands) {
			if tm := term(e); tm != nil && r.Class != market.ClassZK {
				t.Errorf("%s: explain lists %+v for a non-zk request", name, tm)
			}
		}
	}

	// Half the price is worth 0.25 of the score at the default weights, more than warmth (0.2).
	cheap := Candidate{Offer: offer("0x03", 500), Reputation: 5000}
	if got := Best(cfg, zk, []Candidate{warm, cheap}); got != 1 {
		t.Fatalf("a cold provider at half the price: Best chose %d, want it (1)", got)
	}
	if err := (&Config{ZKWarmWeight: -1}).Validate(); err == nil || !strings.Contains(err.Error(), "zk_warm_weight") {
		t.Fatalf("negative zk_warm_weight: %v", err)
	}
}
