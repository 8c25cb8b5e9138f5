// Package channels is the provider daemon's flow for burst jobs paid from payment channels.
//
// Burst jobs paid from payment channels (DESIGN.md flow 2, burst): a requester sends a burst
// proposal together with a cumulative EIP-712 voucher on its pre-funded channel to this provider
// (/gpumesh/burst/1). The provider checks the proposal as for /gpumesh/propose/1, checks the
// voucher (signed by the requester in this chain's channel domain, on a channel the chain says
// pays this provider and is funded by the proposal's requester, not expiring soon, sequence and
// amount above the best voucher so far, within the deposit, paying at least the job's price),
// and records the voucher and the job in ONE synced pebble batch before the job reaches the
// runner. No escrow job is opened and no block is waited for: the runner drives the job with a
// Settler that settles channel jobs off-chain (the result CID goes back to the requester over
// /gpumesh/burst-result/1), and a redeem loop redeems each channel's best voucher in one
// transaction once RedeemEvery jobs accumulated or before the channel expires.
//
// Keys in the node DB:
//
//	provider/v1/channel/<channel id hex>  ->  the contracts package's channel record (JSON)
//	provider/v1/chjob/<job id hex>        ->  0x01 || JSON(channelJob)
//
// Crash safety: a voucher is accepted iff its job record exists (same batch); a job record not
// yet handed to the runner is handed over on restart (runner.Submit is idempotent); the runner
// persists its own steps; a redemption mined before a crash is found on chain (ChannelState)
// and recorded instead of being sent again.
//
// Checkable burst work: before the channel's first voucher is recorded the provider locks
// collateral for the channel from its registry stake (collateral.go), and it signs a receipt with
// every result (Service.Receipt) that the requester disputes on chain if its re-run differs.
package channels

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"slices"
	"sync"
	"time"

	"github.com/cockroachdb/pebble/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/burst"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/market/propose"
	"github.com/gpumesh/gpumesh/p2p"
	"github.com/gpumesh/gpumesh/p2p/diskspace"
	"github.com/gpumesh/gpumesh/provider/intake"
	"github.com/gpumesh/gpumesh/provider/runner"
)

// Channel defaults.
const (
	// RedeemEvery is how many vouchers (burst jobs) a channel accumulates before the redeem loop
	// redeems it: one redemption pays them all.
	RedeemEvery = contracts.BurstJobsPerRedeem
	// RedeemMargin is how long before a channel's expiry the redeem loop redeems it whatever
	// the count (the contract takes redemptions until expiry + grace).
	RedeemMargin = 10 * time.Minute
	// ChannelMinLife is how long a channel must still live beyond the job's wall time for its
	// voucher to be accepted.
	ChannelMinLife = 2 * time.Minute
	// redeemCheck is how often the redeem loop looks at the channels.
	redeemCheck = 5 * time.Second
)

// ErrChannelExpiring reports a voucher on a channel that expires too soon to be accepted; the
// requester should open a new channel (or extend this one).
var ErrChannelExpiring = errors.New("channels: channel expires too soon")

var (
	channelPrefix = []byte("provider/v1/channel/")
	chjobPrefix   = []byte("provider/v1/chjob/")
)

func channelKey(id [32]byte) []byte {
	return append(slices.Clone(channelPrefix), common.Hash(id).Hex()...)
}
func chjobKey(id contracts.JobID) []byte { return append(slices.Clone(chjobPrefix), id.String()...) }

// channelJob is a channel-paid job: written in the same batch as the voucher that pays it.
type channelJob struct {
	JobID     contracts.JobID `json:"job_id"`
	Channel   common.Hash     `json:"channel"`
	Requester common.Address  `json:"requester"`
	Sequence  uint64          `json:"sequence"`  // the paying voucher
	Amount    *big.Int        `json:"amount"`    // its cumulative amount
	Paid      *big.Int        `json:"paid"`      // what it added over the previous best: this job's pay
	SpecHash  common.Hash     `json:"spec_hash"` // keccak256 of the spec CID bytes (the receipt's)
	Delivered bool            `json:"delivered"`
	ResultCID string          `json:"result_cid,omitempty"`
	Failed    string          `json:"failed,omitempty"`
	Accepted  time.Time       `json:"accepted"`
}

// channelDB is the channel part of the node DB. It implements contracts.ChannelStore; a save
// carries the extra writes attached to its ctx (withWrite) in the same synced batch. Every write
// is checked against space first (Config.Space).
type channelDB struct {
	db    *pebble.DB
	space diskspace.Guard
	// jobMu serializes updateJob's read-change-write of job records: the runner can record a
	// result (SubmitResult) while deliver still marks the same job delivered, and a write of
	// a copy read before the other's would drop its change (a lost result CID left the
	// requester's ResultOf waiting for ever once jobs ran in ~20 ms).
	jobMu sync.Mutex
}

