// Package deploy_test checks the monitoring files in deploy/: the Prometheus rules with the real
// promtool (syntax, and unit tests of each alert in prometheus/gpumesh.rules.test.yml), and the
// Grafana dashboard's structure. The queries behind the dashboard's panels run against a real
// Prometheus scraping a devnet in devnet/e2e_prometheus_test.go.
package deploy_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"
)

const (
	rulesFile     = "prometheus/gpumesh.rules.yml"
	rulesTestFile = "gpumesh.rules.test.yml" // run from prometheus/
	dashboardFile = "grafana/gpumesh-provider.json"
)

func promtool(t *testing.T) string {
	t.Helper()
	p, err := exec.LookPath("promtool")
	if err != nil {
		t.Skip("promtool not found: install the Debian prometheus package (apt-get install -y prometheus; .ci/run does) to check the rules")
	}
	return p
}

// TestRulesCheck: `promtool check rules` accepts the rules file.
func TestRulesCheck(t *testing.T) {
	out, err := exec.Command(promtool(t), "check", "rules", rulesFile).CombinedOutput()
	if err != nil || !strings.Contains(string(out), "SUCCESS") {
		t.Fatalf("promtool check rules %s: %v\n%s", rulesFile, err, out)
	}
	t.Logf("%s", out)
}

// TestRulesUnit: `promtool test rules`: each alert fires on the series that should raise it (a
// slash, a provider losing its bids, a GPU allocated but idle) and not on healthy ones.
func TestRulesUnit(t *testing.T) {
	cmd := exec.Command(promtool(t), "test", "rules", rulesTestFile)
	cmd.Dir = "prometheus"
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "SUCCESS") {
		t.Fatalf("promtool test rules: %v\n%s", err, out)
	}
}

// Dashboard is the part of a Grafana dashboard JSON these checks read.
type Dashboard struct {
	Title  string `json:"title"`
	UID    string `json:"uid"`
	Panels []struct {
		ID         int      `json:"id"`
		Title      string   `json:"title"`
		Tags       []string `json:"tags"`
		Datasource struct {
			UID string `json:"uid"`
		} `json:"datasource"`
		Targets []struct {
			RefID string `json:"refId"`
			Expr  string `json:"expr"`
		} `json:"targets"`
	} `json:"panels"`
}

// TestDashboard: the dashboard parses, every panel has a unique id, the Prometheus data source
// input and at least one query, and every recorded series a query names is recorded by the rules.
func TestDashboard(t *testing.T) {
	b, err := os.ReadFile(dashboardFile)
	if err != nil {
		t.Fatal(err)
	}
	var d Dashboard
	if err := json.Unmarshal(b, &d); err != nil {
		t.Fatalf("%s: %v", dashboardFile, err)
	}
	rules, err := os.ReadFile(rulesFile)
	if err != nil {
		t.Fatal(err)
	}
	if d.UID == "" || len(d.Panels) == 0 {
		t.Fatalf("dashboard %q: uid %q, %d panels", d.Title, d.UID, len(d.Panels))
	}
	recorded := regexp.MustCompile(`gpumesh:[a-z0-9_:]+`)
	ids := map[int]bool{}
	for _, p := range d.Panels {
		if ids[p.ID] {
			t.Errorf("panel %q: id %d used twice", p.Title, p.ID)
		}
		ids[p.ID] = true
		if p.Datasource.UID != "${DS_PROMETHEUS}" {
			t.Errorf("panel %q: data source %q, want the ${DS_PROMETHEUS} input", p.Title, p.Datasource.UID)
		}
		if len(p.Targets) == 0 {
			t.Errorf("panel %q has no query", p.Title)
		}
		for _, tg := range p.Targets {
			if strings.TrimSpace(tg.Expr) == "" {
				t.Errorf("panel %q target %s: empty expr", p.Title, tg.RefID)
			}
			for _, name := range recorded.FindAllString(tg.Expr, -1) {
				if !strings.Contains(string(rules), "record: "+name+"\n") {
					t.Errorf("panel %q uses %s, which %s does not record", p.Title, name, rulesFile)
				}
			}
		}
	}
}
