//go:build !linux

package container

import "errors"

type netObserver struct{}

func observeNet(...string) (*netObserver, error) {
	return nil, errors.New("network namespaces are Linux-only")
}

func (o *netObserver) noRoutes() (uint64, error) {
	return 0, errors.New("network namespaces are Linux-only")
}
func (o *netObserver) close() {}

type pidsWatch struct{ path string }

func watchPids(int) (*pidsWatch, error)    { return nil, errors.New("pids cgroup watch is Linux-only") }
func watchFile(string) (*pidsWatch, error) { return nil, errors.New("inotify is Linux-only") }
func (p *pidsWatch) refused() bool         { return false }
func (p *pidsWatch) close()                {}