type extraWriteKey struct{}

type kv struct{ k, v []byte }

func withWrite(ctx context.Context, k, v []byte) context.Context {
	return context.WithValue(ctx, extraWriteKey{}, kv{k, v})
}

func (s *channelDB) LoadChannel(_ context.Context, id [32]byte) ([]byte, error) {
	v, closer, err := s.db.Get(channelKey(id))
	if errors.Is(err, pebble.ErrNotFound) {
		return nil, contracts.ErrNoChannel
	}
	if err != nil {
		return nil, err
	}
	defer closer.Close()
	return slices.Clone(v), nil
}

func (s *channelDB) SaveChannel(ctx context.Context, id [32]byte, rec []byte) error {
	if err := s.space.Check(); err != nil {
		return fmt.Errorf("store channel %x: %w", id, err)
	}
	b := s.db.NewBatch()
	defer b.Close()
	if err := b.Set(channelKey(id), rec, nil); err != nil {
		return err
	}
	if w, ok := ctx.Value(extraWriteKey{}).(kv); ok {
		if err := b.Set(w.k, w.v, nil); err != nil {
			return err
		}
	}
	return b.Commit(pebble.Sync)
}

func (s *channelDB) channelIDs() ([][32]byte, error) {
	it, err := s.db.NewIter(&pebble.IterOptions{LowerBound: channelPrefix, UpperBound: prefixEnd(channelPrefix)})
	if err != nil {
		return nil, err
	}
	defer it.Close()
	var ids [][32]byte
	for it.First(); it.Valid(); it.Next() {
		ids = append(ids, common.HexToHash(string(it.Key()[len(channelPrefix):])))
	}
	return ids, it.Error()
}

func encodeJob(j *channelJob) ([]byte, error) {
	b, err := json.Marshal(j)
	if err != nil {
		return nil, err
	}
	return append([]byte{1}, b...), nil
}

// putJobOpt writes j with o: pebble.Sync for a failure (failJob), pebble.NoSync for an update
// that is safe to lose in a crash (redoing it is idempotent) and that becomes durable with the
// runner's next synced transition anyway (one WAL): the delivered mark and the result CID.
func (s *channelDB) putJobOpt(j *channelJob, o *pebble.WriteOptions) error {
	v, err := encodeJob(j)
	if err != nil {
		return err
	}
	if err := s.space.Check(); err != nil {
		return fmt.Errorf("store channel job %s: %w", j.JobID.Hex(), err)
	}
	if err := s.db.Set(chjobKey(j.JobID), v, o); err != nil {
		return fmt.Errorf("store channel job %s: %w", j.JobID.Hex(), err)
	}
	return nil
}

func decodeJob(v []byte) (*channelJob, error) {
	if len(v) == 0 || v[0] != 1 {
		return nil, errors.New("channel job: unknown encoding")
	}
	var j channelJob
	if err := json.Unmarshal(v[1:], &j); err != nil {
		return nil, fmt.Errorf("channel job: %w", err)
	}
	return &j, nil
}

// job returns the channel job id, or nil when id is not a channel job.
// updateJob reads the record of job id, applies change to it and writes it with o, all under
// jobMu, unless change returns false. It returns the record as stored after the call (nil if
// there is none, and then change is not called).
func (s *channelDB) updateJob(id contracts.JobID, o *pebble.WriteOptions, change func(*channelJob) bool) (*channelJob, error) {
	s.jobMu.Lock()
	defer s.jobMu.Unlock()
	j, err := s.job(id)
	if err != nil || j == nil || !change(j) {
		return j, err
	}
	return j, s.putJobOpt(j, o)
}

