package provider

import (
	"context"
	"fmt"
	"math/big"
	"os"
	"path/filepath"

	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/provider/executor"
	execexec "github.com/gpumesh/gpumesh/provider/executor/exec"
	"github.com/gpumesh/gpumesh/provider/executor/wasm"
	zkexec "github.com/gpumesh/gpumesh/provider/executor/zk"
	"github.com/libp2p/go-libp2p/core/peer"
)

func (d *Daemon) ensureStake(ctx context.Context, rs *running, pid peer.ID) error {
	want, _ := jobspec.ParseAmount(d.cfg.Chain.Stake, d.cfg.Chain.TokenDecimals)
	info, err := rs.cc.StakeOf(ctx, rs.addr)
	if err != nil {
		return fmt.Errorf("read stake: %w", err)
	}
	if !info.Registered {
		meta, err := jobspec.CIDOf([]byte(`{"software":"gpumesh"}`))
		if err != nil {
			return err
		}
		if _, err := rs.cc.Register(ctx, rs.sender, []byte(pid), meta.String()); err != nil {
			return fmt.Errorf("register provider %s: %w", rs.addr, err)
		}
		d.log.Info("registered in the provider registry", "address", rs.addr, "peer", pid)
	}
	have := info.Stake
	if have == nil {
		have = new(big.Int)
	}
	if have.Cmp(want) >= 0 {
		return nil
	}
	diff := new(big.Int).Sub(want, have)
	if _, err := rs.cc.Approve(ctx, rs.sender, rs.dep.Registry, diff); err != nil {
		return fmt.Errorf("approve stake of %s (chain.stake): %w", diff, err)
	}
	if _, err := rs.cc.Stake(ctx, rs.sender, diff); err != nil {
		return fmt.Errorf("stake %s (chain.stake; does the wallet hold the tokens?): %w", diff, err)
	}
	d.log.Info("staked", "amount", diff, "stake", want)
	return nil
}

func (d *Daemon) executors() (*executor.Registry, error) {
	reg := executor.NewRegistry()
	c := d.cfg.Executor
	for _, name := range c.Enabled {
		switch name {
		case "wasm":
			reg.Register("wasm", wasm.New(wasm.Config{
				DefaultMemoryBytes: c.Wasm.MemoryMiB << 20, MaxMemoryBytes: c.Wasm.MaxMemoryMiB << 20,
				DefaultWallTime: c.Wasm.WallTime.D(), MaxWallTime: c.Wasm.MaxWallTime.D(),
				CompilationCacheDir: filepath.Join(d.cfg.DataDir, "wasm-cache"), Logger: d.log,
			}))
		case "exec":
			scratch := filepath.Join(d.cfg.DataDir, "scratch")
			if err := os.MkdirAll(scratch, 0o700); err != nil {
				return nil, fmt.Errorf("exec scratch dir: %w", err)
			}
			e, err := execexec.New(execexec.Config{Commands: c.Exec.Commands, EnvAllow: c.Exec.EnvAllow,
				ScratchRoot: scratch, Logger: d.log})
			if err != nil {
				return nil, fmt.Errorf("%w: executor.exec: %v", ErrConfig, err)
			}
			reg.Register("exec", e)
		case "zk":
			// Circuit packages arrive as the job's "circuit" input (see RunnerJob); memory and time
			// limits come from the job, capped by the wasm maximums the owner configured.
			reg.Register("zk", zkexec.New(zkexec.Config{
				MaxMemoryBytes: c.Wasm.MaxMemoryMiB << 20, MaxWallTime: c.Wasm.MaxWallTime.D(), Logger: d.log,
			}))
		}
	}
	return reg, nil
}
