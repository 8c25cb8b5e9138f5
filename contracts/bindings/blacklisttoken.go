// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package bindings

import (
	"bytes"
	"errors"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// Reference imports to suppress errors if they are not otherwise used.
var (
	_ = bytes.Equal
	_ = errors.New
	_ = big.NewInt
	_ = common.Big1
	_ = types.BloomLookup
	_ = abi.ConvertType
)

// BlacklistTokenMetaData contains all meta data concerning the BlacklistToken contract.
var BlacklistTokenMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"Blacklisted\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"allowance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientAllowance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"approver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidApprover\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidReceiver\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSpender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Approval\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Transfer\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"allowance\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"approve\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"balanceOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"blacklisted\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"decimals\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"mint\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"name\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"on\",\"type\":\"bool\"}],\"name\":\"setBlacklisted\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"symbol\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalSupply\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transfer\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transferFrom\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "BlacklistToken",
	Bin: "0x6080604052346103af57610ce46020813803918261001c816103b3565b9384928339810103126103af57516001600160a01b038116908190036103af5761004660406103b3565b90601a82527f6770756d65736820426c61636b6c697374205465737420555344000000000000602083015261007b60406103b3565b6004815263189554d160e21b602082015282519091906001600160401b0381116102b557600354600181811c911680156103a5575b602082101461029757601f8111610337575b506020601f82116001146102d457819293945f926102c9575b50508160011b915f199060031b1c1916176003555b81516001600160401b0381116102b557600454600181811c911680156102ab575b602082101461029757601f8111610229575b50602092601f82116001146101c857928192935f926101bd575b50508160011b915f199060031b1c1916176004555b80156101aa57600580546001600160a01b03198116831790915560405191906001600160a01b03167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e05f80a361090b90816103d98239f35b631e4fbdf760e01b5f525f60045260245ffd5b015190505f8061013d565b601f1982169360045f52805f20915f5b86811061021157508360019596106101f9575b505050811b01600455610152565b01515f1960f88460031b161c191690555f80806101eb565b919260206001819286850151815501940192016101d8565b818111156101235760045f52601f820160051c7f8a35acfbc15ff81a39ae7d344fd709f28e8600b4aa8c65c6b64bfe7fe36bd19b6020841061028f575b81601f9101920160051c03905f5b828110610282575050610123565b5f82820155600101610274565b5f9150610266565b634e487b7160e01b5f52602260045260245ffd5b90607f1690610111565b634e487b7160e01b5f52604160045260245ffd5b015190505f806100db565b601f1982169060035f52805f20915f5b81811061031f57509583600195969710610307575b505050811b016003556100f0565b01515f1960f88460031b161c191690555f80806102f9565b9192602060018192868b0151815501940192016102e4565b818111156100c25760035f52601f820160051c7fc2575a0e9e593c00f959f8c92f12db2869c3395a3b0502d05e2516446f71f85b6020841061039d575b81601f9101920160051c03905f5b8281106103905750506100c2565b5f82820155600101610382565b5f9150610374565b90607f16906100b0565b5f80fd5b6040519190601f01601f191682016001600160401b038111838210176102b55760405256fe6080806040526004361015610012575f80fd5b5f3560e01c90816306fdde03146106da57508063095ea7b31461065857806318160ddd1461063b57806323b872dd14610556578063313ce5671461053b57806340c10f191461042457806370a08231146103ed578063715018a61461039b5780638da5cb5b1461037557806395d89b411461025a578063a9059cbb14610229578063d01dd6d2146101d4578063dbac26e914610197578063dd62ed3e146101435763f2fde38b146100c1575f80fd5b3461013f57602036600319011261013f576001600160a01b036100e26107d3565b6100ea6108e4565b16801561012c576001600160a01b03600554828219821617600555167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e05f80a3005b631e4fbdf760e01b5f525f60045260245ffd5b5f80fd5b3461013f57604036600319011261013f5761015c6107d3565b6001600160a01b0361016c6107e9565b91165f5260016020526001600160a01b0360405f2091165f52602052602060405f2054604051908152f35b3461013f57602036600319011261013f576001600160a01b036101b86107d3565b165f526006602052602060ff60405f2054166040519015158152f35b3461013f57604036600319011261013f576101ed6107d3565b6024359081151580920361013f576001600160a01b039061020c6108e4565b165f52600660205260405f209060ff801983541691161790555f80f35b3461013f57604036600319011261013f5761024f6102456107d3565b60243590336107ff565b602060405160018152f35b3461013f575f36600319011261013f576040515f6004548060011c9060018116801561036b575b6020831081146103575782855290811561033b57506001146102e6575b50819003601f01601f191681019067ffffffffffffffff8211818310176102d2576102ce829182604052826107a9565b0390f35b634e487b7160e01b5f52604160045260245ffd5b905060045f527f8a35acfbc15ff81a39ae7d344fd709f28e8600b4aa8c65c6b64bfe7fe36bd19b5f905b8282106103255750602091508201018261029e565b6001816020925483858801015201910190610310565b90506020925060ff191682840152151560051b8201018261029e565b634e487b7160e01b5f52602260045260245ffd5b91607f1691610281565b3461013f575f36600319011261013f5760206001600160a01b0360055416604051908152f35b3461013f575f36600319011261013f576103b36108e4565b5f6001600160a01b0360055481198116600555167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e08280a3005b3461013f57602036600319011261013f576001600160a01b0361040e6107d3565b165f525f602052602060405f2054604051908152f35b3461013f57604036600319011261013f5761043d6107d3565b6001600160a01b03602435916104516108e4565b16908115610528575f805260066020527f54cdd369e4e8a8515e52ca72ec816c2101831ad1f18bf44102ed171459c9b4f85460ff1661051557815f52600660205260ff60405f20541661050257600254908082018092116104ee5760207fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef915f9360025584845283825260408420818154019055604051908152a3005b634e487b7160e01b5f52601160045260245ffd5b50631ff49cc360e31b5f5260045260245ffd5b631ff49cc360e31b5f525f60045260245ffd5b63ec442f0560e01b5f525f60045260245ffd5b3461013f575f36600319011261013f57602060405160068152f35b3461013f57606036600319011261013f5761056f6107d3565b6105776107e9565b604435906001600160a01b03831692835f52600160205260405f206001600160a01b0333165f5260205260405f20545f1981106105ba575b5061024f93506107ff565b83811061062057841561060d5733156105fa5761024f945f52600160205260405f206001600160a01b0333165f526020528360405f2091039055846105af565b634a1406b160e11b5f525f60045260245ffd5b63e602df0560e01b5f525f60045260245ffd5b8390637dc7a0d960e11b5f523360045260245260445260645ffd5b3461013f575f36600319011261013f576020600254604051908152f35b3461013f57604036600319011261013f576106716107d3565b60243590331561060d576001600160a01b03169081156105fa57335f52600160205260405f20825f526020528060405f20556040519081527f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b92560203392a3602060405160018152f35b3461013f575f36600319011261013f575f6003548060011c9060018116801561079f575b6020831081146103575782855290811561033b575060011461074a5750819003601f01601f191681019067ffffffffffffffff8211818310176102d2576102ce829182604052826107a9565b905060035f527fc2575a0e9e593c00f959f8c92f12db2869c3395a3b0502d05e2516446f71f85b5f905b8282106107895750602091508201018261029e565b6001816020925483858801015201910190610774565b91607f16916106fe565b602060409281835280519182918282860152018484015e5f828201840152601f01601f1916010190565b600435906001600160a01b038216820361013f57565b602435906001600160a01b038216820361013f57565b6001600160a01b03169081156108d1576001600160a01b031691821561052857815f52600660205260ff60405f20541661050257825f52600660205260ff60405f2054166108be57815f525f60205260405f20548181106108a557817fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef92602092855f525f84520360405f2055845f525f825260405f20818154019055604051908152a3565b8263391434e360e21b5f5260045260245260445260645ffd5b82631ff49cc360e31b5f5260045260245ffd5b634b637e8f60e11b5f525f60045260245ffd5b6001600160a01b036005541633036108f857565b63118cdaa760e01b5f523360045260245ffd",
}

