package p2p

import (
	"encoding/binary"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	lcrypto "github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/peer"
	ma "github.com/multiformats/go-multiaddr"

	"github.com/gpumesh/gpumesh/contracts/eip712"
	"github.com/gpumesh/gpumesh/p2p/wire"
)

// Limits on binding records received from the network.
const (
	// MaxBindingSize is the largest encoded binding accepted.
	MaxBindingSize = 2048
	// MaxBindingAddrs is the largest number of listen addresses a binding may list.
	MaxBindingAddrs = 16
	// MaxBindingLifetime is the longest expiry - issuedAt span accepted; a stolen binding is
	// useful for at most this long.
	MaxBindingLifetime = 7 * 24 * time.Hour
	// ClockSkew is the tolerance applied to every timestamp check.
	ClockSkew = 30 * time.Second
)

// EIP-712 names of the binding record. The domain has no verifying contract: the binding is not
// an on-chain object, but it carries the chain id so a binding made for one chain does not verify
// on another.
const (
	BindingDomainName    = "gpumesh-p2p"
	BindingDomainVersion = "1"
	bindingTypeString    = "PeerBinding(address wallet,bytes peerId,bytes[] addrs,uint64 issuedAt,uint64 expiry)"
)

var bindingTypeHash = eip712.TypeHash(bindingTypeString)

// Binding ties a libp2p peer id (and the addresses it listens on) to an Ethereum wallet address
// until Expiry, with the consent of both keys. The wallet signs it as EIP-712 typed data:
//
//	EIP712Domain(string name,string version,uint256 chainId)   name="gpumesh-p2p", version="1"
//	PeerBinding(address wallet,bytes peerId,bytes[] addrs,uint64 issuedAt,uint64 expiry)
//
// where peerId is the binary peer id, addrs the binary multiaddrs and the times unix seconds;
// and the peer's libp2p key signs the same digest (PeerSig, see PeerSigPrefix), so a wallet
// cannot claim somebody else's peer id. Every gossip message and every stream exchange carries
// the sender's binding, so a message signed by a wallet can be tied to the peer that wallet
// bound: gossip messages carry no per-message peer signature (p2p/gossip), the binding's two
// signatures are what make its peer id the author of everything the wallet signs.
type Binding struct {
	Wallet   common.Address
	Peer     peer.ID
	Addrs    []ma.Multiaddr
	IssuedAt time.Time // second precision
	Expiry   time.Time // second precision
	Sig      []byte    // the wallet's, 65 bytes, [R || S || V]
	PeerSig  []byte    // the peer key's over PeerSigPrefix || Digest (Ed25519: 64 bytes)
}

// PeerSigDomain starts everything gpumesh signs with a node's libp2p key (Node.SignWithPeerKey):
// none of it can pass for a libp2p protocol's signature.
const PeerSigDomain = "gpumesh-"

// PeerSigPrefix separates the peer key's binding signature from anything else the key signs.
const PeerSigPrefix = PeerSigDomain + "p2p/binding/1:"

// maxPeerSigSize bounds PeerSig (an Ed25519 signature is 64 bytes).
const maxPeerSigSize = 128

// bindingWire is the CBOR form of a Binding (integer keys keep it compact).
type bindingWire struct {
	Wallet   []byte   `cbor:"1,keyasint"`
	Peer     []byte   `cbor:"2,keyasint"`
	Addrs    [][]byte `cbor:"3,keyasint"`
	IssuedAt uint64   `cbor:"4,keyasint"`
	Expiry   uint64   `cbor:"5,keyasint"`
	Sig      []byte   `cbor:"6,keyasint"`
	PeerSig  []byte   `cbor:"7,keyasint"`
}

