package contracts

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"sync"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"
)

// DefaultMaxLogRange is the block span of one eth_getLogs call unless configured otherwise:
// within the caps public RPC providers set (commonly 2,000 to 10,000 blocks), and large enough
// that a year of 12-second blocks is read in about 1,300 calls.
const DefaultMaxLogRange = 2000

// growAfter is how many pages in a row must succeed at a shrunken span before the pager tries
// twice that span again (up to the configured maximum): a dense stretch of blocks that needed
// a small span does not slow every later query, and an RPC with a hard cap is asked too much
// only once every growAfter pages.
const growAfter = 16

var (
	// ErrLogRangeRefused reports an RPC that refuses a log query even for a single block (its
	// result cap is below the number of matching logs in that block), or one whose refusals
	// this package does not recognise as "range too large" (see IsLogRangeError).
	ErrLogRangeRefused = errors.New("contracts: log query refused by the RPC")
	// ErrBadLogQuery reports a query the pager cannot page: block tags (negative numbers) or a
	// range whose start is after its end.
	ErrBadLogQuery = errors.New("contracts: bad log query")
)

// LogReader is what the pager needs from a chain connection. *ethclient.Client, the simulated
// backend's client and every Backend satisfy it.
type LogReader interface {
	FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error)
	// HeaderByNumber returns the header of block number, or the latest one for nil.
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
}

// LogPager runs eth_getLogs over block ranges of at most a configured span, so that an RPC with a
// block-range or result cap answers every query. When the RPC refuses a range as too large
// (IsLogRangeError), the pager halves it and asks again, down to a single block, and keeps the
// span that worked for the next pages. It is safe for concurrent use; the learned span is
// shared by all callers.
//
// Every log query of gpumesh goes through a LogPager: a single eth_getLogs from the deployment
// block to the head fails on such an RPC, and a watcher that never advances misses the jobs it
// was paid to run.
type LogPager struct {
	r   LogReader
	max uint64

	mu   sync.Mutex
	span uint64 // the span last known to work (<= max)
	good int    // pages in a row answered at span
}

// NewLogPager returns a pager reading r with pages of at most maxRange blocks
// (DefaultMaxLogRange when 0).
func NewLogPager(r LogReader, maxRange uint64) *LogPager {
	if maxRange == 0 {
		maxRange = DefaultMaxLogRange
	}
	return &LogPager{r: r, max: maxRange, span: maxRange}
}

// MaxRange is the largest span of one query.
func (p *LogPager) MaxRange() uint64 { return p.max }

// LogPage is one page of logs: the matching logs of blocks From..To (inclusive), ordered by
// block and log index, without removed logs.
type LogPage struct {
	From, To uint64
	Logs     []types.Log
}

// Each reads the logs matching q a page at a time, oldest first, and calls fn with each page; it
// stops at fn's first error and returns it unchanged. q.FromBlock nil means block 0, q.ToBlock
// nil the head at the time of the call. Pages are contiguous, so a caller that persists
// page.To+1 after fn has handled a page resumes exactly after the last log it handled.
func (p *LogPager) Each(ctx context.Context, q ethereum.FilterQuery, fn func(LogPage) error) error {
	if q.BlockHash != nil {
		logs, err := p.r.FilterLogs(ctx, q)
		if err != nil {
			return fmt.Errorf("logs of block %s: %w", q.BlockHash, err)
		}
		return fn(LogPage{Logs: clean(logs, 0, ^uint64(0))})
	}
	from, to, ok, err := p.bounds(ctx, q)
	if err != nil || !ok {
		return err
	}
	for cur := from; cur <= to; {
		logs, end, err := p.page(ctx, q, cur, lastOf(cur, to, p.current()), false)
		if err != nil {
			return err
		}
		if err := fn(LogPage{From: cur, To: end, Logs: logs}); err != nil {
			return err
		}
		if end == to {
			break
		}
		cur = end + 1
	}
	return nil
}

