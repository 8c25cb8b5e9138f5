# gpumesh build, test and demo targets. `make help` lists them.
GO      ?= go
BIN     := bin/gpumesh
VERSION ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
# Lazy symbol binding: NVML symbols resolve on first use, so the binary starts (and reports
# "no NVIDIA driver") on hosts without a driver. See provider/gpu/doc.go.
LDFLAGS := -ldflags='-X main.version=$(VERSION) -extldflags=-Wl,-z,lazy'
# The whole suite on 2 cores; CI's budget is 40 minutes.
TEST_TIMEOUT ?= 30m
# The team's copy of the Alibaba GPU trace, beside the repository (never copied into it). When it
# is there, `make test` also runs the simulator over the whole real trace.
TRACE_DIR ?= $(wildcard $(abspath ../shared/data/alibaba-gpu-v2023))

.PHONY: help build examples test test-short test-container test-gpu test-metrics test-nat generate check-generate lint bench demo clean node-deps

help: ## list targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  %-16s %s\n", $$1, $$2}'

build: ## build bin/gpumesh
	$(GO) build $(LDFLAGS) -o $(BIN) ./cmd/gpumesh

examples: ## build the example wasm module, examples/wordcount/wordcount.wasm (README, "Writing a wasm job")
	GOOS=wasip1 GOARCH=wasm CGO_ENABLED=0 $(GO) build -trimpath -o examples/wordcount/wordcount.wasm ./examples/wordcount

contracts/node_modules: contracts/package.json contracts/package-lock.json
	cd contracts && npm ci --no-audit --no-fund --loglevel=error
	@touch contracts/node_modules

node-deps: contracts/node_modules ## install the pinned solc and OpenZeppelin (npm ci)

test: node-deps ## run all tests (unit, integration, e2e)
	GPUMESH_REQUIRE_MOUNT=1 GPUMESH_TRACE_DIR=$(TRACE_DIR) $(GO) test -count=1 -timeout $(TEST_TIMEOUT) ./...

test-container: ## container executor tests on a real Docker engine (starts dockerd when installed and run as root), its bench and the devnet container e2e tests
	GPUMESH_CONTAINER_BENCH=1 $(GO) test -count=1 -v ./provider/executor/container/... ./cmd/gpumesh/bench/containerbench/
	$(GO) test -count=1 -v -run 'TestE2EContainer' ./devnet/

test-gpu: ## the tests that need an NVIDIA GPU (they skip without one): NVML on the real device, a CUDA program in a container on it, and a CUDA container job through the devnet
	$(GO) test -count=1 -v -run 'TestNVMLReal' ./provider/gpu/
	$(GO) test -count=1 -v -run 'TestGPUPassthroughCUDA|TestDirectDevicesOnEngine' ./provider/executor/container/
	$(GO) test -count=1 -v -run 'TestE2EContainerGPU' ./devnet/

test-metrics: ## the monitoring tests: promtool on deploy/prometheus, a real Prometheus scraping a devnet, cost per useful output against the chain (needs the Debian prometheus package)
	$(GO) test -count=1 -v ./deploy/
	$(GO) test -count=1 -v -run 'TestE2EPrometheusScrapesDevnet|TestE2ECostPerUsefulOutput' ./devnet/

test-nat: ## NAT traversal (relay, then DCUtR hole punching) in network namespaces; needs root, iproute2 and iptables (skips otherwise)
	$(GO) test -count=1 -v -run 'TestNATTraversal' ./p2p/

test-short: ## run the fast tests only
	$(GO) test -short -count=1 ./...

generate: node-deps ## compile the contracts with the pinned solc and regenerate the Go bindings
	bash contracts/generate.sh

check-generate: generate ## fail if committed contract artifacts or bindings are stale
	@git diff --exit-code -- contracts || { echo "contract artifacts or bindings are stale: run 'make generate' and commit"; exit 1; }
	@test -z "$$(git status --porcelain -- contracts)" || { git status --porcelain -- contracts; echo "make generate left untracked files: commit them"; exit 1; }

lint: ## gofmt and go vet
	@out=$$(gofmt -l $$(git ls-files '*.go')); test -z "$$out" || { echo "gofmt needed:"; echo "$$out"; exit 1; }
	$(GO) vet ./...

bench: build ## run the benchmarks that finish in minutes
	$(BIN) bench gas

demo: build node-deps ## bring up the devnet and run batch, burst and zk jobs end to end (embedded defaults; the zk job compiles its verifier with the pinned solc)
	$(BIN) devnet demo

clean: ## remove build output
	rm -rf bin
