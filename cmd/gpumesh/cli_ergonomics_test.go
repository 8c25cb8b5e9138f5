package main

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market/requester"
)

// TestCLIErgonomics: help follows every word, a typo'd command is bad input with the nearest
// name, completion is listed, and bad input found before any network (a missing file to add,
// --out without --wait, an absurd max_price) exits 2 naming the fix.
func TestCLIErgonomics(t *testing.T) {
	dir := t.TempDir()
	spec := writeFile(t, dir, "job.yaml", "version: 1\nclass: batch\nmodule: bafkreie2ckidrwnablwqz5vh5iczzjikqe2esbq2xb4erty2cpvp34z3fq\nmax_price: \"1000000000\"\n", 0o644)
	for _, tc := range []struct {
		name   string
		args   []string
		code   int
		stdout string // substrings
		stderr string
	}{
		{"help job submit", []string{"help", "job", "submit"}, exitOK, "gpumesh job submit - submit a job spec", ""},
		{"help of a group", []string{"help", "job"}, exitOK, "gpumesh job - check job specs", ""},
		{"group help subcommand", []string{"job", "help", "submit"}, exitOK, "gpumesh job submit - submit a job spec", ""},
		{"group without arguments", []string{"job"}, exitOK, "gpumesh job - check job specs", ""},
		{"help typo", []string{"help", "job", "sumbit"}, exitUsage, "", "did you mean `gpumesh job submit`?"},
		{"top-level typo", []string{"jbo"}, exitUsage, "", "unknown command \"jbo\"; did you mean `gpumesh job`?"},
		{"subcommand typo", []string{"job", "sbmit"}, exitUsage, "", "did you mean `gpumesh job submit`?"},
		{"nothing near", []string{"frobnicate"}, exitUsage, "", "unknown command \"frobnicate\" (see `gpumesh --help`)"},
		{"completion listed", []string{"--help"}, exitOK, "completion", ""},
		{"completion works", []string{"completion", "bash"}, exitOK, "gpumesh", ""},
		{"content add of a missing file", []string{"content", "add", filepath.Join(dir, "nope.txt")}, exitUsage, "", "no such file or directory"},
		{"--out without --wait", []string{"job", "submit", spec, "--out", filepath.Join(dir, "out")}, exitUsage, "", "--out needs --wait"},
		{"absurd max_price", []string{"job", "validate", spec}, exitUsage, "", "max_price"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := gpumesh(t, append([]string{"--data-dir", dir}, tc.args...)...)
			if code != tc.code || !strings.Contains(out, tc.stdout) || !strings.Contains(errOut, tc.stderr) {
				t.Fatalf("exit %d (want %d)\nstdout: %s\nstderr: %s\nwant stdout with %q, stderr with %q", code, tc.code, out, errOut, tc.stdout, tc.stderr)
			}
		})
	}
	if _, err := os.Stat(filepath.Join(dir, "out")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("submit with --out and no --wait created %s (%v)", filepath.Join(dir, "out"), err)
	}
}

func TestShortJobID(t *testing.T) {
	id := func(head, tail string) contracts.JobID {
		v, err := contracts.ParseJobID("0x" + head + strings.Repeat("0", 64-len(head)-len(tail)) + tail)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	// Two jobs of one requester (same address, different random ends), one of another.
	ids := []contracts.JobID{id("abcd1234", "11111111"), id("abcd1234", "22222222"), id("ffff", "33333333")}
	if got := shortJobID(ids[0]); got != "11111111" {
		t.Fatalf("shortJobID = %s, want the last 8 hex digits", got)
	}
	for _, tc := range []struct {
		short string
		want  contracts.JobID
		err   string
	}{
		{shortJobID(ids[0]), ids[0], ""},
		{"2222", ids[1], ""},
		{"ffff", ids[2], ""},
		{"abcd1234", contracts.JobID{}, "ambiguous: 2 jobs match it"},
		{"4444", contracts.JobID{}, "no job of this requester starts or ends with 4444"},
	} {
		got, err := jobRef{cmd: "gpumesh job status", short: tc.short}.match(ids)
		var ue *usageErr
		switch {
		case tc.err == "" && (err != nil || got != tc.want):
			t.Errorf("%s: %v, %v; want %s", tc.short, got, err, tc.want)
		case tc.err != "" && (err == nil || !errors.As(err, &ue) || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%s: %v; want a usage error with %q", tc.short, err, tc.err)
		}
	}
}

// TestJobViewHidesSecret: the --json form of a job never carries the spot-check secret, which
// the local record keeps.
func TestJobViewHidesSecret(t *testing.T) {
	rec := &requester.Record{Class: "batch", Secret: hexutil.Bytes{0xde, 0xad, 0xbe, 0xef}}
	b, err := json.Marshal(jobView{Record: rec})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(b), "secret") || strings.Contains(string(b), "deadbeef") {
		t.Fatalf("job JSON carries the secret: %s", b)
	}
	if !strings.Contains(string(b), `"class":"batch"`) {
		t.Fatalf("job JSON lost the record: %s", b)
	}
}

// TestRelativeDataDir: --data-dir is made absolute once, so the daemons it is handed to (devnet
// providers, content stores refuse relative paths) and the messages that name it see one place.
func TestRelativeDataDir(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	code, _, errOut := gpumesh(t, "--data-dir", "rel", "devnet", "fund", "0x000000000000000000000000000000000000dEaD")
	want := filepath.Join(dir, "rel", "devnet") + ":"
	if code != exitUsage || !strings.Contains(errOut, "no deployment record at "+want) {
		t.Fatalf("devnet fund without a devnet: exit %d, stderr %q; want a usage error naming %s", code, errOut, want)
	}
}
