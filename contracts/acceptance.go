package contracts

import (
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/gpumesh/gpumesh/contracts/bindings"
	"github.com/gpumesh/gpumesh/contracts/eip712"
)

// JobClass is the class of a job (DESIGN.md "Job classes"); the values match the escrow's.
type JobClass uint8

const (
	ClassBatch JobClass = 0
	ClassBurst JobClass = 1
	ClassZK    JobClass = 2
)

func (c JobClass) String() string {
	switch c {
	case ClassBatch:
		return "batch"
	case ClassBurst:
		return "burst"
	case ClassZK:
		return "zk"
	}
	return fmt.Sprintf("JobClass(%d)", uint8(c))
}

// JobStatus is a job's state in the escrow; the values match JobEscrow.Status.
type JobStatus uint8

const (
	StatusNone      JobStatus = 0 // never opened: the job id is free
	StatusOpen      JobStatus = 1 // payment and collateral locked, result due
	StatusSubmitted JobStatus = 2 // result submitted, challenge window running
	StatusDisputed  JobStatus = 3 // reserved for the dispute module
	StatusClaimed   JobStatus = 4 // provider paid
	StatusRefunded  JobStatus = 5 // deadline missed, requester refunded, collateral slashed
	StatusResolved  JobStatus = 6 // reserved: a dispute was decided
	StatusAbandoned JobStatus = 7 // the provider could not run it: requester refunded, collateral unlocked
	StatusProven    JobStatus = 8 // zk: the proof verified; claimable at once, never disputed, refunded or abandoned
)

func (s JobStatus) String() string {
	names := [...]string{"None", "Open", "Submitted", "Disputed", "Claimed", "Refunded", "Resolved", "Abandoned", "Proven"}
	if int(s) < len(names) {
		return names[s]
	}
	return fmt.Sprintf("JobStatus(%d)", uint8(s))
}

// Domain names a deployment's contracts on one chain, the verifying contracts of every EIP-712
// domain gpumesh signs under (market.Domain is this type; Deployment.Domain fills it from the
// deployment record). Each method returns one message family's eip712.Domain: Acceptance
// (escrow acceptances), Messages (market orders and dispute verdicts), Vouchers (payment
// channel vouchers and burst receipts), Capacity (capacity attestations). A signature made for
// one domain does not verify in another, so it cannot be replayed across chains, contracts or
// message families. A family whose contract is left zero fails eip712.Domain.Check.
type Domain struct {
	ChainID  *big.Int
	Escrow   common.Address // JobEscrow: acceptances, market orders, dispute verdicts
	Channels common.Address // PaymentChannel: vouchers, burst receipts
	Registry common.Address // ProviderRegistry: capacity attestations
}

// Acceptance is the EIP-712 domain of acceptances: (DomainName, DomainVersion, chain, escrow).
func (d Domain) Acceptance() eip712.Domain {
	return eip712.Domain{Name: DomainName, Version: DomainVersion, ChainID: d.ChainID, VerifyingContract: d.Escrow}
}

// Messages is the EIP-712 domain of the off-chain messages tied to the escrow, dispute verdicts
// and market orders (offers, requests, bids, proposals): (VerdictDomainName,
// VerdictDomainVersion, chain, escrow), i.e. ("gpumesh", "1", chain, escrow).
func (d Domain) Messages() eip712.Domain {
	return eip712.Domain{Name: VerdictDomainName, Version: VerdictDomainVersion, ChainID: d.ChainID, VerifyingContract: d.Escrow}
}

// Vouchers is the EIP-712 domain of payment channel vouchers and burst receipts:
// (ChannelDomainName, ChannelDomainVersion, chain, channel contract), PaymentChannel's own.
func (d Domain) Vouchers() eip712.Domain {
	return eip712.Domain{Name: ChannelDomainName, Version: ChannelDomainVersion, ChainID: d.ChainID, VerifyingContract: d.Channels}
}

