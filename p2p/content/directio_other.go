//go:build !linux

package content

import (
	"io"
	"os"
)

// directIOFlag is the open flag for direct I/O; 0 where the system has none (block files are
// then written through the page cache).
const directIOFlag = 0

func isDirectIOUnsupported(error) bool { return false }

// readWhole fills buf from the start of fh, which holds at least len(buf) bytes.
func readWhole(fh *os.File, buf []byte) error {
	_, err := io.ReadFull(fh, buf)
	return noEOF(err)
}
