package market

import (
	"crypto/ecdsa"
	"math/big"
	"slices"
	"strconv"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/gpumesh/gpumesh/contracts"
)

// Class is a job class. The zero value is invalid so that a missing field is caught.
type Class uint8

// Job classes (DESIGN.md "Job classes").
const (
	ClassBatch Class = 1 // auction window, escrow per job, preemptible by burst
	ClassBurst Class = 2 // direct proposal from the local book, one round trip, warm slots
	ClassZK    Class = 3 // auction window, paid on a proof that verifies on-chain
)

// String returns "batch", "burst", "zk" or "class(N)".
func (c Class) String() string {
	switch c {
	case ClassBatch:
		return "batch"
	case ClassBurst:
		return "burst"
	case ClassZK:
		return "zk"
	}
	return "class(" + strconv.FormatUint(uint64(c), 10) + ")"
}

// Valid reports whether c is one of the defined classes.
func (c Class) Valid() bool { return c >= ClassBatch && c <= ClassZK }

// ParseClass parses "batch", "burst" or "zk".
func ParseClass(s string) (Class, error) {
	switch s {
	case "batch":
		return ClassBatch, nil
	case "burst":
		return ClassBurst, nil
	case "zk":
		return ClassZK, nil
	}
	return 0, &FieldError{Field: "class", Value: s, Reason: "want batch, burst or zk", Err: ErrInvalid}
}

// PriceUnit says what one unit of a ClassPrice buys.
type PriceUnit uint8

// Price units.
const (
	PerGPUSecond PriceUnit = 1 // token units per GPU-second (a fractional GPU pays its share)
	PerJobUnit   PriceUnit = 2 // token units per job unit (e.g. one proof of a given circuit size class)
)

// String returns "gpu_second", "job_unit" or "unit(N)".
func (u PriceUnit) String() string {
	switch u {
	case PerGPUSecond:
		return "gpu_second"
	case PerJobUnit:
		return "job_unit"
	}
	return "unit(" + strconv.FormatUint(uint64(u), 10) + ")"
}

// GPU describes a group of identical devices of a provider.
type GPU struct {
	Model   string `cbor:"1,keyasint" json:"model"`    // e.g. "A10", "V100M32"
	Vendor  string `cbor:"2,keyasint" json:"vendor"`   // e.g. "nvidia", "amd", "cpu"
	Count   uint32 `cbor:"3,keyasint" json:"count"`    // number of devices of this model
	VRAMMiB uint64 `cbor:"4,keyasint" json:"vram_mib"` // memory per device
	// ComputeCap is the compute capability as major*10+minor (8.6 -> 86); 0 when not applicable.
	ComputeCap uint32 `cbor:"5,keyasint" json:"compute_cap"`
}

// ClassPrice is the asking price of a provider for one class.
type ClassPrice struct {
	Class  Class     `cbor:"1,keyasint" json:"class"`
	Unit   PriceUnit `cbor:"2,keyasint" json:"unit"`
	Amount *big.Int  `cbor:"3,keyasint" json:"amount"` // token units per Unit
}

// Offer is a provider's signed advertisement of its capacity, gossiped on /gpumesh/offers/1.
// A newer Nonce from the same Provider replaces an older offer.
type Offer struct {
	Provider common.Address `cbor:"1,keyasint" json:"provider"`
	PeerID   string         `cbor:"2,keyasint" json:"peer_id"` // libp2p peer id (base58/CIDv1 text)
	GPUs     []GPU          `cbor:"3,keyasint" json:"gpus"`
	// Throughput is the throughput the provider claims for the whole node in int8
	// multiply-accumulates per second: half the attested int8 ops/s of its Attestation
	// (DESIGN.md "Capacity attestation"). Matching credits it only through the attestation.
	Throughput uint64       `cbor:"4,keyasint" json:"throughput"`
	Prices     []ClassPrice `cbor:"5,keyasint" json:"prices"`
	// BurstSlots is the burst headroom: GPUs the provider keeps free for burst jobs.
	BurstSlots   uint32   `cbor:"6,keyasint" json:"burst_slots"`
	HotCIDs      []string `cbor:"7,keyasint" json:"hot_cids"` // content the provider holds hot
	Region       string   `cbor:"8,keyasint" json:"region"`   // e.g. "eu-west"; "" = unspecified
	LatencyClass uint8    `cbor:"9,keyasint" json:"latency_class"`
	Nonce        uint64   `cbor:"10,keyasint" json:"nonce"`
	Expiry       uint64   `cbor:"11,keyasint" json:"expiry"` // unix seconds
	Signature    []byte   `cbor:"12,keyasint" json:"signature"`
	// Attestation is the latest capacity attestation of this provider (the canonical CBOR of a
	// verifier/capacity.Attestation, signed by its challenger), or empty. The market does not
	// trust Throughput by itself: the book credits throughput only from an attestation that
	// verifies, is fresh, names this provider and comes from a trusted challenger (book.Config).
	// Covered by the offer's signature, at most MaxAttestationLen bytes.
	Attestation []byte `cbor:"13,keyasint,omitempty" json:"attestation,omitempty"`
	// Executors are the executors the provider enables, with their versions (at most
	// MaxExecutors, unique names). An offer that lists none (one signed before the field
	// existed) runs wasm only. Covered by the signature.
	Executors []Executor `cbor:"14,keyasint,omitempty" json:"executors,omitempty"`
	// WarmCircuits are the zk circuit packages (CIDs) the provider holds decoded in memory, so
	// a proving job of one of them starts proving without fetching or decoding its keys (at
	// most MaxWarmCircuits, unique). Matching prefers these providers for zk jobs naming the
	// circuit (match.Config.ZKWarmWeight). Covered by the signature.
	WarmCircuits []string `cbor:"15,keyasint,omitempty" json:"warm_circuits,omitempty"`
}

