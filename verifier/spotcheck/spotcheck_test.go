package spotcheck

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"math/big"
	"os"
	"path/filepath"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ipfs/go-cid"
	"github.com/multiformats/go-multihash"

	"github.com/gpumesh/gpumesh/contracts"
)

var update = flag.Bool("update", false, "rewrite golden files")

func TestRevealMismatch(t *testing.T) {
	s, err := NewSecret(nil)
	if err != nil {
		t.Fatal(err)
	}
	c := Commit(s)
	if err := CheckReveal(c, s); err != nil {
		t.Fatal(err)
	}
	other := s
	other[0] ^= 1
	if err := CheckReveal(c, other); !errors.Is(err, ErrRevealMismatch) {
		t.Fatalf("err=%v, want ErrRevealMismatch", err)
	}
	if _, err := Select(c, other, contracts.JobID{1}, big.NewRat(1, 2)); !errors.Is(err, ErrRevealMismatch) {
		t.Fatalf("Select err=%v", err)
	}
}

// Vectors a Solidity implementation must reproduce.
func TestHashVectors(t *testing.T) {
	var zero Secret
	if got := Commit(zero).Hex(); got != "0x290decd9548b62a8d60345a988386fc84ba6bc95484008f6362f93160ef3e563" {
		t.Errorf("keccak256(bytes32(0)) = %s", got) // the well-known keccak of 32 zero bytes
	}
	if got := common.BigToHash(SelectionDigest(zero, contracts.JobID{})).Hex(); got != "0xad3228b676f7d3cd4284a5443f17f1962b36e491b30a40b2405849e597ba5fb5" {
		t.Errorf("keccak256(abi.encodePacked(bytes32(0), bytes32(0))) = %s", got)
	}
}

func TestThreshold(t *testing.T) {
	two256 := new(big.Int).Lsh(big.NewInt(1), 256)
	third := new(big.Int).Quo(two256, big.NewInt(3))
	for _, tc := range []struct {
		p    *big.Rat
		want *big.Int
		err  bool
	}{
		{big.NewRat(0, 1), big.NewInt(0), false},
		{big.NewRat(1, 1), two256, false},
		{big.NewRat(1, 2), new(big.Int).Rsh(two256, 1), false},
		{big.NewRat(1, 3), third, false},
		{big.NewRat(-1, 3), nil, true},
		{big.NewRat(4, 3), nil, true},
		{nil, nil, true},
	} {
		got, err := Threshold(tc.p)
		if tc.err {
			if !errors.Is(err, ErrProbability) {
				t.Errorf("p=%v: err=%v", tc.p, err)
			}
			continue
		}
		if err != nil || got.Cmp(tc.want) != 0 {
			t.Errorf("p=%v: %v %v", tc.p, got, err)
		}
	}
	// p=0 never selects, p=1 always does.
	s := Secret{7}
	if Selected(s, contracts.JobID{1}, big.NewInt(0)) || !Selected(s, contracts.JobID{1}, two256) {
		t.Fatal("edge thresholds")
	}
}

// The selection rate matches p (seeded, so deterministic): 12000 draws at p = 1/12.
func TestSelectionRate(t *testing.T) {
	thr, _ := Threshold(big.NewRat(1, 12))
	hits := 0
	for i := 0; i < 12000; i++ {
		var s Secret
		s[0], s[1], s[2] = byte(i), byte(i>>8), 0x5a
		if Selected(s, contracts.JobID{9}, thr) {
			hits++
		}
	}
	// mean 1000, sd ~30: 5 sd either way.
	if hits < 850 || hits > 1150 {
		t.Fatalf("selected %d of 12000 at p=1/12", hits)
	}
}

func TestDefaultParamsMakeCheatingUnprofitable(t *testing.T) {
	p := DefaultParams()
	if err := p.Validate(); err != nil {
		t.Fatal(err)
	}
	for _, c := range p.Classes {
		if c.CheatGainPerReward().Sign() >= 0 {
			t.Errorf("%s: cheating gains %s of reward", c.Class, c.CheatGainPerReward().RatString())
		}
		if c.Probability().Cmp(c.BreakEven()) < 0 {
			t.Errorf("%s: p below break-even", c.Class)
		}
		if c.Probability().Cmp(big.NewRat(1, 10)) > 0 {
			t.Errorf("%s: p=%s re-executes more than 10%% of jobs", c.Class, c.Probability().RatString())
		}
	}
	b, _ := p.For("batch")
	if b.Probability().Cmp(big.NewRat(1, 12)) != 0 || b.BreakEven().Cmp(big.NewRat(1, 15)) != 0 {
		t.Fatalf("batch p=%s break-even=%s", b.Probability().RatString(), b.BreakEven().RatString())
	}
}

