package main

import (
	"context"
	"crypto/ecdsa"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/schollz/progressbar/v3"
	"github.com/urfave/cli/v3"
	"golang.org/x/term"

	"github.com/gpumesh/gpumesh/p2p/content"
)

// newContentCommand is `gpumesh content add|get|pin|unpin|ls|stat|gc`: the node's IPFS
// content store, <node data dir>/content (nodeDataDir: the one `job submit` serves inputs from). Commands that need the network start a libp2p host
// for the duration of the command and use --peer addresses as providers.
func newContentCommand(e *env) *cli.Command {
	flags := append([]cli.Flag{
		&cli.StringSliceFlag{Name: "peer", Usage: "provider `MULTIADDR` with /p2p/<peer id> (repeatable); tried on the fast path first, then bitswap"},
		&cli.StringFlag{Name: "listen", Value: "/ip4/0.0.0.0/tcp/0", Usage: "libp2p listen `MULTIADDR` of the command's host"},
		&cli.Int64Flag{Name: "quota", Usage: "blockstore quota in `BYTES` (0: none)", Sources: cli.EnvVars("GPUMESH_CONTENT_QUOTA")},
		&cli.IntFlag{Name: "chunk-size", Value: content.DefaultChunkSize, Usage: "UnixFS chunk size in `BYTES` for add"},
		&cli.DurationFlag{Name: "timeout", Value: content.DefaultFetchTimeout, Usage: "give up a fetch after `DURATION`"},
	}, walletFlags()...)
	return &cli.Command{
		Name:  "content",
		Usage: "add, fetch, pin and collect IPFS content (standard UnixFS CIDs)",
		Description: "The blockstore lives in <data_dir>/content (pebble) of the requester the job commands act as\n" +
			"(the config file's data_dir, else the local devnet requester's), so a CID added here is served\n" +
			"by `gpumesh job submit`. CIDs are CIDv1 UnixFS with raw\n" +
			"leaves, so any IPFS node can fetch what gpumesh serves. Only one process can open the\n" +
			"store at a time: stop the daemon or use its API while it runs.",
		Flags: flags,
		Commands: []*cli.Command{
			{
				Name:      "add",
				Usage:     "import a file or directory (or - for stdin) and pin it; prints the CID",
				ArgsUsage: "PATH|-",
				Flags: []cli.Flag{
					&cli.StringFlag{Name: "name", Usage: "pin `NAME` (default: the file name)"},
					&cli.BoolFlag{Name: "no-pin", Usage: "do not pin (GC may remove it)"},
					&cli.StringFlag{Name: "encrypt-to", Usage: "encrypt to this secp256k1 public `KEY` (hex, 33 or 65 bytes) before import"},
				},
				Action: func(ctx context.Context, cmd *cli.Command) error {
					if cmd.Args().Len() != 1 {
						return usageError("content add: give exactly one PATH (or - for stdin)")
					}
					if arg := cmd.Args().First(); arg != "-" {
						// A path that is not there is bad input (exit 2), found before the store opens.
						if _, err := os.Stat(arg); err != nil {
							return usageError("content add: %s: %v (give an existing file or directory, or - for stdin)", arg, errors.Unwrap(err))
						}
					}
					var to *ecdsa.PublicKey
					if k := cmd.String("encrypt-to"); k != "" {
						pub, err := parsePubKey(k)
						if err != nil {
							return err
						}
						to = pub
					}
					return e.withStore(ctx, cmd, false, func(s *content.Store, _ host.Host) error {
						arg := cmd.Args().First()
						opts := content.AddOptions{Name: cmd.String("name"), NoPin: cmd.Bool("no-pin")}
						var (
							c   fmt.Stringer
							err error
						)
						switch {
						// A file on a terminal goes through the reader path too, for its progress bar
						// (the same UnixFS import as AddPath: the same CID).
						case arg == "-" || to != nil || (e.stderrIsTerminal() && isRegularFile(arg)):
							r, size, closeFn, oerr := openInput(arg)
							if oerr != nil {
								return oerr
							}
							defer closeFn()
							if opts.Name == "" && arg != "-" {
								opts.Name = filepath.Base(arg)
							}
							bar := e.bar(size, "add")
							pr := io.Reader(r)
							if bar != nil {
								pr = io.TeeReader(r, bar)
							}
							if to != nil {
								c, err = s.AddEncrypted(ctx, pr, to, opts)
							} else {
								c, err = s.AddReader(ctx, pr, opts)
							}
							finish(bar)
						default:
							c, err = s.AddPath(ctx, arg, opts)
						}
						if err != nil {
							return err
						}
						if e.jsonOut {
							return e.printJSON(map[string]string{"cid": c.String()})
						}
						e.printf("%s\n", c)
						return nil
					})
				},
			},
			newContentAddImageCommand(e),
			{
				Name:      "get",
				Usage:     "fetch a CID and write it to a path (or stdout for a file with -o -)",
				ArgsUsage: "CID",
				Flags: []cli.Flag{
					&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "destination `PATH` (must not exist; - for stdout); default ./<CID>"},
					&cli.BoolFlag{Name: "decrypt", Usage: "decrypt with the wallet key (output encrypted to it with --encrypt-to)"},
					&cli.StringFlag{Name: "address", Usage: "wallet `ADDRESS` for --decrypt (default: wallet.address or the only key)"},
				},
				Action: func(ctx context.Context, cmd *cli.Command) error {
					if cmd.Args().Len() != 1 {
						return usageError("content get: give exactly one CID")
					}
					c, err := content.ParseCID(cmd.Args().First())
					if err != nil {
						return usageError("%v", err)
					}
					var key *ecdsa.PrivateKey
					if cmd.Bool("decrypt") {
						if key, err = e.unlockKey(cmd); err != nil {
							return err
						}
					}
					out := cmd.String("output")
					if out == "" {
						out = c.String()
					}
					return e.withStore(ctx, cmd, true, func(s *content.Store, h host.Host) error {
						fo, err := e.fetchOptions(cmd)
						if err != nil {
							return err
						}
						bar := e.bar(-1, "fetch")
						if bar != nil {
							fo.Progress = func(n int64) { _ = bar.Add64(n) }
						}
						res, err := s.Fetch(ctx, c, fo)
						finish(bar)
						if err != nil {
							return err
						}
						local := content.FetchOptions{NoFastPath: true, NoBitswap: true}
						switch {
						case key != nil || out == "-":
							var rc io.ReadCloser
							var size int64 = -1
							if key != nil {
								rc, err = s.OpenDecrypted(ctx, c, key, local)
							} else {
								rc, size, err = s.Open(ctx, c, local)
							}
							if err != nil {
								return err
							}
							defer rc.Close()
							var w io.Writer = e.stdout
							if out != "-" {
								f, err := os.OpenFile(out, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
								if err != nil {
									return usageError("content get: %v: choose a new --output path", err)
								}
								defer f.Close()
								w = f
							}
							bar := e.bar(size, "write")
							if bar != nil && out != "-" {
								w = io.MultiWriter(w, bar)
							}
							_, err = io.Copy(w, rc)
							finish(bar)
							if err != nil {
								if out != "-" {
									os.Remove(out)
								}
								return fmt.Errorf("content get %s: %w", c, err)
							}
						default:
							if err := s.GetPath(ctx, c, out, local); err != nil {
								return err
							}
						}
						if out != "-" {
							if e.jsonOut {
								return e.printJSON(map[string]any{"cid": c.String(), "path": out, "via": res.Path, "bytes": res.Bytes, "seconds": res.Duration.Seconds()})
							}
							fmt.Fprintf(e.stderr, "%s -> %s (via %s, %s)\n", c, out, res.Path, res.Duration.Round(time.Millisecond))
						}
						return nil
					})
				},
			},
			{
				Name:      "pin",
				Usage:     "fetch a CID if needed and pin it",
				ArgsUsage: "CID",
				Flags:     []cli.Flag{&cli.StringFlag{Name: "name", Usage: "pin `NAME`"}},
				Action: func(ctx context.Context, cmd *cli.Command) error {
					c, err := oneCID(cmd, "pin")
					if err != nil {
						return err
					}
					return e.withStore(ctx, cmd, true, func(s *content.Store, _ host.Host) error {
						fo, err := e.fetchOptions(cmd)
						if err != nil {
							return err
						}
						p, err := s.Pin(ctx, c, cmd.String("name"), fo)
						if err != nil {
							return err
						}
						if e.jsonOut {
							return e.printJSON(p)
						}
						e.printf("pinned %s (%d bytes, %d blocks)\n", p.CID, p.Size, p.Blocks)
						return nil
					})
				},
			},
			{
				Name:      "unpin",
				Usage:     "remove a pin (blocks stay until gc)",
				ArgsUsage: "CID",
				Action: func(ctx context.Context, cmd *cli.Command) error {
					c, err := oneCID(cmd, "unpin")
					if err != nil {
						return err
					}
					return e.withStore(ctx, cmd, false, func(s *content.Store, _ host.Host) error {
						if err := s.Unpin(ctx, c); err != nil {
							if errors.Is(err, content.ErrNotPinned) {
								return usageError("%v", err)
							}
							return err
						}
						e.printf("unpinned %s\n", c)
						return nil
					})
				},
			},
			{
				Name:  "ls",
				Usage: "list pins",
				Action: func(ctx context.Context, cmd *cli.Command) error {
					return e.withStore(ctx, cmd, false, func(s *content.Store, _ host.Host) error {
						pins, err := s.Pins(ctx)
						if err != nil {
							return err
						}
						if e.jsonOut {
							return e.printJSON(pins)
						}
						tw := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
						fmt.Fprintln(tw, "CID\tNAME\tBYTES\tBLOCKS\tPINNED")
						for _, p := range pins {
							fmt.Fprintf(tw, "%s\t%s\t%d\t%d\t%s\n", p.CID, p.Name, p.Size, p.Blocks, p.Created.Format(time.RFC3339))
						}
						return tw.Flush()
					})
				},
			},
			{
				Name:      "stat",
				Usage:     "store usage, or one CID's pin and cache statistics",
				ArgsUsage: "[CID]",
				Action: func(ctx context.Context, cmd *cli.Command) error {
					return e.withStore(ctx, cmd, false, func(s *content.Store, _ host.Host) error {
						if cmd.Args().Len() == 0 {
							pins, err := s.Pins(ctx)
							if err != nil {
								return err
							}
							hot, err := s.HotCIDs(ctx, 5)
							if err != nil {
								return err
							}
							st := map[string]any{"used_bytes": s.Used(), "quota_bytes": cmd.Int64("quota"), "pins": len(pins), "hot": hot}
							if e.jsonOut {
								return e.printJSON(st)
							}
							e.printf("used %d bytes, quota %d (0: none), %d pins\n", s.Used(), cmd.Int64("quota"), len(pins))
							for _, h := range hot {
								e.printf("hot %s hits %d served %d bytes\n", h.CID, h.Hits, h.BytesServed)
							}
							return nil
						}
						c, err := oneCID(cmd, "stat")
						if err != nil {
							return err
						}
						pinned, err := s.IsPinned(ctx, c)
						if err != nil {
							return err
						}
						has, err := s.Has(ctx, c)
						if err != nil {
							return err
						}
						st := s.Stats(c)
						if e.jsonOut {
							return e.printJSON(map[string]any{"cid": c.String(), "pinned": pinned, "root_local": has, "stats": st})
						}
						e.printf("%s pinned=%v root_local=%v hits=%d bytes_served=%d\n", c, pinned, has, st.Hits, st.BytesServed)
						return nil
					})
				},
			},
			{
				Name:  "gc",
				Usage: "delete every block not reachable from a pin",
				Action: func(ctx context.Context, cmd *cli.Command) error {
					return e.withStore(ctx, cmd, false, func(s *content.Store, _ host.Host) error {
						res, err := s.GC(ctx)
						if err != nil {
							return err
						}
						if e.jsonOut {
							return e.printJSON(res)
						}
						e.printf("removed %d blocks (%d bytes), kept %d\n", res.Removed, res.RemovedBytes, res.Kept)
						return nil
					})
				},
			},
		},
	}
}

