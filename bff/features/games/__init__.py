"""Game catalogue relays: list, hot, types, favourites, recent, rooms, winners."""
