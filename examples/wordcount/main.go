// Command wordcount is the example wasm job: the smallest useful program that shows the whole
// module interface (README, "Writing a wasm job"). Build it with `make examples`, which runs
//
//	GOOS=wasip1 GOARCH=wasm go build -o examples/wordcount/wordcount.wasm ./examples/wordcount
//
// It reads every file beneath /in (each spec input is /in/<name>, a file or a directory), counts
// the lines, words and bytes of each, and writes /out/counts.json. Its arguments (the spec's
// `args`) are optional: `--sample N` also draws N of the words at random, from the job's seeded
// random source, to show that a re-run with the same seed draws the same ones. Everything it
// prints is fixed by its inputs, args and seed, so a spot-check re-run gives the same bytes.
package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	crand "crypto/rand"
)

// counts is one input file's tally.
type counts struct {
	Path  string `json:"path"`
	Lines int    `json:"lines"`
	Words int    `json:"words"`
	Bytes int64  `json:"bytes"`
}

// report is /out/counts.json.
type report struct {
	Files  []counts `json:"files"`
	Words  int      `json:"words"`
	Sample []string `json:"sample,omitempty"`
	// Started is the module's clock at start: the executor's fixed clock (2000-01-01), not the
	// provider's, so it is the same on every run.
	Started time.Time `json:"started"`
}

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "wordcount:", err)
		os.Exit(1)
	}
}

func run(args []string) error {
	fl := flag.NewFlagSet("wordcount", flag.ContinueOnError)
	sample := fl.Int("sample", 0, "also draw N words at random (from the job's seed)")
	in := fl.String("in", "/in", "where the inputs are")
	out := fl.String("out", "/out", "where to write counts.json")
	if err := fl.Parse(args); err != nil {
		return err
	}
	if *sample < 0 || *sample > 1000 {
		return fmt.Errorf("--sample %d: use 0..1000", *sample)
	}
	rep := report{Started: time.Now().UTC()}
	var words []string
	err := filepath.WalkDir(*in, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		c, w, err := count(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(*in, p)
		c.Path = rel
		rep.Files = append(rep.Files, c)
		rep.Words += c.Words
		if *sample > 0 {
			words = append(words, w...)
		}
		return nil
	})
	if errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("no inputs: %s does not exist (give the job at least one input)", *in)
	}
	if err != nil {
		return err
	}
	sort.Slice(rep.Files, func(i, j int) bool { return rep.Files[i].Path < rep.Files[j].Path })
	if *sample > 0 && len(words) > 0 {
		// The seed comes from random_get, which the executor feeds from the spec's seed.
		var seed [32]byte
		if _, err := crand.Read(seed[:]); err != nil {
			return err
		}
		rng := rand.New(rand.NewChaCha8(seed))
		for range *sample {
			rep.Sample = append(rep.Sample, words[rng.IntN(len(words))])
		}
	}
	b, err := json.MarshalIndent(rep, "", "  ")
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(*out, "counts.json"), append(b, '\n'), 0o644); err != nil {
		return err
	}
	fmt.Printf("%d files, %d words\n", len(rep.Files), rep.Words)
	return nil
}

// count tallies one file, returning its words too (kept only when sampling).
func count(path string) (counts, []string, error) {
	f, err := os.Open(path)
	if err != nil {
		return counts{}, nil, err
	}
	defer f.Close()
	var c counts
	var words []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		c.Lines++
		c.Bytes += int64(len(line)) + 1
		ws := strings.Fields(line)
		c.Words += len(ws)
		if len(words) < 1<<16 {
			words = append(words, ws...)
		}
	}
	if err := sc.Err(); err != nil {
		return counts{}, nil, fmt.Errorf("%s: %w", path, err)
	}
	return c, words, nil
}
