package market

import (
	"fmt"
	"math/big"
	"slices"
	"unicode"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ipfs/go-cid"

	"github.com/gpumesh/gpumesh/contracts"
)

// Limits on message contents. They keep a signed message small enough for gossip and bound the
// work a validator does before it has checked the signature.
const (
	MaxGPUGroups    = 16   // distinct GPU models in one offer
	MaxGPUsPerGroup = 1024 // devices of one model in one offer
	MaxPrices       = 8
	MaxCIDs         = 64  // hot CIDs of an offer, input CIDs of a request
	MaxAllowList    = 32  // models/vendors in a request's allow list
	MaxTextLen      = 128 // model, vendor, region, peer id, CID text
	MaxReputation   = 10000
	// MaxAttestationLen bounds an offer's capacity attestation (its CBOR is about 400 bytes).
	MaxAttestationLen = 4096
	// MaxExecutors bounds the executors an offer lists.
	MaxExecutors = 8
	// MaxWarmCircuits bounds the zk circuits an offer lists as warm (decoded in memory).
	MaxWarmCircuits = 8
	// MaxInputSize bounds one entry of a request's input_sizes (1 PiB), so the locality sum of
	// MaxCIDs of them cannot overflow.
	MaxInputSize = 1 << 50
	// MaxNoticeDetail bounds a failure notice's detail text.
	MaxNoticeDetail = 512
	maxAmountBits   = 256
)

