package market

import (
	"bytes"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"
	"github.com/ipfs/go-cid"

	"github.com/gpumesh/gpumesh/contracts"

	"github.com/gpumesh/gpumesh/p2p/wire"
)

const testCID = "bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku"

var testDomain = Domain{ChainID: big.NewInt(1337), Escrow: common.HexToAddress("0x00000000000000000000000000000000000e5c40")}

func testKey(t testing.TB, seed byte) *ecdsa.PrivateKey {
	t.Helper()
	k, err := crypto.ToECDSA(bytes.Repeat([]byte{seed}, 32))
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func sampleOffer() *Offer {
	return &Offer{
		PeerID:     "12D3KooWGzxzKZYveHXtpG6AsrUJBcWxHBFS2HsEoGTxrMLvKXtf",
		GPUs:       []GPU{{Model: "A10", Vendor: "nvidia", Count: 4, VRAMMiB: 24576, ComputeCap: 86}},
		Throughput: 1 << 40,
		Prices: []ClassPrice{
			{Class: ClassBatch, Unit: PerGPUSecond, Amount: big.NewInt(100)},
			{Class: ClassBurst, Unit: PerGPUSecond, Amount: big.NewInt(150)},
		},
		BurstSlots: 1, HotCIDs: []string{testCID}, Region: "eu-west", LatencyClass: 1,
		Nonce: 7, Expiry: 2_000_000_000,
	}
}

func sampleRequest() *Request {
	return &Request{
		JobID: contracts.JobID(common.HexToHash("0x01")), Class: ClassBatch,
		Req: Requirements{GPUCount: 2, VRAMMiB: 16000, Models: []string{"A10"}, MaxPrice: big.NewInt(120),
			MinReputation: 5000},
		InputCIDs: []string{testCID}, InputSizes: []uint64{1 << 30}, BidWindowMs: 500, Expiry: 2_000_000_000, SpecCID: testCID,
	}
}

func sampleBid(req common.Address) *Bid {
	return &Bid{JobID: contracts.JobID(common.HexToHash("0x01")), Requester: req, OfferNonce: 7, Price: big.NewInt(1000),
		Collateral: big.NewInt(500), Deadline: 2_000_000_100, Expiry: 2_000_000_000}
}

func sampleNotice(req common.Address) *FailureNotice {
	return &FailureNotice{JobID: contracts.JobID(common.HexToHash("0x02")), Requester: req, Cause: "inputs-unavailable",
		Detail: "input data bafy... could not be fetched within 2m0s", Abandoned: true, Expiry: 2_000_000_000}
}

func sampleProposal(prov common.Address) *Proposal {
	return &Proposal{JobID: contracts.JobID(common.HexToHash("0x02")), Provider: prov, Class: ClassBurst, SpecCID: testCID,
		Price: big.NewInt(900), Collateral: big.NewInt(90), Deadline: 2_000_000_100,
		SecretCommitment: common.HexToHash("0xabcdef"), Expiry: 2_000_000_000}
}

// allSigned returns one signed message of each kind.
func allSigned(t testing.TB) []Message {
	t.Helper()
	pk, rk := testKey(t, 1), testKey(t, 2)
	prov, req := crypto.PubkeyToAddress(pk.PublicKey), crypto.PubkeyToAddress(rk.PublicKey)
	o, r, b, p := sampleOffer(), sampleRequest(), sampleBid(req), sampleProposal(prov)
	for _, s := range []struct {
		m Message
		k *ecdsa.PrivateKey
	}{{o, pk}, {r, rk}, {b, pk}, {p, rk}} {
		if err := s.m.Sign(s.k, testDomain); err != nil {
			t.Fatalf("sign %s: %v", s.m.Kind(), err)
		}
	}
	a := AcceptProposal(p, 2_000_000_000)
	if err := a.Sign(pk, testDomain); err != nil {
		t.Fatal(err)
	}
	n := sampleNotice(req)
	if err := n.Sign(pk, testDomain); err != nil {
		t.Fatal(err)
	}
	return []Message{o, r, b, p, a, n}
}

func TestSignVerifyRoundTrip(t *testing.T) {
	for _, m := range allSigned(t) {
		t.Run(m.Kind().String(), func(t *testing.T) {
			signer, err := m.Verify(testDomain)
			if err != nil {
				t.Fatalf("verify: %v", err)
			}
			b, err := Encode(m)
			if err != nil {
				t.Fatal(err)
			}
			got, err := Decode(b)
			if err != nil {
				t.Fatal(err)
			}
			s2, err := got.Verify(testDomain)
			if err != nil || s2 != signer {
				t.Fatalf("decoded message verify: %v signer %s want %s", err, s2, signer)
			}
			b2, err := Encode(got)
			if err != nil || !bytes.Equal(b, b2) {
				t.Fatalf("encoding not canonical: %x vs %x (%v)", b, b2, err)
			}
			// Another chain or escrow must not accept the signature.
			for _, d := range []Domain{
				{ChainID: big.NewInt(1), Escrow: testDomain.Escrow},
				{ChainID: testDomain.ChainID, Escrow: common.HexToAddress("0x01")},
			} {
				if _, err := got.Verify(d); !errors.Is(err, ErrBadSignature) {
					t.Errorf("verify under %v: err %v, want ErrBadSignature", d, err)
				}
			}
		})
	}
}

// TestDigestMatchesApitypes: the cached-separator digest equals apitypes.TypedDataAndHash over
// the full type set, for every kind.
func TestDigestMatchesApitypes(t *testing.T) {
	msgs := map[string]func(m Message) apitypes.TypedDataMessage{
		"Offer":    func(m Message) apitypes.TypedDataMessage { return m.(*Offer).message() },
		"Request":  func(m Message) apitypes.TypedDataMessage { return m.(*Request).message() },
		"Bid":      func(m Message) apitypes.TypedDataMessage { return m.(*Bid).message() },
		"Proposal": func(m Message) apitypes.TypedDataMessage { return m.(*Proposal).message() },
		"FailureNotice": func(m Message) apitypes.TypedDataMessage {
			return m.(*FailureNotice).message()
		},
	}
	for _, m := range allSigned(t) {
		name := strings.ToUpper(m.Kind().String()[:1]) + m.Kind().String()[1:]
		if m.Kind() == KindFailureNotice {
			name = "FailureNotice"
		}
		if name == "Acceptance" { // signed as the escrow's typed data: TestAcceptanceOnChain
			continue
		}
		want, _, err := apitypes.TypedDataAndHash(apitypes.TypedData{Types: Types, PrimaryType: name, Domain: testDomain.Messages().Typed(), Message: msgs[name](m)})
		if err != nil {
			t.Fatal(err)
		}
		got, err := m.Digest(testDomain)
		if err != nil || got != common.BytesToHash(want) {
			t.Errorf("%s: digest %s, apitypes %x (%v)", name, got, want, err)
		}
	}
}

func TestTamperedFails(t *testing.T) {
	ms := allSigned(t)
	o := ms[0].(*Offer)
	o.Prices[0].Amount = big.NewInt(1)
	if _, err := o.Verify(testDomain); !errors.Is(err, ErrBadSignature) {
		t.Errorf("tampered offer: %v", err)
	}
	r := ms[1].(*Request)
	r.Req.MaxPrice = nil
	if _, err := r.Verify(testDomain); !errors.Is(err, ErrBadSignature) {
		t.Errorf("tampered request (max price removed): %v", err)
	}
	a := ms[4].(*Acceptance)
	a.Signature[64] = 5
	if _, err := a.Verify(testDomain); !errors.Is(err, ErrBadSignature) {
		t.Errorf("bad v: %v", err)
	}
	b := ms[2].(*Bid)
	b.Signature = b.Signature[:64]
	if _, err := b.Verify(testDomain); !errors.Is(err, ErrBadSignature) {
		t.Errorf("short sig: %v", err)
	}
	// A message that claims another signer.
	p := ms[3].(*Proposal)
	p.Requester = common.HexToAddress("0x1234")
	if _, err := p.Verify(testDomain); !errors.Is(err, ErrBadSignature) {
		t.Errorf("claimed signer: %v", err)
	}
}

func TestSignWithWrongKey(t *testing.T) {
	o := sampleOffer()
	o.Provider = common.HexToAddress("0x99")
	if err := o.Sign(testKey(t, 1), testDomain); !errors.Is(err, ErrBadSignature) {
		t.Fatalf("got %v", err)
	}
	if err := sampleOffer().Sign(testKey(t, 1), Domain{}); !errors.Is(err, ErrDomain) {
		t.Fatalf("empty domain: %v", err)
	}
}

// TestAcceptanceDigestIndependent recomputes the Acceptance digest by hand from the EIP-712
// rules (as Solidity would with abi.encode) under the escrow's domain and type, and compares it
// with the library's result.
func TestAcceptanceDigestIndependent(t *testing.T) {
	a := allSigned(t)[4].(*Acceptance)
	got, err := a.Digest(testDomain)
	if err != nil {
		t.Fatal(err)
	}
	k := crypto.Keccak256
	word := func(v *big.Int) []byte { return common.LeftPadBytes(v.Bytes(), 32) }
	domType := k([]byte("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"))
	sep := k(domType, k([]byte("gpumesh JobEscrow")), k([]byte("1")), word(testDomain.ChainID), common.LeftPadBytes(testDomain.Escrow.Bytes(), 32))
	typ := k([]byte("Acceptance(bytes32 jobId,address requester,address provider,bytes32 specHash,uint256 price,uint256 collateral,uint64 deadline,uint8 jobClass,bytes32 secretCommitment,uint64 expiry)"))
	c, err := cid.Decode(a.SpecCID)
	if err != nil {
		t.Fatal(err)
	}
	st := k(typ, a.JobID[:], common.LeftPadBytes(a.Requester.Bytes(), 32), common.LeftPadBytes(a.Provider.Bytes(), 32),
		k(c.Bytes()), word(a.Price), word(a.Collateral), word(u64(a.Deadline)), word(u64(uint64(a.Class)-1)),
		a.SecretCommitment[:], word(u64(a.Expiry)))
	want := common.BytesToHash(k([]byte{0x19, 0x01}, sep, st))
	if got != want {
		t.Fatalf("digest %s, hand-computed %s", got, want)
	}
}

// TestAcceptanceOnChain: the market acceptance's signature is a valid escrow signature for its
// on-chain form (what openJob checks), and a changed term breaks it.
func TestAcceptanceOnChain(t *testing.T) {
	a := allSigned(t)[4].(*Acceptance)
	oc, err := a.OnChain()
	if err != nil {
		t.Fatal(err)
	}
	cd := contracts.Domain{ChainID: testDomain.ChainID, Escrow: testDomain.Escrow}
	if err := oc.Verify(cd, a.Signature); err != nil {
		t.Fatalf("escrow verify: %v", err)
	}
	if oc.Class != contracts.ClassBurst || ClassFromContract(oc.Class) != a.Class || ContractClass(a.Class) != oc.Class {
		t.Fatalf("class %v from %v", oc.Class, a.Class)
	}
	oc.Price = new(big.Int).Add(oc.Price, big.NewInt(1))
	if err := oc.Verify(cd, a.Signature); err == nil {
		t.Fatal("changed price still verifies")
	}
	bad := *a
	bad.SpecCID = "not-a-cid"
	if _, err := bad.OnChain(); !errors.Is(err, ErrInvalid) {
		t.Fatalf("bad spec cid: %v", err)
	}
}

func TestProposalRequesterKey(t *testing.T) {
	rk := testKey(t, 2)
	p := sampleProposal(common.HexToAddress("0x01"))
	p.Requester = crypto.PubkeyToAddress(rk.PublicKey)
	if _, err := p.RequesterKey(); !errors.Is(err, ErrInvalid) {
		t.Fatalf("missing key: %v", err)
	}
	p.RequesterPubKey = crypto.FromECDSAPub(&testKey(t, 3).PublicKey)
	if _, err := p.RequesterKey(); !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), "requester_pubkey") {
		t.Fatalf("other key: %v", err)
	}
	p.RequesterPubKey = []byte{4, 1, 2}
	if _, err := p.RequesterKey(); !errors.Is(err, ErrInvalid) {
		t.Fatalf("short key: %v", err)
	}
	p.RequesterPubKey = crypto.FromECDSAPub(&rk.PublicKey)
	if pub, err := p.RequesterKey(); err != nil || !pub.Equal(&rk.PublicKey) {
		t.Fatalf("own key: %v", err)
	}
}

