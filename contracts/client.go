package contracts

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/gpumesh/gpumesh/contracts/bindings"
	"github.com/gpumesh/gpumesh/contracts/eip712"
)

// permitTypes is ERC-2612's Permit type.
var permitTypes = apitypes.Types{
	"Permit": {
		{Name: "owner", Type: "address"},
		{Name: "spender", Type: "address"},
		{Name: "value", Type: "uint256"},
		{Name: "nonce", Type: "uint256"},
		{Name: "deadline", Type: "uint256"},
	},
}

// Client calls a Deployment's contracts: one method per contract function that gpumesh uses.
// Transactions are sent through a *Sender (one per account); reverts come back as *RevertError
// labelled with the contract ("escrow: ChallengeWindowOpen(until=...)").
type Client struct {
	backend  Backend
	d        *Deployment
	decoder  *ErrorDecoder
	token    *bindings.TestToken
	registry *bindings.ProviderRegistry
	escrow   *bindings.JobEscrow
	logs     *LogPager
	opts     clientOptions
}

// ClientOption configures a Client.
type ClientOption func(*clientOptions)

type clientOptions struct {
	maxLogRange  uint64
	maxFeeCap    *big.Int
	replaceAfter time.Duration
}

// WithMaxLogRange sets the largest block span of one eth_getLogs call (DefaultMaxLogRange when
// 0 or not given). Set it to the cap of an RPC that refuses larger ranges; the client also
// shrinks a range the RPC refuses, so the option only saves those refused calls.
func WithMaxLogRange(blocks uint64) ClientOption {
	return func(o *clientOptions) { o.maxLogRange = blocks }
}

// WithFees sets what every Sender of the client is created with: Sender.MaxFeeCap (nil: no
// bound) and Sender.ReplaceAfter (0: DefaultReplaceAfter).
func WithFees(maxFeeCap *big.Int, replaceAfter time.Duration) ClientOption {
	return func(o *clientOptions) { o.maxFeeCap, o.replaceAfter = maxFeeCap, replaceAfter }
}

// Now is the later of the wall clock and the latest block's time: the clock the contracts check
// deadlines and expiries against, as seen from here. A chain that seals a block per transaction
// (the devnet) runs ahead of the wall clock; a deadline counted from the wall clock alone can
// then be past for the escrow as soon as it is signed.
func (c *Client) Now(ctx context.Context) (time.Time, error) {
	now := time.Now()
	head, err := c.backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return time.Time{}, fmt.Errorf("read chain time: %w", err)
	}
	if chain := time.Unix(int64(head.Time), 0); chain.After(now) {
		return chain, nil
	}
	return now, nil
}

// NewClient returns a client for the contracts of d on backend.
func NewClient(backend Backend, d *Deployment, opts ...ClientOption) *Client {
	var o clientOptions
	for _, opt := range opts {
		opt(&o)
	}
	return &Client{
		backend:  backend,
		d:        d,
		decoder:  d.Decoder(),
		token:    bindings.NewTestToken(),
		registry: bindings.NewProviderRegistry(),
		escrow:   bindings.NewJobEscrow(),
		logs:     NewLogPager(backend, o.maxLogRange),
		opts:     o,
	}
}

// Logs is the client's log pager: every log query on this client's chain goes through it, so
// they share the span the RPC was found to accept.
func (c *Client) Logs() *LogPager { return c.logs }

// Deployment is the deployment the client talks to.
func (c *Client) Deployment() *Deployment { return c.d }

// Sender returns a Sender for key with this deployment's chain id and error labels, and the
// client's fee settings (WithFees).
func (c *Client) Sender(key *ecdsa.PrivateKey) *Sender {
	s := NewSender(c.backend, key, c.d.ChainID, c.decoder)
	s.MaxFeeCap, s.ReplaceAfter = c.opts.maxFeeCap, c.opts.replaceAfter
	return s
}

func (c *Client) call(ctx context.Context, to common.Address, data []byte) ([]byte, error) {
	return Call(ctx, c.backend, c.decoder, to, data)
}

