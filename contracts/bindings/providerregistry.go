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

// ProviderRegistryMetaData contains all meta data concerning the ProviderRegistry contract.
var ProviderRegistryMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"token_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"escrow_\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"unbondingDelay_\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"AmountTooLarge\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"}],\"name\":\"FeeOnTransferToken\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"free\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"requested\",\"type\":\"uint256\"}],\"name\":\"InsufficientFreeStake\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"locked\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"requested\",\"type\":\"uint256\"}],\"name\":\"InsufficientLocked\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"}],\"name\":\"InvalidMetadata\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"}],\"name\":\"InvalidPeerId\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"InvalidRecipient\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"NotRegistered\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotSlasher\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"}],\"name\":\"NothingOwed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NothingToWithdraw\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"readyAt\",\"type\":\"uint64\"}],\"name\":\"UnbondingNotReady\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAmount\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"locked\",\"type\":\"uint256\"}],\"name\":\"CollateralLocked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"locked\",\"type\":\"uint256\"}],\"name\":\"CollateralUnlocked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"OwedWithdrawn\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"PaymentDeferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"peerId\",\"type\":\"bytes\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"metadataCID\",\"type\":\"string\"}],\"name\":\"ProviderRegistered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"by\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Slashed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"slasher\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"SlasherSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"}],\"name\":\"Staked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"delay\",\"type\":\"uint64\"}],\"name\":\"UnbondingDelaySet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"readyAt\",\"type\":\"uint64\"}],\"name\":\"UnstakeRequested\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Withdrawn\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"MAX_METADATA_LENGTH\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_PEER_ID_LENGTH\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"escrow\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"freeStakeOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"isRegistered\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"slasher\",\"type\":\"address\"}],\"name\":\"isSlasher\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"lock\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"lockedOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"metadataOf\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"}],\"name\":\"owed\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"peerIdOf\",\"outputs\":[{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"peerId\",\"type\":\"bytes\"},{\"internalType\":\"string\",\"name\":\"metadataCID\",\"type\":\"string\"}],\"name\":\"register\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"requestUnstake\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"slasher\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"setSlasher\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"delay\",\"type\":\"uint64\"}],\"name\":\"setUnbondingDelay\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"}],\"name\":\"slash\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"stake\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"stakeOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalHeld\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalOwed\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalStaked\",\"outputs\":[{\"internalType\":\"uint128\",\"name\":\"\",\"type\":\"uint128\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalUnbonding\",\"outputs\":[{\"internalType\":\"uint128\",\"name\":\"\",\"type\":\"uint128\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"unbondingDelay\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"unbondingOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"readyAt\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"unlock\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"withdraw\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"withdrawOwed\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "ProviderRegistry",
	Bin: "0x60c0346101aa57601f6123f938819003918201601f19168301916001600160401b038311848410176101ae578084926080946040528339810103126101aa5780516001600160a01b0381168082036101aa5761005d602084016101c2565b604084015190936001600160401b038216918290036101aa576001600160a01b039061008b906060016101c2565b16918215610197575f80546001600160a01b031981168517825560405194916001600160a01b03909116907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09080a3158015610186575b610177577f16cc46df77405a1d0dc35ad78dd0c55bb42dc30a45c21ccff578f3cd6d3b25de9360209360805260a0528060018060401b031960035416176003558152a160405161222290816101d7823960805181818161019a01528181610a60015281816111e2015281816117750152612131015260a05181818161048e0152818161060c015281816112cd015261184f0152f35b63d92e233d60e01b5f5260045ffd5b506001600160a01b038416156100e2565b631e4fbdf760e01b5f525f60045260245ffd5b5f80fd5b634e487b7160e01b5f52604160045260245ffd5b51906001600160a01b03821682036101aa5756fe60806040526004361015610011575f80fd5b5f3560e01c806323095721146119d8578063282d3fdf1461181b578063350fd0be146117ec5780633ccfd60b1461166d5780634262336014611616578063429e03b21461159157806352348080146114e157806357601c5d14611497578063715018a61461141b5780637eee288d14611299578063817b1cd21461126757806384ff6985146111395780638da5cb5b1461110757806390c84ab6146110ec57806392255fbf14610d8a578063a5f1e28214610d31578063a694fc3a1461090c578063acf099121461088c578063bfac5990146105b7578063c3c5a5471461056d578063db7dd35a14610546578063df18e04714610501578063e194aa25146104b2578063e2fdcc1714610462578063e7fa9f7d14610445578063e8868e9f14610429578063f0bf35c61461035a578063f2fde38b1461028c578063f43cc77314610230578063fbc1bb21146101c25763fc0c546a1461016e575f80fd5b346101be575f6003193601126101be57602060405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b5f80fd5b346101be5760206003193601126101be5773ffffffffffffffffffffffffffffffffffffffff6101f0611ca2565b165f52600760205261022c61021161021860405f2060405192838092611efe565b0382611dd0565b604051918291602083526020830190611cf3565b0390f35b346101be575f6003193601126101be57602061028461027b6fffffffffffffffffffffffffffffffff60035460401c166fffffffffffffffffffffffffffffffff6004541690611da7565b60025490611da7565b604051908152f35b346101be5760206003193601126101be5773ffffffffffffffffffffffffffffffffffffffff6102ba611ca2565b6102c26120dc565b16801561032e5773ffffffffffffffffffffffffffffffffffffffff5f54827fffffffffffffffffffffffff00000000000000000000000000000000000000008216175f55167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e05f80a3005b7f1e4fbdf7000000000000000000000000000000000000000000000000000000005f525f60045260245ffd5b346101be5760206003193601126101be5773ffffffffffffffffffffffffffffffffffffffff610388611ca2565b165f52600560205260405f20604051606081019080821067ffffffffffffffff8311176103fc576020926102849260405254906fffffffffffffffffffffffffffffffff82169081815260406effffffffffffffffffffffffffffff8460801c1693848784015260f81c1515910152611d36565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b346101be575f6003193601126101be5760206040516101008152f35b346101be575f6003193601126101be576020600254604051908152f35b346101be575f6003193601126101be57602060405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b346101be5760206003193601126101be5773ffffffffffffffffffffffffffffffffffffffff6104e0611ca2565b165f52600860205261022c61021161021860405f2060405192838092611efe565b346101be5760206003193601126101be5773ffffffffffffffffffffffffffffffffffffffff61052f611ca2565b165f526001602052602060405f2054604051908152f35b346101be575f6003193601126101be57602067ffffffffffffffff60035416604051908152f35b346101be5760206003193601126101be5773ffffffffffffffffffffffffffffffffffffffff61059b611ca2565b165f526005602052602060405f205460f81c6040519015158152f35b346101be5760606003193601126101be576105d0611ca2565b60243560443573ffffffffffffffffffffffffffffffffffffffff8116928382036101be5773ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001633141580610875575b61084957610641611f9e565b83156108215773ffffffffffffffffffffffffffffffffffffffff1692835f52600560205260405f20936effffffffffffffffffffffffffffff855460801c16948585116107f15780547fff000000000000000000000000000000ffffffffffffffffffffffffffffffff169585900360801b7effffffffffffffffffffffffffffff00000000000000000000000000000000169590951785556107cc946fffffffffffffffffffffffffffffffff8516906fffffffffffffffffffffffffffffffff8083818454160316167fffffffffffffffffffffffffffffffff000000000000000000000000000000008254161790557fffffffffffffffff00000000000000000000000000000000ffffffffffffffff77ffffffffffffffffffffffffffffffff0000000000000000610790600354936fffffffffffffffffffffffffffffffff8560401c16611d43565b60401b16911617600355604051908482527f63e496d8c5b3221f7dd4cce5876af7039fe780c842640bb037da37535d92b9e360203393a4612128565b5f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d005b84867f6ccf73e9000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b7fd92e233d000000000000000000000000000000000000000000000000000000005f5260045ffd5b7f4bc0cd76000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b50335f52600960205260ff60405f20541615610635565b346101be5760206003193601126101be5773ffffffffffffffffffffffffffffffffffffffff6108ba611ca2565b165f5260066020526040805f2060208251916108d583611db4565b549167ffffffffffffffff6fffffffffffffffffffffffffffffffff84169384835260801c16918291015282519182526020820152f35b346101be5760206003193601126101be57600435610928611f9e565b8015610d0957335f52600560205260405f2080548060f81c15610cdd57826fffffffffffffffffffffffffffffffff6109619216611da7565b906effffffffffffffffffffffffffffff8211610cb1576fffffffffffffffffffffffffffffffff808316167fffffffffffffffffffffffffffffffff000000000000000000000000000000008254161790556003547fffffffffffffffff00000000000000000000000000000000ffffffffffffffff77ffffffffffffffffffffffffffffffff0000000000000000610a226fffffffffffffffffffffffffffffffff86166fffffffffffffffffffffffffffffffff8560401c16611d75565b60401b169116176003556040519082825260208201527f1449c6dd7851abc30abf37f57715f492010519147cc2652fbc38202c18a6ee9060403392a27f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff8116604051907f70a08231000000000000000000000000000000000000000000000000000000008252306004830152602082602481845afa918215610c28575f92610c7d575b50604051927f23b872dd000000000000000000000000000000000000000000000000000000005f5233600452306024528460445260205f60648180855af19060015f5114821615610c5e575b50836040525f60605215610c3357826024816020937f70a082310000000000000000000000000000000000000000000000000000000082523060048301525afa918215610c28575f92610bf4575b50610b7f8382611da7565b8203610baa575f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d005b80821115610beb57610bbb91611d36565b905b7fbbc56de8000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b50505f90610bbd565b9091506020813d602011610c20575b81610c1060209383611dd0565b810103126101be57519083610b74565b3d9150610c03565b6040513d5f823e3d90fd5b7f5274afe7000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b6001821516610c74573b15153d15161685610b26565b843d5f823e3d90fd5b9091506020813d602011610ca9575b81610c9960209383611dd0565b810103126101be57519084610ada565b3d9150610c8c565b827f08083b2a000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b7fbfc6c337000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b7f1f2a2005000000000000000000000000000000000000000000000000000000005f5260045ffd5b346101be5760206003193601126101be5773ffffffffffffffffffffffffffffffffffffffff610d5f611ca2565b165f52600560205260206effffffffffffffffffffffffffffff60405f205460801c16604051908152f35b346101be5760406003193601126101be5760043567ffffffffffffffff81116101be57610dbb903690600401611cc5565b9060243567ffffffffffffffff81116101be57610ddc903690600401611cc5565b8391931580156110e2575b6110b657610100811161108b57335f52600560205260405f207f01000000000000000000000000000000000000000000000000000000000000007effffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff825416179055335f52600760205260405f2067ffffffffffffffff83116103fc57610e7683610e708354611e11565b83611e62565b5f83601f811160011461100c5780610ea1925f91611001575b505f198260011b9260031b1c19161790565b90555b335f52600860205260405f2067ffffffffffffffff82116103fc57610ecd82610e708354611e11565b5f601f8311600114610f595791610f4991610f1f82807fe8c45ac84cda73d0917907a30a3782a8091daf1501656015654b7eca4c46c7789897965f91610f4e57505f198260011b9260031b1c19161790565b90555b610f39604051948594604086526040860191611ec0565b9083820360208501523396611ec0565b0390a2005b90508901358a610e8f565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0831690825f5260205f20915f5b818110610fe9575091610f499391857fe8c45ac84cda73d0917907a30a3782a8091daf1501656015654b7eca4c46c7789897969410610fd0575b5050600182811b019055610f22565b5f1960f88560031b161c19908901351690558780610fc1565b9192602060018192868c013581550194019201610f87565b905086013588610e8f565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe01690825f528460205f20925f5b818110611070575010611057575b5050600183811b019055610ea4565b5f1960f88660031b161c19908601351690558580611048565b8884013585556001909401936020938401938893500161103a565b7f859058e3000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b507f39145982000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b5060808211610de7565b346101be575f6003193601126101be57602060405160808152f35b346101be575f6003193601126101be57602073ffffffffffffffffffffffffffffffffffffffff5f5416604051908152f35b346101be5760206003193601126101be57611152611ca2565b61115a611f9e565b73ffffffffffffffffffffffffffffffffffffffff8116908115801561125e575b61123257335f52600160205260405f2054908115611206576107cc92335f5260016020525f60408120556111b183600254611d36565b6002556040518381527fa6cd4410234ac9de9d1307f26fd9ec5124f511a9135d59c0904879dd8ae28e1060203392a37f0000000000000000000000000000000000000000000000000000000000000000612012565b7f751b0fda000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b507f17858bbe000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b5030821461117b565b346101be575f6003193601126101be5760206fffffffffffffffffffffffffffffffff60035460401c16604051908152f35b346101be5760406003193601126101be576112b2611ca2565b6024359073ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001633141580611404575b6108495773ffffffffffffffffffffffffffffffffffffffff1690815f52600560205260405f206effffffffffffffffffffffffffffff815460801c168083116113d457916040916113c7827fe8e7440c7efbb5d2d20a061fde9c0fa35db9764f5da8475a0090ea4f23466c849503916effffffffffffffffffffffffffffff83167fff000000000000000000000000000000ffffffffffffffffffffffffffffffff7effffffffffffffffffffffffffffff0000000000000000000000000000000083549260801b169116179055565b82519182526020820152a2005b90507f6ccf73e9000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b50335f52600960205260ff60405f205416156112f6565b346101be575f6003193601126101be576114336120dc565b5f73ffffffffffffffffffffffffffffffffffffffff81547fffffffffffffffffffffffff000000000000000000000000000000000000000081168355167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e08280a3005b346101be5760206003193601126101be5773ffffffffffffffffffffffffffffffffffffffff6114c5611ca2565b165f526009602052602060ff60405f2054166040519015158152f35b346101be5760406003193601126101be576114fa611ca2565b602435908115158092036101be5773ffffffffffffffffffffffffffffffffffffffff906115266120dc565b169081156108215760207fffd5334d9f2bb272aaebfc6c24a6d997a83e846355b47e58d36e882916a6e62891835f526009825260405f207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0081541660ff8316179055604051908152a2005b346101be5760206003193601126101be5760043567ffffffffffffffff81168091036101be5760207f16cc46df77405a1d0dc35ad78dd0c55bb42dc30a45c21ccff578f3cd6d3b25de916115e36120dc565b807fffffffffffffffffffffffffffffffffffffffffffffffff00000000000000006003541617600355604051908152a1005b346101be5760206003193601126101be5773ffffffffffffffffffffffffffffffffffffffff611644611ca2565b165f52600560205260206fffffffffffffffffffffffffffffffff60405f205416604051908152f35b346101be575f6003193601126101be57611685611f9e565b335f52600660205260405f206040519061169e82611db4565b546fffffffffffffffffffffffffffffffff811680835267ffffffffffffffff602084019260801c168252156117c45767ffffffffffffffff905116804210611799576107cc6fffffffffffffffffffffffffffffffff83335f5260066020525f6040812055818151167fffffffffffffffffffffffffffffffff000000000000000000000000000000008361173960045493828516611d43565b16911617600455818151166040519081527f7084f5476618d8e60b11ef0d7d3f06914655adb8793e28ff7f018d4c76d505d560203392a25116337f0000000000000000000000000000000000000000000000000000000000000000612012565b7fbdeb7900000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b7fd0d04f60000000000000000000000000000000000000000000000000000000005f5260045ffd5b346101be575f6003193601126101be5760206fffffffffffffffffffffffffffffffff60045416604051908152f35b346101be5760406003193601126101be57611834611ca2565b6024359073ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016331415806119c1575b6108495773ffffffffffffffffffffffffffffffffffffffff1690815f52600560205260405f208054908160f81c15611995576effffffffffffffffffffffffffffff8260801c166fffffffffffffffffffffffffffffffff6118db8583611da7565b931680841161195c5782547fff000000000000000000000000000000ffffffffffffffffffffffffffffffff16608085901b7effffffffffffffffffffffffffffff0000000000000000000000000000000016178355857faff82f4178df227ea409be11c927e414a908fb01481236913cec80ea866b2468604087876113c7565b849161196791611d36565b7f802f3a42000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b837fbfc6c337000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b50335f52600960205260ff60405f20541615611878565b346101be5760206003193601126101be576004358015610d0957335f52600560205260405f208054611a316effffffffffffffffffffffffffffff6fffffffffffffffffffffffffffffffff83169260801c1682611d36565b808411611c7257506fffffffffffffffffffffffffffffffff611a578185168093611d43565b167fffffffffffffffffffffffffffffffff000000000000000000000000000000008354161782556003547fffffffffffffffff00000000000000000000000000000000ffffffffffffffff77ffffffffffffffffffffffffffffffff0000000000000000611adb846fffffffffffffffffffffffffffffffff8560401c16611d43565b60401b169116176003556004547fffffffffffffffffffffffffffffffff000000000000000000000000000000006fffffffffffffffffffffffffffffffff611b2684828516611d75565b16911617600455335f5260066020526fffffffffffffffffffffffffffffffff611b5760405f209282845416611d75565b167fffffffffffffffffffffffffffffffff0000000000000000000000000000000082541617815567ffffffffffffffff6003541667ffffffffffffffff4216019067ffffffffffffffff8211611c455767ffffffffffffffff92816fffffffffffffffffffffffffffffffff92547fffffffffffffffff0000000000000000ffffffffffffffffffffffffffffffff77ffffffffffffffff000000000000000000000000000000008660801b169116179055541660405193845260208401521660408201527fad45e73f3869206cbe603af99c45463bc0a13c481e99d8a2efd93c7d64f2814b60603392a2005b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b83907f802f3a42000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b6004359073ffffffffffffffffffffffffffffffffffffffff821682036101be57565b9181601f840112156101be5782359167ffffffffffffffff83116101be57602083818601950101116101be57565b907fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f602080948051918291828752018686015e5f8582860101520116010190565b91908203918211611c4557565b906fffffffffffffffffffffffffffffffff809116911603906fffffffffffffffffffffffffffffffff8211611c4557565b906fffffffffffffffffffffffffffffffff809116911601906fffffffffffffffffffffffffffffffff8211611c4557565b91908201809211611c4557565b6040810190811067ffffffffffffffff8211176103fc57604052565b90601f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0910116810190811067ffffffffffffffff8211176103fc57604052565b90600182811c92168015611e58575b6020831014611e2b57565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602260045260245ffd5b91607f1691611e20565b919091601f8311611e73575b505050565b818311611e7f57505050565b5f5260205f206020601f830160051c9210611eb8575b81601f9101920160051c03905f5b82811015611e6e575f82820155600101611ea3565b5f9150611e95565b601f82602094937fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe093818652868601375f8582860101520116010190565b5f9291815491611f0d83611e11565b8083529260018116908115611f625750600114611f2957505050565b5f9081526020812093945091925b838310611f48575060209250010190565b600181602092949394548385870101520191019190611f37565b905060209495507fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0091509291921683830152151560051b010190565b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005c611fea5760017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d565b7f3ee5aeb5000000000000000000000000000000000000000000000000000000005f5260045ffd5b9173ffffffffffffffffffffffffffffffffffffffff604051927fa9059cbb000000000000000000000000000000000000000000000000000000005f521660045260245260205f60448180865af19060015f51148216156120bb575b604052156120795750565b73ffffffffffffffffffffffffffffffffffffffff907f5274afe7000000000000000000000000000000000000000000000000000000005f521660045260245ffd5b9060018115166120d357823b15153d1516169061206e565b503d5f823e3d90fd5b73ffffffffffffffffffffffffffffffffffffffff5f541633036120fc57565b7f118cdaa7000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b90801561221e577f00000000000000000000000000000000000000000000000000000000000000009173ffffffffffffffffffffffffffffffffffffffff604051917fa9059cbb000000000000000000000000000000000000000000000000000000005f521692836004528260245260205f60448180855af19060015f5114821615612211575b5090604052156121bd575050565b60207f8af6e30690e4b192e05dc42baa9776cefda6c432838616c7f4f036bbab44917e91835f526001825260405f206121f7828254611da7565b905561220581600254611da7565b600255604051908152a2565b3b15153d1516165f6121af565b505056",
}

