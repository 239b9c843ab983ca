"""The lottery entries of the call catalogue (docs/contract.md section 11)."""
