package offersync

import (
	"context"

	"github.com/libp2p/go-libp2p/core/event"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/book"
)

// Book is what Fill puts offers into; *book.Book satisfies it.
type Book interface {
	Put(o *market.Offer) (book.PutResult, error)
}

// FillStats is what Fill did.
type FillStats struct {
	Asked, Answered int // peers asked, and those that answered
	Put             int // offers the book took (newer than what it held)
	Dropped         int // offers that failed verification
}

// Fill asks each peer this node is connected to, and each that connects later, for its offers,
// until want peers have answered or ctx ends, and puts every verified offer into b (the book
// keeps the newest per provider; an offer it refuses, e.g. stale, is left out). Each peer is
// asked once. Peers that do not speak the protocol (a DHT bootstrap node) are skipped.
func (c *Client) Fill(ctx context.Context, b Book, want int) (FillStats, error) {
	var st FillStats
	h := c.node.Host()
	sub, err := h.EventBus().Subscribe(new(event.EvtPeerConnectednessChanged))
	if err != nil {
		return st, err
	}
	defer sub.Close()
	asked := map[peer.ID]bool{}
	ask := func(p peer.ID) {
		if asked[p] || p == h.ID() {
			return
		}
		asked[p] = true
		st.Asked++
		res, err := c.Ask(ctx, p)
		if err != nil {
			return
		}
		st.Answered++
		st.Dropped += len(res.Dropped)
		for _, o := range res.Offers {
			if _, err := b.Put(o); err == nil {
				st.Put++
			}
		}
	}
	for _, p := range h.Network().Peers() {
		if st.Answered >= want || ctx.Err() != nil {
			return st, nil
		}
		ask(p)
	}
	for st.Answered < want {
		select {
		case <-ctx.Done():
			return st, nil
		case e, ok := <-sub.Out():
			if !ok {
				return st, nil
			}
			if ev := e.(event.EvtPeerConnectednessChanged); ev.Connectedness == network.Connected {
				ask(ev.Peer)
			}
		}
	}
	return st, nil
}
