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
