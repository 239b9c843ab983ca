"""The winners board: the biggest real wins of the last days."""
