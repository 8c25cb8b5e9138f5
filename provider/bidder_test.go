package provider_test

import (
	"context"
	"crypto/rand"
	"io"
	"math/big"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/bid"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/market/requests"
	"github.com/gpumesh/gpumesh/provider"
)

// TestDaemonBidsOnRequests: the daemon (its own process, on the embedded chain) answers a
// signed batch Request gossiped by a requester with a sealed bid priced from the spec it
// fetched (price per GPU-second x wall time, collateral = offer.collateral_multiple x price),
// and does not bid on a request whose spec names an executor it does not run.
func TestDaemonBidsOnRequests(t *testing.T) {
	if testing.Short() {
		t.Skip("-short skips the integration tier: this starts an embedded chain and the daemon as its own process (~1 s; longer if gossip drops a request); make test runs it")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	h := startHarness(t, ctx)
	dom := market.Domain{ChainID: h.net.Deployment.ChainID, Escrow: h.net.Deployment.Escrow}

	bids := make(chan *market.Bid, 4)
	svc, err := bid.NewService(h.reqNode, bid.Config{Domain: dom}, bid.CollectorFunc(func(_ context.Context, b *market.Bid, from peer.ID) error {
		if from != h.prov.ID {
			t.Errorf("bid from %s, want the provider %s", from, h.prov.ID)
		}
		bids <- b
		return nil
	}))
	if err != nil {
		t.Fatal(err)
	}
	if err := svc.Start(); err != nil {
		t.Fatal(err)
	}
	defer svc.Close()
	topic, err := requests.Join(h.reqNode, requests.Config{Domain: dom})
	if err != nil {
		t.Fatal(err)
	}
	defer topic.Close()
	waitFor(t, 30*time.Second, "the provider in the requests mesh", func() (bool, error) {
		for _, p := range h.reqNode.PubSub().ListPeers(requests.ID) {
			if p == h.prov.ID {
				return true, nil
			}
		}
		return false, nil
	})

	request := func(specCID string) *market.Request {
		var id [32]byte
		rand.Read(id[:])
		r := &market.Request{
			JobID: id, Class: market.ClassBatch, Req: market.Requirements{GPUCount: 1},
			BidWindowMs: 2000, Expiry: uint64(time.Now().Add(time.Minute).Unix()), SpecCID: specCID,
		}
		if err := r.Sign(h.reqKey, dom); err != nil {
			t.Fatal(err)
		}
		if err := topic.Publish(ctx, r); err != nil {
			t.Fatal(err)
		}
		return r
	}

	// The chain runs an hour ahead of the wall clock, as a devnet's does once a test moved it past
	// a window: the bid's deadline must count from the chain's time (the escrow checks it there),
	// its expiry from the wall clock the requester's node checks it on (bid.Service refuses an
	// expiry more than its MaxTTL, 1 h, ahead), and the bid must not outlive the time this
	// provider would still accept a proposal on its own deadline.
	if err := h.net.Chain.AdjustTime(time.Hour); err != nil {
		t.Fatal(err)
	}
	chain0 := h.net.Chain.Time()

	// A spec the provider runs: a bid comes back. Gossip is best effort (a requester's auction
	// falls back to a direct proposal when no bid comes): a request lost while the mesh forms
	// on a loaded machine is published again, as a new job, every 10 s.
	specCID, _ := h.spec(t, ctx, wasmSpec(h.wasmCID, "[echo]", "16MiB", "3s", nil))
	sent := map[[32]byte]bool{}
	var b *market.Bid
	for b == nil {
		sent[request(specCID).JobID] = true
		select {
		case b = <-bids:
		case <-time.After(10 * time.Second):
		case <-ctx.Done():
			t.Fatalf("no bid for %d requests; daemon log:\n%s", len(sent), h.logs)
		}
	}
	if !sent[b.JobID] || b.Requester != crypto.PubkeyToAddress(h.reqKey.PublicKey) || b.Provider != h.provAddr {
		t.Fatalf("bid %+v does not answer a request of %s to %s", b, crypto.PubkeyToAddress(h.reqKey.PublicKey).Hex(), h.provAddr.Hex())
	}
	if signer, err := b.Verify(dom); err != nil || signer != h.provAddr {
		t.Fatalf("bid signature: signer %s, err %v", signer.Hex(), err)
	}
	// testConfig: batch = "0.0001" token per GPU-second; the spec's wall time is 3 s.
	perSecond, err := jobspec.ParseAmount("0.0001", jobspec.DefaultTokenDecimals)
	if err != nil {
		t.Fatal(err)
	}
	if want := new(big.Int).Mul(perSecond, big.NewInt(3)); b.Price.Cmp(want) != 0 {
		t.Fatalf("bid price %s, want %s (price per GPU-second x 3 s)", b.Price, want)
	}
	if want := new(big.Int).Mul(b.Price, big.NewInt(provider.DefaultCollateralMultiple)); b.Collateral.Cmp(want) != 0 {
		t.Fatalf("bid collateral %s, want %d x price = %s", b.Collateral, provider.DefaultCollateralMultiple, want)
	}
	if now := uint64(time.Now().Unix()); b.Deadline < now+3 {
		t.Fatalf("bid deadline %d leaves less than the wall time after now %d", b.Deadline, now)
	}
	// The deadline in chain time: at least the spec's 2 m deadline after the chain's time.
	if least := uint64(chain0.Add(2 * time.Minute).Unix()); b.Deadline < least {
		t.Fatalf("bid deadline %d is before the chain's time %d + the spec's 2m deadline: counted from the wall clock, not the chain's", b.Deadline, chain0.Unix())
	}
	// The expiry: the last chain second the acceptor takes a proposal on this deadline (wall
	// time 3 s + testConfig's min_lead 5 s, at least contracts.MinRunLead) is at most latest; the
	// bid's life on the wall clock may not exceed that span from the chain's time.
	latest, err := contracts.MaxExpiry(b.Deadline, 3*time.Second, 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	span := time.Duration(int64(latest)-chain0.Unix()) * time.Second
	if wallNow := time.Now(); b.ExpiresAt().After(wallNow.Add(span + time.Second)) {
		t.Fatalf("bid expires at %s, %s from now on the wall clock, longer than the %s its deadline leaves to accept a proposal", b.ExpiresAt().UTC(), b.ExpiresAt().Sub(wallNow).Round(time.Second), span)
	}
	if !b.ExpiresAt().After(time.Now()) {
		t.Fatalf("bid expired at %s, want it alive for the requester's proposal", b.ExpiresAt().UTC())
	}

	// A spec naming an executor the provider does not run: counted as declined, no bid.
	badSpec := "version: 1\nclass: batch\nexecutor: exec\ncommand: not-allowed\nresources:\n  wall_time: 3s\nmax_price: \"0.01\"\ndeadline: 2m\n"
	badCID, _ := h.spec(t, ctx, badSpec)
	declined := func() (float64, error) {
		resp, err := http.Get("http://" + h.run.Debug + "/metrics")
		if err != nil {
			return 0, err
		}
		defer resp.Body.Close()
		body, _ := io.ReadAll(resp.Body)
		const name = `gpumesh_provider_bids_total{class="batch",outcome="declined"} `
		for _, l := range strings.Split(string(body), "\n") {
			if v, ok := strings.CutPrefix(l, name); ok {
				return strconv.ParseFloat(v, 64)
			}
		}
		return 0, nil
	}
	before, err := declined() // counted relative: the harness's own requests are not this test's
	if err != nil {
		t.Fatal(err)
	}
	bad := request(badCID).JobID
	waitFor(t, 30*time.Second, "the declined bid counted in /metrics", func() (bool, error) {
		n, err := declined()
		return n >= before+1, err
	})
	// The reason is labelled: the spec names a command this provider does not allow.
	waitMetrics(t, h.run.Debug, 30*time.Second,
		`gpumesh_provider_bid_outcomes_total{class="batch",outcome="not_sent",reason="not_accepted"}`)
	for len(bids) > 0 {
		if b := <-bids; b.JobID == bad {
			t.Fatalf("unexpected bid %+v for a spec with a disallowed command", b)
		}
	}
}
