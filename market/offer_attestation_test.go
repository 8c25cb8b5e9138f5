package market

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"
	"github.com/fxamacker/cbor/v2"
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

// TestOfferExecutors: the executors an offer lists are covered by its signature, survive the
// wire, and are bounded; an offer without any encodes without the field.
func TestOfferExecutors(t *testing.T) {
	k := testKey(t, 2)
	o := sampleOffer()
	o.Executors = []Executor{{Name: "wasm"}, {Name: "container", Version: "26.1.5", Driver: "550.54.15", CUDA: "12.4"}}
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
	if _, err := got.Verify(testDomain); err != nil || !got.Enables("container") || got.Enables("exec") || got.Executors[1].CUDA != "12.4" {
		t.Fatalf("decoded %+v: %v", got.Executors, err)
	}
	for name, mutate := range map[string]func(*Offer){
		"version changed":   func(o *Offer) { o.Executors[1].Version = "27.0.0" },
		"executor added":    func(o *Offer) { o.Executors = append(o.Executors, Executor{Name: "exec"}) },
		"executors removed": func(o *Offer) { o.Executors = nil },
	} {
		c, _ := DecodeOffer(b)
		mutate(c)
		if _, err := c.Verify(testDomain); !errors.Is(err, ErrBadSignature) {
			t.Errorf("%s: %v, want ErrBadSignature", name, err)
		}
	}
	for _, tc := range []struct {
		o    *Offer
		want bool
	}{{sampleOffer(), false}, {o, true}} {
		pb, err := Encode(tc.o)
		if err != nil {
			t.Fatal(err)
		}
		var env, m map[uint64]cbor.RawMessage // the envelope, then its body (key 3): the offer
		if err := cbor.Unmarshal(pb, &env); err != nil {
			t.Fatal(err)
		}
		if err := cbor.Unmarshal(env[3], &m); err != nil {
			t.Fatal(err)
		}
		if _, ok := m[14]; ok != tc.want {
			t.Fatalf("%d executors: CBOR key 14 present %v, want %v", len(tc.o.Executors), ok, tc.want)
		}
	}
	for name, tc := range map[string]struct {
		execs []Executor
		field string
	}{
		"too many":   {make([]Executor, MaxExecutors+1), "executors"},
		"no name":    {[]Executor{{Version: "1"}}, "executors[0].name"},
		"duplicate":  {[]Executor{{Name: "wasm"}, {Name: "wasm"}}, "executors[1].name"},
		"bad driver": {[]Executor{{Name: "exec", Driver: strings.Repeat("9", MaxTextLen+1)}}, "executors[0].driver"},
	} {
		o := sampleOffer()
		o.Provider = common.HexToAddress("0x1")
		o.Executors = tc.execs
		var fe *FieldError
		if err := o.Validate(); !errors.As(err, &fe) || fe.Field != tc.field {
			t.Errorf("%s: %v, want a FieldError on %s", name, err, tc.field)
		}
	}
}

// TestOfferWarmCircuits: the warm circuits an offer lists are covered by its signature,
// survive the wire and are bounded (count, valid CIDs, each once).
func TestOfferWarmCircuits(t *testing.T) {
	const c1 = "bafkreids5pzbyjrfm2prfpkhw7rmon3r3272n5yfbsf7cmmvvttkjudi3m"
	const c2 = "bafkreibay3cznqazgseceb6l43lhbrwlyg266slvlgv4f2oaol7glon2da"
	k := testKey(t, 3)
	o := sampleOffer()
	o.WarmCircuits = []string{c1, c2}
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
	if _, err := got.Verify(testDomain); err != nil || !got.WarmCircuit(c2) || got.WarmCircuit("bafy-other") {
		t.Fatalf("decoded %v: %v", got.WarmCircuits, err)
	}
	for name, mutate := range map[string]func(*Offer){
		"circuit added":   func(o *Offer) { o.WarmCircuits = append(o.WarmCircuits, o.HotCIDs...) },
		"circuit dropped": func(o *Offer) { o.WarmCircuits = o.WarmCircuits[:1] },
		"none":            func(o *Offer) { o.WarmCircuits = nil },
	} {
		c, _ := DecodeOffer(b)
		mutate(c)
		if _, err := c.Verify(testDomain); !errors.Is(err, ErrBadSignature) {
			t.Errorf("%s: %v, want ErrBadSignature", name, err)
		}
	}
	many := make([]string, MaxWarmCircuits+1)
	for i := range many {
		many[i] = c1
	}
	for name, tc := range map[string]struct {
		cids  []string
		field string
	}{
		"too many":  {many, "warm_circuits"},
		"not a cid": {[]string{"circuit"}, "warm_circuits[0]"},
		"empty":     {[]string{c1, ""}, "warm_circuits[1]"},
		"duplicate": {[]string{c1, c2, c1}, "warm_circuits[2]"},
	} {
		o := sampleOffer()
		o.Provider = common.HexToAddress("0x1")
		o.WarmCircuits = tc.cids
		var fe *FieldError
		if err := o.Validate(); !errors.As(err, &fe) || fe.Field != tc.field {
			t.Errorf("%s: %v, want a FieldError on %s", name, err, tc.field)
		}
	}
}

// TestEIP712TypeStrings pins the encoded types of the signed market messages: a change to one
// changes every signature and must be made deliberately (here, with the new type string).
// Offer gained executors (Executor[]) and Requirements gained executor (string) with the
// container executor (issue 17); Request gained inputSizes (uint64[]) with data locality by
// bytes (issue 20); Offer gained warmCircuits (string[]) with warm zk packages (issue 22).
func TestEIP712TypeStrings(t *testing.T) {
	for primary, want := range map[string]string{
		"Offer": "Offer(address provider,string peerId,GPU[] gpus,uint64 throughput,ClassPrice[] prices,uint32 burstSlots,string[] hotCids,string region,uint8 latencyClass,uint64 nonce,uint64 expiry,bytes attestation,Executor[] executors,string[] warmCircuits)" +
			"ClassPrice(uint8 class,uint8 unit,uint256 amount)Executor(string name,string version,string driver,string cuda)GPU(string model,string vendor,uint32 count,uint64 vramMiB,uint32 computeCap)",
		"Request": "Request(bytes32 jobId,address requester,uint8 class,Requirements requirements,string[] inputCids,uint64 bidWindowMs,uint64 expiry,string specCid,uint64[] inputSizes)" +
			"Requirements(uint32 gpuCount,uint64 vramMiB,string[] models,string[] vendors,uint32 minComputeCap,uint64 minThroughput,bool hasMaxPrice,uint256 maxPrice,uint32 minReputation,string region,uint8 maxLatencyClass,string executor)",
	} {
		td := apitypes.TypedData{Types: typesFor[primary]}
		if got := string(td.EncodeType(primary)); got != want {
			t.Errorf("%s type\n got %s\nwant %s", primary, got, want)
		}
	}
}
