package provider

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"net"
	"path/filepath"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"
	ma "github.com/multiformats/go-multiaddr"
	manet "github.com/multiformats/go-multiaddr/net"

	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/p2p"
	"github.com/gpumesh/gpumesh/p2p/content"
	"github.com/gpumesh/gpumesh/provider/verify"
)

// ErrUnfunded: the wallet cannot pay for what chain.stake asks (tokens to stake, ether for gas).
var ErrUnfunded = errors.New("provider: wallet not funded for chain.stake")

// validateAddrs checks the addresses of the file (part of Validate): p2p.listen, p2p.bootstrap
// and p2p.relay as multiaddrs, p2p.reachability, p2p.deny_peers as peer IDs with optional end
// times, metrics.listen as host:port.
func (c *Config) validateAddrs() error {
	for _, s := range c.P2P.Listen {
		if _, err := ma.NewMultiaddr(s); err != nil {
			return cfgErr("p2p.listen", fmt.Sprintf("%q", s), "use multiaddrs like \"/ip4/0.0.0.0/tcp/4001\" ("+err.Error()+")")
		}
	}
	for _, s := range c.P2P.Bootstrap {
		if _, err := peer.AddrInfoFromString(s); err != nil {
			return cfgErr("p2p.bootstrap", fmt.Sprintf("%q", s), "use full multiaddrs ending in /p2p/<peer id> ("+err.Error()+")")
		}
	}
	if len(c.P2P.Relay) > p2p.MaxRelays {
		return cfgErr("p2p.relay", len(c.P2P.Relay), fmt.Sprintf("list at most %d relays", p2p.MaxRelays))
	}
	for _, s := range c.P2P.Relay {
		if _, err := peer.AddrInfoFromString(s); err != nil {
			return cfgErr("p2p.relay", fmt.Sprintf("%q", s), "use full multiaddrs of relays ending in /p2p/<peer id> ("+err.Error()+")")
		}
	}
	switch p2p.Reachability(c.P2P.Reachability) {
	case p2p.ReachabilityAuto, p2p.ReachabilityPublic, p2p.ReachabilityPrivate:
	default:
		return cfgErr("p2p.reachability", fmt.Sprintf("%q", c.P2P.Reachability), `use "auto", "public" or "private"`)
	}
	if _, err := p2p.ParseDenyEntries("p2p.deny_peers", c.P2P.DenyPeers); err != nil {
		return cfgErr("p2p.deny_peers", nil, err.Error())
	}
	if !c.Metrics.Disable {
		if _, _, err := net.SplitHostPort(c.Metrics.Listen); err != nil {
			return cfgErr("metrics.listen", fmt.Sprintf("%q", c.Metrics.Listen), "use host:port like \"127.0.0.1:9464\", or set metrics.disable = true")
		}
	}
	return nil
}

// checkLocal is the first step of Run: what the machine itself can answer about the config
// (the data dir's paths, the content store's config, free p2p ports) is checked before anything
// is opened, registered or staked. Every error names the key and the fix.
func (d *Daemon) checkLocal() error {
	cfg := d.cfg
	for key, p := range map[string]string{"data_dir": cfg.DataDir, "wallet.keystore": cfg.Wallet.Keystore,
		"wallet.password_file": cfg.Wallet.PasswordFile, "chain.deployment": cfg.Chain.Deployment} {
		if !filepath.IsAbs(p) {
			return cfgErr(key, fmt.Sprintf("%q", p), "use an absolute path (provider.LoadConfig makes a file's relative paths absolute against its directory)")
		}
	}
	if p := cfg.P2P.DenyPeersFile; p != "" && !filepath.IsAbs(p) {
		return cfgErr("p2p.deny_peers_file", fmt.Sprintf("%q", p), "use an absolute path (provider.LoadConfig makes a file's relative paths absolute against its directory)")
	}
	cc := d.contentConfig()
	cc.EnsureDefaults()
	if err := cc.Validate(); err != nil {
		return cfgErr("data_dir", fmt.Sprintf("%q", cfg.DataDir), "the content store refuses its directories: "+err.Error())
	}
	for _, s := range cfg.P2P.Listen {
		if err := probeListen(s); err != nil {
			return cfgErr("p2p.listen", fmt.Sprintf("%q", s), err.Error()+": free the port or pick another (port 0 picks a free one)")
		}
	}
	return nil
}

