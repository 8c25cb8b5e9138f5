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
	CommitteeSize    uint8
	MinVerifierStake *big.Int
	DrawDelay        uint16
	VerifierShareBps uint16
	DepositBps       uint32
	SilentPenaltyBps uint16
}

// JobEscrowTerms is an auto generated low-level Go binding around an user-defined struct.
type JobEscrowTerms struct {
	JobId      [32]byte
	Provider   common.Address
	Price      *big.Int
	Collateral *big.Int
	JobClass   uint8
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
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"token_\",\"type\":\"address\"},{\"internalType\":\"contractProviderRegistry\",\"name\":\"registry_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"treasury_\",\"type\":\"address\"},{\"internalType\":\"uint16\",\"name\":\"feeBps_\",\"type\":\"uint16\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow_\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"minBond\",\"type\":\"uint256\"},{\"internalType\":\"uint16\",\"name\":\"bondBps\",\"type\":\"uint16\"},{\"internalType\":\"uint32\",\"name\":\"verdictWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"committeeSize\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"minVerifierStake\",\"type\":\"uint256\"},{\"internalType\":\"uint16\",\"name\":\"drawDelay\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"verifierShareBps\",\"type\":\"uint16\"},{\"internalType\":\"uint32\",\"name\":\"depositBps\",\"type\":\"uint32\"},{\"internalType\":\"uint16\",\"name\":\"silentPenaltyBps\",\"type\":\"uint16\"}],\"internalType\":\"structJobEscrow.DisputeConfig\",\"name\":\"dc\",\"type\":\"tuple\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"name\":\"AcceptanceExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"AlreadyDrawn\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"BindingMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"until\",\"type\":\"uint64\"}],\"name\":\"ChallengeWindowClosed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"until\",\"type\":\"uint64\"}],\"name\":\"ChallengeWindowOpen\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"}],\"name\":\"CircuitExists\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DeadlineNotReached\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DeadlinePassed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"fromBlock\",\"type\":\"uint256\"}],\"name\":\"DrawTooEarly\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"minRunLead\",\"type\":\"uint64\"}],\"name\":\"ExpiryTooLate\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"}],\"name\":\"FeeOnTransferToken\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"ForgedVerdict\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"InsufficientDeposit\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"InsufficientEarnings\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"InvalidAmount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"backend\",\"type\":\"uint8\"}],\"name\":\"InvalidBackend\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"terms\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"commitments\",\"type\":\"uint256\"}],\"name\":\"InvalidBatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"}],\"name\":\"InvalidCID\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"}],\"name\":\"InvalidClass\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"InvalidDeadline\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidDisputeConfig\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint16\",\"name\":\"feeBps\",\"type\":\"uint16\"}],\"name\":\"InvalidFee\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"}],\"name\":\"InvalidOutcome\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"reason\",\"type\":\"uint8\"}],\"name\":\"InvalidReason\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"InvalidRecipient\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"InvalidSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"verdicts\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"signatures\",\"type\":\"uint256\"}],\"name\":\"InvalidVerdicts\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"JobExists\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"}],\"name\":\"JobIdNotRequesters\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"first\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"other\",\"type\":\"address\"}],\"name\":\"MixedProviders\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoFeesAccrued\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"NoVerifierCode\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"NoVerifiers\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotEnabled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"NotProvider\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"}],\"name\":\"NotRequester\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"NotYetDrawn\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"NotZkJob\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"}],\"name\":\"NothingOwed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"ProofRejected\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"ProofRequired\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"RevealMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"TermsMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"count\",\"type\":\"uint256\"}],\"name\":\"TooManyPublicInputs\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"}],\"name\":\"UnknownCircuit\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"UnknownJob\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"VerdictLate\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"until\",\"type\":\"uint64\"}],\"name\":\"VerdictWindowOpen\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"VerifierOutOfGas\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"disputeId\",\"type\":\"bytes32\"}],\"name\":\"WrongDispute\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"registryEscrow\",\"type\":\"address\"}],\"name\":\"WrongRegistry\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"enumJobEscrow.Status\",\"name\":\"status\",\"type\":\"uint8\"}],\"name\":\"WrongStatus\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"packageHash\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"backend\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"registrant\",\"type\":\"address\"}],\"name\":\"CircuitRegistered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"disputeId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"seed\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"seats\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"weight\",\"type\":\"uint256\"}],\"name\":\"CommitteeDrawn\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"}],\"name\":\"DepositWithdrawn\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"}],\"name\":\"Deposited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"disputeId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"disputer\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"bond\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"openBlock\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"secret\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"verdictDeadline\",\"type\":\"uint64\"}],\"name\":\"DisputeOpened\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"disputeId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"slashed\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"verifierReward\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"verifiers\",\"type\":\"uint256\"}],\"name\":\"DisputeResolved\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"}],\"name\":\"EarningsWithdrawn\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"treasury\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"FeesWithdrawn\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"reason\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"}],\"name\":\"JobAbandoned\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"payout\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"}],\"name\":\"JobClaimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"fromDeposit\",\"type\":\"bool\"}],\"name\":\"JobOpened\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"slashed\",\"type\":\"uint256\"}],\"name\":\"JobRefunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"OwedWithdrawn\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"PaymentDeferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"resultCID\",\"type\":\"bytes\"}],\"name\":\"ProofAccepted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"resultCID\",\"type\":\"bytes\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"challengeEnd\",\"type\":\"uint64\"}],\"name\":\"ResultSubmitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"treasury\",\"type\":\"address\"}],\"name\":\"TreasurySet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"}],\"name\":\"VerdictAccepted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"reason\",\"type\":\"uint8\"}],\"name\":\"VerdictSkipped\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"VerifierEquivocated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"vote\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"VerifierPenalized\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"ABANDON_INPUTS_UNAVAILABLE\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"ABANDON_MODULE_UNAVAILABLE\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"ABANDON_SPEC_UNAVAILABLE\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"ACCEPTANCE_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"BACKEND_GROTH16\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"BACKEND_PLONK\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"CLASS_BATCH\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"CLASS_BURST\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"CLASS_ZK\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"EQUIVOCATED\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_CID_LENGTH\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_CLAIM_BATCH\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_COMMITTEE\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_FEE_BPS\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_PUBLIC_INPUTS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MIN_RUN_LEAD\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"PROVIDER_FAULT\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"PROVIDER_RIGHT\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SKIP_DUPLICATE\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SKIP_FORGED\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SKIP_INVALID_OUTCOME\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SKIP_LATE\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SKIP_NOT_DRAWN\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SKIP_WRONG_DISPUTE\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"VERDICT_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"VERIFY_GAS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"VOID\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"uint8\",\"name\":\"reason\",\"type\":\"uint8\"}],\"name\":\"abandon\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"}],\"name\":\"acceptanceDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"}],\"name\":\"acceptanceHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"accounts\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"earnings\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"jobsPaid\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"bondBps\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"challengeWindow\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"}],\"name\":\"circuit\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"internalType\":\"uint8\",\"name\":\"backend\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"packageHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"verifierCodeHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"backend\",\"type\":\"uint8\"}],\"name\":\"circuitIdOf\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"}],\"internalType\":\"structJobEscrow.Terms\",\"name\":\"t\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"submitted\",\"type\":\"bytes32\"}],\"name\":\"claim\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"}],\"internalType\":\"structJobEscrow.Terms[]\",\"name\":\"ts\",\"type\":\"tuple[]\"},{\"internalType\":\"bytes32[]\",\"name\":\"submitted\",\"type\":\"bytes32[]\"}],\"name\":\"claimMany\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"committeeOf\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"members\",\"type\":\"address[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"committeeSize\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"deposit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"depositBps\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"}],\"name\":\"deposits\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"secret\",\"type\":\"bytes32\"}],\"name\":\"dispute\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"}],\"name\":\"disputeBond\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"openBlock\",\"type\":\"uint256\"}],\"name\":\"disputeId\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"disputeOf\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"disputer\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"bond\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"seed\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"openedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"openBlock\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"committeeWeight\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"faultWeight\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"rightWeight\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"domainSeparator\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"}],\"name\":\"drawCommittee\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"drawDelay\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"}],\"name\":\"expireDispute\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"feeBps\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"feesAccrued\",\"outputs\":[{\"internalType\":\"uint96\",\"name\":\"\",\"type\":\"uint96\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"jobState\",\"outputs\":[{\"internalType\":\"enumJobEscrow.Status\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"uint64\",\"name\":\"time\",\"type\":\"uint64\"},{\"internalType\":\"bytes26\",\"name\":\"commitment\",\"type\":\"bytes26\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"minBond\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"minVerifierStake\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"},{\"internalType\":\"bool\",\"name\":\"fromDeposit\",\"type\":\"bool\"}],\"name\":\"openJob\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"},{\"internalType\":\"uint256\",\"name\":\"permitDeadline\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"openJobWithPermit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"}],\"name\":\"owed\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"}],\"name\":\"refund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"packageHash\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"internalType\":\"uint8\",\"name\":\"backend\",\"type\":\"uint8\"}],\"name\":\"registerCircuit\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"registry\",\"outputs\":[{\"internalType\":\"contractProviderRegistry\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"structHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"}],\"name\":\"resultCommitment\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"seatOf\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"drawn\",\"type\":\"bool\"},{\"internalType\":\"uint8\",\"name\":\"vote\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"weight\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"seatDeposit\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"treasury_\",\"type\":\"address\"}],\"name\":\"setTreasury\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"silentPenaltyBps\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"specCidHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"publicInputs\",\"type\":\"uint256[]\"},{\"internalType\":\"bytes\",\"name\":\"proof\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"resultCID\",\"type\":\"bytes\"}],\"name\":\"submitProof\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"}],\"internalType\":\"structJobEscrow.Terms\",\"name\":\"t\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"structHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"resultCID\",\"type\":\"bytes\"}],\"name\":\"submitResult\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"disputeId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"issuedAt\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Verdict[]\",\"name\":\"verdicts\",\"type\":\"tuple[]\"},{\"internalType\":\"bytes[]\",\"name\":\"signatures\",\"type\":\"bytes[]\"}],\"name\":\"submitVerdicts\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"counted\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"}],\"internalType\":\"structJobEscrow.Terms\",\"name\":\"t\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"h\",\"type\":\"bytes32\"}],\"name\":\"termsCommitment\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalOwed\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"treasury\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"disputeId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"issuedAt\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Verdict\",\"name\":\"v\",\"type\":\"tuple\"}],\"name\":\"verdictDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"verdictDomainSeparator\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"verdictWindow\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"verifierShareBps\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"withdrawDeposit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"withdrawEarnings\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"withdrawFees\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"withdrawOwed\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"specCidHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"publicInputs\",\"type\":\"uint256[]\"}],\"name\":\"zkSpecHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"}]",
	ID:  "JobEscrow",
	Bin: "0x6103408060405234610766578061662e803803809161001e8285610806565b8339810103906101e08212610766578051916001600160a01b038316908184036107665760208301516001600160a01b03811694908581036107665761006660408601610829565b916100736060870161083d565b946100806080880161084c565b9461012061009060a08a01610829565b9160bf190112610766576040519161012083016001600160401b038111848210176107f25760405260c089015183526100cb60e08a0161083d565b9860208401998a526100e0610100820161084c565b99604085019a8b526101208201519260ff8416840361076657606086019384526101408301519b608087019c8d5261011b610160850161083d565b9d60a088019e8f52610130610180860161083d565b9260c089019384526101596101c061014b6101a0890161084c565b9760e08c019889520161083d565b976101008a0198895260405190610171604083610806565b6011825260208201706770756d657368204a6f62457363726f7760781b81526040519261019f604085610806565b60018452603160f81b60208501908152926001600160a01b031680156107df575f80546001600160a01b03198116831782556001600160a01b0316907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09080a36102088161085d565b610120526102158461085d565b61014052519020918260e05251902080610100524660a0526040519060208201925f51602061660e5f395f51905f528452604083015260608201524660808201523060a082015260a0815261026b60c082610806565b5190206080523060c0521580156107d7575b80156107c6575b6107b75760405163e2fdcc1760e01b8152602081600481855afa908115610772575f9161077d575b50306001600160a01b03909116036106ed575061ffff8c166107d081116106db57508d87519081159182156106ca575b5081156106b8575b81156106a8575b811561069b575b811561068b575b811561067d575b50801561066d575b801561065e575b801561064b575b801561063b575b61062c577f3c864541ef71378c6229510ed90f376565ee42d9c5e0904a984a9e863e6db44f9d60209d60ff63ffffffff978861ffff9b958c80998198516101e052511661020052511661022052511661024052516102605251166102805251166102a05251166102c05251166102e0524661032052604051868101905f51602061660e5f395f51905f5282527f5713b7999760bffd026daf45aebd75261222de8f4562351a9f2730109196ff3260408201527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc660608201524660808201523060a082015260a0815261041060c082610806565b519020610300526101605261018052600580546001600160a01b0319166001600160a01b039290921691821790556101a0929092526101c052604051908152a1604051615d4590816108c98239608051816159b2015260a05181615a69015260c05181615983015260e05181615a0101526101005181615a270152610120518161194d015261014051816119760152610160518181816107770152818161084201528181610e17015281816118e2015281816132320152818161539b015261588801526101805181818161064c0152818161114e015281816114af01528181612021015281816122780152818161261201528181612b5a01528181612ea20152818161367a0152818161392901528181614ae901528181614e3d0152818161506c015261510a01526101a0518181816104c101528181612a8f015281816130d3015281816138080152614cc501526101c0518181816109c6015261181d01526101e051818181611a4401526145e301526102005181818161205f01526145ba015261022051818181612173015261336b0152610240518181816116ae01526125a6015261026051818181611f8301526125cd015261028051818181611655015261247301526102a05181818161313a01528181614eff0152614f3c01526102c0518181816117dd015261253301526102e051818181612fbf015281816137720152614bf1015261030051816148c6015261032051816148a00152f35b635ec9dffd60e01b5f5260045ffd5b5061271061ffff8751161161031d565b50620f424063ffffffff85511611610316565b5063ffffffff8451161561030f565b5061271061ffff83511611610308565b61ffff91505116158e610300565b9050602060ff87511611906102f9565b865160ff161591506102f2565b825163ffffffff161591506102eb565b905061271061ffff85511611906102e4565b6001600160801b031091505f6102dc565b63f6f4a38f60e01b5f5260045260245ffd5b60206004916040519283809263e2fdcc1760e01b82525afa908115610772575f91610734575b5063f167fad160e01b5f9081526001600160a01b0391909116600452602490fd5b90506020813d60201161076a575b8161074f60209383610806565b810103126107665761076090610829565b81610713565b5f80fd5b3d9150610742565b6040513d5f823e3d90fd5b90506020813d6020116107af575b8161079860209383610806565b81010312610766576107a990610829565b5f6102ac565b3d915061078b565b63d92e233d60e01b5f5260045ffd5b506001600160a01b038b1615610284565b50801561027d565b631e4fbdf760e01b5f525f60045260245ffd5b634e487b7160e01b5f52604160045260245ffd5b601f909101601f19168101906001600160401b038211908210176107f257604052565b51906001600160a01b038216820361076657565b519061ffff8216820361076657565b519063ffffffff8216820361076657565b601f815111610888576020815191015160208210610879571790565b5f198260200360031b1b161790565b604460209160405192839163305a27a960e01b83528160048401528051918291826024860152018484015e5f828201840152601f01601f19168101030190fdfe6080806040526004361015610012575f80fd5b5f3560e01c908162082645146139f857508063037c8266146135985780630cb601d7146135005780630e55b4f21461327f5780630eeffb321461318557806314ca81931461139d5780631be2034c1461315e5780631d53600414612fe35780631e140d4814613120578063215e5f34146130f757806324a9d853146130b957806325e546e91461307f5780632633ca3d1461139d5780632b4e89da146130635780632e873dcd146116d2578063319b28421461163657806332f5aa0414611841578063337ad2bd1461301d57806333a028691461300457806334f8a23314612fe357806337ed049a14612fa55780633ba7b47714612bbb5780633d6a621214612a5657806346f77495146129f3578063476343ee1461299f5780634953e517146129815780634ea4ffc81461296457806350ddf6931461240e57806351c4f2391461234b57806356522c2e146116365780635e5c06e2146123035780635f59962a146121bd57806361d027b314612197578063663a93b21461215757806367849750146116d257806369ee15921461139d578063715018a6146120f3578063756d1a95146120d857806375cb5f3d1461209e57806375fab24514612083578063761d4a39146120455780637b103999146120025780637b2f1e4b14611fc15780637c28743d14611fa65780637c59496414611f6c5780637dbffbf114611e995780637ddc3b07146116365780637f0828be14611a67578063831518b714611a2d57806384b0196e1461193557806384ff6985146118465780638618213914611841578063861a14121461180157806387cb43bf146117c15780638bcc0b2e1461139d5780638da5cb5b1461179c5780638dd5c0d6146117825780639427c7d61461171257806394db0595146116f25780639a9aef62146116d75780639b937881146116d25780639cf4364b14611695578063a1532da214611679578063a3171a561461163b578063a386ce5f14611636578063a82da60d1461161b578063aad0adb914611600578063b6b55f2514611555578063bb0e97aa146113a2578063c745ac151461139d578063d55be8c614611381578063df18e04714611349578063e7198ffd14610dbb578063e7fa9f7d14610d9e578063f0f4426014610cef578063f1526a8214610bd0578063f2fde38b14610b54578063f698da2514610b3a578063f8a2b7d3146108a2578063fb8b79921461079b578063fc0c546a14610758578063fc7e286d14610720578063fcbaaeb1146106fe578063fd0a27661461041b5763fef96496146103c2575f80fd5b34610417576020366003190112610417576004355f5260096020526040805f2060208251916103f083614191565b549160ff6001600160a01b0384169384835260a01c16918291015282519182526020820152f35b5f80fd5b34610417576040366003190112610417576004356001600160401b0381116104175736602382011215610417578060040135906001600160401b0382116104175736602460a0840283010111610417576024356001600160401b0381116104175761048a903690600401613a30565b61049593919361497a565b81158080156106f4575b80156106ea575b6106d3576105d8579290916104bd60448201613bd5565b5f947f000000000000000000000000000000000000000000000000000000000000000061ffff1693869384936001600160a01b0381169190855b8988101561061557602460a089028401019a60208c01856001600160a01b0361051f83613bd5565b16036105ec5750868910156105d85760019160606105c48e6105be6105cd958f8f906105548e6105b89360051b0135866155ef565b908d61271061056860408901359384613c47565b04968793600460ff198254161790557f3fb3a9e22d7cfe2f14bca51cecf0290cc19a5dd898ee0bbd216b8e76be68d76660406105a48686614550565b9281519384528660208501523592a3614550565b90614621565b9b614621565b9d013590614621565b9701969995996104f7565b634e487b7160e01b5f52603260045260245ffd5b856105fe6001600160a01b0392613bd5565b90635c9893cd60e01b5f526004521660245260445ffd5b9061062a876106258c8e85615771565b6157ad565b81610642575b5f5f516020615d255f395f51905f525d005b6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001691823b1561041757604051637eee288d60e01b81526001600160a01b0390921660048301526024820152905f908290818381604481015b03925af180156106c8576106b8575b80610630565b5f6106c2916141ac565b806106b2565b6040513d5f823e3d90fd5b509063835222f360e01b5f5260045260245260445ffd5b50604083116104a6565b508183141561049f565b34610417575f36600319011261041757602061071861489d565b604051908152f35b34610417576020366003190112610417576001600160a01b03610741613a76565b165f526006602052602060405f2054604051908152f35b34610417575f3660031901126104175760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610417576040366003190112610417576004356107b7613a60565b906107c061497a565b6001600160a01b0382169182158015610899575b61088657335f52600660205260405f2054928215801561087d575b610866576108008361063095614550565b335f5260066020528060405f20556040519084825260208201527f656dda5227b6f75220acf055c88027d9b83f1cd7f595708e4dd7faa8c5f39eb660403392a37f000000000000000000000000000000000000000000000000000000000000000061552c565b82846312e1fa3760e11b5f5260045260245260445ffd5b508383116107ef565b82630bc2c5df60e11b5f5260045260245ffd5b503083146107d4565b3461041757366003190160e081126104175760a0136104175760a43560c4356001600160401b038111610417576108dd903690600401613b23565b600492919235916108ed816144eb565b93835f52600860205260405f20946109048661455d565b9081516009811015610b13575f1901610adc57604082015165ffffffffffff19908116911603610ac9576020015164ffffffffff166001600160a01b03610949613ba9565b163303610aa257804211610a90575060843560ff8116808203610417576002915014610a7d5782158015610a73575b610a60577f83723d7a2d10f280eba2d3c4443bb636dd425a2a6fae29b68b2c70d13359f81b9291610a4c64ffffffffff926109b4368683614718565b60208151910120976109ee63ffffffff7f0000000000000000000000000000000000000000000000000000000000000000168642166141cd565b815465ffffffffffff1916600882901b65ffffffffff001617600217825593610a27610a228b65ffffffffffff19936141e9565b6144eb565b1665ffffffffffff82549181191691161790556040519460608652606086019161475d565b9560208401521660408201528033940390a3005b82630b11362560e01b5f5260045260245ffd5b5060808311610978565b836374ea19b560e01b5f5260045260245ffd5b636768091360e01b5f5260045260245ffd5b6001600160a01b03610ab2613ba9565b630d12c24160e21b5f52336004521660245260445ffd5b84630ca6808b60e31b5f5260045260245ffd5b858280516009811015610b135715610b2757516009811015610b1357610b0e9163276065d160e21b5f52600452613b50565b60445ffd5b634e487b7160e01b5f52602160045260245ffd5b5063e498a48160e01b5f5260045260245ffd5b34610417575f366003190112610417576020610718615979565b34610417576020366003190112610417576001600160a01b03610b75613a76565b610b7d615953565b168015610bbd576001600160a01b035f548282198216175f55167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e05f80a3005b631e4fbdf760e01b5f525f60045260245ffd5b3461041757606036600319011261041757600435610bec613a60565b90610bf5613aa7565b9060ff82169060018211610cdc57833b15610cc057610c1683853f8361420f565b92835f52600960205260405f206001600160a01b03815416610cad57805474ffffffffffffffffffffffffffffffffffffffffff19166001600160a01b038781169190911760a09390931b60ff60a01b1692909217905560209484917fbf317cfe2f958c03210a3fde6ffc1f90adc20dfdaebb2d0ab49fc367f08dc3099160409190825196875233898801521694a4604051908152f35b84631eec5d4f60e01b5f5260045260245ffd5b6001600160a01b038463f0fbb5a560e01b5f521660045260245ffd5b50631d2538c960e21b5f5260045260245ffd5b34610417576020366003190112610417576001600160a01b03610d10613a76565b610d18615953565b610d2061497a565b168015610d8f5760207f3c864541ef71378c6229510ed90f376565ee42d9c5e0904a984a9e863e6db44f9160055460a01c610d81575b806001600160a01b03196005541617600555604051908152a15f5f516020615d255f395f51905f525d005b610d89615838565b50610d56565b63d92e233d60e01b5f5260045ffd5b34610417575f366003190112610417576020600454604051908152f35b346104175736600319016101e08112610417576101401361041757610144356001600160401b03811161041757610df6903690600401613b23565b6101843560ff811680910361041757610e0d61497a565b6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690813b15610417575f9160e48392604051948593849263d505accf60e01b8452336004850152306024850152608435604485015261016435606485015260848401526101a43560a48401526101c43560c48401525af1611339575b506024356001600160a01b03811614159081610417576001600160a01b036024351633036113175781610417576001600160a01b036024351660043560601c036112f357610124356001600160401b03811614159283610417576001600160401b03610124351642116112d45760c4356001600160401b03811614158061041757426001600160401b0360c43516118015906112b9575b611297578461041757610f476001600160401b036101243516614613565b81610417576001600160401b0360c43516106112645760e43560ff81161415908161041757600260ff60e435161161124c5760843515801561123a575b611225576effffffffffffffffffffffffffffff60a43511611210576004355f52600860205260405f209360ff8554166009811015610b13576111fb57610ffe90610fcf6004614339565b94610ff986610fdc615979565b6042916040519161190160f01b8352600283015260228201522090565b615c0f565b6044356001600160a01b0381161415919082610417576001600160a01b03166001600160a01b036044351681036111da5750845460ff1916600117855561041757835465ffffffffff00191660c43560081b65ffffffffff0016178455610417576104175761108365ffffffffffff199160e43560a4356084356044356004356155aa565b1665ffffffffffff825491811916911617905561041757610417576040516064358152608435602082015260a43560408201526001600160401b0360c43516606082015260ff60e4351660808201526101043560a08201526001600160401b03610124351660c08201525f60e08201526001600160a01b0360443516906001600160a01b0360243516907f22611666d3a8e4955a5f8dcfd773208155602bf29dd61e6153b25a17622d8fb261010060043592a4611144608435602435615386565b6001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016803b15610417575f604051809263282d3fdf60e01b82528183816111b060a43560443560048401602090939291936001600160a01b0360408201951681520152565b03925af180156106c8576111d0575f5f516020615d255f395f51905f525d005b5f6106b2916141ac565b6310b5d43760e21b5f526004526001600160a01b036044351660245260445ffd5b639e2b4bfd60e01b5f5260043560045260245ffd5b633728b83d60e01b5f5260a43560045260245ffd5b633728b83d60e01b5f5260843560045260245ffd5b506001600160801b0360843511610f84565b6319c1391f60e31b5f5260ff60e4351660045260245ffd5b63ea9fdf1960e01b5f526001600160401b0361012435166004526001600160401b0360c43516602452600a60445260645ffd5b6104175763bc4bfd3b60e01b5f526001600160401b0360c4351660045260245ffd5b50505f64ffffffffff6001600160401b0360c4351611610f29565b63129981f360e31b5f526001600160401b03610124351660045260245ffd5b63b5313cb560e01b5f526004356004526001600160a01b036024351660245260445ffd5b630348d81960e11b5f52336004526001600160a01b036024351660245260445ffd5b5f611343916141ac565b82610e92565b34610417576020366003190112610417576001600160a01b0361136a613a76565b165f526003602052602060405f2054604051908152f35b34610417575f3660031901126104175760206040516107d08152f35b613a8c565b3461041757366003190161016081126104175761014013610417576101443560ff811690818103610417576113d561497a565b6113dd614a04565b506001600160a01b036113ee613bbf565b1633036115455764ffffffffff16804211610a9057508215801561153b575b61152857805460ff1916600717905561148b9150611429613bbf565b608435917f93dd2c295a1cd0689cf5589901cc0e062c98ab8a220a34db32df0ab142439b346001600160a01b036040519316928061147b8660043595836020909392919360ff60408201951681520152565b0390a3611486613ba9565b61587f565b60a435806114a5575f5f516020615d255f395f51905f525d005b6001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016906114d8613bbf565b90823b1561041757604051637eee288d60e01b81526001600160a01b0390921660048301526024820152905f908290818381604481015b03925af180156106c85715610630575f6106b2916141ac565b82638bb9733160e01b5f5260045260245ffd5b506003831161140d565b6001600160a01b03610ab2613bbf565b346104175760203660031901126104175760043561157161497a565b801580156115f0575b6115de5761063090335f5260066020526115988160405f2054614621565b335f5260066020528060405f20556040519082825260208201527f73a19dd210f1a7f902193214c0ee91dd35ee5b4d920cba8d519eca65a7b488ca60403392a233615386565b633728b83d60e01b5f5260045260245ffd5b506001600160801b03811161157a565b34610417575f36600319011261041757602060405160048152f35b34610417575f36600319011261041757602060405160808152f35b613ad2565b34610417575f36600319011261041757602060405161ffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610417575f3660031901126104175760206040516101008152f35b34610417575f36600319011261041757602060405160ff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b613ab7565b34610417575f366003190112610417576020604051600a8152f35b34610417575f36600319011261041757602060055460a01c604051908152f35b34610417576020366003190112610417576101206001600160401b03806001600160a01b0361174260043561477d565b999660409b95939692989b999199519b8c521660208b015260408a015260608901521660808701521660a085015260c084015260e0830152610100820152f35b34610417575f366003190112610417576020604051818152f35b34610417575f3660031901126104175760206001600160a01b035f5416604051908152f35b34610417575f36600319011261041757602060405163ffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610417575f36600319011261041757602060405163ffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b613aed565b346104175760203660031901126104175761185f613a76565b61186761497a565b6001600160a01b038116908115801561192c575b61191957335f52600360205260405f20549081156119065761063092335f5260036020525f60408120556118b183600454614550565b6004556040518381527fa6cd4410234ac9de9d1307f26fd9ec5124f511a9135d59c0904879dd8ae28e1060203392a37f000000000000000000000000000000000000000000000000000000000000000061552c565b633a8d87ed60e11b5f523360045260245ffd5b50630bc2c5df60e11b5f5260045260245ffd5b5030821461187b565b34610417575f366003190112610417576119d16119717f0000000000000000000000000000000000000000000000000000000000000000615c30565b61199a7f0000000000000000000000000000000000000000000000000000000000000000615c30565b60206119df604051926119ad83856141ac565b5f84525f368137604051958695600f60f81b875260e08588015260e0870190613b5e565b908582036040870152613b5e565b4660608501523060808501525f60a085015283810360c08501528180845192838152019301915f5b828110611a1657505050500390f35b835185528695509381019392810192600101611a07565b34610417575f3660031901126104175760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b346104175736600319016101e0811261041757610140136104175761016435610184356001600160401b03811161041757611aa6903690600401613a30565b91906101a4356001600160401b03811161041757611ac8903690600401613b23565b91906101c4356001600160401b03811161041757611aea903690600401613b23565b919092611af5614a04565b989193906001600160a01b03611b09613bbf565b1633036115455764ffffffffff16804211610a905750600260ff611b2b613be9565b1603611e845784158015611e7a575b611e67576101008211611e5457611b5682848a610144356146b6565b60643503611e3f57875f52600960205260405f209660405197611b7889614191565b54916001600160a01b038316808a5260ff60208b019460a01c16845215611e2c576001600160a01b0360043599511692833b15611e19575160ff16600103611d3057611be1604051916020830193633f27bd4560e11b855260406024850152606484019161475d565b818103602319016044830152848152946001600160fb1b03851161041757602082611c239282985f9860051b809285830137010301601f1981018352826141ac565b51916216e360fa80611d20575b15611cf1577fc475c1bdb1ca17fbd8d732ad4ba4082f3b0df9e79380b5e31a34a8635268e453939495611cc2611c67368587614718565b805160209190910120835465ffffffffffff191642600890811b65ffffffffff001691909117178455611c98613bbf565b90611cb3611ca4613be9565b9165ffffffffffff19956141e9565b9160a43590608435908b6155aa565b1665ffffffffffff8254918119169116179055611cec60405192839260208452602084019161475d565b0390a3005b83615d015a1115611d0e57632d93db7360e01b5f5260045260245ffd5b6391e386bb60e01b5f5260045260245ffd5b5060015f5114601f3d1116611c30565b9193604051937f76657269667950726f6f662862797465732c75696e743235365b0000000000008552606381116009821101818160010190815b611dfd575050945f96948482956020956024958b9a8601605d601b8201536029601c820153869003601d0186207fffffffff0000000000000000000000000000000000000000000000000000000016865260018101600590811b60048801521b9081908787013784019281868501526044840137818101604401889052601f01601f191601030101916216e360fa611c30565b80600a8092066030016019848b01015304905f19019081611d6a565b8363f0fbb5a560e01b5f5260045260245ffd5b8963074075b760e51b5f5260045260245ffd5b638424c03d60e01b5f5260043560045260245ffd5b506301cf386560e51b5f5260045260245ffd5b84630b11362560e01b5f5260045260245ffd5b5060808511611b3a565b6399eac56f60e01b5f5260043560045260245ffd5b34610417576020366003190112610417576004355f52600b60205260405f20805490611edd611ec78361462e565b92611ed560405194856141ac565b80845261462e565b602083019190601f19013683375f5b8351811015611f1e57806001600160a01b03611f0a60019385613b90565b505416611f1782876146a2565b5201611eec565b505090604051918291602083019060208452518091526040830191905f5b818110611f4a575050500390f35b82516001600160a01b0316845285945060209384019390920191600101611f3c565b34610417575f3660031901126104175760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b34610417575f36600319011261041757602060405160068152f35b34610417576060366003190112610417576044356001600160401b03811161041757610718611ff66020923690600401613a30565b906024356004356146b6565b34610417575f3660031901126104175760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610417575f36600319011261041757602060405161ffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610417575f36600319011261041757602060405160058152f35b34610417575f3660031901126104175760206040517f1ee1f3ee8fe08cc43c4b9f7cc35ca48200da8950d4bce2623c19f257792b1cd08152f35b34610417575f36600319011261041757602060405160ff8152f35b34610417575f3660031901126104175761210b615953565b5f805473ffffffffffffffffffffffffffffffffffffffff19811682556001600160a01b03167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e08280a3005b34610417575f36600319011261041757602060405163ffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610417575f3660031901126104175760206001600160a01b0360055416604051908152f35b3461041757610140366003190112610417576121d761497a565b64ffffffffff6121e5614a04565b5091909116804211156122f15750805460ff19166005179055612206613ba9565b61225760843560a435926001600160a01b036040519183835285602084015216907f84cac6a64f44d4b8a5092c03522e3985dc3268dc05472482b703df0d752de4d9604060043592a3611486613ba9565b8061226e575f5f516020615d255f395f51905f525d005b6001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000166122a0613bbf565b906001600160a01b036005541690803b1561041757604051630bfac59960e41b81526001600160a01b0393841660048201526024810194909452911660448301525f9082908183816064810161150f565b63bd5145db60e01b5f5260045260245ffd5b34610417576020366003190112610417576001600160a01b03612324613a76565b165f5260076020526040805f20548151906001600160801b038116825260801c6020820152f35b346104175760c03660031901126104175760443560ff8116908181036104175750608435906001600160a01b03821691828103610417575060a435906001600160401b0382169283830361041757602093610718935060405191858301937f1ee1f3ee8fe08cc43c4b9f7cc35ca48200da8950d4bce2623c19f257792b1cd0855260043560408501526024356060850152608084015260643560a084015260c083015260e082015260e08152612403610100826141ac565b519020610fdc61489d565b346104175761243664ffffffffff61242536613a11565b61243093919361497a565b836149af565b509050168042116129525750803590815f52600a60205260405f20906002820191825461293f5765ffffffffffff815460c81c169161249961ffff7f00000000000000000000000000000000000000000000000000000000000000001684614621565b80431115612922575f19430143811161290e57816124b691614550565b8060081c9060ff191690808204610100149015171561290e576124d891614621565b4060405160208101918252866040820152604081526124f86060826141ac565b51902061271061255961252c600161251860a08701356080880135614621565b9601956001600160801b0387541690614621565b63ffffffff7f00000000000000000000000000000000000000000000000000000000000000001690613c47565b045f1985019285841161290e57806001600160a01b0361258860206125816040849601613bd5565b9301613bd5565b916040519663ee6dd63960e01b8852866004890152602488015260ff7f00000000000000000000000000000000000000000000000000000000000000001660448801527f000000000000000000000000000000000000000000000000000000000000000060648801521660848601521660a484015260c48301525f8260e481836001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000165af19586156106c8575f915f935f98612828575b5082511561281557815f52600b60205260405f20955f955f965b855188101561279d57868b916001600160801b036126a08b82612698826001600160a01b036126908f83906146a2565b5116976146a2565b5116956146a2565b511692604051926126b084614176565b835260208301905f825260408401908152606084019485528c546801000000000000000081101561278957808e60016126eb93018155613b90565b94909461277657518454925160ff60a01b60a09190911b166001600160a01b0390911674ffffffffffffffffffffffffffffffffffffffffff199093169290921791909117835551925160801b6001600160801b0319166001600160801b0393909316929092176001918201559061276e906127678a8a6146a2565b5190614621565b970196612660565b634e487b7160e01b5f525f60045260245ffd5b634e487b7160e01b5f52604160045260245ffd5b838a5581546001600160801b0316608082901b6001600160801b031916179091557fb3cf682985566e162733767cc5e96030c519ff3b3c6614796e388c0b44b49c81926060929091906127f090866141e9565b955160405192835260208301526040820152a35f5f516020615d255f395f51905f525d005b50631c6aa4c160e01b5f5260045260245ffd5b9350965090503d805f843e61283d81846141ac565b8201906060838303126104175782516001600160401b0381116104175783019282601f850112156104175783516128738161462e565b9461288160405196876141ac565b81865260208087019260051b8201019085821161041757602001915b8183106128ee5750505060208101516001600160401b03811161041757836128c6918301614645565b9260408201516001600160401b038111610417576128e49201614645565b9291929688612646565b82516001600160a01b03811681036104175781526020928301920161289d565b634e487b7160e01b5f52601160045260245ffd5b6001810180911161290e57633c0e95bd60e11b5f5260045260245ffd5b83635377d44b60e11b5f5260045260245ffd5b6302a47b6f60e31b5f5260045260245ffd5b34610417575f3660031901126104175760206040516216e3608152f35b346104175760203660031901126104175760206107186004356145ae565b34610417575f366003190112610417576129b761497a565b60055460a01c156129e45760206129cc615838565b5f5f516020615d255f395f51905f525d604051908152f35b638d615b5760e01b5f5260045ffd5b34610417576020366003190112610417576004355f526008602052612a1a60405f2061455d565b80516009811015610b13578164ffffffffff602060609401511690604065ffffffffffff19910151169060405192835260208301526040820152f35b3461041757612a7a6060612a6936613b07565b612a7493919361497a565b836155ef565b91612b34604082013593612710612ab561ffff7f00000000000000000000000000000000000000000000000000000000000000001687613c47565b0490600460ff198254161790556106256020840195612ad387613bd5565b6001600160a01b03612ae58584614550565b9160405192835285602084015216907f3fb3a9e22d7cfe2f14bca51cecf0290cc19a5dd898ee0bbd216b8e76be68d7666040883592a3612b2e83612b2889613bd5565b92614550565b906156cb565b013580612b4d575f5f516020615d255f395f51905f525d005b612b806001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001692613bd5565b90823b1561041757604051637eee288d60e01b81526001600160a01b0390921660048301526024820152905f908290818381604481016106a3565b346104175736600319016101808112610417576101401361041757610144356001600160401b03811161041757612bf6903690600401613b23565b610164351515610164350361041757612c0d61497a565b6024356001600160a01b03811614159081610417576001600160a01b036024351633036113175781610417576001600160a01b036024351660043560601c036112f357610124356001600160401b03811614159283610417576001600160401b03610124351642116112d45760c4356001600160401b03811614158061041757426001600160401b0360c4351611801590612f8a575b611297578461041757612cc16001600160401b036101243516614613565b81610417576001600160401b0360c43516106112645760e43560ff81161415908161041757600260ff60e435161161124c57608435158015612f78575b611225576effffffffffffffffffffffffffffff60a43511611210576004355f52600860205260405f209360ff8554166009811015610b13576111fb57612d4990610fcf6004614339565b6044356001600160a01b0381161415919082610417576001600160a01b03166001600160a01b036044351681036111da5750845460ff1916600117855561041757835465ffffffffff00191660c43560081b65ffffffffff00161784556104175761041757612dce65ffffffffffff199160e43560a4356084356044356004356155aa565b1665ffffffffffff825491811916911617905561016435612f17575b61041757610417576040516064358152608435602082015260a43560408201526001600160401b0360c43516606082015260ff60e4351660808201526101043560a08201526001600160401b03610124351660c082015261016435151560e08201526001600160a01b0360443516906001600160a01b0360243516907f22611666d3a8e4955a5f8dcfd773208155602bf29dd61e6153b25a17622d8fb261010060043592a46101643515612f04576001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016803b15610417575f604051809263282d3fdf60e01b82528183816111b060a43560443560048401602090939291936001600160a01b0360408201951681520152565b612f12608435602435615386565b611144565b610417576001600160a01b03602435165f52600660205260405f20546084358110612f60575f906001600160a01b03602435165f526006602052608435900360405f2055612dea565b6312e1fa3760e11b5f5260045260843560245260445ffd5b506001600160801b0360843511612cfe565b50505f64ffffffffff6001600160401b0360c4351611612ca3565b34610417575f36600319011261041757602060405161ffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b346104175760403660031901126104175760206107186024356004356141e9565b3461041757602061071861301736613b07565b90614520565b3461041757604036600319011261041757608060ff61304561303d613a60565b600435614461565b92939091604051941515855216602084015260408301526060820152f35b346104175761014036600319011261041757602061071861424c565b34610417575f3660031901126104175760206040517f28bad9b1b4acf47376899a6cbcc24867d04c86f324fc3dfa1beccebe044a5f7e8152f35b34610417575f36600319011261041757602060405161ffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610417576060366003190112610417576020610718613115613aa7565b60243560043561420f565b34610417575f36600319011261041757602060405161ffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b346104175761014036600319011261041757602061071861317d61424c565b610fdc615979565b34610417576040366003190112610417576004356131a1613a60565b906131aa61497a565b6001600160a01b0382169182158015613276575b61088657335f52600760205260405f2054926001600160801b038416938315801561326d575b61325657938361063095335f5260076020520360405f205583604051918183520360208201527fe4ec21d088b98546d1befc712d90b661d2960457d312563dcd2f07e6f156673460403392a37f000000000000000000000000000000000000000000000000000000000000000061552c565b83856391637b3b60e01b5f5260045260245260445ffd5b508484116131e4565b503083146131be565b346104175736600319016101808112610417576101401361041757610164356132a661497a565b6132bd6132b36004614339565b61014435906141e9565b60443591600435916001600160a01b0384168403610417576084359360e4359060ff8216820361041757613304926002926132fe9260a435908990896155aa565b84615a8f565b6001600160a01b03613314613ba9565b1633036134d95764ffffffffff16804210156134c757506040516020810190838252602081526133456040826141ac565b51902061010435036134b45761335d610630946145ae565b926133b961339863ffffffff7f00000000000000000000000000000000000000000000000000000000000000001664ffffffffff42166141cd565b835465ffffffffffff1916600882901b65ffffffffff001617600317909355565b5f818152600a6020526040902080547fff0000000000000000000000ffffffffffffffffffffffffffffffffffffffff33167fff00000000000000000000000000000000000000000000000000000000000000909116174260a01b64ffffffffff60a01b16174360c881901b65ffffffffffff60c81b1691909117825560019190910180546001600160801b0319166001600160801b03871617905564ffffffffff9061346690836141e9565b92604051948686526001600160401b034316602087015260408601521660608401527f3938887e9ab3a6c925803de549345ca3518e5a71b299aa89a258d20548ca129360803394a433615386565b82637dd03dbf60e01b5f5260045260245ffd5b630e10189960e31b5f5260045260245ffd5b6001600160a01b036134e9613ba9565b630348d81960e11b5f52336004521660245260445ffd5b346104175736600319016101a08112610417576101401361041757610164356001600160401b03811161041757366023820112156104175780600401356001600160401b0381116104175736602460c083028401011161041757610184356001600160401b038111610417576020926129cc926135836024933690600401613a30565b93909261358e61497a565b0161014435613c5a565b346104175764ffffffffff6135c06135af36613a11565b6135ba92919261497a565b826149af565b5092909216804211156139e657508035805f52600a60205260405f2092600660ff198254161790555f925f915f91815f52600b60205260405f20905f5b82548110156137da576136196136138285613b90565b5061441c565b905f91602081019260ff84511660ff811480156137d3575b156137525750506001600160801b03606082015116925b836136f9575b506001600160801b036060820151168061366f575b505060019150016135fd565b6001600160a01b03807f00000000000000000000000000000000000000000000000000000000000000001692511691803b15610417575f9283608492604051978895869463476aeec960e01b86526004860152602485015260448401523060648401525af19182156106c8576001926136e9575b80613663565b5f6136f3916141ac565b896136e3565b998361370491614621565b81519a516040805160ff909216825260208201869052919b6001600160a01b03169188917f0a33d6b22f4d9043ff3864bbb9617798004d7d749620deca875aa5620c9a494d9190a38a61364e565b8061379f5750506127106137986001600160801b0360608401511661ffff7f00000000000000000000000000000000000000000000000000000000000000001690613c47565b0492613648565b909390600219016136485796976137c76137cd916001600160801b0360408501511690614621565b98613b82565b96613648565b505f613631565b5092909593946137f665ffffffffffff855460c81c16846141e9565b6080820135908461271061382e61ffff7f00000000000000000000000000000000000000000000000000000000000000001685613c47565b0494806139a9579260a09592610625927f57bc872f9afdaf5fd653a8c0e61270150d58ee932fc00173856577463b90f2e160806138e1975f905b60405191600383525f602084015260408301526060820152a3604085019661388f88613bd5565b907f3fb3a9e22d7cfe2f14bca51cecf0290cc19a5dd898ee0bbd216b8e76be68d76660406001600160a01b036138c58887614550565b9482519586528860208701521693a3612b2e83612b2889613bd5565b01358061391c575b50508054600190910154613911916001600160801b03909116906001600160a01b031661587f565b600361063093615b1a565b61394f6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001692613bd5565b90823b1561041757604051637eee288d60e01b81526001600160a01b039290921660048301526024820152905f908290604490829084905af180156106c857613999575b806138e9565b5f6139a3916141ac565b84613993565b919488939092915060a095877f57bc872f9afdaf5fd653a8c0e61270150d58ee932fc00173856577463b90f2e16080610625956138e19890613868565b63146637db60e11b5f5260045260245ffd5b34610417575f3660031901126104175780604060209252f35b6003190161016081126104175761014013610417576004906101443590565b9181601f84011215610417578235916001600160401b038311610417576020808501948460051b01011161041757565b602435906001600160a01b038216820361041757565b600435906001600160a01b038216820361041757565b34610417575f36600319011261041757602060405160018152f35b6044359060ff8216820361041757565b34610417575f36600319011261041757602060405160038152f35b34610417575f36600319011261041757602060405160028152f35b34610417575f3660031901126104175760206040515f8152f35b6003190160c081126104175760a0136104175760049060a43590565b9181601f84011215610417578235916001600160401b038311610417576020838186019501011161041757565b6009811015610b1357602452565b805180835260209291819084018484015e5f828201840152601f01601f1916010190565b5f19811461290e5760010190565b80548210156105d8575f5260205f209060011b01905f90565b6024356001600160a01b03811681036104175790565b6044356001600160a01b03811681036104175790565b356001600160a01b03811681036104175790565b60e43560ff811681036104175790565b3560ff811681036104175790565b906001600160801b03809116911603906001600160801b03821161290e57565b906001600160801b03809116911601906001600160801b03821161290e57565b8181029291811591840414171561290e57565b905f9185841480159061416e575b61415757613c779060046149af565b5092909364ffffffffff841680421161295257506004355f52600a60205260405f209360028501541561414257613cbf65ffffffffffff869993995460c81c166004356141e9565b916004355f52600b60205260405f20975f91601e1982360301925b8b81101561413357818110156105d8578060051b830135848112156104175783018035906001600160401b0382116104175760200190803603821361041757613d3c918a89899364ffffffffff8f5460a01c16936004359360c08902016151a4565b968b54978860ff821615614025575b5060ff1680613fd15750613d61613d6891613b82565b978c613b90565b50906001600160801b036001830154169160ff815460a01c16928b84613f0d575090919250613dbd604060c085028c010192613da384613bf9565b815460ff60a01b191660a09190911b60ff60a01b16179055565b600160ff613dca84613bf9565b1603613ed357613de860038c01916001600160801b03835416613c27565b81546001600160801b0319166001600160801b038216179091555b7001fffffffffffffffffffffffffffffffe6001600160801b038216918b6001600160a01b03613e3a608060c08902840101613bd5565b6060613e4588613bf9565b9360ff6040519516855260c08a02010135602084015216907fea56e2579f939c1c69ac1140bc7d52d37cf9b3c3b9233a1741a3514fef9890cc604060043592a360011b16908082046002149015171561290e5760018b015460801c10613eb057506001905b01613cda565b969b50505050505050613ed09450613ec89150613bf9565b916004614a4d565b90565b613f08613ee860038d0192835460801c613c27565b82546001600160801b0316608082901b6001600160801b03191617909255565b613e03565b6001948503613f9757613f2f60036001600160801b0392019282845416613c07565b166001600160801b03198254161790555b805460ff60a01b191660ff60a01b1790556001600160a01b03613f6a60c083028b01608001613bd5565b166004357fc350df74b25a5c022a4498bce867fc3527400267a7766ed27b3726a5c9bf4cad5f80a3613eaa565b6003018054613fcc92613fac9160801c613c07565b81546001600160801b031660809190911b6001600160801b031916179055565b613f40565b829198506001600160a01b03613ff0608060c0600196028d0101613bd5565b16906040519081527fb7d5007d8374f895ca615107baef7bb468dedda589c97211abb6111a306cf8c0602060043592a3613eaa565b8a99508d819f97949e9d9c9b8f905f9b98959b9a97949a80945b811093846140fc575b505050501561407357908c8f9796959493928f906140668d91613b82565b809495969798999a61403f565b98999a9b9c92959d979194979690939689145f14614097575060ff60055b90613d4b565b8c898b60ff6140be6040826140ac8688613b90565b505460a01c169360c08a020101613bf9565b16149182156140df575b50506140d7575b60ff90614091565b5060066140cf565b60ff925082916140ee91613b90565b505460a01c1614898e6140c8565b6001600160a01b039394509160c08461411a60809461412696613b90565b50541695020101613bd5565b1614158e8b8f8490614048565b50505050505095945050505050565b637c9ee68d60e11b5f5260043560045260245ffd5b85846317ece14560e31b5f5260045260245260445ffd5b508315613c68565b608081019081106001600160401b0382111761278957604052565b604081019081106001600160401b0382111761278957604052565b90601f801991011681019081106001600160401b0382111761278957604052565b9064ffffffffff8091169116019064ffffffffff821161290e57565b9060405190602082019283526040820152604081526142096060826141ac565b51902090565b9160ff9060405192602084019485526040840152166060820152606081526142096080826141ac565b356001600160401b03811681036104175790565b6024356001600160a01b0381169081810361041757506044356001600160a01b03811690818103610417575060c4356001600160401b03811690818103610417575060e43560ff811690818103610417575061012435916001600160401b0383169283810361041757506040519360208501957f28bad9b1b4acf47376899a6cbcc24867d04c86f324fc3dfa1beccebe044a5f7e875260043560408701526060860152608085015260643560a085015260843560c085015260a43560e0850152610100840152610120830152610104356101408301526101608201526101608152614209610180826141ac565b7f28bad9b1b4acf47376899a6cbcc24867d04c86f324fc3dfa1beccebe044a5f7e906001600160401b0361436f60208301613bd5565b9161010061437f60408301613bd5565b9160ff61438e60c08301614238565b8561439b60e08501613bf9565b916001600160a01b036143b16101208701614238565b97816040519b60208d019d8e528c60408a359101521660608c01521660808a0152606085013560a08a0152608085013560c08a015260a085013560e08a01521684880152166101208601520135610140840152166101608201526101608152614209610180826141ac565b9060405161442981614176565b60606001829460ff81546001600160a01b038116865260a01c16602085015201546001600160801b038116604084015260801c910152565b91905f925f925f925f925f52600b60205260405f205f906001600160a01b0381549316915b8381106144935750505050565b6144a06136138284613b90565b836001600160a01b03825116146144ba5750600101614486565b9750505050509350505060ff602082015116916001600160801b036060816040850151169301511690600193929190565b602435906001600160a01b03821682036104175760843560ff8116810361041757613ed09260643590604435906004356155aa565b90613ed09161453160208201613bd5565b61453d60808301613bf9565b91606081013591604082013591356155aa565b9190820391821161290e57565b90604051606081018181106001600160401b038211176127895760405280925460ff8116906009821015610b1357604091835264ffffffffff8160081c16602084015265ffffffffffff1916910152565b6145e06127109161ffff7f00000000000000000000000000000000000000000000000000000000000000001690613c47565b047f00000000000000000000000000000000000000000000000000000000000000008082111561460e575090565b905090565b90600a820180921161290e57565b9190820180921161290e57565b6001600160401b0381116127895760051b60200190565b9080601f8301121561041757815161465c8161462e565b9261466a60405194856141ac565b81845260208085019260051b82010192831161041757602001905b8282106146925750505090565b8151815260209182019101614685565b80518210156105d85760209160051b010190565b929190916040519060208201926001600160fb1b03821161041757826020916146f19360051b8091873781010301601f1981018352826141ac565b519020604051916020830193845260408301526060820152606081526142096080826141ac565b9291926001600160401b0382116127895760405191614741601f8201601f1916602001846141ac565b829481845281830111610417578281602093845f960137010152565b908060209392818452848401375f828201840152601f01601f1916010190565b90815f52600a60205260405f209060405161010081018181106001600160401b03821117612789576040528254916001600160a01b03831680835265ffffffffffff602084019464ffffffffff8160a01c16865260c81c1695604084019387855260018701549360608201986001600160801b0386168a52608083019560801c8652600360028a01549960a085019a8b5201549360c08401956001600160801b038616875260e085019560801c86521561487e576001600160801b0365ffffffffffff64ffffffffff826001600160a01b0361485b829783976141e9565b9851169e51169c519b511699511697511695511693511691989796959493929190565b50509750505050505050505f905f905f905f905f905f905f905f905f90565b467f0000000000000000000000000000000000000000000000000000000000000000036148e8577f000000000000000000000000000000000000000000000000000000000000000090565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527f5713b7999760bffd026daf45aebd75261222de8f4562351a9f2730109196ff3260408201527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc660608201524660808201523060a082015260a0815261420960c0826141ac565b5f516020615d255f395f51905f525c6149a05760015f516020615d255f395f51905f525d565b633ee5aeb560e01b5f5260045ffd5b60036149ff916149f96149cb6149c483614339565b95866141e9565b8235926149da60408201613bd5565b906149e760e08201613bf9565b91608060a083013592013590866155aa565b90615a8f565b919092565b614a0e6004614339565b6004356044356001600160a01b03811681036104175760e4359160ff83168303610417576149f984846001946149ff965060a4359060843590866155aa565b9290600660ff198254161790555f935f925f90853592835f52600b60205260405f20915f5b8354811015614c8957614a886136138286613b90565b905f91602081019260ff84511660ff81148015614c57575b15614bc15750506001600160801b03606082015116925b83614b68575b506001600160801b0360608201511680614ade575b50506001915001614a72565b6001600160a01b03807f00000000000000000000000000000000000000000000000000000000000000001692511691803b15610417575f9283608492604051978895869463476aeec960e01b86526004860152602485015260448401523060648401525af19182156106c857600192614b58575b80614ad2565b5f614b62916141ac565b5f614b52565b9b83614b7391614621565b81519c516040805160ff909216825260208201869052919d6001600160a01b0316918a917f0a33d6b22f4d9043ff3864bbb9617798004d7d749620deca875aa5620c9a494d9190a35f614abd565b60ff8b16906003821480614c4f575b15614c1e57505050612710614c176001600160801b0360608401511661ffff7f00000000000000000000000000000000000000000000000000000000000000001690613c47565b0492614ab7565b94919403614ab7579699614c43614c49916001600160801b0360408501511690614621565b9a613b82565b96614ab7565b508015614bd0565b5060ff8b1660038114159081614c7f575b81614c74575b50614aa0565b90508114155f614c6e565b8215159150614c68565b50909791949396614ca665ffffffffffff835460c81c16896141e9565b9060ff86169160018314614f2c57608082013590612710614ceb61ffff7f00000000000000000000000000000000000000000000000000000000000000001684613c47565b049182918c6003871496875f14614ee6575f9a5b80614ed7575f5b604051928352602083015f90526040830152606082015260807f57bc872f9afdaf5fd653a8c0e61270150d58ee932fc00173856577463b90f2e191a3604084019b614d508d613bd5565b90614d5b8484614550565b916040519283528460208401526001600160a01b03169160407f3fb3a9e22d7cfe2f14bca51cecf0290cc19a5dd898ee0bbd216b8e76be68d76691a3614da08c613bd5565b91614daa91614550565b614db3916156cb565b614dbc906157ad565b60a0013580614e2f575b50839291614e1198614e0b95614e06935f14614e1357614e0091506001600160801b0360016001600160a01b03855416945b015416614550565b9061587f565b614621565b91615b1a565b565b6001600160801b036001614e29614e0094613bd5565b94614df8565b909392916001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001691614e678a613bd5565b90833b1561041757604051637eee288d60e01b81526001600160a01b039290921660048301526024820152915f908390604490829084905af19889156106c85784614e0b96614e0694614e119c614ec7575b509350509850919293614dc6565b5f614ed1916141ac565b5f614eb9565b614ee18c8c614621565b614d06565b612710614f256001600160801b0360018c01541661ffff7f00000000000000000000000000000000000000000000000000000000000000001690613c47565b049a614cff565b8960a08396979b939594950135947f000000000000000000000000000000000000000000000000000000000000000061ffff16614f699087613c47565b61271090049b614f798d8a614621565b6040519283528760208401526040830152606082015260807f57bc872f9afdaf5fd653a8c0e61270150d58ee932fc00173856577463b90f2e191a360208401614fc181613bd5565b608086013592604051918483528660208401526001600160a01b03169160407f84cac6a64f44d4b8a5092c03522e3985dc3268dc05472482b703df0d752de4d991a361500c90613bd5565b906150169161587f565b80546001600160a01b031690600101546001600160801b03166150389161587f565b6150428782614550565b615100575b508561505c575b50614e1194614e0b91614621565b9461509360406001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169701613bd5565b95803b1561041757604051630bfac59960e41b81526001600160a01b03979097166004880152602487018290523060448801525f908790606490829084905af19182156106c857614e1196614e0b936150f0575b5091509461504e565b5f6150fa916141ac565b5f6150e7565b6001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169061513b88612b2860408601613bd5565b916001600160a01b036005541690803b1561041757604051630bfac59960e41b81526001600160a01b0393841660048201526024810194909452911660448301525f908290606490829084905af180156106c85715615047575f61519e916141ac565b5f615047565b959493919091863593841490811591615377575b5061536c5760408601600160ff6151ce83613bf9565b16141580615356575b61534a576151e490613bf9565b9260808701936151f385613bd5565b9760a08101986152028a614238565b916040519360208501957f1ee1f3ee8fe08cc43c4b9f7cc35ca48200da8950d4bce2623c19f257792b1cd0875260408601526020820135606086015260ff1660808501526060013560a08401526001600160a01b031660c08301526001600160401b031660e082015260e0815261527b610100826141ac565b51902061528661489d565b906152a8916042916040519161190160f01b8352600283015260228201522090565b916152b292615c0f565b6001600160a01b0316801591821561532c575b5050615324576001600160401b0364ffffffffff6152e285614238565b92169116109182156152fe575b50506152f9575f90565b600490565b6001600160401b0391925061531864ffffffffff91614238565b92169116115f806152ef565b505050600390565b6001600160a01b0391925061534090613bd5565b1614155f806152c5565b50505050505050600290565b50600260ff61536483613bf9565b1614156151d7565b505050505050600190565b9050602087013514155f6151b8565b6040516370a0823160e01b81523060048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03811690602083602481855afa9283156106c8575f936154f8575b506001600160a01b03604051946323b872dd60e01b5f5216600452306024528460445260205f60648180855af19060015f51148216156154d9575b50836040525f606052156154c757826024816020936370a0823160e01b82523060048301525afa9182156106c8575f92615493575b506154578382614621565b820361546257505050565b8082111561548a5761547391614550565b905b631778adbd60e31b5f5260045260245260445ffd5b50505f90615475565b9091506020813d6020116154bf575b816154af602093836141ac565b810103126104175751905f61544c565b3d91506154a2565b635274afe760e01b5f5260045260245ffd5b60018215166154ef573b15153d1516165f615417565b843d5f823e3d90fd5b9092506020813d602011615524575b81615514602093836141ac565b810103126104175751915f6153dc565b3d9150615507565b916001600160a01b036040519263a9059cbb60e01b5f521660045260245260205f60448180865af19060015f5114821615615589575b6040521561556d5750565b6001600160a01b0390635274afe760e01b5f521660045260245ffd5b9060018115166155a157823b15153d15161690615562565b503d5f823e3d90fd5b949260ff929491946001600160a01b036040519660208801988952166040870152606086015260808501521660a083015260c082015260c0815261420960e0826141ac565b91908235805f52600860205260405f20936156098561455d565b9283516009811015610b135760021415806156b6575b615684576156359065ffffffffffff1992614520565b1665ffffffffffff19604084015116036156725750602064ffffffffff910151168042106156605750565b639db52e4960e01b5f5260045260245ffd5b630ca6808b60e31b5f5260045260245ffd5b828480516009811015610b135715610b2757516009811015610b1357610b0e9163276065d160e21b5f52600452613b50565b5083516009811015610b13576008141561561f565b906001600160a01b038216805f52600760205260405f2054918260801c906001820180921161290e576001600160801b0361570a9260801b9416614621565b926001600160801b03841161572957505f5260076020521760405f2055565b90614e119392815f52600760205260405f2055807fe4ec21d088b98546d1befc712d90b661d2960457d312563dcd2f07e6f1566734604080518681525f6020820152a361587f565b919061570a6001600160a01b03841691825f5260076020526001600160801b036157a360405f2054958660801c614621565b60801b9416614621565b8015615835576157c3600554918260a01c614621565b906bffffffffffffffffffffffff82116157f357506001600160a01b036005549181199060a01b16911617600555565b906001600160a01b03614e11921680600555807fc0819c13be868895eb93e40eaceb96de976442fa1d404e5c55f14bb65a8c489a6020604051858152a261587f565b50565b6001600160a01b0390614e116005548060a01c9384911680600555807fc0819c13be868895eb93e40eaceb96de976442fa1d404e5c55f14bb65a8c489a6020604051858152a25b90801561594f577f0000000000000000000000000000000000000000000000000000000000000000916001600160a01b036040519163a9059cbb60e01b5f521692836004528260245260205f60448180855af19060015f5114821615615942575b5090604052156158ee575050565b60207f8af6e30690e4b192e05dc42baa9776cefda6c432838616c7f4f036bbab44917e91835f526003825260405f20615928828254614621565b905561593681600454614621565b600455604051908152a2565b3b15153d1516165f6158e0565b5050565b6001600160a01b035f5416330361596657565b63118cdaa760e01b5f523360045260245ffd5b6001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016301480615a66575b156159d4577f000000000000000000000000000000000000000000000000000000000000000090565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527f000000000000000000000000000000000000000000000000000000000000000060408201527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a082015260a0815261420960c0826141ac565b507f000000000000000000000000000000000000000000000000000000000000000046146159ab565b5f818152600860205260409020939291615aa88561455d565b9283516009811015610b13576009821015610b135703615ae857604083015165ffffffffffff1990811691160361567257506020015164ffffffffff1690565b509080516009811015610b135715610b2757516009811015610b1357610b0e9163276065d160e21b5f52600452613b50565b905f938015928315615b56575b50505050615b358282614550565b615b3d575050565b614e00614e11926001600160a01b036005541692614550565b60ff5f9796949795929316945b8154811015615bfe57615b796136138284613b90565b8660ff60208301511603615bf557615b9e6001600160801b0360408301511685613c47565b89615be15785900480615bb8575b50506001905b01615b63565b806001600160a01b03615bd2615bda93600196959a614621565b98511661587f565b905f615bac565b634e487b7160e01b5f52601260045260245ffd5b50600190615bb2565b50509250509192505f808080615b27565b90615c1a9291615c6e565b506004811015610b1357615c2b5790565b505f90565b60ff811690601f8211615c5f5760405191615c4c6040846141ac565b6020808452838101919036833783525290565b632cd44ac360e21b5f5260045ffd5b9060418303615c9857615c919250602081013591604082359201355f1a90615ca2565b9192909190565b50505f9160029190565b91907f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08411615d19579160209360809260ff5f9560405194855216868401526040830152606082015282805260015afa156106c8575f516001600160a01b03811615615d0f57905f905f90565b505f906001905f90565b5050505f916003919056fe9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f008b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f",
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
// Solidity: constructor(address token_, address registry_, address treasury_, uint16 feeBps_, uint32 challengeWindow_, address owner_, (uint256,uint16,uint32,uint8,uint256,uint16,uint16,uint32,uint16) dc) returns()
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

