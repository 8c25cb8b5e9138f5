package intake

import (
	"crypto/ecdsa"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/cockroachdb/pebble/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/p2p/diskspace"
	"github.com/gpumesh/gpumesh/provider/settle"
)

// Pending acceptances, in the node DB:
//
//	provider/v1/acceptance/<job id>  ->  0x01 || JSON(Pending)
//	provider/v1/watch/next-block     ->  uint64 big-endian: the chain watcher's cursor
var (
	pendingPrefix = []byte("provider/v1/acceptance/")
	cursorKey     = []byte("provider/v1/watch/next-block")
)

// ErrNoPending reports a job id without a stored acceptance.
var ErrNoPending = errors.New("intake: no such acceptance")

// Pending is an acceptance this provider signed, stored before the reply is sent.
type Pending struct {
	Acceptance    *market.Acceptance `json:"acceptance"`
	Spec          []byte             `json:"spec"` // canonical spec bytes (CID = Acceptance.SpecCID)
	RequesterPeer string             `json:"requester_peer"`
	PubKey        []byte             `json:"pubkey"` // uncompressed secp256k1: outputs are encrypted to it
	Encrypt       bool               `json:"encrypt"`
	Delivered     bool               `json:"delivered"` // handed to the runner
	// Pinned are the CIDs (module or image, inputs) fetched and pinned for this job before
	// signing, held until its run ends or its acceptance expires unopened (see promises).
	Pinned []string  `json:"pinned,omitempty"`
	Signed time.Time `json:"signed"`
	// ZKCircuitID is the escrow circuit id a zk acceptance binds (zero for other classes).
	ZKCircuitID common.Hash `json:"zk_circuit_id,omitzero"`
}

// Store keeps the acceptances in the node DB; its promises index those holding capacity, spec
// storage or pins (Put marks delivered ones, prune drops expired ones).
type Store struct {
	db       *pebble.DB
	promises *promises
	// Space is checked before an acceptance is stored (before it is signed and sent): on a
	// nearly full disk Put fails with diskspace.ErrFull and the proposal is declined, instead
	// of pebble panicking on a log write into a full disk. The watcher's cursor and the record
	// of a checked zk verifier are written only after the same check. The zero Guard checks
	// nothing.
	Space diskspace.Guard
	// expired hears of each acceptance prune deleted (expired unopened); nil: nobody.
	expired func(*Pending)
}

// NewStore returns the store of acceptances in db; limits bound those not yet opened (zero:
// 32 per requester peer with 8 MiB of specs, 1024 with 64 MiB in all).
func NewStore(db *pebble.DB, limits PromiseLimits) *Store {
	if limits == (PromiseLimits{}) {
		limits = defaultPromiseLimits
	}
	return &Store{db: db, promises: newPromises(limits)}
}

func pendingKey(id contracts.JobID) []byte {
	return append(slices.Clone(pendingPrefix), id.String()...)
}

// Put stores p with pebble.Sync; a delivered p stops holding capacity once the runner has it.
func (s *Store) Put(p *Pending) error {
	b, err := json.Marshal(p)
	if err != nil {
		return err
	}
	id := p.Acceptance.JobID
	if err := s.Space.Check(); err != nil {
		return fmt.Errorf("store acceptance %s: %w", id, err)
	}
	if err := s.db.Set(pendingKey(id), append([]byte{1}, b...), pebble.Sync); err != nil {
		return fmt.Errorf("store acceptance %s: %w", id, err)
	}
	if p.Delivered && s.promises != nil {
		s.promises.delivered(id)
	}
	return nil
}

// Get returns the stored acceptance of job id (ErrNoPending when there is none).
func (s *Store) Get(id contracts.JobID) (*Pending, error) {
	v, closer, err := s.db.Get(pendingKey(id))
	if errors.Is(err, pebble.ErrNotFound) {
		return nil, ErrNoPending
	}
	if err != nil {
		return nil, err
	}
	defer closer.Close()
	if len(v) == 0 || v[0] != 1 {
		return nil, fmt.Errorf("acceptance %s: unknown encoding", id)
	}
	var p Pending
	if err := json.Unmarshal(v[1:], &p); err != nil {
		return nil, fmt.Errorf("acceptance %s: %w", id, err)
	}
	return &p, nil
}

