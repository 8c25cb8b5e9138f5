// Package proving owns zero-knowledge proving jobs: gnark circuits, circuit packages referenced by
// CID, Groth16 and PLONK provers and verifiers, and export of Solidity verifiers.
package proving
