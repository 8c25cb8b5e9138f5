package devnet

import (
	"context"
	"crypto/rand"
	"fmt"
	"io"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ipfs/go-cid"
	p2pcrypto "github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/multiformats/go-multihash"

	"github.com/gpumesh/gpumesh/contracts"
)

// DemoResult summarises a demo run.
type DemoResult struct {
	JobID        contracts.JobID
	LifecycleGas uint64 // open + submit + claim
	Duration     time.Duration
}

// demoPrinter prints one line per step with its timing, transaction and gas.
type demoPrinter struct {
	w     io.Writer
	start time.Time
	last  time.Time
}

func (p *demoPrinter) step(name string, r *types.Receipt, detail string) {
	now := time.Now()
	elapsed := now.Sub(p.last)
	p.last = now
	if r == nil {
		fmt.Fprintf(p.w, "%-28s %8s  %-66s %9s  %s\n", name, elapsed.Round(time.Millisecond), "", "", detail)
		return
	}
	fmt.Fprintf(p.w, "%-28s %8s  %-66s %9d  %s\n", name, elapsed.Round(time.Millisecond), r.TxHash.Hex(), r.GasUsed, detail)
}

// rawCID returns the CIDv1 (raw codec, sha2-256) of data.
func rawCID(data []byte) (cid.Cid, error) {
	mh, err := multihash.Sum(data, multihash.SHA2_256, -1)
	if err != nil {
		return cid.Undef, err
	}
	return cid.NewCidV1(cid.Raw, mh), nil
}

// tokens converts whole devnet tokens (6 decimals) to token units.
func tokens(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(1_000_000)) }

// formatTokens renders token units as a decimal number of tokens.
func formatTokens(units *big.Int) string {
	sign := ""
	if units.Sign() < 0 {
		sign = "-"
	}
	q, r := new(big.Int).QuoRem(new(big.Int).Abs(units), big.NewInt(1_000_000), new(big.Int))
	return fmt.Sprintf("%s%s.%06d", sign, q, r.Int64())
}

