package proving

import (
	"encoding/binary"
	"fmt"
	"io"
	"math/big"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/backend"
)

// MaxPublicInputs is the most public inputs PublicInputsOf reads (the escrow binds at most 256).
const MaxPublicInputs = 256

// PublicInputsOf reads the public inputs of a witness in gnark's binary encoding (a full witness
// or a public one: public values come first in both) without the circuit package: both sides of
// a zk job (requester and provider) compute the job's on-chain binding from the witness alone,
// before any proof exists. curve names the scalar field (ecc.UNKNOWN means BN254, the curve with
// an on-chain verifier); every value must be a reduced element of it. Only the header and the
// public values are read. Bad input is ErrWitness.
func PublicInputsOf(r io.Reader, curve ecc.ID) ([]*big.Int, error) {
	if curve == ecc.UNKNOWN {
		curve = ecc.BN254
	}
	if err := supported(curve, backend.GROTH16); err != nil { // only the curve matters here
		return nil, err
	}
	var hdr [12]byte
	if _, err := io.ReadFull(r, hdr[:]); err != nil {
		return nil, fmt.Errorf("%w: read header: %v", ErrWitness, err)
	}
	nbPub := binary.BigEndian.Uint32(hdr[0:4])
	nbSec := binary.BigEndian.Uint32(hdr[4:8])
	n := binary.BigEndian.Uint32(hdr[8:12])
	switch {
	case uint64(n) != uint64(nbPub)+uint64(nbSec):
		return nil, fmt.Errorf("%w: header says %d public and %d secret values but %d in all", ErrWitness, nbPub, nbSec, n)
	case nbPub > MaxPublicInputs:
		return nil, fmt.Errorf("%w: %d public inputs, at most %d can be bound on chain", ErrWitness, nbPub, MaxPublicInputs)
	}
	field := curve.ScalarField()
	size := (field.BitLen() + 7) / 8
	buf := make([]byte, int(nbPub)*size)
	if _, err := io.ReadFull(r, buf); err != nil {
		return nil, fmt.Errorf("%w: read %d public values: %v", ErrWitness, nbPub, err)
	}
	out := make([]*big.Int, nbPub)
	for i := range out {
		v := new(big.Int).SetBytes(buf[i*size : (i+1)*size])
		if v.Cmp(field) >= 0 {
			return nil, fmt.Errorf("%w: public input %d is not a reduced %s scalar", ErrWitness, i, curve)
		}
		out[i] = v
	}
	return out, nil
}