func view[T any](ctx context.Context, c *Client, to common.Address, data []byte, unpack func([]byte) (T, error)) (T, error) {
	var zero T
	out, err := c.call(ctx, to, data)
	if err != nil {
		return zero, err
	}
	v, err := unpack(out)
	if err != nil {
		return zero, fmt.Errorf("unpack result: %w", err)
	}
	return v, nil
}

// ---- token ----

// Mint mints amount to to; s must be the token owner (TestToken only).
func (c *Client) Mint(ctx context.Context, s *Sender, to common.Address, amount *big.Int) (*types.Receipt, error) {
	return s.Send(ctx, c.d.Token, c.token.PackMint(to, amount))
}

// Approve lets spender move amount of s's tokens.
func (c *Client) Approve(ctx context.Context, s *Sender, spender common.Address, amount *big.Int) (*types.Receipt, error) {
	return s.Send(ctx, c.d.Token, c.token.PackApprove(spender, amount))
}

// Transfer sends amount of s's tokens to to.
func (c *Client) Transfer(ctx context.Context, s *Sender, to common.Address, amount *big.Int) (*types.Receipt, error) {
	return s.Send(ctx, c.d.Token, c.token.PackTransfer(to, amount))
}

// BalanceOf is owner's token balance.
func (c *Client) BalanceOf(ctx context.Context, owner common.Address) (*big.Int, error) {
	return view(ctx, c, c.d.Token, c.token.PackBalanceOf(owner), c.token.UnpackBalanceOf)
}

// Decimals is the payment token's number of decimals (6 for the devnet token): what turns token
// units into the decimal amounts people read and write.
func (c *Client) Decimals(ctx context.Context) (uint8, error) {
	return view(ctx, c, c.d.Token, c.token.PackDecimals(), c.token.UnpackDecimals)
}

// TotalSupply is the token's total supply.
func (c *Client) TotalSupply(ctx context.Context) (*big.Int, error) {
	return view(ctx, c, c.d.Token, c.token.PackTotalSupply(), c.token.UnpackTotalSupply)
}

// SignPermit signs an EIP-2612 permit letting spender move value of s's tokens until deadline.
// It returns v, r, s as the token's permit function takes them.
func (c *Client) SignPermit(ctx context.Context, s *Sender, spender common.Address, value *big.Int, deadline uint64) (uint8, [32]byte, [32]byte, error) {
	var r, ss [32]byte
	name, err := view(ctx, c, c.d.Token, c.token.PackName(), c.token.UnpackName)
	if err != nil {
		return 0, r, ss, fmt.Errorf("permit: token name: %w", err)
	}
	nonce, err := view(ctx, c, c.d.Token, c.token.PackNonces(s.Address()), c.token.UnpackNonces)
	if err != nil {
		return 0, r, ss, fmt.Errorf("permit: nonce: %w", err)
	}
	dom := eip712.Domain{Name: name, Version: "1", ChainID: c.d.ChainID, VerifyingContract: c.d.Token}
	digest, err := dom.Hash(permitTypes, "Permit", apitypes.TypedDataMessage{
		"owner":    s.Address().Hex(),
		"spender":  spender.Hex(),
		"value":    new(big.Int).Set(value),
		"nonce":    nonce,
		"deadline": new(big.Int).SetUint64(deadline),
	})
	if err != nil {
		return 0, r, ss, fmt.Errorf("permit: hash: %w", err)
	}
	sig, err := eip712.SignKey(s.Key(), digest)
	if err != nil {
		return 0, r, ss, fmt.Errorf("permit: sign: %w", err)
	}
	copy(r[:], sig[:32])
	copy(ss[:], sig[32:64])
	return sig[64], r, ss, nil
}

// ---- registry ----

// Register registers s as a provider with its libp2p peer id (binary) and metadata CID.
func (c *Client) Register(ctx context.Context, s *Sender, peerID []byte, metadataCID string) (*types.Receipt, error) {
	return s.Send(ctx, c.d.Registry, c.registry.PackRegister(peerID, metadataCID))
}

// Stake adds amount to s's stake (approve the registry first).
func (c *Client) Stake(ctx context.Context, s *Sender, amount *big.Int) (*types.Receipt, error) {
	return s.Send(ctx, c.d.Registry, c.registry.PackStake(amount))
}

