package evidence

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	pubsub "github.com/libp2p/go-libp2p-pubsub"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/p2p"
	"github.com/gpumesh/gpumesh/p2p/gossip"
	"github.com/gpumesh/gpumesh/p2p/p2ptest"
)

func startPeers(t *testing.T, n int) []*p2ptest.Peer {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	peers, err := p2ptest.StartPeers(ctx, n, p2ptest.Options{TCPOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p2ptest.ClosePeers(peers) })
	return peers
}

func signedEv(t *testing.T, key *ecdsa.PrivateKey, job string) *Evidence {
	t.Helper()
	e := &Evidence{JobID: contracts.JobID(common.HexToHash(job)), SpecCID: testCID(t, "spec").Bytes()}
	if err := e.Sign(key); err != nil {
		t.Fatal(err)
	}
	return e
}

// TestChannelLoopback: a publish-only disputer reaches a subscribed verifier over real libp2p
// hosts on loopback; the verifier never sees its own messages, and bytes that are not evidence,
// or evidence without a signature, are refused by the topic validator before they leave.
func TestChannelLoopback(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	peers := startPeers(t, 2)
	if err := peers[0].Node.Connect(ctx, peers[1].Node.AddrInfo()); err != nil {
		t.Fatal(err)
	}
	disputer, err := Join(peers[0].Node, false)
	if err != nil {
		t.Fatal(err)
	}
	defer disputer.Close()
	if _, err := disputer.Next(ctx); !errors.Is(err, gossip.ErrPublishOnly) {
		t.Fatalf("Next on a publish-only channel: %v", err)
	}
	verifier, err := Join(peers[1].Node, true)
	if err != nil {
		t.Fatal(err)
	}
	defer verifier.Close()

	if err := disputer.t.PubSubTopic().Publish(ctx, []byte("not evidence")); err == nil {
		t.Fatal("malformed evidence was published")
	}
	// Unsigned evidence is refused by the validator: only its signer can speak for a dispute.
	if err := disputer.Publish(ctx, &Evidence{JobID: contracts.JobID(common.HexToHash("0x0a")), SpecCID: testCID(t, "spec").Bytes()}); err == nil {
		t.Fatal("unsigned evidence was published")
	}
	want := signedEv(t, peers[0].Key, "0x0a")
	got := make(chan *Evidence, 1)
	go func() {
		e, err := verifier.Next(ctx)
		if err == nil {
			got <- e
		}
	}()
	// Gossip does not replay: the disputer repeats until the verifier's subscription is known,
	// each repetition a new notice (the replay cache would drop a repeated one).
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

// message is what peer pub would put on the topic for e: its binding, the notice, and its peer
// key's signature over them.
func message(t *testing.T, pub *p2ptest.Peer, e *Evidence, expires time.Time, nonce uint64) []byte {
	t.Helper()
	_, raw, err := pub.Node.Binding()
	if err != nil {
		t.Fatal(err)
	}
	return messageSignedBy(t, raw, pub.Node, e, expires, nonce)
}

// messageSignedBy is a message with binding raw whose envelope signer's key signs (nil: none).
func messageSignedBy(t *testing.T, raw []byte, signer *p2p.Node, e *Evidence, expires time.Time, nonce uint64) []byte {
	t.Helper()
	b, err := Encode(e)
	if err != nil {
		t.Fatal(err)
	}
	payload, err := encodeNotice(&notice{Evidence: b, Expires: expires.Unix(), Nonce: nonce})
	if err != nil {
		t.Fatal(err)
	}
	var data []byte
	if signer == nil {
		data, err = gossip.EncodeEnvelope(raw, payload)
	} else {
		data, err = gossip.EncodeSignedEnvelope(Topic, raw, payload, signer.SignWithPeerKey)
	}
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// The topic's validator (p2p/gossip's pipeline) takes evidence only from the peer bound to the
// wallet that signed it: anyone else's copy is rejected (counted against the forwarder), so a
// stranger cannot put a requester's evidence, or evidence under a key it does not bind, on the
// topic. Repetitions are new notices; a repeated notice is a replay; an expired one is refused.
func TestChannelValidation(t *testing.T) {
	peers := startPeers(t, 3)
	publisher, verifier, stranger := peers[0], peers[1], peers[2]
	ch, err := Join(verifier.Node, true)
	if err != nil {
		t.Fatal(err)
	}
	defer ch.Close()
	_, raw, err := publisher.Node.Binding()
	if err != nil {
		t.Fatal(err)
	}
	now := verifier.Node.Now()
	other, _ := crypto.GenerateKey()
	cases := []struct {
		name   string
		data   []byte
		want   error
		result pubsub.ValidationResult
	}{
		{"bound signer", message(t, publisher, signedEv(t, publisher.Key, "0x01"), now.Add(time.Minute), 1), nil, pubsub.ValidationAccept},
		{"same evidence, next notice", message(t, publisher, signedEv(t, publisher.Key, "0x01"), now.Add(time.Minute), 2), nil, pubsub.ValidationAccept},
		{"repeated notice", message(t, publisher, signedEv(t, publisher.Key, "0x01"), now.Add(time.Minute), 2), gossip.ErrReplay, pubsub.ValidationIgnore},
		// A stranger re-dates the publisher's evidence under the publisher's binding: its own
		// peer key is not the binding's, so the envelope signature fails.
		{"re-dated by a stranger", messageSignedBy(t, raw, stranger.Node, signedEv(t, publisher.Key, "0x01"), now.Add(2*time.Minute), 7), gossip.ErrPublisherSig, pubsub.ValidationReject},
		{"envelope not signed", messageSignedBy(t, raw, nil, signedEv(t, publisher.Key, "0x01"), now.Add(2*time.Minute), 8), gossip.ErrPublisherSig, pubsub.ValidationReject},
		{"signer not bound to the publisher", message(t, publisher, signedEv(t, other, "0x02"), now.Add(time.Minute), 3), gossip.ErrSigner, pubsub.ValidationReject},
		{"unsigned", message(t, publisher, &Evidence{JobID: contracts.JobID(common.HexToHash("0x03")), SpecCID: testCID(t, "s").Bytes()}, now.Add(time.Minute), 4), p2p.ErrBadSignature, pubsub.ValidationReject},
		{"expired", message(t, publisher, signedEv(t, publisher.Key, "0x04"), now.Add(-time.Hour), 5), gossip.ErrExpired, pubsub.ValidationReject},
		{"too far ahead", message(t, publisher, signedEv(t, publisher.Key, "0x05"), now.Add(time.Hour), 6), gossip.ErrFuture, pubsub.ValidationIgnore},
		{"oversize", make([]byte, MaxMessageSize+1), p2p.ErrTooLarge, pubsub.ValidationReject},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d, err := ch.t.Check(tc.data, false)
			if tc.want == nil {
				if err != nil || d.Payload.ev == nil || d.Meta.Signer != publisher.Wallet {
					t.Fatalf("Check = %v, %v; want the publisher's evidence", d, err)
				}
				return
			}
			if !errors.Is(err, tc.want) {
				t.Fatalf("Check = %v, want %v", err, tc.want)
			}
			if got := gossip.Result(err); got != tc.result {
				t.Fatalf("verdict for %v: %v, want %v", err, got, tc.result)
			}
		})
	}
}

