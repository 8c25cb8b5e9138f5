package requester

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/pelletier/go-toml/v2"

	"github.com/gpumesh/gpumesh/market/wallet"
)

// goodFileConfig is a FileConfig that passes Validate; no file it names needs to exist.
func goodFileConfig() FileConfig {
	on := true
	return FileConfig{
		DataDir: "/var/lib/gpumesh",
		Chain:   ChainSection{RPC: "ws://127.0.0.1:8546", Deployment: "/etc/gpumesh/deployment.json", MaxLogRange: 5000},
		Wallet:  WalletSection{Address: "0x00000000000000000000000000000000000000aa", PasswordFile: "/etc/gpumesh/pw"},
		P2P: P2PSection{
			Bootstrap: []string{"/ip4/127.0.0.1/tcp/4001/p2p/12D3KooWD3eckifWpRn9wQpMG9R9hX3sD158z7EqHWmweQAJU5SA"},
			Listen:    []string{"/ip4/0.0.0.0/tcp/4002"},
		},
		Requester: Settings{BidWindow: "300ms", OfferWait: "5s", Channels: &on},
	}
}

func TestFileConfigValidate(t *testing.T) {
	tests := []struct {
		name string
		edit func(*FileConfig)
		want string // the key and the fix the error names; "" = valid
	}{
		{"good", func(*FileConfig) {}, ""},
		{"defaults only", func(f *FileConfig) { f.Chain.MaxLogRange, f.P2P, f.Requester = 0, P2PSection{}, Settings{} }, ""},
		{"no password file (prompt later)", func(f *FileConfig) { f.Wallet.PasswordFile = "" }, ""},
		{"no data dir", func(f *FileConfig) { f.DataDir = "" }, "data_dir is not set: pass --data-dir"},
		{"no rpc", func(f *FileConfig) { f.Chain.RPC = "" }, "chain.rpc is not set: pass --rpc URL or set rpc in the [chain] section"},
		{"no deployment", func(f *FileConfig) { f.Chain.Deployment = "" }, "chain.deployment is not set: pass --deployment FILE or set deployment in the [chain] section"},
		{"log range", func(f *FileConfig) { f.Chain.MaxLogRange = 1_000_001 }, "chain.max_log_range = 1000001 is too large: use 1..1000000"},
		{"bad address", func(f *FileConfig) { f.Wallet.Address = "0x12" }, `wallet.address = "0x12" is not an address`},
		{"bad bootstrap", func(f *FileConfig) { f.P2P.Bootstrap = append(f.P2P.Bootstrap, "/ip4/127.0.0.1/tcp/4001") }, "p2p.bootstrap[1]"},
		{"bad listen", func(f *FileConfig) { f.P2P.Listen = []string{"0.0.0.0:4002"} }, "p2p.listen[0]"},
		{"relay without peer id", func(f *FileConfig) { f.P2P.Relay = []string{"/ip4/192.0.2.1/tcp/4001"} }, "p2p.relay[0]"},
		{"too many relays", func(f *FileConfig) { f.P2P.Relay = make([]string, 17) }, "p2p.relay"},
		{"bid window not a duration", func(f *FileConfig) { f.Requester.BidWindow = "soon" }, `requester.bid_window = "soon" is not a duration`},
		{"bid window negative", func(f *FileConfig) { f.Requester.BidWindow = "-1s" }, "requester.bid_window"},
		{"bid window too long", func(f *FileConfig) { f.Requester.BidWindow = "2m" }, "requester.bid_window"},
		{"offer wait too long", func(f *FileConfig) { f.Requester.OfferWait = "11m" }, "requester.offer_wait"},
		{"fee bound", func(f *FileConfig) { f.Chain.MaxFeeGwei, f.Chain.ReplaceAfter = "12.5", "90s" }, ""},
		{"fee bound not a number", func(f *FileConfig) { f.Chain.MaxFeeGwei = "lots" }, `chain.max_fee_gwei = "lots" is not a positive number of gwei`},
		{"fee bound zero", func(f *FileConfig) { f.Chain.MaxFeeGwei = "0" }, "chain.max_fee_gwei"},
		{"replacement wait too long", func(f *FileConfig) { f.Chain.ReplaceAfter = "2h" }, "chain.replace_after"},
		{"confirmations", func(f *FileConfig) { f.Chain.Confirmations = 12 }, ""},
		{"too many confirmations", func(f *FileConfig) { f.Chain.Confirmations = 65 }, "chain.confirmations = 65 is too many: use 0..64"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := goodFileConfig()
			tt.edit(&f)
			f.EnsureDefaults()
			err := f.Validate()
			switch {
			case tt.want == "" && err != nil:
				t.Fatalf("Validate: %v, want nil", err)
			case tt.want == "":
				return
			case !errors.Is(err, ErrConfig) || !strings.Contains(err.Error(), tt.want):
				t.Fatalf("Validate: %v, want ErrConfig naming %q", err, tt.want)
			}
		})
	}
}