// Capacity is the EIP-712 domain of capacity attestations: ("gpumesh", "1", chain, registry).
func (d Domain) Capacity() eip712.Domain {
	return eip712.Domain{Name: VerdictDomainName, Version: VerdictDomainVersion, ChainID: d.ChainID, VerifyingContract: d.Registry}
}

// EIP-712 domain name and version of JobEscrow (its constructor's EIP712(...) arguments).
const (
	DomainName    = "gpumesh JobEscrow"
	DomainVersion = "1"
)

// Acceptance is a provider's signed promise to run one job on the terms in it. The requester sends
// it with the provider's signature to JobEscrow.openJob.
type Acceptance struct {
	JobID            JobID
	Requester        common.Address
	Provider         common.Address
	SpecHash         [32]byte // keccak256 of the job spec's CID bytes: SpecHash(cid)
	Price            *big.Int // token units paid by the requester
	Collateral       *big.Int // token units of the provider's stake locked until settlement
	Deadline         uint64   // unix seconds: the result is due by then
	Class            JobClass
	SecretCommitment [32]byte // CommitSecret(secret): the requester's spot-check secret
	Expiry           uint64   // unix seconds: the acceptance cannot open a job after this
}

var (
	// ErrInvalidAcceptance classifies acceptances that the escrow would reject on their face.
	ErrInvalidAcceptance = errors.New("contracts: invalid acceptance")
	// ErrBadSignature reports a signature that is malformed or not by the expected signer
	// (eip712.ErrBadSignature: every signature check of the node returns it).
	ErrBadSignature = eip712.ErrBadSignature
)

var (
	maxPrice      = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 128), big.NewInt(1))
	maxCollateral = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 120), big.NewInt(1))
)

// MinRunLead is the escrow's least time between an acceptance's expiry and its deadline
// (JobEscrow.MIN_RUN_LEAD): a job opened at the last moment still has this long.
const MinRunLead = 10 * time.Second

// ErrNoRunTime reports a deadline that leaves no time to open the job and still run it.
var ErrNoRunTime = errors.New("contracts: deadline leaves no time to run the job")

// MaxExpiry is the latest expiry a provider may sign into an acceptance due at deadline (unix
// seconds) for a job of wallTime: deadline - wallTime - max(lead, MinRunLead), so that a job the
// requester opens at the last moment still fits before the deadline. It fails with ErrNoRunTime
// when that is not a positive unix time; the caller must then check the result against the
// chain's time (an expiry already past is useless too).
func MaxExpiry(deadline uint64, wallTime, lead time.Duration) (uint64, error) {
	if wallTime < 0 || lead < 0 {
		return 0, fmt.Errorf("%w: wall time %s and lead %s must not be negative", ErrNoRunTime, wallTime, lead)
	}
	need := wallTime + max(lead, MinRunLead)
	secs := uint64((need + time.Second - 1) / time.Second) // rounded up: the escrow counts whole seconds
	if deadline <= secs {
		return 0, fmt.Errorf("%w: deadline %d is within %s (wall time %s + lead %s) of the epoch", ErrNoRunTime, deadline, need, wallTime, max(lead, MinRunLead))
	}
	return deadline - secs, nil
}

// SpecHash is the spec hash an Acceptance carries for a job spec CID (its binary form).
func SpecHash(cid []byte) [32]byte { return crypto.Keccak256Hash(cid) }

// ResultHash is the hash the escrow keeps of a submitted result CID (binary form).
func ResultHash(cid []byte) [32]byte { return crypto.Keccak256Hash(cid) }

// CommitSecret is the commitment to a requester's spot-check secret that an Acceptance carries.
func CommitSecret(secret []byte) [32]byte { return crypto.Keccak256Hash(secret) }