// contentConfig is the content store's config (without the host): blocks under the data dir, and
// local reads and writes only inside the job work dirs.
func (d *Daemon) contentConfig() content.Config {
	return content.Config{
		DataDir:      filepath.Join(d.cfg.DataDir, "blocks"),
		AllowedDirs:  []string{filepath.Join(d.cfg.DataDir, "work"), verify.WorkDir(d.cfg.DataDir)},
		FetchTimeout: d.cfg.Runner.FetchTimeout.D(),
		HotBytes:     hotBytes(d.cfg.Runner.HotInputsMiB),
	}
}

// probeListen binds a TCP or UDP listen multiaddr for a moment, so a port that is taken fails the
// start before the daemon stakes. Other transports are left to the p2p host.
func probeListen(s string) error {
	m, err := ma.NewMultiaddr(s)
	if err != nil {
		return err
	}
	// The TCP or UDP part only: /ip4/0.0.0.0/udp/4001/quic-v1 binds its UDP port.
	var base ma.Multiaddr
	for i, c := range m {
		if c.Protocol().Code == ma.P_TCP || c.Protocol().Code == ma.P_UDP {
			base = m[:i+1]
			break
		}
	}
	if base == nil {
		return nil
	}
	na, err := manet.ToNetAddr(base)
	if err != nil {
		return nil // a transport manet does not know: the host reports it
	}
	switch a := na.(type) {
	case *net.TCPAddr:
		ln, err := net.ListenTCP("tcp", a)
		if err != nil {
			return err
		}
		return ln.Close()
	case *net.UDPAddr:
		pc, err := net.ListenUDP("udp", a)
		if err != nil {
			return err
		}
		return pc.Close()
	}
	return nil
}

// checkFunds runs after the chain is reached and before registration and staking: the wallet
// must hold the tokens chain.stake still needs, and ether for the transactions.
func (d *Daemon) checkFunds(ctx context.Context, rs *running) error {
	want, _ := jobspec.ParseAmount(d.cfg.Chain.Stake, d.cfg.Chain.TokenDecimals)
	info, err := rs.cc.StakeOf(ctx, rs.addr)
	if err != nil {
		return fmt.Errorf("read stake of %s: %w", rs.addr, err)
	}
	have := info.Stake
	if have == nil {
		have = new(big.Int)
	}
	need := new(big.Int).Sub(want, have)
	if info.Registered && need.Sign() <= 0 {
		return nil // nothing to send
	}
	dec := d.cfg.Chain.TokenDecimals
	if need.Sign() > 0 {
		bal, err := rs.cc.BalanceOf(ctx, rs.addr)
		if err != nil {
			return fmt.Errorf("read token balance of %s: %w", rs.addr, err)
		}
		if bal.Cmp(need) < 0 {
			return fmt.Errorf("%w: wallet %s holds %s tokens, chain.stake = %q needs %s more: %s", ErrUnfunded, rs.addr,
				jobspec.FormatAmount(bal, dec), d.cfg.Chain.Stake, jobspec.FormatAmount(need, dec), fundHint(rs.addr))
		}
	}
	eth, err := rs.eth.BalanceAt(ctx, rs.addr, nil)
	if err != nil {
		return fmt.Errorf("read ether balance of %s: %w", rs.addr, err)
	}
	if eth.Sign() == 0 {
		return fmt.Errorf("%w: wallet %s holds no ether to pay gas for registering and staking: %s", ErrUnfunded, rs.addr, fundHint(rs.addr))
	}
	return nil
}

func fundHint(addr common.Address) string {
	return fmt.Sprintf("fund it (on the devnet: `gpumesh devnet fund %s`) or lower chain.stake", addr.Hex())
}
