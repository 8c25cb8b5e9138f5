package book

import (
	"bytes"
	"errors"

	"math/big"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/prometheus/client_golang/prometheus"
	dto "github.com/prometheus/client_model/go"

	"github.com/gpumesh/gpumesh/market"
)

type clock struct{ t atomic.Int64 }

func (c *clock) now() time.Time          { return time.Unix(c.t.Load(), 0) }
func (c *clock) advance(d time.Duration) { c.t.Add(int64(d / time.Second)) }

func newClock() *clock { c := &clock{}; c.t.Store(1_800_000_000); return c }

func offer(p int64, nonce, expiry uint64) *market.Offer {
	return &market.Offer{Provider: common.BigToAddress(big.NewInt(p)), PeerID: "peer",
		GPUs:       []market.GPU{{Model: "A10", Vendor: "nvidia", Count: 4, VRAMMiB: 24576}},
		Prices:     []market.ClassPrice{{Class: market.ClassBurst, Unit: market.PerGPUSecond, Amount: big.NewInt(1)}},
		BurstSlots: 2, Nonce: nonce, Expiry: expiry}
}

func TestPutReplaceExpire(t *testing.T) {
	c := newClock()
	reg := prometheus.NewRegistry()
	b, err := New(Config{Now: c.now, MaxTTL: time.Hour, Registerer: reg})
	if err != nil {
		t.Fatal(err)
	}
	now := uint64(c.now().Unix())
	steps := []struct {
		name string
		o    *market.Offer
		res  PutResult
		err  error
	}{
		{"insert", offer(1, 5, now+60), Inserted, nil},
		{"older nonce", offer(1, 4, now+600), 0, ErrStale},
		{"same nonce", offer(1, 5, now+600), 0, ErrStale},
		{"newer nonce", offer(1, 6, now+120), Replaced, nil},
		{"expired", offer(2, 1, now), 0, ErrExpired},
		{"too far", offer(3, 1, now+7200), 0, ErrTooFar},
		{"second provider", offer(4, 1, now+30), Inserted, nil},
	}
	for _, s := range steps {
		res, err := b.Put(s.o)
		if !errors.Is(err, s.err) || res != s.res {
			t.Fatalf("%s: got %v, %v; want %v, %v", s.name, res, err, s.res, s.err)
		}
	}
	if e, ok := b.Get(common.BigToAddress(big.NewInt(1))); !ok || e.Offer.Nonce != 6 {
		t.Fatalf("held %+v, want nonce 6", e.Offer)
	}
	if n := len(b.Snapshot()); n != 2 {
		t.Fatalf("snapshot %d offers, want 2", n)
	}
	c.advance(31 * time.Second) // provider 4 expires: hidden at once, removed by Expire
	if n := len(b.Snapshot()); n != 1 {
		t.Fatalf("snapshot after expiry: %d offers, want 1", n)
	}
	if n := b.Expire(); n != 1 || b.Len() != 1 {
		t.Fatalf("Expire removed %d, len %d", n, b.Len())
	}
	c.advance(200 * time.Second)
	if n := b.Expire(); n != 1 || b.Len() != 0 {
		t.Fatalf("Expire removed %d, len %d", n, b.Len())
	}
	if got := value(b.metrics.expired); got != 2 {
		t.Errorf("expired metric %v", got)
	}
	if got := value(b.metrics.puts.WithLabelValues("stale")); got != 2 {
		t.Errorf("stale metric %v", got)
	}
}

func TestPutVerifiesWhenDomainSet(t *testing.T) {
	c := newClock()
	d := market.Domain{ChainID: big.NewInt(1337), Escrow: common.HexToAddress("0xe5c")}
	b, _ := New(Config{Now: c.now, Domain: d})
	key, _ := crypto.ToECDSA(bytes.Repeat([]byte{3}, 32))
	o := offer(0, 1, uint64(c.now().Unix())+60)
	o.Provider = common.Address{}
	if err := o.Sign(key, d); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Put(o); err != nil {
		t.Fatalf("signed offer: %v", err)
	}
	forged := *o
	forged.Nonce = 2
	if _, err := b.Put(&forged); !errors.Is(err, market.ErrBadSignature) {
		t.Fatalf("forged offer: %v", err)
	}
}

func TestBurstHeadroom(t *testing.T) {
	c := newClock()
	b, _ := New(Config{Now: c.now})
	p := common.BigToAddress(big.NewInt(1))
	if err := b.ClaimBurst(p, 1); !errors.Is(err, ErrUnknown) {
		t.Fatalf("unknown provider: %v", err)
	}
	now := uint64(c.now().Unix())
	b.Put(offer(1, 1, now+60))
	if err := b.ClaimBurst(p, 2); err != nil {
		t.Fatal(err)
	}
	if err := b.ClaimBurst(p, 1); !errors.Is(err, ErrNoHeadroom) {
		t.Fatalf("over-claim: %v", err)
	}
	b.ReleaseBurst(p, 1)
	if e, _ := b.Get(p); e.BurstFree() != 1 {
		t.Fatalf("free %d after release, want 1", e.BurstFree())
	}
	b.Put(offer(1, 2, now+60)) // a fresh offer reports current headroom
	if e, _ := b.Get(p); e.BurstFree() != 2 {
		t.Fatalf("free %d after new offer, want 2", e.BurstFree())
	}
}

func TestConcurrentPuts(t *testing.T) {
	c := newClock()
	b, _ := New(Config{Now: c.now})
	now := uint64(c.now().Unix())
	var wg sync.WaitGroup
	for w := 0; w < 8; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := 0; i < 200; i++ {
				b.Put(offer(int64(i%50+1), uint64(w*1000+i), now+60))
				_ = b.Snapshot()
				_ = b.ClaimBurst(common.BigToAddress(big.NewInt(int64(i%50+1))), 1)
			}
		}(w)
	}
	wg.Wait()
	snap := b.Snapshot()
	if len(snap) != 50 {
		t.Fatalf("%d providers, want 50", len(snap))
	}
	for _, e := range snap {
		// The highest nonce any writer sent for this provider must have won.
		p := e.Offer.Provider.Big().Int64() - 1
		var want uint64
		for w := 0; w < 8; w++ {
			for i := 0; i < 200; i++ {
				if int64(i%50) == p {
					want = max(want, uint64(w*1000+i))
				}
			}
		}
		if e.Offer.Nonce != want {
			t.Errorf("provider %d: nonce %d, want %d", p, e.Offer.Nonce, want)
		}
	}

}

func TestMaxOffers(t *testing.T) {
	c := newClock()
	b, _ := New(Config{Now: c.now, MaxOffers: 2})
	now := uint64(c.now().Unix())
	b.Put(offer(1, 1, now+60))
	b.Put(offer(2, 1, now+60))
	if _, err := b.Put(offer(3, 1, now+60)); !errors.Is(err, ErrFull) {
		t.Fatalf("third offer: %v", err)
	}
	if _, err := b.Put(offer(2, 2, now+60)); err != nil {
		t.Fatalf("replace in full book: %v", err)
	}
}

func value(c prometheus.Metric) float64 {
	var m dto.Metric
	if err := c.Write(&m); err != nil {
		return -1
	}
	return m.GetCounter().GetValue()
}
