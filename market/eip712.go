package market

import (
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"
	"github.com/ipfs/go-cid"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/contracts/eip712"
)

// EIP-712 domain constants. Every market message is signed under
// EIP712Domain(name "gpumesh", version "1", chainId, verifyingContract = escrow), so a signature
// cannot be replayed on another chain or against another escrow deployment. It is the domain
// of the escrow's dispute verdicts too (contracts.Domain.Messages).
const (
	DomainName    = contracts.VerdictDomainName
	DomainVersion = contracts.VerdictDomainVersion
)

// Domain names the escrow deployment market messages are signed for (chain id and escrow
// address); Messages returns their EIP-712 domain.
type Domain = contracts.Domain

// Types are the EIP-712 struct definitions of the market messages signed under the market domain.
// Acceptance is not among them: it is signed as the escrow's own typed data (contracts.Acceptance,
// domain "gpumesh JobEscrow"), so the signature the provider returns opens the job on chain. Solidity structs that verify
// these signatures on-chain must declare the same fields, in the same order, with the same types.
var Types = apitypes.Types{
	"EIP712Domain": eip712.DomainType,
	"GPU": {
		{Name: "model", Type: "string"},
		{Name: "vendor", Type: "string"},
		{Name: "count", Type: "uint32"},
		{Name: "vramMiB", Type: "uint64"},
		{Name: "computeCap", Type: "uint32"},
	},
	"ClassPrice": {
		{Name: "class", Type: "uint8"},
		{Name: "unit", Type: "uint8"},
		{Name: "amount", Type: "uint256"},
	},
	"Executor": {
		{Name: "name", Type: "string"},
		{Name: "version", Type: "string"},
		{Name: "driver", Type: "string"},
		{Name: "cuda", Type: "string"},
	},
	"Offer": {
		{Name: "provider", Type: "address"},
		{Name: "peerId", Type: "string"},
		{Name: "gpus", Type: "GPU[]"},
		{Name: "throughput", Type: "uint64"},
		{Name: "prices", Type: "ClassPrice[]"},
		{Name: "burstSlots", Type: "uint32"},
		{Name: "hotCids", Type: "string[]"},
		{Name: "region", Type: "string"},
		{Name: "latencyClass", Type: "uint8"},
		{Name: "nonce", Type: "uint64"},
		{Name: "expiry", Type: "uint64"},
		{Name: "attestation", Type: "bytes"},
		{Name: "executors", Type: "Executor[]"},
		{Name: "warmCircuits", Type: "string[]"},
	},
	"Requirements": {
		{Name: "gpuCount", Type: "uint32"},
		{Name: "vramMiB", Type: "uint64"},
		{Name: "models", Type: "string[]"},
		{Name: "vendors", Type: "string[]"},
		{Name: "minComputeCap", Type: "uint32"},
		{Name: "minThroughput", Type: "uint64"},
		{Name: "hasMaxPrice", Type: "bool"},
		{Name: "maxPrice", Type: "uint256"},
		{Name: "minReputation", Type: "uint32"},
		{Name: "region", Type: "string"},
		{Name: "maxLatencyClass", Type: "uint8"},
		{Name: "executor", Type: "string"},
	},
	"Request": {
		{Name: "jobId", Type: "bytes32"},
		{Name: "requester", Type: "address"},
		{Name: "class", Type: "uint8"},
		{Name: "requirements", Type: "Requirements"},
		{Name: "inputCids", Type: "string[]"},
		{Name: "bidWindowMs", Type: "uint64"},
		{Name: "expiry", Type: "uint64"},
		{Name: "specCid", Type: "string"},
		{Name: "inputSizes", Type: "uint64[]"},
	},
	"Bid": {
		{Name: "jobId", Type: "bytes32"},
		{Name: "requester", Type: "address"},
		{Name: "provider", Type: "address"},
		{Name: "offerNonce", Type: "uint64"},
		{Name: "price", Type: "uint256"},
		{Name: "collateral", Type: "uint256"},
		{Name: "deadline", Type: "uint64"},
		{Name: "expiry", Type: "uint64"},
	},
	"FailureNotice": {
		{Name: "jobId", Type: "bytes32"},
		{Name: "requester", Type: "address"},
		{Name: "provider", Type: "address"},
		{Name: "cause", Type: "string"},
		{Name: "detail", Type: "string"},
		{Name: "abandoned", Type: "bool"},
		{Name: "expiry", Type: "uint64"},
	},
	"Proposal": {
		{Name: "jobId", Type: "bytes32"},
		{Name: "requester", Type: "address"},
		{Name: "provider", Type: "address"},
		{Name: "class", Type: "uint8"},
		{Name: "specCid", Type: "string"},
		{Name: "price", Type: "uint256"},
		{Name: "collateral", Type: "uint256"},
		{Name: "deadline", Type: "uint64"},
		{Name: "secretCommitment", Type: "bytes32"},
		{Name: "expiry", Type: "uint64"},
	},
}

