package provider

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/gpumesh/gpumesh/provider/console"
	"github.com/gpumesh/gpumesh/provider/gpu"
	"github.com/gpumesh/gpumesh/verifier/capacity"
)

// MaxConsoleJobs is the number of jobs the console's provider view lists (latest first).
const MaxConsoleJobs = 200

// ConsoleView is the provider view of the web console (provider/console): the status plus the
// devices, the latest jobs (finished ones included) and the offer's capacity attestation.
type ConsoleView struct {
	*Status
	DeviceList []gpu.Device  `json:"device_list"`
	JobList    []ConsoleJob  `json:"job_list"`
	JobsTotal  int           `json:"jobs_total"`
	Offer      *ConsoleOffer `json:"offer,omitempty"`
	// TokenDecimals are the payment token's decimals (amounts here are in token units).
	TokenDecimals int `json:"token_decimals"`
}

// ConsoleJob is one job of the runner's records.
type ConsoleJob struct {
	JobSummary
	Paid    string    `json:"paid,omitempty"` // token units paid to this provider for it
	Updated time.Time `json:"updated"`
}

// ConsoleOffer is what the provider's latest offer quotes.
type ConsoleOffer struct {
	// Prices are by class ("batch", "burst", "zk"): token units per Unit.
	Prices     map[string]ConsolePrice `json:"prices"`
	Throughput uint64                  `json:"throughput"`
	// Attestation is the capacity attestation the offer carries (nil without one);
	// AttestationError says why it could not be read.
	Attestation      *capacity.Attestation `json:"attestation,omitempty"`
	AttestationError string                `json:"attestation_error,omitempty"`
	Expiry           uint64                `json:"expiry"`
}

// ConsolePrice is an offer's price for a class.
type ConsolePrice struct {
	Units string `json:"units"` // token units per Unit, decimal
	Unit  string `json:"unit"`  // "gpu_second" or "job_unit"
}

// ConsoleView returns the provider view of the running daemon.
func (d *Daemon) ConsoleView(ctx context.Context) (*ConsoleView, error) {
	st, err := d.Status(ctx)
	if err != nil {
		return nil, err
	}
	rs, err := d.st()
	if err != nil {
		return nil, err
	}
	recs, err := rs.runner.List()
	if err != nil {
		return nil, err
	}
	v := &ConsoleView{Status: st, DeviceList: rs.devices, JobsTotal: len(recs), JobList: []ConsoleJob{},
		TokenDecimals: d.cfg.Chain.TokenDecimals}
	sort.SliceStable(recs, func(i, j int) bool { return recs[i].Accepted.After(recs[j].Accepted) })
	for _, r := range recs[:min(len(recs), MaxConsoleJobs)] {
		j := ConsoleJob{JobSummary: JobSummary{ID: r.Job.ID, Class: r.Job.Class, State: string(r.State), Executor: r.Job.Executor,
			Accepted: r.Accepted, Error: r.Error, GPUs: r.Job.GPUs, Devices: r.Devices, Preemptions: r.Preemptions}, Updated: r.Updated}
		if r.Paid != nil {
			j.Paid = r.Paid.String()
		}
		v.JobList = append(v.JobList, j)
	}
	d.mu.Lock()
	o := rs.offer
	d.mu.Unlock()
	if o != nil {
		co := &ConsoleOffer{Throughput: o.Throughput, Expiry: o.Expiry, Prices: map[string]ConsolePrice{}}
		for _, p := range o.Prices {
			if p.Amount != nil {
				co.Prices[p.Class.String()] = ConsolePrice{Units: p.Amount.String(), Unit: p.Unit.String()}
			}
		}
		if len(o.Attestation) > 0 {
			if a, err := capacity.DecodeAttestation(o.Attestation); err != nil {
				co.AttestationError = err.Error()
			} else {
				co.Attestation = a
			}
		}
		v.Offer = co
	}
	return v, nil
}

// ConsoleTokenFile is where a daemon whose console listens beyond loopback, with no
// metrics.console_token_file, writes the token it generated (in its data dir, mode 0600).
const ConsoleTokenFile = "console.token"

// ConsoleURL returns the web console's URL (with its token, when it has one); "" when the
// console or the debug listener is off, or before Ready.
func (d *Daemon) ConsoleURL() string {
	rs, err := d.st()
	if err != nil {
		return ""
	}
	return rs.consoleURL
}

// mountConsole serves the web console on the debug listener's mux and returns its URL.
func (d *Daemon) mountConsole(mux *http.ServeMux, addr net.Addr, token, hint string) (string, error) {
	if d.cfg.Metrics.ConsoleDisable {
		return "", nil
	}
	c, err := console.New(console.Config{Token: token, Hint: hint, TokenDecimals: d.cfg.Chain.TokenDecimals},
		console.Sources{Provider: func(ctx context.Context) (any, error) { return d.ConsoleView(ctx) }}, d.log)
	if err != nil {
		return "", cfgErr("metrics.console_token_file", d.cfg.Metrics.ConsoleTokenFile, err.Error())
	}
	h := c.Handler()
	mux.Handle(console.Prefix, h)
	mux.Handle("/{$}", h) // the root redirects to the console
	if token != "" {
		d.log.Info("web console needs a token", "listen", addr.String(), "token_file", d.consoleTokenPath())
	}
	return console.URL(addr, token), nil
}

func (d *Daemon) consoleTokenPath() string {
	if p := d.cfg.Metrics.ConsoleTokenFile; p != "" {
		return p
	}
	return filepath.Join(d.cfg.DataDir, ConsoleTokenFile)
}

// consoleToken reads the configured token, or generates one when the listener is not on
// loopback; the hint says where the token is for a 401. A token that console.Config would
// refuse is a config error here, before the daemon touches the chain.
func (d *Daemon) consoleToken(addr net.Addr) (token, hint string, err error) {
	if d.cfg.Metrics.ConsoleDisable {
		return "", "", nil
	}
	if p := d.cfg.Metrics.ConsoleTokenFile; p != "" {
		b, err := os.ReadFile(p)
		if err != nil {
			return "", "", cfgErr("metrics.console_token_file", p, err.Error()+": write the token (16+ characters, one line) there, or unset it")
		}
		first, _, _ := strings.Cut(string(b), "\n")
		token = strings.TrimSpace(first)
		cc := console.Config{Token: token}
		if err := cc.Validate(); err != nil {
			return "", "", cfgErr("metrics.console_token_file", p, err.Error())
		}
		return token, fmt.Sprintf("the token in %s (metrics.console_token_file)", p), nil
	}
	if !console.NeedsToken(addr) {
		return "", "", nil
	}
	token, err = console.NewToken()
	if err != nil {
		return "", "", err
	}
	path := d.consoleTokenPath()
	if err := os.WriteFile(path, []byte(token+"\n"), 0o600); err != nil {
		return "", "", fmt.Errorf("write console token %s: %w", path, err)
	}
	return token, fmt.Sprintf("the token in %s on the provider's machine", path), nil
}
