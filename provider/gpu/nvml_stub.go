//go:build !cgo || nonvml

package gpu

import (
	"context"
	"fmt"
)

// NVMLConfig configures the NVML inventory. In this build (nonvml tag or cgo off) it is ignored.
type NVMLConfig struct {
	LibraryPath string
}

// NVML stands in for the NVML inventory in binaries built without NVML; Devices always reports
// [ErrNoDriver].
type NVML struct{}

// NewNVML returns the stand-in inventory.
func NewNVML(NVMLConfig) *NVML { return &NVML{} }

// Devices returns an error matching [ErrNoDriver].
func (*NVML) Devices(context.Context) ([]Device, error) {
	return nil, fmt.Errorf("%w (built without NVML: nonvml tag or CGO_ENABLED=0)", ErrNoDriver)
}

// Activity returns an error matching [ErrNoDriver].
func (*NVML) Activity(context.Context) ([]Activity, error) {
	return nil, fmt.Errorf("%w (built without NVML: nonvml tag or CGO_ENABLED=0)", ErrNoDriver)
}

// Close does nothing.
func (*NVML) Close() error { return nil }

// DriverFiles returns an error matching [ErrNoDriver].
func (*NVML) DriverFiles(context.Context) (DriverFiles, error) {
	return DriverFiles{}, fmt.Errorf("%w (built without NVML: nonvml tag or CGO_ENABLED=0)", ErrNoDriver)
}
