package requester

import (
	"context"

	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/book"
	"github.com/gpumesh/gpumesh/market/offersync"
)

// offerSyncPeers is how many peers a starting requester fills its book from.
const offerSyncPeers = 3

// startOfferSync serves the book's offers on /gpumesh/offers-sync/1 (other fresh nodes fill
// their books from it) and, in the background until ctx ends, fills the book from the first
// offerSyncPeers peers that answer, so that matching and `market offers` see offers published
// before this node joined.
func (r *Requester) startOfferSync(ctx context.Context) error {
	cfg := offersync.Config{Domain: r.dom, MaxTTL: book.DefaultMaxTTL, Registerer: r.cfg.Registerer}
	svc, err := offersync.NewService(r.node, cfg, func() []*market.Offer {
		entries := r.book.Snapshot()
		out := make([]*market.Offer, 0, min(len(entries), offersync.MaxOffers))
		for _, e := range entries[:min(len(entries), offersync.MaxOffers)] {
			out = append(out, e.Offer)
		}
		return out
	})
	if err != nil {
		return err
	}
	if err := svc.Start(); err != nil {
		return err
	}
	r.offerSync = svc
	c, err := offersync.NewClient(r.node, cfg)
	if err != nil {
		return err
	}
	r.wg.Add(1)
	go func() {
		defer r.wg.Done()
		st, err := c.Fill(ctx, wakingBook{r.book, &r.bookWake}, offerSyncPeers)
		r.cfg.Logger.Debug("book filled from peers", "asked", st.Asked, "answered", st.Answered, "offers", st.Put, "dropped", st.Dropped, "err", err)
	}()
	return nil
}
