package console

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"embed"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/market/book"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/market/requester"
)

// Prefix is the path the console is served under.
const Prefix = "/console/"

// MinTokenLen is the shortest token Config accepts (a generated one is 32 hex digits).
const MinTokenLen = 16

// Sentinel errors.
var (
	// ErrConfig marks an invalid Config or Sources.
	ErrConfig = errors.New("console: invalid config")
)

//go:embed assets
var assets embed.FS

// Config configures a console.
type Config struct {
	// Token, when set, is required on every request (Authorization: Bearer TOKEN, or ?token=).
	// At least MinTokenLen characters. Default "" (no token: loopback Hosts only).
	Token string
	// Hint is what a 401 tells the user about where the token comes from, e.g. "the token
	// `gpumesh console` printed". Default: "the console's token".
	Hint string
	// TokenDecimals are the payment token's decimals, for amounts shown in whole tokens.
	// Default jobspec.DefaultTokenDecimals.
	TokenDecimals int
	// ViewTimeout bounds the work behind one API request. Default 10s.
	ViewTimeout time.Duration
	// HistoryInterval is how often Run samples the book's prices for the market view's price
	// history. Default 30s.
	HistoryInterval time.Duration
}

// EnsureDefaults fills zero fields with their documented defaults.
func (c *Config) EnsureDefaults() {
	if c.Hint == "" {
		c.Hint = "the console's token"
	}
	if c.TokenDecimals == 0 {
		c.TokenDecimals = jobspec.DefaultTokenDecimals
	}
	if c.ViewTimeout == 0 {
		c.ViewTimeout = 10 * time.Second
	}
	if c.HistoryInterval == 0 {
		c.HistoryInterval = 30 * time.Second
	}
}

// Validate reports the first invalid field.
func (c *Config) Validate() error {
	if c.Token != "" && len(c.Token) < MinTokenLen {
		return fmt.Errorf("%w: token is %d characters, want at least %d (or none, on loopback)", ErrConfig, len(c.Token), MinTokenLen)
	}
	if strings.ContainsAny(c.Token, " \t\r\n") {
		return fmt.Errorf("%w: token contains white space: write it on one line without spaces", ErrConfig)
	}
	if c.TokenDecimals < 0 || c.TokenDecimals > 36 {
		return fmt.Errorf("%w: token decimals %d: want 0 to 36", ErrConfig, c.TokenDecimals)
	}
	if c.ViewTimeout < 0 {
		return fmt.Errorf("%w: view timeout %s is negative", ErrConfig, c.ViewTimeout)
	}
	if c.HistoryInterval < 0 {
		return fmt.Errorf("%w: history interval %s is negative", ErrConfig, c.HistoryInterval)
	}
	return nil
}

// Sources are what the console shows; a nil source leaves its view out.
type Sources struct {
	// Provider returns the provider view, a JSON-encodable value (provider.ConsoleView).
	Provider func(ctx context.Context) (any, error)
	// Jobs returns the requester's job store (requester.Requester.Jobs, or a LocalClient's
	// while another process holds the store).
	Jobs func(ctx context.Context) ([]*requester.Record, error)
	// Offers returns the offers in the node's book (book.Book.Snapshot, or a LocalClient's).
	Offers func(ctx context.Context) ([]book.Entry, error)
	// Reputation scores providers for the requester view's comparison (requester's
	// ReputationSource); nil shows no scores.
	Reputation requester.ReputationSource
}

// Console is the console's HTTP handler.
type Console struct {
	cfg Config
	src Sources
	log *slog.Logger
	mux *http.ServeMux
	// history is the market's price history, sampled by Run.
	history *PriceHistory
}

