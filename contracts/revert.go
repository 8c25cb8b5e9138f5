package contracts

import (
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/gpumesh/gpumesh/contracts/bindings"
)

// RevertError is a decoded revert: the custom error of one of gpumesh's contracts (or Solidity's
// Error(string) / Panic(uint256)), named after the contract the call was sent to.
type RevertError struct {
	// Contract labels the called contract ("escrow", "registry", "token"), or "" when unknown.
	Contract string
	// Name is the Solidity error name, e.g. "ChallengeWindowOpen"; "" when the data matched no
	// known error.
	Name string
	// Args are the error's arguments in order, with their Solidity parameter names.
	Args []RevertArg
	// Data is the raw revert data.
	Data []byte
}

// RevertArg is one argument of a custom error.
type RevertArg struct {
	Name  string
	Value any
}

// Error renders e.g. "escrow: ChallengeWindowOpen(until=1700000000)".
func (e *RevertError) Error() string {
	var b strings.Builder
	if e.Contract != "" {
		b.WriteString(e.Contract)
		b.WriteString(": ")
	}
	if e.Name == "" {
		if len(e.Data) == 0 {
			b.WriteString("reverted without data")
		} else {
			b.WriteString("reverted with unknown data " + hexutil.Encode(e.Data))
		}
		return b.String()
	}
	b.WriteString(e.Name)
	b.WriteByte('(')
	for i, a := range e.Args {
		if i > 0 {
			b.WriteString(", ")
		}
		if a.Name != "" {
			b.WriteString(a.Name)
			b.WriteByte('=')
		}
		b.WriteString(formatArg(e.Name, a))
	}
	b.WriteByte(')')
	return b.String()
}

// Unwrap makes errors.Is(err, ErrReverted) true.
func (e *RevertError) Unwrap() error { return ErrReverted }

// Arg returns the argument called name.
func (e *RevertError) Arg(name string) (any, bool) {
	for _, a := range e.Args {
		if a.Name == name {
			return a.Value, true
		}
	}
	return nil, false
}

func formatArg(errName string, a RevertArg) string {
	switch v := a.Value.(type) {
	case [32]byte:
		return hexutil.Encode(v[:])
	case []byte:
		return hexutil.Encode(v)
	case common.Address:
		return v.Hex()
	case *big.Int:
		return v.String()
	case uint8:
		if a.Name == "status" && errName == "WrongStatus" {
			return JobStatus(v).String()
		}
	}
	return fmt.Sprint(a.Value)
}

// ErrorDecoder turns revert data into a *RevertError. It knows the errors of every gpumesh
// contract (and of the OpenZeppelin code they use) and labels errors by the called address.
type ErrorDecoder struct {
	errs   map[[4]byte]abi.Error
	labels map[common.Address]string
}

var (
	errorStringSel = [4]byte{0x08, 0xc3, 0x79, 0xa0} // Error(string)
	panicSel       = [4]byte{0x4e, 0x48, 0x7b, 0x71} // Panic(uint256)
)

// NewErrorDecoder returns a decoder for the errors of all gpumesh contracts.
func NewErrorDecoder() *ErrorDecoder {
	d := &ErrorDecoder{errs: make(map[[4]byte]abi.Error), labels: make(map[common.Address]string)}
	for _, js := range []string{
		bindings.JobEscrowMetaData.ABI,
		bindings.ProviderRegistryMetaData.ABI,
		bindings.TestTokenMetaData.ABI,
		bindings.PaymentChannelMetaData.ABI,
	} {
		parsed, err := abi.JSON(strings.NewReader(js))
		if err != nil {
			panic(fmt.Sprintf("contracts: committed ABI does not parse: %v", err)) // generated code is broken
		}
		for _, e := range parsed.Errors {
			var sel [4]byte
			copy(sel[:], e.ID[:4])
			d.errs[sel] = e
		}
	}
	return d
}

// Label names the contract at addr in decoded errors (e.g. "escrow").
func (d *ErrorDecoder) Label(addr common.Address, name string) { d.labels[addr] = name }

// Decode decodes revert data returned by the contract at to (nil: unknown contract).
func (d *ErrorDecoder) Decode(to *common.Address, data []byte) *RevertError {
	re := &RevertError{Data: data}
	if to != nil {
		re.Contract = d.labels[*to]
	}
	if len(data) < 4 {
		return re
	}
	var sel [4]byte
	copy(sel[:], data[:4])
	switch sel {
	case errorStringSel:
		if msg, err := abi.UnpackRevert(data); err == nil {
			re.Name = "Error"
			re.Args = []RevertArg{{Name: "reason", Value: msg}}
		}
		return re
	case panicSel:
		if len(data) == 36 {
			re.Name = "Panic"
			re.Args = []RevertArg{{Name: "code", Value: new(big.Int).SetBytes(data[4:])}}
		}
		return re
	}
	e, ok := d.errs[sel]
	if !ok {
		return re
	}
	vals, err := e.Inputs.Unpack(data[4:])
	if err != nil {
		return re
	}
	re.Name = e.Name
	for i, in := range e.Inputs {
		re.Args = append(re.Args, RevertArg{Name: in.Name, Value: vals[i]})
	}
	return re
}

// revertData extracts revert data from an RPC error (eth_call / eth_estimateGas answer with the
// data in the JSON-RPC error's data field).
func revertData(err error) ([]byte, bool) {
	var de interface{ ErrorData() any }
	if !errors.As(err, &de) {
		return nil, false
	}
	switch v := de.ErrorData().(type) {
	case string:
		b, decErr := hexutil.Decode(v)
		return b, decErr == nil
	case []byte:
		return v, true
	case hexutil.Bytes:
		return v, true
	}
	return nil, false
}

// wrap returns a *RevertError for an RPC error that carries revert data, and err unchanged
// otherwise. An execution revert without data still classifies as ErrReverted.
func (d *ErrorDecoder) wrap(to *common.Address, err error) error {
	if data, ok := revertData(err); ok {
		return d.Decode(to, data)
	}
	if strings.Contains(err.Error(), "execution reverted") {
		return d.Decode(to, nil)
	}
	return err
}

// DecodeError turns an error returned by a call or transaction to contract to into a
// *RevertError when it carries revert data; other errors are returned unchanged.
func (d *ErrorDecoder) DecodeError(to common.Address, err error) error {
	if err == nil {
		return nil
	}
	var re *RevertError
	if errors.As(err, &re) {
		return err
	}
	return d.wrap(&to, err)
}
