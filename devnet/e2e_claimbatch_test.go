package devnet_test

import (
	"bufio"
	"context"
	"fmt"
	"math/big"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/gpumesh/gpumesh/contracts/bindings"
	"github.com/gpumesh/gpumesh/devnet"
	"github.com/gpumesh/gpumesh/market/requester"
)

// TestE2EClaimBatch: a provider daemon whose jobs' challenge windows end together claims them
// in one claimMany, and a requester that keeps an escrow deposit opens its jobs from it. Three
// batch jobs run on one provider under a 60 s challenge window (the
// daemon's claim batch wait is the window on a devnet); once all three results are on chain
// and the daemon has recorded its three submits, chain time jumps past the windows. The three
// jobs are paid in one transaction, each its own payout, and no token is created or lost.
func TestE2EClaimBatch(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 150*time.Second)
	defer cancel()
	const window = 60 * time.Second
	// The requester keeps half its tokens in an escrow deposit: the SDK opens the jobs from it
	// (no permit, no token transfer), and the wallet is not touched by the opens.
	tokens := new(big.Int).Mul(big.NewInt(1_000_000), big.NewInt(1_000_000))
	half := new(big.Int).Rsh(tokens, 1)
	n, err := devnet.Start(ctx, devnet.Config{DataDir: t.TempDir(), Providers: 1, ChallengeWindow: window, Tokens: tokens, RequesterDeposit: half})
	if err != nil {
		t.Fatalf("devnet.Start: %v", err)
	}
	t.Cleanup(func() { n.Close() })
	if err := n.StartProviders(ctx, devnet.ProvidersConfig{Command: providerCommand, Slots: map[string]int{"batch": 3, "burst": 1}}); err != nil {
		t.Fatalf("StartProviders: %v", err)
	}
	r, err := n.StartRequester(ctx)
	if err != nil {
		t.Fatalf("StartRequester: %v", err)
	}
	t.Cleanup(func() { r.Close() })
	before := snapshot(t, ctx, n)

	reqAddr := crypto.PubkeyToAddress(n.Requester.PublicKey)
	wallet, err := n.Contracts.BalanceOf(ctx, reqAddr)
	if err != nil || wallet.Cmp(new(big.Int).Sub(tokens, half)) != 0 {
		t.Fatalf("requester wallet %v (%v), want the mint less the deposit", wallet, err)
	}
	if got, err := n.Contracts.DepositOf(ctx, reqAddr); err != nil || got.Cmp(half) != 0 {
		t.Fatalf("requester deposit %v (%v), want %s", got, err, half)
	}

	var jobs []*requester.Job
	for i := range 3 {
		jobs = append(jobs, submit(t, ctx, r, devnet.JobOptions{Class: "batch", Label: fmt.Sprint("claim-batch-", i)}))
	}
	prices := new(big.Int)
	escrow := bindings.NewJobEscrow()
	for i, j := range jobs {
		d := n.Contracts.Deployment()
		l, err := n.Contracts.Logs().Last(ctx, ethereum.FilterQuery{
			FromBlock: new(big.Int).SetUint64(d.Block), Addresses: []common.Address{d.Escrow},
			Topics: [][]common.Hash{{escrowEventID(bindings.JobEscrowJobOpenedEventName)}, {j.ID.Hash()}},
		})
		if err != nil {
			t.Fatalf("JobOpened of job %d: %v", i, err)
		}
		ev, err := escrow.UnpackJobOpenedEvent(l)
		if err != nil || !ev.FromDeposit {
			t.Fatalf("job %d opened: %+v (%v); want it paid from the deposit", i, ev, err)
		}
		prices.Add(prices, ev.Price)
	}
	if got, err := n.Contracts.DepositOf(ctx, reqAddr); err != nil || new(big.Int).Sub(half, got).Cmp(prices) != 0 {
		t.Fatalf("deposit %v (%v) after opening jobs of %s from %s", got, err, prices, half)
	}
	if got, err := n.Contracts.BalanceOf(ctx, reqAddr); err != nil || got.Cmp(wallet) != 0 {
		t.Fatalf("wallet %v (%v) after opens from the deposit, want %s (untouched)", got, err, wallet)
	}
	cl := n.Chain.Client()
	defer cl.Close()
	var submitGas uint64
	for _, j := range jobs {
		if rec, err := r.Follow(ctx, j.ID, requester.FollowOptions{NoFetch: true}); err != nil || rec.Phase != requester.PhaseSubmitted {
			t.Fatalf("follow %s to submitted: phase %s, err %v", j.ID.Hex(), rec.Phase, err)
		}
		sr, err := n.Contracts.SubmittedResult(ctx, j.ID)
		if err != nil {
			t.Fatal(err)
		}
		rcpt, err := cl.TransactionReceipt(ctx, sr.TxHash)
		if err != nil {
			t.Fatal(err)
		}
		submitGas += rcpt.GasUsed
	}
	// The daemon counts a submit's gas once its settler has the receipt (and expects the job in
	// a claim batch): wait until it counted all three.
	metric := `gpumesh_provider_gas_used_total{class="batch",op="submit"}`
	for {
		v, err := scrapeValue(ctx, n.Nodes[0].MetricsURL(), metric)
		if err == nil && uint64(v) == submitGas {
			break
		}
		select {
		case <-ctx.Done():
			t.Fatalf("%s = %v (%v); want the three submits' %d", metric, v, err, submitGas)
		case <-time.After(100 * time.Millisecond):
		}
	}
	if err := n.Chain.AdjustTime(window + time.Second); err != nil {
		t.Fatal(err)
	}

	claimed := escrowEventID(bindings.JobEscrowJobClaimedEventName)
	var tx common.Hash
	for i, j := range jobs {
		rec, err := r.Follow(ctx, j.ID, requester.FollowOptions{UntilSettled: true})
		if err != nil || rec.Phase != requester.PhaseClaimed {
			t.Fatalf("job %d settle: phase %s, err %v", i, rec.Phase, err)
		}
		checkHello(t, rec)
		d := n.Contracts.Deployment()
		l, err := n.Contracts.Logs().Last(ctx, ethereum.FilterQuery{
			FromBlock: new(big.Int).SetUint64(d.Block), Addresses: []common.Address{d.Escrow},
			Topics: [][]common.Hash{{claimed}, {j.ID.Hash()}},
		})
		if err != nil {
			t.Fatalf("JobClaimed of job %d: %v", i, err)
		}
		if i > 0 && l.TxHash != tx {
			t.Fatalf("job %d claimed in %s, job 0 in %s; want one claimMany", i, l.TxHash, tx)
		}
		tx = l.TxHash
	}
	before.check(t, ctx, n)
	if err := n.FaultErrors(); err != nil {
		t.Fatal(err)
	}
}

func escrowEventID(name string) common.Hash {
	return bindings.NewJobEscrow().GetABI().Events[name].ID
}

// scrapeValue reads the sample called series (name and labels exactly as exposed) from a
// Prometheus endpoint.
func scrapeValue(ctx context.Context, url, series string) (float64, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return 0, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), series+" "); ok {
			return strconv.ParseFloat(strings.TrimSpace(v), 64)
		}
	}
	if err := sc.Err(); err != nil {
		return 0, err
	}
	return 0, fmt.Errorf("%s not exposed at %s", series, url)
}
