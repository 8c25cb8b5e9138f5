package requester

import (
	"context"
	"fmt"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market/joblogs"
)

// FollowLogs follows job id's stdout and stderr live from the provider running it
// (/gpumesh/joblogs/1): fn gets every answer in order, from the offsets from, until the output
// is complete (an answer that is Done: the run ended, or the provider no longer holds it, Gone),
// fn fails or ctx ends. A dropped connection is retried from the offsets reached; the offsets
// returned resume a later FollowLogs. Only this requester's own jobs can be followed: the
// provider serves a job's output to the wallet its id names.
func (r *Requester) FollowLogs(ctx context.Context, id contracts.JobID, from joblogs.Offsets, fn func(joblogs.Response) error) (joblogs.Offsets, error) {
	if r.logs == nil {
		return from, fmt.Errorf("follow logs of %s: requester not started", id)
	}
	rec, err := r.db.get(id)
	if err != nil {
		return from, err
	}
	pid, err := peer.Decode(rec.ProviderPeer)
	if rec.ProviderPeer == "" || err != nil {
		return from, fmt.Errorf("follow logs of %s: %w yet (phase %s); follow again once one did", id, ErrNoProvider, rec.Phase)
	}
	return r.logs.Follow(ctx, pid, id, from, fn)
}
