package market

import (
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts/eip712"
)

// The gossiped messages (offers and requests) are hashed by hand-written encoders: every node
// hashes every offer and request it hears, and apitypes' reflective hashing cost more than the
// signature recovery. Each encoder writes the fields of its type in Types' order;
// TestStructHashMatchesTypedData checks them against apitypes over the same definitions (the
// message methods), so a field added to Types and not here fails the build's tests.
var (
	gpuTypeHash          = eip712.TypeHashOf(Types, "GPU")
	classPriceTypeHash   = eip712.TypeHashOf(Types, "ClassPrice")
	executorTypeHash     = eip712.TypeHashOf(Types, "Executor")
	offerTypeHash        = eip712.TypeHashOf(Types, "Offer")
	requirementsTypeHash = eip712.TypeHashOf(Types, "Requirements")
	requestTypeHash      = eip712.TypeHashOf(Types, "Request")
)

// structHash is hashStruct(Offer).
func (o *Offer) structHash() (common.Hash, error) {
	// Element hashes go to arrays on the stack (a valid offer fits them; a longer list grows
	// on the heap): this runs for every offer a node hears.
	var gpuBuf [MaxGPUGroups]common.Hash
	var priceBuf [MaxPrices]common.Hash
	var execBuf [MaxExecutors]common.Hash
	gpus := gpuBuf[:0]
	for _, g := range o.GPUs {
		e := eip712.NewEncoder(gpuTypeHash)
		e.String(g.Model)
		e.String(g.Vendor)
		e.Uint(uint64(g.Count))
		e.Uint(g.VRAMMiB)
		e.Uint(uint64(g.ComputeCap))
		h, _ := e.Sum() // no field can be out of range
		gpus = append(gpus, h)
	}
	prices := priceBuf[:0]
	for i, p := range o.Prices {
		e := eip712.NewEncoder(classPriceTypeHash)
		e.Uint(uint64(p.Class))
		e.Uint(uint64(p.Unit))
		e.Big(p.Amount)
		h, err := e.Sum()
		if err != nil {
			return common.Hash{}, fmt.Errorf("prices[%d].amount: %w", i, err)
		}
		prices = append(prices, h)
	}
	execs := execBuf[:0]
	for _, x := range o.Executors {
		e := eip712.NewEncoder(executorTypeHash)
		e.String(x.Name)
		e.String(x.Version)
		e.String(x.Driver)
		e.String(x.CUDA)
		h, _ := e.Sum() // no field can be out of range
		execs = append(execs, h)
	}
	e := eip712.NewEncoder(offerTypeHash)
	e.Address(o.Provider)
	e.String(o.PeerID)
	e.Structs(gpus)
	e.Uint(o.Throughput)
	e.Structs(prices)
	e.Uint(uint64(o.BurstSlots))
	e.Strings(o.HotCIDs)
	e.String(o.Region)
	e.Uint(uint64(o.LatencyClass))
	e.Uint(o.Nonce)
	e.Uint(o.Expiry)
	e.Bytes(o.Attestation)
	e.Structs(execs)
	e.Strings(o.WarmCircuits)
	return e.Sum()
}

// structHash is hashStruct(Request).
func (r *Request) structHash() (common.Hash, error) {
	q := &r.Req
	rq := eip712.NewEncoder(requirementsTypeHash)
	rq.Uint(uint64(q.GPUCount))
	rq.Uint(q.VRAMMiB)
	rq.Strings(q.Models)
	rq.Strings(q.Vendors)
	rq.Uint(uint64(q.MinComputeCap))
	rq.Uint(q.MinThroughput)
	rq.Bool(q.MaxPrice != nil)
	rq.Big(q.MaxPrice)
	rq.Uint(uint64(q.MinReputation))
	rq.String(q.Region)
	rq.Uint(uint64(q.MaxLatencyClass))
	rq.String(q.Executor)
	req, err := rq.Sum()
	if err != nil {
		return common.Hash{}, fmt.Errorf("requirements.maxPrice: %w", err)
	}
	e := eip712.NewEncoder(requestTypeHash)
	e.Bytes32(r.JobID)
	e.Address(r.Requester)
	e.Uint(uint64(r.Class))
	e.Bytes32(req)
	e.Strings(r.InputCIDs)
	e.Uint(r.BidWindowMs)
	e.Uint(r.Expiry)
	e.String(r.SpecCID)
	e.Uints(r.InputSizes)
	return e.Sum()
}

// digestOf is the EIP-712 digest under d's message domain of a struct hashed by sh, with
// typedHash's errors.
func digestOf(d Domain, sh common.Hash, err error) (common.Hash, error) {
	md := d.Messages()
	if derr := md.Check(); derr != nil {
		if errors.Is(derr, eip712.ErrDomain) {
			return common.Hash{}, fmt.Errorf("%w: %w", ErrDomain, derr)
		}
		return common.Hash{}, fmt.Errorf("%w: %w", ErrInvalid, derr)
	}
	if err != nil {
		return common.Hash{}, fmt.Errorf("%w: %w", ErrInvalid, err)
	}
	return md.Digest(sh), nil
}
