"""The relay entries of the call catalogue: announcements and game vendor lanes.

Both are the same for every player, so they are cached per language and flushed on a
language change.
"""

from __future__ import annotations

from ...entry import CacheScope, Entry
from .schemas import Announcements, AnnouncementsQuery, VendorLanes, VendorQuery

RELAY: tuple[Entry, ...] = (
    Entry(
        "relay.announcements",
        "/wps/relay/MCSFE_getListAnnouncements",
        query=AnnouncementsQuery,
        response=Announcements,
        cache=CacheScope.LANGUAGE,
        ttl=60,
        flush_on_language=True,
        summary="Banners and announcements",
        tags=("relay",),
    ),
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
