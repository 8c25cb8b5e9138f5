package proving

import "errors"

// Sentinel errors; test with errors.Is.
var (
	// ErrNotPackage: the bytes are not a gpumesh circuit package (wrong magic or too short).
	ErrNotPackage = errors.New("proving: not a circuit package")
	// ErrVersion: a circuit package of a format version this build cannot read.
	ErrVersion = errors.New("proving: unsupported circuit package version")
	// ErrCorrupt: the header is valid but a section does not decode.
	ErrCorrupt = errors.New("proving: corrupt circuit package")
	// ErrUnsupported: a curve or backend this build does not prove with.
	ErrUnsupported = errors.New("proving: unsupported curve or backend")
	// ErrCurveMismatch: the package's curve is not the one the request wants.
	ErrCurveMismatch = errors.New("proving: curve mismatch")
	// ErrBackendMismatch: the package's backend is not the one the request wants.
	ErrBackendMismatch = errors.New("proving: backend mismatch")
	// ErrWitness: a witness that does not fit the circuit's shape (field, public/secret counts).
	ErrWitness = errors.New("proving: invalid witness")
	// ErrUnsatisfied: the witness has the right shape but does not satisfy the constraints.
	ErrUnsatisfied = errors.New("proving: witness does not satisfy the circuit")
	// ErrInvalidProof: a proof that does not verify against the package and public inputs.
	ErrInvalidProof = errors.New("proving: proof does not verify")
	// ErrNotProof: bytes that are not an encoded Proof.
	ErrNotProof = errors.New("proving: not a proof")
	// ErrMemoryLimit: proving would need more memory than the configured limit.
	ErrMemoryLimit = errors.New("proving: memory limit exceeded")
	// ErrTooLarge: a circuit package larger than the registry accepts.
	ErrTooLarge = errors.New("proving: circuit package too large")
	// ErrSolc: the Solidity compiler (solc-js under node) is missing or failed.
	ErrSolc = errors.New("proving: solidity compiler")
	// ErrNoVerifier: the package declares no on-chain verifier (Info.VerifierCodeHash is zero),
	// so no escrow registration can be told to be its own.
	ErrNoVerifier = errors.New("proving: circuit package declares no on-chain verifier")
	// ErrVerifierMismatch: a compiled or registered verifier is not the one the package declares.
	ErrVerifierMismatch = errors.New("proving: verifier is not the package's declared verifier")
	// ErrSetup: setup options are invalid (for example PLONK without an SRS).
	ErrSetup = errors.New("proving: invalid setup")
)
