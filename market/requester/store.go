package requester

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"sort"
	"time"

	"github.com/cockroachdb/pebble/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/p2p/diskspace"
)

// Phase is where a job is in its life, as the requester sees it.
type Phase string

// Phases, in order. Claimed, Proven, Refunded and Failed are final.
const (
	PhaseResolve   Phase = "resolve"   // adding local inputs, module and spec to the content store
	PhaseMatch     Phase = "match"     // choosing a provider (book or auction)
	PhaseAccepted  Phase = "accepted"  // the provider signed an acceptance
	PhaseOpen      Phase = "open"      // escrow opened: payment and collateral locked
	PhaseSubmitted Phase = "submitted" // the provider submitted a result CID on chain
	PhaseFetched   Phase = "fetched"   // the result is fetched (and decrypted) into OutDir
	PhaseClaimed   Phase = "claimed"   // the provider was paid after the challenge window
	// PhaseProven: a zk job's proof verified on chain. The job is done for the requester: a
	// verified proof cannot be disputed or refunded, and the provider's claim (pending, anyone
	// may send it) pays it the price. A zk job the requester first reads after that claim ends
	// in PhaseClaimed instead.
	PhaseProven   Phase = "proven"
	PhaseRefunded Phase = "refunded" // the deadline passed without a result: refunded, collateral slashed
	PhaseFailed   Phase = "failed"   // no provider, or an error before the escrow was opened

	// PhaseFetching is not a phase a record is ever in: Progress receives it, every
	// fetchProgressEvery while a result is fetched, with the bytes so far (it is not recorded).
	PhaseFetching Phase = "fetching"
)

// Final reports whether nothing more happens to a job in phase p.
func (p Phase) Final() bool {
	return p == PhaseClaimed || p == PhaseProven || p == PhaseRefunded || p == PhaseFailed
}

// Delivered reports whether a job in phase p delivered its result to the requester: fetched,
// claimed, or (zk) proven on chain.
func (p Phase) Delivered() bool { return p == PhaseFetched || p == PhaseClaimed || p == PhaseProven }

// Event is one line of a job's log.
type Event struct {
	Time   time.Time     `json:"time"`
	Phase  Phase         `json:"phase"`
	Detail string        `json:"detail,omitempty"`
	Took   time.Duration `json:"took_ns,omitempty"` // time since the previous event
}

// Record is everything the requester keeps about one job. It is written before the requester
// acts on it (the secret and the acceptance before the escrow is opened).
type Record struct {
	ID      contracts.JobID `json:"id"`
	Class   string          `json:"class"`
	SpecCID string          `json:"spec_cid"`
	Phase   Phase           `json:"phase"`
	// Secret is the spot-check secret whose commitment the acceptance carries (revealed later).
	Secret       hexutil.Bytes      `json:"secret"`
	Acceptance   *market.Acceptance `json:"acceptance,omitempty"`
	ProviderPeer string             `json:"provider_peer,omitempty"`
	Encrypted    bool               `json:"encrypted"`
	OpenTx       common.Hash        `json:"open_tx,omitempty"`
	OpenGas      uint64             `json:"open_gas,omitempty"`
	ResultCID    string             `json:"result_cid,omitempty"`
	ResultTx     common.Hash        `json:"result_tx,omitempty"`
	SettleTx     common.Hash        `json:"settle_tx,omitempty"` // JobClaimed or JobRefunded
	RefundGas    uint64             `json:"refund_gas,omitempty"`
	OutDir       string             `json:"out_dir,omitempty"`
	Error        string             `json:"error,omitempty"`
	Created      time.Time          `json:"created"`
	Events       []Event            `json:"events"`

	// Voucher paid a burst job from a payment channel (no escrow job then).
	Voucher *contracts.SignedVoucher `json:"voucher,omitempty"`
	// Receipt is the provider's signed receipt for a channel-paid job's result, checked against
	// the job when it arrived: what a dispute of the result takes on chain.
	Receipt *contracts.SignedReceipt `json:"receipt,omitempty"`
	// Exclude are providers matching skips for this job (SubmitOptions.Exclude).
	Exclude []common.Address `json:"exclude,omitempty"`
	// Trace is where a channel-paid burst job's time went (trace.go): informational.
	Trace []TracePhase `json:"trace,omitempty"`
	// Auction is how the job's batch or zk auction stopped collecting bids (match.go):
	// informational.
	Auction *AuctionClose `json:"auction,omitempty"`
	// spec is the canonical spec as Submit added it (not stored: a burst proposal carries it).
	spec []byte

	// GasUsed and GasWei are the gas of this requester's own transactions for the job (open,
	// refund, dispute bond approval and dispute), and what it paid for it in wei (gas used x
	// effective gas price), summed as each is mined. Records written before these fields count
	// OpenGas and RefundGas in GasUsed only (cost.go).
	GasUsed uint64   `json:"gas_used,omitempty"`
	GasWei  *big.Int `json:"gas_wei,omitempty"`
	// DisputeBond is the bond posted to dispute the job's result (spot-check mismatch);
	// BondReturned is set when the dispute ended with it back (provider fault, or void), and
	// DisputeLost when the provider was found right (the bond went to the provider and verifiers,
	// the result stands but this requester rejected it: cost with no useful output).
	DisputeBond  *big.Int `json:"dispute_bond,omitempty"`
	BondReturned bool     `json:"bond_returned,omitempty"`
	DisputeLost  bool     `json:"dispute_lost,omitempty"`
	// ReexecOf is the job this one re-runs for a spot-check (marketrerun.go): its cost is the
	// checked job's class's re-run cost, not a job of its own.
	ReexecOf *contracts.JobID `json:"reexec_of,omitempty"`

	// Failover (failover.go). The job the user submitted is this record (its first attempt's
	// escrow id is the job's id); each further attempt is a record of its own, keyed by its own
	// escrow job id, with AttemptOf naming the job. Retries is the spec's budget of further
	// attempts; Attempts lists every attempt, the first included, in order, on the job's record
	// only; FailoverError is set when the budget is spent, naming every attempt's cause.
	Retries       int              `json:"retries,omitempty"`
	Attempts      []Attempt        `json:"attempts,omitempty"`
	AttemptOf     *contracts.JobID `json:"attempt_of,omitempty"`
	FailoverError string           `json:"failover_error,omitempty"`
}

