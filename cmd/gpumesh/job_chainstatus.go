package main

import (
	"context"
	"errors"
	"fmt"
	"syscall"
	"time"

	"github.com/urfave/cli/v3"

	"github.com/gpumesh/gpumesh/contracts"
)

// stateInUse reports an error from opening the requester's state that another process holds
// (pebble's directory lock: `job submit --wait` keeps it until the job settles).
func stateInUse(err error) bool {
	return err != nil && (errors.Is(err, syscall.EAGAIN) || errors.Is(err, syscall.EACCES))
}

// chainJobView is what `job status` shows when only the chain can be read.
type chainJobView struct {
	ID          string `json:"id"`
	ChainStatus string `json:"chain_status"`
	ChainTime   uint64 `json:"chain_time"`
	Note        string `json:"note"`
}

// chainJobStatus answers `job status` from the escrow alone, for when another gpumesh process
// holds the requester's state directory and does not serve its local API.
func (e *env) chainJobStatus(ctx context.Context, cmd *cli.Command, id contracts.JobID) error {
	cc, closeChain, err := e.chainClient(ctx, cmd)
	if err != nil {
		return err
	}
	defer closeChain()
	dctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	st, err := cc.JobState(dctx, id)
	if err != nil {
		return fmt.Errorf("job status %s: %w", id, err)
	}
	v := chainJobView{
		ID: id.Hex(), ChainStatus: st.Status.String(), ChainTime: st.Time,
		Note: "the requester state is in use by another gpumesh process (job submit --wait?) that serves no local API; showing the escrow's view only",
	}
	if e.jsonOut {
		return e.printJSON(v)
	}
	e.printf("job       %s\nescrow    %s\n", v.ID, v.ChainStatus)
	if st.Time != 0 {
		e.printf("until     %s\n", time.Unix(int64(st.Time), 0).UTC().Format(time.RFC3339))
	}
	fmt.Fprintf(e.stderr, "note: %s\n", v.Note)
	return nil
}
