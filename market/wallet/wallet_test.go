package wallet_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/gpumesh/gpumesh/market/wallet"
)

func TestNewUnlockRoundTrip(t *testing.T) {
	ks, err := wallet.Open(filepath.Join(t.TempDir(), "keystore"), wallet.LightKDF)
	if err != nil {
		t.Fatal(err)
	}
	acc, err := ks.New("hunter2")
	if err != nil {
		t.Fatal(err)
	}
	key, err := ks.Unlock(acc.Address, "hunter2")
	if err != nil {
		t.Fatalf("Unlock: %v", err)
	}
	if got := crypto.PubkeyToAddress(key.PublicKey); got != acc.Address {
		t.Fatalf("unlocked key is for %s, want %s", got, acc.Address)
	}
	if _, err := ks.Unlock(acc.Address, "wrong"); !errors.Is(err, wallet.ErrWrongPassword) {
		t.Fatalf("Unlock with wrong password: err = %v, want ErrWrongPassword", err)
	}
	if _, err := ks.Unlock(common.HexToAddress("0x1234"), "hunter2"); !errors.Is(err, wallet.ErrNotFound) {
		t.Fatalf("Unlock unknown address: err = %v, want ErrNotFound", err)
	}
	def, err := ks.Default()
	if err != nil || def.Address != acc.Address {
		t.Fatalf("Default = %v, %v; want %s", def.Address, err, acc.Address)
	}
	if _, err := ks.New(""); !errors.Is(err, wallet.ErrEmptyPassword) {
		t.Fatalf("New with empty password: err = %v, want ErrEmptyPassword", err)
	}
}

func TestImportKeyAndJSON(t *testing.T) {
	dir := t.TempDir()
	a, err := wallet.Open(filepath.Join(dir, "a"), wallet.LightKDF)
	if err != nil {
		t.Fatal(err)
	}
	key, _ := crypto.GenerateKey()
	acc, err := a.ImportKey(key, "pw")
	if err != nil {
		t.Fatal(err)
	}
	if acc.Address != crypto.PubkeyToAddress(key.PublicKey) {
		t.Fatal("imported address mismatch")
	}
	keyJSON, err := os.ReadFile(acc.URL.Path)
	if err != nil {
		t.Fatal(err)
	}
	b, err := wallet.Open(filepath.Join(dir, "b"), wallet.LightKDF)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := b.ImportJSON(keyJSON, "not-pw", "new"); !errors.Is(err, wallet.ErrWrongPassword) {
		t.Fatalf("ImportJSON wrong password: err = %v, want ErrWrongPassword", err)
	}
	if _, err := b.ImportJSON(keyJSON, "pw", "new"); err != nil {
		t.Fatalf("ImportJSON: %v", err)
	}
	got, err := b.Unlock(acc.Address, "new")
	if err != nil {
		t.Fatal(err)
	}
	if !got.Equal(key) {
		t.Fatal("key changed across export/import")
	}
}

func TestDefaultNeedsExactlyOneKey(t *testing.T) {
	ks, err := wallet.Open(t.TempDir(), wallet.LightKDF)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ks.Default(); !errors.Is(err, wallet.ErrNotFound) || !strings.Contains(err.Error(), "wallet new") {
		t.Fatalf("empty keystore: err = %v, want ErrNotFound naming `wallet new`", err)
	}
	for range 2 {
		if _, err := ks.New("pw"); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := ks.Default(); err == nil || !strings.Contains(err.Error(), "--address") {
		t.Fatalf("two keys: err = %v, want a hint to pass --address", err)
	}
}

func TestReadPasswordFile(t *testing.T) {
	dir := t.TempDir()
	write := func(name, content string, mode os.FileMode) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(content), mode); err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, tc := range []struct {
		name, content, want, errPart string
		mode                         os.FileMode
	}{
		{name: "plain", content: "secret\n", want: "secret", mode: 0o600},
		{name: "crlf", content: "secret\r\nignored\n", want: "secret", mode: 0o600},
		{name: "no newline", content: "secret", want: "secret", mode: 0o600},
		{name: "empty", content: "\n", errPart: "first line", mode: 0o600},
		{name: "world readable", content: "secret\n", errPart: "chmod 600", mode: 0o644},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := wallet.ReadPasswordFile(write(strings.ReplaceAll(tc.name, " ", "_"), tc.content, tc.mode))
			if tc.errPart != "" {
				if err == nil || !strings.Contains(err.Error(), tc.errPart) {
					t.Fatalf("err = %v, want one containing %q", err, tc.errPart)
				}
				return
			}
			if err != nil || got != tc.want {
				t.Fatalf("got %q, %v; want %q", got, err, tc.want)
			}
		})
	}
	if _, err := wallet.ReadPasswordFile(filepath.Join(dir, "missing")); err == nil {
		t.Fatal("missing file: want an error")
	}
}
