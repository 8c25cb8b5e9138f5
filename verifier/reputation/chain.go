package reputation

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"slices"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/contracts/bindings"
)

// ChainReader is what a Source needs from a chain connection. *ethclient.Client and every
// contracts.Backend satisfy it.
type ChainReader interface {
	ethereum.LogFilterer
	// HeaderByNumber returns the header of block number, or the latest one for nil.
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
	// CallContract runs a read-only call (the token's decimals).
	CallContract(ctx context.Context, call ethereum.CallMsg, blockNumber *big.Int) ([]byte, error)
}

// Errors of the chain source.
var (
	// ErrSourceConfig reports a SourceConfig that cannot be used.
	ErrSourceConfig = errors.New("reputation: invalid source config")
	// ErrChain classifies a failure to read the chain (the scan resumes where it stopped).
	ErrChain = errors.New("reputation: chain read failed")
)

// SourceConfig configures a Source. Zero fields take the documented defaults.
type SourceConfig struct {
	// Escrow and Registry are the JobEscrow and ProviderRegistry whose events are read. Required.
	Escrow, Registry common.Address
	// Token is the payment token; its decimals set Reputation.ValueUnit when that is unset
	// (ValueUnit = 10^(decimals-2): a hundredth of a token has value weight 2 on every token).
	// Zero keeps Reputation.ValueUnit (or its default).
	Token common.Address
	// FromBlock is the first block scanned: the deployment block. Default 0.
	FromBlock uint64
	// Confirmations is how many of the newest blocks are left unread, so a reorganisation of
	// the chain's tip never reaches the counts. Default 0 (the devnet seals final blocks); use a
	// few dozen on a public chain. A reorganisation deeper than this is detected by the block
	// hash the scan remembers, and the scan starts over.
	Confirmations uint64
	// BatchBlocks is the block range of one log query; a node that refuses a range as too
	// large (contracts.IsLogRangeError) gets half of it. Default 2000.
	BatchBlocks uint64
	// MaxAge is how old the last scan may be before Score scans again (wall clock; it only
	// decides when to read the chain, never enters a number). Default 2s.
	MaxAge time.Duration
	// Reputation are the score weights.
	Reputation Config
	// Store persists the scan (events, open jobs, last block) between runs. Nil keeps it in
	// memory: the first Sync of every process reads from FromBlock.
	Store Store
	// Logger; nil discards.
	Logger *slog.Logger
}

// Defaults of SourceConfig.
const (
	DefaultBatchBlocks = 2000
	DefaultMaxAge      = 2 * time.Second
)

// ConfigFor returns a SourceConfig that reads the contracts of d from its deployment block.
func ConfigFor(d *contracts.Deployment) SourceConfig {
	return SourceConfig{Escrow: d.Escrow, Registry: d.Registry, Token: d.Token, FromBlock: d.Block}
}

// Source turns the escrow's and the registry's logs into reputation events and keeps the
// scores current: each Sync reads only the blocks after the last one it read. Scores are
// computed as of the timestamp of the last block read, so every node that has read up to the
// same block computes the same numbers. Its methods are safe for concurrent use.
type Source struct {
	chain ChainReader
	logs  *contracts.LogPager
	cfg   SourceConfig
	log   *slog.Logger
	now   func() time.Time

	mu      sync.Mutex
	st      *state  // nil until loaded
	scores  []Score // as of st.Time
	rep     Config  // cfg.Reputation with the value unit resolved
	unitSet bool
	synced  time.Time // wall clock of the last successful Sync
	// savedNext is the st.Next last saved (or loaded).
	savedNext uint64
}

// NewSource returns a Source reading chain. It does no I/O.
func NewSource(chain ChainReader, cfg SourceConfig) (*Source, error) {
	if chain == nil {
		return nil, fmt.Errorf("%w: no chain connection", ErrSourceConfig)
	}
	if cfg.Escrow == (common.Address{}) || cfg.Registry == (common.Address{}) {
		return nil, fmt.Errorf("%w: Escrow and Registry are required (the deployment's contract addresses)", ErrSourceConfig)
	}
	if cfg.BatchBlocks == 0 {
		cfg.BatchBlocks = DefaultBatchBlocks
	}
	if cfg.MaxAge == 0 {
		cfg.MaxAge = DefaultMaxAge
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	return &Source{chain: chain, logs: contracts.NewLogPager(chain, cfg.BatchBlocks), cfg: cfg, log: cfg.Logger, now: time.Now, rep: cfg.Reputation.withDefaults(),
		unitSet: cfg.Reputation.ValueUnit != nil || cfg.Token == (common.Address{})}, nil
}

// NewChainSource is NewSource for the contracts of d, from its deployment block.
func NewChainSource(chain ChainReader, d *contracts.Deployment, store Store, log *slog.Logger) (*Source, error) {
	cfg := ConfigFor(d)
	cfg.Store, cfg.Logger = store, log
	return NewSource(chain, cfg)
}

// Head returns the last block read and its timestamp (the time scores are computed as of).
func (s *Source) Head() (block, time uint64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.st == nil || s.st.Next == 0 {
		return 0, 0
	}
	return s.st.Next - 1, s.st.Time
}

// Sync reads the blocks after the last one read, up to the chain head minus Confirmations,
// and recomputes the scores.
func (s *Source) Sync(ctx context.Context) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.syncLocked(ctx)
}

