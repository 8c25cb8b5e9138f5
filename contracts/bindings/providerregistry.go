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
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"token_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"escrow_\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"unbondingDelay_\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"AlreadyVerifier\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"AmountTooLarge\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"CheckpointUnorderedInsertion\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"free\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"requested\",\"type\":\"uint256\"}],\"name\":\"InsufficientFreeStake\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"locked\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"requested\",\"type\":\"uint256\"}],\"name\":\"InsufficientLocked\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"}],\"name\":\"InvalidMetadata\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"}],\"name\":\"InvalidPeerId\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"NotRegistered\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotSlasher\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"NotVerifier\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NothingToWithdraw\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"readyAt\",\"type\":\"uint64\"}],\"name\":\"UnbondingNotReady\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"readyAt\",\"type\":\"uint64\"}],\"name\":\"VerifierLeaveNotReady\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"VerifierLeaveNotRequested\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"VerifierLeavePending\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"max\",\"type\":\"uint256\"}],\"name\":\"VerifierPoolFull\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAmount\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"locked\",\"type\":\"uint256\"}],\"name\":\"CollateralLocked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"locked\",\"type\":\"uint256\"}],\"name\":\"CollateralUnlocked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"peerId\",\"type\":\"bytes\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"metadataCID\",\"type\":\"string\"}],\"name\":\"ProviderRegistered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"by\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Slashed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"slasher\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"SlasherSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"}],\"name\":\"Staked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"delay\",\"type\":\"uint64\"}],\"name\":\"UnbondingDelaySet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"readyAt\",\"type\":\"uint64\"}],\"name\":\"UnstakeRequested\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"slot\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"}],\"name\":\"VerifierJoined\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"readyAt\",\"type\":\"uint64\"}],\"name\":\"VerifierLeaveRequested\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"slot\",\"type\":\"uint256\"}],\"name\":\"VerifierLeft\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Withdrawn\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"MAX_METADATA_LENGTH\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_PEER_ID_LENGTH\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_VERIFIERS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SEAT_WEIGHT\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"seed\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"snapshotBlock\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"size\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minStake\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"excludeA\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"excludeB\",\"type\":\"address\"}],\"name\":\"drawVerifiers\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"members\",\"type\":\"address[]\"},{\"internalType\":\"uint256[]\",\"name\":\"stakes\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"escrow\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"finishLeaveVerifiers\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"freeStakeOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"isRegistered\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"slasher\",\"type\":\"address\"}],\"name\":\"isSlasher\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"joinVerifiers\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"leaveVerifiers\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"lock\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"lockedOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"metadataOf\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"peerIdOf\",\"outputs\":[{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"peerId\",\"type\":\"bytes\"},{\"internalType\":\"string\",\"name\":\"metadataCID\",\"type\":\"string\"}],\"name\":\"register\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"deposit\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"penalty\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"}],\"name\":\"releaseDeposit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"requestUnstake\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"seed\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"snapshotBlock\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"size\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minStake\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"excludeA\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"excludeB\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"target\",\"type\":\"uint256\"}],\"name\":\"seatVerifiers\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"members\",\"type\":\"address[]\"},{\"internalType\":\"uint256[]\",\"name\":\"weights\",\"type\":\"uint256[]\"},{\"internalType\":\"uint256[]\",\"name\":\"deposits\",\"type\":\"uint256[]\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"slasher\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"setSlasher\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"delay\",\"type\":\"uint64\"}],\"name\":\"setUnbondingDelay\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"}],\"name\":\"slash\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"stake\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"stakeOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalHeld\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalStaked\",\"outputs\":[{\"internalType\":\"uint128\",\"name\":\"\",\"type\":\"uint128\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalUnbonding\",\"outputs\":[{\"internalType\":\"uint128\",\"name\":\"\",\"type\":\"uint128\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"unbondingDelay\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"unbondingOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"readyAt\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"unlock\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"verifierOf\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"member\",\"type\":\"bool\"},{\"internalType\":\"uint64\",\"name\":\"joinedBlock\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"leaveBlock\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"leaveReadyAt\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"verifierSlots\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"\",\"type\":\"address[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"blockNumber\",\"type\":\"uint256\"}],\"name\":\"verifierStakeAt\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"withdraw\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "ProviderRegistry",
	Bin: "0x60c0346101b357601f613ab338819003918201601f19168301916001600160401b038311848410176101b7578084926080946040528339810103126101b35780516001600160a01b0381168082036101b35761005d602084016101cb565b604084015190936001600160401b03821691908282036101b3576001600160a01b039061008c906060016101cb565b1680156101a0575f5491604051948260018060a01b0385167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e05f80a315801561018f575b610180577f16cc46df77405a1d0dc35ad78dd0c55bb42dc30a45c21ccff578f3cd6d3b25de9660209660805260a052600160a01b600160e01b039060a01b169163ffffffff60e01b1617175f558152a16040516138d390816101e08239608051818181610af901528181610f1501528181611bd601528181611f2f015261262e015260a05181818161079501528181610ca70152818161126c01528181611d670152818161229a015261234d0152f35b63d92e233d60e01b5f5260045ffd5b506001600160a01b038716156100d0565b631e4fbdf760e01b5f525f60045260245ffd5b5f80fd5b634e487b7160e01b5f52604160045260245ffd5b51906001600160a01b03821682036101b35756fe60806040526004361015610011575f80fd5b5f3560e01c8063099b28a11461027f578063230957211461027a578063282d3fdf14610275578063350fd0be146102705780633ccfd60b1461026b5780634262336014610266578063429e03b214610261578063476aeec91461025c578063523480801461025757806357601c5d1461025257806366b174951461022f5780636ac1190f1461024d578063715018a6146102485780637eee288d14610243578063817b1cd21461023e5780638414e839146102395780638da5cb5b1461023457806390c84ab61461022f57806392255fbf1461022a5780639b593e0e14610225578063a2ccedff14610220578063a5f1e2821461021b578063a694fc3a14610216578063aa85e0ca14610211578063acf099121461020c578063bfac599014610207578063c3c5a54714610202578063d30a2cd9146101fd578063d5ebcd0c146101f8578063db7dd35a146101f3578063e194aa25146101ee578063e2fdcc17146101e9578063e8868e9f146101e4578063ee6dd639146101df578063f0bf35c6146101da578063f2fde38b146101d5578063f43cc773146101d0578063fbc1bb21146101cb5763fc0c546a146101c6575f80fd5b61260f565b612569565b612526565b612472565b6123ad565b612311565b6122be565b61227b565b612183565b61212f565b612100565b611fde565b611fa1565b611d38565b611cbc565b611c5a565b611aa3565b611a57565b6118bc565b6115eb565b611441565b6110c4565b6113ee565b6113cc565b61139d565b611245565b6111d6565b6110df565b611087565b610fe4565b610c73565b610bcc565b610b82565b6109c9565b6109a9565b61076e565b610365565b6102d4565b90602080835192838152019201905f5b8181106102a15750505090565b82516001600160a01b0316845260209384019390920191600101610294565b9060206102d1928181520190610284565b90565b34610361575f6003193601126103615760405180602060075491828152019060075f527fa66cc928b5edb82af9bd49922954155ab7b0942694bea4ce44661d9a8736c688905f5b8181106103425761033e85610332818703826126d8565b604051918291826102c0565b0390f35b82546001600160a01b031684526020909301926001928301920161031b565b5f80fd5b346103615760206003193601126103615760043580156106d857335f908152600260205260409020805491906103f36fffffffffffffffffffffffffffffffff8416936103ed6103d96fffffffffffffffffffffffffffffffff87169260801c6effffffffffffffffffffffffffffff1690565b6effffffffffffffffffffffffffffff1690565b90612736565b8083116106a7576106a561069f6fffffffffffffffffffffffffffffffff8516857fad45e73f3869206cbe603af99c45463bc0a13c481e99d8a2efd93c7d64f2814b61068761064888610486610449878e612743565b82906fffffffffffffffffffffffffffffffff167fffffffffffffffffffffffffffffffff00000000000000000000000000000000825416179055565b6104ea6104ad876104a86001546fffffffffffffffffffffffffffffffff1690565b612743565b6fffffffffffffffffffffffffffffffff167fffffffffffffffffffffffffffffffff000000000000000000000000000000006001541617600155565b610544610502876104fd60015460801c90565b612775565b6fffffffffffffffffffffffffffffffff7fffffffffffffffffffffffffffffffff000000000000000000000000000000006001549260801b16911617600155565b6105bd610580610565336001600160a01b03165f52600360205260405f2090565b976104fd89546fffffffffffffffffffffffffffffffff1690565b87906fffffffffffffffffffffffffffffffff167fffffffffffffffffffffffffffffffff00000000000000000000000000000000825416179055565b6106326105e96105d95f5467ffffffffffffffff9060a01c1690565b67ffffffffffffffff42166127a7565b87547fffffffffffffffff0000000000000000ffffffffffffffffffffffffffffffff16608082901b77ffffffffffffffff000000000000000000000000000000001617909755565b546fffffffffffffffffffffffffffffffff1690565b93604051918291863396849160409194936fffffffffffffffffffffffffffffffff67ffffffffffffffff926060860197865216602085015216910152565b0390a26fffffffffffffffffffffffffffffffff1690565b33613266565b005b7f802f3a42000000000000000000000000000000000000000000000000000000005f52600452602482905260445b5ffd5b7f1f2a2005000000000000000000000000000000000000000000000000000000005f5260045ffd5b600435906001600160a01b038216820361036157565b606435906001600160a01b038216820361036157565b608435906001600160a01b038216820361036157565b60a435906001600160a01b038216820361036157565b604435906001600160a01b038216820361036157565b3461036157604060031936011261036157610787610700565b602435906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001633141580610992575b610966576001600160a01b03811690815f52600260205260405f20928354916107ee6107ea8460f81c90565b1590565b6109325750610811608083901c6effffffffffffffffffffffffffffff166103d9565b61084c61083761082184846127d7565b946fffffffffffffffffffffffffffffffff1690565b6fffffffffffffffffffffffffffffffff1690565b8084116108f65750506108dc7faff82f4178df227ea409be11c927e414a908fb01481236913cec80ea866b246893946effffffffffffffffffffffffffffff84167fff000000000000000000000000000000ffffffffffffffffffffffffffffffff7effffffffffffffffffffffffffffff0000000000000000000000000000000083549260801b169116179055565b60408051918252602082019290925290819081015b0390a2005b6106d5929161090491612736565b7f802f3a42000000000000000000000000000000000000000000000000000000005f52600452602452604490565b7fbfc6c337000000000000000000000000000000000000000000000000000000005f526001600160a01b031660045260245ffd5b7f4bc0cd76000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b50335f52600660205260ff60405f205416156107be565b34610361575f60031936011261036157602060015460801c604051908152f35b34610361575f600319360112610361576109e16132cb565b610a046109ff336001600160a01b03165f52600360205260405f2090565b6127f5565b6fffffffffffffffffffffffffffffffff610a2f82516fffffffffffffffffffffffffffffffff1690565b1615610b5a57602081015167ffffffffffffffff16428111610b2557610b1d610af6610837845f610a71336001600160a01b03165f52600360205260405f2090565b55610a9d610502610a9283516fffffffffffffffffffffffffffffffff1690565b60015460801c612743565b80516040516fffffffffffffffffffffffffffffffff909116815233907f7084f5476618d8e60b11ef0d7d3f06914655adb8793e28ff7f018d4c76d505d590602090a2516fffffffffffffffffffffffffffffffff1690565b337f0000000000000000000000000000000000000000000000000000000000000000613364565b6106a561333f565b7fbdeb7900000000000000000000000000000000000000000000000000000000005f5267ffffffffffffffff1660045260245ffd5b7fd0d04f60000000000000000000000000000000000000000000000000000000005f5260045ffd5b34610361576020600319360112610361576001600160a01b03610ba3610700565b165f52600260205260206fffffffffffffffffffffffffffffffff60405f205416604051908152f35b346103615760206003193601126103615760043567ffffffffffffffff811690818103610361577f16cc46df77405a1d0dc35ad78dd0c55bb42dc30a45c21ccff578f3cd6d3b25de91602091610c20613414565b7fffffffff0000000000000000ffffffffffffffffffffffffffffffffffffffff7bffffffffffffffff00000000000000000000000000000000000000005f549260a01b169116175f55604051908152a1005b3461036157608060031936011261036157610c8c610700565b6024359060443590610c9c610716565b906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001633141580610fcd575b61096657610cdc6132cb565b6001600160a01b038216908115610fa557610d08816001600160a01b03165f52600260205260405f2090565b94610d296103d987546effffffffffffffffffffffffffffff9060801c1690565b808211610f7757818611610f455786547fff000000000000000000000000000000ffffffffffffffffffffffffffffffff169082900360801b7effffffffffffffffffffffffffffff0000000000000000000000000000000016178655610e17856fffffffffffffffffffffffffffffffff811692610e12610dd585610dbf8c546fffffffffffffffffffffffffffffffff1690565b036fffffffffffffffffffffffffffffffff1690565b8a906fffffffffffffffffffffffffffffffff167fffffffffffffffffffffffffffffffff00000000000000000000000000000000825416179055565b612736565b90610e3587546effffffffffffffffffffffffffffff9060801c1690565b604080519384526effffffffffffffffffffffffffffff9190911660208401526001600160a01b0384169283917fe8e7440c7efbb5d2d20a061fde9c0fa35db9764f5da8475a0090ea4f23466c8491a285610e92576106a561333f565b610f3996610f1394610f0d93610ec36104ad610837956104a86001546fffffffffffffffffffffffffffffffff1690565b6040518981523391907f63e496d8c5b3221f7dd4cce5876af7039fe780c842640bb037da37535d92b9e39080602081015b0390a4546fffffffffffffffffffffffffffffffff1690565b90613266565b7f0000000000000000000000000000000000000000000000000000000000000000613364565b5f808080808080610b1d565b7f6ccf73e9000000000000000000000000000000000000000000000000000000005f526004829052602486905260445ffd5b7f6ccf73e9000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b7fd92e233d000000000000000000000000000000000000000000000000000000005f5260045ffd5b50335f52600660205260ff60405f20541615610cd0565b3461036157604060031936011261036157610ffd610700565b60243590811515809203610361576001600160a01b039061101c613414565b16908115610fa55760207fffd5334d9f2bb272aaebfc6c24a6d997a83e846355b47e58d36e882916a6e62891835f526006825260405f207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0081541660ff8316179055604051908152a2005b34610361576020600319360112610361576001600160a01b036110a8610700565b165f526006602052602060ff60405f2054166040519015158152f35b34610361575f60031936011261036157602060405160808152f35b34610361576020600319360112610361576001600160a01b03611100610700565b165f52600960205265ffffffffffff606061033e60405f20604051906111258261267f565b5461119b61118d61118163ffffffff6111728186168088528a8760201c169788602082015267ffffffffffffffff8c8960501c169889604084015260801c169a8b91015263ffffffff1690565b1615159465ffffffffffff1690565b9265ffffffffffff1690565b9467ffffffffffffffff1690565b91856040519687961692169085929367ffffffffffffffff809296958160609560808801991515885216602087015216604085015216910152565b34610361575f600319360112610361576111ee613414565b5f6001600160a01b0381547fffffffffffffffffffffffff000000000000000000000000000000000000000081168355167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e08280a3005b346103615760406003193601126103615761125e610700565b602435906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001633141580611386575b610966576001600160a01b0316805f52600260205260405f206effffffffffffffffffffffffffffff815460801c1680841161135657926108dc817fe8e7440c7efbb5d2d20a061fde9c0fa35db9764f5da8475a0090ea4f23466c84949503926effffffffffffffffffffffffffffff84167fff000000000000000000000000000000ffffffffffffffffffffffffffffffff7effffffffffffffffffffffffffffff0000000000000000000000000000000083549260801b169116179055565b83907f6ccf73e9000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b50335f52600660205260ff60405f20541615611295565b34610361575f6003193601126103615760206fffffffffffffffffffffffffffffffff60015416604051908152f35b34610361575f600319360112610361576020604051670de0b6b3a76400008152f35b34610361575f6003193601126103615760206001600160a01b035f5416604051908152f35b9181601f840112156103615782359167ffffffffffffffff8311610361576020838186019501011161036157565b346103615760406003193601126103615760043567ffffffffffffffff811161036157611472903690600401611413565b9060243567ffffffffffffffff811161036157611493903690600401611413565b92801580156115e1575b6115b657610100841161158a576108f17fe8c45ac84cda73d0917907a30a3782a8091daf1501656015654b7eca4c46c77893946115376114ee336001600160a01b03165f52600260205260405f2090565b7f01000000000000000000000000000000000000000000000000000000000000007effffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff825416179055565b61155c8387611557336001600160a01b03165f52600460205260405f2090565b61292b565b61157c8185611557336001600160a01b03165f52600560205260405f2090565b604051938493339785612a13565b837f859058e3000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b7f39145982000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b506080811161149d565b34610361575f60031936011261036157335f90815260026020526040902080546116186107ea8260f81c90565b611890576fffffffffffffffffffffffffffffffff16156106d857335f9081526009602052604090209063ffffffff611655835463ffffffff1690565b166118645760085480156117ee576117c47f2a3574148de7569649357f48bef0fe5902f91abe0a5e1bd8e6a437f1978a21c3926117ac6116be6116b56116a56116a06108f197612728565b612b09565b905463ffffffff9160031b1c1690565b63ffffffff1690565b956116c7612b6a565b6116f16116d388612a67565b33906001600160a01b038084549260031b9316831b921b1916179055565b6117316117006116b5896127c9565b829063ffffffff167fffffffffffffffffffffffffffffffffffffffffffffffffffffffff00000000825416179055565b61177a65ffffffffffff43168092907fffffffffffffffffffffffffffffffffffffffffffff000000000000ffffffff69ffffffffffff0000000083549260201b169116179055565b335f908152600a60205260409020906117a661083785546fffffffffffffffffffffffffffffffff1690565b9161362b565b5050546fffffffffffffffffffffffffffffffff1690565b604080519485526fffffffffffffffffffffffffffffffff90911660208501523393918291820190565b5090600754916080831015611837576117c46108f1916117ac7f2a3574148de7569649357f48bef0fe5902f91abe0a5e1bd8e6a437f1978a21c39461183233612a84565b6116f1565b7fcbf9b3ae000000000000000000000000000000000000000000000000000000005f52608060045260245ffd5b7fa379b3db000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b7fbfc6c337000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b34610361575f600319360112610361576118ef6118ea336001600160a01b03165f52600960205260405f2090565b61282d565b63ffffffff611902825163ffffffff1690565b1615611a2b5765ffffffffffff611922604083015165ffffffffffff1690565b16156119ff57606081015167ffffffffffffffff164281116119ca576119576116b5611952845163ffffffff1690565b612bc3565b61197861196382612a67565b6001600160a01b0382549160031b1b19169055565b61198763ffffffff8216612bdb565b335f9081526009602052604081205560405190815233907fb308e2766afe3d8f9140707c1ec7502c52d5975ef8a09a65abec8baa8b9c839d9080602081016108f1565b7f3820d042000000000000000000000000000000000000000000000000000000005f5267ffffffffffffffff1660045260245ffd5b7fd480c515000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b7ffdad49d4000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b34610361576020600319360112610361576001600160a01b03611a78610700565b165f52600260205260206effffffffffffffffffffffffffffff60405f205460801c16604051908152f35b3461036157602060031936011261036157600435611abf6132cb565b80156106d857335f908152600260205260409020908154611ae36107ea8260f81c90565b6118905781611b07610837611b0c936fffffffffffffffffffffffffffffffff1690565b6127d7565b916effffffffffffffffffffffffffffff8311611bfa5780547fffffffffffffffffffffffffffffffff00000000000000000000000000000000166fffffffffffffffffffffffffffffffff8416179055610b1d91611bd290611b996104ad6fffffffffffffffffffffffffffffffff85166104fd6001546fffffffffffffffffffffffffffffffff1690565b604080518481526020810183905233917f1449c6dd7851abc30abf37f57715f492010519147cc2652fbc38202c18a6ee9091a233613266565b30337f0000000000000000000000000000000000000000000000000000000000000000613453565b7f08083b2a000000000000000000000000000000000000000000000000000000005f52600482905260245ffd5b90602080835192838152019201905f5b818110611c445750505090565b8251845260209384019390920191600101611c37565b346103615760c060031936011261036157611cae61033e611c97600435602435606435604435611c8861072c565b92611c91610742565b94612cc3565b604092919251938493604085526040850190610284565b908382036020850152611c27565b34610361576020600319360112610361576001600160a01b03611cdd610700565b165f52600360205267ffffffffffffffff602060405f2060405190611d01826126a0565b546fffffffffffffffffffffffffffffffff811680835260809190911c909316910181905260408051928352602083019190915290f35b3461036157606060031936011261036157611d51610700565b602435611d5c610758565b916001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001633141580611f8a575b61096657611d9c6132cb565b6001600160a01b0383168015610fa557611dc7826001600160a01b03165f52600260205260405f2090565b90611de86103d983546effffffffffffffffffffffffffffff9060801c1690565b808511611f5a5782547fff000000000000000000000000000000ffffffffffffffffffffffffffffffff169085900360801b7effffffffffffffffffffffffffffff0000000000000000000000000000000016178255611f1c9291610f0d916108379190611edd6104ad6fffffffffffffffffffffffffffffffff8916611ec3611e8682610dbf88546fffffffffffffffffffffffffffffffff1690565b86906fffffffffffffffffffffffffffffffff167fffffffffffffffffffffffffffffffff00000000000000000000000000000000825416179055565b6001546fffffffffffffffffffffffffffffffff16612743565b60405187815233906001600160a01b038716907f63e496d8c5b3221f7dd4cce5876af7039fe780c842640bb037da37535d92b9e3908060208101610ef4565b80611f29576106a561333f565b611f53917f0000000000000000000000000000000000000000000000000000000000000000613364565b5f80610b1d565b7f6ccf73e9000000000000000000000000000000000000000000000000000000005f52600452602484905260445ffd5b50335f52600660205260ff60405f20541615611d90565b34610361576020600319360112610361576001600160a01b03611fc2610700565b165f526002602052602060405f205460f81c6040519015158152f35b34610361575f60031936011261036157335f908152600960205260409020805463ffffffff811615611a2b5760501c65ffffffffffff166120d4576120956120356105d95f5467ffffffffffffffff9060a01c1690565b82547fffffffffffffffff0000000000000000000000000000ffffffffffffffffffff166fffffffffffff000000000000000000004360501b1617608082901b77ffffffffffffffff000000000000000000000000000000001617909255565b60405167ffffffffffffffff909116815233907faf71f0643fc009352e4a4a72f61aaeef921d5281aa2fbc9ee2feee2d778b54fe9080602081016108f1565b7fbb73f00a000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b3461036157604060031936011261036157602061212761211e610700565b60243590612f0f565b604051908152f35b34610361575f60031936011261036157602067ffffffffffffffff5f5460a01c16604051908152f35b90601f19601f602080809581815201938051918291828752018686015e5f8582860101520116010190565b34610361576020600319360112610361576001600160a01b036121a4610700565b165f52600560205260405f20604051905f908054906121c28261287c565b808552916001811690811561223657506001146121f6575b61033e846121ea818603826126d8565b60405191829182612158565b5f90815260208120939250905b80821061221c575090915081016020016121ea826121da565b919260018160209254838588010152019101909291612203565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff001660208087019190915292151560051b850190920192506121ea91508390506121da565b34610361575f6003193601126103615760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610361575f6003193601126103615760206040516101008152f35b91612303906122f56102d19593606086526060860190610284565b908482036020860152611c27565b916040818403910152611c27565b346103615760e06003193601126103615760243560043560443560643561233661072c565b61233e610742565b9160c435936001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001633141580612396575b6109665761033e966123879661303b565b604093919351938493846122da565b50335f52600660205260ff60405f20541615612376565b34610361576020600319360112610361576001600160a01b036123ce610700565b165f52600260205261033e61246260405f206103ed6103d961244d610837604051946123f9866126bc565b54946fffffffffffffffffffffffffffffffff86169081815260406effffffffffffffffffffffffffffff8860801c169788602084015260f81c15159101526fffffffffffffffffffffffffffffffff1690565b926effffffffffffffffffffffffffffff1690565b6040519081529081906020820190565b34610361576020600319360112610361576001600160a01b03612493610700565b61249b613414565b1680156124fa576001600160a01b035f54827fffffffffffffffffffffffff00000000000000000000000000000000000000008216175f55167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e05f80a3005b7f1e4fbdf7000000000000000000000000000000000000000000000000000000005f525f60045260245ffd5b34610361575f600319360112610361576001546fffffffffffffffffffffffffffffffff81169060801c810180911161256457602090604051908152f35b6126fb565b34610361576020600319360112610361576001600160a01b0361258a610700565b165f52600460205260405f20604051905f908054906125a88261287c565b808552916001811690811561223657506001146125cf5761033e846121ea818603826126d8565b5f90815260208120939250905b8082106125f5575090915081016020016121ea826121da565b9192600181602092548385880101520191019092916125dc565b34610361575f6003193601126103615760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b6080810190811067ffffffffffffffff82111761269b57604052565b612652565b6040810190811067ffffffffffffffff82111761269b57604052565b6060810190811067ffffffffffffffff82111761269b57604052565b90601f601f19910116810190811067ffffffffffffffff82111761269b57604052565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b905f19820191821161256457565b9190820391821161256457565b906fffffffffffffffffffffffffffffffff809116911603906fffffffffffffffffffffffffffffffff821161256457565b906fffffffffffffffffffffffffffffffff809116911601906fffffffffffffffffffffffffffffffff821161256457565b9067ffffffffffffffff8091169116019067ffffffffffffffff821161256457565b906001820180921161256457565b9190820180921161256457565b604051906127f36040836126d8565b565b90604051612802816126a0565b91546fffffffffffffffffffffffffffffffff8116835260801c67ffffffffffffffff166020830152565b9060405161283a8161267f565b606067ffffffffffffffff82945463ffffffff8116845265ffffffffffff8160201c16602085015265ffffffffffff8160501c16604085015260801c16910152565b90600182811c921680156128c3575b602083101461289657565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602260045260245ffd5b91607f169161288b565b919091601f83116128de575b505050565b8183116128ea57505050565b5f5260205f206020601f830160051c9210612923575b81601f9101920160051c03905f5b828110156128d9575f8282015560010161290e565b5f9150612900565b90929167ffffffffffffffff811161269b576129518161294b845461287c565b846128cd565b5f601f821160011461298e57819061297f9394955f92612983575b50505f198260011b9260031b1c19161790565b9055565b013590505f8061296c565b601f198216946129a1845f5260205f2090565b915f5b8781106129db5750836001959697106129c2575b505050811b019055565b5f1960f88560031b161c199101351690555f80806129b8565b909260206001819286860135815501940191016129a4565b601f8260209493601f1993818652868601375f8582860101520116010190565b9290612a2c906102d195936040865260408601916129f3565b9260208185039101526129f3565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52603260045260245ffd5b600754811015612a7f5760075f5260205f2001905f90565b612a3a565b600754906801000000000000000082101561269b5760018201600755600754821015612a7f5760075f527fa66cc928b5edb82af9bd49922954155ab7b0942694bea4ce44661d9a8736c68890910180547fffffffffffffffffffffffff0000000000000000000000000000000000000000166001600160a01b03909216919091179055565b90600854821015612a7f5760085f52600382901c7ff3f7a9fe364faab93b216da50a3214154f22a0a2b415b23a84c8169e8b636ee3019160021b601c1690565b9190918054831015612a7f575f52601c60205f208360031c019260021b1690565b6008548015612b96575f1901612b81816008612b49565b63ffffffff82549160031b1b19169055600855565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52603160045260245ffd5b63ffffffff5f199116019063ffffffff821161256457565b6008546801000000000000000081101561269b57806001612c0192016008556008612b49565b63ffffffff80839493549260031b9316831b921b1916179055565b67ffffffffffffffff811161269b5760051b60200190565b90612c3e82612c1c565b612c4b60405191826126d8565b828152601f19612c5b8294612c1c565b0190602036910137565b8051821015612a7f5760209160051b010190565b5f1981146125645760010190565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601260045260245ffd5b8115612cbe570690565b612c87565b94959392919060075493612cd685612c34565b94612ce081612c34565b945f995f945f945b848610612e3157505050505050808211612e29575b5094939190612d0b86612c34565b95612d1581612c34565b955f915b808310612d2857505050505050565b9093969295612d6f858760409b95989b51612d6781612d598c60208301958660209093929193604081019481520152565b03601f1981018352826126d8565b519020612cb4565b915f925b612d7d848a612c65565b518110612da857612d9c612da291612d95868c612c65565b5190612736565b93612c79565b92612d73565b509397955f612e1d612e168a988c612e0b899f9899612e046001999f8f90612dff8b948f9386612deb612dde87612df194612c65565b516001600160a01b031690565b92612c65565b906001600160a01b03169052565b612c65565b5192612c65565b52612d95888b612c65565b9588612c65565b52019190949392612d19565b90505f612cfd565b9091929394959b612e57612e4488612a67565b90546001600160a01b039160031b1c1690565b906001600160a01b0382168015908115612efc575b8115612ee9575b50612ede57612e828483612f0f565b9182158015612ed5575b612ec95782612ebc92600194612eb08f8f612dff8f9297612df184612eb69a612c65565b526127d7565b9d612c79565b965b019493929190612ce8565b509c9660019150612ebe565b50868310612e8c565b9c9660019150612ebe565b90506001600160a01b038616145f612e73565b6001600160a01b03851681149150612e6c565b612f2d6118ea826001600160a01b03165f52600960205260405f2090565b805163ffffffff1615908115612fcc575b8115612fa0575b50612f9a576102d19165ffffffffffff612f73612f7b936001600160a01b03165f52600a60205260405f2090565b9116906134cf565b79ffffffffffffffffffffffffffffffffffffffffffffffffffff1690565b50505f90565b6040015165ffffffffffff168015159150839082612fc1575b50505f612f45565b11159050825f612fb9565b602081015165ffffffffffff1684109150612f3e565b8115612cbe570490565b9081670de0b6b3a76400000291670de0b6b3a764000083040361256457565b906effffffffffffffffffffffffffffff809116911601906effffffffffffffffffffffffffffff821161256457565b9061304c9594939291979697612cc3565b9290918391839461305d8551612c34565b9480511561325e575050845191939161307591612fe2565b908115905f5b865181101561325657806130ae613097612dde6001948b612c65565b6001600160a01b03165f52600260205260405f2090565b81898254926131056130ed6130d5610837876fffffffffffffffffffffffffffffffff1690565b9560801c6effffffffffffffffffffffffffffff1690565b946effffffffffffffffffffffffffffff86166103ed565b808a1015613250575088935b8815613239575f5b613123858d612c65565b528461312f858a612c65565b5284613141575b50505050500161307b565b6132006131e7612dde7faff82f4178df227ea409be11c927e414a908fb01481236913cec80ea866b2468966001600160a01b0396612dff61319761322c976effffffffffffffffffffffffffffff8d169061300b565b88547fff000000000000000000000000000000ffffffffffffffffffffffffffffffff1660809190911b7effffffffffffffffffffffffffffff0000000000000000000000000000000016178855565b925460801c6effffffffffffffffffffffffffffff1690565b6040519384931695839092916effffffffffffffffffffffffffffff6020916040840195845216910152565b0390a25f81898280613136565b61324b8a61324687612fec565b612fe2565b613119565b93613111565b509293915050565b955093925050565b6001600160a01b031690815f52600960205263ffffffff60405f20541661328b575050565b6132c7915f52600a60205279ffffffffffffffffffffffffffffffffffffffffffffffffffff60405f2091169065ffffffffffff43169061362b565b5050565b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005c6133175760017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d565b7f3ee5aeb5000000000000000000000000000000000000000000000000000000005f5260045ffd5b5f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d565b916001600160a01b03604051927fa9059cbb000000000000000000000000000000000000000000000000000000005f521660045260245260205f60448180865af160015f51148116156133f5575b604091909152155b6133c15750565b7f5274afe7000000000000000000000000000000000000000000000000000000005f526001600160a01b031660045260245ffd5b600181151661340b573d15833b151516166133b2565b503d5f823e3d90fd5b6001600160a01b035f5416330361342757565b7f118cdaa7000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b9290916001600160a01b039081604051947f23b872dd000000000000000000000000000000000000000000000000000000005f52166004521660245260445260205f60648180865af160015f51148116156134b9575b6040919091525f606052156133ba565b600181151661340b573d15833b151516166134a9565b908154905f918060058211613565575b65ffffffffffff91509291165b828210613522575050806135005750505f90565b6102d19161351061351b92612728565b905f5260205f200190565b5460301c90565b909180831860011c8184160190845f528265ffffffffffff8360205f20015416115f146135525750915b906134ec565b9250600181018091111561354c576126fb565b61356e8261375e565b820391821161256457845f5265ffffffffffff8260205f2001541665ffffffffffff8416105f146135a7575065ffffffffffff906134df565b92506135b965ffffffffffff916127c9565b926134df565b8054906801000000000000000082101561269b5760018201808255821015612a7f575f908152602090200181516020929092015160301b7fffffffffffffffffffffffffffffffffffffffffffffffffffff0000000000001665ffffffffffff92909216919091179055565b805492939280156137215761364261364d91612728565b825f5260205f200190565b8054603081901c9365ffffffffffff918216929181168084116136f9578793036136b257506136ae92509065ffffffffffff7fffffffffffffffffffffffffffffffffffffffffffffffffffff00000000000083549260301b169116179055565b9190565b9150506136ae916136d26136c46127e4565b65ffffffffffff9093168352565b79ffffffffffffffffffffffffffffffffffffffffffffffffffff861660208301526135bf565b7f2520601d000000000000000000000000000000000000000000000000000000005f5260045ffd5b5090613759916137326136c46127e4565b79ffffffffffffffffffffffffffffffffffffffffffffffffffff851660208301526135bf565b5f9190565b60018111156102d157806001700100000000000000000000000000000000831015613891575b61383761382d61382361381961380f6138056137f461383e9760048a680100000000000000006138439c1015613884575b640100000000811015613877575b6201000081101561386a575b61010081101561385d575b6010811015613850575b1015613848575b60030260011c90565b6137fe818b612fe2565b0160011c90565b6137fe818a612fe2565b6137fe8189612fe2565b6137fe8188612fe2565b6137fe8187612fe2565b6137fe8186612fe2565b8093612fe2565b821190565b900390565b60011b6137eb565b60041c9160021b916137e4565b60081c9160041b916137da565b60101c9160081b916137cf565b60201c9160101b916137c3565b60401c9160201b916137b5565b505061384361383e61383761382d61382361381961380f6138056137f46138b88a60801c90565b9850680100000000000000009750613784965050505050505056",
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

