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
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"token_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"escrow_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"channels_\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"unbondingDelay_\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"AlreadyVerifier\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"AmountTooLarge\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"CheckpointUnorderedInsertion\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"}],\"name\":\"FeeOnTransferToken\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"free\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"requested\",\"type\":\"uint256\"}],\"name\":\"InsufficientFreeStake\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"locked\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"requested\",\"type\":\"uint256\"}],\"name\":\"InsufficientLocked\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"}],\"name\":\"InvalidMetadata\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"}],\"name\":\"InvalidPeerId\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"InvalidRecipient\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"NotRegistered\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotSlasher\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"NotVerifier\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"}],\"name\":\"NothingOwed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NothingToWithdraw\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"readyAt\",\"type\":\"uint64\"}],\"name\":\"UnbondingNotReady\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"readyAt\",\"type\":\"uint64\"}],\"name\":\"VerifierLeaveNotReady\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"VerifierLeaveNotRequested\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"VerifierLeavePending\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"max\",\"type\":\"uint256\"}],\"name\":\"VerifierPoolFull\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAmount\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"locked\",\"type\":\"uint256\"}],\"name\":\"CollateralLocked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"locked\",\"type\":\"uint256\"}],\"name\":\"CollateralUnlocked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"OwedWithdrawn\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"PaymentDeferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"peerId\",\"type\":\"bytes\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"metadataCID\",\"type\":\"string\"}],\"name\":\"ProviderRegistered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"by\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Slashed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"slasher\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"SlasherSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"}],\"name\":\"Staked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"delay\",\"type\":\"uint64\"}],\"name\":\"UnbondingDelaySet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"readyAt\",\"type\":\"uint64\"}],\"name\":\"UnstakeRequested\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"slot\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"}],\"name\":\"VerifierJoined\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"readyAt\",\"type\":\"uint64\"}],\"name\":\"VerifierLeaveRequested\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"slot\",\"type\":\"uint256\"}],\"name\":\"VerifierLeft\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Withdrawn\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"MAX_METADATA_LENGTH\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_PEER_ID_LENGTH\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_VERIFIERS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SEAT_WEIGHT\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"channels\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"seed\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"snapshotBlock\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"size\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minStake\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"excludeA\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"excludeB\",\"type\":\"address\"}],\"name\":\"drawVerifiers\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"members\",\"type\":\"address[]\"},{\"internalType\":\"uint256[]\",\"name\":\"stakes\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"escrow\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"finishLeaveVerifiers\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"freeStakeOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"isRegistered\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"slasher\",\"type\":\"address\"}],\"name\":\"isSlasher\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"joinVerifiers\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"leaveVerifiers\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"lock\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"lockedOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"metadataOf\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"}],\"name\":\"owed\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"peerIdOf\",\"outputs\":[{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"peerId\",\"type\":\"bytes\"},{\"internalType\":\"string\",\"name\":\"metadataCID\",\"type\":\"string\"}],\"name\":\"register\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"deposit\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"penalty\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"}],\"name\":\"releaseDeposit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"requestUnstake\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"seed\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"snapshotBlock\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"size\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minStake\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"excludeA\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"excludeB\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"target\",\"type\":\"uint256\"}],\"name\":\"seatVerifiers\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"members\",\"type\":\"address[]\"},{\"internalType\":\"uint256[]\",\"name\":\"weights\",\"type\":\"uint256[]\"},{\"internalType\":\"uint256[]\",\"name\":\"deposits\",\"type\":\"uint256[]\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"slasher\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"setSlasher\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"delay\",\"type\":\"uint64\"}],\"name\":\"setUnbondingDelay\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"}],\"name\":\"slash\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"stake\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"stakeOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalHeld\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalOwed\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalStaked\",\"outputs\":[{\"internalType\":\"uint128\",\"name\":\"\",\"type\":\"uint128\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalUnbonding\",\"outputs\":[{\"internalType\":\"uint128\",\"name\":\"\",\"type\":\"uint128\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"unbondingDelay\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"unbondingOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"readyAt\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"unlock\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"verifierOf\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"member\",\"type\":\"bool\"},{\"internalType\":\"uint64\",\"name\":\"joinedBlock\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"leaveBlock\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"leaveReadyAt\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"verifierSlots\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"\",\"type\":\"address[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"blockNumber\",\"type\":\"uint256\"}],\"name\":\"verifierStakeAt\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"withdraw\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"withdrawOwed\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "ProviderRegistry",
	Bin: "0x60e03461020b57601f61376138819003918201601f19168301916001600160401b0383118484101761020f5780849260a09460405283398101031261020b5780516001600160a01b03811680820361020b5761005d60208401610223565b9261006a60408201610223565b60608201516001600160401b038116929083900361020b576001600160a01b039061009790608001610223565b169283156101f8575f80546001600160a01b031981168617825560405195916001600160a01b03909116907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09080a31580156101e7575b80156101d6575b6101c7577f16cc46df77405a1d0dc35ad78dd0c55bb42dc30a45c21ccff578f3cd6d3b25de9460209460805260a05260c0528060018060401b031960035416176003558152a1604051613529908161023882396080518181816108bd01528181610eaf01528181611dd301528181612f150152613006015260a0518181816106e9015281816109f401528181610d2a015281816116c801528181611a360152611b06015260c05181818161075a01528181610a5201528181610ce001528181610d88015281816117260152611b770152f35b63d92e233d60e01b5f5260045ffd5b506001600160a01b038116156100f5565b506001600160a01b038516156100ee565b631e4fbdf760e01b5f525f60045260245ffd5b5f80fd5b634e487b7160e01b5f52604160045260245ffd5b51906001600160a01b038216820361020b5756fe60806040526004361015610011575f80fd5b5f3560e01c8063099b28a1146102bf57806323095721146102ba578063282d3fdf146102b5578063350fd0be146102b05780633ccfd60b146102ab57806342623360146102a6578063429e03b2146102a1578063476aeec91461029c578063523480801461029757806357601c5d1461029257806366b17495146102655780636ac1190f1461028d578063715018a61461028857806379a4e450146102835780637eee288d1461027e578063817b1cd2146102795780638414e8391461027457806384ff69851461026f5780638da5cb5b1461026a57806390c84ab61461026557806392255fbf146102605780639b593e0e1461025b578063a2ccedff14610256578063a5f1e28214610251578063a694fc3a1461024c578063aa85e0ca14610247578063acf0991214610242578063bfac59901461023d578063c3c5a54714610238578063d30a2cd914610233578063d5ebcd0c1461022e578063db7dd35a14610229578063df18e04714610224578063e194aa251461021f578063e2fdcc171461021a578063e7fa9f7d14610215578063e8868e9f14610210578063ee6dd6391461020b578063f0bf35c614610206578063f2fde38b14610201578063f43cc773146101fc578063fbc1bb21146101f75763fc0c546a146101f2575f80fd5b611db4565b611d0e565b611cbe565b611c42565b611b9f565b611aca565b611a77565b611a5a565b611a17565b61193d565b6118da565b6118b3565b611884565b61178b565b61174e565b611699565b611626565b6115c4565b611488565b611444565b6112f4565b6110be565b610f5d565b610b4b565b610f0a565b610dfb565b610dd9565b610db0565b610d04565b610cc1565b610c5d565b610b66565b610b0e565b610a7a565b6109c2565b610954565b610913565b6107a8565b610782565b6106c3565b6103a5565b610314565b90602080835192838152019201905f5b8181106102e15750505090565b82516001600160a01b03168452602093840193909201916001016102d4565b9060206103119281815201906102c4565b90565b346103a1575f3660031901126103a157604051806020600a54918281520190600a5f527fc65a7bb8d6351c1cf70c95a316cc6a92839c986682d98bc35f958f4883f9d2a8905f5b8181106103825761037e8561037281870382611e64565b60405191829182610300565b0390f35b82546001600160a01b031684526020909301926001928301920161035b565b5f80fd5b346103a15760203660031901126103a157600435801561064657335f908152600560205260409020805491906104116001600160801b0384169361040b6103ff6001600160801b0387169260801c6001600160781b031690565b6001600160781b031690565b90611ea8565b80831161062e5761062c6106266001600160801b038516857fad45e73f3869206cbe603af99c45463bc0a13c481e99d8a2efd93c7d64f2814b6106176105e18861047a61045e878e611eb5565b82546001600160801b0319166001600160801b03909116178255565b6104e661049c876104976003546001600160801b039060401c1690565b611eb5565b7fffffffffffffffff00000000000000000000000000000000ffffffffffffffff77ffffffffffffffffffffffffffffffff00000000000000006003549260401b16911617600355565b610520610504876104ff6004546001600160801b031690565b611ed5565b6001600160801b03166001600160801b03196004541617600455565b61056f610553610541336001600160a01b03165f52600660205260405f2090565b976104ff89546001600160801b031690565b87546001600160801b0319166001600160801b03909116178755565b6105d461059861058860035467ffffffffffffffff1690565b67ffffffffffffffff4216611ef5565b87547fffffffffffffffff0000000000000000ffffffffffffffffffffffffffffffff16608082901b67ffffffffffffffff60801b1617909755565b546001600160801b031690565b93604051918291863396849160409194936001600160801b0367ffffffffffffffff926060860197865216602085015216910152565b0390a26001600160801b031690565b33612d96565b005b6340179d2160e11b5f52600452602482905260445b5ffd5b631f2a200560e01b5f5260045ffd5b600435906001600160a01b03821682036103a157565b606435906001600160a01b03821682036103a157565b608435906001600160a01b03821682036103a157565b60a435906001600160a01b03821682036103a157565b604435906001600160a01b03821682036103a157565b346103a15760403660031901126103a1576106dc610655565b6024356001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000163314158061074f575b80610738575b6107255761062c91611f32565b6325e066bb60e11b5f523360045260245ffd5b50335f52600960205260ff60405f20541615610718565b506001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016331415610712565b346103a1575f3660031901126103a15760206001600160801b0360045416604051908152f35b346103a1575f3660031901126103a1576107c0612de8565b6107e36107de336001600160a01b03165f52600660205260405f2090565b612039565b6001600160801b036107fc82516001600160801b031690565b161561090457602081015167ffffffffffffffff164281116108e9576108e16108ba6108ae845f61083e336001600160a01b03165f52600660205260405f2090565b5561086761050461085683516001600160801b031690565b6004546001600160801b0316611eb5565b80516040516001600160801b03909116815233907f7084f5476618d8e60b11ef0d7d3f06914655adb8793e28ff7f018d4c76d505d590602090a2516001600160801b031690565b6001600160801b031690565b337f0000000000000000000000000000000000000000000000000000000000000000612e68565b61062c612e43565b62bdeb7960e81b5f5267ffffffffffffffff1660045260245ffd5b630686827b60e51b5f5260045ffd5b346103a15760203660031901126103a1576001600160a01b03610934610655565b165f52600560205260206001600160801b0360405f205416604051908152f35b346103a15760203660031901126103a15760043567ffffffffffffffff81168091036103a15760207f16cc46df77405a1d0dc35ad78dd0c55bb42dc30a45c21ccff578f3cd6d3b25de916109a6612ee6565b8067ffffffffffffffff196003541617600355604051908152a1005b346103a15760803660031901126103a1576109db610655565b6024356044356109e961066b565b916001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001633141580610a47575b80610a30575b6107255761062c93612068565b50335f52600960205260ff60405f20541615610a23565b506001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016331415610a1d565b346103a15760403660031901126103a157610a93610655565b602435908115158092036103a1576001600160a01b0390610ab2612ee6565b16908115610aff5760207fffd5334d9f2bb272aaebfc6c24a6d997a83e846355b47e58d36e882916a6e62891835f526009825260405f2060ff1981541660ff8316179055604051908152a2005b63d92e233d60e01b5f5260045ffd5b346103a15760203660031901126103a1576001600160a01b03610b2f610655565b165f526009602052602060ff60405f2054166040519015158152f35b346103a1575f3660031901126103a157602060405160808152f35b346103a15760203660031901126103a1576001600160a01b03610b87610655565b165f52600c60205265ffffffffffff606061037e60405f2060405190610bac82611e0b565b54610c22610c14610c0863ffffffff610bf98186168088528a8760201c169788602082015267ffffffffffffffff8c8960501c169889604084015260801c169a8b91015263ffffffff1690565b1615159465ffffffffffff1690565b9265ffffffffffff1690565b9467ffffffffffffffff1690565b91856040519687961692169085929367ffffffffffffffff809296958160609560808801991515885216602087015216604085015216910152565b346103a1575f3660031901126103a157610c75612ee6565b5f805473ffffffffffffffffffffffffffffffffffffffff19811682556001600160a01b03167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e08280a3005b346103a1575f3660031901126103a15760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b346103a15760403660031901126103a157610d1d610655565b6024356001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001633141580610d7d575b80610d66575b6107255761062c916122b4565b50335f52600960205260ff60405f20541615610d59565b506001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016331415610d53565b346103a1575f3660031901126103a15760206001600160801b0360035460401c16604051908152f35b346103a1575f3660031901126103a1576020604051670de0b6b3a76400008152f35b346103a15760203660031901126103a157610e14610655565b610e1c612de8565b6001600160a01b0381169081158015610f01575b610ee657335f90815260016020526040902054908115610ed3576108e1925f610e6a336001600160a01b03165f52600160205260405f2090565b55610e7f610e7a84600254611ea8565b600255565b60405183815233907fa6cd4410234ac9de9d1307f26fd9ec5124f511a9135d59c0904879dd8ae28e1090602090a37f0000000000000000000000000000000000000000000000000000000000000000612e68565b633a8d87ed60e11b5f523360045260245ffd5b630bc2c5df60e11b5f526001600160a01b031660045260245ffd5b50308214610e30565b346103a1575f3660031901126103a15760206001600160a01b035f5416604051908152f35b9181601f840112156103a15782359167ffffffffffffffff83116103a157602083818601950101116103a157565b346103a15760403660031901126103a15760043567ffffffffffffffff81116103a157610f8e903690600401610f2f565b9060243567ffffffffffffffff81116103a157610faf903690600401610f2f565b92801580156110b4575b6110a257610100841161108f5761108a7fe8c45ac84cda73d0917907a30a3782a8091daf1501656015654b7eca4c46c778939461103761100a336001600160a01b03165f52600560205260405f2090565b80547effffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff16600160f81b179055565b61105c8387611057336001600160a01b03165f52600760205260405f2090565b6123e4565b61107c8185611057336001600160a01b03165f52600860205260405f2090565b6040519384933397856124cd565b0390a2005b8363859058e360e01b5f5260045260245ffd5b631c8a2cc160e11b5f5260045260245ffd5b5060808111610fb9565b346103a1575f3660031901126103a157335f90815260056020526040902080546110ef6110eb8260f81c90565b1590565b6112e1576001600160801b03161561064657335f908152600c602052604090209063ffffffff611123835463ffffffff1690565b166112ce57600b548015611271576112507f2a3574148de7569649357f48bef0fe5902f91abe0a5e1bd8e6a437f1978a21c39261124161118c61118361117361116e61108a97611e9a565b61259a565b905463ffffffff9160031b1c1690565b63ffffffff1690565b956111956125fb565b6111bf6111a188612508565b33906001600160a01b038084549260031b9316831b921b1916179055565b6111e46111ce61118389611f17565b825463ffffffff191663ffffffff909116178255565b61121865ffffffffffff431680929069ffffffffffff0000000082549160201b169069ffffffffffff000000001916179055565b335f908152600d602052604090209061123b6108ae85546001600160801b031690565b91613268565b5050546001600160801b031690565b604080519485526001600160801b0390911660208501523393918291820190565b5090600a549160808310156112ba5761125061108a916112417f2a3574148de7569649357f48bef0fe5902f91abe0a5e1bd8e6a437f1978a21c3946112b533612525565b6111bf565b6365fcd9d760e11b5f52608060045260245ffd5b63a379b3db60e01b5f523360045260245ffd5b63bfc6c33760e01b5f523360045260245ffd5b346103a1575f3660031901126103a157611327611322336001600160a01b03165f52600c60205260405f2090565b612265565b63ffffffff61133a825163ffffffff1690565b16156114315765ffffffffffff61135a604083015165ffffffffffff1690565b161561141e57606081015167ffffffffffffffff164281116114025761138f61118361138a845163ffffffff1690565b61263b565b6113b061139b82612508565b6001600160a01b0382549160031b1b19169055565b6113bf63ffffffff8216612653565b335f908152600c602052604081205560405190815233907fb308e2766afe3d8f9140707c1ec7502c52d5975ef8a09a65abec8baa8b9c839d90806020810161108a565b631c10682160e11b5f5267ffffffffffffffff1660045260245ffd5b63d480c51560e01b5f523360045260245ffd5b633f6b527560e21b5f523360045260245ffd5b346103a15760203660031901126103a1576001600160a01b03611465610655565b165f52600560205260206001600160781b0360405f205460801c16604051908152f35b346103a15760203660031901126103a1576004356114a4612de8565b801561064657335f9081526005602052604090209081546114c86110eb8260f81c90565b6112e157816114e36108ae6114e8936001600160801b031690565b611f25565b916001600160781b03831161157d5780546001600160801b0319166001600160801b0384161790556108e1916115779061153e61049c6001600160801b0385166104ff6003546001600160801b039060401c1690565b604080518481526020810183905233917f1449c6dd7851abc30abf37f57715f492010519147cc2652fbc38202c18a6ee9091a233612d96565b33612ff1565b6304041d9560e11b5f52600482905260245ffd5b90602080835192838152019201905f5b8181106115ae5750505090565b82518452602093840193909201916001016115a1565b346103a15760c03660031901126103a15761161861037e6116016004356024356064356044356115f2610681565b926115fb610697565b9461271e565b6040929192519384936040855260408501906102c4565b908382036020850152611591565b346103a15760203660031901126103a1576001600160a01b03611647610655565b165f52600660205267ffffffffffffffff602060405f206040519061166b82611e2c565b546001600160801b03811680835260809190911c909316910181905260408051928352602083019190915290f35b346103a15760603660031901126103a1576116b2610655565b6024356116bd6106ad565b906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000163314158061171b575b80611704575b6107255761062c9261296a565b50335f52600960205260ff60405f205416156116f7565b506001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000163314156116f1565b346103a15760203660031901126103a1576001600160a01b0361176f610655565b165f526005602052602060405f205460f81c6040519015158152f35b346103a1575f3660031901126103a157335f908152600c60205260409020805463ffffffff8116156114315760501c65ffffffffffff16611871576118326117df61058860035467ffffffffffffffff1690565b82547fffffffffffffffff0000000000000000000000000000ffffffffffffffffffff166fffffffffffff000000000000000000004360501b1617608082901b67ffffffffffffffff60801b1617909255565b60405167ffffffffffffffff909116815233907faf71f0643fc009352e4a4a72f61aaeef921d5281aa2fbc9ee2feee2d778b54fe90806020810161108a565b635db9f80560e11b5f523360045260245ffd5b346103a15760403660031901126103a15760206118ab6118a2610655565b60243590612abd565b604051908152f35b346103a1575f3660031901126103a157602067ffffffffffffffff60035416604051908152f35b346103a15760203660031901126103a1576001600160a01b036118fb610655565b165f526001602052602060405f2054604051908152f35b90602080809381815201918051918291828552018484015e5f828201840152601f01601f1916010190565b346103a15760203660031901126103a1576001600160a01b0361195e610655565b165f52600860205260405f20604051905f9080549061197c8261234e565b80855291600181169081156119f057506001146119b0575b61037e846119a481860382611e64565b60405191829182611912565b5f90815260208120939250905b8082106119d6575090915081016020016119a482611994565b9192600181602092548385880101520191019092916119bd565b60ff191660208087019190915292151560051b850190920192506119a49150839050611994565b346103a1575f3660031901126103a15760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b346103a1575f3660031901126103a1576020600254604051908152f35b346103a1575f3660031901126103a15760206040516101008152f35b91611abc90611aae61031195936060865260608601906102c4565b908482036020860152611591565b916040818403910152611591565b346103a15760e03660031901126103a157602435600435604435606435611aef610681565b611af7610697565b9160c435936001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001633141580611b6c575b80611b55575b6107255761037e96611b4696612bc6565b60409391935193849384611a93565b50335f52600960205260ff60405f20541615611b35565b506001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016331415611b2f565b346103a15760203660031901126103a1576001600160a01b03611bc0610655565b165f52600560205261037e611c3260405f2061040b6103ff611c256108ae60405194611beb86611e48565b54946001600160801b0386169081815260406001600160781b038860801c169788602084015260f81c15159101526001600160801b031690565b926001600160781b031690565b6040519081529081906020820190565b346103a15760203660031901126103a1576001600160a01b03611c63610655565b611c6b612ee6565b168015611cab576001600160a01b035f548282198216175f55167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e05f80a3005b631e4fbdf760e01b5f525f60045260245ffd5b346103a1575f3660031901126103a1576001600160801b0360035460401c166001600160801b03600454168101809111611d09576002548101809111611d0957602090604051908152f35b611e86565b346103a15760203660031901126103a1576001600160a01b03611d2f610655565b165f52600760205260405f20604051905f90805490611d4d8261234e565b80855291600181169081156119f05750600114611d745761037e846119a481860382611e64565b5f90815260208120939250905b808210611d9a575090915081016020016119a482611994565b919260018160209254838588010152019101909291611d81565b346103a1575f3660031901126103a15760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b634e487b7160e01b5f52604160045260245ffd5b6080810190811067ffffffffffffffff821117611e2757604052565b611df7565b6040810190811067ffffffffffffffff821117611e2757604052565b6060810190811067ffffffffffffffff821117611e2757604052565b90601f8019910116810190811067ffffffffffffffff821117611e2757604052565b634e487b7160e01b5f52601160045260245ffd5b5f19810191908211611d0957565b91908203918211611d0957565b906001600160801b03809116911603906001600160801b038211611d0957565b906001600160801b03809116911601906001600160801b038211611d0957565b9067ffffffffffffffff8091169116019067ffffffffffffffff8211611d0957565b9060018201809211611d0957565b91908201809211611d0957565b6001600160a01b031690815f52600560205260405f20908154918260f81c1561201557611f6b608084901c6001600160781b03166103ff565b611f886108ae611f7b8584611f25565b956001600160801b031690565b808511611ff25750508054600160801b600160f81b031916608084901b600160801b600160f81b03161790557faff82f4178df227ea409be11c927e414a908fb01481236913cec80ea866b246891905b60408051918252602082019290925290819081015b0390a2565b612000610643928592611ea8565b6340179d2160e11b5f52600452602452604490565b8363bfc6c33760e01b5f5260045260245ffd5b60405190612037604083611e64565b565b9060405161204681611e2c565b91546001600160801b038116835260801c67ffffffffffffffff166020830152565b929092612073612de8565b6001600160a01b038216908115610aff5761209f816001600160a01b03165f52600560205260405f2090565b946120b86103ff87546001600160781b039060801c1690565b80821161225057818611612237578654600160801b600160f81b0319169082900360801b600160801b600160f81b0316178655612140856001600160801b0381169261213b61211f856121128c546001600160801b031690565b036001600160801b031690565b8a546001600160801b0319166001600160801b03909116178a55565b611ea8565b9061215687546001600160781b039060801c1690565b604080519384526001600160781b039190911660208401526001600160a01b0384169283917fe8e7440c7efbb5d2d20a061fde9c0fa35db9764f5da8475a0090ea4f23466c8491a2856121b3575b50505050505050612037612e43565b61222b9661222694612220936121df61049c6108ae956104976003546001600160801b039060401c1690565b6040518981523391907f63e496d8c5b3221f7dd4cce5876af7039fe780c842640bb037da37535d92b9e39080602081015b0390a4546001600160801b031690565b90612d96565b612f0c565b5f8080808080806121a4565b636ccf73e960e01b5f526004829052602486905260445ffd5b636ccf73e960e01b5f5260045260245260445ffd5b9060405161227281611e0b565b606067ffffffffffffffff82945463ffffffff8116845265ffffffffffff8160201c16602085015265ffffffffffff8160501c16604085015260801c16910152565b6001600160a01b031690815f52600560205260405f20906001600160781b03825460801c168082116123395790611fd8817fe8e7440c7efbb5d2d20a061fde9c0fa35db9764f5da8475a0090ea4f23466c84949303926001600160781b038416600160801b600160f81b0319600160801b600160f81b0383549260801b169116179055565b636ccf73e960e01b5f5260045260245260445ffd5b90600182811c9216801561237c575b602083101461236857565b634e487b7160e01b5f52602260045260245ffd5b91607f169161235d565b919091601f8311612397575b505050565b8183116123a357505050565b5f5260205f206020601f830160051c92106123dc575b81601f9101920160051c03905f5b82811015612392575f828201556001016123c7565b5f91506123b9565b90929167ffffffffffffffff8111611e275761240a81612404845461234e565b84612386565b5f601f82116001146124485781906124399394955f9261243d575b50508160011b915f199060031b1c19161790565b9055565b013590505f80612425565b601f1982169461245b845f5260205f2090565b915f5b87811061249557508360019596971061247c575b505050811b019055565b01355f19600384901b60f8161c191690555f8080612472565b9092602060018192868601358155019401910161245e565b908060209392818452848401375f828201840152601f01601f1916010190565b92906124e69061031195936040865260408601916124ad565b9260208185039101526124ad565b634e487b7160e01b5f52603260045260245ffd5b600a5481101561252057600a5f5260205f2001905f90565b6124f4565b600a5490600160401b821015611e275760018201600a55600a5482101561252057600a5f527fc65a7bb8d6351c1cf70c95a316cc6a92839c986682d98bc35f958f4883f9d2a8909101805473ffffffffffffffffffffffffffffffffffffffff19166001600160a01b03909216919091179055565b90600b5482101561252057600b5f52600382901c7f0175b7a638427703f0dbe7bb9bbf987a2551717b34e79f33b5b1008d1fa01db9019160021b601c1690565b9190918054831015612520575f52601c60205f208360031c019260021b1690565b600b548015612627575f190161261281600b6125da565b63ffffffff82549160031b1b19169055600b55565b634e487b7160e01b5f52603160045260245ffd5b63ffffffff5f199116019063ffffffff8211611d0957565b600b54600160401b811015611e27578060016126749201600b55600b6125da565b63ffffffff80839493549260031b9316831b921b1916179055565b67ffffffffffffffff8111611e275760051b60200190565b906126b18261268f565b6126be6040519182611e64565b82815280926126cf601f199161268f565b0190602036910137565b80518210156125205760209160051b010190565b5f198114611d095760010190565b634e487b7160e01b5f52601260045260245ffd5b8115612719570690565b6126fb565b949593929190600a5493612731856126a7565b9461273b816126a7565b945f995f945f945b84861061288c57505050505050808211612884575b5094939190612766866126a7565b95612770816126a7565b955f915b80831061278357505050505050565b90939692956127ca858760409b95989b516127c2816127b48c60208301958660209093929193604081019481520152565b03601f198101835282611e64565b51902061270f565b915f925b6127d8848a6126d9565b518110612803576127f76127fd916127f0868c6126d9565b5190611ea8565b936126ed565b926127ce565b509397955f6128786128718a988c612866899f989961285f6001999f8f9061285a8b948f93866128466128398761284c946126d9565b516001600160a01b031690565b926126d9565b906001600160a01b03169052565b6126d9565b51926126d9565b526127f0888b6126d9565b95886126d9565b52019190949392612774565b90505f612758565b9091929394959b6128b261289f88612508565b90546001600160a01b039160031b1c1690565b906001600160a01b0382168015908115612957575b8115612944575b50612939576128dd8483612abd565b9182158015612930575b61292457826129179260019461290b8f8f61285a8f929761284c846129119a6126d9565b52611f25565b9d6126ed565b965b019493929190612743565b509c9660019150612919565b508683106128e7565b9c9660019150612919565b90506001600160a01b038616145f6128ce565b6001600160a01b038516811491506128c7565b9291612974612de8565b6001600160a01b038116938415610aff576129a0816001600160a01b03165f52600560205260405f2090565b80546129b79060801c6001600160781b03166103ff565b95868511612aa4576108ae612226939261222092612a056001600160781b0389612a9c9b9c03168390600160801b600160f81b0319600160801b600160f81b0383549260801b169116179055565b612a5d61049c6001600160801b038a16612a49612a2d8261211288546001600160801b031690565b86546001600160801b0319166001600160801b03909116178655565b60035460401c6001600160801b0316611eb5565b60405188815233906001600160a01b038716907f63e496d8c5b3221f7dd4cce5876af7039fe780c842640bb037da37535d92b9e3908060208101612210565b612037612e43565b636ccf73e960e01b5f526004879052602485905260445ffd5b612adb611322826001600160a01b03165f52600c60205260405f2090565b805163ffffffff1615908115612b67575b8115612b3b575b50612b35576103119165ffffffffffff612b21612b29936001600160a01b03165f52600d60205260405f2090565b91169061312a565b6001600160d01b031690565b50505f90565b6040015165ffffffffffff168015159150839082612b5c575b50505f612af3565b11159050825f612b54565b602081015165ffffffffffff1684109150612aec565b8115612719570490565b9081670de0b6b3a76400000291670de0b6b3a7640000830403611d0957565b906001600160781b03809116911601906001600160781b038211611d0957565b90612bd7959493929197969761271e565b92909183918394612be885516126a7565b94805115612d8e5750508451919391612c0091612b7d565b908115905f5b8651811015612d865780612c39612c226128396001948b6126d9565b6001600160a01b03165f52600560205260405f2090565b8189825492612c77612c67612c576108ae876001600160801b031690565b9560801c6001600160781b031690565b946001600160781b03861661040b565b808a1015612d80575088935b8815612d69575f5b612c95858d6126d9565b5284612ca1858a6126d9565b5284612cb3575b505050505001612c06565b612d38612d276128397faff82f4178df227ea409be11c927e414a908fb01481236913cec80ea866b2468966001600160a01b039661285a612d01612d5c976001600160781b038d1690612ba6565b8854600160801b600160f81b03191660809190911b600160801b600160f81b0316178855565b925460801c6001600160781b031690565b6040519384931695839092916001600160781b036020916040840195845216910152565b0390a25f81898280612ca8565b612d7b8a612d7687612b87565b612b7d565b612c8b565b93612c83565b509293915050565b955093925050565b6001600160a01b031690815f52600c60205263ffffffff60405f205416612dbb575050565b612de4915f52600d6020526001600160d01b0360405f2091169065ffffffffffff431690613268565b5050565b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005c612e345760017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d565b633ee5aeb560e01b5f5260045ffd5b5f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d565b916001600160a01b036040519263a9059cbb60e01b5f521660045260245260205f60448180865af19060015f5114821615612ec5575b60405215612ea95750565b6001600160a01b0390635274afe760e01b5f521660045260245ffd5b906001811516612edd57823b15153d15161690612e9e565b503d5f823e3d90fd5b6001600160a01b035f54163303612ef957565b63118cdaa760e01b5f523360045260245ffd5b908015612de4577f0000000000000000000000000000000000000000000000000000000000000000916001600160a01b036040519163a9059cbb60e01b5f521692836004528260245260205f60448180855af19060015f5114821615612fca575b509060405215612f7b575050565b815f52600160205260405f20805491808301809311611d09577f8af6e30690e4b192e05dc42baa9776cefda6c432838616c7f4f036bbab44917e92611fed9255611c32610e7a82600254611f25565b3b15153d1516165f612f6d565b908160209103126103a1575190565b6040513d5f823e3d90fd5b6040516370a0823160e01b81523060048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0381169291602081602481875afa9182156131025785915f93613107575b506130579293309161333e565b6040516370a0823160e01b815230600482015291602090839060249082905afa918215613102575f926130d1575b506130908382611f25565b820361309b57505050565b6106439350808211156130c8576130b191611ea8565b905b631778adbd60e31b5f52600452602452604490565b50505f906130b3565b6130f491925060203d6020116130fb575b6130ec8183611e64565b810190612fd7565b905f613085565b503d6130e2565b612fe6565b61305793506131249060203d6020116130fb576130ec8183611e64565b9261304a565b908154905f9180600582116131c0575b65ffffffffffff91509291165b82821061317d5750508061315b5750505f90565b6103119161316b61317692611e9a565b905f5260205f200190565b5460301c90565b909180831860011c8184160190845f528265ffffffffffff8360205f20015416115f146131ad5750915b90613147565b925060018101809111156131a757611e86565b6131c9826133be565b8203918211611d0957845f5265ffffffffffff8260205f2001541665ffffffffffff8416105f14613202575065ffffffffffff9061313a565b925061321465ffffffffffff91611f17565b9261313a565b805490600160401b821015611e275760018201808255821015612520575f908152602090200181516020929092015160301b65ffffffffffff191665ffffffffffff92909216919091179055565b805492939280156133145761327f61328a91611e9a565b825f5260205f200190565b8054603081901c9365ffffffffffff91821692918116808411613305578793036132d157506132cd92509065ffffffffffff82549181199060301b169116179055565b9190565b9150506132cd916132f16132e3612028565b65ffffffffffff9093168352565b6001600160d01b038616602083015261321a565b632520601d60e01b5f5260045ffd5b5090613339916133256132e3612028565b6001600160d01b038516602083015261321a565b5f9190565b9290916001600160a01b039081604051946323b872dd60e01b5f52166004521660245260445260205f60648180865af160015f51148116156133a8575b6040919091525f6060521561338d5750565b635274afe760e01b5f526001600160a01b031660045260245ffd5b6001811516612edd573d15833b1515161661337b565b6001811115610311578060017001000000000000000000000000000000008310156134ec575b61349261348861347e61347461346a61346061344f6134999760048a600160401b61349e9c10156134df575b6401000000008110156134d2575b620100008110156134c5575b6101008110156134b8575b60108110156134ab575b10156134a3575b60030260011c90565b613459818b612b7d565b0160011c90565b613459818a612b7d565b6134598189612b7d565b6134598188612b7d565b6134598187612b7d565b6134598186612b7d565b8093612b7d565b821190565b900390565b60011b613446565b60041c9160021b9161343f565b60081c9160041b91613435565b60101c9160081b9161342a565b60201c9160101b9161341e565b60401c9160201b91613410565b505061349e61349961349261348861347e61347461346a61346061344f6135138a60801c90565b9850600160401b97506133e4965050505050505056",
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
// Solidity: constructor(address token_, address escrow_, address channels_, uint64 unbondingDelay_, address owner_) returns()
func (providerRegistry *ProviderRegistry) PackConstructor(token_ common.Address, escrow_ common.Address, channels_ common.Address, unbondingDelay_ uint64, owner_ common.Address) []byte {
	enc, err := providerRegistry.abi.Pack("", token_, escrow_, channels_, unbondingDelay_, owner_)
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

// PackChannels is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x79a4e450.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function channels() view returns(address)
func (providerRegistry *ProviderRegistry) PackChannels() []byte {
	enc, err := providerRegistry.abi.Pack("channels")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChannels is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x79a4e450.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function channels() view returns(address)
func (providerRegistry *ProviderRegistry) TryPackChannels() ([]byte, error) {
	return providerRegistry.abi.Pack("channels")
}

// UnpackChannels is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x79a4e450.
//
// Solidity: function channels() view returns(address)
func (providerRegistry *ProviderRegistry) UnpackChannels(data []byte) (common.Address, error) {
	out, err := providerRegistry.abi.Unpack("channels", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
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
	if bytes.Equal(raw[:4], providerRegistry.abi.Errors["NotVerifier"].ID.Bytes()[:4]) {
		return providerRegistry.UnpackNotVerifierError(raw[4:])
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
