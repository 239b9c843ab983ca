"""Daily and weekly missions counted from real play and ledger events, and their
leaderboard (docs/rewards.md)."""
