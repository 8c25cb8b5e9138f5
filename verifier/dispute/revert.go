package dispute

import (
	"errors"
	"fmt"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/verifier/spotcheck"
)

// escrowErrors maps JobEscrow's dispute reverts to this package's (and spotcheck's) sentinels,
// so that a rejection on chain and the same rejection found off chain (Tally, CheckVerdict,
// spotcheck.CheckReveal) test equal with errors.Is.
var escrowErrors = map[string]error{
	"RevealMismatch":        spotcheck.ErrRevealMismatch,
	"ChallengeWindowClosed": ErrDisputeWindowClosed,
	"ForgedVerdict":         ErrForgedVerdict,
	"UnstakedVerifier":      ErrUnstakedVerifier,
	"NotDrawn":              ErrNotDrawn,
	"VerdictLate":           ErrVerdictLate,
	"WrongDispute":          ErrWrongDispute,
	"DuplicateVerdict":      ErrEquivocation,
	"InvalidOutcome":        ErrInvalid,
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
