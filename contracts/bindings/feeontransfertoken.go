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

// FeeOnTransferTokenMetaData contains all meta data concerning the FeeOnTransferToken contract.
var FeeOnTransferTokenMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"allowance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientAllowance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"approver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidApprover\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidReceiver\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSpender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Approval\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Transfer\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"FEE_BPS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"allowance\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"approve\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"balanceOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"decimals\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"mint\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"name\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"symbol\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalSupply\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transfer\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transferFrom\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "FeeOnTransferToken",
	Bin: "0x6080604052346103af57610fda6020813803918261001c816103b3565b9384928339810103126103af57516001600160a01b038116908190036103af5761004660406103b3565b90601482527f6770756d65736820466565205465737420555344000000000000000000000000602083015261007b60406103b3565b6004815263199554d160e21b602082015282519091906001600160401b0381116102b557600354600181811c911680156103a5575b602082101461029757601f8111610337575b506020601f82116001146102d457819293945f926102c9575b50508160011b915f199060031b1c1916176003555b81516001600160401b0381116102b557600454600181811c911680156102ab575b602082101461029757601f8111610229575b50602092601f82116001146101c857928192935f926101bd575b50508160011b915f199060031b1c1916176004555b80156101aa57600580546001600160a01b03198116831790915560405191906001600160a01b03167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e05f80a3610c0190816103d98239f35b631e4fbdf760e01b5f525f60045260245ffd5b015190505f8061013d565b601f1982169360045f52805f20915f5b86811061021157508360019596106101f9575b505050811b01600455610152565b01515f1960f88460031b161c191690555f80806101eb565b919260206001819286850151815501940192016101d8565b818111156101235760045f52601f820160051c7f8a35acfbc15ff81a39ae7d344fd709f28e8600b4aa8c65c6b64bfe7fe36bd19b6020841061028f575b81601f9101920160051c03905f5b828110610282575050610123565b5f82820155600101610274565b5f9150610266565b634e487b7160e01b5f52602260045260245ffd5b90607f1690610111565b634e487b7160e01b5f52604160045260245ffd5b015190505f806100db565b601f1982169060035f52805f20915f5b81811061031f57509583600195969710610307575b505050811b016003556100f0565b01515f1960f88460031b161c191690555f80806102f9565b9192602060018192868b0151815501940192016102e4565b818111156100c25760035f52601f820160051c7fc2575a0e9e593c00f959f8c92f12db2869c3395a3b0502d05e2516446f71f85b6020841061039d575b81601f9101920160051c03905f5b8281106103905750506100c2565b5f82820155600101610382565b5f9150610374565b90607f16906100b0565b5f80fd5b6040519190601f01601f191682016001600160401b038111838210176102b55760405256fe6080806040526004361015610012575f80fd5b5f3560e01c90816306fdde031461076957508063095ea7b3146106da57806318160ddd146106bd57806323b872dd14610547578063313ce5671461052c57806340c10f19146104b457806370a0823114610470578063715018a6146103f25780638da5cb5b146103bf57806395d89b4114610244578063a9059cbb14610213578063bf333f2c146101f8578063dd62ed3e1461018a5763f2fde38b146100b6575f80fd5b346101865760206003193601126101865773ffffffffffffffffffffffffffffffffffffffff6100e461086a565b6100ec610921565b16801561015a5773ffffffffffffffffffffffffffffffffffffffff600554827fffffffffffffffffffffffff0000000000000000000000000000000000000000821617600555167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e05f80a3005b7f1e4fbdf7000000000000000000000000000000000000000000000000000000005f525f60045260245ffd5b5f80fd5b34610186576040600319360112610186576101a361086a565b73ffffffffffffffffffffffffffffffffffffffff6101c061088d565b91165f52600160205273ffffffffffffffffffffffffffffffffffffffff60405f2091165f52602052602060405f2054604051908152f35b34610186575f60031936011261018657602060405160648152f35b346101865760406003193601126101865761023961022f61086a565b60243590336108b0565b602060405160018152f35b34610186575f600319360112610186576040515f600454908160011c600183169283156103b5575b60208210841461038857818552849390811561034657506001146102ea575b5003601f01601f191681019067ffffffffffffffff8211818310176102bd576102b982918260405282610840565b0390f35b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b60045f90815291507f8a35acfbc15ff81a39ae7d344fd709f28e8600b4aa8c65c6b64bfe7fe36bd19b5b81831061032a5750508101602001601f1961028b565b6020919350806001915483858801015201910190918392610314565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff001660208581019190915291151560051b84019091019150601f19905061028b565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602260045260245ffd5b90607f169061026c565b34610186575f60031936011261018657602073ffffffffffffffffffffffffffffffffffffffff60055416604051908152f35b34610186575f6003193601126101865761040a610921565b5f73ffffffffffffffffffffffffffffffffffffffff6005547fffffffffffffffffffffffff00000000000000000000000000000000000000008116600555167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e08280a3005b346101865760206003193601126101865773ffffffffffffffffffffffffffffffffffffffff61049e61086a565b165f525f602052602060405f2054604051908152f35b34610186576040600319360112610186576104cd61086a565b6104d5610921565b73ffffffffffffffffffffffffffffffffffffffff811615610500576104fe906024359061096e565b005b7fec442f05000000000000000000000000000000000000000000000000000000005f525f60045260245ffd5b34610186575f60031936011261018657602060405160068152f35b346101865760606003193601126101865761056061086a565b61056861088d565b6044359073ffffffffffffffffffffffffffffffffffffffff831692835f52600160205260405f2073ffffffffffffffffffffffffffffffffffffffff33165f5260205260405f20547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff81106105e4575b5061023993506108b0565b83811061068957841561065d57331561063157610239945f52600160205260405f2073ffffffffffffffffffffffffffffffffffffffff33165f526020528360405f2091039055846105d9565b7f94280d62000000000000000000000000000000000000000000000000000000005f525f60045260245ffd5b7fe602df05000000000000000000000000000000000000000000000000000000005f525f60045260245ffd5b83907ffb8f41b2000000000000000000000000000000000000000000000000000000005f523360045260245260445260645ffd5b34610186575f600319360112610186576020600254604051908152f35b34610186576040600319360112610186576106f361086a565b60243590331561065d5773ffffffffffffffffffffffffffffffffffffffff1690811561063157335f52600160205260405f20825f526020528060405f20556040519081527f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b92560203392a3602060405160018152f35b34610186575f600319360112610186575f600354908160011c60018316928315610836575b60208210841461038857818552849390811561034657506001146107da575003601f01601f191681019067ffffffffffffffff8211818310176102bd576102b982918260405282610840565b60035f90815291507fc2575a0e9e593c00f959f8c92f12db2869c3395a3b0502d05e2516446f71f85b5b81831061081a5750508101602001601f1961028b565b6020919350806001915483858801015201910190918392610804565b90607f169061078e565b601f19601f602060409481855280519182918282880152018686015e5f8582860101520116010190565b6004359073ffffffffffffffffffffffffffffffffffffffff8216820361018657565b6024359073ffffffffffffffffffffffffffffffffffffffff8216820361018657565b919073ffffffffffffffffffffffffffffffffffffffff8316156108f55773ffffffffffffffffffffffffffffffffffffffff811615610500576108f392610979565b565b7f96c6fd1e000000000000000000000000000000000000000000000000000000005f525f60045260245ffd5b73ffffffffffffffffffffffffffffffffffffffff60055416330361094257565b7f118cdaa7000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b906108f3915f610ad8565b919073ffffffffffffffffffffffffffffffffffffffff8316158015610aba575b610ab1576064820282810460641483151715610a2957612710900473ffffffffffffffffffffffffffffffffffffffff841680610a565760025490828201809211610a29575f916002555b82600254036002557fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef6020604051858152a38203918211610a29576108f392610ad8565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b805f525f60205260405f2054828110610a7f5790825f92828452836020520360408320556109e5565b907fe450d38c000000000000000000000000000000000000000000000000000000005f5260045260245260445260645ffd5b6108f392610ad8565b5073ffffffffffffffffffffffffffffffffffffffff81161561099a565b73ffffffffffffffffffffffffffffffffffffffff169081610b6e5760025490838201809211610a295773ffffffffffffffffffffffffffffffffffffffff6020917fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef936002555b169384610b595780600254036002555b604051908152a3565b845f525f825260405f20818154019055610b50565b815f525f60205260405f2054838110610bcd5773ffffffffffffffffffffffffffffffffffffffff7fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef9285602093865f525f85520360405f2055610b40565b9190507fe450d38c000000000000000000000000000000000000000000000000000000005f5260045260245260445260645ffd",
}

