package capacity

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/gpumesh/gpumesh/contracts"
)

var testDomain = contracts.Domain{ChainID: big.NewInt(1337), Registry: common.HexToAddress("0x00000000000000000000000000000000000000c0")}

// detReader is a deterministic "random" source for tests.
type detReader struct{ b byte }

func (r *detReader) Read(p []byte) (int, error) {
	for i := range p {
		r.b = r.b*31 + 7
		p[i] = r.b
	}
	return len(p), nil
}

// cheater wraps an honest prover and misbehaves in one way.
type cheater struct {
	p    *Prover
	mode string
	sess *Session
}

func (c *cheater) Commit(ctx context.Context, ch Challenge) (Commitment, error) {
	start := time.Now()
	n := int(ch.N)
	a, b := DeriveA(ch.Seed, n), DeriveB(ch.Seed, n)
	prod := make([]int32, n*n)
	if err := c.p.m.MulInt8(ctx, n, a, b, prod); err != nil {
		return Commitment{}, err
	}
	switch c.mode {
	case "skip-row": // never computed row 5: zeros, consistently committed
		clear(prod[5*n : 6*n])
	case "skip-half": // computed only the first half of the rows
		clear(prod[n/2*n:])
	}
	c.sess = newSession(ch, prod, start, c.p.m.Device())
	cm := c.sess.Commitment()
	switch c.mode {
	case "lie-root":
		cm.Root[0] ^= 0xff
	case "fast-time":
		cm.ElapsedNanos /= 20
	case "wrong-n":
		cm.N++
	}
	return cm, nil
}

func (c *cheater) Open(_ context.Context, req OpenRequest) (OpenResponse, error) {
	resp, err := c.sess.Open(req)
	if err != nil {
		return resp, err
	}
	switch c.mode {
	case "tamper-opening": // committed honestly, then changes one value of every opened row
		for i := range resp.Openings {
			resp.Openings[i].Values[3]++
		}
	case "drop-opening":
		resp.Openings = resp.Openings[1:]
	case "out-of-range":
		resp.Openings[0].Values[0] = 1 << 30
	}
	return resp, nil
}

