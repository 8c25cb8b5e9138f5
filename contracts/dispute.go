package contracts

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/gpumesh/gpumesh/contracts/bindings"
	"github.com/gpumesh/gpumesh/contracts/eip712"
)

// Dispute outcomes; the values match JobEscrow's PROVIDER_FAULT, PROVIDER_RIGHT and VOID and
// verifier/dispute's Outcome.
const (
	OutcomeProviderFault uint8 = 1 // the re-run differs: the provider is slashed
	OutcomeProviderRight uint8 = 2 // the re-run matches: the bond goes to the provider
	OutcomeVoid          uint8 = 3 // no quorum by the verdict deadline: bond back, job settles as submitted
)

// VerdictDomainName and VerdictDomainVersion name the EIP-712 domain verdicts are signed in
// (with the chain id and the escrow's address): Domain.Messages.
const (
	VerdictDomainName    = "gpumesh"
	VerdictDomainVersion = "1"
)

// Verdict is a verifier's signed finding on a dispute, as JobEscrow.submitVerdicts takes it
// (verifier/dispute.Verdict has the same fields and signs the same digest).
type Verdict struct {
	DisputeID  common.Hash
	JobID      JobID
	Outcome    uint8 // OutcomeProviderFault or OutcomeProviderRight
	ResultHash common.Hash
	Verifier   common.Address
	IssuedAt   uint64 // unix seconds, between the dispute's opening and its verdict deadline
	Signature  []byte // 65 bytes r || s || v, v in {27, 28}
}

var verdictTypes = apitypes.Types{
	"Verdict": {
		{Name: "disputeId", Type: "bytes32"},
		{Name: "jobId", Type: "bytes32"},
		{Name: "outcome", Type: "uint8"},
		{Name: "resultHash", Type: "bytes32"},
		{Name: "verifier", Type: "address"},
		{Name: "issuedAt", Type: "uint64"},
	},
}

// Digest is the EIP-712 digest a verifier signs, under d.Messages() ("gpumesh",
// "1", d.ChainID, d.Escrow); JobEscrow.verdictDigest returns the same bytes.
func (v *Verdict) Digest(d Domain) (common.Hash, error) {
	h, err := d.Messages().Hash(verdictTypes, "Verdict", apitypes.TypedDataMessage{
		"disputeId":  v.DisputeID[:],
		"jobId":      v.JobID[:],
		"outcome":    big.NewInt(int64(v.Outcome)),
		"resultHash": v.ResultHash[:],
		"verifier":   v.Verifier.Hex(),
		"issuedAt":   new(big.Int).SetUint64(v.IssuedAt),
	})
	if err != nil {
		return common.Hash{}, fmt.Errorf("hash verdict: %w", err)
	}
	return h, nil
}

// Sign sets Verifier to key's address and Signature to its signature for domain d.
func (v *Verdict) Sign(d Domain, key *ecdsa.PrivateKey) error {
	if key == nil {
		return fmt.Errorf("sign verdict: %w: no key", ErrBadSignature)
	}
	v.Verifier = crypto.PubkeyToAddress(key.PublicKey)
	digest, err := v.Digest(d)
	if err != nil {
		return err
	}
	sig, err := eip712.SignKey(key, digest)
	if err != nil {
		return fmt.Errorf("sign verdict: %w", err)
	}
	v.Signature = sig
	return nil
}

func (v *Verdict) binding() bindings.JobEscrowVerdict {
	return bindings.JobEscrowVerdict{
		DisputeId: v.DisputeID, JobId: v.JobID, Outcome: v.Outcome, ResultHash: v.ResultHash,
		Verifier: v.Verifier, IssuedAt: v.IssuedAt,
	}
}

// DisputeID is JobEscrow.disputeId: keccak256(abi.encode(jobId, openBlock)).
func DisputeID(jobID JobID, openBlock uint64) common.Hash {
	return crypto.Keccak256Hash(jobID[:], common.BigToHash(new(big.Int).SetUint64(openBlock)).Bytes())
}

// EquivocatedVote is the vote JobEscrow records for a committee member that signed both outcomes
// (JobEscrow.EQUIVOCATED).
const EquivocatedVote uint8 = 255