// RequestUnstake starts unbonding amount of s's free stake.
func (c *Client) RequestUnstake(ctx context.Context, s *Sender, amount *big.Int) (*types.Receipt, error) {
	return s.Send(ctx, c.d.Registry, c.registry.PackRequestUnstake(amount))
}

// Withdraw withdraws s's unbonded stake.
func (c *Client) Withdraw(ctx context.Context, s *Sender) (*types.Receipt, error) {
	return s.Send(ctx, c.d.Registry, c.registry.PackWithdraw())
}

// StakeInfo is a provider's position in the registry.
type StakeInfo struct {
	Registered bool
	Stake      *big.Int // bonded, locked included
	Locked     *big.Int // locked as job collateral
	Free       *big.Int // Stake - Locked
	Unbonding  *big.Int
	ReadyAt    uint64 // unix seconds when Unbonding can be withdrawn
	PeerID     []byte
	Metadata   string
}

// StakeOf reads provider's registry position.
func (c *Client) StakeOf(ctx context.Context, provider common.Address) (*StakeInfo, error) {
	var (
		info StakeInfo
		err  error
	)
	r := c.registry
	if info.Registered, err = view(ctx, c, c.d.Registry, r.PackIsRegistered(provider), r.UnpackIsRegistered); err != nil {
		return nil, err
	}
	if info.Stake, err = view(ctx, c, c.d.Registry, r.PackStakeOf(provider), r.UnpackStakeOf); err != nil {
		return nil, err
	}
	if info.Locked, err = view(ctx, c, c.d.Registry, r.PackLockedOf(provider), r.UnpackLockedOf); err != nil {
		return nil, err
	}
	if info.Free, err = view(ctx, c, c.d.Registry, r.PackFreeStakeOf(provider), r.UnpackFreeStakeOf); err != nil {
		return nil, err
	}
	ub, err := view(ctx, c, c.d.Registry, r.PackUnbondingOf(provider), r.UnpackUnbondingOf)
	if err != nil {
		return nil, err
	}
	info.Unbonding, info.ReadyAt = ub.Amount, ub.ReadyAt
	if info.PeerID, err = view(ctx, c, c.d.Registry, r.PackPeerIdOf(provider), r.UnpackPeerIdOf); err != nil {
		return nil, err
	}
	if info.Metadata, err = view(ctx, c, c.d.Registry, r.PackMetadataOf(provider), r.UnpackMetadataOf); err != nil {
		return nil, err
	}
	return &info, nil
}

// RegistryHeld is what the registry holds for providers: bonded plus unbonding stake.
func (c *Client) RegistryHeld(ctx context.Context) (*big.Int, error) {
	return view(ctx, c, c.d.Registry, c.registry.PackTotalHeld(), c.registry.UnpackTotalHeld)
}

// ---- escrow ----

// ErrInvalidAmount reports a deposit or withdrawal amount that is not positive.
var ErrInvalidAmount = errors.New("contracts: invalid amount")

// Deposit moves amount of s's tokens into its escrow deposit; s must have approved the escrow
// for amount. Later opens whose price the deposit covers are paid from it (no approve, less gas).
func (c *Client) Deposit(ctx context.Context, s *Sender, amount *big.Int) (*types.Receipt, error) {
	if amount == nil || amount.Sign() <= 0 {
		return nil, fmt.Errorf("deposit: amount %v: %w", amount, ErrInvalidAmount)
	}
	return s.Send(ctx, c.d.Escrow, c.escrow.PackDeposit(amount))
}

// WithdrawDeposit pays amount of s's escrow deposit to `to` (s's own address or another).
func (c *Client) WithdrawDeposit(ctx context.Context, s *Sender, amount *big.Int, to common.Address) (*types.Receipt, error) {
	if amount == nil || amount.Sign() <= 0 {
		return nil, fmt.Errorf("withdraw deposit: amount %v: %w", amount, ErrInvalidAmount)
	}
	if to == (common.Address{}) {
		return nil, fmt.Errorf("withdraw deposit: %w: recipient is the zero address; name the address to pay", ErrInvalidRecipient)
	}
	return s.Send(ctx, c.d.Escrow, c.escrow.PackWithdrawDeposit(amount, to))
}

