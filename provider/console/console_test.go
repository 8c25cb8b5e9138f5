package console

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"math/big"
	"net"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/book"
	"github.com/gpumesh/gpumesh/market/requester"
)

const testToken = "0123456789abcdef0123456789abcdef"

func newConsole(t *testing.T, token string, src Sources) *Console {
	t.Helper()
	c, err := New(Config{Token: token, Hint: "the test's token"}, src, nil)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func allSources() Sources {
	return Sources{
		Provider: func(context.Context) (any, error) { return map[string]string{"address": "0xabc"}, nil },
		Jobs:     func(context.Context) ([]*requester.Record, error) { return nil, nil },
		Offers:   func(context.Context) ([]book.Entry, error) { return nil, nil },
	}
}

func do(h http.Handler, method, target, host string, header map[string]string) (int, http.Header, string) {
	req := httptest.NewRequest(method, target, nil)
	req.Host = host
	for k, v := range header {
		req.Header.Set(k, v)
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, req)
	return w.Code, w.Header(), w.Body.String()
}

// TestAccess: the token guards the views (the page and its assets hold no data); without a
// token the views answer only loopback Hosts; every refusal says why.
func TestAccess(t *testing.T) {
	open := newConsole(t, "", allSources()).Handler()
	locked := newConsole(t, testToken, allSources()).Handler()
	for _, tc := range []struct {
		name   string
		h      http.Handler
		target string
		host   string
		header map[string]string
		code   int
		want   string
	}{
		{"loopback page", open, "/console/", "127.0.0.1:9464", nil, 200, "gpumesh console"},
		{"localhost api", open, "/console/api/views", "localhost:9464", nil, 200, `"provider":true`},
		{"ipv6 loopback", open, "/console/api/provider", "[::1]:9464", nil, 200, "0xabc"},
		{"rebinding host", open, "/console/api/provider", "evil.example:9464", nil, 401, "is not loopback"},
		{"lan host without token", open, "/console/api/views", "192.168.1.5:9464", nil, 401, "configure a token"},
		{"page loads without token", locked, "/console/", "10.0.0.1:9464", nil, 200, "app.js"},
		{"script loads without token", locked, "/console/app.js", "evil.example", nil, 200, "Bearer"},
		{"root redirects", open, "/", "127.0.0.1", nil, 302, ""},
		{"token missing", locked, "/console/api/provider", "10.0.0.1:9464", nil, 401, "token missing"},
		{"token wrong", locked, "/console/api/provider?token=nope", "10.0.0.1:9464", nil, 401, "wrong token: use the test's token"},
		{"token prefix", locked, "/console/api/provider?token=" + testToken[:20], "10.0.0.1", nil, 401, "wrong token"},
		{"bearer wrong", locked, "/console/api/provider", "10.0.0.1", map[string]string{"Authorization": "Bearer " + testToken + "x"}, 401, "wrong token"},
		{"basic auth", locked, "/console/api/provider", "10.0.0.1", map[string]string{"Authorization": "Basic " + testToken}, 401, "Bearer TOKEN"},
		{"bearer right", locked, "/console/api/provider", "10.0.0.1", map[string]string{"Authorization": "Bearer " + testToken}, 200, "0xabc"},
		{"query right", locked, "/console/?token=" + testToken, "gpu-box.lan:9464", nil, 200, "app.js"},
		{"token even on loopback", locked, "/console/api/views", "127.0.0.1", nil, 401, "token missing"},
		{"unknown path", open, "/console/api/nothing", "127.0.0.1", nil, 404, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, h, body := do(tc.h, http.MethodGet, tc.target, tc.host, tc.header)
			if code != tc.code || !strings.Contains(body, tc.want) {
				t.Fatalf("GET %s (Host %s): %d %q, want %d containing %q", tc.target, tc.host, code, body, tc.code, tc.want)
			}
			if code == 401 && !strings.HasPrefix(h.Get("Content-Type"), "application/json") {
				t.Errorf("401 Content-Type %q, want JSON", h.Get("Content-Type"))
			}
			if h.Get("Content-Security-Policy") == "" || h.Get("Referrer-Policy") != "no-referrer" {
				t.Errorf("security headers missing: %v", h)
			}
		})
	}
	if code, h, _ := do(locked, http.MethodGet, "/console/api/market", "10.0.0.1", nil); code != 401 || !strings.Contains(h.Get("WWW-Authenticate"), "Bearer") {
		t.Errorf("401 without WWW-Authenticate Bearer: %d %v", code, h)
	}
	if code, h, _ := do(open, http.MethodGet, "/?token=x", "127.0.0.1", nil); code != 302 || h.Get("Location") != "/console/?token=x" {
		t.Errorf("root redirect: %d to %q, want 302 to /console/?token=x", code, h.Get("Location"))
	}
}

