"""A member's favourite games and recent launches."""
