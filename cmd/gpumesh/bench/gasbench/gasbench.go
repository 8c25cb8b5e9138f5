// Package gasbench is `gpumesh bench gas`: it deploys a fresh set of contracts and measures the
// gas of every step of a provider's and a requester's life, whole job lifecycles, payment
// channels, disputes and a zk job paid on a real gnark Groth16 proof, each against a plain ERC-20
// transfer measured in the same run.
package gasbench

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"io"
	"math/big"
	"text/tabwriter"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/provider/settle"
	"github.com/gpumesh/gpumesh/proving"
)

// LifecycleGasTarget is issue 22's target for a batch job's lifecycle (issue 2's was 200,000).
const LifecycleGasTarget = 150_000

// ClaimBatchJobs is how many jobs the batched lifecycle settles with one claimMany sent directly
// (lifecycle_batched_gas, kept for comparison with earlier runs).
const ClaimBatchJobs = 10

// DaemonBatches are the claim batch sizes measured through the provider daemon's settler
// (provider/settle): its default batch limit (settle.DefaultClaimBatchJobs) and smaller ones,
// which a provider whose jobs end further apart sends.
var DaemonBatches = []int{4, 8, settle.DefaultClaimBatchJobs}

// ZKVerifyGasTarget is issue 22's target for the zk job's proof transaction (submitProof;
// issue 7's was 300,000).
const ZKVerifyGasTarget = 250_000

// GasBenchConfig configures RunGasBench.
type GasBenchConfig struct {
	// Backend is the chain to measure on; its fork rules decide the numbers (use mainnet-like
	// Osaka rules, see devnet/chain.MainnetLikeConfig).
	Backend contracts.Backend
	// Keys are funded accounts (ether for gas): Keys[0] deploys and owns, Keys[1] is the provider,
	// Keys[2] the requester. At least three.
	Keys []*ecdsa.PrivateKey
	// FeeBps is the escrow fee used (default 100: fees are on, as in production).
	FeeBps uint16
	// Mine, when set, is called after each transaction is sent (the simulated backend's Commit).
	Mine func()
	// AdvanceTime, when set, moves chain time forward (the simulated backend's AdjustTime, the
	// devnet chain's AdjustTime). The bench then deploys with hour-long challenge, unbonding,
	// grace and verdict windows and passes them with AdvanceTime: no step races the wall clock,
	// so a loaded machine cannot close a window before the step inside it is mined. When nil
	// (a chain whose clock nobody controls) the windows are 2s, the bench waits for wall-clock
	// time and sends zero-value transactions so that new blocks carry the new time (chains that
	// seal a block per transaction); a step that must land inside a window (dispute_open) can
	// then miss it on a machine that stalls for longer than the window.
	AdvanceTime func(time.Duration) error
	// Poll is the receipt poll interval (default DefaultPollInterval).
	Poll time.Duration
	// SkipZK leaves out the pay-on-proof steps. They set up a small gnark Groth16 circuit and
	// compile its exported Solidity verifier with solc-js, which needs node and `npm ci` in
	// contracts/ (or Solc set); without them the bench fails saying so.
	SkipZK bool
	// Solc locates solc-js for the zk steps (default: proving's search, see proving.SolcConfig).
	Solc proving.SolcConfig

	// zk, when set (by this package's tests), is the Groth16 circuit to use instead of setting
	// one up and compiling its verifier again.
	zk *zkCircuit
}

// GasStep is one measured transaction.
type GasStep struct {
	Name   string
	Gas    uint64
	TxHash common.Hash
}

