package market

import (
	"errors"
	"fmt"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts"
)

func randStrings(rng *rand.Rand, max int) []string {
	var out []string
	for range rng.IntN(max + 1) {
		out = append(out, fmt.Sprintf("s%d-%x", rng.IntN(5), rng.Uint64()>>rng.IntN(64)))
	}
	return out
}

func randBig(rng *rand.Rand) *big.Int {
	switch rng.IntN(4) {
	case 0:
		return nil
	case 1:
		return new(big.Int)
	case 2:
		return new(big.Int).Lsh(big.NewInt(1), uint(rng.IntN(256))) // up to 2^255
	}
	return new(big.Int).SetUint64(rng.Uint64())
}

func randOffer(rng *rand.Rand) *Offer {
	o := &Offer{Provider: common.BigToAddress(new(big.Int).SetUint64(rng.Uint64())), PeerID: fmt.Sprintf("12D3Koo%x", rng.Uint64()),
		Throughput: rng.Uint64(), BurstSlots: rng.Uint32(), HotCIDs: randStrings(rng, 4), Region: []string{"", "eu", "us-east"}[rng.IntN(3)],
		LatencyClass: uint8(rng.IntN(256)), Nonce: rng.Uint64(), Expiry: rng.Uint64()}
	for range rng.IntN(3) {
		o.GPUs = append(o.GPUs, GPU{Model: fmt.Sprintf("m%d", rng.IntN(9)), Vendor: "nvidia", Count: rng.Uint32(), VRAMMiB: rng.Uint64(), ComputeCap: rng.Uint32()})
	}
	for range rng.IntN(4) {
		o.Prices = append(o.Prices, ClassPrice{Class: Class(rng.IntN(256)), Unit: PriceUnit(rng.IntN(256)), Amount: randBig(rng)})
	}
	for range rng.IntN(3) {
		o.Executors = append(o.Executors, Executor{Name: "wasm", Version: fmt.Sprint(rng.IntN(3)), Driver: "", CUDA: fmt.Sprint(rng.IntN(13))})
	}
	o.WarmCircuits = randStrings(rng, 3)
	if rng.IntN(2) == 0 {
		o.Attestation = make([]byte, rng.IntN(200))
		for i := range o.Attestation {
			o.Attestation[i] = byte(rng.Uint32())
		}
	}
	return o
}

func randRequest(rng *rand.Rand) *Request {
	r := &Request{Requester: common.BigToAddress(new(big.Int).SetUint64(rng.Uint64())), Class: Class(rng.IntN(256)),
		InputCIDs: randStrings(rng, 4), BidWindowMs: rng.Uint64(), Expiry: rng.Uint64(), SpecCID: fmt.Sprint(rng.Uint64())}
	r.JobID = contracts.JobID(common.BigToHash(new(big.Int).SetUint64(rng.Uint64())))
	r.Req = Requirements{GPUCount: rng.Uint32(), VRAMMiB: rng.Uint64(), Models: randStrings(rng, 3), Vendors: randStrings(rng, 2),
		MinComputeCap: rng.Uint32(), MinThroughput: rng.Uint64(), MaxPrice: randBig(rng), MinReputation: rng.Uint32(),
		Region: []string{"", "eu"}[rng.IntN(2)], MaxLatencyClass: uint8(rng.IntN(256)), Executor: []string{"", "container"}[rng.IntN(2)]}
	if rng.IntN(2) == 0 {
		for range r.InputCIDs {
			r.InputSizes = append(r.InputSizes, rng.Uint64())
		}
	}
	return r
}

// TestStructHashMatchesTypedData: the hand-written offer and request encoders give apitypes'
// digest over Types for random messages (empty and full lists, nil and 255-bit amounts), and
// refuse what apitypes refuses (an amount over 256 bits or negative).
func TestStructHashMatchesTypedData(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	d := Domain{ChainID: big.NewInt(31337), Escrow: common.HexToAddress("0x00000000000000000000000000000000000e5c70")}
	for i := range 500 {
		o := randOffer(rng)
		got, err := o.Digest(d)
		want, werr := typedHash(d, "Offer", o.message())
		if err != nil || werr != nil || got != want {
			t.Fatalf("offer %d: fast %s (%v), apitypes %s (%v)", i, got, err, want, werr)
		}
		r := randRequest(rng)
		got, err = r.Digest(d)
		want, werr = typedHash(d, "Request", r.message())
		if err != nil || werr != nil || got != want {
			t.Fatalf("request %d: fast %s (%v), apitypes %s (%v)", i, got, err, want, werr)
		}
	}
	for _, bad := range []*big.Int{new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(-1)} {
		o := randOffer(rng)
		o.Prices = []ClassPrice{{Class: ClassBatch, Amount: bad}}
		if _, err := o.Digest(d); !errors.Is(err, ErrInvalid) {
			t.Fatalf("offer amount %s: err %v, want ErrInvalid", bad, err)
		}
		if _, err := typedHash(d, "Offer", o.message()); err == nil {
			t.Fatalf("apitypes hashed amount %s: the encoders would disagree on what is valid", bad)
		}
		r := randRequest(rng)
		r.Req.MaxPrice = bad
		if _, err := r.Digest(d); !errors.Is(err, ErrInvalid) {
			t.Fatalf("request max price %s: err %v, want ErrInvalid", bad, err)
		}
	}
	if _, err := randOffer(rng).Digest(Domain{}); !errors.Is(err, ErrDomain) {
		t.Fatalf("zero domain: %v, want ErrDomain", err)
	}
}
