package provider

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
)

// TestNoticeDetail: a runner error of any size and content becomes a notice detail the market's
// validation takes (one printable line, at most market.MaxNoticeDetail bytes, valid UTF-8).
func TestNoticeDetail(t *testing.T) {
	for _, in := range []string{
		"",
		"abandoned (inputs-unavailable): input data bafy... could not be fetched within 2m0s: context deadline exceeded",
		"line one\nline two\ttabbed\x00nul",
		strings.Repeat("é", market.MaxNoticeDetail), // two bytes each: cut at a rune boundary
		"bad utf8 \xff\xfe here",
	} {
		got := noticeDetail(in)
		if len(got) > market.MaxNoticeDetail || !utf8.ValidString(got) || strings.ContainsAny(got, "\n\t\x00") {
			t.Errorf("noticeDetail(%.40q) = %.40q (%d bytes)", in, got, len(got))
		}
		n := &market.FailureNotice{JobID: contracts.JobID{1}, Requester: [20]byte{1}, Provider: [20]byte{2}, Cause: "run-failed", Detail: got, Expiry: 1}
		if err := n.Validate(); err != nil {
			t.Errorf("noticeDetail(%.40q): %v", in, err)
		}
	}
}
