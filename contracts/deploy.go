package contracts

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/gpumesh/gpumesh/contracts/bindings"
)

// Defaults of DeployConfig.
const (
	DefaultTokenName       = "gpumesh Test USD"
	DefaultTokenSymbol     = "tUSD"
	DefaultChallengeWindow = 10 * time.Minute
	DefaultUnbondingDelay  = 24 * time.Hour
	// DefaultChannelGrace is how long after a payment channel's expiry its provider can still
	// redeem.
	DefaultChannelGrace = time.Hour
	// MaxFeeBps is the escrow's fee cap (JobEscrow.MAX_FEE_BPS).
	MaxFeeBps = 2000

	// Dispute defaults (DeployConfig.Dispute).
	DefaultDisputeBondBps   = 1000 // a bond of 10% of the price ...
	DefaultVerdictWindow    = time.Hour
	DefaultCommitteeSize    = 5      // members drawn per dispute (fewer when the pool is smaller)
	DefaultDrawDelay        = 2      // blocks between the dispute and the block whose hash seeds the draw
	DefaultVerifierShareBps = 1000   // 10% of the loser's forfeit to the winning verifiers
	DefaultDepositBps       = 30_000 // committee deposits: 3x the value at stake (price + collateral + bond)
	DefaultSilentPenaltyBps = 2500   // a silent member loses 25% of its deposit when a dispute voids
	// MaxCommitteeSize is JobEscrow.MAX_COMMITTEE.
	MaxCommitteeSize          = 32
	defaultMinBondUnits       = 1_000_000
	defaultMinVerifierStakeUn = 100_000_000
)

// DisputeConfig holds the escrow's dispute parameters (JobEscrow.DisputeConfig), fixed at
// deployment.
type DisputeConfig struct {
	// MinBond is the smallest dispute bond in token units; the bond is max(MinBond, price *
	// BondBps / 10000). Default 1_000_000 (one token at 6 decimals).
	MinBond *big.Int
	// BondBps is the bond as a share of the price. Default DefaultDisputeBondBps.
	BondBps uint16
	// VerdictWindow is how long verifiers have after a dispute opens; whole seconds. Default
	// DefaultVerdictWindow.
	VerdictWindow time.Duration
	// CommitteeSize is how many verifier pool members are drawn per dispute (1..MaxCommitteeSize);
	// an outcome wins with more than half of the committee's weight. Default DefaultCommitteeSize.
	CommitteeSize uint8
	// MinVerifierStake is the snapshot stake a pool member needs to be drawn. Default
	// 100_000_000 (100 tokens at 6 decimals).
	MinVerifierStake *big.Int
	// DrawDelay is how many blocks after the dispute's block the block whose hash seeds the
	// committee draw comes (at least 1, so the seed is unknown when the dispute opens). Default
	// DefaultDrawDelay.
	DrawDelay uint16
	// VerifierShareBps is the share of the loser's forfeit (the collateral or the bond) paid to
	// the members who voted for the outcome. Default DefaultVerifierShareBps; set
	// NoVerifierShare for none.
	VerifierShareBps uint16
	// DepositBps sizes the committee's deposits: together they are this share of the value at
	// stake (price + collateral + bond), split by snapshot stake, locked until the dispute
	// resolves. Above 20000 a majority's deposits exceed the value at stake (verifier/dispute's
	// bound). Default DefaultDepositBps.
	DepositBps uint32
	// SilentPenaltyBps is the share of its deposit a member that did not vote loses when the
	// dispute voids. Default DefaultSilentPenaltyBps.
	SilentPenaltyBps uint16
	// NoVerifierShare pays the verifiers nothing (VerifierShareBps 0 would mean the default).
	NoVerifierShare bool
}

