package dispute

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"slices"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/contracts/eip712"
)

// Outcome is what a verifier found on re-running the job.
type Outcome uint8

// Outcomes.
const (
	ProviderFault Outcome = 1 // the re-run differs from the provider's result: the provider is slashed
	ProviderRight Outcome = 2 // the re-run matches: the challenger's bond goes to the provider
	Void          Outcome = 3 // no quorum before the deadline: bond returned, the job settles as submitted
)

func (o Outcome) String() string {
	switch o {
	case ProviderFault:
		return "provider-fault"
	case ProviderRight:
		return "provider-right"
	case Void:
		return "void"
	}
	return fmt.Sprintf("outcome(%d)", uint8(o))
}

// Errors. Each rejected verdict carries one of these; test with errors.Is.
var (
	ErrForgedVerdict       = errors.New("dispute: verdict signature does not match its verifier")
	ErrUnstakedVerifier    = errors.New("dispute: verifier is not staked")
	ErrDisputeWindowClosed = errors.New("dispute: opened after the challenge window closed")
	ErrVerdictLate         = errors.New("dispute: verdict issued after the verdict deadline")
	ErrWrongDispute        = errors.New("dispute: verdict is for another dispute or job")
	ErrNotDrawn            = errors.New("dispute: verifier was not drawn for this dispute")
	ErrNoVerifiers         = errors.New("dispute: the verifier pool has no eligible member for this dispute")
	ErrEquivocation        = errors.New("dispute: verifier signed conflicting verdicts")
	ErrNoQuorum            = errors.New("dispute: no quorum yet")
	ErrInvalid             = errors.New("dispute: invalid field")
)

// Verdict is one verifier's signed finding.
type Verdict struct {
	DisputeID  common.Hash     `cbor:"1,keyasint" json:"dispute_id"`
	JobID      contracts.JobID `cbor:"2,keyasint" json:"job_id"`
	Outcome    Outcome         `cbor:"3,keyasint" json:"outcome"`
	ResultHash common.Hash     `cbor:"4,keyasint" json:"result_hash"` // keccak256 of the verifier's output CID bytes
	Verifier   common.Address  `cbor:"5,keyasint" json:"verifier"`
	IssuedAt   uint64          `cbor:"6,keyasint" json:"issued_at"` // unix seconds
	Signature  []byte          `cbor:"7,keyasint" json:"signature"`
}

// OnChain is the verdict as the escrow takes it (JobEscrow.submitVerdicts): the same fields,
// signed over the same digest. Hashing and signing are contracts.Verdict's.
func (v *Verdict) OnChain() contracts.Verdict {
	return contracts.Verdict{DisputeID: v.DisputeID, JobID: v.JobID, Outcome: uint8(v.Outcome), ResultHash: v.ResultHash,
		Verifier: v.Verifier, IssuedAt: v.IssuedAt, Signature: v.Signature}
}

// Digest is the EIP-712 digest of the verdict under d.Messages() (contracts.Verdict.Digest).
func (v *Verdict) Digest(d contracts.Domain) (common.Hash, error) {
	cv := v.OnChain()
	return cv.Digest(d)
}

// Sign sets Verifier to key's address and signs the verdict under d.Messages().
func (v *Verdict) Sign(key *ecdsa.PrivateKey, d contracts.Domain) error {
	if v.Outcome != ProviderFault && v.Outcome != ProviderRight {
		return fmt.Errorf("%w: a verdict's outcome is provider-fault or provider-right, not %s", ErrInvalid, v.Outcome)
	}
	if key == nil {
		return fmt.Errorf("%w: no verifier key", ErrInvalid)
	}
	cv := v.OnChain()
	if err := cv.Sign(d, key); err != nil {
		return err
	}
	v.Verifier, v.Signature = cv.Verifier, cv.Signature
	return nil
}

// VerifySignature returns ErrForgedVerdict unless Verifier signed the verdict under d.
func (v *Verdict) VerifySignature(d contracts.Domain) error {
	h, err := v.Digest(d)
	if err != nil {
		return err
	}
	signer, err := eip712.Recover(h, v.Signature)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrForgedVerdict, err)
	}
	if signer != v.Verifier {
		return fmt.Errorf("%w: signed by %s, names %s", ErrForgedVerdict, signer, v.Verifier)
	}
	return nil
}

// StakeChecker answers whether an address is a staked verifier (the registry contract, through
// the contracts bindings). Consumer-owned: the lead wires the registry in.
type StakeChecker interface {
	IsStaked(ctx context.Context, addr common.Address) (bool, error)
}

// Dispute is the on-chain dispute as the off-chain side needs it. Times are unix seconds.
type Dispute struct {
	ID          common.Hash
	JobID       contracts.JobID
	SubmittedAt uint64           // when the provider submitted its result: the window opens
	Window      uint64           // challenge window length
	OpenedAt    uint64           // when the dispute was opened
	VerdictTime uint64           // how long verifiers have after OpenedAt
	Verifiers   []common.Address // the quorum drawn by on-chain randomness
	Quorum      int              // matching verdicts needed (more than half of Verifiers)
}

