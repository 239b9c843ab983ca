"""Names (nickname, real name, bank account holder, the join form's name) refuse control,
format (bidi) and separator characters: they are invisible, or reorder what is shown, so
"\\u202eevil" would read "live" in a downline list or the back office."""

from __future__ import annotations

import pytest
from pydantic import BaseModel
from simkit import Sim

from simulator.errors import DomainError
from simulator.features.agents.schemas import DownlineRegisterBody
from simulator.features.join.schemas import JoinBody
from simulator.features.members.schemas import RegisterBody
from simulator.features.profile.schemas import ProfileBody
from simulator.features.withdrawals.schemas import BindCardBody
from simulator.parsing import validate

HIDDEN = [
    "\u202eevil",  # right-to-left override
    "a\x00b",  # NUL
    "a\u2066b",  # left-to-right isolate
    "a\u200fb",  # right-to-left mark
    "a\tb",  # tab (a control, not an ordinary space)
    "a\u200bb",  # zero-width space
    "a\u2028b",  # line separator
]
FINE = ["Trần Thị Bích", "O'Neil-Smith Jr.", "李小龍", "Ana  Maria"]
# (model, name field, the other fields it needs)
NAMES: list[tuple[type[BaseModel], str, dict[str, object]]] = [
    (ProfileBody, "nickname", {}),
    (ProfileBody, "payeeName", {}),
    (RegisterBody, "payeeName", {}),
    (DownlineRegisterBody, "nickname", {"accountType": "player"}),
    (DownlineRegisterBody, "payeeName", {"accountType": "player"}),
    (BindCardBody, "accountName", {"bankCode": "VCB"}),
    (JoinBody, "name", {"channel": "EMAIL", "type": "AGENT"}),
]


@pytest.mark.parametrize(("model", "field", "rest"), NAMES)
@pytest.mark.parametrize("text", HIDDEN)
def test_a_name_refuses_hidden_characters(
    model: type[BaseModel], field: str, rest: dict[str, object], text: str
) -> None:
    with pytest.raises(DomainError) as refused:
        validate(model, {**rest, field: text})
    assert (refused.value.code, refused.value.field) == ("request.invalid", field)
    assert "control or bidi" in refused.value.message


@pytest.mark.parametrize(("model", "field", "rest"), NAMES)
def test_a_name_keeps_letters_of_any_script_and_spaces(
    model: type[BaseModel], field: str, rest: dict[str, object]
) -> None:
    for text in FINE:
        assert getattr(validate(model, {**rest, field: text}), field) == text


async def test_the_profile_call_refuses_a_bidi_nickname(sim: Sim) -> None:
    headers = {"Authorization": (await sim.login())["token"]}
    before = (await sim.value("GET", "/wps/member/info", headers=headers))["nickname"]
    for text in ("\u202eevil", "a\x00b", "a\u2066b"):
        body = await sim.error(
            "PUT", "/wps/member/info", "request.invalid", json={"nickname": text}, headers=headers
        )
        assert body["field"] == "nickname"
    assert (await sim.value("GET", "/wps/member/info", headers=headers))["nickname"] == before
    changed = await sim.value(
        "PUT", "/wps/member/info", json={"nickname": "Bích Ngọc"}, headers=headers
    )
    assert changed["nickname"] == "Bích Ngọc"
