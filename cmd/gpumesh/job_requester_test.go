package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/gpumesh/gpumesh/devnet"
	"github.com/gpumesh/gpumesh/market/requester"
	"github.com/gpumesh/gpumesh/market/wallet"
)

// The job commands find the devnet's requester config where devnet writes it.
func TestDevnetRequesterConfigPath(t *testing.T) {
	if want := filepath.ToSlash(filepath.Join("devnet", devnet.RequesterConfigFile)); devnetRequesterConfig != want {
		t.Fatalf("devnetRequesterConfig = %q, devnet writes %q", devnetRequesterConfig, want)
	}
}

// requesterFixture is a requester's files with no chain behind them: a keystore under
// dataDir/keystore holding one key (password "pw"), its password file, a deployment record for
// chain 31337. Every endpoint the tests name is 127.0.0.1:1, where nothing listens, with a path
// telling which configuration layer chose it: the error names the endpoint dialed.
type requesterFixture struct {
	dir, dataDir, password, wrongPassword, deployment, address string
}

func newRequesterFixture(t *testing.T) requesterFixture {
	t.Helper()
	dir := t.TempDir()
	f := requesterFixture{dir: dir, dataDir: filepath.Join(dir, "data")}
	ks, err := wallet.Open(filepath.Join(f.dataDir, "keystore"), wallet.LightKDF)
	if err != nil {
		t.Fatal(err)
	}
	key, _ := crypto.GenerateKey()
	acc, err := ks.ImportKey(key, "pw")
	if err != nil {
		t.Fatal(err)
	}
	f.address = acc.Address.Hex()
	f.password = writeFile(t, dir, "pw", "pw\n", 0o600)
	f.wrongPassword = writeFile(t, dir, "wrong-pw", "nope\n", 0o600)
	f.deployment = writeFile(t, dir, "deployment.json",
		`{"deployment":{"chain_id":31337,"escrow":"0x00000000000000000000000000000000000000e5"}}`, 0o600)
	return f
}

// config writes a gpumesh.toml with the fixture's keys, rpc naming layer, plus extra lines.
func (f requesterFixture) config(t *testing.T, name, layer, extra string) string {
	t.Helper()
	return writeFile(t, f.dir, name, `data_dir = "`+f.dataDir+`"
[chain]
rpc = "http://127.0.0.1:1/`+layer+`"
deployment = "`+f.deployment+`"
[wallet]
password_file = "`+f.password+`"
`+extra, 0o600)
}

