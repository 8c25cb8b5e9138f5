package content

import (
	"bytes"
	"testing"

	"github.com/ipfs/go-cid"
)

// hotCIDs lists the hot set's roots, most recent first.
func hotCIDs(s *Store) []cid.Cid {
	var out []cid.Cid
	for _, e := range s.Hot() {
		out = append(out, e.CID)
	}
	return out
}

func sameCIDs(a, b []cid.Cid) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !a[i].Equals(b[i]) {
			return false
		}
	}
	return true
}

// TestHotSet: the hot set keeps used DAGs within its byte budget, evicting the least recently
// used first but never one a pin holds (a running job's input); GC keeps what is hot and takes
// what was evicted; the set and its order survive a restart; a DAG larger than the budget is not
// kept; a DAG not complete in the store is refused.
func TestHotSet(t *testing.T) {
	const size = 1 << 20
	ctx := testCtx(t)
	dir := t.TempDir()
	h := newHost(t)
	open := func() *Store {
		s, err := New(Config{DataDir: dir, MemTableSize: 4 << 20, CacheSize: 8 << 20, ChunkSize: 256 << 10, HotBytes: 2*size + 4096}, h, nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Start(ctx); err != nil {
			t.Fatal(err)
		}
		return s
	}
	s := open()
	defer func() { s.Close() }()
	add := func(seed uint64, n int) cid.Cid {
		c, err := s.AddReader(ctx, bytes.NewReader(randBytes(seed, n)), AddOptions{NoPin: true})
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	keep := func(c cid.Cid, want bool) {
		t.Helper()
		kept, err := s.KeepHot(ctx, c)
		if err != nil || kept != want {
			t.Fatalf("KeepHot(%s) = %v, %v; want %v", c, kept, err, want)
		}
	}
	a, b, c, d, e := add(1, size), add(2, size), add(3, size), add(4, size), add(5, size)

	keep(a, true)
	keep(b, true)
	if got := hotCIDs(s); !sameCIDs(got, []cid.Cid{b, a}) {
		t.Fatalf("hot %v, want [b a]", got)
	}
	// a job pins a: keeping c evicts b, the least recently used entry no pin holds.
	if _, err := s.pinLocal(ctx, a, "job input", false); err != nil {
		t.Fatal(err)
	}
	keep(c, true)
	if got := hotCIDs(s); !sameCIDs(got, []cid.Cid{c, a}) {
		t.Fatalf("hot %v, want [c a]: b evicted, pinned a kept", got)
	}
	keep(d, true)
	if got := hotCIDs(s); !sameCIDs(got, []cid.Cid{d, a}) {
		t.Fatalf("hot %v, want [d a]", got)
	}
	if _, err := s.GC(ctx); err != nil {
		t.Fatal(err)
	}
	for _, x := range []struct {
		c    cid.Cid
		want bool
	}{{a, true}, {b, false}, {c, false}, {d, true}, {e, false}} {
		if has, _ := s.Has(ctx, x.c); has != x.want {
			t.Errorf("after GC: %s stored %v, want %v", x.c, has, x.want)
		}
	}

	// A restart keeps the hot set, its sizes and its order; GC after it still keeps d.
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	s = open()
	if got := hotCIDs(s); !sameCIDs(got, []cid.Cid{d, a}) {
		t.Fatalf("after restart: hot %v, want [d a]", got)
	}
	if got := s.HotBytes(); got < 2*size {
		t.Fatalf("after restart: hot bytes %d, want at least %d", got, 2*size)
	}
	if _, err := s.GC(ctx); err != nil {
		t.Fatal(err)
	}
	if has, _ := s.Has(ctx, d); !has {
		t.Fatal("after restart and GC: the hot DAG d is gone")
	}

	// The job ends: a is unpinned, and the next use evicts it first.
	if err := s.Unpin(ctx, a); err != nil {
		t.Fatal(err)
	}
	f := add(6, size)
	keep(f, true)
	if got := hotCIDs(s); !sameCIDs(got, []cid.Cid{f, d}) {
		t.Fatalf("hot %v, want [f d]: a evicted once unpinned", got)
	}

	big := add(7, 3*size)
	keep(big, false)
	missing, err := cid.Prefix{Version: 1, Codec: cid.Raw, MhType: 0x12, MhLength: -1}.Sum([]byte("never stored"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.KeepHot(ctx, missing); err == nil {
		t.Fatal("KeepHot of a block not in the store succeeded")
	}
	if err := s.DropHot(ctx, f); err != nil {
		t.Fatal(err)
	}
	if got := hotCIDs(s); !sameCIDs(got, []cid.Cid{d}) {
		t.Fatalf("after DropHot: hot %v, want [d]", got)
	}
}
