package contracts

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"reflect"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
)

// Backend is what this package needs from a chain connection. Both *ethclient.Client and the
// client of ethclient/simulated satisfy it.
type Backend interface {
	bind.ContractBackend
	ethereum.TransactionReader
	ethereum.ChainIDReader
}

// DefaultPollInterval is how often WaitReceipt asks for a receipt. bind.WaitMined polls once a
// second, which costs about a second per transaction on a chain that seals at once.
const DefaultPollInterval = 25 * time.Millisecond

var (
	// ErrReverted classifies every transaction or call that the EVM reverted; errors.As to
	// *RevertError gives the decoded custom error.
	ErrReverted = errors.New("contracts: reverted")
	// ErrNoCode reports a contract address without code (wrong address or wrong chain).
	ErrNoCode = errors.New("contracts: no contract code at address")
)

// WaitReceipt polls for the receipt of hash every poll interval (DefaultPollInterval when poll <=
// 0) until it exists or ctx ends.
func WaitReceipt(ctx context.Context, b ethereum.TransactionReader, hash common.Hash, poll time.Duration) (*types.Receipt, error) {
	if poll <= 0 {
		poll = DefaultPollInterval
	}
	t := time.NewTicker(poll)
	defer t.Stop()
	for {
		r, err := b.TransactionReceipt(ctx, hash)
		if err == nil {
			return r, nil
		}
		// A node that is still indexing transactions (just started, or catching up) answers
		// "transaction indexing is in progress": the receipt may exist, so keep asking.
		if !errors.Is(err, ethereum.NotFound) && !strings.Contains(err.Error(), "transaction indexing is in progress") {
			return nil, fmt.Errorf("receipt of %s: %w", hash, err)
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("wait for receipt of %s: %w", hash, ctx.Err())
		case <-t.C:
		}
	}
}

// waitHead returns once the latest block is at least n. A receipt can be visible before the node
// serves the block that holds it as "latest" (a load-balanced RPC answering from two nodes; the
// embedded chain's block producer inserts a block before it makes it the head): a call or a gas
// estimate made right after would see the state before the transaction (an approve not yet
// there: ERC20InsufficientAllowance on the stake that follows it, seen under load).
func waitHead(ctx context.Context, b Backend, n *big.Int, poll time.Duration) error {
	if n == nil {
		return nil
	}
	if poll <= 0 {
		poll = DefaultPollInterval
	}
	for {
		h, err := b.HeaderByNumber(ctx, nil)
		if err != nil {
			return fmt.Errorf("latest header: %w", err)
		}
		if h.Number.Cmp(n) >= 0 {
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("wait for block %s to be the head: %w", n, ctx.Err())
		case <-time.After(poll / 4):
		}
	}
}

// Sender signs transactions with one key, sends them one at a time and waits for each receipt.
// Gas is estimated first, so a call that would revert fails before it is sent, with the revert
// decoded into a *RevertError. A Sender is not safe for concurrent use.
type Sender struct {
	backend Backend
	key     *ecdsa.PrivateKey
	from    common.Address
	signer  types.Signer
	decoder *ErrorDecoder

	// Poll is the receipt poll interval (DefaultPollInterval when zero).
	Poll time.Duration
	// Mine, when set, is called after each transaction is sent. Chains that seal blocks by
	// themselves leave it nil; the simulated backend sets it to its Commit.
	Mine func()
	// GasLimit, when non-zero, skips gas estimation and sends every transaction with this limit:
	// a reverting transaction is then mined and fails (its revert is recovered by replaying it)
	// instead of being refused before it is sent.
	GasLimit uint64
}

// NewSender returns a Sender for key on the chain with chainID. decoder names revert errors; nil
// uses a decoder that knows this package's contracts without address labels.
func NewSender(backend Backend, key *ecdsa.PrivateKey, chainID *big.Int, decoder *ErrorDecoder) *Sender {
	if decoder == nil {
		decoder = NewErrorDecoder()
	}
	return &Sender{
		backend: backend,
		key:     key,
		from:    crypto.PubkeyToAddress(key.PublicKey),
		signer:  types.LatestSignerForChainID(chainID),
		decoder: decoder,
	}
}

// Address is the sender's account.
func (s *Sender) Address() common.Address { return s.from }

// Key is the sender's private key (for signing typed data such as permits).
func (s *Sender) Key() *ecdsa.PrivateKey { return s.key }

// Decoder is the error decoder the sender uses.
func (s *Sender) Decoder() *ErrorDecoder { return s.decoder }

// Send sends a call of data to contract to (value zero) and waits for its receipt. A revert,
// found by gas estimation or in the receipt, is returned as a *RevertError.
func (s *Sender) Send(ctx context.Context, to common.Address, data []byte) (*types.Receipt, error) {
	return s.send(ctx, &to, data, nil)
}

// SendValue sends value wei with data to to.
func (s *Sender) SendValue(ctx context.Context, to common.Address, value *big.Int, data []byte) (*types.Receipt, error) {
	return s.send(ctx, &to, data, value)
}

// Deploy deploys bytecode with the ABI-encoded constructor input appended and returns the new
// contract's address.
func (s *Sender) Deploy(ctx context.Context, bytecode, constructorInput []byte) (common.Address, *types.Receipt, error) {
	data := append(append([]byte{}, bytecode...), constructorInput...)
	r, err := s.send(ctx, nil, data, nil)
	if err != nil {
		return common.Address{}, r, err
	}
	return r.ContractAddress, r, nil
}

