package zk_test

import (
	"fmt"
	"time"

	"github.com/gpumesh/gpumesh/provider/executor"
	"github.com/gpumesh/gpumesh/provider/executor/zk"
)

// Example wires the zk executor into a provider's executor registry, replacing the placeholder
// that NewRegistry installs.
func Example() {
	reg := executor.NewRegistry()
	reg.Register("zk", zk.New(zk.Config{DefaultMemoryBytes: 4 << 30, DefaultWallTime: 10 * time.Minute}))
	fmt.Println(reg.Names())
	// Output: [zk]
}
