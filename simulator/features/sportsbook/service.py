"""The sportsbook of the SPORTS and ESPORTS vendors (docs/contract.md section 10, "Sportsbook").

The board lists each sport's leagues with their league winner market, and their matches from
an hour before now to twelve hours ahead, with the score of the ones in play and every open
market's odds at this moment of the clock. A bet is one selection (a single) or two to ten of
different matches (a parlay; a league winner bet is a single): its
stake is posted at once (`bet:<roundId>`) and the bet is a round row, open until its matches
are decided. The odds are the ones of the moment the bet is placed; the player says which
changes they accept since they saw them (none, higher, any).

Each minute (the `sports.settle` job) every leg whose match has ended is decided from the
match's result (the seed's, or QA's forced score or void); a bet settles once every leg is
decided, or at once when a leg loses (`win:<roundId>` when it returns anything), with its
points and missions as every round.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from ...core.db import Database
from ...core.journal.store import record
from ...core.money import format_minor, parse_minor
from ...core.world import store as world_store
from ...errors import DomainError
from ...fixtures import Fixtures, PointsSettings
from ..launch.service import in_maintenance
from ..missions.notices import Watch
from ..play import store as rounds
from ..play.service import balance_of, open_round, settle_open, wallet_for
from ..play.store import Round
from ..play.tickets import Ticket
from ..responsible.service import check_stake
from . import catalogue, model, outright, settle, store
from .catalogue import HOUR, MINUTE, League, Match

SPORTSBOOKS = frozenset({"SABA", "CMD", "BTI", "IMES", "TF", "IA", "AV", "AI"})
MARGINS = {"SABA": 0.05, "CMD": 0.045, "BTI": 0.055}  # esports vendors: ESPORTS_MARGIN
ESPORTS_MARGIN = 0.06
BEFORE = HOUR  # the board shows matches that kicked off up to this long ago ...
AHEAD = 12 * HOUR  # ... and those that kick off this far ahead
MAX_LEGS = 10
MAX_STAKE_TIMES = 500  # the most a bet may stake: the vendor's minimum bet times this


def is_sportsbook(ticket: Ticket) -> bool:
    return ticket.vassalage in SPORTSBOOKS and ticket.game_type in ("SPORTS", "ESPORTS")


def _esports(ticket: Ticket) -> bool:
    return ticket.game_type == "ESPORTS"


def _margin(ticket: Ticket) -> float:
    return ESPORTS_MARGIN if _esports(ticket) else MARGINS.get(ticket.vassalage, 0.05)


# -- results ---------------------------------------------------------------------------------


def result_of(db: Database, found: Match, now: int) -> dict[str, Any]:
    """The match's result: QA's, or the seed's (kept once the match has ended)."""
    kept = store.result(db, found.id)
    if kept is not None:
        return kept[0]
    played = model.simulate(world_store.seed(db), found)
    if now >= found.ends:
        store.keep(db, found.id, played, found.ends)
    return played


def force(
    db: Database, match_id: str, *, home: int | None, away: int | None, void: bool, now: int
) -> dict[str, Any]:
    """QA: the match ends with this score (goals, points or sets in the match's time), or is
    void. A match that has ended keeps its result: forcing it is refused."""
    found = catalogue.match(world_store.seed(db), match_id)
    if found is None:
        raise DomainError("match.not.found")
    if now >= found.ends and store.result(db, match_id) is not None:
        raise DomainError("match.decided", value={"endedAt": found.ends})
    if void:
        value: dict[str, Any] = {"void": True}
    else:
        assert home is not None and away is not None
        _check_score(found, home, away)
        value = {"home": home, "away": away, "events": _spread(found, home, away)}
    with db.transaction():
        store.force(db, match_id, value, found.ends)
        record(db, now, "sports.forced", None, matchId=match_id, result=value)
    return {"matchId": match_id, "endsAt": found.ends, **value}


def _check_score(found: Match, home: int, away: int) -> None:
    sport = found.league.sport
    if sport.model == "sets":
        needed = sport.best_of // 2 + 1
        if max(home, away) != needed or min(home, away) >= needed:
            raise DomainError("request.invalid", f"A best of {sport.best_of} ends at {needed} sets")
    elif not sport.draws and home == away:
        raise DomainError("request.invalid", f"{sport.en} has no draws")


