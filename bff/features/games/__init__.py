"""Game catalogue relays (issue 5): list, hot, types, favourites, recent, rooms, winners."""
