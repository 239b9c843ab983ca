"""The contract entries of the call catalogue (docs/contract.md section 13): one
relay per contract kind, GET for the overview and POST for an action; nothing cached (the
answers are the member's and change with every action), POST never retried.

Three kinds are also reachable under the names the platform's own client uses (section 15,
`contracts.<kind>.alias`): the same policy and answers as the original names.
"""

from __future__ import annotations

from ...entry import Entry
from .schemas import ConsolidatedFlags, Contract, ContractOverview, ContractRequest

KINDS = (
    ("dividend", "MCSFE_processContractDividend", "SIGNCONDIV3", "Dividend contracts"),
    ("daily_salary", "MCSFE_processDailySalaryContract", "DAILYSALCONT3", "Daily salary"),
    ("hourly_salary", "MCSFE_processContractHourSalary", "HOURSAL3", "Hourly salary"),
    ("realtime_salary", "MCSFE_processRealTimeSalaryContract", "RTSALARY3", "Real-time salary"),
)
# kind -> the platform client's name for the same relay
ALIASES = {
    "dividend": "MCS2_processDividendReq",
    "daily_salary": "MCS2_processDailySalContract",
    "hourly_salary": "MCS2_processContractHourSalary",
}


def _pair(name: str, relay: str, module: str, title: str) -> tuple[Entry, Entry]:
    """The overview (GET) and the action (POST) of one contract relay."""
    return (
        Entry(
            name,
            f"/wps/relay/{relay}",
            token=True,
            real_account=True,
            agent_only=True,
            module=module,
            response=ContractOverview,
            summary=f"{title}: the caller's contract, offers, history and payouts",
            tags=("agents",),
        ),
        Entry(
            f"{name}.act",
            f"/wps/relay/{relay}",
            methods=("POST",),
            token=True,
            real_account=True,
            agent_only=True,
            module=module,
            body=ContractRequest,
            response=Contract,
            retry=False,
            summary=f"{title}: offer, accept (terminateLower), reject or terminate",
            tags=("agents",),
        ),
    )


CONTRACTS: tuple[Entry, ...] = (
    Entry(
        "member.consolidated",
        "/wps/member/info/funds/consolidated",
        token=True,
        response=ConsolidatedFlags,
        summary="Contract flags: which dividend and salary pages the agent centre shows",
        tags=("agents",),
    ),
    *(
        entry
        for kind, relay, module, title in KINDS
        for entry in _pair(f"contracts.{kind}", relay, module, title)
    ),
    *(
        entry
        for kind, relay, module, title in KINDS
        if kind in ALIASES
        for entry in _pair(
            f"contracts.{kind}.alias", ALIASES[kind], module, f"{title} (alias of {relay})"
        )
    ),
)