def _spread(found: Match, home: int, away: int) -> list[list[Any]]:
    """A forced score's goals (sets) at even minutes of the match, home first."""
    sides = ["home"] * home + ["away"] * away
    if found.league.sport.model == "points":
        return []
    step = found.league.sport.minutes // (len(sides) + 1)
    return [[side, (i + 1) * step] for i, side in enumerate(sides)]


# -- the board -------------------------------------------------------------------------------


def _status(found: Match, now: int) -> str:
    return "upcoming" if now < found.kickoff else "live" if now < found.ends else "ended"


def match_view(db: Database, found: Match, now: int, margin: float, lang: str) -> dict[str, Any]:
    league, sport = found.league, found.league.sport
    status = _status(found, now)
    view: dict[str, Any] = {
        "matchId": found.id,
        "sport": sport.code,
        "league": league.vi if lang == "vi" else league.en,
        "home": found.home.name,
        "away": found.away.name,
        "kickoff": found.kickoff,
        "endsAt": found.ends,
        "status": status,
        "unit": sport.unit,
        "score": None,
        "markets": [],
    }
    if status == "upcoming":
        score = model.Score(0, 0)
    else:
        result = result_of(db, found, now)
        if result.get("void"):
            view["status"] = "void"
            return view
        score = model.score_at(found, result, now)
        view["score"] = {"home": score.home, "away": score.away}
    if model.open_for_bets(found, now):
        view["markets"] = model.markets(found, score, now, margin)
    return view


def board(
    db: Database, fixtures: Fixtures, ticket: Ticket, now: int, sport_code: str | None
) -> dict[str, Any]:
    seed, esports = world_store.seed(db), _esports(ticket)
    leagues = catalogue.leagues(seed, esports)
    sports = list(dict.fromkeys(league.sport for league in leagues))
    chosen = next((s for s in sports if s.code == sport_code), sports[0])
    margin = _margin(ticket)
    groups = []
    for league in (found for found in leagues if found.sport == chosen):
        matches = catalogue.fixtures(
            seed, league, now - BEFORE - league.sport.minutes * MINUTE, now + AHEAD
        )
        groups.append(
            {
                "league": league.code,
                "name": league.vi if ticket.lang == "vi" else league.en,
                "matches": [
                    match_view(db, found, now, margin, ticket.lang)
                    for found in matches
                    if found.ends > now - BEFORE
                ],
                "outright": outright.market(
                    seed,
                    outright.season_at(league, now),
                    now,
                    margin,
                    lambda played: result_of(db, played, now),
                ),
            }
        )
    return {
        "game": {
            "gameId": ticket.game_id,
            "gameName": ticket.game_name,
            "vassalage": ticket.vassalage,
            "table": "sportsbook",
            "minBet": format_minor(ticket.min_bet),
            "maxBet": format_minor(ticket.min_bet * MAX_STAKE_TIMES),
            "maxLegs": MAX_LEGS,
        },
        "now": now,
        "sports": [
            {"code": s.code, "name": s.vi if ticket.lang == "vi" else s.en, "unit": s.unit}
            for s in sports
        ],
        "sport": chosen.code,
        "leagues": groups,
        "mine": [
            bet_view(played) for played in store.member_bets(db, ticket.member_id, ticket.vassalage)
        ],
        "balance": format_minor(balance_of(db, fixtures, ticket)),
        "currency": fixtures.brand.currency,
    }


def bet_view(played: Round) -> dict[str, Any]:
    bet = played.outcome
    return {
        "roundId": played.id,
        "kind": "parlay" if len(bet["legs"]) > 1 else "single",
        "stake": format_minor(played.bet),
        "odds": bet["odds"],
        "potential": bet["potential"],
        "win": format_minor(played.win),
        "status": played.status,
        "placedAt": played.placed_at,
        "legs": [
            {
                k: leg.get(k)
                for k in (
                    "matchId",
                    "home",
                    "away",
                    "league",
                    "market",
                    "selection",
                    "line",
                    "odds",
                    "kickoff",
                    "result",
                    "score",
                    "unit",
                )
            }
            for leg in bet["legs"]
        ],
    }


# -- bets ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Pick:
    match_id: str
    market: str
    selection: str
    line: str | None
    odds: str