// WarmCircuit reports whether the offer lists circuit c as warm.
func (o *Offer) WarmCircuit(c string) bool { return slices.Contains(o.WarmCircuits, c) }

// Executor is an executor a provider enables, as its offer advertises it. Version, Driver and
// CUDA are "" where unknown.
type Executor struct {
	Name string `cbor:"1,keyasint" json:"name"` // "wasm", "exec", "zk", "container"
	// Version is the executor's own version: for container, the Docker Engine's.
	Version string `cbor:"2,keyasint,omitempty" json:"version,omitempty"`
	// Driver and CUDA are the NVIDIA driver and CUDA versions the executor's GPUs run with.
	Driver string `cbor:"3,keyasint,omitempty" json:"driver,omitempty"`
	CUDA   string `cbor:"4,keyasint,omitempty" json:"cuda,omitempty"`
}

// Enables reports whether the offer's provider runs jobs of executor name. An offer that lists
// no executors runs wasm only (the default of every provider before offers named them).
func (o *Offer) Enables(name string) bool {
	if len(o.Executors) == 0 {
		return name == "wasm"
	}
	for _, e := range o.Executors {
		if e.Name == name {
			return true
		}
	}
	return false
}

// Requirements are the hard constraints of a job. Zero values mean "no constraint" except
// GPUCount, which must be at least 1 (a CPU-only job asks for one "cpu" vendor device).
type Requirements struct {
	GPUCount      uint32   `cbor:"1,keyasint" json:"gpu_count"`
	VRAMMiB       uint64   `cbor:"2,keyasint" json:"vram_mib"` // per GPU
	Models        []string `cbor:"3,keyasint" json:"models"`   // allow list; empty = any
	Vendors       []string `cbor:"4,keyasint" json:"vendors"`  // allow list; empty = any
	MinComputeCap uint32   `cbor:"5,keyasint" json:"min_compute_cap"`
	MinThroughput uint64   `cbor:"6,keyasint" json:"min_throughput"`
	// MaxPrice is the highest acceptable price in the unit the offer uses for the class; nil = any.
	MaxPrice *big.Int `cbor:"7,keyasint" json:"max_price"`
	// MinReputation in basis points (0..10000) of the locally computed reputation score.
	MinReputation uint32 `cbor:"8,keyasint" json:"min_reputation"`
	Region        string `cbor:"9,keyasint" json:"region"` // "" = any
	// MaxLatencyClass is the worst acceptable offer latency class; 0 = any.
	MaxLatencyClass uint8 `cbor:"10,keyasint" json:"max_latency_class"`
	// Executor is the executor the job runs on ("wasm", "container", ...); "" = any. Only
	// offers that enable it are eligible.
	Executor string `cbor:"11,keyasint,omitempty" json:"executor,omitempty"`
}

