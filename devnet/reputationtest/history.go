// Package reputationtest (a devnet test kit: it needs the embedded chain) brings up a real embedded chain with the gpumesh contracts and writes
// job histories on it (claimed, refunded, slashed), for tests of reputation and of what uses it
// (matching). Every job goes through the real escrow: open with a signed acceptance, submit,
// claim after the challenge window, or refund after the deadline.
package reputationtest

import (
	"context"
	"crypto/ecdsa"
	"crypto/rand"
	"fmt"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/contracts/bindings"
	"github.com/gpumesh/gpumesh/devnet/chain"
)

// Chain is a running chain with deployed contracts, a requester and staked providers.
type Chain struct {
	Chain      *chain.Chain
	Client     *ethclient.Client // attached in process
	Deployment *contracts.Deployment
	Contracts  *contracts.Client
	Deployer   *contracts.Sender
	Requester  *contracts.Sender
	Providers  []*contracts.Sender
	secrets    map[[32]byte][32]byte // job id -> the requester's spot-check secret
}

// Tokens converts whole tokens (the test token has 6 decimals) to token units.
func Tokens(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(1_000_000)) }

// Start starts a chain without heartbeat (chain time moves one second or more per block), deploys the
// contracts with 10s challenge and verdict windows (quorum 2, every staked non-party drawn;
// the on-demand sealer sometimes seals an extra empty block, a second each, so the windows leave
// room), funds a requester and providers, and registers and
// stakes each provider. The chain stops when t ends.
func Start(ctx context.Context, t testing.TB, providers int) *Chain {
	t.Helper()
	c, err := chain.Start(ctx, chain.Config{Accounts: 2 + providers})
	if err != nil {
		t.Fatalf("start chain: %v", err)
	}
	t.Cleanup(func() { c.Close() })
	client := c.Client()
	t.Cleanup(client.Close)
	acc := c.Accounts()
	h := &Chain{Chain: c, Client: client, secrets: map[[32]byte][32]byte{}}
	h.Deployment, err = contracts.Deploy(ctx, client, acc[0].Key, contracts.DeployConfig{
		ChallengeWindow: 10 * time.Second, Dispute: contracts.DisputeConfig{VerdictWindow: 10 * time.Second},
	})
	if err != nil {
		t.Fatalf("deploy: %v", err)
	}
	h.Contracts = contracts.NewClient(client, h.Deployment)
	h.Deployer = h.Contracts.Sender(acc[0].Key)
	h.Requester = h.Contracts.Sender(acc[1].Key)
	if _, err := h.Contracts.Mint(ctx, h.Deployer, h.Requester.Address(), Tokens(1_000_000)); err != nil {
		t.Fatalf("mint: %v", err)
	}
	for i := range providers {
		p := h.Contracts.Sender(acc[2+i].Key)
		h.Providers = append(h.Providers, p)
		stake := Tokens(10_000)
		steps := []func() error{
			func() error { _, err := h.Contracts.Mint(ctx, h.Deployer, p.Address(), stake); return err },
			func() error {
				_, err := h.Contracts.Register(ctx, p, []byte(fmt.Sprintf("peer-%d", i)), "meta")
				return err
			},
			func() error { _, err := h.Contracts.Approve(ctx, p, h.Deployment.Registry, stake); return err },
			func() error { _, err := h.Contracts.Stake(ctx, p, stake); return err },
		}
		for _, step := range steps {
			if err := step(); err != nil {
				t.Fatalf("provider %d setup: %v", i, err)
			}
		}
	}
	return h
}

