package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/urfave/cli/v3"

	"github.com/gpumesh/gpumesh/devnet"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/provider"
)

// newProviderCommand is the provider daemon's command group: init (commented config), run, withdraw
// (earnings), status.
func newProviderCommand(e *env) *cli.Command {
	configFlag := &cli.StringFlag{Name: "config", Usage: "provider config `FILE` (TOML)", Value: "provider.toml"}
	return &cli.Command{
		Name:  "provider",
		Usage: "run a GPU provider: offer devices, accept jobs, run them, get paid",
		Commands: []*cli.Command{
			{
				Name:  "init",
				Usage: "print a commented provider config with the defaults (or write it with --out FILE)",
				Description: "Without --out the config goes to stdout, so `gpumesh provider init > provider.toml` works.\n" +
					"Relative paths in the config are taken from the config file's directory.",
				Flags: []cli.Flag{
					&cli.StringFlag{Name: "out", Aliases: []string{"o"}, Usage: "write the config to `FILE` instead of stdout"},
					&cli.BoolFlag{Name: "force", Usage: "with --out: overwrite an existing non-empty file"},
					&cli.BoolFlag{Name: "devnet", Usage: "for the local devnet (`gpumesh devnet up`): its deployment record and peers, loopback ports the system picks, light key encryption"},
				},
				Action: func(ctx context.Context, cmd *cli.Command) error {
					text := provider.DefaultConfigTOML()
					if cmd.Bool("devnet") {
						var err error
						if text, err = devnetProviderConfig(e, text); err != nil {
							return err
						}
					}
					return providerInit(e, text, cmd.String("out"), cmd.Bool("force"))
				},
			},
			{
				Name:  "run",
				Usage: "run the provider daemon until interrupted",
				Flags: []cli.Flag{configFlag},
				Action: func(ctx context.Context, cmd *cli.Command) error {
					cfg, err := provider.LoadConfig(cmd.String("config"))
					if err != nil {
						return usageError("%v", err)
					}
					d, err := provider.New(cfg, provider.WithLogger(e.logger))
					if err != nil {
						return usageError("%v", err)
					}
					done := make(chan struct{})
					go e.printDialAddrs(d, done)
					err = d.Run(ctx)
					close(done)
					if errors.Is(err, provider.ErrConfig) {
						return usageError("%v", err)
					}
					return err
				},
			},
			{
				Name:  "withdraw",
				Usage: "withdraw the provider's earnings from the escrow now (claims credit them there; the daemon withdraws them as configured)",
				Description: "A claim credits the job's pay to the provider's earnings in the escrow instead of transferring it,\n" +
					"so many claims share one transfer. The daemon withdraws them once they reach chain.withdraw_earnings_above\n" +
					"and after chain.withdraw_earnings_every; this withdraws all of them at once, to --to or\n" +
					"chain.withdraw_earnings_to (default: the provider's own address). The daemon may keep running.",
				Flags: []cli.Flag{configFlag,
					&cli.StringFlag{Name: "to", Usage: "recipient `ADDR` (default: chain.withdraw_earnings_to, else the provider itself)"}},
				Action: func(ctx context.Context, cmd *cli.Command) error {
					cfg, err := provider.LoadConfig(cmd.String("config"))
					if err != nil {
						return usageError("%v", err)
					}
					var to common.Address
					if s := cmd.String("to"); s != "" {
						if !common.IsHexAddress(s) || common.HexToAddress(s) == (common.Address{}) {
							return usageError("provider withdraw: --to %q is not an address: give 0x and 40 hex digits", s)
						}
						to = common.HexToAddress(s)
					}
					w, err := provider.WithdrawEarnings(ctx, cfg, to)
					if err != nil {
						return err
					}
					out := struct {
						Provider string `json:"provider"`
						Amount   string `json:"amount"`
						To       string `json:"to"`
						Tx       string `json:"tx,omitempty"`
						Gas      uint64 `json:"gas,omitempty"`
					}{Provider: w.Provider.Hex(), Amount: w.Amount.String(), To: w.To.Hex()}
					if w.Receipt != nil {
						out.Tx, out.Gas = w.Receipt.TxHash.Hex(), w.Receipt.GasUsed
					}
					if e.jsonOut {
						return e.printJSON(out)
					}
					if w.Receipt == nil {
						e.printf("provider %s has no earnings in the escrow: nothing sent\n", out.Provider)
						return nil
					}
					e.printf("withdrew   %s\nto         %s\ntx         %s (%d gas)\n", unitsText(out.Amount, cfg.Chain.TokenDecimals), out.To, out.Tx, out.Gas)
					return nil
				},
			},
			{
				Name:  "release-reserve",
				Usage: "release the provider's free collateral reserve in the escrow to free stake now (the daemon keeps chain.collateral_reserve_keep)",
				Description: "A claim leaves the job's collateral locked in the registry as the provider's free collateral reserve\n" +
					"in the escrow, and the next open takes its collateral from there. The reserve is not free stake: the\n" +
					"payment channels' collateral and an unstake cannot use it. This releases what is above --keep (default 0:\n" +
					"all of it) back to free stake. Collateral of jobs still open is not free and stays. The daemon may keep running.",
				Flags: []cli.Flag{configFlag,
					&cli.StringFlag{Name: "keep", Usage: "decimal `TOKENS` to keep in the reserve (default 0: release all)"}},
				Action: func(ctx context.Context, cmd *cli.Command) error {
					cfg, err := provider.LoadConfig(cmd.String("config"))
					if err != nil {
						return usageError("%v", err)
					}
					var keep *big.Int
					if s := cmd.String("keep"); s != "" {
						if keep, err = jobspec.ParseAmount(s, cfg.Chain.TokenDecimals); err != nil {
							return usageError("provider release-reserve: --keep %q: give a decimal token amount like \"100\" (%v)", s, err)
						}
					}
					rr, err := provider.ReleaseReserve(ctx, cfg, keep)
					if err != nil {
						return err
					}
					out := struct {
						Provider string `json:"provider"`
						Amount   string `json:"amount"`
						Tx       string `json:"tx,omitempty"`
						Gas      uint64 `json:"gas,omitempty"`
					}{Provider: rr.Provider.Hex(), Amount: rr.Amount.String()}
					if rr.Receipt != nil {
						out.Tx, out.Gas = rr.Receipt.TxHash.Hex(), rr.Receipt.GasUsed
					}
					if e.jsonOut {
						return e.printJSON(out)
					}
					if rr.Receipt == nil {
						e.printf("provider %s has no free collateral reserve above the keep: nothing sent\n", out.Provider)
						return nil
					}
					e.printf("released   %s to free stake\ntx         %s (%d gas)\n", unitsText(out.Amount, cfg.Chain.TokenDecimals), out.Tx, out.Gas)
					return nil
				},
			},
			{
				Name:  "status",
				Usage: "show slots and placement, running jobs, preemptions, earnings, stake and reputation (from the running daemon, else from the data dir)",
				Flags: []cli.Flag{configFlag},
				Action: func(ctx context.Context, cmd *cli.Command) error {
					cfg, err := provider.LoadConfig(cmd.String("config"))
					if err != nil {
						return usageError("%v", err)
					}
					st, source, err := providerStatus(ctx, cfg)
					if err != nil {
						return err
					}
					if e.jsonOut {
						return e.printJSON(st)
					}
					dec := cfg.Chain.TokenDecimals
					e.printf("source      %s\n", source)
					if st.Address != "" {
						e.printf("address     %s\npeer        %s\nstake       %s (locked %s)\n", st.Address, st.PeerID,
							unitsText(st.Stake, dec), unitsText(st.Locked, dec))
					}
					e.printf("earnings    %s\n", unitsText(st.Earnings, dec))
					if st.Unwithdrawn != "" {
						e.printf("in escrow   %s (not withdrawn yet: gpumesh provider withdraw)\n", unitsText(st.Unwithdrawn, dec))
					}
					if len(st.Executors) > 0 {
						e.printf("executors   %s\n", strings.Join(st.Executors, ", "))
					}
					classes := make([]string, 0, len(st.Slots))
					for c := range st.Slots {
						classes = append(classes, c)
					}
					sort.Strings(classes)
					for _, c := range classes {
						e.printf("slots       %s: %d\n", c, st.Slots[c])
					}
					states := make([]string, 0, len(st.Jobs))
					for s := range st.Jobs {
						states = append(states, s)
					}
					sort.Strings(states)
					for _, s := range states {
						e.printf("jobs        %s: %d\n", s, st.Jobs[s])
					}
					if p := st.Placement; p != nil {
						for _, g := range p.GPUs {
							e.printf("gpu         %s %s  %d/1000 in use  %s\n", g.ID, g.Model, g.UsedMilli, strings.Join(g.Jobs, ","))
						}
						e.printf("cpu slots   %d/%d in use, %d waiting, burst headroom %d\n", p.CPUSlotsUsed, p.CPUSlots, p.Waiting, p.BurstHeadroom)
					}
					e.printf("preempted   %d batch run(s)\n", st.Preemptions)
					switch {
					case st.Reputation != nil:
						r := st.Reputation
						e.printf("reputation  %.4f (%d bps; success %.2f, failure %.2f; %d events up to block %d)\n", r.Score, r.ScoreBps, r.Success, r.Failure, r.Events, r.Block)
					case st.ReputationError != "":
						e.printf("reputation  unavailable: %s\n", st.ReputationError)
					default:
						e.printf("reputation  read by the running daemon only (or: gpumesh reputation show)\n")
					}
					for _, j := range st.Running {
						dev := ""
						if len(j.Devices) > 0 {
							dev = "  gpus " + strings.Join(j.Devices, ",")
						}
						if j.Preemptions > 0 {
							dev += fmt.Sprintf("  preempted %dx", j.Preemptions)
						}
						e.printf("running     %s  %s  %s  %s%s\n", j.ID, j.Class, j.State, j.Executor, dev)
					}
					return nil
				},
			},
		},
	}
}

