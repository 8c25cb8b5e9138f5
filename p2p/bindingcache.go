package p2p

import (
	"crypto/sha256"
	"fmt"
	"time"

	lru "github.com/hashicorp/golang-lru/v2"
	"github.com/libp2p/go-libp2p/core/peer"
)

// Bindings verifies binding records from the network and remembers the newest verified binding of
// each peer. Verification results are cached by the hash of the encoded record, so a binding
// carried on every gossip message costs its two signature checks (wallet and peer key) once, not
// once per message. Safe for concurrent use.
type Bindings struct {
	chainID  uint64
	verified *lru.Cache[[32]byte, *Binding] // by SHA-256 of the encoded record
	byPeer   *lru.Cache[peer.ID, *Binding]
}

// NewBindings returns a cache holding up to size verified bindings and size peers.
func NewBindings(chainID uint64, size int) *Bindings {
	if size <= 0 {
		size = 4096
	}
	v, _ := lru.New[[32]byte, *Binding](size) // only fails on size <= 0
	p, _ := lru.New[peer.ID, *Binding](size)
	return &Bindings{chainID: chainID, verified: v, byPeer: p}
}

// ChainID returns the chain id bindings are verified against.
func (b *Bindings) ChainID() uint64 { return b.chainID }

// VerifyRaw decodes and verifies an encoded binding presented by peer from at time now (a stream
// peer, authenticated by the secure channel), and records it as from's binding. The returned
// binding must not be modified.
func (b *Bindings) VerifyRaw(raw []byte, from peer.ID, now time.Time) (*Binding, error) {
	return b.verify(raw, from, now)
}

// Verify decodes and verifies an encoded binding that arrived without an authenticated sender (on
// gossip) at time now, and records it as the binding of the peer it names: both that peer's key
// and the wallet signed it (Binding.Verify), so it says who authored what the wallet signs. The
// returned binding must not be modified.
func (b *Bindings) Verify(raw []byte, now time.Time) (*Binding, error) {
	return b.verify(raw, "", now)
}

// verify is VerifyRaw, or Verify when from is empty.
func (b *Bindings) verify(raw []byte, from peer.ID, now time.Time) (*Binding, error) {
	key := sha256.Sum256(raw) // collision resistant: a hit stands for a verified record
	if bd, ok := b.verified.Get(key); ok {
		if from != "" && bd.Peer != from {
			return nil, fmt.Errorf("%w: binding names peer %s, message from %s", ErrBindingMismatch, bd.Peer, from)
		}
		if !now.Before(bd.Expiry.Add(ClockSkew)) {
			return nil, fmt.Errorf("%w: expired at %s", ErrBindingExpired, bd.Expiry.UTC().Format(time.RFC3339))
		}
		return bd, nil
	}
	bd, err := DecodeBinding(raw)
	if err != nil {
		return nil, err
	}
	if from != "" && bd.Peer != from {
		return nil, fmt.Errorf("%w: binding names peer %s, message from %s", ErrBindingMismatch, bd.Peer, from)
	}
	if err := bd.Verify(b.chainID, now); err != nil {
		return nil, err
	}
	b.verified.Add(key, bd)
	if old, ok := b.byPeer.Get(bd.Peer); !ok || old.IssuedAt.Before(bd.IssuedAt) || old.IssuedAt.Equal(bd.IssuedAt) {
		b.byPeer.Add(bd.Peer, bd)
	}
	return bd, nil
}

// Lookup returns the newest verified, unexpired binding seen for p.
func (b *Bindings) Lookup(p peer.ID, now time.Time) (*Binding, bool) {
	bd, ok := b.byPeer.Get(p)
	if !ok || !now.Before(bd.Expiry.Add(ClockSkew)) {
		return nil, false
	}
	return bd, true
}
