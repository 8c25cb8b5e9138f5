package p2p

import (
	"context"
	"log/slog"
)

// quietInfo is a slog.Handler that logs a library's Info records at Debug: gossipsub reports its
// start and stop ("pubsub processloop shutting down") at Info, which every short-lived command
// would print. Warnings and errors keep their level.
type quietInfo struct{ inner slog.Handler }

func demote(l slog.Level) slog.Level {
	if l == slog.LevelInfo {
		return slog.LevelDebug
	}
	return l
}

func (h quietInfo) Enabled(ctx context.Context, l slog.Level) bool {
	return h.inner.Enabled(ctx, demote(l))
}

func (h quietInfo) Handle(ctx context.Context, r slog.Record) error {
	r.Level = demote(r.Level)
	return h.inner.Handle(ctx, r)
}

func (h quietInfo) WithAttrs(as []slog.Attr) slog.Handler { return quietInfo{h.inner.WithAttrs(as)} }

func (h quietInfo) WithGroup(name string) slog.Handler { return quietInfo{h.inner.WithGroup(name)} }
