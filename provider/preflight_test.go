package provider_test

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/gpumesh/gpumesh/devnet"
	"github.com/gpumesh/gpumesh/market/wallet"
	"github.com/gpumesh/gpumesh/provider"
)

// TestPreflightSendsNoTransaction: a config the daemon cannot run with (relative paths that the
// content store's AllowedDirs refuse, a taken metrics port, more burst slots than the devices it
// offers, a wallet without tokens or ether)
// fails with an error naming the key and the fix, and the wallet has sent no transaction: the
// daemon checks before it registers or stakes.
func TestPreflightSendsNoTransaction(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	dir := t.TempDir()
	n, err := devnet.Start(ctx, devnet.Config{DataDir: filepath.Join(dir, "devnet"), Providers: 1})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { n.Close() })
	unfunded, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	funded := n.Providers[0]

	// config returns a valid config for key in its own dir, which edit then breaks.
	config := func(t *testing.T, key *ecdsa.PrivateKey, edit func(c *provider.Config)) *provider.Config {
		pdir := t.TempDir()
		ks, err := wallet.Open(filepath.Join(pdir, "ks"), wallet.LightKDF)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := ks.ImportKey(key, "pw-secret"); err != nil {
			t.Fatal(err)
		}
		pw := filepath.Join(pdir, "pw")
		if err := os.WriteFile(pw, []byte("pw-secret\n"), 0o600); err != nil {
			t.Fatal(err)
		}
		c := &provider.Config{DataDir: filepath.Join(pdir, "prov")}
		c.Wallet = provider.WalletConfig{Keystore: filepath.Join(pdir, "ks"), PasswordFile: pw, LightKDF: true}
		c.Chain = provider.ChainConfig{Deployment: filepath.Join(dir, "devnet", "deployment.json"), Stake: "100"}
		c.P2P.Listen = []string{"/ip4/127.0.0.1/tcp/0"}
		c.Metrics.Listen = "127.0.0.1:0"
		edit(c)
		return c
	}
	busy, err := net.Listen("tcp", "127.0.0.1:0") // a port another program holds
	if err != nil {
		t.Fatal(err)
	}
	defer busy.Close()
	taken := busy.Addr().String()
	_, takenPort, _ := net.SplitHostPort(taken)

	cases := []struct {
		name    string
		key     *ecdsa.PrivateKey
		edit    func(c *provider.Config)
		want    error
		mention []string
	}{
		{"relative data_dir (AllowedDirs)", funded, func(c *provider.Config) { c.DataDir = "gpumesh-provider" },
			provider.ErrConfig, []string{"data_dir", "absolute"}},
		{"metrics port taken", funded, func(c *provider.Config) { c.Metrics.Listen = taken },
			provider.ErrConfig, []string{"metrics.listen", "metrics.disable"}},
		{"p2p port taken", funded, func(c *provider.Config) { c.P2P.Listen = []string{"/ip4/127.0.0.1/tcp/" + takenPort} },
			provider.ErrConfig, []string{"p2p.listen", "free the port"}},
		{"more burst slots than devices", funded, func(c *provider.Config) { c.Offer.BurstHeadroom = 64 },
			provider.ErrConfig, []string{"offer.burst_headroom", "devices offered"}},
		{"wallet without tokens or ether", unfunded, func(c *provider.Config) {},
			provider.ErrUnfunded, []string{"chain.stake", "gpumesh devnet fund " + crypto.PubkeyToAddress(unfunded.PublicKey).Hex()}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			addr := crypto.PubkeyToAddress(tc.key.PublicKey)
			nonce := pendingNonce(t, ctx, n, addr)
			d, err := provider.New(config(t, tc.key, tc.edit))
			if err != nil {
				t.Fatalf("New: %v", err)
			}
			err = d.Run(ctx)
			if !errors.Is(err, tc.want) {
				t.Fatalf("Run: %v; want %v", err, tc.want)
			}
			for _, m := range tc.mention {
				if !strings.Contains(err.Error(), m) {
					t.Errorf("error %q does not mention %q", err, m)
				}
			}
			if got := pendingNonce(t, ctx, n, addr); got != nonce {
				t.Fatalf("the wallet sent %d transaction(s) before the config was found wrong", got-nonce)
			}
			info, err := n.Contracts.StakeOf(ctx, addr)
			if err != nil {
				t.Fatal(err)
			}
			if info.Registered {
				t.Fatalf("%s registered although its config was wrong", addr)
			}
		})
	}
}

func pendingNonce(t *testing.T, ctx context.Context, n *devnet.Network, addr common.Address) uint64 {
	t.Helper()
	nonce, err := n.Backend.PendingNonceAt(ctx, addr)
	if err != nil {
		t.Fatal(err)
	}
	return nonce
}
