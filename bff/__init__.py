"""Backend-for-frontend of the white-label gaming site (docs/contract.md section 7)."""
