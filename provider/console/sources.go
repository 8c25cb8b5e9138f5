package console

import (
	"context"
	"errors"

	"github.com/gpumesh/gpumesh/market/book"
	"github.com/gpumesh/gpumesh/market/requester"
)

// RequesterSources are a started requester's views: its job store, its book and the reputation
// its matching uses. An SDK program serves its own console with them.
func RequesterSources(r *requester.Requester) Sources {
	return Sources{
		Jobs:       func(context.Context) ([]*requester.Record, error) { return r.Jobs() },
		Offers:     func(context.Context) ([]book.Entry, error) { return r.Book().Snapshot(), nil },
		Reputation: r.Reputation(),
	}
}

// LocalSources read a requester that another process runs, through its local API
// (requester.DialLocal): its job store and the offers its book holds. They have no reputation
// source; the views fail (503, with the reason) once that process stops.
func LocalSources(c *requester.LocalClient) Sources {
	return Sources{
		Jobs: c.Jobs,
		Offers: func(ctx context.Context) ([]book.Entry, error) {
			offers, err := c.Offers(ctx)
			if err != nil {
				return nil, err
			}
			out := make([]book.Entry, len(offers))
			for i, o := range offers {
				out[i] = o.Entry
				if o.AttestationErr != "" {
					out[i].AttestationErr = errors.New(o.AttestationErr)
				}
			}
			return out, nil
		},
	}
}
