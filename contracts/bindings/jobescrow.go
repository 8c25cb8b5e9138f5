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
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"token_\",\"type\":\"address\"},{\"internalType\":\"contractProviderRegistry\",\"name\":\"registry_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"treasury_\",\"type\":\"address\"},{\"internalType\":\"uint16\",\"name\":\"feeBps_\",\"type\":\"uint16\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow_\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"minBond\",\"type\":\"uint256\"},{\"internalType\":\"uint16\",\"name\":\"bondBps\",\"type\":\"uint16\"},{\"internalType\":\"uint32\",\"name\":\"verdictWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"committeeSize\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"minVerifierStake\",\"type\":\"uint256\"},{\"internalType\":\"uint16\",\"name\":\"drawDelay\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"verifierShareBps\",\"type\":\"uint16\"},{\"internalType\":\"uint32\",\"name\":\"depositBps\",\"type\":\"uint32\"},{\"internalType\":\"uint16\",\"name\":\"silentPenaltyBps\",\"type\":\"uint16\"}],\"internalType\":\"structJobEscrow.DisputeConfig\",\"name\":\"dc\",\"type\":\"tuple\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"name\":\"AcceptanceExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"AlreadyDrawn\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"BindingMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"until\",\"type\":\"uint64\"}],\"name\":\"ChallengeWindowClosed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"until\",\"type\":\"uint64\"}],\"name\":\"ChallengeWindowOpen\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"}],\"name\":\"CircuitExists\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DeadlineNotReached\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DeadlinePassed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"fromBlock\",\"type\":\"uint256\"}],\"name\":\"DrawTooEarly\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"minRunLead\",\"type\":\"uint64\"}],\"name\":\"ExpiryTooLate\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"}],\"name\":\"FeeOnTransferToken\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"ForgedVerdict\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"InsufficientDeposit\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"InsufficientEarnings\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"reserve\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"InsufficientReserve\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"InvalidAmount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"backend\",\"type\":\"uint8\"}],\"name\":\"InvalidBackend\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"terms\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"commitments\",\"type\":\"uint256\"}],\"name\":\"InvalidBatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"}],\"name\":\"InvalidCID\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"}],\"name\":\"InvalidClass\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"InvalidDeadline\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidDisputeConfig\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint16\",\"name\":\"feeBps\",\"type\":\"uint16\"}],\"name\":\"InvalidFee\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"}],\"name\":\"InvalidOutcome\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"reason\",\"type\":\"uint8\"}],\"name\":\"InvalidReason\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"InvalidRecipient\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"InvalidSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"verdicts\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"signatures\",\"type\":\"uint256\"}],\"name\":\"InvalidVerdicts\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"JobExists\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"}],\"name\":\"JobIdNotRequesters\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"first\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"other\",\"type\":\"address\"}],\"name\":\"MixedProviders\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoFeesAccrued\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"NoVerifierCode\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"NoVerifiers\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotEnabled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"NotProvider\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"}],\"name\":\"NotRequester\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"NotYetDrawn\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"NotZkJob\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"}],\"name\":\"NothingOwed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"ProofRejected\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"ProofRequired\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"RevealMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"TermsMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"count\",\"type\":\"uint256\"}],\"name\":\"TooManyPublicInputs\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"}],\"name\":\"UnknownCircuit\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"UnknownJob\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"VerdictLate\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"until\",\"type\":\"uint64\"}],\"name\":\"VerdictWindowOpen\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"VerifierOutOfGas\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"disputeId\",\"type\":\"bytes32\"}],\"name\":\"WrongDispute\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"registryEscrow\",\"type\":\"address\"}],\"name\":\"WrongRegistry\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"enumJobEscrow.Status\",\"name\":\"status\",\"type\":\"uint8\"}],\"name\":\"WrongStatus\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"packageHash\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"backend\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"registrant\",\"type\":\"address\"}],\"name\":\"CircuitRegistered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"disputeId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"seed\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"seats\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"weight\",\"type\":\"uint256\"}],\"name\":\"CommitteeDrawn\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"}],\"name\":\"DepositWithdrawn\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"}],\"name\":\"Deposited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"disputeId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"disputer\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"bond\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"openBlock\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"secret\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"verdictDeadline\",\"type\":\"uint64\"}],\"name\":\"DisputeOpened\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"disputeId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"slashed\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"verifierReward\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"verifiers\",\"type\":\"uint256\"}],\"name\":\"DisputeResolved\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"}],\"name\":\"EarningsWithdrawn\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"treasury\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"FeesWithdrawn\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"reason\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"}],\"name\":\"JobAbandoned\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"payout\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"}],\"name\":\"JobClaimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"fromDeposit\",\"type\":\"bool\"}],\"name\":\"JobOpened\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"slashed\",\"type\":\"uint256\"}],\"name\":\"JobRefunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"OwedWithdrawn\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"PaymentDeferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"resultCID\",\"type\":\"bytes\"}],\"name\":\"ProofAccepted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"reserve\",\"type\":\"uint256\"}],\"name\":\"ReserveReleased\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"resultCID\",\"type\":\"bytes\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"challengeEnd\",\"type\":\"uint64\"}],\"name\":\"ResultSubmitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"treasury\",\"type\":\"address\"}],\"name\":\"TreasurySet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"}],\"name\":\"VerdictAccepted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"reason\",\"type\":\"uint8\"}],\"name\":\"VerdictSkipped\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"VerifierEquivocated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"vote\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"VerifierPenalized\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"ACCEPTANCE_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"VERDICT_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"uint8\",\"name\":\"reason\",\"type\":\"uint8\"}],\"name\":\"abandon\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"}],\"name\":\"acceptanceDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"}],\"name\":\"acceptanceHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"accounts\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"earnings\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"jobsPaid\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"reserve\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"bondBps\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"challengeWindow\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"}],\"name\":\"circuit\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"internalType\":\"uint8\",\"name\":\"backend\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"packageHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"verifierCodeHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"backend\",\"type\":\"uint8\"}],\"name\":\"circuitIdOf\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"}],\"internalType\":\"structJobEscrow.Terms\",\"name\":\"t\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"submitted\",\"type\":\"bytes32\"}],\"name\":\"claim\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"}],\"internalType\":\"structJobEscrow.Terms[]\",\"name\":\"ts\",\"type\":\"tuple[]\"},{\"internalType\":\"bytes32[]\",\"name\":\"submitted\",\"type\":\"bytes32[]\"}],\"name\":\"claimMany\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"committeeOf\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"members\",\"type\":\"address[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"committeeSize\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"deposit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"depositBps\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"}],\"name\":\"deposits\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"secret\",\"type\":\"bytes32\"}],\"name\":\"dispute\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"}],\"name\":\"disputeBond\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"openBlock\",\"type\":\"uint256\"}],\"name\":\"disputeId\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"disputeOf\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"disputer\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"bond\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"seed\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"openedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"openBlock\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"committeeWeight\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"faultWeight\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"rightWeight\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"domainSeparator\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"}],\"name\":\"drawCommittee\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"drawDelay\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"}],\"name\":\"expireDispute\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"feeBps\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"feesAccrued\",\"outputs\":[{\"internalType\":\"uint96\",\"name\":\"\",\"type\":\"uint96\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"jobState\",\"outputs\":[{\"internalType\":\"enumJobEscrow.Status\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"uint64\",\"name\":\"time\",\"type\":\"uint64\"},{\"internalType\":\"bytes26\",\"name\":\"commitment\",\"type\":\"bytes26\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"minBond\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"minVerifierStake\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"},{\"internalType\":\"bool\",\"name\":\"fromDeposit\",\"type\":\"bool\"}],\"name\":\"openJob\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"},{\"internalType\":\"uint256\",\"name\":\"permitDeadline\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"openJobWithPermit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"}],\"name\":\"owed\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"}],\"name\":\"refund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"packageHash\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"internalType\":\"uint8\",\"name\":\"backend\",\"type\":\"uint8\"}],\"name\":\"registerCircuit\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"registry\",\"outputs\":[{\"internalType\":\"contractProviderRegistry\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"releaseReserve\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"structHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"}],\"name\":\"resultCommitment\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"seatOf\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"drawn\",\"type\":\"bool\"},{\"internalType\":\"uint8\",\"name\":\"vote\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"weight\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"seatDeposit\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"treasury_\",\"type\":\"address\"}],\"name\":\"setTreasury\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"silentPenaltyBps\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"specCidHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"publicInputs\",\"type\":\"uint256[]\"},{\"internalType\":\"bytes\",\"name\":\"proof\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"resultCID\",\"type\":\"bytes\"}],\"name\":\"submitProof\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"}],\"internalType\":\"structJobEscrow.Terms\",\"name\":\"t\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"structHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"resultCID\",\"type\":\"bytes\"}],\"name\":\"submitResult\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"disputeId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"issuedAt\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Verdict[]\",\"name\":\"verdicts\",\"type\":\"tuple[]\"},{\"internalType\":\"bytes[]\",\"name\":\"signatures\",\"type\":\"bytes[]\"}],\"name\":\"submitVerdicts\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"counted\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"}],\"internalType\":\"structJobEscrow.Terms\",\"name\":\"t\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"h\",\"type\":\"bytes32\"}],\"name\":\"termsCommitment\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalOwed\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"treasury\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"disputeId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"issuedAt\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Verdict\",\"name\":\"v\",\"type\":\"tuple\"}],\"name\":\"verdictDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"verdictDomainSeparator\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"verdictWindow\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"verifierShareBps\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"withdrawDeposit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"withdrawEarnings\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"withdrawFees\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"withdrawOwed\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"specCidHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"circuitId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"publicInputs\",\"type\":\"uint256[]\"}],\"name\":\"zkSpecHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"}]",
	ID:  "JobEscrow",
	Bin: "0x610340806040523461075857806167ac803803809161001e82856107f8565b8339810103906101e08212610758578051916001600160a01b038316908184036107585760208301516001600160a01b0381169490858103610758576100666040860161081b565b916100736060870161082f565b946100806080880161083e565b9461012061009060a08a0161081b565b9160bf190112610758576040519161012083016001600160401b038111848210176107e45760405260c089015183526100cb60e08a0161082f565b9860208401998a526100e0610100820161083e565b99604085019a8b526101208201519260ff8416840361075857606086019384526101408301519b608087019c8d5261011b610160850161082f565b9d60a088019e8f52610130610180860161082f565b9260c089019384526101596101c061014b6101a0890161083e565b9760e08c019889520161082f565b976101008a01988952604051906101716040836107f8565b6011825260208201706770756d657368204a6f62457363726f7760781b81526040519261019f6040856107f8565b60018452603160f81b60208501908152926001600160a01b031680156107d1575f80546001600160a01b03198116831782556001600160a01b0316907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09080a36102088161084f565b610120526102158461084f565b61014052519020918260e05251902080610100524660a0526040519060208201925f51602061678c5f395f51905f528452604083015260608201524660808201523060a082015260a0815261026b60c0826107f8565b5190206080523060c0521580156107c9575b80156107b8575b6107a95760405163e2fdcc1760e01b8152602081600481855afa908115610764575f9161076f575b50306001600160a01b03909116036106df575061ffff8c166107d081116106cd57508d87519081159182156106bc575b5081156106aa575b811561069a575b811561068d575b811561067d575b811561066f575b50801561065f575b8015610650575b801561063d575b801561062d575b61061e577f3c864541ef71378c6229510ed90f376565ee42d9c5e0904a984a9e863e6db44f9d60209d60ff63ffffffff978861ffff9b958c80998198516101e052511661020052511661022052511661024052516102605251166102805251166102a05251166102c05251166102e0524661032052604051868101905f51602061678c5f395f51905f5282527f5713b7999760bffd026daf45aebd75261222de8f4562351a9f2730109196ff3260408201527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc660608201524660808201523060a082015260a0815261041060c0826107f8565b519020610300526101605261018052600580546001600160a01b0319166001600160a01b039290921691821790556101a0929092526101c052604051908152a1604051615ed190816108bb823960805181615a48015260a05181615aff015260c05181615a19015260e05181615a9701526101005181615abd0152610120518161199c015261014051816119c50152610160518181816107590152818161082701528181610e53015281816119310152818161338e01528181615389015261591e0152610180518181816105c7015281816114e701528181612055015281816122760152818161263a01528181613258015281816137e901528181614b5a01528181615054015281816150f20152818161577c0152615d0b01526101a0518181816103c901528181612aaf01528181613107015281816139780152614d3901526101c0518181816109ad015261187101526101e051818181611a930152614653015261020051818181612093015261462a01526102205181818161217101526134da01526102405181818161173c01526125ce015261026051818181611fd201526125f50152610280518181816116ff015261249b01526102a05181818161316e01528181614ea40152614f2401526102c051818181611831015261255b01526102e051818181612ff3015281816138e10152614c6201526103005181614936015261032051816149100152f35b635ec9dffd60e01b5f5260045ffd5b5061271061ffff8751161161031d565b50620f424063ffffffff85511611610316565b5063ffffffff8451161561030f565b5061271061ffff83511611610308565b61ffff91505116158e610300565b9050602060ff87511611906102f9565b865160ff161591506102f2565b825163ffffffff161591506102eb565b905061271061ffff85511611906102e4565b6001600160801b031091505f6102dc565b63f6f4a38f60e01b5f5260045260245ffd5b60206004916040519283809263e2fdcc1760e01b82525afa908115610764575f91610726575b5063f167fad160e01b5f9081526001600160a01b0391909116600452602490fd5b90506020813d60201161075c575b81610741602093836107f8565b81010312610758576107529061081b565b81610705565b5f80fd5b3d9150610734565b6040513d5f823e3d90fd5b90506020813d6020116107a1575b8161078a602093836107f8565b810103126107585761079b9061081b565b5f6102ac565b3d915061077d565b63d92e233d60e01b5f5260045ffd5b506001600160a01b038b1615610284565b50801561027d565b631e4fbdf760e01b5f525f60045260245ffd5b634e487b7160e01b5f52604160045260245ffd5b601f909101601f19168101906001600160401b038211908210176107e457604052565b51906001600160a01b038216820361075857565b519061ffff8216820361075857565b519063ffffffff8216820361075857565b601f81511161087a57602081519101516020821061086b571790565b5f198260200360031b1b161790565b604460209160405192839163305a27a960e01b83528160048401528051918291826024860152018484015e5f828201840152601f01601f19168101030190fdfe60806040526004361015610011575f80fd5b5f5f3560e01c8063037c8266146137075780630cb601d71461366f5780630e55b4f2146133ee5780630eeffb32146132e1578063101005bd146131b95780631be2034c146131925780631d536004146130175780631e140d4814613154578063215e5f341461312b57806324a9d853146130ed57806325e546e9146130b35780632b4e89da14613097578063337ad2bd1461305157806333a028691461303857806334f8a2331461301757806337ed049a14612fd95780633ba7b47714612b595780633d6a621214612a7557806346f77495146129fe578063476343ee146129aa5780634953e5171461298c57806350ddf6931461243657806351c4f239146123735780635e5c06e21461231a5780635f59962a146121bb57806361d027b314612195578063663a93b214612155578063715018a6146120f157806375cb5f3d146120b7578063761d4a39146120795780637b103999146120365780637b2f1e4b14611ff55780637c59496414611fbb5780637dbffbf114611ee85780637f0828be14611ab6578063831518b714611a7c57806384b0196e1461198457806384ff698514611895578063861a14121461185557806387cb43bf146118155780638da5cb5b146117f05780639427c7d61461178057806394db0595146117605780639cf4364b14611723578063a3171a56146116e5578063b6b55f2514611628578063bb0e97aa1461133d578063df18e04714611305578063e7198ffd14610df5578063e7fa9f7d14610dd7578063f0f4426014610d26578063f1526a8214610c01578063f2fde38b14610b6e578063f698da2514610b53578063f8a2b7d314610888578063fb8b79921461077d578063fc0c546a14610739578063fc7e286d14610701578063fcbaaeb1146106de578063fd0a2766146103115763fef96496146102b9575f80fd5b3461030e57602036600319011261030e5760408091600435815260096020522060208251916102e783614201565b549160ff6001600160a01b0384169384835260a01c16918291015282519182526020820152f35b80fd5b503461030e57604036600319011261030e576004356001600160401b03811161064657366023820112156106465780600401356001600160401b0381116106da5736602460a08302840101116106da576024356001600160401b03811161065557610380903690600401613af7565b919061038a6149ea565b81158080156106d0575b80156106c6575b6106af576104cd579092936103b260448601613c45565b918180918180986001600160a01b0387169661ffff7f000000000000000000000000000000000000000000000000000000000000000016945b8a8c101561050a57602460a08d0284010197602089018a6001600160a01b0361041383613c45565b16036104e157508a8d10156104cd5760019160606104b98f6104b36104c2958f8f93908e61044a8f6104ad9460051b0135876155dd565b9161271061045d60408901359384613cb7565b04968793600460ff198254161790557f3fb3a9e22d7cfe2f14bca51cecf0290cc19a5dd898ee0bbd216b8e76be68d766604061049986866145c0565b9281519384528660208501523592a36145c0565b90614691565b9b614691565b9a013590614691565b9b019a9695966103eb565b634e487b7160e01b85526032600452602485fd5b856001600160a01b038c6104f6604494613c45565b90635c9893cd60e01b845260045216602452fd5b869250839189898d828652600760205264ffffffffff60601b6105356040882054928360601c614691565b60601b1661055a8260881c936001600160601b036105538987614691565b9416614691565b9187936001600160601b0384116106a5575b88976001600160781b03831161069a575b5050848852600760205260881b911717604086205580610659575b5050816105bd575b826105aa8561584b565b805f516020615eb15f395f51905f525d80f35b6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001691823b1561065557604051637eee288d60e01b81526001600160a01b0392909216600483015260248201529082908290604490829084905af1801561064a57610631575b806105a0565b8161063b9161421c565b61064657818361062b565b5080fd5b6040513d84823e3d90fd5b8380fd5b81610693927fe4ec21d088b98546d1befc712d90b661d2960457d312563dcd2f07e6f156673460408051858152896020820152a382615915565b8580610598565b975090508a8061057d565b929350879261056c565b604486858563835222f360e01b8352600452602452fd5b506040831161039b565b5083831415610394565b8280fd5b503461030e578060031936011261030e5760206106f961490d565b604051908152f35b503461030e57602036600319011261030e5760406020916001600160a01b03610728613b3d565b168152600683522054604051908152f35b503461030e578060031936011261030e5760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b503461030e57604036600319011261030e576004359061079b613b27565b916107a46149ea565b6001600160a01b038316928315801561087f575b61086b57338352600660205260408320549382158015610862575b61084b576107e5836105aa95966145c0565b33865260066020528060408720556040519084825260208201527f656dda5227b6f75220acf055c88027d9b83f1cd7f595708e4dd7faa8c5f39eb660403392a37f000000000000000000000000000000000000000000000000000000000000000061551a565b50506044926312e1fa3760e11b8352600452602452fd5b508483116107d3565b630bc2c5df60e11b83526004849052602483fd5b503084146107b8565b503461030e57366003190160e081126106465760a01361030e5760a43560c4356001600160401b0381116106da576108c4903690600401613b7f565b600492919235916108d48161455b565b93838652600860205260408620946108eb866145cd565b9081516009811015610b3f575f1901610acb57604082015165ffffffffffff19908116911603610ab7576020015164ffffffffff166001600160a01b03610930613c19565b163303610a9057804211610a7e575060843560ff8116808203610a7a576002915014610a665782158015610a5c575b610a48577f83723d7a2d10f280eba2d3c4443bb636dd425a2a6fae29b68b2c70d13359f81b9291610a3364ffffffffff9261099b368683614788565b60208151910120976109d563ffffffff7f00000000000000000000000000000000000000000000000000000000000000001686421661423d565b815465ffffffffffff1916600882901b65ffffffffff001617600217825593610a0e610a098b65ffffffffffff1993614259565b61455b565b1665ffffffffffff8254918119169116179055604051946060865260608601916147cd565b9560208401521660408201528033940390a380f35b630b11362560e01b86526004839052602486fd5b506080831161095f565b6374ea19b560e01b86526004849052602486fd5b8780fd5b636768091360e01b8752600452602486fd5b6044876001600160a01b03610aa3613c19565b630d12c24160e21b83523360045216602452fd5b630ca6808b60e31b87526004859052602487fd5b85888380516009811015610b2b5715610b185751916009831015610b045763276065d160e21b8252600452604491610b0290613bac565bfd5b634e487b7160e01b82526021600452602482fd5b5060249163e498a48160e01b8252600452fd5b634e487b7160e01b83526021600452602483fd5b634e487b7160e01b89526021600452602489fd5b503461030e578060031936011261030e5760206106f9615a0f565b503461030e57602036600319011261030e576001600160a01b03610b90613b3d565b610b986159e9565b168015610bed57815473ffffffffffffffffffffffffffffffffffffffff198116821783556001600160a01b03167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e08380a380f35b631e4fbdf760e01b82526004829052602482fd5b503461030e57606036600319011261030e5760043590610c1f613b27565b91610c28613b53565b9060ff82169160018311610d1257843b15610cf657610c4981863f8461427f565b93848152600960205260408120906001600160a01b03825416610ce25750805474ffffffffffffffffffffffffffffffffffffffffff19166001600160a01b038781169190911760a09390931b60ff60a01b1692909217905560209484917fbf317cfe2f958c03210a3fde6ffc1f90adc20dfdaebb2d0ab49fc367f08dc3099160409190825196875233898801521694a4604051908152f35b631eec5d4f60e01b81526004869052602490fd5b63f0fbb5a560e01b84526001600160a01b038516600452602484fd5b631d2538c960e21b84526004839052602484fd5b503461030e57602036600319011261030e576001600160a01b03610d48613b3d565b610d506159e9565b610d586149ea565b168015610dc85760207f3c864541ef71378c6229510ed90f376565ee42d9c5e0904a984a9e863e6db44f9160055460a01c610dba575b806001600160a01b03196005541617600555604051908152a1805f516020615eb15f395f51905f525d80f35b610dc26158ce565b50610d8e565b63d92e233d60e01b8252600482fd5b503461030e578060031936011261030e576020600454604051908152f35b503461030e5736600319016101e08112610646576101401361030e57610144356001600160401b03811161064657610e31903690600401613b7f565b826101843560ff811680910361064657610e496149ea565b6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690813b156106da57829160e48392604051948593849263d505accf60e01b8452336004850152306024850152608435604485015261016435606485015260848401526101a43560a48401526101c43560c48401525af16112f0575b50506024356001600160a01b03811614159081610655576001600160a01b036024351633036112ce5781610655576001600160a01b036024351660043560601c036112aa57610124356001600160401b03811614159283611187576001600160401b036101243516421161128b5760c4356001600160401b03811614158061118b57426001600160401b0360c4351611801590611270575b61124c578461118b57610f846001600160401b036101243516614683565b8161118f576001600160401b0360c43516106112205760e43560ff81161415908161118f57600260ff60e4351611611208576084351580156111f6575b6111e1576001600160781b0360a435116111cc5760043587526008602052604087209360ff8554166009811015610b3f576111b7576110339061100460046143a9565b9461102e86611011615a0f565b6042916040519161190160f01b8352600283015260228201522090565b615ca5565b6044356001600160a01b03811614159190826111b3576001600160a01b03166001600160a01b036044351681036111935750845460ff1916600117855561118f57835465ffffffffff00191660c43560081b65ffffffffff001617845561118b57611187576110b865ffffffffffff199160e43560a435608435604435600435615598565b1665ffffffffffff82549181191691161790556106465761030e576040516064358152608435602082015260a43560408201526001600160401b0360c43516606082015260ff60e4351660808201526101043560a08201526001600160401b03610124351660c08201528160e08201526001600160a01b0360443516906001600160a01b0360243516907f22611666d3a8e4955a5f8dcfd773208155602bf29dd61e6153b25a17622d8fb261010060043592a4611179608435602435615374565b6105aa60a435604435615cc6565b8480fd5b8580fd5b8680fd5b6310b5d43760e21b8952600452604480356001600160a01b031660245288fd5b8880fd5b639e2b4bfd60e01b8852600480359052602488fd5b633728b83d60e01b875260a435600452602487fd5b633728b83d60e01b8752608435600452602487fd5b506001600160801b0360843511610fc1565b6319c1391f60e31b875260e43560ff16600452602487fd5b63ea9fdf1960e01b86526001600160401b0361012435811660045260c43516602452600a604452606486fd5b859061030e5763bc4bfd3b60e01b815260c4356001600160401b0316600452602490fd5b50508464ffffffffff6001600160401b0360c4351611610f66565b63129981f360e31b8552610124356001600160401b0316600452602485fd5b60448463b5313cb560e01b81526004356004526001600160a01b0360243516602452fd5b630348d81960e11b845233600452602480356001600160a01b03169052604484fd5b816112fa9161421c565b6106da57825f610ece565b503461030e57602036600319011261030e5760406020916001600160a01b0361132c613b3d565b168152600383522054604051908152f35b503461156f573660031901610160811261156f576101401361156f57610144359060ff82169182810361156f576113726149ea565b61137a614a74565b506001600160a01b0361138b613c2f565b1633036116015764ffffffffff168042116115ef5750831580156115e5575b6115d257805460ff19166007179055611427906113c5613c2f565b608435917f93dd2c295a1cd0689cf5589901cc0e062c98ab8a220a34db32df0ab142439b346001600160a01b03604051931692806114178660043595836020909392919360ff60408201951681520152565b0390a3611422613c19565b615915565b60a43580611444575b50805f516020615eb15f395f51905f525d80f35b905061144e613c2f565b906001600160a01b03821691825f52600760205260405f2054928360881c6114768482614691565b946001600160601b038116915f9683915f946001600160601b0381116115c7575b505f976001600160781b0383116115b4575b505064ffffffffff60601b90855f52600760205260881b9216171760405f205580611573575b5050816114dd575b50611430565b6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001691823b1561156f57604051637eee288d60e01b81526001600160a01b039290921660048301526024820152905f908290604490829084905af1801561156457611551575b806114d7565b61155d91505f9061421c565b5f8161154b565b6040513d5f823e3d90fd5b5f80fd5b816115ad927fe4ec21d088b98546d1befc712d90b661d2960457d312563dcd2f07e6f1566734604080518581525f6020820152a382615915565b83806114cf565b9750905064ffffffffff60601b896114a9565b94505f925089611497565b83638bb9733160e01b5f5260045260245ffd5b50600384116113aa565b636768091360e01b5f5260045260245ffd5b6001600160a01b03611611613c2f565b630d12c24160e21b5f52336004521660245260445ffd5b3461156f57602036600319011261156f576004356116446149ea565b801580156116d5575b6116c3576116b190335f52600660205261166b8160405f2054614691565b335f5260066020528060405f20556040519082825260208201527f73a19dd210f1a7f902193214c0ee91dd35ee5b4d920cba8d519eca65a7b488ca60403392a233615374565b5f5f516020615eb15f395f51905f525d005b633728b83d60e01b5f5260045260245ffd5b506001600160801b03811161164d565b3461156f575f36600319011261156f57602060405161ffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b3461156f575f36600319011261156f57602060405160ff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b3461156f575f36600319011261156f57602060055460a01c604051908152f35b3461156f57602036600319011261156f576101206001600160401b03806001600160a01b036117b06004356147ed565b999660409b95939692989b999199519b8c521660208b015260408a015260608901521660808701521660a085015260c084015260e0830152610100820152f35b3461156f575f36600319011261156f5760206001600160a01b035f5416604051908152f35b3461156f575f36600319011261156f57602060405163ffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b3461156f575f36600319011261156f57602060405163ffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b3461156f57602036600319011261156f576118ae613b3d565b6118b66149ea565b6001600160a01b038116908115801561197b575b61196857335f52600360205260405f2054908115611955576116b192335f5260036020525f6040812055611900836004546145c0565b6004556040518381527fa6cd4410234ac9de9d1307f26fd9ec5124f511a9135d59c0904879dd8ae28e1060203392a37f000000000000000000000000000000000000000000000000000000000000000061551a565b633a8d87ed60e11b5f523360045260245ffd5b50630bc2c5df60e11b5f5260045260245ffd5b503082146118ca565b3461156f575f36600319011261156f57611a206119c07f0000000000000000000000000000000000000000000000000000000000000000615dbc565b6119e97f0000000000000000000000000000000000000000000000000000000000000000615dbc565b6020611a2e604051926119fc838561421c565b5f84525f368137604051958695600f60f81b875260e08588015260e0870190613bba565b908582036040870152613bba565b4660608501523060808501525f60a085015283810360c08501528180845192838152019301915f5b828110611a6557505050500390f35b835185528695509381019392810192600101611a56565b3461156f575f36600319011261156f5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461156f5736600319016101e0811261156f576101401361156f5761016435610184356001600160401b03811161156f57611af5903690600401613af7565b91906101a4356001600160401b03811161156f57611b17903690600401613b7f565b91906101c4356001600160401b03811161156f57611b39903690600401613b7f565b919092611b44614a74565b989193906001600160a01b03611b58613c2f565b1633036116015764ffffffffff168042116115ef5750600260ff611b7a613c59565b1603611ed35784158015611ec9575b611eb6576101008211611ea357611ba582848a61014435614726565b60643503611e8e57875f52600960205260405f209660405197611bc789614201565b54916001600160a01b038316808a5260ff60208b019460a01c16845215611e7b576001600160a01b0360043599511692833b15611e68575160ff16600103611d7f57611c30604051916020830193633f27bd4560e11b85526040602485015260648401916147cd565b818103602319016044830152848152946001600160fb1b03851161156f57602082611c729282985f9860051b809285830137010301601f19810183528261421c565b51916216e360fa80611d6f575b15611d40577fc475c1bdb1ca17fbd8d732ad4ba4082f3b0df9e79380b5e31a34a8635268e453939495611d11611cb6368587614788565b805160209190910120835465ffffffffffff191642600890811b65ffffffffff001691909117178455611ce7613c2f565b90611d02611cf3613c59565b9165ffffffffffff1995614259565b9160a43590608435908b615598565b1665ffffffffffff8254918119169116179055611d3b6040519283926020845260208401916147cd565b0390a3005b83615d015a1115611d5d57632d93db7360e01b5f5260045260245ffd5b6391e386bb60e01b5f5260045260245ffd5b5060015f5114601f3d1116611c7f565b9193604051937f76657269667950726f6f662862797465732c75696e743235365b0000000000008552606381116009821101818160010190815b611e4c575050945f96948482956020956024958b9a8601605d601b8201536029601c820153869003601d0186207fffffffff0000000000000000000000000000000000000000000000000000000016865260018101600590811b60048801521b9081908787013784019281868501526044840137818101604401889052601f01601f191601030101916216e360fa611c7f565b80600a8092066030016019848b01015304905f19019081611db9565b8363f0fbb5a560e01b5f5260045260245ffd5b8963074075b760e51b5f5260045260245ffd5b638424c03d60e01b5f5260043560045260245ffd5b506301cf386560e51b5f5260045260245ffd5b84630b11362560e01b5f5260045260245ffd5b5060808511611b89565b6399eac56f60e01b5f5260043560045260245ffd5b3461156f57602036600319011261156f576004355f52600b60205260405f20805490611f2c611f168361469e565b92611f24604051948561421c565b80845261469e565b602083019190601f19013683375f5b8351811015611f6d57806001600160a01b03611f5960019385613bec565b505416611f668287614712565b5201611f3b565b505090604051918291602083019060208452518091526040830191905f5b818110611f99575050500390f35b82516001600160a01b0316845285945060209384019390920191600101611f8b565b3461156f575f36600319011261156f5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461156f57606036600319011261156f576044356001600160401b03811161156f576106f961202a6020923690600401613af7565b90602435600435614726565b3461156f575f36600319011261156f5760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b3461156f575f36600319011261156f57602060405161ffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b3461156f575f36600319011261156f5760206040517f1ee1f3ee8fe08cc43c4b9f7cc35ca48200da8950d4bce2623c19f257792b1cd08152f35b3461156f575f36600319011261156f576121096159e9565b5f805473ffffffffffffffffffffffffffffffffffffffff19811682556001600160a01b03167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e08280a3005b3461156f575f36600319011261156f57602060405163ffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b3461156f575f36600319011261156f5760206001600160a01b0360055416604051908152f35b3461156f5761014036600319011261156f576121d56149ea565b64ffffffffff6121e3614a74565b5091909116804211156123085750805460ff19166005179055612204613c19565b61225560843560a435926001600160a01b036040519183835285602084015216907f84cac6a64f44d4b8a5092c03522e3985dc3268dc05472482b703df0d752de4d9604060043592a3611422613c19565b8061226c575f5f516020615eb15f395f51905f525d005b6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001661229e613c2f565b906001600160a01b036005541690803b1561156f57604051630bfac59960e41b81526001600160a01b0393841660048201526024810194909452911660448301525f908290606490829084905af1801561156457156116b1575b5f6123029161421c565b806116b1565b63bd5145db60e01b5f5260045260245ffd5b3461156f57602036600319011261156f576001600160a01b0361233b613b3d565b165f526007602052606060405f2054604051906001600160601b038116825264ffffffffff81841c16602083015260881c6040820152f35b3461156f5760c036600319011261156f5760443560ff81169081810361156f5750608435906001600160a01b0382169182810361156f575060a435906001600160401b0382169283830361156f576020936106f9935060405191858301937f1ee1f3ee8fe08cc43c4b9f7cc35ca48200da8950d4bce2623c19f257792b1cd0855260043560408501526024356060850152608084015260643560a084015260c083015260e082015260e0815261242b6101008261421c565b51902061101161490d565b3461156f5761245e64ffffffffff61244d36613ad8565b6124589391936149ea565b83614a1f565b5090501680421161297a5750803590815f52600a60205260405f2090600282019182546129675765ffffffffffff815460c81c16916124c161ffff7f00000000000000000000000000000000000000000000000000000000000000001684614691565b8043111561294a575f19430143811161293657816124de916145c0565b8060081c9060ff19169080820461010014901517156129365761250091614691565b40604051602081019182528660408201526040815261252060608261421c565b519020612710612581612554600161254060a08701356080880135614691565b9601956001600160801b0387541690614691565b63ffffffff7f00000000000000000000000000000000000000000000000000000000000000001690613cb7565b045f1985019285841161293657806001600160a01b036125b060206125a96040849601613c45565b9301613c45565b916040519663ee6dd63960e01b8852866004890152602488015260ff7f00000000000000000000000000000000000000000000000000000000000000001660448801527f000000000000000000000000000000000000000000000000000000000000000060648801521660848601521660a484015260c48301525f8260e481836001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000165af1958615611564575f915f935f98612850575b5082511561283d57815f52600b60205260405f20955f955f965b85518810156127c557868b916001600160801b036126c88b826126c0826001600160a01b036126b88f8390614712565b511697614712565b511695614712565b511692604051926126d8846141e6565b835260208301905f825260408401908152606084019485528c54680100000000000000008110156127b157808e600161271393018155613bec565b94909461279e57518454925160ff60a01b60a09190911b166001600160a01b0390911674ffffffffffffffffffffffffffffffffffffffffff199093169290921791909117835551925160801b6001600160801b0319166001600160801b039390931692909217600191820155906127969061278f8a8a614712565b5190614691565b970196612688565b634e487b7160e01b5f525f60045260245ffd5b634e487b7160e01b5f52604160045260245ffd5b838a5581546001600160801b0316608082901b6001600160801b031916179091557fb3cf682985566e162733767cc5e96030c519ff3b3c6614796e388c0b44b49c81926060929091906128189086614259565b955160405192835260208301526040820152a35f5f516020615eb15f395f51905f525d005b50631c6aa4c160e01b5f5260045260245ffd5b9350965090503d805f843e612865818461421c565b82019060608383031261156f5782516001600160401b03811161156f5783019282601f8501121561156f57835161289b8161469e565b946128a9604051968761421c565b81865260208087019260051b8201019085821161156f57602001915b8183106129165750505060208101516001600160401b03811161156f57836128ee9183016146b5565b9260408201516001600160401b03811161156f5761290c92016146b5565b929192968861266e565b82516001600160a01b038116810361156f578152602092830192016128c5565b634e487b7160e01b5f52601160045260245ffd5b6001810180911161293657633c0e95bd60e11b5f5260045260245ffd5b83635377d44b60e11b5f5260045260245ffd5b6302a47b6f60e31b5f5260045260245ffd5b3461156f57602036600319011261156f5760206106f960043561461e565b3461156f575f36600319011261156f576129c26149ea565b60055460a01c156129ef5760206129d76158ce565b5f5f516020615eb15f395f51905f525d604051908152f35b638d615b5760e01b5f5260045ffd5b3461156f57602036600319011261156f576004355f526008602052612a2560405f206145cd565b80516009811015612a61578164ffffffffff602060609401511690604065ffffffffffff19910151169060405192835260208301526040820152f35b634e487b7160e01b5f52602160045260245ffd5b3461156f576116b1612a9d612b54612a8c36613b63565b612a979391936149ea565b836155dd565b91604081013590612710612ad561ffff7f00000000000000000000000000000000000000000000000000000000000000001684613cb7565b0493600460ff198254161790556060612b4b85612b4560208501612af881613c45565b6001600160a01b03612b0a858a6145c0565b9160405192835285602084015216907f3fb3a9e22d7cfe2f14bca51cecf0290cc19a5dd898ee0bbd216b8e76be68d7666040893592a3613c45565b946145c0565b910135916156d1565b61584b565b3461156f573660031901610180811261156f576101401361156f57610144356001600160401b03811161156f57612b94903690600401613b7f565b90610164351515610164350361156f57612bac6149ea565b6024356001600160a01b03811614158061156f576001600160a01b03602435163303612fb7578061156f576001600160a01b036024351660043560601c03612f93576001600160401b0361012435169283610124351415928361156f57844211612f805760c4356001600160401b03811614158061156f57426001600160401b0360c4351611801590612f65575b612f43578461156f57612c4c86614683565b8161156f576001600160401b0360c4351610612f1c5760e43560ff81161415908161156f57600260ff60e4351611612f0457608435158015612ef2575b612edd576001600160781b0360a43511612ec8576004355f52600860205260405f209360ff8554166009811015612a6157612eb357612ccc9061100460046143a9565b6044356001600160a01b038116141591908261156f576001600160a01b03166001600160a01b03604435168103612e925750845460ff1916600117855561156f57835465ffffffffff00191660c43560081b65ffffffffff001617845561156f5761156f57612d5165ffffffffffff199160e43560a435608435604435600435615598565b1665ffffffffffff825491811916911617905561016435612e31575b61156f5761156f57604051906064358252608435602083015260a43560408301526001600160401b0360c43516606083015260ff60e4351660808301526101043560a083015260c082015261016435151560e08201526001600160a01b0360443516906001600160a01b0360243516907f22611666d3a8e4955a5f8dcfd773208155602bf29dd61e6153b25a17622d8fb261010060043592a46101643515612e1e575b6116b160a435604435615cc6565b612e2c608435602435615374565b612e10565b61156f576001600160a01b03602435165f52600660205260405f20546084358110612e7a575f906001600160a01b03602435165f526006602052608435900360405f2055612d6d565b6312e1fa3760e11b5f5260045260843560245260445ffd5b6310b5d43760e21b5f526004526001600160a01b036044351660245260445ffd5b639e2b4bfd60e01b5f5260043560045260245ffd5b633728b83d60e01b5f5260a43560045260245ffd5b633728b83d60e01b5f5260843560045260245ffd5b506001600160801b0360843511612c89565b6319c1391f60e31b5f5260ff60e4351660045260245ffd5b8563ea9fdf1960e01b5f526004526001600160401b0360c43516602452600a60445260645ffd5b61156f5763bc4bfd3b60e01b5f526001600160401b0360c4351660045260245ffd5b50505f64ffffffffff6001600160401b0360c4351611612c3a565b8463129981f360e31b5f5260045260245ffd5b63b5313cb560e01b5f526004356004526001600160a01b036024351660245260445ffd5b630348d81960e11b5f52336004526001600160a01b036024351660245260445ffd5b3461156f575f36600319011261156f57602060405161ffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b3461156f57604036600319011261156f5760206106f9602435600435614259565b3461156f5760206106f961304b36613b63565b90614590565b3461156f57604036600319011261156f57608060ff613079613071613b27565b6004356144d1565b92939091604051941515855216602084015260408301526060820152f35b3461156f5761014036600319011261156f5760206106f96142bc565b3461156f575f36600319011261156f5760206040517f28bad9b1b4acf47376899a6cbcc24867d04c86f324fc3dfa1beccebe044a5f7e8152f35b3461156f575f36600319011261156f57602060405161ffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b3461156f57606036600319011261156f5760206106f9613149613b53565b60243560043561427f565b3461156f575f36600319011261156f57602060405161ffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b3461156f5761014036600319011261156f5760206106f96131b16142bc565b611011615a0f565b3461156f57602036600319011261156f576004356131d56149ea565b335f52600760205260405f2054818160881c811580156132d8575b6132c3570390335f52600760205270ffffffffffffffffffffffffffffffffff8260881b91161760405f20556040519082825260208201527fe0234c017398c7e5abaf579fb580665f3b0e723728b978b89b017afabc7c5bb160403392a26001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016803b1561156f57604051637eee288d60e01b815233600482015260248101839052905f908290604490829084905af18015611564576122f8575f5f516020615eb15f395f51905f525d005b63315276c960e01b5f5260045260245260445ffd5b508082116131f0565b3461156f57604036600319011261156f576004356132fd613b27565b906133066149ea565b6001600160a01b03821691821580156133e5575b6133d257335f52600760205260405f2054926001600160601b03841693831580156133c9575b6133b25793836116b195335f5260076020520360405f205583604051918183520360208201527fe4ec21d088b98546d1befc712d90b661d2960457d312563dcd2f07e6f156673460403392a37f000000000000000000000000000000000000000000000000000000000000000061551a565b83856391637b3b60e01b5f5260045260245260445ffd5b50848411613340565b82630bc2c5df60e11b5f5260045260245ffd5b5030831461331a565b3461156f573660031901610180811261156f576101401361156f57610164356134156149ea565b61342c61342260046143a9565b6101443590614259565b60443591600435916001600160a01b038416840361156f576084359360e4359060ff8216820361156f576134739260029261346d9260a43590899089615598565b84615b25565b6001600160a01b03613483613c19565b1633036136485764ffffffffff168042101561363657506040516020810190838252602081526134b460408261421c565b5190206101043503613623576134cc6116b19461461e565b9261352861350763ffffffff7f00000000000000000000000000000000000000000000000000000000000000001664ffffffffff421661423d565b835465ffffffffffff1916600882901b65ffffffffff001617600317909355565b5f818152600a6020526040902080547fff0000000000000000000000ffffffffffffffffffffffffffffffffffffffff33167fff00000000000000000000000000000000000000000000000000000000000000909116174260a01b64ffffffffff60a01b16174360c881901b65ffffffffffff60c81b1691909117825560019190910180546001600160801b0319166001600160801b03871617905564ffffffffff906135d59083614259565b92604051948686526001600160401b034316602087015260408601521660608401527f3938887e9ab3a6c925803de549345ca3518e5a71b299aa89a258d20548ca129360803394a433615374565b82637dd03dbf60e01b5f5260045260245ffd5b630e10189960e31b5f5260045260245ffd5b6001600160a01b03613658613c19565b630348d81960e11b5f52336004521660245260445ffd5b3461156f5736600319016101a0811261156f576101401361156f57610164356001600160401b03811161156f573660238201121561156f5780600401356001600160401b03811161156f5736602460c083028401011161156f57610184356001600160401b03811161156f576020926129d7926136f26024933690600401613af7565b9390926136fd6149ea565b0161014435613cca565b3461156f5764ffffffffff61372f61371e36613ad8565b6137299291926149ea565b82614a1f565b509290921680421115613ac657508035805f52600a60205260405f2092600660ff198254161790555f925f915f91815f52600b60205260405f20905f5b8254811015613949576137886137828285613bec565b5061448c565b905f91602081019260ff84511660ff81148015613942575b156138c15750506001600160801b03606082015116925b83613868575b506001600160801b03606082015116806137de575b5050600191500161376c565b6001600160a01b03807f00000000000000000000000000000000000000000000000000000000000000001692511691803b1561156f575f9283608492604051978895869463476aeec960e01b86526004860152602485015260448401523060648401525af191821561156457600192613858575b806137d2565b5f6138629161421c565b89613852565b998361387391614691565b81519a516040805160ff909216825260208201869052919b6001600160a01b03169188917f0a33d6b22f4d9043ff3864bbb9617798004d7d749620deca875aa5620c9a494d9190a38a6137bd565b8061390e5750506127106139076001600160801b0360608401511661ffff7f00000000000000000000000000000000000000000000000000000000000000001690613cb7565b04926137b7565b909390600219016137b757969761393661393c916001600160801b0360408501511690614691565b98613bde565b966137b7565b505f6137a0565b5092909593949161396665ffffffffffff855460c81c1682614259565b9260808101359161271061399e61ffff7f00000000000000000000000000000000000000000000000000000000000000001685613cb7565b049380613a8257612b4b85612b4584613a5199612b549897967f57bc872f9afdaf5fd653a8c0e61270150d58ee932fc00173856577463b90f2e1608060a0985f905b60405191600383525f602084015260408301526060820152a36040860190613a0782613c45565b907f3fb3a9e22d7cfe2f14bca51cecf0290cc19a5dd898ee0bbd216b8e76be68d76660406001600160a01b03613a3d888d6145c0565b9482519586528860208701521693a3613c45565b8054600190910154613a77916001600160801b03909116906001600160a01b0316615915565b60036116b193615bb0565b8795909392919085612b4583612b4b9360a0957f57bc872f9afdaf5fd653a8c0e61270150d58ee932fc00173856577463b90f2e16080612b549b613a519e906139e0565b63146637db60e11b5f5260045260245ffd5b60031901610160811261156f576101401361156f576004906101443590565b9181601f8401121561156f578235916001600160401b03831161156f576020808501948460051b01011161156f57565b602435906001600160a01b038216820361156f57565b600435906001600160a01b038216820361156f57565b6044359060ff8216820361156f57565b6003190160c0811261156f5760a01361156f5760049060a43590565b9181601f8401121561156f578235916001600160401b03831161156f576020838186019501011161156f57565b6009811015612a6157602452565b805180835260209291819084018484015e5f828201840152601f01601f1916010190565b5f1981146129365760010190565b8054821015613c05575f5260205f209060011b01905f90565b634e487b7160e01b5f52603260045260245ffd5b6024356001600160a01b038116810361156f5790565b6044356001600160a01b038116810361156f5790565b356001600160a01b038116810361156f5790565b60e43560ff8116810361156f5790565b3560ff8116810361156f5790565b906001600160801b03809116911603906001600160801b03821161293657565b906001600160801b03809116911601906001600160801b03821161293657565b8181029291811591840414171561293657565b905f918584148015906141de575b6141c757613ce7906004614a1f565b5092909364ffffffffff841680421161297a57506004355f52600a60205260405f20936002850154156141b257613d2f65ffffffffffff869993995460c81c16600435614259565b916004355f52600b60205260405f20975f91601e1982360301925b8b8110156141a35781811015613c05578060051b8301358481121561156f5783018035906001600160401b03821161156f5760200190803603821361156f57613dac918a89899364ffffffffff8f5460a01c16936004359360c0890201615192565b968b54978860ff821615614095575b5060ff16806140415750613dd1613dd891613bde565b978c613bec565b50906001600160801b036001830154169160ff815460a01c16928b84613f7d575090919250613e2d604060c085028c010192613e1384613c69565b815460ff60a01b191660a09190911b60ff60a01b16179055565b600160ff613e3a84613c69565b1603613f4357613e5860038c01916001600160801b03835416613c97565b81546001600160801b0319166001600160801b038216179091555b7001fffffffffffffffffffffffffffffffe6001600160801b038216918b6001600160a01b03613eaa608060c08902840101613c45565b6060613eb588613c69565b9360ff6040519516855260c08a02010135602084015216907fea56e2579f939c1c69ac1140bc7d52d37cf9b3c3b9233a1741a3514fef9890cc604060043592a360011b1690808204600214901517156129365760018b015460801c10613f2057506001905b01613d4a565b969b50505050505050613f409450613f389150613c69565b916004614abd565b90565b613f78613f5860038d0192835460801c613c97565b82546001600160801b0316608082901b6001600160801b03191617909255565b613e73565b600194850361400757613f9f60036001600160801b0392019282845416613c77565b166001600160801b03198254161790555b805460ff60a01b191660ff60a01b1790556001600160a01b03613fda60c083028b01608001613c45565b166004357fc350df74b25a5c022a4498bce867fc3527400267a7766ed27b3726a5c9bf4cad5f80a3613f1a565b600301805461403c9261401c9160801c613c77565b81546001600160801b031660809190911b6001600160801b031916179055565b613fb0565b829198506001600160a01b03614060608060c0600196028d0101613c45565b16906040519081527fb7d5007d8374f895ca615107baef7bb468dedda589c97211abb6111a306cf8c0602060043592a3613f1a565b8a99508d819f97949e9d9c9b8f905f9b98959b9a97949a80945b8110938461416c575b50505050156140e357908c8f9796959493928f906140d68d91613bde565b809495969798999a6140af565b98999a9b9c92959d979194979690939689145f14614107575060ff60055b90613dbb565b8c898b60ff61412e60408261411c8688613bec565b505460a01c169360c08a020101613c69565b161491821561414f575b5050614147575b60ff90614101565b50600661413f565b60ff9250829161415e91613bec565b505460a01c1614898e614138565b6001600160a01b039394509160c08461418a60809461419696613bec565b50541695020101613c45565b1614158e8b8f84906140b8565b50505050505095945050505050565b637c9ee68d60e11b5f5260043560045260245ffd5b85846317ece14560e31b5f5260045260245260445ffd5b508315613cd8565b608081019081106001600160401b038211176127b157604052565b604081019081106001600160401b038211176127b157604052565b90601f801991011681019081106001600160401b038211176127b157604052565b9064ffffffffff8091169116019064ffffffffff821161293657565b90604051906020820192835260408201526040815261427960608261421c565b51902090565b9160ff90604051926020840194855260408401521660608201526060815261427960808261421c565b356001600160401b038116810361156f5790565b6024356001600160a01b0381169081810361156f57506044356001600160a01b0381169081810361156f575060c4356001600160401b0381169081810361156f575060e43560ff81169081810361156f575061012435916001600160401b0383169283810361156f57506040519360208501957f28bad9b1b4acf47376899a6cbcc24867d04c86f324fc3dfa1beccebe044a5f7e875260043560408701526060860152608085015260643560a085015260843560c085015260a43560e08501526101008401526101208301526101043561014083015261016082015261016081526142796101808261421c565b7f28bad9b1b4acf47376899a6cbcc24867d04c86f324fc3dfa1beccebe044a5f7e906001600160401b036143df60208301613c45565b916101006143ef60408301613c45565b9160ff6143fe60c083016142a8565b8561440b60e08501613c69565b916001600160a01b0361442161012087016142a8565b97816040519b60208d019d8e528c60408a359101521660608c01521660808a0152606085013560a08a0152608085013560c08a015260a085013560e08a015216848801521661012086015201356101408401521661016082015261016081526142796101808261421c565b90604051614499816141e6565b60606001829460ff81546001600160a01b038116865260a01c16602085015201546001600160801b038116604084015260801c910152565b91905f925f925f925f925f52600b60205260405f205f906001600160a01b0381549316915b8381106145035750505050565b6145106137828284613bec565b836001600160a01b038251161461452a57506001016144f6565b9750505050509350505060ff602082015116916001600160801b036060816040850151169301511690600193929190565b602435906001600160a01b038216820361156f5760843560ff8116810361156f57613f40926064359060443590600435615598565b90613f40916145a160208201613c45565b6145ad60808301613c69565b9160608101359160408201359135615598565b9190820391821161293657565b90604051606081018181106001600160401b038211176127b15760405280925460ff8116906009821015612a6157604091835264ffffffffff8160081c16602084015265ffffffffffff1916910152565b6146506127109161ffff7f00000000000000000000000000000000000000000000000000000000000000001690613cb7565b047f00000000000000000000000000000000000000000000000000000000000000008082111561467e575090565b905090565b90600a820180921161293657565b9190820180921161293657565b6001600160401b0381116127b15760051b60200190565b9080601f8301121561156f5781516146cc8161469e565b926146da604051948561421c565b81845260208085019260051b82010192831161156f57602001905b8282106147025750505090565b81518152602091820191016146f5565b8051821015613c055760209160051b010190565b929190916040519060208201926001600160fb1b03821161156f57826020916147619360051b8091873781010301601f19810183528261421c565b5190206040519160208301938452604083015260608201526060815261427960808261421c565b9291926001600160401b0382116127b157604051916147b1601f8201601f19166020018461421c565b82948184528183011161156f578281602093845f960137010152565b908060209392818452848401375f828201840152601f01601f1916010190565b90815f52600a60205260405f209060405161010081018181106001600160401b038211176127b1576040528254916001600160a01b03831680835265ffffffffffff602084019464ffffffffff8160a01c16865260c81c1695604084019387855260018701549360608201986001600160801b0386168a52608083019560801c8652600360028a01549960a085019a8b5201549360c08401956001600160801b038616875260e085019560801c8652156148ee576001600160801b0365ffffffffffff64ffffffffff826001600160a01b036148cb82978397614259565b9851169e51169c519b511699511697511695511693511691989796959493929190565b50509750505050505050505f905f905f905f905f905f905f905f905f90565b467f000000000000000000000000000000000000000000000000000000000000000003614958577f000000000000000000000000000000000000000000000000000000000000000090565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527f5713b7999760bffd026daf45aebd75261222de8f4562351a9f2730109196ff3260408201527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc660608201524660808201523060a082015260a0815261427960c08261421c565b5f516020615eb15f395f51905f525c614a105760015f516020615eb15f395f51905f525d565b633ee5aeb560e01b5f5260045ffd5b6003614a6f91614a69614a3b614a34836143a9565b9586614259565b823592614a4a60408201613c45565b90614a5760e08201613c69565b91608060a08301359201359086615598565b90615b25565b919092565b614a7e60046143a9565b6004356044356001600160a01b038116810361156f5760e4359160ff8316830361156f57614a698484600194614a6f965060a435906084359086615598565b919290600660ff198254161790555f935f925f90803592835f52600b60205260405f20915f5b8354811015614cfa57614af96137828286613bec565b905f91602081019260ff84511660ff81148015614cc8575b15614c325750506001600160801b03606082015116925b83614bd9575b506001600160801b0360608201511680614b4f575b50506001915001614ae3565b6001600160a01b03807f00000000000000000000000000000000000000000000000000000000000000001692511691803b1561156f575f9283608492604051978895869463476aeec960e01b86526004860152602485015260448401523060648401525af191821561156457600192614bc9575b80614b43565b5f614bd39161421c565b5f614bc3565b9b83614be491614691565b81519c516040805160ff909216825260208201869052919d6001600160a01b0316918a917f0a33d6b22f4d9043ff3864bbb9617798004d7d749620deca875aa5620c9a494d9190a35f614b2e565b60ff8b16906003821480614cc0575b15614c8f57505050612710614c886001600160801b0360608401511661ffff7f00000000000000000000000000000000000000000000000000000000000000001690613cb7565b0492614b28565b94919403614b28579699614cb4614cba916001600160801b0360408501511690614691565b9a613bde565b96614b28565b508015614c41565b5060ff8b1660038114159081614cf0575b81614ce5575b50614b11565b90508114155f614cdf565b8215159150614cd9565b509692919493979097614d1965ffffffffffff855460c81c1682614259565b9360ff861660018114614f1457829060808b013595612710614d5f61ffff7f00000000000000000000000000000000000000000000000000000000000000001689613cb7565b04906003831491825f14614e9357875f99614e679f614e619c614e5c9a7f57bc872f9afdaf5fd653a8c0e61270150d58ee932fc00173856577463b90f2e160808f9a614e2d99612b54985b8d82614e855750505f5b6040519283525f602084015260408301526060820152a36040810197614dd989613c45565b907f3fb3a9e22d7cfe2f14bca51cecf0290cc19a5dd898ee0bbd216b8e76be68d76660406001600160a01b03614e0f89886145c0565b9482519586528960208701521693a360a0612b4b85612b458b613c45565b15614e6957614e5691506001600160801b0360016001600160a01b03855416945b0154166145c0565b90615915565b614691565b91615bb0565b565b6001600160801b036001614e7f614e5694613c45565b94614e4e565b614e8e91614691565b614db4565b8760018701546001600160801b03167f000000000000000000000000000000000000000000000000000000000000000061ffff16614ed091613cb7565b612710900499614e679f614e619c614e5c9a7f57bc872f9afdaf5fd653a8c0e61270150d58ee932fc00173856577463b90f2e160808f9a614e2d99612b5498614daa565b92948260a08b969b9493940135947f000000000000000000000000000000000000000000000000000000000000000061ffff16614f519087613cb7565b61271090049b614f618d8a614691565b6040519283528760208401526040830152606082015260807f57bc872f9afdaf5fd653a8c0e61270150d58ee932fc00173856577463b90f2e191a360208401614fa981613c45565b608086013592604051918483528660208401526001600160a01b03169160407f84cac6a64f44d4b8a5092c03522e3985dc3268dc05472482b703df0d752de4d991a3614ff490613c45565b90614ffe91615915565b80546001600160a01b031690600101546001600160801b031661502091615915565b61502a87826145c0565b6150e8575b5085615044575b50614e6794614e6191614691565b9461507b60406001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169701613c45565b95803b1561156f57604051630bfac59960e41b81526001600160a01b03979097166004880152602487018290523060448801525f908790606490829084905af191821561156457614e6796614e61936150d8575b50915094615036565b5f6150e29161421c565b5f6150cf565b6001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016906151298861512360408601613c45565b926145c0565b916001600160a01b036005541690803b1561156f57604051630bfac59960e41b81526001600160a01b0393841660048201526024810194909452911660448301525f908290606490829084905af18015611564571561502f575f61518c9161421c565b5f61502f565b959493919091863593841490811591615365575b5061535a5760408601600160ff6151bc83613c69565b16141580615344575b615338576151d290613c69565b9260808701936151e185613c45565b9760a08101986151f08a6142a8565b916040519360208501957f1ee1f3ee8fe08cc43c4b9f7cc35ca48200da8950d4bce2623c19f257792b1cd0875260408601526020820135606086015260ff1660808501526060013560a08401526001600160a01b031660c08301526001600160401b031660e082015260e081526152696101008261421c565b51902061527461490d565b90615296916042916040519161190160f01b8352600283015260228201522090565b916152a092615ca5565b6001600160a01b0316801591821561531a575b5050615312576001600160401b0364ffffffffff6152d0856142a8565b92169116109182156152ec575b50506152e7575f90565b600490565b6001600160401b0391925061530664ffffffffff916142a8565b92169116115f806152dd565b505050600390565b6001600160a01b0391925061532e90613c45565b1614155f806152b3565b50505050505050600290565b50600260ff61535283613c69565b1614156151c5565b505050505050600190565b9050602087013514155f6151a6565b6040516370a0823160e01b81523060048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03811690602083602481855afa928315611564575f936154e6575b506001600160a01b03604051946323b872dd60e01b5f5216600452306024528460445260205f60648180855af19060015f51148216156154c7575b50836040525f606052156154b557826024816020936370a0823160e01b82523060048301525afa918215611564575f92615481575b506154458382614691565b820361545057505050565b8082111561547857615461916145c0565b905b631778adbd60e31b5f5260045260245260445ffd5b50505f90615463565b9091506020813d6020116154ad575b8161549d6020938361421c565b8101031261156f5751905f61543a565b3d9150615490565b635274afe760e01b5f5260045260245ffd5b60018215166154dd573b15153d1516165f615405565b843d5f823e3d90fd5b9092506020813d602011615512575b816155026020938361421c565b8101031261156f5751915f6153ca565b3d91506154f5565b916001600160a01b036040519263a9059cbb60e01b5f521660045260245260205f60448180865af19060015f5114821615615577575b6040521561555b5750565b6001600160a01b0390635274afe760e01b5f521660045260245ffd5b90600181151661558f57823b15153d15161690615550565b503d5f823e3d90fd5b949260ff929491946001600160a01b036040519660208801988952166040870152606086015260808501521660a083015260c082015260c0815261427960e08261421c565b91908235805f52600860205260405f20936155f7856145cd565b9283516009811015612a615760021415806156bc575b615672576156239065ffffffffffff1992614590565b1665ffffffffffff19604084015116036156605750602064ffffffffff9101511680421061564e5750565b639db52e4960e01b5f5260045260245ffd5b630ca6808b60e31b5f5260045260245ffd5b828480516009811015612a6157156156a957516009811015612a61576156a49163276065d160e21b5f52600452613bac565b60445ffd5b5063e498a48160e01b5f5260045260245ffd5b5083516009811015612a61576008141561560d565b906001600160a01b03821690815f52600760205260405f20548060601c90600182018092116129365761571b8160881c936001600160601b036157148987614691565b9316614691565b905f936001600160601b038311615841575b5f976001600160781b03831161582e575b505064ffffffffff60601b90855f52600760205260881b9260601b16171760405f2055806157ed575b505081615772575050565b6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001691823b1561156f57604051637eee288d60e01b81526001600160a01b039290921660048301526024820152905f908290604490829084905af18015611564576157e3575b50565b5f614e679161421c565b81615827927fe4ec21d088b98546d1befc712d90b661d2960457d312563dcd2f07e6f1566734604080518581525f6020820152a382615915565b5f80615767565b9750905064ffffffffff60601b5f61573e565b9193505f9161572d565b80156157e057615861600554918260a01c614691565b906001600160601b03821161588c57506001600160a01b036005549181199060a01b16911617600555565b906001600160a01b03614e67921680600555807fc0819c13be868895eb93e40eaceb96de976442fa1d404e5c55f14bb65a8c489a6020604051858152a2615915565b6001600160a01b0390614e676005548060a01c9384911680600555807fc0819c13be868895eb93e40eaceb96de976442fa1d404e5c55f14bb65a8c489a6020604051858152a25b9080156159e5577f0000000000000000000000000000000000000000000000000000000000000000916001600160a01b036040519163a9059cbb60e01b5f521692836004528260245260205f60448180855af19060015f51148216156159d8575b509060405215615984575050565b60207f8af6e30690e4b192e05dc42baa9776cefda6c432838616c7f4f036bbab44917e91835f526003825260405f206159be828254614691565b90556159cc81600454614691565b600455604051908152a2565b3b15153d1516165f615976565b5050565b6001600160a01b035f541633036159fc57565b63118cdaa760e01b5f523360045260245ffd5b6001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016301480615afc575b15615a6a577f000000000000000000000000000000000000000000000000000000000000000090565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527f000000000000000000000000000000000000000000000000000000000000000060408201527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a082015260a0815261427960c08261421c565b507f00000000000000000000000000000000000000000000000000000000000000004614615a41565b5f818152600860205260409020939291615b3e856145cd565b9283516009811015612a61576009821015612a615703615b7e57604083015165ffffffffffff1990811691160361566057506020015164ffffffffff1690565b509080516009811015612a6157156156a957516009811015612a61576156a49163276065d160e21b5f52600452613bac565b905f938015928315615bec575b50505050615bcb82826145c0565b615bd3575050565b614e56614e67926001600160a01b0360055416926145c0565b60ff5f9796949795929316945b8154811015615c9457615c0f6137828284613bec565b8660ff60208301511603615c8b57615c346001600160801b0360408301511685613cb7565b89615c775785900480615c4e575b50506001905b01615bf9565b806001600160a01b03615c68615c7093600196959a614691565b985116615915565b905f615c42565b634e487b7160e01b5f52601260045260245ffd5b50600190615c48565b50509250509192505f808080615bbd565b90615cb09291615dfa565b506004811015612a6157615cc15790565b505f90565b906001600160a01b03821691825f52600760205260405f2054928360881c908382101580615db3575b615d9d57615d3192939482615d76575b50506001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016936145c0565b823b1561156f5760405163282d3fdf60e01b81526001600160a01b039290921660048301526024820152905f908290604490829084905af18015611564576157e35750565b70ffffffffffffffffffffffffffffffffff915f5260076020521660405f20555f80615cff565b9150505f52600760205260881b900360405f2055565b50811515615cef565b60ff811690601f8211615deb5760405191615dd860408461421c565b6020808452838101919036833783525290565b632cd44ac360e21b5f5260045ffd5b9060418303615e2457615e1d9250602081013591604082359201355f1a90615e2e565b9192909190565b50505f9160029190565b91907f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08411615ea5579160209360809260ff5f9560405194855216868401526040830152606082015282805260015afa15611564575f516001600160a01b03811615615e9b57905f905f90565b505f906001905f90565b5050505f916003919056fe9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f008b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f",
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