// withStore opens the content store on a host (listening on --listen when network is set,
// otherwise on loopback only) for the duration of fn.
func (e *env) withStore(ctx context.Context, cmd *cli.Command, network bool, fn func(*content.Store, host.Host) error) error {
	listen := "/ip4/127.0.0.1/tcp/0"
	if network {
		listen = cmd.String("listen")
	}
	h, err := libp2p.New(libp2p.ListenAddrStrings(listen))
	if err != nil {
		return usageError("content: listen on %s: %v", listen, err)
	}
	defer h.Close()
	s, err := content.New(content.Config{
		DataDir:      filepath.Join(e.nodeDataDir(), "content"), // the requester's store: job submit serves from it
		ChunkSize:    int(cmd.Int("chunk-size")),
		QuotaBytes:   cmd.Int64("quota"),
		FetchTimeout: cmd.Duration("timeout"),
		Logger:       e.logger,
	}, h, nil)
	if err != nil {
		return usageError("%v", err)
	}
	if err := s.Start(ctx); err != nil {
		return err
	}
	defer s.Close()
	err = fn(s, h)
	if errors.Is(err, content.ErrInvalidCID) || errors.Is(err, content.ErrPathNotAllowed) {
		return usageError("%v", err)
	}
	return err
}

func (e *env) fetchOptions(cmd *cli.Command) (content.FetchOptions, error) {
	var fo content.FetchOptions
	for _, a := range cmd.StringSlice("peer") {
		ai, err := peer.AddrInfoFromString(a)
		if err != nil {
			return fo, usageError("--peer %q: %v: give a multiaddr ending in /p2p/<peer id>", a, err)
		}
		fo.Providers = append(fo.Providers, *ai)
	}
	return fo, nil
}

