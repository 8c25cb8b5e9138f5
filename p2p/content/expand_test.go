package content

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/ipfs/boxo/ipld/merkledag"
	ft "github.com/ipfs/boxo/ipld/unixfs"
	"github.com/ipfs/go-cid"
	ipld "github.com/ipfs/go-ipld-format"
)

// reusedFile stores a UnixFS file DAG of levels inner levels above one raw leaf of leafSize
// bytes, each inner node linking fanout times to the same child: it stores about leafSize +
// levels*fanout*40 bytes and expands to leafSize*fanout^levels.
func reusedFile(t *testing.T, s *Store, leaf []byte, fanout, levels int) cid.Cid {
	t.Helper()
	ctx := context.Background()
	child, err := cidBuilderRaw.Sum(leaf)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.dag.Add(ctx, merkledag.NewRawNode(leaf)); err != nil {
		t.Fatal(err)
	}
	size := uint64(len(leaf))
	for range levels {
		fsn := ft.NewFSNode(ft.TFile)
		nd := new(merkledag.ProtoNode)
		nd.SetCidBuilder(cidBuilder)
		for range fanout {
			fsn.AddBlockSize(size)
			if err := nd.AddRawLink("", &ipld.Link{Cid: child, Size: size}); err != nil {
				t.Fatal(err)
			}
		}
		data, err := fsn.GetBytes()
		if err != nil {
			t.Fatal(err)
		}
		nd.SetData(data)
		if err := s.dag.Add(ctx, nd); err != nil {
			t.Fatal(err)
		}
		child, size = nd.Cid(), size*uint64(fanout)
	}
	return child
}

