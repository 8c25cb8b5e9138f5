package devnet

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"golang.org/x/sync/errgroup"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/devnet/chain"
)

// Roles of the funded devnet accounts, in the order they are taken from the chain's accounts.
const (
	RoleDeployer  = "deployer"
	RoleTreasury  = "treasury"
	RoleRequester = "requester"
	RoleProvider  = "provider" // provider-1, provider-2, ...
)

// Config configures a devnet. The zero value is usable: every field documents its default.
type Config struct {
	// DataDir is where the deployment record (deployment.json) is written, for other processes.
	// Empty writes no record.
	DataDir string
	// Chain configures the embedded chain. Default: chain.Config defaults with a 1s Heartbeat, so
	// chain time moves while idle and challenge windows end on their own.
	Chain chain.Config
	// Providers is the number of provider accounts. Default 3.
	Providers int
	// ChallengeWindow is the escrow's challenge window. Default 3s (short, for a devnet).
	ChallengeWindow time.Duration
	// UnbondingDelay is the registry's unbonding delay. Default 1 minute.
	UnbondingDelay time.Duration
	// FeeBps is the escrow fee in basis points. Default 100 (1%).
	FeeBps uint16
	// Tokens is what each requester and provider account is minted, in token units (the devnet
	// token has 6 decimals). Default 1,000,000 tokens.
	Tokens *big.Int
	// RequesterDeposit is how many of the requester's minted tokens go into its escrow deposit at
	// start (token units): the requester's opens are then paid from it while it covers their
	// price (no permit, no token transfer). Default none: the requester pays from its wallet.
	RequesterDeposit *big.Int
	// Capacity configures the capacity challenger of the in-process providers (capacity.go).
	// Default: on, with CapacityConfig's defaults.
	Capacity CapacityConfig
}

// EnsureDefaults fills unset fields with their documented defaults.
func (c *Config) EnsureDefaults() {
	if c.Chain.Heartbeat == 0 {
		c.Chain.Heartbeat = time.Second
	}
	if c.Providers == 0 {
		c.Providers = 3
	}
	if c.Chain.Accounts == 0 {
		c.Chain.Accounts = 3 + c.Providers
	}
	if c.ChallengeWindow == 0 {
		c.ChallengeWindow = 3 * time.Second
	}
	if c.UnbondingDelay == 0 {
		c.UnbondingDelay = time.Minute
	}
	if c.FeeBps == 0 {
		c.FeeBps = 100
	}
	if c.Tokens == nil {
		c.Tokens = new(big.Int).Mul(big.NewInt(1_000_000), big.NewInt(1_000_000))
	}
}

// Validate reports the first invalid field.
func (c *Config) Validate() error {
	switch {
	case c.Providers < 1 || c.Providers > 64:
		return fmt.Errorf("devnet: config Providers %d: must be between 1 and 64", c.Providers)
	case c.Chain.Accounts < 3+c.Providers:
		return fmt.Errorf("devnet: config Chain.Accounts %d: need at least %d (deployer, treasury, requester and %d providers)", c.Chain.Accounts, 3+c.Providers, c.Providers)
	case c.Tokens.Sign() <= 0:
		return fmt.Errorf("devnet: config Tokens %s: must be positive", c.Tokens)
	case c.RequesterDeposit != nil && (c.RequesterDeposit.Sign() < 0 || c.RequesterDeposit.Cmp(c.Tokens) > 0):
		return fmt.Errorf("devnet: config RequesterDeposit %s: must be between 0 and Tokens %s", c.RequesterDeposit, c.Tokens)
	}
	return nil
}

// Network is a running devnet: chain, contracts and funded accounts.
type Network struct {
	Chain      *chain.Chain
	Deployment *contracts.Deployment
	// Backend is a client attached to the chain in process.
	Backend   *ethclient.Client
	Contracts *contracts.Client
	Record    *Record

	Deployer  *ecdsa.PrivateKey
	Treasury  common.Address
	Requester *ecdsa.PrivateKey
	Providers []*ecdsa.PrivateKey
	// Nodes are the provider daemons started by StartProviders, one per provider account.
	Nodes      []*Provider
	cfg        Config
	startedFor time.Duration

	ctx       context.Context // lives until Close: background fault drivers
	stop      context.CancelFunc
	wg        sync.WaitGroup
	mu        sync.Mutex
	faultErrs []error
	capacity  capacityNet // the capacity challenger (capacity.go)
}

