package devnet_test

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/devnet"
	"github.com/gpumesh/gpumesh/market/requester"
	"github.com/gpumesh/gpumesh/provider"
	"github.com/gpumesh/gpumesh/verifier/dispute"
	"github.com/gpumesh/gpumesh/verifier/reputation"
	"github.com/gpumesh/gpumesh/verifier/spotcheck"
)

// verifyNet starts a devnet with honest providers and one wrong-result provider (the last), and
// a requester that spot-checks every batch job (devnet.AlwaysSpotCheck: p = 1) by re-running it
// on another honest provider.
func verifyNet(t *testing.T, ctx context.Context, providers int) (*devnet.Network, *requester.Requester) {
	t.Helper()
	return verifyNetWith(t, ctx, providers, func(n *devnet.Network) spotcheck.Reexecutor { return n.Reexecutor() })
}

// verifyWindow is the escrow's challenge window in these tests: long enough that a re-run and a
// dispute always fit inside it however loaded the machine is. Where a test needs the window to
// end (a claim, a late dispute), it moves the chain's clock past it (passChallengeWindow).
const verifyWindow = time.Hour

// verifyNetWith is verifyNet with the requester's re-executor chosen by reexec (nil: the
// requester's default, a paid re-run through the market).
func verifyNetWith(t *testing.T, ctx context.Context, providers int, reexec func(*devnet.Network) spotcheck.Reexecutor) (*devnet.Network, *requester.Requester) {
	t.Helper()
	n, err := devnet.Start(ctx, devnet.Config{DataDir: t.TempDir(), Providers: providers, ChallengeWindow: verifyWindow})
	if err != nil {
		t.Fatalf("devnet.Start: %v", err)
	}
	t.Cleanup(func() { n.Close() })
	if err := n.StartProviders(ctx, devnet.ProvidersConfig{Faults: []devnet.Fault{devnet.FaultWrongResult}, Command: providerCommand}); err != nil {
		t.Fatalf("StartProviders: %v", err)
	}
	cfg := n.RequesterConfig()
	always := devnet.AlwaysSpotCheck()
	cfg.SpotCheck = &requester.SpotCheckConfig{Params: &always, Reexecutor: reexec(n)}
	r := startRequester(t, ctx, cfg)
	return n, r
}