// New returns a console over src. It starts nothing: serve Handler on a listener.
func New(cfg Config, src Sources, log *slog.Logger) (*Console, error) {
	cfg.EnsureDefaults()
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if src.Provider == nil && src.Jobs == nil && src.Offers == nil {
		return nil, fmt.Errorf("%w: no view to show (set Sources.Provider, Jobs or Offers)", ErrConfig)
	}
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	c := &Console{cfg: cfg, src: src, log: log, mux: http.NewServeMux(), history: NewPriceHistory()}
	static, err := fs.Sub(assets, "assets")
	if err != nil {
		return nil, fmt.Errorf("console: assets: %w", err)
	}
	c.mux.Handle(Prefix, http.StripPrefix(Prefix, http.FileServerFS(static)))
	c.mux.HandleFunc(Prefix+"api/views", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, Views{Provider: src.Provider != nil, Requester: src.Jobs != nil, Market: src.Offers != nil})
	})
	c.api("provider", src.Provider != nil, func(ctx context.Context) (any, error) { return src.Provider(ctx) })
	c.api("requester", src.Jobs != nil, c.requesterView)
	c.api("market", src.Offers != nil, func(ctx context.Context) (any, error) {
		offers, err := src.Offers(ctx)
		if err != nil {
			return nil, err
		}
		v := MarketFrom(offers, time.Now(), cfg.TokenDecimals)
		v.History = c.history.Series()
		return v, nil
	})
	return c, nil
}

// Run samples the book's prices into the market view's price history every HistoryInterval
// until ctx ends (at once without an Offers source). The views are served without it; the
// history stays empty then.
func (c *Console) Run(ctx context.Context) error {
	if c.src.Offers == nil {
		return nil
	}
	t := time.NewTicker(c.cfg.HistoryInterval)
	defer t.Stop()
	for {
		sctx, cancel := context.WithTimeout(ctx, c.cfg.ViewTimeout)
		offers, err := c.src.Offers(sctx)
		cancel()
		if err == nil {
			c.history.Sample(offers, time.Now(), c.cfg.TokenDecimals)
		} else if ctx.Err() == nil {
			c.log.Warn("console price sample failed", "err", err)
		}
		select {
		case <-ctx.Done():
			return nil
		case <-t.C:
		}
	}
}

// Views says which views a console has.
type Views struct {
	Provider  bool `json:"provider"`
	Requester bool `json:"requester"`
	Market    bool `json:"market"`
}

// api mounts one JSON view; a view without its source answers 404.
func (c *Console) api(name string, on bool, view func(ctx context.Context) (any, error)) {
	c.mux.HandleFunc(Prefix+"api/"+name, func(w http.ResponseWriter, r *http.Request) {
		if !on {
			httpError(w, http.StatusNotFound, fmt.Sprintf("this console has no %s view", name))
			return
		}
		ctx, cancel := context.WithTimeout(r.Context(), c.cfg.ViewTimeout)
		defer cancel()
		v, err := view(ctx)
		if err != nil {
			c.log.Warn("console view failed", "view", name, "err", err)
			httpError(w, http.StatusServiceUnavailable, fmt.Sprintf("%s view: %v", name, err))
			return
		}
		writeJSON(w, v)
	})
}

func (c *Console) requesterView(ctx context.Context) (any, error) {
	recs, err := c.src.Jobs(ctx)
	if err != nil {
		return nil, err
	}
	var offers []book.Entry
	if c.src.Offers != nil {
		if offers, err = c.src.Offers(ctx); err != nil {
			return nil, err
		}
	}
	score := func(p common.Address) (uint32, error) {
		if c.src.Reputation == nil {
			return 0, errNoReputation
		}
		return c.src.Reputation.Score(ctx, p)
	}
	return RequesterFrom(recs, offers, score, c.cfg.TokenDecimals), nil
}

var errNoReputation = errors.New("no reputation source")

