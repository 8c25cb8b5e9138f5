package reputation

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"math"
	"math/big"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

var update = flag.Bool("update", false, "rewrite golden files")

var (
	alice = common.HexToAddress("0xa1")
	bob   = common.HexToAddress("0xb2")
)

func eth(x int64) *big.Int { return new(big.Int).Mul(big.NewInt(x), big.NewInt(1e16)) } // x/100 token

func TestDecayTable(t *testing.T) {
	for i, v := range exp2NegTable {
		want := math.Exp2(-float64(i)/64) * (1 << 32)
		if math.Abs(float64(v)-want) > 0.5 {
			t.Fatalf("entry %d = %d, want %.1f", i, v, want)
		}
	}
	const h = 1000
	for _, tc := range []struct{ age, want uint64 }{
		{0, 1 << 32}, {h, 1 << 31}, {2 * h, 1 << 30}, {h / 2, exp2NegTable[32]}, {40 * h, 0},
	} {
		if got := decayQ32(tc.age, h); got != tc.want {
			t.Errorf("decay(%d)=%d, want %d", tc.age, got, tc.want)
		}
	}
}

func TestValueWeight(t *testing.T) {
	c := Config{}.withDefaults()
	for _, tc := range []struct {
		v    *big.Int
		want uint64
	}{
		{nil, 1}, {big.NewInt(0), 1}, {eth(1), 2}, {eth(3), 3}, {eth(4), 4}, {eth(100), 8},
		{new(big.Int).Lsh(big.NewInt(1), 200), 16},
	} {
		if got := c.valueWeight(Event{Kind: Completed, Value: tc.v}); got != tc.want {
			t.Errorf("value %v: weight %d, want %d", tc.v, got, tc.want)
		}
	}
	if got := c.valueWeight(Event{Kind: ChallengePassed, Value: eth(1000)}); got != 4 {
		t.Errorf("challenge weight %d", got)
	}
}

func TestScores(t *testing.T) {
	const day = 24 * 3600
	now := uint64(100 * day)
	cases := []struct {
		name   string
		events []Event
		check  func(Score) bool
	}{
		{"no events is the prior", nil, func(s Score) bool { return s.Mean == 0.5 }},
		{"completed raises", []Event{{Provider: alice, Kind: Completed, Value: eth(1), Time: now}}, func(s Score) bool {
			return s.Mean == 6.0/10 && s.Success == 2 && s.Failure == 0 // prior 4 of 8, + value weight 2
		}},
		{"slashed lowers", []Event{{Provider: alice, Kind: Slashed, Value: eth(1), Time: now}}, func(s Score) bool {
			return s.Mean == 4.0/12 && s.Failure == 4 // slashing counts double
		}},
		{"half-life halves", []Event{{Provider: alice, Kind: Completed, Value: eth(1), Time: now - 30*day}}, func(s Score) bool {
			return s.Success == 1 && s.Mean == 5.0/9
		}},
		{"future ignored", []Event{{Provider: alice, Kind: Slashed, Time: now + 1}}, func(s Score) bool { return s.Mean == 0.5 && s.Events == 0 }},
		{"duplicate counted once", []Event{
			{Provider: alice, Kind: Completed, Value: eth(1), Time: now, Block: 5, LogIndex: 1},
			{Provider: alice, Kind: Completed, Value: eth(1), Time: now, Block: 5, LogIndex: 1},
		}, func(s Score) bool { return s.Events == 1 && s.Success == 2 }},
		{"dispute won offsets dispute", []Event{
			{Provider: alice, Kind: Disputed, Value: eth(1), Time: now},
			{Provider: alice, Kind: DisputeWon, Value: eth(1), Time: now, LogIndex: 1},
		}, func(s Score) bool { return s.Mean == 0.5 }},
		{"challenge failed", []Event{{Provider: alice, Kind: ChallengeFailed, Time: now}}, func(s Score) bool { return s.Failure == 8 && s.Mean == 0.25 }},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			scores, err := Compute(tc.events, now, Config{})
			if err != nil {
				t.Fatal(err)
			}
			s := Of(scores, alice, Config{})
			if !tc.check(s) {
				t.Fatalf("score %+v", s)
			}
		})
	}
}

func TestDeterministicUnderShuffle(t *testing.T) {
	events := loadEvents(t)
	want, err := Compute(events, 10_000_000, Config{})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 20; i++ {
		shuffled := append([]Event(nil), events...)
		rng.Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
		shuffled = append(shuffled, shuffled[:3]...) // duplicates delivered twice
		got, err := Compute(shuffled, 10_000_000, Config{})
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != len(want) {
			t.Fatal("provider count differs")
		}
		for k := range got {
			if got[k].Mean != want[k].Mean || got[k].s.Cmp(want[k].s) != 0 || got[k].f.Cmp(want[k].f) != 0 {
				t.Fatalf("run %d: %s differs", i, got[k].Provider)
			}
		}
	}
}

