package runner

import (
	"errors"

	"github.com/gpumesh/gpumesh/contracts"
)

// ErrorClass says what the runner does after a job step failed.
type ErrorClass int

const (
	// Transient errors may go away on their own: the RPC endpoint is down or slow, a nonce was
	// too low, a fee underpriced, a challenge window still open. The step is retried with
	// exponential backoff (Config.RetryBackoff up to Config.MaxBackoff).
	Transient ErrorClass = iota
	// Permanent errors never go away for this job: the escrow rejected the transaction for a
	// reason that no retry can change (a deadline that passed, a job in another status, terms
	// that do not match). The runner reads the chain's state of the job, moves the job to the
	// state that follows from it, and logs the cause once.
	Permanent
)

// String names the class ("transient", "permanent").
func (c ErrorClass) String() string {
	if c == Permanent {
		return "permanent"
	}
	return "transient"
}

// escrowErrorClass classifies every custom error of the JobEscrow contract (its own and those of
// the OpenZeppelin code it inherits). A test enumerates the errors of the committed ABI, so a new
// escrow error without an entry here fails it.
var escrowErrorClass = map[string]ErrorClass{
	// Time will fix these: the chain's clock moves on.
	"ChallengeWindowOpen": Transient, // claim before the window ended
	"DeadlineNotReached":  Transient, // refund before the deadline
	"VerdictWindowOpen":   Transient, // dispute expiry before the verdict window ended
	"DrawTooEarly":        Transient, // committee draw before its seed block
	"NotYetDrawn":         Transient, // verdicts before the committee is drawn
	// Verifiers may still join the pool.
	"NoVerifiers": Transient,
	// A retry with a higher gas limit can succeed (the escrow forwards a share of the gas).
	"VerifierOutOfGas": Transient,
	// The token refused a transfer (balance, allowance, a paused token): may change.
	"SafeERC20FailedOperation": Transient,
	// A re-entrant call is refused while another is in flight.
	"ReentrancyGuardReentrantCall": Transient,

	// Past a point of no return: time only moves forward.
	"DeadlinePassed":        Permanent,
	"ChallengeWindowClosed": Permanent,
	"VerdictLate":           Permanent,
	"AcceptanceExpired":     Permanent,
	"InvalidDeadline":       Permanent,
	// The job is in another status, or not (or already) on chain: read the chain instead.
	"WrongStatus": Permanent,
	"UnknownJob":  Permanent,
	"JobExists":   Permanent,
	// The transaction itself is wrong for this job; resending the same one cannot succeed.
	"TermsMismatch":        Permanent,
	"InvalidSignature":     Permanent,
	"NotRequester":         Permanent,
	"NotProvider":          Permanent,
	"InvalidClass":         Permanent,
	"InvalidAmount":        Permanent,
	"InvalidCID":           Permanent,
	"NotZkJob":             Permanent,
	"ProofRequired":        Permanent,
	"BindingMismatch":      Permanent,
	"TooManyPublicInputs":  Permanent,
	"ProofRejected":        Permanent,
	"CircuitExists":        Permanent,
	"UnknownCircuit":       Permanent,
	"InvalidBackend":       Permanent,
	"NoVerifierCode":       Permanent,
	"RevealMismatch":       Permanent,
	"InvalidVerdicts":      Permanent,
	"WrongDispute":         Permanent,
	"InvalidOutcome":       Permanent,
	"ForgedVerdict":        Permanent,
	"AlreadyDrawn":         Permanent,
	"JobIdNotRequesters":   Permanent,
	"ExpiryTooLate":        Permanent,
	"InvalidReason":        Permanent,
	"InvalidRecipient":     Permanent,
	"NothingOwed":          Permanent,
	"FeeOnTransferToken":   Permanent,
	"InsufficientDeposit":  Permanent, // an open from a deposit that does not cover the price
	"InsufficientEarnings": Permanent, // withdrawEarnings over the balance: read EarningsOf
	"InsufficientReserve":  Permanent, // releaseReserve over the free reserve: read ReserveOf
	"NotEnabled":           Permanent,
	"WrongRegistry":        Permanent,
	"ZeroAddress":          Permanent,
	"InvalidFee":           Permanent,
	"InvalidDisputeConfig": Permanent,
	"InvalidBatch":         Permanent, // claimMany: empty, over 64, or a job listed twice
	"MixedProviders":       Permanent, // claimMany: jobs of several providers
	"NoFeesAccrued":        Permanent, // withdrawFees with nothing to pay: read feesAccrued
	// Ownership and constructor errors (OpenZeppelin Ownable, ShortStrings).
	"OwnableUnauthorizedAccount": Permanent,
	"OwnableInvalidOwner":        Permanent,
	"InvalidShortString":         Permanent,
	"StringTooLong":              Permanent,
}

// Classify says whether the runner retries err (Transient) or gives the step up (Permanent).
// Only a decoded revert of the escrow contract (*contracts.RevertError labelled "escrow") with a
// permanent name is permanent; everything else — RPC and network errors, "nonce too low",
// "replacement transaction underpriced", timeouts, reverts without data or of other contracts —
// is transient.
func Classify(err error) ErrorClass {
	var re *contracts.RevertError
	if err == nil || !errors.As(err, &re) || re.Contract != "escrow" {
		return Transient
	}
	if c, ok := escrowErrorClass[re.Name]; ok {
		return c
	}
	return Transient
}
