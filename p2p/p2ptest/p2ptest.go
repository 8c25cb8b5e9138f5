// Package p2ptest starts real gpumesh p2p nodes on loopback for tests and benchmarks: wallets,
// topologies and mesh waits. Nothing here is a fake network: every node is a full libp2p host.
// The market's signed messages and an instrumented order book are in market/markettest.
package p2ptest

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/rand/v2"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"
	"golang.org/x/sync/errgroup"

	"github.com/gpumesh/gpumesh/p2p"
)

// ChainID is the chain id every test node binds its wallet to.
const ChainID = 1337

// Peer is a started node with its wallet.
type Peer struct {
	Node   *p2p.Node
	Key    *ecdsa.PrivateKey
	Wallet common.Address
	Mesh   *MeshTracer
}

// Options configure StartPeers.
type Options struct {
	// TCPOnly drops QUIC (fewer goroutines with many hosts on few cores).
	TCPOnly bool
	// DataDir, when set, is the parent of per-node data dirs; default: in-memory identities.
	DataDir string
	// Mutate adjusts node i's config before New.
	Mutate func(i int, c *p2p.Config)
}

// StartPeers starts n nodes on loopback (DHT off; tests wire the topology themselves). Close them
// with ClosePeers.
func StartPeers(ctx context.Context, n int, o Options) ([]*Peer, error) {
	peers := make([]*Peer, n)
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(8)
	for i := range n {
		g.Go(func() error {
			p, err := startPeer(gctx, i, o)
			peers[i] = p
			return err
		})
	}
	if err := g.Wait(); err != nil {
		ClosePeers(peers)
		return nil, err
	}
	return peers, nil
}

func startPeer(ctx context.Context, i int, o Options) (*Peer, error) {
	key, err := crypto.GenerateKey()
	if err != nil {
		return nil, err
	}
	signer, err := p2p.NewKeySigner(key)
	if err != nil {
		return nil, err
	}
	tracer := NewMeshTracer()
	cfg := p2p.Config{
		Wallet:             signer,
		ChainID:            ChainID,
		ListenAddrs:        []string{"/ip4/127.0.0.1/tcp/0"},
		DisableQUIC:        o.TCPOnly,
		DHT:                p2p.DHTOff,
		ScoreInspectPeriod: 200 * time.Millisecond,
		PubSubOptions:      []pubsub.Option{pubsub.WithRawTracer(tracer)},
	}
	if !o.TCPOnly {
		cfg.ListenAddrs = append(cfg.ListenAddrs, "/ip4/127.0.0.1/udp/0/quic-v1")
	}
	if o.DataDir != "" {
		cfg.DataDir = fmt.Sprintf("%s/node%03d", o.DataDir, i)
	} else {
		k, err := p2pKey()
		if err != nil {
			return nil, err
		}
		cfg.Identity = k
	}
	if o.Mutate != nil {
		o.Mutate(i, &cfg)
	}
	n, err := p2p.New(cfg)
	if err != nil {
		return nil, err
	}
	if err := n.Start(ctx); err != nil {
		return nil, err
	}
	return &Peer{Node: n, Key: key, Wallet: signer.Address(), Mesh: tracer}, nil
}

// ClosePeers closes every non-nil peer.
func ClosePeers(peers []*Peer) {
	var wg sync.WaitGroup
	for _, p := range peers {
		if p != nil {
			wg.Add(1)
			go func() { defer wg.Done(); _ = p.Node.Close() }()
		}
	}
	wg.Wait()
}

// ConnectRing connects peer i to i+1 (a ring, so the graph is connected) and to extra random
// others, deterministic in seed. Each pair is dialled once, from one side: two peers dialling
// each other at the same moment can have one handshake cut short by the other's connection
// ("noise: message is too short"). A failed dial is retried twice (the retry skips the swarm's
// dial backoff), so a handshake lost on a loaded machine does not fail the caller.
func ConnectRing(ctx context.Context, peers []*Peer, extra int, seed uint64) error {
	r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(8)
	n := len(peers)
	dialled := map[[2]int]bool{}
	for i := range peers {
		targets := map[int]bool{(i + 1) % n: true}
		for len(targets) < min(extra+1, n-1) {
			if j := r.IntN(n); j != i {
				targets[j] = true
			}
		}
		for j := range targets {
			pair := [2]int{min(i, j), max(i, j)}
			if dialled[pair] {
				continue
			}
			dialled[pair] = true
			g.Go(func() error { return connectRetry(gctx, peers[i], peers[j]) })
		}
	}
	return g.Wait()
}

// connectRetry connects a to b, trying three times.
func connectRetry(ctx context.Context, a, b *Peer) error {
	var err error
	for attempt := range 3 {
		dctx := ctx
		if attempt > 0 {
			dctx = network.WithForceDirectDial(ctx, "p2ptest: retry a failed dial")
			select {
			case <-ctx.Done():
				return err
			case <-time.After(time.Duration(attempt) * 50 * time.Millisecond):
			}
		}
		if err = a.Node.Connect(dctx, b.Node.AddrInfo()); err == nil {
			return nil
		}
	}
	return err
}

// MeshTracer is a pubsub raw tracer that tracks this node's mesh per topic and wakes waiters,
// and counts the message copies this node receives and the RPCs it sends (Traffic).
type MeshTracer struct {
	mu      sync.Mutex
	mesh    map[string]map[peer.ID]bool
	changed chan struct{}
	traffic Traffic
}

