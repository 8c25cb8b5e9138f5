package requester_test

import (
	"context"
	"math/big"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/devnet/reputationtest"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/match"
	"github.com/gpumesh/gpumesh/market/requester"
	"github.com/gpumesh/gpumesh/verifier/reputation"
)

func repOffer(p common.Address, price int64) *market.Offer {
	return &market.Offer{
		Provider: p, PeerID: "p",
		GPUs:   []market.GPU{{Model: "A10", Vendor: "nvidia", Count: 1, VRAMMiB: 24576, ComputeCap: 86}},
		Prices: []market.ClassPrice{{Class: market.ClassBatch, Unit: market.PerGPUSecond, Amount: big.NewInt(price)}},
		Region: "eu", LatencyClass: 1, Nonce: 1, Expiry: 2e9,
	}
}

// TestReputationDecidesMatch writes two providers' histories on a real chain (one completes its
// jobs, the other has its jobs refunded and its collateral slashed), reads them with the chain
// source matching uses, and checks that the unreliable provider loses to a 5% pricier reliable
// one, that it would win on price alone, and that MinReputation excludes it.
func TestReputationDecidesMatch(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	h := reputationtest.Start(ctx, t, 2)
	const unreliable, reliable = 0, 1
	h.Claimed(ctx, t, reliable, 3, reputationtest.Tokens(2))
	h.Claimed(ctx, t, unreliable, 1, reputationtest.Tokens(2))
	h.Refunded(ctx, t, unreliable, 2, reputationtest.Tokens(2))

	src, err := reputation.NewChainSource(h.Client, h.Deployment, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	var _ requester.ReputationSource = src
	req := &market.Request{JobID: contracts.JobID(common.HexToHash("0x1")), Requester: h.Requester.Address(), Class: market.ClassBatch,
		Req: market.Requirements{GPUCount: 1}, Expiry: 2e9}
	cands := []match.Candidate{
		{Offer: repOffer(h.Address(unreliable), 100)},
		{Offer: repOffer(h.Address(reliable), 105)},
	}

	// Price alone: the cheaper, unreliable provider wins.
	if r := match.Rank(match.Config{}, req, slices.Clone(cands)); len(r) != 2 || r[0].Index != unreliable {
		t.Fatalf("without reputation: ranking %+v, want the cheaper provider first", r)
	}
	if err := requester.FillReputation(ctx, src, cands); err != nil {
		t.Fatal(err)
	}
	low, high := cands[unreliable].Reputation, cands[reliable].Reputation
	if !(low < 5000 && 5000 < high) {
		t.Fatalf("reputations unreliable %d, reliable %d: want below and above the prior 5000", low, high)
	}
	r := match.Rank(match.Config{}, req, cands)
	if len(r) != 2 || r[0].Index != reliable {
		t.Fatalf("with reputation (%d vs %d): ranking %+v, want the reliable provider first", low, high, r)
	}

	// MinReputation between the two excludes the unreliable provider, and Explain says why.
	req.Req.MinReputation = (low + high) / 2
	if r := match.Rank(match.Config{}, req, cands); len(r) != 1 || r[0].Index != reliable {
		t.Fatalf("MinReputation %d: ranking %+v, want only the reliable provider", req.Req.MinReputation, r)
	}
	ex := match.Explain(match.Config{}, req, cands)
	if f := ex[unreliable].Failed(); ex[unreliable].Eligible || !slices.Equal(f, []string{match.CMinReputation}) {
		t.Fatalf("explanation of the unreliable provider: eligible %v, failed %v; want only %s failed", ex[unreliable].Eligible, f, match.CMinReputation)
	}
}
