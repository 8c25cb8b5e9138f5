// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Permit.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {ProviderRegistry} from "./ProviderRegistry.sol";
import {PullPayments} from "./PullPayments.sol";

/// @title PaymentChannel
/// @notice Unidirectional payment channels for burst jobs (like Filecoin payment channels). A
/// requester pre-funds a channel to one provider with an expiry. For every burst job it signs an
/// EIP-712 Voucher {channelId, cumulative amount, sequence}; the provider keeps only the best one
/// and redeems it in one transaction, which pays the delta over what was already redeemed (minus
/// the protocol fee, which goes to the treasury). The provider must redeem by expiry + grace;
/// after that the requester (or anyone for it) reclaims what is left. The requester can top up
/// and extend a live channel.
///
/// @dev A channel is dead once block.timestamp > expiry + grace: top-up and extend need
/// block.timestamp <= expiry, redeem needs block.timestamp <= expiry + grace, so after a reclaim
/// nothing can revive it, and its id can never be opened again (ChannelExists), so a voucher can
/// never be redeemed twice. Vouchers are signed under this contract's EIP-712 domain (chain id and
/// address): a voucher never replays on another chain or another channel contract.
///
/// Storage: four slots per channel (requester|expiry, provider|sequence, deposit|redeemed,
/// collateral|disputing).
///
/// Checkable burst work. Vouchers pay for burst jobs without a transaction per job, so a wrong
/// result is answered off the happy path, with three pieces:
///  - Collateral: the channel's provider locks part of its ProviderRegistry stake for the channel
///    (lockCollateral, its own transaction, so nobody can lock a provider's stake without its
///    consent). The requester's SDK asks for at least CollateralRatio (spot-check parameters,
///    default 8x) times a job's price before it pays for the job. The collateral stays locked
///    until the channel ends (reclaim, after expiry + grace, with no dispute open).
///  - Receipts: with every result the provider returns an EIP-712 Receipt {channelId, jobId,
///    sequence, specHash, resultHash, price} signed under this contract's domain. Nothing of it
///    goes on chain unless the result is disputed.
///  - Disputes: the requester re-runs a secret random sample of its burst jobs elsewhere; on a
///    mismatch it opens a dispute with the receipt (disputeJob) by expiry + grace, posting a bond
///    of max(minBond, price * bondBps / 10000). The dispute is judged exactly like a JobEscrow
///    dispute, by a committee of the registry's verifier pool: only stake checkpointed before the
///    dispute's block counts, the seed is the hash of a block drawDelay after the opening, every
///    seat weighs the same and locks an equal deposit (depositBps of price + collateral + bond),
///    a majority of the seats' weight decides, wrong and equivocating seats lose their deposit,
///    silent ones silentPenaltyBps of it when the dispute voids. Verdicts are the escrow's Verdict
///    type signed under the domain ("gpumesh", "1", chain id, this contract), with disputeId =
///    keccak256(channelId, jobId, openBlock), so a verdict never counts for the other contract.
///    One dispute at a time per channel; a job (channel id, job id) is disputed at most once.
///  - Outcomes. ProviderFault: the channel's whole collateral is slashed; the requester gets its
///    bond back and, from the collateral, the disputed job's price (its proven loss: it paid that
///    price by voucher) and nothing more, so a requester colluding with a provider loses the rest;
///    the verifiers who voted with the outcome share verifierShareBps of the collateral and the
///    wrong seats' deposits; the treasury takes the remainder. ProviderRight: the provider takes
///    the bond less the verifiers' share; the collateral stays locked for the channel. Void (no
///    majority by the verdict deadline, expireDispute): the bond goes back.
///    A requester disputing honest work loses its bond (profit -bond < 0); a provider caught with
///    a wrong result loses collateral >= 8x the job's price while it gained at most the price.
///  Job ids in receipts are namespaced by requester like the escrow's (high 20 bytes: the
///  channel's requester), so a verifier watching both contracts never mixes two disputes up.
///
/// Payouts (redeem, reclaim, fees) are pull-on-failure (PullPayments): a transfer the token refuses
/// (a blacklisted treasury, provider or requester) is credited to owed[recipient] for withdrawOwed,
/// so it blocks nobody else. Deposits come in through _pullExact, which refuses fee-on-transfer
/// tokens.
///
/// Token balance invariant: token.balanceOf(this) == sum over channels of (deposit - redeemed)
/// + the bonds of open disputes + totalOwed; reclaim sets deposit to redeemed. Collateral and
/// committee deposits stay in the registry; what a dispute slashes passes through only within
/// the resolving transaction.
contract PaymentChannel is Ownable, EIP712, ReentrancyGuardTransient, PullPayments {
    uint16 public constant MAX_FEE_BPS = 2_000;

    bytes32 public constant VOUCHER_TYPEHASH = keccak256("Voucher(bytes32 channelId,uint256 amount,uint64 sequence)");
    bytes32 public constant RECEIPT_TYPEHASH = keccak256(
        "Receipt(bytes32 channelId,bytes32 jobId,uint64 sequence,bytes32 specHash,bytes32 resultHash,uint256 price)"
    );
    /// @notice JobEscrow's verdict type: one verifier code path signs for both contracts.
    bytes32 public constant VERDICT_TYPEHASH = keccak256(
        "Verdict(bytes32 disputeId,bytes32 jobId,uint8 outcome,bytes32 resultHash,address verifier,uint64 issuedAt)"
    );

    /// @notice Dispute outcomes (verifier/dispute: ProviderFault=1, ProviderRight=2, Void=3).
    uint8 public constant PROVIDER_FAULT = 1;
    uint8 public constant PROVIDER_RIGHT = 2;
    uint8 public constant VOID = 3;
    /// @notice Most seats a committee may have.
    uint8 public constant MAX_COMMITTEE = 32;
    /// @notice A seat's vote after it signed both outcomes.
    uint8 public constant EQUIVOCATED = 255;
    /// @notice Why submitVerdicts skipped a verdict (VerdictSkipped.reason), as in JobEscrow.
    uint8 public constant SKIP_WRONG_DISPUTE = 1;
    uint8 public constant SKIP_INVALID_OUTCOME = 2;
    uint8 public constant SKIP_FORGED = 3;
    uint8 public constant SKIP_LATE = 4;
    uint8 public constant SKIP_NOT_DRAWN = 5;
    uint8 public constant SKIP_DUPLICATE = 6;

    /// @notice What the provider signs with each burst result (EIP-712, this contract's domain).
    struct Receipt {
        bytes32 channelId;
        bytes32 jobId; // high 20 bytes: the channel's requester
        uint64 sequence; // the voucher that paid the job
        bytes32 specHash; // keccak256 of the job spec's CID bytes
        bytes32 resultHash; // keccak256 of the result CID bytes
        uint256 price; // what the job cost (the voucher's increment)
    }

    /// @notice A verifier's signed finding (JobEscrow.Verdict; domain "gpumesh" / "1" / this).
    struct Verdict {
        bytes32 disputeId;
        bytes32 jobId;
        uint8 outcome; // PROVIDER_FAULT or PROVIDER_RIGHT
        bytes32 resultHash; // keccak256 of the verifier's own result CID bytes (informative)
        address verifier;
        uint64 issuedAt; // unix seconds, between the dispute's opening and its verdict deadline
    }

    /// @notice Dispute parameters, fixed at deployment (JobEscrow.DisputeConfig's fields).
    struct DisputeConfig {
        uint256 minBond;
        uint16 bondBps;
        uint32 verdictWindow;
        uint8 committeeSize;
        uint256 minVerifierStake;
        uint16 drawDelay;
        uint16 verifierShareBps;
        uint32 depositBps;
        uint16 silentPenaltyBps;
    }

    /// @notice The open (or last) dispute of a channel.
    struct DisputeRecord {
        bytes32 jobId;
        uint40 openedAt;
        uint40 deadline; // verdicts until then
        uint48 openBlock;
        uint128 bond;
        uint128 price; // the receipt's price: the most the requester is refunded
        bytes32 seed; // zero until drawCommittee
        uint128 committeeWeight;
        uint128 faultWeight;
        uint128 rightWeight;
    }

    /// @notice One committee seat (JobEscrow.Seat).
    struct Seat {
        address verifier;
        uint8 vote;
        uint128 weight;
        uint128 deposit;
    }

    struct Channel {
        address requester; // zero: the channel was never opened
        uint40 expiry; // unix seconds: vouchers are issued until then, top-up and extend too
        address provider;
        uint64 sequence; // sequence of the last redeemed voucher (0: none)
        uint128 deposit; // total deposited (after a reclaim: equal to redeemed)
        uint128 redeemed; // cumulative amount of the last redeemed voucher
        uint120 collateral; // provider stake locked in the registry for this channel
        bool disputing; // a dispute is open: the channel cannot end
    }

    IERC20 public immutable token;
    /// @notice Protocol fee in basis points of every redeemed delta, paid to the treasury.
    uint16 public immutable feeBps;
    /// @notice Seconds after a channel's expiry during which its provider can still redeem (and
    /// its requester dispute a receipt).
    uint32 public immutable grace;
    /// @notice Holds the providers' collateral and the verifier pool; lets this contract lock,
    /// unlock and slash (its `channels` address).
    ProviderRegistry public immutable registry;

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

    mapping(bytes32 channelId => Channel) private _channels;
    mapping(bytes32 channelId => DisputeRecord) private _disputes;
    mapping(bytes32 disputeId => Seat[]) private _committees;
    /// @notice Whether job `keccak256(channelId, jobId)` was disputed already.
    mapping(bytes32 jobKey => bool) public jobDisputed;

    event ChannelOpened(
        bytes32 indexed channelId, address indexed requester, address indexed provider, uint256 deposit, uint64 expiry
    );
    event ChannelToppedUp(bytes32 indexed channelId, uint256 amount, uint256 deposit);
    event ChannelExtended(bytes32 indexed channelId, uint64 expiry);
    event ChannelRedeemed(
        bytes32 indexed channelId, address indexed provider, uint256 amount, uint64 sequence, uint256 payout, uint256 fee
    );
    event ChannelReclaimed(bytes32 indexed channelId, address indexed requester, uint256 amount);
    event TreasurySet(address treasury);
    event CollateralLocked(bytes32 indexed channelId, address indexed provider, uint256 amount, uint256 collateral);
    event CollateralReleased(bytes32 indexed channelId, address indexed provider, uint256 amount);
    /// @notice Carries what a verifier needs: the disputed receipt and its result CID.
    event BurstDisputeOpened(
        bytes32 indexed channelId,
        bytes32 indexed jobId,
        bytes32 disputeId,
        address requester,
        address provider,
        bytes32 specHash,
        uint256 price,
        uint256 bond,
        uint64 openBlock,
        uint64 deadline,
        bytes resultCID
    );
    event CommitteeDrawn(bytes32 indexed jobId, bytes32 indexed disputeId, bytes32 seed, uint256 seats, uint256 weight);
    event VerdictAccepted(bytes32 indexed jobId, address indexed verifier, uint8 outcome, bytes32 resultHash);
    event VerdictSkipped(bytes32 indexed jobId, address indexed verifier, uint8 reason);
    event VerifierEquivocated(bytes32 indexed jobId, address indexed verifier);
    event VerifierPenalized(bytes32 indexed jobId, address indexed verifier, uint8 vote, uint256 amount);
    /// @notice slashed: collateral taken from the provider; toRequester: the part refunded to the
    /// requester (the job's price at most); verifierPay: paid to the seats that won.
    event BurstDisputeResolved(
        bytes32 indexed channelId,
        bytes32 indexed jobId,
        bytes32 disputeId,
        uint8 outcome,
        uint256 slashed,
        uint256 toRequester,
        uint256 verifierPay,
        uint256 winners
    );

    error ZeroAddress();
    error InvalidFee(uint16 feeBps);
    error InvalidAmount(uint256 amount);
    error InvalidExpiry(uint64 expiry);
    error ChannelExists(bytes32 channelId);
    error UnknownChannel(bytes32 channelId);
    error NotRequester(address caller, address requester);
    error NotProvider(address caller, address provider);
    error ChannelExpired(uint64 expiry);
    error BadVoucherSignature(address signer, address requester);
    error StaleVoucher(uint64 sequence, uint64 lastSequence);
    error AmountNotIncreasing(uint256 amount, uint256 redeemed);
    error AmountExceedsDeposit(uint256 amount, uint256 deposit);
    error RedeemWindowClosed(uint64 until);
    error ReclaimTooEarly(uint64 until);
    error NothingToReclaim(bytes32 channelId);
    error WrongRegistry(address registryEscrow);
    error InvalidDisputeConfig();
    error DisputeOpen(bytes32 channelId);
    error NoDispute(bytes32 channelId);
    error NoCollateral(bytes32 channelId);
    error ReceiptMismatch(bytes32 channelId);
    error BadReceiptSignature(address signer, address provider);
    error JobIdNotRequesters(bytes32 jobId, address requester);
    error JobAlreadyDisputed(bytes32 jobId);
    error ResultMismatch(bytes32 resultHash);
    error DisputeWindowClosed(uint64 until);
    error InvalidVerdicts(uint256 verdicts, uint256 signatures);
    error VerdictLate(uint64 deadline);
    error VerdictWindowOpen(uint64 until);
    error AlreadyDrawn(bytes32 jobId);
    error NotYetDrawn(bytes32 jobId);
    error DrawTooEarly(uint256 fromBlock);
    error NoVerifiers(bytes32 jobId);

    /// @param registry_ must have been deployed with this contract's address as its `channels`.
    constructor(
        IERC20 token_,
        ProviderRegistry registry_,
        address treasury_,
        uint16 feeBps_,
        uint32 grace_,
        address owner_,
        DisputeConfig memory dc
    ) Ownable(owner_) EIP712("gpumesh PaymentChannel", "1") {
        if (address(token_) == address(0) || address(registry_) == address(0) || treasury_ == address(0)) {
            revert ZeroAddress();
        }
        if (registry_.channels() != address(this)) revert WrongRegistry(registry_.channels());
        if (feeBps_ > MAX_FEE_BPS) revert InvalidFee(feeBps_);
        if (
            dc.minBond == 0 || dc.minBond > type(uint128).max || dc.bondBps > 10_000 || dc.verdictWindow == 0
                || dc.committeeSize == 0 || dc.committeeSize > MAX_COMMITTEE || dc.drawDelay == 0
                || dc.verifierShareBps > 10_000 || dc.depositBps == 0 || dc.depositBps > 1_000_000
                || dc.silentPenaltyBps > 10_000
        ) revert InvalidDisputeConfig();
        registry = registry_;
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
        treasury = treasury_;
        feeBps = feeBps_;
        grace = grace_;
        emit TreasurySet(treasury_);
    }

    // ---- requester ----

    /// @notice Opens channel channelId(msg.sender, provider, salt) with `amount` (approve first),
    /// live until `expiry`.
    function open(address provider, bytes32 salt, uint256 amount, uint64 expiry)
        external
        nonReentrant
        returns (bytes32 channelId_)
    {
        return _open(provider, salt, amount, expiry);
    }

    /// @notice Like open, but first applies the requester's EIP-2612 permit for `amount`, so no
    /// prior approve transaction is needed. A failing permit (for example front-run) is ignored;
    /// the transfer then needs the allowance anyway.
    function openWithPermit(
        address provider,
        bytes32 salt,
        uint256 amount,
        uint64 expiry,
        uint256 permitDeadline,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external nonReentrant returns (bytes32 channelId_) {
        try IERC20Permit(address(token)).permit(msg.sender, address(this), amount, permitDeadline, v, r, s) {}
            catch {}
        return _open(provider, salt, amount, expiry);
    }

    function _open(address provider, bytes32 salt, uint256 amount, uint64 expiry) private returns (bytes32 id) {
        if (provider == address(0)) revert ZeroAddress();
        if (amount == 0 || amount > type(uint128).max) revert InvalidAmount(amount);
        if (expiry <= block.timestamp || expiry > type(uint40).max) revert InvalidExpiry(expiry);
        id = channelId(msg.sender, provider, salt);
        Channel storage ch = _channels[id];
        if (ch.requester != address(0)) revert ChannelExists(id);
        ch.requester = msg.sender;
        ch.expiry = uint40(expiry);
        ch.provider = provider;
        ch.deposit = uint128(amount);
        emit ChannelOpened(id, msg.sender, provider, amount, expiry);

        _pullExact(msg.sender, amount);
    }

    /// @dev PullPayments pays in the channels' token.
    function _payToken() internal view override returns (IERC20) {
        return token;
    }

    /// @notice Adds `amount` to a live channel's deposit (approve first). Only its requester.
    function topUp(bytes32 id, uint256 amount) external nonReentrant {
        _topUp(id, amount);
    }

    /// @notice Like topUp with an EIP-2612 permit for `amount` first.
    function topUpWithPermit(bytes32 id, uint256 amount, uint256 permitDeadline, uint8 v, bytes32 r, bytes32 s)
        external
        nonReentrant
    {
        try IERC20Permit(address(token)).permit(msg.sender, address(this), amount, permitDeadline, v, r, s) {}
            catch {}
        _topUp(id, amount);
    }

    function _topUp(bytes32 id, uint256 amount) private {
        Channel storage ch = _live(id);
        if (amount == 0 || amount > type(uint128).max) revert InvalidAmount(amount);
        uint256 deposit = uint256(ch.deposit) + amount;
        if (deposit > type(uint128).max) revert InvalidAmount(amount);
        ch.deposit = uint128(deposit);
        emit ChannelToppedUp(id, amount, deposit);

        _pullExact(msg.sender, amount);
    }

    /// @notice Moves a live channel's expiry later. Only its requester.
    function extend(bytes32 id, uint64 expiry) external {
        Channel storage ch = _live(id);
        if (expiry <= ch.expiry || expiry > type(uint40).max) revert InvalidExpiry(expiry);
        ch.expiry = uint40(expiry);
        emit ChannelExtended(id, expiry);
    }

    /// @dev The channel `id`, checked to exist, to be the caller's and to be live.
    function _live(bytes32 id) private view returns (Channel storage ch) {
        ch = _channels[id];
        (address requester, uint40 expiry) = (ch.requester, ch.expiry);
        if (requester == address(0)) revert UnknownChannel(id);
        if (msg.sender != requester) revert NotRequester(msg.sender, requester);
        if (block.timestamp > expiry) revert ChannelExpired(expiry);
    }

    // ---- provider ----

    /// @notice Locks `amount` more of the caller's free registry stake as the collateral of live
    /// channel `id` (only its provider). It stays locked until the channel ends (reclaim) and is
    /// slashed whole if a dispute finds one of the channel's results wrong.
    function lockCollateral(bytes32 id, uint256 amount) external nonReentrant {
        Channel storage ch = _channels[id];
        (address provider, uint40 expiry, uint120 collateral) = (ch.provider, ch.expiry, ch.collateral);
        if (ch.requester == address(0)) revert UnknownChannel(id);
        if (msg.sender != provider) revert NotProvider(msg.sender, provider);
        if (block.timestamp > expiry) revert ChannelExpired(expiry);
        uint256 total = uint256(collateral) + amount;
        if (amount == 0 || total > type(uint120).max) revert InvalidAmount(amount);
        ch.collateral = uint120(total);
        emit CollateralLocked(id, provider, amount, total);
        registry.lock(provider, amount);
    }

    /// @notice Redeems the requester's voucher {id, amount, sequence}: pays the provider
    /// amount - redeemed minus the fee, the fee to the treasury. Only the channel's provider, by
    /// expiry + grace. `amount` is cumulative: it and `sequence` must exceed the last redeemed ones.
    function redeem(bytes32 id, uint256 amount, uint64 sequence, bytes calldata signature) external nonReentrant {
        Channel storage ch = _channels[id];
        Channel memory c = ch;
        if (c.requester == address(0)) revert UnknownChannel(id);
        if (msg.sender != c.provider) revert NotProvider(msg.sender, c.provider);
        uint64 until = uint64(c.expiry) + grace;
        if (block.timestamp > until) revert RedeemWindowClosed(until);
        address signer = _recover(_hashTypedDataV4(voucherHash(id, amount, sequence)), signature);
        if (signer != c.requester) revert BadVoucherSignature(signer, c.requester);
        if (sequence <= c.sequence) revert StaleVoucher(sequence, c.sequence);
        if (amount <= c.redeemed) revert AmountNotIncreasing(amount, c.redeemed);
        if (amount > c.deposit) revert AmountExceedsDeposit(amount, c.deposit);

        uint256 delta = amount - c.redeemed;
        uint256 fee = delta * feeBps / 10_000;
        ch.sequence = sequence;
        ch.redeemed = uint128(amount);
        emit ChannelRedeemed(id, c.provider, amount, sequence, delta - fee, fee);

        _pay(c.provider, delta - fee);
        _pay(treasury, fee);
    }

    function _recover(bytes32 digest, bytes calldata signature) private pure returns (address) {
        (address signer, ECDSA.RecoverError err,) = ECDSA.tryRecoverCalldata(digest, signature);
        if (err != ECDSA.RecoverError.NoError) return address(0);
        return signer;
    }

    // ---- after expiry + grace ----

    /// @notice After expiry + grace, with no dispute open, ends the channel: returns what was not
    /// redeemed to the requester and unlocks the provider's collateral. Anyone may call it.
    function reclaim(bytes32 id) external nonReentrant {
        Channel storage ch = _channels[id];
        Channel memory c = ch;
        if (c.requester == address(0)) revert UnknownChannel(id);
        uint64 until = uint64(c.expiry) + grace;
        if (block.timestamp <= until) revert ReclaimTooEarly(until);
        if (c.disputing) revert DisputeOpen(id);
        uint256 rest = c.deposit - c.redeemed;
        if (rest == 0 && c.collateral == 0) revert NothingToReclaim(id);
        if (rest != 0) {
            ch.deposit = c.redeemed;
            emit ChannelReclaimed(id, c.requester, rest);
        }
        if (c.collateral != 0) {
            ch.collateral = 0;
            emit CollateralReleased(id, c.provider, c.collateral);
            registry.unlock(c.provider, c.collateral);
        }
        _pay(c.requester, rest);
    }

    // ---- disputes of burst results ----

    /// @notice Disputes the result of one burst job of channel r.channelId (only its requester,
    /// by expiry + grace): `providerSig` is the provider's signature on receipt `r`, `resultCID`
    /// the result CID it names (keccak256(resultCID) == r.resultHash). Pulls the bond (approve
    /// disputeBond(r.price) first). The committee is drawn later (drawCommittee) from the
    /// verifier pool's stake at the end of the previous block, with a seed no one knows yet.
    function disputeJob(Receipt calldata r, bytes calldata providerSig, bytes calldata resultCID)
        external
        nonReentrant
    {
        bytes32 id = r.channelId;
        Channel storage ch = _channels[id];
        Channel memory c = ch;
        if (c.requester == address(0)) revert UnknownChannel(id);
        if (msg.sender != c.requester) revert NotRequester(msg.sender, c.requester);
        uint64 until = uint64(c.expiry) + grace;
        if (block.timestamp > until) revert DisputeWindowClosed(until);
        if (c.disputing) revert DisputeOpen(id);
        if (c.collateral == 0) revert NoCollateral(id);
        if (address(bytes20(r.jobId)) != c.requester) revert JobIdNotRequesters(r.jobId, c.requester);
        if (keccak256(resultCID) != r.resultHash) revert ResultMismatch(r.resultHash);
        address signer = _recover(_hashTypedDataV4(receiptHash(r)), providerSig);
        if (signer != c.provider) revert BadReceiptSignature(signer, c.provider);
        bytes32 key = keccak256(abi.encode(id, r.jobId));
        if (jobDisputed[key]) revert JobAlreadyDisputed(r.jobId);
        if (r.price == 0 || r.price > type(uint128).max) revert InvalidAmount(r.price);
        jobDisputed[key] = true;
        ch.disputing = true;
        uint256 bond = disputeBond(r.price);
        uint40 deadline = uint40(block.timestamp) + verdictWindow;
        _disputes[id] = DisputeRecord({
            jobId: r.jobId,
            openedAt: uint40(block.timestamp),
            deadline: deadline,
            openBlock: uint48(block.number),
            bond: uint128(bond),
            price: uint128(r.price),
            seed: bytes32(0),
            committeeWeight: 0,
            faultWeight: 0,
            rightWeight: 0
        });
        emit BurstDisputeOpened(
            id,
            r.jobId,
            disputeId(id, r.jobId, block.number),
            c.requester,
            c.provider,
            r.specHash,
            r.price,
            bond,
            uint64(block.number),
            deadline,
            resultCID
        );
        _pullExact(msg.sender, bond);
    }

    /// @dev The channel's open dispute, checked to exist.
    function _openDispute(bytes32 id) private view returns (Channel storage ch, DisputeRecord storage d) {
        ch = _channels[id];
        if (!ch.disputing) revert NoDispute(id);
        d = _disputes[id];
    }

    /// @notice Draws the committee of channel `id`'s dispute (anyone may, once), as
    /// JobEscrow.drawCommittee: committeeSize pool members by snapshot stake at block
    /// openBlock - 1, seeded by the hash of block openBlock + drawDelay, each locking its deposit.
    function drawCommittee(bytes32 id) external nonReentrant {
        (Channel storage ch, DisputeRecord storage d) = _openDispute(id);
        if (block.timestamp > d.deadline) revert VerdictLate(d.deadline);
        if (d.seed != bytes32(0)) revert AlreadyDrawn(d.jobId);
        uint256 openBlock = d.openBlock;
        uint256 seedBlock = openBlock + drawDelay;
        if (block.number <= seedBlock) revert DrawTooEarly(seedBlock + 1);
        // blockhash reaches 256 blocks back: a late draw moves the anchor on by whole 256-block
        // steps, to a block that was still in the future when the dispute opened.
        seedBlock += (block.number - 1 - seedBlock) / 256 * 256;
        bytes32 jobId = d.jobId;
        bytes32 seed = keccak256(abi.encode(blockhash(seedBlock), id, jobId));
        uint256 target = (uint256(d.price) + ch.collateral + d.bond) * depositBps / 10_000;
        (address[] memory members, uint256[] memory weights, uint256[] memory deposits) = registry.seatVerifiers(
            seed, openBlock - 1, committeeSize, minVerifierStake, ch.provider, ch.requester, target
        );
        if (members.length == 0) revert NoVerifiers(d.jobId);
        bytes32 did = disputeId(id, jobId, openBlock);
        Seat[] storage seats = _committees[did];
        uint256 weight;
        for (uint256 i = 0; i < members.length; i++) {
            seats.push(Seat({verifier: members[i], vote: 0, weight: uint128(weights[i]), deposit: uint128(deposits[i])}));
            weight += weights[i];
        }
        d.seed = seed;
        d.committeeWeight = uint128(weight);
        emit CommitteeDrawn(jobId, did, seed, members.length, weight);
    }

    /// @notice Relays signed verdicts on channel `id`'s dispute (anyone may) and returns how many
    /// counted, with JobEscrow.submitVerdicts' rules: invalid or repeated verdicts are skipped
    /// (VerdictSkipped), a seat signing both outcomes is equivocating, and the dispute resolves
    /// once an outcome's weight exceeds half the committee's.
    function submitVerdicts(bytes32 id, Verdict[] calldata verdicts, bytes[] calldata signatures)
        external
        nonReentrant
        returns (uint256 counted)
    {
        if (verdicts.length != signatures.length || verdicts.length == 0) {
            revert InvalidVerdicts(verdicts.length, signatures.length);
        }
        (Channel storage ch, DisputeRecord storage d) = _openDispute(id);
        uint40 deadline = d.deadline;
        if (block.timestamp > deadline) revert VerdictLate(deadline);
        if (d.seed == bytes32(0)) revert NotYetDrawn(d.jobId);
        bytes32 jobId = d.jobId;
        bytes32 did = disputeId(id, jobId, d.openBlock);
        Seat[] storage seats = _committees[did];
        for (uint256 i = 0; i < verdicts.length; i++) {
            Verdict calldata v = verdicts[i];
            uint8 skip = _checkVerdict(v, signatures[i], did, jobId, d.openedAt, deadline);
            uint256 s = seats.length;
            if (skip == 0) {
                for (s = 0; s < seats.length && seats[s].verifier != v.verifier; s++) {}
                if (s == seats.length) skip = SKIP_NOT_DRAWN;
                else if (seats[s].vote == v.outcome || seats[s].vote == EQUIVOCATED) skip = SKIP_DUPLICATE;
            }
            if (skip != 0) {
                emit VerdictSkipped(jobId, v.verifier, skip);
                continue;
            }
            counted++;
            Seat storage seat = seats[s];
            uint128 w = seat.weight;
            if (seat.vote != 0) {
                if (seat.vote == PROVIDER_FAULT) d.faultWeight -= w;
                else d.rightWeight -= w;
                seat.vote = EQUIVOCATED;
                emit VerifierEquivocated(jobId, v.verifier);
                continue;
            }
            seat.vote = v.outcome;
            uint256 side = v.outcome == PROVIDER_FAULT ? (d.faultWeight += w) : (d.rightWeight += w);
            emit VerdictAccepted(jobId, v.verifier, v.outcome, v.resultHash);
            if (side * 2 > d.committeeWeight) {
                _resolve(id, ch, d, v.outcome);
                return counted;
            }
        }
    }

    function _checkVerdict(
        Verdict calldata v,
        bytes calldata signature,
        bytes32 did,
        bytes32 jobId,
        uint40 openedAt,
        uint40 deadline
    ) private view returns (uint8) {
        if (v.disputeId != did || v.jobId != jobId) return SKIP_WRONG_DISPUTE;
        if (v.outcome != PROVIDER_FAULT && v.outcome != PROVIDER_RIGHT) return SKIP_INVALID_OUTCOME;
        address signer = _recover(verdictDigest(v), signature);
        if (signer == address(0) || signer != v.verifier) return SKIP_FORGED;
        if (v.issuedAt < openedAt || v.issuedAt > deadline) return SKIP_LATE;
        return 0;
    }

    /// @notice After the verdict deadline without a majority: VOID. The bond goes back, silent
    /// seats lose silentPenaltyBps of their deposit and equivocators all of it (to the treasury),
    /// the collateral stays locked for the channel. Anyone may call it.
    function expireDispute(bytes32 id) external nonReentrant {
        (Channel storage ch, DisputeRecord storage d) = _openDispute(id);
        if (block.timestamp <= d.deadline) revert VerdictWindowOpen(d.deadline);
        _resolve(id, ch, d, VOID);
    }

    /// @dev Settles a dispute: every seat's deposit is released or slashed once; on a fault the
    /// whole collateral is slashed in parts (requester up to the price, verifiers, treasury) that
    /// add up to it exactly.
    function _resolve(bytes32 id, Channel storage ch, DisputeRecord storage d, uint8 outcome) private {
        ch.disputing = false;
        bytes32 jobId = d.jobId;
        bytes32 did = disputeId(id, jobId, d.openBlock);
        uint256 pool;
        uint256 winWeight;
        uint256 winners;
        Seat[] storage seats = _committees[did];
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
                emit VerifierPenalized(jobId, s.verifier, s.vote, penalty);
            }
            if (s.deposit != 0) registry.releaseDeposit(s.verifier, s.deposit, penalty, address(this));
        }
        (address requester, address provider) = (ch.requester, ch.provider);
        uint256 bond = d.bond;
        if (outcome == PROVIDER_FAULT) {
            uint256 collateral = ch.collateral;
            ch.collateral = 0;
            uint256 share = collateral * verifierShareBps / 10_000;
            // The requester's proven loss is the price it paid for the wrong result: no more, so
            // a requester colluding with a provider never profits from its slash.
            uint256 refund = collateral - share < d.price ? collateral - share : d.price;
            uint256 rest = collateral - share - refund;
            emit BurstDisputeResolved(id, jobId, did, outcome, collateral, refund, pool + share, winners);
            _pay(requester, bond);
            if (refund != 0) registry.slash(provider, refund, requester);
            if (rest != 0) registry.slash(provider, rest, treasury);
            if (share != 0) registry.slash(provider, share, address(this));
            _payVerifiers(seats, outcome, pool + share, winWeight);
            return;
        }
        uint256 bondShare = outcome == VOID ? 0 : bond * verifierShareBps / 10_000;
        emit BurstDisputeResolved(id, jobId, did, outcome, 0, 0, winners == 0 ? 0 : pool + bondShare, winners);
        // VOID: the bond goes back and the penalties to the treasury (no seat won).
        _pay(outcome == VOID ? requester : provider, bond - bondShare);
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

    // ---- owner ----

    function setTreasury(address treasury_) external onlyOwner {
        if (treasury_ == address(0)) revert ZeroAddress();
        treasury = treasury_;
        emit TreasurySet(treasury_);
    }

    // ---- views ----

    /// @notice The id of the channel `requester` opens to `provider` with `salt`.
    function channelId(address requester, address provider, bytes32 salt) public pure returns (bytes32) {
        return keccak256(abi.encode(requester, provider, salt));
    }

    /// @notice The bond a dispute of a job of this price takes: max(minBond, price * bondBps / 10000).
    function disputeBond(uint256 price) public view returns (uint256) {
        uint256 b = price * bondBps / 10_000;
        return b > minBond ? b : minBond;
    }

    /// @notice A burst dispute's id: keccak256(abi.encode(channelId, jobId, openBlock)).
    function disputeId(bytes32 id, bytes32 jobId, uint256 openBlock) public pure returns (bytes32) {
        return keccak256(abi.encode(id, jobId, openBlock));
    }

    /// @notice The EIP-712 struct hash of a receipt.
    function receiptHash(Receipt calldata r) public pure returns (bytes32) {
        return keccak256(abi.encode(RECEIPT_TYPEHASH, r.channelId, r.jobId, r.sequence, r.specHash, r.resultHash, r.price));
    }

    /// @notice The EIP-712 digest of a receipt under this contract's domain: what the provider signs.
    function receiptDigest(Receipt calldata r) external view returns (bytes32) {
        return _hashTypedDataV4(receiptHash(r));
    }

    /// @notice The EIP-712 digest of a verdict under the domain ("gpumesh", "1", chain id, this
    /// contract): what a verifier signs (verifier/dispute.Verdict.Digest with this address).
    function verdictDigest(Verdict calldata v) public view returns (bytes32) {
        bytes32 structHash = keccak256(
            abi.encode(VERDICT_TYPEHASH, v.disputeId, v.jobId, v.outcome, v.resultHash, v.verifier, v.issuedAt)
        );
        return MessageHashUtils.toTypedDataHash(verdictDomainSeparator(), structHash);
    }

    /// @notice The EIP-712 domain separator verdicts on burst disputes are signed under.
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

    /// @notice A channel's collateral and whether a dispute is open.
    function collateralOf(bytes32 id) external view returns (uint256 collateral, bool disputing) {
        Channel storage ch = _channels[id];
        return (ch.collateral, ch.disputing);
    }

    /// @notice A channel's open (or last) dispute: its id, job, opening time and block, verdict
    /// deadline, bond, price, seed (zero until drawn), the committee's weight and each side's.
    function burstDisputeOf(bytes32 id)
        external
        view
        returns (
            bytes32 did,
            bytes32 jobId,
            bool pending,
            uint64 openedAt,
            uint64 openBlock,
            uint64 deadline,
            uint256 bond,
            uint256 price,
            bytes32 seed,
            uint256 committeeWeight,
            uint256 faultWeight,
            uint256 rightWeight
        )
    {
        DisputeRecord memory d = _disputes[id];
        if (d.openBlock != 0) did = disputeId(id, d.jobId, d.openBlock);
        return (
            did,
            d.jobId,
            _channels[id].disputing,
            d.openedAt,
            d.openBlock,
            d.deadline,
            d.bond,
            d.price,
            d.seed,
            d.committeeWeight,
            d.faultWeight,
            d.rightWeight
        );
    }

    /// @notice `verifier`'s seat on dispute `did`: whether it was drawn, its vote (0: none yet;
    /// EQUIVOCATED: both), its weight and its locked deposit.
    function burstSeatOf(bytes32 did, address verifier)
        external
        view
        returns (bool drawn, uint8 vote, uint256 weight, uint256 deposit)
    {
        Seat[] storage seats = _committees[did];
        for (uint256 i = 0; i < seats.length; i++) {
            Seat memory s = seats[i];
            if (s.verifier == verifier) return (true, s.vote, s.weight, s.deposit);
        }
    }

    /// @notice The EIP-712 struct hash of a voucher.
    function voucherHash(bytes32 id, uint256 amount, uint64 sequence) public pure returns (bytes32) {
        return keccak256(abi.encode(VOUCHER_TYPEHASH, id, amount, sequence));
    }

    /// @notice The EIP-712 digest of a voucher under this contract's domain: what the requester signs.
    function voucherDigest(bytes32 id, uint256 amount, uint64 sequence) external view returns (bytes32) {
        return _hashTypedDataV4(voucherHash(id, amount, sequence));
    }

    /// @notice The EIP-712 domain separator (chain id and this contract's address).
    function domainSeparator() external view returns (bytes32) {
        return _domainSeparatorV4();
    }

    /// @notice A channel's state (all zero when it was never opened). The provider can redeem
    /// until expiry + grace.
    function channel(bytes32 id)
        external
        view
        returns (
            address requester,
            address provider,
            uint64 expiry,
            uint64 sequence,
            uint256 deposit,
            uint256 redeemed
        )
    {
        Channel memory c = _channels[id];
        return (c.requester, c.provider, c.expiry, c.sequence, c.deposit, c.redeemed);
    }
}
