package p2p

import (
	"fmt"
	"log/slog"
	"time"

	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/connmgr"
	"github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/peer"
	relayv2 "github.com/libp2p/go-libp2p/p2p/protocol/circuitv2/relay"
	"github.com/prometheus/client_golang/prometheus"
)

// DHTMode selects how the node takes part in the Kademlia DHT.
type DHTMode string

// DHT modes.
const (
	DHTAuto   DHTMode = "auto"   // server when publicly reachable, client otherwise
	DHTServer DHTMode = "server" // always answer queries (bootstrap nodes, LAN and loopback tests)
	DHTClient DHTMode = "client" // query only
	DHTOff    DHTMode = "off"    // no DHT
)

// Reachability is how the node judges whether peers can dial it directly.
type Reachability string

// Reachability settings.
const (
	ReachabilityAuto    Reachability = "auto"    // AutoNAT decides from peers' dial-backs
	ReachabilityPublic  Reachability = "public"  // dialable: serve as a relay when configured
	ReachabilityPrivate Reachability = "private" // behind a NAT: advertise relay addresses
)

// MaxRelays bounds Config.Relays.
const MaxRelays = 16

// DefaultRelayResources returns the relay service limits used when Config.RelayResources is nil
// (go-libp2p's defaults, all bounded).
func DefaultRelayResources() *relayv2.Resources {
	r := relayv2.DefaultResources()
	return &r
}

