// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";

/// @title PullPayments
/// @notice Payouts that cannot block anyone else. `_pay` tries the token transfer; when the token
/// refuses it (a recipient on the token's blacklist, a paused recipient, a contract that cannot
/// receive), the amount is credited to `owed[recipient]` instead and the calling transaction goes
/// on, so one party's transfer failure never stops a settlement that pays others. The recipient
/// later takes what it is owed with `withdrawOwed(to)`, to any address it names.
/// @dev Token assumptions, shared by every gpumesh contract: a plain ERC-20 whose transfers move
/// exactly the amount asked (no fee on transfer: refused where tokens come in, see
/// `_pullExact`), whose balances change only by transfers (no rebasing, no interest: not
/// detectable on chain, so such a token must not be deployed with), and that may revert a transfer
/// (blacklists, pauses: handled here). A transfer that fails because the caller gave too little
/// gas is also deferred, not lost: the recipient withdraws it.
abstract contract PullPayments is ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @notice Tokens a recipient is owed after a transfer to it failed; withdrawOwed takes them.
    mapping(address recipient => uint256) public owed;
    /// @notice Sum of `owed`: part of what the contract holds.
    uint256 public totalOwed;

    /// @notice A transfer of `amount` to `recipient` failed; it is credited to owed[recipient].
    event PaymentDeferred(address indexed recipient, uint256 amount);
    /// @notice `recipient` withdrew `amount` of what it was owed, paid to `to`.
    event OwedWithdrawn(address indexed recipient, address indexed to, uint256 amount);

    error NothingOwed(address recipient);
    error InvalidRecipient(address to);
    /// @notice The token moved `received` where `expected` was asked: a fee-on-transfer (or
    /// otherwise non-standard) token, which gpumesh does not support.
    error FeeOnTransferToken(uint256 expected, uint256 received);

    function _payToken() internal view virtual returns (IERC20);

    /// @dev Pays `amount` to `to`, or credits it to owed[to] when the token refuses the transfer.
    function _pay(address to, uint256 amount) internal {
        if (amount == 0) return;
        if (!_payToken().trySafeTransfer(to, amount)) {
            owed[to] += amount;
            totalOwed += amount;
            emit PaymentDeferred(to, amount);
        }
    }

    /// @dev Pulls `amount` from `from` and reverts FeeOnTransferToken unless this contract's balance
    /// grew by exactly `amount`.
    function _pullExact(address from, uint256 amount) internal {
        IERC20 t = _payToken();
        uint256 before = t.balanceOf(address(this));
        t.safeTransferFrom(from, address(this), amount);
        uint256 afterwards = t.balanceOf(address(this));
        if (afterwards != before + amount) {
            revert FeeOnTransferToken(amount, afterwards > before ? afterwards - before : 0);
        }
    }

    /// @notice Pays everything the caller is owed to `to` (the caller itself, or another address
    /// when the caller's own cannot receive the token).
    function withdrawOwed(address to) external nonReentrant {
        if (to == address(0) || to == address(this)) revert InvalidRecipient(to);
        uint256 amount = owed[msg.sender];
        if (amount == 0) revert NothingOwed(msg.sender);
        owed[msg.sender] = 0;
        totalOwed -= amount;
        emit OwedWithdrawn(msg.sender, to, amount);
        _payToken().safeTransfer(to, amount);
    }
}
