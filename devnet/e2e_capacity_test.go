package devnet_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/devnet"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/book"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/market/match"
	"github.com/gpumesh/gpumesh/market/requester"
	"github.com/gpumesh/gpumesh/verifier/capacity"
	"github.com/gpumesh/gpumesh/verifier/reputation"
)

// waitBook polls the requester's book (it has no change notification) until cond holds for the
// entries of the given providers, or the deadline passes.
func waitBook(t *testing.T, ctx context.Context, b *book.Book, what string, cond func(map[common.Address]book.Entry) bool) map[common.Address]book.Entry {
	t.Helper()
	tick := time.NewTicker(50 * time.Millisecond)
	defer tick.Stop()
	for {
		m := map[common.Address]book.Entry{}
		for _, e := range b.Snapshot() {
			m[e.Offer.Provider] = e
		}
		if cond(m) {
			return m
		}
		select {
		case <-ctx.Done():
			t.Fatalf("waiting for %s: %v (book: %v)", what, ctx.Err(), describe(m))
		case <-tick.C:
		}
	}
}

func describe(m map[common.Address]book.Entry) string {
	s := ""
	for a, e := range m {
		s += fmt.Sprintf("[%s claims %d credited %d err %v] ", a.Hex()[:8], e.Offer.Throughput, e.Throughput, e.AttestationErr)
	}
	return s
}

