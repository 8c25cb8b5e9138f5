package market

import (
	"bytes"
	"fmt"
	"math/big"
	"math/rand/v2"
	"testing"
)

// validateOfferBefore is Offer.Validate as it was before it built field paths only on failure
// (f01c83c): the reference the faster version must agree with, error text included.
func validateOfferBefore(o *Offer) error {
	if o.Provider == ([20]byte{}) {
		return fieldErr("provider", nil, "set the provider wallet address")
	}
	if err := checkText("peer_id", o.PeerID, true); err != nil {
		return err
	}
	if len(o.GPUs) == 0 || len(o.GPUs) > MaxGPUGroups {
		return fieldErr("gpus", len(o.GPUs), fmt.Sprintf("list 1..%d GPU groups", MaxGPUGroups))
	}
	for i, g := range o.GPUs {
		p := fmt.Sprintf("gpus[%d]", i)
		if err := checkText(p+".model", g.Model, true); err != nil {
			return err
		}
		if err := checkText(p+".vendor", g.Vendor, true); err != nil {
			return err
		}
		if g.Count == 0 || g.Count > MaxGPUsPerGroup {
			return fieldErr(p+".count", g.Count, fmt.Sprintf("give 1..%d devices", MaxGPUsPerGroup))
		}
	}
	if len(o.Prices) == 0 || len(o.Prices) > MaxPrices {
		return fieldErr("prices", len(o.Prices), fmt.Sprintf("give 1..%d class prices", MaxPrices))
	}
	seen := map[Class]bool{}
	for i, p := range o.Prices {
		f := fmt.Sprintf("prices[%d]", i)
		if !p.Class.Valid() {
			return fieldErr(f+".class", p.Class, "use batch (1), burst (2) or zk (3)")
		}
		if seen[p.Class] {
			return fieldErr(f+".class", p.Class, "give each class one price")
		}
		seen[p.Class] = true
		if p.Unit != PerGPUSecond && p.Unit != PerJobUnit {
			return fieldErr(f+".unit", p.Unit, "use gpu_second (1) or job_unit (2)")
		}
		if err := checkAmount(f+".amount", p.Amount, true); err != nil {
			return err
		}
	}
	if uint64(o.BurstSlots) > o.TotalGPUs() {
		return fieldErr("burst_slots", o.BurstSlots, "reserve at most as many burst slots as GPUs offered")
	}
	if len(o.HotCIDs) > MaxCIDs {
		return fieldErr("hot_cids", len(o.HotCIDs), fmt.Sprintf("list at most %d CIDs", MaxCIDs))
	}
	for i, c := range o.HotCIDs {
		if err := checkCID(fmt.Sprintf("%s[%d]", "hot_cids", i), c); err != nil {
			return err
		}
	}
	if err := checkWarmCircuits(o.WarmCircuits); err != nil {
		return err
	}
	if err := checkText("region", o.Region, false); err != nil {
		return err
	}
	if o.Expiry == 0 {
		return fieldErr("expiry", o.Expiry, "set an expiry (unix seconds)")
	}
	if len(o.Attestation) > MaxAttestationLen {
		return fieldErr("attestation", len(o.Attestation), fmt.Sprintf("quote an attestation of at most %d bytes", MaxAttestationLen))
	}
	if len(o.Executors) > MaxExecutors {
		return fieldErr("executors", len(o.Executors), fmt.Sprintf("list at most %d executors", MaxExecutors))
	}
	names := map[string]bool{}
	for i, e := range o.Executors {
		f := fmt.Sprintf("executors[%d]", i)
		if err := checkText(f+".name", e.Name, true); err != nil {
			return err
		}
		if names[e.Name] {
			return fieldErr(f+".name", e.Name, "list each executor once")
		}
		names[e.Name] = true
		for _, v := range []struct{ k, s string }{{".version", e.Version}, {".driver", e.Driver}, {".cuda", e.CUDA}} {
			if err := checkText(f+v.k, v.s, false); err != nil {
				return err
			}
		}
	}
	return nil
}

