package intake

import (
	"bytes"
	"context"
	"io"
	"math/big"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/p2p/content"
)

// specStore serves canonical specs by CID and counts the fetches.
type specStore struct {
	Content
	specs map[cid.Cid][]byte
	opens atomic.Int32
}

func (s *specStore) Open(_ context.Context, c cid.Cid, _ content.FetchOptions) (io.ReadCloser, int64, error) {
	s.opens.Add(1)
	b, ok := s.specs[c]
	if !ok {
		return nil, 0, content.ErrNotFound
	}
	return io.NopCloser(bytes.NewReader(b)), int64(len(b)), nil
}

// canonicalSpec is the canonical bytes and CID of the example batch spec.
func canonicalSpec(t *testing.T) (string, []byte) {
	t.Helper()
	data := []byte(`version: 1
class: batch
module: bafkreie2ckidrwnablwqz5vh5iczzjikqe2esbq2xb4erty2cpvp34z3fq
outputs:
  dir: out
resources:
  cpu: 1
  memory: 64MiB
  wall_time: 10s
max_price: "0.0005"
deadline: 1h
verification: none
`)
	spec, err := jobspec.Parse(data, jobspec.Options{})
	if err != nil {
		t.Fatal(err)
	}
	raw, err := spec.Canonical()
	if err != nil {
		t.Fatal(err)
	}
	c, err := jobspec.CIDOf(raw)
	if err != nil {
		t.Fatal(err)
	}
	return c.String(), raw
}

// TestSpecFetchedOnce: the spec a bid fetched is the one the proposal after it is checked
// against and the one the watcher converts when the job opens: one fetch, one decode.
func TestSpecFetchedOnce(t *testing.T) {
	a := testAcceptor(testConfig(), nil, nil)
	in := a.in
	c, raw := canonicalSpec(t)
	pc, _ := cid.Decode(c)
	store := &specStore{specs: map[cid.Cid][]byte{pc: raw}}
	in.deps.Content = store
	ctx := context.Background()
	bidSpec, _, err := in.spec(ctx, c, peer.ID("requester")) // the bid
	if err != nil {
		t.Fatal(err)
	}
	propSpec, propRaw, err := in.spec(ctx, c, peer.ID("requester")) // the proposal
	if err != nil {
		t.Fatal(err)
	}
	opened, err := in.storedSpec(&Pending{Acceptance: &market.Acceptance{SpecCID: c}, Spec: propRaw}) // the opening
	if err != nil {
		t.Fatal(err)
	}
	if n := store.opens.Load(); n != 1 {
		t.Fatalf("spec fetched %d times for one job, want 1", n)
	}
	if bidSpec != propSpec || propSpec != opened {
		t.Fatal("the proposal and the opening decoded the spec again instead of using the bid's")
	}
}

// TestSpecCacheBounds: the cache holds at most its entries and bytes (oldest out first) and
// drops an entry after its TTL, so that requesters cannot grow it.
func TestSpecCacheBounds(t *testing.T) {
	now := time.Unix(1_000_000, 0)
	c := newSpecCache(specLimits{entries: 3, bytes: 100, ttl: time.Minute})
	c.now = func() time.Time { return now }
	spec := &jobspec.Job{}
	put := func(k string, n int) { c.put(k, spec, make([]byte, n)) }
	has := func(k string) bool { _, _, ok := c.get(k); return ok }

	put("a", 10)
	put("b", 10)
	put("c", 10)
	put("d", 10) // over 3 entries: a goes
	if has("a") || !has("b") || !has("d") || c.len() != 3 {
		t.Fatalf("entry bound: a=%v b=%v d=%v len=%d", has("a"), has("b"), has("d"), c.len())
	}
	put("e", 90) // 30 + 90 bytes is over 100: b and c go, d and e make 100
	if has("b") || has("c") || !has("d") || !has("e") || c.bytes != 100 {
		t.Fatalf("byte bound: b=%v c=%v d=%v e=%v bytes=%d", has("b"), has("c"), has("d"), has("e"), c.bytes)
	}
	put("huge", 101) // larger than the whole cache: not kept, nothing evicted for it
	if has("huge") || !has("d") || !has("e") {
		t.Fatal("a spec larger than the cache was kept or evicted the others")
	}
	now = now.Add(time.Minute + time.Second)
	if has("d") || has("e") {
		t.Fatal("an entry past its TTL was served")
	}
	if c.len() != 0 || c.bytes != 0 {
		t.Fatalf("after expiry: %d entries, %d bytes", c.len(), c.bytes)
	}
}

// TestTermsBidThenAccept: what the bidder offers on a request (price, collateral, deadline)
// passes the acceptor's checks of the proposal that follows at the end of the bid window, and
// the bid's life ends no later than the latest expiry an acceptance of it could have.
func TestTermsBidThenAccept(t *testing.T) {
	terms := testConfig().Terms
	spec := batchSpec(40 * time.Second)
	chainNow := time.Unix(2_000_000, 0)
	window := 3 * time.Second
	price, _, err := terms.minPrice(market.ClassBatch, spec)
	if err != nil {
		t.Fatal(err)
	}
	if want := new(big.Int).Mul(terms.Prices[market.ClassBatch], big.NewInt(40)); price.Cmp(want) != 0 {
		t.Fatalf("price %s, want %s (price x 40 s)", price, want)
	}
	coll := terms.maxCollateral(price)
	if coll.Cmp(new(big.Int).Mul(price, big.NewInt(terms.CollateralMultiple))) != 0 {
		t.Fatalf("collateral %s, want %d x %s", coll, terms.CollateralMultiple, price)
	}
	deadline := terms.bidDeadline(chainNow, window, spec)
	bidLatest, err := terms.expiry(chainNow, deadline, spec, true)
	if err != nil {
		t.Fatal(err)
	}
	later := chainNow.Add(window)
	if err := terms.checkDeadline(deadline, spec, later); err != nil {
		t.Fatalf("the bid's deadline declined at the end of the bid window: %v", err)
	}
	accExpiry, err := terms.expiry(later, deadline, spec, true)
	if err != nil {
		t.Fatalf("no acceptance expiry for the bid's deadline: %v", err)
	}
	if accExpiry <= uint64(later.Unix()) || bidLatest > accExpiry+uint64(window/time.Second) {
		t.Fatalf("bid lives until %d, acceptance until %d (chain time %d)", bidLatest, accExpiry, later.Unix())
	}
	if _, _, err := terms.minPrice(market.ClassZK, spec); err == nil {
		t.Fatal("a class without a price was priced")
	}
	if _, err := terms.expiry(chainNow, uint64(chainNow.Unix())+30, spec, true); err == nil {
		t.Fatal("a deadline shorter than the wall time got an expiry")
	}
}