func (s *Source) syncLocked(ctx context.Context) error {
	if err := s.load(ctx); err != nil {
		return err
	}
	if !s.unitSet {
		unit, err := s.valueUnit(ctx)
		if err != nil {
			return err
		}
		s.rep.ValueUnit, s.unitSet = unit, true
	}
	head, err := s.chain.HeaderByNumber(ctx, nil)
	if err != nil {
		return fmt.Errorf("%w: head: %v", ErrChain, err)
	}
	if s.st.Next > s.st.From {
		// The block last read must still be on the chain; otherwise start over. A scan that has
		// read nothing yet (Next == From) has no such block: block From-1 lies before the
		// deployment and was never read, so its hash is not compared with the zero Hash.
		last, err := s.chain.HeaderByNumber(ctx, new(big.Int).SetUint64(s.st.Next-1))
		if err != nil {
			return fmt.Errorf("%w: block %d: %v", ErrChain, s.st.Next-1, err)
		}
		if last.Hash() != s.st.Hash {
			s.log.Warn("reputation: chain reorganised below the last block read; rescanning",
				"block", s.st.Next-1, "had", s.st.Hash, "now", last.Hash())
			s.st, s.savedNext = newState(s.cfg), 0
		}
	}
	top := head.Number.Uint64()
	if top < s.cfg.Confirmations {
		return s.finish(ctx)
	}
	top -= s.cfg.Confirmations
	dirty := false
	for s.st.Next <= top {
		end := min(top, s.st.Next+s.cfg.BatchBlocks-1)
		logs, err := s.filter(ctx, s.st.Next, end)
		if err != nil {
			return err
		}
		times := map[uint64]uint64{}
		for i := range logs {
			if logs[i].BlockTimestamp == 0 {
				if err := s.blockTime(ctx, &logs[i], times); err != nil {
					return err
				}
			}
		}
		h, err := s.chain.HeaderByNumber(ctx, new(big.Int).SetUint64(end))
		if err != nil {
			return fmt.Errorf("%w: block %d: %v", ErrChain, end, err)
		}
		// Nothing can fail from here to the end of the batch: the logs are applied exactly once.
		s.st.apply(logs, s.cfg)
		s.st.Next, s.st.Hash, s.st.Time = end+1, h.Hash(), h.Time
		dirty = dirty || len(logs) > 0
	}
	// Blocks without events are saved now and then only: reading them again after a restart is
	// cheap, rewriting the file on every block is not.
	if dirty || s.st.Next >= s.savedNext+saveEvery {
		if err := s.save(ctx); err != nil {
			return err
		}
	}
	return s.finish(ctx)
}

// finish recomputes the scores and notes the sync time.
func (s *Source) finish(context.Context) error {
	scores, err := Compute(s.st.events(), s.st.Time, s.rep)
	if err != nil {
		return err
	}
	s.scores, s.synced = scores, s.now()
	return nil
}

// filter reads the logs of [from, to] through the shared pager (contracts.LogPager): ordered
// by block and index, the range halved while the node refuses it as too large.
func (s *Source) filter(ctx context.Context, from, to uint64) ([]types.Log, error) {
	logs, err := s.logs.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(from),
		ToBlock:   new(big.Int).SetUint64(to),
		Addresses: []common.Address{s.cfg.Escrow, s.cfg.Registry},
		Topics:    [][]common.Hash{watchedTopics()},
	})
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrChain, err)
	}
	return logs, nil
}

// blockTime fills l.BlockTimestamp from the block header (nodes older than go-ethereum 1.16 do
// not put it in logs).
func (s *Source) blockTime(ctx context.Context, l *types.Log, cache map[uint64]uint64) error {
	if t, ok := cache[l.BlockNumber]; ok {
		l.BlockTimestamp = t
		return nil
	}
	h, err := s.chain.HeaderByNumber(ctx, new(big.Int).SetUint64(l.BlockNumber))
	if err != nil {
		return fmt.Errorf("%w: block %d: %v", ErrChain, l.BlockNumber, err)
	}
	cache[l.BlockNumber], l.BlockTimestamp = h.Time, h.Time
	return nil
}

