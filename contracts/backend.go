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
	"github.com/ethereum/go-ethereum/rpc"
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
	// ErrFeeCapExceeded reports a transaction whose fee cap would pass Sender.MaxFeeCap: it was
	// not sent.
	ErrFeeCapExceeded = errors.New("contracts: fee cap above the configured maximum")
	// ErrMaybeSent classifies a Sender error after the transaction was handed to the node: the
	// send's answer was lost, or the wait for its receipt ended (the context, the RPC). The
	// transaction may still be mined; whoever sent it must find out from the chain before
	// treating it as not sent. An error without it (and not a revert) means nothing was sent.
	ErrMaybeSent = errors.New("contracts: the transaction may have been sent")
)

// DefaultReplaceAfter is how long a Sender waits for a transaction to be mined before it sends a
// replacement with higher fees (Sender.ReplaceAfter).
const DefaultReplaceAfter = 2 * time.Minute

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
	// MaxFeeCap bounds the fee cap (wei per gas) of every transaction, replacements included;
	// nil or zero: no bound. A transaction whose fee cap would pass it is not sent
	// (ErrFeeCapExceeded); a replacement that would is not sent either, and the wait goes on for
	// the versions already sent.
	MaxFeeCap *big.Int
	// ReplaceAfter is how long a sent transaction may stay unmined (a node that dropped it, a
	// base fee that rose past its fee cap) before it is sent again with the same nonce and fees
	// raised by a tenth plus one wei, as nodes require of a replacement, or to the current base
	// fee's level when that is higher. Every version sent stays watched; whichever is mined ends
	// the wait, and the others can no longer be. Zero: DefaultReplaceAfter; negative: never.
	ReplaceAfter time.Duration
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
		est, err := s.estimate(ctx, msg)
		if err != nil {
			return nil, err
		}
		gas = est + est/5 // headroom: other transactions can land before this one
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
	if err := s.checkFeeCap(feeCap); err != nil {
		return nil, err
	}
	tx, sent, err := s.signAndSend(ctx, &types.DynamicFeeTx{
		ChainID:   s.signer.ChainID(),
		GasTipCap: tip,
		GasFeeCap: feeCap,
		Gas:       gas,
		To:        to,
		Value:     value,
		Data:      data,
	})
	if err != nil {
		if sent {
			return nil, fmt.Errorf("%w: %w", ErrMaybeSent, err)
		}
		return nil, err
	}
	if s.Mine != nil {
		s.Mine()
	}
	r, err := s.waitMined(ctx, tx)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrMaybeSent, err)
	}
	if err := waitHead(ctx, s.backend, r.BlockNumber, s.Poll); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrMaybeSent, err)
	}
	if r.Status != types.ReceiptStatusSuccessful {
		msg.Gas = tx.Gas()
		return r, s.replayRevert(ctx, msg, r)
	}
	return r, nil
}

// pendingBlock asks EstimateGasAtBlock for the pending block.
var pendingBlock = big.NewInt(-1)

// pendingEstimator is a Backend that estimates gas at a given block: *ethclient.Client, and so
// both chain clients gpumesh dials (rpcclient's, and ethclient/simulated's, which embed it).
type pendingEstimator interface {
	EstimateGasAtBlock(ctx context.Context, msg ethereum.CallMsg, blockNumber *big.Int) (uint64, error)
}

// estimate estimates msg's gas in the block it will be mined in: the pending block, whose
// number and time are the next block's. An estimate on the latest block runs with the latest
// block's number, and a call whose gas depends on block.number can cost more in the next block:
// the registry's stake checkpoint (written by a slash, stake or unstake of a verifier-pool
// member) overwrites the entry of the current block in place but appends a new storage slot in a
// later block, about 20,000 gas more; a refund estimated in the block of the same provider's
// previous refund ran out of gas inside the slash and reverted without data
// (TestRefundsOfOneProviderInConsecutiveBlocks). A backend that cannot estimate at a block, or a
// node without a pending block, is asked for its default (latest) estimate.
func (s *Sender) estimate(ctx context.Context, msg ethereum.CallMsg) (uint64, error) {
	var est uint64
	var err error
	if pe, ok := s.backend.(pendingEstimator); ok {
		est, err = pe.EstimateGasAtBlock(ctx, msg, pendingBlock)
		if err != nil && !errors.Is(s.decoder.wrap(msg.To, err), ErrReverted) && strings.Contains(err.Error(), "pending") {
			est, err = s.backend.EstimateGas(ctx, msg) // "pending block is not available"
		}
	} else {
		est, err = s.backend.EstimateGas(ctx, msg)
	}
	if err != nil {
		if rerr := s.decoder.wrap(msg.To, err); errors.Is(rerr, ErrReverted) {
			return 0, rerr
		}
		return 0, fmt.Errorf("estimate gas: %w", err)
	}
	return est, nil
}

