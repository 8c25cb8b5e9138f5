package jobspec

import (
	"bytes"
	"fmt"

	"github.com/ipfs/go-cid"
	mh "github.com/multiformats/go-multihash"

	"github.com/gpumesh/gpumesh/p2p/wire"
)

// decoder is the job spec's strict decoder (p2p/wire): max_price is a bignum, so tags are
// allowed; DecodeCanonical also demands the canonical encoding by re-encoding.
var decoder = wire.MustDecoder(wire.Limits{
	MaxSize:          MaxSpecSize,
	MaxNestedLevels:  8,
	MaxArrayElements: 1024,
	MaxMapPairs:      1024,
	Bignums:          true,
})

// Canonical returns the job's canonical encoding: CBOR with integer keys under RFC 8949 core
// deterministic rules (sorted map keys, shortest forms, no indefinite lengths), so the same job
// always gives the same bytes and the same CID. Every local path must have been replaced by a
// CID (Resolve) — the provider cannot read the requester's disk — and the job must be valid.
func (j *Job) Canonical() ([]byte, error) {
	if err := j.checkResolved(); err != nil {
		return nil, fmt.Errorf("canonical job spec: %w", err)
	}
	r := newReport()
	checkJob(j, r, Options{})
	if len(r.errs) > 0 {
		return nil, fmt.Errorf("canonical job spec: %w", r.errs)
	}
	b, err := wire.Marshal(j)
	if err != nil {
		return nil, fmt.Errorf("canonical job spec: %w", err)
	}
	if len(b) > MaxSpecSize {
		return nil, fmt.Errorf("canonical job spec: %d bytes: %w", len(b), ErrTooLarge)
	}
	return b, nil
}

// CID returns the CID of the canonical bytes: CIDv1, raw codec, sha2-256. That is the CID the
// p2p/content store gives the canonical bytes when they fit in one chunk (raw leaves, CIDv1), and
// the CID an Acceptance commits to through contracts.SpecHash(c.Bytes()).
func (j *Job) CID() (cid.Cid, error) {
	b, err := j.Canonical()
	if err != nil {
		return cid.Undef, err
	}
	return CIDOf(b)
}

// CIDOf returns the raw-codec CIDv1 (sha2-256) of canonical spec bytes.
func CIDOf(canonical []byte) (cid.Cid, error) {
	h, err := mh.Sum(canonical, mh.SHA2_256, -1)
	if err != nil {
		return cid.Undef, err
	}
	return cid.NewCidV1(cid.Raw, h), nil
}

// DecodeCanonical is the provider's side of Canonical: it decodes canonical CBOR (at most
// MaxSpecSize bytes), refuses any other encoding of the same job (ErrNotCanonical), unknown
// fields and unresolved local paths, and validates the job.
func DecodeCanonical(b []byte) (*Job, error) {
	if len(b) > MaxSpecSize {
		return nil, fmt.Errorf("decode job spec: %d bytes: %w", len(b), ErrTooLarge)
	}
	var j Job
	if err := decoder.Unmarshal(b, &j); err != nil {
		return nil, fmt.Errorf("decode job spec: %w: %v", ErrNotCanonical, err)
	}
	again, err := wire.Marshal(&j)
	if err != nil || !bytes.Equal(again, b) {
		return nil, fmt.Errorf("decode job spec: %w: re-encoding differs", ErrNotCanonical)
	}
	if err := j.checkResolved(); err != nil {
		return nil, fmt.Errorf("decode job spec: %w", err)
	}
	r := newReport()
	checkJob(&j, r, Options{})
	if len(r.errs) > 0 {
		return nil, fmt.Errorf("decode job spec: %w", r.errs)
	}
	return &j, nil
}
