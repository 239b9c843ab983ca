"""The one pooled HTTP client to the upstream platform.

Every call gets a deadline, the upstream headers of contract section 3 built from scratch
(so `Merchant` is sent exactly once and nothing from the browser leaks through), and its
failures mapped to stable codes: refused or dropped → UPSTREAM_UNAVAILABLE (503), deadline
→ UPSTREAM_TIMEOUT (504), not an envelope (or a value that does not validate) →
UPSTREAM_BAD_RESPONSE (502). An upstream error envelope is raised as UpstreamError with the
upstream's status, to be passed through.

Each attempt asks the service's circuit breaker first (open → UPSTREAM_UNAVAILABLE at
once) and reports to it; idempotent calls retry as `retry.py` says, within the deadline.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlencode

import orjson

from ..context import CallContext
from ..errors import DomainError, UpstreamError
from .breaker import Breaker, Breakers, State
from .deadline import Deadline
from .http import UpstreamPool
from .retry import MIN_ATTEMPT, RetryPolicy, is_outage, is_retryable

log = logging.getLogger(__name__)

Validator = Callable[[Any], None]
CIRCUIT_OPEN = "The platform is unavailable (circuit open), try again later"

# Answers that validated, by call and body: the same body of the same call validates the
# same way, and small answers come back the same again and again (a balance polled while it
# does not move). Checking one costs a tenth of a relayed call; a lookup, nothing. Bounded:
# answers up to VALIDATED_BYTES, at most VALIDATED_MAX of them (emptied when full).
VALIDATED_BYTES = 4096
VALIDATED_MAX = 1024


@dataclass(frozen=True, slots=True)
class Verbatim:
    """An upstream answer to pass on as it came (`UpstreamClient.call(verbatim=True)`): its body
    is exactly `{"success": true, "value": ...}`, and the same body of the same call passed the
    call's schema before."""

    body: bytes