func TestValidateNamesField(t *testing.T) {
	tests := []struct {
		name  string
		msg   func() Message
		field string
	}{
		{"no gpus", func() Message { o := sampleOffer(); o.Provider = common.HexToAddress("0x1"); o.GPUs = nil; return o }, "gpus"},
		{"zero count", func() Message {
			o := sampleOffer()
			o.Provider = common.HexToAddress("0x1")
			o.GPUs[0].Count = 0
			return o
		}, "gpus[0].count"},
		{"negative price", func() Message {
			o := sampleOffer()
			o.Provider = common.HexToAddress("0x1")
			o.Prices[1].Amount = big.NewInt(-1)
			return o
		}, "prices[1].amount"},
		{"dup class", func() Message {
			o := sampleOffer()
			o.Provider = common.HexToAddress("0x1")
			o.Prices[1].Class = ClassBatch
			return o
		}, "prices[1].class"},
		{"burst slots", func() Message {
			o := sampleOffer()
			o.Provider = common.HexToAddress("0x1")
			o.BurstSlots = 5
			return o
		}, "burst_slots"},
		{"bad cid", func() Message {
			o := sampleOffer()
			o.Provider = common.HexToAddress("0x1")
			o.HotCIDs = []string{"nope"}
			return o
		}, "hot_cids[0]"},
		{"no provider", func() Message { return sampleOffer() }, "provider"},
		{"zero gpu count", func() Message {
			r := sampleRequest()
			r.Requester = common.HexToAddress("0x1")
			r.Req.GPUCount = 0
			return r
		}, "requirements.gpu_count"},
		{"reputation", func() Message {
			r := sampleRequest()
			r.Requester = common.HexToAddress("0x1")
			r.Req.MinReputation = 10001
			return r
		}, "requirements.min_reputation"},
		{"no window", func() Message {
			r := sampleRequest()
			r.Requester = common.HexToAddress("0x1")
			r.BidWindowMs = 0
			return r
		}, "bid_window_ms"},
		{"bad spec cid", func() Message {
			r := sampleRequest()
			r.Requester = common.HexToAddress("0x1")
			r.SpecCID = "not-a-cid"
			return r
		}, "spec_cid"},
		{"input sizes not one per cid", func() Message {
			r := sampleRequest()
			r.Requester = common.HexToAddress("0x1")
			r.InputSizes = []uint64{1, 2}
			return r
		}, "input_sizes"},
		{"input size too large", func() Message {
			r := sampleRequest()
			r.Requester = common.HexToAddress("0x1")
			r.InputSizes = []uint64{MaxInputSize + 1}
			return r
		}, "input_sizes[0]"},
		{"spaces in model", func() Message {
			r := sampleRequest()
			r.Requester = common.HexToAddress("0x1")
			r.Req.Models = []string{"A 10"}
			return r
		}, "requirements.models[0]"},
		{"bid price", func() Message {
			b := sampleBid(common.HexToAddress("0x1"))
			b.Provider = b.Requester
			b.Price = nil
			return b
		}, "price"},
		{"proposal spec", func() Message {
			p := sampleProposal(common.HexToAddress("0x1"))
			p.Requester = p.Provider
			p.SpecCID = ""
			return p
		}, "spec_cid"},
		{"acceptance class", func() Message {
			p := sampleProposal(common.HexToAddress("0x1"))
			p.Requester = p.Provider
			a := AcceptProposal(p, 1)
			a.Class = 9
			return a
		}, "class"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.msg().Validate()
			var fe *FieldError
			if !errors.As(err, &fe) || !errors.Is(err, ErrInvalid) {
				t.Fatalf("got %v, want a FieldError", err)
			}
			if fe.Field != tc.field {
				t.Fatalf("field %q, want %q (%v)", fe.Field, tc.field, err)
			}
		})
	}
}

