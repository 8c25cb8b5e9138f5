package main

import (
	"math/big"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/devnet"
	"github.com/gpumesh/gpumesh/market/requester"
)

// TestJobCostOnDevnet: after a batch job through the CLI, `job cost --json` gives the class's
// jobs, accepted results, price and gas exactly as the job's own record (job submit --json), and
// the cost per useful output; the text table prints token and ETH columns apart.
func TestJobCostOnDevnet(t *testing.T) {
	_, dir, _, cli := onDevnetCLI(t, 90*time.Second)
	if code, out, errOut := cli("job", "cost"); code != exitOK || !strings.Contains(out, "no jobs") {
		t.Fatalf("job cost with no jobs: exit %d\n%s\n%s", code, out, errOut)
	}
	spec, err := devnet.WriteJob(filepath.Join(dir, "job"), devnet.JobOptions{Class: "batch", Label: "cost"})
	if err != nil {
		t.Fatal(err)
	}
	code, out, errOut := cli("--json", "job", "submit", spec, "--wait", "--out", filepath.Join(dir, "out"))
	if code != exitOK {
		t.Fatalf("job submit --wait: exit %d\n%s\n%s", code, out, errOut)
	}
	sub := decodeJSON[jobView](t, "job submit --json", out)
	if sub.Acceptance == nil || sub.GasWei == nil || sub.GasWei.Sign() <= 0 {
		t.Fatalf("job submit --json: %+v: want an acceptance and the open transaction's gas in wei", sub.Record)
	}

	code, out, errOut = cli("--json", "job", "cost")
	if code != exitOK {
		t.Fatalf("job cost --json: exit %d: %s", code, errOut)
	}
	costs := decodeJSON[[]requester.ClassCost](t, "job cost --json", out)
	if len(costs) != 1 {
		t.Fatalf("job cost --json: %+v, want the batch class only", costs)
	}
	c := costs[0]
	price := sub.Acceptance.Price
	if c.Class != "batch" || c.Jobs != 1 || c.Accepted != 1 || c.Reruns != 0 || c.GasUsed != sub.GasUsed ||
		c.Paid.Cmp(price) != 0 || c.Refunded.Sign() != 0 || c.TotalTokens.Cmp(price) != 0 ||
		c.GasWei.Cmp(sub.GasWei) != 0 || c.PerOutputTokens.Cmp(price) != 0 || c.PerOutputWei.Cmp(sub.GasWei) != 0 {
		t.Fatalf("job cost --json: %+v; want 1 job, 1 accepted, price %s, gas %d (%s wei) per output", c, price, sub.GasUsed, sub.GasWei)
	}

	code, out, errOut = cli("job", "cost", "--token-decimals", "0")
	if code != exitOK {
		t.Fatalf("job cost: exit %d: %s", code, errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 2 || !strings.Contains(lines[0], "tokens/output") || !strings.Contains(lines[0], "gas ETH/output") {
		t.Fatalf("job cost table:\n%s", out)
	}
	f := strings.Fields(lines[1])
	eth := new(big.Rat).SetFrac(sub.GasWei, new(big.Int).Exp(big.NewInt(10), big.NewInt(18), nil))
	if f[0] != "batch" || f[1] != "1" || f[2] != "1" || f[3] != price.String() || f[9] != price.String() ||
		!strings.HasPrefix(eth.FloatString(18), strings.TrimRight(f[8], "0")) {
		t.Fatalf("job cost row %q: want batch 1 1 paid %s ... per output %s, gas %s ETH", lines[1], price, price, eth.FloatString(18))
	}
}
