package runner

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
)

// Work directories. A job's files live under Config.WorkDir/<job id>/ (module.wasm or the image
// archive, in/, out/, result/, checkpoint/). Making and removing directories is a large part of
// a short job's file-system cost (on the ext4 disk of the build machine, 150-260 µs of CPU per
// mkdir and 40-80 per rmdir against ~30 per rename; a burst job made and removed three), so a
// final job's directory is not removed but emptied down to in/ and out/ and kept as a spare
// under Config.WorkDir/.spare/, and the next job takes it with one rename.
//
// A spare holds nothing of the job before it: everything but in/ and out/ is removed, both are
// emptied, and the directory is read back (in/ and at most out/, directories, not links)
// before it is kept; anything unexpected, or any error, removes the directory instead. At most
// maxSpareWorkDirs are kept, and none across a restart: Run removes .spare at start with every
// other entry that is not an open job's.

// spareDirName is the entry of Config.WorkDir holding spare work directories; it is never a
// job id's text form (those are hex).
const spareDirName = ".spare"

// maxSpareWorkDirs bounds the spare work directories kept (one per job that ends while the
// others are taken is enough for a provider's usual slot counts).
const maxSpareWorkDirs = 8

// spares are the spare work directories of a running Runner (see the comment above).
type spares struct {
	dirs []string // paths, each an empty work dir
	seq  uint64   // names the next one
}

// makeWorkDir creates the work directory wd of a job with its in/ directory: a spare when one
// is free and the job has none yet (a resumed job keeps its own).
func (r *Runner) makeWorkDir(wd string) error {
	if _, err := os.Lstat(wd); errors.Is(err, fs.ErrNotExist) && r.takeSpare(wd) {
		return nil
	}
	return os.MkdirAll(filepath.Join(wd, "in"), 0o755)
}

// takeSpare renames a spare work directory to wd and reports whether it did.
func (r *Runner) takeSpare(wd string) bool {
	r.mu.Lock()
	n := len(r.spares.dirs)
	if n == 0 {
		r.mu.Unlock()
		return false
	}
	dir := r.spares.dirs[n-1]
	r.spares.dirs = r.spares.dirs[:n-1]
	r.mu.Unlock()
	if err := os.Rename(dir, wd); err != nil {
		r.log.Warn("take spare work dir", "dir", dir, "err", err)
		_ = os.RemoveAll(dir)
		return false
	}
	return true
}

// recycleWorkDir empties the work directory named name and keeps it as a spare, or removes it
// where that is not possible (see the comment above).
func (r *Runner) recycleWorkDir(name string) {
	wd := filepath.Join(r.cfg.WorkDir, name)
	r.mu.Lock()
	full := len(r.spares.dirs) >= maxSpareWorkDirs
	r.spares.seq++
	dst := filepath.Join(r.cfg.WorkDir, spareDirName, strconv.FormatUint(r.spares.seq, 10))
	r.mu.Unlock()
	if full {
		r.removeWorkDir(name)
		return
	}
	if err := emptyWorkDir(wd); err != nil {
		if !errors.Is(err, fs.ErrNotExist) {
			r.log.Debug("work dir not kept as a spare", "job_id", name, "err", err)
		}
		r.removeWorkDir(name)
		return
	}
	if err := os.Rename(wd, dst); err != nil {
		r.log.Warn("keep spare work dir", "job_id", name, "err", err)
		r.removeWorkDir(name)
		return
	}
	r.mu.Lock()
	r.spares.dirs = append(r.spares.dirs, dst)
	r.mu.Unlock()
}

// emptyWorkDir removes everything in the work directory wd but its in/ and out/ directories,
// empties those, and checks that wd then holds exactly in/ and, unless a batch job's result took
// it, out/ (a run makes out/ where it is missing).
func emptyWorkDir(wd string) error {
	ents, err := os.ReadDir(wd)
	if err != nil {
		return err
	}
	for _, e := range ents {
		p := filepath.Join(wd, e.Name())
		if (e.Name() == "in" || e.Name() == "out") && e.Type().IsDir() { // lstat's type: a link is no dir
			if err := emptyDir(p); err != nil {
				return err
			}
			continue
		}
		if err := os.RemoveAll(p); err != nil {
			return err
		}
	}
	ents, err = os.ReadDir(wd)
	if err != nil {
		return err
	}
	for i, e := range ents {
		if i > 1 || e.Name() != []string{"in", "out"}[i] || !e.Type().IsDir() {
			return fmt.Errorf("work dir %s holds %q after emptying, want only in/ and out/", wd, e.Name())
		}
	}
	if len(ents) == 0 {
		return fmt.Errorf("work dir %s has no in/", wd)
	}
	return nil
}

