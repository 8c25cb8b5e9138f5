package p2p

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"path/filepath"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/libp2p/go-libp2p"
	dht "github.com/libp2p/go-libp2p-kad-dht"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	lcrypto "github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"
	"github.com/libp2p/go-libp2p/p2p/discovery/mdns"
	rcmgr "github.com/libp2p/go-libp2p/p2p/host/resource-manager"
	"github.com/libp2p/go-libp2p/p2p/net/connmgr"
	"github.com/libp2p/go-libp2p/p2p/security/noise"
	libp2ptls "github.com/libp2p/go-libp2p/p2p/security/tls"
	quic "github.com/libp2p/go-libp2p/p2p/transport/quic"
	"github.com/libp2p/go-libp2p/p2p/transport/tcp"
	ma "github.com/multiformats/go-multiaddr"
	manet "github.com/multiformats/go-multiaddr/net"
	"github.com/prometheus/client_golang/prometheus"
)

// Node is a gpumesh libp2p node: host, DHT, GossipSub and the node's wallet binding. Topic and
// stream packages (market/offers, market/requests, market/bid, market/propose) attach to a started Node.
//
// Shutdown order (Close): mDNS, then the pubsub loop (its context), then the DHT, then the host.
type Node struct {
	cfg      Config
	log      *slog.Logger
	bindings *Bindings

	mu      sync.Mutex
	started bool
	closed  bool
	cancel  context.CancelFunc
	host    host.Host
	key     lcrypto.PrivKey // the host's identity: countersigns the binding
	dht     *dht.IpfsDHT
	ps      *pubsub.PubSub
	mdns    mdns.Service
	own     *Binding
	ownRaw  []byte
	scores  map[peer.ID]float64
	scored  chan struct{} // closed and replaced on every score snapshot
	metrics *nodeMetrics
}

// New validates cfg and returns an unstarted Node. It has no side effects.
func New(cfg Config) (*Node, error) {
	cfg.EnsureDefaults()
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	return &Node{
		cfg:      cfg,
		log:      cfg.Logger.With("component", "p2p"),
		bindings: NewBindings(cfg.ChainID, 8192),
	}, nil
}

