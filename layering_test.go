package gpumesh_test

import (
	"bufio"
	"bytes"
	"fmt"
	"os/exec"
	"slices"
	"sort"
	"strings"
	"testing"
)

const module = "github.com/gpumesh/gpumesh/"

// layers is the import order of the top-level folders, bottom first: a package may import its own
// folder and the folders below it, never one above (non-test imports; a test may reach further as
// long as Go allows it). README.md's "Architecture" section explains each layer.
//
//   - contracts: Solidity artifacts, bindings, chain clients, EIP-712 (contracts/eip712).
//   - proving: gnark circuits, proofs, the zk escrow client (imports contracts).
//   - p2p: transport only — host, wallet binding, DHT, gossip machinery, request/response, content.
//   - verifier: capacity challenges, spot-checks, disputes, evidence, reputation.
//   - market: order types and the market's protocols, book, matching, placement, the requester SDK.
//   - provider: the daemon and its executors.
//   - devnet: the local network of chain, providers and requesters.
//   - cmd: the binary and the bench scenarios, which may import everything.
var layers = []string{"contracts", "proving", "p2p", "verifier", "market", "provider", "devnet", "cmd"}

// edge is one non-test import of a gpumesh package by another.
type edge struct{ from, to string }

// imports lists every non-test import between gpumesh packages, from `go list` over the module.
func imports(t *testing.T) []edge {
	t.Helper()
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("the layering test needs the go command on PATH")
	}
	cmd := exec.Command("go", "list", "-f", `{{.ImportPath}}{{range .Imports}} {{.}}{{end}}`, "./...")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, stderr.String())
	}
	var edges []edge
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) == 0 || !strings.HasPrefix(f[0], module) {
			continue
		}
		for _, imp := range f[1:] {
			if strings.HasPrefix(imp, module) {
				edges = append(edges, edge{strings.TrimPrefix(f[0], module), strings.TrimPrefix(imp, module)})
			}
		}
	}
	if len(edges) == 0 {
		t.Fatal("go list found no imports between gpumesh packages: the test cannot see the module")
	}
	return edges
}

// folder is the top-level folder of a package path relative to the module.
func folder(pkg string) string {
	top, _, _ := strings.Cut(pkg, "/")
	return top
}

// TestLayering fails when a package imports a folder above its own, when a package lives in a
// folder the order does not place, or when the folders form an import cycle.
func TestLayering(t *testing.T) {
	edges := imports(t)
	rank := map[string]int{}
	for i, l := range layers {
		rank[l] = i
	}
	var bad []string
	seen := map[string]bool{}
	for _, e := range edges {
		for _, p := range []string{e.from, e.to} {
			if _, ok := rank[folder(p)]; !ok && !seen[p] {
				seen[p] = true
				bad = append(bad, fmt.Sprintf("%s: top-level folder %q is not in the layer order; add it to layers (and README's architecture table)", p, folder(p)))
			}
		}
		ff, tf := folder(e.from), folder(e.to)
		rf, okf := rank[ff]
		rt, okt := rank[tf]
		if okf && okt && rt > rf {
			bad = append(bad, fmt.Sprintf("%s imports %s: %s is below %s in the layer order", e.from, e.to, ff, tf))
		}
	}
	sort.Strings(bad)
	for _, b := range slices.Compact(bad) {
		t.Error(b)
	}
	if cycles := folderCycles(edges); len(cycles) > 0 {
		t.Errorf("import cycles between top-level folders: %v", cycles)
	}
}

// TestTransportImportsNoProtocol is the rule the layer order implies for p2p, said on its own: the
// transport knows nothing of the market, the provider or the verifier.
func TestTransportImportsNoProtocol(t *testing.T) {
	for _, e := range imports(t) {
		if folder(e.from) != "p2p" {
			continue
		}
		switch folder(e.to) {
		case "market", "provider", "verifier", "devnet", "cmd":
			t.Errorf("%s imports %s: p2p is transport only; move the protocol to its owner", e.from, e.to)
		}
	}
}

// folderCycles returns the strongly connected components of more than one folder in the
// folder-level import graph (Tarjan's algorithm), each sorted.
func folderCycles(edges []edge) [][]string {
	adj := map[string][]string{}
	for _, e := range edges {
		f, to := folder(e.from), folder(e.to)
		if f != to && !slices.Contains(adj[f], to) {
			adj[f] = append(adj[f], to)
		}
	}
	nodes := make([]string, 0, len(adj))
	for n := range adj {
		nodes = append(nodes, n)
	}
	sort.Strings(nodes)
	index, low := map[string]int{}, map[string]int{}
	onStack := map[string]bool{}
	var stack []string
	var out [][]string
	next := 0
	var visit func(v string)
	visit = func(v string) {
		index[v], low[v] = next, next
		next++
		stack = append(stack, v)
		onStack[v] = true
		for _, w := range adj[v] {
			if _, ok := index[w]; !ok {
				visit(w)
				low[v] = min(low[v], low[w])
			} else if onStack[w] {
				low[v] = min(low[v], index[w])
			}
		}
		if low[v] == index[v] {
			var scc []string
			for {
				w := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				onStack[w] = false
				scc = append(scc, w)
				if w == v {
					break
				}
			}
			if len(scc) > 1 {
				sort.Strings(scc)
				out = append(out, scc)
			}
		}
	}
	for _, n := range nodes {
		if _, ok := index[n]; !ok {
			visit(n)
		}
	}
	return out
}

// TestFolderCyclesFinds checks the cycle finder itself on a made-up graph.
func TestFolderCyclesFinds(t *testing.T) {
	got := folderCycles([]edge{{"a/x", "b/y"}, {"b/y", "c"}, {"c/z", "a"}, {"d", "a/x"}, {"a/x", "a/w"}})
	if len(got) != 1 || !slices.Equal(got[0], []string{"a", "b", "c"}) {
		t.Fatalf("folderCycles = %v, want [[a b c]]", got)
	}
	if got := folderCycles([]edge{{"a/x", "b"}, {"b", "c"}}); len(got) != 0 {
		t.Fatalf("folderCycles on a chain = %v, want none", got)
	}
}