func (c *DisputeConfig) ensureDefaults() {
	if c.MinBond == nil {
		c.MinBond = big.NewInt(defaultMinBondUnits)
	}
	if c.BondBps == 0 {
		c.BondBps = DefaultDisputeBondBps
	}
	if c.VerdictWindow == 0 {
		c.VerdictWindow = DefaultVerdictWindow
	}
	if c.CommitteeSize == 0 {
		c.CommitteeSize = DefaultCommitteeSize
	}
	if c.MinVerifierStake == nil {
		c.MinVerifierStake = big.NewInt(defaultMinVerifierStakeUn)
	}
	if c.DrawDelay == 0 {
		c.DrawDelay = DefaultDrawDelay
	}
	if c.DepositBps == 0 {
		c.DepositBps = DefaultDepositBps
	}
	if c.SilentPenaltyBps == 0 {
		c.SilentPenaltyBps = DefaultSilentPenaltyBps
	}
	if c.NoVerifierShare {
		c.VerifierShareBps = 0
	} else if c.VerifierShareBps == 0 {
		c.VerifierShareBps = DefaultVerifierShareBps
	}
}

func (c *DisputeConfig) validate() error {
	switch {
	case c.MinBond.Sign() <= 0 || c.MinBond.Cmp(maxPrice) > 0:
		return fmt.Errorf("%w: Dispute.MinBond %s must be in (0, 2^128)", ErrInvalidConfig, c.MinBond)
	case c.BondBps > 10_000:
		return fmt.Errorf("%w: Dispute.BondBps %d exceeds 10000 (100%%)", ErrInvalidConfig, c.BondBps)
	case c.VerdictWindow < time.Second || c.VerdictWindow%time.Second != 0 || c.VerdictWindow.Seconds() > math.MaxUint32:
		return fmt.Errorf("%w: Dispute.VerdictWindow %s must be whole seconds between 1s and 2^32s", ErrInvalidConfig, c.VerdictWindow)
	case c.MinVerifierStake.Sign() < 0:
		return fmt.Errorf("%w: Dispute.MinVerifierStake %s is negative", ErrInvalidConfig, c.MinVerifierStake)
	case c.CommitteeSize > MaxCommitteeSize:
		return fmt.Errorf("%w: Dispute.CommitteeSize %d exceeds %d; lower it", ErrInvalidConfig, c.CommitteeSize, MaxCommitteeSize)
	case c.DepositBps > 1_000_000:
		return fmt.Errorf("%w: Dispute.DepositBps %d exceeds 1000000 (100x the value at stake)", ErrInvalidConfig, c.DepositBps)
	case c.SilentPenaltyBps > 10_000:
		return fmt.Errorf("%w: Dispute.SilentPenaltyBps %d exceeds 10000 (100%%)", ErrInvalidConfig, c.SilentPenaltyBps)
	case c.VerifierShareBps > 10_000:
		return fmt.Errorf("%w: Dispute.VerifierShareBps %d exceeds 10000 (100%%)", ErrInvalidConfig, c.VerifierShareBps)
	}
	return nil
}

func (c *DisputeConfig) binding() bindings.JobEscrowDisputeConfig {
	return bindings.JobEscrowDisputeConfig{
		MinBond: c.MinBond, BondBps: c.BondBps, VerdictWindow: uint32(c.VerdictWindow / time.Second),
		CommitteeSize: c.CommitteeSize, MinVerifierStake: c.MinVerifierStake, DrawDelay: c.DrawDelay,
		VerifierShareBps: c.VerifierShareBps, DepositBps: c.DepositBps, SilentPenaltyBps: c.SilentPenaltyBps,
	}
}

// channelBinding is the same parameters for the PaymentChannel's burst disputes.
func (c *DisputeConfig) channelBinding() bindings.PaymentChannelDisputeConfig {
	b := c.binding()
	return bindings.PaymentChannelDisputeConfig{
		MinBond: b.MinBond, BondBps: b.BondBps, VerdictWindow: b.VerdictWindow, CommitteeSize: b.CommitteeSize,
		MinVerifierStake: b.MinVerifierStake, DrawDelay: b.DrawDelay, VerifierShareBps: b.VerifierShareBps,
		DepositBps: b.DepositBps, SilentPenaltyBps: b.SilentPenaltyBps,
	}
}

