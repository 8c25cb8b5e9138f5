package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// gpumesh runs the CLI in process and returns its exit code, stdout and stderr.
func gpumesh(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	return gpumeshCtx(context.Background(), t, args...)
}

// gpumeshCtx is gpumesh under ctx, so a hung command ends at the test's deadline instead of the
// package timeout.
func gpumeshCtx(ctx context.Context, t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := run(ctx, append([]string{"gpumesh"}, args...), strings.NewReader(""), &stdout, &stderr)
	return code, stdout.String(), stderr.String()
}

func writeFile(t *testing.T, dir, name, content string, mode os.FileMode) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(content), mode); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestWalletLifecycle(t *testing.T) {
	dir := t.TempDir()
	pw := writeFile(t, dir, "pw", "correct horse\n", 0o600)
	bad := writeFile(t, dir, "bad", "wrong\n", 0o600)
	base := []string{"--data-dir", dir, "--json", "wallet", "--lightkdf", "--password-file", pw}

	code, out, errOut := gpumesh(t, append(base, "new")...)
	if code != exitOK {
		t.Fatalf("wallet new: exit %d, stderr %s", code, errOut)
	}
	var acc accountJSON
	if err := json.Unmarshal([]byte(out), &acc); err != nil {
		t.Fatalf("wallet new --json output %q: %v", out, err)
	}
	if !strings.HasPrefix(acc.Address, "0x") || !strings.HasPrefix(acc.File, filepath.Join(dir, "keystore")) {
		t.Fatalf("unexpected account %+v", acc)
	}

	code, out, _ = gpumesh(t, append(base, "list")...)
	if code != exitOK || !strings.Contains(out, acc.Address) {
		t.Fatalf("wallet list: exit %d, out %q, want %s", code, out, acc.Address)
	}

	code, _, errOut = gpumesh(t, append(base, "show", "--unlock", acc.Address)...)
	if code != exitOK {
		t.Fatalf("wallet show --unlock with the right password: exit %d, %s", code, errOut)
	}

	badArgs := []string{"--data-dir", dir, "wallet", "--lightkdf", "--password-file", bad, "show", "--unlock", acc.Address}
	code, _, errOut = gpumesh(t, badArgs...)
	if code != exitFailure || !strings.Contains(errOut, "wrong password") {
		t.Fatalf("wrong password: exit %d, stderr %q; want exit %d naming the wrong password", code, errOut, exitFailure)
	}

	code, _, errOut = gpumesh(t, append(base, "show", "0x000000000000000000000000000000000000dEaD")...)
	if code != exitFailure || !strings.Contains(errOut, "no such account") {
		t.Fatalf("unknown address: exit %d, stderr %q", code, errOut)
	}
}

func TestWalletImportHexKey(t *testing.T) {
	dir := t.TempDir()
	pw := writeFile(t, dir, "pw", "pw\n", 0o600)
	// The well-known key of geth's developer account; any valid key would do.
	keyFile := writeFile(t, dir, "key", "0xb71c71a67e1177ad4e901695e1b4b9ee17ae16c6668d313eac2f96dbcda3f291\n", 0o600)
	code, out, errOut := gpumesh(t, "--data-dir", dir, "wallet", "--lightkdf", "--password-file", pw, "import", keyFile)
	if code != exitOK {
		t.Fatalf("import: exit %d, %s", code, errOut)
	}
	if !strings.Contains(strings.ToLower(out), "0x71562b71999873db5b286df957af199ec94617f7") {
		t.Fatalf("import printed %q, want geth's developer address", out)
	}
	notKey := writeFile(t, dir, "junk", "hello\n", 0o600)
	code, _, errOut = gpumesh(t, "--data-dir", dir, "wallet", "--lightkdf", "--password-file", pw, "import", notKey)
	if code != exitUsage || !strings.Contains(errOut, "neither a geth key file nor a hex private key") {
		t.Fatalf("junk import: exit %d, stderr %q", code, errOut)
	}
}

func TestWalletNeedsPasswordWithoutTerminal(t *testing.T) {
	code, _, errOut := gpumesh(t, "--data-dir", t.TempDir(), "wallet", "--lightkdf", "new")
	if code != exitUsage || !strings.Contains(errOut, "--password-file") {
		t.Fatalf("exit %d, stderr %q; want a usage error pointing at --password-file", code, errOut)
	}
}

