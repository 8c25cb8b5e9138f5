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

// JobEscrowAcceptance is an auto generated low-level Go binding around an user-defined struct.
type JobEscrowAcceptance struct {
	JobId            [32]byte
	Requester        common.Address
	Provider         common.Address
	SpecHash         [32]byte
	Price            *big.Int
	Collateral       *big.Int
	Deadline         uint64
	JobClass         uint8
	SecretCommitment [32]byte
	Expiry           uint64
}

// JobEscrowMetaData contains all meta data concerning the JobEscrow contract.
var JobEscrowMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"token_\",\"type\":\"address\"},{\"internalType\":\"contractProviderRegistry\",\"name\":\"registry_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"treasury_\",\"type\":\"address\"},{\"internalType\":\"uint16\",\"name\":\"feeBps_\",\"type\":\"uint16\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow_\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"name\":\"AcceptanceExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"BindingMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"until\",\"type\":\"uint64\"}],\"name\":\"ChallengeWindowOpen\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"}],\"name\":\"CircuitExists\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DeadlineNotReached\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DeadlinePassed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"InvalidAmount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"backend\",\"type\":\"uint8\"}],\"name\":\"InvalidBackend\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"}],\"name\":\"InvalidCID\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"}],\"name\":\"InvalidClass\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"InvalidDeadline\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint16\",\"name\":\"feeBps\",\"type\":\"uint16\"}],\"name\":\"InvalidFee\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"InvalidSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"JobExists\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"NoVerifierCode\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotEnabled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"NotProvider\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"}],\"name\":\"NotRequester\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"NotZkJob\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"ProofRejected\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"ProofRequired\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"TermsMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"count\",\"type\":\"uint256\"}],\"name\":\"TooManyPublicInputs\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"}],\"name\":\"UnknownCircuit\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"UnknownJob\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"VerifierOutOfGas\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"registryEscrow\",\"type\":\"address\"}],\"name\":\"WrongRegistry\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"enumJobEscrow.Status\",\"name\":\"status\",\"type\":\"uint8\"}],\"name\":\"WrongStatus\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"backend\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"registrant\",\"type\":\"address\"}],\"name\":\"CircuitRegistered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"payout\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"}],\"name\":\"JobClaimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"name\":\"JobOpened\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"slashed\",\"type\":\"uint256\"}],\"name\":\"JobRefunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"resultCID\",\"type\":\"bytes\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"}],\"name\":\"ProofAccepted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"resultCID\",\"type\":\"bytes\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"challengeEnd\",\"type\":\"uint64\"}],\"name\":\"ResultSubmitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"treasury\",\"type\":\"address\"}],\"name\":\"TreasurySet\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"ACCEPTANCE_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"BACKEND_GROTH16\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"BACKEND_PLONK\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"CLASS_BATCH\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"CLASS_BURST\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"CLASS_ZK\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_CID_LENGTH\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_FEE_BPS\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_PUBLIC_INPUTS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"VERIFY_GAS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"}],\"name\":\"acceptanceDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"}],\"name\":\"acceptanceHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"challengeWindow\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"}],\"name\":\"circuit\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"internalType\":\"uint8\",\"name\":\"backend\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"}],\"name\":\"claim\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"dispute\",\"outputs\":[],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"domainSeparator\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"feeBps\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"jobState\",\"outputs\":[{\"internalType\":\"enumJobEscrow.Status\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"uint64\",\"name\":\"time\",\"type\":\"uint64\"},{\"internalType\":\"bytes26\",\"name\":\"commitment\",\"type\":\"bytes26\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"openJob\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"},{\"internalType\":\"uint256\",\"name\":\"permitDeadline\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"openJobWithPermit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"}],\"name\":\"refund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"internalType\":\"uint8\",\"name\":\"backend\",\"type\":\"uint8\"}],\"name\":\"registerCircuit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"registry\",\"outputs\":[{\"internalType\":\"contractProviderRegistry\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"structHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"}],\"name\":\"resultCommitment\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"treasury_\",\"type\":\"address\"}],\"name\":\"setTreasury\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"specCidHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"publicInputs\",\"type\":\"uint256[]\"},{\"internalType\":\"bytes\",\"name\":\"proof\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"resultCID\",\"type\":\"bytes\"}],\"name\":\"submitProof\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"resultCID\",\"type\":\"bytes\"}],\"name\":\"submitResult\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"treasury\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"specCidHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"publicInputs\",\"type\":\"uint256[]\"}],\"name\":\"zkSpecHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"}]",
	ID:  "JobEscrow",
	Bin: "0x6101e080604052346103dc5760c0816139d680380380916100208285610468565b8339810103126103dc578051906001600160a01b0382168083036103dc5760208201516001600160a01b038116938482036103dc576100616040850161049f565b9260608501519561ffff8716918288036103dc5760808701519663ffffffff881688036103dc5760a0610094910161049f565b604051906100a3604083610468565b6011825260208201706770756d657368204a6f62457363726f7760781b8152604051926100d1604085610468565b60018452603160f81b60208501908152926001600160a01b03168015610455575f80546001600160a01b03198116831782556001600160a01b0316907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09080a361013a816104b3565b61012052610147846104b3565b61014052519020918260e05251902080610100524660a0526040519060208201927f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f8452604083015260608201524660808201523060a082015260a081526101b060c082610468565b5190206080523060c05215801561044d575b801561043c575b61042d5760405163e2fdcc1760e01b8152602081600481855afa9081156103e8575f916103f3575b50306001600160a01b039091160361036357506107d0811161035157610160829052610180839052600380546001600160a01b0319166001600160a01b0386169081179091556101a08790526101c08690526040519081527f3c864541ef71378c6229510ed90f376565ee42d9c5e0904a984a9e863e6db44f90602090a16040516134b7908161051f8239608051816132ac015260a05181613363015260c0518161327d015260e051816132fb01526101005181613321015261012051816113650152610140518161138f015261016051818181610213015281816105af015281816108f301528181610a4301528181610f1e015281816117d30152818161248e015261286c01526101805181818161093b01528181610fb90152818161184d01528181611ecd015281816124e701526128da01526101a0518181816116ec015281816126c601526127c901526101c0518181816113220152611fb80152f35b63f6f4a38f60e01b5f5260045260245ffd5b60206004916040519283809263e2fdcc1760e01b82525afa9081156103e8575f916103aa575b5063f167fad160e01b5f9081526001600160a01b0391909116600452602490fd5b90506020813d6020116103e0575b816103c560209383610468565b810103126103dc576103d69061049f565b81610389565b5f80fd5b3d91506103b8565b6040513d5f823e3d90fd5b90506020813d602011610425575b8161040e60209383610468565b810103126103dc5761041f9061049f565b5f6101f1565b3d9150610401565b63d92e233d60e01b5f5260045ffd5b506001600160a01b038516156101c9565b5080156101c2565b631e4fbdf760e01b5f525f60045260245ffd5b601f909101601f19168101906001600160401b0382119082101761048b57604052565b634e487b7160e01b5f52604160045260245ffd5b51906001600160a01b03821682036103dc57565b601f8151116104de5760208151910151602082106104cf571790565b5f198260200360031b1b161790565b604460209160405192839163305a27a960e01b83528160048401528051918291826024860152018484015e5f828201840152601f01601f19168101030190fdfe60806040526004361015610011575f80fd5b5f5f3560e01c806314ca819314612ac65780631be2034c14612a9f5780631c06344e1461270c5780631d536004146126ea57806324a9d853146126ab57806325e546e9146126705780632633ca3d1461266b5780632b4e89da1461264d57806332f5aa041461134657806346f77495146125e85780634ea4ffc8146125ca57806356522c2e146125ae5780635f59962a146123d357806361d027b3146123ac5780636b30c2bb14612346578063715018a6146122d55780637a7b6c6914611ef15780637b10399914611ead5780637b2f1e4b14611e6a5780637f0828be1461146357806384b0196e1461134b5780638618213914611346578063861a1412146113055780638da5cb5b146112df578063a1532da2146112c2578063a82da60d146112a6578063b181c22f14610cc9578063d55be8c614610cac578063e7198ffd1461054e578063f0f442601461049d578063f1526a8214610310578063f2fde38b1461025a578063f698da2514610237578063fc0c546a146101f35763fef964961461019b575f80fd5b346101f05760206003193601126101f05760408091600435815260056020522060208251916101c983612c6e565b549160ff6001600160a01b0384169384835260a01c16918291015282519182526020820152f35b80fd5b50346101f057806003193601126101f05760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b50346101f057806003193601126101f0576020610252613273565b604051908152f35b50346101f05760206003193601126101f0576001600160a01b0361027c612bcb565b610284613234565b1680156102e4576001600160a01b038254827fffffffffffffffffffffffff00000000000000000000000000000000000000008216178455167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e08380a380f35b6024827f1e4fbdf700000000000000000000000000000000000000000000000000000000815280600452fd5b50346101f05760606003193601126101f057600435602435906001600160a01b038216918281036104995760443560ff8116918282036104955760018311610469573b1561043d57828552600560205260408520906001600160a01b038254166104115781547fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff86167fffffffffffffffffffffff0000000000000000000000000000000000000000009091161760a09190911b74ff000000000000000000000000000000000000000016179055604080519182523360208301527f6c5e01baf95033df102a17991f731a68fd402c89479a105d022d32961838c44091a380f35b602486857f1eec5d4f000000000000000000000000000000000000000000000000000000008252600452fd5b602485857ff0fbb5a5000000000000000000000000000000000000000000000000000000008252600452fd5b602486847f7494e324000000000000000000000000000000000000000000000000000000008252600452fd5b8580fd5b8380fd5b50346101f05760206003193601126101f0576001600160a01b036104bf612bcb565b6104c7613234565b168015610526576020817f3c864541ef71378c6229510ed90f376565ee42d9c5e0904a984a9e863e6db44f927fffffffffffffffffffffffff00000000000000000000000000000000000000006003541617600355604051908152a180f35b6004827fd92e233d000000000000000000000000000000000000000000000000000000008152fd5b50346101f05760031936016101e08112610a7857610140136101f0576101443567ffffffffffffffff8111610a785761058b903690600401612b09565b6101843560ff8116939290849003610a7c576105a561303f565b6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001693843b15610499578390604051907fd505accf000000000000000000000000000000000000000000000000000000008252336004830152306024830152608435604483015261016435606483015260848201526101a43560a48201526101c43560c4820152818160e481838a5af1610c97575b50506024356001600160a01b03811614159182610499576001600160a01b03602435163303610c5c576101243567ffffffffffffffff811614159283610c585767ffffffffffffffff61012435164211610c1f5760c43567ffffffffffffffff811614159182610495574267ffffffffffffffff60c4351611801590610c02575b610bc45760e43560ff811614159384610a8057600260ff60e4351611610b9357608435158015610b78575b610b4a576effffffffffffffffffffffffffffff60a43511610b1c5760043587526004602052604087209160ff8354166007811015610aef57610ac157610783906107396004612e12565b9261077e84610746613273565b604291604051917f19010000000000000000000000000000000000000000000000000000000000008352600283015260228201522090565b6133e0565b6044356001600160a01b0381161415949085610abd576001600160a01b03166001600160a01b03604435168103610a84575060017fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00845416178355610a8057815465ffffffffffff199190911660ff90911665ffffffffff0060c43560081b161717905561049957610a7c57610a78576101f0576040516064358152608435602082015260a435604082015267ffffffffffffffff60c43516606082015260ff60e4351660808201526101043560a082015267ffffffffffffffff610124351660c08201526001600160a01b0360443516906001600160a01b0360243516907fa935015702411da96ab4a55851ca40d99bd0c5ca62006a73726caa85717e069460e060043592a4604051917f23b872dd0000000000000000000000000000000000000000000000000000000082526001600160a01b036024351660045230602452608435604452602082606481807f00000000000000000000000000000000000000000000000000000000000000005af16001835114811615610a38575b836040528260605215610a0c575080916001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016803b15610a08578183917f282d3fdf0000000000000000000000000000000000000000000000000000000082528183816109b360a43560443560048401602090939291936001600160a01b0360408201951681520152565b03925af180156109fd576109e8575b507f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d80f35b816109f291612cb7565b6101f057805f6109c2565b6040513d84823e3d90fd5b5050fd5b602492507f5274afe7000000000000000000000000000000000000000000000000000000008252600452fd5b6001811516610a6e577f00000000000000000000000000000000000000000000000000000000000000003b15153d151616610921565b50503d90823e3d90fd5b5080fd5b8280fd5b8680fd5b7f42d750dc000000000000000000000000000000000000000000000000000000008952600452604480356001600160a01b031660245288fd5b8880fd5b6024887f9e2b4bfd000000000000000000000000000000000000000000000000000000008152600435600452fd5b6024897f4e487b710000000000000000000000000000000000000000000000000000000081526021600452fd5b6024877f3728b83d00000000000000000000000000000000000000000000000000000000815260a435600452fd5b6024877f3728b83d000000000000000000000000000000000000000000000000000000008152608435600452fd5b506fffffffffffffffffffffffffffffffff608435116106ee565b6024877fce09c8f800000000000000000000000000000000000000000000000000000000815260ff60e43516600452fd5b85836101f0576024907fbc4bfd3b00000000000000000000000000000000000000000000000000000000815267ffffffffffffffff60c43516600452fd5b505f925064ffffffffff60c43567ffffffffffffffff16116106c3565b6024857f94cc0f9800000000000000000000000000000000000000000000000000000000815267ffffffffffffffff6101243516600452fd5b8480fd5b6044847f0691b032000000000000000000000000000000000000000000000000000000008152336004526001600160a01b0360243516602452fd5b81610ca191612cb7565b610a7c57825f610642565b50346101f057806003193601126101f05760206040516107d08152f35b50346101f057610cd836612b37565b909291610ce361303f565b60208101936001600160a01b03610cf986612c4d565b1633036112655761012082019167ffffffffffffffff610d1884612d00565b1642116112275760c08101934267ffffffffffffffff610d3787612d00565b1611801590611207575b6111c95760e0820190600260ff610d5784612d15565b16116111925760808301359586158015611179575b61114d5760a0840135956effffffffffffffffffffffffffffff871161112157843592838a52600460205260408a209060ff82541660078110156110f4576110c857610dc890610dbb88612e12565b9861077e8a610746613273565b9660408701976001600160a01b0380610de08b612c4d565b169116908103611086575081547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00166001178255610e1d84612d00565b82547fffffffffffffffffffffffffffffffffffffffffffffffffffff0000000000ff1660089190911b65ffffffffff0016178255815465ffffffffffff1665ffffffffffff19909116179055610e738a612c4d565b94610e7d87612c4d565b92610e8790612d00565b94610e9190612d15565b91610e9b90612d00565b9160405195606083013587528a602088015289604088015267ffffffffffffffff16606087015260ff166080860152610100013560a085015267ffffffffffffffff1660c08401526001600160a01b0316926001600160a01b03169160e07fa935015702411da96ab4a55851ca40d99bd0c5ca62006a73726caa85717e069491a47f000000000000000000000000000000000000000000000000000000000000000094610f4790612c4d565b92604051937f23b872dd0000000000000000000000000000000000000000000000000000000086526001600160a01b031660045230602452604452838086815a93606492602095f18451600114811615611067575b83604052846060521561103257839450610fdf6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001691612c4d565b90803b15610c58577f282d3fdf0000000000000000000000000000000000000000000000000000000084526001600160a01b039091166004840152602483019190915282908290818381604481016109b3565b6024846001600160a01b03877f5274afe700000000000000000000000000000000000000000000000000000000835216600452fd5b600181151661107d57853b15153d151616610f9c565b833d86823e3d90fd5b8b6001600160a01b0360449261109b8c612c4d565b907f42d750dc00000000000000000000000000000000000000000000000000000000845260045216602452fd5b60248b867f9e2b4bfd000000000000000000000000000000000000000000000000000000008252600452fd5b60248c7f4e487b710000000000000000000000000000000000000000000000000000000081526021600452fd5b602489887f3728b83d000000000000000000000000000000000000000000000000000000008252600452fd5b602488887f3728b83d000000000000000000000000000000000000000000000000000000008252600452fd5b506fffffffffffffffffffffffffffffffff8711610d6c565b60248760ff6111a085612d15565b7fce09c8f800000000000000000000000000000000000000000000000000000000835216600452fd5b60248667ffffffffffffffff6111de88612d00565b7fbc4bfd3b00000000000000000000000000000000000000000000000000000000835216600452fd5b5064ffffffffff67ffffffffffffffff61122087612d00565b1611610d41565b60248567ffffffffffffffff61123c86612d00565b7f94cc0f9800000000000000000000000000000000000000000000000000000000835216600452fd5b6044846001600160a01b0361127988612c4d565b7f0691b0320000000000000000000000000000000000000000000000000000000083523360045216602452fd5b50346101f057806003193601126101f057602060405160808152f35b50346101f057806003193601126101f05760206040516101008152f35b50346101f057806003193601126101f0576001600160a01b036020915416604051908152f35b50346101f057806003193601126101f057602060405163ffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b612ae1565b50346101f057806003193601126101f057611407906113897f0000000000000000000000000000000000000000000000000000000000000000613389565b906113b37f0000000000000000000000000000000000000000000000000000000000000000613389565b906020611415604051936113c78386612cb7565b8385525f3681376040519687967f0f00000000000000000000000000000000000000000000000000000000000000885260e08589015260e0880190612ba6565b908682036040880152612ba6565b904660608601523060808601528260a086015284820360c08601528080855193848152019401925b82811061144c57505050500390f35b83518552869550938101939281019260010161143d565b50346101f05760031936016101e08112610a7857610140136101f057610164356101843567ffffffffffffffff8111610a7c576114a4903690600401612b75565b906101a43567ffffffffffffffff8111610c58576114c6903690600401612b09565b9390916101c43567ffffffffffffffff8111610a80576114ea903690600401612b09565b9190956114f561303f565b6114fd6130b3565b6001600160a01b03611510989298612c21565b163303611e2a5764ffffffffff16804211611dff575060e43560ff8116808203611dfb576002915003611dcd5783158015611dc3575b611d97576101008111611d6c5761156281848761014435612fee565b60643503611d3e57848952600560205260408920916040519261158484612c6e565b54936001600160a01b03851680855260ff602086019660a01c16865215611d125760043597600160ff875116145f1461199d576115f690604051937f7e4f7a8a000000000000000000000000000000000000000000000000000000006020860152604060248601526064850191612f9a565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffdc8382030160448401528381527f07ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff84116119995782611674926020926001600160a01b039660051b809285830137010301601f198101835282612cb7565b915b511691823b1561196d57602091600160ff8b93511614938382519201906216e360fa90811661195d575b156118ff57827f5557843a823814e2e028bbdf04148df378d1c20e8d6be32436625f848223b72e6116d2368489612f64565b60208151910120926117756084359861271061171261ffff7f0000000000000000000000000000000000000000000000000000000000000000168c612be1565b8a5465ffffffffffff19164260081b65ffffffffff0016176004178b55049865ffffffffffff1961174a88611745612d23565b612cda565b1665ffffffffffff65ffffffffffff1983549216911617905560405192604084526040840191612f9a565b9360208201528033940390a4611789612c21565b907f3fb3a9e22d7cfe2f14bca51cecf0290cc19a5dd898ee0bbd216b8e76be68d76660406001600160a01b036117bf8688612c61565b9482519586528660208701521693a361180c7f000000000000000000000000000000000000000000000000000000000000000092611805836117ff612c21565b92612c61565b9084613184565b806118e2575b50508060a4358061184357507f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d80f35b6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690611876612c21565b90823b156118dd576040517f7eee288d0000000000000000000000000000000000000000000000000000000081526001600160a01b0392909216600483015260248201529082908290604490829084905af180156109fd57156109c257816109f291612cb7565b505050fd5b6118f8916001600160a01b036003541690613184565b5f80611812565b60248684615d015a1115611935577f2d93db73000000000000000000000000000000000000000000000000000000008252600452fd5b7f91e386bb000000000000000000000000000000000000000000000000000000008252600452fd5b506001865114601f3d11166116a0565b602489847ff0fbb5a5000000000000000000000000000000000000000000000000000000008252600452fd5b8b80fd5b9092908b8083807a184f03e93ff9f4daa797ed6e38ed64bf6a1f010000000000000000811015611cea575b806d04ee2d6d415b85acef8100000000600a921015611ccf575b662386f26fc10000811015611cbb575b6305f5e100811015611caa575b612710811015611c9b575b6064811015611c8d575b1015611c82575b600a5f1960216001850194611a48611a3287612f48565b96611a406040519889612cb7565b808852612f48565b96601f19602088019801368937508501015b01917f30313233343536373839616263646566000000000000000000000000000000008282061a835304908115611a9657600a905f1990611a5a565b50507fffffffff0000000000000000000000000000000000000000000000000000000091611b4a6002603a604051809460208201967f76657269667950726f6f662862797465732c75696e743235365b00000000000088525180918484015e81017f5d290000000000000000000000000000000000000000000000000000000000008382015203017fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe2810184520182612cb7565b5190201692601f811660200360208111611c5557601f16916001840195868511611c28577f07ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff87168703611c2857928e83611c229693602095611bfa6001600160a01b039b9a98611bd2611bbc88612f48565b97611bca604051998a612cb7565b808952612f48565b97601f198a89019901368a376040519c8d9b8b8d015260051b60248c015260448b0191612fba565b91818352878301370191848301918252519283915e01018c815203601f198101835282612cb7565b91611676565b60248f7f4e487b710000000000000000000000000000000000000000000000000000000081526011600452fd5b60248e7f4e487b710000000000000000000000000000000000000000000000000000000081526011600452fd5b600190910190611a1b565b606460029104930192611a14565b61271060049104930192611a0a565b6305f5e100600891049301926119ff565b662386f26fc10000601091049301926119f2565b6d04ee2d6d415b85acef8100000000602091049301926119e2565b50604091507a184f03e93ff9f4daa797ed6e38ed64bf6a1f01000000000000000085046119c8565b60248b887fe80eb6e0000000000000000000000000000000000000000000000000000000008252600452fd5b6024897f8424c03d000000000000000000000000000000000000000000000000000000008152600435600452fd5b7f39e70ca0000000000000000000000000000000000000000000000000000000008952600452602488fd5b602489857f0b113625000000000000000000000000000000000000000000000000000000008252600452fd5b5060808411611546565b6024897f99eac56f000000000000000000000000000000000000000000000000000000008152600435600452fd5b8a80fd5b7f67680913000000000000000000000000000000000000000000000000000000008a52600452602489fd5b60448a6001600160a01b03611e3d612c21565b7f344b09040000000000000000000000000000000000000000000000000000000083523360045216602452fd5b50346101f05760606003193601126101f0576044359067ffffffffffffffff82116101f0576020610252611ea13660048601612b75565b90602435600435612fee565b50346101f057806003193601126101f05760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b50346101f057611f0036612b37565b8235808552600460205260408520939092611f1a85612ef6565b805160078110156122a8575f19016121d057611f3583612e12565b65ffffffffffff19806040840151169116036121a4576020015164ffffffffff16604083016001600160a01b03611f6b82612c4d565b16330361219057508042116121655750600260ff611f8b60e08501612d15565b1614612139578215801561212f575b61210357611fa9368483612f64565b602081519101209463ffffffff7f00000000000000000000000000000000000000000000000000000000000000001664ffffffffff4216019264ffffffffff84116120d65764ffffffffff927f83723d7a2d10f280eba2d3c4443bb636dd425a2a6fae29b68b2c70d13359f81b95949265ffffffffffff196120968a6117456120c19660027fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff008754161786556120918987907fffffffffffffffffffffffffffffffffffffffffffffffffffff0000000000ff65ffffffffff0083549260081b169116179055565b612e12565b1665ffffffffffff65ffffffffffff1983549216911617905560405194606086526060860191612f9a565b9560208401521660408201528033940390a380f35b6024887f4e487b710000000000000000000000000000000000000000000000000000000081526011600452fd5b602486847f0b113625000000000000000000000000000000000000000000000000000000008252600452fd5b5060808311611f9a565b602486857f74ea19b5000000000000000000000000000000000000000000000000000000008252600452fd5b7f67680913000000000000000000000000000000000000000000000000000000008752600452602486fd5b876001600160a01b03611e3d604493612c4d565b602487867f65340458000000000000000000000000000000000000000000000000000000008252600452fd5b8681869251600781101561227b571561224f575191600783101561222257604492612220917f9d819744000000000000000000000000000000000000000000000000000000008452600452612afb565bfd5b6024827f4e487b710000000000000000000000000000000000000000000000000000000081526021600452fd5b506024917fe498a481000000000000000000000000000000000000000000000000000000008252600452fd5b6024837f4e487b710000000000000000000000000000000000000000000000000000000081526021600452fd5b6024887f4e487b710000000000000000000000000000000000000000000000000000000081526021600452fd5b50346101f057806003193601126101f0576122ee613234565b806001600160a01b0381547fffffffffffffffffffffffff000000000000000000000000000000000000000081168355167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e08280a380f35b50346101f05760031936016101808112610a7857610140136101f0576101643567ffffffffffffffff8111610a78579061238560049236908401612b09565b50507f7ea8ac56000000000000000000000000000000000000000000000000000000008152fd5b50346101f057806003193601126101f05760206001600160a01b0360035416604051908152f35b50346101f0576101406003193601126101f0576123ee61303f565b64ffffffffff6123fc6130b3565b9190911680421115612583575060057fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff008254161790558061243b612c37565b6124b260843560a435926001600160a01b036040519183835285602084015216907f84cac6a64f44d4b8a5092c03522e3985dc3268dc05472482b703df0d752de4d9604060043592a361248c612c37565b7f0000000000000000000000000000000000000000000000000000000000000000613184565b806124dd57507f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d80f35b6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001661250f612c21565b90612518612c37565b90803b15610c58578492836064926001600160a01b03809560405198899788967fbfac599000000000000000000000000000000000000000000000000000000000885216600487015260248601521660448401525af180156109fd57156109c257816109f291612cb7565b7fbd5145db000000000000000000000000000000000000000000000000000000008352600452602482fd5b50346101f057806003193601126101f057602060405160028152f35b50346101f057806003193601126101f05760206040516216e3608152f35b50346101f05760206003193601126101f0576004358152600460205261261060408220612ef6565b805190600782101561227b576060925065ffffffffffff19604064ffffffffff602084015116920151169060405192835260208301526040820152f35b50346101f0576101406003193601126101f057506020610252612d23565b612ac6565b50346101f057806003193601126101f05760206040517f28bad9b1b4acf47376899a6cbcc24867d04c86f324fc3dfa1beccebe044a5f7e8152f35b50346101f057806003193601126101f057602060405161ffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b50346101f05760406003193601126101f0576020610252602435600435612cda565b503461297e576003193601610160811261297e576101401361297e5761273061303f565b600435805f52600460205260405f2061274881612ef6565b80516007811015612a46577ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe016129f6576127906127866004612e12565b6101443590612cda565b65ffffffffffff19806040840151169116036129ca57602064ffffffffff9101511680421061299f5750608435916127106127ef61ffff7f00000000000000000000000000000000000000000000000000000000000000001685612be1565b049160047fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00825416179055612822612c21565b907f3fb3a9e22d7cfe2f14bca51cecf0290cc19a5dd898ee0bbd216b8e76be68d76660406001600160a01b036128588688612c61565b9482519586528660208701521693a36128987f000000000000000000000000000000000000000000000000000000000000000092611805836117ff612c21565b80612982575b505060a435806128d0575b50807f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d80f35b6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690612903612c21565b90823b1561297e576040517f7eee288d0000000000000000000000000000000000000000000000000000000081526001600160a01b039290921660048301526024820152905f908290604490829084905af1801561297357156128a95761296c91505f90612cb7565b5f5f6128a9565b6040513d5f823e3d90fd5b5f80fd5b612998916001600160a01b036003541690613184565b5f8061289e565b7f9db52e49000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b827f65340458000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b809150516007811015612a465715612a7357516007811015612a4657612a41917f9d819744000000000000000000000000000000000000000000000000000000005f52600452612afb565b60445ffd5b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd5b507fe498a481000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b3461297e5761014060031936011261297e576020610252612abe612d23565b610746613273565b3461297e575f60031936011261297e57602060405160018152f35b3461297e575f60031936011261297e5760206040515f8152f35b6007811015612a4657602452565b9181601f8401121561297e5782359167ffffffffffffffff831161297e576020838186019501011161297e57565b906003198201610160811261297e576101401361297e57600491610144359067ffffffffffffffff821161297e57612b7191600401612b09565b9091565b9181601f8401121561297e5782359167ffffffffffffffff831161297e576020808501948460051b01011161297e57565b90601f19601f602080948051918291828752018686015e5f8582860101520116010190565b600435906001600160a01b038216820361297e57565b81810292918115918404141715612bf457565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b6044356001600160a01b038116810361297e5790565b6024356001600160a01b038116810361297e5790565b356001600160a01b038116810361297e5790565b91908203918211612bf457565b6040810190811067ffffffffffffffff821117612c8a57604052565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b90601f601f19910116810190811067ffffffffffffffff821117612c8a57604052565b906040519060208201928352604082015260408152612cfa606082612cb7565b51902090565b3567ffffffffffffffff8116810361297e5790565b3560ff8116810361297e5790565b6024356001600160a01b0381169081810361297e57506044356001600160a01b0381169081810361297e575060c43567ffffffffffffffff81169081810361297e575060e43560ff81169081810361297e5750610124359167ffffffffffffffff83169283810361297e57506040519360208501957f28bad9b1b4acf47376899a6cbcc24867d04c86f324fc3dfa1beccebe044a5f7e875260043560408701526060860152608085015260643560a085015260843560c085015260a43560e0850152610100840152610120830152610104356101408301526101608201526101608152612cfa61018082612cb7565b7f28bad9b1b4acf47376899a6cbcc24867d04c86f324fc3dfa1beccebe044a5f7e9067ffffffffffffffff612e4960208301612c4d565b91610100612e5960408301612c4d565b9160ff612e6860c08301612d00565b85612e7560e08501612d15565b916001600160a01b03612e8b6101208701612d00565b97816040519b60208d019d8e528c60408a359101521660608c01521660808a0152606085013560a08a0152608085013560c08a015260a085013560e08a01521684880152166101208601520135610140840152166101608201526101608152612cfa61018082612cb7565b906040516060810181811067ffffffffffffffff821117612c8a5760405280925460ff81166007811015612a465760409165ffffffffffff1991845264ffffffffff8160081c16602085015216910152565b67ffffffffffffffff8111612c8a57601f01601f191660200190565b929192612f7082612f48565b91612f7e6040519384612cb7565b82948184528183011161297e578281602093845f960137010152565b601f8260209493601f1993818652868601375f8582860101520116010190565b91907f07ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff811161297e5760051b809282370190565b92909161301861300a9160405192839160208301958691612fba565b03601f198101835282612cb7565b51902060405191602083019384526040830152606082015260608152612cfa608082612cb7565b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005c61308b5760017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d565b7f3ee5aeb5000000000000000000000000000000000000000000000000000000005f5260045ffd5b60043590815f52600460205260405f20916130cd83612ef6565b9081516007811015612a46575f190161313a576130ea6004612e12565b65ffffffffffff198060408501511691160361310f57506020015164ffffffffff1690565b7f65340458000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b9080516007811015612a465715612a7357516007811015612a4657612a41917f9d819744000000000000000000000000000000000000000000000000000000005f52600452612afb565b916001600160a01b03604051927fa9059cbb000000000000000000000000000000000000000000000000000000005f521660045260245260205f60448180865af19060015f5114821615613213575b604052156131de5750565b6001600160a01b03907f5274afe7000000000000000000000000000000000000000000000000000000005f521660045260245ffd5b90600181151661322b57823b15153d151616906131d3565b503d5f823e3d90fd5b6001600160a01b035f5416330361324757565b7f118cdaa7000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b6001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016301480613360575b156132ce577f000000000000000000000000000000000000000000000000000000000000000090565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527f000000000000000000000000000000000000000000000000000000000000000060408201527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a082015260a08152612cfa60c082612cb7565b507f000000000000000000000000000000000000000000000000000000000000000046146132a5565b60ff811690601f82116133b857604051916133a5604084612cb7565b6020808452838101919036833783525290565b7fb3512b0c000000000000000000000000000000000000000000000000000000005f5260045ffd5b906133eb9291613401565b506004811015612a46576133fc5790565b505f90565b906041830361342b576134249250602081013591604082359201355f1a90613435565b9192909190565b50505f9160029190565b91907f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a084116134ac579160209360809260ff5f9560405194855216868401526040830152606082015282805260015afa15612973575f516001600160a01b038116156134a257905f905f90565b505f906001905f90565b5050505f916003919056",
}

