package provider

import (
	"errors"
	"math/big"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/provider/gpu"
	"github.com/gpumesh/gpumesh/provider/gpu/fakegpu"
	"github.com/gpumesh/gpumesh/provider/runner"
)

const minimal = "[wallet]\npassword_file = \"pw\"\n[chain]\ndeployment = \"d.json\"\n"

func TestParseConfigErrors(t *testing.T) {
	for _, tc := range []struct{ name, toml, want string }{
		{"unknown key", minimal + "stakee = \"1\"\n", "unknown key chain.stakee"},
		{"unknown section", minimal + "[gpu]\nx = 1\n", "unknown key gpu"},
		{"bad duration", minimal + "[offer]\nttl = \"ten minutes\"\n", "offer.ttl"},
		{"bad price", minimal + "[offer]\nprices = { batch = \"1e-4\" }\n", "offer.prices.batch"},
		{"negative price", minimal + "[offer]\nprices = { batch = \"-1\" }\n", "offer.prices.batch"},
		{"zk price without a zk slot", minimal + "[offer]\nprices = { zk = \"1\" }\n", "runner.slots.zk"},
		{"no password file", "[chain]\ndeployment = \"d.json\"\n", "wallet.password_file"},
		{"no deployment", "[wallet]\npassword_file = \"pw\"\n", "chain.deployment"},
		{"bad executor", minimal + "[executor]\nenabled = [\"docker\"]\n", "executor.enabled"},
		{"exec without commands", minimal + "[executor]\nenabled = [\"exec\"]\n", "executor.exec.commands"},
		{"circuits without zk", minimal + "[executor.zk]\ncircuits = [\"bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku\"]\n", "executor.zk.circuits"},
		{"circuit not a cid", minimal + "[offer]\nprices = { zk = \"1\" }\n[runner]\nslots = { zk = 1 }\n[executor]\nenabled = [\"zk\"]\n[executor.zk]\ncircuits = [\"mimcchain\"]\n", "executor.zk.circuits[0]"},
		{"circuit twice", minimal + "[offer]\nprices = { zk = \"1\" }\n[runner]\nslots = { zk = 1 }\n[executor]\nenabled = [\"zk\"]\n[executor.zk]\ncircuits = [\"bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku\", \"bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku\"]\n", "executor.zk.circuits[1]"},
		{"refresh >= ttl", minimal + "[offer]\nttl = \"1m\"\nrefresh = \"2m\"\n", "offer.refresh"},
		{"priced class without slot", minimal + "[runner]\nslots = { batch = 1 }\n", "runner.slots.burst"},
		{"wrong type", minimal + "[runner]\nfetch_timeout = 5\n", "runner.fetch_timeout"},
		{"negative cpu slots", minimal + "[runner]\ncpu_slots = -1\n", "runner.cpu_slots"},
		{"bad stop grace", minimal + "[runner]\nstop_grace = \"-1s\"\n", "runner.stop_grace"},
		{"headroom without burst slots", minimal + "[offer]\nprices = { batch = \"1\" }\nburst_headroom = 1\n[runner]\nslots = { batch = 1 }\n", "offer.burst_headroom"},
		{"log range too large", minimal + "max_log_range = 2000000\n", "chain.max_log_range"},
		{"negative log range", minimal + "max_log_range = -1\n", "chain.max_log_range"},
		{"heads over http", minimal + "heads = \"http://127.0.0.1:8545\"\n", "chain.heads"},
		{"fee bound not a number", minimal + "max_fee_gwei = \"fifty\"\n", "chain.max_fee_gwei"},
		{"fee bound zero", minimal + "max_fee_gwei = \"0\"\n", "chain.max_fee_gwei"},
		{"replacement too soon", minimal + "replace_after = \"10ms\"\n", "chain.replace_after"},
		{"claim batch too large", minimal + "claim_batch_jobs = 65\n", "chain.claim_batch_jobs"},
		{"claim batch negative", minimal + "claim_batch_jobs = -1\n", "chain.claim_batch_jobs"},
		{"claim batch wait negative", minimal + "claim_batch_wait = \"-1s\"\n", "chain.claim_batch_wait"},
		{"withdraw amount not a number", minimal + "withdraw_earnings_above = \"lots\"\n", "chain.withdraw_earnings_above"},
		{"withdraw schedule too short", minimal + "withdraw_earnings_every = \"1s\"\n", "chain.withdraw_earnings_every"},
		{"withdraw to not an address", minimal + "withdraw_earnings_to = \"0x12\"\n", "chain.withdraw_earnings_to"},
		{"reserve keep not a number", minimal + "collateral_reserve_keep = \"lots\"\n", "chain.collateral_reserve_keep"},
		{"reserve keep negative", minimal + "collateral_reserve_keep = \"-5\"\n", "chain.collateral_reserve_keep"},
		{"relay without peer id", minimal + "[p2p]\nrelay = [\"/ip4/192.0.2.1/tcp/4001\"]\n", "p2p.relay"},
		{"relay not a multiaddr", minimal + "[p2p]\nrelay = [\"relay.example.org:4001\"]\n", "p2p.relay"},
		{"bad reachability", minimal + "[p2p]\nreachability = \"behind nat\"\n", "p2p.reachability"},
		{"deny not a peer", minimal + "[p2p]\ndeny_peers = [\"12D3KooWFZqZTWeSgek3HLvVZk3gw23fFA3Yu1tj9hZeGqjDRmVz\", \"mallory\"]\n", "p2p.deny_peers line 2: \"mallory\" is not a peer ID"},
		{"deny bad end", minimal + "[p2p]\ndeny_peers = [\"12D3KooWFZqZTWeSgek3HLvVZk3gw23fFA3Yu1tj9hZeGqjDRmVz tomorrow\"]\n", "RFC 3339"},
		{"bad address", "[wallet]\npassword_file = \"pw\"\naddress = \"0x12\"\n[chain]\ndeployment = \"d.json\"\n", "wallet.address"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseConfig([]byte(tc.toml))
			if !errors.Is(err, ErrConfig) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want ErrConfig naming %q", err, tc.want)
			}
		})
	}
}