// Attempt is one try of a job on one provider: its own escrow job.
type Attempt struct {
	// JobID is the attempt's escrow job id (its own Record's key).
	JobID contracts.JobID `json:"job_id"`
	// Provider is the provider that accepted it (zero until one did).
	Provider common.Address `json:"provider,omitzero"`
	Started  time.Time      `json:"started"`
	// Ended is when the attempt ended without a result (zero while it runs, or when it
	// delivered), and Cause why: the provider's failure notice, an abandon, a refund after the
	// deadline, a dispute the provider lost, or no provider at all.
	Ended time.Time `json:"ended,omitzero"`
	Cause string    `json:"cause,omitempty"`
	// RefundDue: the attempt ended on a notice while its escrow was still open. Its payment is
	// locked until its deadline; the requester refunds it then (SettleDue), and the provider's
	// collateral is slashed as for any missed deadline. Cleared when the refund is done.
	RefundDue bool `json:"refund_due,omitempty"`
}

// current is the attempt running now (the last one); ok is false for a record with no attempts
// (written before failover, or an attempt record itself).
func (r *Record) current() (*Attempt, bool) {
	if len(r.Attempts) == 0 {
		return nil, false
	}
	return &r.Attempts[len(r.Attempts)-1], true
}

// addGas adds a mined transaction of this job to GasUsed and GasWei.
func (r *Record) addGas(rcpt *types.Receipt) {
	if rcpt == nil {
		return
	}
	r.GasUsed += rcpt.GasUsed
	if rcpt.EffectiveGasPrice != nil {
		if r.GasWei == nil {
			r.GasWei = new(big.Int)
		}
		r.GasWei.Add(r.GasWei, new(big.Int).Mul(new(big.Int).SetUint64(rcpt.GasUsed), rcpt.EffectiveGasPrice))
	}
}

// excludes reports whether matching must skip provider for this job.
func (r *Record) excludes(provider common.Address) bool { return slices.Contains(r.Exclude, provider) }

// at appends an event (phase change) to r.
func (r *Record) at(now time.Time, p Phase, detail string) {
	var took time.Duration
	if n := len(r.Events); n > 0 {
		took = now.Sub(r.Events[n-1].Time)
	}
	r.Phase = p
	r.Events = append(r.Events, Event{Time: now, Phase: p, Detail: detail, Took: took})
}

// PhaseTime returns when r first entered p (zero if never).
func (r *Record) PhaseTime(p Phase) time.Time {
	for _, e := range r.Events {
		if e.Phase == p {
			return e.Time
		}
	}
	return time.Time{}
}

var jobPrefix = []byte("job/")

func jobKey(id contracts.JobID) []byte { return append(append([]byte{}, jobPrefix...), id[:]...) }

