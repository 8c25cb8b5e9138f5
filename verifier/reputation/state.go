package reputation

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"slices"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/gpumesh/gpumesh/contracts/bindings"
	"github.com/gpumesh/gpumesh/p2p/wire"
)

// Challenge is the outcome of one capacity challenge as its challenger reports it (the
// capacity package's Result: a signed Attestation when passed, an error when failed).
type Challenge struct {
	Provider   common.Address `cbor:"1,keyasint" json:"provider"`
	Challenger common.Address `cbor:"2,keyasint" json:"challenger"`
	// ID identifies the challenge (e.g. keccak256 of the challenger and the seed), so a result
	// delivered twice counts once.
	ID     common.Hash `cbor:"3,keyasint" json:"id"`
	Passed bool        `cbor:"4,keyasint" json:"passed"`
	// At is when it was decided, unix seconds: the attestation's IssuedAt, or when it failed.
	At uint64 `cbor:"5,keyasint" json:"at"`
}

// Event maps c to a reputation event (ChallengePassed or ChallengeFailed).
func (c Challenge) Event() Event {
	e := ChallengeEvent(c.Provider, c.Passed, c.At, 0)
	e.JobID = c.ID
	return e
}

// Store persists a Source's scan between runs. A store holds one deployment's state.
type Store interface {
	// Load returns what Save saved last, or nil (and no error) when nothing was saved.
	Load(ctx context.Context) ([]byte, error)
	// Save replaces the saved state.
	Save(ctx context.Context, b []byte) error
}

// FileStore keeps the state in one file, replaced atomically (write, sync, rename).
type FileStore struct {
	Path string
}

// Load reads the file; a missing file is no state.
func (f FileStore) Load(context.Context) ([]byte, error) {
	b, err := os.ReadFile(f.Path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	return b, err
}

// Save writes b to a temporary file next to Path and renames it over Path.
func (f FileStore) Save(_ context.Context, b []byte) error {
	if err := os.MkdirAll(filepath.Dir(f.Path), 0o700); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(f.Path), filepath.Base(f.Path)+".*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(b); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), f.Path)
}

// stateVersion is bumped whenever the event mapping changes, so a stored scan made with other
// rules is read again from the chain.
const stateVersion = 2

// openJob is what a later escrow event needs from JobOpened (JobRefunded does not name the
// provider).
type openJob struct {
	Provider common.Address `cbor:"1,keyasint"`
	Price    *big.Int       `cbor:"2,keyasint"`
}

// state is a Source's scan: the events so far, the jobs not yet settled and where to go on.
type state struct {
	Version    uint                    `cbor:"1,keyasint"`
	Escrow     common.Address          `cbor:"2,keyasint"`
	Registry   common.Address          `cbor:"3,keyasint"`
	From       uint64                  `cbor:"4,keyasint"`
	Next       uint64                  `cbor:"5,keyasint"` // next block to read
	Hash       common.Hash             `cbor:"6,keyasint"` // hash of block Next-1
	Time       uint64                  `cbor:"7,keyasint"` // timestamp of block Next-1
	Chain      []Event                 `cbor:"8,keyasint"`
	Jobs       map[common.Hash]openJob `cbor:"9,keyasint"`
	Challenges []Challenge             `cbor:"10,keyasint"`
}

func newState(cfg SourceConfig) *state {
	return &state{Version: stateVersion, Escrow: cfg.Escrow, Registry: cfg.Registry, From: cfg.FromBlock,
		Next: cfg.FromBlock, Jobs: map[common.Hash]openJob{}}
}

// events returns the chain events and the challenges' events (unsorted).
func (st *state) events() []Event {
	out := make([]Event, 0, len(st.Chain)+len(st.Challenges))
	out = append(out, st.Chain...)
	for _, c := range st.Challenges {
		out = append(out, c.Event())
	}
	return out
}

// stateDecoder decodes a stored scan state (p2p/wire). The state is this node's own file, so its
// size is not bounded here, only its collections (a long chain's events); prices are bignums,
// and fields a newer version added are dropped (stateVersion decides what must be rescanned).
var stateDecoder = wire.MustDecoder(wire.Limits{
	MaxNestedLevels:     32,
	MaxArrayElements:    1 << 27,
	MaxMapPairs:         1 << 27,
	Bignums:             true,
	IgnoreUnknownFields: true,
})

func (st *state) encode() ([]byte, error) {
	b, err := wire.Marshal(st)
	if err != nil {
		return nil, fmt.Errorf("reputation: encode scan state: %w", err)
	}
	return b, nil
}

// ErrState reports a stored scan state that cannot be used.
var ErrState = errors.New("reputation: invalid stored state")

// decodeState decodes and checks a stored state.
func decodeState(b []byte) (*state, error) {
	var st state
	if err := stateDecoder.Unmarshal(b, &st); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrState, err)
	}
	if st.Version != stateVersion {
		return nil, fmt.Errorf("%w: version %d, want %d", ErrState, st.Version, stateVersion)
	}
	if st.Next < st.From {
		return nil, fmt.Errorf("%w: next block %d before the first %d", ErrState, st.Next, st.From)
	}
	for i, e := range st.Chain {
		if err := e.Validate(); err != nil {
			return nil, fmt.Errorf("%w: event %d: %v", ErrState, i, err)
		}
	}
	for i, c := range st.Challenges {
		if err := c.Event().Validate(); err != nil {
			return nil, fmt.Errorf("%w: challenge %d: %v", ErrState, i, err)
		}
	}
	if st.Jobs == nil {
		st.Jobs = map[common.Hash]openJob{}
	}
	for id, j := range st.Jobs {
		if j.Price == nil || j.Price.Sign() < 0 {
			return nil, fmt.Errorf("%w: job %s without a price", ErrState, id)
		}
	}
	return &st, nil
}