// TestRequesterConfigPrecedence: each key of the requester's configuration is taken from its
// flag, else its GPUMESH_* variable, else the config file, else its default.
func TestRequesterConfigPrecedence(t *testing.T) {
	f := newRequesterFixture(t)
	cfg := f.config(t, "gpumesh.toml", "file", "")
	dialed := func(layer string) string { return "cannot reach chain at http://127.0.0.1:1/" + layer }
	tests := []struct {
		name  string
		env   map[string]string
		args  []string
		code  int
		wants []string
	}{
		{name: "file", code: exitFailure, wants: []string{dialed("file")}},
		{name: "env over file", env: map[string]string{"GPUMESH_RPC": "http://127.0.0.1:1/env"}, code: exitFailure, wants: []string{dialed("env")}},
		{name: "flag over env", env: map[string]string{"GPUMESH_RPC": "http://127.0.0.1:1/env"}, args: []string{"--rpc", "http://127.0.0.1:1/flag"},
			code: exitFailure, wants: []string{dialed("flag")}},
		{name: "GPUMESH_CONFIG names the file", env: map[string]string{"GPUMESH_CONFIG": cfg}, code: exitFailure, wants: []string{dialed("file")}},
		{name: "password file from env", env: map[string]string{"GPUMESH_PASSWORD_FILE": f.wrongPassword}, code: exitUsage,
			wants: []string{"unlock wallet key " + f.address, "wrong password"}},
		{name: "password file flag over env", env: map[string]string{"GPUMESH_PASSWORD_FILE": f.wrongPassword}, args: []string{"--password-file", f.password},
			code: exitFailure, wants: []string{dialed("file")}},
		{name: "address from flag", args: []string{"--address", "0x00000000000000000000000000000000000000bb"}, code: exitUsage,
			wants: []string{"no such account", "config: " + cfg}},
		{name: "address from env", env: map[string]string{"GPUMESH_ADDRESS": "0x12"}, code: exitUsage,
			wants: []string{`wallet.address = "0x12" is not an address`}},
		{name: "keystore from env", env: map[string]string{"GPUMESH_KEYSTORE": filepath.Join(f.dir, "empty-keystore")}, code: exitUsage,
			wants: []string{"wallet.address", "empty-keystore is empty"}},
		{name: "deployment from flag", args: []string{"--deployment", filepath.Join(f.dir, "none.json")}, code: exitUsage,
			wants: []string{"chain.deployment", "none.json"}},
		{name: "bootstrap from env", env: map[string]string{"GPUMESH_BOOTSTRAP": "/ip4/127.0.0.1/tcp/4001"}, code: exitUsage,
			wants: []string{`p2p.bootstrap[0] = "/ip4/127.0.0.1/tcp/4001" is not a peer address`, "/p2p/<peer id>"}},
		{name: "relay from flag", args: []string{"--relay", "/ip4/192.0.2.1/tcp/4001"}, code: exitUsage,
			wants: []string{`p2p.relay[0] = "/ip4/192.0.2.1/tcp/4001" is not a peer address`, "/p2p/<peer id>"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := []string{"--config", cfg}
			for k, v := range tt.env {
				t.Setenv(k, v)
				if k == "GPUMESH_CONFIG" {
					args = nil
				}
			}
			code, out, errOut := gpumesh(t, append(append(args, "job", "list"), tt.args...)...)
			if code != tt.code {
				t.Fatalf("exit %d, want %d\nstdout %s\nstderr %s", code, tt.code, out, errOut)
			}
			for _, w := range tt.wants {
				if !strings.Contains(errOut, w) {
					t.Fatalf("stderr %q, want it to contain %q", errOut, w)
				}
			}
		})
	}
}

// TestRequesterConfigMissingKeys: without a configuration the job commands say which key is
// missing, how to set it, and which config files they looked for; exit 2.
func TestRequesterConfigMissingKeys(t *testing.T) {
	dir := t.TempDir()
	for _, tt := range []struct {
		args  []string
		wants []string
	}{
		{[]string{"job", "list"}, []string{
			"chain.rpc is not set: pass --rpc URL or set rpc in the [chain] section of the config file",
			"no --config, no " + filepath.Join(dir, "gpumesh.toml") + ", no " + filepath.Join(dir, "devnet", "requester.toml"),
		}},
		{[]string{"job", "status", "--rpc", "ws://127.0.0.1:1", "0x" + strings.Repeat("ab", 32)}, []string{
			"chain.deployment is not set: pass --deployment FILE or set deployment in the [chain] section",
		}},
		{[]string{"market", "offers", "--rpc", "ws://127.0.0.1:1"}, []string{"chain.deployment is not set"}},
	} {
		code, out, errOut := gpumesh(t, append([]string{"--data-dir", dir}, tt.args...)...)
		if code != exitUsage {
			t.Fatalf("%v: exit %d, want %d\nstdout %s\nstderr %s", tt.args, code, exitUsage, out, errOut)
		}
		for _, w := range tt.wants {
			if !strings.Contains(errOut, w) {
				t.Fatalf("%v: stderr %q, want it to contain %q", tt.args, errOut, w)
			}
		}
	}
}

