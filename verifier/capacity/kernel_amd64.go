//go:build amd64 && !purego

package capacity

import "golang.org/x/sys/cpu"

//go:noescape
func kernelAVX2x6x16(a, b *int16, c *int32, kp, ldc int)

//go:noescape
func kernelVNNIx12x16(a, b *int16, c *int32, kp, ldc int)

var (
	avx2Kernel = kernelImpl{name: "avx2-6x16", mr: 6, fn: kernelAVX2x6x16}
	vnniKernel = kernelImpl{name: "avx512vnni-12x16", mr: 12, fn: kernelVNNIx12x16}
)

func hasVNNI() bool { return cpu.X86.HasAVX512F && cpu.X86.HasAVX512VNNI }

func bestKernel() kernelImpl {
	switch {
	case hasVNNI():
		return vnniKernel
	case cpu.X86.HasAVX2:
		return avx2Kernel
	default:
		return genericKernel
	}
}

// kernels lists every kernel this CPU can run, for tests.
func kernels() []kernelImpl {
	ks := []kernelImpl{genericKernel}
	if cpu.X86.HasAVX2 {
		ks = append(ks, avx2Kernel)
	}
	if hasVNNI() {
		ks = append(ks, vnniKernel)
	}
	return ks
}
