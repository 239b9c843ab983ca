"""The announcement entries of the call catalogue (docs/contract.md section 15), module COMM3.

`MCSFE_getListAnnouncements` is public: banners, notices, promotion notices and the marquee
are the same for every visitor, so they are cached per language (and per query: types, page)
and read fresh after a language change. Pop-ups are the one member-dependent part (those the
member dismissed are left out), so with a session they are read with the token through an
internal entry that is never cached, and merged into the cached public part by the route
(bff/features/announcements/routes.py); without a session the pop-ups are public too.
"""

from __future__ import annotations

from ...entry import CacheScope, Entry, Handler
from .schemas import Announcements, AnnouncementsQuery, Dismissed, DismissRequest

MODULE = "COMM3"
LIST = "/wps/relay/MCSFE_getListAnnouncements"

ANNOUNCEMENTS: tuple[Entry, ...] = (
    Entry(
        "announcements.list",
        LIST,
        module=MODULE,
        query=AnnouncementsQuery,
        response=Announcements,
        cache=CacheScope.LANGUAGE,
        ttl=60,
        flush_on_language=True,
        handler=Handler.DEDICATED,  # routes.py: the member's pop-ups beside the cached rest
        summary="Banners, player notices (paged), pop-ups, promotion notices and the marquee; "
        "with a session the pop-ups leave out those the member dismissed",
        tags=("announcements",),
    ),
    Entry(
        "announcements.popups",
        LIST,
        token=True,
        module=MODULE,
        query=AnnouncementsQuery,
        response=Announcements,
        handler=Handler.INTERNAL,
        summary="The member's pop-ups (types=PU, with the token): never cached",
        tags=("announcements",),
    ),
    Entry(
        "announcements.dismiss",
        "/wps/relay/MCSFE_dismissAnnouncement",
        methods=("POST",),
        token=True,
        module=MODULE,
        body=DismissRequest,
        response=Dismissed,
        retry=False,
        summary="Dismiss a pop-up announcement for the member; idempotent",
        tags=("announcements",),
    ),
)
