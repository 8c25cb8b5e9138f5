package chain

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"maps"
	"math/big"
	"os"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/eth"
	"github.com/ethereum/go-ethereum/eth/catalyst"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/eth/filters"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/event"
	"github.com/ethereum/go-ethereum/node"
	"github.com/ethereum/go-ethereum/p2p"
	"github.com/ethereum/go-ethereum/params"
	"github.com/ethereum/go-ethereum/rpc"
)

// devnetDatabaseCache is the chain database's cache in MiB (ethconfig.Config.DatabaseCache): it
// bounds pebble's memtables and with them the disk each write-ahead log file takes.
const devnetDatabaseCache = 16

// ErrClosed is returned by methods called after Close.
var ErrClosed = errors.New("chain: closed")

// Config configures an embedded chain. The zero value is usable: every field documents its default.
type Config struct {
	// DataDir holds the chain database. Empty (the default) keeps everything in memory, so the
	// chain is gone when the process exits.
	DataDir string
	// ChainID is the EIP-155 chain id. Default DefaultChainID (31337).
	ChainID int64
	// BlockPeriod is the time between blocks. Zero (the default) seals a block as soon as a
	// transaction arrives, so a transaction is mined in milliseconds.
	BlockPeriod time.Duration
	// Accounts is the number of pre-funded accounts. Default 10.
	Accounts int
	// Seed derives the pre-funded accounts' keys: account i's key is keccak256(Seed || i). The same
	// seed gives the same accounts on every run, so a devnet's addresses are reproducible. Default
	// "gpumesh devnet". These keys are public knowledge: never use them on a real chain.
	Seed string
	// Balance is each pre-funded account's ether balance in wei. Default 1,000,000 ether.
	Balance *big.Int
	// Heartbeat, when positive, keeps chain time moving while no transactions arrive: whenever no
	// block has been sealed for Heartbeat (wall clock), a zero-value transaction from a dedicated account (not
	// among Accounts) seals a new block. Without it, a chain that seals a block per transaction
	// stands still when idle, and deadlines or challenge windows never pass. Default 0 (off); the
	// devnet uses 1s. Must be 0 or at least 1s.
	Heartbeat time.Duration
	// GasLimit is the block gas limit. Default 60,000,000.
	GasLimit uint64
	// Host is the interface the HTTP and WebSocket JSON-RPC servers listen on. Default 127.0.0.1.
	Host string
	// Port is the TCP port of the JSON-RPC server (HTTP and WebSocket share it). Zero (the default)
	// picks a free port; read it from Chain.HTTPEndpoint.
	Port int
}

// EnsureDefaults fills unset fields with their documented defaults.
func (c *Config) EnsureDefaults() {
	if c.ChainID == 0 {
		c.ChainID = DefaultChainID
	}
	if c.Accounts == 0 {
		c.Accounts = 10
	}
	if c.Seed == "" {
		c.Seed = "gpumesh devnet"
	}
	if c.Balance == nil {
		c.Balance = new(big.Int).Mul(big.NewInt(1_000_000), big.NewInt(params.Ether))
	}
	if c.GasLimit == 0 {
		c.GasLimit = 60_000_000
	}
	if c.Host == "" {
		c.Host = "127.0.0.1"
	}
}

// Validate reports the first invalid field, naming it and the fix.
func (c *Config) Validate() error {
	switch {
	case c.ChainID <= 0:
		return fmt.Errorf("chain: config ChainID %d: must be a positive integer", c.ChainID)
	case c.Accounts < 1 || c.Accounts > 1000:
		return fmt.Errorf("chain: config Accounts %d: must be between 1 and 1000", c.Accounts)
	case c.Balance.Sign() <= 0:
		return fmt.Errorf("chain: config Balance %s: must be a positive amount of wei", c.Balance)
	case c.BlockPeriod < 0 || (c.BlockPeriod > 0 && c.BlockPeriod < time.Second):
		return fmt.Errorf("chain: config BlockPeriod %s: use 0 (a block per transaction) or at least 1s", c.BlockPeriod)
	case c.Heartbeat < 0 || (c.Heartbeat > 0 && c.Heartbeat < time.Second):
		return fmt.Errorf("chain: config Heartbeat %s: use 0 (off) or at least 1s", c.Heartbeat)
	case c.Port < 0 || c.Port > 65535:
		return fmt.Errorf("chain: config Port %d: must be 0 (any free port) or 1-65535", c.Port)
	case c.GasLimit < params.MinGasLimit:
		return fmt.Errorf("chain: config GasLimit %d: must be at least %d", c.GasLimit, params.MinGasLimit)
	}
	return nil
}

