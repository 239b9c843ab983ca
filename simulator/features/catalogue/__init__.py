"""The game catalogue (issue 5): games generated from the seed, and the game relays."""
