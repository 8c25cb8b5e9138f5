package main

import (
	"context"
	"errors"
	"fmt"

	"github.com/urfave/cli/v3"

	"github.com/gpumesh/gpumesh/market/joblogs"
	"github.com/gpumesh/gpumesh/market/requester"
	"github.com/gpumesh/gpumesh/p2p/reqresp"
)

// followLogs is `job logs --follow`: the job's stdout and stderr, live from its provider, copied
// to this command's stdout and stderr until the run ends.
func (e *env) followLogs(ctx context.Context, cmd *cli.Command, ref jobRef) error {
	r, id, err := e.openRequesterFor(ctx, cmd, ref)
	if err != nil {
		return err
	}
	defer r.Close()
	var dropped [2]uint64
	var last joblogs.Response
	_, err = r.FollowLogs(ctx, id, joblogs.Offsets{}, func(resp joblogs.Response) error {
		if _, err := e.stdout.Write(resp.Stdout); err != nil {
			return err
		}
		if _, err := e.stderr.Write(resp.Stderr); err != nil {
			return err
		}
		dropped = [2]uint64{resp.StdoutDropped, resp.StderrDropped}
		last = resp
		return nil
	})
	switch {
	case errors.Is(err, requester.ErrUnknownJob):
		return usageError("job logs: %v (see `job list`)", err)
	case errors.Is(err, requester.ErrNoProvider):
		return usageError("job logs: %v", err)
	case errors.Is(err, reqresp.ErrDeclined):
		return usageError("job logs: %v (only the wallet that submitted the job can follow it)", err)
	case err != nil:
		return err
	}
	if dropped[0]+dropped[1] > 0 {
		fmt.Fprintf(e.stderr, "(the provider kept the first %d MiB of each stream live: %d bytes of stdout and %d of stderr were not streamed; the result has the job's own copy)\n",
			joblogs.DefaultMaxBytes>>20, dropped[0], dropped[1])
	}
	if last.Gone {
		fmt.Fprintf(e.stderr, "(the provider holds no live output of this job: it came with the result, see `gpumesh job logs %s` after `job result`)\n", shortJobID(id))
	}
	return nil
}
