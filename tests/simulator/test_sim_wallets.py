"""Wallets: the balance lists the main and every game wallet; transfers between main
and a game wallet, "recover all", auto-transfer on launch, single-wallet merchants, and the
transfer to upline; every retry of a requestId moves money once."""

from __future__ import annotations

import uuid
from pathlib import Path

from playkit import auth, first_game, launch, minor
from simkit import MakeClient, Sim

BALANCE = "/wps/v2/wallets/balance"
MERCHANT_WALLET = "/wps/relay/GCS_merchantWallet"
TRANSFER = "/wps/relay/GCS_walletTransfer"
RECOVER = "/wps/relay/GCS_recoverBalance"
AUTO = "/wps/relay/GCS_setAutoTransfer"
UPLINE = "/wps/relay/MCSFE_transferToUpline"
PG, JILI, MAIN = 101, 102, 2


def _wallets(value: dict) -> dict[int, int]:
    return {row["accountTypeId"]: minor(row["availBalance"]) for row in value["balance"]}


async def _move(
    sim: Sim, headers: dict, source: int, target: int, amount: str, **kw: object
) -> dict:
    body = {
        "fromAccountTypeId": source,
        "toAccountTypeId": target,
        "amount": amount,
        "requestId": str(kw.pop("request_id", uuid.uuid4())),
    }
    return await sim.call("POST", TRANSFER, json=body, headers=headers, **kw)


async def test_balance_lists_every_wallet_and_transfers_move_exactly(sim: Sim) -> None:
    headers = await auth(sim)
    value = await sim.value("GET", BALANCE, headers=headers)
    wallets = _wallets(value)
    assert next(iter(wallets)) == MAIN and len(wallets) == 25  # main + 24 game wallets
    assert value["balance"][1] == {
        "accountTypeId": PG,
        "accountTypeName": "PG",
        "displayName": "PG Soft",
        "availBalance": "0.00",
    }
    total = minor(value["sumBalance"])
    request_id = uuid.uuid4()
    moved = await _move(sim, headers, MAIN, PG, "250000.50", request_id=request_id)
    again = await _move(sim, headers, MAIN, PG, "250000.50", request_id=request_id)
    assert _wallets(moved["value"]) == _wallets(again["value"])
    assert _wallets(again["value"])[PG] == 25_000_050
    assert minor(again["value"]["sumBalance"]) == total
    back = await _move(sim, headers, PG, MAIN, "0.50")
    assert _wallets(back["value"])[PG] == 25_000_000
    conflict = await _move(sim, headers, MAIN, PG, "1", request_id=request_id, status=409)
    assert conflict["errorCode"] == "transfer.conflict"
    for source, target, amount, code, status in (
        (PG, JILI, "1", "wallet.transfer.invalid", 400),
        (MAIN, MAIN, "1", "wallet.transfer.invalid", 400),
        (MAIN, 999, "1", "wallet.not.found", 404),
        (PG, MAIN, "250001", "insufficient.funds", 400),
        (MAIN, PG, "0", "field.invalid", 400),
        (MAIN, PG, "1.001", "field.invalid", 400),
    ):
        refused = await _move(sim, headers, source, target, amount, status=status)
        assert refused["errorCode"] == code, (source, target, amount, refused)
    await _move(sim, headers, MAIN, JILI, "1000")
    recovered = await sim.value(
        "POST", RECOVER, json={"requestId": str(uuid.uuid4())}, headers=headers
    )
    assert recovered["recovered"] == 2
    assert [w for w, amount in _wallets(recovered).items() if amount] == [MAIN]
    assert minor(recovered["sumBalance"]) == total
    check = await sim.control("GET", "/__sim/ledger/check")
    assert check["balanced"] and check["negative"] == []