// DepositOf is what the escrow holds for requester outside any job (its deposit).
func (c *Client) DepositOf(ctx context.Context, requester common.Address) (*big.Int, error) {
	return view(ctx, c, c.d.Escrow, c.escrow.PackDeposits(requester), c.escrow.UnpackDeposits)
}

// WithdrawEarnings pays amount of s's earnings in the escrow (the payouts its claimed jobs were
// credited) to `to` (s's own address or another). The escrow reverts InsufficientEarnings when
// amount exceeds them.
func (c *Client) WithdrawEarnings(ctx context.Context, s *Sender, amount *big.Int, to common.Address) (*types.Receipt, error) {
	if amount == nil || amount.Sign() <= 0 {
		return nil, fmt.Errorf("withdraw earnings: amount %v: %w", amount, ErrInvalidAmount)
	}
	if to == (common.Address{}) {
		return nil, fmt.Errorf("withdraw earnings: %w: recipient is the zero address; name the address to pay", ErrInvalidRecipient)
	}
	return s.Send(ctx, c.d.Escrow, c.escrow.PackWithdrawEarnings(amount, to))
}

// ProviderAccount is a provider's account in the escrow: the payouts of its claimed jobs not yet
// withdrawn (Earnings), how many of its jobs were paid (JobsPaid, modulo 2^40 on chain) and its
// free collateral reserve (Reserve: registry stake locked for the escrow that backs no job; opens
// take their collateral from it and settlements return it; ReleaseReserve unlocks it).
type ProviderAccount struct {
	Earnings *big.Int
	JobsPaid uint64
	Reserve  *big.Int
}

// AccountOf reads provider's account in the escrow.
func (c *Client) AccountOf(ctx context.Context, provider common.Address) (ProviderAccount, error) {
	out, err := view(ctx, c, c.d.Escrow, c.escrow.PackAccounts(provider), c.escrow.UnpackAccounts)
	if err != nil {
		return ProviderAccount{}, err
	}
	if !out.JobsPaid.IsUint64() {
		return ProviderAccount{}, fmt.Errorf("account of %s: jobs paid %v out of range", provider, out.JobsPaid)
	}
	return ProviderAccount{Earnings: out.Earnings, JobsPaid: out.JobsPaid.Uint64(), Reserve: out.Reserve}, nil
}

// ReserveOf is provider's free collateral reserve in the escrow (AccountOf's Reserve).
func (c *Client) ReserveOf(ctx context.Context, provider common.Address) (*big.Int, error) {
	acct, err := c.AccountOf(ctx, provider)
	if err != nil {
		return nil, err
	}
	return acct.Reserve, nil
}

// LockReserve locks amount of s's free registry stake into its free collateral reserve in the
// escrow in bulk, so that its next opens take their collateral from the reserve instead of each
// locking in the registry (InsufficientFreeStake from the registry when the free stake is
// smaller).
func (c *Client) LockReserve(ctx context.Context, s *Sender, amount *big.Int) (*types.Receipt, error) {
	if amount == nil || amount.Sign() <= 0 {
		return nil, fmt.Errorf("lock reserve: amount %v: %w", amount, ErrInvalidAmount)
	}
	return s.Send(ctx, c.d.Escrow, c.escrow.PackLockReserve(amount))
}

// ReleaseReserve unlocks amount of s's free collateral reserve back to its free registry stake
// (InsufficientReserve when the free reserve is smaller: collateral backing a live job is not
// free).
func (c *Client) ReleaseReserve(ctx context.Context, s *Sender, amount *big.Int) (*types.Receipt, error) {
	if amount == nil || amount.Sign() <= 0 {
		return nil, fmt.Errorf("release reserve: amount %v: %w", amount, ErrInvalidAmount)
	}
	return s.Send(ctx, c.d.Escrow, c.escrow.PackReleaseReserve(amount))
}

// EarningsOf is what the escrow holds for provider from its claimed jobs (AccountOf's Earnings).
func (c *Client) EarningsOf(ctx context.Context, provider common.Address) (*big.Int, error) {
	acct, err := c.AccountOf(ctx, provider)
	if err != nil {
		return nil, err
	}
	return acct.Earnings, nil
}