// GasReport is the gas used by every contract step and by whole job lifecycles.
type GasReport struct {
	ChainID *big.Int
	Steps   []GasStep
	// Lifecycle is what every batch job's lifecycle costs at most on a warm escrow: open paid
	// from the requester's escrow deposit, its collateral taken from the provider's free
	// collateral reserve + submit + a claim sent alone (LifecycleDeposit; the claim credits the
	// provider's earnings in the escrow, withdrawn once for many claims: WithdrawEarnings, not
	// in it, and returns the collateral to the reserve; LifecycleNoReserve is the open that
	// locks in the registry), which
	// is what a provider pays for a job
	// whose challenge window ends with no other of its jobs near it. The provider daemon
	// batches claims (LifecycleByBatch), so a busy provider pays less per job; which batch a
	// job lands in depends on how close together its provider's jobs end, so the headline
	// stays the unbatched cost.
	Lifecycle uint64
	// LifecycleBatchJobs is the daemon's default batch limit (chain.claim_batch_jobs).
	LifecycleBatchJobs int
	// LifecycleByBatch is a job's lifecycle per claim batch size of DaemonBatches: open +
	// submit + the job's share of the claimMany the daemon's settler sends for that many jobs
	// whose challenge windows ended together.
	LifecycleByBatch map[int]uint64
	// LifecycleSingle is open + submit + claim of a batch job claimed alone on a warm escrow
	// (the escrow, the provider and the treasury already hold tokens: the steady state of a
	// running market), its price pulled from the requester's wallet at open (approve first, not
	// counted): what a job costs when no other job of its provider ends near it and its
	// requester keeps no deposit (lifecycle_gas_pull).
	LifecycleSingle uint64
	// LifecycleDeposit is LifecycleSingle with the price taken from the requester's escrow
	// deposit at open (one deposit earlier, left with a balance after the open: a requester that
	// keeps a deposit for its jobs).
	LifecycleDeposit uint64
	// Deposit is the one-time deposit into the escrow (approve first, not counted) and
	// WithdrawDeposit the withdrawal of all that is left of it.
	Deposit, WithdrawDeposit uint64
	// WithdrawEarnings is the provider's withdrawal of all its earnings in the escrow (every
	// claim credits them instead of transferring: one withdrawal pays out many claims). The
	// claims after it (permit, batch) still write a non-zero account slot.
	WithdrawEarnings uint64
	// LifecycleFirst is LifecycleSingle for the very first job of a fresh deployment, which
	// pays for first writes of balances (zero to non-zero storage).
	LifecycleFirst uint64
	// LifecycleNoReserve is LifecycleSingle on a warm escrow when the provider's free collateral
	// reserve is empty: its open locks the whole collateral in the registry. Every other warm
	// lifecycle opens with a reserve that covers the collateral (a claim returns a job's
	// collateral to the reserve), as a provider's does when it keeps a few jobs' collateral.
	LifecycleNoReserve uint64
	// OpenReserveShort is an open whose collateral is twice the provider's free reserve: it takes
	// the reserve and locks the shortfall in the registry (open_reserve_short_gas).
	OpenReserveShort uint64
	// ReleaseReserve is the provider's release of its whole free reserve to free stake
	// (release_reserve_gas).
	ReleaseReserve uint64
	// LifecyclePermit is openWithPermit + submit + claim (alone) on a warm escrow.
	LifecyclePermit uint64
	// LifecycleBatched is open + submit + a share of claimMany per job, when ClaimBatchJobs jobs
	// of one provider are claimed together: (their opens + their submits + the claimMany) /
	// ClaimBatchJobs, on a warm escrow.
	LifecycleBatched uint64
	// Baseline is a plain ERC-20 transfer between two funded accounts, measured in the same run.
	Baseline uint64
	// BurstJobs is the number of burst jobs paid by one voucher redemption in the channel steps
	// (BurstJobsPerRedeem).
	BurstJobs int
	// BurstPerJob is (approve + open + the provider's lockCollateral + one redemption + the
	// reclaim that ends the channel and unlocks the collateral) divided by BurstJobs: the on-chain
	// gas of a burst job when 100 jobs share one channel and one redemption. Disputes (off the
	// happy path) are not in it.
	BurstPerJob float64
	// BurstPerJobPermit is the same with openWithPermit instead of approve + open.
	BurstPerJobPermit float64
	// ZKSubmitProof is submitProof of a zk job with a real gnark Groth16 verifier (one public
	// input): proof verification, the job made Proven. Zero when SkipZK.
	ZKSubmitProof uint64
	// ZKClaim is the claim of that proven job sent alone: the pay credited to the provider's
	// earnings, the fee accrued, the collateral unlocked.
	ZKClaim uint64
	// ZKClaimShare is a proven zk job's share of the claimMany the daemon's settler sends for a
	// batch of ZKDaemonBatch jobs, half of them proven zk jobs and half submitted batch jobs.
	ZKClaimShare uint64
	// ZKLifecycle is zk_open + zk_submit_proof + zk_claim (alone); ZKLifecycleBatched has the
	// daemon batch's share (ZKClaimShare) in place of the claim alone.
	ZKLifecycle, ZKLifecycleBatched uint64
	// ZKVerifyDirect is a transaction calling the same verifier directly with the same proof:
	// the bare verification the escrowed path builds on.
	ZKVerifyDirect uint64
	// DisputeOpen, DisputeVerdicts and DisputeExpire are a dispute's steps: opening it (reveal
	// and bond), relaying the two verdicts of a two-member committee that resolve it
	// (ProviderFault: price and bond back to the requester, the collateral split between the
	// treasury and the two verifiers), and expiring another one (VOID, silent members penalised).
	DisputeOpen, DisputeVerdicts, DisputeExpire uint64
	// DisputeDraw is drawCommittee over a pool of two verifiers (snapshot, sampling, deposits).
	DisputeDraw uint64
}

// Step returns the gas of the step called name.
func (r *GasReport) Step(name string) (uint64, bool) {
	for _, s := range r.Steps {
		if s.Name == name {
			return s.Gas, true
		}
	}
	return 0, false
}

