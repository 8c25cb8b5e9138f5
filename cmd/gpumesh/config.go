package main

import (
	"bytes"
	"errors"
	"io/fs"
	"os"

	"github.com/pelletier/go-toml/v2"

	"github.com/gpumesh/gpumesh/market/requester"
)

// fileConfig is the gpumesh.toml file shared by all commands. Every field may be overridden by a
// flag or a GPUMESH_* environment variable; the provider daemon has its own file (provider.toml).
//
// The node-level keys (data_dir, [chain], [wallet], [p2p]) and the [requester] section are
// requester.FileConfig, declared once there: the wallet and chain commands read them, and the job
// commands hand them to requester.Open.
type fileConfig struct {
	requester.FileConfig

	Log struct {
		// Level is debug, info, warn or error. Default info.
		Level string `toml:"level"`
		// Format is text or json. Default text.
		Format string `toml:"format"`
	} `toml:"log"`
}

// loadFileConfig reads path and reports whether it exists. A missing file is an error only when
// the user named it explicitly. Unknown keys are errors, so a typo never silently falls back to a
// default.
func loadFileConfig(path string, explicit bool) (cfg fileConfig, found bool, err error) {
	data, err := os.ReadFile(path)
	switch {
	case errors.Is(err, fs.ErrNotExist) && !explicit:
		return cfg, false, nil
	case err != nil:
		return cfg, false, usageError("config file: %v", err)
	}
	dec := toml.NewDecoder(bytes.NewReader(data)).DisallowUnknownFields()
	if err := dec.Decode(&cfg); err != nil {
		var strict *toml.StrictMissingError
		if errors.As(err, &strict) {
			return cfg, true, usageError("config file %s: unknown key(s):\n%s\nremove them or fix their spelling", path, strict.String())
		}
		var derr *toml.DecodeError
		if errors.As(err, &derr) {
			row, col := derr.Position()
			return cfg, true, usageError("config file %s:%d:%d: %v", path, row, col, derr)
		}
		return cfg, true, usageError("config file %s: %v", path, err)
	}
	return cfg, true, nil
}
