package content

import (
	"errors"
	"syscall"
)

// directIOFlag is the open flag for direct I/O; 0 where the system has none.
const directIOFlag = syscall.O_DIRECT

// isDirectIOUnsupported reports an error that means the file system refuses direct I/O
// (tmpfs before Linux 6.6, some FUSE and network file systems): the write is retried buffered.
func isDirectIOUnsupported(err error) bool {
	return errors.Is(err, syscall.EINVAL) || errors.Is(err, syscall.EOPNOTSUPP)
}
