// Package p2ptest starts real gpumesh p2p nodes on loopback for tests and benchmarks: wallets,
// a market domain, signed offers, topologies, mesh waits, and an in-memory order book that
// reports every insert. Nothing here is a fake network: every node is a full libp2p host.
package p2ptest

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"
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

	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/p2p"
)

// ChainID and Escrow make up the test market domain.
const ChainID = 1337

// Escrow is the test escrow address.
var Escrow = common.HexToAddress("0x00000000000000000000000000000000e5c20001")

// Domain returns the test EIP-712 domain.
func Domain() market.Domain {
	return market.Domain{ChainID: big.NewInt(ChainID), Escrow: Escrow}
}

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

// Offer returns an offer from p signed under Domain: one burst-capable A10 group at the given
// price per GPU-second, nonce and expiry.
func Offer(p *Peer, nonce uint64, price int64, expiry time.Time) (*market.Offer, error) {
	o := &market.Offer{
		Provider: p.Wallet,
		PeerID:   p.Node.ID().String(),
		GPUs:     []market.GPU{{Model: "A10", Vendor: "nvidia", Count: 2, VRAMMiB: 24576}},
		Prices: []market.ClassPrice{
			{Class: market.ClassBurst, Unit: market.PerGPUSecond, Amount: big.NewInt(price)},
			{Class: market.ClassBatch, Unit: market.PerGPUSecond, Amount: big.NewInt(price / 2)},
		},
		Throughput: 1 << 40,
		BurstSlots: 1,
		Nonce:      nonce,
		Expiry:     uint64(expiry.Unix()),
	}
	if err := o.Sign(p.Key, Domain()); err != nil {
		return nil, err
	}
	return o, nil
}

// MeshTracer is a pubsub raw tracer that tracks this node's mesh per topic and wakes waiters.
type MeshTracer struct {
	mu      sync.Mutex
	mesh    map[string]map[peer.ID]bool
	changed chan struct{}
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

func (m *MeshTracer) Graft(p peer.ID, topic string)            { m.update(topic, p, true) }
func (m *MeshTracer) Prune(p peer.ID, topic string)            { m.update(topic, p, false) }
func (m *MeshTracer) AddPeer(peer.ID, protocol.ID)             {}
func (m *MeshTracer) RemovePeer(p peer.ID)                     {}
func (m *MeshTracer) Join(string)                              {}
func (m *MeshTracer) Leave(string)                             {}
func (m *MeshTracer) ValidateMessage(*pubsub.Message)          {}
func (m *MeshTracer) DeliverMessage(*pubsub.Message)           {}
func (m *MeshTracer) RejectMessage(*pubsub.Message, string)    {}
func (m *MeshTracer) DuplicateMessage(*pubsub.Message)         {}
func (m *MeshTracer) ThrottlePeer(peer.ID)                     {}
func (m *MeshTracer) RecvRPC(*pubsub.RPC)                      {}
func (m *MeshTracer) SendRPC(*pubsub.RPC, peer.ID)             {}
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

// SpecCID is a valid CIDv1 (raw, sha2-256 of "gpumesh test job spec") for proposals.
const SpecCID = "bafkreidy3n4drmpi5mldy2fj6yurrplqsjfagubgqk5xvpmlchomeugnnu"

// Proposal returns a burst proposal from requester req to provider wallet prov for job, signed
// under Domain, expiring at exp.
func Proposal(req *Peer, prov common.Address, job uint64, price int64, exp time.Time) (*market.Proposal, error) {
	var id common.Hash
	id[0] = 0x01
	for i := range 8 {
		id[31-i] = byte(job >> (8 * i))
	}
	p := &market.Proposal{
		JobID:            id,
		Requester:        req.Wallet,
		Provider:         prov,
		Class:            market.ClassBurst,
		SpecCID:          SpecCID,
		Price:            big.NewInt(price),
		Collateral:       big.NewInt(price / 10),
		Deadline:         uint64(exp.Add(time.Hour).Unix()),
		SecretCommitment: crypto.Keccak256Hash([]byte("secret"), id[:]),
		Expiry:           uint64(exp.Unix()),
	}
	if err := p.Sign(req.Key, Domain()); err != nil {
		return nil, err
	}
	return p, nil
}

// Accept signs the acceptance of p with prov's wallet, valid until exp.
func Accept(prov *Peer, p *market.Proposal, exp time.Time) (*market.Acceptance, error) {
	a := market.AcceptProposal(p, uint64(exp.Unix()))
	if err := a.Sign(prov.Key, Domain()); err != nil {
		return nil, err
	}
	return a, nil
}
