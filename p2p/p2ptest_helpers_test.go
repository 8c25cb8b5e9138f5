package p2p

import (
	"context"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
)

func testSigner(t testing.TB) *KeySigner {
	t.Helper()
	k, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewKeySigner(k)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func startTestNode(t testing.TB, mut func(*Config)) *Node {
	t.Helper()
	cfg := Config{
		DataDir:     t.TempDir(),
		Wallet:      testSigner(t),
		ChainID:     1337,
		ListenAddrs: []string{"/ip4/127.0.0.1/tcp/0", "/ip4/127.0.0.1/udp/0/quic-v1"},
		DHT:         DHTServer,
	}
	if mut != nil {
		mut(&cfg)
	}
	n, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if err := n.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = n.Close() })
	return n
}
