package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/urfave/cli/v3"
)

// env carries what every command shares: the merged configuration, the logger and the output
// streams. It is filled by the root command's Before hook.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer

	cfg     fileConfig
	cfgFile string // the config file cfg was read from; "" when none was found
	logger  *slog.Logger
	jsonOut bool
}

// usageErr marks an error caused by bad user input (exit code 2).
type usageErr struct{ msg string }

func (e *usageErr) Error() string { return e.msg }

func usageError(format string, args ...any) error {
	return &usageErr{msg: fmt.Sprintf(format, args...)}
}

func globalFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{
			Name:    "config",
			Usage:   "config file (TOML); default `FILE` is gpumesh.toml in the data dir, if present",
			Sources: cli.EnvVars("GPUMESH_CONFIG"),
		},
		&cli.StringFlag{
			Name:    "data-dir",
			Usage:   "node data `DIR` (keystore, state, blocks)",
			Value:   defaultDataDir(),
			Sources: cli.EnvVars("GPUMESH_DATA_DIR"),
		},
		&cli.StringFlag{
			Name:    "log-level",
			Usage:   "log `LEVEL`: debug, info, warn or error",
			Value:   "info",
			Sources: cli.EnvVars("GPUMESH_LOG_LEVEL"),
		},
		&cli.StringFlag{
			Name:    "log-format",
			Usage:   "log `FORMAT`: text or json",
			Value:   "text",
			Sources: cli.EnvVars("GPUMESH_LOG_FORMAT"),
		},
		&cli.BoolFlag{
			Name:    "json",
			Usage:   "print machine-readable JSON instead of tables",
			Sources: cli.EnvVars("GPUMESH_JSON"),
		},
	}
}

func defaultDataDir() string {
	if home, err := os.UserHomeDir(); err == nil {
		return filepath.Join(home, ".gpumesh")
	}
	return ".gpumesh"
}

// before loads the config file and applies flag and environment overrides.
func (e *env) before(ctx context.Context, cmd *cli.Command) (context.Context, error) {
	path := cmd.String("config")
	explicit := path != ""
	if !explicit {
		path = filepath.Join(cmd.String("data-dir"), "gpumesh.toml")
	}
	cfg, found, err := loadFileConfig(path, explicit)
	if err != nil {
		return ctx, err
	}
	if found {
		e.cfgFile = path
	}
	if cmd.IsSet("data-dir") || cfg.DataDir == "" {
		cfg.DataDir = cmd.String("data-dir")
	}
	// Absolute from here on: the data dir is handed to daemons (devnet providers, content
	// stores) that refuse relative paths, and to messages that tell the user where things are.
	abs, err := filepath.Abs(cfg.DataDir)
	if err != nil {
		return ctx, usageError("--data-dir %q: %v", cfg.DataDir, err)
	}
	cfg.DataDir = abs
	if cmd.IsSet("log-level") || cfg.Log.Level == "" {
		cfg.Log.Level = cmd.String("log-level")
	}
	if cmd.IsSet("log-format") || cfg.Log.Format == "" {
		cfg.Log.Format = cmd.String("log-format")
	}
	logger, err := newLogger(e.stderr, cfg.Log.Level, cfg.Log.Format)
	if err != nil {
		return ctx, err
	}
	e.cfg = cfg
	e.logger = logger
	e.jsonOut = cmd.Bool("json")
	return ctx, nil
}

func newLogger(w io.Writer, level, format string) (*slog.Logger, error) {
	var lvl slog.Level
	if err := lvl.UnmarshalText([]byte(level)); err != nil {
		return nil, usageError("log level %q: use debug, info, warn or error", level)
	}
	opts := &slog.HandlerOptions{Level: lvl}
	switch strings.ToLower(format) {
	case "text":
		return slog.New(slog.NewTextHandler(w, opts)), nil
	case "json":
		return slog.New(slog.NewJSONHandler(w, opts)), nil
	}
	return nil, usageError("log format %q: use text or json", format)
}

// dataDir returns the node data directory.
func (e *env) dataDir() string { return e.cfg.DataDir }

// printf writes human output.
func (e *env) printf(format string, args ...any) {
	fmt.Fprintf(e.stdout, format, args...)
}

// printJSON writes v as one indented JSON document.
func (e *env) printJSON(v any) error {
	enc := json.NewEncoder(e.stdout)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// addressArg reads a command's optional single address argument: ok is false when there is none
// (the caller falls back to its default account); more than one argument, or one that is not an
// address, is the usage error usage.
func addressArg(cmd *cli.Command, usage string) (addr common.Address, ok bool, err error) {
	switch {
	case cmd.Args().Len() > 1 || (cmd.Args().Len() == 1 && !common.IsHexAddress(cmd.Args().First())):
		return common.Address{}, false, usageError("%s", usage)
	case cmd.Args().Len() == 1:
		return common.HexToAddress(cmd.Args().First()), true, nil
	}
	return common.Address{}, false, nil
}
