package requester

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	libp2pcrypto "github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/peer"
	ma "github.com/multiformats/go-multiaddr"
	"github.com/pelletier/go-toml/v2"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/contracts/rpcclient"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/market/wallet"
	"github.com/gpumesh/gpumesh/p2p"
)

// FileConfig is the requester as ordinary configuration: the node-level keys of the gpumesh
// config file (data_dir and the [chain], [wallet] and [p2p] sections, which every gpumesh command
// reads the same way) and the requester's own [requester] section. cmd/gpumesh decodes its config
// file into it (flags and GPUMESH_* variables override single keys), devnet writes one for its
// requester, and Open turns it into a running Requester. Zero fields take the defaults of
// EnsureDefaults; Validate names the key and the fix of anything still wrong.
type FileConfig struct {
	// DataDir is the node data directory: the requester keeps its jobs (requester/), content
	// store (content/) and peer key (p2p/) there. Required.
	DataDir string `toml:"data_dir"`

	Chain     ChainSection  `toml:"chain"`
	Wallet    WalletSection `toml:"wallet"`
	P2P       P2PSection    `toml:"p2p"`
	Requester Settings      `toml:"requester"`
}

// ChainSection is the [chain] section: how to reach the chain and which contracts to use.
type ChainSection struct {
	// RPC is the chain's JSON-RPC endpoint (http://, https://, ws://, wss:// or an IPC path). A
	// WebSocket endpoint lets the requester wait on events instead of polling. Required for a
	// requester.
	RPC string `toml:"rpc"`
	// RPCFallbacks are further http(s) endpoints of the same chain: a request that fails on one
	// (dropped connection, 429, 5xx) is sent again to the next (contracts/rpcclient). Default none.
	RPCFallbacks []string `toml:"rpc_fallbacks,omitempty"`
	// Deployment is the path of a deployment record (JSON) naming the contract addresses and the
	// chain id; `gpumesh devnet chain` writes one to <data-dir>/devnet/deployment.json. Required
	// for a requester.
	Deployment string `toml:"deployment"`
	// MaxLogRange is the largest block span of one eth_getLogs call. Default 2000
	// (contracts.DefaultMaxLogRange); at most 1,000,000. Set it to the RPC's cap.
	MaxLogRange uint64 `toml:"max_log_range,omitempty"`
	// MaxFeeGwei bounds the fee cap of every transaction the requester sends, in gwei per gas
	// (decimal, e.g. "50"): one the chain would charge more for is not sent. Default none.
	MaxFeeGwei string `toml:"max_fee_gwei,omitempty"`
	// ReplaceAfter is how long a transaction may stay unmined before it is sent again, same
	// nonce, fees raised by a tenth (contracts.Sender.ReplaceAfter). Default 2m; up to 1h.
	ReplaceAfter string `toml:"replace_after,omitempty"`
	// Confirmations is how many blocks must sit on a block before the requester acts on the job
	// state it set (Config.Confirmations). Default 0 (the devnet); at most 64.
	Confirmations uint64 `toml:"confirmations,omitempty"`
}

// WalletSection is the [wallet] section: which keystore key acts. Secrets only as file paths.
type WalletSection struct {
	// Keystore is the geth keystore directory. Default <data_dir>/keystore.
	Keystore string `toml:"keystore"`
	// Address picks the key when the keystore holds several. Default: the keystore's only key.
	Address string `toml:"address"`
	// PasswordFile holds the key's password on its first line (mode 600). Without it the
	// password comes from OpenOptions.Password (the CLI prompts on the terminal).
	PasswordFile string `toml:"password_file"`
}

// P2PSection is the [p2p] section: the requester's libp2p node.
type P2PSection struct {
	// Bootstrap peers: full multiaddrs with /p2p/<peer id> (providers or a bootstrap node),
	// dialed on start. Default none.
	Bootstrap []string `toml:"bootstrap,omitempty"`
	// Listen addresses. Default ["/ip4/127.0.0.1/tcp/0"] (Config.ListenAddrs).
	Listen []string `toml:"listen,omitempty"`
	// Relay lists circuit relay v2 servers (full multiaddrs with /p2p/<peer id>, at most 16)
	// through which a requester behind a NAT is reached; it dials providers' relay addresses
	// either way, and DCUtR replaces relayed connections by direct ones where the NATs allow.
	// Default none.
	Relay []string `toml:"relay,omitempty"`
}