def _priced(db: Database, ticket: Ticket, pick: Pick, now: int) -> dict[str, Any]:
    """The pick as a leg priced now (its odds the book's of this moment); refused when its
    match or season is not on this book, or its market is not offered now."""
    if pick.market == "outright":
        return _priced_outright(db, ticket, pick, now)
    found = catalogue.match(world_store.seed(db), pick.match_id)
    if found is None or (found.league.sport in catalogue.ESPORTS) != _esports(ticket):
        raise DomainError("match.not.found", field="legs")
    view = match_view(db, found, now, _margin(ticket), ticket.lang)
    for market in view["markets"]:
        if market["market"] != pick.market or market["line"] != pick.line:
            continue
        for selection in market["selections"]:
            if selection["selection"] == pick.selection:
                return {
                    **_leg_of(found.league, pick, market["line"], selection["odds"]),
                    "home": found.home.name,
                    "away": found.away.name,
                    "kickoff": found.kickoff,
                    "ends": found.ends,
                }
    raise DomainError("sports.market.closed", value={"matchId": found.id}, field="legs")


def _priced_outright(db: Database, ticket: Ticket, pick: Pick, now: int) -> dict[str, Any]:
    seed = world_store.seed(db)
    found = outright.season(seed, pick.match_id)
    if found is None or (found.league.sport in catalogue.ESPORTS) != _esports(ticket):
        raise DomainError("match.not.found", field="legs")
    market = outright.market(seed, found, now, _margin(ticket), lambda m: result_of(db, m, now))
    for selection in market["selections"] if market else []:
        if selection["selection"] == pick.selection:
            return {
                **_leg_of(found.league, pick, None, selection["odds"]),
                "home": selection["name"],
                "away": None,
                "kickoff": found.closes,
                "ends": found.ends,
            }
    raise DomainError("sports.market.closed", value={"matchId": found.id}, field="legs")


def _leg_of(league: League, pick: Pick, line: str | None, odds: str) -> dict[str, Any]:
    return {
        "matchId": pick.match_id,
        "sport": league.sport.code,
        "unit": league.sport.unit,
        "league": league.en,
        "market": pick.market,
        "selection": pick.selection,
        "line": line,
        "odds": odds,
        "result": None,
    }


def _accepts(seen: str, now_odds: str, accept: str) -> bool:
    if accept == "any" or seen == now_odds:
        return True
    return accept == "higher" and Fraction(now_odds) > Fraction(seen)


def place(
    db: Database,
    fixtures: Fixtures,
    ticket: Ticket,
    *,
    round_id: str,
    picks: list[Pick],
    stake: str,
    accept: str,
    account: str,
    now: int,
) -> dict[str, Any]:
    """A single or a parlay at the odds of now; the same round id answers the same bet."""
    amount = parse_minor(stake)
    low, high = ticket.min_bet, ticket.min_bet * MAX_STAKE_TIMES
    if not low <= amount <= high:
        raise DomainError(
            "sports.stake.invalid",
            f"A stake is {format_minor(low)} to {format_minor(high)}",
            field="stake",
            value={"min": format_minor(low), "max": format_minor(high)},
        )
    if not 1 <= len(picks) <= MAX_LEGS or len({p.match_id for p in picks}) != len(picks):
        raise DomainError(
            "sports.legs.invalid",
            f"One to {MAX_LEGS} selections of different matches",
            field="legs",
        )
    if len(picks) > 1 and any(p.market == "outright" for p in picks):
        raise DomainError("sports.legs.invalid", "An outright is bet as a single", field="legs")
    with db.transaction():
        existing = rounds.get(db, round_id)
        if existing is not None:
            if existing.member_id != ticket.member_id or existing.bet != amount:
                raise DomainError("round.conflict")
            return _answer(db, fixtures, ticket, existing, replayed=True)
        legs = [_priced(db, ticket, pick, now) for pick in picks]
        changed = [
            {k: leg[k] for k in ("matchId", "market", "line", "selection", "odds")}
            for pick, leg in zip(picks, legs, strict=True)
            if not _accepts(pick.odds, leg["odds"], accept)
        ]
        if changed:
            raise DomainError("sports.odds.changed", value={"legs": changed})
        if in_maintenance(db, ticket.vassalage):
            raise DomainError("game.maintenance")
        wallet = wallet_for(db, fixtures, ticket, now)
        if wallet.available < amount:
            raise DomainError("balance.insufficient")
        check_stake(db, ticket.member_id, amount, now=now, zone=fixtures.brand.zone)
        odds = Fraction(1)
        for leg in legs:
            odds *= Fraction(leg["odds"])
        hundredths = int(odds * 100)  # shown rounded down, as each leg's odds are
        shown_odds = f"{hundredths // 100}.{hundredths % 100:02d}"
        potential = int(amount * odds)
        name = _name(legs)
        played = Round(
            id=round_id,
            member_id=ticket.member_id,
            game_id=store.SPORTS_GAME_ID,
            vassalage=ticket.vassalage,
            game_type=ticket.game_type,
            game_name=name,
            seq=rounds.next_seq(db),
            bet=amount,
            win=0,
            outcome={
                "kind": "sports",
                "legs": legs,
                "odds": shown_odds,
                "potential": format_minor(potential),
                "accept": accept,
                "walletId": wallet.id,
            },
            placed_at=now,
            settled_at=None,
            status="open",
        )
        open_round(db, wallet, played, account=account, legs=len(legs), odds=shown_odds)
    return _answer(db, fixtures, ticket, played, replayed=False)


