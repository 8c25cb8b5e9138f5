package contracts

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/gpumesh/gpumesh/contracts/bindings"
)

// Client methods for the PaymentChannel contract (burst payments).

var channelABI = bindings.NewPaymentChannel()

// OpenChannel opens the channel ChannelID(s, provider, salt) with deposit amount, live until
// expiry (unix seconds); s must have approved the channel contract for amount.
func (c *Client) OpenChannel(ctx context.Context, s *Sender, provider common.Address, salt [32]byte, amount *big.Int, expiry uint64) ([32]byte, *types.Receipt, error) {
	id := ChannelID(s.Address(), provider, salt)
	r, err := s.Send(ctx, c.d.Channels, channelABI.PackOpen(provider, salt, amount, expiry))
	return id, r, err
}

// OpenChannelWithPermit signs an EIP-2612 permit for amount (valid until permitDeadline) with
// s's key and opens the channel in the same transaction, without a prior approve.
func (c *Client) OpenChannelWithPermit(ctx context.Context, s *Sender, provider common.Address, salt [32]byte, amount *big.Int, expiry, permitDeadline uint64) ([32]byte, *types.Receipt, error) {
	id := ChannelID(s.Address(), provider, salt)
	v, r, ss, err := c.SignPermit(ctx, s, c.d.Channels, amount, permitDeadline)
	if err != nil {
		return id, nil, err
	}
	rc, err := s.Send(ctx, c.d.Channels, channelABI.PackOpenWithPermit(provider, salt, amount, expiry, new(big.Int).SetUint64(permitDeadline), v, r, ss))
	return id, rc, err
}

// TopUp adds amount to the deposit of the live channel id; s must be its requester and must have
// approved the channel contract for amount.
func (c *Client) TopUp(ctx context.Context, s *Sender, id [32]byte, amount *big.Int) (*types.Receipt, error) {
	return s.Send(ctx, c.d.Channels, channelABI.PackTopUp(id, amount))
}

// TopUpWithPermit is TopUp with an EIP-2612 permit signed by s in the same transaction.
func (c *Client) TopUpWithPermit(ctx context.Context, s *Sender, id [32]byte, amount *big.Int, permitDeadline uint64) (*types.Receipt, error) {
	v, r, ss, err := c.SignPermit(ctx, s, c.d.Channels, amount, permitDeadline)
	if err != nil {
		return nil, err
	}
	return s.Send(ctx, c.d.Channels, channelABI.PackTopUpWithPermit(id, amount, new(big.Int).SetUint64(permitDeadline), v, r, ss))
}

// Extend moves the expiry of the live channel id to expiry; s must be its requester.
func (c *Client) Extend(ctx context.Context, s *Sender, id [32]byte, expiry uint64) (*types.Receipt, error) {
	return s.Send(ctx, c.d.Channels, channelABI.PackExtend(id, expiry))
}

// Redeem redeems sv on its channel: the provider (s) is paid the amount above what was already
// redeemed, minus the fee. It must be sent by expiry + grace (ChannelState.RedeemBy).
func (c *Client) Redeem(ctx context.Context, s *Sender, sv *SignedVoucher) (*types.Receipt, error) {
	if sv == nil || sv.Amount == nil {
		return nil, fmt.Errorf("redeem: %w: no voucher", ErrVoucherRejected)
	}
	return s.Send(ctx, c.d.Channels, channelABI.PackRedeem(sv.ChannelID, sv.Amount, sv.Sequence, sv.Signature))
}

// Reclaim returns the unredeemed deposit of channel id to its requester once expiry + grace has
// passed (anyone may send it).
func (c *Client) Reclaim(ctx context.Context, s *Sender, id [32]byte) (*types.Receipt, error) {
	return s.Send(ctx, c.d.Channels, channelABI.PackReclaim(id))
}

// ChannelState is a payment channel's on-chain state.
type ChannelState struct {
	ID        [32]byte
	Requester common.Address // zero when the channel was never opened
	Provider  common.Address
	Expiry    uint64 // unix seconds
	// RedeemBy is Expiry plus the contract's grace: the provider's redemption deadline, after
	// which the requester can reclaim.
	RedeemBy uint64
	Sequence uint64   // sequence of the last redeemed voucher (0: none)
	Deposit  *big.Int // total deposited (after a reclaim: equal to Redeemed)
	Redeemed *big.Int // cumulative amount redeemed
}

// Exists reports whether the channel was ever opened.
func (s *ChannelState) Exists() bool { return s.Requester != (common.Address{}) }

// Held is what the contract holds for the channel: Deposit - Redeemed.
func (s *ChannelState) Held() *big.Int { return new(big.Int).Sub(s.Deposit, s.Redeemed) }

// Terms are the channel's terms for NewRequesterChannel / NewProviderChannel.
func (s *ChannelState) Terms() ChannelTerms {
	return ChannelTerms{ID: s.ID, Requester: s.Requester, Provider: s.Provider, Deposit: new(big.Int).Set(s.Deposit), Expiry: s.Expiry, RedeemBy: s.RedeemBy}
}

// ChannelGrace is the channel contract's grace after expiry, in seconds.
func (c *Client) ChannelGrace(ctx context.Context) (uint64, error) {
	g, err := view(ctx, c, c.d.Channels, channelABI.PackGrace(), channelABI.UnpackGrace)
	return uint64(g), err
}

// ChannelState reads channel id; a channel that was never opened is an error wrapping
// ErrNoChannel.
func (c *Client) ChannelState(ctx context.Context, id [32]byte) (*ChannelState, error) {
	out, err := view(ctx, c, c.d.Channels, channelABI.PackChannel(id), channelABI.UnpackChannel)
	if err != nil {
		return nil, fmt.Errorf("channel %x: %w", id, err)
	}
	if out.Requester == (common.Address{}) {
		return nil, fmt.Errorf("channel %x: %w", id, ErrNoChannel)
	}
	grace, err := c.ChannelGrace(ctx)
	if err != nil {
		return nil, fmt.Errorf("channel grace: %w", err)
	}
	return &ChannelState{
		ID: id, Requester: out.Requester, Provider: out.Provider, Expiry: out.Expiry, RedeemBy: out.Expiry + grace,
		Sequence: out.Sequence, Deposit: out.Deposit, Redeemed: out.Redeemed,
	}, nil
}

// VoucherDigest asks the channel contract for the EIP-712 digest of v (to cross-check
// Voucher.Digest).
func (c *Client) VoucherDigest(ctx context.Context, v *Voucher) ([32]byte, error) {
	amount := v.Amount
	if amount == nil {
		amount = new(big.Int)
	}
	return view(ctx, c, c.d.Channels, channelABI.PackVoucherDigest(v.ChannelID, amount, v.Sequence), channelABI.UnpackVoucherDigest)
}
