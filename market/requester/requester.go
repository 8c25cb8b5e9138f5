package requester

import (
	"bytes"
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"math/big"

	"path/filepath"
	"slices"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/routing"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/bid"
	"github.com/gpumesh/gpumesh/market/book"
	"github.com/gpumesh/gpumesh/market/joblogs"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/market/match"
	"github.com/gpumesh/gpumesh/market/notice"
	"github.com/gpumesh/gpumesh/market/offers"
	"github.com/gpumesh/gpumesh/market/offersync"
	"github.com/gpumesh/gpumesh/market/propose"
	"github.com/gpumesh/gpumesh/market/requests"
	"github.com/gpumesh/gpumesh/p2p"
	"github.com/gpumesh/gpumesh/p2p/content"
	"github.com/gpumesh/gpumesh/p2p/gossip"
)

// Requester is a running requester: p2p node, content store, order book, chain client and job
// state. Its methods are safe for concurrent use.
type Requester struct {
	cfg Config
	dom market.Domain
	me  common.Address

	db        *db
	node      *p2p.Node
	store     *content.Store
	book      *book.Book
	offers    *offers.Topic
	requests  *requests.Topic
	bids      *bid.Service
	offerSync *offersync.Service // answers /gpumesh/offers-sync/1 from the book (offersync.go)
	propose   *propose.Client
	logs      *joblogs.Client // live output of running jobs (logs.go)
	chain     *contracts.Client

	// sendMu serialises the requester's permit and allowance transactions until each is mined:
	// a permit is signed over the token's nonce as of the latest block, so two in flight would
	// share one. It bounds a requester account to about one escrow open per block.
	sendMu sync.Mutex
	sender *contracts.Sender

	auctionMu sync.Mutex
	auctions  map[contracts.JobID]chan bidFrom

	evidence evidenceState // dispute evidence channel (spotcheck.go)

	notices *notice.Service // providers' failure notices (failover.go)
	wakeMu  sync.Mutex
	wake    map[contracts.JobID]chan struct{} // followers to wake on a job's notice

	// bookWake fires when the book or a burst slot changes (bookwake.go).
	bookWake wakeup
	chanOnce sync.Once
	chans    *channelState // burst payment channels (channel.go)

	decOnce  sync.Once
	decimals int // the payment token's decimals, read once (units.go)

	api *localAPI // the local API (Config.LocalAPI), nil when not served

	// backendCloser closes the chain connection Open dialed (nil when the caller owns Backend).
	backendCloser func()

	cancel    context.CancelFunc
	wg        sync.WaitGroup
	closeOnce sync.Once
	closeErr  error
}

type bidFrom struct {
	b    *market.Bid
	peer peer.ID
}

// New validates cfg and returns a Requester that is not started. It has no side effects.
func New(cfg Config) (*Requester, error) {
	cfg.EnsureDefaults()
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if cfg.SpotCheck.Off {
		cfg.SpotCheck = nil // off: the code below reads a nil SpotCheck as "no spot-checks"
	}
	return &Requester{
		cfg:      cfg,
		dom:      cfg.Deployment.Domain(),
		me:       crypto.PubkeyToAddress(cfg.Key.PublicKey),
		auctions: make(map[contracts.JobID]chan bidFrom),
		wake:     make(map[contracts.JobID]chan struct{}),
	}, nil
}

// Address is the requester's wallet address.
func (r *Requester) Address() common.Address { return r.me }

// Node is the requester's p2p node (nil before Start).
func (r *Requester) Node() *p2p.Node { return r.node }

// Store is the requester's content store (nil before Start).
func (r *Requester) Store() *content.Store { return r.store }

// Book is the requester's order book (nil before Start).
func (r *Requester) Book() *book.Book { return r.book }

// Contracts is the chain client.
func (r *Requester) Contracts() *contracts.Client { return r.chain }

