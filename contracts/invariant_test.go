package contracts

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	mrand "math/rand/v2"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/gpumesh/gpumesh/contracts/bindings"
)

// The randomized sequence test drives the contracts with random calls, valid and invalid, from
// many accounts. An independent Go model predicts each call's outcome (success or the exact custom
// error) and its effect on every balance; after every step the test checks that
//   - the escrow's token balance equals what it owes (the model's sum of open job prices, bonds,
//     accrued fees, requesters' deposits and providers' earnings), and each requester's deposit
//     and each provider's earnings, count of paid jobs and free collateral reserve match the model,
//   - the reserve invariant: each provider's registry-locked stake equals its free reserve in the
//     escrow plus the collateral of its live (Open, Submitted, Disputed) jobs, so every job's
//     collateral went back to the reserve or was slashed exactly once,
//   - the registry's token balance equals total stake plus unbonding (model and contract view),
//   - every holder's balance matches the model, and the balances add up to the total supply
//     (no wei created or lost),
// and that the touched job's and provider's state match the model.

type modelJob struct {
	a          *Acceptance
	status     JobStatus
	time       uint64 // deadline, then end of the challenge window, then the verdict deadline
	resultHash [32]byte
	secret     [32]byte // the requester's spot-check secret (a.SecretCommitment commits to it)
	// dispute
	disputer common.Address
	bond     *big.Int
	openedAt uint64
	id       [32]byte
	votes    map[common.Address]uint8
	voters   map[uint8][]common.Address
}

type modelProvider struct {
	registered bool
	stake      *big.Int
	locked     *big.Int
	reserve    *big.Int // the escrow's free collateral reserve (registry-locked, backing no job)
	unbonding  *big.Int
	readyAt    uint64
}

type model struct {
	feeBps   int64
	window   uint64
	unbond   uint64
	supply   *big.Int
	balances map[common.Address]*big.Int
	allow    map[[2]common.Address]*big.Int
	provs    map[common.Address]*modelProvider
	jobs     map[[32]byte]*modelJob
	jobIDs   [][32]byte
	treasury common.Address
	fees     *big.Int                    // the escrow's feesAccrued: settled fees not yet paid to the treasury
	deposits map[common.Address]*big.Int // the escrow's deposits
	earnings map[common.Address]*big.Int // providers' earnings in the escrow (claims credit them)
	jobsPaid map[common.Address]uint64   // providers' paid jobs (the account's count)
	// lastReleaser is the sender of the last releaseReserve step (its provider state is checked).
	lastReleaser common.Address
}

// settle returns a settled job's collateral to its provider's free reserve: it stays locked in
// the registry.
func (m *model) settle(a *Acceptance) {
	p := m.prov(a.Provider)
	p.reserve.Add(p.reserve, a.Collateral)
}

func (m *model) earned(a common.Address) *big.Int {
	e, ok := m.earnings[a]
	if !ok {
		e = new(big.Int)
		m.earnings[a] = e
	}
	return e
}

// credit is a claim's payout: credited to the provider's earnings, the tokens stay in the escrow.
func (m *model) credit(provider common.Address, payout *big.Int) {
	m.earned(provider).Add(m.earned(provider), payout)
	m.jobsPaid[provider]++
}

func (m *model) deposit(a common.Address) *big.Int {
	d, ok := m.deposits[a]
	if !ok {
		d = new(big.Int)
		m.deposits[a] = d
	}
	return d
}

func (m *model) bal(a common.Address) *big.Int {
	b, ok := m.balances[a]
	if !ok {
		b = new(big.Int)
		m.balances[a] = b
	}
	return b
}

func (m *model) allowance(owner, spender common.Address) *big.Int {
	k := [2]common.Address{owner, spender}
	v, ok := m.allow[k]
	if !ok {
		v = new(big.Int)
		m.allow[k] = v
	}
	return v
}

func (m *model) prov(a common.Address) *modelProvider {
	p, ok := m.provs[a]
	if !ok {
		p = &modelProvider{stake: new(big.Int), locked: new(big.Int), reserve: new(big.Int), unbonding: new(big.Int)}
		m.provs[a] = p
	}
	return p
}

// transferFrom predicts an OpenZeppelin ERC20 transferFrom by spender; "" when it succeeds.
func (m *model) checkTransferFrom(from, spender common.Address, amount *big.Int) string {
	if m.allowance(from, spender).Cmp(amount) < 0 {
		return "ERC20InsufficientAllowance"
	}
	if m.bal(from).Cmp(amount) < 0 {
		return "ERC20InsufficientBalance"
	}
	return ""
}

func (m *model) move(from, to common.Address, amount *big.Int) {
	m.bal(from).Sub(m.bal(from), amount)
	m.bal(to).Add(m.bal(to), amount)
}

func (m *model) owed() *big.Int {
	sum := new(big.Int)
	for _, j := range m.jobs {
		if j.status == StatusOpen || j.status == StatusSubmitted || j.status == StatusDisputed {
			sum.Add(sum, j.a.Price)
		}
		if j.status == StatusDisputed {
			sum.Add(sum, j.bond)
		}
	}
	for _, d := range m.deposits {
		sum.Add(sum, d)
	}
	for _, e := range m.earnings {
		sum.Add(sum, e)
	}
	return sum.Add(sum, m.fees)
}

func (m *model) registryHeld() *big.Int {
	sum := new(big.Int)
	for _, p := range m.provs {
		sum.Add(sum, p.stake)
		sum.Add(sum, p.unbonding)
	}
	return sum
}

type randomRun struct {
	t        *testing.T
	ctx      context.Context
	rng      *mrand.Rand
	f        *fixture
	m        *model
	senders  []*Sender
	provs    []*Sender
	reqs     []*Sender
	counts   map[string]int
	failures int
}