func (e *env) unlockKey(cmd *cli.Command) (*ecdsa.PrivateKey, error) {
	ks, err := e.openKeystore(cmd)
	if err != nil {
		return nil, err
	}
	acc, err := e.pickAccount(ks, cmd.String("address"))
	if err != nil {
		return nil, err
	}
	pw, err := e.password(cmd, "Password for "+acc.Address.Hex()+": ", false)
	if err != nil {
		return nil, err
	}
	return ks.Unlock(common.Address(acc.Address), pw)
}

// bar returns a progress bar on stderr (nil with --json). size < 0 gives a spinner.
func (e *env) bar(size int64, desc string) *progressbar.ProgressBar {
	if e.jsonOut {
		return nil
	}
	return progressbar.NewOptions64(size,
		progressbar.OptionSetWriter(e.stderr),
		progressbar.OptionShowBytes(true),
		progressbar.OptionSetDescription(desc),
		progressbar.OptionClearOnFinish(),
		progressbar.OptionThrottle(100*time.Millisecond))
}

func finish(b *progressbar.ProgressBar) {
	if b != nil {
		_ = b.Finish()
	}
}

func oneCID(cmd *cli.Command, name string) (cid.Cid, error) {
	if cmd.Args().Len() != 1 {
		return cid.Undef, usageError("content %s: give exactly one CID", name)
	}
	c, err := content.ParseCID(cmd.Args().First())
	if err != nil {
		return cid.Undef, usageError("%v", err)
	}
	return c, nil
}

