package eip712

import (
	"errors"
	"fmt"
	"math/big"
	"sync"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"
)

// Sentinel errors.
var (
	// ErrDomain reports a domain that could not be told apart from another chain or deployment.
	ErrDomain = errors.New("eip712: invalid domain")
	// ErrTypedData reports a message that does not fit its EIP-712 type.
	ErrTypedData = errors.New("eip712: invalid typed data")
	// ErrBadSignature reports a malformed signature or one that recovers no valid signer.
	ErrBadSignature = errors.New("eip712: bad signature")
	// ErrWrongSigner reports a valid signature by another address than the one expected; it
	// is also an ErrBadSignature.
	ErrWrongSigner = fmt.Errorf("%w: wrong signer", ErrBadSignature)
)

// DomainType is the EIP712Domain struct every gpumesh domain uses.
var DomainType = []apitypes.Type{
	{Name: "name", Type: "string"},
	{Name: "version", Type: "string"},
	{Name: "chainId", Type: "uint256"},
	{Name: "verifyingContract", Type: "address"},
}

// domainTypeHash is keccak256 of DomainType's encoded type.
var domainTypeHash = crypto.Keccak256Hash([]byte("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"))

// Domain is an EIP-712 domain: EIP712Domain(name, version, chainId, verifyingContract). See the
// package documentation for what each field binds.
type Domain struct {
	Name              string         // the message family ("gpumesh", "gpumesh JobEscrow", ...)
	Version           string         // bumped to retire every signature of the family
	ChainID           *big.Int       // chain id; must be positive
	VerifyingContract common.Address // the contract that checks the signatures; must be set
}

// Check reports a domain that does not bind a chain and a contract (ErrDomain).
func (d Domain) Check() error {
	switch {
	case d.Name == "" || d.Version == "":
		return fmt.Errorf("%w: name and version must be set", ErrDomain)
	case d.ChainID == nil || d.ChainID.Sign() <= 0:
		return fmt.Errorf("%w: chain id must be positive", ErrDomain)
	case d.ChainID.BitLen() > 256:
		return fmt.Errorf("%w: chain id does not fit uint256", ErrDomain)
	case d.VerifyingContract == (common.Address{}):
		return fmt.Errorf("%w: verifying contract address must be set", ErrDomain)
	}
	return nil
}

// Typed returns d as go-ethereum's apitypes domain (what a wallet displays).
func (d Domain) Typed() apitypes.TypedDataDomain {
	chainID := new(big.Int)
	if d.ChainID != nil {
		chainID.Set(d.ChainID)
	}
	return apitypes.TypedDataDomain{
		Name:              d.Name,
		Version:           d.Version,
		ChainId:           (*math.HexOrDecimal256)(chainID),
		VerifyingContract: d.VerifyingContract.Hex(),
	}
}

// domainKey keys the separator cache: the chain id as its 32-byte word where it fits one (no
// allocation on the hot path: every gossiped message's digest looks its separator up), its
// decimal text otherwise (a negative or oversize id, which Check refuses).
type domainKey struct {
	name, version string
	chain         [32]byte
	chainText     string
	contract      common.Address
}

// separators caches domain separators: a node signs under a handful of domains.
var separators sync.Map // domainKey -> common.Hash

// Separator returns the domain separator hashStruct(EIP712Domain) (what a contract's
// _domainSeparatorV4 returns). It does not Check d: a nil chain id hashes as 0.
func (d Domain) Separator() common.Hash {
	chainID := d.ChainID
	if chainID == nil {
		chainID = new(big.Int)
	}
	k := domainKey{name: d.Name, version: d.Version, contract: d.VerifyingContract}
	if chainID.Sign() >= 0 && chainID.BitLen() <= 256 {
		chainID.FillBytes(k.chain[:])
	} else {
		k.chainText = chainID.String()
	}
	if v, ok := separators.Load(k); ok {
		return v.(common.Hash)
	}
	sep := crypto.Keccak256Hash(
		domainTypeHash[:],
		crypto.Keccak256([]byte(d.Name)),
		crypto.Keccak256([]byte(d.Version)),
		math.U256Bytes(new(big.Int).Set(chainID)),
		common.LeftPadBytes(d.VerifyingContract[:], 32),
	)
	separators.Store(k, sep)
	return sep
}

