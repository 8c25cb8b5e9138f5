package capacity

import (
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/contracts/eip712"
)

// Attestation is a challenger's signed statement of a provider's measured int8 throughput.
// Offers quote it and matching can require it; anyone can verify it with Verify.
type Attestation struct {
	Provider      common.Address `cbor:"1,keyasint" json:"provider"`
	Challenger    common.Address `cbor:"2,keyasint" json:"challenger"`
	N             uint32         `cbor:"3,keyasint" json:"n"`
	Seed          Seed           `cbor:"4,keyasint" json:"seed"`
	Root          Hash           `cbor:"5,keyasint" json:"root"`
	ElapsedNanos  uint64         `cbor:"6,keyasint" json:"elapsed_ns"`     // observed by the challenger
	OpsPerSecond  uint64         `cbor:"7,keyasint" json:"ops_per_second"` // 2*n^3 / elapsed (int8 ops)
	Device        Device         `cbor:"8,keyasint" json:"device"`         // as reported by the provider
	RowsChecked   uint32         `cbor:"9,keyasint" json:"rows_checked"`
	EntriesPerRow uint32         `cbor:"10,keyasint" json:"entries_per_row"`
	IssuedAt      uint64         `cbor:"11,keyasint" json:"issued_at"` // unix seconds
	Signature     []byte         `cbor:"12,keyasint" json:"signature"`
}

// ErrAttestation reports an attestation that does not verify.
var ErrAttestation = errors.New("capacity: invalid attestation")

// AttestationTypes is the EIP-712 definition of an attestation; a Solidity verifier must declare
// the same struct.
var AttestationTypes = apitypes.Types{
	"CapacityAttestation": {
		{Name: "provider", Type: "address"},
		{Name: "challenger", Type: "address"},
		{Name: "n", Type: "uint32"},
		{Name: "seed", Type: "bytes32"},
		{Name: "root", Type: "bytes32"},
		{Name: "elapsedNanos", Type: "uint64"},
		{Name: "opsPerSecond", Type: "uint64"},
		{Name: "deviceKind", Type: "string"},
		{Name: "deviceName", Type: "string"},
		{Name: "deviceThreads", Type: "uint32"},
		{Name: "deviceKernel", Type: "string"},
		{Name: "rowsChecked", Type: "uint32"},
		{Name: "entriesPerRow", Type: "uint32"},
		{Name: "issuedAt", Type: "uint64"},
	},
}

func u64(v uint64) *big.Int { return new(big.Int).SetUint64(v) }

// Digest is the EIP-712 digest the challenger signs.
func (a *Attestation) Digest(d contracts.Domain) (common.Hash, error) {
	return d.Capacity().Hash(AttestationTypes, "CapacityAttestation", apitypes.TypedDataMessage{
		"provider": a.Provider.Bytes(), "challenger": a.Challenger.Bytes(),
		"n": u64(uint64(a.N)), "seed": a.Seed[:], "root": a.Root[:],
		"elapsedNanos": u64(a.ElapsedNanos), "opsPerSecond": u64(a.OpsPerSecond),
		"deviceKind": a.Device.Kind, "deviceName": a.Device.Name,
		"deviceThreads": u64(uint64(max(0, a.Device.Threads))), "deviceKernel": a.Device.Kernel,
		"rowsChecked": u64(uint64(a.RowsChecked)), "entriesPerRow": u64(uint64(a.EntriesPerRow)),
		"issuedAt": u64(a.IssuedAt),
	})
}

// Sign sets Challenger to key's address and signs the attestation.
func (a *Attestation) Sign(key *ecdsa.PrivateKey, d contracts.Domain) error {
	if key == nil {
		return fmt.Errorf("%w: no challenger key", ErrAttestation)
	}
	a.Challenger = crypto.PubkeyToAddress(key.PublicKey)
	h, err := a.Digest(d)
	if err != nil {
		return err
	}
	sig, err := eip712.SignKey(key, h)
	if err != nil {
		return err
	}
	a.Signature = sig
	return nil
}

// Verify checks that the challenger named in the attestation signed it and that its throughput
// is consistent with n and the elapsed time.
func (a *Attestation) Verify(d contracts.Domain) error {
	if a.N < 1 || a.N > MaxN || a.ElapsedNanos == 0 {
		return fmt.Errorf("%w: n=%d elapsed=%d", ErrAttestation, a.N, a.ElapsedNanos)
	}
	if want := OpsPerSecond(int(a.N), time.Duration(a.ElapsedNanos)); a.OpsPerSecond != want {
		return fmt.Errorf("%w: throughput %d does not match n=%d in %d ns (want %d)", ErrAttestation, a.OpsPerSecond, a.N, a.ElapsedNanos, want)
	}
	h, err := a.Digest(d)
	if err != nil {
		return err
	}
	signer, err := eip712.Recover(h, a.Signature)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrAttestation, err)
	}
	if signer != a.Challenger {
		return fmt.Errorf("%w: signed by %s, names challenger %s", ErrAttestation, signer, a.Challenger)
	}
	return nil
}

// Ops is the int8 operation count of an n x n product: 2*n^3 (a multiply and an add per term).
func Ops(n int) *big.Int {
	x := big.NewInt(int64(n))
	return x.Mul(x, x).Mul(x, big.NewInt(int64(n))).Lsh(x, 1)
}

// OpsPerSecond is Ops(n) / elapsed, rounded down, in integers so every verifier gets the same number.
func OpsPerSecond(n int, elapsed time.Duration) uint64 {
	if elapsed <= 0 {
		return 0
	}
	q := new(big.Int).Mul(Ops(n), big.NewInt(int64(time.Second)))
	q.Quo(q, big.NewInt(int64(elapsed)))
	if !q.IsUint64() {
		return ^uint64(0)
	}
	return q.Uint64()
}

// EncodeAttestation returns the canonical CBOR encoding of an attestation.
func EncodeAttestation(a *Attestation) ([]byte, error) { return Encode(a) }

// DecodeAttestation decodes an attestation. It does not verify it (see Verify).
func DecodeAttestation(b []byte) (*Attestation, error) {
	var a Attestation
	if len(b) > 4096 {
		return nil, fmt.Errorf("%w: attestation of %d bytes", ErrMalformed, len(b))
	}
	if err := decode(b, &a); err != nil {
		return nil, err
	}
	return &a, nil
}
