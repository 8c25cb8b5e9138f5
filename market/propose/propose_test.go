package propose_test

import (
	"bufio"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/markettest"
	"github.com/gpumesh/gpumesh/market/propose"
	"github.com/gpumesh/gpumesh/p2p"
	"github.com/gpumesh/gpumesh/p2p/p2ptest"
	"github.com/gpumesh/gpumesh/p2p/reqresp"
)

type pair struct {
	req, prov *p2ptest.Peer
	client    *propose.Client
	reg       *prometheus.Registry
}

func setup(t *testing.T, acc func(prov *p2ptest.Peer) propose.Acceptor, cfg propose.Config) pair {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	peers, err := p2ptest.StartPeers(ctx, 2, p2ptest.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p2ptest.ClosePeers(peers) })
	req, prov := peers[0], peers[1]
	reg := prometheus.NewRegistry()
	cfg.Domain = markettest.Domain()
	cfg.Registerer = reg
	svc, err := propose.NewService(prov.Node, cfg, acc(prov))
	if err != nil {
		t.Fatal(err)
	}
	if err := svc.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = svc.Close() })
	client, err := propose.NewClient(req.Node, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := req.Node.Connect(ctx, prov.Node.AddrInfo()); err != nil {
		t.Fatal(err)
	}
	return pair{req: req, prov: prov, client: client, reg: reg}
}

func signingAcceptor(prov *p2ptest.Peer) propose.Acceptor {
	return propose.AcceptorFunc(func(_ context.Context, p *market.Proposal, _ peer.ID) (*market.Acceptance, error) {
		return markettest.Accept(prov, p, time.Now().Add(10*time.Minute))
	})
}

func TestProposeRoundTrip(t *testing.T) {
	var from peer.ID
	pr := setup(t, func(prov *p2ptest.Peer) propose.Acceptor {
		return propose.AcceptorFunc(func(ctx context.Context, p *market.Proposal, requester peer.ID) (*market.Acceptance, error) {
			from = requester
			return signingAcceptor(prov).Accept(ctx, p, requester)
		})
	}, propose.Config{})
	p, err := markettest.Proposal(pr.req, pr.prov.Wallet, 1, 1000, time.Now().Add(5*time.Minute))
	if err != nil {
		t.Fatal(err)
	}
	a, err := pr.client.Propose(context.Background(), pr.prov.Node.ID(), p)
	if err != nil {
		t.Fatal(err)
	}
	if signer, err := a.Verify(markettest.Domain()); err != nil || signer != pr.prov.Wallet {
		t.Fatalf("acceptance signer %s, %v", signer, err)
	}
	if from != pr.req.Node.ID() {
		t.Fatalf("acceptor saw requester %s, want %s", from, pr.req.Node.ID())
	}
	if got := counter(t, pr.reg, "gpumesh_stream_exchanges_total", "server", "ok"); got != 1 {
		t.Fatalf("server ok exchanges = %v, want 1", got)
	}
}

func counter(t *testing.T, reg *prometheus.Registry, name, side, result string) float64 {
	t.Helper()
	mfs, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, mf := range mfs {
		if mf.GetName() != name {
			continue
		}
		for _, m := range mf.GetMetric() {
			labels := map[string]string{}
			for _, l := range m.GetLabel() {
				labels[l.GetName()] = l.GetValue()
			}
			if labels["side"] == side && labels["result"] == result {
				return m.GetCounter().GetValue()
			}
		}
	}
	t.Fatalf("no %s{side=%q,result=%q}", name, side, result)
	return 0
}

func TestProposeFailures(t *testing.T) {
	stranger, _ := crypto.GenerateKey()
	tests := []struct {
		name string
		acc  func(prov *p2ptest.Peer) propose.Acceptor
		prop func(t *testing.T, pr pair) *market.Proposal
		want error
	}{
		{
			name: "declined",
			acc: func(*p2ptest.Peer) propose.Acceptor {
				return propose.AcceptorFunc(func(context.Context, *market.Proposal, peer.ID) (*market.Acceptance, error) {
					return nil, fmt.Errorf("%w: no burst slot free", propose.ErrDeclined)
				})
			},
			want: propose.ErrDeclined,
		},
		{
			name: "signed by a wallet not bound to the requester",
			acc:  signingAcceptor,
			prop: func(t *testing.T, pr pair) *market.Proposal {
				fake := &p2ptest.Peer{Node: pr.req.Node, Key: stranger, Wallet: crypto.PubkeyToAddress(stranger.PublicKey)}
				p, err := markettest.Proposal(fake, pr.prov.Wallet, 2, 1000, time.Now().Add(5*time.Minute))
				if err != nil {
					t.Fatal(err)
				}
				return p
			},
			want: reqresp.ErrBadInput,
		},
		{
			name: "addressed to another provider",
			acc:  signingAcceptor,
			prop: func(t *testing.T, pr pair) *market.Proposal {
				p, err := markettest.Proposal(pr.req, crypto.PubkeyToAddress(stranger.PublicKey), 3, 1000, time.Now().Add(5*time.Minute))
				if err != nil {
					t.Fatal(err)
				}
				return p
			},
			want: reqresp.ErrBadInput,
		},
		{
			name: "expired proposal",
			acc:  signingAcceptor,
			prop: func(t *testing.T, pr pair) *market.Proposal {
				p, err := markettest.Proposal(pr.req, pr.prov.Wallet, 4, 1000, time.Now().Add(-5*time.Minute))
				if err != nil {
					t.Fatal(err)
				}
				return p
			},
			want: reqresp.ErrBadInput,
		},
		{
			name: "provider changes the price",
			acc: func(prov *p2ptest.Peer) propose.Acceptor {
				return propose.AcceptorFunc(func(_ context.Context, p *market.Proposal, _ peer.ID) (*market.Acceptance, error) {
					a := market.AcceptProposal(p, uint64(time.Now().Add(time.Minute).Unix()))
					a.Price = new(big.Int).Mul(a.Price, big.NewInt(2))
					return a, a.Sign(prov.Key, markettest.Domain())
				})
			},
			want: propose.ErrTermsMismatch,
		},
		{
			name: "acceptor fails",
			acc: func(*p2ptest.Peer) propose.Acceptor {
				return propose.AcceptorFunc(func(context.Context, *market.Proposal, peer.ID) (*market.Acceptance, error) {
					return nil, errors.New("disk full")
				})
			},
			want: reqresp.ErrRemote,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pr := setup(t, tc.acc, propose.Config{})
			var p *market.Proposal
			if tc.prop != nil {
				p = tc.prop(t, pr)
			} else {
				var err error
				if p, err = markettest.Proposal(pr.req, pr.prov.Wallet, 9, 1000, time.Now().Add(5*time.Minute)); err != nil {
					t.Fatal(err)
				}
			}
			_, err := pr.client.Propose(context.Background(), pr.prov.Node.ID(), p)
			if !errors.Is(err, tc.want) {
				t.Fatalf("Propose = %v, want %v", err, tc.want)
			}
		})
	}
}