// db is the requester's state in pebble.
type db struct {
	p *pebble.DB
	// space is checked before every write: each record precedes what it allows (the job's
	// terms before the escrow is opened), and pebble cannot survive a log write into a full disk
	// (diskspace). A refused write is an error wrapping diskspace.ErrFull and nothing is sent.
	space diskspace.Guard
}

func openDB(dir string) (*db, error) {
	p, err := pebble.Open(dir, &pebble.Options{Logger: quietLogger{}})
	if err != nil {
		return nil, fmt.Errorf("requester: open state %s: %w", dir, err)
	}
	return &db{p: p, space: diskspace.Guard{Dir: dir, What: "requester jobs"}}, nil
}

// set writes one record durably, unless the disk is (nearly) full.
func (d *db) set(k, v []byte) error {
	if err := d.space.Check(); err != nil {
		return err
	}
	return d.p.Set(k, v, pebble.Sync)
}

func (d *db) put(r *Record) error {
	b, err := json.Marshal(r)
	if err != nil {
		return fmt.Errorf("requester: encode job %s: %w", r.ID.Hex(), err)
	}
	if err := d.set(jobKey(r.ID), b); err != nil {
		return fmt.Errorf("requester: persist job %s: %w", r.ID.Hex(), err)
	}
	return nil
}

func (d *db) get(id contracts.JobID) (*Record, error) {
	v, closer, err := d.p.Get(jobKey(id))
	if errors.Is(err, pebble.ErrNotFound) {
		return nil, fmt.Errorf("job %s: %w", id, ErrUnknownJob)
	}
	if err != nil {
		return nil, fmt.Errorf("requester: read job %s: %w", id, err)
	}
	defer closer.Close()
	var r Record
	if err := json.Unmarshal(v, &r); err != nil {
		return nil, fmt.Errorf("requester: decode job %s: %w", id, err)
	}
	return &r, nil
}

func (d *db) list() ([]*Record, error) {
	it, err := d.p.NewIter(&pebble.IterOptions{LowerBound: jobPrefix, UpperBound: []byte("job0")})
	if err != nil {
		return nil, fmt.Errorf("requester: list jobs: %w", err)
	}
	defer it.Close()
	var out []*Record
	for it.First(); it.Valid(); it.Next() {
		var r Record
		if err := json.Unmarshal(it.Value(), &r); err != nil {
			return nil, fmt.Errorf("requester: decode job %x: %w", it.Key(), err)
		}
		out = append(out, &r)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Created.Before(out[j].Created) })
	return out, it.Error()
}

// Notices are kept under their own key, apart from the job's record: the notice handler and the
// job's follower both write, and neither may overwrite the other's copy.
var noticePrefix = []byte("notice/")

func noticeKey(id contracts.JobID) []byte {
	return append(append([]byte{}, noticePrefix...), id[:]...)
}

// Notice is a provider's failure notice as this requester received and checked it.
type Notice struct {
	Provider  common.Address `json:"provider"`
	Cause     string         `json:"cause"`
	Detail    string         `json:"detail,omitempty"`
	Abandoned bool           `json:"abandoned,omitempty"` // the provider's word; the chain decides
	Received  time.Time      `json:"received"`
}

// putNotice stores n for job id unless one is stored already (the first notice counts); it
// reports whether it stored n.
func (d *db) putNotice(id contracts.JobID, n *Notice) (bool, error) {
	if _, ok, err := d.notice(id); err != nil || ok {
		return false, err
	}
	b, err := json.Marshal(n)
	if err != nil {
		return false, fmt.Errorf("requester: encode notice %s: %w", id.Hex(), err)
	}
	if err := d.set(noticeKey(id), b); err != nil {
		return false, fmt.Errorf("requester: persist notice %s: %w", id.Hex(), err)
	}
	return true, nil
}

// notice returns the stored failure notice of job id, if any.
func (d *db) notice(id contracts.JobID) (*Notice, bool, error) {
	v, closer, err := d.p.Get(noticeKey(id))
	if errors.Is(err, pebble.ErrNotFound) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, fmt.Errorf("requester: read notice %s: %w", id, err)
	}
	defer closer.Close()
	var n Notice
	if err := json.Unmarshal(v, &n); err != nil {
		return nil, false, fmt.Errorf("requester: decode notice %s: %w", id, err)
	}
	return &n, true, nil
}

func (d *db) close() error { return d.p.Close() }

// quietLogger drops pebble's informational lines (they would land on the CLI's output); errors
// are returned by the calls that hit them.
type quietLogger struct{}

func (quietLogger) Infof(string, ...any)              {}
func (quietLogger) Errorf(string, ...any)             {}
func (quietLogger) Fatalf(format string, args ...any) { panic(fmt.Sprintf(format, args...)) }
