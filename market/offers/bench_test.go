package offers_test

import (
	"context"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/markettest"
	"github.com/gpumesh/gpumesh/market/offers"
	"github.com/gpumesh/gpumesh/p2p/p2ptest"
)

// BenchmarkValidate measures the validator's CPU cost for one fresh, valid offer message (the
// cost every node pays once per offer), from a peer whose binding is already verified; cpu-ns/op
// is the process's CPU time per message (garbage collection included), which a loaded machine
// inflates less than ns/op.
func BenchmarkValidate(b *testing.B) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	peers, err := p2ptest.StartPeers(ctx, 1, p2ptest.Options{TCPOnly: true})
	if err != nil {
		b.Fatal(err)
	}
	defer p2ptest.ClosePeers(peers)
	p := peers[0]
	top, err := offers.Join(p.Node, offers.Config{Domain: markettest.Domain()})
	if err != nil {
		b.Fatal(err)
	}
	defer top.Close()
	msgs := make([][]byte, 0, 4096)
	for i := range cap(msgs) {
		o, err := markettest.Offer(p, uint64(i+1), 100, time.Now().Add(20*time.Minute))
		if err != nil {
			b.Fatal(err)
		}
		msgs = append(msgs, envelopeFor(b, p, o))
	}
	b.ResetTimer()
	i := 0
	cpu0 := cpuTime()
	for b.Loop() {
		if i == len(msgs) {
			b.StopTimer()
			top.Close()
			top, _ = offers.Join(p.Node, offers.Config{Domain: markettest.Domain()}) // fresh replay cache
			i = 0
			b.StartTimer()
		}
		if _, err := top.Check(msgs[i], true); err != nil {
			b.Fatal(err)
		}
		i++
	}
	b.ReportMetric(float64(cpuTime()-cpu0)/float64(b.N), "cpu-ns/op")
}

func BenchmarkOfferVerify(b *testing.B) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	peers, err := p2ptest.StartPeers(ctx, 1, p2ptest.Options{TCPOnly: true})
	if err != nil {
		b.Fatal(err)
	}
	defer p2ptest.ClosePeers(peers)
	o, _ := markettest.Offer(peers[0], 1, 100, time.Now().Add(20*time.Minute))
	raw, _ := market.Encode(o)
	for b.Loop() {
		d, _ := market.DecodeOffer(raw)
		if _, err := d.Verify(markettest.Domain()); err != nil {
			b.Fatal(err)
		}
		if _, err := d.Digest(markettest.Domain()); err != nil {
			b.Fatal(err)
		}
	}
}