// ErrInvalidConfig classifies a DeployConfig that cannot be deployed.
var ErrInvalidConfig = errors.New("contracts: invalid deploy config")

// DeployConfig says what Deploy deploys and how it wires it.
type DeployConfig struct {
	// Token is an existing ERC-20 (with EIP-2612 permit for openJobWithPermit) for payments and
	// stake. Zero (the default) deploys a TestToken owned by the deployer.
	Token common.Address
	// TokenName and TokenSymbol name a deployed TestToken. Defaults: DefaultTokenName,
	// DefaultTokenSymbol.
	TokenName, TokenSymbol string
	// Owner owns the registry (slasher set, unbonding delay) and the escrow (treasury). Default:
	// the deployer. A deployed TestToken is always owned (minted) by the deployer.
	Owner common.Address
	// Treasury receives the escrow's and the payment channels' fees. Default: the owner.
	Treasury common.Address
	// FeeBps is the escrow fee in basis points of the price, and the payment channels' fee in
	// basis points of every redeemed amount; at most MaxFeeBps, fixed for the contracts' life.
	// Default 0.
	FeeBps uint16
	// ChallengeWindow is how long a submitted result can be challenged before it can be claimed;
	// whole seconds, fixed for the escrow's life. Default (0): DefaultChallengeWindow.
	ChallengeWindow time.Duration
	// UnbondingDelay is how long unstaked tokens wait before withdrawal, and how long a verifier
	// pool member waits between asking to leave and freeing its slot; whole seconds. Keep it at
	// least Dispute.VerdictWindow on a real network: a committee is drawn within its verdict
	// window, and a slot freed sooner could change the pool between a dispute's opening and its
	// draw (ProviderRegistry doc). Default (0): DefaultUnbondingDelay.
	UnbondingDelay time.Duration
	// ChannelGrace is how long after a payment channel's expiry its provider can still redeem
	// (the requester reclaims after it); whole seconds, fixed for the contract's life. Default
	// (0): DefaultChannelGrace.
	ChannelGrace time.Duration
	// Dispute holds the dispute parameters of the escrow and of the payment channels (burst
	// disputes); zero fields take their defaults.
	Dispute DisputeConfig
	// Poll is the receipt poll interval. Default: DefaultPollInterval.
	Poll time.Duration
	// Mine, when set, is called after each transaction is sent (the simulated backend's Commit).
	Mine func()
}

// EnsureDefaults fills zero fields with their defaults.
func (c *DeployConfig) EnsureDefaults(deployer common.Address) {
	if c.TokenName == "" {
		c.TokenName = DefaultTokenName
	}
	if c.TokenSymbol == "" {
		c.TokenSymbol = DefaultTokenSymbol
	}
	if c.Owner == (common.Address{}) {
		c.Owner = deployer
	}
	if c.Treasury == (common.Address{}) {
		c.Treasury = c.Owner
	}
	if c.ChallengeWindow == 0 {
		c.ChallengeWindow = DefaultChallengeWindow
	}
	if c.UnbondingDelay == 0 {
		c.UnbondingDelay = DefaultUnbondingDelay
	}
	if c.ChannelGrace == 0 {
		c.ChannelGrace = DefaultChannelGrace
	}
	if c.Poll == 0 {
		c.Poll = DefaultPollInterval
	}
	c.Dispute.ensureDefaults()
}

