// Package requester is the requester side of gpumesh as a Go SDK (the `gpumesh job` commands use
// it): a p2p node with a content store, an order book fed by offer gossip, and a chain client.
//
// Submit takes a validated job spec and walks it through DESIGN.md flows 2-3:
//
//	resolve   local module and inputs are added to the content store (CIDs); the canonical
//	          spec is added too, so providers fetch it by its CID
//	match     burst: best eligible offer from the local book -> Proposal -> Acceptance (one
//	          round trip); batch and zk: Request gossip, sealed Bids for a window, best score wins,
//	          then a Proposal on the winning bid's terms
//	open      the provider's signed Acceptance opens the escrow (permit + open, one transaction)
//
// Job.Wait (or Requester.Follow after a restart) then follows the escrow's events (ResultSubmitted,
// JobClaimed, JobRefunded), fetches the result CID from the provider and decrypts it into a
// directory. Refund reclaims the payment of a job whose deadline passed without a result.
//
// Every state change that matters for money is written to a pebble database in the data dir
// before it is acted on (the job's secret and terms before the escrow is opened), so a restarted
// requester can follow or refund its jobs.
package requester
