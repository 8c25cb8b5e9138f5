package gossip

import (
	"bytes"
	"errors"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/p2p"
)

func TestEnvelope(t *testing.T) {
	data, err := EncodeEnvelope([]byte("binding"), []byte("payload"))
	if err != nil {
		t.Fatal(err)
	}
	e, err := DecodeEnvelope(data, 1024)
	if err != nil || !bytes.Equal(e.Binding, []byte("binding")) || !bytes.Equal(e.Payload, []byte("payload")) || e.Sig != nil {
		t.Fatalf("round trip: %+v %v", e, err)
	}
	tests := []struct {
		name string
		data []byte
		max  int
		want error
	}{
		{"oversize", data, len(data) - 1, p2p.ErrTooLarge},
		{"empty", nil, 1024, p2p.ErrMalformed},
		{"trailing", append(append([]byte{}, data...), 0), 1024, p2p.ErrMalformed},
		{"version 2", mustCBOR(t, Envelope{V: 2, Binding: []byte{1}, Payload: []byte{1}}), 1024, p2p.ErrVersion},
		{"no payload", mustCBOR(t, Envelope{V: 1, Binding: []byte{1}}), 1024, p2p.ErrMalformed},
		{"oversize signature", mustCBOR(t, Envelope{V: 1, Binding: []byte{1}, Payload: []byte{1}, Sig: make([]byte, MaxPublisherSig+1)}), 1024, p2p.ErrMalformed},
		{"unknown field", mustCBOR(t, map[int]any{1: 1, 2: []byte{1}, 3: []byte{1}, 9: 0}), 1024, p2p.ErrMalformed},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := DecodeEnvelope(tc.data, tc.max); !errors.Is(err, tc.want) {
				t.Fatalf("DecodeEnvelope = %v, want %v", err, tc.want)
			}
		})
	}
}

// The signed bytes say where the topic ends and the binding begins: moving a byte across the
// boundary is another message.
func TestPublisherSignedBytes(t *testing.T) {
	a := PublisherSignedBytes("/t/1", []byte("binding"), []byte("payload"))
	for name, b := range map[string][]byte{
		"topic/binding":   PublisherSignedBytes("/t/1b", []byte("inding"), []byte("payload")),
		"binding/payload": PublisherSignedBytes("/t/1", []byte("bindingp"), []byte("ayload")),
		"other topic":     PublisherSignedBytes("/t/2", []byte("binding"), []byte("payload")),
	} {
		if bytes.Equal(a, b) {
			t.Fatalf("%s: same signed bytes", name)
		}
	}
	if !bytes.HasPrefix(a, []byte(PublisherSigPrefix)) {
		t.Fatal("signed bytes lack the domain prefix")
	}
}

func mustCBOR(t *testing.T, v any) []byte {
	t.Helper()
	b, err := p2p.MarshalCBOR(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestReplayCache(t *testing.T) {
	now := time.Unix(1000, 0)
	r := newReplayCache(2)
	d1, d2, d3 := [32]byte{1}, [32]byte{2}, [32]byte{3}
	if !r.add(d1, now.Add(time.Minute), now) {
		t.Fatal("first sighting reported as replay")
	}
	if r.add(d1, now.Add(time.Minute), now.Add(time.Second)) {
		t.Fatal("replay within expiry accepted")
	}
	if !r.add(d1, now.Add(3*time.Minute), now.Add(2*time.Minute)) {
		t.Fatal("digest past its expiry still blocked")
	}
	r.add(d2, now.Add(time.Hour), now)
	r.add(d3, now.Add(time.Hour), now) // evicts the oldest: the cache is bounded
	if r.c.Len() != 2 {
		t.Fatalf("cache holds %d entries, bound 2", r.c.Len())
	}
	r.remove(d3) // recorded, then refused by a later check
	if !r.add(d3, now.Add(time.Hour), now) {
		t.Fatal("a removed digest is still a replay")
	}
}

func TestAuthorLimiter(t *testing.T) {
	l := NewAuthorLimiter(1, 3, 16)
	now := time.Unix(1000, 0)
	got := 0
	for range 10 {
		if l.Allow("a", now) {
			got++
		}
	}
	if got != 3 {
		t.Fatalf("burst allowed %d, want 3", got)
	}
	if !l.Allow("b", now) {
		t.Fatal("one author's flood limited another")
	}
	if !l.Allow("a", now.Add(1100*time.Millisecond)) {
		t.Fatal("bucket did not refill")
	}
	// Has looks without taking: the validator asks before the signature check and charges
	// only a verified message.
	if !l.Has("c", now) {
		t.Fatal("an author never seen has no token")
	}
	for range 5 {
		if !l.Has("b", now) {
			t.Fatal("Has took a token")
		}
	}
	if l.Has("a", now.Add(1100*time.Millisecond)) {
		t.Fatal("Has found a token in an empty bucket")
	}
}

func TestReasonLabelsAreBounded(t *testing.T) {
	errs := []error{p2p.ErrTooLarge, p2p.ErrVersion, p2p.ErrBindingMismatch, p2p.ErrBindingExpired, ErrSigner,
		ErrRateLimited, ErrExpired, ErrFuture, ErrReplay, ErrPublisherSig, p2p.ErrBadSignature, p2p.ErrMalformed, errors.New("x")}
	want := map[string]bool{"oversize": true, "version": true, "not_bound": true, "binding_expired": true, "rate": true,
		"expired": true, "future": true, "replay": true, "publisher_sig": true, "signature": true, "malformed": true, "other": true}
	for _, e := range errs {
		if r := Reason(e); !want[r] {
			t.Fatalf("Reason(%v) = %q, not in the bounded set", e, r)
		}
	}
}

func FuzzDecodeEnvelope(f *testing.F) {
	data, _ := EncodeEnvelope([]byte("b"), []byte("p"))
	f.Add(data)
	f.Add([]byte{0xa0})
	f.Fuzz(func(t *testing.T, data []byte) {
		e, err := DecodeEnvelope(data, 1<<16)
		if err == nil && (len(e.Binding) == 0 || len(e.Payload) == 0 || len(e.Sig) > MaxPublisherSig) {
			t.Fatal("accepted an envelope without binding or payload")
		}
	})
}
