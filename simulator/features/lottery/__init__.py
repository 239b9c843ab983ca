"""The lottery backend: draws on the simulator clock, tickets through the ledger, /lgw reads."""