func TestDecodeRejects(t *testing.T) {
	good, err := Encode(allSigned(t)[0])
	if err != nil {
		t.Fatal(err)
	}
	env := func(v uint8, k Kind, body []byte) []byte {
		b, err := wire.Marshal(envelope{Version: v, Kind: k, Body: body})
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	tests := []struct {
		name string
		in   []byte
		want error
	}{
		{"oversize", make([]byte, MaxMessageSize+1), ErrTooLarge},
		{"garbage", []byte{0xff, 0x00}, ErrMalformed},
		{"empty", nil, ErrMalformed},
		{"version", env(2, KindOffer, []byte{0xa0}), ErrUnknownVersion},
		{"kind", env(1, 9, []byte{0xa0}), ErrUnknownKind},
		{"unknown field", env(1, KindOffer, []byte{0xa1, 0x18, 0x63, 0x01}), ErrMalformed},
		{"trailing", append(append([]byte{}, good...), 0x00), ErrMalformed},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := Decode(tc.in); !errors.Is(err, tc.want) {
				t.Fatalf("got %v, want %v", err, tc.want)
			}
		})
	}
	if _, err := DecodeBid(good); !errors.Is(err, ErrUnexpectedKind) {
		t.Fatalf("DecodeBid(offer): %v", err)
	}
	if _, err := DecodeOffer(good); err != nil {
		t.Fatal(err)
	}
}

