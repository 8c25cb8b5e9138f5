package book

import (
	"bytes"
	"errors"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

var errForged = errors.New("forged")

// The book credits an offer's throughput only through its attestation check, only while the
// attestation is fresh, and never above the offer's own claim.
func TestCreditedThroughput(t *testing.T) {
	c := newClock()
	// The check: attestation bytes "good" vouch for 1000 MAC/s for 10 s; anything else fails.
	check := func(_ common.Address, att []byte, now time.Time) (uint64, time.Time, error) {
		if !bytes.Equal(att, []byte("good")) {
			return 0, time.Time{}, errForged
		}
		return 1000, now.Add(10 * time.Second), nil
	}
	now := uint64(c.now().Unix())
	tests := []struct {
		name    string
		check   CreditFunc
		claim   uint64
		att     string
		after   time.Duration // clock advance before reading
		want    uint64
		wantErr error
	}{
		{"attested", check, 1000, "good", 0, 1000, nil},
		{"claim below attested", check, 600, "good", 0, 600, nil},
		{"claim above attested", check, 1 << 40, "good", 0, 1000, nil},
		{"bad attestation", check, 1 << 40, "forged", 0, 0, errForged},
		{"no attestation", check, 1 << 40, "", 0, 0, errForged},
		{"expired in the book", check, 1000, "good", 10 * time.Second, 0, ErrAttestationExpired},
		{"no check configured", nil, 1 << 40, "good", 0, 0, ErrNoAttestationCheck},
	}
	for i, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, err := New(Config{Now: c.now, Attestations: tc.check})
			if err != nil {
				t.Fatal(err)
			}
			o := offer(int64(i+1), 1, now+600)
			o.Throughput, o.Attestation = tc.claim, []byte(tc.att)
			if _, err := b.Put(o); err != nil {
				t.Fatal(err)
			}
			c.advance(tc.after)
			e, ok := b.Get(o.Provider)
			snap := b.Snapshot()
			if !ok || len(snap) != 1 {
				t.Fatal("offer not held")
			}
			for _, got := range []Entry{e, snap[0]} {
				if got.Throughput != tc.want || !errors.Is(got.AttestationErr, tc.wantErr) || (tc.wantErr == nil) != (got.AttestationErr == nil) {
					t.Fatalf("credited %d (%v), want %d (%v)", got.Throughput, got.AttestationErr, tc.want, tc.wantErr)
				}
			}
		})
	}
}
