package offersync

import (
	"bytes"
	"context"
	"errors"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/book"
	"github.com/gpumesh/gpumesh/market/markettest"
	"github.com/gpumesh/gpumesh/p2p"
	"github.com/gpumesh/gpumesh/p2p/p2ptest"
	"github.com/gpumesh/gpumesh/p2p/reqresp"
	"github.com/gpumesh/gpumesh/p2p/wire"
)

// TestFill: a node that connects to a peer after the peer's offers were published gets them at
// once, verified one by one: a forged offer (signature not by its provider), an altered one and
// an expired one are dropped, the good ones reach the book; a peer that does not speak the
// protocol is asked once and skipped.
func TestFill(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	peers, err := p2ptest.StartPeers(ctx, 4, p2ptest.Options{TCPOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer p2ptest.ClosePeers(peers)
	holder, joiner, other, mute := peers[0], peers[1], peers[2], peers[3]
	now := time.Now()
	good, err := markettest.Offer(holder, 1, 100, now.Add(10*time.Minute))
	if err != nil {
		t.Fatal(err)
	}
	relayed, err := markettest.Offer(other, 7, 300, now.Add(10*time.Minute)) // the holder relays another provider's offer
	if err != nil {
		t.Fatal(err)
	}
	forged, err := markettest.Offer(other, 8, 1, now.Add(10*time.Minute))
	if err != nil {
		t.Fatal(err)
	}
	forged.Provider = holder.Wallet // signed by other's key, claims the holder
	altered, err := markettest.Offer(other, 9, 200, now.Add(10*time.Minute))
	if err != nil {
		t.Fatal(err)
	}
	altered.Prices[0].Amount.SetInt64(1) // cheaper than what its provider signed
	expired, err := markettest.Offer(other, 10, 200, now.Add(-time.Minute))
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Domain: markettest.Domain(), MaxTTL: time.Hour}
	svc, err := NewService(holder.Node, cfg, func() []*market.Offer { return []*market.Offer{good, forged, altered, expired, relayed} })
	if err != nil {
		t.Fatal(err)
	}
	if err := svc.Start(); err != nil {
		t.Fatal(err)
	}
	defer svc.Close()
	c, err := NewClient(joiner.Node, cfg)
	if err != nil {
		t.Fatal(err)
	}
	b, err := book.New(book.Config{})
	if err != nil {
		t.Fatal(err)
	}
	// The joiner is connected to a peer without the protocol first, then to the holder.
	if err := joiner.Node.Host().Connect(ctx, mute.Node.AddrInfo()); err != nil {
		t.Fatal(err)
	}
	type out struct {
		st  FillStats
		err error
	}
	done := make(chan out, 1)
	go func() { st, err := c.Fill(ctx, b, 1); done <- out{st, err} }()
	if err := joiner.Node.Host().Connect(ctx, holder.Node.AddrInfo()); err != nil {
		t.Fatal(err)
	}
	res := <-done
	if res.err != nil {
		t.Fatal(res.err)
	}
	if res.st.Answered != 1 || res.st.Asked != 2 || res.st.Put != 2 || res.st.Dropped != 3 {
		t.Errorf("fill: %+v, want the mute peer asked and skipped, the holder's 2 good offers put and 3 dropped", res.st)
	}
	if o, ok := b.Get(holder.Wallet); !ok || o.Offer.Nonce != good.Nonce {
		t.Errorf("book has no good offer of the holder: %v", ok)
	}
	if o, ok := b.Get(other.Wallet); !ok || o.Offer.Nonce != relayed.Nonce {
		t.Errorf("book lacks the relayed offer (or holds a bad one of the same provider instead): %v", ok)
	}
}

// TestCheckBounds: an answer that is not the format, or holds more than MaxOffers offers, is
// malformed as a whole; bytes that are no offer drop only themselves.
func TestCheckBounds(t *testing.T) {
	c := &Client{cfg: Config{Domain: markettest.Domain(), MaxTTL: time.Hour}}
	if _, err := c.check([]byte("not cbor"), time.Now()); !errors.Is(err, p2p.ErrMalformed) {
		t.Errorf("garbage: %v, want ErrMalformed", err)
	}
	big, err := wire.Marshal(answer{Offers: make([][]byte, MaxOffers+1)})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.check(big, time.Now()); !errors.Is(err, p2p.ErrMalformed) {
		t.Errorf("%d offers: %v, want ErrMalformed", MaxOffers+1, err)
	}
	junk, err := wire.Marshal(answer{Offers: [][]byte{bytes.Repeat([]byte{0xff}, 100)}})
	if err != nil {
		t.Fatal(err)
	}
	res, err := c.check(junk, time.Now())
	if err != nil || len(res.Offers) != 0 || len(res.Dropped) != 1 {
		t.Errorf("junk offer: %+v %v, want it dropped alone", res, err)
	}
}

// TestAnswerRateBounded: an answer is far larger than its (empty) request, so one peer gets
// peerBurst answers at once and then is told the node is busy: the protocol cannot be used to
// amplify traffic.
func TestAnswerRateBounded(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	peers, err := p2ptest.StartPeers(ctx, 2, p2ptest.Options{TCPOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer p2ptest.ClosePeers(peers)
	holder, asker := peers[0], peers[1]
	o, err := markettest.Offer(holder, 1, 100, time.Now().Add(10*time.Minute))
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Domain: markettest.Domain(), MaxTTL: time.Hour}
	svc, err := NewService(holder.Node, cfg, func() []*market.Offer { return []*market.Offer{o} })
	if err != nil {
		t.Fatal(err)
	}
	if err := svc.Start(); err != nil {
		t.Fatal(err)
	}
	defer svc.Close()
	c, err := NewClient(asker.Node, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := asker.Node.Host().Connect(ctx, holder.Node.AddrInfo()); err != nil {
		t.Fatal(err)
	}
	for i := range peerBurst {
		if res, err := c.Ask(ctx, holder.Node.ID()); err != nil || len(res.Offers) != 1 {
			t.Fatalf("ask %d of the burst: %+v %v", i+1, res, err)
		}
	}
	if _, err := c.Ask(ctx, holder.Node.ID()); !errors.Is(err, reqresp.ErrBusy) {
		t.Fatalf("ask past the burst: %v, want reqresp.ErrBusy", err)
	}
}
