package main

// benchSpecs lists every `gpumesh bench NAME`. Each entry parses its flags and calls the package
// that owns the benchmark.
func benchSpecs() map[string]benchSpec {
	return map[string]benchSpec{}
}
