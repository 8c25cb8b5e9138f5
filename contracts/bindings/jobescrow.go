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

// JobEscrowDisputeConfig is an auto generated low-level Go binding around an user-defined struct.
type JobEscrowDisputeConfig struct {
	MinBond          *big.Int
	BondBps          uint16
	VerdictWindow    uint32
	Quorum           uint8
	MinVerifierStake *big.Int
	DrawBps          uint16
	VerifierShareBps uint16
}

// JobEscrowVerdict is an auto generated low-level Go binding around an user-defined struct.
type JobEscrowVerdict struct {
	DisputeId  [32]byte
	JobId      [32]byte
	Outcome    uint8
	ResultHash [32]byte
	Verifier   common.Address
	IssuedAt   uint64
}

// JobEscrowMetaData contains all meta data concerning the JobEscrow contract.
var JobEscrowMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"token_\",\"type\":\"address\"},{\"internalType\":\"contractProviderRegistry\",\"name\":\"registry_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"treasury_\",\"type\":\"address\"},{\"internalType\":\"uint16\",\"name\":\"feeBps_\",\"type\":\"uint16\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow_\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"minBond\",\"type\":\"uint256\"},{\"internalType\":\"uint16\",\"name\":\"bondBps\",\"type\":\"uint16\"},{\"internalType\":\"uint32\",\"name\":\"verdictWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"minVerifierStake\",\"type\":\"uint256\"},{\"internalType\":\"uint16\",\"name\":\"drawBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"verifierShareBps\",\"type\":\"uint16\"}],\"internalType\":\"structJobEscrow.DisputeConfig\",\"name\":\"dc\",\"type\":\"tuple\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"name\":\"AcceptanceExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"BindingMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"until\",\"type\":\"uint64\"}],\"name\":\"ChallengeWindowClosed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"until\",\"type\":\"uint64\"}],\"name\":\"ChallengeWindowOpen\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"}],\"name\":\"CircuitExists\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DeadlineNotReached\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DeadlinePassed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"DuplicateVerdict\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"ForgedVerdict\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"InvalidAmount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"backend\",\"type\":\"uint8\"}],\"name\":\"InvalidBackend\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"}],\"name\":\"InvalidCID\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"}],\"name\":\"InvalidClass\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"InvalidDeadline\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidDisputeConfig\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint16\",\"name\":\"feeBps\",\"type\":\"uint16\"}],\"name\":\"InvalidFee\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"}],\"name\":\"InvalidOutcome\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"InvalidSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"verdicts\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"signatures\",\"type\":\"uint256\"}],\"name\":\"InvalidVerdicts\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"JobExists\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"NoVerifierCode\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"NotDrawn\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotEnabled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"NotProvider\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"}],\"name\":\"NotRequester\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"NotZkJob\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"ProofRejected\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"ProofRequired\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"RevealMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"TermsMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"count\",\"type\":\"uint256\"}],\"name\":\"TooManyPublicInputs\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"}],\"name\":\"UnknownCircuit\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"UnknownJob\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"UnstakedVerifier\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"VerdictLate\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"until\",\"type\":\"uint64\"}],\"name\":\"VerdictWindowOpen\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"VerifierOutOfGas\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"disputeId\",\"type\":\"bytes32\"}],\"name\":\"WrongDispute\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"registryEscrow\",\"type\":\"address\"}],\"name\":\"WrongRegistry\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"enumJobEscrow.Status\",\"name\":\"status\",\"type\":\"uint8\"}],\"name\":\"WrongStatus\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"packageHash\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"backend\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"registrant\",\"type\":\"address\"}],\"name\":\"CircuitRegistered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"disputeId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"disputer\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"bond\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"seed\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"secret\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"verdictDeadline\",\"type\":\"uint64\"}],\"name\":\"DisputeOpened\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"disputeId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"slashed\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"verifierReward\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"verifiers\",\"type\":\"uint256\"}],\"name\":\"DisputeResolved\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"payout\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"}],\"name\":\"JobClaimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"name\":\"JobOpened\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"slashed\",\"type\":\"uint256\"}],\"name\":\"JobRefunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"resultCID\",\"type\":\"bytes\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"}],\"name\":\"ProofAccepted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"resultCID\",\"type\":\"bytes\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"challengeEnd\",\"type\":\"uint64\"}],\"name\":\"ResultSubmitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"treasury\",\"type\":\"address\"}],\"name\":\"TreasurySet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"}],\"name\":\"VerdictAccepted\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"ACCEPTANCE_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"BACKEND_GROTH16\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"BACKEND_PLONK\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"CLASS_BATCH\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"CLASS_BURST\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"CLASS_ZK\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_CID_LENGTH\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_FEE_BPS\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_PUBLIC_INPUTS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"PROVIDER_FAULT\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"PROVIDER_RIGHT\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"VERDICT_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"VERIFY_GAS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"VOID\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"}],\"name\":\"acceptanceDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"}],\"name\":\"acceptanceHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"bondBps\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"challengeWindow\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"}],\"name\":\"circuit\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"internalType\":\"uint8\",\"name\":\"backend\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"packageHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"verifierCodeHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"backend\",\"type\":\"uint8\"}],\"name\":\"circuitIdOf\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"}],\"name\":\"claim\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"secret\",\"type\":\"bytes32\"}],\"name\":\"dispute\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"}],\"name\":\"disputeBond\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"seed\",\"type\":\"bytes32\"}],\"name\":\"disputeId\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"disputeOf\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"disputer\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"bond\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"seed\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"openedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"faultVotes\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"rightVotes\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"domainSeparator\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"drawThreshold\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"}],\"name\":\"expireDispute\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"feeBps\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"isDrawn\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"jobState\",\"outputs\":[{\"internalType\":\"enumJobEscrow.Status\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"uint64\",\"name\":\"time\",\"type\":\"uint64\"},{\"internalType\":\"bytes26\",\"name\":\"commitment\",\"type\":\"bytes26\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"minBond\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"minVerifierStake\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"openJob\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"},{\"internalType\":\"uint256\",\"name\":\"permitDeadline\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"openJobWithPermit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"quorum\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"}],\"name\":\"refund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"packageHash\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"internalType\":\"uint8\",\"name\":\"backend\",\"type\":\"uint8\"}],\"name\":\"registerCircuit\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"registry\",\"outputs\":[{\"internalType\":\"contractProviderRegistry\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"structHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"}],\"name\":\"resultCommitment\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"treasury_\",\"type\":\"address\"}],\"name\":\"setTreasury\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"specCidHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"publicInputs\",\"type\":\"uint256[]\"},{\"internalType\":\"bytes\",\"name\":\"proof\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"resultCID\",\"type\":\"bytes\"}],\"name\":\"submitProof\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"resultCID\",\"type\":\"bytes\"}],\"name\":\"submitResult\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"disputeId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"issuedAt\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Verdict[]\",\"name\":\"verdicts\",\"type\":\"tuple[]\"},{\"internalType\":\"bytes[]\",\"name\":\"signatures\",\"type\":\"bytes[]\"}],\"name\":\"submitVerdicts\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"treasury\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"disputeId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"issuedAt\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Verdict\",\"name\":\"v\",\"type\":\"tuple\"}],\"name\":\"verdictDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"verdictDomainSeparator\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"verdictWindow\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"verifierShareBps\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"voteOf\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"specCidHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"publicInputs\",\"type\":\"uint256[]\"}],\"name\":\"zkSpecHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"}]",
	ID:  "JobEscrow",
	Bin: "0x610300806040523461072e5780615b00803803809161001e82856107ce565b8339810103906101a0821261072e578051916001600160a01b0383169182840361072e5760208101516001600160a01b0381169283820361072e57610065604084016107f1565b9261007260608201610805565b9561007f60808301610814565b9560e061008e60a085016107f1565b9460bf19011261072e576040519060e082016001600160401b038111838210176107ba5760405260c084015182526100c860e08501610805565b602083019081526100dc6101008601610814565b604084019081526101208601519260ff8416840361072e5760608501938452610140870151956080860196875261012a61018061011c6101608b01610805565b9960a089019a8b5201610805565b9860c08701998a52604051906101416040836107ce565b6011825260208201706770756d657368204a6f62457363726f7760781b81526040519261016f6040856107ce565b60018452603160f81b60208501908152926001600160a01b031680156107a7575f80546001600160a01b03198116831782556001600160a01b0316907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09080a36101d881610825565b610120526101e584610825565b61014052519020918260e05251902080610100524660a0526040519060208201925f516020615ae05f395f51905f528452604083015260608201524660808201523060a082015260a0815261023b60c0826107ce565b5190206080523060c05215801561079f575b801561078e575b61077f5760405163e2fdcc1760e01b8152602081600481855afa90811561073a575f91610745575b50306001600160a01b03909116036106b5575061ffff8b166107d081116106a3575083518015908115610692575b508015610682575b8015610673575b8015610667575b801561065a575b801561064a575b801561063a575b61062b5761ffff63ffffffff9260ff95516101e052511661020052511661022052511661024052516102605261271061ffff825116145f146105ca5750905f516020615aa05f395f51905f529561ffff6020969594935f195b6102805251166102a052466102e052604051868101905f516020615ae05f395f51905f5282527f5713b7999760bffd026daf45aebd75261222de8f4562351a9f2730109196ff3260408201527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc660608201524660808201523060a082015260a081526103bb60c0826107ce565b5190206102c0526101605261018052600380546001600160a01b0319166001600160a01b039290921691821790556101a0929092526101c052604051908152a160405161520f9081610891823960805181615025015260a051816150dc015260c05181614ff6015260e051816150740152610100518161509a015261012051816113cb015261014051816113f501526101605181818161031d015281816106c8015281816109b201528181610f8d01528181611874015281816124a8015281816129a501528181612ec701528181613224015281816148a60152614b560152610180518181816109e101528181610fb8015281816118ee01528181611f740152818161250101528181612a160152818161329e015281816138cd0152818161420a0152818161492801528181614bd70152614cbe01526101a05181818161178d015281816127db0152818161291a0152818161317d01526147d501526101c05181818161138801526120a401526101e0518181816114e1015261412d0152610200518181816122d301526141040152610220518181816123c00152612d2e015261024051818181612bcf0152613ab1015261026051818181611eee01528181613900015261423d0152610280518181816112bc0152614e3a01526102a0518181816128440152818161337001528181614a7c0152614d9301526102c051816144c301526102e0518161449d0152f35b61ffff90959493929195511695865f516020615ac05f395f51905f5202965f516020615ac05f395f51905f528804036106175761ffff6020965f516020615aa05f395f51905f529861032e565b634e487b7160e01b5f52601160045260245ffd5b635ec9dffd60e01b5f5260045ffd5b5061271061ffff885116116102d5565b5061271061ffff875116116102ce565b5061ffff865116156102c7565b5060ff835116156102c0565b5063ffffffff815116156102b9565b5061271061ffff835116116102b2565b6001600160801b031090505f6102aa565b63f6f4a38f60e01b5f5260045260245ffd5b60206004916040519283809263e2fdcc1760e01b82525afa90811561073a575f916106fc575b5063f167fad160e01b5f9081526001600160a01b0391909116600452602490fd5b90506020813d602011610732575b81610717602093836107ce565b8101031261072e57610728906107f1565b816106db565b5f80fd5b3d915061070a565b6040513d5f823e3d90fd5b90506020813d602011610777575b81610760602093836107ce565b8101031261072e57610771906107f1565b5f61027c565b3d9150610753565b63d92e233d60e01b5f5260045ffd5b506001600160a01b038a1615610254565b50801561024d565b631e4fbdf760e01b5f525f60045260245ffd5b634e487b7160e01b5f52604160045260245ffd5b601f909101601f19168101906001600160401b038211908210176107ba57604052565b51906001600160a01b038216820361072e57565b519061ffff8216820361072e57565b519063ffffffff8216820361072e57565b601f815111610850576020815191015160208210610841571790565b5f198260200360031b1b161790565b604460209160405192839163305a27a960e01b83528160048401528051918291826024860152018484015e5f828201840152601f01601f19168101030190fdfe60806040526004361015610011575f80fd5b5f5f3560e01c8063037c82661461307a5780630cb601d714612fdf5780630e55b4f214612bf357806314ca8193146113665780631703a01814612bb55780631be2034c14612b8c5780631c06344e146128685780631d53600414610cfe5780631e140d4814612829578063215e5f34146127ff57806324a9d853146127c057806325e546e9146127855780632633ca3d146113665780632b4e89da1461276757806332f5aa04146113ac57806346f77495146127025780634953e517146126e35780634ea4ffc8146126c557806351c4f2391461260057806356522c2e1461126657806357f716cf146125ba5780635f59962a1461240b57806361d027b3146123e4578063663a93b2146123a3578063715018a61461233257806375cb5f3d146122f7578063761d4a39146122b85780637a7b6c6914611f985780637b10399914611f545780637b2f1e4b14611f115780637c59496414611ed65780637f0828be14611504578063831518b7146114c957806384b0196e146113b157806386182139146113ac578063861a14121461136b5780638bcc0b2e146113665780638da5cb5b146113405780639427c7d6146112df578063954765f6146112a45780639b93788114611288578063a1532da21461126b578063a386ce5f14611266578063a82da60d1461124a578063b181c22f14610d4c578063bbad29c914610d03578063d36f435a14610cfe578063d55be8c614610ce1578063e7198ffd14610668578063f0f44260146105b7578063f1526a8214610412578063f2fde38b1461035c578063f698da2514610341578063fc0c546a146102fd578063fcbaaeb1146102da5763fef9649614610282575f80fd5b346102d75760206003193601126102d75760408091600435815260056020522060208251916102b0836135ad565b549160ff6001600160a01b0384169384835260a01c16918291015282519182526020820152f35b80fd5b50346102d757806003193601126102d75760206102f561449a565b604051908152f35b50346102d757806003193601126102d75760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b50346102d757806003193601126102d75760206102f5614fec565b50346102d75760206003193601126102d7576001600160a01b0361037e6134d6565b610386614fad565b1680156103e6576001600160a01b038254827fffffffffffffffffffffffff00000000000000000000000000000000000000008216178455167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e08380a380f35b6024827f1e4fbdf700000000000000000000000000000000000000000000000000000000815280600452fd5b50346102d75760606003193601126102d75760043561042f6134c0565b91610438613459565b9160ff8316916001831161058b57843b156105565761045984863f84613eaa565b93848252600560205260408220916001600160a01b0383541661052a575060406001600160a01b038787947fbf317cfe2f958c03210a3fde6ffc1f90adc20dfdaebb2d0ab49fc367f08dc309948360209b167fffffffffffffffffffffffff00000000000000000000000000000000000000008354161782557fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff74ff000000000000000000000000000000000000000083549260a01b169116179055825196875233898801521694a4604051908152f35b80867f1eec5d4f0000000000000000000000000000000000000000000000000000000060249352600452fd5b806001600160a01b03867ff0fbb5a5000000000000000000000000000000000000000000000000000000006024945216600452fd5b80837f7494e3240000000000000000000000000000000000000000000000000000000060249352600452fd5b50346102d75760206003193601126102d7576001600160a01b036105d96134d6565b6105e1614fad565b168015610640576020817f3c864541ef71378c6229510ed90f376565ee42d9c5e0904a984a9e863e6db44f927fffffffffffffffffffffffff00000000000000000000000000000000000000006003541617600355604051908152a180f35b6004827fd92e233d000000000000000000000000000000000000000000000000000000008152fd5b50346102d75760031936016101e08112610ab457610140136102d7576101443567ffffffffffffffff8111610ab4576106a59036906004016134ec565b90826101843560ff8116809103610ab4576106be614577565b6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690813b15610ab857829160e4839260405194859384927fd505accf000000000000000000000000000000000000000000000000000000008452336004850152306024850152608435604485015261016435606485015260848401526101a43560a48401526101c43560c48401525af1610ccc575b50506024356001600160a01b03811614159182610abc576001600160a01b03602435163303610c91576101243567ffffffffffffffff811614159283610c8d5767ffffffffffffffff61012435164211610c545760c43567ffffffffffffffff811614159182610c50574267ffffffffffffffff60c4351611801590610c33575b610bf55760e43560ff811614159384610ac057600260ff60e4351611610bc457608435158015610ba9575b610b7b576effffffffffffffffffffffffffffff60a43511610b4d5760043587526004602052604087209160ff8354166007811015610b3957610b0b5761089d906108536004613fc2565b9261089884610860614fec565b604291604051917f19010000000000000000000000000000000000000000000000000000000000008352600283015260228201522090565b614dc3565b6044356001600160a01b0381161415949085610b07576001600160a01b03604435166001600160a01b03821603610ac45750600160ff19845416178355610ac057815465ffffffffffff199190911660ff90911665ffffffffff0060c43560081b1617179055610abc57610ab857610ab4576102d7576040516064358152608435602082015260a435604082015267ffffffffffffffff60c43516606082015260ff60e4351660808201526101043560a082015267ffffffffffffffff610124351660c08201526001600160a01b0360443516906001600160a01b0360243516907fa935015702411da96ab4a55851ca40d99bd0c5ca62006a73726caa85717e069460e060043592a46109d6608435306024357f0000000000000000000000000000000000000000000000000000000000000000614e7f565b806001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016803b15610ab1578160405180927f282d3fdf000000000000000000000000000000000000000000000000000000008252818381610a5c60a43560443560048401602090939291936001600160a01b0360408201951681520152565b03925af18015610aa657610a91575b507f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d80f35b81610a9b916135c9565b6102d757805f610a6b565b6040513d84823e3d90fd5b50fd5b5080fd5b8280fd5b8380fd5b8680fd5b886001600160a01b036044927f42d750dc000000000000000000000000000000000000000000000000000000008352166004526001600160a01b03823516602452fd5b8880fd5b6024887f9e2b4bfd000000000000000000000000000000000000000000000000000000008152600435600452fd5b602489634e487b7160e01b81526021600452fd5b6024877f3728b83d00000000000000000000000000000000000000000000000000000000815260a435600452fd5b6024877f3728b83d000000000000000000000000000000000000000000000000000000008152608435600452fd5b506fffffffffffffffffffffffffffffffff60843511610808565b6024877fce09c8f800000000000000000000000000000000000000000000000000000000815260ff60e43516600452fd5b85836102d7576024907fbc4bfd3b00000000000000000000000000000000000000000000000000000000815267ffffffffffffffff60c43516600452fd5b505f925064ffffffffff60c43567ffffffffffffffff16116107dd565b8580fd5b6024857f94cc0f9800000000000000000000000000000000000000000000000000000000815267ffffffffffffffff6101243516600452fd5b8480fd5b6044847f0691b032000000000000000000000000000000000000000000000000000000008152336004526001600160a01b0360243516602452fd5b81610cd6916135c9565b610ab857825f61075c565b50346102d757806003193601126102d75760206040516107d08152f35b613438565b50346102d75760406003193601126102d7576001600160a01b036040610d276134c0565b92600435815260076020522091165f52602052602060ff60405f205416604051908152f35b50346102d757610d5b3661351a565b9291610d65614577565b602081016001600160a01b03610d7a82613626565b1633036112095761012082019067ffffffffffffffff610d998361363a565b1642116111cb5760c08301924267ffffffffffffffff610db88661363a565b16118015906111ab575b61116d5760e08101600260ff610dd7836135ec565b1611611136576080820135938415801561111d575b6110f15760a0830135956effffffffffffffffffffffffffffff87116110c557833591828a52600460205260408a209a60ff8c541660078110156110b15761108557610e4890610e3b87613fc2565b9a6108988c610860614fec565b9a60408601996001600160a01b0380610e608d613626565b169d169c8d03611043578b9c50815460ff19166001178255610e818461363a565b82547fffffffffffffffffffffffffffffffffffffffffffffffffffff0000000000ff1660089190911b65ffffffffff0016178255815465ffffffffffff1665ffffffffffff19909116179055610ed786613626565b94610ee18a613626565b92610eeb9061363a565b94610ef5906135ec565b91610eff9061363a565b9160405195606083013587528960208801528a604088015267ffffffffffffffff16606087015260ff166080860152610100013560a085015267ffffffffffffffff1660c08401526001600160a01b0316926001600160a01b03169160e07fa935015702411da96ab4a55851ca40d99bd0c5ca62006a73726caa85717e069491a4610f8990613626565b90307f000000000000000000000000000000000000000000000000000000000000000092610fb693614e7f565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031691610fea90613626565b90823b1561103e576040517f282d3fdf0000000000000000000000000000000000000000000000000000000081526001600160a01b0390921660048301526024820152908290829081838160448101610a5c565b505050fd5b60448c6001600160a01b038f6110588f613626565b907f42d750dc00000000000000000000000000000000000000000000000000000000845260045216602452fd5b60248b857f9e2b4bfd000000000000000000000000000000000000000000000000000000008252600452fd5b60248c634e487b7160e01b81526021600452fd5b602489887f3728b83d000000000000000000000000000000000000000000000000000000008252600452fd5b602488867f3728b83d000000000000000000000000000000000000000000000000000000008252600452fd5b506fffffffffffffffffffffffffffffffff8511610dec565b8660ff6111446024936135ec565b7fce09c8f800000000000000000000000000000000000000000000000000000000835216600452fd5b60248667ffffffffffffffff6111828761363a565b7fbc4bfd3b00000000000000000000000000000000000000000000000000000000835216600452fd5b5064ffffffffff67ffffffffffffffff6111c48661363a565b1611610dc2565b60248567ffffffffffffffff6111e08561363a565b7f94cc0f9800000000000000000000000000000000000000000000000000000000835216600452fd5b836001600160a01b0361121d604493613626565b7f0691b0320000000000000000000000000000000000000000000000000000000083523360045216602452fd5b50346102d757806003193601126102d757602060405160808152f35b6134a5565b50346102d757806003193601126102d75760206040516101008152f35b50346102d757806003193601126102d757602060405160038152f35b50346102d757806003193601126102d75760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b50346102d75760206003193601126102d75760e06001600160a01b0367ffffffffffffffff61130f6004356143a8565b9694604098919698949294519889521660208801526040870152606086015216608084015260a083015260c0820152f35b50346102d757806003193601126102d7576001600160a01b036020915416604051908152f35b61341d565b50346102d757806003193601126102d757602060405163ffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b613469565b50346102d757806003193601126102d75761146d906113ef7f0000000000000000000000000000000000000000000000000000000000000000615136565b906114197f0000000000000000000000000000000000000000000000000000000000000000615136565b90602061147b6040519361142d83866135c9565b8385525f3681376040519687967f0f00000000000000000000000000000000000000000000000000000000000000885260e08589015260e0880190613558565b908682036040880152613558565b904660608601523060808601528260a086015284820360c08601528080855193848152019401925b8281106114b257505050500390f35b8351855286955093810193928101926001016114a3565b50346102d757806003193601126102d75760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b50346102d75760031936016101e08112610ab457610140136102d757610164356101843567ffffffffffffffff8111610ab8576115459036906004016133ec565b906101a43567ffffffffffffffff8111610c8d576115679036906004016134ec565b9390916101c43567ffffffffffffffff8111610ac05761158b9036906004016134ec565b919095611596614577565b61159e614710565b6001600160a01b036115b1989298613610565b163303611e965764ffffffffff16804211611e6b575060e43560ff8116808203611e67576002915003611e395783158015611e2f575b611e03576101008111611dd85761160381848761014435614357565b60643503611daa578489526005602052604089209160405192611625846135ad565b54936001600160a01b03851680855260ff602086019660a01c16865215611d7e5760043597600160ff875116145f14611a3b5761169790604051937f7e4f7a8a000000000000000000000000000000000000000000000000000000006020860152604060248601526064850191614303565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffdc8382030160448401528381527f07ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8411611a375782611715926020926001600160a01b039660051b809285830137010301601f1981018352826135c9565b915b511691823b15611a0b57602091600160ff8b93511614938382519201906216e360fa9081166119fb575b1561199d57827f5557843a823814e2e028bbdf04148df378d1c20e8d6be32436625f848223b72e6117733684896142cd565b6020815191012092611816608435986127106117b361ffff7f0000000000000000000000000000000000000000000000000000000000000000168c613e46565b8a5465ffffffffffff19164260081b65ffffffffff0016176004178b55049865ffffffffffff196117eb886117e6613ed3565b613e84565b1665ffffffffffff65ffffffffffff1983549216911617905560405192604084526040840191614303565b9360208201528033940390a461182a613610565b907f3fb3a9e22d7cfe2f14bca51cecf0290cc19a5dd898ee0bbd216b8e76be68d76660406001600160a01b036118608688613e77565b9482519586528660208701521693a36118ad7f0000000000000000000000000000000000000000000000000000000000000000926118a6836118a0613610565b92613e77565b9084614f3b565b80611980575b50508060a435806118e457507f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d80f35b6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690611917613610565b90823b1561103e576040517f7eee288d0000000000000000000000000000000000000000000000000000000081526001600160a01b03909216600483015260248201529082908290818381604481015b03925af18015610aa65715610a6b5781610a9b916135c9565b611996916001600160a01b036003541690614f3b565b5f806118b3565b60248684615d015a11156119d3577f2d93db73000000000000000000000000000000000000000000000000000000008252600452fd5b7f91e386bb000000000000000000000000000000000000000000000000000000008252600452fd5b506001865114601f3d1116611741565b602489847ff0fbb5a5000000000000000000000000000000000000000000000000000000008252600452fd5b8b80fd5b9092908b8083807a184f03e93ff9f4daa797ed6e38ed64bf6a1f010000000000000000811015611d56575b806d04ee2d6d415b85acef8100000000600a921015611d3b575b662386f26fc10000811015611d27575b6305f5e100811015611d16575b612710811015611d07575b6064811015611cf9575b1015611cee575b600a5f1960216001850194611ae6611ad0876142b1565b96611ade60405198896135c9565b8088526142b1565b96601f19602088019801368937508501015b01917f30313233343536373839616263646566000000000000000000000000000000008282061a835304908115611b3457600a905f1990611af8565b50507fffffffff0000000000000000000000000000000000000000000000000000000091611be86002603a604051809460208201967f76657269667950726f6f662862797465732c75696e743235365b00000000000088525180918484015e81017f5d290000000000000000000000000000000000000000000000000000000000008382015203017fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe28101845201826135c9565b5190201692601f811660200360208111611cda57601f16916001840195868511611cc6577f07ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff87168703611cc657928e83611cc09693602095611c986001600160a01b039b9a98611c70611c5a886142b1565b97611c68604051998a6135c9565b8089526142b1565b97601f198a89019901368a376040519c8d9b8b8d015260051b60248c015260448b0191614323565b91818352878301370191848301918252519283915e01018c815203601f1981018352826135c9565b91611717565b60248f634e487b7160e01b81526011600452fd5b60248e634e487b7160e01b81526011600452fd5b600190910190611ab9565b606460029104930192611ab2565b61271060049104930192611aa8565b6305f5e10060089104930192611a9d565b662386f26fc1000060109104930192611a90565b6d04ee2d6d415b85acef810000000060209104930192611a80565b50604091507a184f03e93ff9f4daa797ed6e38ed64bf6a1f0100000000000000008504611a66565b60248b887fe80eb6e0000000000000000000000000000000000000000000000000000000008252600452fd5b6024897f8424c03d000000000000000000000000000000000000000000000000000000008152600435600452fd5b7f39e70ca0000000000000000000000000000000000000000000000000000000008952600452602488fd5b602489857f0b113625000000000000000000000000000000000000000000000000000000008252600452fd5b50608084116115e7565b6024897f99eac56f000000000000000000000000000000000000000000000000000000008152600435600452fd5b8a80fd5b7f67680913000000000000000000000000000000000000000000000000000000008a52600452602489fd5b60448a6001600160a01b03611ea9613610565b7f344b09040000000000000000000000000000000000000000000000000000000083523360045216602452fd5b50346102d757806003193601126102d75760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b50346102d75760606003193601126102d7576044359067ffffffffffffffff82116102d75760206102f5611f4836600486016133ec565b90602435600435614357565b50346102d757806003193601126102d75760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b50346102d757611fa73661351a565b92919081359182845260046020526040842090611fc3826140a6565b805160078110156122a4575f19016121fe57611fde82613fc2565b65ffffffffffff19806040840151169116036121d2576020015164ffffffffff16604082016001600160a01b0361201482613626565b1633036121be57508042116121935750600260ff61203460e084016135ec565b1614612167578515801561215d575b612131578461211c7f83723d7a2d10f280eba2d3c4443bb636dd425a2a6fae29b68b2c70d13359f81b946117e697989465ffffffffffff196120f164ffffffffff96612090368a876142cd565b602081519101209b8c916120cc63ffffffff7f0000000000000000000000000000000000000000000000000000000000000000168b4216613e16565b865465ffffffffffff1916600882901b65ffffffffff00161760021787559850613fc2565b1665ffffffffffff65ffffffffffff1983549216911617905560405194606086526060860191614303565b9560208401521660408201528033940390a380f35b602485877f0b113625000000000000000000000000000000000000000000000000000000008252600452fd5b5060808611612043565b602485857f74ea19b5000000000000000000000000000000000000000000000000000000008252600452fd5b7f67680913000000000000000000000000000000000000000000000000000000008652600452602485fd5b866001600160a01b03611ea9604493613626565b602486867f65340458000000000000000000000000000000000000000000000000000000008252600452fd5b85818692516007811015612290571561226457519160078310156122505760449261224e917f9d819744000000000000000000000000000000000000000000000000000000008452600452613483565bfd5b602482634e487b7160e01b81526021600452fd5b506024917fe498a481000000000000000000000000000000000000000000000000000000008252600452fd5b602483634e487b7160e01b81526021600452fd5b602487634e487b7160e01b81526021600452fd5b50346102d757806003193601126102d757602060405161ffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b50346102d757806003193601126102d75760206040517f1ee1f3ee8fe08cc43c4b9f7cc35ca48200da8950d4bce2623c19f257792b1cd08152f35b50346102d757806003193601126102d75761234b614fad565b806001600160a01b0381547fffffffffffffffffffffffff000000000000000000000000000000000000000081168355167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e08280a380f35b50346102d757806003193601126102d757602060405163ffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b50346102d757806003193601126102d75760206001600160a01b0360035416604051908152f35b50346102d7576101406003193601126102d757612426614577565b64ffffffffff612434614710565b919091168042111561258f5750600560ff19825416179055806124556135fa565b6124cc60843560a435926001600160a01b036040519183835285602084015216907f84cac6a64f44d4b8a5092c03522e3985dc3268dc05472482b703df0d752de4d9604060043592a36124a66135fa565b7f0000000000000000000000000000000000000000000000000000000000000000614f3b565b806124f757507f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d80f35b6001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016612529613610565b906125326135fa565b90803b15610c8d576040517fbfac59900000000000000000000000000000000000000000000000000000000081526001600160a01b0393841660048201526024810194909452911660448301528290829081838160648101611967565b7fbd5145db000000000000000000000000000000000000000000000000000000008352600452602482fd5b50346102d75760031936016101608112610ab457610140136102d75761014435906001600160a01b03821682036102d75760206125f68361415d565b6040519015158152f35b50346102d75760c06003193601126102d7576044359060ff821691828103610ab45750608435906001600160a01b03821691828103610ab4575060a43567ffffffffffffffff8116918282036102d75760206102f586868660405191858301937f1ee1f3ee8fe08cc43c4b9f7cc35ca48200da8950d4bce2623c19f257792b1cd0855260043560408501526024356060850152608084015260643560a084015260c083015260e082015260e081526126ba610100826135c9565b51902061086061449a565b50346102d757806003193601126102d75760206040516216e3608152f35b50346102d75760206003193601126102d75760206102f56004356140f8565b50346102d75760206003193601126102d7576004358152600460205261272a604082206140a6565b8051906007821015612290576060925065ffffffffffff19604064ffffffffff602084015116920151169060405192835260208301526040820152f35b50346102d7576101406003193601126102d7575060206102f5613ed3565b50346102d757806003193601126102d75760206040517f28bad9b1b4acf47376899a6cbcc24867d04c86f324fc3dfa1beccebe044a5f7e8152f35b50346102d757806003193601126102d757602060405161ffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b50346102d75760606003193601126102d75760206102f561281e613459565b602435600435613eaa565b50346102d757806003193601126102d757602060405161ffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b50346102d757612877366133cd565b612882929192614577565b8235908183526004602052604083209061289b826140a6565b9081516007811015612b78577ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe01612b28576128da906117e687613fc2565b65ffffffffffff1980604084015116911603612afc57602064ffffffffff91015116804210612ad157508360a0916080859601359061271061294061ffff7f00000000000000000000000000000000000000000000000000000000000000001684613e46565b0490600460ff19825416179055604083019461295b86613626565b907f3fb3a9e22d7cfe2f14bca51cecf0290cc19a5dd898ee0bbd216b8e76be68d76660406001600160a01b036129918688613e77565b9482519586528660208701521693a36129d27f0000000000000000000000000000000000000000000000000000000000000000926118a6836118a089613626565b80612ab4575b5050013580612a09575b50507f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d80f35b612a3c6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001692613626565b90823b1561103e576040517f7eee288d0000000000000000000000000000000000000000000000000000000081526001600160a01b0392909216600483015260248201529082908290604490829084905af18015610aa657612a9f575b806129e2565b81612aa9916135c9565b6102d757805f612a99565b612aca916001600160a01b036003541690614f3b565b5f806129d8565b7f9db52e49000000000000000000000000000000000000000000000000000000008452600452602483fd5b602484847f65340458000000000000000000000000000000000000000000000000000000008252600452fd5b83858380516007811015612290571561226457519160078310156122505760449261224e917f9d819744000000000000000000000000000000000000000000000000000000008452600452613483565b602486634e487b7160e01b81526021600452fd5b50346102d7576101406003193601126102d7575060206102f5612bad613ed3565b610860614fec565b50346102d757806003193601126102d757602060405160ff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b50346102d75760031936016101808112610ab457610140136102d7576101643590612c1c614577565b600435808252600460205260408220612c34816140a6565b80516007811015612fcb577ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe01612f7b57612c7c612c726004613fc2565b6101443590613e84565b65ffffffffffff1980604084015116911603612afc576020015164ffffffffff166001600160a01b03612cad6135fa565b163303612f685780421015612f3d5750604051602081019085825260208152612cd76040826135c9565b5190206101043503612f1157612eeb9293612cf36084356140f8565b9264ffffffffff604051602081019044825283604082015260408152612d1a6060826135c9565b51902093814216612d75612d5463ffffffff7f00000000000000000000000000000000000000000000000000000000000000001683613e16565b835465ffffffffffff1916600882901b65ffffffffff001617600317909355565b60028960405192612d858461357d565b3384526020840190815260408401906fffffffffffffffffffffffffffffffff8b1682526001600160a01b0380604060608801958d87528b8152600660205220965116167fffffffffffffffffffffffff0000000000000000000000000000000000000000865416178555517fffffffffffffff0000000000ffffffffffffffffffffffffffffffffffffffff78ffffffffff000000000000000000000000000000000000000086549260a01b1691161784556fffffffffffffffffffffffffffffffff600185019151167fffffffffffffffffffffffffffffffff0000000000000000000000000000000082541617905551910155612e858584613e84565b9360405195878752602087015260408601521660608401527f2ac48e76fa3c5ea5e83371b05ffc0bc28fbda9277ba9dd2f6cdf5f63e9ebe7bb60803394a430337f0000000000000000000000000000000000000000000000000000000000000000614e7f565b807f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d80f35b602483837f7dd03dbf000000000000000000000000000000000000000000000000000000008252600452fd5b7f7080c4c8000000000000000000000000000000000000000000000000000000008452600452602483fd5b6044846001600160a01b0361121d6135fa565b83915080516007811015612290571561226457519160078310156122505760449261224e917f9d819744000000000000000000000000000000000000000000000000000000008452600452613483565b602485634e487b7160e01b81526021600452fd5b50346102d75760031936016101a08112610ab457610140136102d7576101643567ffffffffffffffff8111610ab45736602382011215610ab45780600401359067ffffffffffffffff8211610ab85736602460c0840283010111610ab857610184359067ffffffffffffffff8211610abc57612eeb9261306560249336906004016133ec565b939092613070614577565b016101443561364f565b5034613345576130a364ffffffffff613092366133cd565b61309d939193614577565b836145eb565b91909116804211156133a257508161326260a0926131a3943590815f5260066020526fffffffffffffffffffffffffffffffff6001600160a01b0360405f2092604051906130f08261357d565b64ffffffffff855484811684528a1c1660208301526131276002856001880154169660408501978852015480606085015287613e84565b90604051906131376020836135c9565b5f82525f368137600660ff198254161790555190867f57bc872f9afdaf5fd653a8c0e61270150d58ee932fc00173856577463b90f2e16080612710818d01359e8f61ffff7f00000000000000000000000000000000000000000000000000000000000000001690613e46565b049489818061335e5750505f905b60405191600383525f602084015260408301526060820152a3613250604089019a8b976131dd89613626565b907f3fb3a9e22d7cfe2f14bca51cecf0290cc19a5dd898ee0bbd216b8e76be68d76660408861320c8887613e77565b9482519586528860208701521693a3613249836118a07f00000000000000000000000000000000000000000000000000000000000000009a613626565b9088614f3b565b80613349575b50511691511691614f3b565b013580613291575b82807f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d80f35b6132c46001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001692613626565b90823b15613345576040517f7eee288d0000000000000000000000000000000000000000000000000000000081526001600160a01b039290921660048301526024820152905f908290604490829084905af1801561333a57613327575b8061326a565b61333391505f906135c9565b5f5f613321565b6040513d5f823e3d90fd5b5f80fd5b61335890836003541687614f3b565b5f613256565b6127106133968c61339c94511661ffff7f00000000000000000000000000000000000000000000000000000000000000001690613e46565b04613e59565b906131b1565b7f28cc6fb6000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b6003190161016081126133455761014013613345576004906101443590565b9181601f840112156133455782359167ffffffffffffffff8311613345576020808501948460051b01011161334557565b34613345575f60031936011261334557602060405160018152f35b346133455760406003193601126133455760206102f5602435600435613e84565b6044359060ff8216820361334557565b34613345575f6003193601126133455760206040515f8152f35b600781101561349157602452565b634e487b7160e01b5f52602160045260245ffd5b34613345575f60031936011261334557602060405160028152f35b602435906001600160a01b038216820361334557565b600435906001600160a01b038216820361334557565b9181601f840112156133455782359167ffffffffffffffff8311613345576020838186019501011161334557565b9060031982016101608112613345576101401361334557600491610144359067ffffffffffffffff821161334557613554916004016134ec565b9091565b90601f19601f602080948051918291828752018686015e5f8582860101520116010190565b6080810190811067ffffffffffffffff82111761359957604052565b634e487b7160e01b5f52604160045260245ffd5b6040810190811067ffffffffffffffff82111761359957604052565b90601f601f19910116810190811067ffffffffffffffff82111761359957604052565b3560ff811681036133455790565b6024356001600160a01b03811681036133455790565b6044356001600160a01b03811681036133455790565b356001600160a01b03811681036133455790565b3567ffffffffffffffff811681036133455790565b949294939193828514801590613e0e575b613dde5761366f9060046145eb565b64ffffffffff81939293164211613dab576004355f52600660205260405f20966136ea6002604051996136a18b61357d565b64ffffffffff81546001600160a01b0381168d5260a01c1660208c01526fffffffffffffffffffffffffffffffff60018201541660408c015201548060608b0152600435613e84565b925f5b88811015613d9f5760c08102820185813514801590613d8f575b613d6357600160ff61371b604084016135ec565b16141580613d4a575b613d1057613734604082016135ec565b6137ce61374360808401613626565b9160a084019267ffffffffffffffff61375b8561363a565b6001600160a01b036040519360ff60208601967f1ee1f3ee8fe08cc43c4b9f7cc35ca48200da8950d4bce2623c19f257792b1cd088528a35604088015260208b01356060880152166080860152606089013560a08601521660c08401521660e082015260e081526126ba610100826135c9565b89841015613b55578360051b8601357fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe1873603018112156133455786019081359167ffffffffffffffff831161334557602001918036038313613345576001600160a01b039261383d92614dc3565b168015908115613cf1575b50613cb1578b67ffffffffffffffff64ffffffffff60206138688561363a565b93015116911610908115613c8d575b50613c5a5761388860808201613626565b6001600160a01b03604051917f426233600000000000000000000000000000000000000000000000000000000083521660048201526020816024816001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000165afa90811561333a575f91613c29575b507f000000000000000000000000000000000000000000000000000000000000000011613be95761394060608c015161393860808401613626565b906004614de4565b15613ba9576004355f52600760205260405f206001600160a01b0361396760808401613626565b165f5260205260ff60405f205416613b6957613985604082016135ec565b6004355f52600760205260405f206001600160a01b036139a760808501613626565b165f5260205260ff60405f20911660ff198254161790556004355f52600860205260405f2060ff6139da604084016135ec565b165f5260205260405f20906139f160808201613626565b8254680100000000000000008110156135995760018101808555811015613b55576001600160a01b0390845f5260205f200191167fffffffffffffffffffffffff0000000000000000000000000000000000000000825416179055613a5860808201613626565b6001600160a01b03613a6c604084016135ec565b9160ff604051931683526060840135602084015216907fea56e2579f939c1c69ac1140bc7d52d37cf9b3c3b9233a1741a3514fef9890cc604060043592a381549060ff7f000000000000000000000000000000000000000000000000000000000000000016821015613ae3575050506001016136ed565b9350989950999495965050613afd925060409150016135ec565b926040519460208682815201975f5260205f20905f5b818110613b3657505050613b2d85613b34979803866135c9565b60046147a5565b565b82546001600160a01b03168a5260209099019860019283019201613b13565b634e487b7160e01b5f52603260045260245ffd5b613b7d60806001600160a01b039201613626565b7f5ab207d9000000000000000000000000000000000000000000000000000000005f521660045260245ffd5b613bbd60806001600160a01b039201613626565b7f2ac09f65000000000000000000000000000000000000000000000000000000005f521660045260245ffd5b613bfd60806001600160a01b039201613626565b7fd84c34fb000000000000000000000000000000000000000000000000000000005f521660045260245ffd5b90506020813d8211613c52575b81613c43602093836135c9565b8101031261334557515f6138fd565b3d9150613c36565b64ffffffffff857f1523db78000000000000000000000000000000000000000000000000000000005f521660045260245ffd5b905067ffffffffffffffff613ca964ffffffffff88169261363a565b16115f613877565b6001600160a01b03613cc560808401613626565b7f155b1a74000000000000000000000000000000000000000000000000000000005f521660045260245ffd5b90506001600160a01b03613d0760808501613626565b1614155f613848565b613d1e604060ff92016135ec565b7f42626663000000000000000000000000000000000000000000000000000000005f521660045260245ffd5b50600260ff613d5b604084016135ec565b161415613724565b857f8ac076cd000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b5060043560208201351415613707565b50505050505050915050565b64ffffffffff907f1523db78000000000000000000000000000000000000000000000000000000005f521660045260245ffd5b82857fbf670a28000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b508415613660565b9064ffffffffff8091169116019064ffffffffff8211613e3257565b634e487b7160e01b5f52601160045260245ffd5b81810292918115918404141715613e3257565b8115613e63570490565b634e487b7160e01b5f52601260045260245ffd5b91908203918211613e3257565b906040519060208201928352604082015260408152613ea46060826135c9565b51902090565b9160ff906040519260208401948552604084015216606082015260608152613ea46080826135c9565b6024356001600160a01b0381169081810361334557506044356001600160a01b03811690818103613345575060c43567ffffffffffffffff811690818103613345575060e43560ff8116908181036133455750610124359167ffffffffffffffff83169283810361334557506040519360208501957f28bad9b1b4acf47376899a6cbcc24867d04c86f324fc3dfa1beccebe044a5f7e875260043560408701526060860152608085015260643560a085015260843560c085015260a43560e0850152610100840152610120830152610104356101408301526101608201526101608152613ea4610180826135c9565b7f28bad9b1b4acf47376899a6cbcc24867d04c86f324fc3dfa1beccebe044a5f7e9067ffffffffffffffff613ff960208301613626565b9161010061400960408301613626565b9160ff61401860c0830161363a565b8561402560e085016135ec565b916001600160a01b0361403b610120870161363a565b97816040519b60208d019d8e528c60408a359101521660608c01521660808a0152606085013560a08a0152608085013560c08a015260a085013560e08a01521684880152166101208601520135610140840152166101608201526101608152613ea4610180826135c9565b906040516060810181811067ffffffffffffffff8211176135995760405280925460ff811660078110156134915760409165ffffffffffff1991845264ffffffffff8160081c16602085015216910152565b61412a6127109161ffff7f00000000000000000000000000000000000000000000000000000000000000001690613e46565b047f000000000000000000000000000000000000000000000000000000000000000080821115614158575090565b905090565b6004355f52600660205260405f2090604051916141798361357d565b6060600282549264ffffffffff6001600160a01b0385169485885260a01c1660208701526fffffffffffffffffffffffffffffffff600182015416604087015201549301928352156142ab576040517f426233600000000000000000000000000000000000000000000000000000000081526001600160a01b03821660048201526020816024816001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000165afa90811561333a575f91614279575b507f00000000000000000000000000000000000000000000000000000000000000001115918261426957505090565b6142769250516004614de4565b90565b90506020813d6020116142a3575b81614294602093836135c9565b8101031261334557515f61423a565b3d9150614287565b50505f90565b67ffffffffffffffff811161359957601f01601f191660200190565b9291926142d9826142b1565b916142e760405193846135c9565b829481845281830111613345578281602093845f960137010152565b601f8260209493601f1993818652868601375f8582860101520116010190565b91907f07ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff81116133455760051b809282370190565b9290916143816143739160405192839160208301958691614323565b03601f1981018352826135c9565b51902060405191602083019384526040830152606082015260608152613ea46080826135c9565b90815f52600660205260405f2091604051916143c38361357d565b8354916001600160a01b0383169384815264ffffffffff602082019460a01c16845260026fffffffffffffffffffffffffffffffff60018801541696604083019788520154606082019581875215614484576fffffffffffffffffffffffffffffffff6001600160a01b0361443e64ffffffffff9386613e84565b935116975116955194511692825f52600860205260405f2060015f5260205260405f2054925f52600860205260405f2060025f5260205260405f20549196959493929190565b505f955085945084935083928392508291508190565b467f0000000000000000000000000000000000000000000000000000000000000000036144e5577f000000000000000000000000000000000000000000000000000000000000000090565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527f5713b7999760bffd026daf45aebd75261222de8f4562351a9f2730109196ff3260408201527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc660608201524660808201523060a082015260a08152613ea460c0826135c9565b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005c6145c35760017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d565b7f3ee5aeb5000000000000000000000000000000000000000000000000000000005f5260045ffd5b80355f8181526004602052604090209392614605856140a6565b9283516007811015613491577ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffd0161469457906117e661464492613fc2565b65ffffffffffff198060408501511691160361466957506020015164ffffffffff1690565b7f65340458000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b82848051600781101561349157156146e457516007811015613491576146df917f9d819744000000000000000000000000000000000000000000000000000000005f52600452613483565b60445ffd5b507fe498a481000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b60043590815f52600460205260405f209161472a836140a6565b9081516007811015613491575f1901614747576146446004613fc2565b908051600781101561349157156146e457516007811015613491576146df917f9d819744000000000000000000000000000000000000000000000000000000005f52600452613483565b8051821015613b555760209160051b010190565b92919390600660ff1982541617905560ff8551911660018114614aa85760808401359560036127106147fb61ffff7f0000000000000000000000000000000000000000000000000000000000000000168a613e46565b049284614a56575f935b873596877f57bc872f9afdaf5fd653a8c0e61270150d58ee932fc00173856577463b90f2e160806040518681525f60208201528960408201528a6060820152a36148d2604089019a8b986148588a613626565b907f3fb3a9e22d7cfe2f14bca51cecf0290cc19a5dd898ee0bbd216b8e76be68d76660406001600160a01b0361488e8887613e77565b9482519586528860208701521693a36148cb836118a07f00000000000000000000000000000000000000000000000000000000000000009b613626565b9089614f3b565b80614a3b575b50036149b75750505061491090836fffffffffffffffffffffffffffffffff60406001600160a01b0360a09751169201511691614f3b565b01358061491b575050565b61494e6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001692613626565b90823b15613345576040517f7eee288d0000000000000000000000000000000000000000000000000000000081526001600160a01b039290921660048301526024820152905f908290604490829084905af1801561333a576149ad5750565b5f613b34916135c9565b90929193946149f3906118a66fffffffffffffffffffffffffffffffff60406149df8b613626565b930151166149ed8888613e46565b90613e77565b82614a05575b5050505060a090614910565b5f5b848110614a1457506149f9565b80614a35856001600160a01b03614a2d60019587614791565b511686614f3b565b01614a07565b614a50906001600160a01b0384541688614f3b565b5f6148d8565b614aa2856127106133966fffffffffffffffffffffffffffffffff60408d01511661ffff7f00000000000000000000000000000000000000000000000000000000000000001690613e46565b93614805565b95949290935f9685155f14614d8157614bad5f945b843590817f57bc872f9afdaf5fd653a8c0e61270150d58ee932fc00173856577463b90f2e1608060a0890135966040519081528760208201528a60408201528c6060820152a36020850193614b1185613626565b6080870135927f84cac6a64f44d4b8a5092c03522e3985dc3268dc05472482b703df0d752de4d960406001600160a01b038151948786528960208701521693a3614b857f000000000000000000000000000000000000000000000000000000000000000092614b7f87613626565b84614f3b565b6fffffffffffffffffffffffffffffffff60406001600160a01b038351169201511691614f3b565b614bc0614bba8786613e46565b82613e77565b614cb4575b505081614bd5575b505050509050565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690604001865b858110614c13575050614bcd565b87614c1d83613626565b6001600160a01b03614c2f8489614791565b511690853b15610ab8576040517fbfac59900000000000000000000000000000000000000000000000000000000081526001600160a01b0391821660048201526024810188905291166044820152818160648183895af18015610aa657614c9b575b5050600101614c05565b81614ca5916135c9565b614cb057875f614c91565b8780fd5b6001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016614d01614cfb614cf060408701613626565b936149ed8a89613e46565b93613626565b90803b15613345576040517fbfac59900000000000000000000000000000000000000000000000000000000081526001600160a01b0393841660048201526024810194909452911660448301525f908290606490829084905af1801561333a57614d6c575b80614bc5565b614d799196505f906135c9565b5f945f614d66565b614bad614dbd8761271061339661ffff7f00000000000000000000000000000000000000000000000000000000000000001660a0890135613e46565b94614abd565b90614dce9291615102565b50600481101561349157614ddf5790565b505f90565b916001600160a01b0380614dfa60408601613626565b169116908114159283614e5d575b5082614e1357505090565b9091506040519060208201928352604082015260408152614e356060826135c9565b5190207f00000000000000000000000000000000000000000000000000000000000000001190565b6001600160a01b039193506020614e749101613626565b16821415915f614e08565b9290916001600160a01b039081604051947f23b872dd000000000000000000000000000000000000000000000000000000005f52166004521660245260445260205f60648180865af19060015f5114821615614f1a575b6040525f60605215614ee55750565b6001600160a01b03907f5274afe7000000000000000000000000000000000000000000000000000000005f521660045260245ffd5b906001811516614f3257823b15153d15161690614ed6565b503d5f823e3d90fd5b916001600160a01b03604051927fa9059cbb000000000000000000000000000000000000000000000000000000005f521660045260245260205f60448180865af19060015f5114821615614f95575b60405215614ee55750565b906001811516614f3257823b15153d15161690614f8a565b6001600160a01b035f54163303614fc057565b7f118cdaa7000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b6001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000163014806150d9575b15615047577f000000000000000000000000000000000000000000000000000000000000000090565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527f000000000000000000000000000000000000000000000000000000000000000060408201527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a082015260a08152613ea460c0826135c9565b507f0000000000000000000000000000000000000000000000000000000000000000461461501e565b906041830361512c576151259250602081013591604082359201355f1a9061518d565b9192909190565b50505f9160029190565b60ff811690601f821161516557604051916151526040846135c9565b6020808452838101919036833783525290565b7fb3512b0c000000000000000000000000000000000000000000000000000000005f5260045ffd5b91907f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08411615204579160209360809260ff5f9560405194855216868401526040830152606082015282805260015afa1561333a575f516001600160a01b038116156151fa57905f905f90565b505f906001905f90565b5050505f9160039190563c864541ef71378c6229510ed90f376565ee42d9c5e0904a984a9e863e6db44f00068db8bac710cb295e9e1b089a027525460aa64c2f837b4a2339c0ebedfa438b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f",
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
// Solidity: constructor(address token_, address registry_, address treasury_, uint16 feeBps_, uint32 challengeWindow_, address owner_, (uint256,uint16,uint32,uint8,uint256,uint16,uint16) dc) returns()
func (jobEscrow *JobEscrow) PackConstructor(token_ common.Address, registry_ common.Address, treasury_ common.Address, feeBps_ uint16, challengeWindow_ uint32, owner_ common.Address, dc JobEscrowDisputeConfig) []byte {
	enc, err := jobEscrow.abi.Pack("", token_, registry_, treasury_, feeBps_, challengeWindow_, owner_, dc)
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

// PackPROVIDERFAULT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8bcc0b2e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function PROVIDER_FAULT() view returns(uint8)
func (jobEscrow *JobEscrow) PackPROVIDERFAULT() []byte {
	enc, err := jobEscrow.abi.Pack("PROVIDER_FAULT")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPROVIDERFAULT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8bcc0b2e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function PROVIDER_FAULT() view returns(uint8)
func (jobEscrow *JobEscrow) TryPackPROVIDERFAULT() ([]byte, error) {
	return jobEscrow.abi.Pack("PROVIDER_FAULT")
}

// UnpackPROVIDERFAULT is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8bcc0b2e.
//
// Solidity: function PROVIDER_FAULT() view returns(uint8)
func (jobEscrow *JobEscrow) UnpackPROVIDERFAULT(data []byte) (uint8, error) {
	out, err := jobEscrow.abi.Unpack("PROVIDER_FAULT", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackPROVIDERRIGHT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa386ce5f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function PROVIDER_RIGHT() view returns(uint8)
func (jobEscrow *JobEscrow) PackPROVIDERRIGHT() []byte {
	enc, err := jobEscrow.abi.Pack("PROVIDER_RIGHT")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPROVIDERRIGHT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa386ce5f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function PROVIDER_RIGHT() view returns(uint8)
func (jobEscrow *JobEscrow) TryPackPROVIDERRIGHT() ([]byte, error) {
	return jobEscrow.abi.Pack("PROVIDER_RIGHT")
}

// UnpackPROVIDERRIGHT is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa386ce5f.
//
// Solidity: function PROVIDER_RIGHT() view returns(uint8)
func (jobEscrow *JobEscrow) UnpackPROVIDERRIGHT(data []byte) (uint8, error) {
	out, err := jobEscrow.abi.Unpack("PROVIDER_RIGHT", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackVERDICTTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x75cb5f3d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function VERDICT_TYPEHASH() view returns(bytes32)
func (jobEscrow *JobEscrow) PackVERDICTTYPEHASH() []byte {
	enc, err := jobEscrow.abi.Pack("VERDICT_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVERDICTTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x75cb5f3d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function VERDICT_TYPEHASH() view returns(bytes32)
func (jobEscrow *JobEscrow) TryPackVERDICTTYPEHASH() ([]byte, error) {
	return jobEscrow.abi.Pack("VERDICT_TYPEHASH")
}

// UnpackVERDICTTYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x75cb5f3d.
//
// Solidity: function VERDICT_TYPEHASH() view returns(bytes32)
func (jobEscrow *JobEscrow) UnpackVERDICTTYPEHASH(data []byte) ([32]byte, error) {
	out, err := jobEscrow.abi.Unpack("VERDICT_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
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

// PackVOID is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9b937881.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function VOID() view returns(uint8)
func (jobEscrow *JobEscrow) PackVOID() []byte {
	enc, err := jobEscrow.abi.Pack("VOID")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVOID is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9b937881.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function VOID() view returns(uint8)
func (jobEscrow *JobEscrow) TryPackVOID() ([]byte, error) {
	return jobEscrow.abi.Pack("VOID")
}

// UnpackVOID is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9b937881.
//
// Solidity: function VOID() view returns(uint8)
func (jobEscrow *JobEscrow) UnpackVOID(data []byte) (uint8, error) {
	out, err := jobEscrow.abi.Unpack("VOID", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
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

// PackBondBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x761d4a39.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function bondBps() view returns(uint16)
func (jobEscrow *JobEscrow) PackBondBps() []byte {
	enc, err := jobEscrow.abi.Pack("bondBps")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBondBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x761d4a39.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function bondBps() view returns(uint16)
func (jobEscrow *JobEscrow) TryPackBondBps() ([]byte, error) {
	return jobEscrow.abi.Pack("bondBps")
}

// UnpackBondBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x761d4a39.
//
// Solidity: function bondBps() view returns(uint16)
func (jobEscrow *JobEscrow) UnpackBondBps(data []byte) (uint16, error) {
	out, err := jobEscrow.abi.Unpack("bondBps", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
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

// PackCircuitIdOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x215e5f34.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function circuitIdOf(bytes32 packageHash, bytes32 verifierCodeHash, uint8 backend) pure returns(bytes32)
func (jobEscrow *JobEscrow) PackCircuitIdOf(packageHash [32]byte, verifierCodeHash [32]byte, backend uint8) []byte {
	enc, err := jobEscrow.abi.Pack("circuitIdOf", packageHash, verifierCodeHash, backend)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCircuitIdOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x215e5f34.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function circuitIdOf(bytes32 packageHash, bytes32 verifierCodeHash, uint8 backend) pure returns(bytes32)
func (jobEscrow *JobEscrow) TryPackCircuitIdOf(packageHash [32]byte, verifierCodeHash [32]byte, backend uint8) ([]byte, error) {
	return jobEscrow.abi.Pack("circuitIdOf", packageHash, verifierCodeHash, backend)
}

// UnpackCircuitIdOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x215e5f34.
//
// Solidity: function circuitIdOf(bytes32 packageHash, bytes32 verifierCodeHash, uint8 backend) pure returns(bytes32)
func (jobEscrow *JobEscrow) UnpackCircuitIdOf(data []byte) ([32]byte, error) {
	out, err := jobEscrow.abi.Unpack("circuitIdOf", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
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
// the contract method with ID 0x0e55b4f2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function dispute((bytes32,address,address,bytes32,uint256,uint256,uint64,uint8,bytes32,uint64) a, bytes32 resultHash, bytes32 secret) returns()
func (jobEscrow *JobEscrow) PackDispute(a JobEscrowAcceptance, resultHash [32]byte, secret [32]byte) []byte {
	enc, err := jobEscrow.abi.Pack("dispute", a, resultHash, secret)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDispute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0e55b4f2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function dispute((bytes32,address,address,bytes32,uint256,uint256,uint64,uint8,bytes32,uint64) a, bytes32 resultHash, bytes32 secret) returns()
func (jobEscrow *JobEscrow) TryPackDispute(a JobEscrowAcceptance, resultHash [32]byte, secret [32]byte) ([]byte, error) {
	return jobEscrow.abi.Pack("dispute", a, resultHash, secret)
}

// PackDisputeBond is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4953e517.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function disputeBond(uint256 price) view returns(uint256)
func (jobEscrow *JobEscrow) PackDisputeBond(price *big.Int) []byte {
	enc, err := jobEscrow.abi.Pack("disputeBond", price)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDisputeBond is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4953e517.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function disputeBond(uint256 price) view returns(uint256)
func (jobEscrow *JobEscrow) TryPackDisputeBond(price *big.Int) ([]byte, error) {
	return jobEscrow.abi.Pack("disputeBond", price)
}

// UnpackDisputeBond is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4953e517.
//
// Solidity: function disputeBond(uint256 price) view returns(uint256)
func (jobEscrow *JobEscrow) UnpackDisputeBond(data []byte) (*big.Int, error) {
	out, err := jobEscrow.abi.Unpack("disputeBond", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDisputeId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd36f435a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function disputeId(bytes32 jobId, bytes32 seed) pure returns(bytes32)
func (jobEscrow *JobEscrow) PackDisputeId(jobId [32]byte, seed [32]byte) []byte {
	enc, err := jobEscrow.abi.Pack("disputeId", jobId, seed)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDisputeId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd36f435a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function disputeId(bytes32 jobId, bytes32 seed) pure returns(bytes32)
func (jobEscrow *JobEscrow) TryPackDisputeId(jobId [32]byte, seed [32]byte) ([]byte, error) {
	return jobEscrow.abi.Pack("disputeId", jobId, seed)
}

// UnpackDisputeId is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd36f435a.
//
// Solidity: function disputeId(bytes32 jobId, bytes32 seed) pure returns(bytes32)
func (jobEscrow *JobEscrow) UnpackDisputeId(data []byte) ([32]byte, error) {
	out, err := jobEscrow.abi.Unpack("disputeId", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackDisputeOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9427c7d6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function disputeOf(bytes32 jobId) view returns(bytes32 id, address disputer, uint256 bond, bytes32 seed, uint64 openedAt, uint256 faultVotes, uint256 rightVotes)
func (jobEscrow *JobEscrow) PackDisputeOf(jobId [32]byte) []byte {
	enc, err := jobEscrow.abi.Pack("disputeOf", jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDisputeOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9427c7d6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function disputeOf(bytes32 jobId) view returns(bytes32 id, address disputer, uint256 bond, bytes32 seed, uint64 openedAt, uint256 faultVotes, uint256 rightVotes)
func (jobEscrow *JobEscrow) TryPackDisputeOf(jobId [32]byte) ([]byte, error) {
	return jobEscrow.abi.Pack("disputeOf", jobId)
}

// DisputeOfOutput serves as a container for the return parameters of contract
// method DisputeOf.
type DisputeOfOutput struct {
	Id         [32]byte
	Disputer   common.Address
	Bond       *big.Int
	Seed       [32]byte
	OpenedAt   uint64
	FaultVotes *big.Int
	RightVotes *big.Int
}

// UnpackDisputeOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9427c7d6.
//
// Solidity: function disputeOf(bytes32 jobId) view returns(bytes32 id, address disputer, uint256 bond, bytes32 seed, uint64 openedAt, uint256 faultVotes, uint256 rightVotes)
func (jobEscrow *JobEscrow) UnpackDisputeOf(data []byte) (DisputeOfOutput, error) {
	out, err := jobEscrow.abi.Unpack("disputeOf", data)
	outstruct := new(DisputeOfOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Id = *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	outstruct.Disputer = *abi.ConvertType(out[1], new(common.Address)).(*common.Address)
	outstruct.Bond = abi.ConvertType(out[2], new(big.Int)).(*big.Int)
	outstruct.Seed = *abi.ConvertType(out[3], new([32]byte)).(*[32]byte)
	outstruct.OpenedAt = *abi.ConvertType(out[4], new(uint64)).(*uint64)
	outstruct.FaultVotes = abi.ConvertType(out[5], new(big.Int)).(*big.Int)
	outstruct.RightVotes = abi.ConvertType(out[6], new(big.Int)).(*big.Int)
	return *outstruct, nil
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

// PackDrawThreshold is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x954765f6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function drawThreshold() view returns(uint256)
func (jobEscrow *JobEscrow) PackDrawThreshold() []byte {
	enc, err := jobEscrow.abi.Pack("drawThreshold")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDrawThreshold is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x954765f6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function drawThreshold() view returns(uint256)
func (jobEscrow *JobEscrow) TryPackDrawThreshold() ([]byte, error) {
	return jobEscrow.abi.Pack("drawThreshold")
}

// UnpackDrawThreshold is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x954765f6.
//
// Solidity: function drawThreshold() view returns(uint256)
func (jobEscrow *JobEscrow) UnpackDrawThreshold(data []byte) (*big.Int, error) {
	out, err := jobEscrow.abi.Unpack("drawThreshold", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
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

// PackExpireDispute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x037c8266.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function expireDispute((bytes32,address,address,bytes32,uint256,uint256,uint64,uint8,bytes32,uint64) a, bytes32 resultHash) returns()
func (jobEscrow *JobEscrow) PackExpireDispute(a JobEscrowAcceptance, resultHash [32]byte) []byte {
	enc, err := jobEscrow.abi.Pack("expireDispute", a, resultHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExpireDispute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x037c8266.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function expireDispute((bytes32,address,address,bytes32,uint256,uint256,uint64,uint8,bytes32,uint64) a, bytes32 resultHash) returns()
func (jobEscrow *JobEscrow) TryPackExpireDispute(a JobEscrowAcceptance, resultHash [32]byte) ([]byte, error) {
	return jobEscrow.abi.Pack("expireDispute", a, resultHash)
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

// PackIsDrawn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x57f716cf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isDrawn((bytes32,address,address,bytes32,uint256,uint256,uint64,uint8,bytes32,uint64) a, address verifier) view returns(bool)
func (jobEscrow *JobEscrow) PackIsDrawn(a JobEscrowAcceptance, verifier common.Address) []byte {
	enc, err := jobEscrow.abi.Pack("isDrawn", a, verifier)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsDrawn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x57f716cf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isDrawn((bytes32,address,address,bytes32,uint256,uint256,uint64,uint8,bytes32,uint64) a, address verifier) view returns(bool)
func (jobEscrow *JobEscrow) TryPackIsDrawn(a JobEscrowAcceptance, verifier common.Address) ([]byte, error) {
	return jobEscrow.abi.Pack("isDrawn", a, verifier)
}

// UnpackIsDrawn is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x57f716cf.
//
// Solidity: function isDrawn((bytes32,address,address,bytes32,uint256,uint256,uint64,uint8,bytes32,uint64) a, address verifier) view returns(bool)
func (jobEscrow *JobEscrow) UnpackIsDrawn(data []byte) (bool, error) {
	out, err := jobEscrow.abi.Unpack("isDrawn", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
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

// PackMinBond is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x831518b7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function minBond() view returns(uint256)
func (jobEscrow *JobEscrow) PackMinBond() []byte {
	enc, err := jobEscrow.abi.Pack("minBond")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMinBond is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x831518b7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function minBond() view returns(uint256)
func (jobEscrow *JobEscrow) TryPackMinBond() ([]byte, error) {
	return jobEscrow.abi.Pack("minBond")
}

// UnpackMinBond is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x831518b7.
//
// Solidity: function minBond() view returns(uint256)
func (jobEscrow *JobEscrow) UnpackMinBond(data []byte) (*big.Int, error) {
	out, err := jobEscrow.abi.Unpack("minBond", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMinVerifierStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7c594964.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function minVerifierStake() view returns(uint256)
func (jobEscrow *JobEscrow) PackMinVerifierStake() []byte {
	enc, err := jobEscrow.abi.Pack("minVerifierStake")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMinVerifierStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7c594964.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function minVerifierStake() view returns(uint256)
func (jobEscrow *JobEscrow) TryPackMinVerifierStake() ([]byte, error) {
	return jobEscrow.abi.Pack("minVerifierStake")
}

// UnpackMinVerifierStake is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7c594964.
//
// Solidity: function minVerifierStake() view returns(uint256)
func (jobEscrow *JobEscrow) UnpackMinVerifierStake(data []byte) (*big.Int, error) {
	out, err := jobEscrow.abi.Unpack("minVerifierStake", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
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

// PackQuorum is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1703a018.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function quorum() view returns(uint8)
func (jobEscrow *JobEscrow) PackQuorum() []byte {
	enc, err := jobEscrow.abi.Pack("quorum")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackQuorum is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1703a018.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function quorum() view returns(uint8)
func (jobEscrow *JobEscrow) TryPackQuorum() ([]byte, error) {
	return jobEscrow.abi.Pack("quorum")
}

// UnpackQuorum is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1703a018.
//
// Solidity: function quorum() view returns(uint8)
func (jobEscrow *JobEscrow) UnpackQuorum(data []byte) (uint8, error) {
	out, err := jobEscrow.abi.Unpack("quorum", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
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
// Solidity: function registerCircuit(bytes32 packageHash, address verifier, uint8 backend) returns(bytes32 circuitId)
func (jobEscrow *JobEscrow) PackRegisterCircuit(packageHash [32]byte, verifier common.Address, backend uint8) []byte {
	enc, err := jobEscrow.abi.Pack("registerCircuit", packageHash, verifier, backend)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegisterCircuit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf1526a82.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function registerCircuit(bytes32 packageHash, address verifier, uint8 backend) returns(bytes32 circuitId)
func (jobEscrow *JobEscrow) TryPackRegisterCircuit(packageHash [32]byte, verifier common.Address, backend uint8) ([]byte, error) {
	return jobEscrow.abi.Pack("registerCircuit", packageHash, verifier, backend)
}

// UnpackRegisterCircuit is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf1526a82.
//
// Solidity: function registerCircuit(bytes32 packageHash, address verifier, uint8 backend) returns(bytes32 circuitId)
func (jobEscrow *JobEscrow) UnpackRegisterCircuit(data []byte) ([32]byte, error) {
	out, err := jobEscrow.abi.Unpack("registerCircuit", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
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

// PackSubmitVerdicts is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0cb601d7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function submitVerdicts((bytes32,address,address,bytes32,uint256,uint256,uint64,uint8,bytes32,uint64) a, bytes32 resultHash, (bytes32,bytes32,uint8,bytes32,address,uint64)[] verdicts, bytes[] signatures) returns()
func (jobEscrow *JobEscrow) PackSubmitVerdicts(a JobEscrowAcceptance, resultHash [32]byte, verdicts []JobEscrowVerdict, signatures [][]byte) []byte {
	enc, err := jobEscrow.abi.Pack("submitVerdicts", a, resultHash, verdicts, signatures)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSubmitVerdicts is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0cb601d7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function submitVerdicts((bytes32,address,address,bytes32,uint256,uint256,uint64,uint8,bytes32,uint64) a, bytes32 resultHash, (bytes32,bytes32,uint8,bytes32,address,uint64)[] verdicts, bytes[] signatures) returns()
func (jobEscrow *JobEscrow) TryPackSubmitVerdicts(a JobEscrowAcceptance, resultHash [32]byte, verdicts []JobEscrowVerdict, signatures [][]byte) ([]byte, error) {
	return jobEscrow.abi.Pack("submitVerdicts", a, resultHash, verdicts, signatures)
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

// PackVerdictDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x51c4f239.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function verdictDigest((bytes32,bytes32,uint8,bytes32,address,uint64) v) view returns(bytes32)
func (jobEscrow *JobEscrow) PackVerdictDigest(v JobEscrowVerdict) []byte {
	enc, err := jobEscrow.abi.Pack("verdictDigest", v)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVerdictDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x51c4f239.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function verdictDigest((bytes32,bytes32,uint8,bytes32,address,uint64) v) view returns(bytes32)
func (jobEscrow *JobEscrow) TryPackVerdictDigest(v JobEscrowVerdict) ([]byte, error) {
	return jobEscrow.abi.Pack("verdictDigest", v)
}

// UnpackVerdictDigest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x51c4f239.
//
// Solidity: function verdictDigest((bytes32,bytes32,uint8,bytes32,address,uint64) v) view returns(bytes32)
func (jobEscrow *JobEscrow) UnpackVerdictDigest(data []byte) ([32]byte, error) {
	out, err := jobEscrow.abi.Unpack("verdictDigest", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackVerdictDomainSeparator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfcbaaeb1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function verdictDomainSeparator() view returns(bytes32)
func (jobEscrow *JobEscrow) PackVerdictDomainSeparator() []byte {
	enc, err := jobEscrow.abi.Pack("verdictDomainSeparator")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVerdictDomainSeparator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfcbaaeb1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function verdictDomainSeparator() view returns(bytes32)
func (jobEscrow *JobEscrow) TryPackVerdictDomainSeparator() ([]byte, error) {
	return jobEscrow.abi.Pack("verdictDomainSeparator")
}

// UnpackVerdictDomainSeparator is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfcbaaeb1.
//
// Solidity: function verdictDomainSeparator() view returns(bytes32)
func (jobEscrow *JobEscrow) UnpackVerdictDomainSeparator(data []byte) ([32]byte, error) {
	out, err := jobEscrow.abi.Unpack("verdictDomainSeparator", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackVerdictWindow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x663a93b2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function verdictWindow() view returns(uint32)
func (jobEscrow *JobEscrow) PackVerdictWindow() []byte {
	enc, err := jobEscrow.abi.Pack("verdictWindow")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVerdictWindow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x663a93b2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function verdictWindow() view returns(uint32)
func (jobEscrow *JobEscrow) TryPackVerdictWindow() ([]byte, error) {
	return jobEscrow.abi.Pack("verdictWindow")
}

// UnpackVerdictWindow is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x663a93b2.
//
// Solidity: function verdictWindow() view returns(uint32)
func (jobEscrow *JobEscrow) UnpackVerdictWindow(data []byte) (uint32, error) {
	out, err := jobEscrow.abi.Unpack("verdictWindow", data)
	if err != nil {
		return *new(uint32), err
	}
	out0 := *abi.ConvertType(out[0], new(uint32)).(*uint32)
	return out0, nil
}

// PackVerifierShareBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1e140d48.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function verifierShareBps() view returns(uint16)
func (jobEscrow *JobEscrow) PackVerifierShareBps() []byte {
	enc, err := jobEscrow.abi.Pack("verifierShareBps")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVerifierShareBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1e140d48.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function verifierShareBps() view returns(uint16)
func (jobEscrow *JobEscrow) TryPackVerifierShareBps() ([]byte, error) {
	return jobEscrow.abi.Pack("verifierShareBps")
}

// UnpackVerifierShareBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1e140d48.
//
// Solidity: function verifierShareBps() view returns(uint16)
func (jobEscrow *JobEscrow) UnpackVerifierShareBps(data []byte) (uint16, error) {
	out, err := jobEscrow.abi.Unpack("verifierShareBps", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackVoteOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbbad29c9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function voteOf(bytes32 jobId, address verifier) view returns(uint8)
func (jobEscrow *JobEscrow) PackVoteOf(jobId [32]byte, verifier common.Address) []byte {
	enc, err := jobEscrow.abi.Pack("voteOf", jobId, verifier)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVoteOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbbad29c9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function voteOf(bytes32 jobId, address verifier) view returns(uint8)
func (jobEscrow *JobEscrow) TryPackVoteOf(jobId [32]byte, verifier common.Address) ([]byte, error) {
	return jobEscrow.abi.Pack("voteOf", jobId, verifier)
}

// UnpackVoteOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbbad29c9.
//
// Solidity: function voteOf(bytes32 jobId, address verifier) view returns(uint8)
func (jobEscrow *JobEscrow) UnpackVoteOf(data []byte) (uint8, error) {
	out, err := jobEscrow.abi.Unpack("voteOf", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
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
	CircuitId   [32]byte
	PackageHash [32]byte
	Verifier    common.Address
	Backend     uint8
	Registrant  common.Address
	Raw         *types.Log // Blockchain specific contextual infos
}

const JobEscrowCircuitRegisteredEventName = "CircuitRegistered"

// ContractEventName returns the user-defined event name.
func (JobEscrowCircuitRegistered) ContractEventName() string {
	return JobEscrowCircuitRegisteredEventName
}

// UnpackCircuitRegisteredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event CircuitRegistered(bytes32 indexed circuitId, bytes32 indexed packageHash, address indexed verifier, uint8 backend, address registrant)
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

// JobEscrowDisputeOpened represents a DisputeOpened event raised by the JobEscrow contract.
type JobEscrowDisputeOpened struct {
	JobId           [32]byte
	DisputeId       [32]byte
	Disputer        common.Address
	Bond            *big.Int
	Seed            [32]byte
	Secret          [32]byte
	VerdictDeadline uint64
	Raw             *types.Log // Blockchain specific contextual infos
}

const JobEscrowDisputeOpenedEventName = "DisputeOpened"

// ContractEventName returns the user-defined event name.
func (JobEscrowDisputeOpened) ContractEventName() string {
	return JobEscrowDisputeOpenedEventName
}

// UnpackDisputeOpenedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DisputeOpened(bytes32 indexed jobId, bytes32 indexed disputeId, address indexed disputer, uint256 bond, bytes32 seed, bytes32 secret, uint64 verdictDeadline)
func (jobEscrow *JobEscrow) UnpackDisputeOpenedEvent(log *types.Log) (*JobEscrowDisputeOpened, error) {
	event := "DisputeOpened"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowDisputeOpened)
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

// JobEscrowDisputeResolved represents a DisputeResolved event raised by the JobEscrow contract.
type JobEscrowDisputeResolved struct {
	JobId          [32]byte
	DisputeId      [32]byte
	Outcome        uint8
	Slashed        *big.Int
	VerifierReward *big.Int
	Verifiers      *big.Int
	Raw            *types.Log // Blockchain specific contextual infos
}

const JobEscrowDisputeResolvedEventName = "DisputeResolved"

// ContractEventName returns the user-defined event name.
func (JobEscrowDisputeResolved) ContractEventName() string {
	return JobEscrowDisputeResolvedEventName
}

// UnpackDisputeResolvedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DisputeResolved(bytes32 indexed jobId, bytes32 indexed disputeId, uint8 outcome, uint256 slashed, uint256 verifierReward, uint256 verifiers)
func (jobEscrow *JobEscrow) UnpackDisputeResolvedEvent(log *types.Log) (*JobEscrowDisputeResolved, error) {
	event := "DisputeResolved"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowDisputeResolved)
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

// JobEscrowVerdictAccepted represents a VerdictAccepted event raised by the JobEscrow contract.
type JobEscrowVerdictAccepted struct {
	JobId      [32]byte
	Verifier   common.Address
	Outcome    uint8
	ResultHash [32]byte
	Raw        *types.Log // Blockchain specific contextual infos
}

const JobEscrowVerdictAcceptedEventName = "VerdictAccepted"

// ContractEventName returns the user-defined event name.
func (JobEscrowVerdictAccepted) ContractEventName() string {
	return JobEscrowVerdictAcceptedEventName
}

// UnpackVerdictAcceptedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event VerdictAccepted(bytes32 indexed jobId, address indexed verifier, uint8 outcome, bytes32 resultHash)
func (jobEscrow *JobEscrow) UnpackVerdictAcceptedEvent(log *types.Log) (*JobEscrowVerdictAccepted, error) {
	event := "VerdictAccepted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowVerdictAccepted)
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
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["ChallengeWindowClosed"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackChallengeWindowClosedError(raw[4:])
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
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["DuplicateVerdict"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackDuplicateVerdictError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["ForgedVerdict"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackForgedVerdictError(raw[4:])
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
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["InvalidDisputeConfig"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackInvalidDisputeConfigError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["InvalidFee"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackInvalidFeeError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["InvalidOutcome"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackInvalidOutcomeError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["InvalidShortString"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackInvalidShortStringError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["InvalidSignature"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackInvalidSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["InvalidVerdicts"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackInvalidVerdictsError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["JobExists"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackJobExistsError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["NoVerifierCode"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackNoVerifierCodeError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["NotDrawn"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackNotDrawnError(raw[4:])
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
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["RevealMismatch"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackRevealMismatchError(raw[4:])
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
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["UnstakedVerifier"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackUnstakedVerifierError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["VerdictLate"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackVerdictLateError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["VerdictWindowOpen"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackVerdictWindowOpenError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["VerifierOutOfGas"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackVerifierOutOfGasError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["WrongDispute"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackWrongDisputeError(raw[4:])
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

// JobEscrowChallengeWindowClosed represents a ChallengeWindowClosed error raised by the JobEscrow contract.
type JobEscrowChallengeWindowClosed struct {
	Until uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ChallengeWindowClosed(uint64 until)
func JobEscrowChallengeWindowClosedErrorID() common.Hash {
	return common.HexToHash("0x7080c4c81e1570ed1f4d2a59daedc7d703b9ed94fa730af016994a53f63ecdd4")
}

// UnpackChallengeWindowClosedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ChallengeWindowClosed(uint64 until)
func (jobEscrow *JobEscrow) UnpackChallengeWindowClosedError(raw []byte) (*JobEscrowChallengeWindowClosed, error) {
	out := new(JobEscrowChallengeWindowClosed)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "ChallengeWindowClosed", raw); err != nil {
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

// JobEscrowDuplicateVerdict represents a DuplicateVerdict error raised by the JobEscrow contract.
type JobEscrowDuplicateVerdict struct {
	Verifier common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DuplicateVerdict(address verifier)
func JobEscrowDuplicateVerdictErrorID() common.Hash {
	return common.HexToHash("0x5ab207d95a019acef39c5003d2480ea168e397b895c6df65c9fd6aeaa995b9f1")
}

// UnpackDuplicateVerdictError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DuplicateVerdict(address verifier)
func (jobEscrow *JobEscrow) UnpackDuplicateVerdictError(raw []byte) (*JobEscrowDuplicateVerdict, error) {
	out := new(JobEscrowDuplicateVerdict)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "DuplicateVerdict", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowForgedVerdict represents a ForgedVerdict error raised by the JobEscrow contract.
type JobEscrowForgedVerdict struct {
	Verifier common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ForgedVerdict(address verifier)
func JobEscrowForgedVerdictErrorID() common.Hash {
	return common.HexToHash("0x155b1a7471343ee2a6fad3e68fccfcc01a7fc3595c953d2b2b6e81f867eaf990")
}

// UnpackForgedVerdictError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ForgedVerdict(address verifier)
func (jobEscrow *JobEscrow) UnpackForgedVerdictError(raw []byte) (*JobEscrowForgedVerdict, error) {
	out := new(JobEscrowForgedVerdict)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "ForgedVerdict", raw); err != nil {
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

// JobEscrowInvalidDisputeConfig represents a InvalidDisputeConfig error raised by the JobEscrow contract.
type JobEscrowInvalidDisputeConfig struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidDisputeConfig()
func JobEscrowInvalidDisputeConfigErrorID() common.Hash {
	return common.HexToHash("0x5ec9dffda6ef106218600f05fc2e49d6f9eff24f76924c40d3b831492284df34")
}

// UnpackInvalidDisputeConfigError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidDisputeConfig()
func (jobEscrow *JobEscrow) UnpackInvalidDisputeConfigError(raw []byte) (*JobEscrowInvalidDisputeConfig, error) {
	out := new(JobEscrowInvalidDisputeConfig)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "InvalidDisputeConfig", raw); err != nil {
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

// JobEscrowInvalidOutcome represents a InvalidOutcome error raised by the JobEscrow contract.
type JobEscrowInvalidOutcome struct {
	Outcome uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidOutcome(uint8 outcome)
func JobEscrowInvalidOutcomeErrorID() common.Hash {
	return common.HexToHash("0x426266639891a0928d2c08f0255080e35024a99c4a87a8eca222e7558d4e2a6e")
}

// UnpackInvalidOutcomeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidOutcome(uint8 outcome)
func (jobEscrow *JobEscrow) UnpackInvalidOutcomeError(raw []byte) (*JobEscrowInvalidOutcome, error) {
	out := new(JobEscrowInvalidOutcome)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "InvalidOutcome", raw); err != nil {
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

// JobEscrowInvalidVerdicts represents a InvalidVerdicts error raised by the JobEscrow contract.
type JobEscrowInvalidVerdicts struct {
	Verdicts   *big.Int
	Signatures *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidVerdicts(uint256 verdicts, uint256 signatures)
func JobEscrowInvalidVerdictsErrorID() common.Hash {
	return common.HexToHash("0xbf670a28a9aabdd7e43028f0c062921b398c5313adcac6efa49b8df26ade0ced")
}

// UnpackInvalidVerdictsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidVerdicts(uint256 verdicts, uint256 signatures)
func (jobEscrow *JobEscrow) UnpackInvalidVerdictsError(raw []byte) (*JobEscrowInvalidVerdicts, error) {
	out := new(JobEscrowInvalidVerdicts)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "InvalidVerdicts", raw); err != nil {
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

// JobEscrowNotDrawn represents a NotDrawn error raised by the JobEscrow contract.
type JobEscrowNotDrawn struct {
	Verifier common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotDrawn(address verifier)
func JobEscrowNotDrawnErrorID() common.Hash {
	return common.HexToHash("0x2ac09f65911d30c1a72e46d871cc3f57c11aa999d8285f3270813e043cd349a9")
}

// UnpackNotDrawnError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotDrawn(address verifier)
func (jobEscrow *JobEscrow) UnpackNotDrawnError(raw []byte) (*JobEscrowNotDrawn, error) {
	out := new(JobEscrowNotDrawn)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "NotDrawn", raw); err != nil {
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

// JobEscrowRevealMismatch represents a RevealMismatch error raised by the JobEscrow contract.
type JobEscrowRevealMismatch struct {
	JobId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error RevealMismatch(bytes32 jobId)
func JobEscrowRevealMismatchErrorID() common.Hash {
	return common.HexToHash("0x7dd03dbfed3272cc63db9be77a491c6f92fc25571a0822c2a9e94c4cf9d0044a")
}

// UnpackRevealMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error RevealMismatch(bytes32 jobId)
func (jobEscrow *JobEscrow) UnpackRevealMismatchError(raw []byte) (*JobEscrowRevealMismatch, error) {
	out := new(JobEscrowRevealMismatch)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "RevealMismatch", raw); err != nil {
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

// JobEscrowUnstakedVerifier represents a UnstakedVerifier error raised by the JobEscrow contract.
type JobEscrowUnstakedVerifier struct {
	Verifier common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnstakedVerifier(address verifier)
func JobEscrowUnstakedVerifierErrorID() common.Hash {
	return common.HexToHash("0xd84c34fbda8008a46b008d7efb9e00ba7d703affd4a48f05e0dad83471567245")
}

// UnpackUnstakedVerifierError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnstakedVerifier(address verifier)
func (jobEscrow *JobEscrow) UnpackUnstakedVerifierError(raw []byte) (*JobEscrowUnstakedVerifier, error) {
	out := new(JobEscrowUnstakedVerifier)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "UnstakedVerifier", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowVerdictLate represents a VerdictLate error raised by the JobEscrow contract.
type JobEscrowVerdictLate struct {
	Deadline uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error VerdictLate(uint64 deadline)
func JobEscrowVerdictLateErrorID() common.Hash {
	return common.HexToHash("0x1523db78327fc1fa1c88effb2d4e53c091b5fe78c8800db93ec6976ab5b7ddb5")
}

// UnpackVerdictLateError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error VerdictLate(uint64 deadline)
func (jobEscrow *JobEscrow) UnpackVerdictLateError(raw []byte) (*JobEscrowVerdictLate, error) {
	out := new(JobEscrowVerdictLate)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "VerdictLate", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowVerdictWindowOpen represents a VerdictWindowOpen error raised by the JobEscrow contract.
type JobEscrowVerdictWindowOpen struct {
	Until uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error VerdictWindowOpen(uint64 until)
func JobEscrowVerdictWindowOpenErrorID() common.Hash {
	return common.HexToHash("0x28cc6fb6b076d105bb2db7eb9ac4cafbc479ad15a7f0203ce9bc75af2f3ad8ef")
}

// UnpackVerdictWindowOpenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error VerdictWindowOpen(uint64 until)
func (jobEscrow *JobEscrow) UnpackVerdictWindowOpenError(raw []byte) (*JobEscrowVerdictWindowOpen, error) {
	out := new(JobEscrowVerdictWindowOpen)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "VerdictWindowOpen", raw); err != nil {
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

// JobEscrowWrongDispute represents a WrongDispute error raised by the JobEscrow contract.
type JobEscrowWrongDispute struct {
	DisputeId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongDispute(bytes32 disputeId)
func JobEscrowWrongDisputeErrorID() common.Hash {
	return common.HexToHash("0x8ac076cd26e099327137d2db55787ea5579e957f4ef7efc1acddf1c8fbeeb4bb")
}

// UnpackWrongDisputeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongDispute(bytes32 disputeId)
func (jobEscrow *JobEscrow) UnpackWrongDisputeError(raw []byte) (*JobEscrowWrongDispute, error) {
	out := new(JobEscrowWrongDispute)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "WrongDispute", raw); err != nil {
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
