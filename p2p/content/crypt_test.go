package content

import (
	"bytes"
	"errors"
	"io"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"
)

func TestEncryptRoundTrip(t *testing.T) {
	alice, _ := crypto.GenerateKey()
	mallory, _ := crypto.GenerateKey()
	for _, size := range []int{0, 1, encChunk - 1, encChunk, encChunk + 1, 3*encChunk + 77} {
		plain := randBytes(uint64(size), size)
		er, err := EncryptReader(bytes.NewReader(plain), &alice.PublicKey)
		if err != nil {
			t.Fatal(err)
		}
		ct, err := io.ReadAll(er)
		if err != nil {
			t.Fatal(err)
		}
		if size > 16 && bytes.Contains(ct, plain[:16]) {
			t.Fatalf("size %d: plaintext visible in ciphertext", size)
		}
		dr, err := DecryptReader(bytes.NewReader(ct), alice)
		if err != nil {
			t.Fatal(err)
		}
		got, err := io.ReadAll(dr)
		if err != nil || !bytes.Equal(got, plain) {
			t.Fatalf("size %d: round trip: %d bytes, %v", size, len(got), err)
		}
		if _, err := DecryptReader(bytes.NewReader(ct), mallory); !errors.Is(err, ErrNotRecipient) {
			t.Fatalf("size %d: other wallet: err = %v, want ErrNotRecipient", size, err)
		}
		// The disclosed file key opens this stream for someone without the wallet; a key of
		// another stream does not.
		fk, err := FileKey(bytes.NewReader(ct), alice)
		if err != nil {
			t.Fatalf("size %d: FileKey: %v", size, err)
		}
		if _, err := FileKey(bytes.NewReader(ct), mallory); !errors.Is(err, ErrNotRecipient) {
			t.Fatalf("size %d: FileKey for another wallet: %v, want ErrNotRecipient", size, err)
		}
		dk, err := DecryptWithFileKey(bytes.NewReader(ct), fk)
		if err != nil {
			t.Fatal(err)
		}
		if got, err := io.ReadAll(dk); err != nil || !bytes.Equal(got, plain) {
			t.Fatalf("size %d: open with the file key: %d bytes, %v", size, len(got), err)
		}
		other := append([]byte{}, fk...)
		other[0] ^= 1
		dk, err = DecryptWithFileKey(bytes.NewReader(ct), other)
		if err == nil {
			_, err = io.ReadAll(dk)
		}
		if !errors.Is(err, ErrCiphertext) {
			t.Fatalf("size %d: wrong file key: %v, want ErrCiphertext", size, err)
		}
		if _, err := DecryptWithFileKey(bytes.NewReader(ct), fk[:31]); err == nil {
			t.Fatalf("size %d: a 31-byte file key was taken", size)
		}
		hdrLen := len(encMagic) + 2 + (int(ct[len(encMagic)])<<8 | int(ct[len(encMagic)+1]))
		for name, bad := range map[string][]byte{
			"flipped last byte": flip(ct, len(ct)-1),
			"flipped body byte": flip(ct, hdrLen+1),
			"truncated chunk":   ct[:len(ct)-1],
			"dropped last chunk": func() []byte {
				if size <= encChunk {
					return ct[:hdrLen]
				}
				return ct[:hdrLen+encChunk+encOverhead]
			}(),
			"appended": append(append([]byte{}, ct...), ct[hdrLen:]...),
		} {
			dr, err := DecryptReader(bytes.NewReader(bad), alice)
			if err == nil {
				_, err = io.ReadAll(dr)
			}
			if !errors.Is(err, ErrCiphertext) {
				t.Fatalf("size %d %s: err = %v, want ErrCiphertext", size, name, err)
			}
		}
	}
}

func flip(b []byte, i int) []byte {
	c := append([]byte{}, b...)
	c[i] ^= 0x40
	return c
}

func TestEncryptedOutputBetweenNodes(t *testing.T) {
	ctx := testCtx(t)
	requester, _ := crypto.GenerateKey()
	other, _ := crypto.GenerateKey()
	a, b := newNode(t, nil), newNode(t, nil)
	plain := randBytes(30, 1<<20+5)
	root, err := a.AddEncrypted(ctx, bytes.NewReader(plain), &requester.PublicKey, AddOptions{Name: "result"})
	if err != nil {
		t.Fatal(err)
	}
	connect(t, b, a)
	rc, err := b.OpenDecrypted(ctx, root, requester, FetchOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got := readAll(t, rc); !bytes.Equal(got, plain) {
		t.Fatalf("decrypted %d bytes, want %d equal bytes", len(got), len(plain))
	}
	if _, err := b.OpenDecrypted(ctx, root, other, FetchOptions{}); !errors.Is(err, ErrNotRecipient) {
		t.Fatalf("other wallet: err = %v, want ErrNotRecipient", err)
	}
	// The stored bytes are ciphertext: the plaintext is nowhere in the provider's blocks.
	rc2, _, err := a.Open(ctx, root, FetchOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if stored := readAll(t, rc2); bytes.Contains(stored, plain[:64]) {
		t.Fatal("plaintext stored")
	}
}

func FuzzDecryptReader(f *testing.F) {
	key, _ := crypto.ToECDSA(bytes.Repeat([]byte{7}, 32))
	for _, n := range []int{0, 10, encChunk + 3} {
		er, _ := EncryptReader(bytes.NewReader(make([]byte, n)), &key.PublicKey)
		ct, _ := io.ReadAll(er)
		f.Add(ct)
	}
	f.Add([]byte(encMagic + "\x00\x01x"))
	f.Fuzz(func(t *testing.T, ct []byte) {
		dr, err := DecryptReader(bytes.NewReader(ct), key)
		if err != nil {
			return
		}
		_, _ = io.Copy(io.Discard, dr)
	})
}
