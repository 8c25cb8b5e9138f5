package verifier

import (
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"
)

var testTypes = apitypes.Types{"Ping": {{Name: "value", Type: "uint64"}}}

func TestSignRecover(t *testing.T) {
	key, _ := crypto.GenerateKey()
	d := Domain{ChainID: big.NewInt(1337), Contract: common.HexToAddress("0x1234")}
	msg := apitypes.TypedDataMessage{"value": big.NewInt(7)}
	h, err := TypedHash(d, testTypes, "Ping", msg)
	if err != nil {
		t.Fatal(err)
	}
	sig, err := Sign(key, h)
	if err != nil {
		t.Fatal(err)
	}
	got, err := Recover(h, sig)
	if err != nil || got != crypto.PubkeyToAddress(key.PublicKey) {
		t.Fatalf("recover: %v %v", got, err)
	}
	// Another chain gives another digest, so the signature recovers someone else.
	d2 := Domain{ChainID: big.NewInt(1), Contract: d.Contract}
	h2, _ := TypedHash(d2, testTypes, "Ping", msg)
	if other, _ := Recover(h2, sig); other == got {
		t.Fatal("signature replays across chains")
	}
	for name, bad := range map[string][]byte{"short": sig[:64], "v": append(append([]byte{}, sig[:64]...), 5)} {
		if _, err := Recover(h, bad); !errors.Is(err, ErrBadSignature) {
			t.Errorf("%s: %v", name, err)
		}
	}
	if _, err := TypedHash(Domain{}, testTypes, "Ping", msg); !errors.Is(err, ErrDomain) {
		t.Errorf("empty domain: %v", err)
	}
}
