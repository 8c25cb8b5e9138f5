package burst_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/burst"
	"github.com/gpumesh/gpumesh/market/markettest"
	"github.com/gpumesh/gpumesh/p2p"
	"github.com/gpumesh/gpumesh/p2p/p2ptest"
)

// fakeProvider accepts any voucher paying at least the price over the last one, and serves
// results set by the test.
type fakeProvider struct {
	prov *p2ptest.Peer

	mu      sync.Mutex
	best    *big.Int
	owner   map[contracts.JobID]common.Address
	results map[contracts.JobID]string
	ready   chan struct{}
}

func (f *fakeProvider) AcceptPaid(_ context.Context, p *market.Proposal, v *contracts.SignedVoucher, _ peer.ID) (*market.Acceptance, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if new(big.Int).Sub(v.Amount, f.best).Cmp(p.Price) < 0 {
		return nil, fmt.Errorf("%w: %w", burst.ErrDeclined, contracts.ErrVoucherReplay)
	}
	f.best = new(big.Int).Set(v.Amount)
	f.owner[p.JobID] = p.Requester
	return markettest.Accept(f.prov, p, time.Now().Add(10*time.Minute))
}

// Receipt returns a receipt naming the job (its signature is checked by the requester SDK, not
// by the protocol).
func (f *fakeProvider) Receipt(_ context.Context, id contracts.JobID) (*contracts.SignedReceipt, error) {
	return &contracts.SignedReceipt{Receipt: contracts.Receipt{JobID: id, Sequence: 1, Price: big.NewInt(100)}, Signature: make([]byte, 65)}, nil
}

func (f *fakeProvider) Result(ctx context.Context, id contracts.JobID, requester common.Address) (string, error) {
	f.mu.Lock()
	owner, ok := f.owner[id]
	f.mu.Unlock()
	if !ok || owner != requester {
		return "", burst.ErrUnknownJob
	}
	select {
	case <-f.ready:
	case <-ctx.Done():
		return "", burst.ErrPending
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if c := f.results[id]; c != "" {
		return c, nil
	}
	return "", fmt.Errorf("%w: out of memory", burst.ErrJobFailed)
}

// startPeers starts n (>= 2) loopback peers, closed when the test ends, and a fakeProvider for
// the second (peers[1]) whose results wait for ready.
func startPeers(ctx context.Context, t *testing.T, n int, ready chan struct{}) ([]*p2ptest.Peer, *fakeProvider) {
	t.Helper()
	peers, err := p2ptest.StartPeers(ctx, n, p2ptest.Options{TCPOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p2ptest.ClosePeers(peers) })
	return peers, &fakeProvider{prov: peers[1], best: new(big.Int), owner: map[contracts.JobID]common.Address{},
		results: map[contracts.JobID]string{}, ready: ready}
}

// serve starts a burst service with cfg for provider p on peer prov, closed when the test ends,
// and connects each of clients to it.
func serve(ctx context.Context, t *testing.T, prov *p2ptest.Peer, cfg burst.Config, p burst.Provider, clients ...*p2ptest.Peer) {
	t.Helper()
	svc, err := burst.NewService(prov.Node, cfg, p)
	if err != nil {
		t.Fatal(err)
	}
	if err := svc.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = svc.Close() })
	for _, c := range clients {
		if err := c.Node.Connect(ctx, prov.Node.AddrInfo()); err != nil {
			t.Fatal(err)
		}
	}
}

func voucher(t *testing.T, req *p2ptest.Peer, amount int64, seq uint64) *contracts.SignedVoucher {
	t.Helper()
	v := contracts.Voucher{ChannelID: [32]byte{7}, Amount: big.NewInt(amount), Sequence: seq}
	sv, err := v.Sign(contracts.Domain{ChainID: big.NewInt(p2ptest.ChainID), Channels: common.HexToAddress("0xc4")}, req.Key)
	if err != nil {
		t.Fatal(err)
	}
	return sv
}

