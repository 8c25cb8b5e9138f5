package soakbench

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/gpumesh/gpumesh/contracts/bindings"
	"github.com/gpumesh/gpumesh/devnet"
)

// ledger is every devnet holding at one moment: token balances (devnet.Holdings: accounts,
// escrow, registry, channels, treasury, with a provider's earnings in the escrow counted as the
// provider's and not the escrow's; and the soak's extra requesters), per provider its
// bonded and unbonding stake, and per requester its escrow deposit (tokens the escrow holds for
// it outside any job).
type ledger struct {
	balances map[string]*big.Int
	deposits map[string]*big.Int         // by role: the devnet requester and the soak's extra requesters
	stakes   map[common.Address]*big.Int // Stake + Unbonding
	sum      *big.Int
	supply   *big.Int
	block    uint64
}

func readLedger(ctx context.Context, n *devnet.Network, extra []extraRequester) (*ledger, error) {
	head, err := n.Backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, err
	}
	l := &ledger{stakes: map[common.Address]*big.Int{}, deposits: map[string]*big.Int{}, block: head.Number.Uint64()}
	if l.balances, l.sum, err = n.Holdings(ctx); err != nil {
		return nil, err
	}
	if l.deposits[devnet.RoleRequester], err = n.Contracts.DepositOf(ctx, crypto.PubkeyToAddress(n.Requester.PublicKey)); err != nil {
		return nil, err
	}
	for _, r := range extra {
		b, err := n.Contracts.BalanceOf(ctx, r.addr)
		if err != nil {
			return nil, err
		}
		l.balances[r.role] = b
		l.sum.Add(l.sum, b)
		if l.deposits[r.role], err = n.Contracts.DepositOf(ctx, r.addr); err != nil {
			return nil, err
		}
	}
	if l.supply, err = n.Contracts.TotalSupply(ctx); err != nil {
		return nil, err
	}
	for _, p := range n.Nodes {
		s, err := n.Contracts.StakeOf(ctx, p.Address)
		if err != nil {
			return nil, err
		}
		l.stakes[p.Address] = new(big.Int).Add(s.Stake, s.Unbonding)
	}
	return l, nil
}