// FilterLogs is ethereum.LogFilterer's FilterLogs, paged: all logs matching q, oldest first,
// without removed logs. q.FromBlock nil means block 0 (pass the deployment block), q.ToBlock nil
// the head.
func (p *LogPager) FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error) {
	var out []types.Log
	err := p.Each(ctx, q, func(pg LogPage) error {
		out = append(out, pg.Logs...)
		return nil
	})
	return out, err
}

// Last returns the newest log matching q: it reads backwards from q.ToBlock (nil: the head) a
// page at a time down to q.FromBlock, so a recent event costs a call or two. It returns
// ErrNoEvent when no block of the range holds one.
func (p *LogPager) Last(ctx context.Context, q ethereum.FilterQuery) (*types.Log, error) {
	if q.BlockHash != nil {
		return nil, fmt.Errorf("%w: Last takes a block range, not a block hash", ErrBadLogQuery)
	}
	from, to, ok, err := p.bounds(ctx, q)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, ErrNoEvent
	}
	for hi := to; hi >= from; {
		span := p.current()
		lo := from
		if hi-from >= span {
			lo = hi - span + 1
		}
		logs, start, err := p.page(ctx, q, lo, hi, true)
		if err != nil {
			return nil, err
		}
		if n := len(logs); n > 0 {
			return &logs[n-1], nil
		}
		if start == from {
			break
		}
		hi = start - 1
	}
	return nil, ErrNoEvent
}

// bounds resolves q's block range; ok is false for an empty one.
func (p *LogPager) bounds(ctx context.Context, q ethereum.FilterQuery) (from, to uint64, ok bool, err error) {
	if q.FromBlock != nil {
		if q.FromBlock.Sign() < 0 || !q.FromBlock.IsUint64() {
			return 0, 0, false, fmt.Errorf("%w: FromBlock %s: give a block number (tags are not paged)", ErrBadLogQuery, q.FromBlock)
		}
		from = q.FromBlock.Uint64()
	}
	if q.ToBlock != nil {
		if q.ToBlock.Sign() < 0 || !q.ToBlock.IsUint64() {
			return 0, 0, false, fmt.Errorf("%w: ToBlock %s: give a block number or nil for the head", ErrBadLogQuery, q.ToBlock)
		}
		to = q.ToBlock.Uint64()
	} else {
		h, err := p.r.HeaderByNumber(ctx, nil)
		if err != nil {
			return 0, 0, false, fmt.Errorf("read head for a log query: %w", err)
		}
		to = h.Number.Uint64()
		if to < from {
			return from, to, false, nil // starts after the head: nothing to read yet
		}
	}
	if to < from {
		return 0, 0, false, fmt.Errorf("%w: FromBlock %d is after ToBlock %d", ErrBadLogQuery, from, to)
	}
	return from, to, true, nil
}

// page reads the logs of [from, to], shrinking the range while the RPC refuses it as too large:
// forward pages keep from and give up the top, backward pages (back) keep to and give up the
// bottom. It returns the logs and the end it kept (to when forward, from when back).
func (p *LogPager) page(ctx context.Context, q ethereum.FilterQuery, from, to uint64, back bool) ([]types.Log, uint64, error) {
	for {
		q.FromBlock, q.ToBlock = new(big.Int).SetUint64(from), new(big.Int).SetUint64(to)
		logs, err := p.r.FilterLogs(ctx, q)
		if err == nil {
			p.succeeded(to - from + 1)
			if back {
				return clean(logs, from, to), from, nil
			}
			return clean(logs, from, to), to, nil
		}
		if ctx.Err() != nil {
			return nil, 0, fmt.Errorf("logs of blocks %d-%d: %w", from, to, ctx.Err())
		}
		if !IsLogRangeError(err) {
			return nil, 0, fmt.Errorf("logs of blocks %d-%d: %w", from, to, err)
		}
		if from == to {
			return nil, 0, fmt.Errorf("%w: logs of block %d, even alone: %v", ErrLogRangeRefused, from, err)
		}
		half := (to - from + 1) / 2
		if back {
			from = to - half + 1
		} else {
			to = from + half - 1
		}
		p.shrunk(half)
	}
}

