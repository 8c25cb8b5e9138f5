package contracts

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	gmath "github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/gpumesh/gpumesh/contracts/bindings"
)

// Dispute outcomes; the values match JobEscrow's PROVIDER_FAULT, PROVIDER_RIGHT and VOID and
// verifier/dispute's Outcome.
const (
	OutcomeProviderFault uint8 = 1 // the re-run differs: the provider is slashed
	OutcomeProviderRight uint8 = 2 // the re-run matches: the bond goes to the provider
	OutcomeVoid          uint8 = 3 // no quorum by the verdict deadline: bond back, job settles as submitted
)

// VerdictDomainName and VerdictDomainVersion name the EIP-712 domain verdicts are signed in
// (with the chain id and the escrow's address): verifier.DomainName and verifier.DomainVersion.
const (
	VerdictDomainName    = "gpumesh"
	VerdictDomainVersion = "1"
)

// Verdict is a verifier's signed finding on a dispute, as JobEscrow.submitVerdicts takes it
// (verifier/dispute.Verdict has the same fields and signs the same digest).
type Verdict struct {
	DisputeID  common.Hash
	JobID      common.Hash
	Outcome    uint8 // OutcomeProviderFault or OutcomeProviderRight
	ResultHash common.Hash
	Verifier   common.Address
	IssuedAt   uint64 // unix seconds, between the dispute's opening and its verdict deadline
	Signature  []byte // 65 bytes r || s || v, v in {27, 28}
}

var verdictTypes = apitypes.Types{
	"EIP712Domain": acceptanceTypes["EIP712Domain"],
	"Verdict": {
		{Name: "disputeId", Type: "bytes32"},
		{Name: "jobId", Type: "bytes32"},
		{Name: "outcome", Type: "uint8"},
		{Name: "resultHash", Type: "bytes32"},
		{Name: "verifier", Type: "address"},
		{Name: "issuedAt", Type: "uint64"},
	},
}

// Digest is the EIP-712 digest a verifier signs, under the verdict domain ("gpumesh", "1",
// d.ChainID, d.Escrow); JobEscrow.verdictDigest returns the same bytes.
func (v *Verdict) Digest(d Domain) (common.Hash, error) {
	chainID := new(big.Int)
	if d.ChainID != nil {
		chainID.Set(d.ChainID)
	}
	td := apitypes.TypedData{
		Types:       verdictTypes,
		PrimaryType: "Verdict",
		Domain: apitypes.TypedDataDomain{
			Name:              VerdictDomainName,
			Version:           VerdictDomainVersion,
			ChainId:           (*gmath.HexOrDecimal256)(chainID),
			VerifyingContract: d.Escrow.Hex(),
		},
		Message: apitypes.TypedDataMessage{
			"disputeId":  v.DisputeID[:],
			"jobId":      v.JobID[:],
			"outcome":    big.NewInt(int64(v.Outcome)),
			"resultHash": v.ResultHash[:],
			"verifier":   v.Verifier.Hex(),
			"issuedAt":   new(big.Int).SetUint64(v.IssuedAt),
		},
	}
	h, _, err := apitypes.TypedDataAndHash(td)
	if err != nil {
		return common.Hash{}, fmt.Errorf("hash verdict: %w", err)
	}
	return common.BytesToHash(h), nil
}

// Sign sets Verifier to key's address and Signature to its signature for domain d.
func (v *Verdict) Sign(d Domain, key *ecdsa.PrivateKey) error {
	v.Verifier = crypto.PubkeyToAddress(key.PublicKey)
	digest, err := v.Digest(d)
	if err != nil {
		return err
	}
	sig, err := crypto.Sign(digest[:], key)
	if err != nil {
		return fmt.Errorf("sign verdict: %w", err)
	}
	sig[64] += 27
	v.Signature = sig
	return nil
}

func (v *Verdict) binding() bindings.JobEscrowVerdict {
	return bindings.JobEscrowVerdict{
		DisputeId: v.DisputeID, JobId: v.JobID, Outcome: v.Outcome, ResultHash: v.ResultHash,
		Verifier: v.Verifier, IssuedAt: v.IssuedAt,
	}
}

// DisputeID is JobEscrow.disputeId: keccak256(abi.encode(jobId, seed)).
func DisputeID(jobID, seed common.Hash) common.Hash {
	return crypto.Keccak256Hash(jobID[:], seed[:])
}

// Drawn is the sortition part of JobEscrow's verifier draw: uint256(keccak256(abi.encode(seed,
// addr))) < threshold. The escrow also requires the address to hold at least MinVerifierStake
// and not be the job's provider or requester (Client.IsDrawn asks the escrow for all of it).
func Drawn(seed common.Hash, addr common.Address, threshold *big.Int) bool {
	h := crypto.Keccak256(seed[:], common.LeftPadBytes(addr[:], 32))
	return new(big.Int).SetBytes(h).Cmp(threshold) < 0
}