// Start loads (or creates) the libp2p key, starts the host, GossipSub, the DHT and mDNS, signs
// the node's binding and dials the bootstrap peers. A failed bootstrap dial is logged, not fatal,
// unless every bootstrap peer fails. ctx bounds start-up only; Close stops the node.
func (n *Node) Start(ctx context.Context) (err error) {
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.closed {
		return ErrClosed
	}
	if n.started {
		return nil
	}
	cfg := n.cfg

	key := cfg.Identity
	if key == nil {
		if key, err = LoadOrCreateKey(filepath.Join(cfg.DataDir, KeyFileName)); err != nil {
			return fmt.Errorf("start p2p: %w", err)
		}
	}
	bootstrap, err := parseAddrInfos("bootstrap", cfg.BootstrapPeers)
	if err != nil {
		return fmt.Errorf("start p2p: %w", err)
	}

	limits := rcmgr.DefaultLimits
	libp2p.SetDefaultServiceLimits(&limits)
	concrete := limits.AutoScale()
	if cfg.MaxMemoryMB > 0 {
		concrete = limits.Scale(cfg.MaxMemoryMB<<20, 4096)
	}
	rm, err := rcmgr.NewResourceManager(rcmgr.NewFixedLimiter(concrete), rcmgr.WithMetricsDisabled())
	if err != nil {
		return fmt.Errorf("start p2p: resource manager: %w", err)
	}
	cm, err := connmgr.NewConnManager(cfg.ConnLow, cfg.ConnHigh, connmgr.WithGracePeriod(cfg.ConnGrace))
	if err != nil {
		return fmt.Errorf("start p2p: connection manager: %w", err)
	}
	opts := []libp2p.Option{
		libp2p.Identity(key),
		libp2p.ListenAddrStrings(cfg.ListenAddrs...),
		libp2p.Transport(tcp.NewTCPTransport),
		// TLS 1.3 first: its AES-GCM (AES-NI) carried one stream at 680-814 MiB/s against
		// Noise's 533-586 on the build machine (`gpumesh bench transfer --transports`, same
		// runs). Noise stays offered, so peers that speak only Noise (Helia) connect.
		libp2p.Security(libp2ptls.ID, libp2ptls.New),
		libp2p.Security(noise.ID, noise.New),
		libp2p.ResourceManager(rm),
		libp2p.ConnectionManager(cm),
		libp2p.Ping(true),
		libp2p.UserAgent(AgentVersion()),
	}
	if cfg.Gater != nil {
		opts = append(opts, libp2p.ConnectionGater(cfg.Gater))
	}
	var self atomic.Pointer[host.Host]
	nat, err := natOptions(&cfg, &self)
	if err != nil {
		return fmt.Errorf("start p2p: %w", err)
	}
	opts = append(opts, nat...)
	if !cfg.DisableQUIC {
		opts = append(opts, libp2p.Transport(quic.NewTransport))
	}
	if cfg.Registerer != nil {
		opts = append(opts, libp2p.PrometheusRegisterer(cfg.Registerer))
	} else {
		opts = append(opts, libp2p.DisableMetrics())
	}
	h, err := libp2p.New(opts...)
	if err != nil {
		return fmt.Errorf("start p2p: host: %w", err)
	}
	self.Store(&h)
	runCtx, cancel := context.WithCancel(context.Background())
	defer func() {
		if err != nil {
			cancel()
			if n.dht != nil {
				_ = n.dht.Close()
				n.dht = nil
			}
			_ = h.Close()
		}
	}()

	psOpts := []pubsub.Option{
		pubsub.WithPeerScore(cfg.Score, cfg.ScoreThresholds),
		pubsub.WithPeerScoreInspect(pubsub.ExtendedPeerScoreInspectFn(n.inspectScores), cfg.ScoreInspectPeriod),
		pubsub.WithMaxMessageSize(cfg.MaxGossipMessageSize),
		pubsub.WithGossipSubParams(*cfg.GossipParams),
		// No per-message pubsub signatures: every gossip payload is signed by a wallet and
		// carries that wallet's binding, which the peer key countersigns (Binding); validators
		// take the author from the binding (p2p/gossip). A message's id is the hash of its bytes,
		// so copies from several neighbours are one message, validated once. All nodes of a
		// network must agree on this policy (StrictNoSign refuses signed messages, StrictSign
		// unsigned ones).
		pubsub.WithMessageSignaturePolicy(pubsub.StrictNoSign),
		pubsub.WithMessageIdFn(ContentMessageID),
		pubsub.WithValidateQueueSize(cfg.ValidateQueueSize),
		// From cfg.Logger, not n.log: n.log already carries component=p2p, and a second
		// component key would make JSON log lines carry the key twice. Its Info lines (start,
		// stop) go to Debug: quietInfo.
		pubsub.WithLogger(slog.New(quietInfo{cfg.Logger.Handler()}).With("component", "pubsub")),
	}
	psOpts = append(psOpts, cfg.PubSubOptions...)
	ps, err := pubsub.NewGossipSub(runCtx, h, psOpts...)
	if err != nil {
		return fmt.Errorf("start p2p: gossipsub: %w", err)
	}

	if cfg.DHT != DHTOff {
		mode := map[DHTMode]dht.ModeOpt{DHTAuto: dht.ModeAuto, DHTServer: dht.ModeServer, DHTClient: dht.ModeClient}[cfg.DHT]
		d, err := dht.New(h,
			dht.Mode(mode),
			dht.ProtocolPrefix(protocolID(cfg.DHTProtocolPrefix)),
			dht.BootstrapPeers(bootstrap...),
		)
		if err != nil {
			return fmt.Errorf("start p2p: dht: %w", err)
		}
		n.dht = d
	}

	n.host, n.key, n.ps, n.cancel = h, key, ps, cancel
	if err := n.signBindingLocked(); err != nil {
		return fmt.Errorf("start p2p: %w", err)
	}

	if len(bootstrap) > 0 {
		if err := n.bootstrap(ctx, bootstrap); err != nil {
			return fmt.Errorf("start p2p: %w", err)
		}
	}
	if n.dht != nil {
		if err := n.dht.Bootstrap(runCtx); err != nil {
			return fmt.Errorf("start p2p: dht bootstrap: %w", err)
		}
	}
	if cfg.MDNS {
		n.mdns = mdns.NewMdnsService(h, cfg.MDNSServiceName, &mdnsNotifee{n: n})
		if err := n.mdns.Start(); err != nil {
			return fmt.Errorf("start p2p: mdns: %w", err)
		}
	}
	if cfg.Registerer != nil {
		m, err := newNodeMetrics(cfg.Registerer, h)
		var are prometheus.AlreadyRegisteredError
		switch {
		case errors.As(err, &are):
			// Several nodes in one process (devnet) share a registerer: the first one reports.
			n.log.Debug("p2p metrics already registered by another node in this process")
		case err != nil:
			return fmt.Errorf("start p2p: metrics: %w", err)
		default:
			n.metrics = m
		}
	}
	n.started = true
	n.log.Debug("p2p node started", "peer", h.ID(), "addrs", h.Addrs(), "wallet", cfg.Wallet.Address(), "dht", cfg.DHT)
	return nil
}