// Config configures a Node. Zero values take the documented defaults (EnsureDefaults); Validate
// reports what is still wrong.
type Config struct {
	// DataDir holds the libp2p key (KeyFileName), created on first Start. Required unless
	// Identity is set.
	DataDir string
	// Identity overrides the key file (benchmarks and tests with many in-process nodes).
	Identity crypto.PrivKey
	// Gater, when set, is asked before every connection the host dials or accepts
	// (libp2p.ConnectionGater): a node that must refuse some peers, or a test that partitions two
	// hosts. It only sees new connections: close existing ones to a peer it starts refusing.
	// Default nil: no gating beyond the resource and connection managers.
	Gater connmgr.ConnectionGater

	// Wallet signs the node's binding record. Required.
	Wallet Signer
	// ChainID goes into the binding's EIP-712 domain. Required (non-zero): use the chain id of
	// the escrow chain.
	ChainID uint64
	// BindingTTL is how long a signed binding stays valid; the node re-signs it when less than a
	// quarter remains. Default 24h, at most MaxBindingLifetime.
	BindingTTL time.Duration

	// ListenAddrs are multiaddrs to listen on. Default: TCP and QUIC on port 4001 of every IPv4
	// interface. Tests pass loopback with port 0.
	ListenAddrs []string
	// DisableQUIC drops the QUIC transport (TCP only). Default false.
	DisableQUIC bool
	// BootstrapPeers are full multiaddrs (with /p2p/<id>) dialed on Start and given to the DHT.
	// There is no default: gpumesh never contacts the public IPFS bootstrap nodes by itself.
	BootstrapPeers []string
	// BootstrapTimeout bounds the bootstrap dials on Start. Default 10s.
	BootstrapTimeout time.Duration

	// ConnLow and ConnHigh are the connection manager watermarks. Defaults 100 and 400.
	ConnLow, ConnHigh int
	// ConnGrace protects new connections from trimming. Default 30s.
	ConnGrace time.Duration
	// MaxMemoryMB caps the resource manager's memory (MiB). Default 0: the libp2p default
	// auto-scaled limits (1/8 of system memory, min 128 MiB).
	MaxMemoryMB int64

	// DisableRelayClient drops the circuit relay v2 transport: the node can then neither dial a
	// peer's /p2p-circuit address nor be reached through a relay. Default false (relay client
	// on).
	DisableRelayClient bool
	// Relays are full multiaddrs (with /p2p/<id>) of circuit relay v2 servers the node reserves
	// a slot on when it finds itself unreachable (AutoNAT says private, or Reachability is
	// ReachabilityPrivate); it then advertises /p2p-circuit addresses through them. Default none:
	// relays are picked among connected peers that run the relay service. At most MaxRelays.
	Relays []string
	// RelayService makes the node a circuit relay v2 server for other nodes (and an AutoNAT
	// server, so peers learn whether they are reachable). It serves only while the node is
	// publicly reachable. Default false.
	RelayService bool
	// RelayResources bound what the relay service gives away. Default
	// DefaultRelayResources(): 128 reservations, 16 circuits per peer, each relayed connection
	// reset after 2 minutes or 128 KiB each way (enough to coordinate a hole punch and carry
	// small exchanges, not bulk data).
	RelayResources *relayv2.Resources
	// DisableHolePunching turns off DCUtR: a relayed connection then stays relayed. Default
	// false (hole punching on).
	DisableHolePunching bool
	// Reachability overrides AutoNAT's verdict. Default ReachabilityAuto (AutoNAT probes);
	// ReachabilityPublic for a relay or bootstrap node with a public address,
	// ReachabilityPrivate for a node known to sit behind a NAT (it reserves relay slots at
	// once instead of after AutoNAT's probes).
	Reachability Reachability

	// DHT is the Kademlia mode. Default DHTAuto.
	DHT DHTMode
	// DHTProtocolPrefix namespaces the DHT protocol. Default "/gpumesh", a DHT of gpumesh nodes
	// only; "/ipfs" joins the IPFS DHT.
	DHTProtocolPrefix string

	// MDNS enables LAN discovery with this service name. Default off.
	MDNS bool
	// MDNSServiceName is the mDNS service tag. Default "gpumesh".
	MDNSServiceName string

	// MaxGossipMessageSize is the largest pubsub RPC accepted at all. Default 1 MiB. Topics
	// enforce their own, smaller limits in their validators.
	MaxGossipMessageSize int
	// Score is the GossipSub peer score configuration. Default DefaultScoreParams().
	Score *pubsub.PeerScoreParams
	// ScoreThresholds default to DefaultScoreThresholds().
	ScoreThresholds *pubsub.PeerScoreThresholds
	// ScoreInspect, when set, receives a snapshot of every peer's score each ScoreInspectPeriod
	// (default 1s). Runs on the pubsub event loop: return quickly.
	ScoreInspect func(map[peer.ID]*pubsub.PeerScoreSnapshot)
	// ScoreInspectPeriod; default 1s.
	ScoreInspectPeriod time.Duration
	// ValidateQueueSize is pubsub's validation front-end queue (messages waiting for a worker;
	// overflow is dropped). Default 1024 (pubsub's own default, 32, drops messages when 50
	// providers publish at once on a busy 2-core machine).
	ValidateQueueSize int
	// PubSubOptions are appended to the GossipSub options (tracers, extra knobs).
	PubSubOptions []pubsub.Option
	// GossipParams overrides the GossipSub router parameters. Default DefaultGossipParams()
	// (pubsub's with mesh degree 4). Every node of a network should use the same mesh degree.
	GossipParams *pubsub.GossipSubParams

	// Logger receives the node's logs. Default: discard.
	Logger *slog.Logger
	// Registerer receives the node's and libp2p's metrics. Default nil: libp2p metrics off.
	Registerer prometheus.Registerer
	// Now is the clock. Default time.Now.
	Now func() time.Time
}