async def test_auto_transfer_on_launch_moves_money_to_the_game_wallet(sim: Sim) -> None:
    headers = await auth(sim)
    assert await sim.value("GET", MERCHANT_WALLET, headers=headers) == {
        "isSingle": False,
        "autoTransfer": True,
    }
    total = minor((await sim.value("GET", BALANCE, headers=headers))["sumBalance"])
    await _move(sim, headers, MAIN, PG, "1000")
    game = await first_game(sim, headers)  # a JILI game
    await launch(sim, headers, "JILI", game["gameId"])
    wallets = _wallets(await sim.value("GET", BALANCE, headers=headers))
    assert wallets[JILI] == total and wallets[MAIN] == wallets[PG] == 0
    # Off: a launch moves nothing.
    off = await sim.value("POST", AUTO, json={"autoTransfer": False}, headers=headers)
    assert off["autoTransfer"] is False
    await sim.value("POST", RECOVER, json={"requestId": str(uuid.uuid4())}, headers=headers)
    await launch(sim, headers, "JILI", game["gameId"])
    assert _wallets(await sim.value("GET", BALANCE, headers=headers))[JILI] == 0


async def test_single_wallet_merchant_has_no_transfers(
    make_client: MakeClient, tmp_path: Path
) -> None:
    root = Path(__file__).parents[2] / "fixtures"
    for entry in root.iterdir():
        if entry.name != "brands":
            (tmp_path / entry.name).symlink_to(entry)
    (tmp_path / "brands").mkdir()
    brand = (root / "brands" / "default.yaml").read_text(encoding="utf-8")
    (tmp_path / "brands" / "single.yaml").write_text(
        brand.replace("singleWallet: false", "singleWallet: true"), encoding="utf-8"
    )
    sim = Sim(await make_client(fixtures_dir=tmp_path, brand="single"))
    headers = await auth(sim)
    assert (await sim.value("GET", MERCHANT_WALLET, headers=headers))["isSingle"] is True
    value = await sim.value("GET", BALANCE, headers=headers)
    assert [row["accountTypeId"] for row in value["balance"]] == [MAIN]
    refused = await _move(sim, headers, MAIN, PG, "1", status=400)
    assert refused["errorCode"] == "function.not.available"
    # Games play from the main wallet: a launch moves nothing.
    game = await first_game(sim, headers)
    await launch(sim, headers, "JILI", game["gameId"])
    assert len((await sim.value("GET", BALANCE, headers=headers))["balance"]) == 1


async def test_transfer_to_upline_needs_an_upline_and_the_payment_password(sim: Sim) -> None:
    # newbie01 has no upline; register a downline of agent01 through its affiliate code.
    headers = await auth(sim)
    body = {"amount": "100", "paymentPassword": "123456", "requestId": str(uuid.uuid4())}
    refused = await sim.send("POST", UPLINE, body, headers=headers, status=400)
    assert refused["errorCode"] == "upline.not.found"
    register = {
        "username": "down01x",
        "password": "abc12345",
        "confirmPassword": "abc12345",
        "affiliateCode": "AGENT01",
        "ageConfirmed": True,
        "termsAccepted": True,
        "login": True,
    }
    made = await sim.send("PUT", "/wps/member/register", register)
    down = {"Authorization": made["value"]["token"]}
    pay = {"paymentPassword": "654321", "confirmPaymentPassword": "654321", "password": "abc12345"}
    await sim.send("PUT", "/wps/member/password/payment", pay, headers=down)
    fund = {"channel": "BANK", "amount": "100000", "requestId": str(uuid.uuid4())}
    order = await sim.value("POST", "/wps/relay/MCSFE_createDeposit", json=fund, headers=down)
    await sim.control("POST", f"/__sim/deposits/{order['orderNo']}/callback")
    agent = await auth(sim, "agent01")
    agent_before = minor((await sim.value("GET", BALANCE, headers=agent))["sumBalance"])
    wrong = {"amount": "30000", "paymentPassword": "000000", "requestId": str(uuid.uuid4())}
    assert (await sim.send("POST", UPLINE, wrong, headers=down, status=400))["errorCode"] == (
        "payment.password.invalid"
    )
    good = {**wrong, "paymentPassword": "654321"}
    sent = await sim.send("POST", UPLINE, good, headers=down)
    again = await sim.send("POST", UPLINE, good, headers=down)
    assert sent["value"]["reference"] == again["value"]["reference"]
    assert sent["value"]["upline"] == "agent01"
    agent_after = minor((await sim.value("GET", BALANCE, headers=agent))["sumBalance"])
    assert agent_after == agent_before + 3_000_000
    check = await sim.control("GET", "/__sim/ledger/check")
    assert check["balanced"]