// Settings is the [requester] section: how the requester trades. Durations are Go duration
// strings ("300ms", "10s").
type Settings struct {
	// BidWindow is how long a batch or zk auction collects bids at most (it closes sooner once
	// every eligible provider of the book has bid). Default "500ms"; at most 1m.
	BidWindow string `toml:"bid_window,omitempty"`
	// OfferWait is how long a burst job waits for an eligible offer. Default "10s"; at most 10m.
	OfferWait string `toml:"offer_wait,omitempty"`
	// Channels pays burst jobs with vouchers on a pre-funded payment channel per provider (no
	// transaction per job), as DESIGN.md's burst flow has it. Default true.
	Channels *bool `toml:"channels,omitempty"`
}

// Bounds of the [requester] durations: an auction window or offer wait longer than these only
// delays every job.
const (
	maxBidWindow = time.Minute
	maxOfferWait = 10 * time.Minute
)

// EnsureDefaults fills the keys whose defaults follow from other keys (wallet.keystore from
// data_dir). The remaining zero fields take Config's defaults in Open.
func (f *FileConfig) EnsureDefaults() {
	if f.Wallet.Keystore == "" && f.DataDir != "" {
		f.Wallet.Keystore = filepath.Join(f.DataDir, "keystore")
	}
}

func fileErr(key, problem, fix string) error {
	return fmt.Errorf("%w: %s %s: %s", ErrConfig, key, problem, fix)
}

// Validate checks everything a requester needs that can be checked without I/O and reports the
// first problem with its key and fix (ErrConfig). Call it after EnsureDefaults.
func (f *FileConfig) Validate() error {
	if f.DataDir == "" {
		return fileErr("data_dir", "is not set", "pass --data-dir DIR or set data_dir at the top of the config file")
	}
	if f.Chain.RPC == "" {
		return fileErr("chain.rpc", "is not set", "pass --rpc URL or set rpc in the [chain] section of the config file")
	}
	if f.Chain.Deployment == "" {
		return fileErr("chain.deployment", "is not set", "pass --deployment FILE or set deployment in the [chain] section of the config file (the record your contract deployment or `gpumesh devnet chain` wrote)")
	}
	if f.Chain.MaxLogRange > maxLogRange {
		return fileErr("chain.max_log_range", fmt.Sprintf("= %d is too large", f.Chain.MaxLogRange), fmt.Sprintf("use 1..%d blocks (default %d; set your RPC's eth_getLogs cap)", maxLogRange, contracts.DefaultMaxLogRange))
	}
	if _, err := f.Chain.maxFeeCap(); err != nil {
		return err
	}
	if _, err := parseSetting("chain.replace_after", f.Chain.ReplaceAfter, time.Hour); err != nil {
		return err
	}
	if f.Chain.Confirmations > maxConfirmations {
		return fileErr("chain.confirmations", fmt.Sprintf("= %d is too many", f.Chain.Confirmations), fmt.Sprintf("use 0..%d blocks (your chain's reorg depth: e.g. 2 on an L2, 12 on Ethereum)", maxConfirmations))
	}
	if f.Wallet.Keystore == "" {
		return fileErr("wallet.keystore", "is not set", "pass --keystore DIR or set keystore in the [wallet] section of the config file")
	}
	if a := f.Wallet.Address; a != "" && !common.IsHexAddress(a) {
		return fileErr("wallet.address", fmt.Sprintf("= %q is not an address", a), "use a 0x-prefixed 20-byte hex address, or leave it empty for the keystore's only key")
	}
	for i, s := range f.P2P.Bootstrap {
		if _, err := peer.AddrInfoFromString(s); err != nil {
			return fileErr(fmt.Sprintf("p2p.bootstrap[%d]", i), fmt.Sprintf("= %q is not a peer address (%v)", s, err), "use a full multiaddr ending in /p2p/<peer id>, like /ip4/192.0.2.1/tcp/4001/p2p/12D3KooW...")
		}
	}
	if len(f.P2P.Relay) > p2p.MaxRelays {
		return fileErr("p2p.relay", fmt.Sprintf("lists %d relays", len(f.P2P.Relay)), fmt.Sprintf("list at most %d", p2p.MaxRelays))
	}
	for i, s := range f.P2P.Relay {
		if _, err := peer.AddrInfoFromString(s); err != nil {
			return fileErr(fmt.Sprintf("p2p.relay[%d]", i), fmt.Sprintf("= %q is not a peer address (%v)", s, err), "use a relay's full multiaddr ending in /p2p/<peer id>, like /ip4/192.0.2.1/tcp/4001/p2p/12D3KooW...")
		}
	}
	for i, s := range f.P2P.Listen {
		if _, err := ma.NewMultiaddr(s); err != nil {
			return fileErr(fmt.Sprintf("p2p.listen[%d]", i), fmt.Sprintf("= %q is not a multiaddr (%v)", s, err), "use a multiaddr like /ip4/0.0.0.0/tcp/4002")
		}
	}
	if _, err := parseSetting("requester.bid_window", f.Requester.BidWindow, maxBidWindow); err != nil {
		return err
	}
	if _, err := parseSetting("requester.offer_wait", f.Requester.OfferWait, maxOfferWait); err != nil {
		return err
	}
	return nil
}

