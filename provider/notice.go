package provider

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/notice"
	"github.com/gpumesh/gpumesh/provider/intake"
	"github.com/gpumesh/gpumesh/provider/runner"
)

// noticeTTL is how long a failure notice stays valid: long enough for a slow delivery, short
// enough that an old one replayed means nothing (a requester treats a repeat as a no-op anyway).
const noticeTTL = 10 * time.Minute

// failureNotifier implements runner.Notifier: it signs a market.FailureNotice for a job the
// runner gave up and sends it over /gpumesh/notice/1 to the peer that proposed the job (its
// binding, learnt with the proposal, must still be current).
type failureNotifier struct {
	client  *notice.Client
	pending *intake.Store
	key     *ecdsa.PrivateKey
	domain  market.Domain
	now     func() time.Time
}

var _ runner.Notifier = failureNotifier{}

func (n failureNotifier) NotifyFailure(ctx context.Context, id contracts.JobID, f runner.Failure) error {
	p, err := n.pending.Get(id)
	if err != nil {
		return fmt.Errorf("failure notice for %s: %w", id, err)
	}
	to, err := peer.Decode(p.RequesterPeer)
	if err != nil {
		return fmt.Errorf("failure notice for %s: requester peer %q: %w", id, p.RequesterPeer, err)
	}
	fn := &market.FailureNotice{
		JobID: id, Requester: p.Acceptance.Requester, Provider: crypto.PubkeyToAddress(n.key.PublicKey),
		Cause: f.Cause, Detail: noticeDetail(f.Detail), Abandoned: f.Abandoned,
		Expiry: uint64(n.now().Add(noticeTTL).Unix()),
	}
	if err := fn.Sign(n.key, n.domain); err != nil {
		return fmt.Errorf("failure notice for %s: %w", id, err)
	}
	return n.client.Send(ctx, to, fn)
}

// noticeDetail makes s a notice's detail: one line of printable text, at most
// market.MaxNoticeDetail bytes (cut at a rune boundary).
func noticeDetail(s string) string {
	s = strings.Map(func(r rune) rune {
		if r == utf8.RuneError || !unicode.IsPrint(r) {
			return ' '
		}
		return r
	}, s)
	for len(s) > market.MaxNoticeDetail {
		_, size := utf8.DecodeLastRuneInString(s)
		s = s[:len(s)-size]
	}
	return s
}
