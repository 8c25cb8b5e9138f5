package requester

import (
	"context"
	"errors"
	"math/big"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
)

// TestLocalAPI: while a started requester holds its job store, another process (here: a client
// of the same data directory) lists its jobs, without their spot-check secrets, and the offers its
// book has heard; a socket left by a process that died is replaced; once the requester closes,
// nothing answers and the socket file is gone.
func TestLocalAPI(t *testing.T) {
	r := newTestRequester(t, nil)
	r.cfg.LocalAPI = true
	r.cfg.ListenAddrs = []string{"/ip4/127.0.0.1/tcp/0"}
	sock := filepath.Join(r.cfg.DataDir, LocalAPISocket)
	if err := os.MkdirAll(filepath.Dir(sock), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(sock, []byte("left by a process that died"), 0o600); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if err := r.Start(ctx); err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if fi, err := os.Stat(sock); err != nil || fi.Mode()&os.ModeSocket == 0 || fi.Mode().Perm() != 0o600 {
		t.Fatalf("socket %s: %v %v, want a unix socket of mode 0600", sock, fi.Mode(), err)
	}
	if fi, err := os.Stat(filepath.Dir(sock)); err != nil || fi.Mode().Perm() != 0o700 {
		t.Fatalf("socket directory: %v %v, want mode 0700 (made 0755 before the start)", fi.Mode(), err)
	}

	id := contracts.JobID{1, 2, 3}
	if err := r.db.put(&Record{ID: id, Class: "batch", Phase: PhaseOpen, Secret: []byte("spot-check secret"), Created: time.Now()}); err != nil {
		t.Fatal(err)
	}
	provider := common.HexToAddress("0x00000000000000000000000000000000000000aa")
	o := &market.Offer{Provider: provider, PeerID: "peer", BurstSlots: 3, Nonce: 1, Expiry: uint64(time.Now().Add(time.Minute).Unix()),
		GPUs:   []market.GPU{{Model: "A10", Vendor: "nvidia", Count: 1, VRAMMiB: 24576}},
		Prices: []market.ClassPrice{{Class: market.ClassBatch, Unit: market.PerGPUSecond, Amount: big.NewInt(7)}}}
	if _, err := r.book.Put(o); err != nil {
		t.Fatal(err)
	}

	c, err := DialLocal(ctx, r.cfg.DataDir)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	recs, err := c.Jobs(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 1 || recs[0].ID != id || recs[0].Phase != PhaseOpen {
		t.Fatalf("jobs = %+v, want the one open job %s", recs, id)
	}
	if len(recs[0].Secret) != 0 {
		t.Errorf("the local API served the spot-check secret %q", recs[0].Secret)
	}
	offers, err := c.Offers(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(offers) != 1 || offers[0].Offer.Provider != provider || offers[0].Offer.Prices[0].Amount.Cmp(big.NewInt(7)) != 0 || offers[0].BurstFree() != 3 {
		t.Fatalf("offers = %+v, want the book's offer from %s", offers, provider)
	}

	if err := r.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(sock); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("socket still there after Close: %v", err)
	}
	if _, err := DialLocal(ctx, r.cfg.DataDir); !errors.Is(err, ErrNoLocalAPI) {
		t.Errorf("DialLocal after Close = %v, want ErrNoLocalAPI", err)
	}
}
