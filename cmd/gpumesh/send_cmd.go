package main

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/urfave/cli/v3"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/devnet"
)

// Default faucet amounts of `devnet fund`.
const (
	defaultFundTokens = "1000"
	defaultFundEther  = "10"
)

// newDevnetFundCommand is `gpumesh devnet fund ADDR`: the devnet faucet. The devnet's deployer
// (the token's owner, its key in the deployment record) mints tokens to ADDR and sends it ether.
func newDevnetFundCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:      "fund",
		Usage:     "devnet faucet: mint tokens and send ether to an address (from the devnet's deployer key)",
		ArgsUsage: "[ADDR]",
		Description: "Reads the devnet's deployment record (--deployment, else <data-dir>/devnet/deployment.json)\n" +
			"and sends from its deployer key. Without ADDR it funds the keystore's only key (--keystore,\n" +
			"else <data-dir>/keystore). Devnet only: on a real network get tokens and ether elsewhere.",
		Flags: append(chainFlags(),
			&cli.StringFlag{Name: "keystore", Usage: "without ADDR: fund the only key of this keystore `DIR` (default <data-dir>/keystore)"},
			&cli.StringFlag{Name: "amount", Value: defaultFundTokens, Usage: "tokens to mint (decimal `TOKENS`; 0 for none)"},
			&cli.StringFlag{Name: "eth", Value: defaultFundEther, Usage: "ether to send (decimal `ETH`; 0 for none)"},
		),
		Action: func(ctx context.Context, cmd *cli.Command) error {
			to, ok, err := addressArg(cmd, "devnet fund: give one address (0x and 40 hex digits), e.g. the one `gpumesh wallet new` printed")
			if err != nil {
				return err
			}
			if !ok {
				ks, err := e.openKeystore(cmd)
				if err != nil {
					return err
				}
				acc, err := ks.Default()
				if err != nil {
					return usageError("devnet fund: no ADDR, and the keystore %s has no single key to fund (%v): give the address", e.keystoreDir(cmd), err)
				}
				to = acc.Address
			}
			recPath := cmd.String("deployment")
			if recPath == "" {
				recPath = e.devnetDir()
			}
			rec, err := devnet.ReadRecord(recPath)
			if err != nil {
				return usageError("devnet fund: %v", err)
			}
			rpc := cmd.String("rpc")
			if rpc == "" {
				rpc = rec.HTTP
			}
			client, err := dialURL(ctx, rpc)
			if err != nil {
				return err
			}
			defer client.Close()
			dec := tokenDecimals(ctx, contracts.NewClient(client, rec.Deployment))
			tokens, err := parseMoneyOrZero("--amount", cmd.String("amount"), dec)
			if err != nil {
				return err
			}
			wei, err := parseMoneyOrZero("--eth", cmd.String("eth"), etherDecimals)
			if err != nil {
				return err
			}
			if tokens.Sign() == 0 && wei.Sign() == 0 {
				return usageError("devnet fund: --amount and --eth are both 0: nothing to send")
			}
			f, err := devnet.Fund(ctx, client, rec, to, tokens, wei)
			if err != nil {
				return err
			}
			if e.jsonOut {
				return e.printJSON(f)
			}
			if f.Tokens != nil {
				e.printf("minted %s to %s (tx %s)\n", formatTokens(f.Tokens, dec), to.Hex(), f.TokenTx.Hex())
			}
			if f.Wei != nil {
				e.printf("sent %s to %s (tx %s)\n", formatEther(f.Wei), to.Hex(), f.EtherTx.Hex())
			}
			return nil
		},
	}
}

// parseMoneyOrZero is parseMoney that also takes a decimal zero ("0", "0.0": send none).
func parseMoneyOrZero(flag, s string, decimals int) (*big.Int, error) {
	if isZeroDecimal(strings.TrimSpace(s)) {
		return new(big.Int), nil
	}
	return parseMoney(flag, s, decimals)
}

// isZeroDecimal reports whether s is a decimal zero: digits 0 and at most one point.
func isZeroDecimal(s string) bool {
	digits, points := 0, 0
	for _, r := range s {
		switch r {
		case '0':
			digits++
		case '.':
			points++
		default:
			return false
		}
	}
	return digits > 0 && points <= 1
}

// dialURL connects to a JSON-RPC endpoint and checks that it answers, naming it on failure.
func dialURL(ctx context.Context, url string) (*ethclient.Client, error) {
	client, err := ethclient.DialContext(ctx, url)
	if err == nil {
		if _, err = client.ChainID(ctx); err != nil {
			client.Close()
		}
	}
	if err != nil {
		return nil, fmt.Errorf("cannot reach chain at %s: %v (check --rpc and that the devnet is running: `gpumesh devnet chain`)", url, err)
	}
	return client, nil
}

// sendJSON is the --json form of `wallet send`: raw units.
type sendJSON struct {
	From   string `json:"from"`
	To     string `json:"to"`
	Asset  string `json:"asset"` // "token" or "eth"
	Amount string `json:"amount_units"`
	Tx     string `json:"tx"`
	Gas    uint64 `json:"gas"`
}

