"""The world table: the seed and brand the world was built from."""
