package runner

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math/big"
	"os"
	"path/filepath"
	"sort"
	"sync"
	"time"

	"github.com/cockroachdb/pebble/v2"

	"github.com/gpumesh/gpumesh/contracts"
)

// dirStore is a content-addressed store in a local directory, standing in for p2p/content in
// these tests (the daemon plugs in the real UnixFS store). Its ids are "sha256:<hex>" of a
// canonical encoding of the file or tree, not UnixFS CIDs. It implements Fetcher and Uploader.
type dirStore struct{ root string }

func (s dirStore) Put(src string) (string, error) {
	id, err := treeHash(src)
	if err != nil {
		return "", err
	}
	dst := filepath.Join(s.root, id[len("sha256:"):])
	if _, err := os.Stat(dst); err == nil {
		return id, nil
	}
	tmp := dst + ".tmp"
	os.RemoveAll(tmp)
	if err := copyTree(src, tmp); err != nil {
		return "", err
	}
	return id, os.Rename(tmp, dst)
}

func (s dirStore) Fetch(ctx context.Context, cid, dst string) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if len(cid) < 8 || cid[:7] != "sha256:" {
		return fmt.Errorf("dirstore: bad id %q", cid)
	}
	src := filepath.Join(s.root, cid[7:])
	if _, err := os.Stat(src); err != nil {
		return fmt.Errorf("dirstore: %s not found", cid)
	}
	os.RemoveAll(dst)
	return copyTree(src, dst)
}

func (s dirStore) Upload(ctx context.Context, _ contracts.JobID, result fs.FS) (string, error) {
	if err := ctx.Err(); err != nil {
		return "", err
	}
	tmp, err := os.MkdirTemp(s.root, "upload-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(tmp)
	dir := filepath.Join(tmp, "result")
	if err := os.CopyFS(dir, result); err != nil {
		return "", err
	}
	return s.Put(dir)
}

func treeHash(p string) (string, error) {
	h := sha256.New()
	err := filepath.WalkDir(p, func(q string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(p, q)
		if d.IsDir() {
			fmt.Fprintf(h, "d %q\n", rel)
			return nil
		}
		b, err := os.ReadFile(q)
		if err != nil {
			return err
		}
		fmt.Fprintf(h, "f %q %d\n", rel, len(b))
		h.Write(b)
		return nil
	})
	return "sha256:" + hex.EncodeToString(h.Sum(nil)), err
}

func copyTree(src, dst string) error {
	return filepath.WalkDir(src, func(q string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, q)
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		in, err := os.Open(q)
		if err != nil {
			return err
		}
		defer in.Close()
		out, err := os.Create(target)
		if err != nil {
			return err
		}
		if _, err := io.Copy(out, in); err != nil {
			out.Close()
			return err
		}
		return out.Close()
	})
}

// ledger is a pebble-backed escrow standing in for the chain in these tests: atomic, durable
// transactions that revert (and are counted) when the contract would revert them. The real chain
// integration test comes with the daemon.
//
// Its reverts are the escrow's custom errors (*contracts.RevertError labelled "escrow"), as the
// real settler returns them. WaitSettled acts as the requester: once the deadline passes it
// refunds the job, slashing the provider.
type ledger struct {
	mu     sync.Mutex
	db     *pebble.DB
	window time.Duration
	// ahead is how far the chain's clock runs ahead of the wall clock (the devnet seals a block
	// per transaction, each at least a second after the last); the runner does not know it.
	ahead time.Duration
}

// now is the chain's clock.
func (l *ledger) now() time.Time { return time.Now().Add(l.ahead) }

type ledgerJob struct {
	State       ChainState `json:"state"`
	Price       *big.Int   `json:"price"`
	Deadline    time.Time  `json:"deadline"`
	ResultCID   string     `json:"result_cid,omitempty"`
	ClaimableAt time.Time  `json:"claimable_at,omitempty"`
	Paid        *big.Int   `json:"paid,omitempty"`
	Submits     int        `json:"submits"`
	Claims      int        `json:"claims"`
	Refunds     int        `json:"refunds"`
	Abandoned   string     `json:"abandoned,omitempty"` // the abandon cause
	Reverts     []string   `json:"reverts,omitempty"`
	// Verdict is a disputed job's outcome, reached while the provider waits for settlement
	// (WaitSettled), so a test sees the runner wait on the dispute whatever the scheduling.
	Verdict ChainState `json:"verdict,omitempty"`
}

var errReverted = errors.New("ledger: transaction reverted")

func (l *ledger) get(id contracts.JobID) (ledgerJob, bool) {
	v, c, err := l.db.Get([]byte("ledger/job/" + id.String()))
	if err != nil {
		return ledgerJob{}, false
	}
	defer c.Close()
	var j ledgerJob
	if json.Unmarshal(v, &j) != nil {
		return ledgerJob{}, false
	}
	return j, true
}

func (l *ledger) put(id contracts.JobID, j ledgerJob) error {
	b, _ := json.Marshal(j)
	return l.db.Set([]byte("ledger/job/"+id.String()), b, pebble.Sync)
}

func (l *ledger) Open(id contracts.JobID, price *big.Int, deadline time.Time) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.put(id, ledgerJob{State: ChainOpen, Price: price, Deadline: deadline})
}

func (l *ledger) revert(id contracts.JobID, j ledgerJob, why string, name string, args ...contracts.RevertArg) error {
	j.Reverts = append(j.Reverts, why)
	l.put(id, j)
	return fmt.Errorf("%w: %s: %w", errReverted, why, &contracts.RevertError{Contract: "escrow", Name: name, Args: args})
}