// Digest returns keccak256("\x19\x01" || d.Separator() || structHash), the value that is signed.
func (d Domain) Digest(structHash common.Hash) common.Hash {
	return TypedDigest(d.Separator(), structHash)
}

// TypedDigest returns keccak256("\x19\x01" || separator || structHash), the EIP-712 digest.
func TypedDigest(separator, structHash common.Hash) common.Hash {
	return crypto.Keccak256Hash([]byte{0x19, 0x01}, separator[:], structHash[:])
}

// chainDomainTypeHash is keccak256 of the domain type without a verifying contract.
var chainDomainTypeHash = TypeHash("EIP712Domain(string name,string version,uint256 chainId)")

// ChainSeparator is the separator of a domain that binds a chain but no contract,
// EIP712Domain(string name,string version,uint256 chainId): for records no contract checks
// (the wallet-to-peer binding), which must still not replay across chains.
func ChainSeparator(name, version string, chainID *big.Int) common.Hash {
	if chainID == nil {
		chainID = new(big.Int)
	}
	return crypto.Keccak256Hash(
		chainDomainTypeHash[:],
		crypto.Keccak256([]byte(name)),
		crypto.Keccak256([]byte(version)),
		math.U256Bytes(new(big.Int).Set(chainID)),
	)
}

// TypedData returns msg of type primary under d as apitypes typed data; types holds the struct
// definitions primary needs (EIP712Domain is added).
func (d Domain) TypedData(types apitypes.Types, primary string, msg apitypes.TypedDataMessage) apitypes.TypedData {
	all := make(apitypes.Types, len(types)+1)
	for k, v := range types {
		all[k] = v
	}
	all["EIP712Domain"] = DomainType
	return apitypes.TypedData{Types: all, PrimaryType: primary, Domain: d.Typed(), Message: msg}
}

// Hash checks d and returns the EIP-712 digest of msg of type primary, whose struct
// definitions are types (EIP712Domain may be left out). It equals
// apitypes.TypedDataAndHash's digest, with the domain separator cached.
func (d Domain) Hash(types apitypes.Types, primary string, msg apitypes.TypedDataMessage) (common.Hash, error) {
	if err := d.Check(); err != nil {
		return common.Hash{}, err
	}
	sh, err := StructHash(types, primary, msg)
	if err != nil {
		return common.Hash{}, err
	}
	return d.Digest(sh), nil
}

// StructHash returns hashStruct(msg) for msg of type primary, whose struct definitions are types.
func StructHash(types apitypes.Types, primary string, msg apitypes.TypedDataMessage) (common.Hash, error) {
	if _, ok := types[primary]; !ok {
		return common.Hash{}, fmt.Errorf("%w: no type %q", ErrTypedData, primary)
	}
	// apitypes refuses to hash under an undefined domain, though a struct hash does not use it.
	td := apitypes.TypedData{Types: types, PrimaryType: primary, Message: msg,
		Domain: apitypes.TypedDataDomain{ChainId: math.NewHexOrDecimal256(0)}}
	h, err := td.HashStruct(primary, msg)
	if err != nil {
		return common.Hash{}, fmt.Errorf("%w: hash %s: %v", ErrTypedData, primary, err)
	}
	return common.BytesToHash(h), nil
}

// TypeHash returns keccak256 of a type's encoding, e.g.
// "Voucher(bytes32 channelId,uint256 amount,uint64 sequence)" (a contract's *_TYPEHASH).
func TypeHash(encodedType string) common.Hash { return crypto.Keccak256Hash([]byte(encodedType)) }