// TestE2EWrongResultSlashed: honest providers and one wrong-result provider on the devnet. The
// cheater undercuts and wins the first job; the requester's spot-check (p = 1 here) re-runs it on
// an honest provider, finds another output CID and disputes (revealing its secret, posting the
// bond); the two honest providers, in the verifier pool since they started, are drawn onto the
// committee, re-run the job from the disputer's evidence, sign provider-fault verdicts and relay
// them; the dispute resolves: the requester gets the price and the bond back, the slashed
// collateral goes to the verifiers' share and the treasury. The cheater is not matched again; an honest provider gets the next job,
// passes its spot-check and is paid. No token is created or lost, and the reputations diverge.
func TestE2EWrongResultSlashed(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	n, r := verifyNet(t, ctx, 3)
	cheater := n.Nodes[len(n.Nodes)-1]
	if cheater.Fault != devnet.FaultWrongResult {
		t.Fatalf("provider-%d fault %q, want wrong-result", cheater.Index, cheater.Fault)
	}
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
	cheaterStake := stakeOf(cheater.Address)
	reqBalance := balanceOf(r.Address())
	verifierBalance := map[common.Address]*big.Int{}
	for _, p := range n.Nodes[:len(n.Nodes)-1] {
		verifierBalance[p.Address] = balanceOf(p.Address)
	}

	// 1. The cheater's job: caught, disputed, resolved provider-fault.
	j := submit(t, ctx, r, devnet.JobOptions{Class: "batch", Verification: "spot-check", Deadline: "2m", Label: "cheated"})
	rec, err := j.Wait(ctx)
	if err != nil {
		t.Fatalf("cheated job Wait: %v", err)
	}
	if rec.Acceptance.Provider != cheater.Address {
		t.Fatalf("job went to %s, want the undercutting wrong-result provider %s", rec.Acceptance.Provider.Hex(), cheater.Address.Hex())
	}
	if rec.Phase != requester.PhaseDisputed {
		sc, _ := r.SpotCheckOf(j.ID)
		t.Fatalf("cheated job phase %s, want disputed (spot-check %+v)", rec.Phase, sc)
	}
	rec, err = r.Follow(ctx, j.ID, requester.FollowOptions{UntilSettled: true})
	if err != nil || rec.Phase != requester.PhaseRefunded {
		t.Fatalf("cheated job after the dispute: phase %s, err %v; want refunded", rec.Phase, err)
	}
	sc, err := r.SpotCheckOf(j.ID)
	if err != nil || sc.Verdict != "mismatch" || sc.Outcome != "provider-fault" {
		t.Fatalf("spot-check %+v (%v): want a mismatch resolved provider-fault", sc, err)
	}
	st, err := r.ChainState(ctx, j.ID)
	if err != nil || st.Status != contracts.StatusResolved {
		t.Fatalf("escrow state %v (%v), want resolved", st, err)
	}
	collateral := rec.Acceptance.Collateral
	if got := new(big.Int).Sub(cheaterStake, stakeOf(cheater.Address)); got.Cmp(collateral) != 0 {
		t.Fatalf("cheater's stake fell by %s, want its collateral %s", got, collateral)
	}
	// The verifiers who voted with the majority share verifierShareBps of the collateral, the
	// treasury the rest; the price and the bond go back to the requester, which paid them: it
	// gains nothing from the slash.
	var toVerifiers big.Int
	for a, b := range verifierBalance {
		gain := new(big.Int).Sub(balanceOf(a), b)
		if gain.Sign() <= 0 {
			t.Errorf("verifier %s gained %s, want a share of the slashed collateral", a.Hex(), gain)
		}
		toVerifiers.Add(&toVerifiers, gain)
	}
	if toVerifiers.Cmp(collateral) >= 0 {
		t.Errorf("verifiers got %s, more than the collateral %s", &toVerifiers, collateral)
	}
	if got := new(big.Int).Sub(balanceOf(r.Address()), reqBalance); got.Sign() != 0 {
		t.Fatalf("requester balance changed by %s over the disputed job, want 0 (price and bond back, none of the collateral)", got)
	}
	// The cheater's own runner ends the job as slashed while its hour-long challenge window is
	// still open: settle.Settler.WaitClaimable reads the job's state at every poll, so it sees the
	// dispute and its outcome instead of waiting for the window to end.
	if err := waitJobs(ctx, cheater.Daemon(), "slashed", 1); err != nil {
		t.Fatalf("cheater's runner: %v", err)
	}
	before.check(t, ctx, n)

	// 2. The next job goes to an honest provider (the cheater's bid is skipped), passes its
	// spot-check and is paid after the challenge window.
	j2 := submit(t, ctx, r, devnet.JobOptions{Class: "batch", Verification: "spot-check", Deadline: "2m", Label: "honest"})
	rec2, err := j2.Wait(ctx)
	if err != nil {
		t.Fatalf("honest job Wait: %v", err)
	}
	if rec2.Acceptance.Provider == cheater.Address {
		t.Fatalf("the caught provider %s got the next job", cheater.Address.Hex())
	}
	checkHello(t, rec2)
	if sc, err := r.SpotCheckOf(j2.ID); err != nil || sc.Verdict != "match" {
		t.Fatalf("honest job spot-check %+v (%v): want a match", sc, err)
	}
	passChallengeWindow(t, ctx, n, j2.ID)
	if rec2, err = r.Follow(ctx, j2.ID, requester.FollowOptions{UntilSettled: true}); err != nil || rec2.Phase != requester.PhaseClaimed {
		t.Fatalf("honest job settle: phase %s, err %v; want claimed", rec2.Phase, err)
	}
	before.check(t, ctx, n)
	checkBatchCost(t, r, new(big.Int).Sub(reqBalance, balanceOf(r.Address())), 2, 1, 0) // the dispute's price and bond came back

	// 3. Reputations diverge: the cheater's falls below the prior, the paid provider's rises.
	honest := rec2.Acceptance.Provider
	repC, err := reputation.ForAddress(ctx, n.Backend, n.Deployment, cheater.Address)
	if err != nil {
		t.Fatal(err)
	}
	repH, err := reputation.ForAddress(ctx, n.Backend, n.Deployment, honest)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("reputation: cheater %s %d bps (%s), honest %s %d bps (%s)", cheater.Address.Hex(), repC.ScoreBps, repC.Summary(), honest.Hex(), repH.ScoreBps, repH.Summary())
	if repC.Failure <= 0 || repH.Count(reputation.Completed) == 0 || repC.ScoreBps >= repH.ScoreBps {
		t.Fatalf("reputations did not diverge: cheater %d bps %v, honest %d bps %v", repC.ScoreBps, repC.Counts, repH.ScoreBps, repH.Counts)
	}

	// 4. Bad input, each rejected by the escrow and classified with a named error.
	badInputs(t, ctx, n, r)
	before.check(t, ctx, n)
	if err := n.FaultErrors(); err != nil {
		t.Fatal(err)
	}
}

