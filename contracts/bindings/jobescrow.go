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
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"token_\",\"type\":\"address\"},{\"internalType\":\"contractProviderRegistry\",\"name\":\"registry_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"treasury_\",\"type\":\"address\"},{\"internalType\":\"uint16\",\"name\":\"feeBps_\",\"type\":\"uint16\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow_\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"minBond\",\"type\":\"uint256\"},{\"internalType\":\"uint16\",\"name\":\"bondBps\",\"type\":\"uint16\"},{\"internalType\":\"uint32\",\"name\":\"verdictWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"committeeSize\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"minVerifierStake\",\"type\":\"uint256\"},{\"internalType\":\"uint16\",\"name\":\"drawDelay\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"verifierShareBps\",\"type\":\"uint16\"},{\"internalType\":\"uint32\",\"name\":\"depositBps\",\"type\":\"uint32\"},{\"internalType\":\"uint16\",\"name\":\"silentPenaltyBps\",\"type\":\"uint16\"}],\"internalType\":\"structJobEscrow.DisputeConfig\",\"name\":\"dc\",\"type\":\"tuple\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"name\":\"AcceptanceExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"AlreadyDrawn\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"BindingMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"until\",\"type\":\"uint64\"}],\"name\":\"ChallengeWindowClosed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"until\",\"type\":\"uint64\"}],\"name\":\"ChallengeWindowOpen\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"}],\"name\":\"CircuitExists\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DeadlineNotReached\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DeadlinePassed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"fromBlock\",\"type\":\"uint256\"}],\"name\":\"DrawTooEarly\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"minRunLead\",\"type\":\"uint64\"}],\"name\":\"ExpiryTooLate\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"}],\"name\":\"FeeOnTransferToken\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"ForgedVerdict\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"InsufficientDeposit\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"InsufficientEarnings\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"reserve\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"InsufficientReserve\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"InvalidAmount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"backend\",\"type\":\"uint8\"}],\"name\":\"InvalidBackend\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"terms\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"commitments\",\"type\":\"uint256\"}],\"name\":\"InvalidBatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"}],\"name\":\"InvalidCID\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"}],\"name\":\"InvalidClass\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"InvalidDeadline\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidDisputeConfig\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint16\",\"name\":\"feeBps\",\"type\":\"uint16\"}],\"name\":\"InvalidFee\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"}],\"name\":\"InvalidOutcome\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"reason\",\"type\":\"uint8\"}],\"name\":\"InvalidReason\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"InvalidRecipient\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"InvalidSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"verdicts\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"signatures\",\"type\":\"uint256\"}],\"name\":\"InvalidVerdicts\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"JobExists\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"}],\"name\":\"JobIdNotRequesters\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"first\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"other\",\"type\":\"address\"}],\"name\":\"MixedProviders\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoFeesAccrued\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"NoVerifierCode\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"NoVerifiers\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotEnabled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"NotProvider\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"}],\"name\":\"NotRequester\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"NotYetDrawn\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"NotZkJob\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"}],\"name\":\"NothingOwed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"ProofRejected\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"ProofRequired\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"RevealMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"TermsMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"count\",\"type\":\"uint256\"}],\"name\":\"TooManyPublicInputs\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"}],\"name\":\"UnknownCircuit\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"UnknownJob\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"VerdictLate\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"until\",\"type\":\"uint64\"}],\"name\":\"VerdictWindowOpen\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"VerifierOutOfGas\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"disputeId\",\"type\":\"bytes32\"}],\"name\":\"WrongDispute\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"registryEscrow\",\"type\":\"address\"}],\"name\":\"WrongRegistry\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"enumJobEscrow.Status\",\"name\":\"status\",\"type\":\"uint8\"}],\"name\":\"WrongStatus\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"packageHash\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"backend\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"registrant\",\"type\":\"address\"}],\"name\":\"CircuitRegistered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"disputeId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"seed\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"seats\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"weight\",\"type\":\"uint256\"}],\"name\":\"CommitteeDrawn\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"}],\"name\":\"DepositWithdrawn\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"}],\"name\":\"Deposited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"disputeId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"disputer\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"bond\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"openBlock\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"secret\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"verdictDeadline\",\"type\":\"uint64\"}],\"name\":\"DisputeOpened\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"disputeId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"slashed\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"verifierReward\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"verifiers\",\"type\":\"uint256\"}],\"name\":\"DisputeResolved\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"}],\"name\":\"EarningsWithdrawn\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"treasury\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"FeesWithdrawn\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"reason\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"}],\"name\":\"JobAbandoned\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"payout\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"}],\"name\":\"JobClaimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"fromDeposit\",\"type\":\"bool\"}],\"name\":\"JobOpened\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"slashed\",\"type\":\"uint256\"}],\"name\":\"JobRefunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"OwedWithdrawn\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"PaymentDeferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"resultCID\",\"type\":\"bytes\"}],\"name\":\"ProofAccepted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"reserve\",\"type\":\"uint256\"}],\"name\":\"ReserveLocked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"reserve\",\"type\":\"uint256\"}],\"name\":\"ReserveReleased\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"resultCID\",\"type\":\"bytes\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"challengeEnd\",\"type\":\"uint64\"}],\"name\":\"ResultSubmitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"treasury\",\"type\":\"address\"}],\"name\":\"TreasurySet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"}],\"name\":\"VerdictAccepted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"reason\",\"type\":\"uint8\"}],\"name\":\"VerdictSkipped\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"VerifierEquivocated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"vote\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"VerifierPenalized\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"ACCEPTANCE_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"VERDICT_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"uint8\",\"name\":\"reason\",\"type\":\"uint8\"}],\"name\":\"abandon\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"}],\"name\":\"acceptanceDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"}],\"name\":\"acceptanceHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"accounts\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"earnings\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"jobsPaid\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"reserve\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"bondBps\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"challengeWindow\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"}],\"name\":\"circuit\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"internalType\":\"uint8\",\"name\":\"backend\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"packageHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"verifierCodeHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"backend\",\"type\":\"uint8\"}],\"name\":\"circuitIdOf\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"}],\"internalType\":\"structJobEscrow.Terms\",\"name\":\"t\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"submitted\",\"type\":\"bytes32\"}],\"name\":\"claim\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"}],\"internalType\":\"structJobEscrow.Terms[]\",\"name\":\"ts\",\"type\":\"tuple[]\"},{\"internalType\":\"bytes32[]\",\"name\":\"submitted\",\"type\":\"bytes32[]\"}],\"name\":\"claimMany\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"committeeOf\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"members\",\"type\":\"address[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"committeeSize\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"deposit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"depositBps\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"}],\"name\":\"deposits\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"secret\",\"type\":\"bytes32\"}],\"name\":\"dispute\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"}],\"name\":\"disputeBond\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"openBlock\",\"type\":\"uint256\"}],\"name\":\"disputeId\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"disputeOf\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"disputer\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"bond\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"seed\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"openedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"openBlock\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"committeeWeight\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"faultWeight\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"rightWeight\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"domainSeparator\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"}],\"name\":\"drawCommittee\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"drawDelay\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"}],\"name\":\"expireDispute\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"feeBps\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"feesAccrued\",\"outputs\":[{\"internalType\":\"uint96\",\"name\":\"\",\"type\":\"uint96\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"jobState\",\"outputs\":[{\"internalType\":\"enumJobEscrow.Status\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"uint64\",\"name\":\"time\",\"type\":\"uint64\"},{\"internalType\":\"bytes26\",\"name\":\"commitment\",\"type\":\"bytes26\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"lockReserve\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"minBond\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"minVerifierStake\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"},{\"internalType\":\"bool\",\"name\":\"fromDeposit\",\"type\":\"bool\"}],\"name\":\"openJob\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"},{\"internalType\":\"uint256\",\"name\":\"permitDeadline\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"openJobWithPermit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"}],\"name\":\"owed\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"}],\"name\":\"refund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"packageHash\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"internalType\":\"uint8\",\"name\":\"backend\",\"type\":\"uint8\"}],\"name\":\"registerCircuit\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"registry\",\"outputs\":[{\"internalType\":\"contractProviderRegistry\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"releaseReserve\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"structHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"}],\"name\":\"resultCommitment\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"seatOf\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"drawn\",\"type\":\"bool\"},{\"internalType\":\"uint8\",\"name\":\"vote\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"weight\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"seatDeposit\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"treasury_\",\"type\":\"address\"}],\"name\":\"setTreasury\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"silentPenaltyBps\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"specCidHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"publicInputs\",\"type\":\"uint256[]\"},{\"internalType\":\"bytes\",\"name\":\"proof\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"resultCID\",\"type\":\"bytes\"}],\"name\":\"submitProof\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"}],\"internalType\":\"structJobEscrow.Terms\",\"name\":\"t\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"structHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"resultCID\",\"type\":\"bytes\"}],\"name\":\"submitResult\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"disputeId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"issuedAt\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Verdict[]\",\"name\":\"verdicts\",\"type\":\"tuple[]\"},{\"internalType\":\"bytes[]\",\"name\":\"signatures\",\"type\":\"bytes[]\"}],\"name\":\"submitVerdicts\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"counted\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"}],\"internalType\":\"structJobEscrow.Terms\",\"name\":\"t\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"h\",\"type\":\"bytes32\"}],\"name\":\"termsCommitment\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalOwed\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"treasury\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"disputeId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"issuedAt\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Verdict\",\"name\":\"v\",\"type\":\"tuple\"}],\"name\":\"verdictDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"verdictDomainSeparator\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"verdictWindow\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"verifierShareBps\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"withdrawDeposit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"withdrawEarnings\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"withdrawFees\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"withdrawOwed\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"specCidHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"publicInputs\",\"type\":\"uint256[]\"}],\"name\":\"zkSpecHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"}]",
	ID:  "JobEscrow",
	Bin: "0x6103408060405234610751578061668f803803809161001e82856107f1565b8339810103906101e08212610751578051916001600160a01b038316908184036107515760208301516001600160a01b03811694908581036107515761006660408601610814565b9161007360608701610828565b9461008060808801610837565b9461012061009060a08a01610814565b9160bf190112610751576040519161012083016001600160401b038111848210176107dd5760405260c089015183526100cb60e08a01610828565b9860208401998a526100e06101008201610837565b99604085019a8b526101208201519260ff8416840361075157606086019384526101408301519b608087019c8d5261011b6101608501610828565b9d60a088019e8f526101306101808601610828565b9260c089019384526101596101c061014b6101a08901610837565b9760e08c0198895201610828565b976101008a01988952604051906101716040836107f1565b6011825260208201706770756d657368204a6f62457363726f7760781b81526040519261019f6040856107f1565b60018452603160f81b60208501908152926001600160a01b031680156107ca575f80546001600160a01b03198116831782556001600160a01b0316907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09080a361020881610848565b6101205261021584610848565b61014052519020918260e05251902080610100524660a0526040519060208201925f51602061666f5f395f51905f528452604083015260608201524660808201523060a082015260a0815261026b60c0826107f1565b5190206080523060c0521580156107c2575b80156107b1575b6107a25760405163e2fdcc1760e01b8152602081600481855afa90811561075d575f91610768575b50306001600160a01b03909116036106d8575061ffff8c166107d081116106c657508d87519081159182156106b5575b5081156106a3575b8115610693575b8115610686575b8115610676575b8115610668575b508015610658575b8015610649575b8015610636575b8015610626575b610617577f3c864541ef71378c6229510ed90f376565ee42d9c5e0904a984a9e863e6db44f9d60209d60ff63ffffffff978861ffff9b958c80998198516101e052511661020052511661022052511661024052516102605251166102805251166102a05251166102c05251166102e0524661032052604051868101905f51602061666f5f395f51905f5282527f5713b7999760bffd026daf45aebd75261222de8f4562351a9f2730109196ff3260408201527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc660608201524660808201523060a082015260a0815261041060c0826107f1565b519020610300526101605261018052600580546001600160a01b0319166001600160a01b039290921691821790556101a0929092526101c052604051908152a1604051615dbb90816108b4823960805181615932015260a051816159e9015260c05181615903015260e05181615981015261010051816159a7015261012051816116720152610140518161169b0152610160518181816105c80152818161069301528181610c7b015281816116070152818161302f01528181615003015261580801526101805181818161135301528181611d2b01528181611f4c0152818161230901528181612f1201528181613477015281816147d401528181614cce01528181614d6c015281816153fc0152615bf501526101a0518181816103ce0152818161276101528181612dc10152818161360601526149b301526101c051818181610829015261154701526101e05181818161176901526142cd015261020051818181611d6901526142a4015261022051818181611e470152613168015261024051818181611412015261229d015261026051818181611ca801526122c4015261028051818181611289015261216a01526102a051818181612e2801528181614b1e0152614b9e01526102c051818181611507015261222a01526102e051818181612cad0152818161356f01526148dc015261030051816145b00152610320518161458a0152f35b635ec9dffd60e01b5f5260045ffd5b5061271061ffff8751161161031d565b50620f424063ffffffff85511611610316565b5063ffffffff8451161561030f565b5061271061ffff83511611610308565b61ffff91505116158e610300565b9050602060ff87511611906102f9565b865160ff161591506102f2565b825163ffffffff161591506102eb565b905061271061ffff85511611906102e4565b6001600160801b031091505f6102dc565b63f6f4a38f60e01b5f5260045260245ffd5b60206004916040519283809263e2fdcc1760e01b82525afa90811561075d575f9161071f575b5063f167fad160e01b5f9081526001600160a01b0391909116600452602490fd5b90506020813d602011610755575b8161073a602093836107f1565b810103126107515761074b90610814565b816106fe565b5f80fd5b3d915061072d565b6040513d5f823e3d90fd5b90506020813d60201161079a575b81610783602093836107f1565b810103126107515761079490610814565b5f6102ac565b3d9150610776565b63d92e233d60e01b5f5260045ffd5b506001600160a01b038b1615610284565b50801561027d565b631e4fbdf760e01b5f525f60045260245ffd5b634e487b7160e01b5f52604160045260245ffd5b601f909101601f19168101906001600160401b038211908210176107dd57604052565b51906001600160a01b038216820361075157565b519061ffff8216820361075157565b519063ffffffff8216820361075157565b601f815111610873576020815191015160208210610864571790565b5f198260200360031b1b161790565b604460209160405192839163305a27a960e01b83528160048401528051918291826024860152018484015e5f828201840152601f01601f19168101030190fdfe60806040526004361015610011575f80fd5b5f3560e01c8063037c8266146133955780630cb601d7146132fd5780630e55b4f21461307c5780630eeffb3214612f82578063101005bd14612e735780631be2034c14612e4c5780631d53600414612cd15780631e140d4814612e0e578063215e5f3414612de557806324a9d85314612da757806325e546e914612d6d5780632b4e89da14612d51578063337ad2bd14612d0b57806333a0286914612cf257806334f8a23314612cd157806337ed049a14612c935780633ba7b477146128065780633d6a62121461273057806346f77495146126cd578063476343ee146126795780634953e5171461265b57806350ddf6931461210557806351c4f239146120425780635e5c06e214611fe95780635f59962a14611e9157806361d027b314611e6b578063663a93b214611e2b578063715018a614611dc757806375cb5f3d14611d8d578063761d4a3914611d4f5780637b10399914611d0c5780637b2f1e4b14611ccb5780637c59496414611c915780637dbffbf114611bbe5780637f0828be1461178c578063831518b71461175257806384b0196e1461165a57806384ff69851461156b578063861a14121461152b57806387cb43bf146114eb5780638da5cb5b146114c65780639427c7d61461145657806394db0595146114365780639cf4364b146113f95780639e58de27146112ad578063a3171a561461126f578063b6b55f25146111c4578063bb0e97aa1461107d578063df18e04714611045578063e7198ffd14610c1e578063e7fa9f7d14610c01578063f0f4426014610b52578063f1526a8214610a33578063f2fde38b146109b7578063f698da251461099d578063f8a2b7d314610705578063fb8b7992146105ec578063fc0c546a146105a9578063fc7e286d14610571578063fcbaaeb11461054f578063fd0a27661461031c5763fef96496146102c3575f80fd5b34610318576020366003190112610318576004355f5260096020526040805f2060208251916102f183613e7b565b549160ff6001600160a01b0384169384835260a01c16918291015282519182526020820152f35b5f80fd5b34610318576040366003190112610318576004356001600160401b0381116103185736602382011215610318578060040135906001600160401b0382116103185736602460a0840283010111610318576024356001600160401b0381116103185761038b903690600401613785565b90928015808015610545575b801561053b575b610525576104d1579092916103b5604482016138bf565b925f945f915f945f946001600160a01b0388169161ffff7f000000000000000000000000000000000000000000000000000000000000000016975b8188101561050e57602460a089028401019a60208c01856001600160a01b03610418836138bf565b16036104e55750868910156104d15760019160606104bd8e6104b76104c6958f8f9061044d8e6104b19360051b013586615257565b908d61271061046160408901359384613931565b04968793600460ff198254161790557f3fb3a9e22d7cfe2f14bca51cecf0290cc19a5dd898ee0bbd216b8e76be68d766604061049d868661423a565b9281519384528660208501523592a361423a565b9061430b565b9b61430b565b9d01359061430b565b9701969995996103f0565b634e487b7160e01b5f52603260045260245ffd5b856104f76001600160a01b03926138bf565b90635c9893cd60e01b5f526004521660245260445ffd5b61051e8791610523938d8d615618565b615735565b005b5063835222f360e01b5f5260045260245260445ffd5b506040821161039e565b5082821415610397565b34610318575f366003190112610318576020610569614587565b604051908152f35b34610318576020366003190112610318576001600160a01b036105926137cb565b165f526006602052602060405f2054604051908152f35b34610318575f3660031901126103185760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610318576040366003190112610318576004356106086137b5565b90610611614664565b6001600160a01b03821691821580156106fc575b6106e957335f52600660205260405f205492821580156106e0575b6106c957610651836106b79561423a565b335f5260066020528060405f20556040519084825260208201527f656dda5227b6f75220acf055c88027d9b83f1cd7f595708e4dd7faa8c5f39eb660403392a37f0000000000000000000000000000000000000000000000000000000000000000615194565b5f5f516020615d9b5f395f51905f525d005b82846312e1fa3760e11b5f5260045260245260445ffd5b50838311610640565b82630bc2c5df60e11b5f5260045260245ffd5b50308314610625565b3461031857366003190160e081126103185760a0136103185760a43560c4356001600160401b0381116103185761074090369060040161380d565b60049291923591610750816141d5565b93835f52600860205260405f209461076786614247565b9081516009811015610976575f190161093f57604082015165ffffffffffff1990811691160361092c576020015164ffffffffff166001600160a01b036107ac613893565b163303610905578042116108f3575060843560ff81168082036103185760029150146108e057821580156108d6575b6108c3577f83723d7a2d10f280eba2d3c4443bb636dd425a2a6fae29b68b2c70d13359f81b92916108af64ffffffffff92610817368683614402565b602081519101209761085163ffffffff7f000000000000000000000000000000000000000000000000000000000000000016864216613eb7565b815465ffffffffffff1916600882901b65ffffffffff00161760021782559361088a6108858b65ffffffffffff1993613ed3565b6141d5565b1665ffffffffffff825491811916911617905560405194606086526060860191614447565b9560208401521660408201528033940390a3005b82630b11362560e01b5f5260045260245ffd5b50608083116107db565b836374ea19b560e01b5f5260045260245ffd5b636768091360e01b5f5260045260245ffd5b6001600160a01b03610915613893565b630d12c24160e21b5f52336004521660245260445ffd5b84630ca6808b60e31b5f5260045260245ffd5b858280516009811015610976571561098a57516009811015610976576109719163276065d160e21b5f5260045261383a565b60445ffd5b634e487b7160e01b5f52602160045260245ffd5b5063e498a48160e01b5f5260045260245ffd5b34610318575f3660031901126103185760206105696158f9565b34610318576020366003190112610318576001600160a01b036109d86137cb565b6109e06158d3565b168015610a20576001600160a01b035f548282198216175f55167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e05f80a3005b631e4fbdf760e01b5f525f60045260245ffd5b3461031857606036600319011261031857600435610a4f6137b5565b90610a586137e1565b9060ff82169060018211610b3f57833b15610b2357610a7983853f83613ef9565b92835f52600960205260405f206001600160a01b03815416610b1057805474ffffffffffffffffffffffffffffffffffffffffff19166001600160a01b038781169190911760a09390931b60ff60a01b1692909217905560209484917fbf317cfe2f958c03210a3fde6ffc1f90adc20dfdaebb2d0ab49fc367f08dc3099160409190825196875233898801521694a4604051908152f35b84631eec5d4f60e01b5f5260045260245ffd5b6001600160a01b038463f0fbb5a560e01b5f521660045260245ffd5b50631d2538c960e21b5f5260045260245ffd5b34610318576020366003190112610318576001600160a01b03610b736137cb565b610b7b6158d3565b610b83614664565b168015610bf25760207f3c864541ef71378c6229510ed90f376565ee42d9c5e0904a984a9e863e6db44f9160055460a01c610be4575b806001600160a01b03196005541617600555604051908152a15f5f516020615d9b5f395f51905f525d005b610bec6157b8565b50610bb9565b63d92e233d60e01b5f5260045ffd5b34610318575f366003190112610318576020600454604051908152f35b346103185736600319016101e08112610318576101401361031857610144356001600160401b03811161031857610c5990369060040161380d565b610184359060ff821680920361031857610c71614664565b6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001660843592813b15610318575f9160e48392604051948593849263d505accf60e01b845233600485015230602485015289604485015261016435606485015260848401526101a43560a48401526101c43560c48401525af1611035575b506024356001600160a01b038116928382141591826103185784330361101c57600435928061031857858460601c036110055761012435956001600160401b0387169485881415978861031857864211610ff05760c435936001600160401b038516998a861415958661031857428c11801590610fdf575b610fc5578161031857610d818a6142fd565b87610318578c10610fa75760e4359260ff84168414159b8c61031857600260ff861611610f91578a158015610f81575b610f6e576001600160781b039d9e60a4359e8f11610f5b57875f52600860205260405f209160ff835416600981101561097657610f4857610e2590610df66004614023565b92610e2084610e036158f9565b6042916040519161190160f01b8352600283015260228201522090565b615b8f565b9d6044359e8f9b6001600160a01b038d169c8d8114159283610318576001600160a01b039150168d8103610f2b5750845460ff1916600117855561031857835465ffffffffff001916600887901b65ffffffffff00161784556103185761031857610e9f8f918f9288908f65ffffffffffff19958d615212565b1665ffffffffffff825491811916911617905561031857506103185789610f269860ff610100936106b79e7f22611666d3a8e4955a5f8dcfd773208155602bf29dd61e6153b25a17622d8fb296506040519460643586528c6020870152604086015260608501521660808301526101043560a083015260c08201525f60e0820152a4614fee565b615bb0565b9150508f8c9250506310b5d43760e21b5f5260045260245260445ffd5b88639e2b4bfd60e01b5f5260045260245ffd5b8e633728b83d60e01b5f5260045260245ffd5b8a633728b83d60e01b5f5260045260245ffd5b506001600160801b038b11610db1565b60ff856319c1391f60e31b5f521660045260245ffd5b898c915063ea9fdf1960e01b5f52600452602452600a60445260645ffd5b8b9087610318575063bc4bfd3b60e01b5f5260045260245ffd5b505f965064ffffffffff8c11610d6f565b86905063129981f360e31b5f5260045260245ffd5b858463b5313cb560e01b5f5260045260245260445ffd5b849050630348d81960e11b5f523360045260245260445ffd5b5f61103f91613e96565b83610cf7565b34610318576020366003190112610318576001600160a01b036110666137cb565b165f526003602052602060405f2054604051908152f35b3461031857366003190161016081126103185761014013610318576101443560ff811690818103610318576110b0614664565b6110b86146ee565b506001600160a01b036110c96138a9565b1633036111b45764ffffffffff168042116108f35750821580156111aa575b61119757805460ff1916600717905561116691506111046138a9565b608435917f93dd2c295a1cd0689cf5589901cc0e062c98ab8a220a34db32df0ab142439b346001600160a01b03604051931692806111568660043595836020909392919360ff60408201951681520152565b0390a3611161613893565b6157ff565b60a43580611180575f5f516020615d9b5f395f51905f525d005b6111919061118c6138a9565b615521565b806106b7565b82638bb9733160e01b5f5260045260245ffd5b50600383116110e8565b6001600160a01b036109156138a9565b34610318576020366003190112610318576004356111e0614664565b8015801561125f575b61124d576106b790335f5260066020526112078160405f205461430b565b335f5260066020528060405f20556040519082825260208201527f73a19dd210f1a7f902193214c0ee91dd35ee5b4d920cba8d519eca65a7b488ca60403392a233614fee565b633728b83d60e01b5f5260045260245ffd5b506001600160801b0381116111e9565b34610318575f36600319011261031857602060405161ffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610318576020366003190112610318576004356112c9614664565b335f52600760205260405f20546112e3828260881c61430b565b90821580156113e9575b6113d657335f52600760205270ffffffffffffffffffffffffffffffffff8260881b91161760405f20556040519082825260208201527f66ba20d3054fa97fda81652f01c11ddfa15cb0e4c5a23f36e451eff259df92d860403392a26001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016803b156103185760405163282d3fdf60e01b815233600482015260248101839052905f908290818381604481015b03925af180156113cb576113c1575f5f516020615d9b5f395f51905f525d005b5f61119191613e96565b6040513d5f823e3d90fd5b82633728b83d60e01b5f5260045260245ffd5b506001600160781b0382116112ed565b34610318575f36600319011261031857602060405160ff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610318575f36600319011261031857602060055460a01c604051908152f35b34610318576020366003190112610318576101206001600160401b03806001600160a01b03611486600435614467565b999660409b95939692989b999199519b8c521660208b015260408a015260608901521660808701521660a085015260c084015260e0830152610100820152f35b34610318575f3660031901126103185760206001600160a01b035f5416604051908152f35b34610318575f36600319011261031857602060405163ffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610318575f36600319011261031857602060405163ffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610318576020366003190112610318576115846137cb565b61158c614664565b6001600160a01b0381169081158015611651575b61163e57335f52600360205260405f205490811561162b576106b792335f5260036020525f60408120556115d68360045461423a565b6004556040518381527fa6cd4410234ac9de9d1307f26fd9ec5124f511a9135d59c0904879dd8ae28e1060203392a37f0000000000000000000000000000000000000000000000000000000000000000615194565b633a8d87ed60e11b5f523360045260245ffd5b50630bc2c5df60e11b5f5260045260245ffd5b503082146115a0565b34610318575f366003190112610318576116f66116967f0000000000000000000000000000000000000000000000000000000000000000615ca6565b6116bf7f0000000000000000000000000000000000000000000000000000000000000000615ca6565b6020611704604051926116d28385613e96565b5f84525f368137604051958695600f60f81b875260e08588015260e0870190613848565b908582036040870152613848565b4660608501523060808501525f60a085015283810360c08501528180845192838152019301915f5b82811061173b57505050500390f35b83518552869550938101939281019260010161172c565b34610318575f3660031901126103185760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b346103185736600319016101e0811261031857610140136103185761016435610184356001600160401b038111610318576117cb903690600401613785565b91906101a4356001600160401b038111610318576117ed90369060040161380d565b91906101c4356001600160401b0381116103185761180f90369060040161380d565b91909261181a6146ee565b989193906001600160a01b0361182e6138a9565b1633036111b45764ffffffffff168042116108f35750600260ff6118506138d3565b1603611ba95784158015611b9f575b611b8c576101008211611b795761187b82848a610144356143a0565b60643503611b6457875f52600960205260405f20966040519761189d89613e7b565b54916001600160a01b038316808a5260ff60208b019460a01c16845215611b51576001600160a01b0360043599511692833b15611b3e575160ff16600103611a5557611906604051916020830193633f27bd4560e11b8552604060248501526064840191614447565b818103602319016044830152848152946001600160fb1b038511610318576020826119489282985f9860051b809285830137010301601f198101835282613e96565b51916216e360fa80611a45575b15611a16577fc475c1bdb1ca17fbd8d732ad4ba4082f3b0df9e79380b5e31a34a8635268e4539394956119e761198c368587614402565b805160209190910120835465ffffffffffff191642600890811b65ffffffffff0016919091171784556119bd6138a9565b906119d86119c96138d3565b9165ffffffffffff1995613ed3565b9160a43590608435908b615212565b1665ffffffffffff8254918119169116179055611a11604051928392602084526020840191614447565b0390a3005b83615d015a1115611a3357632d93db7360e01b5f5260045260245ffd5b6391e386bb60e01b5f5260045260245ffd5b5060015f5114601f3d1116611955565b9193604051937f76657269667950726f6f662862797465732c75696e743235365b0000000000008552606381116009821101818160010190815b611b22575050945f96948482956020956024958b9a8601605d601b8201536029601c820153869003601d0186207fffffffff0000000000000000000000000000000000000000000000000000000016865260018101600590811b60048801521b9081908787013784019281868501526044840137818101604401889052601f01601f191601030101916216e360fa611955565b80600a8092066030016019848b01015304905f19019081611a8f565b8363f0fbb5a560e01b5f5260045260245ffd5b8963074075b760e51b5f5260045260245ffd5b638424c03d60e01b5f5260043560045260245ffd5b506301cf386560e51b5f5260045260245ffd5b84630b11362560e01b5f5260045260245ffd5b506080851161185f565b6399eac56f60e01b5f5260043560045260245ffd5b34610318576020366003190112610318576004355f52600b60205260405f20805490611c02611bec83614318565b92611bfa6040519485613e96565b808452614318565b602083019190601f19013683375f5b8351811015611c4357806001600160a01b03611c2f6001938561387a565b505416611c3c828761438c565b5201611c11565b505090604051918291602083019060208452518091526040830191905f5b818110611c6f575050500390f35b82516001600160a01b0316845285945060209384019390920191600101611c61565b34610318575f3660031901126103185760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b34610318576060366003190112610318576044356001600160401b03811161031857610569611d006020923690600401613785565b906024356004356143a0565b34610318575f3660031901126103185760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610318575f36600319011261031857602060405161ffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610318575f3660031901126103185760206040517f1ee1f3ee8fe08cc43c4b9f7cc35ca48200da8950d4bce2623c19f257792b1cd08152f35b34610318575f36600319011261031857611ddf6158d3565b5f805473ffffffffffffffffffffffffffffffffffffffff19811682556001600160a01b03167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e08280a3005b34610318575f36600319011261031857602060405163ffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610318575f3660031901126103185760206001600160a01b0360055416604051908152f35b346103185761014036600319011261031857611eab614664565b64ffffffffff611eb96146ee565b509190911680421115611fd75750805460ff19166005179055611eda613893565b611f2b60843560a435926001600160a01b036040519183835285602084015216907f84cac6a64f44d4b8a5092c03522e3985dc3268dc05472482b703df0d752de4d9604060043592a3611161613893565b80611f42575f5f516020615d9b5f395f51905f525d005b6001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016611f746138a9565b906001600160a01b036005541690803b1561031857604051630bfac59960e41b81526001600160a01b0393841660048201526024810194909452911660448301525f908290606490829084905af180156113cb57156106b7575f61119191613e96565b63bd5145db60e01b5f5260045260245ffd5b34610318576020366003190112610318576001600160a01b0361200a6137cb565b165f526007602052606060405f2054604051906001600160601b038116825264ffffffffff81841c16602083015260881c6040820152f35b346103185760c03660031901126103185760443560ff8116908181036103185750608435906001600160a01b03821691828103610318575060a435906001600160401b0382169283830361031857602093610569935060405191858301937f1ee1f3ee8fe08cc43c4b9f7cc35ca48200da8950d4bce2623c19f257792b1cd0855260043560408501526024356060850152608084015260643560a084015260c083015260e082015260e081526120fa61010082613e96565b519020610e03614587565b346103185761212d64ffffffffff61211c36613766565b612127939193614664565b83614699565b509050168042116126495750803590815f52600a60205260405f2090600282019182546126365765ffffffffffff815460c81c169161219061ffff7f0000000000000000000000000000000000000000000000000000000000000000168461430b565b80431115612619575f19430143811161260557816121ad9161423a565b8060081c9060ff1916908082046101001490151715612605576121cf9161430b565b4060405160208101918252866040820152604081526121ef606082613e96565b519020612710612250612223600161220f60a0870135608088013561430b565b9601956001600160801b038754169061430b565b63ffffffff7f00000000000000000000000000000000000000000000000000000000000000001690613931565b045f1985019285841161260557806001600160a01b0361227f602061227860408496016138bf565b93016138bf565b916040519663ee6dd63960e01b8852866004890152602488015260ff7f00000000000000000000000000000000000000000000000000000000000000001660448801527f000000000000000000000000000000000000000000000000000000000000000060648801521660848601521660a484015260c48301525f8260e481836001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000165af19586156113cb575f915f935f9861251f575b5082511561250c57815f52600b60205260405f20955f955f965b855188101561249457868b916001600160801b036123978b8261238f826001600160a01b036123878f839061438c565b51169761438c565b51169561438c565b511692604051926123a784613e60565b835260208301905f825260408401908152606084019485528c546801000000000000000081101561248057808e60016123e29301815561387a565b94909461246d57518454925160ff60a01b60a09190911b166001600160a01b0390911674ffffffffffffffffffffffffffffffffffffffffff199093169290921791909117835551925160801b6001600160801b0319166001600160801b039390931692909217600191820155906124659061245e8a8a61438c565b519061430b565b970196612357565b634e487b7160e01b5f525f60045260245ffd5b634e487b7160e01b5f52604160045260245ffd5b838a5581546001600160801b0316608082901b6001600160801b031916179091557fb3cf682985566e162733767cc5e96030c519ff3b3c6614796e388c0b44b49c81926060929091906124e79086613ed3565b955160405192835260208301526040820152a35f5f516020615d9b5f395f51905f525d005b50631c6aa4c160e01b5f5260045260245ffd5b9350965090503d805f843e6125348184613e96565b8201906060838303126103185782516001600160401b0381116103185783019282601f8501121561031857835161256a81614318565b946125786040519687613e96565b81865260208087019260051b8201019085821161031857602001915b8183106125e55750505060208101516001600160401b03811161031857836125bd91830161432f565b9260408201516001600160401b038111610318576125db920161432f565b929192968861233d565b82516001600160a01b038116810361031857815260209283019201612594565b634e487b7160e01b5f52601160045260245ffd5b6001810180911161260557633c0e95bd60e11b5f5260045260245ffd5b83635377d44b60e11b5f5260045260245ffd5b6302a47b6f60e31b5f5260045260245ffd5b34610318576020366003190112610318576020610569600435614298565b34610318575f36600319011261031857612691614664565b60055460a01c156126be5760206126a66157b8565b5f5f516020615d9b5f395f51905f525d604051908152f35b638d615b5760e01b5f5260045ffd5b34610318576020366003190112610318576004355f5260086020526126f460405f20614247565b80516009811015610976578164ffffffffff602060609401511690604065ffffffffffff19910151169060405192835260208301526040820152f35b346103185761052361274f61051e612747366137f1565b819391615257565b9160408101359061271061278761ffff7f00000000000000000000000000000000000000000000000000000000000000001684613931565b0493600460ff1982541617905560606127fd856127f7602085016127aa816138bf565b6001600160a01b036127bc858a61423a565b9160405192835285602084015216907f3fb3a9e22d7cfe2f14bca51cecf0290cc19a5dd898ee0bbd216b8e76be68d7666040893592a36138bf565b9461423a565b91013591615333565b346103185736600319016101808112610318576101401361031857610144356001600160401b0381116103185761284190369060040161380d565b90610164351515610164350361031857612859614664565b6024356001600160a01b038116141580610318576001600160a01b03602435163303612c715780610318576001600160a01b036024351660043560601c03612c4d576001600160401b0361012435169283610124351415928361031857844211612c3a5760c4356001600160401b03811614158061031857426001600160401b0360c4351611801590612c1f575b612bfd5784610318576128f9866142fd565b81610318576001600160401b0360c4351610612bd65760e43560ff81161415908161031857600260ff60e4351611612bbe57608435158015612bac575b612b97576001600160781b0360a43511612b82576004355f52600860205260405f209360ff855416600981101561097657612b6d57612986906129796004614023565b94610e2086610e036158f9565b6044356001600160a01b0381161415919082610318576001600160a01b03166001600160a01b03604435168103612b4c5750845460ff1916600117855561031857835465ffffffffff00191660c43560081b65ffffffffff00161784556103185761031857612a0b65ffffffffffff199160e43560a435608435604435600435615212565b1665ffffffffffff825491811916911617905561016435612aeb575b6103185761031857604051906064358252608435602083015260a43560408301526001600160401b0360c43516606083015260ff60e4351660808301526101043560a083015260c082015261016435151560e08201526001600160a01b0360443516906001600160a01b0360243516907f22611666d3a8e4955a5f8dcfd773208155602bf29dd61e6153b25a17622d8fb261010060043592a46101643515612ad8575b6106b760a435604435615bb0565b612ae6608435602435614fee565b612aca565b610318576001600160a01b03602435165f52600660205260405f20546084358110612b34575f906001600160a01b03602435165f526006602052608435900360405f2055612a27565b6312e1fa3760e11b5f5260045260843560245260445ffd5b6310b5d43760e21b5f526004526001600160a01b036044351660245260445ffd5b639e2b4bfd60e01b5f5260043560045260245ffd5b633728b83d60e01b5f5260a43560045260245ffd5b633728b83d60e01b5f5260843560045260245ffd5b506001600160801b0360843511612936565b6319c1391f60e31b5f5260ff60e4351660045260245ffd5b8563ea9fdf1960e01b5f526004526001600160401b0360c43516602452600a60445260645ffd5b6103185763bc4bfd3b60e01b5f526001600160401b0360c4351660045260245ffd5b50505f64ffffffffff6001600160401b0360c43516116128e7565b8463129981f360e31b5f5260045260245ffd5b63b5313cb560e01b5f526004356004526001600160a01b036024351660245260445ffd5b630348d81960e11b5f52336004526001600160a01b036024351660245260445ffd5b34610318575f36600319011261031857602060405161ffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610318576040366003190112610318576020610569602435600435613ed3565b34610318576020610569612d05366137f1565b9061420a565b3461031857604036600319011261031857608060ff612d33612d2b6137b5565b60043561414b565b92939091604051941515855216602084015260408301526060820152f35b3461031857610140366003190112610318576020610569613f36565b34610318575f3660031901126103185760206040517f28bad9b1b4acf47376899a6cbcc24867d04c86f324fc3dfa1beccebe044a5f7e8152f35b34610318575f36600319011261031857602060405161ffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b34610318576060366003190112610318576020610569612e036137e1565b602435600435613ef9565b34610318575f36600319011261031857602060405161ffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b3461031857610140366003190112610318576020610569612e6b613f36565b610e036158f9565b3461031857602036600319011261031857600435612e8f614664565b335f52600760205260405f2054818160881c81158015612f79575b612f64570390335f52600760205270ffffffffffffffffffffffffffffffffff8260881b91161760405f20556040519082825260208201527fe0234c017398c7e5abaf579fb580665f3b0e723728b978b89b017afabc7c5bb160403392a26001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016803b1561031857604051637eee288d60e01b815233600482015260248101839052905f908290818381604481016113a1565b63315276c960e01b5f5260045260245260445ffd5b50808211612eaa565b3461031857604036600319011261031857600435612f9e6137b5565b90612fa7614664565b6001600160a01b0382169182158015613073575b6106e957335f52600760205260405f2054926001600160601b038416938315801561306a575b6130535793836106b795335f5260076020520360405f205583604051918183520360208201527fe4ec21d088b98546d1befc712d90b661d2960457d312563dcd2f07e6f156673460403392a37f0000000000000000000000000000000000000000000000000000000000000000615194565b83856391637b3b60e01b5f5260045260245260445ffd5b50848411612fe1565b50308314612fbb565b346103185736600319016101808112610318576101401361031857610164356130a3614664565b6130ba6130b06004614023565b6101443590613ed3565b60443591600435916001600160a01b0384168403610318576084359360e4359060ff8216820361031857613101926002926130fb9260a43590899089615212565b84615a0f565b6001600160a01b03613111613893565b1633036132d65764ffffffffff16804210156132c45750604051602081019083825260208152613142604082613e96565b51902061010435036132b15761315a6106b794614298565b926131b661319563ffffffff7f00000000000000000000000000000000000000000000000000000000000000001664ffffffffff4216613eb7565b835465ffffffffffff1916600882901b65ffffffffff001617600317909355565b5f818152600a6020526040902080547fff0000000000000000000000ffffffffffffffffffffffffffffffffffffffff33167fff00000000000000000000000000000000000000000000000000000000000000909116174260a01b64ffffffffff60a01b16174360c881901b65ffffffffffff60c81b1691909117825560019190910180546001600160801b0319166001600160801b03871617905564ffffffffff906132639083613ed3565b92604051948686526001600160401b034316602087015260408601521660608401527f3938887e9ab3a6c925803de549345ca3518e5a71b299aa89a258d20548ca129360803394a433614fee565b82637dd03dbf60e01b5f5260045260245ffd5b630e10189960e31b5f5260045260245ffd5b6001600160a01b036132e6613893565b630348d81960e11b5f52336004521660245260445ffd5b346103185736600319016101a08112610318576101401361031857610164356001600160401b03811161031857366023820112156103185780600401356001600160401b0381116103185736602460c083028401011161031857610184356001600160401b038111610318576020926126a6926133806024933690600401613785565b93909261338b614664565b0161014435613944565b346103185764ffffffffff6133bd6133ac36613766565b6133b7929192614664565b82614699565b50929092168042111561375457508035805f52600a60205260405f2092600660ff198254161790555f925f915f91815f52600b60205260405f20905f5b82548110156135d757613416613410828561387a565b50614106565b905f91602081019260ff84511660ff811480156135d0575b1561354f5750506001600160801b03606082015116925b836134f6575b506001600160801b036060820151168061346c575b505060019150016133fa565b6001600160a01b03807f00000000000000000000000000000000000000000000000000000000000000001692511691803b15610318575f9283608492604051978895869463476aeec960e01b86526004860152602485015260448401523060648401525af19182156113cb576001926134e6575b80613460565b5f6134f091613e96565b896134e0565b99836135019161430b565b81519a516040805160ff909216825260208201869052919b6001600160a01b03169188917f0a33d6b22f4d9043ff3864bbb9617798004d7d749620deca875aa5620c9a494d9190a38a61344b565b8061359c5750506127106135956001600160801b0360608401511661ffff7f00000000000000000000000000000000000000000000000000000000000000001690613931565b0492613445565b909390600219016134455796976135c46135ca916001600160801b036040850151169061430b565b9861386c565b96613445565b505f61342e565b509290959394916135f465ffffffffffff855460c81c1682613ed3565b9260808101359161271061362c61ffff7f00000000000000000000000000000000000000000000000000000000000000001685613931565b049380613710576127fd856127f7846136df9961051e9897967f57bc872f9afdaf5fd653a8c0e61270150d58ee932fc00173856577463b90f2e1608060a0985f905b60405191600383525f602084015260408301526060820152a36040860190613695826138bf565b907f3fb3a9e22d7cfe2f14bca51cecf0290cc19a5dd898ee0bbd216b8e76be68d76660406001600160a01b036136cb888d61423a565b9482519586528860208701521693a36138bf565b8054600190910154613705916001600160801b03909116906001600160a01b03166157ff565b60036106b793615a9a565b87959093929190856127f7836127fd9360a0957f57bc872f9afdaf5fd653a8c0e61270150d58ee932fc00173856577463b90f2e1608061051e9b6136df9e9061366e565b63146637db60e11b5f5260045260245ffd5b6003190161016081126103185761014013610318576004906101443590565b9181601f84011215610318578235916001600160401b038311610318576020808501948460051b01011161031857565b602435906001600160a01b038216820361031857565b600435906001600160a01b038216820361031857565b6044359060ff8216820361031857565b6003190160c081126103185760a0136103185760049060a43590565b9181601f84011215610318578235916001600160401b038311610318576020838186019501011161031857565b600981101561097657602452565b805180835260209291819084018484015e5f828201840152601f01601f1916010190565b5f1981146126055760010190565b80548210156104d1575f5260205f209060011b01905f90565b6024356001600160a01b03811681036103185790565b6044356001600160a01b03811681036103185790565b356001600160a01b03811681036103185790565b60e43560ff811681036103185790565b3560ff811681036103185790565b906001600160801b03809116911603906001600160801b03821161260557565b906001600160801b03809116911601906001600160801b03821161260557565b8181029291811591840414171561260557565b905f91858414801590613e58575b613e4157613961906004614699565b5092909364ffffffffff841680421161264957506004355f52600a60205260405f2093600285015415613e2c576139a965ffffffffffff869993995460c81c16600435613ed3565b916004355f52600b60205260405f20975f91601e1982360301925b8b811015613e1d57818110156104d1578060051b830135848112156103185783018035906001600160401b0382116103185760200190803603821361031857613a26918a89899364ffffffffff8f5460a01c16936004359360c0890201614e0c565b968b54978860ff821615613d0f575b5060ff1680613cbb5750613a4b613a529161386c565b978c61387a565b50906001600160801b036001830154169160ff815460a01c16928b84613bf7575090919250613aa7604060c085028c010192613a8d846138e3565b815460ff60a01b191660a09190911b60ff60a01b16179055565b600160ff613ab4846138e3565b1603613bbd57613ad260038c01916001600160801b03835416613911565b81546001600160801b0319166001600160801b038216179091555b7001fffffffffffffffffffffffffffffffe6001600160801b038216918b6001600160a01b03613b24608060c089028401016138bf565b6060613b2f886138e3565b9360ff6040519516855260c08a02010135602084015216907fea56e2579f939c1c69ac1140bc7d52d37cf9b3c3b9233a1741a3514fef9890cc604060043592a360011b1690808204600214901517156126055760018b015460801c10613b9a57506001905b016139c4565b969b50505050505050613bba9450613bb291506138e3565b916004614737565b90565b613bf2613bd260038d0192835460801c613911565b82546001600160801b0316608082901b6001600160801b03191617909255565b613aed565b6001948503613c8157613c1960036001600160801b03920192828454166138f1565b166001600160801b03198254161790555b805460ff60a01b191660ff60a01b1790556001600160a01b03613c5460c083028b016080016138bf565b166004357fc350df74b25a5c022a4498bce867fc3527400267a7766ed27b3726a5c9bf4cad5f80a3613b94565b6003018054613cb692613c969160801c6138f1565b81546001600160801b031660809190911b6001600160801b031916179055565b613c2a565b829198506001600160a01b03613cda608060c0600196028d01016138bf565b16906040519081527fb7d5007d8374f895ca615107baef7bb468dedda589c97211abb6111a306cf8c0602060043592a3613b94565b8a99508d819f97949e9d9c9b8f905f9b98959b9a97949a80945b81109384613de6575b5050505015613d5d57908c8f9796959493928f90613d508d9161386c565b809495969798999a613d29565b98999a9b9c92959d979194979690939689145f14613d81575060ff60055b90613a35565b8c898b60ff613da8604082613d96868861387a565b505460a01c169360c08a0201016138e3565b1614918215613dc9575b5050613dc1575b60ff90613d7b565b506006613db9565b60ff92508291613dd89161387a565b505460a01c1614898e613db2565b6001600160a01b039394509160c084613e04608094613e109661387a565b505416950201016138bf565b1614158e8b8f8490613d32565b50505050505095945050505050565b637c9ee68d60e11b5f5260043560045260245ffd5b85846317ece14560e31b5f5260045260245260445ffd5b508315613952565b608081019081106001600160401b0382111761248057604052565b604081019081106001600160401b0382111761248057604052565b90601f801991011681019081106001600160401b0382111761248057604052565b9064ffffffffff8091169116019064ffffffffff821161260557565b906040519060208201928352604082015260408152613ef3606082613e96565b51902090565b9160ff906040519260208401948552604084015216606082015260608152613ef3608082613e96565b356001600160401b03811681036103185790565b6024356001600160a01b0381169081810361031857506044356001600160a01b03811690818103610318575060c4356001600160401b03811690818103610318575060e43560ff811690818103610318575061012435916001600160401b0383169283810361031857506040519360208501957f28bad9b1b4acf47376899a6cbcc24867d04c86f324fc3dfa1beccebe044a5f7e875260043560408701526060860152608085015260643560a085015260843560c085015260a43560e0850152610100840152610120830152610104356101408301526101608201526101608152613ef361018082613e96565b7f28bad9b1b4acf47376899a6cbcc24867d04c86f324fc3dfa1beccebe044a5f7e906001600160401b03614059602083016138bf565b91610100614069604083016138bf565b9160ff61407860c08301613f22565b8561408560e085016138e3565b916001600160a01b0361409b6101208701613f22565b97816040519b60208d019d8e528c60408a359101521660608c01521660808a0152606085013560a08a0152608085013560c08a015260a085013560e08a01521684880152166101208601520135610140840152166101608201526101608152613ef361018082613e96565b9060405161411381613e60565b60606001829460ff81546001600160a01b038116865260a01c16602085015201546001600160801b038116604084015260801c910152565b91905f925f925f925f925f52600b60205260405f205f906001600160a01b0381549316915b83811061417d5750505050565b61418a613410828461387a565b836001600160a01b03825116146141a45750600101614170565b9750505050509350505060ff602082015116916001600160801b036060816040850151169301511690600193929190565b602435906001600160a01b03821682036103185760843560ff8116810361031857613bba926064359060443590600435615212565b90613bba9161421b602082016138bf565b614227608083016138e3565b9160608101359160408201359135615212565b9190820391821161260557565b90604051606081018181106001600160401b038211176124805760405280925460ff811690600982101561097657604091835264ffffffffff8160081c16602084015265ffffffffffff1916910152565b6142ca6127109161ffff7f00000000000000000000000000000000000000000000000000000000000000001690613931565b047f0000000000000000000000000000000000000000000000000000000000000000808211156142f8575090565b905090565b90600a820180921161260557565b9190820180921161260557565b6001600160401b0381116124805760051b60200190565b9080601f8301121561031857815161434681614318565b926143546040519485613e96565b81845260208085019260051b82010192831161031857602001905b82821061437c5750505090565b815181526020918201910161436f565b80518210156104d15760209160051b010190565b929190916040519060208201926001600160fb1b03821161031857826020916143db9360051b8091873781010301601f198101835282613e96565b51902060405191602083019384526040830152606082015260608152613ef3608082613e96565b9291926001600160401b038211612480576040519161442b601f8201601f191660200184613e96565b829481845281830111610318578281602093845f960137010152565b908060209392818452848401375f828201840152601f01601f1916010190565b90815f52600a60205260405f209060405161010081018181106001600160401b03821117612480576040528254916001600160a01b03831680835265ffffffffffff602084019464ffffffffff8160a01c16865260c81c1695604084019387855260018701549360608201986001600160801b0386168a52608083019560801c8652600360028a01549960a085019a8b5201549360c08401956001600160801b038616875260e085019560801c865215614568576001600160801b0365ffffffffffff64ffffffffff826001600160a01b0361454582978397613ed3565b9851169e51169c519b511699511697511695511693511691989796959493929190565b50509750505050505050505f905f905f905f905f905f905f905f905f90565b467f0000000000000000000000000000000000000000000000000000000000000000036145d2577f000000000000000000000000000000000000000000000000000000000000000090565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527f5713b7999760bffd026daf45aebd75261222de8f4562351a9f2730109196ff3260408201527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc660608201524660808201523060a082015260a08152613ef360c082613e96565b5f516020615d9b5f395f51905f525c61468a5760015f516020615d9b5f395f51905f525d565b633ee5aeb560e01b5f5260045ffd5b60036146e9916146e36146b56146ae83614023565b9586613ed3565b8235926146c4604082016138bf565b906146d160e082016138e3565b91608060a08301359201359086615212565b90615a0f565b919092565b6146f86004614023565b6004356044356001600160a01b03811681036103185760e4359160ff83168303610318576146e384846001946146e9965060a435906084359086615212565b919290600660ff198254161790555f935f925f90803592835f52600b60205260405f20915f5b835481101561497457614773613410828661387a565b905f91602081019260ff84511660ff81148015614942575b156148ac5750506001600160801b03606082015116925b83614853575b506001600160801b03606082015116806147c9575b5050600191500161475d565b6001600160a01b03807f00000000000000000000000000000000000000000000000000000000000000001692511691803b15610318575f9283608492604051978895869463476aeec960e01b86526004860152602485015260448401523060648401525af19182156113cb57600192614843575b806147bd565b5f61484d91613e96565b5f61483d565b9b8361485e9161430b565b81519c516040805160ff909216825260208201869052919d6001600160a01b0316918a917f0a33d6b22f4d9043ff3864bbb9617798004d7d749620deca875aa5620c9a494d9190a35f6147a8565b60ff8b1690600382148061493a575b15614909575050506127106149026001600160801b0360608401511661ffff7f00000000000000000000000000000000000000000000000000000000000000001690613931565b04926147a2565b949194036147a257969961492e614934916001600160801b036040850151169061430b565b9a61386c565b966147a2565b5080156148bb565b5060ff8b166003811415908161496a575b8161495f575b5061478b565b90508114155f614959565b8215159150614953565b50969291949397909761499365ffffffffffff855460c81c1682613ed3565b9360ff861660018114614b8e57829060808b0135956127106149d961ffff7f00000000000000000000000000000000000000000000000000000000000000001689613931565b04906003831491825f14614b0d57875f99614ae19f614adb9c614ad69a7f57bc872f9afdaf5fd653a8c0e61270150d58ee932fc00173856577463b90f2e160808f9a614aa79961051e985b8d82614aff5750505f5b6040519283525f602084015260408301526060820152a36040810197614a53896138bf565b907f3fb3a9e22d7cfe2f14bca51cecf0290cc19a5dd898ee0bbd216b8e76be68d76660406001600160a01b03614a89898861423a565b9482519586528960208701521693a360a06127fd856127f78b6138bf565b15614ae357614ad091506001600160801b0360016001600160a01b03855416945b01541661423a565b906157ff565b61430b565b91615a9a565b565b6001600160801b036001614af9614ad0946138bf565b94614ac8565b614b089161430b565b614a2e565b8760018701546001600160801b03167f000000000000000000000000000000000000000000000000000000000000000061ffff16614b4a91613931565b612710900499614ae19f614adb9c614ad69a7f57bc872f9afdaf5fd653a8c0e61270150d58ee932fc00173856577463b90f2e160808f9a614aa79961051e98614a24565b92948260a08b969b9493940135947f000000000000000000000000000000000000000000000000000000000000000061ffff16614bcb9087613931565b61271090049b614bdb8d8a61430b565b6040519283528760208401526040830152606082015260807f57bc872f9afdaf5fd653a8c0e61270150d58ee932fc00173856577463b90f2e191a360208401614c23816138bf565b608086013592604051918483528660208401526001600160a01b03169160407f84cac6a64f44d4b8a5092c03522e3985dc3268dc05472482b703df0d752de4d991a3614c6e906138bf565b90614c78916157ff565b80546001600160a01b031690600101546001600160801b0316614c9a916157ff565b614ca4878261423a565b614d62575b5085614cbe575b50614ae194614adb9161430b565b94614cf560406001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001697016138bf565b95803b1561031857604051630bfac59960e41b81526001600160a01b03979097166004880152602487018290523060448801525f908790606490829084905af19182156113cb57614ae196614adb93614d52575b50915094614cb0565b5f614d5c91613e96565b5f614d49565b6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690614da388614d9d604086016138bf565b9261423a565b916001600160a01b036005541690803b1561031857604051630bfac59960e41b81526001600160a01b0393841660048201526024810194909452911660448301525f908290606490829084905af180156113cb5715614ca9575f614e0691613e96565b5f614ca9565b959493919091863593841490811591614fdf575b50614fd45760408601600160ff614e36836138e3565b16141580614fbe575b614fb257614e4c906138e3565b926080870193614e5b856138bf565b9760a0810198614e6a8a613f22565b916040519360208501957f1ee1f3ee8fe08cc43c4b9f7cc35ca48200da8950d4bce2623c19f257792b1cd0875260408601526020820135606086015260ff1660808501526060013560a08401526001600160a01b031660c08301526001600160401b031660e082015260e08152614ee361010082613e96565b519020614eee614587565b90614f10916042916040519161190160f01b8352600283015260228201522090565b91614f1a92615b8f565b6001600160a01b03168015918215614f94575b5050614f8c576001600160401b0364ffffffffff614f4a85613f22565b9216911610918215614f66575b5050614f61575f90565b600490565b6001600160401b03919250614f8064ffffffffff91613f22565b92169116115f80614f57565b505050600390565b6001600160a01b03919250614fa8906138bf565b1614155f80614f2d565b50505050505050600290565b50600260ff614fcc836138e3565b161415614e3f565b505050505050600190565b9050602087013514155f614e20565b6040516370a0823160e01b81523060048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03811690602083602481855afa9283156113cb575f93615160575b506001600160a01b03604051946323b872dd60e01b5f5216600452306024528460445260205f60648180855af19060015f5114821615615141575b50836040525f6060521561512f57826024816020936370a0823160e01b82523060048301525afa9182156113cb575f926150fb575b506150bf838261430b565b82036150ca57505050565b808211156150f2576150db9161423a565b905b631778adbd60e31b5f5260045260245260445ffd5b50505f906150dd565b9091506020813d602011615127575b8161511760209383613e96565b810103126103185751905f6150b4565b3d915061510a565b635274afe760e01b5f5260045260245ffd5b6001821516615157573b15153d1516165f61507f565b843d5f823e3d90fd5b9092506020813d60201161518c575b8161517c60209383613e96565b810103126103185751915f615044565b3d915061516f565b916001600160a01b036040519263a9059cbb60e01b5f521660045260245260205f60448180865af19060015f51148216156151f1575b604052156151d55750565b6001600160a01b0390635274afe760e01b5f521660045260245ffd5b90600181151661520957823b15153d151616906151ca565b503d5f823e3d90fd5b949260ff929491946001600160a01b036040519660208801988952166040870152606086015260808501521660a083015260c082015260c08152613ef360e082613e96565b91908235805f52600860205260405f209361527185614247565b928351600981101561097657600214158061531e575b6152ec5761529d9065ffffffffffff199261420a565b1665ffffffffffff19604084015116036152da5750602064ffffffffff910151168042106152c85750565b639db52e4960e01b5f5260045260245ffd5b630ca6808b60e31b5f5260045260245ffd5b828480516009811015610976571561098a57516009811015610976576109719163276065d160e21b5f5260045261383a565b50835160098110156109765760081415615287565b906001600160a01b03821690815f52600760205260405f20546001600160601b0381166001600160601b0383820111158061550a575b806154f4575b6154cb578160601c91600183018093116126055761539b9060881c93615395888661430b565b9261430b565b905f936001600160601b0383116154c1575b5f976001600160781b0383116154ae575b505064ffffffffff60601b90855f52600760205260881b9260601b16171760405f20558061546d575b5050816153f2575050565b6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001691823b1561031857604051637eee288d60e01b81526001600160a01b039290921660048301526024820152905f908290604490829084905af180156113cb57615463575b50565b5f614ae191613e96565b816154a7927fe4ec21d088b98546d1befc712d90b661d2960457d312563dcd2f07e6f1566734604080518581525f6020820152a3826157ff565b5f806153e7565b9750905064ffffffffff60601b5f6153be565b9193505f916153ad565b50925090926c01000000000000000000000000935f52600760205260881b9101010160405f2055565b506001600160781b03868360881c01111561536f565b5064ffffffffff6001818460601c16011115615369565b6001600160a01b038116805f52600760205260405f20546001600160601b038116906001600160601b03821191821580615604575b806155ee575b6155d7578160881c61556e878261430b565b90825f956155cc575b505f976001600160781b0383116155b9575b505064ffffffffff60601b90855f52600760205260881b9216171760405f20558061546d575050816153f2575050565b9750905064ffffffffff60601b5f615589565b94505f925082615577565b50939250505f52600760205260881b0160405f2055565b506001600160781b03868360881c01111561555c565b5064ffffffffff808360601c161115615556565b91906001600160a01b03831691825f52600760205260405f20546001600160601b038116916001600160601b0384840111158061571f575b80615709575b6156e95764ffffffffff60601b61567361568c928460601c61430b565b60601b169160881c93615686888661430b565b9361430b565b915f936001600160601b0384116156df575b5f976001600160781b0383116156d4575b5050845f52600760205260881b91171760405f20558061546d575050816153f2575050565b975090505f806156af565b9293505f9261569e565b959293915093505f52600760205260881b9260601b9101010160405f2055565b506001600160781b03878360881c011115615656565b5064ffffffffff81818460601c16011115615650565b80156154605761574b600554918260a01c61430b565b906001600160601b03821161577657506001600160a01b036005549181199060a01b16911617600555565b906001600160a01b03614ae1921680600555807fc0819c13be868895eb93e40eaceb96de976442fa1d404e5c55f14bb65a8c489a6020604051858152a26157ff565b6001600160a01b0390614ae16005548060a01c9384911680600555807fc0819c13be868895eb93e40eaceb96de976442fa1d404e5c55f14bb65a8c489a6020604051858152a25b9080156158cf577f0000000000000000000000000000000000000000000000000000000000000000916001600160a01b036040519163a9059cbb60e01b5f521692836004528260245260205f60448180855af19060015f51148216156158c2575b50906040521561586e575050565b60207f8af6e30690e4b192e05dc42baa9776cefda6c432838616c7f4f036bbab44917e91835f526003825260405f206158a882825461430b565b90556158b68160045461430b565b600455604051908152a2565b3b15153d1516165f615860565b5050565b6001600160a01b035f541633036158e657565b63118cdaa760e01b5f523360045260245ffd5b6001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000163014806159e6575b15615954577f000000000000000000000000000000000000000000000000000000000000000090565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527f000000000000000000000000000000000000000000000000000000000000000060408201527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a082015260a08152613ef360c082613e96565b507f0000000000000000000000000000000000000000000000000000000000000000461461592b565b5f818152600860205260409020939291615a2885614247565b92835160098110156109765760098210156109765703615a6857604083015165ffffffffffff199081169116036152da57506020015164ffffffffff1690565b509080516009811015610976571561098a57516009811015610976576109719163276065d160e21b5f5260045261383a565b905f938015928315615ad6575b50505050615ab5828261423a565b615abd575050565b614ad0614ae1926001600160a01b03600554169261423a565b60ff5f9796949795929316945b8154811015615b7e57615af9613410828461387a565b8660ff60208301511603615b7557615b1e6001600160801b0360408301511685613931565b89615b615785900480615b38575b50506001905b01615ae3565b806001600160a01b03615b52615b5a93600196959a61430b565b9851166157ff565b905f615b2c565b634e487b7160e01b5f52601260045260245ffd5b50600190615b32565b50509250509192505f808080615aa7565b90615b9a9291615ce4565b50600481101561097657615bab5790565b505f90565b906001600160a01b03821691825f52600760205260405f2054928360881c908382101580615c9d575b615c8757615c1b92939482615c60575b50506001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169361423a565b823b156103185760405163282d3fdf60e01b81526001600160a01b039290921660048301526024820152905f908290604490829084905af180156113cb576154635750565b70ffffffffffffffffffffffffffffffffff915f5260076020521660405f20555f80615be9565b9150505f52600760205260881b900360405f2055565b50811515615bd9565b60ff811690601f8211615cd55760405191615cc2604084613e96565b6020808452838101919036833783525290565b632cd44ac360e21b5f5260045ffd5b9060418303615d0e57615d079250602081013591604082359201355f1a90615d18565b9192909190565b50505f9160029190565b91907f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08411615d8f579160209360809260ff5f9560405194855216868401526040830152606082015282805260015afa156113cb575f516001600160a01b03811615615d8557905f905f90565b505f906001905f90565b5050505f916003919056fe9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f008b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f",
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
// Solidity: function accounts(address provider) view returns(uint256 earnings, uint256 jobsPaid, uint256 reserve)
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
// Solidity: function accounts(address provider) view returns(uint256 earnings, uint256 jobsPaid, uint256 reserve)
func (jobEscrow *JobEscrow) TryPackAccounts(provider common.Address) ([]byte, error) {
	return jobEscrow.abi.Pack("accounts", provider)
}

