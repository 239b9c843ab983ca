"""The wallet ledger: accounts and transfers (docs/ledger-model.md)."""
