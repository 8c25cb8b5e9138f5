package settle

import (
	"context"
	"fmt"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/provider/runner"
)

var _ runner.Abandoner = (*Settler)(nil)

// Abandon ends the Open job id through the escrow's abandon: the requester is refunded in
// full, the collateral unlocked, nothing slashed. The runner calls it when the job's module or
// inputs cannot be fetched after the job opened.
func (st *Settler) Abandon(ctx context.Context, id contracts.JobID, cause runner.AbandonCause) error {
	reason := contracts.AbandonInputsUnavailable
	if cause == runner.AbandonModuleUnavailable {
		reason = contracts.AbandonModuleUnavailable
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	rcpt, err := st.c.AbandonJob(ctx, st.s, id, reason)
	if err != nil {
		return fmt.Errorf("abandon job %s (%s): %w", id, reason, err)
	}
	st.report(id, OpAbandon, rcpt)
	return nil
}