// NewBinding builds a binding of key's peer id and addrs to signer's wallet, valid from now for
// ttl (at most MaxBindingLifetime), signed by both.
func NewBinding(signer Signer, key lcrypto.PrivKey, chainID uint64, addrs []ma.Multiaddr, now time.Time, ttl time.Duration) (*Binding, error) {
	if ttl <= 0 || ttl > MaxBindingLifetime {
		return nil, fmt.Errorf("%w: binding ttl %s outside (0, %s]", ErrConfig, ttl, MaxBindingLifetime)
	}
	p, err := peer.IDFromPrivateKey(key)
	if err != nil {
		return nil, fmt.Errorf("%w: binding peer key: %v", ErrConfig, err)
	}
	if len(addrs) > MaxBindingAddrs {
		addrs = addrs[:MaxBindingAddrs]
	}
	b := &Binding{
		Wallet:   signer.Address(),
		Peer:     p,
		Addrs:    addrs,
		IssuedAt: time.Unix(now.Unix(), 0),
		Expiry:   time.Unix(now.Add(ttl).Unix(), 0),
	}
	sig, err := signer.SignDigest(b.Digest(chainID))
	if err != nil {
		return nil, fmt.Errorf("sign binding: %w", err)
	}
	b.Sig = sig
	d := b.Digest(chainID)
	if b.PeerSig, err = key.Sign(append([]byte(PeerSigPrefix), d[:]...)); err != nil {
		return nil, fmt.Errorf("sign binding with the peer key: %w", err)
	}
	return b, nil
}

// BindingDomainSeparator returns the EIP-712 domain separator for chainID.
// The domain binds the chain but no contract (eip712.ChainSeparator).
func BindingDomainSeparator(chainID uint64) common.Hash {
	return eip712.ChainSeparator(BindingDomainName, BindingDomainVersion, new(big.Int).SetUint64(chainID))
}

// StructHash returns the EIP-712 hashStruct of the binding (without the signature).
func (b *Binding) StructHash() common.Hash {
	addrHashes := make([]byte, 0, 32*len(b.Addrs))
	for _, a := range b.Addrs {
		addrHashes = append(addrHashes, crypto.Keccak256(a.Bytes())...)
	}
	return crypto.Keccak256Hash(
		bindingTypeHash[:],
		common.LeftPadBytes(b.Wallet[:], 32),
		crypto.Keccak256([]byte(b.Peer)),
		crypto.Keccak256(addrHashes),
		uint256(uint64(b.IssuedAt.Unix())),
		uint256(uint64(b.Expiry.Unix())),
	)
}

// Digest returns the EIP-712 digest the wallet signs: keccak256(0x1901 || domain || structHash).
func (b *Binding) Digest(chainID uint64) [32]byte {
	return eip712.TypedDigest(BindingDomainSeparator(chainID), b.StructHash())
}

func uint256(v uint64) []byte {
	out := make([]byte, 32)
	binary.BigEndian.PutUint64(out[24:], v)
	return out
}

// Verify checks the binding at time now: sane times, the wallet signature recovers to Wallet,
// and the peer signature verifies under the public key Peer embeds (an Ed25519 peer id; a peer id
// that is only a hash of its key cannot countersign offline and is refused). It does not check
// which peer presented it; use VerifyFor for that.
func (b *Binding) Verify(chainID uint64, now time.Time) error {
	if b.Peer == "" {
		return fmt.Errorf("%w: binding has no peer id", ErrMalformed)
	}
	if len(b.Addrs) > MaxBindingAddrs {
		return fmt.Errorf("%w: binding lists %d addresses, max %d", ErrMalformed, len(b.Addrs), MaxBindingAddrs)
	}
	if b.Expiry.Sub(b.IssuedAt) > MaxBindingLifetime || !b.Expiry.After(b.IssuedAt) {
		return fmt.Errorf("%w: binding lifetime %s outside (0, %s]", ErrMalformed, b.Expiry.Sub(b.IssuedAt), MaxBindingLifetime)
	}
	if b.IssuedAt.After(now.Add(ClockSkew)) {
		return fmt.Errorf("%w: binding issued in the future (%s)", ErrMalformed, b.IssuedAt.UTC().Format(time.RFC3339))
	}
	if !now.Before(b.Expiry.Add(ClockSkew)) {
		return fmt.Errorf("%w: expired at %s", ErrBindingExpired, b.Expiry.UTC().Format(time.RFC3339))
	}
	d := b.Digest(chainID)
	got, err := eip712.RecoverAnyV(d, b.Sig)
	if err != nil {
		return fmt.Errorf("verify binding: %w", err)
	}
	if got != b.Wallet {
		return fmt.Errorf("%w: binding signed by %s, claims wallet %s", ErrBadSignature, got, b.Wallet)
	}
	return b.verifyPeerSig(d)
}

