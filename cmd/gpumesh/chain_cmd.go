package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"sort"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/urfave/cli/v3"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/contracts/bindings"
)

// ErrInsufficientFunds reports a deployer wallet that cannot pay for the deployment at the
// chain's current fee cap: nothing was sent.
var ErrInsufficientFunds = errors.New("insufficient funds")

func newChainCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:  "chain",
		Usage: "deploy the gpumesh contracts to an EVM chain and check a deployment record",
		Description: "`chain deploy` deploys the registry, the escrow and the payment channels to the chain at\n" +
			"--rpc and writes a deployment record (--out) that providers and requesters name in\n" +
			"[chain] deployment. `chain info` checks a record against its chain.",
		Commands: []*cli.Command{
			{
				Name:  "deploy",
				Usage: "deploy the contracts and write a deployment record",
				Description: "Pays with an existing ERC-20 (--token ADDR; plain ERC-20 with EIP-2612 permit, no fee on\n" +
					"transfer, no rebasing: see SECURITY.md) or deploys a test token (--test-token) minted to\n" +
					"the deployer. The wallet comes from the keystore flags. Before anything is sent the\n" +
					"chain id is checked (--chain-id), the token's code, and the wallet's ether against the\n" +
					"deployment's gas budget at the current fee cap. Idempotent: when --out already holds a\n" +
					"record, it is checked against the chain (code hashes and wiring) and nothing is sent;\n" +
					"a record that does not match is an error.",
				Flags: append(append([]cli.Flag{
					&cli.StringFlag{Name: "out", Usage: "deployment record `FILE` to write (required)"},
					&cli.StringFlag{Name: "token", Usage: "existing ERC-20 token `ADDRESS` for payments and stake"},
					&cli.BoolFlag{Name: "test-token", Usage: "deploy a test token minted to the deployer (test networks only)"},
					&cli.Uint64Flag{Name: "chain-id", Usage: "refuse to deploy unless --rpc serves chain `ID` (a guard against the wrong endpoint)"},
					&cli.StringFlag{Name: "owner", Usage: "owner `ADDRESS` of the registry and escrow (slasher set, treasury); default the deployer"},
					&cli.StringFlag{Name: "treasury", Usage: "treasury `ADDRESS` receiving fees and missed-deadline slashes; default the owner"},
					&cli.Uint64Flag{Name: "fee-bps", Usage: "protocol fee in basis points of each price (at most 2000), fixed for the contracts' life"},
					&cli.DurationFlag{Name: "challenge-window", Value: contracts.DefaultChallengeWindow, Usage: "how long a submitted result can be disputed before the provider claims (whole seconds), fixed for the escrow's life"},
					&cli.StringFlag{Name: "address", Usage: "deployer key `ADDRESS` in the keystore (default: the config's wallet.address or the only key)"},
				}, chainFlags()...), walletFlags()...),
				Action: func(ctx context.Context, cmd *cli.Command) error {
					return e.chainDeploy(ctx, cmd)
				},
			},
			{
				Name:  "mint",
				Usage: "mint test tokens (a --test-token deployment only) to an address: --to ADDR --amount TOKENS",
				Description: "The key (keystore flags) must own the test token, which `chain deploy --test-token` makes\n" +
					"the deployer. A real payment token is minted by its issuer, never by gpumesh.",
				Flags: append(append([]cli.Flag{
					&cli.StringFlag{Name: "to", Usage: "recipient `ADDR`", Required: true},
					&cli.StringFlag{Name: "amount", Usage: "decimal `TOKENS` to mint", Required: true},
					&cli.StringFlag{Name: "address", Usage: "the token owner's key `ADDRESS` in the keystore (default: the only key)"},
				}, chainFlags()...), walletFlags()...),
				Action: func(ctx context.Context, cmd *cli.Command) error {
					return e.chainMint(ctx, cmd)
				},
			},
			{
				Name:  "withdraw-fees",
				Usage: "pay the protocol fees accrued in the escrow to its treasury",
				Description: "Claims credit their protocol fee to the escrow's accrued fees instead of sending a token\n" +
					"transfer each; this pays the sum to the escrow's treasury. Any key may send it (for gas);\n" +
					"the fees go only to the treasury. Sends nothing when no fees have accrued.",
				Flags: append(append([]cli.Flag{
					&cli.StringFlag{Name: "address", Usage: "the sending key's `ADDRESS` in the keystore (default: the only key)"},
				}, chainFlags()...), walletFlags()...),
				Action: func(ctx context.Context, cmd *cli.Command) error {
					return e.chainWithdrawFees(ctx, cmd)
				},
			},
			{
				Name:  "info",
				Usage: "print a deployment record and check it against its chain",
				Description: "Reads --deployment (or [chain] deployment, or the local devnet's record), connects to\n" +
					"--rpc (or [chain] rpc), and checks the chain id, the code at every address, the code\n" +
					"hashes the record holds and the registry's wiring. Exit 1 when the chain does not match.",
				Flags: chainFlags(),
				Action: func(ctx context.Context, cmd *cli.Command) error {
					d, err := e.deployment(cmd)
					if err != nil {
						return err
					}
					if d == nil {
						return usageError("chain info: no deployment record: pass --deployment FILE or set chain.deployment in the config")
					}
					client, err := e.dialChain(ctx, cmd)
					if err != nil {
						return err
					}
					defer client.Close()
					verr := contracts.VerifyDeployment(ctx, client, d)
					if err := e.printDeployment(d, verr == nil); err != nil {
						return err
					}
					return verr
				},
			},
		},
	}
}

