package settle

import (
	"context"
	"crypto/ecdsa"
	"crypto/rand"
	"errors"
	"math/big"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/node"
	"github.com/ipfs/go-cid"
	"github.com/multiformats/go-multihash"
	dto "github.com/prometheus/client_model/go"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/devnet/chain"
	"github.com/gpumesh/gpumesh/provider/runner"
)

const claimTestWindow = 100 * time.Second

// claimChain is a deployment on a simulated chain (mainnet-like rules) with a staked provider
// and a funded requester: what a provider daemon's settler talks to.
type claimChain struct {
	t         *testing.T
	ctx       context.Context
	sim       *simulated.Backend
	client    simulated.Client
	c         *contracts.Client
	d         *contracts.Deployment
	provKey   *ecdsa.PrivateKey
	requester *contracts.Sender
	provider  *contracts.Sender
}

func newClaimChain(t *testing.T) *claimChain {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	t.Cleanup(cancel)
	keys := make([]*ecdsa.PrivateKey, 3)
	alloc := types.GenesisAlloc{}
	for i := range keys {
		k, err := crypto.GenerateKey()
		if err != nil {
			t.Fatal(err)
		}
		keys[i] = k
		alloc[crypto.PubkeyToAddress(k.PublicKey)] = types.Account{Balance: new(big.Int).Exp(big.NewInt(10), big.NewInt(24), nil)}
	}
	sim := simulated.NewBackend(alloc, func(_ *node.Config, ec *ethconfig.Config) {
		ec.Genesis.Config = chain.MainnetLikeConfig(big.NewInt(chain.DefaultChainID))
	})
	t.Cleanup(func() { _ = sim.Close() })
	d, err := contracts.Deploy(ctx, sim.Client(), keys[0], contracts.DeployConfig{
		Treasury: common.HexToAddress("0x7ea5a7ea5a7ea5a7ea5a7ea5a7ea5a7ea5a7ea5"), FeeBps: 250,
		ChallengeWindow: claimTestWindow, UnbondingDelay: 300 * time.Second, Mine: func() { sim.Commit() },
	})
	if err != nil {
		t.Fatal(err)
	}
	cc := &claimChain{t: t, ctx: ctx, sim: sim, client: sim.Client(), c: contracts.NewClient(sim.Client(), d), d: d, provKey: keys[1]}
	owner := cc.sender(keys[0])
	cc.provider, cc.requester = cc.sender(keys[1]), cc.sender(keys[2])
	cc.must(cc.c.Mint(ctx, owner, cc.requester.Address(), tok(1_000_000)))
	cc.must(cc.c.Mint(ctx, owner, cc.provider.Address(), tok(1_000_000)))
	cc.must(cc.c.Register(ctx, cc.provider, []byte("peer-provider"), "bafy-meta"))
	cc.must(cc.c.Approve(ctx, cc.provider, d.Registry, tok(10_000)))
	cc.must(cc.c.Stake(ctx, cc.provider, tok(10_000)))
	return cc
}

func tok(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(1_000_000)) }

func (cc *claimChain) sender(k *ecdsa.PrivateKey) *contracts.Sender {
	s := cc.c.Sender(k)
	s.Mine = func() { cc.sim.Commit() }
	return s
}

func (cc *claimChain) must(_ any, err error) {
	cc.t.Helper()
	if err != nil {
		cc.t.Fatal(err)
	}
}

func (cc *claimChain) now() uint64 {
	cc.t.Helper()
	h, err := cc.client.HeaderByNumber(cc.ctx, nil)
	if err != nil {
		cc.t.Fatal(err)
	}
	return h.Time
}

