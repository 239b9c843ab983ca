"""System status (maintenance beats region restriction), caller placement, module gate."""

from __future__ import annotations

import functools
import ipaddress
from dataclasses import dataclass
from typing import Any

from aiohttp import web

from ...errors import DomainError
from ...fixtures import Fixtures
from .store import SystemStore

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address


@dataclass(frozen=True)
class Placement:
    ip: str
    country: str


@dataclass(frozen=True)
class Status:
    maintenance: bool
    maintenance_end: int | None
    restricted: bool
    placement: Placement

    @property
    def code(self) -> int:
        """1 maintenance (wins), 2 region restricted, 0 normal."""
        return 1 if self.maintenance else 2 if self.restricted else 0


def _parse_ip(text: str | None) -> IPAddress | None:
    if not text:
        return None
    try:
        return ipaddress.ip_address(text.strip())
    except ValueError:
        return None


def caller_ip(request: web.Request) -> IPAddress:
    """The first X-Forwarded-For entry (the BFF forwards the browser's), else the peer."""
    forwarded = request.headers.get("X-Forwarded-For", "")
    ip = _parse_ip(forwarded.split(",")[0]) or _parse_ip(request.remote)
    return ip or ipaddress.ip_address("127.0.0.1")


def country_of(ip: IPAddress, geo: dict[str, str], home: str) -> str:
    """Longest-prefix match in the geo table; anything unmatched sits in the home country."""
    best: tuple[int, str] | None = None
    for network_text, country in geo.items():
        network = _network(network_text)
        inside = network.version == ip.version and ip in network
        if inside and (best is None or network.prefixlen > best[0]):
            best = (network.prefixlen, country)
    return best[1] if best else home


@functools.lru_cache(maxsize=1024)
def _network(text: str) -> ipaddress.IPv4Network | ipaddress.IPv6Network:
    """A geo table's network, parsed once (every gated request places its caller)."""
    return ipaddress.ip_network(text, strict=False)


def status_for(store: SystemStore, fixtures: Fixtures, ip: IPAddress) -> Status:
    settings = store.settings()
    country = country_of(ip, settings["geo"], fixtures.brand.homeCountry)
    maintenance = bool(settings["maintenance"])
    return Status(
        maintenance=maintenance,
        maintenance_end=settings["maintenanceEnd"] if maintenance else None,
        restricted=country in settings["blockedCountries"],
        placement=Placement(ip=str(ip), country=country),
    )


def status_value(
    status: Status, fixtures: Fixtures, domains: list[dict[str, Any]]
) -> dict[str, Any]:
    """The status value; `domains` are the domain routes (lines.domain_list)."""
    brand = fixtures.brand
    return {
        "status": status.code,
        "maintenance": status.maintenance,
        "maintenanceEnd": status.maintenance_end,
        "regionRestriction": status.restricted,
        "location": {"ip": status.placement.ip, "country": status.placement.country},
        "info": {
            "customerService": brand.customerService,
            "resources": brand.resources,
            "analytics": {"gtagId": brand.analytics.get("gtagId", "")},
            "imageCDNs": brand.imageCDNs,
            "launchGameCDNs": brand.launchGameCDNs,
            "domainRoute": {"domainList": domains},
        },
    }


def refuse_when_closed(status: Status) -> None:
    """During maintenance or restriction, gated paths refuse (docs/contract.md section 5)."""
    if status.maintenance:
        raise DomainError("function.not.available", "The system is under maintenance")
    if status.restricted:
        raise DomainError("region.restricted")


def require_module(store: SystemStore, mod_id: str | None) -> None:
    """A module switched off in the whitelabel tree refuses; unknown ids are not gated."""
    if mod_id and store.module_state(mod_id) == "0":
        raise DomainError("function.not.available", f"Module {mod_id} is not available")
