"""Game launch: a vendor from fixtures/vendors.yaml, unless QA put it under maintenance.
A gameId must be one of the vendor's catalogue games or a lobby id of its vendor cards;
a catalogue game launched by a member is remembered as a recent game (GCS_recentGame).
The URL opens the simulator's demo game page with a launch ticket (features/play).

The launch fields of SPEC.md section 7 (accountType, confirmTrans, launchMode, platform,
clientType, username, merchantCode, language) are checked against the session and the
brand when sent. A PVP launch answers `value.content` as the address itself, as the real
platform does; every other launch answers `content.game_url`."""

from __future__ import annotations

from typing import Any

from ...core.db import Database
from ...core.journal.store import record
from ...core.ledger.store import LedgerStore
from ...errors import DomainError
from ...fixtures import Fixtures, Vendor
from ..content.service import pick_language
from ..favourites.store import record_launch
from ..games.store import by_id
from ..play.launch import launch_url
from ..wallet.service import auto_transfer_for_launch
from . import store
from .schemas import LaunchParams


def vendor(fixtures: Fixtures, vassalage: str) -> Vendor:
    for category in fixtures.categories:
        for candidate in category.vendors:
            if candidate.vassalage.upper() == vassalage.upper():
                return candidate
    raise DomainError("game.not.found")


def lobby_ids(fixtures: Fixtures, vassalage: str) -> set[int]:
    """The gameIds of every vendor card with this vassalage (TCG_SEA has three)."""
    return {
        candidate.gameId
        for category in fixtures.categories
        for candidate in category.vendors
        if candidate.vassalage.upper() == vassalage.upper()
    }


def checked_game(db: Database, fixtures: Fixtures, found: Vendor, game_id: int) -> bool:
    """Whether game_id is a catalogue game (True) or a vendor lobby (False); else not found."""
    row = by_id(db, game_id)
    if row is not None and row["vassalage"] == found.vassalage.upper():
        return True
    if game_id in lobby_ids(fixtures, found.vassalage):
        return False
    raise DomainError("game.not.found")


def in_maintenance(db: Database, vassalage: str) -> bool:
    return store.in_maintenance(db, vassalage)


def switch(db: Database, fixtures: Fixtures, vassalage: str, maintenance: bool, now: int) -> Any:
    found = vendor(fixtures, vassalage)
    store.set_maintenance(db, found.vassalage, maintenance)
    record(db, now, "game.switched", vassalage=found.vassalage, maintenance=maintenance)
    return {"vassalage": found.vassalage, "maintenance": maintenance}


def switches(db: Database) -> dict[str, bool]:
    return store.switches(db)


LAUNCH_MODES = frozenset({"GLS", "LOTT"})  # GLS games; LOTT the lottery lobby
PLATFORMS = frozenset({"html5-desktop", "html5-mobile", "html5"})
WEB_CLIENT = 3
REAL, FREE = 1, 0  # accountType of a real member's and a free-play launch


def _invalid(field: str, why: str) -> DomainError:
    return DomainError("game.launch.invalid", f"{field}: {why}", field=field)


def check_fields(
    fixtures: Fixtures, params: LaunchParams, *, account: str, trial: bool
) -> str | None:
    """Refuse launch fields that do not fit the session or the brand; answer the language
    the caller asked for (None: the Language header decides)."""
    if params.launchMode is not None and params.launchMode.upper() not in LAUNCH_MODES:
        raise _invalid("launchMode", f"one of {', '.join(sorted(LAUNCH_MODES))}")
    if params.platform is not None and params.platform.lower() not in PLATFORMS:
        raise _invalid("platform", f"one of {', '.join(sorted(PLATFORMS))}")
    if params.clientType is not None and params.clientType != WEB_CLIENT:
        raise _invalid("clientType", f"{WEB_CLIENT} (web)")
    if params.confirmTrans is not None and params.confirmTrans not in (0, 1):
        raise _invalid("confirmTrans", "0 or 1")
    expected = FREE if trial else REAL
    if params.accountType is not None and params.accountType != expected:
        raise _invalid("accountType", f"{expected} for this account")
    if params.merchantCode is not None and params.merchantCode != fixtures.brand.merchantCode:
        raise DomainError("merchant.invalid", field="merchantCode")
    if params.username is not None and params.username.strip().lower() != account.lower():
        raise DomainError("user.or.token.invalid", field="username")
    if params.language is None:
        return None
    known = {str(lang["code"]).upper() for lang in fixtures.brand.languages}
    if params.language.upper() not in known:
        raise _invalid("language", f"one of {', '.join(sorted(known))}")
    return pick_language(params.language, fixtures)


def launch(
    db: Database,
    fixtures: Fixtures,
    params: LaunchParams,
    *,
    account: str,
    member_id: int,
    language: str,
    now: int,
    session: str | None,
    trial: bool = False,
) -> dict[str, Any]:
    language = check_fields(fixtures, params, account=account, trial=trial) or language
    found = vendor(fixtures, params.vassalage)
    if in_maintenance(db, found.vassalage):
        raise DomainError("game.maintenance")
    game_id = params.gameId if params.gameId is not None else found.gameId
    if checked_game(db, fixtures, found, game_id):
        record_launch(db, member_id, game_id, now)
    url, ticket = launch_url(
        db,
        fixtures,
        found,
        game_id,
        member_id=member_id,
        language=language,
        now=now,
        session=session,
    )
    with db.transaction():  # the money follows the player into the game's wallet
        ledger = LedgerStore(db)
        auto_transfer_for_launch(
            ledger, db, fixtures, member_id, found.accountTypeName, launch_id=ticket.ticket, now=now
        )
    record(db, now, "game.launched", account, vassalage=found.vassalage, gameId=game_id)
    if ticket.game_type == "PVP":
        return {"content": url}
    return {"content": {"game_url": url}}