// stderrIsTerminal reports whether progress bars on stderr reach a person.
func (e *env) stderrIsTerminal() bool {
	f, ok := e.stderr.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

func isRegularFile(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.Mode().IsRegular()
}

func openInput(arg string) (io.Reader, int64, func(), error) {
	if arg == "-" {
		return os.Stdin, -1, func() {}, nil
	}
	f, err := os.Open(arg)
	if err != nil {
		return nil, 0, nil, usageError("content add: %v", err)
	}
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() {
		f.Close()
		return nil, 0, nil, usageError("content add: %s: --encrypt-to needs a regular file or -", arg)
	}
	return f, fi.Size(), func() { f.Close() }, nil
}

func parsePubKey(s string) (*ecdsa.PublicKey, error) {
	b, err := hex.DecodeString(strings.TrimPrefix(s, "0x"))
	if err != nil {
		return nil, usageError("--encrypt-to: %v: give the recipient's public key in hex", err)
	}
	switch len(b) {
	case 33:
		pub, err := crypto.DecompressPubkey(b)
		if err != nil {
			return nil, usageError("--encrypt-to: %v", err)
		}
		return pub, nil
	case 65:
		pub, err := crypto.UnmarshalPubkey(b)
		if err != nil {
			return nil, usageError("--encrypt-to: %v", err)
		}
		return pub, nil
	}
	return nil, usageError("--encrypt-to: %d bytes: give a 33-byte compressed or 65-byte uncompressed secp256k1 public key", len(b))
}