// maxFeeCap is chain.max_fee_gwei in wei per gas (nil: no bound).
func (c ChainSection) maxFeeCap() (*big.Int, error) {
	if c.MaxFeeGwei == "" {
		return nil, nil
	}
	v, err := jobspec.ParseAmount(c.MaxFeeGwei, 9)
	if err != nil || v.Sign() <= 0 {
		return nil, fileErr("chain.max_fee_gwei", fmt.Sprintf("= %q is not a positive number of gwei", c.MaxFeeGwei), "use a decimal like \"50\" (gwei per gas), or leave it out for no bound")
	}
	return v, nil
}

// parseSetting parses a duration key: "" is 0 (the default), anything else must lie in (0, most].
func parseSetting(key, s string, most time.Duration) (time.Duration, error) {
	if s == "" {
		return 0, nil
	}
	d, err := time.ParseDuration(s)
	if err != nil || d <= 0 || d > most {
		return 0, fileErr(key, fmt.Sprintf("= %q is not a duration in (0, %s]", s, most), "use a Go duration like 500ms or 10s, or leave it out for the default")
	}
	return d, nil
}

// WriteFile writes f to path in the config file format (TOML, mode 600), each line of comment
// first as a "# " line, replacing the file atomically (a reader never sees half of it).
func (f FileConfig) WriteFile(path, comment string) error {
	body, err := toml.Marshal(f)
	if err != nil {
		return fmt.Errorf("requester: encode config: %w", err)
	}
	var b strings.Builder
	for line := range strings.Lines(comment) {
		b.WriteString("# " + strings.TrimRight(line, "\n") + "\n")
	}
	if b.Len() > 0 {
		b.WriteString("\n")
	}
	b.Write(body)
	tmp, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".*")
	if err != nil {
		return fmt.Errorf("requester: write config: %w", err)
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.WriteString(b.String()); err != nil {
		tmp.Close()
		return fmt.Errorf("requester: write config %s: %w", path, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("requester: write config %s: %w", path, err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("requester: write config %s: %w", path, err)
	}
	return nil
}

// OpenOptions are what Open needs besides the configuration: the process's choices, not the
// user's.
type OpenOptions struct {
	// Password returns the password of the wallet key addr when wallet.password_file is not set
	// (the CLI prompts on the terminal). nil: a password file is required.
	Password func(addr common.Address) (string, error)
	// PeerIdentity is the libp2p key of the requester's node (see Config.PeerIdentity): a
	// short-lived process should pass a fresh key. Default: the key kept in <data_dir>/p2p.
	PeerIdentity libp2pcrypto.PrivKey
	// Logger; nil discards.
	Logger *slog.Logger
	// Registerer receives the p2p node's metrics; nil registers nothing.
	Registerer prometheus.Registerer
	// DialTimeout bounds reaching the chain. Default 10s.
	DialTimeout time.Duration
}

// Open assembles a Requester from ordinary configuration and starts it: it validates fc (after
// EnsureDefaults), reads the deployment record, unlocks the wallet key, dials the chain and
// checks that it serves the record's chain id. Spot-checks are on (the SDK's default). Closing
// the Requester also closes the chain connection Open dialed. Configuration problems wrap
// ErrConfig and name the key.
func Open(ctx context.Context, fc FileConfig, opts OpenOptions) (*Requester, error) {
	fc.EnsureDefaults()
	if err := fc.Validate(); err != nil {
		return nil, err
	}
	rec, err := contracts.ReadDeploymentRecord(fc.Chain.Deployment)
	if err != nil {
		return nil, fmt.Errorf("%w: chain.deployment: %w (check the path, or pass --deployment FILE)", ErrConfig, err)
	}
	key, err := fc.unlock(opts.Password)
	if err != nil {
		return nil, err
	}
	if opts.DialTimeout <= 0 {
		opts.DialTimeout = 10 * time.Second
	}
	dctx, cancel := context.WithTimeout(ctx, opts.DialTimeout)
	defer cancel()
	eth, err := rpcclient.Dial(dctx, append([]string{fc.Chain.RPC}, fc.Chain.RPCFallbacks...), rpcclient.Options{})
	if err != nil {
		return nil, fmt.Errorf("requester: cannot reach chain at %s: %w (check chain.rpc or --rpc, and that the node is running)", fc.Chain.RPC, err)
	}
	chainID, err := eth.ChainID(dctx)
	if err != nil {
		eth.Close()
		return nil, fmt.Errorf("requester: cannot reach chain at %s: %w (check chain.rpc or --rpc, and that the node is running)", fc.Chain.RPC, err)
	}
	if chainID.Cmp(rec.Deployment.ChainID) != 0 {
		eth.Close()
		return nil, fmt.Errorf("%w: chain.rpc %s serves chain %s but chain.deployment %s is for chain %s: point both at the same chain", ErrConfig, fc.Chain.RPC, chainID, fc.Chain.Deployment, rec.Deployment.ChainID)
	}
	bidWindow, _ := parseSetting("requester.bid_window", fc.Requester.BidWindow, maxBidWindow)
	maxFee, _ := fc.Chain.maxFeeCap()
	replaceAfter, _ := parseSetting("chain.replace_after", fc.Chain.ReplaceAfter, time.Hour)
	offerWait, _ := parseSetting("requester.offer_wait", fc.Requester.OfferWait, maxOfferWait)
	r, err := New(Config{
		DataDir:        fc.DataDir,
		Key:            key,
		Backend:        eth,
		Deployment:     rec.Deployment,
		MaxLogRange:    fc.Chain.MaxLogRange,
		MaxFeeCap:      maxFee,
		ReplaceAfter:   replaceAfter,
		Confirmations:  fc.Chain.Confirmations,
		ListenAddrs:    fc.P2P.Listen,
		BootstrapPeers: fc.P2P.Bootstrap,
		Relays:         fc.P2P.Relay,
		PeerIdentity:   opts.PeerIdentity,
		BidWindow:      bidWindow,
		OfferWait:      offerWait,
		Channels:       ChannelConfig{Enabled: fc.Requester.Channels == nil || *fc.Requester.Channels},
		LocalAPI:       true,
		Logger:         opts.Logger,
		Registerer:     opts.Registerer,
	})
	if err != nil {
		eth.Close()
		return nil, err
	}
	r.backendCloser = eth.Close
	if err := r.Start(ctx); err != nil {
		return nil, err // Start closed r, and with it eth
	}
	return r, nil
}

// unlock opens the keystore and decrypts the configured key.
func (f *FileConfig) unlock(password func(common.Address) (string, error)) (*ecdsa.PrivateKey, error) {
	// The KDF only matters for keys written here; Unlock reads each key file's own parameters.
	ks, err := wallet.Open(f.Wallet.Keystore, wallet.StandardKDF)
	if err != nil {
		return nil, fmt.Errorf("%w: wallet.keystore: %w", ErrConfig, err)
	}
	var addr common.Address
	if f.Wallet.Address != "" {
		addr = common.HexToAddress(f.Wallet.Address)
	} else {
		acc, err := ks.Default()
		if err != nil {
			return nil, fmt.Errorf("%w: wallet.address: %w (set address in the [wallet] section or pass --address)", ErrConfig, err)
		}
		addr = acc.Address
	}
	var pw string
	switch {
	case f.Wallet.PasswordFile != "":
		if pw, err = wallet.ReadPasswordFile(f.Wallet.PasswordFile); err != nil {
			return nil, fmt.Errorf("%w: wallet.password_file: %w", ErrConfig, err)
		}
	case password != nil:
		if pw, err = password(addr); err != nil {
			return nil, err
		}
	default:
		return nil, fileErr("wallet.password_file", "is not set", "pass --password-file FILE or set password_file in the [wallet] section of the config file")
	}
	key, err := ks.Unlock(addr, pw)
	if err != nil {
		if errors.Is(err, wallet.ErrWrongPassword) || errors.Is(err, wallet.ErrNotFound) {
			return nil, fmt.Errorf("%w: unlock wallet key %s: %w", ErrConfig, addr.Hex(), err)
		}
		return nil, fmt.Errorf("requester: unlock wallet key %s: %w", addr.Hex(), err)
	}
	return key, nil
}