// Validate checks what the escrow checks on the acceptance alone (not time, signature or stake).
func (a *Acceptance) Validate() error {
	switch {
	case a.Requester == (common.Address{}):
		return fmt.Errorf("%w: requester is empty", ErrInvalidAcceptance)
	case a.JobID.Requester() != a.Requester:
		return fmt.Errorf("%w: job id %x is not the requester's (its high 20 bytes must be %s): make it with NewJobID", ErrInvalidAcceptance, a.JobID, a.Requester)
	case a.Provider == (common.Address{}):
		return fmt.Errorf("%w: provider is empty", ErrInvalidAcceptance)
	case a.Price == nil || a.Price.Sign() <= 0 || a.Price.Cmp(maxPrice) > 0:
		return fmt.Errorf("%w: price must be in (0, 2^128)", ErrInvalidAcceptance)
	case a.Collateral == nil || a.Collateral.Sign() < 0 || a.Collateral.Cmp(maxCollateral) > 0:
		return fmt.Errorf("%w: collateral must be in [0, 2^120)", ErrInvalidAcceptance)
	case a.Class > ClassZK:
		return fmt.Errorf("%w: class %d is not batch, burst or zk", ErrInvalidAcceptance, a.Class)
	case a.Deadline == 0 || a.Deadline >= 1<<40:
		return fmt.Errorf("%w: deadline %d is not a unix time", ErrInvalidAcceptance, a.Deadline)
	case a.Expiry == 0 || a.Expiry > math.MaxInt64:
		return fmt.Errorf("%w: expiry %d is not a unix time", ErrInvalidAcceptance, a.Expiry)
	case a.Expiry+uint64(MinRunLead/time.Second) > a.Deadline:
		return fmt.Errorf("%w: expiry %d is less than %s before the deadline %d: sign an expiry of at most MaxExpiry(deadline, wall time, lead)", ErrInvalidAcceptance, a.Expiry, MinRunLead, a.Deadline)
	}
	return nil
}

// acceptanceTypes is the EIP-712 type of Acceptance; it must equal JobEscrow.ACCEPTANCE_TYPEHASH's
// string (a test checks the hash against the contract).
var acceptanceTypes = apitypes.Types{
	"Acceptance": {
		{Name: "jobId", Type: "bytes32"},
		{Name: "requester", Type: "address"},
		{Name: "provider", Type: "address"},
		{Name: "specHash", Type: "bytes32"},
		{Name: "price", Type: "uint256"},
		{Name: "collateral", Type: "uint256"},
		{Name: "deadline", Type: "uint64"},
		{Name: "jobClass", Type: "uint8"},
		{Name: "secretCommitment", Type: "bytes32"},
		{Name: "expiry", Type: "uint64"},
	},
}

// TypedData is the acceptance as EIP-712 typed data under domain d (what a wallet displays).
func (a *Acceptance) TypedData(d Domain) apitypes.TypedData {
	return d.Acceptance().TypedData(acceptanceTypes, "Acceptance", a.message())
}

func (a *Acceptance) message() apitypes.TypedDataMessage {
	bigOr0 := func(x *big.Int) *big.Int {
		if x == nil {
			return new(big.Int)
		}
		return new(big.Int).Set(x)
	}
	return apitypes.TypedDataMessage{
		"jobId":            a.JobID,
		"requester":        a.Requester.Hex(),
		"provider":         a.Provider.Hex(),
		"specHash":         a.SpecHash,
		"price":            bigOr0(a.Price),
		"collateral":       bigOr0(a.Collateral),
		"deadline":         new(big.Int).SetUint64(a.Deadline),
		"jobClass":         big.NewInt(int64(a.Class)),
		"secretCommitment": a.SecretCommitment,
		"expiry":           new(big.Int).SetUint64(a.Expiry),
	}
}

// Digest is the EIP-712 digest the provider signs: keccak256("\x19\x01" || domainSeparator ||
// hashStruct(acceptance)); JobEscrow.acceptanceDigest returns the same bytes.
func (a *Acceptance) Digest(d Domain) (common.Hash, error) {
	h, err := d.Acceptance().Hash(acceptanceTypes, "Acceptance", a.message())
	if err != nil {
		return common.Hash{}, fmt.Errorf("hash acceptance: %w", err)
	}
	return h, nil
}