// checkBalances reconciles every holding to the unit with what the escrow's events say moved
// between before and after:
//
//	requester R - prices of R's jobs opened from its wallet + of R's jobs refunded or abandoned
//	            - R's deposits + deposit withdrawals paid to R (each requester)
//	escrow      + prices opened from wallets - payouts claimed (credited to the provider's
//	            earnings, which count as the provider's) - prices refunded or abandoned
//	            - fees withdrawn + deposits - deposit withdrawals (a claim's fee stays in the
//	            escrow's feesAccrued until FeesWithdrawn; a job opened from a deposit moves its
//	            price inside the escrow)
//	deposit of R + R's deposits - R's withdrawals - prices of R's jobs opened from the deposit
//	treasury    + fees withdrawn + collateral slashed
//	provider P  (wallet + earnings + stake + unbonding) + payouts to P - collateral slashed from P
//	            - P's earnings withdrawn to another holder (a withdrawal to P's own wallet moves
//	            nothing between holders)
//	registry    sum over providers of their change in stake + unbonding
//	anyone else unchanged (channels, deployer)
//
// It returns one line per holding that does not reconcile, and how many jobs were opened from a
// deposit and how many withdrawals of providers' earnings there were.
func checkBalances(ctx context.Context, n *devnet.Network, before, after *ledger, extra []extraRequester) ([]string, int, int, error) {
	escrow := bindings.NewJobEscrow()
	abi := escrow.GetABI()
	logs, err := n.Contracts.Logs().FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(before.block + 1), ToBlock: new(big.Int).SetUint64(after.block),
		Addresses: []common.Address{n.Deployment.Escrow},
		Topics: [][]common.Hash{{abi.Events["JobOpened"].ID, abi.Events["JobClaimed"].ID, abi.Events["JobRefunded"].ID, abi.Events["JobAbandoned"].ID,
			abi.Events["FeesWithdrawn"].ID, abi.Events["Deposited"].ID, abi.Events["DepositWithdrawn"].ID,
			abi.Events["EarningsWithdrawn"].ID}},
	})
	if err != nil {
		return nil, 0, 0, fmt.Errorf("soak: escrow logs: %w", err)
	}
	want, wantDeposit := map[string]*big.Int{}, map[string]*big.Int{}
	addTo := func(m map[string]*big.Int, holder string, v *big.Int, sign int) {
		if m[holder] == nil {
			m[holder] = new(big.Int)
		}
		if sign < 0 {
			m[holder].Sub(m[holder], v)
		} else {
			m[holder].Add(m[holder], v)
		}
	}
	add := func(holder string, v *big.Int, sign int) { addTo(want, holder, v, sign) }
	role := map[common.Address]string{}
	for _, p := range n.Nodes {
		role[p.Address] = fmt.Sprintf("%s-%d", devnet.RoleProvider, p.Index)
	}
	role[crypto.PubkeyToAddress(n.Requester.PublicKey)] = devnet.RoleRequester
	for _, r := range extra {
		role[r.addr] = r.role
	}
	provider, requester := map[[32]byte]common.Address{}, map[[32]byte]common.Address{}
	collateral := map[[32]byte]*big.Int{}
	fromDeposit, withdrawals := 0, 0
	for i := range logs {
		l := &logs[i]
		if ev, err := escrow.UnpackJobOpenedEvent(l); err == nil {
			provider[ev.JobId], requester[ev.JobId], collateral[ev.JobId] = ev.Provider, ev.Requester, ev.Collateral
			if ev.FromDeposit {
				fromDeposit++
				addTo(wantDeposit, role[ev.Requester], ev.Price, -1)
			} else {
				add(role[ev.Requester], ev.Price, -1)
				add("escrow", ev.Price, +1)
			}
		} else if ev, err := escrow.UnpackDepositedEvent(l); err == nil {
			add(role[ev.Requester], ev.Amount, -1)
			add("escrow", ev.Amount, +1)
			addTo(wantDeposit, role[ev.Requester], ev.Amount, +1)
		} else if ev, err := escrow.UnpackDepositWithdrawnEvent(l); err == nil {
			add("escrow", ev.Amount, -1)
			add(role[ev.To], ev.Amount, +1)
			addTo(wantDeposit, role[ev.Requester], ev.Amount, -1)
		} else if ev, err := escrow.UnpackJobClaimedEvent(l); err == nil {
			// The payout is credited to the provider's earnings (Holdings counts them as the
			// provider's); the fee stays in the escrow (feesAccrued) until FeesWithdrawn.
			add("escrow", ev.Payout, -1)
			add(role[ev.Provider], ev.Payout, +1)
		} else if ev, err := escrow.UnpackEarningsWithdrawnEvent(l); err == nil {
			// From the provider's earnings to a wallet: between holders only when the wallet
			// is another's.
			add(role[ev.Provider], ev.Amount, -1)
			add(role[ev.To], ev.Amount, +1)
			withdrawals++
		} else if ev, err := escrow.UnpackFeesWithdrawnEvent(l); err == nil {
			add("escrow", ev.Amount, -1)
			add("treasury", ev.Amount, +1)
		} else if ev, err := escrow.UnpackJobRefundedEvent(l); err == nil {
			add("escrow", ev.Price, -1)
			add(role[requester[ev.JobId]], ev.Price, +1)
			add("treasury", ev.Slashed, +1)
			add(role[provider[ev.JobId]], ev.Slashed, -1)
		} else if ev, err := escrow.UnpackJobAbandonedEvent(l); err == nil {
			add("escrow", ev.Price, -1)
			add(role[requester[ev.JobId]], ev.Price, +1)
		}
	}
	var out []string
	registryDelta := new(big.Int)
	for holder, b := range after.balances {
		got := new(big.Int).Sub(b, before.balances[holder])
		switch holder {
		case "registry":
			continue // below
		}
		for addr, r := range role {
			if _, provider := after.stakes[addr]; provider && r == holder { // its stake counts with its wallet
				ds := new(big.Int).Sub(after.stakes[addr], before.stakes[addr])
				got.Add(got, ds)
				registryDelta.Add(registryDelta, ds)
			}
		}
		w := want[holder]
		if w == nil {
			w = new(big.Int)
		}
		if got.Cmp(w) != 0 {
			out = append(out, fmt.Sprintf("%s changed by %s, the escrow's events say %s", holder, got, w))
		}
	}
	for holder, d := range after.deposits {
		got := new(big.Int).Sub(d, before.deposits[holder])
		w := wantDeposit[holder]
		if w == nil {
			w = new(big.Int)
		}
		if got.Cmp(w) != 0 {
			out = append(out, fmt.Sprintf("deposit of %s changed by %s, the escrow's events say %s", holder, got, w))
		}
	}
	if got := new(big.Int).Sub(after.balances["registry"], before.balances["registry"]); got.Cmp(registryDelta) != 0 {
		out = append(out, fmt.Sprintf("registry changed by %s, the providers' stakes by %s", got, registryDelta))
	}
	return out, fromDeposit, withdrawals, nil
}
