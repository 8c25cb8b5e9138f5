package contracts

import (
	"context"
	"sync"
)

// BurstJobsPerRedeem is how many burst jobs one redemption of a channel's latest voucher pays
// for: the redeem cadence of a provider (provider.RedeemEvery) and of the gas bench's
// burst_gas_per_job (`gpumesh bench gas`).
const BurstJobsPerRedeem = 100

// MemChannelStore is a ChannelStore in memory, for benchmarks and short-lived tools; daemons
// use their pebble DB. It is safe for concurrent use.
type MemChannelStore struct {
	mu   sync.Mutex
	recs map[[32]byte][]byte
}

// NewMemChannelStore returns an empty store.
func NewMemChannelStore() *MemChannelStore {
	return &MemChannelStore{recs: make(map[[32]byte][]byte)}
}

// LoadChannel returns id's record or ErrNoChannel.
func (m *MemChannelStore) LoadChannel(_ context.Context, id [32]byte) ([]byte, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	r, ok := m.recs[id]
	if !ok {
		return nil, ErrNoChannel
	}
	return append([]byte{}, r...), nil
}

// SaveChannel stores id's record.
func (m *MemChannelStore) SaveChannel(_ context.Context, id [32]byte, rec []byte) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.recs[id] = append([]byte{}, rec...)
	return nil
}
