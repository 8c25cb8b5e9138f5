package main

import (
	"context"
	"runtime"
	"runtime/debug"

	"github.com/urfave/cli/v3"
)

// version is set at build time with -ldflags "-X main.version=...".
var version = "dev"

// stackModules are the modules whose versions `gpumesh version` reports.
var stackModules = []string{
	"github.com/libp2p/go-libp2p",
	"github.com/ipfs/boxo",
	"github.com/ethereum/go-ethereum",
	"github.com/consensys/gnark",
	"github.com/cockroachdb/pebble/v2",
}

type versionInfo struct {
	Version string            `json:"version"`
	Commit  string            `json:"commit,omitempty"`
	Go      string            `json:"go"`
	OS      string            `json:"os"`
	Arch    string            `json:"arch"`
	Stack   map[string]string `json:"stack"`
}

func newVersionCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:  "version",
		Usage: "print version, commit and the versions of the stack gpumesh is built on",
		Action: func(ctx context.Context, cmd *cli.Command) error {
			info := versionInfo{Version: version, Go: runtime.Version(), OS: runtime.GOOS, Arch: runtime.GOARCH, Stack: map[string]string{}}
			if bi, ok := debug.ReadBuildInfo(); ok {
				for _, s := range bi.Settings {
					if s.Key == "vcs.revision" {
						info.Commit = s.Value
					}
				}
				for _, dep := range bi.Deps {
					for _, m := range stackModules {
						if dep.Path == m {
							info.Stack[m] = dep.Version
						}
					}
				}
			}
			if e.jsonOut {
				return e.printJSON(info)
			}
			e.printf("gpumesh %s", info.Version)
			if info.Commit != "" {
				e.printf(" (%s)", info.Commit)
			}
			e.printf("\n%s %s/%s\n", info.Go, info.OS, info.Arch)
			for _, m := range stackModules {
				if v, ok := info.Stack[m]; ok {
					e.printf("  %-36s %s\n", m, v)
				}
			}
			return nil
		},
	}
}
