// Package capacity attests a provider's int8 compute throughput (DESIGN.md "Capacity
// attestation").
//
// A challenger sends a seed and a size n (Challenge); the provider derives int8 matrices A and B
// from the seed, computes C = A*B with int32 accumulation, commits to C's rows with a Merkle root
// and reports its time (Commitment); the challenger then opens k random rows and recomputes
// random entries of each exactly (Check), at a small fraction of the prover's work
// (`gpumesh bench capacity`). A node that passes gets an Attestation: measured throughput, device, time
// and challenger, signed under EIP-712 (chain id, ProviderRegistry).
//
// On the network:
//
//   - Provider: Server answers challenges on ProtocolID (/gpumesh/capacity/2, a two-round
//     p2p/reqresp session, so the rate and per-peer limits and the wallet bindings of every
//     stream protocol apply); an Inbox, whose Target wraps the server's, accepts on
//     AttestProtocolID (/gpumesh/capacity/attestation/2) only attestations of challenges this
//     node answered, delivered by the challenger that signed them, and the provider's offers
//     quote the newest (market.Offer.Attestation, Throughput = MACsPerSecond of it).
//   - Challenger (any staked node, or a requester's own verifier): Service runs a Challenger's
//     random schedule (exponential intervals, so a node cannot tell when the next comes) over
//     StreamTargets, hands each attestation to the provider with Deliver, and records every
//     Outcome (a list and a callback: the inputs of verifier/reputation's ChallengePassed and
//     ChallengeFailed events).
//   - Requester: Trust.Credit is the market book's attestation check (book.Config.Attestations):
//     matching credits a provider's throughput only from an attestation that verifies, names the
//     provider, is fresh, and comes from a challenger this requester trusts. See TrustConfig for
//     the trust model and how a node that fails or is far slower than it claims loses its tier.
//
// NewFaultyTarget makes the deliberately faulty provers the devnet runs.
package capacity
