package soakbench

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"sort"
	"sync"
	"time"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/contracts/bindings"
	"github.com/gpumesh/gpumesh/devnet"
	"github.com/gpumesh/gpumesh/market/requester"
	"github.com/gpumesh/gpumesh/provider"
	zkexec "github.com/gpumesh/gpumesh/provider/executor/zk"
	"github.com/gpumesh/gpumesh/proving"
	"github.com/gpumesh/gpumesh/proving/circuits/mimcchain"
)

// zk jobs of the soak: every ZKEvery-th job proves a small mimcchain circuit (ZKRounds rounds,
// about 330 constraints a round) on one of the provider daemons; its proof verifies on chain
// (submitProof: ProofAccepted, the job Proven) and the provider's daemon then claims it (its
// JobClaimed in a later transaction, alone or batched), refunded otherwise; it fails over like
// the other jobs.
//
// The circuit is registered once before the run (its verifier deployed by the devnet's deployer)
// and its package is added to every requester's content store: a requester reads the package's
// header from its own store to bind each job to the registered circuit, and whichever requester
// a job comes from serves the package to its provider, so a requester restarted or cut off
// takes no other requester's zk jobs down with it. The providers advertise the circuit
// (devnet.AdvertiseCircuit: executor.zk.circuits), so each daemon fetches, checks (the verifier
// compile) and decodes the package when it starts, not inside a job's proposal, where on this
// loaded box a cold provider's acceptance came back after the proposal had expired. The
// daemons' first starts precede the registration, so each is restarted once for it before the
// run (start-up step zk_circuit); a daemon the chaos schedule kills warms it again at start-up.

// ZKRounds is the soak circuit's mimcchain length: about 1,300 constraints, a proof of well
// under a second on one loaded core, so the soak measures the market around proving rather
// than proving itself.
const ZKRounds = 4

// zkJobs is the soak's zk circuit and what its jobs measured.
type zkJobs struct {
	n       *devnet.Network
	circuit *devnet.ZKCircuit

	mu     sync.Mutex
	proves []time.Duration // provers' prove times (proof.json), jobs that completed
}

// setupZK registers the soak's circuit with rs[0]'s store, adds the package to every other
// requester's store, makes the providers advertise it (each daemon restarted for it, concurrency
// at once) and waits until every requester sees every provider's offer list it warm.
func setupZK(ctx context.Context, n *devnet.Network, rs []*requester.Requester, concurrency int) (*zkJobs, error) {
	c, err := n.RegisterZKCircuit(ctx, rs[0].Store(), devnet.ZKCircuitConfig{Rounds: ZKRounds})
	if err != nil {
		return nil, fmt.Errorf("soak: zk circuit (--zk-every -1 runs without zk jobs): %w", err)
	}
	for k, r := range rs[1:] {
		reg, err := proving.NewRegistry(provider.PackageStore(r.Store()), proving.RegistryConfig{})
		if err != nil {
			return nil, err
		}
		got, err := reg.Put(ctx, c.Package)
		if err != nil {
			return nil, fmt.Errorf("soak: zk circuit into requester-%d's store: %w", k+2, err)
		}
		if got != c.CID {
			return nil, fmt.Errorf("soak: zk circuit stored as %s by requester-%d, registered as %s", got, k+2, c.CID)
		}
	}
	if err := n.AdvertiseCircuit(ctx, c.CID.String(), concurrency); err != nil {
		return nil, err
	}
	// Every daemon restarted at once closed every requester's connections to the providers: the
	// requesters dial them again, as they dialed their bootstrap peers at start (a requester
	// does not redial by itself; chaos restarts one daemon at a time, the others stay connected).
	for k, r := range rs {
		for _, p := range n.Nodes {
			if err := r.Node().Host().Connect(ctx, p.AddrInfo()); err != nil {
				return nil, fmt.Errorf("soak: requester-%d to restarted provider-%d: %w", k+1, p.Index, err)
			}
		}
	}
	for _, r := range rs {
		if err := waitWarm(ctx, r, n.Nodes, c.CID.String()); err != nil {
			return nil, err
		}
	}
	return &zkJobs{n: n, circuit: c}, nil
}

// waitWarm waits until r's book holds every provider's offer listing circuit warm: each daemon
// has fetched, checked and decoded the package, so no job's acceptance waits on that. The bound
// is generous: every daemon compiles the verifier (solc-js) at once, once (it records the check).
func waitWarm(ctx context.Context, r *requester.Requester, ps []*devnet.Provider, circuit string) error {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Minute)
	defer cancel()
	t := time.NewTicker(100 * time.Millisecond)
	defer t.Stop()
	for {
		cold := 0
		for _, p := range ps {
			if e, ok := r.Book().Get(p.Address); !ok || !e.Offer.WarmCircuit(circuit) {
				cold++
			}
		}
		if cold == 0 {
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("soak: %d of %d providers' offers do not list circuit %s warm (see their daemon.log): %w", cold, len(ps), circuit, ctx.Err())
		case <-t.C:
		}
	}
}