// Account is a pre-funded devnet account.
type Account struct {
	Address common.Address
	Key     *ecdsa.PrivateKey
}

// Chain is a running embedded go-ethereum node. Close stops it.
type Chain struct {
	cfg      Config
	stack    *node.Node
	backend  *eth.Ethereum
	beacon   *catalyst.SimulatedBeacon
	accounts []Account
	pulse    Account // sends the heartbeat transactions

	// advance carries AdjustTime's requests to the sealer, the only goroutine that seals blocks
	// once the chain runs (BlockPeriod 0).
	advance chan advanceReq

	stop      chan struct{}
	done      chan struct{} // closed when the heartbeat goroutine has returned
	sealed    chan struct{} // closed when the sealer has returned
	closeOnce sync.Once
	closeErr  error
}

// DeriveAccounts returns the n accounts that seed derives (see Config.Seed).
func DeriveAccounts(seed string, n int) []Account {
	accounts := make([]Account, n)
	for i := range accounts {
		digest := crypto.Keccak256([]byte(seed), big.NewInt(int64(i)).Bytes())
		key, err := crypto.ToECDSA(digest)
		if err != nil {
			// A keccak digest is a valid secp256k1 scalar except with negligible probability
			// (>= the curve order); re-hash once more in that case.
			key, _ = crypto.ToECDSA(crypto.Keccak256(digest))
		}
		accounts[i] = Account{Address: crypto.PubkeyToAddress(key.PublicKey), Key: key}
	}
	return accounts
}

