package content

import "errors"

// Sentinel errors. Every error returned by this package that belongs to one of these classes wraps
// the sentinel, so callers classify with errors.Is and show the wrapped message to users.
var (
	// ErrInvalidCID: a CID string did not parse. The message names the string.
	ErrInvalidCID = errors.New("content: invalid CID")
	// ErrNotFound: no peer delivered the content within the fetch timeout.
	ErrNotFound = errors.New("content: not found")
	// ErrPathNotAllowed: a local path lies outside Config.AllowedDirs.
	ErrPathNotAllowed = errors.New("content: path outside the allowed directories")
	// ErrQuotaExceeded: storing the content would exceed Config.QuotaBytes.
	ErrQuotaExceeded = errors.New("content: storage quota exceeded")
	// ErrDiskFull: the file system holding the data directory is full.
	// The message names the directory and what to free; a fetch stops at it (no other peer can
	// fix it), the blocks it stored before stay (each complete and verified) and nothing is pinned.
	ErrDiskFull = errors.New("content: disk full")
	// ErrCorruptBlock: a block's bytes do not hash to its CID.
	ErrCorruptBlock = errors.New("content: block does not match its CID")
	// ErrBadStream: a peer sent a malformed fast-path request or CAR stream.
	ErrBadStream = errors.New("content: malformed CAR stream")
	// ErrUnsupported: the DAG uses a codec or node type this package does not handle.
	ErrUnsupported = errors.New("content: unsupported DAG")
	// ErrNotPinned: Unpin of a CID that is not pinned.
	ErrNotPinned = errors.New("content: not pinned")
	// ErrClosed: the store is not started or already closed.
	ErrClosed = errors.New("content: store closed")
	// ErrNotRecipient: the ciphertext was not encrypted to this key.
	ErrNotRecipient = errors.New("content: not encrypted to this key")
	// ErrCiphertext: an encrypted stream is malformed, truncated or was tampered with.
	ErrCiphertext = errors.New("content: malformed or tampered ciphertext")
	// ErrInvalidConfig: a Config field is out of range.
	ErrInvalidConfig = errors.New("content: invalid config")
	// ErrArchiveLimit: an archive exceeds ArchiveLimits (entries, bytes, path depth or length).
	// The message names the limit and its Config field.
	ErrArchiveLimit = errors.New("content: archive exceeds a limit")
	// ErrArchiveEntry: an archive entry is refused: a sparse file, a link, a device, or a path
	// that leaves the output directory.
	ErrArchiveEntry = errors.New("content: archive entry refused")
	// ErrDAGTooLarge: a DAG expands, counting every link to a reused block each time, beyond
	// Config.MaxExpandedBytes or Config.MaxExpandedLinks. Nothing of it was read or written.
	ErrDAGTooLarge = errors.New("content: DAG expands beyond the configured limit")
	// ErrBusy: a fast-path server refused the stream because the requesting peer, or all peers
	// together, already hold as many streams as Config.ServeStreamsPerPeer / ServeStreams allow.
	// Retry later or fall back to bitswap (Fetch does).
	ErrBusy = errors.New("content: fast-path server busy")
	// ErrNotInDAG: a peer sent a block that is not linked from the DAG it was asked for (it also
	// wraps ErrBadStream). Nothing of it is stored.
	ErrNotInDAG = errors.New("content: block not in the requested DAG")
	// ErrStalled: a fast-path peer sent nothing for Config.StallTimeout. The message names the peer.
	ErrStalled = errors.New("content: peer stalled")
	// ErrNoSources: a multi-source fetch lost every source (each failure is in
	// MultiResult.Dropped) and the bitswap fallback was off or failed too.
	ErrNoSources = errors.New("content: no source left")
	// ErrFetchLimit: a fetch bounded by FetchOptions.MaxBytes (or MultiOptions.MaxBytes) would
	// have received or stored more block bytes than the bound. The message names the CID, the
	// bound and the config key that raises it. The blocks the fetch stored are removed again and
	// nothing is pinned.
	ErrFetchLimit = errors.New("content: fetch exceeds its byte limit")
)

// isLocalFailure reports an error no other peer can fix: the quota or the disk is full.
func isLocalFailure(err error) bool {
	return errors.Is(err, ErrQuotaExceeded) || errors.Is(err, ErrDiskFull)
}
