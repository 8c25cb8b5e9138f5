package propose_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/markettest"
	"github.com/gpumesh/gpumesh/market/propose"
	"github.com/gpumesh/gpumesh/p2p/p2ptest"
	"github.com/gpumesh/gpumesh/p2p/reqresp"
)

// TestHonestProposalDuringFlood: one requester peer opens as many proposals as the provider
// has slots (64), each stalling in the acceptor (as a spec fetch from a peer that never serves
// it does, until the exchange deadline); another requester's proposal must still be accepted.
func TestHonestProposalDuringFlood(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	peers, err := p2ptest.StartPeers(ctx, 3, p2ptest.Options{TCPOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer p2ptest.ClosePeers(peers)
	flooder, honest, prov := peers[0], peers[1], peers[2]
	release := make(chan struct{})
	defer close(release)
	entered := make(chan struct{}, 64)
	svc, err := propose.NewService(prov.Node, propose.Config{Domain: markettest.Domain()}, propose.AcceptorFunc(
		func(ctx context.Context, p *market.Proposal, from peer.ID) (*market.Acceptance, error) {
			if from == flooder.Node.ID() {
				entered <- struct{}{}
				select {
				case <-release:
				case <-ctx.Done():
				}
				return nil, errors.New("stalled")
			}
			return markettest.Accept(prov, p, time.Now().Add(10*time.Minute))
		}))
	if err != nil {
		t.Fatal(err)
	}
	if err := svc.Start(); err != nil {
		t.Fatal(err)
	}
	defer svc.Close()
	for _, p := range []*p2ptest.Peer{flooder, honest} {
		if err := p.Node.Connect(ctx, prov.Node.AddrInfo()); err != nil {
			t.Fatal(err)
		}
	}
	client := func(p *p2ptest.Peer) *propose.Client {
		c, err := propose.NewClient(p.Node, propose.Config{Domain: markettest.Domain()})
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	fc, hc := client(flooder), client(honest)
	busy := make(chan struct{}, 64)
	for i := range 64 {
		p, err := markettest.Proposal(flooder, prov.Wallet, uint64(i+1), 1000, time.Now().Add(5*time.Minute))
		if err != nil {
			t.Fatal(err)
		}
		go func() {
			if _, err := fc.Propose(ctx, prov.Node.ID(), p); errors.Is(err, reqresp.ErrBusy) {
				busy <- struct{}{}
			}
		}()
	}
	// Wait until every flood proposal either holds a slot or was turned away.
	for n := 0; n < 64; n++ {
		select {
		case <-entered:
		case <-busy:
		case <-ctx.Done():
			t.Fatalf("flood not settled after %d of 64 proposals", n)
		}
	}
	p, err := markettest.Proposal(honest, prov.Wallet, 1000, 1000, time.Now().Add(5*time.Minute))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := hc.Propose(ctx, prov.Node.ID(), p); err != nil {
		t.Fatalf("honest proposal during a one-peer flood: %v", err)
	}
}
