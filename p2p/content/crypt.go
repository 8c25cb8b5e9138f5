package content

import (
	"bufio"
	"context"
	"crypto/cipher"
	"crypto/ecdsa"
	"crypto/rand"
	"encoding/binary"
	"fmt"
	"io"

	"github.com/ethereum/go-ethereum/crypto/ecies"
	"github.com/ipfs/go-cid"
	"golang.org/x/crypto/chacha20poly1305"
)

// Encrypted outputs ("private outputs").
//
// A result is encrypted to the requester's Ethereum (secp256k1) public key before it is imported,
// so its CID and blocks reveal nothing to other peers. The format streams, so a file of any size
// is encrypted and decrypted with a 64 KiB working set:
//
//	magic "gpumesh-enc/1\n" | uint16 BE n | ECIES(recipient, file key)   (n bytes, go-ethereum crypto/ecies)
//	chunk* : ChaCha20-Poly1305(file key, nonce, plaintext[<=64 KiB])
//
// The file key is 32 random bytes per file. The nonce is an 11-byte big-endian chunk counter
// followed by a byte that is 1 on the final chunk and 0 otherwise (the STREAM construction, as
// in age), so reordering, truncation and appending are detected. Every chunk but the last holds
// exactly 64 KiB of plaintext; the last may be empty.

const (
	encMagic     = "gpumesh-enc/1\n"
	encChunk     = 64 << 10
	maxWrapped   = 512
	encOverhead  = chacha20poly1305.Overhead
	nonceCounter = chacha20poly1305.NonceSize - 1
)

// EncryptReader returns a reader of r's bytes encrypted to the holder of to's private key.
func EncryptReader(r io.Reader, to *ecdsa.PublicKey) (io.Reader, error) {
	if to == nil || to.X == nil {
		return nil, fmt.Errorf("encrypt: recipient public key is nil: pass the requester's public key")
	}
	key := make([]byte, chacha20poly1305.KeySize)
	if _, err := rand.Read(key); err != nil {
		return nil, fmt.Errorf("encrypt: file key: %w", err)
	}
	wrapped, err := ecies.Encrypt(rand.Reader, ecies.ImportECDSAPublic(to), key, nil, nil)
	if err != nil {
		return nil, fmt.Errorf("encrypt: wrap key for recipient: %w", err)
	}
	aead, err := chacha20poly1305.New(key)
	if err != nil {
		return nil, fmt.Errorf("encrypt: %w", err)
	}
	hdr := make([]byte, 0, len(encMagic)+2+len(wrapped))
	hdr = append(hdr, encMagic...)
	hdr = binary.BigEndian.AppendUint16(hdr, uint16(len(wrapped)))
	hdr = append(hdr, wrapped...)
	return &encReader{src: bufio.NewReaderSize(r, encChunk), aead: aead, out: hdr,
		plain: make([]byte, encChunk), sealed: make([]byte, 0, encChunk+encOverhead)}, nil
}

type encReader struct {
	src    *bufio.Reader
	aead   cipher.AEAD
	ctr    uint64
	out    []byte // pending output
	plain  []byte
	sealed []byte
	done   bool
	err    error
}

func (e *encReader) Read(p []byte) (int, error) {
	for len(e.out) == 0 {
		if e.err != nil {
			return 0, e.err
		}
		if e.done {
			return 0, io.EOF
		}
		n, err := io.ReadFull(e.src, e.plain)
		last := false
		switch {
		case err == io.EOF || err == io.ErrUnexpectedEOF:
			last = true
		case err != nil:
			e.err = err
			return 0, err
		default:
			if _, perr := e.src.Peek(1); perr == io.EOF {
				last = true
			} else if perr != nil {
				e.err = perr
				return 0, perr
			}
		}
		e.sealed = e.aead.Seal(e.sealed[:0], chunkNonce(e.ctr, last), e.plain[:n], nil)
		e.out = e.sealed
		e.ctr++
		e.done = last
	}
	n := copy(p, e.out)
	e.out = e.out[n:]
	return n, nil
}

