// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {Checkpoints} from "@openzeppelin/contracts/utils/structs/Checkpoints.sol";
import {PullPayments} from "./PullPayments.sol";

/// @title ProviderRegistry
/// @notice Registers GPU providers (wallet -> libp2p peer id, metadata CID) and holds their stake in
/// the payment token. Stake leaves through an unbonding delay. Part of the stake is locked as job
/// collateral by an authorised slasher (the JobEscrow; later a dispute module), which may also slash
/// locked collateral to a recipient. A slash payout the token refuses (a blacklisted recipient) is
/// credited to owed[recipient] for withdrawOwed (PullPayments), so it never blocks the slashing
/// settlement; stake comes in through _pullExact, which refuses fee-on-transfer tokens.
/// @dev The escrow's and the payment channels' addresses are immutable constructor arguments (the
/// deployer predicts them from its nonce) so that the lock and unlock on every job need no storage
/// read for authorisation;
/// further slashers (a dispute module) are kept in an owner-managed set.
/// Token balance invariant: token.balanceOf(this) == totalStaked + totalUnbonding + totalOwed. One storage slot per provider holds stake, locked and the registered
/// flag, so a lock or unlock costs one cold read and one write.
///
/// Verifier pool: a registered account opts in (joinVerifiers) to be drawn onto dispute
/// committees. The pool is a bounded array of MAX_VERIFIERS slots. While an account is in the
/// pool its stake is checkpointed by block number (OpenZeppelin Checkpoints.Trace208), so
/// stakeAt(account, block) is known and a dispute counts only stake bonded before it opened.
/// Leaving takes two steps: leaveVerifiers stops the account counting for disputes opened after
/// that block, finishLeaveVerifiers frees its slot after the unbonding delay. Slots never move
/// (a freed slot is reused by a later joiner, who counts only for disputes opened after it
/// joined), so between a dispute's opening and its committee draw no pool change can alter the
/// weights the draw sees, as long as the unbonding delay is at least the escrow's verdict window
/// (a dispute is drawn within its verdict window).
contract ProviderRegistry is Ownable, ReentrancyGuardTransient, PullPayments {
    using SafeERC20 for IERC20;
    using Checkpoints for Checkpoints.Trace208;

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
    /// @notice The PaymentChannel contract: always allowed to lock, unlock and slash (burst
    /// channel collateral and burst dispute committees).
    address public immutable channels;
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
        if (msg.sender != escrow && msg.sender != channels && !isSlasher[msg.sender]) revert NotSlasher(msg.sender);
        _;
    }

    constructor(IERC20 token_, address escrow_, address channels_, uint64 unbondingDelay_, address owner_)
        Ownable(owner_)
    {
        if (address(token_) == address(0) || escrow_ == address(0) || channels_ == address(0)) revert ZeroAddress();
        token = token_;
        escrow = escrow_;
        channels = channels_;
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
        _checkpointStake(msg.sender, newStake);
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
        _checkpointStake(msg.sender, a.stake);
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
        _checkpointStake(provider, a.stake);
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

    // ---- verifier pool ----

    /// @notice Most accounts in the verifier pool at once (bounds a committee draw's loop).
    uint256 public constant MAX_VERIFIERS = 128;

    /// @notice A pool member: its slot (index + 1; 0: not a member), the block it joined in, the
    /// block it asked to leave in (0: staying) and when its slot can be freed.
    struct VerifierMember {
        uint32 slot;
        uint48 joinedBlock;
        uint48 leaveBlock;
        uint64 leaveReadyAt;
    }

    address[] private _verifierSlots; // address(0): a free slot
    uint32[] private _freeVerifierSlots; // indexes of free slots, reused first
    mapping(address verifier => VerifierMember) private _verifierMembers;
    mapping(address account => Checkpoints.Trace208) private _stakeHistory;

    event VerifierJoined(address indexed verifier, uint256 slot, uint256 stake);
    event VerifierLeaveRequested(address indexed verifier, uint64 readyAt);
    event VerifierLeft(address indexed verifier, uint256 slot);

    error VerifierPoolFull(uint256 max);
    error AlreadyVerifier(address verifier);
    error NotVerifier(address verifier);
    error VerifierLeavePending(address verifier);
    error VerifierLeaveNotRequested(address verifier);
    error VerifierLeaveNotReady(uint64 readyAt);

    /// @notice Puts the caller (registered, with stake) into the verifier pool. Its stake counts
    /// for disputes opened in later blocks; every stake change from now on is checkpointed.
    function joinVerifiers() external {
        Account storage a = _accounts[msg.sender];
        if (!a.registered) revert NotRegistered(msg.sender);
        if (a.stake == 0) revert ZeroAmount();
        VerifierMember storage m = _verifierMembers[msg.sender];
        if (m.slot != 0) revert AlreadyVerifier(msg.sender);
        uint256 idx;
        uint256 free = _freeVerifierSlots.length;
        if (free != 0) {
            idx = _freeVerifierSlots[free - 1];
            _freeVerifierSlots.pop();
            _verifierSlots[idx] = msg.sender;
        } else {
            idx = _verifierSlots.length;
            if (idx >= MAX_VERIFIERS) revert VerifierPoolFull(MAX_VERIFIERS);
            _verifierSlots.push(msg.sender);
        }
        m.slot = uint32(idx + 1);
        m.joinedBlock = uint48(block.number);
        _stakeHistory[msg.sender].push(uint48(block.number), a.stake);
        emit VerifierJoined(msg.sender, idx, a.stake);
    }

    /// @notice Asks to leave the verifier pool: the caller stops counting for disputes opened
    /// after this block (committees already drawn keep its deposit locked until they resolve);
    /// its slot is freed by finishLeaveVerifiers after the unbonding delay.
    function leaveVerifiers() external {
        VerifierMember storage m = _verifierMembers[msg.sender];
        if (m.slot == 0) revert NotVerifier(msg.sender);
        if (m.leaveBlock != 0) revert VerifierLeavePending(msg.sender);
        uint64 readyAt = uint64(block.timestamp) + unbondingDelay;
        m.leaveBlock = uint48(block.number);
        m.leaveReadyAt = readyAt;
        emit VerifierLeaveRequested(msg.sender, readyAt);
    }

    /// @notice Frees the caller's pool slot once its leave request has waited out the delay.
    function finishLeaveVerifiers() external {
        VerifierMember memory m = _verifierMembers[msg.sender];
        if (m.slot == 0) revert NotVerifier(msg.sender);
        if (m.leaveBlock == 0) revert VerifierLeaveNotRequested(msg.sender);
        if (block.timestamp < m.leaveReadyAt) revert VerifierLeaveNotReady(m.leaveReadyAt);
        uint256 idx = m.slot - 1;
        _verifierSlots[idx] = address(0);
        _freeVerifierSlots.push(uint32(idx));
        delete _verifierMembers[msg.sender];
        emit VerifierLeft(msg.sender, idx);
    }

    /// @dev Records a pool member's new stake at this block (non-members are not tracked: a
    /// joiner's history starts at its join).
    function _checkpointStake(address account, uint256 newStake) private {
        if (_verifierMembers[account].slot != 0) _stakeHistory[account].push(uint48(block.number), uint208(newStake));
    }

    /// @notice The stake `verifier` counted with at the end of block `blockNumber` as a pool
    /// member: 0 unless it joined at or before that block and had not asked to leave by then.
    function verifierStakeAt(address verifier, uint256 blockNumber) public view returns (uint256) {
        VerifierMember memory m = _verifierMembers[verifier];
        if (m.slot == 0 || m.joinedBlock > blockNumber || (m.leaveBlock != 0 && m.leaveBlock <= blockNumber)) {
            return 0;
        }
        return _stakeHistory[verifier].upperLookupRecent(uint48(blockNumber));
    }

    /// @notice Draws up to `size` distinct pool members, each with probability proportional to
    /// its stake at the end of `snapshotBlock` (verifierStakeAt), without replacement, from
    /// `seed`. Members with less than `minStake` and the two excluded addresses (a job's parties)
    /// are never drawn. Returns the members in draw order and their snapshot stakes.
    /// @dev Sequential weighted sampling: the j-th pick is uint256(keccak256(seed, j)) modulo the
    /// stake left, mapped onto the slots' cumulative stakes; the picked slot leaves the sample.
    function drawVerifiers(
        bytes32 seed,
        uint256 snapshotBlock,
        uint256 size,
        uint256 minStake,
        address excludeA,
        address excludeB
    ) public view returns (address[] memory members, uint256[] memory stakes) {
        uint256 n = _verifierSlots.length;
        address[] memory who = new address[](n);
        uint256[] memory w = new uint256[](n);
        uint256 total;
        uint256 eligible;
        for (uint256 i = 0; i < n; i++) {
            address v = _verifierSlots[i];
            if (v == address(0) || v == excludeA || v == excludeB) continue;
            uint256 s = verifierStakeAt(v, snapshotBlock);
            if (s == 0 || s < minStake) continue;
            who[i] = v;
            w[i] = s;
            total += s;
            eligible++;
        }
        if (size > eligible) size = eligible;
        members = new address[](size);
        stakes = new uint256[](size);
        for (uint256 j = 0; j < size; j++) {
            uint256 r = uint256(keccak256(abi.encode(seed, j))) % total;
            uint256 i = 0;
            while (r >= w[i]) {
                r -= w[i];
                i++;
            }
            members[j] = who[i];
            stakes[j] = w[i];
            total -= w[i];
            w[i] = 0;
        }
    }

    /// @notice Weight of a seat whose member locked its whole deposit.
    uint256 public constant SEAT_WEIGHT = 1e18;

    /// @notice Draws a committee (drawVerifiers: members picked by snapshot stake) and locks each
    /// member's deposit, `target` split evenly over the seats. Every seat weighs SEAT_WEIGHT: stake
    /// buys the chance to be drawn, not a bigger vote, so one large member that is drawn cannot
    /// decide alone (the verify bench measured a member with a third of the pool's stake winning
    /// 68% of 5-seat disputes when seats weighed their stake). A member whose free stake cannot
    /// cover its deposit locks what it has and its seat weighs proportionally less. Returns the
    /// members, their seats' weights and their locked deposits.
    function seatVerifiers(
        bytes32 seed,
        uint256 snapshotBlock,
        uint256 size,
        uint256 minStake,
        address excludeA,
        address excludeB,
        uint256 target
    ) external onlySlasher returns (address[] memory members, uint256[] memory weights, uint256[] memory deposits) {
        (members, weights) = drawVerifiers(seed, snapshotBlock, size, minStake, excludeA, excludeB);
        deposits = new uint256[](members.length);
        if (members.length == 0) return (members, weights, deposits);
        uint256 want = target / members.length;
        for (uint256 i = 0; i < members.length; i++) {
            Account storage a = _accounts[members[i]];
            uint256 free = uint256(a.stake) - a.locked;
            uint256 dep = want < free ? want : free;
            weights[i] = want == 0 ? 0 : SEAT_WEIGHT * dep / want;
            deposits[i] = dep;
            if (dep != 0) {
                a.locked += uint120(dep);
                emit CollateralLocked(members[i], dep, a.locked);
            }
        }
    }

    /// @notice Ends a committee seat: takes `penalty` of the verifier's locked `deposit` to
    /// `recipient` and unlocks the rest.
    function releaseDeposit(address verifier, uint256 deposit, uint256 penalty, address recipient)
        external
        onlySlasher
        nonReentrant
    {
        if (recipient == address(0)) revert ZeroAddress();
        Account storage a = _accounts[verifier];
        uint256 locked = a.locked;
        if (deposit > locked) revert InsufficientLocked(locked, deposit);
        if (penalty > deposit) revert InsufficientLocked(deposit, penalty);
        unchecked {
            a.locked = uint120(locked - deposit);
            a.stake -= uint128(penalty);
        }
        emit CollateralUnlocked(verifier, deposit - penalty, a.locked);
        if (penalty != 0) {
            totalStaked -= uint128(penalty);
            emit Slashed(verifier, msg.sender, recipient, penalty);
            _checkpointStake(verifier, a.stake);
            _pay(recipient, penalty);
        }
    }

    /// @notice Whether `verifier` is in the pool, and its join and leave-request blocks.
    function verifierOf(address verifier)
        external
        view
        returns (bool member, uint64 joinedBlock, uint64 leaveBlock, uint64 leaveReadyAt)
    {
        VerifierMember memory m = _verifierMembers[verifier];
        return (m.slot != 0, m.joinedBlock, m.leaveBlock, m.leaveReadyAt);
    }

    /// @notice The pool's slots (address(0): free).
    function verifierSlots() external view returns (address[] memory) {
        return _verifierSlots;
    }
}
