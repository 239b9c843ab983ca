"""SQL over the real wins: settled demo rounds and won lottery tickets, with their games."""

from __future__ import annotations

import sqlite3

from ...core.db import Database

# One row shape for both sources. Trial (4) and staff (9) accounts play with money that is
# not theirs to win: never listed. `hundredths` is the multiplier the board shows (win / bet,
# rounded down to two decimals), an integer so the order never depends on floats.
_WINS = """
SELECT * FROM (
    SELECT 'round' AS source, r.id AS ref, m.account, r.game_id, r.vassalage, r.game_type,
           r.game_name AS fallback, g.name_en, g.name_vi, g.icon,
           r.bet, r.win, r.settled_at AS won_at, r.win * 100 / r.bet AS hundredths
    FROM rounds r
    JOIN members m ON m.id = r.member_id
    LEFT JOIN games g ON g.game_id = r.game_id
    WHERE r.win > 0 AND r.settled_at > :since AND r.settled_at <= :until
      AND m.type NOT IN (4, 9)
    UNION ALL
    SELECT 'lottery', t.ticket_id, m.account, COALESCE(g.game_id, 0),
           COALESCE(g.vassalage, :lottery_vendor), COALESCE(g.game_type, 'LOTT'),
           t.game_code, g.name_en, g.name_vi, g.icon,
           t.amount, t.win, t.settled_at, t.win * 100 / t.amount
    FROM lottery_tickets t
    JOIN members m ON m.id = t.member_id
    LEFT JOIN games g ON g.code = t.game_code
    WHERE t.status = 'won' AND t.win > 0 AND t.settled_at > :since AND t.settled_at <= :until
      AND m.type NOT IN (4, 9)
)
WHERE :game_type IS NULL OR game_type = :game_type
ORDER BY hundredths DESC, win DESC, won_at DESC, ref
LIMIT :limit
"""


def biggest_wins(
    db: Database,
    *,
    since: int,
    until: int,
    game_type: str | None,
    limit: int,
    lottery_vendor: str,
) -> list[sqlite3.Row]:
    """The wins settled in (since, until], best multiplier first, then the larger amount,
    then the newer; lottery games missing from the catalogue count as `lottery_vendor`'s."""
    params = {
        "since": since,
        "until": until,
        "game_type": game_type,
        "limit": limit,
        "lottery_vendor": lottery_vendor,
    }
    return db.all(_WINS, params)