func TestCheckExpiry(t *testing.T) {
	o := sampleOffer()
	exp := o.ExpiresAt()
	if err := CheckExpiry(o, exp, 0); !errors.Is(err, ErrExpired) {
		t.Errorf("at expiry: %v", err)
	}
	if err := CheckExpiry(o, exp.Add(-time.Hour), 2*time.Hour); err != nil {
		t.Errorf("inside window: %v", err)
	}
	if err := CheckExpiry(o, exp.Add(-3*time.Hour), 2*time.Hour); !errors.Is(err, ErrTooFarFuture) {
		t.Errorf("too far: %v", err)
	}
	if _, err := ParseClass("gold"); err == nil || !strings.Contains(err.Error(), "class") {
		t.Errorf("ParseClass error does not name the field: %v", err)
	}
}

// fuzzSeeds adds one encoding of every message kind.
func fuzzSeeds(f *testing.F) {
	for _, m := range allSigned(f) {
		b, err := Encode(m)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
}

// FuzzDecode: no input panics; whatever decodes re-encodes and decodes to the same bytes, and
// verification never panics.
func FuzzDecode(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, b []byte) {
		m, err := Decode(b)
		if err != nil {
			return
		}
		_, _ = m.Verify(testDomain)
		_ = CheckExpiry(m, time.Unix(1_900_000_000, 0), time.Hour)
		e1, err := Encode(m)
		if err != nil {
			return // e.g. a decoded message that exceeds limits once re-encoded
		}
		m2, err := Decode(e1)
		if err != nil {
			t.Fatalf("re-decode: %v", err)
		}
		e2, err := Encode(m2)
		if err != nil || !bytes.Equal(e1, e2) {
			t.Fatalf("not stable: %x vs %x (%v)", e1, e2, err)
		}
	})
}

