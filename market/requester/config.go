package requester

import (
	"crypto/ecdsa"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"time"

	"github.com/libp2p/go-libp2p/core/connmgr"
	libp2pcrypto "github.com/libp2p/go-libp2p/core/crypto"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market/book"
	"github.com/gpumesh/gpumesh/verifier/spotcheck"
)

// Errors, classified with errors.Is.
var (
	ErrConfig      = errors.New("requester: invalid config")
	ErrUnknownJob  = errors.New("requester: unknown job")
	ErrNoProvider  = errors.New("requester: no provider accepted the job")
	ErrTooEarly    = errors.New("requester: deadline not passed yet")
	ErrNotOpen     = errors.New("requester: job is not open on chain")
	ErrJobRefunded = errors.New("requester: job refunded (no result before the deadline)")
	ErrClosed      = errors.New("requester: closed")
	// ErrAbandoned: the provider abandoned the job on chain (its content could not be fetched):
	// the payment came back in full and nobody was slashed. It comes with ErrJobRefunded.
	ErrAbandoned = errors.New("requester: job abandoned by its provider")
	// ErrProviderGaveUp: the provider sent a failure notice for the job (it will not deliver);
	// the escrow is still open until its deadline.
	ErrProviderGaveUp = errors.New("requester: provider gave the job up")
	// ErrRetriesExhausted: every attempt the spec's retries allow ended without a result; the
	// error names each attempt's cause.
	ErrRetriesExhausted = errors.New("requester: job failed on every attempt")
	// ErrOpenInDoubt: the escrow open was sent but its outcome is unknown (the answer was lost,
	// the wait for its receipt ended, the requester stopped). The record stays accepted, the
	// intent written before the send; Follow or Complete of the job's id finds out from the chain
	// (OpenInDoubtError names the id).
	ErrOpenInDoubt = errors.New("requester: escrow open sent, outcome unknown")
	// ErrOpenLapsed: an escrow open in doubt never landed: the chain passed the acceptance's
	// expiry with the job not open, so it never can. Nothing was paid; Complete fails the job over.
	ErrOpenLapsed = errors.New("requester: escrow open never landed before the acceptance expired")
)

// OpenInDoubtError is Submit's (and a failover placement's) error when the escrow open's outcome
// is unknown: the job's record holds its acceptance, and Follow or Complete of JobID learns from
// the chain whether it opened (and goes on) or lapsed (ErrOpenLapsed: nothing was paid).
type OpenInDoubtError struct {
	JobID contracts.JobID
	Err   error
}

func (e *OpenInDoubtError) Error() string {
	return fmt.Sprintf("job %s: escrow open sent, outcome unknown (%v): follow the job (gpumesh job follow %s) to learn from the chain whether it opened", e.JobID.Hex(), e.Err, e.JobID.Hex())
}

// Is makes errors.Is(err, ErrOpenInDoubt) hold.
func (e *OpenInDoubtError) Is(target error) bool { return target == ErrOpenInDoubt }

func (e *OpenInDoubtError) Unwrap() error { return e.Err }

// Config configures a Requester. Zero fields take the documented defaults (EnsureDefaults).
type Config struct {
	// DataDir holds the state database (requester/), the content store (content/) and the libp2p
	// key (p2p/). Required.
	DataDir string
	// Key is the requester's wallet key: it signs proposals and requests, pays, and decrypts
	// outputs. Required.
	Key *ecdsa.PrivateKey
	// Backend is the chain connection. Required. A backend with log subscriptions (WebSocket or
	// in-process) lets Follow wait on events; over plain HTTP it polls every Poll.
	Backend contracts.Backend
	// Deployment names the contracts. Required.
	Deployment *contracts.Deployment
	// MaxLogRange is the largest block span of one eth_getLogs call (job events, reputation
	// scan). Default contracts.DefaultMaxLogRange (2000); at most 1,000,000. A range the RPC
	// refuses as too large is halved and asked again whatever this is.
	MaxLogRange uint64
	// MaxFeeCap bounds the fee cap (wei per gas) of every transaction the requester sends
	// (contracts.Sender.MaxFeeCap); nil: no bound. ReplaceAfter is how long one may stay unmined
	// before it is sent again with higher fees (contracts.Sender.ReplaceAfter; 0: its default).
	MaxFeeCap    *big.Int
	ReplaceAfter time.Duration
	// Confirmations is how many blocks must sit on a block before Follow acts on the job state
	// it set (a submitted result fetched and checked, a refund, a claim), so that a
	// reorganisation shallower than this never shows it a result that vanishes. Default 0 (the
	// devnet seals final blocks); at most 64. Use the chain's reorg depth (e.g. 2 on an L2).
	Confirmations uint64
	// ListenAddrs for the p2p node. Default /ip4/127.0.0.1/tcp/0.
	ListenAddrs []string
	// PeerIdentity is the libp2p key of the requester's node. Default: the key kept in
	// DataDir/p2p (one peer ID across restarts). A short-lived process (one CLI command) should
	// pass a fresh key: GossipSub peers back off from a peer ID that just left a topic and
	// penalise it for re-joining inside the backoff, so a run of quick commands with one peer ID
	// ends up graylisted and hears no offers.
	PeerIdentity libp2pcrypto.PrivKey
	// BootstrapPeers are full multiaddrs of peers to dial on Start (providers, a bootstrap node).
	BootstrapPeers []string
	// Relays are circuit relay v2 servers (full multiaddrs) the node reserves a slot on when it
	// is behind a NAT (p2p.Config.Relays). Default none.
	Relays []string
	// ConnectionGater is asked before every p2p connection the requester's host dials or
	// accepts (p2p.Config.Gater): peers this requester refuses, or a test partitioning it from a
	// provider. Default nil: none.
	ConnectionGater connmgr.ConnectionGater
	// BidWindow is how long a batch or zk auction collects bids at most. Default 500ms. The
	// auction closes sooner once every provider of the book eligible for the job has bid (at
	// most 64 of them; with none or more it takes the whole window).
	BidWindow time.Duration
	// OfferWait is how long a burst Submit waits for an eligible offer to reach the book.
	// Default 10s.
	OfferWait time.Duration
	// CollateralBps is the provider collateral asked for in burst proposals, in basis points of
	// the price (auctions use the bid's collateral). Default 10000 (collateral = price).
	CollateralBps int64
	// ProposalTTL is how long a proposal (and the permit) stays valid. Default 2m.
	ProposalTTL time.Duration
	// Poll is how often chain state is read when the backend cannot push events. Default 250ms.
	Poll time.Duration
	// Channels pays burst jobs from payment channels (channel.go). Default off.
	Channels ChannelConfig
	// Reputation scores providers for matching (score term and Requirements.MinReputation).
	// Default: computed from the Deployment's escrow and registry events read through Backend
	// (verifier/reputation), the scan kept under DataDir/reputation.
	Reputation ReputationSource
	// SpotCheck re-executes a random share of batch results and of burst results paid from
	// channels, and disputes wrong ones (spotcheck.go, burst_spotcheck.go). Default on: nil takes &SpotCheckConfig{} (spotcheck.DefaultParams, a paid
	// re-run on another provider through the market), as the CLI does. Opt out explicitly with
	// &SpotCheckConfig{Off: true}: without spot-checks nothing deters a provider from returning
	// a wrong batch result, and auctions no longer ask for the collateral that deters it.
	SpotCheck *SpotCheckConfig
	// Attestations credits each offer's throughput from the capacity attestation it quotes
	// (verifier/capacity.Trust.Credit, with the challengers this requester trusts). nil credits
	// none: a job with resources.min_throughput then matches no provider.
	Attestations book.CreditFunc
	// LocalAPI serves the read-only local API (localapi.go) on DataDir/api/requester.sock while the
	// requester runs, so other processes can list its jobs and offers while it holds the job
	// store. Open sets it.
	LocalAPI bool
	// Logger; nil discards.
	Logger *slog.Logger
	// Registerer receives the p2p node's metrics; nil registers nothing.
	Registerer prometheus.Registerer
}

