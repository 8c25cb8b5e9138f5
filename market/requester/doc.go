// Package requester is the requester side of gpumesh as a Go SDK (the `gpumesh job` commands use
// it): a p2p node with a content store, an order book fed by offer gossip, and a chain client.
//
// New takes a Config of live parts (a key, a chain backend, a deployment). Open assembles the
// same from ordinary configuration, FileConfig (file.go): the node-level keys of the gpumesh
// config file (data_dir, [chain] rpc and deployment, [wallet] keystore, address and password
// file, [p2p] bootstrap peers) and its [requester] section, as the CLI and devnet's requester.toml
// have them.
//
// Submit takes a validated job spec and walks it through DESIGN.md flows 2-3:
//
//	resolve   local module and inputs are added to the content store (CIDs); the canonical
//	          spec is added too, so providers fetch it by its CID
//	match     burst: best eligible offer from the local book -> Proposal -> Acceptance (one
//	          round trip); batch and zk: Request gossip, sealed Bids for a window (closed early
//	          once every eligible provider of the book has bid), best score wins, then a Proposal
//	          on the winning bid's terms
//	open      the provider's signed Acceptance opens the escrow: paid from the requester's escrow
//	          deposit when it covers the price, else permit + open (one transaction)
//
// Job.Wait (or Requester.Complete after a restart) then follows the escrow's events
// (ResultSubmitted, JobClaimed, JobRefunded, JobAbandoned), fetches the result CID from the
// provider and decrypts it into a directory. Refund reclaims the payment of a job whose deadline
// passed without a result.
//
// Failover (failover.go): an attempt that ends without a result (the provider abandoned it or
// sent a failure notice over /gpumesh/notice/1, its deadline passed, a dispute found it wrong) is
// placed again on a provider that has not failed the job, up to the spec's retries; each attempt
// is its own escrow job and record, the job's record lists them with their causes, and an
// attempt a notice left open is refunded after its deadline (SettleDue), slashing as usual.
//
// Burst jobs can be paid from payment channels instead (Config.Channels, channel.go and
// burst_channel.go): one pre-funded channel per provider, a cumulative EIP-712 voucher per job,
// no transaction and no block waited for on the hot path.
//
// With Config.SpotCheck (spotcheck.go, marketrerun.go; the CLI turns it on) a fetched batch result is
// drawn for re-execution with the job's committed secret; a drawn job is re-run on another
// provider (by default a paid re-run through the market, its seed fixed to the checked job's id)
// and a mismatch is disputed on chain; for an encrypted result the dispute evidence discloses
// that one result's file key so the drawn verifiers can compare it.
//
// Every state change that matters for money is written to a pebble database in the data dir
// before it is acted on (the job's secret and terms before the escrow is opened), so a restarted
// requester can follow or refund its jobs.
package requester