func statusArg(j ledgerJob) contracts.RevertArg {
	return contracts.RevertArg{Name: "status", Value: string(j.State)}
}

func (l *ledger) Status(ctx context.Context, id contracts.JobID) (ChainStatus, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	j, ok := l.get(id)
	if !ok {
		return ChainStatus{State: ChainUnknown}, nil
	}
	return ChainStatus{State: j.State, ResultCID: j.ResultCID, Paid: j.Paid}, nil
}

func (l *ledger) SubmitResult(ctx context.Context, id contracts.JobID, cid string) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	j, ok := l.get(id)
	switch {
	case !ok:
		return fmt.Errorf("%w: unknown job", errReverted)
	case j.State != ChainOpen:
		return l.revert(id, j, "submit in state "+string(j.State), "WrongStatus", statusArg(j))
	case l.now().After(j.Deadline):
		return l.revert(id, j, "submit after deadline", "DeadlinePassed",
			contracts.RevertArg{Name: "deadline", Value: uint64(j.Deadline.Unix())})
	}
	j.State, j.ResultCID, j.ClaimableAt = ChainSubmitted, cid, l.now().Add(l.window)
	j.Submits++
	return l.put(id, j)
}

func (l *ledger) WaitClaimable(ctx context.Context, id contracts.JobID) error {
	l.mu.Lock()
	j, ok := l.get(id)
	l.mu.Unlock()
	if !ok {
		return fmt.Errorf("ledger: unknown job %s", id)
	}
	return sleepUntil(ctx, j.ClaimableAt.Add(-l.ahead))
}

func (l *ledger) Claim(ctx context.Context, id contracts.JobID) (*big.Int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	j, ok := l.get(id)
	switch {
	case !ok:
		return nil, fmt.Errorf("%w: unknown job", errReverted)
	case j.State != ChainSubmitted:
		return nil, l.revert(id, j, "claim in state "+string(j.State), "WrongStatus", statusArg(j))
	case l.now().Before(j.ClaimableAt):
		return nil, l.revert(id, j, "claim inside the challenge window", "ChallengeWindowOpen",
			contracts.RevertArg{Name: "until", Value: uint64(j.ClaimableAt.Unix())})
	}
	j.State, j.Paid = ChainPaid, new(big.Int).Set(j.Price)
	j.Claims++
	return j.Paid, l.put(id, j)
}

func (l *ledger) WaitSettled(ctx context.Context, id contracts.JobID) (ChainStatus, error) {
	l.mu.Lock()
	j, ok := l.get(id)
	l.mu.Unlock()
	if !ok {
		return ChainStatus{}, fmt.Errorf("ledger: unknown job %s", id)
	}
	if err := sleepUntil(ctx, j.Deadline.Add(-l.ahead)); err != nil {
		return ChainStatus{}, err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	j, _ = l.get(id)
	if j.State == ChainDisputed && j.Verdict != "" {
		j.State = j.Verdict
		if err := l.put(id, j); err != nil {
			return ChainStatus{}, err
		}
	}
	if j.State == ChainOpen { // the requester refunds a missed deadline; the provider is slashed
		j.State = ChainSlashed
		j.Refunds++
		if err := l.put(id, j); err != nil {
			return ChainStatus{}, err
		}
	}
	return ChainStatus{State: j.State, ResultCID: j.ResultCID, Paid: j.Paid}, nil
}

func (l *ledger) all() map[contracts.JobID]ledgerJob {
	l.mu.Lock()
	defer l.mu.Unlock()
	it, _ := l.db.NewIter(&pebble.IterOptions{LowerBound: []byte("ledger/job/"), UpperBound: []byte("ledger/job0")})
	defer it.Close()
	out := map[contracts.JobID]ledgerJob{}
	for it.First(); it.Valid(); it.Next() {
		var j ledgerJob
		json.Unmarshal(it.Value(), &j)
		id, _ := contracts.ParseJobID(string(it.Key()[len("ledger/job/"):]))
		out[id] = j
	}
	return out
}

func sleepUntil(ctx context.Context, t time.Time) error {
	d := time.Until(t)
	if d <= 0 {
		return nil
	}
	tm := time.NewTimer(d)
	defer tm.Stop()
	select {
	case <-tm.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func sortedKeys[M ~map[string]V, V any](m M) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// quietLogger keeps pebble's WAL-replay chatter out of test output; errors still show.
type quietLogger struct{}

func (quietLogger) Infof(string, ...any) {}
func (quietLogger) Errorf(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "pebble: "+format+"\n", args...)
}
func (quietLogger) Fatalf(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "pebble: "+format+"\n", args...)
	os.Exit(1)
}

// Abandon ends an Open job without a slash (the escrow's abandon): refunded, counted in Abandons.
func (l *ledger) Abandon(ctx context.Context, id contracts.JobID, cause AbandonCause) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	j, ok := l.get(id)
	switch {
	case !ok:
		return fmt.Errorf("%w: unknown job", errReverted)
	case j.State != ChainOpen:
		return l.revert(id, j, "abandon in state "+string(j.State), "WrongStatus", statusArg(j))
	case l.now().After(j.Deadline):
		return l.revert(id, j, "abandon after deadline", "DeadlinePassed")
	}
	j.State, j.Abandoned = ChainRefunded, string(cause)
	return l.put(id, j)
}

// jid is a test job id that spells name (at most 32 bytes) in its bytes, so tests keep naming
// their jobs.
func jid(name string) contracts.JobID {
	var id contracts.JobID
	copy(id[:], name)
	return id
}

// jname is the name jid spelled in id.
func jname(id contracts.JobID) string { return string(bytes.TrimRight(id[:], "\x00")) }