// Start brings up an embedded chain and returns once its JSON-RPC servers accept connections.
func Start(ctx context.Context, cfg Config) (*Chain, error) {
	cfg.EnsureDefaults()
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	derived := DeriveAccounts(cfg.Seed, cfg.Accounts+1)
	accounts, pulse := derived[:cfg.Accounts], derived[cfg.Accounts]
	alloc := core.SystemContractAllocs()
	maps.Copy(alloc, precompileAllocs())
	for _, a := range derived {
		alloc[a.Address] = types.Account{Balance: new(big.Int).Set(cfg.Balance)}
	}
	genesis := &core.Genesis{
		Config:     MainnetLikeConfig(big.NewInt(cfg.ChainID)),
		GasLimit:   cfg.GasLimit,
		BaseFee:    big.NewInt(params.InitialBaseFee),
		Difficulty: big.NewInt(0),
		Timestamp:  uint64(time.Now().Unix()),
		Alloc:      alloc,
	}

	stack, err := node.New(&node.Config{
		Name:        "gpumesh-devnet",
		DataDir:     cfg.DataDir,
		P2P:         p2p.Config{NoDiscovery: true, MaxPeers: 0, ListenAddr: ""},
		HTTPHost:    cfg.Host,
		HTTPPort:    cfg.Port,
		HTTPModules: []string{"eth", "net", "web3", "txpool"},
		HTTPCors:    []string{"*"},
		HTTPVirtualHosts: []string{
			"localhost", "127.0.0.1",
		},
		WSHost:    cfg.Host,
		WSPort:    cfg.Port,
		WSModules: []string{"eth", "net", "web3", "txpool"},
		WSOrigins: []string{"*"},
	})
	if err != nil {
		return nil, fmt.Errorf("chain: create node: %w", err)
	}
	ethCfg := ethconfig.Defaults
	ethCfg.NetworkId = uint64(cfg.ChainID)
	ethCfg.Genesis = genesis
	if cfg.DataDir != "" && hasChainData(stack) {
		ethCfg.Genesis = nil // resume the chain stored in DataDir
	}
	ethCfg.SyncMode = ethconfig.FullSync
	ethCfg.Miner.GasCeil = cfg.GasLimit
	ethCfg.Miner.GasPrice = big.NewInt(1)
	ethCfg.Miner.PendingFeeRecipient = accounts[0].Address
	ethCfg.TxPool.NoLocals = true
	ethCfg.RPCGasCap = 0 // no cap on eth_call / eth_estimateGas on a devnet
	// A devnet's state is tiny. geth's default database cache (2 GiB) sizes pebble's memtables,
	// and pebble preallocates each write-ahead log to a memtable's size: 282 MB of disk per WAL
	// file, 1.2 GB after a minute of `devnet up`. devnetDatabaseCache keeps them to a few MB.
	ethCfg.DatabaseCache = devnetDatabaseCache

	backend, err := eth.New(stack, &ethCfg)
	if err != nil {
		stack.Close()
		return nil, fmt.Errorf("chain: create eth service: %w", err)
	}
	filterSystem := filters.NewFilterSystem(backend.APIBackend, filters.Config{})
	stack.RegisterAPIs([]rpc.API{{Namespace: "eth", Service: filters.NewFilterAPI(filterSystem)}})

	// Period 0: the beacon never seals by itself. The chain's one sealer goroutine (seal, or
	// sealEvery with a BlockPeriod) does, because the block producer is not safe for concurrent
	// use: its own timer loop racing Start's first Commit deadlocks on the pool's sync.
	beacon, err := catalyst.NewSimulatedBeacon(0, accounts[0].Address, backend)
	if err != nil {
		stack.Close()
		return nil, fmt.Errorf("chain: create block producer: %w", err)
	}
	// No catalyst.RegisterSimulatedBeaconAPIs: with period 0 it starts its own goroutine sealing a
	// block per transaction, which would race AdjustTime's blocks (the block producer is not safe
	// for concurrent use). The chain's sealer does that job instead, serialized with AdjustTime.
	stack.RegisterLifecycle(beacon)

	if err := stack.Start(); err != nil {
		stack.Close()
		return nil, fmt.Errorf("chain: start node on %s:%d: %w", cfg.Host, cfg.Port, err)
	}
	// Receipts are served only once the transaction indexer has caught up with the chain; until
	// then the node answers "transaction indexing is in progress". The indexer starts on the first
	// new head, so seal one (nobody knows the endpoints yet, so nothing is sealing concurrently).
	beacon.Commit()
	if err := waitTxIndex(ctx, backend); err != nil {
		stack.Close()
		return nil, err
	}
	c := &Chain{
		cfg: cfg, stack: stack, backend: backend, beacon: beacon, accounts: accounts, pulse: pulse,
		advance: make(chan advanceReq),
		stop:    make(chan struct{}), done: make(chan struct{}), sealed: make(chan struct{}),
	}
	if cfg.BlockPeriod == 0 {
		txs := make(chan core.NewTxsEvent, 64)
		sub := backend.TxPool().SubscribeTransactions(txs, true)
		go c.seal(txs, sub)
	} else {
		go c.sealEvery(cfg.BlockPeriod)
	}
	if cfg.Heartbeat > 0 {
		go c.heartbeat(cfg.Heartbeat)
	} else {
		close(c.done)
	}
	return c, nil
}

// heartbeat seals a block with a zero-value self-transfer whenever no block came for every.
// It runs until Close.
func (c *Chain) heartbeat(every time.Duration) {
	defer close(c.done)
	ticker := time.NewTicker(every / 4)
	defer ticker.Stop()
	signer := types.LatestSignerForChainID(c.ChainID())
	api := c.backend.APIBackend
	// Idleness is measured on the wall clock since the last block was seen, not from the head's
	// timestamp: a burst of transactions pushes chain time ahead of the wall clock (one block per
	// transaction, timestamps strictly increasing in whole seconds), and waiting for the wall clock
	// to catch up would freeze chain time, and every deadline and challenge window with it.
	var lastNumber uint64
	lastSeen := time.Now()
	for {
		select {
		case <-c.stop:
			return
		case <-ticker.C:
		}
		head := c.backend.BlockChain().CurrentBlock()
		if n := head.Number.Uint64(); n != lastNumber {
			lastNumber, lastSeen = n, time.Now()
		}
		if time.Since(lastSeen) < every {
			continue
		}
		if pending, _ := c.backend.TxPool().Stats(); pending > 0 {
			continue // a block is on its way anyway
		}
		nonce := c.backend.TxPool().Nonce(c.pulse.Address)
		feeCap := new(big.Int).Mul(head.BaseFee, big.NewInt(2))
		feeCap.Add(feeCap, big.NewInt(1))
		tx, err := types.SignNewTx(c.pulse.Key, signer, &types.DynamicFeeTx{
			ChainID: c.ChainID(), Nonce: nonce, GasTipCap: big.NewInt(1), GasFeeCap: feeCap,
			Gas: params.TxGas, To: &c.pulse.Address, Value: new(big.Int),
		})
		if err != nil {
			continue
		}
		// An error here (pool full, node stopping) is retried on the next tick.
		_ = api.SendTx(context.Background(), tx)
	}
}