// printDialAddrs prints the daemon's full dialable addresses once it is ready (the lines other
// nodes put in p2p.bootstrap), or nothing when it stops first (done).
func (e *env) printDialAddrs(d *provider.Daemon, done <-chan struct{}) {
	select {
	case <-d.Ready():
	case <-done:
		return
	}
	ai, err := d.AddrInfo()
	if err != nil {
		return
	}
	addrs, err := peer.AddrInfoToP2pAddrs(&ai)
	if err != nil {
		return
	}
	fmt.Fprintf(e.stderr, "provider ready; other nodes reach it with p2p.bootstrap = one of:\n")
	for _, a := range addrs {
		fmt.Fprintf(e.stderr, "  %s\n", a)
	}
}

// unitsText renders a decimal string of token units (as provider.Status carries them) in tokens;
// a string that is not a number is shown as it is.
func unitsText(units string, decimals int) string {
	v, ok := new(big.Int).SetString(units, 10)
	if !ok {
		return units
	}
	return formatTokens(v, decimals)
}

// devnetProviderConfig edits the commented default config for the local devnet under the data
// dir: chain.deployment is its record (absolute), p2p.bootstrap its provider daemons (from the
// requester.toml `devnet up` writes), p2p.listen and metrics.listen loopback ports the system
// picks (several providers on one machine), wallet.light_kdf on (devnet keys only).
func devnetProviderConfig(e *env, text string) (string, error) {
	dir, err := filepath.Abs(e.devnetDir())
	if err != nil {
		return "", err
	}
	record := filepath.Join(dir, devnet.RecordFile)
	if _, err := devnet.ReadRecord(record); err != nil {
		return "", usageError("provider init --devnet: %v (start it first: `gpumesh devnet up`)", err)
	}
	var bootstrap []string
	if rc, found, err := loadFileConfig(filepath.Join(dir, devnet.RequesterConfigFile), false); err != nil {
		return "", err
	} else if found {
		bootstrap = rc.P2P.Bootstrap
	}
	quoted := make([]string, len(bootstrap))
	for i, b := range bootstrap {
		quoted[i] = strconv.Quote(b)
	}
	for _, r := range []struct{ old, new string }{
		{`deployment = "deployment.json"`, "deployment = " + strconv.Quote(record)},
		{`listen = ["/ip4/0.0.0.0/tcp/4001"]`, `listen = ["/ip4/127.0.0.1/tcp/0"]`},
		{`bootstrap = []`, "bootstrap = [" + strings.Join(quoted, ", ") + "]"},
		{`listen = "127.0.0.1:9464"`, `listen = "127.0.0.1:0"`},
		{`light_kdf = false`, `light_kdf = true`},
	} {
		if strings.Count(text, r.old) != 1 {
			return "", fmt.Errorf("provider init --devnet: the default config has no single line %q to edit", r.old)
		}
		text = strings.Replace(text, r.old, r.new, 1)
	}
	return "# For the local devnet (gpumesh provider init --devnet): on a real network use plain `provider init`,\n" +
		"# the network's deployment record and its bootstrap peers.\n" + text, nil
}

