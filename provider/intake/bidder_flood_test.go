package intake

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/gpumesh/gpumesh/market"
)

// TestBidderHonestRequestDuringFlood: one peer floods the requests topic with requests whose
// job specs never arrive (each spec fetch hangs until its deadline); an honest request from
// another peer, arriving after the flood, must still be worked on (and bid) at once, and the
// flooder never holds more than its share of the bid slots.
func TestBidderHonestRequestDuringFlood(t *testing.T) {
	b, err := newBidder(nil, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	const flooder, honest = peer.ID("flooder"), peer.ID("honest")
	release := make(chan struct{}) // the flooder's spec fetches hang until the test ends
	defer close(release)
	bid := make(chan struct{}, 1)
	var mu sync.Mutex
	inFlight, maxFlooder := 0, 0
	b.work = func(ctx context.Context, r *market.Request, author peer.ID) error {
		if author == honest {
			bid <- struct{}{}
			return nil
		}
		mu.Lock()
		inFlight++
		maxFlooder = max(maxFlooder, inFlight)
		mu.Unlock()
		defer func() { mu.Lock(); inFlight--; mu.Unlock() }()
		select {
		case <-release:
		case <-ctx.Done():
		}
		return fmt.Errorf("%w: spec fetch timed out", errSpecUnavailable)
	}
	req := func(i int) *market.Request {
		return &market.Request{JobID: [32]byte{byte(i), byte(i >> 8)}, Class: market.ClassBatch, SpecCID: "bafy-spec", BidWindowMs: 2000}
	}
	ctx := context.Background()
	for i := range 100 {
		if err := b.HandleRequest(ctx, req(i), flooder); err != nil {
			t.Fatal(err)
		}
	}
	if err := b.HandleRequest(ctx, req(1000), honest); err != nil {
		t.Fatal(err)
	}
	select {
	case <-bid:
	case <-time.After(5 * time.Second):
		t.Fatal("the honest request got no bid while one peer's requests held the bidder")
	}
	mu.Lock()
	defer mu.Unlock()
	if maxFlooder > 2 {
		t.Fatalf("the flooder held %d bid slots at once, want at most 2", maxFlooder)
	}
}
