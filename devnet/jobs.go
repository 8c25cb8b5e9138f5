package devnet

import (
	"context"
	"fmt"
	"math/big"
	"os"
	"path/filepath"

	"github.com/ethereum/go-ethereum/common"
)

// HelloMessage is what HelloModule writes to standard output.
const HelloMessage = "hello from gpumesh\n"

// HelloModule returns a minimal WASI module (237 bytes, hand-assembled) whose _start writes
// HelloMessage to standard output with fd_write: the trivial job of the demo and the e2e
// benchmark, small enough that a warm provider's run time is noise.
func HelloModule() []byte {
	msg := []byte(HelloMessage)
	b := []byte{0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00}
	sec := func(id byte, body []byte) { b = append(append(append(b, id), byte(len(body))), body...) }
	sec(1, []byte{0x02, 0x60, 0x04, 0x7f, 0x7f, 0x7f, 0x7f, 0x01, 0x7f, 0x60, 0x00, 0x00})
	imp := []byte{0x01, 22}
	imp = append(imp, "wasi_snapshot_preview1"...)
	imp = append(append(imp, 8), "fd_write"...)
	sec(2, append(imp, 0x00, 0x00))
	sec(3, []byte{0x01, 0x01})
	sec(5, []byte{0x01, 0x00, 0x01})
	exp := append([]byte{0x02, 6}, "memory"...)
	exp = append(append(exp, 0x02, 0x00, 6), "_start"...)
	sec(7, append(exp, 0x00, 0x01))
	body := []byte{0x00, 0x41, 0x01, 0x41, 0x00, 0x41, 0x01, 0x41, 0x08, 0x10, 0x00, 0x1a, 0x0b}
	sec(10, append([]byte{0x01, byte(len(body))}, body...))
	data := []byte{0x02, 0x00, 0x41, 0x10, 0x0b, byte(len(msg))}
	data = append(data, msg...)
	data = append(data, 0x00, 0x41, 0x00, 0x0b, 0x08, 0x10, 0x00, 0x00, 0x00, byte(len(msg)), 0x00, 0x00, 0x00)
	sec(11, data)
	return b
}

// JobOptions shape a demo job spec.
type JobOptions struct {
	Class    string // batch, burst or zk
	Deadline string // e.g. "20s"; default 30s
	WallTime string // default 2s
	Encrypt  bool
	Label    string // a label value, to make specs (and CIDs) distinct
	// Verification is the spec's verification level; default none (the devnet's scenarios
	// spot-check only where they test it).
	Verification string
	// Retries is the spec's failover budget; default 0 here (unlike a spec's default of 2), so
	// a scenario's failed job stays one attempt unless it asks for failover.
	Retries int
	// Input adds an input file (data.txt, mounted at /in/data) to the job.
	Input bool
}

// WriteJob writes hello.wasm and a job spec running it into dir and returns the spec's path.
func WriteJob(dir string, o JobOptions) (string, error) {
	if o.Deadline == "" {
		o.Deadline = "30s"
	}
	if o.WallTime == "" {
		o.WallTime = "2s"
	}
	if o.Verification == "" {
		o.Verification = "none"
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	if err := os.WriteFile(filepath.Join(dir, "hello.wasm"), HelloModule(), 0o644); err != nil {
		return "", err
	}
	inputs := ""
	if o.Input {
		name := "data-" + o.Label + ".txt"
		if err := os.WriteFile(filepath.Join(dir, name), []byte("input of "+o.Label+"\n"), 0o644); err != nil {
			return "", err
		}
		inputs = "inputs:\n  - name: data\n    source: ./" + name + "\n"
	}
	spec := fmt.Sprintf(`version: 1
class: %s
module: ./hello.wasm
outputs:
  encrypt: %t
resources:
  cpu: 1
  wall_time: %s
max_price: "0.001"
deadline: %s
verification: %s
retries: %d
labels:
  run: %q
%s`, o.Class, o.Encrypt, o.WallTime, o.Deadline, o.Verification, o.Retries, o.Label, inputs)
	p := filepath.Join(dir, o.Class+"-"+o.Label+".yaml")
	return p, os.WriteFile(p, []byte(spec), 0o644)
}

// Holdings returns what every account and contract of the devnet (requester, providers,
// treasury, deployer, escrow, registry, payment channels) holds of the token, and the sum: token
// balances, except that a provider's earnings in the escrow (its claimed pay, not withdrawn yet)
// count as the provider's and not as the escrow's. The sum is the tokens' total either way. A
// provider's collateral reserve in the escrow is registry stake (locked, not moved): its tokens
// stay in the registry's balance, so opens and claims that move collateral in and out of the
// reserve change no holding here.
func (n *Network) Holdings(ctx context.Context) (map[string]*big.Int, *big.Int, error) {
	holders := map[string]common.Address{
		"requester": n.Record.Accounts[1].Address,
		"deployer":  n.Record.Accounts[0].Address,
		"treasury":  n.Treasury,
		"escrow":    n.Deployment.Escrow,
		"registry":  n.Deployment.Registry,
		"channels":  n.Deployment.Channels, // burst payment channels: deposits not yet redeemed
	}
	for _, a := range n.Record.Accounts[2:] {
		holders[a.Role] = a.Address
	}
	m, err := balances(ctx, n.Contracts, holders)
	if err != nil {
		return nil, nil, err
	}
	for _, a := range n.Record.Accounts[2:] {
		e, err := n.Contracts.EarningsOf(ctx, a.Address)
		if err != nil {
			return nil, nil, fmt.Errorf("devnet: earnings of %s: %w", a.Role, err)
		}
		m[a.Role].Add(m[a.Role], e)
		m["escrow"].Sub(m["escrow"], e)
	}
	sum := new(big.Int)
	for _, v := range m {
		sum.Add(sum, v)
	}
	return m, sum, nil
}

// Owned is what addr holds of the token outside the registry: its wallet plus its earnings in
// the escrow (a provider's claimed pay, credited there until it withdraws it).
func (n *Network) Owned(ctx context.Context, addr common.Address) (*big.Int, error) {
	b, err := n.Contracts.BalanceOf(ctx, addr)
	if err != nil {
		return nil, err
	}
	e, err := n.Contracts.EarningsOf(ctx, addr)
	if err != nil {
		return nil, err
	}
	return b.Add(b, e), nil
}

// CheckConservation fails unless the devnet's holdings sum and the token supply equal the given
// values (taken before a scenario): no token created or lost.
func (n *Network) CheckConservation(ctx context.Context, sumBefore, supplyBefore *big.Int) error {
	_, sum, err := n.Holdings(ctx)
	if err != nil {
		return err
	}
	supply, err := n.Contracts.TotalSupply(ctx)
	if err != nil {
		return err
	}
	if sum.Cmp(sumBefore) != 0 || supply.Cmp(supplyBefore) != 0 || sum.Cmp(supply) != 0 {
		return fmt.Errorf("devnet: token conservation violated: holdings %s -> %s, supply %s -> %s", sumBefore, sum, supplyBefore, supply)
	}
	return nil
}
