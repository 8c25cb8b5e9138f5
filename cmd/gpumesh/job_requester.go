package main

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"path/filepath"

	"github.com/ethereum/go-ethereum/common"
	libp2pcrypto "github.com/libp2p/go-libp2p/core/crypto"
	"github.com/urfave/cli/v3"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market/requester"
)

// devnetRequesterConfig is where `gpumesh devnet up` writes its requester's config, relative to
// the data dir (devnet.RequesterConfigFile in the devnet dir; a test keeps the two equal).
const devnetRequesterConfig = "devnet/requester.toml"

// requesterFlags override single keys of the requester's configuration (flag > GPUMESH_* variable
// > config file), for every job command that acts as the requester.
func requesterFlags() []cli.Flag {
	return append(chainFlags(),
		&cli.StringFlag{
			Name:    "keystore",
			Usage:   "key `DIR` (geth keystore format); default wallet.keystore, else <data-dir>/keystore",
			Sources: cli.EnvVars("GPUMESH_KEYSTORE"),
		},
		&cli.StringFlag{
			Name:    "address",
			Usage:   "wallet `ADDRESS` that acts as the requester (wallet.address); default the keystore's only key",
			Sources: cli.EnvVars("GPUMESH_ADDRESS"),
		},
		&cli.StringFlag{
			Name:    "password-file",
			Usage:   "`FILE` whose first line is the key password (wallet.password_file); without either, gpumesh prompts",
			Sources: cli.EnvVars("GPUMESH_PASSWORD_FILE"),
		},
		&cli.StringSliceFlag{
			Name:    "bootstrap",
			Usage:   "peer `MULTIADDR` (with /p2p/<id>) to dial; repeat or comma-separate; replaces p2p.bootstrap",
			Sources: cli.EnvVars("GPUMESH_BOOTSTRAP"),
		},
		&cli.StringSliceFlag{
			Name:    "relay",
			Usage:   "circuit relay `MULTIADDR` (with /p2p/<id>) to be reached through from behind a NAT; repeat or comma-separate; replaces p2p.relay",
			Sources: cli.EnvVars("GPUMESH_RELAY"),
		},
	)
}

// requesterConfig is the requester's configuration: the config file's node-level keys and
// [requester] section, each overridden by its flag or GPUMESH_* variable. When no config file was
// found (no --config and no <data-dir>/gpumesh.toml), the local devnet's requester config
// (<data-dir>/devnet/requester.toml, written by `gpumesh devnet up`) stands in for it, data_dir
// included: --data-dir then only located it. It returns the configuration and where it came from.
func (e *env) requesterConfig(cmd *cli.Command) (requester.FileConfig, string, error) {
	fc, source := e.cfg.FileConfig, e.cfgFile
	if source == "" {
		path := filepath.Join(e.dataDir(), devnetRequesterConfig)
		dc, found, err := loadFileConfig(path, false)
		if err != nil {
			return fc, path, err
		}
		if found {
			fc, source = dc.FileConfig, path
			e.logger.Debug("no config file: acting as the local devnet's requester", "config", path)
		} else {
			source = fmt.Sprintf("none found (no --config, no %s, no %s from `gpumesh devnet up`)",
				filepath.Join(e.dataDir(), "gpumesh.toml"), path)
		}
	}
	set := func(flag string, key *string) {
		if cmd.IsSet(flag) {
			*key = cmd.String(flag)
		}
	}
	set("rpc", &fc.Chain.RPC)
	set("deployment", &fc.Chain.Deployment)
	set("keystore", &fc.Wallet.Keystore)
	set("address", &fc.Wallet.Address)
	set("password-file", &fc.Wallet.PasswordFile)
	if cmd.IsSet("bootstrap") {
		fc.P2P.Bootstrap = cmd.StringSlice("bootstrap")
	}
	if cmd.IsSet("relay") {
		fc.P2P.Relay = cmd.StringSlice("relay")
	}
	fc.EnsureDefaults()
	if err := fc.Validate(); err != nil {
		return fc, source, usageError("%v (config: %s)", err, source)
	}
	return fc, source, nil
}

// nodeDataDir is the data dir of the node the commands act as: the requester's (as
// requesterConfig finds it: the config file's data_dir, else the local devnet requester's), so
// `content add` stores where `job submit` serves inputs from. Without either it is --data-dir.
func (e *env) nodeDataDir() string {
	if e.cfgFile != "" {
		return e.dataDir()
	}
	dc, found, err := loadFileConfig(filepath.Join(e.dataDir(), devnetRequesterConfig), false)
	if err != nil || !found || dc.DataDir == "" {
		return e.dataDir()
	}
	return dc.DataDir
}

// requesterJobs returns the records of the requester's job store (`job list`, `job cost`), read
// through the local API of the process that holds it when another does (openJobStore).
func (e *env) requesterJobs(ctx context.Context, cmd *cli.Command) ([]*requester.Record, error) {
	s, err := e.openJobStore(ctx, cmd)
	if err != nil {
		return nil, err
	}
	defer s.close()
	return s.jobs(ctx)
}

// openRequesterFor opens the requester (as openRequester) and resolves ref against its records;
// the caller closes the requester.
func (e *env) openRequesterFor(ctx context.Context, cmd *cli.Command, ref jobRef) (*requester.Requester, contracts.JobID, error) {
	r, err := e.openRequester(ctx, cmd)
	if err != nil {
		return nil, contracts.JobID{}, err
	}
	id, err := ref.resolve(r)
	if err != nil {
		r.Close()
		return nil, contracts.JobID{}, err
	}
	return r, id, nil
}

// openRequester starts the requester the configuration describes. Each command is its own short
// process, so the node gets a fresh peer ID (see requester.Config.PeerIdentity). Without a
// password file the key's password is asked on the terminal.
func (e *env) openRequester(ctx context.Context, cmd *cli.Command) (*requester.Requester, error) {
	fc, source, err := e.requesterConfig(cmd)
	if err != nil {
		return nil, err
	}
	peerKey, _, err := libp2pcrypto.GenerateEd25519Key(rand.Reader)
	if err != nil {
		return nil, fmt.Errorf("requester peer key: %w", err)
	}
	r, err := requester.Open(ctx, fc, requester.OpenOptions{
		Password: func(addr common.Address) (string, error) {
			return e.passwordFrom("", fmt.Sprintf("Password of wallet key %s: ", addr.Hex()), false)
		},
		PeerIdentity: peerKey,
		Logger:       e.logger,
	})
	if errors.Is(err, requester.ErrConfig) {
		return nil, usageError("%v (config: %s)", err, source)
	}
	return r, err
}