// Start opens the state database, starts the p2p node and the content store, joins the offers
// and requests topics and installs the bid collector. ctx bounds start-up only; Close stops it.
func (r *Requester) Start(ctx context.Context) (err error) {
	defer func() {
		if err != nil {
			r.Close()
		}
	}()
	if r.db, err = openDB(filepath.Join(r.cfg.DataDir, "requester")); err != nil {
		return err
	}
	defer func() {
		// Served once everything it reads is up; a requester that cannot serve it still runs.
		if err == nil && r.cfg.LocalAPI {
			if r.api, err = r.serveLocalAPI(r.cfg.DataDir); err != nil {
				r.cfg.Logger.Warn("local API not served: other gpumesh commands cannot read this requester's jobs while it runs", "err", err)
				err = nil
			}
		}
	}()
	signer, err := p2p.NewKeySigner(r.cfg.Key)
	if err != nil {
		return fmt.Errorf("requester: %w", err)
	}
	r.node, err = p2p.New(p2p.Config{
		DataDir:        filepath.Join(r.cfg.DataDir, "p2p"),
		Identity:       r.cfg.PeerIdentity,
		Wallet:         signer,
		ChainID:        r.cfg.Deployment.ChainID.Uint64(),
		ListenAddrs:    r.cfg.ListenAddrs,
		BootstrapPeers: r.cfg.BootstrapPeers,
		Relays:         r.cfg.Relays,
		Gater:          r.cfg.ConnectionGater,
		Logger:         r.cfg.Logger,
		Registerer:     r.cfg.Registerer,
	})
	if err != nil {
		return fmt.Errorf("requester: p2p node: %w", err)
	}
	if err := r.node.Start(ctx); err != nil {
		return fmt.Errorf("requester: start p2p node: %w", err)
	}
	var router routing.ContentRouting
	if d := r.node.DHT(); d != nil {
		router = d
	}
	r.store, err = content.New(content.Config{DataDir: filepath.Join(r.cfg.DataDir, "content"), Logger: r.cfg.Logger}, r.node.Host(), router)
	if err != nil {
		return fmt.Errorf("requester: content store: %w", err)
	}
	if err := r.store.Start(ctx); err != nil {
		return fmt.Errorf("requester: start content store: %w", err)
	}
	// The book keeps a match index with the weights matching uses (match.Config{}: defaults).
	if r.book, err = book.New(book.Config{Logger: r.cfg.Logger, Attestations: r.cfg.Attestations, Matching: &match.Config{}}); err != nil {
		return fmt.Errorf("requester: book: %w", err)
	}
	if r.offers, err = offers.Join(r.node, offers.Config{Domain: r.dom}); err != nil {
		return fmt.Errorf("requester: join offers: %w", err)
	}
	if r.requests, err = requests.Join(r.node, requests.Config{Domain: r.dom}); err != nil {
		return fmt.Errorf("requester: join requests: %w", err)
	}
	if r.bids, err = bid.NewService(r.node, bid.Config{Domain: r.dom}, bid.CollectorFunc(r.handleBid)); err != nil {
		return fmt.Errorf("requester: bid service: %w", err)
	}
	if err := r.bids.Start(); err != nil {
		return fmt.Errorf("requester: bid service: %w", err)
	}
	if r.notices, err = notice.NewService(r.node, notice.Config{Domain: r.dom, Registerer: r.cfg.Registerer}, notice.ReceiverFunc(r.handleNotice)); err != nil {
		return fmt.Errorf("requester: notice service: %w", err)
	}
	if err := r.notices.Start(); err != nil {
		return fmt.Errorf("requester: notice service: %w", err)
	}
	if r.propose, err = propose.NewClient(r.node, propose.Config{Domain: r.dom}); err != nil {
		return fmt.Errorf("requester: propose client: %w", err)
	}
	if r.logs, err = joblogs.NewClient(r.node, joblogs.Config{Registerer: r.cfg.Registerer}); err != nil {
		return fmt.Errorf("requester: job logs client: %w", err)
	}
	r.chain = contracts.NewClient(r.cfg.Backend, r.cfg.Deployment, contracts.WithMaxLogRange(r.cfg.MaxLogRange),
		contracts.WithFees(r.cfg.MaxFeeCap, r.cfg.ReplaceAfter))
	r.sender = r.chain.Sender(r.cfg.Key)

	runCtx, cancel := context.WithCancel(context.Background())
	r.cancel = cancel
	r.wg.Add(2)
	go func() { defer r.wg.Done(); _ = r.offers.Feed(runCtx, wakingBook{r.book, &r.bookWake}) }()
	go func() { defer r.wg.Done(); _ = r.book.Run(runCtx) }()
	// The requests topic is for publishing, but staying subscribed relays other requesters'
	// requests; its subscription (this node's own requests arrive on it too) is drained so that
	// its buffer never fills ("subscriber too slow" for each request after 256).
	r.wg.Add(1)
	go func() {
		defer r.wg.Done()
		_ = r.requests.Run(runCtx, func(context.Context, gossip.Delivery[*market.Request]) error { return nil })
	}()
	if err := r.startOfferSync(runCtx); err != nil {
		return fmt.Errorf("requester: offers sync: %w", err)
	}
	return nil
}