func chunkNonce(ctr uint64, last bool) []byte {
	n := make([]byte, chacha20poly1305.NonceSize)
	binary.BigEndian.PutUint64(n[nonceCounter-8:nonceCounter], ctr)
	if last {
		n[nonceCounter] = 1
	}
	return n
}

// readEncHeader parses the header of an encrypted stream (untrusted input) and returns the
// wrapped file key.
func readEncHeader(r io.Reader) ([]byte, error) {
	hdr := make([]byte, len(encMagic)+2)
	if _, err := io.ReadFull(r, hdr); err != nil {
		return nil, fmt.Errorf("%w: header: %w", ErrCiphertext, err)
	}
	if string(hdr[:len(encMagic)]) != encMagic {
		return nil, fmt.Errorf("%w: not a gpumesh encrypted stream (bad magic)", ErrCiphertext)
	}
	n := int(binary.BigEndian.Uint16(hdr[len(encMagic):]))
	if n == 0 || n > maxWrapped {
		return nil, fmt.Errorf("%w: wrapped key length %d out of range 1..%d", ErrCiphertext, n, maxWrapped)
	}
	wrapped := make([]byte, n)
	if _, err := io.ReadFull(r, wrapped); err != nil {
		return nil, fmt.Errorf("%w: wrapped key: %w", ErrCiphertext, err)
	}
	return wrapped, nil
}

// DecryptReader returns a reader of the plaintext of an EncryptReader stream. It fails with
// ErrNotRecipient when key is not the recipient's, and its Read fails with ErrCiphertext on any
// tampering or truncation; no unauthenticated byte is ever returned.
func DecryptReader(r io.Reader, key *ecdsa.PrivateKey) (io.Reader, error) {
	if key == nil {
		return nil, fmt.Errorf("decrypt: private key is nil: load the requester's wallet")
	}
	br := bufio.NewReaderSize(r, encChunk+encOverhead)
	fileKey, err := unwrapFileKey(br, key)
	if err != nil {
		return nil, fmt.Errorf("decrypt: %w", err)
	}
	return newDecReader(br, fileKey)
}

// unwrapFileKey reads the stream's header and returns its file key, unwrapped with key.
func unwrapFileKey(r io.Reader, key *ecdsa.PrivateKey) ([]byte, error) {
	wrapped, err := readEncHeader(r)
	if err != nil {
		return nil, err
	}
	fileKey, err := ecies.ImportECDSA(key).Decrypt(wrapped, nil, nil)
	if err != nil || len(fileKey) != chacha20poly1305.KeySize {
		return nil, fmt.Errorf("%w: the output was encrypted for another wallet", ErrNotRecipient)
	}
	return fileKey, nil
}

func newDecReader(br *bufio.Reader, fileKey []byte) (io.Reader, error) {
	aead, err := chacha20poly1305.New(fileKey)
	if err != nil {
		return nil, fmt.Errorf("decrypt: file key: %w", err)
	}
	return &decReader{src: br, aead: aead, sealed: make([]byte, encChunk+encOverhead), plain: make([]byte, 0, encChunk)}, nil
}

// FileKey returns the file key of an EncryptReader stream for the holder of key (the
// recipient). Disclosing it opens this one stream and nothing else the recipient receives: a
// requester discloses it to let dispute verifiers compare an encrypted result (DecryptWithFileKey).
func FileKey(r io.Reader, key *ecdsa.PrivateKey) ([]byte, error) {
	if key == nil {
		return nil, fmt.Errorf("file key: private key is nil: load the requester's wallet")
	}
	k, err := unwrapFileKey(r, key)
	if err != nil {
		return nil, fmt.Errorf("file key: %w", err)
	}
	return k, nil
}

// DecryptWithFileKey is DecryptReader for someone who holds the stream's disclosed file key
// instead of the recipient's wallet. A wrong key fails the first Read with ErrCiphertext.
func DecryptWithFileKey(r io.Reader, fileKey []byte) (io.Reader, error) {
	if len(fileKey) != chacha20poly1305.KeySize {
		return nil, fmt.Errorf("decrypt: file key is %d bytes, want %d", len(fileKey), chacha20poly1305.KeySize)
	}
	br := bufio.NewReaderSize(r, encChunk+encOverhead)
	if _, err := readEncHeader(br); err != nil {
		return nil, fmt.Errorf("decrypt: %w", err)
	}
	return newDecReader(br, fileKey)
}