func TestParamsValidate(t *testing.T) {
	ok := ClassParams{Class: "x", CostShare: big.NewRat(1, 2), CollateralRatio: big.NewRat(1, 1), Margin: big.NewRat(1, 1)}
	for name, mod := range map[string]func(*ClassParams){
		"name":       func(c *ClassParams) { c.Class = "" },
		"cost zero":  func(c *ClassParams) { c.CostShare = big.NewRat(0, 1) },
		"cost > 1":   func(c *ClassParams) { c.CostShare = big.NewRat(3, 2) },
		"collateral": func(c *ClassParams) { c.CollateralRatio = big.NewRat(-1, 1) },
		"margin < 1": func(c *ClassParams) { c.Margin = big.NewRat(1, 2) },
		"margin nil": func(c *ClassParams) { c.Margin = nil },
	} {
		c := ok
		mod(&c)
		if err := c.Validate(); !errors.Is(err, ErrParams) {
			t.Errorf("%s: %v", name, err)
		}
	}
	if err := (Params{Classes: []ClassParams{ok, ok}}).Validate(); !errors.Is(err, ErrParams) {
		t.Error("duplicate class accepted")
	}
	// A cap at 1 when collateral is too small for the margin.
	hi := ClassParams{Class: "hi", CostShare: big.NewRat(1, 1), CollateralRatio: big.NewRat(0, 1), Margin: big.NewRat(2, 1)}
	if hi.Probability().Cmp(big.NewRat(1, 1)) != 0 {
		t.Fatal("p not capped at 1")
	}
}

func TestProbabilityFor(t *testing.T) {
	p, err := ProbabilityFor(big.NewInt(100), big.NewInt(60), big.NewInt(800), big.NewRat(5, 4))
	if err != nil || p.Cmp(big.NewRat(1, 12)) != 0 {
		t.Fatalf("p=%v err=%v", p, err)
	}
	if _, err := ProbabilityFor(big.NewInt(-1), big.NewInt(1), big.NewInt(1), big.NewRat(1, 1)); !errors.Is(err, ErrParams) {
		t.Fatal(err)
	}
}

func TestParamsTableGolden(t *testing.T) {
	var buf bytes.Buffer
	if err := DefaultParams().WriteTable(&buf); err != nil {
		t.Fatal(err)
	}
	golden(t, "params.golden", buf.Bytes())
}

func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update)", err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("%s differs:\n%s\nwant:\n%s", name, got, want)
	}
}

// fixedReexecutor stands in for another provider re-running the job.
type fixedReexecutor struct {
	out   cid.Cid
	err   error
	calls int
}

func (f *fixedReexecutor) Reexecute(context.Context, Job) (cid.Cid, error) {
	f.calls++
	return f.out, f.err
}

func testCID(t *testing.T, s string) cid.Cid {
	h, err := multihash.Sum([]byte(s), multihash.SHA2_256, -1)
	if err != nil {
		t.Fatal(err)
	}
	return cid.NewCidV1(cid.Raw, h)
}

func TestChecker(t *testing.T) {
	always := Params{Classes: []ClassParams{
		{Class: "batch", CostShare: big.NewRat(1, 1), CollateralRatio: big.NewRat(0, 1), Margin: big.NewRat(1, 1)}, // p = 1
		{Class: "zk", ProofVerified: true}, // p = 0
	}}
	secret := Secret{42}
	good, bad := testCID(t, "good"), testCID(t, "bad")
	job := Job{ID: contracts.JobID{1}, Class: "batch", ResultCID: good, Commitment: Commit(secret), Deterministic: true}
	cases := []struct {
		name    string
		job     func(Job) Job
		secret  Secret
		out     cid.Cid
		verdict Verdict
		err     error
		calls   int
	}{
		{"match", func(j Job) Job { return j }, secret, good, Match, nil, 1},
		{"mismatch", func(j Job) Job { return j }, secret, bad, Mismatch, nil, 1},
		{"not selected", func(j Job) Job { j.Class = "zk"; return j }, secret, bad, NotSelected, nil, 0},
		{"bad reveal", func(j Job) Job { return j }, Secret{43}, good, NotSelected, ErrRevealMismatch, 0},
		{"nondeterministic", func(j Job) Job { j.Deterministic = false; return j }, secret, good, NotSelected, ErrNotDeterministic, 0},
		{"unknown class", func(j Job) Job { j.Class = "nope"; return j }, secret, good, NotSelected, ErrParams, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			re := &fixedReexecutor{out: tc.out}
			c, err := NewChecker(always, re)
			if err != nil {
				t.Fatal(err)
			}
			rep, err := c.Check(context.Background(), tc.job(job), tc.secret)
			if !errors.Is(err, tc.err) || (tc.err == nil) != (err == nil) {
				t.Fatalf("err=%v, want %v", err, tc.err)
			}
			if rep.Verdict != tc.verdict || re.calls != tc.calls {
				t.Fatalf("verdict %s calls %d, want %s %d", rep.Verdict, re.calls, tc.verdict, tc.calls)
			}
		})
	}
}
