package provider

import (
	"context"
	"fmt"
	"log/slog"
	"math/big"
	"path/filepath"
	"slices"
	"time"

	"github.com/cockroachdb/pebble/v2"
	"github.com/gpumesh/gpumesh/provider/runner"
)

// Status is what `gpumesh provider status` shows.
type Status struct {
	Address   string         `json:"address"`
	PeerID    string         `json:"peer_id"`
	Slots     map[string]int `json:"slots"`
	Jobs      map[string]int `json:"jobs_by_state"`
	Running   []JobSummary   `json:"running"`
	Earnings  string         `json:"earnings"` // token units paid to this provider (sum of Paid)
	Stake     string         `json:"stake,omitempty"`
	Locked    string         `json:"locked,omitempty"`
	Devices   int            `json:"devices"`
	Executors []string       `json:"executors"`
}

// JobSummary is one unfinished job.
type JobSummary struct {
	ID       string    `json:"id"`
	Class    string    `json:"class"`
	State    string    `json:"state"`
	Executor string    `json:"executor"`
	Accepted time.Time `json:"accepted"`
	Error    string    `json:"error,omitempty"`
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
		if !r.State.Final() {
			st.Running = append(st.Running, JobSummary{ID: r.Job.ID, Class: r.Job.Class, State: string(r.State),
				Executor: r.Job.Executor, Accepted: r.Accepted, Error: r.Error})
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