// Metrics are "<step>_gas" for every step (deposit_gas, withdraw_deposit_gas,
// withdraw_earnings_gas, open_reserve_short_gas, lock_reserve_gas and release_reserve_gas among
// them)
// plus lifecycle_gas (a job opened from a deposit and claimed alone), lifecycle_gas_pull (the
// same with the price pulled from the wallet),
// lifecycle_claim_batch_jobs (the daemon's default batch limit), lifecycle_batch_<n>_gas for each of DaemonBatches,
// lifecycle_single_gas (claimed alone), lifecycle_first_gas, lifecycle_no_reserve_gas (an
// empty collateral reserve: the open locks in the registry), lifecycle_permit_gas,
// lifecycle_batched_gas, erc20_transfer_gas (the baseline), burst_gas_per_job and
// burst_gas_per_job_permit; with the zk steps also zk_claim_share_gas, zk_lifecycle_gas and
// zk_lifecycle_batched_gas.
func (r *GasReport) Metrics() map[string]float64 {
	m := make(map[string]float64, len(r.Steps)+10)
	for _, s := range r.Steps {
		m[s.Name+"_gas"] = float64(s.Gas)
	}
	m["lifecycle_gas"] = float64(r.Lifecycle)
	m["lifecycle_claim_batch_jobs"] = float64(r.LifecycleBatchJobs)
	for n, g := range r.LifecycleByBatch {
		m[fmt.Sprintf("lifecycle_batch_%d_gas", n)] = float64(g)
	}
	m["lifecycle_single_gas"] = float64(r.LifecycleSingle)
	m["lifecycle_gas_pull"] = float64(r.LifecycleSingle)
	m["lifecycle_first_gas"] = float64(r.LifecycleFirst)
	m["lifecycle_no_reserve_gas"] = float64(r.LifecycleNoReserve)
	m["lifecycle_permit_gas"] = float64(r.LifecyclePermit)
	m["lifecycle_batched_gas"] = float64(r.LifecycleBatched)
	m["erc20_transfer_gas"] = float64(r.Baseline)
	m["burst_gas_per_job"] = r.BurstPerJob
	m["burst_gas_per_job_permit"] = r.BurstPerJobPermit
	if r.ZKSubmitProof != 0 {
		m["zk_claim_share_gas"] = float64(r.ZKClaimShare)
		m["zk_lifecycle_gas"] = float64(r.ZKLifecycle)
		m["zk_lifecycle_batched_gas"] = float64(r.ZKLifecycleBatched)
	}
	return m
}

