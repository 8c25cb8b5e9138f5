// Package evidence carries, on the GossipSub topic /gpumesh/disputes/2, what the verifiers of a
// dispute need and the chain does not hold: the job spec's CID and, for a result encrypted to the
// requester, the file key that opens that one result. The escrow stores only
// keccak256 of the spec CID (the acceptance's specHash), so a verifier drawn for a dispute cannot
// find the job to re-run from chain data alone; the disputer publishes an Evidence and repeats it
// until the dispute resolves (gossip does not replay to late joiners).
//
// Evidence is not trusted: the topic (Join, on p2p/gossip's validation pipeline) carries only
// signed evidence (Validate) published by the peer bound to the signing wallet, each publishing
// peer is rate-limited, and a verifier acts on evidence only if its job's requester signed it
// (Store) and keccak256(spec CID bytes) equals the specHash of the job's JobOpened event (Check),
// for a dispute it was drawn for. Store keeps the requester's evidence for a live dispute out of
// the reach of floods of junk evidence. Evidence is capped at MaxSize bytes.
package evidence

import (
	"crypto/ecdsa"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ipfs/go-cid"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/contracts/eip712"
	"github.com/gpumesh/gpumesh/p2p/wire"
)

// MaxSize bounds an encoded Evidence.
const MaxSize = 512

// Errors.
var (
	ErrMalformed = errors.New("evidence: malformed message")
	ErrMismatch  = errors.New("evidence: spec CID does not hash to the job's specHash")
	ErrUnsigned  = errors.New("evidence: not signed")
)

// Evidence names the spec of a disputed job and, for a result encrypted to the requester, the
// result's file key.
type Evidence struct {
	JobID   contracts.JobID `cbor:"1,keyasint" json:"job_id"`
	SpecCID []byte          `cbor:"2,keyasint" json:"spec_cid"` // CID bytes
	// ResultKey is the file key of the provider's encrypted result (p2p/content.FileKey),
	// disclosed by the requester so that verifiers can open that one result and compare its
	// plain CID with their re-run. It opens nothing else of the requester's; it makes the
	// disputed result readable to whoever hears the topic. Empty for a plain result.
	ResultKey []byte `cbor:"3,keyasint,omitempty" json:"result_key,omitempty"`
	// Signature is the requester's signature over the job id, spec CID and result key (Sign).
	// A verifier uses a ResultKey only when its signer is the job's requester: anyone can
	// publish on the topic, and a key from someone else (the provider, say) proves nothing.
	Signature []byte `cbor:"4,keyasint,omitempty" json:"signature,omitempty"`
}

// digest is what Sign signs: keccak256("gpumesh-evidence/1" || job id || spec CID || key).
func (e *Evidence) digest() common.Hash {
	return crypto.Keccak256Hash([]byte("gpumesh-evidence/1"), e.JobID[:], e.SpecCID, e.ResultKey)
}

// Sign signs e with the requester's key. The signature keeps go-ethereum's raw form (v in
// {0, 1}), which every node version reads.
func (e *Evidence) Sign(key *ecdsa.PrivateKey) error {
	s, err := eip712.NewKeySigner(key)
	if err != nil {
		return fmt.Errorf("sign evidence: %w", err)
	}
	sig, err := s.SignDigest(e.digest())
	if err != nil {
		return fmt.Errorf("sign evidence: %w", err)
	}
	e.Signature = sig
	return nil
}

// Signer returns the address that signed e (ErrUnsigned without a signature). It takes what
// eip712.RecoverAnyV takes: 65 bytes, v in {0, 1} or {27, 28}, low s, a non-zero signer.
func (e *Evidence) Signer() (common.Address, error) {
	if len(e.Signature) == 0 {
		return common.Address{}, ErrUnsigned
	}
	addr, err := eip712.RecoverAnyV(e.digest(), e.Signature)
	if err != nil {
		return common.Address{}, fmt.Errorf("%w: signature: %w", ErrMalformed, err)
	}
	return addr, nil
}

// ResultKeySize is the length of a disclosed file key.
const ResultKeySize = 32

// Spec returns the spec CID.
func (e *Evidence) Spec() (cid.Cid, error) {
	c, err := cid.Cast(e.SpecCID)
	if err != nil {
		return cid.Undef, fmt.Errorf("%w: spec CID: %v", ErrMalformed, err)
	}
	return c, nil
}

// Check returns ErrMismatch unless keccak256(SpecCID) is specHash (JobOpened.specHash).
func (e *Evidence) Check(specHash common.Hash) error {
	if got := crypto.Keccak256Hash(e.SpecCID); got != specHash {
		return fmt.Errorf("%w: job %s: keccak256(spec CID) %s, job has %s", ErrMismatch, e.JobID, got, specHash)
	}
	return nil
}

// decoder is the evidence topic's strict decoder (p2p/wire).
var decoder = wire.MustDecoder(wire.Limits{
	MaxSize: MaxSize, MaxNestedLevels: 4, MaxArrayElements: 16, MaxMapPairs: 16,
})

// Encode returns the canonical CBOR encoding of e.
func Encode(e *Evidence) ([]byte, error) {
	b, err := wire.Marshal(e)
	if err != nil {
		return nil, fmt.Errorf("encode evidence: %w", err)
	}
	if len(b) > MaxSize {
		return nil, fmt.Errorf("%w: %d bytes, limit %d", ErrMalformed, len(b), MaxSize)
	}
	return b, nil
}

// Decode decodes an Evidence (untrusted bytes) and checks its spec CID parses.
func Decode(b []byte) (*Evidence, error) {
	if len(b) > MaxSize {
		return nil, fmt.Errorf("%w: %d bytes, limit %d", ErrMalformed, len(b), MaxSize)
	}
	var e Evidence
	if err := decoder.Unmarshal(b, &e); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrMalformed, err)
	}
	if _, err := e.Spec(); err != nil {
		return nil, err
	}
	if n := len(e.ResultKey); n != 0 && n != ResultKeySize {
		return nil, fmt.Errorf("%w: result key is %d bytes, want %d", ErrMalformed, n, ResultKeySize)
	}
	if n := len(e.Signature); n != 0 && n != crypto.SignatureLength {
		return nil, fmt.Errorf("%w: signature is %d bytes, want %d", ErrMalformed, n, crypto.SignatureLength)
	}
	return &e, nil
}
