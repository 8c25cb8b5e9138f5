package channels

import (
	"context"
	"fmt"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/provider/runner"
)

var _ runner.Abandoner = (*channelSettler)(nil)

// Abandon abandons an escrow job through the chain settler; a channel-paid job was never opened
// on the escrow, so it cannot be (runner.ErrNotAbandonable: the runner fails it as before).
func (s *channelSettler) Abandon(ctx context.Context, jobID contracts.JobID, cause runner.AbandonCause) error {
	j, err := s.job(jobID)
	if err != nil {
		return err
	}
	if j != nil {
		return fmt.Errorf("%w: %s is a channel-paid job", runner.ErrNotAbandonable, jobID)
	}
	ab, ok := s.next.(runner.Abandoner)
	if !ok {
		return fmt.Errorf("%w: the settler cannot abandon jobs", runner.ErrNotAbandonable)
	}
	return ab.Abandon(ctx, jobID, cause)
}
