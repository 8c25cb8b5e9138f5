package reputation_test

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"log/slog"
	"math/big"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/contracts/rpctest"
	"github.com/gpumesh/gpumesh/devnet/reputationtest"
	"github.com/gpumesh/gpumesh/verifier/reputation"
)

func addr(k *ecdsa.PrivateKey) [20]byte { return crypto.PubkeyToAddress(k.PublicKey) }

// TestChainEvents writes histories on a real chain through the real escrow and registry and
// checks what a Source reads from their logs: claimed jobs raise the score, refunds (with the
// collateral slashed) and registry slashes lower it, a slash counted from JobRefunded is not
// counted again from the registry's Slashed of the same transaction, and two independent
// readers (one in process and in one pass, one over HTTP in small batches, incrementally and
// resumed from its file) compute identical numbers.
func TestChainEvents(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	h := reputationtest.Start(ctx, t, 4)
	const good, bad, slashed, cheat = 0, 1, 2, 3

	// The second reader goes over HTTP through an RPC that refuses log queries over 2 blocks,
	// asks 3 blocks per query (each refused, then halved), keeps its scan in a file and reads
	// part of the history before the rest exists.
	proxy, err := rpctest.StartLogCapProxy(h.Chain.HTTPEndpoint(), 2)
	if err != nil {
		t.Fatal(err)
	}
	defer proxy.Close()
	httpClient, err := ethclient.DialContext(ctx, proxy.URL())
	if err != nil {
		t.Fatal(err)
	}
	defer httpClient.Close()
	store := reputation.FileStore{Path: filepath.Join(t.TempDir(), "rep", "state.cbor")}
	cfg2 := reputation.ConfigFor(h.Deployment)
	cfg2.BatchBlocks, cfg2.Store = 3, store
	r2, err := reputation.NewSource(httpClient, cfg2)
	if err != nil {
		t.Fatal(err)
	}

	h.Claimed(ctx, t, good, 2, reputationtest.Tokens(5))
	h.Refunded(ctx, t, bad, 1, reputationtest.Tokens(5))
	if err := r2.Sync(ctx); err != nil {
		t.Fatalf("partial sync: %v", err)
	}
	if ev := r2.Events(); len(ev) != 4 { // 2 completed, refunded + slashed
		t.Fatalf("after the first part: %d events, want 4: %+v", len(ev), ev)
	}
	h.Claimed(ctx, t, good, 1, reputationtest.Tokens(500))
	h.Claimed(ctx, t, bad, 1, reputationtest.Tokens(5))
	h.Refunded(ctx, t, bad, 1, reputationtest.Tokens(5))
	h.Slash(ctx, t, slashed, reputationtest.Tokens(100))
	h.Disputed(ctx, t, cheat, contracts.OutcomeProviderFault, []int{good, slashed}, reputationtest.Tokens(5))
	h.Disputed(ctx, t, good, contracts.OutcomeProviderRight, []int{bad, slashed}, reputationtest.Tokens(5))
	h.Disputed(ctx, t, good, contracts.OutcomeVoid, nil, reputationtest.Tokens(5))

	r1, err := reputation.NewSource(h.Client, reputation.ConfigFor(h.Deployment))
	if err != nil {
		t.Fatal(err)
	}
	want, err := r1.Scores(ctx)
	if err != nil {
		t.Fatal(err)
	}
	// r2 goes on from block where it stopped; r3 resumes from r2's file in a new process.
	got2, err := r2.Scores(ctx)
	if err != nil {
		t.Fatal(err)
	}
	r3, err := reputation.NewSource(httpClient, cfg2)
	if err != nil {
		t.Fatal(err)
	}
	got3, err := r3.Scores(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for name, got := range map[string][]reputation.Score{"incremental": got2, "resumed": got3} {
		if len(got) != len(want) {
			t.Fatalf("%s reader: %d providers, want %d", name, len(got), len(want))
		}
		for i := range want {
			if !sameScore(got[i], want[i]) {
				t.Errorf("%s reader: %s: %+v, want %+v", name, want[i].Provider.Hex(), got[i], want[i])
			}
		}
	}
	b1, t1 := r1.Head()
	b2, t2 := r2.Head()
	if b1 == 0 || b1 != b2 || t1 != t2 {
		t.Fatalf("heads %d@%d and %d@%d: want the same non-zero block", b1, t1, b2, t2)
	}

	rep := func(i int) *reputation.Report {
		r, err := r1.Report(ctx, h.Address(i), 10)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	g, b, s, c := rep(good), rep(bad), rep(slashed), rep(cheat)
	checks := []struct {
		name string
		ok   bool
	}{
		{"good: 5 completed (2 after disputes), 2 disputed, 1 won", g.Count(reputation.Completed) == 5 && g.Count(reputation.Refunded) == 0 &&
			g.Count(reputation.Disputed) == 2 && g.Count(reputation.DisputeWon) == 1},
		{"cheat: 1 disputed, 1 lost; the refund and slashes of the loss not counted again", c.Count(reputation.Disputed) == 1 &&
			c.Count(reputation.DisputeLost) == 1 && c.Count(reputation.Refunded) == 0 && c.Count(reputation.Slashed) == 0 && c.Count(reputation.Completed) == 0},
		{"a lost dispute lowers the score", c.ScoreBps < 5000},
		{"bad: 1 completed, 2 refunded, 2 slashed (not 4)", b.Count(reputation.Completed) == 1 && b.Count(reputation.Refunded) == 2 && b.Count(reputation.Slashed) == 2},
		{"slashed: 1 slash from the registry", s.Count(reputation.Slashed) == 1 && len(s.Last) == 1 && s.Last[0].Value == reputationtest.Tokens(100).String()},
		{"claims raise the score above the prior", g.ScoreBps > 5000},
		{"refunds and slashes lower it", b.ScoreBps < 5000 && s.ScoreBps < 5000},
		{"bad's completed job does not outweigh its refunds", b.Success < b.Failure},
		{"the 500-token job weighs more than a 5-token one", weightOf(g, reputationtest.Tokens(500)) > weightOf(g, reputationtest.Tokens(5))},
		{"event times are block times", g.Last[0].Time > 0 && g.Last[0].Time <= g.AsOf && g.Last[0].Tx != ""},
	}
	for _, ch := range checks {
		if !ch.ok {
			t.Errorf("%s: good %s\nbad %s\nslashed %s\ncheat %s", ch.name, g.Summary(), b.Summary(), s.Summary(), c.Summary())
		}
	}
	refused := 0
	for _, c := range proxy.Calls() {
		if c.Refused {
			refused++
		}
	}
	if refused == 0 {
		t.Error("the proxy refused no log query: the capped reader was never tested")
	}
	// A provider without events has the prior.
	none, err := r1.Score(ctx, addr(reputationtest.NewKey()))
	if err != nil || none != 5000 {
		t.Fatalf("no events: %d, %v; want the prior 5000", none, err)
	}
	// ForAddress (the provider daemon's status) agrees with the long-lived reader.
	fa, err := reputation.ForAddress(ctx, h.Client, h.Deployment, h.Address(bad))
	if err != nil || fa.ScoreBps != b.ScoreBps || fa.Summary() != b.Summary() {
		t.Fatalf("ForAddress = %+v, %v; want %s", fa, err, b.Summary())
	}
	var out bytes.Buffer
	if err := reputation.WriteReport(&out, b); err != nil || !strings.Contains(out.String(), "refunded") {
		t.Fatalf("WriteReport: %v\n%s", err, out.String())
	}
	if _, err := json.Marshal(b); err != nil {
		t.Fatal(err)
	}
}

// weightOf returns the value weight of r's last event of value v.
func weightOf(r *reputation.Report, v *big.Int) uint64 {
	for _, e := range r.Last {
		if e.Value == v.String() {
			return e.Weight
		}
	}
	return 0
}

func sameScore(a, b reputation.Score) bool {
	return a.Provider == b.Provider && a.Mean == b.Mean && a.Bps == b.Bps && a.Success == b.Success &&
		a.Failure == b.Failure && a.Events == b.Events
}

// TestSourceRecovers checks the scan's self-repair on a real chain: a stored state whose last
// block hash is not on the chain (a reorganisation deeper than Confirmations: the slash it read
// from the orphaned block must go), a damaged file and another deployment's state are all read
// again from the deployment block, with the same numbers as a fresh reader; capacity challenges count once however often they are delivered.
func TestSourceRecovers(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	h := reputationtest.Start(ctx, t, 2)
	h.Claimed(ctx, t, 0, 1, reputationtest.Tokens(5))
	h.Refunded(ctx, t, 1, 1, reputationtest.Tokens(5))
	fresh, err := reputation.NewSource(h.Client, reputation.ConfigFor(h.Deployment))
	if err != nil {
		t.Fatal(err)
	}
	want, err := fresh.Scores(ctx)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	p0 := h.Address(0)
	for name, damage := range map[string]func([]byte) []byte{
		"reorganised":      func(b []byte) []byte { return reputation.TestingReorged(b, p0) },
		"damaged":          func(b []byte) []byte { return b[:len(b)/2] },
		"other deployment": func(b []byte) []byte { return reputation.TestingForeign(b, p0) },
		"kept (control)":   func(b []byte) []byte { return reputation.TestingKept(b, p0) },
	} {
		store := reputation.FileStore{Path: filepath.Join(dir, name+".cbor")}
		cfg := reputation.ConfigFor(h.Deployment)
		cfg.Store = store
		src, _ := reputation.NewSource(h.Client, cfg)
		if err := src.Sync(ctx); err != nil {
			t.Fatal(err)
		}
		b, err := store.Load(ctx)
		if err != nil || len(b) == 0 {
			t.Fatalf("%s: nothing stored: %v", name, err)
		}
		if err := store.Save(ctx, damage(b)); err != nil {
			t.Fatal(err)
		}
		again, _ := reputation.NewSource(h.Client, cfg)
		got, err := again.Scores(ctx)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if len(got) != len(want) {
			t.Fatalf("%s: %d scores, want %d", name, len(got), len(want))
		}
		same := true
		for i := range want {
			same = same && sameScore(got[i], want[i])
		}
		// The control keeps the forged slash (nothing to detect); the others read the chain again.
		if control := name == "kept (control)"; same == control {
			t.Errorf("%s: scores %+v, fresh %+v (control %v)", name, got, want, control)
		}
	}

	ch := reputation.Challenge{Provider: h.Address(1), Challenger: h.Address(0), ID: common.Hash{1}, Passed: true, At: 1}
	failed := ch
	failed.ID, failed.Passed = common.Hash{2}, false
	if err := fresh.AddChallenges(ctx, ch, ch, failed); err != nil {
		t.Fatal(err)
	}
	rep, err := fresh.Report(ctx, h.Address(1), 10)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Count(reputation.ChallengePassed) != 1 || rep.Count(reputation.ChallengeFailed) != 1 {
		t.Fatalf("challenges: %s; want one passed and one failed", rep.Summary())
	}
	if err := fresh.AddChallenges(ctx, reputation.Challenge{ID: common.Hash{3}, At: 1}); !errors.Is(err, reputation.ErrEvent) {
		t.Fatalf("challenge without a provider: %v, want ErrEvent", err)
	}
}

// TestFreshScanLogsNoReorg: a scan that starts at the deployment block (every new requester,
// every command without a stored scan) has read no block yet, so it must not report a
// reorganisation; a stored scan whose last block left the chain still does.
func TestFreshScanLogsNoReorg(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	h := reputationtest.Start(ctx, t, 1)
	h.Claimed(ctx, t, 0, 1, reputationtest.Tokens(5))
	if h.Deployment.Block == 0 {
		t.Fatal("the deployment is at block 0: the test needs a scan that starts above it")
	}
	var logs bytes.Buffer
	cfg := reputation.ConfigFor(h.Deployment)
	cfg.Logger = slog.New(slog.NewTextHandler(&logs, nil))
	cfg.Store = reputation.FileStore{Path: filepath.Join(t.TempDir(), "scan.cbor")}
	src, err := reputation.NewSource(h.Client, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := src.Sync(ctx); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(logs.String(), "reorganised") {
		t.Fatalf("a fresh scan reported a reorganisation:\n%s", logs.String())
	}
	b, err := cfg.Store.Load(ctx)
	if err != nil || len(b) == 0 {
		t.Fatalf("nothing stored: %v", err)
	}
	if err := cfg.Store.Save(ctx, reputation.TestingReorged(b, h.Address(0))); err != nil {
		t.Fatal(err)
	}
	again, err := reputation.NewSource(h.Client, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := again.Sync(ctx); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(logs.String(), "reorganised") {
		t.Fatalf("a stored scan off the chain was not reported:\n%s", logs.String())
	}
}