func (n *Node) bootstrap(ctx context.Context, peers []peer.AddrInfo) error {
	ctx, cancel := context.WithTimeout(ctx, n.cfg.BootstrapTimeout)
	defer cancel()
	var wg sync.WaitGroup
	errs := make([]error, len(peers))
	for i, pi := range peers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = n.host.Connect(ctx, pi)
		}()
	}
	wg.Wait()
	failed := 0
	for i, err := range errs {
		if err != nil {
			failed++
			n.log.Warn("bootstrap dial failed", "peer", peers[i].ID, "err", err)
		}
	}
	if failed == len(peers) {
		return fmt.Errorf("bootstrap: all %d peers unreachable: %w", failed, errors.Join(errs...))
	}
	return nil
}

// Close stops the node. It is idempotent and safe to call on an unstarted node.
func (n *Node) Close() error {
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.closed {
		return nil
	}
	n.closed = true
	if !n.started && n.host == nil {
		return nil
	}
	var errs []error
	if n.mdns != nil {
		errs = append(errs, n.mdns.Close())
	}
	n.cancel()
	if n.dht != nil {
		errs = append(errs, n.dht.Close())
	}
	if n.metrics != nil {
		n.metrics.unregister()
	}
	errs = append(errs, n.host.Close())
	if err := errors.Join(errs...); err != nil {
		return fmt.Errorf("close p2p: %w", err)
	}
	return nil
}

// Host returns the libp2p host. Nil before Start.
func (n *Node) Host() host.Host {
	n.mu.Lock()
	defer n.mu.Unlock()
	return n.host
}

// PubSub returns the GossipSub instance. Nil before Start.
func (n *Node) PubSub() *pubsub.PubSub {
	n.mu.Lock()
	defer n.mu.Unlock()
	return n.ps
}

// DHT returns the Kademlia DHT (content routing for p2p/content, peer routing). Nil before Start
// or with DHTOff.
func (n *Node) DHT() *dht.IpfsDHT {
	n.mu.Lock()
	defer n.mu.Unlock()
	return n.dht
}

// ID returns the node's peer id. Empty before Start.
func (n *Node) ID() peer.ID {
	h := n.Host()
	if h == nil {
		return ""
	}
	return h.ID()
}