// valueUnit reads the token's decimals: a hundredth of a token is the value unit.
func (s *Source) valueUnit(ctx context.Context) (*big.Int, error) {
	tok := bindings.NewTestToken()
	out, err := s.chain.CallContract(ctx, ethereum.CallMsg{To: &s.cfg.Token, Data: tok.PackDecimals()}, nil)
	if err != nil {
		return nil, fmt.Errorf("%w: token decimals: %v", ErrChain, err)
	}
	dec, err := tok.UnpackDecimals(out)
	if err != nil {
		return nil, fmt.Errorf("%w: token decimals of %s: %v", ErrChain, s.cfg.Token, err)
	}
	return ValueUnitFor(dec), nil
}

// ValueUnitFor returns the value unit for a token with the given decimals: a hundredth of a
// token (1 for tokens with fewer than 2 decimals).
func ValueUnitFor(decimals uint8) *big.Int {
	if decimals < 2 {
		return big.NewInt(1)
	}
	return new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(decimals-2)), nil)
}

func (s *Source) load(ctx context.Context) error {
	if s.st != nil {
		return nil
	}
	s.st = newState(s.cfg)
	if s.cfg.Store == nil {
		return nil
	}
	b, err := s.cfg.Store.Load(ctx)
	if err != nil {
		return fmt.Errorf("reputation: load scan state: %w", err)
	}
	if len(b) == 0 {
		return nil
	}
	st, err := decodeState(b)
	if err != nil || st.Escrow != s.cfg.Escrow || st.Registry != s.cfg.Registry || st.From != s.cfg.FromBlock {
		// Another deployment's or a damaged state: start over (the chain has everything).
		s.log.Warn("reputation: stored scan state does not fit this deployment; rescanning", "err", err)
		return nil
	}
	s.st, s.savedNext = st, st.Next
	return nil
}

func (s *Source) save(ctx context.Context) error {
	if s.cfg.Store == nil {
		return nil
	}
	b, err := s.st.encode()
	if err != nil {
		return err
	}
	if err := s.cfg.Store.Save(ctx, b); err != nil {
		return fmt.Errorf("reputation: save scan state: %w", err)
	}
	s.savedNext = s.st.Next
	return nil
}

// saveEvery is how many blocks without events a scan reads before it saves its position.
const saveEvery = 256

// ensure syncs when the last sync is older than MaxAge (or never happened).
func (s *Source) ensure(ctx context.Context) error {
	if s.st != nil && !s.synced.IsZero() && s.now().Sub(s.synced) < s.cfg.MaxAge {
		return nil
	}
	return s.syncLocked(ctx)
}

// Score returns provider's reputation in basis points (0..10000), reading new blocks first when
// the last read is older than MaxAge. A provider without events has the prior's score.
func (s *Source) Score(ctx context.Context, provider common.Address) (uint32, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.ensure(ctx); err != nil {
		return 0, err
	}
	return Of(s.scores, provider, s.rep).Bps, nil
}

// Describe summarises provider's score and its components in one line (for match
// explanations).
func (s *Source) Describe(ctx context.Context, provider common.Address) (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.ensure(ctx); err != nil {
		return "", err
	}
	return s.reportLocked(provider, 0).Summary(), nil
}

// Scores syncs and returns every provider's score, sorted by address.
func (s *Source) Scores(ctx context.Context) ([]Score, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.syncLocked(ctx); err != nil {
		return nil, err
	}
	return slices.Clone(s.scores), nil
}

// Report syncs and returns provider's score, its counts per kind and its last events (newest
// first, at most last).
func (s *Source) Report(ctx context.Context, provider common.Address, last int) (*Report, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.syncLocked(ctx); err != nil {
		return nil, err
	}
	return s.reportLocked(provider, last), nil
}

// AddChallenges adds capacity challenge outcomes. They count from the next score on (as of the
// last block's time: a challenge later than that counts once the chain has passed it).
func (s *Source) AddChallenges(ctx context.Context, cs ...Challenge) error {
	for i, c := range cs {
		if err := c.Event().Validate(); err != nil {
			return fmt.Errorf("challenge %d: %w", i, err)
		}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.load(ctx); err != nil {
		return err
	}
	s.st.Challenges = append(s.st.Challenges, cs...)
	if err := s.save(ctx); err != nil {
		return err
	}
	if !s.synced.IsZero() {
		return s.finish(ctx)
	}
	return nil
}

// Events returns the events read so far (chain events and challenges), in score order.
func (s *Source) Events() []Event {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.st == nil {
		return nil
	}
	return sortedEvents(s.st.events())
}

// ForAddress reads every reputation event of the deployment d from chain (in memory, from d's
// deployment block) and returns provider's report with its last 10 events. A daemon that asks
// often keeps a Source instead, which reads only new blocks.
func ForAddress(ctx context.Context, chain ChainReader, d *contracts.Deployment, provider common.Address) (*Report, error) {
	src, err := NewSource(chain, ConfigFor(d))
	if err != nil {
		return nil, err
	}
	return src.Report(ctx, provider, 10)
}