// maxLogRange bounds Config.MaxLogRange: hosted RPCs refuse larger spans, and a node that
// accepts them answers with unbounded responses.
const maxLogRange = 1_000_000

// EnsureDefaults fills zero fields with their defaults.
func (c *Config) EnsureDefaults() {
	if len(c.ListenAddrs) == 0 {
		c.ListenAddrs = []string{"/ip4/127.0.0.1/tcp/0"}
	}
	if c.BidWindow == 0 {
		c.BidWindow = 500 * time.Millisecond
	}
	if c.OfferWait == 0 {
		c.OfferWait = 10 * time.Second
	}
	if c.CollateralBps == 0 {
		c.CollateralBps = 10_000
	}
	if c.ProposalTTL == 0 {
		c.ProposalTTL = 2 * time.Minute
	}
	if c.Poll == 0 {
		c.Poll = 250 * time.Millisecond
	}
	if c.Logger == nil {
		c.Logger = slog.New(slog.DiscardHandler)
	}
	if c.SpotCheck == nil {
		c.SpotCheck = &SpotCheckConfig{}
	}
	if c.MaxLogRange == 0 {
		c.MaxLogRange = contracts.DefaultMaxLogRange
	}
	if c.Reputation == nil {
		c.Reputation = chainReputation(c.Backend, c.Deployment, c.DataDir, c.MaxLogRange, c.Logger)
	}
}

// Validate reports the first invalid field.
func (c *Config) Validate() error {
	switch {
	case c.DataDir == "":
		return fmt.Errorf("%w: DataDir is required (the requester keeps its jobs there)", ErrConfig)
	case c.Key == nil:
		return fmt.Errorf("%w: Key is required (the requester's wallet)", ErrConfig)
	case c.Backend == nil:
		return fmt.Errorf("%w: Backend is required (a chain connection)", ErrConfig)
	case c.Deployment == nil || c.Deployment.ChainID == nil:
		return fmt.Errorf("%w: Deployment is required (the contracts' addresses and chain id)", ErrConfig)
	case c.BidWindow < 0 || c.OfferWait < 0 || c.Poll < 0 || c.ProposalTTL < 0:
		return fmt.Errorf("%w: BidWindow, OfferWait, ProposalTTL and Poll must not be negative", ErrConfig)
	case c.Confirmations > maxConfirmations:
		return fmt.Errorf("%w: Confirmations %d: use 0..%d (the chain's reorg depth)", ErrConfig, c.Confirmations, maxConfirmations)
	case c.MaxLogRange > maxLogRange:
		return fmt.Errorf("%w: MaxLogRange %d blocks: use 1..%d (default %d; set the RPC's eth_getLogs cap)", ErrConfig, c.MaxLogRange, maxLogRange, contracts.DefaultMaxLogRange)
	case c.CollateralBps < 0:
		return fmt.Errorf("%w: CollateralBps %d must not be negative", ErrConfig, c.CollateralBps)
	case c.SpotCheck != nil && (c.SpotCheck.BurstUnchecked < 0 || c.SpotCheck.BurstUnchecked > spotcheck.MaxBurstUnchecked):
		return fmt.Errorf("%w: SpotCheck.BurstUnchecked %d: use 1..%d (0 takes the default %d)", ErrConfig, c.SpotCheck.BurstUnchecked, spotcheck.MaxBurstUnchecked, spotcheck.DefaultBurstUnchecked)
	}
	return nil
}
