"""The system entries of the call catalogue: status, whitelabel tree, register rules, countries,
domain routes and the customer-service lookup.

None is gated: the status gate and the SPA's start read them during maintenance too, and the
maintenance and restriction pages' "Contact Us" needs customer service. The customer-service
lookup is internal: its chat address is encrypted for the client, and the BFF answers the
decrypted address at GET /bff/customer-service (features/system/routes.py) without the key
ever leaving it. The lookup depends on the member (a rank above 4 gets the VIP address), so
a session reads it with its token, never cached; a visitor's is the same for all, cached.
"""

from __future__ import annotations

from ...entry import CacheScope, Entry, Handler
from .schemas import (
    Countries,
    CustomerServiceLookup,
    DomainRoutes,
    RegisterSettings,
    StatusQuery,
    SystemStatus,
    Whitelabel,
)

CUSTOMER_SERVICE = "/wps/system/customerService"

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
    Entry(
        "system.domainRoute",
        "/wps/system/domainRoute",
        response=DomainRoutes,
        gated=False,
        cache=CacheScope.GLOBAL,
        ttl=30,
        summary="The site's domains with their speed in ms (the download page's best line)",
        tags=("system",),
    ),
    Entry(
        "system.customerService",
        CUSTOMER_SERVICE,
        response=CustomerServiceLookup,
        gated=False,
        cache=CacheScope.GLOBAL,
        ttl=60,
        handler=Handler.INTERNAL,
        summary="Customer-service addresses for a visitor; type 3's is encrypted for the client",
        tags=("system",),
    ),
    Entry(
        "system.customerService.member",
        CUSTOMER_SERVICE,
        token=True,
        response=CustomerServiceLookup,
        gated=False,
        handler=Handler.INTERNAL,
        summary="Customer-service addresses for the member (VIP above rank 4): never cached",
        tags=("system",),
    ),
)
