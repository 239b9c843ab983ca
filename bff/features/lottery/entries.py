"""The lottery entries of the call catalogue (docs/contract.md section 11).

Caching: menus and popular games are the same for every player, cached per language and
flushed on a language change (they carry the open issue, so the TTL stays short); results
are cached a few seconds (a draw is at most every 30 s). Tickets are personal: never cached,
real accounts only, and placing one is never retried.
"""

from __future__ import annotations

from ...entry import CacheScope, Entry
from .schemas import (
    CurrentIssue,
    GameCodeQuery,
    GameMenus,
    LatestNumero,
    MenuQuery,
    OpenedNumbers,
    OpenedQuery,
    OrderRequest,
    OrdersQuery,
    OrderValue,
    PopularGames,
    PopularQuery,
    RecentLotteryGames,
    Tickets,
)

RESULTS = "AGEANNOUNCE3"
MENU_TTL = 10.0
RESULT_TTL = 3.0

LOTTERY: tuple[Entry, ...] = (
    Entry(
        "lottery.menus",
        "/lgw/games/game_menus",
        query=MenuQuery,
        response=GameMenus,
        cache=CacheScope.LANGUAGE,
        ttl=MENU_TTL,
        flush_on_language=True,
        summary="SEA and e-lottery games by family (gameMenus: gameGroupCode, labelName, games)",
        tags=("lottery",),
    ),
    Entry(
        "lottery.vn.menu",
        "/lgw/vn/games/game_menu",
        query=MenuQuery,
        response=GameMenus,
        cache=CacheScope.LANGUAGE,
        ttl=MENU_TTL,
        flush_on_language=True,
        summary="Vietnam lottery games by region (VN_NORTH, VN_CENTRAL, VN_SOUTH, VN_EXPRESS)",
        tags=("lottery",),
    ),
    Entry(
        "lottery.vn.recent",
        "/lgw/vn/games/game_menu/recent",
        query=MenuQuery,
        response=RecentLotteryGames,
        cache=CacheScope.LANGUAGE,
        ttl=RESULT_TTL,
        flush_on_language=True,
        summary="Vietnam lottery games with their latest result, most recently drawn first",
        tags=("lottery",),
    ),
    Entry(
        "lottery.popular",
        "/lgw/games/popular",
        module=RESULTS,
        query=PopularQuery,
        response=PopularGames,
        cache=CacheScope.LANGUAGE,
        ttl=MENU_TTL,
        flush_on_language=True,
        summary="Popular lottery games (count 20), optionally of one prize mode",
        tags=("lottery",),
    ),
    Entry(
        "lottery.vn.opened",
        "/lgw/vn/numeros/opened/game",
        module=RESULTS,
        query=OpenedQuery,
        response=OpenedNumbers,
        cache=CacheScope.GLOBAL,
        ttl=RESULT_TTL,
        summary="The latest drawn numbers of a game (count 100), newest first",
        tags=("lottery",),
    ),
    Entry(
        "lottery.opened",
        "/lotto/lgw/games/opened/numero",
        module=RESULTS,
        query=GameCodeQuery,
        response=LatestNumero,
        cache=CacheScope.GLOBAL,
        ttl=RESULT_TTL,
        summary="The latest result of a game and its next issue",
        tags=("lottery",),
    ),
    Entry(
        "lottery.current",
        "/lgw/games/current",
        query=GameCodeQuery,
        response=CurrentIssue,
        cache=CacheScope.GLOBAL,
        ttl=1.0,
        summary="The issue open for betting: closeTime and drawTime",
        tags=("lottery",),
    ),
    Entry(
        "lottery.orders",
        "/lgw/orders",
        methods=("GET", "POST"),
        token=True,
        real_account=True,
        query=OrdersQuery,
        body=OrderRequest,
        response=OrderValue | Tickets,  # POST is never retried (only GETs are)
        summary="GET: my lottery tickets, newest first; POST: place a ticket on the open issue",
        tags=("lottery",),
    ),
)