func TestRandomizedInvariants(t *testing.T) {
	steps := 2000
	if testing.Short() {
		steps = 300
	}
	seed := uint64(time.Now().UnixNano())
	if v := os.Getenv("GPUMESH_CONTRACTS_SEED"); v != "" {
		var err error
		if seed, err = strconv.ParseUint(v, 10, 64); err != nil {
			t.Fatalf("GPUMESH_CONTRACTS_SEED: %v", err)
		}
	}
	t.Logf("seed %d (GPUMESH_CONTRACTS_SEED=%d replays this run)", seed, seed)
	runRandom(t, seed, steps)
}

func runRandom(t *testing.T, seed uint64, steps int) {
	ch := newSimChain(t, 9)
	ctx := testCtx(t)
	treasury := common.HexToAddress("0x7ea5a7ea5a7ea5a7ea5a7ea5a7ea5a7ea5a7ea5")
	d, err := Deploy(ctx, ch.client, ch.keys[0], DeployConfig{
		Treasury:        treasury,
		FeeBps:          testFeeBps,
		ChallengeWindow: testWindow,
		UnbondingDelay:  testUnbond,
		Mine:            ch.mine,
	})
	if err != nil {
		t.Fatal(err)
	}
	f := &fixture{t: t, ctx: ctx, chain: ch, d: d, c: NewClient(ch.client, d), treasury: treasury}
	r := &randomRun{
		t: t, ctx: ctx, rng: mrand.New(mrand.NewPCG(seed, seed^0x9e3779b97f4a7c15)), f: f,
		m: &model{
			feeBps: testFeeBps, window: uint64(testWindow / time.Second), unbond: uint64(testUnbond / time.Second),
			supply: new(big.Int), balances: map[common.Address]*big.Int{}, allow: map[[2]common.Address]*big.Int{},
			provs: map[common.Address]*modelProvider{}, jobs: map[[32]byte]*modelJob{}, treasury: treasury,
			fees: new(big.Int), deposits: map[common.Address]*big.Int{},
			earnings: map[common.Address]*big.Int{}, jobsPaid: map[common.Address]uint64{},
		},
		counts: map[string]int{},
	}
	for i, k := range ch.keys {
		s := f.c.Sender(k)
		s.Mine = ch.mine
		s.GasLimit = 1_500_000 // no estimation: invalid calls are mined and fail on-chain
		r.senders = append(r.senders, s)
		switch {
		case i == 0:
			f.owner = s
		case i <= 4:
			r.provs = append(r.provs, s)
		default:
			r.reqs = append(r.reqs, s)
		}
	}
	// Keep chain time ahead of wall-clock time, so each block's time is exactly its parent's + 1
	// and the model knows the timestamp a transaction runs at.
	if err := ch.advance(time.Hour); err != nil {
		t.Fatal(err)
	}
	// Fund everyone (except one provider, which starts broke).
	for _, s := range r.senders[1:8] {
		amt := tok(int64(1000 + r.rng.IntN(100_000)))
		r.expect("mint", "", func() error { _, err := f.c.Mint(ctx, f.owner, s.Address(), amt); return err })
		r.m.supply.Add(r.m.supply, amt)
		r.m.bal(s.Address()).Add(r.m.bal(s.Address()), amt)
		r.check(nil, nil)
	}

	// Every path must succeed at least once. A short run can draw a seed whose first few hundred
	// steps never open a job that lives to be submitted, so the run goes on past steps until each
	// path has succeeded, up to five times as many steps: a path still missing then is a
	// generator that misses it.
	paths := []string{"open", "open_from_deposit", "submit", "claim", "refund", "abandon", "stake", "unstake", "withdraw",
		"deposit", "withdrawDeposit", "withdrawEarnings", "releaseReserve", "lockReserve", "open_from_reserve"}
	covered := func() bool {
		for _, name := range paths {
			if r.counts[name+":ok"] == 0 {
				return false
			}
		}
		return true
	}
	n := 0
	for ; n < steps || (n < 5*steps && !covered()); n++ {
		r.step(n)
	}
	t.Logf("%d steps, %d expected failures; actions: %v", n, r.failures, r.counts)
	if r.failures < n/10 || r.failures > n*9/10 {
		t.Errorf("%d of %d steps failed: the generator should mix valid and invalid calls", r.failures, n)
	}
	for _, name := range paths {
		if r.counts[name+":ok"] == 0 {
			t.Errorf("no successful %s in %d steps: the generator misses a path", name, n)
		}
	}
}

// nextTime is the timestamp the next transaction's block gets.
func (r *randomRun) nextTime() uint64 { return r.f.now() + 1 }

func (r *randomRun) pick(ss []*Sender) *Sender { return ss[r.rng.IntN(len(ss))] }

func (r *randomRun) amount(max int64) *big.Int {
	return big.NewInt(r.rng.Int64N(max) + 1)
}

// expect runs call and checks that it fails with the custom error want ("" = succeeds).
func (r *randomRun) expect(action, want string, call func() error) bool {
	r.t.Helper()
	err := call()
	got := ""
	if err != nil {
		var re *RevertError
		if !errors.As(err, &re) {
			r.t.Fatalf("%s: unexpected non-revert error: %v", action, err)
		}
		got = re.Name
		if got == "" {
			r.t.Fatalf("%s: undecoded revert %v", action, err)
		}
	}
	if got != want {
		r.t.Fatalf("%s: got %q (%v), model expects %q", action, got, err, want)
	}
	if want == "" {
		r.counts[action+":ok"]++
	} else {
		r.failures++
		r.counts[action+":"+want]++
	}
	return want == ""
}