// badInputs checks the escrow's rejections through the Go side on the running devnet: a reveal
// that does not match the commitment, verdicts that are forged, from an unstaked address or from
// a party to the job, and a dispute after the challenge window. The unfounded dispute it opens
// then resolves provider-right (the bond goes to the honest provider).
func badInputs(t *testing.T, ctx context.Context, n *devnet.Network, r *requester.Requester) {
	t.Helper()
	sender := n.Contracts.Sender(n.Requester)
	// A fresh job on an honest provider; the requester disputes it by hand (the SDK is not
	// following it, so no evidence is published and the drawn verifiers cannot judge it: the
	// dispute stays open for the verdicts below).
	j := submit(t, ctx, r, devnet.JobOptions{Class: "batch", Verification: "spot-check", Deadline: "2m", Label: "bad-input"})
	rec, err := j.Wait(ctx)
	if err != nil {
		t.Fatalf("bad-input job Wait: %v", err)
	}
	a, err := rec.Acceptance.OnChain()
	if err != nil {
		t.Fatal(err)
	}
	sr, err := n.Contracts.SubmittedResult(ctx, j.ID)
	if err != nil {
		t.Fatal(err)
	}
	var wrong [32]byte
	copy(wrong[:], "not the committed spot-check secret")
	if err := openDispute(ctx, n, sender, a, sr.ResultHash, wrong); !errors.Is(err, spotcheck.ErrRevealMismatch) {
		t.Fatalf("dispute with a wrong secret: %v, want ErrRevealMismatch", err)
	}
	if err := openDispute(ctx, n, sender, a, sr.ResultHash, [32]byte(rec.Secret)); err != nil {
		t.Fatalf("dispute with the committed secret: %v", err)
	}
	id, err := disputeID(ctx, n, j.ID)
	if err != nil {
		t.Fatal(err)
	}
	// The verifier services draw the committee once its draw block has passed.
	if err := waitDrawn(ctx, n, j.ID); err != nil {
		t.Fatal(err)
	}
	head, err := n.Backend.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	verdict := func(key *ecdsa.PrivateKey, names common.Address) *dispute.Verdict {
		v := &dispute.Verdict{DisputeID: id, JobID: j.ID, Outcome: dispute.ProviderFault, IssuedAt: head.Time}
		if err := v.Sign(key, n.Deployment.Domain()); err != nil {
			t.Fatal(err)
		}
		v.Verifier = names
		return v
	}
	stranger, _ := crypto.GenerateKey()
	strangerAddr := crypto.PubkeyToAddress(stranger.PublicKey)
	var honest, party *devnet.Provider
	for _, p := range n.Nodes {
		switch {
		case p.Address == a.Provider:
			party = p
		case p.Fault == devnet.FaultNone:
			honest = p
		}
	}
	for _, tc := range []struct {
		name string
		v    *dispute.Verdict
		want error
	}{
		{"forged", verdict(stranger, honest.Address), dispute.ErrForgedVerdict},
		{"not in the pool", verdict(stranger, strangerAddr), dispute.ErrNotDrawn},
		{"party", verdict(party.Key, party.Address), dispute.ErrNotDrawn},
	} {
		if err := submitVerdict(ctx, n, sender, a, sr.ResultHash, tc.v); !errors.Is(err, tc.want) {
			t.Errorf("%s verdict: %v, want %v", tc.name, err, tc.want)
		}
	}

	// The unfounded dispute resolves provider-right once the requester follows it (publishing the
	// evidence): the drawn verifiers re-run the job, find the provider's CID, and the provider is
	// paid with the requester's bond (less the verifiers' share).
	provBefore, err := n.Owned(ctx, a.Provider)
	if err != nil {
		t.Fatal(err)
	}
	rec, err = r.Follow(ctx, j.ID, requester.FollowOptions{UntilSettled: true})
	if err != nil || rec.Phase != requester.PhaseClaimed {
		t.Fatalf("unfounded dispute: phase %s, err %v; want claimed (provider right)", rec.Phase, err)
	}
	if sc, err := r.SpotCheckOf(j.ID); err != nil || sc.Outcome != "provider-right" {
		t.Fatalf("unfounded dispute outcome %+v (%v), want provider-right", sc, err)
	}
	provAfter, err := n.Owned(ctx, a.Provider)
	if err != nil {
		t.Fatal(err)
	}
	if gain := new(big.Int).Sub(provAfter, provBefore); gain.Cmp(a.Price) <= 0 {
		t.Fatalf("provider gained %s on an unfounded dispute, want more than the price %s (price less fee, plus the bond less the verifiers' share)", gain, a.Price)
	}

	// A dispute after the challenge window: the provider is stopped right after it submitted, so
	// the job stays unclaimed while the test moves the chain past the window's end.
	j2 := submit(t, ctx, r, devnet.JobOptions{Class: "batch", Verification: "spot-check", Deadline: "2m", Label: "late-dispute"})
	rec2, err := j2.Wait(ctx)
	if err != nil {
		t.Fatalf("late-dispute job Wait: %v", err)
	}
	for _, p := range n.Nodes {
		if p.Address == rec2.Acceptance.Provider {
			if err := p.Stop(); err != nil {
				t.Fatal(err)
			}
		}
	}
	a2, err := rec2.Acceptance.OnChain()
	if err != nil {
		t.Fatal(err)
	}
	sr2, err := n.Contracts.SubmittedResult(ctx, j2.ID)
	if err != nil {
		t.Fatal(err)
	}
	passChallengeWindow(t, ctx, n, j2.ID)
	if err := openDispute(ctx, n, sender, a2, sr2.ResultHash, [32]byte(rec2.Secret)); !errors.Is(err, dispute.ErrDisputeWindowClosed) {
		t.Fatalf("dispute after the window: %v, want ErrDisputeWindowClosed", err)
	}
	// Anyone may claim for the stopped provider: it is paid.
	if _, err := n.Contracts.ClaimJob(ctx, sender, j2.ID); err != nil {
		t.Fatalf("claim for the stopped provider: %v", err)
	}
}