// The events a Source reads, by contract.
var (
	escrowABI   = bindings.NewJobEscrow()
	registryABI = bindings.NewProviderRegistry()

	topicOpened   = escrowABI.GetABI().Events[bindings.JobEscrowJobOpenedEventName].ID
	topicClaimed  = escrowABI.GetABI().Events[bindings.JobEscrowJobClaimedEventName].ID
	topicRefunded = escrowABI.GetABI().Events[bindings.JobEscrowJobRefundedEventName].ID
	topicDisputed = escrowABI.GetABI().Events[bindings.JobEscrowDisputeOpenedEventName].ID
	topicResolved = escrowABI.GetABI().Events[bindings.JobEscrowDisputeResolvedEventName].ID
	topicSlashed  = registryABI.GetABI().Events[bindings.ProviderRegistrySlashedEventName].ID
)

// Dispute outcomes of DisputeResolved (JobEscrow's PROVIDER_FAULT, PROVIDER_RIGHT, VOID).
const (
	outcomeProviderFault = 1
	outcomeProviderRight = 2
)

func watchedTopics() []common.Hash {
	return []common.Hash{topicOpened, topicClaimed, topicRefunded, topicDisputed, topicResolved, topicSlashed}
}

// apply maps logs (sorted by block and log index) to events. The mapping (contracts/src):
//
//	JobOpened(jobId, provider, price, ...)        remembers the job's provider and price
//	JobClaimed(jobId, provider, payout, fee)      Completed, value payout+fee (the price)
//	JobRefunded(jobId, requester, price, slashed) Refunded, value price; and Slashed (value
//	                                              price) when slashed > 0. The escrow refunds
//	                                              only after the deadline with no result, so a
//	                                              refund is the "late" case: the work never came.
//	DisputeOpened(jobId, ...)                     Disputed, value price (provisional)
//	DisputeResolved(jobId, id, outcome, ...)      provider fault: DisputeLost, value price; the
//	                                              JobRefunded and the slashes that follow in the
//	                                              same transaction are not counted again.
//	                                              provider right: DisputeWon, value price (the
//	                                              JobClaimed that follows counts Completed).
//	                                              void (no quorum): nothing; the job is paid
//	                                              (JobClaimed) and Disputed stays.
//	Registry Slashed(provider, by, to, amount)    Slashed, value amount, unless an escrow event of
//	                                              the same transaction already counted it
//	ProofAccepted, VerdictAccepted, ResultSubmitted: nothing. A zk job's proof makes it Proven
//	                                              (final: never refunded or disputed); its
//	                                              outcome is the Completed of the JobClaimed
//	                                              that pays it, in a later transaction (alone
//	                                              or in a claimMany), counted once like any
//	                                              claim.
//
// A job settles once: its entry is dropped at JobClaimed, JobRefunded or a lost dispute.
func (st *state) apply(logs []types.Log, cfg SourceConfig) {
	for i := 0; i < len(logs); {
		j := i + 1
		for j < len(logs) && logs[j].BlockNumber == logs[i].BlockNumber && logs[j].TxIndex == logs[i].TxIndex {
			j++
		}
		st.applyTx(logs[i:j], cfg)
		i = j
	}
}