// JobEscrow is an auto generated Go binding around an Ethereum contract.
type JobEscrow struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *JobEscrow) GetABI() abi.ABI {
	return c.abi
}

// NewJobEscrow creates a new instance of JobEscrow.
func NewJobEscrow() *JobEscrow {
	parsed, err := JobEscrowMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &JobEscrow{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *JobEscrow) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address token_, address registry_, address treasury_, uint16 feeBps_, uint32 challengeWindow_, address owner_) returns()
func (jobEscrow *JobEscrow) PackConstructor(token_ common.Address, registry_ common.Address, treasury_ common.Address, feeBps_ uint16, challengeWindow_ uint32, owner_ common.Address) []byte {
	enc, err := jobEscrow.abi.Pack("", token_, registry_, treasury_, feeBps_, challengeWindow_, owner_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackACCEPTANCETYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x25e546e9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ACCEPTANCE_TYPEHASH() view returns(bytes32)
func (jobEscrow *JobEscrow) PackACCEPTANCETYPEHASH() []byte {
	enc, err := jobEscrow.abi.Pack("ACCEPTANCE_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackACCEPTANCETYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x25e546e9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ACCEPTANCE_TYPEHASH() view returns(bytes32)
func (jobEscrow *JobEscrow) TryPackACCEPTANCETYPEHASH() ([]byte, error) {
	return jobEscrow.abi.Pack("ACCEPTANCE_TYPEHASH")
}

// UnpackACCEPTANCETYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x25e546e9.
//
// Solidity: function ACCEPTANCE_TYPEHASH() view returns(bytes32)
func (jobEscrow *JobEscrow) UnpackACCEPTANCETYPEHASH(data []byte) ([32]byte, error) {
	out, err := jobEscrow.abi.Unpack("ACCEPTANCE_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackBACKENDGROTH16 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x86182139.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function BACKEND_GROTH16() view returns(uint8)
func (jobEscrow *JobEscrow) PackBACKENDGROTH16() []byte {
	enc, err := jobEscrow.abi.Pack("BACKEND_GROTH16")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBACKENDGROTH16 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x86182139.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function BACKEND_GROTH16() view returns(uint8)
func (jobEscrow *JobEscrow) TryPackBACKENDGROTH16() ([]byte, error) {
	return jobEscrow.abi.Pack("BACKEND_GROTH16")
}

// UnpackBACKENDGROTH16 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x86182139.
//
// Solidity: function BACKEND_GROTH16() view returns(uint8)
func (jobEscrow *JobEscrow) UnpackBACKENDGROTH16(data []byte) (uint8, error) {
	out, err := jobEscrow.abi.Unpack("BACKEND_GROTH16", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackBACKENDPLONK is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2633ca3d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function BACKEND_PLONK() view returns(uint8)
func (jobEscrow *JobEscrow) PackBACKENDPLONK() []byte {
	enc, err := jobEscrow.abi.Pack("BACKEND_PLONK")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBACKENDPLONK is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2633ca3d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function BACKEND_PLONK() view returns(uint8)
func (jobEscrow *JobEscrow) TryPackBACKENDPLONK() ([]byte, error) {
	return jobEscrow.abi.Pack("BACKEND_PLONK")
}

// UnpackBACKENDPLONK is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2633ca3d.
//
// Solidity: function BACKEND_PLONK() view returns(uint8)
func (jobEscrow *JobEscrow) UnpackBACKENDPLONK(data []byte) (uint8, error) {
	out, err := jobEscrow.abi.Unpack("BACKEND_PLONK", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackCLASSBATCH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x32f5aa04.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function CLASS_BATCH() view returns(uint8)
func (jobEscrow *JobEscrow) PackCLASSBATCH() []byte {
	enc, err := jobEscrow.abi.Pack("CLASS_BATCH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCLASSBATCH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x32f5aa04.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function CLASS_BATCH() view returns(uint8)
func (jobEscrow *JobEscrow) TryPackCLASSBATCH() ([]byte, error) {
	return jobEscrow.abi.Pack("CLASS_BATCH")
}

// UnpackCLASSBATCH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x32f5aa04.
//
// Solidity: function CLASS_BATCH() view returns(uint8)
func (jobEscrow *JobEscrow) UnpackCLASSBATCH(data []byte) (uint8, error) {
	out, err := jobEscrow.abi.Unpack("CLASS_BATCH", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackCLASSBURST is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x14ca8193.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function CLASS_BURST() view returns(uint8)
func (jobEscrow *JobEscrow) PackCLASSBURST() []byte {
	enc, err := jobEscrow.abi.Pack("CLASS_BURST")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCLASSBURST is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x14ca8193.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function CLASS_BURST() view returns(uint8)
func (jobEscrow *JobEscrow) TryPackCLASSBURST() ([]byte, error) {
	return jobEscrow.abi.Pack("CLASS_BURST")
}

// UnpackCLASSBURST is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x14ca8193.
//
// Solidity: function CLASS_BURST() view returns(uint8)
func (jobEscrow *JobEscrow) UnpackCLASSBURST(data []byte) (uint8, error) {
	out, err := jobEscrow.abi.Unpack("CLASS_BURST", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackCLASSZK is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x56522c2e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function CLASS_ZK() view returns(uint8)
func (jobEscrow *JobEscrow) PackCLASSZK() []byte {
	enc, err := jobEscrow.abi.Pack("CLASS_ZK")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCLASSZK is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x56522c2e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function CLASS_ZK() view returns(uint8)
func (jobEscrow *JobEscrow) TryPackCLASSZK() ([]byte, error) {
	return jobEscrow.abi.Pack("CLASS_ZK")
}

// UnpackCLASSZK is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x56522c2e.
//
// Solidity: function CLASS_ZK() view returns(uint8)
func (jobEscrow *JobEscrow) UnpackCLASSZK(data []byte) (uint8, error) {
	out, err := jobEscrow.abi.Unpack("CLASS_ZK", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackMAXCIDLENGTH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa82da60d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_CID_LENGTH() view returns(uint256)
func (jobEscrow *JobEscrow) PackMAXCIDLENGTH() []byte {
	enc, err := jobEscrow.abi.Pack("MAX_CID_LENGTH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXCIDLENGTH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa82da60d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_CID_LENGTH() view returns(uint256)
func (jobEscrow *JobEscrow) TryPackMAXCIDLENGTH() ([]byte, error) {
	return jobEscrow.abi.Pack("MAX_CID_LENGTH")
}

// UnpackMAXCIDLENGTH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa82da60d.
//
// Solidity: function MAX_CID_LENGTH() view returns(uint256)
func (jobEscrow *JobEscrow) UnpackMAXCIDLENGTH(data []byte) (*big.Int, error) {
	out, err := jobEscrow.abi.Unpack("MAX_CID_LENGTH", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMAXFEEBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd55be8c6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_FEE_BPS() view returns(uint16)
func (jobEscrow *JobEscrow) PackMAXFEEBPS() []byte {
	enc, err := jobEscrow.abi.Pack("MAX_FEE_BPS")
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
func (jobEscrow *JobEscrow) TryPackMAXFEEBPS() ([]byte, error) {
	return jobEscrow.abi.Pack("MAX_FEE_BPS")
}

// UnpackMAXFEEBPS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd55be8c6.
//
// Solidity: function MAX_FEE_BPS() view returns(uint16)
func (jobEscrow *JobEscrow) UnpackMAXFEEBPS(data []byte) (uint16, error) {
	out, err := jobEscrow.abi.Unpack("MAX_FEE_BPS", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackMAXPUBLICINPUTS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa1532da2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_PUBLIC_INPUTS() view returns(uint256)
func (jobEscrow *JobEscrow) PackMAXPUBLICINPUTS() []byte {
	enc, err := jobEscrow.abi.Pack("MAX_PUBLIC_INPUTS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXPUBLICINPUTS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa1532da2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_PUBLIC_INPUTS() view returns(uint256)
func (jobEscrow *JobEscrow) TryPackMAXPUBLICINPUTS() ([]byte, error) {
	return jobEscrow.abi.Pack("MAX_PUBLIC_INPUTS")
}

// UnpackMAXPUBLICINPUTS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa1532da2.
//
// Solidity: function MAX_PUBLIC_INPUTS() view returns(uint256)
func (jobEscrow *JobEscrow) UnpackMAXPUBLICINPUTS(data []byte) (*big.Int, error) {
	out, err := jobEscrow.abi.Unpack("MAX_PUBLIC_INPUTS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackVERIFYGAS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4ea4ffc8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function VERIFY_GAS() view returns(uint256)
func (jobEscrow *JobEscrow) PackVERIFYGAS() []byte {
	enc, err := jobEscrow.abi.Pack("VERIFY_GAS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVERIFYGAS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4ea4ffc8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function VERIFY_GAS() view returns(uint256)
func (jobEscrow *JobEscrow) TryPackVERIFYGAS() ([]byte, error) {
	return jobEscrow.abi.Pack("VERIFY_GAS")
}

// UnpackVERIFYGAS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4ea4ffc8.
//
// Solidity: function VERIFY_GAS() view returns(uint256)
func (jobEscrow *JobEscrow) UnpackVERIFYGAS(data []byte) (*big.Int, error) {
	out, err := jobEscrow.abi.Unpack("VERIFY_GAS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAcceptanceDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1be2034c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function acceptanceDigest((bytes32,address,address,bytes32,uint256,uint256,uint64,uint8,bytes32,uint64) a) view returns(bytes32)
func (jobEscrow *JobEscrow) PackAcceptanceDigest(a JobEscrowAcceptance) []byte {
	enc, err := jobEscrow.abi.Pack("acceptanceDigest", a)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAcceptanceDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1be2034c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function acceptanceDigest((bytes32,address,address,bytes32,uint256,uint256,uint64,uint8,bytes32,uint64) a) view returns(bytes32)
func (jobEscrow *JobEscrow) TryPackAcceptanceDigest(a JobEscrowAcceptance) ([]byte, error) {
	return jobEscrow.abi.Pack("acceptanceDigest", a)
}

// UnpackAcceptanceDigest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1be2034c.
//
// Solidity: function acceptanceDigest((bytes32,address,address,bytes32,uint256,uint256,uint64,uint8,bytes32,uint64) a) view returns(bytes32)
func (jobEscrow *JobEscrow) UnpackAcceptanceDigest(data []byte) ([32]byte, error) {
	out, err := jobEscrow.abi.Unpack("acceptanceDigest", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackAcceptanceHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2b4e89da.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function acceptanceHash((bytes32,address,address,bytes32,uint256,uint256,uint64,uint8,bytes32,uint64) a) pure returns(bytes32)
func (jobEscrow *JobEscrow) PackAcceptanceHash(a JobEscrowAcceptance) []byte {
	enc, err := jobEscrow.abi.Pack("acceptanceHash", a)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAcceptanceHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2b4e89da.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function acceptanceHash((bytes32,address,address,bytes32,uint256,uint256,uint64,uint8,bytes32,uint64) a) pure returns(bytes32)
func (jobEscrow *JobEscrow) TryPackAcceptanceHash(a JobEscrowAcceptance) ([]byte, error) {
	return jobEscrow.abi.Pack("acceptanceHash", a)
}

// UnpackAcceptanceHash is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2b4e89da.
//
// Solidity: function acceptanceHash((bytes32,address,address,bytes32,uint256,uint256,uint64,uint8,bytes32,uint64) a) pure returns(bytes32)
func (jobEscrow *JobEscrow) UnpackAcceptanceHash(data []byte) ([32]byte, error) {
	out, err := jobEscrow.abi.Unpack("acceptanceHash", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackChallengeWindow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x861a1412.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function challengeWindow() view returns(uint32)
func (jobEscrow *JobEscrow) PackChallengeWindow() []byte {
	enc, err := jobEscrow.abi.Pack("challengeWindow")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChallengeWindow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x861a1412.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function challengeWindow() view returns(uint32)
func (jobEscrow *JobEscrow) TryPackChallengeWindow() ([]byte, error) {
	return jobEscrow.abi.Pack("challengeWindow")
}

// UnpackChallengeWindow is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x861a1412.
//
// Solidity: function challengeWindow() view returns(uint32)
func (jobEscrow *JobEscrow) UnpackChallengeWindow(data []byte) (uint32, error) {
	out, err := jobEscrow.abi.Unpack("challengeWindow", data)
	if err != nil {
		return *new(uint32), err
	}
	out0 := *abi.ConvertType(out[0], new(uint32)).(*uint32)
	return out0, nil
}

// PackCircuit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfef96496.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function circuit(bytes32 circuitId) view returns(address verifier, uint8 backend)
func (jobEscrow *JobEscrow) PackCircuit(circuitId [32]byte) []byte {
	enc, err := jobEscrow.abi.Pack("circuit", circuitId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCircuit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfef96496.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function circuit(bytes32 circuitId) view returns(address verifier, uint8 backend)
func (jobEscrow *JobEscrow) TryPackCircuit(circuitId [32]byte) ([]byte, error) {
	return jobEscrow.abi.Pack("circuit", circuitId)
}

// CircuitOutput serves as a container for the return parameters of contract
// method Circuit.
type CircuitOutput struct {
	Verifier common.Address
	Backend  uint8
}

// UnpackCircuit is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfef96496.
//
// Solidity: function circuit(bytes32 circuitId) view returns(address verifier, uint8 backend)
func (jobEscrow *JobEscrow) UnpackCircuit(data []byte) (CircuitOutput, error) {
	out, err := jobEscrow.abi.Unpack("circuit", data)
	outstruct := new(CircuitOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Verifier = *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	outstruct.Backend = *abi.ConvertType(out[1], new(uint8)).(*uint8)
	return *outstruct, nil
}

// PackClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1c06344e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claim((bytes32,address,address,bytes32,uint256,uint256,uint64,uint8,bytes32,uint64) a, bytes32 resultHash) returns()
func (jobEscrow *JobEscrow) PackClaim(a JobEscrowAcceptance, resultHash [32]byte) []byte {
	enc, err := jobEscrow.abi.Pack("claim", a, resultHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1c06344e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claim((bytes32,address,address,bytes32,uint256,uint256,uint64,uint8,bytes32,uint64) a, bytes32 resultHash) returns()
func (jobEscrow *JobEscrow) TryPackClaim(a JobEscrowAcceptance, resultHash [32]byte) ([]byte, error) {
	return jobEscrow.abi.Pack("claim", a, resultHash)
}

// PackDispute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6b30c2bb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function dispute((bytes32,address,address,bytes32,uint256,uint256,uint64,uint8,bytes32,uint64) , bytes32 , bytes ) pure returns()
func (jobEscrow *JobEscrow) PackDispute(arg0 JobEscrowAcceptance, arg1 [32]byte, arg2 []byte) []byte {
	enc, err := jobEscrow.abi.Pack("dispute", arg0, arg1, arg2)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDispute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6b30c2bb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function dispute((bytes32,address,address,bytes32,uint256,uint256,uint64,uint8,bytes32,uint64) , bytes32 , bytes ) pure returns()
func (jobEscrow *JobEscrow) TryPackDispute(arg0 JobEscrowAcceptance, arg1 [32]byte, arg2 []byte) ([]byte, error) {
	return jobEscrow.abi.Pack("dispute", arg0, arg1, arg2)
}

// PackDomainSeparator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf698da25.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function domainSeparator() view returns(bytes32)
func (jobEscrow *JobEscrow) PackDomainSeparator() []byte {
	enc, err := jobEscrow.abi.Pack("domainSeparator")
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
func (jobEscrow *JobEscrow) TryPackDomainSeparator() ([]byte, error) {
	return jobEscrow.abi.Pack("domainSeparator")
}

// UnpackDomainSeparator is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf698da25.
//
// Solidity: function domainSeparator() view returns(bytes32)
func (jobEscrow *JobEscrow) UnpackDomainSeparator(data []byte) ([32]byte, error) {
	out, err := jobEscrow.abi.Unpack("domainSeparator", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackJobEscrowEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (jobEscrow *JobEscrow) PackJobEscrowEip712Domain() []byte {
	enc, err := jobEscrow.abi.Pack("eip712Domain")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackJobEscrowEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (jobEscrow *JobEscrow) TryPackJobEscrowEip712Domain() ([]byte, error) {
	return jobEscrow.abi.Pack("eip712Domain")
}

// JobEscrowEip712DomainOutput serves as a container for the return parameters of contract
// method JobEscrowEip712Domain.
type JobEscrowEip712DomainOutput struct {
	Fields            [1]byte
	Name              string
	Version           string
	ChainId           *big.Int
	VerifyingContract common.Address
	Salt              [32]byte
	Extensions        []*big.Int
}

// UnpackJobEscrowEip712Domain is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x84b0196e.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (jobEscrow *JobEscrow) UnpackJobEscrowEip712Domain(data []byte) (JobEscrowEip712DomainOutput, error) {
	out, err := jobEscrow.abi.Unpack("eip712Domain", data)
	outstruct := new(JobEscrowEip712DomainOutput)
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

// PackFeeBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x24a9d853.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function feeBps() view returns(uint16)
func (jobEscrow *JobEscrow) PackFeeBps() []byte {
	enc, err := jobEscrow.abi.Pack("feeBps")
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
func (jobEscrow *JobEscrow) TryPackFeeBps() ([]byte, error) {
	return jobEscrow.abi.Pack("feeBps")
}

// UnpackFeeBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x24a9d853.
//
// Solidity: function feeBps() view returns(uint16)
func (jobEscrow *JobEscrow) UnpackFeeBps(data []byte) (uint16, error) {
	out, err := jobEscrow.abi.Unpack("feeBps", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackJobState is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x46f77495.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function jobState(bytes32 jobId) view returns(uint8 status, uint64 time, bytes26 commitment)
func (jobEscrow *JobEscrow) PackJobState(jobId [32]byte) []byte {
	enc, err := jobEscrow.abi.Pack("jobState", jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackJobState is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x46f77495.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function jobState(bytes32 jobId) view returns(uint8 status, uint64 time, bytes26 commitment)
func (jobEscrow *JobEscrow) TryPackJobState(jobId [32]byte) ([]byte, error) {
	return jobEscrow.abi.Pack("jobState", jobId)
}

// JobStateOutput serves as a container for the return parameters of contract
// method JobState.
type JobStateOutput struct {
	Status     uint8
	Time       uint64
	Commitment [26]byte
}

// UnpackJobState is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x46f77495.
//
// Solidity: function jobState(bytes32 jobId) view returns(uint8 status, uint64 time, bytes26 commitment)
func (jobEscrow *JobEscrow) UnpackJobState(data []byte) (JobStateOutput, error) {
	out, err := jobEscrow.abi.Unpack("jobState", data)
	outstruct := new(JobStateOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Status = *abi.ConvertType(out[0], new(uint8)).(*uint8)
	outstruct.Time = *abi.ConvertType(out[1], new(uint64)).(*uint64)
	outstruct.Commitment = *abi.ConvertType(out[2], new([26]byte)).(*[26]byte)
	return *outstruct, nil
}

// PackOpenJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb181c22f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function openJob((bytes32,address,address,bytes32,uint256,uint256,uint64,uint8,bytes32,uint64) a, bytes signature) returns()
func (jobEscrow *JobEscrow) PackOpenJob(a JobEscrowAcceptance, signature []byte) []byte {
	enc, err := jobEscrow.abi.Pack("openJob", a, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOpenJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb181c22f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function openJob((bytes32,address,address,bytes32,uint256,uint256,uint64,uint8,bytes32,uint64) a, bytes signature) returns()
func (jobEscrow *JobEscrow) TryPackOpenJob(a JobEscrowAcceptance, signature []byte) ([]byte, error) {
	return jobEscrow.abi.Pack("openJob", a, signature)
}

// PackOpenJobWithPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe7198ffd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function openJobWithPermit((bytes32,address,address,bytes32,uint256,uint256,uint64,uint8,bytes32,uint64) a, bytes signature, uint256 permitDeadline, uint8 v, bytes32 r, bytes32 s) returns()
func (jobEscrow *JobEscrow) PackOpenJobWithPermit(a JobEscrowAcceptance, signature []byte, permitDeadline *big.Int, v uint8, r [32]byte, s [32]byte) []byte {
	enc, err := jobEscrow.abi.Pack("openJobWithPermit", a, signature, permitDeadline, v, r, s)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOpenJobWithPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe7198ffd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function openJobWithPermit((bytes32,address,address,bytes32,uint256,uint256,uint64,uint8,bytes32,uint64) a, bytes signature, uint256 permitDeadline, uint8 v, bytes32 r, bytes32 s) returns()
func (jobEscrow *JobEscrow) TryPackOpenJobWithPermit(a JobEscrowAcceptance, signature []byte, permitDeadline *big.Int, v uint8, r [32]byte, s [32]byte) ([]byte, error) {
	return jobEscrow.abi.Pack("openJobWithPermit", a, signature, permitDeadline, v, r, s)
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (jobEscrow *JobEscrow) PackOwner() []byte {
	enc, err := jobEscrow.abi.Pack("owner")
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
func (jobEscrow *JobEscrow) TryPackOwner() ([]byte, error) {
	return jobEscrow.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (jobEscrow *JobEscrow) UnpackOwner(data []byte) (common.Address, error) {
	out, err := jobEscrow.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRefund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5f59962a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function refund((bytes32,address,address,bytes32,uint256,uint256,uint64,uint8,bytes32,uint64) a) returns()
func (jobEscrow *JobEscrow) PackRefund(a JobEscrowAcceptance) []byte {
	enc, err := jobEscrow.abi.Pack("refund", a)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRefund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5f59962a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function refund((bytes32,address,address,bytes32,uint256,uint256,uint64,uint8,bytes32,uint64) a) returns()
func (jobEscrow *JobEscrow) TryPackRefund(a JobEscrowAcceptance) ([]byte, error) {
	return jobEscrow.abi.Pack("refund", a)
}

// PackRegisterCircuit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf1526a82.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registerCircuit(bytes32 circuitId, address verifier, uint8 backend) returns()
func (jobEscrow *JobEscrow) PackRegisterCircuit(circuitId [32]byte, verifier common.Address, backend uint8) []byte {
	enc, err := jobEscrow.abi.Pack("registerCircuit", circuitId, verifier, backend)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegisterCircuit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf1526a82.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function registerCircuit(bytes32 circuitId, address verifier, uint8 backend) returns()
func (jobEscrow *JobEscrow) TryPackRegisterCircuit(circuitId [32]byte, verifier common.Address, backend uint8) ([]byte, error) {
	return jobEscrow.abi.Pack("registerCircuit", circuitId, verifier, backend)
}

// PackRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b103999.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registry() view returns(address)
func (jobEscrow *JobEscrow) PackRegistry() []byte {
	enc, err := jobEscrow.abi.Pack("registry")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b103999.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function registry() view returns(address)
func (jobEscrow *JobEscrow) TryPackRegistry() ([]byte, error) {
	return jobEscrow.abi.Pack("registry")
}

// UnpackRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7b103999.
//
// Solidity: function registry() view returns(address)
func (jobEscrow *JobEscrow) UnpackRegistry(data []byte) (common.Address, error) {
	out, err := jobEscrow.abi.Unpack("registry", data)
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
func (jobEscrow *JobEscrow) PackRenounceOwnership() []byte {
	enc, err := jobEscrow.abi.Pack("renounceOwnership")
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
func (jobEscrow *JobEscrow) TryPackRenounceOwnership() ([]byte, error) {
	return jobEscrow.abi.Pack("renounceOwnership")
}

// PackResultCommitment is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1d536004.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function resultCommitment(bytes32 structHash, bytes32 resultHash) pure returns(bytes32)
func (jobEscrow *JobEscrow) PackResultCommitment(structHash [32]byte, resultHash [32]byte) []byte {
	enc, err := jobEscrow.abi.Pack("resultCommitment", structHash, resultHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackResultCommitment is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1d536004.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function resultCommitment(bytes32 structHash, bytes32 resultHash) pure returns(bytes32)
func (jobEscrow *JobEscrow) TryPackResultCommitment(structHash [32]byte, resultHash [32]byte) ([]byte, error) {
	return jobEscrow.abi.Pack("resultCommitment", structHash, resultHash)
}

// UnpackResultCommitment is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1d536004.
//
// Solidity: function resultCommitment(bytes32 structHash, bytes32 resultHash) pure returns(bytes32)
func (jobEscrow *JobEscrow) UnpackResultCommitment(data []byte) ([32]byte, error) {
	out, err := jobEscrow.abi.Unpack("resultCommitment", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackSetTreasury is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf0f44260.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setTreasury(address treasury_) returns()
func (jobEscrow *JobEscrow) PackSetTreasury(treasury common.Address) []byte {
	enc, err := jobEscrow.abi.Pack("setTreasury", treasury)
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
func (jobEscrow *JobEscrow) TryPackSetTreasury(treasury common.Address) ([]byte, error) {
	return jobEscrow.abi.Pack("setTreasury", treasury)
}

// PackSubmitProof is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7f0828be.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function submitProof((bytes32,address,address,bytes32,uint256,uint256,uint64,uint8,bytes32,uint64) a, bytes32 specCidHash, bytes32 circuitId, uint256[] publicInputs, bytes proof, bytes resultCID) returns()
func (jobEscrow *JobEscrow) PackSubmitProof(a JobEscrowAcceptance, specCidHash [32]byte, circuitId [32]byte, publicInputs []*big.Int, proof []byte, resultCID []byte) []byte {
	enc, err := jobEscrow.abi.Pack("submitProof", a, specCidHash, circuitId, publicInputs, proof, resultCID)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSubmitProof is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7f0828be.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function submitProof((bytes32,address,address,bytes32,uint256,uint256,uint64,uint8,bytes32,uint64) a, bytes32 specCidHash, bytes32 circuitId, uint256[] publicInputs, bytes proof, bytes resultCID) returns()
func (jobEscrow *JobEscrow) TryPackSubmitProof(a JobEscrowAcceptance, specCidHash [32]byte, circuitId [32]byte, publicInputs []*big.Int, proof []byte, resultCID []byte) ([]byte, error) {
	return jobEscrow.abi.Pack("submitProof", a, specCidHash, circuitId, publicInputs, proof, resultCID)
}

// PackSubmitResult is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7a7b6c69.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function submitResult((bytes32,address,address,bytes32,uint256,uint256,uint64,uint8,bytes32,uint64) a, bytes resultCID) returns()
func (jobEscrow *JobEscrow) PackSubmitResult(a JobEscrowAcceptance, resultCID []byte) []byte {
	enc, err := jobEscrow.abi.Pack("submitResult", a, resultCID)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSubmitResult is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7a7b6c69.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function submitResult((bytes32,address,address,bytes32,uint256,uint256,uint64,uint8,bytes32,uint64) a, bytes resultCID) returns()
func (jobEscrow *JobEscrow) TryPackSubmitResult(a JobEscrowAcceptance, resultCID []byte) ([]byte, error) {
	return jobEscrow.abi.Pack("submitResult", a, resultCID)
}

// PackToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfc0c546a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function token() view returns(address)
func (jobEscrow *JobEscrow) PackToken() []byte {
	enc, err := jobEscrow.abi.Pack("token")
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
func (jobEscrow *JobEscrow) TryPackToken() ([]byte, error) {
	return jobEscrow.abi.Pack("token")
}

// UnpackToken is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfc0c546a.
//
// Solidity: function token() view returns(address)
func (jobEscrow *JobEscrow) UnpackToken(data []byte) (common.Address, error) {
	out, err := jobEscrow.abi.Unpack("token", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (jobEscrow *JobEscrow) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := jobEscrow.abi.Pack("transferOwnership", newOwner)
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
func (jobEscrow *JobEscrow) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return jobEscrow.abi.Pack("transferOwnership", newOwner)
}

// PackTreasury is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x61d027b3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function treasury() view returns(address)
func (jobEscrow *JobEscrow) PackTreasury() []byte {
	enc, err := jobEscrow.abi.Pack("treasury")
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
func (jobEscrow *JobEscrow) TryPackTreasury() ([]byte, error) {
	return jobEscrow.abi.Pack("treasury")
}

// UnpackTreasury is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x61d027b3.
//
// Solidity: function treasury() view returns(address)
func (jobEscrow *JobEscrow) UnpackTreasury(data []byte) (common.Address, error) {
	out, err := jobEscrow.abi.Unpack("treasury", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackZkSpecHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b2f1e4b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function zkSpecHash(bytes32 specCidHash, bytes32 circuitId, uint256[] publicInputs) pure returns(bytes32)
func (jobEscrow *JobEscrow) PackZkSpecHash(specCidHash [32]byte, circuitId [32]byte, publicInputs []*big.Int) []byte {
	enc, err := jobEscrow.abi.Pack("zkSpecHash", specCidHash, circuitId, publicInputs)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackZkSpecHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b2f1e4b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function zkSpecHash(bytes32 specCidHash, bytes32 circuitId, uint256[] publicInputs) pure returns(bytes32)
func (jobEscrow *JobEscrow) TryPackZkSpecHash(specCidHash [32]byte, circuitId [32]byte, publicInputs []*big.Int) ([]byte, error) {
	return jobEscrow.abi.Pack("zkSpecHash", specCidHash, circuitId, publicInputs)
}

// UnpackZkSpecHash is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7b2f1e4b.
//
// Solidity: function zkSpecHash(bytes32 specCidHash, bytes32 circuitId, uint256[] publicInputs) pure returns(bytes32)
func (jobEscrow *JobEscrow) UnpackZkSpecHash(data []byte) ([32]byte, error) {
	out, err := jobEscrow.abi.Unpack("zkSpecHash", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// JobEscrowCircuitRegistered represents a CircuitRegistered event raised by the JobEscrow contract.
type JobEscrowCircuitRegistered struct {
	CircuitId  [32]byte
	Verifier   common.Address
	Backend    uint8
	Registrant common.Address
	Raw        *types.Log // Blockchain specific contextual infos
}

const JobEscrowCircuitRegisteredEventName = "CircuitRegistered"

// ContractEventName returns the user-defined event name.
func (JobEscrowCircuitRegistered) ContractEventName() string {
	return JobEscrowCircuitRegisteredEventName
}

// UnpackCircuitRegisteredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event CircuitRegistered(bytes32 indexed circuitId, address indexed verifier, uint8 backend, address registrant)
func (jobEscrow *JobEscrow) UnpackCircuitRegisteredEvent(log *types.Log) (*JobEscrowCircuitRegistered, error) {
	event := "CircuitRegistered"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowCircuitRegistered)
	if len(log.Data) > 0 {
		if err := jobEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range jobEscrow.abi.Events[event].Inputs {
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

// JobEscrowEIP712DomainChanged represents a EIP712DomainChanged event raised by the JobEscrow contract.
type JobEscrowEIP712DomainChanged struct {
	Raw *types.Log // Blockchain specific contextual infos
}

const JobEscrowEIP712DomainChangedEventName = "EIP712DomainChanged"

// ContractEventName returns the user-defined event name.
func (JobEscrowEIP712DomainChanged) ContractEventName() string {
	return JobEscrowEIP712DomainChangedEventName
}

// UnpackEIP712DomainChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EIP712DomainChanged()
func (jobEscrow *JobEscrow) UnpackEIP712DomainChangedEvent(log *types.Log) (*JobEscrowEIP712DomainChanged, error) {
	event := "EIP712DomainChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowEIP712DomainChanged)
	if len(log.Data) > 0 {
		if err := jobEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range jobEscrow.abi.Events[event].Inputs {
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

// JobEscrowJobClaimed represents a JobClaimed event raised by the JobEscrow contract.
type JobEscrowJobClaimed struct {
	JobId    [32]byte
	Provider common.Address
	Payout   *big.Int
	Fee      *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const JobEscrowJobClaimedEventName = "JobClaimed"

// ContractEventName returns the user-defined event name.
func (JobEscrowJobClaimed) ContractEventName() string {
	return JobEscrowJobClaimedEventName
}

// UnpackJobClaimedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobClaimed(bytes32 indexed jobId, address indexed provider, uint256 payout, uint256 fee)
func (jobEscrow *JobEscrow) UnpackJobClaimedEvent(log *types.Log) (*JobEscrowJobClaimed, error) {
	event := "JobClaimed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowJobClaimed)
	if len(log.Data) > 0 {
		if err := jobEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range jobEscrow.abi.Events[event].Inputs {
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

// JobEscrowJobOpened represents a JobOpened event raised by the JobEscrow contract.
type JobEscrowJobOpened struct {
	JobId            [32]byte
	Requester        common.Address
	Provider         common.Address
	SpecHash         [32]byte
	Price            *big.Int
	Collateral       *big.Int
	Deadline         uint64
	JobClass         uint8
	SecretCommitment [32]byte
	Expiry           uint64
	Raw              *types.Log // Blockchain specific contextual infos
}

const JobEscrowJobOpenedEventName = "JobOpened"

// ContractEventName returns the user-defined event name.
func (JobEscrowJobOpened) ContractEventName() string {
	return JobEscrowJobOpenedEventName
}

// UnpackJobOpenedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobOpened(bytes32 indexed jobId, address indexed requester, address indexed provider, bytes32 specHash, uint256 price, uint256 collateral, uint64 deadline, uint8 jobClass, bytes32 secretCommitment, uint64 expiry)
func (jobEscrow *JobEscrow) UnpackJobOpenedEvent(log *types.Log) (*JobEscrowJobOpened, error) {
	event := "JobOpened"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowJobOpened)
	if len(log.Data) > 0 {
		if err := jobEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range jobEscrow.abi.Events[event].Inputs {
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

// JobEscrowJobRefunded represents a JobRefunded event raised by the JobEscrow contract.
type JobEscrowJobRefunded struct {
	JobId     [32]byte
	Requester common.Address
	Price     *big.Int
	Slashed   *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const JobEscrowJobRefundedEventName = "JobRefunded"

// ContractEventName returns the user-defined event name.
func (JobEscrowJobRefunded) ContractEventName() string {
	return JobEscrowJobRefundedEventName
}

// UnpackJobRefundedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobRefunded(bytes32 indexed jobId, address indexed requester, uint256 price, uint256 slashed)
func (jobEscrow *JobEscrow) UnpackJobRefundedEvent(log *types.Log) (*JobEscrowJobRefunded, error) {
	event := "JobRefunded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowJobRefunded)
	if len(log.Data) > 0 {
		if err := jobEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range jobEscrow.abi.Events[event].Inputs {
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

// JobEscrowOwnershipTransferred represents a OwnershipTransferred event raised by the JobEscrow contract.
type JobEscrowOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const JobEscrowOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (JobEscrowOwnershipTransferred) ContractEventName() string {
	return JobEscrowOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (jobEscrow *JobEscrow) UnpackOwnershipTransferredEvent(log *types.Log) (*JobEscrowOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := jobEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range jobEscrow.abi.Events[event].Inputs {
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

// JobEscrowProofAccepted represents a ProofAccepted event raised by the JobEscrow contract.
type JobEscrowProofAccepted struct {
	JobId      [32]byte
	Provider   common.Address
	CircuitId  [32]byte
	ResultCID  []byte
	ResultHash [32]byte
	Raw        *types.Log // Blockchain specific contextual infos
}

const JobEscrowProofAcceptedEventName = "ProofAccepted"

// ContractEventName returns the user-defined event name.
func (JobEscrowProofAccepted) ContractEventName() string {
	return JobEscrowProofAcceptedEventName
}

// UnpackProofAcceptedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ProofAccepted(bytes32 indexed jobId, address indexed provider, bytes32 indexed circuitId, bytes resultCID, bytes32 resultHash)
func (jobEscrow *JobEscrow) UnpackProofAcceptedEvent(log *types.Log) (*JobEscrowProofAccepted, error) {
	event := "ProofAccepted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowProofAccepted)
	if len(log.Data) > 0 {
		if err := jobEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range jobEscrow.abi.Events[event].Inputs {
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

// JobEscrowResultSubmitted represents a ResultSubmitted event raised by the JobEscrow contract.
type JobEscrowResultSubmitted struct {
	JobId        [32]byte
	Provider     common.Address
	ResultCID    []byte
	ResultHash   [32]byte
	ChallengeEnd uint64
	Raw          *types.Log // Blockchain specific contextual infos
}

const JobEscrowResultSubmittedEventName = "ResultSubmitted"

// ContractEventName returns the user-defined event name.
func (JobEscrowResultSubmitted) ContractEventName() string {
	return JobEscrowResultSubmittedEventName
}

// UnpackResultSubmittedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ResultSubmitted(bytes32 indexed jobId, address indexed provider, bytes resultCID, bytes32 resultHash, uint64 challengeEnd)
func (jobEscrow *JobEscrow) UnpackResultSubmittedEvent(log *types.Log) (*JobEscrowResultSubmitted, error) {
	event := "ResultSubmitted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowResultSubmitted)
	if len(log.Data) > 0 {
		if err := jobEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range jobEscrow.abi.Events[event].Inputs {
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

// JobEscrowTreasurySet represents a TreasurySet event raised by the JobEscrow contract.
type JobEscrowTreasurySet struct {
	Treasury common.Address
	Raw      *types.Log // Blockchain specific contextual infos
}

const JobEscrowTreasurySetEventName = "TreasurySet"

// ContractEventName returns the user-defined event name.
func (JobEscrowTreasurySet) ContractEventName() string {
	return JobEscrowTreasurySetEventName
}

// UnpackTreasurySetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TreasurySet(address treasury)
func (jobEscrow *JobEscrow) UnpackTreasurySetEvent(log *types.Log) (*JobEscrowTreasurySet, error) {
	event := "TreasurySet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowTreasurySet)
	if len(log.Data) > 0 {
		if err := jobEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range jobEscrow.abi.Events[event].Inputs {
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
func (jobEscrow *JobEscrow) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["AcceptanceExpired"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackAcceptanceExpiredError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["BindingMismatch"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackBindingMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["ChallengeWindowOpen"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackChallengeWindowOpenError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["CircuitExists"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackCircuitExistsError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["DeadlineNotReached"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackDeadlineNotReachedError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["DeadlinePassed"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackDeadlinePassedError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["InvalidAmount"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackInvalidAmountError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["InvalidBackend"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackInvalidBackendError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["InvalidCID"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackInvalidCIDError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["InvalidClass"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackInvalidClassError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["InvalidDeadline"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackInvalidDeadlineError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["InvalidFee"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackInvalidFeeError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["InvalidShortString"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackInvalidShortStringError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["InvalidSignature"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackInvalidSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["JobExists"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackJobExistsError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["NoVerifierCode"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackNoVerifierCodeError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["NotEnabled"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackNotEnabledError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["NotProvider"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackNotProviderError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["NotRequester"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackNotRequesterError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["NotZkJob"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackNotZkJobError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["ProofRejected"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackProofRejectedError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["ProofRequired"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackProofRequiredError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["ReentrancyGuardReentrantCall"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackReentrancyGuardReentrantCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["StringTooLong"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackStringTooLongError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["TermsMismatch"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackTermsMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["TooManyPublicInputs"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackTooManyPublicInputsError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["UnknownCircuit"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackUnknownCircuitError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["UnknownJob"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackUnknownJobError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["VerifierOutOfGas"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackVerifierOutOfGasError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["WrongRegistry"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackWrongRegistryError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["WrongStatus"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackWrongStatusError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["ZeroAddress"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackZeroAddressError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// JobEscrowAcceptanceExpired represents a AcceptanceExpired error raised by the JobEscrow contract.
type JobEscrowAcceptanceExpired struct {
	Expiry uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AcceptanceExpired(uint64 expiry)
func JobEscrowAcceptanceExpiredErrorID() common.Hash {
	return common.HexToHash("0x94cc0f982dea33cc0d439f5058b884071e7c0bfa2765a32159a647e85badad94")
}

// UnpackAcceptanceExpiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AcceptanceExpired(uint64 expiry)
func (jobEscrow *JobEscrow) UnpackAcceptanceExpiredError(raw []byte) (*JobEscrowAcceptanceExpired, error) {
	out := new(JobEscrowAcceptanceExpired)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "AcceptanceExpired", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowBindingMismatch represents a BindingMismatch error raised by the JobEscrow contract.
type JobEscrowBindingMismatch struct {
	JobId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BindingMismatch(bytes32 jobId)
func JobEscrowBindingMismatchErrorID() common.Hash {
	return common.HexToHash("0x8424c03d5be5c3c69d6c2049e6bd1b0b984e2ba7e5257a0912fb801fd04c76b8")
}

// UnpackBindingMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BindingMismatch(bytes32 jobId)
func (jobEscrow *JobEscrow) UnpackBindingMismatchError(raw []byte) (*JobEscrowBindingMismatch, error) {
	out := new(JobEscrowBindingMismatch)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "BindingMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowChallengeWindowOpen represents a ChallengeWindowOpen error raised by the JobEscrow contract.
type JobEscrowChallengeWindowOpen struct {
	Until uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ChallengeWindowOpen(uint64 until)
func JobEscrowChallengeWindowOpenErrorID() common.Hash {
	return common.HexToHash("0x9db52e4950a5ddfb0d069e456b91f337164618cfd0d5def2cce7223ca8d041cb")
}

// UnpackChallengeWindowOpenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ChallengeWindowOpen(uint64 until)
func (jobEscrow *JobEscrow) UnpackChallengeWindowOpenError(raw []byte) (*JobEscrowChallengeWindowOpen, error) {
	out := new(JobEscrowChallengeWindowOpen)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "ChallengeWindowOpen", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowCircuitExists represents a CircuitExists error raised by the JobEscrow contract.
type JobEscrowCircuitExists struct {
	CircuitId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CircuitExists(bytes32 circuitId)
func JobEscrowCircuitExistsErrorID() common.Hash {
	return common.HexToHash("0x1eec5d4fafb9a372e3f7d65f752f35036a150078a18f8eddab88389938cb448d")
}

// UnpackCircuitExistsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CircuitExists(bytes32 circuitId)
func (jobEscrow *JobEscrow) UnpackCircuitExistsError(raw []byte) (*JobEscrowCircuitExists, error) {
	out := new(JobEscrowCircuitExists)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "CircuitExists", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowDeadlineNotReached represents a DeadlineNotReached error raised by the JobEscrow contract.
type JobEscrowDeadlineNotReached struct {
	Deadline uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DeadlineNotReached(uint64 deadline)
func JobEscrowDeadlineNotReachedErrorID() common.Hash {
	return common.HexToHash("0xbd5145db3e26b65e37d7691b2b64b2ef714256dc0192fbc245167645d0ab1200")
}

// UnpackDeadlineNotReachedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DeadlineNotReached(uint64 deadline)
func (jobEscrow *JobEscrow) UnpackDeadlineNotReachedError(raw []byte) (*JobEscrowDeadlineNotReached, error) {
	out := new(JobEscrowDeadlineNotReached)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "DeadlineNotReached", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowDeadlinePassed represents a DeadlinePassed error raised by the JobEscrow contract.
type JobEscrowDeadlinePassed struct {
	Deadline uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DeadlinePassed(uint64 deadline)
func JobEscrowDeadlinePassedErrorID() common.Hash {
	return common.HexToHash("0x6768091307d5da213ba3ac1392311a935d1607f1020232ee01d118de33b68661")
}

// UnpackDeadlinePassedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DeadlinePassed(uint64 deadline)
func (jobEscrow *JobEscrow) UnpackDeadlinePassedError(raw []byte) (*JobEscrowDeadlinePassed, error) {
	out := new(JobEscrowDeadlinePassed)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "DeadlinePassed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowInvalidAmount represents a InvalidAmount error raised by the JobEscrow contract.
type JobEscrowInvalidAmount struct {
	Amount *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidAmount(uint256 amount)
func JobEscrowInvalidAmountErrorID() common.Hash {
	return common.HexToHash("0x3728b83da61d63401ac13ad617e59d729e6cb5ed67c24fa9dc4e9b626307fd6e")
}

// UnpackInvalidAmountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidAmount(uint256 amount)
func (jobEscrow *JobEscrow) UnpackInvalidAmountError(raw []byte) (*JobEscrowInvalidAmount, error) {
	out := new(JobEscrowInvalidAmount)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "InvalidAmount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowInvalidBackend represents a InvalidBackend error raised by the JobEscrow contract.
type JobEscrowInvalidBackend struct {
	Backend uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidBackend(uint8 backend)
func JobEscrowInvalidBackendErrorID() common.Hash {
	return common.HexToHash("0x7494e3243d027d70963cdedbfa21bde155b4996a1da19b962e3d6a198c89a2ae")
}

// UnpackInvalidBackendError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidBackend(uint8 backend)
func (jobEscrow *JobEscrow) UnpackInvalidBackendError(raw []byte) (*JobEscrowInvalidBackend, error) {
	out := new(JobEscrowInvalidBackend)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "InvalidBackend", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowInvalidCID represents a InvalidCID error raised by the JobEscrow contract.
type JobEscrowInvalidCID struct {
	Length *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidCID(uint256 length)
func JobEscrowInvalidCIDErrorID() common.Hash {
	return common.HexToHash("0x0b11362549f6879100f204562a2197fcd9aae64b1361a8de286368b751a7e458")
}

// UnpackInvalidCIDError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidCID(uint256 length)
func (jobEscrow *JobEscrow) UnpackInvalidCIDError(raw []byte) (*JobEscrowInvalidCID, error) {
	out := new(JobEscrowInvalidCID)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "InvalidCID", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowInvalidClass represents a InvalidClass error raised by the JobEscrow contract.
type JobEscrowInvalidClass struct {
	JobClass uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidClass(uint8 jobClass)
func JobEscrowInvalidClassErrorID() common.Hash {
	return common.HexToHash("0xce09c8f89844a9441b494585d2b96dd0e0aad1cbbfb4a885e18e32e378cffa32")
}

// UnpackInvalidClassError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidClass(uint8 jobClass)
func (jobEscrow *JobEscrow) UnpackInvalidClassError(raw []byte) (*JobEscrowInvalidClass, error) {
	out := new(JobEscrowInvalidClass)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "InvalidClass", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowInvalidDeadline represents a InvalidDeadline error raised by the JobEscrow contract.
type JobEscrowInvalidDeadline struct {
	Deadline uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidDeadline(uint64 deadline)
func JobEscrowInvalidDeadlineErrorID() common.Hash {
	return common.HexToHash("0xbc4bfd3b97926241497145382a8eb2ed03895727fcba8afbcb85dbfed7acb9d3")
}

// UnpackInvalidDeadlineError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidDeadline(uint64 deadline)
func (jobEscrow *JobEscrow) UnpackInvalidDeadlineError(raw []byte) (*JobEscrowInvalidDeadline, error) {
	out := new(JobEscrowInvalidDeadline)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "InvalidDeadline", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowInvalidFee represents a InvalidFee error raised by the JobEscrow contract.
type JobEscrowInvalidFee struct {
	FeeBps uint16
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidFee(uint16 feeBps)
func JobEscrowInvalidFeeErrorID() common.Hash {
	return common.HexToHash("0xf6f4a38ff3899ab0ad965c9e8e832bdacf265b1804db261ad40de735384415c7")
}

// UnpackInvalidFeeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidFee(uint16 feeBps)
func (jobEscrow *JobEscrow) UnpackInvalidFeeError(raw []byte) (*JobEscrowInvalidFee, error) {
	out := new(JobEscrowInvalidFee)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "InvalidFee", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowInvalidShortString represents a InvalidShortString error raised by the JobEscrow contract.
type JobEscrowInvalidShortString struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidShortString()
func JobEscrowInvalidShortStringErrorID() common.Hash {
	return common.HexToHash("0xb3512b0c6163e5f0bafab72bb631b9d58cd7a731b082f910338aa21c83d5c274")
}

// UnpackInvalidShortStringError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidShortString()
func (jobEscrow *JobEscrow) UnpackInvalidShortStringError(raw []byte) (*JobEscrowInvalidShortString, error) {
	out := new(JobEscrowInvalidShortString)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "InvalidShortString", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowInvalidSignature represents a InvalidSignature error raised by the JobEscrow contract.
type JobEscrowInvalidSignature struct {
	Signer   common.Address
	Provider common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidSignature(address signer, address provider)
func JobEscrowInvalidSignatureErrorID() common.Hash {
	return common.HexToHash("0x42d750dc54bbceaa353a28b4229a6ea77f66d73de45149ec99e1f81ce80ca45b")
}

// UnpackInvalidSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidSignature(address signer, address provider)
func (jobEscrow *JobEscrow) UnpackInvalidSignatureError(raw []byte) (*JobEscrowInvalidSignature, error) {
	out := new(JobEscrowInvalidSignature)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "InvalidSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowJobExists represents a JobExists error raised by the JobEscrow contract.
type JobEscrowJobExists struct {
	JobId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error JobExists(bytes32 jobId)
func JobEscrowJobExistsErrorID() common.Hash {
	return common.HexToHash("0x9e2b4bfd54f0778ae5b46dc678017f9ac3f783c5abec883f886f9464cfd3e050")
}

// UnpackJobExistsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error JobExists(bytes32 jobId)
func (jobEscrow *JobEscrow) UnpackJobExistsError(raw []byte) (*JobEscrowJobExists, error) {
	out := new(JobEscrowJobExists)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "JobExists", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowNoVerifierCode represents a NoVerifierCode error raised by the JobEscrow contract.
type JobEscrowNoVerifierCode struct {
	Verifier common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoVerifierCode(address verifier)
func JobEscrowNoVerifierCodeErrorID() common.Hash {
	return common.HexToHash("0xf0fbb5a50d77368a09a95481cccfd467190bb32dfb8cdd4b16a9e09da0917d4c")
}

// UnpackNoVerifierCodeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoVerifierCode(address verifier)
func (jobEscrow *JobEscrow) UnpackNoVerifierCodeError(raw []byte) (*JobEscrowNoVerifierCode, error) {
	out := new(JobEscrowNoVerifierCode)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "NoVerifierCode", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowNotEnabled represents a NotEnabled error raised by the JobEscrow contract.
type JobEscrowNotEnabled struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotEnabled()
func JobEscrowNotEnabledErrorID() common.Hash {
	return common.HexToHash("0x7ea8ac56cd08e77b59f67a8b682e11b533e56707ef9f622386f9a164de1f96df")
}

// UnpackNotEnabledError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotEnabled()
func (jobEscrow *JobEscrow) UnpackNotEnabledError(raw []byte) (*JobEscrowNotEnabled, error) {
	out := new(JobEscrowNotEnabled)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "NotEnabled", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowNotProvider represents a NotProvider error raised by the JobEscrow contract.
type JobEscrowNotProvider struct {
	Caller   common.Address
	Provider common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotProvider(address caller, address provider)
func JobEscrowNotProviderErrorID() common.Hash {
	return common.HexToHash("0x344b0904f157174c498c04537ae317270df5dc37b5c489ec2f7bf8b7100e2c66")
}

// UnpackNotProviderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotProvider(address caller, address provider)
func (jobEscrow *JobEscrow) UnpackNotProviderError(raw []byte) (*JobEscrowNotProvider, error) {
	out := new(JobEscrowNotProvider)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "NotProvider", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowNotRequester represents a NotRequester error raised by the JobEscrow contract.
type JobEscrowNotRequester struct {
	Caller    common.Address
	Requester common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotRequester(address caller, address requester)
func JobEscrowNotRequesterErrorID() common.Hash {
	return common.HexToHash("0x0691b032b929d76e12873ceb559e6ea1a430f5e6ad588ffca056b6a5a9c89d14")
}

// UnpackNotRequesterError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotRequester(address caller, address requester)
func (jobEscrow *JobEscrow) UnpackNotRequesterError(raw []byte) (*JobEscrowNotRequester, error) {
	out := new(JobEscrowNotRequester)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "NotRequester", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowNotZkJob represents a NotZkJob error raised by the JobEscrow contract.
type JobEscrowNotZkJob struct {
	JobId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotZkJob(bytes32 jobId)
func JobEscrowNotZkJobErrorID() common.Hash {
	return common.HexToHash("0x99eac56f0b2fb7a61b1ca8269b56ac7ecce3356b543d6f211ae8158fa2bec694")
}

// UnpackNotZkJobError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotZkJob(bytes32 jobId)
func (jobEscrow *JobEscrow) UnpackNotZkJobError(raw []byte) (*JobEscrowNotZkJob, error) {
	out := new(JobEscrowNotZkJob)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "NotZkJob", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the JobEscrow contract.
type JobEscrowOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func JobEscrowOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (jobEscrow *JobEscrow) UnpackOwnableInvalidOwnerError(raw []byte) (*JobEscrowOwnableInvalidOwner, error) {
	out := new(JobEscrowOwnableInvalidOwner)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the JobEscrow contract.
type JobEscrowOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func JobEscrowOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (jobEscrow *JobEscrow) UnpackOwnableUnauthorizedAccountError(raw []byte) (*JobEscrowOwnableUnauthorizedAccount, error) {
	out := new(JobEscrowOwnableUnauthorizedAccount)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowProofRejected represents a ProofRejected error raised by the JobEscrow contract.
type JobEscrowProofRejected struct {
	JobId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ProofRejected(bytes32 jobId)
func JobEscrowProofRejectedErrorID() common.Hash {
	return common.HexToHash("0x2d93db73f8645f3db299337b09be200301d191d99bcd1cdd2e237822c0feb6f0")
}

// UnpackProofRejectedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ProofRejected(bytes32 jobId)
func (jobEscrow *JobEscrow) UnpackProofRejectedError(raw []byte) (*JobEscrowProofRejected, error) {
	out := new(JobEscrowProofRejected)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "ProofRejected", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowProofRequired represents a ProofRequired error raised by the JobEscrow contract.
type JobEscrowProofRequired struct {
	JobId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ProofRequired(bytes32 jobId)
func JobEscrowProofRequiredErrorID() common.Hash {
	return common.HexToHash("0x74ea19b506e3ad3ac2d21c45bc8d5024cc0ed63c0d9df6723f3a3c1ad7632044")
}

// UnpackProofRequiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ProofRequired(bytes32 jobId)
func (jobEscrow *JobEscrow) UnpackProofRequiredError(raw []byte) (*JobEscrowProofRequired, error) {
	out := new(JobEscrowProofRequired)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "ProofRequired", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowReentrancyGuardReentrantCall represents a ReentrancyGuardReentrantCall error raised by the JobEscrow contract.
type JobEscrowReentrancyGuardReentrantCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReentrancyGuardReentrantCall()
func JobEscrowReentrancyGuardReentrantCallErrorID() common.Hash {
	return common.HexToHash("0x3ee5aeb571de7fc460830b4d0017439a1ca56fb0bc39062227ade4fe4a24c1ca")
}

// UnpackReentrancyGuardReentrantCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReentrancyGuardReentrantCall()
func (jobEscrow *JobEscrow) UnpackReentrancyGuardReentrantCallError(raw []byte) (*JobEscrowReentrancyGuardReentrantCall, error) {
	out := new(JobEscrowReentrancyGuardReentrantCall)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "ReentrancyGuardReentrantCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the JobEscrow contract.
type JobEscrowSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func JobEscrowSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (jobEscrow *JobEscrow) UnpackSafeERC20FailedOperationError(raw []byte) (*JobEscrowSafeERC20FailedOperation, error) {
	out := new(JobEscrowSafeERC20FailedOperation)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowStringTooLong represents a StringTooLong error raised by the JobEscrow contract.
type JobEscrowStringTooLong struct {
	Str string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StringTooLong(string str)
func JobEscrowStringTooLongErrorID() common.Hash {
	return common.HexToHash("0x305a27a93f8e33b7392df0a0f91d6fc63847395853c45991eec52dbf24d72381")
}

// UnpackStringTooLongError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StringTooLong(string str)
func (jobEscrow *JobEscrow) UnpackStringTooLongError(raw []byte) (*JobEscrowStringTooLong, error) {
	out := new(JobEscrowStringTooLong)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "StringTooLong", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowTermsMismatch represents a TermsMismatch error raised by the JobEscrow contract.
type JobEscrowTermsMismatch struct {
	JobId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TermsMismatch(bytes32 jobId)
func JobEscrowTermsMismatchErrorID() common.Hash {
	return common.HexToHash("0x65340458b1eda2353f690c021085dd4f7c6e7d565990240f985abaf76edcf1f8")
}

// UnpackTermsMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TermsMismatch(bytes32 jobId)
func (jobEscrow *JobEscrow) UnpackTermsMismatchError(raw []byte) (*JobEscrowTermsMismatch, error) {
	out := new(JobEscrowTermsMismatch)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "TermsMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowTooManyPublicInputs represents a TooManyPublicInputs error raised by the JobEscrow contract.
type JobEscrowTooManyPublicInputs struct {
	Count *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TooManyPublicInputs(uint256 count)
func JobEscrowTooManyPublicInputsErrorID() common.Hash {
	return common.HexToHash("0x39e70ca06581f05514e0fadb0d1ea4dbe6527b20e1150474ad482c8f9d40e454")
}

// UnpackTooManyPublicInputsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TooManyPublicInputs(uint256 count)
func (jobEscrow *JobEscrow) UnpackTooManyPublicInputsError(raw []byte) (*JobEscrowTooManyPublicInputs, error) {
	out := new(JobEscrowTooManyPublicInputs)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "TooManyPublicInputs", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowUnknownCircuit represents a UnknownCircuit error raised by the JobEscrow contract.
type JobEscrowUnknownCircuit struct {
	CircuitId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownCircuit(bytes32 circuitId)
func JobEscrowUnknownCircuitErrorID() common.Hash {
	return common.HexToHash("0xe80eb6e0d9009073ddaebaef89c288d7da3b88d2ea35f677390d3fef69cc813c")
}

// UnpackUnknownCircuitError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownCircuit(bytes32 circuitId)
func (jobEscrow *JobEscrow) UnpackUnknownCircuitError(raw []byte) (*JobEscrowUnknownCircuit, error) {
	out := new(JobEscrowUnknownCircuit)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "UnknownCircuit", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowUnknownJob represents a UnknownJob error raised by the JobEscrow contract.
type JobEscrowUnknownJob struct {
	JobId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownJob(bytes32 jobId)
func JobEscrowUnknownJobErrorID() common.Hash {
	return common.HexToHash("0xe498a4818df576325d078a1a3c9d8186f5a17dea5710a922e4ee3dbe46eef065")
}

// UnpackUnknownJobError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownJob(bytes32 jobId)
func (jobEscrow *JobEscrow) UnpackUnknownJobError(raw []byte) (*JobEscrowUnknownJob, error) {
	out := new(JobEscrowUnknownJob)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "UnknownJob", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowVerifierOutOfGas represents a VerifierOutOfGas error raised by the JobEscrow contract.
type JobEscrowVerifierOutOfGas struct {
	JobId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error VerifierOutOfGas(bytes32 jobId)
func JobEscrowVerifierOutOfGasErrorID() common.Hash {
	return common.HexToHash("0x91e386bb5377ac9a9b50a2a0b6867039eb497325393aa7eef342bdf50d1b163b")
}

// UnpackVerifierOutOfGasError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error VerifierOutOfGas(bytes32 jobId)
func (jobEscrow *JobEscrow) UnpackVerifierOutOfGasError(raw []byte) (*JobEscrowVerifierOutOfGas, error) {
	out := new(JobEscrowVerifierOutOfGas)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "VerifierOutOfGas", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowWrongRegistry represents a WrongRegistry error raised by the JobEscrow contract.
type JobEscrowWrongRegistry struct {
	RegistryEscrow common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongRegistry(address registryEscrow)
func JobEscrowWrongRegistryErrorID() common.Hash {
	return common.HexToHash("0xf167fad15fe5c2656c21c039bb69997c571bb1acf08ad2c4ae6a567bc6271f7f")
}

// UnpackWrongRegistryError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongRegistry(address registryEscrow)
func (jobEscrow *JobEscrow) UnpackWrongRegistryError(raw []byte) (*JobEscrowWrongRegistry, error) {
	out := new(JobEscrowWrongRegistry)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "WrongRegistry", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowWrongStatus represents a WrongStatus error raised by the JobEscrow contract.
type JobEscrowWrongStatus struct {
	JobId  [32]byte
	Status uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongStatus(bytes32 jobId, uint8 status)
func JobEscrowWrongStatusErrorID() common.Hash {
	return common.HexToHash("0x9d81974470eb5e30f285b1055c396a387d885a43a0fb39f84dcb3764cbc907a1")
}

// UnpackWrongStatusError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongStatus(bytes32 jobId, uint8 status)
func (jobEscrow *JobEscrow) UnpackWrongStatusError(raw []byte) (*JobEscrowWrongStatus, error) {
	out := new(JobEscrowWrongStatus)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "WrongStatus", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowZeroAddress represents a ZeroAddress error raised by the JobEscrow contract.
type JobEscrowZeroAddress struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAddress()
func JobEscrowZeroAddressErrorID() common.Hash {
	return common.HexToHash("0xd92e233df2717d4a40030e20904abd27b68fcbeede117eaaccbbdac9618c8c73")
}

// UnpackZeroAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAddress()
func (jobEscrow *JobEscrow) UnpackZeroAddressError(raw []byte) (*JobEscrowZeroAddress, error) {
	out := new(JobEscrowZeroAddress)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "ZeroAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}