// TestRequesterConfigFile: the [requester] and [p2p] sections are part of the ordinary config
// file, checked strictly; a key without its password file needs a terminal to prompt on.
func TestRequesterConfigFile(t *testing.T) {
	f := newRequesterFixture(t)
	for _, tt := range []struct {
		name, extra string
		code        int
		want        string
	}{
		{"sections accepted", "[p2p]\nbootstrap = []\n[requester]\nbid_window = \"300ms\"\nchannels = false\n", exitFailure, "cannot reach chain at http://127.0.0.1:1/file"},
		{"unknown key", "[requester]\nbid_windw = \"300ms\"\n", exitUsage, "bid_windw"},
		{"bad duration", "[requester]\nbid_window = \"soon\"\n", exitUsage, `requester.bid_window = "soon" is not a duration`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			cfg := f.config(t, strings.ReplaceAll(tt.name, " ", "-")+".toml", "file", tt.extra)
			code, out, errOut := gpumesh(t, "--config", cfg, "job", "list")
			if code != tt.code || !strings.Contains(errOut, tt.want) {
				t.Fatalf("exit %d (want %d), stderr %q, want it to contain %q\nstdout %s", code, tt.code, errOut, tt.want, out)
			}
		})
	}
	t.Run("no password file and no terminal", func(t *testing.T) {
		cfg := writeFile(t, f.dir, "nopw.toml", "data_dir = \""+f.dataDir+"\"\n[chain]\nrpc = \"http://127.0.0.1:1\"\ndeployment = \""+f.deployment+"\"\n", 0o600)
		code, _, errOut := gpumesh(t, "--config", cfg, "job", "list")
		if code != exitUsage || !strings.Contains(errOut, "no password: pass --password-file FILE") {
			t.Fatalf("exit %d, stderr %q; want a usage error asking for --password-file", code, errOut)
		}
	})
}

// TestRequesterConfigDevnetFallback: with no config file the job commands act as the local
// devnet's requester from <data-dir>/devnet/requester.toml, whose data_dir holds the requester's
// state and keystore; a gpumesh.toml in the data dir takes precedence over it.
func TestRequesterConfigDevnetFallback(t *testing.T) {
	f := newRequesterFixture(t)
	home := filepath.Join(f.dir, "home") // the --data-dir a user passes
	if err := os.MkdirAll(filepath.Join(home, "devnet"), 0o700); err != nil {
		t.Fatal(err)
	}
	// Like devnet's file, but the keystore left to its default: <the file's data_dir>/keystore.
	fc := requester.FileConfig{DataDir: f.dataDir}
	fc.Chain.RPC, fc.Chain.Deployment = "http://127.0.0.1:1/devnet", f.deployment
	fc.Wallet.PasswordFile = f.password
	if err := fc.WriteFile(filepath.Join(home, "devnet", "requester.toml"), "test"); err != nil {
		t.Fatal(err)
	}
	code, _, errOut := gpumesh(t, "--data-dir", home, "job", "list")
	if code != exitFailure || !strings.Contains(errOut, "cannot reach chain at http://127.0.0.1:1/devnet") {
		t.Fatalf("exit %d, stderr %q; want the devnet requester's key unlocked and its endpoint dialed", code, errOut)
	}
	f.dataDir = home
	f.config(t, filepath.Join("home", "gpumesh.toml"), "home", "")
	code, _, errOut = gpumesh(t, "--data-dir", home, "job", "list")
	if code != exitUsage || !strings.Contains(errOut, "config: "+filepath.Join(home, "gpumesh.toml")) {
		t.Fatalf("exit %d, stderr %q; want <data-dir>/gpumesh.toml read (its keystore is empty), not the devnet's file", code, errOut)
	}
}

// TestReadmeConfigExample: the README's config file example is the format the commands read
// (strictly: a key the README shows that the decoder does not know fails here).
func TestReadmeConfigExample(t *testing.T) {
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, after, ok := strings.Cut(string(b), "## Config file\n\n```toml\n")
	block, _, closed := strings.Cut(after, "```")
	if !ok || !closed {
		t.Fatal("README.md has no ```toml block under ## Config file")
	}
	path := writeFile(t, t.TempDir(), "readme.toml", block, 0o600)
	cfg, found, err := loadFileConfig(path, true)
	if err != nil || !found {
		t.Fatalf("README's example: %v", err)
	}
	if cfg.Chain.RPC == "" || cfg.Wallet.PasswordFile == "" || len(cfg.P2P.Bootstrap) == 0 || len(cfg.P2P.Relay) == 0 || cfg.Requester.BidWindow == "" || cfg.Log.Level == "" {
		t.Fatalf("README's example decoded to %+v; want every section filled", cfg)
	}
}
