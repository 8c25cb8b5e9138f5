package p2p

import (
	"context"
	"fmt"
	"slices"
	"sync/atomic"

	"github.com/libp2p/go-libp2p"
	"github.com/libp2p/go-libp2p/core/event"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/p2p/host/autorelay"
	relayv2 "github.com/libp2p/go-libp2p/p2p/protocol/circuitv2/relay"
	ma "github.com/multiformats/go-multiaddr"
)

// natOptions are the libp2p options for NAT traversal that cfg asks for:
//
//   - the circuit relay v2 transport (dial /p2p-circuit addresses, accept relayed connections)
//     and AutoRelay, which reserves slots on relays once the node is unreachable and advertises
//     the /p2p-circuit addresses they give: through cfg.Relays, else through connected peers
//     that run the relay service;
//   - DCUtR hole punching, which replaces a relayed connection by a direct one;
//   - AutoNAT (go-libp2p runs its client always): cfg.Reachability overrides its verdict;
//   - the relay service with cfg.RelayResources, plus the AutoNAT service, on a relay node.
//
// self is set to the host once it exists: the connected-peers relay source reads it.
func natOptions(cfg *Config, self *atomic.Pointer[host.Host]) ([]libp2p.Option, error) {
	var opts []libp2p.Option
	switch cfg.Reachability {
	case ReachabilityPublic:
		opts = append(opts, libp2p.ForceReachabilityPublic())
	case ReachabilityPrivate:
		opts = append(opts, libp2p.ForceReachabilityPrivate())
	}
	if cfg.RelayService {
		opts = append(opts,
			libp2p.EnableRelayService(relayv2.WithResources(*cfg.RelayResources)),
			libp2p.EnableNATService(),
		)
	}
	if cfg.DisableRelayClient {
		// Hole punching is coordinated over a relayed connection: without relays it has nothing
		// to do, and the relay service needs no client transport.
		return append(opts, libp2p.DisableRelay()), nil
	}
	opts = append(opts, libp2p.EnableRelay())
	if len(cfg.Relays) > 0 {
		static, err := parseAddrInfos("relay", cfg.Relays)
		if err != nil {
			return nil, err
		}
		opts = append(opts, libp2p.EnableAutoRelayWithStaticRelays(static))
	} else {
		opts = append(opts, libp2p.EnableAutoRelayWithPeerSource(connectedPeers(self)))
	}
	if !cfg.DisableHolePunching {
		opts = append(opts, libp2p.EnableHolePunching())
	}
	return opts, nil
}

// connectedPeers is an AutoRelay peer source offering the peers the node is connected to
// (bootstrap nodes among them); AutoRelay keeps those that speak the relay hop protocol.
func connectedPeers(self *atomic.Pointer[host.Host]) autorelay.PeerSource {
	return func(ctx context.Context, num int) <-chan peer.AddrInfo {
		out := make(chan peer.AddrInfo, num)
		defer close(out)
		hp := self.Load()
		if hp == nil {
			return out
		}
		h := *hp
		for _, p := range h.Network().Peers() {
			if len(out) == num || ctx.Err() != nil {
				break
			}
			out <- peer.AddrInfo{ID: p, Addrs: h.Peerstore().Addrs(p)}
		}
		return out
	}
}

// WatchAddrs sends the node's advertised addresses (AddrInfo's) each time they change (a relay
// reservation made or lost, AutoNAT's verdict), until ctx ends; then the channel closes. A
// receiver that falls behind gets the latest list only. The node must be started.
func (n *Node) WatchAddrs(ctx context.Context) (<-chan []ma.Multiaddr, error) {
	h := n.Host()
	if h == nil {
		return nil, ErrNotStarted
	}
	sub, err := h.EventBus().Subscribe(new(event.EvtLocalAddressesUpdated))
	if err != nil {
		return nil, fmt.Errorf("watch addresses: %w", err)
	}
	out := make(chan []ma.Multiaddr, 1)
	last := advertisedAddrs(h.Addrs())
	go func() {
		defer close(out)
		defer sub.Close()
		for {
			select {
			case <-ctx.Done():
				return
			case <-sub.Out():
			}
			now := advertisedAddrs(h.Addrs())
			if slices.EqualFunc(now, last, ma.Multiaddr.Equal) {
				continue
			}
			last = now
			select { // keep only the latest list for a slow receiver
			case <-out:
			default:
			}
			out <- now
		}
	}()
	return out, nil
}