// DisputeParams are the escrow's dispute parameters (fixed at deployment).
type DisputeParams struct {
	MinBond          *big.Int
	BondBps          uint16
	VerdictWindow    time.Duration
	CommitteeSize    uint8
	MinVerifierStake *big.Int
	DrawDelay        uint64 // blocks after the dispute's block whose hash seeds the committee draw
	VerifierShareBps uint16
	DepositBps       uint32 // committee deposits as a share of price + collateral + bond
	SilentPenaltyBps uint16
}

// DisputeParams reads the escrow's dispute parameters.
func (c *Client) DisputeParams(ctx context.Context) (*DisputeParams, error) {
	var (
		p   DisputeParams
		err error
		e   = c.escrow
		at  = c.d.Escrow
	)
	if p.MinBond, err = view(ctx, c, at, e.PackMinBond(), e.UnpackMinBond); err != nil {
		return nil, err
	}
	if p.BondBps, err = view(ctx, c, at, e.PackBondBps(), e.UnpackBondBps); err != nil {
		return nil, err
	}
	w, err := view(ctx, c, at, e.PackVerdictWindow(), e.UnpackVerdictWindow)
	if err != nil {
		return nil, err
	}
	p.VerdictWindow = time.Duration(w) * time.Second
	if p.CommitteeSize, err = view(ctx, c, at, e.PackCommitteeSize(), e.UnpackCommitteeSize); err != nil {
		return nil, err
	}
	if p.MinVerifierStake, err = view(ctx, c, at, e.PackMinVerifierStake(), e.UnpackMinVerifierStake); err != nil {
		return nil, err
	}
	dd, err := view(ctx, c, at, e.PackDrawDelay(), e.UnpackDrawDelay)
	if err != nil {
		return nil, err
	}
	p.DrawDelay = uint64(dd)
	if p.VerifierShareBps, err = view(ctx, c, at, e.PackVerifierShareBps(), e.UnpackVerifierShareBps); err != nil {
		return nil, err
	}
	if p.DepositBps, err = view(ctx, c, at, e.PackDepositBps(), e.UnpackDepositBps); err != nil {
		return nil, err
	}
	if p.SilentPenaltyBps, err = view(ctx, c, at, e.PackSilentPenaltyBps(), e.UnpackSilentPenaltyBps); err != nil {
		return nil, err
	}
	return &p, nil
}

// DisputeBond is the bond a dispute of a job of this price takes: max(MinBond, price * BondBps /
// 10000). The requester approves the escrow for it (on top of nothing else) before OpenDispute.
func (c *Client) DisputeBond(ctx context.Context, price *big.Int) (*big.Int, error) {
	return view(ctx, c, c.d.Escrow, c.escrow.PackDisputeBond(price), c.escrow.UnpackDisputeBond)
}

// OpenDispute disputes the result (resultHash) submitted for the job opened with a, inside its
// challenge window; s must be the requester, secret the spot-check secret whose keccak256 is
// a.SecretCommitment, and the escrow must be approved for DisputeBond(a.Price). The committee is
// drawn later (DrawCommittee), from a block after this one.
func (c *Client) OpenDispute(ctx context.Context, s *Sender, a *Acceptance, resultHash, secret [32]byte) (*types.Receipt, error) {
	return s.Send(ctx, c.d.Escrow, c.escrow.PackDispute(a.Binding(), resultHash, secret))
}

// DrawCommittee draws the committee of the dispute of the job opened with a (anyone may, once,
// from block OpenBlock + DrawDelay + 1 until the verdict deadline); each member's deposit is
// locked in the registry. Reverts AlreadyDrawn after the first draw, DrawTooEarly before its block.
func (c *Client) DrawCommittee(ctx context.Context, s *Sender, a *Acceptance, resultHash [32]byte) (*types.Receipt, error) {
	return s.Send(ctx, c.d.Escrow, c.escrow.PackDrawCommittee(a.Binding(), resultHash))
}

// SubmitVerdicts relays signed verdicts on the dispute of the job opened with a (anyone may).
// Verdicts that do not count (invalid, from a non-member, already counted) are skipped with a
// VerdictSkipped event; the transaction reverts only when the job is not Disputed, the
// committee is not drawn yet, or the verdict deadline passed. The dispute resolves in this
// transaction once an outcome holds more than half of the committee's weight.
func (c *Client) SubmitVerdicts(ctx context.Context, s *Sender, a *Acceptance, resultHash [32]byte, vs []Verdict) (*types.Receipt, error) {
	bv := make([]bindings.JobEscrowVerdict, len(vs))
	sigs := make([][]byte, len(vs))
	for i := range vs {
		bv[i] = vs[i].binding()
		sigs[i] = vs[i].Signature
		if sigs[i] == nil {
			sigs[i] = []byte{}
		}
	}
	return s.Send(ctx, c.d.Escrow, c.escrow.PackSubmitVerdicts(a.Binding(), resultHash, bv, sigs))
}

