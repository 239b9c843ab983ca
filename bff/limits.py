"""Rate limits (docs/contract.md section 9), in Redis when configured so that every BFF
process shares them, else in this process. Both stores are fixed-window counters with a
TTL behind one interface; a lock is a counter key that lives for its lock time.

Everything a visitor can get for free without logging in is limited per session, per
subject (number, contact, account) and per client address, and the costliest (SMS) for the
whole site as well, since a script can make fresh sessions and vary the subject:

- SMS sends: 1 per second per number and per session; 5 per 10 minutes per number;
  10 per 10 minutes per address; `SMS_SITE_PER_MINUTE` (60) per minute for the whole site.
- Password e-mails: 5 per 10 minutes per account; 10 per 10 minutes per address.
- Captcha: 1 per second per session; 30 per minute per address.
- Free-play (trial) accounts: 3 per hour per address.
- Join applications (public): 1 per second per contact and per session, 5 per 10 minutes
  per contact and 20 per 10 minutes per address.
- Failed logins: 5 for one account from one address, or 20 from one address, lock that
  pair (or address) for 5 minutes. The lock always ends.

Every refusal is TOO_MANY_REQUESTS with the seconds until the refusing window (or lock)
ends, in a Retry-After header and as `value.retryAfter`. An IPv6 address counts by its /64
network: one subscriber usually holds a whole /64 and could otherwise walk through it.
"""

from __future__ import annotations

import ipaddress
import math
import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from pydantic import BaseModel
from redis.asyncio import Redis

from .errors import DomainError

LOCK_SECONDS = 300.0
SMS_SITE_PER_MINUTE = 60


class Counters(Protocol):
    async def hit(self, key: str, window: float) -> int:
        """Count one event in key's window (the window starts at the first) and return it."""

    async def peek(self, key: str) -> int: ...

    async def ttl(self, key: str) -> float:
        """Seconds until key's window ends (0 when there is none)."""

    async def clear(self, key: str) -> None: ...