// Validate reports a field that cannot be deployed, saying how to fix it.
func (c *DeployConfig) Validate() error {
	switch {
	case c.FeeBps > MaxFeeBps:
		return fmt.Errorf("%w: FeeBps %d exceeds %d (20%%); lower it", ErrInvalidConfig, c.FeeBps, MaxFeeBps)
	case c.ChallengeWindow < time.Second || c.ChallengeWindow%time.Second != 0 || c.ChallengeWindow.Seconds() > math.MaxUint32:
		return fmt.Errorf("%w: ChallengeWindow %s must be whole seconds between 1s and 2^32s", ErrInvalidConfig, c.ChallengeWindow)
	case c.UnbondingDelay < 0 || c.UnbondingDelay%time.Second != 0:
		return fmt.Errorf("%w: UnbondingDelay %s must be whole non-negative seconds", ErrInvalidConfig, c.UnbondingDelay)
	case c.ChannelGrace < time.Second || c.ChannelGrace%time.Second != 0 || c.ChannelGrace.Seconds() > math.MaxUint32:
		return fmt.Errorf("%w: ChannelGrace %s must be whole seconds between 1s and 2^32s", ErrInvalidConfig, c.ChannelGrace)
	}
	return c.Dispute.validate()
}

// Deployment is a deployed, wired set of gpumesh contracts.
type Deployment struct {
	ChainID  *big.Int       `json:"chain_id"`
	Deployer common.Address `json:"deployer"`
	Token    common.Address `json:"token"`
	Registry common.Address `json:"registry"`
	Escrow   common.Address `json:"escrow"`
	// Channels is the PaymentChannel contract (burst payments).
	Channels common.Address `json:"channels"`
	// Block is the block of the first deployment transaction: where event scans start.
	Block uint64 `json:"block"`
	// Gas is the gas used by each deployment step: deploy_token (absent when an existing token
	// was given), deploy_registry, deploy_escrow, deploy_channels.
	Gas map[string]uint64 `json:"gas"`
	// TxHashes are the transaction hashes of the same steps.
	TxHashes map[string]common.Hash `json:"tx_hashes"`
	// CodeHashes are the keccak256 hashes of the contracts' runtime code on chain, by name
	// (CodeToken, CodeRegistry, CodeEscrow, CodeChannels), so that VerifyDeployment can tell
	// this deployment from any other. Absent in records written before they were kept.
	CodeHashes map[string]common.Hash `json:"code_hashes,omitempty"`
}

// Domain names this deployment's contracts for EIP-712 signing: escrow, channels and registry
// on its chain.
func (d *Deployment) Domain() Domain {
	return Domain{ChainID: new(big.Int).Set(d.ChainID), Escrow: d.Escrow, Channels: d.Channels, Registry: d.Registry}
}

// Decoder returns an error decoder that labels this deployment's contracts.
func (d *Deployment) Decoder() *ErrorDecoder {
	dec := NewErrorDecoder()
	dec.Label(d.Token, "token")
	dec.Label(d.Registry, "registry")
	dec.Label(d.Escrow, "escrow")
	if d.Channels != (common.Address{}) {
		dec.Label(d.Channels, "channels")
	}
	return dec
}