// Recipient is the result uploader's key lookup (settle.Uploader.Recipient): the requester's
// key unless the spec asked for plaintext outputs.
func (s *Store) Recipient(jobID contracts.JobID) (*ecdsa.PublicKey, error) {
	p, err := s.Get(jobID)
	if err != nil {
		return nil, err
	}
	if !p.Encrypt {
		return nil, nil
	}
	return crypto.UnmarshalPubkey(p.PubKey)
}

// ZKJob is the settler's lookup of a zk job's spec and circuit (settle.ZKConfig.Job).
func (s *Store) ZKJob(jobID contracts.JobID) (settle.ZKJob, error) {
	p, err := s.Get(jobID)
	if err != nil {
		return settle.ZKJob{}, err
	}
	spec, err := jobspec.DecodeCanonical(p.Spec)
	if err != nil {
		return settle.ZKJob{}, fmt.Errorf("job %s: stored spec: %w", jobID, err)
	}
	if p.ZKCircuitID == (common.Hash{}) {
		return settle.ZKJob{}, fmt.Errorf("job %s: no circuit id stored with the acceptance of circuit %s (accepted by a gpumesh before circuit ids named the verifier); the requester is refunded at the deadline", jobID, spec.Circuit)
	}
	return settle.ZKJob{SpecCID: p.Acceptance.SpecCID, CircuitID: p.ZKCircuitID}, nil
}

// list returns every stored acceptance (records that do not decode are skipped).
func (s *Store) list() ([]*Pending, error) {
	it, err := s.db.NewIter(&pebble.IterOptions{LowerBound: pendingPrefix,
		UpperBound: append(slices.Clone(pendingPrefix[:len(pendingPrefix)-1]), '0')})
	if err != nil {
		return nil, err
	}
	var out []*Pending
	for it.First(); it.Valid(); it.Next() {
		v := it.Value()
		var p Pending
		if len(v) == 0 || v[0] != 1 || json.Unmarshal(v[1:], &p) != nil || p.Acceptance == nil {
			continue
		}
		out = append(out, &p)
	}
	return out, it.Close()
}

// prune deletes acceptances that were never opened and can no longer be: expired before cutoff,
// a time the chain has passed (see Watcher.pruneExpired). It returns what it deleted.
func (s *Store) prune(cutoff time.Time) ([]*Pending, error) {
	all, err := s.list()
	if err != nil {
		return nil, err
	}
	var stale []*Pending
	for _, p := range all {
		if p.Delivered || !p.Acceptance.ExpiresAt().Before(cutoff) {
			continue
		}
		if err := s.db.Delete(pendingKey(p.Acceptance.JobID), pebble.Sync); err != nil {
			return stale, err
		}
		stale = append(stale, p)
		if s.expired != nil {
			s.expired(p)
		}
	}
	return stale, nil
}

// cursor is the watcher's next block to read and the hash of the block before it, as the
// watcher read it (zero when unknown: a cursor stored before hashes were kept, or none yet).
func (s *Store) cursor() (uint64, common.Hash, error) {
	v, closer, err := s.db.Get(cursorKey)
	if errors.Is(err, pebble.ErrNotFound) {
		return 0, common.Hash{}, nil
	}
	if err != nil {
		return 0, common.Hash{}, err
	}
	defer closer.Close()
	switch len(v) {
	case 8:
		return binary.BigEndian.Uint64(v), common.Hash{}, nil
	case 8 + common.HashLength:
		return binary.BigEndian.Uint64(v), common.BytesToHash(v[8:]), nil
	}
	return 0, common.Hash{}, fmt.Errorf("watcher cursor: %d bytes", len(v))
}

// setCursor stores the next block to read, n, with the hash of block n-1.
// On a nearly full disk it fails with diskspace.ErrFull (Space) and the watcher reads the page
// again at its next poll (handling a log twice is harmless).
func (s *Store) setCursor(n uint64, prev common.Hash) error {
	if err := s.Space.Check(); err != nil {
		return err
	}
	return s.db.Set(cursorKey, append(binary.BigEndian.AppendUint64(nil, n), prev.Bytes()...), pebble.Sync)
}
