"""Login with an SMS code (type "sms", module MOBILEVERCODELOGIN3) and free play."""

from __future__ import annotations

import secrets

from ...core.db import Database
from ...core.journal.store import record
from ...core.ledger.store import LedgerStore
from ...core.members.store import TRIAL, Member, MemberStore, NewMember
from ...errors import DomainError
from ...fixtures import Fixtures
from ...passwords import Passwords
from ..system.service import require_module
from ..system.store import SystemStore
from ..verification.service import SMS, check_code, phone
from ..verification.store import CodeStore
from ..wallet.service import credit_from_house, open_player_wallet
from .schemas import LoginBody
from .service import refuse_non_member

DEMO_BALANCE = 200_000  # minor units: 2,000.00 to play with
FREEPLAY_NONCE = "freeplay-nonce"


def sms_login(db: Database, fixtures: Fixtures, body: LoginBody, now: int) -> Member:
    """username is the mobile number, password the code /wps/verification/sms/noLogin sent."""
    require_module(SystemStore(db), "MOBILEVERCODELOGIN3")
    to = phone(body.username, body.countryDialingCode, fixtures)
    check_code(db, SMS, to.recipient, body.password, now, use=True)
    member = MemberStore(db).by_mobile(to.dialing, to.mobile)
    if member is None:
        raise DomainError("USER_NOT_EXIST", "No account with this mobile number")
    if member.locked:
        raise DomainError("account.locked")
    refuse_non_member(member)
    return member


async def start_free_play(
    db: Database, passwords: Passwords, fixtures: Fixtures, nonce: str, now: int
) -> Member:
    """A fresh trial account (type 4) with a small demo balance; a nonce is used once."""
    codes = CodeStore(db)
    if codes.exists(FREEPLAY_NONCE, nonce):
        raise DomainError("request.invalid", "This nonce was already used", field="nonce")
    members, ledger = MemberStore(db), LedgerStore(db)
    password_hash = await passwords.hash_async(secrets.token_urlsafe(24))
    with db.transaction():
        codes.issue(FREEPLAY_NONCE, "", nonce, now, 86_400_000)
        account = f"guest{secrets.token_hex(4)}"
        member_id = members.insert(
            NewMember(
                account=account,
                password_hash=password_hash,
                nickname="Guest",
                created_at=now,
                type=TRIAL,
                register_method="FREEPLAY",
            )
        )
        wallet = open_player_wallet(ledger, member_id, fixtures.brand.currency, now)
        credit_from_house(
            ledger, wallet, DEMO_BALANCE, reference=f"demo:{account}", kind="demo_balance", now=now
        )
        record(db, now, "freeplay.started", account, balance=DEMO_BALANCE)
    member = members.by_id(member_id)
    assert member is not None
    return member