// emptyDir removes what the directory dir holds (dir itself is not a link: its caller read its
// type without following links).
func emptyDir(dir string) error {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, e := range ents {
		if err := os.RemoveAll(filepath.Join(dir, e.Name())); err != nil {
			return err
		}
	}
	return nil
}

// emptyOutDir makes out an empty directory before a run: a spare work dir's out/ is empty
// already; a run again after a crash or a preemption finds the last run's files and removes
// them. Whatever is at out that is not a directory (a link included) is removed first.
func emptyOutDir(out string) error {
	fi, err := os.Lstat(out)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return os.MkdirAll(out, 0o755)
	case err != nil:
		return err
	case !fi.IsDir():
		if err := os.RemoveAll(out); err != nil {
			return err
		}
		return os.Mkdir(out, 0o755)
	}
	return emptyDir(out)
}

// Wasm modules. A burst requester sends the same module job after job; writing it into every
// job's work dir was a file creation per job (the costliest file-system operation here, ~0.2-0.6
// ms of CPU). So the runner fetches a module once into Config.WorkDir/.modules/ (written
// under a temporary name and renamed, so the name only ever holds a complete, verified copy) and
// gives each job's work dir a hard link to it. The guest never sees the work dir's root (only
// in/ and out/), so no job can change the shared copy. At most maxCachedModules are kept (the
// oldest go first); a job's link keeps its copy alive after that. Like the spares, the copies
// are not kept across a restart (a resumed job keeps its own link).

// moduleDirName is the entry of Config.WorkDir holding fetched modules by CID.
const moduleDirName = ".modules"

// maxCachedModules bounds the modules kept in moduleDirName.
const maxCachedModules = 8

// moduleName is the file name of the copy of module cid: the SHA-256 of its text form in hex,
// so that no CID text (the requester's) ever forms a path.
func moduleName(cid string) string {
	sum := sha256.Sum256([]byte(cid))
	return hex.EncodeToString(sum[:])
}

// isModuleName reports whether name is a moduleName (and not a temporary file).
var isModuleName = regexp.MustCompile(`^[0-9a-f]{64}$`).MatchString

// fetchModule puts the module cid at dst (a job's module.wasm): a hard link to the runner's copy,
// which fetch(path) writes on the first use. Where a link cannot be made, fetch writes dst.
func (r *Runner) fetchModule(cid, dst, tmpSuffix string, fetch func(path string) error) error {
	dir := filepath.Join(r.cfg.WorkDir, moduleDirName)
	cached := filepath.Join(dir, moduleName(cid))
	if err := os.Remove(dst); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	if err := os.Link(cached, dst); err == nil {
		return nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fetch(dst)
	}
	tmp := cached + ".tmp-" + tmpSuffix
	_ = os.RemoveAll(tmp)
	if err := fetch(tmp); err != nil {
		_ = os.RemoveAll(tmp)
		return err
	}
	if fi, err := os.Lstat(tmp); err != nil || !fi.Mode().IsRegular() {
		_ = os.RemoveAll(tmp) // not a single file: no shared copy
		return fetch(dst)
	}
	if err := os.Rename(tmp, cached); err != nil {
		_ = os.RemoveAll(tmp)
		return fetch(dst)
	}
	r.evictModules(dir)
	if err := os.Link(cached, dst); err != nil {
		return fetch(dst)
	}
	return nil
}

// evictModules removes the oldest copies in dir past maxCachedModules (temporary files of
// fetches in progress are left alone).
func (r *Runner) evictModules(dir string) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	type copyAt struct {
		path string
		mod  int64
	}
	var copies []copyAt
	for _, e := range ents {
		if !isModuleName(e.Name()) {
			continue
		}
		if fi, err := e.Info(); err == nil {
			copies = append(copies, copyAt{filepath.Join(dir, e.Name()), fi.ModTime().UnixNano()})
		}
	}
	if len(copies) <= maxCachedModules {
		return
	}
	sort.Slice(copies, func(i, j int) bool { return copies[i].mod < copies[j].mod })
	for _, c := range copies[:len(copies)-maxCachedModules] {
		_ = os.Remove(c.path)
	}
}
