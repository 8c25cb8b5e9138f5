package devnet_test

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"math/big"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/contracts/bindings"
	"github.com/gpumesh/gpumesh/devnet"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/market/requester"
	"github.com/gpumesh/gpumesh/provider/console"
)

// artifactsEnv names the directory browser tests save their screenshots under (one folder per
// test); unset, they go to the test's temporary directory.
const artifactsEnv = "GPUMESH_TEST_ARTIFACTS"

// TestE2EConsoleInBrowser: headless Chromium opens the requester's console (served from the
// requester's job store and book, with a token) and a provider daemon's console (its debug
// listener), while a batch job submitted during the test runs; it waits until the page shows
// the job paid, then checks the numbers on the page against the chain: the price against the
// JobOpened event, the provider's payout against JobClaimed, the requester's spend (cost table)
// against its token balance, and the cost per useful output against requester.CostByClass.
// A wrong token shows the 401's message on the page; nothing but GET is accepted.
func TestE2EConsoleInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: a devnet with a provider daemon, a batch job and a headless Chromium, ~30 s")
	}
	chromium, err := exec.LookPath("chromium")
	if err != nil {
		t.Skip("no chromium binary on PATH: install Debian's chromium package (apt-get install -y chromium) to run the browser test")
	}
	artifacts := os.Getenv(artifactsEnv)
	if artifacts == "" {
		artifacts = t.TempDir()
	}
	artifacts = filepath.Join(artifacts, t.Name())
	if err := os.MkdirAll(artifacts, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshots in %s (set %s to keep them)", artifacts, artifactsEnv)

	ctx, cancel := context.WithTimeout(context.Background(), 170*time.Second)
	defer cancel()
	n, r := e2eNet(t, ctx, 1)
	dec8, err := n.Contracts.Decimals(ctx)
	if err != nil {
		t.Fatal(err)
	}
	dec := int(dec8)

	// The requester's console, as an SDK program (or `gpumesh console`) serves it, with a token.
	token, err := console.NewToken()
	if err != nil {
		t.Fatal(err)
	}
	c, err := console.New(console.Config{Token: token, Hint: "the test's token", TokenDecimals: dec, HistoryInterval: 500 * time.Millisecond},
		console.RequesterSources(r), nil)
	if err != nil {
		t.Fatal(err)
	}
	historyCtx, stopHistory := context.WithCancel(ctx)
	sampled := make(chan error, 1)
	go func() { sampled <- c.Run(historyCtx) }()
	defer func() { stopHistory(); <-sampled }()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: c.Handler(), ReadHeaderTimeout: 5 * time.Second}
	go srv.Serve(ln)
	defer srv.Close()
	reqURL := console.URL(ln.Addr(), token)
	provURL := n.Nodes[0].ConsoleURL()
	if provURL == "" {
		t.Fatal("provider-1 has no console URL")
	}

	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(chromium), chromedp.NoSandbox,
		chromedp.DisableGPU, chromedp.WindowSize(1500, 1100))
	actx, acancel := chromedp.NewExecAllocator(ctx, opts...)
	defer acancel()
	bctx, bcancel := chromedp.NewContext(actx, chromedp.WithLogf(t.Logf))
	defer bcancel()
	shot := func(name string) {
		t.Helper()
		png, err := chromedp.Run(bctx, chromedp.FullScreenshot(100)) // 100: PNG
		if err != nil {
			t.Fatalf("screenshot %s: %v", name, err)
		}
		if err := os.WriteFile(filepath.Join(artifacts, name+".png"), png, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	text := func(sel string) string {
		t.Helper()
		tctx, tcancel := context.WithTimeout(bctx, 5*time.Second)
		defer tcancel()
		s, err := chromedp.Run(tctx, chromedp.Text(chromedp.CSS(sel)))
		if err != nil {
			t.Fatalf("read %s: %v", sel, err)
		}
		return strings.TrimSpace(s)
	}
	waitFor := func(sel string, within time.Duration, what string) {
		t.Helper()
		wctx, wcancel := context.WithTimeout(bctx, within)
		defer wcancel()
		if err := chromedp.Do(wctx, chromedp.WaitVisible(chromedp.CSS(sel))); err != nil {
			shot("timeout-" + strings.ReplaceAll(what, " ", "-"))
			t.Fatalf("the page never showed %s (%s) within %s: %v; page status: %q", what, sel, within, err, text("#status"))
		}
	}

	// waitText waits until the element's text is want (the page polls its views every 2 s).
	waitText := func(sel, want, what string) {
		t.Helper()
		q, _ := json.Marshal(sel)
		w, _ := json.Marshal(want)
		wctx, wcancel := context.WithTimeout(bctx, 15*time.Second)
		defer wcancel()
		js := `(() => { const e = document.querySelector(` + string(q) + `); return !!e && e.textContent.trim() === ` + string(w) + `; })()`
		ok, err := chromedp.Run(wctx, chromedp.Poll[bool](js, chromedp.WithPollingInterval(200*time.Millisecond), chromedp.WithPollingTimeout(15*time.Second)))
		if err != nil || !ok {
			shot("timeout-text")
			t.Fatalf("%s: the page shows %q, want %q (%v)", what, text(sel), want, err)
		}
	}

	// A wrong token: the page loads and says why its views are refused (the 401's message).
	if err := chromedp.Do(bctx, chromedp.Navigate(strings.Replace(reqURL, token, "not-the-token", 1))); err != nil {
		t.Fatal(err)
	}
	waitFor("#status.error", 20*time.Second, "the wrong token's error")
	if s := text("#status"); !strings.Contains(s, "401") || !strings.Contains(s, "wrong token: use the test's token") {
		t.Errorf("wrong token: the page says %q, want the 401 saying where the token is", s)
	}
	shot("wrong-token")

	me := r.Address()
	tokens0, err := n.Contracts.BalanceOf(ctx, me)
	if err != nil {
		t.Fatal(err)
	}
	j := submit(t, ctx, r, devnet.JobOptions{Class: "batch", Label: "console"})
	id := j.ID.Hex()
	row := `#requester-jobs tr[data-job="` + id + `"]`
	if err := chromedp.Do(bctx, chromedp.Navigate(reqURL)); err != nil {
		t.Fatal(err)
	}
	waitFor(row, 20*time.Second, "the submitted job")
	shot("requester-job-running")

	// The requester follows the job to the end while the page polls.
	settled := make(chan error, 1)
	go func() {
		if _, err := j.Wait(ctx); err != nil {
			settled <- err
			return
		}
		_, err := r.Follow(ctx, j.ID, requester.FollowOptions{UntilSettled: true})
		settled <- err
	}()
	waitFor(row+`[data-phase="claimed"]`, 120*time.Second, "the job paid")
	if err := <-settled; err != nil {
		t.Fatalf("job %s: %v", id, err)
	}
	settleAll(t, ctx, r) // spot-check re-runs too, before the balance is read
	shot("requester-job-paid")

	// Status and price, against the chain.
	st, err := n.Contracts.JobState(ctx, j.ID)
	if err != nil {
		t.Fatal(err)
	}
	if st.Status != contracts.StatusClaimed {
		t.Fatalf("chain: job %s status %d, want claimed (%d)", id, st.Status, contracts.StatusClaimed)
	}
	if s := text(row + ` td[data-field="status"]`); s != "paid" {
		t.Errorf("status cell %q, want paid", s)
	}
	acc, err := n.Contracts.OpenedAcceptance(ctx, j.ID)
	if err != nil {
		t.Fatal(err)
	}
	waitText(row+` td[data-field="price"]`, jobspec.FormatAmount(acc.Price, dec), "the job's price (the chain's JobOpened)")
	// Cost, against the job store and the chain. The page may show an older poll: wait until
	// the cost row shows the store's figures (or fail naming both).
	recs, err := r.Jobs()
	if err != nil {
		t.Fatal(err)
	}
	var cost *requester.ClassCost
	for _, cc := range requester.CostByClass(recs) {
		if cc.Class == "batch" {
			cost = &cc
		}
	}
	if cost == nil || cost.Accepted != 1 {
		t.Fatalf("job store: batch cost %+v, want one accepted job", cost)
	}
	tokens1, err := n.Contracts.BalanceOf(ctx, me)
	if err != nil {
		t.Fatal(err)
	}
	if spent := new(big.Int).Sub(tokens0, tokens1); spent.Cmp(cost.TotalTokens) != 0 {
		t.Fatalf("chain: the requester's tokens fell by %s, the job store's cost says %s", spent, cost.TotalTokens)
	}
	costRow := `#requester-costs tr[data-class="batch"]`
	waitFor(costRow+` td[data-field="total_tokens"]`, 10*time.Second, "the cost row")
	want := map[string]string{"total_tokens": jobspec.FormatAmount(cost.TotalTokens, dec), "per_output_tokens": jobspec.FormatAmount(cost.PerOutputTokens, dec),
		"accepted": "1", "per_output_gas": jobspec.FormatAmount(cost.PerOutputWei, 18)}
	for field, w := range want {
		waitText(costRow+` td[data-field="`+field+`"]`, w, "the cost row's "+field+" (the job store's and the chain's)")
	}
	shot("requester-cost")

	// The market view: the provider's offer as the book holds it, and its batch price in the
	// price history of its device model.
	entry, ok := r.Book().Get(n.Nodes[0].Address)
	if !ok || len(entry.Offer.GPUs) == 0 {
		t.Fatalf("the requester's book has no offer with devices from provider-1: %+v", entry)
	}
	batch, unit := entry.Offer.PriceFor(market.ClassBatch)
	if batch == nil {
		t.Fatal("provider-1's offer has no batch price")
	}
	hrow := `#market-history tr[data-model="` + entry.Offer.GPUs[0].Model + `"][data-class="batch"]`
	waitFor(hrow, 10*time.Second, "the price history")
	waitText(hrow+` td[data-field="min"]`, jobspec.FormatAmount(batch, dec), "the lowest batch price of "+entry.Offer.GPUs[0].Model)
	waitText(`#market-offers tr[data-provider="`+n.Nodes[0].Address.Hex()+`"] td[data-field="batch"]`, jobspec.FormatAmount(batch, dec)+"/"+unit.String(), "the offer's batch price")
	shot("market")

	// The provider daemon's console: the job paid, with the payout the chain's JobClaimed says.
	payout := claimedPayout(t, ctx, n, j.ID)
	if err := chromedp.Do(bctx, chromedp.Navigate(provURL)); err != nil {
		t.Fatal(err)
	}
	prow := `#provider-jobs tr[data-job="` + id + `"][data-state="paid"]`
	waitFor(prow, 30*time.Second, "the provider's job paid")
	waitText(prow+` td[data-field="paid"]`, jobspec.FormatAmount(payout, dec), "the provider's payout (the chain's JobClaimed)")
	if s := text("#provider-address"); !strings.EqualFold(s, n.Nodes[0].Address.Hex()) {
		t.Errorf("provider console: address %q, want %s", s, n.Nodes[0].Address.Hex())
	}
	shot("provider-job-paid")

	// Read-only and access, over plain HTTP against both consoles.
	for _, tc := range []struct {
		method, url, host, auth string
		code                    int
		body                    string
	}{
		{"POST", reqURL, "", "", 405, "read-only"},
		{"DELETE", strings.TrimSuffix(reqURL, "?token="+token) + "api/requester", "", "Bearer " + token, 405, "read-only"},
		{"GET", strings.TrimSuffix(reqURL, "?token="+token) + "api/requester?token=wrong-wrong-wrong", "", "", 401, "wrong token"},
		{"GET", strings.TrimSuffix(reqURL, "?token="+token) + "api/requester", "", "Bearer " + token, 200, id},
		{"PUT", provURL + "api/provider", "", "", 405, "read-only"},
		{"GET", provURL + "api/provider", "attacker.example", "", 401, "not loopback"},
		{"GET", provURL + "api/provider", "", "", 200, id},
	} {
		req, err := http.NewRequestWithContext(ctx, tc.method, tc.url, nil)
		if err != nil {
			t.Fatal(err)
		}
		if tc.host != "" {
			req.Host = tc.host
		}
		if tc.auth != "" {
			req.Header.Set("Authorization", tc.auth)
		}
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(io.LimitReader(res.Body, 1<<20))
		res.Body.Close()
		if res.StatusCode != tc.code || !strings.Contains(string(b), tc.body) {
			t.Errorf("%s %s (Host %q): %d %.200q, want %d containing %q", tc.method, tc.url, tc.host, res.StatusCode, b, tc.code, tc.body)
		}
	}
}

// settleAll follows every unsettled job of r (spot-check re-runs included) to its end.
func settleAll(t *testing.T, ctx context.Context, r *requester.Requester) {
	t.Helper()
	for {
		recs, err := r.Jobs()
		if err != nil {
			t.Fatal(err)
		}
		open := 0
		for _, rec := range recs {
			if rec.Phase.Final() {
				continue
			}
			open++
			if _, err := r.Follow(ctx, rec.ID, requester.FollowOptions{UntilSettled: true}); err != nil && !errors.Is(err, requester.ErrJobRefunded) {
				t.Fatalf("follow %s: %v", rec.ID, err)
			}
		}
		if open == 0 {
			return
		}
	}
}

// claimedPayout is the provider's payout in the job's JobClaimed event.
func claimedPayout(t *testing.T, ctx context.Context, n *devnet.Network, id contracts.JobID) *big.Int {
	t.Helper()
	escrow := bindings.NewJobEscrow()
	ev := escrow.GetABI().Events[bindings.JobEscrowJobClaimedEventName]
	logs, err := n.Backend.FilterLogs(ctx, ethereum.FilterQuery{Addresses: []common.Address{n.Deployment.Escrow},
		Topics: [][]common.Hash{{ev.ID}, {common.Hash(id)}}})
	if err != nil {
		t.Fatal(err)
	}
	if len(logs) != 1 {
		t.Fatalf("chain: %d JobClaimed events for %s, want 1", len(logs), id)
	}
	c, err := escrow.UnpackJobClaimedEvent(&logs[0])
	if err != nil {
		t.Fatal(err)
	}
	return c.Payout
}