func (r *randomRun) step(i int) {
	f, m := r.f, r.m
	ctx := r.ctx
	var touchedJob *[32]byte
	var touchedProv *common.Address
	switch k := r.rng.IntN(109); {
	case k >= 106: // a provider withdraws (part of) its earnings
		r.withdrawEarnings()
	case k >= 103: // a requester withdraws (part of) its deposit
		r.withdrawDeposit()
	case k >= 100: // a requester deposits
		r.deposit()
	case k < 6: // time passes
		d := time.Duration(1+r.rng.IntN(250)) * time.Second
		if err := f.chain.advance(d); err != nil {
			r.t.Fatal(err)
		}
		r.counts["advance"]++
	case k < 10: // register (sometimes with a bad peer id)
		s := r.pick(r.senders[1:])
		peer := []byte(fmt.Sprintf("peer-%d", i))
		want := ""
		if r.rng.IntN(5) == 0 {
			peer, want = nil, "InvalidPeerId"
		}
		if r.expect("register", want, func() error { _, err := f.c.Register(ctx, s, peer, "meta"); return err }) {
			m.prov(s.Address()).registered = true
		}
	case k < 18: // approve the registry or the escrow
		s := r.pick(r.senders[1:])
		spender := f.d.Escrow
		if r.rng.IntN(2) == 0 {
			spender = f.d.Registry
		}
		amt := r.amount(tok(5_000).Int64())
		r.expect("approve", "", func() error { _, err := f.c.Approve(ctx, s, spender, amt); return err })
		m.allowance(s.Address(), spender).Set(amt)
	case k < 26: // stake
		s := r.pick(r.senders[1:])
		amt := r.amount(tok(3_000).Int64())
		if r.rng.IntN(10) == 0 {
			amt = new(big.Int)
		}
		p := m.prov(s.Address())
		want := ""
		switch {
		case amt.Sign() == 0:
			want = "ZeroAmount"
		case !p.registered:
			want = "NotRegistered"
		default:
			want = m.checkTransferFrom(s.Address(), f.d.Registry, amt)
		}
		if r.expect("stake", want, func() error { _, err := f.c.Stake(ctx, s, amt); return err }) {
			m.allowance(s.Address(), f.d.Registry).Sub(m.allowance(s.Address(), f.d.Registry), amt)
			m.move(s.Address(), f.d.Registry, amt)
			p.stake.Add(p.stake, amt)
		}
		a := s.Address()
		touchedProv = &a
	case k < 31: // request unstake
		s := r.pick(r.senders[1:])
		p := m.prov(s.Address())
		free := new(big.Int).Sub(p.stake, p.locked)
		amt := r.amount(tok(2_000).Int64())
		if free.Sign() > 0 && r.rng.IntN(2) == 0 {
			amt = new(big.Int).Add(big.NewInt(r.rng.Int64N(free.Int64())), big.NewInt(1))
		}
		want := ""
		if amt.Cmp(free) > 0 {
			want = "InsufficientFreeStake"
		}
		now := r.nextTime()
		if r.expect("unstake", want, func() error { _, err := f.c.RequestUnstake(ctx, s, amt); return err }) {
			p.stake.Sub(p.stake, amt)
			p.unbonding.Add(p.unbonding, amt)
			p.readyAt = now + m.unbond
		}
		a := s.Address()
		touchedProv = &a
	case k < 35: // withdraw
		s := r.pick(r.senders[1:])
		p := m.prov(s.Address())
		now := r.nextTime()
		want := ""
		switch {
		case p.unbonding.Sign() == 0:
			want = "NothingToWithdraw"
		case now < p.readyAt:
			want = "UnbondingNotReady"
		}
		if r.expect("withdraw", want, func() error { _, err := f.c.Withdraw(ctx, s); return err }) {
			m.move(f.d.Registry, s.Address(), p.unbonding)
			p.unbonding = new(big.Int)
			p.readyAt = 0
		}
		a := s.Address()
		touchedProv = &a
	case k < 38: // token transfer between holders
		s, to := r.pick(r.senders[1:]), r.pick(r.senders)
		amt := r.amount(tok(2_000).Int64())
		want := ""
		if m.bal(s.Address()).Cmp(amt) < 0 {
			want = "ERC20InsufficientBalance"
		}
		if r.expect("transfer", want, func() error { _, err := f.c.Transfer(ctx, s, to.Address(), amt); return err }) {
			m.move(s.Address(), to.Address(), amt)
		}
	case k < 40: // mint, by the owner or by someone who may not
		s, to := r.pick(r.senders), r.pick(r.senders)
		amt := r.amount(tok(1_000).Int64())
		want := ""
		if s != f.owner {
			want = "OwnableUnauthorizedAccount"
		}
		if r.expect("mint", want, func() error { _, err := f.c.Mint(ctx, s, to.Address(), amt); return err }) {
			m.supply.Add(m.supply, amt)
			m.bal(to.Address()).Add(m.bal(to.Address()), amt)
		}
	case k < 62: // open a job
		id := r.open(i)
		touchedJob = &id
	case k < 74:
		id := r.submit()
		touchedJob = &id
	case k < 82:
		id := r.claim()
		touchedJob = &id
	case k < 85:
		id := r.dispute()
		touchedJob = &id
	case k < 88:
		id := r.verdicts()
		touchedJob = &id
	case k < 89:
		id := r.expire()
		touchedJob = &id
	case k < 92:
		id := r.refund()
		touchedJob = &id
	case k < 94:
		id := r.abandon()
		touchedJob = &id
	case k < 96: // anyone pays the accrued fees to the treasury
		s := r.pick(r.senders)
		want := ""
		if m.fees.Sign() == 0 {
			want = "NoFeesAccrued"
		}
		if r.expect("withdrawFees", want, func() error {
			_, err := s.Send(ctx, f.d.Escrow, f.c.escrow.PackWithdrawFees())
			return err
		}) {
			m.move(f.d.Escrow, m.treasury, m.fees)
			m.fees = new(big.Int)
		}
	case k == 96: // a provider (or anyone) locks free stake into its reserve in bulk
		r.lockReserve()
		a := r.m.lastReleaser
		touchedProv = &a
	case k == 97: // a provider (or anyone) releases (part of) its free collateral reserve
		r.releaseReserve()
		a := r.m.lastReleaser
		touchedProv = &a
	default: // lock/slash by a non-slasher
		s := r.pick(r.senders)
		reg := bindings.NewProviderRegistry()
		r.expect("lock", "NotSlasher", func() error {
			_, err := s.Send(ctx, f.d.Registry, reg.PackLock(s.Address(), big.NewInt(1)))
			return err
		})
	}
	// A job action moves its provider's collateral (lock, unlock or slash, always exactly the
	// job's): check the provider's stake and locked amount against the model too.
	if touchedJob != nil && touchedProv == nil {
		if j := m.jobs[*touchedJob]; j != nil {
			p := j.a.Provider
			touchedProv = &p
		}
	}
	r.check(touchedJob, touchedProv)
}

