"""Points: earned on valid bets, redeemed in the points mall, converted to balance; kept in
the ledger in their own currency (docs/rewards.md)."""
