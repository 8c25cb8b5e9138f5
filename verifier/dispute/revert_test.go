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
		{"not drawn yet", &contracts.RevertError{Name: "NotYetDrawn"}, ErrNotDrawn},
		{"empty pool", &contracts.RevertError{Name: "NoVerifiers"}, ErrNoVerifiers},
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

func TestSkipError(t *testing.T) {
	for reason, want := range map[uint8]error{
		contracts.SkipWrongDispute: ErrWrongDispute, contracts.SkipInvalidOutcome: ErrInvalid,
		contracts.SkipForged: ErrForgedVerdict, contracts.SkipLate: ErrVerdictLate,
		contracts.SkipNotDrawn: ErrNotDrawn, contracts.SkipDuplicate: ErrEquivocation,
	} {
		if got := SkipError(contracts.VerdictSkip{Reason: reason}); !errors.Is(got, want) {
			t.Errorf("reason %d: %v, want %v", reason, got, want)
		}
	}
	if got := SkipError(contracts.VerdictSkip{Reason: 99}); !errors.Is(got, ErrInvalid) {
		t.Errorf("unknown reason: %v", got)
	}
}
