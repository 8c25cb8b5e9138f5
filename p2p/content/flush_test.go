package content

import (
	"bytes"
	"errors"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/ipfs/go-cid"
)

// flushCount is how many flushes (WAL syncs, or memtable flushes without the WAL) the store
// has done to make records durable.
func flushCount(s *Store) int64 { return s.flushCount() }

// TestPinAgainWritesNothing: pinning a root that is pinned already (a requester's module, job
// after job) flushes nothing and keeps the pin; a new name is recorded without a flush.
func TestPinAgainWritesNothing(t *testing.T) {
	ctx := testCtx(t)
	s := newNode(t, nil)
	c, err := s.AddReader(ctx, bytes.NewReader(randBytes(1, 1000)), AddOptions{Name: "module"})
	if err != nil {
		t.Fatal(err)
	}
	first, err := s.getPin(ctx, c)
	if err != nil {
		t.Fatal(err)
	}
	before := flushCount(s)
	for _, name := range []string{"module", ""} {
		if _, err := s.AddReader(ctx, bytes.NewReader(randBytes(1, 1000)), AddOptions{Name: name}); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Pin(ctx, c, name, FetchOptions{}); err != nil {
			t.Fatal(err)
		}
	}
	if got := flushCount(s); got != before {
		t.Fatalf("pinning a pinned root again flushed %d times, want 0", got-before)
	}
	p, err := s.Pin(ctx, c, "renamed", FetchOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got := flushCount(s); got != before {
		t.Fatalf("renaming a pin flushed %d times, want 0", got-before)
	}
	again, err := s.getPin(ctx, c)
	if err != nil {
		t.Fatal(err)
	}
	if p.Name != "renamed" || again.Name != "renamed" || !again.Created.Equal(first.Created) || again.Size != first.Size || again.Blocks != first.Blocks {
		t.Fatalf("pin after rename %+v (returned %+v), want %+v renamed", again, p, first)
	}
}

// TestPinWhileUsed: a job's pin of a root the hot set holds is written without a flush; without
// a hot entry, and through Pin, a new pin is flushed. Either way the pin holds and is released.
func TestPinWhileUsed(t *testing.T) {
	ctx := testCtx(t)
	s := newNode(t, nil)
	add := func(seed uint64) cid.Cid {
		c, err := s.AddReader(ctx, bytes.NewReader(randBytes(seed, 5000)), AddOptions{NoPin: true})
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	pin := func(c cid.Cid, whileUsed bool) (flushes int64) {
		t.Helper()
		before := flushCount(s)
		pf := s.Pin
		if whileUsed {
			pf = s.PinWhileUsed
		}
		if _, err := pf(ctx, c, "job input", FetchOptions{}); err != nil {
			t.Fatal(err)
		}
		if ok, err := s.IsPinned(ctx, c); err != nil || !ok {
			t.Fatalf("IsPinned(%s) = %v, %v after pinning", c, ok, err)
		}
		n := flushCount(s) - before
		if err := s.Unpin(ctx, c); err != nil {
			t.Fatal(err)
		}
		return n
	}
	cold, hot := add(1), add(2)
	if _, err := s.KeepHot(ctx, hot); err != nil {
		t.Fatal(err)
	}
	if n := pin(cold, true); n == 0 {
		t.Fatal("PinWhileUsed of a root the hot set does not hold was not flushed")
	}
	if n := pin(hot, true); n != 0 {
		t.Fatalf("PinWhileUsed of a hot root flushed %d times, want 0", n)
	}
	if n := pin(hot, false); n == 0 {
		t.Fatal("Pin of a hot root was not flushed")
	}
	// A Pin of a root PinWhileUsed pinned without a flush finds it pinned already, and must
	// still flush before it reports the pin durable; once flushed, a second Pin writes nothing.
	if _, err := s.PinWhileUsed(ctx, hot, "job input", FetchOptions{}); err != nil {
		t.Fatal(err)
	}
	before := flushCount(s)
	if _, err := s.Pin(ctx, hot, "", FetchOptions{}); err != nil {
		t.Fatal(err)
	}
	if flushCount(s) == before {
		t.Fatal("Pin of a root pinned by PinWhileUsed without a flush did not flush: the pin it reports durable is not")
	}
	before = flushCount(s)
	if _, err := s.Pin(ctx, hot, "", FetchOptions{}); err != nil {
		t.Fatal(err)
	}
	if n := flushCount(s) - before; n != 0 {
		t.Fatalf("Pin of a durably pinned root flushed %d times, want 0", n)
	}
}

// TestFlushGroup: callers that arrive while a flush runs share the next one (group commit):
// one running flush and two waiting callers make two flushes, not three; each returns only once
// a flush that started after its call has finished; a failed flush is each waiter's error.
func TestFlushGroup(t *testing.T) {
	s := newNode(t, nil)
	g := &s.flushes
	var mu sync.Mutex
	var calls int
	release := make(chan error)
	g.mu.Lock()
	g.flushDB = func() error {
		mu.Lock()
		calls++
		mu.Unlock()
		return <-release
	}
	g.mu.Unlock()
	waitFor := func(what string, cond func() bool) {
		t.Helper()
		deadline := time.Now().Add(10 * time.Second)
		for {
			g.mu.Lock()
			ok := cond()
			g.mu.Unlock()
			if ok {
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("timed out waiting for %s", what)
			}
			runtime.Gosched()
		}
	}
	errs := make(chan error, 3)
	go func() { errs <- s.flush() }()
	waitFor("the first flush to start", func() bool { return g.running })
	go func() { errs <- s.flush() }()
	go func() { errs <- s.flush() }()
	waitFor("two callers to wait", func() bool { return g.waiting == 2 })
	release <- nil // the first caller's flush ends; the two waiting need one that started after them
	if err := <-errs; err != nil {
		t.Fatal(err)
	}
	waitFor("the shared flush to start", func() bool { return g.running && g.started == 2 })
	select {
	case err := <-errs:
		t.Fatalf("a waiting caller returned (%v) before the flush that started after it ended", err)
	default:
	}
	boom := errors.New("disk on fire")
	release <- boom
	for range 2 {
		if err := <-errs; !errors.Is(err, boom) {
			t.Fatalf("waiter got %v, want the shared flush's error", err)
		}
	}
	mu.Lock()
	defer mu.Unlock()
	if calls != 2 {
		t.Fatalf("%d flushes for three callers (one running, two waiting), want 2", calls)
	}
}
