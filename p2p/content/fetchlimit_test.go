package content

import (
	"bytes"
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/ipfs/boxo/ipld/merkledag"
	ft "github.com/ipfs/boxo/ipld/unixfs"
	blocks "github.com/ipfs/go-block-format"
	"github.com/ipfs/go-cid"
	ipld "github.com/ipfs/go-ipld-format"
	"github.com/libp2p/go-libp2p/core/peer"
)

// lyingDAG stores on s a UnixFS file node whose data and links declare a few bytes in all but
// whose raw leaves hold n bytes of 256 KiB each, and pins it (so s serves it).
func lyingDAG(t *testing.T, s *Store, n int) cid.Cid {
	t.Helper()
	ctx := testCtx(t)
	nd := merkledag.NodeWithData(ft.FilePBData(nil, 10)) // "10 bytes"
	nd.SetCidBuilder(cidBuilder)
	var bs []blocks.Block
	for i := 0; i < n; i += 256 << 10 {
		leaf := blocks.NewBlock(randBytes(uint64(i>>18)+7, min(256<<10, n-i)))
		raw := cid.NewCidV1(cid.Raw, leaf.Cid().Hash())
		leaf, _ = blocks.NewBlockWithCid(leaf.RawData(), raw)
		bs = append(bs, leaf)
		if err := nd.AddRawLink("", &ipld.Link{Cid: raw, Size: 1}); err != nil { // "1 byte"
			t.Fatal(err)
		}
	}
	bs = append(bs, nd)
	if err := s.bs.PutMany(ctx, bs); err != nil {
		t.Fatal(err)
	}
	if _, err := s.pinLocal(ctx, nd.Cid(), "lying", false); err != nil {
		t.Fatal(err)
	}
	return nd.Cid()
}

// storeEmpty fails t unless s holds no block and no pin.
func storeEmpty(t *testing.T, s *Store) {
	t.Helper()
	ctx := testCtx(t)
	keys, err := s.bs.AllKeysChan(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var left []cid.Cid
	for c := range keys {
		left = append(left, c)
	}
	if len(left) > 0 || s.Used() != 0 {
		t.Errorf("store keeps %d blocks (%d bytes) after a refused fetch, want none", len(left), s.Used())
	}
	pins, err := s.Pins(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(pins) > 0 {
		t.Errorf("store keeps pins %v after a refused fetch", pins)
	}
}

// TestFetchLimit: a peer serving a DAG larger than FetchOptions.MaxBytes, over real libp2p
// hosts, makes the fetch fail with ErrFetchLimit naming the CID, the bound and the config key,
// over the fast path and over bitswap, whatever sizes the DAG's nodes declare; nothing is left
// in the fetching store and nothing is pinned. Without the bound the same fetch succeeds, and a
// bound of exactly the DAG's size lets it through.
func TestFetchLimit(t *testing.T) {
	const size = 3 << 20
	const limit = 1 << 20
	const key = "runner.max_fetch_mib"
	server := newNode(t, func(c *Config) { c.ChunkSize = 256 << 10 })
	honest, err := server.AddReader(testCtx(t), bytes.NewReader(randBytes(1, size)), AddOptions{})
	if err != nil {
		t.Fatal(err)
	}
	lying := lyingDAG(t, server, size)

	for _, tc := range []struct {
		name string
		root cid.Cid
		opts FetchOptions
		pin  bool
	}{
		{"fast path", honest, FetchOptions{}, false},
		{"bitswap", honest, FetchOptions{NoFastPath: true}, false},
		{"fast path, lying sizes", lying, FetchOptions{}, false},
		{"bitswap, lying sizes", lying, FetchOptions{NoFastPath: true}, false},
		{"pin", honest, FetchOptions{}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			client := newNode(t, nil)
			connect(t, client, server)
			opts := tc.opts
			opts.Providers = []peer.AddrInfo{addrOf(server.host)}
			opts.MaxBytes, opts.MaxBytesKey = limit, key
			if tc.pin {
				_, err = client.Pin(testCtx(t), tc.root, "job input", opts)
			} else {
				_, err = client.Fetch(testCtx(t), tc.root, opts)
			}
			if !errors.Is(err, ErrFetchLimit) {
				t.Fatalf("fetch of %d bytes bounded by %d: err %v, want ErrFetchLimit", size, limit, err)
			}
			for _, want := range []string{tc.root.String(), strconv.Itoa(limit), key} {
				if !strings.Contains(err.Error(), want) {
					t.Errorf("error %q does not name %q", err, want)
				}
			}
			storeEmpty(t, client)
		})
	}

	t.Run("within the bound", func(t *testing.T) {
		client := newNode(t, nil)
		connect(t, client, server)
		pin, err := client.Pin(testCtx(t), honest, "", FetchOptions{})
		if err != nil {
			t.Fatal(err)
		}
		client2 := newNode(t, nil)
		connect(t, client2, server)
		for _, noFast := range []bool{false, true} {
			if _, err := client2.Fetch(testCtx(t), honest, FetchOptions{MaxBytes: pin.Size, NoFastPath: noFast}); err != nil {
				t.Fatalf("fetch bounded by the DAG's own size %d (no fast path %v): %v", pin.Size, noFast, err)
			}
			if _, err := client2.GC(testCtx(t)); err != nil {
				t.Fatal(err)
			}
		}
	})
}

// TestFetchMultiLimit: FetchMulti from two sources bounded below the DAG's size fails with
// ErrFetchLimit and removes what it stored.
func TestFetchMultiLimit(t *testing.T) {
	srcs, root := holders(t, 2, randBytes(3, 4<<20), func(c *Config) { c.ChunkSize = 256 << 10 })
	client := newNode(t, nil)
	var ais []peer.AddrInfo
	for _, s := range srcs {
		ais = append(ais, addrOf(s.host))
	}
	_, err := client.FetchMulti(testCtx(t), root, MultiOptions{Sources: ais, MaxBytes: 1 << 20, MaxBytesKey: "some.key"})
	if !errors.Is(err, ErrFetchLimit) || !strings.Contains(err.Error(), "some.key") {
		t.Fatalf("err %v, want ErrFetchLimit naming some.key", err)
	}
	storeEmpty(t, client)
}
