package p2p

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"io"

	"github.com/gpumesh/gpumesh/p2p/wire"
)

// Stream frames: every gpumesh stream protocol exchanges length-prefixed CBOR frames, an unsigned
// varint byte length followed by that many bytes of CBOR. The reader refuses a length above its
// limit before reading the body, so a peer cannot make it allocate more than the limit.

// WriteFrame encodes v as CBOR and writes it as one frame. It fails with ErrTooLarge when the
// encoding exceeds max bytes.
func WriteFrame(w io.Writer, v any, max int) error {
	body, err := wire.Marshal(v)
	if err != nil {
		return fmt.Errorf("encode frame: %w", err)
	}
	if len(body) > max {
		return fmt.Errorf("%w: frame of %d bytes, max %d", ErrTooLarge, len(body), max)
	}
	buf := make([]byte, 0, binary.MaxVarintLen64+len(body))
	buf = binary.AppendUvarint(buf, uint64(len(body)))
	buf = append(buf, body...)
	if _, err := w.Write(buf); err != nil {
		return fmt.Errorf("write frame: %w", err)
	}
	return nil
}

// ReadFrameBytes reads one frame body of at most max bytes.
func ReadFrameBytes(r *bufio.Reader, max int) ([]byte, error) {
	n, err := binary.ReadUvarint(r)
	if err != nil {
		if errors.Is(err, io.EOF) {
			return nil, fmt.Errorf("read frame length: %w", io.ErrUnexpectedEOF)
		}
		return nil, fmt.Errorf("read frame length: %w", err)
	}
	if n > uint64(max) {
		return nil, fmt.Errorf("%w: frame of %d bytes, max %d", ErrTooLarge, n, max)
	}
	body := make([]byte, n)
	if _, err := io.ReadFull(r, body); err != nil {
		return nil, fmt.Errorf("read frame body: %w", err)
	}
	return body, nil
}

// ReadFrame reads one frame of at most max bytes and decodes it strictly into v.
func ReadFrame(r *bufio.Reader, v any, max int) error {
	body, err := ReadFrameBytes(r, max)
	if err != nil {
		return err
	}
	if err := decoder.Unmarshal(body, v); err != nil {
		return fmt.Errorf("%w: frame: %v", ErrMalformed, err)
	}
	return nil
}
