"""Domain routes (GET /wps/system/domainRoute, seeded speeds, QA's PUT /__sim/system) and the
customer-service lookup (GET /wps/system/customerService, the chat address encrypted with the
brand's csKey), with the pure cipher helper the BFF mirrors."""

from __future__ import annotations

import base64
import plistlib
import uuid

import pytest
from simkit import Sim

from simulator.features.system.cs_cipher import (
    CsCipherError,
    decrypt_path,
    encrypt_path,
    key_from,
)
from simulator.features.system.lines import SPEED_MS, seeded_speed
from simulator.keys import DB, FIXTURES

ROUTES = "/wps/system/domainRoute"
CS = "/wps/system/customerService"
DOMAINS = [
    "www.lucky-lotus.example",
    "m.lucky-lotus.example",
    "line2.lucky-lotus.example",
    "line3.lucky-lotus.example",
]
CHAT = "https://chat.example.invalid/lucky-lotus"
VIP = "https://chat.example.invalid/lucky-lotus-vip"
TELEGRAM = "https://t.me/luckylotus_support"
# A worked example of the format (docs/contract.md section 15): key bytes 0..31, nonce 0..11.
VECTOR = (
    "AAECAwQFBgcICQoL.L3aia7bf7TTuKfb_n4wADO6m61HeEjEKWQuM4TIFddFqaYOQwLVn62AesLPxpERzadeXEfWJgt0"
)


async def test_domain_routes_are_the_brands_with_seeded_speeds(sim: Sim) -> None:
    value = await sim.value("GET", ROUTES)
    assert [line["domain"] for line in value["domainList"]] == DOMAINS
    speeds = [line["speed"] for line in value["domainList"]]
    assert speeds == [seeded_speed(20021, domain) for domain in DOMAINS]
    assert all(SPEED_MS[0] <= speed <= SPEED_MS[1] for speed in speeds)
    assert len(set(speeds)) > 1  # a figure per domain, not one for all
    assert await sim.value("GET", ROUTES) == value  # the same every time
    status = await sim.value("GET", "/wps/system/status")
    assert status["info"]["domainRoute"] == value
    # Another world seed, other speeds.
    await sim.control("POST", "/__sim/reset", {"seed": 7})
    other = await sim.value("GET", ROUTES)
    assert [line["speed"] for line in other["domainList"]] == [
        seeded_speed(7, domain) for domain in DOMAINS
    ]
    assert other != value


async def test_qa_sets_the_domain_routes_and_goes_back(sim: Sim) -> None:
    lines = [
        {"domain": "fast.lucky-lotus.example", "speed": 12},
        {"domain": "a.example", "speed": 0},
    ]
    state = await sim.control("PUT", "/__sim/system", {"domainRoute": lines})
    assert state["system"]["domainRoute"] == lines
    assert await sim.value("GET", ROUTES) == {"domainList": lines}
    status = await sim.value("GET", "/wps/system/status")
    assert status["info"]["domainRoute"] == {"domainList": lines}
    events = await sim.control("GET", "/__sim/journal?type=system.changed")
    assert events[0]["data"] == {"domainRoute": lines}
    # Other settings leave the lines alone; null goes back to the brand's.
    await sim.control("PUT", "/__sim/system", {"maintenance": True})
    assert await sim.value("GET", ROUTES) == {"domainList": lines}  # open in maintenance
    await sim.control("PUT", "/__sim/system", {"domainRoute": None})
    assert [line["domain"] for line in (await sim.value("GET", ROUTES))["domainList"]] == DOMAINS
    await sim.control("PUT", "/__sim/system", {"domainRoute": []})
    assert await sim.value("GET", ROUTES) == {"domainList": []}


@pytest.mark.parametrize(
    "lines",
    [
        [{"domain": "no spaces.example", "speed": 1}],
        [{"domain": "http://x.example", "speed": 1}],
        [{"domain": "x.example", "speed": -1}],
        [{"domain": "x.example", "speed": "10"}],
        [{"domain": "x.example"}],
        [{"domain": "x.example", "speed": 1, "extra": True}],
    ],
)
async def test_qa_domain_routes_are_checked(sim: Sim, lines: list[dict]) -> None:
    response = await sim.client.put("/__sim/system", json={"domainRoute": lines})
    body = await response.json()
    assert response.status == 400 and body["errorCode"] == "request.invalid", body
    assert body["field"].startswith("domainRoute")


def _paths(value: dict) -> dict[int, str]:
    assert set(value) == {"version"} and set(value["version"]) == {"pathList"}
    path_list = value["version"]["pathList"]
    assert [entry["type"] for entry in path_list] == [1, 2, 3]
    return {entry["type"]: entry["path"] for entry in path_list}