// mutateOffer breaks (or keeps) a random field of o in a way Validate looks at.
func mutateOffer(rng *rand.Rand, o *Offer) {
	texts := []string{"", "a b", "ok", "x\x00", "\xff", "A100", string(make([]byte, MaxTextLen+1))}
	text := func() string { return texts[rng.IntN(len(texts))] }
	switch rng.IntN(16) {
	case 0:
		o.Provider = [20]byte{}
	case 1:
		o.PeerID = text()
	case 2:
		o.GPUs = append(o.GPUs, GPU{Model: text(), Vendor: text(), Count: uint32(rng.IntN(3)) * MaxGPUsPerGroup / 2})
	case 3:
		if len(o.GPUs) > 0 {
			o.GPUs[rng.IntN(len(o.GPUs))].Count = []uint32{0, 1, MaxGPUsPerGroup, MaxGPUsPerGroup + 1}[rng.IntN(4)]
		}
	case 4:
		o.Prices = append(o.Prices, ClassPrice{Class: Class(rng.IntN(5)), Unit: PriceUnit(rng.IntN(4)), Amount: []*big.Int{nil, big.NewInt(-1), big.NewInt(5), new(big.Int).Lsh(big.NewInt(1), 256)}[rng.IntN(4)]})
	case 5:
		o.Prices = nil
	case 6:
		o.BurstSlots = uint32(rng.IntN(20))
	case 7:
		o.HotCIDs = append(o.HotCIDs, []string{"", testCID, "bafynot", string(make([]byte, MaxTextLen+1))}[rng.IntN(4)])
	case 8:
		o.WarmCircuits = append(o.WarmCircuits, []string{testCID, "nope"}[rng.IntN(2)])
	case 9:
		o.Region = text()
	case 10:
		o.Expiry = uint64(rng.IntN(2))
	case 11:
		o.Attestation = make([]byte, MaxAttestationLen-1+rng.IntN(3))
	case 12:
		o.Executors = append(o.Executors, Executor{Name: []string{"wasm", "exec", "", "a b"}[rng.IntN(4)], Version: text(), Driver: text(), CUDA: text()})
	case 13:
		for range MaxExecutors + rng.IntN(2) {
			o.Executors = append(o.Executors, Executor{Name: fmt.Sprint("e", rng.IntN(20))})
		}
	case 14:
		for range MaxGPUGroups + rng.IntN(2) {
			o.GPUs = append(o.GPUs, GPU{Model: "m", Vendor: "v", Count: 1})
		}
	case 15: // left valid
	}
}

// TestOfferValidateMatchesBefore: Validate refuses exactly what it refused before it built field
// paths only on failure, with the same error, on valid offers and offers broken one to four ways.
func TestOfferValidateMatchesBefore(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	valid := 0
	for i := range 20000 {
		o := sampleOffer()
		o.Provider = [20]byte{1}
		o.Executors = []Executor{{Name: "wasm", Version: "1"}}
		for range rng.IntN(5) {
			mutateOffer(rng, o)
		}
		got, want := o.Validate(), validateOfferBefore(o)
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("offer %d: Validate %v, before %v", i, got, want)
		}
		if got == nil {
			valid++
		}
	}
	if valid < 1000 {
		t.Fatalf("only %d of the offers were valid: the mutations test too little of the success path", valid)
	}
}

// FuzzDecodeOfferOnePass: DecodeOffer's single pass decodes what Decode decodes, to the same
// offer, and refuses the rest with Decode's error.
func FuzzDecodeOfferOnePass(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, b []byte) {
		got, err := DecodeOffer(b)
		want, werr := decodeAs[*Offer](b, KindOffer)
		if fmt.Sprint(err) != fmt.Sprint(werr) {
			t.Fatalf("DecodeOffer error %v, Decode %v", err, werr)
		}
		if err != nil {
			return
		}
		g, gerr := Encode(got)
		w, wferr := Encode(want)
		if fmt.Sprint(gerr) != fmt.Sprint(wferr) || !bytes.Equal(g, w) {
			t.Fatalf("DecodeOffer gave %x (%v), Decode %x (%v)", g, gerr, w, wferr)
		}
	})
}