// VerdictSkip is a verdict SubmitVerdicts did not count, read from a VerdictSkipped event.
type VerdictSkip struct {
	Verifier common.Address
	Reason   uint8 // SkipWrongDispute ... SkipDuplicate
}

// Reasons of VerdictSkipped (JobEscrow.SKIP_*).
const (
	SkipWrongDispute   uint8 = 1
	SkipInvalidOutcome uint8 = 2
	SkipForged         uint8 = 3
	SkipLate           uint8 = 4
	SkipNotDrawn       uint8 = 5
	SkipDuplicate      uint8 = 6
)

var verdictSkippedTopic = bindings.NewJobEscrow().GetABI().Events[bindings.JobEscrowVerdictSkippedEventName].ID

// VerdictSkips returns the verdicts a SubmitVerdicts (or SubmitBurstVerdicts) receipt reports as
// skipped.
func (c *Client) VerdictSkips(r *types.Receipt) []VerdictSkip {
	var out []VerdictSkip
	for _, l := range r.Logs {
		// The escrow and the payment channels (burst disputes) emit the same event.
		if (l.Address != c.d.Escrow && l.Address != c.d.Channels) || len(l.Topics) == 0 || l.Topics[0] != verdictSkippedTopic {
			continue
		}
		ev, err := c.escrow.UnpackVerdictSkippedEvent(l)
		if err != nil {
			continue
		}
		out = append(out, VerdictSkip{Verifier: ev.Verifier, Reason: ev.Reason})
	}
	return out
}

// ExpireDispute settles a dispute without a majority after its verdict deadline (anyone may):
// VOID, the bond goes back to the disputer, the provider is paid (its earnings credited), silent members lose part of
// their deposit.
func (c *Client) ExpireDispute(ctx context.Context, s *Sender, a *Acceptance, resultHash [32]byte) (*types.Receipt, error) {
	return s.Send(ctx, c.d.Escrow, c.escrow.PackExpireDispute(a.Binding(), resultHash))
}

// DisputeState is a job's dispute on-chain.
type DisputeState struct {
	Exists          bool
	ID              common.Hash
	Disputer        common.Address
	Bond            *big.Int
	Seed            common.Hash // zero until the committee is drawn
	OpenedAt        uint64
	OpenBlock       uint64
	CommitteeWeight *big.Int // total weight of the drawn seats
	FaultWeight     *big.Int // weight of the seats that voted provider-fault
	RightWeight     *big.Int // weight of the seats that voted provider-right
}

// Drawn reports whether the committee has been drawn.
func (d *DisputeState) Drawn() bool { return d.Seed != (common.Hash{}) }

// DisputeState reads the dispute of jobID (Exists false when there is none). The verdict
// deadline is the job's Time while it is Disputed (JobState).
func (c *Client) DisputeState(ctx context.Context, jobID JobID) (*DisputeState, error) {
	out, err := view(ctx, c, c.d.Escrow, c.escrow.PackDisputeOf(jobID), c.escrow.UnpackDisputeOf)
	if err != nil {
		return nil, err
	}
	return &DisputeState{
		Exists: out.Disputer != (common.Address{}), ID: out.Id, Disputer: out.Disputer, Bond: out.Bond,
		Seed: out.Seed, OpenedAt: out.OpenedAt, OpenBlock: out.OpenBlock, CommitteeWeight: out.CommitteeWeight,
		FaultWeight: out.FaultWeight, RightWeight: out.RightWeight,
	}, nil
}

// Committee returns the members of jobID's dispute committee in draw order (none before the draw).
func (c *Client) Committee(ctx context.Context, jobID JobID) ([]common.Address, error) {
	return view(ctx, c, c.d.Escrow, c.escrow.PackCommitteeOf(jobID), c.escrow.UnpackCommitteeOf)
}