func (r *randomRun) open(i int) [32]byte {
	f, m := r.f, r.m
	prov, req := r.pick(r.provs), r.pick(r.reqs)
	sender := req
	now := r.nextTime()
	p := m.prov(prov.Address())
	free := new(big.Int).Sub(p.stake, p.locked)
	// What an open can take: the free reserve, then free stake for the shortfall.
	avail := new(big.Int).Add(free, p.reserve)
	a := &Acceptance{
		Requester:        req.Address(),
		Provider:         prov.Address(),
		SpecHash:         SpecHash([]byte(fmt.Sprintf("spec-%d", i))),
		Price:            r.amount(tok(500).Int64()),
		Collateral:       new(big.Int),
		Deadline:         now + 20 + uint64(r.rng.IntN(400)),
		Class:            JobClass(r.rng.IntN(3)),
		SecretCommitment: CommitSecret(modelSecret(i)),
		Expiry:           now + 10 + uint64(r.rng.IntN(100)),
	}
	if p.reserve.Sign() > 0 && r.rng.IntN(3) == 0 { // one the free reserve covers
		a.Collateral = big.NewInt(r.rng.Int64N(p.reserve.Int64()) + 1)
	} else if avail.Sign() > 0 && r.rng.IntN(4) != 0 {
		a.Collateral = big.NewInt(r.rng.Int64N(avail.Int64()) + 1)
	} else if r.rng.IntN(2) == 0 {
		a.Collateral = r.amount(tok(1_000).Int64())
	}
	a.JobID = NewJobID(req.Address())
	signer := prov
	domain := f.d.Domain()
	usePermit := r.rng.IntN(4) == 0
	// A third of the opens (not permits) are sent as paid from the deposit, whether it covers the
	// price or not.
	fromDeposit := !usePermit && r.rng.IntN(3) == 0
	fault := r.rng.IntN(12)
	switch fault {
	case 0:
		sender = r.pick(r.senders)
	case 1:
		signer = r.pick(r.senders)
	case 2:
		domain.ChainID = big.NewInt(1)
	case 3:
		a.Expiry = now - 1 - uint64(r.rng.IntN(50))
	case 4:
		if len(m.jobIDs) > 0 {
			a.JobID = m.jobIDs[r.rng.IntN(len(m.jobIDs))]
		}
	case 5:
		a.Deadline = now - uint64(r.rng.IntN(3))
	case 7:
		a.JobID = NewJobID(r.pick(r.senders).Address()) // someone else's namespace (or, rarely, its own)
	}
	sig, err := a.Sign(domain, signer.Key())
	if err != nil {
		r.t.Fatal(err)
	}
	if fault == 6 {
		a.Price = new(big.Int).Add(a.Price, big.NewInt(1)) // terms changed after signing
	}

	// The contract's check order. The collateral comes from the free reserve when it covers it
	// (no registry call); otherwise the whole reserve is taken and the shortfall locked.
	fromReserve := p.reserve.Sign() > 0 && p.reserve.Cmp(a.Collateral) >= 0
	want := ""
	allowanceAfterPermit := m.allowance(req.Address(), f.d.Escrow)
	if usePermit && sender == req {
		allowanceAfterPermit = a.Price
	}
	recovered, _ := a.Signer(f.d.Domain(), sig)
	switch {
	case sender.Address() != a.Requester:
		want = "NotRequester"
	case a.JobID.Requester() != a.Requester:
		want = "JobIdNotRequesters"
	case now > a.Expiry:
		want = "AcceptanceExpired"
	case a.Deadline <= now:
		want = "InvalidDeadline"
	case a.Expiry+uint64(MinRunLead/time.Second) > a.Deadline:
		want = "ExpiryTooLate"
	case m.jobs[a.JobID] != nil:
		want = "JobExists"
	case recovered != a.Provider:
		want = "InvalidSignature"
	case fromDeposit && m.deposit(req.Address()).Cmp(a.Price) < 0:
		want = "InsufficientDeposit"
	case !fromDeposit && allowanceAfterPermit.Cmp(a.Price) < 0:
		want = "ERC20InsufficientAllowance"
	case !fromDeposit && m.bal(req.Address()).Cmp(a.Price) < 0:
		want = "ERC20InsufficientBalance"
	case fromReserve:
	case !p.registered:
		want = "NotRegistered"
	case new(big.Int).Sub(a.Collateral, p.reserve).Cmp(free) > 0:
		want = "InsufficientFreeStake"
	}
	action := "open"
	if usePermit {
		action = "open_permit"
	}
	if fromDeposit {
		action = "open_from_deposit"
	}
	ok := r.expect(action, want, func() error {
		if usePermit {
			_, err := f.c.OpenJobWithPermit(r.ctx, sender, a, sig, a.Expiry+1000)
			return err
		}
		if fromDeposit {
			_, err := f.c.OpenJobFromDeposit(r.ctx, sender, a, sig)
			return err
		}
		_, err := f.c.OpenJob(r.ctx, sender, a, sig)
		return err
	})
	if ok {
		if usePermit || fromDeposit {
			r.counts["open:ok"]++
		}
		allow := m.allowance(req.Address(), f.d.Escrow)
		if fromDeposit {
			m.deposit(req.Address()).Sub(m.deposit(req.Address()), a.Price)
		} else {
			allow.Sub(allowanceAfterPermit, a.Price)
			m.move(req.Address(), f.d.Escrow, a.Price)
		}
		if fromReserve {
			p.reserve.Sub(p.reserve, a.Collateral)
			r.counts["open_from_reserve:ok"]++
		} else {
			p.locked.Add(p.locked, new(big.Int).Sub(a.Collateral, p.reserve))
			p.reserve = new(big.Int)
		}
		m.jobs[a.JobID] = &modelJob{a: a, status: StatusOpen, time: a.Deadline, secret: [32]byte(modelSecret(i))}
		m.jobIDs = append(m.jobIDs, a.JobID)
	}
	return a.JobID
}