func u64(v uint64) *big.Int { return new(big.Int).SetUint64(v) }

func amt(v *big.Int) *big.Int {
	if v == nil {
		return new(big.Int)
	}
	return v
}

func strs(v []string) []any {
	out := make([]any, len(v))
	for i, s := range v {
		out[i] = s
	}
	return out
}

func (o *Offer) message() apitypes.TypedDataMessage {
	gpus := make([]any, len(o.GPUs))
	for i, g := range o.GPUs {
		gpus[i] = map[string]any{
			"model": g.Model, "vendor": g.Vendor, "count": u64(uint64(g.Count)),
			"vramMiB": u64(g.VRAMMiB), "computeCap": u64(uint64(g.ComputeCap)),
		}
	}
	prices := make([]any, len(o.Prices))
	for i, p := range o.Prices {
		prices[i] = map[string]any{"class": u64(uint64(p.Class)), "unit": u64(uint64(p.Unit)), "amount": amt(p.Amount)}
	}
	execs := make([]any, len(o.Executors))
	for i, e := range o.Executors {
		execs[i] = map[string]any{"name": e.Name, "version": e.Version, "driver": e.Driver, "cuda": e.CUDA}
	}
	return apitypes.TypedDataMessage{
		"executors": execs,
		"provider":  o.Provider.Bytes(), "peerId": o.PeerID, "gpus": gpus,
		"throughput": u64(o.Throughput), "prices": prices, "burstSlots": u64(uint64(o.BurstSlots)),
		"hotCids": strs(o.HotCIDs), "region": o.Region, "latencyClass": u64(uint64(o.LatencyClass)),
		"nonce": u64(o.Nonce), "expiry": u64(o.Expiry), "attestation": nonNilBytes(o.Attestation),
		"warmCircuits": strs(o.WarmCircuits),
	}
}

func nonNilBytes(b []byte) []byte {
	if b == nil {
		return []byte{}
	}
	return b
}

func (r *Request) message() apitypes.TypedDataMessage {
	q := r.Req
	return apitypes.TypedDataMessage{
		"jobId": r.JobID, "requester": r.Requester.Bytes(), "class": u64(uint64(r.Class)),
		"requirements": map[string]any{
			"gpuCount": u64(uint64(q.GPUCount)), "vramMiB": u64(q.VRAMMiB),
			"models": strs(q.Models), "vendors": strs(q.Vendors),
			"minComputeCap": u64(uint64(q.MinComputeCap)), "minThroughput": u64(q.MinThroughput),
			"hasMaxPrice": q.MaxPrice != nil, "maxPrice": amt(q.MaxPrice),
			"minReputation": u64(uint64(q.MinReputation)), "region": q.Region,
			"maxLatencyClass": u64(uint64(q.MaxLatencyClass)), "executor": q.Executor,
		},
		"inputCids": strs(r.InputCIDs), "bidWindowMs": u64(r.BidWindowMs), "expiry": u64(r.Expiry),
		"specCid": r.SpecCID, "inputSizes": u64s(r.InputSizes),
	}
}

func u64s(v []uint64) []any {
	out := make([]any, len(v))
	for i, x := range v {
		out[i] = u64(x)
	}
	return out
}