// Validate checks the offer's fields (not its signature or expiry) and names the first bad field.
func (o *Offer) Validate() error {
	if o.Provider == (common.Address{}) {
		return fieldErr("provider", nil, "set the provider wallet address")
	}
	if err := checkText("peer_id", o.PeerID, true); err != nil {
		return err
	}
	if len(o.GPUs) == 0 || len(o.GPUs) > MaxGPUGroups {
		return fieldErr("gpus", len(o.GPUs), fmt.Sprintf("list 1..%d GPU groups", MaxGPUGroups))
	}
	for i, g := range o.GPUs {
		if textOK(g.Model, true) && textOK(g.Vendor, true) && g.Count != 0 && g.Count <= MaxGPUsPerGroup {
			continue // the paths below are built only for an error: Validate runs on every gossiped offer
		}
		p := fmt.Sprintf("gpus[%d]", i)
		if err := checkText(p+".model", g.Model, true); err != nil {
			return err
		}
		if err := checkText(p+".vendor", g.Vendor, true); err != nil {
			return err
		}
		return fieldErr(p+".count", g.Count, fmt.Sprintf("give 1..%d devices", MaxGPUsPerGroup))
	}
	if len(o.Prices) == 0 || len(o.Prices) > MaxPrices {
		return fieldErr("prices", len(o.Prices), fmt.Sprintf("give 1..%d class prices", MaxPrices))
	}
	for i, p := range o.Prices {
		f := func() string { return fmt.Sprintf("prices[%d]", i) }
		if !p.Class.Valid() {
			return fieldErr(f()+".class", p.Class, "use batch (1), burst (2) or zk (3)")
		}
		if slices.ContainsFunc(o.Prices[:i], func(q ClassPrice) bool { return q.Class == p.Class }) {
			return fieldErr(f()+".class", p.Class, "give each class one price")
		}
		if p.Unit != PerGPUSecond && p.Unit != PerJobUnit {
			return fieldErr(f()+".unit", p.Unit, "use gpu_second (1) or job_unit (2)")
		}
		if p.Amount == nil || p.Amount.Sign() < 0 || p.Amount.BitLen() > maxAmountBits {
			return checkAmount(f()+".amount", p.Amount, true)
		}
	}
	if uint64(o.BurstSlots) > o.TotalGPUs() {
		return fieldErr("burst_slots", o.BurstSlots, "reserve at most as many burst slots as GPUs offered")
	}
	if err := checkCIDs("hot_cids", o.HotCIDs); err != nil {
		return err
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
	for i, e := range o.Executors {
		dup := slices.ContainsFunc(o.Executors[:i], func(x Executor) bool { return x.Name == e.Name })
		if !dup && textOK(e.Name, true) && textOK(e.Version, false) && textOK(e.Driver, false) && textOK(e.CUDA, false) {
			continue
		}
		f := fmt.Sprintf("executors[%d]", i)
		if err := checkText(f+".name", e.Name, true); err != nil {
			return err
		}
		if dup {
			return fieldErr(f+".name", e.Name, "list each executor once")
		}
		for _, v := range []struct{ k, s string }{{".version", e.Version}, {".driver", e.Driver}, {".cuda", e.CUDA}} {
			if err := checkText(f+v.k, v.s, false); err != nil {
				return err
			}
		}
	}
	return nil
}

// Validate checks the requirements and names the first bad field (prefixed with prefix).
func (r *Requirements) Validate(prefix string) error {
	if r.GPUCount == 0 || r.GPUCount > MaxGPUsPerGroup {
		return fieldErr(prefix+"gpu_count", r.GPUCount, fmt.Sprintf("ask for 1..%d GPUs", MaxGPUsPerGroup))
	}
	if len(r.Models) > MaxAllowList {
		return fieldErr(prefix+"models", len(r.Models), fmt.Sprintf("list at most %d models", MaxAllowList))
	}
	for i, m := range r.Models {
		if err := checkText(fmt.Sprintf("%smodels[%d]", prefix, i), m, true); err != nil {
			return err
		}
	}
	if len(r.Vendors) > MaxAllowList {
		return fieldErr(prefix+"vendors", len(r.Vendors), fmt.Sprintf("list at most %d vendors", MaxAllowList))
	}
	for i, v := range r.Vendors {
		if err := checkText(fmt.Sprintf("%svendors[%d]", prefix, i), v, true); err != nil {
			return err
		}
	}
	if r.MaxPrice != nil {
		if err := checkAmount(prefix+"max_price", r.MaxPrice, false); err != nil {
			return err
		}
	}
	if r.MinReputation > MaxReputation {
		return fieldErr(prefix+"min_reputation", r.MinReputation, "give basis points 0..10000")
	}
	if err := checkText(prefix+"executor", r.Executor, false); err != nil {
		return err
	}
	return checkText(prefix+"region", r.Region, false)
}

// Validate checks the request's fields (not its signature or expiry).
func (r *Request) Validate() error {
	if r.JobID == (contracts.JobID{}) {
		return fieldErr("job_id", nil, "set a non-zero job id")
	}
	if r.Requester == (common.Address{}) {
		return fieldErr("requester", nil, "set the requester wallet address")
	}
	if !r.Class.Valid() {
		return fieldErr("class", r.Class, "use batch (1), burst (2) or zk (3)")
	}
	if err := r.Req.Validate("requirements."); err != nil {
		return err
	}
	if err := checkCIDs("input_cids", r.InputCIDs); err != nil {
		return err
	}
	if n := len(r.InputSizes); n != 0 && n != len(r.InputCIDs) {
		return fieldErr("input_sizes", n, fmt.Sprintf("give one size per input CID (%d), or none", len(r.InputCIDs)))
	}
	for i, sz := range r.InputSizes {
		if sz > MaxInputSize {
			return fieldErr(fmt.Sprintf("input_sizes[%d]", i), sz, fmt.Sprintf("give the DAG's size in bytes, at most %d", uint64(MaxInputSize)))
		}
	}
	if r.SpecCID != "" {
		if err := checkCID("spec_cid", r.SpecCID); err != nil {
			return err
		}
	}
	if r.Class != ClassBurst && r.BidWindowMs == 0 {
		return fieldErr("bid_window_ms", r.BidWindowMs, "give batch and zk requests a bid window")
	}
	if r.Expiry == 0 {
		return fieldErr("expiry", r.Expiry, "set an expiry (unix seconds)")
	}
	return nil
}

// Validate checks the bid's fields (not its signature or expiry).
func (b *Bid) Validate() error {
	if b.JobID == (contracts.JobID{}) {
		return fieldErr("job_id", nil, "set the job id of the request")
	}
	if b.Requester == (common.Address{}) {
		return fieldErr("requester", nil, "set the requester address of the request")
	}
	if b.Provider == (common.Address{}) {
		return fieldErr("provider", nil, "set the provider wallet address")
	}
	if err := checkAmount("price", b.Price, true); err != nil {
		return err
	}
	if err := checkAmount("collateral", b.Collateral, true); err != nil {
		return err
	}
	if b.Deadline == 0 {
		return fieldErr("deadline", b.Deadline, "set the completion deadline (unix seconds)")
	}
	if b.Expiry == 0 {
		return fieldErr("expiry", b.Expiry, "set an expiry (unix seconds)")
	}
	return nil
}

// Validate checks the failure notice's fields (not its signature or expiry).
func (n *FailureNotice) Validate() error {
	if n.JobID == (contracts.JobID{}) {
		return fieldErr("job_id", nil, "set the escrow job id the provider gave up")
	}
	if n.Requester == (common.Address{}) {
		return fieldErr("requester", nil, "set the job's requester address")
	}
	if n.Provider == (common.Address{}) {
		return fieldErr("provider", nil, "set the provider wallet address")
	}
	if err := checkText("cause", n.Cause, true); err != nil {
		return err
	}
	if len(n.Detail) > MaxNoticeDetail {
		return fieldErr("detail", len(n.Detail), fmt.Sprintf("use at most %d bytes", MaxNoticeDetail))
	}
	for _, r := range n.Detail {
		if r == unicode.ReplacementChar || !unicode.IsPrint(r) {
			return fieldErr("detail", n.Detail, "use printable UTF-8 text on one line")
		}
	}
	if n.Expiry == 0 {
		return fieldErr("expiry", n.Expiry, "set an expiry (unix seconds)")
	}
	return nil
}

// Validate checks the proposal's fields (not its signature or expiry).
func (p *Proposal) Validate() error {
	return checkTerms(p.JobID, p.Requester, p.Provider, p.Class, p.SpecCID, p.Price, p.Collateral, p.Deadline, p.Expiry)
}

// Validate checks the acceptance's fields (not its signature or expiry).
func (a *Acceptance) Validate() error {
	return checkTerms(a.JobID, a.Requester, a.Provider, a.Class, a.SpecCID, a.Price, a.Collateral, a.Deadline, a.Expiry)
}

func checkTerms(job contracts.JobID, req, prov common.Address, c Class, spec string, price, coll *big.Int, deadline, expiry uint64) error {
	if job == (contracts.JobID{}) {
		return fieldErr("job_id", nil, "set a non-zero job id")
	}
	if req == (common.Address{}) {
		return fieldErr("requester", nil, "set the requester wallet address")
	}
	if prov == (common.Address{}) {
		return fieldErr("provider", nil, "set the provider wallet address")
	}
	if !c.Valid() {
		return fieldErr("class", c, "use batch (1), burst (2) or zk (3)")
	}
	if err := checkCID("spec_cid", spec); err != nil {
		return err
	}
	if err := checkAmount("price", price, true); err != nil {
		return err
	}
	if err := checkAmount("collateral", coll, true); err != nil {
		return err
	}
	if deadline == 0 {
		return fieldErr("deadline", deadline, "set the completion deadline (unix seconds)")
	}
	if expiry == 0 {
		return fieldErr("expiry", expiry, "set an expiry (unix seconds)")
	}
	return nil
}

func checkAmount(field string, v *big.Int, required bool) error {
	if v == nil {
		if required {
			return fieldErr(field, nil, "give an amount in token units")
		}
		return nil
	}
	if v.Sign() < 0 {
		return fieldErr(field, v, "give a non-negative amount")
	}
	if v.BitLen() > maxAmountBits {
		return fieldErr(field, v, "give an amount that fits in uint256")
	}
	return nil
}

// textOK reports whether checkText(field, s, required) passes, without building an error.
func textOK(s string, required bool) bool {
	if s == "" {
		return !required
	}
	if len(s) > MaxTextLen {
		return false
	}
	for _, r := range s {
		if r == unicode.ReplacementChar || !unicode.IsPrint(r) || unicode.IsSpace(r) {
			return false
		}
	}
	return true
}

func checkText(field, s string, required bool) error {
	if s == "" {
		if required {
			return fieldErr(field, nil, "must not be empty")
		}
		return nil
	}
	if len(s) > MaxTextLen {
		return fieldErr(field, len(s), fmt.Sprintf("use at most %d bytes", MaxTextLen))
	}
	for _, r := range s {
		if r == unicode.ReplacementChar || !unicode.IsPrint(r) || unicode.IsSpace(r) {
			return fieldErr(field, s, "use printable characters without spaces")
		}
	}
	return nil
}

// checkWarmCircuits bounds an offer's warm circuits: at most MaxWarmCircuits valid CIDs, each
// listed once.
func checkWarmCircuits(cids []string) error {
	if len(cids) > MaxWarmCircuits {
		return fieldErr("warm_circuits", len(cids), fmt.Sprintf("list at most %d warm circuits", MaxWarmCircuits))
	}
	for i, c := range cids {
		f := fmt.Sprintf("warm_circuits[%d]", i)
		if err := checkCID(f, c); err != nil {
			return err
		}
		if slices.Contains(cids[:i], c) {
			return fieldErr(f, c, "list each warm circuit once")
		}
	}
	return nil
}

func checkCIDs(field string, cids []string) error {
	if len(cids) > MaxCIDs {
		return fieldErr(field, len(cids), fmt.Sprintf("list at most %d CIDs", MaxCIDs))
	}
	for i, c := range cids {
		if c != "" && len(c) <= MaxTextLen {
			if _, err := cid.Decode(c); err == nil {
				continue // the path is built only for an error
			}
		}
		return checkCID(fmt.Sprintf("%s[%d]", field, i), c)
	}
	return nil
}

func checkCID(field, s string) error {
	if s == "" {
		return fieldErr(field, nil, "give a CID")
	}
	if len(s) > MaxTextLen {
		return fieldErr(field, len(s), fmt.Sprintf("use at most %d bytes", MaxTextLen))
	}
	if _, err := cid.Decode(s); err != nil {
		return fieldErr(field, s, "give a valid CID ("+err.Error()+")")
	}
	return nil
}