// waitTxIndex waits until the node's transaction indexer is done.
func waitTxIndex(ctx context.Context, backend *eth.Ethereum) error {
	ticker := time.NewTicker(5 * time.Millisecond)
	defer ticker.Stop()
	for !backend.BlockChain().TxIndexDone() {
		select {
		case <-ctx.Done():
			return fmt.Errorf("chain: wait for transaction index: %w", ctx.Err())
		case <-ticker.C:
		}
	}
	return nil
}

// hasChainData reports whether the node's data dir already holds a chain.
func hasChainData(stack *node.Node) bool {
	_, err := os.Stat(stack.ResolvePath("chaindata"))
	return err == nil
}

// precompileAllocs gives each precompile address a balance of one wei, as geth's developer genesis
// does, so that state-clearing rules never delete them.
func precompileAllocs() types.GenesisAlloc {
	alloc := types.GenesisAlloc{}
	for i := 1; i <= 0x11; i++ {
		alloc[common.BytesToAddress([]byte{byte(i)})] = types.Account{Balance: big.NewInt(1)}
	}
	alloc[common.BytesToAddress([]byte{0x1, 0x00})] = types.Account{Balance: big.NewInt(1)}
	return alloc
}

// ChainID returns the chain's EIP-155 id.
func (c *Chain) ChainID() *big.Int { return big.NewInt(c.cfg.ChainID) }

// HTTPEndpoint returns the JSON-RPC over HTTP URL, for example http://127.0.0.1:38111.
func (c *Chain) HTTPEndpoint() string { return c.stack.HTTPEndpoint() }

// WSEndpoint returns the JSON-RPC over WebSocket URL.
func (c *Chain) WSEndpoint() string { return c.stack.WSEndpoint() }

// Accounts returns the pre-funded accounts. The first is the block producer's fee recipient.
func (c *Chain) Accounts() []Account { return c.accounts }

// Client returns a client attached to the node in process (no socket in between). The caller
// closes it.
func (c *Chain) Client() *ethclient.Client { return ethclient.NewClient(c.stack.Attach()) }

// advanceReq asks the sealer for a block d after the latest one.
type advanceReq struct {
	d      time.Duration
	rewind bool   // Rewind's request: set the head back to block to
	to     uint64 // with rewind
	done   chan error
}

// seal is the sealer of a chain with BlockPeriod 0, the only goroutine that seals blocks after
// Start: a block as soon as transactions are executable (timestamps follow the wall clock, at
// least one second apart), and the blocks AdjustTime asks for. It runs until Close.
func (c *Chain) seal(txs <-chan core.NewTxsEvent, sub event.Subscription) {
	defer close(c.sealed)
	defer sub.Unsubscribe()
	for {
		select {
		case <-c.stop:
			return
		case <-sub.Err():
			return
		case <-txs:
			c.commitPending()
		case req := <-c.advance:
			if req.rewind {
				req.done <- c.backend.BlockChain().SetHead(req.to)
				continue
			}
			req.done <- c.adjust(req.d)
		}
	}
}

// sealEvery is the sealer of a chain with a BlockPeriod: a block every period, with or without
// transactions, as a proof-of-stake chain does. It runs until Close.
func (c *Chain) sealEvery(period time.Duration) {
	defer close(c.sealed)
	t := time.NewTicker(period)
	defer t.Stop()
	for {
		select {
		case <-c.stop:
			return
		case <-t.C:
			c.beacon.Commit()
		}
	}
}

