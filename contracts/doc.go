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
//     (payment pulled from the requester's wallet, or with OpenJobFromDeposit debited from its
//     escrow deposit: Deposit, WithdrawDeposit, DepositOf; collateral taken from the provider's
//     free collateral reserve in the escrow, a shortfall locked in the registry); submitResult, a
//     challenge window, claim (the pay is credited to the provider's earnings in the escrow and
//     the collateral returned to its free reserve, one packed slot with a count of its paid jobs:
//     AccountOf, EarningsOf, ReserveOf; WithdrawEarnings pays the earnings out, ReleaseReserve
//     unlocks free reserve to free stake; registry-locked stake == free reserve + collateral of
//     live jobs; the fee
//     accrues in the escrow for the treasury; Client.WithdrawFees pays it out) or refund after a missed deadline (price back to the requester, collateral
//     slashed to the treasury: a requester can cause a miss and must not profit from it). A
//     provider that cannot fetch an opened job's spec, module or inputs abandons it before the
//     deadline (Abandon: price back in full, collateral back in the free reserve, nobody paid or slashed). Job ids
//     are namespaced by requester (NewJobID: address || 12 random bytes; JobIdNotRequesters), so
//     a gossiped id cannot be opened first by anyone else; an acceptance's expiry lies at least
//     MinRunLead before its deadline (ExpiryTooLate), and providers sign at most MaxExpiry. Pay on
//     proof (zk class): a circuit registry (registerCircuit: circuit id -> gnark Solidity
//     verifier, set once; the id, circuitIdOf(package hash, verifier code hash, backend), is
//     computed on chain and commits to the verifier's code, so nobody can squat a package) and
//     submitProof, which makes the job Proven when the registered verifier accepts the proof for
//     the public inputs the acceptance binds (ZkSpecHash): claim or claimMany pay it at once (no
//     challenge window; a proven job cannot be disputed, refunded or abandoned), so a provider's
//     proven jobs share its claim batches; a rejected proof reverts ProofRejected and the job
//     stays open. Disputes: inside the challenge
//     window the requester reveals its spot-check secret and posts a bond (OpenDispute); once
//     DrawDelay blocks have passed anyone draws the committee (DrawCommittee) from the registry's
//     verifier pool (JoinVerifiers) by stake at the block before the opening, seeded by a later
//     block's hash, each seat locking a deposit; members sign EIP-712 Verdicts under the domain
//     ("gpumesh", "1", chain id, escrow) that verifier/dispute uses; anyone relays them
//     (SubmitVerdicts: invalid or repeated ones are skipped, VerdictSkips) and an outcome with
//     more than half of the committee's weight resolves the dispute (ProviderFault: price and bond
//     back to the requester, collateral to the winning members' share and the treasury;
//     ProviderRight: the provider is paid and gets the bond less the members' share); members on
//     the losing side or who equivocated lose their deposit; ExpireDispute settles one without a
//     majority after its verdict deadline (VOID, silent members penalised). verifier/dispute's
//     package doc bounds the cost of buying a dispute.
//   - PaymentChannel: burst payments. A requester pre-funds a channel to one provider with an
//     expiry (open / openWithPermit, topUp, extend); for every burst job it signs an EIP-712
//     Voucher {channelId, cumulative amount, sequence}; the provider redeems the best voucher once
//     for many jobs (paid the delta over what was redeemed, minus the fee) until expiry + grace,
//     after which the requester reclaims the rest.
//   - PullPayments (abstract, in all three): a payout the token refuses (a blacklisted
//     recipient) is credited to owed[recipient] instead of reverting, so it blocks nobody else;
//     Client.OwedTo and Client.WithdrawOwed collect it. Tokens come in through a balance check
//     that refuses fee-on-transfer tokens (FeeOnTransferToken). Token assumptions: no fee on
//     transfer, no rebasing (undetectable: never deploy with such a token); transfers may revert.
//   - BlacklistToken, FeeOnTransferToken (src/HostileTokens.sol): test-only tokens that misbehave.
//
// The escrow stores one slot per job (status, a time, a 208-bit commitment to the acceptance's
// terms and struct hash and, once submitted, to the result); refund, abandon and the dispute calls
// take the acceptance back, submitResult and claim only its Terms (job id, provider, price,
// collateral, class) and one hash (Client.SubmitResult and Client.Claim compute it), and the
// escrow checks them against that commitment. JobOpened carries every acceptance field, so
// Client.OpenedAcceptance and Client.ClaimJob can rebuild it from a job id. Fees are not sent
// to the treasury at each claim but accrue in the escrow (feesAccrued, packed with the treasury
// address) until withdrawFees, and a claim credits the provider's earnings instead of
// transferring them (withdrawEarnings pays many claims at once). This keeps a batch job's open +
// submit + claim near 180k gas on mainnet-like (Osaka) rules, near 167k when the open is paid from
// a deposit; `gpumesh bench gas` measures both (lifecycle_gas_pull, lifecycle_gas) and the
// withdrawal (withdraw_earnings_gas).
//
// Burst payments in Go: Voucher signs and verifies exactly as PaymentChannel hashes;
// RequesterChannel issues vouchers and ProviderChannel checks and keeps the best one, each
// persisted through a ChannelStore (the nodes' pebble DB) before it acts; Client.OpenChannel,
// TopUp, Extend, Redeem, Reclaim and ChannelState drive the contract. Burst work is checkable:
// the provider locks collateral for a channel (LockCollateral) and signs a Receipt with every
// result; a requester whose spot-check finds a result wrong disputes the receipt (DisputeBurst),
// and a registry committee judges it as it judges escrow disputes (DrawBurstCommittee,
// SubmitBurstVerdicts under Deployment.BurstVerdictDomain, ExpireBurstDispute). `gpumesh bench
// gas` reports burst_gas_per_job: (approve + open + lockCollateral + one redemption + reclaim) over
// BurstJobsPerRedeem vouchers.
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