// RunDemo walks one batch job through its whole on-chain life on n: the first provider registers
// and stakes, the requester opens a job with the provider's signed acceptance (permit and open in
// one transaction), the provider submits a result CID, the challenge window passes on chain time,
// the job is claimed (the pay credited to the provider's earnings, which it withdraws) and the
// accrued fee is paid to the treasury. It prints every step with its transaction hash and gas, then checks that
// no token was created or lost.
func RunDemo(ctx context.Context, n *Network, w io.Writer) (*DemoResult, error) {
	p := &demoPrinter{w: w, start: time.Now(), last: time.Now()}
	c := n.Contracts
	provider, requester := c.Sender(n.Providers[0]), c.Sender(n.Requester)
	holders := map[string]common.Address{
		"requester": requester.Address(),
		"provider":  provider.Address(),
		"treasury":  n.Treasury,
		"escrow":    n.Deployment.Escrow,
		"registry":  n.Deployment.Registry,
	}
	supplyBefore, err := c.TotalSupply(ctx)
	if err != nil {
		return nil, err
	}
	before, err := balances(ctx, c, holders)
	if err != nil {
		return nil, err
	}

	fmt.Fprintf(w, "chain %d at %s (started, contracts deployed and accounts funded in %s)\n",
		n.Chain.ChainID(), n.Chain.HTTPEndpoint(), n.StartupTime().Round(time.Millisecond))
	fmt.Fprintf(w, "token %s  registry %s  escrow %s\n\n", n.Deployment.Token.Hex(), n.Deployment.Registry.Hex(), n.Deployment.Escrow.Hex())
	fmt.Fprintf(w, "%-28s %8s  %-66s %9s  %s\n", "step", "time", "transaction", "gas", "detail")

	// 1. The provider registers its libp2p peer id and stakes collateral.
	peerKey, _, err := p2pcrypto.GenerateEd25519Key(rand.Reader)
	if err != nil {
		return nil, err
	}
	peerID, err := peer.IDFromPrivateKey(peerKey)
	if err != nil {
		return nil, err
	}
	meta, err := rawCID([]byte(`{"name":"demo-provider","gpus":[]}`))
	if err != nil {
		return nil, err
	}
	r, err := c.Register(ctx, provider, []byte(peerID), meta.String())
	if err != nil {
		return nil, fmt.Errorf("register provider: %w", err)
	}
	p.step("provider registers", r, "peer "+peerID.String())
	stake := tokens(500)
	if r, err = c.Approve(ctx, provider, n.Deployment.Registry, stake); err != nil {
		return nil, fmt.Errorf("approve stake: %w", err)
	}
	p.step("provider approves stake", r, formatTokens(stake)+" tUSD")
	if r, err = c.Stake(ctx, provider, stake); err != nil {
		return nil, fmt.Errorf("stake: %w", err)
	}
	p.step("provider stakes", r, formatTokens(stake)+" tUSD")

	// 2. The requester describes the job; the provider signs an acceptance of its terms.
	spec := []byte("version: 1\nclass: batch\nexecutor: wasm\nmodule: demo\n")
	specCID, err := rawCID(spec)
	if err != nil {
		return nil, err
	}
	secret := make([]byte, 32)
	if _, err := rand.Read(secret); err != nil {
		return nil, err
	}
	jobID := contracts.NewJobID(requester.Address())
	head, err := n.Backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, err
	}
	acc := &contracts.Acceptance{
		JobID:            jobID,
		Requester:        requester.Address(),
		Provider:         provider.Address(),
		SpecHash:         contracts.SpecHash(specCID.Bytes()),
		Price:            tokens(25),
		Collateral:       tokens(50),
		Deadline:         head.Time + 600,
		Class:            contracts.ClassBatch,
		SecretCommitment: contracts.CommitSecret(secret),
		Expiry:           head.Time + 300,
	}
	sig, err := acc.Sign(n.Deployment.Domain(), n.Providers[0])
	if err != nil {
		return nil, err
	}
	p.step("provider signs acceptance", nil, fmt.Sprintf("EIP-712, price %s, collateral %s tUSD, spec %s", formatTokens(acc.Price), formatTokens(acc.Collateral), specCID))

	// 3. One transaction: permit + open (payment and collateral locked).
	rOpen, err := c.OpenJobWithPermit(ctx, requester, acc, sig, head.Time+300)
	if err != nil {
		return nil, fmt.Errorf("open job: %w", err)
	}
	p.step("requester opens job", rOpen, "permit+open, job "+jobID.String()[:18]+"…")

	// 4. The provider submits its result CID.
	result := append([]byte("result of "), specCID.Bytes()...)
	resultCID, err := rawCID(result)
	if err != nil {
		return nil, err
	}
	rSubmit, err := c.SubmitResult(ctx, provider, acc, resultCID.Bytes())
	if err != nil {
		return nil, fmt.Errorf("submit result: %w", err)
	}
	p.step("provider submits result", rSubmit, "result "+resultCID.String())

	// 5. Wait for the challenge window to close on chain time.
	state, err := c.JobState(ctx, jobID)
	if err != nil {
		return nil, err
	}
	if err := waitChainTime(ctx, n, state.Time); err != nil {
		return nil, err
	}
	p.step("challenge window passes", nil, fmt.Sprintf("chain time reached %d", state.Time))

	// 6. Claim: the pay is credited to the provider's earnings in the escrow, the fee accrues to
	// the treasury there, the collateral is unlocked.
	rClaim, err := c.Claim(ctx, provider, acc, contracts.ResultHash(resultCID.Bytes()))
	if err != nil {
		return nil, fmt.Errorf("claim: %w", err)
	}
	p.step("provider claims", rClaim, "earnings credited")

	// 6b. The provider withdraws its earnings (once for many claims).
	earned, err := c.EarningsOf(ctx, provider.Address())
	if err != nil {
		return nil, err
	}
	rEarn, err := c.WithdrawEarnings(ctx, provider, earned, provider.Address())
	if err != nil {
		return nil, fmt.Errorf("withdraw earnings: %w", err)
	}
	p.step("provider withdraws pay", rEarn, "withdrawEarnings")

	// 7. The accrued fees go to the treasury (anyone may send this, once for many claims).
	rFees, err := c.WithdrawFees(ctx, requester)
	if err != nil {
		return nil, err
	}
	if rFees != nil {
		p.step("fees to the treasury", rFees, "withdrawFees")
	}

	after, err := balances(ctx, c, holders)
	if err != nil {
		return nil, err
	}
	supplyAfter, err := c.TotalSupply(ctx)
	if err != nil {
		return nil, err
	}
	fmt.Fprintf(w, "\n%-10s %16s %16s %16s\n", "holder", "before", "after", "change")
	sumBefore, sumAfter := new(big.Int), new(big.Int)
	for _, name := range []string{"requester", "provider", "treasury", "escrow", "registry"} {
		b, a := before[name], after[name]
		sumBefore.Add(sumBefore, b)
		sumAfter.Add(sumAfter, a)
		fmt.Fprintf(w, "%-10s %16s %16s %16s\n", name, formatTokens(b), formatTokens(a), formatTokens(new(big.Int).Sub(a, b)))
	}
	if sumBefore.Cmp(sumAfter) != 0 || supplyBefore.Cmp(supplyAfter) != 0 {
		return nil, fmt.Errorf("token conservation violated: holders %s -> %s, supply %s -> %s", sumBefore, sumAfter, supplyBefore, supplyAfter)
	}
	final, err := c.JobState(ctx, jobID)
	if err != nil {
		return nil, err
	}
	if final.Status != contracts.StatusClaimed {
		return nil, fmt.Errorf("job ended in status %s, want claimed", final.Status)
	}
	res := &DemoResult{
		JobID:        jobID,
		LifecycleGas: rOpen.GasUsed + rSubmit.GasUsed + rClaim.GasUsed,
		Duration:     time.Since(p.start),
	}
	fmt.Fprintf(w, "\njob lifecycle gas (open+submit+claim): %d; no token created or lost; done in %s\n",
		res.LifecycleGas, res.Duration.Round(time.Millisecond))
	return res, nil
}

func balances(ctx context.Context, c *contracts.Client, holders map[string]common.Address) (map[string]*big.Int, error) {
	out := make(map[string]*big.Int, len(holders))
	for name, addr := range holders {
		b, err := c.BalanceOf(ctx, addr)
		if err != nil {
			return nil, fmt.Errorf("balance of %s: %w", name, err)
		}
		out[name] = b
	}
	return out, nil
}

// waitChainTime waits until the chain's head block has a timestamp of at least t (the chain's
// heartbeat moves time while idle).
func waitChainTime(ctx context.Context, n *Network, t uint64) error {
	heads := make(chan *types.Header, 16)
	sub, err := n.Backend.SubscribeNewHead(ctx, heads)
	if err != nil {
		return fmt.Errorf("subscribe to heads: %w", err)
	}
	defer sub.Unsubscribe()
	head, err := n.Backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return err
	}
	for head.Time < t {
		select {
		case head = <-heads:
		case err := <-sub.Err():
			return fmt.Errorf("head subscription: %w", err)
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	return nil
}
