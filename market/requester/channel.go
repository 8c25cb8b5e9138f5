package requester

// Payment channels for burst jobs (DESIGN.md flow 2, burst): with Config.Channels.Enabled, a
// burst job is paid by a cumulative EIP-712 voucher on a pre-funded channel to the chosen
// provider instead of an escrow job of its own. The channel is opened once per provider (and
// topped up when it cannot cover a job), its state is kept in the requester's pebble DB, and the
// voucher is saved before it leaves (contracts.RequesterChannel.Pay). The job itself never waits
// for a block: proposal and voucher go out in one round trip (/gpumesh/burst/1), the result CID
// comes back over /gpumesh/burst-result/1, and the provider redeems many vouchers at once.
//
// Keys in the requester DB:
//
//	channel/<channel id hex>   ->  the contracts package's channel record (JSON)
//	chanidx/<provider address> ->  JSON(channelIndex): the provider's current channel, written
//	                               before the open transaction is sent (so a crash between the
//	                               two finds the channel on chain instead of losing its deposit)

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/cockroachdb/pebble/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/burst"
	"github.com/gpumesh/gpumesh/market/jobspec"
)

// ChannelConfig configures burst payments through payment channels. The zero value leaves them
// off: every burst job then opens its own escrow job.
type ChannelConfig struct {
	// Enabled pays burst jobs with vouchers on a pre-funded channel per provider.
	Enabled bool
	// DepositJobs is how many jobs a new channel (or a top-up) is funded for, at the price of the
	// job that needs it. Default 200.
	DepositJobs int64
	// TTL is a new channel's lifetime (its expiry; the provider redeems by expiry + the
	// contract's grace). Default 24h.
	TTL time.Duration
	// MinLife: a channel that expires within MinLife takes no new jobs; a new one is opened.
	// Default 15m (providers refuse vouchers on channels about to expire).
	MinLife time.Duration
}

func (c ChannelConfig) withDefaults() ChannelConfig {
	if c.DepositJobs <= 0 {
		c.DepositJobs = 200
	}
	if c.TTL <= 0 {
		c.TTL = 24 * time.Hour
	}
	if c.MinLife <= 0 {
		c.MinLife = 15 * time.Minute
	}
	return c
}

// ErrChannel classifies failures to open, top up or pay on a payment channel.
var ErrChannel = errors.New("requester: payment channel")

var (
	reqChannelPrefix = []byte("channel/")
	chanIdxPrefix    = []byte("chanidx/")
)

func reqChannelKey(id [32]byte) []byte {
	return append(slices.Clone(reqChannelPrefix), common.Hash(id).Hex()...)
}

func chanIdxKey(p common.Address) []byte { return append(slices.Clone(chanIdxPrefix), p.Hex()...) }

// LoadChannel implements contracts.ChannelStore on the requester's DB.
func (d *db) LoadChannel(_ context.Context, id [32]byte) ([]byte, error) {
	v, closer, err := d.p.Get(reqChannelKey(id))
	if errors.Is(err, pebble.ErrNotFound) {
		return nil, contracts.ErrNoChannel
	}
	if err != nil {
		return nil, err
	}
	defer closer.Close()
	return slices.Clone(v), nil
}

// SaveChannel implements contracts.ChannelStore on the requester's DB (synced).
func (d *db) SaveChannel(_ context.Context, id [32]byte, rec []byte) error {
	return d.set(reqChannelKey(id), rec)
}

// channelIndex names a provider's current channel.
type channelIndex struct {
	ID   common.Hash `json:"id"`
	Salt common.Hash `json:"salt"`
}

func (d *db) channelIndex(p common.Address) (*channelIndex, error) {
	v, closer, err := d.p.Get(chanIdxKey(p))
	if errors.Is(err, pebble.ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	defer closer.Close()
	var ix channelIndex
	if err := json.Unmarshal(v, &ix); err != nil {
		return nil, fmt.Errorf("%w: index of %s: %v", ErrChannel, p, err)
	}
	return &ix, nil
}

func (d *db) putChannelIndex(p common.Address, ix *channelIndex) error {
	b, err := json.Marshal(ix)
	if err != nil {
		return err
	}
	return d.set(chanIdxKey(p), b)
}

// channelState is the requester's channels, one entry per provider.
type channelState struct {
	cfg ChannelConfig

	mu      sync.Mutex
	entries map[common.Address]*chanEntry

	clientOnce sync.Once
	client     *burst.Client
	clientErr  error

	gates gates // burst jobs paid and not yet checked, per provider (burst_gate.go)
}

// chanEntry is one provider's channel. Its lock is held from signing a voucher until the
// provider answered, so vouchers reach the provider in sequence order.
type chanEntry struct {
	mu sync.Mutex
	ch *contracts.RequesterChannel
	// collateral is the most the chain was seen to hold as ch's collateral (nil: not read yet).
	collateral *big.Int
	// short: the provider accepted a job on ch without the collateral the job asked for; it
	// gets no more jobs from this requester instance (checkChannelCollateral).
	short atomic.Bool
}

func (r *Requester) channels() *channelState {
	r.chanOnce.Do(func() {
		r.chans = &channelState{cfg: r.cfg.Channels.withDefaults(), entries: map[common.Address]*chanEntry{}}
	})
	return r.chans
}

func (cs *channelState) entry(p common.Address) *chanEntry {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	e, ok := cs.entries[p]
	if !ok {
		e = &chanEntry{}
		cs.entries[p] = e
	}
	return e
}

// isShort reports whether provider accepted a job on its channel without the collateral asked.
func (cs *channelState) isShort(p common.Address) bool {
	return cs.entry(p).short.Load()
}

func (r *Requester) burstClient() (*burst.Client, error) {
	cs := r.channels()
	cs.clientOnce.Do(func() { cs.client, cs.clientErr = burst.NewClient(r.node, burst.Config{Domain: r.dom}) })
	return cs.client, cs.clientErr
}

// chainNow is the later of the wall clock and the chain's latest block time (contracts check
// times against block time, which a devnet can run ahead of the wall clock).
func (r *Requester) chainNow(ctx context.Context) (uint64, error) {
	now := uint64(time.Now().Unix())
	head, err := r.cfg.Backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return 0, fmt.Errorf("read chain time: %w", err)
	}
	return max(now, head.Time), nil
}

