package soakbench

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"sync"
	"time"

	"github.com/gpumesh/gpumesh/p2p/diskspace"
)

// A provider's full disk (FaultDiskFull): the data dirs of ChaosConfig.DiskFullProviders
// provider daemons are each a tmpfs of DiskSize bytes, mounted by the soak before the daemon
// first starts (it needs root). The fault fills one with ballast until DiskLeave bytes stay free
// — below the 32 MiB every record needs (diskspace.DefaultMin) and the content store's
// MinFreeBytes, so the daemon refuses records and content (a disk-full error, nothing sent) and
// does not die — for DiskFullFor, then removes the ballast.

// DiskSize is the size of a provider's tmpfs: the content store keeps 80 MiB free by default
// (p2p/content MinFreeBytes: two 32 MiB memtables and 16 MiB), the records 32 MiB
// (diskspace.DefaultMin), and a soak's daemon writes a few tens of MiB (pebble logs and tables,
// hello jobs' specs, modules and results); 256 MiB leaves it well clear of both guards when
// the disk is not filled.
const DiskSize = 256 << 20

// DiskLeave is what a fill leaves free: below both guards, above nothing (pebble never meets
// ENOSPC in a write it did not guard).
const DiskLeave = 8 << 20

// providerDisks are the tmpfs data dirs of the providers whose disks the schedule fills.
type providerDisks struct {
	dirs map[int]string // provider index (1-based) -> its data dir, a tmpfs

	mu   sync.Mutex
	full map[int]*diskspace.Ballast // filled now
	// maxUsed is the most a daemon had written to its disk when one was filled (DiskSize
	// minus the free space): how far below the guards it ran otherwise.
	maxUsed int64
}

// mountDisks mounts a tmpfs of DiskSize on the data dirs (under devnetDir, as devnet names them:
// provider-N) of the last count of providers; on an error it unmounts what it mounted.
func mountDisks(devnetDir string, providers, count int) (*providerDisks, error) {
	d := &providerDisks{dirs: map[int]string{}, full: map[int]*diskspace.Ballast{}}
	for i := providers - count + 1; i <= providers; i++ {
		dir := filepath.Join(devnetDir, fmt.Sprintf("provider-%d", i))
		if err := diskspace.Mount(dir, DiskSize); err != nil {
			return nil, errors.Join(fmt.Errorf("soak: disk-full faults need each chosen provider's data dir on its own tmpfs: %w: run as root, or set --disk-full-every 0", err), d.unmount())
		}
		d.dirs[i] = dir
	}
	return d, nil
}

// indexes returns the providers with a tmpfs, in order.
func (d *providerDisks) indexes() []int {
	out := make([]int, 0, len(d.dirs))
	for i := range d.dirs {
		out = append(out, i)
	}
	sort.Ints(out)
	return out
}

// fill fills provider index's disk; false when it is full already.
func (d *providerDisks) fill(index int) (bool, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.full[index] != nil {
		return false, nil
	}
	b := &diskspace.Ballast{Dir: d.dirs[index]}
	d.full[index] = b
	if free, err := diskspace.Free(b.Dir); err == nil {
		d.maxUsed = max(d.maxUsed, DiskSize-free)
	}
	return true, b.Fill(DiskLeave)
}

// release frees provider index's disk.
func (d *providerDisks) release(index int) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	b := d.full[index]
	delete(d.full, index)
	if b == nil {
		return nil
	}
	return b.Release()
}

// refusals counts the lines of the daemons' logs (daemon.log in each data dir) that report a
// write refused on a full disk (diskspace.ErrFull: "disk full").
func (d *providerDisks) refusals() int {
	n := 0
	for _, i := range d.indexes() {
		f, err := os.Open(filepath.Join(d.dirs[i], "daemon.log"))
		if err != nil {
			continue
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 64<<10), 1<<20)
		for sc.Scan() {
			if bytes.Contains(sc.Bytes(), []byte(diskspace.ErrFull.Error())) {
				n++
			}
		}
		f.Close()
	}
	return n
}

// unmount unmounts every disk (after the daemons stopped; a busy one is detached).
func (d *providerDisks) unmount() error {
	var errs []error
	for _, i := range d.indexes() {
		if err := diskspace.Unmount(d.dirs[i]); err != nil {
			errs = append(errs, err)
		}
		delete(d.dirs, i)
	}
	return errors.Join(errs...)
}

// fillDisk is the chaos schedule's disk-full fault: a random provider with a tmpfs (one not
// full already) gets its disk filled for DiskFullFor, then released (at the latest when the
// schedule ends: the run's settlement needs every disk back).
func (c *chaos) fillDisk(ctx context.Context, releases *sync.WaitGroup) bool {
	if c.disks == nil || len(c.disks.dirs) == 0 {
		return false
	}
	idx := c.disks.indexes()
	c.mu.Lock()
	index := idx[c.rng.IntN(len(idx))]
	c.mu.Unlock()
	f := Fault{At: time.Now(), Kind: FaultDiskFull, Provider: index, For: c.cfg.DiskFullFor}
	ok, err := c.disks.fill(index)
	if !ok {
		return false
	}
	if err != nil {
		f.Err = err.Error()
	}
	c.record(f)
	releases.Add(1)
	go func() {
		defer releases.Done()
		t := time.NewTimer(c.cfg.DiskFullFor)
		select {
		case <-t.C:
		case <-ctx.Done():
			t.Stop()
		}
		f := Fault{Kind: FaultDiskFreed, Provider: index}
		if err := c.disks.release(index); err != nil {
			f.Err = err.Error()
		}
		f.At = time.Now()
		c.record(f)
	}()
	return true
}
