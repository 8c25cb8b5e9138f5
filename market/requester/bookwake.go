package requester

import (
	"sync"

	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/book"
)

// A burst Submit that found no provider free waits for the book to change instead of re-reading
// it on a tick: an offer arrives (gossip or a peer's fill), a burst slot is released, or a
// provider's gate opens (burst_gate.go). bookWake is that notification.

// wakeup is a broadcast: the channel from wait is closed by the next fire.
type wakeup struct {
	mu sync.Mutex
	ch chan struct{}
}

// wait returns a channel that is closed at the next fire.
func (w *wakeup) wait() <-chan struct{} {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.ch == nil {
		w.ch = make(chan struct{})
	}
	return w.ch
}

// fire wakes every waiter.
func (w *wakeup) fire() {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.ch != nil {
		close(w.ch)
		w.ch = nil
	}
}

// wakingBook is the requester's book as the offer feeds see it: each stored offer wakes the
// burst Submits waiting for a provider.
type wakingBook struct {
	*book.Book
	w *wakeup
}

func (b wakingBook) Put(o *market.Offer) (book.PutResult, error) {
	res, err := b.Book.Put(o)
	if err == nil {
		b.w.fire()
	}
	return res, err
}
