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
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"token_\",\"type\":\"address\"},{\"internalType\":\"contractProviderRegistry\",\"name\":\"registry_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"treasury_\",\"type\":\"address\"},{\"internalType\":\"uint16\",\"name\":\"feeBps_\",\"type\":\"uint16\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow_\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"minBond\",\"type\":\"uint256\"},{\"internalType\":\"uint16\",\"name\":\"bondBps\",\"type\":\"uint16\"},{\"internalType\":\"uint32\",\"name\":\"verdictWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"minVerifierStake\",\"type\":\"uint256\"},{\"internalType\":\"uint16\",\"name\":\"drawBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"verifierShareBps\",\"type\":\"uint16\"}],\"internalType\":\"structJobEscrow.DisputeConfig\",\"name\":\"dc\",\"type\":\"tuple\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"name\":\"AcceptanceExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"BindingMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"until\",\"type\":\"uint64\"}],\"name\":\"ChallengeWindowClosed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"until\",\"type\":\"uint64\"}],\"name\":\"ChallengeWindowOpen\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"}],\"name\":\"CircuitExists\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DeadlineNotReached\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DeadlinePassed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"DuplicateVerdict\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"ForgedVerdict\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"InvalidAmount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"backend\",\"type\":\"uint8\"}],\"name\":\"InvalidBackend\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"}],\"name\":\"InvalidCID\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"}],\"name\":\"InvalidClass\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"InvalidDeadline\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidDisputeConfig\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint16\",\"name\":\"feeBps\",\"type\":\"uint16\"}],\"name\":\"InvalidFee\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"}],\"name\":\"InvalidOutcome\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"InvalidSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"verdicts\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"signatures\",\"type\":\"uint256\"}],\"name\":\"InvalidVerdicts\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"JobExists\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"NoVerifierCode\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"NotDrawn\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotEnabled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"NotProvider\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"}],\"name\":\"NotRequester\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"NotZkJob\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"ProofRejected\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"ProofRequired\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"RevealMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"TermsMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"count\",\"type\":\"uint256\"}],\"name\":\"TooManyPublicInputs\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"}],\"name\":\"UnknownCircuit\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"UnknownJob\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"UnstakedVerifier\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"VerdictLate\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"until\",\"type\":\"uint64\"}],\"name\":\"VerdictWindowOpen\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"VerifierOutOfGas\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"disputeId\",\"type\":\"bytes32\"}],\"name\":\"WrongDispute\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"registryEscrow\",\"type\":\"address\"}],\"name\":\"WrongRegistry\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"enumJobEscrow.Status\",\"name\":\"status\",\"type\":\"uint8\"}],\"name\":\"WrongStatus\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"backend\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"registrant\",\"type\":\"address\"}],\"name\":\"CircuitRegistered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"disputeId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"disputer\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"bond\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"seed\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"secret\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"verdictDeadline\",\"type\":\"uint64\"}],\"name\":\"DisputeOpened\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"disputeId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"slashed\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"verifierReward\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"verifiers\",\"type\":\"uint256\"}],\"name\":\"DisputeResolved\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"payout\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"}],\"name\":\"JobClaimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"name\":\"JobOpened\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"slashed\",\"type\":\"uint256\"}],\"name\":\"JobRefunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"resultCID\",\"type\":\"bytes\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"}],\"name\":\"ProofAccepted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"resultCID\",\"type\":\"bytes\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"challengeEnd\",\"type\":\"uint64\"}],\"name\":\"ResultSubmitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"treasury\",\"type\":\"address\"}],\"name\":\"TreasurySet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"}],\"name\":\"VerdictAccepted\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"ACCEPTANCE_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"BACKEND_GROTH16\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"BACKEND_PLONK\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"CLASS_BATCH\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"CLASS_BURST\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"CLASS_ZK\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_CID_LENGTH\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_FEE_BPS\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_PUBLIC_INPUTS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"PROVIDER_FAULT\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"PROVIDER_RIGHT\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"VERDICT_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"VERIFY_GAS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"VOID\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"}],\"name\":\"acceptanceDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"}],\"name\":\"acceptanceHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"bondBps\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"challengeWindow\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"}],\"name\":\"circuit\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"internalType\":\"uint8\",\"name\":\"backend\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"}],\"name\":\"claim\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"secret\",\"type\":\"bytes32\"}],\"name\":\"dispute\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"}],\"name\":\"disputeBond\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"seed\",\"type\":\"bytes32\"}],\"name\":\"disputeId\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"disputeOf\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"disputer\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"bond\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"seed\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"openedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"faultVotes\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"rightVotes\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"domainSeparator\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"drawThreshold\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"}],\"name\":\"expireDispute\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"feeBps\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"isDrawn\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"jobState\",\"outputs\":[{\"internalType\":\"enumJobEscrow.Status\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"uint64\",\"name\":\"time\",\"type\":\"uint64\"},{\"internalType\":\"bytes26\",\"name\":\"commitment\",\"type\":\"bytes26\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"minBond\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"minVerifierStake\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"openJob\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"},{\"internalType\":\"uint256\",\"name\":\"permitDeadline\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"openJobWithPermit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"quorum\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"}],\"name\":\"refund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"internalType\":\"uint8\",\"name\":\"backend\",\"type\":\"uint8\"}],\"name\":\"registerCircuit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"registry\",\"outputs\":[{\"internalType\":\"contractProviderRegistry\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"structHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"}],\"name\":\"resultCommitment\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"treasury_\",\"type\":\"address\"}],\"name\":\"setTreasury\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"specCidHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"publicInputs\",\"type\":\"uint256[]\"},{\"internalType\":\"bytes\",\"name\":\"proof\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"resultCID\",\"type\":\"bytes\"}],\"name\":\"submitProof\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"resultCID\",\"type\":\"bytes\"}],\"name\":\"submitResult\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"disputeId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"issuedAt\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Verdict[]\",\"name\":\"verdicts\",\"type\":\"tuple[]\"},{\"internalType\":\"bytes[]\",\"name\":\"signatures\",\"type\":\"bytes[]\"}],\"name\":\"submitVerdicts\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"treasury\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"disputeId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"issuedAt\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Verdict\",\"name\":\"v\",\"type\":\"tuple\"}],\"name\":\"verdictDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"verdictDomainSeparator\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"verdictWindow\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"verifierShareBps\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"voteOf\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"specCidHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"publicInputs\",\"type\":\"uint256[]\"}],\"name\":\"zkSpecHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"}]",
	ID:  "JobEscrow",
	Bin: "0x610300806040523461072e5780615a5b803803809161001e82856107ce565b8339810103906101a0821261072e578051916001600160a01b0383169182840361072e5760208101516001600160a01b0381169283820361072e57610065604084016107f1565b9261007260608201610805565b9561007f60808301610814565b9560e061008e60a085016107f1565b9460bf19011261072e576040519060e082016001600160401b038111838210176107ba5760405260c084015182526100c860e08501610805565b602083019081526100dc6101008601610814565b604084019081526101208601519260ff8416840361072e5760608501938452610140870151956080860196875261012a61018061011c6101608b01610805565b9960a089019a8b5201610805565b9860c08701998a52604051906101416040836107ce565b6011825260208201706770756d657368204a6f62457363726f7760781b81526040519261016f6040856107ce565b60018452603160f81b60208501908152926001600160a01b031680156107a7575f80546001600160a01b03198116831782556001600160a01b0316907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09080a36101d881610825565b610120526101e584610825565b61014052519020918260e05251902080610100524660a0526040519060208201925f516020615a3b5f395f51905f528452604083015260608201524660808201523060a082015260a0815261023b60c0826107ce565b5190206080523060c05215801561079f575b801561078e575b61077f5760405163e2fdcc1760e01b8152602081600481855afa90811561073a575f91610745575b50306001600160a01b03909116036106b5575061ffff8b166107d081116106a3575083518015908115610692575b508015610682575b8015610673575b8015610667575b801561065a575b801561064a575b801561063a575b61062b5761ffff63ffffffff9260ff95516101e052511661020052511661022052511661024052516102605261271061ffff825116145f146105ca5750905f5160206159fb5f395f51905f529561ffff6020969594935f195b6102805251166102a052466102e052604051868101905f516020615a3b5f395f51905f5282527f5713b7999760bffd026daf45aebd75261222de8f4562351a9f2730109196ff3260408201527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc660608201524660808201523060a082015260a081526103bb60c0826107ce565b5190206102c0526101605261018052600380546001600160a01b0319166001600160a01b039290921691821790556101a0929092526101c052604051908152a160405161516a9081610891823960805181614f80015260a05181615037015260c05181614f51015260e05181614fcf01526101005181614ff501526101205181611389015261014051816113b30152610160518181816103120152818161068a0152818161097401528181610f4b01528181611832015281816124660152818161293901528181612e5b015281816131b8015281816148010152614ab10152610180518181816109a301528181610f76015281816118ac01528181611f32015281816124bf015281816129aa0152818161323201528181613851015281816141650152818161488301528181614b320152614c1901526101a05181818161174b01528181612799015281816128ae01528181613111015261473001526101c051818181611346015261206201526101e05181818161149f0152614088015261020051818181612291015261405f01526102205181818161237e0152612cc2015261024051818181612b630152613a35015261026051818181611eac01528181613884015261419801526102805181818161127a0152614d9501526102a0518181816127d801528181613304015281816149d70152614cee01526102c0518161441e01526102e051816143f80152f35b61ffff90959493929195511695865f516020615a1b5f395f51905f5202965f516020615a1b5f395f51905f528804036106175761ffff6020965f5160206159fb5f395f51905f529861032e565b634e487b7160e01b5f52601160045260245ffd5b635ec9dffd60e01b5f5260045ffd5b5061271061ffff885116116102d5565b5061271061ffff875116116102ce565b5061ffff865116156102c7565b5060ff835116156102c0565b5063ffffffff815116156102b9565b5061271061ffff835116116102b2565b6001600160801b031090505f6102aa565b63f6f4a38f60e01b5f5260045260245ffd5b60206004916040519283809263e2fdcc1760e01b82525afa90811561073a575f916106fc575b5063f167fad160e01b5f9081526001600160a01b0391909116600452602490fd5b90506020813d602011610732575b81610717602093836107ce565b8101031261072e57610728906107f1565b816106db565b5f80fd5b3d915061070a565b6040513d5f823e3d90fd5b90506020813d602011610777575b81610760602093836107ce565b8101031261072e57610771906107f1565b5f61027c565b3d9150610753565b63d92e233d60e01b5f5260045ffd5b506001600160a01b038a1615610254565b50801561024d565b631e4fbdf760e01b5f525f60045260245ffd5b634e487b7160e01b5f52604160045260245ffd5b601f909101601f19168101906001600160401b038211908210176107ba57604052565b51906001600160a01b038216820361072e57565b519061ffff8216820361072e57565b519063ffffffff8216820361072e57565b601f815111610850576020815191015160208210610841571790565b5f198260200360031b1b161790565b604460209160405192839163305a27a960e01b83528160048401528051918291826024860152018484015e5f828201840152601f01601f19168101030190fdfe60806040526004361015610011575f80fd5b5f5f3560e01c8063037c82661461300e5780630cb601d714612f735780630e55b4f214612b8757806314ca8193146113245780631703a01814612b495780631be2034c14612b205780631c06344e146127fc5780631d53600414610cbc5780631e140d48146127bd57806324a9d8531461277e57806325e546e9146127435780632633ca3d146113245780632b4e89da1461272557806332f5aa041461136a57806346f77495146126c05780634953e517146126a15780634ea4ffc81461268357806351c4f239146125be57806356522c2e1461122457806357f716cf146125785780635f59962a146123c957806361d027b3146123a2578063663a93b214612361578063715018a6146122f057806375cb5f3d146122b5578063761d4a39146122765780637a7b6c6914611f565780637b10399914611f125780637b2f1e4b14611ecf5780637c59496414611e945780637f0828be146114c2578063831518b71461148757806384b0196e1461136f578063861821391461136a578063861a1412146113295780638bcc0b2e146113245780638da5cb5b146112fe5780639427c7d61461129d578063954765f6146112625780639b93788114611246578063a1532da214611229578063a386ce5f14611224578063a82da60d14611208578063b181c22f14610d0a578063bbad29c914610cc1578063d36f435a14610cbc578063d55be8c614610c9f578063e7198ffd1461062a578063f0f4426014610579578063f1526a8214610407578063f2fde38b14610351578063f698da2514610336578063fc0c546a146102f2578063fcbaaeb1146102cf5763fef9649614610277575f80fd5b346102cc5760206003193601126102cc5760408091600435815260056020522060208251916102a583613531565b549160ff6001600160a01b0384169384835260a01c16918291015282519182526020820152f35b80fd5b50346102cc57806003193601126102cc5760206102ea6143f5565b604051908152f35b50346102cc57806003193601126102cc5760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b50346102cc57806003193601126102cc5760206102ea614f47565b50346102cc5760206003193601126102cc576001600160a01b0361037361345a565b61037b614f08565b1680156103db576001600160a01b038254827fffffffffffffffffffffffff00000000000000000000000000000000000000008216178455167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e08380a380f35b6024827f1e4fbdf700000000000000000000000000000000000000000000000000000000815280600452fd5b50346102cc5760606003193601126102cc57600435610424613444565b906044359160ff831692838103610575576001841161054957813b1561051457828552600560205260408520906001600160a01b038254166104e85781547fffffffffffffffffffffff000000000000000000000000000000000000000000166001600160a01b0390931692831760a09190911b74ff0000000000000000000000000000000000000000161790556040805193845233602085015290927f6c5e01baf95033df102a17991f731a68fd402c89479a105d022d32961838c4409190a380f35b602486857f1eec5d4f000000000000000000000000000000000000000000000000000000008252600452fd5b6024856001600160a01b03847ff0fbb5a500000000000000000000000000000000000000000000000000000000835216600452fd5b602485857f7494e324000000000000000000000000000000000000000000000000000000008252600452fd5b8480fd5b50346102cc5760206003193601126102cc576001600160a01b0361059b61345a565b6105a3614f08565b168015610602576020817f3c864541ef71378c6229510ed90f376565ee42d9c5e0904a984a9e863e6db44f927fffffffffffffffffffffffff00000000000000000000000000000000000000006003541617600355604051908152a180f35b6004827fd92e233d000000000000000000000000000000000000000000000000000000008152fd5b50346102cc5760031936016101e08112610a7657610140136102cc576101443567ffffffffffffffff8111610a7657610667903690600401613470565b90826101843560ff8116809103610a76576106806144d2565b6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690813b15610a7a57829160e4839260405194859384927fd505accf000000000000000000000000000000000000000000000000000000008452336004850152306024850152608435604485015261016435606485015260848401526101a43560a48401526101c43560c48401525af1610c8a575b50506024356001600160a01b03811614159182610a7e576001600160a01b03602435163303610c4f576101243567ffffffffffffffff8116141592836105755767ffffffffffffffff61012435164211610c165760c43567ffffffffffffffff811614159182610c12574267ffffffffffffffff60c4351611801590610bf5575b610bb75760e43560ff811614159384610a8257600260ff60e4351611610b8657608435158015610b6b575b610b3d576effffffffffffffffffffffffffffff60a43511610b0f5760043587526004602052604087209160ff8354166007811015610afb57610acd5761085f906108156004613f1d565b9261085a84610822614f47565b604291604051917f19010000000000000000000000000000000000000000000000000000000000008352600283015260228201522090565b614d1e565b6044356001600160a01b0381161415949085610ac9576001600160a01b03604435166001600160a01b03821603610a865750600160ff19845416178355610a8257815465ffffffffffff199190911660ff90911665ffffffffff0060c43560081b1617179055610a7e57610a7a57610a76576102cc576040516064358152608435602082015260a435604082015267ffffffffffffffff60c43516606082015260ff60e4351660808201526101043560a082015267ffffffffffffffff610124351660c08201526001600160a01b0360443516906001600160a01b0360243516907fa935015702411da96ab4a55851ca40d99bd0c5ca62006a73726caa85717e069460e060043592a4610998608435306024357f0000000000000000000000000000000000000000000000000000000000000000614dda565b806001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016803b15610a73578160405180927f282d3fdf000000000000000000000000000000000000000000000000000000008252818381610a1e60a43560443560048401602090939291936001600160a01b0360408201951681520152565b03925af18015610a6857610a53575b507f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d80f35b81610a5d9161354d565b6102cc57805f610a2d565b6040513d84823e3d90fd5b50fd5b5080fd5b8280fd5b8380fd5b8680fd5b886001600160a01b036044927f42d750dc000000000000000000000000000000000000000000000000000000008352166004526001600160a01b03823516602452fd5b8880fd5b6024887f9e2b4bfd000000000000000000000000000000000000000000000000000000008152600435600452fd5b602489634e487b7160e01b81526021600452fd5b6024877f3728b83d00000000000000000000000000000000000000000000000000000000815260a435600452fd5b6024877f3728b83d000000000000000000000000000000000000000000000000000000008152608435600452fd5b506fffffffffffffffffffffffffffffffff608435116107ca565b6024877fce09c8f800000000000000000000000000000000000000000000000000000000815260ff60e43516600452fd5b85836102cc576024907fbc4bfd3b00000000000000000000000000000000000000000000000000000000815267ffffffffffffffff60c43516600452fd5b505f925064ffffffffff60c43567ffffffffffffffff161161079f565b8580fd5b6024857f94cc0f9800000000000000000000000000000000000000000000000000000000815267ffffffffffffffff6101243516600452fd5b6044847f0691b032000000000000000000000000000000000000000000000000000000008152336004526001600160a01b0360243516602452fd5b81610c949161354d565b610a7a57825f61071e565b50346102cc57806003193601126102cc5760206040516107d08152f35b6133cc565b50346102cc5760406003193601126102cc576001600160a01b036040610ce5613444565b92600435815260076020522091165f52602052602060ff60405f205416604051908152f35b50346102cc57610d193661349e565b9291610d236144d2565b602081016001600160a01b03610d38826135aa565b1633036111c75761012082019067ffffffffffffffff610d57836135be565b1642116111895760c08301924267ffffffffffffffff610d76866135be565b1611801590611169575b61112b5760e08101600260ff610d9583613570565b16116110f457608082013593841580156110db575b6110af5760a0830135956effffffffffffffffffffffffffffff871161108357833591828a52600460205260408a209a60ff8c5416600781101561106f5761104357610e0690610df987613f1d565b9a61085a8c610822614f47565b9a60408601996001600160a01b0380610e1e8d6135aa565b169d169c8d03611001578b9c50815460ff19166001178255610e3f846135be565b82547fffffffffffffffffffffffffffffffffffffffffffffffffffff0000000000ff1660089190911b65ffffffffff0016178255815465ffffffffffff1665ffffffffffff19909116179055610e95866135aa565b94610e9f8a6135aa565b92610ea9906135be565b94610eb390613570565b91610ebd906135be565b9160405195606083013587528960208801528a604088015267ffffffffffffffff16606087015260ff166080860152610100013560a085015267ffffffffffffffff1660c08401526001600160a01b0316926001600160a01b03169160e07fa935015702411da96ab4a55851ca40d99bd0c5ca62006a73726caa85717e069491a4610f47906135aa565b90307f000000000000000000000000000000000000000000000000000000000000000092610f7493614dda565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031691610fa8906135aa565b90823b15610ffc576040517f282d3fdf0000000000000000000000000000000000000000000000000000000081526001600160a01b0390921660048301526024820152908290829081838160448101610a1e565b505050fd5b60448c6001600160a01b038f6110168f6135aa565b907f42d750dc00000000000000000000000000000000000000000000000000000000845260045216602452fd5b60248b857f9e2b4bfd000000000000000000000000000000000000000000000000000000008252600452fd5b60248c634e487b7160e01b81526021600452fd5b602489887f3728b83d000000000000000000000000000000000000000000000000000000008252600452fd5b602488867f3728b83d000000000000000000000000000000000000000000000000000000008252600452fd5b506fffffffffffffffffffffffffffffffff8511610daa565b8660ff611102602493613570565b7fce09c8f800000000000000000000000000000000000000000000000000000000835216600452fd5b60248667ffffffffffffffff611140876135be565b7fbc4bfd3b00000000000000000000000000000000000000000000000000000000835216600452fd5b5064ffffffffff67ffffffffffffffff611182866135be565b1611610d80565b60248567ffffffffffffffff61119e856135be565b7f94cc0f9800000000000000000000000000000000000000000000000000000000835216600452fd5b836001600160a01b036111db6044936135aa565b7f0691b0320000000000000000000000000000000000000000000000000000000083523360045216602452fd5b50346102cc57806003193601126102cc57602060405160808152f35b613429565b50346102cc57806003193601126102cc5760206040516101008152f35b50346102cc57806003193601126102cc57602060405160038152f35b50346102cc57806003193601126102cc5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b50346102cc5760206003193601126102cc5760e06001600160a01b0367ffffffffffffffff6112cd600435614303565b9694604098919698949294519889521660208801526040870152606086015216608084015260a083015260c0820152f35b50346102cc57806003193601126102cc576001600160a01b036020915416604051908152f35b6133b1565b50346102cc57806003193601126102cc57602060405163ffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b6133ed565b50346102cc57806003193601126102cc5761142b906113ad7f0000000000000000000000000000000000000000000000000000000000000000615091565b906113d77f0000000000000000000000000000000000000000000000000000000000000000615091565b906020611439604051936113eb838661354d565b8385525f3681376040519687967f0f00000000000000000000000000000000000000000000000000000000000000885260e08589015260e08801906134dc565b9086820360408801526134dc565b904660608601523060808601528260a086015284820360c08601528080855193848152019401925b82811061147057505050500390f35b835185528695509381019392810192600101611461565b50346102cc57806003193601126102cc5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b50346102cc5760031936016101e08112610a7657610140136102cc57610164356101843567ffffffffffffffff8111610a7a57611503903690600401613380565b906101a43567ffffffffffffffff811161057557611525903690600401613470565b9390916101c43567ffffffffffffffff8111610a8257611549903690600401613470565b9190956115546144d2565b61155c61466b565b6001600160a01b0361156f989298613594565b163303611e545764ffffffffff16804211611e29575060e43560ff8116808203611e25576002915003611df75783158015611ded575b611dc1576101008111611d96576115c1818487610144356142b2565b60643503611d685784895260056020526040892091604051926115e384613531565b54936001600160a01b03851680855260ff602086019660a01c16865215611d3c5760043597600160ff875116145f146119f95761165590604051937f7e4f7a8a00000000000000000000000000000000000000000000000000000000602086015260406024860152606485019161425e565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffdc8382030160448401528381527f07ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff84116119f557826116d3926020926001600160a01b039660051b809285830137010301601f19810183528261354d565b915b511691823b156119c957602091600160ff8b93511614938382519201906216e360fa9081166119b9575b1561195b57827f5557843a823814e2e028bbdf04148df378d1c20e8d6be32436625f848223b72e611731368489614228565b60208151910120926117d46084359861271061177161ffff7f0000000000000000000000000000000000000000000000000000000000000000168c613dca565b8a5465ffffffffffff19164260081b65ffffffffff0016176004178b55049865ffffffffffff196117a9886117a4613e2e565b613e08565b1665ffffffffffff65ffffffffffff198354921691161790556040519260408452604084019161425e565b9360208201528033940390a46117e8613594565b907f3fb3a9e22d7cfe2f14bca51cecf0290cc19a5dd898ee0bbd216b8e76be68d76660406001600160a01b0361181e8688613dfb565b9482519586528660208701521693a361186b7f0000000000000000000000000000000000000000000000000000000000000000926118648361185e613594565b92613dfb565b9084614e96565b8061193e575b50508060a435806118a257507f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d80f35b6001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016906118d5613594565b90823b15610ffc576040517f7eee288d0000000000000000000000000000000000000000000000000000000081526001600160a01b03909216600483015260248201529082908290818381604481015b03925af18015610a685715610a2d5781610a5d9161354d565b611954916001600160a01b036003541690614e96565b5f80611871565b60248684615d015a1115611991577f2d93db73000000000000000000000000000000000000000000000000000000008252600452fd5b7f91e386bb000000000000000000000000000000000000000000000000000000008252600452fd5b506001865114601f3d11166116ff565b602489847ff0fbb5a5000000000000000000000000000000000000000000000000000000008252600452fd5b8b80fd5b9092908b8083807a184f03e93ff9f4daa797ed6e38ed64bf6a1f010000000000000000811015611d14575b806d04ee2d6d415b85acef8100000000600a921015611cf9575b662386f26fc10000811015611ce5575b6305f5e100811015611cd4575b612710811015611cc5575b6064811015611cb7575b1015611cac575b600a5f1960216001850194611aa4611a8e8761420c565b96611a9c604051988961354d565b80885261420c565b96601f19602088019801368937508501015b01917f30313233343536373839616263646566000000000000000000000000000000008282061a835304908115611af257600a905f1990611ab6565b50507fffffffff0000000000000000000000000000000000000000000000000000000091611ba66002603a604051809460208201967f76657269667950726f6f662862797465732c75696e743235365b00000000000088525180918484015e81017f5d290000000000000000000000000000000000000000000000000000000000008382015203017fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe281018452018261354d565b5190201692601f811660200360208111611c9857601f16916001840195868511611c84577f07ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff87168703611c8457928e83611c7e9693602095611c566001600160a01b039b9a98611c2e611c188861420c565b97611c26604051998a61354d565b80895261420c565b97601f198a89019901368a376040519c8d9b8b8d015260051b60248c015260448b019161427e565b91818352878301370191848301918252519283915e01018c815203601f19810183528261354d565b916116d5565b60248f634e487b7160e01b81526011600452fd5b60248e634e487b7160e01b81526011600452fd5b600190910190611a77565b606460029104930192611a70565b61271060049104930192611a66565b6305f5e10060089104930192611a5b565b662386f26fc1000060109104930192611a4e565b6d04ee2d6d415b85acef810000000060209104930192611a3e565b50604091507a184f03e93ff9f4daa797ed6e38ed64bf6a1f0100000000000000008504611a24565b60248b887fe80eb6e0000000000000000000000000000000000000000000000000000000008252600452fd5b6024897f8424c03d000000000000000000000000000000000000000000000000000000008152600435600452fd5b7f39e70ca0000000000000000000000000000000000000000000000000000000008952600452602488fd5b602489857f0b113625000000000000000000000000000000000000000000000000000000008252600452fd5b50608084116115a5565b6024897f99eac56f000000000000000000000000000000000000000000000000000000008152600435600452fd5b8a80fd5b7f67680913000000000000000000000000000000000000000000000000000000008a52600452602489fd5b60448a6001600160a01b03611e67613594565b7f344b09040000000000000000000000000000000000000000000000000000000083523360045216602452fd5b50346102cc57806003193601126102cc5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b50346102cc5760606003193601126102cc576044359067ffffffffffffffff82116102cc5760206102ea611f063660048601613380565b906024356004356142b2565b50346102cc57806003193601126102cc5760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b50346102cc57611f653661349e565b92919081359182845260046020526040842090611f8182614001565b80516007811015612262575f19016121bc57611f9c82613f1d565b65ffffffffffff1980604084015116911603612190576020015164ffffffffff16604082016001600160a01b03611fd2826135aa565b16330361217c57508042116121515750600260ff611ff260e08401613570565b1614612125578515801561211b575b6120ef57846120da7f83723d7a2d10f280eba2d3c4443bb636dd425a2a6fae29b68b2c70d13359f81b946117a497989465ffffffffffff196120af64ffffffffff9661204e368a87614228565b602081519101209b8c9161208a63ffffffff7f0000000000000000000000000000000000000000000000000000000000000000168b4216613d9a565b865465ffffffffffff1916600882901b65ffffffffff00161760021787559850613f1d565b1665ffffffffffff65ffffffffffff198354921691161790556040519460608652606086019161425e565b9560208401521660408201528033940390a380f35b602485877f0b113625000000000000000000000000000000000000000000000000000000008252600452fd5b5060808611612001565b602485857f74ea19b5000000000000000000000000000000000000000000000000000000008252600452fd5b7f67680913000000000000000000000000000000000000000000000000000000008652600452602485fd5b866001600160a01b03611e676044936135aa565b602486867f65340458000000000000000000000000000000000000000000000000000000008252600452fd5b8581869251600781101561224e5715612222575191600783101561220e5760449261220c917f9d819744000000000000000000000000000000000000000000000000000000008452600452613407565bfd5b602482634e487b7160e01b81526021600452fd5b506024917fe498a481000000000000000000000000000000000000000000000000000000008252600452fd5b602483634e487b7160e01b81526021600452fd5b602487634e487b7160e01b81526021600452fd5b50346102cc57806003193601126102cc57602060405161ffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b50346102cc57806003193601126102cc5760206040517f1ee1f3ee8fe08cc43c4b9f7cc35ca48200da8950d4bce2623c19f257792b1cd08152f35b50346102cc57806003193601126102cc57612309614f08565b806001600160a01b0381547fffffffffffffffffffffffff000000000000000000000000000000000000000081168355167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e08280a380f35b50346102cc57806003193601126102cc57602060405163ffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b50346102cc57806003193601126102cc5760206001600160a01b0360035416604051908152f35b50346102cc576101406003193601126102cc576123e46144d2565b64ffffffffff6123f261466b565b919091168042111561254d5750600560ff198254161790558061241361357e565b61248a60843560a435926001600160a01b036040519183835285602084015216907f84cac6a64f44d4b8a5092c03522e3985dc3268dc05472482b703df0d752de4d9604060043592a361246461357e565b7f0000000000000000000000000000000000000000000000000000000000000000614e96565b806124b557507f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d80f35b6001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000166124e7613594565b906124f061357e565b90803b15610575576040517fbfac59900000000000000000000000000000000000000000000000000000000081526001600160a01b0393841660048201526024810194909452911660448301528290829081838160648101611925565b7fbd5145db000000000000000000000000000000000000000000000000000000008352600452602482fd5b50346102cc5760031936016101608112610a7657610140136102cc5761014435906001600160a01b03821682036102cc5760206125b4836140b8565b6040519015158152f35b50346102cc5760c06003193601126102cc576044359060ff821691828103610a765750608435906001600160a01b03821691828103610a76575060a43567ffffffffffffffff8116918282036102cc5760206102ea86868660405191858301937f1ee1f3ee8fe08cc43c4b9f7cc35ca48200da8950d4bce2623c19f257792b1cd0855260043560408501526024356060850152608084015260643560a084015260c083015260e082015260e081526126786101008261354d565b5190206108226143f5565b50346102cc57806003193601126102cc5760206040516216e3608152f35b50346102cc5760206003193601126102cc5760206102ea600435614053565b50346102cc5760206003193601126102cc57600435815260046020526126e860408220614001565b805190600782101561224e576060925065ffffffffffff19604064ffffffffff602084015116920151169060405192835260208301526040820152f35b50346102cc576101406003193601126102cc575060206102ea613e2e565b50346102cc57806003193601126102cc5760206040517f28bad9b1b4acf47376899a6cbcc24867d04c86f324fc3dfa1beccebe044a5f7e8152f35b50346102cc57806003193601126102cc57602060405161ffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b50346102cc57806003193601126102cc57602060405161ffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b50346102cc5761280b36613361565b6128169291926144d2565b8235908183526004602052604083209061282f82614001565b9081516007811015612b0c577ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe01612abc5761286e906117a487613f1d565b65ffffffffffff1980604084015116911603612a9057602064ffffffffff91015116804210612a6557508360a091608085960135906127106128d461ffff7f00000000000000000000000000000000000000000000000000000000000000001684613dca565b0490600460ff1982541617905560408301946128ef866135aa565b907f3fb3a9e22d7cfe2f14bca51cecf0290cc19a5dd898ee0bbd216b8e76be68d76660406001600160a01b036129258688613dfb565b9482519586528660208701521693a36129667f0000000000000000000000000000000000000000000000000000000000000000926118648361185e896135aa565b80612a48575b505001358061299d575b50507f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d80f35b6129d06001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016926135aa565b90823b15610ffc576040517f7eee288d0000000000000000000000000000000000000000000000000000000081526001600160a01b0392909216600483015260248201529082908290604490829084905af18015610a6857612a33575b80612976565b81612a3d9161354d565b6102cc57805f612a2d565b612a5e916001600160a01b036003541690614e96565b5f8061296c565b7f9db52e49000000000000000000000000000000000000000000000000000000008452600452602483fd5b602484847f65340458000000000000000000000000000000000000000000000000000000008252600452fd5b8385838051600781101561224e5715612222575191600783101561220e5760449261220c917f9d819744000000000000000000000000000000000000000000000000000000008452600452613407565b602486634e487b7160e01b81526021600452fd5b50346102cc576101406003193601126102cc575060206102ea612b41613e2e565b610822614f47565b50346102cc57806003193601126102cc57602060405160ff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b50346102cc5760031936016101808112610a7657610140136102cc576101643590612bb06144d2565b600435808252600460205260408220612bc881614001565b80516007811015612f5f577ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe01612f0f57612c10612c066004613f1d565b6101443590613e08565b65ffffffffffff1980604084015116911603612a90576020015164ffffffffff166001600160a01b03612c4161357e565b163303612efc5780421015612ed15750604051602081019085825260208152612c6b60408261354d565b5190206101043503612ea557612e7f9293612c87608435614053565b9264ffffffffff604051602081019044825283604082015260408152612cae60608261354d565b51902093814216612d09612ce863ffffffff7f00000000000000000000000000000000000000000000000000000000000000001683613d9a565b835465ffffffffffff1916600882901b65ffffffffff001617600317909355565b60028960405192612d1984613501565b3384526020840190815260408401906fffffffffffffffffffffffffffffffff8b1682526001600160a01b0380604060608801958d87528b8152600660205220965116167fffffffffffffffffffffffff0000000000000000000000000000000000000000865416178555517fffffffffffffff0000000000ffffffffffffffffffffffffffffffffffffffff78ffffffffff000000000000000000000000000000000000000086549260a01b1691161784556fffffffffffffffffffffffffffffffff600185019151167fffffffffffffffffffffffffffffffff0000000000000000000000000000000082541617905551910155612e198584613e08565b9360405195878752602087015260408601521660608401527f2ac48e76fa3c5ea5e83371b05ffc0bc28fbda9277ba9dd2f6cdf5f63e9ebe7bb60803394a430337f0000000000000000000000000000000000000000000000000000000000000000614dda565b807f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d80f35b602483837f7dd03dbf000000000000000000000000000000000000000000000000000000008252600452fd5b7f7080c4c8000000000000000000000000000000000000000000000000000000008452600452602483fd5b6044846001600160a01b036111db61357e565b8391508051600781101561224e5715612222575191600783101561220e5760449261220c917f9d819744000000000000000000000000000000000000000000000000000000008452600452613407565b602485634e487b7160e01b81526021600452fd5b50346102cc5760031936016101a08112610a7657610140136102cc576101643567ffffffffffffffff8111610a765736602382011215610a765780600401359067ffffffffffffffff8211610a7a5736602460c0840283010111610a7a57610184359067ffffffffffffffff8211610a7e57612e7f92612ff96024933690600401613380565b9390926130046144d2565b01610144356135d3565b50346132d95761303764ffffffffff61302636613361565b6130319391936144d2565b83614546565b91909116804211156133365750816131f660a092613137943590815f5260066020526fffffffffffffffffffffffffffffffff6001600160a01b0360405f20926040519061308482613501565b64ffffffffff855484811684528a1c1660208301526130bb6002856001880154169660408501978852015480606085015287613e08565b90604051906130cb60208361354d565b5f82525f368137600660ff198254161790555190867f57bc872f9afdaf5fd653a8c0e61270150d58ee932fc00173856577463b90f2e16080612710818d01359e8f61ffff7f00000000000000000000000000000000000000000000000000000000000000001690613dca565b04948981806132f25750505f905b60405191600383525f602084015260408301526060820152a36131e4604089019a8b97613171896135aa565b907f3fb3a9e22d7cfe2f14bca51cecf0290cc19a5dd898ee0bbd216b8e76be68d7666040886131a08887613dfb565b9482519586528860208701521693a36131dd8361185e7f00000000000000000000000000000000000000000000000000000000000000009a6135aa565b9088614e96565b806132dd575b50511691511691614e96565b013580613225575b82807f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d80f35b6132586001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016926135aa565b90823b156132d9576040517f7eee288d0000000000000000000000000000000000000000000000000000000081526001600160a01b039290921660048301526024820152905f908290604490829084905af180156132ce576132bb575b806131fe565b6132c791505f9061354d565b5f5f6132b5565b6040513d5f823e3d90fd5b5f80fd5b6132ec90836003541687614e96565b5f6131ea565b61271061332a8c61333094511661ffff7f00000000000000000000000000000000000000000000000000000000000000001690613dca565b04613ddd565b90613145565b7f28cc6fb6000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b6003190161016081126132d957610140136132d9576004906101443590565b9181601f840112156132d95782359167ffffffffffffffff83116132d9576020808501948460051b0101116132d957565b346132d9575f6003193601126132d957602060405160018152f35b346132d95760406003193601126132d95760206102ea602435600435613e08565b346132d9575f6003193601126132d95760206040515f8152f35b600781101561341557602452565b634e487b7160e01b5f52602160045260245ffd5b346132d9575f6003193601126132d957602060405160028152f35b602435906001600160a01b03821682036132d957565b600435906001600160a01b03821682036132d957565b9181601f840112156132d95782359167ffffffffffffffff83116132d957602083818601950101116132d957565b90600319820161016081126132d957610140136132d957600491610144359067ffffffffffffffff82116132d9576134d891600401613470565b9091565b90601f19601f602080948051918291828752018686015e5f8582860101520116010190565b6080810190811067ffffffffffffffff82111761351d57604052565b634e487b7160e01b5f52604160045260245ffd5b6040810190811067ffffffffffffffff82111761351d57604052565b90601f601f19910116810190811067ffffffffffffffff82111761351d57604052565b3560ff811681036132d95790565b6024356001600160a01b03811681036132d95790565b6044356001600160a01b03811681036132d95790565b356001600160a01b03811681036132d95790565b3567ffffffffffffffff811681036132d95790565b949294939193828514801590613d92575b613d62576135f3906004614546565b64ffffffffff81939293164211613d2f576004355f52600660205260405f209661366e6002604051996136258b613501565b64ffffffffff81546001600160a01b0381168d5260a01c1660208c01526fffffffffffffffffffffffffffffffff60018201541660408c015201548060608b0152600435613e08565b925f5b88811015613d235760c08102820185813514801590613d13575b613ce757600160ff61369f60408401613570565b16141580613cce575b613c94576136b860408201613570565b6137526136c7608084016135aa565b9160a084019267ffffffffffffffff6136df856135be565b6001600160a01b036040519360ff60208601967f1ee1f3ee8fe08cc43c4b9f7cc35ca48200da8950d4bce2623c19f257792b1cd088528a35604088015260208b01356060880152166080860152606089013560a08601521660c08401521660e082015260e081526126786101008261354d565b89841015613ad9578360051b8601357fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe1873603018112156132d95786019081359167ffffffffffffffff83116132d9576020019180360383136132d9576001600160a01b03926137c192614d1e565b168015908115613c75575b50613c35578b67ffffffffffffffff64ffffffffff60206137ec856135be565b93015116911610908115613c11575b50613bde5761380c608082016135aa565b6001600160a01b03604051917f426233600000000000000000000000000000000000000000000000000000000083521660048201526020816024816001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000165afa9081156132ce575f91613bad575b507f000000000000000000000000000000000000000000000000000000000000000011613b6d576138c460608c01516138bc608084016135aa565b906004614d3f565b15613b2d576004355f52600760205260405f206001600160a01b036138eb608084016135aa565b165f5260205260ff60405f205416613aed5761390960408201613570565b6004355f52600760205260405f206001600160a01b0361392b608085016135aa565b165f5260205260ff60405f20911660ff198254161790556004355f52600860205260405f2060ff61395e60408401613570565b165f5260205260405f2090613975608082016135aa565b82546801000000000000000081101561351d5760018101808555811015613ad9576001600160a01b0390845f5260205f200191167fffffffffffffffffffffffff00000000000000000000000000000000000000008254161790556139dc608082016135aa565b6001600160a01b036139f060408401613570565b9160ff604051931683526060840135602084015216907fea56e2579f939c1c69ac1140bc7d52d37cf9b3c3b9233a1741a3514fef9890cc604060043592a381549060ff7f000000000000000000000000000000000000000000000000000000000000000016821015613a6757505050600101613671565b9350989950999495965050613a8192506040915001613570565b926040519460208682815201975f5260205f20905f5b818110613aba57505050613ab185613ab89798038661354d565b6004614700565b565b82546001600160a01b03168a5260209099019860019283019201613a97565b634e487b7160e01b5f52603260045260245ffd5b613b0160806001600160a01b0392016135aa565b7f5ab207d9000000000000000000000000000000000000000000000000000000005f521660045260245ffd5b613b4160806001600160a01b0392016135aa565b7f2ac09f65000000000000000000000000000000000000000000000000000000005f521660045260245ffd5b613b8160806001600160a01b0392016135aa565b7fd84c34fb000000000000000000000000000000000000000000000000000000005f521660045260245ffd5b90506020813d8211613bd6575b81613bc76020938361354d565b810103126132d957515f613881565b3d9150613bba565b64ffffffffff857f1523db78000000000000000000000000000000000000000000000000000000005f521660045260245ffd5b905067ffffffffffffffff613c2d64ffffffffff8816926135be565b16115f6137fb565b6001600160a01b03613c49608084016135aa565b7f155b1a74000000000000000000000000000000000000000000000000000000005f521660045260245ffd5b90506001600160a01b03613c8b608085016135aa565b1614155f6137cc565b613ca2604060ff9201613570565b7f42626663000000000000000000000000000000000000000000000000000000005f521660045260245ffd5b50600260ff613cdf60408401613570565b1614156136a8565b857f8ac076cd000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b506004356020820135141561368b565b50505050505050915050565b64ffffffffff907f1523db78000000000000000000000000000000000000000000000000000000005f521660045260245ffd5b82857fbf670a28000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b5084156135e4565b9064ffffffffff8091169116019064ffffffffff8211613db657565b634e487b7160e01b5f52601160045260245ffd5b81810292918115918404141715613db657565b8115613de7570490565b634e487b7160e01b5f52601260045260245ffd5b91908203918211613db657565b906040519060208201928352604082015260408152613e2860608261354d565b51902090565b6024356001600160a01b038116908181036132d957506044356001600160a01b038116908181036132d9575060c43567ffffffffffffffff8116908181036132d9575060e43560ff8116908181036132d95750610124359167ffffffffffffffff8316928381036132d957506040519360208501957f28bad9b1b4acf47376899a6cbcc24867d04c86f324fc3dfa1beccebe044a5f7e875260043560408701526060860152608085015260643560a085015260843560c085015260a43560e0850152610100840152610120830152610104356101408301526101608201526101608152613e286101808261354d565b7f28bad9b1b4acf47376899a6cbcc24867d04c86f324fc3dfa1beccebe044a5f7e9067ffffffffffffffff613f54602083016135aa565b91610100613f64604083016135aa565b9160ff613f7360c083016135be565b85613f8060e08501613570565b916001600160a01b03613f9661012087016135be565b97816040519b60208d019d8e528c60408a359101521660608c01521660808a0152606085013560a08a0152608085013560c08a015260a085013560e08a01521684880152166101208601520135610140840152166101608201526101608152613e286101808261354d565b906040516060810181811067ffffffffffffffff82111761351d5760405280925460ff811660078110156134155760409165ffffffffffff1991845264ffffffffff8160081c16602085015216910152565b6140856127109161ffff7f00000000000000000000000000000000000000000000000000000000000000001690613dca565b047f0000000000000000000000000000000000000000000000000000000000000000808211156140b3575090565b905090565b6004355f52600660205260405f2090604051916140d483613501565b6060600282549264ffffffffff6001600160a01b0385169485885260a01c1660208701526fffffffffffffffffffffffffffffffff60018201541660408701520154930192835215614206576040517f426233600000000000000000000000000000000000000000000000000000000081526001600160a01b03821660048201526020816024816001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000165afa9081156132ce575f916141d4575b507f0000000000000000000000000000000000000000000000000000000000000000111591826141c457505090565b6141d19250516004614d3f565b90565b90506020813d6020116141fe575b816141ef6020938361354d565b810103126132d957515f614195565b3d91506141e2565b50505f90565b67ffffffffffffffff811161351d57601f01601f191660200190565b9291926142348261420c565b91614242604051938461354d565b8294818452818301116132d9578281602093845f960137010152565b601f8260209493601f1993818652868601375f8582860101520116010190565b91907f07ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff81116132d95760051b809282370190565b9290916142dc6142ce916040519283916020830195869161427e565b03601f19810183528261354d565b51902060405191602083019384526040830152606082015260608152613e2860808261354d565b90815f52600660205260405f20916040519161431e83613501565b8354916001600160a01b0383169384815264ffffffffff602082019460a01c16845260026fffffffffffffffffffffffffffffffff600188015416966040830197885201546060820195818752156143df576fffffffffffffffffffffffffffffffff6001600160a01b0361439964ffffffffff9386613e08565b935116975116955194511692825f52600860205260405f2060015f5260205260405f2054925f52600860205260405f2060025f5260205260405f20549196959493929190565b505f955085945084935083928392508291508190565b467f000000000000000000000000000000000000000000000000000000000000000003614440577f000000000000000000000000000000000000000000000000000000000000000090565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527f5713b7999760bffd026daf45aebd75261222de8f4562351a9f2730109196ff3260408201527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc660608201524660808201523060a082015260a08152613e2860c08261354d565b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005c61451e5760017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d565b7f3ee5aeb5000000000000000000000000000000000000000000000000000000005f5260045ffd5b80355f818152600460205260409020939261456085614001565b9283516007811015613415577ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffd016145ef57906117a461459f92613f1d565b65ffffffffffff19806040850151169116036145c457506020015164ffffffffff1690565b7f65340458000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b828480516007811015613415571561463f575160078110156134155761463a917f9d819744000000000000000000000000000000000000000000000000000000005f52600452613407565b60445ffd5b507fe498a481000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b60043590815f52600460205260405f209161468583614001565b9081516007811015613415575f19016146a25761459f6004613f1d565b9080516007811015613415571561463f575160078110156134155761463a917f9d819744000000000000000000000000000000000000000000000000000000005f52600452613407565b8051821015613ad95760209160051b010190565b92919390600660ff1982541617905560ff8551911660018114614a0357608084013595600361271061475661ffff7f0000000000000000000000000000000000000000000000000000000000000000168a613dca565b0492846149b1575f935b873596877f57bc872f9afdaf5fd653a8c0e61270150d58ee932fc00173856577463b90f2e160806040518681525f60208201528960408201528a6060820152a361482d604089019a8b986147b38a6135aa565b907f3fb3a9e22d7cfe2f14bca51cecf0290cc19a5dd898ee0bbd216b8e76be68d76660406001600160a01b036147e98887613dfb565b9482519586528860208701521693a36148268361185e7f00000000000000000000000000000000000000000000000000000000000000009b6135aa565b9089614e96565b80614996575b50036149125750505061486b90836fffffffffffffffffffffffffffffffff60406001600160a01b0360a09751169201511691614e96565b013580614876575050565b6148a96001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016926135aa565b90823b156132d9576040517f7eee288d0000000000000000000000000000000000000000000000000000000081526001600160a01b039290921660048301526024820152905f908290604490829084905af180156132ce576149085750565b5f613ab89161354d565b909291939461494e906118646fffffffffffffffffffffffffffffffff604061493a8b6135aa565b930151166149488888613dca565b90613dfb565b82614960575b5050505060a09061486b565b5f5b84811061496f5750614954565b80614990856001600160a01b03614988600195876146ec565b511686614e96565b01614962565b6149ab906001600160a01b0384541688614e96565b5f614833565b6149fd8561271061332a6fffffffffffffffffffffffffffffffff60408d01511661ffff7f00000000000000000000000000000000000000000000000000000000000000001690613dca565b93614760565b95949290935f9685155f14614cdc57614b085f945b843590817f57bc872f9afdaf5fd653a8c0e61270150d58ee932fc00173856577463b90f2e1608060a0890135966040519081528760208201528a60408201528c6060820152a36020850193614a6c856135aa565b6080870135927f84cac6a64f44d4b8a5092c03522e3985dc3268dc05472482b703df0d752de4d960406001600160a01b038151948786528960208701521693a3614ae07f000000000000000000000000000000000000000000000000000000000000000092614ada876135aa565b84614e96565b6fffffffffffffffffffffffffffffffff60406001600160a01b038351169201511691614e96565b614b1b614b158786613dca565b82613dfb565b614c0f575b505081614b30575b505050509050565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690604001865b858110614b6e575050614b28565b87614b78836135aa565b6001600160a01b03614b8a84896146ec565b511690853b15610a7a576040517fbfac59900000000000000000000000000000000000000000000000000000000081526001600160a01b0391821660048201526024810188905291166044820152818160648183895af18015610a6857614bf6575b5050600101614b60565b81614c009161354d565b614c0b57875f614bec565b8780fd5b6001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016614c5c614c56614c4b604087016135aa565b936149488a89613dca565b936135aa565b90803b156132d9576040517fbfac59900000000000000000000000000000000000000000000000000000000081526001600160a01b0393841660048201526024810194909452911660448301525f908290606490829084905af180156132ce57614cc7575b80614b20565b614cd49196505f9061354d565b5f945f614cc1565b614b08614d188761271061332a61ffff7f00000000000000000000000000000000000000000000000000000000000000001660a0890135613dca565b94614a18565b90614d29929161505d565b50600481101561341557614d3a5790565b505f90565b916001600160a01b0380614d55604086016135aa565b169116908114159283614db8575b5082614d6e57505090565b9091506040519060208201928352604082015260408152614d9060608261354d565b5190207f00000000000000000000000000000000000000000000000000000000000000001190565b6001600160a01b039193506020614dcf91016135aa565b16821415915f614d63565b9290916001600160a01b039081604051947f23b872dd000000000000000000000000000000000000000000000000000000005f52166004521660245260445260205f60648180865af19060015f5114821615614e75575b6040525f60605215614e405750565b6001600160a01b03907f5274afe7000000000000000000000000000000000000000000000000000000005f521660045260245ffd5b906001811516614e8d57823b15153d15161690614e31565b503d5f823e3d90fd5b916001600160a01b03604051927fa9059cbb000000000000000000000000000000000000000000000000000000005f521660045260245260205f60448180865af19060015f5114821615614ef0575b60405215614e405750565b906001811516614e8d57823b15153d15161690614ee5565b6001600160a01b035f54163303614f1b57565b7f118cdaa7000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b6001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016301480615034575b15614fa2577f000000000000000000000000000000000000000000000000000000000000000090565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527f000000000000000000000000000000000000000000000000000000000000000060408201527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a082015260a08152613e2860c08261354d565b507f00000000000000000000000000000000000000000000000000000000000000004614614f79565b9060418303615087576150809250602081013591604082359201355f1a906150e8565b9192909190565b50505f9160029190565b60ff811690601f82116150c057604051916150ad60408461354d565b6020808452838101919036833783525290565b7fb3512b0c000000000000000000000000000000000000000000000000000000005f5260045ffd5b91907f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0841161515f579160209360809260ff5f9560405194855216868401526040830152606082015282805260015afa156132ce575f516001600160a01b0381161561515557905f905f90565b505f906001905f90565b5050505f9160039190563c864541ef71378c6229510ed90f376565ee42d9c5e0904a984a9e863e6db44f00068db8bac710cb295e9e1b089a027525460aa64c2f837b4a2339c0ebedfa438b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f",
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