// ensureChannel returns a channel to provider that can pay price and lives at least MinLife
// more: the stored one, topped up if it cannot cover price, or a new one funded for
// DepositJobs x price. Caller holds e.mu.
func (r *Requester) ensureChannel(ctx context.Context, e *chanEntry, provider common.Address, price *big.Int) (*contracts.RequesterChannel, error) {
	cs := r.channels()
	dom := r.cfg.Deployment.Domain()
	if e.ch == nil {
		ix, err := r.db.channelIndex(provider)
		if err != nil {
			return nil, err
		}
		if ix != nil {
			ch, err := contracts.LoadRequesterChannel(ctx, r.db, dom, r.cfg.Key, ix.ID)
			if errors.Is(err, contracts.ErrNoChannel) {
				// Crashed between the open transaction and the record: the chain knows.
				st, serr := r.chain.ChannelState(ctx, ix.ID)
				switch {
				case serr == nil:
					ch, err = contracts.NewRequesterChannel(ctx, r.db, dom, r.cfg.Key, st.Terms())
				case errors.Is(serr, contracts.ErrNoChannel):
					ch, err = nil, nil // never opened: open a new one below
				default:
					err = serr
				}
			}
			if err != nil {
				return nil, fmt.Errorf("%w: load channel to %s: %w", ErrChannel, provider, err)
			}
			e.ch = ch
		}
	}
	// The hot path reads no chain state: the wall clock is close enough to chain time for a
	// channel that lives MinLife (minutes) more.
	minLife := uint64(cs.cfg.MinLife / time.Second)
	if e.ch != nil && e.ch.Terms().Expiry > uint64(time.Now().Unix())+minLife && e.ch.Remaining().Cmp(price) >= 0 {
		return e.ch, nil
	}
	now, err := r.chainNow(ctx)
	if err != nil {
		return nil, err
	}
	if e.ch != nil && e.ch.Terms().Expiry > now+minLife {
		if e.ch.Remaining().Cmp(price) >= 0 {
			return e.ch, nil
		}
		return e.ch, r.topUp(ctx, e.ch, new(big.Int).Mul(price, big.NewInt(cs.cfg.DepositJobs)), now)
	}
	e.collateral = nil // a new channel holds none yet
	return r.openChannel(ctx, e, provider, new(big.Int).Mul(price, big.NewInt(cs.cfg.DepositJobs)), now)
}

func (r *Requester) openChannel(ctx context.Context, e *chanEntry, provider common.Address, deposit *big.Int, now uint64) (*contracts.RequesterChannel, error) {
	cs := r.channels()
	var salt [32]byte
	if _, err := rand.Read(salt[:]); err != nil {
		return nil, err
	}
	id := contracts.ChannelID(r.me, provider, salt)
	if err := r.db.putChannelIndex(provider, &channelIndex{ID: id, Salt: salt}); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrChannel, err)
	}
	expiry := now + uint64(cs.cfg.TTL/time.Second)
	r.sendMu.Lock()
	_, rcpt, err := r.chain.OpenChannelWithPermit(ctx, r.sender, provider, salt, deposit, expiry, now+uint64(r.cfg.ProposalTTL/time.Second))
	r.sendMu.Unlock()
	if err != nil {
		return nil, fmt.Errorf("%w: open channel to %s with %s: %w", ErrChannel, provider, deposit, err)
	}
	st, err := r.chain.ChannelState(ctx, id)
	if err != nil {
		return nil, fmt.Errorf("%w: read channel %x: %w", ErrChannel, id, err)
	}
	ch, err := contracts.NewRequesterChannel(ctx, r.db, r.cfg.Deployment.Domain(), r.cfg.Key, st.Terms())
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrChannel, err)
	}
	e.ch = ch
	r.cfg.Logger.Info("payment channel opened", "provider", provider, "channel", common.Hash(id).Hex(), "deposit", deposit, "expiry", expiry, "gas", rcpt.GasUsed)
	return ch, nil
}

