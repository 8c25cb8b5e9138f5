package devnet

import (
	"context"
	"fmt"
	"path/filepath"
	"time"

	"github.com/gpumesh/gpumesh/provider"
	"github.com/gpumesh/gpumesh/provider/runner"
)

// FaultLostInputs runs in this process: the provider bids and accepts as usual (its intake
// fetches and pins a job's content before it signs), then cannot fetch the job's inputs when it
// runs the job: every input fetch of its runner fails, as when the pinned copy is lost and no
// peer serves it any more. Its runner abandons the job on chain (the requester is refunded in
// full, no collateral is slashed) and sends the requester a failure notice. It undercuts honest
// prices, so auctions pick it first.
const FaultLostInputs Fault = "lost-inputs"

// lostInputsFetchTimeout is how long the lost-inputs provider's runner tries to fetch an input
// before it gives the job up (the daemon's default is 2 minutes).
const lostInputsFetchTimeout = 2 * time.Second

// ErrInputLost is what the lost-inputs provider's fetcher returns for every input.
var ErrInputLost = fmt.Errorf("devnet: input lost on this provider (fault %s)", FaultLostInputs)

func lostInputsOptions() []provider.Option {
	return []provider.Option{provider.WithRunnerDeps(func(d runner.Deps) runner.Deps {
		d.Fetcher = lostInputsFetcher{inner: d.Fetcher}
		return d
	})}
}

// lostInputsFetcher fails every fetch of a job input (a destination under the work dir's in/);
// the module is fetched as usual.
type lostInputsFetcher struct{ inner runner.Fetcher }

func (f lostInputsFetcher) Fetch(ctx context.Context, cid, dst string) error {
	if filepath.Base(filepath.Dir(dst)) == "in" {
		return fmt.Errorf("fetch %s: %w", cid, ErrInputLost)
	}
	return f.inner.Fetch(ctx, cid, dst)
}
