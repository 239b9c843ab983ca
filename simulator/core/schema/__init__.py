"""The schema's version stamp and shape as SQLite reports them (store.py); the versions and
their upgrades are simulator/schema.py."""
