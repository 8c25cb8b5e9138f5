package contracts

import (
	"flag"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
)

var updateGolden = flag.Bool("update", false, "rewrite golden files in testdata/")

// TestVoucherGolden pins the voucher's wire format: channel id, domain separator, struct hash,
// digest and signature for fixed inputs. A change here breaks every voucher already issued
// (go test ./contracts -run Golden -update, and bump the domain version with the contract).
func TestVoucherGolden(t *testing.T) {
	key, err := crypto.HexToECDSA("4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318")
	if err != nil {
		t.Fatal(err)
	}
	requester := crypto.PubkeyToAddress(key.PublicKey)
	provider := common.HexToAddress("0x00000000000000000000000000000000000000bb")
	dom := Domain{ChainID: big.NewInt(31337), Channels: common.HexToAddress("0x00000000000000000000000000000000000c4a77")}
	var b strings.Builder
	for _, v := range []Voucher{
		{ChannelID: ChannelID(requester, provider, [32]byte{1}), Amount: big.NewInt(50_000), Sequence: 1},
		{ChannelID: ChannelID(requester, provider, [32]byte{1}), Amount: new(big.Int).Set(maxUint128), Sequence: 1<<64 - 1},
	} {
		sv, err := v.Sign(dom, key)
		if err != nil {
			t.Fatal(err)
		}
		sep, sh, dg := dom.Vouchers().Separator(), v.StructHash(), v.Digest(dom)
		fmt.Fprintf(&b, "channel_id %s\namount %s\nsequence %d\nseparator %s\nstruct_hash %s\ndigest %s\nsignature %s\n\n",
			hexutil.Encode(v.ChannelID[:]), v.Amount, v.Sequence, sep.Hex(), sh.Hex(), dg.Hex(), hexutil.Encode(sv.Signature))
	}
	path := filepath.Join("testdata", "voucher.golden")
	if *updateGolden {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if got := b.String(); got != string(want) {
		t.Fatalf("voucher encoding changed:\n%s\nwant:\n%s", got, want)
	}
}
