package requester

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/devnet/chain"
)

// TestConfirmedJobState: with Confirmations 2 the requester acts on a submitted result only once
// two blocks sit on the block that carried it. A result whose block a reorganisation replaces
// before then is never seen (at depth 0 it was: the latest state said Submitted), and the result
// submitted again in the new branch is seen once it is two blocks deep.
func TestConfirmedJobState(t *testing.T) {
	if testing.Short() {
		t.Skip("a chain with a job opened and a reorganisation (-short)")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	ch, err := chain.Start(ctx, chain.Config{Accounts: 3})
	if err != nil {
		t.Fatal(err)
	}
	defer ch.Close()
	eth := ch.Client()
	defer eth.Close()
	keys := ch.Accounts()
	d, err := contracts.Deploy(ctx, eth, keys[0].Key, contracts.DeployConfig{ChallengeWindow: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	c := contracts.NewClient(eth, d)
	owner, prov, req := c.Sender(keys[0].Key), c.Sender(keys[1].Key), c.Sender(keys[2].Key)
	tok := func(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(1_000_000)) }
	must := func(_ any, err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(c.Mint(ctx, owner, req.Address(), tok(100)))
	must(c.Mint(ctx, owner, prov.Address(), tok(100)))
	must(c.Register(ctx, prov, []byte("peer"), "meta"))
	must(c.Approve(ctx, prov, d.Registry, tok(50)))
	must(c.Stake(ctx, prov, tok(50)))
	now, err := c.Now(ctx)
	if err != nil {
		t.Fatal(err)
	}
	a := &contracts.Acceptance{JobID: contracts.NewJobID(req.Address()), Requester: req.Address(), Provider: prov.Address(),
		SpecHash: contracts.SpecHash([]byte("spec")), Price: tok(1), Collateral: tok(2),
		Deadline: uint64(now.Unix()) + 3600, Expiry: uint64(now.Unix()) + 600, Class: contracts.ClassBatch}
	a.SecretCommitment = contracts.CommitSecret([]byte("secret"))
	sig, err := a.Sign(d.Domain(), prov.Key())
	if err != nil {
		t.Fatal(err)
	}
	must(c.Approve(ctx, req, d.Escrow, a.Price))
	must(c.OpenJob(ctx, req, a, sig))

	r := &Requester{cfg: Config{Backend: eth, Confirmations: 2}, chain: c}
	state := func(what string, want contracts.JobStatus) {
		t.Helper()
		st, err := r.confirmedJobState(ctx, a.JobID)
		if err != nil {
			t.Fatal(err)
		}
		if st.Status != want {
			t.Fatalf("%s: the requester sees %s, want %s", what, st.Status, want)
		}
	}
	seal := func(n int) {
		t.Helper()
		for range n {
			if err := ch.AdjustTime(time.Second); err != nil { // an empty block
				t.Fatal(err)
			}
		}
	}
	seal(2) // the opening confirmed
	state("opened, two blocks deep", contracts.StatusOpen)
	rcpt, err := c.SubmitResult(ctx, prov, a, []byte("result-1"))
	if err != nil {
		t.Fatal(err)
	}
	if latest, err := c.JobState(ctx, a.JobID); err != nil || latest.Status != contracts.StatusSubmitted {
		t.Fatalf("latest state %v %v, want Submitted", latest, err)
	}
	state("the result's block is the head", contracts.StatusOpen)
	seal(1)
	state("one block on the result", contracts.StatusOpen)

	// The block that carried the result is replaced (with an empty branch, longer than before).
	if err := ch.Rewind(rcpt.BlockNumber.Uint64() - 1); err != nil {
		t.Fatal(err)
	}
	seal(3)
	state("after the reorganisation", contracts.StatusOpen)

	// Submitted again in the new branch: seen once two blocks deep.
	if _, err := c.SubmitResult(ctx, prov, a, []byte("result-2")); err != nil {
		t.Fatal(err)
	}
	state("resubmitted, at the head", contracts.StatusOpen)
	seal(2)
	state("resubmitted, two blocks deep", contracts.StatusSubmitted)
}