// FeeOnTransferToken is an auto generated Go binding around an Ethereum contract.
type FeeOnTransferToken struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *FeeOnTransferToken) GetABI() abi.ABI {
	return c.abi
}

// NewFeeOnTransferToken creates a new instance of FeeOnTransferToken.
func NewFeeOnTransferToken() *FeeOnTransferToken {
	parsed, err := FeeOnTransferTokenMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &FeeOnTransferToken{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *FeeOnTransferToken) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address owner_) returns()
func (feeOnTransferToken *FeeOnTransferToken) PackConstructor(owner_ common.Address) []byte {
	enc, err := feeOnTransferToken.abi.Pack("", owner_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackFEEBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbf333f2c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function FEE_BPS() view returns(uint256)
func (feeOnTransferToken *FeeOnTransferToken) PackFEEBPS() []byte {
	enc, err := feeOnTransferToken.abi.Pack("FEE_BPS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFEEBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbf333f2c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function FEE_BPS() view returns(uint256)
func (feeOnTransferToken *FeeOnTransferToken) TryPackFEEBPS() ([]byte, error) {
	return feeOnTransferToken.abi.Pack("FEE_BPS")
}

// UnpackFEEBPS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbf333f2c.
//
// Solidity: function FEE_BPS() view returns(uint256)
func (feeOnTransferToken *FeeOnTransferToken) UnpackFEEBPS(data []byte) (*big.Int, error) {
	out, err := feeOnTransferToken.abi.Unpack("FEE_BPS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (feeOnTransferToken *FeeOnTransferToken) PackAllowance(owner common.Address, spender common.Address) []byte {
	enc, err := feeOnTransferToken.abi.Pack("allowance", owner, spender)
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
func (feeOnTransferToken *FeeOnTransferToken) TryPackAllowance(owner common.Address, spender common.Address) ([]byte, error) {
	return feeOnTransferToken.abi.Pack("allowance", owner, spender)
}

// UnpackAllowance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdd62ed3e.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (feeOnTransferToken *FeeOnTransferToken) UnpackAllowance(data []byte) (*big.Int, error) {
	out, err := feeOnTransferToken.abi.Unpack("allowance", data)
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
func (feeOnTransferToken *FeeOnTransferToken) PackApprove(spender common.Address, value *big.Int) []byte {
	enc, err := feeOnTransferToken.abi.Pack("approve", spender, value)
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
func (feeOnTransferToken *FeeOnTransferToken) TryPackApprove(spender common.Address, value *big.Int) ([]byte, error) {
	return feeOnTransferToken.abi.Pack("approve", spender, value)
}

// UnpackApprove is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x095ea7b3.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (feeOnTransferToken *FeeOnTransferToken) UnpackApprove(data []byte) (bool, error) {
	out, err := feeOnTransferToken.abi.Unpack("approve", data)
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
func (feeOnTransferToken *FeeOnTransferToken) PackBalanceOf(account common.Address) []byte {
	enc, err := feeOnTransferToken.abi.Pack("balanceOf", account)
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
func (feeOnTransferToken *FeeOnTransferToken) TryPackBalanceOf(account common.Address) ([]byte, error) {
	return feeOnTransferToken.abi.Pack("balanceOf", account)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70a08231.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (feeOnTransferToken *FeeOnTransferToken) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := feeOnTransferToken.abi.Unpack("balanceOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function decimals() pure returns(uint8)
func (feeOnTransferToken *FeeOnTransferToken) PackDecimals() []byte {
	enc, err := feeOnTransferToken.abi.Pack("decimals")
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
func (feeOnTransferToken *FeeOnTransferToken) TryPackDecimals() ([]byte, error) {
	return feeOnTransferToken.abi.Pack("decimals")
}

// UnpackDecimals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x313ce567.
//
// Solidity: function decimals() pure returns(uint8)
func (feeOnTransferToken *FeeOnTransferToken) UnpackDecimals(data []byte) (uint8, error) {
	out, err := feeOnTransferToken.abi.Unpack("decimals", data)
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
func (feeOnTransferToken *FeeOnTransferToken) PackMint(to common.Address, amount *big.Int) []byte {
	enc, err := feeOnTransferToken.abi.Pack("mint", to, amount)
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
func (feeOnTransferToken *FeeOnTransferToken) TryPackMint(to common.Address, amount *big.Int) ([]byte, error) {
	return feeOnTransferToken.abi.Pack("mint", to, amount)
}

// PackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function name() view returns(string)
func (feeOnTransferToken *FeeOnTransferToken) PackName() []byte {
	enc, err := feeOnTransferToken.abi.Pack("name")
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
func (feeOnTransferToken *FeeOnTransferToken) TryPackName() ([]byte, error) {
	return feeOnTransferToken.abi.Pack("name")
}

// UnpackName is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (feeOnTransferToken *FeeOnTransferToken) UnpackName(data []byte) (string, error) {
	out, err := feeOnTransferToken.abi.Unpack("name", data)
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
func (feeOnTransferToken *FeeOnTransferToken) PackOwner() []byte {
	enc, err := feeOnTransferToken.abi.Pack("owner")
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
func (feeOnTransferToken *FeeOnTransferToken) TryPackOwner() ([]byte, error) {
	return feeOnTransferToken.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (feeOnTransferToken *FeeOnTransferToken) UnpackOwner(data []byte) (common.Address, error) {
	out, err := feeOnTransferToken.abi.Unpack("owner", data)
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
func (feeOnTransferToken *FeeOnTransferToken) PackRenounceOwnership() []byte {
	enc, err := feeOnTransferToken.abi.Pack("renounceOwnership")
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
func (feeOnTransferToken *FeeOnTransferToken) TryPackRenounceOwnership() ([]byte, error) {
	return feeOnTransferToken.abi.Pack("renounceOwnership")
}

// PackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function symbol() view returns(string)
func (feeOnTransferToken *FeeOnTransferToken) PackSymbol() []byte {
	enc, err := feeOnTransferToken.abi.Pack("symbol")
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
func (feeOnTransferToken *FeeOnTransferToken) TryPackSymbol() ([]byte, error) {
	return feeOnTransferToken.abi.Pack("symbol")
}

// UnpackSymbol is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95d89b41.
//
// Solidity: function symbol() view returns(string)
func (feeOnTransferToken *FeeOnTransferToken) UnpackSymbol(data []byte) (string, error) {
	out, err := feeOnTransferToken.abi.Unpack("symbol", data)
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
func (feeOnTransferToken *FeeOnTransferToken) PackTotalSupply() []byte {
	enc, err := feeOnTransferToken.abi.Pack("totalSupply")
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
func (feeOnTransferToken *FeeOnTransferToken) TryPackTotalSupply() ([]byte, error) {
	return feeOnTransferToken.abi.Pack("totalSupply")
}

// UnpackTotalSupply is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x18160ddd.
//
// Solidity: function totalSupply() view returns(uint256)
func (feeOnTransferToken *FeeOnTransferToken) UnpackTotalSupply(data []byte) (*big.Int, error) {
	out, err := feeOnTransferToken.abi.Unpack("totalSupply", data)
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
func (feeOnTransferToken *FeeOnTransferToken) PackTransfer(to common.Address, value *big.Int) []byte {
	enc, err := feeOnTransferToken.abi.Pack("transfer", to, value)
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
func (feeOnTransferToken *FeeOnTransferToken) TryPackTransfer(to common.Address, value *big.Int) ([]byte, error) {
	return feeOnTransferToken.abi.Pack("transfer", to, value)
}

// UnpackTransfer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa9059cbb.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (feeOnTransferToken *FeeOnTransferToken) UnpackTransfer(data []byte) (bool, error) {
	out, err := feeOnTransferToken.abi.Unpack("transfer", data)
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
func (feeOnTransferToken *FeeOnTransferToken) PackTransferFrom(from common.Address, to common.Address, value *big.Int) []byte {
	enc, err := feeOnTransferToken.abi.Pack("transferFrom", from, to, value)
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
func (feeOnTransferToken *FeeOnTransferToken) TryPackTransferFrom(from common.Address, to common.Address, value *big.Int) ([]byte, error) {
	return feeOnTransferToken.abi.Pack("transferFrom", from, to, value)
}

// UnpackTransferFrom is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x23b872dd.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (feeOnTransferToken *FeeOnTransferToken) UnpackTransferFrom(data []byte) (bool, error) {
	out, err := feeOnTransferToken.abi.Unpack("transferFrom", data)
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
func (feeOnTransferToken *FeeOnTransferToken) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := feeOnTransferToken.abi.Pack("transferOwnership", newOwner)
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
func (feeOnTransferToken *FeeOnTransferToken) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return feeOnTransferToken.abi.Pack("transferOwnership", newOwner)
}

// FeeOnTransferTokenApproval represents a Approval event raised by the FeeOnTransferToken contract.
type FeeOnTransferTokenApproval struct {
	Owner   common.Address
	Spender common.Address
	Value   *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const FeeOnTransferTokenApprovalEventName = "Approval"

// ContractEventName returns the user-defined event name.
func (FeeOnTransferTokenApproval) ContractEventName() string {
	return FeeOnTransferTokenApprovalEventName
}

// UnpackApprovalEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Approval(address indexed owner, address indexed spender, uint256 value)
func (feeOnTransferToken *FeeOnTransferToken) UnpackApprovalEvent(log *types.Log) (*FeeOnTransferTokenApproval, error) {
	event := "Approval"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != feeOnTransferToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(FeeOnTransferTokenApproval)
	if len(log.Data) > 0 {
		if err := feeOnTransferToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range feeOnTransferToken.abi.Events[event].Inputs {
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

// FeeOnTransferTokenOwnershipTransferred represents a OwnershipTransferred event raised by the FeeOnTransferToken contract.
type FeeOnTransferTokenOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const FeeOnTransferTokenOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (FeeOnTransferTokenOwnershipTransferred) ContractEventName() string {
	return FeeOnTransferTokenOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (feeOnTransferToken *FeeOnTransferToken) UnpackOwnershipTransferredEvent(log *types.Log) (*FeeOnTransferTokenOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != feeOnTransferToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(FeeOnTransferTokenOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := feeOnTransferToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range feeOnTransferToken.abi.Events[event].Inputs {
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

// FeeOnTransferTokenTransfer represents a Transfer event raised by the FeeOnTransferToken contract.
type FeeOnTransferTokenTransfer struct {
	From  common.Address
	To    common.Address
	Value *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const FeeOnTransferTokenTransferEventName = "Transfer"

// ContractEventName returns the user-defined event name.
func (FeeOnTransferTokenTransfer) ContractEventName() string {
	return FeeOnTransferTokenTransferEventName
}

// UnpackTransferEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Transfer(address indexed from, address indexed to, uint256 value)
func (feeOnTransferToken *FeeOnTransferToken) UnpackTransferEvent(log *types.Log) (*FeeOnTransferTokenTransfer, error) {
	event := "Transfer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != feeOnTransferToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(FeeOnTransferTokenTransfer)
	if len(log.Data) > 0 {
		if err := feeOnTransferToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range feeOnTransferToken.abi.Events[event].Inputs {
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
func (feeOnTransferToken *FeeOnTransferToken) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], feeOnTransferToken.abi.Errors["ERC20InsufficientAllowance"].ID.Bytes()[:4]) {
		return feeOnTransferToken.UnpackERC20InsufficientAllowanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeOnTransferToken.abi.Errors["ERC20InsufficientBalance"].ID.Bytes()[:4]) {
		return feeOnTransferToken.UnpackERC20InsufficientBalanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeOnTransferToken.abi.Errors["ERC20InvalidApprover"].ID.Bytes()[:4]) {
		return feeOnTransferToken.UnpackERC20InvalidApproverError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeOnTransferToken.abi.Errors["ERC20InvalidReceiver"].ID.Bytes()[:4]) {
		return feeOnTransferToken.UnpackERC20InvalidReceiverError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeOnTransferToken.abi.Errors["ERC20InvalidSender"].ID.Bytes()[:4]) {
		return feeOnTransferToken.UnpackERC20InvalidSenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeOnTransferToken.abi.Errors["ERC20InvalidSpender"].ID.Bytes()[:4]) {
		return feeOnTransferToken.UnpackERC20InvalidSpenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeOnTransferToken.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return feeOnTransferToken.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeOnTransferToken.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return feeOnTransferToken.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// FeeOnTransferTokenERC20InsufficientAllowance represents a ERC20InsufficientAllowance error raised by the FeeOnTransferToken contract.
type FeeOnTransferTokenERC20InsufficientAllowance struct {
	Spender   common.Address
	Allowance *big.Int
	Needed    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func FeeOnTransferTokenERC20InsufficientAllowanceErrorID() common.Hash {
	return common.HexToHash("0xfb8f41b23e99d2101d86da76cdfa87dd51c82ed07d3cb62cbc473e469dbc75c3")
}

// UnpackERC20InsufficientAllowanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func (feeOnTransferToken *FeeOnTransferToken) UnpackERC20InsufficientAllowanceError(raw []byte) (*FeeOnTransferTokenERC20InsufficientAllowance, error) {
	out := new(FeeOnTransferTokenERC20InsufficientAllowance)
	if err := feeOnTransferToken.abi.UnpackIntoInterface(out, "ERC20InsufficientAllowance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeOnTransferTokenERC20InsufficientBalance represents a ERC20InsufficientBalance error raised by the FeeOnTransferToken contract.
type FeeOnTransferTokenERC20InsufficientBalance struct {
	Sender  common.Address
	Balance *big.Int
	Needed  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func FeeOnTransferTokenERC20InsufficientBalanceErrorID() common.Hash {
	return common.HexToHash("0xe450d38cd8d9f7d95077d567d60ed49c7254716e6ad08fc9872816c97e0ffec6")
}

// UnpackERC20InsufficientBalanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func (feeOnTransferToken *FeeOnTransferToken) UnpackERC20InsufficientBalanceError(raw []byte) (*FeeOnTransferTokenERC20InsufficientBalance, error) {
	out := new(FeeOnTransferTokenERC20InsufficientBalance)
	if err := feeOnTransferToken.abi.UnpackIntoInterface(out, "ERC20InsufficientBalance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeOnTransferTokenERC20InvalidApprover represents a ERC20InvalidApprover error raised by the FeeOnTransferToken contract.
type FeeOnTransferTokenERC20InvalidApprover struct {
	Approver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidApprover(address approver)
func FeeOnTransferTokenERC20InvalidApproverErrorID() common.Hash {
	return common.HexToHash("0xe602df05cc75712490294c6c104ab7c17f4030363910a7a2626411c6d3118847")
}

// UnpackERC20InvalidApproverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidApprover(address approver)
func (feeOnTransferToken *FeeOnTransferToken) UnpackERC20InvalidApproverError(raw []byte) (*FeeOnTransferTokenERC20InvalidApprover, error) {
	out := new(FeeOnTransferTokenERC20InvalidApprover)
	if err := feeOnTransferToken.abi.UnpackIntoInterface(out, "ERC20InvalidApprover", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeOnTransferTokenERC20InvalidReceiver represents a ERC20InvalidReceiver error raised by the FeeOnTransferToken contract.
type FeeOnTransferTokenERC20InvalidReceiver struct {
	Receiver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func FeeOnTransferTokenERC20InvalidReceiverErrorID() common.Hash {
	return common.HexToHash("0xec442f055133b72f3b2f9f0bb351c406b178527de2040a7d1feb4e058771f613")
}

// UnpackERC20InvalidReceiverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func (feeOnTransferToken *FeeOnTransferToken) UnpackERC20InvalidReceiverError(raw []byte) (*FeeOnTransferTokenERC20InvalidReceiver, error) {
	out := new(FeeOnTransferTokenERC20InvalidReceiver)
	if err := feeOnTransferToken.abi.UnpackIntoInterface(out, "ERC20InvalidReceiver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeOnTransferTokenERC20InvalidSender represents a ERC20InvalidSender error raised by the FeeOnTransferToken contract.
type FeeOnTransferTokenERC20InvalidSender struct {
	Sender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSender(address sender)
func FeeOnTransferTokenERC20InvalidSenderErrorID() common.Hash {
	return common.HexToHash("0x96c6fd1edd0cd6ef7ff0ecc0facdf53148dc0048b57fe58af65755250a7a96bd")
}

// UnpackERC20InvalidSenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSender(address sender)
func (feeOnTransferToken *FeeOnTransferToken) UnpackERC20InvalidSenderError(raw []byte) (*FeeOnTransferTokenERC20InvalidSender, error) {
	out := new(FeeOnTransferTokenERC20InvalidSender)
	if err := feeOnTransferToken.abi.UnpackIntoInterface(out, "ERC20InvalidSender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeOnTransferTokenERC20InvalidSpender represents a ERC20InvalidSpender error raised by the FeeOnTransferToken contract.
type FeeOnTransferTokenERC20InvalidSpender struct {
	Spender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSpender(address spender)
func FeeOnTransferTokenERC20InvalidSpenderErrorID() common.Hash {
	return common.HexToHash("0x94280d62c347d8d9f4d59a76ea321452406db88df38e0c9da304f58b57b373a2")
}

// UnpackERC20InvalidSpenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSpender(address spender)
func (feeOnTransferToken *FeeOnTransferToken) UnpackERC20InvalidSpenderError(raw []byte) (*FeeOnTransferTokenERC20InvalidSpender, error) {
	out := new(FeeOnTransferTokenERC20InvalidSpender)
	if err := feeOnTransferToken.abi.UnpackIntoInterface(out, "ERC20InvalidSpender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeOnTransferTokenOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the FeeOnTransferToken contract.
type FeeOnTransferTokenOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func FeeOnTransferTokenOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (feeOnTransferToken *FeeOnTransferToken) UnpackOwnableInvalidOwnerError(raw []byte) (*FeeOnTransferTokenOwnableInvalidOwner, error) {
	out := new(FeeOnTransferTokenOwnableInvalidOwner)
	if err := feeOnTransferToken.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeOnTransferTokenOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the FeeOnTransferToken contract.
type FeeOnTransferTokenOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func FeeOnTransferTokenOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (feeOnTransferToken *FeeOnTransferToken) UnpackOwnableUnauthorizedAccountError(raw []byte) (*FeeOnTransferTokenOwnableUnauthorizedAccount, error) {
	out := new(FeeOnTransferTokenOwnableUnauthorizedAccount)
	if err := feeOnTransferToken.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}