class UpstreamClient:
    def __init__(
        self,
        pool: UpstreamPool,
        timeout: float,
        *,
        retry: RetryPolicy | None = None,
        breakers: Breakers | None = None,
    ) -> None:
        self._pool = pool
        self.timeout = timeout
        self.retry = retry or RetryPolicy()
        self.breakers = breakers or Breakers(threshold=5, cooldown=10.0)
        # (method, URL, body) of the answers that passed their schema -> whether the body is
        # exactly the envelope, success and value (such a body may be passed on verbatim).
        self._validated: dict[tuple[str, str, bytes], bool] = {}

    @staticmethod
    def headers(
        ctx: CallContext, *, token: bool = False, module: str | None = None
    ) -> list[tuple[str, str]]:
        out = [
            ("Merchant", ctx.merchant),
            ("Language", ctx.language),
            ("X-Forwarded-For", ctx.client_ip),
            ("Accept", "application/json"),
        ]
        if token and ctx.token:
            out.append(("Authorization", ctx.token))
        if module:
            out.append(("ModuleId", module))
        return out

    async def call(
        self,
        method: str,
        path: str,
        ctx: CallContext,
        *,
        query: Mapping[str, str] | None = None,
        json: Any = None,
        form: Mapping[str, str] | None = None,
        token: bool = False,
        module: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        deadline: Deadline | None = None,
        idempotent: bool | None = None,
        validate: Validator | None = None,
        verbatim: bool = False,
    ) -> Any:
        """Send one call (retrying idempotent ones) and return the value, or raise. With
        `verbatim` and `validate`, an answer whose body passed before comes back as Verbatim,
        unparsed (a caller that only passes the value on)."""
        deadline = deadline or Deadline.after(self.timeout)
        if idempotent is None:
            idempotent = method == "GET"
        retries = self.retry.retries if idempotent else 0
        headers = self.headers(ctx, token=token, module=module)
        data: bytes | None = None
        if form is not None:
            data = urlencode({k: str(v) for k, v in form.items()}).encode()
            headers.append(("Content-Type", "application/x-www-form-urlencoded"))
        elif json is not None:
            data = orjson.dumps(json)
            headers.append(("Content-Type", "application/json"))
        if extra_headers:
            # Each name once: an extra header replaces one of the same name.
            names = {name.lower() for name in extra_headers}
            headers = [h for h in headers if h[0].lower() not in names]
            headers.extend(extra_headers.items())
        target = f"{path}?{urlencode(query)}" if query else path
        # A body's length is sent when there is one, and for a method that expects one.
        length = len(data) if data is not None else (0 if method in _WITH_BODY else None)
        head = self._pool.head(method, target, headers, length)
        request = _Request(method, path, head, data)
        breaker = self.breakers.for_path(path)
        attempt = 0
        while True:
            try:
                return await self._attempt(request, breaker, deadline, validate, verbatim)
            except DomainError as exc:
                if attempt >= retries or not is_retryable(exc):
                    raise
                pause = self.retry.backoff(attempt)
                if deadline.remaining() < pause + MIN_ATTEMPT or breaker.state is not State.CLOSED:
                    raise
                attempt += 1
                log.info("retrying %s %s (%s) in %.0f ms", method, path, exc.code, pause * 1000)
                await asyncio.sleep(pause)

    async def _attempt(
        self,
        request: _Request,
        breaker: Breaker,
        deadline: Deadline,
        validate: Validator | None,
        verbatim: bool,
    ) -> Any:
        if not breaker.allow():
            raise DomainError("UPSTREAM_UNAVAILABLE", CIRCUIT_OPEN)
        try:
            raw, status = await self._send(request, deadline)
            key = (request.method, request.url, raw)
            if verbatim and validate is not None and status < 400 and self._validated.get(key):
                value: Any = Verbatim(raw)
            else:
                value, plain = _unwrap(raw, status, request.method, request.url)
                if validate is not None:
                    self._validate(key, value, validate, plain)
        except DomainError as exc:
            if is_outage(exc):
                breaker.failure()
            else:
                breaker.success()
            raise
        except BaseException:
            breaker.abandon()
            raise
        breaker.success()
        return value

    def _validate(
        self, key: tuple[str, str, bytes], value: Any, validate: Validator, plain: bool
    ) -> None:
        if len(key[2]) > VALIDATED_BYTES:
            validate(value)
            return
        if key not in self._validated:
            validate(value)
            if len(self._validated) >= VALIDATED_MAX:
                self._validated.clear()
            self._validated[key] = plain

    async def _send(self, request: _Request, deadline: Deadline) -> tuple[bytes, int]:
        """The upstream's answer (body, status), or DomainError when there is none."""
        method, url = request.method, request.url
        try:
            status, raw = await self._pool.request(request.head, request.data, deadline.at)
        except TimeoutError as exc:
            log.warning("upstream timeout %s %s", method, url)
            raise DomainError("UPSTREAM_TIMEOUT") from exc
        except OSError as exc:
            log.warning("upstream unavailable %s %s: %r", method, url, exc)
            raise DomainError("UPSTREAM_UNAVAILABLE") from exc
        return raw, status


_WITH_BODY = frozenset({"POST", "PUT", "PATCH"})


@dataclass(frozen=True, slots=True)
class _Request:
    method: str
    url: str  # the path, for the log and the memory of validated answers
    head: bytes
    data: bytes | None


def _unwrap(raw: bytes, status: int, method: str, path: str) -> tuple[Any, bool]:
    """(the value of a success envelope, whether the body is that envelope alone), or the
    upstream's refusal raised."""
    try:
        body = orjson.loads(raw)
    except orjson.JSONDecodeError:
        body = None
    if not isinstance(body, dict) or not isinstance(body.get("success"), bool):
        log.warning("upstream bad response %s %s: HTTP %s", method, path, status)
        raise DomainError("UPSTREAM_BAD_RESPONSE")
    if body["success"]:
        if status >= 400:
            raise DomainError("UPSTREAM_BAD_RESPONSE")
        return body.get("value"), len(body) == 2 and "value" in body
    code = body.get("errorCode")
    if not isinstance(code, str) or not code:
        raise DomainError("UPSTREAM_BAD_RESPONSE")
    message = body.get("message")
    field = body.get("field")
    raise UpstreamError(
        code,
        message if isinstance(message, str) else None,
        status=status if 400 <= status <= 599 else None,
        field=field if isinstance(field, str) else None,
        value=body.get("value"),
    )
