"""Promotions: a catalogue with time windows and eligibility, each player's lifecycle,
bonuses with rollover, rebate, raffles and rankings (docs/rewards.md)."""
