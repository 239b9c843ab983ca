"""Upstream platform simulator: the merchant platform the BFF talks to, seeded and scriptable."""
