"""The reward centre: everything a member can claim now, from promotions, raffles and
missions, and what was paid lately."""
