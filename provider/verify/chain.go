package verify

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sync"

	"crypto/ecdsa"

	"github.com/ethereum/go-ethereum"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ipfs/go-cid"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/contracts/bindings"
	"github.com/gpumesh/gpumesh/verifier/dispute"
)

// Heads reads the chain's head; *ethclient.Client implements it.
type Heads interface {
	BlockNumber(ctx context.Context) (uint64, error)
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
}

// NewBlocks tells the verifier service when the chain may have new blocks; *heads.Follower
// implements it.
type NewBlocks interface {
	Ticks() (ticks <-chan struct{}, stop func())
}

// disputeClient implements disputeChain on the escrow's dispute module.
type disputeClient struct {
	cc     *contracts.Client
	heads  Heads
	escrow common.Address
	dom    contracts.Domain

	mu        sync.Mutex // a Sender is not safe for concurrent use
	sender    *contracts.Sender
	drawDelay uint64 // the escrow's DrawDelay, read once (under mu)
}

var disputeOpenedTopic = bindings.NewJobEscrow().GetABI().Events[bindings.JobEscrowDisputeOpenedEventName].ID

// joinVerifierPool puts the provider's wallet into the registry's verifier pool unless it is in
// it already, so that it can be drawn onto dispute committees (its stake counts for disputes
// opened after this block).
func joinVerifierPool(ctx context.Context, cc *contracts.Client, key *ecdsa.PrivateKey) (joined bool, err error) {
	m, err := cc.VerifierOf(ctx, crypto.PubkeyToAddress(key.PublicKey))
	if err != nil {
		return false, fmt.Errorf("verifier pool membership: %w", err)
	}
	if m.Member {
		return false, nil
	}
	if _, err := cc.JoinVerifiers(ctx, cc.Sender(key)); err != nil {
		return false, fmt.Errorf("join the verifier pool: %w", err)
	}
	return true, nil
}

// newDisputeClient adapts the chain client to disputeChain. Verdicts go out from the provider's
// wallet through a Sender of their own (its nonce is read per transaction; a collision with the
// settler's transaction fails one of them, and both are retried).
func newDisputeClient(cc *contracts.Client, heads Heads, dep *contracts.Deployment, key *ecdsa.PrivateKey) disputeChain {
	return &disputeClient{
		cc: cc, heads: heads, escrow: dep.Escrow, sender: cc.Sender(key),
		dom: dep.Domain(),
	}
}

func (c *disputeClient) Domain() contracts.Domain { return c.dom }

func (c *disputeClient) Head(ctx context.Context) (uint64, error) { return c.heads.BlockNumber(ctx) }

func (c *disputeClient) Opened(ctx context.Context, from, to uint64) ([]openedDispute, error) {
	logs, err := c.cc.Logs().FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(from), ToBlock: new(big.Int).SetUint64(to),
		Addresses: []common.Address{c.escrow}, Topics: [][]common.Hash{{disputeOpenedTopic}},
	})
	if err != nil {
		return nil, fmt.Errorf("DisputeOpened logs %d..%d: %w", from, to, err)
	}
	out := make([]openedDispute, 0, len(logs))
	for _, l := range logs {
		if l.Removed || len(l.Topics) < 2 {
			continue
		}
		out = append(out, openedDispute{JobID: contracts.JobID(l.Topics[1]), Block: l.BlockNumber})
	}
	return out, nil
}

func (c *disputeClient) Case(ctx context.Context, od openedDispute, me common.Address) (disputeCase, error) {
	jobID := od.JobID
	st, err := c.cc.JobState(ctx, jobID)
	if err != nil {
		return disputeCase{}, err
	}
	head, err := c.heads.HeaderByNumber(ctx, nil)
	if err != nil {
		return disputeCase{}, err
	}
	dc := disputeCase{Pending: st.Status == contracts.StatusDisputed && head.Time <= st.Time, ChainTime: head.Time}
	if !dc.Pending {
		return dc, nil
	}
	a, err := c.cc.OpenedAcceptance(ctx, jobID)
	if err != nil {
		return dc, err
	}
	dc.SpecHash, dc.Provider, dc.Requester = a.SpecHash, a.Provider, a.Requester
	d, err := c.cc.DisputeState(ctx, jobID)
	if err != nil {
		return dc, fmt.Errorf("dispute state: %w", err)
	}
	if !d.Drawn() {
		if err := c.draw(ctx, a, d, head.Number.Uint64()); err != nil {
			return dc, err
		}
	}
	if dc.Drawn, err = c.cc.IsDrawn(ctx, jobID, me); err != nil {
		return dc, fmt.Errorf("is drawn: %w", err)
	}
	dc.DisputeID = d.ID
	vote, err := c.cc.VoteOf(ctx, jobID, me)
	if err != nil {
		return dc, fmt.Errorf("vote of %s: %w", me, err)
	}
	dc.Voted = vote != 0
	sr, err := c.cc.SubmittedResult(ctx, jobID)
	if err != nil {
		return dc, err
	}
	if dc.ResultCID, err = cid.Cast(sr.ResultCID); err != nil {
		return dc, fmt.Errorf("submitted result CID of %s: %w", jobID, err)
	}
	dc.OpenedAt = d.OpenedAt
	return dc, nil
}

// draw draws the committee of d once its draw block has passed (any pool member may; the first
// draw counts and a later one reverts AlreadyDrawn, which is fine). Before that block it returns
// errCommitteeNotDrawn.
func (c *disputeClient) draw(ctx context.Context, a *contracts.Acceptance, d *contracts.DisputeState, head uint64) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.drawDelay == 0 {
		p, err := c.cc.DisputeParams(ctx)
		if err != nil {
			return fmt.Errorf("dispute params: %w", err)
		}
		c.drawDelay = p.DrawDelay
	}
	// Gas is estimated on the latest block, which must already be past the draw block.
	if head <= d.OpenBlock+c.drawDelay {
		return fmt.Errorf("%w: draw from block %d, head %d", errCommitteeNotDrawn, d.OpenBlock+c.drawDelay+1, head)
	}
	sr, err := c.cc.SubmittedResult(ctx, a.JobID)
	if err != nil {
		return err
	}
	_, err = c.cc.DrawCommittee(ctx, c.sender, a, sr.ResultHash)
	var re *contracts.RevertError
	if errors.As(err, &re) && re.Name == "AlreadyDrawn" {
		return nil
	}
	if err != nil {
		return fmt.Errorf("draw committee: %w", err)
	}
	return nil
}

func (c *disputeClient) Submit(ctx context.Context, od openedDispute, v *dispute.Verdict) error {
	jobID := od.JobID
	a, err := c.cc.OpenedAcceptance(ctx, jobID)
	if err != nil {
		return err
	}
	sr, err := c.cc.SubmittedResult(ctx, jobID)
	if err != nil {
		return err
	}
	cv := v.OnChain()
	c.mu.Lock()
	defer c.mu.Unlock()
	_, err = c.cc.SubmitVerdicts(ctx, c.sender, a, sr.ResultHash, []contracts.Verdict{cv})
	return dispute.FromChain(err)
}