// preimage is job i's witness preimage (distinct per job: distinct specs and statements).
func zkPreimage(i int) int64 { return int64(i) + 1 }

// zkWallTime is a zk job's wall-time limit: the prove (about 0.1s on this loaded box) and the
// package's decode where the provider has not decoded it yet. zkExtraDeadline is added to a zk
// job's deadline (Config.Deadline): a provider accepts a job only when its deadline leaves the
// wall time plus contracts.MinRunLead after the chain's time, and the chain's clock runs ahead of
// the wall clock under load, so a zk job at Config.Deadline would have less room to be matched
// and opened than a hello job (2s wall time).
const (
	zkWallTime      = 3 * time.Second
	zkExtraDeadline = zkWallTime
)

// writeJob writes job i's zk spec and witness into dir.
func (z *zkJobs) writeJob(cfg Config, dir string, i int) (string, error) {
	return devnet.WriteZKJob(dir, z.circuit, devnet.ZKJobOptions{Preimage: zkPreimage(i), Label: fmt.Sprintf("soak-%d", i),
		Retries: cfg.Retries, WallTime: zkWallTime.String(), Deadline: fmt.Sprintf("%ds", int((cfg.Deadline+zkExtraDeadline)/time.Second))})
}

// check checks a completed zk job: the requester's record is proven (or claimed, if the
// provider's claim came first); the transaction of its result (rec.ResultTx) carries
// ProofAccepted of this job for the soak's circuit and no JobClaimed (the claim is its own
// transaction, which reconcileZK checks); the delivered proof verifies against the circuit's
// key; and its public output is the mimcchain hash of job i's preimage.
func (z *zkJobs) check(ctx context.Context, rec *requester.Record, i int) error {
	if rec.Phase != requester.PhaseProven && rec.Phase != requester.PhaseClaimed {
		return fmt.Errorf("zk job %s: phase %s, want proven (its proof verified on chain) or claimed", rec.ID.Hex(), rec.Phase)
	}
	rc, err := z.n.Backend.TransactionReceipt(ctx, rec.ResultTx)
	if err != nil {
		return fmt.Errorf("zk job %s: receipt of %s: %w", rec.ID.Hex(), rec.ResultTx.Hex(), err)
	}
	esc := bindings.NewJobEscrow()
	var accepted, claimed bool
	for _, l := range rc.Logs {
		if l.Address != z.n.Deployment.Escrow {
			continue
		}
		if ev, err := esc.UnpackProofAcceptedEvent(l); err == nil && ev.JobId == rec.ID {
			accepted = common.Hash(ev.CircuitId) == z.circuit.CircuitID
		} else if ev, err := esc.UnpackJobClaimedEvent(l); err == nil && ev.JobId == rec.ID {
			claimed = true
		}
	}
	if !accepted || claimed {
		return fmt.Errorf("zk job %s: transaction %s: ProofAccepted for circuit %s %v, JobClaimed %v; want the proof only", rec.ID.Hex(), rec.ResultTx.Hex(), z.circuit.CircuitID.Hex(), accepted, claimed)
	}
	out := filepath.Join(rec.OutDir, "out")
	f, err := os.Open(filepath.Join(out, zkexec.FileProof))
	if err != nil {
		return fmt.Errorf("zk job %s: %w", rec.ID.Hex(), err)
	}
	pr, err := proving.ReadProof(f)
	f.Close()
	if err != nil {
		return fmt.Errorf("zk job %s: %w", rec.ID.Hex(), err)
	}
	if err := z.circuit.Package.Verify(pr); err != nil {
		return fmt.Errorf("zk job %s: the delivered proof does not verify: %w", rec.ID.Hex(), err)
	}
	b, err := os.ReadFile(filepath.Join(out, zkexec.FileReport))
	if err != nil {
		return fmt.Errorf("zk job %s: %w", rec.ID.Hex(), err)
	}
	var rep zkexec.Report
	if err := json.Unmarshal(b, &rep); err != nil {
		return fmt.Errorf("zk job %s: %s: %w", rec.ID.Hex(), zkexec.FileReport, err)
	}
	want, err := mimcchain.Hash(ecc.BN254, big.NewInt(zkPreimage(i)), ZKRounds)
	if err != nil {
		return err
	}
	if len(rep.PublicInputs) != 1 || rep.PublicInputs[0] != want.String() {
		return fmt.Errorf("zk job %s: public inputs %v, want [%s] (mimcchain-%d of %d)", rec.ID.Hex(), rep.PublicInputs, want, ZKRounds, zkPreimage(i))
	}
	z.mu.Lock()
	z.proves = append(z.proves, time.Duration(rep.ProveTimeNs))
	z.mu.Unlock()
	return nil
}

