// Package content is gpumesh's content-addressed artifact store: a boxo blockstore on pebble
// (go-ds-pebble), bitswap client and server on the node's libp2p host, UnixFS import and export,
// pins with a quota and garbage collection, per-CID cache statistics, a fast verified transfer
// path between gpumesh nodes, and encryption of private outputs to a wallet's public key.
//
// # Standard IPFS data
//
// Imports produce ordinary UnixFS DAGs: CIDv1, dag-pb, sha2-256, raw leaves, 1 MiB chunks and
// up to 1024 links per node by default (the IPIP-499 "unixfs-v1-2025" profile). Any IPFS
// implementation (Kubo, Helia, boxo-based gateways) can fetch what a gpumesh node serves over
// bitswap, and a gpumesh node can fetch what they serve: `ipfs cat <cid>` on a Kubo node
// connected to a gpumesh node returns the same bytes, and the same file added to Kubo with
// `ipfs add --cid-version=1 --raw-leaves --chunker=size-1048576` gets the same CID.
//
// # Pointing a node at public IPFS peers
//
// The Store does no discovery of its own; it uses the host and routing it is given.
//
//  1. Connect the host to IPFS peers: pass Kubo's bootstrap addresses (or your own Kubo node's,
//     from `ipfs id`) to the p2p package's bootstrap list, or call host.Connect with their
//     peer.AddrInfo. Bitswap asks every connected peer, so a direct connection to a Kubo node
//     holding the CID is enough to fetch it.
//  2. For content held by unknown peers, pass the node's Kademlia DHT running the public
//     "/ipfs/kad/1.0.0" protocol (kad-dht with dht.ProtocolPrefix("/ipfs") and the IPFS
//     bootstrap peers) as the routing.ContentRouting argument of New. Bitswap then finds
//     providers through it, and Store.Provide announces roots so public peers find gpumesh.
//  3. Keep the gpumesh-only network private by giving it its own DHT protocol prefix; the
//     fast path (/gpumesh/car/1) only ever runs between gpumesh nodes.
//
// # Fast path
//
// Bitswap asks for blocks one round trip at a time and tops out well below the wire's speed.
// Between gpumesh nodes, Fetch first asks a provider over CARProtocol, which streams the whole
// DAG as a CARv1; the receiver checks each block's hash against its CID and accepts only blocks
// reachable from the requested root, storing them in batches as they arrive. If no
// provider speaks the fast path, or it fails or is busy (see Security), Fetch falls back to
// bitswap. Bitswap asks only connected peers and never dials, and a provider that was down,
// partitioned or busy at the first try does not dial the fetcher when it is back; so while
// bitswap runs, Fetch keeps dialling the peers known to hold the DAG (its explicit providers
// and routing results) with backoff, and the first of them that delivers ends the fetch.
//
// # Block files
//
// Raw blocks of 64 KiB and more (every UnixFS leaf at the default 1 MiB chunk size) are kept as
// one file each under <DataDir>/files beside the pebble blockstore, which keeps inner nodes,
// small blocks, pins and statistics. Pebble cost ~3 CPU-s/GiB on the receiving side (batch and
// memtable copies, blob-file writes) and its flushes fsync every value, which bounded the fast
// path at the disk's sync rate (~110 MB/s here, `dd conv=fsync`). A block file is written once,
// straight from the receive arena, with direct I/O: the receiver lays each full-size raw leaf at
// a 4 KiB boundary of its arena (the CID is parsed in the read buffer, only the block's bytes
// are copied), so the kernel writes it to the device without copying it into the page cache,
// two files at a time. Copying into the page cache was the receiver's largest cost (1.5-2
// CPU-s/GiB on this machine, against ~0.3 direct). Block files that the page cache does not
// hold are read back with direct I/O too (cachestat decides); a file system that refuses direct
// I/O is written and read through the page cache. The crash-safety rules (see fileStore):
//
//  1. A block is written to files/tmp and renamed into files/new only once complete; tmp is
//     emptied at start, so a kill -9 in the middle of a write leaves no partial block.
//  2. fsync is batched: Store.Sync (run before every pin is recorded) fsyncs each file in new/,
//     renames it into its shard directory and fsyncs the directories. A pin therefore never names
//     a block that a power loss can take; unpinned blocks written since the last Sync may be lost.
//  3. At start every file in new/ is hashed against its name and dropped if it does not match (a
//     write that a power loss cut short), so no stored block fails its hash.
//
// The quota counts block files like pebble values; GC deletes them like any block. A kill -9
// test (TestKillDuringReceive) checks rules 1-3 on a child process killed inside a block write.
//
// # A full disk
//
// The store keeps Config.MinFreeBytes free on its file system (default twice the memtable plus
// 16 MiB): a block write or pin that would leave less fails with ErrDiskFull naming the data
// directory, before pebble's index meets a full disk (pebble retries a failed memtable flush
// without end, and a pin waits on that flush). Block files can still meet the kernel's ENOSPC
// (another writer filled the disk): that is ErrDiskFull too. Either way every fetch in progress
// stops at once (no source is blamed, bitswap is not tried), the blocks written before stay,
// each complete and verified (rule 1), the quota counter counts exactly those, nothing is
// pinned, and the same store completes the fetch once space is freed. TestFetchDiskFull,
// TestFetchMultiDiskFull and TestStoreKeepsMinFree fill a tmpfs the test mounts (p2p/disktest).
//
// # Multi-source fetch
//
// FetchMulti fetches disjoint sub-DAGs from several sources at once over the fast path: inner
// nodes near the root are fetched alone over bitswap to split the DAG into a few sub-DAGs per
// stream; each sub-DAG is a fast-path request whose root CID was read from a verified parent, so
// every block is verified against the requested DAG. A source that sends a block outside the DAG
// (ErrNotInDAG), a corrupt block (ErrCorruptBlock), nothing for Config.StallTimeout (ErrStalled,
// which also bounds every single-source fast-path read) or fails otherwise is dropped and its
// sub-DAG is split into the parts still missing for the others; a fast-path stream that fails
// keeps the blocks it delivered whole. Whatever is stored is never asked for again, so a fetch
// resumes after a restart or a dropped source (TestFetchMultiResumes: bytes over both runs equal
// to the DAG). Without sources left, bitswap fetches the rest (unless MultiOptions.NoBitswap). A
// local failure (quota, full disk) stops the fetch.
//
// # Hot set
//
// KeepHot keeps a DAG that was just used (a provider's job input) after its pins are released:
// the hot set holds at most Config.HotBytes (default a fifth of the quota, or 10 GiB) and
// Config.MaxHotEntries roots, persisted beside the pins, and GC keeps its blocks. Past a budget
// the least recently used entries are evicted, never one that is pinned (a job that pinned its
// input still runs from it; it is evicted once unpinned, at the next KeepHot or GC). A provider's
// offers advertise the largest hot entries (HotCIDs) and matching prefers providers holding a
// job's input bytes (market/match), so jobs that share a dataset find it where it already is
// (`gpumesh bench locality`).
//
// # Pins and flushes
//
// A pin or a new hot entry is durable once a flush covers it: a synced append to pebble's WAL,
// which makes every earlier write durable too, the blocks pebble holds included (block files
// are synced before, see rule 2). Pebble writes its WAL in commit order and replays only an
// unbroken prefix of it after a crash, so a pin that survives a crash finds its blocks. With the
// WAL off (Config.DisableWAL) a flush is a memtable flush to an sstable, which makes a file and
// feeds compactions: that was most of a burst job's storage cost (two per job, ~12% of its CPU
// with compactions), against one fdatasync of a few hundred bytes with the WAL. Either way:
// a new pin is flushed before Pin returns, but concurrent pins share one flush (group commit: a
// caller waits for a flush that started after its write); pinning a root pinned already writes
// nothing (a new name only, unflushed); moving a hot entry up the LRU order is unflushed (a
// crash can only restore its older place); an Unpin is unflushed (a crash that loses it brings
// the pin back, which keeps the blocks until they are unpinned again); and PinWhileUsed, a provider's pin of a job's module or
// input for the job's run, is unflushed where the hot set holds the root already, since the
// entry keeps its blocks across a crash.
//
// # Measured transfer rates (`gpumesh bench transfer`)
//
// On the 2-core shared build machine (load average 8-17 while measured), 1 GiB of random data on
// loopback, every block verified and stored, wall-clock rates vary 2-3x with the machine's load
// and the TCP baseline itself ran at 450-2300 MiB/s between runs, so the ratio moves with it;
// CPU-s/GiB (both nodes, from getrusage) is the steadier figure. Eight interleaved pairs
// (`gpumesh bench transfer --skip-bitswap --json`, the block-file binary before direct I/O and
// the direct I/O one alternating), median and range:
//
//	                          block files, page cache    + direct I/O
//	fast path stored, MiB/s   103 (75-118)               166 (130-227)
//	fast path CPU-s/GiB       5.75 (5.0-6.5)             3.9 (3.1-4.7)
//	transfer_ratio_vs_tcp     0.10 (0.06-0.18)           0.16 (0.07-0.51)
//	verify only, MiB/s        187 (150-278)              229 (123-363)
//	peak RSS, MiB             152 (128-157)              160 (145-181)
//
// (An earlier session measured pebble only -> block files at 164-260 -> 223-438 MiB/s and
// 3.7-4.7 -> 3.2-3.5 CPU-s/GiB under lighter load.)
//
// The stored fast path now runs close to the verify-only one (medians 166 and 229 MiB/s in the
// same runs): the store no longer limits it. A CPU profile of one fetch (`--cpuprofile`) leaves,
// per GiB and both ends together: SHA-256 ~0.7 s (SHA-NI, once per block), TLS 1.3 AES-GCM
// ~0.55 s, loopback TCP send and receive ~0.7 s (what the TCP baseline itself costs), yamux and
// TLS copies ~0.4 s, block file create and write ~0.35 s, block file reads ~0.12 s. 0.5x of a
// 1200+ MiB/s baseline needs about 1.5 CPU-s/GiB on two free cores, less than TLS, yamux and one
// hash cost here, so 0.5 is reached only in runs where the baseline is slow. FetchMulti from one
// source over 4 streams was slower than one stream (83-184 MiB/s): a flat DAG (root -> 1024
// leaves) splits into one stream per 1 MiB leaf. From three sources, 10 GiB
// (TestFetchMultiLarge, opt-in) took 24 s (425 MiB/s) with one source killed at a sixth,
// fetching 1.0000x the DAG.
//
// Transports, one libp2p stream each, same runs (`gpumesh bench transfer --transports`, MiB/s,
// two runs, the second the median of 3 rounds): TCP+TLS 1.3+yamux 680 / 814, TCP+Noise+yamux 533
// / 586, yamux windows of 4 and 64 MiB under TLS 954 / 687 and 1003 / 542 (no consistent
// difference from go-libp2p's 16 MiB, which stays), QUIC 276 / 170. p2p's host offers TLS first
// and Noise second (peers that speak only Noise, like Helia, still connect). Open: go-libp2p's
// default dial ranker prefers QUIC where a peer listens on both, and QUIC measured slowest here.
//
// # Security: who may fetch what, and what a peer can make a node do
//
// Content is public by design. A node serves every block it holds, over bitswap and over the
// fast path, to any peer that names its CID; there is no per-peer allow-list, because bitswap
// (which any IPFS peer speaks) would serve the same blocks anyway and a CID is no secret once it
// is gossiped in a job. What must stay private is never stored in the clear: job results are
// encrypted to the requester's key (AddEncrypted, see Private outputs), so serving their
// ciphertext to anyone is acceptable. A node that must not publish something must not add it.
//
// Everything a peer sends is bounded:
//   - Serving: at most Config.ServeStreams fast-path streams at once, Config.ServeStreamsPerPeer
//     per peer (over either, the answer is carBusy and the requester sees ErrBusy and falls back
//     to bitswap); each write has Config.ServeWriteTimeout, so a reader that stops reading is
//     cut off. The server reads blocks under a read lease on the requested root instead of the
//     GC lock: GC runs while a peer is served and keeps the leased DAG's blocks until the serve
//     ends. Open: a peer that reads just fast enough to beat the write timeout keeps its slot
//     (at most ServeStreamsPerPeer of them) for as long as the transfer takes.
//   - Receiving: every block is hashed against its CID and must be linked from the requested
//     root; sections and headers have fixed maxima; stored bytes count against Config.QuotaBytes.
//   - Size: a DAG's declared sizes (UnixFS filesize, dag-pb Tsize) are its maker's claims and are
//     never trusted. FetchOptions.MaxBytes (MultiOptions.MaxBytes) bounds a fetch by the bytes
//     actually received and written: a fast-path stream is cut off before the block that would
//     pass the bound, bitswap's writes are counted before each one, and the fetch fails with
//     ErrFetchLimit naming the CID, the bound and the config key that raises it; the blocks it
//     stored are removed (those a pin recorded meanwhile reaches stay) and nothing is pinned.
//     A provider bounds every fetch a job makes this way (runner.max_fetch_mib).
//   - Reading out: the quota counts stored blocks, but a DAG may link the same block many times.
//     Open, GetPath and the decrypting readers first measure the DAG as it expands (each stored
//     block visited once) and refuse with ErrDAGTooLarge past Config.MaxExpandedBytes or
//     MaxExpandedLinks; ReadHead counts the links it follows.
//   - Unpacking results: ReadArchive writes only directories and regular files beneath its
//     destination (an os.Root), refuses sparse files, links and devices (ErrArchiveEntry) and
//     caps entries, bytes and path depth and length (ArchiveLimits, ErrArchiveLimit).
//
// Open: Fetch holds the GC lock (shared) while it receives, so a provider that sends just fast
// enough to beat Config.StallTimeout can hold off GC on the requesting node for up to
// Config.FetchTimeout.
//
// # Private outputs
//
// EncryptReader / AddEncrypted encrypt to a secp256k1 public key (ECIES from go-ethereum wraps a
// random file key; ChaCha20-Poly1305 in 64 KiB STREAM chunks carries the data), so a CID on a
// public network reveals nothing. DecryptReader / OpenDecrypted decrypt for the key's holder.
package content
