package requests_test

import (
	"context"
	"fmt"
	"math"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/markettest"
	"github.com/gpumesh/gpumesh/market/requests"
	"github.com/gpumesh/gpumesh/p2p"
	"github.com/gpumesh/gpumesh/p2p/gossip"
	"github.com/gpumesh/gpumesh/p2p/p2ptest"
)

// minScores records, from a node's score inspector, the lowest score each peer ever had.
type minScores struct {
	mu  sync.Mutex
	min map[peer.ID]float64
}

func (m *minScores) inspect(snap map[peer.ID]*pubsub.PeerScoreSnapshot) {
	m.mu.Lock()
	defer m.mu.Unlock()
	for p, s := range snap {
		if old, ok := m.min[p]; !ok || s.Score < old {
			m.min[p] = s.Score
		}
	}
}

func (m *minScores) of(p peer.ID) (float64, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	s, ok := m.min[p]
	return s, ok
}

// TestHonestRelayKeepsItsScore: attackers flood replays, expired and over-rate requests
// through two honest relays to an observer, on real hosts:
//
//		A1 -- R1 -- V -- R2 -- A2      (A3, A4 also hang off R1)
//
//	  - replay: A1 and A2 are two peers bound to the same wallet and publish the same signed
//	    request at once; each relay sees its copy first and forwards it, so V gets a replay
//	    from one of them;
//	  - skew: V's clock runs 25 s ahead of the relays' (inside p2p.ClockSkew); A3 publishes
//	    requests that expired 20 s ago, which R1 accepts and V finds expired;
//	  - rate: V allows each author a burst of 14, R1 the default 20; A4 publishes 20.
//
// Each attack must reach V through a relay (V's reject hook sees it), and the relays' scores
// as V's score inspector reports them must never drop below zero (three rejects would
// graylist a relay); both relays still deliver an honest request to V afterwards.
func TestHonestRelayKeepsItsScore(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	const (
		iV, iR1, iR2, iA1, iA2, iA3, iA4 = 0, 1, 2, 3, 4, 5, 6
	)
	shared, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	sharedSigner, err := p2p.NewKeySigner(shared)
	if err != nil {
		t.Fatal(err)
	}
	scores := &minScores{min: map[peer.ID]float64{}}
	const ahead = 25 * time.Second
	peers, err := p2ptest.StartPeers(ctx, 7, p2ptest.Options{TCPOnly: true, Mutate: func(i int, c *p2p.Config) {
		switch i {
		case iV:
			c.Now = func() time.Time { return time.Now().Add(ahead) }
			c.ScoreInspect = scores.inspect
		case iA1, iA2:
			c.Wallet = sharedSigner
		}
	}})
	if err != nil {
		t.Fatal(err)
	}
	defer p2ptest.ClosePeers(peers)
	for _, i := range []int{iA1, iA2} {
		peers[i].Key, peers[i].Wallet = shared, sharedSigner.Address()
	}
	v, r1, r2 := peers[iV], peers[iR1], peers[iR2]

	var wg sync.WaitGroup
	defer wg.Wait()
	defer cancel()
	rejections := make(chan gossip.Rejection, 256)
	delivered := make(chan contracts.JobID, 256)
	serve := func(p *p2ptest.Peer, opts ...gossip.Option) *requests.Topic {
		top, err := requests.Join(p.Node, requests.Config{Domain: markettest.Domain()}, opts...)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = top.Close() })
		wg.Add(1)
		go func() {
			defer wg.Done()
			_ = top.Serve(ctx, requests.HandlerFunc(func(_ context.Context, r *market.Request, _ peer.ID) error {
				if p == v {
					delivered <- r.JobID
				}
				return nil
			}))
		}()
		return top
	}
	serve(v, gossip.WithRate(0.05, 14), gossip.WithRejectHook(func(r gossip.Rejection) {
		select {
		case rejections <- r:
		default:
		}
	}))
	relayTopics := map[*p2ptest.Peer]*requests.Topic{r1: serve(r1), r2: serve(r2)}

	raw := map[int]*pubsub.Topic{}
	for _, i := range []int{iA1, iA2, iA3, iA4} {
		// Attackers join with no validator: whatever they publish leaves them.
		top, err := peers[i].Node.PubSub().Join(requests.ID)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := top.Subscribe(); err != nil {
			t.Fatal(err)
		}
		raw[i] = top
	}
	for _, pair := range [][2]int{{iR1, iV}, {iR2, iV}, {iA1, iR1}, {iA3, iR1}, {iA4, iR1}, {iA2, iR2}} {
		if err := peers[pair[0]].Node.Connect(ctx, peers[pair[1]].Node.AddrInfo()); err != nil {
			t.Fatal(err)
		}
	}
	for i, min := range map[int]int{iV: 2, iR1: 4, iR2: 2, iA1: 1, iA2: 1, iA3: 1, iA4: 1} {
		if err := peers[i].Mesh.WaitMesh(ctx, requests.ID, min); err != nil {
			t.Fatalf("peer %d: %v", i, err)
		}
	}

	job := byte(0)
	envelope := func(from *p2ptest.Peer, r *market.Request) []byte {
		_, b, err := from.Node.Binding()
		if err != nil {
			t.Fatal(err)
		}
		body, err := market.Encode(r)
		if err != nil {
			t.Fatal(err)
		}
		data, err := gossip.EncodeEnvelope(b, body)
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	publish := func(i int, r *market.Request) {
		if err := raw[i].Publish(ctx, envelope(peers[i], r)); err != nil {
			t.Fatal(err)
		}
	}
	// Replays: the same signed request from A1 (via R1) and A2 (via R2) at once. V sees a
	// replay only when each relay validates its own attacker's copy before the other copy
	// reaches it through V (three hops): a race, which a loaded machine can lose for a whole
	// batch, so the pairs alternate which attacker goes first, and a second round follows if V
	// has seen no replay after 5 s (V's burst may then refuse some copies as over rate, which
	// is one of the attacks anyway).
	replays := func() {
		for k := range 12 {
			job++
			r := request(t, peers[iA1], job, time.Now().Add(10*time.Minute))
			first, second := iA1, iA2
			if k%2 == 1 {
				first, second = iA2, iA1
			}
			publish(first, r)
			publish(second, r)
		}
	}
	replays()
	// Skew: expired 20 s ago by the relays' clock, 45 s ago by V's.
	for range 3 {
		job++
		publish(iA3, request(t, peers[iA3], job, time.Now().Add(-20*time.Second)))
	}
	// Rate: 20 valid requests, 6 over V's burst.
	for range 20 {
		job++
		publish(iA4, request(t, peers[iA4], job, time.Now().Add(10*time.Minute)))
	}

	// Every kind of attack reached V through a relay.
	relays := map[peer.ID]bool{r1.Node.ID(): true, r2.Node.ID(): true}
	seen := map[string]int{}
	round := time.NewTicker(5 * time.Second)
	defer round.Stop()
	for rounds := 1; seen["replay"] == 0 || seen["expired"] == 0 || seen["rate"] == 0; {
		select {
		case r := <-rejections:
			if !relays[r.ReceivedFrom] {
				continue
			}
			seen[r.Reason]++
		case <-round.C:
			if seen["replay"] == 0 && rounds < 2 {
				rounds++
				replays()
			}
		case <-ctx.Done():
			t.Fatalf("not every attack reached V through a relay: %v", seen)
		}
	}

	// Both relays still deliver an honest request to V (a graylisted relay's RPCs are dropped).
	for k, relay := range []*p2ptest.Peer{r1, r2} {
		r := request(t, relay, byte(200+k), time.Now().Add(10*time.Minute))
		if err := relayTopics[relay].Publish(ctx, r); err != nil {
			t.Fatal(err)
		}
		if err := waitDelivered(ctx, delivered, r.JobID); err != nil {
			t.Fatalf("relay %s's own request never reached V: %v", relay.Node.ID().ShortString(), err)
		}
	}
	// Two more inspections, so penalties of the last messages show in the scores.
	for range 2 {
		if err := v.Node.WaitScoreUpdate(ctx); err != nil {
			t.Fatal(err)
		}
	}
	for name, relay := range map[string]*p2ptest.Peer{"R1": r1, "R2": r2} {
		s, ok := scores.of(relay.Node.ID())
		if !ok {
			t.Fatalf("V never scored %s", name)
		}
		if s < 0 || math.IsNaN(s) {
			t.Errorf("honest relay %s's score on V fell to %.1f (graylist at %v) after %v", name, s, p2p.DefaultScoreThresholds().GraylistThreshold, seen)
		}
	}
	t.Logf("V ignored through relays: %v", seen)
}

func waitDelivered(ctx context.Context, ch <-chan contracts.JobID, id contracts.JobID) error {
	ctx, cancel := context.WithTimeout(ctx, 15*time.Second)
	defer cancel()
	for {
		select {
		case got := <-ch:
			if got == id {
				return nil
			}
		case <-ctx.Done():
			return fmt.Errorf("job %x: %w", id[:4], ctx.Err())
		}
	}
}
