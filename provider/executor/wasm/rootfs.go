package wasm

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
	"sync"
	"syscall"
	"time"

	experimentalsys "github.com/tetratelabs/wazero/experimental/sys"
	"github.com/tetratelabs/wazero/experimental/sysfs"
	wsys "github.com/tetratelabs/wazero/sys"
)

// rootFS is the file system of one mount: a host directory opened as an [os.Root], so every path
// the guest names is resolved beneath that directory by the kernel (openat with no-follow on each
// component); a ".." or a symbolic link that would leave the directory fails instead of being
// followed. The guest cannot create links of any kind (symlink and link answer EPERM), so the
// output a job leaves behind holds only regular files and directories, and a writable mount
// counts what it stores against an outQuota while the guest writes.
//
// wazero's own DirFS joins paths as strings and lets the host follow a link the guest made
// ("../../x" is a relative target, which it allows): that is the sandbox escape this type closes.
type rootFS struct {
	experimentalsys.UnimplementedFS

	root  *os.Root
	guest string // guest path of the mount, for messages
	ro    bool
	quota *outQuota  // nil for read-only mounts
	log   *denialLog // receives every refused operation
}

func newRootFS(hostPath, guestPath string, ro bool, quota *outQuota, log *denialLog) (*rootFS, error) {
	r, err := os.OpenRoot(hostPath)
	if err != nil {
		return nil, err
	}
	return &rootFS{root: r, guest: guestPath, ro: ro, quota: quota, log: log}, nil
}

func (r *rootFS) close() error { return r.root.Close() }

// name turns a path wazero hands to a mount (already cleaned, relative, maybe with a trailing
// slash) into a name for os.Root.
func rootName(p string) string {
	p = strings.TrimRight(p, "/")
	if p == "" {
		return "."
	}
	return p
}

func (r *rootFS) guestPath(name string) string {
	if name == "." {
		return r.guest
	}
	return r.guest + "/" + name
}

func (r *rootFS) deny(op, name, why string) {
	r.log.add(fmt.Sprintf("%s %q: %s", op, r.guestPath(name), why))
}

// errno maps a host error to a WASI errno. An error that is not a system call's (os.Root's
// "path escapes from parent") is a sandbox denial: it is logged and answered with EPERM.
func (r *rootFS) errno(op, name string, err error) experimentalsys.Errno {
	if err == nil {
		return 0
	}
	var se syscall.Errno
	if errors.As(err, &se) {
		if se == syscall.ELOOP || se == syscall.EXDEV {
			r.deny(op, name, "resolves outside the mount")
		}
		return experimentalsys.UnwrapOSError(err)
	}
	r.deny(op, name, "resolves outside the mount")
	return experimentalsys.EPERM
}

func (r *rootFS) readOnly(op, name string) experimentalsys.Errno {
	r.deny(op, name, "EROFS (input mounts are read-only)")
	return experimentalsys.EROFS
}

// OpenFile implements experimentalsys.FS.
func (r *rootFS) OpenFile(p string, flag experimentalsys.Oflag, perm fs.FileMode) (experimentalsys.File, experimentalsys.Errno) {
	name := rootName(p)
	write := flag&(experimentalsys.O_RDWR|experimentalsys.O_WRONLY|experimentalsys.O_CREAT|experimentalsys.O_TRUNC|experimentalsys.O_APPEND) != 0
	if write && r.ro {
		return nil, r.readOnly("open", name)
	}
	created := false
	if flag&experimentalsys.O_CREAT != 0 {
		if _, err := r.root.Lstat(name); errors.Is(err, fs.ErrNotExist) {
			if errno := r.quota.addEntry(r.guestPath(name)); errno != 0 {
				return nil, errno
			}
			created = true
		}
	}
	if flag&experimentalsys.O_NOFOLLOW != 0 {
		if fi, err := r.root.Lstat(name); err == nil && fi.Mode()&fs.ModeSymlink != 0 {
			return nil, experimentalsys.ELOOP
		}
	}
	f, err := r.root.OpenFile(name, osFlag(flag), perm&0o777)
	if err != nil {
		if created {
			r.quota.dropEntry()
		}
		return nil, r.errno("open", name, err)
	}
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, experimentalsys.UnwrapOSError(err)
	}
	if flag&experimentalsys.O_DIRECTORY != 0 && !fi.IsDir() {
		f.Close()
		return nil, experimentalsys.ENOTDIR
	}
	adapted, errno := (&sysfs.AdaptFS{FS: &handoff{root: r.root, f: f}}).OpenFile(name, experimentalsys.O_RDONLY, 0)
	if errno != 0 {
		f.Close()
		return nil, errno
	}
	st := wsys.NewStat_t(fi)
	rf := &rootFile{File: adapted, fs: r, f: f, name: name, flag: flag, key: inodeKey{st.Dev, st.Ino}}
	if !fi.IsDir() && write && r.quota != nil {
		rf.quota = r.quota
		rf.quota.open(rf.key, fi.Size())
	}
	return rf, 0
}