// TestDeadlinesAndLimits: a stalled acceptor cannot hold the requester past its timeout; a
// second proposal while the only slot is taken gets "busy".
func TestDeadlinesAndLimits(t *testing.T) {
	release := make(chan struct{})
	entered := make(chan struct{}, 4)
	pr := setup(t, func(*p2ptest.Peer) propose.Acceptor {
		return propose.AcceptorFunc(func(ctx context.Context, _ *market.Proposal, _ peer.ID) (*market.Acceptance, error) {
			entered <- struct{}{}
			select {
			case <-release:
			case <-ctx.Done():
			}
			return nil, fmt.Errorf("%w: stalled", propose.ErrDeclined)
		})
	}, propose.Config{Timeout: 500 * time.Millisecond, MaxConcurrent: 1})
	defer close(release)
	p, err := markettest.Proposal(pr.req, pr.prov.Wallet, 1, 1000, time.Now().Add(5*time.Minute))
	if err != nil {
		t.Fatal(err)
	}
	first := make(chan error, 1)
	start := time.Now()
	go func() { _, err := pr.client.Propose(context.Background(), pr.prov.Node.ID(), p); first <- err }()
	<-entered
	if _, err := pr.client.Propose(context.Background(), pr.prov.Node.ID(), p); !errors.Is(err, reqresp.ErrBusy) {
		t.Fatalf("second concurrent proposal = %v, want ErrBusy", err)
	}
	if err := <-first; err == nil {
		t.Fatal("stalled proposal succeeded")
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Fatalf("stalled exchange took %s, timeout 500ms", d)
	}

}

// TestOversizeFrame: announce a frame one byte over the limit; the server answers bad input
// without waiting for the body.
func TestOversizeFrame(t *testing.T) {
	pr := setup(t, signingAcceptor, propose.Config{})
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	st, err := pr.req.Node.Host().NewStream(ctx, pr.prov.Node.ID(), propose.ID)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if _, err := st.Write(binary.AppendUvarint(nil, propose.MaxFrame+1)); err != nil {
		t.Fatal(err)
	}
	var resp map[int]any
	if err := p2p.ReadFrame(bufio.NewReader(st), &resp, propose.MaxFrame); err != nil {
		t.Fatal(err)
	}
	if code, _ := resp[4].(uint64); code != reqresp.CodeBadInput {
		t.Fatalf("oversize frame answered %v, want code %d", resp, reqresp.CodeBadInput)
	}
}

// FuzzCheckProposal runs the provider's proposal validation on arbitrary bodies.
func FuzzCheckProposal(f *testing.F) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	peers, err := p2ptest.StartPeers(ctx, 2, p2ptest.Options{TCPOnly: true})
	if err != nil {
		f.Fatal(err)
	}
	f.Cleanup(func() { p2ptest.ClosePeers(peers) })
	req, prov := peers[0], peers[1]
	svc, err := propose.NewService(prov.Node, propose.Config{Domain: markettest.Domain()}, signingAcceptor(prov))
	if err != nil {
		f.Fatal(err)
	}
	bd, _, _ := req.Node.Binding()
	p, err := markettest.Proposal(req, prov.Wallet, 1, 1000, time.Now().Add(5*time.Minute))
	if err != nil {
		f.Fatal(err)
	}
	body, _ := market.Encode(p)
	f.Add(body)
	f.Add([]byte{0xa0})
	f.Fuzz(func(t *testing.T, data []byte) {
		got, err := svc.CheckProposal(reqresp.Remote{Peer: req.Node.ID(), Binding: bd}, data)
		if err == nil && (got.Requester != req.Wallet || got.Provider != prov.Wallet) {
			t.Fatalf("accepted a proposal from %s to %s", got.Requester, got.Provider)
		}
	})
}
