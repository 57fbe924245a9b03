"""Montgolfière\x27s screens."""
