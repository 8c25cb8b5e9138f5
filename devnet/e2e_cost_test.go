package devnet_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/devnet"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/market/requester"
)

// TestE2ECostPerUsefulOutput: on a devnet whose cheapest provider crashes on its first job, the
// requester's cost per useful output (job store, requester.CostByClass) equals what the chain
// says: the requester's token balance fell by exactly the total paid (prices locked, less the
// refund of the crashed job, plus any spot-check re-runs), its ETH balance by exactly the gas
// recorded; the refunded job is cost without output. Every provider daemon serves /metrics at
// the URL the devnet record names.
func TestE2ECostPerUsefulOutput(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: a devnet with two provider daemons (one crashing) and three jobs, ~40 s")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 150*time.Second)
	defer cancel()
	n, r := e2eNet(t, ctx, 2, devnet.FaultCrash)

	// /metrics of every daemon, found through the record on disk (as a Prometheus config would).
	rec, err := devnet.ReadRecord(filepath.Dir(n.Nodes[0].DataDir))
	if err != nil {
		t.Fatal(err)
	}
	if len(rec.Providers) != 2 {
		t.Fatalf("record names %d providers, want 2", len(rec.Providers))
	}
	for _, p := range rec.Providers {
		body := scrape(t, p.Metrics)
		for _, want := range []string{"gpumesh_provider_offers_published_total", "go_goroutines", "gpumesh_provider_stake_token_units"} {
			if !strings.Contains(body, want) {
				t.Errorf("provider-%d (%s) /metrics lacks %s", p.Index, p.Metrics, want)
			}
		}
	}

	me := r.Address()
	tokens0, err := n.Contracts.BalanceOf(ctx, me)
	if err != nil {
		t.Fatal(err)
	}
	eth0, err := n.Backend.BalanceAt(ctx, me, nil)
	if err != nil {
		t.Fatal(err)
	}
	block0, err := n.Backend.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}

	// The first job goes to the faulty provider (the healthy one excluded), which crashes: refunded.
	lost := submitExcluding(t, ctx, r, devnet.JobOptions{Class: "burst", Deadline: "15s", WallTime: "1s", Label: "to-the-crash"},
		n.Nodes[0].Address)
	if _, err := lost.Wait(ctx); !errors.Is(err, requester.ErrJobRefunded) {
		t.Fatalf("first job: %v, want refunded", err)
	}
	for _, o := range []devnet.JobOptions{{Class: "batch", Label: "batch"}, {Class: "burst", Label: "burst"}} {
		j := submit(t, ctx, r, o)
		rec, err := j.Wait(ctx)
		if err != nil {
			t.Fatalf("%s: %v", o.Class, err)
		}
		checkHello(t, rec)
	}
	// Everything settled, spot-check re-runs included, before the balances are read.
	for {
		recs, err := r.Jobs()
		if err != nil {
			t.Fatal(err)
		}
		open := 0
		for _, rec := range recs {
			if rec.Phase == requester.PhaseClaimed || rec.Phase.Final() {
				continue
			}
			open++
			if _, err := r.Follow(ctx, rec.ID, requester.FollowOptions{UntilSettled: true}); err != nil {
				t.Fatalf("follow %s: %v", rec.ID, err)
			}
		}
		if open == 0 {
			break
		}
	}
	tokens1, err := n.Contracts.BalanceOf(ctx, me)
	if err != nil {
		t.Fatal(err)
	}
	eth1, err := n.Backend.BalanceAt(ctx, me, nil)
	if err != nil {
		t.Fatal(err)
	}
	recs, err := r.Jobs()
	if err != nil {
		t.Fatal(err)
	}
	costs := requester.CostByClass(recs)
	totalTokens, totalWei := new(big.Int), new(big.Int)
	var accepted, jobs int
	for _, c := range costs {
		t.Logf("%s: jobs %d accepted %d paid %s refunded %s reruns %d (%s) total %s gas %d (%s wei) per output %v tokens %v wei",
			c.Class, c.Jobs, c.Accepted, c.Paid, c.Refunded, c.Reruns, c.RerunPaid, c.TotalTokens, c.GasUsed, c.GasWei, c.PerOutputTokens, c.PerOutputWei)
		totalTokens.Add(totalTokens, c.TotalTokens)
		totalWei.Add(totalWei, c.GasWei)
		accepted += c.Accepted
		jobs += c.Jobs
		if c.GasUnpriced != 0 {
			t.Errorf("%s: %d jobs without gas prices", c.Class, c.GasUnpriced)
		}
	}
	if jobs != 3 || accepted != 2 {
		t.Fatalf("jobs %d accepted %d, want 3 and 2 (the crashed job is cost with no output)", jobs, accepted)
	}
	if spent := new(big.Int).Sub(tokens0, tokens1); spent.Cmp(totalTokens) != 0 {
		t.Fatalf("chain: the requester's tokens fell by %s; the job store says %s", spent, totalTokens)
	}
	if spent := new(big.Int).Sub(eth0, eth1); spent.Cmp(totalWei) != 0 || spent.Sign() <= 0 {
		t.Errorf("chain: the requester's ETH fell by %s wei; the job store says %s. The requester's transactions:", spent, totalWei)
		logTxsFrom(t, ctx, n, me, block0)
		for _, rec := range recs {
			t.Logf("job %s %s %s: open %s settle %s gas %d wei %s", rec.ID, rec.Class, rec.Phase, rec.OpenTx, rec.SettleTx, rec.GasUsed, rec.GasWei)
		}
		t.FailNow()
	}
	// The refunded job: the chain says refunded, the store counts its price back.
	if st, err := r.ChainState(ctx, lost.ID); err != nil || st.Status != contracts.StatusRefunded {
		t.Fatalf("crashed job on chain: %v, %v", st, err)
	}
	var burst requester.ClassCost
	for _, c := range costs {
		if c.Class == "burst" {
			burst = c
		}
	}
	lostRec, err := r.Get(lost.ID)
	if err != nil {
		t.Fatal(err)
	}
	if burst.Refunded.Cmp(lostRec.Acceptance.Price) != 0 || burst.Accepted != 1 || burst.Jobs != 2 {
		t.Fatalf("burst cost %+v: want the crashed job's price %s refunded, 1 of 2 accepted", burst, lostRec.Acceptance.Price)
	}
	// One useful burst output carries the whole burst spend (the gas of the refunded job too).
	if burst.PerOutputTokens.Cmp(burst.TotalTokens) != 0 || burst.PerOutputWei.Cmp(burst.GasWei) != 0 {
		t.Fatalf("burst per output %s / %s wei, want the totals %s / %s", burst.PerOutputTokens, burst.PerOutputWei, burst.TotalTokens, burst.GasWei)
	}
	if err := n.FaultErrors(); err != nil {
		t.Fatal(err)
	}
}

