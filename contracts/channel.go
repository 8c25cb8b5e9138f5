package contracts

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
)

// Off-chain channel state. The requester's RequesterChannel issues vouchers for cumulative amounts;
// the provider's ProviderChannel checks each voucher and keeps the best one for redemption. Both
// write their state through a ChannelStore before they act on it (before a voucher leaves the
// requester, before the provider runs the job it pays for), so a restarted node resumes where it
// stopped.

var (
	// ErrNoChannel reports a channel that a ChannelStore (or the contract) does not know.
	ErrNoChannel = errors.New("contracts: no such channel")
	// ErrVoucherRejected classifies a voucher that a provider must not accept.
	ErrVoucherRejected = errors.New("contracts: voucher rejected")
	// ErrChannelExhausted reports a payment that the channel's deposit cannot cover; top up.
	ErrChannelExhausted = errors.New("contracts: channel deposit exhausted")
	// ErrChannelExpired reports a channel past its expiry: it takes no more vouchers.
	ErrChannelExpired = errors.New("contracts: channel expired")
	// ErrBadChannelRecord reports a stored channel record that does not decode.
	ErrBadChannelRecord = errors.New("contracts: bad channel record")
	// ErrVoucherReplay reports a voucher whose sequence or amount does not exceed the best one
	// the provider already holds (a replay, or a voucher overtaken by a later one). It comes
	// wrapped with ErrVoucherRejected.
	ErrVoucherReplay = errors.New("contracts: voucher replayed or stale")
	// ErrVoucherOverspend reports a voucher promising more than the channel's deposit. It comes
	// wrapped with ErrVoucherRejected.
	ErrVoucherOverspend = errors.New("contracts: voucher exceeds the channel deposit")
	// ErrWrongPayee reports a channel that pays another provider (or is funded by another
	// requester) than the one a voucher is offered to. It comes wrapped with ErrVoucherRejected.
	ErrWrongPayee = errors.New("contracts: channel pays another provider")
)

// ChannelStore persists one record per channel. The daemons back it with their pebble DB (for
// example under a "channel/" key prefix, written with pebble.Sync); SaveChannel must be durable
// when it returns.
type ChannelStore interface {
	// LoadChannel returns the record last saved for id, or an error wrapping ErrNoChannel.
	LoadChannel(ctx context.Context, id [32]byte) ([]byte, error)
	// SaveChannel stores record as id's record, replacing the previous one.
	SaveChannel(ctx context.Context, id [32]byte, record []byte) error
}

// ChannelTerms are a channel's on-chain terms (ChannelState.Terms reads them from the contract).
type ChannelTerms struct {
	ID        [32]byte
	Requester common.Address
	Provider  common.Address
	Deposit   *big.Int // total deposited
	Expiry    uint64   // unix seconds: vouchers are accepted until then
	RedeemBy  uint64   // unix seconds: expiry + the contract's grace, the redemption deadline
}

func (t *ChannelTerms) validate() error {
	switch {
	case t.Requester == (common.Address{}) || t.Provider == (common.Address{}):
		return fmt.Errorf("%w: requester and provider must be set", ErrBadChannelRecord)
	case t.Deposit == nil || t.Deposit.Sign() <= 0 || t.Deposit.Cmp(maxUint128) > 0:
		return fmt.Errorf("%w: deposit must be in (0, 2^128)", ErrBadChannelRecord)
	case !validUnixTime(t.Expiry) || t.RedeemBy < t.Expiry:
		return fmt.Errorf("%w: expiry %d / redeem-by %d are not unix times in order", ErrBadChannelRecord, t.Expiry, t.RedeemBy)
	}
	return nil
}

// Pays checks that the channel is funded by requester and pays provider; otherwise the error
// wraps ErrVoucherRejected and ErrWrongPayee.
func (t ChannelTerms) Pays(requester, provider common.Address) error {
	switch {
	case t.Provider != provider:
		return fmt.Errorf("%w: %w: channel %x pays %s, not %s", ErrVoucherRejected, ErrWrongPayee, t.ID, t.Provider, provider)
	case t.Requester != requester:
		return fmt.Errorf("%w: %w: channel %x is funded by %s, not %s", ErrVoucherRejected, ErrWrongPayee, t.ID, t.Requester, requester)
	}
	return nil
}