// OpenJob opens the job of a with the provider's signature; s must be a.Requester and must have
// approved the escrow for a.Price.
func (c *Client) OpenJob(ctx context.Context, s *Sender, a *Acceptance, sig []byte) (*types.Receipt, error) {
	return s.Send(ctx, c.d.Escrow, c.escrow.PackOpenJob(a.Binding(), sig, false))
}

// OpenJobFromDeposit is OpenJob paid from s's escrow deposit (DepositOf): no approve, no token
// transfer. The escrow reverts InsufficientDeposit when the deposit does not cover a.Price.
func (c *Client) OpenJobFromDeposit(ctx context.Context, s *Sender, a *Acceptance, sig []byte) (*types.Receipt, error) {
	return s.Send(ctx, c.d.Escrow, c.escrow.PackOpenJob(a.Binding(), sig, true))
}

// OpenJobWithPermit signs an EIP-2612 permit for a.Price (valid until permitDeadline) with s's
// key and opens the job in the same transaction, without a prior approve.
func (c *Client) OpenJobWithPermit(ctx context.Context, s *Sender, a *Acceptance, sig []byte, permitDeadline uint64) (*types.Receipt, error) {
	v, r, ss, err := c.SignPermit(ctx, s, c.d.Escrow, a.Price, permitDeadline)
	if err != nil {
		return nil, err
	}
	return s.Send(ctx, c.d.Escrow, c.escrow.PackOpenJobWithPermit(a.Binding(), sig, new(big.Int).SetUint64(permitDeadline), v, r, ss))
}

// SubmitResult submits the result CID (binary form) of the job opened with a; s must be the
// provider.
func (c *Client) SubmitResult(ctx context.Context, s *Sender, a *Acceptance, resultCID []byte) (*types.Receipt, error) {
	sh, err := a.StructHash()
	if err != nil {
		return nil, err
	}
	return s.Send(ctx, c.d.Escrow, c.escrow.PackSubmitResult(a.Terms(), sh, resultCID))
}

// Claim settles a submitted job after its challenge window, or a proven zk job at once (anyone
// may send it): the payout is credited to the provider's earnings in the escrow (WithdrawEarnings
// pays them). resultHash is ResultHash(resultCID) of the submitted result or proof.
func (c *Client) Claim(ctx context.Context, s *Sender, a *Acceptance, resultHash [32]byte) (*types.Receipt, error) {
	sh, err := a.StructHash()
	if err != nil {
		return nil, err
	}
	return s.Send(ctx, c.d.Escrow, c.escrow.PackClaim(a.Terms(), ResultCommitment(sh, resultHash)))
}

// ClaimMany claims several submitted or proven jobs of one provider in one transaction (anyone may send
// it): resultHashes[i] is ResultHash of as[i]'s submitted result CID. The provider's earnings are
// credited once for all of them and their collateral unlocked in one call, which costs a fraction of a claim per
// job. All or nothing: one job that cannot be claimed reverts the batch.
func (c *Client) ClaimMany(ctx context.Context, s *Sender, as []*Acceptance, resultHashes [][32]byte) (*types.Receipt, error) {
	if len(as) != len(resultHashes) {
		return nil, fmt.Errorf("claim many: %d acceptances but %d result hashes; pass one per job", len(as), len(resultHashes))
	}
	if len(as) == 0 || len(as) > MaxClaimBatch {
		return nil, fmt.Errorf("claim many: %d jobs; pass 1 to %d", len(as), MaxClaimBatch)
	}
	terms := make([]bindings.JobEscrowTerms, len(as))
	submitted := make([][32]byte, len(as))
	for i, a := range as {
		sh, err := a.StructHash()
		if err != nil {
			return nil, err
		}
		terms[i], submitted[i] = a.Terms(), ResultCommitment(sh, resultHashes[i])
	}
	return s.Send(ctx, c.d.Escrow, c.escrow.PackClaimMany(terms, submitted))
}

// MaxClaimBatch is the most jobs one ClaimMany settles (JobEscrow.MAX_CLAIM_BATCH).
const MaxClaimBatch = 64

// ClaimJob claims jobID, reading its acceptance and submitted result (or accepted proof) from
// the escrow's events.
func (c *Client) ClaimJob(ctx context.Context, s *Sender, jobID JobID) (*types.Receipt, error) {
	a, err := c.OpenedAcceptance(ctx, jobID)
	if err != nil {
		return nil, err
	}
	res, err := c.SubmittedResult(ctx, jobID)
	if err != nil {
		return nil, err
	}
	return c.Claim(ctx, s, a, res.ResultHash)
}