// openDispute approves the bond and disputes through the chain client, from s.
func openDispute(ctx context.Context, n *devnet.Network, s *contracts.Sender, a *contracts.Acceptance, resultHash, secret [32]byte) error {
	bond, err := n.Contracts.DisputeBond(ctx, a.Price)
	if err != nil {
		return err
	}
	if _, err := n.Contracts.Approve(ctx, s, n.Deployment.Escrow, bond); err != nil {
		return err
	}
	_, err = n.Contracts.OpenDispute(ctx, s, a, resultHash, secret)
	return dispute.FromChain(err)
}

func disputeID(ctx context.Context, n *devnet.Network, jobID contracts.JobID) (common.Hash, error) {
	d, err := n.Contracts.DisputeState(ctx, jobID)
	if err != nil {
		return common.Hash{}, err
	}
	return d.ID, nil
}

// submitVerdict relays one verdict through the chain client, from s; a verdict the escrow
// skipped comes back as its classified error.
func submitVerdict(ctx context.Context, n *devnet.Network, s *contracts.Sender, a *contracts.Acceptance, resultHash [32]byte, v *dispute.Verdict) error {
	cv := contracts.Verdict{DisputeID: v.DisputeID, JobID: v.JobID, Outcome: uint8(v.Outcome), ResultHash: v.ResultHash, Verifier: v.Verifier, IssuedAt: v.IssuedAt, Signature: v.Signature}
	r, err := n.Contracts.SubmitVerdicts(ctx, s, a, resultHash, []contracts.Verdict{cv})
	if err != nil {
		return dispute.FromChain(err)
	}
	if skips := n.Contracts.VerdictSkips(r); len(skips) > 0 {
		return dispute.SkipError(skips[0])
	}
	return nil
}

