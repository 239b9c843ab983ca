"""create_app(settings): the BFF application; resources open and close in cleanup_ctx."""

from __future__ import annotations

import logging
import time
import warnings
from collections.abc import AsyncIterator, Callable

import aiohttp_session
from aiohttp import web
from aiohttp.web_exceptions import NotAppKeyWarning
from redis.asyncio import Redis

from . import headers, keys, sessions
from .cache import MemoryCache, RedisCache
from .catalogue import entry
from .codecs import make_codec
from .context import CallContext
from .features.accounts import routes as accounts_routes
from .features.announcements import routes as announcements_routes
from .features.bootstrap import routes as bootstrap_routes
from .features.bootstrap.brand import BrandFile
from .features.feedback import routes as feedback_routes
from .features.forwarder import routes as forwarder_routes
from .features.health import routes as health_routes
from .features.launch import routes as launch_routes
from .features.openapi import routes as openapi_routes
from .features.promotions import routes as promotions_routes
from .features.responsible import routes as responsible_routes
from .features.session import routes as session_routes
from .features.spa import routes as spa_routes
from .features.system import routes as system_routes
from .features.system.gate import StatusGate
from .features.wallet import routes as wallet_routes
from .limits import make_limits
from .middlewares import csrf_middleware, error_middleware, session_layer
from .settings import Settings
from .upstream.breaker import Breakers
from .upstream.client import UpstreamClient
from .upstream.deadline import Deadline
from .upstream.http import UpstreamPool
from .upstream.retry import RetryPolicy

log = logging.getLogger(__name__)

MAX_BODY = 256 * 1024

# aiohttp-session 2.12 keys the request with plain strings; nothing to act on.
warnings.filterwarnings("ignore", category=NotAppKeyWarning, module="aiohttp_session")


async def redis_ctx(app: web.Application) -> AsyncIterator[None]:
    url = app[keys.SETTINGS].redis_url
    client = Redis.from_url(url) if url else None
    app[keys.REDIS] = client
    yield
    if client is not None:
        await client.aclose()


async def session_ctx(app: web.Application) -> AsyncIterator[None]:
    settings = app[keys.SETTINGS]
    redis = app[keys.REDIS]
    clock = app[keys.CLOCK]
    app[keys.LIMITS] = make_limits(
        redis, settings.redis_prefix, clock, sms_site_per_minute=settings.sms_site_per_minute
    )
    # The cookie store keeps revoked session ids in the limits' counters.
    storage = sessions.make_storage(settings, redis, app[keys.LIMITS].counters)
    app[keys.SESSION_STORAGE] = storage
    app[keys.SESSION_MIDDLEWARE] = aiohttp_session.session_middleware(storage)
    if redis is not None:
        app[keys.CACHE] = RedisCache(redis, settings.redis_prefix)
    else:
        app[keys.CACHE] = MemoryCache(settings.memory_cache_entries, clock)
        if settings.secret_generated:
            log.warning(
                "SESSION_SECRET and SESSION_SECRET_FILE unset: sessions end when this process stops"
            )
    yield


async def upstream_ctx(app: web.Application) -> AsyncIterator[None]:
    settings = app[keys.SETTINGS]
    # Nothing is resent by the pool itself (a register, a PUT, must never go twice): only the
    # retry policy retries.
    pool = UpstreamPool(settings.upstream_base, limit=settings.upstream_pool_size)
    upstream = UpstreamClient(
        pool,
        settings.upstream_timeout,
        retry=RetryPolicy(retries=settings.upstream_retries, base=settings.upstream_backoff),
        breakers=Breakers(settings.breaker_threshold, settings.breaker_cooldown, app[keys.CLOCK]),
    )
    app[keys.UPSTREAM] = upstream
    app[keys.GATE] = StatusGate(
        upstream,
        settings.status_ttl,
        timeout=settings.status_timeout,
        stale=settings.status_stale,
        clock=app[keys.CLOCK],
    )
    rsa = entry("session.rsa")

    async def fetch_key(ctx: CallContext, query: dict[str, str]) -> object:
        deadline = Deadline.after(rsa.timeout or settings.upstream_timeout)
        return await upstream.call("GET", rsa.path, ctx, query=query, deadline=deadline)

    app[keys.CODEC] = make_codec(settings.codec, fetch_key)
    yield
    await pool.close()


def create_app(
    settings: Settings | None = None, *, clock: Callable[[], float] = time.monotonic
) -> web.Application:
    """The BFF. `clock` is the monotonic time of cache TTLs, in-process limit windows and
    circuit-breaker cooldowns (tests pass one they move)."""
    settings = settings or Settings()
    brand = BrandFile.load(settings.brand_path)
    if not settings.merchant:
        settings = settings.model_copy(update={"merchant": brand.merchant_code})
    app = web.Application(
        middlewares=[
            forwarder_routes.public_cache_middleware,  # public cached reads needing no session
            error_middleware,  # outer: failures of the session store itself
            session_layer,
            csrf_middleware,
            error_middleware,  # inner: handler failures, so the session is still saved
        ],
        client_max_size=MAX_BODY,
    )
    app[keys.SETTINGS] = settings
    app[keys.CLOCK] = clock
    app[keys.BRAND] = brand
    headers.setup(app, settings)
    app.cleanup_ctx.extend([redis_ctx, session_ctx, upstream_ctx])

    bootstrap_routes.setup(app)
    session_routes.setup(app)
    accounts_routes.setup(app)
    launch_routes.setup(app)
    wallet_routes.setup(app)
    promotions_routes.setup(app)
    responsible_routes.setup(app)
    announcements_routes.setup(app)
    feedback_routes.setup(app)
    system_routes.setup(app)
    openapi_routes.setup(app)
    health_routes.setup(app)
    forwarder_routes.setup(app)
    forwarder_routes.setup_fallback(app)
    spa_routes.setup(app)
    return app