func (b *Bid) message() apitypes.TypedDataMessage {
	return apitypes.TypedDataMessage{
		"jobId": b.JobID, "requester": b.Requester.Bytes(), "provider": b.Provider.Bytes(),
		"offerNonce": u64(b.OfferNonce), "price": amt(b.Price), "collateral": amt(b.Collateral),
		"deadline": u64(b.Deadline), "expiry": u64(b.Expiry),
	}
}

func (n *FailureNotice) message() apitypes.TypedDataMessage {
	return apitypes.TypedDataMessage{
		"jobId": n.JobID, "requester": n.Requester.Bytes(), "provider": n.Provider.Bytes(),
		"cause": n.Cause, "detail": n.Detail, "abandoned": n.Abandoned, "expiry": u64(n.Expiry),
	}
}

func (p *Proposal) message() apitypes.TypedDataMessage {
	return apitypes.TypedDataMessage{
		"jobId": p.JobID, "requester": p.Requester.Bytes(), "provider": p.Provider.Bytes(),
		"class": u64(uint64(p.Class)), "specCid": p.SpecCID, "price": amt(p.Price),
		"collateral": amt(p.Collateral), "deadline": u64(p.Deadline),
		"secretCommitment": p.SecretCommitment, "expiry": u64(p.Expiry),
	}
}

// typesFor holds, per primary type, only the struct definitions it needs: apitypes validates
// every type in the map on each call, so small maps make hashing several times faster.
var typesFor = func() map[string]apitypes.Types {
	deps := map[string][]string{
		"Offer": {"GPU", "ClassPrice", "Executor"}, "Request": {"Requirements"}, "Bid": nil, "Proposal": nil,
		"FailureNotice": nil,
	}
	out := map[string]apitypes.Types{}
	for primary, ds := range deps {
		t := apitypes.Types{primary: Types[primary]}
		for _, d := range ds {
			t[d] = Types[d]
		}
		out[primary] = t
	}
	return out
}()

// typedHash returns the EIP-712 digest keccak256("\x19\x01" || domainSeparator || hashStruct(msg))
// of msg under d.
func typedHash(d Domain, primary string, msg apitypes.TypedDataMessage) (common.Hash, error) {
	h, err := d.Messages().Hash(typesFor[primary], primary, msg)
	switch {
	case errors.Is(err, eip712.ErrDomain):
		return common.Hash{}, fmt.Errorf("%w: %w", ErrDomain, err)
	case err != nil:
		return common.Hash{}, fmt.Errorf("%w: %w", ErrInvalid, err)
	}
	return h, nil
}

// Digest returns the EIP-712 digest of the offer under d (the value that is signed).
func (o *Offer) Digest(d Domain) (common.Hash, error) {
	sh, err := o.structHash()
	return digestOf(d, sh, err)
}

// Digest returns the EIP-712 digest of the request under d.
func (r *Request) Digest(d Domain) (common.Hash, error) {
	sh, err := r.structHash()
	return digestOf(d, sh, err)
}

// Digest returns the EIP-712 digest of the bid under d.
func (b *Bid) Digest(d Domain) (common.Hash, error) { return typedHash(d, "Bid", b.message()) }

// Digest returns the EIP-712 digest of the failure notice under d.
func (n *FailureNotice) Digest(d Domain) (common.Hash, error) {
	return typedHash(d, "FailureNotice", n.message())
}

// Digest returns the EIP-712 digest of the proposal under d.
func (p *Proposal) Digest(d Domain) (common.Hash, error) {
	return typedHash(d, "Proposal", p.message())
}

// Digest returns the EIP-712 digest of the acceptance under d: the digest of OnChain() under the
// escrow's domain (contracts.DomainName, chain d.ChainID, verifying contract d.Escrow), which is
// what JobEscrow.openJob checks.
func (a *Acceptance) Digest(d Domain) (common.Hash, error) {
	if err := d.Messages().Check(); err != nil {
		return common.Hash{}, fmt.Errorf("%w: %w", ErrDomain, err)
	}
	oc, err := a.OnChain()
	if err != nil {
		return common.Hash{}, err
	}
	h, err := oc.Digest(d)
	if err != nil {
		return common.Hash{}, fmt.Errorf("%w: %v", ErrInvalid, err)
	}
	return h, nil
}

