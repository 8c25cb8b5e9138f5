package verifier

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts/eip712"
)

// EIP-712 domain constants, the same name and version as the market's messages: capacity
// attestations and dispute verdicts are signed under
// EIP712Domain(name "gpumesh", version "1", chainId, verifyingContract), so they cannot be
// replayed on another chain or against another deployment. Hashing, signing and recovery are
// contracts/eip712's.
const (
	DomainName    = "gpumesh"
	DomainVersion = "1"
)

// Domain is the chain-specific part of the verifier's EIP-712 domain; EIP712 returns the whole
// domain.
type Domain struct {
	ChainID  *big.Int       // chain id
	Contract common.Address // verifyingContract: the registry or dispute contract that checks signatures
}

// EIP712 is the domain verifier messages are signed under: (DomainName, DomainVersion, chain,
// contract).
func (d Domain) EIP712() eip712.Domain {
	return eip712.Domain{Name: DomainName, Version: DomainVersion, ChainID: d.ChainID, VerifyingContract: d.Contract}
}

// Check reports a domain that could not be told apart from another chain or deployment
// (eip712.ErrDomain).
func (d Domain) Check() error { return d.EIP712().Check() }