const channelRecordVersion = 1

// channelRecord is what a ChannelStore holds (JSON, versioned).
type channelRecord struct {
	Version   int            `json:"version"`
	Role      string         `json:"role"` // "requester" or "provider"
	ID        common.Hash    `json:"id"`
	Requester common.Address `json:"requester"`
	Provider  common.Address `json:"provider"`
	Deposit   *big.Int       `json:"deposit"`
	Expiry    uint64         `json:"expiry"`
	RedeemBy  uint64         `json:"redeem_by"`
	// Latest voucher: issued (requester) or best accepted (provider); Sequence 0 when none.
	Amount    *big.Int      `json:"amount"`
	Sequence  uint64        `json:"sequence"`
	Signature hexutil.Bytes `json:"signature,omitempty"`
	// Redeemed on-chain so far (provider side bookkeeping).
	Redeemed *big.Int `json:"redeemed"`
}

func (r *channelRecord) terms() ChannelTerms {
	return ChannelTerms{ID: r.ID, Requester: r.Requester, Provider: r.Provider, Deposit: new(big.Int).Set(r.Deposit), Expiry: r.Expiry, RedeemBy: r.RedeemBy}
}

func (r *channelRecord) latest() *SignedVoucher {
	if r.Sequence == 0 {
		return nil
	}
	return &SignedVoucher{
		Voucher:   Voucher{ChannelID: r.ID, Amount: new(big.Int).Set(r.Amount), Sequence: r.Sequence},
		Signature: append([]byte{}, r.Signature...),
	}
}

func newChannelRecord(role string, t ChannelTerms) (*channelRecord, error) {
	if err := t.validate(); err != nil {
		return nil, err
	}
	return &channelRecord{
		Version: channelRecordVersion, Role: role, ID: t.ID, Requester: t.Requester, Provider: t.Provider,
		Deposit: new(big.Int).Set(t.Deposit), Expiry: t.Expiry, RedeemBy: t.RedeemBy,
		Amount: new(big.Int), Redeemed: new(big.Int),
	}, nil
}

// decodeChannelRecord parses and checks a stored record.
func decodeChannelRecord(data []byte, role string, id [32]byte) (*channelRecord, error) {
	var r channelRecord
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadChannelRecord, err)
	}
	switch {
	case r.Version != channelRecordVersion:
		return nil, fmt.Errorf("%w: version %d, want %d", ErrBadChannelRecord, r.Version, channelRecordVersion)
	case r.Role != role:
		return nil, fmt.Errorf("%w: record is the %s side, want %s", ErrBadChannelRecord, r.Role, role)
	case r.ID != id:
		return nil, fmt.Errorf("%w: record is for channel %s", ErrBadChannelRecord, r.ID)
	case r.Amount == nil || r.Redeemed == nil || r.Deposit == nil || r.Amount.Sign() < 0 || r.Redeemed.Sign() < 0:
		return nil, fmt.Errorf("%w: amounts missing or negative", ErrBadChannelRecord)
	case r.Redeemed.Cmp(r.Amount) > 0 || r.Amount.Cmp(r.Deposit) > 0:
		return nil, fmt.Errorf("%w: redeemed <= amount <= deposit does not hold", ErrBadChannelRecord)
	case (r.Sequence == 0) != (r.Amount.Sign() == 0) || (r.Sequence != 0 && len(r.Signature) != 65):
		return nil, fmt.Errorf("%w: inconsistent latest voucher", ErrBadChannelRecord)
	}
	t := r.terms()
	if err := t.validate(); err != nil {
		return nil, err
	}
	return &r, nil
}

// channelBase is the state both sides share.
type channelBase struct {
	mu     sync.Mutex
	store  ChannelStore
	domain Domain
	rec    *channelRecord
}