// Request announces a batch or zk job on /gpumesh/requests/1 and opens a bid window.
type Request struct {
	JobID       contracts.JobID `cbor:"1,keyasint" json:"job_id"`
	Requester   common.Address  `cbor:"2,keyasint" json:"requester"`
	Class       Class           `cbor:"3,keyasint" json:"class"`
	Req         Requirements    `cbor:"4,keyasint" json:"requirements"`
	InputCIDs   []string        `cbor:"5,keyasint" json:"input_cids"`
	BidWindowMs uint64          `cbor:"6,keyasint" json:"bid_window_ms"`
	Expiry      uint64          `cbor:"7,keyasint" json:"expiry"` // unix seconds
	Signature   []byte          `cbor:"8,keyasint" json:"signature"`
	// SpecCID names the job spec, so a provider can fetch it (from the requester) and price
	// its bid from the spec's wall time and resources before bidding.
	SpecCID string `cbor:"9,keyasint,omitempty" json:"spec_cid,omitempty"`
	// InputSizes are the sizes in bytes (stored blocks of each DAG) of InputCIDs, in the same
	// order, or empty when the requester does not know them. Matching weighs the data-locality
	// term by them: a provider holding the inputs hot saves their bytes (market/match). They are
	// the requester's claims: they only steer its own matching, and a provider bounds its
	// fetches by its own limits, never by these. Each at most MaxInputSize.
	InputSizes []uint64 `cbor:"10,keyasint,omitempty" json:"input_sizes,omitempty"`
}

// Bid is a provider's sealed answer to a Request, sent over /gpumesh/bid/1 to the requester only.
type Bid struct {
	JobID      contracts.JobID `cbor:"1,keyasint" json:"job_id"`
	Requester  common.Address  `cbor:"2,keyasint" json:"requester"`
	Provider   common.Address  `cbor:"3,keyasint" json:"provider"`
	OfferNonce uint64          `cbor:"4,keyasint" json:"offer_nonce"` // the offer this bid is made under
	Price      *big.Int        `cbor:"5,keyasint" json:"price"`       // total for the job, token units
	Collateral *big.Int        `cbor:"6,keyasint" json:"collateral"`
	Deadline   uint64          `cbor:"7,keyasint" json:"deadline"` // unix seconds the provider commits to
	Expiry     uint64          `cbor:"8,keyasint" json:"expiry"`
	Signature  []byte          `cbor:"9,keyasint" json:"signature"`
}

// FailureNotice is a provider's word to a requester that it gave up a job it accepted (its
// module or inputs could not be fetched, its executor failed, it could not be placed before
// the deadline), sent over /gpumesh/notice/1 as soon as the provider knows, so the requester
// can move the job elsewhere without waiting for the deadline.
//
// A notice is advice, never settlement: it moves no money and changes nothing on chain. The
// escrow alone decides the job's outcome: a provider that abandoned the job on chain (Abandoned)
// refunded the requester already; one that did not can still deliver until the deadline, and if
// it does not, the requester's refund after the deadline slashes its collateral as for any other
// missed job. A requester treats a notice only as a reason to stop waiting for this provider.
type FailureNotice struct {
	JobID     contracts.JobID `cbor:"1,keyasint" json:"job_id"` // the escrow job the provider gave up
	Requester common.Address  `cbor:"2,keyasint" json:"requester"`
	Provider  common.Address  `cbor:"3,keyasint" json:"provider"`
	// Cause is a short machine-readable reason, like inputs-unavailable or executor-failed.
	Cause string `cbor:"4,keyasint" json:"cause"`
	// Detail is the provider's human-readable account (at most MaxNoticeDetail bytes).
	Detail string `cbor:"5,keyasint,omitempty" json:"detail,omitempty"`
	// Abandoned says the provider says it abandoned the job on chain (the requester is refunded
	// in full, the collateral unlocked); the requester reads the chain, not this flag, to act.
	Abandoned bool   `cbor:"6,keyasint,omitempty" json:"abandoned,omitempty"`
	Expiry    uint64 `cbor:"7,keyasint" json:"expiry"`
	Signature []byte `cbor:"8,keyasint" json:"signature"`
}

// Proposal is the requester's offer to one provider (burst: straight from the book; batch/zk: to
// the winning bidder), sent over /gpumesh/propose/1. The provider answers with an Acceptance.
type Proposal struct {
	JobID            contracts.JobID `cbor:"1,keyasint" json:"job_id"`
	Requester        common.Address  `cbor:"2,keyasint" json:"requester"`
	Provider         common.Address  `cbor:"3,keyasint" json:"provider"`
	Class            Class           `cbor:"4,keyasint" json:"class"`
	SpecCID          string          `cbor:"5,keyasint" json:"spec_cid"`
	Price            *big.Int        `cbor:"6,keyasint" json:"price"`
	Collateral       *big.Int        `cbor:"7,keyasint" json:"collateral"`
	Deadline         uint64          `cbor:"8,keyasint" json:"deadline"`
	SecretCommitment common.Hash     `cbor:"9,keyasint" json:"secret_commitment"`
	Expiry           uint64          `cbor:"10,keyasint" json:"expiry"`
	Signature        []byte          `cbor:"11,keyasint" json:"signature"`
	// RequesterPubKey is the requester's uncompressed secp256k1 public key (65 bytes, 0x04 ||
	// X || Y). The provider encrypts the job's outputs to it. It is not covered by Signature: it
	// is bound instead by having to hash to Requester (RequesterKey checks that).
	RequesterPubKey []byte `cbor:"12,keyasint,omitempty" json:"requester_pubkey,omitempty"`
}

