package evidence

import (
	"container/list"
	"errors"
	"fmt"
	"sync"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts"
)

// ErrNotRequester: evidence for a dispute whose requester is known, signed by someone else.
var ErrNotRequester = errors.New("evidence: not signed by the job's requester")

// StoreConfig bounds a Store. Zero fields take the defaults.
type StoreConfig struct {
	// MaxPending bounds the evidence held for jobs whose dispute the verifier has not read from
	// the chain yet, one entry per (job, signer); beyond it the least recently added entry goes.
	// Default 4096.
	MaxPending int
	// PerSigner bounds the pending entries of one signer; beyond it that signer's oldest entry
	// goes, so one key cannot flush others' evidence. Default 16.
	PerSigner int
	// MaxLive bounds the disputes whose requester is known (Expect). Each is a dispute opened on
	// chain with a bond, so a flood cannot create them; beyond it the oldest is forgotten.
	// Default 4096.
	MaxLive int
}

func (c *StoreConfig) ensureDefaults() {
	if c.MaxPending <= 0 {
		c.MaxPending = 4096
	}
	if c.PerSigner <= 0 {
		c.PerSigner = 16
	}
	if c.MaxLive <= 0 {
		c.MaxLive = 4096
	}
}

// Store keeps the evidence a verifier needs for the disputes it judges, such that a flood of
// evidence cannot evict the disputer's. It has two tiers:
//
//   - live: disputes whose requester the verifier read from the chain (Expect). Only evidence
//     signed by that requester is kept for them, one per job, outside any flood's reach: the
//     tier grows only with disputes opened on chain.
//   - pending: evidence that arrived before its dispute was read, by (job, signer), bounded in
//     all (MaxPending, least recently added goes first) and per signer (PerSigner). A flood
//     from throwaway keys can push out pending evidence, but the disputer repeats its evidence
//     until the dispute resolves, and once the dispute is live its next copy is kept for good.
//
// Safe for concurrent use.
type Store struct {
	mu       sync.Mutex
	cfg      StoreConfig
	pending  map[pendingKey]*list.Element // values are *pendingEntry
	lru      *list.List                   // front: most recently added
	bySigner map[common.Address]int
	live     map[contracts.JobID]*liveJob
	seq      uint64
}

type pendingKey struct {
	job    contracts.JobID
	signer common.Address
}

type pendingEntry struct {
	key pendingKey
	e   *Evidence
}

type liveJob struct {
	requester common.Address
	e         *Evidence
	seq       uint64
}

// NewStore returns an empty store.
func NewStore(cfg StoreConfig) *Store {
	cfg.ensureDefaults()
	return &Store{
		cfg: cfg, pending: map[pendingKey]*list.Element{}, lru: list.New(),
		bySigner: map[common.Address]int{}, live: map[contracts.JobID]*liveJob{},
	}
}

// Add keeps e, which must be signed: unsigned evidence is ErrUnsigned, evidence for a live
// dispute signed by anyone but its requester ErrNotRequester; neither is kept.
func (s *Store) Add(e *Evidence) error {
	signer, err := e.Signer()
	if err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if lj, ok := s.live[e.JobID]; ok {
		if signer != lj.requester {
			return fmt.Errorf("%w: job %s: signed by %s, requester %s", ErrNotRequester, e.JobID, signer, lj.requester)
		}
		lj.e = e
		return nil
	}
	k := pendingKey{job: e.JobID, signer: signer}
	if el, ok := s.pending[k]; ok {
		el.Value.(*pendingEntry).e = e
		s.lru.MoveToFront(el)
		return nil
	}
	if s.bySigner[signer] >= s.cfg.PerSigner {
		s.evictOldestOf(signer)
	}
	if s.lru.Len() >= s.cfg.MaxPending {
		s.remove(s.lru.Back())
	}
	s.pending[k] = s.lru.PushFront(&pendingEntry{key: k, e: e})
	s.bySigner[signer]++
	return nil
}

// evictOldestOf removes signer's least recently added pending entry. Callers hold s.mu.
func (s *Store) evictOldestOf(signer common.Address) {
	for el := s.lru.Back(); el != nil; el = el.Prev() {
		if el.Value.(*pendingEntry).key.signer == signer {
			s.remove(el)
			return
		}
	}
}

// remove drops a pending entry. Callers hold s.mu.
func (s *Store) remove(el *list.Element) {
	pe := s.lru.Remove(el).(*pendingEntry)
	delete(s.pending, pe.key)
	if s.bySigner[pe.key.signer]--; s.bySigner[pe.key.signer] <= 0 {
		delete(s.bySigner, pe.key.signer)
	}
}

// Expect marks job's dispute live with requester (read from the chain): from now on only the
// requester's evidence is kept for it, beyond the reach of floods; pending evidence the
// requester signed for it is taken over.
func (s *Store) Expect(job contracts.JobID, requester common.Address) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if lj, ok := s.live[job]; ok {
		if lj.requester != requester {
			lj.requester, lj.e = requester, nil
		}
		return
	}
	if len(s.live) >= s.cfg.MaxLive {
		var oldest contracts.JobID
		first := true
		for id, lj := range s.live {
			if first || lj.seq < s.live[oldest].seq {
				oldest, first = id, false
			}
		}
		delete(s.live, oldest)
	}
	s.seq++
	lj := &liveJob{requester: requester, seq: s.seq}
	if el, ok := s.pending[pendingKey{job: job, signer: requester}]; ok {
		lj.e = el.Value.(*pendingEntry).e
		s.remove(el)
	}
	s.live[job] = lj
}

// Get returns the requester's evidence for job's live dispute (nil if none yet, or the job
// is not live).
func (s *Store) Get(job contracts.JobID) *Evidence {
	s.mu.Lock()
	defer s.mu.Unlock()
	if lj, ok := s.live[job]; ok {
		return lj.e
	}
	return nil
}

// Drop discards the evidence held for job's live dispute (it was found wrong), keeping the
// dispute live so that a correct copy from the requester is kept.
func (s *Store) Drop(job contracts.JobID) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if lj, ok := s.live[job]; ok {
		lj.e = nil
	}
}

// Forget ends job's live dispute (decided, or nothing more to do for this node).
func (s *Store) Forget(job contracts.JobID) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.live, job)
}

// Len returns the number of pending entries and of live disputes.
func (s *Store) Len() (pending, live int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.lru.Len(), len(s.live)
}