// AddrInfo returns the node's peer id and the addresses other nodes can dial: the host's
// addresses, or behind a NAT its relay (/p2p-circuit) and public ones (what its binding lists).
func (n *Node) AddrInfo() peer.AddrInfo {
	h := n.Host()
	if h == nil {
		return peer.AddrInfo{}
	}
	return peer.AddrInfo{ID: h.ID(), Addrs: advertisedAddrs(h.Addrs())}
}

// advertisedAddrs are the addresses a node tells others to dial: all of the host's, unless the
// node is reachable through relays (it found itself behind a NAT and holds reservations): then
// its /p2p-circuit addresses and its public ones only, since its LAN and loopback addresses
// lead nowhere for a peer elsewhere.
func advertisedAddrs(addrs []ma.Multiaddr) []ma.Multiaddr {
	if !slices.ContainsFunc(addrs, isCircuit) {
		return addrs
	}
	out := make([]ma.Multiaddr, 0, len(addrs))
	for _, a := range addrs {
		if isCircuit(a) || manet.IsPublicAddr(a) {
			out = append(out, a)
		}
	}
	return out
}

func isCircuit(a ma.Multiaddr) bool {
	_, err := a.ValueForProtocol(ma.P_CIRCUIT)
	return err == nil
}

// Connect dials pi.
func (n *Node) Connect(ctx context.Context, pi peer.AddrInfo) error {
	h := n.Host()
	if h == nil {
		return ErrNotStarted
	}
	if err := h.Connect(ctx, pi); err != nil {
		return fmt.Errorf("connect %s: %w", pi.ID, err)
	}
	return nil
}

// SignWithPeerKey signs msg with the node's libp2p identity key (for gossip topics whose
// envelope carries the publisher's signature, p2p/gossip). msg must begin with a domain string
// of gpumesh's own (PeerSigDomain, then the purpose), so a signature made for one purpose never
// verifies for another, nor for a libp2p protocol (pubsub's "libp2p-pubsub:", signed records).
func (n *Node) SignWithPeerKey(msg []byte) ([]byte, error) {
	if !bytes.HasPrefix(msg, []byte(PeerSigDomain)) {
		return nil, fmt.Errorf("%w: a peer-key signature must start with %q and its purpose", ErrConfig, PeerSigDomain)
	}
	n.mu.Lock()
	key := n.key
	n.mu.Unlock()
	if key == nil {
		return nil, ErrNotStarted
	}
	return key.Sign(msg)
}

// Signer returns the node's wallet.
func (n *Node) Signer() Signer { return n.cfg.Wallet }

// ChainID returns the chain id the node's bindings and messages are bound to.
func (n *Node) ChainID() uint64 { return n.cfg.ChainID }

// Now returns the node's clock reading.
func (n *Node) Now() time.Time { return n.cfg.Now() }

// Logger returns the node's logger.
func (n *Node) Logger() *slog.Logger { return n.cfg.Logger }

// Bindings returns the node's cache of verified peer bindings.
func (n *Node) Bindings() *Bindings { return n.bindings }

// Binding returns the node's own signed binding and its encoding, re-signing it first when less
// than a quarter of its lifetime remains or when the host's addresses changed (a relay
// reservation adds /p2p-circuit addresses after Start; AutoNAT may find the node private), so
// that the binding always lists addresses peers can dial now.
func (n *Node) Binding() (*Binding, []byte, error) {
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.host == nil {
		return nil, nil, ErrNotStarted
	}
	if n.own == nil || n.cfg.Now().After(n.own.Expiry.Add(-n.cfg.BindingTTL/4)) || !sameAddrs(n.own.Addrs, advertisedAddrs(n.host.Addrs())) {
		if err := n.signBindingLocked(); err != nil {
			return nil, nil, err
		}
	}
	return n.own, n.ownRaw, nil
}

