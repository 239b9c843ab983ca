"""The help centre query and value (docs/contract.md section 15)."""

from __future__ import annotations

from pydantic import Field

from ...schemas import Request, Upstream


class HelpQuery(Request):
    language: str | None = Field(
        None, pattern=r"^[A-Za-z]{2,5}$", description="the call's Language when absent"
    )


class HelpArticle(Upstream):
    id: int | str
    code: str = Field(
        description="about, contact, terms, responsible-gaming, privacy, affiliates and refund "
        "are the footer's links; the rest are how-to articles"
    )
    title: str
    content: str = Field(description="HTML, sanitised by the upstream with an allow-list")


class HelpCategory(Upstream):
    id: int | str
    code: str
    title: str
    articles: list[HelpArticle]


class HelpCenter(Upstream):
    categories: list[HelpCategory]
