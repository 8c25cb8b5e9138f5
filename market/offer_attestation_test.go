package market

import (
	"bytes"
	"errors"
	"testing"
)

// An offer's capacity attestation is covered by the provider's signature, survives the wire
// canonically, and is bounded in size.
func TestOfferAttestationSigned(t *testing.T) {
	k := testKey(t, 1)
	o := sampleOffer()
	o.Attestation = bytes.Repeat([]byte{0xa5}, 300)
	if err := o.Sign(k, testDomain); err != nil {
		t.Fatal(err)
	}
	b, err := Encode(o)
	if err != nil {
		t.Fatal(err)
	}
	got, err := DecodeOffer(b)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got.Attestation, o.Attestation) {
		t.Fatal("attestation lost on the wire")
	}
	if _, err := got.Verify(testDomain); err != nil {
		t.Fatal(err)
	}
	for name, mutate := range map[string]func(*Offer){
		"changed":  func(o *Offer) { o.Attestation[7] ^= 1 },
		"stripped": func(o *Offer) { o.Attestation = nil },
	} {
		c, _ := DecodeOffer(b)
		mutate(c)
		if _, err := c.Verify(testDomain); !errors.Is(err, ErrBadSignature) {
			t.Errorf("%s attestation: %v, want ErrBadSignature", name, err)
		}
	}
	// An offer without an attestation encodes as before (the field is omitted) and signs.
	plain := sampleOffer()
	if err := plain.Sign(k, testDomain); err != nil {
		t.Fatal(err)
	}
	if _, err := plain.Verify(testDomain); err != nil {
		t.Fatal(err)
	}
	big := sampleOffer()
	big.Provider = o.Provider
	big.Attestation = make([]byte, MaxAttestationLen+1)
	var fe *FieldError
	if err := big.Validate(); !errors.As(err, &fe) || fe.Field != "attestation" {
		t.Fatalf("oversized attestation: %v", err)
	}
}
