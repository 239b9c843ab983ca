"""The bounded journal of domain events QA queries."""