// deposit moves a random amount (sometimes zero, sometimes more than approved or held) of a
// requester's (or anyone's) wallet into its escrow deposit.
func (r *randomRun) deposit() {
	f, m := r.f, r.m
	s := r.pick(r.senders[1:])
	if r.rng.IntN(2) == 0 {
		s = r.pick(r.reqs)
	}
	amt := r.amount(tok(3_000).Int64())
	if r.rng.IntN(10) == 0 {
		amt = new(big.Int)
	}
	want := ""
	if amt.Sign() == 0 {
		want = "InvalidAmount"
	} else {
		want = m.checkTransferFrom(s.Address(), f.d.Escrow, amt)
	}
	if r.expect("deposit", want, func() error {
		_, err := s.Send(r.ctx, f.d.Escrow, f.c.escrow.PackDeposit(amt))
		return err
	}) {
		m.allowance(s.Address(), f.d.Escrow).Sub(m.allowance(s.Address(), f.d.Escrow), amt)
		m.move(s.Address(), f.d.Escrow, amt)
		m.deposit(s.Address()).Add(m.deposit(s.Address()), amt)
	}
}

// withdrawDeposit pays part of, all of, or more than (refused) a sender's deposit to itself or
// another holder.
func (r *randomRun) withdrawDeposit() {
	s := r.pick(r.senders[1:])
	r.withdrawFrom("withdrawDeposit", "InsufficientDeposit", s, r.m.deposit(s.Address()), r.f.c.WithdrawDeposit)
}

// withdrawEarnings pays part of, all of, or more than (refused) a sender's earnings to itself
// or another holder.
func (r *randomRun) withdrawEarnings() {
	s := r.pick(r.senders[1:])
	r.withdrawFrom("withdrawEarnings", "InsufficientEarnings", s, r.m.earned(s.Address()), r.f.c.WithdrawEarnings)
}

// withdrawFrom has s withdraw all of, part of, or more than its escrow balance held (the model's
// value, updated on success) to a random holder with send; more than held must fail with
// refusal.
func (r *randomRun) withdrawFrom(op, refusal string, s *Sender, held *big.Int,
	send func(context.Context, *Sender, *big.Int, common.Address) (*types.Receipt, error)) {
	to := r.pick(r.senders)
	var amt *big.Int
	switch {
	case held.Sign() > 0 && r.rng.IntN(3) == 0:
		amt = new(big.Int).Set(held)
	case held.Sign() > 0 && r.rng.IntN(2) == 0:
		amt = big.NewInt(r.rng.Int64N(held.Int64()) + 1)
	default:
		amt = new(big.Int).Add(held, r.amount(tok(100).Int64()))
	}
	want := ""
	if amt.Cmp(held) > 0 {
		want = refusal
	}
	if r.expect(op, want, func() error {
		_, err := send(r.ctx, s, amt, to.Address())
		return err
	}) {
		held.Sub(held, amt)
		r.m.move(r.f.d.Escrow, to.Address(), amt)
	}
}

// releaseReserve releases part of, all of, or more than (refused) a sender's free collateral
// reserve back to its free registry stake.
func (r *randomRun) releaseReserve() {
	f, m := r.f, r.m
	s := r.pick(r.senders[1:])
	if r.rng.IntN(3) != 0 {
		s = r.pick(r.provs)
	}
	m.lastReleaser = s.Address()
	p := m.prov(s.Address())
	var amt *big.Int
	switch {
	case p.reserve.Sign() > 0 && r.rng.IntN(3) == 0:
		amt = new(big.Int).Set(p.reserve)
	case p.reserve.Sign() > 0 && r.rng.IntN(2) == 0:
		amt = big.NewInt(r.rng.Int64N(p.reserve.Int64()) + 1)
	case r.rng.IntN(8) == 0:
		amt = new(big.Int) // zero: refused
	default:
		amt = new(big.Int).Add(p.reserve, r.amount(tok(100).Int64()))
	}
	want := ""
	if amt.Sign() == 0 || amt.Cmp(p.reserve) > 0 {
		want = "InsufficientReserve"
	}
	if r.expect("releaseReserve", want, func() error {
		_, err := s.Send(r.ctx, f.d.Escrow, f.c.escrow.PackReleaseReserve(amt))
		return err
	}) {
		p.reserve.Sub(p.reserve, amt)
		p.locked.Sub(p.locked, amt)
	}
}

