package contracts

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"

	"github.com/gpumesh/gpumesh/contracts/bindings"
)

// TestBindingsMatchArtifacts checks that the committed bindings were generated from the committed
// build artifacts (`make check-generate` additionally recompiles the sources and compares).
func TestBindingsMatchArtifacts(t *testing.T) {
	metas := map[string]*bind.MetaData{
		"TestToken":        &bindings.TestTokenMetaData,
		"ProviderRegistry": &bindings.ProviderRegistryMetaData,
		"JobEscrow":        &bindings.JobEscrowMetaData,
		"PaymentChannel":   &bindings.PaymentChannelMetaData,
		// Test-only tokens that misbehave (payout_test.go).
		"BlacklistToken":     &bindings.BlacklistTokenMetaData,
		"FeeOnTransferToken": &bindings.FeeOnTransferTokenMetaData,
	}
	files, err := filepath.Glob("build/*.json")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != len(metas) {
		t.Fatalf("build/ has %d artifacts, bindings know %d contracts: run make generate", len(files), len(metas))
	}
	for name, md := range metas {
		raw, err := os.ReadFile(filepath.Join("build", name+".json"))
		if err != nil {
			t.Fatal(err)
		}
		var art struct {
			ABI json.RawMessage `json:"abi"`
			Bin string          `json:"bin"`
		}
		if err := json.Unmarshal(raw, &art); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if art.Bin != md.Bin {
			t.Errorf("%s: bytecode in bindings differs from build/%s.json: run make generate", name, name)
		}
		// abigen drops all white space from the ABI (even in "contract IERC20").
		var a, b any
		if err := json.Unmarshal([]byte(strings.Join(strings.Fields(string(art.ABI)), "")), &a); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal([]byte(md.ABI), &b); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(a, b) {
			t.Errorf("%s: ABI in bindings differs from build/%s.json: run make generate", name, name)
		}
	}
}