// proveTimes returns the median and the largest prove time of the completed zk jobs.
func (z *zkJobs) proveTimes() (p50, maxT time.Duration) {
	if z == nil {
		return 0, 0
	}
	z.mu.Lock()
	defer z.mu.Unlock()
	if len(z.proves) == 0 {
		return 0, 0
	}
	l := append([]time.Duration(nil), z.proves...)
	sort.Slice(l, func(i, j int) bool { return l[i] < l[j] })
	return l[(len(l)-1)/2], l[len(l)-1]
}

// zkSettlement is what the chain says about the zk escrow jobs (Reconciliation.ZK).
type zkSettlement struct {
	Escrows  int // zk escrow jobs opened
	Paid     int // claimed, each after a ProofAccepted of it (an earlier log)
	Refunded int // refunded or abandoned
	// Unproven are zk escrow jobs paid without a ProofAccepted before their JobClaimed, or
	// with a result submitted for a challenge window (a zk job has none): each is lost.
	Unproven int
}

// reconcileZK checks every zk escrow job: a zk job is paid only after submitProof, so it counts
// paid only when a ProofAccepted of it precedes its JobClaimed (in an earlier transaction, or
// earlier in the same block); it is never Submitted (no challenge window); and no ProofAccepted
// names a job that is not a zk job. Any other payment of a zk job is a lost job. Every other
// outcome is a refund, or pending (Proven, its claim not yet mined, within Grace of the proof),
// which reconcile's rules already cover.
func reconcileZK(ctx context.Context, n *devnet.Network, jobs map[contracts.JobID]*escrowJob, rc *Reconciliation) error {
	esc := bindings.NewJobEscrow()
	abi := esc.GetABI()
	logs, err := n.Contracts.Logs().FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(n.Deployment.Block), Addresses: []common.Address{n.Deployment.Escrow},
		Topics: [][]common.Hash{{abi.Events["ProofAccepted"].ID, abi.Events["JobClaimed"].ID}},
	})
	if err != nil {
		return fmt.Errorf("soak: escrow logs: %w", err)
	}
	// Where each event is in the chain's log order (FilterLogs returns them in it).
	type at struct {
		pos int
		tx  common.Hash
	}
	proved := map[contracts.JobID]at{}
	claimed := map[contracts.JobID]at{}
	for i := range logs {
		l := &logs[i]
		if ev, err := esc.UnpackProofAcceptedEvent(l); err == nil {
			proved[contracts.JobID(ev.JobId)] = at{i, l.TxHash}
		} else if ev, err := esc.UnpackJobClaimedEvent(l); err == nil {
			claimed[contracts.JobID(ev.JobId)] = at{i, l.TxHash}
		}
	}
	for id, j := range jobs {
		isZK := j.opened.JobClass == uint8(contracts.ClassZK)
		proof, ok := proved[id]
		switch {
		case !isZK && ok:
			rc.JobsLost++
			rc.problem("job %s: ProofAccepted for a class-%d job", id.Hex(), j.opened.JobClass)
			continue
		case !isZK:
			continue
		}
		rc.ZK.Escrows++
		switch j.state.Status {
		case contracts.StatusClaimed:
			c, paid := claimed[id]
			if !paidAfterProof(ok, proof.pos, paid, c.pos) {
				rc.ZK.Unproven++
				rc.JobsLost++
				rc.problem("zk job %s: claimed by %s without a ProofAccepted before it (proof %v)", id.Hex(), c.tx.Hex(), ok)
				continue
			}
			rc.ZK.Paid++
		case contracts.StatusRefunded, contracts.StatusAbandoned:
			rc.ZK.Refunded++
		case contracts.StatusSubmitted:
			rc.ZK.Unproven++
			rc.JobsLost++
			rc.problem("zk job %s: a result submitted for a challenge window (a zk job is paid on proof)", id.Hex())
		}
	}
	return nil
}

// paidAfterProof is reconcileZK's rule for a claimed zk job: its ProofAccepted (proved, at
// log position proofAt) comes before its JobClaimed (claimed, at claimAt) in the chain's log
// order. A claim without a proof, or before it, is a payment no proof backs.
func paidAfterProof(proved bool, proofAt int, claimed bool, claimAt int) bool {
	return proved && claimed && proofAt < claimAt
}

// errNoZK reports zk jobs asked of a run whose circuit was not set up (a bug of the soak).
var errNoZK = errors.New("soak: zk job without a circuit")
