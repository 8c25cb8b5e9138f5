package notice_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/markettest"
	"github.com/gpumesh/gpumesh/market/notice"
	"github.com/gpumesh/gpumesh/p2p"
	"github.com/gpumesh/gpumesh/p2p/p2ptest"
	"github.com/gpumesh/gpumesh/p2p/reqresp"
)

func signedNotice(t testing.TB, prov *p2ptest.Peer, job contracts.JobID, requester common.Address) *market.FailureNotice {
	t.Helper()
	n := &market.FailureNotice{
		JobID: job, Requester: requester, Provider: prov.Wallet, Cause: "inputs-unavailable",
		Detail: "input data could not be fetched within 2m0s", Abandoned: true,
		Expiry: uint64(time.Now().Add(10 * time.Minute).Unix()),
	}
	if err := n.Sign(prov.Key, markettest.Domain()); err != nil {
		t.Fatal(err)
	}
	return n
}

// TestNoticeFlow: a provider that learnt the requester's binding (as it does from the job's
// proposal) sends a signed notice; the requester's receiver gets it with the provider's peer id;
// a receiver's decline goes back to the sender with its reason. A notice to a peer whose binding
// is unknown, or bound to another wallet, never leaves the provider.
func TestNoticeFlow(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	peers, err := p2ptest.StartPeers(ctx, 3, p2ptest.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer p2ptest.ClosePeers(peers)
	req, prov, stranger := peers[0], peers[1], peers[2]
	cfg := notice.Config{Domain: markettest.Domain()}
	known := contracts.JobID{7}
	got := make(chan peer.ID, 4)
	svc, err := notice.NewService(req.Node, cfg, notice.ReceiverFunc(func(_ context.Context, n *market.FailureNotice, from peer.ID) error {
		if n.JobID != known {
			return notice.ErrDeclined
		}
		got <- from
		return nil
	}))
	if err != nil {
		t.Fatal(err)
	}
	if err := svc.Start(); err != nil {
		t.Fatal(err)
	}
	defer svc.Close()
	client, err := notice.NewClient(prov.Node, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := prov.Node.Connect(ctx, req.Node.AddrInfo()); err != nil {
		t.Fatal(err)
	}
	if err := client.Send(ctx, req.Node.ID(), signedNotice(t, prov, known, req.Wallet)); !errors.Is(err, notice.ErrUnknownRequester) {
		t.Fatalf("notice to a peer with no known binding = %v, want ErrUnknownRequester", err)
	}
	// The provider learns the requester's binding (the proposal's frame carries it).
	_, raw, err := req.Node.Binding()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := prov.Node.Bindings().VerifyRaw(raw, req.Node.ID(), prov.Node.Now()); err != nil {
		t.Fatal(err)
	}
	if err := client.Send(ctx, req.Node.ID(), signedNotice(t, prov, known, req.Wallet)); err != nil {
		t.Fatal(err)
	}
	select {
	case from := <-got:
		if from != prov.Node.ID() {
			t.Fatalf("receiver saw the notice from %s, want %s", from, prov.Node.ID())
		}
	case <-ctx.Done():
		t.Fatal("requester never got the notice")
	}
	if err := client.Send(ctx, req.Node.ID(), signedNotice(t, prov, contracts.JobID{8}, req.Wallet)); !errors.Is(err, reqresp.ErrDeclined) {
		t.Fatalf("notice the receiver declines = %v, want ErrDeclined", err)
	}
	if err := client.Send(ctx, req.Node.ID(), signedNotice(t, prov, known, stranger.Wallet)); !errors.Is(err, p2p.ErrBindingMismatch) {
		t.Fatalf("notice addressed to another wallet = %v, want ErrBindingMismatch", err)
	}
}

// TestCheckNotice: what the requester's service refuses before its receiver sees anything.
func TestCheckNotice(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	peers, err := p2ptest.StartPeers(ctx, 3, p2ptest.Options{TCPOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer p2ptest.ClosePeers(peers)
	req, prov, other := peers[0], peers[1], peers[2]
	svc, err := notice.NewService(req.Node, notice.Config{Domain: markettest.Domain()}, notice.ReceiverFunc(func(context.Context, *market.FailureNotice, peer.ID) error { return nil }))
	if err != nil {
		t.Fatal(err)
	}
	bd, _, err := prov.Node.Binding()
	if err != nil {
		t.Fatal(err)
	}
	remote := reqresp.Remote{Peer: prov.Node.ID(), Binding: bd}
	enc := func(n *market.FailureNotice) []byte {
		b, err := market.Encode(n)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	good := signedNotice(t, prov, contracts.JobID{1}, req.Wallet)
	if n, err := svc.CheckNotice(remote, enc(good)); err != nil || n.Provider != prov.Wallet {
		t.Fatalf("good notice: %v", err)
	}
	tampered := *good
	tampered.Abandoned = false // the signature covers it
	wrongSigner := signedNotice(t, other, contracts.JobID{1}, req.Wallet)
	otherRequester := signedNotice(t, prov, contracts.JobID{1}, other.Wallet)
	long := *good
	long.Detail = strings.Repeat("x", market.MaxNoticeDetail+1)
	expired := &market.FailureNotice{JobID: contracts.JobID{1}, Requester: req.Wallet, Cause: "executor-failed", Expiry: uint64(time.Now().Add(-time.Minute).Unix())}
	if err := expired.Sign(prov.Key, markettest.Domain()); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		body []byte
		want error
	}{
		{"bad signature", enc(&tampered), p2p.ErrBadSignature},
		{"signed by a wallet not bound to the peer", enc(wrongSigner), p2p.ErrBindingMismatch},
		{"addressed to another requester", enc(otherRequester), p2p.ErrMalformed},
		{"detail too long", func() []byte { b, _ := market.Encode(&long); return b }(), p2p.ErrBadSignature},
		{"oversized frame", make([]byte, notice.MaxNoticeSize+1), p2p.ErrMalformed},
		{"not a notice", []byte{0xa0}, p2p.ErrMalformed},
		{"expired", enc(expired), p2p.ErrBadSignature},
	} {
		if _, err := svc.CheckNotice(remote, tc.body); !errors.Is(err, tc.want) {
			t.Errorf("%s: err %v, want %v", tc.name, err, tc.want)
		}
	}
}

func FuzzCheckNotice(f *testing.F) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	peers, err := p2ptest.StartPeers(ctx, 2, p2ptest.Options{TCPOnly: true})
	if err != nil {
		f.Fatal(err)
	}
	f.Cleanup(func() { p2ptest.ClosePeers(peers) })
	req, prov := peers[0], peers[1]
	svc, err := notice.NewService(req.Node, notice.Config{Domain: markettest.Domain()}, notice.ReceiverFunc(func(context.Context, *market.FailureNotice, peer.ID) error { return nil }))
	if err != nil {
		f.Fatal(err)
	}
	bd, _, _ := prov.Node.Binding()
	body, _ := market.Encode(signedNotice(f, prov, contracts.JobID{1}, req.Wallet))
	f.Add(body)
	f.Add([]byte{0xa0})
	f.Fuzz(func(t *testing.T, data []byte) {
		n, err := svc.CheckNotice(reqresp.Remote{Peer: prov.Node.ID(), Binding: bd}, data)
		if err == nil && (n.Provider != prov.Wallet || n.Requester != req.Wallet) {
			t.Fatalf("accepted a notice from %s to %s", n.Provider, n.Requester)
		}
	})
}
