package p2p

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/p2p/protocol/ping"
	ma "github.com/multiformats/go-multiaddr"
	"github.com/prometheus/client_golang/prometheus"
)

func TestConfigValidate(t *testing.T) {
	signer := testSigner(t)
	tests := []struct {
		name string
		mut  func(*Config)
		want string
	}{
		{"ok", func(*Config) {}, ""},
		{"no wallet", func(c *Config) { c.Wallet = nil }, "Wallet"},
		{"no chain", func(c *Config) { c.ChainID = 0 }, "ChainID"},
		{"no data dir", func(c *Config) { c.DataDir = "" }, "DataDir"},
		{"bad dht", func(c *Config) { c.DHT = "sometimes" }, "DHT mode"},
		{"conn watermarks", func(c *Config) { c.ConnLow, c.ConnHigh = 10, 5 }, "ConnLow"},
		{"binding ttl", func(c *Config) { c.BindingTTL = 30 * 24 * time.Hour }, "BindingTTL"},
		{"relay ok", func(c *Config) {
			c.Relays, c.RelayService = []string{"/ip4/192.0.2.1/tcp/4001/p2p/12D3KooWD3eckifWpRn9wQpMG9R9hX3sD158z7EqHWmweQAJU5SA"}, true
		}, ""},
		{"bad reachability", func(c *Config) { c.Reachability = "sometimes" }, "Reachability"},
		{"relay not a multiaddr", func(c *Config) { c.Relays = []string{"relay.example.org:4001"} }, "relay peer"},
		{"relay without peer id", func(c *Config) { c.Relays = []string{"/ip4/192.0.2.1/tcp/4001"} }, "must end in /p2p/"},
		{"too many relays", func(c *Config) { c.Relays = make([]string, MaxRelays+1) }, "at most 16"},
		{"relays without relay client", func(c *Config) {
			c.Relays, c.DisableRelayClient = []string{"/ip4/192.0.2.1/tcp/4001/p2p/12D3KooWD3eckifWpRn9wQpMG9R9hX3sD158z7EqHWmweQAJU5SA"}, true
		}, "DisableRelayClient"},
		{"relay without limits", func(c *Config) {
			r := DefaultRelayResources()
			r.Limit = nil
			c.RelayResources = r
		}, "RelayResources.Limit"},
		{"relay without reservations", func(c *Config) {
			r := DefaultRelayResources()
			r.MaxReservations = 0
			c.RelayResources = r
		}, "MaxReservations"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cfg := Config{DataDir: t.TempDir(), Wallet: signer, ChainID: 5}
			tc.mut(&cfg)
			_, err := New(cfg)
			if tc.want == "" {
				if err != nil {
					t.Fatalf("New: %v", err)
				}
				return
			}
			if !errors.Is(err, ErrConfig) || !contains(err.Error(), tc.want) {
				t.Fatalf("New error = %v, want ErrConfig naming %q", err, tc.want)
			}
		})
	}
}

func contains(s, sub string) bool { return len(sub) == 0 || (len(s) >= len(sub) && index(s, sub) >= 0) }

func index(s, sub string) int {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return i
		}
	}
	return -1
}

func TestNewHasNoSideEffects(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "data")
	n, err := New(Config{DataDir: dir, Wallet: testSigner(t), ChainID: 1})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(dir); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("New created the data dir (stat err %v)", err)
	}
	if n.Host() != nil || n.PubSub() != nil {
		t.Fatal("New started a host")
	}
	if err := n.Close(); err != nil {
		t.Fatalf("Close on unstarted node: %v", err)
	}
	if err := n.Start(context.Background()); !errors.Is(err, ErrClosed) {
		t.Fatalf("Start after Close = %v, want ErrClosed", err)
	}
}