type decReader struct {
	src    *bufio.Reader
	aead   cipher.AEAD
	ctr    uint64
	sealed []byte
	plain  []byte
	out    []byte
	done   bool
	err    error
}

func (d *decReader) Read(p []byte) (int, error) {
	for len(d.out) == 0 {
		if d.err != nil {
			return 0, d.err
		}
		if d.done {
			return 0, io.EOF
		}
		n, err := io.ReadFull(d.src, d.sealed)
		last := false
		switch {
		case err == io.EOF:
			d.err = fmt.Errorf("%w: stream truncated before the final chunk", ErrCiphertext)
			return 0, d.err
		case err == io.ErrUnexpectedEOF:
			last = true
		case err != nil:
			d.err = err
			return 0, err
		default:
			if _, perr := d.src.Peek(1); perr == io.EOF {
				last = true
			} else if perr != nil {
				d.err = perr
				return 0, perr
			}
		}
		if n < encOverhead {
			d.err = fmt.Errorf("%w: short chunk", ErrCiphertext)
			return 0, d.err
		}
		plain, err := d.aead.Open(d.plain[:0], chunkNonce(d.ctr, last), d.sealed[:n], nil)
		if err != nil {
			d.err = fmt.Errorf("%w: chunk %d failed authentication", ErrCiphertext, d.ctr)
			return 0, d.err
		}
		d.out = plain
		d.ctr++
		d.done = last
	}
	n := copy(p, d.out)
	d.out = d.out[n:]
	return n, nil
}

// AddEncrypted encrypts r to the recipient's public key while importing it (see EncryptReader)
// and pins the result unless opts.NoPin.
func (s *Store) AddEncrypted(ctx context.Context, r io.Reader, to *ecdsa.PublicKey, opts AddOptions) (cid.Cid, error) {
	er, err := EncryptReader(r, to)
	if err != nil {
		return cid.Undef, fmt.Errorf("add encrypted: %w", err)
	}
	return s.AddReader(ctx, er, opts)
}

// OpenDecrypted fetches c if needed and returns a reader of its plaintext for the holder of key.
func (s *Store) OpenDecrypted(ctx context.Context, c cid.Cid, key *ecdsa.PrivateKey, opts FetchOptions) (io.ReadCloser, error) {
	return s.openThrough(ctx, c, opts, func(r io.Reader) (io.Reader, error) { return DecryptReader(r, key) })
}

// openThrough fetches c if needed and returns its bytes through decrypt.
func (s *Store) openThrough(ctx context.Context, c cid.Cid, opts FetchOptions, decrypt func(io.Reader) (io.Reader, error)) (io.ReadCloser, error) {
	rc, _, err := s.Open(ctx, c, opts)
	if err != nil {
		return nil, err
	}
	dr, err := decrypt(rc)
	if err != nil {
		rc.Close()
		return nil, fmt.Errorf("open %s: %w", c, err)
	}
	return struct {
		io.Reader
		io.Closer
	}{dr, rc}, nil
}

// FileKeyOf fetches c if needed and returns its file key for the holder of key (see FileKey).
func (s *Store) FileKeyOf(ctx context.Context, c cid.Cid, key *ecdsa.PrivateKey, opts FetchOptions) ([]byte, error) {
	rc, _, err := s.Open(ctx, c, opts)
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	k, err := FileKey(rc, key)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", c, err)
	}
	return k, nil
}

// OpenWithFileKey fetches c if needed and returns a reader of its plaintext, opened with the
// stream's disclosed file key (see DecryptWithFileKey).
func (s *Store) OpenWithFileKey(ctx context.Context, c cid.Cid, fileKey []byte, opts FetchOptions) (io.ReadCloser, error) {
	return s.openThrough(ctx, c, opts, func(r io.Reader) (io.Reader, error) { return DecryptWithFileKey(r, fileKey) })
}
