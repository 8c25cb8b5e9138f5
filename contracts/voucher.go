package contracts

import (
	"crypto/ecdsa"
	"encoding/json"
	"fmt"
	"math"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	gmath "github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/gpumesh/gpumesh/contracts/eip712"
)

// EIP-712 domain name and version of PaymentChannel (its constructor's EIP712(...) arguments).
const (
	ChannelDomainName    = "gpumesh PaymentChannel"
	ChannelDomainVersion = "1"
)

var (
	// VoucherTypeHash is PaymentChannel.VOUCHER_TYPEHASH.
	VoucherTypeHash = eip712.TypeHash("Voucher(bytes32 channelId,uint256 amount,uint64 sequence)")
	maxUint128      = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 128), big.NewInt(1))
)

// ChannelID is the id of the channel requester opens to provider with salt
// (PaymentChannel.channelId): keccak256(abi.encode(requester, provider, salt)).
func ChannelID(requester, provider common.Address, salt [32]byte) [32]byte {
	return crypto.Keccak256Hash(common.LeftPadBytes(requester[:], 32), common.LeftPadBytes(provider[:], 32), salt[:])
}

// Voucher is a requester's promise that the provider of channel ChannelID may take Amount in
// total (cumulative over all jobs paid so far). Each new voucher has a higher Sequence and a
// higher Amount; the provider only needs to keep the latest one.
type Voucher struct {
	ChannelID [32]byte
	Amount    *big.Int // cumulative token units
	Sequence  uint64   // 1 for the first voucher of a channel, then increasing
}

// SignedVoucher is a voucher with the requester's 65-byte signature (r || s || v, v in {27, 28}).
type SignedVoucher struct {
	Voucher
	Signature []byte
}

// Validate checks what the contract checks on the voucher alone.
func (v *Voucher) Validate() error {
	switch {
	case v.Amount == nil || v.Amount.Sign() <= 0 || v.Amount.Cmp(maxUint128) > 0:
		return fmt.Errorf("%w: amount must be in (0, 2^128)", ErrVoucherRejected)
	case v.Sequence == 0:
		return fmt.Errorf("%w: sequence must be at least 1", ErrVoucherRejected)
	}
	return nil
}

// StructHash is the voucher's EIP-712 struct hash (PaymentChannel.voucherHash).
func (v *Voucher) StructHash() common.Hash {
	amount := new(big.Int)
	if v.Amount != nil {
		amount = v.Amount
	}
	var seq [32]byte
	new(big.Int).SetUint64(v.Sequence).FillBytes(seq[:])
	return crypto.Keccak256Hash(VoucherTypeHash[:], v.ChannelID[:], gmath.U256Bytes(new(big.Int).Set(amount)), seq[:])
}

// Digest is the EIP-712 digest the requester signs: keccak256("\x19\x01" || separator ||
// structHash); PaymentChannel.voucherDigest returns the same bytes.
func (v *Voucher) Digest(d Domain) common.Hash { return d.Vouchers().Digest(v.StructHash()) }

// voucherTypes is the EIP-712 type of Voucher (VoucherTypeHash's string).
var voucherTypes = apitypes.Types{
	"Voucher": {
		{Name: "channelId", Type: "bytes32"},
		{Name: "amount", Type: "uint256"},
		{Name: "sequence", Type: "uint64"},
	},
}

// TypedData is the voucher as EIP-712 typed data (what a wallet displays); hashing it gives Digest.
func (v *Voucher) TypedData(d Domain) apitypes.TypedData {
	amount := new(big.Int)
	if v.Amount != nil {
		amount.Set(v.Amount)
	}
	return d.Vouchers().TypedData(voucherTypes, "Voucher", apitypes.TypedDataMessage{
		"channelId": v.ChannelID,
		"amount":    amount,
		"sequence":  new(big.Int).SetUint64(v.Sequence),
	})
}

// Sign signs the voucher for domain d with the requester's key.
func (v *Voucher) Sign(d Domain, key *ecdsa.PrivateKey) (*SignedVoucher, error) {
	if err := v.Validate(); err != nil {
		return nil, err
	}
	sig, err := eip712.SignKey(key, v.Digest(d))
	if err != nil {
		return nil, fmt.Errorf("sign voucher: %w", err)
	}
	return &SignedVoucher{Voucher: Voucher{ChannelID: v.ChannelID, Amount: new(big.Int).Set(v.Amount), Sequence: v.Sequence}, Signature: sig}, nil
}

// Signer recovers the address that signed the voucher for domain d, as strictly as the contract
// (eip712.Recover: 65 bytes, v in {27, 28}, low s).
func (sv *SignedVoucher) Signer(d Domain) (common.Address, error) {
	return eip712.Recover(sv.Digest(d), sv.Signature)
}

// Verify checks that the voucher is valid on its face and signed by requester for domain d.
func (sv *SignedVoucher) Verify(d Domain, requester common.Address) error {
	if err := sv.Validate(); err != nil {
		return err
	}
	if _, err := eip712.RecoverAs(sv.Digest(d), sv.Signature, requester); err != nil {
		return fmt.Errorf("verify voucher: %w", err)
	}
	return nil
}

// validUnixTime reports whether t fits the contract's uint40 times and Go's int64 times.
func validUnixTime(t uint64) bool { return t > 0 && t < 1<<40 && t <= math.MaxInt64 }

// signedVoucherJSON is the wire form of a SignedVoucher: hex for bytes, a decimal string for the
// amount (exact in every JSON implementation).
type signedVoucherJSON struct {
	ChannelID common.Hash   `json:"channel_id"`
	Amount    string        `json:"amount"`
	Sequence  uint64        `json:"sequence"`
	Signature hexutil.Bytes `json:"signature"`
}

// MarshalJSON encodes the voucher as {"channel_id","amount","sequence","signature"}.
func (sv SignedVoucher) MarshalJSON() ([]byte, error) {
	amount := "0"
	if sv.Amount != nil {
		amount = sv.Amount.String()
	}
	return json.Marshal(signedVoucherJSON{ChannelID: sv.ChannelID, Amount: amount, Sequence: sv.Sequence, Signature: sv.Signature})
}

// UnmarshalJSON decodes a voucher from the network; it checks the form (amount in (0, 2^128),
// sequence >= 1, 65-byte signature) but not the signer: call Verify (or ProviderChannel.Accept).
func (sv *SignedVoucher) UnmarshalJSON(data []byte) error {
	var w signedVoucherJSON
	if err := json.Unmarshal(data, &w); err != nil {
		return fmt.Errorf("%w: %v", ErrVoucherRejected, err)
	}
	amount, ok := new(big.Int).SetString(w.Amount, 10)
	if !ok {
		return fmt.Errorf("%w: amount %q is not a decimal integer", ErrVoucherRejected, w.Amount)
	}
	v := Voucher{ChannelID: w.ChannelID, Amount: amount, Sequence: w.Sequence}
	if err := v.Validate(); err != nil {
		return err
	}
	if len(w.Signature) != 65 {
		return fmt.Errorf("%w: signature is %d bytes, want 65", ErrVoucherRejected, len(w.Signature))
	}
	*sv = SignedVoucher{Voucher: v, Signature: w.Signature}
	return nil
}
