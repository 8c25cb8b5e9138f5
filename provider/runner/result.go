package runner

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/gpumesh/gpumesh/provider/executor"
)

// The files of a job's result directory besides out/ (the job's output).
const (
	resultStdout = "stdout"
	resultStderr = "stderr"
	resultStatus = "status.json"
	resultOut    = "out"
)

// resultStatusJSON is status.json: how the run ended.
func resultStatusJSON(res executor.Result, sum RunSummary) []byte {
	status := struct {
		ExitCode        int             `json:"exit_code"`
		Reason          executor.Reason `json:"reason"`
		Detail          string          `json:"detail,omitempty"`
		StdoutTruncated bool            `json:"stdout_truncated,omitempty"`
		StderrTruncated bool            `json:"stderr_truncated,omitempty"`
	}{sum.ExitCode, sum.Reason, sum.Detail, res.StdoutTruncated, res.StderrTruncated}
	b, _ := json.MarshalIndent(status, "", "  ")
	return append(b, '\n')
}

// writeResult assembles result/ on disk: out/ (the job's output, moved there), stdout, stderr and
// status.json, with status.json written last so its presence means the dir is complete. A job
// whose result goes to the uploader straight from memory (resultFS) skips it.
func writeResult(dir, out string, res executor.Result, sum RunSummary) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if err := os.Rename(out, filepath.Join(dir, resultOut)); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, resultStdout), res.Stdout, 0o644); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, resultStderr), res.Stderr, 0o644); err != nil {
		return err
	}
	tmp := filepath.Join(dir, resultStatus+".tmp")
	if err := os.WriteFile(tmp, resultStatusJSON(res, sum), 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, filepath.Join(dir, resultStatus))
}

// resultFS is the tree writeResult lays out, read without writing it: out/ from the executor's
// output directory on disk, stdout, stderr and status.json from memory. The uploader adds it as
// it would the directory (the same CID), so a burst job's result is written once, into the
// content store.
type resultFS struct {
	out   fs.FS
	files map[string][]byte
}

func newResultFS(out string, res executor.Result, sum RunSummary) resultFS {
	return resultFS{out: os.DirFS(out), files: map[string][]byte{
		resultStdout: res.Stdout, resultStderr: res.Stderr, resultStatus: resultStatusJSON(res, sum),
	}}
}

// inOut maps name to out's own name when it lies in out/.
func inOut(name string) (string, bool) {
	if name == resultOut {
		return ".", true
	}
	rest, ok := strings.CutPrefix(name, resultOut+"/")
	return rest, ok
}

func (r resultFS) Open(name string) (fs.File, error) {
	if !fs.ValidPath(name) {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrInvalid}
	}
	if name == "." {
		return &memFile{info: memInfo{name: ".", dir: true}}, nil
	}
	if rest, ok := inOut(name); ok {
		return r.out.Open(rest)
	}
	if b, ok := r.files[name]; ok {
		return &memFile{info: memInfo{name: name, size: int64(len(b))}, r: bytes.NewReader(b)}, nil
	}
	return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
}

// ReadDir lists a directory of the tree, sorted by name.
func (r resultFS) ReadDir(name string) ([]fs.DirEntry, error) {
	if rest, ok := inOut(name); ok {
		return fs.ReadDir(r.out, rest)
	}
	if name != "." {
		return nil, &fs.PathError{Op: "readdir", Path: name, Err: fs.ErrNotExist}
	}
	es := []fs.DirEntry{fs.FileInfoToDirEntry(memInfo{name: resultOut, dir: true})}
	for n, b := range r.files {
		es = append(es, fs.FileInfoToDirEntry(memInfo{name: n, size: int64(len(b))}))
	}
	slices.SortFunc(es, func(a, b fs.DirEntry) int { return strings.Compare(a.Name(), b.Name()) })
	return es, nil
}

// memFile is a file of resultFS held in memory, or its root directory.
type memFile struct {
	info memInfo
	r    *bytes.Reader
}

func (f *memFile) Stat() (fs.FileInfo, error) { return f.info, nil }
func (f *memFile) Close() error               { return nil }
func (f *memFile) Read(p []byte) (int, error) {
	if f.r == nil {
		return 0, &fs.PathError{Op: "read", Path: f.info.name, Err: fs.ErrInvalid}
	}
	return f.r.Read(p)
}

// memInfo describes a memFile (or out/ as its parent lists it).
type memInfo struct {
	name string
	size int64
	dir  bool
}

func (i memInfo) Name() string { return i.name }
func (i memInfo) Size() int64  { return i.size }
func (i memInfo) Mode() fs.FileMode {
	if i.dir {
		return fs.ModeDir | 0o755
	}
	return 0o644
}
func (i memInfo) ModTime() time.Time { return time.Time{} }
func (i memInfo) IsDir() bool        { return i.dir }
func (i memInfo) Sys() any           { return nil }
