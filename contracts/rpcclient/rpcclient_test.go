package rpcclient_test

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/contracts/rpcclient"
	"github.com/gpumesh/gpumesh/contracts/rpctest"
	"github.com/gpumesh/gpumesh/devnet/chain"
)

func tok(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(1_000_000)) }

// TestFlakyRPCJobLifecycle runs a batch job's whole chain lifecycle (deploy, register, stake,
// open, submit, claim) against a chain reached only over JSON-RPC, sealing a block per second,
// through an endpoint list whose first entry is dead and a proxy that caps log queries at 1,000
// blocks and drops 5% of requests (half before the node sees them, half with the answer lost).
// Every step must succeed exactly once: the job is claimed, the provider paid once, and no
// transaction is sent twice under another nonce.
func TestFlakyRPCJobLifecycle(t *testing.T) {
	if testing.Short() {
		t.Skip("a chain sealing a block per second (-short)")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	ch, err := chain.Start(ctx, chain.Config{BlockPeriod: time.Second, Accounts: 3})
	if err != nil {
		t.Fatal(err)
	}
	defer ch.Close()
	proxy, err := rpctest.StartLogCapProxy(ch.HTTPEndpoint(), 1000)
	if err != nil {
		t.Fatal(err)
	}
	defer proxy.Close()
	proxy.SetDropRate(0.05, 7)

	client, err := rpcclient.Dial(ctx, []string{"http://127.0.0.1:1", proxy.URL()}, rpcclient.Options{Backoff: 20 * time.Millisecond, MaxBackoff: 200 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()

	keys := ch.Accounts()
	d, err := contracts.Deploy(ctx, client, keys[0].Key, contracts.DeployConfig{ChallengeWindow: 2 * time.Second, Poll: 100 * time.Millisecond})
	if err != nil {
		t.Fatalf("deploy over a flaky RPC: %v", err)
	}
	if err := contracts.VerifyDeployment(ctx, client, d); err != nil {
		t.Fatal(err)
	}
	c := contracts.NewClient(client, d)
	owner, provider, requester := c.Sender(keys[0].Key), c.Sender(keys[1].Key), c.Sender(keys[2].Key)
	for _, s := range []*contracts.Sender{owner, provider, requester} {
		s.Poll = 100 * time.Millisecond
	}
	step := 0
	must := func(_ any, err error) {
		t.Helper()
		step++
		if err != nil {
			t.Fatalf("step %d: %v", step, err)
		}
	}
	must(c.Mint(ctx, owner, requester.Address(), tok(1_000)))
	must(c.Mint(ctx, owner, provider.Address(), tok(1_000)))
	must(c.Register(ctx, provider, []byte("peer"), "meta"))
	must(c.Approve(ctx, provider, d.Registry, tok(500)))
	must(c.Stake(ctx, provider, tok(500)))

	now, err := c.Now(ctx)
	if err != nil {
		t.Fatal(err)
	}
	a := &contracts.Acceptance{
		JobID:      contracts.NewJobID(requester.Address()),
		Requester:  requester.Address(),
		Provider:   provider.Address(),
		SpecHash:   contracts.SpecHash([]byte("spec")),
		Price:      tok(40),
		Collateral: tok(100),
		Deadline:   uint64(now.Unix()) + 600,
		Expiry:     uint64(now.Unix()) + 300,
		Class:      contracts.ClassBatch,
	}
	a.SecretCommitment = contracts.CommitSecret([]byte("secret"))
	sig, err := a.Sign(d.Domain(), provider.Key())
	if err != nil {
		t.Fatal(err)
	}
	before, err := c.BalanceOf(ctx, provider.Address())
	if err != nil {
		t.Fatal(err)
	}
	must(c.Approve(ctx, requester, d.Escrow, a.Price))
	must(c.OpenJob(ctx, requester, a, sig))
	must(c.SubmitResult(ctx, provider, a, []byte("result-cid")))
	res, err := c.SubmittedResult(ctx, a.JobID)
	if err != nil {
		t.Fatalf("read ResultSubmitted through the paged log query: %v", err)
	}
	// Wait on the chain's clock (blocks come every second) for the challenge window to end.
	for {
		now, err := c.Now(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if uint64(now.Unix()) > res.ChallengeEnd {
			break
		}
		select {
		case <-ctx.Done():
			t.Fatal("the challenge window never ended on chain")
		case <-time.After(200 * time.Millisecond):
		}
	}
	must(c.Claim(ctx, provider, a, res.ResultHash))
	st, err := c.JobState(ctx, a.JobID)
	if err != nil {
		t.Fatal(err)
	}
	if st.Status != contracts.StatusClaimed {
		t.Fatalf("job status %v, want claimed", st.Status)
	}
	// The claim credited the provider's earnings in the escrow; its withdrawal pays the wallet.
	if earned, err := c.EarningsOf(ctx, provider.Address()); err != nil || earned.Cmp(a.Price) != 0 {
		t.Fatalf("provider's earnings %s (%v), want the price %s once (fee 0)", earned, err, a.Price)
	}
	must(c.WithdrawEarnings(ctx, provider, a.Price, provider.Address()))
	after, err := c.BalanceOf(ctx, provider.Address())
	if err != nil {
		t.Fatal(err)
	}
	if paid := new(big.Int).Sub(after, before); paid.Cmp(a.Price) != 0 {
		t.Fatalf("provider's balance moved by %s, want the price %s once (fee 0)", paid, a.Price)
	}
	// Nonces: each sender's account nonce equals the transactions it meant to send.
	for _, x := range []struct {
		s    *contracts.Sender
		want uint64
	}{{owner, 4 + 2}, {provider, 6}, {requester, 2}} {
		n, err := client.NonceAt(ctx, x.s.Address(), nil)
		if err != nil {
			t.Fatal(err)
		}
		if n != x.want {
			t.Fatalf("%s sent %d transactions, want %d", x.s.Address(), n, x.want)
		}
	}
	b, a2 := proxy.Dropped()
	st2 := client.Stats()
	t.Logf("proxy dropped %d requests before upstream and %d answers; client: %d requests, %d retries, %d failovers", b, a2, st2.Requests, st2.Retries, st2.Failovers)
	if b+a2 == 0 || st2.Retries == 0 {
		t.Fatalf("no request was dropped or retried (%d requests): the test did not exercise the failover", st2.Requests)
	}
}
