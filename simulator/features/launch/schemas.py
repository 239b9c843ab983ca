"""Launch parameters (query on GET, JSON body or query on POST), SPEC.md section 7.

The shapes are checked here (a bad one is `request.invalid`); whether the values fit the
session, the brand and the platform is checked by the service (`game.launch.invalid`,
`merchant.invalid`, `user.or.token.invalid`). A field left out takes its default, so older
callers that send only vassalage and gameId still launch.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class LaunchParams(BaseModel):
    model_config = ConfigDict(extra="ignore")

    vassalage: str = Field(min_length=1, max_length=32, pattern=r"^[A-Za-z0-9_]+$")
    gameId: int | None = Field(None, ge=0, le=2**31)
    nodeId: int | None = Field(None, ge=0, le=2**31)
    accountType: int | None = Field(None, ge=0, le=99, description="1 real, 0 free play")
    confirmTrans: int | None = Field(None, ge=0, le=9)
    launchMode: str | None = Field(None, max_length=16)
    platform: str | None = Field(None, max_length=30)
    clientType: int | None = Field(None, ge=0, le=99)
    username: str | None = Field(None, max_length=64)
    merchantCode: str | None = Field(None, max_length=32)
    language: str | None = Field(None, max_length=8)
