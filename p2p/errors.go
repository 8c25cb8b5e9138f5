package p2p

import (
	"errors"
	"math/big"

	"github.com/gpumesh/gpumesh/contracts/eip712"
)

type bigInt = big.Int

// Sentinel errors. Wrapped errors keep these identities; classify with errors.Is.
var (
	// ErrBadSignature: a signature is malformed or does not recover (eip712.ErrBadSignature,
	// what every signature check of the node returns).
	ErrBadSignature = eip712.ErrBadSignature
	// ErrBindingExpired: a wallet binding record is past its expiry.
	ErrBindingExpired = errors.New("p2p: binding expired")
	// ErrBindingMismatch: a binding names another peer than the one that sent the message, or a
	// message's signer is not the wallet the binding names.
	ErrBindingMismatch = errors.New("p2p: signer not bound to peer")
	// ErrMalformed: bytes from the network do not decode.
	ErrMalformed = errors.New("p2p: malformed message")
	// ErrTooLarge: a message or frame exceeds its size limit.
	ErrTooLarge = errors.New("p2p: message too large")
	// ErrVersion: a message carries a wire version this node does not speak.
	ErrVersion = errors.New("p2p: unsupported wire version")
	// ErrClosed: the node is closed.
	ErrClosed = errors.New("p2p: node closed")
	// ErrNotStarted: the node has not been started.
	ErrNotStarted = errors.New("p2p: node not started")
	// ErrConfig: the configuration is invalid.
	ErrConfig = errors.New("p2p: invalid config")
)
