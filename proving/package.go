package proving

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/backend"
	"github.com/consensys/gnark/backend/groth16"
	"github.com/consensys/gnark/backend/plonk"
	"github.com/consensys/gnark/backend/solidity"
	"github.com/consensys/gnark/constraint"
	gnarkio "github.com/consensys/gnark/io"
	"github.com/ethereum/go-ethereum/common"
)

// Circuit package binary format, version 2 (all integers big-endian):
//
//	magic        8 bytes  "GPMZKPKG"
//	version      uint16   1
//	curve        uint8 length + ASCII name as gnark-crypto spells it ("bn254", "bls12_381", ...)
//	backend      uint8 length + ASCII name ("groth16", "plonk")
//	name         uint16 length + UTF-8 circuit name (at most 256 bytes)
//	constraints  uint64   number of constraints
//	public       uint32   public witness elements (the constant wire excluded)
//	secret       uint32   secret witness elements
//	cs_len       uint64   length of the constraint system section
//	pk_len       uint64   length of the proving key section
//	vk_len       uint64   length of the verifying key section
//	verifier     32 bytes keccak256 of the runtime code of the package's on-chain verifier
//	                      (gnark's exported Solidity verifier compiled by the pinned solc; see
//	                      WithVerifier), zero when the package declares none
//	cs           constraint system, gnark WriteTo
//	pk           proving key, gnark WriteRawTo (uncompressed points: loads without square roots)
//	vk           verifying key, gnark WriteTo (compressed; read back with subgroup checks)
//
// Version 1 is the same without the verifier field; it is still read (declaring no verifier).
// Any change to this layout bumps PackageVersion.
const (
	packageMagic = "GPMZKPKG"
	// PackageVersion is the circuit package format version this build writes (it reads this
	// one and version 1).
	PackageVersion           = 2
	packageVersionNoVerifier = 1

	maxNameLen    = 256
	maxSectionLen = 1 << 40

	// MaxHeaderBytes bounds the header of a package: reading this many bytes of a package (or
	// all of a shorter one) is always enough for ReadInfo.
	MaxHeaderBytes = len(packageMagic) + 2 + (1 + 255) + (1 + 255) + (2 + maxNameLen) + 8 + 4 + 4 + 3*8 + common.HashLength
)

// Want states what a request needs from a circuit package. Zero fields accept anything.
type Want struct {
	Curve   ecc.ID
	Backend backend.ID
}

// Check returns ErrCurveMismatch or ErrBackendMismatch when info does not meet w.
func (w Want) Check(info Info) error {
	if w.Curve != ecc.UNKNOWN && w.Curve != info.Curve {
		return fmt.Errorf("%w: package is %s, request wants %s", ErrCurveMismatch, info.Curve, w.Curve)
	}
	if w.Backend != backend.UNKNOWN && w.Backend != info.Backend {
		return fmt.Errorf("%w: package is %s, request wants %s", ErrBackendMismatch, info.Backend, w.Backend)
	}
	return nil
}

// Info describes a circuit package; ReadInfo returns it from the header alone.
type Info struct {
	Version       uint16
	Name          string
	Curve         ecc.ID
	Backend       backend.ID
	NbConstraints uint64
	NbPublic      uint32
	NbSecret      uint32
	// Section sizes in bytes (constraint system, proving key, verifying key).
	CSBytes, PKBytes, VKBytes uint64
	// VerifierCodeHash is keccak256 of the runtime code of the on-chain verifier the package
	// declares (zero: none). Registrations of the package in the escrow are told apart by it:
	// the escrow's circuit id commits to the registered verifier's code hash, so requesters and
	// providers bind jobs to the registration whose verifier is this one.
	VerifierCodeHash common.Hash
}

// HasVerifier reports whether the package declares an on-chain verifier.
func (i Info) HasVerifier() bool { return i.VerifierCodeHash != (common.Hash{}) }

// Size is the encoded size of the whole package in bytes.
func (i Info) Size() uint64 { return uint64(i.headerLen()) + i.CSBytes + i.PKBytes + i.VKBytes }

func (i Info) headerLen() int {
	n := len(packageMagic) + 2 + 1 + len(i.Curve.String()) + 1 + len(i.Backend.String()) +
		2 + len(i.Name) + 8 + 4 + 4 + 3*8
	if i.Version != packageVersionNoVerifier {
		n += common.HashLength
	}
	return n
}

// Package is a compiled circuit with its keys, ready to prove and verify. It is safe for
// concurrent use by several provers once built.
type Package struct {
	info Info
	cs   constraint.ConstraintSystem
	pk   provingKey
	vk   verifyingKey
}

