// Package market owns the signed order types of the gpumesh marketplace (Offer, Request, Bid,
// Proposal, Acceptance and FailureNotice as EIP-712 typed data), the order book fed by gossip, the GPU-aware
// matching core, auctions, and the requester client (the Go SDK).
//
// This package holds the message types: each has Validate (field checks that return a
// *FieldError naming the field), Digest/Sign/Verify under a Domain (EIP-712 domain "gpumesh",
// version "1", chain id, verifyingContract = the escrow), and a canonical wire encoding (Encode,
// Decode*: a versioned CBOR envelope of at most MaxMessageSize bytes). Amounts are *big.Int
// token units. Sub-packages:
//
//   - market/book: the local order book (newest nonce per provider, expiry, burst headroom).
//   - market/match: the pure matching core (hard constraints, weighted explainable score, and an
//     index that answers many requests against one book snapshot).
//   - market/placement: which GPUs of a node run a job (used by the provider and the simulator).
//   - market/offers, market/requests: the gossip topics for offers and requests (p2p/gossip).
//   - market/propose, market/bid, market/burst, market/notice: the market's request/response
//     protocols (p2p/reqresp): proposal -> acceptance, sealed bids, burst sessions, a provider's
//     failure notice to the requester of a job it gave up.
//   - market/jobspec: the YAML job spec; market/requester: the Go SDK; market/wallet: keystores.
//   - market/markettest: signed test messages and an instrumented book for tests and benches.
//   - market/sim: a trace-driven simulator comparing the market with central schedulers.
package market