// sameAddrs reports whether signed lists the first MaxBindingAddrs of now, in order (the host
// returns its addresses in a stable order).
func sameAddrs(signed, now []ma.Multiaddr) bool {
	if len(now) > MaxBindingAddrs {
		now = now[:MaxBindingAddrs]
	}
	if len(signed) != len(now) {
		return false
	}
	for i := range now {
		if !signed[i].Equal(now[i]) {
			return false
		}
	}
	return true
}

func (n *Node) signBindingLocked() error {
	addrs := advertisedAddrs(n.host.Addrs())
	b, err := NewBinding(n.cfg.Wallet, n.key, n.cfg.ChainID, addrs, n.cfg.Now(), n.cfg.BindingTTL)
	if err != nil {
		return err
	}
	raw, err := b.MarshalBinary()
	if err != nil {
		return err
	}
	n.own, n.ownRaw = b, raw
	return nil
}

// PeerScores returns the latest GossipSub score of every connected peer (refreshed every
// ScoreInspectPeriod).
func (n *Node) PeerScores() map[peer.ID]float64 {
	n.mu.Lock()
	defer n.mu.Unlock()
	out := make(map[peer.ID]float64, len(n.scores))
	for p, s := range n.scores {
		out[p] = s
	}
	return out
}

func (n *Node) inspectScores(snap map[peer.ID]*pubsub.PeerScoreSnapshot) {
	scores := make(map[peer.ID]float64, len(snap))
	for p, s := range snap {
		scores[p] = s.Score
	}
	n.mu.Lock()
	n.scores = scores
	if n.scored != nil {
		close(n.scored)
	}
	n.scored = make(chan struct{})
	n.mu.Unlock()
	if n.cfg.ScoreInspect != nil {
		n.cfg.ScoreInspect(snap)
	}
}

// WaitScoreUpdate waits for the next peer score snapshot (see ScoreInspectPeriod).
func (n *Node) WaitScoreUpdate(ctx context.Context) error {
	n.mu.Lock()
	if n.scored == nil {
		n.scored = make(chan struct{})
	}
	ch := n.scored
	n.mu.Unlock()
	select {
	case <-ch:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

type mdnsNotifee struct{ n *Node }

func (m *mdnsNotifee) HandlePeerFound(pi peer.AddrInfo) {
	h := m.n.Host()
	if h == nil || pi.ID == h.ID() {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := h.Connect(ctx, pi); err != nil {
		m.n.log.Debug("mdns peer dial failed", "peer", pi.ID, "err", err)
	}
}

// parseAddrInfos parses full multiaddrs; what names them in errors ("bootstrap", "relay").
func parseAddrInfos(what string, addrs []string) ([]peer.AddrInfo, error) {
	var out []peer.AddrInfo
	for _, s := range addrs {
		a, err := ma.NewMultiaddr(s)
		if err != nil {
			return nil, fmt.Errorf("%w: %s peer %q: %v", ErrConfig, what, s, err)
		}
		pi, err := peer.AddrInfoFromP2pAddr(a)
		if err != nil {
			return nil, fmt.Errorf("%w: %s peer %q must end in /p2p/<peer id>: %v", ErrConfig, what, s, err)
		}
		out = append(out, *pi)
	}
	return out, nil
}

type nodeMetrics struct {
	reg   prometheus.Registerer
	peers prometheus.GaugeFunc
}

func newNodeMetrics(reg prometheus.Registerer, h host.Host) (*nodeMetrics, error) {
	m := &nodeMetrics{
		reg: reg,
		peers: prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Namespace: "gpumesh", Subsystem: "p2p", Name: "connected_peers",
			Help: "Peers with at least one open connection.",
		}, func() float64 { return float64(len(h.Network().Peers())) }),
	}
	if err := reg.Register(m.peers); err != nil {
		return nil, err
	}
	return m, nil
}

func (m *nodeMetrics) unregister() { m.reg.Unregister(m.peers) }

func protocolID(s string) protocol.ID { return protocol.ID(s) }
