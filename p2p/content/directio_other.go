//go:build !linux

package content

// directIOFlag is the open flag for direct I/O; 0 where the system has none (block files are
// then written through the page cache).
const directIOFlag = 0

func isDirectIOUnsupported(error) bool { return false }
