"""Change, reset (e-mail, phone) and payment passwords."""
