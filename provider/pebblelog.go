package provider

import (
	"fmt"
	"log/slog"
)

// pebbleLogger routes pebble's log lines into the daemon's logger: its routine lines ("Found 0
// WALs") at debug level, errors at error level. Without it pebble writes to the standard log.
type pebbleLogger struct{ log *slog.Logger }

func (l pebbleLogger) Infof(format string, args ...any) {
	l.log.Debug(fmt.Sprintf(format, args...), "component", "pebble")
}

func (l pebbleLogger) Errorf(format string, args ...any) {
	l.log.Error(fmt.Sprintf(format, args...), "component", "pebble")
}

// Fatalf is called by pebble on unrecoverable corruption; pebble expects it not to return.
func (l pebbleLogger) Fatalf(format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	l.log.Error(msg, "component", "pebble")
	panic("pebble: " + msg)
}
