package p2p

// Release is the release this binary carries, as peers see it in identify's agent version
// ("gpumesh/<Release>"). cmd/gpumesh sets it from its build-time version before any node starts;
// it stays "dev" in tests and in programs that do not set it.
var Release = "dev"

// AgentVersion is the identify agent version every gpumesh host announces: "gpumesh/" followed
// by Release.
func AgentVersion() string { return "gpumesh/" + Release }