// TestDefaultConfigTOML: the commented file `provider init` writes parses to the defaults.
func TestDefaultConfigTOML(t *testing.T) {
	got, err := ParseConfig([]byte(DefaultConfigTOML()))
	if err != nil {
		t.Fatal(err)
	}
	want, err := ParseConfig([]byte("[wallet]\npassword_file = \"password.txt\"\n[chain]\ndeployment = \"deployment.json\"\n"))
	if err != nil {
		t.Fatal(err)
	}
	if got.Offer.TTL != want.Offer.TTL || got.Offer.Refresh != want.Offer.Refresh || got.Metrics.Listen != want.Metrics.Listen ||
		got.Chain.Stake != want.Chain.Stake || got.Offer.CollateralMultiple != 20 || got.Runner.FetchTimeout.D() != 2*time.Minute ||
		got.Executor.Wasm.MemoryMiB != want.Executor.Wasm.MemoryMiB || got.Wallet.Keystore != want.Wallet.Keystore ||
		got.Runner.CPUSlots != want.Runner.CPUSlots || got.Runner.StopGrace != want.Runner.StopGrace || want.Runner.CPUSlots != 2 ||
		got.Offer.BurstHeadroom != want.Offer.BurstHeadroom || got.Chain.MaxLogRange != 2000 || want.Chain.MaxLogRange != 2000 ||
		got.Executor.ZK.CacheMiB != 2048 || want.Executor.ZK.CacheMiB != 2048 || len(got.Executor.ZK.Circuits) != 0 {
		t.Fatalf("init file differs from defaults:\n%+v\n%+v", got, want)
	}
	if got.P2P.Reachability != "auto" || want.P2P.Reachability != "auto" || got.P2P.RelayService || len(got.P2P.Relay) != 0 ||
		len(got.P2P.DenyPeers) != 0 || got.P2P.DenyPeersFile != "" {
		t.Fatalf("p2p NAT defaults: %+v, want reachability auto, no relay service, no relays", got.P2P)
	}
	if got.Price(1).Cmp(big.NewInt(100)) != 0 || got.Price(2).Cmp(big.NewInt(200)) != 0 {
		t.Fatalf("prices %v %v, want 100 and 200 token units per GPU-second", got.Price(1), got.Price(2))
	}
}

func FuzzParseConfig(f *testing.F) {
	f.Add([]byte(DefaultConfigTOML()))
	f.Add([]byte(minimal))
	f.Fuzz(func(t *testing.T, b []byte) {
		cfg, err := ParseConfig(b)
		if err == nil && cfg.Price(1) == nil && cfg.Price(2) == nil {
			t.Fatal("valid config without any price")
		}
	})
}

// TestRunnerDevices: the runner places jobs on the inventory's GPUs by NVML index and VRAM; a
// CPU device is not a GPU to place on.
func TestRunnerDevices(t *testing.T) {
	devs := []gpu.Device{fakegpu.GPU(0, "A10", 24), {Kind: gpu.KindCPU, Model: "cpu"}, fakegpu.GPU(2, "A100", 80)}
	got := RunnerDevices(devs)
	want := []runner.Device{{ID: "0", Model: "fakegpu A10", VRAMMiB: 24 << 10}, {ID: "2", Model: "fakegpu A100", VRAMMiB: 80 << 10}}
	if !slices.Equal(got, want) {
		t.Fatalf("runner devices %+v, want %+v", got, want)
	}
}
