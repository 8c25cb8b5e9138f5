// Package market owns the signed order types of the gpumesh marketplace (Offer, Request, Bid,
// Proposal, Acceptance as EIP-712 typed data), the order book fed by gossip, the GPU-aware
// matching core, auctions, and the requester client (the Go SDK).
package market