// providerInit writes text (the commented config) to out, or to stdout when out is "". An existing
// empty file (one a shell redirection just created) is filled; a non-empty one needs force.
func providerInit(e *env, text, out string, force bool) error {
	if out == "" {
		_, err := io.WriteString(e.stdout, text)
		return err
	}
	if st, err := os.Stat(out); err == nil && st.Size() > 0 && !force {
		return usageError("%s exists and is not empty; pass --force to overwrite it, or --out another file", out)
	}
	if err := os.WriteFile(out, []byte(text), 0o600); err != nil {
		return usageError("provider init --out %s: %v", out, err)
	}
	fmt.Fprintf(e.stderr, "wrote %s: set wallet.password_file and chain.deployment, then `gpumesh provider run --config %s`\n", out, out)
	return nil
}

// providerStatus asks the running daemon's debug listener, else reads the data dir.
func providerStatus(ctx context.Context, cfg *provider.Config) (*provider.Status, string, error) {
	debug := cfg.Metrics.Listen
	if ri, err := provider.ReadRunInfo(cfg.DataDir); err == nil && ri.Debug != "" {
		debug = ri.Debug
	}
	if !cfg.Metrics.Disable {
		url := "http://" + debug + "/status"
		rctx, cancel := context.WithTimeout(ctx, 3*time.Second)
		defer cancel()
		req, err := http.NewRequestWithContext(rctx, http.MethodGet, url, nil)
		if err == nil {
			if resp, err := http.DefaultClient.Do(req); err == nil {
				defer resp.Body.Close()
				if resp.StatusCode == http.StatusOK {
					var st provider.Status
					if err := json.NewDecoder(resp.Body).Decode(&st); err != nil {
						return nil, "", fmt.Errorf("status from %s: %w", url, err)
					}
					return &st, "daemon at " + debug, nil
				}
			}
		}
	}
	st, err := provider.ReadStatusOffline(cfg.DataDir, cfg.Runner.Slots)
	if err != nil {
		return nil, "", err
	}
	st.Executors = slices.Sorted(slices.Values(cfg.Executor.Enabled)) // as configured: the daemon is not running
	return st, "data dir " + cfg.DataDir + " (daemon not reachable)", nil
}
