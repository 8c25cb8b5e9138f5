package main

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/urfave/cli/v3"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/contracts/rpcclient"
	"github.com/gpumesh/gpumesh/market/requester"
)

// jobStore is what the read-only job commands (status, logs, list, cost) read: this process's
// own requester, or, while another gpumesh process holds the requester's state (pebble locks it:
// a `job submit --wait` in another terminal), that process's local API (requester.DialLocal) and
// a chain client of this one. Either way the records are the same store's.
type jobStore struct {
	r     *requester.Requester   // this process's requester; nil when read through the local API
	local *requester.LocalClient // the running requester's local API; nil when r is set
	chain *contracts.Client
	close func()
}

// errStateHeld: another process holds the requester's state and does not serve its local API
// (an older gpumesh, or one whose data_dir is too long a path for a unix socket).
type errStateHeld struct{ open, local error }

func (e errStateHeld) Error() string {
	return fmt.Sprintf("the requester's state is in use by another gpumesh process (a `job submit --wait`?) that does not answer on its local API: %v; %v", e.open, e.local)
}

func (e errStateHeld) Unwrap() error { return e.open }

// openJobStore opens this configuration's requester, or, when another process holds its state,
// connects to that process's local API. The error is an errStateHeld when neither works because
// of the other process.
func (e *env) openJobStore(ctx context.Context, cmd *cli.Command) (*jobStore, error) {
	r, err := e.openRequester(ctx, cmd)
	if err == nil {
		return &jobStore{r: r, chain: r.Contracts(), close: func() { r.Close() }}, nil
	}
	if !stateInUse(err) {
		return nil, err
	}
	return e.heldJobStore(ctx, cmd, err)
}

// heldJobStore connects to the local API of the process that holds the requester's state
// (openErr is why this process could not open it).
func (e *env) heldJobStore(ctx context.Context, cmd *cli.Command, openErr error) (*jobStore, error) {
	err := openErr
	fc, _, cerr := e.requesterConfig(cmd)
	if cerr != nil {
		return nil, cerr
	}
	lc, lerr := requester.DialLocal(ctx, fc.DataDir)
	if lerr != nil {
		return nil, errStateHeld{open: err, local: lerr}
	}
	cc, closeChain, cerr := e.chainClient(ctx, cmd)
	if cerr != nil {
		lc.Close()
		return nil, cerr
	}
	return &jobStore{local: lc, chain: cc, close: func() { lc.Close(); closeChain() }}, nil
}

// jobs returns every record of the store.
func (s *jobStore) jobs(ctx context.Context) ([]*requester.Record, error) {
	if s.r != nil {
		return s.r.Jobs()
	}
	return s.local.Jobs(ctx)
}

// get returns job id's record, wrapping requester.ErrUnknownJob when the store has none.
func (s *jobStore) get(ctx context.Context, id contracts.JobID) (*requester.Record, error) {
	if s.r != nil {
		return s.r.Get(id)
	}
	recs, err := s.local.Jobs(ctx)
	if err != nil {
		return nil, err
	}
	for _, rec := range recs {
		if rec.ID == id {
			return rec, nil
		}
	}
	return nil, fmt.Errorf("job %s: %w", id, requester.ErrUnknownJob)
}

// resolve returns ref's full id, a short id looked up among the store's jobs.
func (s *jobStore) resolve(ctx context.Context, ref jobRef) (contracts.JobID, error) {
	if ref.short == "" {
		return ref.id, nil
	}
	recs, err := s.jobs(ctx)
	if err != nil {
		return contracts.JobID{}, err
	}
	ids := make([]contracts.JobID, len(recs))
	for i, rec := range recs {
		ids[i] = rec.ID
	}
	return ref.match(ids)
}

// chainClient dials the configured chain for a command that runs no requester of its own: the
// escrow's view of a job, the token's decimals.
func (e *env) chainClient(ctx context.Context, cmd *cli.Command) (*contracts.Client, func(), error) {
	fc, source, err := e.requesterConfig(cmd)
	if err != nil {
		return nil, nil, err
	}
	rec, err := contracts.ReadDeploymentRecord(fc.Chain.Deployment)
	if err != nil {
		return nil, nil, usageError("chain.deployment: %v (config: %s)", err, source)
	}
	dctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	eth, err := rpcclient.Dial(dctx, append([]string{fc.Chain.RPC}, fc.Chain.RPCFallbacks...), rpcclient.Options{})
	if err != nil {
		return nil, nil, fmt.Errorf("cannot reach chain at %s: %w (check chain.rpc or --rpc)", fc.Chain.RPC, err)
	}
	return contracts.NewClient(eth, rec.Deployment), eth.Close, nil
}

// isStateHeld reports an errStateHeld.
func isStateHeld(err error) bool {
	var h errStateHeld
	return errors.As(err, &h)
}