// waitDrawn waits until the committee of jobID's dispute is drawn.
func waitDrawn(ctx context.Context, n *devnet.Network, jobID contracts.JobID) error {
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	for {
		d, err := n.Contracts.DisputeState(ctx, jobID)
		if err == nil && d.Drawn() {
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("committee of %s not drawn (%+v, %v): %w", jobID.Hex(), d, err, ctx.Err())
		case <-tick.C:
		}
	}
}

// waitJobs waits until d's runner has at least n jobs in state.
func waitJobs(ctx context.Context, d *provider.Daemon, state string, n int) error {
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	for {
		st, err := d.Status(ctx)
		if err == nil && st.Jobs[state] >= n {
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("no %d jobs %s (status %+v, err %v): %w", n, state, st, err, ctx.Err())
		case <-tick.C:
		}
	}
}

// passChallengeWindow moves the chain's clock past the end of the challenge window of jobID's
// submitted result (the escrow lets a claim through, and refuses a dispute, from that second on),
// instead of waiting verifyWindow on the wall clock.
func passChallengeWindow(t *testing.T, ctx context.Context, n *devnet.Network, jobID contracts.JobID) {
	t.Helper()
	sr, err := n.Contracts.SubmittedResult(ctx, jobID)
	if err != nil {
		t.Fatalf("challenge window of %s: %v", jobID.Hex(), err)
	}
	end := time.Unix(int64(sr.ChallengeEnd), 0)
	if err := n.Chain.AdvanceTo(end.Add(time.Second)); err != nil {
		t.Fatalf("move chain time past the challenge window of %s (ends %s): %v", jobID.Hex(), end, err)
	}
	if now := n.Chain.Time(); now.Compare(end) <= 0 {
		t.Fatalf("chain time %s after AdvanceTo, want past the challenge window's end %s", now, end)
	}
}