// AccountsOutput serves as a container for the return parameters of contract
// method Accounts.
type AccountsOutput struct {
	Earnings *big.Int
	JobsPaid *big.Int
	Reserve  *big.Int
}

// UnpackAccounts is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5e5c06e2.
//
// Solidity: function accounts(address provider) view returns(uint256 earnings, uint256 jobsPaid, uint256 reserve)
func (jobEscrow *JobEscrow) UnpackAccounts(data []byte) (AccountsOutput, error) {
	out, err := jobEscrow.abi.Unpack("accounts", data)
	outstruct := new(AccountsOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Earnings = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.JobsPaid = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.Reserve = abi.ConvertType(out[2], new(big.Int)).(*big.Int)
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

// PackLockReserve is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9e58de27.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lockReserve(uint256 amount) returns()
func (jobEscrow *JobEscrow) PackLockReserve(amount *big.Int) []byte {
	enc, err := jobEscrow.abi.Pack("lockReserve", amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLockReserve is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9e58de27.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function lockReserve(uint256 amount) returns()
func (jobEscrow *JobEscrow) TryPackLockReserve(amount *big.Int) ([]byte, error) {
	return jobEscrow.abi.Pack("lockReserve", amount)
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

// PackReleaseReserve is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x101005bd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function releaseReserve(uint256 amount) returns()
func (jobEscrow *JobEscrow) PackReleaseReserve(amount *big.Int) []byte {
	enc, err := jobEscrow.abi.Pack("releaseReserve", amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReleaseReserve is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x101005bd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function releaseReserve(uint256 amount) returns()
func (jobEscrow *JobEscrow) TryPackReleaseReserve(amount *big.Int) ([]byte, error) {
	return jobEscrow.abi.Pack("releaseReserve", amount)
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

// JobEscrowReserveLocked represents a ReserveLocked event raised by the JobEscrow contract.
type JobEscrowReserveLocked struct {
	Provider common.Address
	Amount   *big.Int
	Reserve  *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const JobEscrowReserveLockedEventName = "ReserveLocked"

// ContractEventName returns the user-defined event name.
func (JobEscrowReserveLocked) ContractEventName() string {
	return JobEscrowReserveLockedEventName
}

// UnpackReserveLockedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ReserveLocked(address indexed provider, uint256 amount, uint256 reserve)
func (jobEscrow *JobEscrow) UnpackReserveLockedEvent(log *types.Log) (*JobEscrowReserveLocked, error) {
	event := "ReserveLocked"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowReserveLocked)
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

// JobEscrowReserveReleased represents a ReserveReleased event raised by the JobEscrow contract.
type JobEscrowReserveReleased struct {
	Provider common.Address
	Amount   *big.Int
	Reserve  *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const JobEscrowReserveReleasedEventName = "ReserveReleased"

// ContractEventName returns the user-defined event name.
func (JobEscrowReserveReleased) ContractEventName() string {
	return JobEscrowReserveReleasedEventName
}

// UnpackReserveReleasedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ReserveReleased(address indexed provider, uint256 amount, uint256 reserve)
func (jobEscrow *JobEscrow) UnpackReserveReleasedEvent(log *types.Log) (*JobEscrowReserveReleased, error) {
	event := "ReserveReleased"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowReserveReleased)
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
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["InsufficientReserve"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackInsufficientReserveError(raw[4:])
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

// JobEscrowInsufficientReserve represents a InsufficientReserve error raised by the JobEscrow contract.
type JobEscrowInsufficientReserve struct {
	Reserve *big.Int
	Amount  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientReserve(uint256 reserve, uint256 amount)
func JobEscrowInsufficientReserveErrorID() common.Hash {
	return common.HexToHash("0x315276c95df83f9bf0b5451466839985e62391f3f31e046aeb26e5cfc49ecc78")
}

// UnpackInsufficientReserveError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientReserve(uint256 reserve, uint256 amount)
func (jobEscrow *JobEscrow) UnpackInsufficientReserveError(raw []byte) (*JobEscrowInsufficientReserve, error) {
	out := new(JobEscrowInsufficientReserve)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "InsufficientReserve", raw); err != nil {
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
