package offers_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/markettest"
	"github.com/gpumesh/gpumesh/market/offers"
	"github.com/gpumesh/gpumesh/p2p"
	"github.com/gpumesh/gpumesh/p2p/gossip"
	"github.com/gpumesh/gpumesh/p2p/p2ptest"
)

// TestTwentyHostsConverge starts 20 real hosts on loopback (sparse random topology), lets 8
// providers publish offers and then refresh them, and waits until every node's book holds the
// newest offer of every provider.
func TestTwentyHostsConverge(t *testing.T) {
	const nodes, providers = 20, 8
	ctx, cancel := context.WithTimeout(context.Background(), 45*time.Second)
	defer cancel()
	peers, err := p2ptest.StartPeers(ctx, nodes, p2ptest.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer p2ptest.ClosePeers(peers)
	if err := p2ptest.ConnectRing(ctx, peers, 3, 1); err != nil {
		t.Fatal(err)
	}
	books := make([]*markettest.MemBook, nodes)
	topics := make([]*offers.Topic, nodes)
	var wg sync.WaitGroup
	defer wg.Wait()
	defer cancel()
	for i, p := range peers {
		top, err := offers.Join(p.Node, offers.Config{Domain: markettest.Domain()})
		if err != nil {
			t.Fatal(err)
		}
		defer top.Close()
		topics[i], books[i] = top, markettest.NewMemBook()
		wg.Add(1)
		go func() { defer wg.Done(); _ = top.Feed(ctx, books[i]) }()
	}
	if err := p2ptest.WaitMeshAll(ctx, peers, offers.ID, 2); err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	for round := uint64(1); round <= 2; round++ {
		for i := range providers {
			o, err := markettest.Offer(peers[i], round, int64(100+i), now.Add(30*time.Minute))
			if err != nil {
				t.Fatal(err)
			}
			if err := topics[i].Publish(ctx, o); err != nil {
				t.Fatal(err)
			}
		}
	}
	for i, b := range books {
		err := b.WaitFor(ctx, func(m map[common.Address]*market.Offer) bool {
			for j := range providers {
				if o, ok := m[peers[j].Wallet]; !ok || o.Nonce != 2 {
					return false
				}
			}
			return true
		})
		if err != nil {
			t.Fatalf("node %d's book did not converge: %d offers: %v", i, b.Len(), err)
		}
		if b.Len() != providers {
			t.Fatalf("node %d holds %d offers, want %d", i, b.Len(), providers)
		}
	}
}

// attack is one way of publishing a bad offer message.
type attack struct {
	name   string
	reason string // the gossip.Reason the victim must reject with
	// msgs returns the raw messages the attacker publishes (bypassing its own validator).
	msgs func(t *testing.T, atk *p2ptest.Peer, honest *p2ptest.Peer) [][]byte
	// delivered is how many offers from the attacker's wallet may reach the book (the first,
	// valid copy in the replay and flood cases).
	delivered int
	// ignored: the victim drops the message with ValidationIgnore, because an honest neighbour
	// may have forwarded it (see gossip.Result); the sender's score is not lowered.
	ignored bool
}

func envelope(t *testing.T, p *p2ptest.Peer, o *market.Offer) []byte { return envelopeFor(t, p, o) }

// envelopeFor wraps o (signed by anyone) with p's binding.
func envelopeFor(t testing.TB, p *p2ptest.Peer, o *market.Offer) []byte {
	t.Helper()
	_, b, err := p.Node.Binding()
	if err != nil {
		t.Fatal(err)
	}
	return wrap(t, b, o)
}

// wrap wraps o with the encoded binding b.
func wrap(t testing.TB, b []byte, o *market.Offer) []byte {
	t.Helper()
	raw, err := market.Encode(o)
	if err != nil {
		t.Fatal(err)
	}
	data, err := gossip.EncodeEnvelope(b, raw)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// rebinding returns a second valid binding of p's own (issued a second before its current
// one), signed by its wallet and its peer key as p2p.NewBinding does.
func rebinding(t *testing.T, p *p2ptest.Peer) []byte {
	t.Helper()
	own, _, err := p.Node.Binding()
	if err != nil {
		t.Fatal(err)
	}
	b := &p2p.Binding{Wallet: own.Wallet, Peer: own.Peer, Addrs: own.Addrs, IssuedAt: own.IssuedAt.Add(-time.Second), Expiry: own.Expiry}
	signer, err := p2p.NewKeySigner(p.Key)
	if err != nil {
		t.Fatal(err)
	}
	d := b.Digest(p.Node.ChainID())
	if b.Sig, err = signer.SignDigest(d); err != nil {
		t.Fatal(err)
	}
	if b.PeerSig, err = p.Node.SignWithPeerKey(append([]byte(p2p.PeerSigPrefix), d[:]...)); err != nil {
		t.Fatal(err)
	}
	raw, err := b.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	return raw
}

func mustOffer(t *testing.T, p *p2ptest.Peer, nonce uint64, exp time.Time) *market.Offer {
	t.Helper()
	o, err := markettest.Offer(p, nonce, 100, exp)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

var attacks = []attack{
	{name: "forged signature", reason: "signature", msgs: func(t *testing.T, a, _ *p2ptest.Peer) [][]byte {
		o := mustOffer(t, a, 1, time.Now().Add(20*time.Minute))
		o.GPUs[0].Count = 64 // tamper after signing
		return [][]byte{envelope(t, a, o)}
	}},
	{name: "signer not bound to peer", reason: "not_bound", msgs: func(t *testing.T, a, _ *p2ptest.Peer) [][]byte {
		// A valid offer signed by a wallet the attacker's binding does not name.
		k, _ := crypto.GenerateKey()
		o := mustOffer(t, &p2ptest.Peer{Node: a.Node, Key: k, Wallet: crypto.PubkeyToAddress(k.PublicKey)}, 1, time.Now().Add(20*time.Minute))
		return [][]byte{envelope(t, a, o)}
	}},
	{name: "someone else's binding", reason: "not_bound", msgs: func(t *testing.T, a, h *p2ptest.Peer) [][]byte {
		// The attacker's own offer under the honest peer's binding: the binding's wallet did not
		// sign it (and it names the attacker's peer, not the binding's).
		return [][]byte{envelopeFor(t, h, mustOffer(t, a, 99, time.Now().Add(20*time.Minute)))}
	}},
	{name: "offer naming another peer", reason: "not_bound", msgs: func(t *testing.T, a, h *p2ptest.Peer) [][]byte {
		// Signed by the attacker's wallet and carrying its binding, but naming the honest peer
		// as where to reach the provider.
		o := mustOffer(t, &p2ptest.Peer{Node: h.Node, Key: a.Key, Wallet: a.Wallet}, 1, time.Now().Add(20*time.Minute))
		return [][]byte{envelope(t, a, o)}
	}},
	{name: "expired", reason: "expired", msgs: func(t *testing.T, a, _ *p2ptest.Peer) [][]byte {
		return [][]byte{envelope(t, a, mustOffer(t, a, 1, time.Now().Add(-10*time.Minute)))}
	}},
	{name: "too far in the future", reason: "future", ignored: true, msgs: func(t *testing.T, a, _ *p2ptest.Peer) [][]byte {
		return [][]byte{envelope(t, a, mustOffer(t, a, 1, time.Now().Add(48*time.Hour)))}
	}},
	{name: "publisher signature on a market topic", reason: "publisher_sig", msgs: func(t *testing.T, a, _ *p2ptest.Peer) [][]byte {
		// Bytes no validator checks have no place on the wire: a valid offer whose envelope
		// carries a signature the offers topic does not take.
		_, b, err := a.Node.Binding()
		if err != nil {
			t.Fatal(err)
		}
		raw, err := market.Encode(mustOffer(t, a, 1, time.Now().Add(20*time.Minute)))
		if err != nil {
			t.Fatal(err)
		}
		data, err := gossip.EncodeSignedEnvelope(offers.ID, b, raw, a.Node.SignWithPeerKey)
		if err != nil {
			t.Fatal(err)
		}
		return [][]byte{data}
	}},
	{name: "oversize", reason: "oversize", msgs: func(t *testing.T, a, _ *p2ptest.Peer) [][]byte {
		return [][]byte{make([]byte, offers.MaxMessageSize+1)}
	}},
	{name: "garbage", reason: "malformed", msgs: func(t *testing.T, a, _ *p2ptest.Peer) [][]byte {
		return [][]byte{[]byte("\xa1\x01\x02 not an envelope")}
	}},
	{name: "expired within the forwarding tolerance", reason: "expired", ignored: true, msgs: func(t *testing.T, a, _ *p2ptest.Peer) [][]byte {
		return [][]byte{envelope(t, a, mustOffer(t, a, 1, time.Now().Add(-p2p.ClockSkew-10*time.Second)))}
	}},
	{name: "replayed", reason: "replay", delivered: 1, ignored: true, msgs: func(t *testing.T, a, _ *p2ptest.Peer) [][]byte {
		o := mustOffer(t, a, 1, time.Now().Add(20*time.Minute))
		m := envelope(t, a, o)
		// The same bytes again are the same message to pubsub (its id is their hash) and never
		// reach the validator; the same signed offer under a fresh binding is new bytes, and
		// the replay cache refuses it.
		return [][]byte{m, m, wrap(t, rebinding(t, a), o)}
	}},
	{name: "flood", reason: "rate", delivered: 5, ignored: true, msgs: func(t *testing.T, a, _ *p2ptest.Peer) [][]byte {
		var out [][]byte
		for i := range 8 { // burst 5 (set on the victim below): 3 over the rate
			out = append(out, envelope(t, a, mustOffer(t, a, uint64(i+1), time.Now().Add(20*time.Minute))))
		}
		return out
	}},
}

// TestBadMessagesRejected: for each attack, an attacker (a real, bound node whose own validator
// is bypassed) publishes bad messages to a victim. The victim must refuse each with the expected
// reason and never hand it to the book. A message only a faulty sender can deliver is rejected
// and the attacker's GossipSub score drops below zero; one an honest relay could have forwarded
// (replay, flood, skew, future) is ignored and costs the sender no score (TestHonestRelay covers
// why). An honest provider's offer still gets through.
func TestBadMessagesRejected(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 45*time.Second)
	defer cancel()
	// The victim's mesh holds every sender (Dhi above their number), so no attacker is pruned
	// from it before its attack: each attack must reach the validator.
	victimParams := p2p.DefaultGossipParams()
	victimParams.Dhi = max(victimParams.Dhi, 2+len(attacks))
	peers, err := p2ptest.StartPeers(ctx, 2+len(attacks), p2ptest.Options{Mutate: func(i int, c *p2p.Config) {
		if i == 0 {
			c.GossipParams = &victimParams
		}
	}})
	if err != nil {
		t.Fatal(err)
	}
	defer p2ptest.ClosePeers(peers)
	victim, honest, attackers := peers[0], peers[1], peers[2:]

	rejections := make(chan gossip.Rejection, 64)
	vtop, err := offers.Join(victim.Node, offers.Config{Domain: markettest.Domain()},
		gossip.WithRate(0.01, 5),
		gossip.WithRejectHook(func(r gossip.Rejection) { rejections <- r }))
	if err != nil {
		t.Fatal(err)
	}
	defer vtop.Close()
	book := markettest.NewMemBook()
	var wg sync.WaitGroup
	defer wg.Wait()
	defer cancel()
	wg.Add(1)
	go func() { defer wg.Done(); _ = vtop.Feed(ctx, book) }()

	htop, err := offers.Join(honest.Node, offers.Config{Domain: markettest.Domain()})
	if err != nil {
		t.Fatal(err)
	}
	defer htop.Close()
	if err := honest.Node.Connect(ctx, victim.Node.AddrInfo()); err != nil {
		t.Fatal(err)
	}

	raw := make([]*pubsub.Topic, len(attackers))
	for i, a := range attackers {
		// The attacker joins the topic with no validator: whatever it publishes leaves it.
		if raw[i], err = a.Node.PubSub().Join(offers.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := raw[i].Subscribe(); err != nil {
			t.Fatal(err)
		}
		if err := a.Node.Connect(ctx, victim.Node.AddrInfo()); err != nil {
			t.Fatal(err)
		}
	}
	if err := waitTopicPeers(ctx, vtop.PubSubTopic(), len(attackers)+1); err != nil {
		t.Fatal(err)
	}
	// Publish only once each sender has the victim in its mesh: a message flood-published in
	// the first milliseconds of a connection can be lost (pubsub v0.16 on loopback; seen here),
	// and a lost attack would make the test pass for the wrong reason.
	for _, p := range append([]*p2ptest.Peer{honest}, attackers...) {
		if err := p.Mesh.WaitMesh(ctx, offers.ID, 1); err != nil {
			t.Fatal(err)
		}
	}

	for i, at := range attacks {
		t.Run(at.name, func(t *testing.T) {
			a := attackers[i]
			for _, m := range at.msgs(t, a, honest) {
				if err := raw[i].Publish(ctx, m); err != nil {
					t.Fatal(err)
				}
			}
			r := waitRejection(ctx, t, rejections, a.Node.ID(), at.reason)
			if r.Ignored != at.ignored {
				t.Fatalf("%s: ignored = %v, want %v (%v)", at.reason, r.Ignored, at.ignored, r.Err)
			}
			if !at.ignored {
				waitScoreBelow(ctx, t, victim.Node, a.Node.ID(), 0)
			}
			// The valid copies are delivered around the refused ones: wait for them.
			_ = book.WaitFor(ctx, func(map[common.Address]*market.Offer) bool { return book.Puts(a.Wallet) >= at.delivered })
			if got := book.Puts(a.Wallet); got != at.delivered {
				t.Fatalf("book received %d offers from the attacker, want %d", got, at.delivered)
			}
		})
	}

	// Positive control: an honest offer still reaches the victim's book.
	o := mustOffer(t, honest, 1, time.Now().Add(20*time.Minute))
	if err := htop.Publish(ctx, o); err != nil {
		t.Fatal(err)
	}
	if err := book.WaitFor(ctx, func(m map[common.Address]*market.Offer) bool { return m[honest.Wallet] != nil }); err != nil {
		t.Fatalf("honest offer never reached the book: %v", err)
	}
	if s := victim.Node.PeerScores()[honest.Node.ID()]; s < 0 {
		t.Fatalf("honest peer's score is %v", s)
	}

	// Relaying is not forging: the honest provider's next offer, put on the wire by an attacker
	// (no pubsub signature ties a message to who sent it), reaches the book as the honest
	// provider's, its author the peer the binding names.
	relayed := mustOffer(t, honest, 2, time.Now().Add(20*time.Minute))
	if err := raw[0].Publish(ctx, envelope(t, honest, relayed)); err != nil {
		t.Fatal(err)
	}
	if err := book.WaitFor(ctx, func(m map[common.Address]*market.Offer) bool { return m[honest.Wallet].Nonce == 2 }); err != nil {
		t.Fatalf("relayed honest offer never reached the book: %v", err)
	}
}

// waitRejection waits until the victim refuses a message that from sent it, with reason
// (ignoring other rejections, e.g. the non-first ones of a flood).
func waitRejection(ctx context.Context, t *testing.T, ch <-chan gossip.Rejection, from peer.ID, reason string) gossip.Rejection {
	t.Helper()
	var seen []string
	for {
		select {
		case r := <-ch:
			if r.ReceivedFrom == from && r.Reason == reason {
				return r
			}
			seen = append(seen, fmt.Sprintf("%s:%s", r.ReceivedFrom.ShortString(), r.Reason))
		case <-ctx.Done():
			t.Fatalf("no %q rejection of a message from %s; saw %v", reason, from.ShortString(), seen)
		}
	}
}

// waitScoreBelow waits on the score inspector (it refreshes every 200 ms in p2ptest) until p's
// score on n is below limit.
func waitScoreBelow(ctx context.Context, t *testing.T, n *p2p.Node, p peer.ID, limit float64) {
	t.Helper()
	for {
		if s, ok := n.PeerScores()[p]; ok && s < limit {
			return
		}
		if err := n.WaitScoreUpdate(ctx); err != nil {
			t.Fatalf("score of %s stayed at %v (want < %v): %v", p.ShortString(), n.PeerScores()[p], limit, err)
		}
	}
}

func waitTopicPeers(ctx context.Context, top *pubsub.Topic, n int) error {
	h, err := top.EventHandler()
	if err != nil {
		return err
	}
	defer h.Cancel()
	joined := map[peer.ID]bool{}
	for _, p := range top.ListPeers() {
		joined[p] = true
	}
	for len(joined) < n {
		ev, err := h.NextPeerEvent(ctx)
		if err != nil {
			return fmt.Errorf("topic has %d peers, want %d: %w", len(joined), n, err)
		}
		if ev.Type == pubsub.PeerJoin {
			joined[ev.Peer] = true
		} else {
			delete(joined, ev.Peer)
		}
	}
	return nil
}

// TestStrangersCannotSpendAuthorRate: messages carry no pubsub signature, so anyone can put an
// author's binding on a message. The author's rate is charged only for a payload its wallet
// signed that is not a replay: forged payloads under its binding and replays of its offers in
// new bytes are refused without spending its bucket, and its own next offers still get in.
func TestStrangersCannotSpendAuthorRate(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	peers, err := p2ptest.StartPeers(ctx, 2, p2ptest.Options{TCPOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer p2ptest.ClosePeers(peers)
	checker, author := peers[0], peers[1]
	top, err := offers.Join(checker.Node, offers.Config{Domain: markettest.Domain()}, gossip.WithRate(0.001, 2))
	if err != nil {
		t.Fatal(err)
	}
	defer top.Close()
	exp := time.Now().Add(20 * time.Minute)
	first := mustOffer(t, author, 1, exp)
	if _, err := top.Check(envelope(t, author, first), false); err != nil {
		t.Fatalf("author's first offer: %v", err)
	}
	for i := range 10 {
		forged := mustOffer(t, author, uint64(10+i), exp)
		forged.GPUs[0].Count = 64 // not what the wallet signed
		if _, err := top.Check(envelope(t, author, forged), false); !errors.Is(err, p2p.ErrBadSignature) {
			t.Fatalf("forged offer under the author's binding: %v, want ErrBadSignature", err)
		}
		if _, err := top.Check(wrap(t, rebinding(t, author), first), false); !errors.Is(err, gossip.ErrReplay) {
			t.Fatalf("replay in new bytes: %v, want ErrReplay", err)
		}
	}
	d, err := top.Check(envelope(t, author, mustOffer(t, author, 2, exp)), false)
	if err != nil {
		t.Fatalf("author's second offer (burst 2) refused after strangers' messages: %v", err)
	}
	if d.Author != author.Node.ID() || d.Meta.Signer != author.Wallet {
		t.Fatalf("delivery from %s signed by %s, want %s and %s", d.Author, d.Meta.Signer, author.Node.ID(), author.Wallet)
	}
	if _, err := top.Check(envelope(t, author, mustOffer(t, author, 3, exp)), false); !errors.Is(err, gossip.ErrRateLimited) {
		t.Fatalf("third offer over burst 2: %v, want ErrRateLimited", err)
	}
}
