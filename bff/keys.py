"""Typed application keys."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from aiohttp import web

if TYPE_CHECKING:
    from redis.asyncio import Redis

    from .cache import Cache
    from .codecs.base import Codec
    from .features.bootstrap.brand import BrandFile
    from .features.system.gate import StatusGate
    from .limits import Limits
    from .settings import Settings
    from .upstream.client import UpstreamClient

SETTINGS: web.AppKey[Settings] = web.AppKey("settings")
# Monotonic seconds for TTLs, limit windows and breaker cooldowns (create_app's clock).
CLOCK: web.AppKey[Callable[[], float]] = web.AppKey("clock")
UPSTREAM: web.AppKey[UpstreamClient] = web.AppKey("upstream")
CACHE: web.AppKey[Cache] = web.AppKey("cache")
REDIS: web.AppKey[Redis | None] = web.AppKey("redis")
CODEC: web.AppKey[Codec] = web.AppKey("codec")
GATE: web.AppKey[StatusGate] = web.AppKey("status_gate")
BRAND: web.AppKey[BrandFile] = web.AppKey("brand")
SESSION_MIDDLEWARE: web.AppKey[Any] = web.AppKey("session_middleware")
SESSION_STORAGE: web.AppKey[Any] = web.AppKey("session_storage")
LIMITS: web.AppKey[Limits] = web.AppKey("limits")
# The AES key of the customer-service chat address (features/system/customer_service.py).
CS_KEY: web.AppKey[bytes | None] = web.AppKey("customer_service_key")
