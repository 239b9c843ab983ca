"""Queries, bodies and values of the lottery calls (docs/contract.md section 11).

Values are permissive (extra fields pass through); browser input is strict.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ...schemas import Int, Request, Upstream

GAME_CODE = r"^[A-Za-z0-9_]{1,40}$"
SHORT = r"^[A-Za-z0-9_.-]{0,32}$"
LANGUAGE = r"^[A-Za-z]{0,5}$"
MONEY = r"^[0-9]{1,12}(\.[0-9]{1,2})?$"
ISSUE = r"^[0-9]{8}-[0-9]{4}$"


class MenuQuery(Request):
    language: str | None = Field(None, pattern=LANGUAGE)


class PopularQuery(Request):
    count: Int | None = Field(None, ge=1, le=100, description="default 20")
    prizeMode: Literal["", "Lott", "ZY", "Elott", "SEA"] | None = Field(
        None, description="Lott (Vietnam), SEA, Elott or ZY; empty for all"
    )
    device: str | None = Field(None, pattern=SHORT)
    language: str | None = Field(None, pattern=LANGUAGE)


class OpenedQuery(Request):
    gameCode: str = Field(pattern=GAME_CODE)
    count: Int | None = Field(None, ge=1, le=100, description="default 100")


class GameCodeQuery(Request):
    gameCode: str = Field(pattern=GAME_CODE)


class OrdersQuery(Request):
    gameCode: str | None = Field(None, pattern=GAME_CODE)
    status: Literal["open", "won", "lost"] | None = None
    count: Int | None = Field(None, ge=1, le=100, description="default 20")


class OrderRequest(Request):
    gameCode: str = Field(pattern=GAME_CODE)
    playType: str = Field(pattern=r"^[A-Za-z0-9_]{1,40}$")
    numbers: list[str] = Field(min_length=1, max_length=20)
    amount: str = Field(pattern=MONEY, description="decimal string, at least the game's minBet")
    issue: str | None = Field(None, pattern=ISSUE, description="the open issue, if given")


class LotteryGame(Upstream):
    gameCode: str
    gameName: str
    gameId: int
    gameType: str
    accountTypeName: str
    prizeMode: str
    defaultPlayType: str | None
    playTypes: list[str]
    period: str
    icon: str = Field(description="a path under an image CDN host")
    isHot: int
    isNew: int
    minBet: str
    currentIssue: str
    closeTime: str
    drawTime: str


class GameMenu(Upstream):
    gameGroupCode: str
    labelName: str
    prizeMode: str | None = Field(None, description="the SEA and e-lottery menus' groups")
    games: list[LotteryGame]


class GameMenus(Upstream):
    gameMenus: list[GameMenu]


class RecentLotteryGame(LotteryGame):
    lastIssue: str
    lastDrawTime: str
    lastNumbers: list[str]


class RecentLotteryGames(Upstream):
    games: list[RecentLotteryGame]


class PopularGames(Upstream):
    list: list[LotteryGame]
    total: int


class Draw(Upstream):
    issue: str
    drawTime: str
    numbers: list[str]


class OpenedNumbers(Upstream):
    gameCode: str
    list: list[Draw]


class LatestNumero(Upstream):
    gameCode: str
    issue: str
    drawTime: str
    numbers: list[str]
    nextIssue: str
    nextDrawTime: str


class ChoicePick(Upstream):
    kind: Literal["choice"]
    options: list[str] = Field(description="one of these: BIG, SMALL, ODD, EVEN, CRAB, ...")


class DigitsPick(Upstream):
    kind: Literal["digits"]
    size: int = Field(description="a string of this many digits")


class NumbersPick(Upstream):
    kind: Literal["numbers"]
    low: int
    high: int
    least: int = Field(description="pick at least this many distinct numbers of low to high")
    most: int


class PrizeRow(Upstream):
    """What must come up, and what it returns in times the stake (the stake included):
    pick (the pick itself), hits (`count` of the picked numbers drawn, of `value` picked),
    all (every one of `count` picks drawn), sum (the total `value`), symbol (the symbol shows
    `count` times), prize (each of `count` prizes ending in the two digits), special (the
    special prize, or the special number), triple (any triple: times 0.00, it loses)."""

    match: Literal["pick", "hits", "all", "sum", "symbol", "prize", "special", "triple"]
    times: str = Field(pattern=MONEY)
    count: int | None = None
    value: str | None = None


class LotteryPlay(Upstream):
    code: str = Field(description="the play type: the order's playType")
    pick: ChoicePick | DigitsPick | NumbersPick = Field(discriminator="kind")
    pays: list[PrizeRow] = Field(description="the prize table")


class CurrentIssue(Upstream):
    gameCode: str
    issue: str
    status: str
    openTime: str
    closeTime: str
    drawTime: str
    serverTime: str
    period: str
    playTypes: list[str]
    plays: list[LotteryPlay] = Field(description="each play type: its pick and prize table")


class Ticket(Upstream):
    ticketId: str
    gameCode: str
    issue: str
    drawAt: str
    playType: str
    numbers: list[str]
    amount: str
    win: str
    status: Literal["open", "won", "lost"]
    result: list[str] | None = Field(description="the drawn numbers once settled")
    placedAt: str
    settledAt: str | None


class OrderValue(Upstream):
    ticket: Ticket
    balance: str


class Tickets(Upstream):
    list: list[Ticket]
    total: int