// lockReserve locks part of, all of, or more than (refused) a sender's free stake into its
// reserve; an unregistered sender is refused by the registry.
func (r *randomRun) lockReserve() {
	f, m := r.f, r.m
	s := r.pick(r.senders[1:])
	if r.rng.IntN(3) != 0 {
		s = r.pick(r.provs)
	}
	m.lastReleaser = s.Address()
	p := m.prov(s.Address())
	free := new(big.Int).Sub(p.stake, p.locked)
	var amt *big.Int
	switch {
	case free.Sign() > 0 && r.rng.IntN(4) != 0:
		amt = big.NewInt(r.rng.Int64N(free.Int64()) + 1)
	case r.rng.IntN(8) == 0:
		amt = new(big.Int) // zero: refused
	default:
		amt = new(big.Int).Add(free, r.amount(tok(100).Int64()))
	}
	want := ""
	switch {
	case amt.Sign() == 0:
		want = "InvalidAmount"
	case !p.registered:
		want = "NotRegistered"
	case amt.Cmp(free) > 0:
		want = "InsufficientFreeStake"
	}
	if r.expect("lockReserve", want, func() error {
		_, err := s.Send(r.ctx, f.d.Escrow, f.c.escrow.PackLockReserve(amt))
		return err
	}) {
		p.reserve.Add(p.reserve, amt)
		p.locked.Add(p.locked, amt)
	}
}

// pickJob returns a known job (or, sometimes, an unknown one) and a copy of its acceptance,
// tampered with when the third result is true. Mostly it picks a job in status prefer, so that
// the valid paths are exercised as often as the invalid ones.
func (r *randomRun) pickJob(prefer JobStatus) (*modelJob, *Acceptance, bool) {
	if len(r.m.jobIDs) == 0 || r.rng.IntN(15) == 0 {
		a := &Acceptance{JobID: [32]byte{0xff, byte(r.rng.IntN(256))}, Price: big.NewInt(1), Collateral: new(big.Int)}
		return nil, a, false
	}
	var candidates [][32]byte
	for _, id := range r.m.jobIDs {
		if r.m.jobs[id].status == prefer {
			candidates = append(candidates, id)
		}
	}
	if len(candidates) == 0 || r.rng.IntN(4) == 0 {
		candidates = r.m.jobIDs
	}
	j := r.m.jobs[candidates[r.rng.IntN(len(candidates))]]
	a := *j.a
	tampered := r.rng.IntN(12) == 0
	if tampered {
		a.Collateral = new(big.Int).Add(a.Collateral, big.NewInt(1))
	}
	return j, &a, tampered
}

func (r *randomRun) loadWant(j *modelJob, tampered bool, want JobStatus) string {
	switch {
	case j == nil:
		return "UnknownJob"
	case j.status != want:
		return "WrongStatus"
	case tampered:
		return "TermsMismatch"
	}
	return ""
}

func (r *randomRun) submit() [32]byte {
	j, a, tampered := r.pickJob(StatusOpen)
	sender := r.pick(r.provs)
	if j != nil && r.rng.IntN(5) != 0 {
		sender = r.senderOf(a.Provider)
	}
	cid := []byte(fmt.Sprintf("result-%d", r.rng.IntN(1_000_000)))
	now := r.nextTime()
	want := r.loadWant(j, tampered, StatusOpen)
	if want == "" {
		switch {
		case sender.Address() != a.Provider:
			want = "NotProvider"
		case now > j.time:
			want = "DeadlinePassed"
		case a.Class == ClassZK:
			want = "ProofRequired" // zk jobs are paid on a proof only
		}
	}
	if r.expect("submit", want, func() error { _, err := r.f.c.SubmitResult(r.ctx, sender, a, cid); return err }) {
		j.status = StatusSubmitted
		j.time = now + r.m.window
		j.resultHash = ResultHash(cid)
	}
	return a.JobID
}

func (r *randomRun) claim() [32]byte {
	j, a, tampered := r.pickJob(StatusSubmitted)
	var rh [32]byte
	if j != nil {
		rh = j.resultHash
		if r.rng.IntN(15) == 0 {
			rh[0] ^= 1
			tampered = true
		}
	}
	now := r.nextTime()
	want := r.loadWant(j, tampered, StatusSubmitted)
	if want == "" && now < j.time {
		want = "ChallengeWindowOpen"
	}
	sender := r.pick(r.senders)
	if r.expect("claim", want, func() error { _, err := r.f.c.Claim(r.ctx, sender, a, rh); return err }) {
		m := r.m
		fee := new(big.Int).Div(new(big.Int).Mul(a.Price, big.NewInt(m.feeBps)), big.NewInt(10_000))
		m.credit(a.Provider, new(big.Int).Sub(a.Price, fee))
		m.fees.Add(m.fees, fee) // the escrow keeps it for the treasury (withdrawFees)
		m.settle(a)
		j.status = StatusClaimed
	}
	return a.JobID
}

func (r *randomRun) refund() [32]byte {
	j, a, tampered := r.pickJob(StatusOpen)
	now := r.nextTime()
	want := r.loadWant(j, tampered, StatusOpen)
	if want == "" && now <= j.time {
		want = "DeadlineNotReached"
	}
	sender := r.pick(r.senders)
	if r.expect("refund", want, func() error { _, err := r.f.c.Refund(r.ctx, sender, a); return err }) {
		m := r.m
		m.move(r.f.d.Escrow, a.Requester, a.Price)
		m.move(r.f.d.Registry, m.treasury, a.Collateral) // the slash goes to the treasury
		p := m.prov(a.Provider)
		p.locked.Sub(p.locked, a.Collateral)
		p.stake.Sub(p.stake, a.Collateral)
		j.status = StatusRefunded
	}
	return a.JobID
}

