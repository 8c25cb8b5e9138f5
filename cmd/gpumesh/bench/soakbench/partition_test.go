package soakbench

import (
	"context"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
)

// TestPeerGate: a host whose gate cuts a peer loses its connection to it at once, can neither
// dial it nor be dialled by it while the cut lasts (a third host is unaffected), and connects
// again once the cut is over.
func TestPeerGate(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	gate := newPeerGate()
	newHost := func(opts ...libp2p.Option) host.Host {
		h, err := libp2p.New(append(opts, libp2p.ListenAddrStrings("/ip4/127.0.0.1/tcp/0"), libp2p.DisableRelay())...)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { h.Close() })
		return h
	}
	req, prov, other := newHost(libp2p.ConnectionGater(gate)), newHost(), newHost()
	gate.setHost(req.Network())
	info := func(h host.Host) peer.AddrInfo { return peer.AddrInfo{ID: h.ID(), Addrs: h.Addrs()} }
	if err := req.Connect(ctx, info(prov)); err != nil {
		t.Fatalf("connect before the cut: %v", err)
	}
	const cutFor = 5 * time.Second
	gate.cut(prov.ID(), cutFor)
	until := time.Now().Add(cutFor)
	if c := req.Network().Connectedness(prov.ID()); c == network.Connected {
		t.Fatal("still connected to the cut peer")
	}
	if err := req.Connect(network.WithForceDirectDial(ctx, "test"), info(prov)); err == nil && time.Now().Before(until) {
		t.Fatal("dialled the cut peer")
	}
	if err := prov.Connect(ctx, info(req)); err == nil && time.Now().Before(until) {
		// The dialler's side may report success before the gated side refuses it: what counts
		// is that the gated host holds no connection.
		if req.Network().Connectedness(prov.ID()) == network.Connected && time.Now().Before(until) {
			t.Fatal("accepted a connection from the cut peer")
		}
	}
	if err := req.Connect(ctx, info(other)); err != nil {
		t.Fatalf("a third host is not cut: %v", err)
	}
	// Once the cut is over, the two connect again.
	for {
		err := req.Connect(network.WithForceDirectDial(ctx, "test"), info(prov))
		if err == nil {
			if time.Now().Before(until) {
				t.Fatal("connected before the cut was over")
			}
			return
		}
		if ctx.Err() != nil {
			t.Fatalf("connect after the cut: %v", err)
		}
		select {
		case <-ctx.Done():
		case <-time.After(200 * time.Millisecond):
		}
	}
}