// WriteTable prints every step with its ratio to a plain ERC-20 transfer, then the lifecycles
// against LifecycleGasTarget and the burst gas per job against the 5,000 target.
func (r *GasReport) WriteTable(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	ratio := func(g uint64) string {
		if r.Baseline == 0 {
			return "-"
		}
		return fmt.Sprintf("%.2fx", float64(g)/float64(r.Baseline))
	}
	fmt.Fprintf(tw, "step\tgas\tvs erc20 transfer\t\n")
	for _, s := range r.Steps {
		fmt.Fprintf(tw, "%s\t%d\t%s\t\n", s.Name, s.Gas, ratio(s.Gas))
	}
	fmt.Fprintf(tw, "\t\t\t\n")
	fmt.Fprintf(tw, "lifecycle\tgas\tvs target %d\t\n", LifecycleGasTarget)
	type line struct {
		name string
		gas  uint64
	}
	lines := []line{
		{"lifecycle_gas: open from deposit+submit+claim alone (warm)", r.Lifecycle},
		{"lifecycle_gas_pull: open (transferFrom)+submit+claim alone (warm)", r.LifecycleSingle},
	}
	for _, n := range DaemonBatches {
		lines = append(lines, line{fmt.Sprintf("daemon claim batch of %d: open+submit+claimMany/%d (warm, per job)", n, n), r.LifecycleByBatch[n]})
	}
	lines = append(lines,
		line{"openWithPermit+submit+claim alone (warm)", r.LifecyclePermit},
		line{"open+submit+claim alone (first job)", r.LifecycleFirst},
		line{"open (empty reserve: registry lock)+submit+claim alone (warm)", r.LifecycleNoReserve},
		line{fmt.Sprintf("open+submit+claimMany/%d sent directly (warm, per job)", ClaimBatchJobs), r.LifecycleBatched})
	for _, l := range lines {
		verdict := "within"
		if l.gas > LifecycleGasTarget {
			verdict = "OVER"
		}
		fmt.Fprintf(tw, "%s\t%d\t%.2f (%s)\t\n", l.name, l.gas, float64(l.gas)/LifecycleGasTarget, verdict)
	}
	fmt.Fprintf(tw, "\t\t\t\n")
	fmt.Fprintf(tw, "burst, %d jobs per redemption\tgas/job\tvs target %d\t\n", r.BurstJobs, BurstGasPerJobTarget)
	for _, l := range []struct {
		name string
		gas  float64
	}{
		{"(approve+open+lock+redeem+reclaim)/jobs", r.BurstPerJob},
		{"(openWithPermit+lock+redeem+reclaim)/jobs", r.BurstPerJobPermit},
	} {
		verdict := "within"
		if l.gas > BurstGasPerJobTarget {
			verdict = "OVER"
		}
		fmt.Fprintf(tw, "%s\t%.0f\t%.2f (%s)\t\n", l.name, l.gas, l.gas/BurstGasPerJobTarget, verdict)
	}
	if r.DisputeOpen != 0 {
		fmt.Fprintf(tw, "\t\t\t\n")
		fmt.Fprintf(tw, "dispute\tgas\tvs erc20 transfer\t\n")
		fmt.Fprintf(tw, "open (reveal + bond)\t%d\t%s\t\n", r.DisputeOpen, ratio(r.DisputeOpen))
		fmt.Fprintf(tw, "draw committee (2 of 2)\t%d\t%s\t\n", r.DisputeDraw, ratio(r.DisputeDraw))
		fmt.Fprintf(tw, "2 verdicts -> ProviderFault\t%d\t%s\t\n", r.DisputeVerdicts, ratio(r.DisputeVerdicts))
		fmt.Fprintf(tw, "expire (no quorum)\t%d\t%s\t\n", r.DisputeExpire, ratio(r.DisputeExpire))
	}
	if r.ZKSubmitProof != 0 {
		fmt.Fprintf(tw, "\t\t\t\n")
		fmt.Fprintf(tw, "zk pay-on-proof (groth16)\tgas\tvs target %d\t\n", ZKVerifyGasTarget)
		for _, l := range []struct {
			name string
			gas  uint64
		}{
			{"verifier called directly", r.ZKVerifyDirect},
			{"submitProof (verify, job Proven)", r.ZKSubmitProof},
		} {
			verdict := "within"
			if l.gas > ZKVerifyGasTarget {
				verdict = "OVER"
			}
			fmt.Fprintf(tw, "%s\t%d\t%.2f (%s)\t\n", l.name, l.gas, float64(l.gas)/ZKVerifyGasTarget, verdict)
		}
		fmt.Fprintf(tw, "zk settlement\tgas\tvs erc20 transfer\t\n")
		fmt.Fprintf(tw, "claim alone\t%d\t%s\t\n", r.ZKClaim, ratio(r.ZKClaim))
		fmt.Fprintf(tw, "share of a daemon claimMany of %d\t%d\t%s\t\n", ZKDaemonBatch, r.ZKClaimShare, ratio(r.ZKClaimShare))
		fmt.Fprintf(tw, "zk_lifecycle_gas: open+submitProof+claim alone\t%d\t%s\t\n", r.ZKLifecycle, ratio(r.ZKLifecycle))
		fmt.Fprintf(tw, "open+submitProof+daemon batch share\t%d\t%s\t\n", r.ZKLifecycleBatched, ratio(r.ZKLifecycleBatched))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	_, err := fmt.Fprintf(w, "chain id %s; baseline: plain ERC-20 transfer = %d gas\n"+
		"lifecycle_gas is a job claimed alone. The provider daemon claims the jobs whose challenge windows end within\n"+
		"chain.claim_batch_wait of each other in one claimMany of up to chain.claim_batch_jobs (default %d), measured\n"+
		"through its settler per batch size: a provider finishing a job every second or faster fills the default batch.\n",
		r.ChainID, r.Baseline, settle.DefaultClaimBatchJobs)
	return err
}

// gasRun is what RunGasBench's later steps (channels, disputes, zk) share: the client and the
// three accounts, and the closures that send, record and wait on the run's chain.
type gasRun struct {
	c                          *contracts.Client
	owner, provider, requester *contracts.Sender
	newSender                  func(*ecdsa.PrivateKey) *contracts.Sender
	// record records a step's gas under name; unrecorded names a step's error without recording its gas.
	record     func(name string, r *types.Receipt, err error) (uint64, error)
	unrecorded func(name string) func(*types.Receipt, error) error
	head       func() (uint64, error)
	waitPast   func(t uint64) error
	// accept makes an acceptance signed by the provider, due deadlineIn from the chain's now.
	accept    func(deadlineIn time.Duration, mods ...func(*contracts.Acceptance)) (*contracts.Acceptance, []byte, error)
	resultCID []byte
	rep       *GasReport
}

// RunGasBench deploys a fresh set of contracts on cfg.Backend and measures the gas of every step
// of a provider's and a requester's life: deployment, register, stake, approve, open,
// openWithPermit, submit, claim, ClaimBatchJobs jobs settled by one claimMany, refund, unstake
// and withdraw; then a payment channel's open,
// redemption of a voucher covering BurstJobsPerRedeem burst jobs, top-up, extend and reclaim;
// then (unless SkipZK) a zk job paid on a real gnark Groth16 proof: verifier deployment, circuit
// registration, open, a direct verifier call for comparison, submitProof and the claim alone,
// and proven zk jobs claimed in a daemon batch with batch jobs (zk.go).
func RunGasBench(ctx context.Context, cfg GasBenchConfig) (*GasReport, error) {
	if cfg.Backend == nil || len(cfg.Keys) < 3 {
		return nil, fmt.Errorf("gas bench: need a backend and 3 funded keys (deployer, provider, requester), have %d", len(cfg.Keys))
	}
	if cfg.FeeBps == 0 {
		cfg.FeeBps = 100
	}
	window := 2 * time.Second
	if cfg.AdvanceTime != nil {
		window = time.Hour
	}
	d, err := contracts.Deploy(ctx, cfg.Backend, cfg.Keys[0], contracts.DeployConfig{
		FeeBps:          cfg.FeeBps,
		ChallengeWindow: window,
		UnbondingDelay:  window,
		ChannelGrace:    window,
		// The committee draw needs DrawDelay + 1 blocks (a second or more each) inside the window.
		Dispute: contracts.DisputeConfig{VerdictWindow: 3 * window, DrawDelay: 1},
		Poll:    cfg.Poll,
		Mine:    cfg.Mine,
	})
	if err != nil {
		return nil, fmt.Errorf("gas bench: %w", err)
	}
	c := contracts.NewClient(cfg.Backend, d)
	newSender := func(k *ecdsa.PrivateKey) *contracts.Sender {
		s := c.Sender(k)
		s.Poll, s.Mine = cfg.Poll, cfg.Mine
		return s
	}
	owner, provider, requester := newSender(cfg.Keys[0]), newSender(cfg.Keys[1]), newSender(cfg.Keys[2])
	rep := &GasReport{ChainID: d.ChainID}
	for _, step := range []string{"deploy_token", "deploy_registry", "deploy_escrow", "deploy_channels"} {
		rep.Steps = append(rep.Steps, GasStep{Name: step, Gas: d.Gas[step], TxHash: d.TxHashes[step]})
	}
	record := func(name string, r *types.Receipt, err error) (uint64, error) {
		if err != nil {
			return 0, fmt.Errorf("gas bench: %s: %w", name, err)
		}
		rep.Steps = append(rep.Steps, GasStep{Name: name, Gas: r.GasUsed, TxHash: r.TxHash})
		return r.GasUsed, nil
	}
	unrecorded := func(name string) func(*types.Receipt, error) error {
		return func(_ *types.Receipt, err error) error {
			if err != nil {
				return fmt.Errorf("gas bench: %s: %w", name, err)
			}
			return nil
		}
	}

	unit := big.NewInt(1_000_000) // one token at 6 decimals
	tokens := func(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), unit) }
	price, collateral := tokens(25), tokens(50)

	r, err := c.Mint(ctx, owner, requester.Address(), tokens(1_000_000))
	if _, err := record("mint", r, err); err != nil {
		return nil, err
	}
	if err := unrecorded("mint provider")(c.Mint(ctx, owner, provider.Address(), tokens(10_000))); err != nil {
		return nil, err
	}
	r, err = c.Register(ctx, provider, []byte("12D3KooWExamplePeerIdForGasBench0123456789abcdef"), "bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy")
	if _, err := record("register", r, err); err != nil {
		return nil, err
	}
	if err := unrecorded("approve registry")(c.Approve(ctx, provider, d.Registry, tokens(5_000))); err != nil {
		return nil, err
	}
	r, err = c.Stake(ctx, provider, tokens(5_000))
	if _, err := record("stake", r, err); err != nil {
		return nil, err
	}
	r, err = c.Transfer(ctx, requester, owner.Address(), tokens(1))
	if rep.Baseline, err = record("erc20_transfer", r, err); err != nil {
		return nil, err
	}

	head := func() (uint64, error) {
		h, err := cfg.Backend.HeaderByNumber(ctx, nil)
		if err != nil {
			return 0, fmt.Errorf("gas bench: latest header: %w", err)
		}
		return h.Time, nil
	}
	waitPast := func(t uint64) error {
		if err := contracts.WaitChainTime(ctx, cfg.Backend, owner, t, cfg.AdvanceTime); err != nil {
			return fmt.Errorf("gas bench: %w", err)
		}
		return nil
	}
	jobs := 0 // job ids are derived from a counter, so reruns send the same calldata
	accept := func(deadlineIn time.Duration, mods ...func(*contracts.Acceptance)) (*contracts.Acceptance, []byte, error) {
		now, err := head()
		if err != nil {
			return nil, nil, err
		}
		a := &contracts.Acceptance{
			Requester:  requester.Address(),
			Provider:   provider.Address(),
			SpecHash:   contracts.SpecHash([]byte("bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi")),
			Price:      price,
			Collateral: collateral,
			Deadline:   now + uint64(deadlineIn/time.Second),
			Class:      contracts.ClassBatch,
			// As late as the escrow allows (a provider signs at most MaxExpiry).
			Expiry: now + uint64(deadlineIn/time.Second) - uint64(contracts.MinRunLead/time.Second),
		}
		jobs++
		// Namespaced like NewJobID, with a deterministic tail so that the calldata (and its gas) is
		// the same on every run.
		tail := crypto.Keccak256Hash([]byte("gpumesh gas bench"), d.Escrow[:], big.NewInt(int64(jobs)).Bytes())
		copy(a.JobID[:], requester.Address().Bytes())
		copy(a.JobID[common.AddressLength:], tail[:32-common.AddressLength])
		a.SecretCommitment = contracts.CommitSecret(a.JobID[:])
		for _, m := range mods {
			m(a)
		}
		sig, err := a.Sign(d.Domain(), provider.Key())
		return a, sig, err
	}
	resultCID := []byte("\x01\x55\x12\x20 result-cid-digest-0123456789ab")

	// lifecycle runs approve/open (or openWithPermit, or open from the requester's deposit),
	// submit and claim; it returns open+submit+claim.
	lifecycle := func(prefix string, permit, fromDeposit bool) (uint64, error) {
		a, sig, err := accept(time.Hour)
		if err != nil {
			return 0, fmt.Errorf("gas bench: acceptance: %w", err)
		}
		var open uint64
		switch {
		case fromDeposit:
			r, err := c.OpenJobFromDeposit(ctx, requester, a, sig)
			if open, err = record(prefix+"open", r, err); err != nil {
				return 0, err
			}
		case permit:
			r, err := c.OpenJobWithPermit(ctx, requester, a, sig, a.Expiry)
			if open, err = record("open_with_permit", r, err); err != nil {
				return 0, err
			}
		default:
			r, err := c.Approve(ctx, requester, d.Escrow, a.Price)
			if _, err := record(prefix+"approve", r, err); err != nil {
				return 0, err
			}
			r, err = c.OpenJob(ctx, requester, a, sig)
			if open, err = record(prefix+"open", r, err); err != nil {
				return 0, err
			}
		}
		r, err := c.SubmitResult(ctx, provider, a, resultCID)
		submit, err := record(prefix+"submit", r, err)
		if err != nil {
			return 0, err
		}
		job, err := c.JobState(ctx, a.JobID)
		if err != nil {
			return 0, fmt.Errorf("gas bench: read job: %w", err)
		}
		if err := waitPast(job.Time); err != nil {
			return 0, err
		}
		r, err = c.Claim(ctx, provider, a, contracts.ResultHash(resultCID))
		claim, err := record(prefix+"claim", r, err)
		if err != nil {
			return 0, err
		}
		return open + submit + claim, nil
	}

	if rep.LifecycleFirst, err = lifecycle("first_", false, false); err != nil {
		return nil, err
	}
	// The first claim left its collateral in the provider's free reserve. A job that stays open
	// while the warm lifecycles run (a market always has some), and is refunded at the end: its
	// deadline passes without a result. Its collateral is twice the reserve, so its open takes
	// the reserve and locks the shortfall in the registry (open_reserve_short).
	a, sig, err := accept(20*time.Second, func(a *contracts.Acceptance) { a.Collateral = new(big.Int).Mul(collateral, big.NewInt(2)) })
	if err != nil {
		return nil, fmt.Errorf("gas bench: acceptance: %w", err)
	}
	if err := unrecorded("approve for refund job")(c.Approve(ctx, requester, d.Escrow, a.Price)); err != nil {
		return nil, err
	}
	r, err = c.OpenJob(ctx, requester, a, sig)
	if rep.OpenReserveShort, err = record("open_reserve_short", r, err); err != nil {
		return nil, err
	}
	// A lifecycle with an empty reserve (its open locks the whole collateral in the registry):
	// its claim leaves the collateral in the reserve, which every later job's open takes.
	if rep.LifecycleNoReserve, err = lifecycle("no_reserve_", false, false); err != nil {
		return nil, err
	}
	if rep.LifecycleSingle, err = lifecycle("", false, false); err != nil {
		return nil, err
	}
	// A requester that keeps a deposit: one deposit, a job paid from it, the rest withdrawn (so
	// that every later step opens as before, pulling its price).
	if err := unrecorded("approve deposit")(c.Approve(ctx, requester, d.Escrow, tokens(1_000))); err != nil {
		return nil, err
	}
	r, err = c.Deposit(ctx, requester, tokens(1_000))
	if rep.Deposit, err = record("deposit", r, err); err != nil {
		return nil, err
	}
	if rep.LifecycleDeposit, err = lifecycle("deposit_", false, true); err != nil {
		return nil, err
	}
	rep.Lifecycle = rep.LifecycleDeposit
	left, err := c.DepositOf(ctx, requester.Address())
	if err != nil {
		return nil, fmt.Errorf("gas bench: read deposit: %w", err)
	}
	r, err = c.WithdrawDeposit(ctx, requester, left, requester.Address())
	if rep.WithdrawDeposit, err = record("withdraw_deposit", r, err); err != nil {
		return nil, err
	}
	// The provider takes everything its claims credited so far: one transfer for many claims.
	earned, err := c.EarningsOf(ctx, provider.Address())
	if err != nil {
		return nil, fmt.Errorf("gas bench: read earnings: %w", err)
	}
	r, err = c.WithdrawEarnings(ctx, provider, earned, provider.Address())
	if rep.WithdrawEarnings, err = record("withdraw_earnings", r, err); err != nil {
		return nil, err
	}
	if rep.LifecyclePermit, err = lifecycle("permit_", true, false); err != nil {
		return nil, err
	}
	// ClaimBatchJobs jobs opened and submitted one by one, claimed by one claimMany (a provider
	// settling the jobs whose windows ended together).
	var batch []*contracts.Acceptance
	var batchResults [][32]byte
	var batchGas uint64
	for i := range ClaimBatchJobs {
		a, sig, err := accept(time.Hour)
		if err != nil {
			return nil, fmt.Errorf("gas bench: acceptance: %w", err)
		}
		if err := unrecorded("batch approve")(c.Approve(ctx, requester, d.Escrow, a.Price)); err != nil {
			return nil, err
		}
		for _, step := range []struct {
			name string
			run  func() (*types.Receipt, error)
		}{
			{"open", func() (*types.Receipt, error) { return c.OpenJob(ctx, requester, a, sig) }},
			{"submit", func() (*types.Receipt, error) { return c.SubmitResult(ctx, provider, a, resultCID) }},
		} {
			r, err := step.run()
			if err != nil {
				return nil, fmt.Errorf("gas bench: batch job %d %s: %w", i, step.name, err)
			}
			batchGas += r.GasUsed
		}
		batch, batchResults = append(batch, a), append(batchResults, contracts.ResultHash(resultCID))
	}
	last, err := c.JobState(ctx, batch[len(batch)-1].JobID)
	if err != nil {
		return nil, fmt.Errorf("gas bench: read job: %w", err)
	}
	if err := waitPast(last.Time); err != nil {
		return nil, err
	}
	r, err = c.ClaimMany(ctx, provider, batch, batchResults)
	claimMany, err := record(fmt.Sprintf("claim_many_%d", ClaimBatchJobs), r, err)
	if err != nil {
		return nil, err
	}
	rep.LifecycleBatched = (batchGas + claimMany) / ClaimBatchJobs
	if err := daemonBatches(ctx, cfg, c, requester, provider, accept, waitPast, resultCID, collateral, record, rep); err != nil {
		return nil, err
	}
	if err := waitPast(a.Deadline); err != nil {
		return nil, err
	}
	r, err = c.Refund(ctx, requester, a)
	if _, err := record("refund", r, err); err != nil {
		return nil, err
	}
	// The provider takes its whole free reserve back to free stake (the daemon releases what is
	// above chain.collateral_reserve_keep).
	reserve, err := c.ReserveOf(ctx, provider.Address())
	if err != nil {
		return nil, fmt.Errorf("gas bench: read reserve: %w", err)
	}
	r, err = c.ReleaseReserve(ctx, provider, reserve)
	if rep.ReleaseReserve, err = record("release_reserve", r, err); err != nil {
		return nil, err
	}

	r, err = c.RequestUnstake(ctx, provider, tokens(1_000))
	if _, err := record("request_unstake", r, err); err != nil {
		return nil, err
	}
	info, err := c.StakeOf(ctx, provider.Address())
	if err != nil {
		return nil, fmt.Errorf("gas bench: stake: %w", err)
	}
	if err := waitPast(info.ReadyAt); err != nil {
		return nil, err
	}
	r, err = c.Withdraw(ctx, provider)
	if _, err := record("withdraw", r, err); err != nil {
		return nil, err
	}

	// Burst payments, after every escrow step so that the escrow's numbers do not move.
	run := &gasRun{c: c, owner: owner, provider: provider, requester: requester, newSender: newSender,
		record: record, unrecorded: unrecorded, head: head, waitPast: waitPast, accept: accept,
		resultCID: resultCID, rep: rep}
	if err := benchChannels(ctx, run); err != nil {
		return nil, err
	}

	if err := benchDisputes(ctx, cfg.Backend, run); err != nil {
		return nil, err
	}

	// Pay on proof, last for the same reason.
	if !cfg.SkipZK {
		if err := benchZK(ctx, cfg, run); err != nil {
			return nil, err
		}
	}
	return rep, nil
}