// OnChain returns the escrow's form of the acceptance: the same terms with SpecHash =
// contracts.SpecHash(binary spec CID) (for zk: the zk binding ZKSpecHash) and the class in the escrow's numbering (batch 0, burst 1,
// zk 2). The signature of a is a valid openJob signature for it.
func (a *Acceptance) OnChain() (*contracts.Acceptance, error) {
	if !a.Class.Valid() {
		return nil, fieldErr("class", a.Class, "use batch (1), burst (2) or zk (3)")
	}
	c, err := cid.Decode(a.SpecCID)
	if err != nil {
		return nil, fieldErr("spec_cid", a.SpecCID, "use the CID of the job spec's canonical bytes")
	}
	cp := func(x *big.Int) *big.Int {
		if x == nil {
			return nil
		}
		return new(big.Int).Set(x)
	}
	specHash, err := a.onChainSpecHash(c)
	if err != nil {
		return nil, err
	}
	return &contracts.Acceptance{
		JobID: a.JobID, Requester: a.Requester, Provider: a.Provider,
		SpecHash: specHash, Price: cp(a.Price), Collateral: cp(a.Collateral),
		Deadline: a.Deadline, Class: contracts.JobClass(a.Class - ClassBatch),
		SecretCommitment: a.SecretCommitment, Expiry: a.Expiry,
	}, nil
}

// ContractClass converts a market class to the escrow's numbering (batch 0, burst 1, zk 2).
func ContractClass(c Class) contracts.JobClass { return contracts.JobClass(c - ClassBatch) }

// ClassFromContract converts the escrow's class numbering to the market's.
func ClassFromContract(c contracts.JobClass) Class { return Class(c) + ClassBatch }

// Sign validates the offer, sets Provider to key's address if it is unset, and signs it.
func (o *Offer) Sign(key *ecdsa.PrivateKey, d Domain) error {
	if key != nil && o.Provider == (common.Address{}) {
		o.Provider = crypto.PubkeyToAddress(key.PublicKey)
	}
	return signMsg(key, d, o.Provider, o.Validate, o.Digest, &o.Signature)
}

// Verify checks the offer's fields and that it was signed under d by Provider; it returns the signer.
func (o *Offer) Verify(d Domain) (common.Address, error) {
	return verifyMsg(d, o.Provider, o.Signature, o.Validate, o.Digest, eip712.RecoverAnyV)
}

// Sign validates the request, sets Requester to key's address if unset, and signs it.
func (r *Request) Sign(key *ecdsa.PrivateKey, d Domain) error {
	if key != nil && r.Requester == (common.Address{}) {
		r.Requester = crypto.PubkeyToAddress(key.PublicKey)
	}
	return signMsg(key, d, r.Requester, r.Validate, r.Digest, &r.Signature)
}

// Verify checks the request's fields and that it was signed under d by Requester.
func (r *Request) Verify(d Domain) (common.Address, error) {
	return verifyMsg(d, r.Requester, r.Signature, r.Validate, r.Digest, eip712.RecoverAnyV)
}

// Sign validates the bid, sets Provider to key's address if unset, and signs it.
func (b *Bid) Sign(key *ecdsa.PrivateKey, d Domain) error {
	if key != nil && b.Provider == (common.Address{}) {
		b.Provider = crypto.PubkeyToAddress(key.PublicKey)
	}
	return signMsg(key, d, b.Provider, b.Validate, b.Digest, &b.Signature)
}

// Verify checks the bid's fields and that it was signed under d by Provider.
func (b *Bid) Verify(d Domain) (common.Address, error) {
	return verifyMsg(d, b.Provider, b.Signature, b.Validate, b.Digest, eip712.RecoverAnyV)
}

// Sign validates the failure notice, sets Provider to key's address if unset, and signs it.
func (n *FailureNotice) Sign(key *ecdsa.PrivateKey, d Domain) error {
	if key != nil && n.Provider == (common.Address{}) {
		n.Provider = crypto.PubkeyToAddress(key.PublicKey)
	}
	return signMsg(key, d, n.Provider, n.Validate, n.Digest, &n.Signature)
}

