package dispute

import (
	"errors"
	"fmt"
	"testing"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/verifier/spotcheck"
)

func TestFromChain(t *testing.T) {
	other := errors.New("dial tcp: connection refused")
	for _, tc := range []struct {
		name string
		err  error
		want error
	}{
		{"reveal", &contracts.RevertError{Contract: "escrow", Name: "RevealMismatch"}, spotcheck.ErrRevealMismatch},
		{"window", fmt.Errorf("dispute: %w", &contracts.RevertError{Name: "ChallengeWindowClosed"}), ErrDisputeWindowClosed},
		{"forged", &contracts.RevertError{Name: "ForgedVerdict"}, ErrForgedVerdict},
		{"unstaked", &contracts.RevertError{Name: "UnstakedVerifier"}, ErrUnstakedVerifier},
		{"not drawn", &contracts.RevertError{Name: "NotDrawn"}, ErrNotDrawn},
		{"late", &contracts.RevertError{Name: "VerdictLate"}, ErrVerdictLate},
		{"other revert", &contracts.RevertError{Name: "TermsMismatch"}, contracts.ErrReverted},
		{"not a revert", other, other},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := FromChain(tc.err)
			if !errors.Is(got, tc.want) {
				t.Fatalf("FromChain(%v) = %v, want it to match %v", tc.err, got, tc.want)
			}
			var re *contracts.RevertError
			if errors.As(tc.err, &re) && !errors.As(got, &re) {
				t.Fatalf("FromChain(%v) lost the decoded revert", tc.err)
			}
		})
	}
}
