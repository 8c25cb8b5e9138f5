package content

import (
	"bytes"
	"context"
	"errors"
	"io"
	"testing"
	"time"

	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
)

// servingNode starts a Store like newNode whose fast-path serves report their end on the
// returned channel.
func servingNode(t *testing.T, mod func(*Config)) (*Store, <-chan error) {
	t.Helper()
	cfg := Config{DataDir: t.TempDir(), MemTableSize: 4 << 20, CacheSize: 8 << 20, ChunkSize: 256 << 10}
	if mod != nil {
		mod(&cfg)
	}
	s, err := New(cfg, newHost(t), nil)
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 64)
	s.onServed = func(_ peer.ID, err error) {
		select {
		case done <- err:
		default:
		}
	}
	if err := s.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s, done
}

// stalledStream asks srv for root over CARProtocol from c's host, reads the status byte (which
// must be carOK, so the stream holds a serve slot) and then stops reading.
func stalledStream(t *testing.T, ctx context.Context, c, srv *Store, root cid.Cid) network.Stream {
	t.Helper()
	st, err := c.host.NewStream(ctx, srv.host.ID(), CARProtocol)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Reset() })
	if _, err := st.Write(encodeCARRequest(root)); err != nil {
		t.Fatal(err)
	}
	if err := st.CloseWrite(); err != nil {
		t.Fatal(err)
	}
	var status [1]byte
	if _, err := io.ReadFull(st, status[:]); err != nil || status[0] != carOK {
		t.Fatalf("status %d, %v; want carOK", status[0], err)
	}
	return st
}

// waitServed waits for one serve to end and returns its error.
func waitServed(t *testing.T, done <-chan error, within time.Duration) error {
	t.Helper()
	select {
	case err := <-done:
		return err
	case <-time.After(within):
		t.Fatalf("no fast-path serve ended within %s", within)
		return nil
	}
}

// TestServeStalledReaderDoesNotBlockGC: a peer that requests a large DAG and stops reading
// must not hold GC (which the old server blocked until the stream closed, and imports and
// fetches with it); the blocks it is being served survive that GC unpinned, the stream is cut
// off one write timeout after it stalls, and then GC collects them.
func TestServeStalledReaderDoesNotBlockGC(t *testing.T) {
	ctx := testCtx(t)
	const writeTimeout = 500 * time.Millisecond
	srv, served := servingNode(t, func(c *Config) { c.ServeWriteTimeout = writeTimeout })
	cl := newNode(t, nil)
	connect(t, cl, srv)
	// Far more than yamux's window and the loopback socket buffers hold.
	root, err := srv.AddReader(ctx, randReader(11, 48<<20), AddOptions{NoPin: true})
	if err != nil {
		t.Fatal(err)
	}
	st := stalledStream(t, ctx, cl, srv, root)

	gcDone := make(chan error, 1)
	start := time.Now()
	go func() {
		_, err := srv.GC(ctx)
		gcDone <- err
	}()
	select {
	case err := <-gcDone:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * writeTimeout):
		t.Fatalf("GC still blocked %s after a reader stalled (write timeout %s)", time.Since(start).Round(time.Millisecond), writeTimeout)
	}
	if ok, err := srv.complete(ctx, root); err != nil || !ok {
		t.Fatalf("GC deleted blocks of a DAG being served (complete=%v, %v)", ok, err)
	}

	// The stalled stream is cut off by the write deadline and its reader sees a reset.
	if err := waitServed(t, served, 20*writeTimeout); err == nil {
		t.Fatal("the serve to a stalled reader ended without an error")
	}
	if _, err := io.Copy(io.Discard, st); err == nil {
		t.Fatal("the stalled reader received the whole DAG")
	}
	// With the lease gone, GC collects the unpinned DAG.
	if _, err := srv.GC(ctx); err != nil {
		t.Fatal(err)
	}
	if ok, _ := srv.Has(ctx, root); ok {
		t.Fatal("GC kept an unpinned DAG after its serve ended")
	}
}