func TestInvalidEvents(t *testing.T) {
	for name, e := range map[string]Event{
		"kind":     {Provider: alice, Kind: 0},
		"kind end": {Provider: alice, Kind: kindEnd},
		"provider": {Kind: Completed},
		"negative": {Provider: alice, Kind: Completed, Value: big.NewInt(-1)},
	} {
		if _, err := Compute([]Event{e}, 1, Config{}); !errors.Is(err, ErrEvent) {
			t.Errorf("%s: %v", name, err)
		}
	}
	if _, err := ParseKind("nope"); !errors.Is(err, ErrEvent) {
		t.Error("ParseKind accepted nope")
	}
}

// Honest providers keep a high score; the slashed one ranks lowest.
func TestGolden(t *testing.T) {
	scores, err := Compute(loadEvents(t), 10_000_000, Config{})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := WriteTable(&buf, scores); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join("testdata", "scores.golden")
	if *update {
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test -update)", err)
	}
	if !bytes.Equal(buf.Bytes(), want) {
		t.Fatalf("scores differ:\n%s\nwant:\n%s", buf.Bytes(), want)
	}
	if a, b := Of(scores, alice, Config{}), Of(scores, bob, Config{}); a.Mean <= 0.5 || b.Mean >= 0.5 {
		t.Fatalf("alice %v bob %v", a.Mean, b.Mean)
	}
}

type jsonEvent struct {
	Provider string `json:"provider"`
	Kind     string `json:"kind"`
	Job      string `json:"job"`
	Value    string `json:"value"`
	Time     uint64 `json:"time"`
	Block    uint64 `json:"block"`
	Log      uint   `json:"log"`
}

func loadEvents(t *testing.T) []Event {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "events.json"))
	if err != nil {
		t.Fatal(err)
	}
	var raw []jsonEvent
	if err := json.Unmarshal(b, &raw); err != nil {
		t.Fatal(err)
	}
	out := make([]Event, len(raw))
	for i, r := range raw {
		k, err := ParseKind(r.Kind)
		if err != nil {
			t.Fatal(err)
		}
		e := Event{Provider: common.HexToAddress(r.Provider), Kind: k, JobID: common.HexToHash(r.Job), Time: r.Time, Block: r.Block, LogIndex: r.Log}
		if r.Value != "" {
			v, ok := new(big.Int).SetString(r.Value, 10)
			if !ok {
				t.Fatalf("value %q", r.Value)
			}
			e.Value = v
		}
		out[i] = e
	}
	return out
}

func BenchmarkCompute(b *testing.B) {
	rng := rand.New(rand.NewPCG(3, 4))
	events := make([]Event, 100_000)
	for i := range events {
		events[i] = Event{
			Provider: common.BigToAddress(big.NewInt(int64(1 + rng.IntN(500)))),
			Kind:     Kind(1 + rng.IntN(int(kindEnd-1))), Value: eth(int64(rng.IntN(1000))),
			Time: uint64(rng.IntN(1e7)), Block: uint64(i), LogIndex: 0,
		}
	}
	for b.Loop() {
		if _, err := Compute(events, 1e7, Config{}); err != nil {
			b.Fatal(err)
		}
	}
}

func TestChallengeEvent(t *testing.T) {
	scores, err := Compute([]Event{ChallengeEvent(alice, true, 10, 0), ChallengeEvent(alice, false, 10, 1)}, 10, Config{})
	if err != nil {
		t.Fatal(err)
	}
	s := Of(scores, alice, Config{})
	if s.Events != 2 || s.Success != 4 || s.Failure != 8 {
		t.Fatalf("%+v", s)
	}
}

// Two inputs that differ only in value are ordered by value, so the result does not depend on
// the order they arrive in.
func TestSameKeyDifferentValue(t *testing.T) {
	a := Event{Provider: alice, Kind: Completed, Value: eth(1), Time: 5}
	b := Event{Provider: alice, Kind: Completed, Value: eth(100), Time: 5}
	x, _ := Compute([]Event{a, b}, 5, Config{})
	y, _ := Compute([]Event{b, a}, 5, Config{})
	if x[0].Mean != y[0].Mean || x[0].Events != 2 {
		t.Fatalf("%+v vs %+v", x[0], y[0])
	}
}