// TestE2ECapacity: on the devnet, the challenger attests the honest providers, whose offers then
// quote a tier that a job requiring it matches; the lying-capacity provider (claims 100T MAC/s,
// the cheapest offer) passes once, fails its next challenge, loses its tier when its attestation
// ages out, and is excluded by matching on min_throughput although it would win on price; the
// challenge outcomes feed reputation, where the liar falls below the honest providers.
func TestE2ECapacity(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	capCfg := devnet.CapacityConfig{MeanInterval: 700 * time.Millisecond, MinInterval: 300 * time.Millisecond, MaxAge: 6 * time.Second}
	n, err := devnet.Start(ctx, devnet.Config{DataDir: t.TempDir(), Providers: 3, ChallengeWindow: time.Second, Capacity: capCfg})
	if err != nil {
		t.Fatalf("devnet.Start: %v", err)
	}
	t.Cleanup(func() { n.Close() })
	liarFailed := make(chan capacity.Outcome, 1)
	n.OnCapacityOutcome(func(o capacity.Outcome) {
		if o.Provider == n.Nodes[2].Address && o.Attestation == nil && !o.Refused { // a failed check
			select {
			case liarFailed <- o:
			default:
			}
		}
	})
	if err := n.StartProviders(ctx, devnet.ProvidersConfig{Faults: []devnet.Fault{devnet.FaultLyingCapacity}, Command: providerCommand}); err != nil {
		t.Fatalf("StartProviders: %v", err)
	}
	r, err := n.StartRequester(ctx)
	if err != nil {
		t.Fatalf("StartRequester: %v", err)
	}
	t.Cleanup(func() { r.Close() })
	honest := []common.Address{n.Nodes[0].Address, n.Nodes[1].Address}
	liar := n.Nodes[2].Address
	trust := n.CapacityTrust()
	minMACs, ok := capacity.TierMinMACs(devnet.DevnetTiers, "devnet-basic")
	if !ok {
		t.Fatal("no devnet-basic tier")
	}

	// 1. The honest providers are attested, and the requester's book credits them with a tier.
	waitBook(t, ctx, r.Book(), "honest providers credited", func(m map[common.Address]book.Entry) bool {
		for _, a := range honest {
			if e, ok := m[a]; !ok || e.Throughput < minMACs {
				return false
			}
		}
		_, ok := m[liar]
		return ok
	})
	for _, a := range honest {
		att := n.Nodes[indexOf(n, a)].Attestation()
		if att == nil || trust.TierOf(a, att, time.Now()) == capacity.Unattested {
			t.Fatalf("honest %s has no tier (attestation %+v)", a.Hex(), att)
		}
		t.Logf("honest %s: tier %s, %.2f Gop/s measured", a.Hex()[:10], trust.TierOf(a, att, time.Now()), float64(att.OpsPerSecond)/1e9)
	}

	// 2. The liar's first challenge (answered honestly) measures it far below its 100T claim:
	// it is attested at the tier it measured, not the one it claims. Its next challenges find
	// wrong rows: no attestation, tier lost.
	var failed capacity.Outcome
	select {
	case failed = <-liarFailed:
	case <-ctx.Done():
		t.Fatal("the lying provider was never caught")
	}
	t.Logf("liar caught: %s (tier now %s)", failed.Err, failed.Tier)
	if failed.Tier != capacity.Unattested || failed.Attestation != nil || failed.Delivered {
		t.Fatalf("failed challenge left a tier or an attestation: %+v", failed)
	}
	var measured *capacity.Outcome
	for _, o := range n.CapacityOutcomes() {
		if o.Provider == liar && o.Attestation != nil {
			measured = &o
			break
		}
	}
	if measured == nil || measured.Passed || !errors.Is(errFrom(measured.Err), capacity.ErrTooSlow) {
		t.Fatalf("the liar's honest first answer should be attested as far slower than its claim: %+v", measured)
	}
	if err := trust.Check(liar, measured.Attestation, measured.At); err != nil {
		t.Fatalf("liar's measured attestation does not verify: %v", err)
	}
	if capacity.MACsPerSecond(measured.OpsPerSecond) >= devnet.LyingClaimMACs/1000 {
		t.Fatalf("liar measured at %d ops/s, near its claim", measured.OpsPerSecond)
	}
	t.Logf("liar's first challenge: %s, attested %s", measured.Err, trust.TierOf(liar, measured.Attestation, measured.At))

	// 3. Its last attestation ages out: its offer is still in the book, still claiming 100T, but
	// credited with nothing.
	m := waitBook(t, ctx, r.Book(), "liar's tier lost", func(m map[common.Address]book.Entry) bool {
		e, ok := m[liar]
		return ok && e.Throughput == 0 && e.AttestationErr != nil && e.Offer.Throughput == devnet.LyingClaimMACs
	})
	t.Logf("liar in the book: claims %d MAC/s, credited %d (%v)", m[liar].Offer.Throughput, m[liar].Throughput, m[liar].AttestationErr)
	if att := n.Nodes[2].Attestation(); att != nil {
		t.Fatalf("liar still quotes an attestation: %+v", att)
	}

	// 4. Matching: a job requiring the tier excludes the liar on min_throughput; without the
	// requirement the liar's price would win.
	dir := t.TempDir()
	path := writeThroughputJob(t, dir, minMACs)
	spec, err := jobspec.ParseFile(path, jobspec.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if spec.Resources.MinThroughput != minMACs {
		t.Fatalf("spec min_throughput %d, want %d", spec.Resources.MinThroughput, minMACs)
	}
	req := &market.Request{JobID: contracts.JobID(common.HexToHash("0xca")), Requester: r.Address(), Class: spec.MarketClass(), Req: spec.Requirements(),
		Expiry: uint64(time.Now().Add(time.Minute).Unix())}
	entries := r.Book().Snapshot()
	cands := make([]match.Candidate, len(entries))
	for i, e := range entries {
		cands[i] = match.Candidate{Offer: e.Offer, Throughput: e.Throughput}
	}
	for _, ex := range match.Explain(match.Config{}, req, cands) {
		if ex.Provider == liar {
			if ex.Eligible || len(ex.Failed()) != 1 || ex.Failed()[0] != match.CThroughput {
				t.Fatalf("liar: eligible=%v failed=%v", ex.Eligible, ex.Failed())
			}
		} else if !ex.Eligible {
			t.Fatalf("honest %s not eligible: %v", ex.Provider.Hex(), ex.Failed())
		}
	}
	open := *req
	open.Req.MinThroughput = 0
	if rk := match.Rank(match.Config{}, &open, cands); len(rk) == 0 || cands[rk[0].Index].Offer.Provider != liar {
		t.Fatal("without min_throughput the liar (cheapest) should rank first: the exclusion above is the attestation's doing")
	}

	// The same job through the requester runs on an honest provider.
	j, err := r.Submit(ctx, spec, requester.SubmitOptions{BaseDir: dir, OutDir: filepath.Join(dir, "result")})
	if err != nil {
		t.Fatalf("Submit: %v", err)
	}
	rec, err := j.Wait(ctx)
	if err != nil {
		t.Fatalf("Wait: %v", err)
	}
	checkHello(t, rec)
	if p := rec.Acceptance.Provider; p == liar || (p != honest[0] && p != honest[1]) {
		t.Fatalf("job ran on %s, want an honest provider", p.Hex())
	}

	// Repeated challenges keep the honest providers' tier fresh.
	waitBook(t, ctx, r.Book(), "honest providers still credited", func(m map[common.Address]book.Entry) bool {
		for _, a := range honest {
			if e, ok := m[a]; !ok || e.Throughput < minMACs {
				return false
			}
		}
		return m[liar].Throughput == 0
	})

	// 5. Reputation from the challenge outcomes: the liar falls below the honest providers.
	events := n.ChallengeEvents()
	scores, err := reputation.Compute(events, uint64(time.Now().Unix())+1, reputation.Config{})
	if err != nil {
		t.Fatal(err)
	}
	var cfg reputation.Config
	liarRep := reputation.Of(scores, liar, cfg)
	for _, a := range honest {
		if h := reputation.Of(scores, a, cfg); h.Mean <= liarRep.Mean {
			t.Fatalf("honest %s reputation %.3f not above the liar's %.3f", a.Hex(), h.Mean, liarRep.Mean)
		}
	}
	t.Logf("challenge events %d; liar reputation %.3f", len(events), liarRep.Mean)
	if err := n.FaultErrors(); err != nil {
		t.Fatal(err)
	}
}

// errFrom maps an outcome's error text back to its sentinel (outcomes carry text for reports).
func errFrom(s string) error {
	for _, e := range []error{capacity.ErrTooSlow, capacity.ErrWrongEntry, capacity.ErrProof, capacity.ErrTimeClaim} {
		if strings.HasPrefix(s, e.Error()) {
			return e
		}
	}
	return nil
}

func indexOf(n *devnet.Network, a common.Address) int {
	for i, p := range n.Nodes {
		if p.Address == a {
			return i
		}
	}
	return -1
}

// writeThroughputJob writes a burst hello job that requires min_throughput MAC/s.
func writeThroughputJob(t *testing.T, dir string, minMACs uint64) string {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, "hello.wasm"), devnet.HelloModule(), 0o644); err != nil {
		t.Fatal(err)
	}
	spec := fmt.Sprintf(`version: 1
class: burst
module: ./hello.wasm
outputs:
  encrypt: false
resources:
  cpu: 1
  wall_time: 2s
  min_throughput: %d
max_price: "0.001"
deadline: 30s
verification: none
labels:
  run: capacity
`, minMACs)
	p := filepath.Join(dir, "burst-capacity.yaml")
	if err := os.WriteFile(p, []byte(spec), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}