func osFlag(flag experimentalsys.Oflag) int {
	var f int
	switch flag & (experimentalsys.O_RDONLY | experimentalsys.O_RDWR | experimentalsys.O_WRONLY) {
	case experimentalsys.O_RDWR:
		f = os.O_RDWR
	case experimentalsys.O_WRONLY:
		f = os.O_WRONLY
	default:
		f = os.O_RDONLY
	}
	for _, m := range []struct {
		w experimentalsys.Oflag
		o int
	}{
		{experimentalsys.O_APPEND, os.O_APPEND}, {experimentalsys.O_CREAT, os.O_CREATE},
		{experimentalsys.O_EXCL, os.O_EXCL}, {experimentalsys.O_SYNC, os.O_SYNC},
		{experimentalsys.O_TRUNC, os.O_TRUNC},
	} {
		if flag&m.w != 0 {
			f |= m.o
		}
	}
	return f
}

// Lstat implements experimentalsys.FS.
func (r *rootFS) Lstat(p string) (wsys.Stat_t, experimentalsys.Errno) {
	name := rootName(p)
	fi, err := r.root.Lstat(name)
	if err != nil {
		return wsys.Stat_t{}, r.errno("stat", name, err)
	}
	return wsys.NewStat_t(fi), 0
}

// Stat implements experimentalsys.FS.
func (r *rootFS) Stat(p string) (wsys.Stat_t, experimentalsys.Errno) {
	name := rootName(p)
	fi, err := r.root.Stat(name)
	if err != nil {
		return wsys.Stat_t{}, r.errno("stat", name, err)
	}
	return wsys.NewStat_t(fi), 0
}

// Mkdir implements experimentalsys.FS.
func (r *rootFS) Mkdir(p string, perm fs.FileMode) experimentalsys.Errno {
	name := rootName(p)
	if r.ro {
		return r.readOnly("mkdir", name)
	}
	if errno := r.quota.addEntry(r.guestPath(name)); errno != 0 {
		return errno
	}
	if err := r.root.Mkdir(name, perm&0o777); err != nil {
		r.quota.dropEntry()
		errno := r.errno("mkdir", name, err)
		if errno == experimentalsys.ENOTDIR {
			errno = experimentalsys.ENOENT // as wazero's DirFS answers
		}
		return errno
	}
	return 0
}

// Chmod implements experimentalsys.FS. Only permission bits are kept: no setuid, setgid or
// sticky file can come out of a job.
func (r *rootFS) Chmod(p string, perm fs.FileMode) experimentalsys.Errno {
	name := rootName(p)
	if r.ro {
		return r.readOnly("chmod", name)
	}
	return r.errno("chmod", name, r.root.Chmod(name, perm&0o777))
}

// Rename implements experimentalsys.FS. A file or empty directory replaced by the rename leaves
// the quota.
func (r *rootFS) Rename(from, to string) experimentalsys.Errno {
	from, to = rootName(from), rootName(to)
	if r.ro {
		return r.readOnly("rename", from)
	}
	old, oldErr := r.root.Lstat(to)
	if err := r.root.Rename(from, to); err != nil {
		return r.errno("rename", from, err)
	}
	if oldErr == nil {
		st := wsys.NewStat_t(old)
		r.quota.removed(inodeKey{st.Dev, st.Ino})
	}
	return 0
}

// Rmdir implements experimentalsys.FS.
func (r *rootFS) Rmdir(p string) experimentalsys.Errno {
	name := rootName(p)
	if r.ro {
		return r.readOnly("rmdir", name)
	}
	fi, err := r.root.Lstat(name)
	if err != nil {
		return r.errno("rmdir", name, err)
	}
	if !fi.IsDir() {
		return experimentalsys.ENOTDIR
	}
	if err := r.root.Remove(name); err != nil {
		return r.errno("rmdir", name, err)
	}
	st := wsys.NewStat_t(fi)
	r.quota.removed(inodeKey{st.Dev, st.Ino})
	return 0
}

// Unlink implements experimentalsys.FS.
func (r *rootFS) Unlink(p string) experimentalsys.Errno {
	name := rootName(p)
	if r.ro {
		return r.readOnly("unlink", name)
	}
	fi, err := r.root.Lstat(name)
	if err != nil {
		return r.errno("unlink", name, err)
	}
	if fi.IsDir() {
		return experimentalsys.EISDIR
	}
	if err := r.root.Remove(name); err != nil {
		return r.errno("unlink", name, err)
	}
	st := wsys.NewStat_t(fi)
	r.quota.removed(inodeKey{st.Dev, st.Ino})
	return 0
}