// chainDeploy is `gpumesh chain deploy`: every check that needs no transaction first, then the
// deployment, then the record (written atomically).
func (e *env) chainDeploy(ctx context.Context, cmd *cli.Command) error {
	out := cmd.String("out")
	if out == "" {
		return usageError("chain deploy: --out FILE is required (where to write the deployment record)")
	}
	var cfg contracts.DeployConfig
	switch tok := cmd.String("token"); {
	case tok != "" && cmd.Bool("test-token"):
		return usageError("chain deploy: give either --token ADDRESS or --test-token, not both")
	case tok != "":
		if !common.IsHexAddress(tok) {
			return usageError("chain deploy: --token %q is not a 0x-prefixed 20-byte address", tok)
		}
		cfg.Token = common.HexToAddress(tok)
	case !cmd.Bool("test-token"):
		return usageError("chain deploy: name the payment token: --token ADDRESS (an existing ERC-20) or --test-token (deploy one, test networks only)")
	}
	for _, f := range []struct {
		flag string
		dst  *common.Address
	}{{"owner", &cfg.Owner}, {"treasury", &cfg.Treasury}} {
		if v := cmd.String(f.flag); v != "" {
			if !common.IsHexAddress(v) {
				return usageError("chain deploy: --%s %q is not a 0x-prefixed 20-byte address", f.flag, v)
			}
			*f.dst = common.HexToAddress(v)
		}
	}
	if w := cmd.Duration("challenge-window"); w < time.Second || w%time.Second != 0 {
		return usageError("chain deploy: --challenge-window %s: give whole seconds, at least 1s (requesters dispute within it; 10m is the default)", w)
	} else {
		cfg.ChallengeWindow = w
	}
	if bps := cmd.Uint64("fee-bps"); bps > contracts.MaxFeeBps {
		return usageError("chain deploy: --fee-bps %d exceeds %d (20%%): lower it", bps, contracts.MaxFeeBps)
	} else {
		cfg.FeeBps = uint16(bps)
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
	if want := cmd.Uint64("chain-id"); cmd.IsSet("chain-id") && new(big.Int).SetUint64(want).Cmp(chainID) != 0 {
		return fmt.Errorf("%w: --chain-id %d but the endpoint serves chain %s: check --rpc; nothing was sent", contracts.ErrWrongChain, want, chainID)
	}

	// An existing record: check it, send nothing.
	if _, err := os.Stat(out); err == nil {
		rec, err := contracts.ReadDeploymentRecord(out)
		if err != nil {
			return usageError("chain deploy: %s exists and is not a deployment record: %v (move it away to deploy anew)", out, err)
		}
		if err := contracts.VerifyDeployment(ctx, client, rec.Deployment); err != nil {
			return fmt.Errorf("chain deploy: %s exists but does not match the chain: %w (nothing was sent; move the file away to deploy anew)", out, err)
		}
		if !e.jsonOut {
			e.printf("%s already holds this chain's deployment; checked against chain %s, nothing sent\n", out, chainID)
		}
		return e.printDeployment(rec.Deployment, true)
	} else if !errors.Is(err, os.ErrNotExist) {
		return usageError("chain deploy: --out %s: %v", out, err)
	}
	if err := checkWritableDir(out); err != nil {
		return err
	}
	if cfg.Token != (common.Address{}) {
		code, err := client.CodeAt(ctx, cfg.Token, nil)
		if err != nil {
			return fmt.Errorf("code of token %s: %w", cfg.Token, err)
		}
		if len(code) == 0 {
			return usageError("chain deploy: --token %s has no code on chain %s: %v; check the address and --rpc (nothing was sent)", cfg.Token, chainID, contracts.ErrNoCode)
		}
	}

	key, err := e.unlockKey(cmd)
	if err != nil {
		return err
	}
	deployer := crypto.PubkeyToAddress(key.PublicKey)
	if err := checkDeployFunds(ctx, client, deployer); err != nil {
		return err
	}
	e.logger.Info("deploying the gpumesh contracts", "chain", chainID, "deployer", deployer, "token", cfg.Token)
	d, err := contracts.Deploy(ctx, client, key, cfg)
	if err != nil {
		return err
	}
	if err := writeRecord(out, &contracts.DeploymentRecord{Deployment: d}); err != nil {
		// The contracts are deployed: print them so the deployment is not lost.
		_ = e.printDeployment(d, true)
		return fmt.Errorf("contracts deployed but the record could not be written (addresses printed above): %w", err)
	}
	if !e.jsonOut {
		e.printf("deployed to chain %s; record written to %s\n", chainID, out)
	}
	return e.printDeployment(d, true)
}

// checkDeployFunds refuses a deployer whose ether cannot pay DeployGasBudget at the chain's
// current fee cap (tip + twice the base fee, what contracts.Sender offers).
func checkDeployFunds(ctx context.Context, client *ethclient.Client, deployer common.Address) error {
	tip, err := client.SuggestGasTipCap(ctx)
	if err != nil {
		return fmt.Errorf("suggest gas tip: %w", err)
	}
	head, err := client.HeaderByNumber(ctx, nil)
	if err != nil {
		return fmt.Errorf("latest header: %w", err)
	}
	feeCap := new(big.Int).Set(tip)
	if head.BaseFee != nil {
		feeCap.Add(feeCap, new(big.Int).Mul(head.BaseFee, big.NewInt(2)))
	}
	need := contracts.DeployCost(feeCap)
	have, err := client.BalanceAt(ctx, deployer, nil)
	if err != nil {
		return fmt.Errorf("balance of %s: %w", deployer, err)
	}
	if have.Cmp(need) < 0 {
		return fmt.Errorf("%w: deployer %s holds %s, the deployment may cost up to %s (%d gas at %s gwei): fund the wallet and run again (nothing was sent)",
			ErrInsufficientFunds, deployer, formatEther(have), formatEther(need), contracts.DeployGasBudget, formatAmount(feeCap, 9))
	}
	return nil
}

// checkWritableDir fails before any transaction when the record's directory cannot take it.
func checkWritableDir(path string) error {
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, ".gpumesh-deploy-check-*")
	if err != nil {
		return usageError("chain deploy: cannot write the record beside %s: %v (nothing was sent)", path, err)
	}
	name := f.Name()
	f.Close()
	return os.Remove(name)
}