// PackMAXVERIFIERS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x66b17495.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_VERIFIERS() view returns(uint256)
func (providerRegistry *ProviderRegistry) PackMAXVERIFIERS() []byte {
	enc, err := providerRegistry.abi.Pack("MAX_VERIFIERS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXVERIFIERS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x66b17495.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_VERIFIERS() view returns(uint256)
func (providerRegistry *ProviderRegistry) TryPackMAXVERIFIERS() ([]byte, error) {
	return providerRegistry.abi.Pack("MAX_VERIFIERS")
}

// UnpackMAXVERIFIERS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x66b17495.
//
// Solidity: function MAX_VERIFIERS() view returns(uint256)
func (providerRegistry *ProviderRegistry) UnpackMAXVERIFIERS(data []byte) (*big.Int, error) {
	out, err := providerRegistry.abi.Unpack("MAX_VERIFIERS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSEATWEIGHT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8414e839.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function SEAT_WEIGHT() view returns(uint256)
func (providerRegistry *ProviderRegistry) PackSEATWEIGHT() []byte {
	enc, err := providerRegistry.abi.Pack("SEAT_WEIGHT")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSEATWEIGHT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8414e839.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function SEAT_WEIGHT() view returns(uint256)
func (providerRegistry *ProviderRegistry) TryPackSEATWEIGHT() ([]byte, error) {
	return providerRegistry.abi.Pack("SEAT_WEIGHT")
}

// UnpackSEATWEIGHT is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8414e839.
//
// Solidity: function SEAT_WEIGHT() view returns(uint256)
func (providerRegistry *ProviderRegistry) UnpackSEATWEIGHT(data []byte) (*big.Int, error) {
	out, err := providerRegistry.abi.Unpack("SEAT_WEIGHT", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDrawVerifiers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaa85e0ca.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function drawVerifiers(bytes32 seed, uint256 snapshotBlock, uint256 size, uint256 minStake, address excludeA, address excludeB) view returns(address[] members, uint256[] stakes)
func (providerRegistry *ProviderRegistry) PackDrawVerifiers(seed [32]byte, snapshotBlock *big.Int, size *big.Int, minStake *big.Int, excludeA common.Address, excludeB common.Address) []byte {
	enc, err := providerRegistry.abi.Pack("drawVerifiers", seed, snapshotBlock, size, minStake, excludeA, excludeB)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDrawVerifiers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaa85e0ca.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function drawVerifiers(bytes32 seed, uint256 snapshotBlock, uint256 size, uint256 minStake, address excludeA, address excludeB) view returns(address[] members, uint256[] stakes)
func (providerRegistry *ProviderRegistry) TryPackDrawVerifiers(seed [32]byte, snapshotBlock *big.Int, size *big.Int, minStake *big.Int, excludeA common.Address, excludeB common.Address) ([]byte, error) {
	return providerRegistry.abi.Pack("drawVerifiers", seed, snapshotBlock, size, minStake, excludeA, excludeB)
}

// DrawVerifiersOutput serves as a container for the return parameters of contract
// method DrawVerifiers.
type DrawVerifiersOutput struct {
	Members []common.Address
	Stakes  []*big.Int
}

// UnpackDrawVerifiers is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xaa85e0ca.
//
// Solidity: function drawVerifiers(bytes32 seed, uint256 snapshotBlock, uint256 size, uint256 minStake, address excludeA, address excludeB) view returns(address[] members, uint256[] stakes)
func (providerRegistry *ProviderRegistry) UnpackDrawVerifiers(data []byte) (DrawVerifiersOutput, error) {
	out, err := providerRegistry.abi.Unpack("drawVerifiers", data)
	outstruct := new(DrawVerifiersOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Members = *abi.ConvertType(out[0], new([]common.Address)).(*[]common.Address)
	outstruct.Stakes = *abi.ConvertType(out[1], new([]*big.Int)).(*[]*big.Int)
	return *outstruct, nil
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

// PackFinishLeaveVerifiers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa2ccedff.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function finishLeaveVerifiers() returns()
func (providerRegistry *ProviderRegistry) PackFinishLeaveVerifiers() []byte {
	enc, err := providerRegistry.abi.Pack("finishLeaveVerifiers")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFinishLeaveVerifiers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa2ccedff.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function finishLeaveVerifiers() returns()
func (providerRegistry *ProviderRegistry) TryPackFinishLeaveVerifiers() ([]byte, error) {
	return providerRegistry.abi.Pack("finishLeaveVerifiers")
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

// PackJoinVerifiers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9b593e0e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function joinVerifiers() returns()
func (providerRegistry *ProviderRegistry) PackJoinVerifiers() []byte {
	enc, err := providerRegistry.abi.Pack("joinVerifiers")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackJoinVerifiers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9b593e0e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function joinVerifiers() returns()
func (providerRegistry *ProviderRegistry) TryPackJoinVerifiers() ([]byte, error) {
	return providerRegistry.abi.Pack("joinVerifiers")
}

// PackLeaveVerifiers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd30a2cd9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function leaveVerifiers() returns()
func (providerRegistry *ProviderRegistry) PackLeaveVerifiers() []byte {
	enc, err := providerRegistry.abi.Pack("leaveVerifiers")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLeaveVerifiers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd30a2cd9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function leaveVerifiers() returns()
func (providerRegistry *ProviderRegistry) TryPackLeaveVerifiers() ([]byte, error) {
	return providerRegistry.abi.Pack("leaveVerifiers")
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

// PackReleaseDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x476aeec9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function releaseDeposit(address verifier, uint256 deposit, uint256 penalty, address recipient) returns()
func (providerRegistry *ProviderRegistry) PackReleaseDeposit(verifier common.Address, deposit *big.Int, penalty *big.Int, recipient common.Address) []byte {
	enc, err := providerRegistry.abi.Pack("releaseDeposit", verifier, deposit, penalty, recipient)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReleaseDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x476aeec9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function releaseDeposit(address verifier, uint256 deposit, uint256 penalty, address recipient) returns()
func (providerRegistry *ProviderRegistry) TryPackReleaseDeposit(verifier common.Address, deposit *big.Int, penalty *big.Int, recipient common.Address) ([]byte, error) {
	return providerRegistry.abi.Pack("releaseDeposit", verifier, deposit, penalty, recipient)
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

// PackSeatVerifiers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xee6dd639.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function seatVerifiers(bytes32 seed, uint256 snapshotBlock, uint256 size, uint256 minStake, address excludeA, address excludeB, uint256 target) returns(address[] members, uint256[] weights, uint256[] deposits)
func (providerRegistry *ProviderRegistry) PackSeatVerifiers(seed [32]byte, snapshotBlock *big.Int, size *big.Int, minStake *big.Int, excludeA common.Address, excludeB common.Address, target *big.Int) []byte {
	enc, err := providerRegistry.abi.Pack("seatVerifiers", seed, snapshotBlock, size, minStake, excludeA, excludeB, target)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSeatVerifiers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xee6dd639.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function seatVerifiers(bytes32 seed, uint256 snapshotBlock, uint256 size, uint256 minStake, address excludeA, address excludeB, uint256 target) returns(address[] members, uint256[] weights, uint256[] deposits)
func (providerRegistry *ProviderRegistry) TryPackSeatVerifiers(seed [32]byte, snapshotBlock *big.Int, size *big.Int, minStake *big.Int, excludeA common.Address, excludeB common.Address, target *big.Int) ([]byte, error) {
	return providerRegistry.abi.Pack("seatVerifiers", seed, snapshotBlock, size, minStake, excludeA, excludeB, target)
}

// SeatVerifiersOutput serves as a container for the return parameters of contract
// method SeatVerifiers.
type SeatVerifiersOutput struct {
	Members  []common.Address
	Weights  []*big.Int
	Deposits []*big.Int
}

// UnpackSeatVerifiers is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xee6dd639.
//
// Solidity: function seatVerifiers(bytes32 seed, uint256 snapshotBlock, uint256 size, uint256 minStake, address excludeA, address excludeB, uint256 target) returns(address[] members, uint256[] weights, uint256[] deposits)
func (providerRegistry *ProviderRegistry) UnpackSeatVerifiers(data []byte) (SeatVerifiersOutput, error) {
	out, err := providerRegistry.abi.Unpack("seatVerifiers", data)
	outstruct := new(SeatVerifiersOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Members = *abi.ConvertType(out[0], new([]common.Address)).(*[]common.Address)
	outstruct.Weights = *abi.ConvertType(out[1], new([]*big.Int)).(*[]*big.Int)
	outstruct.Deposits = *abi.ConvertType(out[2], new([]*big.Int)).(*[]*big.Int)
	return *outstruct, nil
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

// PackVerifierOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6ac1190f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function verifierOf(address verifier) view returns(bool member, uint64 joinedBlock, uint64 leaveBlock, uint64 leaveReadyAt)
func (providerRegistry *ProviderRegistry) PackVerifierOf(verifier common.Address) []byte {
	enc, err := providerRegistry.abi.Pack("verifierOf", verifier)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVerifierOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6ac1190f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function verifierOf(address verifier) view returns(bool member, uint64 joinedBlock, uint64 leaveBlock, uint64 leaveReadyAt)
func (providerRegistry *ProviderRegistry) TryPackVerifierOf(verifier common.Address) ([]byte, error) {
	return providerRegistry.abi.Pack("verifierOf", verifier)
}

// VerifierOfOutput serves as a container for the return parameters of contract
// method VerifierOf.
type VerifierOfOutput struct {
	Member       bool
	JoinedBlock  uint64
	LeaveBlock   uint64
	LeaveReadyAt uint64
}

// UnpackVerifierOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6ac1190f.
//
// Solidity: function verifierOf(address verifier) view returns(bool member, uint64 joinedBlock, uint64 leaveBlock, uint64 leaveReadyAt)
func (providerRegistry *ProviderRegistry) UnpackVerifierOf(data []byte) (VerifierOfOutput, error) {
	out, err := providerRegistry.abi.Unpack("verifierOf", data)
	outstruct := new(VerifierOfOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Member = *abi.ConvertType(out[0], new(bool)).(*bool)
	outstruct.JoinedBlock = *abi.ConvertType(out[1], new(uint64)).(*uint64)
	outstruct.LeaveBlock = *abi.ConvertType(out[2], new(uint64)).(*uint64)
	outstruct.LeaveReadyAt = *abi.ConvertType(out[3], new(uint64)).(*uint64)
	return *outstruct, nil
}

// PackVerifierSlots is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x099b28a1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function verifierSlots() view returns(address[])
func (providerRegistry *ProviderRegistry) PackVerifierSlots() []byte {
	enc, err := providerRegistry.abi.Pack("verifierSlots")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVerifierSlots is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x099b28a1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function verifierSlots() view returns(address[])
func (providerRegistry *ProviderRegistry) TryPackVerifierSlots() ([]byte, error) {
	return providerRegistry.abi.Pack("verifierSlots")
}

// UnpackVerifierSlots is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x099b28a1.
//
// Solidity: function verifierSlots() view returns(address[])
func (providerRegistry *ProviderRegistry) UnpackVerifierSlots(data []byte) ([]common.Address, error) {
	out, err := providerRegistry.abi.Unpack("verifierSlots", data)
	if err != nil {
		return *new([]common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new([]common.Address)).(*[]common.Address)
	return out0, nil
}

// PackVerifierStakeAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd5ebcd0c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function verifierStakeAt(address verifier, uint256 blockNumber) view returns(uint256)
func (providerRegistry *ProviderRegistry) PackVerifierStakeAt(verifier common.Address, blockNumber *big.Int) []byte {
	enc, err := providerRegistry.abi.Pack("verifierStakeAt", verifier, blockNumber)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVerifierStakeAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd5ebcd0c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function verifierStakeAt(address verifier, uint256 blockNumber) view returns(uint256)
func (providerRegistry *ProviderRegistry) TryPackVerifierStakeAt(verifier common.Address, blockNumber *big.Int) ([]byte, error) {
	return providerRegistry.abi.Pack("verifierStakeAt", verifier, blockNumber)
}

// UnpackVerifierStakeAt is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd5ebcd0c.
//
// Solidity: function verifierStakeAt(address verifier, uint256 blockNumber) view returns(uint256)
func (providerRegistry *ProviderRegistry) UnpackVerifierStakeAt(data []byte) (*big.Int, error) {
	out, err := providerRegistry.abi.Unpack("verifierStakeAt", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
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

// ProviderRegistryVerifierJoined represents a VerifierJoined event raised by the ProviderRegistry contract.
type ProviderRegistryVerifierJoined struct {
	Verifier common.Address
	Slot     *big.Int
	Stake    *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const ProviderRegistryVerifierJoinedEventName = "VerifierJoined"

// ContractEventName returns the user-defined event name.
func (ProviderRegistryVerifierJoined) ContractEventName() string {
	return ProviderRegistryVerifierJoinedEventName
}

// UnpackVerifierJoinedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event VerifierJoined(address indexed verifier, uint256 slot, uint256 stake)
func (providerRegistry *ProviderRegistry) UnpackVerifierJoinedEvent(log *types.Log) (*ProviderRegistryVerifierJoined, error) {
	event := "VerifierJoined"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != providerRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ProviderRegistryVerifierJoined)
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

// ProviderRegistryVerifierLeaveRequested represents a VerifierLeaveRequested event raised by the ProviderRegistry contract.
type ProviderRegistryVerifierLeaveRequested struct {
	Verifier common.Address
	ReadyAt  uint64
	Raw      *types.Log // Blockchain specific contextual infos
}

const ProviderRegistryVerifierLeaveRequestedEventName = "VerifierLeaveRequested"

// ContractEventName returns the user-defined event name.
func (ProviderRegistryVerifierLeaveRequested) ContractEventName() string {
	return ProviderRegistryVerifierLeaveRequestedEventName
}

// UnpackVerifierLeaveRequestedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event VerifierLeaveRequested(address indexed verifier, uint64 readyAt)
func (providerRegistry *ProviderRegistry) UnpackVerifierLeaveRequestedEvent(log *types.Log) (*ProviderRegistryVerifierLeaveRequested, error) {
	event := "VerifierLeaveRequested"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != providerRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ProviderRegistryVerifierLeaveRequested)
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

// ProviderRegistryVerifierLeft represents a VerifierLeft event raised by the ProviderRegistry contract.
type ProviderRegistryVerifierLeft struct {
	Verifier common.Address
	Slot     *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const ProviderRegistryVerifierLeftEventName = "VerifierLeft"

// ContractEventName returns the user-defined event name.
func (ProviderRegistryVerifierLeft) ContractEventName() string {
	return ProviderRegistryVerifierLeftEventName
}

// UnpackVerifierLeftEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event VerifierLeft(address indexed verifier, uint256 slot)
func (providerRegistry *ProviderRegistry) UnpackVerifierLeftEvent(log *types.Log) (*ProviderRegistryVerifierLeft, error) {
	event := "VerifierLeft"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != providerRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ProviderRegistryVerifierLeft)
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
	if bytes.Equal(raw[:4], providerRegistry.abi.Errors["AlreadyVerifier"].ID.Bytes()[:4]) {
		return providerRegistry.UnpackAlreadyVerifierError(raw[4:])
	}
	if bytes.Equal(raw[:4], providerRegistry.abi.Errors["AmountTooLarge"].ID.Bytes()[:4]) {
		return providerRegistry.UnpackAmountTooLargeError(raw[4:])
	}
	if bytes.Equal(raw[:4], providerRegistry.abi.Errors["CheckpointUnorderedInsertion"].ID.Bytes()[:4]) {
		return providerRegistry.UnpackCheckpointUnorderedInsertionError(raw[4:])
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
	if bytes.Equal(raw[:4], providerRegistry.abi.Errors["NotRegistered"].ID.Bytes()[:4]) {
		return providerRegistry.UnpackNotRegisteredError(raw[4:])
	}
	if bytes.Equal(raw[:4], providerRegistry.abi.Errors["NotSlasher"].ID.Bytes()[:4]) {
		return providerRegistry.UnpackNotSlasherError(raw[4:])
	}
	if bytes.Equal(raw[:4], providerRegistry.abi.Errors["NotVerifier"].ID.Bytes()[:4]) {
		return providerRegistry.UnpackNotVerifierError(raw[4:])
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
	if bytes.Equal(raw[:4], providerRegistry.abi.Errors["VerifierLeaveNotReady"].ID.Bytes()[:4]) {
		return providerRegistry.UnpackVerifierLeaveNotReadyError(raw[4:])
	}
	if bytes.Equal(raw[:4], providerRegistry.abi.Errors["VerifierLeaveNotRequested"].ID.Bytes()[:4]) {
		return providerRegistry.UnpackVerifierLeaveNotRequestedError(raw[4:])
	}
	if bytes.Equal(raw[:4], providerRegistry.abi.Errors["VerifierLeavePending"].ID.Bytes()[:4]) {
		return providerRegistry.UnpackVerifierLeavePendingError(raw[4:])
	}
	if bytes.Equal(raw[:4], providerRegistry.abi.Errors["VerifierPoolFull"].ID.Bytes()[:4]) {
		return providerRegistry.UnpackVerifierPoolFullError(raw[4:])
	}
	if bytes.Equal(raw[:4], providerRegistry.abi.Errors["ZeroAddress"].ID.Bytes()[:4]) {
		return providerRegistry.UnpackZeroAddressError(raw[4:])
	}
	if bytes.Equal(raw[:4], providerRegistry.abi.Errors["ZeroAmount"].ID.Bytes()[:4]) {
		return providerRegistry.UnpackZeroAmountError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ProviderRegistryAlreadyVerifier represents a AlreadyVerifier error raised by the ProviderRegistry contract.
type ProviderRegistryAlreadyVerifier struct {
	Verifier common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyVerifier(address verifier)
func ProviderRegistryAlreadyVerifierErrorID() common.Hash {
	return common.HexToHash("0xa379b3db336c533968af234a4fa74aeb3920ef4039ff8e19b7ef9c8d225f9018")
}

// UnpackAlreadyVerifierError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyVerifier(address verifier)
func (providerRegistry *ProviderRegistry) UnpackAlreadyVerifierError(raw []byte) (*ProviderRegistryAlreadyVerifier, error) {
	out := new(ProviderRegistryAlreadyVerifier)
	if err := providerRegistry.abi.UnpackIntoInterface(out, "AlreadyVerifier", raw); err != nil {
		return nil, err
	}
	return out, nil
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

// ProviderRegistryCheckpointUnorderedInsertion represents a CheckpointUnorderedInsertion error raised by the ProviderRegistry contract.
type ProviderRegistryCheckpointUnorderedInsertion struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CheckpointUnorderedInsertion()
func ProviderRegistryCheckpointUnorderedInsertionErrorID() common.Hash {
	return common.HexToHash("0x2520601d9d60b717c34a36ad270857824c5a1ebbfd08ff39aba6930089495cfa")
}

// UnpackCheckpointUnorderedInsertionError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CheckpointUnorderedInsertion()
func (providerRegistry *ProviderRegistry) UnpackCheckpointUnorderedInsertionError(raw []byte) (*ProviderRegistryCheckpointUnorderedInsertion, error) {
	out := new(ProviderRegistryCheckpointUnorderedInsertion)
	if err := providerRegistry.abi.UnpackIntoInterface(out, "CheckpointUnorderedInsertion", raw); err != nil {
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

// ProviderRegistryNotVerifier represents a NotVerifier error raised by the ProviderRegistry contract.
type ProviderRegistryNotVerifier struct {
	Verifier common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotVerifier(address verifier)
func ProviderRegistryNotVerifierErrorID() common.Hash {
	return common.HexToHash("0xfdad49d4d8abc0def2ccf8ba986dcbd23ea142aa289dd977f311e49829432145")
}

// UnpackNotVerifierError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotVerifier(address verifier)
func (providerRegistry *ProviderRegistry) UnpackNotVerifierError(raw []byte) (*ProviderRegistryNotVerifier, error) {
	out := new(ProviderRegistryNotVerifier)
	if err := providerRegistry.abi.UnpackIntoInterface(out, "NotVerifier", raw); err != nil {
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

// ProviderRegistryVerifierLeaveNotReady represents a VerifierLeaveNotReady error raised by the ProviderRegistry contract.
type ProviderRegistryVerifierLeaveNotReady struct {
	ReadyAt uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error VerifierLeaveNotReady(uint64 readyAt)
func ProviderRegistryVerifierLeaveNotReadyErrorID() common.Hash {
	return common.HexToHash("0x3820d042f185110e1f6ca1abe8c845888bec07c01527a855c5d82c6ca3e390c2")
}

// UnpackVerifierLeaveNotReadyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error VerifierLeaveNotReady(uint64 readyAt)
func (providerRegistry *ProviderRegistry) UnpackVerifierLeaveNotReadyError(raw []byte) (*ProviderRegistryVerifierLeaveNotReady, error) {
	out := new(ProviderRegistryVerifierLeaveNotReady)
	if err := providerRegistry.abi.UnpackIntoInterface(out, "VerifierLeaveNotReady", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ProviderRegistryVerifierLeaveNotRequested represents a VerifierLeaveNotRequested error raised by the ProviderRegistry contract.
type ProviderRegistryVerifierLeaveNotRequested struct {
	Verifier common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error VerifierLeaveNotRequested(address verifier)
func ProviderRegistryVerifierLeaveNotRequestedErrorID() common.Hash {
	return common.HexToHash("0xd480c5150be8075dea281d5c38d042229c00243e9ff66693b730c234925cd303")
}

// UnpackVerifierLeaveNotRequestedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error VerifierLeaveNotRequested(address verifier)
func (providerRegistry *ProviderRegistry) UnpackVerifierLeaveNotRequestedError(raw []byte) (*ProviderRegistryVerifierLeaveNotRequested, error) {
	out := new(ProviderRegistryVerifierLeaveNotRequested)
	if err := providerRegistry.abi.UnpackIntoInterface(out, "VerifierLeaveNotRequested", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ProviderRegistryVerifierLeavePending represents a VerifierLeavePending error raised by the ProviderRegistry contract.
type ProviderRegistryVerifierLeavePending struct {
	Verifier common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error VerifierLeavePending(address verifier)
func ProviderRegistryVerifierLeavePendingErrorID() common.Hash {
	return common.HexToHash("0xbb73f00a94c30ca32b39a1e155c6ca7bc885b0bb355e310f8f9a59dc2b2d5025")
}

// UnpackVerifierLeavePendingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error VerifierLeavePending(address verifier)
func (providerRegistry *ProviderRegistry) UnpackVerifierLeavePendingError(raw []byte) (*ProviderRegistryVerifierLeavePending, error) {
	out := new(ProviderRegistryVerifierLeavePending)
	if err := providerRegistry.abi.UnpackIntoInterface(out, "VerifierLeavePending", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ProviderRegistryVerifierPoolFull represents a VerifierPoolFull error raised by the ProviderRegistry contract.
type ProviderRegistryVerifierPoolFull struct {
	Max *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error VerifierPoolFull(uint256 max)
func ProviderRegistryVerifierPoolFullErrorID() common.Hash {
	return common.HexToHash("0xcbf9b3aeb0855a550e58af36925dac1032a9b136e5d054e7e3b264b8e0af56a2")
}

// UnpackVerifierPoolFullError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error VerifierPoolFull(uint256 max)
func (providerRegistry *ProviderRegistry) UnpackVerifierPoolFullError(raw []byte) (*ProviderRegistryVerifierPoolFull, error) {
	out := new(ProviderRegistryVerifierPoolFull)
	if err := providerRegistry.abi.UnpackIntoInterface(out, "VerifierPoolFull", raw); err != nil {
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
