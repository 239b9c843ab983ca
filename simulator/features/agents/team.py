"""An agent's team: the agent and every member below them (members.upline_id), the one
scope of every agent-centre query (docs/contract.md section 13). A member outside the
caller's team is answered exactly as a member that does not exist, so the tree of another
agent cannot even be probed."""

from __future__ import annotations

from aiohttp import web

from ...db import Database
from ...errors import DomainError
from ...keys import DB, MEMBER_ID
from ..members.store import AGENT_TYPES, Member, MemberStore

# The team as a recursive query: (id, level) with level 0 the agent, 1 direct downlines...
TEAM_CTE = """
WITH RECURSIVE team(id, level) AS (
    SELECT ?, 0
    UNION ALL
    SELECT m.id, team.level + 1 FROM members m JOIN team ON m.upline_id = team.id
    WHERE team.level < 64
)
"""


def team_levels(db: Database, agent_id: int) -> dict[int, int]:
    """Member id -> level below the agent (0: the agent)."""
    rows = db.all(f"{TEAM_CTE} SELECT id, level FROM team", (agent_id,))
    return {row["id"]: row["level"] for row in rows}


def team_ids(db: Database, agent_id: int) -> list[int]:
    return list(team_levels(db, agent_id))


def in_team(db: Database, agent_id: int, member_id: int) -> bool:
    row = db.one(f"{TEAM_CTE} SELECT 1 FROM team WHERE id = ?", (agent_id, member_id))
    return row is not None


def downline(db: Database, agent: Member, account: str | None, field: str = "account") -> Member:
    """A member of the agent's team other than the agent: agent.member.not.found (404)
    for anyone else, whether they exist or not."""
    found = MemberStore(db).by_account((account or "").strip()) if account else None
    if found is None or found.id == agent.id or not in_team(db, agent.id, found.id):
        raise DomainError("agent.member.not.found", field=field)
    return found


def calling_agent(request: web.Request) -> Member:
    """The caller, who must be an agent (types 1, 2, 41, 42): agent.only (403) otherwise."""
    member = MemberStore(request.config_dict[DB]).by_id(request[MEMBER_ID])
    if member is None:
        raise DomainError("login.not.session")
    if member.type not in AGENT_TYPES:
        raise DomainError("agent.only")
    return member