// Refund refunds the job opened with a after its deadline passed without a result (anyone may
// send it).
func (c *Client) Refund(ctx context.Context, s *Sender, a *Acceptance) (*types.Receipt, error) {
	return s.Send(ctx, c.d.Escrow, c.escrow.PackRefund(a.Binding()))
}

// AbandonReason says why a provider abandoned an opened job (JobEscrow.ABANDON_*).
type AbandonReason uint8

const (
	AbandonSpecUnavailable   AbandonReason = 1 // the job spec could not be fetched
	AbandonModuleUnavailable AbandonReason = 2 // the module (or circuit package) could not be fetched
	AbandonInputsUnavailable AbandonReason = 3 // an input could not be fetched
)

func (r AbandonReason) String() string {
	switch r {
	case AbandonSpecUnavailable:
		return "spec-unavailable"
	case AbandonModuleUnavailable:
		return "module-unavailable"
	case AbandonInputsUnavailable:
		return "inputs-unavailable"
	}
	return fmt.Sprintf("AbandonReason(%d)", uint8(r))
}

// ErrInvalidReason reports an abandon reason the escrow does not know.
var ErrInvalidReason = errors.New("contracts: invalid abandon reason")

// Abandon ends the Open job of a before its deadline because the provider cannot run it (reason):
// the requester gets its price back in full and the collateral is unlocked; nobody is paid or
// slashed. s must be the provider.
func (c *Client) Abandon(ctx context.Context, s *Sender, a *Acceptance, reason AbandonReason) (*types.Receipt, error) {
	if reason < AbandonSpecUnavailable || reason > AbandonInputsUnavailable {
		return nil, fmt.Errorf("abandon job %x: %w: %d; use one of the Abandon* reasons", a.JobID, ErrInvalidReason, reason)
	}
	return s.Send(ctx, c.d.Escrow, c.escrow.PackAbandon(a.Binding(), uint8(reason)))
}

// AbandonJob is Abandon for jobID, reading its acceptance from the escrow's JobOpened event.
func (c *Client) AbandonJob(ctx context.Context, s *Sender, jobID JobID, reason AbandonReason) (*types.Receipt, error) {
	a, err := c.OpenedAcceptance(ctx, jobID)
	if err != nil {
		return nil, err
	}
	return c.Abandon(ctx, s, a, reason)
}

// JobState is a job's on-chain state.
type JobState struct {
	Status JobStatus
	// Time is the result deadline while Open, the end of the challenge window once Submitted
	// and the proof's time once Proven (unix seconds).
	Time uint64
	// Commitment is the high 208 bits of Acceptance.TermsCommitment of the acceptance's struct
	// hash (Open) or of ResultCommitment (from Submitted or Proven on).
	Commitment [26]byte
}

// JobState reads the state of jobID (Status None when it was never opened).
func (c *Client) JobState(ctx context.Context, jobID JobID) (*JobState, error) {
	st, err := view(ctx, c, c.d.Escrow, c.escrow.PackJobState(jobID), c.escrow.UnpackJobState)
	if err != nil {
		return nil, err
	}
	return &JobState{Status: JobStatus(st.Status), Time: st.Time, Commitment: st.Commitment}, nil
}

// JobStateAt is JobState as of block number (nil: the latest): what a caller that waits for
// confirmations acts on, so that a job state set by a block that is then replaced is never seen.
func (c *Client) JobStateAt(ctx context.Context, jobID JobID, block *big.Int) (*JobState, error) {
	out, err := c.backend.CallContract(ctx, ethereum.CallMsg{To: &c.d.Escrow, Data: c.escrow.PackJobState(jobID)}, block)
	if err != nil {
		return nil, c.decoder.wrap(&c.d.Escrow, err)
	}
	st, err := c.escrow.UnpackJobState(out)
	if err != nil {
		return nil, err
	}
	return &JobState{Status: JobStatus(st.Status), Time: st.Time, Commitment: st.Commitment}, nil
}

