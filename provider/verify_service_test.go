package provider

import (
	"bytes"
	"crypto/ecdsa"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/gpumesh/gpumesh/contracts"
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

// TestVerifierTakesOnlyTheRequestersKey: evidence published on the evidence topic counts only
// when the job's requester signed it: a key from anyone else (the provider publishing first,
// say), or not signed at all, is never the one a verifier opens the disputed result with.
func TestVerifierTakesOnlyTheRequestersKey(t *testing.T) {
	st := evidence.NewStore(evidence.StoreConfig{})
	job := contracts.JobID(common.HexToHash("0x01"))
	requester, _ := crypto.GenerateKey()
	provider, _ := crypto.GenerateKey()
	publish := func(key *ecdsa.PrivateKey, resultKey byte) {
		e := &evidence.Evidence{JobID: job, SpecCID: []byte("spec"), ResultKey: bytes.Repeat([]byte{resultKey}, evidence.ResultKeySize)}
		if key != nil {
			if err := e.Sign(key); err != nil {
				t.Fatal(err)
			}
		}
		_ = st.Add(e)
	}
	publish(nil, 9)      // unsigned: dropped
	publish(provider, 7) // the provider's forged key, first
	reqAddr := crypto.PubkeyToAddress(requester.PublicKey)
	st.Expect(job, reqAddr) // the verifier read the dispute: its requester is known
	if e := st.Get(job); e != nil {
		t.Fatalf("requester key %x before the requester published; want none", e.ResultKey)
	}
	publish(provider, 6) // the requester is known now: other signers are refused
	if e := st.Get(job); e != nil {
		t.Fatalf("kept %x from another signer", e.ResultKey)
	}
	publish(requester, 5)
	if e := st.Get(job); e == nil || !bytes.Equal(e.ResultKey, bytes.Repeat([]byte{5}, evidence.ResultKeySize)) {
		t.Fatalf("requester evidence %+v, want the requester's signed key", e)
	}
}