// open opens a job for provider at price with collateral = price, due in due seconds (more than
// contracts.MinRunLead) of chain time.
func (h *Chain) open(ctx context.Context, provider *contracts.Sender, price *big.Int, due uint64) (*contracts.Acceptance, error) {
	head, err := h.Client.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, err
	}
	// The next block's time is the later of the wall clock and the head's time + 1.
	base := max(head.Time, uint64(time.Now().Unix())) + 1
	a := &contracts.Acceptance{
		Requester: h.Requester.Address(), Provider: provider.Address(), Price: price, Collateral: price,
		Deadline: base + due, Class: contracts.ClassBatch,
		Expiry: base + due - uint64(contracts.MinRunLead/time.Second), // the latest the escrow allows
		JobID:  contracts.NewJobID(h.Requester.Address()),
	}
	rand.Read(a.SpecHash[:])
	var secret [32]byte
	rand.Read(secret[:])
	a.SecretCommitment = contracts.CommitSecret(secret[:])
	h.secrets[a.JobID] = secret
	sig, err := a.Sign(h.Deployment.Domain(), provider.Key())
	if err != nil {
		return nil, err
	}
	if _, err := h.Contracts.OpenJobWithPermit(ctx, h.Requester, a, sig, a.Expiry); err != nil {
		return nil, fmt.Errorf("open job: %w", err)
	}
	return a, nil
}

// passTime seals blocks (zero-value transfers; each block is at least a second later than the
// last) until the head's time is after t.
func (h *Chain) passTime(ctx context.Context, t uint64) error {
	for {
		head, err := h.Client.HeaderByNumber(ctx, nil)
		if err != nil {
			return err
		}
		if head.Time > t {
			return nil
		}
		if _, err := h.Deployer.SendValue(ctx, h.Deployer.Address(), new(big.Int), nil); err != nil {
			return fmt.Errorf("seal a block: %w", err)
		}
	}
}

// submitted opens a job of provider at price and submits its result; it returns the acceptance
// and the result hash.
func (h *Chain) submitted(ctx context.Context, t testing.TB, provider int, price *big.Int) (*contracts.Acceptance, [32]byte) {
	t.Helper()
	p := h.Providers[provider]
	a, err := h.open(ctx, p, price, 600)
	if err != nil {
		t.Fatal(err)
	}
	cid := append([]byte("result-"), a.JobID[:]...)
	if _, err := h.Contracts.SubmitResult(ctx, p, a, cid); err != nil {
		t.Fatalf("submit: %v", err)
	}
	return a, contracts.ResultHash(cid)
}

// Claimed runs n jobs of provider at price to the end: open, submit, challenge window, claim.
func (h *Chain) Claimed(ctx context.Context, t testing.TB, provider int, n int, price *big.Int) {
	t.Helper()
	p := h.Providers[provider]
	for range n {
		a, rh := h.submitted(ctx, t, provider, price)
		st, err := h.Contracts.JobState(ctx, a.JobID)
		if err != nil {
			t.Fatal(err)
		}
		// Gas is estimated at the head's time, so the head must be past the window.
		if err := h.passTime(ctx, st.Time); err != nil {
			t.Fatal(err)
		}
		if _, err := h.Contracts.Claim(ctx, p, a, rh); err != nil {
			t.Fatalf("claim: %v", err)
		}
	}
}

// Refunded runs n jobs of provider that miss their deadline and are refunded (the collateral,
// equal to the price, is slashed to the treasury).
func (h *Chain) Refunded(ctx context.Context, t testing.TB, provider int, n int, price *big.Int) {
	t.Helper()
	for range n {
		// Due just after the escrow's least lead: the acceptance must expire MinRunLead before it.
		a, err := h.open(ctx, h.Providers[provider], price, uint64(contracts.MinRunLead/time.Second)+2)
		if err != nil {
			t.Fatal(err)
		}
		if err := h.passTime(ctx, a.Deadline); err != nil {
			t.Fatal(err)
		}
		if _, err := h.Contracts.Refund(ctx, h.Requester, a); err != nil {
			t.Fatalf("refund: %v", err)
		}
	}
}

