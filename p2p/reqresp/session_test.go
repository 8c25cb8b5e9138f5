package reqresp_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/p2p/p2ptest"
	"github.com/gpumesh/gpumesh/p2p/reqresp"
)

// A session carries MaxRounds rounds on one stream, each answered in order; the handler cannot
// read a round beyond MaxRounds (ErrRounds), and the caller sees the stream end.
func TestSessionRounds(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	peers, err := p2ptest.StartPeers(ctx, 2, p2ptest.Options{TCPOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer p2ptest.ClosePeers(peers)
	if err := peers[0].Node.Connect(ctx, peers[1].Node.AddrInfo()); err != nil {
		t.Fatal(err)
	}
	cfg := reqresp.Config{Protocol: "/test/rounds/1", MaxFrame: 1024, MaxRounds: 2}
	handlerErr := make(chan error, 1)
	srv := reqresp.NewSessionServer(peers[1].Node, cfg, func(_ context.Context, x *reqresp.Exchange, body []byte) error {
		if x.Remote().Binding.Wallet != peers[0].Wallet {
			return errors.New("caller's wallet not learned")
		}
		for {
			if err := x.Reply(append([]byte("re:"), body...)); err != nil {
				return err
			}
			var err error
			if body, err = x.Next(); err != nil {
				handlerErr <- err
				return err
			}
		}
	}, nil)
	if err := srv.Start(); err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	s, resp, err := reqresp.Open(ctx, peers[0].Node, peers[1].Node.ID(), cfg, []byte("a"), nil)
	if err != nil || string(resp) != "re:a" || s.Remote().Binding.Wallet != peers[1].Wallet {
		t.Fatalf("first round: %q, %v", resp, err)
	}
	defer s.Close()
	if resp, err = s.Call(ctx, []byte("b")); err != nil || string(resp) != "re:b" {
		t.Fatalf("second round: %q, %v", resp, err)
	}
	if err := <-handlerErr; !errors.Is(err, reqresp.ErrRounds) {
		t.Fatalf("handler's third read: %v, want ErrRounds", err)
	}
	if _, err := s.Call(ctx, []byte("c")); err == nil {
		t.Fatal("a third round on a two-round protocol was answered")
	}
	if _, err := s.Call(ctx, []byte("d")); !errors.Is(err, reqresp.ErrSessionClosed) {
		t.Fatalf("call after a failed round: %v, want ErrSessionClosed", err)
	}
}
