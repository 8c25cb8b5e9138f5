// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Permit.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
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
/// Storage: three slots per channel (requester|expiry, provider|sequence, deposit|redeemed).
///
/// Payouts (redeem, reclaim, fees) are pull-on-failure (PullPayments): a transfer the token refuses
/// (a blacklisted treasury, provider or requester) is credited to owed[recipient] for withdrawOwed,
/// so it blocks nobody else. Deposits come in through _pullExact, which refuses fee-on-transfer
/// tokens.
///
/// Token balance invariant: token.balanceOf(this) == sum over channels of (deposit - redeemed)
/// + totalOwed; reclaim sets deposit to redeemed.
contract PaymentChannel is Ownable, EIP712, ReentrancyGuardTransient, PullPayments {
    uint16 public constant MAX_FEE_BPS = 2_000;

    bytes32 public constant VOUCHER_TYPEHASH = keccak256("Voucher(bytes32 channelId,uint256 amount,uint64 sequence)");

    struct Channel {
        address requester; // zero: the channel was never opened
        uint40 expiry; // unix seconds: vouchers are issued until then, top-up and extend too
        address provider;
        uint64 sequence; // sequence of the last redeemed voucher (0: none)
        uint128 deposit; // total deposited (after a reclaim: equal to redeemed)
        uint128 redeemed; // cumulative amount of the last redeemed voucher
    }

    IERC20 public immutable token;
    /// @notice Protocol fee in basis points of every redeemed delta, paid to the treasury.
    uint16 public immutable feeBps;
    /// @notice Seconds after a channel's expiry during which its provider can still redeem.
    uint32 public immutable grace;

    /// @notice Receives the protocol fees.
    address public treasury;

    mapping(bytes32 channelId => Channel) private _channels;

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

    constructor(IERC20 token_, address treasury_, uint16 feeBps_, uint32 grace_, address owner_)
        Ownable(owner_)
        EIP712("gpumesh PaymentChannel", "1")
    {
        if (address(token_) == address(0) || treasury_ == address(0)) revert ZeroAddress();
        if (feeBps_ > MAX_FEE_BPS) revert InvalidFee(feeBps_);
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

    /// @notice After expiry + grace, returns what was not redeemed to the requester. Anyone may
    /// call it.
    function reclaim(bytes32 id) external nonReentrant {
        Channel storage ch = _channels[id];
        (address requester, uint40 expiry, uint128 deposit, uint128 redeemed) =
            (ch.requester, ch.expiry, ch.deposit, ch.redeemed);
        if (requester == address(0)) revert UnknownChannel(id);
        uint64 until = uint64(expiry) + grace;
        if (block.timestamp <= until) revert ReclaimTooEarly(until);
        uint256 rest = deposit - redeemed;
        if (rest == 0) revert NothingToReclaim(id);
        ch.deposit = redeemed;
        emit ChannelReclaimed(id, requester, rest);

        _pay(requester, rest);
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
