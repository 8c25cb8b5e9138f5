// Command gpumesh is the one gpumesh binary: the provider daemon GPU owners run, the requester CLI,
// wallet tools, benchmarks and the local devnet. Subcommands only parse flags and configuration and
// call the packages that do the work.
//
// Conventions for command files (one file per command group, `<group>_cmd.go`):
//   - a constructor `new<Group>Command(e *env) *cli.Command`, registered in newRootCommand below;
//   - everything a command needs from global flags and the config file comes from e (see env.go):
//     e.cfg (merged config), e.logger, e.stdout, e.stderr, e.jsonOut, e.dataDir();
//   - machine output with --json goes through e.printJSON; human output through e.printf;
//   - bad user input returns usageError(...) so the exit code is 2; other failures exit 1.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	"github.com/urfave/cli/v3"

	"github.com/gpumesh/gpumesh/market/requester"
	"github.com/gpumesh/gpumesh/p2p"
)

// Exit codes that scripts can rely on.
const (
	exitOK          = 0
	exitFailure     = 1 // the operation failed (chain, network, job failure)
	exitUsage       = 2 // bad flags, arguments, config or input files
	exitRefunded    = 3 // the job ended without a result: the requester was refunded
	exitInterrupted = 130
)

func main() {
	// Set once, before any node starts: hosts announce it in identify (tests running the CLI in
	// process keep the default and never write it concurrently).
	p2p.Release = version
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args, os.Stdin, os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// run executes the command line args and returns the process exit code.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	e := &env{stdin: stdin, stdout: stdout, stderr: stderr}
	root := newRootCommand(e)
	err := root.Run(ctx, args)
	switch {
	case err == nil:
		return exitOK
	case errors.Is(err, context.Canceled) && ctx.Err() != nil:
		fmt.Fprintln(stderr, "gpumesh: interrupted")
		return exitInterrupted
	}
	fmt.Fprintf(stderr, "gpumesh: %v\n", err)
	var ue *usageErr
	switch {
	case errors.As(err, &ue):
		return exitUsage
	case errors.Is(err, requester.ErrJobRefunded), errors.Is(err, requester.ErrRetriesExhausted):
		return exitRefunded
	}
	return exitFailure
}

func newRootCommand(e *env) *cli.Command {
	root := &cli.Command{
		Name:  "gpumesh",
		Usage: "decentralized GPU compute marketplace node",
		Description: "gpumesh runs a GPU provider daemon, submits and follows jobs as a requester, manages\n" +
			"wallets, and brings up a local devnet. Every chain command takes --rpc, so any EVM\n" +
			"JSON-RPC endpoint works. Configuration: flags > GPUMESH_* environment > config file > defaults.",
		Version:               version,
		EnableShellCompletion: true,
		// urfave/cli hides `completion`; list it.
		ConfigureShellCompletionCommand: func(c *cli.Command) {
			c.Hidden = false
			c.Usage = "print a shell completion script: source <(gpumesh completion bash) (or zsh, fish, pwsh)"
		},
		// The help command of help.go follows every word (`gpumesh help job submit`).
		HideHelpCommand: true,
		Writer:          e.stdout,
		ErrWriter:       e.stderr,
		Reader:          e.stdin,
		Flags:           globalFlags(),
		Before:          e.before,
		// Errors are returned to run, which prints them once and picks the exit code.
		ExitErrHandler: func(context.Context, *cli.Command, error) {},
		Commands: []*cli.Command{
			newWalletCommand(e),
			newProviderCommand(e),
			newJobCommand(e),
			newConsoleCommand(e),
			newMarketCommand(e),
			newContentCommand(e),
			newProvingCommand(e),
			newVerifierCommand(e),
			newDevicesCommand(e),
			newChainCommand(e),
			newDepositCommand(e),
			newDevnetCommand(e),
			newBenchCommand(e),
			newVersionCommand(e),
			newReputationCommand(e),
			newHelpCommand(),
		},
	}
	markUsageErrors(root)
	markUnknownCommands(root)
	return root
}

// markUsageErrors makes flag and argument errors of every command exit with exitUsage.
func markUsageErrors(cmd *cli.Command) {
	cmd.OnUsageError = func(_ context.Context, c *cli.Command, err error, _ bool) error {
		return usageError("%s: %v (see `%s --help`)", c.FullName(), err, c.FullName())
	}
	for _, sub := range cmd.Commands {
		markUsageErrors(sub)
	}
}