// commitPending seals blocks until no executable transaction is left in the pool. Sealing only
// on executable transactions keeps a late NewTxs event from sealing an empty block.
func (c *Chain) commitPending() {
	pool := c.backend.TxPool()
	for range 1000 { // a block holds many transactions; the bound only guards a stuck pool
		if err := pool.Sync(); err != nil {
			return // the node is stopping
		}
		if executable, _ := pool.Stats(); executable == 0 {
			return
		}
		select {
		case <-c.stop:
			return
		default:
		}
		c.beacon.Commit()
	}
}

// adjust seals the pending transactions, then an empty block d after the latest one. A
// transaction that arrives in between is sealed first and the time block tried again.
func (c *Chain) adjust(d time.Duration) error {
	var err error
	for range 100 {
		c.commitPending()
		if err = c.beacon.AdjustTime(d); err == nil {
			return nil
		}
		select {
		case <-c.stop:
			return ErrClosed
		default:
		}
	}
	return err
}

// AdjustTime moves chain time forward: it seals the pending transactions, then a block whose
// timestamp is d (whole seconds, at least 1s) later than the latest one's. Tests, scenarios and
// benchmarks use it to pass a deadline, a challenge window or an unbonding delay without waiting
// on the wall clock, and so without depending on how loaded the machine is. It is safe to call at
// any time: with a Heartbeat, while transactions arrive, from several goroutines. It needs
// BlockPeriod 0 (a chain that seals on a timer follows the wall clock alone).
func (c *Chain) AdjustTime(d time.Duration) error {
	if d < time.Second {
		return fmt.Errorf("chain: adjust time by %s: must be at least 1s (block timestamps are in seconds)", d)
	}
	if c.cfg.BlockPeriod != 0 {
		return fmt.Errorf("chain: adjust time: needs Config.BlockPeriod 0, have %s", c.cfg.BlockPeriod)
	}
	req := advanceReq{d: d, done: make(chan error, 1)}
	select {
	case c.advance <- req:
	case <-c.sealed:
		return ErrClosed
	}
	if err := <-req.done; err != nil {
		return fmt.Errorf("chain: adjust time by %s: %w", d, err)
	}
	return nil
}

// Rewind drops every block after block to, as a chain reorganisation does before the new
// branch arrives: the transactions of the dropped blocks are gone from the chain (send them
// again to have them mined in the new branch). Tests use it to replace blocks that carried an
// event a node already read. It needs BlockPeriod 0, like AdjustTime.
func (c *Chain) Rewind(to uint64) error {
	if c.cfg.BlockPeriod != 0 {
		return fmt.Errorf("chain: rewind: needs Config.BlockPeriod 0, have %s", c.cfg.BlockPeriod)
	}
	req := advanceReq{rewind: true, to: to, done: make(chan error, 1)}
	select {
	case c.advance <- req:
	case <-c.sealed:
		return ErrClosed
	}
	if err := <-req.done; err != nil {
		return fmt.Errorf("chain: rewind to block %d: %w", to, err)
	}
	return nil
}

// AdvanceTo moves chain time to at least t: when the latest block is older than t, it seals a
// block at t (rounded up to whole seconds; see AdjustTime). A chain already at or past t is left
// as it is. Tests use it to reach a deadline or the end of a window read from the chain.
func (c *Chain) AdvanceTo(t time.Time) error {
	now := c.Time()
	if !t.After(now) {
		return nil
	}
	d := t.Sub(now)
	return c.AdjustTime((d + time.Second - 1).Truncate(time.Second))
}

// Time is the latest block's timestamp: the clock the contracts check deadlines and windows
// against.
func (c *Chain) Time() time.Time {
	return time.Unix(int64(c.backend.BlockChain().CurrentBlock().Time), 0)
}

// Close stops the node and releases its database. It is safe to call more than once.
func (c *Chain) Close() error {
	c.closeOnce.Do(func() {
		close(c.stop)
		<-c.done
		<-c.sealed
		c.closeErr = c.stack.Close()
	})
	return c.closeErr
}
