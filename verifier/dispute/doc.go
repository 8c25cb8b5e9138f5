// Package dispute is the off-chain side of disputes: verdicts signed by committee members, and
// tallying them. The on-chain dispute module (contracts: JobEscrow and the ProviderRegistry's
// verifier pool) decides with the same rules; a verdict is an EIP-712 message so the contract can
// check each signature with ecrecover.
//
// # How a dispute is decided
//
// A registered, staked account joins the registry's verifier pool (at most 128 members). While in
// the pool its stake is checkpointed by block. A dispute opened in block B counts only stake
// members had at the end of block B-1, and only members that joined by then and had not asked
// to leave. Once block B+DrawDelay is sealed anyone draws the committee: the seed is
// keccak256(blockhash(B+DrawDelay), jobId), unknown when the dispute opens; CommitteeSize
// distinct members are drawn with probability proportional to snapshot stake, never the job's
// provider or requester. Each seat locks an equal deposit from its member's free stake, together
// DepositBps of the value at stake V = price + collateral + bond, and weighs the same as every
// other seat (less if its member could not lock its whole deposit). An outcome wins once its seats
// weigh more than half of the committee. At settlement a seat that voted against the outcome or
// signed both outcomes (anyone may relay both verdicts as proof) loses its whole deposit; the
// seats that voted for the outcome get their deposits back and share, pro rata to weight, the
// slashed deposits and VerifierShareBps of the loser's forfeit. Without a majority by the
// verdict deadline the dispute is VOID: the bond goes back, the job settles as submitted, silent
// seats lose SilentPenaltyBps of their deposit and equivocators all of it.
//
// Where slashed collateral goes: on ProviderFault the requester gets its price and bond back, the
// winning seats the verifiers' share of the collateral, and the treasury the rest. The requester
// gets none of it: it chooses whom to hire and when to dispute, so collateral paid to it would
// let a requester that provoked a fault (a colluding cheap provider, a job built to fail) profit
// from the slash.
//
// # Buying a dispute costs more than it can win
//
// Let V = price + collateral + bond. Flipping one dispute is worth at most V to anyone: a cheating
// provider that wins keeps its collateral and is paid the price and the bond (less the verifiers'
// share); a requester that wins against an honest provider gets its price and bond back (< V),
// never the collateral. Strategies, with the assumptions each bound rests on:
//
//   - Late stake. Stake bonded, or keys registered, after the dispute opened weigh nothing (the
//     snapshot is the block before the opening): the attack never wins and loses what a failed
//     dispute forfeits (the bond, or the collateral).
//   - Key grinding. The seed is the hash of a block after the opening, so keys cannot be aimed
//     at it; the only lever is stake held in the pool before the dispute, spread over any number
//     of keys. Seats weigh the same, so an attacker holding a share f of the pool's stake wins
//     only when more than half of the seats fall to its keys, and every one of its seats on the
//     losing side forfeits DepositRate/n of V. Assumption: an attacker holds at most a third of
//     the pool's snapshot stake (honest supermajority of stake). A block producer can withhold
//     the seed block to re-roll the draw once; that bias is not modelled.
//   - Bribery of k of the n drawn seats. A majority needs more than n/2 seats. A bribed member
//     asks at least the deposit it risks (it is slashed if the bribe fails to buy a majority, and
//     nothing on chain makes the briber keep its promise) plus the reward it forgoes. The
//     majority's deposits are DepositRate * V * (floor(n/2)+1) / n > DepositRate * V / 2, so with
//     DepositRate >= 2 (contracts.DefaultDepositBps 30000: 3x V) buying a majority costs more
//     than V. Assumptions: members are rational and do not trust an unenforceable promise (a
//     briber that can credibly pay only when its side loses — the p + epsilon attack on Schelling
//     games — is not covered), and members' free stake covers their deposits (a member that cannot
//     cover it weighs less, which only shrinks what it can sell).
//
// gpumesh bench verify checks this by Monte Carlo (spotcheck.RunDisputeAttacks) under the
// contract defaults and reports the best strategy's expected profit per unit of V as
// dispute_attack_profit_max, which must stay below 0.
//
// Burst jobs paid from payment channels are disputed on the PaymentChannel contract with the
// provider's signed receipt, and judged by a committee of the same pool under the same rules
// (verdicts signed under the channel contract's domain); V is then the disputed job's price plus
// the channel's collateral plus the bond, and on ProviderFault the requester gets back the price
// and the bond only. The provider daemon's verifier service judges both kinds (provider/verify).
//
// What remains open: the pool's 128 slots can be filled by an attacker's minimum stakes to keep
// honest members out (each such member is drawn like any other and loses its deposit when it
// votes wrong or stays silent, so squatting costs, but it is possible); the seed's block producer
// can withhold once; and the unbonding delay must stay at least the verdict window (the registry
// owner can lower it) for a freed pool slot not to change a pending draw.
package dispute
