package proving

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math/big"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/backend"
	"github.com/consensys/gnark/backend/groth16"
	"github.com/consensys/gnark/backend/plonk"
	"github.com/consensys/gnark/backend/witness"
)

// Proof encoding, version 1 (big-endian):
//
//	magic     8 bytes "GPMZKPRF"
//	version   uint16  1
//	curve     uint8 length + name
//	backend   uint8 length + name
//	proof     uint32 length + gnark proof WriteTo (compressed points)
//	public    uint32 length + gnark public witness MarshalBinary
const (
	proofMagic = "GPMZKPRF"
	// ProofVersion is the proof encoding version this build writes and reads.
	ProofVersion = 1

	maxProofSection = 1 << 20
)

// Proof is a proof together with the public inputs it proves, as produced by Prove and sent
// between nodes.
type Proof struct {
	Curve   ecc.ID
	Backend backend.ID
	proof   gnarkProof
	public  witness.Witness
}

type gnarkProof interface {
	io.WriterTo
	io.ReaderFrom
}

// Public returns the public witness (public inputs) the proof is about.
func (pr *Proof) Public() witness.Witness { return pr.public }

// PublicInputs returns the public inputs as integers, in circuit order (the order the Solidity
// verifier takes them).
func (pr *Proof) PublicInputs() ([]*big.Int, error) {
	b, err := pr.public.MarshalBinary()
	if err != nil {
		return nil, fmt.Errorf("encode public inputs: %w", err)
	}
	if len(b) < 12 {
		return nil, fmt.Errorf("%w: short public witness", ErrNotProof)
	}
	n := int(binary.BigEndian.Uint32(b[8:12]))
	size := (pr.Curve.ScalarField().BitLen() + 7) / 8
	b = b[12:]
	if len(b) != n*size {
		return nil, fmt.Errorf("%w: public witness has %d bytes for %d values", ErrNotProof, len(b), n)
	}
	out := make([]*big.Int, n)
	for i := range out {
		out[i] = new(big.Int).SetBytes(b[i*size : (i+1)*size])
	}
	return out, nil
}

// SolidityProof returns the proof bytes in the layout gnark's exported Solidity verifier takes
// (MarshalSolidity; BN254 only).
func (pr *Proof) SolidityProof() ([]byte, error) {
	m, ok := pr.proof.(interface{ MarshalSolidity() []byte })
	if !ok || pr.Curve != ecc.BN254 {
		return nil, fmt.Errorf("%w: solidity verifiers exist for bn254 only, proof is on %s", ErrUnsupported, pr.Curve)
	}
	return m.MarshalSolidity(), nil
}

// ProofBytes is the size of the gnark-encoded proof alone (public inputs excluded).
func (pr *Proof) ProofBytes() int {
	n, _ := pr.proof.WriteTo(io.Discard)
	return int(n)
}

// MarshalBinary encodes the proof and its public inputs.
func (pr *Proof) MarshalBinary() ([]byte, error) {
	var pb bytes.Buffer
	if _, err := pr.proof.WriteTo(&pb); err != nil {
		return nil, fmt.Errorf("encode proof: %w", err)
	}
	pub, err := pr.public.MarshalBinary()
	if err != nil {
		return nil, fmt.Errorf("encode public inputs: %w", err)
	}
	out := make([]byte, 0, 64+pb.Len()+len(pub))
	out = append(out, proofMagic...)
	out = binary.BigEndian.AppendUint16(out, ProofVersion)
	out = appendString8(out, pr.Curve.String())
	out = appendString8(out, pr.Backend.String())
	out = binary.BigEndian.AppendUint32(out, uint32(pb.Len()))
	out = append(out, pb.Bytes()...)
	out = binary.BigEndian.AppendUint32(out, uint32(len(pub)))
	out = append(out, pub...)
	return out, nil
}

// ReadProof decodes a Proof written by MarshalBinary. Proof points are read with gnark's subgroup
// checks. It returns ErrNotProof or ErrUnsupported for bad input.
func ReadProof(r io.Reader) (*Proof, error) {
	data, err := io.ReadAll(io.LimitReader(r, 3*maxProofSection))
	if err != nil {
		return nil, fmt.Errorf("read proof: %w", err)
	}
	return UnmarshalProof(data)
}

