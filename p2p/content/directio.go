package content

import "unsafe"

// dioAlign is the alignment direct I/O needs of a write's buffer address, length and file
// offset here: 4 KiB covers both 512-byte and 4 KiB logical blocks.
const dioAlign = 4096

// dioAligned reports whether data can be written with direct I/O as it is.
func dioAligned(data []byte) bool {
	return len(data) > 0 && len(data)%dioAlign == 0 && uintptr(unsafe.Pointer(unsafe.SliceData(data)))%dioAlign == 0
}

// alignedBytes returns a zero-length slice of capacity n whose first byte is dioAlign-aligned.
func alignedBytes(n int) []byte {
	b := make([]byte, n+dioAlign)
	off := 0
	if r := int(uintptr(unsafe.Pointer(unsafe.SliceData(b))) % dioAlign); r != 0 {
		off = dioAlign - r
	}
	return b[off : off : off+n]
}

// alignUp rounds n up to a multiple of dioAlign.
func alignUp(n int) int { return (n + dioAlign - 1) &^ (dioAlign - 1) }
