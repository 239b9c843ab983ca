"""Announcements (banners) and vendor lanes, from fixtures."""

from __future__ import annotations

from typing import Any

from ...fixtures import Fixtures

EMPTY_COLLECTIONS = ("player", "popup", "promotion")


def pick_language(header: str | None, fixtures: Fixtures) -> str:
    codes = {lang["code"] for lang in fixtures.brand.languages}
    code = (header or "").strip().upper()
    return code if code in codes else fixtures.brand.defaultLanguage


def announcements(fixtures: Fixtures, types: set[str], language: str) -> dict[str, Any]:
    default = fixtures.brand.defaultLanguage
    banners = [
        {
            "id": banner.id,
            "title": banner.title.get(language) or banner.title.get(default, ""),
            "url": banner.url,
            "image": fixtures.image_url(banner.image),
            "groupName": banner.groupName,
        }
        for banner in fixtures.banners
    ]
    value: dict[str, Any] = {"banners": banners if "B" in types else []}
    value.update({name: [] for name in EMPTY_COLLECTIONS})
    return value


def vendor_lanes(fixtures: Fixtures) -> dict[str, Any]:
    lanes = [
        {
            "title": category.title,
            "gameType": category.gameType,
            "cards": [
                {
                    "vassalage": vendor.vassalage,
                    "displayName": vendor.displayName,
                    "smallIcon": vendor.smallIcon,
                    "isHot": vendor.isHot,
                    "accountTypeName": vendor.accountTypeName,
                    "gameType": category.gameType,
                    "gameId": vendor.gameId,
                    "nodeId": vendor.nodeId,
                    **({"isGame": vendor.isGame} if vendor.isGame else {}),
                }
                for vendor in category.vendors
            ],
        }
        for category in fixtures.categories
    ]
    return {"data": {"lanes": lanes}}