// Start brings up the chain, deploys the contracts, mints tokens to the requester and provider
// accounts and, with a DataDir, writes the deployment record. Close stops everything.
func Start(ctx context.Context, cfg Config) (_ *Network, err error) {
	cfg.EnsureDefaults()
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	began := time.Now()
	c, err := chain.Start(ctx, cfg.Chain)
	if err != nil {
		return nil, err
	}
	defer func() {
		if err != nil {
			c.Close()
		}
	}()
	accounts := c.Accounts()
	n := &Network{
		Chain:     c,
		Backend:   c.Client(),
		Deployer:  accounts[0].Key,
		Treasury:  accounts[1].Address,
		Requester: accounts[2].Key,
		cfg:       cfg,
	}
	for i := range cfg.Providers {
		n.Providers = append(n.Providers, accounts[3+i].Key)
	}
	if prev := n.resumable(ctx); prev != nil {
		// The chain resumed from Chain.DataDir with the contracts of the last run: keep them
		// (and the balances, stakes and jobs on them).
		n.Deployment = prev
		n.Contracts = contracts.NewClient(n.Backend, n.Deployment)
	} else {
		n.Deployment, err = contracts.Deploy(ctx, n.Backend, n.Deployer, contracts.DeployConfig{
			Treasury:        n.Treasury,
			FeeBps:          cfg.FeeBps,
			ChallengeWindow: cfg.ChallengeWindow,
			UnbondingDelay:  cfg.UnbondingDelay,
		})
		if err != nil {
			return nil, fmt.Errorf("devnet: %w", err)
		}
		n.Contracts = contracts.NewClient(n.Backend, n.Deployment)
		// The mints go out at once (the deployer's Sender hands out nonces in turn) and are
		// mined together: one after another, a chain sealing on a period spends a block each.
		minter := n.Contracts.Sender(n.Deployer)
		g, gctx := errgroup.WithContext(ctx)
		for _, key := range append([]*ecdsa.PrivateKey{n.Requester}, n.Providers...) {
			g.Go(func() error {
				if _, err := n.Contracts.Mint(gctx, minter, crypto.PubkeyToAddress(key.PublicKey), cfg.Tokens); err != nil {
					return fmt.Errorf("devnet: mint: %w", err)
				}
				return nil
			})
		}
		if err := g.Wait(); err != nil {
			return nil, err
		}
		if dep := cfg.RequesterDeposit; dep != nil && dep.Sign() > 0 {
			s := n.Contracts.Sender(n.Requester)
			if _, err := n.Contracts.Approve(ctx, s, n.Deployment.Escrow, dep); err != nil {
				return nil, fmt.Errorf("devnet: approve the requester's deposit: %w", err)
			}
			if _, err := n.Contracts.Deposit(ctx, s, dep); err != nil {
				return nil, fmt.Errorf("devnet: requester deposit: %w", err)
			}
		}
	}
	n.Record = n.record()
	if cfg.DataDir != "" {
		if err := WriteRecord(cfg.DataDir, n.Record); err != nil {
			return nil, err
		}
	}
	n.ctx, n.stop = context.WithCancel(context.Background())
	n.startedFor = time.Since(began)
	return n, nil
}

// resumable returns the deployment of the last run when the chain was resumed from a data dir
// (Chain.DataDir) that still has the contracts recorded in DataDir; nil otherwise.
func (n *Network) resumable(ctx context.Context) *contracts.Deployment {
	if n.cfg.DataDir == "" || n.cfg.Chain.DataDir == "" {
		return nil
	}
	rec, err := ReadRecord(n.cfg.DataDir)
	if err != nil || rec.Deployment.ChainID == nil || rec.Deployment.ChainID.Cmp(n.Chain.ChainID()) != 0 {
		return nil
	}
	code, err := n.Backend.CodeAt(ctx, rec.Deployment.Escrow, nil)
	if err != nil || len(code) == 0 {
		return nil
	}
	return rec.Deployment
}

func (n *Network) record() *Record {
	r := &Record{
		ChainID:                n.Chain.ChainID().Int64(),
		HTTP:                   n.Chain.HTTPEndpoint(),
		WS:                     n.Chain.WSEndpoint(),
		Deployment:             n.Deployment,
		Treasury:               n.Treasury,
		ChallengeWindowSeconds: uint64(n.cfg.ChallengeWindow / time.Second),
		StartedAt:              time.Now().Unix(),
	}
	add := func(role string, key *ecdsa.PrivateKey) {
		r.Accounts = append(r.Accounts, RecordKey{Role: role, Address: crypto.PubkeyToAddress(key.PublicKey), PrivateKey: crypto.FromECDSA(key)})
	}
	add(RoleDeployer, n.Deployer)
	add(RoleRequester, n.Requester)
	for i, k := range n.Providers {
		add(fmt.Sprintf("%s-%d", RoleProvider, i+1), k)
	}
	return r
}

// StartupTime is how long Start took (chain, deployment, funding).
func (n *Network) StartupTime() time.Duration { return n.startedFor }

// Close stops the provider daemons (in reverse start order), then the chain. It is safe to call
// more than once.
func (n *Network) Close() error {
	if n.stop != nil {
		n.stop()
	}
	n.wg.Wait()
	// Providers stop concurrently (each is independent of the others).
	errs := make([]error, len(n.Nodes)+1)
	var wg sync.WaitGroup
	for i, p := range n.Nodes {
		wg.Add(1)
		go func() { defer wg.Done(); errs[i] = p.Stop() }()
	}
	wg.Wait()
	n.Backend.Close()
	errs[len(n.Nodes)] = n.Chain.Close()
	return errors.Join(errs...)
}