func (r *Requester) topUp(ctx context.Context, ch *contracts.RequesterChannel, amount *big.Int, now uint64) error {
	t := ch.Terms()
	r.sendMu.Lock()
	rcpt, err := r.chain.TopUpWithPermit(ctx, r.sender, t.ID, amount, now+uint64(r.cfg.ProposalTTL/time.Second))
	r.sendMu.Unlock()
	if err != nil {
		return fmt.Errorf("%w: top up channel %x by %s: %w", ErrChannel, t.ID, amount, err)
	}
	st, err := r.chain.ChannelState(ctx, t.ID)
	if err != nil {
		return fmt.Errorf("%w: read channel %x: %w", ErrChannel, t.ID, err)
	}
	if err := ch.Update(ctx, st.Deposit, st.Expiry, st.RedeemBy); err != nil {
		return fmt.Errorf("%w: %w", ErrChannel, err)
	}
	r.cfg.Logger.Info("payment channel topped up", "channel", common.Hash(t.ID).Hex(), "amount", amount, "deposit", st.Deposit, "gas", rcpt.GasUsed)
	return nil
}

// FundChannels makes sure that every provider in the book that serves burst jobs has a channel
// from this requester that can pay for `jobs` jobs like job (opening or topping up as needed), so
// that the first burst job to each provider does not wait for the open transaction either. It
// returns how many channels are ready.
func (r *Requester) FundChannels(ctx context.Context, job *jobspec.Job, jobs int64) (int, error) {
	if r.chain == nil {
		return 0, fmt.Errorf("fund channels: %w (call Start first)", ErrClosed)
	}
	ready := 0
	for _, en := range r.book.Snapshot() {
		o := en.Offer
		price, unit := o.PriceFor(market.ClassBurst)
		if price == nil || unit != job.MarketPriceUnit() {
			continue
		}
		total := new(big.Int).Mul(new(big.Int).Mul(price, units(job)), big.NewInt(jobs))
		e := r.channels().entry(o.Provider)
		e.mu.Lock()
		_, err := r.ensureChannel(ctx, e, o.Provider, total)
		e.mu.Unlock()
		if err != nil {
			return ready, err
		}
		ready++
	}
	return ready, nil
}

// ChannelInfo is the requester's view of one of its channels.
type ChannelInfo struct {
	Terms     contracts.ChannelTerms
	Spent     *big.Int // cumulative amount of the latest voucher
	Remaining *big.Int // deposit not promised yet
	Latest    *contracts.SignedVoucher
}

// Channels lists every channel this requester has opened, from its DB.
func (r *Requester) Channels(ctx context.Context) ([]ChannelInfo, error) {
	ids, err := r.db.channelIDs()
	if err != nil {
		return nil, err
	}
	var out []ChannelInfo
	for _, id := range ids {
		ch, err := contracts.LoadRequesterChannel(ctx, r.db, r.cfg.Deployment.Domain(), r.cfg.Key, id)
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrChannel, err)
		}
		out = append(out, ChannelInfo{Terms: ch.Terms(), Spent: ch.Spent(), Remaining: ch.Remaining(), Latest: ch.Latest()})
	}
	return out, nil
}

func (d *db) channelIDs() ([][32]byte, error) {
	it, err := d.p.NewIter(&pebble.IterOptions{LowerBound: reqChannelPrefix, UpperBound: []byte("channel0")})
	if err != nil {
		return nil, err
	}
	defer it.Close()
	var ids [][32]byte
	for it.First(); it.Valid(); it.Next() {
		ids = append(ids, common.HexToHash(string(it.Key()[len(reqChannelPrefix):])))
	}
	return ids, it.Error()
}

// ReclaimChannels takes back what providers did not redeem from every channel of this
// requester whose redemption window (expiry + the contract's grace) has passed on chain. It
// returns the total reclaimed.
func (r *Requester) ReclaimChannels(ctx context.Context) (*big.Int, error) {
	if r.chain == nil {
		return nil, fmt.Errorf("reclaim channels: %w (call Start first)", ErrClosed)
	}
	ids, err := r.db.channelIDs()
	if err != nil {
		return nil, err
	}
	head, err := r.cfg.Backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("read chain time: %w", err)
	}
	total := new(big.Int)
	var errs []error
	for _, id := range ids {
		st, err := r.chain.ChannelState(ctx, id)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if head.Time <= st.RedeemBy || st.Held().Sign() == 0 {
			continue
		}
		held := st.Held()
		r.sendMu.Lock()
		_, err = r.chain.Reclaim(ctx, r.sender, id)
		r.sendMu.Unlock()
		if err != nil {
			errs = append(errs, fmt.Errorf("%w: reclaim %x: %w", ErrChannel, id, err))
			continue
		}
		total.Add(total, held)
		r.cfg.Logger.Info("payment channel reclaimed", "channel", common.Hash(id).Hex(), "amount", held)
	}
	return total, errors.Join(errs...)
}