func (s *Sender) send(ctx context.Context, to *common.Address, data []byte, value *big.Int) (*types.Receipt, error) {
	if value == nil {
		value = new(big.Int)
	}
	msg := ethereum.CallMsg{From: s.from, To: to, Value: value, Data: data}
	gas := s.GasLimit
	if gas == 0 {
		est, err := s.backend.EstimateGas(ctx, msg)
		if err != nil {
			if rerr := s.decoder.wrap(to, err); errors.Is(rerr, ErrReverted) {
				return nil, rerr
			}
			return nil, fmt.Errorf("estimate gas: %w", err)
		}
		gas = est + est/5 // headroom: the block's timestamp can differ from the estimate's
	}
	tip, err := s.backend.SuggestGasTipCap(ctx)
	if err != nil {
		return nil, fmt.Errorf("suggest gas tip: %w", err)
	}
	head, err := s.backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("latest header: %w", err)
	}
	feeCap := new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(2)))
	tx, err := s.signAndSend(ctx, &types.DynamicFeeTx{
		ChainID:   s.signer.ChainID(),
		GasTipCap: tip,
		GasFeeCap: feeCap,
		Gas:       gas,
		To:        to,
		Value:     value,
		Data:      data,
	})
	if err != nil {
		return nil, err
	}
	if s.Mine != nil {
		s.Mine()
	}
	r, err := WaitReceipt(ctx, s.backend, tx.Hash(), s.Poll)
	if err != nil {
		return nil, err
	}
	if err := waitHead(ctx, s.backend, r.BlockNumber, s.Poll); err != nil {
		return nil, err
	}
	if r.Status != types.ReceiptStatusSuccessful {
		msg.Gas = tx.Gas()
		return r, s.replayRevert(ctx, msg, r)
	}
	return r, nil
}

// walletLocks serialises nonce assignment per (backend, wallet): every Sender of one wallet on
// one chain client takes the wallet's lock from reading the pending nonce until the node has the
// signed transaction, so concurrent Senders (the daemon's settler, channels and verifier) never
// sign two transactions with one nonce. Senders on different clients of the same node (other
// processes) are not coordinated: give each process its own wallet.
var walletLocks sync.Map // walletKey -> *sync.Mutex

type walletKey struct {
	backend any
	from    common.Address
}

func (s *Sender) walletLock() *sync.Mutex {
	key := walletKey{from: s.from}
	if reflect.TypeOf(s.backend).Comparable() {
		key.backend = s.backend
	} else {
		// Not comparable: one lock per Sender (no sharing, never a panic).
		key.backend = s
	}
	l, _ := walletLocks.LoadOrStore(key, new(sync.Mutex))
	return l.(*sync.Mutex)
}

// signAndSend assigns the wallet's next nonce to tx, signs and sends it, under the wallet's lock.
func (s *Sender) signAndSend(ctx context.Context, tx *types.DynamicFeeTx) (*types.Transaction, error) {
	l := s.walletLock()
	l.Lock()
	defer l.Unlock()
	nonce, err := s.backend.PendingNonceAt(ctx, s.from)
	if err != nil {
		return nil, fmt.Errorf("nonce of %s: %w", s.from, err)
	}
	tx.Nonce = nonce
	signed, err := types.SignNewTx(s.key, s.signer, tx)
	if err != nil {
		return nil, fmt.Errorf("sign transaction: %w", err)
	}
	if err := s.backend.SendTransaction(ctx, signed); err != nil && !s.alreadySent(ctx, signed, err) {
		return nil, fmt.Errorf("send transaction: %w", err)
	}
	return signed, nil
}

// alreadySent reports whether a send that failed with err reached the chain anyway: an RPC
// transport that retried after a lost answer gets "already known" for the same signed
// transaction, or "nonce too low" once it was mined. Only the transaction's own hash decides the
// second case: another transaction with the same nonce is a real failure.
func (s *Sender) alreadySent(ctx context.Context, tx *types.Transaction, err error) bool {
	msg := strings.ToLower(err.Error())
	switch {
	case strings.Contains(msg, "already known"), strings.Contains(msg, "known transaction"):
		return true
	case strings.Contains(msg, "nonce too low"):
		_, _, terr := s.backend.TransactionByHash(ctx, tx.Hash())
		return terr == nil
	}
	return false
}

// replayRevert re-runs a failed transaction as a call in its block (same timestamp; a failed
// transaction changed no contract state) to recover the revert data.
func (s *Sender) replayRevert(ctx context.Context, msg ethereum.CallMsg, r *types.Receipt) error {
	if _, err := s.backend.CallContract(ctx, msg, r.BlockNumber); err != nil {
		return s.decoder.wrap(msg.To, err)
	}
	return fmt.Errorf("transaction %s failed in block %v: %w", r.TxHash, r.BlockNumber, ErrReverted)
}

// Call runs a read-only call of data on to at the latest block, decoding a revert.
func Call(ctx context.Context, b bind.ContractCaller, decoder *ErrorDecoder, to common.Address, data []byte) ([]byte, error) {
	out, err := b.CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
	if err != nil {
		if decoder == nil {
			decoder = NewErrorDecoder()
		}
		return nil, decoder.wrap(&to, err)
	}
	return out, nil
}