// Close stops the requester: background loops, bid service, topics, content store, node, state
// database and, for a Requester from Open, the chain connection, in that order. It is idempotent.
func (r *Requester) Close() error {
	r.closeOnce.Do(func() {
		if r.cancel != nil {
			r.cancel()
		}
		var errs []error
		if r.api != nil {
			errs = append(errs, r.api.close()) // before the state it reads
		}
		if r.offerSync != nil {
			errs = append(errs, r.offerSync.Close())
		}
		if r.bids != nil {
			errs = append(errs, r.bids.Close())
		}
		if r.notices != nil {
			errs = append(errs, r.notices.Close())
		}
		if r.offers != nil {
			errs = append(errs, r.offers.Close())
		}
		if r.requests != nil {
			errs = append(errs, r.requests.Close())
		}
		r.wg.Wait()
		errs = append(errs, r.evidence.close())
		if r.store != nil {
			errs = append(errs, r.store.Close())
		}
		if r.node != nil {
			errs = append(errs, r.node.Close())
		}
		if r.db != nil {
			errs = append(errs, r.db.close())
		}
		if r.backendCloser != nil {
			r.backendCloser()
		}
		r.closeErr = errors.Join(errs...)
	})
	return r.closeErr
}

// Progress receives each phase change of a job as it happens (for the CLI's progress lines).
// It must not block.
type Progress func(id contracts.JobID, e Event)

// SubmitOptions tune Submit.
type SubmitOptions struct {
	// BaseDir is the directory relative local paths of the spec are taken from (the spec file's
	// directory). Default: the working directory.
	BaseDir string
	// OutDir is where Follow writes the result. Default <DataDir>/results/<job id>.
	OutDir string
	// Progress receives phase changes; nil reports nothing.
	Progress Progress
	// Exclude lists providers this job must not go to (a spot-check re-run excludes the
	// provider whose result it checks).
	Exclude []common.Address
}

// Job is a submitted job.
type Job struct {
	r *Requester
	// ID is the job's escrow id.
	ID contracts.JobID
	// Record is the job's state when Submit returned (the escrow is open).
	Record *Record
	// Timings of the submit phases.
	Resolve, Match, Open time.Duration
	progress             Progress
}

// Wait follows the job until its result is fetched into its OutDir, failing over to another
// provider when an attempt ends without a result, up to the spec's retries (see
// Requester.Complete). The record returned is the attempt's that delivered (or the last one's);
// the job's own record (Requester.Get(j.ID)) lists every attempt.
func (j *Job) Wait(ctx context.Context) (*Record, error) {
	return j.r.Complete(ctx, j.ID, FollowOptions{Progress: j.progress, RefundAfterDeadline: true})
}

// journal records phase changes of one job: persisted, then reported.
type journal struct {
	r        *Requester
	rec      *Record
	progress Progress
}

func (jl *journal) at(p Phase, detail string) error {
	jl.rec.at(time.Now(), p, detail)
	err := jl.r.db.put(jl.rec)
	if jl.progress != nil {
		jl.progress(jl.rec.ID, jl.rec.Events[len(jl.rec.Events)-1])
	}
	return err
}