func TestKeyPersistedAcrossRestarts(t *testing.T) {
	dir := t.TempDir()
	signer := testSigner(t)
	var ids []peer.ID
	for range 2 {
		n := startTestNode(t, func(c *Config) { c.DataDir = dir; c.Wallet = signer })
		ids = append(ids, n.ID())
		if err := n.Close(); err != nil {
			t.Fatal(err)
		}
		if err := n.Close(); err != nil { // idempotent
			t.Fatal(err)
		}
	}
	if ids[0] != ids[1] {
		t.Fatalf("peer id changed across restarts: %s then %s", ids[0], ids[1])
	}
	st, err := os.Stat(filepath.Join(dir, KeyFileName))
	if err != nil {
		t.Fatal(err)
	}
	if st.Mode().Perm() != 0o600 {
		t.Fatalf("key file mode %v, want 0600", st.Mode().Perm())
	}
}

func TestCorruptKeyFileIsAnError(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, KeyFileName), []byte("garbage"), 0o600); err != nil {
		t.Fatal(err)
	}
	n, err := New(Config{DataDir: dir, Wallet: testSigner(t), ChainID: 1, ListenAddrs: []string{"/ip4/127.0.0.1/tcp/0"}})
	if err != nil {
		t.Fatal(err)
	}
	defer n.Close()
	if err := n.Start(context.Background()); err == nil || !contains(err.Error(), "delete the file") {
		t.Fatalf("Start with a corrupt key = %v, want an error telling the fix", err)
	}
}