// TestE2EWrongResultEncryptedSlashed is TestE2EWrongResultSlashed with outputs encrypted to the
// requester (the jobspec default): the spot-check compares the decrypted result with the re-run,
// the dispute's evidence discloses that one result's file key, and the drawn verifiers open the
// submitted ciphertext with it, compare its plain CID with their own re-run and slash the
// cheater. An honest provider's encrypted result then passes its spot-check and is paid.
func TestE2EWrongResultEncryptedSlashed(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	n, r := verifyNet(t, ctx, 3)
	cheater := n.Nodes[len(n.Nodes)-1]
	before := snapshot(t, ctx, n)
	stake0, err := n.Contracts.StakeOf(ctx, cheater.Address)
	if err != nil {
		t.Fatal(err)
	}

	j := submit(t, ctx, r, devnet.JobOptions{Class: "batch", Verification: "spot-check", Encrypt: true, Deadline: "2m", Label: "cheated-encrypted"})
	rec, err := j.Wait(ctx)
	if err != nil {
		t.Fatalf("cheated job Wait: %v", err)
	}
	if rec.Acceptance.Provider != cheater.Address || !rec.Encrypted {
		t.Fatalf("job went to %s (encrypted %t), want the wrong-result provider %s with an encrypted result", rec.Acceptance.Provider.Hex(), rec.Encrypted, cheater.Address.Hex())
	}
	if rec.Phase != requester.PhaseDisputed {
		sc, _ := r.SpotCheckOf(j.ID)
		t.Fatalf("cheated encrypted job phase %s, want disputed (spot-check %+v)", rec.Phase, sc)
	}
	rec, err = r.Follow(ctx, j.ID, requester.FollowOptions{UntilSettled: true})
	if err != nil || rec.Phase != requester.PhaseRefunded {
		t.Fatalf("cheated encrypted job after the dispute: phase %s, err %v; want refunded", rec.Phase, err)
	}
	if sc, err := r.SpotCheckOf(j.ID); err != nil || sc.Verdict != "mismatch" || sc.Outcome != "provider-fault" || sc.NoDispute != "" {
		t.Fatalf("spot-check %+v (%v): want a mismatch disputed and resolved provider-fault", sc, err)
	}
	stake1, err := n.Contracts.StakeOf(ctx, cheater.Address)
	if err != nil {
		t.Fatal(err)
	}
	if got := new(big.Int).Sub(stake0.Stake, stake1.Stake); got.Cmp(rec.Acceptance.Collateral) != 0 {
		t.Fatalf("cheater's stake fell by %s, want its collateral %s", got, rec.Acceptance.Collateral)
	}
	before.check(t, ctx, n)

	j2 := submit(t, ctx, r, devnet.JobOptions{Class: "batch", Verification: "spot-check", Encrypt: true, Deadline: "2m", Label: "honest-encrypted"})
	rec2, err := j2.Wait(ctx)
	if err != nil {
		t.Fatalf("honest encrypted job Wait: %v", err)
	}
	checkHello(t, rec2)
	if sc, err := r.SpotCheckOf(j2.ID); err != nil || sc.Verdict != "match" || rec2.Acceptance.Provider == cheater.Address {
		t.Fatalf("honest encrypted job (provider %s) spot-check %+v (%v): want an honest provider and a match", rec2.Acceptance.Provider.Hex(), sc, err)
	}
	passChallengeWindow(t, ctx, n, j2.ID)
	if rec2, err = r.Follow(ctx, j2.ID, requester.FollowOptions{UntilSettled: true}); err != nil || rec2.Phase != requester.PhaseClaimed {
		t.Fatalf("honest encrypted job settle: phase %s, err %v; want claimed", rec2.Phase, err)
	}
	before.check(t, ctx, n)
	if err := n.FaultErrors(); err != nil {
		t.Fatal(err)
	}
}

