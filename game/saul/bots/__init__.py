"""Saül contre David's bots: one module per level (easy, normal, hard)."""