// ErrNoEvent reports that the escrow emitted no event of the asked kind for a job.
var ErrNoEvent = errors.New("contracts: no such event")

// jobLog reads jobID's newest event of the kind, paged back from the head to the deployment
// block (a recent job's event costs a call or two on any RPC).
func (c *Client) jobLog(ctx context.Context, event string, jobID JobID) (*types.Log, error) {
	ev, ok := c.escrow.GetABI().Events[event]
	if !ok {
		return nil, fmt.Errorf("contracts: escrow ABI has no event %s", event)
	}
	l, err := c.logs.Last(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(c.d.Block),
		Addresses: []common.Address{c.d.Escrow},
		Topics:    [][]common.Hash{{ev.ID}, {jobID.Hash()}},
	})
	if err != nil {
		return nil, fmt.Errorf("%s of job %x: %w", event, jobID, err)
	}
	return l, nil
}

// OpenedAcceptance rebuilds the acceptance jobID was opened with from its JobOpened event.
func (c *Client) OpenedAcceptance(ctx context.Context, jobID JobID) (*Acceptance, error) {
	l, err := c.jobLog(ctx, "JobOpened", jobID)
	if err != nil {
		return nil, err
	}
	ev, err := c.escrow.UnpackJobOpenedEvent(l)
	if err != nil {
		return nil, fmt.Errorf("decode JobOpened of job %x: %w", jobID, err)
	}
	return &Acceptance{
		JobID:            ev.JobId,
		Requester:        ev.Requester,
		Provider:         ev.Provider,
		SpecHash:         ev.SpecHash,
		Price:            ev.Price,
		Collateral:       ev.Collateral,
		Deadline:         ev.Deadline,
		Class:            JobClass(ev.JobClass),
		SecretCommitment: ev.SecretCommitment,
		Expiry:           ev.Expiry,
	}, nil
}

// SubmittedResult is a job's result on chain: its ResultSubmitted event, or for a zk job its
// ProofAccepted event (Proven: the job is claimable at once, ChallengeEnd is 0).
type SubmittedResult struct {
	ResultCID    []byte
	ResultHash   [32]byte
	ChallengeEnd uint64
	Proven       bool // from ProofAccepted: a verified proof, no challenge window
	TxHash       common.Hash
}

// SubmittedResult reads the result submitted for jobID: the newest ResultSubmitted or
// ProofAccepted event of the job (a job has at most one of them; claim takes its ResultHash
// either way).
func (c *Client) SubmittedResult(ctx context.Context, jobID JobID) (*SubmittedResult, error) {
	events := c.escrow.GetABI().Events
	submitted, proven := events[bindings.JobEscrowResultSubmittedEventName].ID, events[bindings.JobEscrowProofAcceptedEventName].ID
	l, err := c.logs.Last(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(c.d.Block),
		Addresses: []common.Address{c.d.Escrow},
		Topics:    [][]common.Hash{{submitted, proven}, {jobID.Hash()}},
	})
	if err != nil {
		return nil, fmt.Errorf("result of job %x: %w", jobID, err)
	}
	if l.Topics[0] == proven {
		ev, err := c.escrow.UnpackProofAcceptedEvent(l)
		if err != nil {
			return nil, fmt.Errorf("decode ProofAccepted of job %x: %w", jobID, err)
		}
		return &SubmittedResult{ResultCID: ev.ResultCID, ResultHash: ResultHash(ev.ResultCID), Proven: true, TxHash: l.TxHash}, nil
	}
	ev, err := c.escrow.UnpackResultSubmittedEvent(l)
	if err != nil {
		return nil, fmt.Errorf("decode ResultSubmitted of job %x: %w", jobID, err)
	}
	return &SubmittedResult{ResultCID: ev.ResultCID, ResultHash: ev.ResultHash, ChallengeEnd: ev.ChallengeEnd, TxHash: l.TxHash}, nil
}

// AcceptanceDigest asks the escrow for the EIP-712 digest of a (to cross-check Acceptance.Digest).
func (c *Client) AcceptanceDigest(ctx context.Context, a *Acceptance) ([32]byte, error) {
	return view(ctx, c, c.d.Escrow, c.escrow.PackAcceptanceDigest(a.Binding()), c.escrow.UnpackAcceptanceDigest)
}
