// Package spotcheck decides, unpredictably to the provider, which jobs are re-executed, and
// compares re-executions.
//
// The requester commits to a fresh 32-byte secret when the job opens (the escrow stores the
// commitment with the job) and reveals it after the result is in. The job is re-executed on
// another provider iff
//
//	uint256(keccak256(secret || jobId)) < threshold(p)
//
// which neither side can steer after the commitment: the provider does not know the secret, and
// the requester cannot change it. p per class comes from the condition that cheating does not
// pay (see Params).
package spotcheck

import (
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/gpumesh/gpumesh/contracts"
)

// Secret is the requester's spot-check secret. Use a fresh one per job (NewSecret).
type Secret [32]byte

// Errors of the commit/reveal and selection steps.
var (
	ErrRevealMismatch = errors.New("spotcheck: revealed secret does not match the commitment")
	ErrProbability    = errors.New("spotcheck: probability outside [0, 1]")
)

// NewSecret draws a secret from r (crypto/rand.Reader if nil).
func NewSecret(r io.Reader) (Secret, error) {
	if r == nil {
		r = rand.Reader
	}
	var s Secret
	if _, err := io.ReadFull(r, s[:]); err != nil {
		return Secret{}, fmt.Errorf("spotcheck: new secret: %w", err)
	}
	return s, nil
}

// Commit is the commitment to a secret that the job's escrow entry stores (JobEscrow's
// secretCommitment): keccak256(secret). The escrow binds it to the job, and the requester signs
// it in the Acceptance. This is the one place the hashing is defined; the contract's reveal check
// must compute the same (keccak256(abi.encodePacked(secret))).
func Commit(s Secret) common.Hash { return crypto.Keccak256Hash(s[:]) }

// CheckReveal returns ErrRevealMismatch unless s opens commitment.
func CheckReveal(commitment common.Hash, s Secret) error {
	if Commit(s) != commitment {
		return fmt.Errorf("%w: keccak256(secret)=%s, job commits to %s", ErrRevealMismatch, Commit(s), commitment)
	}
	return nil
}

// SelectionDigest is keccak256(secret || jobId), read as a big-endian uint256 (Solidity:
// uint256(keccak256(abi.encodePacked(secret, jobId)))).
func SelectionDigest(s Secret, jobID contracts.JobID) *big.Int {
	return new(big.Int).SetBytes(crypto.Keccak256(s[:], jobID[:]))
}

// two256 is 2^256, the number of possible digests.
var two256 = new(big.Int).Lsh(big.NewInt(1), 256)

// Threshold maps p in [0, 1] to floor(p * 2^256) in exact arithmetic, so Selected picks a job with
// probability p (2^-256 short of it at most). p = 1 gives 2^256 (every digest is below it); a
// contract should treat p = 1 as "always" since 2^256 does not fit a uint256.
func Threshold(p *big.Rat) (*big.Int, error) {
	if p == nil || p.Sign() < 0 || p.Cmp(big.NewRat(1, 1)) > 0 {
		return nil, fmt.Errorf("%w: p=%v", ErrProbability, p)
	}
	t := new(big.Int).Mul(p.Num(), two256)
	return t.Quo(t, p.Denom()), nil
}

// Selected reports whether the job is re-executed: SelectionDigest < threshold.
func Selected(s Secret, jobID contracts.JobID, threshold *big.Int) bool {
	return SelectionDigest(s, jobID).Cmp(threshold) < 0
}

// Select checks the reveal against the job's commitment and then decides selection under p.
func Select(commitment common.Hash, s Secret, jobID contracts.JobID, p *big.Rat) (bool, error) {
	if err := CheckReveal(commitment, s); err != nil {
		return false, err
	}
	t, err := Threshold(p)
	if err != nil {
		return false, err
	}
	return Selected(s, jobID, t), nil
}
