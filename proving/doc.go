// Package proving owns zero-knowledge proving jobs: gnark circuits, circuit packages referenced by
// CID, Groth16 and PLONK provers and verifiers, and export of Solidity verifiers.
//
// A circuit package (Package) bundles a compiled constraint system with its proving and verifying
// keys, its curve and its backend, in a self-describing versioned binary format written with gnark's
// own encoders (see Package.WriteTo and ReadPackage). Packages live in content storage and are named
// by CID; a Registry loads and caches them through the small Store interface.
//
// A BN254 package declares the code hash of its on-chain verifier (gnark's exported Solidity
// verifier compiled by the pinned solc: DeclareVerifier). The escrow's circuit id commits to the
// registered verifier's code hash, so requesters and providers bind a job to the registration
// whose verifier is the one the package declares, whoever registered the package first.
//
// The flow for a circuit owner is Setup -> DeclareVerifier (ExportSolidity -> CompileSolidity)
// -> Registry.Put -> DeployVerifier, all of which proving/escrow.Register does before
// registering the verifier in the JobEscrow (`gpumesh proving register`); for a prover it is
// Registry.Load -> ReadWitness -> Prove (which verifies the proof locally before returning it);
// anyone can Verify a Proof against the package, and on-chain through the exported verifier
// (VerifyOnChain).
//
// gnark logs through zerolog at debug level; this package never changes that global. Programs that
// want it quiet call github.com/consensys/gnark/logger.Disable() once at start-up.
package proving
