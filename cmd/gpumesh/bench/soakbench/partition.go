package soakbench

import (
	"sync"
	"time"

	"github.com/libp2p/go-libp2p/core/connmgr"
	"github.com/libp2p/go-libp2p/core/control"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	ma "github.com/multiformats/go-multiaddr"
)

// peerGate is one requester's p2p connection gater (requester.Config.ConnectionGater) that the
// chaos schedule controls: while a provider's peer is cut, the requester's host neither dials
// it nor accepts a connection from it, and the connections it had are closed — a partition
// between these two hosts only (each still reaches every other peer, and the chain).
type peerGate struct {
	mu    sync.Mutex
	until map[peer.ID]time.Time
	close func(peer.ID) // closes the host's connections to a peer; set once the host runs
}

var _ connmgr.ConnectionGater = (*peerGate)(nil)

func newPeerGate() *peerGate { return &peerGate{until: map[peer.ID]time.Time{}} }

// cut refuses p for d from now and closes the connections to it.
func (g *peerGate) cut(p peer.ID, d time.Duration) {
	g.mu.Lock()
	g.until[p] = time.Now().Add(d)
	closePeer := g.close
	g.mu.Unlock()
	if closePeer != nil {
		closePeer(p)
	}
}

// setHost makes cut close the host's connections (network.Network.ClosePeer).
func (g *peerGate) setHost(n network.Network) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.close = func(p peer.ID) { _ = n.ClosePeer(p) }
}

func (g *peerGate) refused(p peer.ID) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	u, ok := g.until[p]
	if ok && !time.Now().Before(u) {
		delete(g.until, p)
		return false
	}
	return ok
}

func (g *peerGate) InterceptPeerDial(p peer.ID) bool                 { return !g.refused(p) }
func (g *peerGate) InterceptAddrDial(p peer.ID, _ ma.Multiaddr) bool { return !g.refused(p) }

// InterceptAccept lets every inbound connection through to the security handshake: the peer is
// known only after it (InterceptSecured).
func (g *peerGate) InterceptAccept(network.ConnMultiaddrs) bool { return true }

func (g *peerGate) InterceptSecured(_ network.Direction, p peer.ID, _ network.ConnMultiaddrs) bool {
	return !g.refused(p)
}

func (g *peerGate) InterceptUpgraded(network.Conn) (bool, control.DisconnectReason) { return true, 0 }
