"""The game catalogue: games generated from the seed, and the game relays."""