// checkBatchCost checks the requester's batch cost (its job store) against spent, the tokens its
// balance fell by on chain: jobs, useful outputs, spot-check re-runs, total and cost per useful
// output.
func checkBatchCost(t *testing.T, r *requester.Requester, spent *big.Int, jobs, accepted, reruns int) {
	t.Helper()
	recs, err := r.Jobs()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range requester.CostByClass(recs) {
		if c.Class != "batch" {
			continue
		}
		t.Logf("batch cost: jobs %d accepted %d paid %s refunded %s reruns %d (%s) total %s per output %s tokens, gas %s wei",
			c.Jobs, c.Accepted, c.Paid, c.Refunded, c.Reruns, c.RerunPaid, c.TotalTokens, c.PerOutputTokens, c.GasWei)
		if c.Jobs != jobs || c.Accepted != accepted || c.Reruns != reruns || c.TotalTokens.Cmp(spent) != 0 ||
			c.PerOutputTokens.Cmp(new(big.Int).Quo(spent, big.NewInt(int64(accepted)))) != 0 {
			t.Fatalf("batch cost %+v: want %d jobs, %d accepted, %d re-runs, total %s as the chain says", c, jobs, accepted, reruns, spent)
		}
		return
	}
	t.Fatal("no batch class in the requester's cost")
}

// logTxsFrom logs every transaction from sender since block from, with its receipt's gas and
// status (the diagnosis when the job store and the chain disagree about gas).
func logTxsFrom(t *testing.T, ctx context.Context, n *devnet.Network, sender common.Address, from uint64) {
	t.Helper()
	head, err := n.Backend.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	chainID := n.Chain.ChainID()
	for b := from; b <= head; b++ {
		blk, err := n.Backend.BlockByNumber(ctx, new(big.Int).SetUint64(b))
		if err != nil {
			t.Fatal(err)
		}
		for _, tx := range blk.Transactions() {
			if s, err := types.Sender(types.LatestSignerForChainID(chainID), tx); err != nil || s != sender {
				continue
			}
			rc, err := n.Backend.TransactionReceipt(ctx, tx.Hash())
			if err != nil {
				t.Fatal(err)
			}
			sel := ""
			if len(tx.Data()) >= 4 {
				sel = fmt.Sprintf("%x", tx.Data()[:4])
			}
			t.Logf("  block %d tx %s to %s selector %s status %d gas %d wei %s", b, tx.Hash(), tx.To(), sel, rc.Status, rc.GasUsed,
				new(big.Int).Mul(new(big.Int).SetUint64(rc.GasUsed), rc.EffectiveGasPrice))
		}
	}
}

// submitExcluding submits a hello job that must not go to the excluded providers.
func submitExcluding(t *testing.T, ctx context.Context, r *requester.Requester, o devnet.JobOptions, exclude ...common.Address) *requester.Job {
	t.Helper()
	dir := t.TempDir()
	path, err := devnet.WriteJob(dir, o)
	if err != nil {
		t.Fatal(err)
	}
	spec, err := jobspec.ParseFile(path, jobspec.Options{})
	if err != nil {
		t.Fatal(err)
	}
	j, err := r.Submit(ctx, spec, requester.SubmitOptions{BaseDir: dir, OutDir: filepath.Join(dir, "result"), Exclude: exclude})
	if err != nil {
		t.Fatalf("submit %s: %v", o.Class, err)
	}
	return j
}

func scrape(t *testing.T, url string) string {
	t.Helper()
	if !strings.HasPrefix(url, "http://127.0.0.1:") {
		t.Fatalf("metrics URL %q is not on loopback", url)
	}
	resp, err := http.Get(url)
	if err != nil {
		t.Fatalf("GET %s: %v", url, err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %d %v", url, resp.StatusCode, err)
	}
	return string(b)
}