class MemoryCounters:
    """Per-process counters; expired ones are dropped as the table grows."""

    def __init__(
        self, max_keys: int = 100_000, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self._data: dict[str, tuple[int, float]] = {}  # key -> (count, expires at)
        self._max = max_keys
        self._clock = clock

    def _live(self, key: str) -> tuple[int, float] | None:
        item = self._data.get(key)
        if item is not None and item[1] <= self._clock():
            del self._data[key]
            return None
        return item

    async def hit(self, key: str, window: float) -> int:
        item = self._live(key)
        if item is None:
            if len(self._data) >= self._max:
                now = self._clock()
                for stale in [k for k, (_, at) in self._data.items() if at <= now]:
                    del self._data[stale]
            item = (0, self._clock() + window)
        count = item[0] + 1
        self._data[key] = (count, item[1])
        return count

    async def peek(self, key: str) -> int:
        item = self._live(key)
        return item[0] if item else 0

    async def ttl(self, key: str) -> float:
        item = self._live(key)
        return max(0.0, item[1] - self._clock()) if item else 0.0

    async def clear(self, key: str) -> None:
        self._data.pop(key, None)


# INCR, and start the window on the first hit (atomic: no key is left without a TTL).
_HIT = """
local n = redis.call('INCR', KEYS[1])
if n == 1 or redis.call('PTTL', KEYS[1]) < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
return n
"""


class RedisCounters:
    def __init__(self, redis: Redis, prefix: str) -> None:
        self._redis = redis
        self._prefix = prefix + "limit:"
        self._script = redis.register_script(_HIT)

    async def hit(self, key: str, window: float) -> int:
        return int(await self._script(keys=[self._prefix + key], args=[max(1, int(window * 1000))]))

    async def peek(self, key: str) -> int:
        raw = await self._redis.get(self._prefix + key)
        return int(raw) if raw is not None else 0

    async def ttl(self, key: str) -> float:
        left = int(await self._redis.pttl(self._prefix + key))
        return left / 1000 if left > 0 else 0.0

    async def clear(self, key: str) -> None:
        await self._redis.delete(self._prefix + key)


@dataclass(frozen=True)
class Rule:
    name: str
    limit: int
    window: float  # seconds


SMS_NUMBER = Rule("sms:num", 1, 1.0)
SMS_SESSION = Rule("sms:sid", 1, 1.0)
SMS_NUMBER_10M = Rule("sms:num10m", 5, 600.0)
SMS_ADDRESS_10M = Rule("sms:ip10m", 10, 600.0)
SMS_SITE = Rule("sms:site", SMS_SITE_PER_MINUTE, 60.0)  # the limit is SMS_SITE_PER_MINUTE's
EMAIL_ACCOUNT_10M = Rule("email:account10m", 5, 600.0)
EMAIL_ADDRESS_10M = Rule("email:ip10m", 10, 600.0)
CAPTCHA_SESSION = Rule("captcha:sid", 1, 1.0)
CAPTCHA_ADDRESS = Rule("captcha:ip", 30, 60.0)
TRIAL_ADDRESS = Rule("trial:ip", 3, 3600.0)
JOIN_SESSION = Rule("join:sid", 1, 1.0)
JOIN_CONTACT = Rule("join:contact", 1, 1.0)
JOIN_CONTACT_10M = Rule("join:contact10m", 5, 600.0)
JOIN_ADDRESS_10M = Rule("join:ip10m", 20, 600.0)
LOGIN_PAIR = Rule("login:pair", 5, LOCK_SECONDS)  # failures counted over 5 minutes
LOGIN_ADDRESS = Rule("login:ip", 20, LOCK_SECONDS)


class RetryAfter(BaseModel):
    """The value of TOO_MANY_REQUESTS from a BFF limit (the Retry-After header's seconds)."""

    retryAfter: int


def _wait_text(seconds: int) -> str:
    if seconds < 60:
        return f"{seconds} second{'s' if seconds != 1 else ''}"
    minutes = math.ceil(seconds / 60)
    return f"{minutes} minute{'s' if minutes != 1 else ''}"


def too_many(wait: float) -> DomainError:
    """TOO_MANY_REQUESTS saying, in whole seconds (at least 1), when to try again."""
    seconds = max(1, math.ceil(wait))
    return DomainError(
        "TOO_MANY_REQUESTS",
        f"Too many requests, try again after {_wait_text(seconds)}",
        value=RetryAfter(retryAfter=seconds).model_dump(),
        headers={"Retry-After": str(seconds)},
    )


class Limits:
    def __init__(self, counters: Counters, *, sms_site_per_minute: int = SMS_SITE_PER_MINUTE):
        self.counters = counters
        self.sms_site = Rule(SMS_SITE.name, sms_site_per_minute, SMS_SITE.window)

    async def _take(self, rule: Rule, subject: str) -> None:
        key = f"{rule.name}:{subject}"
        if await self.counters.hit(key, rule.window) > rule.limit:
            raise too_many(await self.counters.ttl(key))

    async def sms(self, number: str, session_id: str, address: str) -> None:
        """One SMS send for number (digits with dialing code) from a session and address.
        The site-wide count comes last, so what a narrower rule refuses never uses it up."""
        await self._take(SMS_SESSION, session_id)
        await self._take(SMS_NUMBER, number)
        await self._take(SMS_NUMBER_10M, number)
        await self._take(SMS_ADDRESS_10M, address_key(address))
        await self._take(self.sms_site, "all")

    async def email(self, account: str, address: str) -> None:
        """One password e-mail for account (as typed) from an address."""
        await self._take(EMAIL_ACCOUNT_10M, account.strip().lower())
        await self._take(EMAIL_ADDRESS_10M, address_key(address))

    async def captcha(self, session_id: str, address: str) -> None:
        await self._take(CAPTCHA_SESSION, session_id)
        await self._take(CAPTCHA_ADDRESS, address_key(address))

    async def trial(self, address: str) -> None:
        """One free-play (trial) account created from an address."""
        await self._take(TRIAL_ADDRESS, address_key(address))

    async def join(self, contact: str, session_id: str, address: str) -> None:
        """One join application with `contact` (normalised) from a session and address."""
        await self._take(JOIN_SESSION, session_id)
        await self._take(JOIN_CONTACT, contact)
        await self._take(JOIN_CONTACT_10M, contact)
        await self._take(JOIN_ADDRESS_10M, address_key(address))

    # Failed logins: a lock key lives LOCK_SECONDS once a counter passes its limit.
    async def login_allowed(self, account: str, address: str) -> None:
        for key in (f"lock:pair:{_pair(account, address)}", f"lock:ip:{address_key(address)}"):
            if await self.counters.peek(key) > 0:
                raise too_many(await self.counters.ttl(key))

    async def login_failed(self, account: str, address: str, *, pair: bool = True) -> None:
        """pair=False: count towards the address limit only (see session/service.FAILED)."""
        both, where = _pair(account, address), address_key(address)
        rules = (
            (LOGIN_PAIR, both, f"lock:pair:{both}"),
            (LOGIN_ADDRESS, where, f"lock:ip:{where}"),
        )
        for rule, subject, lock in rules if pair else rules[1:]:
            key = f"{rule.name}:{subject}"
            if await self.counters.hit(key, rule.window) >= rule.limit:
                await self.counters.hit(lock, LOCK_SECONDS)
                await self.counters.clear(key)

    async def login_succeeded(self, account: str, address: str) -> None:
        await self.counters.clear(f"{LOGIN_PAIR.name}:{_pair(account, address)}")


def _pair(account: str, address: str) -> str:
    return f"{account.strip().lower()}@{address_key(address)}"


def address_key(address: str) -> str:
    """The subject of the per-address limits: an IPv4 address as is, an IPv6 one by its /64
    network ('2001:db8::1' -> '2001:db8::/64'), an IPv4-mapped IPv6 one as its IPv4."""
    try:
        ip = ipaddress.ip_address(address.strip())
    except ValueError:
        return address
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.IPv6Network((ip, 64), strict=False))
    return str(ip)


def phone_number(dialing: str | None, mobile: str | None) -> str:
    """'+84', '912 345 678' -> '84912345678' (the subject of the SMS limits)."""
    return re.sub(r"\D", "", dialing or "") + re.sub(r"\D", "", mobile or "")


def contact_key(contact: str | None) -> str:
    """'  Lan@Example.com ' -> 'lan@example.com'; '+84 912-345' -> '84912345' (a number)."""
    text = (contact or "").strip().lower()
    digits = re.sub(r"\D", "", text)
    if digits and re.fullmatch(r"[\d\s()+.-]+", text):
        return digits
    return re.sub(r"\s+", "", text)


def make_limits(
    redis: Redis | None,
    prefix: str,
    clock: Callable[[], float] = time.monotonic,
    *,
    sms_site_per_minute: int = SMS_SITE_PER_MINUTE,
) -> Limits:
    """Redis counters when configured (Redis keeps their time), else in-process on `clock`."""
    counters: Counters = (
        RedisCounters(redis, prefix) if redis is not None else MemoryCounters(clock=clock)
    )
    return Limits(counters, sms_site_per_minute=sms_site_per_minute)
