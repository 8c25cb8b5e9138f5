package requests_test

import (
	"context"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/markettest"
	"github.com/gpumesh/gpumesh/market/requests"
	"github.com/gpumesh/gpumesh/p2p/gossip"
	"github.com/gpumesh/gpumesh/p2p/p2ptest"
)

func request(t testing.TB, p *p2ptest.Peer, job byte, exp time.Time) *market.Request {
	t.Helper()
	r := &market.Request{
		JobID:       contracts.JobID{job},
		Requester:   p.Wallet,
		Class:       market.ClassBatch,
		Req:         market.Requirements{GPUCount: 1, MaxPrice: big.NewInt(1000)},
		BidWindowMs: 500,
		Expiry:      uint64(exp.Unix()),
	}
	if err := r.Sign(p.Key, markettest.Domain()); err != nil {
		t.Fatal(err)
	}
	return r
}

// TestRequestsReachProviders: a requester announces a job, three providers get it with the
// requester's peer id; a request signed by a wallet the sender is not bound to is rejected.
func TestRequestsReachProviders(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	peers, err := p2ptest.StartPeers(ctx, 4, p2ptest.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer p2ptest.ClosePeers(peers)
	if err := p2ptest.ConnectRing(ctx, peers, 1, 7); err != nil {
		t.Fatal(err)
	}
	type got struct {
		job    contracts.JobID
		author peer.ID
	}
	deliveries := make(chan got, 16)
	rejected := make(chan gossip.Rejection, 16)
	topics := make([]*requests.Topic, len(peers))
	var wg sync.WaitGroup
	defer wg.Wait()
	defer cancel()
	for i, p := range peers {
		top, err := requests.Join(p.Node, requests.Config{Domain: markettest.Domain()},
			gossip.WithRejectHook(func(r gossip.Rejection) { rejected <- r }))
		if err != nil {
			t.Fatal(err)
		}
		defer top.Close()
		topics[i] = top
		wg.Add(1)
		go func() {
			defer wg.Done()
			_ = top.Serve(ctx, requests.HandlerFunc(func(_ context.Context, r *market.Request, author peer.ID) error {
				deliveries <- got{r.JobID, author}
				return nil
			}))
		}()
	}
	if err := p2ptest.WaitMeshAll(ctx, peers, requests.ID, 1); err != nil {
		t.Fatal(err)
	}
	req := peers[0]
	if err := topics[0].Publish(ctx, request(t, req, 1, time.Now().Add(10*time.Minute))); err != nil {
		t.Fatal(err)
	}
	for range len(peers) - 1 {
		select {
		case g := <-deliveries:
			if g.job != (contracts.JobID{1}) || g.author != req.Node.ID() {
				t.Fatalf("delivery %+v, want job 1 from %s", g, req.Node.ID())
			}
		case <-ctx.Done():
			t.Fatal("request did not reach every provider")
		}
	}
	// The publisher's own validator refuses a request its binding does not cover.
	k, _ := crypto.GenerateKey()
	other := &p2ptest.Peer{Node: req.Node, Key: k, Wallet: crypto.PubkeyToAddress(k.PublicKey)}
	if err := topics[0].Publish(ctx, request(t, other, 2, time.Now().Add(10*time.Minute))); err == nil {
		t.Fatal("published a request signed by an unbound wallet")
	}
	select {
	case r := <-rejected:
		if r.Reason != "not_bound" {
			t.Fatalf("rejection reason %q, want not_bound", r.Reason)
		}
	case <-ctx.Done():
		t.Fatal("no rejection recorded")
	}
}

func FuzzValidate(f *testing.F) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	peers, err := p2ptest.StartPeers(ctx, 1, p2ptest.Options{TCPOnly: true})
	if err != nil {
		f.Fatal(err)
	}
	f.Cleanup(func() { p2ptest.ClosePeers(peers) })
	p := peers[0]
	top, err := requests.Join(p.Node, requests.Config{Domain: markettest.Domain()})
	if err != nil {
		f.Fatal(err)
	}
	f.Cleanup(func() { _ = top.Close() })
	raw, err := market.Encode(request(f, p, 1, time.Now().Add(time.Hour)))
	if err != nil {
		f.Fatal(err)
	}
	_, b, _ := p.Node.Binding()
	env, _ := gossip.EncodeEnvelope(b, raw)
	f.Add(env)
	f.Add([]byte{0xa0})
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := top.Check(data, true)
		if err == nil && d.Meta.Signer != p.Wallet {
			t.Fatalf("accepted a request signed by %s from a peer bound to %s", d.Meta.Signer, p.Wallet)
		}
	})
}