// DisputeParams are the escrow's dispute parameters (fixed at deployment).
type DisputeParams struct {
	MinBond          *big.Int
	BondBps          uint16
	VerdictWindow    time.Duration
	Quorum           uint8
	MinVerifierStake *big.Int
	DrawThreshold    *big.Int // an address is drawn iff uint256(keccak256(seed, addr)) < this
	VerifierShareBps uint16
}

// DisputeParams reads the escrow's dispute parameters.
func (c *Client) DisputeParams(ctx context.Context) (*DisputeParams, error) {
	var (
		p   DisputeParams
		err error
		e   = c.escrow
	)
	if p.MinBond, err = view(ctx, c, c.d.Escrow, e.PackMinBond(), e.UnpackMinBond); err != nil {
		return nil, err
	}
	if p.BondBps, err = view(ctx, c, c.d.Escrow, e.PackBondBps(), e.UnpackBondBps); err != nil {
		return nil, err
	}
	w, err := view(ctx, c, c.d.Escrow, e.PackVerdictWindow(), e.UnpackVerdictWindow)
	if err != nil {
		return nil, err
	}
	p.VerdictWindow = time.Duration(w) * time.Second
	if p.Quorum, err = view(ctx, c, c.d.Escrow, e.PackQuorum(), e.UnpackQuorum); err != nil {
		return nil, err
	}
	if p.MinVerifierStake, err = view(ctx, c, c.d.Escrow, e.PackMinVerifierStake(), e.UnpackMinVerifierStake); err != nil {
		return nil, err
	}
	if p.DrawThreshold, err = view(ctx, c, c.d.Escrow, e.PackDrawThreshold(), e.UnpackDrawThreshold); err != nil {
		return nil, err
	}
	if p.VerifierShareBps, err = view(ctx, c, c.d.Escrow, e.PackVerifierShareBps(), e.UnpackVerifierShareBps); err != nil {
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
// a.SecretCommitment, and the escrow must be approved for DisputeBond(a.Price).
func (c *Client) OpenDispute(ctx context.Context, s *Sender, a *Acceptance, resultHash, secret [32]byte) (*types.Receipt, error) {
	return s.Send(ctx, c.d.Escrow, c.escrow.PackDispute(a.Binding(), resultHash, secret))
}

// SubmitVerdicts relays signed verdicts on the dispute of the job opened with a (anyone may).
// The first outcome with Quorum verdicts resolves the dispute in this transaction.
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

// ExpireDispute settles a dispute that reached no quorum by its verdict deadline (anyone may):
// the bond goes back to the disputer and the provider is paid.
func (c *Client) ExpireDispute(ctx context.Context, s *Sender, a *Acceptance, resultHash [32]byte) (*types.Receipt, error) {
	return s.Send(ctx, c.d.Escrow, c.escrow.PackExpireDispute(a.Binding(), resultHash))
}

// DisputeState is a job's dispute on-chain.
type DisputeState struct {
	Exists     bool
	ID         common.Hash
	Disputer   common.Address
	Bond       *big.Int
	Seed       common.Hash
	OpenedAt   uint64
	FaultVotes uint64
	RightVotes uint64
}

// DisputeState reads the dispute of jobID (Exists false when there is none). The verdict
// deadline is the job's Time while it is Disputed (JobState).
func (c *Client) DisputeState(ctx context.Context, jobID [32]byte) (*DisputeState, error) {
	out, err := view(ctx, c, c.d.Escrow, c.escrow.PackDisputeOf(jobID), c.escrow.UnpackDisputeOf)
	if err != nil {
		return nil, err
	}
	return &DisputeState{
		Exists: out.Disputer != (common.Address{}), ID: out.Id, Disputer: out.Disputer, Bond: out.Bond,
		Seed: out.Seed, OpenedAt: out.OpenedAt, FaultVotes: out.FaultVotes.Uint64(), RightVotes: out.RightVotes.Uint64(),
	}, nil
}

// IsDrawn asks the escrow whether addr is drawn as a verifier for the dispute of the job opened
// with a (false when there is no dispute).
func (c *Client) IsDrawn(ctx context.Context, a *Acceptance, addr common.Address) (bool, error) {
	return view(ctx, c, c.d.Escrow, c.escrow.PackIsDrawn(a.Binding(), addr), c.escrow.UnpackIsDrawn)
}

// VoteOf is the outcome addr voted for on jobID's dispute (0: none).
func (c *Client) VoteOf(ctx context.Context, jobID [32]byte, addr common.Address) (uint8, error) {
	return view(ctx, c, c.d.Escrow, c.escrow.PackVoteOf(jobID, addr), c.escrow.UnpackVoteOf)
}

// VerdictDigest asks the escrow for the EIP-712 digest of v (to cross-check the signer's).
func (c *Client) VerdictDigest(ctx context.Context, v *Verdict) (common.Hash, error) {
	h, err := view(ctx, c, c.d.Escrow, c.escrow.PackVerdictDigest(v.binding()), c.escrow.UnpackVerdictDigest)
	if err != nil {
		return common.Hash{}, fmt.Errorf("verdict digest: %w", err)
	}
	return common.Hash(h), nil
}
