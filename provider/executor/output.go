package executor

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// OutputCheck is what CheckOutput found under a job's output directory.
type OutputCheck struct {
	Bytes int64 // sum of the regular files' sizes (logical: a sparse file counts in full)
	Files int64 // files and directories below the root
	// Removed lists the entries that were neither regular files nor directories (symbolic links,
	// devices, FIFOs, sockets), by path relative to the root; they were deleted.
	Removed []string
}

// maxRemovedListed bounds OutputCheck.Removed; the count of the rest is appended in words.
const maxRemovedListed = 16

// CheckOutput walks dir without following links, deletes every entry that is neither a regular
// file nor a directory, and counts the rest. Executors call it when a run has ended (nothing of
// the job may still be running), so that the result the provider packs and publishes holds
// only files and directories: a link in it would be followed, or refused, by whoever reads it.
func CheckOutput(dir string) (OutputCheck, error) {
	var c OutputCheck
	extra := 0
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if p == dir {
			return nil
		}
		rel, _ := filepath.Rel(dir, p)
		switch t := d.Type(); {
		case t.IsDir():
			c.Files++
		case t.IsRegular():
			fi, err := d.Info()
			if err != nil {
				return err
			}
			c.Files++
			c.Bytes += fi.Size()
		default:
			if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
				return fmt.Errorf("remove %s: %w", rel, err)
			}
			if len(c.Removed) < maxRemovedListed {
				c.Removed = append(c.Removed, fmt.Sprintf("%s (%s)", filepath.ToSlash(rel), typeName(t)))
			} else {
				extra++
			}
		}
		return nil
	})
	if extra > 0 {
		c.Removed = append(c.Removed, fmt.Sprintf("and %d more", extra))
	}
	if err != nil {
		return c, fmt.Errorf("executor: check output %s: %w", dir, err)
	}
	return c, nil
}

func typeName(t fs.FileMode) string {
	switch {
	case t&fs.ModeSymlink != 0:
		return "symbolic link"
	case t&fs.ModeNamedPipe != 0:
		return "FIFO"
	case t&fs.ModeSocket != 0:
		return "socket"
	case t&fs.ModeDevice != 0:
		return "device"
	}
	return "special file"
}

// Apply turns what CheckOutput found into the run's outcome: removed entries become denials
// (and ReasonSandboxDenied for a run that was otherwise OK), and a directory over maxBytes or
// maxFiles makes the run ReasonOutputQuota unless it had already failed on a limit of its own.
func (c OutputCheck) Apply(res *Result, maxBytes, maxFiles int64) {
	for _, r := range c.Removed {
		res.Denied = append(res.Denied, "output entry "+r+" removed: a result holds only regular files and directories")
	}
	var over string
	switch {
	case maxBytes > 0 && c.Bytes > maxBytes:
		over = fmt.Sprintf("the output holds %d bytes; limits.out_dir_bytes is %d", c.Bytes, maxBytes)
	case maxFiles > 0 && c.Files > maxFiles:
		over = fmt.Sprintf("the output holds %d files and directories; limits.out_dir_files is %d", c.Files, maxFiles)
	}
	switch {
	case over != "" && (res.Reason == ReasonOK || res.Reason == ReasonExitStatus || res.Reason == ReasonKilled):
		res.Reason, res.Detail = ReasonOutputQuota, over
	case len(c.Removed) > 0 && res.Reason == ReasonOK:
		res.Reason = ReasonSandboxDenied
		res.Detail = "the job left links or special files in its output; they were removed: " + c.Removed[0]
	}
}
