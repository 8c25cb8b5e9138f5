package provider

import (
	"context"

	"github.com/gpumesh/gpumesh/p2p"
)

// startDenyList builds the node's connection gater from p2p.deny_peers and p2p.deny_peers_file,
// reads the file once (a bad or unreadable file is logged and counted, never fatal: the node
// starts with the config's entries) and polls the file for changes until shutdown. Attach it to
// the host once the node runs, so that bans close open connections.
func (d *Daemon) startDenyList(closers *[]func() error) (*p2p.DenyList, error) {
	cfg := d.cfg.P2P
	deny, err := p2p.NewDenyList(p2p.DenyListConfig{Peers: cfg.DenyPeers, File: cfg.DenyPeersFile, Logger: d.log})
	if err != nil {
		return nil, cfgErr("p2p.deny_peers", nil, err.Error())
	}
	if err := registerAll(d.o.reg, deny.Collectors()...); err != nil {
		return nil, err
	}
	*closers = append(*closers, func() error { unregisterAll(d.o.reg, deny.Collectors()...); return nil })
	_ = deny.Load() // logged and counted by Load; the previous (empty) file list stays
	if cfg.DenyPeersFile == "" {
		return deny, nil
	}
	ctx, stop := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { defer close(done); _ = deny.Run(ctx) }()
	*closers = append(*closers, func() error { stop(); <-done; return nil })
	d.log.Info("p2p deny list", "peers", len(cfg.DenyPeers), "file", cfg.DenyPeersFile, "denied_now", len(deny.Denied()))
	return deny, nil
}