// Traffic counts what a node's pubsub received and sent, over all topics.
type Traffic struct {
	// Delivered counts first copies of messages that passed validation; Duplicates copies of
	// messages already seen (dropped before validation); Rejected messages a validator refused.
	Delivered, Duplicates, Rejected int64
	// SentRPCs counts RPCs written to peers (each one frame on a stream), SentMessages the
	// messages (not control) in them and SentBytes those messages' data.
	SentRPCs, SentMessages, SentBytes int64
}

// Add returns the sum of t and u.
func (t Traffic) Add(u Traffic) Traffic {
	return Traffic{
		Delivered: t.Delivered + u.Delivered, Duplicates: t.Duplicates + u.Duplicates, Rejected: t.Rejected + u.Rejected,
		SentRPCs: t.SentRPCs + u.SentRPCs, SentMessages: t.SentMessages + u.SentMessages, SentBytes: t.SentBytes + u.SentBytes,
	}
}

// Sub returns t less u.
func (t Traffic) Sub(u Traffic) Traffic {
	return Traffic{
		Delivered: t.Delivered - u.Delivered, Duplicates: t.Duplicates - u.Duplicates, Rejected: t.Rejected - u.Rejected,
		SentRPCs: t.SentRPCs - u.SentRPCs, SentMessages: t.SentMessages - u.SentMessages, SentBytes: t.SentBytes - u.SentBytes,
	}
}

// Traffic returns the counts so far.
func (m *MeshTracer) Traffic() Traffic {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.traffic
}

// MeshSize returns the number of peers in this node's mesh for topic.
func (m *MeshTracer) MeshSize(topic string) int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.mesh[topic])
}

func (m *MeshTracer) count(f func(*Traffic)) {
	m.mu.Lock()
	defer m.mu.Unlock()
	f(&m.traffic)
}

var _ pubsub.RawTracer = (*MeshTracer)(nil)

// NewMeshTracer returns an empty tracer.
func NewMeshTracer() *MeshTracer {
	return &MeshTracer{mesh: map[string]map[peer.ID]bool{}, changed: make(chan struct{})}
}

func (m *MeshTracer) update(topic string, p peer.ID, in bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.mesh[topic] == nil {
		m.mesh[topic] = map[peer.ID]bool{}
	}
	if in {
		m.mesh[topic][p] = true
	} else {
		delete(m.mesh[topic], p)
	}
	close(m.changed)
	m.changed = make(chan struct{})
}

// WaitMesh waits until this node's mesh for topic has at least min peers.
func (m *MeshTracer) WaitMesh(ctx context.Context, topic string, min int) error {
	for {
		m.mu.Lock()
		n, ch := len(m.mesh[topic]), m.changed
		m.mu.Unlock()
		if n >= min {
			return nil
		}
		select {
		case <-ch:
		case <-ctx.Done():
			return fmt.Errorf("mesh of %s has %d peers, want %d: %w", topic, n, min, ctx.Err())
		}
	}
}

func (m *MeshTracer) Graft(p peer.ID, topic string)   { m.update(topic, p, true) }
func (m *MeshTracer) Prune(p peer.ID, topic string)   { m.update(topic, p, false) }
func (m *MeshTracer) AddPeer(peer.ID, protocol.ID)    {}
func (m *MeshTracer) RemovePeer(p peer.ID)            {}
func (m *MeshTracer) Join(string)                     {}
func (m *MeshTracer) Leave(string)                    {}
func (m *MeshTracer) ValidateMessage(*pubsub.Message) {}
func (m *MeshTracer) DeliverMessage(*pubsub.Message) {
	m.count(func(t *Traffic) { t.Delivered++ })
}
func (m *MeshTracer) RejectMessage(*pubsub.Message, string) {
	m.count(func(t *Traffic) { t.Rejected++ })
}
func (m *MeshTracer) DuplicateMessage(*pubsub.Message) {
	m.count(func(t *Traffic) { t.Duplicates++ })
}
func (m *MeshTracer) ThrottlePeer(peer.ID) {}
func (m *MeshTracer) RecvRPC(*pubsub.RPC)  {}
func (m *MeshTracer) SendRPC(rpc *pubsub.RPC, _ peer.ID) {
	var bytes int64
	for _, msg := range rpc.GetPublish() {
		bytes += int64(len(msg.GetData()))
	}
	m.count(func(t *Traffic) {
		t.SentRPCs++
		t.SentMessages += int64(len(rpc.GetPublish()))
		t.SentBytes += bytes
	})
}
func (m *MeshTracer) DropRPC(*pubsub.RPC, peer.ID)             {}
func (m *MeshTracer) UndeliverableMessage(*pubsub.Message)     {}
func (m *MeshTracer) OnNewOutboundStream(peer.ID, protocol.ID) {}
func (m *MeshTracer) OnClosedOutboundStream(peer.ID)           {}

// WaitMeshAll waits until every peer's mesh for topic has at least min peers.
func WaitMeshAll(ctx context.Context, peers []*Peer, topic string, min int) error {
	for i, p := range peers {
		if err := p.Mesh.WaitMesh(ctx, topic, min); err != nil {
			return fmt.Errorf("peer %d: %w", i, err)
		}
	}
	return nil
}
