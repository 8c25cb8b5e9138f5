package content

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/peer"
)

func TestAddGetTransfer(t *testing.T) {
	data := randBytes(1, 5<<20+12345)
	for _, tc := range []struct {
		name     string
		opts     FetchOptions
		wantPath string
	}{
		{"bitswap", FetchOptions{NoFastPath: true}, "bitswap"},
		{"fast path via connected peer", FetchOptions{}, "fast"},
		{"fast path via explicit provider", FetchOptions{NoBitswap: true}, "fast"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := testCtx(t)
			a, b := newNode(t, nil), newNode(t, nil)
			root, err := a.AddReader(ctx, bytes.NewReader(data), AddOptions{Name: "x"})
			if err != nil {
				t.Fatal(err)
			}
			if root.Version() != 1 || root.Prefix().Codec != 0x70 {
				t.Fatalf("root %s: want CIDv1 dag-pb", root)
			}
			opts := tc.opts
			if opts.NoBitswap {
				opts.Providers = []peer.AddrInfo{{ID: a.host.ID(), Addrs: a.host.Addrs()}}
			} else {
				connect(t, b, a)
			}
			res, err := b.Fetch(ctx, root, opts)
			if err != nil {
				t.Fatal(err)
			}
			if res.Path != tc.wantPath {
				t.Fatalf("path %q, want %q", res.Path, tc.wantPath)
			}
			rc, size, err := b.Open(ctx, root, FetchOptions{NoBitswap: true, NoFastPath: true})
			if err != nil {
				t.Fatal(err)
			}
			if got := readAll(t, rc); size != int64(len(data)) || !bytes.Equal(got, data) {
				t.Fatalf("bytes differ: got %d (size %d), want %d", len(got), size, len(data))
			}
			// The provider counted the transfer for its offers' hot CIDs.
			st := a.Stats(root)
			if st.Hits == 0 || st.BytesServed < uint64(len(data)) {
				t.Fatalf("provider stats %+v: want a hit and >= %d bytes served", st, len(data))
			}
			hot, err := a.HotCIDs(ctx, 1)
			if err != nil || len(hot) != 1 || !hot[0].CID.Equals(root) {
				t.Fatalf("HotCIDs = %v, %v; want [%s]", hot, err, root)
			}
		})
	}
}

func TestDirectoryRoundTrip(t *testing.T) {
	src := t.TempDir()
	files := map[string][]byte{
		"a.txt":           []byte("hello"),
		"empty":           {},
		"sub/b.bin":       randBytes(2, 700<<10),
		"sub/deeper/c.md": []byte("# c"),
	}
	for name, b := range files {
		p := filepath.Join(src, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(src, "emptydir"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, noFast := range []bool{false, true} {
		ctx := testCtx(t)
		a, b := newNode(t, nil), newNode(t, nil)
		root, err := a.AddPath(ctx, src, AddOptions{})
		if err != nil {
			t.Fatal(err)
		}
		connect(t, b, a)
		dst := filepath.Join(t.TempDir(), "out")
		if err := b.GetPath(ctx, root, dst, FetchOptions{NoFastPath: noFast}); err != nil {
			t.Fatal(err)
		}
		for name, want := range files {
			got, err := os.ReadFile(filepath.Join(dst, name))
			if err != nil || !bytes.Equal(got, want) {
				t.Fatalf("noFast=%v %s: got %d bytes, err %v; want %d bytes", noFast, name, len(got), err, len(want))
			}
		}
		if fi, err := os.Stat(filepath.Join(dst, "emptydir")); err != nil || !fi.IsDir() {
			t.Fatalf("emptydir: %v", err)
		}
		// A second get to the same destination is refused, not merged.
		if err := b.GetPath(ctx, root, dst, FetchOptions{}); err == nil || !strings.Contains(err.Error(), "already exists") {
			t.Fatalf("get onto existing path: %v", err)
		}
	}
}

func TestCorruptBlockRejected(t *testing.T) {
	ctx := testCtx(t)
	a := newNode(t, nil)
	root, err := a.AddReader(ctx, bytes.NewReader(randBytes(3, 1<<20)), AddOptions{})
	if err != nil {
		t.Fatal(err)
	}
	// Find a leaf and overwrite its bytes in A's store, as a faulty or malicious disk would.
	var leaf = root
	if err := a.walkLocal(ctx, root, func(c cid.Cid, _ int) error {
		if c.Type() == 0x55 {
			leaf = c
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	corruptStored(t, a, leaf, []byte("not the original bytes"))

	t.Run("fast path", func(t *testing.T) {
		b := newNode(t, nil)
		connect(t, b, a)
		_, err := b.FetchCAR(ctx, a.host.ID(), root)
		if !errors.Is(err, ErrCorruptBlock) {
			t.Fatalf("err = %v, want ErrCorruptBlock", err)
		}
		if has, _ := b.Has(ctx, leaf); has {
			t.Fatal("corrupt block was stored")
		}
	})
	t.Run("bitswap", func(t *testing.T) {
		b := newNode(t, func(c *Config) { c.FetchTimeout = 1500 * time.Millisecond })
		connect(t, b, a)
		_, err := b.Fetch(ctx, root, FetchOptions{NoFastPath: true})
		if !errors.Is(err, ErrNotFound) {
			t.Fatalf("err = %v, want ErrNotFound (the corrupt block never verifies)", err)
		}
		if has, _ := b.Has(ctx, leaf); has {
			t.Fatal("corrupt block was stored")
		}
	})
}
