"""System paths: status, whitelabel tree, register field rules, countries."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import ConfigDict, Field, RootModel

from ...schemas import Request, Upstream


class StatusQuery(Request):
    url: str | None = Field(None, max_length=255, description="host the site is served from")


class Location(Upstream):
    ip: str | None = None
    country: str | None = None


class CustomerService(Upstream):
    csType: str
    path: str


class Resource(Upstream):
    resourceType: str
    url: str
    qrCodeUrl: str | None = None
    labelNameEn: str | None = None
    labelNameCn: str | None = None


class Analytics(Upstream):
    gtagId: str = ""


class StatusInfo(Upstream):
    customerService: list[CustomerService] = []
    resources: list[Resource] = []
    analytics: Analytics | None = None
    imageCDNs: list[str] = []
    launchGameCDNs: list[str] = []
    domainRoute: Any = None


class SystemStatus(Upstream):
    """0 normal, 1 maintenance (wins), 2 region restricted."""

    status: Literal[0, 1, 2]
    maintenance: bool
    maintenanceEnd: int | None = None
    regionRestriction: bool
    location: Location | None = None
    info: StatusInfo | None = None


class PublicInfo(Upstream):
    """Built by the BFF with every field (the bootstrap's status)."""

    model_config = ConfigDict(extra="allow", json_schema_serialization_defaults_required=True)

    customerService: list[CustomerService] = []
    resources: list[Resource] = []
    analytics: Analytics | None = None


class PublicStatus(Upstream):
    """SystemStatus as the browser sees it: no CDN lists or domain routes."""

    model_config = ConfigDict(extra="allow", json_schema_serialization_defaults_required=True)

    status: Literal[0, 1, 2]
    maintenance: bool
    maintenanceEnd: int | None = None
    regionRestriction: bool
    location: Location | None = None
    info: PublicInfo | None = None


class WhitelabelNode(Upstream):
    modId: str
    enabled: Literal["1", "0"]
    childrenNodes: list[WhitelabelNode] = []


class Whitelabel(RootModel[list[WhitelabelNode]]):
    pass


class RegisterField(Upstream):
    enabled: bool
    required: bool
    acceptedPattern: str
    patternId: int
    minLength: int
    maxLength: int


class RegisterSettings(RootModel[dict[str, RegisterField]]):
    pass


class Country(Upstream):
    countryCode: str
    countryDialingCode: str = Field(pattern=r"^\+[0-9]{1,4}$", description="With the plus sign")
    name: str


class Countries(RootModel[list[Country]]):
    pass


class DomainRoute(Upstream):
    domain: str
    speed: int = Field(description="milliseconds; the fastest is shown as the best line")


class DomainRoutes(Upstream):
    domainList: list[DomainRoute]


class CustomerServicePath(Upstream):
    type: int | str = Field(description="3: the chat address, encrypted for the client")
    path: str


class CustomerServiceVersion(Upstream):
    pathList: list[CustomerServicePath]


class CustomerServiceLookup(Upstream):
    """The upstream's lookup; the BFF keeps it (type 3's path is decrypted server-side)."""

    version: CustomerServiceVersion


class CustomerServiceUrl(Upstream):
    url: str = Field(description="the customer-service chat address, opened in a pop-up")