func TestBurstPayAndResult(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	peers, fp := startPeers(ctx, t, 3, make(chan struct{}))
	req, prov, stranger := peers[0], peers[1], peers[2]
	cfg := burst.Config{Domain: markettest.Domain(), ResultWait: 200 * time.Millisecond}
	serve(ctx, t, prov, cfg, fp, req, stranger)
	client, err := burst.NewClient(req.Node, cfg)
	if err != nil {
		t.Fatal(err)
	}

	p, err := markettest.Proposal(req, prov.Wallet, 1, 100, time.Now().Add(5*time.Minute))
	if err != nil {
		t.Fatal(err)
	}
	a, err := client.Propose(ctx, prov.Node.ID(), p, voucher(t, req, 100, 1))
	if err != nil {
		t.Fatalf("Propose: %v", err)
	}
	if a.JobID != p.JobID || a.Provider != prov.Wallet {
		t.Fatalf("acceptance %+v", a)
	}

	// A replayed voucher is declined, and the reason travels back.
	p2, _ := markettest.Proposal(req, prov.Wallet, 2, 100, time.Now().Add(5*time.Minute))
	_, err = client.Propose(ctx, prov.Node.ID(), p2, voucher(t, req, 100, 1))
	if !errors.Is(err, burst.ErrDeclined) {
		t.Fatalf("replay: %v, want ErrDeclined", err)
	}

	// A proposal signed by a wallet that is not the caller's is refused before the provider.
	forged, _ := markettest.Proposal(stranger, prov.Wallet, 3, 100, time.Now().Add(5*time.Minute))
	if _, err := client.Propose(ctx, prov.Node.ID(), forged, voucher(t, req, 200, 2)); err == nil {
		t.Fatal("a proposal signed by another wallet was accepted")
	}

	// The result: pending while the job runs (the client keeps asking), then the CID and the
	// provider's receipt for it.
	done := make(chan error, 1)
	go func() {
		c, sr, err := client.ResultReceipt(ctx, prov.Node.ID(), p.JobID)
		if err == nil && c != "bafyresult" {
			err = fmt.Errorf("result %q", c)
		}
		if err == nil && (sr == nil || sr.JobID != p.JobID || sr.Price.Int64() != 100) {
			err = fmt.Errorf("receipt %+v, want one for job %s", sr, p.JobID.Hex())
		}
		done <- err
	}()
	time.AfterFunc(500*time.Millisecond, func() {
		fp.mu.Lock()
		fp.results[p.JobID] = "bafyresult"
		fp.mu.Unlock()
		close(fp.ready)
	})
	if err := <-done; err != nil {
		t.Fatalf("Result: %v", err)
	}

	// Only the job's requester gets its result.
	sc, err := burst.NewClient(stranger.Node, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := sc.Result(ctx, prov.Node.ID(), p.JobID); !errors.Is(err, burst.ErrUnknownJob) {
		t.Fatalf("stranger's Result: %v, want ErrUnknownJob", err)
	}
	// A job the provider gave up on.
	p4, _ := markettest.Proposal(req, prov.Wallet, 4, 100, time.Now().Add(5*time.Minute))
	if _, err := client.Propose(ctx, prov.Node.ID(), p4, voucher(t, req, 200, 2)); err != nil {
		t.Fatal(err)
	}
	if _, err := client.Result(ctx, prov.Node.ID(), p4.JobID); !errors.Is(err, burst.ErrJobFailed) {
		t.Fatalf("failed job's Result: %v, want ErrJobFailed", err)
	}
}

// paidBody is a /gpumesh/burst/1 request body: p, a voucher signed by req, and spec (if any).
func paidBody(t *testing.T, req *p2ptest.Peer, p *market.Proposal, spec []byte) []byte {
	t.Helper()
	pb, err := market.Encode(p)
	if err != nil {
		t.Fatal(err)
	}
	vb, err := json.Marshal(voucher(t, req, 5, 1))
	if err != nil {
		t.Fatal(err)
	}
	m := map[int][]byte{1: pb, 2: vb}
	if spec != nil {
		m[3] = spec
	}
	b, err := p2p.MarshalCBOR(m)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func FuzzDecodePaid(f *testing.F) {
	req, err := p2ptest.StartPeers(context.Background(), 1, p2ptest.Options{TCPOnly: true})
	if err != nil {
		f.Fatal(err)
	}
	defer p2ptest.ClosePeers(req)
	p, err := markettest.Proposal(req[0], common.HexToAddress("0x1"), 1, 100, time.Now().Add(time.Hour))
	if err != nil {
		f.Fatal(err)
	}
	pb, _ := market.Encode(p)
	v := contracts.Voucher{ChannelID: [32]byte{1}, Amount: big.NewInt(5), Sequence: 1}
	sv, _ := v.Sign(contracts.Domain{ChainID: big.NewInt(1)}, req[0].Key)
	vb, _ := json.Marshal(sv)
	good, _ := p2p.MarshalCBOR(map[int][]byte{1: pb, 2: vb})
	f.Add(good)
	f.Add([]byte{0xa0})
	f.Add([]byte("garbage"))
	f.Fuzz(func(t *testing.T, b []byte) {
		p, sv, err := burst.DecodePaid(b)
		if err != nil {
			if p != nil || sv != nil {
				t.Fatal("values returned with an error")
			}
			return
		}
		if sv.Amount == nil || sv.Amount.Sign() <= 0 || len(sv.Signature) != 65 || p == nil {
			t.Fatalf("accepted a malformed request: %+v %+v", p, sv)
		}
	})
}

// TestResultAfterBusy: a provider that answers busy (its per-peer rate spent) is asked again,
// so a paid job's result is not lost to a busy answer.
func TestResultAfterBusy(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	ready := make(chan struct{})
	close(ready)
	peers, fp := startPeers(ctx, t, 2, ready)
	req, prov := peers[0], peers[1]
	// One exchange per protocol at once and two a second: the second result request in a row
	// is answered busy.
	serve(ctx, t, prov, burst.Config{Domain: markettest.Domain(), PeerRate: 2, PeerBurst: 1}, fp, req)
	client, err := burst.NewClient(req.Node, burst.Config{Domain: markettest.Domain()})
	if err != nil {
		t.Fatal(err)
	}
	p, err := markettest.Proposal(req, prov.Wallet, 1, 100, time.Now().Add(5*time.Minute))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := client.Propose(ctx, prov.Node.ID(), p, voucher(t, req, 100, 1)); err != nil {
		t.Fatal(err)
	}
	fp.mu.Lock()
	fp.results[p.JobID] = "bafyresult"
	fp.mu.Unlock()
	for i := range 3 {
		if c, err := client.Result(ctx, prov.Node.ID(), p.JobID); err != nil || c != "bafyresult" {
			t.Fatalf("result request %d: %q, %v; want bafyresult after busy answers", i+1, c, err)
		}
	}
}
