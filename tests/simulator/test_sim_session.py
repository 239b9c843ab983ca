"""Login, logout, member info and balance."""

from __future__ import annotations

import pytest
from simkit import Sim

from simulator.keys import DB

LOGIN = "/wps/session/login"


@pytest.mark.parametrize("codec", ["modern", "wps-legacy"])
async def test_demo_login_with_either_codec(sim: Sim, codec: str) -> None:
    body = {"username": "demo01", "password": "demo1234", "type": "username"}
    value = (await sim.send("POST", LOGIN, body, codec=codec))["value"]
    assert set(value) == {"token", "id", "userName", "firstTimeLogin", "passwordExpired", "type"}
    assert value["userName"] == "demo01" and value["type"] == 0
    assert value["firstTimeLogin"] is False and value["passwordExpired"] is False
    assert len(value["token"]) >= 32


async def test_login_trims_and_ignores_case_of_username(sim: Sim) -> None:
    value = await sim.login("  DEMO01 ", "demo1234 ")
    assert value["userName"] == "demo01"


@pytest.mark.parametrize(
    ("username", "password"), [("demo01", "wrong999"), ("nobody99", "demo1234")]
)
async def test_bad_credentials_look_alike(sim: Sim, username: str, password: str) -> None:
    body = {"username": username, "password": password, "type": "username"}
    result = await sim.send("POST", LOGIN, body, status=400)
    assert result["errorCode"] == "user.or.password.invalid"


async def test_login_requires_both_fields(sim: Sim) -> None:
    result = await sim.send("POST", LOGIN, {"username": " ", "password": "x"}, status=400)
    assert (result["errorCode"], result["field"]) == ("field.required", "username")
    result = await sim.send("POST", LOGIN, {"username": "demo01"}, status=400)
    assert (result["errorCode"], result["field"]) == ("request.invalid", "password")
    result = await sim.send(
        "POST", LOGIN, {"username": "a", "password": "b", "type": "firebase"}, status=400
    )
    assert result["field"] == "type"


async def test_locked_account(sim: Sim) -> None:
    body = {"username": "locked01", "password": "demo1234"}
    assert (await sim.send("POST", LOGIN, body, status=400))["errorCode"] == "account.locked"
    body["password"] = "wrong999"  # a wrong password does not reveal the lock
    result = await sim.send("POST", LOGIN, body, status=400)
    assert result["errorCode"] == "user.or.password.invalid"


async def test_flags_are_reported(sim: Sim) -> None:
    assert (await sim.login("expired01"))["passwordExpired"] is True
    assert (await sim.login("newbie01"))["firstTimeLogin"] is True


async def test_captcha_required_then_checked(sim: Sim) -> None:
    body = {"username": "captcha01", "password": "demo1234"}
    result = await sim.send("POST", LOGIN, body, status=400)
    assert result["errorCode"] == "captcha.required" and result["value"] == {"captcha": True}

    await sim.value("GET", "/wps/captcha?key=k1")
    wrong = await sim.send("POST", LOGIN, {**body, "captcha": "x", "captchaKey": "k1"}, status=400)
    assert wrong["errorCode"] == "captcha.invalid" and wrong["value"] == {"captcha": True}

    await sim.value("GET", "/wps/captcha?key=k1")
    db = sim.client.app[DB]
    answer = db.one("SELECT answer FROM captchas WHERE key = 'k1'")["answer"]
    assert len(answer) == 4 and answer.isdigit()
    value = await sim.login("captcha01", captcha=answer, captchaKey="k1")
    assert value["userName"] == "captcha01"
    # the answer is used up, and odd input is just wrong
    odd = await sim.send("POST", LOGIN, {**body, "captcha": "٣٣٣٣", "captchaKey": "k1"}, status=400)
    assert odd["errorCode"] == "captcha.invalid"
    again = await sim.send(
        "POST", LOGIN, {**body, "captcha": answer, "captchaKey": "k1"}, status=400
    )
    assert again["errorCode"] == "captcha.invalid"


@pytest.mark.parametrize("method", ["DELETE", "POST"])
async def test_logout_ends_the_session(sim: Sim, method: str) -> None:
    token = (await sim.login())["token"]
    auth = {"Authorization": token}
    assert await sim.value("GET", "/wps/member/info", headers=auth)
    assert await sim.value(method, "/wps/session/logout", headers=auth) is True
    await sim.error("GET", "/wps/member/info", "login.not.session", 401, headers=auth)
    await sim.error(method, "/wps/session/logout", "login.not.session", 401, headers=auth)


@pytest.mark.parametrize("auth", [{}, {"Authorization": "nope"}, {"Authorization": ""}])
async def test_token_calls_need_a_live_token(sim: Sim, auth: dict[str, str]) -> None:
    await sim.error("GET", "/wps/member/info", "login.not.session", 401, headers=auth)
    await sim.error("GET", "/wps/v2/wallets/balance", "login.not.session", 401, headers=auth)


async def test_bearer_prefix_is_not_the_platform_format(sim: Sim) -> None:
    token = (await sim.login())["token"]
    headers = {"Authorization": f"Bearer {token}"}
    await sim.error("GET", "/wps/member/info", "login.not.session", 401, headers=headers)


async def test_expired_token(make_client) -> None:  # type: ignore[no-untyped-def]
    sim = Sim(await make_client(token_ttl_seconds=1))
    token = (await sim.login())["token"]
    sim.client.app[DB].run("UPDATE sessions SET expires_at = 0")
    await sim.error(
        "GET", "/wps/member/info", "login.not.session", 401, headers={"Authorization": token}
    )


async def test_member_info(sim: Sim) -> None:
    token = (await sim.login())["token"]
    info = await sim.value("GET", "/wps/member/info", headers={"Authorization": token})
    assert set(info) == {
        "id",
        "account",
        "nickname",
        "type",
        "registerDate",
        "mobile",
        "email",
        "clubLabel",
        "memberLabel",
        "toUpline",
        "avatar",
        "avatarType",
        # profile fields (docs/contract.md section 9)
        "payeeName",
        "telegram",
        "zalo",
        "birthday",
        "address",
        "nationality",
        "occupation",
        "sourceOfIncome",
        "bankAccount",
        "hasPaymentPassword",
    }
    assert info["account"] == "demo01" and info["nickname"] == "Demo Player"
    assert info["mobile"] == "*****5678"
    assert info["email"] == "de***@example.com"
    assert info["clubLabel"] == {"labelName": "Gold", "rankLevel": 3}
    assert info["registerDate"] == 1_704_067_200_000
    assert info["avatar"] == "http://sim.test:9000/cdn/avatars/default.svg"


async def test_demo_balance(sim: Sim) -> None:
    token = (await sim.login())["token"]
    value = await sim.value("GET", "/wps/v2/wallets/balance", headers={"Authorization": token})
    main = {
        "accountTypeId": 2,
        "accountTypeName": "MAIN",
        "displayName": "Main wallet",
        "availBalance": "1000000.00",
    }
    assert value["balance"][0] == main  # then one row per game wallet
    assert {row["availBalance"] for row in value["balance"][1:]} == {"0.00"}
    assert (value["sumBalance"], value["frozenBalance"]) == ("1000000.00", "0.00")
    assert (value["currency"], value["currencySymbol"]) == ("VND", "₫")
