package p2p

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/event"
	"github.com/libp2p/go-libp2p/core/protocol"
	"github.com/libp2p/go-libp2p/p2p/protocol/circuitv2/proto"
	"github.com/libp2p/go-libp2p/p2p/protocol/holepunch"
	ma "github.com/multiformats/go-multiaddr"
)

func TestAdvertisedAddrs(t *testing.T) {
	const relayed = "/ip4/192.0.0.129/tcp/4001/p2p/12D3KooWD3eckifWpRn9wQpMG9R9hX3sD158z7EqHWmweQAJU5SA/p2p-circuit"
	tests := []struct {
		name     string
		in, want []string
	}{
		{"no relay: everything (LAN and loopback peers dial these)",
			[]string{"/ip4/10.1.0.2/tcp/4001", "/ip4/127.0.0.1/tcp/4001", "/ip4/192.0.0.130/tcp/4001"},
			[]string{"/ip4/10.1.0.2/tcp/4001", "/ip4/127.0.0.1/tcp/4001", "/ip4/192.0.0.130/tcp/4001"}},
		{"relayed: circuit and public only",
			[]string{"/ip4/10.1.0.2/tcp/4001", "/ip4/127.0.0.1/udp/4001/quic-v1", "/ip4/192.0.0.130/tcp/4001", relayed},
			[]string{"/ip4/192.0.0.130/tcp/4001", relayed}},
		{"relayed behind a NAT with no public address",
			[]string{"/ip4/10.1.0.2/tcp/4001", relayed},
			[]string{relayed}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var in []ma.Multiaddr
			for _, s := range tc.in {
				in = append(in, ma.StringCast(s))
			}
			var got []string
			for _, a := range advertisedAddrs(in) {
				got = append(got, a.String())
			}
			if !slices.Equal(got, tc.want) {
				t.Fatalf("advertisedAddrs = %v, want %v", got, tc.want)
			}
		})
	}
}

// TestRelayServiceOnlyWhenConfigured: a node serves as a relay (hop protocol) only with
// RelayService and a public reachability; every node has the relay client (stop protocol) unless
// it is disabled.
func TestRelayServiceOnlyWhenConfigured(t *testing.T) {
	plain := startTestNode(t, nil)
	relay := startTestNode(t, func(c *Config) { c.RelayService, c.Reachability = true, ReachabilityPublic })
	noClient := startTestNode(t, func(c *Config) { c.DisableRelayClient = true })

	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if err := waitProtocol(ctx, relay, proto.ProtoIDv2Hop); err != nil {
		t.Fatalf("relay node: %v", err)
	}
	if err := waitProtocol(ctx, plain, proto.ProtoIDv2Stop); err != nil {
		t.Fatalf("default node: %v", err)
	}
	if has(plain, proto.ProtoIDv2Hop) {
		t.Errorf("a node without RelayService serves %s", proto.ProtoIDv2Hop)
	}
	if has(noClient, proto.ProtoIDv2Stop) || has(noClient, holepunch.Protocol) {
		t.Errorf("a node with DisableRelayClient serves %v", noClient.Host().Mux().Protocols())
	}
}

func has(n *Node, p protocol.ID) bool { return slices.Contains(n.Host().Mux().Protocols(), p) }

// waitProtocol waits for n to serve p, on the host's protocol events.
func waitProtocol(ctx context.Context, n *Node, p protocol.ID) error {
	sub, err := n.Host().EventBus().Subscribe(new(event.EvtLocalProtocolsUpdated))
	if err != nil {
		return err
	}
	defer sub.Close()
	for !has(n, p) {
		select {
		case <-sub.Out():
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	return nil
}
