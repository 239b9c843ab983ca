"""Bodies of the live tables' calls (the page's and QA's)."""

from __future__ import annotations

from typing import Annotated, Literal
from uuid import UUID

from pydantic import BaseModel, ConfigDict, Field, StrictInt

AMOUNT = r"^\d{1,13}(\.\d{1,2})?$"


class BetBody(BaseModel):
    model_config = ConfigDict(extra="forbid")

    t: str = Field(min_length=1, max_length=64)
    roundId: UUID
    spot: str = Field(min_length=1, max_length=20)
    bet: str = Field(pattern=AMOUNT)


Card = Annotated[str, Field(pattern=r"^(A|[2-9]|10|J|Q|K)[♠♥♦♣]$")]


class DealBody(BaseModel):
    model_config = ConfigDict(extra="forbid")

    t: str = Field(min_length=1, max_length=64)
    roundId: UUID
    bet: str = Field(pattern=AMOUNT)


class ActionBody(BaseModel):
    model_config = ConfigDict(extra="forbid")

    t: str = Field(min_length=1, max_length=64)
    roundId: UUID
    action: Literal["hit", "stand", "double"]


Winner = Literal["player", "banker", "tie", "dragon", "tiger", "meron", "wala", "draw"]


class ForcedResult(BaseModel):
    """The fields of a result the next round deals: baccarat, dragon tiger and cockfight `winner`,
    roulette `number`, sic bo `dice` (three, in any order); a blackjack table's next hand
    `cards` (player, dealer, player, the dealer's hole card, then the cards drawn)."""

    model_config = ConfigDict(extra="forbid")

    winner: Winner | None = None
    number: StrictInt | None = Field(None, ge=0, le=36)
    dice: list[StrictInt] | None = Field(None, min_length=3, max_length=3)
    cards: list[Card] | None = Field(None, min_length=4, max_length=16)

    def wanted(self) -> dict[str, object]:
        found = self.model_dump(exclude_none=True)
        if "dice" in found:
            found["dice"] = sorted(found["dice"])
        return found