// EnsureDefaults fills zero fields with their defaults and returns c.
func (c *Config) EnsureDefaults() *Config {
	if c.BindingTTL == 0 {
		c.BindingTTL = 24 * time.Hour
	}
	if len(c.ListenAddrs) == 0 {
		c.ListenAddrs = []string{"/ip4/0.0.0.0/tcp/4001"}
		if !c.DisableQUIC {
			c.ListenAddrs = append(c.ListenAddrs, "/ip4/0.0.0.0/udp/4001/quic-v1")
		}
	}
	if c.BootstrapTimeout == 0 {
		c.BootstrapTimeout = 10 * time.Second
	}
	if c.ConnLow == 0 {
		c.ConnLow = 100
	}
	if c.ConnHigh == 0 {
		c.ConnHigh = 400
	}
	if c.ConnGrace == 0 {
		c.ConnGrace = 30 * time.Second
	}
	if c.RelayResources == nil {
		c.RelayResources = DefaultRelayResources()
	}
	if c.Reachability == "" {
		c.Reachability = ReachabilityAuto
	}
	if c.DHT == "" {
		c.DHT = DHTAuto
	}
	if c.DHTProtocolPrefix == "" {
		c.DHTProtocolPrefix = "/gpumesh"
	}
	if c.MDNSServiceName == "" {
		c.MDNSServiceName = "gpumesh"
	}
	if c.MaxGossipMessageSize == 0 {
		c.MaxGossipMessageSize = 1 << 20
	}
	if c.ValidateQueueSize == 0 {
		c.ValidateQueueSize = 1024
	}
	if c.Score == nil {
		c.Score = DefaultScoreParams()
	}
	if c.ScoreThresholds == nil {
		c.ScoreThresholds = DefaultScoreThresholds()
	}
	if c.ScoreInspectPeriod == 0 {
		c.ScoreInspectPeriod = time.Second
	}
	if c.GossipParams == nil {
		p := DefaultGossipParams()
		c.GossipParams = &p
	}
	if c.Logger == nil {
		c.Logger = slog.New(slog.DiscardHandler)
	}
	if c.Now == nil {
		c.Now = time.Now
	}
	return c
}

// Validate reports the first invalid field, naming it and the fix.
func (c *Config) Validate() error {
	switch {
	case c.Wallet == nil:
		return fmt.Errorf("%w: Wallet is nil; load the node's wallet key before starting p2p", ErrConfig)
	case c.ChainID == 0:
		return fmt.Errorf("%w: ChainID is 0; set it to the escrow chain's id", ErrConfig)
	case c.DataDir == "" && c.Identity == nil:
		return fmt.Errorf("%w: DataDir is empty; set the node's data dir (the p2p key is kept there)", ErrConfig)
	case c.BindingTTL < time.Minute || c.BindingTTL > MaxBindingLifetime:
		return fmt.Errorf("%w: BindingTTL %s must be between 1m and %s", ErrConfig, c.BindingTTL, MaxBindingLifetime)
	case c.ConnLow < 0 || c.ConnHigh < c.ConnLow:
		return fmt.Errorf("%w: ConnLow %d / ConnHigh %d: need 0 <= low <= high", ErrConfig, c.ConnLow, c.ConnHigh)
	case c.MaxGossipMessageSize < 1024:
		return fmt.Errorf("%w: MaxGossipMessageSize %d is below 1 KiB", ErrConfig, c.MaxGossipMessageSize)
	}
	switch c.Reachability {
	case ReachabilityAuto, ReachabilityPublic, ReachabilityPrivate:
	default:
		return fmt.Errorf("%w: Reachability %q; use auto, public or private", ErrConfig, c.Reachability)
	}
	if err := c.validateRelays(); err != nil {
		return err
	}
	switch c.DHT {
	case DHTAuto, DHTServer, DHTClient, DHTOff:
	default:
		return fmt.Errorf("%w: DHT mode %q; use auto, server, client or off", ErrConfig, c.DHT)
	}
	return nil
}

func (c *Config) validateRelays() error {
	if len(c.Relays) > MaxRelays {
		return fmt.Errorf("%w: Relays lists %d relays; keep at most %d", ErrConfig, len(c.Relays), MaxRelays)
	}
	if len(c.Relays) > 0 && c.DisableRelayClient {
		return fmt.Errorf("%w: Relays is set but DisableRelayClient is true; drop one of them", ErrConfig)
	}
	if _, err := parseAddrInfos("relay", c.Relays); err != nil {
		return err
	}
	r := c.RelayResources
	switch {
	case r.MaxReservations <= 0 || r.MaxCircuits <= 0 || r.BufferSize <= 0:
		return fmt.Errorf("%w: RelayResources needs MaxReservations, MaxCircuits and BufferSize above 0 (start from DefaultRelayResources())", ErrConfig)
	case r.Limit == nil || r.Limit.Duration <= 0 || r.Limit.Data <= 0:
		return fmt.Errorf("%w: RelayResources.Limit needs a Duration and a Data bound above 0: a relay without limits carries anyone's traffic", ErrConfig)
	case r.ReservationTTL <= 0:
		return fmt.Errorf("%w: RelayResources.ReservationTTL must be above 0", ErrConfig)
	}
	return nil
}