// Deploy deploys the token (unless cfg.Token is set), the ProviderRegistry, the JobEscrow and the
// PaymentChannel contract with deployerKey. The registry takes the escrow's and the channels'
// addresses as immutable constructor arguments: Deploy predicts them from the deployer's nonce,
// and their constructors check it (WrongRegistry), so the deployer must send no other
// transaction meanwhile. The channels share the escrow's dispute parameters (cfg.Dispute).
func Deploy(ctx context.Context, backend Backend, deployerKey *ecdsa.PrivateKey, cfg DeployConfig) (*Deployment, error) {
	deployer := crypto.PubkeyToAddress(deployerKey.PublicKey)
	cfg.EnsureDefaults(deployer)
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	chainID, err := backend.ChainID(ctx)
	if err != nil {
		return nil, fmt.Errorf("deploy: chain id: %w", err)
	}
	d := &Deployment{
		ChainID:  chainID,
		Deployer: deployer,
		Token:    cfg.Token,
		Gas:      make(map[string]uint64),
		TxHashes: make(map[string]common.Hash),
	}
	s := NewSender(backend, deployerKey, chainID, nil)
	s.Poll, s.Mine = cfg.Poll, cfg.Mine

	deployOne := func(step string, bin string, input []byte) (common.Address, error) {
		addr, r, err := s.Deploy(ctx, common.FromHex(bin), input)
		if err != nil {
			return common.Address{}, fmt.Errorf("deploy: %s: %w", step, err)
		}
		d.Gas[step] = r.GasUsed
		d.TxHashes[step] = r.TxHash
		if d.Block == 0 || r.BlockNumber.Uint64() < d.Block {
			d.Block = r.BlockNumber.Uint64()
		}
		return addr, nil
	}

	if d.Token == (common.Address{}) {
		in := bindings.NewTestToken().PackConstructor(cfg.TokenName, cfg.TokenSymbol, deployer)
		if d.Token, err = deployOne("deploy_token", bindings.TestTokenMetaData.Bin, in); err != nil {
			return nil, err
		}
	} else if err := requireCode(ctx, backend, d.Token, "token"); err != nil {
		return nil, err
	}

	nonce, err := backend.PendingNonceAt(ctx, deployer)
	if err != nil {
		return nil, fmt.Errorf("deploy: nonce of %s: %w", deployer, err)
	}
	escrowAddr := crypto.CreateAddress(deployer, nonce+1)
	channelsAddr := crypto.CreateAddress(deployer, nonce+2)
	in := bindings.NewProviderRegistry().PackConstructor(d.Token, escrowAddr, channelsAddr, uint64(cfg.UnbondingDelay/time.Second), cfg.Owner)
	if d.Registry, err = deployOne("deploy_registry", bindings.ProviderRegistryMetaData.Bin, in); err != nil {
		return nil, err
	}

	in = bindings.NewJobEscrow().PackConstructor(d.Token, d.Registry, cfg.Treasury, cfg.FeeBps,
		uint32(cfg.ChallengeWindow/time.Second), cfg.Owner, cfg.Dispute.binding())
	if d.Escrow, err = deployOne("deploy_escrow", bindings.JobEscrowMetaData.Bin, in); err != nil {
		return nil, err
	}
	if d.Escrow != escrowAddr {
		return nil, fmt.Errorf("deploy: escrow landed at %s, registry expects %s: another transaction from the deployer interfered; deploy again", d.Escrow, escrowAddr)
	}
	in = bindings.NewPaymentChannel().PackConstructor(d.Token, d.Registry, cfg.Treasury, cfg.FeeBps,
		uint32(cfg.ChannelGrace/time.Second), cfg.Owner, cfg.Dispute.channelBinding())
	if d.Channels, err = deployOne("deploy_channels", bindings.PaymentChannelMetaData.Bin, in); err != nil {
		return nil, err
	}
	if d.Channels != channelsAddr {
		return nil, fmt.Errorf("deploy: payment channels landed at %s, registry expects %s: another transaction from the deployer interfered; deploy again", d.Channels, channelsAddr)
	}
	if err := d.recordCodeHashes(ctx, backend); err != nil {
		return nil, err
	}
	return d, nil
}

func requireCode(ctx context.Context, b Backend, addr common.Address, what string) error {
	code, err := b.CodeAt(ctx, addr, nil)
	if err != nil {
		return fmt.Errorf("deploy: code of %s %s: %w", what, addr, err)
	}
	if len(code) == 0 {
		return fmt.Errorf("deploy: %s %s: %w; check the address and the chain", what, addr, ErrNoCode)
	}
	return nil
}

// String renders the deployment's addresses on one line.
func (d *Deployment) String() string {
	return fmt.Sprintf("chain=%s token=%s registry=%s escrow=%s channels=%s", d.ChainID, d.Token.Hex(), d.Registry.Hex(), d.Escrow.Hex(), d.Channels.Hex())
}
