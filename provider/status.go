package provider

import (
	"context"
	"fmt"
	"log/slog"
	"math/big"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/cockroachdb/pebble/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/provider/runner"
	"github.com/gpumesh/gpumesh/verifier/reputation"
)

// Status is what `gpumesh provider status` shows.
type Status struct {
	Address  string         `json:"address"`
	PeerID   string         `json:"peer_id"`
	Slots    map[string]int `json:"slots"`
	Jobs     map[string]int `json:"jobs_by_state"`
	Running  []JobSummary   `json:"running"`
	Earnings string         `json:"earnings"` // token units paid to this provider (sum of Paid)
	// Unwithdrawn is the part of the earnings still credited in the escrow (running daemon
	// only): withdrawn as chain.withdraw_earnings_* say, or by `gpumesh provider withdraw`.
	Unwithdrawn string   `json:"unwithdrawn,omitempty"`
	Stake       string   `json:"stake,omitempty"`
	Locked      string   `json:"locked,omitempty"`
	Devices     int      `json:"devices"`
	Executors   []string `json:"executors"`
	// Placement is how runs sit on the GPUs and CPU slots now (running daemon only).
	Placement *runner.Usage `json:"placement,omitempty"`
	// JobGPU is the GPU use attributed to the jobs that held devices, the most recently sampled
	// first, at most MaxJobGPURecords (running daemon only).
	JobGPU []JobGPU `json:"job_gpu,omitempty"`
	// Preemptions counts batch runs stopped for burst work, over every job on record.
	Preemptions int `json:"preemptions"`
	// Reputation is this provider's score as every node computes it from chain events (running
	// daemon only; nil when it could not be read: ReputationError says why).
	Reputation      *Reputation `json:"reputation,omitempty"`
	ReputationError string      `json:"reputation_error,omitempty"`
}

// Reputation is a provider's reputation as every node computes it from chain events
// (verifier/reputation's Report, in short).
type Reputation struct {
	// Score is the mean of the beta posterior, in [0, 1]; ScoreBps the same in basis points,
	// as matching uses it.
	Score    float64 `json:"score"`
	ScoreBps uint32  `json:"score_bps"`
	// Success and Failure are the decayed, value-weighted counts behind it.
	Success float64 `json:"success"`
	Failure float64 `json:"failure"`
	// Events is the number of the provider's events counted; Block the last block read.
	Events int    `json:"events"`
	Block  uint64 `json:"block"`
}

// ReputationSource computes a provider's reputation. Default (no WithReputation): a
// verifier/reputation chain Source over the daemon's chain connection, its scan kept in
// <data_dir>/reputation.json so each status reads only new blocks.
type ReputationSource interface {
	Reputation(ctx context.Context, provider common.Address) (Reputation, error)
}

// WithReputation makes Status report the provider's reputation from src instead of the
// default chain source.
func WithReputation(src ReputationSource) Option { return func(o *options) { o.reputation = src } }

// chainReputation adapts a verifier/reputation Source.
type chainReputation struct{ src *reputation.Source }

func (c chainReputation) Reputation(ctx context.Context, provider common.Address) (Reputation, error) {
	r, err := c.src.Report(ctx, provider, 0)
	if err != nil {
		return Reputation{}, err
	}
	n := 0
	for _, k := range r.Counts {
		n += k.Count
	}
	return Reputation{Score: r.Score, ScoreBps: r.ScoreBps, Success: r.Success, Failure: r.Failure, Events: n, Block: r.Block}, nil
}

