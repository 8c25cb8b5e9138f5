package offers_test

import (
	"context"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/market/markettest"
	"github.com/gpumesh/gpumesh/market/offers"
	"github.com/gpumesh/gpumesh/p2p/p2ptest"
)

// FuzzValidate runs the offers topic's whole validation pipeline (envelope, binding, rate,
// payload decode, expiry, EIP-712 signature, replay) on arbitrary bytes from a real peer id.
// Seeds include a valid message so the fuzzer starts deep in the pipeline.
func FuzzValidate(f *testing.F) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	peers, err := p2ptest.StartPeers(ctx, 1, p2ptest.Options{TCPOnly: true})
	if err != nil {
		f.Fatal(err)
	}
	f.Cleanup(func() { p2ptest.ClosePeers(peers) })
	p := peers[0]
	top, err := offers.Join(p.Node, offers.Config{Domain: markettest.Domain()})
	if err != nil {
		f.Fatal(err)
	}
	f.Cleanup(func() { _ = top.Close() })
	o, err := markettest.Offer(p, 1, 100, time.Now().Add(20*time.Minute))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(envelopeFor(f, p, o))
	f.Add([]byte{})
	f.Add([]byte{0xa3, 0x01, 0x01, 0x02, 0x40, 0x03, 0x40})
	// The property is checked against the delivery's own binding, not p's wallet: with -fuzz,
	// each worker process starts its own peer (new keys) while the seeds come from the
	// coordinator's, whose valid message a worker rightly accepts.
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := top.Check(data, true)
		if err == nil && (d.Meta.Signer != d.Binding.Wallet || d.Author != d.Binding.Peer || d.Payload.Provider != d.Meta.Signer) {
			t.Fatalf("accepted a message signed by %s for provider %s from author %s, bound to wallet %s and peer %s",
				d.Meta.Signer, d.Payload.Provider, d.Author, d.Binding.Wallet, d.Binding.Peer)
		}
	})
}