// UnmarshalProof decodes a Proof written by MarshalBinary.
func UnmarshalProof(data []byte) (pr *Proof, err error) {
	if len(data) < len(proofMagic) || string(data[:len(proofMagic)]) != proofMagic {
		return nil, fmt.Errorf("%w: bad magic", ErrNotProof)
	}
	hr := headerReader{r: bytes.NewReader(data[len(proofMagic):])}
	if v := hr.u16(); hr.err == nil && v != ProofVersion {
		return nil, fmt.Errorf("%w: proof encoding version %d, this build reads %d", ErrNotProof, v, ProofVersion)
	}
	curveName := hr.str(int(hr.u8()))
	backendName := hr.str(int(hr.u8()))
	if hr.err != nil {
		return nil, fmt.Errorf("%w: truncated header", ErrNotProof)
	}
	curve, err := ecc.IDFromString(curveName)
	if err != nil {
		return nil, fmt.Errorf("%w: unknown curve %q", ErrUnsupported, printable([]byte(curveName)))
	}
	b := backend.IDFromString(backendName)
	if err := supported(curve, b); err != nil {
		return nil, err
	}
	rest := data[len(data)-hr.r.(*bytes.Reader).Len():]
	proofBytes, rest, err := lenPrefixed(rest)
	if err != nil {
		return nil, fmt.Errorf("%w: proof section: %v", ErrNotProof, err)
	}
	pubBytes, rest, err := lenPrefixed(rest)
	if err != nil {
		return nil, fmt.Errorf("%w: public inputs section: %v", ErrNotProof, err)
	}
	if len(rest) != 0 {
		return nil, fmt.Errorf("%w: %d trailing bytes", ErrNotProof, len(rest))
	}
	if err := checkProofLayout(curve, b, proofBytes); err != nil {
		return nil, fmt.Errorf("%w: proof section: %v", ErrNotProof, err)
	}
	pr = &Proof{Curve: curve, Backend: b}
	if b == backend.GROTH16 {
		pr.proof = groth16.NewProof(curve)
	} else {
		pr.proof = plonk.NewProof(curve)
	}
	defer func() {
		if p := recover(); p != nil {
			pr, err = nil, fmt.Errorf("%w: decoder panicked: %v", ErrNotProof, p)
		}
	}()
	n, err := pr.proof.ReadFrom(bytes.NewReader(proofBytes))
	if err != nil {
		return nil, fmt.Errorf("%w: decode proof: %v", ErrNotProof, err)
	}
	if int(n) != len(proofBytes) {
		return nil, fmt.Errorf("%w: proof section has %d bytes, decoder used %d", ErrNotProof, len(proofBytes), n)
	}
	if len(pubBytes) < 12 {
		return nil, fmt.Errorf("%w: public inputs section too short", ErrNotProof)
	}
	nb := binary.BigEndian.Uint32(pubBytes[8:12])
	size := (curve.ScalarField().BitLen() + 7) / 8
	if binary.BigEndian.Uint32(pubBytes[4:8]) != 0 || uint64(len(pubBytes)) != 12+uint64(nb)*uint64(size) {
		return nil, fmt.Errorf("%w: public inputs section is not a public witness", ErrNotProof)
	}
	pr.public, err = witness.New(curve.ScalarField())
	if err == nil {
		err = pr.public.UnmarshalBinary(pubBytes)
	}
	if err != nil {
		return nil, fmt.Errorf("%w: decode public inputs: %v", ErrNotProof, err)
	}
	return pr, nil
}

func lenPrefixed(b []byte) (section, rest []byte, err error) {
	if len(b) < 4 {
		return nil, nil, errors.New("missing length")
	}
	n := binary.BigEndian.Uint32(b)
	if n > maxProofSection || int(n) > len(b)-4 {
		return nil, nil, fmt.Errorf("length %d exceeds input", n)
	}
	return b[4 : 4+n], b[4+n:], nil
}
