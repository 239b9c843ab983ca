"""The game catalogue entries of the call catalogue (docs/contract.md section 10).

Caching: the vendor lanes (relay/entries.py), hot games and the winner board are the same for
every player, so they are cached per language and flushed on a language change; a
vendor's game types are cached per language. Nothing personal is cached: the game list
(it carries isFavorite and serves FAV and RECENT, and one entry cannot tell those apart
in the cache), favourites, recent games, live rooms (seats change each minute) and the
betting record (it changes with every round; real accounts only).

MCSFE_addFavoriteGameV2 and MCSFE_removeFavoriteGameV2 are the platform client's names for
MCSFE_getFavoriteGames with action add and remove (section 15): the same policy and answer.
"""

from __future__ import annotations

from ...entry import CacheScope, Entry
from .schemas import (
    BetRecord,
    BetRecordQuery,
    FavouriteGameRequest,
    FavouriteList,
    FavouriteRequest,
    FavouriteValue,
    GameListQuery,
    GameListValue,
    GamePage,
    GameTypes,
    HotGamesQuery,
    LanguageQuery,
    RankList,
    RankQuery,
    RecentGames,
    RoomQuery,
    Rooms,
    VassalageQuery,
)

GAMES: tuple[Entry, ...] = (
    Entry(
        "games.list",
        "/wps/relay/GCSGAME_gameList",
        token=True,
        module="GAMELO3",
        query=GameListQuery,
        response=GamePage,
        summary="A page of games: filter by gameType, vassalage, gameClassify, gameName",
        tags=("games",),
    ),
    Entry(
        "games.hot",
        "/wps/relay/GCSGAME_hotGamesV2",
        module="GAMELOHOT3",
        query=HotGamesQuery,
        response=GameListValue,
        cache=CacheScope.LANGUAGE,
        ttl=120,
        flush_on_language=True,
        summary="Hot games (value.list), optionally of one vendor",
        tags=("games",),
    ),
    Entry(
        "games.types",
        "/wps/relay/GCSGAME_getVassGameType",
        token=True,
        module="GAMELO3",
        query=VassalageQuery,
        response=GameTypes,
        cache=CacheScope.LANGUAGE,
        ttl=300,
        summary="The game types a vendor (vassalage) offers",
        tags=("games",),
    ),
    Entry(
        "games.favourite",
        "/wps/relay/MCSFE_getFavoriteGames",
        methods=("POST",),
        token=True,
        module="GAMELO3",
        body=FavouriteRequest,
        response=FavouriteValue,
        summary="Add (action add) or remove (action remove) a favourite game; idempotent",
        tags=("games",),
    ),
    *(
        Entry(
            f"games.favourite.{action}",
            f"/wps/relay/MCSFE_{action}FavoriteGameV2",
            methods=("POST",),
            token=True,
            module="GAMELO3",
            body=FavouriteGameRequest,
            response=FavouriteValue,
            summary=f"{action.capitalize()} a favourite game (MCSFE_getFavoriteGames with "
            f"action {action}); idempotent",
            tags=("games",),
        )
        for action in ("add", "remove")
    ),
    Entry(
        "games.favourites",
        "/wps/relay/MCSFE_getFavoriteGamesList",
        token=True,
        module="GAMELO3",
        query=LanguageQuery,
        response=FavouriteList,
        summary="The member's favourite games, newest first",
        tags=("games",),
    ),
    Entry(
        "games.recent",
        "/wps/relay/GCS_recentGame",
        token=True,
        module="GAMELOREC3",
        query=LanguageQuery,
        response=RecentGames,
        summary="The member's recently launched games, newest first",
        tags=("games",),
    ),
    Entry(
        "games.rooms",
        "/wps/relay/GLS2_roomList",
        token=True,
        module="GAMELO3",
        query=RoomQuery,
        response=Rooms,
        summary="Rooms (tables) of the live vendors, with seats taken",
        tags=("games",),
    ),
    Entry(
        "games.ranks",
        "/wps/relay/GCSGAME_getRankList",
        module="GAMELO3",
        query=RankQuery,
        response=RankList,
        cache=CacheScope.LANGUAGE,
        ttl=60,
        flush_on_language=True,
        summary="The winner board",
        tags=("games",),
    ),
    Entry(
        "games.betRecord",
        "/wps/relay/ODSFE2_getBetRecord",
        token=True,
        real_account=True,
        query=BetRecordQuery,
        response=BetRecord,
        summary="The member's betting record (demo rounds), newest first, with totals",
        tags=("games",),
    ),
)
