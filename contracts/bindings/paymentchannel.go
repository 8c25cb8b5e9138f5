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

// PaymentChannelMetaData contains all meta data concerning the PaymentChannel contract.
var PaymentChannelMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"token_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"treasury_\",\"type\":\"address\"},{\"internalType\":\"uint16\",\"name\":\"feeBps_\",\"type\":\"uint16\"},{\"internalType\":\"uint32\",\"name\":\"grace_\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deposit\",\"type\":\"uint256\"}],\"name\":\"AmountExceedsDeposit\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"redeemed\",\"type\":\"uint256\"}],\"name\":\"AmountNotIncreasing\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"}],\"name\":\"BadVoucherSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"}],\"name\":\"ChannelExists\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"name\":\"ChannelExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"}],\"name\":\"FeeOnTransferToken\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"InvalidAmount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"name\":\"InvalidExpiry\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint16\",\"name\":\"feeBps\",\"type\":\"uint16\"}],\"name\":\"InvalidFee\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"InvalidRecipient\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"NotProvider\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"}],\"name\":\"NotRequester\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"}],\"name\":\"NothingOwed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"}],\"name\":\"NothingToReclaim\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"until\",\"type\":\"uint64\"}],\"name\":\"ReclaimTooEarly\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"until\",\"type\":\"uint64\"}],\"name\":\"RedeemWindowClosed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"sequence\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"lastSequence\",\"type\":\"uint64\"}],\"name\":\"StaleVoucher\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"}],\"name\":\"UnknownChannel\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"name\":\"ChannelExtended\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"deposit\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"name\":\"ChannelOpened\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"ChannelReclaimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"sequence\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"payout\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"}],\"name\":\"ChannelRedeemed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"deposit\",\"type\":\"uint256\"}],\"name\":\"ChannelToppedUp\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"OwedWithdrawn\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"PaymentDeferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"treasury\",\"type\":\"address\"}],\"name\":\"TreasurySet\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"MAX_FEE_BPS\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"VOUCHER_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"channel\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"sequence\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"deposit\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"redeemed\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"name\":\"channelId\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"domainSeparator\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"name\":\"extend\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"feeBps\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"grace\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"name\":\"open\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"channelId_\",\"type\":\"bytes32\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"permitDeadline\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"openWithPermit\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"channelId_\",\"type\":\"bytes32\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"}],\"name\":\"owed\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"reclaim\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"sequence\",\"type\":\"uint64\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"redeem\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"treasury_\",\"type\":\"address\"}],\"name\":\"setTreasury\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"topUp\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"permitDeadline\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"topUpWithPermit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalOwed\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"treasury\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"sequence\",\"type\":\"uint64\"}],\"name\":\"voucherDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"sequence\",\"type\":\"uint64\"}],\"name\":\"voucherHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"withdrawOwed\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "PaymentChannel",
	Bin: "0x6101c0806040523461030d5760a081611df680380380916100208285610311565b83398101031261030d5780516001600160a01b038116919082810361030d5761004b60208301610348565b9060408301519361ffff85169081860361030d5760608501519463ffffffff8616860361030d57608061007e9101610348565b6040519061008d604083610311565b60168252602082017f6770756d657368205061796d656e744368616e6e656c000000000000000000008152604051926100c7604085610311565b60018452603160f81b60208501908152926001600160a01b031680156102fa575f80546001600160a01b03198116831782556001600160a01b0316907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09080a36101308161035c565b6101205261013d8461035c565b61014052519020918260e05251902080610100524660a0526040519060208201927f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f8452604083015260608201524660808201523060a082015260a081526101a660c082610311565b5190206080523060c0521580156102e9575b6102da576107d081116102c857610160829052600580546001600160a01b0319166001600160a01b0385169081179091556101808690526101a08590526040519081527f3c864541ef71378c6229510ed90f376565ee42d9c5e0904a984a9e863e6db44f90602090a1604051611a2e90816103c88239608051816116ac015260a05181611763015260c0518161167d015260e051816116fb0152610100518161172101526101205181610ce401526101405181610d0e015261016051818181610157015281816108de01528181610be501528181610e730152818161138c015261179e0152610180518181816105ec0152610f8c01526101a051818181610526015281816109f10152610fcc0152f35b63f6f4a38f60e01b5f5260045260245ffd5b63d92e233d60e01b5f5260045ffd5b506001600160a01b038316156101b8565b631e4fbdf760e01b5f525f60045260245ffd5b5f80fd5b601f909101601f19168101906001600160401b0382119082101761033457604052565b634e487b7160e01b5f52604160045260245ffd5b51906001600160a01b038216820361030d57565b601f815111610387576020815191015160208210610378571790565b5f198260200360031b1b161790565b604460209160405192839163305a27a960e01b83528160048401528051918291826024860152018484015e5f828201840152601f01601f19168101030190fdfe60806040526004361015610011575f80fd5b5f5f3560e01c806306bb45b614610ff05780631eefddb114610fb057806324a9d85314610f725780633046e71714610f5657806352f5873414610f1a57806359a1d3a714610e3f57806361d027b314610e18578063715018a614610dc657806384b0196e14610cca57806384ff698514610b4d5780638da5cb5b14610b2757806394739e8714610aec57806396afb3651461098f57806399b70ecf14610897578063b67644b91461086f578063b7d9c80e146107d7578063c8d5372614610454578063c991a24b14610390578063d55be8c614610373578063df18e0471461033b578063e7fa9f7d1461031d578063ed292f37146102b4578063f0f4426014610234578063f2fde38b146101a1578063f698da251461017e5763fc0c546a14610138575f80fd5b3461017b578060031936011261017b5760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b80fd5b503461017b578060031936011261017b576020610199611673565b604051908152f35b503461017b57602036600319011261017b576001600160a01b036101c3611045565b6101cb61135d565b16801561022057815473ffffffffffffffffffffffffffffffffffffffff198116821783556001600160a01b03167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e08380a380f35b631e4fbdf760e01b82526004829052602482fd5b503461017b57602036600319011261017b576001600160a01b03610256611045565b61025e61135d565b1680156102a5576020817f3c864541ef71378c6229510ed90f376565ee42d9c5e0904a984a9e863e6db44f926001600160a01b03196005541617600555604051908152a180f35b63d92e233d60e01b8252600482fd5b503461017b57608036600319011261017b576020906102f26102d4611045565b6102dc611003565b906102e5611228565b6044359060243590611457565b907f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d604051908152f35b503461017b578060031936011261017b576020600454604051908152f35b503461017b57602036600319011261017b5760406020916001600160a01b03610362611045565b168152600383522054604051908152f35b503461017b578060031936011261017b5760206040516107d08152f35b503461017b57604036600319011261017b5760043560243567ffffffffffffffff811690818103610450576103c4836115fa565b9064ffffffffff825460a01c168311801590610442575b61042e57815464ffffffffff60a01b191660a09190911b64ffffffffff60a01b161790557fa4d49826e5fd9a7363734fdbe37533b9624338ce2037f4ea57b8211927711e0b90602090604051908152a280f35b630bc4794d60e31b85526004839052602485fd5b5064ffffffffff83116103db565b8380fd5b503461017b57608036600319011261017b5760043560243560443567ffffffffffffffff81168082036107d3576064359067ffffffffffffffff82116107cf57366023830112156107cf5781600401359467ffffffffffffffff86116107cb5736602487850101116107cb576104c8611228565b808752600660205260408720956104de87611184565b906001600160a01b03825116156107b75760408201946001600160a01b038651168033036107a1575067ffffffffffffffff61054c64ffffffffff60208601511663ffffffff7f00000000000000000000000000000000000000000000000000000000000000001690611162565b1680421161078f5750906024610575920161057061056b898b886110b5565b611202565b6115c5565b6001600160a01b0380835116911681810361077a57505067ffffffffffffffff60608201511680841115610763575060a08101906001600160801b038251168088111561074d5750608001516001600160801b031680871161073657506001600160801b036105e691511686611141565b9461ffff7f00000000000000000000000000000000000000000000000000000000000000001680870290878204148715171561072257936106e5936106eb96937fad4e9cefd91fb88654a92db889c71dd7dea7772e72f9abe0f35db6657b55392a60806001600160a01b039560026127106106fc9e9d9b049c8d9960018201907fffffffff0000000000000000ffffffffffffffffffffffffffffffffffffffff82549167ffffffffffffffff60a01b9060a01b1691161790550180546001600160801b03801984861b16911617905586865116946106c5898c611141565b9060405192835260208301526040820152876060820152a3511692611141565b90611383565b6001600160a01b0360055416611383565b807f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d80f35b634e487b7160e01b89526011600452602489fd5b6399843c6360e01b89526004879052602452604488fd5b62b29cff60e71b8a526004889052602452604489fd5b6318810f8760e01b89526004849052602452604488fd5b6301f93c4d60e11b8a52600452602452604488fd5b63c670e13b60e01b8b5260045260248afd5b630d12c24160e21b8b523360045260245260448afd5b63b08fc1cb60e01b89526004839052602489fd5b8680fd5b8580fd5b8480fd5b503461017b57602036600319011261017b57610801604060c0926004358152600660205220611184565b6001600160a01b03815116906001600160a01b036040820151169064ffffffffff60208201511667ffffffffffffffff606083015116906001600160801b0360a0816080860151169401511693604051958652602086015260408501526060840152608083015260a0820152f35b503461017b57604036600319011261017b57610889611228565b6106fc602435600435611290565b503461017b5761010036600319011261017b576108b2611045565b6044356108bd611003565b918360a43560ff8116810361098b576108d4611228565b6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690813b156109875760405163d505accf60e01b81523360048201523060248201526044810186905260848035606483015260ff929092169181019190915260c4803560a483015260e4803591830191909152909291839190829084905af1610972575b6020856102f2868660243587611457565b61097d85809261107f565b610450575f610961565b8280fd5b5080fd5b503461017b57602036600319011261017b57600435906109ad611228565b81815260066020526040812080549060026001600160a01b038316910180548060801c938315610ad857610a1b67ffffffffffffffff9164ffffffffff63ffffffff7f0000000000000000000000000000000000000000000000000000000000000000169160a01c16611162565b1680421115610ac657506001600160801b03849116036001600160801b038111610ab2576001600160801b0316928315610a9e579482916001600160801b036106fc9697166001600160801b03198254161790557f097acf7eda32cd212b042beb065acb955dabc90b6310d92a6ba31f6d75104a316020604051868152a3611383565b63232cacc560e21b85526004869052602485fd5b634e487b7160e01b85526011600452602485fd5b63398589a560e21b8652600452602485fd5b63b08fc1cb60e01b86526004879052602486fd5b503461017b578060031936011261017b5760206040517fc5597314da06ac62ed43c12898423ea0737ca716d189128134a84253c5a9c8b48152f35b503461017b578060031936011261017b576001600160a01b036020915416604051908152f35b503461017b57602036600319011261017b576001600160a01b03610b6f611045565b610b77611228565b1680158015610cc1575b610caf5733825260036020526040822054908115610c9c573383526003602052826040812055610bb382600454611141565b600455806040518381527fa6cd4410234ac9de9d1307f26fd9ec5124f511a9135d59c0904879dd8ae28e1060203392a37f0000000000000000000000000000000000000000000000000000000000000000916040519163a9059cbb60e01b855260045260245260208360448180865af1906001845114821615610c7b575b60405215610c605750807f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d80f35b635274afe760e01b82526001600160a01b0316600452602490fd5b906001811516610c9357823b15153d15161690610c31565b503d83823e3d90fd5b633a8d87ed60e11b835233600452602483fd5b630bc2c5df60e11b8252600452602490fd5b50308114610b81565b503461017b578060031936011261017b57610d6a90610d087f000000000000000000000000000000000000000000000000000000000000000061193a565b90610d327f000000000000000000000000000000000000000000000000000000000000000061193a565b906020610d7860405193610d46838661107f565b8385525f368137604051968796600f60f81b885260e08589015260e088019061105b565b90868203604088015261105b565b904660608601523060808601528260a086015284820360c08601528080855193848152019401925b828110610daf57505050500390f35b835185528695509381019392810192600101610da0565b503461017b578060031936011261017b57610ddf61135d565b806001600160a01b038154811981168355167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e08280a380f35b503461017b578060031936011261017b5760206001600160a01b0360055416604051908152f35b5034610f165760c0366003190112610f165760243560643560ff81168103610f1657610e69611228565b6001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016803b15610f165760405163d505accf60e01b8152336004820152306024820152604480820185905235606482015260ff929092166084808401919091523560a4808401919091523560c48301525f90829060e490829084905af1610eff575b506106fc90600435611290565b610f0c9192505f9061107f565b5f906106fc610ef2565b5f80fd5b34610f16576060366003190112610f1657610f33611045565b6024356001600160a01b0381168103610f16576020916101999160443591611111565b34610f1657602061019961056b610f6c3661101a565b916110b5565b34610f16575f366003190112610f1657602060405161ffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610f16575f366003190112610f1657602060405163ffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610f16576020610199610f6c3661101a565b6064359067ffffffffffffffff82168203610f1657565b6060906003190112610f1657600435906024359060443567ffffffffffffffff81168103610f165790565b600435906001600160a01b0382168203610f1657565b805180835260209291819084018484015e5f828201840152601f01601f1916010190565b90601f8019910116810190811067ffffffffffffffff8211176110a157604052565b634e487b7160e01b5f52604160045260245ffd5b9167ffffffffffffffff906040519260208401947fc5597314da06ac62ed43c12898423ea0737ca716d189128134a84253c5a9c8b48652604085015260608401521660808201526080815261110b60a08261107f565b51902090565b916001600160a01b036040519281602085019516855216604083015260608201526060815261110b60808261107f565b9190820391821161114e57565b634e487b7160e01b5f52601160045260245ffd5b9067ffffffffffffffff8091169116019067ffffffffffffffff821161114e57565b9060405160c0810181811067ffffffffffffffff8211176110a15760405260a06002829464ffffffffff81546001600160a01b0381168652841c16602085015267ffffffffffffffff60018201546001600160a01b0381166040870152841c16606085015201546001600160801b038116608084015260801c910152565b60429061120d611673565b906040519161190160f01b8352600283015260228201522090565b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005c6112745760017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d565b633ee5aeb560e01b5f5260045ffd5b9190820180921161114e57565b919061129b836115fa565b8115801561134d575b61133a57600201926112c0826001600160801b03865416611283565b936001600160801b038511611327576040857f9cccb87b8f66309aa4e78924a7f8bbe8cb5ddd377aa929dd7a622132781856aa926001600160801b0380611325989916166001600160801b03198254161790558151908582526020820152a233611789565b565b82633728b83d60e01b5f5260045260245ffd5b50633728b83d60e01b5f5260045260245ffd5b506001600160801b0382116112a4565b6001600160a01b035f5416330361137057565b63118cdaa760e01b5f523360045260245ffd5b908015611453577f0000000000000000000000000000000000000000000000000000000000000000916001600160a01b036040519163a9059cbb60e01b5f521692836004528260245260205f60448180855af19060015f5114821615611446575b5090604052156113f2575050565b60207f8af6e30690e4b192e05dc42baa9776cefda6c432838616c7f4f036bbab44917e91835f526003825260405f2061142c828254611283565b905561143a81600454611283565b600455604051908152a2565b3b15153d1516165f6113e4565b5050565b93929190936001600160a01b0381169081156115b657821580156115a6575b6113275767ffffffffffffffff841695428711801590611598575b6115855761149f9133611111565b94855f52600660205260405f20936001600160a01b0385541661157257845464ffffffffff60a01b1933167fffffffffffffff000000000000000000000000000000000000000000000000009091161760a09190911b64ffffffffff60a01b161784556113259360029060018101846001600160a01b0319825416179055016001600160801b03808516166001600160801b0319825416179055604051908382526020820152857f9872b10740b75c20e0eb3eebab184398d737141b8ba28f48c11db6632c60856260403393a433611789565b8663054a060360e51b5f5260045260245ffd5b86630bc4794d60e31b5f5260045260245ffd5b5064ffffffffff8711611491565b506001600160801b038311611476565b63d92e233d60e01b5f5260045ffd5b906115d09291611978565b5060048110156115e6576115e15790565b505f90565b634e487b7160e01b5f52602160045260245ffd5b90815f52600660205260405f2091825464ffffffffff6001600160a01b0382169160a01c16918115611661575080330361164b57508042116116395750565b636c062c2160e01b5f5260045260245ffd5b630348d81960e11b5f523360045260245260445ffd5b63b08fc1cb60e01b5f5260045260245ffd5b6001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016301480611760575b156116ce577f000000000000000000000000000000000000000000000000000000000000000090565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527f000000000000000000000000000000000000000000000000000000000000000060408201527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a082015260a0815261110b60c08261107f565b507f000000000000000000000000000000000000000000000000000000000000000046146116a5565b6040516370a0823160e01b81523060048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03811690602083602481855afa9283156118ca575f93611906575b506001600160a01b03604051946323b872dd60e01b5f5216600452306024528460445260205f60648180855af19060015f51148216156118e7575b50836040525f606052156118d557826024816020936370a0823160e01b82523060048301525afa9182156118ca575f92611896575b5061185a8382611283565b820361186557505050565b8082111561188d5761187691611141565b905b631778adbd60e31b5f5260045260245260445ffd5b50505f90611878565b9091506020813d6020116118c2575b816118b26020938361107f565b81010312610f165751905f61184f565b3d91506118a5565b6040513d5f823e3d90fd5b635274afe760e01b5f5260045260245ffd5b60018215166118fd573b15153d1516165f61181a565b843d5f823e3d90fd5b9092506020813d602011611932575b816119226020938361107f565b81010312610f165751915f6117df565b3d9150611915565b60ff811690601f8211611969576040519161195660408461107f565b6020808452838101919036833783525290565b632cd44ac360e21b5f5260045ffd5b90604183036119a25761199b9250602081013591604082359201355f1a906119ac565b9192909190565b50505f9160029190565b91907f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08411611a23579160209360809260ff5f9560405194855216868401526040830152606082015282805260015afa156118ca575f516001600160a01b03811615611a1957905f905f90565b505f906001905f90565b5050505f916003919056",
}

