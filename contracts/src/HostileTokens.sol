// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title BlacklistToken
/// @notice Test only: an ERC-20 (6 decimals) whose owner can blacklist addresses, as USDC and USDT
/// do; a transfer from or to a blacklisted address reverts. The tests use it to show that a
/// blacklisted recipient blocks only its own payouts. Never deploy it with real value.
contract BlacklistToken is ERC20, Ownable {
    mapping(address account => bool) public blacklisted;

    error Blacklisted(address account);

    constructor(address owner_) ERC20("gpumesh Blacklist Test USD", "bUSD") Ownable(owner_) {}

    function decimals() public pure override returns (uint8) {
        return 6;
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }

    function setBlacklisted(address account, bool on) external onlyOwner {
        blacklisted[account] = on;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (blacklisted[from]) revert Blacklisted(from);
        if (blacklisted[to]) revert Blacklisted(to);
        super._update(from, to, value);
    }
}

/// @title FeeOnTransferToken
/// @notice Test only: an ERC-20 (6 decimals) that burns 1% of every transfer between holders, so
/// the recipient gets less than was sent. gpumesh's contracts must refuse it (FeeOnTransferToken).
contract FeeOnTransferToken is ERC20, Ownable {
    uint256 public constant FEE_BPS = 100;

    constructor(address owner_) ERC20("gpumesh Fee Test USD", "fUSD") Ownable(owner_) {}

    function decimals() public pure override returns (uint8) {
        return 6;
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }

    function _update(address from, address to, uint256 value) internal override {
        if (from == address(0) || to == address(0)) return super._update(from, to, value);
        uint256 fee = value * FEE_BPS / 10_000;
        super._update(from, address(0), fee);
        super._update(from, to, value - fee);
    }
}
