// Package gpu reports the compute devices a provider can offer: NVIDIA GPUs through NVML, or, when
// no NVIDIA driver is present, the host CPU as one honest CPU device.
//
// Every source sits behind [Inventory]:
//
//   - [NVML] (github.com/NVIDIA/go-nvml) reads model, UUID, VRAM total/free, compute capability,
//     driver and CUDA versions, PCI bus id, NVLink peers, pairwise topology, MIG instances and
//     utilization. It needs cgo but neither CUDA nor a driver at build time: libnvidia-ml.so.1 is
//     dlopened at run time. Without it, Devices returns an error matching [ErrNoDriver]
//     ("gpu: no NVIDIA driver found").
//   - [CPU] reads /proc/cpuinfo and /proc/meminfo: logical cores, model name, memory.
//   - package fakegpu is a test double with the same interface, for tests that need GPUs on
//     machines that have none. It is never selected by [Detect].
//
// What the GPUs are doing sits behind [ActivityReader]: [NVML] lists each GPU's compute processes
// with their memory and SM utilization, its active clock throttle reasons (the bounded
// [ThrottleReasons]) and the XID critical errors it raised (an NVML event set drained without
// waiting at each read); fakegpu serves the same from what a test sets. [Collector] exports both.
// Attributing a device's use to the job that holds it is the provider's (it knows the placement).
//
// [Detect] tries NVML and falls back to [CPU] on [ErrNoDriver], returning the reason.
//
// # Build and link (for the Makefile)
//
// The default build (cgo on) links NVML support. Link the binary with lazy symbol binding so that a
// host without a driver, or with an older one, does not abort at start-up with "undefined symbol:
// nvml...":
//
//	go build -ldflags='-extldflags=-Wl,-z,lazy' ./cmd/gpumesh
//
// A fully static link (-extldflags -static) segfaults inside nvmlInit; static builds must instead
// use the nonvml build tag (or CGO_ENABLED=0, which implies it), which drops go-nvml entirely:
//
//	CGO_ENABLED=0 go build -tags nonvml ./cmd/gpumesh
//
// In such a binary [NVML.Devices] returns [ErrNoDriver] with the reason "built without NVML", so
// the node falls back to its CPU exactly as on a driverless host.
package gpu
