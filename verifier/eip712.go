package verifier

import (
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"
)

// EIP-712 domain constants, the same name and version as the market's messages: capacity
// attestations and dispute verdicts are signed under
// EIP712Domain(name "gpumesh", version "1", chainId, verifyingContract), so they cannot be
// replayed on another chain or against another deployment.
const (
	DomainName    = "gpumesh"
	DomainVersion = "1"
)

// Sentinel errors of the signing helpers.
var (
	ErrBadSignature = errors.New("verifier: bad signature")
	ErrDomain       = errors.New("verifier: invalid signing domain")
	ErrTypedData    = errors.New("verifier: invalid typed data")
)

// Domain is the chain-specific part of the EIP-712 domain.
type Domain struct {
	ChainID  *big.Int       // chain id
	Contract common.Address // verifyingContract: the registry or dispute contract that checks signatures
}

// Check reports a domain that could not be told apart from another chain or deployment.
func (d Domain) Check() error {
	if d.ChainID == nil || d.ChainID.Sign() <= 0 {
		return fmt.Errorf("%w: chain id must be positive", ErrDomain)
	}
	if d.Contract == (common.Address{}) {
		return fmt.Errorf("%w: verifying contract address must be set", ErrDomain)
	}
	return nil
}

var domainType = []apitypes.Type{
	{Name: "name", Type: "string"},
	{Name: "version", Type: "string"},
	{Name: "chainId", Type: "uint256"},
	{Name: "verifyingContract", Type: "address"},
}

// TypedHash returns the EIP-712 digest keccak256("\x19\x01" || domainSeparator || hashStruct(msg))
// of message msg of type primary, whose struct definitions are types (without EIP712Domain).
func TypedHash(d Domain, types apitypes.Types, primary string, msg apitypes.TypedDataMessage) (common.Hash, error) {
	if err := d.Check(); err != nil {
		return common.Hash{}, err
	}
	all := apitypes.Types{"EIP712Domain": domainType}
	for k, v := range types {
		all[k] = v
	}
	td := apitypes.TypedData{
		Types:       all,
		PrimaryType: primary,
		Domain: apitypes.TypedDataDomain{
			Name:              DomainName,
			Version:           DomainVersion,
			ChainId:           (*math.HexOrDecimal256)(new(big.Int).Set(d.ChainID)),
			VerifyingContract: d.Contract.Hex(),
		},
		Message: msg,
	}
	h, _, err := apitypes.TypedDataAndHash(td)
	if err != nil {
		return common.Hash{}, fmt.Errorf("%w: eip-712 hash of %s: %v", ErrTypedData, primary, err)
	}
	return common.BytesToHash(h), nil
}

// Sign returns a 65-byte [R || S || V] signature of digest with V in {27, 28}, the form
// Solidity's ecrecover and OpenZeppelin's ECDSA.recover expect.
func Sign(key *ecdsa.PrivateKey, digest common.Hash) ([]byte, error) {
	if key == nil {
		return nil, fmt.Errorf("%w: no signing key", ErrBadSignature)
	}
	sig, err := crypto.Sign(digest[:], key)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadSignature, err)
	}
	sig[64] += 27
	return sig, nil
}

// Recover returns the address that signed digest. It rejects malformed and malleable
// (high-s) signatures.
func Recover(digest common.Hash, sig []byte) (common.Address, error) {
	if len(sig) != crypto.SignatureLength {
		return common.Address{}, fmt.Errorf("%w: signature is %d bytes, want 65", ErrBadSignature, len(sig))
	}
	s := make([]byte, 65)
	copy(s, sig)
	switch s[64] {
	case 27, 28:
		s[64] -= 27
	default:
		return common.Address{}, fmt.Errorf("%w: signature v=%d, want 27 or 28", ErrBadSignature, sig[64])
	}
	if !crypto.ValidateSignatureValues(s[64], new(big.Int).SetBytes(s[:32]), new(big.Int).SetBytes(s[32:64]), true) {
		return common.Address{}, fmt.Errorf("%w: signature values out of range", ErrBadSignature)
	}
	pub, err := crypto.SigToPub(digest[:], s)
	if err != nil {
		return common.Address{}, fmt.Errorf("%w: %v", ErrBadSignature, err)
	}
	return crypto.PubkeyToAddress(*pub), nil
}
