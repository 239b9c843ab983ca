"""The declarative call catalogue: every upstream call the BFF will make or forward.

Each feature lists its calls in its own `entries.py` (an `Entry`, bff/entry.py, per call);
this module assembles them into one table and is the only place that does. A browser path
that is not an exposed entry here answers `path.not.found`. The forwarder, the status
gate, the cache and the OpenAPI document all read this table, so one entry in a feature's
`entries.py` is usually all a new plain call needs (a new feature's tuple is added below).
"""

from __future__ import annotations

from .entry import Entry
from .features.accounts.entries import ACCOUNTS
from .features.agents.entries import AGENTS
from .features.announcements.entries import ANNOUNCEMENTS
from .features.chat.entries import CHAT
from .features.contracts.entries import CONTRACTS
from .features.feedback.entries import FEEDBACK
from .features.games.entries import GAMES
from .features.help.entries import HELP
from .features.join.entries import JOIN
from .features.launch.entries import LAUNCH
from .features.lottery.entries import LOTTERY
from .features.members.entries import MEMBERS
from .features.messages.entries import MESSAGES
from .features.missions.entries import MISSIONS
from .features.points.entries import POINTS
from .features.promotions.entries import PROMOTIONS
from .features.ranks.entries import RANKS
from .features.referral.entries import REFERRAL
from .features.relay.entries import RELAY
from .features.responsible.entries import RESPONSIBLE
from .features.session.entries import SESSION
from .features.system.entries import SYSTEM
from .features.verification.entries import VERIFICATION
from .features.wallet.entries import BALANCE, WALLET
from .features.winners.entries import WINNERS

# The order is the order of the paths in the OpenAPI document.
ENTRIES: tuple[Entry, ...] = (
    SYSTEM
    + SESSION
    + MEMBERS
    + BALANCE
    + ANNOUNCEMENTS
    + RELAY
    + VERIFICATION
    + LAUNCH
    + ACCOUNTS
    + GAMES
    + LOTTERY
    + WALLET
    + AGENTS
    + CONTRACTS
    + PROMOTIONS
    + MISSIONS
    + POINTS
    + MESSAGES
    + REFERRAL
    + RANKS
    + RESPONSIBLE
    + FEEDBACK
    + HELP
    + CHAT
    + WINNERS
    + JOIN
)

BY_NAME: dict[str, Entry] = {e.name: e for e in ENTRIES}
BY_PATH: dict[str, Entry] = {}
for _item in sorted(ENTRIES, key=lambda e: not e.exposed):  # one path may have two entries
    BY_PATH.setdefault(_item.path, _item)


def entry(name: str) -> Entry:
    return BY_NAME[name]


def exposed_at(path: str) -> Entry | None:
    """The exposed entry serving `path`, if any."""
    found = BY_PATH.get(path)
    return found if found is not None and found.exposed else None


def language_flushed() -> list[Entry]:
    return [e for e in ENTRIES if e.flush_on_language]
