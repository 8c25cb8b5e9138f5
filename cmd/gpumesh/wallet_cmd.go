package main

import (
	"context"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strings"

	"github.com/ethereum/go-ethereum/accounts"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/urfave/cli/v3"
	"golang.org/x/term"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market/wallet"
)

func walletFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{
			Name:    "keystore",
			Usage:   "key `DIR` (geth keystore format); default <data-dir>/keystore",
			Sources: cli.EnvVars("GPUMESH_KEYSTORE"),
		},
		&cli.StringFlag{
			Name:    "password-file",
			Usage:   "`FILE` whose first line is the key password (mode 600); without it gpumesh prompts",
			Sources: cli.EnvVars("GPUMESH_PASSWORD_FILE"),
		},
		&cli.BoolFlag{
			Name:  "lightkdf",
			Usage: "cheap key encryption for throwaway devnet keys (never for real funds)",
		},
	}
}

func newWalletCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:  "wallet",
		Usage: "create, import and inspect Ethereum keys (geth-compatible keystore)",
		Description: "Keys are geth keystore files: a key made here works in geth and the other way round.\n" +
			"Passwords come from --password-file or an interactive prompt, never from a flag value.",
		Flags: walletFlags(),
		Commands: []*cli.Command{
			newWalletSendCommand(e),
			{
				Name:  "new",
				Usage: "create a new key",
				Action: func(ctx context.Context, cmd *cli.Command) error {
					ks, err := e.openKeystore(cmd)
					if err != nil {
						return err
					}
					password, err := e.password(cmd, "Password for the new key: ", true)
					if err != nil {
						return err
					}
					acc, err := ks.New(password)
					if err != nil {
						return err
					}
					return e.printAccount(acc)
				},
			},
			{
				Name:      "import",
				Usage:     "import a hex private key file or a geth key file",
				ArgsUsage: "FILE",
				Description: "FILE holds either a hex private key (64 hex digits, optional 0x) or a geth JSON key file.\n" +
					"A JSON key file is decrypted with --old-password-file (or a prompt) and re-encrypted\n" +
					"with the password of --password-file (or a prompt).",
				Flags: []cli.Flag{
					&cli.StringFlag{Name: "old-password-file", Usage: "`FILE` with the imported JSON key's current password"},
				},
				Action: func(ctx context.Context, cmd *cli.Command) error {
					if cmd.Args().Len() != 1 {
						return usageError("wallet import: give exactly one FILE (a hex private key or a geth key file)")
					}
					data, err := os.ReadFile(cmd.Args().First())
					if err != nil {
						return usageError("wallet import: %v", err)
					}
					ks, err := e.openKeystore(cmd)
					if err != nil {
						return err
					}
					text := strings.TrimSpace(string(data))
					var acc accounts.Account
					if strings.HasPrefix(text, "{") {
						old, err := e.passwordFrom(cmd.String("old-password-file"), "Current password of the key file: ", false)
						if err != nil {
							return err
						}
						password, err := e.password(cmd, "New password: ", true)
						if err != nil {
							return err
						}
						acc, err = ks.ImportJSON([]byte(text), old, password)
						if err != nil {
							return err
						}
					} else {
						key, err := crypto.HexToECDSA(strings.TrimPrefix(text, "0x"))
						if err != nil {
							return usageError("wallet import: %s is neither a geth key file nor a hex private key: %v", cmd.Args().First(), err)
						}
						password, err := e.password(cmd, "Password for the imported key: ", true)
						if err != nil {
							return err
						}
						acc, err = ks.ImportKey(key, password)
						if err != nil {
							return err
						}
					}
					return e.printAccount(acc)
				},
			},
			{
				Name:  "list",
				Usage: "list the keys in the keystore",
				Action: func(ctx context.Context, cmd *cli.Command) error {
					ks, err := e.openKeystore(cmd)
					if err != nil {
						return err
					}
					accs := ks.List()
					if e.jsonOut {
						out := make([]accountJSON, len(accs))
						for i, a := range accs {
							out[i] = accountJSON{Address: a.Address.Hex(), File: a.URL.Path}
						}
						return e.printJSON(out)
					}
					if len(accs) == 0 {
						e.printf("no keys in %s (create one with `gpumesh wallet new`)\n", ks.Dir())
						return nil
					}
					for _, a := range accs {
						e.printf("%s  %s\n", a.Address.Hex(), a.URL.Path)
					}
					return nil
				},
			},
			{
				Name:      "show",
				Usage:     "show one key; with --unlock, check that the password opens it; with --rpc, its balances",
				ArgsUsage: "[ADDRESS]",
				Flags: append([]cli.Flag{
					&cli.BoolFlag{Name: "unlock", Usage: "decrypt the key to check the password (prints nothing secret)"},
				}, chainFlags()...),
				Action: func(ctx context.Context, cmd *cli.Command) error {
					ks, err := e.openKeystore(cmd)
					if err != nil {
						return err
					}
					acc, err := e.pickAccount(ks, cmd.Args().First())
					if err != nil {
						return err
					}
					if cmd.Bool("unlock") {
						password, err := e.password(cmd, "Password: ", false)
						if err != nil {
							return err
						}
						if _, err := ks.Unlock(acc.Address, password); err != nil {
							return err
						}
					}
					if cmd.IsSet("rpc") || cmd.IsSet("deployment") {
						return e.printBalances(ctx, cmd, acc)
					}
					return e.printAccount(acc)
				},
			},
		},
	}
}

