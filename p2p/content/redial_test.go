package content

import (
	"bytes"
	"crypto/rand"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p"
	"github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"
	ma "github.com/multiformats/go-multiaddr"
)

// TestFetchWaitsForProviderToComeBack: the job's provider is down when the fetch starts (as
// after a kill, an outage or a partition) and comes back, with the same identity, address and
// data, while the fetch still runs. The fetch must get the DAG from it: bitswap asks only
// connected peers and a restarted provider does not dial the requester, so the fetch has to
// dial the provider again itself.
func TestFetchWaitsForProviderToComeBack(t *testing.T) {
	ctx := testCtx(t)
	priv, _, err := crypto.GenerateEd25519Key(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{DataDir: t.TempDir(), MemTableSize: 4 << 20, CacheSize: 8 << 20, ChunkSize: 256 << 10}
	start := func(listen ma.Multiaddr) (host.Host, *Store) {
		h, err := libp2p.New(libp2p.Identity(priv), libp2p.ListenAddrs(listen), libp2p.DisableRelay())
		if err != nil {
			t.Fatal(err)
		}
		s, err := New(cfg, h, nil)
		if err != nil {
			h.Close()
			t.Fatal(err)
		}
		if err := s.Start(ctx); err != nil {
			h.Close()
			t.Fatal(err)
		}
		return h, s
	}
	ph, ps := start(ma.StringCast("/ip4/127.0.0.1/tcp/0"))
	data := randBytes(61, 1<<20)
	root, err := ps.AddReader(ctx, bytes.NewReader(data), AddOptions{})
	if err != nil {
		t.Fatal(err)
	}
	prov := peer.AddrInfo{ID: ph.ID(), Addrs: ph.Addrs()}
	if len(prov.Addrs) != 1 {
		t.Fatalf("provider listens on %v, want one address", prov.Addrs)
	}

	req := newNode(t, func(c *Config) { c.FetchTimeout = 20 * time.Second })
	connect(t, req, ps)
	// The provider goes down.
	if err := ps.Close(); err != nil {
		t.Fatal(err)
	}
	if err := ph.Close(); err != nil {
		t.Fatal(err)
	}

	type result struct {
		res *FetchResult
		err error
	}
	done := make(chan result, 1)
	go func() {
		res, err := req.Fetch(ctx, root, FetchOptions{Providers: []peer.AddrInfo{prov}})
		done <- result{res, err}
	}()
	// Let the fetch's first try at the provider fail, then bring the provider back.
	time.Sleep(time.Second)
	ph2, ps2 := start(prov.Addrs[0])
	t.Cleanup(func() { ps2.Close(); ph2.Close() })

	r := <-done
	if r.err != nil {
		t.Fatalf("fetch after the provider came back: %v", r.err)
	}
	// Either path may deliver once the retry has dialled the provider again: the fast path's
	// retry itself, or bitswap over the connection that dial opened (before the retries, nothing
	// dialled it and the fetch timed out).
	if (r.res.Path != "fast" || r.res.Peer != prov.ID) && r.res.Path != "bitswap" {
		t.Fatalf("fetched via %s from %q, want the provider %s (fast path) or bitswap", r.res.Path, r.res.Peer, prov.ID)
	}
	t.Logf("fetched via %s %s", r.res.Path, r.res.Peer)
	rc, _, err := req.Open(ctx, root, FetchOptions{NoFastPath: true, NoBitswap: true})
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(readAll(t, rc), data) {
		t.Fatal("fetched bytes differ from the provider's")
	}
}