// Validate checks the dispute's own fields.
func (d Dispute) Validate() error {
	switch {
	case len(d.Verifiers) == 0:
		return fmt.Errorf("%w: no verifiers drawn", ErrInvalid)
	case d.Quorum <= len(d.Verifiers)/2 || d.Quorum > len(d.Verifiers):
		return fmt.Errorf("%w: quorum %d of %d verifiers must be a majority", ErrInvalid, d.Quorum, len(d.Verifiers))
	case d.VerdictTime == 0:
		return fmt.Errorf("%w: verdict time must be positive", ErrInvalid)
	}
	return nil
}

// WindowEnd is the last second a dispute may be opened.
func (d Dispute) WindowEnd() uint64 { return d.SubmittedAt + d.Window }

// Deadline is the last second a verdict may be issued.
func (d Dispute) Deadline() uint64 { return d.OpenedAt + d.VerdictTime }

// CheckOpened returns ErrDisputeWindowClosed if the dispute was opened after the window.
func (d Dispute) CheckOpened() error {
	if d.OpenedAt > d.WindowEnd() || d.OpenedAt < d.SubmittedAt {
		return fmt.Errorf("%w: opened at %d, window %d..%d", ErrDisputeWindowClosed, d.OpenedAt, d.SubmittedAt, d.WindowEnd())
	}
	return nil
}

// CheckVerdict checks one verdict for the dispute: it names this dispute and job, comes from a
// drawn verifier who signed it and is staked, and was issued before the deadline.
func (d Dispute) CheckVerdict(ctx context.Context, dom contracts.Domain, v Verdict, stake StakeChecker) error {
	if v.DisputeID != d.ID || v.JobID != d.JobID {
		return fmt.Errorf("%w: verdict for dispute %s job %s", ErrWrongDispute, v.DisputeID, v.JobID)
	}
	if v.Outcome != ProviderFault && v.Outcome != ProviderRight {
		return fmt.Errorf("%w: outcome %s", ErrInvalid, v.Outcome)
	}
	if err := v.VerifySignature(dom); err != nil {
		return err
	}
	if !slices.Contains(d.Verifiers, v.Verifier) {
		return fmt.Errorf("%w: %s", ErrNotDrawn, v.Verifier)
	}
	if v.IssuedAt > d.Deadline() || v.IssuedAt < d.OpenedAt {
		return fmt.Errorf("%w: issued at %d, accepted %d..%d", ErrVerdictLate, v.IssuedAt, d.OpenedAt, d.Deadline())
	}
	ok, err := stake.IsStaked(ctx, v.Verifier)
	if err != nil {
		return fmt.Errorf("dispute: stake of %s: %w", v.Verifier, err)
	}
	if !ok {
		return fmt.Errorf("%w: %s", ErrUnstakedVerifier, v.Verifier)
	}
	return nil
}

// Rejected is a verdict that did not count, with the reason.
type Rejected struct {
	Verifier common.Address
	Err      error
}

// Decision is the result of Tally.
type Decision struct {
	Outcome  Outcome
	Votes    map[Outcome]int
	Counted  []common.Address // verifiers whose verdicts counted, sorted
	Rejected []Rejected
}

// Tally counts the valid verdicts. A verifier counts once; one who signed both outcomes counts
// for neither (ErrEquivocation). It returns the outcome with Quorum votes; if there is none it
// returns Void once now is past the deadline (so no bond is stuck) and ErrNoQuorum before it.
// A dispute opened after its window fails with ErrDisputeWindowClosed whatever the verdicts.
func Tally(ctx context.Context, dom contracts.Domain, d Dispute, verdicts []Verdict, stake StakeChecker, now uint64) (Decision, error) {
	if err := d.Validate(); err != nil {
		return Decision{}, err
	}
	if err := d.CheckOpened(); err != nil {
		return Decision{}, err
	}
	dec := Decision{Votes: map[Outcome]int{}}
	vote := map[common.Address]Outcome{}
	var order []common.Address
	for _, v := range verdicts {
		if err := d.CheckVerdict(ctx, dom, v, stake); err != nil {
			if ctx.Err() != nil {
				return Decision{}, ctx.Err()
			}
			dec.Rejected = append(dec.Rejected, Rejected{Verifier: v.Verifier, Err: err})
			continue
		}
		prev, seen := vote[v.Verifier]
		switch {
		case !seen:
			vote[v.Verifier] = v.Outcome
			order = append(order, v.Verifier)
		case prev != v.Outcome && prev != 0:
			vote[v.Verifier] = 0 // equivocated
			dec.Rejected = append(dec.Rejected, Rejected{Verifier: v.Verifier, Err: fmt.Errorf("%w: %s", ErrEquivocation, v.Verifier)})
		}
	}
	slices.SortFunc(order, func(a, b common.Address) int { return a.Cmp(b) })
	for _, a := range order {
		if o := vote[a]; o != 0 {
			dec.Votes[o]++
			dec.Counted = append(dec.Counted, a)
		}
	}
	for _, o := range []Outcome{ProviderFault, ProviderRight} {
		if dec.Votes[o] >= d.Quorum {
			dec.Outcome = o
			return dec, nil
		}
	}
	if now > d.Deadline() {
		dec.Outcome = Void
		return dec, nil
	}
	return dec, fmt.Errorf("%w: %v of quorum %d", ErrNoQuorum, dec.Votes, d.Quorum)
}
