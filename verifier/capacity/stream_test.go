package capacity

import (
	"bufio"
	"context"
	"crypto/ecdsa"
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/gpumesh/gpumesh/p2p"
	"github.com/gpumesh/gpumesh/p2p/p2ptest"
	"github.com/gpumesh/gpumesh/p2p/reqresp"
)

// newPeer starts a p2p node on loopback whose wallet is key (a fresh one when nil).
func newPeer(t *testing.T, key *ecdsa.PrivateKey) *p2ptest.Peer {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	o := p2ptest.Options{TCPOnly: true}
	if key != nil {
		signer, err := p2p.NewKeySigner(key)
		if err != nil {
			t.Fatal(err)
		}
		o.Mutate = func(_ int, c *p2p.Config) { c.Wallet = signer }
	}
	peers, err := p2ptest.StartPeers(ctx, 1, o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p2ptest.ClosePeers(peers) })
	p := peers[0]
	if key != nil {
		p.Key, p.Wallet = key, crypto.PubkeyToAddress(key.PublicKey)
	}
	return p
}

// challengerPeer returns a challenger and a node bound to its wallet.
func challengerPeer(t *testing.T, cfg ChallengerConfig) (*Challenger, *p2ptest.Peer) {
	t.Helper()
	key := mustKey(t)
	c, err := NewChallenger(key, testDomain, cfg, WithRandom(&detReader{}))
	if err != nil {
		t.Fatal(err)
	}
	return c, newPeer(t, key)
}

// serve starts a capacity server for target on a new provider node.
func serve(t *testing.T, target Target, cfg ServerConfig) (*p2ptest.Peer, *Server) {
	t.Helper()
	prov := newPeer(t, nil)
	srv := NewServer(target, cfg)
	if err := srv.Register(prov.Node); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = srv.Unregister() })
	return prov, srv
}

func connect(t *testing.T, a, b *p2ptest.Peer) {
	t.Helper()
	if err := a.Node.Connect(context.Background(), b.Node.AddrInfo()); err != nil {
		t.Fatal(err)
	}
}

// A challenge over a real p2p/reqresp session on loopback: the honest provider passes, a
// provider that skipped half the rows fails, one asked for more than its limit refuses.
func TestChallengeOverStream(t *testing.T) {
	ctx := context.Background()
	cases := []struct {
		name   string
		target Target
		maxN   int
		want   error
	}{
		{"honest", NewLocalTarget(NewProver(NewCPUMultiplier())), 0, nil},
		{"skip-half", &cheater{p: NewProver(NewCPUMultiplier()), mode: "skip-half"}, 0, ErrWrongEntry},
		{"lie-root", &cheater{p: NewProver(NewCPUMultiplier()), mode: "lie-root"}, 0, ErrProof},
		{"over limit", NewLocalTarget(NewProver(NewCPUMultiplier())), 64, ErrRefused},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c, ch := challengerPeer(t, ChallengerConfig{N: 128, Check: CheckParams{Rows: 128}})
			prov, _ := serve(t, tc.target, ServerConfig{MaxN: tc.maxN, MinInterval: -1})
			connect(t, ch, prov)
			node := Node{Provider: prov.Wallet, Target: NewStreamTarget(ch.Node, prov.Node.ID(), prov.Wallet)}
			for round := 0; round < 2; round++ { // the target is reusable
				res, err := c.Challenge(ctx, node)
				if err != nil {
					t.Fatal(err)
				}
				if !errors.Is(res.Err, tc.want) || (tc.want == nil) != (res.Err == nil) {
					t.Fatalf("round %d: err=%v, want %v", round, res.Err, tc.want)
				}
				if tc.want == nil {
					if err := res.Attestation.Verify(testDomain); err != nil {
						t.Fatal(err)
					}
				}
			}
		})
	}
}

// countingTarget counts the products it is asked for.
type countingTarget struct {
	Target
	commits atomic.Int32
}

func (c *countingTarget) Commit(ctx context.Context, ch Challenge) (Commitment, error) {
	c.commits.Add(1)
	return c.Target.Commit(ctx, ch)
}