// StructHash is the acceptance's EIP-712 struct hash (JobEscrow.acceptanceHash): the escrow keeps
// its high 208 bits while the job is Open.
func (a *Acceptance) StructHash() (common.Hash, error) {
	h, err := eip712.StructHash(acceptanceTypes, "Acceptance", a.message())
	if err != nil {
		return common.Hash{}, fmt.Errorf("hash acceptance: %w", err)
	}
	return h, nil
}

// ResultCommitment is what the escrow commits to besides the terms once a result is submitted
// (JobEscrow.resultCommitment): keccak256(structHash || resultHash).
func ResultCommitment(structHash, resultHash [32]byte) [32]byte {
	return crypto.Keccak256Hash(structHash[:], resultHash[:])
}

// TermsCommitment is what a job's escrow slot commits to (JobEscrow.termsCommitment, high 208
// bits stored): keccak256 of the ABI encoding of a's Terms (job id, provider, price, collateral,
// class) and h, where h is a's struct hash while the job is Open and ResultCommitment(structHash,
// resultHash) from a submitted result on.
func (a *Acceptance) TermsCommitment(h [32]byte) [32]byte {
	word := func(b []byte) []byte { return common.LeftPadBytes(b, 32) }
	num := func(x *big.Int) []byte {
		if x == nil {
			return make([]byte, 32)
		}
		return word(x.Bytes())
	}
	return crypto.Keccak256Hash(a.JobID[:], word(a.Provider[:]), num(a.Price), num(a.Collateral), word([]byte{byte(a.Class)}), h[:])
}

// Terms is the part of the acceptance that submitResult and claim take in the clear (the
// escrow checks it, with one hash, against the job's TermsCommitment).
func (a *Acceptance) Terms() bindings.JobEscrowTerms {
	b := a.Binding()
	return bindings.JobEscrowTerms{JobId: b.JobId, Provider: b.Provider, Price: b.Price, Collateral: b.Collateral, JobClass: b.JobClass}
}

// Sign signs the acceptance for domain d with the provider's key and returns the 65-byte
// signature r || s || v with v in {27, 28}, as the escrow expects.
func (a *Acceptance) Sign(d Domain, key *ecdsa.PrivateKey) ([]byte, error) {
	digest, err := a.Digest(d)
	if err != nil {
		return nil, err
	}
	sig, err := eip712.SignKey(key, digest)
	if err != nil {
		return nil, fmt.Errorf("sign acceptance: %w", err)
	}
	return sig, nil
}

// Signer recovers the address that signed the acceptance for domain d, as strictly as the
// escrow (eip712.Recover: 65 bytes, v in {27, 28}, low s).
func (a *Acceptance) Signer(d Domain, sig []byte) (common.Address, error) {
	digest, err := a.Digest(d)
	if err != nil {
		return common.Address{}, err
	}
	return eip712.Recover(digest, sig)
}

// Verify checks that sig is the provider's signature on the acceptance for domain d.
func (a *Acceptance) Verify(d Domain, sig []byte) error {
	digest, err := a.Digest(d)
	if err != nil {
		return err
	}
	if _, err := eip712.RecoverAs(digest, sig, a.Provider); err != nil {
		return fmt.Errorf("verify acceptance: %w", err)
	}
	return nil
}

// Binding converts the acceptance to the generated binding's struct (ABI encoding).
func (a *Acceptance) Binding() bindings.JobEscrowAcceptance {
	bigOr0 := func(x *big.Int) *big.Int {
		if x == nil {
			return new(big.Int)
		}
		return x
	}
	return bindings.JobEscrowAcceptance{
		JobId:            a.JobID,
		Requester:        a.Requester,
		Provider:         a.Provider,
		SpecHash:         a.SpecHash,
		Price:            bigOr0(a.Price),
		Collateral:       bigOr0(a.Collateral),
		Deadline:         a.Deadline,
		JobClass:         uint8(a.Class),
		SecretCommitment: a.SecretCommitment,
		Expiry:           a.Expiry,
	}
}