type accountJSON struct {
	Address string `json:"address"`
	File    string `json:"file"`
	ChainID string `json:"chain_id,omitempty"`
	Wei     string `json:"wei,omitempty"`
	Tokens  string `json:"token_units,omitempty"`
}

// printBalances prints acc with its ether balance and, when a deployment is known, its token
// balance: in ETH and tokens, or in wei and token units under --json.
func (e *env) printBalances(ctx context.Context, cmd *cli.Command, acc accounts.Account) error {
	client, err := e.dialChain(ctx, cmd)
	if err != nil {
		return err
	}
	defer client.Close()
	chainID, err := client.ChainID(ctx)
	if err != nil {
		return fmt.Errorf("chain id: %w", err)
	}
	wei, err := client.BalanceAt(ctx, acc.Address, nil)
	if err != nil {
		return fmt.Errorf("balance of %s: %w", acc.Address.Hex(), err)
	}
	out := accountJSON{Address: acc.Address.Hex(), File: acc.URL.Path, ChainID: chainID.String(), Wei: wei.String()}
	var units *big.Int // token balance, when a deployment is known
	decimals := 0
	d, err := e.deployment(cmd)
	if err != nil {
		return err
	}
	if d != nil {
		if d.ChainID.Cmp(chainID) != 0 {
			return usageError("deployment is for chain %s but --rpc serves chain %s: pass the matching --deployment", d.ChainID, chainID)
		}
		cc := contracts.NewClient(client, d)
		units, err = cc.BalanceOf(ctx, acc.Address)
		if err != nil {
			return fmt.Errorf("token balance of %s: %w", acc.Address.Hex(), err)
		}
		out.Tokens, decimals = units.String(), tokenDecimals(ctx, cc)
	}
	if e.jsonOut {
		return e.printJSON(out)
	}
	e.printf("address: %s\nfile:    %s\nchain:   %s\nether:   %s\n", out.Address, out.File, out.ChainID, formatEther(wei))
	if units != nil {
		e.printf("token:   %s\n", formatTokens(units, decimals))
	}
	return nil
}

func (e *env) printAccount(acc accounts.Account) error {
	if e.jsonOut {
		return e.printJSON(accountJSON{Address: acc.Address.Hex(), File: acc.URL.Path})
	}
	e.printf("address: %s\nfile:    %s\n", acc.Address.Hex(), acc.URL.Path)
	return nil
}

// keystoreDir is --keystore, else the config's wallet.keystore, else <data-dir>/keystore.
func (e *env) keystoreDir(cmd *cli.Command) string {
	if dir := cmd.String("keystore"); dir != "" {
		return dir
	}
	if e.cfg.Wallet.Keystore != "" {
		return e.cfg.Wallet.Keystore
	}
	return filepath.Join(e.dataDir(), "keystore")
}

func (e *env) openKeystore(cmd *cli.Command) (*wallet.Keystore, error) {
	kdf := wallet.StandardKDF
	if cmd.Bool("lightkdf") {
		kdf = wallet.LightKDF
	}
	return wallet.Open(e.keystoreDir(cmd), kdf)
}

// pickAccount resolves an address argument, the config's wallet.address, or the only key.
func (e *env) pickAccount(ks *wallet.Keystore, arg string) (accounts.Account, error) {
	if arg == "" {
		arg = e.cfg.Wallet.Address
	}
	if arg == "" {
		return ks.Default()
	}
	if !common.IsHexAddress(arg) {
		return accounts.Account{}, usageError("address %q is not a 0x-prefixed 20-byte hex address", arg)
	}
	return ks.Find(common.HexToAddress(arg))
}

// password reads the key password from --password-file (or the config's wallet.password_file),
// else prompts on the terminal (twice when confirm is set).
func (e *env) password(cmd *cli.Command, prompt string, confirm bool) (string, error) {
	path := cmd.String("password-file")
	if path == "" {
		path = e.cfg.Wallet.PasswordFile
	}
	return e.passwordFrom(path, prompt, confirm)
}

func (e *env) passwordFrom(path, prompt string, confirm bool) (string, error) {
	if path != "" {
		pw, err := wallet.ReadPasswordFile(path)
		if err != nil {
			return "", usageError("%v", err)
		}
		return pw, nil
	}
	f, ok := e.stdin.(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) {
		return "", usageError("no password: pass --password-file FILE (stdin is not a terminal, so gpumesh cannot prompt)")
	}
	read := func(p string) (string, error) {
		fmt.Fprint(e.stderr, p)
		b, err := term.ReadPassword(int(f.Fd()))
		fmt.Fprintln(e.stderr)
		return string(b), err
	}
	pw, err := read(prompt)
	if err != nil {
		return "", fmt.Errorf("read password: %w", err)
	}
	if pw == "" {
		return "", usageError("empty password: a key needs a password")
	}
	if confirm {
		again, err := read("Repeat password: ")
		if err != nil {
			return "", fmt.Errorf("read password: %w", err)
		}
		if again != pw {
			return "", usageError("the two passwords differ")
		}
	}
	return pw, nil
}
