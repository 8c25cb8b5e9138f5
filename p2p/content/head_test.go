package content

import (
	"bytes"
	"testing"
)

// TestReadHeadFetchesOnlyTheHead: a peer reads the first bytes of an 8 MiB file another node
// holds; it gets exactly them, and the rest of the file is not fetched.
func TestReadHeadFetchesOnlyTheHead(t *testing.T) {
	ctx := testCtx(t)
	a, b := newNode(t, nil), newNode(t, nil)
	connect(t, b, a)
	data := randBytes(7, 8<<20) // 32 leaves of 256 KiB: more than the DAG reader preloads (10)
	c, err := a.AddReader(ctx, bytes.NewReader(data), AddOptions{})
	if err != nil {
		t.Fatal(err)
	}
	head, err := b.ReadHead(ctx, c, 100)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(head, data[:100]) {
		t.Fatalf("head is %x..., want %x...", head[:8], data[:8])
	}
	if done, err := b.complete(ctx, c); err != nil || done {
		t.Fatalf("after reading 100 bytes the reader holds the whole file (complete %v, %v)", done, err)
	}
	// Longer than the file: the whole file, no error.
	small, err := a.AddReader(ctx, bytes.NewReader([]byte("short")), AddOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got, err := b.ReadHead(ctx, small, 1024); err != nil || string(got) != "short" {
		t.Fatalf("ReadHead of a 5-byte file: %q, %v", got, err)
	}
	if _, err := b.ReadHead(ctx, small, 0); err == nil {
		t.Fatal("ReadHead of 0 bytes: no error")
	}
}
