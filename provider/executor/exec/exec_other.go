//go:build !linux

// Package exec runs allow-listed native commands; it is implemented for Linux only.
package exec

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/gpumesh/gpumesh/provider/executor"
)

// ConfigKeyCommands is the config table that allows native commands by name.
const ConfigKeyCommands = "executor.exec.commands"

// Config mirrors the Linux Config so configs load everywhere.
type Config struct {
	Commands           map[string]string
	EnvAllow           []string
	ScratchRoot        string
	CgroupParent       string
	CPUQuota           float64
	DefaultWallTime    time.Duration
	DefaultOutputBytes int64
	DefaultProcesses   uint64
	SandboxUID         int
	SandboxGID         int
	DefaultOutDirBytes int64
	DefaultOutDirFiles int64
	Logger             *slog.Logger
}

// Executor is unavailable on this OS.
type Executor struct{}

// New fails: process groups, rlimits and cgroups are implemented for Linux only.
func New(Config) (*Executor, error) {
	return nil, errors.New("exec: the native executor is implemented for Linux only; remove [executor.exec] from the config")
}

// Run never succeeds.
func (*Executor) Run(context.Context, executor.Job) (executor.Result, error) {
	return executor.Result{}, errors.New("exec: not supported on this OS")
}
