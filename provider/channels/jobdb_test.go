package channels

import (
	"math/big"
	"path/filepath"
	"sync"
	"testing"

	"github.com/cockroachdb/pebble/v2"
	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/p2p/diskspace"
)

// TestUpdateJobKeepsConcurrentChanges: the delivered mark and the result CID written at once
// (deliver finishing while a fast job's result is recorded) both stay in the record; a write of
// a copy read before the other change dropped the result and left the requester waiting.
func TestUpdateJobKeepsConcurrentChanges(t *testing.T) {
	dir := t.TempDir()
	db, err := pebble.Open(filepath.Join(dir, "db"), &pebble.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	s := &channelDB{db: db, space: diskspace.Guard{Dir: dir, Min: 1, What: "test"}}
	for i := range 200 {
		id := contracts.JobID{byte(i), byte(i >> 8), 1}
		if err := s.putJobOpt(&channelJob{JobID: id, Amount: big.NewInt(1), Paid: big.NewInt(1)}, pebble.NoSync); err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		wg.Add(2)
		go func() {
			defer wg.Done()
			if _, err := s.updateJob(id, pebble.NoSync, func(j *channelJob) bool { j.Delivered = true; return true }); err != nil {
				t.Error(err)
			}
		}()
		go func() {
			defer wg.Done()
			if _, err := s.updateJob(id, pebble.NoSync, func(j *channelJob) bool { j.ResultCID = "bafkresult"; return true }); err != nil {
				t.Error(err)
			}
		}()
		wg.Wait()
		j, err := s.job(id)
		if err != nil || j == nil || !j.Delivered || j.ResultCID != "bafkresult" {
			t.Fatalf("record after concurrent updates: %+v, %v; want delivered with its result", j, err)
		}
	}
	if j, err := s.updateJob(contracts.JobID{9, 9, 9}, pebble.NoSync, func(*channelJob) bool {
		t.Fatal("change called for a job without a record")
		return true
	}); j != nil || err != nil {
		t.Fatalf("updateJob of a missing job = %+v, %v; want nil, nil", j, err)
	}
}
