package reqresp

import (
	"bufio"
	"bytes"
	"fmt"
	"testing"

	"github.com/gpumesh/gpumesh/p2p"
)

// FuzzFrames decodes arbitrary bytes as both frame types, as a handler and a caller do.
func FuzzFrames(f *testing.F) {
	var buf bytes.Buffer
	_ = p2p.WriteFrame(&buf, requestFrame{V: Version, Binding: []byte{1}, Body: []byte{2}}, 1024)
	f.Add(buf.Bytes())
	buf.Reset()
	_ = p2p.WriteFrame(&buf, responseFrame{V: Version, Code: CodeDeclined, Error: "no"}, 1024)
	f.Add(buf.Bytes())
	f.Fuzz(func(t *testing.T, data []byte) {
		var req requestFrame
		_ = p2p.ReadFrame(bufio.NewReader(bytes.NewReader(data)), &req, 1024)
		var resp responseFrame
		_ = p2p.ReadFrame(bufio.NewReader(bytes.NewReader(data)), &resp, 1024)
	})
}

func TestTrim(t *testing.T) {
	if got := trim(string(make([]byte, 1000))); len(got) != maxErrorLen {
		t.Fatalf("trim kept %d bytes", len(got))
	}
}

// TestDeclineReasonOnce: a handler's decline (ErrDeclined wrapped with a reason) reaches the
// caller as the reason alone; the caller's Session names ErrDeclined once.
func TestDeclineReasonOnce(t *testing.T) {
	resp, result := errorFrame(fmt.Errorf("%w: no burst slot free", ErrDeclined))
	if result != "declined" || resp.Code != CodeDeclined || resp.Error != "no burst slot free" {
		t.Fatalf("errorFrame = %+v %q, want CodeDeclined with the reason alone", resp, result)
	}
}
