// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Permit.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title TestToken
/// @notice The devnet stablecoin: an ERC-20 with 6 decimals and EIP-2612 permit, so a requester can
/// open a job in one transaction without a prior approve. Only the owner mints.
contract TestToken is ERC20, ERC20Permit, Ownable {
    constructor(string memory name_, string memory symbol_, address owner_)
        ERC20(name_, symbol_)
        ERC20Permit(name_)
        Ownable(owner_)
    {}

    /// @inheritdoc ERC20
    function decimals() public pure override returns (uint8) {
        return 6;
    }

    /// @notice Mints `amount` token units to `to`. Emits {Transfer} from the zero address.
    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}
