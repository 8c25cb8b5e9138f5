package p2p

import (
	"bytes"
	"crypto/ed25519"
	"encoding/hex"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	lcrypto "github.com/libp2p/go-libp2p/core/crypto"
	ma "github.com/multiformats/go-multiaddr"
)

var update = flag.Bool("update", false, "rewrite golden files in testdata/")

// TestBindingGolden pins the binding's wire encoding and EIP-712 digest for fixed keys: a change
// here breaks every deployed node's ability to verify others' bindings, so it must be deliberate
// (go test ./p2p -run Golden -update, and bump the domain version or the wire format).
func TestBindingGolden(t *testing.T) {
	wk, err := crypto.HexToECDSA("4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318")
	if err != nil {
		t.Fatal(err)
	}
	signer, _ := NewKeySigner(wk)
	pk, err := lcrypto.UnmarshalEd25519PrivateKey(ed25519.NewKeyFromSeed(bytes.Repeat([]byte{7}, 32)))
	if err != nil {
		t.Fatal(err)
	}
	addrs := []ma.Multiaddr{ma.StringCast("/ip4/192.0.2.1/tcp/4001"), ma.StringCast("/ip4/192.0.2.1/udp/4001/quic-v1")}
	b, err := NewBinding(signer, pk, 1, addrs, time.Unix(1_750_000_000, 0), 24*time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	raw, err := b.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	d := b.Digest(1)
	got := fmt.Sprintf("wallet %s\npeer %s\ndomain_separator %x\nstruct_hash %x\ndigest %x\nencoding %s\n",
		b.Wallet.Hex(), b.Peer, BindingDomainSeparator(1), b.StructHash(), d, hex.EncodeToString(raw))
	path := filepath.Join("testdata", "binding.golden")
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if got != string(want) {
		t.Fatalf("binding golden mismatch:\ngot:\n%s\nwant:\n%s", got, want)
	}
}

// TestBindingRefresh: the node re-signs its binding once less than a quarter of its lifetime is
// left, and not before.
func TestBindingRefresh(t *testing.T) {
	now := time.Now()
	clock := func() time.Time { return now }
	n := startTestNode(t, func(c *Config) { c.Now = func() time.Time { return clock() }; c.BindingTTL = time.Hour; c.DHT = DHTOff })
	first, _, err := n.Binding()
	if err != nil {
		t.Fatal(err)
	}
	now = now.Add(40 * time.Minute)
	again, _, _ := n.Binding()
	if again != first {
		t.Fatal("binding re-signed with more than a quarter of its lifetime left")
	}
	now = now.Add(10 * time.Minute)
	fresh, _, _ := n.Binding()
	if fresh == first || !fresh.Expiry.After(first.Expiry) {
		t.Fatal("binding not re-signed near expiry")
	}
	if err := fresh.VerifyFor(n.ChainID(), n.ID(), now); err != nil {
		t.Fatal(err)
	}
}
