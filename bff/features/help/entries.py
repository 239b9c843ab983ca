"""The help centre entry of the call catalogue (docs/contract.md section 15).

The same for every visitor: public, cached per language for 5 minutes and read fresh after
a language change. Like the other `/wps/system` reads it is not gated: the footer's contact
and terms pages stay readable during maintenance and from a restricted region.
"""

from __future__ import annotations

from ...entry import CacheScope, Entry
from .schemas import HelpCenter, HelpQuery

HELP: tuple[Entry, ...] = (
    Entry(
        "help.center",
        "/wps/system/helpCenter",
        query=HelpQuery,
        response=HelpCenter,
        cache=CacheScope.LANGUAGE,
        ttl=300,
        flush_on_language=True,
        gated=False,
        summary="Help centre: categories of articles (the footer's about, contact, terms, ...)",
        tags=("help",),
    ),
)
