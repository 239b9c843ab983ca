"""The help centre in one language: every category with its articles, the brand's name, age
and currency filled in, the content sanitised (an allow-list of tags) before it leaves."""

from __future__ import annotations

from typing import Any

from ...core.html import sanitise
from ...fixtures import Fixtures


def _in(texts: dict[str, str], language: str, default: str) -> str:
    return texts.get(language) or texts.get(default) or ""


def _filled(text: str, fixtures: Fixtures) -> str:
    brand = fixtures.brand
    age = (brand.model_extra or {}).get("ageConsent", 18)
    values = {"{brand}": brand.name, "{age}": str(age), "{currency}": brand.currency}
    for placeholder, value in values.items():
        text = text.replace(placeholder, value)
    return text


def help_centre(fixtures: Fixtures, language: str) -> dict[str, Any]:
    default = fixtures.brand.defaultLanguage
    return {
        "categories": [
            {
                "id": category.id,
                "code": category.code,
                "title": _filled(_in(category.title, language, default), fixtures),
                "articles": [
                    {
                        "id": article.id,
                        "code": article.code,
                        "title": _filled(_in(article.title, language, default), fixtures),
                        "content": sanitise(
                            _filled(_in(article.content, language, default), fixtures)
                        ),
                    }
                    for article in category.articles
                ],
            }
            for category in fixtures.help.categories
        ]
    }