// Seat is a committee member's seat on a dispute.
type Seat struct {
	Drawn   bool
	Vote    uint8    // 0: none yet; OutcomeProviderFault, OutcomeProviderRight or EquivocatedVote
	Weight  *big.Int // snapshot stake, scaled down when the member could not lock its whole deposit
	Deposit *big.Int // locked from the member's stake until the dispute resolves
}

// SeatOf reads addr's seat on jobID's dispute committee (Drawn false when it has none).
func (c *Client) SeatOf(ctx context.Context, jobID JobID, addr common.Address) (*Seat, error) {
	out, err := view(ctx, c, c.d.Escrow, c.escrow.PackSeatOf(jobID, addr), c.escrow.UnpackSeatOf)
	if err != nil {
		return nil, err
	}
	return &Seat{Drawn: out.Drawn, Vote: out.Vote, Weight: out.Weight, Deposit: out.SeatDeposit}, nil
}

// IsDrawn reports whether addr sits on the committee of the dispute of jobID (false before the
// draw and when there is no dispute).
func (c *Client) IsDrawn(ctx context.Context, jobID JobID, addr common.Address) (bool, error) {
	s, err := c.SeatOf(ctx, jobID, addr)
	if err != nil {
		return false, err
	}
	return s.Drawn, nil
}

// VoteOf is the outcome addr voted for on jobID's dispute (0: none; EquivocatedVote: both).
func (c *Client) VoteOf(ctx context.Context, jobID JobID, addr common.Address) (uint8, error) {
	s, err := c.SeatOf(ctx, jobID, addr)
	if err != nil {
		return 0, err
	}
	return s.Vote, nil
}

// VerdictDigest asks the escrow for the EIP-712 digest of v (to cross-check the signer's).
func (c *Client) VerdictDigest(ctx context.Context, v *Verdict) (common.Hash, error) {
	h, err := view(ctx, c, c.d.Escrow, c.escrow.PackVerdictDigest(v.binding()), c.escrow.UnpackVerdictDigest)
	if err != nil {
		return common.Hash{}, fmt.Errorf("verdict digest: %w", err)
	}
	return common.Hash(h), nil
}

// ---- verifier pool (ProviderRegistry) ----

// JoinVerifiers puts s (registered, staked) into the registry's verifier pool: it can be drawn
// onto the committees of disputes opened in later blocks.
func (c *Client) JoinVerifiers(ctx context.Context, s *Sender) (*types.Receipt, error) {
	return s.Send(ctx, c.d.Registry, c.registry.PackJoinVerifiers())
}

// LeaveVerifiers asks to leave the verifier pool: s stops counting for disputes opened after
// this block; FinishLeaveVerifiers frees its slot after the unbonding delay.
func (c *Client) LeaveVerifiers(ctx context.Context, s *Sender) (*types.Receipt, error) {
	return s.Send(ctx, c.d.Registry, c.registry.PackLeaveVerifiers())
}

// FinishLeaveVerifiers frees s's pool slot once its leave request has waited out the delay.
func (c *Client) FinishLeaveVerifiers(ctx context.Context, s *Sender) (*types.Receipt, error) {
	return s.Send(ctx, c.d.Registry, c.registry.PackFinishLeaveVerifiers())
}

// VerifierMembership is an account's place in the verifier pool.
type VerifierMembership struct {
	Member       bool
	JoinedBlock  uint64
	LeaveBlock   uint64 // 0: not leaving
	LeaveReadyAt uint64 // unix seconds
}

// VerifierOf reads addr's verifier pool membership.
func (c *Client) VerifierOf(ctx context.Context, addr common.Address) (*VerifierMembership, error) {
	out, err := view(ctx, c, c.d.Registry, c.registry.PackVerifierOf(addr), c.registry.UnpackVerifierOf)
	if err != nil {
		return nil, err
	}
	return &VerifierMembership{Member: out.Member, JoinedBlock: out.JoinedBlock, LeaveBlock: out.LeaveBlock, LeaveReadyAt: out.LeaveReadyAt}, nil
}

// VerifierStakeAt is the stake addr counts with as a pool member at the end of block: 0 unless it
// had joined by then and not asked to leave.
func (c *Client) VerifierStakeAt(ctx context.Context, addr common.Address, block uint64) (*big.Int, error) {
	return view(ctx, c, c.d.Registry, c.registry.PackVerifierStakeAt(addr, new(big.Int).SetUint64(block)), c.registry.UnpackVerifierStakeAt)
}