func TestMissingKeystoreKey(t *testing.T) {
	code, _, errOut := gpumesh(t, "--data-dir", t.TempDir(), "wallet", "show")
	if code != exitFailure || !strings.Contains(errOut, "wallet new") {
		t.Fatalf("exit %d, stderr %q; want an error telling how to create a key", code, errOut)
	}
}

func TestConfigFile(t *testing.T) {
	dir := t.TempDir()
	t.Run("unknown key", func(t *testing.T) {
		cfg := writeFile(t, dir, "typo.toml", "[wallet]\nkeystor = \"/tmp/x\"\n", 0o600)
		code, _, errOut := gpumesh(t, "--config", cfg, "version")
		if code != exitUsage || !strings.Contains(errOut, "keystor") {
			t.Fatalf("exit %d, stderr %q; want a usage error naming the unknown key", code, errOut)
		}
	})
	t.Run("bad syntax", func(t *testing.T) {
		cfg := writeFile(t, dir, "bad.toml", "data_dir = \n", 0o600)
		code, _, errOut := gpumesh(t, "--config", cfg, "version")
		if code != exitUsage || !strings.Contains(errOut, "bad.toml:1") {
			t.Fatalf("exit %d, stderr %q; want a usage error with the position", code, errOut)
		}
	})
	t.Run("explicit missing file", func(t *testing.T) {
		code, _, errOut := gpumesh(t, "--config", filepath.Join(dir, "nope.toml"), "version")
		if code != exitUsage || !strings.Contains(errOut, "nope.toml") {
			t.Fatalf("exit %d, stderr %q", code, errOut)
		}
	})
	t.Run("keystore from config", func(t *testing.T) {
		ks := filepath.Join(dir, "ks-from-config")
		pw := writeFile(t, dir, "pw", "pw\n", 0o600)
		cfg := writeFile(t, dir, "ok.toml", "[wallet]\nkeystore = \""+ks+"\"\npassword_file = \""+pw+"\"\n", 0o600)
		code, out, errOut := gpumesh(t, "--config", cfg, "wallet", "--lightkdf", "new")
		if code != exitOK || !strings.Contains(out, ks) {
			t.Fatalf("exit %d, out %q, stderr %q; want the key in %s", code, out, errOut, ks)
		}
	})
	t.Run("env overrides", func(t *testing.T) {
		t.Setenv("GPUMESH_LOG_LEVEL", "loud")
		code, _, errOut := gpumesh(t, "version")
		if code != exitUsage || !strings.Contains(errOut, "loud") {
			t.Fatalf("exit %d, stderr %q; want GPUMESH_LOG_LEVEL to be applied and rejected", code, errOut)
		}
	})
}

func TestVersionJSON(t *testing.T) {
	code, out, errOut := gpumesh(t, "--json", "version")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var v versionInfo
	if err := json.Unmarshal([]byte(out), &v); err != nil {
		t.Fatalf("version --json printed %q: %v", out, err)
	}
	if v.Version == "" || v.Go == "" {
		t.Fatalf("incomplete version info %+v", v)
	}
}

func TestUnknownCommandIsUsageError(t *testing.T) {
	code, _, _ := gpumesh(t, "wallet", "--no-such-flag")
	if code != exitUsage {
		t.Fatalf("exit %d, want %d", code, exitUsage)
	}
}

func TestUnreachableRPC(t *testing.T) {
	dir := t.TempDir()
	pw := writeFile(t, dir, "pw", "pw\n", 0o600)
	code, _, errOut := gpumesh(t, "--data-dir", dir, "wallet", "--lightkdf", "--password-file", pw, "new")
	if code != exitOK {
		t.Fatalf("wallet new: %s", errOut)
	}
	// Port 1 on loopback: nothing listens there, and the connection is refused at once.
	code, _, errOut = gpumesh(t, "--data-dir", dir, "wallet", "show", "--rpc", "http://127.0.0.1:1")
	if code != exitFailure || !strings.Contains(errOut, "cannot reach chain at http://127.0.0.1:1") || !strings.Contains(errOut, "--rpc") {
		t.Fatalf("exit %d, stderr %q; want an error naming the endpoint and --rpc", code, errOut)
	}
}