func FuzzDecodeOffer(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, b []byte) {
		o, err := DecodeOffer(b)
		if err != nil {
			return
		}
		if err := o.Validate(); err == nil {
			if _, err := o.Digest(testDomain); err != nil {
				t.Fatalf("valid offer has no digest: %v", err)
			}
		}
	})
}

func FuzzDecodeRequest(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, b []byte) {
		r, err := DecodeRequest(b)
		if err != nil {
			return
		}
		if err := r.Validate(); err == nil {
			if _, err := r.Digest(testDomain); err != nil {
				t.Fatalf("valid request has no digest: %v", err)
			}
		}
	})
}

func FuzzDecodeAcceptance(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, b []byte) {
		a, err := DecodeAcceptance(b)
		if err != nil {
			return
		}
		if err := a.Validate(); err == nil {
			if _, err := a.Digest(testDomain); err != nil {
				t.Fatalf("valid acceptance has no digest: %v", err)
			}
		}
	})
}

func BenchmarkOfferVerify(b *testing.B) {
	o := allSigned(b)[0].(*Offer)
	for b.Loop() {
		if _, err := o.Verify(testDomain); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkOfferDigest(b *testing.B) {
	o := allSigned(b)[0].(*Offer)
	for b.Loop() {
		if _, err := o.Digest(testDomain); err != nil {
			b.Fatal(err)
		}
	}
}

// TestAcceptanceRawVRejected: an acceptance goes to JobEscrow.openJob, whose ecrecover takes
// v in {27, 28} only. Verify used to take v in {0, 1} too, so a provider could hand the
// requester an acceptance that passed here and reverted on chain; gossip messages (offers,
// requests, bids, proposals), which no contract checks, still take either form.
func TestAcceptanceRawVRejected(t *testing.T) {
	ms := allSigned(t)
	a := ms[4].(*Acceptance)
	a.Signature[64] -= 27
	if _, err := a.Verify(testDomain); !errors.Is(err, ErrBadSignature) {
		t.Fatalf("acceptance with v=%d: err %v, want ErrBadSignature", a.Signature[64], err)
	}
	o := ms[0].(*Offer)
	o.Signature[64] -= 27
	if signer, err := o.Verify(testDomain); err != nil || signer != o.Provider {
		t.Fatalf("offer with v=%d: %s, %v; want %s", o.Signature[64], signer, err, o.Provider)
	}
}

// TestHighSRejected: the high-s twin of a valid signature recovers the same signer; every
// market message refuses it (EIP-2), so a relayed copy cannot carry a second valid signature.
func TestHighSRejected(t *testing.T) {
	n := crypto.S256().Params().N
	for i, m := range allSigned(t) {
		sig := signatureOf(m)
		new(big.Int).Sub(n, new(big.Int).SetBytes(sig[32:64])).FillBytes(sig[32:64])
		sig[64] = 27 + 28 - sig[64]
		if _, err := m.Verify(testDomain); !errors.Is(err, ErrBadSignature) {
			t.Errorf("message %d (%T) with its high-s twin: err %v, want ErrBadSignature", i, m, err)
		}
	}
}

func signatureOf(m Message) []byte {
	switch m := m.(type) {
	case *Offer:
		return m.Signature
	case *Request:
		return m.Signature
	case *Bid:
		return m.Signature
	case *Proposal:
		return m.Signature
	case *Acceptance:
		return m.Signature
	case *FailureNotice:
		return m.Signature
	}
	panic(fmt.Sprintf("no signature on %T", m))
}