// checkFeeCap refuses a fee cap above MaxFeeCap.
func (s *Sender) checkFeeCap(feeCap *big.Int) error {
	if s.MaxFeeCap != nil && s.MaxFeeCap.Sign() > 0 && feeCap.Cmp(s.MaxFeeCap) > 0 {
		return fmt.Errorf("%w: the chain asks %s wei per gas, the maximum is %s: raise it (chain.max_fee_gwei) or send later; nothing was sent",
			ErrFeeCapExceeded, feeCap, s.MaxFeeCap)
	}
	return nil
}

// waitMined waits for first, or for a replacement of it, to be mined and returns its receipt.
// Every ReplaceAfter without one, it sends a replacement (replace).
func (s *Sender) waitMined(ctx context.Context, first *types.Transaction) (*types.Receipt, error) {
	after := s.ReplaceAfter
	if after == 0 {
		after = DefaultReplaceAfter
	}
	poll := s.Poll
	if poll <= 0 {
		poll = DefaultPollInterval
	}
	t := time.NewTicker(poll)
	defer t.Stop()
	sent := []*types.Transaction{first}
	next := time.Now().Add(after)
	for {
		for _, tx := range sent {
			r, err := s.backend.TransactionReceipt(ctx, tx.Hash())
			if err == nil {
				return r, nil
			}
			if expired(ctx) {
				return nil, fmt.Errorf("wait for receipt of %s (%d versions sent): %w", first.Hash(), len(sent), context.DeadlineExceeded)
			}
			if ctx.Err() != nil {
				return nil, fmt.Errorf("wait for receipt of %s (%d versions sent): %w", first.Hash(), len(sent), ctx.Err())
			}
			// A node still indexing transactions answers "transaction indexing is in progress":
			// the receipt may exist, so keep asking.
			if !errors.Is(err, ethereum.NotFound) && !strings.Contains(err.Error(), "transaction indexing is in progress") {
				return nil, fmt.Errorf("receipt of %s: %w", tx.Hash(), err)
			}
		}
		if after > 0 && !time.Now().Before(next) {
			next = time.Now().Add(after)
			if tx, err := s.replace(ctx, sent[len(sent)-1]); errors.Is(err, ErrFeeCapExceeded) {
				after = -1 // at the cap: wait for what was sent
			} else if err == nil && tx != nil {
				sent = append(sent, tx)
				if s.Mine != nil {
					s.Mine()
				}
			}
			// Another error (the RPC failing now) is tried again after the next interval.
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("wait for receipt of %s (%d versions sent): %w", first.Hash(), len(sent), ctx.Err())
		case <-t.C:
		}
	}
}

// expired reports whether ctx's deadline has passed, even if ctx.Err is not set yet: a connection
// whose I/O deadline is ctx's fails at that instant with its own error ("i/o timeout"), a moment
// before the context's timer marks it done.
func expired(ctx context.Context) bool {
	d, ok := ctx.Deadline()
	return ok && !time.Now().Before(d)
}

// replace sends prev again, same nonce, gas, call and value, with its tip and fee cap raised by
// a tenth plus one wei, or to what the chain asks now when that is more. It returns nil without
// error when no replacement was needed (a version was mined meanwhile: "nonce too low") or the
// node kept the older one.
func (s *Sender) replace(ctx context.Context, prev *types.Transaction) (*types.Transaction, error) {
	bump := func(v *big.Int) *big.Int {
		out := new(big.Int).Div(new(big.Int).Mul(v, big.NewInt(11)), big.NewInt(10))
		return out.Add(out, big.NewInt(1))
	}
	tip := bump(prev.GasTipCap())
	if now, err := s.backend.SuggestGasTipCap(ctx); err == nil && now.Cmp(tip) > 0 {
		tip = now
	}
	feeCap := bump(prev.GasFeeCap())
	if head, err := s.backend.HeaderByNumber(ctx, nil); err == nil && head.BaseFee != nil {
		if now := new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(2))); now.Cmp(feeCap) > 0 {
			feeCap = now
		}
	}
	if feeCap.Cmp(tip) < 0 {
		feeCap = new(big.Int).Set(tip)
	}
	if err := s.checkFeeCap(feeCap); err != nil {
		return nil, err
	}
	signed, err := types.SignNewTx(s.key, s.signer, &types.DynamicFeeTx{
		ChainID: s.signer.ChainID(), Nonce: prev.Nonce(), GasTipCap: tip, GasFeeCap: feeCap,
		Gas: prev.Gas(), To: prev.To(), Value: prev.Value(), Data: prev.Data(),
	})
	if err != nil {
		return nil, fmt.Errorf("sign replacement: %w", err)
	}
	if err := s.backend.SendTransaction(ctx, signed); err != nil {
		msg := strings.ToLower(err.Error())
		switch {
		case strings.Contains(msg, "already known"), strings.Contains(msg, "known transaction"):
			return signed, nil
		case strings.Contains(msg, "nonce too low"), strings.Contains(msg, "underpriced"):
			return nil, nil // a version was mined, or the node keeps the one it has
		}
		return nil, fmt.Errorf("send replacement: %w", err)
	}
	return signed, nil
}

