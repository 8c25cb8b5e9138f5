package devnet

import (
	"context"
	"fmt"
	"math/big"
	"strings"

	"github.com/gpumesh/gpumesh/provider"
	"github.com/gpumesh/gpumesh/provider/executor"
	"github.com/gpumesh/gpumesh/provider/runner"
)

// WrongResultStdout is what a FaultWrongResult provider reports as a job's standard output
// instead of running it: the cheat that saves the whole cost of the work.
const WrongResultStdout = "not computed: gpumesh devnet wrong-result provider\n"

// wrongResultPriceFactor: a cheater can undercut, since it does not pay for the work. The
// devnet's wrong-result provider asks this share of the honest price, so auctions pick it.
const wrongResultPriceNum, wrongResultPriceDen = 1, 2

// faultOptions are the daemon options that act out p's fault in process (FaultWrongResult,
// FaultLostInputs, FaultGivesUp); the crash faults act from outside (runFault) and need none.
func (p *Provider) faultOptions() []provider.Option {
	switch p.Fault {
	case FaultLostInputs:
		return lostInputsOptions()
	case FaultGivesUp:
		return givesUpOptions()
	}
	if p.Fault != FaultWrongResult {
		return nil
	}
	return []provider.Option{provider.WithRunnerDeps(func(d runner.Deps) runner.Deps {
		d.Executors = wrongExecutors{inner: d.Executors}
		return d
	})}
}

// external reports whether the fault is driven from outside the daemon (a kill), which needs the
// provider to run as its own process.
func (f Fault) external() bool { return f == FaultCrash || f == FaultLate }

// undercut lowers the offer prices of a wrong-result, lost-inputs or gives-up provider (see
// wrongResultPriceNum), so that auctions pick it first.
func (p *Provider) undercut() error {
	if p.Fault != FaultWrongResult && p.Fault != FaultLostInputs && p.Fault != FaultGivesUp {
		return nil
	}
	for class, s := range p.Config.Offer.Prices {
		v, err := scaleDecimal(s, wrongResultPriceNum, wrongResultPriceDen)
		if err != nil {
			return fmt.Errorf("devnet: provider-%d price %s: %w", p.Index, class, err)
		}
		p.Config.Offer.Prices[class] = v
	}
	return nil
}

// wrongExecutors hands out executors that never run the job and report WrongResultStdout with
// exit code 0: deterministic wasm makes the result CID differ from every honest run's.
type wrongExecutors struct{ inner runner.Executors }

func (w wrongExecutors) Executor(name string) (executor.Executor, error) {
	ex, err := w.inner.Executor(name)
	if err != nil {
		return nil, err
	}
	return wrongExecutor{inner: ex}, nil
}

type wrongExecutor struct{ inner executor.Executor }

// Allowed keeps the inner executor's command check (exec), so the runner accepts the same jobs.
func (w wrongExecutor) Allowed(command string) error {
	if c, ok := w.inner.(interface{ Allowed(string) error }); ok {
		return c.Allowed(command)
	}
	return nil
}

func (w wrongExecutor) Run(ctx context.Context, job executor.Job) (executor.Result, error) {
	if err := ctx.Err(); err != nil {
		return executor.Result{Reason: executor.ReasonCanceled, Detail: err.Error()}, nil
	}
	return executor.Result{ExitCode: 0, Reason: executor.ReasonOK, Stdout: []byte(WrongResultStdout)}, nil
}

// scaleDecimal returns the decimal string s times num/den, without trailing zeros.
func scaleDecimal(s string, num, den int64) (string, error) {
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		return "", fmt.Errorf("%q is not a decimal amount", s)
	}
	r.Mul(r, big.NewRat(num, den))
	out := strings.TrimRight(r.FloatString(18), "0")
	return strings.TrimSuffix(out, "."), nil
}
