package requester

import (
	"context"
	"fmt"
	"log/slog"
	"path/filepath"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market/match"
	"github.com/gpumesh/gpumesh/verifier/reputation"
)

// ReputationSource gives a provider's reputation in basis points (0..10000), computed locally
// from chain events (verifier/reputation.Source is one). Matching uses it for the reputation
// score term and the MinReputation hard constraint. It must be safe for concurrent use.
type ReputationSource interface {
	Score(ctx context.Context, provider common.Address) (uint32, error)
}

// chainReputation returns the default source: the deployment's escrow and registry events, read
// through backend from the deployment block, the scan kept in dataDir/reputation/scan.cbor so a
// restarted requester reads only new blocks. It is nil when the deployment does not name both
// contracts.
func chainReputation(backend contracts.Backend, d *contracts.Deployment, dataDir string, maxLogRange uint64, log *slog.Logger) ReputationSource {
	if backend == nil || d == nil || dataDir == "" {
		return nil
	}
	cfg := reputation.ConfigFor(d)
	cfg.Store = reputation.FileStore{Path: filepath.Join(dataDir, "reputation", "scan.cbor")}
	cfg.Logger, cfg.BatchBlocks = log, maxLogRange
	src, err := reputation.NewSource(backend, cfg)
	if err != nil {
		return nil
	}
	return src
}

// FillReputation sets each candidate's Reputation from src (nil src leaves them unchanged: 0,
// so MinReputation > 0 excludes everyone).
func FillReputation(ctx context.Context, src ReputationSource, cands []match.Candidate) error {
	if src == nil {
		return nil
	}
	for i := range cands {
		if cands[i].Offer == nil {
			continue
		}
		bps, err := src.Score(ctx, cands[i].Offer.Provider)
		if err != nil {
			return fmt.Errorf("reputation of %s: %w", cands[i].Offer.Provider.Hex(), err)
		}
		cands[i].Reputation = bps
	}
	return nil
}

// Reputation is the requester's reputation source (Config.Reputation or the default chain
// source), nil when it has none.
func (r *Requester) Reputation() ReputationSource { return r.cfg.Reputation }
