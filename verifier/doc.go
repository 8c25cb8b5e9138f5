// Package verifier owns trust in gpumesh: capacity challenges and attestations, unpredictable
// spot-check sampling and re-execution, disputes, and reputation computed from chain events.
//
// The work is in the subpackages:
//
//   - capacity: seeded int8 matrix-product challenges committed with a Merkle root, checked by
//     opening random rows and recomputing random entries exactly; signed EIP-712 attestations; a
//     Challenger that challenges at random times and keeps throughput tiers; the libp2p protocol.
//   - spotcheck: the requester's commit/reveal secret, keccak selection against a threshold
//     derived from p >= C/(R+S), re-execution comparison of output CIDs, the cheating simulation.
//   - dispute: verdicts signed by staked verifiers and quorum tallies with named rejections.
//   - reputation: decayed, value-weighted beta scores from chain events, identical on every node.
//
// They sign under the domains of contracts.Domain (capacity attestations: Capacity, against the
// registry; dispute verdicts: Messages, against the escrow, through contracts.Verdict), and
// hash, sign and recover through contracts/eip712. This package holds only this overview.
package verifier
