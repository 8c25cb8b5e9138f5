package main

import (
	"context"
	"math/big"
	"strings"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market/jobspec"
)

// Money for people: every command prints token amounts as decimal tokens and ether as ETH
// through the helpers below; --json prints the raw integer units (token units, wei) instead, so
// scripts keep exact values. Amounts are *big.Int throughout; nothing here rounds.

// etherDecimals is the number of decimals of ether (wei per ETH = 10^18).
const etherDecimals = 18

// formatAmount renders units with the given decimals as a decimal number without trailing
// zeros ("1000", "0.0001", "-2.5").
func formatAmount(units *big.Int, decimals int) string {
	if units == nil {
		return "0"
	}
	if units.Sign() < 0 {
		return "-" + jobspec.FormatAmount(new(big.Int).Neg(units), decimals)
	}
	return jobspec.FormatAmount(units, decimals)
}

// formatTokens renders token units as "<amount> tokens".
func formatTokens(units *big.Int, decimals int) string {
	return formatAmount(units, decimals) + " tokens"
}

// formatEther renders wei as "<amount> ETH".
func formatEther(wei *big.Int) string { return formatAmount(wei, etherDecimals) + " ETH" }

// parseMoney parses a decimal amount a person typed ("1000", "0.5") into units with the given
// decimals, exactly; what is wrong with it is named for flag.
func parseMoney(flag, s string, decimals int) (*big.Int, error) {
	v, err := jobspec.ParseAmount(strings.TrimSpace(s), decimals)
	if err != nil {
		return nil, usageError("%s %q %v: give a decimal amount like \"10\" or \"0.5\" (at most %d decimals)", flag, s, err, decimals)
	}
	if v.Sign() <= 0 {
		return nil, usageError("%s %q: give a positive amount", flag, s)
	}
	return v, nil
}

// tokenDecimals reads the payment token's decimals from the chain; a token that does not say
// (or no chain) gives the devnet token's, jobspec.DefaultTokenDecimals.
func tokenDecimals(ctx context.Context, cc *contracts.Client) int {
	if cc == nil {
		return jobspec.DefaultTokenDecimals
	}
	d, err := cc.Decimals(ctx)
	if err != nil {
		return jobspec.DefaultTokenDecimals
	}
	return int(d)
}
