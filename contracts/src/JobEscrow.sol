// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Permit.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {ProviderRegistry} from "./ProviderRegistry.sol";

/// @title JobEscrow
/// @notice Holds a requester's payment for one compute job and settles it. One transaction opens the
/// job with the provider's EIP-712-signed Acceptance: it pulls the payment and locks the provider's
/// collateral in the ProviderRegistry. The provider submits the result CID before the deadline; after
/// the challenge window anyone may claim (the provider is paid, the protocol fee accrues for the
/// treasury, the collateral is unlocked). If the deadline passes without a result, anyone may refund
/// (the payment goes back and the collateral is slashed to the requester).
/// @dev Token balance invariant: token.balanceOf(this) == sum(price of Open, Submitted and Disputed
/// jobs) + accruedFees. Job records take three storage slots written at open plus one at submit.
/// Dispute (verifier quorum) and pay-on-proof (ZK jobs) are reserved: their entry points revert
/// NotEnabled() and their status values and spare job fields exist so that a later version keeps
/// this layout.
contract JobEscrow is Ownable, EIP712, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @notice Job classes (DESIGN.md): batch and zk settle through this escrow; burst normally
    /// through payment channels, but a burst job may also be escrowed.
    uint8 public constant CLASS_BATCH = 0;
    uint8 public constant CLASS_BURST = 1;
    uint8 public constant CLASS_ZK = 2;

    uint16 public constant MAX_FEE_BPS = 2_000;
    uint256 public constant MAX_CID_LENGTH = 128;

    bytes32 public constant ACCEPTANCE_TYPEHASH = keccak256(
        "Acceptance(bytes32 jobId,address requester,address provider,bytes32 specHash,uint256 price,uint256 collateral,uint64 deadline,uint8 jobClass,bytes32 secretCommitment,uint64 expiry)"
    );

    enum Status {
        None, // never opened: the job id is free
        Open, // payment and collateral locked, waiting for the result
        Submitted, // result submitted, challenge window running
        Disputed, // reserved: a verifier quorum is deciding
        Claimed, // provider paid
        Refunded, // deadline missed: requester refunded, collateral slashed
        Resolved // reserved: a dispute was decided
    }

    /// @notice What the provider signs. price and collateral are in token units.
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

    /// @notice A job record: three slots from open, one more from submit.
    struct Job {
        // slot 0: read by every call
        address provider;
        uint40 deadline; // result due by; after submit: end of the challenge window
        Status status;
        uint8 jobClass;
        uint32 challengeWindow; // snapshot at open
        // slot 1
        address requester;
        uint96 price;
        // slot 2
        uint96 collateral;
        uint16 feeBps; // snapshot at open
        uint144 reserved; // room for dispute state (round, verdict deadline)
        // slot 3
        bytes32 secretCommitment;
        // slot 4
        bytes32 resultHash; // keccak256 of the result CID bytes
    }

    IERC20 public immutable token;
    ProviderRegistry public immutable registry;

    /// @notice Receives the accrued protocol fees.
    address public treasury;
    /// @notice Protocol fee in basis points of the price, taken at claim.
    uint16 public feeBps;
    /// @notice Seconds after a submit during which the result can be challenged.
    uint32 public challengeWindow;
    /// @notice Fees earned by claims and not yet swept to the treasury.
    uint256 public accruedFees;

    mapping(bytes32 jobId => Job) private _jobs;

    event JobOpened(
        bytes32 indexed jobId,
        address indexed requester,
        address indexed provider,
        bytes32 specHash,
        uint256 price,
        uint256 collateral,
        uint64 deadline,
        uint8 jobClass,
        bytes32 secretCommitment
    );
    event ResultSubmitted(bytes32 indexed jobId, address indexed provider, bytes resultCID, uint64 challengeEnd);
    event JobClaimed(bytes32 indexed jobId, address indexed provider, uint256 payout, uint256 fee);
    event JobRefunded(bytes32 indexed jobId, address indexed requester, uint256 price, uint256 slashed);
    event FeesSwept(address indexed treasury, uint256 amount);
    event TreasurySet(address treasury);
    event FeeSet(uint16 feeBps);
    event ChallengeWindowSet(uint32 challengeWindow);

    error ZeroAddress();
    error NotEnabled();
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
    error DeadlinePassed(uint64 deadline);
    error DeadlineNotReached(uint64 deadline);
    error ChallengeWindowOpen(uint64 until);
    error NoFees();

    constructor(
        IERC20 token_,
        ProviderRegistry registry_,
        address treasury_,
        uint16 feeBps_,
        uint32 challengeWindow_,
        address owner_
    ) Ownable(owner_) EIP712("gpumesh JobEscrow", "1") {
        if (address(token_) == address(0) || address(registry_) == address(0) || treasury_ == address(0)) {
            revert ZeroAddress();
        }
        if (feeBps_ > MAX_FEE_BPS) revert InvalidFee(feeBps_);
        token = token_;
        registry = registry_;
        treasury = treasury_;
        feeBps = feeBps_;
        challengeWindow = challengeWindow_;
        emit TreasurySet(treasury_);
        emit FeeSet(feeBps_);
        emit ChallengeWindowSet(challengeWindow_);
    }

    // ---- open ----

    /// @notice Opens a job: checks the provider's signature on `a`, pulls `a.price` from the caller
    /// (the requester; approve first) and locks `a.collateral` of the provider's registry stake.
    function openJob(Acceptance calldata a, bytes calldata signature) external nonReentrant {
        _open(a, signature);
    }

    /// @notice Like openJob, but first applies the requester's EIP-2612 permit for the payment, so no
    /// prior approve transaction is needed. A permit that was already used (for example front-run)
    /// is ignored when the allowance suffices.
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
        _open(a, signature);
    }

    function _open(Acceptance calldata a, bytes calldata signature) private {
        if (msg.sender != a.requester) revert NotRequester(msg.sender, a.requester);
        if (block.timestamp > a.expiry) revert AcceptanceExpired(a.expiry);
        if (a.deadline <= block.timestamp || a.deadline > type(uint40).max) revert InvalidDeadline(a.deadline);
        if (a.jobClass > CLASS_ZK) revert InvalidClass(a.jobClass);
        if (a.price == 0 || a.price > type(uint96).max) revert InvalidAmount(a.price);
        if (a.collateral > type(uint96).max) revert InvalidAmount(a.collateral);
        Job storage job = _jobs[a.jobId];
        if (job.status != Status.None) revert JobExists(a.jobId);

        address signer = _recover(acceptanceDigest(a), signature);
        if (signer != a.provider) revert InvalidSignature(signer, a.provider);

        job.provider = a.provider;
        job.deadline = uint40(a.deadline);
        job.status = Status.Open;
        job.jobClass = a.jobClass;
        job.challengeWindow = challengeWindow;
        job.feeBps = feeBps;
        job.requester = a.requester;
        job.price = uint96(a.price);
        job.collateral = uint96(a.collateral);
        job.secretCommitment = a.secretCommitment;
        emit JobOpened(
            a.jobId,
            a.requester,
            a.provider,
            a.specHash,
            a.price,
            a.collateral,
            a.deadline,
            a.jobClass,
            a.secretCommitment
        );

        token.safeTransferFrom(a.requester, address(this), a.price);
        registry.lock(a.provider, a.collateral);
    }

    function _recover(bytes32 digest, bytes calldata signature) private pure returns (address) {
        (address signer, ECDSA.RecoverError err,) = ECDSA.tryRecoverCalldata(digest, signature);
        if (err != ECDSA.RecoverError.NoError) return address(0);
        return signer;
    }

    // ---- provider ----

    /// @notice The provider submits the result CID before the deadline; the challenge window starts.
    function submitResult(bytes32 jobId, bytes calldata resultCID) external {
        Job storage job = _jobs[jobId];
        Status status = job.status;
        if (status != Status.Open) _revertStatus(jobId, status);
        if (msg.sender != job.provider) revert NotProvider(msg.sender, job.provider);
        if (block.timestamp > job.deadline) revert DeadlinePassed(job.deadline);
        if (resultCID.length == 0 || resultCID.length > MAX_CID_LENGTH) revert InvalidCID(resultCID.length);
        uint40 challengeEnd = uint40(block.timestamp) + job.challengeWindow;
        job.status = Status.Submitted;
        job.deadline = challengeEnd;
        job.resultHash = keccak256(resultCID);
        emit ResultSubmitted(jobId, msg.sender, resultCID, challengeEnd);
    }

    /// @notice After the challenge window: pays the provider price minus the fee, accrues the fee
    /// and unlocks the collateral. Anyone may call it.
    function claim(bytes32 jobId) external nonReentrant {
        Job storage job = _jobs[jobId];
        Status status = job.status;
        if (status != Status.Submitted) _revertStatus(jobId, status);
        if (block.timestamp < job.deadline) revert ChallengeWindowOpen(job.deadline);
        address provider = job.provider;
        uint256 price = job.price;
        uint256 collateral = job.collateral;
        uint256 fee = price * job.feeBps / 10_000;
        job.status = Status.Claimed;
        if (fee != 0) accruedFees += fee;
        emit JobClaimed(jobId, provider, price - fee, fee);

        token.safeTransfer(provider, price - fee);
        if (collateral != 0) registry.unlock(provider, collateral);
    }

    /// @notice After a missed deadline: returns the payment to the requester and slashes the
    /// provider's collateral to the requester. Anyone may call it.
    function refund(bytes32 jobId) external nonReentrant {
        Job storage job = _jobs[jobId];
        Status status = job.status;
        if (status != Status.Open) _revertStatus(jobId, status);
        if (block.timestamp <= job.deadline) revert DeadlineNotReached(job.deadline);
        address requester = job.requester;
        uint256 price = job.price;
        uint256 collateral = job.collateral;
        job.status = Status.Refunded;
        emit JobRefunded(jobId, requester, price, collateral);

        token.safeTransfer(requester, price);
        if (collateral != 0) registry.slash(job.provider, collateral, requester);
    }

    /// @notice Reserved for the verification issue: a requester or verifier disputes a submitted
    /// result, and a quorum of staked verifiers decides.
    function dispute(bytes32, bytes calldata) external pure {
        revert NotEnabled();
    }

    /// @notice Reserved for the ZK issue: a zk-class job is paid on a proof that verifies on-chain.
    function submitProof(bytes32, bytes calldata, bytes calldata) external pure {
        revert NotEnabled();
    }

    /// @notice Sends the accrued fees to the treasury. Anyone may call it.
    function sweepFees() external nonReentrant {
        uint256 amount = accruedFees;
        if (amount == 0) revert NoFees();
        accruedFees = 0;
        address to = treasury;
        emit FeesSwept(to, amount);
        token.safeTransfer(to, amount);
    }

    function _revertStatus(bytes32 jobId, Status status) private pure {
        if (status == Status.None) revert UnknownJob(jobId);
        revert WrongStatus(jobId, status);
    }

    // ---- owner ----

    function setTreasury(address treasury_) external onlyOwner {
        if (treasury_ == address(0)) revert ZeroAddress();
        treasury = treasury_;
        emit TreasurySet(treasury_);
    }

    /// @notice Sets the fee for jobs opened from now on (open jobs keep their snapshot).
    function setFeeBps(uint16 feeBps_) external onlyOwner {
        if (feeBps_ > MAX_FEE_BPS) revert InvalidFee(feeBps_);
        feeBps = feeBps_;
        emit FeeSet(feeBps_);
    }

    /// @notice Sets the challenge window for jobs opened from now on.
    function setChallengeWindow(uint32 challengeWindow_) external onlyOwner {
        challengeWindow = challengeWindow_;
        emit ChallengeWindowSet(challengeWindow_);
    }

    // ---- views ----

    /// @notice The EIP-712 digest of an acceptance under this escrow's domain: what the provider signs.
    function acceptanceDigest(Acceptance calldata a) public view returns (bytes32) {
        return _hashTypedDataV4(
            keccak256(
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
            )
        );
    }

    /// @notice The EIP-712 domain separator (chain id and this contract's address).
    function domainSeparator() external view returns (bytes32) {
        return _domainSeparatorV4();
    }

    function getJob(bytes32 jobId) external view returns (Job memory) {
        return _jobs[jobId];
    }

    function statusOf(bytes32 jobId) external view returns (Status) {
        return _jobs[jobId].status;
    }
}
