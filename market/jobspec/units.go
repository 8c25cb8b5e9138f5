package jobspec

import (
	"errors"
	"math/big"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// Patterns shared by the validator and the schema. The parse functions below are the authority;
// the patterns describe the same syntax for editors and schema validators.
var patterns = map[string]string{
	"name":       `^[a-z0-9][a-z0-9._-]{0,62}$`,
	"env":        `^[A-Z_][A-Z0-9_]{0,127}$`,
	"label":      `^[a-z0-9]([a-z0-9._/-]{0,61}[a-z0-9])?$`,
	"region":     `^[a-z0-9][a-z0-9-]{0,62}$`,
	"text":       `^[!-~]{1,128}$`,
	"size":       `^[0-9]+(\.[0-9]+)? ?(B|KiB|MiB|GiB|TiB|KB|MB|GB|TB)$`,
	"duration":   `^([0-9]+(\.[0-9]+)?(ns|us|µs|ms|s|m|h))+$`,
	"amount":     `^[0-9]+(\.[0-9]+)?$`,
	"computecap": `^[0-9]{1,2}(\.[0-9])?$`,
	"throughput": `^[0-9]+(\.[0-9]+)? ?[kMGTP]?$`,
	"cpu":        `^([0-9]+(\.[0-9]{1,3})?|[0-9]+m)$`,
	"imageid":    `^sha256:[0-9a-f]{64}$`,
	"imageref":   `^[a-zA-Z0-9][a-zA-Z0-9._:/-]*@sha256:[0-9a-f]{64}$`,
}

var (
	reName       = regexp.MustCompile(patterns["name"])
	reEnv        = regexp.MustCompile(patterns["env"])
	reLabel      = regexp.MustCompile(patterns["label"])
	reRegion     = regexp.MustCompile(patterns["region"])
	reText       = regexp.MustCompile(patterns["text"])
	reImageID    = regexp.MustCompile(patterns["imageid"])
	reSize       = regexp.MustCompile(`^([0-9]+(?:\.[0-9]+)?) ?([A-Za-z]+)$`)
	reAmount     = regexp.MustCompile(`^([0-9]+)(?:\.([0-9]+))?$`)
	reComputeCap = regexp.MustCompile(`^([0-9]{1,2})(?:\.([0-9]))?$`)
	reThroughput = regexp.MustCompile(`^([0-9]+(?:\.[0-9]+)?) ?([kMGTP]?)$`)
	reCPUCores   = regexp.MustCompile(`^([0-9]+)(?:\.([0-9]{1,3}))?$`)
	reCPUMilli   = regexp.MustCompile(`^([0-9]+)m$`)
)

var sizeUnits = map[string]uint64{
	"B": 1, "KiB": 1 << 10, "MiB": 1 << 20, "GiB": 1 << 30, "TiB": 1 << 40,
	"KB": 1e3, "MB": 1e6, "GB": 1e9, "TB": 1e12,
}

var errRange = errors.New("out of range")

// ParseSize parses a size with a unit ("24GiB", "512 MiB", "1.5GB") into bytes, exactly.
// Binary units (KiB, MiB, GiB, TiB) are powers of 1024, decimal ones (KB, MB, GB, TB) of 1000.
// A bare number is refused: units are what make a size unambiguous.
func ParseSize(s string) (uint64, error) {
	m := reSize.FindStringSubmatch(s)
	if m == nil {
		if reAmount.MatchString(s) {
			return 0, errors.New("has no unit")
		}
		return 0, errors.New("is not a size")
	}
	mult, ok := sizeUnits[m[2]]
	if !ok {
		return 0, errors.New("has unknown unit " + quote(m[2]) + " (use B, KiB, MiB, GiB, TiB, KB, MB, GB or TB)")
	}
	r, ok := new(big.Rat).SetString(m[1])
	if !ok || len(m[1]) > 30 {
		return 0, errors.New("is not a size")
	}
	r.Mul(r, new(big.Rat).SetInt(new(big.Int).SetUint64(mult)))
	if !r.IsInt() {
		return 0, errors.New("is not a whole number of bytes")
	}
	n := r.Num()
	if !n.IsUint64() {
		return 0, errRange
	}
	return n.Uint64(), nil
}

// FormatSize renders bytes with the largest unit, binary or decimal, that divides it ("24GiB",
// "1536MiB", "8GB", "1001B").
func FormatSize(b uint64) string {
	for _, u := range []struct {
		n string
		v uint64
	}{{"TiB", 1 << 40}, {"TB", 1e12}, {"GiB", 1 << 30}, {"GB", 1e9}, {"MiB", 1 << 20}, {"MB", 1e6}, {"KiB", 1 << 10}, {"KB", 1e3}} {
		if b >= u.v && b%u.v == 0 {
			return uitoa(b/u.v) + u.n
		}
	}
	return uitoa(b) + "B"
}

// ParseAmount parses a decimal token amount ("12", "0.0005") into token units with the given
// number of decimals, exactly: "0.0005" with 6 decimals is 500. More fractional digits than the
// token has, exponents, signs and amounts over uint256 are refused.
func ParseAmount(s string, decimals int) (*big.Int, error) {
	m := reAmount.FindStringSubmatch(s)
	if m == nil {
		if strings.ContainsAny(s, "eE") {
			return nil, errors.New("uses an exponent")
		}
		return nil, errors.New("is not a decimal amount")
	}
	if len(m[1]) > maxAmountDigits {
		return nil, errRange
	}
	frac := strings.TrimRight(m[2], "0")
	if len(frac) > decimals {
		return nil, errors.New("has more than " + itoa(decimals) + " decimal places")
	}
	digits := m[1] + frac + strings.Repeat("0", decimals-len(frac))
	v, ok := new(big.Int).SetString(digits, 10)
	if !ok {
		return nil, errors.New("is not a decimal amount")
	}
	if v.BitLen() > 256 {
		return nil, errRange
	}
	return v, nil
}

// FormatAmount renders token units as a decimal token amount without trailing zeros.
func FormatAmount(v *big.Int, decimals int) string {
	if v == nil {
		return ""
	}
	s := v.String()
	if decimals <= 0 {
		return s
	}
	if len(s) <= decimals {
		s = strings.Repeat("0", decimals-len(s)+1) + s
	}
	i, f := s[:len(s)-decimals], strings.TrimRight(s[len(s)-decimals:], "0")
	if f == "" {
		return i
	}
	return i + "." + f
}

// ParseComputeCap parses a compute capability "8.6" (or "8", meaning 8.0) into major*10+minor.
func ParseComputeCap(s string) (uint32, error) {
	m := reComputeCap.FindStringSubmatch(s)
	if m == nil {
		return 0, errors.New("is not a compute capability")
	}
	v := uint32(atoi(m[1])) * 10
	if m[2] != "" {
		v += uint32(atoi(m[2]))
	}
	return v, nil
}

// ParseThroughput parses a rate with an optional SI suffix ("20T", "1.5G", "800000") exactly.
func ParseThroughput(s string) (uint64, error) {
	m := reThroughput.FindStringSubmatch(s)
	if m == nil || len(m[1]) > 30 {
		return 0, errors.New("is not a rate")
	}
	mult := map[string]int64{"": 1, "k": 1e3, "M": 1e6, "G": 1e9, "T": 1e12, "P": 1e15}[m[2]]
	r, ok := new(big.Rat).SetString(m[1])
	if !ok {
		return 0, errors.New("is not a rate")
	}
	r.Mul(r, new(big.Rat).SetInt64(mult))
	if !r.IsInt() {
		return 0, errors.New("is not a whole number per second")
	}
	if !r.Num().IsUint64() {
		return 0, errRange
	}
	return r.Num().Uint64(), nil
}

// ParseCPU parses cores ("2", "0.5") or millicores ("500m") into millicores.
func ParseCPU(s string) (uint32, error) {
	if m := reCPUMilli.FindStringSubmatch(s); m != nil {
		if len(m[1]) > 9 {
			return 0, errRange
		}
		return uint32(atoi(m[1])), nil
	}
	m := reCPUCores.FindStringSubmatch(s)
	if m == nil {
		return 0, errors.New("is not a CPU amount")
	}
	if len(m[1]) > 6 {
		return 0, errRange
	}
	frac := m[2] + strings.Repeat("0", 3-len(m[2]))
	return uint32(atoi(m[1])*1000 + atoi(frac)), nil
}

// FormatCPU renders millicores as cores ("2", "0.5").
func FormatCPU(milli uint32) string {
	return FormatAmount(new(big.Int).SetUint64(uint64(milli)), 3)
}

// ParseDuration parses a Go duration ("90s", "1h30m") that is positive and a whole number of
// milliseconds.
func ParseDuration(s string) (time.Duration, error) {
	if s != "" && s[0] >= '0' && s[0] <= '9' && reAmount.MatchString(s) {
		return 0, errors.New("has no unit")
	}
	d, err := time.ParseDuration(s)
	if err != nil || strings.HasPrefix(s, "-") || strings.HasPrefix(s, "+") {
		return 0, errors.New("is not a duration")
	}
	if d <= 0 {
		return 0, errors.New("is not positive")
	}
	if d%time.Millisecond != 0 {
		return 0, errors.New("is not a whole number of milliseconds")
	}
	return d, nil
}

func atoi(s string) int {
	n := 0
	for _, c := range s {
		n = n*10 + int(c-'0')
	}
	return n
}

func itoa(n int) string { return big.NewInt(int64(n)).String() }

func uitoa(n uint64) string { return new(big.Int).SetUint64(n).String() }

// quote quotes s for an error message, cut to 40 runes.
func quote(s string) string {
	if r := []rune(s); len(r) > 40 {
		return strconv.Quote(string(r[:40])) + "..."
	}
	return strconv.Quote(s)
}
