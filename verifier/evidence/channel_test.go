package evidence

import (
	"context"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/p2p/p2ptest"
)

// TestChannelLoopback: a publish-only disputer reaches a subscribed verifier over real libp2p
// hosts on loopback; the verifier never sees its own messages, and bytes that are not evidence,
// or evidence without a signature, are refused by the topic validator before they leave.
func TestChannelLoopback(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	peers, err := p2ptest.StartPeers(ctx, 2, p2ptest.Options{TCPOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer p2ptest.ClosePeers(peers)
	if err := peers[0].Node.Connect(ctx, peers[1].Node.AddrInfo()); err != nil {
		t.Fatal(err)
	}
	disputer, err := Join(peers[0].Node.PubSub(), peers[0].Node.ID(), false)
	if err != nil {
		t.Fatal(err)
	}
	defer disputer.Close()
	verifier, err := Join(peers[1].Node.PubSub(), peers[1].Node.ID(), true)
	if err != nil {
		t.Fatal(err)
	}
	defer verifier.Close()

	if err := disputer.topic.Publish(ctx, []byte("not evidence")); err == nil {
		t.Fatal("malformed evidence was published")
	}
	// Unsigned evidence is refused by the validator: only its signer can speak for a dispute.
	if err := disputer.Publish(ctx, &Evidence{JobID: common.HexToHash("0x0a"), SpecCID: testCID(t, "spec").Bytes()}); err == nil {
		t.Fatal("unsigned evidence was published")
	}
	want := &Evidence{JobID: common.HexToHash("0x0a"), SpecCID: testCID(t, "spec").Bytes()}
	if err := want.Sign(peers[0].Key); err != nil {
		t.Fatal(err)
	}
	got := make(chan *Evidence, 1)
	go func() {
		e, err := verifier.Next(ctx)
		if err == nil {
			got <- e
		}
	}()
	// Gossip does not replay: the disputer repeats until the verifier's subscription is known.
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	for {
		if err := disputer.Publish(ctx, want); err != nil {
			t.Fatal(err)
		}
		select {
		case e := <-got:
			if e.JobID != want.JobID || string(e.SpecCID) != string(want.SpecCID) {
				t.Fatalf("received %+v, want %+v", e, want)
			}
			return
		case <-tick.C:
		case <-ctx.Done():
			t.Fatal("evidence never arrived")
		}
	}
}
