"""Accounts (docs/contract.md section 9)."""