func (s *channelDB) job(id contracts.JobID) (*channelJob, error) {
	v, closer, err := s.db.Get(chjobKey(id))
	if errors.Is(err, pebble.ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	defer closer.Close()
	return decodeJob(v)
}

func (s *channelDB) jobs() ([]*channelJob, error) {
	it, err := s.db.NewIter(&pebble.IterOptions{LowerBound: chjobPrefix, UpperBound: prefixEnd(chjobPrefix)})
	if err != nil {
		return nil, err
	}
	defer it.Close()
	var out []*channelJob
	for it.First(); it.Valid(); it.Next() {
		j, err := decodeJob(it.Value())
		if err != nil {
			return nil, fmt.Errorf("%s: %w", it.Key(), err)
		}
		out = append(out, j)
	}
	return out, it.Error()
}

// prefixEnd is the smallest key above every key with prefix p (p ends in '/').
func prefixEnd(p []byte) []byte {
	e := slices.Clone(p)
	e[len(e)-1]++
	return e
}

// Chain is what the channel service needs from the chain: contracts.Client's channel calls and
// stake, and the wallet's nonces (an ethclient.Client's) for the crash-safe collateral lock.
type Chain interface {
	ChannelState(ctx context.Context, id [32]byte) (*contracts.ChannelState, error)
	Redeem(ctx context.Context, s *contracts.Sender, sv *contracts.SignedVoucher) (*types.Receipt, error)
	ChannelCollateral(ctx context.Context, id [32]byte) (*big.Int, bool, error)
	LockCollateral(ctx context.Context, s *contracts.Sender, id [32]byte, amount *big.Int) (*types.Receipt, error)
	StakeOf(ctx context.Context, provider common.Address) (*contracts.StakeInfo, error)
	NonceAt(ctx context.Context, account common.Address, block *big.Int) (uint64, error)
	PendingNonceAt(ctx context.Context, account common.Address) (uint64, error)
}

// Config configures the channel service. The zero value takes the defaults.
type Config struct {
	// CollateralMultiple: the provider locks up to this multiple of a job's price as its
	// channel's collateral (offer.collateral_multiple); 0 locks only what requesters ask.
	CollateralMultiple int64
	// LockWait bounds the wait for a collateral lock sent before a crash to be mined. Default 2m.
	LockWait time.Duration
	// LockPoll is how often that wait reads the wallet's nonce. Default 250ms.
	LockPoll time.Duration
	// Space is checked before every channel, channel-job and collateral record is written (the
	// node DB's pebble panics on a log write into a full disk): a refused record is an error
	// wrapping diskspace.ErrFull, the voucher is declined and no collateral lock is sent. The
	// zero Guard checks nothing.
	Space diskspace.Guard
}

func (c Config) withDefaults() Config {
	if c.LockWait <= 0 {
		c.LockWait = 2 * time.Minute
	}
	if c.LockPoll <= 0 {
		c.LockPoll = 250 * time.Millisecond
	}
	return c
}

// provChannel is one loaded channel.
type provChannel struct {
	pc          *contracts.ProviderChannel
	redeemedSeq uint64 // sequence of the last redeemed voucher, from the chain
}

// Service is the provider's side of channel-paid burst jobs.
type Service struct {
	cfg    Config
	log    *slog.Logger
	me     common.Address
	domain contracts.Domain
	db     *channelDB
	chain  Chain
	sender *contracts.Sender // its own: redemptions do not share the settler's
	now    func() time.Time

	// set by start
	acc     *intake.Acceptor
	pending *intake.Store
	runner  *runner.Runner

	mu     sync.Mutex // one voucher decision at a time (checks + the synced batch)
	open   map[common.Hash]*provChannel
	sendMu sync.Mutex // redemptions one at a time

	waitMu  sync.Mutex
	waiters map[contracts.JobID]chan struct{} // closed when the job's result or failure is recorded
	kick    chan struct{}
	// undelivered are recorded jobs whose hand-over to the runner failed (retried by the loop).
	undelivered map[contracts.JobID]bool
	// traces are the acceptance times of recent jobs, oldest first in traceOrder (trace.go).
	traces     map[contracts.JobID]*acceptTrace
	traceOrder []contracts.JobID

	vouchers      *prometheus.CounterVec
	redemptions   prometheus.Counter
	redeemGas     prometheus.Counter
	collateralGas prometheus.Counter
}

// New returns the channel service over the node DB db; Start starts it.
func New(cfg Config, log *slog.Logger, db *pebble.DB, me common.Address, domain contracts.Domain, chain Chain, sender *contracts.Sender) *Service {
	return &Service{
		cfg: cfg.withDefaults(), log: log, me: me, domain: domain, db: &channelDB{db: db, space: cfg.Space}, chain: chain, sender: sender, now: time.Now,
		open: map[common.Hash]*provChannel{}, waiters: map[contracts.JobID]chan struct{}{}, kick: make(chan struct{}, 1),
		undelivered: map[contracts.JobID]bool{}, traces: map[contracts.JobID]*acceptTrace{},
		vouchers: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "gpumesh_provider_channel_vouchers_total",
			Help: "Channel vouchers offered with burst proposals, by outcome (accepted, refused)."}, []string{"outcome"}),
		redemptions: prometheus.NewCounter(prometheus.CounterOpts{Name: "gpumesh_provider_channel_redemptions_total",
			Help: "Channel redemptions mined."}),
		redeemGas: prometheus.NewCounter(prometheus.CounterOpts{Name: "gpumesh_provider_channel_redeem_gas_total",
			Help: "Gas used by channel redemptions."}),
		collateralGas: prometheus.NewCounter(prometheus.CounterOpts{Name: "gpumesh_provider_channel_collateral_gas_total",
			Help: "Gas used by channel collateral locks."}),
	}
}

