package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/urfave/cli/v3"

	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/provider/console"
)

// defaultConsoleListen is where `gpumesh console` listens unless --listen says otherwise (the
// provider daemon's console is on its metrics port, 9464 by default).
const defaultConsoleListen = "127.0.0.1:9465"

func newConsoleCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:  "console",
		Usage: "serve the read-only web console of this requester: its jobs, their cost, the market",
		Description: "Starts the requester (its job store, the chain, the market's offers) and serves the web\n" +
			"console until interrupted: jobs with live status and their event log, cost per useful\n" +
			"output per class (as `gpumesh job cost`), providers compared by price, reputation and\n" +
			"measured speed, and the offers in the book. Nothing on the page moves money.\n" +
			"On loopback (the default) the console needs no token. On any other address it needs one:\n" +
			"--token-file, or a token generated now and printed once in the console's URL.\n" +
			"While it runs the console holds the job store (pebble locks it) and serves the requester's\n" +
			"local API, so `job list|status|logs|cost` still work; `job submit` is refused until the\n" +
			"console stops. Started while another process holds the store (a `job submit --wait`), it\n" +
			"reads that process's local API until it ends. An SDK program serves its own console with\n" +
			"provider/console (console.RequesterSources).",
		Flags: append(requesterFlags(),
			&cli.StringFlag{Name: "listen", Usage: "`HOST:PORT` to serve on", Value: defaultConsoleListen, Sources: cli.EnvVars("GPUMESH_CONSOLE_LISTEN")},
			&cli.StringFlag{Name: "token-file", Usage: "`FILE` whose first line is the console's token (16+ characters); required requests carry it", Sources: cli.EnvVars("GPUMESH_CONSOLE_TOKEN_FILE")},
		),
		Action: func(ctx context.Context, cmd *cli.Command) error {
			ln, err := net.Listen("tcp", cmd.String("listen"))
			if err != nil {
				return usageError("console: --listen %q: %v: free the port or pick another", cmd.String("listen"), err)
			}
			defer ln.Close()
			token, hint, err := consoleToken(cmd.String("token-file"), ln.Addr())
			if err != nil {
				return err
			}
			// This process's requester, or the local API of the one that holds the store.
			s, err := e.openJobStore(ctx, cmd)
			if err != nil {
				return err
			}
			defer s.close()
			src := console.LocalSources(s.local)
			if s.r != nil {
				src = console.RequesterSources(s.r)
			} else {
				e.logger.Info("the requester's state is held by another gpumesh process: the console reads its local API until it stops")
			}
			decimals := jobspec.DefaultTokenDecimals
			if d, err := s.chain.Decimals(ctx); err == nil {
				decimals = int(d)
			}
			c, err := console.New(console.Config{Token: token, Hint: hint, TokenDecimals: decimals}, src, e.logger)
			if err != nil {
				return usageError("%v", err)
			}
			srv := &http.Server{Handler: c.Handler(), ReadHeaderTimeout: 5 * time.Second}
			done := make(chan error, 1)
			go func() { done <- srv.Serve(ln) }()
			sampleCtx, stopSampling := context.WithCancel(ctx)
			sampled := make(chan struct{})
			go func() { defer close(sampled); _ = c.Run(sampleCtx) }() // the market's price history
			defer func() { stopSampling(); <-sampled }()
			// The URL carries a generated token: it is printed here once and nowhere else.
			e.printf("console: %s\n", console.URL(ln.Addr(), token))
			if tcp, ok := ln.Addr().(*net.TCPAddr); ok && tcp.IP.IsUnspecified() {
				e.printf("(listening on every interface: put this machine's address in place of %s)\n", tcp.IP)
			}
			e.printf("Ctrl-C stops it.\n")
			select {
			case <-ctx.Done():
			case err := <-done:
				if !errors.Is(err, http.ErrServerClosed) {
					return fmt.Errorf("console: serve: %w", err)
				}
			}
			sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
			defer cancel()
			return srv.Shutdown(sctx)
		},
	}
}

// consoleToken reads the token file, or generates a token when addr is not loopback; hint says
// where the token is, for a 401.
func consoleToken(file string, addr net.Addr) (token, hint string, err error) {
	if file != "" {
		b, err := os.ReadFile(file)
		if err != nil {
			return "", "", usageError("console: --token-file: %v: write the token (16+ characters, one line) there", err)
		}
		first, _, _ := strings.Cut(string(b), "\n")
		token = strings.TrimSpace(first)
		cc := console.Config{Token: token}
		if err := cc.Validate(); err != nil {
			return "", "", usageError("console: --token-file %s: %v", file, err)
		}
		return token, "the token in " + file, nil
	}
	if !console.NeedsToken(addr) {
		return "", "", nil
	}
	token, err = console.NewToken()
	return token, "the token `gpumesh console` printed in its URL when it started", err
}
