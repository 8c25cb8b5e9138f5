package proving

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io"

	"github.com/consensys/gnark/backend/witness"
	"github.com/consensys/gnark/frontend"
)

// NewWitness builds a full witness (secret and public values) for the package's circuit from an
// assignment of the same circuit type.
func (p *Package) NewWitness(assignment frontend.Circuit) (witness.Witness, error) {
	w, err := frontend.NewWitness(assignment, p.info.Curve.ScalarField())
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrWitness, err)
	}
	if err := p.checkWitness(w, false); err != nil {
		return nil, err
	}
	return w, nil
}

// ReadWitness decodes a full witness in gnark's binary encoding (witness.WriteTo/MarshalBinary)
// and checks that it fits the package's circuit. The length fields are checked before anything is
// allocated, so hostile input cannot make it allocate more than the circuit's witness size.
func (p *Package) ReadWitness(r io.Reader) (witness.Witness, error) {
	return p.readWitness(r, false)
}

// ReadPublicWitness is ReadWitness for a public witness (public inputs only).
func (p *Package) ReadPublicWitness(r io.Reader) (witness.Witness, error) {
	return p.readWitness(r, true)
}

func (p *Package) elemBytes() int { return (p.info.Curve.ScalarField().BitLen() + 7) / 8 }

func (p *Package) readWitness(r io.Reader, public bool) (witness.Witness, error) {
	var hdr [12]byte
	if _, err := io.ReadFull(r, hdr[:]); err != nil {
		return nil, fmt.Errorf("%w: read header: %v", ErrWitness, err)
	}
	nbPub := binary.BigEndian.Uint32(hdr[0:4])
	nbSec := binary.BigEndian.Uint32(hdr[4:8])
	n := binary.BigEndian.Uint32(hdr[8:12])
	wantSec := p.info.NbSecret
	if public {
		wantSec = 0
	}
	if nbPub != p.info.NbPublic || nbSec != wantSec || uint64(n) != uint64(nbPub)+uint64(nbSec) {
		return nil, fmt.Errorf("%w: witness has %d public and %d secret values (%d total), circuit %q takes %d and %d",
			ErrWitness, nbPub, nbSec, n, p.info.Name, p.info.NbPublic, wantSec)
	}
	size := len(hdr) + int(n)*p.elemBytes()
	buf := make([]byte, size)
	copy(buf, hdr[:])
	if _, err := io.ReadFull(r, buf[len(hdr):]); err != nil {
		return nil, fmt.Errorf("%w: read %d values: %v", ErrWitness, n, err)
	}
	w, err := witness.New(p.info.Curve.ScalarField())
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrWitness, err)
	}
	if err := w.UnmarshalBinary(buf); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrWitness, err)
	}
	return w, nil
}

// checkWitness compares w's public/secret counts with the circuit's.
func (p *Package) checkWitness(w witness.Witness, public bool) error {
	if w == nil {
		return fmt.Errorf("%w: no witness", ErrWitness)
	}
	b, err := w.MarshalBinary()
	if err != nil || len(b) < 12 {
		return fmt.Errorf("%w: encode: %v", ErrWitness, err)
	}
	nbPub := binary.BigEndian.Uint32(b[0:4])
	nbSec := binary.BigEndian.Uint32(b[4:8])
	wantSec := p.info.NbSecret
	if public {
		wantSec = 0
	}
	if nbPub != p.info.NbPublic || nbSec != wantSec {
		return fmt.Errorf("%w: witness has %d public and %d secret values, circuit %q takes %d and %d",
			ErrWitness, nbPub, nbSec, p.info.Name, p.info.NbPublic, wantSec)
	}
	if len(b) != 12+int(nbPub+nbSec)*p.elemBytes() {
		return fmt.Errorf("%w: witness is not over the %s scalar field", ErrWitness, p.info.Curve)
	}
	return nil
}

func bytesReader(b []byte) io.Reader { return bytes.NewReader(b) }