// verifyPeerSig checks PeerSig over the binding's digest d under the key Peer embeds.
func (b *Binding) verifyPeerSig(d [32]byte) error {
	if len(b.PeerSig) == 0 || len(b.PeerSig) > maxPeerSigSize {
		return fmt.Errorf("%w: binding peer signature of %d bytes (a binding needs its peer key's signature; upgrade the node that made it)", ErrBadSignature, len(b.PeerSig))
	}
	pub, err := b.Peer.ExtractPublicKey()
	if err != nil {
		return fmt.Errorf("%w: binding peer id %s does not embed its public key (use an Ed25519 node key): %v", ErrMalformed, b.Peer, err)
	}
	ok, err := pub.Verify(append([]byte(PeerSigPrefix), d[:]...), b.PeerSig)
	if err != nil || !ok {
		return fmt.Errorf("%w: binding peer signature does not verify for %s", ErrBadSignature, b.Peer)
	}
	return nil
}

// VerifyFor is Verify plus a check that the binding names peer p.
func (b *Binding) VerifyFor(chainID uint64, p peer.ID, now time.Time) error {
	if b.Peer != p {
		return fmt.Errorf("%w: binding names peer %s, message from %s", ErrBindingMismatch, b.Peer, p)
	}
	return b.Verify(chainID, now)
}

// MarshalBinary encodes the binding as CBOR.
func (b *Binding) MarshalBinary() ([]byte, error) {
	w := bindingWire{
		Wallet:   b.Wallet[:],
		Peer:     []byte(b.Peer),
		IssuedAt: uint64(b.IssuedAt.Unix()),
		Expiry:   uint64(b.Expiry.Unix()),
		Sig:      b.Sig,
		PeerSig:  b.PeerSig,
	}
	for _, a := range b.Addrs {
		w.Addrs = append(w.Addrs, a.Bytes())
	}
	out, err := wire.Marshal(w)
	if err != nil {
		return nil, fmt.Errorf("encode binding: %w", err)
	}
	return out, nil
}

// DecodeBinding decodes a CBOR binding from untrusted bytes. It checks structure only; call
// Verify or VerifyFor before trusting it.
func DecodeBinding(data []byte) (*Binding, error) {
	if len(data) > MaxBindingSize {
		return nil, fmt.Errorf("%w: binding of %d bytes, max %d", ErrTooLarge, len(data), MaxBindingSize)
	}
	var w bindingWire
	if err := decoder.Unmarshal(data, &w); err != nil {
		return nil, fmt.Errorf("%w: binding: %v", ErrMalformed, err)
	}
	if len(w.Wallet) != common.AddressLength {
		return nil, fmt.Errorf("%w: binding wallet of %d bytes", ErrMalformed, len(w.Wallet))
	}
	if len(w.Addrs) > MaxBindingAddrs {
		return nil, fmt.Errorf("%w: binding lists %d addresses, max %d", ErrMalformed, len(w.Addrs), MaxBindingAddrs)
	}
	if w.IssuedAt > 1<<40 || w.Expiry > 1<<40 {
		return nil, fmt.Errorf("%w: binding time out of range", ErrMalformed)
	}
	pid, err := peer.IDFromBytes(w.Peer)
	if err != nil {
		return nil, fmt.Errorf("%w: binding peer id: %v", ErrMalformed, err)
	}
	b := &Binding{
		Wallet:   common.BytesToAddress(w.Wallet),
		Peer:     pid,
		IssuedAt: time.Unix(int64(w.IssuedAt), 0),
		Expiry:   time.Unix(int64(w.Expiry), 0),
		Sig:      w.Sig,
		PeerSig:  w.PeerSig,
	}
	for _, raw := range w.Addrs {
		a, err := ma.NewMultiaddrBytes(raw)
		if err != nil {
			return nil, fmt.Errorf("%w: binding address: %v", ErrMalformed, err)
		}
		b.Addrs = append(b.Addrs, a)
	}
	return b, nil
}

// AddrInfo returns the peer and addresses of the binding, for dialing.
func (b *Binding) AddrInfo() peer.AddrInfo {
	return peer.AddrInfo{ID: b.Peer, Addrs: b.Addrs}
}