// A publishing peer over its rate is ignored (not forwarded, no penalty to the forwarder).
func TestChannelRateLimit(t *testing.T) {
	peers := startPeers(t, 2)
	ch, err := Join(peers[1].Node, true, gossip.WithRate(1, 3))
	if err != nil {
		t.Fatal(err)
	}
	defer ch.Close()
	now := peers[1].Node.Now()
	accepted := 0
	var last error
	for i := range 10 {
		_, err := ch.t.Check(message(t, peers[0], signedEv(t, peers[0].Key, "0x01"), now.Add(time.Minute), uint64(i)), false)
		if err == nil {
			accepted++
		} else {
			last = err
		}
	}
	if accepted != 3 || !errors.Is(last, gossip.ErrRateLimited) {
		t.Fatalf("accepted %d of a flood of 10 (burst 3), last error %v", accepted, last)
	}
}

// FuzzDecodeNotice decodes arbitrary bytes as a topic payload, as the validator does.
func FuzzDecodeNotice(f *testing.F) {
	key, _ := crypto.GenerateKey()
	e := &Evidence{JobID: contracts.JobID(common.HexToHash("0x01")), SpecCID: testCID(f, "spec").Bytes()}
	_ = e.Sign(key)
	b, _ := Encode(e)
	seed, _ := encodeNotice(&notice{Evidence: b, Expires: 1, Nonce: 2})
	f.Add(seed)
	f.Add([]byte{0xa0})
	f.Fuzz(func(t *testing.T, data []byte) {
		n, err := decodeNotice(data)
		if err == nil && (n.ev == nil || len(n.Evidence) > MaxSize) {
			t.Fatal("accepted a notice without bounded evidence")
		}
	})
}
