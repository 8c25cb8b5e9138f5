package capacity

import "unsafe"

func int8AsBytes(s []int8) []byte {
	if len(s) == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(unsafe.Pointer(&s[0])), len(s))
}

func unsafeSlice16(p *int16, n int) []int16 { return unsafe.Slice(p, n) }
func unsafeSlice32(p *int32, n int) []int32 { return unsafe.Slice(p, n) }
