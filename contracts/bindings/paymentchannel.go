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

// PaymentChannelDisputeConfig is an auto generated low-level Go binding around an user-defined struct.
type PaymentChannelDisputeConfig struct {
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

// PaymentChannelReceipt is an auto generated low-level Go binding around an user-defined struct.
type PaymentChannelReceipt struct {
	ChannelId  [32]byte
	JobId      [32]byte
	Sequence   uint64
	SpecHash   [32]byte
	ResultHash [32]byte
	Price      *big.Int
}

// PaymentChannelVerdict is an auto generated low-level Go binding around an user-defined struct.
type PaymentChannelVerdict struct {
	DisputeId  [32]byte
	JobId      [32]byte
	Outcome    uint8
	ResultHash [32]byte
	Verifier   common.Address
	IssuedAt   uint64
}

// PaymentChannelMetaData contains all meta data concerning the PaymentChannel contract.
var PaymentChannelMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"token_\",\"type\":\"address\"},{\"internalType\":\"contractProviderRegistry\",\"name\":\"registry_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"treasury_\",\"type\":\"address\"},{\"internalType\":\"uint16\",\"name\":\"feeBps_\",\"type\":\"uint16\"},{\"internalType\":\"uint32\",\"name\":\"grace_\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"minBond\",\"type\":\"uint256\"},{\"internalType\":\"uint16\",\"name\":\"bondBps\",\"type\":\"uint16\"},{\"internalType\":\"uint32\",\"name\":\"verdictWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"committeeSize\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"minVerifierStake\",\"type\":\"uint256\"},{\"internalType\":\"uint16\",\"name\":\"drawDelay\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"verifierShareBps\",\"type\":\"uint16\"},{\"internalType\":\"uint32\",\"name\":\"depositBps\",\"type\":\"uint32\"},{\"internalType\":\"uint16\",\"name\":\"silentPenaltyBps\",\"type\":\"uint16\"}],\"internalType\":\"structPaymentChannel.DisputeConfig\",\"name\":\"dc\",\"type\":\"tuple\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"AlreadyDrawn\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deposit\",\"type\":\"uint256\"}],\"name\":\"AmountExceedsDeposit\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"redeemed\",\"type\":\"uint256\"}],\"name\":\"AmountNotIncreasing\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"BadReceiptSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"}],\"name\":\"BadVoucherSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"}],\"name\":\"ChannelExists\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"name\":\"ChannelExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"}],\"name\":\"DisputeOpen\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"until\",\"type\":\"uint64\"}],\"name\":\"DisputeWindowClosed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"fromBlock\",\"type\":\"uint256\"}],\"name\":\"DrawTooEarly\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"}],\"name\":\"FeeOnTransferToken\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"InvalidAmount\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidDisputeConfig\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"name\":\"InvalidExpiry\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint16\",\"name\":\"feeBps\",\"type\":\"uint16\"}],\"name\":\"InvalidFee\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"InvalidRecipient\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"verdicts\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"signatures\",\"type\":\"uint256\"}],\"name\":\"InvalidVerdicts\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"JobAlreadyDisputed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"}],\"name\":\"JobIdNotRequesters\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"}],\"name\":\"NoCollateral\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"}],\"name\":\"NoDispute\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"NoVerifiers\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"NotProvider\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"}],\"name\":\"NotRequester\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"NotYetDrawn\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"}],\"name\":\"NothingOwed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"}],\"name\":\"NothingToReclaim\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"}],\"name\":\"ReceiptMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"until\",\"type\":\"uint64\"}],\"name\":\"ReclaimTooEarly\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"until\",\"type\":\"uint64\"}],\"name\":\"RedeemWindowClosed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"}],\"name\":\"ResultMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"sequence\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"lastSequence\",\"type\":\"uint64\"}],\"name\":\"StaleVoucher\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"}],\"name\":\"UnknownChannel\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"VerdictLate\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"until\",\"type\":\"uint64\"}],\"name\":\"VerdictWindowOpen\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"registryEscrow\",\"type\":\"address\"}],\"name\":\"WrongRegistry\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"disputeId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"bond\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"openBlock\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"resultCID\",\"type\":\"bytes\"}],\"name\":\"BurstDisputeOpened\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"disputeId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"slashed\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"toRequester\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"verifierPay\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"winners\",\"type\":\"uint256\"}],\"name\":\"BurstDisputeResolved\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"name\":\"ChannelExtended\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"deposit\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"name\":\"ChannelOpened\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"ChannelReclaimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"sequence\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"payout\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"}],\"name\":\"ChannelRedeemed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"deposit\",\"type\":\"uint256\"}],\"name\":\"ChannelToppedUp\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"}],\"name\":\"CollateralLocked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"CollateralReleased\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"disputeId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"seed\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"seats\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"weight\",\"type\":\"uint256\"}],\"name\":\"CommitteeDrawn\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"OwedWithdrawn\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"PaymentDeferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"treasury\",\"type\":\"address\"}],\"name\":\"TreasurySet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"}],\"name\":\"VerdictAccepted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"reason\",\"type\":\"uint8\"}],\"name\":\"VerdictSkipped\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"VerifierEquivocated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"vote\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"VerifierPenalized\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"EQUIVOCATED\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_COMMITTEE\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_FEE_BPS\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"PROVIDER_FAULT\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"PROVIDER_RIGHT\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"RECEIPT_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SKIP_DUPLICATE\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SKIP_FORGED\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SKIP_INVALID_OUTCOME\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SKIP_LATE\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SKIP_NOT_DRAWN\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SKIP_WRONG_DISPUTE\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"VERDICT_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"VOID\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"VOUCHER_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"bondBps\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"burstDisputeOf\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"did\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"bool\",\"name\":\"pending\",\"type\":\"bool\"},{\"internalType\":\"uint64\",\"name\":\"openedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"openBlock\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"bond\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"seed\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"committeeWeight\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"faultWeight\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"rightWeight\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"did\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"burstSeatOf\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"drawn\",\"type\":\"bool\"},{\"internalType\":\"uint8\",\"name\":\"vote\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"weight\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deposit\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"channel\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"sequence\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"deposit\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"redeemed\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"name\":\"channelId\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"collateralOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"bool\",\"name\":\"disputing\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"committeeSize\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"depositBps\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"}],\"name\":\"disputeBond\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"openBlock\",\"type\":\"uint256\"}],\"name\":\"disputeId\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"sequence\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"}],\"internalType\":\"structPaymentChannel.Receipt\",\"name\":\"r\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"providerSig\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"resultCID\",\"type\":\"bytes\"}],\"name\":\"disputeJob\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"domainSeparator\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"drawCommittee\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"drawDelay\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"expireDispute\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"name\":\"extend\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"feeBps\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"grace\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobKey\",\"type\":\"bytes32\"}],\"name\":\"jobDisputed\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"lockCollateral\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"minBond\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"minVerifierStake\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"name\":\"open\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"channelId_\",\"type\":\"bytes32\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"permitDeadline\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"openWithPermit\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"channelId_\",\"type\":\"bytes32\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"}],\"name\":\"owed\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"sequence\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"}],\"internalType\":\"structPaymentChannel.Receipt\",\"name\":\"r\",\"type\":\"tuple\"}],\"name\":\"receiptDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"sequence\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"}],\"internalType\":\"structPaymentChannel.Receipt\",\"name\":\"r\",\"type\":\"tuple\"}],\"name\":\"receiptHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"reclaim\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"sequence\",\"type\":\"uint64\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"redeem\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"registry\",\"outputs\":[{\"internalType\":\"contractProviderRegistry\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"treasury_\",\"type\":\"address\"}],\"name\":\"setTreasury\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"silentPenaltyBps\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"disputeId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"issuedAt\",\"type\":\"uint64\"}],\"internalType\":\"structPaymentChannel.Verdict[]\",\"name\":\"verdicts\",\"type\":\"tuple[]\"},{\"internalType\":\"bytes[]\",\"name\":\"signatures\",\"type\":\"bytes[]\"}],\"name\":\"submitVerdicts\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"counted\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"topUp\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"permitDeadline\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"topUpWithPermit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalOwed\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"treasury\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"disputeId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"issuedAt\",\"type\":\"uint64\"}],\"internalType\":\"structPaymentChannel.Verdict\",\"name\":\"v\",\"type\":\"tuple\"}],\"name\":\"verdictDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"verdictDomainSeparator\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"verdictWindow\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"verifierShareBps\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"sequence\",\"type\":\"uint64\"}],\"name\":\"voucherDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"sequence\",\"type\":\"uint64\"}],\"name\":\"voucherHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"withdrawOwed\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "PaymentChannel",
	Bin: "0x610340806040523461073b5780615010803803809161001e82856107db565b8339810103906101e0821261073b578051916001600160a01b0383169182840361073b5760208101516001600160a01b0381169485820361073b57610065604084016107fe565b9161007260608501610812565b9461007f60808601610821565b9461012061008f60a083016107fe565b9260bf19011261073b576040519061012082016001600160401b038111838210176107c75760405260c081015182526100ca60e08201610812565b9860208301998a526100df6101008301610821565b90604084019182526101208301519560ff8716870361073b57606085019687526101408401519c608086019d8e5261011a6101608601610812565b9060a0870191825261012f6101808701610812565b9360c088019485526101586101c061014a6101a08a01610821565b9860e08b01998a5201610812565b986101008901998a52604051906101706040836107db565b60168252602082017f6770756d657368205061796d656e744368616e6e656c000000000000000000008152604051926101aa6040856107db565b60018452603160f81b60208501908152926001600160a01b031680156107b4575f80546001600160a01b03198116831782556001600160a01b0316907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09080a361021381610832565b6101205261022084610832565b61014052519020918260e05251902080610100524660a0526040519060208201925f516020614ff05f395f51905f528452604083015260608201524660808201523060a082015260a0815261027660c0826107db565b5190206080523060c0521580156107ac575b801561079b575b61078c5760405163079a4e4560e41b8152602081600481855afa908115610747575f91610752575b50306001600160a01b03909116036106c2575061ffff8c166107d081116106b057508551801590811561069f575b508d811561068d575b50801561067e575b8015610672575b8015610664575b8015610657575b8015610647575b8015610638575b8015610625575b8015610615575b610606577f3c864541ef71378c6229510ed90f376565ee42d9c5e0904a984a9e863e6db44f9d60ff61ffff9960209f8b978863ffffffff9b928c9382996101c052516101e052511661020052511661022052511661024052516102605251166102805251166102a05251166102c05251166102e0524661032052604051858101905f516020614ff05f395f51905f5282527f5713b7999760bffd026daf45aebd75261222de8f4562351a9f2730109196ff3260408201527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc660608201524660808201523060a082015260a0815261041f60c0826107db565b5190206103005261016052600580546001600160a01b0319166001600160a01b03929092169182179055610180929092526101a052604051908152a1604051614752908161089e82396080518161446b015260a05181614522015260c0518161443c015260e051816144ba015261010051816144e00152610120518161151b0152610140518161154501526101605181818161036201528181610f4a0152818161142f01528181611b9301528181613f1f0152614197015261018051818181610a60015261239001526101a05181818161093b0152818161105c01528181611cf8015261249501526101c05181818161060701528181611164015281816116fa015281816119cf015281816127060152818161395701528181613d1f01528181613db50152613e4801526101e0518181816119350152613372015261020051818181611a0e0152613349015261022051818181611b140152611e84015261024051818181610eda015261269c01526102605181818161197001526126c3015261028051818181610cfa015261256801526102a0518181816124d301528181613bc80152613c2001526102c051818181611373015261263901526102e0518181816117fe015281816122f70152613a570152610300518161358a015261032051816135640152f35b635ec9dffd60e01b5f5260045ffd5b5061271061ffff88511611610327565b50620f424063ffffffff86511611610320565b5063ffffffff85511615610319565b5061271061ffff84511611610312565b5061ffff8151161561030b565b50602060ff89511611610304565b5060ff885116156102fd565b5063ffffffff845116156102f6565b612710915061ffff905116118d6102ee565b6001600160801b031090505f6102e5565b63f6f4a38f60e01b5f5260045260245ffd5b60206004916040519283809263079a4e4560e41b82525afa908115610747575f91610709575b5063f167fad160e01b5f9081526001600160a01b0391909116600452602490fd5b90506020813d60201161073f575b81610724602093836107db565b8101031261073b57610735906107fe565b816106e8565b5f80fd5b3d9150610717565b6040513d5f823e3d90fd5b90506020813d602011610784575b8161076d602093836107db565b8101031261073b5761077e906107fe565b5f6102b7565b3d9150610760565b63d92e233d60e01b5f5260045ffd5b506001600160a01b038b161561028f565b508015610288565b631e4fbdf760e01b5f525f60045260245ffd5b634e487b7160e01b5f52604160045260245ffd5b601f909101601f19168101906001600160401b038211908210176107c757604052565b51906001600160a01b038216820361073b57565b519061ffff8216820361073b57565b519063ffffffff8216820361073b57565b601f81511161085d57602081519101516020821061084e571790565b5f198260200360031b1b161790565b604460209160405192839163305a27a960e01b83528160048401528051918291826024860152018484015e5f828201840152601f01601f19168101030190fdfe60806040526004361015610011575f80fd5b5f5f3560e01c806306962aef1461250a57806306bb45b6146124f75780631e140d48146124b95780631eefddb11461247957806321a61ddc146123b457806324a9d8531461237657806324f7862d1461235b5780633046e7171461233f578063309fc6b51461231b57806337ed049a146122dd5780634953e517146122bf57806351c4f239146121fc57806352f58734146121cd578063589e3e3914611c3a57806359a1d3a714611b5f57806361d027b314611b38578063663a93b214611af75780636784975014610efe578063715018a614611aa5578063756d1a9514611a8957806375cb5f3d14611a4e57806375fab24514611a32578063761d4a39146119f35780637b103999146119af5780637c28743d146119935780637c594964146119585780637ddc3b0714610cba578063831518b71461191d57806383f14c6c146115fd57806384b0196e1461150157806384ff69851461139757806387cb43bf146113565780638bcc0b2e14610be25780638da5cb5b146113305780638dd5c0d61461131557806394739e87146112da57806395850f591461129f57806396afb36514610ffb57806399b70ecf14610f035780639b93788114610efe5780639cf4364b14610ec0578063a097bb7e14610d1e578063a3171a5614610cdf578063a381ed7f14610cbf578063a386ce5f14610cba578063aad0adb914610c9e578063b67644b914610c7e578063b7d9c80e14610be7578063c745ac1514610be2578063c8d5372614610885578063c991a24b146107c2578063d55be8c6146107a5578063d937749e14610776578063dd1f68451461072f578063df18e047146106f7578063e7ddd59e14610528578063e7fa9f7d1461050a578063ed292f37146104b4578063f0f4426014610434578063f2fde38b146103a1578063f698da2514610386578063fc0c546a14610342578063fcbaaeb11461031f5763feb87b5a146102da575f80fd5b3461031c57602036600319011261031c576003604080926004358152600660205220015460ff8251916001600160781b038116835260781c1615156020820152f35b80fd5b503461031c578060031936011261031c57602061033a613561565b604051908152f35b503461031c578060031936011261031c5760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b503461031c578060031936011261031c57602061033a614432565b503461031c57602036600319011261031c576001600160a01b036103c3612a7d565b6103cb614168565b16801561042057815473ffffffffffffffffffffffffffffffffffffffff198116821783556001600160a01b03167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e08380a380f35b631e4fbdf760e01b82526004829052602482fd5b503461031c57602036600319011261031c576001600160a01b03610456612a7d565b61045e614168565b1680156104a5576020817f3c864541ef71378c6229510ed90f376565ee42d9c5e0904a984a9e863e6db44f926001600160a01b03196005541617600555604051908152a180f35b63d92e233d60e01b8252600482fd5b503461031c57608036600319011261031c576020906104f26104d4612a7d565b6104dc612a3d565b906104e561363e565b6044359060243590614262565b905f5160206147325f395f51905f525d604051908152f35b503461031c578060031936011261031c576020600454604051908152f35b503461031c5761053736612b4b565b61054292919261363e565b8282526006602052604082206001600160a01b03600182015416908054600364ffffffffff8260a01c169201916001600160a01b036001600160781b038454169216156106e3578333036106cb578042116106b95750836105a291612b61565b90831580156106a9575b61069557947f3144dcb2ead99ab76b66897792bbf4dafbfe400d8b7bec7e463ea307ac8dd91360408387986001600160781b038796166001600160781b03198254161790558151908782526020820152a36001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001691823b15610690576044849283604051958694859363282d3fdf60e01b8552600485015260248401525af1801561068557610670575b505f5160206147325f395f51905f525d80f35b8161067a91612bc5565b61031c57805f61065d565b6040513d84823e3d90fd5b505050fd5b633728b83d60e01b85526004849052602485fd5b506001600160781b0382116105ac565b636c062c2160e01b8652600452602485fd5b630d12c24160e21b8652336004526024849052604486fd5b63b08fc1cb60e01b86526004879052602486fd5b503461031c57602036600319011261031c5760406020916001600160a01b0361071e612a7d565b168152600383522054604051908152f35b503461031c57604036600319011261031c57608060ff610758610750612a93565b6004356134d7565b92939091604051941515855216602084015260408301526060820152f35b503461031c57602036600319011261031c5760ff60406020926004358152600984522054166040519015158152f35b503461031c578060031936011261031c5760206040516107d08152f35b503461031c57604036600319011261031c576004356024356001600160401b03811690818103610881576107f5836143cf565b9064ffffffffff825460a01c168311801590610873575b61085f57815464ffffffffff60a01b191660a09190911b64ffffffffff60a01b161790557fa4d49826e5fd9a7363734fdbe37533b9624338ce2037f4ea57b8211927711e0b90602090604051908152a280f35b630bc4794d60e31b85526004839052602485fd5b5064ffffffffff831161080c565b8380fd5b503461031c57608036600319011261031c5760043590602435916044356001600160401b03811691828203610881576064356001600160401b038111610bde576108d3903690600401612aa9565b9390916108de61363e565b808652600660205260408620946108f4866133d2565b906001600160a01b0382511615610bca5760408201946001600160a01b03865116803303610bb457506001600160401b0361096164ffffffffff60208601511663ffffffff7f00000000000000000000000000000000000000000000000000000000000000001690613472565b16804211610ba25750906109a7916109a261097d898d88612c9b565b610985614432565b6042916040519161190160f01b8352600283015260228201522090565b613ed5565b6001600160a01b03808351169116818103610b8d5750506001600160401b0360608201511680841115610b76575060a08101906001600160801b03825116808a1115610b605750608001516001600160801b0316808911610b495750610b36969793610b1f93610b2596937fad4e9cefd91fb88654a92db889c71dd7dea7772e72f9abe0f35db6657b55392a6080610a516001600160801b036001600160a01b039751168a612b6e565b98610af0612710610a8661ffff7f0000000000000000000000000000000000000000000000000000000000000000168d612b7b565b049c8d9960018201907fffffffff0000000000000000ffffffffffffffffffffffffffffffffffffffff8254916001600160401b0360a01b9060a01b16911617905560026001600160801b0384169101906001600160801b0382549181199060801b169116179055565b8686511694610aff898c612b6e565b9060405192835260208301526040820152876060820152a3511692612b6e565b9061418e565b6001600160a01b036005541661418e565b805f5160206147325f395f51905f525d80f35b6399843c6360e01b88526004899052602452604487fd5b62b29cff60e71b895260048a9052602452604488fd5b6318810f8760e01b88526004849052602452604487fd5b6301f93c4d60e11b8952600452602452604487fd5b63c670e13b60e01b8a52600452602489fd5b630d12c24160e21b8a5233600452602452604489fd5b63b08fc1cb60e01b88526004839052602488fd5b8480fd5b612b30565b503461031c57602036600319011261031c57610c11604060c09260043581526006602052206133d2565b6001600160a01b03815116906001600160a01b036040820151169064ffffffffff6020820151166001600160401b03606083015116906001600160801b0360a0816080860151169401511693604051958652602086015260408501526060840152608083015260a0820152f35b503461031c57610b36610c9036612b4b565b90610c9961363e565b6140b0565b503461031c578060031936011261031c57602060405160048152f35b612af1565b503461031c5760c036600319011261031c5750602061033a61097d61329a565b503461031c578060031936011261031c57602060405161ffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b503461031c57602036600319011261031c5760043581818152600760205260056040822060405192610d4f84612ba9565b8154938481526001830154602082019264ffffffffff82168452604083019064ffffffffff8360281c16825265ffffffffffff8360501c16946060850191868352608086019460801c85526001600160801b036002890154169560a0810196875260038901549760c082019889526001600160801b0360048b01549b8c9b8260e086019d168d526101008501809e60801c90520154169b61012083019c8d5281610eac575b5050519a81526006602052604090206003015460781c60ff16905164ffffffffff16915165ffffffffffff16925164ffffffffff1693516001600160801b031694516001600160801b0316955196516001600160801b031697516001600160801b031698516001600160801b0316996040519b8c5260208c0152151560408b015260608a0152608089015260a088015260c087015260e086015261010085015261012084015261014083015261016082015261018090f35b610eb8929e508d613318565b9b5f80610df4565b503461031c578060031936011261031c57602060405160ff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b612ad6565b503461031c5761010036600319011261031c57610f1e612a7d565b604435610f29612a3d565b918360a43560ff81168103610ff757610f4061363e565b6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690813b15610ff35760405163d505accf60e01b81523360048201523060248201526044810186905260848035606483015260ff929092169181019190915260c4803560a483015260e4803591830191909152909291839190829084905af1610fde575b6020856104f2868660243587614262565b610fe9858092612bc5565b610881575f610fcd565b8280fd5b5080fd5b503461031c57602036600319011261031c5760043561101861363e565b80825260066020526040822061102d816133d2565b916001600160a01b038351161561128d576001600160401b0361108264ffffffffff60208601511663ffffffff7f00000000000000000000000000000000000000000000000000000000000000001690613472565b168042111561127b575060e0830151611269576001600160801b03608084015116916001600160801b036110be60a08601948286511690612d26565b169283158080611254575b611240579086939291156111dc575b5060c08501906001600160781b038251169081611105575b84610b36876001600160a01b038a511661418e565b6003016001600160781b0319815416905560408601927fbc919d9868e9fbc3290d51b0439225981772d598c943a786fbc81c8decbc315260206001600160a01b0386511693604051908152a36001600160781b036001600160a01b03807f000000000000000000000000000000000000000000000000000000000000000016935116915116823b156108815760448492836040519586948593637eee288d60e01b8552600485015260248401525af18015610685576111c7575b8080806110f0565b816111d191612bc5565b610ff357825f6111bf565b6001600160801b039051166001600160801b036002830191166001600160801b03198254161790556001600160a01b03855116827f097acf7eda32cd212b042beb065acb955dabc90b6310d92a6ba31f6d75104a316020604051888152a35f6110d8565b63232cacc560e21b87526004849052602487fd5b506001600160781b0360c087015116156110c9565b635947dacd60e11b8452600452602483fd5b63398589a560e21b8552600452602484fd5b63b08fc1cb60e01b8452600452602483fd5b503461031c578060031936011261031c5760206040517f38f2628ce1dc10d2aedfa079c871d288207367f7bf2b7b0307bc11fc2a1bf2c08152f35b503461031c578060031936011261031c5760206040517fc5597314da06ac62ed43c12898423ea0737ca716d189128134a84253c5a9c8b48152f35b503461031c578060031936011261031c576020604051818152f35b503461031c578060031936011261031c576001600160a01b036020915416604051908152f35b503461031c578060031936011261031c57602060405163ffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b503461031c57602036600319011261031c576001600160a01b036113b9612a7d565b6113c161363e565b16801580156114f8575b6114e657338252600360205260408220549081156114d35733835260036020528260408120556113fd82600454612b6e565b600455806040518381527fa6cd4410234ac9de9d1307f26fd9ec5124f511a9135d59c0904879dd8ae28e1060203392a37f0000000000000000000000000000000000000000000000000000000000000000916040519163a9059cbb60e01b855260045260245260208360448180865af19060018451148216156114b2575b604052156114975750805f5160206147325f395f51905f525d80f35b635274afe760e01b82526001600160a01b0316600452602490fd5b9060018115166114ca57823b15153d1516169061147b565b503d83823e3d90fd5b633a8d87ed60e11b835233600452602483fd5b630bc2c5df60e11b8252600452602490fd5b503081146113cb565b503461031c578060031936011261031c576115a19061153f7f0000000000000000000000000000000000000000000000000000000000000000614671565b906115697f0000000000000000000000000000000000000000000000000000000000000000614671565b9060206115af6040519361157d8386612bc5565b8385525f368137604051968796600f60f81b885260e08589015260e0880190612b0c565b908682036040880152612b0c565b904660608601523060808601528260a086015284820360c08601528080855193848152019401925b8281106115e657505050500390f35b8351855286955093810193928101926001016115d7565b503461031c57602036600319011261031c5760043561161a61363e565b61162381613673565b600181939293019064ffffffffff825460281c168042111561190b57506003840160ff60781b198154169055549161166865ffffffffffff835460501c168483613318565b928593868094819483835260086020526040832093835b85548110156118725761169b6116958288612c82565b50613492565b8590602081019160ff83511660ff8114801561185f575b156117de5750506001600160801b03606082015116915b8261178c575b506001600160801b03606082015116806116ef575b50505060010161167f565b6001600160a01b03807f00000000000000000000000000000000000000000000000000000000000000001692511691803b1561178857889283608492604051968795869463476aeec960e01b86526004860152602485015260448401523060648401525af190811561177d578691611768575b806116e4565b8161177291612bc5565b610bde57845f611762565b6040513d88823e3d90fd5b8880fd5b9b8261179791612b61565b9b897f0a33d6b22f4d9043ff3864bbb9617798004d7d749620deca875aa5620c9a494d604060ff6001600160a01b038651169451168151908152866020820152a35f6116cf565b8061182b5750506127106118246001600160801b0360608401511661ffff7f00000000000000000000000000000000000000000000000000000000000000001690612b7b565b04916116c9565b909290600219016116c957999a611853611859916001600160801b0360408501511690612b61565b9b612cf6565b996116c9565b508880156116b2575060038114156116b2565b5091610b1f846118f696986003986118f1957fdff6256331d356b8dc95e03bb62ac84a2ea1341213fce872dd7f04081b119db8849f610b369f996001600160a01b0360c0925416985460801c9580155f146118fc57875b6040519283528f6020840152886040840152886060840152608083015260a0820152a3612b6e565b612b61565b91614548565b611906888d612b61565b6118c9565b63146637db60e11b8652600452602485fd5b503461031c578060031936011261031c5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b503461031c578060031936011261031c5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b503461031c578060031936011261031c57602060405160068152f35b503461031c578060031936011261031c5760206040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b503461031c578060031936011261031c57602060405161ffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b503461031c578060031936011261031c57602060405160058152f35b503461031c578060031936011261031c5760206040517f1ee1f3ee8fe08cc43c4b9f7cc35ca48200da8950d4bce2623c19f257792b1cd08152f35b503461031c578060031936011261031c57602060405160ff8152f35b503461031c578060031936011261031c57611abe614168565b806001600160a01b038154811981168355167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e08280a380f35b503461031c578060031936011261031c57602060405163ffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b503461031c578060031936011261031c5760206001600160a01b0360055416604051908152f35b5034611c365760c0366003190112611c365760243560643560ff81168103611c3657611b8961363e565b6001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016803b15611c365760405163d505accf60e01b8152336004820152306024820152604480820185905235606482015260ff929092166084808401919091523560a4808401919091523560c48301525f90829060e490829084905af1611c1f575b50610b36906004356140b0565b611c2c9192505f90612bc5565b5f90610b36611c12565b5f80fd5b34611c365736600319016101008112611c365760c013611c365760c4356001600160401b038111611c3657611c73903690600401612aa9565b60e4356001600160401b038111611c3657611c92903690600401612aa9565b9092611c9c61363e565b60043591825f52600660205260405f2091611cb6836133d2565b916001600160a01b03835116156121ba576001600160a01b038351168033036121a457506001600160401b03611d1e64ffffffffff60208601511663ffffffff7f00000000000000000000000000000000000000000000000000000000000000001690613472565b16804211612192575060e083015161217f576001600160781b0360c0840151161561216c57602435956001600160a01b03845116808860601c0361215657506001600160401b03821161214257604051601f8301601f19169390611d856020860182612bc5565b838152602081019036858c0111611c3657848b83375f60208683010152519020608435809103612130575090611dc0916109a261097d61329a565b9360408401946001600160a01b0380875116911681810361211b575050604051602081019087825288604082015260408152611dfd606082612bc5565b51902090815f52600960205260ff60405f2054166121085760a43591821580156120f8575b6120e5575f908152600960205260409020805460ff1916600117905560030180546fff00000000000000000000000000000019166f01000000000000000000000000000000179055611e738161333d565b9764ffffffffff42169163ffffffff7f00000000000000000000000000000000000000000000000000000000000000001683019064ffffffffff82116120d1578493898c9360405192611ec584612ba9565b8d845260208401908152604084019164ffffffffff169586835260608501914365ffffffffffff16835260808601916001600160801b0316825260a08601906001600160801b038816825260c08701925f845260e08801955f87526101008901955f87526101208a01985f8a525f52600760205260405f2099518a5560018a01935164ffffffffff168454925160281b69ffffffffff000000000016915160501b6fffffffffffff0000000000000000000016926001600160801b0319161717178255516001600160801b0316611fb091906001600160801b0382549181199060801b169116179055565b516002860180546001600160801b03199081166001600160801b0393841617909155915160038701559251915160801b169116176004830155516001600160801b031690600501906001600160801b03166001600160801b03198254161790554361201c908b8b613318565b96516001600160a01b031697516001600160a01b0316604051988998895260208901526040880152606435606088015260808701528960a0870152436001600160401b031660c087015260e086015261010085016101209052816101208601526101408501378201610140015f9052810103610140017fab4b32acfb1e9b143120fbd63855032dbdeac32f50a90ca235ff16421b88462b91a36120bf9033613f0a565b5f5f5160206147325f395f51905f525d005b634e487b7160e01b5f52601160045260245ffd5b82633728b83d60e01b5f5260045260245ffd5b506001600160801b038311611e22565b876338cb101560e21b5f5260045260245ffd5b637199036360e11b5f5260045260245260445ffd5b630d79219360e11b5f5260045260245ffd5b634e487b7160e01b5f52604160045260245ffd5b8763b5313cb560e01b5f5260045260245260445ffd5b84631bb0b7c160e01b5f5260045260245ffd5b84635947dacd60e11b5f5260045260245ffd5b6331a4362960e11b5f5260045260245ffd5b630348d81960e11b5f523360045260245260445ffd5b8463b08fc1cb60e01b5f5260045260245ffd5b34611c36576060366003190112611c3657602061033a6121eb612a7d565b6121f3612a93565b604435916133a2565b34611c365760c0366003190112611c365760443560ff811690818103611c365750608435906001600160a01b03821691828103611c36575060a435906001600160401b03821692838303611c365760209361033a935060405191858301937f1ee1f3ee8fe08cc43c4b9f7cc35ca48200da8950d4bce2623c19f257792b1cd0855260043560408501526024356060850152608084015260643560a084015260c083015260e082015260e081526122b461010082612bc5565b519020610985613561565b34611c36576020366003190112611c3657602061033a60043561333d565b34611c36575f366003190112611c3657602060405161ffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b34611c36576060366003190112611c3657602061033a604435602435600435613318565b34611c3657602061033a61097d61235536612a53565b91612c9b565b34611c365760c0366003190112611c3657602061033a61329a565b34611c36575f366003190112611c3657602060405161ffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b34611c36576060366003190112611c36576024356001600160401b038111611c365736602382011215611c36578060040135906001600160401b038211611c365736602460c0840283010111611c3657604435906001600160401b038211611c365736602383011215611c36578160040135906001600160401b038211611c36573660248360051b85010111611c36576020936024806124619561245661363e565b019201600435612d66565b5f5f5160206147325f395f51905f525d604051908152f35b34611c36575f366003190112611c3657602060405163ffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b34611c36575f366003190112611c3657602060405161ffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b34611c3657602061033a61235536612a53565b34611c36576020366003190112611c365760043561252661363e565b61252f81613673565b60018101549064ffffffffff8260281c16804211612a2b575060038101928354612a175765ffffffffffff8360501c169461258e61ffff7f00000000000000000000000000000000000000000000000000000000000000001687612b61565b804311156129fa575f1943014381116120d157816125ab91612b6e565b8060081c9060ff19169080820461010014901517156120d1576125cd91612b61565b61271061265f6126328654936040516020810191408252866040820152856060820152606081526125ff608082612bc5565b519020976126286001600160801b0360028a0154166001600160781b0360038a01541690612b61565b9060801c90612b61565b63ffffffff7f00000000000000000000000000000000000000000000000000000000000000001690612b7b565b045f198801938885116120d1576001600160a01b0380600183015416915416906040519563ee6dd63960e01b8752886004880152602487015260ff7f00000000000000000000000000000000000000000000000000000000000000001660448701527f00000000000000000000000000000000000000000000000000000000000000006064870152608486015260a485015260c48401525f8360e481836001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000165af19687156129ef575f925f945f99612909575b508351156128f557908261274d92613318565b90815f52600860205260405f20955f955f965b855188101561288957868b916001600160801b036127a08b82612798826001600160a01b036127908f8390612c5a565b511697612c5a565b511695612c5a565b511692604051926127b084612b8e565b835260208301905f825260408401908152606084019485528c546801000000000000000081101561214257808e60016127eb93018155612c82565b94909461287657518454925160ff60a01b60a09190911b166001600160a01b0390911674ffffffffffffffffffffffffffffffffffffffffff199093169290921791909117835551925160801b6001600160801b0319166001600160801b0393909316929092176001918201559061286e906128678a8a612c5a565b5190612b61565b970196612760565b634e487b7160e01b5f525f60045260245ffd5b917fb3cf682985566e162733767cc5e96030c519ff3b3c6614796e388c0b44b49c8192866004606094848e55016001600160801b03808416166001600160801b03198254161790555160405192835260208301526040820152a35f5f5160206147325f395f51905f525d005b8554631c6aa4c160e01b5f5260045260245ffd5b9450975091503d805f853e61291e8185612bc5565b830191606084840312611c365783516001600160401b038111611c365784019383601f86011215611c3657845161295481612be6565b956129626040519788612bc5565b81875260208088019260051b82010190868211611c3657602001915b8183106129cf5750505060208101516001600160401b038111611c3657846129a7918301612bfd565b9360408201516001600160401b038111611c36576129c59201612bfd565b939293978961273a565b82516001600160a01b0381168103611c365781526020928301920161297e565b6040513d5f823e3d90fd5b600181018091116120d157633c0e95bd60e11b5f5260045260245ffd5b5054635377d44b60e11b5f5260045260245ffd5b6302a47b6f60e31b5f5260045260245ffd5b606435906001600160401b0382168203611c3657565b6060906003190112611c365760043590602435906044356001600160401b0381168103611c365790565b600435906001600160a01b0382168203611c3657565b602435906001600160a01b0382168203611c3657565b9181601f84011215611c36578235916001600160401b038311611c365760208381860195010111611c3657565b34611c36575f366003190112611c3657602060405160038152f35b34611c36575f366003190112611c3657602060405160028152f35b805180835260209291819084018484015e5f828201840152601f01601f1916010190565b34611c36575f366003190112611c3657602060405160018152f35b6040906003190112611c36576004359060243590565b919082018092116120d157565b919082039182116120d157565b818102929181159184041417156120d157565b608081019081106001600160401b0382111761214257604052565b61014081019081106001600160401b0382111761214257604052565b90601f801991011681019081106001600160401b0382111761214257604052565b6001600160401b0381116121425760051b60200190565b9080601f83011215611c36578151612c1481612be6565b92612c226040519485612bc5565b81845260208085019260051b820101928311611c3657602001905b828210612c4a5750505090565b8151815260209182019101612c3d565b8051821015612c6e5760209160051b010190565b634e487b7160e01b5f52603260045260245ffd5b8054821015612c6e575f5260205f209060011b01905f90565b916001600160401b03906040519260208401947fc5597314da06ac62ed43c12898423ea0737ca716d189128134a84253c5a9c8b486526040850152606084015216608082015260808152612cf060a082612bc5565b51902090565b5f1981146120d15760010190565b356001600160a01b0381168103611c365790565b3560ff81168103611c365790565b906001600160801b03809116911603906001600160801b0382116120d157565b906001600160801b03809116911601906001600160801b0382116120d157565b9193925f9084861480159061327e575b61326757612d8384613673565b93909260018501549264ffffffffff8460281c16421161324a5760038601541561323657855493612dc065ffffffffffff8260501c16868a613318565b91825f52600860205260405f20995f5b8c8110156132265781811015612c6e578060051b830135601e1984360301811215611c365783018035906001600160401b038211611c3657602001908036038213611c3657612e3b918a888e9364ffffffffff6001818c60281c1696015416938d60c08902016136b1565b958c54968760ff821615613121575b5060ff168989826130d157505050612e64612e6b91612cf6565b968d612c82565b50906001600160801b036001830154169160ff815460a01c16928c84613010575090919250612ec0604060c085028b010192612ea684612d18565b815460ff60a01b191660a09190911b60ff60a01b16179055565b8b600160ff612ece85612d18565b1603612fd957612ee96004612f09920192835460801c612d46565b82546001600160801b0316608082901b6001600160801b03191617909255565b7001fffffffffffffffffffffffffffffffe6001600160801b038216918a8c7fea56e2579f939c1c69ac1140bc7d52d37cf9b3c3b9233a1741a3514fef9890cc60406001600160a01b03612f64608060c08c02870101612d04565b6060612f6f8b612d18565b9660ff85519816885260c08d0201013560208701521693a360011b1690808204600214901517156120d1576001600160801b0360048d01541610612fb857506001905b01612dd0565b965050505050509650612fd69550612fd09150612d18565b92613893565b90565b6005612ff19101916001600160801b03835416612d46565b81546001600160801b0319166001600160801b03821617909155612f09565b60019485036130a357600401805461304e9261302e9160801c612d26565b81546001600160801b031660809190911b6001600160801b031916179055565b805460ff60a01b191660ff60a01b1790556001600160a01b0361307860c083028a01608001612d04565b16897fc350df74b25a5c022a4498bce867fc3527400267a7766ed27b3726a5c9bf4cad5f80a3612fb2565b6130bc60056001600160801b0392019282845416612d26565b166001600160801b031982541617905561304e565b8493995060206001600160a01b0361311360807fb7d5007d8374f895ca615107baef7bb468dedda589c97211abb6111a306cf8c09460c060019a020101612d04565b1693604051908152a3612fb2565b9e949196939095929d9c9b9a999897508e8d8f5f80935b811092836131f0575b5050501561316857908f95949392918f8f9161315c90612cf6565b80939495969798613138565b9798999a9b9c9d929590939691949e88145f1461318b575060ff60055b90612e4a565b8d888a60ff6131b26040826131a08688612c82565b505460a01c169360c08a020101612d18565b16149182156131d3575b50506131cb575b60ff90613185565b5060066131c3565b60ff925082916131e291612c82565b505460a01c1614888f6131bc565b6001600160a01b0392935060c08361320d61321a94608094612c82565b50541694028d0101612d04565b1614158f8f8390613141565b5050505050979650505050505050565b8554637c9ee68d60e11b5f5260045260245ffd5b64ffffffffff846302a47b6f60e31b5f5260281c1660045260245ffd5b84866317ece14560e31b5f5260045260245260445ffd5b508515612d76565b356001600160401b0381168103611c365790565b6044356001600160401b03811690818103611c36575060405160208101917f38f2628ce1dc10d2aedfa079c871d288207367f7bf2b7b0307bc11fc2a1bf2c0835260043560408301526024356060830152608082015260643560a082015260843560c082015260a43560e082015260e08152612cf061010082612bc5565b9160405191602083019384526040830152606082015260608152612cf0608082612bc5565b61336f6127109161ffff7f00000000000000000000000000000000000000000000000000000000000000001690612b7b565b047f00000000000000000000000000000000000000000000000000000000000000008082111561339d575090565b905090565b916001600160a01b0360405192816020850195168552166040830152606082015260608152612cf0608082612bc5565b9060405161010081018181106001600160401b038211176121425760405260e060ff6003839564ffffffffff81546001600160a01b038116875260a01c1660208601526001600160401b0360018201546001600160a01b038116604088015260a01c16606086015260028101546001600160801b038116608087015260801c60a086015201546001600160781b03811660c085015260781c161515910152565b906001600160401b03809116911601906001600160401b0382116120d157565b9060405161349f81612b8e565b60606001829460ff81546001600160a01b038116865260a01c16602085015201546001600160801b038116604084015260801c910152565b91905f925f925f925f925f52600860205260405f205f906001600160a01b0381549316915b8381106135095750505050565b6135166116958284612c82565b836001600160a01b038251161461353057506001016134fc565b9750505050509350505060ff602082015116916001600160801b036060816040850151169301511690600193929190565b467f0000000000000000000000000000000000000000000000000000000000000000036135ac577f000000000000000000000000000000000000000000000000000000000000000090565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527f5713b7999760bffd026daf45aebd75261222de8f4562351a9f2730109196ff3260408201527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc660608201524660808201523060a082015260a08152612cf060c082612bc5565b5f5160206147325f395f51905f525c6136645760015f5160206147325f395f51905f525d565b633ee5aeb560e01b5f5260045ffd5b90815f52600660205260405f209160ff600384015460781c161561369f575f52600760205260405f2090565b6316e40ac760e31b5f5260045260245ffd5b959493919091863593841490811591613884575b506138795760408601600160ff6136db83612d18565b16141580613863575b613857576136f190612d18565b92608087019361370085612d04565b9760a081019861370f8a613286565b916040519360208501957f1ee1f3ee8fe08cc43c4b9f7cc35ca48200da8950d4bce2623c19f257792b1cd0875260408601526020820135606086015260ff1660808501526060013560a08401526001600160a01b031660c08301526001600160401b031660e082015260e0815261378861010082612bc5565b519020613793613561565b906137b5916042916040519161190160f01b8352600283015260228201522090565b916137bf92613ed5565b6001600160a01b03168015918215613839575b5050613831576001600160401b0364ffffffffff6137ef85613286565b921691161091821561380b575b5050613806575f90565b600490565b6001600160401b0391925061382564ffffffffff91613286565b92169116115f806137fc565b505050600390565b6001600160a01b0391925061384d90612d04565b1614155f806137d2565b50505050505050600290565b50600260ff61387183612d18565b1614156136e4565b505050505050600190565b9050602087013514155f6136c5565b9392909193600383019260ff60781b19845416845585549160018701956138c765ffffffffffff885460501c168584613318565b965f985f975f958a5f52600860205260405f20955f5b8754811015613aef576138f3611695828a612c82565b905f9160208101928d60ff8551169060ff82148015613abd575b15613a28575050506001600160801b03606082015116925b836139d6575b506001600160801b036060820151168061394c575b505060019150016138dd565b6001600160a01b03807f00000000000000000000000000000000000000000000000000000000000000001692511691803b15611c36575f9283608492604051978895869463476aeec960e01b86526004860152602485015260448401523060648401525af19182156129ef576001926139c6575b80613940565b5f6139d091612bc5565b5f6139c0565b9f836139e191612b61565b9f8c7f0a33d6b22f4d9043ff3864bbb9617798004d7d749620deca875aa5620c9a494d604060ff6001600160a01b038651169451168151908152876020820152a35f61392b565b60ff16906003821480613ab5575b15613a8457505050612710613a7d6001600160801b0360608401511661ffff7f00000000000000000000000000000000000000000000000000000000000000001690612b7b565b0492613925565b94919403613925579a9d613aa9613aaf916001600160801b0360408501511690612b61565b9e612cf6565b9a613925565b508015613a36565b5060ff811660038114159081613ae5575b81613ada575b5061390d565b90508214155f613ad4565b8315159150613ace565b5090939a9b95989791949b9692966001600160a01b03600181875416960154169b5460801c9560ff8a169860018a14613bfa57505093613ba79b879694610b1f948a99947fdff6256331d356b8dc95e03bb62ac84a2ea1341213fce872dd7f04081b119db860c06118f19a60036118f69f1495865f14613bc0575f9e8f9a5b8b83613bb15750505f905b60405193845260208401525f60408401525f6060840152608083015260a0820152a315613ba9575092612b6e565b565b905092612b6e565b613bba91612b61565b90613b79565b612710613bf17f000000000000000000000000000000000000000000000000000000000000000061ffff168e612b7b565b049e8f9a613b6e565b90889994929d9897939181546001600160781b0316916001600160781b031981541690557f000000000000000000000000000000000000000000000000000000000000000061ffff16613c4d9083612b7b565b61271090049e8f97613c5f8985612b6e565b92600201546001600160801b03168093105f14977fdff6256331d356b8dc95e03bb62ac84a2ea1341213fce872dd7f04081b119db89460c094613cf19a613ecb5750613cc9613cae8c83612b6e565b9b5b613cc38d613cbe8386612b6e565b612b6e565b9e612b61565b9160405194855260208501526040840152896060840152608083015260a0820152a38361418e565b80613e3e575b505080613dab575b5085613d14575b50613ba7946118f691612b61565b946001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016803b15611c3657604051630bfac59960e41b81526001600160a01b03979097166004880152602487018290523060448801525f908790606490829084905af19182156129ef57613ba7966118f693613d9b575b50915094613d06565b5f613da591612bc5565b5f613d92565b6001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016906001600160a01b0360055416823b15611c3657604051630bfac59960e41b81526001600160a01b038581166004830152602482019390935291166044820152905f908290606490829084905af180156129ef5715613cff575f613e3891612bc5565b5f613cff565b6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001691823b15611c3657604051630bfac59960e41b81526001600160a01b038681166004830152602482019390935291166044820152905f908290606490829084905af180156129ef57613ebb575b80613cf7565b5f613ec591612bc5565b5f613eb5565b613cc9909b613cb0565b90613ee0929161463d565b506004811015613ef657613ef15790565b505f90565b634e487b7160e01b5f52602160045260245ffd5b6040516370a0823160e01b81523060048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03811690602083602481855afa9283156129ef575f9361407c575b506001600160a01b03604051946323b872dd60e01b5f5216600452306024528460445260205f60648180855af19060015f511482161561405d575b50836040525f6060521561404b57826024816020936370a0823160e01b82523060048301525afa9182156129ef575f92614017575b50613fdb8382612b61565b8203613fe657505050565b8082111561400e57613ff791612b6e565b905b631778adbd60e31b5f5260045260245260445ffd5b50505f90613ff9565b9091506020813d602011614043575b8161403360209383612bc5565b81010312611c365751905f613fd0565b3d9150614026565b635274afe760e01b5f5260045260245ffd5b6001821516614073573b15153d1516165f613f9b565b843d5f823e3d90fd5b9092506020813d6020116140a8575b8161409860209383612bc5565b81010312611c365751915f613f60565b3d915061408b565b91906140bb836143cf565b81158015614158575b61414557600201926140e0826001600160801b03865416612b61565b936001600160801b0385116120e5576040857f9cccb87b8f66309aa4e78924a7f8bbe8cb5ddd377aa929dd7a622132781856aa926001600160801b0380613ba7989916166001600160801b03198254161790558151908582526020820152a233613f0a565b50633728b83d60e01b5f5260045260245ffd5b506001600160801b0382116140c4565b6001600160a01b035f5416330361417b57565b63118cdaa760e01b5f523360045260245ffd5b90801561425e577f0000000000000000000000000000000000000000000000000000000000000000916001600160a01b036040519163a9059cbb60e01b5f521692836004528260245260205f60448180855af19060015f5114821615614251575b5090604052156141fd575050565b60207f8af6e30690e4b192e05dc42baa9776cefda6c432838616c7f4f036bbab44917e91835f526003825260405f20614237828254612b61565b905561424581600454612b61565b600455604051908152a2565b3b15153d1516165f6141ef565b5050565b93929190936001600160a01b0381169081156143c057821580156143b0575b6120e5576001600160401b038416954287118015906143a2575b61438f576142a991336133a2565b94855f52600660205260405f20936001600160a01b0385541661437c57845464ffffffffff60a01b1933167fffffffffffffff000000000000000000000000000000000000000000000000009091161760a09190911b64ffffffffff60a01b16178455613ba79360029060018101846001600160a01b0319825416179055016001600160801b03808516166001600160801b0319825416179055604051908382526020820152857f9872b10740b75c20e0eb3eebab184398d737141b8ba28f48c11db6632c60856260403393a433613f0a565b8663054a060360e51b5f5260045260245ffd5b86630bc4794d60e31b5f5260045260245ffd5b5064ffffffffff871161429b565b506001600160801b038311614281565b63d92e233d60e01b5f5260045ffd5b90815f52600660205260405f2091825464ffffffffff6001600160a01b0382169160a01c1691811561442057508033036121a4575080421161440e5750565b636c062c2160e01b5f5260045260245ffd5b63b08fc1cb60e01b5f5260045260245ffd5b6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001630148061451f575b1561448d577f000000000000000000000000000000000000000000000000000000000000000090565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527f000000000000000000000000000000000000000000000000000000000000000060408201527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a082015260a08152612cf060c082612bc5565b507f00000000000000000000000000000000000000000000000000000000000000004614614464565b905f938015928315614584575b505050506145638282612b6e565b61456b575050565b610b1f613ba7926001600160a01b036005541692612b6e565b60ff5f9796949795929316945b815481101561462c576145a76116958284612c82565b8660ff60208301511603614623576145cc6001600160801b0360408301511685612b7b565b8961460f57859004806145e6575b50506001905b01614591565b806001600160a01b0361460061460893600196959a612b61565b98511661418e565b905f6145da565b634e487b7160e01b5f52601260045260245ffd5b506001906145e0565b50509250509192505f808080614555565b9060418303614667576146609250602081013591604082359201355f1a906146af565b9192909190565b50505f9160029190565b60ff811690601f82116146a0576040519161468d604084612bc5565b6020808452838101919036833783525290565b632cd44ac360e21b5f5260045ffd5b91907f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08411614726579160209360809260ff5f9560405194855216868401526040830152606082015282805260015afa156129ef575f516001600160a01b0381161561471c57905f905f90565b505f906001905f90565b5050505f916003919056fe9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f008b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f",
}

