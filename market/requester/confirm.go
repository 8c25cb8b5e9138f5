package requester

import (
	"context"
	"math/big"

	"github.com/gpumesh/gpumesh/contracts"
)

// maxConfirmations bounds Config.Confirmations (the provider's chain.confirmations has the same
// bound).
const maxConfirmations = 64

// confirmedJobState is the escrow's state of job id as of Config.Confirmations blocks below the
// head: what Follow acts on (a result to fetch and check, a refund, a claim). A state set by a
// block that a reorganisation then replaces is never acted on as long as the reorganisation is
// shallower than the depth; at depth 0 (the devnet) it is the latest state.
func (r *Requester) confirmedJobState(ctx context.Context, id contracts.JobID) (*contracts.JobState, error) {
	if r.cfg.Confirmations == 0 {
		return r.chain.JobState(ctx, id)
	}
	head, err := r.cfg.Backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, err
	}
	at := new(big.Int).Sub(head.Number, new(big.Int).SetUint64(r.cfg.Confirmations))
	if at.Sign() < 0 {
		at.SetInt64(0)
	}
	return r.chain.JobStateAt(ctx, id, at)
}

// openLapsed reports whether an escrow open of job id whose acceptance expires at expiry (unix
// seconds) can no longer land: at a block Config.Confirmations below the head whose time is past
// the expiry, the job is not open. The state and the time are read at the same block: any later
// block is later still, and the escrow refuses an open after the expiry (AcceptanceExpired).
func (r *Requester) openLapsed(ctx context.Context, id contracts.JobID, expiry uint64) (bool, error) {
	head, err := r.cfg.Backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return false, err
	}
	at := new(big.Int).Sub(head.Number, new(big.Int).SetUint64(r.cfg.Confirmations))
	if at.Sign() < 0 {
		at.SetInt64(0)
	}
	h := head
	if at.Cmp(head.Number) != 0 {
		if h, err = r.cfg.Backend.HeaderByNumber(ctx, at); err != nil {
			return false, err
		}
	}
	if h.Time <= expiry {
		return false, nil
	}
	st, err := r.chain.JobStateAt(ctx, id, h.Number)
	if err != nil {
		return false, err
	}
	return st.Status == contracts.StatusNone, nil
}