async def test_customer_service_encrypts_the_chat_address(sim: Sim) -> None:
    key = key_from(sim.client.app[FIXTURES].brand.csKey or "")
    paths = _paths(await sim.value("GET", CS))
    assert paths[1] == TELEGRAM and paths[2] == CHAT
    assert CHAT not in paths[3] and decrypt_path(key, paths[3]) == CHAT
    nonce, sealed = paths[3].split(".")
    assert len(base64.urlsafe_b64decode(nonce + "==")) == 12
    assert len(base64.urlsafe_b64decode(sealed + "==")) == len(CHAT) + 16  # and the tag
    assert "=" not in paths[3] and "+" not in paths[3] and "/" not in paths[3]
    # A fresh nonce each time: another path, the same address.
    again = _paths(await sim.value("GET", CS))[3]
    assert again != paths[3] and decrypt_path(key, again) == CHAT
    # Open during maintenance, like the rest of /wps/system/.
    await sim.control("PUT", "/__sim/system", {"maintenance": True})
    assert decrypt_path(key, _paths(await sim.value("GET", CS))[3]) == CHAT


async def test_a_vip_session_gets_the_vip_chat(sim: Sim) -> None:
    key = key_from(sim.client.app[FIXTURES].brand.csKey or "")
    token = (await sim.login())["token"]
    mine = _paths(await sim.value("GET", CS, headers={"Authorization": token}))
    assert decrypt_path(key, mine[3]) == CHAT  # rank 1
    sim.client.app[DB].run("UPDATE members SET club_rank = 5 WHERE account = 'demo01'")
    vip = _paths(await sim.value("GET", CS, headers={"Authorization": token}))
    assert decrypt_path(key, vip[3]) == VIP and vip[2] == CHAT
    # A stale or unknown token is no session: the lookup still answers.
    stale = _paths(await sim.value("GET", CS, headers={"Authorization": "nope"}))
    assert decrypt_path(key, stale[3]) == CHAT


def test_cipher_format_worked_example() -> None:
    key, nonce = bytes(range(32)), bytes(range(12))
    assert encrypt_path(key, CHAT, nonce) == VECTOR
    assert decrypt_path(key, VECTOR) == CHAT
    assert key_from(base64.urlsafe_b64encode(key).decode()) == key  # padding accepted
    assert key_from(base64.urlsafe_b64encode(key).decode().rstrip("=")) == key


@pytest.mark.parametrize(
    "path",
    [
        VECTOR.replace(".", ""),  # no separator
        VECTOR[:-2] + ("A" if VECTOR[-2] != "A" else "B") + VECTOR[-1],  # altered: tag fails
        "AAECAwQFBgcICQ." + VECTOR.split(".")[1],  # an 11-byte nonce
        VECTOR + "=",  # padded
        VECTOR.replace("_", "/"),  # standard base64, not base64url
    ],
)
def test_cipher_refuses_what_is_not_its_format(path: str) -> None:
    with pytest.raises(CsCipherError):
        decrypt_path(bytes(range(32)), path)


def test_cipher_refuses_another_key_and_short_keys() -> None:
    with pytest.raises(CsCipherError):
        decrypt_path(bytes(32), VECTOR)
    with pytest.raises(CsCipherError):
        key_from(base64.urlsafe_b64encode(bytes(16)).decode())


async def test_the_ios_profile_is_a_web_clip_of_the_site(sim: Sim) -> None:
    """The brand's MOBILECONFIG resource downloads a profile that iOS installs: an XML property
    list whose one payload is a removable web clip leading to the site (the SITE_URL setting)."""
    status = await sim.value("GET", "/wps/system/status")
    (resource,) = status["info"]["resources"]
    assert resource["resourceType"] == "MOBILECONFIG"
    path = resource["url"].removeprefix("http://sim.test:9000")
    answer = await sim.client.get(path)
    assert answer.status == 200
    assert answer.content_type == "application/x-apple-aspen-config"
    assert "attachment" in answer.headers["Content-Disposition"]
    profile = plistlib.loads(await answer.read())
    assert profile["PayloadType"] == "Configuration"
    assert profile["PayloadVersion"] == 1
    (clip,) = profile["PayloadContent"]
    assert clip["PayloadType"] == "com.apple.webClip.managed"
    assert clip["URL"] == "http://127.0.0.1:8080"
    assert clip["Label"] == "Lucky Lotus"
    assert clip["IsRemovable"] is True
    # Stable identity: installing it again replaces the clip rather than adding a second one.
    again = plistlib.loads(await (await sim.client.get(path)).read())
    assert again["PayloadUUID"] == profile["PayloadUUID"]
    assert str(uuid.UUID(clip["PayloadUUID"])) == clip["PayloadUUID"].lower()
