package content

import (
	"bytes"
	"context"
	"log/slog"
	"os"
	"path/filepath"
	"testing"

	blocks "github.com/ipfs/go-block-format"
	"github.com/ipfs/go-cid"
)

// TestReceivedLeavesAligned: the fast path's receiver lays every full-size raw leaf at a
// dioAlign boundary of its arena (so its block file is written with direct I/O), whatever the
// lengths of the CIDs and blocks before it, and the bytes are the sent ones.
func TestReceivedLeavesAligned(t *testing.T) {
	data := randBytes(70, 5<<20+12345) // 5 full 1 MiB leaves, one short one
	root, stream := dagCARChunked(t, data, DefaultChunkSize)
	var full, total int
	_, err := receiveCAR(context.Background(), bytes.NewReader(stream), root, func(bs []blocks.Block) error {
		for _, b := range bs {
			total++
			if b.Cid().Type() == cid.Raw && len(b.RawData()) == DefaultChunkSize {
				full++
				if !dioAligned(b.RawData()) {
					t.Errorf("leaf %s not at a %d-byte boundary", b.Cid(), dioAlign)
				}
			}
			if err := verifyBlock(b); err != nil {
				t.Error(err)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if full != 5 || total != 9 { // 6 leaves, 4 links per node: two inner nodes and the root
		t.Fatalf("received %d blocks, %d full leaves; want 9 and 5", total, full)
	}
}

// TestFileStoreRoundTrip writes and reads back block files that direct I/O can take (aligned)
// and ones it cannot (unaligned address, odd length), through Sync and a reopen.
func TestFileStoreRoundTrip(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "files")
	f, err := openFileStore(dir, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	aligned := alignedBytes(256 << 10)[:256<<10]
	copy(aligned, randBytes(71, len(aligned)))
	unaligned := make([]byte, 128<<10+1)
	copy(unaligned, randBytes(72, len(unaligned)))
	shifted := alignedBytes(128<<10 + 1)[1 : 128<<10+1] // right length, wrong address
	copy(shifted, randBytes(73, len(shifted)))
	if !dioAligned(aligned) || dioAligned(unaligned) || dioAligned(shifted) {
		t.Fatal("dioAligned misjudges the test buffers")
	}
	cases := [][]byte{aligned, unaligned, shifted}
	keys := make([]string, len(cases))
	for i, data := range cases {
		c, err := cidBuilderRaw.Sum(data)
		if err != nil {
			t.Fatal(err)
		}
		keys[i] = keyOfCID(c)
		if err := f.put(keys[i], data); err != nil {
			t.Fatal(err)
		}
	}
	check := func(f *fileStore) {
		t.Helper()
		for i, data := range cases {
			for _, buf := range [][]byte{nil, alignedBytes(DefaultChunkSize), make([]byte, 1, DefaultChunkSize+1)[1:]} {
				got, err := f.read(keys[i], buf)
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(got, data) {
					t.Fatalf("block %d read back differs", i)
				}
			}
		}
	}
	check(f)
	if err := f.Sync(context.Background()); err != nil {
		t.Fatal(err)
	}
	check(f)
	f, err = openFileStore(dir, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	check(f)
	if ents, _ := os.ReadDir(filepath.Join(dir, "tmp")); len(ents) != 0 {
		t.Fatalf("tmp/ holds %d files", len(ents))
	}
}