// BlacklistToken is an auto generated Go binding around an Ethereum contract.
type BlacklistToken struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *BlacklistToken) GetABI() abi.ABI {
	return c.abi
}

// NewBlacklistToken creates a new instance of BlacklistToken.
func NewBlacklistToken() *BlacklistToken {
	parsed, err := BlacklistTokenMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &BlacklistToken{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *BlacklistToken) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address owner_) returns()
func (blacklistToken *BlacklistToken) PackConstructor(owner_ common.Address) []byte {
	enc, err := blacklistToken.abi.Pack("", owner_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (blacklistToken *BlacklistToken) PackAllowance(owner common.Address, spender common.Address) []byte {
	enc, err := blacklistToken.abi.Pack("allowance", owner, spender)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (blacklistToken *BlacklistToken) TryPackAllowance(owner common.Address, spender common.Address) ([]byte, error) {
	return blacklistToken.abi.Pack("allowance", owner, spender)
}

// UnpackAllowance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdd62ed3e.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (blacklistToken *BlacklistToken) UnpackAllowance(data []byte) (*big.Int, error) {
	out, err := blacklistToken.abi.Unpack("allowance", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (blacklistToken *BlacklistToken) PackApprove(spender common.Address, value *big.Int) []byte {
	enc, err := blacklistToken.abi.Pack("approve", spender, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (blacklistToken *BlacklistToken) TryPackApprove(spender common.Address, value *big.Int) ([]byte, error) {
	return blacklistToken.abi.Pack("approve", spender, value)
}

// UnpackApprove is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x095ea7b3.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (blacklistToken *BlacklistToken) UnpackApprove(data []byte) (bool, error) {
	out, err := blacklistToken.abi.Unpack("approve", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (blacklistToken *BlacklistToken) PackBalanceOf(account common.Address) []byte {
	enc, err := blacklistToken.abi.Pack("balanceOf", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (blacklistToken *BlacklistToken) TryPackBalanceOf(account common.Address) ([]byte, error) {
	return blacklistToken.abi.Pack("balanceOf", account)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70a08231.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (blacklistToken *BlacklistToken) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := blacklistToken.abi.Unpack("balanceOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackBlacklisted is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdbac26e9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function blacklisted(address account) view returns(bool)
func (blacklistToken *BlacklistToken) PackBlacklisted(account common.Address) []byte {
	enc, err := blacklistToken.abi.Pack("blacklisted", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBlacklisted is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdbac26e9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function blacklisted(address account) view returns(bool)
func (blacklistToken *BlacklistToken) TryPackBlacklisted(account common.Address) ([]byte, error) {
	return blacklistToken.abi.Pack("blacklisted", account)
}

// UnpackBlacklisted is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdbac26e9.
//
// Solidity: function blacklisted(address account) view returns(bool)
func (blacklistToken *BlacklistToken) UnpackBlacklisted(data []byte) (bool, error) {
	out, err := blacklistToken.abi.Unpack("blacklisted", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function decimals() pure returns(uint8)
func (blacklistToken *BlacklistToken) PackDecimals() []byte {
	enc, err := blacklistToken.abi.Pack("decimals")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function decimals() pure returns(uint8)
func (blacklistToken *BlacklistToken) TryPackDecimals() ([]byte, error) {
	return blacklistToken.abi.Pack("decimals")
}

// UnpackDecimals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x313ce567.
//
// Solidity: function decimals() pure returns(uint8)
func (blacklistToken *BlacklistToken) UnpackDecimals(data []byte) (uint8, error) {
	out, err := blacklistToken.abi.Unpack("decimals", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40c10f19.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function mint(address to, uint256 amount) returns()
func (blacklistToken *BlacklistToken) PackMint(to common.Address, amount *big.Int) []byte {
	enc, err := blacklistToken.abi.Pack("mint", to, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40c10f19.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function mint(address to, uint256 amount) returns()
func (blacklistToken *BlacklistToken) TryPackMint(to common.Address, amount *big.Int) ([]byte, error) {
	return blacklistToken.abi.Pack("mint", to, amount)
}

// PackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function name() view returns(string)
func (blacklistToken *BlacklistToken) PackName() []byte {
	enc, err := blacklistToken.abi.Pack("name")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function name() view returns(string)
func (blacklistToken *BlacklistToken) TryPackName() ([]byte, error) {
	return blacklistToken.abi.Pack("name")
}

// UnpackName is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (blacklistToken *BlacklistToken) UnpackName(data []byte) (string, error) {
	out, err := blacklistToken.abi.Unpack("name", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (blacklistToken *BlacklistToken) PackOwner() []byte {
	enc, err := blacklistToken.abi.Pack("owner")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function owner() view returns(address)
func (blacklistToken *BlacklistToken) TryPackOwner() ([]byte, error) {
	return blacklistToken.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (blacklistToken *BlacklistToken) UnpackOwner(data []byte) (common.Address, error) {
	out, err := blacklistToken.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceOwnership() returns()
func (blacklistToken *BlacklistToken) PackRenounceOwnership() []byte {
	enc, err := blacklistToken.abi.Pack("renounceOwnership")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function renounceOwnership() returns()
func (blacklistToken *BlacklistToken) TryPackRenounceOwnership() ([]byte, error) {
	return blacklistToken.abi.Pack("renounceOwnership")
}

// PackSetBlacklisted is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd01dd6d2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setBlacklisted(address account, bool on) returns()
func (blacklistToken *BlacklistToken) PackSetBlacklisted(account common.Address, on bool) []byte {
	enc, err := blacklistToken.abi.Pack("setBlacklisted", account, on)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetBlacklisted is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd01dd6d2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setBlacklisted(address account, bool on) returns()
func (blacklistToken *BlacklistToken) TryPackSetBlacklisted(account common.Address, on bool) ([]byte, error) {
	return blacklistToken.abi.Pack("setBlacklisted", account, on)
}

// PackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function symbol() view returns(string)
func (blacklistToken *BlacklistToken) PackSymbol() []byte {
	enc, err := blacklistToken.abi.Pack("symbol")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function symbol() view returns(string)
func (blacklistToken *BlacklistToken) TryPackSymbol() ([]byte, error) {
	return blacklistToken.abi.Pack("symbol")
}

// UnpackSymbol is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95d89b41.
//
// Solidity: function symbol() view returns(string)
func (blacklistToken *BlacklistToken) UnpackSymbol(data []byte) (string, error) {
	out, err := blacklistToken.abi.Unpack("symbol", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18160ddd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalSupply() view returns(uint256)
func (blacklistToken *BlacklistToken) PackTotalSupply() []byte {
	enc, err := blacklistToken.abi.Pack("totalSupply")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18160ddd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function totalSupply() view returns(uint256)
func (blacklistToken *BlacklistToken) TryPackTotalSupply() ([]byte, error) {
	return blacklistToken.abi.Pack("totalSupply")
}

// UnpackTotalSupply is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x18160ddd.
//
// Solidity: function totalSupply() view returns(uint256)
func (blacklistToken *BlacklistToken) UnpackTotalSupply(data []byte) (*big.Int, error) {
	out, err := blacklistToken.abi.Unpack("totalSupply", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9059cbb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (blacklistToken *BlacklistToken) PackTransfer(to common.Address, value *big.Int) []byte {
	enc, err := blacklistToken.abi.Pack("transfer", to, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9059cbb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (blacklistToken *BlacklistToken) TryPackTransfer(to common.Address, value *big.Int) ([]byte, error) {
	return blacklistToken.abi.Pack("transfer", to, value)
}

// UnpackTransfer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa9059cbb.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (blacklistToken *BlacklistToken) UnpackTransfer(data []byte) (bool, error) {
	out, err := blacklistToken.abi.Unpack("transfer", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (blacklistToken *BlacklistToken) PackTransferFrom(from common.Address, to common.Address, value *big.Int) []byte {
	enc, err := blacklistToken.abi.Pack("transferFrom", from, to, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (blacklistToken *BlacklistToken) TryPackTransferFrom(from common.Address, to common.Address, value *big.Int) ([]byte, error) {
	return blacklistToken.abi.Pack("transferFrom", from, to, value)
}

// UnpackTransferFrom is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x23b872dd.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (blacklistToken *BlacklistToken) UnpackTransferFrom(data []byte) (bool, error) {
	out, err := blacklistToken.abi.Unpack("transferFrom", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (blacklistToken *BlacklistToken) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := blacklistToken.abi.Pack("transferOwnership", newOwner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (blacklistToken *BlacklistToken) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return blacklistToken.abi.Pack("transferOwnership", newOwner)
}

// BlacklistTokenApproval represents a Approval event raised by the BlacklistToken contract.
type BlacklistTokenApproval struct {
	Owner   common.Address
	Spender common.Address
	Value   *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const BlacklistTokenApprovalEventName = "Approval"

// ContractEventName returns the user-defined event name.
func (BlacklistTokenApproval) ContractEventName() string {
	return BlacklistTokenApprovalEventName
}

// UnpackApprovalEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Approval(address indexed owner, address indexed spender, uint256 value)
func (blacklistToken *BlacklistToken) UnpackApprovalEvent(log *types.Log) (*BlacklistTokenApproval, error) {
	event := "Approval"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != blacklistToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BlacklistTokenApproval)
	if len(log.Data) > 0 {
		if err := blacklistToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range blacklistToken.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// BlacklistTokenOwnershipTransferred represents a OwnershipTransferred event raised by the BlacklistToken contract.
type BlacklistTokenOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const BlacklistTokenOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (BlacklistTokenOwnershipTransferred) ContractEventName() string {
	return BlacklistTokenOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (blacklistToken *BlacklistToken) UnpackOwnershipTransferredEvent(log *types.Log) (*BlacklistTokenOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != blacklistToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BlacklistTokenOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := blacklistToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range blacklistToken.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// BlacklistTokenTransfer represents a Transfer event raised by the BlacklistToken contract.
type BlacklistTokenTransfer struct {
	From  common.Address
	To    common.Address
	Value *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const BlacklistTokenTransferEventName = "Transfer"

// ContractEventName returns the user-defined event name.
func (BlacklistTokenTransfer) ContractEventName() string {
	return BlacklistTokenTransferEventName
}

// UnpackTransferEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Transfer(address indexed from, address indexed to, uint256 value)
func (blacklistToken *BlacklistToken) UnpackTransferEvent(log *types.Log) (*BlacklistTokenTransfer, error) {
	event := "Transfer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != blacklistToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BlacklistTokenTransfer)
	if len(log.Data) > 0 {
		if err := blacklistToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range blacklistToken.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (blacklistToken *BlacklistToken) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], blacklistToken.abi.Errors["Blacklisted"].ID.Bytes()[:4]) {
		return blacklistToken.UnpackBlacklistedError(raw[4:])
	}
	if bytes.Equal(raw[:4], blacklistToken.abi.Errors["ERC20InsufficientAllowance"].ID.Bytes()[:4]) {
		return blacklistToken.UnpackERC20InsufficientAllowanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], blacklistToken.abi.Errors["ERC20InsufficientBalance"].ID.Bytes()[:4]) {
		return blacklistToken.UnpackERC20InsufficientBalanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], blacklistToken.abi.Errors["ERC20InvalidApprover"].ID.Bytes()[:4]) {
		return blacklistToken.UnpackERC20InvalidApproverError(raw[4:])
	}
	if bytes.Equal(raw[:4], blacklistToken.abi.Errors["ERC20InvalidReceiver"].ID.Bytes()[:4]) {
		return blacklistToken.UnpackERC20InvalidReceiverError(raw[4:])
	}
	if bytes.Equal(raw[:4], blacklistToken.abi.Errors["ERC20InvalidSender"].ID.Bytes()[:4]) {
		return blacklistToken.UnpackERC20InvalidSenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], blacklistToken.abi.Errors["ERC20InvalidSpender"].ID.Bytes()[:4]) {
		return blacklistToken.UnpackERC20InvalidSpenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], blacklistToken.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return blacklistToken.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], blacklistToken.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return blacklistToken.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// BlacklistTokenBlacklisted represents a Blacklisted error raised by the BlacklistToken contract.
type BlacklistTokenBlacklisted struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Blacklisted(address account)
func BlacklistTokenBlacklistedErrorID() common.Hash {
	return common.HexToHash("0xffa4e6181777692565cf28528fc88fd1516ea86b56da075235fa575af6a4b855")
}

// UnpackBlacklistedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Blacklisted(address account)
func (blacklistToken *BlacklistToken) UnpackBlacklistedError(raw []byte) (*BlacklistTokenBlacklisted, error) {
	out := new(BlacklistTokenBlacklisted)
	if err := blacklistToken.abi.UnpackIntoInterface(out, "Blacklisted", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BlacklistTokenERC20InsufficientAllowance represents a ERC20InsufficientAllowance error raised by the BlacklistToken contract.
type BlacklistTokenERC20InsufficientAllowance struct {
	Spender   common.Address
	Allowance *big.Int
	Needed    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func BlacklistTokenERC20InsufficientAllowanceErrorID() common.Hash {
	return common.HexToHash("0xfb8f41b23e99d2101d86da76cdfa87dd51c82ed07d3cb62cbc473e469dbc75c3")
}

// UnpackERC20InsufficientAllowanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func (blacklistToken *BlacklistToken) UnpackERC20InsufficientAllowanceError(raw []byte) (*BlacklistTokenERC20InsufficientAllowance, error) {
	out := new(BlacklistTokenERC20InsufficientAllowance)
	if err := blacklistToken.abi.UnpackIntoInterface(out, "ERC20InsufficientAllowance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BlacklistTokenERC20InsufficientBalance represents a ERC20InsufficientBalance error raised by the BlacklistToken contract.
type BlacklistTokenERC20InsufficientBalance struct {
	Sender  common.Address
	Balance *big.Int
	Needed  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func BlacklistTokenERC20InsufficientBalanceErrorID() common.Hash {
	return common.HexToHash("0xe450d38cd8d9f7d95077d567d60ed49c7254716e6ad08fc9872816c97e0ffec6")
}

// UnpackERC20InsufficientBalanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func (blacklistToken *BlacklistToken) UnpackERC20InsufficientBalanceError(raw []byte) (*BlacklistTokenERC20InsufficientBalance, error) {
	out := new(BlacklistTokenERC20InsufficientBalance)
	if err := blacklistToken.abi.UnpackIntoInterface(out, "ERC20InsufficientBalance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BlacklistTokenERC20InvalidApprover represents a ERC20InvalidApprover error raised by the BlacklistToken contract.
type BlacklistTokenERC20InvalidApprover struct {
	Approver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidApprover(address approver)
func BlacklistTokenERC20InvalidApproverErrorID() common.Hash {
	return common.HexToHash("0xe602df05cc75712490294c6c104ab7c17f4030363910a7a2626411c6d3118847")
}

// UnpackERC20InvalidApproverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidApprover(address approver)
func (blacklistToken *BlacklistToken) UnpackERC20InvalidApproverError(raw []byte) (*BlacklistTokenERC20InvalidApprover, error) {
	out := new(BlacklistTokenERC20InvalidApprover)
	if err := blacklistToken.abi.UnpackIntoInterface(out, "ERC20InvalidApprover", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BlacklistTokenERC20InvalidReceiver represents a ERC20InvalidReceiver error raised by the BlacklistToken contract.
type BlacklistTokenERC20InvalidReceiver struct {
	Receiver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func BlacklistTokenERC20InvalidReceiverErrorID() common.Hash {
	return common.HexToHash("0xec442f055133b72f3b2f9f0bb351c406b178527de2040a7d1feb4e058771f613")
}

// UnpackERC20InvalidReceiverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func (blacklistToken *BlacklistToken) UnpackERC20InvalidReceiverError(raw []byte) (*BlacklistTokenERC20InvalidReceiver, error) {
	out := new(BlacklistTokenERC20InvalidReceiver)
	if err := blacklistToken.abi.UnpackIntoInterface(out, "ERC20InvalidReceiver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BlacklistTokenERC20InvalidSender represents a ERC20InvalidSender error raised by the BlacklistToken contract.
type BlacklistTokenERC20InvalidSender struct {
	Sender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSender(address sender)
func BlacklistTokenERC20InvalidSenderErrorID() common.Hash {
	return common.HexToHash("0x96c6fd1edd0cd6ef7ff0ecc0facdf53148dc0048b57fe58af65755250a7a96bd")
}

// UnpackERC20InvalidSenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSender(address sender)
func (blacklistToken *BlacklistToken) UnpackERC20InvalidSenderError(raw []byte) (*BlacklistTokenERC20InvalidSender, error) {
	out := new(BlacklistTokenERC20InvalidSender)
	if err := blacklistToken.abi.UnpackIntoInterface(out, "ERC20InvalidSender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BlacklistTokenERC20InvalidSpender represents a ERC20InvalidSpender error raised by the BlacklistToken contract.
type BlacklistTokenERC20InvalidSpender struct {
	Spender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSpender(address spender)
func BlacklistTokenERC20InvalidSpenderErrorID() common.Hash {
	return common.HexToHash("0x94280d62c347d8d9f4d59a76ea321452406db88df38e0c9da304f58b57b373a2")
}

// UnpackERC20InvalidSpenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSpender(address spender)
func (blacklistToken *BlacklistToken) UnpackERC20InvalidSpenderError(raw []byte) (*BlacklistTokenERC20InvalidSpender, error) {
	out := new(BlacklistTokenERC20InvalidSpender)
	if err := blacklistToken.abi.UnpackIntoInterface(out, "ERC20InvalidSpender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BlacklistTokenOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the BlacklistToken contract.
type BlacklistTokenOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func BlacklistTokenOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (blacklistToken *BlacklistToken) UnpackOwnableInvalidOwnerError(raw []byte) (*BlacklistTokenOwnableInvalidOwner, error) {
	out := new(BlacklistTokenOwnableInvalidOwner)
	if err := blacklistToken.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BlacklistTokenOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the BlacklistToken contract.
type BlacklistTokenOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func BlacklistTokenOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (blacklistToken *BlacklistToken) UnpackOwnableUnauthorizedAccountError(raw []byte) (*BlacklistTokenOwnableUnauthorizedAccount, error) {
	out := new(BlacklistTokenOwnableUnauthorizedAccount)
	if err := blacklistToken.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}
