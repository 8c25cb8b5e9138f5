//go:build !amd64 || purego

package capacity

func bestKernel() kernelImpl { return genericKernel }

func kernels() []kernelImpl { return []kernelImpl{genericKernel} }