// advance moves chain time forward by d in a new block (AdjustTime refuses while the pool still
// lists the last block's transactions as pending; it is asked again until it does not).
func (cc *claimChain) advance(d time.Duration) {
	cc.t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		err := cc.sim.AdjustTime(d)
		if err == nil {
			return
		}
		if !strings.Contains(err.Error(), "non-empty block") || time.Now().After(deadline) {
			cc.t.Fatal(err)
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// settler is a provider daemon's settler over a fresh Sender of the provider's key (what a
// restarted daemon has), claiming in batches of maxJobs.
func (cc *claimChain) settler(maxJobs int, ops *opLog) *Settler {
	cc.t.Helper()
	st, err := NewSettler(cc.c, cc.client, cc.sender(cc.provKey), 10*time.Millisecond).
		WithReceipts(ops.record).WithClaimBatch(ClaimBatchConfig{MaxJobs: maxJobs, MaxWait: time.Hour})
	if err != nil {
		cc.t.Fatal(err)
	}
	return st
}

// job is an opened batch job with its spot-check secret.
type claimJob struct {
	a      *contracts.Acceptance
	secret [32]byte
	cid    string
}

// submitted opens n jobs and submits a result for each through st (as the runner does).
func (cc *claimChain) submitted(st *Settler, n int) []claimJob {
	cc.t.Helper()
	jobs := make([]claimJob, n)
	for i := range jobs {
		j := &jobs[i]
		if _, err := rand.Read(j.secret[:]); err != nil {
			cc.t.Fatal(err)
		}
		now := cc.now()
		j.a = &contracts.Acceptance{
			Requester: cc.requester.Address(), Provider: cc.provider.Address(),
			SpecHash: contracts.SpecHash([]byte("spec-cid")), Price: tok(40), Collateral: tok(100),
			Deadline: now + 1000, Class: contracts.ClassBatch, Expiry: now + 500,
			JobID: contracts.NewJobID(cc.requester.Address()), SecretCommitment: contracts.CommitSecret(j.secret[:]),
		}
		sig, err := j.a.Sign(cc.d.Domain(), cc.provKey)
		if err != nil {
			cc.t.Fatal(err)
		}
		cc.must(cc.c.Approve(cc.ctx, cc.requester, cc.d.Escrow, j.a.Price))
		cc.must(cc.c.OpenJob(cc.ctx, cc.requester, j.a, sig))
		mh, err := multihash.Sum(append([]byte("result of "), j.a.JobID[:]...), multihash.SHA2_256, -1)
		if err != nil {
			cc.t.Fatal(err)
		}
		j.cid = cid.NewCidV1(cid.Raw, mh).String()
		if err := st.SubmitResult(cc.ctx, j.a.JobID, j.cid); err != nil {
			cc.t.Fatal(err)
		}
	}
	return jobs
}

// opLog records the receipts a settler reports.
type opLog struct {
	mu  sync.Mutex
	ops []loggedOp
}

type loggedOp struct {
	id  contracts.JobID
	op  string
	tx  common.Hash
	gas uint64
}

func (l *opLog) record(id contracts.JobID, op string, r *types.Receipt) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.ops = append(l.ops, loggedOp{id, op, r.TxHash, r.GasUsed})
}

// claims returns the claim operations reported (op claim or claim_many), by job.
func (l *opLog) claims() map[contracts.JobID]loggedOp {
	l.mu.Lock()
	defer l.mu.Unlock()
	out := map[contracts.JobID]loggedOp{}
	for _, o := range l.ops {
		if o.op == OpClaim || o.op == OpClaimMany {
			out[o.id] = o
		}
	}
	return out
}

// claimAll runs the runner's claimable step for every job at once (each job has its own
// goroutine in the runner): WaitClaimable first, then Claim, as after a persisted transition.
func claimAll(ctx context.Context, st *Settler, ids []contracts.JobID) ([]*big.Int, []error) {
	paid, errs := make([]*big.Int, len(ids)), make([]error, len(ids))
	for i, id := range ids {
		if errs[i] = st.WaitClaimable(ctx, id); errs[i] != nil {
			return paid, errs
		}
	}
	var wg sync.WaitGroup
	for i, id := range ids {
		wg.Add(1)
		go func() {
			defer wg.Done()
			paid[i], errs[i] = st.Claim(ctx, id)
		}()
	}
	wg.Wait()
	return paid, errs
}

func ids(jobs []claimJob) []contracts.JobID {
	out := make([]contracts.JobID, len(jobs))
	for i, j := range jobs {
		out[i] = j.a.JobID
	}
	return out
}

// wantPayout is a job's payout at price 40 and a 2.5% fee.
var wantPayout = new(big.Int).Sub(tok(40), new(big.Int).Div(new(big.Int).Mul(tok(40), big.NewInt(250)), big.NewInt(10_000)))

// TestClaimBatch: four jobs whose windows passed together are claimed in one claimMany; each
// Claim returns its payout, the chain reads every job paid, and the provider's earnings grow by
// the sum.
func TestClaimBatch(t *testing.T) {
	cc := newClaimChain(t)
	ops := &opLog{}
	st := cc.settler(DefaultClaimBatchJobs, ops)
	jobs := cc.submitted(st, 4)
	cc.advance(claimTestWindow + time.Second)
	before, err := cc.c.EarningsOf(cc.ctx, cc.provider.Address())
	if err != nil {
		t.Fatal(err)
	}
	paid, errs := claimAll(cc.ctx, st, ids(jobs))
	for i := range jobs {
		if errs[i] != nil || paid[i] == nil || paid[i].Cmp(wantPayout) != 0 {
			t.Fatalf("job %d: paid %v, err %v; want %v", i, paid[i], errs[i], wantPayout)
		}
	}
	claims := ops.claims()
	var tx common.Hash
	var gas uint64
	for i, j := range jobs {
		o, ok := claims[j.a.JobID]
		if !ok || o.op != OpClaimMany {
			t.Fatalf("job %d claimed by %+v; want one claimMany", i, o)
		}
		if i > 0 && o.tx != tx {
			t.Fatalf("job %d claimed in tx %s, job 0 in %s; want one transaction", i, o.tx, tx)
		}
		tx, gas = o.tx, gas+o.gas
	}
	r, err := cc.client.TransactionReceipt(cc.ctx, tx)
	if err != nil {
		t.Fatal(err)
	}
	if gas != r.GasUsed {
		t.Fatalf("job shares of the claimMany's gas sum to %d, the receipt says %d", gas, r.GasUsed)
	}
	after, err := cc.c.EarningsOf(cc.ctx, cc.provider.Address())
	if err != nil {
		t.Fatal(err)
	}
	// The claimMany credits the payouts to the provider's earnings in the escrow.
	if got, want := new(big.Int).Sub(after, before), new(big.Int).Mul(wantPayout, big.NewInt(4)); got.Cmp(want) != 0 {
		t.Fatalf("provider's earnings grew by %v; want %v", got, want)
	}
	for i, j := range jobs {
		cs, err := st.Status(cc.ctx, j.a.JobID)
		if err != nil || cs.State != runner.ChainPaid || cs.Paid.Cmp(wantPayout) != 0 {
			t.Fatalf("job %d status %+v, %v; want paid %v", i, cs, err, wantPayout)
		}
	}
	t.Logf("claimMany of 4 jobs: %d gas (%d per job)", r.GasUsed, r.GasUsed/4)
}

// TestClaimBatchDisputedJob: a disputed job in the batch does not hold back the others: they
// are claimed together, and the disputed job's Claim gets the escrow's WrongStatus, which the
// runner classifies permanent (it then reads the chain and waits for the dispute's outcome).
func TestClaimBatchDisputedJob(t *testing.T) {
	cc := newClaimChain(t)
	ops := &opLog{}
	st := cc.settler(DefaultClaimBatchJobs, ops)
	jobs := cc.submitted(st, 3)
	disputed := jobs[1]
	bond, err := cc.c.DisputeBond(cc.ctx, disputed.a.Price)
	if err != nil {
		t.Fatal(err)
	}
	cc.must(cc.c.Approve(cc.ctx, cc.requester, cc.d.Escrow, bond))
	cc.must(cc.c.OpenDispute(cc.ctx, cc.requester, disputed.a, contracts.ResultHash(mustCID(t, disputed.cid)), disputed.secret))
	cc.advance(claimTestWindow + time.Second)

	// WaitClaimable returns for the disputed job too (the runner reads its status next); a
	// Claim sent anyway (a dispute the runner did not see yet) is in the same batch.
	paid, errs := claimAll(cc.ctx, st, ids(jobs))
	var re *contracts.RevertError
	if !errors.As(errs[1], &re) || re.Name != "WrongStatus" || runner.Classify(errs[1]) != runner.Permanent {
		t.Fatalf("disputed job's claim: %v; want the escrow's WrongStatus, classified permanent", errs[1])
	}
	claims := ops.claims()
	for _, i := range []int{0, 2} {
		if errs[i] != nil || paid[i].Cmp(wantPayout) != 0 {
			t.Fatalf("job %d: paid %v, err %v", i, paid[i], errs[i])
		}
		if o := claims[jobs[i].a.JobID]; o.op != OpClaimMany || o.tx != claims[jobs[0].a.JobID].tx {
			t.Fatalf("job %d claimed by %+v; want the one claimMany of jobs 0 and 2", i, o)
		}
	}
	if _, ok := claims[disputed.a.JobID]; ok {
		t.Fatal("the disputed job was reported claimed")
	}
	cs, err := st.Status(cc.ctx, disputed.a.JobID)
	if err != nil || cs.State != runner.ChainDisputed {
		t.Fatalf("disputed job status %+v, %v; want disputed", cs, err)
	}
}

// TestClaimBatchFallback: a job claimed by someone else between the settler's reads and its
// claimMany (anyone may claim) reverts the batch; the settler then claims each job alone: the
// others are paid, and the job already claimed gets WrongStatus (permanent: the runner reads it
// paid).
func TestClaimBatchFallback(t *testing.T) {
	cc := newClaimChain(t)
	ops := &opLog{}
	st := cc.settler(DefaultClaimBatchJobs, ops)
	jobs := cc.submitted(st, 3)
	cc.advance(claimTestWindow + time.Second)
	st.q.beforeSend = func() {
		cc.must(cc.c.Claim(cc.ctx, cc.requester, jobs[0].a, contracts.ResultHash(mustCID(t, jobs[0].cid))))
	}
	paid, errs := claimAll(cc.ctx, st, ids(jobs))
	var re *contracts.RevertError
	if !errors.As(errs[0], &re) || re.Name != "WrongStatus" || runner.Classify(errs[0]) != runner.Permanent {
		t.Fatalf("job claimed by another: %v; want WrongStatus, permanent", errs[0])
	}
	claims := ops.claims()
	for _, i := range []int{1, 2} {
		if errs[i] != nil || paid[i].Cmp(wantPayout) != 0 {
			t.Fatalf("job %d: paid %v, err %v", i, paid[i], errs[i])
		}
		if o := claims[jobs[i].a.JobID]; o.op != OpClaim {
			t.Fatalf("job %d claimed by %+v; want a single claim after the failed claimMany", i, o)
		}
	}
	var m dto.Metric
	if err := st.q.metrics.batches.WithLabelValues("fallback").Write(&m); err != nil || m.GetCounter().GetValue() != 1 {
		t.Fatalf("fallback batches = %v (%v); want 1", m.GetCounter().GetValue(), err)
	}
	for i, j := range jobs {
		if cs, err := st.Status(cc.ctx, j.a.JobID); err != nil || cs.State != runner.ChainPaid {
			t.Fatalf("job %d: %+v, %v; want paid", i, cs, err)
		}
	}
}

func mustCID(t *testing.T, s string) []byte {
	t.Helper()
	c, err := cid.Decode(s)
	if err != nil {
		t.Fatal(err)
	}
	return c.Bytes()
}

// TestClaimBatchRestart: a daemon stopped while its jobs wait in a batch (their claimable
// records persisted: the intent; nothing sent) claims them after its restart, in one claimMany,
// once; a daemon restarted after the batch was mined reads them paid and sends nothing that
// could pay twice (a claim of a paid job is the escrow's WrongStatus, permanent).
func TestClaimBatchRestart(t *testing.T) {
	cc := newClaimChain(t)
	ops := &opLog{}
	first := cc.settler(3, ops)
	jobs := cc.submitted(first, 3)
	cc.advance(claimTestWindow + time.Second)

	// Before the restart: all three passed WaitClaimable; two joined the batch, which waits for
	// the third (it is about to join, and the batch is not full) when the daemon stops.
	for _, j := range jobs {
		if err := first.WaitClaimable(cc.ctx, j.a.JobID); err != nil {
			t.Fatal(err)
		}
	}
	stop, cancel := context.WithCancel(cc.ctx)
	var wg sync.WaitGroup
	errs := make([]error, 2)
	for i := range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, errs[i] = first.Claim(stop, jobs[i].a.JobID)
		}()
	}
	waitJoined(t, first, 2)
	cancel()
	wg.Wait()
	for i, err := range errs {
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("claim %d of the stopped daemon: %v; want context.Canceled", i, err)
		}
	}
	if len(ops.claims()) != 0 {
		t.Fatalf("the stopped daemon sent claims: %+v", ops.claims())
	}
	for i, j := range jobs {
		if cs, err := first.Status(cc.ctx, j.a.JobID); err != nil || cs.State != runner.ChainSubmitted {
			t.Fatalf("job %d after the stop: %+v, %v; want submitted", i, cs, err)
		}
	}

	// After the restart (a new settler and sender, as a new process has): the runner reads each
	// claimable job (submitted) and claims it.
	second := cc.settler(3, ops)
	paid, cerrs := claimAll(cc.ctx, second, ids(jobs))
	claims := ops.claims()
	for i, j := range jobs {
		if cerrs[i] != nil || paid[i].Cmp(wantPayout) != 0 {
			t.Fatalf("job %d after the restart: paid %v, err %v", i, paid[i], cerrs[i])
		}
		if o := claims[j.a.JobID]; o.op != OpClaimMany || o.tx != claims[jobs[0].a.JobID].tx {
			t.Fatalf("job %d claimed by %+v; want one claimMany", i, o)
		}
	}
	before, err := cc.c.EarningsOf(cc.ctx, cc.provider.Address())
	if err != nil {
		t.Fatal(err)
	}

	// Restarted again after the batch was mined: every job reads paid with its payout; a claim
	// sent anyway fails permanently and pays nothing.
	third := cc.settler(3, ops)
	for i, j := range jobs {
		cs, err := third.Status(cc.ctx, j.a.JobID)
		if err != nil || cs.State != runner.ChainPaid || cs.Paid.Cmp(wantPayout) != 0 {
			t.Fatalf("job %d after the second restart: %+v, %v; want paid %v", i, cs, err, wantPayout)
		}
	}
	_, err = third.Claim(cc.ctx, jobs[0].a.JobID)
	var re *contracts.RevertError
	if !errors.As(err, &re) || re.Name != "WrongStatus" || runner.Classify(err) != runner.Permanent {
		t.Fatalf("claim of a paid job: %v; want WrongStatus, permanent", err)
	}
	after, err := cc.c.EarningsOf(cc.ctx, cc.provider.Address())
	if err != nil {
		t.Fatal(err)
	}
	if after.Cmp(before) != 0 {
		t.Fatalf("provider's earnings moved from %v to %v on a claim of paid jobs", before, after)
	}
}

