"""Base classes shared by every feature's schemas, the `Name` type of free-text names and
the strict `Int` of every integer the browser sends."""

from __future__ import annotations

import unicodedata
from typing import Annotated

from pydantic import AfterValidator, BaseModel, ConfigDict, Strict
from pydantic_core import PydanticCustomError


class Upstream(BaseModel):
    """A value read from the upstream: extra fields are kept, so new ones pass through."""

    model_config = ConfigDict(extra="allow")


class Request(BaseModel):
    """A body or query from the browser: unknown fields are refused (request.invalid)."""

    model_config = ConfigDict(extra="forbid", str_strip_whitespace=False)


class Empty(Request):
    """No parameters."""


# Characters no name may hold: controls (Cc: NUL, tab, newline ...), format characters (Cf:
# the bidi embeddings and overrides U+202A-U+202E, the isolates U+2066-U+2069, the marks
# U+200E/U+200F, zero-width characters) and the line and paragraph separators. They are
# invisible or reorder the text around them, so "\u202eevil" shows as "live" wherever the
# name is displayed (a downline list, a bank account holder, the back office). Ordinary
# spaces (Zs) stay allowed.
HIDDEN_CATEGORIES = frozenset({"Cc", "Cf", "Zl", "Zp"})


def visible_text(value: str | None) -> str | None:
    """The value, if it holds no control, format (bidi) or separator character."""
    for char in value or "":
        if unicodedata.category(char) in HIDDEN_CATEGORIES:
            raise ValueError(f"must not contain control or bidi characters (U+{ord(char):04X})")
    return value


# A name typed by someone (real name, nickname, bank account holder): a field's own
# Field(max_length=...) still applies (and keeps its message), then visible_text.
Name = Annotated[str, AfterValidator(visible_text)]
MaybeName = Annotated[str | None, AfterValidator(visible_text)]


# Every integer and boolean field of a browser's Request: strict, so a body's must be a JSON
# integer (not true, 1.0 or "1", which pydantic's lax mode would take, nor "1.0", " 1", "+1"
# or "1_000") or a JSON true or false (not 1, 0, "true" or "yes"), as the OpenAPI document's
# `type: integer` and `type: boolean` say. In a query string, plain decimal digits and `true`
# or `false` are turned into the value first (parsing.parse_query). Bounds go on the field:
# Field(ge, le).
Int = Annotated[int, Strict()]
Bool = Annotated[bool, Strict()]


def json_boolean(value: object) -> object:
    """A JSON true or false only: the strictness of `Bool` for a Literal[True] field."""
    if not isinstance(value, bool):
        raise PydanticCustomError("bool_type", "Input should be a valid boolean")
    return value