func (c *channelBase) save(ctx context.Context, r *channelRecord) error {
	data, err := json.Marshal(r)
	if err != nil {
		return fmt.Errorf("encode channel %s: %w", r.ID, err)
	}
	if err := c.store.SaveChannel(ctx, r.ID, data); err != nil {
		return fmt.Errorf("save channel %s: %w", r.ID, err)
	}
	c.rec = r
	return nil
}

func (c *channelBase) load(ctx context.Context, role string, id [32]byte) error {
	data, err := c.store.LoadChannel(ctx, id)
	if err != nil {
		return fmt.Errorf("load channel %x: %w", id, err)
	}
	if c.rec, err = decodeChannelRecord(data, role, id); err != nil {
		return fmt.Errorf("load channel %x: %w", id, err)
	}
	return nil
}

// Terms are the channel's terms as last known (New, then Update).
func (c *channelBase) Terms() ChannelTerms {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.rec.terms()
}

// Latest is the latest voucher (issued by the requester, best accepted by the provider), nil when
// there is none yet.
func (c *channelBase) Latest() *SignedVoucher {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.rec.latest()
}

// Update records new on-chain terms after a top-up or an extension (deposit and expiry may only
// grow) and saves them.
func (c *channelBase) Update(ctx context.Context, deposit *big.Int, expiry, redeemBy uint64) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	r := *c.rec
	if deposit == nil || deposit.Cmp(r.Deposit) < 0 || expiry < r.Expiry || redeemBy < r.RedeemBy {
		return fmt.Errorf("update channel %s: deposit and expiry can only grow: %w", r.ID, ErrBadChannelRecord)
	}
	r.Deposit, r.Expiry, r.RedeemBy = new(big.Int).Set(deposit), expiry, redeemBy
	t := r.terms()
	if err := t.validate(); err != nil {
		return fmt.Errorf("update channel %s: %w", r.ID, err)
	}
	return c.save(ctx, &r)
}

// RequesterChannel is the requester's side of a channel: it signs vouchers for cumulative
// amounts. It is safe for concurrent use.
type RequesterChannel struct {
	channelBase
	key *ecdsa.PrivateKey
}

// NewRequesterChannel starts the requester's state of a channel just opened on-chain with terms
// and saves it. key is the requester's wallet key; it is never stored.
func NewRequesterChannel(ctx context.Context, store ChannelStore, domain Domain, key *ecdsa.PrivateKey, terms ChannelTerms) (*RequesterChannel, error) {
	if addr := crypto.PubkeyToAddress(key.PublicKey); addr != terms.Requester {
		return nil, fmt.Errorf("new requester channel: key is %s, requester is %s: %w", addr, terms.Requester, ErrBadSignature)
	}
	r, err := newChannelRecord("requester", terms)
	if err != nil {
		return nil, fmt.Errorf("new requester channel: %w", err)
	}
	c := &RequesterChannel{channelBase: channelBase{store: store, domain: domain}, key: key}
	if err := c.save(ctx, r); err != nil {
		return nil, err
	}
	return c, nil
}

// LoadRequesterChannel loads the requester's state of channel id from store.
func LoadRequesterChannel(ctx context.Context, store ChannelStore, domain Domain, key *ecdsa.PrivateKey, id [32]byte) (*RequesterChannel, error) {
	c := &RequesterChannel{channelBase: channelBase{store: store, domain: domain}, key: key}
	if err := c.load(ctx, "requester", id); err != nil {
		return nil, err
	}
	if addr := crypto.PubkeyToAddress(key.PublicKey); addr != c.rec.Requester {
		return nil, fmt.Errorf("load requester channel: key is %s, requester is %s: %w", addr, c.rec.Requester, ErrBadSignature)
	}
	return c, nil
}