// TestE2EMarketSpotCheck: the requester's default re-executor, a paid re-run through the market
// on another provider (its seed fixed to the checked job's id), catches the wrong-result provider
// (disputed, slashed, refunded) and confirms an honest provider's result bit for bit.
func TestE2EMarketSpotCheck(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cancel()
	n, r := verifyNetWith(t, ctx, 3, func(*devnet.Network) spotcheck.Reexecutor { return nil })
	cheater := n.Nodes[len(n.Nodes)-1]
	before := snapshot(t, ctx, n)
	reqBefore, err := n.Contracts.BalanceOf(ctx, r.Address())
	if err != nil {
		t.Fatal(err)
	}

	j := submit(t, ctx, r, devnet.JobOptions{Class: "batch", Verification: "spot-check", Deadline: "2m", Label: "cheated-market"})
	rec, err := j.Wait(ctx)
	if err != nil {
		t.Fatalf("cheated job Wait: %v", err)
	}
	sc, err := r.SpotCheckOf(j.ID)
	if err != nil || rec.Acceptance.Provider != cheater.Address || rec.Phase != requester.PhaseDisputed {
		t.Fatalf("cheated job: provider %s phase %s spot-check %+v (%v); want the cheater's job disputed", rec.Acceptance.Provider.Hex(), rec.Phase, sc, err)
	}
	rerun := rerunOf(t, r, j.ID)
	if rerun == nil || rerun.Acceptance.Provider == cheater.Address || rerun.OpenTx == (common.Hash{}) {
		t.Fatalf("re-run job %+v: want a paid escrow job on another provider", rerun)
	}
	// The re-run is not itself checked (its spec says verification: none), and says so once.
	if sc, err := r.SpotCheckOf(rerun.ID); err != nil || sc.Verdict != "not-requested" {
		t.Fatalf("re-run's spot-check %+v (%v): want not-requested", sc, err)
	}
	if rec, err = r.Follow(ctx, j.ID, requester.FollowOptions{UntilSettled: true}); err != nil || rec.Phase != requester.PhaseRefunded {
		t.Fatalf("cheated job after the dispute: phase %s, err %v; want refunded", rec.Phase, err)
	}

	j2 := submit(t, ctx, r, devnet.JobOptions{Class: "batch", Verification: "spot-check", Encrypt: true, Deadline: "2m", Label: "honest-market"})
	rec2, err := j2.Wait(ctx)
	if err != nil {
		t.Fatalf("honest job Wait: %v", err)
	}
	if sc, err := r.SpotCheckOf(j2.ID); err != nil || sc.Verdict != "match" {
		t.Fatalf("honest job spot-check %+v (%v): want the market re-run to match", sc, err)
	}
	if rr := rerunOf(t, r, j2.ID); rr == nil || rr.Acceptance.Provider == rec2.Acceptance.Provider || rr.Acceptance.Provider == cheater.Address {
		t.Fatalf("honest job's re-run %+v: want it on the other honest provider", rr)
	}
	passChallengeWindow(t, ctx, n, j2.ID)
	if rec2, err = r.Follow(ctx, j2.ID, requester.FollowOptions{UntilSettled: true}); err != nil || rec2.Phase != requester.PhaseClaimed {
		t.Fatalf("honest job settle: phase %s, err %v; want claimed", rec2.Phase, err)
	}
	before.check(t, ctx, n)
	reqAfter, err := n.Contracts.BalanceOf(ctx, r.Address())
	if err != nil {
		t.Fatal(err)
	}
	// Two re-runs paid, the dispute's price and bond back: the job store's cost equals the chain's.
	checkBatchCost(t, r, new(big.Int).Sub(reqBefore, reqAfter), 2, 1, 2)
}

// rerunOf finds the spot-check re-run job the requester submitted for job id.
func rerunOf(t *testing.T, r *requester.Requester, id contracts.JobID) *requester.Record {
	t.Helper()
	recs, err := r.Jobs()
	if err != nil {
		t.Fatal(err)
	}
	for _, rec := range recs {
		if len(rec.Exclude) == 1 && rec.ID != id && rec.Created.After(time.Time{}) && rec.OutDir != "" &&
			strings.HasSuffix(rec.OutDir, id.Hex()) {
			return rec
		}
	}
	return nil
}