// Wallet bindings: a provider computes nothing for a challenge whose Challenger is not the
// challenging peer's bound wallet (a stranger cannot pass its challenges off as a trusted
// challenger's), and a challenger attests nobody whose peer is bound to another wallet than the
// provider it attests (a provider cannot borrow a faster machine's peer).
func TestChallengeBindings(t *testing.T) {
	ctx := context.Background()
	t.Run("challenger not bound", func(t *testing.T) {
		c := newTestChallenger(t, ChallengerConfig{N: 64, Check: CheckParams{Rows: 8}})
		impostor := newPeer(t, nil) // bound to its own wallet, not c's
		target := &countingTarget{Target: NewLocalTarget(NewProver(NewCPUMultiplier()))}
		prov, _ := serve(t, target, ServerConfig{MinInterval: -1})
		connect(t, impostor, prov)
		res, err := c.Challenge(ctx, Node{Provider: prov.Wallet, Target: NewStreamTarget(impostor.Node, prov.Node.ID(), prov.Wallet)})
		if err != nil {
			t.Fatal(err)
		}
		if !errors.Is(res.Err, reqresp.ErrBadInput) || res.Attestation != nil {
			t.Fatalf("challenge naming another challenger: %v, want the provider to reject it as bad input", res.Err)
		}
		if n := target.commits.Load(); n != 0 {
			t.Fatalf("the provider computed %d products for a challenger not bound to the peer", n)
		}
	})
	t.Run("provider not bound", func(t *testing.T) {
		c, ch := challengerPeer(t, ChallengerConfig{N: 64, Check: CheckParams{Rows: 8}})
		prov, _ := serve(t, NewLocalTarget(NewProver(NewCPUMultiplier())), ServerConfig{MinInterval: -1})
		connect(t, ch, prov)
		claimed := common.HexToAddress("0xc1a1") // the wallet that would get the attestation
		res, err := c.Challenge(ctx, Node{Provider: claimed, Target: NewStreamTarget(ch.Node, prov.Node.ID(), claimed)})
		if err != nil {
			t.Fatal(err)
		}
		if !errors.Is(res.Err, p2p.ErrBindingMismatch) || res.Attestation != nil {
			t.Fatalf("challenge of a peer bound to another wallet: %v, %v; want ErrBindingMismatch and no attestation", res.Err, res.Attestation)
		}
	})
}

// Stream limits: one peer holds at most one challenge stream at a time (the second is answered
// busy while the first computes), and a request frame above the protocol's bound is refused
// before it is read.
func TestChallengeStreamLimits(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	_, ch := challengerPeer(t, ChallengerConfig{N: 64})
	gate := make(chan struct{})
	entered := make(chan struct{}, 1)
	blocking := &blockingTarget{Target: NewLocalTarget(NewProver(NewCPUMultiplier())), gate: gate, entered: entered}
	prov, _ := serve(t, blocking, ServerConfig{MinInterval: -1})
	connect(t, ch, prov)
	first := NewStreamTarget(ch.Node, prov.Node.ID(), prov.Wallet)
	done := make(chan error, 1)
	go func() {
		_, err := first.Commit(ctx, Challenge{Version: ProtocolVersion, Seed: Seed{1}, N: 64, Challenger: ch.Wallet})
		done <- err
	}()
	select {
	case <-entered:
	case <-ctx.Done():
		t.Fatal("first challenge never reached the prover")
	}
	second := NewStreamTarget(ch.Node, prov.Node.ID(), prov.Wallet)
	_, err := second.Commit(ctx, Challenge{Version: ProtocolVersion, Seed: Seed{2}, N: 64, Challenger: ch.Wallet})
	if !errors.Is(err, ErrRefused) || !errors.Is(err, reqresp.ErrBusy) {
		t.Fatalf("second concurrent challenge from one peer: %v, want busy (ErrRefused)", err)
	}
	close(gate)
	if err := <-done; err != nil {
		t.Fatalf("first challenge: %v", err)
	}
	first.sess.Close()

	// An oversize first frame (from another peer: the first's slot is released only once the
	// provider sees its stream end): the provider answers bad input without reading it.
	other := newPeer(t, nil)
	connect(t, other, prov)
	st, err := other.Node.Host().NewStream(ctx, prov.Node.ID(), ProtocolID)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	_ = st.SetDeadline(time.Now().Add(10 * time.Second))
	big := make([]byte, maxRequestMsg+frameOverhead+1)
	if err := p2p.WriteFrame(st, map[int]any{1: 1, 3: big}, len(big)+64); err != nil {
		t.Fatal(err)
	}
	var resp struct {
		V     uint64 `cbor:"1,keyasint"`
		Code  uint64 `cbor:"4,keyasint,omitempty"`
		Error string `cbor:"5,keyasint,omitempty"`
	}
	if err := p2p.ReadFrame(bufio.NewReader(st), &resp, 4096); err != nil {
		t.Fatal(err)
	}
	if resp.Code != reqresp.CodeBadInput {
		t.Fatalf("oversize challenge frame answered code %d (%s), want bad input", resp.Code, resp.Error)
	}
}

// blockingTarget holds Commit until gate closes.
type blockingTarget struct {
	Target
	gate    chan struct{}
	entered chan struct{}
}

func (b *blockingTarget) Commit(ctx context.Context, ch Challenge) (Commitment, error) {
	select {
	case b.entered <- struct{}{}:
	default:
	}
	select {
	case <-b.gate:
	case <-ctx.Done():
		return Commitment{}, ctx.Err()
	}
	return b.Target.Commit(ctx, ch)
}

func TestServerRateLimitsAPeer(t *testing.T) {
	ctx := context.Background()
	c, ch := challengerPeer(t, ChallengerConfig{N: 32, Check: CheckParams{Rows: 8}})
	prov, _ := serve(t, NewLocalTarget(NewProver(NewCPUMultiplier())), ServerConfig{MinInterval: time.Hour})
	connect(t, ch, prov)
	node := Node{Provider: prov.Wallet, Target: NewStreamTarget(ch.Node, prov.Node.ID(), prov.Wallet)}
	if res, err := c.Challenge(ctx, node); err != nil || res.Err != nil {
		t.Fatal(err, res.Err)
	}
	if res, _ := c.Challenge(ctx, node); !errors.Is(res.Err, ErrRefused) {
		t.Fatalf("second challenge within the interval: %v", res.Err)
	}
}