// Link implements experimentalsys.FS: refused. A hard link would let one stored file appear
// many times in the result archive.
func (r *rootFS) Link(oldPath, newPath string) experimentalsys.Errno {
	r.deny("link", rootName(newPath), "links cannot be created in a job's mounts")
	return experimentalsys.EPERM
}

// Symlink implements experimentalsys.FS: refused. A link is a path the host would follow later,
// when it packs the result; a result holds only regular files and directories.
func (r *rootFS) Symlink(oldPath, linkName string) experimentalsys.Errno {
	r.deny("symlink", rootName(linkName), "links cannot be created in a job's mounts")
	return experimentalsys.EPERM
}

// Readlink implements experimentalsys.FS.
func (r *rootFS) Readlink(p string) (string, experimentalsys.Errno) {
	name := rootName(p)
	s, err := r.root.Readlink(name)
	if err != nil {
		return "", r.errno("readlink", name, err)
	}
	return s, 0
}

// Utimens implements experimentalsys.FS.
func (r *rootFS) Utimens(p string, atim, mtim int64) experimentalsys.Errno {
	name := rootName(p)
	if r.ro {
		return r.readOnly("utimens", name)
	}
	return r.errno("utimens", name, r.root.Chtimes(name, utime(atim), utime(mtim)))
}

// utime converts a WASI timestamp; UTIME_OMIT becomes the zero time, which os leaves unchanged.
func utime(ns int64) time.Time {
	if ns == experimentalsys.UTIME_OMIT {
		return time.Time{}
	}
	return time.Unix(0, ns)
}

type inodeKey struct {
	dev uint64
	ino uint64
}

// rootFile is a file or directory opened through a rootFS. Reads, seeks, directory listings and
// stat go to wazero's adapter for an fs.File (the embedded File, holding the same *os.File);
// writes, truncation and close are ours, for the quota.
type rootFile struct {
	experimentalsys.File

	fs    *rootFS
	f     *os.File
	name  string
	flag  experimentalsys.Oflag
	key   inodeKey
	quota *outQuota // nil unless a regular file opened for writing on a writable mount
}

// handoff is the fs.FS behind a rootFile's adapter: its first Open returns the file the rootFS
// opened; a later one (wazero reopens a directory to rewind it) opens read-only through the root.
type handoff struct {
	root *os.Root
	f    *os.File
}

func (h *handoff) Open(name string) (fs.File, error) {
	if f := h.f; f != nil {
		h.f = nil
		return f, nil
	}
	return h.root.Open(name)
}

func (f *rootFile) IsAppend() bool { return f.flag&experimentalsys.O_APPEND != 0 }

// SetAppend is refused: O_APPEND cannot be changed on an open descriptor (open with it).
func (f *rootFile) SetAppend(bool) experimentalsys.Errno { return experimentalsys.ENOSYS }

func (f *rootFile) Sync() experimentalsys.Errno     { return experimentalsys.UnwrapOSError(f.f.Sync()) }
func (f *rootFile) Datasync() experimentalsys.Errno { return f.Sync() }

// Write implements experimentalsys.File; on a writable mount the write is refused (EIO) when
// the file would grow past the job's output quota.
func (f *rootFile) Write(buf []byte) (int, experimentalsys.Errno) {
	if len(buf) == 0 {
		return 0, 0
	}
	if f.quota != nil {
		var off int64
		var err error
		if f.IsAppend() {
			var fi os.FileInfo
			if fi, err = f.f.Stat(); err == nil {
				off = fi.Size()
			}
		} else {
			off, err = f.f.Seek(0, io.SeekCurrent)
		}
		if err != nil {
			return 0, experimentalsys.UnwrapOSError(err)
		}
		if errno := f.quota.grow(f.key, off+int64(len(buf)), f.fs.guestPath(f.name)); errno != 0 {
			return 0, errno
		}
	}
	n, err := f.f.Write(buf)
	return n, experimentalsys.UnwrapOSError(err)
}

func (f *rootFile) Pwrite(buf []byte, off int64) (int, experimentalsys.Errno) {
	if len(buf) == 0 {
		return 0, 0
	}
	if off < 0 {
		return 0, experimentalsys.EINVAL
	}
	if f.quota != nil {
		if errno := f.quota.grow(f.key, off+int64(len(buf)), f.fs.guestPath(f.name)); errno != 0 {
			return 0, errno
		}
	}
	n, err := f.f.WriteAt(buf, off)
	return n, experimentalsys.UnwrapOSError(err)
}

func (f *rootFile) Truncate(size int64) experimentalsys.Errno {
	if size < 0 {
		return experimentalsys.EINVAL
	}
	if f.quota != nil {
		if errno := f.quota.resize(f.key, size, f.fs.guestPath(f.name)); errno != 0 {
			return errno
		}
	}
	return experimentalsys.UnwrapOSError(f.f.Truncate(size))
}

