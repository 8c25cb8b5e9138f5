package content

import (
	"bytes"
	"context"
	"io"
	mrand "math/rand/v2"
	"os"
	"testing"
	"time"

	"github.com/cockroachdb/pebble/v2"
	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"
)

func testCtx(t testing.TB) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 45*time.Second)
	t.Cleanup(cancel)
	return ctx
}

func newHost(t testing.TB) host.Host {
	t.Helper()
	h, err := libp2p.New(libp2p.ListenAddrStrings("/ip4/127.0.0.1/tcp/0"), libp2p.DisableRelay())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h
}

// newNode starts a Store on a fresh loopback host. mod may adjust the config.
func newNode(t testing.TB, mod func(*Config)) *Store {
	t.Helper()
	cfg := Config{DataDir: t.TempDir(), MemTableSize: 4 << 20, CacheSize: 8 << 20, ChunkSize: 256 << 10}
	if mod != nil {
		mod(&cfg)
	}
	s, err := New(cfg, newHost(t), nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func connect(t testing.TB, a, b *Store) {
	t.Helper()
	ai := peer.AddrInfo{ID: b.host.ID(), Addrs: b.host.Addrs()}
	if err := a.host.Connect(context.Background(), ai); err != nil {
		t.Fatal(err)
	}
}

func randBytes(seed uint64, n int) []byte {
	b := make([]byte, n)
	_, _ = mrand.NewChaCha8([32]byte{byte(seed), byte(seed >> 8)}).Read(b)
	return b
}

// randReader yields n pseudo-random bytes without holding them.
func randReader(seed uint64, n int64) io.Reader {
	return io.LimitReader(mrand.NewChaCha8([32]byte{byte(seed), 1}), n)
}

func readAll(t testing.TB, r io.ReadCloser) []byte {
	t.Helper()
	defer r.Close()
	var buf bytes.Buffer
	if _, err := io.Copy(&buf, r); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// corruptStored overwrites the stored bytes of c (a block file or a pebble value) with data,
// as a faulty disk would.
func corruptStored(t *testing.T, s *Store, c cid.Cid, data []byte) {
	t.Helper()
	if key := keyOfCID(c); s.bs.files.has(key) {
		fh, _, err := s.bs.files.open(key)
		if err != nil {
			t.Fatal(err)
		}
		p := fh.Name()
		fh.Close()
		if err := os.WriteFile(p, data, 0o600); err != nil {
			t.Fatal(err)
		}
		s.bs.files.mu.Lock()
		s.bs.files.sizes[key] = int32(len(data))
		s.bs.files.mu.Unlock()
		return
	}
	if err := s.ds.DB.Set(blockKey(c), data, pebble.NoSync); err != nil {
		t.Fatal(err)
	}
}