// writeRecord writes rec to path through a temporary file and a rename, so a crash leaves
// either no record or a whole one.
func writeRecord(path string, rec *contracts.DeploymentRecord) error {
	b, err := json.MarshalIndent(rec, "", "  ")
	if err != nil {
		return err
	}
	f, err := os.CreateTemp(filepath.Dir(path), ".deployment-*.json")
	if err != nil {
		return err
	}
	tmp := f.Name()
	defer os.Remove(tmp)
	if _, err := f.Write(append(b, '\n')); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	if err := os.Chmod(tmp, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

// deploymentJSON is `chain deploy` and `chain info` under --json.
type deploymentJSON struct {
	*contracts.Deployment
	Verified bool `json:"verified"`
}

// printDeployment prints d; verified says whether it matched the chain.
func (e *env) printDeployment(d *contracts.Deployment, verified bool) error {
	if e.jsonOut {
		return e.printJSON(deploymentJSON{Deployment: d, Verified: verified})
	}
	e.printf("chain id:  %s\ndeployer:  %s\nblock:     %d\n", d.ChainID, d.Deployer.Hex(), d.Block)
	e.printf("token:     %s\nregistry:  %s\nescrow:    %s\nchannels:  %s\n", d.Token.Hex(), d.Registry.Hex(), d.Escrow.Hex(), d.Channels.Hex())
	names := make([]string, 0, len(d.CodeHashes))
	for n := range d.CodeHashes {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		e.printf("code %-9s %s\n", n+":", d.CodeHashes[n].Hex())
	}
	if verified {
		e.printf("matches the chain: yes\n")
	} else {
		e.printf("matches the chain: NO\n")
	}
	return nil
}

// chainMint is `gpumesh chain mint`: the test token's owner mints to an address. The owner is
// checked before anything is sent.
func (e *env) chainMint(ctx context.Context, cmd *cli.Command) error {
	if !common.IsHexAddress(cmd.String("to")) {
		return usageError("chain mint: --to %q is not an address (0x and 40 hex digits)", cmd.String("to"))
	}
	to := common.HexToAddress(cmd.String("to"))
	d, err := e.deployment(cmd)
	if err != nil {
		return err
	}
	if d == nil {
		return usageError("chain mint: no deployment record: pass --deployment FILE or set chain.deployment in the config")
	}
	client, err := e.dialChain(ctx, cmd)
	if err != nil {
		return err
	}
	defer client.Close()
	c := contracts.NewClient(client, d)
	amount, err := parseMoney("--amount", cmd.String("amount"), tokenDecimals(ctx, c))
	if err != nil {
		return err
	}
	tok := bindings.NewTestToken()
	raw, err := client.CallContract(ctx, ethereum.CallMsg{To: &d.Token, Data: tok.PackOwner()}, nil)
	if err != nil {
		return fmt.Errorf("chain mint: read the token's owner: %w (is %s a gpumesh test token? a real token is minted by its issuer)", err, d.Token)
	}
	owner, err := tok.UnpackOwner(raw)
	if err != nil {
		return fmt.Errorf("chain mint: %s has no owner(): not a gpumesh test token (a real token is minted by its issuer): %w", d.Token, err)
	}
	key, err := e.unlockKey(cmd)
	if err != nil {
		return err
	}
	if me := crypto.PubkeyToAddress(key.PublicKey); me != owner {
		return usageError("chain mint: the test token %s is owned by %s, not by the key %s: mint with the owner's key (the deployer of --test-token); nothing was sent", d.Token, owner, me)
	}
	r, err := c.Mint(ctx, c.Sender(key), to, amount)
	if err != nil {
		return fmt.Errorf("chain mint: %w", err)
	}
	if e.jsonOut {
		return e.printJSON(map[string]any{"to": to, "amount": amount.String(), "tx": r.TxHash})
	}
	e.printf("minted %s to %s (tx %s)\n", formatTokens(amount, tokenDecimals(ctx, c)), to.Hex(), r.TxHash.Hex())
	return nil
}

// chainWithdrawFees is `gpumesh chain withdraw-fees`.
func (e *env) chainWithdrawFees(ctx context.Context, cmd *cli.Command) error {
	d, err := e.deployment(cmd)
	if err != nil {
		return err
	}
	if d == nil {
		return usageError("chain withdraw-fees: no deployment record: pass --deployment FILE or set chain.deployment in the config")
	}
	client, err := e.dialChain(ctx, cmd)
	if err != nil {
		return err
	}
	defer client.Close()
	c := contracts.NewClient(client, d)
	fees, err := c.FeesAccrued(ctx)
	if err != nil {
		return fmt.Errorf("chain withdraw-fees: %w", err)
	}
	dec := tokenDecimals(ctx, c)
	if fees.Sign() == 0 {
		if e.jsonOut {
			return e.printJSON(map[string]any{"withdrawn": "0"})
		}
		e.printf("no fees have accrued in the escrow %s; nothing sent\n", d.Escrow.Hex())
		return nil
	}
	key, err := e.unlockKey(cmd)
	if err != nil {
		return err
	}
	r, err := c.WithdrawFees(ctx, c.Sender(key))
	if err != nil {
		return fmt.Errorf("chain withdraw-fees: %w", err)
	}
	if r == nil { // withdrawn by someone else meanwhile
		e.printf("no fees have accrued in the escrow %s; nothing sent\n", d.Escrow.Hex())
		return nil
	}
	// What was paid is the event's amount: claims may have accrued more since the read.
	escrow := bindings.NewJobEscrow()
	for _, l := range r.Logs {
		if ev, err := escrow.UnpackFeesWithdrawnEvent(l); err == nil {
			fees = ev.Amount
		}
	}
	if e.jsonOut {
		return e.printJSON(map[string]any{"withdrawn": fees.String(), "tx": r.TxHash})
	}
	e.printf("paid %s of accrued fees to the treasury (tx %s)\n", formatTokens(fees, dec), r.TxHash.Hex())
	return nil
}