// RequesterKey parses RequesterPubKey and checks that it belongs to Requester.
func (p *Proposal) RequesterKey() (*ecdsa.PublicKey, error) {
	if len(p.RequesterPubKey) == 0 {
		return nil, fieldErr("requester_pubkey", nil, "send the requester's uncompressed public key (65 bytes)")
	}
	pub, err := crypto.UnmarshalPubkey(p.RequesterPubKey)
	if err != nil {
		return nil, fieldErr("requester_pubkey", len(p.RequesterPubKey), "give an uncompressed secp256k1 key (65 bytes, 0x04 prefix)")
	}
	if got := crypto.PubkeyToAddress(*pub); got != p.Requester {
		return nil, fieldErr("requester_pubkey", got.Hex(), "give the public key of the requester address "+p.Requester.Hex())
	}
	return pub, nil
}

// Acceptance is the provider's signed agreement to run a job on the given terms. The escrow opens
// a job with it (DESIGN.md flow 3): Signature is the provider's EIP-712 signature over OnChain()
// (contracts.Acceptance, domain "gpumesh JobEscrow"), so the requester passes it to
// contracts.Client.OpenJob unchanged.
type Acceptance struct {
	JobID            contracts.JobID `cbor:"1,keyasint" json:"job_id"`
	Requester        common.Address  `cbor:"2,keyasint" json:"requester"`
	Provider         common.Address  `cbor:"3,keyasint" json:"provider"`
	SpecCID          string          `cbor:"4,keyasint" json:"spec_cid"`
	Price            *big.Int        `cbor:"5,keyasint" json:"price"`
	Collateral       *big.Int        `cbor:"6,keyasint" json:"collateral"`
	Deadline         uint64          `cbor:"7,keyasint" json:"deadline"` // unix seconds
	Class            Class           `cbor:"8,keyasint" json:"class"`
	SecretCommitment common.Hash     `cbor:"9,keyasint" json:"secret_commitment"`
	Expiry           uint64          `cbor:"10,keyasint" json:"expiry"` // acceptance unusable after this
	Signature        []byte          `cbor:"11,keyasint" json:"signature"`
	// ZKSpecHash binds a zk job to its circuit and public inputs (contracts.ZkSpecHash, set by
	// BindZK); OnChain gives it to the escrow as the spec hash. Zero for other classes.
	ZKSpecHash common.Hash `cbor:"12,keyasint,omitzero" json:"zk_spec_hash,omitzero"`
}

// PriceFor returns the offer's price for class c, or nil and 0 when it does not serve c.
func (o *Offer) PriceFor(c Class) (*big.Int, PriceUnit) {
	for _, p := range o.Prices {
		if p.Class == c {
			return p.Amount, p.Unit
		}
	}
	return nil, 0
}

// TotalGPUs is the number of devices over all GPU groups.
func (o *Offer) TotalGPUs() uint64 {
	var n uint64
	for _, g := range o.GPUs {
		n += uint64(g.Count)
	}
	return n
}

func unixTime(s uint64) time.Time {
	if s > 1<<62 {
		s = 1 << 62
	}
	return time.Unix(int64(s), 0)
}

// ExpiresAt returns the offer's expiry as a time.
func (o *Offer) ExpiresAt() time.Time { return unixTime(o.Expiry) }

// ExpiresAt returns the request's expiry as a time.
func (r *Request) ExpiresAt() time.Time { return unixTime(r.Expiry) }

// ExpiresAt returns the bid's expiry as a time.
func (b *Bid) ExpiresAt() time.Time { return unixTime(b.Expiry) }

// ExpiresAt returns the proposal's expiry as a time.
func (p *Proposal) ExpiresAt() time.Time { return unixTime(p.Expiry) }

// ExpiresAt returns the acceptance's expiry as a time.
func (a *Acceptance) ExpiresAt() time.Time { return unixTime(a.Expiry) }

// ExpiresAt returns the notice's expiry.
func (n *FailureNotice) ExpiresAt() time.Time { return unixTime(n.Expiry) }
