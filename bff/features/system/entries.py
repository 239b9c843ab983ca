"""The system entries of the call catalogue: status, whitelabel tree, register rules, countries.

None is gated: the status gate and the SPA's start read them during maintenance too.
"""

from __future__ import annotations

from ...entry import CacheScope, Entry
from .schemas import Countries, RegisterSettings, StatusQuery, SystemStatus, Whitelabel

SYSTEM: tuple[Entry, ...] = (
    Entry(
        "system.status",
        "/wps/system/status",
        query=StatusQuery,
        response=SystemStatus,
        gated=False,
        summary="System status: 0 normal, 1 maintenance, 2 region restricted",
        tags=("system",),
    ),
    Entry(
        "system.whitelabel",
        "/wps/system/whitelabel",
        response=Whitelabel,
        gated=False,
        cache=CacheScope.GLOBAL,
        ttl=30,
        summary="Whitelabel module tree",
        tags=("system",),
    ),
    Entry(
        "system.register",
        "/wps/system/setting/register",
        response=RegisterSettings,
        gated=False,
        cache=CacheScope.GLOBAL,
        ttl=60,
        summary="Register field rules",
        tags=("system",),
    ),
    Entry(
        "system.country",
        "/wps/system/country",
        response=Countries,
        gated=False,
        cache=CacheScope.LANGUAGE,
        ttl=300,
        summary="Countries and dialing codes",
        tags=("system",),
    ),
)
