package content

import (
	"bytes"
	"context"
	"testing"
	"time"

	dht "github.com/libp2p/go-libp2p-kad-dht"
	"github.com/libp2p/go-libp2p/core/network"
)

// TestProvideAndFindThroughDHT: A announces a root through a Kademlia DHT; C, which is not
// connected to A, finds A through the DHT (via B) and fetches over the fast path.
func TestProvideAndFindThroughDHT(t *testing.T) {
	ctx := testCtx(t)
	var dhts []*dht.IpfsDHT
	mk := func() *Store {
		h := newHost(t)
		d, err := dht.New(h, dht.Mode(dht.ModeServer), dht.ProtocolPrefix("/gpumesh-test"), dht.DisableAutoRefresh())
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { d.Close() })
		dhts = append(dhts, d)
		s, err := New(Config{DataDir: t.TempDir(), MemTableSize: 4 << 20, ChunkSize: 256 << 10}, h, d)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Start(ctx); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		return s
	}
	a, b, c := mk(), mk(), mk()
	connect(t, a, b)
	connect(t, c, b)
	data := randBytes(50, 3<<20)
	root, err := a.AddReader(ctx, bytes.NewReader(data), AddOptions{})
	if err != nil {
		t.Fatal(err)
	}
	// Refresh every routing table (this waits for the DHT queries over the new connections).
	for _, d := range dhts {
		select {
		case err := <-d.ForceRefresh():
			if err != nil {
				t.Fatalf("refresh routing table: %v", err)
			}
		case <-ctx.Done():
			t.Fatal(ctx.Err())
		}
	}
	if err := a.Provide(ctx, root); err != nil {
		t.Fatal(err)
	}
	fctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	provs := c.FindProviders(fctx, root, 1)
	cancel()
	if len(provs) != 1 || provs[0].ID != a.host.ID() {
		t.Fatalf("C found providers %v through the DHT, want A %s", provs, a.host.ID())
	}
	if c.host.Network().Connectedness(a.host.ID()) == network.Connected {
		c.host.Network().ClosePeer(a.host.ID()) // the fetch must dial A from routing's addresses
	}
	res, err := c.Fetch(ctx, root, FetchOptions{NoBitswap: true})
	if err != nil {
		t.Fatal(err)
	}
	if res.Path != "fast" || res.Peer != a.host.ID() {
		t.Fatalf("fetched via %s from %s, want fast from A", res.Path, res.Peer)
	}
	rc, _, err := c.Open(ctx, root, FetchOptions{NoBitswap: true, NoFastPath: true})
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(readAll(t, rc), data) {
		t.Fatal("bytes differ")
	}
}
