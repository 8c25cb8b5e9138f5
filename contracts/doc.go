// Package contracts owns gpumesh's on-chain side: the Solidity sources (src/), the pinned compiler
// script (generate.sh: npm solc + OpenZeppelin, then abigen v2), the committed compiled artifacts
// (build/) and Go bindings (bindings/), deploy helpers and the gas report.
//
// Contracts:
//   - TestToken: the devnet stablecoin, an ERC-20 with 6 decimals and EIP-2612 permit.
//   - ProviderRegistry: providers register (peer id, metadata CID) and stake the token; stake
//     leaves through an unbonding delay; the escrow (immutable) and an owner-managed slasher set
//     lock, unlock and slash collateral.
//   - JobEscrow: one transaction opens a job with the provider's EIP-712 signed Acceptance
//     (payment pulled, collateral locked); submitResult, a challenge window, claim (fee to the
//     treasury) or refund after a missed deadline (collateral slashed to the requester). Pay on
//     proof (zk class): a circuit registry (registerCircuit: circuit id -> gnark Solidity
//     verifier, set once; the id, circuitIdOf(package hash, verifier code hash, backend), is
//     computed on chain and commits to the verifier's code, so nobody can squat a package) and
//     submitProof, which pays the provider at once when the registered
//     verifier accepts the proof for the public inputs the acceptance binds (ZkSpecHash); a
//     rejected proof reverts ProofRejected and the job stays open. Disputes: inside the challenge
//     window the requester reveals its spot-check secret and posts a bond (OpenDispute); staked
//     verifiers drawn by sortition on a prevrandao seed (no enumeration: IsDrawn, Drawn) sign
//     EIP-712 Verdicts under the domain ("gpumesh", "1", chain id, escrow) that verifier/dispute
//     uses; anyone relays them (SubmitVerdicts) and the first outcome with a quorum resolves the
//     dispute (ProviderFault: refund and collateral slashed to the requester and the majority
//     verifiers; ProviderRight: the provider is paid and gets the bond less the verifiers'
//     share); ExpireDispute settles one without a quorum after its verdict deadline.
//   - PaymentChannel: burst payments. A requester pre-funds a channel to one provider with an
//     expiry (open / openWithPermit, topUp, extend); for every burst job it signs an EIP-712
//     Voucher {channelId, cumulative amount, sequence}; the provider redeems the best voucher once
//     for many jobs (paid the delta over what was redeemed, minus the fee) until expiry + grace,
//     after which the requester reclaims the rest.
//
// The escrow stores one slot per job (status, a time, a 208-bit commitment to the acceptance and,
// once submitted, to the result); submitResult, claim and refund take the acceptance back and check
// it against that commitment. JobOpened carries every acceptance field, so Client.OpenedAcceptance
// and Client.ClaimJob can rebuild it from a job id. This keeps a batch job's open + submit + claim
// under the 200k gas target on mainnet-like (Osaka) rules; RunGasBench measures it.
//
// Burst payments in Go: Voucher signs and verifies exactly as PaymentChannel hashes;
// RequesterChannel issues vouchers and ProviderChannel checks and keeps the best one, each
// persisted through a ChannelStore (the nodes' pebble DB) before it acts; Client.OpenChannel,
// TopUp, Extend, Redeem, Reclaim and ChannelState drive the contract. RunGasBench reports
// burst_gas_per_job: (approve + open + one redemption) over BurstJobsPerRedeem vouchers.
//
// Go API: Deploy deploys and wires the contracts; Acceptance hashes and signs exactly as the
// contract does (EIP-712 through go-ethereum's apitypes); Client wraps every call gpumesh makes;
// Sender sends transactions and waits for receipts with a fast poll (WaitReceipt); reverts come
// back as *RevertError naming the custom error and its arguments, e.g.
// "escrow: ChallengeWindowOpen(until=1700000000)". Backend is satisfied by *ethclient.Client and
// by ethclient/simulated's client.
//
// Logs: every eth_getLogs of gpumesh goes through a LogPager (Client.Logs, shared by a client's
// callers): ranges of at most WithMaxLogRange blocks (DefaultMaxLogRange, 2,000), halved while
// the RPC refuses them as too large (IsLogRangeError: -32005 and the texts hosted providers use),
// the working span kept for later pages. Each hands contiguous pages to a watcher that persists
// its cursor per page; Last reads a job's newest event backwards from the head, so a lookup of a
// recent job costs a call or two however old the deployment. The rpctest package is a loopback
// proxy that refuses wide log queries, for tests.
package contracts