// The parts common to gnark's Groth16 and PLONK key types that the package format uses.
type provingKey interface {
	io.WriterTo
	gnarkio.WriterRawTo
	gnarkio.UnsafeReaderFrom
}

type verifyingKey interface {
	io.WriterTo
	io.ReaderFrom
	solidity.VerifyingKey
}

// Info describes the package.
func (p *Package) Info() Info { return p.info }

// ConstraintSystem returns the compiled circuit.
func (p *Package) ConstraintSystem() constraint.ConstraintSystem { return p.cs }

// supported reports whether this build proves on curve with b.
func supported(curve ecc.ID, b backend.ID) error {
	switch curve {
	case ecc.BN254, ecc.BLS12_381, ecc.BLS12_377, ecc.BW6_761:
	default:
		return fmt.Errorf("%w: curve %q (use bn254, bls12_381, bls12_377 or bw6_761)", ErrUnsupported, curve)
	}
	switch b {
	case backend.GROTH16, backend.PLONK:
	default:
		return fmt.Errorf("%w: backend %q (use groth16 or plonk)", ErrUnsupported, b)
	}
	return nil
}

// newPackage assembles a package from gnark objects and fills its Info (section sizes included).
func newPackage(name string, b backend.ID, cs constraint.ConstraintSystem, pk provingKey, vk verifyingKey) (*Package, error) {
	if len(name) > maxNameLen {
		return nil, fmt.Errorf("%w: circuit name is %d bytes, at most %d allowed", ErrSetup, len(name), maxNameLen)
	}
	curve := curveOf(cs)
	if err := supported(curve, b); err != nil {
		return nil, err
	}
	pub, sec := witnessCounts(cs, b)
	p := &Package{
		info: Info{
			Version: PackageVersion, Name: name, Curve: curve, Backend: b,
			NbConstraints: uint64(cs.GetNbConstraints()), NbPublic: uint32(pub), NbSecret: uint32(sec),
		},
		cs: cs, pk: pk, vk: vk,
	}
	var err error
	if p.info.CSBytes, err = sizeOf(cs.WriteTo); err != nil {
		return nil, fmt.Errorf("size constraint system: %w", err)
	}
	if p.info.PKBytes, err = sizeOf(pk.WriteRawTo); err != nil {
		return nil, fmt.Errorf("size proving key: %w", err)
	}
	if p.info.VKBytes, err = sizeOf(vk.WriteTo); err != nil {
		return nil, fmt.Errorf("size verifying key: %w", err)
	}
	return p, nil
}

func curveOf(cs constraint.ConstraintSystem) ecc.ID {
	for _, c := range []ecc.ID{ecc.BN254, ecc.BLS12_381, ecc.BLS12_377, ecc.BW6_761} {
		if cs.Field().Cmp(c.ScalarField()) == 0 {
			return c
		}
	}
	return ecc.UNKNOWN
}

// witnessCounts returns the number of public (constant wire excluded) and secret witness elements.
func witnessCounts(cs constraint.ConstraintSystem, b backend.ID) (public, secret int) {
	public = cs.GetNbPublicVariables()
	if b == backend.GROTH16 {
		public-- // R1CS counts the constant wire "1" as a public variable.
	}
	return public, cs.GetNbSecretVariables()
}

func sizeOf(write func(io.Writer) (int64, error)) (uint64, error) {
	n, err := write(io.Discard)
	return uint64(n), err
}

