package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/urfave/cli/v3"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/market/requester"
)

// jobValidateResult is one file's outcome of `job validate`, as printed with --json.
type jobValidateResult struct {
	File   string                `json:"file"`
	Valid  bool                  `json:"valid"`
	Spec   *jobspec.Job          `json:"spec,omitempty"`   // the normalized spec
	CID    string                `json:"cid,omitempty"`    // of the canonical spec, when it has no local paths left
	Errors []*jobspec.FieldError `json:"errors,omitempty"` // every problem found
}

// newJobCommand groups the requester's job commands: checking job specs (validate, schema) and,
// as a requester, running them (submit, status, logs, result, cancel, list).
func newJobCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:  "job",
		Usage: "check job specs (and, as a requester, run jobs)",
		Description: "The requester commands act with the config file's node-level keys: data_dir, [chain] rpc and\n" +
			"deployment, [wallet] keystore, address and password_file (else a prompt), [p2p] bootstrap, and\n" +
			"the [requester] section; --rpc, --deployment, --keystore, --address, --password-file and\n" +
			"--bootstrap (or their GPUMESH_* variables) override single keys. Without a config file\n" +
			"(no --config, no <data-dir>/gpumesh.toml) they act as the local devnet's requester, from\n" +
			"<data-dir>/devnet/requester.toml that `gpumesh devnet up` writes.",
		Commands: append([]*cli.Command{
			newJobInitCommand(e),
			newJobValidateCommand(e),
			newJobSchemaCommand(e), newJobCostCommand(e),
		}, jobRunCommands(e)...),
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
	if j.Image != nil {
		prog = j.Image.CID + j.Image.Ref
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

// ---- requester commands (submit, status, logs, result, cancel, list) ----

// jobRef is a job id as the user typed it: the full id (0x and 64 hex digits), or a short one
// that only one of the requester's jobs starts or ends with, like the 8 hex digits the progress
// lines print (shortJobID). A job id starts with its requester's address (contracts.NewJobID),
// so its start names the requester and its random end names the job.
type jobRef struct {
	cmd   string // the command's full name, for errors
	id    contracts.JobID
	short string // lower-case hex digits of a short id; "" for a full id
}

// minJobPrefix is the fewest hex digits a short job id may have.
const minJobPrefix = 4

// shortJobID is the short form of id the progress lines print: its last 8 hex digits (random:
// contracts.NewJobID), which the job commands accept in place of the full id.
func shortJobID(id contracts.JobID) string {
	h := id.String()
	return h[len(h)-8:]
}

func jobIDArg(cmd *cli.Command) (jobRef, error) {
	ref := jobRef{cmd: cmd.FullName()}
	if cmd.Args().Len() != 1 {
		return ref, usageError("%s: give one job id (0x and 64 hex digits as `job list` shows, or the 8 the progress lines print)", ref.cmd)
	}
	arg := cmd.Args().First()
	if id, err := contracts.ParseJobID(arg); err == nil {
		ref.id = id
		return ref, nil
	}
	hex := strings.ToLower(strings.TrimPrefix(strings.TrimPrefix(arg, "0x"), "0X"))
	if len(hex) < minJobPrefix || len(hex) >= 64 || strings.Trim(hex, "0123456789abcdef") != "" {
		return ref, usageError("%s: %q is not a job id: give 0x and 64 hex digits (as `job list` shows), or at least %d of its last digits (the progress lines print 8)", ref.cmd, arg, minJobPrefix)
	}
	ref.short = hex
	return ref, nil
}

// resolve returns the full id: a short id is looked up among r's jobs, and must match one.
func (j jobRef) resolve(r *requester.Requester) (contracts.JobID, error) {
	if j.short == "" {
		return j.id, nil
	}
	recs, err := r.Jobs()
	if err != nil {
		return contracts.JobID{}, err
	}
	ids := make([]contracts.JobID, len(recs))
	for i, rec := range recs {
		ids[i] = rec.ID
	}
	return j.match(ids)
}

// match returns the one id of ids that starts or ends with the short id j.
func (j jobRef) match(ids []contracts.JobID) (contracts.JobID, error) {
	var found []contracts.JobID
	for _, id := range ids {
		h := strings.TrimPrefix(strings.ToLower(id.String()), "0x")
		if strings.HasPrefix(h, j.short) || strings.HasSuffix(h, j.short) {
			found = append(found, id)
		}
	}
	switch len(found) {
	case 0:
		return contracts.JobID{}, usageError("%s: no job of this requester starts or ends with %s (see `gpumesh job list`)", j.cmd, j.short)
	case 1:
		return found[0], nil
	}
	names := make([]string, 0, 3)
	for _, id := range found[:min(3, len(found))] {
		names = append(names, "…"+shortJobID(id))
	}
	return contracts.JobID{}, usageError("%s: %s is ambiguous: %d jobs match it (%s); give the digits the progress lines print (the id's last 8), or the full id", j.cmd, j.short, len(found), strings.Join(names, ", "))
}

// progressPrinter prints each phase with its time on stderr, and a result fetch's progress (in
// place on a terminal). On a terminal, while a job runs at its provider (after "open", before its
// result), one line says so with the time it has been running, rewritten every second until the
// next phase or until ctx ends.
func (e *env) progressPrinter(ctx context.Context) requester.Progress {
	tty := e.stderrIsTerminal()
	var mu sync.Mutex
	inPlace := false // the last line printed is rewritten in place, without its newline yet
	var running struct {
		id    contracts.JobID
		since time.Time
		on    bool
	}
	if tty {
		go func() {
			t := time.NewTicker(time.Second)
			defer t.Stop()
			for {
				select {
				case <-ctx.Done():
					return
				case <-t.C:
				}
				mu.Lock()
				if running.on {
					fmt.Fprintf(e.stderr, "\r%s  %-10s %8s  at the provider, waiting for its result\x1b[K",
						shortJobID(running.id), "running", time.Since(running.since).Round(time.Second))
					inPlace = true
				}
				mu.Unlock()
			}
		}()
	}
	return func(id contracts.JobID, ev requester.Event) {
		mu.Lock()
		defer mu.Unlock()
		running.on = ev.Phase == requester.PhaseOpen
		running.id, running.since = id, time.Now()
		line := fmt.Sprintf("%s  %-10s %8s  %s", shortJobID(id), ev.Phase, ev.Took.Round(time.Millisecond), ev.Detail)
		if ev.Phase == requester.PhaseFetching && tty {
			// On a terminal the fetch's progress rewrites one line (\r, then erase to its end).
			fmt.Fprintf(e.stderr, "\r%s\x1b[K", line)
			inPlace = true
			return
		}
		if inPlace {
			fmt.Fprintln(e.stderr)
			inPlace = false
		}
		fmt.Fprintln(e.stderr, line)
	}
}

// maxLogBytes bounds how much of a job's stdout or stderr `job logs` prints.
const maxLogBytes = 64 << 10

// printJobOutput prints the job's own stdout and stderr from its fetched result (the provider
// ran it; the events above are the requester's), or says how to get them.
func (e *env) printJobOutput(rec *requester.Record, short string) {
	if rec.OutDir == "" {
		e.printf("(the job's own stdout and stderr come with its result: gpumesh job result %s --out DIR)\n", short)
		return
	}
	for _, name := range []string{"stdout", "stderr"} {
		path := filepath.Join(rec.OutDir, name)
		f, err := os.Open(path)
		if err != nil {
			continue
		}
		b, _ := io.ReadAll(io.LimitReader(f, maxLogBytes+1))
		f.Close()
		e.printf("--- %s (%s)\n", name, path)
		if len(b) > maxLogBytes {
			b = append(b[:maxLogBytes], []byte("\n[... more in the file]\n")...)
		}
		e.printf("%s", b)
		if len(b) > 0 && b[len(b)-1] != '\n' {
			e.printf("\n")
		}
	}
}

// interruptedNotice tells a requester who stopped `job submit` that the job goes on without it,
// and what to run next.
func (e *env) interruptedNotice(id contracts.JobID) {
	short := shortJobID(id)
	fmt.Fprintf(e.stderr, "job %s is still open on chain: the provider runs it and is paid if it delivers.\n"+
		"  follow it:   gpumesh job status %s\n"+
		"  its result:  gpumesh job result %s --out DIR   (once submitted)\n"+
		"  no result by the deadline: gpumesh job cancel %s   (refunds you, slashes the provider)\n", id, short, short, short)
}

// jobView is the --json form of a job. It never shows the spot-check secret: the record's
// Secret is shadowed by a field that is always empty (the secret stays in the local job store,
// revealed on chain only when the check is due).
type jobView struct {
	*requester.Record
	Secret      *struct{} `json:"secret,omitempty"`
	ChainStatus string    `json:"chain_status,omitempty"`
	ChainTime   uint64    `json:"chain_time,omitempty"` // deadline while open, end of challenge window once submitted
	// Attempts shadows the record's: each attempt with its own record's phase.
	Attempts []attemptView `json:"attempts,omitempty"`
	// Notice is the provider's failure notice for this escrow job, if one came.
	Notice *requester.Notice `json:"notice,omitempty"`
}

// attemptView is one attempt of a job (requester.Attempt) with the phase of its own record.
type attemptView struct {
	requester.Attempt
	Phase requester.Phase `json:"phase,omitempty"`
}

// viewOf returns rec's view, its attempts' phases read by get (an attempt not found shows none).
func viewOf(rec *requester.Record, get func(contracts.JobID) (*requester.Record, error)) jobView {
	v := jobView{Record: rec}
	for _, a := range rec.Attempts {
		av := attemptView{Attempt: a}
		if ar, err := get(a.JobID); err == nil {
			av.Phase = ar.Phase
		}
		v.Attempts = append(v.Attempts, av)
	}
	return v
}

// phase is the job's phase as a user reads it: its current attempt's.
func (v jobView) phase() requester.Phase {
	if n := len(v.Attempts); n > 0 && v.Attempts[n-1].Phase != "" {
		return v.Attempts[n-1].Phase
	}
	return v.Record.Phase
}

// printAttempts writes the job's attempts (and why failover stopped), one line each.
func (e *env) printAttempts(v jobView) {
	if v.AttemptOf != nil {
		e.printf("attempt of %s (`gpumesh job status %s` shows every attempt)\n", v.AttemptOf.Hex(), v.AttemptOf.Hex())
	}
	if len(v.Attempts) == 0 {
		return
	}
	e.printf("attempts  %d (retries %d)\n", len(v.Attempts), v.Retries)
	for i, a := range v.Attempts {
		prov := "-"
		if a.Provider != (common.Address{}) {
			prov = a.Provider.Hex()
		}
		line := fmt.Sprintf("  #%d %s provider %s %s", i+1, a.JobID.Hex(), prov, a.Phase)
		if a.Cause != "" {
			line += ": " + a.Cause
		}
		if a.RefundDue {
			line += " [refund due after its deadline]"
		}
		e.printf("%s\n", line)
	}
	if v.FailoverError != "" {
		e.printf("failed    %s\n", v.FailoverError)
	}
}

func jobRunCommands(e *env) []*cli.Command {
	return []*cli.Command{
		{
			Name:      "submit",
			Usage:     "submit a job spec: add inputs, match a provider, open the escrow (and with --wait fetch the result)",
			ArgsUsage: "SPEC",
			Description: "Progress goes to stderr, one line per phase with its time. Without --wait the command returns\n" +
				"once the provider has submitted its result CID on chain (it keeps serving the inputs until then);\n" +
				"`job result ID --out DIR` fetches it. With --wait it also fetches and decrypts the result into --out.\n" +
				"An attempt that ends without a result (the provider gave up or abandoned it, or missed its deadline)\n" +
				"moves to another provider, up to the spec's retries (default 2); `job status ID` lists the attempts.\n" +
				"Exit status: 0 done, 1 failure (no provider, chain error), 2 bad spec or flags, 3 the job was refunded\n" +
				"(on every attempt, with failover).",
			Flags: append(requesterFlags(),
				&cli.BoolFlag{Name: "wait", Usage: "wait for the result and fetch it into --out"},
				&cli.StringFlag{Name: "out", Usage: "result `DIR` (must be new or empty); default <requester data dir>/results/<job id>"},
			),
			Action: func(ctx context.Context, cmd *cli.Command) error {
				if cmd.Args().Len() != 1 {
					return usageError("job submit: give one spec file")
				}
				if cmd.IsSet("out") && !cmd.Bool("wait") {
					return usageError("job submit: --out needs --wait (without it the command returns before the result exists): add --wait, or fetch it later with `gpumesh job result ID --out DIR`")
				}
				path := cmd.Args().First()
				spec, err := jobspec.ParseFile(path, jobspec.Options{BaseDir: filepath.Dir(path)})
				if err != nil {
					return usageError("job submit: %s: %v", path, err)
				}
				r, err := e.openRequester(ctx, cmd)
				if err != nil {
					return err
				}
				defer r.Close()
				out := cmd.String("out")
				progress := e.progressPrinter(ctx) // one printer for both: it keeps the terminal's line
				j, err := r.Submit(ctx, spec, requester.SubmitOptions{BaseDir: filepath.Dir(path), OutDir: out, Progress: progress})
				var doubt *requester.OpenInDoubtError
				var id contracts.JobID
				switch {
				case errors.As(err, &doubt) && ctx.Err() == nil:
					// The open was sent and its answer lost: Complete learns from the chain
					// whether it landed (and goes on) or lapsed (and fails over).
					e.logger.Warn("escrow open's outcome unknown: following the job to learn it from the chain", "job", doubt.JobID, "err", doubt.Err)
					id = doubt.JobID
				case err != nil:
					return err
				default:
					id = j.ID
				}
				// Complete fails over to another provider when an attempt ends without a result.
				rec, err := r.Complete(ctx, id, requester.FollowOptions{NoFetch: !cmd.Bool("wait"), RefundAfterDeadline: true, Progress: progress})
				if err != nil {
					if ctx.Err() != nil { // interrupted: the job lives on, on chain and at the provider
						e.interruptedNotice(id)
					}
					return err
				}
				if e.jsonOut {
					return e.printJSON(viewOf(rec, r.Get))
				}
				e.printf("job %s %s\n", id, rec.Phase)
				if rec.ID != id {
					e.printf("attempt %s (after failover; `gpumesh job status %s` shows every attempt)\n", rec.ID, id)
				}
				if rec.ResultCID != "" {
					e.printf("result %s\n", rec.ResultCID)
				}
				if rec.Phase == requester.PhaseFetched || rec.Phase == requester.PhaseProven {
					e.printf("output %s\n", rec.OutDir)
				}
				return nil
			},
		},
		{
			Name:      "status",
			Usage:     "show a job's phase and its escrow state",
			ArgsUsage: "ID",
			Flags:     requesterFlags(),
			Action: func(ctx context.Context, cmd *cli.Command) error {
				ref, err := jobIDArg(cmd)
				if err != nil {
					return err
				}
				s, err := e.openJobStore(ctx, cmd)
				if isStateHeld(err) {
					// Another command holds the requester's state and serves no local API:
					// answer from the chain, which is the authority on payment anyway.
					if ref.short != "" {
						return usageError("job status: another gpumesh command (a `job submit --wait`?) holds the local job store, so the short id %s cannot be looked up: give the full id (the submit's last line, or `job list` once it ends)", ref.short)
					}
					return e.chainJobStatus(ctx, cmd, ref.id)
				}
				if err != nil {
					return err
				}
				defer s.close()
				id, err := s.resolve(ctx, ref)
				if err != nil {
					return err
				}
				rec, err := s.get(ctx, id)
				if err != nil {
					return usageError("job status: %v (see `job list`)", err)
				}
				v := viewOf(rec, func(id contracts.JobID) (*requester.Record, error) { return s.get(ctx, id) })
				if s.r != nil { // a notice is kept apart from the records: this process's store only
					if n, ok, err := s.r.NoticeOf(id); err == nil && ok {
						v.Notice = n
					}
				}
				if st, err := s.chain.JobState(ctx, id); err == nil {
					v.ChainStatus, v.ChainTime = st.Status.String(), st.Time
				}
				if e.jsonOut {
					return e.printJSON(v)
				}
				escrow := v.ChainStatus
				if vc := rec.Voucher; vc != nil {
					// A channel job never touches the escrow: say how it was paid instead.
					escrow = fmt.Sprintf("none (paid by voucher #%d on channel %s)", vc.Sequence, common.Hash(vc.ChannelID).Hex())
				}
				e.printf("job       %s\nclass     %s\nphase     %s\nescrow    %s\nspec      %s\n", rec.ID, rec.Class, v.phase(), escrow, rec.SpecCID)
				if a := rec.Acceptance; a != nil {
					dec := tokenDecimals(ctx, s.chain)
					e.printf("provider  %s\nprice     %s\ncollateral %s\ndeadline  %s\n", a.Provider.Hex(), formatTokens(a.Price, dec),
						formatTokens(a.Collateral, dec), time.Unix(int64(a.Deadline), 0).UTC().Format(time.RFC3339))
				}
				if rec.ResultCID != "" {
					e.printf("result    %s\n", rec.ResultCID)
				}
				if rec.Error != "" {
					e.printf("error     %s\n", rec.Error)
				}
				if n := v.Notice; n != nil {
					e.printf("notice    provider gave up at %s: %s %s (abandoned: %t)\n", n.Received.UTC().Format(time.RFC3339), n.Cause, n.Detail, n.Abandoned)
				}
				e.printAttempts(v)
				return nil
			},
		},
		{
			Name:      "logs",
			Usage:     "show a job's events (phase changes with times), then its own stdout and stderr once fetched; --follow streams them live from the provider",
			ArgsUsage: "ID",
			Description: "--follow asks the provider running the job for its stdout and stderr as the job writes them\n" +
				"(/gpumesh/joblogs/1; only the job's requester wallet is served) and prints them until the run ends.\n" +
				"A dropped connection is resumed where it stopped. The provider keeps the first 1 MiB of each stream\n" +
				"for live logs; the result holds the job's own capped copy.",
			Flags: append(requesterFlags(), &cli.BoolFlag{Name: "follow", Aliases: []string{"f"}, Usage: "stream the job's stdout and stderr live until its run ends"}),
			Action: func(ctx context.Context, cmd *cli.Command) error {
				ref, err := jobIDArg(cmd)
				if err != nil {
					return err
				}
				if cmd.Bool("follow") {
					return e.followLogs(ctx, cmd, ref)
				}
				s, err := e.openJobStore(ctx, cmd)
				if err != nil {
					return err
				}
				defer s.close()
				id, err := s.resolve(ctx, ref)
				if err != nil {
					return err
				}
				rec, err := s.get(ctx, id)
				if err != nil {
					return usageError("job logs: %v (see `job list`)", err)
				}
				if e.jsonOut {
					return e.printJSON(rec.Events)
				}
				for _, ev := range rec.Events {
					e.printf("%s  %-10s %8s  %s\n", ev.Time.Format(time.RFC3339Nano), ev.Phase, ev.Took.Round(time.Millisecond), ev.Detail)
				}
				e.printJobOutput(rec, shortJobID(id))
				return nil
			},
		},
		{
			Name:      "result",
			Usage:     "fetch (and decrypt) a job's result into a directory",
			ArgsUsage: "ID",
			Flags:     append(requesterFlags(), &cli.StringFlag{Name: "out", Usage: "result `DIR` (new or empty)", Required: true}),
			Action: func(ctx context.Context, cmd *cli.Command) error {
				ref, err := jobIDArg(cmd)
				if err != nil {
					return err
				}
				r, id, err := e.openRequesterFor(ctx, cmd, ref)
				if err != nil {
					return err
				}
				defer r.Close()
				if err := r.FetchResult(ctx, id, cmd.String("out")); err != nil {
					if errors.Is(err, requester.ErrUnknownJob) {
						return usageError("job result: %v (see `job list`)", err)
					}
					return err
				}
				if e.jsonOut {
					return e.printJSON(map[string]string{"job": id.Hex(), "out": cmd.String("out")})
				}
				e.printf("result of %s in %s\n", id, cmd.String("out"))
				return nil
			},
		},
		{
			Name:      "cancel",
			Usage:     "get a job's payment back after its deadline passed without a result",
			ArgsUsage: "ID",
			Description: "The escrow has no cancel before the deadline: a provider that accepted the job keeps the right\n" +
				"to deliver until then, and its collateral is locked for it. After the deadline without a result,\n" +
				"cancel sends the refund: the payment comes back and the provider's collateral is slashed.\n" +
				"Before the deadline it exits 1 and says when to retry. A failed-over attempt whose provider gave up\n" +
				"without abandoning (`job status` marks it [refund due]) is refunded the same way: give the attempt's id.",
			Flags: requesterFlags(),
			Action: func(ctx context.Context, cmd *cli.Command) error {
				ref, err := jobIDArg(cmd)
				if err != nil {
					return err
				}
				r, id, err := e.openRequesterFor(ctx, cmd, ref)
				if err != nil {
					return err
				}
				defer r.Close()
				rc, err := r.Refund(ctx, id)
				if err != nil {
					if errors.Is(err, requester.ErrUnknownJob) {
						return usageError("job cancel: %v (see `job list`)", err)
					}
					return err
				}
				if e.jsonOut {
					return e.printJSON(map[string]any{"job": id.Hex(), "refund_tx": rc.TxHash, "gas": rc.GasUsed})
				}
				e.printf("job %s refunded (tx %s, gas %d); the provider's collateral was slashed\n", id, rc.TxHash.Hex(), rc.GasUsed)
				return nil
			},
		},
		{
			Name:  "list",
			Usage: "list this requester's jobs",
			Flags: requesterFlags(),
			Action: func(ctx context.Context, cmd *cli.Command) error {
				recs, err := e.requesterJobs(ctx, cmd)
				if err != nil {
					return err
				}
				// One line per job: a failover attempt shows under its job (attempts, the
				// current attempt's phase and result), not as a job of its own.
				byID := make(map[contracts.JobID]*requester.Record, len(recs))
				for _, rec := range recs {
					byID[rec.ID] = rec
				}
				get := func(id contracts.JobID) (*requester.Record, error) {
					if rec, ok := byID[id]; ok {
						return rec, nil
					}
					return nil, requester.ErrUnknownJob
				}
				views := []jobView{}
				for _, rec := range recs {
					if rec.AttemptOf == nil {
						views = append(views, viewOf(rec, get))
					}
				}
				if e.jsonOut {
					return e.printJSON(views)
				}
				e.printf("%-66s %-6s %-10s %-8s %-20s %s\n", "job", "class", "phase", "attempts", "created", "result")
				for _, v := range views {
					attempts, result := 1, v.ResultCID
					if n := len(v.Attempts); n > 0 {
						attempts = n
						if cur, ok := byID[v.Attempts[n-1].JobID]; ok {
							result = cur.ResultCID
						}
					}
					e.printf("%-66s %-6s %-10s %-8d %-20s %s\n", v.ID, v.Class, v.phase(), attempts, v.Created.UTC().Format("2006-01-02 15:04:05"), result)
				}
				return nil
			},
		},
	}
}