// reusedDir stores a UnixFS directory of n entries that all name the file f.
func reusedDir(t *testing.T, s *Store, f cid.Cid, n int) cid.Cid {
	t.Helper()
	nd := ft.EmptyDirNode()
	nd.SetCidBuilder(cidBuilder)
	for i := range n {
		if err := nd.AddRawLink(string(rune('a'+i%26))+string(rune('a'+i/26)), &ipld.Link{Cid: f}); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.dag.Add(context.Background(), nd); err != nil {
		t.Fatal(err)
	}
	return nd.Cid()
}

// TestOpenRefusesExpandingDAG: a DAG of ~220 KiB stored blocks whose links reuse one 64 KiB
// leaf a billion times (65 TB of file) is refused by Open under the default limits, and by
// GetPath, OpenDecrypted and the link budget under small ones, before any byte is read out.
func TestOpenRefusesExpandingDAG(t *testing.T) {
	ctx := testCtx(t)
	s := newNode(t, nil)
	bomb := reusedFile(t, s, randBytes(7, 64<<10), 1000, 3)
	if s.Used() > 256<<10 {
		t.Fatalf("bomb stores %d bytes, want a few KiB of nodes and one leaf", s.Used())
	}
	rc, size, err := s.Open(ctx, bomb, FetchOptions{NoBitswap: true})
	if err == nil {
		rc.Close()
		t.Fatalf("Open of a DAG of %d stored bytes expanding to %d bytes succeeded", s.Used(), size)
	}
	if !errors.Is(err, ErrDAGTooLarge) {
		t.Fatalf("Open = %v, want ErrDAGTooLarge", err)
	}
	if _, err := s.FileKeyOf(ctx, bomb, nil, FetchOptions{NoBitswap: true}); !errors.Is(err, ErrDAGTooLarge) {
		t.Fatalf("FileKeyOf = %v, want ErrDAGTooLarge", err)
	}
}

func TestGetPathRefusesExpandingDAG(t *testing.T) {
	ctx := testCtx(t)
	s := newNode(t, func(c *Config) { c.MaxExpandedBytes = 9 << 20 })
	leaf := randBytes(8, 1<<20)
	file := reusedFile(t, s, leaf, 16, 1) // 16 MiB from one 1 MiB leaf
	dir := reusedDir(t, s, reusedFile(t, s, leaf, 1, 1), 64)
	for name, c := range map[string]cid.Cid{"file": file, "directory": dir} {
		t.Run(name, func(t *testing.T) {
			dst := filepath.Join(t.TempDir(), "o")
			err := s.GetPath(ctx, c, dst, FetchOptions{NoBitswap: true})
			if !errors.Is(err, ErrDAGTooLarge) {
				t.Fatalf("GetPath = %v, want ErrDAGTooLarge", err)
			}
			if _, err := os.Lstat(dst); err == nil {
				t.Fatal("GetPath wrote the destination before refusing")
			}
		})
	}
	// Under the limit the same shapes export.
	small := reusedFile(t, s, leaf, 8, 1)
	dst := filepath.Join(t.TempDir(), "ok")
	if err := s.GetPath(ctx, small, dst, FetchOptions{NoBitswap: true}); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Stat(dst); err != nil || fi.Size() != 8<<20 {
		t.Fatalf("exported %v, %v; want 8 MiB", fi, err)
	}
}

// TestReadHeadLinkBudget: the head of a file whose first million links lead to empty leaves
// costs a million block reads for no bytes; ReadHead stops at Config.MaxExpandedLinks.
func TestReadHeadLinkBudget(t *testing.T) {
	ctx := testCtx(t)
	s := newNode(t, func(c *Config) { c.MaxExpandedLinks = 1000 })
	empty := reusedFile(t, s, []byte{}, 100, 2) // 10,000 empty leaves
	tail := reusedFile(t, s, []byte("hello"), 1, 1)
	fsn := ft.NewFSNode(ft.TFile)
	fsn.AddBlockSize(0)
	fsn.AddBlockSize(5)
	nd := new(merkledag.ProtoNode)
	nd.SetCidBuilder(cidBuilder)
	nd.AddRawLink("", &ipld.Link{Cid: empty})
	nd.AddRawLink("", &ipld.Link{Cid: tail})
	data, _ := fsn.GetBytes()
	nd.SetData(data)
	if err := s.dag.Add(ctx, nd); err != nil {
		t.Fatal(err)
	}
	got, err := s.ReadHead(ctx, nd.Cid(), 5)
	if !errors.Is(err, ErrDAGTooLarge) {
		t.Fatalf("ReadHead = %q, %v; want ErrDAGTooLarge", got, err)
	}
	// An honest file's head reads within the budget.
	c, err := s.AddReader(ctx, bytes.NewReader(randBytes(9, 3<<20)), AddOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got, err := s.ReadHead(ctx, c, 100); err != nil || !bytes.Equal(got, randBytes(9, 100)) {
		t.Fatalf("ReadHead of an honest file = %d bytes, %v", len(got), err)
	}
}

// TestExpansion checks the totals on an honest import and on shared subtrees.
func TestExpansion(t *testing.T) {
	ctx := testCtx(t)
	s := newNode(t, nil)
	data := randBytes(10, 5<<20+123)
	c, err := s.AddReader(ctx, bytes.NewReader(data), AddOptions{})
	if err != nil {
		t.Fatal(err)
	}
	e, err := s.checkExpansion(ctx, c)
	if err != nil {
		t.Fatal(err)
	}
	// 21 leaves of 256 KiB (the test chunk size) under one root.
	if e.Links != 21 || e.Bytes < int64(len(data)) || e.Bytes > int64(len(data))+4096 {
		t.Fatalf("honest file: %+v, want 21 links and %d bytes plus the root", e, len(data))
	}
	bomb := reusedFile(t, s, []byte("0123456789"), 10, 3)
	e, err = s.checkExpansion(ctx, bomb)
	if err != nil {
		t.Fatal(err)
	}
	if e.Links != 10+100+1000 || e.Bytes < 10_000 {
		t.Fatalf("shared subtrees: %+v, want 1110 links and over 10,000 bytes", e)
	}
	if err := (&Config{DataDir: "x", MaxExpandedLinks: -1}).validateDefaulted(); !errors.Is(err, ErrInvalidConfig) {
		t.Fatalf("MaxExpandedLinks -1: %v, want ErrInvalidConfig", err)
	}
}

// validateDefaulted fills defaults and validates.
func (c *Config) validateDefaulted() error {
	c.EnsureDefaults()
	return c.Validate()
}
