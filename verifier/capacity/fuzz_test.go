package capacity

import (
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

func FuzzDecodeChallenge(f *testing.F) {
	b, _ := Encode(Challenge{Version: 1, N: 64, Challenger: common.HexToAddress("0x1")})
	f.Add(b)
	f.Add([]byte{0xa0})
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := DecodeChallenge(data)
		if err != nil {
			return
		}
		if c.N < 1 || c.N > MaxN {
			t.Fatalf("accepted n=%d", c.N)
		}
		b, err := Encode(c)
		if err != nil {
			t.Fatal(err)
		}
		if c2, err := DecodeChallenge(b); err != nil || c2 != c {
			t.Fatalf("round trip: %v", err)
		}
	})
}

func FuzzDecodeCommitment(f *testing.F) {
	b, _ := Encode(Commitment{N: 8, ElapsedNanos: 5, Device: Device{Kind: "cpu"}})
	f.Add(b)
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := DecodeCommitment(data)
		if err == nil && (c.ElapsedNanos <= 0 || c.N < 1) {
			t.Fatalf("accepted %+v", c)
		}
	})
}

func FuzzDecodeOpenRequest(f *testing.F) {
	b, _ := Encode(OpenRequest{Rows: []uint32{1, 2, 3}})
	f.Add(b, uint32(8))
	f.Fuzz(func(t *testing.T, data []byte, n uint32) {
		r, err := DecodeOpenRequest(data, n)
		if err != nil {
			return
		}
		for _, row := range r.Rows {
			if row >= n {
				t.Fatalf("row %d >= n %d accepted", row, n)
			}
		}
	})
}

func FuzzDecodeOpenResponse(f *testing.F) {
	b, _ := Encode(OpenResponse{Openings: []Opening{{Row: 1, Values: []int32{1, -2}, Proof: []Hash{{1}}}}})
	f.Add(b)
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := DecodeOpenResponse(data)
		if err != nil {
			return
		}
		// Whatever decodes must be rejected or accepted by Check without panicking.
		ch := Challenge{Version: 1, N: 4}
		cm := Commitment{N: 4, ElapsedNanos: 1}
		plan := Plan{Request: OpenRequest{Rows: make([]uint32, len(r.Openings))}, entries: make([][]int, len(r.Openings))}
		_ = Check(ch, cm, plan, r)
	})
}

func FuzzDecodeAttestation(f *testing.F) {
	b, _ := EncodeAttestation(&Attestation{N: 8, ElapsedNanos: 1, Signature: make([]byte, 65)})
	f.Add(b)
	f.Fuzz(func(t *testing.T, data []byte) {
		a, err := DecodeAttestation(data)
		if err != nil {
			return
		}
		_ = a.Verify(testDomain) // must not panic
	})
}