// Verify checks the failure notice's fields and that it was signed under d by Provider.
func (n *FailureNotice) Verify(d Domain) (common.Address, error) {
	return verifyMsg(d, n.Provider, n.Signature, n.Validate, n.Digest, eip712.RecoverAnyV)
}

// Sign validates the proposal, sets Requester to key's address if unset, and signs it.
func (p *Proposal) Sign(key *ecdsa.PrivateKey, d Domain) error {
	if key != nil && p.Requester == (common.Address{}) {
		p.Requester = crypto.PubkeyToAddress(key.PublicKey)
	}
	return signMsg(key, d, p.Requester, p.Validate, p.Digest, &p.Signature)
}

// Verify checks the proposal's fields and that it was signed under d by Requester.
func (p *Proposal) Verify(d Domain) (common.Address, error) {
	return verifyMsg(d, p.Requester, p.Signature, p.Validate, p.Digest, eip712.RecoverAnyV)
}

// Sign validates the acceptance, sets Provider to key's address if unset, and signs it.
func (a *Acceptance) Sign(key *ecdsa.PrivateKey, d Domain) error {
	if key != nil && a.Provider == (common.Address{}) {
		a.Provider = crypto.PubkeyToAddress(key.PublicKey)
	}
	return signMsg(key, d, a.Provider, a.Validate, a.Digest, &a.Signature)
}

// Verify checks the acceptance's fields and that it was signed under d by Provider, by the
// escrow's rules (eip712.Recover: v must be 27 or 28): an acceptance that passes here opens the
// job on chain.
func (a *Acceptance) Verify(d Domain) (common.Address, error) {
	return verifyMsg(d, a.Provider, a.Signature, a.Validate, a.Digest, eip712.Recover)
}

// AcceptProposal returns the Acceptance that answers p on the same terms, unsigned.
func AcceptProposal(p *Proposal, expiry uint64) *Acceptance {
	return &Acceptance{
		JobID: p.JobID, Requester: p.Requester, Provider: p.Provider, SpecCID: p.SpecCID,
		Price: new(big.Int).Set(amt(p.Price)), Collateral: new(big.Int).Set(amt(p.Collateral)),
		Deadline: p.Deadline, Class: p.Class, SecretCommitment: p.SecretCommitment, Expiry: expiry,
	}
}

func signMsg(key *ecdsa.PrivateKey, d Domain, claimed common.Address, validate func() error,
	digest func(Domain) (common.Hash, error), out *[]byte) error {
	if key == nil {
		return fmt.Errorf("sign: %w: no signing key", ErrBadSignature)
	}
	if signer := crypto.PubkeyToAddress(key.PublicKey); signer != claimed {
		return fmt.Errorf("sign: %w: key is %s, message names %s", ErrBadSignature, signer, claimed)
	}
	if err := validate(); err != nil {
		return fmt.Errorf("sign: %w", err)
	}
	h, err := digest(d)
	if err != nil {
		return fmt.Errorf("sign: %w", err)
	}
	sig, err := eip712.SignKey(key, h)
	if err != nil {
		return fmt.Errorf("sign: %w", err)
	}
	*out = sig
	return nil
}

// verifyMsg validates a message, then recovers its signer with recover (eip712.Recover for what
// a contract checks, eip712.RecoverAnyV for gossip) and checks it is claimed.
func verifyMsg(d Domain, claimed common.Address, sig []byte, validate func() error,
	digest func(Domain) (common.Hash, error), recover func([32]byte, []byte) (common.Address, error)) (common.Address, error) {
	if err := validate(); err != nil {
		return common.Address{}, fmt.Errorf("verify: %w", err)
	}
	h, err := digest(d)
	if err != nil {
		return common.Address{}, fmt.Errorf("verify: %w", err)
	}
	signer, err := recover(h, sig)
	if err != nil {
		return common.Address{}, fmt.Errorf("verify: %w", err)
	}
	if signer != claimed {
		return common.Address{}, fmt.Errorf("verify: %w: signed by %s, message claims %s", eip712.ErrWrongSigner, signer, claimed)
	}
	return signer, nil
}
