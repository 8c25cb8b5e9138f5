package wire

import (
	"bytes"
	"encoding/hex"
	"errors"
	"math/big"
	"testing"
)

type msg struct {
	A uint64   `cbor:"1,keyasint"`
	B []byte   `cbor:"2,keyasint,omitempty"`
	C []uint64 `cbor:"3,keyasint,omitempty"`
	D *big.Int `cbor:"4,keyasint,omitempty"`
}

var strict = MustDecoder(Limits{MaxSize: 64, MaxNestedLevels: 4, MaxArrayElements: 16, MaxMapPairs: 16})

func mustHex(t *testing.T, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestMarshalDeterministic: map keys come out sorted and integers in their shortest form,
// whatever the Go map's order.
func TestMarshalDeterministic(t *testing.T) {
	b, err := Marshal(map[int]uint64{3: 1, 1: 500, 2: 0})
	if err != nil {
		t.Fatal(err)
	}
	if want := mustHex(t, "a3011901f402000301"); !bytes.Equal(b, want) {
		t.Fatalf("encoding %x, want %x", b, want)
	}
	big2 := new(big.Int).Lsh(big.NewInt(1), 70)
	b, err = Marshal(msg{A: 1, D: big2})
	if err != nil {
		t.Fatal(err)
	}
	var got msg
	if err := MustDecoder(Limits{MaxNestedLevels: 4, MaxArrayElements: 16, MaxMapPairs: 16, Bignums: true}).Unmarshal(b, &got); err != nil || got.D.Cmp(big2) != 0 {
		t.Fatalf("bignum round trip: %v, %v", got.D, err)
	}
	if err := strict.Unmarshal(b, &got); err == nil {
		t.Fatal("a decoder without Bignums took a tag")
	}
}

// TestDecoderRejects: each strict rule refuses the input it is for, and the same bytes decode
// once the rule is relaxed where a Limits field allows it.
func TestDecoderRejects(t *testing.T) {
	var m msg
	for name, c := range map[string]struct {
		in   string
		want error // nil: any error
	}{
		"duplicate key":    {in: "a201010102"},
		"unknown field":    {in: "a2010105f5"},
		"indefinite":       {in: "a1035f4101ff"},
		"invalid utf-8":    {in: "a16178"}, // truncated text key
		"trailing bytes":   {in: "a1010100"},
		"tag":              {in: "a101c11a5e000000"},
		"too deep":         {in: "a10381818181818101"},
		"array too long":   {in: "a10391" + "0101010101010101010101010101010101"[:34]},
		"too large":        {in: "a10258ff" + string(bytes.Repeat([]byte("00"), 255)), want: ErrTooLarge},
		"not a map":        {in: "01"},
		"truncated":        {in: "a201"},
		"negative for u64": {in: "a10120"},
	} {
		err := strict.Unmarshal(mustHex(t, c.in), &m)
		if err == nil || (c.want != nil && !errors.Is(err, c.want)) {
			t.Errorf("%s: err %v, want %v", name, err, c.want)
		}
	}
	loose := MustDecoder(Limits{MaxSize: 64, MaxNestedLevels: 4, MaxArrayElements: 16, MaxMapPairs: 16, IgnoreUnknownFields: true})
	if err := loose.Unmarshal(mustHex(t, "a2010705f5"), &m); err != nil || m.A != 7 {
		t.Fatalf("IgnoreUnknownFields: %+v, %v", m, err)
	}
	if err := loose.Unmarshal(mustHex(t, "a201010102"), &m); err == nil {
		t.Fatal("IgnoreUnknownFields took a duplicate key")
	}
}

func TestMapLimit(t *testing.T) {
	big := map[int]int{}
	for i := 0; i < 17; i++ {
		big[i] = i
	}
	b, err := Marshal(big)
	if err != nil {
		t.Fatal(err)
	}
	var out map[int]int
	if err := strict.Unmarshal(b, &out); err == nil {
		t.Fatal("a 17-pair map passed a 16-pair limit")
	}
	delete(big, 16)
	b, _ = Marshal(big)
	if err := strict.Unmarshal(b, &out); err != nil || len(out) != 16 {
		t.Fatalf("a 16-pair map: %d pairs, %v", len(out), err)
	}
}

func TestNewDecoderLimits(t *testing.T) {
	for name, l := range map[string]Limits{
		"zero":           {},
		"negative size":  {MaxSize: -1, MaxNestedLevels: 4, MaxArrayElements: 16, MaxMapPairs: 16},
		"nesting 2":      {MaxNestedLevels: 2, MaxArrayElements: 16, MaxMapPairs: 16},
		"no array limit": {MaxNestedLevels: 4, MaxMapPairs: 16},
		"map 1":          {MaxNestedLevels: 4, MaxArrayElements: 16, MaxMapPairs: 1},
	} {
		if _, err := NewDecoder(l); !errors.Is(err, ErrLimits) {
			t.Errorf("%s: err %v, want ErrLimits", name, err)
		}
	}
}

func FuzzDecoder(f *testing.F) {
	good, _ := Marshal(msg{A: 1, B: []byte{2}, C: []uint64{3}})
	f.Add(good)
	f.Add([]byte{0xa2, 0x01, 0x01, 0x01, 0x02})
	f.Fuzz(func(t *testing.T, b []byte) {
		var m msg
		if err := strict.Unmarshal(b, &m); err != nil {
			return
		}
		// Whatever decodes re-encodes, and the re-encoding decodes to the same value.
		again, err := Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		var m2 msg
		if err := strict.Unmarshal(again, &m2); err != nil {
			t.Fatalf("re-encoding %x does not decode: %v", again, err)
		}
	})
}