// Pay signs the next voucher: the cumulative amount grows by amount (one job's price). The new
// state is saved before the voucher is returned, so a restart never reissues a sequence number;
// a voucher lost in a crash only makes the next one cover its amount too.
func (c *RequesterChannel) Pay(ctx context.Context, amount *big.Int) (*SignedVoucher, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	r := *c.rec
	if amount == nil || amount.Sign() <= 0 {
		return nil, fmt.Errorf("pay on channel %s: amount must be positive", r.ID)
	}
	total := new(big.Int).Add(r.Amount, amount)
	if total.Cmp(r.Deposit) > 0 {
		return nil, fmt.Errorf("pay %s on channel %s: %s of %s already promised: %w", amount, r.ID, r.Amount, r.Deposit, ErrChannelExhausted)
	}
	v := Voucher{ChannelID: r.ID, Amount: total, Sequence: r.Sequence + 1}
	sv, err := v.Sign(c.domain, c.key)
	if err != nil {
		return nil, fmt.Errorf("pay on channel %s: %w", r.ID, err)
	}
	r.Amount, r.Sequence, r.Signature = total, v.Sequence, sv.Signature
	if err := c.save(ctx, &r); err != nil {
		return nil, err
	}
	return sv, nil
}

// Rewind takes back sv, the latest voucher, after its provider refused it (it never recorded
// it): the channel returns to prev, the voucher before it (nil: none), so the next voucher does
// not pay for the refused job. It fails unless sv is still the latest voucher and prev is the
// one before it.
func (c *RequesterChannel) Rewind(ctx context.Context, sv, prev *SignedVoucher) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	r := *c.rec
	if sv == nil || r.Sequence != sv.Sequence || r.Amount.Cmp(sv.Amount) != 0 {
		return fmt.Errorf("rewind channel %s: the voucher is not the latest: %w", r.ID, ErrBadChannelRecord)
	}
	if prev == nil {
		r.Amount, r.Sequence, r.Signature = new(big.Int), 0, nil
	} else {
		if prev.Sequence >= sv.Sequence || prev.Amount.Cmp(sv.Amount) >= 0 {
			return fmt.Errorf("rewind channel %s: the previous voucher does not precede it: %w", r.ID, ErrBadChannelRecord)
		}
		r.Amount, r.Sequence, r.Signature = new(big.Int).Set(prev.Amount), prev.Sequence, append(hexutil.Bytes{}, prev.Signature...)
	}
	return c.save(ctx, &r)
}

// Spent is the cumulative amount promised so far.
func (c *RequesterChannel) Spent() *big.Int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return new(big.Int).Set(c.rec.Amount)
}

// Remaining is the deposit not yet promised.
func (c *RequesterChannel) Remaining() *big.Int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return new(big.Int).Sub(c.rec.Deposit, c.rec.Amount)
}

// ProviderChannel is the provider's side of a channel: it checks the requester's vouchers and
// keeps the best one. It is safe for concurrent use.
type ProviderChannel struct {
	channelBase
	// Now is the clock that Accept checks the expiry against (default time.Now).
	Now func() time.Time
}

// NewProviderChannel starts the provider's state of a channel and saves it. terms must come from
// the chain (Client.ChannelState), not from the requester.
func NewProviderChannel(ctx context.Context, store ChannelStore, domain Domain, terms ChannelTerms) (*ProviderChannel, error) {
	r, err := newChannelRecord("provider", terms)
	if err != nil {
		return nil, fmt.Errorf("new provider channel: %w", err)
	}
	c := &ProviderChannel{channelBase: channelBase{store: store, domain: domain}}
	if err := c.save(ctx, r); err != nil {
		return nil, err
	}
	return c, nil
}

// LoadProviderChannel loads the provider's state of channel id from store.
func LoadProviderChannel(ctx context.Context, store ChannelStore, domain Domain, id [32]byte) (*ProviderChannel, error) {
	c := &ProviderChannel{channelBase: channelBase{store: store, domain: domain}}
	if err := c.load(ctx, "provider", id); err != nil {
		return nil, err
	}
	return c, nil
}

func (c *ProviderChannel) now() uint64 {
	if c.Now != nil {
		return uint64(c.Now().Unix())
	}
	return uint64(time.Now().Unix())
}