func (jl *journal) fail(err error) error {
	jl.rec.Error = err.Error()
	_ = jl.at(PhaseFailed, err.Error())
	return err
}

// Submit puts job on the market: it adds the spec's local module and inputs and the canonical
// spec to the content store, finds a provider (burst: from the book; batch and zk: an auction),
// gets its signed acceptance and opens the escrow. It returns once the escrow is open; call
// Job.Wait for the result. job is resolved in place (local paths become CIDs).
func (r *Requester) Submit(ctx context.Context, job *jobspec.Job, opts SubmitOptions) (*Job, error) {
	if r.chain == nil {
		return nil, fmt.Errorf("submit: %w (call Start first)", ErrClosed)
	}
	// Namespaced by our address: the escrow opens it only for us, so nobody who sees the request
	// gossiped can open it first.
	id := contracts.NewJobID(r.me)
	out := opts.OutDir
	if out == "" {
		out = filepath.Join(r.cfg.DataDir, "results", id.Hex())
	}
	if abs, err := filepath.Abs(out); err == nil {
		out = abs
	}
	secret := make([]byte, 32)
	if _, err := rand.Read(secret); err != nil {
		return nil, fmt.Errorf("submit: secret: %w", err)
	}
	rec := &Record{ID: id, Class: job.Class, Secret: secret, Encrypted: job.Outputs.Encrypt, OutDir: out, Created: time.Now(),
		Exclude: slices.Clone(opts.Exclude), ReexecOf: reexecOf(job), Retries: job.Retries}
	if job.Retries > 0 && !(job.MarketClass() == market.ClassBurst && r.cfg.Channels.Enabled) {
		rec.Attempts = []Attempt{{JobID: id, Started: rec.Created}} // failover.go
	}
	jl := &journal{r: r, rec: rec, progress: opts.Progress}
	j := &Job{r: r, ID: id, progress: opts.Progress}
	t0 := time.Now()

	// Resolve: local paths -> CIDs; the canonical spec into the store under its CID.
	if err := jl.at(PhaseResolve, ""); err != nil {
		return nil, err
	}
	base := opts.BaseDir
	if base == "" {
		base = "."
	}
	if err := job.Resolve(ctx, base, func(ctx context.Context, p string) (cid.Cid, error) {
		return r.store.AddPath(ctx, p, content.AddOptions{})
	}); err != nil {
		return nil, jl.fail(fmt.Errorf("submit: %w", err))
	}
	canon, err := job.Canonical()
	if err != nil {
		return nil, jl.fail(fmt.Errorf("submit: %w", err))
	}
	want, err := jobspec.CIDOf(canon)
	if err != nil {
		return nil, jl.fail(fmt.Errorf("submit: spec CID: %w", err))
	}
	got, err := r.store.AddReader(ctx, bytes.NewReader(canon), content.AddOptions{Name: "spec " + id.Hex()})
	if err != nil {
		return nil, jl.fail(fmt.Errorf("submit: add spec: %w", err))
	}
	if !got.Equals(want) {
		return nil, jl.fail(fmt.Errorf("submit: content store gave the spec CID %s, want %s (spec larger than one chunk?)", got, want))
	}
	rec.SpecCID, rec.spec = want.String(), canon
	j.Resolve = time.Since(t0)

	if job.MarketClass() == market.ClassBurst && r.cfg.Channels.Enabled {
		return r.submitOnChannel(ctx, job, jl, j) // paid by a channel voucher (burst_channel.go)
	}
	return r.place(ctx, job, jl, j)
}