// abandon has a provider (mostly the job's) give up an Open job: the price goes back, the
// collateral returns to the provider's free reserve, nothing is slashed or paid.
func (r *randomRun) abandon() [32]byte {
	j, a, tampered := r.pickJob(StatusOpen)
	sender := r.pick(r.provs)
	if j != nil && r.rng.IntN(5) != 0 {
		sender = r.senderOf(a.Provider)
	}
	reason := AbandonReason(1 + r.rng.IntN(3))
	now := r.nextTime()
	want := r.loadWant(j, tampered, StatusOpen)
	if want == "" {
		switch {
		case sender.Address() != a.Provider:
			want = "NotProvider"
		case now > j.time:
			want = "DeadlinePassed"
		}
	}
	if r.expect("abandon", want, func() error { _, err := r.f.c.Abandon(r.ctx, sender, a, reason); return err }) {
		m := r.m
		m.move(r.f.d.Escrow, a.Requester, a.Price)
		m.settle(a)
		j.status = StatusAbandoned
	}
	return a.JobID
}

func modelSecret(i int) []byte { return crypto.Keccak256([]byte(fmt.Sprintf("secret-%d", i))) }

// Dispute parameters of the deployment (DeployConfig defaults).
var (
	modelMinBond     = big.NewInt(defaultMinBondUnits)
	modelMinVerifier = big.NewInt(defaultMinVerifierStakeUn)
)

func (r *randomRun) dispute() [32]byte {
	f, m := r.f, r.m
	j, a, tampered := r.pickJob(StatusSubmitted)
	var rh, secret [32]byte
	if j != nil {
		rh, secret = j.resultHash, j.secret
	}
	sender := r.pick(r.reqs)
	if j != nil && r.rng.IntN(5) != 0 {
		sender = r.senderOf(a.Requester)
	}
	if r.rng.IntN(10) == 0 {
		secret[0] ^= 1
	}
	bond := new(big.Int).Div(new(big.Int).Mul(a.Price, big.NewInt(DefaultDisputeBondBps)), big.NewInt(10_000))
	if bond.Cmp(modelMinBond) < 0 {
		bond = new(big.Int).Set(modelMinBond)
	}
	if r.rng.IntN(3) != 0 { // usually approve the bond first (unrecorded: approve is not under test)
		r.expect("approve", "", func() error { _, err := f.c.Approve(r.ctx, sender, f.d.Escrow, bond); return err })
		m.allowance(sender.Address(), f.d.Escrow).Set(bond)
		r.check(nil, nil)
	}
	now := r.nextTime()
	want := r.loadWant(j, tampered, StatusSubmitted)
	if want == "" {
		switch {
		case sender.Address() != a.Requester:
			want = "NotRequester"
		case now >= j.time:
			want = "ChallengeWindowClosed"
		case secret != j.secret:
			want = "RevealMismatch"
		default:
			want = m.checkTransferFrom(sender.Address(), f.d.Escrow, bond)
		}
	}
	if r.expect("dispute", want, func() error { _, err := f.c.OpenDispute(r.ctx, sender, a, rh, secret); return err }) {
		allow := m.allowance(sender.Address(), f.d.Escrow)
		allow.Sub(allow, bond)
		m.move(sender.Address(), f.d.Escrow, bond)
		st, err := f.c.DisputeState(r.ctx, a.JobID)
		if err != nil {
			r.t.Fatal(err)
		}
		j.status, j.time = StatusDisputed, now+uint64(DefaultVerdictWindow/time.Second)
		j.disputer, j.bond, j.openedAt, j.id = sender.Address(), bond, now, st.ID
		if st.OpenedAt != now || st.Bond.Cmp(bond) != 0 || st.ID != DisputeID(a.JobID, st.OpenBlock) {
			r.t.Fatalf("dispute state %+v, model opened at %d bond %s", st, now, bond)
		}
	}
	return a.JobID
}

// verdicts relays one or two verdicts. The random run never draws a committee (committee
// draws, votes and their settlement are covered by dispute_test.go), so a relay to a disputed
// job fails NotYetDrawn, or VerdictLate after its deadline, and changes nothing.
func (r *randomRun) verdicts() [32]byte {
	f := r.f
	j, a, tampered := r.pickJob(StatusDisputed)
	var rh [32]byte
	if j != nil {
		rh = j.resultHash
	}
	now := r.nextTime()
	vs := make([]Verdict, 1+r.rng.IntN(2))
	for i := range vs {
		vs[i] = Verdict{JobID: a.JobID, Outcome: uint8(1 + r.rng.IntN(2)), IssuedAt: now}
		if j != nil {
			vs[i].DisputeID = j.id
		}
		if err := vs[i].Sign(f.d.Domain(), r.pick(r.provs).Key()); err != nil {
			r.t.Fatal(err)
		}
	}
	want := r.loadWant(j, tampered, StatusDisputed)
	switch {
	case want != "":
	case now > j.time:
		want = "VerdictLate"
	default:
		want = "NotYetDrawn"
	}
	sender := r.pick(r.senders)
	r.expect("verdicts", want, func() error { _, err := f.c.SubmitVerdicts(r.ctx, sender, a, rh, vs); return err })
	return a.JobID
}