func (f *rootFile) Close() experimentalsys.Errno {
	if f.quota != nil {
		f.quota.close(f.key)
		f.quota = nil
	}
	return f.File.Close()
}

// outQuota bounds what a job stores under its output mount: the sum of its files' logical sizes
// (a sparse file counts at its full length, which is what packing the result would expand it to)
// and the number of files and directories. Writes that would cross a bound fail with EIO inside
// the guest and are recorded; the run then ends with executor.ReasonOutputQuota.
//
// Sizes are tracked per inode. An unlinked file still open keeps its bytes until its last close
// (its blocks stay on the provider's disk until then). A nil *outQuota allows everything.
type outQuota struct {
	maxBytes, maxFiles int64

	mu       sync.Mutex
	bytes    int64
	files    int64
	size     map[inodeKey]int64
	opens    map[inodeKey]int
	orphaned map[inodeKey]bool
	exceeded string // first refusal, in words
}

func newOutQuota(maxBytes, maxFiles int64) *outQuota {
	return &outQuota{maxBytes: maxBytes, maxFiles: maxFiles, size: map[inodeKey]int64{},
		opens: map[inodeKey]int{}, orphaned: map[inodeKey]bool{}}
}

// scan counts what the output directory already holds, without following links.
func (q *outQuota) scan(root *os.Root) error {
	return fs.WalkDir(root.FS(), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || p == "." {
			return err
		}
		fi, err := d.Info()
		if err != nil {
			return err
		}
		q.files++
		if fi.Mode().IsRegular() {
			st := wsys.NewStat_t(fi)
			k := inodeKey{st.Dev, st.Ino}
			if _, seen := q.size[k]; !seen {
				q.size[k] = fi.Size()
				q.bytes += fi.Size()
			}
		}
		return nil
	})
}

func (q *outQuota) refuseLocked(why string) experimentalsys.Errno {
	if q.exceeded == "" {
		q.exceeded = why
	}
	return experimentalsys.EIO
}

// Exceeded returns the first refusal in words, or "".
func (q *outQuota) Exceeded() string {
	if q == nil {
		return ""
	}
	q.mu.Lock()
	defer q.mu.Unlock()
	return q.exceeded
}

func (q *outQuota) addEntry(path string) experimentalsys.Errno {
	if q == nil {
		return 0
	}
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.files+1 > q.maxFiles {
		return q.refuseLocked(fmt.Sprintf("creating %q would make %d files and directories in the output; limits.out_dir_files is %d",
			path, q.files+1, q.maxFiles))
	}
	q.files++
	return 0
}

func (q *outQuota) dropEntry() {
	if q == nil {
		return
	}
	q.mu.Lock()
	defer q.mu.Unlock()
	q.files--
}

// open accounts for the file k opened for writing with size bytes (0 after O_TRUNC).
func (q *outQuota) open(k inodeKey, size int64) {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.bytes += size - q.size[k]
	q.size[k] = size
	q.opens[k]++
}

func (q *outQuota) close(k inodeKey) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.opens[k]--; q.opens[k] > 0 {
		return
	}
	delete(q.opens, k)
	if q.orphaned[k] {
		delete(q.orphaned, k)
		q.bytes -= q.size[k]
		delete(q.size, k)
	}
}

// grow accounts for the file k reaching at least end bytes.
func (q *outQuota) grow(k inodeKey, end int64, path string) experimentalsys.Errno {
	q.mu.Lock()
	defer q.mu.Unlock()
	cur := q.size[k]
	if end <= cur {
		return 0
	}
	if q.bytes-cur+end > q.maxBytes || end < 0 {
		return q.refuseLocked(fmt.Sprintf("writing %q up to %d bytes would store %d bytes in the output; limits.out_dir_bytes is %d",
			path, end, q.bytes-cur+end, q.maxBytes))
	}
	q.bytes += end - cur
	q.size[k] = end
	return 0
}

// resize accounts for the file k being truncated or extended to size bytes.
func (q *outQuota) resize(k inodeKey, size int64, path string) experimentalsys.Errno {
	q.mu.Lock()
	cur := q.size[k]
	if size <= cur {
		q.bytes -= cur - size
		q.size[k] = size
		q.mu.Unlock()
		return 0
	}
	q.mu.Unlock()
	return q.grow(k, size, path)
}

// removed accounts for the entry k leaving the directory tree.
func (q *outQuota) removed(k inodeKey) {
	if q == nil {
		return
	}
	q.mu.Lock()
	defer q.mu.Unlock()
	q.files--
	if _, ok := q.size[k]; !ok {
		return // a directory
	}
	if q.opens[k] > 0 {
		q.orphaned[k] = true
		return
	}
	q.bytes -= q.size[k]
	delete(q.size, k)
}
