"""Announcements to agents (fixtures/agent_announcements.yaml), newest first, in the caller's
language (the brand's default where a text has no translation)."""

from __future__ import annotations

from typing import Any

from ...core.clock import epoch_ms
from ...fixtures import Fixtures
from ...paging import paged
from .schemas import PageQuery


def agent_announcements(fixtures: Fixtures, language: str, params: PageQuery) -> dict[str, Any]:
    default = fixtures.brand.defaultLanguage
    items = sorted(fixtures.agent_announcements, key=lambda a: (a.createdAt, a.id), reverse=True)
    start = (params.pageNo - 1) * params.pageSize
    shown = [
        {
            "id": item.id,
            "title": item.title.get(language) or item.title.get(default, ""),
            "content": item.content.get(language) or item.content.get(default, ""),
            "createdAt": epoch_ms(item.createdAt),
        }
        for item in items[start : start + params.pageSize]
    ]
    return paged(shown, len(items), params.pageNo, params.pageSize)
