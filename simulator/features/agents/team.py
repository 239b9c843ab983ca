"""An agent's team: the agent and every member below them (members.upline_id), the one
scope of every agent-centre query (docs/contract.md section 13). A member outside the
caller's team is answered exactly as a member that does not exist, so the tree of another
agent cannot even be probed."""

from __future__ import annotations

from aiohttp import web

from ...core.db import Database
from ...core.members.store import AGENT_TYPES, Member, MemberStore
from ...errors import DomainError
from ...keys import DB, MEMBER_ID
from . import store


def team_levels(db: Database, agent_id: int) -> dict[int, int]:
    """Member id -> level below the agent (0: the agent)."""
    return store.team_levels(db, agent_id)


def team_ids(db: Database, agent_id: int) -> list[int]:
    return list(team_levels(db, agent_id))


def in_team(db: Database, agent_id: int, member_id: int) -> bool:
    return store.in_team(db, agent_id, member_id)


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
