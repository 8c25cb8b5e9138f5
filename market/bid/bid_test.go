package bid_test

import (
	"context"
	"errors"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/bid"
	"github.com/gpumesh/gpumesh/market/markettest"
	"github.com/gpumesh/gpumesh/market/requests"
	"github.com/gpumesh/gpumesh/p2p"
	"github.com/gpumesh/gpumesh/p2p/p2ptest"
	"github.com/gpumesh/gpumesh/p2p/reqresp"
)

func signedBid(t testing.TB, prov *p2ptest.Peer, job contracts.JobID, requester common.Address) *market.Bid {
	t.Helper()
	b := &market.Bid{
		JobID: job, Requester: requester, Provider: prov.Wallet, OfferNonce: 1,
		Price: big.NewInt(500), Collateral: big.NewInt(50),
		Deadline: uint64(time.Now().Add(2 * time.Hour).Unix()), Expiry: uint64(time.Now().Add(10 * time.Minute).Unix()),
	}
	if err := b.Sign(prov.Key, markettest.Domain()); err != nil {
		t.Fatal(err)
	}
	return b
}

// TestAuctionFlow: the requester announces a request on the requests topic; the provider sees it
// (learning the requester's binding) and sends a sealed bid over /gpumesh/bid/1; the requester's
// collector gets it with the provider's peer id. A bid to a peer whose binding is unknown, or
// addressed to another wallet, never leaves the provider.
func TestAuctionFlow(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	peers, err := p2ptest.StartPeers(ctx, 3, p2ptest.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer p2ptest.ClosePeers(peers)
	req, prov, stranger := peers[0], peers[1], peers[2]
	cfg := bid.Config{Domain: markettest.Domain()}

	bids := make(chan peer.ID, 4)
	svc, err := bid.NewService(req.Node, cfg, bid.CollectorFunc(func(_ context.Context, b *market.Bid, from peer.ID) error {
		if b.Provider != prov.Wallet {
			t.Errorf("bid from %s", b.Provider)
		}
		bids <- from
		return nil
	}))
	if err != nil {
		t.Fatal(err)
	}
	if err := svc.Start(); err != nil {
		t.Fatal(err)
	}
	defer svc.Close()

	rtop, err := requests.Join(req.Node, requests.Config{Domain: markettest.Domain()})
	if err != nil {
		t.Fatal(err)
	}
	defer rtop.Close()
	ptop, err := requests.Join(prov.Node, requests.Config{Domain: markettest.Domain()})
	if err != nil {
		t.Fatal(err)
	}
	defer ptop.Close()
	if err := prov.Node.Connect(ctx, req.Node.AddrInfo()); err != nil {
		t.Fatal(err)
	}
	if err := prov.Node.Connect(ctx, stranger.Node.AddrInfo()); err != nil {
		t.Fatal(err)
	}
	if err := req.Mesh.WaitMesh(ctx, requests.ID, 1); err != nil {
		t.Fatal(err)
	}
	client, err := bid.NewClient(prov.Node, cfg)
	if err != nil {
		t.Fatal(err)
	}

	// Before the request is seen, the provider knows no binding for the requester.
	if err := client.Send(ctx, req.Node.ID(), signedBid(t, prov, contracts.JobID{1}, req.Wallet)); !errors.Is(err, bid.ErrUnknownRequester) {
		t.Fatalf("bid to an unknown requester = %v, want ErrUnknownRequester", err)
	}

	var wg sync.WaitGroup
	defer wg.Wait()
	defer cancel()
	seen := make(chan *market.Request, 1)
	wg.Add(1)
	go func() {
		defer wg.Done()
		_ = ptop.Serve(ctx, requests.HandlerFunc(func(_ context.Context, r *market.Request, author peer.ID) error {
			seen <- r
			return nil
		}))
	}()
	r := &market.Request{JobID: contracts.JobID{7}, Requester: req.Wallet, Class: market.ClassZK,
		Req: market.Requirements{GPUCount: 1}, BidWindowMs: 300, Expiry: uint64(time.Now().Add(time.Minute).Unix())}
	if err := r.Sign(req.Key, markettest.Domain()); err != nil {
		t.Fatal(err)
	}
	if err := rtop.Publish(ctx, r); err != nil {
		t.Fatal(err)
	}
	select {
	case got := <-seen:
		if err := client.Send(ctx, req.Node.ID(), signedBid(t, prov, got.JobID, got.Requester)); err != nil {
			t.Fatal(err)
		}
	case <-ctx.Done():
		t.Fatal("provider never saw the request")
	}
	select {
	case from := <-bids:
		if from != prov.Node.ID() {
			t.Fatalf("collector saw bid from %s, want %s", from, prov.Node.ID())
		}
	case <-ctx.Done():
		t.Fatal("requester never got the bid")
	}
	// Addressed to the requester's wallet but sent to another peer: refused before sending.
	if err := client.Send(ctx, stranger.Node.ID(), signedBid(t, prov, contracts.JobID{7}, req.Wallet)); err == nil {
		t.Fatal("sealed bid sent to a peer not bound to the requester")
	}
	// Addressed to another wallet: the requester's binding does not match.
	if err := client.Send(ctx, req.Node.ID(), signedBid(t, prov, contracts.JobID{7}, stranger.Wallet)); !errors.Is(err, p2p.ErrBindingMismatch) {
		t.Fatalf("bid addressed to another wallet = %v, want ErrBindingMismatch", err)
	}
}

func FuzzCheckBid(f *testing.F) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	peers, err := p2ptest.StartPeers(ctx, 2, p2ptest.Options{TCPOnly: true})
	if err != nil {
		f.Fatal(err)
	}
	f.Cleanup(func() { p2ptest.ClosePeers(peers) })
	req, prov := peers[0], peers[1]
	svc, err := bid.NewService(req.Node, bid.Config{Domain: markettest.Domain()}, bid.CollectorFunc(func(context.Context, *market.Bid, peer.ID) error { return nil }))
	if err != nil {
		f.Fatal(err)
	}
	bd, _, _ := prov.Node.Binding()
	body, _ := market.Encode(signedBid(f, prov, contracts.JobID{1}, req.Wallet))
	f.Add(body)
	f.Add([]byte{0xa0})
	f.Fuzz(func(t *testing.T, data []byte) {
		b, err := svc.CheckBid(reqresp.Remote{Peer: prov.Node.ID(), Binding: bd}, data)
		if err == nil && (b.Provider != prov.Wallet || b.Requester != req.Wallet) {
			t.Fatalf("accepted a bid from %s to %s", b.Provider, b.Requester)
		}
	})
}
