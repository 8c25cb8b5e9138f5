package provider

import (
	"bytes"
	"crypto/ecdsa"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/gpumesh/gpumesh/verifier/evidence"
)

// TestVerifierConfig: the verifier service is on by default (verification is not opt-in) and
// verifier.enabled = false turns it off.
func TestVerifierConfig(t *testing.T) {
	for _, tc := range []struct {
		name, toml string
		want       bool
	}{
		{"default", minimal, true},
		{"example file", DefaultConfigTOML(), true},
		{"enabled", minimal + "[verifier]\nenabled = true\n", true},
		{"disabled", minimal + "[verifier]\nenabled = false\n", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg, err := ParseConfig([]byte(tc.toml))
			if err != nil {
				t.Fatal(err)
			}
			if got := cfg.Verifier.On(); got != tc.want {
				t.Fatalf("verifier on = %v, want %v", got, tc.want)
			}
		})
	}
	if _, err := ParseConfig([]byte(minimal + "[verifier]\nenable = true\n")); err == nil {
		t.Fatal("a misspelt verifier key parsed")
	}
}

// TestVerifierTakesOnlyTheRequestersKey: result keys published on the evidence topic are kept
// by signer; a key signed by anyone else (the provider publishing first, say), or not signed at
// all, is never the one a verifier opens the disputed result with.
func TestVerifierTakesOnlyTheRequestersKey(t *testing.T) {
	je := &jobEvidence{keys: map[common.Address][]byte{}}
	job := common.HexToHash("0x01")
	requester, _ := crypto.GenerateKey()
	provider, _ := crypto.GenerateKey()
	publish := func(key *ecdsa.PrivateKey, resultKey byte) {
		e := &evidence.Evidence{JobID: job, SpecCID: []byte("spec"), ResultKey: bytes.Repeat([]byte{resultKey}, evidence.ResultKeySize)}
		if key != nil {
			if err := e.Sign(key); err != nil {
				t.Fatal(err)
			}
		}
		je.keepKey(e)
	}
	publish(nil, 9)      // unsigned: dropped
	publish(provider, 7) // the provider's forged key, first
	reqAddr := crypto.PubkeyToAddress(requester.PublicKey)
	if k := je.requesterKey(reqAddr); k != nil {
		t.Fatalf("requester key %x before the requester published; want none", k)
	}
	publish(provider, 6) // the requester is known now: other signers are refused
	if len(je.keys) != 0 {
		t.Fatalf("keys kept from other signers: %v", je.keys)
	}
	publish(requester, 5)
	if k := je.requesterKey(reqAddr); !bytes.Equal(k, bytes.Repeat([]byte{5}, evidence.ResultKeySize)) {
		t.Fatalf("requester key %x, want the requester's signed key", k)
	}
	// Before the requester is known, at most maxKeySigners signers hold a slot.
	many := &jobEvidence{keys: map[common.Address][]byte{}}
	for range maxKeySigners + 3 {
		k, _ := crypto.GenerateKey()
		e := &evidence.Evidence{JobID: job, SpecCID: []byte("spec"), ResultKey: make([]byte, evidence.ResultKeySize)}
		if err := e.Sign(k); err != nil {
			t.Fatal(err)
		}
		many.keepKey(e)
	}
	if len(many.keys) != maxKeySigners {
		t.Fatalf("%d signers kept, want the cap %d", len(many.keys), maxKeySigners)
	}
}
