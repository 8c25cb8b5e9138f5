package fakegpu

import (
	"context"
	"errors"
	"testing"

	"github.com/gpumesh/gpumesh/provider/gpu"
)

func TestInventory(t *testing.T) {
	inv := New(GPU(0, "A", 24), GPU(1, "B", 80))
	var _ gpu.Inventory = inv
	devs, err := inv.Devices(context.Background())
	if err != nil || len(devs) != 2 || devs[1].MemoryTotal != 80<<30 || devs[0].UUID == devs[1].UUID {
		t.Fatalf("devs=%+v err=%v", devs, err)
	}
	devs[0].Model = "mutated"
	again, _ := inv.Devices(context.Background())
	if again[0].Model == "mutated" {
		t.Fatal("Devices returned shared storage")
	}
	inv.SetErr(gpu.ErrNoDriver)
	if _, err := inv.Devices(context.Background()); !errors.Is(err, gpu.ErrNoDriver) {
		t.Fatalf("err = %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	inv.SetErr(nil)
	if _, err := inv.Devices(ctx); !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v", err)
	}
}

// TestActivity: the fake serves what the test set, per GPU, as copies; the CPU device has no
// activity; SetErr fails both reads and SetActivityErr only the activity read.
func TestActivity(t *testing.T) {
	inv := New(GPU(0, "A", 24), gpu.Device{Kind: gpu.KindCPU, UUID: "cpu-x"}, GPU(2, "B", 80))
	var _ gpu.ActivityReader = inv
	inv.SetProcesses(2, gpu.Process{PID: 7, MemoryBytes: 1 << 30, SMUtil: 40})
	inv.SetThrottle(0, "hw_thermal")
	inv.RaiseXID(2, 79)
	inv.RaiseXID(2, 48)
	ctx := context.Background()
	acts, err := inv.Activity(ctx)
	if err != nil || len(acts) != 2 {
		t.Fatalf("acts=%+v err=%v", acts, err)
	}
	a0, a2 := acts[0], acts[1]
	if a0.Index != 0 || a0.UUID != GPU(0, "A", 24).UUID || len(a0.Throttle) != 1 || a0.XIDErrors != 0 || len(a0.Processes) != 0 {
		t.Fatalf("device 0 = %+v", a0)
	}
	if a2.Index != 2 || a2.XIDErrors != 2 || a2.LastXID != 48 || len(a2.Processes) != 1 || !a2.ProcessUtilValid || !a2.XIDValid {
		t.Fatalf("device 2 = %+v", a2)
	}
	a2.Processes[0].PID = 99
	if again, _ := inv.Activity(ctx); again[1].Processes[0].PID != 7 {
		t.Fatal("Activity returned shared storage")
	}
	inv.SetActivityErr(gpu.ErrDeviceLost)
	if _, err := inv.Devices(ctx); err != nil {
		t.Fatalf("Devices with an activity error: %v", err)
	}
	if _, err := inv.Activity(ctx); !errors.Is(err, gpu.ErrDeviceLost) {
		t.Fatalf("err = %v", err)
	}
	inv.SetActivityErr(nil)
	inv.SetErr(gpu.ErrNoDriver)
	if _, err := inv.Activity(ctx); !errors.Is(err, gpu.ErrNoDriver) {
		t.Fatalf("err = %v", err)
	}
}
