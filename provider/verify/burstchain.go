package verify

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"sync"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ipfs/go-cid"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/contracts/bindings"
	"github.com/gpumesh/gpumesh/verifier/dispute"
)

// burstDisputeClient implements disputeChain on the payment channels' dispute module: disputes
// of burst receipts (PaymentChannel.disputeJob), judged by a committee of the same verifier pool
// with the escrow's rules. The dispute is keyed by its channel; BurstDisputeOpened carries what
// a verifier needs (requester, provider, spec hash, the receipt's result CID), kept here from the
// event until the dispute is decided. Verdicts are signed under the channel contract's domain
// (contracts.Deployment.BurstVerdictDomain), so they never count in the escrow.
type burstDisputeClient struct {
	cc       *contracts.Client
	heads    Heads
	channels common.Address
	dom      contracts.Domain

	mu     sync.Mutex // a Sender is not safe for concurrent use; guards opened too
	sender *contracts.Sender
	// opened are the BurstDisputeOpened events of disputes not decided yet, by channel and job
	// (at most one open dispute per channel on chain; entries go when Case finds it decided).
	opened map[openedDispute]*bindings.PaymentChannelBurstDisputeOpened
}

var (
	channelBindings         = bindings.NewPaymentChannel()
	burstDisputeOpenedTopic = channelBindings.GetABI().Events[bindings.PaymentChannelBurstDisputeOpenedEventName].ID
)

// maxOpenedBurst bounds the events kept: a chain cannot have more open burst disputes than
// channels, but a log range can hold many decided ones.
const maxOpenedBurst = 4096

func newBurstDisputeClient(cc *contracts.Client, heads Heads, dep *contracts.Deployment, key *ecdsa.PrivateKey) disputeChain {
	return &burstDisputeClient{
		cc: cc, heads: heads, channels: dep.Channels, sender: cc.Sender(key),
		dom:    dep.BurstVerdictDomain(),
		opened: map[openedDispute]*bindings.PaymentChannelBurstDisputeOpened{},
	}
}

func (c *burstDisputeClient) Domain() contracts.Domain { return c.dom }

func (c *burstDisputeClient) Head(ctx context.Context) (uint64, error) {
	return c.heads.BlockNumber(ctx)
}

func burstKey(ch common.Hash, job contracts.JobID) openedDispute {
	return openedDispute{JobID: job, Channel: ch}
}

func (c *burstDisputeClient) Opened(ctx context.Context, from, to uint64) ([]openedDispute, error) {
	logs, err := c.cc.Logs().FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(from), ToBlock: new(big.Int).SetUint64(to),
		Addresses: []common.Address{c.channels}, Topics: [][]common.Hash{{burstDisputeOpenedTopic}},
	})
	if err != nil {
		return nil, fmt.Errorf("BurstDisputeOpened logs %d..%d: %w", from, to, err)
	}
	out := make([]openedDispute, 0, len(logs))
	c.mu.Lock()
	defer c.mu.Unlock()
	for i := range logs {
		l := &logs[i]
		if l.Removed {
			continue
		}
		ev, err := channelBindings.UnpackBurstDisputeOpenedEvent(l)
		if err != nil {
			continue // not ours to judge: a malformed log names no dispute
		}
		k := burstKey(ev.ChannelId, contracts.JobID(ev.JobId))
		if _, ok := c.opened[k]; !ok && len(c.opened) >= maxOpenedBurst {
			continue // read again after a restart's lookback if it is still open
		}
		c.opened[k] = ev
		out = append(out, openedDispute{JobID: contracts.JobID(ev.JobId), Channel: ev.ChannelId, Block: l.BlockNumber})
	}
	return out, nil
}

func (c *burstDisputeClient) event(d openedDispute) *bindings.PaymentChannelBurstDisputeOpened {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.opened[burstKey(d.Channel, d.JobID)]
}

func (c *burstDisputeClient) forget(d openedDispute) {
	c.mu.Lock()
	defer c.mu.Unlock()
	delete(c.opened, burstKey(d.Channel, d.JobID))
}

func (c *burstDisputeClient) Case(ctx context.Context, d openedDispute, me common.Address) (disputeCase, error) {
	ev := c.event(d)
	if ev == nil {
		return disputeCase{}, nil // not pending as far as this node knows: nothing to do
	}
	st, err := c.cc.BurstDisputeState(ctx, d.Channel)
	if err != nil {
		return disputeCase{}, err
	}
	head, err := c.heads.HeaderByNumber(ctx, nil)
	if err != nil {
		return disputeCase{}, err
	}
	dc := disputeCase{ChainTime: head.Time}
	// The channel's open dispute must be this one (a channel has one at a time; a later one
	// of the same channel is another event).
	dc.Pending = st.Pending && st.ID == common.Hash(ev.DisputeId) && head.Time <= st.Deadline
	if !dc.Pending {
		c.forget(d)
		return dc, nil
	}
	dc.DisputeID, dc.SpecHash, dc.Provider, dc.Requester = st.ID, ev.SpecHash, ev.Provider, ev.Requester
	dc.OpenedAt = st.OpenedAt
	if !st.Drawn() {
		if err := c.draw(ctx, d.Channel); err != nil {
			return dc, err
		}
	}
	seat, err := c.cc.BurstSeatOf(ctx, st.ID, me)
	if err != nil {
		return dc, err
	}
	dc.Drawn, dc.Voted = seat.Drawn, seat.Vote != 0
	if dc.ResultCID, err = cid.Cast(ev.ResultCID); err != nil {
		return dc, fmt.Errorf("result CID of burst dispute %s: %w", st.ID, err)
	}
	return dc, nil
}

// draw draws the committee of channel's dispute once its draw block has passed (any pool member
// may; the first draw counts). Before that block the contract refuses it (DrawTooEarly, found
// by gas estimation: nothing is sent) and draw returns errCommitteeNotDrawn.
func (c *burstDisputeClient) draw(ctx context.Context, channel common.Hash) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	_, err := c.cc.DrawBurstCommittee(ctx, c.sender, channel)
	var re *contracts.RevertError
	switch {
	case err == nil:
		return nil
	case errors.As(err, &re) && re.Name == "AlreadyDrawn":
		return nil
	case errors.As(err, &re) && re.Name == "DrawTooEarly":
		return fmt.Errorf("%w: %v", errCommitteeNotDrawn, err)
	}
	return fmt.Errorf("draw burst committee: %w", err)
}

func (c *burstDisputeClient) Submit(ctx context.Context, d openedDispute, v *dispute.Verdict) error {
	cv := contracts.Verdict{
		DisputeID: v.DisputeID, JobID: v.JobID, Outcome: uint8(v.Outcome), ResultHash: v.ResultHash,
		Verifier: v.Verifier, IssuedAt: v.IssuedAt, Signature: v.Signature,
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	_, err := c.cc.SubmitBurstVerdicts(ctx, c.sender, d.Channel, []contracts.Verdict{cv})
	return dispute.FromChain(err)
}
