"""The help centre: categories and articles per brand and language."""
