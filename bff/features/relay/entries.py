"""The relay entry of the call catalogue for the game vendor lanes (the announcements moved
to features/announcements).

The lanes are the same for every player, so they are cached per language and flushed on a
language change.
"""

from __future__ import annotations

from ...entry import CacheScope, Entry
from .schemas import VendorLanes, VendorQuery

RELAY: tuple[Entry, ...] = (
    Entry(
        "relay.vendors",
        "/wps/relay/GCSGAME_newGameVendor",
        query=VendorQuery,
        module="GAMELO3",
        response=VendorLanes,
        cache=CacheScope.LANGUAGE,
        ttl=120,
        flush_on_language=True,
        summary="Game vendors by lane",
        tags=("relay",),
    ),
)
