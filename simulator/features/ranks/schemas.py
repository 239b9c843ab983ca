"""PUT /__sim/players/<account> body (the control surface refuses unknown keys)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, StrictInt


class PlayerBody(BaseModel):
    model_config = ConfigDict(extra="forbid")

    clubRank: StrictInt = Field(ge=1, le=6)
