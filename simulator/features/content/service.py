"""The caller's language and the vendor lanes, from fixtures."""

from __future__ import annotations

from typing import Any

from ...fixtures import Fixtures


def pick_language(header: str | None, fixtures: Fixtures) -> str:
    codes = {lang["code"] for lang in fixtures.brand.languages}
    code = (header or "").strip().upper()
    return code if code in codes else fixtures.brand.defaultLanguage


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