// WriteTo encodes the package (see the format above). Sections are written with gnark's encoders.
func (p *Package) WriteTo(w io.Writer) (int64, error) {
	bw := bufio.NewWriterSize(w, 1<<20)
	cw := &countWriter{w: bw}
	i := p.info
	hdr := make([]byte, 0, i.headerLen())
	hdr = append(hdr, packageMagic...)
	hdr = binary.BigEndian.AppendUint16(hdr, i.Version)
	hdr = appendString8(hdr, i.Curve.String())
	hdr = appendString8(hdr, i.Backend.String())
	hdr = binary.BigEndian.AppendUint16(hdr, uint16(len(i.Name)))
	hdr = append(hdr, i.Name...)
	hdr = binary.BigEndian.AppendUint64(hdr, i.NbConstraints)
	hdr = binary.BigEndian.AppendUint32(hdr, i.NbPublic)
	hdr = binary.BigEndian.AppendUint32(hdr, i.NbSecret)
	hdr = binary.BigEndian.AppendUint64(hdr, i.CSBytes)
	hdr = binary.BigEndian.AppendUint64(hdr, i.PKBytes)
	hdr = binary.BigEndian.AppendUint64(hdr, i.VKBytes)
	if i.Version != packageVersionNoVerifier {
		hdr = append(hdr, i.VerifierCodeHash[:]...)
	}
	if _, err := cw.Write(hdr); err != nil {
		return cw.n, fmt.Errorf("write circuit package header: %w", err)
	}
	sections := []struct {
		name  string
		write func(io.Writer) (int64, error)
		want  uint64
	}{
		{"constraint system", p.cs.WriteTo, i.CSBytes},
		{"proving key", p.pk.WriteRawTo, i.PKBytes},
		{"verifying key", p.vk.WriteTo, i.VKBytes},
	}
	for _, s := range sections {
		n, err := s.write(cw)
		if err != nil {
			return cw.n, fmt.Errorf("write circuit package %s: %w", s.name, err)
		}
		if uint64(n) != s.want {
			return cw.n, fmt.Errorf("write circuit package %s: encoder wrote %d bytes, sized %d", s.name, n, s.want)
		}
	}
	if err := bw.Flush(); err != nil {
		return cw.n, fmt.Errorf("write circuit package: %w", err)
	}
	return cw.n, nil
}

func appendString8(b []byte, s string) []byte {
	b = append(b, byte(len(s)))
	return append(b, s...)
}

type countWriter struct {
	w io.Writer
	n int64
}

func (c *countWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}

// ReadInfo reads and validates a circuit package header from r, leaving r positioned at the first
// section. It returns ErrNotPackage, ErrVersion, ErrUnsupported or ErrCorrupt on bad input.
func ReadInfo(r io.Reader) (Info, error) {
	var info Info
	magic := make([]byte, len(packageMagic))
	if _, err := io.ReadFull(r, magic); err != nil {
		if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
			return info, fmt.Errorf("%w: input shorter than the %d-byte magic", ErrNotPackage, len(packageMagic))
		}
		return info, fmt.Errorf("read circuit package: %w", err)
	}
	if string(magic) != packageMagic {
		return info, fmt.Errorf("%w: bad magic %q", ErrNotPackage, printable(magic))
	}
	hr := headerReader{r: r}
	info.Version = hr.u16()
	if hr.err == nil && info.Version != PackageVersion && info.Version != packageVersionNoVerifier {
		return info, fmt.Errorf("%w: package is version %d, this build reads versions %d and %d (upgrade gpumesh)",
			ErrVersion, info.Version, packageVersionNoVerifier, PackageVersion)
	}
	curveName := hr.str(int(hr.u8()))
	backendName := hr.str(int(hr.u8()))
	info.Name = hr.str(int(hr.u16()))
	info.NbConstraints = hr.u64()
	info.NbPublic = hr.u32()
	info.NbSecret = hr.u32()
	info.CSBytes = hr.u64()
	info.PKBytes = hr.u64()
	info.VKBytes = hr.u64()
	if info.Version != packageVersionNoVerifier {
		hr.bytes(info.VerifierCodeHash[:])
	}
	if hr.err != nil {
		return info, fmt.Errorf("%w: truncated header: %v", ErrCorrupt, hr.err)
	}
	curve, err := ecc.IDFromString(curveName)
	if err != nil {
		return info, fmt.Errorf("%w: unknown curve %q", ErrUnsupported, printable([]byte(curveName)))
	}
	info.Curve = curve
	info.Backend = backend.IDFromString(backendName)
	if err := supported(info.Curve, info.Backend); err != nil {
		return info, err
	}
	if len(info.Name) > maxNameLen {
		return info, fmt.Errorf("%w: name is %d bytes, at most %d allowed", ErrCorrupt, len(info.Name), maxNameLen)
	}
	if info.HasVerifier() && info.Curve != ecc.BN254 {
		return info, fmt.Errorf("%w: a %s package declares an on-chain verifier (only bn254 has one)", ErrCorrupt, info.Curve)
	}
	for _, n := range []uint64{info.CSBytes, info.PKBytes, info.VKBytes} {
		if n == 0 || n > maxSectionLen {
			return info, fmt.Errorf("%w: section length %d out of range", ErrCorrupt, n)
		}
	}
	return info, nil
}

// printable trims and escapes bytes for an error message.
func printable(b []byte) string {
	if len(b) > 32 {
		b = b[:32]
	}
	return strings.ToValidUTF8(string(b), "?")
}

type headerReader struct {
	r   io.Reader
	buf [8]byte
	err error
}

