"""Queries, bodies and values of the game relays (docs/contract.md section 10).

Values are permissive (extra fields pass through); browser input is strict.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ...schemas import Int, Request, Upstream

CODE = r"^[A-Za-z0-9_]{0,32}$"  # empty allowed: browsers send empty parameters
SHORT = r"^[A-Za-z0-9_.-]{0,32}$"
LANGUAGE = r"^[A-Za-z]{0,5}$"
MONEY = r"^([0-9]{1,12}(\.[0-9]{1,2})?)?$"
SIGNED = r"^-?[0-9]+\.[0-9]{2}$"  # an amount the upstream answers


class GameListQuery(Request):
    clientType: str | None = Field(None, pattern=SHORT)
    platform: str | None = Field(None, pattern=SHORT)
    channel: str | None = Field(None, pattern=SHORT)
    merchant: str | None = Field(None, pattern=SHORT)
    gameType: str | None = Field(None, pattern=CODE)
    vassalage: str | None = Field(None, pattern=CODE)
    gameClassify: Literal["NEW", "FAV", "ALL", "HOT", "RECENT"] | None = Field(
        None, description="NEW, FAV, ALL (default), HOT or RECENT"
    )
    gameName: str | None = Field(None, max_length=64, description="case-insensitive search")
    minBet: str | None = Field(None, pattern=MONEY, description="games whose minBet is at most")
    minLineNum: Int | None = Field(None, ge=0, le=100_000)
    language: str | None = Field(None, pattern=LANGUAGE)
    pageNo: Int | None = Field(None, ge=1, le=1_000_000, description="1-based")
    pageSize: Int | None = Field(None, ge=1, le=100, description="default 30")


class HotGamesQuery(Request):
    merchantCode: str | None = Field(None, pattern=SHORT)
    isPlatform: Int | None = Field(None, ge=0, le=9)
    vassalage: str | None = Field(None, pattern=CODE)
    platform: str | None = Field(None, pattern=SHORT)
    language: str | None = Field(None, pattern=LANGUAGE)


class VassalageQuery(Request):
    vassalage: str = Field(pattern=r"^[A-Za-z0-9_]{1,32}$")
    language: str | None = Field(None, pattern=LANGUAGE)


class RoomQuery(Request):
    vassalage: str | None = Field(None, pattern=CODE)
    language: str | None = Field(None, pattern=LANGUAGE)


class RankQuery(Request):
    gameType: str | None = Field(None, pattern=CODE)
    size: Int | None = Field(None, ge=1, le=50)
    language: str | None = Field(None, pattern=LANGUAGE)


class LanguageQuery(Request):
    language: str | None = Field(None, pattern=LANGUAGE)


class FavouriteRequest(Request):
    gameId: Int = Field(ge=1, le=2**31)
    action: Literal["add", "remove"] = "add"


class FavouriteGameRequest(Request):
    """The platform client's add and remove calls name the action in the relay."""

    gameId: Int = Field(ge=1, le=2**31)


class Game(Upstream):
    gameId: int | str
    gameName: str
    vassalage: str
    gameType: str | None = None
    code: str | None = None
    nodeId: int | str | None = None
    roomId: int | str | None = None
    icon: str | None = None
    names: dict[str, str] | None = None
    accountTypeName: str | None = None
    vendorName: str | None = None
    isNew: int | bool | None = None
    isHot: int | bool | None = None
    minBet: str | None = None
    lines: int | None = None
    releaseDate: int | None = None
    defaultPlayType: str | None = None
    isFavorite: bool | None = None
    isGame: str | None = Field(None, description="VASSALAGE: opens a list of its games")


Games = list[Game]  # aliases: a field named `list` hides the builtin in a class body


class GamePage(Upstream):
    games: list[Game]
    totalPages: int
    totalCount: int | None = None
    pageNo: int | None = None
    pageSize: int | None = None


class GameListValue(Upstream):
    list: Games


class FavouriteGame(Game):
    addedAt: int | None = None


FavouriteGames = list[FavouriteGame]


class FavouriteList(Upstream):
    list: FavouriteGames


class RecentGame(Game):
    launchedAt: int | None = None


RecentGameList = list[RecentGame]


class RecentGames(Upstream):
    list: RecentGameList


class FavouriteValue(Upstream):
    gameId: int | str
    action: Literal["add", "remove"]
    isFavorite: bool
    changed: bool = Field(description="false when it already was so")


class GameType(Upstream):
    gameType: str
    vassalage: str | None = None
    title: str | None = None
    gameCount: int | None = None


class Room(Upstream):
    roomId: int | str
    roomName: str | None = None
    gameId: int | str | None = None
    vassalage: str
    gameType: str | None = None
    minBet: str | None = None
    maxBet: str | None = None
    online: int | None = None
    status: str | None = None


RoomList = list[Room]


class Rooms(Upstream):
    list: RoomList


class Winner(Upstream):
    rank: int
    account: str
    gameId: int | str | None = None
    gameName: str | None = None
    vassalage: str | None = None
    winAmount: str
    multiplier: str | None = None


Winners = list[Winner]


class RankList(Upstream):
    list: Winners


GameTypes = list[GameType]

DAY = r"^([0-9]{4}-[0-9]{2}-[0-9]{2})?$"


class BetRecordQuery(Request):
    beginDate: str | None = Field(None, pattern=DAY, description="yyyy-MM-dd (UTC), inclusive")
    endDate: str | None = Field(None, pattern=DAY, description="yyyy-MM-dd (UTC), inclusive")
    gameType: str | None = Field(None, pattern=CODE)
    vassalage: str | None = Field(None, pattern=CODE)
    pageNo: Int | None = Field(None, ge=1, le=100_000, description="1-based")
    pageSize: Int | None = Field(None, ge=1, le=100, description="default 20")
    language: str | None = Field(None, pattern=LANGUAGE)


class BetRow(Upstream):
    roundId: str
    gameName: str
    vassalage: str
    gameType: str
    betAmount: str = Field(pattern=SIGNED)
    validBet: str = Field(pattern=SIGNED)
    winAmount: str = Field(pattern=SIGNED)
    profit: str = Field(pattern=SIGNED, description="win - bet once settled, else 0.00")
    betTime: int = Field(description="epoch milliseconds")
    status: str


class BetTotals(Upstream):
    """Over every matching round, not only the page."""

    betAmount: str = Field(pattern=SIGNED)
    validBet: str = Field(pattern=SIGNED)
    winAmount: str = Field(pattern=SIGNED)
    profit: str = Field(pattern=SIGNED)


BetRows = list[BetRow]


class BetRecord(Upstream):
    list: BetRows
    totalCount: int
    totalPages: int
    pageNo: int
    pageSize: int
    totals: BetTotals
