package contracts

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	gmath "github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/gpumesh/gpumesh/contracts/bindings"
	"github.com/gpumesh/gpumesh/contracts/eip712"
)

// Checkable burst work: the provider's collateral for a channel, the receipt it signs with every
// burst result, and the disputes of receipts (PaymentChannel's NatSpec has the design).

// ReceiptTypeHash is PaymentChannel.RECEIPT_TYPEHASH.
var ReceiptTypeHash = crypto.Keccak256Hash([]byte("Receipt(bytes32 channelId,bytes32 jobId,uint64 sequence,bytes32 specHash,bytes32 resultHash,uint256 price)"))

// ErrBadReceipt classifies a burst receipt that is malformed, signed by someone else than the
// channel's provider, or does not describe the job it came with.
var ErrBadReceipt = errors.New("contracts: bad burst receipt")

// Receipt is what a burst provider signs with each result (PaymentChannel.Receipt): the job, the
// voucher that paid it, the spec and result it ran and produced, and its price. A requester that
// finds the result wrong disputes it with the receipt (DisputeBurst).
type Receipt struct {
	ChannelID  [32]byte
	JobID      JobID       // high 20 bytes: the channel's requester
	Sequence   uint64      // the voucher that paid the job
	SpecHash   common.Hash // keccak256 of the spec CID bytes
	ResultHash common.Hash // keccak256 of the result CID bytes (ResultHash)
	Price      *big.Int    // what the job cost (token units)
}

// SignedReceipt is a receipt with the provider's 65-byte signature (r || s || v, v in {27, 28}).
type SignedReceipt struct {
	Receipt
	Signature []byte
}

// Validate checks what the contract checks on the receipt alone.
func (r *Receipt) Validate() error {
	if r.Price == nil || r.Price.Sign() <= 0 || r.Price.Cmp(maxUint128) > 0 {
		return fmt.Errorf("%w: price must be in (0, 2^128)", ErrBadReceipt)
	}
	return nil
}

// StructHash is the receipt's EIP-712 struct hash (PaymentChannel.receiptHash).
func (r *Receipt) StructHash() common.Hash {
	price := new(big.Int)
	if r.Price != nil {
		price = r.Price
	}
	var seq [32]byte
	new(big.Int).SetUint64(r.Sequence).FillBytes(seq[:])
	return crypto.Keccak256Hash(ReceiptTypeHash[:], r.ChannelID[:], r.JobID[:], seq[:], r.SpecHash[:], r.ResultHash[:],
		gmath.U256Bytes(new(big.Int).Set(price)))
}

// Digest is the EIP-712 digest the provider signs under the channel contract's domain;
// PaymentChannel.receiptDigest returns the same bytes.
func (r *Receipt) Digest(d Domain) common.Hash {
	return d.Vouchers().Digest(r.StructHash())
}

// Sign signs the receipt for domain d with the provider's key.
func (r *Receipt) Sign(d Domain, key *ecdsa.PrivateKey) (*SignedReceipt, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	sig, err := eip712.SignKey(key, r.Digest(d))
	if err != nil {
		return nil, fmt.Errorf("sign receipt: %w", err)
	}
	out := *r
	out.Price = new(big.Int).Set(r.Price)
	return &SignedReceipt{Receipt: out, Signature: sig}, nil
}

// Verify checks that the receipt is valid on its face and signed by provider for domain d.
func (sr *SignedReceipt) Verify(d Domain, provider common.Address) error {
	if err := sr.Validate(); err != nil {
		return err
	}
	if _, err := eip712.RecoverAs(sr.Digest(d), sr.Signature, provider); err != nil {
		return fmt.Errorf("%w: %w", ErrBadReceipt, err)
	}
	return nil
}

func (r *Receipt) binding() bindings.PaymentChannelReceipt {
	price := new(big.Int)
	if r.Price != nil {
		price = r.Price
	}
	return bindings.PaymentChannelReceipt{
		ChannelId: r.ChannelID, JobId: r.JobID, Sequence: r.Sequence, SpecHash: r.SpecHash,
		ResultHash: r.ResultHash, Price: price,
	}
}

// BurstVerdictDomain is the domain verdicts on burst disputes are signed under: ("gpumesh", "1",
// chain id, the PaymentChannel contract), so that a verdict never counts in the escrow.
func (d *Deployment) BurstVerdictDomain() Domain {
	return Domain{ChainID: new(big.Int).Set(d.ChainID), Escrow: d.Channels}
}

// BurstDisputeID is PaymentChannel.disputeId: keccak256(abi.encode(channelId, jobId, openBlock)).
func BurstDisputeID(channelID [32]byte, jobID JobID, openBlock uint64) common.Hash {
	return crypto.Keccak256Hash(channelID[:], jobID[:], common.BigToHash(new(big.Int).SetUint64(openBlock)).Bytes())
}

// LockCollateral locks amount more of the provider's (s) free registry stake as the collateral of
// live channel id. It stays locked until the channel ends (Reclaim) and is slashed whole when a
// dispute finds one of the channel's results wrong.
func (c *Client) LockCollateral(ctx context.Context, s *Sender, id [32]byte, amount *big.Int) (*types.Receipt, error) {
	return s.Send(ctx, c.d.Channels, channelABI.PackLockCollateral(id, amount))
}

