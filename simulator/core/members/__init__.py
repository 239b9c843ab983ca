"""Members: their rows, the field rules of registration and profile, masked views."""
