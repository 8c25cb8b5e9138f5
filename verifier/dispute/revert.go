package dispute

import (
	"errors"
	"fmt"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/verifier/spotcheck"
)

// escrowErrors maps JobEscrow's dispute reverts (submitVerdicts skips a single bad verdict with a
// VerdictSkipped event instead of reverting; see contracts.Client.VerdictSkips) to this package's (and spotcheck's) sentinels,
// so that a rejection on chain and the same rejection found off chain (Tally, CheckVerdict,
// spotcheck.CheckReveal) test equal with errors.Is.
var escrowErrors = map[string]error{
	"RevealMismatch":        spotcheck.ErrRevealMismatch,
	"ChallengeWindowClosed": ErrDisputeWindowClosed,
	"VerdictLate":           ErrVerdictLate,
	"NotYetDrawn":           ErrNotDrawn,
	"NoVerifiers":           ErrNoVerifiers,
	"InvalidVerdicts":       ErrInvalid,
}

// FromChain classifies an error of a dispute transaction: a JobEscrow revert named in
// escrowErrors comes back wrapping the matching sentinel as well as the decoded
// contracts.RevertError; any other error is returned as is.
func FromChain(err error) error {
	var re *contracts.RevertError
	if !errors.As(err, &re) {
		return err
	}
	if s, ok := escrowErrors[re.Name]; ok {
		return fmt.Errorf("%w: %w", s, err)
	}
	return err
}

// SkipError classifies a verdict submitVerdicts skipped (contracts.Client.VerdictSkips) with this
// package's sentinels.
func SkipError(s contracts.VerdictSkip) error {
	var err error
	switch s.Reason {
	case contracts.SkipWrongDispute:
		err = ErrWrongDispute
	case contracts.SkipInvalidOutcome:
		err = ErrInvalid
	case contracts.SkipForged:
		err = ErrForgedVerdict
	case contracts.SkipLate:
		err = ErrVerdictLate
	case contracts.SkipNotDrawn:
		err = ErrNotDrawn
	case contracts.SkipDuplicate:
		err = ErrEquivocation
	default:
		return fmt.Errorf("%w: verdict of %s skipped for reason %d", ErrInvalid, s.Verifier, s.Reason)
	}
	return fmt.Errorf("%w: verdict of %s skipped", err, s.Verifier)
}
