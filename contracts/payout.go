package contracts

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// Owed is what the contracts of a deployment owe one address after transfers to it failed (the
// token refused them, e.g. a blacklisted recipient): each contract credits such a payout to
// owed[recipient] instead of reverting the settlement, and the recipient takes it with
// WithdrawOwed. Amounts are token units; none is nil.
type Owed struct {
	Escrow   *big.Int
	Registry *big.Int
	Channels *big.Int // zero when the deployment has no payment channel contract
}

// Total is the sum owed by all contracts.
func (o *Owed) Total() *big.Int {
	t := new(big.Int).Add(o.Escrow, o.Registry)
	return t.Add(t, o.Channels)
}

// ErrInvalidRecipient reports a payout recipient that cannot be paid (the zero address).
var ErrInvalidRecipient = errors.New("contracts: invalid recipient")

// owedContracts are the deployment's contracts that defer failed payouts, in a fixed order.
func (c *Client) owedContracts() []common.Address {
	out := []common.Address{c.d.Escrow, c.d.Registry}
	if c.d.Channels != (common.Address{}) {
		out = append(out, c.d.Channels)
	}
	return out
}

// OwedTo reads what each contract owes who.
func (c *Client) OwedTo(ctx context.Context, who common.Address) (*Owed, error) {
	o := &Owed{Escrow: new(big.Int), Registry: new(big.Int), Channels: new(big.Int)}
	dst := []**big.Int{&o.Escrow, &o.Registry, &o.Channels}
	for i, addr := range c.owedContracts() {
		// owed(address) and withdrawOwed(address) come from PullPayments, the same in every contract.
		v, err := view(ctx, c, addr, c.escrow.PackOwed(who), c.escrow.UnpackOwed)
		if err != nil {
			return nil, fmt.Errorf("read owed to %s: %w", who, err)
		}
		*dst[i] = v
	}
	return o, nil
}

// WithdrawOwed pays everything the deployment's contracts owe s's address to `to` (s's own address
// or, when that cannot receive the token, another), one transaction per contract that owes
// anything. It returns the receipts, none when nothing is owed.
func (c *Client) WithdrawOwed(ctx context.Context, s *Sender, to common.Address) ([]*types.Receipt, error) {
	if to == (common.Address{}) {
		return nil, fmt.Errorf("withdraw owed: %w: recipient is the zero address; name the address to pay", ErrInvalidRecipient)
	}
	o, err := c.OwedTo(ctx, s.Address())
	if err != nil {
		return nil, err
	}
	var out []*types.Receipt
	for i, amount := range []*big.Int{o.Escrow, o.Registry, o.Channels} {
		if amount.Sign() == 0 {
			continue
		}
		addr := c.owedContracts()[i]
		r, err := s.Send(ctx, addr, c.escrow.PackWithdrawOwed(to))
		if err != nil {
			return out, fmt.Errorf("withdraw owed from %s: %w", addr, err)
		}
		out = append(out, r)
	}
	return out, nil
}

// FeesAccrued is the escrow's protocol fees not yet paid to the treasury: settlements credit
// their fee there (one storage write instead of a token transfer per claim) and WithdrawFees pays
// it out. It is part of what the escrow holds.
func (c *Client) FeesAccrued(ctx context.Context) (*big.Int, error) {
	v, err := view(ctx, c, c.d.Escrow, c.escrow.PackFeesAccrued(), c.escrow.UnpackFeesAccrued)
	if err != nil {
		return nil, fmt.Errorf("read accrued fees: %w", err)
	}
	return v, nil
}

// WithdrawFees pays the escrow's accrued fees to its treasury (anyone may send it; the fees go
// only to the treasury). It sends nothing and returns a nil receipt when no fees have accrued.
func (c *Client) WithdrawFees(ctx context.Context, s *Sender) (*types.Receipt, error) {
	fees, err := c.FeesAccrued(ctx)
	if err != nil {
		return nil, err
	}
	if fees.Sign() == 0 {
		return nil, nil
	}
	r, err := s.Send(ctx, c.d.Escrow, c.escrow.PackWithdrawFees())
	if err != nil {
		return nil, fmt.Errorf("withdraw fees: %w", err)
	}
	return r, nil
}
