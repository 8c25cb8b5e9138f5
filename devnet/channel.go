package devnet

import (
	"context"
	"errors"
	"fmt"

	"github.com/gpumesh/gpumesh/market/requester"
	"github.com/gpumesh/gpumesh/provider"
)

// Daemon is the provider's in-process daemon (nil when it is stopped or runs as its own
// process).
func (p *Provider) Daemon() *provider.Daemon {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.d
}

// ChannelRequesterConfig is RequesterConfig with burst jobs paid from payment channels.
func (n *Network) ChannelRequesterConfig() requester.Config {
	c := n.RequesterConfig()
	c.Channels = requester.ChannelConfig{Enabled: true}
	return c
}

// StartChannelRequester starts a requester whose burst jobs are paid from payment channels
// (one per provider, opened on first use or by Requester.FundChannels). The caller closes it.
func (n *Network) StartChannelRequester(ctx context.Context) (*requester.Requester, error) {
	r, err := requester.New(n.ChannelRequesterConfig())
	if err != nil {
		return nil, err
	}
	if err := r.Start(ctx); err != nil {
		return nil, err
	}
	return r, nil
}

// RedeemChannels has every provider daemon running in this process redeem the best voucher of
// each of its channels now (one transaction per channel with anything unredeemed).
func (n *Network) RedeemChannels(ctx context.Context) ([]provider.ChannelRedemption, error) {
	var out []provider.ChannelRedemption
	var errs []error
	for _, p := range n.Nodes {
		d := p.Daemon()
		if d == nil {
			continue
		}
		rs, err := d.RedeemChannels(ctx)
		if err != nil {
			errs = append(errs, fmt.Errorf("provider-%d: %w", p.Index, err))
		}
		out = append(out, rs...)
	}
	return out, errors.Join(errs...)
}
