"""Base classes shared by every feature's schemas."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class Upstream(BaseModel):
    """A value read from the upstream: extra fields are kept, so new ones pass through."""

    model_config = ConfigDict(extra="allow")


class Request(BaseModel):
    """A body or query from the browser: unknown fields are refused (request.invalid)."""

    model_config = ConfigDict(extra="forbid", str_strip_whitespace=False)


class Empty(Request):
    """No parameters."""