// waitJoined waits until st's open batch holds n jobs.
func waitJoined(t *testing.T, st *Settler, n int) {
	t.Helper()
	for {
		st.qmu.Lock()
		joined := 0
		if st.q.open != nil {
			joined = len(st.q.open.ids)
		}
		changed := st.q.changed
		st.qmu.Unlock()
		if joined >= n {
			return
		}
		select {
		case <-changed:
		case <-time.After(time.Minute):
			t.Fatalf("open batch holds %d jobs after a minute; want %d", joined, n)
		}
	}
}

// TestClaimBatchAlone: a claimable job is claimed at once, alone, when no other job of the
// provider is about to become claimable: the other job here was submitted later, and its
// challenge window ends (in chain time) further than MaxWait away.
func TestClaimBatchAlone(t *testing.T) {
	cc := newClaimChain(t)
	ops := &opLog{}
	st, err := NewSettler(cc.c, cc.client, cc.sender(cc.provKey), 10*time.Millisecond).
		WithReceipts(ops.record).WithClaimBatch(ClaimBatchConfig{MaxJobs: DefaultClaimBatchJobs, MaxWait: 10 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	first := cc.submitted(st, 1)
	cc.advance(claimTestWindow + time.Second)
	later := cc.submitted(st, 1) // its window ends ~100s from now, past the 10s horizon
	paid, errs := claimAll(cc.ctx, st, ids(first))
	if errs[0] != nil || paid[0].Cmp(wantPayout) != 0 {
		t.Fatalf("paid %v, err %v", paid[0], errs[0])
	}
	if o := ops.claims()[first[0].a.JobID]; o.op != OpClaim {
		t.Fatalf("claimed by %+v; want a single claim", o)
	}
	// Once its window passed, the later job too is claimed alone.
	cc.advance(claimTestWindow + time.Second)
	if paid, errs = claimAll(cc.ctx, st, ids(later)); errs[0] != nil || paid[0].Cmp(wantPayout) != 0 {
		t.Fatalf("later job: paid %v, err %v", paid[0], errs[0])
	}
}

func TestClaimBatchConfig(t *testing.T) {
	for _, tc := range []struct {
		cfg  ClaimBatchConfig
		want string
	}{
		{ClaimBatchConfig{MaxJobs: 65}, "max jobs = 65"},
		{ClaimBatchConfig{MaxJobs: -1}, "max jobs = -1"},
		{ClaimBatchConfig{MaxWait: -time.Second}, "max wait = -1s"},
		{ClaimBatchConfig{MaxWait: 2 * time.Hour}, "max wait = 2h0m0s"},
	} {
		_, err := (&Settler{}).WithClaimBatch(tc.cfg)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: %v; want an error saying %q", tc.cfg, err, tc.want)
		}
	}
	st, err := (&Settler{}).WithClaimBatch(ClaimBatchConfig{})
	if err != nil || st.q.cfg.MaxJobs != DefaultClaimBatchJobs || st.q.cfg.MaxWait != DefaultClaimBatchWait {
		t.Fatalf("defaults: %+v, %v", st.q.cfg, err)
	}
}