def _name(legs: list[dict[str, Any]]) -> str:
    """The betting record's name of the bet: the match and pick, or the parlay's matches."""
    if len(legs) == 1 and legs[0]["market"] == "outright":
        leg = legs[0]
        return f"{leg['league']} winner: {leg['home']} @ {leg['odds']}"
    if len(legs) == 1:
        leg = legs[0]
        line = f" {leg['line']}" if leg["line"] else ""
        pick = f"{leg['market']} {leg['selection']}{line} @ {leg['odds']}"
        return f"{leg['home']} v {leg['away']}: {pick}"
    matches = ", ".join(f"{leg['home']} v {leg['away']}" for leg in legs)
    return f"Parlay ({len(legs)}): {matches}"[:200]


def _answer(
    db: Database, fixtures: Fixtures, ticket: Ticket, played: Round, *, replayed: bool
) -> dict[str, Any]:
    return {
        "bet": bet_view(played),
        "balance": format_minor(balance_of(db, fixtures, ticket)),
        "replayed": replayed,
    }


# -- settling --------------------------------------------------------------------------------


def settle_due(
    db: Database, fixtures: Fixtures, now: int, *, watch: Watch | None = None
) -> list[dict[str, Any]]:
    """Decide every leg whose match has ended, and settle the bets that are decided."""
    seed = world_store.seed(db)
    done = []
    with db.transaction():
        for played in rounds.open_rounds(db, store.SPORTS_GAME_ID):
            bet = dict(played.outcome)
            if bet.get("kind") != "sports":
                continue
            legs, moved = [dict(leg) for leg in bet["legs"]], False
            for leg in legs:
                if leg["result"] is None and leg["ends"] <= now:
                    leg.update(_decide(db, seed, leg, now))
                    moved = True
            if not moved:
                continue
            bet["legs"] = legs
            decided = [leg for leg in legs if leg["result"] is not None]
            lost = [leg for leg in decided if leg["result"] == "lose"]
            if lost or len(decided) == len(legs):
                at = min(leg["ends"] for leg in lost) if lost else max(leg["ends"] for leg in legs)
                done.append(_settle(db, played, bet, fixtures.brand.points, at=at, watch=watch))
            else:
                rounds.update_open(db, played.id, bet=played.bet, outcome=bet)
    return done


def _decide(db: Database, seed: int, leg: dict[str, Any], now: int) -> dict[str, Any]:
    """A leg's result (and the score it was decided on) once its match or season has ended."""
    if leg["market"] == "outright":
        season = outright.season(seed, leg["matchId"])
        assert season is not None
        results = list(outright.decided(seed, season, now, lambda m: result_of(db, m, now)))
        top = outright.winner(season.league, results)
        return {"result": "win" if leg["selection"] == f"t{top + 1}" else "lose"}
    found = catalogue.match(seed, leg["matchId"])
    assert found is not None
    final = result_of(db, found, now)
    if final.get("void"):
        return {"result": "void"}
    events = final.get("events") or []
    result = settle.leg_result(
        leg["market"],
        leg["selection"],
        leg["line"],
        final["home"],
        final["away"],
        first=events[0][0] if events else None,
    )
    return {"result": result, "score": {"home": final["home"], "away": final["away"]}}


def _settle(
    db: Database,
    played: Round,
    bet: dict[str, Any],
    points: PointsSettings,
    *,
    at: int,
    watch: Watch | None,
) -> dict[str, Any]:
    legs = bet["legs"]
    lost = any(leg["result"] == "lose" for leg in legs)
    win = 0 if lost else settle.returns(played.bet, [(leg["result"], leg["odds"]) for leg in legs])
    settle_open(db, played, win=win, outcome=bet, at=at, points=points, watch=watch)
    return {"roundId": played.id, "win": format_minor(win)}
