package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/urfave/cli/v3"

	"github.com/gpumesh/gpumesh/market/jobspec"
)

// jobValidateResult is one file's outcome of `job validate`, as printed with --json.
type jobValidateResult struct {
	File   string                `json:"file"`
	Valid  bool                  `json:"valid"`
	Spec   *jobspec.Job          `json:"spec,omitempty"`   // the normalized spec
	CID    string                `json:"cid,omitempty"`    // of the canonical spec, when it has no local paths left
	Errors []*jobspec.FieldError `json:"errors,omitempty"` // every problem found
}

// newJobCommand groups the requester's job commands: writing and checking job specs now;
// submit, status, logs, result, cancel and list join it here.
func newJobCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:  "job",
		Usage: "check job specs (and, as a requester, run jobs)",
		Commands: []*cli.Command{
			newJobValidateCommand(e),
			newJobSchemaCommand(e),
		},
	}
}

func newJobValidateCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:      "validate",
		Usage:     "check job spec files and print every problem with its line and fix",
		ArgsUsage: "FILE... (- reads standard input)",
		Description: "Exit status 0 when every spec is valid, 2 when any is not. With --json, prints one\n" +
			"result per file: the normalized spec (and its CID once no local paths are left) or the\n" +
			"list of errors. Local paths are checked relative to each spec file's directory.",
		Flags: []cli.Flag{
			&cli.IntFlag{
				Name:  "token-decimals",
				Usage: "decimals of the payment `TOKEN` that max_price is written in",
				Value: jobspec.DefaultTokenDecimals,
			},
			&cli.StringSliceFlag{
				Name:  "allow-env",
				Usage: "environment variable `NAME`s your providers allow (repeat or comma-separate); default: any well-formed, non-reserved name",
			},
			&cli.StringSliceFlag{
				Name:  "allow-command",
				Usage: "exec command `NAME`s your providers allow; default: any well-formed name",
			},
		},
		Action: func(ctx context.Context, cmd *cli.Command) error {
			files := cmd.Args().Slice()
			if len(files) == 0 {
				return usageError("job validate: give one or more spec files (or - for standard input)")
			}
			dec := int(cmd.Int("token-decimals"))
			if dec < 1 || dec > 77 {
				return usageError("job validate: --token-decimals %d: use 1..77 (the devnet token has %d)", dec, jobspec.DefaultTokenDecimals)
			}
			opts := jobspec.Options{TokenDecimals: dec}
			if cmd.IsSet("allow-env") {
				opts.EnvAllow = cmd.StringSlice("allow-env")
			}
			if cmd.IsSet("allow-command") {
				opts.Commands = cmd.StringSlice("allow-command")
			}
			var results []jobValidateResult
			invalid := 0
			for _, f := range files {
				res, err := e.validateJobFile(f, opts)
				if err != nil {
					return err
				}
				if !res.Valid {
					invalid++
				}
				results = append(results, res)
			}
			if e.jsonOut {
				if err := e.printJSON(results); err != nil {
					return err
				}
			} else {
				for _, r := range results {
					e.printJobResult(r, dec)
				}
			}
			if invalid > 0 {
				return usageError("job validate: %d of %d specs invalid", invalid, len(files))
			}
			return nil
		},
	}
}

// validateJobFile parses one spec; a problem with the spec is a result, an unreadable file an error.
func (e *env) validateJobFile(name string, opts jobspec.Options) (jobValidateResult, error) {
	var data []byte
	var err error
	if name == "-" {
		data, err = io.ReadAll(io.LimitReader(e.stdin, jobspec.MaxSpecSize+1))
		opts.BaseDir, _ = os.Getwd()
	} else {
		data, err = readLimited(name, jobspec.MaxSpecSize+1)
		opts.BaseDir = filepath.Dir(name)
	}
	if err != nil {
		return jobValidateResult{}, usageError("job validate: %v", err)
	}
	res := jobValidateResult{File: name}
	j, err := jobspec.Parse(data, opts)
	var ve jobspec.ValidationErrors
	switch {
	case errors.As(err, &ve):
		res.Errors = ve
		return res, nil
	case err != nil:
		return res, err
	}
	res.Valid, res.Spec = true, j
	if c, err := j.CID(); err == nil {
		res.CID = c.String()
	} else if !errors.Is(err, jobspec.ErrUnresolved) {
		return res, fmt.Errorf("job validate %s: %w", name, err)
	}
	return res, nil
}

func readLimited(name string, n int64) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, n))
}

// printJobResult prints a one-line summary of a valid spec, or each problem compiler-style
// (FILE:LINE:COL: path: problem: fix) on standard error.
func (e *env) printJobResult(r jobValidateResult, decimals int) {
	if !r.Valid {
		for _, fe := range r.Errors {
			pos := r.File
			if fe.Line > 0 {
				pos = fmt.Sprintf("%s:%d:%d", r.File, fe.Line, fe.Column)
			}
			msg := fe.Problem
			if fe.Path != "" {
				msg = fe.Path + ": " + msg
			}
			if fe.Fix != "" {
				msg += ": " + fe.Fix
			}
			fmt.Fprintf(e.stderr, "%s: %s\n", pos, msg)
		}
		return
	}
	j := r.Spec
	prog := j.Command + j.Circuit
	if j.Module != nil {
		prog = j.Module.CID + j.Module.Path
	}
	e.printf("%s: ok: %s job, %s %s, %d GPU(s), max %s tokens per %s (at most %s in all), deadline %s, verification %s\n",
		r.File, j.Class, j.Executor, prog, j.Resources.GPUs,
		jobspec.FormatAmount(j.MaxPrice, decimals), j.PriceUnit, jobspec.FormatAmount(j.MaxTotal(), decimals),
		j.Deadline(), j.Verification)
	if r.CID != "" {
		e.printf("%s: spec CID %s\n", r.File, r.CID)
	}
}

func newJobSchemaCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:  "schema",
		Usage: "print the JSON Schema of job specs (for editors and other tools)",
		Action: func(ctx context.Context, cmd *cli.Command) error {
			_, err := e.stdout.Write(jobspec.Schema())
			return err
		},
	}
}
