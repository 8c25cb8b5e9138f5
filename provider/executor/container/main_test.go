package container

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/provider/executor/container/containertest"
)

// The engine and the test image, set up once by TestMain.
var (
	engine     *containertest.Engine
	noEngine   string // why there is no engine
	progPath   string // the static test program
	imageDir   string
	imagePath  string // archive of ProgramImage(progPath)
	imageID    string
	canary     = fmt.Sprintf("GPUMESH_CANARY_%d", time.Now().UnixNano())
	testTmpDir string
)

func TestMain(m *testing.M) {
	os.Exit(testMain(m))
}

func testMain(m *testing.M) int {
	flag.Parse()
	// The canary is in this process's environment and so in a dockerd it starts: a job that
	// can read another process's environ would find it.
	os.Setenv("GPUMESH_TEST_CANARY", canary)
	var err error
	testTmpDir, err = os.MkdirTemp("", "gpumesh-container-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(testTmpDir)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	if progPath, err = containertest.Build("testdata/prog", filepath.Join(os.TempDir(), "gpumesh-containertest-cache")); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	img, err := containertest.ProgramImage(progPath)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	imagePath = filepath.Join(testTmpDir, "image.tar")
	if imageID, err = containertest.WriteArchive(imagePath, img); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	if f := flag.Lookup("test.fuzzworker"); f != nil && f.Value.String() == "true" {
		noEngine = "fuzz worker: the fuzz targets need no engine"
	} else if testing.Short() {
		noEngine = "-short: the engine tests start or use a Docker engine; make test runs them"
	} else if engine, err = containertest.Start(ctx); err != nil {
		noEngine = err.Error()
	}
	code := m.Run()
	if engine != nil {
		if err := engine.Stop(); err != nil {
			fmt.Fprintln(os.Stderr, "stop engine:", err)
		}
	}
	return code
}

// needEngine skips t when no engine could be found or started.
func needEngine(t *testing.T) {
	t.Helper()
	if engine == nil {
		t.Skip("no Docker engine: " + noEngine)
	}
}
