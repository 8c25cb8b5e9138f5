package rpcclient_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/contracts/rpcclient"
)

// TestResponseBounded: an endpoint that answers eth_chainId with 2 MiB is refused with
// ErrResponseTooLarge under a 1 MiB bound (it would be read whole otherwise), and an answer
// within the bound goes through.
func TestResponseBounded(t *testing.T) {
	var pad atomic.Int64
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprintf(w, `{"jsonrpc":"2.0","id":1,"result":"0x7a69"%s}`, strings.Repeat(" ", int(pad.Load())))
	}))
	defer srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	c, err := rpcclient.Dial(ctx, []string{srv.URL}, rpcclient.Options{MaxResponse: 1 << 20, Attempts: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if id, err := c.ChainID(ctx); err != nil || id.Int64() != 31337 {
		t.Fatalf("small answer: %v, %v", id, err)
	}
	pad.Store(2 << 20)
	if _, err := c.ChainID(ctx); !errors.Is(err, rpcclient.ErrResponseTooLarge) {
		t.Fatalf("2 MiB answer under a 1 MiB bound: err %v, want ErrResponseTooLarge", err)
	}
}
