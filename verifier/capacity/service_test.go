package capacity

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/gpumesh/gpumesh/p2p/reqresp"
)

func mustKey(t testing.TB) *ecdsa.PrivateKey {
	t.Helper()
	k, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func signedAttestation(t testing.TB, key *ecdsa.PrivateKey, provider common.Address, issued time.Time, d time.Duration) *Attestation {
	t.Helper()
	a := &Attestation{Provider: provider, N: 64, Seed: Seed{9}, ElapsedNanos: uint64(d), OpsPerSecond: OpsPerSecond(64, d),
		Device: Device{Kind: "cpu"}, RowsChecked: 8, EntriesPerRow: 8, IssuedAt: uint64(issued.Unix())}
	if err := a.Sign(key, testDomain); err != nil {
		t.Fatal(err)
	}
	return a
}

func TestTrustCheck(t *testing.T) {
	now := time.Unix(1_900_000_000, 0)
	trusted, stranger, staked := mustKey(t), mustKey(t), mustKey(t)
	stakedAddr := crypto.PubkeyToAddress(staked.PublicKey)
	prov := common.HexToAddress("0xabc")
	stakes := StakeFunc(func(_ context.Context, a common.Address) (*big.Int, error) {
		if a == stakedAddr {
			return big.NewInt(5), nil
		}
		return new(big.Int), nil
	})
	tr, err := NewTrust(TrustConfig{Domain: testDomain, Challengers: []common.Address{crypto.PubkeyToAddress(trusted.PublicKey)},
		Stakes: stakes, MaxAge: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	// 2*64^3 ops in 52.4us: 10 Gop/s, tier "basic".
	const d = 52_428 * time.Nanosecond
	provKey := mustKey(t)
	self := crypto.PubkeyToAddress(provKey.PublicKey)
	cases := []struct {
		name     string
		provider common.Address
		att      func() *Attestation
		want     error
	}{
		{"trusted", prov, func() *Attestation { return signedAttestation(t, trusted, prov, now.Add(-time.Minute), d) }, nil},
		{"staked challenger", prov, func() *Attestation { return signedAttestation(t, staked, prov, now, d) }, nil},
		{"untrusted challenger", prov, func() *Attestation { return signedAttestation(t, stranger, prov, now, d) }, ErrUntrusted},
		{"other provider", common.HexToAddress("0xdef"), func() *Attestation { return signedAttestation(t, trusted, prov, now, d) }, ErrWrongProvider},
		{"self-attested", self, func() *Attestation { return signedAttestation(t, provKey, self, now, d) }, ErrSelfAttested},
		{"stale", prov, func() *Attestation { return signedAttestation(t, trusted, prov, now.Add(-time.Hour), d) }, ErrStale},
		{"future", prov, func() *Attestation { return signedAttestation(t, trusted, prov, now.Add(time.Hour), d) }, ErrAttestation},
		{"inflated throughput", prov, func() *Attestation {
			a := signedAttestation(t, trusted, prov, now, d)
			a.OpsPerSecond *= 10
			return a
		}, ErrAttestation},
		{"forged signature", prov, func() *Attestation {
			a := signedAttestation(t, stranger, prov, now, d)
			a.Challenger = crypto.PubkeyToAddress(trusted.PublicKey) // claims the trusted one
			return a
		}, ErrAttestation},
		{"none", prov, func() *Attestation { return nil }, ErrNoAttestation},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			a := tc.att()
			err := tr.Check(tc.provider, a, now)
			if !errors.Is(err, tc.want) || (tc.want == nil) != (err == nil) {
				t.Fatalf("err=%v, want %v", err, tc.want)
			}
			var raw []byte
			if a != nil {
				raw, _ = EncodeAttestation(a)
			}
			macs, until, err := tr.Credit(tc.provider, raw, now)
			if tc.want != nil {
				if err == nil || macs != 0 || tr.TierOf(tc.provider, a, now) != Unattested {
					t.Fatalf("credited %d (%v) for a bad attestation", macs, err)
				}
				return
			}
			if err != nil || macs != a.OpsPerSecond/2 || !until.Equal(time.Unix(int64(a.IssuedAt), 0).Add(time.Hour)) {
				t.Fatalf("credit %d until %s: %v", macs, until, err)
			}
			if got := tr.TierOf(tc.provider, a, now); got != "basic" {
				t.Fatalf("tier %s", got)
			}
		})
	}
	if _, err := NewTrust(TrustConfig{Domain: testDomain}); !errors.Is(err, ErrConfig) {
		t.Fatalf("trust without challengers: %v", err)
	}
	if m, ok := TierMinMACs(DefaultTiers, "standard"); !ok || m != 50e9 {
		t.Fatalf("standard tier = %d MAC/s", m)
	}
}

// A challenger service on a real libp2p host challenges a provider's capacity server, hands
// the signed attestation to the provider's inbox, and the inbox quotes it; a provider that
// skips half the rows fails and is handed nothing. Outcomes are recorded for reputation.
func TestServiceChallengesAndDelivers(t *testing.T) {
	ctx := context.Background()
	chKey := mustKey(t)
	trust, err := NewTrust(TrustConfig{Domain: testDomain, Challengers: []common.Address{crypto.PubkeyToAddress(chKey.PublicKey)}, MaxAge: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	c, err := NewChallenger(chKey, testDomain, ChallengerConfig{N: 128, Check: CheckParams{Rows: 32}})
	if err != nil {
		t.Fatal(err)
	}
	var seen []Outcome
	chPeer := newPeer(t, chKey)
	svc := NewService(c, chPeer.Node, ServiceConfig{OnOutcome: func(o Outcome) { seen = append(seen, o) }})

	type prov struct {
		addr  common.Address
		id    peer.ID
		inbox *Inbox
		peer  Peer
	}
	start := func(target Target) prov {
		p := newPeer(t, nil)
		addr := p.Wallet
		in, err := NewInbox(InboxConfig{Self: addr, Trust: trust})
		if err != nil {
			t.Fatal(err)
		}
		if err := NewServer(in.Target(target), ServerConfig{MinInterval: -1}).Register(p.Node); err != nil {
			t.Fatal(err)
		}
		if err := in.Register(p.Node); err != nil {
			t.Fatal(err)
		}
		ai := p.Node.AddrInfo()
		return prov{addr, ai.ID, in, Peer{Provider: addr, ID: ai.ID, Addrs: ai.Addrs}}
	}
	m := NewCPUMultiplier()
	honest := start(NewLocalTarget(NewProver(m)))
	liar := start(NewFaultyTarget(m, FaultSkipHalf))

	o, err := svc.ChallengeNow(ctx, honest.peer)
	if err != nil || !o.Passed || !o.Delivered || o.Tier == "" || o.Refused {
		t.Fatalf("honest: %+v %v", o, err)
	}
	a, raw := honest.inbox.Latest()
	if a == nil {
		t.Fatal("honest provider holds no attestation")
	}
	if macs, _, err := trust.Credit(honest.addr, raw, time.Now()); err != nil || macs != a.OpsPerSecond/2 {
		t.Fatalf("credit %d: %v", macs, err)
	}
	select {
	case <-honest.inbox.Updates():
	default:
		t.Fatal("no update signalled")
	}

	o, err = svc.ChallengeNow(ctx, liar.peer)
	if err != nil || o.Passed || o.Delivered || o.Tier != Unattested || o.Err == "" {
		t.Fatalf("liar: %+v %v", o, err)
	}
	if a, _ := liar.inbox.Latest(); a != nil {
		t.Fatal("liar holds an attestation")
	}
	if len(seen) != 2 || len(svc.Outcomes()) != 2 || !seen[0].Passed || seen[1].Passed {
		t.Fatalf("outcomes %+v", seen)
	}

	// The inbox refuses an attestation of a challenge its provider never answered, even from a
	// trusted challenger, and one for another provider.
	forged := signedAttestation(t, chKey, honest.addr, time.Now(), time.Millisecond)
	if err := honest.inbox.Accept(forged); !errors.Is(err, ErrAttestation) {
		t.Fatalf("unanswered challenge accepted: %v", err)
	}
	if err := Deliver(ctx, svc.n, liar.id, a); !errors.Is(err, ErrRefused) {
		t.Fatalf("another provider's attestation delivered: %v", err)
	}
	// Only the challenger that signed an attestation may deliver it: the honest provider's own
	// attestation, handed over by a peer bound to another wallet, is refused as bad input.
	stranger := newPeer(t, nil)
	stranger.Node.Host().Peerstore().AddAddrs(honest.id, honest.peer.Addrs, time.Minute)
	if err := Deliver(ctx, stranger.Node, honest.id, a); !errors.Is(err, ErrRefused) || !errors.Is(err, reqresp.ErrBadInput) {
		t.Fatalf("attestation delivered by a peer not bound to its challenger: %v, want bad input", err)
	}
}

// The service's Run loop challenges on its random schedule and reports through OnOutcome.
func TestServiceRun(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	chKey := mustKey(t)
	trust, _ := NewTrust(TrustConfig{Domain: testDomain, Challengers: []common.Address{crypto.PubkeyToAddress(chKey.PublicKey)}})
	c, err := NewChallenger(chKey, testDomain, ChallengerConfig{N: 64, Check: CheckParams{Rows: 16}, MeanInterval: 20 * time.Millisecond, MinInterval: 5 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	got := make(chan Outcome, 16)
	svc := NewService(c, newPeer(t, chKey).Node, ServiceConfig{OnOutcome: func(o Outcome) {
		select {
		case got <- o:
		default:
		}
	}})
	p := newPeer(t, nil)
	addr := p.Wallet
	in, _ := NewInbox(InboxConfig{Self: addr, Trust: trust})
	if err := NewServer(in.Target(NewLocalTarget(NewProver(NewCPUMultiplier()))), ServerConfig{MinInterval: -1}).Register(p.Node); err != nil {
		t.Fatal(err)
	}
	if err := in.Register(p.Node); err != nil {
		t.Fatal(err)
	}
	ai := p.Node.AddrInfo()
	done := make(chan error, 1)
	go func() {
		done <- svc.Run(ctx, func() []Peer { return []Peer{{Provider: addr, ID: ai.ID, Addrs: ai.Addrs}} })
	}()
	for i := 0; i < 3; i++ {
		select {
		case o := <-got:
			if !o.Passed || !o.Delivered {
				t.Fatalf("outcome %+v", o)
			}
		case <-ctx.Done():
			t.Fatal("no challenge within the deadline")
		}
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if a, _ := in.Latest(); a == nil {
		t.Fatal("no attestation held")
	}
}

// TestCreditCacheKeepsEveryOtherCheck: once an attestation is credited, its signature is not
// recovered again, and everything else still decides each later credit as a fresh Trust decides
// it: another provider quoting it, its age, its challenger's stake, a byte changed.
func TestCreditCacheKeepsEveryOtherCheck(t *testing.T) {
	now := time.Unix(1_900_000_000, 0)
	staked := mustKey(t)
	stakedAddr := crypto.PubkeyToAddress(staked.PublicKey)
	var stake atomic.Int64
	stake.Store(5)
	stakes := StakeFunc(func(_ context.Context, a common.Address) (*big.Int, error) {
		if a == stakedAddr {
			return big.NewInt(stake.Load()), nil
		}
		return new(big.Int), nil
	})
	cfg := TrustConfig{Domain: testDomain, Stakes: stakes, MaxAge: time.Hour, StakeCacheTTL: time.Minute}
	cached, err := NewTrust(cfg)
	if err != nil {
		t.Fatal(err)
	}
	prov := common.HexToAddress("0xabc")
	raw, err := EncodeAttestation(signedAttestation(t, staked, prov, now, 52_428*time.Nanosecond))
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := cached.Credit(prov, raw, now); err != nil {
		t.Fatal(err)
	}
	if cached.verified.Len() != 1 {
		t.Fatalf("%d attestations remembered after one credit, want 1", cached.verified.Len())
	}
	tampered := append([]byte(nil), raw...)
	tampered[len(tampered)-2] ^= 1 // a signed byte changed: not the remembered encoding
	cases := []struct {
		name     string
		provider common.Address
		raw      []byte
		at       time.Time
		stake    int64
		want     error
	}{
		{"again", prov, raw, now.Add(time.Second), 5, nil},
		{"other provider", common.HexToAddress("0xdef"), raw, now, 5, ErrWrongProvider},
		{"stale", prov, raw, now.Add(time.Hour), 5, ErrStale},
		{"challenger unstaked", prov, raw, now.Add(2 * time.Minute), 0, ErrUntrusted},
		{"byte changed", prov, tampered, now, 5, ErrAttestation},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			stake.Store(tc.stake)
			fresh, err := NewTrust(cfg)
			if err != nil {
				t.Fatal(err)
			}
			gotMACs, gotUntil, gotErr := cached.Credit(tc.provider, tc.raw, tc.at)
			wantMACs, wantUntil, wantErr := fresh.Credit(tc.provider, tc.raw, tc.at)
			if !errors.Is(gotErr, tc.want) || (tc.want == nil) != (gotErr == nil) {
				t.Fatalf("cached trust: err %v, want %v", gotErr, tc.want)
			}
			if gotMACs != wantMACs || !gotUntil.Equal(wantUntil) || fmt.Sprint(gotErr) != fmt.Sprint(wantErr) {
				t.Fatalf("cached trust credits %d until %s (%v); a fresh one %d until %s (%v)", gotMACs, gotUntil, gotErr, wantMACs, wantUntil, wantErr)
			}
		})
	}
}
