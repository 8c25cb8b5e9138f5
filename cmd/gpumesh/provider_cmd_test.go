package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gpumesh/gpumesh/provider"
)

// TestProviderInitRedirect follows the README: `gpumesh provider init > provider.toml` (the shell
// creates the file before init runs), then loads the config from another working directory by a
// relative path; every path in it must resolve against the config file's directory.
func TestProviderInitRedirect(t *testing.T) {
	dir := t.TempDir()
	code, out, errOut := gpumesh(t, "--data-dir", dir, "provider", "init")
	if code != exitOK || !strings.Contains(out, "[executor]") {
		t.Fatalf("provider init: exit %d, stdout %d bytes, stderr %q; want the config on stdout", code, len(out), errOut)
	}
	cfgPath := writeFile(t, dir, "provider.toml", out, 0o600)

	// --out onto the empty file a redirection leaves behind works; onto a filled one needs --force.
	outPath := writeFile(t, dir, "out.toml", "", 0o600)
	if code, _, errOut := gpumesh(t, "provider", "init", "--out", outPath); code != exitOK {
		t.Fatalf("provider init --out onto an empty file: exit %d, %s", code, errOut)
	}
	if got, _ := os.ReadFile(outPath); string(got) != out {
		t.Fatalf("--out wrote %d bytes, want the %d of stdout", len(got), len(out))
	}
	if code, _, errOut := gpumesh(t, "provider", "init", "--out", outPath); code != exitUsage || !strings.Contains(errOut, "--force") {
		t.Fatalf("provider init --out onto a filled file: exit %d, stderr %q; want a usage error naming --force", code, errOut)
	}
	if code, _, errOut := gpumesh(t, "provider", "init", "--out", outPath, "--force"); code != exitOK {
		t.Fatalf("provider init --out --force: exit %d, %s", code, errOut)
	}

	sub := filepath.Join(dir, "elsewhere")
	if err := os.Mkdir(sub, 0o700); err != nil {
		t.Fatal(err)
	}
	t.Chdir(sub)
	cfg, err := provider.LoadConfig(filepath.Join("..", filepath.Base(cfgPath)))
	if err != nil {
		t.Fatalf("load the generated config: %v", err)
	}
	for key, got := range map[string]string{
		"data_dir":             cfg.DataDir,
		"wallet.keystore":      cfg.Wallet.Keystore,
		"wallet.password_file": cfg.Wallet.PasswordFile,
		"chain.deployment":     cfg.Chain.Deployment,
	} {
		if !filepath.IsAbs(got) || !strings.HasPrefix(got, dir) {
			t.Errorf("%s = %q: want an absolute path under the config's directory %s", key, got, dir)
		}
	}
}