// Accept checks sv (this channel, signed by the requester in this domain, sequence and amount
// above the best voucher so far, amount within the deposit, channel not expired) and that it pays
// at least price more than the best voucher so far (nil price: any increase). It saves sv as the
// new best voucher before returning the increase, so the job it pays for runs only once it is
// recorded. Errors wrap ErrVoucherRejected, ErrBadSignature or ErrChannelExpired.
func (c *ProviderChannel) Accept(ctx context.Context, sv *SignedVoucher, price *big.Int) (*big.Int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	r := *c.rec
	switch {
	case sv == nil:
		return nil, fmt.Errorf("accept voucher: %w: none given", ErrVoucherRejected)
	case sv.ChannelID != r.ID:
		return nil, fmt.Errorf("accept voucher: %w: for channel %x, not %s", ErrVoucherRejected, sv.ChannelID, r.ID)
	case c.now() > r.Expiry:
		return nil, fmt.Errorf("accept voucher on channel %s: expired at %d: %w", r.ID, r.Expiry, ErrChannelExpired)
	}
	if err := sv.Verify(c.domain, r.Requester); err != nil {
		return nil, fmt.Errorf("accept voucher on channel %s: %w", r.ID, err)
	}
	switch {
	case sv.Sequence <= r.Sequence:
		return nil, fmt.Errorf("accept voucher on channel %s: %w: %w: sequence %d, already have %d", r.ID, ErrVoucherRejected, ErrVoucherReplay, sv.Sequence, r.Sequence)
	case sv.Amount.Cmp(r.Amount) <= 0:
		return nil, fmt.Errorf("accept voucher on channel %s: %w: %w: amount %s does not exceed %s", r.ID, ErrVoucherRejected, ErrVoucherReplay, sv.Amount, r.Amount)
	case sv.Amount.Cmp(r.Deposit) > 0:
		return nil, fmt.Errorf("accept voucher on channel %s: %w: %w: amount %s exceeds the deposit %s", r.ID, ErrVoucherRejected, ErrVoucherOverspend, sv.Amount, r.Deposit)
	}
	delta := new(big.Int).Sub(sv.Amount, r.Amount)
	if price != nil && delta.Cmp(price) < 0 {
		return nil, fmt.Errorf("accept voucher on channel %s: %w: pays %s, price is %s", r.ID, ErrVoucherRejected, delta, price)
	}
	r.Amount, r.Sequence, r.Signature = new(big.Int).Set(sv.Amount), sv.Sequence, append(hexutil.Bytes{}, sv.Signature...)
	if err := c.save(ctx, &r); err != nil {
		return nil, err
	}
	return delta, nil
}

// Unredeemed is what the best voucher pays beyond what was redeemed: what a redemption now
// would transfer (before the fee).
func (c *ProviderChannel) Unredeemed() *big.Int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return new(big.Int).Sub(c.rec.Amount, c.rec.Redeemed)
}

// RedeemDue reports whether the provider should redeem now: something is unredeemed and the
// redemption deadline (RedeemBy) is less than margin away from now.
func (c *ProviderChannel) RedeemDue(now time.Time, margin time.Duration) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.rec.Amount.Cmp(c.rec.Redeemed) <= 0 {
		return false
	}
	return now.Add(margin).Unix() >= int64(c.rec.RedeemBy)
}

// MarkRedeemed records that the channel has redeemed amount (cumulative) on-chain, after the
// redemption's receipt (ChannelState.Redeemed).
func (c *ProviderChannel) MarkRedeemed(ctx context.Context, amount *big.Int) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	r := *c.rec
	if amount == nil || amount.Cmp(r.Redeemed) < 0 || amount.Cmp(r.Amount) > 0 {
		return fmt.Errorf("mark channel %s redeemed: %v is not between %s and the best voucher's %s: %w", r.ID, amount, r.Redeemed, r.Amount, ErrBadChannelRecord)
	}
	r.Redeemed = new(big.Int).Set(amount)
	return c.save(ctx, &r)
}