// PaymentChannel is an auto generated Go binding around an Ethereum contract.
type PaymentChannel struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *PaymentChannel) GetABI() abi.ABI {
	return c.abi
}

// NewPaymentChannel creates a new instance of PaymentChannel.
func NewPaymentChannel() *PaymentChannel {
	parsed, err := PaymentChannelMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &PaymentChannel{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *PaymentChannel) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address token_, address treasury_, uint16 feeBps_, uint32 grace_, address owner_) returns()
func (paymentChannel *PaymentChannel) PackConstructor(token_ common.Address, treasury_ common.Address, feeBps_ uint16, grace_ uint32, owner_ common.Address) []byte {
	enc, err := paymentChannel.abi.Pack("", token_, treasury_, feeBps_, grace_, owner_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackMAXFEEBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd55be8c6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_FEE_BPS() view returns(uint16)
func (paymentChannel *PaymentChannel) PackMAXFEEBPS() []byte {
	enc, err := paymentChannel.abi.Pack("MAX_FEE_BPS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXFEEBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd55be8c6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_FEE_BPS() view returns(uint16)
func (paymentChannel *PaymentChannel) TryPackMAXFEEBPS() ([]byte, error) {
	return paymentChannel.abi.Pack("MAX_FEE_BPS")
}

// UnpackMAXFEEBPS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd55be8c6.
//
// Solidity: function MAX_FEE_BPS() view returns(uint16)
func (paymentChannel *PaymentChannel) UnpackMAXFEEBPS(data []byte) (uint16, error) {
	out, err := paymentChannel.abi.Unpack("MAX_FEE_BPS", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackVOUCHERTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x94739e87.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function VOUCHER_TYPEHASH() view returns(bytes32)
func (paymentChannel *PaymentChannel) PackVOUCHERTYPEHASH() []byte {
	enc, err := paymentChannel.abi.Pack("VOUCHER_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVOUCHERTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x94739e87.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function VOUCHER_TYPEHASH() view returns(bytes32)
func (paymentChannel *PaymentChannel) TryPackVOUCHERTYPEHASH() ([]byte, error) {
	return paymentChannel.abi.Pack("VOUCHER_TYPEHASH")
}

// UnpackVOUCHERTYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x94739e87.
//
// Solidity: function VOUCHER_TYPEHASH() view returns(bytes32)
func (paymentChannel *PaymentChannel) UnpackVOUCHERTYPEHASH(data []byte) ([32]byte, error) {
	out, err := paymentChannel.abi.Unpack("VOUCHER_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackChannel is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb7d9c80e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function channel(bytes32 id) view returns(address requester, address provider, uint64 expiry, uint64 sequence, uint256 deposit, uint256 redeemed)
func (paymentChannel *PaymentChannel) PackChannel(id [32]byte) []byte {
	enc, err := paymentChannel.abi.Pack("channel", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChannel is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb7d9c80e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function channel(bytes32 id) view returns(address requester, address provider, uint64 expiry, uint64 sequence, uint256 deposit, uint256 redeemed)
func (paymentChannel *PaymentChannel) TryPackChannel(id [32]byte) ([]byte, error) {
	return paymentChannel.abi.Pack("channel", id)
}

// ChannelOutput serves as a container for the return parameters of contract
// method Channel.
type ChannelOutput struct {
	Requester common.Address
	Provider  common.Address
	Expiry    uint64
	Sequence  uint64
	Deposit   *big.Int
	Redeemed  *big.Int
}

// UnpackChannel is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb7d9c80e.
//
// Solidity: function channel(bytes32 id) view returns(address requester, address provider, uint64 expiry, uint64 sequence, uint256 deposit, uint256 redeemed)
func (paymentChannel *PaymentChannel) UnpackChannel(data []byte) (ChannelOutput, error) {
	out, err := paymentChannel.abi.Unpack("channel", data)
	outstruct := new(ChannelOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Requester = *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	outstruct.Provider = *abi.ConvertType(out[1], new(common.Address)).(*common.Address)
	outstruct.Expiry = *abi.ConvertType(out[2], new(uint64)).(*uint64)
	outstruct.Sequence = *abi.ConvertType(out[3], new(uint64)).(*uint64)
	outstruct.Deposit = abi.ConvertType(out[4], new(big.Int)).(*big.Int)
	outstruct.Redeemed = abi.ConvertType(out[5], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackChannelId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x52f58734.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function channelId(address requester, address provider, bytes32 salt) pure returns(bytes32)
func (paymentChannel *PaymentChannel) PackChannelId(requester common.Address, provider common.Address, salt [32]byte) []byte {
	enc, err := paymentChannel.abi.Pack("channelId", requester, provider, salt)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChannelId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x52f58734.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function channelId(address requester, address provider, bytes32 salt) pure returns(bytes32)
func (paymentChannel *PaymentChannel) TryPackChannelId(requester common.Address, provider common.Address, salt [32]byte) ([]byte, error) {
	return paymentChannel.abi.Pack("channelId", requester, provider, salt)
}

// UnpackChannelId is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x52f58734.
//
// Solidity: function channelId(address requester, address provider, bytes32 salt) pure returns(bytes32)
func (paymentChannel *PaymentChannel) UnpackChannelId(data []byte) ([32]byte, error) {
	out, err := paymentChannel.abi.Unpack("channelId", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackDomainSeparator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf698da25.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function domainSeparator() view returns(bytes32)
func (paymentChannel *PaymentChannel) PackDomainSeparator() []byte {
	enc, err := paymentChannel.abi.Pack("domainSeparator")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDomainSeparator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf698da25.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function domainSeparator() view returns(bytes32)
func (paymentChannel *PaymentChannel) TryPackDomainSeparator() ([]byte, error) {
	return paymentChannel.abi.Pack("domainSeparator")
}

// UnpackDomainSeparator is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf698da25.
//
// Solidity: function domainSeparator() view returns(bytes32)
func (paymentChannel *PaymentChannel) UnpackDomainSeparator(data []byte) ([32]byte, error) {
	out, err := paymentChannel.abi.Unpack("domainSeparator", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackPaymentChannelEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (paymentChannel *PaymentChannel) PackPaymentChannelEip712Domain() []byte {
	enc, err := paymentChannel.abi.Pack("eip712Domain")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPaymentChannelEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (paymentChannel *PaymentChannel) TryPackPaymentChannelEip712Domain() ([]byte, error) {
	return paymentChannel.abi.Pack("eip712Domain")
}

// PaymentChannelEip712DomainOutput serves as a container for the return parameters of contract
// method PaymentChannelEip712Domain.
type PaymentChannelEip712DomainOutput struct {
	Fields            [1]byte
	Name              string
	Version           string
	ChainId           *big.Int
	VerifyingContract common.Address
	Salt              [32]byte
	Extensions        []*big.Int
}

// UnpackPaymentChannelEip712Domain is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x84b0196e.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (paymentChannel *PaymentChannel) UnpackPaymentChannelEip712Domain(data []byte) (PaymentChannelEip712DomainOutput, error) {
	out, err := paymentChannel.abi.Unpack("eip712Domain", data)
	outstruct := new(PaymentChannelEip712DomainOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Fields = *abi.ConvertType(out[0], new([1]byte)).(*[1]byte)
	outstruct.Name = *abi.ConvertType(out[1], new(string)).(*string)
	outstruct.Version = *abi.ConvertType(out[2], new(string)).(*string)
	outstruct.ChainId = abi.ConvertType(out[3], new(big.Int)).(*big.Int)
	outstruct.VerifyingContract = *abi.ConvertType(out[4], new(common.Address)).(*common.Address)
	outstruct.Salt = *abi.ConvertType(out[5], new([32]byte)).(*[32]byte)
	outstruct.Extensions = *abi.ConvertType(out[6], new([]*big.Int)).(*[]*big.Int)
	return *outstruct, nil
}

// PackExtend is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc991a24b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function extend(bytes32 id, uint64 expiry) returns()
func (paymentChannel *PaymentChannel) PackExtend(id [32]byte, expiry uint64) []byte {
	enc, err := paymentChannel.abi.Pack("extend", id, expiry)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExtend is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc991a24b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function extend(bytes32 id, uint64 expiry) returns()
func (paymentChannel *PaymentChannel) TryPackExtend(id [32]byte, expiry uint64) ([]byte, error) {
	return paymentChannel.abi.Pack("extend", id, expiry)
}

// PackFeeBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x24a9d853.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function feeBps() view returns(uint16)
func (paymentChannel *PaymentChannel) PackFeeBps() []byte {
	enc, err := paymentChannel.abi.Pack("feeBps")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFeeBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x24a9d853.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function feeBps() view returns(uint16)
func (paymentChannel *PaymentChannel) TryPackFeeBps() ([]byte, error) {
	return paymentChannel.abi.Pack("feeBps")
}

// UnpackFeeBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x24a9d853.
//
// Solidity: function feeBps() view returns(uint16)
func (paymentChannel *PaymentChannel) UnpackFeeBps(data []byte) (uint16, error) {
	out, err := paymentChannel.abi.Unpack("feeBps", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackGrace is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1eefddb1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function grace() view returns(uint32)
func (paymentChannel *PaymentChannel) PackGrace() []byte {
	enc, err := paymentChannel.abi.Pack("grace")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGrace is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1eefddb1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function grace() view returns(uint32)
func (paymentChannel *PaymentChannel) TryPackGrace() ([]byte, error) {
	return paymentChannel.abi.Pack("grace")
}

// UnpackGrace is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1eefddb1.
//
// Solidity: function grace() view returns(uint32)
func (paymentChannel *PaymentChannel) UnpackGrace(data []byte) (uint32, error) {
	out, err := paymentChannel.abi.Unpack("grace", data)
	if err != nil {
		return *new(uint32), err
	}
	out0 := *abi.ConvertType(out[0], new(uint32)).(*uint32)
	return out0, nil
}

// PackOpen is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xed292f37.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function open(address provider, bytes32 salt, uint256 amount, uint64 expiry) returns(bytes32 channelId_)
func (paymentChannel *PaymentChannel) PackOpen(provider common.Address, salt [32]byte, amount *big.Int, expiry uint64) []byte {
	enc, err := paymentChannel.abi.Pack("open", provider, salt, amount, expiry)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOpen is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xed292f37.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function open(address provider, bytes32 salt, uint256 amount, uint64 expiry) returns(bytes32 channelId_)
func (paymentChannel *PaymentChannel) TryPackOpen(provider common.Address, salt [32]byte, amount *big.Int, expiry uint64) ([]byte, error) {
	return paymentChannel.abi.Pack("open", provider, salt, amount, expiry)
}

// UnpackOpen is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xed292f37.
//
// Solidity: function open(address provider, bytes32 salt, uint256 amount, uint64 expiry) returns(bytes32 channelId_)
func (paymentChannel *PaymentChannel) UnpackOpen(data []byte) ([32]byte, error) {
	out, err := paymentChannel.abi.Unpack("open", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackOpenWithPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x99b70ecf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function openWithPermit(address provider, bytes32 salt, uint256 amount, uint64 expiry, uint256 permitDeadline, uint8 v, bytes32 r, bytes32 s) returns(bytes32 channelId_)
func (paymentChannel *PaymentChannel) PackOpenWithPermit(provider common.Address, salt [32]byte, amount *big.Int, expiry uint64, permitDeadline *big.Int, v uint8, r [32]byte, s [32]byte) []byte {
	enc, err := paymentChannel.abi.Pack("openWithPermit", provider, salt, amount, expiry, permitDeadline, v, r, s)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOpenWithPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x99b70ecf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function openWithPermit(address provider, bytes32 salt, uint256 amount, uint64 expiry, uint256 permitDeadline, uint8 v, bytes32 r, bytes32 s) returns(bytes32 channelId_)
func (paymentChannel *PaymentChannel) TryPackOpenWithPermit(provider common.Address, salt [32]byte, amount *big.Int, expiry uint64, permitDeadline *big.Int, v uint8, r [32]byte, s [32]byte) ([]byte, error) {
	return paymentChannel.abi.Pack("openWithPermit", provider, salt, amount, expiry, permitDeadline, v, r, s)
}

// UnpackOpenWithPermit is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x99b70ecf.
//
// Solidity: function openWithPermit(address provider, bytes32 salt, uint256 amount, uint64 expiry, uint256 permitDeadline, uint8 v, bytes32 r, bytes32 s) returns(bytes32 channelId_)
func (paymentChannel *PaymentChannel) UnpackOpenWithPermit(data []byte) ([32]byte, error) {
	out, err := paymentChannel.abi.Unpack("openWithPermit", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackOwed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdf18e047.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owed(address recipient) view returns(uint256)
func (paymentChannel *PaymentChannel) PackOwed(recipient common.Address) []byte {
	enc, err := paymentChannel.abi.Pack("owed", recipient)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdf18e047.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function owed(address recipient) view returns(uint256)
func (paymentChannel *PaymentChannel) TryPackOwed(recipient common.Address) ([]byte, error) {
	return paymentChannel.abi.Pack("owed", recipient)
}

// UnpackOwed is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdf18e047.
//
// Solidity: function owed(address recipient) view returns(uint256)
func (paymentChannel *PaymentChannel) UnpackOwed(data []byte) (*big.Int, error) {
	out, err := paymentChannel.abi.Unpack("owed", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (paymentChannel *PaymentChannel) PackOwner() []byte {
	enc, err := paymentChannel.abi.Pack("owner")
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
func (paymentChannel *PaymentChannel) TryPackOwner() ([]byte, error) {
	return paymentChannel.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (paymentChannel *PaymentChannel) UnpackOwner(data []byte) (common.Address, error) {
	out, err := paymentChannel.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackReclaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x96afb365.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function reclaim(bytes32 id) returns()
func (paymentChannel *PaymentChannel) PackReclaim(id [32]byte) []byte {
	enc, err := paymentChannel.abi.Pack("reclaim", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReclaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x96afb365.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function reclaim(bytes32 id) returns()
func (paymentChannel *PaymentChannel) TryPackReclaim(id [32]byte) ([]byte, error) {
	return paymentChannel.abi.Pack("reclaim", id)
}

// PackRedeem is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc8d53726.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function redeem(bytes32 id, uint256 amount, uint64 sequence, bytes signature) returns()
func (paymentChannel *PaymentChannel) PackRedeem(id [32]byte, amount *big.Int, sequence uint64, signature []byte) []byte {
	enc, err := paymentChannel.abi.Pack("redeem", id, amount, sequence, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRedeem is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc8d53726.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function redeem(bytes32 id, uint256 amount, uint64 sequence, bytes signature) returns()
func (paymentChannel *PaymentChannel) TryPackRedeem(id [32]byte, amount *big.Int, sequence uint64, signature []byte) ([]byte, error) {
	return paymentChannel.abi.Pack("redeem", id, amount, sequence, signature)
}

// PackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceOwnership() returns()
func (paymentChannel *PaymentChannel) PackRenounceOwnership() []byte {
	enc, err := paymentChannel.abi.Pack("renounceOwnership")
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
func (paymentChannel *PaymentChannel) TryPackRenounceOwnership() ([]byte, error) {
	return paymentChannel.abi.Pack("renounceOwnership")
}

// PackSetTreasury is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf0f44260.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setTreasury(address treasury_) returns()
func (paymentChannel *PaymentChannel) PackSetTreasury(treasury common.Address) []byte {
	enc, err := paymentChannel.abi.Pack("setTreasury", treasury)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetTreasury is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf0f44260.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setTreasury(address treasury_) returns()
func (paymentChannel *PaymentChannel) TryPackSetTreasury(treasury common.Address) ([]byte, error) {
	return paymentChannel.abi.Pack("setTreasury", treasury)
}

// PackToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfc0c546a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function token() view returns(address)
func (paymentChannel *PaymentChannel) PackToken() []byte {
	enc, err := paymentChannel.abi.Pack("token")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfc0c546a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function token() view returns(address)
func (paymentChannel *PaymentChannel) TryPackToken() ([]byte, error) {
	return paymentChannel.abi.Pack("token")
}

// UnpackToken is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfc0c546a.
//
// Solidity: function token() view returns(address)
func (paymentChannel *PaymentChannel) UnpackToken(data []byte) (common.Address, error) {
	out, err := paymentChannel.abi.Unpack("token", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackTopUp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb67644b9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function topUp(bytes32 id, uint256 amount) returns()
func (paymentChannel *PaymentChannel) PackTopUp(id [32]byte, amount *big.Int) []byte {
	enc, err := paymentChannel.abi.Pack("topUp", id, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTopUp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb67644b9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function topUp(bytes32 id, uint256 amount) returns()
func (paymentChannel *PaymentChannel) TryPackTopUp(id [32]byte, amount *big.Int) ([]byte, error) {
	return paymentChannel.abi.Pack("topUp", id, amount)
}

// PackTopUpWithPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x59a1d3a7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function topUpWithPermit(bytes32 id, uint256 amount, uint256 permitDeadline, uint8 v, bytes32 r, bytes32 s) returns()
func (paymentChannel *PaymentChannel) PackTopUpWithPermit(id [32]byte, amount *big.Int, permitDeadline *big.Int, v uint8, r [32]byte, s [32]byte) []byte {
	enc, err := paymentChannel.abi.Pack("topUpWithPermit", id, amount, permitDeadline, v, r, s)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTopUpWithPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x59a1d3a7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function topUpWithPermit(bytes32 id, uint256 amount, uint256 permitDeadline, uint8 v, bytes32 r, bytes32 s) returns()
func (paymentChannel *PaymentChannel) TryPackTopUpWithPermit(id [32]byte, amount *big.Int, permitDeadline *big.Int, v uint8, r [32]byte, s [32]byte) ([]byte, error) {
	return paymentChannel.abi.Pack("topUpWithPermit", id, amount, permitDeadline, v, r, s)
}

// PackTotalOwed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe7fa9f7d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalOwed() view returns(uint256)
func (paymentChannel *PaymentChannel) PackTotalOwed() []byte {
	enc, err := paymentChannel.abi.Pack("totalOwed")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTotalOwed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe7fa9f7d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function totalOwed() view returns(uint256)
func (paymentChannel *PaymentChannel) TryPackTotalOwed() ([]byte, error) {
	return paymentChannel.abi.Pack("totalOwed")
}

// UnpackTotalOwed is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe7fa9f7d.
//
// Solidity: function totalOwed() view returns(uint256)
func (paymentChannel *PaymentChannel) UnpackTotalOwed(data []byte) (*big.Int, error) {
	out, err := paymentChannel.abi.Unpack("totalOwed", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (paymentChannel *PaymentChannel) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := paymentChannel.abi.Pack("transferOwnership", newOwner)
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
func (paymentChannel *PaymentChannel) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return paymentChannel.abi.Pack("transferOwnership", newOwner)
}

// PackTreasury is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x61d027b3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function treasury() view returns(address)
func (paymentChannel *PaymentChannel) PackTreasury() []byte {
	enc, err := paymentChannel.abi.Pack("treasury")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTreasury is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x61d027b3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function treasury() view returns(address)
func (paymentChannel *PaymentChannel) TryPackTreasury() ([]byte, error) {
	return paymentChannel.abi.Pack("treasury")
}

// UnpackTreasury is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x61d027b3.
//
// Solidity: function treasury() view returns(address)
func (paymentChannel *PaymentChannel) UnpackTreasury(data []byte) (common.Address, error) {
	out, err := paymentChannel.abi.Unpack("treasury", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackVoucherDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3046e717.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function voucherDigest(bytes32 id, uint256 amount, uint64 sequence) view returns(bytes32)
func (paymentChannel *PaymentChannel) PackVoucherDigest(id [32]byte, amount *big.Int, sequence uint64) []byte {
	enc, err := paymentChannel.abi.Pack("voucherDigest", id, amount, sequence)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVoucherDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3046e717.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function voucherDigest(bytes32 id, uint256 amount, uint64 sequence) view returns(bytes32)
func (paymentChannel *PaymentChannel) TryPackVoucherDigest(id [32]byte, amount *big.Int, sequence uint64) ([]byte, error) {
	return paymentChannel.abi.Pack("voucherDigest", id, amount, sequence)
}

// UnpackVoucherDigest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3046e717.
//
// Solidity: function voucherDigest(bytes32 id, uint256 amount, uint64 sequence) view returns(bytes32)
func (paymentChannel *PaymentChannel) UnpackVoucherDigest(data []byte) ([32]byte, error) {
	out, err := paymentChannel.abi.Unpack("voucherDigest", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackVoucherHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06bb45b6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function voucherHash(bytes32 id, uint256 amount, uint64 sequence) pure returns(bytes32)
func (paymentChannel *PaymentChannel) PackVoucherHash(id [32]byte, amount *big.Int, sequence uint64) []byte {
	enc, err := paymentChannel.abi.Pack("voucherHash", id, amount, sequence)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVoucherHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06bb45b6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function voucherHash(bytes32 id, uint256 amount, uint64 sequence) pure returns(bytes32)
func (paymentChannel *PaymentChannel) TryPackVoucherHash(id [32]byte, amount *big.Int, sequence uint64) ([]byte, error) {
	return paymentChannel.abi.Pack("voucherHash", id, amount, sequence)
}

// UnpackVoucherHash is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06bb45b6.
//
// Solidity: function voucherHash(bytes32 id, uint256 amount, uint64 sequence) pure returns(bytes32)
func (paymentChannel *PaymentChannel) UnpackVoucherHash(data []byte) ([32]byte, error) {
	out, err := paymentChannel.abi.Unpack("voucherHash", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackWithdrawOwed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84ff6985.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdrawOwed(address to) returns()
func (paymentChannel *PaymentChannel) PackWithdrawOwed(to common.Address) []byte {
	enc, err := paymentChannel.abi.Pack("withdrawOwed", to)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdrawOwed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84ff6985.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdrawOwed(address to) returns()
func (paymentChannel *PaymentChannel) TryPackWithdrawOwed(to common.Address) ([]byte, error) {
	return paymentChannel.abi.Pack("withdrawOwed", to)
}

// PaymentChannelChannelExtended represents a ChannelExtended event raised by the PaymentChannel contract.
type PaymentChannelChannelExtended struct {
	ChannelId [32]byte
	Expiry    uint64
	Raw       *types.Log // Blockchain specific contextual infos
}

const PaymentChannelChannelExtendedEventName = "ChannelExtended"

// ContractEventName returns the user-defined event name.
func (PaymentChannelChannelExtended) ContractEventName() string {
	return PaymentChannelChannelExtendedEventName
}

// UnpackChannelExtendedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ChannelExtended(bytes32 indexed channelId, uint64 expiry)
func (paymentChannel *PaymentChannel) UnpackChannelExtendedEvent(log *types.Log) (*PaymentChannelChannelExtended, error) {
	event := "ChannelExtended"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != paymentChannel.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PaymentChannelChannelExtended)
	if len(log.Data) > 0 {
		if err := paymentChannel.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range paymentChannel.abi.Events[event].Inputs {
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

// PaymentChannelChannelOpened represents a ChannelOpened event raised by the PaymentChannel contract.
type PaymentChannelChannelOpened struct {
	ChannelId [32]byte
	Requester common.Address
	Provider  common.Address
	Deposit   *big.Int
	Expiry    uint64
	Raw       *types.Log // Blockchain specific contextual infos
}

const PaymentChannelChannelOpenedEventName = "ChannelOpened"

// ContractEventName returns the user-defined event name.
func (PaymentChannelChannelOpened) ContractEventName() string {
	return PaymentChannelChannelOpenedEventName
}

// UnpackChannelOpenedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ChannelOpened(bytes32 indexed channelId, address indexed requester, address indexed provider, uint256 deposit, uint64 expiry)
func (paymentChannel *PaymentChannel) UnpackChannelOpenedEvent(log *types.Log) (*PaymentChannelChannelOpened, error) {
	event := "ChannelOpened"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != paymentChannel.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PaymentChannelChannelOpened)
	if len(log.Data) > 0 {
		if err := paymentChannel.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range paymentChannel.abi.Events[event].Inputs {
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

// PaymentChannelChannelReclaimed represents a ChannelReclaimed event raised by the PaymentChannel contract.
type PaymentChannelChannelReclaimed struct {
	ChannelId [32]byte
	Requester common.Address
	Amount    *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const PaymentChannelChannelReclaimedEventName = "ChannelReclaimed"

// ContractEventName returns the user-defined event name.
func (PaymentChannelChannelReclaimed) ContractEventName() string {
	return PaymentChannelChannelReclaimedEventName
}

// UnpackChannelReclaimedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ChannelReclaimed(bytes32 indexed channelId, address indexed requester, uint256 amount)
func (paymentChannel *PaymentChannel) UnpackChannelReclaimedEvent(log *types.Log) (*PaymentChannelChannelReclaimed, error) {
	event := "ChannelReclaimed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != paymentChannel.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PaymentChannelChannelReclaimed)
	if len(log.Data) > 0 {
		if err := paymentChannel.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range paymentChannel.abi.Events[event].Inputs {
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

// PaymentChannelChannelRedeemed represents a ChannelRedeemed event raised by the PaymentChannel contract.
type PaymentChannelChannelRedeemed struct {
	ChannelId [32]byte
	Provider  common.Address
	Amount    *big.Int
	Sequence  uint64
	Payout    *big.Int
	Fee       *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const PaymentChannelChannelRedeemedEventName = "ChannelRedeemed"

// ContractEventName returns the user-defined event name.
func (PaymentChannelChannelRedeemed) ContractEventName() string {
	return PaymentChannelChannelRedeemedEventName
}

// UnpackChannelRedeemedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ChannelRedeemed(bytes32 indexed channelId, address indexed provider, uint256 amount, uint64 sequence, uint256 payout, uint256 fee)
func (paymentChannel *PaymentChannel) UnpackChannelRedeemedEvent(log *types.Log) (*PaymentChannelChannelRedeemed, error) {
	event := "ChannelRedeemed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != paymentChannel.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PaymentChannelChannelRedeemed)
	if len(log.Data) > 0 {
		if err := paymentChannel.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range paymentChannel.abi.Events[event].Inputs {
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

// PaymentChannelChannelToppedUp represents a ChannelToppedUp event raised by the PaymentChannel contract.
type PaymentChannelChannelToppedUp struct {
	ChannelId [32]byte
	Amount    *big.Int
	Deposit   *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const PaymentChannelChannelToppedUpEventName = "ChannelToppedUp"

// ContractEventName returns the user-defined event name.
func (PaymentChannelChannelToppedUp) ContractEventName() string {
	return PaymentChannelChannelToppedUpEventName
}

// UnpackChannelToppedUpEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ChannelToppedUp(bytes32 indexed channelId, uint256 amount, uint256 deposit)
func (paymentChannel *PaymentChannel) UnpackChannelToppedUpEvent(log *types.Log) (*PaymentChannelChannelToppedUp, error) {
	event := "ChannelToppedUp"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != paymentChannel.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PaymentChannelChannelToppedUp)
	if len(log.Data) > 0 {
		if err := paymentChannel.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range paymentChannel.abi.Events[event].Inputs {
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

// PaymentChannelEIP712DomainChanged represents a EIP712DomainChanged event raised by the PaymentChannel contract.
type PaymentChannelEIP712DomainChanged struct {
	Raw *types.Log // Blockchain specific contextual infos
}

const PaymentChannelEIP712DomainChangedEventName = "EIP712DomainChanged"

// ContractEventName returns the user-defined event name.
func (PaymentChannelEIP712DomainChanged) ContractEventName() string {
	return PaymentChannelEIP712DomainChangedEventName
}

// UnpackEIP712DomainChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EIP712DomainChanged()
func (paymentChannel *PaymentChannel) UnpackEIP712DomainChangedEvent(log *types.Log) (*PaymentChannelEIP712DomainChanged, error) {
	event := "EIP712DomainChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != paymentChannel.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PaymentChannelEIP712DomainChanged)
	if len(log.Data) > 0 {
		if err := paymentChannel.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range paymentChannel.abi.Events[event].Inputs {
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

// PaymentChannelOwedWithdrawn represents a OwedWithdrawn event raised by the PaymentChannel contract.
type PaymentChannelOwedWithdrawn struct {
	Recipient common.Address
	To        common.Address
	Amount    *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const PaymentChannelOwedWithdrawnEventName = "OwedWithdrawn"

// ContractEventName returns the user-defined event name.
func (PaymentChannelOwedWithdrawn) ContractEventName() string {
	return PaymentChannelOwedWithdrawnEventName
}

// UnpackOwedWithdrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwedWithdrawn(address indexed recipient, address indexed to, uint256 amount)
func (paymentChannel *PaymentChannel) UnpackOwedWithdrawnEvent(log *types.Log) (*PaymentChannelOwedWithdrawn, error) {
	event := "OwedWithdrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != paymentChannel.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PaymentChannelOwedWithdrawn)
	if len(log.Data) > 0 {
		if err := paymentChannel.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range paymentChannel.abi.Events[event].Inputs {
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

// PaymentChannelOwnershipTransferred represents a OwnershipTransferred event raised by the PaymentChannel contract.
type PaymentChannelOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const PaymentChannelOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (PaymentChannelOwnershipTransferred) ContractEventName() string {
	return PaymentChannelOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (paymentChannel *PaymentChannel) UnpackOwnershipTransferredEvent(log *types.Log) (*PaymentChannelOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != paymentChannel.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PaymentChannelOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := paymentChannel.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range paymentChannel.abi.Events[event].Inputs {
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

// PaymentChannelPaymentDeferred represents a PaymentDeferred event raised by the PaymentChannel contract.
type PaymentChannelPaymentDeferred struct {
	Recipient common.Address
	Amount    *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const PaymentChannelPaymentDeferredEventName = "PaymentDeferred"

// ContractEventName returns the user-defined event name.
func (PaymentChannelPaymentDeferred) ContractEventName() string {
	return PaymentChannelPaymentDeferredEventName
}

// UnpackPaymentDeferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PaymentDeferred(address indexed recipient, uint256 amount)
func (paymentChannel *PaymentChannel) UnpackPaymentDeferredEvent(log *types.Log) (*PaymentChannelPaymentDeferred, error) {
	event := "PaymentDeferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != paymentChannel.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PaymentChannelPaymentDeferred)
	if len(log.Data) > 0 {
		if err := paymentChannel.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range paymentChannel.abi.Events[event].Inputs {
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

// PaymentChannelTreasurySet represents a TreasurySet event raised by the PaymentChannel contract.
type PaymentChannelTreasurySet struct {
	Treasury common.Address
	Raw      *types.Log // Blockchain specific contextual infos
}

const PaymentChannelTreasurySetEventName = "TreasurySet"

// ContractEventName returns the user-defined event name.
func (PaymentChannelTreasurySet) ContractEventName() string {
	return PaymentChannelTreasurySetEventName
}

// UnpackTreasurySetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TreasurySet(address treasury)
func (paymentChannel *PaymentChannel) UnpackTreasurySetEvent(log *types.Log) (*PaymentChannelTreasurySet, error) {
	event := "TreasurySet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != paymentChannel.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PaymentChannelTreasurySet)
	if len(log.Data) > 0 {
		if err := paymentChannel.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range paymentChannel.abi.Events[event].Inputs {
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
func (paymentChannel *PaymentChannel) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["AmountExceedsDeposit"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackAmountExceedsDepositError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["AmountNotIncreasing"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackAmountNotIncreasingError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["BadVoucherSignature"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackBadVoucherSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["ChannelExists"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackChannelExistsError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["ChannelExpired"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackChannelExpiredError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["FeeOnTransferToken"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackFeeOnTransferTokenError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["InvalidAmount"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackInvalidAmountError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["InvalidExpiry"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackInvalidExpiryError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["InvalidFee"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackInvalidFeeError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["InvalidRecipient"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackInvalidRecipientError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["InvalidShortString"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackInvalidShortStringError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["NotProvider"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackNotProviderError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["NotRequester"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackNotRequesterError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["NothingOwed"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackNothingOwedError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["NothingToReclaim"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackNothingToReclaimError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["ReclaimTooEarly"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackReclaimTooEarlyError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["RedeemWindowClosed"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackRedeemWindowClosedError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["ReentrancyGuardReentrantCall"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackReentrancyGuardReentrantCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["StaleVoucher"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackStaleVoucherError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["StringTooLong"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackStringTooLongError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["UnknownChannel"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackUnknownChannelError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["ZeroAddress"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackZeroAddressError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// PaymentChannelAmountExceedsDeposit represents a AmountExceedsDeposit error raised by the PaymentChannel contract.
type PaymentChannelAmountExceedsDeposit struct {
	Amount  *big.Int
	Deposit *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AmountExceedsDeposit(uint256 amount, uint256 deposit)
func PaymentChannelAmountExceedsDepositErrorID() common.Hash {
	return common.HexToHash("0x99843c634f47171897a97b92d1710c9494422afabef77b5f48cb092d5017a858")
}

// UnpackAmountExceedsDepositError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AmountExceedsDeposit(uint256 amount, uint256 deposit)
func (paymentChannel *PaymentChannel) UnpackAmountExceedsDepositError(raw []byte) (*PaymentChannelAmountExceedsDeposit, error) {
	out := new(PaymentChannelAmountExceedsDeposit)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "AmountExceedsDeposit", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelAmountNotIncreasing represents a AmountNotIncreasing error raised by the PaymentChannel contract.
type PaymentChannelAmountNotIncreasing struct {
	Amount   *big.Int
	Redeemed *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AmountNotIncreasing(uint256 amount, uint256 redeemed)
func PaymentChannelAmountNotIncreasingErrorID() common.Hash {
	return common.HexToHash("0x594e7f80505923fc3c2ae40046f69245303936fc6b18148bc10ad50081ed104b")
}

// UnpackAmountNotIncreasingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AmountNotIncreasing(uint256 amount, uint256 redeemed)
func (paymentChannel *PaymentChannel) UnpackAmountNotIncreasingError(raw []byte) (*PaymentChannelAmountNotIncreasing, error) {
	out := new(PaymentChannelAmountNotIncreasing)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "AmountNotIncreasing", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelBadVoucherSignature represents a BadVoucherSignature error raised by the PaymentChannel contract.
type PaymentChannelBadVoucherSignature struct {
	Signer    common.Address
	Requester common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadVoucherSignature(address signer, address requester)
func PaymentChannelBadVoucherSignatureErrorID() common.Hash {
	return common.HexToHash("0x03f2789a7bd964f8a8dc723e34a6710c474359105bc7089fb82e59c6c59c34b9")
}

// UnpackBadVoucherSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadVoucherSignature(address signer, address requester)
func (paymentChannel *PaymentChannel) UnpackBadVoucherSignatureError(raw []byte) (*PaymentChannelBadVoucherSignature, error) {
	out := new(PaymentChannelBadVoucherSignature)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "BadVoucherSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelChannelExists represents a ChannelExists error raised by the PaymentChannel contract.
type PaymentChannelChannelExists struct {
	ChannelId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ChannelExists(bytes32 channelId)
func PaymentChannelChannelExistsErrorID() common.Hash {
	return common.HexToHash("0xa940c060494e4a8725ceaaeed5009635eed00c41d329b627de1735c400b10517")
}

// UnpackChannelExistsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ChannelExists(bytes32 channelId)
func (paymentChannel *PaymentChannel) UnpackChannelExistsError(raw []byte) (*PaymentChannelChannelExists, error) {
	out := new(PaymentChannelChannelExists)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "ChannelExists", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelChannelExpired represents a ChannelExpired error raised by the PaymentChannel contract.
type PaymentChannelChannelExpired struct {
	Expiry uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ChannelExpired(uint64 expiry)
func PaymentChannelChannelExpiredErrorID() common.Hash {
	return common.HexToHash("0x6c062c21f09bd221b55ba9605a5a7651cd3b1c2fb519ee4e7a51b01e5c558ca6")
}

// UnpackChannelExpiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ChannelExpired(uint64 expiry)
func (paymentChannel *PaymentChannel) UnpackChannelExpiredError(raw []byte) (*PaymentChannelChannelExpired, error) {
	out := new(PaymentChannelChannelExpired)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "ChannelExpired", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelFeeOnTransferToken represents a FeeOnTransferToken error raised by the PaymentChannel contract.
type PaymentChannelFeeOnTransferToken struct {
	Expected *big.Int
	Received *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FeeOnTransferToken(uint256 expected, uint256 received)
func PaymentChannelFeeOnTransferTokenErrorID() common.Hash {
	return common.HexToHash("0xbbc56de8b07859620a2e382dbc7f73f06cca8eaad64c5c8b5598938973286cd4")
}

// UnpackFeeOnTransferTokenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FeeOnTransferToken(uint256 expected, uint256 received)
func (paymentChannel *PaymentChannel) UnpackFeeOnTransferTokenError(raw []byte) (*PaymentChannelFeeOnTransferToken, error) {
	out := new(PaymentChannelFeeOnTransferToken)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "FeeOnTransferToken", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelInvalidAmount represents a InvalidAmount error raised by the PaymentChannel contract.
type PaymentChannelInvalidAmount struct {
	Amount *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidAmount(uint256 amount)
func PaymentChannelInvalidAmountErrorID() common.Hash {
	return common.HexToHash("0x3728b83da61d63401ac13ad617e59d729e6cb5ed67c24fa9dc4e9b626307fd6e")
}

// UnpackInvalidAmountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidAmount(uint256 amount)
func (paymentChannel *PaymentChannel) UnpackInvalidAmountError(raw []byte) (*PaymentChannelInvalidAmount, error) {
	out := new(PaymentChannelInvalidAmount)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "InvalidAmount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelInvalidExpiry represents a InvalidExpiry error raised by the PaymentChannel contract.
type PaymentChannelInvalidExpiry struct {
	Expiry uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidExpiry(uint64 expiry)
func PaymentChannelInvalidExpiryErrorID() common.Hash {
	return common.HexToHash("0x5e23ca683077152b568d5a6c78751d1308cfbbc7c308cb1322afc05c1541512f")
}

// UnpackInvalidExpiryError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidExpiry(uint64 expiry)
func (paymentChannel *PaymentChannel) UnpackInvalidExpiryError(raw []byte) (*PaymentChannelInvalidExpiry, error) {
	out := new(PaymentChannelInvalidExpiry)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "InvalidExpiry", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelInvalidFee represents a InvalidFee error raised by the PaymentChannel contract.
type PaymentChannelInvalidFee struct {
	FeeBps uint16
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidFee(uint16 feeBps)
func PaymentChannelInvalidFeeErrorID() common.Hash {
	return common.HexToHash("0xf6f4a38ff3899ab0ad965c9e8e832bdacf265b1804db261ad40de735384415c7")
}

// UnpackInvalidFeeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidFee(uint16 feeBps)
func (paymentChannel *PaymentChannel) UnpackInvalidFeeError(raw []byte) (*PaymentChannelInvalidFee, error) {
	out := new(PaymentChannelInvalidFee)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "InvalidFee", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelInvalidRecipient represents a InvalidRecipient error raised by the PaymentChannel contract.
type PaymentChannelInvalidRecipient struct {
	To common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidRecipient(address to)
func PaymentChannelInvalidRecipientErrorID() common.Hash {
	return common.HexToHash("0x17858bbe33f2abed3758965a9f02dee0a7e83a84b7b813e2a23810c33c0858ea")
}

// UnpackInvalidRecipientError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidRecipient(address to)
func (paymentChannel *PaymentChannel) UnpackInvalidRecipientError(raw []byte) (*PaymentChannelInvalidRecipient, error) {
	out := new(PaymentChannelInvalidRecipient)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "InvalidRecipient", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelInvalidShortString represents a InvalidShortString error raised by the PaymentChannel contract.
type PaymentChannelInvalidShortString struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidShortString()
func PaymentChannelInvalidShortStringErrorID() common.Hash {
	return common.HexToHash("0xb3512b0c6163e5f0bafab72bb631b9d58cd7a731b082f910338aa21c83d5c274")
}

// UnpackInvalidShortStringError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidShortString()
func (paymentChannel *PaymentChannel) UnpackInvalidShortStringError(raw []byte) (*PaymentChannelInvalidShortString, error) {
	out := new(PaymentChannelInvalidShortString)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "InvalidShortString", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelNotProvider represents a NotProvider error raised by the PaymentChannel contract.
type PaymentChannelNotProvider struct {
	Caller   common.Address
	Provider common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotProvider(address caller, address provider)
func PaymentChannelNotProviderErrorID() common.Hash {
	return common.HexToHash("0x344b0904f157174c498c04537ae317270df5dc37b5c489ec2f7bf8b7100e2c66")
}

// UnpackNotProviderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotProvider(address caller, address provider)
func (paymentChannel *PaymentChannel) UnpackNotProviderError(raw []byte) (*PaymentChannelNotProvider, error) {
	out := new(PaymentChannelNotProvider)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "NotProvider", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelNotRequester represents a NotRequester error raised by the PaymentChannel contract.
type PaymentChannelNotRequester struct {
	Caller    common.Address
	Requester common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotRequester(address caller, address requester)
func PaymentChannelNotRequesterErrorID() common.Hash {
	return common.HexToHash("0x0691b032b929d76e12873ceb559e6ea1a430f5e6ad588ffca056b6a5a9c89d14")
}

// UnpackNotRequesterError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotRequester(address caller, address requester)
func (paymentChannel *PaymentChannel) UnpackNotRequesterError(raw []byte) (*PaymentChannelNotRequester, error) {
	out := new(PaymentChannelNotRequester)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "NotRequester", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelNothingOwed represents a NothingOwed error raised by the PaymentChannel contract.
type PaymentChannelNothingOwed struct {
	Recipient common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NothingOwed(address recipient)
func PaymentChannelNothingOwedErrorID() common.Hash {
	return common.HexToHash("0x751b0fdaa408a0c7537afaf0af96a92598192bff093a0ad0f684a7c83bc223c9")
}

// UnpackNothingOwedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NothingOwed(address recipient)
func (paymentChannel *PaymentChannel) UnpackNothingOwedError(raw []byte) (*PaymentChannelNothingOwed, error) {
	out := new(PaymentChannelNothingOwed)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "NothingOwed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelNothingToReclaim represents a NothingToReclaim error raised by the PaymentChannel contract.
type PaymentChannelNothingToReclaim struct {
	ChannelId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NothingToReclaim(bytes32 channelId)
func PaymentChannelNothingToReclaimErrorID() common.Hash {
	return common.HexToHash("0x8cb2b314102939f4eb5a4f1a2046ca03c25aa2428e1a1854d477851f066c0b5c")
}

// UnpackNothingToReclaimError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NothingToReclaim(bytes32 channelId)
func (paymentChannel *PaymentChannel) UnpackNothingToReclaimError(raw []byte) (*PaymentChannelNothingToReclaim, error) {
	out := new(PaymentChannelNothingToReclaim)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "NothingToReclaim", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the PaymentChannel contract.
type PaymentChannelOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func PaymentChannelOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (paymentChannel *PaymentChannel) UnpackOwnableInvalidOwnerError(raw []byte) (*PaymentChannelOwnableInvalidOwner, error) {
	out := new(PaymentChannelOwnableInvalidOwner)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the PaymentChannel contract.
type PaymentChannelOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func PaymentChannelOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (paymentChannel *PaymentChannel) UnpackOwnableUnauthorizedAccountError(raw []byte) (*PaymentChannelOwnableUnauthorizedAccount, error) {
	out := new(PaymentChannelOwnableUnauthorizedAccount)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelReclaimTooEarly represents a ReclaimTooEarly error raised by the PaymentChannel contract.
type PaymentChannelReclaimTooEarly struct {
	Until uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReclaimTooEarly(uint64 until)
func PaymentChannelReclaimTooEarlyErrorID() common.Hash {
	return common.HexToHash("0xe6162694ff7e16f4e5e4e2df34397bf117054fb5be838d028e3854c4efa6090e")
}

// UnpackReclaimTooEarlyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReclaimTooEarly(uint64 until)
func (paymentChannel *PaymentChannel) UnpackReclaimTooEarlyError(raw []byte) (*PaymentChannelReclaimTooEarly, error) {
	out := new(PaymentChannelReclaimTooEarly)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "ReclaimTooEarly", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelRedeemWindowClosed represents a RedeemWindowClosed error raised by the PaymentChannel contract.
type PaymentChannelRedeemWindowClosed struct {
	Until uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error RedeemWindowClosed(uint64 until)
func PaymentChannelRedeemWindowClosedErrorID() common.Hash {
	return common.HexToHash("0xc670e13b87cf73d73e883b7ddbac7c15404c3a9ad555cf59e1f3f480a4bce359")
}

// UnpackRedeemWindowClosedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error RedeemWindowClosed(uint64 until)
func (paymentChannel *PaymentChannel) UnpackRedeemWindowClosedError(raw []byte) (*PaymentChannelRedeemWindowClosed, error) {
	out := new(PaymentChannelRedeemWindowClosed)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "RedeemWindowClosed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelReentrancyGuardReentrantCall represents a ReentrancyGuardReentrantCall error raised by the PaymentChannel contract.
type PaymentChannelReentrancyGuardReentrantCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReentrancyGuardReentrantCall()
func PaymentChannelReentrancyGuardReentrantCallErrorID() common.Hash {
	return common.HexToHash("0x3ee5aeb571de7fc460830b4d0017439a1ca56fb0bc39062227ade4fe4a24c1ca")
}

// UnpackReentrancyGuardReentrantCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReentrancyGuardReentrantCall()
func (paymentChannel *PaymentChannel) UnpackReentrancyGuardReentrantCallError(raw []byte) (*PaymentChannelReentrancyGuardReentrantCall, error) {
	out := new(PaymentChannelReentrancyGuardReentrantCall)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "ReentrancyGuardReentrantCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the PaymentChannel contract.
type PaymentChannelSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func PaymentChannelSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (paymentChannel *PaymentChannel) UnpackSafeERC20FailedOperationError(raw []byte) (*PaymentChannelSafeERC20FailedOperation, error) {
	out := new(PaymentChannelSafeERC20FailedOperation)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelStaleVoucher represents a StaleVoucher error raised by the PaymentChannel contract.
type PaymentChannelStaleVoucher struct {
	Sequence     uint64
	LastSequence uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StaleVoucher(uint64 sequence, uint64 lastSequence)
func PaymentChannelStaleVoucherErrorID() common.Hash {
	return common.HexToHash("0x18810f87bf26dd69b02c71ebffdf58029e1b04582e25570c9b497dd4e63488bd")
}

// UnpackStaleVoucherError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StaleVoucher(uint64 sequence, uint64 lastSequence)
func (paymentChannel *PaymentChannel) UnpackStaleVoucherError(raw []byte) (*PaymentChannelStaleVoucher, error) {
	out := new(PaymentChannelStaleVoucher)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "StaleVoucher", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelStringTooLong represents a StringTooLong error raised by the PaymentChannel contract.
type PaymentChannelStringTooLong struct {
	Str string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StringTooLong(string str)
func PaymentChannelStringTooLongErrorID() common.Hash {
	return common.HexToHash("0x305a27a93f8e33b7392df0a0f91d6fc63847395853c45991eec52dbf24d72381")
}

// UnpackStringTooLongError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StringTooLong(string str)
func (paymentChannel *PaymentChannel) UnpackStringTooLongError(raw []byte) (*PaymentChannelStringTooLong, error) {
	out := new(PaymentChannelStringTooLong)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "StringTooLong", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelUnknownChannel represents a UnknownChannel error raised by the PaymentChannel contract.
type PaymentChannelUnknownChannel struct {
	ChannelId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownChannel(bytes32 channelId)
func PaymentChannelUnknownChannelErrorID() common.Hash {
	return common.HexToHash("0xb08fc1cb7d4c5a62cfc36d1d52273872c8ad5c540953a2c17c0a39912130100d")
}

// UnpackUnknownChannelError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownChannel(bytes32 channelId)
func (paymentChannel *PaymentChannel) UnpackUnknownChannelError(raw []byte) (*PaymentChannelUnknownChannel, error) {
	out := new(PaymentChannelUnknownChannel)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "UnknownChannel", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelZeroAddress represents a ZeroAddress error raised by the PaymentChannel contract.
type PaymentChannelZeroAddress struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAddress()
func PaymentChannelZeroAddressErrorID() common.Hash {
	return common.HexToHash("0xd92e233df2717d4a40030e20904abd27b68fcbeede117eaaccbbdac9618c8c73")
}

// UnpackZeroAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAddress()
func (paymentChannel *PaymentChannel) UnpackZeroAddressError(raw []byte) (*PaymentChannelZeroAddress, error) {
	out := new(PaymentChannelZeroAddress)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "ZeroAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}
