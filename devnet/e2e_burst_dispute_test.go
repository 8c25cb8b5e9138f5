package devnet_test

import (
	"context"
	"math/big"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ipfs/go-cid"
	mh "github.com/multiformats/go-multihash"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/devnet"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/market/requester"
	"github.com/gpumesh/gpumesh/verifier/spotcheck"
)

// lyingReexecutor is the devnet's honest re-executor until lie is set; then it reports a CID no
// honest run gives, so the requester's spot-check finds a mismatch on honest work and disputes it.
type lyingReexecutor struct {
	inner spotcheck.Reexecutor
	lie   atomic.Bool
}

func (x *lyingReexecutor) Reexecute(ctx context.Context, job spotcheck.Job) (cid.Cid, error) {
	if x.lie.Load() {
		h, err := mh.Sum([]byte("not what the job computes: "+job.ID.Hex()), mh.SHA2_256, -1)
		if err != nil {
			return cid.Undef, err
		}
		return cid.NewCidV1(cid.Raw, h), nil
	}
	return x.inner.Reexecute(ctx, job)
}

// TestE2EBurstWrongResultSlashed: checkable burst work end to end on the devnet, with three
// honest providers and one wrong-result provider, every provider in the verifier pool, and a
// requester that pays burst jobs from payment channels and spot-checks every one (p = 1).
//
//  1. The cheater takes a burst job (the test excludes the others): its daemon locks collateral
//     for the channel before it records the voucher, returns a wrong result with a signed
//     receipt; the requester's re-run differs, it disputes the receipt on the channel contract,
//     the honest providers' verifier services are drawn, re-run the job from the evidence and
//     vote provider-fault; the channel's whole collateral is slashed. The requester gets back
//     exactly the job's price (its proven loss) and its bond, nothing more.
//  2. An honest provider's burst job, disputed by a requester whose re-executor lies: the
//     committee finds provider-right; the requester loses its bond, the honest provider keeps
//     its stake and its channel's collateral and gains the bond less the verifiers' share.
//
// No token is created or lost.
func TestE2EBurstWrongResultSlashed(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 150*time.Second)
	defer cancel()
	n, err := devnet.Start(ctx, devnet.Config{DataDir: t.TempDir(), Providers: 4, ChallengeWindow: time.Hour})
	if err != nil {
		t.Fatalf("devnet.Start: %v", err)
	}
	t.Cleanup(func() { n.Close() })
	if err := n.StartProviders(ctx, devnet.ProvidersConfig{Faults: []devnet.Fault{devnet.FaultWrongResult}, Command: providerCommand}); err != nil {
		t.Fatalf("StartProviders: %v", err)
	}
	cheater := n.Nodes[len(n.Nodes)-1]
	if cheater.Fault != devnet.FaultWrongResult {
		t.Fatalf("provider-%d fault %q, want wrong-result", cheater.Index, cheater.Fault)
	}
	reexec := &lyingReexecutor{inner: n.Reexecutor()}
	cfg := n.ChannelRequesterConfig()
	always := devnet.AlwaysSpotCheck()
	cfg.SpotCheck = &requester.SpotCheckConfig{Params: &always, Reexecutor: reexec}
	r := startRequester(t, ctx, cfg)
	before := snapshot(t, ctx, n)
	stakeOf := func(a common.Address) *big.Int {
		t.Helper()
		s, err := n.Contracts.StakeOf(ctx, a)
		if err != nil {
			t.Fatal(err)
		}
		return s.Stake
	}
	balanceOf := func(a common.Address) *big.Int {
		t.Helper()
		b, err := n.Contracts.BalanceOf(ctx, a)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	var honest []common.Address
	for _, p := range n.Nodes[:len(n.Nodes)-1] {
		honest = append(honest, p.Address)
	}

	// 1. The cheater's burst job: caught, disputed with its receipt, slashed.
	cheaterStake := stakeOf(cheater.Address)
	reqBalance := balanceOf(r.Address())
	j := submitBurst(t, ctx, r, "cheated-burst", honest)
	rec, err := j.Wait(ctx)
	if err != nil {
		sc, _ := r.SpotCheckOf(j.ID)
		t.Fatalf("cheated burst job Wait: %v (spot-check %+v)", err, sc)
	}
	if rec.Acceptance.Provider != cheater.Address || rec.Voucher == nil || rec.Receipt == nil {
		t.Fatalf("job went to %s (voucher %v, receipt %v), want the wrong-result provider %s paid by voucher", rec.Acceptance.Provider.Hex(), rec.Voucher, rec.Receipt, cheater.Address.Hex())
	}
	if rec.Phase != requester.PhaseRefunded {
		sc, _ := r.SpotCheckOf(j.ID)
		t.Fatalf("cheated burst job phase %s, want refunded after a provider-fault dispute (spot-check %+v)", rec.Phase, sc)
	}
	sc, err := r.SpotCheckOf(j.ID)
	if err != nil || sc.Verdict != "mismatch" || sc.Outcome != "provider-fault" || sc.NoDispute != "" {
		t.Fatalf("spot-check %+v (%v): want a mismatch disputed and resolved provider-fault", sc, err)
	}
	price := rec.Receipt.Price
	slashed := new(big.Int).Sub(cheaterStake, stakeOf(cheater.Address))
	// The SDK asked for price x (floor(1/p) + 1 + w) = 19 x price (the burst collateral bound).
	if want := new(big.Int).Mul(price, big.NewInt(19)); slashed.Cmp(want) < 0 {
		t.Fatalf("cheater's stake fell by %s, want its channel collateral (at least 19 x price = %s)", slashed, want)
	}
	if held, disputing, err := n.Contracts.ChannelCollateral(ctx, rec.Voucher.ChannelID); err != nil || held.Sign() != 0 || disputing {
		t.Fatalf("cheater's channel after the slash: collateral %v, disputing %t, err %v; want 0, no dispute", held, disputing, err)
	}
	// The requester's position: its wallet plus what it can still reclaim from the channel
	// (deposit - the vouchers it signed). It paid the price by voucher for a wrong result and got
	// the price back from the collateral: its net gain is 0, at most its proven loss (the price).
	st, err := n.Contracts.ChannelState(ctx, rec.Voucher.ChannelID)
	if err != nil {
		t.Fatal(err)
	}
	position := new(big.Int).Add(balanceOf(r.Address()), new(big.Int).Sub(st.Deposit, rec.Voucher.Amount))
	if gain := new(big.Int).Sub(position, reqBalance); gain.Sign() != 0 {
		t.Fatalf("requester's net gain over the disputed burst job %s, want 0 (price back from the collateral, bond back, nothing more)", gain)
	}
	before.check(t, ctx, n)
	t.Logf("cheater slashed %s (price %s); requester made whole, no more", slashed, price)

	// 2. An honest provider's burst job disputed without cause: provider-right, the bond lost.
	reexec.lie.Store(true)
	j2 := submitBurst(t, ctx, r, "honest-burst", []common.Address{cheater.Address})
	// The job's provider is known once it is accepted; its stake is read before the dispute.
	if _, err := r.Follow(ctx, j2.ID, requester.FollowOptions{NoFetch: true}); err != nil {
		t.Fatalf("honest burst job result: %v", err)
	}
	rec2, err := r.Get(j2.ID)
	if err != nil {
		t.Fatal(err)
	}
	prov := rec2.Acceptance.Provider
	provStake, provBalance := stakeOf(prov), balanceOf(prov)
	held0, _, err := n.Contracts.ChannelCollateral(ctx, rec2.Voucher.ChannelID)
	if err != nil || held0.Sign() == 0 {
		t.Fatalf("honest provider's channel collateral %v (%v), want some locked", held0, err)
	}
	reqBalance = balanceOf(r.Address())
	bond, err := n.Contracts.BurstDisputeBond(ctx, rec2.Receipt.Price)
	if err != nil {
		t.Fatal(err)
	}
	rec2, err = r.Follow(ctx, j2.ID, requester.FollowOptions{})
	if err != nil {
		t.Fatalf("honest burst job: %v", err)
	}
	checkHello(t, rec2)
	if sc, err := r.SpotCheckOf(j2.ID); err != nil || sc.Verdict != "mismatch" || sc.Outcome != "provider-right" || rec2.Phase != requester.PhaseClaimed {
		t.Fatalf("unfounded burst dispute: phase %s, spot-check %+v (%v); want claimed, provider-right", rec2.Phase, sc, err)
	}
	if got := new(big.Int).Sub(reqBalance, balanceOf(r.Address())); got.Cmp(bond) != 0 {
		t.Fatalf("requester lost %s over the unfounded dispute, want its bond %s", got, bond)
	}
	if got := stakeOf(prov); got.Cmp(provStake) != 0 {
		t.Fatalf("honest provider's stake %s -> %s: it was slashed", provStake, got)
	}
	if held, disputing, err := n.Contracts.ChannelCollateral(ctx, rec2.Voucher.ChannelID); err != nil || held.Cmp(held0) != 0 || disputing {
		t.Fatalf("honest provider's channel collateral %s -> %v (disputing %t, %v), want unchanged", held0, held, disputing, err)
	}
	if gain := new(big.Int).Sub(balanceOf(prov), provBalance); gain.Sign() <= 0 || gain.Cmp(bond) >= 0 {
		t.Fatalf("honest provider gained %s, want the bond %s less the verifiers' share", gain, bond)
	}
	before.check(t, ctx, n)
	if err := n.FaultErrors(); err != nil {
		t.Fatal(err)
	}
}

// submitBurst submits a burst hello job with verification spot-check, excluding providers.
func submitBurst(t *testing.T, ctx context.Context, r *requester.Requester, label string, exclude []common.Address) *requester.Job {
	t.Helper()
	dir := t.TempDir()
	path, err := devnet.WriteJob(dir, devnet.JobOptions{Class: "burst", Deadline: "2m", Verification: "spot-check", Label: label})
	if err != nil {
		t.Fatal(err)
	}
	spec, err := jobspec.ParseFile(path, jobspec.Options{})
	if err != nil {
		t.Fatal(err)
	}
	j, err := r.Submit(ctx, spec, requester.SubmitOptions{BaseDir: dir, OutDir: filepath.Join(dir, "result"), Exclude: exclude,
		Progress: func(id contracts.JobID, e requester.Event) {
			t.Logf("%s %s %-9s %8s %s", time.Now().Format("15:04:05.000"), id.Hex()[:10], e.Phase, e.Took.Round(time.Millisecond), e.Detail)
		}})
	if err != nil {
		t.Fatalf("submit %s: %v", label, err)
	}
	return j
}
