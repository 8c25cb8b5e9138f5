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
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"token_\",\"type\":\"address\"},{\"internalType\":\"contractProviderRegistry\",\"name\":\"registry_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"treasury_\",\"type\":\"address\"},{\"internalType\":\"uint16\",\"name\":\"feeBps_\",\"type\":\"uint16\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow_\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"minBond\",\"type\":\"uint256\"},{\"internalType\":\"uint16\",\"name\":\"bondBps\",\"type\":\"uint16\"},{\"internalType\":\"uint32\",\"name\":\"verdictWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"minVerifierStake\",\"type\":\"uint256\"},{\"internalType\":\"uint16\",\"name\":\"drawBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"verifierShareBps\",\"type\":\"uint16\"}],\"internalType\":\"structJobEscrow.DisputeConfig\",\"name\":\"dc\",\"type\":\"tuple\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"name\":\"AcceptanceExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"BindingMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"until\",\"type\":\"uint64\"}],\"name\":\"ChallengeWindowClosed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"until\",\"type\":\"uint64\"}],\"name\":\"ChallengeWindowOpen\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"}],\"name\":\"CircuitExists\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DeadlineNotReached\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DeadlinePassed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"DuplicateVerdict\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"minRunLead\",\"type\":\"uint64\"}],\"name\":\"ExpiryTooLate\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"}],\"name\":\"FeeOnTransferToken\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"ForgedVerdict\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"InvalidAmount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"backend\",\"type\":\"uint8\"}],\"name\":\"InvalidBackend\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"}],\"name\":\"InvalidCID\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"}],\"name\":\"InvalidClass\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"InvalidDeadline\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidDisputeConfig\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint16\",\"name\":\"feeBps\",\"type\":\"uint16\"}],\"name\":\"InvalidFee\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"}],\"name\":\"InvalidOutcome\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"reason\",\"type\":\"uint8\"}],\"name\":\"InvalidReason\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"InvalidRecipient\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"InvalidSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"verdicts\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"signatures\",\"type\":\"uint256\"}],\"name\":\"InvalidVerdicts\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"JobExists\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"}],\"name\":\"JobIdNotRequesters\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"NoVerifierCode\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"NotDrawn\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotEnabled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"NotProvider\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"}],\"name\":\"NotRequester\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"NotZkJob\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"}],\"name\":\"NothingOwed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"ProofRejected\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"ProofRequired\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"RevealMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"TermsMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"count\",\"type\":\"uint256\"}],\"name\":\"TooManyPublicInputs\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"}],\"name\":\"UnknownCircuit\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"UnknownJob\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"UnstakedVerifier\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"VerdictLate\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"until\",\"type\":\"uint64\"}],\"name\":\"VerdictWindowOpen\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"VerifierOutOfGas\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"disputeId\",\"type\":\"bytes32\"}],\"name\":\"WrongDispute\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"registryEscrow\",\"type\":\"address\"}],\"name\":\"WrongRegistry\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"enumJobEscrow.Status\",\"name\":\"status\",\"type\":\"uint8\"}],\"name\":\"WrongStatus\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"packageHash\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"backend\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"registrant\",\"type\":\"address\"}],\"name\":\"CircuitRegistered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"disputeId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"disputer\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"bond\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"seed\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"secret\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"verdictDeadline\",\"type\":\"uint64\"}],\"name\":\"DisputeOpened\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"disputeId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"slashed\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"verifierReward\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"verifiers\",\"type\":\"uint256\"}],\"name\":\"DisputeResolved\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"reason\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"}],\"name\":\"JobAbandoned\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"payout\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"}],\"name\":\"JobClaimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"name\":\"JobOpened\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"slashed\",\"type\":\"uint256\"}],\"name\":\"JobRefunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"OwedWithdrawn\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"PaymentDeferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"resultCID\",\"type\":\"bytes\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"}],\"name\":\"ProofAccepted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"resultCID\",\"type\":\"bytes\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"challengeEnd\",\"type\":\"uint64\"}],\"name\":\"ResultSubmitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"treasury\",\"type\":\"address\"}],\"name\":\"TreasurySet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"}],\"name\":\"VerdictAccepted\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"ABANDON_INPUTS_UNAVAILABLE\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"ABANDON_MODULE_UNAVAILABLE\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"ABANDON_SPEC_UNAVAILABLE\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"ACCEPTANCE_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"BACKEND_GROTH16\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"BACKEND_PLONK\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"CLASS_BATCH\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"CLASS_BURST\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"CLASS_ZK\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_CID_LENGTH\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_FEE_BPS\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_PUBLIC_INPUTS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MIN_RUN_LEAD\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"PROVIDER_FAULT\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"PROVIDER_RIGHT\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"VERDICT_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"VERIFY_GAS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"VOID\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"uint8\",\"name\":\"reason\",\"type\":\"uint8\"}],\"name\":\"abandon\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"}],\"name\":\"acceptanceDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"}],\"name\":\"acceptanceHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"bondBps\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"challengeWindow\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"}],\"name\":\"circuit\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"internalType\":\"uint8\",\"name\":\"backend\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"packageHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"verifierCodeHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"backend\",\"type\":\"uint8\"}],\"name\":\"circuitIdOf\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"}],\"name\":\"claim\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"secret\",\"type\":\"bytes32\"}],\"name\":\"dispute\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"}],\"name\":\"disputeBond\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"seed\",\"type\":\"bytes32\"}],\"name\":\"disputeId\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"disputeOf\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"disputer\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"bond\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"seed\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"openedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"faultVotes\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"rightVotes\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"domainSeparator\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"drawThreshold\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"}],\"name\":\"expireDispute\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"feeBps\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"isDrawn\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"jobState\",\"outputs\":[{\"internalType\":\"enumJobEscrow.Status\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"uint64\",\"name\":\"time\",\"type\":\"uint64\"},{\"internalType\":\"bytes26\",\"name\":\"commitment\",\"type\":\"bytes26\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"minBond\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"minVerifierStake\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"openJob\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"},{\"internalType\":\"uint256\",\"name\":\"permitDeadline\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"openJobWithPermit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"}],\"name\":\"owed\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"quorum\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"}],\"name\":\"refund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"packageHash\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"internalType\":\"uint8\",\"name\":\"backend\",\"type\":\"uint8\"}],\"name\":\"registerCircuit\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"registry\",\"outputs\":[{\"internalType\":\"contractProviderRegistry\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"structHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"}],\"name\":\"resultCommitment\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"treasury_\",\"type\":\"address\"}],\"name\":\"setTreasury\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"specCidHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"publicInputs\",\"type\":\"uint256[]\"},{\"internalType\":\"bytes\",\"name\":\"proof\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"resultCID\",\"type\":\"bytes\"}],\"name\":\"submitProof\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"resultCID\",\"type\":\"bytes\"}],\"name\":\"submitResult\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"disputeId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"issuedAt\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Verdict[]\",\"name\":\"verdicts\",\"type\":\"tuple[]\"},{\"internalType\":\"bytes[]\",\"name\":\"signatures\",\"type\":\"bytes[]\"}],\"name\":\"submitVerdicts\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalOwed\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"treasury\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"disputeId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"issuedAt\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Verdict\",\"name\":\"v\",\"type\":\"tuple\"}],\"name\":\"verdictDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"verdictDomainSeparator\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"verdictWindow\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"verifierShareBps\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"voteOf\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"withdrawOwed\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"specCidHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"publicInputs\",\"type\":\"uint256[]\"}],\"name\":\"zkSpecHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"}]",
	ID:  "JobEscrow",
	Bin: "0x610300806040523461073c5780616428803803809161001e82856107dc565b8339810103906101a0821261073c578051916001600160a01b0383169182840361073c5760208101516001600160a01b0381169283820361073c57610065604084016107ff565b9261007260608201610813565b9561007f60808301610822565b9560e061008e60a085016107ff565b9460bf19011261073c576040519060e082016001600160401b038111838210176107c85760405260c084015182526100c860e08501610813565b602083019081526100dc6101008601610822565b604084019081526101208601519260ff8416840361073c5760608501938452610140870151956080860196875261012a61018061011c6101608b01610813565b9960a089019a8b5201610813565b9860c08701998a52604051906101416040836107dc565b6011825260208201706770756d657368204a6f62457363726f7760781b81526040519261016f6040856107dc565b60018452603160f81b60208501908152926001600160a01b031680156107b5575f80546001600160a01b03198116831782556001600160a01b0316907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09080a36101d881610833565b610120526101e584610833565b61014052519020918260e05251902080610100524660a0526040519060208201925f5160206164085f395f51905f528452604083015260608201524660808201523060a082015260a0815261023b60c0826107dc565b5190206080523060c0521580156107ad575b801561079c575b61078d5760405163e2fdcc1760e01b8152602081600481855afa908115610748575f91610753575b50306001600160a01b03909116036106c3575061ffff8b166107d081116106b15750835180159081156106a0575b508015610690575b8015610681575b8015610675575b8015610668575b8015610658575b8015610648575b6106395761ffff63ffffffff9260ff95516101e052511661020052511661022052511661024052516102605261271061ffff825116145f146105d85750905f5160206163c85f395f51905f529561ffff6020969594935f195b6102805251166102a052466102e052604051868101905f5160206164085f395f51905f5282527f5713b7999760bffd026daf45aebd75261222de8f4562351a9f2730109196ff3260408201527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc660608201524660808201523060a082015260a081526103bb60c0826107dc565b5190206102c0526101605261018052600580546001600160a01b0319166001600160a01b039290921691821790556101a0929092526101c052604051908152a1604051615b29908161089f82396080518161593f015260a051816159f6015260c05181615910015260e0518161598e015261010051816159b401526101205181611d4e01526101405181611d780152610160518181816103750152818161073e015281816107cf01528181610acb01528181610b0801528181610b680152818161158201528181611c89015281816136e001528181613a17015281816150b0015281816153680152615771015261018051818181610bb7015281816111b001528181611669015281816127f401528181612d5b0152818161324c01528181613a91015281816140d701528181614a1401528181615132015281816153e901526154d001526101a05181818161213e015281816130390152818161317d015281816139700152614fdf01526101c051818181611bc1015261292401526101e051818181611e640152614937015261020051818181612b53015261490e015261022051818181612c4001526135470152610240518181816133e801526142bb01526102605181818161276e0152818161410a0152614a47015261028051818181611af5015261564c01526102a0518181816130a201528181613b5f0152818161528e01526155a501526102c05181614ccd01526102e05181614ca70152f35b61ffff90959493929195511695865f5160206163e85f395f51905f5202965f5160206163e85f395f51905f528804036106255761ffff6020965f5160206163c85f395f51905f529861032e565b634e487b7160e01b5f52601160045260245ffd5b635ec9dffd60e01b5f5260045ffd5b5061271061ffff885116116102d5565b5061271061ffff875116116102ce565b5061ffff865116156102c7565b5060ff835116156102c0565b5063ffffffff815116156102b9565b5061271061ffff835116116102b2565b6001600160801b031090505f6102aa565b63f6f4a38f60e01b5f5260045260245ffd5b60206004916040519283809263e2fdcc1760e01b82525afa908115610748575f9161070a575b5063f167fad160e01b5f9081526001600160a01b0391909116600452602490fd5b90506020813d602011610740575b81610725602093836107dc565b8101031261073c57610736906107ff565b816106e9565b5f80fd5b3d9150610718565b6040513d5f823e3d90fd5b90506020813d602011610785575b8161076e602093836107dc565b8101031261073c5761077f906107ff565b5f61027c565b3d9150610761565b63d92e233d60e01b5f5260045ffd5b506001600160a01b038a1615610254565b50801561024d565b631e4fbdf760e01b5f525f60045260245ffd5b634e487b7160e01b5f52604160045260245ffd5b601f909101601f19168101906001600160401b038211908210176107c857604052565b51906001600160a01b038216820361073c57565b519061ffff8216820361073c57565b519063ffffffff8216820361073c57565b601f81511161085e57602081519101516020821061084f571790565b5f198260200360031b1b161790565b604460209160405192839163305a27a960e01b83528160048401528051918291826024860152018484015e5f828201840152601f01601f19168101030190fdfe60806040526004361015610011575f80fd5b5f5f3560e01c8063037c82661461386d5780630cb601d7146137d25780630e55b4f21461340c57806314ca819314611b9f5780631703a018146133ce5780631be2034c146133a55780631c06344e146130c65780631d5360041461104e5780631e140d4814613087578063215e5f341461305d57806324a9d8531461301e57806325e546e914612fe35780632633ca3d14611b9f5780632b4e89da14612fc55780632e873dcd14611abc578063319b284214611a9a57806332f5aa0414611be557806346f7749514612f605780634953e51714612f415780634ea4ffc814612f2357806351c4f23914612e5e57806356522c2e14611a9a57806357f716cf14612e185780635f59962a14612c8b57806361d027b314612c64578063663a93b214612c2357806369ee159214611b9f578063715018a614612bb257806375cb5f3d14612b77578063761d4a3914612b385780637a7b6c69146128185780637b103999146127d45780637b2f1e4b146127915780637c594964146127565780637f0828be14611e87578063831518b714611e4c57806384b0196e14611d3457806384ff698514611bea5780638618213914611be5578063861a141214611ba45780638bcc0b2e14611b9f5780638da5cb5b14611b795780639427c7d614611b18578063954765f614611add5780639a9aef6214611ac15780639b93788114611abc578063a1532da214611a9f578063a386ce5f14611a9a578063a82da60d14611a7e578063b181c22f146112f4578063bb0e97aa1461109c578063bbad29c914611053578063d36f435a1461104e578063d55be8c614611031578063df18e04714610ff9578063e7198ffd146106de578063e7fa9f7d146106c0578063f0f442601461060f578063f1526a821461046a578063f2fde38b146103b4578063f698da2514610399578063fc0c546a14610355578063fcbaaeb1146103325763fef96496146102da575f80fd5b3461032f57602060031936011261032f57604080916004358152600760205220602082519161030883613db7565b549160ff6001600160a01b0384169384835260a01c16918291015282519182526020820152f35b80fd5b503461032f578060031936011261032f57602061034d614ca4565b604051908152f35b503461032f578060031936011261032f5760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b503461032f578060031936011261032f57602061034d615906565b503461032f57602060031936011261032f576001600160a01b036103d6613cca565b6103de615855565b16801561043e576001600160a01b038254827fffffffffffffffffffffffff00000000000000000000000000000000000000008216178455167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e08380a380f35b6024827f1e4fbdf700000000000000000000000000000000000000000000000000000000815280600452fd5b503461032f57606060031936011261032f57600435610487613ce0565b91610490613c48565b9160ff831691600183116105e357843b156105ae576104b184863f846146b4565b93848252600760205260408220916001600160a01b03835416610582575060406001600160a01b038787947fbf317cfe2f958c03210a3fde6ffc1f90adc20dfdaebb2d0ab49fc367f08dc309948360209b167fffffffffffffffffffffffff00000000000000000000000000000000000000008354161782557fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff74ff000000000000000000000000000000000000000083549260a01b169116179055825196875233898801521694a4604051908152f35b80867f1eec5d4f0000000000000000000000000000000000000000000000000000000060249352600452fd5b806001600160a01b03867ff0fbb5a5000000000000000000000000000000000000000000000000000000006024945216600452fd5b80837f7494e3240000000000000000000000000000000000000000000000000000000060249352600452fd5b503461032f57602060031936011261032f576001600160a01b03610631613cca565b610639615855565b168015610698576020817f3c864541ef71378c6229510ed90f376565ee42d9c5e0904a984a9e863e6db44f927fffffffffffffffffffffffff00000000000000000000000000000000000000006005541617600555604051908152a180f35b6004827fd92e233d000000000000000000000000000000000000000000000000000000008152fd5b503461032f578060031936011261032f576020600454604051908152f35b503461032f5760031936016101e08112610d4b576101401361032f576101443567ffffffffffffffff8111610d4b5761071b903690600401613cf6565b90826101843560ff8116809103610d4b57610734614d81565b6001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000163b15610d4b57604051907fd505accf000000000000000000000000000000000000000000000000000000008252336004830152306024830152608435604483015261016435606483015260848201526101a43560a48201526101c43560c4820152818160e481836001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000165af1610fe4575b50506024356001600160a01b03811614159182610d53576001600160a01b03602435163303610fa95782610d53576001600160a01b036024351660043560601c03610f6c576101243567ffffffffffffffff811614159283610f685767ffffffffffffffff61012435164211610f2f5760c43567ffffffffffffffff811614159182610ed0574267ffffffffffffffff60c4351611801590610f12575b610ed45784610ed0576108b267ffffffffffffffff610124351661574d565b83610d575767ffffffffffffffff60c4351610610e825760e43560ff811614159384610d5757600260ff60e4351611610e5157608435158015610e36575b610e08576effffffffffffffffffffffffffffff60a43511610dda5760043587526006602052604087209160ff8354166008811015610dc657610d98576109859061093b60046147cc565b9261098084610948615906565b604291604051917f19010000000000000000000000000000000000000000000000000000000000008352600283015260228201522090565b6155d5565b6044356001600160a01b0381161415949085610d94576001600160a01b03166001600160a01b03604435168103610d5b5750600160ff19845416178355610d5757815465ffffffffffff199190911660ff90911665ffffffffff0060c43560081b1617179055610d5357610d4f57610d4b5761032f576040516064358152608435602082015260a435604082015267ffffffffffffffff60c43516606082015260ff60e4351660808201526101043560a082015267ffffffffffffffff610124351660c08201526001600160a01b0360443516906001600160a01b0360243516907fa935015702411da96ab4a55851ca40d99bd0c5ca62006a73726caa85717e069460e060043592a4604051907f70a082310000000000000000000000000000000000000000000000000000000082523060048301526020826024816001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000165afa918215610d3e578192610d0a575b50610b2c608435306024357f0000000000000000000000000000000000000000000000000000000000000000615691565b6040517f70a082310000000000000000000000000000000000000000000000000000000081523060048201526020816024816001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000165afa908115610c7c578291610cd4575b50610ba56084358461575b565b8103610c8a5750806001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016803b15610c87578160405180927f282d3fdf000000000000000000000000000000000000000000000000000000008252818381610c3260a43560443560048401602090939291936001600160a01b0360408201951681520152565b03925af18015610c7c57610c67575b507f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d80f35b81610c7191613dd3565b61032f578082610c41565b6040513d84823e3d90fd5b50fd5b60449280821115610ccc57610c9e91614681565b7fbbc56de8000000000000000000000000000000000000000000000000000000008252608435600452602452fd5b505080610c9e565b90506020813d602011610d02575b81610cef60209383613dd3565b81010312610cfe57515f610b98565b5f80fd5b3d9150610ce2565b9091506020813d602011610d36575b81610d2660209383613dd3565b81010312610cfe5751905f610afb565b3d9150610d19565b50604051903d90823e3d90fd5b5080fd5b8280fd5b8380fd5b8680fd5b7f42d750dc000000000000000000000000000000000000000000000000000000008952600452604480356001600160a01b031660245288fd5b8880fd5b6024887f9e2b4bfd000000000000000000000000000000000000000000000000000000008152600435600452fd5b602489634e487b7160e01b81526021600452fd5b6024877f3728b83d00000000000000000000000000000000000000000000000000000000815260a435600452fd5b6024877f3728b83d000000000000000000000000000000000000000000000000000000008152608435600452fd5b506fffffffffffffffffffffffffffffffff608435116108f0565b6024877fce09c8f800000000000000000000000000000000000000000000000000000000815260ff60e43516600452fd5b6064867fea9fdf1900000000000000000000000000000000000000000000000000000000815267ffffffffffffffff610124351660045267ffffffffffffffff60c43516602452600a604452fd5b8580fd5b858361032f576024907fbc4bfd3b00000000000000000000000000000000000000000000000000000000815267ffffffffffffffff60c43516600452fd5b505f925064ffffffffff60c43567ffffffffffffffff1611610893565b6024857f94cc0f9800000000000000000000000000000000000000000000000000000000815267ffffffffffffffff6101243516600452fd5b8480fd5b6044847fb5313cb50000000000000000000000000000000000000000000000000000000081526004356004526001600160a01b0360243516602452fd5b6044847f0691b032000000000000000000000000000000000000000000000000000000008152336004526001600160a01b0360243516602452fd5b81610fee91613dd3565b610d4f57825f6107f6565b503461032f57602060031936011261032f5760406020916001600160a01b03611020613cca565b168152600383522054604051908152f35b503461032f578060031936011261032f5760206040516107d08152f35b613c27565b503461032f57604060031936011261032f576001600160a01b036040611077613ce0565b92600435815260096020522091165f52602052602060ff60405f205416604051908152f35b503461032f5760031936016101608112610d4b576101401361032f57610144359060ff821680920361032f576110d0614d81565b6110d8614f1a565b6001600160a01b036110eb949294613e1a565b1633036112b45764ffffffffff1680421161128957508015801561127f575b61125357825460ff19166007179092559061117790611127613e1a565b906001600160a01b036084359260405192835283602084015216907f93dd2c295a1cd0689cf5589901cc0e062c98ab8a220a34db32df0ab142439b34604060043592a3611172613e04565b615768565b8060a435806111a657507f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d80f35b6001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016906111d9613e1a565b90823b1561124e576040517f7eee288d0000000000000000000000000000000000000000000000000000000081526001600160a01b03909216600483015260248201529082908290818381604481015b03925af18015610c7c5715610c41575b8161124391613dd3565b61032f57805f610c41565b505050fd5b602492507f8bb97331000000000000000000000000000000000000000000000000000000008252600452fd5b506003811161110a565b7f67680913000000000000000000000000000000000000000000000000000000008352600452602482fd5b6044836001600160a01b036112c7613e1a565b7f344b09040000000000000000000000000000000000000000000000000000000083523360045216602452fd5b503461032f5761130336613d24565b61130e939293614d81565b602084016001600160a01b0361132382613e30565b163303611a3d578435946001600160a01b0361133e83613e30565b168660601c036119fb5761012081019567ffffffffffffffff61136088613e44565b1642116119bd5760c08201904267ffffffffffffffff61137f84613e44565b161180159061199d575b61195f576113a867ffffffffffffffff6113a28a613e44565b1661574d565b67ffffffffffffffff6113ba84613e44565b161061190c5760e0830191600260ff6113d285613df6565b16116118d557608084013598891580156118bc575b6118905760a0850135966effffffffffffffffffffffffffffff881161186457838a52600660205260408a209060ff8254166008811015611850576118245761144090611433886147cc565b9a6109808c610948615906565b9860408701996001600160a01b03806114588d613e30565b1691169081036117e25750815460ff1916600117825561147784613e44565b82547fffffffffffffffffffffffffffffffffffffffffffffffffffff0000000000ff1660089190911b65ffffffffff0016178255815465ffffffffffff1665ffffffffffff199091161790556114cd86613e30565b946114d789613e30565b926114e190613e44565b946114eb90613df6565b916114f590613e44565b9160405195606083013587528c602088015289604088015267ffffffffffffffff16606087015260ff166080860152610100013560a085015267ffffffffffffffff1660c08401526001600160a01b0316926001600160a01b03169160e07fa935015702411da96ab4a55851ca40d99bd0c5ca62006a73726caa85717e069491a461157f90613e30565b937f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03811690604051967f70a082310000000000000000000000000000000000000000000000000000000088523060048901528780845a92602491602094fa9788156117d757879861179b575b5091611606846020936024953091615691565b604051928380927f70a082310000000000000000000000000000000000000000000000000000000082523060048301525afa90811561179057859161175e575b50611651828761575b565b810361171157505082935061168f6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001692613e30565b90823b1561124e576040517f282d3fdf0000000000000000000000000000000000000000000000000000000081526001600160a01b0392909216600483015260248201529082908290604490829084905af18015610c7c5761123957507f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d80f35b604491859187808211156117555761172891614681565b905b7fbbc56de8000000000000000000000000000000000000000000000000000000008352600452602452fd5b5050819061172a565b90506020813d602011611788575b8161177960209383613dd3565b81010312610cfe57515f611646565b3d915061176c565b6040513d87823e3d90fd5b91929097506020823d6020116117cf575b816117b960209383613dd3565b81010312610cfe579051969091906116066115f3565b3d91506117ac565b6040513d89823e3d90fd5b8b6001600160a01b036044926117f78e613e30565b907f42d750dc00000000000000000000000000000000000000000000000000000000845260045216602452fd5b60248b867f9e2b4bfd000000000000000000000000000000000000000000000000000000008252600452fd5b60248c634e487b7160e01b81526021600452fd5b60248a897f3728b83d000000000000000000000000000000000000000000000000000000008252600452fd5b6024898b7f3728b83d000000000000000000000000000000000000000000000000000000008252600452fd5b506fffffffffffffffffffffffffffffffff8a116113e7565b60248860ff6118e386613df6565b7fce09c8f800000000000000000000000000000000000000000000000000000000835216600452fd5b60648767ffffffffffffffff848161192c6119268e613e44565b92613e44565b917fea9fdf190000000000000000000000000000000000000000000000000000000085521660045216602452600a604452fd5b60248767ffffffffffffffff61197485613e44565b7fbc4bfd3b00000000000000000000000000000000000000000000000000000000835216600452fd5b5064ffffffffff67ffffffffffffffff6119b684613e44565b1611611389565b60248667ffffffffffffffff6119d28a613e44565b7f94cc0f9800000000000000000000000000000000000000000000000000000000835216600452fd5b6044856001600160a01b0388611a1086613e30565b907fb5313cb500000000000000000000000000000000000000000000000000000000845260045216602452fd5b836001600160a01b03611a51604493613e30565b7f0691b0320000000000000000000000000000000000000000000000000000000083523360045216602452fd5b503461032f578060031936011261032f57602060405160808152f35b613c73565b503461032f578060031936011261032f5760206040516101008152f35b613c58565b503461032f578060031936011261032f576020604051600a8152f35b503461032f578060031936011261032f5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b503461032f57602060031936011261032f5760e06001600160a01b0367ffffffffffffffff611b48600435614bb2565b9694604098919698949294519889521660208801526040870152606086015216608084015260a083015260c0820152f35b503461032f578060031936011261032f576001600160a01b036020915416604051908152f35b613c0c565b503461032f578060031936011261032f57602060405163ffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b613c8e565b503461032f57602060031936011261032f57611c04613cca565b90611c0d614d81565b6001600160a01b0382169182158015611d2b575b611cff5733825260036020526040822054908115611cd357611cad92933385526003602052846040812055611c5883600454614681565b6004556040518381527fa6cd4410234ac9de9d1307f26fd9ec5124f511a9135d59c0904879dd8ae28e1060203392a37f0000000000000000000000000000000000000000000000000000000000000000615894565b807f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d80f35b6024837f751b0fda00000000000000000000000000000000000000000000000000000000815233600452fd5b506024917f17858bbe000000000000000000000000000000000000000000000000000000008252600452fd5b50308314611c21565b503461032f578060031936011261032f57611df090611d727f0000000000000000000000000000000000000000000000000000000000000000615a50565b90611d9c7f0000000000000000000000000000000000000000000000000000000000000000615a50565b906020611dfe60405193611db08386613dd3565b8385525f3681376040519687967f0f00000000000000000000000000000000000000000000000000000000000000885260e08589015260e0880190613d62565b908682036040880152613d62565b904660608601523060808601528260a086015284820360c08601528080855193848152019401925b828110611e3557505050500390f35b835185528695509381019392810192600101611e26565b503461032f578060031936011261032f5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b503461032f5760031936016101e08112610d4b576101401361032f5761016435906101843567ffffffffffffffff8111610d4b57611ec9903690600401613bdb565b92906101a43567ffffffffffffffff8111610d5357611eec903690600401613cf6565b9290946101c43567ffffffffffffffff8111610ed057611f10903690600401613cf6565b919093611f1b614d81565b611f23614f1a565b6001600160a01b03611f36989298613e1a565b1633036127435764ffffffffff16804211612718575060e43560ff81169081810361271457507ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe016126e657831580156126dc575b6126b057610100831161268457611fa783838761014435614b61565b60643503612656578488526007602052604088209160405192611fc984613db7565b54936001600160a01b03851680855260ff602086019660a01c1686521561262a576004359a600160ff875116145f146122e75761203b90604051947f7e4f7a8a000000000000000000000000000000000000000000000000000000006020870152604060248701526064860191614b0d565b907fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffdc8483030160448501528082527f07ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff81116122e357836001600160a01b0394936120bb9360209360051b809285830137010301601f198101835282613dd3565b915b511691823b156122b757602091600160ff8a93511614938382519201906216e360fa9081166122a7575b15612249579461223892916111779596827f5557843a823814e2e028bbdf04148df378d1c20e8d6be32436625f848223b72e612124368488614ad7565b60208151910120926121c76084359761271061216461ffff7f0000000000000000000000000000000000000000000000000000000000000000168b614650565b8c5465ffffffffffff19164260081b65ffffffffff0016176004178d55049a65ffffffffffff1961219c886121976146dd565b61468e565b1665ffffffffffff65ffffffffffff1983549216911617905560405192604084526040840191614b0d565b9360208201528033940390a46121db613e1a565b907f3fb3a9e22d7cfe2f14bca51cecf0290cc19a5dd898ee0bbd216b8e76be68d76660406001600160a01b036122118887614681565b9482519586528860208701521693a36122328361222c613e1a565b92614681565b90615768565b6001600160a01b0360055416615768565b60248587615d015a111561227f577f2d93db73000000000000000000000000000000000000000000000000000000008252600452fd5b7f91e386bb000000000000000000000000000000000000000000000000000000008252600452fd5b506001855114601f3d11166120e7565b602488847ff0fbb5a5000000000000000000000000000000000000000000000000000000008252600452fd5b8a80fd5b9192918a8083807a184f03e93ff9f4daa797ed6e38ed64bf6a1f010000000000000000811015612602575b806d04ee2d6d415b85acef8100000000600a9210156125e7575b662386f26fc100008110156125d3575b6305f5e1008110156125c2575b6127108110156125b3575b60648110156125a5575b101561259a575b600a5f196021600185019461239261237c87614abb565b9661238a6040519889613dd3565b808852614abb565b96601f19602088019801368937508501015b01917f30313233343536373839616263646566000000000000000000000000000000008282061a8353049081156123e057600a905f19906123a4565b50507fffffffff00000000000000000000000000000000000000000000000000000000916124946002603a604051809460208201967f76657269667950726f6f662862797465732c75696e743235365b00000000000088525180918484015e81017f5d290000000000000000000000000000000000000000000000000000000000008382015203017fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe2810184520182613dd3565b5190201692601f81166020036020811161258657601f16916001840195868511612572577f07ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8716870361257257928d8361256c96936020956125446001600160a01b039b9a9861251c61250688614abb565b97612514604051998a613dd3565b808952614abb565b97601f198a89019901368a376040519c8d9b8b8d015260051b60248c015260448b0191614b2d565b91818352878301370191848301918252519283915e01018b815203601f198101835282613dd3565b916120bd565b60248e634e487b7160e01b81526011600452fd5b60248d634e487b7160e01b81526011600452fd5b600190910190612365565b60646002910493019261235e565b61271060049104930192612354565b6305f5e10060089104930192612349565b662386f26fc100006010910493019261233c565b6d04ee2d6d415b85acef81000000006020910493019261232c565b50604091507a184f03e93ff9f4daa797ed6e38ed64bf6a1f0100000000000000008504612312565b60248a887fe80eb6e0000000000000000000000000000000000000000000000000000000008252600452fd5b6024887f8424c03d000000000000000000000000000000000000000000000000000000008152600435600452fd5b602488847f39e70ca0000000000000000000000000000000000000000000000000000000008252600452fd5b602488857f0b113625000000000000000000000000000000000000000000000000000000008252600452fd5b5060808411611f8b565b6024887f99eac56f000000000000000000000000000000000000000000000000000000008152600435600452fd5b8980fd5b7f67680913000000000000000000000000000000000000000000000000000000008952600452602488fd5b6044896001600160a01b036112c7613e1a565b503461032f578060031936011261032f5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b503461032f57606060031936011261032f576044359067ffffffffffffffff821161032f57602061034d6127c83660048601613bdb565b90602435600435614b61565b503461032f578060031936011261032f5760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b503461032f5761282736613d24565b92919081359182845260066020526040842090612843826148b0565b80516008811015612b24575f1901612a7e5761285e826147cc565b65ffffffffffff1980604084015116911603612a52576020015164ffffffffff16604082016001600160a01b0361289482613e30565b163303612a3e5750804211612a135750600260ff6128b460e08401613df6565b16146129e757851580156129dd575b6129b1578461299c7f83723d7a2d10f280eba2d3c4443bb636dd425a2a6fae29b68b2c70d13359f81b9461219797989465ffffffffffff1961297164ffffffffff96612910368a87614ad7565b602081519101209b8c9161294c63ffffffff7f0000000000000000000000000000000000000000000000000000000000000000168b4216614620565b865465ffffffffffff1916600882901b65ffffffffff001617600217875598506147cc565b1665ffffffffffff65ffffffffffff1983549216911617905560405194606086526060860191614b0d565b9560208401521660408201528033940390a380f35b602485877f0b113625000000000000000000000000000000000000000000000000000000008252600452fd5b50608086116128c3565b602485857f74ea19b5000000000000000000000000000000000000000000000000000000008252600452fd5b7f67680913000000000000000000000000000000000000000000000000000000008652600452602485fd5b866001600160a01b036112c7604493613e30565b602486867f65340458000000000000000000000000000000000000000000000000000000008252600452fd5b85818692516008811015612b105715612ae45751916008831015612ad057604492612ace917f9d819744000000000000000000000000000000000000000000000000000000008452600452613ca8565bfd5b602482634e487b7160e01b81526021600452fd5b506024917fe498a481000000000000000000000000000000000000000000000000000000008252600452fd5b602483634e487b7160e01b81526021600452fd5b602487634e487b7160e01b81526021600452fd5b503461032f578060031936011261032f57602060405161ffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b503461032f578060031936011261032f5760206040517f1ee1f3ee8fe08cc43c4b9f7cc35ca48200da8950d4bce2623c19f257792b1cd08152f35b503461032f578060031936011261032f57612bcb615855565b806001600160a01b0381547fffffffffffffffffffffffff000000000000000000000000000000000000000081168355167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e08280a380f35b503461032f578060031936011261032f57602060405163ffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b503461032f578060031936011261032f5760206001600160a01b0360055416604051908152f35b503461032f5761014060031936011261032f57612ca6614d81565b64ffffffffff612cb4614f1a565b9190911680421115612ded5750600560ff1982541617905580612cd5613e04565b612d2660843560a435926001600160a01b036040519183835285602084015216907f84cac6a64f44d4b8a5092c03522e3985dc3268dc05472482b703df0d752de4d9604060043592a3611172613e04565b80612d5157507f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d80f35b6001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016612d83613e1a565b906001600160a01b036005541690803b15610f68576040517fbfac59900000000000000000000000000000000000000000000000000000000081526001600160a01b0393841660048201526024810194909452911660448301528290829081838160648101611229565b7fbd5145db000000000000000000000000000000000000000000000000000000008352600452602482fd5b503461032f5760031936016101608112610d4b576101401361032f5761014435906001600160a01b038216820361032f576020612e5483614967565b6040519015158152f35b503461032f5760c060031936011261032f576044359060ff821691828103610d4b5750608435906001600160a01b03821691828103610d4b575060a43567ffffffffffffffff81169182820361032f57602061034d86868660405191858301937f1ee1f3ee8fe08cc43c4b9f7cc35ca48200da8950d4bce2623c19f257792b1cd0855260043560408501526024356060850152608084015260643560a084015260c083015260e082015260e08152612f1861010082613dd3565b519020610948614ca4565b503461032f578060031936011261032f5760206040516216e3608152f35b503461032f57602060031936011261032f57602061034d600435614902565b503461032f57602060031936011261032f5760043581526006602052612f88604082206148b0565b8051906008821015612b10576060925065ffffffffffff19604064ffffffffff602084015116920151169060405192835260208301526040820152f35b503461032f5761014060031936011261032f5750602061034d6146dd565b503461032f578060031936011261032f5760206040517f28bad9b1b4acf47376899a6cbcc24867d04c86f324fc3dfa1beccebe044a5f7e8152f35b503461032f578060031936011261032f57602060405161ffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b503461032f57606060031936011261032f57602061034d61307c613c48565b6024356004356146b4565b503461032f578060031936011261032f57602060405161ffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b503461032f576130d536613bbc565b6130e0929192614d81565b823590818352600660205260408320906130f9826148b0565b9081516008811015613391577ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe016133415761313890612197876147cc565b65ffffffffffff198060408401511691160361331557602064ffffffffff910151168042106132ea57508361321060a0926122386080879801356127106131a361ffff7f00000000000000000000000000000000000000000000000000000000000000001683614650565b0492600460ff1982541617905560408501966131be88613e30565b907f3fb3a9e22d7cfe2f14bca51cecf0290cc19a5dd898ee0bbd216b8e76be68d76660406001600160a01b036131f48887614681565b9482519586528860208701521693a36122328361222c89613e30565b01358061323f575b50507f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d80f35b6132726001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001692613e30565b90823b1561124e576040517f7eee288d0000000000000000000000000000000000000000000000000000000081526001600160a01b0392909216600483015260248201529082908290604490829084905af18015610c7c576132d5575b80613218565b816132df91613dd3565b61032f57805f6132cf565b7f9db52e49000000000000000000000000000000000000000000000000000000008452600452602483fd5b602484847f65340458000000000000000000000000000000000000000000000000000000008252600452fd5b83858380516008811015612b105715612ae45751916008831015612ad057604492612ace917f9d819744000000000000000000000000000000000000000000000000000000008452600452613ca8565b602486634e487b7160e01b81526021600452fd5b503461032f5761014060031936011261032f5750602061034d6133c66146dd565b610948615906565b503461032f578060031936011261032f57602060405160ff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b503461032f5760031936016101808112610d4b576101401361032f576101643590613435614d81565b60043580825260066020526040822061344d816148b0565b805160088110156137be577ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0161376e5761349561348b60046147cc565b610144359061468e565b65ffffffffffff1980604084015116911603613315576020015164ffffffffff166001600160a01b036134c6613e04565b16330361375b578042101561373057506040516020810190858252602081526134f0604082613dd3565b519020610104350361370457611cad929361350c608435614902565b9264ffffffffff604051602081019044825283604082015260408152613533606082613dd3565b5190209381421661358e61356d63ffffffff7f00000000000000000000000000000000000000000000000000000000000000001683614620565b835465ffffffffffff1916600882901b65ffffffffff001617600317909355565b6002896040519261359e84613d87565b3384526020840190815260408401906fffffffffffffffffffffffffffffffff8b1682526001600160a01b0380604060608801958d87528b8152600860205220965116167fffffffffffffffffffffffff0000000000000000000000000000000000000000865416178555517fffffffffffffff0000000000ffffffffffffffffffffffffffffffffffffffff78ffffffffff000000000000000000000000000000000000000086549260a01b1691161784556fffffffffffffffffffffffffffffffff600185019151167fffffffffffffffffffffffffffffffff000000000000000000000000000000008254161790555191015561369e858461468e565b9360405195878752602087015260408601521660608401527f2ac48e76fa3c5ea5e83371b05ffc0bc28fbda9277ba9dd2f6cdf5f63e9ebe7bb60803394a430337f0000000000000000000000000000000000000000000000000000000000000000615691565b602483837f7dd03dbf000000000000000000000000000000000000000000000000000000008252600452fd5b7f7080c4c8000000000000000000000000000000000000000000000000000000008452600452602483fd5b6044846001600160a01b03611a51613e04565b83915080516008811015612b105715612ae45751916008831015612ad057604492612ace917f9d819744000000000000000000000000000000000000000000000000000000008452600452613ca8565b602485634e487b7160e01b81526021600452fd5b503461032f5760031936016101a08112610d4b576101401361032f576101643567ffffffffffffffff8111610d4b5736602382011215610d4b5780600401359067ffffffffffffffff8211610d4f5736602460c0840283010111610d4f57610184359067ffffffffffffffff8211610d5357611cad926138586024933690600401613bdb565b939092613863614d81565b0161014435613e59565b5034610cfe5761389664ffffffffff61388536613bbc565b613890939193614d81565b83614df5565b9190911680421115613b91575081613a5560a092613996943590815f5260086020526fffffffffffffffffffffffffffffffff6001600160a01b0360405f2092604051906138e382613d87565b64ffffffffff855484811684528a1c16602083015261391a600285600188015416966040850197885201548060608501528761468e565b906040519061392a602083613dd3565b5f82525f368137600660ff198254161790555190867f57bc872f9afdaf5fd653a8c0e61270150d58ee932fc00173856577463b90f2e16080612710818d01359e8f61ffff7f00000000000000000000000000000000000000000000000000000000000000001690614650565b0494898180613b4d5750505f905b60405191600383525f602084015260408301526060820152a3613a43604089019a8b976139d089613e30565b907f3fb3a9e22d7cfe2f14bca51cecf0290cc19a5dd898ee0bbd216b8e76be68d7666040886139ff8887614681565b9482519586528860208701521693a3613a3c8361222c7f00000000000000000000000000000000000000000000000000000000000000009a613e30565b9088615894565b80613b38575b50511691511691615894565b013580613a84575b82807f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d80f35b613ab76001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001692613e30565b90823b15610cfe576040517f7eee288d0000000000000000000000000000000000000000000000000000000081526001600160a01b039290921660048301526024820152905f908290604490829084905af18015613b2d57613b1a575b80613a5d565b613b2691505f90613dd3565b5f5f613b14565b6040513d5f823e3d90fd5b613b4790836005541687615894565b5f613a49565b612710613b858c613b8b94511661ffff7f00000000000000000000000000000000000000000000000000000000000000001690614650565b04614663565b906139a4565b7f28cc6fb6000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b600319016101608112610cfe5761014013610cfe576004906101443590565b9181601f84011215610cfe5782359167ffffffffffffffff8311610cfe576020808501948460051b010111610cfe57565b34610cfe575f600319360112610cfe57602060405160018152f35b34610cfe576040600319360112610cfe57602061034d60243560043561468e565b6044359060ff82168203610cfe57565b34610cfe575f600319360112610cfe57602060405160038152f35b34610cfe575f600319360112610cfe57602060405160028152f35b34610cfe575f600319360112610cfe5760206040515f8152f35b6008811015613cb657602452565b634e487b7160e01b5f52602160045260245ffd5b600435906001600160a01b0382168203610cfe57565b602435906001600160a01b0382168203610cfe57565b9181601f84011215610cfe5782359167ffffffffffffffff8311610cfe5760208381860195010111610cfe57565b9060031982016101608112610cfe5761014013610cfe57600491610144359067ffffffffffffffff8211610cfe57613d5e91600401613cf6565b9091565b90601f19601f602080948051918291828752018686015e5f8582860101520116010190565b6080810190811067ffffffffffffffff821117613da357604052565b634e487b7160e01b5f52604160045260245ffd5b6040810190811067ffffffffffffffff821117613da357604052565b90601f601f19910116810190811067ffffffffffffffff821117613da357604052565b3560ff81168103610cfe5790565b6024356001600160a01b0381168103610cfe5790565b6044356001600160a01b0381168103610cfe5790565b356001600160a01b0381168103610cfe5790565b3567ffffffffffffffff81168103610cfe5790565b949294939193828514801590614618575b6145e857613e79906004614df5565b64ffffffffff819392931642116145b5576004355f52600860205260405f2096613ef4600260405199613eab8b613d87565b64ffffffffff81546001600160a01b0381168d5260a01c1660208c01526fffffffffffffffffffffffffffffffff60018201541660408c015201548060608b015260043561468e565b925f5b888110156145a95760c08102820185813514801590614599575b61456d57600160ff613f2560408401613df6565b16141580614554575b61451a57613f3e60408201613df6565b613fd8613f4d60808401613e30565b9160a084019267ffffffffffffffff613f6585613e44565b6001600160a01b036040519360ff60208601967f1ee1f3ee8fe08cc43c4b9f7cc35ca48200da8950d4bce2623c19f257792b1cd088528a35604088015260208b01356060880152166080860152606089013560a08601521660c08401521660e082015260e08152612f1861010082613dd3565b8984101561435f578360051b8601357fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe187360301811215610cfe5786019081359167ffffffffffffffff8311610cfe57602001918036038313610cfe576001600160a01b0392614047926155d5565b1680159081156144fb575b506144bb578b67ffffffffffffffff64ffffffffff602061407285613e44565b93015116911610908115614497575b506144645761409260808201613e30565b6001600160a01b03604051917f426233600000000000000000000000000000000000000000000000000000000083521660048201526020816024816001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000165afa908115613b2d575f91614433575b507f0000000000000000000000000000000000000000000000000000000000000000116143f35761414a60608c015161414260808401613e30565b9060046155f6565b156143b3576004355f52600960205260405f206001600160a01b0361417160808401613e30565b165f5260205260ff60405f2054166143735761418f60408201613df6565b6004355f52600960205260405f206001600160a01b036141b160808501613e30565b165f5260205260ff60405f20911660ff198254161790556004355f52600a60205260405f2060ff6141e460408401613df6565b165f5260205260405f20906141fb60808201613e30565b825468010000000000000000811015613da3576001810180855581101561435f576001600160a01b0390845f5260205f200191167fffffffffffffffffffffffff000000000000000000000000000000000000000082541617905561426260808201613e30565b6001600160a01b0361427660408401613df6565b9160ff604051931683526060840135602084015216907fea56e2579f939c1c69ac1140bc7d52d37cf9b3c3b9233a1741a3514fef9890cc604060043592a381549060ff7f0000000000000000000000000000000000000000000000000000000000000000168210156142ed57505050600101613ef7565b935098995099949596505061430792506040915001613df6565b926040519460208682815201975f5260205f20905f5b818110614340575050506143378561433e97980386613dd3565b6004614faf565b565b82546001600160a01b03168a526020909901986001928301920161431d565b634e487b7160e01b5f52603260045260245ffd5b61438760806001600160a01b039201613e30565b7f5ab207d9000000000000000000000000000000000000000000000000000000005f521660045260245ffd5b6143c760806001600160a01b039201613e30565b7f2ac09f65000000000000000000000000000000000000000000000000000000005f521660045260245ffd5b61440760806001600160a01b039201613e30565b7fd84c34fb000000000000000000000000000000000000000000000000000000005f521660045260245ffd5b90506020813d821161445c575b8161444d60209383613dd3565b81010312610cfe57515f614107565b3d9150614440565b64ffffffffff857f1523db78000000000000000000000000000000000000000000000000000000005f521660045260245ffd5b905067ffffffffffffffff6144b364ffffffffff881692613e44565b16115f614081565b6001600160a01b036144cf60808401613e30565b7f155b1a74000000000000000000000000000000000000000000000000000000005f521660045260245ffd5b90506001600160a01b0361451160808501613e30565b1614155f614052565b614528604060ff9201613df6565b7f42626663000000000000000000000000000000000000000000000000000000005f521660045260245ffd5b50600260ff61456560408401613df6565b161415613f2e565b857f8ac076cd000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b5060043560208201351415613f11565b50505050505050915050565b64ffffffffff907f1523db78000000000000000000000000000000000000000000000000000000005f521660045260245ffd5b82857fbf670a28000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b508415613e6a565b9064ffffffffff8091169116019064ffffffffff821161463c57565b634e487b7160e01b5f52601160045260245ffd5b8181029291811591840414171561463c57565b811561466d570490565b634e487b7160e01b5f52601260045260245ffd5b9190820391821161463c57565b9060405190602082019283526040820152604081526146ae606082613dd3565b51902090565b9160ff9060405192602084019485526040840152166060820152606081526146ae608082613dd3565b6024356001600160a01b03811690818103610cfe57506044356001600160a01b03811690818103610cfe575060c43567ffffffffffffffff811690818103610cfe575060e43560ff811690818103610cfe5750610124359167ffffffffffffffff831692838103610cfe57506040519360208501957f28bad9b1b4acf47376899a6cbcc24867d04c86f324fc3dfa1beccebe044a5f7e875260043560408701526060860152608085015260643560a085015260843560c085015260a43560e08501526101008401526101208301526101043561014083015261016082015261016081526146ae61018082613dd3565b7f28bad9b1b4acf47376899a6cbcc24867d04c86f324fc3dfa1beccebe044a5f7e9067ffffffffffffffff61480360208301613e30565b9161010061481360408301613e30565b9160ff61482260c08301613e44565b8561482f60e08501613df6565b916001600160a01b036148456101208701613e44565b97816040519b60208d019d8e528c60408a359101521660608c01521660808a0152606085013560a08a0152608085013560c08a015260a085013560e08a015216848801521661012086015201356101408401521661016082015261016081526146ae61018082613dd3565b906040516060810181811067ffffffffffffffff821117613da35760405280925460ff81166008811015613cb65760409165ffffffffffff1991845264ffffffffff8160081c16602085015216910152565b6149346127109161ffff7f00000000000000000000000000000000000000000000000000000000000000001690614650565b047f000000000000000000000000000000000000000000000000000000000000000080821115614962575090565b905090565b6004355f52600860205260405f20906040519161498383613d87565b6060600282549264ffffffffff6001600160a01b0385169485885260a01c1660208701526fffffffffffffffffffffffffffffffff60018201541660408701520154930192835215614ab5576040517f426233600000000000000000000000000000000000000000000000000000000081526001600160a01b03821660048201526020816024816001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000165afa908115613b2d575f91614a83575b507f000000000000000000000000000000000000000000000000000000000000000011159182614a7357505090565b614a8092505160046155f6565b90565b90506020813d602011614aad575b81614a9e60209383613dd3565b81010312610cfe57515f614a44565b3d9150614a91565b50505f90565b67ffffffffffffffff8111613da357601f01601f191660200190565b929192614ae382614abb565b91614af16040519384613dd3565b829481845281830111610cfe578281602093845f960137010152565b601f8260209493601f1993818652868601375f8582860101520116010190565b91907f07ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8111610cfe5760051b809282370190565b929091614b8b614b7d9160405192839160208301958691614b2d565b03601f198101835282613dd3565b519020604051916020830193845260408301526060820152606081526146ae608082613dd3565b90815f52600860205260405f209160405191614bcd83613d87565b8354916001600160a01b0383169384815264ffffffffff602082019460a01c16845260026fffffffffffffffffffffffffffffffff60018801541696604083019788520154606082019581875215614c8e576fffffffffffffffffffffffffffffffff6001600160a01b03614c4864ffffffffff938661468e565b935116975116955194511692825f52600a60205260405f2060015f5260205260405f2054925f52600a60205260405f2060025f5260205260405f20549196959493929190565b505f955085945084935083928392508291508190565b467f000000000000000000000000000000000000000000000000000000000000000003614cef577f000000000000000000000000000000000000000000000000000000000000000090565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527f5713b7999760bffd026daf45aebd75261222de8f4562351a9f2730109196ff3260408201527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc660608201524660808201523060a082015260a081526146ae60c082613dd3565b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005c614dcd5760017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d565b7f3ee5aeb5000000000000000000000000000000000000000000000000000000005f5260045ffd5b80355f8181526006602052604090209392614e0f856148b0565b9283516008811015613cb6577ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffd01614e9e5790612197614e4e926147cc565b65ffffffffffff1980604085015116911603614e7357506020015164ffffffffff1690565b7f65340458000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b828480516008811015613cb65715614eee57516008811015613cb657614ee9917f9d819744000000000000000000000000000000000000000000000000000000005f52600452613ca8565b60445ffd5b507fe498a481000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b60043590815f52600660205260405f2091614f34836148b0565b9081516008811015613cb6575f1901614f5157614e4e60046147cc565b9080516008811015613cb65715614eee57516008811015613cb657614ee9917f9d819744000000000000000000000000000000000000000000000000000000005f52600452613ca8565b805182101561435f5760209160051b010190565b92919390600660ff1982541617905560ff85519116600181146152ba57608084013595600361271061500561ffff7f0000000000000000000000000000000000000000000000000000000000000000168a614650565b049284615268575f935b873596877f57bc872f9afdaf5fd653a8c0e61270150d58ee932fc00173856577463b90f2e160806040518681525f60208201528960408201528a6060820152a36150dc604089019a8b986150628a613e30565b907f3fb3a9e22d7cfe2f14bca51cecf0290cc19a5dd898ee0bbd216b8e76be68d76660406001600160a01b036150988887614681565b9482519586528860208701521693a36150d58361222c7f00000000000000000000000000000000000000000000000000000000000000009b613e30565b9089615894565b8061524c575b50036151c15750505061511a90836fffffffffffffffffffffffffffffffff60406001600160a01b0360a09751169201511691615894565b013580615125575050565b6151586001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001692613e30565b90823b15610cfe576040517f7eee288d0000000000000000000000000000000000000000000000000000000081526001600160a01b039290921660048301526024820152905f908290604490829084905af18015613b2d576151b75750565b5f61433e91613dd3565b9092919394615204906151fd6fffffffffffffffffffffffffffffffff60406151e98b613e30565b930151166151f78888614650565b90614681565b9084615894565b82615216575b5050505060a09061511a565b5f5b848110615225575061520a565b80615246856001600160a01b0361523e60019587614f9b565b511686615894565b01615218565b615262906001600160a01b036005541688615894565b5f6150e2565b6152b485612710613b856fffffffffffffffffffffffffffffffff60408d01511661ffff7f00000000000000000000000000000000000000000000000000000000000000001690614650565b9361500f565b95949290935f9685155f14615593576153bf5f945b843590817f57bc872f9afdaf5fd653a8c0e61270150d58ee932fc00173856577463b90f2e1608060a0890135966040519081528760208201528a60408201528c6060820152a3602085019361532385613e30565b6080870135927f84cac6a64f44d4b8a5092c03522e3985dc3268dc05472482b703df0d752de4d960406001600160a01b038151948786528960208701521693a36153977f00000000000000000000000000000000000000000000000000000000000000009261539187613e30565b84615894565b6fffffffffffffffffffffffffffffffff60406001600160a01b038351169201511691615894565b6153d26153cc8786614650565b82614681565b6154c6575b5050816153e7575b505050509050565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690604001865b8581106154255750506153df565b8761542f83613e30565b6001600160a01b036154418489614f9b565b511690853b15610d4f576040517fbfac59900000000000000000000000000000000000000000000000000000000081526001600160a01b0391821660048201526024810188905291166044820152818160648183895af18015610c7c576154ad575b5050600101615417565b816154b791613dd3565b6154c257875f6154a3565b8780fd5b6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001661551361550d61550260408701613e30565b936151f78a89614650565b93613e30565b90803b15610cfe576040517fbfac59900000000000000000000000000000000000000000000000000000000081526001600160a01b0393841660048201526024810194909452911660448301525f908290606490829084905af18015613b2d5761557e575b806153d7565b61558b9196505f90613dd3565b5f945f615578565b6153bf6155cf87612710613b8561ffff7f00000000000000000000000000000000000000000000000000000000000000001660a0890135614650565b946152cf565b906155e09291615a1c565b506004811015613cb6576155f15790565b505f90565b916001600160a01b038061560c60408601613e30565b16911690811415928361566f575b508261562557505090565b9091506040519060208201928352604082015260408152615647606082613dd3565b5190207f00000000000000000000000000000000000000000000000000000000000000001190565b6001600160a01b0391935060206156869101613e30565b16821415915f61561a565b9290916001600160a01b039081604051947f23b872dd000000000000000000000000000000000000000000000000000000005f52166004521660245260445260205f60648180865af19060015f511482161561572c575b6040525f606052156156f75750565b6001600160a01b03907f5274afe7000000000000000000000000000000000000000000000000000000005f521660045260245ffd5b90600181151661574457823b15153d151616906156e8565b503d5f823e3d90fd5b90600a820180921161463c57565b9190820180921161463c57565b908015615851577f0000000000000000000000000000000000000000000000000000000000000000916001600160a01b03604051917fa9059cbb000000000000000000000000000000000000000000000000000000005f521692836004528260245260205f60448180855af19060015f5114821615615844575b5090604052156157f0575050565b60207f8af6e30690e4b192e05dc42baa9776cefda6c432838616c7f4f036bbab44917e91835f526003825260405f2061582a82825461575b565b90556158388160045461575b565b600455604051908152a2565b3b15153d1516165f6157e2565b5050565b6001600160a01b035f5416330361586857565b7f118cdaa7000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b916001600160a01b03604051927fa9059cbb000000000000000000000000000000000000000000000000000000005f521660045260245260205f60448180865af19060015f51148216156158ee575b604052156156f75750565b90600181151661574457823b15153d151616906158e3565b6001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000163014806159f3575b15615961577f000000000000000000000000000000000000000000000000000000000000000090565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527f000000000000000000000000000000000000000000000000000000000000000060408201527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a082015260a081526146ae60c082613dd3565b507f00000000000000000000000000000000000000000000000000000000000000004614615938565b9060418303615a4657615a3f9250602081013591604082359201355f1a90615aa7565b9192909190565b50505f9160029190565b60ff811690601f8211615a7f5760405191615a6c604084613dd3565b6020808452838101919036833783525290565b7fb3512b0c000000000000000000000000000000000000000000000000000000005f5260045ffd5b91907f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08411615b1e579160209360809260ff5f9560405194855216868401526040830152606082015282805260015afa15613b2d575f516001600160a01b03811615615b1457905f905f90565b505f906001905f90565b5050505f9160039190563c864541ef71378c6229510ed90f376565ee42d9c5e0904a984a9e863e6db44f00068db8bac710cb295e9e1b089a027525460aa64c2f837b4a2339c0ebedfa438b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f",
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

// PackABANDONINPUTSUNAVAILABLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2e873dcd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ABANDON_INPUTS_UNAVAILABLE() view returns(uint8)
func (jobEscrow *JobEscrow) PackABANDONINPUTSUNAVAILABLE() []byte {
	enc, err := jobEscrow.abi.Pack("ABANDON_INPUTS_UNAVAILABLE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackABANDONINPUTSUNAVAILABLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2e873dcd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ABANDON_INPUTS_UNAVAILABLE() view returns(uint8)
func (jobEscrow *JobEscrow) TryPackABANDONINPUTSUNAVAILABLE() ([]byte, error) {
	return jobEscrow.abi.Pack("ABANDON_INPUTS_UNAVAILABLE")
}

// UnpackABANDONINPUTSUNAVAILABLE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2e873dcd.
//
// Solidity: function ABANDON_INPUTS_UNAVAILABLE() view returns(uint8)
func (jobEscrow *JobEscrow) UnpackABANDONINPUTSUNAVAILABLE(data []byte) (uint8, error) {
	out, err := jobEscrow.abi.Unpack("ABANDON_INPUTS_UNAVAILABLE", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackABANDONMODULEUNAVAILABLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x319b2842.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ABANDON_MODULE_UNAVAILABLE() view returns(uint8)
func (jobEscrow *JobEscrow) PackABANDONMODULEUNAVAILABLE() []byte {
	enc, err := jobEscrow.abi.Pack("ABANDON_MODULE_UNAVAILABLE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackABANDONMODULEUNAVAILABLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x319b2842.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ABANDON_MODULE_UNAVAILABLE() view returns(uint8)
func (jobEscrow *JobEscrow) TryPackABANDONMODULEUNAVAILABLE() ([]byte, error) {
	return jobEscrow.abi.Pack("ABANDON_MODULE_UNAVAILABLE")
}

// UnpackABANDONMODULEUNAVAILABLE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x319b2842.
//
// Solidity: function ABANDON_MODULE_UNAVAILABLE() view returns(uint8)
func (jobEscrow *JobEscrow) UnpackABANDONMODULEUNAVAILABLE(data []byte) (uint8, error) {
	out, err := jobEscrow.abi.Unpack("ABANDON_MODULE_UNAVAILABLE", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackABANDONSPECUNAVAILABLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x69ee1592.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ABANDON_SPEC_UNAVAILABLE() view returns(uint8)
func (jobEscrow *JobEscrow) PackABANDONSPECUNAVAILABLE() []byte {
	enc, err := jobEscrow.abi.Pack("ABANDON_SPEC_UNAVAILABLE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackABANDONSPECUNAVAILABLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x69ee1592.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ABANDON_SPEC_UNAVAILABLE() view returns(uint8)
func (jobEscrow *JobEscrow) TryPackABANDONSPECUNAVAILABLE() ([]byte, error) {
	return jobEscrow.abi.Pack("ABANDON_SPEC_UNAVAILABLE")
}

// UnpackABANDONSPECUNAVAILABLE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x69ee1592.
//
// Solidity: function ABANDON_SPEC_UNAVAILABLE() view returns(uint8)
func (jobEscrow *JobEscrow) UnpackABANDONSPECUNAVAILABLE(data []byte) (uint8, error) {
	out, err := jobEscrow.abi.Unpack("ABANDON_SPEC_UNAVAILABLE", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
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

// PackMINRUNLEAD is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9a9aef62.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MIN_RUN_LEAD() view returns(uint64)
func (jobEscrow *JobEscrow) PackMINRUNLEAD() []byte {
	enc, err := jobEscrow.abi.Pack("MIN_RUN_LEAD")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMINRUNLEAD is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9a9aef62.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MIN_RUN_LEAD() view returns(uint64)
func (jobEscrow *JobEscrow) TryPackMINRUNLEAD() ([]byte, error) {
	return jobEscrow.abi.Pack("MIN_RUN_LEAD")
}

// UnpackMINRUNLEAD is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9a9aef62.
//
// Solidity: function MIN_RUN_LEAD() view returns(uint64)
func (jobEscrow *JobEscrow) UnpackMINRUNLEAD(data []byte) (uint64, error) {
	out, err := jobEscrow.abi.Unpack("MIN_RUN_LEAD", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
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

// PackAbandon is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbb0e97aa.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function abandon((bytes32,address,address,bytes32,uint256,uint256,uint64,uint8,bytes32,uint64) a, uint8 reason) returns()
func (jobEscrow *JobEscrow) PackAbandon(a JobEscrowAcceptance, reason uint8) []byte {
	enc, err := jobEscrow.abi.Pack("abandon", a, reason)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAbandon is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbb0e97aa.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function abandon((bytes32,address,address,bytes32,uint256,uint256,uint64,uint8,bytes32,uint64) a, uint8 reason) returns()
func (jobEscrow *JobEscrow) TryPackAbandon(a JobEscrowAcceptance, reason uint8) ([]byte, error) {
	return jobEscrow.abi.Pack("abandon", a, reason)
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

// PackOwed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdf18e047.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owed(address recipient) view returns(uint256)
func (jobEscrow *JobEscrow) PackOwed(recipient common.Address) []byte {
	enc, err := jobEscrow.abi.Pack("owed", recipient)
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
func (jobEscrow *JobEscrow) TryPackOwed(recipient common.Address) ([]byte, error) {
	return jobEscrow.abi.Pack("owed", recipient)
}

// UnpackOwed is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdf18e047.
//
// Solidity: function owed(address recipient) view returns(uint256)
func (jobEscrow *JobEscrow) UnpackOwed(data []byte) (*big.Int, error) {
	out, err := jobEscrow.abi.Unpack("owed", data)
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

// PackTotalOwed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe7fa9f7d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalOwed() view returns(uint256)
func (jobEscrow *JobEscrow) PackTotalOwed() []byte {
	enc, err := jobEscrow.abi.Pack("totalOwed")
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
func (jobEscrow *JobEscrow) TryPackTotalOwed() ([]byte, error) {
	return jobEscrow.abi.Pack("totalOwed")
}

// UnpackTotalOwed is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe7fa9f7d.
//
// Solidity: function totalOwed() view returns(uint256)
func (jobEscrow *JobEscrow) UnpackTotalOwed(data []byte) (*big.Int, error) {
	out, err := jobEscrow.abi.Unpack("totalOwed", data)
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

// PackWithdrawOwed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84ff6985.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdrawOwed(address to) returns()
func (jobEscrow *JobEscrow) PackWithdrawOwed(to common.Address) []byte {
	enc, err := jobEscrow.abi.Pack("withdrawOwed", to)
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
func (jobEscrow *JobEscrow) TryPackWithdrawOwed(to common.Address) ([]byte, error) {
	return jobEscrow.abi.Pack("withdrawOwed", to)
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

// JobEscrowJobAbandoned represents a JobAbandoned event raised by the JobEscrow contract.
type JobEscrowJobAbandoned struct {
	JobId    [32]byte
	Provider common.Address
	Reason   uint8
	Price    *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const JobEscrowJobAbandonedEventName = "JobAbandoned"

// ContractEventName returns the user-defined event name.
func (JobEscrowJobAbandoned) ContractEventName() string {
	return JobEscrowJobAbandonedEventName
}

// UnpackJobAbandonedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobAbandoned(bytes32 indexed jobId, address indexed provider, uint8 reason, uint256 price)
func (jobEscrow *JobEscrow) UnpackJobAbandonedEvent(log *types.Log) (*JobEscrowJobAbandoned, error) {
	event := "JobAbandoned"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowJobAbandoned)
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

// JobEscrowOwedWithdrawn represents a OwedWithdrawn event raised by the JobEscrow contract.
type JobEscrowOwedWithdrawn struct {
	Recipient common.Address
	To        common.Address
	Amount    *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const JobEscrowOwedWithdrawnEventName = "OwedWithdrawn"

// ContractEventName returns the user-defined event name.
func (JobEscrowOwedWithdrawn) ContractEventName() string {
	return JobEscrowOwedWithdrawnEventName
}

// UnpackOwedWithdrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwedWithdrawn(address indexed recipient, address indexed to, uint256 amount)
func (jobEscrow *JobEscrow) UnpackOwedWithdrawnEvent(log *types.Log) (*JobEscrowOwedWithdrawn, error) {
	event := "OwedWithdrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowOwedWithdrawn)
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

// JobEscrowPaymentDeferred represents a PaymentDeferred event raised by the JobEscrow contract.
type JobEscrowPaymentDeferred struct {
	Recipient common.Address
	Amount    *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const JobEscrowPaymentDeferredEventName = "PaymentDeferred"

// ContractEventName returns the user-defined event name.
func (JobEscrowPaymentDeferred) ContractEventName() string {
	return JobEscrowPaymentDeferredEventName
}

// UnpackPaymentDeferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PaymentDeferred(address indexed recipient, uint256 amount)
func (jobEscrow *JobEscrow) UnpackPaymentDeferredEvent(log *types.Log) (*JobEscrowPaymentDeferred, error) {
	event := "PaymentDeferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowPaymentDeferred)
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
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["ExpiryTooLate"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackExpiryTooLateError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["FeeOnTransferToken"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackFeeOnTransferTokenError(raw[4:])
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
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["InvalidReason"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackInvalidReasonError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["InvalidRecipient"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackInvalidRecipientError(raw[4:])
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
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["JobIdNotRequesters"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackJobIdNotRequestersError(raw[4:])
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
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["NothingOwed"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackNothingOwedError(raw[4:])
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

// JobEscrowExpiryTooLate represents a ExpiryTooLate error raised by the JobEscrow contract.
type JobEscrowExpiryTooLate struct {
	Expiry     uint64
	Deadline   uint64
	MinRunLead uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ExpiryTooLate(uint64 expiry, uint64 deadline, uint64 minRunLead)
func JobEscrowExpiryTooLateErrorID() common.Hash {
	return common.HexToHash("0xea9fdf19457dad244d5235a9b0f63de21d99d096a5f7da5c571f28412b01b424")
}

// UnpackExpiryTooLateError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ExpiryTooLate(uint64 expiry, uint64 deadline, uint64 minRunLead)
func (jobEscrow *JobEscrow) UnpackExpiryTooLateError(raw []byte) (*JobEscrowExpiryTooLate, error) {
	out := new(JobEscrowExpiryTooLate)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "ExpiryTooLate", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowFeeOnTransferToken represents a FeeOnTransferToken error raised by the JobEscrow contract.
type JobEscrowFeeOnTransferToken struct {
	Expected *big.Int
	Received *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FeeOnTransferToken(uint256 expected, uint256 received)
func JobEscrowFeeOnTransferTokenErrorID() common.Hash {
	return common.HexToHash("0xbbc56de8b07859620a2e382dbc7f73f06cca8eaad64c5c8b5598938973286cd4")
}

// UnpackFeeOnTransferTokenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FeeOnTransferToken(uint256 expected, uint256 received)
func (jobEscrow *JobEscrow) UnpackFeeOnTransferTokenError(raw []byte) (*JobEscrowFeeOnTransferToken, error) {
	out := new(JobEscrowFeeOnTransferToken)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "FeeOnTransferToken", raw); err != nil {
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

// JobEscrowInvalidReason represents a InvalidReason error raised by the JobEscrow contract.
type JobEscrowInvalidReason struct {
	Reason uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidReason(uint8 reason)
func JobEscrowInvalidReasonErrorID() common.Hash {
	return common.HexToHash("0x8bb97331150d340e5b7adcde543bbf3091bd60b0b9334dadfb4a480e97d10161")
}

// UnpackInvalidReasonError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidReason(uint8 reason)
func (jobEscrow *JobEscrow) UnpackInvalidReasonError(raw []byte) (*JobEscrowInvalidReason, error) {
	out := new(JobEscrowInvalidReason)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "InvalidReason", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowInvalidRecipient represents a InvalidRecipient error raised by the JobEscrow contract.
type JobEscrowInvalidRecipient struct {
	To common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidRecipient(address to)
func JobEscrowInvalidRecipientErrorID() common.Hash {
	return common.HexToHash("0x17858bbe33f2abed3758965a9f02dee0a7e83a84b7b813e2a23810c33c0858ea")
}

// UnpackInvalidRecipientError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidRecipient(address to)
func (jobEscrow *JobEscrow) UnpackInvalidRecipientError(raw []byte) (*JobEscrowInvalidRecipient, error) {
	out := new(JobEscrowInvalidRecipient)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "InvalidRecipient", raw); err != nil {
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

// JobEscrowJobIdNotRequesters represents a JobIdNotRequesters error raised by the JobEscrow contract.
type JobEscrowJobIdNotRequesters struct {
	JobId     [32]byte
	Requester common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error JobIdNotRequesters(bytes32 jobId, address requester)
func JobEscrowJobIdNotRequestersErrorID() common.Hash {
	return common.HexToHash("0xb5313cb5172c14a6a3a047be27fc8f086a8be48f77b61107e6a926de89c51cbf")
}

// UnpackJobIdNotRequestersError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error JobIdNotRequesters(bytes32 jobId, address requester)
func (jobEscrow *JobEscrow) UnpackJobIdNotRequestersError(raw []byte) (*JobEscrowJobIdNotRequesters, error) {
	out := new(JobEscrowJobIdNotRequesters)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "JobIdNotRequesters", raw); err != nil {
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

// JobEscrowNothingOwed represents a NothingOwed error raised by the JobEscrow contract.
type JobEscrowNothingOwed struct {
	Recipient common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NothingOwed(address recipient)
func JobEscrowNothingOwedErrorID() common.Hash {
	return common.HexToHash("0x751b0fdaa408a0c7537afaf0af96a92598192bff093a0ad0f684a7c83bc223c9")
}

// UnpackNothingOwedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NothingOwed(address recipient)
func (jobEscrow *JobEscrow) UnpackNothingOwedError(raw []byte) (*JobEscrowNothingOwed, error) {
	out := new(JobEscrowNothingOwed)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "NothingOwed", raw); err != nil {
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
