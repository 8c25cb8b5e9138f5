package requester

import (
	"cmp"
	"context"
	"crypto/rand"
	"errors"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/bid"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/market/markettest"
	"github.com/gpumesh/gpumesh/market/propose"
	"github.com/gpumesh/gpumesh/market/requests"
	"github.com/gpumesh/gpumesh/p2p/p2ptest"
	"github.com/gpumesh/gpumesh/verifier/spotcheck"
)

// TestAuctionPicksBestBid runs a batch auction on real loopback nodes: the requester gossips the
// signed Request, two providers answer with sealed bids, and the cheaper one gets the proposal
// and signs the acceptance. (The chain is not involved until the escrow is opened.) With
// spot-checks on, a bid whose collateral is below what their probability assumes (8x the price
// by default) is skipped: the dearer bid with enough collateral wins.
//
// The auction closes before BidWindow once every provider whose offer in the requester's book
// is eligible for the job has bid (AuctionClose says which close it was): a third provider
// never bids, and holds the auction open for the whole window only while its offer is
// eligible. A bid from a provider the book does not hold still counts.
func TestAuctionPicksBestBid(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	provs, err := p2ptest.StartPeers(ctx, 3, p2ptest.Options{TCPOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer p2ptest.ClosePeers(provs)
	dom := markettest.Domain()
	prices := []int64{800, 500}
	collateral := []int64{8 * 800, 500} // only the dearer bid meets the spot-check floor
	const silent = 2                    // runs a host and has an offer, never bids
	var boot []string
	for i, p := range provs {
		addrs, _ := peer.AddrInfoToP2pAddrs(&peer.AddrInfo{ID: p.Node.ID(), Addrs: p.Node.AddrInfo().Addrs})
		for _, a := range addrs {
			boot = append(boot, a.String())
		}
		if i == silent {
			continue
		}
		topic, err := requests.Join(p.Node, requests.Config{Domain: dom})
		if err != nil {
			t.Fatal(err)
		}
		defer topic.Close()
		bc, err := bid.NewClient(p.Node, bid.Config{Domain: dom})
		if err != nil {
			t.Fatal(err)
		}
		go topic.Serve(ctx, requests.HandlerFunc(func(ctx context.Context, r *market.Request, author peer.ID) error {
			now := uint64(time.Now().Unix())
			b := &market.Bid{JobID: r.JobID, Requester: r.Requester, Provider: p.Wallet, OfferNonce: 1,
				Price: big.NewInt(prices[i]), Collateral: big.NewInt(collateral[i]), Deadline: now + 600, Expiry: now + 60}
			if err := b.Sign(p.Key, dom); err != nil {
				return err
			}
			return bc.Send(ctx, author, b)
		}))
		svc, err := propose.NewService(p.Node, propose.Config{Domain: dom}, propose.AcceptorFunc(func(ctx context.Context, pr *market.Proposal, _ peer.ID) (*market.Acceptance, error) {
			return markettest.Accept(p, pr, time.Now().Add(time.Minute))
		}))
		if err != nil {
			t.Fatal(err)
		}
		if err := svc.Start(); err != nil {
			t.Fatal(err)
		}
		defer svc.Close()
	}
	const spec = "version: 1\nclass: batch\nmodule: " + markettest.SpecCID + "\nresources:\n  wall_time: 2s\nmax_price: \"0.001\"\n"
	for _, tc := range []struct {
		name      string
		extra     string // appended to the spec
		spotCheck *SpotCheckConfig
		// offers are the providers whose offers the requester's book holds (none: the bidders
		// publish none), and how: eligible, or without a batch price (not eligible).
		offers map[int]offerKind
		window time.Duration // BidWindow; default 1s
		winner int
		// wantClose is the AuctionClose reason; wantAwaited how many providers it waited for.
		wantClose   string
		wantAwaited int
		wantErr     string
	}{
		{name: "cheapest bid", spotCheck: &SpotCheckConfig{Off: true}, winner: 1, wantClose: AuctionWindow},
		// Spot-checks are on by default, with their collateral floor.
		{name: "default needs collateral", winner: 0, wantClose: AuctionWindow},
		{name: "spot-checks need collateral", spotCheck: &SpotCheckConfig{Reexecutor: failingReexecutor{}}, winner: 0, wantClose: AuctionWindow},
		// The bidders publish no offers: a constraint only an offer can meet takes no bid.
		{name: "region needs an offer", extra: "region: eu-west\n", wantErr: "not eligible (region)"},
		// Both bidders' offers are eligible and the silent provider's is not (no batch price):
		// the auction closes on the second bid, long before its window.
		{name: "all eligible bid", spotCheck: &SpotCheckConfig{Off: true}, window: time.Minute,
			offers: map[int]offerKind{0: eligibleOffer, 1: eligibleOffer, silent: burstOnlyOffer},
			winner: 1, wantClose: AuctionAllBid, wantAwaited: 2},
		// The silent provider's offer is eligible: the auction waits out its window, then takes
		// the cheaper bid, counting the bid of provider 0, which the book does not hold.
		{name: "eligible provider silent", spotCheck: &SpotCheckConfig{Off: true}, window: 2 * time.Second,
			offers: map[int]offerKind{1: eligibleOffer, silent: eligibleOffer},
			winner: 1, wantClose: AuctionWindow, wantAwaited: 2},
	} {
		job, err := jobspec.Parse([]byte(spec+tc.extra), jobspec.Options{})
		if err != nil {
			t.Fatal(err)
		}
		t.Run(tc.name, func(t *testing.T) {
			key, _ := crypto.GenerateKey()
			window := cmp.Or(tc.window, time.Second)
			r, err := New(Config{
				DataDir: t.TempDir(), Key: key, Backend: ethclient.NewClient(nil),
				Deployment:     &contracts.Deployment{ChainID: big.NewInt(p2ptest.ChainID), Escrow: markettest.Escrow},
				BootstrapPeers: boot, BidWindow: window, OfferWait: 100 * time.Millisecond,
				SpotCheck: tc.spotCheck,
			})
			if err != nil {
				t.Fatal(err)
			}
			if err := r.Start(ctx); err != nil {
				t.Fatal(err)
			}
			defer r.Close()
			for i, kind := range tc.offers {
				o, err := markettest.Offer(provs[i], 1, 1000, time.Now().Add(10*time.Minute))
				if err != nil {
					t.Fatal(err)
				}
				if kind == burstOnlyOffer {
					o.Prices = o.Prices[:1] // unsigned now: the requester's book checks no signatures
				}
				if _, err := r.book.Put(o); err != nil {
					t.Fatal(err)
				}
			}
			// Wait until both providers are in the requester's requests mesh.
			for len(r.node.PubSub().ListPeers(requests.ID)) < 2 {
				select {
				case <-ctx.Done():
					t.Fatal("providers never joined the requests topic mesh")
				case <-time.After(20 * time.Millisecond):
				}
			}
			rec := &Record{SpecCID: markettest.SpecCID, Secret: make([]byte, 32)}
			rand.Read(rec.ID[:])
			acc, from, err := r.auction(ctx, job, rec)
			if tc.wantErr != "" {
				if !errors.Is(err, ErrNoProvider) || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("auction: %v (acceptance %+v), want ErrNoProvider naming %q", err, acc, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatalf("auction: %v", err)
			}
			if c := rec.Auction; c == nil || c.Reason != tc.wantClose || c.Awaited != tc.wantAwaited || c.Bids != 2 {
				t.Fatalf("auction closed %+v, want reason %q after 2 bids, awaiting %d providers", c, tc.wantClose, tc.wantAwaited)
			}
			w := provs[tc.winner]
			if acc.Provider != w.Wallet || from != w.Node.ID() || acc.Price.Int64() != prices[tc.winner] ||
				acc.Collateral.Int64() != collateral[tc.winner] {
				t.Fatalf("winner %s (peer %s) at %s collateral %s, want %s at %d collateral %d",
					acc.Provider.Hex(), from, acc.Price, acc.Collateral, w.Wallet.Hex(), prices[tc.winner], collateral[tc.winner])
			}
			if acc.JobID != rec.ID || acc.SpecCID != rec.SpecCID {
				t.Fatalf("acceptance terms %+v do not match the job", acc)
			}
		})
	}
}

// offerKind is how a test puts a provider's offer in the requester's book.
type offerKind int

const (
	eligibleOffer  offerKind = iota + 1 // batch-priced: eligible for the test's batch job
	burstOnlyOffer                      // no batch price: not eligible for a batch job
)

// failingReexecutor is a spot-check re-executor that is never reached in an auction.
type failingReexecutor struct{}

func (failingReexecutor) Reexecute(context.Context, spotcheck.Job) (cid.Cid, error) {
	return cid.Undef, errors.New("not used by the auction")
}

func TestMinCollateral(t *testing.T) {
	on := &Requester{cfg: Config{SpotCheck: &SpotCheckConfig{Reexecutor: failingReexecutor{}}}}
	off := &Requester{}
	custom := spotcheck.DefaultParams()
	custom.Classes[0].CollateralRatio = big.NewRat(5, 2)
	for _, tc := range []struct {
		name  string
		r     *Requester
		class string
		price int64
		want  string // "" for none
	}{
		{"off", off, "batch", 100, ""},
		{"batch default 8x", on, "batch", 100, "800"},
		{"burst is not spot-checked", on, "burst", 100, ""},
		{"zk is proof-checked", on, "zk", 100, ""},
		{"ratio 5/2 rounds up", &Requester{cfg: Config{SpotCheck: &SpotCheckConfig{Params: &custom}}}, "batch", 3, "8"},
	} {
		got, err := tc.r.minCollateral(tc.class, big.NewInt(tc.price))
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if (got == nil) != (tc.want == "") || (got != nil && got.String() != tc.want) {
			t.Errorf("%s: minCollateral = %v, want %q", tc.name, got, tc.want)
		}
	}
}

// TestSpotCheckOptOut: SpotCheckConfig.Off turns the default spot-checks off, with their
// collateral floor.
func TestSpotCheckOptOut(t *testing.T) {
	key, _ := crypto.GenerateKey()
	r, err := New(Config{
		DataDir: t.TempDir(), Key: key, Backend: ethclient.NewClient(nil),
		Deployment: &contracts.Deployment{ChainID: big.NewInt(p2ptest.ChainID), Escrow: markettest.Escrow},
		SpotCheck:  &SpotCheckConfig{Off: true},
	})
	if err != nil {
		t.Fatal(err)
	}
	if r.cfg.SpotCheck != nil {
		t.Fatalf("SpotCheck{Off: true} left spot-checks on: %+v", r.cfg.SpotCheck)
	}
	if c, err := r.minCollateral("batch", big.NewInt(100)); err != nil || c != nil {
		t.Fatalf("opted-out requester asks for collateral %v (%v), want none", c, err)
	}
}
