package main

import (
	"bytes"
	"errors"
	"io/fs"
	"os"

	"github.com/pelletier/go-toml/v2"
)

// fileConfig is the gpumesh.toml file shared by all commands. Every field may be overridden by a
// flag or a GPUMESH_* environment variable; the provider daemon has its own file (provider.toml).
type fileConfig struct {
	// DataDir is the node data directory. Default ~/.gpumesh.
	DataDir string `toml:"data_dir"`

	Log struct {
		// Level is debug, info, warn or error. Default info.
		Level string `toml:"level"`
		// Format is text or json. Default text.
		Format string `toml:"format"`
	} `toml:"log"`

	Chain struct {
		// RPC is the JSON-RPC endpoint of the chain (HTTP or WebSocket URL).
		RPC string `toml:"rpc"`
		// Deployment is a deployment record (JSON) naming the contract addresses; `gpumesh devnet
		// chain` writes one to <data-dir>/devnet/deployment.json.
		Deployment string `toml:"deployment"`
	} `toml:"chain"`

	Wallet struct {
		// Keystore is the key directory. Default <data-dir>/keystore.
		Keystore string `toml:"keystore"`
		// Address picks the key when the keystore holds several.
		Address string `toml:"address"`
		// PasswordFile holds the key's password on its first line. Without it, gpumesh prompts on
		// the terminal.
		PasswordFile string `toml:"password_file"`
	} `toml:"wallet"`
}

// loadFileConfig reads path. A missing file is an error only when the user named it explicitly.
// Unknown keys are errors, so a typo never silently falls back to a default.
func loadFileConfig(path string, explicit bool) (fileConfig, error) {
	var cfg fileConfig
	data, err := os.ReadFile(path)
	switch {
	case errors.Is(err, fs.ErrNotExist) && !explicit:
		return cfg, nil
	case err != nil:
		return cfg, usageError("config file: %v", err)
	}
	dec := toml.NewDecoder(bytes.NewReader(data)).DisallowUnknownFields()
	if err := dec.Decode(&cfg); err != nil {
		var strict *toml.StrictMissingError
		if errors.As(err, &strict) {
			return cfg, usageError("config file %s: unknown key(s):\n%s\nremove them or fix their spelling", path, strict.String())
		}
		var derr *toml.DecodeError
		if errors.As(err, &derr) {
			row, col := derr.Position()
			return cfg, usageError("config file %s:%d:%d: %v", path, row, col, derr)
		}
		return cfg, usageError("config file %s: %v", path, err)
	}
	return cfg, nil
}