func (c *Service) register(reg prometheus.Registerer) error {
	for _, col := range []prometheus.Collector{c.vouchers, c.redemptions, c.redeemGas, c.collateralGas} {
		if err := reg.Register(col); err != nil {
			return fmt.Errorf("register channel metrics: %w", err)
		}
	}
	return nil
}

// channel returns the loaded channel id, loading it from the DB or, the first time, from the
// chain (the terms always come from the chain, never from the requester). Caller holds c.mu.
func (c *Service) channel(ctx context.Context, id common.Hash) (*provChannel, error) {
	if ch, ok := c.open[id]; ok {
		return ch, nil
	}
	pc, err := contracts.LoadProviderChannel(ctx, c.db, c.domain, id)
	if err != nil && !errors.Is(err, contracts.ErrNoChannel) {
		return nil, err
	}
	st, serr := c.chain.ChannelState(ctx, id)
	if serr != nil {
		if errors.Is(serr, contracts.ErrNoChannel) {
			return nil, fmt.Errorf("%w: channel %s is not open on chain", contracts.ErrVoucherRejected, id.Hex())
		}
		return nil, fmt.Errorf("read channel %s: %w", id.Hex(), serr)
	}
	if pc == nil {
		if err := st.Terms().Pays(st.Requester, c.me); err != nil {
			return nil, err // never store a channel that pays someone else
		}
		if pc, err = contracts.NewProviderChannel(ctx, c.db, c.domain, st.Terms()); err != nil {
			return nil, err
		}
	}
	pc.Now = c.now
	ch := &provChannel{pc: pc, redeemedSeq: st.Sequence}
	c.open[id] = ch
	return ch, nil
}

// refresh re-reads a channel's deposit and expiry from the chain (after a top-up or an
// extension). Caller holds c.mu.
func (c *Service) refresh(ctx context.Context, ch *provChannel) error {
	t := ch.pc.Terms()
	st, err := c.chain.ChannelState(ctx, t.ID)
	if err != nil {
		return fmt.Errorf("read channel %x: %w", t.ID, err)
	}
	ch.redeemedSeq = max(ch.redeemedSeq, st.Sequence)
	if st.Deposit.Cmp(t.Deposit) == 0 && st.Expiry == t.Expiry {
		return nil
	}
	return ch.pc.Update(ctx, st.Deposit, st.Expiry, st.RedeemBy)
}