// ProviderRegistry is an auto generated Go binding around an Ethereum contract.
type ProviderRegistry struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ProviderRegistry) GetABI() abi.ABI {
	return c.abi
}

// NewProviderRegistry creates a new instance of ProviderRegistry.
func NewProviderRegistry() *ProviderRegistry {
	parsed, err := ProviderRegistryMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ProviderRegistry{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ProviderRegistry) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address token_, address escrow_, uint64 unbondingDelay_, address owner_) returns()
func (providerRegistry *ProviderRegistry) PackConstructor(token_ common.Address, escrow_ common.Address, unbondingDelay_ uint64, owner_ common.Address) []byte {
	enc, err := providerRegistry.abi.Pack("", token_, escrow_, unbondingDelay_, owner_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackMAXMETADATALENGTH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe8868e9f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_METADATA_LENGTH() view returns(uint256)
func (providerRegistry *ProviderRegistry) PackMAXMETADATALENGTH() []byte {
	enc, err := providerRegistry.abi.Pack("MAX_METADATA_LENGTH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXMETADATALENGTH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe8868e9f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_METADATA_LENGTH() view returns(uint256)
func (providerRegistry *ProviderRegistry) TryPackMAXMETADATALENGTH() ([]byte, error) {
	return providerRegistry.abi.Pack("MAX_METADATA_LENGTH")
}

// UnpackMAXMETADATALENGTH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe8868e9f.
//
// Solidity: function MAX_METADATA_LENGTH() view returns(uint256)
func (providerRegistry *ProviderRegistry) UnpackMAXMETADATALENGTH(data []byte) (*big.Int, error) {
	out, err := providerRegistry.abi.Unpack("MAX_METADATA_LENGTH", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMAXPEERIDLENGTH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x90c84ab6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_PEER_ID_LENGTH() view returns(uint256)
func (providerRegistry *ProviderRegistry) PackMAXPEERIDLENGTH() []byte {
	enc, err := providerRegistry.abi.Pack("MAX_PEER_ID_LENGTH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXPEERIDLENGTH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x90c84ab6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_PEER_ID_LENGTH() view returns(uint256)
func (providerRegistry *ProviderRegistry) TryPackMAXPEERIDLENGTH() ([]byte, error) {
	return providerRegistry.abi.Pack("MAX_PEER_ID_LENGTH")
}

// UnpackMAXPEERIDLENGTH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x90c84ab6.
//
// Solidity: function MAX_PEER_ID_LENGTH() view returns(uint256)
func (providerRegistry *ProviderRegistry) UnpackMAXPEERIDLENGTH(data []byte) (*big.Int, error) {
	out, err := providerRegistry.abi.Unpack("MAX_PEER_ID_LENGTH", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackEscrow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe2fdcc17.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function escrow() view returns(address)
func (providerRegistry *ProviderRegistry) PackEscrow() []byte {
	enc, err := providerRegistry.abi.Pack("escrow")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEscrow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe2fdcc17.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function escrow() view returns(address)
func (providerRegistry *ProviderRegistry) TryPackEscrow() ([]byte, error) {
	return providerRegistry.abi.Pack("escrow")
}

// UnpackEscrow is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe2fdcc17.
//
// Solidity: function escrow() view returns(address)
func (providerRegistry *ProviderRegistry) UnpackEscrow(data []byte) (common.Address, error) {
	out, err := providerRegistry.abi.Unpack("escrow", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackFreeStakeOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf0bf35c6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function freeStakeOf(address provider) view returns(uint256)
func (providerRegistry *ProviderRegistry) PackFreeStakeOf(provider common.Address) []byte {
	enc, err := providerRegistry.abi.Pack("freeStakeOf", provider)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFreeStakeOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf0bf35c6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function freeStakeOf(address provider) view returns(uint256)
func (providerRegistry *ProviderRegistry) TryPackFreeStakeOf(provider common.Address) ([]byte, error) {
	return providerRegistry.abi.Pack("freeStakeOf", provider)
}

// UnpackFreeStakeOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf0bf35c6.
//
// Solidity: function freeStakeOf(address provider) view returns(uint256)
func (providerRegistry *ProviderRegistry) UnpackFreeStakeOf(data []byte) (*big.Int, error) {
	out, err := providerRegistry.abi.Unpack("freeStakeOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackIsRegistered is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc3c5a547.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isRegistered(address provider) view returns(bool)
func (providerRegistry *ProviderRegistry) PackIsRegistered(provider common.Address) []byte {
	enc, err := providerRegistry.abi.Pack("isRegistered", provider)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsRegistered is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc3c5a547.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isRegistered(address provider) view returns(bool)
func (providerRegistry *ProviderRegistry) TryPackIsRegistered(provider common.Address) ([]byte, error) {
	return providerRegistry.abi.Pack("isRegistered", provider)
}

// UnpackIsRegistered is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc3c5a547.
//
// Solidity: function isRegistered(address provider) view returns(bool)
func (providerRegistry *ProviderRegistry) UnpackIsRegistered(data []byte) (bool, error) {
	out, err := providerRegistry.abi.Unpack("isRegistered", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackIsSlasher is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x57601c5d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isSlasher(address slasher) view returns(bool)
func (providerRegistry *ProviderRegistry) PackIsSlasher(slasher common.Address) []byte {
	enc, err := providerRegistry.abi.Pack("isSlasher", slasher)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsSlasher is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x57601c5d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isSlasher(address slasher) view returns(bool)
func (providerRegistry *ProviderRegistry) TryPackIsSlasher(slasher common.Address) ([]byte, error) {
	return providerRegistry.abi.Pack("isSlasher", slasher)
}

// UnpackIsSlasher is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x57601c5d.
//
// Solidity: function isSlasher(address slasher) view returns(bool)
func (providerRegistry *ProviderRegistry) UnpackIsSlasher(data []byte) (bool, error) {
	out, err := providerRegistry.abi.Unpack("isSlasher", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackLock is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x282d3fdf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lock(address provider, uint256 amount) returns()
func (providerRegistry *ProviderRegistry) PackLock(provider common.Address, amount *big.Int) []byte {
	enc, err := providerRegistry.abi.Pack("lock", provider, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLock is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x282d3fdf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function lock(address provider, uint256 amount) returns()
func (providerRegistry *ProviderRegistry) TryPackLock(provider common.Address, amount *big.Int) ([]byte, error) {
	return providerRegistry.abi.Pack("lock", provider, amount)
}

// PackLockedOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa5f1e282.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lockedOf(address provider) view returns(uint256)
func (providerRegistry *ProviderRegistry) PackLockedOf(provider common.Address) []byte {
	enc, err := providerRegistry.abi.Pack("lockedOf", provider)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLockedOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa5f1e282.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function lockedOf(address provider) view returns(uint256)
func (providerRegistry *ProviderRegistry) TryPackLockedOf(provider common.Address) ([]byte, error) {
	return providerRegistry.abi.Pack("lockedOf", provider)
}

// UnpackLockedOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa5f1e282.
//
// Solidity: function lockedOf(address provider) view returns(uint256)
func (providerRegistry *ProviderRegistry) UnpackLockedOf(data []byte) (*big.Int, error) {
	out, err := providerRegistry.abi.Unpack("lockedOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMetadataOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe194aa25.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function metadataOf(address provider) view returns(string)
func (providerRegistry *ProviderRegistry) PackMetadataOf(provider common.Address) []byte {
	enc, err := providerRegistry.abi.Pack("metadataOf", provider)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMetadataOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe194aa25.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function metadataOf(address provider) view returns(string)
func (providerRegistry *ProviderRegistry) TryPackMetadataOf(provider common.Address) ([]byte, error) {
	return providerRegistry.abi.Pack("metadataOf", provider)
}

// UnpackMetadataOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe194aa25.
//
// Solidity: function metadataOf(address provider) view returns(string)
func (providerRegistry *ProviderRegistry) UnpackMetadataOf(data []byte) (string, error) {
	out, err := providerRegistry.abi.Unpack("metadataOf", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackOwed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdf18e047.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owed(address recipient) view returns(uint256)
func (providerRegistry *ProviderRegistry) PackOwed(recipient common.Address) []byte {
	enc, err := providerRegistry.abi.Pack("owed", recipient)
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
func (providerRegistry *ProviderRegistry) TryPackOwed(recipient common.Address) ([]byte, error) {
	return providerRegistry.abi.Pack("owed", recipient)
}

// UnpackOwed is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdf18e047.
//
// Solidity: function owed(address recipient) view returns(uint256)
func (providerRegistry *ProviderRegistry) UnpackOwed(data []byte) (*big.Int, error) {
	out, err := providerRegistry.abi.Unpack("owed", data)
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
func (providerRegistry *ProviderRegistry) PackOwner() []byte {
	enc, err := providerRegistry.abi.Pack("owner")
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
func (providerRegistry *ProviderRegistry) TryPackOwner() ([]byte, error) {
	return providerRegistry.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (providerRegistry *ProviderRegistry) UnpackOwner(data []byte) (common.Address, error) {
	out, err := providerRegistry.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPeerIdOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfbc1bb21.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function peerIdOf(address provider) view returns(bytes)
func (providerRegistry *ProviderRegistry) PackPeerIdOf(provider common.Address) []byte {
	enc, err := providerRegistry.abi.Pack("peerIdOf", provider)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPeerIdOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfbc1bb21.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function peerIdOf(address provider) view returns(bytes)
func (providerRegistry *ProviderRegistry) TryPackPeerIdOf(provider common.Address) ([]byte, error) {
	return providerRegistry.abi.Pack("peerIdOf", provider)
}

// UnpackPeerIdOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfbc1bb21.
//
// Solidity: function peerIdOf(address provider) view returns(bytes)
func (providerRegistry *ProviderRegistry) UnpackPeerIdOf(data []byte) ([]byte, error) {
	out, err := providerRegistry.abi.Unpack("peerIdOf", data)
	if err != nil {
		return *new([]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([]byte)).(*[]byte)
	return out0, nil
}

// PackRegister is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x92255fbf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function register(bytes peerId, string metadataCID) returns()
func (providerRegistry *ProviderRegistry) PackRegister(peerId []byte, metadataCID string) []byte {
	enc, err := providerRegistry.abi.Pack("register", peerId, metadataCID)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegister is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x92255fbf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function register(bytes peerId, string metadataCID) returns()
func (providerRegistry *ProviderRegistry) TryPackRegister(peerId []byte, metadataCID string) ([]byte, error) {
	return providerRegistry.abi.Pack("register", peerId, metadataCID)
}

// PackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceOwnership() returns()
func (providerRegistry *ProviderRegistry) PackRenounceOwnership() []byte {
	enc, err := providerRegistry.abi.Pack("renounceOwnership")
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
func (providerRegistry *ProviderRegistry) TryPackRenounceOwnership() ([]byte, error) {
	return providerRegistry.abi.Pack("renounceOwnership")
}

// PackRequestUnstake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23095721.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function requestUnstake(uint256 amount) returns()
func (providerRegistry *ProviderRegistry) PackRequestUnstake(amount *big.Int) []byte {
	enc, err := providerRegistry.abi.Pack("requestUnstake", amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRequestUnstake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23095721.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function requestUnstake(uint256 amount) returns()
func (providerRegistry *ProviderRegistry) TryPackRequestUnstake(amount *big.Int) ([]byte, error) {
	return providerRegistry.abi.Pack("requestUnstake", amount)
}

// PackSetSlasher is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x52348080.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setSlasher(address slasher, bool allowed) returns()
func (providerRegistry *ProviderRegistry) PackSetSlasher(slasher common.Address, allowed bool) []byte {
	enc, err := providerRegistry.abi.Pack("setSlasher", slasher, allowed)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetSlasher is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x52348080.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setSlasher(address slasher, bool allowed) returns()
func (providerRegistry *ProviderRegistry) TryPackSetSlasher(slasher common.Address, allowed bool) ([]byte, error) {
	return providerRegistry.abi.Pack("setSlasher", slasher, allowed)
}

// PackSetUnbondingDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x429e03b2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setUnbondingDelay(uint64 delay) returns()
func (providerRegistry *ProviderRegistry) PackSetUnbondingDelay(delay uint64) []byte {
	enc, err := providerRegistry.abi.Pack("setUnbondingDelay", delay)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetUnbondingDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x429e03b2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setUnbondingDelay(uint64 delay) returns()
func (providerRegistry *ProviderRegistry) TryPackSetUnbondingDelay(delay uint64) ([]byte, error) {
	return providerRegistry.abi.Pack("setUnbondingDelay", delay)
}

// PackSlash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbfac5990.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function slash(address provider, uint256 amount, address recipient) returns()
func (providerRegistry *ProviderRegistry) PackSlash(provider common.Address, amount *big.Int, recipient common.Address) []byte {
	enc, err := providerRegistry.abi.Pack("slash", provider, amount, recipient)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSlash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbfac5990.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function slash(address provider, uint256 amount, address recipient) returns()
func (providerRegistry *ProviderRegistry) TryPackSlash(provider common.Address, amount *big.Int, recipient common.Address) ([]byte, error) {
	return providerRegistry.abi.Pack("slash", provider, amount, recipient)
}

// PackStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa694fc3a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function stake(uint256 amount) returns()
func (providerRegistry *ProviderRegistry) PackStake(amount *big.Int) []byte {
	enc, err := providerRegistry.abi.Pack("stake", amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa694fc3a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function stake(uint256 amount) returns()
func (providerRegistry *ProviderRegistry) TryPackStake(amount *big.Int) ([]byte, error) {
	return providerRegistry.abi.Pack("stake", amount)
}

// PackStakeOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42623360.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function stakeOf(address provider) view returns(uint256)
func (providerRegistry *ProviderRegistry) PackStakeOf(provider common.Address) []byte {
	enc, err := providerRegistry.abi.Pack("stakeOf", provider)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStakeOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42623360.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function stakeOf(address provider) view returns(uint256)
func (providerRegistry *ProviderRegistry) TryPackStakeOf(provider common.Address) ([]byte, error) {
	return providerRegistry.abi.Pack("stakeOf", provider)
}

// UnpackStakeOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x42623360.
//
// Solidity: function stakeOf(address provider) view returns(uint256)
func (providerRegistry *ProviderRegistry) UnpackStakeOf(data []byte) (*big.Int, error) {
	out, err := providerRegistry.abi.Unpack("stakeOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfc0c546a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function token() view returns(address)
func (providerRegistry *ProviderRegistry) PackToken() []byte {
	enc, err := providerRegistry.abi.Pack("token")
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
func (providerRegistry *ProviderRegistry) TryPackToken() ([]byte, error) {
	return providerRegistry.abi.Pack("token")
}

// UnpackToken is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfc0c546a.
//
// Solidity: function token() view returns(address)
func (providerRegistry *ProviderRegistry) UnpackToken(data []byte) (common.Address, error) {
	out, err := providerRegistry.abi.Unpack("token", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackTotalHeld is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf43cc773.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalHeld() view returns(uint256)
func (providerRegistry *ProviderRegistry) PackTotalHeld() []byte {
	enc, err := providerRegistry.abi.Pack("totalHeld")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTotalHeld is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf43cc773.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function totalHeld() view returns(uint256)
func (providerRegistry *ProviderRegistry) TryPackTotalHeld() ([]byte, error) {
	return providerRegistry.abi.Pack("totalHeld")
}

// UnpackTotalHeld is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf43cc773.
//
// Solidity: function totalHeld() view returns(uint256)
func (providerRegistry *ProviderRegistry) UnpackTotalHeld(data []byte) (*big.Int, error) {
	out, err := providerRegistry.abi.Unpack("totalHeld", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTotalOwed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe7fa9f7d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalOwed() view returns(uint256)
func (providerRegistry *ProviderRegistry) PackTotalOwed() []byte {
	enc, err := providerRegistry.abi.Pack("totalOwed")
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
func (providerRegistry *ProviderRegistry) TryPackTotalOwed() ([]byte, error) {
	return providerRegistry.abi.Pack("totalOwed")
}

// UnpackTotalOwed is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe7fa9f7d.
//
// Solidity: function totalOwed() view returns(uint256)
func (providerRegistry *ProviderRegistry) UnpackTotalOwed(data []byte) (*big.Int, error) {
	out, err := providerRegistry.abi.Unpack("totalOwed", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTotalStaked is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x817b1cd2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalStaked() view returns(uint128)
func (providerRegistry *ProviderRegistry) PackTotalStaked() []byte {
	enc, err := providerRegistry.abi.Pack("totalStaked")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTotalStaked is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x817b1cd2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function totalStaked() view returns(uint128)
func (providerRegistry *ProviderRegistry) TryPackTotalStaked() ([]byte, error) {
	return providerRegistry.abi.Pack("totalStaked")
}

// UnpackTotalStaked is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x817b1cd2.
//
// Solidity: function totalStaked() view returns(uint128)
func (providerRegistry *ProviderRegistry) UnpackTotalStaked(data []byte) (*big.Int, error) {
	out, err := providerRegistry.abi.Unpack("totalStaked", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTotalUnbonding is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x350fd0be.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalUnbonding() view returns(uint128)
func (providerRegistry *ProviderRegistry) PackTotalUnbonding() []byte {
	enc, err := providerRegistry.abi.Pack("totalUnbonding")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTotalUnbonding is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x350fd0be.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function totalUnbonding() view returns(uint128)
func (providerRegistry *ProviderRegistry) TryPackTotalUnbonding() ([]byte, error) {
	return providerRegistry.abi.Pack("totalUnbonding")
}

// UnpackTotalUnbonding is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x350fd0be.
//
// Solidity: function totalUnbonding() view returns(uint128)
func (providerRegistry *ProviderRegistry) UnpackTotalUnbonding(data []byte) (*big.Int, error) {
	out, err := providerRegistry.abi.Unpack("totalUnbonding", data)
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
func (providerRegistry *ProviderRegistry) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := providerRegistry.abi.Pack("transferOwnership", newOwner)
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
func (providerRegistry *ProviderRegistry) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return providerRegistry.abi.Pack("transferOwnership", newOwner)
}

// PackUnbondingDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdb7dd35a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function unbondingDelay() view returns(uint64)
func (providerRegistry *ProviderRegistry) PackUnbondingDelay() []byte {
	enc, err := providerRegistry.abi.Pack("unbondingDelay")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUnbondingDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdb7dd35a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function unbondingDelay() view returns(uint64)
func (providerRegistry *ProviderRegistry) TryPackUnbondingDelay() ([]byte, error) {
	return providerRegistry.abi.Pack("unbondingDelay")
}

// UnpackUnbondingDelay is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdb7dd35a.
//
// Solidity: function unbondingDelay() view returns(uint64)
func (providerRegistry *ProviderRegistry) UnpackUnbondingDelay(data []byte) (uint64, error) {
	out, err := providerRegistry.abi.Unpack("unbondingDelay", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackUnbondingOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xacf09912.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function unbondingOf(address provider) view returns(uint256 amount, uint64 readyAt)
func (providerRegistry *ProviderRegistry) PackUnbondingOf(provider common.Address) []byte {
	enc, err := providerRegistry.abi.Pack("unbondingOf", provider)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUnbondingOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xacf09912.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function unbondingOf(address provider) view returns(uint256 amount, uint64 readyAt)
func (providerRegistry *ProviderRegistry) TryPackUnbondingOf(provider common.Address) ([]byte, error) {
	return providerRegistry.abi.Pack("unbondingOf", provider)
}

// UnbondingOfOutput serves as a container for the return parameters of contract
// method UnbondingOf.
type UnbondingOfOutput struct {
	Amount  *big.Int
	ReadyAt uint64
}

// UnpackUnbondingOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xacf09912.
//
// Solidity: function unbondingOf(address provider) view returns(uint256 amount, uint64 readyAt)
func (providerRegistry *ProviderRegistry) UnpackUnbondingOf(data []byte) (UnbondingOfOutput, error) {
	out, err := providerRegistry.abi.Unpack("unbondingOf", data)
	outstruct := new(UnbondingOfOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Amount = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.ReadyAt = *abi.ConvertType(out[1], new(uint64)).(*uint64)
	return *outstruct, nil
}

// PackUnlock is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7eee288d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function unlock(address provider, uint256 amount) returns()
func (providerRegistry *ProviderRegistry) PackUnlock(provider common.Address, amount *big.Int) []byte {
	enc, err := providerRegistry.abi.Pack("unlock", provider, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUnlock is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7eee288d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function unlock(address provider, uint256 amount) returns()
func (providerRegistry *ProviderRegistry) TryPackUnlock(provider common.Address, amount *big.Int) ([]byte, error) {
	return providerRegistry.abi.Pack("unlock", provider, amount)
}

// PackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3ccfd60b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdraw() returns()
func (providerRegistry *ProviderRegistry) PackWithdraw() []byte {
	enc, err := providerRegistry.abi.Pack("withdraw")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3ccfd60b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdraw() returns()
func (providerRegistry *ProviderRegistry) TryPackWithdraw() ([]byte, error) {
	return providerRegistry.abi.Pack("withdraw")
}

// PackWithdrawOwed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84ff6985.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdrawOwed(address to) returns()
func (providerRegistry *ProviderRegistry) PackWithdrawOwed(to common.Address) []byte {
	enc, err := providerRegistry.abi.Pack("withdrawOwed", to)
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
func (providerRegistry *ProviderRegistry) TryPackWithdrawOwed(to common.Address) ([]byte, error) {
	return providerRegistry.abi.Pack("withdrawOwed", to)
}

// ProviderRegistryCollateralLocked represents a CollateralLocked event raised by the ProviderRegistry contract.
type ProviderRegistryCollateralLocked struct {
	Provider common.Address
	Amount   *big.Int
	Locked   *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const ProviderRegistryCollateralLockedEventName = "CollateralLocked"

// ContractEventName returns the user-defined event name.
func (ProviderRegistryCollateralLocked) ContractEventName() string {
	return ProviderRegistryCollateralLockedEventName
}

// UnpackCollateralLockedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event CollateralLocked(address indexed provider, uint256 amount, uint256 locked)
func (providerRegistry *ProviderRegistry) UnpackCollateralLockedEvent(log *types.Log) (*ProviderRegistryCollateralLocked, error) {
	event := "CollateralLocked"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != providerRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ProviderRegistryCollateralLocked)
	if len(log.Data) > 0 {
		if err := providerRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range providerRegistry.abi.Events[event].Inputs {
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

// ProviderRegistryCollateralUnlocked represents a CollateralUnlocked event raised by the ProviderRegistry contract.
type ProviderRegistryCollateralUnlocked struct {
	Provider common.Address
	Amount   *big.Int
	Locked   *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const ProviderRegistryCollateralUnlockedEventName = "CollateralUnlocked"

// ContractEventName returns the user-defined event name.
func (ProviderRegistryCollateralUnlocked) ContractEventName() string {
	return ProviderRegistryCollateralUnlockedEventName
}

// UnpackCollateralUnlockedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event CollateralUnlocked(address indexed provider, uint256 amount, uint256 locked)
func (providerRegistry *ProviderRegistry) UnpackCollateralUnlockedEvent(log *types.Log) (*ProviderRegistryCollateralUnlocked, error) {
	event := "CollateralUnlocked"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != providerRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ProviderRegistryCollateralUnlocked)
	if len(log.Data) > 0 {
		if err := providerRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range providerRegistry.abi.Events[event].Inputs {
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

// ProviderRegistryOwedWithdrawn represents a OwedWithdrawn event raised by the ProviderRegistry contract.
type ProviderRegistryOwedWithdrawn struct {
	Recipient common.Address
	To        common.Address
	Amount    *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const ProviderRegistryOwedWithdrawnEventName = "OwedWithdrawn"

// ContractEventName returns the user-defined event name.
func (ProviderRegistryOwedWithdrawn) ContractEventName() string {
	return ProviderRegistryOwedWithdrawnEventName
}

// UnpackOwedWithdrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwedWithdrawn(address indexed recipient, address indexed to, uint256 amount)
func (providerRegistry *ProviderRegistry) UnpackOwedWithdrawnEvent(log *types.Log) (*ProviderRegistryOwedWithdrawn, error) {
	event := "OwedWithdrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != providerRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ProviderRegistryOwedWithdrawn)
	if len(log.Data) > 0 {
		if err := providerRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range providerRegistry.abi.Events[event].Inputs {
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

// ProviderRegistryOwnershipTransferred represents a OwnershipTransferred event raised by the ProviderRegistry contract.
type ProviderRegistryOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const ProviderRegistryOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (ProviderRegistryOwnershipTransferred) ContractEventName() string {
	return ProviderRegistryOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (providerRegistry *ProviderRegistry) UnpackOwnershipTransferredEvent(log *types.Log) (*ProviderRegistryOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != providerRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ProviderRegistryOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := providerRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range providerRegistry.abi.Events[event].Inputs {
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

// ProviderRegistryPaymentDeferred represents a PaymentDeferred event raised by the ProviderRegistry contract.
type ProviderRegistryPaymentDeferred struct {
	Recipient common.Address
	Amount    *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const ProviderRegistryPaymentDeferredEventName = "PaymentDeferred"

// ContractEventName returns the user-defined event name.
func (ProviderRegistryPaymentDeferred) ContractEventName() string {
	return ProviderRegistryPaymentDeferredEventName
}

// UnpackPaymentDeferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PaymentDeferred(address indexed recipient, uint256 amount)
func (providerRegistry *ProviderRegistry) UnpackPaymentDeferredEvent(log *types.Log) (*ProviderRegistryPaymentDeferred, error) {
	event := "PaymentDeferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != providerRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ProviderRegistryPaymentDeferred)
	if len(log.Data) > 0 {
		if err := providerRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range providerRegistry.abi.Events[event].Inputs {
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

// ProviderRegistryProviderRegistered represents a ProviderRegistered event raised by the ProviderRegistry contract.
type ProviderRegistryProviderRegistered struct {
	Provider    common.Address
	PeerId      []byte
	MetadataCID string
	Raw         *types.Log // Blockchain specific contextual infos
}

const ProviderRegistryProviderRegisteredEventName = "ProviderRegistered"

// ContractEventName returns the user-defined event name.
func (ProviderRegistryProviderRegistered) ContractEventName() string {
	return ProviderRegistryProviderRegisteredEventName
}

// UnpackProviderRegisteredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ProviderRegistered(address indexed provider, bytes peerId, string metadataCID)
func (providerRegistry *ProviderRegistry) UnpackProviderRegisteredEvent(log *types.Log) (*ProviderRegistryProviderRegistered, error) {
	event := "ProviderRegistered"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != providerRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ProviderRegistryProviderRegistered)
	if len(log.Data) > 0 {
		if err := providerRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range providerRegistry.abi.Events[event].Inputs {
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

// ProviderRegistrySlashed represents a Slashed event raised by the ProviderRegistry contract.
type ProviderRegistrySlashed struct {
	Provider  common.Address
	By        common.Address
	Recipient common.Address
	Amount    *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const ProviderRegistrySlashedEventName = "Slashed"

// ContractEventName returns the user-defined event name.
func (ProviderRegistrySlashed) ContractEventName() string {
	return ProviderRegistrySlashedEventName
}

// UnpackSlashedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Slashed(address indexed provider, address indexed by, address indexed recipient, uint256 amount)
func (providerRegistry *ProviderRegistry) UnpackSlashedEvent(log *types.Log) (*ProviderRegistrySlashed, error) {
	event := "Slashed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != providerRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ProviderRegistrySlashed)
	if len(log.Data) > 0 {
		if err := providerRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range providerRegistry.abi.Events[event].Inputs {
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

// ProviderRegistrySlasherSet represents a SlasherSet event raised by the ProviderRegistry contract.
type ProviderRegistrySlasherSet struct {
	Slasher common.Address
	Allowed bool
	Raw     *types.Log // Blockchain specific contextual infos
}

const ProviderRegistrySlasherSetEventName = "SlasherSet"

// ContractEventName returns the user-defined event name.
func (ProviderRegistrySlasherSet) ContractEventName() string {
	return ProviderRegistrySlasherSetEventName
}

// UnpackSlasherSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SlasherSet(address indexed slasher, bool allowed)
func (providerRegistry *ProviderRegistry) UnpackSlasherSetEvent(log *types.Log) (*ProviderRegistrySlasherSet, error) {
	event := "SlasherSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != providerRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ProviderRegistrySlasherSet)
	if len(log.Data) > 0 {
		if err := providerRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range providerRegistry.abi.Events[event].Inputs {
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

// ProviderRegistryStaked represents a Staked event raised by the ProviderRegistry contract.
type ProviderRegistryStaked struct {
	Provider common.Address
	Amount   *big.Int
	Stake    *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const ProviderRegistryStakedEventName = "Staked"

// ContractEventName returns the user-defined event name.
func (ProviderRegistryStaked) ContractEventName() string {
	return ProviderRegistryStakedEventName
}

// UnpackStakedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Staked(address indexed provider, uint256 amount, uint256 stake)
func (providerRegistry *ProviderRegistry) UnpackStakedEvent(log *types.Log) (*ProviderRegistryStaked, error) {
	event := "Staked"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != providerRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ProviderRegistryStaked)
	if len(log.Data) > 0 {
		if err := providerRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range providerRegistry.abi.Events[event].Inputs {
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

// ProviderRegistryUnbondingDelaySet represents a UnbondingDelaySet event raised by the ProviderRegistry contract.
type ProviderRegistryUnbondingDelaySet struct {
	Delay uint64
	Raw   *types.Log // Blockchain specific contextual infos
}

const ProviderRegistryUnbondingDelaySetEventName = "UnbondingDelaySet"

// ContractEventName returns the user-defined event name.
func (ProviderRegistryUnbondingDelaySet) ContractEventName() string {
	return ProviderRegistryUnbondingDelaySetEventName
}

// UnpackUnbondingDelaySetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event UnbondingDelaySet(uint64 delay)
func (providerRegistry *ProviderRegistry) UnpackUnbondingDelaySetEvent(log *types.Log) (*ProviderRegistryUnbondingDelaySet, error) {
	event := "UnbondingDelaySet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != providerRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ProviderRegistryUnbondingDelaySet)
	if len(log.Data) > 0 {
		if err := providerRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range providerRegistry.abi.Events[event].Inputs {
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

// ProviderRegistryUnstakeRequested represents a UnstakeRequested event raised by the ProviderRegistry contract.
type ProviderRegistryUnstakeRequested struct {
	Provider common.Address
	Amount   *big.Int
	Stake    *big.Int
	ReadyAt  uint64
	Raw      *types.Log // Blockchain specific contextual infos
}

const ProviderRegistryUnstakeRequestedEventName = "UnstakeRequested"

// ContractEventName returns the user-defined event name.
func (ProviderRegistryUnstakeRequested) ContractEventName() string {
	return ProviderRegistryUnstakeRequestedEventName
}

// UnpackUnstakeRequestedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event UnstakeRequested(address indexed provider, uint256 amount, uint256 stake, uint64 readyAt)
func (providerRegistry *ProviderRegistry) UnpackUnstakeRequestedEvent(log *types.Log) (*ProviderRegistryUnstakeRequested, error) {
	event := "UnstakeRequested"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != providerRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ProviderRegistryUnstakeRequested)
	if len(log.Data) > 0 {
		if err := providerRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range providerRegistry.abi.Events[event].Inputs {
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

// ProviderRegistryWithdrawn represents a Withdrawn event raised by the ProviderRegistry contract.
type ProviderRegistryWithdrawn struct {
	Provider common.Address
	Amount   *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const ProviderRegistryWithdrawnEventName = "Withdrawn"

// ContractEventName returns the user-defined event name.
func (ProviderRegistryWithdrawn) ContractEventName() string {
	return ProviderRegistryWithdrawnEventName
}

// UnpackWithdrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Withdrawn(address indexed provider, uint256 amount)
func (providerRegistry *ProviderRegistry) UnpackWithdrawnEvent(log *types.Log) (*ProviderRegistryWithdrawn, error) {
	event := "Withdrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != providerRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ProviderRegistryWithdrawn)
	if len(log.Data) > 0 {
		if err := providerRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range providerRegistry.abi.Events[event].Inputs {
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
func (providerRegistry *ProviderRegistry) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], providerRegistry.abi.Errors["AmountTooLarge"].ID.Bytes()[:4]) {
		return providerRegistry.UnpackAmountTooLargeError(raw[4:])
	}
	if bytes.Equal(raw[:4], providerRegistry.abi.Errors["FeeOnTransferToken"].ID.Bytes()[:4]) {
		return providerRegistry.UnpackFeeOnTransferTokenError(raw[4:])
	}
	if bytes.Equal(raw[:4], providerRegistry.abi.Errors["InsufficientFreeStake"].ID.Bytes()[:4]) {
		return providerRegistry.UnpackInsufficientFreeStakeError(raw[4:])
	}
	if bytes.Equal(raw[:4], providerRegistry.abi.Errors["InsufficientLocked"].ID.Bytes()[:4]) {
		return providerRegistry.UnpackInsufficientLockedError(raw[4:])
	}
	if bytes.Equal(raw[:4], providerRegistry.abi.Errors["InvalidMetadata"].ID.Bytes()[:4]) {
		return providerRegistry.UnpackInvalidMetadataError(raw[4:])
	}
	if bytes.Equal(raw[:4], providerRegistry.abi.Errors["InvalidPeerId"].ID.Bytes()[:4]) {
		return providerRegistry.UnpackInvalidPeerIdError(raw[4:])
	}
	if bytes.Equal(raw[:4], providerRegistry.abi.Errors["InvalidRecipient"].ID.Bytes()[:4]) {
		return providerRegistry.UnpackInvalidRecipientError(raw[4:])
	}
	if bytes.Equal(raw[:4], providerRegistry.abi.Errors["NotRegistered"].ID.Bytes()[:4]) {
		return providerRegistry.UnpackNotRegisteredError(raw[4:])
	}
	if bytes.Equal(raw[:4], providerRegistry.abi.Errors["NotSlasher"].ID.Bytes()[:4]) {
		return providerRegistry.UnpackNotSlasherError(raw[4:])
	}
	if bytes.Equal(raw[:4], providerRegistry.abi.Errors["NothingOwed"].ID.Bytes()[:4]) {
		return providerRegistry.UnpackNothingOwedError(raw[4:])
	}
	if bytes.Equal(raw[:4], providerRegistry.abi.Errors["NothingToWithdraw"].ID.Bytes()[:4]) {
		return providerRegistry.UnpackNothingToWithdrawError(raw[4:])
	}
	if bytes.Equal(raw[:4], providerRegistry.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return providerRegistry.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], providerRegistry.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return providerRegistry.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	if bytes.Equal(raw[:4], providerRegistry.abi.Errors["ReentrancyGuardReentrantCall"].ID.Bytes()[:4]) {
		return providerRegistry.UnpackReentrancyGuardReentrantCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], providerRegistry.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return providerRegistry.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], providerRegistry.abi.Errors["UnbondingNotReady"].ID.Bytes()[:4]) {
		return providerRegistry.UnpackUnbondingNotReadyError(raw[4:])
	}
	if bytes.Equal(raw[:4], providerRegistry.abi.Errors["ZeroAddress"].ID.Bytes()[:4]) {
		return providerRegistry.UnpackZeroAddressError(raw[4:])
	}
	if bytes.Equal(raw[:4], providerRegistry.abi.Errors["ZeroAmount"].ID.Bytes()[:4]) {
		return providerRegistry.UnpackZeroAmountError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ProviderRegistryAmountTooLarge represents a AmountTooLarge error raised by the ProviderRegistry contract.
type ProviderRegistryAmountTooLarge struct {
	Amount *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AmountTooLarge(uint256 amount)
func ProviderRegistryAmountTooLargeErrorID() common.Hash {
	return common.HexToHash("0x08083b2a16b607736bde3b2f81a2e47b6cddd068539243b1d8b47462dd533e58")
}

// UnpackAmountTooLargeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AmountTooLarge(uint256 amount)
func (providerRegistry *ProviderRegistry) UnpackAmountTooLargeError(raw []byte) (*ProviderRegistryAmountTooLarge, error) {
	out := new(ProviderRegistryAmountTooLarge)
	if err := providerRegistry.abi.UnpackIntoInterface(out, "AmountTooLarge", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ProviderRegistryFeeOnTransferToken represents a FeeOnTransferToken error raised by the ProviderRegistry contract.
type ProviderRegistryFeeOnTransferToken struct {
	Expected *big.Int
	Received *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FeeOnTransferToken(uint256 expected, uint256 received)
func ProviderRegistryFeeOnTransferTokenErrorID() common.Hash {
	return common.HexToHash("0xbbc56de8b07859620a2e382dbc7f73f06cca8eaad64c5c8b5598938973286cd4")
}

// UnpackFeeOnTransferTokenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FeeOnTransferToken(uint256 expected, uint256 received)
func (providerRegistry *ProviderRegistry) UnpackFeeOnTransferTokenError(raw []byte) (*ProviderRegistryFeeOnTransferToken, error) {
	out := new(ProviderRegistryFeeOnTransferToken)
	if err := providerRegistry.abi.UnpackIntoInterface(out, "FeeOnTransferToken", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ProviderRegistryInsufficientFreeStake represents a InsufficientFreeStake error raised by the ProviderRegistry contract.
type ProviderRegistryInsufficientFreeStake struct {
	Free      *big.Int
	Requested *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientFreeStake(uint256 free, uint256 requested)
func ProviderRegistryInsufficientFreeStakeErrorID() common.Hash {
	return common.HexToHash("0x802f3a423cea712dbebecc8f1c7ad9a357d722179ad2025178cd6f812e465c77")
}

// UnpackInsufficientFreeStakeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientFreeStake(uint256 free, uint256 requested)
func (providerRegistry *ProviderRegistry) UnpackInsufficientFreeStakeError(raw []byte) (*ProviderRegistryInsufficientFreeStake, error) {
	out := new(ProviderRegistryInsufficientFreeStake)
	if err := providerRegistry.abi.UnpackIntoInterface(out, "InsufficientFreeStake", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ProviderRegistryInsufficientLocked represents a InsufficientLocked error raised by the ProviderRegistry contract.
type ProviderRegistryInsufficientLocked struct {
	Locked    *big.Int
	Requested *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientLocked(uint256 locked, uint256 requested)
func ProviderRegistryInsufficientLockedErrorID() common.Hash {
	return common.HexToHash("0x6ccf73e94105091fcf5fa5b42e5a622fc5ce15ea5b9895336c0265a0fff84588")
}

// UnpackInsufficientLockedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientLocked(uint256 locked, uint256 requested)
func (providerRegistry *ProviderRegistry) UnpackInsufficientLockedError(raw []byte) (*ProviderRegistryInsufficientLocked, error) {
	out := new(ProviderRegistryInsufficientLocked)
	if err := providerRegistry.abi.UnpackIntoInterface(out, "InsufficientLocked", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ProviderRegistryInvalidMetadata represents a InvalidMetadata error raised by the ProviderRegistry contract.
type ProviderRegistryInvalidMetadata struct {
	Length *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidMetadata(uint256 length)
func ProviderRegistryInvalidMetadataErrorID() common.Hash {
	return common.HexToHash("0x859058e38f800b49020b62dd23967ec7402b799b60e4f2560d28265343964d10")
}

// UnpackInvalidMetadataError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidMetadata(uint256 length)
func (providerRegistry *ProviderRegistry) UnpackInvalidMetadataError(raw []byte) (*ProviderRegistryInvalidMetadata, error) {
	out := new(ProviderRegistryInvalidMetadata)
	if err := providerRegistry.abi.UnpackIntoInterface(out, "InvalidMetadata", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ProviderRegistryInvalidPeerId represents a InvalidPeerId error raised by the ProviderRegistry contract.
type ProviderRegistryInvalidPeerId struct {
	Length *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidPeerId(uint256 length)
func ProviderRegistryInvalidPeerIdErrorID() common.Hash {
	return common.HexToHash("0x391459829c4614f32ea637ffd2880e1d614c6b383491ce7875d870b770a117d3")
}

// UnpackInvalidPeerIdError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidPeerId(uint256 length)
func (providerRegistry *ProviderRegistry) UnpackInvalidPeerIdError(raw []byte) (*ProviderRegistryInvalidPeerId, error) {
	out := new(ProviderRegistryInvalidPeerId)
	if err := providerRegistry.abi.UnpackIntoInterface(out, "InvalidPeerId", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ProviderRegistryInvalidRecipient represents a InvalidRecipient error raised by the ProviderRegistry contract.
type ProviderRegistryInvalidRecipient struct {
	To common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidRecipient(address to)
func ProviderRegistryInvalidRecipientErrorID() common.Hash {
	return common.HexToHash("0x17858bbe33f2abed3758965a9f02dee0a7e83a84b7b813e2a23810c33c0858ea")
}

// UnpackInvalidRecipientError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidRecipient(address to)
func (providerRegistry *ProviderRegistry) UnpackInvalidRecipientError(raw []byte) (*ProviderRegistryInvalidRecipient, error) {
	out := new(ProviderRegistryInvalidRecipient)
	if err := providerRegistry.abi.UnpackIntoInterface(out, "InvalidRecipient", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ProviderRegistryNotRegistered represents a NotRegistered error raised by the ProviderRegistry contract.
type ProviderRegistryNotRegistered struct {
	Provider common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotRegistered(address provider)
func ProviderRegistryNotRegisteredErrorID() common.Hash {
	return common.HexToHash("0xbfc6c337a80b7b8201f77f0a2a54c6e5f7c6fd9124a749804a482fa16ee8a895")
}

// UnpackNotRegisteredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotRegistered(address provider)
func (providerRegistry *ProviderRegistry) UnpackNotRegisteredError(raw []byte) (*ProviderRegistryNotRegistered, error) {
	out := new(ProviderRegistryNotRegistered)
	if err := providerRegistry.abi.UnpackIntoInterface(out, "NotRegistered", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ProviderRegistryNotSlasher represents a NotSlasher error raised by the ProviderRegistry contract.
type ProviderRegistryNotSlasher struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotSlasher(address caller)
func ProviderRegistryNotSlasherErrorID() common.Hash {
	return common.HexToHash("0x4bc0cd76e5ae33e138f3b6102c7a4d91ece10c34862bde6e59a763ba1571b395")
}

// UnpackNotSlasherError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotSlasher(address caller)
func (providerRegistry *ProviderRegistry) UnpackNotSlasherError(raw []byte) (*ProviderRegistryNotSlasher, error) {
	out := new(ProviderRegistryNotSlasher)
	if err := providerRegistry.abi.UnpackIntoInterface(out, "NotSlasher", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ProviderRegistryNothingOwed represents a NothingOwed error raised by the ProviderRegistry contract.
type ProviderRegistryNothingOwed struct {
	Recipient common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NothingOwed(address recipient)
func ProviderRegistryNothingOwedErrorID() common.Hash {
	return common.HexToHash("0x751b0fdaa408a0c7537afaf0af96a92598192bff093a0ad0f684a7c83bc223c9")
}

// UnpackNothingOwedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NothingOwed(address recipient)
func (providerRegistry *ProviderRegistry) UnpackNothingOwedError(raw []byte) (*ProviderRegistryNothingOwed, error) {
	out := new(ProviderRegistryNothingOwed)
	if err := providerRegistry.abi.UnpackIntoInterface(out, "NothingOwed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ProviderRegistryNothingToWithdraw represents a NothingToWithdraw error raised by the ProviderRegistry contract.
type ProviderRegistryNothingToWithdraw struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NothingToWithdraw()
func ProviderRegistryNothingToWithdrawErrorID() common.Hash {
	return common.HexToHash("0xd0d04f60bf4f7629141a1f00f5d2908fa0f3e15bf4cbf8bb8edc6fcbdf2509fa")
}

// UnpackNothingToWithdrawError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NothingToWithdraw()
func (providerRegistry *ProviderRegistry) UnpackNothingToWithdrawError(raw []byte) (*ProviderRegistryNothingToWithdraw, error) {
	out := new(ProviderRegistryNothingToWithdraw)
	if err := providerRegistry.abi.UnpackIntoInterface(out, "NothingToWithdraw", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ProviderRegistryOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the ProviderRegistry contract.
type ProviderRegistryOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func ProviderRegistryOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (providerRegistry *ProviderRegistry) UnpackOwnableInvalidOwnerError(raw []byte) (*ProviderRegistryOwnableInvalidOwner, error) {
	out := new(ProviderRegistryOwnableInvalidOwner)
	if err := providerRegistry.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ProviderRegistryOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the ProviderRegistry contract.
type ProviderRegistryOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func ProviderRegistryOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (providerRegistry *ProviderRegistry) UnpackOwnableUnauthorizedAccountError(raw []byte) (*ProviderRegistryOwnableUnauthorizedAccount, error) {
	out := new(ProviderRegistryOwnableUnauthorizedAccount)
	if err := providerRegistry.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ProviderRegistryReentrancyGuardReentrantCall represents a ReentrancyGuardReentrantCall error raised by the ProviderRegistry contract.
type ProviderRegistryReentrancyGuardReentrantCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReentrancyGuardReentrantCall()
func ProviderRegistryReentrancyGuardReentrantCallErrorID() common.Hash {
	return common.HexToHash("0x3ee5aeb571de7fc460830b4d0017439a1ca56fb0bc39062227ade4fe4a24c1ca")
}

// UnpackReentrancyGuardReentrantCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReentrancyGuardReentrantCall()
func (providerRegistry *ProviderRegistry) UnpackReentrancyGuardReentrantCallError(raw []byte) (*ProviderRegistryReentrancyGuardReentrantCall, error) {
	out := new(ProviderRegistryReentrancyGuardReentrantCall)
	if err := providerRegistry.abi.UnpackIntoInterface(out, "ReentrancyGuardReentrantCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ProviderRegistrySafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the ProviderRegistry contract.
type ProviderRegistrySafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func ProviderRegistrySafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (providerRegistry *ProviderRegistry) UnpackSafeERC20FailedOperationError(raw []byte) (*ProviderRegistrySafeERC20FailedOperation, error) {
	out := new(ProviderRegistrySafeERC20FailedOperation)
	if err := providerRegistry.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ProviderRegistryUnbondingNotReady represents a UnbondingNotReady error raised by the ProviderRegistry contract.
type ProviderRegistryUnbondingNotReady struct {
	ReadyAt uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnbondingNotReady(uint64 readyAt)
func ProviderRegistryUnbondingNotReadyErrorID() common.Hash {
	return common.HexToHash("0xbdeb7900a9f54d541a53a9522931e3883f98af230cbfb7098f7532fc98bf7e92")
}

// UnpackUnbondingNotReadyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnbondingNotReady(uint64 readyAt)
func (providerRegistry *ProviderRegistry) UnpackUnbondingNotReadyError(raw []byte) (*ProviderRegistryUnbondingNotReady, error) {
	out := new(ProviderRegistryUnbondingNotReady)
	if err := providerRegistry.abi.UnpackIntoInterface(out, "UnbondingNotReady", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ProviderRegistryZeroAddress represents a ZeroAddress error raised by the ProviderRegistry contract.
type ProviderRegistryZeroAddress struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAddress()
func ProviderRegistryZeroAddressErrorID() common.Hash {
	return common.HexToHash("0xd92e233df2717d4a40030e20904abd27b68fcbeede117eaaccbbdac9618c8c73")
}

// UnpackZeroAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAddress()
func (providerRegistry *ProviderRegistry) UnpackZeroAddressError(raw []byte) (*ProviderRegistryZeroAddress, error) {
	out := new(ProviderRegistryZeroAddress)
	if err := providerRegistry.abi.UnpackIntoInterface(out, "ZeroAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ProviderRegistryZeroAmount represents a ZeroAmount error raised by the ProviderRegistry contract.
type ProviderRegistryZeroAmount struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAmount()
func ProviderRegistryZeroAmountErrorID() common.Hash {
	return common.HexToHash("0x1f2a2005cb66a8e145327e8814e243a0996aec9bfe1e15a495778b1236dbd485")
}

// UnpackZeroAmountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAmount()
func (providerRegistry *ProviderRegistry) UnpackZeroAmountError(raw []byte) (*ProviderRegistryZeroAmount, error) {
	out := new(ProviderRegistryZeroAmount)
	if err := providerRegistry.abi.UnpackIntoInterface(out, "ZeroAmount", raw); err != nil {
		return nil, err
	}
	return out, nil
}