func (p *LogPager) current() uint64 {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.span
}

// succeeded notes an answered query of n blocks and grows the span after growAfter of them.
func (p *LogPager) succeeded(n uint64) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if n < p.span || p.span == p.max {
		return // a short last page says nothing about the span
	}
	if p.good++; p.good >= growAfter {
		p.span, p.good = min(p.max, 2*p.span), 0
	}
}

// shrunk notes that the RPC refused more than n blocks.
func (p *LogPager) shrunk(n uint64) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if n < p.span {
		p.span = max(n, 1)
	}
	p.good = 0
}

// lastOf is the last block of a page of span blocks starting at cur, capped at to.
func lastOf(cur, to, span uint64) uint64 {
	if to-cur < span {
		return to
	}
	return cur + span - 1
}

// clean drops removed logs and logs outside [from, to] (an RPC answering outside the asked range
// would otherwise make a caller handle a log twice or skip its cursor past one), and orders the
// rest by block and index.
func clean(logs []types.Log, from, to uint64) []types.Log {
	out := logs[:0]
	for _, l := range logs {
		if !l.Removed && l.BlockNumber >= from && l.BlockNumber <= to {
			out = append(out, l)
		}
	}
	slices.SortStableFunc(out, func(a, b types.Log) int {
		if a.BlockNumber != b.BlockNumber {
			if a.BlockNumber < b.BlockNumber {
				return -1
			}
			return 1
		}
		return int(a.Index) - int(b.Index)
	})
	return out
}

// rangeErrorTexts are the ways RPC providers say that a log query spans too many blocks or
// matches too many logs (lower case). Texts that merely contain "block range" are not enough:
// "block range extends beyond current head block" (a lagging node) is not cured by a smaller
// range.
var rangeErrorTexts = []string{
	"query returned more than",                  // geth-style result cap, Infura (-32005)
	"exceed maximum block range",                // geth --rpc.rangelimit, many hosted nodes
	"exceeds maximum block range",               //
	"maximum block range",                       // "... maximum block range of 5000"
	"max block range",                           //
	"block range is too large",                  // Alchemy, BlastAPI
	"block range too large",                     //
	"range is too large",                        //
	"block range is too wide",                   //
	"range too wide",                            //
	"block range limit",                         //
	"too many blocks",                           //
	"is limited to a",                           // QuickNode: "eth_getLogs is limited to a 10,000 range"
	"log response size exceeded",                // Alchemy
	"response size exceeded",                    //
	"response size should not",                  //
	"too many results",                          //
	"logs matched by query exceeds",             // Erigon
	"query exceeds max results",                 // Cloudflare
	"query timeout exceeded",                    // Cloudflare, some Nethermind setups
	"exceeds the range allowed",                 //
	"requested too many logs",                   //
	"more than 10000 results",                   //
	"limit exceeded: block range",               //
	"exceeds the max allowed range",             //
	"blocks range exceeds",                      //
	"block range should not exceed",             //
	"eth_getlogs and eth_newfilter are limited", // Ankr, Chainstack wording
}

// IsLogRangeError reports whether err is an RPC's refusal of a log query for spanning too many
// blocks or matching too many logs: JSON-RPC error -32005 ("limit exceeded") or one of the texts
// that providers use for it. Such a query succeeds over a smaller range.
func IsLogRangeError(err error) bool {
	if err == nil {
		return false
	}
	var re rpc.Error
	if errors.As(err, &re) && re.ErrorCode() == -32005 {
		return true
	}
	msg := strings.ToLower(err.Error())
	for _, t := range rangeErrorTexts {
		if strings.Contains(msg, t) {
			return true
		}
	}
	return false
}