// Handler returns the console's handler: access checks, then the page and the API. Mount it
// at Prefix (or at "/": it answers only paths under Prefix, and redirects "/" there).
func (c *Console) Handler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Referrer-Policy", "no-referrer") // the page's URL may carry the token
		h.Set("Content-Security-Policy", "default-src 'self'; frame-ancestors 'none'; form-action 'none'")
		h.Set("Cache-Control", "no-store")
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			h.Set("Allow", "GET, HEAD")
			httpError(w, http.StatusMethodNotAllowed, fmt.Sprintf("the console is read-only: %s is not accepted, only GET and HEAD (actions that move money are CLI commands that ask for the wallet)", r.Method))
			return
		}
		// The page and its script and style hold no data (they are the same in every binary):
		// they load without a token, so the page can show a 401's message. The views need it.
		if msg, ok := c.allowed(r); !ok && strings.HasPrefix(r.URL.Path, Prefix+"api/") {
			if c.cfg.Token != "" {
				h.Set("WWW-Authenticate", `Bearer realm="gpumesh console"`)
			}
			httpError(w, http.StatusUnauthorized, msg)
			return
		}
		if r.URL.Path == "/" {
			http.Redirect(w, r, Prefix+queryOf(r), http.StatusFound)
			return
		}
		c.mux.ServeHTTP(w, r)
	})
}

// queryOf keeps the token query on a redirect.
func queryOf(r *http.Request) string {
	if r.URL.RawQuery == "" {
		return ""
	}
	return "?" + r.URL.RawQuery
}

// allowed checks the token, or without one the Host; it returns the 401's message when not.
func (c *Console) allowed(r *http.Request) (string, bool) {
	if c.cfg.Token == "" {
		if !loopbackHost(r.Host) {
			return fmt.Sprintf("console: Host %.100q is not loopback, and this console has no token: open it as http://127.0.0.1:PORT/console/ or http://localhost:PORT/console/, or configure a token to serve it elsewhere", r.Host), false
		}
		return "", true
	}
	got := ""
	if a := r.Header.Get("Authorization"); a != "" {
		scheme, tok, ok := strings.Cut(a, " ")
		if !ok || !strings.EqualFold(scheme, "Bearer") {
			return "console: the Authorization header must be \"Bearer TOKEN\"", false
		}
		got = strings.TrimSpace(tok)
	} else {
		got = r.URL.Query().Get("token")
	}
	if got == "" {
		return fmt.Sprintf("console: token missing: add ?token=TOKEN to the URL (or send Authorization: Bearer TOKEN), with %s", c.cfg.Hint), false
	}
	if subtle.ConstantTimeCompare([]byte(got), []byte(c.cfg.Token)) != 1 {
		return fmt.Sprintf("console: wrong token: use %s", c.cfg.Hint), false
	}
	return "", true
}

// loopbackHost reports whether a Host header names a loopback address or localhost.
func loopbackHost(host string) bool {
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	host = strings.TrimSuffix(strings.TrimPrefix(host, "["), "]")
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// NeedsToken reports whether a console listening on addr must have a token: every address
// but a loopback one (an unspecified address like 0.0.0.0 listens on every interface).
func NeedsToken(addr net.Addr) bool {
	tcp, ok := addr.(*net.TCPAddr)
	return !ok || !tcp.IP.IsLoopback()
}

// NewToken returns a random token (128 bits, hex).
func NewToken() (string, error) {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", fmt.Errorf("console: token: %w", err)
	}
	return hex.EncodeToString(b[:]), nil
}

// URL is the console's address on a listener, with the token (if any) in the query.
func URL(addr net.Addr, token string) string {
	u := "http://" + addr.String() + Prefix
	if token != "" {
		u += "?token=" + token
	}
	return u
}

type apiError struct {
	Error string `json:"error"`
}

// httpError answers with a JSON {"error": msg}, readable by the page and by curl.
func httpError(w http.ResponseWriter, code int, msg string) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(code)
	_ = json.NewEncoder(w).Encode(apiError{msg})
}

func writeJSON(w http.ResponseWriter, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		httpError(w, http.StatusInternalServerError, "encode view: "+err.Error())
		return
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	_, _ = w.Write(b)
}
