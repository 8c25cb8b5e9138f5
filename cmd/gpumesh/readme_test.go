package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// The README's quickstart blocks, by heading; TestReadmeQuickstarts runs them in this order.
var readmeQuickstarts = []string{"## Quickstart: requester (local devnet)", "## Quickstart: GPU owner (local devnet)"}

// readyLines are what a "leave running" command prints once the next lines can use it.
var readyLines = map[string]string{
	"devnet up":    "devnet is up",
	"provider run": "provider ready;",
}

// TestReadmeQuickstarts follows the README's quickstarts literally, for both personas: every
// line of their sh blocks, in a fresh home directory (so ~/.gpumesh is new) and working
// directory. gpumesh lines run the CLI in process (stdout redirections included); a line whose
// comment says "leave running" runs in the background until its ready line appears; other lines
// (echo, cat, chmod) run in sh. Any line that fails fails the test: the README drifted from the
// CLI.
func TestReadmeQuickstarts(t *testing.T) {
	if testing.Short() {
		t.Skip("-short skips the integration tier: this starts a devnet with provider daemons and runs the README's commands")
	}
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	root := t.TempDir()
	home, work := filepath.Join(root, "home"), filepath.Join(root, "work")
	for _, d := range []string{home, work} {
		if err := os.Mkdir(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv("HOME", home)
	for _, v := range []string{"GPUMESH_DATA_DIR", "GPUMESH_CONFIG", "GPUMESH_JSON", "GPUMESH_RPC", "GPUMESH_DEPLOYMENT", "GPUMESH_KEYSTORE", "GPUMESH_PASSWORD_FILE"} {
		if _, ok := os.LookupEnv(v); ok {
			t.Setenv(v, "") // restored after the test
			os.Unsetenv(v)
		}
	}
	t.Chdir(work)

	var bg sync.WaitGroup
	bgCtx, stopBG := context.WithCancel(ctx)
	defer func() { stopBG(); bg.Wait() }()
	for _, heading := range readmeQuickstarts {
		lines, err := shBlockAfter(string(readme), heading)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range lines {
			cmdLine, comment, _ := strings.Cut(line, " #")
			cmdLine = strings.TrimSpace(cmdLine)
			t.Logf("$ %s", cmdLine)
			args, ok := strings.CutPrefix(cmdLine, "gpumesh ")
			if !ok {
				sh := exec.CommandContext(ctx, "sh", "-c", cmdLine)
				sh.Dir = work
				if out, err := sh.CombinedOutput(); err != nil {
					t.Fatalf("%s: README line %q: %v\n%s", heading, line, err, out)
				} else {
					t.Logf("%s", out)
				}
				continue
			}
			argv, redirect, err := splitCommandLine(args, home)
			if err != nil {
				t.Fatalf("%s: README line %q: %v", heading, line, err)
			}
			if strings.Contains(comment, "leave running") {
				ready := ""
				for prefix, r := range readyLines {
					if strings.HasPrefix(args, prefix) {
						ready = r
					}
				}
				if ready == "" {
					t.Fatalf("%s: README line %q is left running, but the test knows no ready line for it: add it to readyLines", heading, line)
				}
				out := &syncBuffer{}
				bg.Add(1)
				go func() {
					defer bg.Done()
					run(bgCtx, append([]string{"gpumesh"}, argv...), strings.NewReader(""), out, out)
				}()
				waitForOutput(t, ctx, out, ready, line)
				continue
			}
			var stdout, stderr bytes.Buffer
			code := run(ctx, append([]string{"gpumesh"}, argv...), strings.NewReader(""), &stdout, &stderr)
			if code != exitOK {
				t.Fatalf("%s: README line %q: exit %d\nstdout:\n%s\nstderr:\n%s", heading, line, code, stdout.String(), stderr.String())
			}
			if redirect != "" {
				if err := os.WriteFile(redirect, stdout.Bytes(), 0o600); err != nil {
					t.Fatal(err)
				}
			} else {
				t.Logf("%s%s", stdout.String(), stderr.String())
			}
		}
	}
}

// syncBuffer collects a background command's output while the test reads it.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// waitForOutput waits until out holds ready (the background command is up) or ctx ends.
func waitForOutput(t *testing.T, ctx context.Context, out *syncBuffer, ready, line string) {
	t.Helper()
	tick := time.NewTicker(50 * time.Millisecond)
	defer tick.Stop()
	for !strings.Contains(out.String(), ready) {
		select {
		case <-ctx.Done():
			t.Fatalf("README line %q never printed %q:\n%s", line, ready, out.String())
		case <-tick.C:
		}
	}
	t.Logf("%s", out.String())
}

// shBlockAfter returns the command lines of the first ```sh block after heading.
func shBlockAfter(readme, heading string) ([]string, error) {
	_, rest, ok := strings.Cut(readme, "\n"+heading+"\n")
	if !ok {
		return nil, &readmeError{"no heading " + heading}
	}
	_, rest, ok = strings.Cut(rest, "```sh\n")
	if !ok {
		return nil, &readmeError{"no sh block after " + heading}
	}
	block, _, ok := strings.Cut(rest, "```")
	if !ok {
		return nil, &readmeError{"unterminated sh block after " + heading}
	}
	var lines []string
	for _, l := range strings.Split(block, "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			lines = append(lines, l)
		}
	}
	return lines, nil
}

type readmeError struct{ msg string }

func (e *readmeError) Error() string { return "README: " + e.msg }

// splitCommandLine splits a gpumesh command line as sh would for the forms the README uses:
// words, single and double quotes, ~/ for home, and one trailing "> FILE".
func splitCommandLine(s, home string) (argv []string, redirect string, err error) {
	var (
		words []string
		cur   strings.Builder
		quote rune
		inArg bool
	)
	for _, r := range s {
		switch {
		case quote != 0 && r == quote:
			quote = 0
		case quote != 0:
			cur.WriteRune(r)
		case r == '\'' || r == '"':
			quote, inArg = r, true
		case r == ' ' || r == '\t':
			if inArg {
				words, inArg = append(words, cur.String()), false
				cur.Reset()
			}
		case strings.ContainsRune("|&;<$`()", r):
			return nil, "", &readmeError{"shell syntax " + string(r) + " in a gpumesh line: keep README gpumesh lines to words, quotes and > FILE"}
		default:
			cur.WriteRune(r)
			inArg = true
		}
	}
	if quote != 0 {
		return nil, "", &readmeError{"unterminated quote"}
	}
	if inArg {
		words = append(words, cur.String())
	}
	for i, w := range words {
		if rest, ok := strings.CutPrefix(w, "~/"); ok {
			words[i] = filepath.Join(home, rest)
		}
		if w == ">" {
			if i != len(words)-2 {
				return nil, "", &readmeError{"> must be followed by exactly one file, at the end"}
			}
			return words[:i], words[i+1], nil
		}
	}
	return words, "", nil
}