func newTestChallenger(t *testing.T, cfg ChallengerConfig, opts ...ChallengerOption) *Challenger {
	t.Helper()
	key, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	c, err := NewChallenger(key, testDomain, cfg, append([]ChallengerOption{WithRandom(&detReader{})}, opts...)...)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestChallengeOutcomes(t *testing.T) {
	// n=64 with all 64 rows opened: a single bad row is always opened.
	// The time claim needs work well above the slack (1ms + 10%): n=512 for that case.
	cfg := ChallengerConfig{N: 64, Check: CheckParams{Rows: 64, EntriesPerRow: 8}, TimeSlack: time.Millisecond, TimeSlackPercent: 10}
	m := NewCPUMultiplier()
	cases := []struct {
		mode string
		want error
	}{
		{"honest", nil},
		{"skip-row", ErrWrongEntry},
		{"skip-half", ErrWrongEntry},
		{"lie-root", ErrProof},
		{"tamper-opening", ErrProof},
		{"drop-opening", ErrMissingRow},
		{"out-of-range", ErrOutOfRange},
		{"fast-time", ErrTimeClaim},
		{"wrong-n", ErrMismatch},
	}
	for _, tc := range cases {
		t.Run(tc.mode, func(t *testing.T) {
			cfg := cfg
			if tc.mode == "fast-time" {
				cfg.N = 512
			}
			c := newTestChallenger(t, cfg)
			var target Target = &cheater{p: NewProver(m), mode: tc.mode}
			if tc.mode == "honest" {
				target = NewLocalTarget(NewProver(m))
			}
			node := Node{Provider: common.HexToAddress("0xaa"), Target: target}
			res, err := c.Challenge(context.Background(), node)
			if err != nil {
				t.Fatal(err)
			}
			if !errors.Is(res.Err, tc.want) || (tc.want == nil) != (res.Err == nil) {
				t.Fatalf("err=%v, want %v", res.Err, tc.want)
			}
			if tc.want == nil {
				if res.Attestation == nil || res.Tier == Unattested && res.Attestation.OpsPerSecond >= DefaultTiers[0].MinOpsPerSecond {
					t.Fatalf("honest: %+v", res)
				}
				if err := res.Attestation.Verify(testDomain); err != nil {
					t.Fatal(err)
				}
				if res.Attestation.Device.Kind != "cpu" {
					t.Fatalf("device %+v", res.Attestation.Device)
				}
			} else if res.Attestation != nil || res.Tier != Unattested {
				t.Fatalf("failed node kept attestation or tier: %+v", res)
			}
		})
	}
}

// A node that passed, then fails, loses its tier; a node far slower than it claims drops to the
// tier it measured.
func TestTierDowngrade(t *testing.T) {
	tiers := []Tier{{"t1", 1}, {"t2", 1e6}, {"t3", 1e18}}
	c := newTestChallenger(t, ChallengerConfig{N: 64, Check: CheckParams{Rows: 16}, Tiers: tiers})
	addr := common.HexToAddress("0xbb")
	honest := Node{Provider: addr, Target: NewLocalTarget(NewProver(NewCPUMultiplier()))}
	res, err := c.Challenge(context.Background(), honest)
	if err != nil || res.Err != nil || res.Tier != "t2" || res.Downgraded {
		t.Fatalf("honest: %+v %v", res, err)
	}
	// Claims 1e18 ops/s (tier t3) but measures ~1e9: slow, keeps t2 (what it measured), downgraded.
	slow := honest
	slow.ClaimedOpsPerSecond = 1e18
	res, _ = c.Challenge(context.Background(), slow)
	if !errors.Is(res.Err, ErrTooSlow) || res.Tier != "t2" || !res.Downgraded || res.Attestation == nil {
		t.Fatalf("slow: %+v", res)
	}
	bad := Node{Provider: addr, Target: &cheater{p: NewProver(NewCPUMultiplier()), mode: "lie-root"}}
	res, _ = c.Challenge(context.Background(), bad)
	if res.Tier != Unattested || !res.Downgraded {
		t.Fatalf("failed: %+v", res)
	}
	st, ok := c.State(addr)
	if !ok || st.Passed != 1 || st.Failed != 2 || st.Tier != Unattested || st.Last == nil {
		t.Fatalf("state %+v", st)
	}
}

func TestTierFor(t *testing.T) {
	for _, tc := range []struct {
		ops  uint64
		want string
	}{
		{0, Unattested}, {9e9, Unattested}, {10e9, "basic"}, {99e9, "basic"}, {100e9, "standard"},
		{10e12, "performance"}, {500e12, "datacenter"},
	} {
		if got := TierFor(DefaultTiers, tc.ops); got != tc.want {
			t.Errorf("TierFor(%g)=%s, want %s", float64(tc.ops), got, tc.want)
		}
	}
}

func TestConfigValidate(t *testing.T) {
	for name, cfg := range map[string]ChallengerConfig{
		"n":        {N: MaxN + 1},
		"rows":     {N: 8, Check: CheckParams{Rows: 9}},
		"slow":     {SlowPercent: 101},
		"interval": {MeanInterval: time.Second, MinInterval: time.Minute},
		"tiers":    {Tiers: []Tier{{"a", 5}, {"b", 5}}},
		"unnamed":  {Tiers: []Tier{{"", 5}}},
	} {
		cfg.EnsureDefaults()
		if err := cfg.Validate(); !errors.Is(err, ErrConfig) {
			t.Errorf("%s: %v", name, err)
		}
	}
	var ok ChallengerConfig
	ok.EnsureDefaults()
	if err := ok.Validate(); err != nil {
		t.Fatal(err)
	}
}

func TestCheckTime(t *testing.T) {
	for _, tc := range []struct {
		obs, rep time.Duration
		fail     bool
	}{
		{time.Second, time.Second, false},
		{time.Second, 900 * time.Millisecond, false}, // within 500ms + 10%
		{10 * time.Second, 8500 * time.Millisecond, false},
		{10 * time.Second, 8 * time.Second, true},
		{10 * time.Second, time.Second, true},
	} {
		err := CheckTime(tc.obs, tc.rep, 500*time.Millisecond, 10)
		if (err != nil) != tc.fail || (err != nil && !errors.Is(err, ErrTimeClaim)) {
			t.Errorf("obs %s rep %s: %v", tc.obs, tc.rep, err)
		}
	}
}

func TestAttestationTamper(t *testing.T) {
	c := newTestChallenger(t, ChallengerConfig{N: 32, Check: CheckParams{Rows: 4}})
	res, err := c.Challenge(context.Background(), Node{Provider: common.HexToAddress("0xcc"), Target: NewLocalTarget(NewProver(NewCPUMultiplier()))})
	if err != nil || res.Err != nil {
		t.Fatal(err, res.Err)
	}
	a := res.Attestation
	enc, err := EncodeAttestation(a)
	if err != nil {
		t.Fatal(err)
	}
	dec, err := DecodeAttestation(enc)
	if err != nil {
		t.Fatal(err)
	}
	if err := dec.Verify(testDomain); err != nil {
		t.Fatalf("round trip: %v", err)
	}
	if dec.Challenger != c.Address() {
		t.Fatal("challenger address")
	}
	tamper := map[string]func(*Attestation){
		"ops": func(a *Attestation) { a.OpsPerSecond *= 2 },
		"ops+time": func(a *Attestation) {
			a.ElapsedNanos /= 2
			a.OpsPerSecond = OpsPerSecond(int(a.N), time.Duration(a.ElapsedNanos))
		},
		"provider": func(a *Attestation) { a.Provider[0] ^= 1 },
		"device":   func(a *Attestation) { a.Device.Kind = "gpu" },
		"sig":      func(a *Attestation) { a.Signature[5] ^= 1 },
	}
	for name, f := range tamper {
		x := *a
		x.Signature = append([]byte(nil), a.Signature...)
		f(&x)
		if err := x.Verify(testDomain); err == nil {
			t.Errorf("%s: tampered attestation verifies", name)
		}
	}
	other := contracts.Domain{ChainID: big.NewInt(1), Registry: testDomain.Registry}
	if err := a.Verify(other); err == nil {
		t.Error("verifies under another chain")
	}
}

func TestRunChallengesAtRandomTimes(t *testing.T) {
	var mu sync.Mutex
	seen := map[common.Address]int{}
	done := make(chan struct{})
	honest := Node{Provider: common.HexToAddress("0x01"), Target: NewLocalTarget(NewProver(NewCPUMultiplier()))}
	liar := Node{Provider: common.HexToAddress("0x02"), Target: &cheater{p: NewProver(NewCPUMultiplier()), mode: "skip-half"}}
	c := newTestChallenger(t, ChallengerConfig{N: 32, Check: CheckParams{Rows: 16}, MeanInterval: 5 * time.Millisecond, MinInterval: time.Millisecond},
		WithResults(func(r Result) {
			mu.Lock()
			defer mu.Unlock()
			seen[r.Provider]++
			if seen[honest.Provider] >= 3 && seen[liar.Provider] >= 3 {
				select {
				case <-done:
				default:
					close(done)
				}
			}
		}))
	ctx, cancel := context.WithCancel(context.Background())
	errc := make(chan error, 1)
	go func() { errc <- c.Run(ctx, func() []Node { return []Node{liar, honest} }) }()
	select {
	case <-done:
	case <-time.After(20 * time.Second):
		t.Fatal("nodes were not challenged repeatedly")
	}
	cancel()
	if err := <-errc; err != nil {
		t.Fatal(err)
	}
	if st, _ := c.State(honest.Provider); st.Tier == Unattested && st.Last.OpsPerSecond >= DefaultTiers[0].MinOpsPerSecond || st.Failed != 0 {
		t.Fatalf("honest state %+v", st)
	}
	if st, _ := c.State(liar.Provider); st.Tier != Unattested || st.Passed != 0 {
		t.Fatalf("liar state %+v", st)
	}
}

func TestPassProbability(t *testing.T) {
	p := DefaultCheckParams
	if got := p.PassProbability(0.95); got > 3e-6 {
		t.Fatalf("skipping 5%%: pass probability %g", got)
	}
}

// refuser always says it is busy.
type refuser struct{}

func (refuser) Commit(context.Context, Challenge) (Commitment, error) {
	return Commitment{}, fmt.Errorf("%w: busy", ErrRefused)
}
func (refuser) Open(context.Context, OpenRequest) (OpenResponse, error) { return OpenResponse{}, nil }

func TestRefusalsCountAfterALimit(t *testing.T) {
	c := newTestChallenger(t, ChallengerConfig{N: 32, Check: CheckParams{Rows: 8}, Tiers: []Tier{{"t1", 1}}})
	addr := common.HexToAddress("0xdd")
	if res, _ := c.Challenge(context.Background(), Node{Provider: addr, Target: NewLocalTarget(NewProver(NewCPUMultiplier()))}); res.Tier != "t1" {
		t.Fatalf("honest: %+v", res)
	}
	for i := 0; i < maxRefusals; i++ {
		res, _ := c.Challenge(context.Background(), Node{Provider: addr, Target: refuser{}})
		if res.Tier != "t1" || !errors.Is(res.Err, ErrRefused) || res.Downgraded {
			t.Fatalf("refusal %d: %+v", i, res)
		}
	}
	res, _ := c.Challenge(context.Background(), Node{Provider: addr, Target: refuser{}})
	if res.Tier != Unattested || !res.Downgraded {
		t.Fatalf("refusal %d kept the tier: %+v", maxRefusals+1, res)
	}
}

func TestChallengerShutdownIsNotTheNodesFault(t *testing.T) {
	c := newTestChallenger(t, ChallengerConfig{N: 32, Check: CheckParams{Rows: 8}})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	addr := common.HexToAddress("0xde")
	if _, err := c.Challenge(ctx, Node{Provider: addr, Target: NewLocalTarget(NewProver(NewCPUMultiplier()))}); !errors.Is(err, context.Canceled) {
		t.Fatalf("err=%v", err)
	}
	if st, ok := c.State(addr); ok && st.Failed > 0 {
		t.Fatalf("node penalized: %+v", st)
	}
}

func TestFaultyTargets(t *testing.T) {
	for _, tc := range []struct {
		f    Fault
		n    int
		want error
	}{
		{FaultSkipHalf, 64, ErrWrongEntry},
		{FaultWrongRoot, 64, ErrProof},
		{FaultFastClock, 512, ErrTimeClaim},
	} {
		t.Run(tc.f.String(), func(t *testing.T) {
			c := newTestChallenger(t, ChallengerConfig{N: tc.n, Check: CheckParams{Rows: 64}, TimeSlack: time.Millisecond})
			res, err := c.Challenge(context.Background(), Node{Provider: common.HexToAddress("0xfa"), Target: NewFaultyTarget(NewCPUMultiplier(), tc.f)})
			if err != nil || !errors.Is(res.Err, tc.want) || res.Tier != Unattested {
				t.Fatalf("%+v %v, want %v", res, err, tc.want)
			}
		})
	}
}

// TestRoutinePassLogsAtDebug: a provider is challenged every few seconds, so the challenger logs
// a pass that keeps the provider's tier at Debug; the first pass (a tier change) and a failure at
// Info. A devnet logged two lines a second of routine passes before.
func TestRoutinePassLogsAtDebug(t *testing.T) {
	var buf strings.Builder
	log := slog.New(slog.NewTextHandler(&buf, &slog.HandlerOptions{Level: slog.LevelInfo}))
	c := newTestChallenger(t, ChallengerConfig{N: 64, Check: CheckParams{Rows: 8, EntriesPerRow: 4}, Tiers: []Tier{{Name: "any", MinOpsPerSecond: 1}}}, WithLogger(log))
	honest := Node{Provider: common.HexToAddress("0xaa"), Target: NewLocalTarget(NewProver(NewCPUMultiplier()))}
	for range 3 {
		if _, err := c.Challenge(context.Background(), honest); err != nil {
			t.Fatal(err)
		}
	}
	if n := strings.Count(buf.String(), "capacity challenge"); n != 1 {
		t.Fatalf("three passes at one tier logged %d Info lines, want 1 (the first: a tier change):\n%s", n, buf.String())
	}
	liar := Node{Provider: common.HexToAddress("0xaa"), Target: &cheater{p: NewProver(NewCPUMultiplier()), mode: "lie-root"}}
	if _, err := c.Challenge(context.Background(), liar); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(buf.String(), "outcome=fail"); n != 1 {
		t.Fatalf("a failure logged %d Info lines, want 1:\n%s", n, buf.String())
	}
}
