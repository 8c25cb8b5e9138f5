package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"sort"
	"strings"
	"time"

	"github.com/urfave/cli/v3"

	"github.com/gpumesh/gpumesh/provider"
)

// newProviderCommand is the provider daemon's command group: init (commented config), run, status.
func newProviderCommand(e *env) *cli.Command {
	configFlag := &cli.StringFlag{Name: "config", Usage: "provider config `FILE` (TOML)", Value: "provider.toml"}
	return &cli.Command{
		Name:  "provider",
		Usage: "run a GPU provider: offer devices, accept jobs, run them, get paid",
		Commands: []*cli.Command{
			{
				Name:  "init",
				Usage: "write a commented provider config with the defaults",
				Flags: []cli.Flag{configFlag, &cli.BoolFlag{Name: "force", Usage: "overwrite an existing file"}},
				Action: func(ctx context.Context, cmd *cli.Command) error {
					path := cmd.String("config")
					flags := os.O_WRONLY | os.O_CREATE | os.O_EXCL
					if cmd.Bool("force") {
						flags = os.O_WRONLY | os.O_CREATE | os.O_TRUNC
					}
					f, err := os.OpenFile(path, flags, 0o600)
					if errors.Is(err, os.ErrExist) {
						return usageError("%s exists; pass --force to overwrite it", path)
					}
					if err != nil {
						return err
					}
					if _, err := f.WriteString(provider.DefaultConfigTOML()); err != nil {
						f.Close()
						return err
					}
					if err := f.Close(); err != nil {
						return err
					}
					e.printf("wrote %s: set wallet.password_file and chain.deployment, then `gpumesh provider run --config %s`\n", path, path)
					return nil
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
					err = d.Run(ctx)
					if errors.Is(err, provider.ErrConfig) {
						return usageError("%v", err)
					}
					return err
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
					e.printf("source      %s\n", source)
					if st.Address != "" {
						e.printf("address     %s\npeer        %s\nstake       %s (locked %s)\n", st.Address, st.PeerID, st.Stake, st.Locked)
					}
					e.printf("earnings    %s token units\n", st.Earnings)
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
	return st, "data dir " + cfg.DataDir + " (daemon not reachable)", nil
}
