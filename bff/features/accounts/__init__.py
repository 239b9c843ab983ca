"""Issue 4: accounts (docs/contract.md section 9)."""
