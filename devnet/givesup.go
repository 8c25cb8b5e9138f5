package devnet

import (
	"context"
	"fmt"
	"path/filepath"
	"time"

	"github.com/gpumesh/gpumesh/provider"
	"github.com/gpumesh/gpumesh/provider/executor"
	"github.com/gpumesh/gpumesh/provider/runner"
)

// FaultLostInputs runs in this process: the provider bids and accepts as usual (its intake
// fetches and pins a job's content before it signs), then cannot fetch the job's inputs when it
// runs the job: every input fetch of its runner fails, as when the pinned copy is lost and no
// peer serves it any more. Its runner abandons the job on chain (the requester is refunded in
// full, no collateral is slashed) and sends the requester a failure notice. It undercuts honest
// prices, so auctions pick it first.
const FaultLostInputs Fault = "lost-inputs"

// FaultGivesUp runs in this process: the provider bids and accepts as usual, then its executor
// breaks on every run (Run returns an error, as a crashed driver would), so its runner fails the
// job and sends the requester a failure notice, but does not abandon it (a broken executor is
// the provider's own fault): the requester's refund after the deadline slashes its collateral.
// It undercuts honest prices, so auctions pick it first.
const FaultGivesUp Fault = "gives-up"

// ErrExecutorBroken is what the gives-up provider's executor returns for every run.
var ErrExecutorBroken = fmt.Errorf("devnet: executor broken on this provider (fault %s)", FaultGivesUp)

func givesUpOptions() []provider.Option {
	return []provider.Option{provider.WithRunnerDeps(func(d runner.Deps) runner.Deps {
		d.Executors = brokenExecutors{inner: d.Executors}
		return d
	})}
}

// brokenExecutors hands out executors whose runs fail (the command check is the inner one's,
// so the runner accepts the same jobs).
type brokenExecutors struct{ inner runner.Executors }

func (b brokenExecutors) Executor(name string) (executor.Executor, error) {
	ex, err := b.inner.Executor(name)
	if err != nil {
		return nil, err
	}
	return brokenExecutor{inner: ex}, nil
}

type brokenExecutor struct{ inner executor.Executor }

func (b brokenExecutor) Allowed(command string) error {
	if c, ok := b.inner.(interface{ Allowed(string) error }); ok {
		return c.Allowed(command)
	}
	return nil
}

func (brokenExecutor) Run(context.Context, executor.Job) (executor.Result, error) {
	return executor.Result{}, ErrExecutorBroken
}

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
