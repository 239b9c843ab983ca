"""GET /bff/bootstrap: everything the SPA needs at start, in one round trip."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from ..members.schemas import Balance, MemberInfo
from ..system.schemas import (
    Country,
    CustomerService,
    PublicStatus,
    RegisterField,
    WhitelabelNode,
)

# The BFF builds these answers itself and dumps every field, defaults included.
BUILT = ConfigDict(json_schema_serialization_defaults_required=True)


class Language(BaseModel):
    model_config = BUILT

    code: str
    locale: str
    label: str
    flag: str


class Theme(BaseModel):
    model_config = BUILT

    defaultMode: str = "dark"
    colors: dict[str, str] = {}


class Brand(BaseModel):
    model_config = BUILT

    merchantCode: str
    name: str
    platform: str | None = None
    lotteryType: str | None = None
    device: str | None = None
    defaultLanguage: str
    languages: list[Language]
    currency: str | None = None
    currencySymbol: str | None = None
    theme: Theme | None = None
    ageConsent: int | None = None
    loginedToHomePage: bool = False
    logo: str | None = None
    customerService: list[CustomerService] = []
    registerBonusText: str | None = None
    timeZone: str | None = Field(None, description="IANA zone of the market's days")


class SessionState(BaseModel):
    model_config = BUILT

    loggedIn: bool
    account: str | None = None
    accountType: int | None = None
    # A forced password change is pending: the SPA reopens the modal after a reload.
    passwordChangeRequired: bool = False


class Preloaded(BaseModel):
    model_config = BUILT

    path: str = Field(description="the call as the SPA makes it: path and query")
    value: dict[str, Any] = Field(description="its answer's value, as that call answers it")


class Bootstrap(BaseModel):
    model_config = ConfigDict(
        populate_by_name=True, json_schema_serialization_defaults_required=True
    )

    brand: Brand
    status: PublicStatus
    modules: dict[str, bool]
    whitelabel: list[WhitelabelNode]
    register_rules: dict[str, RegisterField] = Field(alias="register")
    countries: list[Country]
    imageCdn: str | None
    session: SessionState
    member: MemberInfo | None = None
    balance: Balance | None = None
    language: str = Field(
        description="the brand language code the answer's texts are in (the Language header, "
        "else the session's, else the brand's default)"
    )
    preloaded: list[Preloaded] = Field(
        [],
        description="The public reads of the first screen (shell and home page) in the "
        "bootstrap's language, so a first visit needs no other round trip; one that failed "
        "is left out",
    )