func TestFileConfigKeystoreDefault(t *testing.T) {
	f := FileConfig{DataDir: "/d"}
	f.EnsureDefaults()
	if f.Wallet.Keystore != filepath.Join("/d", "keystore") {
		t.Fatalf("wallet.keystore default %q, want /d/keystore", f.Wallet.Keystore)
	}
	f = FileConfig{DataDir: "/d", Wallet: WalletSection{Keystore: "/k"}}
	f.EnsureDefaults()
	if f.Wallet.Keystore != "/k" {
		t.Fatalf("EnsureDefaults replaced wallet.keystore %q", f.Wallet.Keystore)
	}
}

// TestFileConfigWriteFile: what WriteFile writes is the ordinary format: it decodes strictly (no
// unknown key) back to the same configuration, starts with the comment, and is private.
func TestFileConfigWriteFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "requester.toml")
	want := goodFileConfig()
	if err := want.WriteFile(path, "line one\nline two"); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(b), "# line one\n# line two\n\n") {
		t.Fatalf("file does not start with the comment:\n%s", b)
	}
	var got FileConfig
	if err := toml.NewDecoder(bytes.NewReader(b)).DisallowUnknownFields().Decode(&got); err != nil {
		t.Fatalf("decode %s: %v\n%s", path, err, b)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("round trip:\n got %+v\nwant %+v\n%s", got, want, b)
	}
	for _, key := range []string{"data_dir = ", "[chain]", "rpc = ", "[wallet]", "password_file = ", "[p2p]", "bootstrap = ", "[requester]", "bid_window = "} {
		if !strings.Contains(string(b), key) {
			t.Errorf("file lacks %q:\n%s", key, b)
		}
	}
	if info, err := os.Stat(path); err != nil || info.Mode().Perm() != 0o600 {
		t.Fatalf("mode %v (%v), want 0600", info.Mode().Perm(), err)
	}
}

// chainIDServer is a JSON-RPC endpoint that answers eth_chainId with id, and nothing else.
func chainIDServer(t *testing.T, id int64) string {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			ID     json.RawMessage `json:"id"`
			Method string          `json:"method"`
		}
		body, _ := io.ReadAll(io.LimitReader(r.Body, 1<<16))
		if err := json.Unmarshal(body, &req); err != nil || req.Method != "eth_chainId" {
			http.Error(w, "only eth_chainId", http.StatusBadRequest)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{"jsonrpc": "2.0", "id": req.ID, "result": "0x" + big.NewInt(id).Text(16)})
	}))
	t.Cleanup(srv.Close)
	return srv.URL
}