// PaymentChannel is an auto generated Go binding around an Ethereum contract.
type PaymentChannel struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *PaymentChannel) GetABI() abi.ABI {
	return c.abi
}

// NewPaymentChannel creates a new instance of PaymentChannel.
func NewPaymentChannel() *PaymentChannel {
	parsed, err := PaymentChannelMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &PaymentChannel{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *PaymentChannel) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address token_, address registry_, address treasury_, uint16 feeBps_, uint32 grace_, address owner_, (uint256,uint16,uint32,uint8,uint256,uint16,uint16,uint32,uint16) dc) returns()
func (paymentChannel *PaymentChannel) PackConstructor(token_ common.Address, registry_ common.Address, treasury_ common.Address, feeBps_ uint16, grace_ uint32, owner_ common.Address, dc PaymentChannelDisputeConfig) []byte {
	enc, err := paymentChannel.abi.Pack("", token_, registry_, treasury_, feeBps_, grace_, owner_, dc)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackEQUIVOCATED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x756d1a95.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function EQUIVOCATED() view returns(uint8)
func (paymentChannel *PaymentChannel) PackEQUIVOCATED() []byte {
	enc, err := paymentChannel.abi.Pack("EQUIVOCATED")
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
func (paymentChannel *PaymentChannel) TryPackEQUIVOCATED() ([]byte, error) {
	return paymentChannel.abi.Pack("EQUIVOCATED")
}

// UnpackEQUIVOCATED is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x756d1a95.
//
// Solidity: function EQUIVOCATED() view returns(uint8)
func (paymentChannel *PaymentChannel) UnpackEQUIVOCATED(data []byte) (uint8, error) {
	out, err := paymentChannel.abi.Unpack("EQUIVOCATED", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackMAXCOMMITTEE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8dd5c0d6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_COMMITTEE() view returns(uint8)
func (paymentChannel *PaymentChannel) PackMAXCOMMITTEE() []byte {
	enc, err := paymentChannel.abi.Pack("MAX_COMMITTEE")
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
func (paymentChannel *PaymentChannel) TryPackMAXCOMMITTEE() ([]byte, error) {
	return paymentChannel.abi.Pack("MAX_COMMITTEE")
}

// UnpackMAXCOMMITTEE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8dd5c0d6.
//
// Solidity: function MAX_COMMITTEE() view returns(uint8)
func (paymentChannel *PaymentChannel) UnpackMAXCOMMITTEE(data []byte) (uint8, error) {
	out, err := paymentChannel.abi.Unpack("MAX_COMMITTEE", data)
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
func (paymentChannel *PaymentChannel) PackMAXFEEBPS() []byte {
	enc, err := paymentChannel.abi.Pack("MAX_FEE_BPS")
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
func (paymentChannel *PaymentChannel) TryPackMAXFEEBPS() ([]byte, error) {
	return paymentChannel.abi.Pack("MAX_FEE_BPS")
}

// UnpackMAXFEEBPS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd55be8c6.
//
// Solidity: function MAX_FEE_BPS() view returns(uint16)
func (paymentChannel *PaymentChannel) UnpackMAXFEEBPS(data []byte) (uint16, error) {
	out, err := paymentChannel.abi.Unpack("MAX_FEE_BPS", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackPROVIDERFAULT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8bcc0b2e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function PROVIDER_FAULT() view returns(uint8)
func (paymentChannel *PaymentChannel) PackPROVIDERFAULT() []byte {
	enc, err := paymentChannel.abi.Pack("PROVIDER_FAULT")
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
func (paymentChannel *PaymentChannel) TryPackPROVIDERFAULT() ([]byte, error) {
	return paymentChannel.abi.Pack("PROVIDER_FAULT")
}

// UnpackPROVIDERFAULT is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8bcc0b2e.
//
// Solidity: function PROVIDER_FAULT() view returns(uint8)
func (paymentChannel *PaymentChannel) UnpackPROVIDERFAULT(data []byte) (uint8, error) {
	out, err := paymentChannel.abi.Unpack("PROVIDER_FAULT", data)
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
func (paymentChannel *PaymentChannel) PackPROVIDERRIGHT() []byte {
	enc, err := paymentChannel.abi.Pack("PROVIDER_RIGHT")
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
func (paymentChannel *PaymentChannel) TryPackPROVIDERRIGHT() ([]byte, error) {
	return paymentChannel.abi.Pack("PROVIDER_RIGHT")
}

// UnpackPROVIDERRIGHT is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa386ce5f.
//
// Solidity: function PROVIDER_RIGHT() view returns(uint8)
func (paymentChannel *PaymentChannel) UnpackPROVIDERRIGHT(data []byte) (uint8, error) {
	out, err := paymentChannel.abi.Unpack("PROVIDER_RIGHT", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackRECEIPTTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95850f59.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function RECEIPT_TYPEHASH() view returns(bytes32)
func (paymentChannel *PaymentChannel) PackRECEIPTTYPEHASH() []byte {
	enc, err := paymentChannel.abi.Pack("RECEIPT_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRECEIPTTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95850f59.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function RECEIPT_TYPEHASH() view returns(bytes32)
func (paymentChannel *PaymentChannel) TryPackRECEIPTTYPEHASH() ([]byte, error) {
	return paymentChannel.abi.Pack("RECEIPT_TYPEHASH")
}

// UnpackRECEIPTTYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95850f59.
//
// Solidity: function RECEIPT_TYPEHASH() view returns(bytes32)
func (paymentChannel *PaymentChannel) UnpackRECEIPTTYPEHASH(data []byte) ([32]byte, error) {
	out, err := paymentChannel.abi.Unpack("RECEIPT_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackSKIPDUPLICATE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7c28743d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function SKIP_DUPLICATE() view returns(uint8)
func (paymentChannel *PaymentChannel) PackSKIPDUPLICATE() []byte {
	enc, err := paymentChannel.abi.Pack("SKIP_DUPLICATE")
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
func (paymentChannel *PaymentChannel) TryPackSKIPDUPLICATE() ([]byte, error) {
	return paymentChannel.abi.Pack("SKIP_DUPLICATE")
}

// UnpackSKIPDUPLICATE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7c28743d.
//
// Solidity: function SKIP_DUPLICATE() view returns(uint8)
func (paymentChannel *PaymentChannel) UnpackSKIPDUPLICATE(data []byte) (uint8, error) {
	out, err := paymentChannel.abi.Unpack("SKIP_DUPLICATE", data)
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
func (paymentChannel *PaymentChannel) PackSKIPFORGED() []byte {
	enc, err := paymentChannel.abi.Pack("SKIP_FORGED")
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
func (paymentChannel *PaymentChannel) TryPackSKIPFORGED() ([]byte, error) {
	return paymentChannel.abi.Pack("SKIP_FORGED")
}

// UnpackSKIPFORGED is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x67849750.
//
// Solidity: function SKIP_FORGED() view returns(uint8)
func (paymentChannel *PaymentChannel) UnpackSKIPFORGED(data []byte) (uint8, error) {
	out, err := paymentChannel.abi.Unpack("SKIP_FORGED", data)
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
func (paymentChannel *PaymentChannel) PackSKIPINVALIDOUTCOME() []byte {
	enc, err := paymentChannel.abi.Pack("SKIP_INVALID_OUTCOME")
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
func (paymentChannel *PaymentChannel) TryPackSKIPINVALIDOUTCOME() ([]byte, error) {
	return paymentChannel.abi.Pack("SKIP_INVALID_OUTCOME")
}

// UnpackSKIPINVALIDOUTCOME is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7ddc3b07.
//
// Solidity: function SKIP_INVALID_OUTCOME() view returns(uint8)
func (paymentChannel *PaymentChannel) UnpackSKIPINVALIDOUTCOME(data []byte) (uint8, error) {
	out, err := paymentChannel.abi.Unpack("SKIP_INVALID_OUTCOME", data)
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
func (paymentChannel *PaymentChannel) PackSKIPLATE() []byte {
	enc, err := paymentChannel.abi.Pack("SKIP_LATE")
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
func (paymentChannel *PaymentChannel) TryPackSKIPLATE() ([]byte, error) {
	return paymentChannel.abi.Pack("SKIP_LATE")
}

// UnpackSKIPLATE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xaad0adb9.
//
// Solidity: function SKIP_LATE() view returns(uint8)
func (paymentChannel *PaymentChannel) UnpackSKIPLATE(data []byte) (uint8, error) {
	out, err := paymentChannel.abi.Unpack("SKIP_LATE", data)
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
func (paymentChannel *PaymentChannel) PackSKIPNOTDRAWN() []byte {
	enc, err := paymentChannel.abi.Pack("SKIP_NOT_DRAWN")
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
func (paymentChannel *PaymentChannel) TryPackSKIPNOTDRAWN() ([]byte, error) {
	return paymentChannel.abi.Pack("SKIP_NOT_DRAWN")
}

// UnpackSKIPNOTDRAWN is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x75fab245.
//
// Solidity: function SKIP_NOT_DRAWN() view returns(uint8)
func (paymentChannel *PaymentChannel) UnpackSKIPNOTDRAWN(data []byte) (uint8, error) {
	out, err := paymentChannel.abi.Unpack("SKIP_NOT_DRAWN", data)
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
func (paymentChannel *PaymentChannel) PackSKIPWRONGDISPUTE() []byte {
	enc, err := paymentChannel.abi.Pack("SKIP_WRONG_DISPUTE")
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
func (paymentChannel *PaymentChannel) TryPackSKIPWRONGDISPUTE() ([]byte, error) {
	return paymentChannel.abi.Pack("SKIP_WRONG_DISPUTE")
}

// UnpackSKIPWRONGDISPUTE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc745ac15.
//
// Solidity: function SKIP_WRONG_DISPUTE() view returns(uint8)
func (paymentChannel *PaymentChannel) UnpackSKIPWRONGDISPUTE(data []byte) (uint8, error) {
	out, err := paymentChannel.abi.Unpack("SKIP_WRONG_DISPUTE", data)
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
func (paymentChannel *PaymentChannel) PackVERDICTTYPEHASH() []byte {
	enc, err := paymentChannel.abi.Pack("VERDICT_TYPEHASH")
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
func (paymentChannel *PaymentChannel) TryPackVERDICTTYPEHASH() ([]byte, error) {
	return paymentChannel.abi.Pack("VERDICT_TYPEHASH")
}

// UnpackVERDICTTYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x75cb5f3d.
//
// Solidity: function VERDICT_TYPEHASH() view returns(bytes32)
func (paymentChannel *PaymentChannel) UnpackVERDICTTYPEHASH(data []byte) ([32]byte, error) {
	out, err := paymentChannel.abi.Unpack("VERDICT_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackVOID is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9b937881.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function VOID() view returns(uint8)
func (paymentChannel *PaymentChannel) PackVOID() []byte {
	enc, err := paymentChannel.abi.Pack("VOID")
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
func (paymentChannel *PaymentChannel) TryPackVOID() ([]byte, error) {
	return paymentChannel.abi.Pack("VOID")
}

// UnpackVOID is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9b937881.
//
// Solidity: function VOID() view returns(uint8)
func (paymentChannel *PaymentChannel) UnpackVOID(data []byte) (uint8, error) {
	out, err := paymentChannel.abi.Unpack("VOID", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackVOUCHERTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x94739e87.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function VOUCHER_TYPEHASH() view returns(bytes32)
func (paymentChannel *PaymentChannel) PackVOUCHERTYPEHASH() []byte {
	enc, err := paymentChannel.abi.Pack("VOUCHER_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVOUCHERTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x94739e87.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function VOUCHER_TYPEHASH() view returns(bytes32)
func (paymentChannel *PaymentChannel) TryPackVOUCHERTYPEHASH() ([]byte, error) {
	return paymentChannel.abi.Pack("VOUCHER_TYPEHASH")
}

// UnpackVOUCHERTYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x94739e87.
//
// Solidity: function VOUCHER_TYPEHASH() view returns(bytes32)
func (paymentChannel *PaymentChannel) UnpackVOUCHERTYPEHASH(data []byte) ([32]byte, error) {
	out, err := paymentChannel.abi.Unpack("VOUCHER_TYPEHASH", data)
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
func (paymentChannel *PaymentChannel) PackBondBps() []byte {
	enc, err := paymentChannel.abi.Pack("bondBps")
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
func (paymentChannel *PaymentChannel) TryPackBondBps() ([]byte, error) {
	return paymentChannel.abi.Pack("bondBps")
}

// UnpackBondBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x761d4a39.
//
// Solidity: function bondBps() view returns(uint16)
func (paymentChannel *PaymentChannel) UnpackBondBps(data []byte) (uint16, error) {
	out, err := paymentChannel.abi.Unpack("bondBps", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackBurstDisputeOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa097bb7e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function burstDisputeOf(bytes32 id) view returns(bytes32 did, bytes32 jobId, bool pending, uint64 openedAt, uint64 openBlock, uint64 deadline, uint256 bond, uint256 price, bytes32 seed, uint256 committeeWeight, uint256 faultWeight, uint256 rightWeight)
func (paymentChannel *PaymentChannel) PackBurstDisputeOf(id [32]byte) []byte {
	enc, err := paymentChannel.abi.Pack("burstDisputeOf", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBurstDisputeOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa097bb7e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function burstDisputeOf(bytes32 id) view returns(bytes32 did, bytes32 jobId, bool pending, uint64 openedAt, uint64 openBlock, uint64 deadline, uint256 bond, uint256 price, bytes32 seed, uint256 committeeWeight, uint256 faultWeight, uint256 rightWeight)
func (paymentChannel *PaymentChannel) TryPackBurstDisputeOf(id [32]byte) ([]byte, error) {
	return paymentChannel.abi.Pack("burstDisputeOf", id)
}

// BurstDisputeOfOutput serves as a container for the return parameters of contract
// method BurstDisputeOf.
type BurstDisputeOfOutput struct {
	Did             [32]byte
	JobId           [32]byte
	Pending         bool
	OpenedAt        uint64
	OpenBlock       uint64
	Deadline        uint64
	Bond            *big.Int
	Price           *big.Int
	Seed            [32]byte
	CommitteeWeight *big.Int
	FaultWeight     *big.Int
	RightWeight     *big.Int
}

// UnpackBurstDisputeOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa097bb7e.
//
// Solidity: function burstDisputeOf(bytes32 id) view returns(bytes32 did, bytes32 jobId, bool pending, uint64 openedAt, uint64 openBlock, uint64 deadline, uint256 bond, uint256 price, bytes32 seed, uint256 committeeWeight, uint256 faultWeight, uint256 rightWeight)
func (paymentChannel *PaymentChannel) UnpackBurstDisputeOf(data []byte) (BurstDisputeOfOutput, error) {
	out, err := paymentChannel.abi.Unpack("burstDisputeOf", data)
	outstruct := new(BurstDisputeOfOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Did = *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	outstruct.JobId = *abi.ConvertType(out[1], new([32]byte)).(*[32]byte)
	outstruct.Pending = *abi.ConvertType(out[2], new(bool)).(*bool)
	outstruct.OpenedAt = *abi.ConvertType(out[3], new(uint64)).(*uint64)
	outstruct.OpenBlock = *abi.ConvertType(out[4], new(uint64)).(*uint64)
	outstruct.Deadline = *abi.ConvertType(out[5], new(uint64)).(*uint64)
	outstruct.Bond = abi.ConvertType(out[6], new(big.Int)).(*big.Int)
	outstruct.Price = abi.ConvertType(out[7], new(big.Int)).(*big.Int)
	outstruct.Seed = *abi.ConvertType(out[8], new([32]byte)).(*[32]byte)
	outstruct.CommitteeWeight = abi.ConvertType(out[9], new(big.Int)).(*big.Int)
	outstruct.FaultWeight = abi.ConvertType(out[10], new(big.Int)).(*big.Int)
	outstruct.RightWeight = abi.ConvertType(out[11], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackBurstSeatOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd1f6845.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function burstSeatOf(bytes32 did, address verifier) view returns(bool drawn, uint8 vote, uint256 weight, uint256 deposit)
func (paymentChannel *PaymentChannel) PackBurstSeatOf(did [32]byte, verifier common.Address) []byte {
	enc, err := paymentChannel.abi.Pack("burstSeatOf", did, verifier)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBurstSeatOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd1f6845.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function burstSeatOf(bytes32 did, address verifier) view returns(bool drawn, uint8 vote, uint256 weight, uint256 deposit)
func (paymentChannel *PaymentChannel) TryPackBurstSeatOf(did [32]byte, verifier common.Address) ([]byte, error) {
	return paymentChannel.abi.Pack("burstSeatOf", did, verifier)
}

// BurstSeatOfOutput serves as a container for the return parameters of contract
// method BurstSeatOf.
type BurstSeatOfOutput struct {
	Drawn   bool
	Vote    uint8
	Weight  *big.Int
	Deposit *big.Int
}

// UnpackBurstSeatOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdd1f6845.
//
// Solidity: function burstSeatOf(bytes32 did, address verifier) view returns(bool drawn, uint8 vote, uint256 weight, uint256 deposit)
func (paymentChannel *PaymentChannel) UnpackBurstSeatOf(data []byte) (BurstSeatOfOutput, error) {
	out, err := paymentChannel.abi.Unpack("burstSeatOf", data)
	outstruct := new(BurstSeatOfOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Drawn = *abi.ConvertType(out[0], new(bool)).(*bool)
	outstruct.Vote = *abi.ConvertType(out[1], new(uint8)).(*uint8)
	outstruct.Weight = abi.ConvertType(out[2], new(big.Int)).(*big.Int)
	outstruct.Deposit = abi.ConvertType(out[3], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackChannel is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb7d9c80e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function channel(bytes32 id) view returns(address requester, address provider, uint64 expiry, uint64 sequence, uint256 deposit, uint256 redeemed)
func (paymentChannel *PaymentChannel) PackChannel(id [32]byte) []byte {
	enc, err := paymentChannel.abi.Pack("channel", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChannel is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb7d9c80e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function channel(bytes32 id) view returns(address requester, address provider, uint64 expiry, uint64 sequence, uint256 deposit, uint256 redeemed)
func (paymentChannel *PaymentChannel) TryPackChannel(id [32]byte) ([]byte, error) {
	return paymentChannel.abi.Pack("channel", id)
}

// ChannelOutput serves as a container for the return parameters of contract
// method Channel.
type ChannelOutput struct {
	Requester common.Address
	Provider  common.Address
	Expiry    uint64
	Sequence  uint64
	Deposit   *big.Int
	Redeemed  *big.Int
}

// UnpackChannel is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb7d9c80e.
//
// Solidity: function channel(bytes32 id) view returns(address requester, address provider, uint64 expiry, uint64 sequence, uint256 deposit, uint256 redeemed)
func (paymentChannel *PaymentChannel) UnpackChannel(data []byte) (ChannelOutput, error) {
	out, err := paymentChannel.abi.Unpack("channel", data)
	outstruct := new(ChannelOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Requester = *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	outstruct.Provider = *abi.ConvertType(out[1], new(common.Address)).(*common.Address)
	outstruct.Expiry = *abi.ConvertType(out[2], new(uint64)).(*uint64)
	outstruct.Sequence = *abi.ConvertType(out[3], new(uint64)).(*uint64)
	outstruct.Deposit = abi.ConvertType(out[4], new(big.Int)).(*big.Int)
	outstruct.Redeemed = abi.ConvertType(out[5], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackChannelId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x52f58734.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function channelId(address requester, address provider, bytes32 salt) pure returns(bytes32)
func (paymentChannel *PaymentChannel) PackChannelId(requester common.Address, provider common.Address, salt [32]byte) []byte {
	enc, err := paymentChannel.abi.Pack("channelId", requester, provider, salt)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChannelId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x52f58734.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function channelId(address requester, address provider, bytes32 salt) pure returns(bytes32)
func (paymentChannel *PaymentChannel) TryPackChannelId(requester common.Address, provider common.Address, salt [32]byte) ([]byte, error) {
	return paymentChannel.abi.Pack("channelId", requester, provider, salt)
}

// UnpackChannelId is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x52f58734.
//
// Solidity: function channelId(address requester, address provider, bytes32 salt) pure returns(bytes32)
func (paymentChannel *PaymentChannel) UnpackChannelId(data []byte) ([32]byte, error) {
	out, err := paymentChannel.abi.Unpack("channelId", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackCollateralOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfeb87b5a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function collateralOf(bytes32 id) view returns(uint256 collateral, bool disputing)
func (paymentChannel *PaymentChannel) PackCollateralOf(id [32]byte) []byte {
	enc, err := paymentChannel.abi.Pack("collateralOf", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCollateralOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfeb87b5a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function collateralOf(bytes32 id) view returns(uint256 collateral, bool disputing)
func (paymentChannel *PaymentChannel) TryPackCollateralOf(id [32]byte) ([]byte, error) {
	return paymentChannel.abi.Pack("collateralOf", id)
}

// CollateralOfOutput serves as a container for the return parameters of contract
// method CollateralOf.
type CollateralOfOutput struct {
	Collateral *big.Int
	Disputing  bool
}

// UnpackCollateralOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfeb87b5a.
//
// Solidity: function collateralOf(bytes32 id) view returns(uint256 collateral, bool disputing)
func (paymentChannel *PaymentChannel) UnpackCollateralOf(data []byte) (CollateralOfOutput, error) {
	out, err := paymentChannel.abi.Unpack("collateralOf", data)
	outstruct := new(CollateralOfOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Collateral = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.Disputing = *abi.ConvertType(out[1], new(bool)).(*bool)
	return *outstruct, nil
}

// PackCommitteeSize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9cf4364b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function committeeSize() view returns(uint8)
func (paymentChannel *PaymentChannel) PackCommitteeSize() []byte {
	enc, err := paymentChannel.abi.Pack("committeeSize")
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
func (paymentChannel *PaymentChannel) TryPackCommitteeSize() ([]byte, error) {
	return paymentChannel.abi.Pack("committeeSize")
}

// UnpackCommitteeSize is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9cf4364b.
//
// Solidity: function committeeSize() view returns(uint8)
func (paymentChannel *PaymentChannel) UnpackCommitteeSize(data []byte) (uint8, error) {
	out, err := paymentChannel.abi.Unpack("committeeSize", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackDepositBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x87cb43bf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function depositBps() view returns(uint32)
func (paymentChannel *PaymentChannel) PackDepositBps() []byte {
	enc, err := paymentChannel.abi.Pack("depositBps")
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
func (paymentChannel *PaymentChannel) TryPackDepositBps() ([]byte, error) {
	return paymentChannel.abi.Pack("depositBps")
}

// UnpackDepositBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x87cb43bf.
//
// Solidity: function depositBps() view returns(uint32)
func (paymentChannel *PaymentChannel) UnpackDepositBps(data []byte) (uint32, error) {
	out, err := paymentChannel.abi.Unpack("depositBps", data)
	if err != nil {
		return *new(uint32), err
	}
	out0 := *abi.ConvertType(out[0], new(uint32)).(*uint32)
	return out0, nil
}

// PackDisputeBond is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4953e517.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function disputeBond(uint256 price) view returns(uint256)
func (paymentChannel *PaymentChannel) PackDisputeBond(price *big.Int) []byte {
	enc, err := paymentChannel.abi.Pack("disputeBond", price)
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
func (paymentChannel *PaymentChannel) TryPackDisputeBond(price *big.Int) ([]byte, error) {
	return paymentChannel.abi.Pack("disputeBond", price)
}

// UnpackDisputeBond is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4953e517.
//
// Solidity: function disputeBond(uint256 price) view returns(uint256)
func (paymentChannel *PaymentChannel) UnpackDisputeBond(data []byte) (*big.Int, error) {
	out, err := paymentChannel.abi.Unpack("disputeBond", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDisputeId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x309fc6b5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function disputeId(bytes32 id, bytes32 jobId, uint256 openBlock) pure returns(bytes32)
func (paymentChannel *PaymentChannel) PackDisputeId(id [32]byte, jobId [32]byte, openBlock *big.Int) []byte {
	enc, err := paymentChannel.abi.Pack("disputeId", id, jobId, openBlock)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDisputeId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x309fc6b5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function disputeId(bytes32 id, bytes32 jobId, uint256 openBlock) pure returns(bytes32)
func (paymentChannel *PaymentChannel) TryPackDisputeId(id [32]byte, jobId [32]byte, openBlock *big.Int) ([]byte, error) {
	return paymentChannel.abi.Pack("disputeId", id, jobId, openBlock)
}

// UnpackDisputeId is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x309fc6b5.
//
// Solidity: function disputeId(bytes32 id, bytes32 jobId, uint256 openBlock) pure returns(bytes32)
func (paymentChannel *PaymentChannel) UnpackDisputeId(data []byte) ([32]byte, error) {
	out, err := paymentChannel.abi.Unpack("disputeId", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackDisputeJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x589e3e39.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function disputeJob((bytes32,bytes32,uint64,bytes32,bytes32,uint256) r, bytes providerSig, bytes resultCID) returns()
func (paymentChannel *PaymentChannel) PackDisputeJob(r PaymentChannelReceipt, providerSig []byte, resultCID []byte) []byte {
	enc, err := paymentChannel.abi.Pack("disputeJob", r, providerSig, resultCID)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDisputeJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x589e3e39.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function disputeJob((bytes32,bytes32,uint64,bytes32,bytes32,uint256) r, bytes providerSig, bytes resultCID) returns()
func (paymentChannel *PaymentChannel) TryPackDisputeJob(r PaymentChannelReceipt, providerSig []byte, resultCID []byte) ([]byte, error) {
	return paymentChannel.abi.Pack("disputeJob", r, providerSig, resultCID)
}

// PackDomainSeparator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf698da25.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function domainSeparator() view returns(bytes32)
func (paymentChannel *PaymentChannel) PackDomainSeparator() []byte {
	enc, err := paymentChannel.abi.Pack("domainSeparator")
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
func (paymentChannel *PaymentChannel) TryPackDomainSeparator() ([]byte, error) {
	return paymentChannel.abi.Pack("domainSeparator")
}

// UnpackDomainSeparator is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf698da25.
//
// Solidity: function domainSeparator() view returns(bytes32)
func (paymentChannel *PaymentChannel) UnpackDomainSeparator(data []byte) ([32]byte, error) {
	out, err := paymentChannel.abi.Unpack("domainSeparator", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackDrawCommittee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06962aef.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function drawCommittee(bytes32 id) returns()
func (paymentChannel *PaymentChannel) PackDrawCommittee(id [32]byte) []byte {
	enc, err := paymentChannel.abi.Pack("drawCommittee", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDrawCommittee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06962aef.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function drawCommittee(bytes32 id) returns()
func (paymentChannel *PaymentChannel) TryPackDrawCommittee(id [32]byte) ([]byte, error) {
	return paymentChannel.abi.Pack("drawCommittee", id)
}

// PackDrawDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa3171a56.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function drawDelay() view returns(uint16)
func (paymentChannel *PaymentChannel) PackDrawDelay() []byte {
	enc, err := paymentChannel.abi.Pack("drawDelay")
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
func (paymentChannel *PaymentChannel) TryPackDrawDelay() ([]byte, error) {
	return paymentChannel.abi.Pack("drawDelay")
}

// UnpackDrawDelay is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa3171a56.
//
// Solidity: function drawDelay() view returns(uint16)
func (paymentChannel *PaymentChannel) UnpackDrawDelay(data []byte) (uint16, error) {
	out, err := paymentChannel.abi.Unpack("drawDelay", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackPaymentChannelEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (paymentChannel *PaymentChannel) PackPaymentChannelEip712Domain() []byte {
	enc, err := paymentChannel.abi.Pack("eip712Domain")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPaymentChannelEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (paymentChannel *PaymentChannel) TryPackPaymentChannelEip712Domain() ([]byte, error) {
	return paymentChannel.abi.Pack("eip712Domain")
}

// PaymentChannelEip712DomainOutput serves as a container for the return parameters of contract
// method PaymentChannelEip712Domain.
type PaymentChannelEip712DomainOutput struct {
	Fields            [1]byte
	Name              string
	Version           string
	ChainId           *big.Int
	VerifyingContract common.Address
	Salt              [32]byte
	Extensions        []*big.Int
}

// UnpackPaymentChannelEip712Domain is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x84b0196e.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (paymentChannel *PaymentChannel) UnpackPaymentChannelEip712Domain(data []byte) (PaymentChannelEip712DomainOutput, error) {
	out, err := paymentChannel.abi.Unpack("eip712Domain", data)
	outstruct := new(PaymentChannelEip712DomainOutput)
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
// the contract method with ID 0x83f14c6c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function expireDispute(bytes32 id) returns()
func (paymentChannel *PaymentChannel) PackExpireDispute(id [32]byte) []byte {
	enc, err := paymentChannel.abi.Pack("expireDispute", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExpireDispute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x83f14c6c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function expireDispute(bytes32 id) returns()
func (paymentChannel *PaymentChannel) TryPackExpireDispute(id [32]byte) ([]byte, error) {
	return paymentChannel.abi.Pack("expireDispute", id)
}

// PackExtend is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc991a24b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function extend(bytes32 id, uint64 expiry) returns()
func (paymentChannel *PaymentChannel) PackExtend(id [32]byte, expiry uint64) []byte {
	enc, err := paymentChannel.abi.Pack("extend", id, expiry)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExtend is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc991a24b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function extend(bytes32 id, uint64 expiry) returns()
func (paymentChannel *PaymentChannel) TryPackExtend(id [32]byte, expiry uint64) ([]byte, error) {
	return paymentChannel.abi.Pack("extend", id, expiry)
}

// PackFeeBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x24a9d853.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function feeBps() view returns(uint16)
func (paymentChannel *PaymentChannel) PackFeeBps() []byte {
	enc, err := paymentChannel.abi.Pack("feeBps")
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
func (paymentChannel *PaymentChannel) TryPackFeeBps() ([]byte, error) {
	return paymentChannel.abi.Pack("feeBps")
}

// UnpackFeeBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x24a9d853.
//
// Solidity: function feeBps() view returns(uint16)
func (paymentChannel *PaymentChannel) UnpackFeeBps(data []byte) (uint16, error) {
	out, err := paymentChannel.abi.Unpack("feeBps", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackGrace is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1eefddb1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function grace() view returns(uint32)
func (paymentChannel *PaymentChannel) PackGrace() []byte {
	enc, err := paymentChannel.abi.Pack("grace")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGrace is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1eefddb1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function grace() view returns(uint32)
func (paymentChannel *PaymentChannel) TryPackGrace() ([]byte, error) {
	return paymentChannel.abi.Pack("grace")
}

// UnpackGrace is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1eefddb1.
//
// Solidity: function grace() view returns(uint32)
func (paymentChannel *PaymentChannel) UnpackGrace(data []byte) (uint32, error) {
	out, err := paymentChannel.abi.Unpack("grace", data)
	if err != nil {
		return *new(uint32), err
	}
	out0 := *abi.ConvertType(out[0], new(uint32)).(*uint32)
	return out0, nil
}

// PackJobDisputed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd937749e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function jobDisputed(bytes32 jobKey) view returns(bool)
func (paymentChannel *PaymentChannel) PackJobDisputed(jobKey [32]byte) []byte {
	enc, err := paymentChannel.abi.Pack("jobDisputed", jobKey)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackJobDisputed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd937749e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function jobDisputed(bytes32 jobKey) view returns(bool)
func (paymentChannel *PaymentChannel) TryPackJobDisputed(jobKey [32]byte) ([]byte, error) {
	return paymentChannel.abi.Pack("jobDisputed", jobKey)
}

// UnpackJobDisputed is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd937749e.
//
// Solidity: function jobDisputed(bytes32 jobKey) view returns(bool)
func (paymentChannel *PaymentChannel) UnpackJobDisputed(data []byte) (bool, error) {
	out, err := paymentChannel.abi.Unpack("jobDisputed", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackLockCollateral is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe7ddd59e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lockCollateral(bytes32 id, uint256 amount) returns()
func (paymentChannel *PaymentChannel) PackLockCollateral(id [32]byte, amount *big.Int) []byte {
	enc, err := paymentChannel.abi.Pack("lockCollateral", id, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLockCollateral is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe7ddd59e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function lockCollateral(bytes32 id, uint256 amount) returns()
func (paymentChannel *PaymentChannel) TryPackLockCollateral(id [32]byte, amount *big.Int) ([]byte, error) {
	return paymentChannel.abi.Pack("lockCollateral", id, amount)
}

// PackMinBond is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x831518b7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function minBond() view returns(uint256)
func (paymentChannel *PaymentChannel) PackMinBond() []byte {
	enc, err := paymentChannel.abi.Pack("minBond")
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
func (paymentChannel *PaymentChannel) TryPackMinBond() ([]byte, error) {
	return paymentChannel.abi.Pack("minBond")
}

// UnpackMinBond is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x831518b7.
//
// Solidity: function minBond() view returns(uint256)
func (paymentChannel *PaymentChannel) UnpackMinBond(data []byte) (*big.Int, error) {
	out, err := paymentChannel.abi.Unpack("minBond", data)
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
func (paymentChannel *PaymentChannel) PackMinVerifierStake() []byte {
	enc, err := paymentChannel.abi.Pack("minVerifierStake")
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
func (paymentChannel *PaymentChannel) TryPackMinVerifierStake() ([]byte, error) {
	return paymentChannel.abi.Pack("minVerifierStake")
}

// UnpackMinVerifierStake is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7c594964.
//
// Solidity: function minVerifierStake() view returns(uint256)
func (paymentChannel *PaymentChannel) UnpackMinVerifierStake(data []byte) (*big.Int, error) {
	out, err := paymentChannel.abi.Unpack("minVerifierStake", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackOpen is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xed292f37.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function open(address provider, bytes32 salt, uint256 amount, uint64 expiry) returns(bytes32 channelId_)
func (paymentChannel *PaymentChannel) PackOpen(provider common.Address, salt [32]byte, amount *big.Int, expiry uint64) []byte {
	enc, err := paymentChannel.abi.Pack("open", provider, salt, amount, expiry)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOpen is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xed292f37.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function open(address provider, bytes32 salt, uint256 amount, uint64 expiry) returns(bytes32 channelId_)
func (paymentChannel *PaymentChannel) TryPackOpen(provider common.Address, salt [32]byte, amount *big.Int, expiry uint64) ([]byte, error) {
	return paymentChannel.abi.Pack("open", provider, salt, amount, expiry)
}

// UnpackOpen is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xed292f37.
//
// Solidity: function open(address provider, bytes32 salt, uint256 amount, uint64 expiry) returns(bytes32 channelId_)
func (paymentChannel *PaymentChannel) UnpackOpen(data []byte) ([32]byte, error) {
	out, err := paymentChannel.abi.Unpack("open", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackOpenWithPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x99b70ecf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function openWithPermit(address provider, bytes32 salt, uint256 amount, uint64 expiry, uint256 permitDeadline, uint8 v, bytes32 r, bytes32 s) returns(bytes32 channelId_)
func (paymentChannel *PaymentChannel) PackOpenWithPermit(provider common.Address, salt [32]byte, amount *big.Int, expiry uint64, permitDeadline *big.Int, v uint8, r [32]byte, s [32]byte) []byte {
	enc, err := paymentChannel.abi.Pack("openWithPermit", provider, salt, amount, expiry, permitDeadline, v, r, s)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOpenWithPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x99b70ecf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function openWithPermit(address provider, bytes32 salt, uint256 amount, uint64 expiry, uint256 permitDeadline, uint8 v, bytes32 r, bytes32 s) returns(bytes32 channelId_)
func (paymentChannel *PaymentChannel) TryPackOpenWithPermit(provider common.Address, salt [32]byte, amount *big.Int, expiry uint64, permitDeadline *big.Int, v uint8, r [32]byte, s [32]byte) ([]byte, error) {
	return paymentChannel.abi.Pack("openWithPermit", provider, salt, amount, expiry, permitDeadline, v, r, s)
}

// UnpackOpenWithPermit is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x99b70ecf.
//
// Solidity: function openWithPermit(address provider, bytes32 salt, uint256 amount, uint64 expiry, uint256 permitDeadline, uint8 v, bytes32 r, bytes32 s) returns(bytes32 channelId_)
func (paymentChannel *PaymentChannel) UnpackOpenWithPermit(data []byte) ([32]byte, error) {
	out, err := paymentChannel.abi.Unpack("openWithPermit", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackOwed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdf18e047.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owed(address recipient) view returns(uint256)
func (paymentChannel *PaymentChannel) PackOwed(recipient common.Address) []byte {
	enc, err := paymentChannel.abi.Pack("owed", recipient)
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
func (paymentChannel *PaymentChannel) TryPackOwed(recipient common.Address) ([]byte, error) {
	return paymentChannel.abi.Pack("owed", recipient)
}

// UnpackOwed is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdf18e047.
//
// Solidity: function owed(address recipient) view returns(uint256)
func (paymentChannel *PaymentChannel) UnpackOwed(data []byte) (*big.Int, error) {
	out, err := paymentChannel.abi.Unpack("owed", data)
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
func (paymentChannel *PaymentChannel) PackOwner() []byte {
	enc, err := paymentChannel.abi.Pack("owner")
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
func (paymentChannel *PaymentChannel) TryPackOwner() ([]byte, error) {
	return paymentChannel.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (paymentChannel *PaymentChannel) UnpackOwner(data []byte) (common.Address, error) {
	out, err := paymentChannel.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackReceiptDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa381ed7f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function receiptDigest((bytes32,bytes32,uint64,bytes32,bytes32,uint256) r) view returns(bytes32)
func (paymentChannel *PaymentChannel) PackReceiptDigest(r PaymentChannelReceipt) []byte {
	enc, err := paymentChannel.abi.Pack("receiptDigest", r)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReceiptDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa381ed7f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function receiptDigest((bytes32,bytes32,uint64,bytes32,bytes32,uint256) r) view returns(bytes32)
func (paymentChannel *PaymentChannel) TryPackReceiptDigest(r PaymentChannelReceipt) ([]byte, error) {
	return paymentChannel.abi.Pack("receiptDigest", r)
}

// UnpackReceiptDigest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa381ed7f.
//
// Solidity: function receiptDigest((bytes32,bytes32,uint64,bytes32,bytes32,uint256) r) view returns(bytes32)
func (paymentChannel *PaymentChannel) UnpackReceiptDigest(data []byte) ([32]byte, error) {
	out, err := paymentChannel.abi.Unpack("receiptDigest", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackReceiptHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x24f7862d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function receiptHash((bytes32,bytes32,uint64,bytes32,bytes32,uint256) r) pure returns(bytes32)
func (paymentChannel *PaymentChannel) PackReceiptHash(r PaymentChannelReceipt) []byte {
	enc, err := paymentChannel.abi.Pack("receiptHash", r)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReceiptHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x24f7862d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function receiptHash((bytes32,bytes32,uint64,bytes32,bytes32,uint256) r) pure returns(bytes32)
func (paymentChannel *PaymentChannel) TryPackReceiptHash(r PaymentChannelReceipt) ([]byte, error) {
	return paymentChannel.abi.Pack("receiptHash", r)
}

// UnpackReceiptHash is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x24f7862d.
//
// Solidity: function receiptHash((bytes32,bytes32,uint64,bytes32,bytes32,uint256) r) pure returns(bytes32)
func (paymentChannel *PaymentChannel) UnpackReceiptHash(data []byte) ([32]byte, error) {
	out, err := paymentChannel.abi.Unpack("receiptHash", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackReclaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x96afb365.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function reclaim(bytes32 id) returns()
func (paymentChannel *PaymentChannel) PackReclaim(id [32]byte) []byte {
	enc, err := paymentChannel.abi.Pack("reclaim", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReclaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x96afb365.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function reclaim(bytes32 id) returns()
func (paymentChannel *PaymentChannel) TryPackReclaim(id [32]byte) ([]byte, error) {
	return paymentChannel.abi.Pack("reclaim", id)
}

// PackRedeem is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc8d53726.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function redeem(bytes32 id, uint256 amount, uint64 sequence, bytes signature) returns()
func (paymentChannel *PaymentChannel) PackRedeem(id [32]byte, amount *big.Int, sequence uint64, signature []byte) []byte {
	enc, err := paymentChannel.abi.Pack("redeem", id, amount, sequence, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRedeem is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc8d53726.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function redeem(bytes32 id, uint256 amount, uint64 sequence, bytes signature) returns()
func (paymentChannel *PaymentChannel) TryPackRedeem(id [32]byte, amount *big.Int, sequence uint64, signature []byte) ([]byte, error) {
	return paymentChannel.abi.Pack("redeem", id, amount, sequence, signature)
}

// PackRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b103999.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registry() view returns(address)
func (paymentChannel *PaymentChannel) PackRegistry() []byte {
	enc, err := paymentChannel.abi.Pack("registry")
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
func (paymentChannel *PaymentChannel) TryPackRegistry() ([]byte, error) {
	return paymentChannel.abi.Pack("registry")
}

// UnpackRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7b103999.
//
// Solidity: function registry() view returns(address)
func (paymentChannel *PaymentChannel) UnpackRegistry(data []byte) (common.Address, error) {
	out, err := paymentChannel.abi.Unpack("registry", data)
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
func (paymentChannel *PaymentChannel) PackRenounceOwnership() []byte {
	enc, err := paymentChannel.abi.Pack("renounceOwnership")
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
func (paymentChannel *PaymentChannel) TryPackRenounceOwnership() ([]byte, error) {
	return paymentChannel.abi.Pack("renounceOwnership")
}

// PackSetTreasury is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf0f44260.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setTreasury(address treasury_) returns()
func (paymentChannel *PaymentChannel) PackSetTreasury(treasury common.Address) []byte {
	enc, err := paymentChannel.abi.Pack("setTreasury", treasury)
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
func (paymentChannel *PaymentChannel) TryPackSetTreasury(treasury common.Address) ([]byte, error) {
	return paymentChannel.abi.Pack("setTreasury", treasury)
}

// PackSilentPenaltyBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x37ed049a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function silentPenaltyBps() view returns(uint16)
func (paymentChannel *PaymentChannel) PackSilentPenaltyBps() []byte {
	enc, err := paymentChannel.abi.Pack("silentPenaltyBps")
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
func (paymentChannel *PaymentChannel) TryPackSilentPenaltyBps() ([]byte, error) {
	return paymentChannel.abi.Pack("silentPenaltyBps")
}

// UnpackSilentPenaltyBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x37ed049a.
//
// Solidity: function silentPenaltyBps() view returns(uint16)
func (paymentChannel *PaymentChannel) UnpackSilentPenaltyBps(data []byte) (uint16, error) {
	out, err := paymentChannel.abi.Unpack("silentPenaltyBps", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackSubmitVerdicts is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x21a61ddc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function submitVerdicts(bytes32 id, (bytes32,bytes32,uint8,bytes32,address,uint64)[] verdicts, bytes[] signatures) returns(uint256 counted)
func (paymentChannel *PaymentChannel) PackSubmitVerdicts(id [32]byte, verdicts []PaymentChannelVerdict, signatures [][]byte) []byte {
	enc, err := paymentChannel.abi.Pack("submitVerdicts", id, verdicts, signatures)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSubmitVerdicts is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x21a61ddc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function submitVerdicts(bytes32 id, (bytes32,bytes32,uint8,bytes32,address,uint64)[] verdicts, bytes[] signatures) returns(uint256 counted)
func (paymentChannel *PaymentChannel) TryPackSubmitVerdicts(id [32]byte, verdicts []PaymentChannelVerdict, signatures [][]byte) ([]byte, error) {
	return paymentChannel.abi.Pack("submitVerdicts", id, verdicts, signatures)
}

// UnpackSubmitVerdicts is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x21a61ddc.
//
// Solidity: function submitVerdicts(bytes32 id, (bytes32,bytes32,uint8,bytes32,address,uint64)[] verdicts, bytes[] signatures) returns(uint256 counted)
func (paymentChannel *PaymentChannel) UnpackSubmitVerdicts(data []byte) (*big.Int, error) {
	out, err := paymentChannel.abi.Unpack("submitVerdicts", data)
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
func (paymentChannel *PaymentChannel) PackToken() []byte {
	enc, err := paymentChannel.abi.Pack("token")
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
func (paymentChannel *PaymentChannel) TryPackToken() ([]byte, error) {
	return paymentChannel.abi.Pack("token")
}

// UnpackToken is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfc0c546a.
//
// Solidity: function token() view returns(address)
func (paymentChannel *PaymentChannel) UnpackToken(data []byte) (common.Address, error) {
	out, err := paymentChannel.abi.Unpack("token", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackTopUp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb67644b9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function topUp(bytes32 id, uint256 amount) returns()
func (paymentChannel *PaymentChannel) PackTopUp(id [32]byte, amount *big.Int) []byte {
	enc, err := paymentChannel.abi.Pack("topUp", id, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTopUp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb67644b9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function topUp(bytes32 id, uint256 amount) returns()
func (paymentChannel *PaymentChannel) TryPackTopUp(id [32]byte, amount *big.Int) ([]byte, error) {
	return paymentChannel.abi.Pack("topUp", id, amount)
}

// PackTopUpWithPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x59a1d3a7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function topUpWithPermit(bytes32 id, uint256 amount, uint256 permitDeadline, uint8 v, bytes32 r, bytes32 s) returns()
func (paymentChannel *PaymentChannel) PackTopUpWithPermit(id [32]byte, amount *big.Int, permitDeadline *big.Int, v uint8, r [32]byte, s [32]byte) []byte {
	enc, err := paymentChannel.abi.Pack("topUpWithPermit", id, amount, permitDeadline, v, r, s)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTopUpWithPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x59a1d3a7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function topUpWithPermit(bytes32 id, uint256 amount, uint256 permitDeadline, uint8 v, bytes32 r, bytes32 s) returns()
func (paymentChannel *PaymentChannel) TryPackTopUpWithPermit(id [32]byte, amount *big.Int, permitDeadline *big.Int, v uint8, r [32]byte, s [32]byte) ([]byte, error) {
	return paymentChannel.abi.Pack("topUpWithPermit", id, amount, permitDeadline, v, r, s)
}

// PackTotalOwed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe7fa9f7d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalOwed() view returns(uint256)
func (paymentChannel *PaymentChannel) PackTotalOwed() []byte {
	enc, err := paymentChannel.abi.Pack("totalOwed")
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
func (paymentChannel *PaymentChannel) TryPackTotalOwed() ([]byte, error) {
	return paymentChannel.abi.Pack("totalOwed")
}

// UnpackTotalOwed is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe7fa9f7d.
//
// Solidity: function totalOwed() view returns(uint256)
func (paymentChannel *PaymentChannel) UnpackTotalOwed(data []byte) (*big.Int, error) {
	out, err := paymentChannel.abi.Unpack("totalOwed", data)
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
func (paymentChannel *PaymentChannel) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := paymentChannel.abi.Pack("transferOwnership", newOwner)
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
func (paymentChannel *PaymentChannel) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return paymentChannel.abi.Pack("transferOwnership", newOwner)
}

// PackTreasury is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x61d027b3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function treasury() view returns(address)
func (paymentChannel *PaymentChannel) PackTreasury() []byte {
	enc, err := paymentChannel.abi.Pack("treasury")
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
func (paymentChannel *PaymentChannel) TryPackTreasury() ([]byte, error) {
	return paymentChannel.abi.Pack("treasury")
}

// UnpackTreasury is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x61d027b3.
//
// Solidity: function treasury() view returns(address)
func (paymentChannel *PaymentChannel) UnpackTreasury(data []byte) (common.Address, error) {
	out, err := paymentChannel.abi.Unpack("treasury", data)
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
func (paymentChannel *PaymentChannel) PackVerdictDigest(v PaymentChannelVerdict) []byte {
	enc, err := paymentChannel.abi.Pack("verdictDigest", v)
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
func (paymentChannel *PaymentChannel) TryPackVerdictDigest(v PaymentChannelVerdict) ([]byte, error) {
	return paymentChannel.abi.Pack("verdictDigest", v)
}

// UnpackVerdictDigest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x51c4f239.
//
// Solidity: function verdictDigest((bytes32,bytes32,uint8,bytes32,address,uint64) v) view returns(bytes32)
func (paymentChannel *PaymentChannel) UnpackVerdictDigest(data []byte) ([32]byte, error) {
	out, err := paymentChannel.abi.Unpack("verdictDigest", data)
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
func (paymentChannel *PaymentChannel) PackVerdictDomainSeparator() []byte {
	enc, err := paymentChannel.abi.Pack("verdictDomainSeparator")
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
func (paymentChannel *PaymentChannel) TryPackVerdictDomainSeparator() ([]byte, error) {
	return paymentChannel.abi.Pack("verdictDomainSeparator")
}

// UnpackVerdictDomainSeparator is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfcbaaeb1.
//
// Solidity: function verdictDomainSeparator() view returns(bytes32)
func (paymentChannel *PaymentChannel) UnpackVerdictDomainSeparator(data []byte) ([32]byte, error) {
	out, err := paymentChannel.abi.Unpack("verdictDomainSeparator", data)
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
func (paymentChannel *PaymentChannel) PackVerdictWindow() []byte {
	enc, err := paymentChannel.abi.Pack("verdictWindow")
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
func (paymentChannel *PaymentChannel) TryPackVerdictWindow() ([]byte, error) {
	return paymentChannel.abi.Pack("verdictWindow")
}

// UnpackVerdictWindow is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x663a93b2.
//
// Solidity: function verdictWindow() view returns(uint32)
func (paymentChannel *PaymentChannel) UnpackVerdictWindow(data []byte) (uint32, error) {
	out, err := paymentChannel.abi.Unpack("verdictWindow", data)
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
func (paymentChannel *PaymentChannel) PackVerifierShareBps() []byte {
	enc, err := paymentChannel.abi.Pack("verifierShareBps")
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
func (paymentChannel *PaymentChannel) TryPackVerifierShareBps() ([]byte, error) {
	return paymentChannel.abi.Pack("verifierShareBps")
}

// UnpackVerifierShareBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1e140d48.
//
// Solidity: function verifierShareBps() view returns(uint16)
func (paymentChannel *PaymentChannel) UnpackVerifierShareBps(data []byte) (uint16, error) {
	out, err := paymentChannel.abi.Unpack("verifierShareBps", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackVoucherDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3046e717.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function voucherDigest(bytes32 id, uint256 amount, uint64 sequence) view returns(bytes32)
func (paymentChannel *PaymentChannel) PackVoucherDigest(id [32]byte, amount *big.Int, sequence uint64) []byte {
	enc, err := paymentChannel.abi.Pack("voucherDigest", id, amount, sequence)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVoucherDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3046e717.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function voucherDigest(bytes32 id, uint256 amount, uint64 sequence) view returns(bytes32)
func (paymentChannel *PaymentChannel) TryPackVoucherDigest(id [32]byte, amount *big.Int, sequence uint64) ([]byte, error) {
	return paymentChannel.abi.Pack("voucherDigest", id, amount, sequence)
}

// UnpackVoucherDigest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3046e717.
//
// Solidity: function voucherDigest(bytes32 id, uint256 amount, uint64 sequence) view returns(bytes32)
func (paymentChannel *PaymentChannel) UnpackVoucherDigest(data []byte) ([32]byte, error) {
	out, err := paymentChannel.abi.Unpack("voucherDigest", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackVoucherHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06bb45b6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function voucherHash(bytes32 id, uint256 amount, uint64 sequence) pure returns(bytes32)
func (paymentChannel *PaymentChannel) PackVoucherHash(id [32]byte, amount *big.Int, sequence uint64) []byte {
	enc, err := paymentChannel.abi.Pack("voucherHash", id, amount, sequence)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVoucherHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06bb45b6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function voucherHash(bytes32 id, uint256 amount, uint64 sequence) pure returns(bytes32)
func (paymentChannel *PaymentChannel) TryPackVoucherHash(id [32]byte, amount *big.Int, sequence uint64) ([]byte, error) {
	return paymentChannel.abi.Pack("voucherHash", id, amount, sequence)
}

// UnpackVoucherHash is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06bb45b6.
//
// Solidity: function voucherHash(bytes32 id, uint256 amount, uint64 sequence) pure returns(bytes32)
func (paymentChannel *PaymentChannel) UnpackVoucherHash(data []byte) ([32]byte, error) {
	out, err := paymentChannel.abi.Unpack("voucherHash", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackWithdrawOwed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84ff6985.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdrawOwed(address to) returns()
func (paymentChannel *PaymentChannel) PackWithdrawOwed(to common.Address) []byte {
	enc, err := paymentChannel.abi.Pack("withdrawOwed", to)
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
func (paymentChannel *PaymentChannel) TryPackWithdrawOwed(to common.Address) ([]byte, error) {
	return paymentChannel.abi.Pack("withdrawOwed", to)
}

// PaymentChannelBurstDisputeOpened represents a BurstDisputeOpened event raised by the PaymentChannel contract.
type PaymentChannelBurstDisputeOpened struct {
	ChannelId [32]byte
	JobId     [32]byte
	DisputeId [32]byte
	Requester common.Address
	Provider  common.Address
	SpecHash  [32]byte
	Price     *big.Int
	Bond      *big.Int
	OpenBlock uint64
	Deadline  uint64
	ResultCID []byte
	Raw       *types.Log // Blockchain specific contextual infos
}

const PaymentChannelBurstDisputeOpenedEventName = "BurstDisputeOpened"

// ContractEventName returns the user-defined event name.
func (PaymentChannelBurstDisputeOpened) ContractEventName() string {
	return PaymentChannelBurstDisputeOpenedEventName
}

// UnpackBurstDisputeOpenedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BurstDisputeOpened(bytes32 indexed channelId, bytes32 indexed jobId, bytes32 disputeId, address requester, address provider, bytes32 specHash, uint256 price, uint256 bond, uint64 openBlock, uint64 deadline, bytes resultCID)
func (paymentChannel *PaymentChannel) UnpackBurstDisputeOpenedEvent(log *types.Log) (*PaymentChannelBurstDisputeOpened, error) {
	event := "BurstDisputeOpened"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != paymentChannel.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PaymentChannelBurstDisputeOpened)
	if len(log.Data) > 0 {
		if err := paymentChannel.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range paymentChannel.abi.Events[event].Inputs {
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

// PaymentChannelBurstDisputeResolved represents a BurstDisputeResolved event raised by the PaymentChannel contract.
type PaymentChannelBurstDisputeResolved struct {
	ChannelId   [32]byte
	JobId       [32]byte
	DisputeId   [32]byte
	Outcome     uint8
	Slashed     *big.Int
	ToRequester *big.Int
	VerifierPay *big.Int
	Winners     *big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const PaymentChannelBurstDisputeResolvedEventName = "BurstDisputeResolved"

// ContractEventName returns the user-defined event name.
func (PaymentChannelBurstDisputeResolved) ContractEventName() string {
	return PaymentChannelBurstDisputeResolvedEventName
}

// UnpackBurstDisputeResolvedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BurstDisputeResolved(bytes32 indexed channelId, bytes32 indexed jobId, bytes32 disputeId, uint8 outcome, uint256 slashed, uint256 toRequester, uint256 verifierPay, uint256 winners)
func (paymentChannel *PaymentChannel) UnpackBurstDisputeResolvedEvent(log *types.Log) (*PaymentChannelBurstDisputeResolved, error) {
	event := "BurstDisputeResolved"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != paymentChannel.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PaymentChannelBurstDisputeResolved)
	if len(log.Data) > 0 {
		if err := paymentChannel.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range paymentChannel.abi.Events[event].Inputs {
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

// PaymentChannelChannelExtended represents a ChannelExtended event raised by the PaymentChannel contract.
type PaymentChannelChannelExtended struct {
	ChannelId [32]byte
	Expiry    uint64
	Raw       *types.Log // Blockchain specific contextual infos
}

const PaymentChannelChannelExtendedEventName = "ChannelExtended"

// ContractEventName returns the user-defined event name.
func (PaymentChannelChannelExtended) ContractEventName() string {
	return PaymentChannelChannelExtendedEventName
}

// UnpackChannelExtendedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ChannelExtended(bytes32 indexed channelId, uint64 expiry)
func (paymentChannel *PaymentChannel) UnpackChannelExtendedEvent(log *types.Log) (*PaymentChannelChannelExtended, error) {
	event := "ChannelExtended"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != paymentChannel.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PaymentChannelChannelExtended)
	if len(log.Data) > 0 {
		if err := paymentChannel.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range paymentChannel.abi.Events[event].Inputs {
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

// PaymentChannelChannelOpened represents a ChannelOpened event raised by the PaymentChannel contract.
type PaymentChannelChannelOpened struct {
	ChannelId [32]byte
	Requester common.Address
	Provider  common.Address
	Deposit   *big.Int
	Expiry    uint64
	Raw       *types.Log // Blockchain specific contextual infos
}

const PaymentChannelChannelOpenedEventName = "ChannelOpened"

// ContractEventName returns the user-defined event name.
func (PaymentChannelChannelOpened) ContractEventName() string {
	return PaymentChannelChannelOpenedEventName
}

// UnpackChannelOpenedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ChannelOpened(bytes32 indexed channelId, address indexed requester, address indexed provider, uint256 deposit, uint64 expiry)
func (paymentChannel *PaymentChannel) UnpackChannelOpenedEvent(log *types.Log) (*PaymentChannelChannelOpened, error) {
	event := "ChannelOpened"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != paymentChannel.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PaymentChannelChannelOpened)
	if len(log.Data) > 0 {
		if err := paymentChannel.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range paymentChannel.abi.Events[event].Inputs {
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

// PaymentChannelChannelReclaimed represents a ChannelReclaimed event raised by the PaymentChannel contract.
type PaymentChannelChannelReclaimed struct {
	ChannelId [32]byte
	Requester common.Address
	Amount    *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const PaymentChannelChannelReclaimedEventName = "ChannelReclaimed"

// ContractEventName returns the user-defined event name.
func (PaymentChannelChannelReclaimed) ContractEventName() string {
	return PaymentChannelChannelReclaimedEventName
}

// UnpackChannelReclaimedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ChannelReclaimed(bytes32 indexed channelId, address indexed requester, uint256 amount)
func (paymentChannel *PaymentChannel) UnpackChannelReclaimedEvent(log *types.Log) (*PaymentChannelChannelReclaimed, error) {
	event := "ChannelReclaimed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != paymentChannel.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PaymentChannelChannelReclaimed)
	if len(log.Data) > 0 {
		if err := paymentChannel.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range paymentChannel.abi.Events[event].Inputs {
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

// PaymentChannelChannelRedeemed represents a ChannelRedeemed event raised by the PaymentChannel contract.
type PaymentChannelChannelRedeemed struct {
	ChannelId [32]byte
	Provider  common.Address
	Amount    *big.Int
	Sequence  uint64
	Payout    *big.Int
	Fee       *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const PaymentChannelChannelRedeemedEventName = "ChannelRedeemed"

// ContractEventName returns the user-defined event name.
func (PaymentChannelChannelRedeemed) ContractEventName() string {
	return PaymentChannelChannelRedeemedEventName
}

// UnpackChannelRedeemedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ChannelRedeemed(bytes32 indexed channelId, address indexed provider, uint256 amount, uint64 sequence, uint256 payout, uint256 fee)
func (paymentChannel *PaymentChannel) UnpackChannelRedeemedEvent(log *types.Log) (*PaymentChannelChannelRedeemed, error) {
	event := "ChannelRedeemed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != paymentChannel.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PaymentChannelChannelRedeemed)
	if len(log.Data) > 0 {
		if err := paymentChannel.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range paymentChannel.abi.Events[event].Inputs {
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

// PaymentChannelChannelToppedUp represents a ChannelToppedUp event raised by the PaymentChannel contract.
type PaymentChannelChannelToppedUp struct {
	ChannelId [32]byte
	Amount    *big.Int
	Deposit   *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const PaymentChannelChannelToppedUpEventName = "ChannelToppedUp"

// ContractEventName returns the user-defined event name.
func (PaymentChannelChannelToppedUp) ContractEventName() string {
	return PaymentChannelChannelToppedUpEventName
}

// UnpackChannelToppedUpEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ChannelToppedUp(bytes32 indexed channelId, uint256 amount, uint256 deposit)
func (paymentChannel *PaymentChannel) UnpackChannelToppedUpEvent(log *types.Log) (*PaymentChannelChannelToppedUp, error) {
	event := "ChannelToppedUp"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != paymentChannel.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PaymentChannelChannelToppedUp)
	if len(log.Data) > 0 {
		if err := paymentChannel.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range paymentChannel.abi.Events[event].Inputs {
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

// PaymentChannelCollateralLocked represents a CollateralLocked event raised by the PaymentChannel contract.
type PaymentChannelCollateralLocked struct {
	ChannelId  [32]byte
	Provider   common.Address
	Amount     *big.Int
	Collateral *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const PaymentChannelCollateralLockedEventName = "CollateralLocked"

// ContractEventName returns the user-defined event name.
func (PaymentChannelCollateralLocked) ContractEventName() string {
	return PaymentChannelCollateralLockedEventName
}

// UnpackCollateralLockedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event CollateralLocked(bytes32 indexed channelId, address indexed provider, uint256 amount, uint256 collateral)
func (paymentChannel *PaymentChannel) UnpackCollateralLockedEvent(log *types.Log) (*PaymentChannelCollateralLocked, error) {
	event := "CollateralLocked"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != paymentChannel.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PaymentChannelCollateralLocked)
	if len(log.Data) > 0 {
		if err := paymentChannel.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range paymentChannel.abi.Events[event].Inputs {
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

// PaymentChannelCollateralReleased represents a CollateralReleased event raised by the PaymentChannel contract.
type PaymentChannelCollateralReleased struct {
	ChannelId [32]byte
	Provider  common.Address
	Amount    *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const PaymentChannelCollateralReleasedEventName = "CollateralReleased"

// ContractEventName returns the user-defined event name.
func (PaymentChannelCollateralReleased) ContractEventName() string {
	return PaymentChannelCollateralReleasedEventName
}

// UnpackCollateralReleasedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event CollateralReleased(bytes32 indexed channelId, address indexed provider, uint256 amount)
func (paymentChannel *PaymentChannel) UnpackCollateralReleasedEvent(log *types.Log) (*PaymentChannelCollateralReleased, error) {
	event := "CollateralReleased"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != paymentChannel.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PaymentChannelCollateralReleased)
	if len(log.Data) > 0 {
		if err := paymentChannel.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range paymentChannel.abi.Events[event].Inputs {
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

// PaymentChannelCommitteeDrawn represents a CommitteeDrawn event raised by the PaymentChannel contract.
type PaymentChannelCommitteeDrawn struct {
	JobId     [32]byte
	DisputeId [32]byte
	Seed      [32]byte
	Seats     *big.Int
	Weight    *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const PaymentChannelCommitteeDrawnEventName = "CommitteeDrawn"

// ContractEventName returns the user-defined event name.
func (PaymentChannelCommitteeDrawn) ContractEventName() string {
	return PaymentChannelCommitteeDrawnEventName
}

// UnpackCommitteeDrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event CommitteeDrawn(bytes32 indexed jobId, bytes32 indexed disputeId, bytes32 seed, uint256 seats, uint256 weight)
func (paymentChannel *PaymentChannel) UnpackCommitteeDrawnEvent(log *types.Log) (*PaymentChannelCommitteeDrawn, error) {
	event := "CommitteeDrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != paymentChannel.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PaymentChannelCommitteeDrawn)
	if len(log.Data) > 0 {
		if err := paymentChannel.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range paymentChannel.abi.Events[event].Inputs {
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

// PaymentChannelEIP712DomainChanged represents a EIP712DomainChanged event raised by the PaymentChannel contract.
type PaymentChannelEIP712DomainChanged struct {
	Raw *types.Log // Blockchain specific contextual infos
}

const PaymentChannelEIP712DomainChangedEventName = "EIP712DomainChanged"

// ContractEventName returns the user-defined event name.
func (PaymentChannelEIP712DomainChanged) ContractEventName() string {
	return PaymentChannelEIP712DomainChangedEventName
}

// UnpackEIP712DomainChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EIP712DomainChanged()
func (paymentChannel *PaymentChannel) UnpackEIP712DomainChangedEvent(log *types.Log) (*PaymentChannelEIP712DomainChanged, error) {
	event := "EIP712DomainChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != paymentChannel.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PaymentChannelEIP712DomainChanged)
	if len(log.Data) > 0 {
		if err := paymentChannel.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range paymentChannel.abi.Events[event].Inputs {
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

// PaymentChannelOwedWithdrawn represents a OwedWithdrawn event raised by the PaymentChannel contract.
type PaymentChannelOwedWithdrawn struct {
	Recipient common.Address
	To        common.Address
	Amount    *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const PaymentChannelOwedWithdrawnEventName = "OwedWithdrawn"

// ContractEventName returns the user-defined event name.
func (PaymentChannelOwedWithdrawn) ContractEventName() string {
	return PaymentChannelOwedWithdrawnEventName
}

// UnpackOwedWithdrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwedWithdrawn(address indexed recipient, address indexed to, uint256 amount)
func (paymentChannel *PaymentChannel) UnpackOwedWithdrawnEvent(log *types.Log) (*PaymentChannelOwedWithdrawn, error) {
	event := "OwedWithdrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != paymentChannel.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PaymentChannelOwedWithdrawn)
	if len(log.Data) > 0 {
		if err := paymentChannel.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range paymentChannel.abi.Events[event].Inputs {
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

// PaymentChannelOwnershipTransferred represents a OwnershipTransferred event raised by the PaymentChannel contract.
type PaymentChannelOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const PaymentChannelOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (PaymentChannelOwnershipTransferred) ContractEventName() string {
	return PaymentChannelOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (paymentChannel *PaymentChannel) UnpackOwnershipTransferredEvent(log *types.Log) (*PaymentChannelOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != paymentChannel.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PaymentChannelOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := paymentChannel.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range paymentChannel.abi.Events[event].Inputs {
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

// PaymentChannelPaymentDeferred represents a PaymentDeferred event raised by the PaymentChannel contract.
type PaymentChannelPaymentDeferred struct {
	Recipient common.Address
	Amount    *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const PaymentChannelPaymentDeferredEventName = "PaymentDeferred"

// ContractEventName returns the user-defined event name.
func (PaymentChannelPaymentDeferred) ContractEventName() string {
	return PaymentChannelPaymentDeferredEventName
}

// UnpackPaymentDeferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PaymentDeferred(address indexed recipient, uint256 amount)
func (paymentChannel *PaymentChannel) UnpackPaymentDeferredEvent(log *types.Log) (*PaymentChannelPaymentDeferred, error) {
	event := "PaymentDeferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != paymentChannel.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PaymentChannelPaymentDeferred)
	if len(log.Data) > 0 {
		if err := paymentChannel.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range paymentChannel.abi.Events[event].Inputs {
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

// PaymentChannelTreasurySet represents a TreasurySet event raised by the PaymentChannel contract.
type PaymentChannelTreasurySet struct {
	Treasury common.Address
	Raw      *types.Log // Blockchain specific contextual infos
}

const PaymentChannelTreasurySetEventName = "TreasurySet"

// ContractEventName returns the user-defined event name.
func (PaymentChannelTreasurySet) ContractEventName() string {
	return PaymentChannelTreasurySetEventName
}

// UnpackTreasurySetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TreasurySet(address treasury)
func (paymentChannel *PaymentChannel) UnpackTreasurySetEvent(log *types.Log) (*PaymentChannelTreasurySet, error) {
	event := "TreasurySet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != paymentChannel.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PaymentChannelTreasurySet)
	if len(log.Data) > 0 {
		if err := paymentChannel.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range paymentChannel.abi.Events[event].Inputs {
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

// PaymentChannelVerdictAccepted represents a VerdictAccepted event raised by the PaymentChannel contract.
type PaymentChannelVerdictAccepted struct {
	JobId      [32]byte
	Verifier   common.Address
	Outcome    uint8
	ResultHash [32]byte
	Raw        *types.Log // Blockchain specific contextual infos
}

const PaymentChannelVerdictAcceptedEventName = "VerdictAccepted"

// ContractEventName returns the user-defined event name.
func (PaymentChannelVerdictAccepted) ContractEventName() string {
	return PaymentChannelVerdictAcceptedEventName
}

// UnpackVerdictAcceptedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event VerdictAccepted(bytes32 indexed jobId, address indexed verifier, uint8 outcome, bytes32 resultHash)
func (paymentChannel *PaymentChannel) UnpackVerdictAcceptedEvent(log *types.Log) (*PaymentChannelVerdictAccepted, error) {
	event := "VerdictAccepted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != paymentChannel.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PaymentChannelVerdictAccepted)
	if len(log.Data) > 0 {
		if err := paymentChannel.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range paymentChannel.abi.Events[event].Inputs {
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

// PaymentChannelVerdictSkipped represents a VerdictSkipped event raised by the PaymentChannel contract.
type PaymentChannelVerdictSkipped struct {
	JobId    [32]byte
	Verifier common.Address
	Reason   uint8
	Raw      *types.Log // Blockchain specific contextual infos
}

const PaymentChannelVerdictSkippedEventName = "VerdictSkipped"

// ContractEventName returns the user-defined event name.
func (PaymentChannelVerdictSkipped) ContractEventName() string {
	return PaymentChannelVerdictSkippedEventName
}

// UnpackVerdictSkippedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event VerdictSkipped(bytes32 indexed jobId, address indexed verifier, uint8 reason)
func (paymentChannel *PaymentChannel) UnpackVerdictSkippedEvent(log *types.Log) (*PaymentChannelVerdictSkipped, error) {
	event := "VerdictSkipped"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != paymentChannel.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PaymentChannelVerdictSkipped)
	if len(log.Data) > 0 {
		if err := paymentChannel.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range paymentChannel.abi.Events[event].Inputs {
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

// PaymentChannelVerifierEquivocated represents a VerifierEquivocated event raised by the PaymentChannel contract.
type PaymentChannelVerifierEquivocated struct {
	JobId    [32]byte
	Verifier common.Address
	Raw      *types.Log // Blockchain specific contextual infos
}

const PaymentChannelVerifierEquivocatedEventName = "VerifierEquivocated"

// ContractEventName returns the user-defined event name.
func (PaymentChannelVerifierEquivocated) ContractEventName() string {
	return PaymentChannelVerifierEquivocatedEventName
}

// UnpackVerifierEquivocatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event VerifierEquivocated(bytes32 indexed jobId, address indexed verifier)
func (paymentChannel *PaymentChannel) UnpackVerifierEquivocatedEvent(log *types.Log) (*PaymentChannelVerifierEquivocated, error) {
	event := "VerifierEquivocated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != paymentChannel.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PaymentChannelVerifierEquivocated)
	if len(log.Data) > 0 {
		if err := paymentChannel.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range paymentChannel.abi.Events[event].Inputs {
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

// PaymentChannelVerifierPenalized represents a VerifierPenalized event raised by the PaymentChannel contract.
type PaymentChannelVerifierPenalized struct {
	JobId    [32]byte
	Verifier common.Address
	Vote     uint8
	Amount   *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const PaymentChannelVerifierPenalizedEventName = "VerifierPenalized"

// ContractEventName returns the user-defined event name.
func (PaymentChannelVerifierPenalized) ContractEventName() string {
	return PaymentChannelVerifierPenalizedEventName
}

// UnpackVerifierPenalizedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event VerifierPenalized(bytes32 indexed jobId, address indexed verifier, uint8 vote, uint256 amount)
func (paymentChannel *PaymentChannel) UnpackVerifierPenalizedEvent(log *types.Log) (*PaymentChannelVerifierPenalized, error) {
	event := "VerifierPenalized"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != paymentChannel.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PaymentChannelVerifierPenalized)
	if len(log.Data) > 0 {
		if err := paymentChannel.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range paymentChannel.abi.Events[event].Inputs {
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
func (paymentChannel *PaymentChannel) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["AlreadyDrawn"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackAlreadyDrawnError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["AmountExceedsDeposit"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackAmountExceedsDepositError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["AmountNotIncreasing"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackAmountNotIncreasingError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["BadReceiptSignature"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackBadReceiptSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["BadVoucherSignature"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackBadVoucherSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["ChannelExists"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackChannelExistsError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["ChannelExpired"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackChannelExpiredError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["DisputeOpen"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackDisputeOpenError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["DisputeWindowClosed"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackDisputeWindowClosedError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["DrawTooEarly"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackDrawTooEarlyError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["FeeOnTransferToken"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackFeeOnTransferTokenError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["InvalidAmount"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackInvalidAmountError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["InvalidDisputeConfig"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackInvalidDisputeConfigError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["InvalidExpiry"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackInvalidExpiryError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["InvalidFee"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackInvalidFeeError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["InvalidRecipient"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackInvalidRecipientError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["InvalidShortString"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackInvalidShortStringError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["InvalidVerdicts"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackInvalidVerdictsError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["JobAlreadyDisputed"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackJobAlreadyDisputedError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["JobIdNotRequesters"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackJobIdNotRequestersError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["NoCollateral"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackNoCollateralError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["NoDispute"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackNoDisputeError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["NoVerifiers"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackNoVerifiersError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["NotProvider"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackNotProviderError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["NotRequester"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackNotRequesterError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["NotYetDrawn"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackNotYetDrawnError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["NothingOwed"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackNothingOwedError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["NothingToReclaim"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackNothingToReclaimError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["ReceiptMismatch"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackReceiptMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["ReclaimTooEarly"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackReclaimTooEarlyError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["RedeemWindowClosed"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackRedeemWindowClosedError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["ReentrancyGuardReentrantCall"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackReentrancyGuardReentrantCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["ResultMismatch"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackResultMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["StaleVoucher"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackStaleVoucherError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["StringTooLong"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackStringTooLongError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["UnknownChannel"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackUnknownChannelError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["VerdictLate"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackVerdictLateError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["VerdictWindowOpen"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackVerdictWindowOpenError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["WrongRegistry"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackWrongRegistryError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannel.abi.Errors["ZeroAddress"].ID.Bytes()[:4]) {
		return paymentChannel.UnpackZeroAddressError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// PaymentChannelAlreadyDrawn represents a AlreadyDrawn error raised by the PaymentChannel contract.
type PaymentChannelAlreadyDrawn struct {
	JobId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyDrawn(bytes32 jobId)
func PaymentChannelAlreadyDrawnErrorID() common.Hash {
	return common.HexToHash("0xa6efa896a4a5d90d332ba634b4a0349bf53268f1d0381429f4543b48e7c0222a")
}

// UnpackAlreadyDrawnError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyDrawn(bytes32 jobId)
func (paymentChannel *PaymentChannel) UnpackAlreadyDrawnError(raw []byte) (*PaymentChannelAlreadyDrawn, error) {
	out := new(PaymentChannelAlreadyDrawn)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "AlreadyDrawn", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelAmountExceedsDeposit represents a AmountExceedsDeposit error raised by the PaymentChannel contract.
type PaymentChannelAmountExceedsDeposit struct {
	Amount  *big.Int
	Deposit *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AmountExceedsDeposit(uint256 amount, uint256 deposit)
func PaymentChannelAmountExceedsDepositErrorID() common.Hash {
	return common.HexToHash("0x99843c634f47171897a97b92d1710c9494422afabef77b5f48cb092d5017a858")
}

// UnpackAmountExceedsDepositError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AmountExceedsDeposit(uint256 amount, uint256 deposit)
func (paymentChannel *PaymentChannel) UnpackAmountExceedsDepositError(raw []byte) (*PaymentChannelAmountExceedsDeposit, error) {
	out := new(PaymentChannelAmountExceedsDeposit)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "AmountExceedsDeposit", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelAmountNotIncreasing represents a AmountNotIncreasing error raised by the PaymentChannel contract.
type PaymentChannelAmountNotIncreasing struct {
	Amount   *big.Int
	Redeemed *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AmountNotIncreasing(uint256 amount, uint256 redeemed)
func PaymentChannelAmountNotIncreasingErrorID() common.Hash {
	return common.HexToHash("0x594e7f80505923fc3c2ae40046f69245303936fc6b18148bc10ad50081ed104b")
}

// UnpackAmountNotIncreasingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AmountNotIncreasing(uint256 amount, uint256 redeemed)
func (paymentChannel *PaymentChannel) UnpackAmountNotIncreasingError(raw []byte) (*PaymentChannelAmountNotIncreasing, error) {
	out := new(PaymentChannelAmountNotIncreasing)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "AmountNotIncreasing", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelBadReceiptSignature represents a BadReceiptSignature error raised by the PaymentChannel contract.
type PaymentChannelBadReceiptSignature struct {
	Signer   common.Address
	Provider common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadReceiptSignature(address signer, address provider)
func PaymentChannelBadReceiptSignatureErrorID() common.Hash {
	return common.HexToHash("0xe33206c67f3a5efdf080df79b83142165914c0756d1c77a9ede15acd2a346c76")
}

// UnpackBadReceiptSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadReceiptSignature(address signer, address provider)
func (paymentChannel *PaymentChannel) UnpackBadReceiptSignatureError(raw []byte) (*PaymentChannelBadReceiptSignature, error) {
	out := new(PaymentChannelBadReceiptSignature)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "BadReceiptSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelBadVoucherSignature represents a BadVoucherSignature error raised by the PaymentChannel contract.
type PaymentChannelBadVoucherSignature struct {
	Signer    common.Address
	Requester common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadVoucherSignature(address signer, address requester)
func PaymentChannelBadVoucherSignatureErrorID() common.Hash {
	return common.HexToHash("0x03f2789a7bd964f8a8dc723e34a6710c474359105bc7089fb82e59c6c59c34b9")
}

// UnpackBadVoucherSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadVoucherSignature(address signer, address requester)
func (paymentChannel *PaymentChannel) UnpackBadVoucherSignatureError(raw []byte) (*PaymentChannelBadVoucherSignature, error) {
	out := new(PaymentChannelBadVoucherSignature)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "BadVoucherSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelChannelExists represents a ChannelExists error raised by the PaymentChannel contract.
type PaymentChannelChannelExists struct {
	ChannelId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ChannelExists(bytes32 channelId)
func PaymentChannelChannelExistsErrorID() common.Hash {
	return common.HexToHash("0xa940c060494e4a8725ceaaeed5009635eed00c41d329b627de1735c400b10517")
}

// UnpackChannelExistsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ChannelExists(bytes32 channelId)
func (paymentChannel *PaymentChannel) UnpackChannelExistsError(raw []byte) (*PaymentChannelChannelExists, error) {
	out := new(PaymentChannelChannelExists)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "ChannelExists", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelChannelExpired represents a ChannelExpired error raised by the PaymentChannel contract.
type PaymentChannelChannelExpired struct {
	Expiry uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ChannelExpired(uint64 expiry)
func PaymentChannelChannelExpiredErrorID() common.Hash {
	return common.HexToHash("0x6c062c21f09bd221b55ba9605a5a7651cd3b1c2fb519ee4e7a51b01e5c558ca6")
}

// UnpackChannelExpiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ChannelExpired(uint64 expiry)
func (paymentChannel *PaymentChannel) UnpackChannelExpiredError(raw []byte) (*PaymentChannelChannelExpired, error) {
	out := new(PaymentChannelChannelExpired)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "ChannelExpired", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelDisputeOpen represents a DisputeOpen error raised by the PaymentChannel contract.
type PaymentChannelDisputeOpen struct {
	ChannelId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DisputeOpen(bytes32 channelId)
func PaymentChannelDisputeOpenErrorID() common.Hash {
	return common.HexToHash("0xb28fb59abdf8d83f1bf2873a5c737cd62e174541f78752789b55e02dd1de40a4")
}

// UnpackDisputeOpenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DisputeOpen(bytes32 channelId)
func (paymentChannel *PaymentChannel) UnpackDisputeOpenError(raw []byte) (*PaymentChannelDisputeOpen, error) {
	out := new(PaymentChannelDisputeOpen)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "DisputeOpen", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelDisputeWindowClosed represents a DisputeWindowClosed error raised by the PaymentChannel contract.
type PaymentChannelDisputeWindowClosed struct {
	Until uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DisputeWindowClosed(uint64 until)
func PaymentChannelDisputeWindowClosedErrorID() common.Hash {
	return common.HexToHash("0x63486c5284e1a8096109cd80e6ba5a3f627b33de02998f8bfb4b3b9380de4ee8")
}

// UnpackDisputeWindowClosedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DisputeWindowClosed(uint64 until)
func (paymentChannel *PaymentChannel) UnpackDisputeWindowClosedError(raw []byte) (*PaymentChannelDisputeWindowClosed, error) {
	out := new(PaymentChannelDisputeWindowClosed)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "DisputeWindowClosed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelDrawTooEarly represents a DrawTooEarly error raised by the PaymentChannel contract.
type PaymentChannelDrawTooEarly struct {
	FromBlock *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DrawTooEarly(uint256 fromBlock)
func PaymentChannelDrawTooEarlyErrorID() common.Hash {
	return common.HexToHash("0x781d2b7a54c2d34a74b7376b33797434505da813991e4d2bd70437178a568b89")
}

// UnpackDrawTooEarlyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DrawTooEarly(uint256 fromBlock)
func (paymentChannel *PaymentChannel) UnpackDrawTooEarlyError(raw []byte) (*PaymentChannelDrawTooEarly, error) {
	out := new(PaymentChannelDrawTooEarly)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "DrawTooEarly", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelFeeOnTransferToken represents a FeeOnTransferToken error raised by the PaymentChannel contract.
type PaymentChannelFeeOnTransferToken struct {
	Expected *big.Int
	Received *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FeeOnTransferToken(uint256 expected, uint256 received)
func PaymentChannelFeeOnTransferTokenErrorID() common.Hash {
	return common.HexToHash("0xbbc56de8b07859620a2e382dbc7f73f06cca8eaad64c5c8b5598938973286cd4")
}

// UnpackFeeOnTransferTokenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FeeOnTransferToken(uint256 expected, uint256 received)
func (paymentChannel *PaymentChannel) UnpackFeeOnTransferTokenError(raw []byte) (*PaymentChannelFeeOnTransferToken, error) {
	out := new(PaymentChannelFeeOnTransferToken)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "FeeOnTransferToken", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelInvalidAmount represents a InvalidAmount error raised by the PaymentChannel contract.
type PaymentChannelInvalidAmount struct {
	Amount *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidAmount(uint256 amount)
func PaymentChannelInvalidAmountErrorID() common.Hash {
	return common.HexToHash("0x3728b83da61d63401ac13ad617e59d729e6cb5ed67c24fa9dc4e9b626307fd6e")
}

// UnpackInvalidAmountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidAmount(uint256 amount)
func (paymentChannel *PaymentChannel) UnpackInvalidAmountError(raw []byte) (*PaymentChannelInvalidAmount, error) {
	out := new(PaymentChannelInvalidAmount)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "InvalidAmount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelInvalidDisputeConfig represents a InvalidDisputeConfig error raised by the PaymentChannel contract.
type PaymentChannelInvalidDisputeConfig struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidDisputeConfig()
func PaymentChannelInvalidDisputeConfigErrorID() common.Hash {
	return common.HexToHash("0x5ec9dffda6ef106218600f05fc2e49d6f9eff24f76924c40d3b831492284df34")
}

// UnpackInvalidDisputeConfigError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidDisputeConfig()
func (paymentChannel *PaymentChannel) UnpackInvalidDisputeConfigError(raw []byte) (*PaymentChannelInvalidDisputeConfig, error) {
	out := new(PaymentChannelInvalidDisputeConfig)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "InvalidDisputeConfig", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelInvalidExpiry represents a InvalidExpiry error raised by the PaymentChannel contract.
type PaymentChannelInvalidExpiry struct {
	Expiry uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidExpiry(uint64 expiry)
func PaymentChannelInvalidExpiryErrorID() common.Hash {
	return common.HexToHash("0x5e23ca683077152b568d5a6c78751d1308cfbbc7c308cb1322afc05c1541512f")
}

// UnpackInvalidExpiryError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidExpiry(uint64 expiry)
func (paymentChannel *PaymentChannel) UnpackInvalidExpiryError(raw []byte) (*PaymentChannelInvalidExpiry, error) {
	out := new(PaymentChannelInvalidExpiry)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "InvalidExpiry", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelInvalidFee represents a InvalidFee error raised by the PaymentChannel contract.
type PaymentChannelInvalidFee struct {
	FeeBps uint16
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidFee(uint16 feeBps)
func PaymentChannelInvalidFeeErrorID() common.Hash {
	return common.HexToHash("0xf6f4a38ff3899ab0ad965c9e8e832bdacf265b1804db261ad40de735384415c7")
}

// UnpackInvalidFeeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidFee(uint16 feeBps)
func (paymentChannel *PaymentChannel) UnpackInvalidFeeError(raw []byte) (*PaymentChannelInvalidFee, error) {
	out := new(PaymentChannelInvalidFee)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "InvalidFee", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelInvalidRecipient represents a InvalidRecipient error raised by the PaymentChannel contract.
type PaymentChannelInvalidRecipient struct {
	To common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidRecipient(address to)
func PaymentChannelInvalidRecipientErrorID() common.Hash {
	return common.HexToHash("0x17858bbe33f2abed3758965a9f02dee0a7e83a84b7b813e2a23810c33c0858ea")
}

// UnpackInvalidRecipientError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidRecipient(address to)
func (paymentChannel *PaymentChannel) UnpackInvalidRecipientError(raw []byte) (*PaymentChannelInvalidRecipient, error) {
	out := new(PaymentChannelInvalidRecipient)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "InvalidRecipient", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelInvalidShortString represents a InvalidShortString error raised by the PaymentChannel contract.
type PaymentChannelInvalidShortString struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidShortString()
func PaymentChannelInvalidShortStringErrorID() common.Hash {
	return common.HexToHash("0xb3512b0c6163e5f0bafab72bb631b9d58cd7a731b082f910338aa21c83d5c274")
}

// UnpackInvalidShortStringError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidShortString()
func (paymentChannel *PaymentChannel) UnpackInvalidShortStringError(raw []byte) (*PaymentChannelInvalidShortString, error) {
	out := new(PaymentChannelInvalidShortString)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "InvalidShortString", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelInvalidVerdicts represents a InvalidVerdicts error raised by the PaymentChannel contract.
type PaymentChannelInvalidVerdicts struct {
	Verdicts   *big.Int
	Signatures *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidVerdicts(uint256 verdicts, uint256 signatures)
func PaymentChannelInvalidVerdictsErrorID() common.Hash {
	return common.HexToHash("0xbf670a28a9aabdd7e43028f0c062921b398c5313adcac6efa49b8df26ade0ced")
}

// UnpackInvalidVerdictsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidVerdicts(uint256 verdicts, uint256 signatures)
func (paymentChannel *PaymentChannel) UnpackInvalidVerdictsError(raw []byte) (*PaymentChannelInvalidVerdicts, error) {
	out := new(PaymentChannelInvalidVerdicts)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "InvalidVerdicts", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelJobAlreadyDisputed represents a JobAlreadyDisputed error raised by the PaymentChannel contract.
type PaymentChannelJobAlreadyDisputed struct {
	JobId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error JobAlreadyDisputed(bytes32 jobId)
func PaymentChannelJobAlreadyDisputedErrorID() common.Hash {
	return common.HexToHash("0xe32c4054d8791ded057242923091409686c264f49b4cf7c895ec9fc31f4a5cf3")
}

// UnpackJobAlreadyDisputedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error JobAlreadyDisputed(bytes32 jobId)
func (paymentChannel *PaymentChannel) UnpackJobAlreadyDisputedError(raw []byte) (*PaymentChannelJobAlreadyDisputed, error) {
	out := new(PaymentChannelJobAlreadyDisputed)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "JobAlreadyDisputed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelJobIdNotRequesters represents a JobIdNotRequesters error raised by the PaymentChannel contract.
type PaymentChannelJobIdNotRequesters struct {
	JobId     [32]byte
	Requester common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error JobIdNotRequesters(bytes32 jobId, address requester)
func PaymentChannelJobIdNotRequestersErrorID() common.Hash {
	return common.HexToHash("0xb5313cb5172c14a6a3a047be27fc8f086a8be48f77b61107e6a926de89c51cbf")
}

// UnpackJobIdNotRequestersError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error JobIdNotRequesters(bytes32 jobId, address requester)
func (paymentChannel *PaymentChannel) UnpackJobIdNotRequestersError(raw []byte) (*PaymentChannelJobIdNotRequesters, error) {
	out := new(PaymentChannelJobIdNotRequesters)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "JobIdNotRequesters", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelNoCollateral represents a NoCollateral error raised by the PaymentChannel contract.
type PaymentChannelNoCollateral struct {
	ChannelId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoCollateral(bytes32 channelId)
func PaymentChannelNoCollateralErrorID() common.Hash {
	return common.HexToHash("0x1bb0b7c1526d39d3cf6885079b96b1a51c407d606a4a53079da2df8e1ae87fcd")
}

// UnpackNoCollateralError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoCollateral(bytes32 channelId)
func (paymentChannel *PaymentChannel) UnpackNoCollateralError(raw []byte) (*PaymentChannelNoCollateral, error) {
	out := new(PaymentChannelNoCollateral)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "NoCollateral", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelNoDispute represents a NoDispute error raised by the PaymentChannel contract.
type PaymentChannelNoDispute struct {
	ChannelId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoDispute(bytes32 channelId)
func PaymentChannelNoDisputeErrorID() common.Hash {
	return common.HexToHash("0xb7205638f8cdfd20f863943e89fcc73ecf473874f1446850ef14df0c0f27a923")
}

// UnpackNoDisputeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoDispute(bytes32 channelId)
func (paymentChannel *PaymentChannel) UnpackNoDisputeError(raw []byte) (*PaymentChannelNoDispute, error) {
	out := new(PaymentChannelNoDispute)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "NoDispute", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelNoVerifiers represents a NoVerifiers error raised by the PaymentChannel contract.
type PaymentChannelNoVerifiers struct {
	JobId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoVerifiers(bytes32 jobId)
func PaymentChannelNoVerifiersErrorID() common.Hash {
	return common.HexToHash("0x1c6aa4c1bc2c173039446a785a411d4b22307c7f6da8a49221a66cbfdcf8e8ae")
}

// UnpackNoVerifiersError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoVerifiers(bytes32 jobId)
func (paymentChannel *PaymentChannel) UnpackNoVerifiersError(raw []byte) (*PaymentChannelNoVerifiers, error) {
	out := new(PaymentChannelNoVerifiers)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "NoVerifiers", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelNotProvider represents a NotProvider error raised by the PaymentChannel contract.
type PaymentChannelNotProvider struct {
	Caller   common.Address
	Provider common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotProvider(address caller, address provider)
func PaymentChannelNotProviderErrorID() common.Hash {
	return common.HexToHash("0x344b0904f157174c498c04537ae317270df5dc37b5c489ec2f7bf8b7100e2c66")
}

// UnpackNotProviderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotProvider(address caller, address provider)
func (paymentChannel *PaymentChannel) UnpackNotProviderError(raw []byte) (*PaymentChannelNotProvider, error) {
	out := new(PaymentChannelNotProvider)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "NotProvider", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelNotRequester represents a NotRequester error raised by the PaymentChannel contract.
type PaymentChannelNotRequester struct {
	Caller    common.Address
	Requester common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotRequester(address caller, address requester)
func PaymentChannelNotRequesterErrorID() common.Hash {
	return common.HexToHash("0x0691b032b929d76e12873ceb559e6ea1a430f5e6ad588ffca056b6a5a9c89d14")
}

// UnpackNotRequesterError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotRequester(address caller, address requester)
func (paymentChannel *PaymentChannel) UnpackNotRequesterError(raw []byte) (*PaymentChannelNotRequester, error) {
	out := new(PaymentChannelNotRequester)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "NotRequester", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelNotYetDrawn represents a NotYetDrawn error raised by the PaymentChannel contract.
type PaymentChannelNotYetDrawn struct {
	JobId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotYetDrawn(bytes32 jobId)
func PaymentChannelNotYetDrawnErrorID() common.Hash {
	return common.HexToHash("0xf93dcd1ad5abcec962312f4950a9b625ccd75120b9a98f89709f64100c3e4699")
}

// UnpackNotYetDrawnError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotYetDrawn(bytes32 jobId)
func (paymentChannel *PaymentChannel) UnpackNotYetDrawnError(raw []byte) (*PaymentChannelNotYetDrawn, error) {
	out := new(PaymentChannelNotYetDrawn)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "NotYetDrawn", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelNothingOwed represents a NothingOwed error raised by the PaymentChannel contract.
type PaymentChannelNothingOwed struct {
	Recipient common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NothingOwed(address recipient)
func PaymentChannelNothingOwedErrorID() common.Hash {
	return common.HexToHash("0x751b0fdaa408a0c7537afaf0af96a92598192bff093a0ad0f684a7c83bc223c9")
}

// UnpackNothingOwedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NothingOwed(address recipient)
func (paymentChannel *PaymentChannel) UnpackNothingOwedError(raw []byte) (*PaymentChannelNothingOwed, error) {
	out := new(PaymentChannelNothingOwed)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "NothingOwed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelNothingToReclaim represents a NothingToReclaim error raised by the PaymentChannel contract.
type PaymentChannelNothingToReclaim struct {
	ChannelId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NothingToReclaim(bytes32 channelId)
func PaymentChannelNothingToReclaimErrorID() common.Hash {
	return common.HexToHash("0x8cb2b314102939f4eb5a4f1a2046ca03c25aa2428e1a1854d477851f066c0b5c")
}

// UnpackNothingToReclaimError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NothingToReclaim(bytes32 channelId)
func (paymentChannel *PaymentChannel) UnpackNothingToReclaimError(raw []byte) (*PaymentChannelNothingToReclaim, error) {
	out := new(PaymentChannelNothingToReclaim)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "NothingToReclaim", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the PaymentChannel contract.
type PaymentChannelOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func PaymentChannelOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (paymentChannel *PaymentChannel) UnpackOwnableInvalidOwnerError(raw []byte) (*PaymentChannelOwnableInvalidOwner, error) {
	out := new(PaymentChannelOwnableInvalidOwner)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the PaymentChannel contract.
type PaymentChannelOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func PaymentChannelOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (paymentChannel *PaymentChannel) UnpackOwnableUnauthorizedAccountError(raw []byte) (*PaymentChannelOwnableUnauthorizedAccount, error) {
	out := new(PaymentChannelOwnableUnauthorizedAccount)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelReceiptMismatch represents a ReceiptMismatch error raised by the PaymentChannel contract.
type PaymentChannelReceiptMismatch struct {
	ChannelId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReceiptMismatch(bytes32 channelId)
func PaymentChannelReceiptMismatchErrorID() common.Hash {
	return common.HexToHash("0x79d62e06e1d5bb4b53359b35d9a56d140c0dbd3c892d40fd6e38db382cfbec79")
}

// UnpackReceiptMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReceiptMismatch(bytes32 channelId)
func (paymentChannel *PaymentChannel) UnpackReceiptMismatchError(raw []byte) (*PaymentChannelReceiptMismatch, error) {
	out := new(PaymentChannelReceiptMismatch)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "ReceiptMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelReclaimTooEarly represents a ReclaimTooEarly error raised by the PaymentChannel contract.
type PaymentChannelReclaimTooEarly struct {
	Until uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReclaimTooEarly(uint64 until)
func PaymentChannelReclaimTooEarlyErrorID() common.Hash {
	return common.HexToHash("0xe6162694ff7e16f4e5e4e2df34397bf117054fb5be838d028e3854c4efa6090e")
}

// UnpackReclaimTooEarlyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReclaimTooEarly(uint64 until)
func (paymentChannel *PaymentChannel) UnpackReclaimTooEarlyError(raw []byte) (*PaymentChannelReclaimTooEarly, error) {
	out := new(PaymentChannelReclaimTooEarly)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "ReclaimTooEarly", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelRedeemWindowClosed represents a RedeemWindowClosed error raised by the PaymentChannel contract.
type PaymentChannelRedeemWindowClosed struct {
	Until uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error RedeemWindowClosed(uint64 until)
func PaymentChannelRedeemWindowClosedErrorID() common.Hash {
	return common.HexToHash("0xc670e13b87cf73d73e883b7ddbac7c15404c3a9ad555cf59e1f3f480a4bce359")
}

// UnpackRedeemWindowClosedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error RedeemWindowClosed(uint64 until)
func (paymentChannel *PaymentChannel) UnpackRedeemWindowClosedError(raw []byte) (*PaymentChannelRedeemWindowClosed, error) {
	out := new(PaymentChannelRedeemWindowClosed)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "RedeemWindowClosed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelReentrancyGuardReentrantCall represents a ReentrancyGuardReentrantCall error raised by the PaymentChannel contract.
type PaymentChannelReentrancyGuardReentrantCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReentrancyGuardReentrantCall()
func PaymentChannelReentrancyGuardReentrantCallErrorID() common.Hash {
	return common.HexToHash("0x3ee5aeb571de7fc460830b4d0017439a1ca56fb0bc39062227ade4fe4a24c1ca")
}

// UnpackReentrancyGuardReentrantCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReentrancyGuardReentrantCall()
func (paymentChannel *PaymentChannel) UnpackReentrancyGuardReentrantCallError(raw []byte) (*PaymentChannelReentrancyGuardReentrantCall, error) {
	out := new(PaymentChannelReentrancyGuardReentrantCall)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "ReentrancyGuardReentrantCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelResultMismatch represents a ResultMismatch error raised by the PaymentChannel contract.
type PaymentChannelResultMismatch struct {
	ResultHash [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ResultMismatch(bytes32 resultHash)
func PaymentChannelResultMismatchErrorID() common.Hash {
	return common.HexToHash("0x1af243267c7730ce2ee2b9b55b6272e56266a15be93f58a036e83e451223981b")
}

// UnpackResultMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ResultMismatch(bytes32 resultHash)
func (paymentChannel *PaymentChannel) UnpackResultMismatchError(raw []byte) (*PaymentChannelResultMismatch, error) {
	out := new(PaymentChannelResultMismatch)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "ResultMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the PaymentChannel contract.
type PaymentChannelSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func PaymentChannelSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (paymentChannel *PaymentChannel) UnpackSafeERC20FailedOperationError(raw []byte) (*PaymentChannelSafeERC20FailedOperation, error) {
	out := new(PaymentChannelSafeERC20FailedOperation)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelStaleVoucher represents a StaleVoucher error raised by the PaymentChannel contract.
type PaymentChannelStaleVoucher struct {
	Sequence     uint64
	LastSequence uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StaleVoucher(uint64 sequence, uint64 lastSequence)
func PaymentChannelStaleVoucherErrorID() common.Hash {
	return common.HexToHash("0x18810f87bf26dd69b02c71ebffdf58029e1b04582e25570c9b497dd4e63488bd")
}

// UnpackStaleVoucherError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StaleVoucher(uint64 sequence, uint64 lastSequence)
func (paymentChannel *PaymentChannel) UnpackStaleVoucherError(raw []byte) (*PaymentChannelStaleVoucher, error) {
	out := new(PaymentChannelStaleVoucher)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "StaleVoucher", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelStringTooLong represents a StringTooLong error raised by the PaymentChannel contract.
type PaymentChannelStringTooLong struct {
	Str string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StringTooLong(string str)
func PaymentChannelStringTooLongErrorID() common.Hash {
	return common.HexToHash("0x305a27a93f8e33b7392df0a0f91d6fc63847395853c45991eec52dbf24d72381")
}

// UnpackStringTooLongError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StringTooLong(string str)
func (paymentChannel *PaymentChannel) UnpackStringTooLongError(raw []byte) (*PaymentChannelStringTooLong, error) {
	out := new(PaymentChannelStringTooLong)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "StringTooLong", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelUnknownChannel represents a UnknownChannel error raised by the PaymentChannel contract.
type PaymentChannelUnknownChannel struct {
	ChannelId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownChannel(bytes32 channelId)
func PaymentChannelUnknownChannelErrorID() common.Hash {
	return common.HexToHash("0xb08fc1cb7d4c5a62cfc36d1d52273872c8ad5c540953a2c17c0a39912130100d")
}

// UnpackUnknownChannelError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownChannel(bytes32 channelId)
func (paymentChannel *PaymentChannel) UnpackUnknownChannelError(raw []byte) (*PaymentChannelUnknownChannel, error) {
	out := new(PaymentChannelUnknownChannel)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "UnknownChannel", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelVerdictLate represents a VerdictLate error raised by the PaymentChannel contract.
type PaymentChannelVerdictLate struct {
	Deadline uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error VerdictLate(uint64 deadline)
func PaymentChannelVerdictLateErrorID() common.Hash {
	return common.HexToHash("0x1523db78327fc1fa1c88effb2d4e53c091b5fe78c8800db93ec6976ab5b7ddb5")
}

// UnpackVerdictLateError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error VerdictLate(uint64 deadline)
func (paymentChannel *PaymentChannel) UnpackVerdictLateError(raw []byte) (*PaymentChannelVerdictLate, error) {
	out := new(PaymentChannelVerdictLate)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "VerdictLate", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelVerdictWindowOpen represents a VerdictWindowOpen error raised by the PaymentChannel contract.
type PaymentChannelVerdictWindowOpen struct {
	Until uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error VerdictWindowOpen(uint64 until)
func PaymentChannelVerdictWindowOpenErrorID() common.Hash {
	return common.HexToHash("0x28cc6fb6b076d105bb2db7eb9ac4cafbc479ad15a7f0203ce9bc75af2f3ad8ef")
}

// UnpackVerdictWindowOpenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error VerdictWindowOpen(uint64 until)
func (paymentChannel *PaymentChannel) UnpackVerdictWindowOpenError(raw []byte) (*PaymentChannelVerdictWindowOpen, error) {
	out := new(PaymentChannelVerdictWindowOpen)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "VerdictWindowOpen", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelWrongRegistry represents a WrongRegistry error raised by the PaymentChannel contract.
type PaymentChannelWrongRegistry struct {
	RegistryEscrow common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongRegistry(address registryEscrow)
func PaymentChannelWrongRegistryErrorID() common.Hash {
	return common.HexToHash("0xf167fad15fe5c2656c21c039bb69997c571bb1acf08ad2c4ae6a567bc6271f7f")
}

// UnpackWrongRegistryError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongRegistry(address registryEscrow)
func (paymentChannel *PaymentChannel) UnpackWrongRegistryError(raw []byte) (*PaymentChannelWrongRegistry, error) {
	out := new(PaymentChannelWrongRegistry)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "WrongRegistry", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelZeroAddress represents a ZeroAddress error raised by the PaymentChannel contract.
type PaymentChannelZeroAddress struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAddress()
func PaymentChannelZeroAddressErrorID() common.Hash {
	return common.HexToHash("0xd92e233df2717d4a40030e20904abd27b68fcbeede117eaaccbbdac9618c8c73")
}

// UnpackZeroAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAddress()
func (paymentChannel *PaymentChannel) UnpackZeroAddressError(raw []byte) (*PaymentChannelZeroAddress, error) {
	out := new(PaymentChannelZeroAddress)
	if err := paymentChannel.abi.UnpackIntoInterface(out, "ZeroAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}
