// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {PullPayments} from "./PullPayments.sol";

/// @title ProviderRegistry
/// @notice Registers GPU providers (wallet -> libp2p peer id, metadata CID) and holds their stake in
/// the payment token. Stake leaves through an unbonding delay. Part of the stake is locked as job
/// collateral by an authorised slasher (the JobEscrow; later a dispute module), which may also slash
/// locked collateral to a recipient. A slash payout the token refuses (a blacklisted recipient) is
/// credited to owed[recipient] for withdrawOwed (PullPayments), so it never blocks the slashing
/// settlement; stake comes in through _pullExact, which refuses fee-on-transfer tokens.
/// @dev The escrow's address is an immutable constructor argument (the deployer predicts it from
/// its nonce) so that the lock and unlock on every job need no storage read for authorisation;
/// further slashers (a dispute module) are kept in an owner-managed set.
/// Token balance invariant: token.balanceOf(this) == totalStaked + totalUnbonding + totalOwed. One storage slot per provider holds stake, locked and the registered
/// flag, so a lock or unlock costs one cold read and one write.
contract ProviderRegistry is Ownable, ReentrancyGuardTransient, PullPayments {
    using SafeERC20 for IERC20;

    /// @notice Longest accepted libp2p peer id (bytes) and metadata CID (bytes).
    uint256 public constant MAX_PEER_ID_LENGTH = 128;
    uint256 public constant MAX_METADATA_LENGTH = 256;

    struct Account {
        uint128 stake; // bonded stake, locked included
        uint120 locked; // part of stake locked as job collateral
        bool registered;
    }

    struct Unbonding {
        uint128 amount;
        uint64 readyAt;
    }

    /// @notice The staking token (the escrow's payment token).
    IERC20 public immutable token;
    /// @notice The JobEscrow: always allowed to lock, unlock and slash.
    address public immutable escrow;
    /// @notice Seconds between requestUnstake and withdraw.
    uint64 public unbondingDelay;
    /// @notice Sum of all bonded stake.
    uint128 public totalStaked;
    /// @notice Sum of all stake waiting out its unbonding delay.
    uint128 public totalUnbonding;

    mapping(address provider => Account) private _accounts;
    mapping(address provider => Unbonding) private _unbonding;
    mapping(address provider => bytes) private _peerIds;
    mapping(address provider => string) private _metadata;
    /// @notice Contracts besides the escrow allowed to lock, unlock and slash collateral.
    mapping(address slasher => bool) public isSlasher;

    event ProviderRegistered(address indexed provider, bytes peerId, string metadataCID);
    event Staked(address indexed provider, uint256 amount, uint256 stake);
    event UnstakeRequested(address indexed provider, uint256 amount, uint256 stake, uint64 readyAt);
    event Withdrawn(address indexed provider, uint256 amount);
    event CollateralLocked(address indexed provider, uint256 amount, uint256 locked);
    event CollateralUnlocked(address indexed provider, uint256 amount, uint256 locked);
    event Slashed(address indexed provider, address indexed by, address indexed recipient, uint256 amount);
    event SlasherSet(address indexed slasher, bool allowed);
    event UnbondingDelaySet(uint64 delay);

    error ZeroAddress();
    error ZeroAmount();
    error AmountTooLarge(uint256 amount);
    error InvalidPeerId(uint256 length);
    error InvalidMetadata(uint256 length);
    error NotRegistered(address provider);
    error NotSlasher(address caller);
    error InsufficientFreeStake(uint256 free, uint256 requested);
    error InsufficientLocked(uint256 locked, uint256 requested);
    error NothingToWithdraw();
    error UnbondingNotReady(uint64 readyAt);

    modifier onlySlasher() {
        if (msg.sender != escrow && !isSlasher[msg.sender]) revert NotSlasher(msg.sender);
        _;
    }

    constructor(IERC20 token_, address escrow_, uint64 unbondingDelay_, address owner_) Ownable(owner_) {
        if (address(token_) == address(0) || escrow_ == address(0)) revert ZeroAddress();
        token = token_;
        escrow = escrow_;
        unbondingDelay = unbondingDelay_;
        emit UnbondingDelaySet(unbondingDelay_);
    }

    // ---- provider actions ----

    /// @notice Registers the caller as a provider, or updates its peer id and metadata CID.
    function register(bytes calldata peerId, string calldata metadataCID) external {
        if (peerId.length == 0 || peerId.length > MAX_PEER_ID_LENGTH) revert InvalidPeerId(peerId.length);
        if (bytes(metadataCID).length > MAX_METADATA_LENGTH) revert InvalidMetadata(bytes(metadataCID).length);
        _accounts[msg.sender].registered = true;
        _peerIds[msg.sender] = peerId;
        _metadata[msg.sender] = metadataCID;
        emit ProviderRegistered(msg.sender, peerId, metadataCID);
    }

    /// @notice Adds `amount` to the caller's stake (pulls tokens; approve first).
    function stake(uint256 amount) external nonReentrant {
        if (amount == 0) revert ZeroAmount();
        Account storage a = _accounts[msg.sender];
        if (!a.registered) revert NotRegistered(msg.sender);
        uint256 newStake = uint256(a.stake) + amount;
        if (newStake > type(uint120).max) revert AmountTooLarge(amount);
        a.stake = uint128(newStake);
        totalStaked += uint128(amount);
        emit Staked(msg.sender, amount, newStake);
        _pullExact(msg.sender, amount);
    }

    /// @dev PullPayments pays in the staking token.
    function _payToken() internal view override returns (IERC20) {
        return token;
    }

    /// @notice Moves `amount` of free (unlocked) stake into unbonding; it can be withdrawn after
    /// `unbondingDelay` seconds. A new request adds to the pending amount and restarts the delay.
    function requestUnstake(uint256 amount) external {
        if (amount == 0) revert ZeroAmount();
        Account storage a = _accounts[msg.sender];
        uint256 free = uint256(a.stake) - a.locked;
        if (amount > free) revert InsufficientFreeStake(free, amount);
        a.stake -= uint128(amount);
        totalStaked -= uint128(amount);
        totalUnbonding += uint128(amount);
        Unbonding storage u = _unbonding[msg.sender];
        u.amount += uint128(amount);
        uint64 readyAt = uint64(block.timestamp) + unbondingDelay;
        u.readyAt = readyAt;
        emit UnstakeRequested(msg.sender, amount, a.stake, readyAt);
    }

    /// @notice Withdraws the caller's unbonded stake once its delay has passed.
    function withdraw() external nonReentrant {
        Unbonding memory u = _unbonding[msg.sender];
        if (u.amount == 0) revert NothingToWithdraw();
        if (block.timestamp < u.readyAt) revert UnbondingNotReady(u.readyAt);
        delete _unbonding[msg.sender];
        totalUnbonding -= u.amount;
        emit Withdrawn(msg.sender, u.amount);
        token.safeTransfer(msg.sender, u.amount);
    }

    // ---- slasher actions (escrow, dispute module) ----

    /// @notice Locks `amount` of the provider's free stake as collateral.
    function lock(address provider, uint256 amount) external onlySlasher {
        Account storage a = _accounts[provider];
        if (!a.registered) revert NotRegistered(provider);
        uint256 locked = uint256(a.locked) + amount;
        if (locked > a.stake) revert InsufficientFreeStake(uint256(a.stake) - a.locked, amount);
        a.locked = uint120(locked);
        emit CollateralLocked(provider, amount, locked);
    }

    /// @notice Releases `amount` of the provider's locked collateral back to free stake.
    function unlock(address provider, uint256 amount) external onlySlasher {
        Account storage a = _accounts[provider];
        uint256 locked = a.locked;
        if (amount > locked) revert InsufficientLocked(locked, amount);
        unchecked {
            locked -= amount;
        }
        a.locked = uint120(locked);
        emit CollateralUnlocked(provider, amount, locked);
    }

    /// @notice Takes `amount` of the provider's locked collateral and pays it to `recipient` (or
    /// credits it to owed[recipient] when the token refuses the transfer).
    function slash(address provider, uint256 amount, address recipient) external onlySlasher nonReentrant {
        if (recipient == address(0)) revert ZeroAddress();
        Account storage a = _accounts[provider];
        uint256 locked = a.locked;
        if (amount > locked) revert InsufficientLocked(locked, amount);
        unchecked {
            a.locked = uint120(locked - amount);
            a.stake -= uint128(amount);
        }
        totalStaked -= uint128(amount);
        emit Slashed(provider, msg.sender, recipient, amount);
        _pay(recipient, amount);
    }

    // ---- owner ----

    /// @notice Allows or disallows `slasher` to lock, unlock and slash collateral.
    function setSlasher(address slasher, bool allowed) external onlyOwner {
        if (slasher == address(0)) revert ZeroAddress();
        isSlasher[slasher] = allowed;
        emit SlasherSet(slasher, allowed);
    }

    /// @notice Sets the unbonding delay for future unstake requests.
    function setUnbondingDelay(uint64 delay) external onlyOwner {
        unbondingDelay = delay;
        emit UnbondingDelaySet(delay);
    }

    // ---- views ----

    function isRegistered(address provider) external view returns (bool) {
        return _accounts[provider].registered;
    }

    function stakeOf(address provider) external view returns (uint256) {
        return _accounts[provider].stake;
    }

    function lockedOf(address provider) external view returns (uint256) {
        return _accounts[provider].locked;
    }

    function freeStakeOf(address provider) external view returns (uint256) {
        Account memory a = _accounts[provider];
        return uint256(a.stake) - a.locked;
    }

    function unbondingOf(address provider) external view returns (uint256 amount, uint64 readyAt) {
        Unbonding memory u = _unbonding[provider];
        return (u.amount, u.readyAt);
    }

    function peerIdOf(address provider) external view returns (bytes memory) {
        return _peerIds[provider];
    }

    function metadataOf(address provider) external view returns (string memory) {
        return _metadata[provider];
    }

    /// @notice Tokens the registry holds on behalf of others: bonded and unbonding stake, and slash
    /// payouts owed to recipients whose transfer failed.
    function totalHeld() external view returns (uint256) {
        return uint256(totalStaked) + totalUnbonding + totalOwed;
    }
}