// ChannelCollateral reads channel id's collateral and whether a dispute of it is open.
func (c *Client) ChannelCollateral(ctx context.Context, id [32]byte) (*big.Int, bool, error) {
	out, err := view(ctx, c, c.d.Channels, channelABI.PackCollateralOf(id), channelABI.UnpackCollateralOf)
	if err != nil {
		return nil, false, fmt.Errorf("collateral of channel %x: %w", id, err)
	}
	return out.Collateral, out.Disputing, nil
}

// BurstDisputeBond is the bond a dispute of a burst job of this price takes.
func (c *Client) BurstDisputeBond(ctx context.Context, price *big.Int) (*big.Int, error) {
	return view(ctx, c, c.d.Channels, channelABI.PackDisputeBond(price), channelABI.UnpackDisputeBond)
}

// DisputeBurst opens a dispute of the burst result that sr describes (s must be the channel's
// requester and must have approved the channel contract for BurstDisputeBond(sr.Price));
// resultCID is the CID the receipt names.
func (c *Client) DisputeBurst(ctx context.Context, s *Sender, sr *SignedReceipt, resultCID []byte) (*types.Receipt, error) {
	if sr == nil {
		return nil, fmt.Errorf("dispute burst job: %w: no receipt", ErrBadReceipt)
	}
	return s.Send(ctx, c.d.Channels, channelABI.PackDisputeJob(sr.binding(), sr.Signature, resultCID))
}

// DrawBurstCommittee draws the committee of channel id's dispute (anyone may, once, from block
// OpenBlock + DrawDelay + 1 until the verdict deadline).
func (c *Client) DrawBurstCommittee(ctx context.Context, s *Sender, id [32]byte) (*types.Receipt, error) {
	return s.Send(ctx, c.d.Channels, channelABI.PackDrawCommittee(id))
}

// SubmitBurstVerdicts relays signed verdicts (signed under BurstVerdictDomain) on channel id's
// dispute, with SubmitVerdicts' rules.
func (c *Client) SubmitBurstVerdicts(ctx context.Context, s *Sender, id [32]byte, vs []Verdict) (*types.Receipt, error) {
	bv := make([]bindings.PaymentChannelVerdict, len(vs))
	sigs := make([][]byte, len(vs))
	for i := range vs {
		b := vs[i].binding()
		bv[i] = bindings.PaymentChannelVerdict{
			DisputeId: b.DisputeId, JobId: b.JobId, Outcome: b.Outcome, ResultHash: b.ResultHash,
			Verifier: b.Verifier, IssuedAt: b.IssuedAt,
		}
		sigs[i] = vs[i].Signature
		if sigs[i] == nil {
			sigs[i] = []byte{}
		}
	}
	return s.Send(ctx, c.d.Channels, channelABI.PackSubmitVerdicts(id, bv, sigs))
}

// ExpireBurstDispute ends channel id's dispute as void once its verdict deadline passed without a
// majority (anyone may): the bond goes back, the collateral stays locked.
func (c *Client) ExpireBurstDispute(ctx context.Context, s *Sender, id [32]byte) (*types.Receipt, error) {
	return s.Send(ctx, c.d.Channels, channelABI.PackExpireDispute(id))
}

// BurstDispute is a channel's open (or last) dispute.
type BurstDispute struct {
	ID              common.Hash // zero: the channel was never disputed
	JobID           JobID
	Pending         bool // open: takes verdicts (until Deadline) and keeps the channel from ending
	OpenedAt        uint64
	OpenBlock       uint64
	Deadline        uint64 // chain time verdicts are taken until
	Bond            *big.Int
	Price           *big.Int
	Seed            common.Hash // zero until the committee is drawn
	CommitteeWeight *big.Int
	FaultWeight     *big.Int
	RightWeight     *big.Int
}

// Drawn reports whether the dispute's committee was drawn.
func (b *BurstDispute) Drawn() bool { return b.Seed != (common.Hash{}) }

// BurstDisputeState reads channel id's open (or last) dispute.
func (c *Client) BurstDisputeState(ctx context.Context, id [32]byte) (*BurstDispute, error) {
	out, err := view(ctx, c, c.d.Channels, channelABI.PackBurstDisputeOf(id), channelABI.UnpackBurstDisputeOf)
	if err != nil {
		return nil, fmt.Errorf("dispute of channel %x: %w", id, err)
	}
	return &BurstDispute{
		ID: out.Did, JobID: out.JobId, Pending: out.Pending, OpenedAt: out.OpenedAt, OpenBlock: out.OpenBlock,
		Deadline: out.Deadline, Bond: out.Bond, Price: out.Price, Seed: out.Seed,
		CommitteeWeight: out.CommitteeWeight, FaultWeight: out.FaultWeight, RightWeight: out.RightWeight,
	}, nil
}

// BurstSeatOf reads addr's seat on burst dispute did's committee (Drawn false when it has none).
func (c *Client) BurstSeatOf(ctx context.Context, did common.Hash, addr common.Address) (*Seat, error) {
	out, err := view(ctx, c, c.d.Channels, channelABI.PackBurstSeatOf(did, addr), channelABI.UnpackBurstSeatOf)
	if err != nil {
		return nil, fmt.Errorf("seat of %s on burst dispute %s: %w", addr, did, err)
	}
	return &Seat{Drawn: out.Drawn, Vote: out.Vote, Weight: out.Weight, Deposit: out.Deposit}, nil
}