// TestServePerPeerCap: with ServeStreamsPerPeer 2, a peer's third concurrent stream is refused
// with ErrBusy while its first two stall, and an honest peer is served in full while the first
// peer keeps flooding.
func TestServePerPeerCap(t *testing.T) {
	ctx := testCtx(t)
	srv, _ := servingNode(t, func(c *Config) {
		c.ServeStreams, c.ServeStreamsPerPeer, c.ServeWriteTimeout = 8, 2, 30*time.Second
	})
	attacker, honest := newNode(t, nil), newNode(t, nil)
	connect(t, attacker, srv)
	connect(t, honest, srv)
	big, err := srv.AddReader(ctx, randReader(12, 24<<20), AddOptions{})
	if err != nil {
		t.Fatal(err)
	}
	data := randBytes(13, 3<<20)
	small, err := srv.AddReader(ctx, bytes.NewReader(data), AddOptions{})
	if err != nil {
		t.Fatal(err)
	}
	stalledStream(t, ctx, attacker, srv, big)
	stalledStream(t, ctx, attacker, srv, big)
	if _, err := attacker.FetchCAR(ctx, srv.host.ID(), small); !errors.Is(err, ErrBusy) {
		t.Fatalf("third concurrent stream from one peer: %v, want ErrBusy", err)
	}

	floodCtx, stopFlood := context.WithCancel(ctx)
	flooded := make(chan int)
	go func() {
		refused := 0
		for floodCtx.Err() == nil {
			if _, err := attacker.FetchCAR(floodCtx, srv.host.ID(), small); errors.Is(err, ErrBusy) {
				refused++
			}
		}
		flooded <- refused
	}()
	n, err := honest.FetchCAR(ctx, srv.host.ID(), small)
	stopFlood()
	refused := <-flooded
	if err != nil {
		t.Fatalf("honest peer during a flood: %v", err)
	}
	rc, _, err := honest.Open(ctx, small, FetchOptions{NoFastPath: true, NoBitswap: true})
	if err != nil {
		t.Fatal(err)
	}
	if got := readAll(t, rc); !bytes.Equal(got, data) || n < int64(len(data)) {
		t.Fatalf("honest peer got %d bytes (%d over the wire), want %d", len(got), n, len(data))
	}
	t.Logf("flood: %d streams refused while the honest peer fetched %d bytes", refused, n)
}

// TestServeGlobalCap: when all ServeStreams slots are taken, another peer's fast path is
// refused with ErrBusy and Fetch falls back to bitswap.
func TestServeGlobalCap(t *testing.T) {
	ctx := testCtx(t)
	srv, _ := servingNode(t, func(c *Config) {
		c.ServeStreams, c.ServeStreamsPerPeer, c.ServeWriteTimeout = 2, 2, 30*time.Second
	})
	attacker, honest := newNode(t, nil), newNode(t, nil)
	connect(t, attacker, srv)
	connect(t, honest, srv)
	big, err := srv.AddReader(ctx, randReader(14, 24<<20), AddOptions{})
	if err != nil {
		t.Fatal(err)
	}
	small, err := srv.AddReader(ctx, bytes.NewReader(randBytes(15, 100_000)), AddOptions{})
	if err != nil {
		t.Fatal(err)
	}
	stalledStream(t, ctx, attacker, srv, big)
	stalledStream(t, ctx, attacker, srv, big)
	if _, err := honest.FetchCAR(ctx, srv.host.ID(), small); !errors.Is(err, ErrBusy) {
		t.Fatalf("stream over the global cap: %v, want ErrBusy", err)
	}
	res, err := honest.Fetch(ctx, small, FetchOptions{Providers: []peer.AddrInfo{{ID: srv.host.ID()}}})
	if err != nil || res.Path != "bitswap" {
		t.Fatalf("Fetch with the fast path busy: %+v, %v; want the bitswap fallback", res, err)
	}
}
