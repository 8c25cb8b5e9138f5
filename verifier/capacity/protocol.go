package capacity

// Seed is the challenger's random 32-byte seed; with n it determines A and B.
type Seed [32]byte
