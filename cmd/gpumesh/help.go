package main

import (
	"context"
	"fmt"
	"strings"

	"github.com/urfave/cli/v3"

	"github.com/gpumesh/gpumesh/market/jobspec"
)

// newHelpCommand replaces urfave/cli's root help command, which shows only the first word's help
// (`gpumesh help job submit` printed job's): this one follows every word down the command tree.
func newHelpCommand() *cli.Command {
	return &cli.Command{
		Name:      "help",
		Aliases:   []string{"h"},
		Usage:     "show the help of a command (gpumesh help job submit)",
		ArgsUsage: "[COMMAND [SUBCOMMAND...]]",
		Action: func(ctx context.Context, cmd *cli.Command) error {
			return showHelp(ctx, cmd.Root(), cmd.Args().Slice())
		},
	}
}

// showHelp prints the help of the command that names lead to from start (start's own for none).
func showHelp(ctx context.Context, start *cli.Command, names []string) error {
	var parent *cli.Command
	target := start
	for _, name := range names {
		sub := target.Command(name)
		if sub == nil {
			return unknownCommand(target, name)
		}
		parent, target = target, sub
	}
	switch {
	case parent != nil:
		return cli.ShowCommandHelp(ctx, parent, target.Name)
	case target.Root() == target:
		return cli.ShowRootCommandHelp(target)
	}
	return cli.ShowSubcommandHelp(target)
}

// markUnknownCommands gives every command group without an action of its own one that rejects
// an unknown subcommand as bad input (exit 2) and suggests the nearest name; `GROUP help CMD`
// shows CMD's help, and without arguments it shows the group's help, as before.
func markUnknownCommands(cmd *cli.Command) {
	if len(cmd.Commands) > 0 && cmd.Action == nil {
		cmd.Action = func(ctx context.Context, c *cli.Command) error {
			switch first := c.Args().First(); {
			case first == "help" || first == "h": // gpumesh job help submit
				return showHelp(ctx, c, c.Args().Tail())
			case first != "":
				return unknownCommand(c, first)
			}
			return showHelp(ctx, c, nil)
		}
	}
	for _, sub := range cmd.Commands {
		markUnknownCommands(sub)
	}
}

// unknownCommand is the usage error for name under parent, with the nearest visible name.
func unknownCommand(parent *cli.Command, name string) error {
	where := parent.FullName()
	if parent.Root() == parent {
		where = parent.Name
	}
	msg := fmt.Sprintf("%s: unknown command %q", where, name)
	if near := nearestCommand(parent, name); near != "" {
		msg += fmt.Sprintf("; did you mean `%s %s`?", where, near)
	}
	return usageError("%s (see `%s --help`)", msg, where)
}

// nearestCommand returns the visible subcommand of parent closest to name (edit distance at most
// a third of its length, at least 2; or a name that starts with it), "" when none is close.
func nearestCommand(parent *cli.Command, name string) string {
	best, bestD := "", 0
	for _, c := range parent.VisibleCommands() {
		for _, n := range append([]string{c.Name}, c.Aliases...) {
			d := jobspec.EditDistance(strings.ToLower(name), n)
			if strings.HasPrefix(n, strings.ToLower(name)) && len(name) >= 2 {
				d = 1
			}
			if d <= max(2, len(n)/3) && (best == "" || d < bestD) {
				best, bestD = c.Name, d
			}
		}
	}
	return best
}