func (r *randomRun) expire() [32]byte {
	j, a, tampered := r.pickJob(StatusDisputed)
	var rh [32]byte
	if j != nil {
		rh = j.resultHash
	}
	now := r.nextTime()
	want := r.loadWant(j, tampered, StatusDisputed)
	if want == "" && now <= j.time {
		want = "VerdictWindowOpen"
	}
	sender := r.pick(r.senders)
	if r.expect("expire", want, func() error { _, err := r.f.c.ExpireDispute(r.ctx, sender, a, rh); return err }) {
		r.resolve(j)
	}
	return a.JobID
}

// resolve applies the settlement of a dispute that expired without a committee (VOID) to the
// model: the provider's earnings are credited, the bond goes back, the collateral returns to the
// provider's free reserve.
func (r *randomRun) resolve(j *modelJob) {
	m, d := r.m, r.f.d
	a := j.a
	j.status = StatusResolved
	fee := new(big.Int).Div(new(big.Int).Mul(a.Price, big.NewInt(m.feeBps)), big.NewInt(10_000))
	m.credit(a.Provider, new(big.Int).Sub(a.Price, fee))
	m.fees.Add(m.fees, fee)
	m.move(d.Escrow, j.disputer, j.bond)
	m.settle(a)
}

func (r *randomRun) senderOf(addr common.Address) *Sender {
	for _, s := range r.senders {
		if s.Address() == addr {
			return s
		}
	}
	r.t.Fatalf("no sender for %s", addr)
	return nil
}

// check asserts the money invariants after a step, plus the touched job's and provider's state.
func (r *randomRun) check(job *[32]byte, prov *common.Address) {
	r.t.Helper()
	f, m := r.f, r.m
	escrowBal := f.balance(f.d.Escrow)
	if owed := m.owed(); escrowBal.Cmp(owed) != 0 {
		r.t.Fatalf("escrow holds %s, owes %s", escrowBal, owed)
	}
	if fees, err := f.c.FeesAccrued(r.ctx); err != nil || fees.Cmp(m.fees) != 0 {
		r.t.Fatalf("fees accrued %s (%v), model %s", fees, err, m.fees)
	}
	for addr, want := range m.deposits {
		if got, err := f.c.DepositOf(r.ctx, addr); err != nil || got.Cmp(want) != 0 {
			r.t.Fatalf("deposit of %s: %s (%v), model %s", addr, got, err, want)
		}
	}
	for addr, want := range m.earnings {
		if got, err := f.c.AccountOf(r.ctx, addr); err != nil || got.Earnings.Cmp(want) != 0 || got.JobsPaid != m.jobsPaid[addr] {
			r.t.Fatalf("account of %s: %+v (%v), model earnings %s, %d jobs paid", addr, got, err, want, m.jobsPaid[addr])
		}
	}
	// The reserve invariant: registry-locked stake == free reserve + collateral of live jobs.
	live := map[common.Address]*big.Int{}
	for _, j := range m.jobs {
		if j.status == StatusOpen || j.status == StatusSubmitted || j.status == StatusDisputed {
			if live[j.a.Provider] == nil {
				live[j.a.Provider] = new(big.Int)
			}
			live[j.a.Provider].Add(live[j.a.Provider], j.a.Collateral)
		}
	}
	for addr, p := range m.provs {
		want := new(big.Int).Set(p.reserve)
		if c := live[addr]; c != nil {
			want.Add(want, c)
		}
		if p.locked.Cmp(want) != 0 {
			r.t.Fatalf("model of %s: locked %s, but reserve %s + live collateral %s", addr, p.locked, p.reserve, live[addr])
		}
		got, err := f.c.ReserveOf(r.ctx, addr)
		if err != nil || got.Cmp(p.reserve) != 0 {
			r.t.Fatalf("reserve of %s: %s (%v), model %s", addr, got, err, p.reserve)
		}
		if info := f.stake(addr); info.Locked.Cmp(want) != 0 {
			r.t.Fatalf("registry locks %s of %s, but its reserve %s + live collateral %s is %s", info.Locked, addr, p.reserve, live[addr], want)
		}
	}
	regBal := f.balance(f.d.Registry)
	held, err := f.c.RegistryHeld(r.ctx)
	if err != nil {
		r.t.Fatal(err)
	}
	if want := m.registryHeld(); regBal.Cmp(want) != 0 || held.Cmp(want) != 0 {
		r.t.Fatalf("registry holds %s, contract accounts for %s, model %s", regBal, held, want)
	}
	sum := new(big.Int)
	for addr, want := range m.balances {
		got := f.balance(addr)
		if got.Cmp(want) != 0 {
			r.t.Fatalf("balance of %s: %s, model %s", addr, got, want)
		}
		sum.Add(sum, got)
	}
	supply, err := f.c.TotalSupply(r.ctx)
	if err != nil {
		r.t.Fatal(err)
	}
	if supply.Cmp(m.supply) != 0 || sum.Cmp(supply) != 0 {
		r.t.Fatalf("total supply %s, model %s, sum of holders %s: wei created or lost", supply, m.supply, sum)
	}
	if job != nil {
		st, err := f.c.JobState(r.ctx, *job)
		if err != nil {
			r.t.Fatal(err)
		}
		want := StatusNone
		var wantTime uint64
		if j := m.jobs[*job]; j != nil {
			want, wantTime = j.status, j.time
		}
		if st.Status != want || (want != StatusNone && st.Time != wantTime) {
			r.t.Fatalf("job %x: %s until %d, model %s until %d", *job, st.Status, st.Time, want, wantTime)
		}
	}
	if prov != nil {
		info := f.stake(*prov)
		p := m.prov(*prov)
		if info.Stake.Cmp(p.stake) != 0 || info.Locked.Cmp(p.locked) != 0 || info.Unbonding.Cmp(p.unbonding) != 0 || info.Registered != p.registered {
			r.t.Fatalf("provider %s: %+v, model %+v", *prov, info, p)
		}
	}
}
