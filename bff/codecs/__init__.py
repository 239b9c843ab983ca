"""Client-side encryption of calls marked encrypted (contract section 4)."""

from __future__ import annotations

from .base import Codec, KeyFetcher
from .legacy import LegacyCodec
from .modern import ModernCodec

CODECS: dict[str, type[ModernCodec] | type[LegacyCodec]] = {
    "modern": ModernCodec,
    "wps-legacy": LegacyCodec,
}


def make_codec(name: str, fetch_key: KeyFetcher) -> Codec:
    return CODECS[name](fetch_key)


__all__ = ["CODECS", "Codec", "KeyFetcher", "make_codec"]
