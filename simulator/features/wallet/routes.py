"""GET /wps/v2/wallets/balance; the wallet relays GCS_merchantWallet, GCS_walletTransfer,
GCS_recoverBalance, GCS_setAutoTransfer, MCSFE_transferToUpline (encrypted); GET
/__sim/ledger/check."""

from __future__ import annotations

from aiohttp import web

from ...core.journal.store import record
from ...core.ledger.store import LedgerStore
from ...core.members.store import MemberStore
from ...core.money import amount_of
from ...envelope import ok
from ...errors import DomainError
from ...keys import BODY, CLOCK, DB, FIXTURES, MEMBER_ID, PASSWORDS
from ...parsing import read_json, validate
from ...routing import Endpoint, Relay, add_relay, endpoint
from ..responsible.service import check_stake
from .schemas import AutoTransferBody, RecoverBody, UplineTransferBody, WalletTransferBody
from .service import (
    MAIN,
    balance_value,
    ledger_check,
    merchant_wallet,
    recover_all,
    set_auto_transfer,
    transfer_between,
)
from .upline import transfer_to_upline

routes = web.RouteTableDef()
REAL = Endpoint(token=True, real=True)
POST = frozenset({"POST"})


@routes.get("/wps/v2/wallets/balance")
@endpoint(token=True)
async def balance(request: web.Request) -> web.Response:
    ledger = LedgerStore(request.config_dict[DB])
    return ok(balance_value(ledger, request[MEMBER_ID], request.config_dict[FIXTURES]))


async def get_merchant_wallet(request: web.Request) -> web.Response:
    cfg = request.config_dict
    return ok(merchant_wallet(cfg[DB], request[MEMBER_ID], cfg[FIXTURES].brand))


def _account(request: web.Request) -> str:
    member = MemberStore(request.config_dict[DB]).by_id(request[MEMBER_ID])
    if member is None:
        raise DomainError("login.not.session")
    return member.account


async def wallet_transfer(request: web.Request) -> web.Response:
    body = validate(WalletTransferBody, await read_json(request))
    amount = amount_of(body.amount, "amount")
    cfg, member_id = request.config_dict, request[MEMBER_ID]
    db, now = cfg[DB], cfg[CLOCK].now_ms()
    ledger = LedgerStore(db)
    reference = f"xfer:{member_id}:{body.requestId}"
    with db.transaction():
        if body.fromAccountTypeId == MAIN and ledger.transfer(reference) is None:
            # Money moved into a game wallet is money to play with: it must fit the limits.
            check_stake(db, member_id, amount, now=now, zone=cfg[FIXTURES].brand.zone)
        transfer_between(
            ledger,
            cfg[FIXTURES],
            member_id,
            source_type=body.fromAccountTypeId,
            target_type=body.toAccountTypeId,
            amount=amount,
            reference=reference,
            now=now,
        )
    return ok(balance_value(ledger, member_id, cfg[FIXTURES]))


async def recover_balance(request: web.Request) -> web.Response:
    body = validate(RecoverBody, await read_json(request))
    cfg, member_id = request.config_dict, request[MEMBER_ID]
    db, now = cfg[DB], cfg[CLOCK].now_ms()
    ledger = LedgerStore(db)
    with db.transaction():
        moves = recover_all(
            ledger,
            cfg[FIXTURES],
            member_id,
            reference=f"recover:{member_id}:{body.requestId}",
            now=now,
        )
    value = balance_value(ledger, member_id, cfg[FIXTURES])
    value["recovered"] = len(moves)
    return ok(value)


async def auto_transfer(request: web.Request) -> web.Response:
    body = validate(AutoTransferBody, await read_json(request))
    cfg, member_id = request.config_dict, request[MEMBER_ID]
    set_auto_transfer(cfg[DB], member_id, body.autoTransfer)
    record(
        cfg[DB],
        cfg[CLOCK].now_ms(),
        "wallet.auto_transfer",
        _account(request),
        on=body.autoTransfer,
    )
    return ok(merchant_wallet(cfg[DB], member_id, cfg[FIXTURES].brand))


async def upline_transfer(request: web.Request) -> web.Response:
    body = validate(UplineTransferBody, request[BODY])
    cfg = request.config_dict
    member = MemberStore(cfg[DB]).by_id(request[MEMBER_ID])
    if member is None:
        raise DomainError("login.not.session")
    done = await transfer_to_upline(cfg[DB], cfg[PASSWORDS], member, body, now=cfg[CLOCK].now_ms())
    done["balance"] = balance_value(LedgerStore(cfg[DB]), member.id, cfg[FIXTURES])
    return ok(done)


@routes.get("/__sim/ledger/check")
async def check(request: web.Request) -> web.Response:
    return ok(ledger_check(LedgerStore(request.config_dict[DB])))


def setup(app: web.Application) -> None:
    app.add_routes(routes)
    add_relay(app, "GCS_merchantWallet", Relay(get_merchant_wallet, policy=REAL))
    add_relay(app, "GCS_walletTransfer", Relay(wallet_transfer, POST, policy=REAL))
    add_relay(app, "GCS_recoverBalance", Relay(recover_balance, POST, policy=REAL))
    add_relay(app, "GCS_setAutoTransfer", Relay(auto_transfer, POST, policy=REAL))
    secret = Endpoint(token=True, real=True, encrypted=True)
    add_relay(app, "MCSFE_transferToUpline", Relay(upline_transfer, POST, policy=secret))
