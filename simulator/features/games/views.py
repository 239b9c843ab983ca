"""How a game row is shown: names in the request language, icon path, money strings."""

from __future__ import annotations

import sqlite3
from typing import Any

from ...core.money import format_minor
from ...fixtures import Fixtures
from ..content.service import pick_language
from .store import Locale


def locale_of(fixtures: Fixtures, language: str | None) -> Locale:
    """The name column for a language code: the brand maps codes to locales (TY -> vi)."""
    code = pick_language(language, fixtures)
    for lang in fixtures.brand.languages:
        if lang["code"] == code:
            return "vi" if str(lang.get("locale", "")).lower().startswith("vi") else "en"
    return "en"


def names(fixtures: Fixtures, row: sqlite3.Row) -> dict[str, str]:
    """The game's name in each brand language it has a name of its own in (English and
    Vietnamese); every other language shows the English name, so listing it adds nothing."""
    out: dict[str, str] = {}
    for lang in fixtures.brand.languages:
        locale = str(lang.get("locale", "")).lower()
        if locale.startswith("vi"):
            out[lang["code"]] = row["name_vi"]
        elif locale.startswith("en"):
            out[lang["code"]] = row["name_en"]
    return out


def game_view(
    fixtures: Fixtures, row: sqlite3.Row, locale: Locale, favourite: bool | None = None
) -> dict[str, Any]:
    value: dict[str, Any] = {
        "gameId": row["game_id"],
        "gameName": row["name_vi"] if locale == "vi" else row["name_en"],
        "names": names(fixtures, row),
        "code": row["code"],
        "vassalage": row["vassalage"],
        "gameType": row["game_type"],
        "accountTypeName": row["account_type"],
        "vendorName": row["vendor_name"],
        "nodeId": row["node_id"],
        "roomId": row["room_id"],
        # A path under an image CDN host, as vendor icons are: the BFF's client joins it to
        # the image host it picked at random from imageCDNs, so the hosts share the load.
        "icon": row["icon"],
        "isNew": row["is_new"],
        "isHot": row["is_hot"],
        "minBet": format_minor(row["min_bet"]),
        "lines": row["lines"],
        "releaseDate": row["released_at"],
        "defaultPlayType": row["play_type"],
    }
    if favourite is not None:
        value["isFavorite"] = favourite
    return value