// benchDisputes measures a dispute resolved by two verdicts and one that expires. Two verifier
// accounts are made, funded with ether by the owner, and staked.
func benchDisputes(ctx context.Context, b contracts.Backend, run *gasRun) error {
	c, owner, provider, requester, newSender := run.c, run.owner, run.provider, run.requester, run.newSender
	record, unrecorded, accept, waitPast, resultCID, rep := run.record, run.unrecorded, run.accept, run.waitPast, run.resultCID, run.rep
	d := c.Deployment()
	params, err := c.DisputeParams(ctx)
	if err != nil {
		return fmt.Errorf("gas bench: dispute params: %w", err)
	}
	var verifiers []*contracts.Sender
	for i := range 2 {
		k, err := crypto.GenerateKey()
		if err != nil {
			return err
		}
		v := newSender(k)
		stake := new(big.Int).Set(params.MinVerifierStake)
		for _, step := range []struct {
			name string
			run  func() (*types.Receipt, error)
		}{
			{"fund verifier", func() (*types.Receipt, error) {
				return owner.SendValue(ctx, v.Address(), new(big.Int).Exp(big.NewInt(10), big.NewInt(18), nil), nil)
			}},
			{"mint verifier", func() (*types.Receipt, error) { return c.Mint(ctx, owner, v.Address(), stake) }},
			{"register verifier", func() (*types.Receipt, error) {
				return c.Register(ctx, v, []byte(fmt.Sprintf("12D3KooWGasBenchVerifier%d", i)), "")
			}},
			{"approve verifier stake", func() (*types.Receipt, error) { return c.Approve(ctx, v, d.Registry, stake) }},
			{"stake verifier", func() (*types.Receipt, error) { return c.Stake(ctx, v, stake) }},
			{"join verifier pool", func() (*types.Receipt, error) { return c.JoinVerifiers(ctx, v) }},
		} {
			if err := unrecorded(step.name)(step.run()); err != nil {
				return err
			}
		}
		verifiers = append(verifiers, v)
	}

	// draw waits for the draw block of a's dispute (poking blocks) and draws its committee.
	draw := func(name string, a *contracts.Acceptance) error {
		st, err := c.DisputeState(ctx, a.JobID)
		if err != nil {
			return fmt.Errorf("gas bench: dispute state: %w", err)
		}
		for {
			head, err := b.HeaderByNumber(ctx, nil)
			if err != nil {
				return fmt.Errorf("gas bench: head: %w", err)
			}
			if head.Number.Uint64() > st.OpenBlock+params.DrawDelay { // gas is estimated on the latest block
				break
			}
			if err := unrecorded(name + " poke")(owner.SendValue(ctx, owner.Address(), new(big.Int), nil)); err != nil {
				return err
			}
		}
		r, err := c.DrawCommittee(ctx, owner, a, contracts.ResultHash(resultCID))
		_, err = record(name+"_draw", r, err)
		return err
	}

	// dispute opens a job, approves the bond, submits a result and disputes it at once (the
	// challenge window is short).
	dispute := func(name string) (*contracts.Acceptance, error) {
		secret := crypto.Keccak256Hash([]byte("gas bench secret"), []byte(name))
		a, sig, err := accept(time.Hour, func(a *contracts.Acceptance) { a.SecretCommitment = contracts.CommitSecret(secret[:]) })
		if err != nil {
			return nil, fmt.Errorf("gas bench: acceptance: %w", err)
		}
		bond, err := c.DisputeBond(ctx, a.Price)
		if err != nil {
			return nil, fmt.Errorf("gas bench: bond: %w", err)
		}
		if err := unrecorded(name + " approve")(c.Approve(ctx, requester, d.Escrow, new(big.Int).Add(a.Price, bond))); err != nil {
			return nil, err
		}
		if err := unrecorded(name + " open")(c.OpenJob(ctx, requester, a, sig)); err != nil {
			return nil, err
		}
		if err := unrecorded(name + " submit")(c.SubmitResult(ctx, provider, a, resultCID)); err != nil {
			return nil, err
		}
		r, err := c.OpenDispute(ctx, requester, a, contracts.ResultHash(resultCID), secret)
		if _, err := record(name+"_open", r, err); err != nil {
			return nil, err
		}
		return a, nil
	}

	a, err := dispute("dispute")
	if err != nil {
		return err
	}
	rep.DisputeOpen, _ = rep.Step("dispute_open")
	if err := draw("dispute", a); err != nil {
		return err
	}
	rep.DisputeDraw, _ = rep.Step("dispute_draw")
	st, err := c.DisputeState(ctx, a.JobID)
	if err != nil {
		return fmt.Errorf("gas bench: dispute state: %w", err)
	}
	vs := make([]contracts.Verdict, len(verifiers))
	for i, v := range verifiers {
		vs[i] = contracts.Verdict{DisputeID: st.ID, JobID: a.JobID, Outcome: contracts.OutcomeProviderFault,
			ResultHash: contracts.ResultHash([]byte("verifier re-run")), IssuedAt: st.OpenedAt}
		if err := vs[i].Sign(d.Domain(), v.Key()); err != nil {
			return fmt.Errorf("gas bench: sign verdict: %w", err)
		}
	}
	r, err := c.SubmitVerdicts(ctx, owner, a, contracts.ResultHash(resultCID), vs)
	if rep.DisputeVerdicts, err = record("dispute_verdicts", r, err); err != nil {
		return err
	}

	a, err = dispute("expiring_dispute")
	if err != nil {
		return err
	}
	if err := draw("expiring_dispute", a); err != nil {
		return err
	}
	js, err := c.JobState(ctx, a.JobID)
	if err != nil {
		return fmt.Errorf("gas bench: job state: %w", err)
	}
	if err := waitPast(js.Time); err != nil {
		return err
	}
	r, err = c.ExpireDispute(ctx, owner, a, contracts.ResultHash(resultCID))
	rep.DisputeExpire, err = record("dispute_expire", r, err)
	return err
}
