// Package provider owns the provider daemon: its configuration and the wiring of its flows.
// Each flow lives in a package of its own, built from narrow dependencies:
//
//   - provider/intake: bids on gossiped requests, proposals answered with signed acceptances,
//     the acceptances stored until their job opens (capacity, spec storage and pins they hold),
//     and the chain watcher that hands opened jobs to the runner; one Terms policy (price,
//     collateral, stake, deadlines) for bids and acceptances, one spec fetch per job;
//   - provider/runner and provider/settle: the crash-safe job runner persisted in pebble, and
//     its settlement on chain (submit, claim, abandon) and in the content store;
//   - provider/channels: burst jobs paid by payment-channel vouchers;
//   - provider/verify: re-runs of finished jobs for spot-checks and the verifier service that
//     judges disputes;
//   - provider/gpu and provider/executor: the inventory and the sandboxed executors.
//
// The daemon is a library first: LoadConfig (TOML, strict keys) -> New (no side effects) ->
// Daemon.Run(ctx) (start order in the Daemon doc, shutdown in reverse). `gpumesh provider
// init|run|status` wraps it.
//
// # Protocol (what requesters and the requester SDK rely on)
//
// Proposal -> Acceptance, over /gpumesh/propose/1 (market/propose):
//
//  1. The requester stores the job spec's canonical CBOR (jobspec.Job.Canonical) in its content
//     store; its CID (raw codec, CIDv1) is Proposal.SpecCID. Module and inputs are CIDs in the
//     spec, also served by the requester's node.
//  2. The requester sends a signed market.Proposal to the provider's peer, with
//     RequesterPubKey = its uncompressed secp256k1 public key (65 bytes), which must hash to
//     Proposal.Requester.
//  3. The provider fetches the spec by CID from the requester's node (fast path, then bitswap;
//     10 s; a spec its bid on the job fetched is not fetched again), decodes it strictly
//     (jobspec.DecodeCanonical) and declines (propose.ErrDeclined, the reason goes back as text
//     naming the config key) when: the class or executor is not served
//     (offer.prices, executor.enabled; an executor this provider does not know is "not
//     supported"), an exec command is not allowed (executor.exec.commands), wasm memory or wall
//     time exceeds the caps, a container job exceeds executor.container's caps, asks for egress
//     the policy refuses or GPUs its executor cannot pass (executor.container.gpu_access), or its image archive
//     (fetched and pinned with the inputs) is over executor.container.max_image_mib, is not an
//     image archive or holds another image than the spec's image.id (checked before signing), the job needs more GPUs than the node has, the
//     price is below price-per-GPU-second x max(1, gpus) x ceil(wall time s), the collateral
//     exceeds offer.collateral_multiple x price or the free stake, or the deadline is sooner than
//     now + wall time + offer.min_lead.
//     It also declines when the peer holds too many unopened acceptances (intake.PromiseLimits), when
//     the module or an input cannot be fetched and pinned from the requester within 12 s
//     (prefetch; the decline names the CID), when the job would miss its deadline behind the
//     queue and the capacity promised to signed, unopened acceptances (reservations, released at
//     their expiry in chain time or once the opened job is queued), and, for zk, when the
//     registered verifier's code is not what solc compiles for the package's key
//     (intake/zkbind.go). The circuits the provider advertises (executor.zk.circuits,
//     Daemon.AddCircuit) are fetched, decoded and checked so when it starts advertising them,
//     and its offers list them warm (circuits.go), so their first job proves at once.
//  4. Otherwise it signs market.AcceptProposal(p, expiry) with expiry = min(chain time +
//     offer.acceptance_ttl, deadline - wall time - max(offer.min_lead, contracts.MinRunLead)),
//     so that a job opened at the last moment still fits: the signature is
//     EIP-712 over the escrow's typed data (market.Acceptance.OnChain, domain "gpumesh
//     JobEscrow"), persists an intake.Pending record (acceptance, spec bytes, requester peer
//     and public key, whether outputs are encrypted) with pebble.Sync, and only then replies. A repeated
//     proposal with the same terms gets the same acceptance back. A zk acceptance is then
//     handed to the zk executor, which may prove the job at once, before the requester's escrow
//     open is confirmed (intake/speculate.go, executor/zk/speculate.go: only in a free zk slot,
//     a bounded number per requester and in all, never again for a requester whose acceptance
//     expired unopened); the opened job's run takes that proof, which is submitted as any
//     proof, and the proof of a job never opened is discarded at its acceptance's expiry.
//
// Job delivery: the requester opens the job with contracts.Client.OpenJob(acc.OnChain(),
// acc.Signature) (or OpenJobWithPermit, or OpenJobFromDeposit). The daemon's chain watcher reads
// escrow logs for JobOpened with provider == its wallet on every new block (a chain.heads
// subscription, contracts/heads; every chain.poll_interval without one or while it is down), in
// pages of at most chain.max_log_range blocks that shrink while the RPC refuses them as too large
// (contracts.LogPager); the cursor (next block) is persisted after each page's logs are handled,
// so a restart resumes there and a job opened while the daemon was down is still found. It loads
// the Pending record of the job id (unknown ids and terms that differ are logged and ignored),
// converts the spec into a runner.Job (runner.JobFromSpec) and submits it to the runner, which fetches
// module and inputs by CID (normally local: prefetched), runs, uploads and settles
// (provider/settle). A job whose content cannot be fetched after it opened is abandoned on the
// escrow (requester refunded, no slash; runner/abandon.go). A job the runner gives up (abandoned,
// or failed in fetch, run or submit) is reported to its requester at once: a signed
// market.FailureNotice over /gpumesh/notice/1 to the peer that proposed it (notice.go,
// runner/notice.go), so the requester can fail over without waiting for the deadline; the
// notice changes nothing on chain (a job failed without an abandon is still slashed at its
// deadline). Acceptances that expire unopened are
// deleted, with their specs, once the watcher has passed a block later than their expiry.
//
// Results: the result directory holds out/ (the job's output dir), stdout, stderr and
// status.json ({exit_code, reason, detail, ...}; reason is ok, exit_status, memory_limit,
// time_limit, sandbox_denied, ...). With outputs.encrypt (the spec default) it is packed as a
// deterministic tar stream and encrypted to RequesterPubKey (content.EncryptReader, ECIES); the
// result CID (on chain in ResultSubmitted) is the UnixFS file of the ciphertext: requesters use
// content.Store.OpenDecrypted and content.ReadArchive. Without encryption the CID is the UnixFS
// directory. A job that ran and failed is still submitted and paid: its status.json records why.
//
// Debug HTTP (metrics.listen): /metrics (Prometheus: gpumesh_provider_runner_* per class from
// the runner, gpumesh_provider_proposals_total{class,outcome}, jobs_delivered_total,
// offers_published_total, watcher_next_block, bid_outcomes_total{class,outcome,reason} (won,
// lost, not sent and why), the daemon's own families in metrics.go (gas by class, stake and
// locked collateral, allocated and allocated-but-idle GPU-seconds), device gauges (provider/gpu:
// memory, utilization, temperature, power), the Go and process collectors, plus libp2p/content
// metrics; dashboards and alert rules in deploy/) and /status (JSON
// Status). RunInfoFile (<data_dir>/daemon.json) names the peer addresses and the debug address
// while the daemon runs.
package provider
