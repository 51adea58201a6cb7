"""Easy: legal and simple. Random plausible votes (never a known friend), Samuel looks
at random and keeps quiet, the Spies capture at random; no table talk."""
from __future__ import annotations

from .common import BaseBot


class Bot(BaseBot):
    pass