// place matches the job of jl's record with a provider and opens its escrow: the second half of
// Submit, and each failover attempt's whole (failover.go). An acceptance that expired before the
// open landed (an RPC stall, a slow chain: a short deadline leaves an acceptance valid only a
// few seconds) is not the job's end: nothing was opened and no money moved (the open reverted,
// or was refused before it was sent, and the chain is asked to be sure), so the job is matched
// again under the same id, with a fresh proposal and deadline, up to maxRematches times.
func (r *Requester) place(ctx context.Context, job *jobspec.Job, jl *journal, j *Job) (*Job, error) {
	t1 := time.Now()
	detail := "spec " + jl.rec.SpecCID
	for rematch := 0; ; rematch++ {
		err := r.matchAndOpen(ctx, job, jl, j, t1, detail)
		if err == nil {
			return j, nil
		}
		if !errors.Is(err, errAcceptanceLapsed) {
			return nil, err
		}
		if rematch == maxRematches {
			return nil, jl.fail(fmt.Errorf("submit: open escrow: %w (matched %d times)", err, rematch+1))
		}
		// The lapsed acceptance stays in the record's events; the record takes the next one.
		jl.rec.Acceptance, jl.rec.ProviderPeer = nil, ""
		detail = fmt.Sprintf("spec %s, matching again: %v", jl.rec.SpecCID, err)
	}
}

// maxRematches bounds how often place matches a job again after its acceptance expired before
// the escrow open landed.
const maxRematches = 3

// errAcceptanceLapsed marks an open that failed because the acceptance expired first, with the
// job verified not opened on chain.
var errAcceptanceLapsed = errors.New("the acceptance expired before the escrow open landed; nothing was opened")

// matchAndOpen is one match and escrow open of place. It returns errAcceptanceLapsed (wrapped,
// the record not failed) when the acceptance expired before the open landed and the job is not
// open on chain, and *OpenInDoubtError (the record left accepted: the intent written before the
// send) when the open was sent and its outcome lost; every other failure fails the record.
func (r *Requester) matchAndOpen(ctx context.Context, job *jobspec.Job, jl *journal, j *Job, t1 time.Time, detail string) error {
	rec := jl.rec
	var err error
	if err := jl.at(PhaseMatch, detail); err != nil {
		return err
	}
	var acc *market.Acceptance
	var prov peer.ID
	if job.MarketClass() == market.ClassBurst {
		acc, prov, err = r.matchDirect(ctx, job, rec)
	} else {
		acc, prov, err = r.auction(ctx, job, rec)
	}
	if err != nil {
		return jl.fail(fmt.Errorf("submit: %w", err))
	}
	rec.Acceptance, rec.ProviderPeer = acc, prov.String()
	if a, ok := rec.current(); ok && a.JobID == rec.ID {
		a.Provider = acc.Provider // the first attempt is the job's own record
	}
	if err := jl.at(PhaseAccepted, fmt.Sprintf("provider %s price %s collateral %s expiry %d", acc.Provider.Hex(), r.tokens(ctx, acc.Price), r.tokens(ctx, acc.Collateral), acc.Expiry)); err != nil {
		return err
	}
	if err := r.checkZK(ctx, job, rec, acc); err != nil { // zk: the acceptance binds this job's statement
		return jl.fail(fmt.Errorf("submit: %w", err))
	}
	j.Match = time.Since(t1)

	// Open the escrow: paid from the requester's escrow deposit when it covers the price, else
	// permit + open in one transaction.
	t2 := time.Now()
	oc, err := acc.OnChain()
	if err != nil {
		return jl.fail(fmt.Errorf("submit: %w", err))
	}
	r.sendMu.Lock()
	rcpt, err := r.openEscrow(ctx, oc, acc)
	r.sendMu.Unlock()
	if errors.Is(err, contracts.ErrMaybeSent) {
		// The open may land: the record stays accepted (written before the send), and Follow
		// decides from the chain (open, or lapsed once the chain passes the acceptance's expiry).
		return &OpenInDoubtError{JobID: rec.ID, Err: err}
	}
	if err != nil {
		rec.addGas(rcpt) // mined and reverted: its gas was paid all the same (nil: not mined)
		if lapsed := r.lapsed(ctx, rec.ID, acc, err); lapsed != nil {
			return lapsed
		}
		return jl.fail(fmt.Errorf("submit: open escrow: %w", err))
	}
	rec.OpenTx, rec.OpenGas = rcpt.TxHash, rcpt.GasUsed
	rec.addGas(rcpt)
	if err := jl.at(PhaseOpen, fmt.Sprintf("tx %s gas %d", rcpt.TxHash.Hex(), rcpt.GasUsed)); err != nil {
		return err
	}
	j.Open = time.Since(t2)
	j.Record = rec
	return nil
}

