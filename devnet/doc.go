// Package devnet brings up a complete local gpumesh network in one process: an embedded
// go-ethereum chain, the contracts, funded wallets, several providers (some faulty on purpose)
// and a scenario runner. The end-to-end tests use it.
//
// Every provider daemon serves /metrics and /status on a loopback port of its own (kept across
// restarts); the deployment record (deployment.json, Record.Providers) names each one's URL, so
// tests, `gpumesh devnet up` and a Prometheus config find them (deploy/prometheus has the rules,
// deploy/grafana the dashboard; e2e_prometheus_test.go scrapes a devnet with a real Prometheus).
package devnet
