// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Permit.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {ProviderRegistry} from "./ProviderRegistry.sol";
import {PullPayments} from "./PullPayments.sol";

/// @title JobEscrow
/// @notice Holds a requester's payment for one compute job and settles it. One transaction opens the
/// job with the provider's EIP-712-signed Acceptance: it pulls the payment and takes the provider's
/// collateral from its collateral reserve (see below), locking what the reserve lacks in the
/// ProviderRegistry. The provider submits the result CID before the deadline; after the challenge
/// window anyone may claim (the payout is credited to the provider's earnings in the escrow, the
/// fee accrues to the treasury, the collateral returns to the provider's free reserve). If the
/// deadline passes without a result, anyone may refund (the payment goes back and the collateral
/// is slashed to the treasury). A provider that cannot run an opened job (its inputs became
/// unfetchable) abandons it before the deadline: the price goes back in full, the collateral
/// returns to the free reserve, nobody is paid or slashed.
///
/// Collateral reserve: a provider's collateral stays locked in the registry between jobs as its
/// free reserve in the escrow (accounts(provider).reserve). openJob takes a job's collateral from
/// the free reserve (one write to the provider's account slot instead of a registry call); when
/// the reserve is short, it takes all of it and locks only the shortfall with registry.lock (one
/// path, no per-job flag). Every settlement that does not slash (claim, claimMany, abandon, a
/// dispute the provider wins or that voids) returns the collateral to the free reserve in the
/// same slot write as the earnings credit, with no registry call; refund and ProviderFault slash
/// it through registry.slash as before (it is still locked there). releaseReserve(amount) (the
/// provider) unlocks free reserve back to free stake; lockReserve(amount) locks free stake into it
/// in bulk. Invariant (TestRandomizedInvariants): the
/// stake the registry locks for this escrow on a provider's behalf == its free reserve + the
/// collateral of its live (Open, Submitted, Proven, Disputed) jobs, so every job's collateral
/// returns to the reserve or is slashed exactly once. No one profits from a fault it causes
/// through it: collateral backing a job left the free reserve when the job was opened, so it
/// cannot be released from under the job, and a slash takes it from the registry whatever the
/// reserve holds. The reserve competes with the payment channels' lockCollateral and unstakes
/// for free stake only as far as the provider keeps it (its daemon releases it above a keep).
///
/// Job ids are namespaced by requester: the high 20 bytes of a job id are the requester's address
/// (JobIdNotRequesters otherwise), so a job id gossiped in a request cannot be opened first by
/// anyone else to make the requester's openJob fail.
///
/// Where a missed deadline's slash goes: to the treasury, not to the requester. A requester can
/// cause a miss itself (it withholds the inputs it named, opens an acceptance as late as it can),
/// so a slash paid to it would be a profit from a fault it caused. The requester is made whole by
/// the refund of its price; its lost time is not a proven loss the escrow could measure. The
/// treasury, owned by the deployment's owner, is not a party to jobs and cannot cause a miss.
/// (Disputes settle their own slashes, see below.)
///
/// Timing: an acceptance's expiry must lie at least MIN_RUN_LEAD before its deadline
/// (ExpiryTooLate), so that opening it at the last moment still leaves the provider time. The
/// acceptance does not carry the job's wall time, so the escrow enforces only this floor; the
/// provider signs expiry <= deadline - wall time - its own lead (contracts.MaxExpiry in Go).
///
/// Deposits: a requester may keep tokens in the escrow (deposit, pulled once with the
/// fee-on-transfer check) and take them back with withdrawDeposit. openJob with fromDeposit set
/// debits the job's price from the opener's deposit instead of pulling it from its wallet (no
/// approve, no token transfer: ~12k gas less per open) and reverts InsufficientDeposit when the
/// deposit does not cover it; without it, and openJobWithPermit, pull the price as before and
/// never read the deposit (the pull path pays nothing for deposits existing). JobOpened's
/// fromDeposit says which path paid, Deposited and DepositWithdrawn carry the other movements,
/// so an indexer sees every one. A deposit never backs an open job: open moves the price out of the deposit into the job,
/// so withdrawDeposit can only take what no job holds, and a requester gains nothing by
/// withdrawing while its jobs run. Refunds and abandons pay the price back to the requester's
/// wallet whichever way it came in.
///
/// Provider earnings: a claim (claim, claimMany, or a dispute the provider wins or that voids)
/// does not transfer the payout: it credits it to the provider's account in the escrow
/// (accounts(provider): its earnings, with a count of the jobs paid), which the provider takes with
/// withdrawEarnings(amount, to) whenever it likes, so that many claims share one token transfer
/// (~10k gas less per claim). JobClaimed's payout is the amount credited and EarningsWithdrawn
/// carries every withdrawal, so an indexer sees every movement. The account's slot never returns
/// to zero once a job was paid (the count stays), so a claim after a full withdrawal still
/// writes a non-zero slot (~2.9k) instead of a fresh one (~22k). Earnings are the provider's own
/// money: they back no job and no collateral, so withdrawing them at any time gains nothing.
///
/// Other payouts are pull-on-failure (PullPayments): a transfer the token refuses (a blacklisted
/// recipient) is credited to owed[recipient] for withdrawOwed, so it blocks only that recipient.
/// Tokens come in through _pullExact, which refuses fee-on-transfer tokens; rebasing tokens are
/// not supported (see PullPayments).
///
/// @dev Storage: one slot per job (JobState: status, a time, and a 208-bit commitment). The job's
/// terms are not stored: every later call passes the Acceptance the job was opened with (JobOpened
/// carries all its fields), or for submitResult and claim only its Terms (job id, provider, price,
/// collateral, class) plus one hash, and the escrow checks it against the commitment. This keeps
/// a full batch lifecycle (open + submit + claim) near 190k gas instead of ~280k for a stored
/// struct. The commitment is termsCommitment(terms, h) with h the acceptance's EIP-712 struct
/// hash while Open, and keccak256(structHash, resultHash) from submit (or an accepted proof) on,
/// so that disputes can verify both the terms and the submitted result. A dispute moves the job
/// slot to Disputed with its verdict deadline in `time`; dispute data (disputer, bond, seed,
/// votes) lives in separate mappings keyed by job id, so the job slot layout never changes.
///
/// Disputes: inside the challenge window the requester disputes a submitted result by revealing
/// its spot-check secret (keccak256(secret) must equal the acceptance's secretCommitment) and
/// posting a bond (max(minBond, price * bondBps / 10000)); the dispute's id is
/// keccak256(jobId, openBlock). Its committee comes from the ProviderRegistry's verifier pool:
///  - Snapshot: only stake a pool member had at the end of block openBlock - 1 counts (registry
///    checkpoints), so stake bonded or keys registered once the dispute is visible count for
///    nothing.
///  - Seed fixed after opening: anyone calls drawCommittee once block.number > openBlock +
///    drawDelay; the seed is keccak256(blockhash(openBlock + drawDelay), jobId), re-anchored by
///    whole multiples of 256 blocks if the draw comes later than blockhash reaches, so neither
///    party knows it when the dispute opens and cannot grind keys into the committee.
///  - committeeSize distinct members are drawn, each with probability proportional to its
///    snapshot stake, never the job's provider or requester (registry.seatVerifiers). Each seat
///    locks an equal deposit from its member's free stake: together depositBps of the value at
///    stake (price + collateral + bond). Seats weigh the same (stake buys the chance to sit, not a
///    bigger vote, so a drawn whale cannot decide alone); a member that cannot cover its deposit
///    sits with its weight scaled down to what it locked.
///  - Drawn members re-run the job and sign EIP-712 Verdicts under the domain ("gpumesh", "1",
///    chain id, this escrow) — verifier/dispute's domain in Go — which anyone relays
///    (submitVerdicts). An outcome wins once its seats' weight exceeds half of the committee's
///    weight. A verdict that is invalid or already counted is skipped (VerdictSkipped), never
///    reverting the batch; a second verdict with the other outcome is proof of equivocation.
///  - Settlement (_resolve): members who voted against the outcome or equivocated lose their whole
///    deposit; members who voted with it get their deposit back plus, pro rata to weight, the
///    slashed deposits and verifierShareBps of the loser's forfeit. ProviderFault: the requester
///    gets the price and the bond back; the slashed collateral goes to the winning verifiers
///    (their share) and the rest to the treasury, NOT to the requester, who could otherwise
///    profit from a dispute it provoked (for example by colluding with a cheap provider).
///    ProviderRight: the provider is paid as by claim (its earnings credited) and takes the
///    bond less the verifiers' share. Without a majority by the verdict deadline anyone may expireDispute: VOID, the bond
///    goes back, the job settles as submitted, silent members lose silentPenaltyBps of their
///    deposit (to the treasury) and equivocators all of it.
/// Every path returns to the free reserve or slashes exactly the job's collateral and unlocks or
/// slashes each seat's deposit once, so the registry's pooled `locked` stays consistent. The cost of buying a dispute is bounded in
/// verifier/dispute's package doc.
///
/// Pay on proof (zk class): anyone registers a verifier for a circuit package (registerCircuit).
/// The circuit id is computed here, circuitIdOf(package hash, the verifier's code hash, backend),
/// so it commits to the exact code that will check the proofs: a registration cannot squat
/// another's circuit, it only makes a new id. Requesters and providers compute the id from the
/// package, which declares its verifier's code hash. A zk job's acceptance binds it to one circuit and
/// its public inputs: its specHash is zkSpecHash(specCidHash, circuitId, publicInputs), signed by
/// the provider. submitProof moves the job to Proven when the registered verifier accepts the
/// proof for exactly those public inputs; a rejected proof reverts (ProofRejected) and the job
/// stays Open until its deadline, after which refund works as for any job. A Proven job has no
/// challenge window (a verified proof cannot be disputed, refunded or abandoned): claim or
/// claimMany (anyone may call them) credit the provider, credit the fee and free the collateral at
/// once, so the settlement is not in the proof's transaction and a provider's proven jobs share its
/// claim batches with its submitted ones. submitResult refuses zk jobs (ProofRequired): they are
/// paid only on a proof.
///
/// Protocol fees are not sent to the treasury at each settlement: they accrue in feesAccrued
/// (packed with the treasury's address, so a claim pays one warm write for its fee instead of a
/// token transfer) and withdrawFees pays them to the treasury; setTreasury pays them out first.
///
/// Token balance invariant: token.balanceOf(this) == sum of price over jobs that are Open,
/// Submitted, Proven or Disputed plus the bonds of Disputed jobs plus totalOwed plus feesAccrued
/// plus the sum of deposits plus the sum of providers' earnings. (Neither sum is kept on chain: a
/// running total would cost every open from a deposit and every claim another storage write;
/// Deposited, DepositWithdrawn, JobOpened, JobClaimed and EarningsWithdrawn give them.)
contract JobEscrow is Ownable, EIP712, ReentrancyGuardTransient, PullPayments {
    using SafeERC20 for IERC20;

    /// @notice Job classes (DESIGN.md): batch and zk settle through this escrow; burst normally
    /// through payment channels, but a burst job may also be escrowed.
    uint8 internal constant CLASS_BATCH = 0;
    uint8 internal constant CLASS_BURST = 1;
    uint8 internal constant CLASS_ZK = 2;

    /// @notice Proof systems of registered circuits: gnark's exported BN254 verifiers.
    uint8 internal constant BACKEND_GROTH16 = 0; // verifyProof(bytes, uint256[N]): reverts on a bad proof
    uint8 internal constant BACKEND_PLONK = 1; // Verify(bytes, uint256[]) returns (bool)
    /// @notice Gas given to a verifier call: a BN254 Groth16 verify costs ~200-300k, PLONK ~300-400k.
    uint256 internal constant VERIFY_GAS = 1_500_000;
    /// @notice Most public inputs a zk job may bind (bounds calldata and the MSM cost).
    uint256 internal constant MAX_PUBLIC_INPUTS = 256;

    uint16 internal constant MAX_FEE_BPS = 2_000;
    uint256 internal constant MAX_CID_LENGTH = 128;
    /// @notice Most jobs one claimMany settles (bounds its gas and calldata).
    uint256 internal constant MAX_CLAIM_BATCH = 64;
    /// @notice Least seconds between an acceptance's expiry and its deadline: a job opened at the
    /// last moment leaves the provider at least this long (its wall time it bounds itself).
    uint64 internal constant MIN_RUN_LEAD = 10;

    /// @notice Why a provider abandoned an opened job (JobAbandoned): the spec, the module or an
    /// input could not be fetched after the job was opened.
    uint8 internal constant ABANDON_SPEC_UNAVAILABLE = 1;
    uint8 internal constant ABANDON_MODULE_UNAVAILABLE = 2;
    uint8 internal constant ABANDON_INPUTS_UNAVAILABLE = 3;

    bytes32 public constant ACCEPTANCE_TYPEHASH = keccak256(
        "Acceptance(bytes32 jobId,address requester,address provider,bytes32 specHash,uint256 price,uint256 collateral,uint64 deadline,uint8 jobClass,bytes32 secretCommitment,uint64 expiry)"
    );

    enum Status {
        None, // never opened: the job id is free
        Open, // payment and collateral locked, waiting for the result
        Submitted, // result submitted, challenge window running
        Disputed, // a verifier quorum is deciding
        Claimed, // provider paid
        Refunded, // deadline missed: requester refunded, collateral slashed
        Resolved, // a dispute was decided (or expired without a quorum)
        Abandoned, // the provider could not run it: requester refunded, collateral back in the reserve
        Proven // zk: the proof verified; claimable at once, never disputed, refunded or abandoned
    }

    /// @notice Dispute outcomes (verifier/dispute: ProviderFault=1, ProviderRight=2, Void=3).
    uint8 internal constant PROVIDER_FAULT = 1;
    uint8 internal constant PROVIDER_RIGHT = 2;
    uint8 internal constant VOID = 3;

    bytes32 public constant VERDICT_TYPEHASH = keccak256(
        "Verdict(bytes32 disputeId,bytes32 jobId,uint8 outcome,bytes32 resultHash,address verifier,uint64 issuedAt)"
    );

    /// @notice A verifier's signed finding on a dispute (EIP-712, domain "gpumesh" / "1").
    struct Verdict {
        bytes32 disputeId;
        bytes32 jobId;
        uint8 outcome; // PROVIDER_FAULT or PROVIDER_RIGHT
        bytes32 resultHash; // keccak256 of the verifier's own result CID bytes (informative)
        address verifier;
        uint64 issuedAt; // unix seconds, between the dispute's opening and its verdict deadline
    }

    /// @notice Dispute parameters, fixed at deployment.
    struct DisputeConfig {
        uint256 minBond; // token units; the bond is max(minBond, price * bondBps / 10000)
        uint16 bondBps;
        uint32 verdictWindow; // seconds from the dispute to the verdict deadline
        uint8 committeeSize; // members drawn per dispute (1..MAX_COMMITTEE)
        uint256 minVerifierStake; // snapshot stake a pool member needs to be drawn
        uint16 drawDelay; // blocks after the dispute's block whose hash seeds the draw (>= 1)
        uint16 verifierShareBps; // share of the loser's forfeit paid to the winning verifiers
        uint32 depositBps; // committee deposits as a share of price + collateral + bond
        uint16 silentPenaltyBps; // share of its deposit a silent member loses when the dispute voids
    }

    /// @notice A dispute: who opened it, when (time and block), the bond, the draw's seed and the
    /// committee's weight and votes by weight.
    struct DisputeRecord {
        address disputer;
        uint40 openedAt;
        uint48 openBlock;
        uint128 bond;
        uint128 committeeWeight;
        bytes32 seed; // zero until drawCommittee
        uint128 faultWeight;
        uint128 rightWeight;
    }

    /// @notice One committee seat: the member, its vote (0: none yet; EQUIVOCATED), its weight
    /// (snapshot stake, scaled down if it could not lock its whole deposit) and locked deposit.
    struct Seat {
        address verifier;
        uint8 vote;
        uint128 weight;
        uint128 deposit;
    }

    /// @notice Most seats a committee may have.
    uint8 internal constant MAX_COMMITTEE = 32;
    /// @notice A seat's vote after it signed both outcomes.
    uint8 internal constant EQUIVOCATED = 255;

    /// @notice Why submitVerdicts skipped a verdict (VerdictSkipped.reason).
    uint8 internal constant SKIP_WRONG_DISPUTE = 1;
    uint8 internal constant SKIP_INVALID_OUTCOME = 2;
    uint8 internal constant SKIP_FORGED = 3;
    uint8 internal constant SKIP_LATE = 4;
    uint8 internal constant SKIP_NOT_DRAWN = 5;
    uint8 internal constant SKIP_DUPLICATE = 6;

    /// @notice What the provider signs; price and collateral are in token units.
    struct Acceptance {
        bytes32 jobId;
        address requester;
        address provider;
        bytes32 specHash; // keccak256 of the job spec's CID bytes
        uint256 price;
        uint256 collateral;
        uint64 deadline; // unix seconds: the result must be submitted by then
        uint8 jobClass;
        bytes32 secretCommitment; // requester's commitment to its spot-check secret
        uint64 expiry; // unix seconds: the acceptance cannot open a job after this
    }

    /// @notice The terms of an acceptance that submitResult and claim act on, in the clear; the
    /// job's commitment binds them to the rest of the acceptance (termsCommitment). Passing these
    /// 5 words instead of the 10-word acceptance makes both calls ~1.5k gas cheaper in calldata.
    struct Terms {
        bytes32 jobId;
        address provider;
        uint256 price;
        uint256 collateral;
        uint8 jobClass;
    }

    /// @notice A job's on-chain state: exactly one storage slot.
    struct JobState {
        Status status;
        uint40 time; // Open: the result deadline; Submitted: the end of the challenge window; Proven: the proof's time
        bytes26 commitment; // high 208 bits of termsCommitment(terms, structHash or result commitment)
    }

    /// @notice A registered circuit: its verifier contract and proof system (one slot).
    struct Circuit {
        address verifier;
        uint8 backend;
    }

    IERC20 public immutable token;
    ProviderRegistry public immutable registry;
    /// @notice Protocol fee in basis points of the price, credited to the treasury at claim
    /// (feesAccrued) and paid to it by withdrawFees.
    uint16 public immutable feeBps;
    /// @notice Seconds after a submit during which the result can be challenged.
    uint32 public immutable challengeWindow;

    uint256 public immutable minBond;
    uint16 public immutable bondBps;
    uint32 public immutable verdictWindow;
    uint8 public immutable committeeSize;
    uint256 public immutable minVerifierStake;
    uint16 public immutable drawDelay;
    uint16 public immutable verifierShareBps;
    uint32 public immutable depositBps;
    uint16 public immutable silentPenaltyBps;
    bytes32 private immutable _verdictDomain;
    uint256 private immutable _verdictChainId;

    /// @notice Receives the protocol fees.
    address public treasury;
    /// @notice Protocol fees taken at settlement and not yet paid to the treasury (withdrawFees
    /// pays them; anyone may call it). Packed into `treasury`'s slot: a settlement credits its fee
    /// here with one write to a slot it reads anyway, instead of a token transfer to the treasury
    /// (a cold balance write and a Transfer log, ~4.8k gas more per claim). Bounded by 96 bits: a
    /// fee that would carry the sum past 2^96 - 1 is paid out at once with the sum (_accrueFee),
    /// so no settlement reverts on the bound.
    uint96 public feesAccrued;

    /// @notice Tokens the escrow holds for a requester outside any job: deposit adds, an open whose
    /// price it covers and withdrawDeposit take.
    mapping(address requester => uint256) public deposits;

    /// @dev Providers' accounts, one slot each, packed by hand (one read and one write per open and
    /// per claim):
    ///  - bits 0..95: earnings, the payouts of its claimed jobs not yet withdrawn. Bound: a credit
    ///    that would carry them past 2^96 - 1 is paid out at once with them (_credit), so no
    ///    settlement reverts on it (2^96 - 1 is ~7.9e28 units, 79 billion tokens of 18 decimals).
    ///  - bits 96..135: how many of its jobs were paid, modulo 2^40 (informative; at most
    ///    MAX_CLAIM_BATCH per call, ~1.1e12 jobs before it wraps). It keeps the slot non-zero
    ///    once a job was paid, so a later write costs ~2.9k instead of ~22k.
    ///  - bits 136..255: the free collateral reserve, registry stake locked for this escrow that
    ///    backs no job. Bound: the reserve plus the collateral of the provider's live jobs is
    ///    registry-locked stake, which is at most its stake, and the registry bounds a stake by
    ///    2^120 - 1 (AmountTooLarge), so the reserve fits 120 bits; a return that would not fit
    ///    (impossible while the invariant holds) is unlocked in the registry instead of
    ///    reverting the settlement.
    /// accounts() reads them.
    mapping(address provider => uint256) private _accounts;

    mapping(bytes32 jobId => JobState) private _jobs;
    mapping(bytes32 circuitId => Circuit) private _circuits;
    mapping(bytes32 jobId => DisputeRecord) private _disputes;
    mapping(bytes32 jobId => Seat[]) private _committees;

    /// @notice Carries every field of the acceptance (the later calls need them back).
    event JobOpened(
        bytes32 indexed jobId,
        address indexed requester,
        address indexed provider,
        bytes32 specHash,
        uint256 price,
        uint256 collateral,
        uint64 deadline,
        uint8 jobClass,
        bytes32 secretCommitment,
        uint64 expiry,
        bool fromDeposit
    );
    /// @notice `requester` deposited `amount`; its deposit is now `balance`.
    event Deposited(address indexed requester, uint256 amount, uint256 balance);
    /// @notice `requester` withdrew `amount` of its deposit to `to`; its deposit is now `balance`.
    event DepositWithdrawn(address indexed requester, address indexed to, uint256 amount, uint256 balance);
    /// @notice `amount` of `provider`'s earnings was paid to `to`; its earnings are now `balance`
    /// (withdrawEarnings, or a credit that would have carried them past 96 bits, paid out at once).
    event EarningsWithdrawn(address indexed provider, address indexed to, uint256 amount, uint256 balance);
    /// @notice `provider` released `amount` of its free collateral reserve back to free registry
    /// stake (releaseReserve); the reserve is now `reserve`. Opens take collateral from the
    /// reserve (locking a shortfall in the registry) and settlements return it without an event
    /// of their own: JobOpened, JobClaimed, JobAbandoned and the registry's CollateralLocked give
    /// every movement.
    event ReserveReleased(address indexed provider, uint256 amount, uint256 reserve);
    /// @notice `provider` locked `amount` of its free registry stake into its free collateral
    /// reserve (lockReserve); the reserve is now `reserve`.
    event ReserveLocked(address indexed provider, uint256 amount, uint256 reserve);
    event ResultSubmitted(
        bytes32 indexed jobId, address indexed provider, bytes resultCID, bytes32 resultHash, uint64 challengeEnd
    );
    /// @notice The job was paid: `payout` (price minus `fee`) was credited to the provider's
    /// earnings in the escrow (withdrawEarnings pays them).
    event JobClaimed(bytes32 indexed jobId, address indexed provider, uint256 payout, uint256 fee);
    event JobRefunded(bytes32 indexed jobId, address indexed requester, uint256 price, uint256 slashed);
    /// @notice The provider abandoned an Open job (`reason`: ABANDON_*); the requester got `price`
    /// back and the collateral returned to the provider's free reserve.
    event JobAbandoned(bytes32 indexed jobId, address indexed provider, uint8 reason, uint256 price);
    event TreasurySet(address treasury);
    /// @notice `amount` of accrued fees was paid to `treasury` (withdrawFees, setTreasury, or a
    /// settlement whose fee would have carried feesAccrued past 96 bits).
    event FeesWithdrawn(address indexed treasury, uint256 amount);
    event DisputeOpened(
        bytes32 indexed jobId,
        bytes32 indexed disputeId,
        address indexed disputer,
        uint256 bond,
        uint64 openBlock,
        bytes32 secret,
        uint64 verdictDeadline
    );
    /// @notice A dispute's committee was drawn: `seats` members, `weight` their total weight.
    event CommitteeDrawn(bytes32 indexed jobId, bytes32 indexed disputeId, bytes32 seed, uint256 seats, uint256 weight);
    event VerdictAccepted(bytes32 indexed jobId, address indexed verifier, uint8 outcome, bytes32 resultHash);
    /// @notice A relayed verdict that did not count (reason: SKIP_*); the rest of the batch went on.
    event VerdictSkipped(bytes32 indexed jobId, address indexed verifier, uint8 reason);
    /// @notice A member signed both outcomes: its vote no longer counts and its deposit is forfeit.
    event VerifierEquivocated(bytes32 indexed jobId, address indexed verifier);
    /// @notice A member lost `amount` of its deposit at settlement (`vote`: what it did).
    event VerifierPenalized(bytes32 indexed jobId, address indexed verifier, uint8 vote, uint256 amount);
    /// @notice `slashed` is the collateral taken (ProviderFault), `verifierReward` the total paid
    /// to the `verifiers` members who voted for the outcome (from the forfeit's verifier share and
    /// slashed deposits). JobClaimed (provider paid) or JobRefunded (requester refunded) follows
    /// in the same transaction.
    event DisputeResolved(
        bytes32 indexed jobId,
        bytes32 indexed disputeId,
        uint8 outcome,
        uint256 slashed,
        uint256 verifierReward,
        uint256 verifiers
    );
    event CircuitRegistered(
        bytes32 indexed circuitId, bytes32 indexed packageHash, address indexed verifier, uint8 backend, address registrant
    );
    /// @notice A zk job's proof verified and the job is Proven: claim or claimMany pays it (its
    /// JobClaimed names the provider). The result's hash is keccak256(resultCID): not repeated
    /// here (~0.6k gas).
    event ProofAccepted(bytes32 indexed jobId, bytes32 indexed circuitId, bytes resultCID);

    error ZeroAddress();
    error NotEnabled();
    error WrongRegistry(address registryEscrow);
    error InvalidFee(uint16 feeBps);
    error InvalidClass(uint8 jobClass);
    error InvalidAmount(uint256 amount);
    error InvalidDeadline(uint64 deadline);
    error InvalidCID(uint256 length);
    error AcceptanceExpired(uint64 expiry);
    error InvalidSignature(address signer, address provider);
    error NotRequester(address caller, address requester);
    error NotProvider(address caller, address provider);
    error JobExists(bytes32 jobId);
    error UnknownJob(bytes32 jobId);
    error WrongStatus(bytes32 jobId, Status status);
    error TermsMismatch(bytes32 jobId);
    error DeadlinePassed(uint64 deadline);
    error DeadlineNotReached(uint64 deadline);
    error ChallengeWindowOpen(uint64 until);
    error CircuitExists(bytes32 circuitId);
    error UnknownCircuit(bytes32 circuitId);
    error InvalidBackend(uint8 backend);
    error NoVerifierCode(address verifier);
    error NotZkJob(bytes32 jobId);
    error ProofRequired(bytes32 jobId);
    error BindingMismatch(bytes32 jobId);
    error TooManyPublicInputs(uint256 count);
    error ProofRejected(bytes32 jobId);
    error VerifierOutOfGas(bytes32 jobId);
    error InvalidDisputeConfig();
    error ChallengeWindowClosed(uint64 until);
    error RevealMismatch(bytes32 jobId);
    error InvalidVerdicts(uint256 verdicts, uint256 signatures);
    error InvalidBatch(uint256 terms, uint256 commitments);
    error MixedProviders(address first, address other);
    error WrongDispute(bytes32 disputeId);
    error InvalidOutcome(uint8 outcome);
    error ForgedVerdict(address verifier);
    error VerdictLate(uint64 deadline);
    error VerdictWindowOpen(uint64 until);
    error AlreadyDrawn(bytes32 jobId);
    error NotYetDrawn(bytes32 jobId);
    error DrawTooEarly(uint256 fromBlock);
    error NoVerifiers(bytes32 jobId);
    error JobIdNotRequesters(bytes32 jobId, address requester);
    error ExpiryTooLate(uint64 expiry, uint64 deadline, uint64 minRunLead);
    error InvalidReason(uint8 reason);
    error NoFeesAccrued();
    error InsufficientDeposit(uint256 balance, uint256 amount);
    error InsufficientEarnings(uint256 balance, uint256 amount);
    error InsufficientReserve(uint256 reserve, uint256 amount);

    /// @param registry_ must have been deployed with this escrow's address as its escrow.
    constructor(
        IERC20 token_,
        ProviderRegistry registry_,
        address treasury_,
        uint16 feeBps_,
        uint32 challengeWindow_,
        address owner_,
        DisputeConfig memory dc
    ) Ownable(owner_) EIP712("gpumesh JobEscrow", "1") {
        if (address(token_) == address(0) || address(registry_) == address(0) || treasury_ == address(0)) {
            revert ZeroAddress();
        }
        if (registry_.escrow() != address(this)) revert WrongRegistry(registry_.escrow());
        if (feeBps_ > MAX_FEE_BPS) revert InvalidFee(feeBps_);
        if (
            dc.minBond == 0 || dc.minBond > type(uint128).max || dc.bondBps > 10_000 || dc.verdictWindow == 0
                || dc.committeeSize == 0 || dc.committeeSize > MAX_COMMITTEE || dc.drawDelay == 0
                || dc.verifierShareBps > 10_000 || dc.depositBps == 0 || dc.depositBps > 1_000_000
                || dc.silentPenaltyBps > 10_000
        ) revert InvalidDisputeConfig();
        minBond = dc.minBond;
        bondBps = dc.bondBps;
        verdictWindow = dc.verdictWindow;
        committeeSize = dc.committeeSize;
        minVerifierStake = dc.minVerifierStake;
        drawDelay = dc.drawDelay;
        verifierShareBps = dc.verifierShareBps;
        depositBps = dc.depositBps;
        silentPenaltyBps = dc.silentPenaltyBps;
        _verdictChainId = block.chainid;
        _verdictDomain = _buildVerdictDomain();
        token = token_;
        registry = registry_;
        treasury = treasury_;
        feeBps = feeBps_;
        challengeWindow = challengeWindow_;
        emit TreasurySet(treasury_);
    }

    // ---- deposits ----

    /// @notice Moves `amount` from the caller's wallet into its deposit (approve first). Later
    /// opens whose price the deposit covers are paid from it. Reverts FeeOnTransferToken if the
    /// escrow received less than `amount`.
    function deposit(uint256 amount) external nonReentrant {
        if (amount == 0 || amount > type(uint128).max) revert InvalidAmount(amount);
        uint256 balance = deposits[msg.sender] + amount;
        deposits[msg.sender] = balance;
        emit Deposited(msg.sender, amount, balance);
        _pullExact(msg.sender, amount);
    }

    /// @notice Pays `amount` of the caller's deposit to `to` (the caller itself or any address that
    /// can receive the token). The deposit holds nothing an open job depends on: open took the
    /// price out of it.
    function withdrawDeposit(uint256 amount, address to) external nonReentrant {
        if (to == address(0) || to == address(this)) revert InvalidRecipient(to);
        uint256 balance = deposits[msg.sender];
        if (amount == 0 || amount > balance) revert InsufficientDeposit(balance, amount);
        balance -= amount;
        deposits[msg.sender] = balance;
        emit DepositWithdrawn(msg.sender, to, amount, balance);
        token.safeTransfer(to, amount);
    }

    // ---- provider earnings ----

    /// @notice Pays `amount` of the caller's earnings (its claimed payouts) to `to` (the caller
    /// itself or any address that can receive the token; a token that refuses `to` reverts the
    /// withdrawal, and the provider names another).
    function withdrawEarnings(uint256 amount, address to) external nonReentrant {
        if (to == address(0) || to == address(this)) revert InvalidRecipient(to);
        uint256 acct = _accounts[msg.sender];
        uint256 balance = uint96(acct);
        if (amount == 0 || amount > balance) revert InsufficientEarnings(balance, amount);
        // amount <= balance, the low 96 bits: the subtraction stays inside them.
        unchecked {
            _accounts[msg.sender] = acct - amount;
            balance -= amount;
        }
        emit EarningsWithdrawn(msg.sender, to, amount, balance);
        token.safeTransfer(to, amount);
    }

    /// @notice `provider`'s account: its earnings (claimed payouts not yet withdrawn), how many
    /// of its jobs were paid (modulo 2^40) and its free collateral reserve (registry stake locked
    /// for this escrow that backs no job).
    function accounts(address provider) external view returns (uint256 earnings, uint256 jobsPaid, uint256 reserve) {
        uint256 acct = _accounts[provider];
        return (uint96(acct), uint40(acct >> 96), acct >> 136);
    }

    /// @notice Locks `amount` more of the caller's free registry stake into its free collateral
    /// reserve in bulk, so that its next opens take their collateral from the reserve (one slot
    /// write) instead of each locking in the registry. Opens top the reserve up by themselves
    /// when it is short; this only saves them the lock.
    function lockReserve(uint256 amount) external nonReentrant {
        uint256 acct = _accounts[msg.sender];
        uint256 reserve = (acct >> 136) + amount;
        // The registry refuses more than the free stake, which is below 2^120 (AmountTooLarge).
        if (amount == 0 || reserve > type(uint120).max) revert InvalidAmount(amount);
        _accounts[msg.sender] = uint136(acct) | (reserve << 136);
        emit ReserveLocked(msg.sender, amount, reserve);
        registry.lock(msg.sender, amount);
    }

    /// @notice Releases `amount` of the caller's free collateral reserve back to free registry
    /// stake. Only the free reserve: collateral backing a live job left it at open, so no job's
    /// collateral can be released from under it.
    function releaseReserve(uint256 amount) external nonReentrant {
        uint256 acct = _accounts[msg.sender];
        uint256 reserve = acct >> 136;
        if (amount == 0 || amount > reserve) revert InsufficientReserve(reserve, amount);
        unchecked {
            reserve -= amount;
        }
        _accounts[msg.sender] = uint136(acct) | (reserve << 136);
        emit ReserveReleased(msg.sender, amount, reserve);
        registry.unlock(msg.sender, amount);
    }

    /// @dev Settles into `provider`'s account with one write to its slot: credits `amount` (the
    /// payouts of `jobs` paid jobs) to its earnings and returns `collateral` (the settled jobs'
    /// collateral, still locked in the registry) to its free reserve. Earnings that would not fit
    /// in 96 bits are paid out at once (EarningsWithdrawn to the provider), the count wraps
    /// modulo 2^40, and a reserve that would not fit in 120 bits (impossible while the reserve
    /// invariant holds, see _accounts) is unlocked in the registry instead, so that no bound
    /// makes a settlement revert.
    function _credit(address provider, uint256 amount, uint256 jobs, uint256 collateral) private {
        uint256 acct = _accounts[provider];
        // amount < 2^134 and jobs <= MAX_CLAIM_BATCH (a claimMany's sums), so none of these
        // additions overflows 256 bits; when each field's sum stays inside its bits, adding the
        // shifted parts to the packed slot carries nothing into the next field.
        unchecked {
            if (
                uint96(acct) + amount <= type(uint96).max && uint40(acct >> 96) + jobs <= type(uint40).max
                    && (acct >> 136) + collateral <= type(uint120).max
            ) {
                _accounts[provider] = acct + amount + (jobs << 96) + (collateral << 136);
                return;
            }
        }
        _creditBounded(provider, acct, amount, jobs, collateral);
    }

    /// @dev _credit when a field would pass its bound (see _credit).
    function _creditBounded(address provider, uint256 acct, uint256 amount, uint256 jobs, uint256 collateral) private {
        uint256 paid = uint256(uint40((acct >> 96) + jobs)) << 96;
        uint256 reserve = (acct >> 136) + collateral;
        uint256 total = uint96(acct) + amount;
        uint256 payNow;
        if (total > type(uint96).max) {
            payNow = total;
            total = 0;
        }
        uint256 unlockNow;
        if (reserve > type(uint120).max) {
            unlockNow = collateral;
            reserve = acct >> 136;
        }
        _accounts[provider] = total | paid | (reserve << 136);
        if (payNow != 0) {
            emit EarningsWithdrawn(provider, provider, payNow, 0);
            _pay(provider, payNow);
        }
        if (unlockNow != 0) registry.unlock(provider, unlockNow);
    }

    /// @dev Takes `collateral` for a job from `provider`'s free reserve; when the reserve is short,
    /// all of it is taken and only the shortfall is locked in the registry (it joins the job's
    /// collateral directly). One path for every open: the reserve is never negative and the
    /// registry's lock is the only way stake enters. A provider with an empty reserve always goes
    /// through registry.lock (even for zero collateral), which refuses an unregistered provider;
    /// a non-empty reserve was locked through it, so its provider is registered.
    function _takeCollateral(address provider, uint256 collateral) private {
        uint256 acct = _accounts[provider];
        uint256 reserve = acct >> 136;
        if (reserve >= collateral && reserve != 0) {
            unchecked {
                _accounts[provider] = acct - (collateral << 136);
            }
            return;
        }
        if (reserve != 0) _accounts[provider] = uint136(acct);
        registry.lock(provider, collateral - reserve);
    }

    // ---- open ----

    /// @notice Opens a job: checks the provider's signature on `a`, takes `a.price` from the caller
    /// (the requester) and takes `a.collateral` from the provider's free reserve, locking what it
    /// lacks of the provider's registry stake (_takeCollateral). The price is
    /// debited from the caller's deposit when `fromDeposit` (InsufficientDeposit when it does not
    /// cover it), and otherwise pulled from its wallet (approve first); one entry point for both,
    /// so that the escrow's code stays under EIP-170.
    /// The job id's high 20 bytes must be the requester's address, and the acceptance's expiry at
    /// least MIN_RUN_LEAD before its deadline. Reverts FeeOnTransferToken if the escrow received
    /// less than `a.price`.
    function openJob(Acceptance calldata a, bytes calldata signature, bool fromDeposit) external nonReentrant {
        _open(a, signature, fromDeposit);
    }

    /// @notice Like openJob, but first applies the requester's EIP-2612 permit for the payment, so no
    /// prior approve transaction is needed. A permit that fails (for example because it was
    /// front-run) is ignored; the transfer then needs the allowance to be there anyway.
    function openJobWithPermit(
        Acceptance calldata a,
        bytes calldata signature,
        uint256 permitDeadline,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external nonReentrant {
        try IERC20Permit(address(token)).permit(msg.sender, address(this), a.price, permitDeadline, v, r, s) {}
            catch {}
        _open(a, signature, false);
    }

    function _open(Acceptance calldata a, bytes calldata signature, bool fromDeposit) private {
        if (msg.sender != a.requester) revert NotRequester(msg.sender, a.requester);
        if (address(bytes20(a.jobId)) != a.requester) revert JobIdNotRequesters(a.jobId, a.requester);
        if (block.timestamp > a.expiry) revert AcceptanceExpired(a.expiry);
        if (a.deadline <= block.timestamp || a.deadline > type(uint40).max) revert InvalidDeadline(a.deadline);
        if (uint256(a.expiry) + MIN_RUN_LEAD > a.deadline) revert ExpiryTooLate(a.expiry, a.deadline, MIN_RUN_LEAD);
        if (a.jobClass > CLASS_ZK) revert InvalidClass(a.jobClass);
        if (a.price == 0 || a.price > type(uint128).max) revert InvalidAmount(a.price);
        if (a.collateral > type(uint120).max) revert InvalidAmount(a.collateral);
        JobState storage job = _jobs[a.jobId];
        if (job.status != Status.None) revert JobExists(a.jobId);

        bytes32 structHash = acceptanceHash(a);
        address signer = _recover(_hashTypedDataV4(structHash), signature);
        if (signer != a.provider) revert InvalidSignature(signer, a.provider);

        job.status = Status.Open;
        job.time = uint40(a.deadline);
        job.commitment = bytes26(_commit(a.jobId, a.provider, a.price, a.collateral, a.jobClass, structHash));
        if (fromDeposit) {
            uint256 balance = deposits[a.requester];
            if (balance < a.price) revert InsufficientDeposit(balance, a.price);
            unchecked {
                deposits[a.requester] = balance - a.price;
            }
        }
        emit JobOpened(
            a.jobId,
            a.requester,
            a.provider,
            a.specHash,
            a.price,
            a.collateral,
            a.deadline,
            a.jobClass,
            a.secretCommitment,
            a.expiry,
            fromDeposit
        );

        if (!fromDeposit) _pullExact(a.requester, a.price);
        _takeCollateral(a.provider, a.collateral);
    }

    /// @dev PullPayments pays in the escrow's token.
    function _payToken() internal view override returns (IERC20) {
        return token;
    }

    function _recover(bytes32 digest, bytes calldata signature) private pure returns (address) {
        (address signer, ECDSA.RecoverError err,) = ECDSA.tryRecoverCalldata(digest, signature);
        if (err != ECDSA.RecoverError.NoError) return address(0);
        return signer;
    }

    /// @dev Loads the job of `a` and checks that it is in `want` and that `a` (and, once
    /// submitted, `resultHash`) match its commitment. Returns the job's slot, its time and the
    /// acceptance's struct hash (so that a caller writing a new commitment does not hash it again).
    function _load(Acceptance calldata a, bytes32 resultHash, Status want)
        private
        view
        returns (JobState storage job, uint40 time, bytes32 structHash)
    {
        structHash = acceptanceHash(a);
        bytes32 h = want == Status.Open ? structHash : resultCommitment(structHash, resultHash);
        (job, time) = _loadCommitted(a.jobId, _commit(a.jobId, a.provider, a.price, a.collateral, a.jobClass, h), want);
    }

    /// @dev Loads job `jobId` and checks that it is in `want` and that `commitment` (its
    /// termsCommitment, computed by the caller from what it was given) matches the stored one.
    function _loadCommitted(bytes32 jobId, bytes32 commitment, Status want)
        private
        view
        returns (JobState storage job, uint40 time)
    {
        job = _jobs[jobId];
        JobState memory st = job;
        if (st.status != want) {
            if (st.status == Status.None) revert UnknownJob(jobId);
            revert WrongStatus(jobId, st.status);
        }
        if (bytes26(commitment) != st.commitment) revert TermsMismatch(jobId);
        return (job, st.time);
    }

    // ---- provider ----

    /// @notice The provider submits the result CID before the deadline; the challenge window starts.
    /// @param t the terms of the acceptance the job was opened with.
    /// @param structHash that acceptance's struct hash (acceptanceHash): with t, it must match the
    /// job's commitment.
    function submitResult(Terms calldata t, bytes32 structHash, bytes calldata resultCID) external {
        (JobState storage job, uint40 deadline) = _loadCommitted(t.jobId, termsCommitment(t, structHash), Status.Open);
        if (msg.sender != t.provider) revert NotProvider(msg.sender, t.provider);
        if (block.timestamp > deadline) revert DeadlinePassed(deadline);
        if (t.jobClass == CLASS_ZK) revert ProofRequired(t.jobId);
        if (resultCID.length == 0 || resultCID.length > MAX_CID_LENGTH) revert InvalidCID(resultCID.length);
        bytes32 resultHash = keccak256(resultCID);
        uint40 challengeEnd = uint40(block.timestamp) + challengeWindow;
        job.status = Status.Submitted;
        job.time = challengeEnd;
        job.commitment = bytes26(termsCommitment(t, resultCommitment(structHash, resultHash)));
        emit ResultSubmitted(t.jobId, msg.sender, resultCID, resultHash, challengeEnd);
    }

    /// @notice After the challenge window of a Submitted job, or at once for a Proven (zk) job:
    /// credits the price minus the fee to the provider's earnings (withdrawEarnings pays them),
    /// credits the fee to feesAccrued (the treasury's, paid by withdrawFees) and returns the
    /// collateral to the provider's free reserve. Anyone may call it.
    /// @param t the terms of the acceptance the job was opened with.
    /// @param submitted resultCommitment(acceptance's struct hash, keccak256 of the submitted result
    /// or proof's CID): with t, it must match the job's commitment.
    function claim(Terms calldata t, bytes32 submitted) external {
        // No reentrancy guard (~0.3k gas): every write (job, account, fees) is done before the
        // only outside calls, a payout or fee past its bound (_pay) and the trusted registry; a
        // reentrant claim of the same job finds it Claimed.
        JobState storage job = _loadClaimable(t, submitted);
        uint256 fee = t.price * feeBps / 10_000;
        job.status = Status.Claimed;
        emit JobClaimed(t.jobId, t.provider, t.price - fee, fee);

        _credit(t.provider, t.price - fee, 1, t.collateral);
        _accrueFee(fee);
    }

    /// @notice claim for several Submitted or Proven jobs of one provider at once: each job is checked and
    /// marked Claimed exactly as by claim (JobClaimed per job), then the sum of the payouts is
    /// credited to the provider's earnings in one write, the fees are credited once and the
    /// collateral returns to the free reserve in the same write. A provider's jobs thus share the
    /// transaction and the account write: per job it costs a fraction of a claim. All or nothing: any job that cannot be
    /// claimed (wrong status, terms, window still open, another provider, listed twice) reverts
    /// the batch. Anyone may call it.
    /// @param ts the jobs' terms, all with the same provider (1..MAX_CLAIM_BATCH of them).
    /// @param submitted for each job, resultCommitment(struct hash, result hash) as for claim.
    function claimMany(Terms[] calldata ts, bytes32[] calldata submitted) external {
        // No reentrancy guard, as claim: every write is done before the outside calls.
        if (ts.length == 0 || ts.length != submitted.length || ts.length > MAX_CLAIM_BATCH) {
            revert InvalidBatch(ts.length, submitted.length);
        }
        address provider = ts[0].provider;
        uint256 payout;
        uint256 fees;
        uint256 collateral;
        for (uint256 i = 0; i < ts.length; i++) {
            Terms calldata t = ts[i];
            if (t.provider != provider) revert MixedProviders(provider, t.provider);
            JobState storage job = _loadClaimable(t, submitted[i]);
            // Prices and collateral are below 2^128 (checked at open) and there are at most
            // MAX_CLAIM_BATCH jobs: the sums cannot overflow.
            uint256 fee = t.price * feeBps / 10_000;
            job.status = Status.Claimed;
            emit JobClaimed(t.jobId, provider, t.price - fee, fee);
            payout += t.price - fee;
            fees += fee;
            collateral += t.collateral;
        }
        _credit(provider, payout, ts.length, collateral);
        _accrueFee(fees);
    }

    /// @dev Loads a job claim may settle: Submitted with its challenge window over, or Proven (a
    /// verified proof, time is the proof's: claimable at once). Checks t and `submitted` against
    /// the job's commitment.
    function _loadClaimable(Terms calldata t, bytes32 submitted) private view returns (JobState storage job) {
        job = _jobs[t.jobId];
        JobState memory st = job;
        if (st.status != Status.Submitted && st.status != Status.Proven) {
            if (st.status == Status.None) revert UnknownJob(t.jobId);
            revert WrongStatus(t.jobId, st.status);
        }
        if (bytes26(termsCommitment(t, submitted)) != st.commitment) revert TermsMismatch(t.jobId);
        if (block.timestamp < st.time) revert ChallengeWindowOpen(st.time);
    }

    /// @notice After a missed deadline: returns the payment to the requester and slashes the
    /// provider's collateral to the treasury (not to the requester, who can cause a miss: see the
    /// contract's doc). Anyone may call it.
    function refund(Acceptance calldata a) external nonReentrant {
        (JobState storage job, uint40 deadline,) = _load(a, bytes32(0), Status.Open);
        if (block.timestamp <= deadline) revert DeadlineNotReached(deadline);
        job.status = Status.Refunded;
        emit JobRefunded(a.jobId, a.requester, a.price, a.collateral);

        _pay(a.requester, a.price);
        if (a.collateral != 0) registry.slash(a.provider, a.collateral, treasury);
    }

    /// @notice The provider gives up an Open job it cannot run, before its deadline: `reason` says
    /// why (ABANDON_*: the spec, module or inputs became unfetchable after the job was opened). The
    /// requester gets its price back in full and the collateral returns to the provider's free
    /// reserve: no payment, no slash,
    /// no fee, so neither party gains from it. JobAbandoned is on record for reputation.
    function abandon(Acceptance calldata a, uint8 reason) external nonReentrant {
        (JobState storage job, uint40 deadline,) = _load(a, bytes32(0), Status.Open);
        if (msg.sender != a.provider) revert NotProvider(msg.sender, a.provider);
        if (block.timestamp > deadline) revert DeadlinePassed(deadline);
        if (reason == 0 || reason > ABANDON_INPUTS_UNAVAILABLE) revert InvalidReason(reason);
        job.status = Status.Abandoned;
        emit JobAbandoned(a.jobId, a.provider, reason, a.price);

        _pay(a.requester, a.price);
        if (a.collateral != 0) _credit(a.provider, 0, 0, a.collateral);
    }

    // ---- disputes ----

    /// @notice The requester disputes a submitted result inside the challenge window: it reveals
    /// its spot-check secret (keccak256(secret) must be the acceptance's secretCommitment) and
    /// posts the bond (approve disputeBond(price) first). The job becomes Disputed until the
    /// verdict deadline. The committee is drawn later (drawCommittee) from the verifier pool's
    /// stake at the end of the previous block, with a seed no one knows yet.
    function dispute(Acceptance calldata a, bytes32 resultHash, bytes32 secret) external nonReentrant {
        (JobState storage job, uint40 until,) = _load(a, resultHash, Status.Submitted);
        if (msg.sender != a.requester) revert NotRequester(msg.sender, a.requester);
        if (block.timestamp >= until) revert ChallengeWindowClosed(until);
        if (keccak256(abi.encodePacked(secret)) != a.secretCommitment) revert RevealMismatch(a.jobId);
        uint256 bond = disputeBond(a.price);
        uint40 deadline = uint40(block.timestamp) + verdictWindow;
        job.status = Status.Disputed;
        job.time = deadline;
        DisputeRecord storage d = _disputes[a.jobId];
        d.disputer = msg.sender;
        d.openedAt = uint40(block.timestamp);
        d.openBlock = uint48(block.number);
        d.bond = uint128(bond);
        emit DisputeOpened(
            a.jobId, disputeId(a.jobId, block.number), msg.sender, bond, uint64(block.number), secret, deadline
        );

        _pullExact(msg.sender, bond);
    }

    /// @notice Draws the committee of the dispute of `a` (anyone may, once): committeeSize pool
    /// members by snapshot stake at block openBlock - 1, seeded by the hash of block openBlock +
    /// drawDelay, each locking its deposit. Callable from block openBlock + drawDelay + 1 until
    /// the verdict deadline.
    function drawCommittee(Acceptance calldata a, bytes32 resultHash) external nonReentrant {
        (, uint40 deadline,) = _load(a, resultHash, Status.Disputed);
        if (block.timestamp > deadline) revert VerdictLate(deadline);
        DisputeRecord storage d = _disputes[a.jobId];
        if (d.seed != bytes32(0)) revert AlreadyDrawn(a.jobId);
        uint256 openBlock = d.openBlock;
        uint256 seedBlock = openBlock + drawDelay;
        if (block.number <= seedBlock) revert DrawTooEarly(seedBlock + 1);
        // blockhash reaches 256 blocks back: a late draw moves the anchor on by whole 256-block
        // steps, to a block that was still in the future when the dispute opened.
        seedBlock += (block.number - 1 - seedBlock) / 256 * 256;
        bytes32 seed = keccak256(abi.encode(blockhash(seedBlock), a.jobId));
        uint256 target = (a.price + a.collateral + d.bond) * depositBps / 10_000;
        (address[] memory members, uint256[] memory weights, uint256[] memory seatDeposits) = registry.seatVerifiers(
            seed, openBlock - 1, committeeSize, minVerifierStake, a.provider, a.requester, target
        );
        if (members.length == 0) revert NoVerifiers(a.jobId);
        Seat[] storage seats = _committees[a.jobId];
        uint256 weight;
        for (uint256 i = 0; i < members.length; i++) {
            seats.push(Seat({verifier: members[i], vote: 0, weight: uint128(weights[i]), deposit: uint128(seatDeposits[i])}));
            weight += weights[i];
        }
        d.seed = seed;
        d.committeeWeight = uint128(weight);
        emit CommitteeDrawn(a.jobId, disputeId(a.jobId, openBlock), seed, members.length, weight);
    }

    /// @notice Relays signed verdicts on the dispute of `a` (anyone may) and returns how many
    /// counted. A verdict counts if it names this dispute, carries its verifier's signature, was
    /// issued between the opening and the verdict deadline, and comes from a committee member that
    /// has not voted that outcome already; any other verdict is skipped (VerdictSkipped) and the
    /// rest of the batch goes on, so a relayer that front-runs some of them cannot make the batch
    /// fail. A member's verdict with the other outcome than its counted one is proof of
    /// equivocation: its vote stops counting and its deposit is forfeit. Once an outcome's weight
    /// exceeds half the committee's, the dispute resolves and the remaining verdicts are ignored.
    function submitVerdicts(
        Acceptance calldata a,
        bytes32 resultHash,
        Verdict[] calldata verdicts,
        bytes[] calldata signatures
    ) external nonReentrant returns (uint256 counted) {
        if (verdicts.length != signatures.length || verdicts.length == 0) {
            revert InvalidVerdicts(verdicts.length, signatures.length);
        }
        (JobState storage job, uint40 deadline,) = _load(a, resultHash, Status.Disputed);
        if (block.timestamp > deadline) revert VerdictLate(deadline);
        DisputeRecord storage d = _disputes[a.jobId];
        if (d.seed == bytes32(0)) revert NotYetDrawn(a.jobId);
        bytes32 id = disputeId(a.jobId, d.openBlock);
        Seat[] storage seats = _committees[a.jobId];
        for (uint256 i = 0; i < verdicts.length; i++) {
            Verdict calldata v = verdicts[i];
            uint8 skip = _checkVerdict(v, signatures[i], id, a.jobId, d.openedAt, deadline);
            uint256 s = seats.length;
            if (skip == 0) {
                for (s = 0; s < seats.length && seats[s].verifier != v.verifier; s++) {}
                if (s == seats.length) skip = SKIP_NOT_DRAWN;
                else if (seats[s].vote == v.outcome || seats[s].vote == EQUIVOCATED) skip = SKIP_DUPLICATE;
            }
            if (skip != 0) {
                emit VerdictSkipped(a.jobId, v.verifier, skip);
                continue;
            }
            counted++;
            Seat storage seat = seats[s];
            uint128 w = seat.weight;
            if (seat.vote != 0) {
                // It voted the other outcome before: take that vote back.
                if (seat.vote == PROVIDER_FAULT) d.faultWeight -= w;
                else d.rightWeight -= w;
                seat.vote = EQUIVOCATED;
                emit VerifierEquivocated(a.jobId, v.verifier);
                continue;
            }
            seat.vote = v.outcome;
            uint256 side = v.outcome == PROVIDER_FAULT ? (d.faultWeight += w) : (d.rightWeight += w);
            emit VerdictAccepted(a.jobId, v.verifier, v.outcome, v.resultHash);
            if (side * 2 > d.committeeWeight) {
                _resolve(a, job, d, v.outcome);
                return counted;
            }
        }
    }

    /// @dev Returns 0 for a verdict that names this dispute with a valid outcome, signature and
    /// issue time, or the SKIP_ reason.
    function _checkVerdict(
        Verdict calldata v,
        bytes calldata signature,
        bytes32 id,
        bytes32 jobId,
        uint40 openedAt,
        uint40 deadline
    ) private view returns (uint8) {
        if (v.disputeId != id || v.jobId != jobId) return SKIP_WRONG_DISPUTE;
        if (v.outcome != PROVIDER_FAULT && v.outcome != PROVIDER_RIGHT) return SKIP_INVALID_OUTCOME;
        address signer = _recover(verdictDigest(v), signature);
        if (signer == address(0) || signer != v.verifier) return SKIP_FORGED;
        if (v.issuedAt < openedAt || v.issuedAt > deadline) return SKIP_LATE;
        return 0;
    }

    /// @notice After the verdict deadline without a majority: VOID. The bond goes back to the
    /// disputer, the job settles as submitted (the provider is paid as by claim), silent members
    /// lose silentPenaltyBps of their deposit and equivocators all of it. Anyone may call it.
    function expireDispute(Acceptance calldata a, bytes32 resultHash) external nonReentrant {
        (JobState storage job, uint40 deadline,) = _load(a, resultHash, Status.Disputed);
        if (block.timestamp <= deadline) revert VerdictWindowOpen(deadline);
        _resolve(a, job, _disputes[a.jobId], VOID);
    }

    /// @dev Settles a dispute. The collateral returns to the free reserve (provider paid) or is slashed in parts that
    /// add up to exactly a.collateral; each seat's deposit is unlocked or slashed; the bond goes
    /// back, or to the provider and the verifiers.
    function _resolve(Acceptance calldata a, JobState storage job, DisputeRecord storage d, uint8 outcome) private {
        job.status = Status.Resolved;
        // The verifiers' pool: the forfeit's share and the penalties, paid to the winning seats.
        uint256 pool;
        uint256 winWeight;
        uint256 winners;
        Seat[] storage seats = _committees[a.jobId];
        for (uint256 i = 0; i < seats.length; i++) {
            Seat memory s = seats[i];
            uint256 penalty;
            if (s.vote == EQUIVOCATED || (outcome != VOID && s.vote != 0 && s.vote != outcome)) {
                penalty = s.deposit;
            } else if (outcome == VOID && s.vote == 0) {
                penalty = uint256(s.deposit) * silentPenaltyBps / 10_000;
            } else if (s.vote == outcome) {
                winWeight += s.weight;
                winners++;
            }
            if (penalty != 0) {
                pool += penalty;
                emit VerifierPenalized(a.jobId, s.verifier, s.vote, penalty);
            }
            if (s.deposit != 0) registry.releaseDeposit(s.verifier, s.deposit, penalty, address(this));
        }
        bytes32 id = disputeId(a.jobId, d.openBlock);
        if (outcome == PROVIDER_FAULT) {
            uint256 share = a.collateral * verifierShareBps / 10_000;
            emit DisputeResolved(a.jobId, id, outcome, a.collateral, pool + share, winners);
            emit JobRefunded(a.jobId, a.requester, a.price, a.collateral);
            _pay(a.requester, a.price);
            _pay(d.disputer, d.bond);
            // Not to the requester: it could otherwise profit from a dispute it provoked.
            if (a.collateral - share != 0) registry.slash(a.provider, a.collateral - share, treasury);
            if (share != 0) registry.slash(a.provider, share, address(this));
            _payVerifiers(seats, outcome, pool + share, winWeight);
            return;
        }
        uint256 fee = a.price * feeBps / 10_000;
        uint256 bondShare = outcome == VOID ? 0 : uint256(d.bond) * verifierShareBps / 10_000;
        emit DisputeResolved(a.jobId, id, outcome, 0, winners == 0 ? 0 : pool + bondShare, winners);
        emit JobClaimed(a.jobId, a.provider, a.price - fee, fee);
        _credit(a.provider, a.price - fee, 1, a.collateral);
        _accrueFee(fee);
        // VOID: the bond goes back and the penalties to the treasury (no seat won).
        _pay(outcome == VOID ? d.disputer : a.provider, d.bond - bondShare);
        _payVerifiers(seats, outcome, pool + bondShare, winWeight);
    }

    /// @dev Pays `amount` to the seats that voted `outcome`, pro rata to weight; the rounding
    /// dust (or everything, if no seat won) goes to the treasury.
    function _payVerifiers(Seat[] storage seats, uint8 outcome, uint256 amount, uint256 winWeight) private {
        uint256 paid;
        if (winWeight != 0) {
            for (uint256 i = 0; i < seats.length; i++) {
                Seat memory s = seats[i];
                if (s.vote != outcome) continue;
                uint256 r = amount * s.weight / winWeight;
                if (r != 0) {
                    paid += r;
                    _pay(s.verifier, r);
                }
            }
        }
        if (amount - paid != 0) _pay(treasury, amount - paid);
    }

    /// @notice The bond a dispute of a job of this price takes.
    function disputeBond(uint256 price) public view returns (uint256) {
        uint256 b = price * bondBps / 10_000;
        return b > minBond ? b : minBond;
    }

    /// @notice A dispute's id: keccak256(abi.encode(jobId, openBlock)).
    function disputeId(bytes32 jobId, uint256 openBlock) public pure returns (bytes32) {
        return keccak256(abi.encode(jobId, openBlock));
    }

    /// @notice The dispute of a job (zero disputer: none): its id, disputer, bond, seed (zero
    /// until drawn), opening time and block, the committee's weight and the weight voting each way.
    function disputeOf(bytes32 jobId)
        external
        view
        returns (
            bytes32 id,
            address disputer,
            uint256 bond,
            bytes32 seed,
            uint64 openedAt,
            uint64 openBlock,
            uint256 committeeWeight,
            uint256 faultWeight,
            uint256 rightWeight
        )
    {
        DisputeRecord memory d = _disputes[jobId];
        if (d.disputer == address(0)) return (bytes32(0), address(0), 0, bytes32(0), 0, 0, 0, 0, 0);
        return (
            disputeId(jobId, d.openBlock),
            d.disputer,
            d.bond,
            d.seed,
            d.openedAt,
            d.openBlock,
            d.committeeWeight,
            d.faultWeight,
            d.rightWeight
        );
    }

    /// @notice The members of a job's dispute committee, in draw order (empty before the draw).
    function committeeOf(bytes32 jobId) external view returns (address[] memory members) {
        Seat[] storage seats = _committees[jobId];
        members = new address[](seats.length);
        for (uint256 i = 0; i < members.length; i++) {
            members[i] = seats[i].verifier;
        }
    }

    /// @notice `verifier`'s seat on a job's dispute committee: whether it was drawn, its vote (0:
    /// none yet; EQUIVOCATED: both), its weight and its locked deposit.
    function seatOf(bytes32 jobId, address verifier)
        external
        view
        returns (bool drawn, uint8 vote, uint256 weight, uint256 seatDeposit)
    {
        Seat[] storage seats = _committees[jobId];
        for (uint256 i = 0; i < seats.length; i++) {
            Seat memory s = seats[i];
            if (s.verifier == verifier) return (true, s.vote, s.weight, s.deposit);
        }
    }

    /// @notice The EIP-712 digest of a verdict under the domain ("gpumesh", "1", chain id, this
    /// escrow): what a verifier signs (verifier/dispute.Verdict.Digest).
    function verdictDigest(Verdict calldata v) public view returns (bytes32) {
        bytes32 structHash = keccak256(
            abi.encode(VERDICT_TYPEHASH, v.disputeId, v.jobId, v.outcome, v.resultHash, v.verifier, v.issuedAt)
        );
        return MessageHashUtils.toTypedDataHash(verdictDomainSeparator(), structHash);
    }

    /// @notice The EIP-712 domain separator verdicts are signed under.
    function verdictDomainSeparator() public view returns (bytes32) {
        return block.chainid == _verdictChainId ? _verdictDomain : _buildVerdictDomain();
    }

    function _buildVerdictDomain() private view returns (bytes32) {
        return keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256("gpumesh"),
                keccak256("1"),
                block.chainid,
                address(this)
            )
        );
    }

    // ---- zk: pay on proof ----

    /// @notice Registers `verifier` (gnark's exported Solidity verifier, `backend` BACKEND_GROTH16
    /// or BACKEND_PLONK) for the circuit package whose CID bytes hash (keccak256) to `packageHash`,
    /// and returns the circuit id, circuitIdOf(packageHash, verifier.codehash, backend). Anyone may
    /// register; an id is registered once and never changes. Because the id commits to the
    /// verifier's code, a verifier that is not the one the package declares gets an id no honest
    /// requester or provider computes. Verifier code cannot change after this (SELFDESTRUCT only
    /// removes code in its creation transaction since Cancun, and a verifier without code is
    /// refused at every proof).
    function registerCircuit(bytes32 packageHash, address verifier, uint8 backend) external returns (bytes32 circuitId) {
        if (backend > BACKEND_PLONK) revert InvalidBackend(backend);
        if (verifier.code.length == 0) revert NoVerifierCode(verifier);
        circuitId = circuitIdOf(packageHash, verifier.codehash, backend);
        Circuit storage c = _circuits[circuitId];
        if (c.verifier != address(0)) revert CircuitExists(circuitId);
        c.verifier = verifier;
        c.backend = backend;
        emit CircuitRegistered(circuitId, packageHash, verifier, backend, msg.sender);
    }

    /// @notice The id of a circuit: the package (keccak256 of its CID bytes), the code hash of its
    /// verifier (keccak256 of the runtime code) and the proof system.
    function circuitIdOf(bytes32 packageHash, bytes32 verifierCodeHash, uint8 backend) public pure returns (bytes32) {
        return keccak256(abi.encode(packageHash, verifierCodeHash, backend));
    }

    /// @notice The provider of a zk job submits a proof before the deadline; if the job's circuit
    /// verifier accepts it for the job's public inputs, the job becomes Proven: claimable at once
    /// by claim or claimMany (anyone may call them), which pay the provider the price minus the
    /// fee, credit the fee and return the collateral to the free reserve. A Proven job cannot be disputed, refunded or
    /// abandoned. A rejected proof reverts ProofRejected and the job stays Open. The settlement is
    /// not done here so that a provider's proven jobs share its claim batches (one transfer, one
    /// unlock) and the proof's transaction pays only for the proof.
    /// @param specCidHash, circuitId, publicInputs must hash (zkSpecHash) to a.specHash.
    /// @param proof the proof in the verifier's format (gnark's MarshalSolidity).
    /// @param resultCID the CID of the proof and public inputs as content (recorded in the event).
    function submitProof(
        Acceptance calldata a,
        bytes32 specCidHash,
        bytes32 circuitId,
        uint256[] calldata publicInputs,
        bytes calldata proof,
        bytes calldata resultCID
    ) external {
        // No reentrancy guard: the only outside call is the verifier's staticcall, which can
        // change no state.
        (JobState storage job, uint40 deadline, bytes32 structHash) = _load(a, bytes32(0), Status.Open);
        if (msg.sender != a.provider) revert NotProvider(msg.sender, a.provider);
        if (block.timestamp > deadline) revert DeadlinePassed(deadline);
        if (a.jobClass != CLASS_ZK) revert NotZkJob(a.jobId);
        if (resultCID.length == 0 || resultCID.length > MAX_CID_LENGTH) revert InvalidCID(resultCID.length);
        if (publicInputs.length > MAX_PUBLIC_INPUTS) revert TooManyPublicInputs(publicInputs.length);
        if (zkSpecHash(specCidHash, circuitId, publicInputs) != a.specHash) revert BindingMismatch(a.jobId);
        Circuit memory c = _circuits[circuitId];
        if (c.verifier == address(0)) revert UnknownCircuit(circuitId);
        _verifyProof(a.jobId, c, publicInputs, proof);

        bytes32 resultHash = keccak256(resultCID);
        job.status = Status.Proven;
        job.time = uint40(block.timestamp);
        job.commitment =
            bytes26(_commit(a.jobId, a.provider, a.price, a.collateral, a.jobClass, resultCommitment(structHash, resultHash)));
        emit ProofAccepted(a.jobId, circuitId, resultCID);
    }

    /// @dev Calls the verifier with VERIFY_GAS gas and reverts ProofRejected unless it accepts.
    /// Groth16 (gnark): verifyProof(bytes proof, uint256[N] input) reverts on a bad proof; its
    /// selector depends on N, and the static array is encoded in place, so the calldata is built
    /// by hand (in assembly: the signature's decimal N, the selector, then the inputs and the proof
    /// copied from calldata, ~1k gas less than abi.encodePacked with Strings.toString). PLONK
    /// (gnark): Verify(bytes, uint256[]) returns a bool. At most 32 bytes of return data are
    /// copied (a verifier cannot make the caller pay for a large one).
    function _verifyProof(bytes32 jobId, Circuit memory c, uint256[] calldata inputs, bytes calldata proof)
        private
        view
    {
        address verifier = c.verifier;
        // A verifier deleted in its creation transaction would leave no code, and a call to an
        // address without code succeeds: never treat that as an accepted proof.
        if (verifier.code.length == 0) revert NoVerifierCode(verifier);
        bool ok;
        if (c.backend == BACKEND_PLONK) {
            bytes memory data = abi.encodeWithSignature("Verify(bytes,uint256[])", proof, inputs);
            assembly ("memory-safe") {
                ok := staticcall(VERIFY_GAS, verifier, add(data, 0x20), mload(data), 0, 0x20)
                if ok { ok := and(gt(returndatasize(), 0x1f), eq(mload(0), 1)) }
            }
        } else {
            assembly ("memory-safe") {
                let n := inputs.length // <= MAX_PUBLIC_INPUTS (256): at most 3 decimal digits
                let p := mload(0x40)
                // The signature "verifyProof(bytes,uint256[<n>])" at p (26 + digits + 2 bytes).
                mstore(p, "verifyProof(bytes,uint256[")
                let digits := add(1, add(gt(n, 9), gt(n, 99)))
                let q := add(p, 26)
                let x := n
                for { let i := digits } i { i := sub(i, 1) } {
                    mstore8(add(q, sub(i, 1)), add(48, mod(x, 10)))
                    x := div(x, 10)
                }
                q := add(q, digits)
                mstore8(q, 0x5d) // ']'
                mstore8(add(q, 1), 0x29) // ')'
                let sig := keccak256(p, sub(add(q, 2), p))
                // The calldata: selector | offset of proof (after the N inline inputs) | inputs |
                // proof length | proof | zeros to a whole word.
                mstore(p, and(sig, shl(224, 0xffffffff)))
                mstore(add(p, 0x04), shl(5, add(n, 1)))
                calldatacopy(add(p, 0x24), inputs.offset, shl(5, n))
                let r := add(add(p, 0x24), shl(5, n))
                mstore(r, proof.length)
                calldatacopy(add(r, 0x20), proof.offset, proof.length)
                mstore(add(add(r, 0x20), proof.length), 0)
                let end := add(add(r, 0x20), and(add(proof.length, 31), not(31)))
                ok := staticcall(VERIFY_GAS, verifier, p, sub(end, p), 0, 0)
            }
        }
        if (!ok) {
            // The call got less than VERIFY_GAS (63/64 rule): the transaction's gas limit was too
            // low, not the proof wrong.
            if (gasleft() <= VERIFY_GAS / 63) revert VerifierOutOfGas(jobId);
            revert ProofRejected(jobId);
        }
    }

    /// @notice The spec hash a zk job's acceptance carries: it binds the job spec (keccak256 of
    /// its CID bytes), the circuit id and the exact public inputs.
    function zkSpecHash(bytes32 specCidHash, bytes32 circuitId, uint256[] calldata publicInputs)
        public
        pure
        returns (bytes32)
    {
        return keccak256(abi.encode(specCidHash, circuitId, keccak256(abi.encodePacked(publicInputs))));
    }

    /// @notice The verifier and backend of a registered circuit (zero verifier: not registered).
    function circuit(bytes32 circuitId) external view returns (address verifier, uint8 backend) {
        Circuit memory c = _circuits[circuitId];
        return (c.verifier, c.backend);
    }

    // ---- owner ----

    /// @notice Sets the treasury. The fees accrued so far are paid to the old treasury first:
    /// they were earned while it was the treasury.
    function setTreasury(address treasury_) external onlyOwner nonReentrant {
        if (treasury_ == address(0)) revert ZeroAddress();
        if (feesAccrued != 0) _withdrawFees();
        treasury = treasury_;
        emit TreasurySet(treasury_);
    }

    // ---- fees ----

    /// @notice Pays feesAccrued to the treasury and returns the amount. Anyone may call it: the
    /// fees go only to the treasury (or, if the token refuses the transfer, to owed[treasury]).
    function withdrawFees() external nonReentrant returns (uint256 amount) {
        if (feesAccrued == 0) revert NoFeesAccrued();
        return _withdrawFees();
    }

    function _withdrawFees() private returns (uint256 amount) {
        amount = feesAccrued;
        address t = treasury;
        feesAccrued = 0;
        emit FeesWithdrawn(t, amount);
        _pay(t, amount);
    }

    /// @dev Credits a settlement's `fee` to feesAccrued. When the sum would not fit in 96 bits, the
    /// sum (fee included) is paid to the treasury at once instead, so that the bound never makes a
    /// settlement revert.
    function _accrueFee(uint256 fee) private {
        if (fee == 0) return;
        uint256 total = uint256(feesAccrued) + fee;
        if (total > type(uint96).max) {
            address t = treasury;
            feesAccrued = 0;
            emit FeesWithdrawn(t, total);
            _pay(t, total);
            return;
        }
        feesAccrued = uint96(total);
    }

    // ---- views ----

    /// @notice The EIP-712 struct hash of an acceptance.
    function acceptanceHash(Acceptance calldata a) public pure returns (bytes32) {
        return keccak256(
            abi.encode(
                ACCEPTANCE_TYPEHASH,
                a.jobId,
                a.requester,
                a.provider,
                a.specHash,
                a.price,
                a.collateral,
                a.deadline,
                a.jobClass,
                a.secretCommitment,
                a.expiry
            )
        );
    }

    /// @notice The EIP-712 digest of an acceptance under this escrow's domain: what the provider signs.
    function acceptanceDigest(Acceptance calldata a) external view returns (bytes32) {
        return _hashTypedDataV4(acceptanceHash(a));
    }

    /// @notice What a submitted job commits to besides its terms: keccak256(structHash, resultHash).
    function resultCommitment(bytes32 structHash, bytes32 resultHash) public pure returns (bytes32) {
        return keccak256(abi.encode(structHash, resultHash));
    }

    /// @notice The commitment a job's slot stores (its high 208 bits): keccak256(abi.encode(t, h))
    /// with h the acceptance's struct hash while Open and resultCommitment(structHash, resultHash)
    /// from a submitted result on. The struct hash binds every field of the acceptance (t's
    /// included, so t cannot differ from the signed terms); t in the clear lets submitResult and
    /// claim be sent with t and one hash instead of the whole acceptance.
    function termsCommitment(Terms calldata t, bytes32 h) public pure returns (bytes32) {
        return _commit(t.jobId, t.provider, t.price, t.collateral, t.jobClass, h);
    }

    function _commit(bytes32 jobId, address provider, uint256 price, uint256 collateral, uint8 jobClass, bytes32 h)
        private
        pure
        returns (bytes32)
    {
        return keccak256(abi.encode(jobId, provider, price, collateral, jobClass, h));
    }

    /// @notice The EIP-712 domain separator (chain id and this contract's address).
    function domainSeparator() external view returns (bytes32) {
        return _domainSeparatorV4();
    }

    /// @notice A job's status, its time (deadline while Open, end of the challenge window once
    /// Submitted, the proof's time once Proven) and its commitment.
    function jobState(bytes32 jobId) external view returns (Status status, uint64 time, bytes26 commitment) {
        JobState memory st = _jobs[jobId];
        return (st.status, st.time, st.commitment);
    }
}
