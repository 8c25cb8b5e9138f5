package verifier

import (
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts/eip712"
)

// TestDomain: the verifier's domain is ("gpumesh", "1", chain, contract) and an incomplete one
// is refused.
func TestDomain(t *testing.T) {
	d := Domain{ChainID: big.NewInt(1337), Contract: common.HexToAddress("0x1234")}
	want := eip712.Domain{Name: "gpumesh", Version: "1", ChainID: big.NewInt(1337), VerifyingContract: common.HexToAddress("0x1234")}
	if d.EIP712().Separator() != want.Separator() {
		t.Fatalf("separator %s, want %s", d.EIP712().Separator(), want.Separator())
	}
	if err := d.Check(); err != nil {
		t.Fatal(err)
	}
	for name, bad := range map[string]Domain{
		"empty":       {},
		"no chain":    {Contract: d.Contract},
		"no contract": {ChainID: d.ChainID},
	} {
		if err := bad.Check(); !errors.Is(err, eip712.ErrDomain) {
			t.Errorf("%s: err %v, want eip712.ErrDomain", name, err)
		}
	}
}
