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
		fmt.Fprintln(os.Stderr, "usage: prog hello|alloc MiB|spin|escape PATH|writein|env NAME|spam N|exit N|linkread T|linkwrite T S|hardlink|fill MiB|sparse OFF|files N|churn N")
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
	case "linkread": // linkread TARGET: symlink /out/l -> TARGET, copy what it reads to /out/stolen
		b, err := viaLink(os.Args[2], func(p string) ([]byte, error) { return os.ReadFile(p) })
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		if err := os.WriteFile("/out/stolen", b, 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "write:", err)
			os.Exit(1)
		}
		fmt.Printf("stole %d bytes\n", len(b))
	case "linkwrite": // linkwrite TARGET TEXT: symlink /out/l -> TARGET, write TEXT through it
		_, err := viaLink(os.Args[2], func(p string) ([]byte, error) { return nil, os.WriteFile(p, []byte(os.Args[3]), 0o644) })
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		fmt.Println("overwrote", os.Args[2])
	case "hardlink": // hardlink: /out/a, then link /out/b to it
		if err := os.WriteFile("/out/a", []byte("a"), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "write:", err)
			os.Exit(1)
		}
		if err := os.Link("/out/a", "/out/b"); err != nil {
			fmt.Fprintln(os.Stderr, "link:", err)
			os.Exit(1)
		}
	case "fill": // fill MiB: write MiB MiB to /out/big, 64 KiB at a time
		mib, _ := strconv.Atoi(os.Args[2])
		fill(mib)
	case "sparse": // sparse OFFSET: write one byte at OFFSET of /out/sparse
		off, _ := strconv.ParseInt(os.Args[2], 10, 64)
		f, err := os.Create("/out/sparse")
		if err == nil {
			_, err = f.WriteAt([]byte{1}, off)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "write:", err)
			os.Exit(1)
		}
	case "files": // files N: create N empty files under /out/d
		n, _ := strconv.Atoi(os.Args[2])
		if err := os.Mkdir("/out/d", 0o755); err != nil {
			fmt.Fprintln(os.Stderr, "mkdir:", err)
			os.Exit(1)
		}
		for i := 0; i < n; i++ {
			if err := os.WriteFile(fmt.Sprintf("/out/d/%d", i), nil, 0o644); err != nil {
				fmt.Fprintln(os.Stderr, "create:", err)
				os.Exit(1)
			}
		}
	case "churn": // churn N MiB: write and delete an N MiB file N times, then keep one
		n, _ := strconv.Atoi(os.Args[2])
		for i := 0; i < n; i++ {
			fill(n)
			if err := os.Remove("/out/big"); err != nil {
				fmt.Fprintln(os.Stderr, "remove:", err)
				os.Exit(1)
			}
		}
		fill(n)
	default:
		fmt.Fprintln(os.Stderr, "unknown mode", os.Args[1])
		os.Exit(2)
	}
}

// viaLink makes /out/l a symbolic link to target and runs do on it.
func viaLink(target string, do func(string) ([]byte, error)) ([]byte, error) {
	if err := os.Symlink(target, "/out/l"); err != nil {
		return nil, fmt.Errorf("symlink: %w", err)
	}
	b, err := do("/out/l")
	if err != nil {
		return nil, fmt.Errorf("through link: %w", err)
	}
	return b, nil
}

func fill(mib int) {
	f, err := os.Create("/out/big")
	if err != nil {
		fmt.Fprintln(os.Stderr, "create:", err)
		os.Exit(1)
	}
	buf := make([]byte, 64<<10)
	for i := 0; i < mib*16; i++ {
		if _, err := f.Write(buf); err != nil {
			fmt.Fprintln(os.Stderr, "write:", err)
			os.Exit(1)
		}
	}
	if err := f.Close(); err != nil {
		fmt.Fprintln(os.Stderr, "close:", err)
		os.Exit(1)
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
