package contracts

import (
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/gpumesh/gpumesh/contracts/bindings"
	"github.com/gpumesh/gpumesh/devnet/chain"
)

const (
	testFeeBps = 250 // 2.5%
	testWindow = 100 * time.Second
	testUnbond = 300 * time.Second
)

// fixture is a deployment on a mainnet-like simulated chain with a staked provider and a funded
// requester.
type fixture struct {
	t         *testing.T
	ctx       context.Context
	chain     *simChain
	d         *Deployment
	c         *Client
	owner     *Sender
	provider  *Sender
	requester *Sender
	other     *Sender
	treasury  common.Address
}

func tok(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(1_000_000)) }

func newFixture(t *testing.T) *fixture { return newFixtureWith(t, 4, nil) }

// newFixtureWith is newFixture on a chain with nKeys funded accounts (at least 4; the fixture
// uses the first four) and a deploy configuration changed by mod.
func newFixtureWith(t *testing.T, nKeys int, mod func(*DeployConfig)) *fixture {
	t.Helper()
	return newFixtureOn(t, newSimChain(t, nKeys), mod, true)
}

// newFixtureWithToken is newFixture paying in a test token deployed from bin (its constructor
// takes its owner, the deployer, who mints); the provider stakes only when stake is set (a token
// the registry refuses cannot be staked). Its treasury is the chain's fifth key (f.sender(4)).
func newFixtureWithToken(t *testing.T, bin string, stake bool, mod func(*DeployConfig)) *fixture {
	t.Helper()
	ch := newSimChain(t, 5)
	s := NewSender(ch.client, ch.keys[0], big.NewInt(chain.DefaultChainID), nil)
	s.Mine = ch.mine
	in := bindings.NewBlacklistToken().PackConstructor(crypto.PubkeyToAddress(ch.keys[0].PublicKey))
	addr, _, err := s.Deploy(testCtx(t), common.FromHex(bin), in)
	if err != nil {
		t.Fatal(err)
	}
	return newFixtureOn(t, ch, func(c *DeployConfig) {
		c.Token = addr
		c.Treasury = crypto.PubkeyToAddress(ch.keys[4].PublicKey) // a treasury with a key: it withdraws
		if mod != nil {
			mod(c)
		}
	}, stake)
}

func newFixtureOn(t *testing.T, ch *simChain, mod func(*DeployConfig), stake bool) *fixture {
	t.Helper()
	ctx := testCtx(t)
	treasury := common.HexToAddress("0x7ea5a7ea5a7ea5a7ea5a7ea5a7ea5a7ea5a7ea5")
	cfg := DeployConfig{
		Treasury:        treasury,
		FeeBps:          testFeeBps,
		ChallengeWindow: testWindow,
		UnbondingDelay:  testUnbond,
		Mine:            ch.mine,
	}
	if mod != nil {
		mod(&cfg)
	}
	d, err := Deploy(ctx, ch.client, ch.keys[0], cfg)
	if err != nil {
		t.Fatal(err)
	}
	f := &fixture{t: t, ctx: ctx, chain: ch, d: d, c: NewClient(ch.client, d), treasury: cfg.Treasury}
	mk := func(i int) *Sender {
		s := f.c.Sender(ch.keys[i])
		s.Mine = ch.mine
		return s
	}
	f.owner, f.provider, f.requester, f.other = mk(0), mk(1), mk(2), mk(3)
	f.must(f.c.Mint(ctx, f.owner, f.requester.Address(), tok(1_000_000)))
	f.must(f.c.Mint(ctx, f.owner, f.provider.Address(), tok(1_000_000)))
	f.must(f.c.Register(ctx, f.provider, []byte("peer-provider"), "bafy-meta"))
	if stake {
		f.must(f.c.Approve(ctx, f.provider, d.Registry, tok(10_000)))
		f.must(f.c.Stake(ctx, f.provider, tok(10_000)))
	}
	return f
}

// sender is a Sender for the chain's i-th key.
func (f *fixture) sender(i int) *Sender {
	s := f.c.Sender(f.chain.keys[i])
	s.Mine = f.chain.mine
	return s
}

func (f *fixture) must(_ any, err error) {
	f.t.Helper()
	if err != nil {
		f.t.Fatal(err)
	}
}

func (f *fixture) now() uint64 {
	f.t.Helper()
	h, err := f.chain.client.HeaderByNumber(f.ctx, nil)
	if err != nil {
		f.t.Fatal(err)
	}
	return h.Time
}

func (f *fixture) advance(d time.Duration) {
	f.t.Helper()
	if err := f.chain.advance(d); err != nil {
		f.t.Fatal(err)
	}
}

// acceptance returns a signed batch acceptance between the fixture's provider and requester.
func (f *fixture) acceptance(mod func(*Acceptance)) (*Acceptance, []byte) {
	f.t.Helper()
	now := f.now()
	a := &Acceptance{
		Requester:  f.requester.Address(),
		Provider:   f.provider.Address(),
		SpecHash:   SpecHash([]byte("spec-cid")),
		Price:      tok(40),
		Collateral: tok(100),
		Deadline:   now + 1000,
		Class:      ClassBatch,
		Expiry:     now + 500,
		JobID:      NewJobID(f.requester.Address()),
	}
	a.SecretCommitment = CommitSecret([]byte("secret"))
	if mod != nil {
		mod(a)
	}
	sig, err := a.Sign(f.d.Domain(), f.provider.Key())
	if err != nil {
		f.t.Fatal(err)
	}
	return a, sig
}

// open approves and opens a job; it fails the test on error.
func (f *fixture) open(a *Acceptance, sig []byte) {
	f.t.Helper()
	f.must(f.c.Approve(f.ctx, f.requester, f.d.Escrow, a.Price))
	f.must(f.c.OpenJob(f.ctx, f.requester, a, sig))
}

func (f *fixture) balance(addr common.Address) *big.Int {
	f.t.Helper()
	b, err := f.c.BalanceOf(f.ctx, addr)
	if err != nil {
		f.t.Fatal(err)
	}
	return b
}

func (f *fixture) stake(p common.Address) *StakeInfo {
	f.t.Helper()
	info, err := f.c.StakeOf(f.ctx, p)
	if err != nil {
		f.t.Fatal(err)
	}
	return info
}

func (f *fixture) status(jobID [32]byte) JobStatus {
	f.t.Helper()
	st, err := f.c.JobState(f.ctx, jobID)
	if err != nil {
		f.t.Fatal(err)
	}
	return st.Status
}

// wantRevert asserts that err is the named custom error, labelled with contract.
func wantRevert(t *testing.T, err error, contract, name string) *RevertError {
	t.Helper()
	var re *RevertError
	if !errors.As(err, &re) {
		t.Fatalf("got %v, want revert %s: %s", err, contract, name)
	}
	if !errors.Is(err, ErrReverted) {
		t.Errorf("%v does not classify as ErrReverted", err)
	}
	if re.Name != name || re.Contract != contract {
		t.Fatalf("got %v, want %s: %s", re, contract, name)
	}
	return re
}

func diff(a, b *big.Int) *big.Int { return new(big.Int).Sub(a, b) }

func errorsIs(err, target error) bool { return errors.Is(err, target) }
