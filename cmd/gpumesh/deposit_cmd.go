package main

import (
	"context"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/accounts"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/urfave/cli/v3"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market/wallet"
)

// newDepositCommand is `gpumesh deposit show|add|withdraw`: a requester's tokens held in the
// escrow outside any job. The requester's opens are paid from the deposit when it covers the
// price (no approve, no token transfer: less gas per job), else from the wallet.
func newDepositCommand(e *env) *cli.Command {
	keyFlags := func(more ...cli.Flag) []cli.Flag {
		return append(append(append([]cli.Flag{
			&cli.StringFlag{Name: "from", Usage: "the requester key's `ADDR` (default: the keystore's only key)"},
		}, more...), chainFlags()...), walletFlags()...)
	}
	return &cli.Command{
		Name:  "deposit",
		Usage: "show, add to and withdraw a requester's escrow deposit (pays job opens with less gas)",
		Description: "The escrow holds a requester's deposit outside any job. Opening a job whose price the deposit\n" +
			"covers takes the price from it (no approve, no token transfer); otherwise the price comes from\n" +
			"the wallet. A deposit never backs a running job (the open moved the price into the job), so\n" +
			"withdraw can take all of it at any time.",
		Commands: []*cli.Command{
			{
				Name:      "show",
				Usage:     "print a requester's wallet balance and escrow deposit",
				ArgsUsage: "[ADDR]",
				Flags:     keyFlags(),
				Action: func(ctx context.Context, cmd *cli.Command) error {
					return e.depositShow(ctx, cmd)
				},
			},
			{
				Name:  "add",
				Usage: "move tokens from the wallet into the escrow deposit: --amount TOKENS",
				Flags: keyFlags(&cli.StringFlag{Name: "amount", Usage: "decimal `TOKENS` to deposit", Required: true}),
				Action: func(ctx context.Context, cmd *cli.Command) error {
					return e.depositMove(ctx, cmd, true)
				},
			},
			{
				Name:  "withdraw",
				Usage: "pay (part of) the escrow deposit out: --amount TOKENS|all [--to ADDR]",
				Flags: keyFlags(
					&cli.StringFlag{Name: "amount", Usage: "decimal `TOKENS` to withdraw, or all", Required: true},
					&cli.StringFlag{Name: "to", Usage: "recipient `ADDR` (default: the requester key itself)"},
				),
				Action: func(ctx context.Context, cmd *cli.Command) error {
					return e.depositMove(ctx, cmd, false)
				},
			},
		},
	}
}

// depositChain is what the deposit commands share: the chain, the deployment's client and the
// token's decimals.
type depositChain struct {
	client *ethclient.Client
	cc     *contracts.Client
	dec    int
}

func (e *env) depositChain(ctx context.Context, cmd *cli.Command) (*depositChain, error) {
	d, err := e.deployment(cmd)
	if err != nil {
		return nil, err
	}
	if d == nil {
		return nil, usageError("deposit: no deployment record: pass --deployment FILE or set chain.deployment in the config")
	}
	client, err := e.dialChain(ctx, cmd)
	if err != nil {
		return nil, err
	}
	cc := contracts.NewClient(client, d)
	return &depositChain{client: client, cc: cc, dec: tokenDecimals(ctx, cc)}, nil
}

type depositJSON struct {
	Address string `json:"address"`
	Wallet  string `json:"wallet"`
	Deposit string `json:"deposit"`
	Tx      string `json:"tx,omitempty"`
	Gas     uint64 `json:"gas,omitempty"`
}

func (e *env) depositShow(ctx context.Context, cmd *cli.Command) error {
	who, ok, err := addressArg(cmd, "deposit show: give at most one address (0x and 40 hex digits)")
	if err != nil {
		return err
	}
	if !ok {
		_, acc, err := e.depositAccount(cmd)
		if err != nil {
			return err
		}
		who = acc.Address
	}
	ch, err := e.depositChain(ctx, cmd)
	if err != nil {
		return err
	}
	defer ch.client.Close()
	return e.printDeposit(ctx, ch, who, nil, 0)
}

