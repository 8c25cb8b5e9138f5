package content

import (
	"bufio"
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"testing"

	"github.com/ipfs/boxo/blockservice"
	"github.com/ipfs/boxo/blockstore"
	"github.com/ipfs/boxo/ipld/merkledag"
	blocks "github.com/ipfs/go-block-format"
	"github.com/ipfs/go-cid"
	ds "github.com/ipfs/go-datastore"
	dssync "github.com/ipfs/go-datastore/sync"
)

// dagCAR builds a small UnixFS DAG (1 KiB chunks, 4 links per node) in memory and returns its
// root and the CAR stream the server writes for it.
func dagCAR(t testing.TB, data []byte) (cid.Cid, []byte) {
	return dagCARChunked(t, data, 1024)
}

func dagCARChunked(t testing.TB, data []byte, chunk int) (cid.Cid, []byte) {
	mem := blockstore.NewBlockstore(dssync.MutexWrap(ds.NewMapDatastore()))
	dag := merkledag.NewDAGService(blockservice.New(mem, nil))
	s := &Store{cfg: Config{ChunkSize: chunk, MaxLinks: 4}, met: newMetrics(nil)}
	nd, err := s.importFile(context.Background(), dag, bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	_, err = writeCAR(&buf, nd.Cid(), func(c cid.Cid) ([]byte, io.Closer, error) {
		b, err := mem.Get(context.Background(), c)
		if err != nil {
			return nil, nil, err
		}
		return b.RawData(), io.NopCloser(nil), nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return nd.Cid(), buf.Bytes()[1:] // drop the status byte
}

func section(c cid.Cid, data []byte) []byte {
	b := binary.AppendUvarint(nil, uint64(len(c.Bytes())+len(data)))
	return append(append(b, c.Bytes()...), data...)
}

func TestReceiveCAR(t *testing.T) {
	data := randBytes(40, 10_000)
	root, stream := dagCAR(t, data)
	leaf := blocks.NewBlock([]byte("stranger"))
	rawLeaf, _ := cidBuilderRaw.Sum([]byte("stranger"))
	hdr := carHeader(root)
	body := stream[len(hdr):]
	// First section: the root block; corrupt its last byte.
	n, k := binary.Uvarint(body)
	first := body[:k+int(n)]
	corrupt := append(append([]byte{}, hdr...), flip(first, len(first)-1)...)
	corrupt = append(corrupt, body[len(first):]...)

	for _, tc := range []struct {
		name string
		in   []byte
		want error
	}{
		{"valid", stream, nil},
		{"corrupt block", corrupt, ErrCorruptBlock},
		{"truncated", stream[:len(stream)-100], ErrBadStream},
		{"missing blocks", stream[:len(hdr)+len(first)], ErrBadStream},
		{"unlinked block", append(append([]byte{}, stream...), section(rawLeaf, leaf.RawData())...), ErrBadStream},
		{"other root", append(carHeader(rawLeaf), section(rawLeaf, []byte("stranger"))...), ErrBadStream},
		{"garbage", []byte("not a car at all"), ErrBadStream},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got int
			_, err := receiveCAR(context.Background(), bytes.NewReader(tc.in), root, func(bs []blocks.Block) error {
				got += len(bs)
				return nil
			})
			if !errors.Is(err, tc.want) && !(tc.want == nil && err == nil) {
				t.Fatalf("err = %v, want %v", err, tc.want)
			}
			if tc.want == nil && got < 11 {
				t.Fatalf("stored %d blocks, want the whole DAG", got)
			}
		})
	}
}

// TestReceiveCARReusesArenas streams more than all batch arenas hold, so arenas are reused
// while earlier batches are hashed and stored: every stored block must still match its CID
// and together they must reassemble the data. Under -race, an arena reused before put returned
// shows up as a data race (checked by moving the putter's free <- b before put).
func TestReceiveCARReusesArenas(t *testing.T) {
	data := randBytes(42, carArenas*carBatchBytes+3*carBatchBytes/2)
	root, stream := dagCARChunked(t, data, 100_000)
	stored := map[cid.Cid][]byte{}
	var leafBytes int
	n, err := receiveCAR(context.Background(), bytes.NewReader(stream), root, func(bs []blocks.Block) error {
		for _, b := range bs {
			if sum, _ := b.Cid().Prefix().Sum(b.RawData()); !sum.Equals(b.Cid()) {
				return fmt.Errorf("block %s handed to put does not match its CID", b.Cid())
			}
			stored[b.Cid()] = bytes.Clone(b.RawData())
			if b.Cid().Type() == cid.Raw {
				leafBytes += len(b.RawData())
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for c, d := range stored {
		if sum, _ := c.Prefix().Sum(d); !sum.Equals(c) {
			t.Fatalf("stored %s with other bytes", c)
		}
	}
	if leafBytes != len(data) || n < int64(len(data)) {
		t.Fatalf("leaves hold %d bytes, %d received; want %d", leafBytes, n, len(data))
	}
}

var cidBuilderRaw = cid.Prefix{Version: 1, Codec: cid.Raw, MhType: cidBuilder.MhType, MhLength: -1}

func TestCARRequestRoundTrip(t *testing.T) {
	c, _ := cidBuilderRaw.Sum([]byte("x"))
	got, err := decodeCARRequest(bufio.NewReader(bytes.NewReader(encodeCARRequest(c))))
	if err != nil || !got.Equals(c) {
		t.Fatalf("got %s, %v", got, err)
	}
	for _, bad := range [][]byte{{}, {2, 1, 1}, {1, 0}, {1, 200, 1}, {1, 3, 1, 2, 3}} {
		if _, err := decodeCARRequest(bufio.NewReader(bytes.NewReader(bad))); !errors.Is(err, ErrBadStream) {
			t.Fatalf("%x: err = %v, want ErrBadStream", bad, err)
		}
	}
}

func FuzzCARRequest(f *testing.F) {
	c, _ := cidBuilderRaw.Sum([]byte("x"))
	f.Add(encodeCARRequest(c))
	f.Add([]byte{1, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01})
	f.Fuzz(func(t *testing.T, in []byte) {
		c, err := decodeCARRequest(bufio.NewReader(bytes.NewReader(in)))
		if err == nil && !bytes.HasPrefix(in, encodeCARRequest(c)) {
			t.Fatalf("decoded %s from %x which does not re-encode", c, in)
		}
	})
}

func FuzzReceiveCAR(f *testing.F) {
	root, stream := dagCAR(f, randBytes(41, 2500))
	f.Add(stream)
	f.Add(stream[:len(stream)/2])
	f.Add(carHeader(root))
	f.Fuzz(func(t *testing.T, in []byte) {
		var stored []blocks.Block
		_, err := receiveCAR(context.Background(), bytes.NewReader(in), root, func(bs []blocks.Block) error {
			for _, b := range bs { // put must not keep the bytes: copy them
				c, _ := blocks.NewBlockWithCid(bytes.Clone(b.RawData()), b.Cid())
				stored = append(stored, c)
			}
			return nil
		})
		// Whatever the input, every block handed to the store matches its CID.
		for _, b := range stored {
			if sum, _ := b.Cid().Prefix().Sum(b.RawData()); !sum.Equals(b.Cid()) {
				t.Fatalf("stored unverified block %s", b.Cid())
			}
		}
		if err == nil && len(stored) == 0 {
			t.Fatal("success without the root block")
		}
	})
}

// TestVerifyCAR: VerifyCAR receives and verifies the whole DAG from the peer but stores none
// of it, and a peer without the DAG is reported as such.
func TestVerifyCAR(t *testing.T) {
	ctx := testCtx(t)
	a, b := newNode(t, nil), newNode(t, nil)
	connect(t, b, a)
	data := randBytes(3, 1<<20)
	root, err := a.AddReader(ctx, bytes.NewReader(data), AddOptions{})
	if err != nil {
		t.Fatal(err)
	}
	n, err := b.VerifyCAR(ctx, a.host.ID(), root)
	if err != nil {
		t.Fatal(err)
	}
	if n < int64(len(data)) {
		t.Fatalf("verified %d block bytes, want at least the file's %d", n, len(data))
	}
	if has, err := b.Has(ctx, root); err != nil || has {
		t.Fatalf("receiver has the root after VerifyCAR: %v (%v), want nothing stored", has, err)
	}
	if _, err := a.VerifyCAR(ctx, b.host.ID(), root); !errors.Is(err, ErrNotFound) {
		t.Fatalf("from a peer without the DAG: err = %v, want ErrNotFound", err)
	}
}

// TestReceiveCARKeepsWholeBlocksOfFailedStream: a stream cut inside a section (a source that
// dies) still hands on every block it delivered whole, verified, so a resumed fetch does not ask
// for them again; the block cut in half is not handed on.
func TestReceiveCARKeepsWholeBlocksOfFailedStream(t *testing.T) {
	data := randBytes(41, 10_000)
	root, stream := dagCAR(t, data)
	sections := 0
	for off := len(carHeader(root)); off < len(stream); sections++ {
		n, k := binary.Uvarint(stream[off:])
		off += k + int(n)
	}
	var got []blocks.Block
	_, err := receiveCAR(context.Background(), bytes.NewReader(stream[:len(stream)-100]), root, func(bs []blocks.Block) error {
		for _, b := range bs {
			if err := verifyBlock(b); err != nil {
				t.Fatal(err)
			}
			got = append(got, blocks.NewBlock(bytes.Clone(b.RawData())))
		}
		return nil
	})
	if !errors.Is(err, ErrBadStream) {
		t.Fatalf("err = %v, want ErrBadStream", err)
	}
	if len(got) != sections-1 {
		t.Fatalf("%d blocks handed on, want the %d delivered whole", len(got), sections-1)
	}
}