// applyTx maps the logs of one transaction: escrow events first, then registry slashes that
// they did not already count.
func (st *state) applyTx(logs []types.Log, cfg SourceConfig) {
	counted := map[common.Address]bool{} // providers slashed by an escrow event of this tx
	emit := func(l *types.Log, p common.Address, k Kind, job common.Hash, v *big.Int) {
		st.Chain = append(st.Chain, Event{Provider: p, Kind: k, JobID: job, Value: v,
			Time: l.BlockTimestamp, Block: l.BlockNumber, LogIndex: l.Index, TxHash: l.TxHash})
	}
	for i := range logs {
		l := &logs[i]
		if l.Removed || l.Address != cfg.Escrow || len(l.Topics) == 0 {
			continue
		}
		switch l.Topics[0] {
		case topicOpened:
			ev, err := escrowABI.UnpackJobOpenedEvent(l)
			if err != nil {
				continue
			}
			st.Jobs[ev.JobId] = openJob{Provider: ev.Provider, Price: ev.Price}
		case topicClaimed:
			ev, err := escrowABI.UnpackJobClaimedEvent(l)
			if err != nil {
				continue
			}
			emit(l, ev.Provider, Completed, ev.JobId, new(big.Int).Add(ev.Payout, ev.Fee))
			delete(st.Jobs, ev.JobId)
		case topicRefunded:
			ev, err := escrowABI.UnpackJobRefundedEvent(l)
			if err != nil {
				continue
			}
			job, ok := st.Jobs[ev.JobId]
			if !ok {
				continue // opened before the scan's first block: the provider is unknown
			}
			emit(l, job.Provider, Refunded, ev.JobId, job.Price)
			if ev.Slashed.Sign() > 0 {
				emit(l, job.Provider, Slashed, ev.JobId, job.Price)
				counted[job.Provider] = true
			}
			delete(st.Jobs, ev.JobId)
		case topicDisputed:
			ev, err := escrowABI.UnpackDisputeOpenedEvent(l)
			if err != nil {
				continue
			}
			if job, ok := st.Jobs[ev.JobId]; ok {
				emit(l, job.Provider, Disputed, ev.JobId, job.Price)
			}
		case topicResolved:
			ev, err := escrowABI.UnpackDisputeResolvedEvent(l)
			if err != nil {
				continue
			}
			job, ok := st.Jobs[ev.JobId]
			if !ok {
				continue
			}
			switch ev.Outcome {
			case outcomeProviderFault:
				emit(l, job.Provider, DisputeLost, ev.JobId, job.Price)
				counted[job.Provider] = true
				delete(st.Jobs, ev.JobId) // the JobRefunded that follows is this loss
			case outcomeProviderRight:
				emit(l, job.Provider, DisputeWon, ev.JobId, job.Price)
			}
		}
	}
	for i := range logs {
		l := &logs[i]
		if l.Removed || l.Address != cfg.Registry || len(l.Topics) == 0 || l.Topics[0] != topicSlashed {
			continue
		}
		ev, err := registryABI.UnpackSlashedEvent(l)
		if err != nil || counted[ev.Provider] || ev.Amount.Sign() == 0 {
			continue
		}
		emit(l, ev.Provider, Slashed, common.Hash{}, ev.Amount)
	}
}

// sortedEvents returns events in score order without duplicates.
func sortedEvents(ev []Event) []Event {
	ev = slices.Clone(ev)
	slices.SortStableFunc(ev, eventLess)
	return slices.CompactFunc(ev, func(a, b Event) bool { return eventLess(a, b) == 0 })
}
