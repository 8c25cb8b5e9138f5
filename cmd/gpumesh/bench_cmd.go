package main

import (
	"context"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/urfave/cli/v3"
)

// benchReport is what every benchmark returns: metrics for --json and a table for people.
type benchReport interface {
	Metrics() map[string]float64
	WriteTable(w io.Writer) error
}

// benchSpec describes one `gpumesh bench NAME`.
type benchSpec struct {
	usage string
	flags []cli.Flag
	run   func(ctx context.Context, e *env, cmd *cli.Command) (benchReport, error)
}

// benchOutput is the JSON shape of every benchmark: {"bench": NAME, "metrics": {...}}.
type benchOutput struct {
	Bench   string             `json:"bench"`
	Metrics map[string]float64 `json:"metrics"`
}

func newBenchCommand(e *env) *cli.Command {
	specs := benchSpecs()
	names := make([]string, 0, len(specs))
	for name := range specs {
		names = append(names, name)
	}
	sort.Strings(names)
	var sub []*cli.Command
	for _, name := range names {
		spec := specs[name]
		sub = append(sub, &cli.Command{
			Name:  name,
			Usage: spec.usage,
			Flags: spec.flags,
			Action: func(ctx context.Context, cmd *cli.Command) error {
				report, err := spec.run(ctx, e, cmd)
				if err != nil {
					return fmt.Errorf("bench %s: %w", name, err)
				}
				if e.jsonOut || cmd.Bool("json") {
					return e.printJSON(benchOutput{Bench: name, Metrics: report.Metrics()})
				}
				return report.WriteTable(e.stdout)
			},
		})
	}
	for _, c := range sub {
		c.Flags = append(c.Flags, &cli.BoolFlag{Name: "json", Usage: `print one JSON object {"bench": NAME, "metrics": {...}}`})
	}
	return &cli.Command{
		Name:  "bench",
		Usage: "run a benchmark: " + strings.Join(names, ", "),
		Description: "Each benchmark prints a table with ratios against a baseline measured in the same run;\n" +
			`with --json it prints one object {"bench": NAME, "metrics": {...}}.`,
		Commands: sub,
	}
}

// combinedReport is several reports measured in one run: its metrics are the union (a later report
// never silently overwrites an earlier metric of the same name) and its table is each table in turn.
type combinedReport []benchReport

func (c combinedReport) Metrics() map[string]float64 {
	out := map[string]float64{}
	for _, r := range c {
		for k, v := range r.Metrics() {
			if _, dup := out[k]; !dup {
				out[k] = v
			}
		}
	}
	return out
}

func (c combinedReport) WriteTable(w io.Writer) error {
	for i, r := range c {
		if i > 0 {
			if _, err := fmt.Fprintln(w); err != nil {
				return err
			}
		}
		if err := r.WriteTable(w); err != nil {
			return err
		}
	}
	return nil
}
