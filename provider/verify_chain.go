package provider

import (
	"errors"
	"fmt"
)

// errNoDisputeModule: the contracts client has no dispute methods yet.
var errNoDisputeModule = errors.New("provider: contracts client has no dispute module")

// newDisputeClient adapts the chain client to disputeChain.
func newDisputeClient(rs *running) (disputeChain, error) {
	return nil, fmt.Errorf("%w (escrow %s)", errNoDisputeModule, rs.dep.Escrow)
}