// reputationSource returns the configured source, or creates the default chain source once.
func (d *Daemon) reputationSource(rs *running) (ReputationSource, error) {
	if d.o.reputation != nil {
		return d.o.reputation, nil
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if rs.rep == nil {
		src, err := reputation.NewChainSource(rs.eth, rs.dep,
			reputation.FileStore{Path: filepath.Join(d.cfg.DataDir, "reputation.json")}, d.log)
		if err != nil {
			return nil, err
		}
		rs.rep = chainReputation{src}
	}
	return rs.rep, nil
}

// JobSummary is one unfinished job.
type JobSummary struct {
	ID          contracts.JobID `json:"id"`
	Class       string          `json:"class"`
	State       string          `json:"state"`
	Executor    string          `json:"executor"`
	Accepted    time.Time       `json:"accepted"`
	Error       string          `json:"error,omitempty"`
	GPUs        int             `json:"gpus,omitempty"`
	Devices     []string        `json:"devices,omitempty"` // where the current or last run was placed
	Preemptions int             `json:"preemptions,omitempty"`
}

// Status reports the running daemon's slots, jobs, earnings and stake.
func (d *Daemon) Status(ctx context.Context) (*Status, error) {
	rs, err := d.st()
	if err != nil {
		return nil, err
	}
	recs, err := rs.runner.List()
	if err != nil {
		return nil, err
	}
	st := StatusFromRecords(recs, d.cfg.Runner.Slots)
	st.Address, st.PeerID, st.Devices = rs.addr.Hex(), rs.node.ID().String(), len(rs.devices)
	st.Executors = rs.execs.Names()
	if info, err := rs.cc.StakeOf(ctx, rs.addr); err == nil {
		st.Stake, st.Locked = info.Stake.String(), info.Locked.String()
	}
	if e, err := rs.cc.EarningsOf(ctx, rs.addr); err == nil {
		st.Unwithdrawn = e.String()
	}
	u := rs.runner.Usage()
	st.Placement = &u
	if rs.jobGPU != nil {
		st.JobGPU = rs.jobGPU.Recent()
	}
	if src, err := d.reputationSource(rs); err != nil {
		st.ReputationError = shortErr(err)
	} else if rep, err := src.Reputation(ctx, rs.addr); err != nil {
		st.ReputationError = shortErr(err)
	} else {
		st.Reputation = &rep
	}
	return st, nil
}

// StatusFromRecords summarizes runner records (also used offline on the data dir).
func StatusFromRecords(recs []runner.Record, slots map[string]int) *Status {
	st := &Status{Slots: slots, Jobs: map[string]int{}}
	earn := new(big.Int)
	for _, r := range recs {
		st.Jobs[string(r.State)]++
		if r.Paid != nil {
			earn.Add(earn, r.Paid)
		}
		st.Preemptions += r.Preemptions
		if !r.State.Final() {
			st.Running = append(st.Running, JobSummary{ID: r.Job.ID, Class: r.Job.Class, State: string(r.State),
				Executor: r.Job.Executor, Accepted: r.Accepted, Error: r.Error, GPUs: r.Job.GPUs,
				Devices: r.Devices, Preemptions: r.Preemptions})
		}
	}
	st.Earnings = earn.String()
	return st
}

// ReadStatusOffline reads the runner records from a stopped daemon's data dir.
func ReadStatusOffline(dataDir string, slots map[string]int) (*Status, error) {
	db, err := pebble.Open(filepath.Join(dataDir, "node"), &pebble.Options{ReadOnly: true, Logger: pebbleLogger{slog.New(slog.DiscardHandler)}})
	if err != nil {
		return nil, fmt.Errorf("open %s (is the daemon running? then ask its metrics.listen): %w", dataDir, err)
	}
	defer db.Close()
	prefix := []byte("runner/v1/job/")
	it, err := db.NewIter(&pebble.IterOptions{LowerBound: prefix, UpperBound: append(slices.Clone(prefix[:len(prefix)-1]), '0')})
	if err != nil {
		return nil, err
	}
	defer it.Close()
	var recs []runner.Record
	for it.First(); it.Valid(); it.Next() {
		r, err := runner.DecodeRecord(it.Value())
		if err != nil {
			return nil, fmt.Errorf("record %s: %w", it.Key(), err)
		}
		recs = append(recs, r)
	}
	return StatusFromRecords(recs, slots), nil
}

// shortErr trims an error for the status's reputation_error.
func shortErr(err error) string {
	s := err.Error()
	if len(s) > 300 {
		s = s[:300]
	}
	return strings.TrimSpace(s)
}

// JobRecord is the runner's record of job id (runner.ErrNotFound when it has none): its state
// and when its latest pass went through each step (Record.Timing), for benches and tools.
func (d *Daemon) JobRecord(id contracts.JobID) (runner.Record, error) {
	rs, err := d.st()
	if err != nil {
		return runner.Record{}, err
	}
	return rs.runner.Get(id)
}
