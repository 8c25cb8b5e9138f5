package settle

import (
	"bytes"
	"errors"
	"testing"
)

func TestParseJobID(t *testing.T) {
	good := "0x" + string(bytes.Repeat([]byte("ab"), 32))
	id, err := ParseJobID(good)
	if err != nil || JobIDString(id) != good {
		t.Fatalf("%v %s", err, JobIDString(id))
	}
	for _, bad := range []string{"", "0x12", good + "00", "0x" + string(bytes.Repeat([]byte("zz"), 32))} {
		if _, err := ParseJobID(bad); !errors.Is(err, ErrBadJobID) {
			t.Errorf("%q: %v", bad, err)
		}
	}
}