// Disputed runs a job of provider whose result the requester disputes (revealing its secret,
// posting the bond). With contracts.OutcomeProviderFault or OutcomeProviderRight the providers
// listed in verifiers join the verifier pool (before the dispute opens), the committee is drawn
// from the pool, and they sign that verdict and the requester relays them (the committee is
// drawn among pool members, so list every pool member other than the provider); with
// OutcomeVoid nobody votes and the dispute expires after the verdict window.
func (h *Chain) Disputed(ctx context.Context, t testing.TB, provider int, outcome uint8, verifiers []int, price *big.Int) {
	t.Helper()
	bond, err := h.Contracts.DisputeBond(ctx, price)
	if err != nil {
		t.Fatal(err)
	}
	for _, i := range verifiers {
		m, err := h.Contracts.VerifierOf(ctx, h.Address(i))
		if err != nil {
			t.Fatal(err)
		}
		if !m.Member {
			if _, err := h.Contracts.JoinVerifiers(ctx, h.Providers[i]); err != nil {
				t.Fatalf("join verifier pool: %v", err)
			}
		}
	}
	a, rh := h.submitted(ctx, t, provider, price)
	// After the permit of the open (which sets the allowance to the price, then spends it).
	if _, err := h.Contracts.Approve(ctx, h.Requester, h.Deployment.Escrow, bond); err != nil {
		t.Fatal(err)
	}
	if _, err := h.Contracts.OpenDispute(ctx, h.Requester, a, rh, h.secrets[a.JobID]); err != nil {
		t.Fatalf("open dispute: %v", err)
	}
	ds, err := h.Contracts.DisputeState(ctx, a.JobID)
	if err != nil {
		t.Fatal(err)
	}
	if outcome == contracts.OutcomeVoid {
		st, err := h.Contracts.JobState(ctx, a.JobID)
		if err != nil {
			t.Fatal(err)
		}
		if err := h.passTime(ctx, st.Time); err != nil {
			t.Fatal(err)
		}
		if _, err := h.Contracts.ExpireDispute(ctx, h.Requester, a, rh); err != nil {
			t.Fatalf("expire dispute: %v", err)
		}
		return
	}
	params, err := h.Contracts.DisputeParams(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for {
		head, err := h.Client.HeaderByNumber(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		if head.Number.Uint64() > ds.OpenBlock+params.DrawDelay {
			break
		}
		if _, err := h.Deployer.SendValue(ctx, h.Deployer.Address(), new(big.Int), nil); err != nil {
			t.Fatalf("seal a block: %v", err)
		}
	}
	if _, err := h.Contracts.DrawCommittee(ctx, h.Requester, a, rh); err != nil {
		t.Fatalf("draw committee: %v", err)
	}
	var vs []contracts.Verdict
	for _, i := range verifiers {
		v := contracts.Verdict{DisputeID: ds.ID, JobID: a.JobID, Outcome: outcome, ResultHash: rh, IssuedAt: ds.OpenedAt}
		if outcome == contracts.OutcomeProviderFault {
			v.ResultHash = common.Hash{0xbe, 0xef} // the verifiers' re-run gave another result
		}
		if err := v.Sign(h.Deployment.Domain(), h.Key(i)); err != nil {
			t.Fatal(err)
		}
		vs = append(vs, v)
	}
	if _, err := h.Contracts.SubmitVerdicts(ctx, h.Requester, a, rh, vs); err != nil {
		t.Fatalf("submit verdicts: %v", err)
	}
}

// Slash opens a job of provider at amount (locking amount of collateral), makes the deployer a
// slasher and slashes that collateral directly (a slash outside the escrow, as a dispute
// module's). The job stays open.
func (h *Chain) Slash(ctx context.Context, t testing.TB, provider int, amount *big.Int) {
	t.Helper()
	if _, err := h.open(ctx, h.Providers[provider], amount, 600); err != nil {
		t.Fatal(err)
	}
	reg := bindings.NewProviderRegistry()
	if _, err := h.Deployer.Send(ctx, h.Deployment.Registry, reg.PackSetSlasher(h.Deployer.Address(), true)); err != nil {
		t.Fatalf("set slasher: %v", err)
	}
	if _, err := h.Deployer.Send(ctx, h.Deployment.Registry, reg.PackSlash(h.Providers[provider].Address(), amount, h.Requester.Address())); err != nil {
		t.Fatalf("slash: %v", err)
	}
}

// Address returns provider i's address.
func (h *Chain) Address(i int) common.Address { return h.Providers[i].Address() }

// Key returns provider i's key.
func (h *Chain) Key(i int) *ecdsa.PrivateKey { return h.Providers[i].Key() }

// NewKey returns a fresh key (for addresses without history).
func NewKey() *ecdsa.PrivateKey {
	k, err := crypto.GenerateKey()
	if err != nil {
		panic(err)
	}
	return k
}
