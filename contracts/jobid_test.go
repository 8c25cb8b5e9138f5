package contracts

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

func TestParseJobID(t *testing.T) {
	good := "0x" + strings.Repeat("ab", 32)
	id, err := ParseJobID(good)
	if err != nil || id.String() != good || id.Hex() != good {
		t.Fatalf("%v %s", err, id)
	}
	if up, err := ParseJobID(strings.ToUpper(good[2:])); err != nil || up != id {
		t.Fatalf("upper case without 0x: %v %s", err, up)
	}
	for _, bad := range []string{"", "0x", "0x12", good + "00", "0x" + strings.Repeat("zz", 32), strings.Repeat("a", 10_000)} {
		if _, err := ParseJobID(bad); !errors.Is(err, ErrBadJobID) || len(err.Error()) > 300 {
			t.Errorf("%.20q: %v", bad, err)
		}
	}
}

// TestJobIDEncodings: the text and JSON forms are the ones common.Hash has (records written
// before the type existed read back), and the requester is the id's namespace.
func TestJobIDEncodings(t *testing.T) {
	req := common.HexToAddress("0x00000000000000000000000000000000000000a1")
	id := NewJobID(req)
	if id.Requester() != req {
		t.Fatalf("requester %s, want %s", id.Requester(), req)
	}
	b, err := json.Marshal(struct{ ID JobID }{id})
	if err != nil {
		t.Fatal(err)
	}
	h, _ := json.Marshal(struct{ ID common.Hash }{common.Hash(id)})
	if !bytes.Equal(b, h) {
		t.Fatalf("JSON %s, common.Hash gives %s", b, h)
	}
	var back struct{ ID JobID }
	if err := json.Unmarshal(h, &back); err != nil || back.ID != id {
		t.Fatalf("round trip: %v %s", err, back.ID)
	}
	if err := json.Unmarshal([]byte(`{"ID":"0x1234"}`), &back); !errors.Is(err, ErrBadJobID) {
		t.Fatalf("short id in JSON: %v", err)
	}
}

func FuzzParseJobID(f *testing.F) {
	f.Add("0x" + strings.Repeat("0f", 32))
	f.Add(strings.Repeat("AB", 32))
	f.Add("0x")
	f.Fuzz(func(t *testing.T, s string) {
		id, err := ParseJobID(s)
		if err != nil {
			if !errors.Is(err, ErrBadJobID) {
				t.Fatalf("error %v is not ErrBadJobID", err)
			}
			return
		}
		again, err := ParseJobID(id.String())
		if err != nil || again != id {
			t.Fatalf("%q: String %s does not parse back: %v", s, id, err)
		}
	})
}

// TestJobIDFormat: fmt prints a job id as it printed the common.Hash it replaced, for every verb
// the code uses (an id in %x must not print the hex of its text form).
func TestJobIDFormat(t *testing.T) {
	id := NewJobID(common.HexToAddress("0x00000000000000000000000000000000000000b2"))
	h := common.Hash(id)
	for _, verb := range []string{"%s", "%v", "%x", "%#x", "%X", "%q"} {
		if got, want := fmt.Sprintf(verb, id), fmt.Sprintf(verb, h); got != want {
			t.Errorf("%s: %q, want %q", verb, got, want)
		}
	}
	if id.String() != h.Hex() {
		t.Errorf("String %s, want %s", id.String(), h.Hex())
	}
}