// openFixture writes a deployment record for chain 31337 and a keystore holding one key with
// password "pw" (in a password file), and returns a FileConfig naming them.
func openFixture(t *testing.T) (FileConfig, common.Address) {
	t.Helper()
	dir := t.TempDir()
	dep := filepath.Join(dir, "deployment.json")
	rec := `{"http":"http://127.0.0.1:1","deployment":{"chain_id":31337,"escrow":"0x00000000000000000000000000000000000000e5"}}`
	if err := os.WriteFile(dep, []byte(rec), 0o600); err != nil {
		t.Fatal(err)
	}
	ks, err := wallet.Open(filepath.Join(dir, "keystore"), wallet.LightKDF)
	if err != nil {
		t.Fatal(err)
	}
	key, _ := crypto.GenerateKey()
	acc, err := ks.ImportKey(key, "pw")
	if err != nil {
		t.Fatal(err)
	}
	pw := filepath.Join(dir, "pw")
	if err := os.WriteFile(pw, []byte("pw\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	fc := FileConfig{DataDir: filepath.Join(dir, "data")}
	fc.Chain.Deployment = dep
	fc.Wallet = WalletSection{Keystore: ks.Dir(), PasswordFile: pw}
	return fc, acc.Address
}

// TestOpenConfigErrors: Open reads the record, unlocks the key and checks the chain before it
// starts anything; each problem is ErrConfig naming the key (or the endpoint) and the fix.
func TestOpenConfigErrors(t *testing.T) {
	ctx := context.Background()
	fixture, addr := openFixture(t)
	fixture.Chain.RPC = chainIDServer(t, 1) // mainnet's id: not the record's 31337
	tests := []struct {
		name string
		edit func(*FileConfig, *OpenOptions)
		want []string
	}{
		{"missing record", func(f *FileConfig, _ *OpenOptions) { f.Chain.Deployment = filepath.Join(t.TempDir(), "none.json") },
			[]string{"chain.deployment", "none.json", "no such file"}},
		{"not a record", func(f *FileConfig, _ *OpenOptions) { f.Chain.Deployment = f.Wallet.PasswordFile },
			[]string{"chain.deployment", "not a deployment record"}},
		{"wrong password", func(f *FileConfig, _ *OpenOptions) {
			f.Wallet.PasswordFile = filepath.Join(t.TempDir(), "bad")
			if err := os.WriteFile(f.Wallet.PasswordFile, []byte("nope\n"), 0o600); err != nil {
				t.Fatal(err)
			}
		}, []string{"unlock wallet key " + addr.Hex(), "wrong password"}},
		{"unknown address", func(f *FileConfig, _ *OpenOptions) { f.Wallet.Address = "0x00000000000000000000000000000000000000bb" },
			[]string{"no such account"}},
		{"no password anywhere", func(f *FileConfig, _ *OpenOptions) { f.Wallet.PasswordFile = "" },
			[]string{"wallet.password_file is not set: pass --password-file FILE"}},
		{"prompted password is wrong", func(f *FileConfig, o *OpenOptions) {
			f.Wallet.PasswordFile = ""
			o.Password = func(a common.Address) (string, error) {
				if a != addr {
					t.Errorf("asked the password of %s, want %s", a, addr)
				}
				return "nope", nil
			}
		}, []string{"wrong password"}},
		{"chain id mismatch", func(f *FileConfig, o *OpenOptions) {
			f.Wallet.PasswordFile = ""
			o.Password = func(common.Address) (string, error) { return "pw", nil } // the right one
		}, []string{"serves chain 1", "is for chain 31337", "point both at the same chain"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, opts := fixture, OpenOptions{}
			tt.edit(&f, &opts)
			r, err := Open(ctx, f, opts)
			if err == nil {
				r.Close()
				t.Fatal("Open succeeded")
			}
			if !errors.Is(err, ErrConfig) {
				t.Fatalf("Open: %v, want ErrConfig", err)
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Fatalf("Open: %v, want it to name %q", err, w)
				}
			}
			if _, serr := os.Stat(f.DataDir); !os.IsNotExist(serr) {
				t.Fatalf("Open failed but created the data dir %s (%v)", f.DataDir, serr)
			}
		})
	}
}
