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

// JobEscrowJob is an auto generated low-level Go binding around an user-defined struct.
type JobEscrowJob struct {
	Provider         common.Address
	Deadline         *big.Int
	Status           uint8
	JobClass         uint8
	ChallengeWindow  uint32
	Requester        common.Address
	Price            *big.Int
	Collateral       *big.Int
	FeeBps           uint16
	Reserved         *big.Int
	SecretCommitment [32]byte
	ResultHash       [32]byte
}

// JobEscrowMetaData contains all meta data concerning the JobEscrow contract.
var JobEscrowMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"token_\",\"type\":\"address\"},{\"internalType\":\"contractProviderRegistry\",\"name\":\"registry_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"treasury_\",\"type\":\"address\"},{\"internalType\":\"uint16\",\"name\":\"feeBps_\",\"type\":\"uint16\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow_\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"name\":\"AcceptanceExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"until\",\"type\":\"uint64\"}],\"name\":\"ChallengeWindowOpen\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DeadlineNotReached\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DeadlinePassed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"InvalidAmount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"}],\"name\":\"InvalidCID\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"}],\"name\":\"InvalidClass\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"InvalidDeadline\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint16\",\"name\":\"feeBps\",\"type\":\"uint16\"}],\"name\":\"InvalidFee\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"InvalidSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"JobExists\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoFees\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotEnabled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"NotProvider\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"}],\"name\":\"NotRequester\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"UnknownJob\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"enumJobEscrow.Status\",\"name\":\"status\",\"type\":\"uint8\"}],\"name\":\"WrongStatus\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"}],\"name\":\"ChallengeWindowSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"feeBps\",\"type\":\"uint16\"}],\"name\":\"FeeSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"treasury\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"FeesSwept\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"payout\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"}],\"name\":\"JobClaimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"}],\"name\":\"JobOpened\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"slashed\",\"type\":\"uint256\"}],\"name\":\"JobRefunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"resultCID\",\"type\":\"bytes\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"challengeEnd\",\"type\":\"uint64\"}],\"name\":\"ResultSubmitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"treasury\",\"type\":\"address\"}],\"name\":\"TreasurySet\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"ACCEPTANCE_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"CLASS_BATCH\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"CLASS_BURST\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"CLASS_ZK\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_CID_LENGTH\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_FEE_BPS\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"}],\"name\":\"acceptanceDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"accruedFees\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"challengeWindow\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"claim\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"dispute\",\"outputs\":[],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"domainSeparator\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"feeBps\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"getJob\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"uint40\",\"name\":\"deadline\",\"type\":\"uint40\"},{\"internalType\":\"enumJobEscrow.Status\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"uint96\",\"name\":\"price\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"collateral\",\"type\":\"uint96\"},{\"internalType\":\"uint16\",\"name\":\"feeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint144\",\"name\":\"reserved\",\"type\":\"uint144\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"}],\"internalType\":\"structJobEscrow.Job\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"openJob\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"jobClass\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"secretCommitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Acceptance\",\"name\":\"a\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"},{\"internalType\":\"uint256\",\"name\":\"permitDeadline\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"openJobWithPermit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"refund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"registry\",\"outputs\":[{\"internalType\":\"contractProviderRegistry\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"challengeWindow_\",\"type\":\"uint32\"}],\"name\":\"setChallengeWindow\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint16\",\"name\":\"feeBps_\",\"type\":\"uint16\"}],\"name\":\"setFeeBps\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"treasury_\",\"type\":\"address\"}],\"name\":\"setTreasury\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"statusOf\",\"outputs\":[{\"internalType\":\"enumJobEscrow.Status\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"submitProof\",\"outputs\":[],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"resultCID\",\"type\":\"bytes\"}],\"name\":\"submitResult\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"sweepFees\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"treasury\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "JobEscrow",
	Bin: "0x6101a0806040523461038a5760c0816129748038038091610020828561038e565b83398101031261038a5780516001600160a01b038116919082810361038a5760208201516001600160a01b038116939084810361038a57610063604085016103c5565b9060608501519361ffff85169687860361038a5760808701519463ffffffff86169788870361038a5760a061009891016103c5565b604051906100a760408361038e565b6011825260208201706770756d657368204a6f62457363726f7760781b8152604051926100d560408561038e565b60018452603160f81b60208501908152926001600160a01b03168015610377575f80546001600160a01b03198116831782556001600160a01b0316907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09080a361013e816103d9565b6101205261014b846103d9565b61014052519020918260e05251902080610100524660a0526040519060208201927f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f8452604083015260608201524660808201523060a082015260a081526101b460c08261038e565b5190206080523060c0521590811561036e575b50801561035d575b61034e576107d0871161033b5760208096957faab062e3faf62b6c9a0f8e62af66e0310e27127a8c871a67be7dd4d93de6da539582957f1d7564d09b55f8c1fbd0b6b1f7430fc2df0706866810de6143a5078ba80a530d9a957f3c864541ef71378c6229510ed90f376565ee42d9c5e0904a984a9e863e6db44f95610160526101805260018060a01b031691826003549263ffffffff60b01b9060b01b169260018060d01b031916179061ffff60a01b9060a01b161717600355604051908152a1604051908152a1604051908152a160405161252f9081610445823960805181612311015260a051816123ce015260c051816122e2015260e051816123600152610100518161238601526101205181610d6601526101405181610d9001526101605181818161019b015281816106fa0152818161086501528181610a2601528181610fba0152611fa9015261018051818181610a8e01528181610e910152818161102301526120360152f35b8663f6f4a38f60e01b5f5260045260245ffd5b63d92e233d60e01b5f5260045ffd5b506001600160a01b038316156101cf565b9050155f6101c7565b631e4fbdf760e01b5f525f60045260245ffd5b5f80fd5b601f909101601f19168101906001600160401b038211908210176103b157604052565b634e487b7160e01b5f52604160045260245ffd5b51906001600160a01b038216820361038a57565b601f8151116104045760208151910151602082106103f5571790565b5f198260200360031b1b161790565b604460209160405192839163305a27a960e01b83528160048401528051918291826024860152018484015e5f828201840152601f01601f19168101030190fdfe60806040526004361015610011575f80fd5b5f5f3560e01c8063023b1fc9146116b257806314ca8193146116975780631be2034c1461152f57806324a9d8531461150b57806325e546e9146114d157806332f5aa04146114b75780633c06b7351461120957806356522c2e146111ee57806361d027b3146111bb578063682c20581461119e578063715018a6146111225780637249fbb614610eb55780637b10399914610e6457806384b0196e14610d4c578063861a141214610d255780638da5cb5b14610cf2578063a4ea0ef614610c4d578063a82da60d14610c31578063b181c22f14610be3578063bd66528a146108e8578063c7df14e2146108b1578063d113b95c146107f5578063d55be8c6146107d8578063e7198ffd1461068e578063eb90e2cb14610611578063f0f4426014610550578063f2fde38b14610479578063f5ed93511461043f578063f698da251461041c578063f729cf0d146101c25763fc0c546a1461016f575f80fd5b346101bf57806003193601126101bf57602060405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b80fd5b50346101bf5760206003193601126101bf57806101606040516101e48161186c565b8281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e08201528261010082015282610120820152826101408201520152600435815260056020526040812090604051916102448361186c565b805473ffffffffffffffffffffffffffffffffffffffff81168452602084019264ffffffffff8260a01c16845260ff8260c81c16604086019160078210156103ef57508152606085018260d01c60ff168152608086019260d81c63ffffffff168352600184015460a0870173ffffffffffffffffffffffffffffffffffffffff8216815260c088019160a01c825260028601549460e08901936bffffffffffffffffffffffff871685526101008a01958760601c61ffff1687526101208b019760701c88526003890154986101408c01998a5260040154996101608c019a8b526040519b5173ffffffffffffffffffffffffffffffffffffffff168c525164ffffffffff1660208c01525160408b0161035c91611829565b5160ff1660608a01525163ffffffff1660808901525173ffffffffffffffffffffffffffffffffffffffff1660a0880152516bffffffffffffffffffffffff1660c0870152516bffffffffffffffffffffffff1660e08601525161ffff166101008501525171ffffffffffffffffffffffffffffffffffff16610120840152516101408301525161016082015261018090f35b807f4e487b7100000000000000000000000000000000000000000000000000000000602492526021600452fd5b50346101bf57806003193601126101bf5760206104376122cb565b604051908152f35b50346101bf57600490610451366117b2565b5050507f7ea8ac56000000000000000000000000000000000000000000000000000000008152fd5b50346101bf5760206003193601126101bf5760043573ffffffffffffffffffffffffffffffffffffffff811680910361054c576104b46118d7565b80156105205773ffffffffffffffffffffffffffffffffffffffff8254827fffffffffffffffffffffffff00000000000000000000000000000000000000008216178455167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e08380a380f35b6024827f1e4fbdf700000000000000000000000000000000000000000000000000000000815280600452fd5b5080fd5b50346101bf5760206003193601126101bf5760043573ffffffffffffffffffffffffffffffffffffffff811680910361054c5761058b6118d7565b80156105e9576020817f3c864541ef71378c6229510ed90f376565ee42d9c5e0904a984a9e863e6db44f927fffffffffffffffffffffffff00000000000000000000000000000000000000006003541617600355604051908152a180f35b6004827fd92e233d000000000000000000000000000000000000000000000000000000008152fd5b50346101bf5760606003193601126101bf5760243567ffffffffffffffff811161054c57610643903690600401611784565b505060443567ffffffffffffffff811161054c579061066760049236908401611784565b50507f7ea8ac56000000000000000000000000000000000000000000000000000000008152fd5b50346101bf5760031936016101e0811261054c57610140136101bf576101443567ffffffffffffffff811161054c576106cb903690600401611784565b826101843560ff811680910361054c576106e361198b565b73ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001690813b156107d457829160e4839260405194859384927fd505accf000000000000000000000000000000000000000000000000000000008452336004850152306024850152608435604485015261016435606485015260848401526101a43560a48401526101c43560c48401525af16107bf575b505061079991611ac9565b807f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d80f35b816107c991611889565b6107d457825f61078e565b8280fd5b50346101bf57806003193601126101bf5760206040516107d08152f35b50346101bf57806003193601126101bf5761080e61198b565b600454801561088957610799908260045573ffffffffffffffffffffffffffffffffffffffff60035416807fb6c81b526e1bd55a3845d8caa6fe0c1ce87b3c9e534eec43f43b3c1849d4e2e86020604051858152a27f00000000000000000000000000000000000000000000000000000000000000006119ff565b6004827f7f7d9be0000000000000000000000000000000000000000000000000000000008152fd5b50346101bf5760206003193601126101bf5760ff6040602092600435815260058452205460c81c166108e66040518092611829565bf35b50346101bf5760206003193601126101bf576004359061090661198b565b81815260056020526040812091825460ff8160c81c166007811015610bb65760028103610bb0575064ffffffffff8160a01c16804210610b85575073ffffffffffffffffffffffffffffffffffffffff16600184015460a01c60028501549261ffff6bffffffffffffffffffffffff85169460601c16808302908382041483151715610b58576127109004957904000000000000000000000000000000000000000000000000007fffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffff82541617905585610b43575b858284610a23937f3fb3a9e22d7cfe2f14bca51cecf0290cc19a5dd898ee0bbd216b8e76be68d7666040610a128b9c610a4a996118ca565b8151908152866020820152a36118ca565b827f00000000000000000000000000000000000000000000000000000000000000006119ff565b81610a77575b50507f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d80f35b73ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001691823b15610b3e576040517f7eee288d00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff92909216600483015260248201529082908290604490829084905af18015610b3357610b1e575b80610a50565b81610b2891611889565b6101bf57805f610b18565b6040513d84823e3d90fd5b505050fd5b600454868101809111610b58576004556109da565b6024867f4e487b710000000000000000000000000000000000000000000000000000000081526011600452fd5b7f9db52e49000000000000000000000000000000000000000000000000000000008452600452602483fd5b82611923565b6024847f4e487b710000000000000000000000000000000000000000000000000000000081526021600452fd5b50346101bf576003193601610160811261054c57610140136101bf576101443567ffffffffffffffff811161054c57610c23610799913690600401611784565b90610c2c61198b565b611ac9565b50346101bf57806003193601126101bf57602060405160808152f35b50346101bf5760206003193601126101bf5760043563ffffffff8116908181036107d4577f1d7564d09b55f8c1fbd0b6b1f7430fc2df0706866810de6143a5078ba80a530d91602091610c9e6118d7565b7fffffffffffff00000000ffffffffffffffffffffffffffffffffffffffffffff79ffffffff000000000000000000000000000000000000000000006003549260b01b16911617600355604051908152a180f35b50346101bf57806003193601126101bf5773ffffffffffffffffffffffffffffffffffffffff6020915416604051908152f35b50346101bf57806003193601126101bf57602063ffffffff60035460b01c16604051908152f35b50346101bf57806003193601126101bf57610e0890610d8a7f00000000000000000000000000000000000000000000000000000000000000006123f4565b90610db47f00000000000000000000000000000000000000000000000000000000000000006123f4565b906020610e1660405193610dc88386611889565b8385525f3681376040519687967f0f00000000000000000000000000000000000000000000000000000000000000885260e08589015260e08801906117e6565b9086820360408801526117e6565b904660608601523060808601528260a086015284820360c08601528080855193848152019401925b828110610e4d57505050500390f35b835185528695509381019392810192600101610e3e565b50346101bf57806003193601126101bf57602060405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b50346110c05760206003193601126110c057600435610ed261198b565b805f52600560205260405f20805460ff8160c81c1660078110156110f557600181036110ef575064ffffffffff9060a01c16804211156110c45750600181015491610fde73ffffffffffffffffffffffffffffffffffffffff84169360a01c846bffffffffffffffffffffffff600286015416937905000000000000000000000000000000000000000000000000007fffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffff8754161786557f84cac6a64f44d4b8a5092c03522e3985dc3268dc05472482b703df0d752de4d960408051858152876020820152a3847f00000000000000000000000000000000000000000000000000000000000000006119ff565b8061100b575b83807f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d80f35b73ffffffffffffffffffffffffffffffffffffffff807f00000000000000000000000000000000000000000000000000000000000000001692541691803b156110c0575f928360649260405196879586947fbfac59900000000000000000000000000000000000000000000000000000000086526004860152602485015260448401525af180156110b5576110a2575b8080610fe4565b6110ae91505f90611889565b5f5f61109b565b6040513d5f823e3d90fd5b5f80fd5b7fbd5145db000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b83611923565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd5b346110c0575f6003193601126110c05761113a6118d7565b5f73ffffffffffffffffffffffffffffffffffffffff81547fffffffffffffffffffffffff000000000000000000000000000000000000000081168355167f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e08280a3005b346110c0575f6003193601126110c0576020600454604051908152f35b346110c0575f6003193601126110c057602073ffffffffffffffffffffffffffffffffffffffff60035416604051908152f35b346110c0575f6003193601126110c057602060405160028152f35b346110c057611217366117b2565b825f93929352600560205260405f2092835460ff8160c81c1660078110156110f557600181036114b1575073ffffffffffffffffffffffffffffffffffffffff8116803303611482575064ffffffffff8160a01c1680421161145757508215801561144d575b6114215763ffffffff9060d81c1664ffffffffff4216019364ffffffffff85116113f45780547fffffffffffff000000000000ffffffffffffffffffffffffffffffffffffffff1660a086901b78ffffffffff0000000000000000000000000000000000000000161779020000000000000000000000000000000000000000000000000017815567ffffffffffffffff83116113c7577fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f840116946020860161134b6040519182611889565b8481526020810136868601116110c0578564ffffffffff946004835f957f61ed53ef7558d18bfd1f5bf28b01da2d9dbc2095dade7c52ac5cfcfdbdc065629a8a606097378660208683010152519020910155806040519660408852816040890152838801378501015216602082015260608133958101030190a3005b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b827f0b113625000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b506080831161127d565b7f67680913000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b7f344b0904000000000000000000000000000000000000000000000000000000005f523360045260245260445ffd5b84611923565b346110c0575f6003193601126110c05760206040515f8152f35b346110c0575f6003193601126110c05760206040517f28bad9b1b4acf47376899a6cbcc24867d04c86f324fc3dfa1beccebe044a5f7e8152f35b346110c0575f6003193601126110c057602061ffff60035460a01c16604051908152f35b346110c0576101406003193601126110c05760243573ffffffffffffffffffffffffffffffffffffffff8116908181036110c0575060443573ffffffffffffffffffffffffffffffffffffffff8116908181036110c0575060c4359167ffffffffffffffff8316928381036110c0575060e4359160ff8316928381036110c05750610124359267ffffffffffffffff8416908185036110c0576020956042955060405193878501957f28bad9b1b4acf47376899a6cbcc24867d04c86f324fc3dfa1beccebe044a5f7e875260043560408701526060860152608085015260643560a085015260843560c085015260a43560e085015261010084015261012083015261010435610140830152610160820152610160815261165161018082611889565b51902061165c6122cb565b90604051917f190100000000000000000000000000000000000000000000000000000000000083526002830152602282015220604051908152f35b346110c0575f6003193601126110c057602060405160018152f35b346110c05760206003193601126110c05760043561ffff8116908181036110c0576116db6118d7565b6107d08211611758577faab062e3faf62b6c9a0f8e62af66e0310e27127a8c871a67be7dd4d93de6da53916020917fffffffffffffffffffff0000ffffffffffffffffffffffffffffffffffffffff75ffff00000000000000000000000000000000000000006003549260a01b16911617600355604051908152a1005b507ff6f4a38f000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b9181601f840112156110c05782359167ffffffffffffffff83116110c057602083818601950101116110c057565b9060406003198301126110c057600435916024359067ffffffffffffffff82116110c0576117e291600401611784565b9091565b907fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f602080948051918291828752018686015e5f8582860101520116010190565b9060078210156110f55752565b3573ffffffffffffffffffffffffffffffffffffffff811681036110c05790565b3567ffffffffffffffff811681036110c05790565b610180810190811067ffffffffffffffff8211176113c757604052565b90601f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0910116810190811067ffffffffffffffff8211176113c757604052565b919082039182116113f457565b73ffffffffffffffffffffffffffffffffffffffff5f541633036118f757565b7f118cdaa7000000000000000000000000000000000000000000000000000000005f523360045260245ffd5b60078210156110f5578115611960577f9d819744000000000000000000000000000000000000000000000000000000005f5260045260245260445ffd5b7fe498a481000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005c6119d75760017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d565b7f3ee5aeb5000000000000000000000000000000000000000000000000000000005f5260045ffd5b9173ffffffffffffffffffffffffffffffffffffffff604051927fa9059cbb000000000000000000000000000000000000000000000000000000005f521660045260245260205f60448180865af19060015f5114821615611aa8575b60405215611a665750565b73ffffffffffffffffffffffffffffffffffffffff907f5274afe7000000000000000000000000000000000000000000000000000000005f521660045260245ffd5b906001811516611ac057823b15153d15161690611a5b565b503d5f823e3d90fd5b6024359073ffffffffffffffffffffffffffffffffffffffff8216928383141592836110c057843303612299576101243567ffffffffffffffff8116908181036110c05781421161226d57505060c4359367ffffffffffffffff8516908186141594856110c05742831180159061225c575b6122295760e4359260ff8416928385141593846110c057600281116121fe5760843595861580156121e9575b6121bd5760a4359a6bffffffffffffffffffffffff8c11612191576004355f52600560205260405f209560ff875460c81c1660078110156110f5576121635760049a8b91611bb56024611836565b611bc160408501611836565b60e0611bcf60c08701611857565b9501359160ff831683036110c0578f7f28bad9b1b4acf47376899a6cbcc24867d04c86f324fc3dfa1beccebe044a5f7e9261010067ffffffffffffffff9260ff8785611ce99c60429a5073ffffffffffffffffffffffffffffffffffffffff611c3b6101208701611857565b97816040519b60208d019d8e528c60408a359101521660608c01521660808a0152606085013560a08a0152608085013560c08a015260a085013560e08a01521684880152166101208601520135610140840152166101608201526101608152611ca661018082611889565b519020611cb16122cb565b90604051917f19010000000000000000000000000000000000000000000000000000000000008352600283015260228201522061244b565b6044359b73ffffffffffffffffffffffffffffffffffffffff8d169891898e141590816110c05773ffffffffffffffffffffffffffffffffffffffff168a810361213357506110c057887fffffffffffffffffffffffff00000000000000000000000000000000000000008954161788556110c05786547fffffffffffff000000000000ffffffffffffffffffffffffffffffffffffffff1678ffffffffff000000000000000000000000000000000000000060a084901b16177901000000000000000000000000000000000000000000000000001787556110c05785547aff00000000000000000000000000000000000000000000000000008360d01b16807fffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffff83161788557fff0000000000ffffffffffffffffffffffffffffffffffffffffffffffffffff7effffffff00000000000000000000000000000000000000000000000000000060035460281b169216171786556003549360028701947fffffffffffffffffffffffffffffffffffff0000ffffffffffffffffffffffff6dffff00000000000000000000000087549260401c1691161785556110c0578c956003946bffffffffffffffffffffffff8e600184018a7fffffffffffffffffffffffff00000000000000000000000000000000000000008254161781558c73ffffffffffffffffffffffffffffffffffffffff7fffffffffffffffffffffffff000000000000000000000000000000000000000083549260a01b169116179055167fffffffffffffffffffffffffffffffffffffffff00000000000000000000000082541617905561010435948591015550506040519260643584528660208501528a60408501526060840152608083015260a08201527f97816dca9ac6f96e0c9a5a970afadc3fa29553ac64bb0e2aba82b4c7ba324e0760c060043592a47f00000000000000000000000000000000000000000000000000000000000000009150604051957f23b872dd000000000000000000000000000000000000000000000000000000005f5283523060245260445260205f60648180855af160015f5114811615612114575b856040525f606052156120d3575073ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001690813b156110c0575f856120b68296829683957f282d3fdf00000000000000000000000000000000000000000000000000000000855284016020909392919373ffffffffffffffffffffffffffffffffffffffff60408201951681520152565b03925af180156110b5576120c75750565b5f6120d191611889565b565b73ffffffffffffffffffffffffffffffffffffffff907f5274afe7000000000000000000000000000000000000000000000000000000005f5216905260245ffd5b600181151661212a57813b15153d151616612011565b853d5f823e3d90fd5b8a91508d7f42d750dc000000000000000000000000000000000000000000000000000000005f525260245260445ffd5b7f9e2b4bfd000000000000000000000000000000000000000000000000000000005f5260043560045260245ffd5b8b7f3728b83d000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b867f3728b83d000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b506bffffffffffffffffffffffff8711611b67565b7fce09c8f8000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b8287876110c057507fbc4bfd3b000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b505f955064ffffffffff8311611b3b565b507f94cc0f98000000000000000000000000000000000000000000000000000000005f5260045260245ffd5b8490507f0691b032000000000000000000000000000000000000000000000000000000005f523360045260245260445ffd5b73ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000163014806123cb575b15612333577f000000000000000000000000000000000000000000000000000000000000000090565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527f000000000000000000000000000000000000000000000000000000000000000060408201527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a082015260a081526123c560c082611889565b51902090565b507f0000000000000000000000000000000000000000000000000000000000000000461461230a565b60ff811690601f82116124235760405191612410604084611889565b6020808452838101919036833783525290565b7fb3512b0c000000000000000000000000000000000000000000000000000000005f5260045ffd5b90612456929161246c565b5060048110156110f5576124675790565b505f90565b90604183036124965761248f9250602081013591604082359201355f1a906124a0565b9192909190565b50505f9160029190565b91907f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08411612524579160209360809260ff5f9560405194855216868401526040830152606082015282805260015afa156110b5575f5173ffffffffffffffffffffffffffffffffffffffff81161561251a57905f905f90565b505f906001905f90565b5050505f916003919056",
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

// PackAccruedFees is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x682c2058.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function accruedFees() view returns(uint256)
func (jobEscrow *JobEscrow) PackAccruedFees() []byte {
	enc, err := jobEscrow.abi.Pack("accruedFees")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAccruedFees is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x682c2058.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function accruedFees() view returns(uint256)
func (jobEscrow *JobEscrow) TryPackAccruedFees() ([]byte, error) {
	return jobEscrow.abi.Pack("accruedFees")
}

// UnpackAccruedFees is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x682c2058.
//
// Solidity: function accruedFees() view returns(uint256)
func (jobEscrow *JobEscrow) UnpackAccruedFees(data []byte) (*big.Int, error) {
	out, err := jobEscrow.abi.Unpack("accruedFees", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
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

// PackClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbd66528a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claim(bytes32 jobId) returns()
func (jobEscrow *JobEscrow) PackClaim(jobId [32]byte) []byte {
	enc, err := jobEscrow.abi.Pack("claim", jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbd66528a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claim(bytes32 jobId) returns()
func (jobEscrow *JobEscrow) TryPackClaim(jobId [32]byte) ([]byte, error) {
	return jobEscrow.abi.Pack("claim", jobId)
}

// PackDispute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf5ed9351.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function dispute(bytes32 , bytes ) pure returns()
func (jobEscrow *JobEscrow) PackDispute(arg0 [32]byte, arg1 []byte) []byte {
	enc, err := jobEscrow.abi.Pack("dispute", arg0, arg1)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDispute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf5ed9351.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function dispute(bytes32 , bytes ) pure returns()
func (jobEscrow *JobEscrow) TryPackDispute(arg0 [32]byte, arg1 []byte) ([]byte, error) {
	return jobEscrow.abi.Pack("dispute", arg0, arg1)
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

// PackGetJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf729cf0d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getJob(bytes32 jobId) view returns((address,uint40,uint8,uint8,uint32,address,uint96,uint96,uint16,uint144,bytes32,bytes32))
func (jobEscrow *JobEscrow) PackGetJob(jobId [32]byte) []byte {
	enc, err := jobEscrow.abi.Pack("getJob", jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf729cf0d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getJob(bytes32 jobId) view returns((address,uint40,uint8,uint8,uint32,address,uint96,uint96,uint16,uint144,bytes32,bytes32))
func (jobEscrow *JobEscrow) TryPackGetJob(jobId [32]byte) ([]byte, error) {
	return jobEscrow.abi.Pack("getJob", jobId)
}

// UnpackGetJob is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf729cf0d.
//
// Solidity: function getJob(bytes32 jobId) view returns((address,uint40,uint8,uint8,uint32,address,uint96,uint96,uint16,uint144,bytes32,bytes32))
func (jobEscrow *JobEscrow) UnpackGetJob(data []byte) (JobEscrowJob, error) {
	out, err := jobEscrow.abi.Unpack("getJob", data)
	if err != nil {
		return *new(JobEscrowJob), err
	}
	out0 := *abi.ConvertType(out[0], new(JobEscrowJob)).(*JobEscrowJob)
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

// PackRefund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7249fbb6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function refund(bytes32 jobId) returns()
func (jobEscrow *JobEscrow) PackRefund(jobId [32]byte) []byte {
	enc, err := jobEscrow.abi.Pack("refund", jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRefund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7249fbb6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function refund(bytes32 jobId) returns()
func (jobEscrow *JobEscrow) TryPackRefund(jobId [32]byte) ([]byte, error) {
	return jobEscrow.abi.Pack("refund", jobId)
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

// PackSetChallengeWindow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa4ea0ef6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setChallengeWindow(uint32 challengeWindow_) returns()
func (jobEscrow *JobEscrow) PackSetChallengeWindow(challengeWindow uint32) []byte {
	enc, err := jobEscrow.abi.Pack("setChallengeWindow", challengeWindow)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetChallengeWindow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa4ea0ef6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setChallengeWindow(uint32 challengeWindow_) returns()
func (jobEscrow *JobEscrow) TryPackSetChallengeWindow(challengeWindow uint32) ([]byte, error) {
	return jobEscrow.abi.Pack("setChallengeWindow", challengeWindow)
}

// PackSetFeeBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x023b1fc9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setFeeBps(uint16 feeBps_) returns()
func (jobEscrow *JobEscrow) PackSetFeeBps(feeBps uint16) []byte {
	enc, err := jobEscrow.abi.Pack("setFeeBps", feeBps)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetFeeBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x023b1fc9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setFeeBps(uint16 feeBps_) returns()
func (jobEscrow *JobEscrow) TryPackSetFeeBps(feeBps uint16) ([]byte, error) {
	return jobEscrow.abi.Pack("setFeeBps", feeBps)
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

// PackStatusOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc7df14e2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function statusOf(bytes32 jobId) view returns(uint8)
func (jobEscrow *JobEscrow) PackStatusOf(jobId [32]byte) []byte {
	enc, err := jobEscrow.abi.Pack("statusOf", jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStatusOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc7df14e2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function statusOf(bytes32 jobId) view returns(uint8)
func (jobEscrow *JobEscrow) TryPackStatusOf(jobId [32]byte) ([]byte, error) {
	return jobEscrow.abi.Pack("statusOf", jobId)
}

// UnpackStatusOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc7df14e2.
//
// Solidity: function statusOf(bytes32 jobId) view returns(uint8)
func (jobEscrow *JobEscrow) UnpackStatusOf(data []byte) (uint8, error) {
	out, err := jobEscrow.abi.Unpack("statusOf", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackSubmitProof is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xeb90e2cb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function submitProof(bytes32 , bytes , bytes ) pure returns()
func (jobEscrow *JobEscrow) PackSubmitProof(arg0 [32]byte, arg1 []byte, arg2 []byte) []byte {
	enc, err := jobEscrow.abi.Pack("submitProof", arg0, arg1, arg2)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSubmitProof is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xeb90e2cb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function submitProof(bytes32 , bytes , bytes ) pure returns()
func (jobEscrow *JobEscrow) TryPackSubmitProof(arg0 [32]byte, arg1 []byte, arg2 []byte) ([]byte, error) {
	return jobEscrow.abi.Pack("submitProof", arg0, arg1, arg2)
}

// PackSubmitResult is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3c06b735.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function submitResult(bytes32 jobId, bytes resultCID) returns()
func (jobEscrow *JobEscrow) PackSubmitResult(jobId [32]byte, resultCID []byte) []byte {
	enc, err := jobEscrow.abi.Pack("submitResult", jobId, resultCID)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSubmitResult is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3c06b735.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function submitResult(bytes32 jobId, bytes resultCID) returns()
func (jobEscrow *JobEscrow) TryPackSubmitResult(jobId [32]byte, resultCID []byte) ([]byte, error) {
	return jobEscrow.abi.Pack("submitResult", jobId, resultCID)
}

// PackSweepFees is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd113b95c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function sweepFees() returns()
func (jobEscrow *JobEscrow) PackSweepFees() []byte {
	enc, err := jobEscrow.abi.Pack("sweepFees")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSweepFees is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd113b95c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function sweepFees() returns()
func (jobEscrow *JobEscrow) TryPackSweepFees() ([]byte, error) {
	return jobEscrow.abi.Pack("sweepFees")
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

// JobEscrowChallengeWindowSet represents a ChallengeWindowSet event raised by the JobEscrow contract.
type JobEscrowChallengeWindowSet struct {
	ChallengeWindow uint32
	Raw             *types.Log // Blockchain specific contextual infos
}

const JobEscrowChallengeWindowSetEventName = "ChallengeWindowSet"

// ContractEventName returns the user-defined event name.
func (JobEscrowChallengeWindowSet) ContractEventName() string {
	return JobEscrowChallengeWindowSetEventName
}

// UnpackChallengeWindowSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ChallengeWindowSet(uint32 challengeWindow)
func (jobEscrow *JobEscrow) UnpackChallengeWindowSetEvent(log *types.Log) (*JobEscrowChallengeWindowSet, error) {
	event := "ChallengeWindowSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowChallengeWindowSet)
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

// JobEscrowFeeSet represents a FeeSet event raised by the JobEscrow contract.
type JobEscrowFeeSet struct {
	FeeBps uint16
	Raw    *types.Log // Blockchain specific contextual infos
}

const JobEscrowFeeSetEventName = "FeeSet"

// ContractEventName returns the user-defined event name.
func (JobEscrowFeeSet) ContractEventName() string {
	return JobEscrowFeeSetEventName
}

// UnpackFeeSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event FeeSet(uint16 feeBps)
func (jobEscrow *JobEscrow) UnpackFeeSetEvent(log *types.Log) (*JobEscrowFeeSet, error) {
	event := "FeeSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowFeeSet)
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

// JobEscrowFeesSwept represents a FeesSwept event raised by the JobEscrow contract.
type JobEscrowFeesSwept struct {
	Treasury common.Address
	Amount   *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const JobEscrowFeesSweptEventName = "FeesSwept"

// ContractEventName returns the user-defined event name.
func (JobEscrowFeesSwept) ContractEventName() string {
	return JobEscrowFeesSweptEventName
}

// UnpackFeesSweptEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event FeesSwept(address indexed treasury, uint256 amount)
func (jobEscrow *JobEscrow) UnpackFeesSweptEvent(log *types.Log) (*JobEscrowFeesSwept, error) {
	event := "FeesSwept"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowFeesSwept)
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
// Solidity: event JobOpened(bytes32 indexed jobId, address indexed requester, address indexed provider, bytes32 specHash, uint256 price, uint256 collateral, uint64 deadline, uint8 jobClass, bytes32 secretCommitment)
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

// JobEscrowResultSubmitted represents a ResultSubmitted event raised by the JobEscrow contract.
type JobEscrowResultSubmitted struct {
	JobId        [32]byte
	Provider     common.Address
	ResultCID    []byte
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
// Solidity: event ResultSubmitted(bytes32 indexed jobId, address indexed provider, bytes resultCID, uint64 challengeEnd)
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
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["ChallengeWindowOpen"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackChallengeWindowOpenError(raw[4:])
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
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["NoFees"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackNoFeesError(raw[4:])
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
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackOwnableUnauthorizedAccountError(raw[4:])
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
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["UnknownJob"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackUnknownJobError(raw[4:])
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

// JobEscrowNoFees represents a NoFees error raised by the JobEscrow contract.
type JobEscrowNoFees struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoFees()
func JobEscrowNoFeesErrorID() common.Hash {
	return common.HexToHash("0x7f7d9be0039ff9d871d28cd8d8ed8d32d7bc56c3ec20ec4461d0ef46a833f981")
}

// UnpackNoFeesError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoFees()
func (jobEscrow *JobEscrow) UnpackNoFeesError(raw []byte) (*JobEscrowNoFees, error) {
	out := new(JobEscrowNoFees)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "NoFees", raw); err != nil {
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