// walletLocks serialises nonce assignment per (backend, wallet): every Sender of one wallet on
// one chain client takes the wallet's lock from reading the pending nonce until the node has the
// signed transaction, so concurrent Senders (the daemon's settler, channels and verifier) never
// sign two transactions with one nonce. Senders on different clients of the same node (other
// processes) are not coordinated: give each process its own wallet.
//
// The node's pending nonce alone is not enough: geth adds a transaction it receives over RPC to
// its pool's queue and promotes it to pending (which is what the pending nonce counts) in the
// background, so right after a send the pending nonce can still be the one just used, and the
// next sender would sign a second transaction with it ("replacement transaction underpriced",
// or, for an identical transaction, "already known" and one transfer for two callers). So the
// lock also remembers the last transaction sent under it: while the node still knows that
// transaction (pending or mined), the next nonce is at least the one after it. A transaction the
// node no longer knows (dropped, or undone by a reorganisation) leaves the node's count in charge,
// so no gap is left that a later transaction could not fill.
var walletLocks sync.Map // walletKey -> *walletState

// walletState is one wallet's nonce lock and the last transaction sent under it.
type walletState struct {
	sync.Mutex
	last *types.Transaction
}

type walletKey struct {
	backend any
	from    common.Address
}

func (s *Sender) walletLock() *walletState {
	key := walletKey{from: s.from}
	if reflect.TypeOf(s.backend).Comparable() {
		key.backend = s.backend
	} else {
		// Not comparable: one lock per Sender (no sharing, never a panic).
		key.backend = s
	}
	l, _ := walletLocks.LoadOrStore(key, new(walletState))
	return l.(*walletState)
}

// signAndSend assigns the wallet's next nonce to tx, signs and sends it, under the wallet's lock:
// the node's pending nonce, or the one after the last transaction sent under the lock while the
// node still knows that one (see walletLocks). sent reports, with an error, that the transaction
// was handed to the node and no answer refused it (the answer was lost on the way: it may be in
// the node's pool); an error the node answered with (a JSON-RPC error) is a refusal.
func (s *Sender) signAndSend(ctx context.Context, tx *types.DynamicFeeTx) (_ *types.Transaction, sent bool, _ error) {
	l := s.walletLock()
	l.Lock()
	defer l.Unlock()
	nonce, err := s.backend.PendingNonceAt(ctx, s.from)
	if err != nil {
		return nil, false, fmt.Errorf("nonce of %s: %w", s.from, err)
	}
	if l.last != nil && nonce <= l.last.Nonce() {
		if _, _, err := s.backend.TransactionByHash(ctx, l.last.Hash()); err == nil {
			nonce = l.last.Nonce() + 1 // not counted yet
		}
	}
	tx.Nonce = nonce
	signed, err := types.SignNewTx(s.key, s.signer, tx)
	if err != nil {
		return nil, false, fmt.Errorf("sign transaction: %w", err)
	}
	if err := s.backend.SendTransaction(ctx, signed); err != nil && !s.alreadySent(ctx, signed, err) {
		var answered rpc.Error
		return nil, !errors.As(err, &answered), fmt.Errorf("send transaction %s: %w", signed.Hash(), err)
	}
	l.last = signed
	return signed, false, nil
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
// A transaction that used all but a 64th of its gas limit may have run out of gas (a call that
// runs out leaves its caller at most a 64th of the gas it had, and the caller's revert then
// carries no data): the error says so, with the numbers.
func (s *Sender) replayRevert(ctx context.Context, msg ethereum.CallMsg, r *types.Receipt) error {
	var err error
	if _, cerr := s.backend.CallContract(ctx, msg, r.BlockNumber); cerr != nil {
		err = s.decoder.wrap(msg.To, cerr)
	} else {
		err = fmt.Errorf("transaction %s failed in block %v: %w", r.TxHash, r.BlockNumber, ErrReverted)
	}
	if msg.Gas > 0 && r.GasUsed >= msg.Gas-msg.Gas/64 {
		return fmt.Errorf("%w (transaction %s used %d of its gas limit %d: it may have run out of gas)", err, r.TxHash, r.GasUsed, msg.Gas)
	}
	return err
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