// acceptVoucher checks sv as the payment of job (proposal p, wall time wall) and records it
// together with the job record in one synced batch. It returns the job record. Errors wrap
// contracts.ErrVoucherRejected (with ErrVoucherReplay, ErrVoucherOverspend or ErrWrongPayee
// where that is the reason), contracts.ErrBadSignature, contracts.ErrChannelExpired,
// ErrChannelExpiring, ErrCollateral or ErrCollateralPending. The channel holds the job's
// collateral (collateral.go) before the voucher is recorded.
func (c *Service) acceptVoucher(ctx context.Context, p *market.Proposal, sv *contracts.SignedVoucher, wall time.Duration) (*channelJob, error) {
	if sv == nil {
		return nil, fmt.Errorf("%w: no voucher", contracts.ErrVoucherRejected)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	// The same paid proposal twice at once (a requester's retry): the second finds the first's
	// record and gets the same answer, not a replay refusal.
	if old, err := c.db.job(p.JobID); err != nil {
		return nil, err
	} else if old != nil {
		if old.Channel == sv.ChannelID && old.Sequence == sv.Sequence && old.Amount != nil && old.Amount.Cmp(sv.Amount) == 0 {
			return old, nil
		}
		return nil, fmt.Errorf("%w: job %s was already paid with another voucher", contracts.ErrVoucherRejected, p.JobID.Hex())
	}
	ch, err := c.channel(ctx, sv.ChannelID)
	if err != nil {
		return nil, err
	}
	t := ch.pc.Terms()
	if err := t.Pays(p.Requester, c.me); err != nil {
		return nil, err
	}
	if need := c.now().Add(wall + ChannelMinLife); time.Unix(int64(t.Expiry), 0).Before(need) {
		// Maybe extended since it was loaded.
		if err := c.refresh(ctx, ch); err != nil {
			return nil, err
		}
		if t = ch.pc.Terms(); time.Unix(int64(t.Expiry), 0).Before(need) {
			return nil, fmt.Errorf("%w: channel %x expires at %d, the job needs it until at least %d", ErrChannelExpiring, t.ID, t.Expiry, need.Unix())
		}
	}
	if sv.Amount != nil && sv.Amount.Cmp(t.Deposit) > 0 {
		// Maybe topped up since it was loaded.
		if err := c.refresh(ctx, ch); err != nil {
			return nil, err
		}
	}
	// The voucher's signature first (cheap, and nothing is locked for a requester that cannot
	// pay), then the collateral the job needs, then the voucher recorded with the job.
	if err := sv.Verify(c.domain, t.Requester); err != nil {
		return nil, fmt.Errorf("%w: %w", contracts.ErrVoucherRejected, err)
	}
	if err := c.ensureCollateral(ctx, t.ID, p.Price, p.Collateral); err != nil {
		return nil, err
	}
	prev := new(big.Int)
	if l := ch.pc.Latest(); l != nil {
		prev = l.Amount
	}
	spec, err := cid.Decode(p.SpecCID)
	if err != nil {
		return nil, fmt.Errorf("%w: spec_cid %q: %v", contracts.ErrVoucherRejected, p.SpecCID, err)
	}
	j := &channelJob{JobID: p.JobID, Channel: sv.ChannelID, Requester: p.Requester, Sequence: sv.Sequence,
		SpecHash: contracts.SpecHash(spec.Bytes()), Accepted: c.now()}
	if sv.Amount != nil {
		j.Amount, j.Paid = new(big.Int).Set(sv.Amount), new(big.Int).Sub(sv.Amount, prev)
	}
	v, err := encodeJob(j)
	if err != nil {
		return nil, err
	}
	if _, err := ch.pc.Accept(withWrite(ctx, chjobKey(j.JobID), v), sv, p.Price); err != nil {
		return nil, err
	}
	if ch.pc.Latest().Sequence-ch.redeemedSeq >= RedeemEvery {
		select {
		case c.kick <- struct{}{}:
		default:
		}
	}
	return j, nil
}

// KeepSpec implements burst.SpecKeeper: a spec the proposal carried is not fetched again.
func (c *Service) KeepSpec(specCID string, canonical []byte) {
	if c.acc != nil {
		c.acc.KeepSpec(specCID, canonical)
	}
}

// AcceptPaid implements burst.Provider: the proposal is checked as for /gpumesh/propose/1 (spec
// fetched from the requester, executor, price, deadline), then the voucher; the job goes to the
// runner only after both are recorded.
func (c *Service) AcceptPaid(ctx context.Context, p *market.Proposal, sv *contracts.SignedVoucher, from peer.ID) (*market.Acceptance, error) {
	log := c.log.With("job_id", p.JobID.Hex(), "peer", from)
	tr := acceptTrace{start: time.Now()}
	if old, err := c.db.job(p.JobID); err != nil {
		return nil, err
	} else if old != nil {
		// A retry of the same paid proposal gets the same acceptance.
		if sv == nil || old.Channel != sv.ChannelID || old.Sequence != sv.Sequence || old.Amount.Cmp(sv.Amount) != 0 {
			return nil, intake.Decline("job id %s was already paid with another voucher", p.JobID.Hex())
		}
		pend, err := c.pending.Get(p.JobID)
		if err != nil {
			return nil, err
		}
		return pend.Acceptance, nil
	}
	acc, spec, err := c.acc.AcceptChannelPaid(ctx, p, from)
	if err != nil {
		return nil, err
	}
	pend, err := c.pending.Get(p.JobID)
	if err != nil {
		return nil, err
	}
	tr.checked = time.Now()
	j, err := c.acceptVoucher(ctx, p, sv, spec.WallTime())
	if err != nil {
		c.vouchers.WithLabelValues("refused").Inc()
		log.Info("voucher refused", "err", err)
		if errors.Is(err, contracts.ErrVoucherRejected) || errors.Is(err, contracts.ErrBadSignature) ||
			errors.Is(err, contracts.ErrChannelExpired) || errors.Is(err, ErrChannelExpiring) ||
			errors.Is(err, ErrCollateral) || errors.Is(err, ErrCollateralPending) {
			return nil, fmt.Errorf("%w: %w", propose.ErrDeclined, err)
		}
		return nil, err
	}
	c.vouchers.WithLabelValues("accepted").Inc()
	log.Info("burst job paid by voucher", "channel", j.Channel.Hex(), "sequence", j.Sequence, "paid", j.Paid)
	tr.paid = time.Now()
	// Traced before the hand-over: the runner may record the result before deliver returns.
	c.traceAccept(p.JobID, tr)
	if err := c.deliver(ctx, j, pend, spec); err != nil {
		// Recorded: the loop hands it over again (and a restart would).
		log.Warn("hand channel job to the runner; retrying", "err", err)
		c.waitMu.Lock()
		c.undelivered[j.JobID] = true
		c.waitMu.Unlock()
	}
	return acc, nil
}

// deliver hands a recorded channel job to the runner (idempotent) and marks it delivered. spec
// is the job's decoded spec when the caller has it; nil: decoded from the acceptance.
func (c *Service) deliver(ctx context.Context, j *channelJob, pend *intake.Pending, spec *jobspec.Job) error {
	if spec == nil {
		var err error
		if spec, err = jobspec.DecodeCanonical(pend.Spec); err != nil {
			return c.failJob(j.JobID, "stored spec does not decode: "+err.Error())
		}
	}
	id := j.JobID
	// The runner places a GPU job on devices when it runs it.
	job := runner.JobFromSpec(id, spec, time.Unix(int64(pend.Acceptance.Deadline), 0), j.Paid)
	if err := c.runner.Submit(ctx, job); err != nil {
		if errors.Is(err, runner.ErrBadJob) {
			return c.failJob(j.JobID, "refused by the runner: "+err.Error())
		}
		return err
	}
	j.Delivered = true
	// Re-read under the record's lock: the runner may have recorded the result meanwhile.
	cur, err := c.db.updateJob(id, pebble.NoSync, func(cur *channelJob) bool {
		if cur.Delivered {
			return false
		}
		cur.Delivered = true
		return true
	})
	if err != nil {
		return err
	}
	if cur == nil {
		return fmt.Errorf("deliver channel job %s: its record is gone", id.Hex())
	}
	pend.Delivered = true // the acceptance is not waiting for a JobOpened any more
	return c.pending.Put(pend)
}

func (c *Service) failJob(id contracts.JobID, why string) error {
	failed := false
	j, err := c.db.updateJob(id, pebble.Sync, func(j *channelJob) bool {
		if j.ResultCID != "" || j.Failed != "" {
			return false
		}
		j.Failed, j.Delivered, failed = why, true, true
		return true
	})
	if err != nil || j == nil || !failed {
		return err
	}
	c.notify(id)
	return nil
}

func (c *Service) notify(id contracts.JobID) {
	c.waitMu.Lock()
	if ch, ok := c.waiters[id]; ok {
		close(ch)
		delete(c.waiters, id)
	}
	c.waitMu.Unlock()
}

// Result implements burst.Provider.
func (c *Service) Result(ctx context.Context, id contracts.JobID, requester common.Address) (string, error) {
	for {
		c.waitMu.Lock()
		w, ok := c.waiters[id]
		if !ok {
			w = make(chan struct{})
			c.waiters[id] = w
		}
		c.waitMu.Unlock()
		j, err := c.db.job(id)
		if err != nil {
			return "", err
		}
		switch {
		case j == nil || j.Requester != requester:
			if !ok {
				c.waitMu.Lock()
				if c.waiters[id] == w {
					delete(c.waiters, id)
				}
				c.waitMu.Unlock()
			}
			return "", fmt.Errorf("%w: %s", burst.ErrUnknownJob, id.Hex())
		case j.ResultCID != "":
			return j.ResultCID, nil
		case j.Failed != "":
			return "", fmt.Errorf("%w: %s", burst.ErrJobFailed, j.Failed)
		}
		select {
		case <-w:
		case <-ctx.Done():
			return "", burst.ErrPending
		}
	}
}

// Receipt implements burst.Provider: the provider's EIP-712 receipt for the result of job id
// (contracts.Receipt under the channel contract's domain). It commits the provider to the result
// it returned: a requester whose re-run differs disputes it on chain, and a committee that finds
// it wrong slashes the channel's collateral.
func (c *Service) Receipt(_ context.Context, id contracts.JobID) (*contracts.SignedReceipt, error) {
	j, err := c.db.job(id)
	if err != nil {
		return nil, err
	}
	if j == nil || j.ResultCID == "" {
		return nil, fmt.Errorf("%w: no result for %s", burst.ErrUnknownJob, id.Hex())
	}
	res, err := cid.Decode(j.ResultCID)
	if err != nil {
		return nil, fmt.Errorf("result CID of %s: %w", id.Hex(), err)
	}
	r := contracts.Receipt{
		ChannelID: j.Channel, JobID: j.JobID, Sequence: j.Sequence, SpecHash: j.SpecHash,
		ResultHash: contracts.ResultHash(res.Bytes()), Price: j.Paid,
	}
	if c.sender == nil {
		return nil, errors.New("provider: no wallet to sign burst receipts")
	}
	return r.Sign(c.domain, c.sender.Key())
}

// Settler routes channel jobs to their off-chain settlement and every other job to next.
func (c *Service) Settler(next runner.Settler) runner.Settler {
	return &channelSettler{c: c, next: next}
}

// channelSettler settles channel jobs without the chain: the voucher already paid them, so a
// job is "open" until its result CID is recorded (SubmitResult hands it to the requester over
// /gpumesh/burst-result/1) and "paid" after; a job the runner gave up on is final as refunded
// (the voucher stays with the provider, as the requester's risk of a burst job).
type channelSettler struct {
	c    *Service
	next runner.Settler
}

func (s *channelSettler) job(jobID contracts.JobID) (*channelJob, error) {
	return s.c.db.job(jobID)
}

func (s *channelSettler) Status(ctx context.Context, jobID contracts.JobID) (runner.ChainStatus, error) {
	j, err := s.job(jobID)
	if err != nil || j == nil {
		if err != nil {
			return runner.ChainStatus{}, err
		}
		return s.next.Status(ctx, jobID)
	}
	switch {
	case j.ResultCID != "":
		return runner.ChainStatus{State: runner.ChainPaid, ResultCID: j.ResultCID, Paid: j.Paid}, nil
	case j.Failed != "":
		return runner.ChainStatus{State: runner.ChainRefunded}, nil
	}
	return runner.ChainStatus{State: runner.ChainOpen}, nil
}

func (s *channelSettler) SubmitResult(ctx context.Context, jobID contracts.JobID, resultCID string) error {
	j, err := s.job(jobID)
	if err != nil || j == nil {
		if err != nil {
			return err
		}
		return s.next.SubmitResult(ctx, jobID, resultCID)
	}
	recorded := false
	if _, err := s.c.db.updateJob(jobID, pebble.NoSync, func(j *channelJob) bool {
		if j.ResultCID != "" {
			return false
		}
		j.ResultCID, recorded = resultCID, true
		return true
	}); err != nil {
		return err
	}
	if recorded {
		s.c.traceResult(jobID, time.Now())
	}
	s.c.notify(j.JobID)
	return nil
}

func (s *channelSettler) WaitClaimable(ctx context.Context, jobID contracts.JobID) error {
	j, err := s.job(jobID)
	if err != nil || j == nil {
		if err != nil {
			return err
		}
		return s.next.WaitClaimable(ctx, jobID)
	}
	return nil
}

func (s *channelSettler) Claim(ctx context.Context, jobID contracts.JobID) (*big.Int, error) {
	j, err := s.job(jobID)
	if err != nil || j == nil {
		if err != nil {
			return nil, err
		}
		return s.next.Claim(ctx, jobID)
	}
	return j.Paid, nil
}

func (s *channelSettler) WaitSettled(ctx context.Context, jobID contracts.JobID) (runner.ChainStatus, error) {
	j, err := s.job(jobID)
	if err != nil || j == nil {
		if err != nil {
			return runner.ChainStatus{}, err
		}
		return s.next.WaitSettled(ctx, jobID)
	}
	if j.ResultCID == "" {
		why := "the provider gave up on the job"
		if s.c.runner != nil {
			if rec, err := s.c.runner.Get(jobID); err == nil && rec.Error != "" {
				why = rec.Error
			}
		}
		if err := s.c.failJob(j.JobID, why); err != nil {
			return runner.ChainStatus{}, err
		}
	}
	return s.Status(ctx, jobID)
}

// StartDeps are what Start needs of the running daemon.
type StartDeps struct {
	Node       *p2p.Node
	Domain     market.Domain
	Runner     *runner.Runner
	Acceptor   *intake.Acceptor
	Pending    *intake.Store
	Registerer prometheus.Registerer
}

// Start wires the channel service into a running daemon: it hands recorded but undelivered
// jobs to the runner, installs /gpumesh/burst/1 and /gpumesh/burst-result/1 and starts the
// redeem loop. The returned function stops both.
func (c *Service) Start(ctx context.Context, deps StartDeps) (func() error, error) {
	ps, reg := deps.Pending, deps.Registerer
	c.acc, c.pending, c.runner = deps.Acceptor, ps, deps.Runner
	if err := c.register(reg); err != nil {
		return nil, err
	}
	jobs, err := c.db.jobs()
	if err != nil {
		return nil, fmt.Errorf("load channel jobs: %w", err)
	}
	for _, j := range jobs {
		if j.Delivered {
			continue
		}
		pend, err := ps.Get(j.JobID)
		if err != nil {
			if err := c.failJob(j.JobID, "acceptance lost: "+err.Error()); err != nil {
				return nil, err
			}
			continue
		}
		if err := c.deliver(ctx, j, pend, nil); err != nil {
			return nil, fmt.Errorf("resume channel job %s: %w", j.JobID.Hex(), err)
		}
	}
	svc, err := burst.NewService(deps.Node, burst.Config{Domain: deps.Domain, Registerer: reg}, c)
	if err != nil {
		return nil, fmt.Errorf("burst service: %w", err)
	}
	if err := svc.Start(); err != nil {
		return nil, fmt.Errorf("burst service: %w", err)
	}
	loopCtx, stop := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() { defer close(done); c.redeemLoop(loopCtx) }()
	return func() error { stop(); <-done; return svc.Close() }, nil
}

// Redemption is one redemption sent by the provider.
type Redemption struct {
	Channel  common.Hash
	Amount   *big.Int // cumulative amount of the redeemed voucher
	Sequence uint64
	Vouchers uint64 // vouchers (jobs) it paid for at once
	TxHash   common.Hash
	GasUsed  uint64
}

func (c *Service) redeemLoop(ctx context.Context) {
	t := time.NewTicker(redeemCheck)
	defer t.Stop()
	for {
		c.redeliver(ctx)
		if _, err := c.redeem(ctx, false); err != nil && ctx.Err() == nil {
			c.log.Warn("channel redemption failed; retrying", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		case <-c.kick:
		}
	}
}

// redeliver retries handing recorded jobs to the runner.
func (c *Service) redeliver(ctx context.Context) {
	c.waitMu.Lock()
	ids := make([]contracts.JobID, 0, len(c.undelivered))
	for id := range c.undelivered {
		ids = append(ids, id)
	}
	c.waitMu.Unlock()
	for _, id := range ids {
		j, err := c.db.job(id)
		if err == nil && j != nil && !j.Delivered {
			var pend *intake.Pending
			if pend, err = c.pending.Get(id); err == nil {
				err = c.deliver(ctx, j, pend, nil)
			}
		}
		if err != nil {
			c.log.Warn("hand channel job to the runner; retrying", "job_id", id.Hex(), "err", err)
			continue
		}
		c.waitMu.Lock()
		delete(c.undelivered, id)
		c.waitMu.Unlock()
	}
}

// redeemDue reports whether a channel with `vouchers` unredeemed vouchers that expires at
// expiry should be redeemed at now.
func redeemDue(now time.Time, vouchers uint64, expiry uint64) bool {
	return vouchers >= RedeemEvery || !now.Add(RedeemMargin).Before(time.Unix(int64(expiry), 0))
}

// redeem redeems every channel that is due (all with something unredeemed when force).
func (c *Service) redeem(ctx context.Context, force bool) ([]Redemption, error) {
	ids, err := c.db.channelIDs()
	if err != nil {
		return nil, err
	}
	var out []Redemption
	var errs []error
	// The channels are loaded before sendMu is taken: a voucher decision holds c.mu while it
	// sends a collateral lock under sendMu (ensureCollateral), so taking c.mu under sendMu
	// here would deadlock with it.
	chs := make([]*provChannel, 0, len(ids))
	for _, id := range ids {
		c.mu.Lock()
		ch, err := c.channel(ctx, id)
		c.mu.Unlock()
		if err != nil {
			errs = append(errs, err)
			continue
		}
		chs = append(chs, ch)
	}
	c.sendMu.Lock()
	defer c.sendMu.Unlock()
	for _, ch := range chs {
		id := ch.pc.Terms().ID
		best, t := ch.pc.Latest(), ch.pc.Terms()
		if best == nil || ch.pc.Unredeemed().Sign() <= 0 {
			continue
		}
		if !force && !redeemDue(c.now(), best.Sequence-ch.redeemedSeq, t.Expiry) {
			continue
		}
		if c.now().Unix() > int64(t.RedeemBy) {
			continue // too late; nothing to do but not retry forever
		}
		// A redemption mined before a crash is on chain: record it instead of sending it again.
		st, err := c.chain.ChannelState(ctx, id)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if st.Redeemed.Cmp(best.Amount) >= 0 {
			ch.redeemedSeq = st.Sequence
			if err := ch.pc.MarkRedeemed(ctx, best.Amount); err != nil {
				errs = append(errs, err)
			}
			continue
		}
		rcpt, err := c.chain.Redeem(ctx, c.sender, best)
		if err != nil {
			errs = append(errs, fmt.Errorf("redeem channel %s: %w", common.Hash(id).Hex(), err))
			continue
		}
		r := Redemption{Channel: id, Amount: best.Amount, Sequence: best.Sequence, Vouchers: best.Sequence - st.Sequence, TxHash: rcpt.TxHash, GasUsed: rcpt.GasUsed}
		ch.redeemedSeq = best.Sequence
		if err := ch.pc.MarkRedeemed(ctx, best.Amount); err != nil {
			errs = append(errs, err)
		}
		c.redemptions.Inc()
		c.redeemGas.Add(float64(rcpt.GasUsed))
		c.log.Info("channel redeemed", "channel", r.Channel.Hex(), "amount", r.Amount, "vouchers", r.Vouchers, "gas", r.GasUsed, "tx", r.TxHash.Hex())
		out = append(out, r)
	}
	return out, errors.Join(errs...)
}

// Redeem redeems now the best voucher of every channel with anything unredeemed, one
// transaction per channel, whether or not the redeem loop would have (tools, tests, shutdown
// scripts).
func (c *Service) Redeem(ctx context.Context) ([]Redemption, error) { return c.redeem(ctx, true) }