// newWalletSendCommand is `gpumesh wallet send --to ADDR --amount X [--token|--eth]`: a payment
// from a keystore key, tokens by default. It checks the balance first and says what it sent in
// tokens or ETH.
func newWalletSendCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:  "send",
		Usage: "send tokens (default) or ether from a key: --to ADDR --amount X [--token|--eth]",
		Description: "The key is the keystore's only key, else --from (or wallet.address in the config); its password\n" +
			"comes from --password-file or a prompt. Amounts are decimal tokens or ETH, never raw units.",
		Flags: append(chainFlags(),
			&cli.StringFlag{Name: "to", Usage: "recipient `ADDR`", Required: true},
			&cli.StringFlag{Name: "amount", Usage: "decimal `AMOUNT` of tokens (or ETH with --eth)", Required: true},
			&cli.StringFlag{Name: "from", Usage: "sending key's `ADDR` (default: the keystore's only key)"},
			&cli.BoolFlag{Name: "token", Usage: "send the payment token (the default)"},
			&cli.BoolFlag{Name: "eth", Usage: "send ether"},
		),
		Action: func(ctx context.Context, cmd *cli.Command) error {
			if cmd.Bool("token") && cmd.Bool("eth") {
				return usageError("wallet send: --token and --eth: pick one")
			}
			if !common.IsHexAddress(cmd.String("to")) {
				return usageError("wallet send: --to %q is not an address (0x and 40 hex digits)", cmd.String("to"))
			}
			to := common.HexToAddress(cmd.String("to"))
			ks, err := e.openKeystore(cmd)
			if err != nil {
				return err
			}
			acc, err := e.pickAccount(ks, cmd.String("from"))
			if err != nil {
				return err
			}
			client, err := e.dialChain(ctx, cmd)
			if err != nil {
				return err
			}
			defer client.Close()
			chainID, err := client.ChainID(ctx)
			if err != nil {
				return fmt.Errorf("chain id: %w", err)
			}
			asset, err := e.sendAssetOf(ctx, cmd, client, chainID)
			if err != nil {
				return err
			}
			amount, err := parseMoney("--amount", cmd.String("amount"), asset.decimals)
			if err != nil {
				return err
			}
			have, err := asset.balance(ctx, client, acc.Address)
			if err != nil {
				return fmt.Errorf("balance of %s: %w", acc.Address.Hex(), err)
			}
			if have.Cmp(amount) < 0 {
				return fmt.Errorf("wallet send: %s holds %s, less than the %s to send (on the devnet: `gpumesh devnet fund %s`)",
					acc.Address.Hex(), asset.format(have), asset.format(amount), acc.Address.Hex())
			}
			password, err := e.password(cmd, "Password: ", false)
			if err != nil {
				return err
			}
			key, err := ks.Unlock(acc.Address, password)
			if err != nil {
				return err
			}
			fmt.Fprintf(e.stderr, "sending %s from %s to %s on chain %s\n", asset.format(amount), acc.Address.Hex(), to.Hex(), chainID)
			r, err := asset.send(ctx, client, key, chainID, to, amount)
			if err != nil {
				return fmt.Errorf("send %s to %s: %w", asset.format(amount), to.Hex(), err)
			}
			v := sendJSON{From: acc.Address.Hex(), To: to.Hex(), Asset: asset.name, Amount: amount.String(), Tx: r.TxHash.Hex(), Gas: r.GasUsed}
			if e.jsonOut {
				return e.printJSON(v)
			}
			e.printf("sent %s from %s to %s (tx %s, gas %d)\n", asset.format(amount), v.From, v.To, v.Tx, v.Gas)
			return nil
		},
	}
}

// sendAsset is what `wallet send` moves: ether, or the deployment's payment token.
type sendAsset struct {
	name     string // "eth" or "token"
	decimals int
	token    *contracts.Client // nil for ether
}

// sendAssetOf is --eth's ether, else the token of the deployment (--deployment, chain.deployment
// or the local devnet's), checked to be on the chain client serves.
func (e *env) sendAssetOf(ctx context.Context, cmd *cli.Command, client *ethclient.Client, chainID *big.Int) (sendAsset, error) {
	if cmd.Bool("eth") {
		return sendAsset{name: "eth", decimals: etherDecimals}, nil
	}
	d, err := e.deployment(cmd)
	if err != nil {
		return sendAsset{}, err
	}
	if d == nil {
		return sendAsset{}, usageError("wallet send: no deployment names the token: pass --deployment FILE (or --eth to send ether)")
	}
	if d.ChainID.Cmp(chainID) != 0 {
		return sendAsset{}, usageError("wallet send: deployment is for chain %s but --rpc serves chain %s: pass the matching --deployment", d.ChainID, chainID)
	}
	cc := contracts.NewClient(client, d)
	return sendAsset{name: "token", decimals: tokenDecimals(ctx, cc), token: cc}, nil
}

// format renders units of the asset for people ("2.5 tokens", "0.1 ETH").
func (a sendAsset) format(units *big.Int) string {
	if a.token == nil {
		return formatEther(units)
	}
	return formatTokens(units, a.decimals)
}

func (a sendAsset) balance(ctx context.Context, client *ethclient.Client, who common.Address) (*big.Int, error) {
	if a.token == nil {
		return client.BalanceAt(ctx, who, nil)
	}
	return a.token.BalanceOf(ctx, who)
}

// send moves amount to to from key and waits for the receipt.
func (a sendAsset) send(ctx context.Context, client *ethclient.Client, key *ecdsa.PrivateKey, chainID *big.Int, to common.Address, amount *big.Int) (*types.Receipt, error) {
	if a.token == nil {
		return contracts.NewSender(client, key, chainID, nil).SendValue(ctx, to, amount, nil)
	}
	return a.token.Transfer(ctx, a.token.Sender(key), to, amount)
}