// TestReadOnly: nothing but GET and HEAD is accepted, with or without the right token, on any
// path.
func TestReadOnly(t *testing.T) {
	locked := newConsole(t, testToken, allSources()).Handler()
	auth := map[string]string{"Authorization": "Bearer " + testToken}
	for _, m := range []string{http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete, http.MethodOptions, "TRACE", "CONNECT"} {
		for _, path := range []string{"/console/", "/console/api/provider", "/console/api/requester", "/"} {
			code, h, body := do(locked, m, path, "127.0.0.1", auth)
			if code != http.StatusMethodNotAllowed || h.Get("Allow") != "GET, HEAD" || !strings.Contains(body, "read-only") {
				t.Errorf("%s %s: %d (Allow %q) %q, want 405 naming GET and HEAD", m, path, code, h.Get("Allow"), body)
			}
		}
	}
	if code, _, _ := do(locked, http.MethodHead, "/console/api/provider", "127.0.0.1", auth); code != 200 {
		t.Errorf("HEAD: %d, want 200", code)
	}
}

// TestViewErrors: a failing source or a missing view is a clear status, not a crash.
func TestViewErrors(t *testing.T) {
	c := newConsole(t, "", Sources{Provider: func(context.Context) (any, error) { return nil, errors.New("daemon stopping") }})
	code, _, body := do(c.Handler(), http.MethodGet, "/console/api/provider", "127.0.0.1", nil)
	if code != 503 || !strings.Contains(body, "provider view: daemon stopping") {
		t.Errorf("failing source: %d %q", code, body)
	}
	code, _, body = do(c.Handler(), http.MethodGet, "/console/api/requester", "127.0.0.1", nil)
	if code != 404 || !strings.Contains(body, "no requester view") {
		t.Errorf("missing view: %d %q", code, body)
	}
	// The process whose local API a console reads has stopped.
	gone := errors.New("requester: no running requester serves this data directory")
	c = newConsole(t, "", Sources{Jobs: func(context.Context) ([]*requester.Record, error) { return nil, gone },
		Offers: func(context.Context) ([]book.Entry, error) { return nil, gone }})
	for _, view := range []string{"requester", "market"} {
		code, _, body = do(c.Handler(), http.MethodGet, "/console/api/"+view, "127.0.0.1", nil)
		if code != 503 || !strings.Contains(body, view+" view: "+gone.Error()) {
			t.Errorf("%s view of a stopped source: %d %q", view, code, body)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := c.Run(ctx); err != nil {
		t.Errorf("Run with a failing source: %v", err)
	}
	if _, err := New(Config{}, Sources{}, nil); !errors.Is(err, ErrConfig) {
		t.Errorf("no sources: %v, want ErrConfig", err)
	}
	for _, tok := range []string{"short", "has a space in it, long enough"} {
		if _, err := New(Config{Token: tok}, allSources(), nil); !errors.Is(err, ErrConfig) {
			t.Errorf("token %q: %v, want ErrConfig", tok, err)
		}
	}
}

// TestServedOnListener: the page and a view over a real loopback listener, as a browser gets them.
func TestServedOnListener(t *testing.T) {
	srv := httptest.NewServer(newConsole(t, "", allSources()).Handler())
	defer srv.Close()
	for path, want := range map[string]string{"/console/app.js": "text/javascript", "/console/style.css": "text/css", "/console/api/market": "application/json"} {
		res, err := http.Get(srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, res.Body)
		res.Body.Close()
		if res.StatusCode != 200 || !strings.HasPrefix(res.Header.Get("Content-Type"), want) {
			t.Errorf("%s: %d %q, want 200 %s", path, res.StatusCode, res.Header.Get("Content-Type"), want)
		}
	}
}

func TestNeedsToken(t *testing.T) {
	for addr, want := range map[string]bool{"127.0.0.1:1": false, "[::1]:1": false, "0.0.0.0:1": true, "[::]:1": true, "192.168.1.2:1": true} {
		a, err := net.ResolveTCPAddr("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		if got := NeedsToken(a); got != want {
			t.Errorf("NeedsToken(%s) = %v, want %v", addr, got, want)
		}
	}
	tok, err := NewToken()
	if err != nil || len(tok) != 32 {
		t.Fatalf("NewToken: %q %v", tok, err)
	}
}

// TestRequesterView: the view's costs are requester.CostByClass's, its amounts exact strings;
// lists are bounded.
func TestRequesterView(t *testing.T) {
	prov := common.HexToAddress("0x1000000000000000000000000000000000000001")
	t0 := time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)
	var recs []*requester.Record
	for i := range MaxJobs + 5 {
		r := &requester.Record{ID: contracts.JobID{byte(i), byte(i >> 8)}, Class: "batch", Phase: requester.PhaseClaimed, Created: t0.Add(time.Duration(i) * time.Second),
			Acceptance: &market.Acceptance{Provider: prov, Price: big.NewInt(1_500_000)}, OpenTx: common.Hash{1},
			GasUsed: 100_000, GasWei: new(big.Int).Mul(big.NewInt(100_000), big.NewInt(1e12))}
		for k := range MaxEvents + 3 {
			r.Events = append(r.Events, requester.Event{Time: r.Created.Add(time.Duration(k) * time.Millisecond), Phase: requester.PhaseOpen})
		}
		r.Events = append(r.Events, requester.Event{Time: r.Created.Add(3 * time.Second), Phase: requester.PhaseSubmitted})
		recs = append(recs, r)
	}
	recs[0].Phase = requester.PhaseRefunded
	offers := []book.Entry{{Offer: &market.Offer{Provider: prov, Prices: []market.ClassPrice{{Class: market.ClassBatch, Unit: market.PerGPUSecond, Amount: big.NewInt(2500)}, {Class: market.ClassZK, Unit: market.PerJobUnit}}}, Throughput: 7}}
	v := RequesterFrom(recs, offers, func(common.Address) (uint32, error) { return 9000, nil }, 6)
	if len(v.Jobs) != MaxJobs || v.JobsTotal != MaxJobs+5 {
		t.Fatalf("jobs %d of %d, want %d of %d", len(v.Jobs), v.JobsTotal, MaxJobs, MaxJobs+5)
	}
	if j := v.Jobs[0]; j.ID != recs[len(recs)-1].ID.Hex() || !j.Paid || j.Price.Text != "1.5" || j.Price.Units != "1500000" || len(j.Events) != MaxEvents || j.Gas.Text != "0.1" {
		t.Errorf("newest job row %+v", j)
	}
	costs := requester.CostByClass(recs)
	if len(v.Costs) != 1 || v.Costs[0].TotalTokens.Units != costs[0].TotalTokens.String() || v.Costs[0].PerOutputTokens.Units != costs[0].PerOutputTokens.String() ||
		v.Costs[0].Accepted != costs[0].Accepted || v.Costs[0].PerOutputWei.Units != costs[0].PerOutputWei.String() {
		t.Errorf("costs %+v, want %+v", v.Costs, costs)
	}
	if len(v.Providers) != 1 {
		t.Fatalf("providers %+v", v.Providers)
	}
	p := v.Providers[0]
	if p.Jobs != MaxJobs+5 || p.Accepted != MaxJobs+4 || *p.ScoreBps != 9000 || p.Throughput != 7 || p.Prices["batch"].Text != "0.0025" || p.Prices["batch"].Unit != "gpu_second" || p.Prices["zk"] != nil {
		t.Errorf("provider row %+v", p)
	}
	if p.RunSeconds == nil || *p.RunSeconds < 2.9 || *p.RunSeconds > 3 {
		t.Errorf("run seconds %v, want just under 3 (open to submitted)", p.RunSeconds)
	}
	b, err := json.Marshal(v)
	if err != nil || !strings.Contains(string(b), `"units":"100000000000000000"`) {
		t.Errorf("wei amounts must be JSON strings: %v %.300s", err, b)
	}
}

func TestMarketView(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	e := book.Entry{Offer: &market.Offer{Provider: common.HexToAddress("0x2"), GPUs: []market.GPU{{Model: "A10", Count: 2, VRAMMiB: 24576}},
		Prices: []market.ClassPrice{{Class: market.ClassBurst, Unit: market.PerGPUSecond, Amount: big.NewInt(10)}}, Executors: []market.Executor{{Name: "wasm"}},
		Throughput: 99, Expiry: uint64(now.Unix()) + 30}, AttestationErr: errors.New("no attestation")}
	v := MarketFrom([]book.Entry{e}, now, 6)
	if len(v.Offers) != 1 {
		t.Fatal(v)
	}
	o := v.Offers[0]
	if o.Prices["burst"].Text != "0.00001" || o.ExpiresIn != 30 || o.AttestationError != "no attestation" || o.Executors[0] != "wasm" || o.Credited != 0 {
		t.Errorf("offer row %+v", o)
	}
}

// FuzzAccess: any Authorization header, token query and Host: no panic, and nothing is served
// without the exact token.
func FuzzAccess(f *testing.F) {
	f.Add("Bearer "+testToken, "", "127.0.0.1")
	f.Add("", testToken, "[::1]:1")
	f.Add("bearer  ", "%zz", "")
	c, err := New(Config{Token: testToken}, allSources(), nil)
	if err != nil {
		f.Fatal(err)
	}
	h := c.Handler()
	f.Fuzz(func(t *testing.T, auth, query, host string) {
		req := httptest.NewRequest(http.MethodGet, "/console/api/provider", nil)
		req.URL.RawQuery = "token=" + query
		req.Host = host
		req.Header["Authorization"] = []string{auth}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, req)
		okAuth := strings.HasPrefix(strings.ToLower(auth), "bearer ") && strings.TrimSpace(auth[7:]) == testToken
		okQuery := auth == "" && req.URL.Query().Get("token") == testToken
		if w.Code == 200 && !okAuth && !okQuery {
			t.Fatalf("served with Authorization %q, query %q", auth, query)
		}
		if w.Code != 200 && w.Code != 401 {
			t.Fatalf("status %d", w.Code)
		}
	})
}

