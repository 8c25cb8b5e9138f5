package burst_test

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market/burst"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/market/markettest"
	"github.com/gpumesh/gpumesh/p2p"
	"github.com/gpumesh/gpumesh/p2p/p2ptest"
)

// tracingProvider is fakeProvider that keeps inline specs and reports a trace with each result.
type tracingProvider struct {
	*fakeProvider
	kmu  sync.Mutex
	kept map[string][]byte
}

func (t *tracingProvider) KeepSpec(specCID string, canonical []byte) {
	t.kmu.Lock()
	defer t.kmu.Unlock()
	t.kept[specCID] = canonical
}

func (t *tracingProvider) Trace(contracts.JobID) []burst.Phase {
	return []burst.Phase{
		{Name: "input_fetch", Duration: 3 * time.Millisecond},
		{Name: strings.Repeat("x", 64), Duration: time.Millisecond}, // too long a name: not sent
		{Name: "execute", Duration: 1500 * time.Microsecond},
	}
}

// TestBurstInlineSpecAndTrace: a proposal's inline spec reaches the provider only when it is
// the content of the proposal's spec CID, and the provider's trace comes back with the result.
func TestBurstInlineSpecAndTrace(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	ready := make(chan struct{})
	close(ready)
	peers, fp := startPeers(ctx, t, 2, ready)
	req, prov := peers[0], peers[1]
	tp := &tracingProvider{kept: map[string][]byte{}, fakeProvider: fp}
	cfg := burst.Config{Domain: markettest.Domain(), ResultWait: 200 * time.Millisecond}
	serve(ctx, t, prov, cfg, tp, req)
	client, err := burst.NewClient(req.Node, cfg)
	if err != nil {
		t.Fatal(err)
	}

	spec := []byte("canonical spec bytes")
	specCID, err := jobspec.CIDOf(spec)
	if err != nil {
		t.Fatal(err)
	}
	p, err := markettest.Proposal(req, prov.Wallet, 1, 100, time.Now().Add(5*time.Minute))
	if err != nil {
		t.Fatal(err)
	}
	p.SpecCID = specCID.String()
	if err := p.Sign(req.Key, markettest.Domain()); err != nil {
		t.Fatal(err)
	}

	// Bytes that are not the spec CID's content are refused before the provider sees anything.
	if _, err := client.ProposeWithSpec(ctx, prov.Node.ID(), p, voucher(t, req, 100, 1), []byte("other bytes")); err == nil {
		t.Fatal("a proposal with a spec that is not its spec CID's content was accepted")
	}
	tp.kmu.Lock()
	n := len(tp.kept)
	tp.kmu.Unlock()
	if n != 0 {
		t.Fatalf("provider kept %d specs from a proposal whose spec did not match", n)
	}

	if _, err := client.ProposeWithSpec(ctx, prov.Node.ID(), p, voucher(t, req, 100, 1), spec); err != nil {
		t.Fatalf("ProposeWithSpec: %v", err)
	}
	tp.kmu.Lock()
	got := string(tp.kept[p.SpecCID])
	tp.kmu.Unlock()
	if got != string(spec) {
		t.Fatalf("provider kept %q under %s, want %q", got, p.SpecCID, spec)
	}

	tp.mu.Lock()
	tp.results[p.JobID] = "bafyresult"
	tp.mu.Unlock()
	res, err := client.ResultOf(ctx, prov.Node.ID(), p.JobID)
	if err != nil {
		t.Fatalf("ResultOf: %v", err)
	}
	want := []burst.Phase{{Name: "input_fetch", Duration: 3 * time.Millisecond}, {Name: "execute", Duration: 1500 * time.Microsecond}}
	if res.CID != "bafyresult" || len(res.Trace) != len(want) {
		t.Fatalf("result %q trace %+v, want bafyresult and %+v", res.CID, res.Trace, want)
	}
	for i := range want {
		if res.Trace[i] != want[i] {
			t.Fatalf("trace %+v, want %+v", res.Trace, want)
		}
	}
}

// TestDecodePaidInlineSpecBound: an inline spec over MaxInlineSpec is malformed.
func TestDecodePaidInlineSpecBound(t *testing.T) {
	peers, err := p2ptest.StartPeers(context.Background(), 1, p2ptest.Options{TCPOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer p2ptest.ClosePeers(peers)
	p, err := markettest.Proposal(peers[0], common.HexToAddress("0x1"), 1, 100, time.Now().Add(time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	body := paidBody(t, peers[0], p, make([]byte, burst.MaxInlineSpec+1))
	if _, _, err := burst.DecodePaid(body); !errors.Is(err, p2p.ErrMalformed) {
		t.Fatalf("DecodePaid of a %d-byte inline spec: %v, want ErrMalformed", burst.MaxInlineSpec+1, err)
	}
	if _, _, err := burst.DecodePaid(paidBody(t, peers[0], p, make([]byte, burst.MaxInlineSpec))); err != nil {
		t.Fatalf("DecodePaid of a %d-byte inline spec: %v", burst.MaxInlineSpec, err)
	}
}