func (e *env) depositAccount(cmd *cli.Command) (*wallet.Keystore, accounts.Account, error) {
	ks, err := e.openKeystore(cmd)
	if err != nil {
		return nil, accounts.Account{}, err
	}
	acc, err := e.pickAccount(ks, cmd.String("from"))
	return ks, acc, err
}

// depositMove is `deposit add` (in) and `deposit withdraw`: it checks the amount against what is
// there before asking for the password.
func (e *env) depositMove(ctx context.Context, cmd *cli.Command, in bool) error {
	name := "deposit withdraw"
	if in {
		name = "deposit add"
	}
	ks, acc, err := e.depositAccount(cmd)
	if err != nil {
		return err
	}
	to := acc.Address
	if s := cmd.String("to"); s != "" {
		if !common.IsHexAddress(s) {
			return usageError("%s: --to %q is not an address (0x and 40 hex digits)", name, s)
		}
		to = common.HexToAddress(s)
	}
	ch, err := e.depositChain(ctx, cmd)
	if err != nil {
		return err
	}
	defer ch.client.Close()
	held, err := ch.cc.DepositOf(ctx, acc.Address)
	if err != nil {
		return fmt.Errorf("%s: read the deposit of %s: %w", name, acc.Address.Hex(), err)
	}
	var amount *big.Int
	if !in && strings.EqualFold(cmd.String("amount"), "all") {
		amount = held
	} else if amount, err = parseMoney("--amount", cmd.String("amount"), ch.dec); err != nil {
		return err
	}
	if in {
		have, err := ch.cc.BalanceOf(ctx, acc.Address)
		if err != nil {
			return fmt.Errorf("%s: balance of %s: %w", name, acc.Address.Hex(), err)
		}
		if have.Cmp(amount) < 0 {
			return fmt.Errorf("%s: %s holds %s, less than the %s to deposit (on the devnet: `gpumesh devnet fund %s`)",
				name, acc.Address.Hex(), formatTokens(have, ch.dec), formatTokens(amount, ch.dec), acc.Address.Hex())
		}
	} else if amount.Sign() == 0 || amount.Cmp(held) > 0 {
		return usageError("%s: the deposit of %s is %s; --amount %s is not between 0 and it (use --amount all for everything)",
			name, acc.Address.Hex(), formatTokens(held, ch.dec), cmd.String("amount"))
	}
	password, err := e.password(cmd, "Password: ", false)
	if err != nil {
		return err
	}
	key, err := ks.Unlock(acc.Address, password)
	if err != nil {
		return err
	}
	s := ch.cc.Sender(key)
	if in {
		if _, err := ch.cc.Approve(ctx, s, ch.cc.Deployment().Escrow, amount); err != nil {
			return fmt.Errorf("%s: approve the escrow for %s: %w", name, formatTokens(amount, ch.dec), err)
		}
		r, err := ch.cc.Deposit(ctx, s, amount)
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		return e.printDeposit(ctx, ch, acc.Address, r.TxHash[:], r.GasUsed)
	}
	r, err := ch.cc.WithdrawDeposit(ctx, s, amount, to)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	return e.printDeposit(ctx, ch, acc.Address, r.TxHash[:], r.GasUsed)
}

// printDeposit prints who's wallet balance and deposit, with the transaction that changed them.
func (e *env) printDeposit(ctx context.Context, ch *depositChain, who common.Address, tx []byte, gas uint64) error {
	w, err := ch.cc.BalanceOf(ctx, who)
	if err != nil {
		return fmt.Errorf("deposit: balance of %s: %w", who.Hex(), err)
	}
	d, err := ch.cc.DepositOf(ctx, who)
	if err != nil {
		return fmt.Errorf("deposit: deposit of %s: %w", who.Hex(), err)
	}
	v := depositJSON{Address: who.Hex(), Wallet: w.String(), Deposit: d.String(), Gas: gas}
	if tx != nil {
		v.Tx = common.BytesToHash(tx).Hex()
	}
	if e.jsonOut {
		return e.printJSON(v)
	}
	e.printf("%s: wallet %s, escrow deposit %s\n", who.Hex(), formatTokens(w, ch.dec), formatTokens(d, ch.dec))
	if tx != nil {
		e.printf("tx %s, gas %d\n", v.Tx, gas)
	}
	return nil
}
