package containertest

import (
	"archive/tar"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// BuildC compiles the C program src with the host's cc (dynamically linked against the host's
// C library) and returns its path, cached under cacheDir by a hash of the source.
func BuildC(src, cacheDir string) (string, error) {
	b, err := os.ReadFile(src)
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(b)
	if err := os.MkdirAll(cacheDir, 0o755); err != nil {
		return "", err
	}
	out := filepath.Join(cacheDir, filepath.Base(strings.TrimSuffix(src, ".c"))+"-"+hex.EncodeToString(sum[:])[:24])
	if _, err := os.Stat(out); err == nil {
		return out, nil
	}
	cc, err := exec.LookPath("cc")
	if err != nil {
		return "", errors.New("containertest: no C compiler (cc) to build " + src + ": apt-get install gcc")
	}
	tmp := out + ".tmp" + strconv.Itoa(os.Getpid())
	if b, err := exec.Command(cc, "-O2", "-Wall", "-o", tmp, src).CombinedOutput(); err != nil {
		return "", fmt.Errorf("containertest: cc %s: %v\n%s", src, err, b)
	}
	return out, os.Rename(tmp, out)
}

// lddLine matches "name => /path (0x...)" and "/path (0x...)" in ldd's output.
var lddLine = regexp.MustCompile(`^\s*(?:\S+\s+=>\s+)?(/\S+)\s+\(0x[0-9a-f]+\)\s*$`)

// NativeImage is an image holding the dynamically linked program prog at /job (its
// entrypoint), the shared libraries ldd names for it at the paths ldd gives, and the libraries
// named in extra (sonames, taken from beside the C library), with /out and /tmp. It is for
// programs that need the C library: the GPU probe loads the NVIDIA driver's libcuda.so.1,
// which the executor mounts from the host and which links against libc, libm, libdl,
// libpthread and librt.
func NativeImage(prog string, extra ...string) (Image, error) {
	b, err := os.ReadFile(prog)
	if err != nil {
		return Image{}, err
	}
	out, err := exec.Command("ldd", prog).Output()
	if err != nil {
		return Image{}, fmt.Errorf("containertest: ldd %s: %v", prog, err)
	}
	img := Image{Entrypoint: []string{"/job"}, Files: []File{
		{Path: "job", Mode: 0o755, Data: b},
		{Path: "out", Dir: true, Mode: 0o755},
		{Path: "tmp", Dir: true, Mode: 0o1777},
		{Path: "etc", Dir: true, Mode: 0o755},
		{Path: "etc/passwd", Mode: 0o644, Data: []byte("root:x:0:0:root:/root:/bin/sh\nnobody:x:65534:65534:nobody:/nonexistent:/bin/false\n")},
	}}
	dirs := map[string]bool{}
	libDir := ""
	add := func(p string) error {
		data, err := os.ReadFile(p) // follows links: the image holds the file under the name asked for
		if err != nil {
			return err
		}
		rel := strings.TrimPrefix(p, "/")
		for d := filepath.Dir(rel); d != "." && !dirs[d]; d = filepath.Dir(d) {
			dirs[d] = true
		}
		img.Files = append(img.Files, File{Path: rel, Mode: 0o755, Data: data})
		return nil
	}
	for _, line := range bytes.Split(out, []byte("\n")) {
		m := lddLine.FindSubmatch(line)
		if m == nil {
			continue
		}
		p := string(m[1])
		if filepath.Base(p) == "libc.so.6" {
			libDir = filepath.Dir(p)
		}
		if err := add(p); err != nil {
			return Image{}, err
		}
	}
	if libDir == "" {
		return Image{}, fmt.Errorf("containertest: ldd %s names no libc.so.6", prog)
	}
	for _, so := range extra {
		if err := add(filepath.Join(libDir, so)); err != nil {
			return Image{}, err
		}
	}
	var dirFiles []File
	for d := range dirs {
		dirFiles = append(dirFiles, File{Path: d, Dir: true, Mode: 0o755})
	}
	// Parents before children.
	slices.SortFunc(dirFiles, func(a, b File) int { return strings.Compare(a.Path, b.Path) })
	img.Files = append(dirFiles, img.Files...)
	return img, nil
}

// ProbeLibraries are the libraries, beside the C library, that the NVIDIA driver's libcuda
// links against: a probe image must hold them, since the driver brings only its own.
var ProbeLibraries = []string{"libm.so.6", "libdl.so.2", "libpthread.so.0", "librt.so.1", "libgcc_s.so.1"}

// CUDAProbeArchive writes the container executor's GPU probe (the C program at src) as an image
// archive at dst and returns the image ID. The program is built with the host's cc; when
// GPUMESH_CUDAPROBE_IMAGE names a prebuilt archive (for a GPU host without a C compiler), that
// archive is copied instead.
func CUDAProbeArchive(src, dst string) (string, error) {
	if pre := os.Getenv("GPUMESH_CUDAPROBE_IMAGE"); pre != "" {
		b, err := os.ReadFile(pre)
		if err != nil {
			return "", err
		}
		if err := os.WriteFile(dst, b, 0o644); err != nil {
			return "", err
		}
		return archiveImageID(b)
	}
	prog, err := BuildC(src, filepath.Join(os.TempDir(), "gpumesh-containertest-cache"))
	if err != nil {
		return "", err
	}
	img, err := NativeImage(prog, ProbeLibraries...)
	if err != nil {
		return "", err
	}
	return WriteArchive(dst, img)
}

// archiveImageID reads the image ID (the config's digest) from an archive's manifest.json.
func archiveImageID(archive []byte) (string, error) {
	tr := tar.NewReader(bytes.NewReader(archive))
	for {
		h, err := tr.Next()
		if err != nil {
			return "", fmt.Errorf("containertest: no manifest.json in the archive: %w", err)
		}
		if h.Name != "manifest.json" {
			continue
		}
		var m []struct{ Config string }
		if err := json.NewDecoder(tr).Decode(&m); err != nil || len(m) != 1 {
			return "", fmt.Errorf("containertest: manifest.json: %v", err)
		}
		return "sha256:" + strings.TrimSuffix(path.Base(m[0].Config), ".json"), nil
	}
}