// PackEQUIVOCATED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x756d1a95.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function EQUIVOCATED() view returns(uint8)
func (jobEscrow *JobEscrow) PackEQUIVOCATED() []byte {
	enc, err := jobEscrow.abi.Pack("EQUIVOCATED")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEQUIVOCATED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x756d1a95.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function EQUIVOCATED() view returns(uint8)
func (jobEscrow *JobEscrow) TryPackEQUIVOCATED() ([]byte, error) {
	return jobEscrow.abi.Pack("EQUIVOCATED")
}

// UnpackEQUIVOCATED is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x756d1a95.
//
// Solidity: function EQUIVOCATED() view returns(uint8)
func (jobEscrow *JobEscrow) UnpackEQUIVOCATED(data []byte) (uint8, error) {
	out, err := jobEscrow.abi.Unpack("EQUIVOCATED", data)
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

// PackMAXCLAIMBATCH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x00082645.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_CLAIM_BATCH() view returns(uint256)
func (jobEscrow *JobEscrow) PackMAXCLAIMBATCH() []byte {
	enc, err := jobEscrow.abi.Pack("MAX_CLAIM_BATCH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXCLAIMBATCH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x00082645.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_CLAIM_BATCH() view returns(uint256)
func (jobEscrow *JobEscrow) TryPackMAXCLAIMBATCH() ([]byte, error) {
	return jobEscrow.abi.Pack("MAX_CLAIM_BATCH")
}

// UnpackMAXCLAIMBATCH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x00082645.
//
// Solidity: function MAX_CLAIM_BATCH() view returns(uint256)
func (jobEscrow *JobEscrow) UnpackMAXCLAIMBATCH(data []byte) (*big.Int, error) {
	out, err := jobEscrow.abi.Unpack("MAX_CLAIM_BATCH", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMAXCOMMITTEE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8dd5c0d6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_COMMITTEE() view returns(uint8)
func (jobEscrow *JobEscrow) PackMAXCOMMITTEE() []byte {
	enc, err := jobEscrow.abi.Pack("MAX_COMMITTEE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXCOMMITTEE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8dd5c0d6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_COMMITTEE() view returns(uint8)
func (jobEscrow *JobEscrow) TryPackMAXCOMMITTEE() ([]byte, error) {
	return jobEscrow.abi.Pack("MAX_COMMITTEE")
}

// UnpackMAXCOMMITTEE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8dd5c0d6.
//
// Solidity: function MAX_COMMITTEE() view returns(uint8)
func (jobEscrow *JobEscrow) UnpackMAXCOMMITTEE(data []byte) (uint8, error) {
	out, err := jobEscrow.abi.Unpack("MAX_COMMITTEE", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
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

// PackSKIPDUPLICATE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7c28743d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function SKIP_DUPLICATE() view returns(uint8)
func (jobEscrow *JobEscrow) PackSKIPDUPLICATE() []byte {
	enc, err := jobEscrow.abi.Pack("SKIP_DUPLICATE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSKIPDUPLICATE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7c28743d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function SKIP_DUPLICATE() view returns(uint8)
func (jobEscrow *JobEscrow) TryPackSKIPDUPLICATE() ([]byte, error) {
	return jobEscrow.abi.Pack("SKIP_DUPLICATE")
}

// UnpackSKIPDUPLICATE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7c28743d.
//
// Solidity: function SKIP_DUPLICATE() view returns(uint8)
func (jobEscrow *JobEscrow) UnpackSKIPDUPLICATE(data []byte) (uint8, error) {
	out, err := jobEscrow.abi.Unpack("SKIP_DUPLICATE", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackSKIPFORGED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x67849750.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function SKIP_FORGED() view returns(uint8)
func (jobEscrow *JobEscrow) PackSKIPFORGED() []byte {
	enc, err := jobEscrow.abi.Pack("SKIP_FORGED")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSKIPFORGED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x67849750.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function SKIP_FORGED() view returns(uint8)
func (jobEscrow *JobEscrow) TryPackSKIPFORGED() ([]byte, error) {
	return jobEscrow.abi.Pack("SKIP_FORGED")
}

// UnpackSKIPFORGED is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x67849750.
//
// Solidity: function SKIP_FORGED() view returns(uint8)
func (jobEscrow *JobEscrow) UnpackSKIPFORGED(data []byte) (uint8, error) {
	out, err := jobEscrow.abi.Unpack("SKIP_FORGED", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackSKIPINVALIDOUTCOME is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7ddc3b07.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function SKIP_INVALID_OUTCOME() view returns(uint8)
func (jobEscrow *JobEscrow) PackSKIPINVALIDOUTCOME() []byte {
	enc, err := jobEscrow.abi.Pack("SKIP_INVALID_OUTCOME")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSKIPINVALIDOUTCOME is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7ddc3b07.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function SKIP_INVALID_OUTCOME() view returns(uint8)
func (jobEscrow *JobEscrow) TryPackSKIPINVALIDOUTCOME() ([]byte, error) {
	return jobEscrow.abi.Pack("SKIP_INVALID_OUTCOME")
}

// UnpackSKIPINVALIDOUTCOME is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7ddc3b07.
//
// Solidity: function SKIP_INVALID_OUTCOME() view returns(uint8)
func (jobEscrow *JobEscrow) UnpackSKIPINVALIDOUTCOME(data []byte) (uint8, error) {
	out, err := jobEscrow.abi.Unpack("SKIP_INVALID_OUTCOME", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackSKIPLATE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaad0adb9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function SKIP_LATE() view returns(uint8)
func (jobEscrow *JobEscrow) PackSKIPLATE() []byte {
	enc, err := jobEscrow.abi.Pack("SKIP_LATE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSKIPLATE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaad0adb9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function SKIP_LATE() view returns(uint8)
func (jobEscrow *JobEscrow) TryPackSKIPLATE() ([]byte, error) {
	return jobEscrow.abi.Pack("SKIP_LATE")
}

// UnpackSKIPLATE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xaad0adb9.
//
// Solidity: function SKIP_LATE() view returns(uint8)
func (jobEscrow *JobEscrow) UnpackSKIPLATE(data []byte) (uint8, error) {
	out, err := jobEscrow.abi.Unpack("SKIP_LATE", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackSKIPNOTDRAWN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x75fab245.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function SKIP_NOT_DRAWN() view returns(uint8)
func (jobEscrow *JobEscrow) PackSKIPNOTDRAWN() []byte {
	enc, err := jobEscrow.abi.Pack("SKIP_NOT_DRAWN")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSKIPNOTDRAWN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x75fab245.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function SKIP_NOT_DRAWN() view returns(uint8)
func (jobEscrow *JobEscrow) TryPackSKIPNOTDRAWN() ([]byte, error) {
	return jobEscrow.abi.Pack("SKIP_NOT_DRAWN")
}

// UnpackSKIPNOTDRAWN is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x75fab245.
//
// Solidity: function SKIP_NOT_DRAWN() view returns(uint8)
func (jobEscrow *JobEscrow) UnpackSKIPNOTDRAWN(data []byte) (uint8, error) {
	out, err := jobEscrow.abi.Unpack("SKIP_NOT_DRAWN", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackSKIPWRONGDISPUTE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc745ac15.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function SKIP_WRONG_DISPUTE() view returns(uint8)
func (jobEscrow *JobEscrow) PackSKIPWRONGDISPUTE() []byte {
	enc, err := jobEscrow.abi.Pack("SKIP_WRONG_DISPUTE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSKIPWRONGDISPUTE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc745ac15.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function SKIP_WRONG_DISPUTE() view returns(uint8)
func (jobEscrow *JobEscrow) TryPackSKIPWRONGDISPUTE() ([]byte, error) {
	return jobEscrow.abi.Pack("SKIP_WRONG_DISPUTE")
}

// UnpackSKIPWRONGDISPUTE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc745ac15.
//
// Solidity: function SKIP_WRONG_DISPUTE() view returns(uint8)
func (jobEscrow *JobEscrow) UnpackSKIPWRONGDISPUTE(data []byte) (uint8, error) {
	out, err := jobEscrow.abi.Unpack("SKIP_WRONG_DISPUTE", data)
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

// PackAccounts is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5e5c06e2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function accounts(address provider) view returns(uint256 earnings, uint256 jobsPaid)
func (jobEscrow *JobEscrow) PackAccounts(provider common.Address) []byte {
	enc, err := jobEscrow.abi.Pack("accounts", provider)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAccounts is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5e5c06e2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function accounts(address provider) view returns(uint256 earnings, uint256 jobsPaid)
func (jobEscrow *JobEscrow) TryPackAccounts(provider common.Address) ([]byte, error) {
	return jobEscrow.abi.Pack("accounts", provider)
}

// AccountsOutput serves as a container for the return parameters of contract
// method Accounts.
type AccountsOutput struct {
	Earnings *big.Int
	JobsPaid *big.Int
}

// UnpackAccounts is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5e5c06e2.
//
// Solidity: function accounts(address provider) view returns(uint256 earnings, uint256 jobsPaid)
func (jobEscrow *JobEscrow) UnpackAccounts(data []byte) (AccountsOutput, error) {
	out, err := jobEscrow.abi.Unpack("accounts", data)
	outstruct := new(AccountsOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Earnings = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.JobsPaid = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
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
// the contract method with ID 0x3d6a6212.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claim((bytes32,address,uint256,uint256,uint8) t, bytes32 submitted) returns()
func (jobEscrow *JobEscrow) PackClaim(t JobEscrowTerms, submitted [32]byte) []byte {
	enc, err := jobEscrow.abi.Pack("claim", t, submitted)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3d6a6212.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claim((bytes32,address,uint256,uint256,uint8) t, bytes32 submitted) returns()
func (jobEscrow *JobEscrow) TryPackClaim(t JobEscrowTerms, submitted [32]byte) ([]byte, error) {
	return jobEscrow.abi.Pack("claim", t, submitted)
}

// PackClaimMany is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfd0a2766.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claimMany((bytes32,address,uint256,uint256,uint8)[] ts, bytes32[] submitted) returns()
func (jobEscrow *JobEscrow) PackClaimMany(ts []JobEscrowTerms, submitted [][32]byte) []byte {
	enc, err := jobEscrow.abi.Pack("claimMany", ts, submitted)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaimMany is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfd0a2766.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claimMany((bytes32,address,uint256,uint256,uint8)[] ts, bytes32[] submitted) returns()
func (jobEscrow *JobEscrow) TryPackClaimMany(ts []JobEscrowTerms, submitted [][32]byte) ([]byte, error) {
	return jobEscrow.abi.Pack("claimMany", ts, submitted)
}

// PackCommitteeOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7dbffbf1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function committeeOf(bytes32 jobId) view returns(address[] members)
func (jobEscrow *JobEscrow) PackCommitteeOf(jobId [32]byte) []byte {
	enc, err := jobEscrow.abi.Pack("committeeOf", jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCommitteeOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7dbffbf1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function committeeOf(bytes32 jobId) view returns(address[] members)
func (jobEscrow *JobEscrow) TryPackCommitteeOf(jobId [32]byte) ([]byte, error) {
	return jobEscrow.abi.Pack("committeeOf", jobId)
}

// UnpackCommitteeOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7dbffbf1.
//
// Solidity: function committeeOf(bytes32 jobId) view returns(address[] members)
func (jobEscrow *JobEscrow) UnpackCommitteeOf(data []byte) ([]common.Address, error) {
	out, err := jobEscrow.abi.Unpack("committeeOf", data)
	if err != nil {
		return *new([]common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new([]common.Address)).(*[]common.Address)
	return out0, nil
}

// PackCommitteeSize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9cf4364b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function committeeSize() view returns(uint8)
func (jobEscrow *JobEscrow) PackCommitteeSize() []byte {
	enc, err := jobEscrow.abi.Pack("committeeSize")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCommitteeSize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9cf4364b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function committeeSize() view returns(uint8)
func (jobEscrow *JobEscrow) TryPackCommitteeSize() ([]byte, error) {
	return jobEscrow.abi.Pack("committeeSize")
}

// UnpackCommitteeSize is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9cf4364b.
//
// Solidity: function committeeSize() view returns(uint8)
func (jobEscrow *JobEscrow) UnpackCommitteeSize(data []byte) (uint8, error) {
	out, err := jobEscrow.abi.Unpack("committeeSize", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb6b55f25.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function deposit(uint256 amount) returns()
func (jobEscrow *JobEscrow) PackDeposit(amount *big.Int) []byte {
	enc, err := jobEscrow.abi.Pack("deposit", amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb6b55f25.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function deposit(uint256 amount) returns()
func (jobEscrow *JobEscrow) TryPackDeposit(amount *big.Int) ([]byte, error) {
	return jobEscrow.abi.Pack("deposit", amount)
}

// PackDepositBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x87cb43bf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function depositBps() view returns(uint32)
func (jobEscrow *JobEscrow) PackDepositBps() []byte {
	enc, err := jobEscrow.abi.Pack("depositBps")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDepositBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x87cb43bf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function depositBps() view returns(uint32)
func (jobEscrow *JobEscrow) TryPackDepositBps() ([]byte, error) {
	return jobEscrow.abi.Pack("depositBps")
}

// UnpackDepositBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x87cb43bf.
//
// Solidity: function depositBps() view returns(uint32)
func (jobEscrow *JobEscrow) UnpackDepositBps(data []byte) (uint32, error) {
	out, err := jobEscrow.abi.Unpack("depositBps", data)
	if err != nil {
		return *new(uint32), err
	}
	out0 := *abi.ConvertType(out[0], new(uint32)).(*uint32)
	return out0, nil
}

// PackDeposits is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfc7e286d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function deposits(address requester) view returns(uint256)
func (jobEscrow *JobEscrow) PackDeposits(requester common.Address) []byte {
	enc, err := jobEscrow.abi.Pack("deposits", requester)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDeposits is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfc7e286d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function deposits(address requester) view returns(uint256)
func (jobEscrow *JobEscrow) TryPackDeposits(requester common.Address) ([]byte, error) {
	return jobEscrow.abi.Pack("deposits", requester)
}

// UnpackDeposits is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfc7e286d.
//
// Solidity: function deposits(address requester) view returns(uint256)
func (jobEscrow *JobEscrow) UnpackDeposits(data []byte) (*big.Int, error) {
	out, err := jobEscrow.abi.Unpack("deposits", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
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
// the contract method with ID 0x34f8a233.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function disputeId(bytes32 jobId, uint256 openBlock) pure returns(bytes32)
func (jobEscrow *JobEscrow) PackDisputeId(jobId [32]byte, openBlock *big.Int) []byte {
	enc, err := jobEscrow.abi.Pack("disputeId", jobId, openBlock)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDisputeId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x34f8a233.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function disputeId(bytes32 jobId, uint256 openBlock) pure returns(bytes32)
func (jobEscrow *JobEscrow) TryPackDisputeId(jobId [32]byte, openBlock *big.Int) ([]byte, error) {
	return jobEscrow.abi.Pack("disputeId", jobId, openBlock)
}

// UnpackDisputeId is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x34f8a233.
//
// Solidity: function disputeId(bytes32 jobId, uint256 openBlock) pure returns(bytes32)
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
// Solidity: function disputeOf(bytes32 jobId) view returns(bytes32 id, address disputer, uint256 bond, bytes32 seed, uint64 openedAt, uint64 openBlock, uint256 committeeWeight, uint256 faultWeight, uint256 rightWeight)
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
// Solidity: function disputeOf(bytes32 jobId) view returns(bytes32 id, address disputer, uint256 bond, bytes32 seed, uint64 openedAt, uint64 openBlock, uint256 committeeWeight, uint256 faultWeight, uint256 rightWeight)
func (jobEscrow *JobEscrow) TryPackDisputeOf(jobId [32]byte) ([]byte, error) {
	return jobEscrow.abi.Pack("disputeOf", jobId)
}

// DisputeOfOutput serves as a container for the return parameters of contract
// method DisputeOf.
type DisputeOfOutput struct {
	Id              [32]byte
	Disputer        common.Address
	Bond            *big.Int
	Seed            [32]byte
	OpenedAt        uint64
	OpenBlock       uint64
	CommitteeWeight *big.Int
	FaultWeight     *big.Int
	RightWeight     *big.Int
}

// UnpackDisputeOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9427c7d6.
//
// Solidity: function disputeOf(bytes32 jobId) view returns(bytes32 id, address disputer, uint256 bond, bytes32 seed, uint64 openedAt, uint64 openBlock, uint256 committeeWeight, uint256 faultWeight, uint256 rightWeight)
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
	outstruct.OpenBlock = *abi.ConvertType(out[5], new(uint64)).(*uint64)
	outstruct.CommitteeWeight = abi.ConvertType(out[6], new(big.Int)).(*big.Int)
	outstruct.FaultWeight = abi.ConvertType(out[7], new(big.Int)).(*big.Int)
	outstruct.RightWeight = abi.ConvertType(out[8], new(big.Int)).(*big.Int)
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

// PackDrawCommittee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x50ddf693.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function drawCommittee((bytes32,address,address,bytes32,uint256,uint256,uint64,uint8,bytes32,uint64) a, bytes32 resultHash) returns()
func (jobEscrow *JobEscrow) PackDrawCommittee(a JobEscrowAcceptance, resultHash [32]byte) []byte {
	enc, err := jobEscrow.abi.Pack("drawCommittee", a, resultHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDrawCommittee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x50ddf693.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function drawCommittee((bytes32,address,address,bytes32,uint256,uint256,uint64,uint8,bytes32,uint64) a, bytes32 resultHash) returns()
func (jobEscrow *JobEscrow) TryPackDrawCommittee(a JobEscrowAcceptance, resultHash [32]byte) ([]byte, error) {
	return jobEscrow.abi.Pack("drawCommittee", a, resultHash)
}

// PackDrawDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa3171a56.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function drawDelay() view returns(uint16)
func (jobEscrow *JobEscrow) PackDrawDelay() []byte {
	enc, err := jobEscrow.abi.Pack("drawDelay")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDrawDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa3171a56.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function drawDelay() view returns(uint16)
func (jobEscrow *JobEscrow) TryPackDrawDelay() ([]byte, error) {
	return jobEscrow.abi.Pack("drawDelay")
}

// UnpackDrawDelay is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa3171a56.
//
// Solidity: function drawDelay() view returns(uint16)
func (jobEscrow *JobEscrow) UnpackDrawDelay(data []byte) (uint16, error) {
	out, err := jobEscrow.abi.Unpack("drawDelay", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
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

// PackFeesAccrued is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x94db0595.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function feesAccrued() view returns(uint96)
func (jobEscrow *JobEscrow) PackFeesAccrued() []byte {
	enc, err := jobEscrow.abi.Pack("feesAccrued")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFeesAccrued is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x94db0595.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function feesAccrued() view returns(uint96)
func (jobEscrow *JobEscrow) TryPackFeesAccrued() ([]byte, error) {
	return jobEscrow.abi.Pack("feesAccrued")
}

// UnpackFeesAccrued is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x94db0595.
//
// Solidity: function feesAccrued() view returns(uint96)
func (jobEscrow *JobEscrow) UnpackFeesAccrued(data []byte) (*big.Int, error) {
	out, err := jobEscrow.abi.Unpack("feesAccrued", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
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
// the contract method with ID 0x3ba7b477.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function openJob((bytes32,address,address,bytes32,uint256,uint256,uint64,uint8,bytes32,uint64) a, bytes signature, bool fromDeposit) returns()
func (jobEscrow *JobEscrow) PackOpenJob(a JobEscrowAcceptance, signature []byte, fromDeposit bool) []byte {
	enc, err := jobEscrow.abi.Pack("openJob", a, signature, fromDeposit)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOpenJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3ba7b477.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function openJob((bytes32,address,address,bytes32,uint256,uint256,uint64,uint8,bytes32,uint64) a, bytes signature, bool fromDeposit) returns()
func (jobEscrow *JobEscrow) TryPackOpenJob(a JobEscrowAcceptance, signature []byte, fromDeposit bool) ([]byte, error) {
	return jobEscrow.abi.Pack("openJob", a, signature, fromDeposit)
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

// PackSeatOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x337ad2bd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function seatOf(bytes32 jobId, address verifier) view returns(bool drawn, uint8 vote, uint256 weight, uint256 seatDeposit)
func (jobEscrow *JobEscrow) PackSeatOf(jobId [32]byte, verifier common.Address) []byte {
	enc, err := jobEscrow.abi.Pack("seatOf", jobId, verifier)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSeatOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x337ad2bd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function seatOf(bytes32 jobId, address verifier) view returns(bool drawn, uint8 vote, uint256 weight, uint256 seatDeposit)
func (jobEscrow *JobEscrow) TryPackSeatOf(jobId [32]byte, verifier common.Address) ([]byte, error) {
	return jobEscrow.abi.Pack("seatOf", jobId, verifier)
}

// SeatOfOutput serves as a container for the return parameters of contract
// method SeatOf.
type SeatOfOutput struct {
	Drawn       bool
	Vote        uint8
	Weight      *big.Int
	SeatDeposit *big.Int
}

// UnpackSeatOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x337ad2bd.
//
// Solidity: function seatOf(bytes32 jobId, address verifier) view returns(bool drawn, uint8 vote, uint256 weight, uint256 seatDeposit)
func (jobEscrow *JobEscrow) UnpackSeatOf(data []byte) (SeatOfOutput, error) {
	out, err := jobEscrow.abi.Unpack("seatOf", data)
	outstruct := new(SeatOfOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Drawn = *abi.ConvertType(out[0], new(bool)).(*bool)
	outstruct.Vote = *abi.ConvertType(out[1], new(uint8)).(*uint8)
	outstruct.Weight = abi.ConvertType(out[2], new(big.Int)).(*big.Int)
	outstruct.SeatDeposit = abi.ConvertType(out[3], new(big.Int)).(*big.Int)
	return *outstruct, nil
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

// PackSilentPenaltyBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x37ed049a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function silentPenaltyBps() view returns(uint16)
func (jobEscrow *JobEscrow) PackSilentPenaltyBps() []byte {
	enc, err := jobEscrow.abi.Pack("silentPenaltyBps")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSilentPenaltyBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x37ed049a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function silentPenaltyBps() view returns(uint16)
func (jobEscrow *JobEscrow) TryPackSilentPenaltyBps() ([]byte, error) {
	return jobEscrow.abi.Pack("silentPenaltyBps")
}

// UnpackSilentPenaltyBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x37ed049a.
//
// Solidity: function silentPenaltyBps() view returns(uint16)
func (jobEscrow *JobEscrow) UnpackSilentPenaltyBps(data []byte) (uint16, error) {
	out, err := jobEscrow.abi.Unpack("silentPenaltyBps", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
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
// the contract method with ID 0xf8a2b7d3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function submitResult((bytes32,address,uint256,uint256,uint8) t, bytes32 structHash, bytes resultCID) returns()
func (jobEscrow *JobEscrow) PackSubmitResult(t JobEscrowTerms, structHash [32]byte, resultCID []byte) []byte {
	enc, err := jobEscrow.abi.Pack("submitResult", t, structHash, resultCID)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSubmitResult is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf8a2b7d3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function submitResult((bytes32,address,uint256,uint256,uint8) t, bytes32 structHash, bytes resultCID) returns()
func (jobEscrow *JobEscrow) TryPackSubmitResult(t JobEscrowTerms, structHash [32]byte, resultCID []byte) ([]byte, error) {
	return jobEscrow.abi.Pack("submitResult", t, structHash, resultCID)
}

// PackSubmitVerdicts is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0cb601d7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function submitVerdicts((bytes32,address,address,bytes32,uint256,uint256,uint64,uint8,bytes32,uint64) a, bytes32 resultHash, (bytes32,bytes32,uint8,bytes32,address,uint64)[] verdicts, bytes[] signatures) returns(uint256 counted)
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
// Solidity: function submitVerdicts((bytes32,address,address,bytes32,uint256,uint256,uint64,uint8,bytes32,uint64) a, bytes32 resultHash, (bytes32,bytes32,uint8,bytes32,address,uint64)[] verdicts, bytes[] signatures) returns(uint256 counted)
func (jobEscrow *JobEscrow) TryPackSubmitVerdicts(a JobEscrowAcceptance, resultHash [32]byte, verdicts []JobEscrowVerdict, signatures [][]byte) ([]byte, error) {
	return jobEscrow.abi.Pack("submitVerdicts", a, resultHash, verdicts, signatures)
}

// UnpackSubmitVerdicts is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0cb601d7.
//
// Solidity: function submitVerdicts((bytes32,address,address,bytes32,uint256,uint256,uint64,uint8,bytes32,uint64) a, bytes32 resultHash, (bytes32,bytes32,uint8,bytes32,address,uint64)[] verdicts, bytes[] signatures) returns(uint256 counted)
func (jobEscrow *JobEscrow) UnpackSubmitVerdicts(data []byte) (*big.Int, error) {
	out, err := jobEscrow.abi.Unpack("submitVerdicts", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTermsCommitment is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x33a02869.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function termsCommitment((bytes32,address,uint256,uint256,uint8) t, bytes32 h) pure returns(bytes32)
func (jobEscrow *JobEscrow) PackTermsCommitment(t JobEscrowTerms, h [32]byte) []byte {
	enc, err := jobEscrow.abi.Pack("termsCommitment", t, h)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTermsCommitment is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x33a02869.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function termsCommitment((bytes32,address,uint256,uint256,uint8) t, bytes32 h) pure returns(bytes32)
func (jobEscrow *JobEscrow) TryPackTermsCommitment(t JobEscrowTerms, h [32]byte) ([]byte, error) {
	return jobEscrow.abi.Pack("termsCommitment", t, h)
}

// UnpackTermsCommitment is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x33a02869.
//
// Solidity: function termsCommitment((bytes32,address,uint256,uint256,uint8) t, bytes32 h) pure returns(bytes32)
func (jobEscrow *JobEscrow) UnpackTermsCommitment(data []byte) ([32]byte, error) {
	out, err := jobEscrow.abi.Unpack("termsCommitment", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
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

// PackWithdrawDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfb8b7992.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdrawDeposit(uint256 amount, address to) returns()
func (jobEscrow *JobEscrow) PackWithdrawDeposit(amount *big.Int, to common.Address) []byte {
	enc, err := jobEscrow.abi.Pack("withdrawDeposit", amount, to)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdrawDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfb8b7992.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdrawDeposit(uint256 amount, address to) returns()
func (jobEscrow *JobEscrow) TryPackWithdrawDeposit(amount *big.Int, to common.Address) ([]byte, error) {
	return jobEscrow.abi.Pack("withdrawDeposit", amount, to)
}

// PackWithdrawEarnings is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0eeffb32.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdrawEarnings(uint256 amount, address to) returns()
func (jobEscrow *JobEscrow) PackWithdrawEarnings(amount *big.Int, to common.Address) []byte {
	enc, err := jobEscrow.abi.Pack("withdrawEarnings", amount, to)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdrawEarnings is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0eeffb32.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdrawEarnings(uint256 amount, address to) returns()
func (jobEscrow *JobEscrow) TryPackWithdrawEarnings(amount *big.Int, to common.Address) ([]byte, error) {
	return jobEscrow.abi.Pack("withdrawEarnings", amount, to)
}

// PackWithdrawFees is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x476343ee.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdrawFees() returns(uint256 amount)
func (jobEscrow *JobEscrow) PackWithdrawFees() []byte {
	enc, err := jobEscrow.abi.Pack("withdrawFees")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdrawFees is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x476343ee.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdrawFees() returns(uint256 amount)
func (jobEscrow *JobEscrow) TryPackWithdrawFees() ([]byte, error) {
	return jobEscrow.abi.Pack("withdrawFees")
}

// UnpackWithdrawFees is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x476343ee.
//
// Solidity: function withdrawFees() returns(uint256 amount)
func (jobEscrow *JobEscrow) UnpackWithdrawFees(data []byte) (*big.Int, error) {
	out, err := jobEscrow.abi.Unpack("withdrawFees", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
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

// JobEscrowCommitteeDrawn represents a CommitteeDrawn event raised by the JobEscrow contract.
type JobEscrowCommitteeDrawn struct {
	JobId     [32]byte
	DisputeId [32]byte
	Seed      [32]byte
	Seats     *big.Int
	Weight    *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const JobEscrowCommitteeDrawnEventName = "CommitteeDrawn"

// ContractEventName returns the user-defined event name.
func (JobEscrowCommitteeDrawn) ContractEventName() string {
	return JobEscrowCommitteeDrawnEventName
}

// UnpackCommitteeDrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event CommitteeDrawn(bytes32 indexed jobId, bytes32 indexed disputeId, bytes32 seed, uint256 seats, uint256 weight)
func (jobEscrow *JobEscrow) UnpackCommitteeDrawnEvent(log *types.Log) (*JobEscrowCommitteeDrawn, error) {
	event := "CommitteeDrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowCommitteeDrawn)
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

// JobEscrowDepositWithdrawn represents a DepositWithdrawn event raised by the JobEscrow contract.
type JobEscrowDepositWithdrawn struct {
	Requester common.Address
	To        common.Address
	Amount    *big.Int
	Balance   *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const JobEscrowDepositWithdrawnEventName = "DepositWithdrawn"

// ContractEventName returns the user-defined event name.
func (JobEscrowDepositWithdrawn) ContractEventName() string {
	return JobEscrowDepositWithdrawnEventName
}

// UnpackDepositWithdrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DepositWithdrawn(address indexed requester, address indexed to, uint256 amount, uint256 balance)
func (jobEscrow *JobEscrow) UnpackDepositWithdrawnEvent(log *types.Log) (*JobEscrowDepositWithdrawn, error) {
	event := "DepositWithdrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowDepositWithdrawn)
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

// JobEscrowDeposited represents a Deposited event raised by the JobEscrow contract.
type JobEscrowDeposited struct {
	Requester common.Address
	Amount    *big.Int
	Balance   *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const JobEscrowDepositedEventName = "Deposited"

// ContractEventName returns the user-defined event name.
func (JobEscrowDeposited) ContractEventName() string {
	return JobEscrowDepositedEventName
}

// UnpackDepositedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Deposited(address indexed requester, uint256 amount, uint256 balance)
func (jobEscrow *JobEscrow) UnpackDepositedEvent(log *types.Log) (*JobEscrowDeposited, error) {
	event := "Deposited"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowDeposited)
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
	OpenBlock       uint64
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
// Solidity: event DisputeOpened(bytes32 indexed jobId, bytes32 indexed disputeId, address indexed disputer, uint256 bond, uint64 openBlock, bytes32 secret, uint64 verdictDeadline)
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

// JobEscrowEarningsWithdrawn represents a EarningsWithdrawn event raised by the JobEscrow contract.
type JobEscrowEarningsWithdrawn struct {
	Provider common.Address
	To       common.Address
	Amount   *big.Int
	Balance  *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const JobEscrowEarningsWithdrawnEventName = "EarningsWithdrawn"

// ContractEventName returns the user-defined event name.
func (JobEscrowEarningsWithdrawn) ContractEventName() string {
	return JobEscrowEarningsWithdrawnEventName
}

// UnpackEarningsWithdrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EarningsWithdrawn(address indexed provider, address indexed to, uint256 amount, uint256 balance)
func (jobEscrow *JobEscrow) UnpackEarningsWithdrawnEvent(log *types.Log) (*JobEscrowEarningsWithdrawn, error) {
	event := "EarningsWithdrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowEarningsWithdrawn)
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

// JobEscrowFeesWithdrawn represents a FeesWithdrawn event raised by the JobEscrow contract.
type JobEscrowFeesWithdrawn struct {
	Treasury common.Address
	Amount   *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const JobEscrowFeesWithdrawnEventName = "FeesWithdrawn"

// ContractEventName returns the user-defined event name.
func (JobEscrowFeesWithdrawn) ContractEventName() string {
	return JobEscrowFeesWithdrawnEventName
}

// UnpackFeesWithdrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event FeesWithdrawn(address indexed treasury, uint256 amount)
func (jobEscrow *JobEscrow) UnpackFeesWithdrawnEvent(log *types.Log) (*JobEscrowFeesWithdrawn, error) {
	event := "FeesWithdrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowFeesWithdrawn)
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
	FromDeposit      bool
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
// Solidity: event JobOpened(bytes32 indexed jobId, address indexed requester, address indexed provider, bytes32 specHash, uint256 price, uint256 collateral, uint64 deadline, uint8 jobClass, bytes32 secretCommitment, uint64 expiry, bool fromDeposit)
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
	JobId     [32]byte
	CircuitId [32]byte
	ResultCID []byte
	Raw       *types.Log // Blockchain specific contextual infos
}

const JobEscrowProofAcceptedEventName = "ProofAccepted"

// ContractEventName returns the user-defined event name.
func (JobEscrowProofAccepted) ContractEventName() string {
	return JobEscrowProofAcceptedEventName
}

// UnpackProofAcceptedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ProofAccepted(bytes32 indexed jobId, bytes32 indexed circuitId, bytes resultCID)
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

// JobEscrowVerdictSkipped represents a VerdictSkipped event raised by the JobEscrow contract.
type JobEscrowVerdictSkipped struct {
	JobId    [32]byte
	Verifier common.Address
	Reason   uint8
	Raw      *types.Log // Blockchain specific contextual infos
}

const JobEscrowVerdictSkippedEventName = "VerdictSkipped"

// ContractEventName returns the user-defined event name.
func (JobEscrowVerdictSkipped) ContractEventName() string {
	return JobEscrowVerdictSkippedEventName
}

// UnpackVerdictSkippedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event VerdictSkipped(bytes32 indexed jobId, address indexed verifier, uint8 reason)
func (jobEscrow *JobEscrow) UnpackVerdictSkippedEvent(log *types.Log) (*JobEscrowVerdictSkipped, error) {
	event := "VerdictSkipped"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowVerdictSkipped)
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

// JobEscrowVerifierEquivocated represents a VerifierEquivocated event raised by the JobEscrow contract.
type JobEscrowVerifierEquivocated struct {
	JobId    [32]byte
	Verifier common.Address
	Raw      *types.Log // Blockchain specific contextual infos
}

const JobEscrowVerifierEquivocatedEventName = "VerifierEquivocated"

// ContractEventName returns the user-defined event name.
func (JobEscrowVerifierEquivocated) ContractEventName() string {
	return JobEscrowVerifierEquivocatedEventName
}

// UnpackVerifierEquivocatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event VerifierEquivocated(bytes32 indexed jobId, address indexed verifier)
func (jobEscrow *JobEscrow) UnpackVerifierEquivocatedEvent(log *types.Log) (*JobEscrowVerifierEquivocated, error) {
	event := "VerifierEquivocated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowVerifierEquivocated)
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

// JobEscrowVerifierPenalized represents a VerifierPenalized event raised by the JobEscrow contract.
type JobEscrowVerifierPenalized struct {
	JobId    [32]byte
	Verifier common.Address
	Vote     uint8
	Amount   *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const JobEscrowVerifierPenalizedEventName = "VerifierPenalized"

// ContractEventName returns the user-defined event name.
func (JobEscrowVerifierPenalized) ContractEventName() string {
	return JobEscrowVerifierPenalizedEventName
}

// UnpackVerifierPenalizedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event VerifierPenalized(bytes32 indexed jobId, address indexed verifier, uint8 vote, uint256 amount)
func (jobEscrow *JobEscrow) UnpackVerifierPenalizedEvent(log *types.Log) (*JobEscrowVerifierPenalized, error) {
	event := "VerifierPenalized"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowVerifierPenalized)
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
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["AlreadyDrawn"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackAlreadyDrawnError(raw[4:])
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
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["DrawTooEarly"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackDrawTooEarlyError(raw[4:])
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
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["InsufficientDeposit"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackInsufficientDepositError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["InsufficientEarnings"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackInsufficientEarningsError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["InvalidAmount"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackInvalidAmountError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["InvalidBackend"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackInvalidBackendError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["InvalidBatch"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackInvalidBatchError(raw[4:])
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
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["MixedProviders"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackMixedProvidersError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["NoFeesAccrued"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackNoFeesAccruedError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["NoVerifierCode"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackNoVerifierCodeError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["NoVerifiers"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackNoVerifiersError(raw[4:])
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
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["NotYetDrawn"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackNotYetDrawnError(raw[4:])
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

// JobEscrowAlreadyDrawn represents a AlreadyDrawn error raised by the JobEscrow contract.
type JobEscrowAlreadyDrawn struct {
	JobId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyDrawn(bytes32 jobId)
func JobEscrowAlreadyDrawnErrorID() common.Hash {
	return common.HexToHash("0xa6efa896a4a5d90d332ba634b4a0349bf53268f1d0381429f4543b48e7c0222a")
}

// UnpackAlreadyDrawnError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyDrawn(bytes32 jobId)
func (jobEscrow *JobEscrow) UnpackAlreadyDrawnError(raw []byte) (*JobEscrowAlreadyDrawn, error) {
	out := new(JobEscrowAlreadyDrawn)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "AlreadyDrawn", raw); err != nil {
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

// JobEscrowDrawTooEarly represents a DrawTooEarly error raised by the JobEscrow contract.
type JobEscrowDrawTooEarly struct {
	FromBlock *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DrawTooEarly(uint256 fromBlock)
func JobEscrowDrawTooEarlyErrorID() common.Hash {
	return common.HexToHash("0x781d2b7a54c2d34a74b7376b33797434505da813991e4d2bd70437178a568b89")
}

// UnpackDrawTooEarlyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DrawTooEarly(uint256 fromBlock)
func (jobEscrow *JobEscrow) UnpackDrawTooEarlyError(raw []byte) (*JobEscrowDrawTooEarly, error) {
	out := new(JobEscrowDrawTooEarly)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "DrawTooEarly", raw); err != nil {
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

// JobEscrowInsufficientDeposit represents a InsufficientDeposit error raised by the JobEscrow contract.
type JobEscrowInsufficientDeposit struct {
	Balance *big.Int
	Amount  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientDeposit(uint256 balance, uint256 amount)
func JobEscrowInsufficientDepositErrorID() common.Hash {
	return common.HexToHash("0x25c3f46ecd0dcfead2bb7f0a56ddd46b53657101f862f3a681b9f02ac28ed92f")
}

// UnpackInsufficientDepositError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientDeposit(uint256 balance, uint256 amount)
func (jobEscrow *JobEscrow) UnpackInsufficientDepositError(raw []byte) (*JobEscrowInsufficientDeposit, error) {
	out := new(JobEscrowInsufficientDeposit)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "InsufficientDeposit", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowInsufficientEarnings represents a InsufficientEarnings error raised by the JobEscrow contract.
type JobEscrowInsufficientEarnings struct {
	Balance *big.Int
	Amount  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientEarnings(uint256 balance, uint256 amount)
func JobEscrowInsufficientEarningsErrorID() common.Hash {
	return common.HexToHash("0x91637b3b792b52bc331640761dc9a8f47103d1c062328a5c90ec708441646186")
}

// UnpackInsufficientEarningsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientEarnings(uint256 balance, uint256 amount)
func (jobEscrow *JobEscrow) UnpackInsufficientEarningsError(raw []byte) (*JobEscrowInsufficientEarnings, error) {
	out := new(JobEscrowInsufficientEarnings)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "InsufficientEarnings", raw); err != nil {
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

// JobEscrowInvalidBatch represents a InvalidBatch error raised by the JobEscrow contract.
type JobEscrowInvalidBatch struct {
	Terms       *big.Int
	Commitments *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidBatch(uint256 terms, uint256 commitments)
func JobEscrowInvalidBatchErrorID() common.Hash {
	return common.HexToHash("0x835222f3b1e309c81a07870906a6238569abd146aef86ecacef944085bd0ee59")
}

// UnpackInvalidBatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidBatch(uint256 terms, uint256 commitments)
func (jobEscrow *JobEscrow) UnpackInvalidBatchError(raw []byte) (*JobEscrowInvalidBatch, error) {
	out := new(JobEscrowInvalidBatch)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "InvalidBatch", raw); err != nil {
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

// JobEscrowMixedProviders represents a MixedProviders error raised by the JobEscrow contract.
type JobEscrowMixedProviders struct {
	First common.Address
	Other common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error MixedProviders(address first, address other)
func JobEscrowMixedProvidersErrorID() common.Hash {
	return common.HexToHash("0x5c9893cd61b5eb3cad9166f8e60761cb8c31cfbfe872ae6e5a8f6ac6f6047216")
}

// UnpackMixedProvidersError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error MixedProviders(address first, address other)
func (jobEscrow *JobEscrow) UnpackMixedProvidersError(raw []byte) (*JobEscrowMixedProviders, error) {
	out := new(JobEscrowMixedProviders)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "MixedProviders", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowNoFeesAccrued represents a NoFeesAccrued error raised by the JobEscrow contract.
type JobEscrowNoFeesAccrued struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoFeesAccrued()
func JobEscrowNoFeesAccruedErrorID() common.Hash {
	return common.HexToHash("0x8d615b57335ae5be1989af8e229757706cdc7cc0231b3b04b6a74ed183496d79")
}

// UnpackNoFeesAccruedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoFeesAccrued()
func (jobEscrow *JobEscrow) UnpackNoFeesAccruedError(raw []byte) (*JobEscrowNoFeesAccrued, error) {
	out := new(JobEscrowNoFeesAccrued)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "NoFeesAccrued", raw); err != nil {
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

// JobEscrowNoVerifiers represents a NoVerifiers error raised by the JobEscrow contract.
type JobEscrowNoVerifiers struct {
	JobId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoVerifiers(bytes32 jobId)
func JobEscrowNoVerifiersErrorID() common.Hash {
	return common.HexToHash("0x1c6aa4c1bc2c173039446a785a411d4b22307c7f6da8a49221a66cbfdcf8e8ae")
}

// UnpackNoVerifiersError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoVerifiers(bytes32 jobId)
func (jobEscrow *JobEscrow) UnpackNoVerifiersError(raw []byte) (*JobEscrowNoVerifiers, error) {
	out := new(JobEscrowNoVerifiers)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "NoVerifiers", raw); err != nil {
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

// JobEscrowNotYetDrawn represents a NotYetDrawn error raised by the JobEscrow contract.
type JobEscrowNotYetDrawn struct {
	JobId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotYetDrawn(bytes32 jobId)
func JobEscrowNotYetDrawnErrorID() common.Hash {
	return common.HexToHash("0xf93dcd1ad5abcec962312f4950a9b625ccd75120b9a98f89709f64100c3e4699")
}

// UnpackNotYetDrawnError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotYetDrawn(bytes32 jobId)
func (jobEscrow *JobEscrow) UnpackNotYetDrawnError(raw []byte) (*JobEscrowNotYetDrawn, error) {
	out := new(JobEscrowNotYetDrawn)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "NotYetDrawn", raw); err != nil {
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