// openEscrow sends the open of oc (acc's terms), with r.sendMu held: from the requester's escrow
// deposit when it covers the price (no permit, no token transfer: `gpumesh bench gas` measures
// ~76k gas against ~123k for the permit open), else with a permit for the price. A deposit that was
// spent between the read and the open (another process with the same key) is refused by the
// escrow before anything moves (InsufficientDeposit); the open is then sent again with a permit.
func (r *Requester) openEscrow(ctx context.Context, oc *contracts.Acceptance, acc *market.Acceptance) (*types.Receipt, error) {
	if dep, err := r.chain.DepositOf(ctx, r.sender.Address()); err == nil && dep.Cmp(oc.Price) >= 0 {
		rcpt, err := r.chain.OpenJobFromDeposit(ctx, r.sender, oc, acc.Signature)
		var re *contracts.RevertError
		if !errors.As(err, &re) || re.Name != "InsufficientDeposit" {
			return rcpt, err
		}
	}
	return r.chain.OpenJobWithPermit(ctx, r.sender, oc, acc.Signature, acc.Expiry)
}

// lapsed returns errAcceptanceLapsed, wrapped with the provider and the expiry, when the open of
// job id failed with the escrow's AcceptanceExpired and the chain shows the job never opened;
// nil otherwise (also when the chain cannot be read: the open's error stands).
func (r *Requester) lapsed(ctx context.Context, id contracts.JobID, acc *market.Acceptance, openErr error) error {
	var re *contracts.RevertError
	if !errors.As(openErr, &re) || re.Name != "AcceptanceExpired" {
		return nil
	}
	st, err := r.chain.JobState(ctx, id)
	if err != nil || st.Status != contracts.StatusNone {
		return nil
	}
	return fmt.Errorf("%w (provider %s, expiry %d)", errAcceptanceLapsed, acc.Provider.Hex(), acc.Expiry)
}

// units is how many price units the job buys: device slots x whole seconds of wall time for
// gpu_second pricing, 1 for job_unit pricing (as jobspec.Job.MaxTotal counts).
func units(job *jobspec.Job) *big.Int {
	if job.PriceUnit == jobspec.UnitJobUnit {
		return big.NewInt(1)
	}
	secs := uint64((job.WallTime() + time.Second - 1) / time.Second)
	return new(big.Int).Mul(big.NewInt(int64(job.Requirements().GPUCount)), new(big.Int).SetUint64(max(secs, 1)))
}

// deadline is the job's result deadline in unix seconds, counted from the later of the wall
// clock and the chain's latest block time (the escrow checks deadlines against block time, and a
// chain that seals a block per transaction can run ahead of the wall clock).
func (r *Requester) deadline(ctx context.Context, job *jobspec.Job) (uint64, error) {
	now, err := r.chain.Now(ctx)
	if err != nil {
		return 0, err
	}
	return uint64(now.Unix()) + uint64((job.Deadline()+time.Second-1)/time.Second), nil
}

func (r *Requester) proposal(job *jobspec.Job, rec *Record, provider common.Address, price, collateral *big.Int, deadline uint64) (*market.Proposal, error) {
	now := time.Now()
	p := &market.Proposal{
		JobID:            rec.ID,
		Requester:        r.me,
		Provider:         provider,
		Class:            job.MarketClass(),
		SpecCID:          rec.SpecCID,
		Price:            price,
		Collateral:       collateral,
		Deadline:         deadline,
		SecretCommitment: contracts.CommitSecret(rec.Secret),
		Expiry:           uint64(now.Add(r.cfg.ProposalTTL).Unix()),
		RequesterPubKey:  crypto.FromECDSAPub(&r.cfg.Key.PublicKey),
	}
	if err := p.Sign(r.cfg.Key, r.dom); err != nil {
		return nil, fmt.Errorf("sign proposal: %w", err)
	}
	return p, nil
}
