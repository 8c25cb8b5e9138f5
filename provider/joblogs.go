package provider

import (
	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/provider/intake"
	"github.com/gpumesh/gpumesh/provider/runner"
)

// runEnded tells the job logs service whether a job whose output the hub does not hold will
// never run here: its run is over (the runner moved past running), or neither the runner nor
// the acceptances know it.
func runEnded(r *runner.Runner, ps *intake.Store) func(contracts.JobID) bool {
	return func(id contracts.JobID) bool {
		rec, err := r.Get(id)
		if err != nil {
			_, perr := ps.Get(id)
			return perr != nil // an accepted job not opened yet may still run
		}
		switch rec.State {
		case runner.StateAccepted, runner.StateFetching, runner.StateRunning:
			return false
		}
		return true
	}
}