func (h *headerReader) read(n int) []byte {
	if h.err != nil {
		return h.buf[:n]
	}
	_, h.err = io.ReadFull(h.r, h.buf[:n])
	return h.buf[:n]
}

func (h *headerReader) bytes(b []byte) {
	if h.err == nil {
		_, h.err = io.ReadFull(h.r, b)
	}
}

func (h *headerReader) u8() uint8   { return h.read(1)[0] }
func (h *headerReader) u16() uint16 { return binary.BigEndian.Uint16(h.read(2)) }
func (h *headerReader) u32() uint32 { return binary.BigEndian.Uint32(h.read(4)) }
func (h *headerReader) u64() uint64 { return binary.BigEndian.Uint64(h.read(8)) }

func (h *headerReader) str(n int) string {
	if h.err != nil || n == 0 {
		return ""
	}
	if n > maxNameLen {
		h.err = fmt.Errorf("string of %d bytes exceeds %d", n, maxNameLen)
		return ""
	}
	b := make([]byte, n)
	_, h.err = io.ReadFull(h.r, b)
	return string(b)
}

// ReadPackage decodes a circuit package from r. The header is checked against want before any
// section is read, so a curve or backend mismatch costs only the header. The verifying key is read
// with gnark's subgroup checks; the proving key with UnsafeReadFrom (no checks): a bad proving key
// can only make the prover's own proof fail, which Prove detects by verifying every proof with the
// checked verifying key before returning it.
//
// Limitation: gnark's section decoders allocate slices from length prefixes inside the sections
// before reading them, so a hostile package can make the process allocate far more than its size.
// Load packages from CIDs a node has reason to trust (for example circuits registered on-chain)
// and cap their size (RegistryConfig.MaxPackageBytes); proofs and witnesses, which travel between
// untrusted parties, are bounds-checked here before gnark sees them.
func ReadPackage(r io.Reader, want Want) (*Package, error) {
	br := bufio.NewReaderSize(r, 1<<20)
	info, err := ReadInfo(br)
	if err != nil {
		return nil, err
	}
	if err := want.Check(info); err != nil {
		return nil, err
	}
	p := &Package{info: info}
	switch info.Backend {
	case backend.GROTH16:
		p.cs = groth16.NewCS(info.Curve)
		p.pk = groth16.NewProvingKey(info.Curve)
		p.vk = groth16.NewVerifyingKey(info.Curve)
	case backend.PLONK:
		p.cs = plonk.NewCS(info.Curve)
		p.pk = plonk.NewProvingKey(info.Curve)
		p.vk = plonk.NewVerifyingKey(info.Curve)
	}
	if err := readSection(br, "constraint system", info.CSBytes, p.cs.ReadFrom); err != nil {
		return nil, err
	}
	if err := readSection(br, "proving key", info.PKBytes, p.pk.UnsafeReadFrom); err != nil {
		return nil, err
	}
	if err := readSection(br, "verifying key", info.VKBytes, p.vk.ReadFrom); err != nil {
		return nil, err
	}
	if got := uint64(p.cs.GetNbConstraints()); got != info.NbConstraints {
		return nil, fmt.Errorf("%w: header says %d constraints, constraint system has %d", ErrCorrupt, info.NbConstraints, got)
	}
	if c := curveOf(p.cs); c != info.Curve {
		return nil, fmt.Errorf("%w: header says curve %s, constraint system is over %s", ErrCorrupt, info.Curve, c)
	}
	if pub, sec := witnessCounts(p.cs, info.Backend); uint32(pub) != info.NbPublic || uint32(sec) != info.NbSecret {
		return nil, fmt.Errorf("%w: header says %d public and %d secret inputs, constraint system has %d and %d",
			ErrCorrupt, info.NbPublic, info.NbSecret, pub, sec)
	}
	return p, nil
}

// readSection decodes exactly n bytes with read. gnark decoders can panic on malformed input;
// the panic is turned into ErrCorrupt.
func readSection(r io.Reader, name string, n uint64, read func(io.Reader) (int64, error)) (err error) {
	lr := &io.LimitedReader{R: r, N: int64(n)}
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("%w: %s: decoder panicked: %v", ErrCorrupt, name, p)
		}
	}()
	got, err := read(lr)
	if err != nil {
		return fmt.Errorf("%w: %s: %v", ErrCorrupt, name, err)
	}
	if uint64(got) != n || lr.N != 0 {
		return fmt.Errorf("%w: %s: section is %d bytes, decoder used %d", ErrCorrupt, name, n, got)
	}
	return nil
}