// TestTwoNodesTCPAndQUIC connects nodes over each transport, pings, and checks that a node's
// binding verifies for its peer id only.
func TestTwoNodesTCPAndQUIC(t *testing.T) {
	reg := prometheus.NewRegistry()
	a := startTestNode(t, func(c *Config) { c.Registerer = reg })
	for _, proto := range []int{ma.P_TCP, ma.P_QUIC_V1} {
		b := startTestNode(t, nil)
		var addrs []ma.Multiaddr
		for _, addr := range a.AddrInfo().Addrs {
			if _, err := addr.ValueForProtocol(proto); err == nil {
				addrs = append(addrs, addr)
			}
		}
		if len(addrs) == 0 {
			t.Fatalf("node listens on no address with protocol %d: %v", proto, a.AddrInfo().Addrs)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		if err := b.Connect(ctx, peer.AddrInfo{ID: a.ID(), Addrs: addrs}); err != nil {
			t.Fatal(err)
		}
		res := <-ping.Ping(ctx, b.Host(), a.ID())
		cancel()
		// identify has run once a protocol stream was opened: the agent version names the release.
		if av, err := b.Host().Peerstore().Get(a.ID(), "AgentVersion"); err != nil || av != AgentVersion() || av == "" {
			t.Fatalf("agent version of %s seen by its peer = %v (%v), want %q", a.ID(), av, err, AgentVersion())
		}
		if res.Error != nil {
			t.Fatalf("ping over protocol %d: %v", proto, res.Error)
		}
	}

	bd, raw, err := a.Binding()
	if err != nil {
		t.Fatal(err)
	}
	if bd.Wallet != a.Signer().Address() || bd.Peer != a.ID() {
		t.Fatalf("binding names %s/%s, want %s/%s", bd.Wallet, bd.Peer, a.Signer().Address(), a.ID())
	}
	now := time.Now()
	if _, err := a.Bindings().VerifyRaw(raw, a.ID(), now); err != nil {
		t.Fatalf("own binding does not verify: %v", err)
	}
	other := startTestNode(t, nil)
	if _, err := other.Bindings().VerifyRaw(raw, other.ID(), now); !errors.Is(err, ErrBindingMismatch) {
		t.Fatalf("binding presented by another peer: err %v, want ErrBindingMismatch", err)
	}
	got, ok := a.Bindings().Lookup(a.ID(), now)
	if !ok || got.Wallet != bd.Wallet {
		t.Fatal("Lookup does not return the verified binding")
	}
	mfs, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, mf := range mfs {
		if mf.GetName() == "gpumesh_p2p_connected_peers" {
			found = mf.GetMetric()[0].GetGauge().GetValue() >= 1
		}
	}
	if !found {
		t.Fatal("gpumesh_p2p_connected_peers missing or zero on the injected registry")
	}
}

// TestBootstrapAndDHT starts a bootstrap node and two nodes that only know it, and checks that
// one finds the other through the DHT.
func TestBootstrapAndDHT(t *testing.T) {
	boot := startTestNode(t, nil)
	// Wait on the bootstrap node's routing table events rather than sleeping: hook the table's
	// PeerAdded before any peer connects (no concurrent reader exists yet).
	added := make(chan peer.ID, 16)
	rt := boot.DHT().RoutingTable()
	prev := rt.PeerAdded
	rt.PeerAdded = func(p peer.ID) {
		prev(p)
		added <- p
	}
	bootAddr := boot.AddrInfo().Addrs[0].String() + "/p2p/" + boot.ID().String()
	a := startTestNode(t, func(c *Config) { c.BootstrapPeers = []string{bootAddr} })
	b := startTestNode(t, func(c *Config) { c.BootstrapPeers = []string{bootAddr} })
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	for seen := map[peer.ID]bool{}; !seen[a.ID()] || !seen[b.ID()]; {
		select {
		case p := <-added:
			seen[p] = true
		case <-ctx.Done():
			t.Fatalf("bootstrap node's routing table never held both peers: %v", seen)
		}
	}
	pi, err := a.DHT().FindPeer(ctx, b.ID())
	if err != nil {
		t.Fatalf("FindPeer through the bootstrap node: %v", err)
	}
	if pi.ID != b.ID() {
		t.Fatalf("FindPeer returned %s, want %s", pi.ID, b.ID())
	}
	if err := a.Connect(ctx, pi); err != nil {
		t.Fatalf("connect to the peer the DHT found: %v", err)
	}
}

func TestBootstrapUnreachable(t *testing.T) {
	dead := startTestNode(t, nil)
	addr := dead.AddrInfo().Addrs[0].String() + "/p2p/" + dead.ID().String()
	_ = dead.Close()
	n, err := New(Config{DataDir: t.TempDir(), Wallet: testSigner(t), ChainID: 1,
		ListenAddrs: []string{"/ip4/127.0.0.1/tcp/0"}, BootstrapPeers: []string{addr}, BootstrapTimeout: 2 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer n.Close()
	if err := n.Start(context.Background()); err == nil || !contains(err.Error(), "unreachable") {
		t.Fatalf("Start with only a dead bootstrap peer = %v, want unreachable error", err)
	}
	if _, err := New(Config{DataDir: t.TempDir(), Wallet: testSigner(t), ChainID: 1, BootstrapPeers: []string{"/ip4/127.0.0.1/tcp/1"}}); err != nil {
		t.Fatal(err) // parsed at Start, not New
	}
}

// TestSharedRegisterer: several nodes in one process (as in the devnet) may share a registerer.
func TestSharedRegisterer(t *testing.T) {
	reg := prometheus.NewRegistry()
	a := startTestNode(t, func(c *Config) { c.Registerer = reg; c.DHT = DHTOff })
	b := startTestNode(t, func(c *Config) { c.Registerer = reg; c.DHT = DHTOff })
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := b.Connect(ctx, a.AddrInfo()); err != nil {
		t.Fatal(err)
	}
	if _, err := reg.Gather(); err != nil {
		t.Fatalf("gather from a shared registry: %v", err)
	}
}

// The node's libp2p key signs only gpumesh's own domains: nothing signed through the node can
// pass for a libp2p protocol's signature (pubsub's, a signed record).
func TestSignWithPeerKey(t *testing.T) {
	n := startTestNode(t, func(c *Config) { c.DHT = DHTOff })
	msg := []byte(PeerSigDomain + "test/1:hello")
	sig, err := n.SignWithPeerKey(msg)
	if err != nil {
		t.Fatal(err)
	}
	pub, err := n.ID().ExtractPublicKey()
	if err != nil {
		t.Fatal(err)
	}
	if ok, err := pub.Verify(msg, sig); err != nil || !ok {
		t.Fatalf("signature does not verify under the node's key: %v", err)
	}
	if _, err := n.SignWithPeerKey([]byte("libp2p-pubsub:anything")); !errors.Is(err, ErrConfig) {
		t.Fatalf("signed outside gpumesh's domain: %v", err)
	}
}
