package capacity

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"
)

func newHost(t *testing.T) host.Host {
	t.Helper()
	h, err := libp2p.New(libp2p.ListenAddrStrings("/ip4/127.0.0.1/tcp/0"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h
}

// A challenge over a real libp2p stream on loopback: the honest provider passes, a provider
// that skipped half the rows fails, one asked for more than its limit refuses.
func TestChallengeOverStream(t *testing.T) {
	ctx := context.Background()
	challengerHost := newHost(t)
	cases := []struct {
		name   string
		target Target
		maxN   int
		want   error
	}{
		{"honest", NewLocalTarget(NewProver(NewCPUMultiplier())), 0, nil},
		{"skip-half", &cheater{p: NewProver(NewCPUMultiplier()), mode: "skip-half"}, 0, ErrWrongEntry},
		{"lie-root", &cheater{p: NewProver(NewCPUMultiplier()), mode: "lie-root"}, 0, ErrProof},
		{"over limit", NewLocalTarget(NewProver(NewCPUMultiplier())), 64, ErrRefused},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			provHost := newHost(t)
			srv := NewServer(tc.target, ServerConfig{MaxN: tc.maxN, MinInterval: -1})
			srv.Register(provHost)
			if err := challengerHost.Connect(ctx, peer.AddrInfo{ID: provHost.ID(), Addrs: provHost.Addrs()}); err != nil {
				t.Fatal(err)
			}
			c := newTestChallenger(t, ChallengerConfig{N: 128, Check: CheckParams{Rows: 128}})
			node := Node{Provider: common.HexToAddress("0xee"), Target: NewStreamTarget(challengerHost, provHost.ID())}
			for round := 0; round < 2; round++ { // the target is reusable
				res, err := c.Challenge(ctx, node)
				if err != nil {
					t.Fatal(err)
				}
				if !errors.Is(res.Err, tc.want) || (tc.want == nil) != (res.Err == nil) {
					t.Fatalf("round %d: err=%v, want %v", round, res.Err, tc.want)
				}
				if tc.want == nil {
					if err := res.Attestation.Verify(testDomain); err != nil {
						t.Fatal(err)
					}
				}
			}
		})
	}
}

func FuzzDecodeReplies(f *testing.F) {
	cm := Commitment{N: 4, ElapsedNanos: 3, Device: Device{Kind: "cpu"}}
	b1, _ := Encode(commitReply{Commitment: &cm})
	b2, _ := Encode(openReply{Response: &OpenResponse{Openings: []Opening{{Row: 1, Values: []int32{5}}}}})
	b3, _ := Encode(commitReply{Err: "busy"})
	f.Add(b1)
	f.Add(b2)
	f.Add(b3)
	f.Fuzz(func(t *testing.T, data []byte) {
		if c, err := decodeCommitReply(data); err == nil && c.ElapsedNanos <= 0 {
			t.Fatal("accepted a commitment with no time")
		}
		if r, err := decodeOpenReply(data); err == nil && len(r.Openings) > maxOpenings {
			t.Fatal("accepted too many openings")
		}
	})
}

func TestServerRateLimitsAPeer(t *testing.T) {
	ctx := context.Background()
	ch, prov := newHost(t), newHost(t)
	NewServer(NewLocalTarget(NewProver(NewCPUMultiplier())), ServerConfig{MinInterval: time.Hour}).Register(prov)
	if err := ch.Connect(ctx, peer.AddrInfo{ID: prov.ID(), Addrs: prov.Addrs()}); err != nil {
		t.Fatal(err)
	}
	c := newTestChallenger(t, ChallengerConfig{N: 32, Check: CheckParams{Rows: 8}})
	node := Node{Provider: common.HexToAddress("0xef"), Target: NewStreamTarget(ch, prov.ID())}
	if res, err := c.Challenge(ctx, node); err != nil || res.Err != nil {
		t.Fatal(err, res.Err)
	}
	if res, _ := c.Challenge(ctx, node); !errors.Is(res.Err, ErrRefused) {
		t.Fatalf("second challenge within the interval: %v", res.Err)
	}
}