// TestPriceHistory: per model and class the lowest and median price of each sample; series and
// points are bounded however many models peers invent.
func TestPriceHistory(t *testing.T) {
	offer := func(model string, batch int64) book.Entry {
		return book.Entry{Offer: &market.Offer{GPUs: []market.GPU{{Model: model, Count: 1}},
			Prices: []market.ClassPrice{{Class: market.ClassBatch, Unit: market.PerGPUSecond, Amount: big.NewInt(batch)}}}}
	}
	h := NewPriceHistory()
	t0 := time.Unix(1_800_000_000, 0)
	h.Sample([]book.Entry{offer("A10", 30), offer("A10", 10), offer("A10", 20), offer("H100", 99)}, t0, 0)
	h.Sample([]book.Entry{offer("A10", 15)}, t0.Add(time.Minute), 0)
	s := h.Series()
	if len(s) != 2 || s[0].Model != "A10" || s[0].Class != "batch" || s[0].Unit != "gpu_second" || len(s[0].Points) != 2 {
		t.Fatalf("series %+v", s)
	}
	if p := s[0].Points[0]; p.Min.Units != "10" || p.Median.Units != "20" || p.Offers != 3 {
		t.Errorf("first A10 point %+v, want min 10 median 20 of 3", p)
	}
	if p := s[0].Points[1]; p.Min.Units != "15" || !p.Time.Equal(t0.Add(time.Minute)) {
		t.Errorf("second A10 point %+v", p)
	}
	for i := range MaxPoints + 10 {
		var many []book.Entry
		for m := range MaxSeries + 10 {
			many = append(many, offer(strconv.Itoa(m)+strings.Repeat("x", 100), int64(i)))
		}
		h.Sample(many, t0.Add(time.Duration(i)*time.Second), 0)
	}
	s = h.Series()
	if len(s) != MaxSeries {
		t.Errorf("%d series, want at most %d", len(s), MaxSeries)
	}
	for _, x := range s {
		if len(x.Points) > MaxPoints || len(x.Model) > maxModelLen {
			t.Fatalf("series %s: %d points, model of %d bytes", x.Model, len(x.Points), len(x.Model))
		}
	}
}

// TestRunSamplesHistory: Run samples the book into the market view until its context ends.
func TestRunSamplesHistory(t *testing.T) {
	src := allSources()
	src.Offers = func(context.Context) ([]book.Entry, error) {
		return []book.Entry{{Offer: &market.Offer{GPUs: []market.GPU{{Model: "L4", Count: 1}},
			Prices: []market.ClassPrice{{Class: market.ClassBurst, Unit: market.PerGPUSecond, Amount: big.NewInt(7)}}}}}, nil
	}
	c, err := New(Config{HistoryInterval: time.Millisecond}, src, nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- c.Run(ctx) }()
	for len(c.history.Series()) == 0 || len(c.history.Series()[0].Points) < 3 {
		select {
		case err := <-done:
			t.Fatalf("Run returned early: %v", err)
		case <-time.After(time.Millisecond):
		}
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	code, _, body := do(c.Handler(), http.MethodGet, "/console/api/market", "127.0.0.1", nil)
	var v MarketView
	if err := json.Unmarshal([]byte(body), &v); code != 200 || err != nil || len(v.History) != 1 || v.History[0].Model != "L4" || v.History[0].Points[0].Min.Text != "0.000007" {
		t.Errorf("market view %d %v %.300s", code, err, body)
	}
}
