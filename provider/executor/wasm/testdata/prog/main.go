// Command prog is the test program for the wasm executor, built with GOOS=wasip1 GOARCH=wasm by
// the package's TestMain. Its first argument picks the behaviour.
package main

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"time"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: prog hello|alloc MiB|spin|escape PATH|writein|env NAME|spam N|exit N")
		os.Exit(2)
	}
	switch os.Args[1] {
	case "hello":
		hello()
	case "alloc":
		mib, _ := strconv.Atoi(os.Args[2])
		var keep [][]byte
		for i := 0; i < mib; i++ {
			b := make([]byte, 1<<20)
			for j := range b {
				b[j] = byte(i + j)
			}
			keep = append(keep, b)
		}
		fmt.Println("allocated", len(keep), "MiB")
	case "spin":
		x := 0
		for {
			x++
		}
	case "escape":
		b, err := os.ReadFile(os.Args[2])
		if err != nil {
			fmt.Fprintln(os.Stderr, "open:", err)
			os.Exit(1)
		}
		fmt.Printf("read %d bytes\n", len(b))
	case "writein":
		if err := os.WriteFile("/in/evil", []byte("x"), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "write:", err)
			os.Exit(1)
		}
	case "env":
		fmt.Printf("%s=%q\n", os.Args[2], os.Getenv(os.Args[2]))
	case "spam":
		n, _ := strconv.Atoi(os.Args[2])
		line := make([]byte, 1023)
		for i := range line {
			line[i] = 'x'
		}
		for i := 0; i < n; i++ {
			os.Stdout.Write(append(line, '\n'))
		}
	case "exit":
		n, _ := strconv.Atoi(os.Args[2])
		os.Exit(n)
	default:
		fmt.Fprintln(os.Stderr, "unknown mode", os.Args[1])
		os.Exit(2)
	}
}

// hello hashes every file under /in into /out/result and prints the clock and random bytes the
// sandbox gives it, so tests can check determinism.
func hello() {
	h := sha256.New()
	n := 0
	err := filepath.Walk("/in", func(p string, fi os.FileInfo, err error) error {
		if err != nil || fi.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		h.Write([]byte(p))
		h.Write(b)
		n++
		return nil
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, "walk:", err)
		os.Exit(1)
	}
	sum := hex.EncodeToString(h.Sum(nil))
	if err := os.WriteFile("/out/result", []byte(sum+"\n"), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "write:", err)
		os.Exit(1)
	}
	r := make([]byte, 8)
	rand.Read(r)
	fmt.Printf("files=%d sum=%s\n", n, sum)
	fmt.Printf("time=%s rand=%x\n", time.Now().UTC().Format(time.RFC3339Nano), r)
}
