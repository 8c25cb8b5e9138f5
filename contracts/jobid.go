package contracts

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"

	"github.com/ethereum/go-ethereum/common"
)

// ErrBadJobID reports text that is not a job id.
var ErrBadJobID = errors.New("contracts: bad job id")

// JobID is an escrow job id: the requester's address in the high 20 bytes and 12 random bytes
// after it (NewJobID). It is the same 32 bytes on chain, in messages and in the runner's records;
// its text form (String, MarshalText) is 0x-prefixed lower-case hex, the key the provider's
// records use, and ParseJobID reads it back.
type JobID [32]byte

// NewJobID returns a fresh job id for requester: its address in the high 20 bytes and 12 random
// bytes after it. The escrow opens a job only for the requester its id names
// (JobIdNotRequesters), so nobody can open a requester's gossiped id before it does; every job id
// that goes on chain is made here.
func NewJobID(requester common.Address) JobID {
	var id JobID
	copy(id[:common.AddressLength], requester[:])
	rand.Read(id[common.AddressLength:]) // never fails (crypto/rand, Go 1.24+)
	return id
}

// ParseJobID reads a job id: 64 hex digits, with or without 0x.
func ParseJobID(s string) (JobID, error) {
	h := strings.TrimPrefix(strings.TrimPrefix(s, "0x"), "0X")
	var id JobID
	if len(h) != 2*len(id) {
		return JobID{}, fmt.Errorf("%w: %q is %d hex digits, want 64 (a job id as `gpumesh job list` prints it)", ErrBadJobID, trimForError(s), len(h))
	}
	if _, err := hex.Decode(id[:], []byte(h)); err != nil {
		return JobID{}, fmt.Errorf("%w: %q is not hex: %v", ErrBadJobID, trimForError(s), err)
	}
	return id, nil
}

// String is the 0x-prefixed lower-case hex form.
func (id JobID) String() string { return common.Hash(id).Hex() }

// Format formats the id as common.Hash does: %s, %v and %#x print String, %x the hex digits
// without 0x (so an id prints the same wherever a common.Hash did).
func (id JobID) Format(s fmt.State, c rune) { common.Hash(id).Format(s, c) }

// Hex is String, under the name common.Hash gives it.
func (id JobID) Hex() string { return id.String() }

// Hash is the id as a common.Hash: a log topic (escrow events index the job id) or a bytes32.
func (id JobID) Hash() common.Hash { return common.Hash(id) }

// Requester is the requester the id is namespaced to: its high 20 bytes.
func (id JobID) Requester() common.Address { return common.BytesToAddress(id[:common.AddressLength]) }

// MarshalText writes String.
func (id JobID) MarshalText() ([]byte, error) { return []byte(id.String()), nil }

// UnmarshalText reads what ParseJobID reads.
func (id *JobID) UnmarshalText(b []byte) error {
	v, err := ParseJobID(string(b))
	if err != nil {
		return err
	}
	*id = v
	return nil
}

// trimForError bounds text from outside quoted in an error.
func trimForError(s string) string {
	if len(s) > 80 {
		return s[:80] + "..."
	}
	return s
}
