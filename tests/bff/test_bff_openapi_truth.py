"""The OpenAPI document says what the BFF really does: every error status it answers is
documented per operation, a 405 names the allowed methods, the Language header takes the
brand's codes, an integer is an integer and a boolean a boolean (query and body alike), and a
request body is required where the document says so."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
import yaml
from bff_testkit import Browser, Recorder, assert_error

from bff.catalogue import ENTRIES
from bff.errors import STATUS_BY_CODE
from bff.features.openapi.generator import build_openapi
from bff.settings import REPO_ROOT

LiveBrowser = Callable[..., Awaitable[Browser]]
MakeBrowser = Callable[..., Awaitable[Browser]]
MUTATING = {"POST", "PUT", "PATCH", "DELETE"}
RELAY = "/wps/relay/"
WINNERS = RELAY + "ODSFE2_getWinnerBoard"
DISMISS = RELAY + "MCSFE_dismissAnnouncement"
VENDORS = RELAY + "GCSGAME_newGameVendor"
AUTO_TRANSFER = RELAY + "GCS_setAutoTransfer"
READ = RELAY + "CSP_readMessages"
DOWNLINES = RELAY + "MCSFE_getDownlines"
DEMO = {"username": "demo01", "password": "demo1234"}
AGENT = {"username": "agent01", "password": "demo1234"}


def _operations(doc: dict[str, Any]) -> list[tuple[str, str, dict[str, Any]]]:
    return [(path, m.upper(), op) for path, item in doc["paths"].items() for m, op in item.items()]


def _response(doc: dict[str, Any], op: dict[str, Any], status: str) -> dict[str, Any]:
    found = op["responses"][status]
    if "$ref" in found:
        return doc["components"]["responses"][found["$ref"].rsplit("/", 1)[1]]
    return found


def test_every_status_the_bff_answers_is_a_documented_response() -> None:
    doc = build_openapi()
    shared = {
        status for _, _, op in _operations(doc) for status in op["responses"] if status != "200"
    }
    for code, status in STATUS_BY_CODE.items():
        assert str(status) in shared, code
    assert {"409", "413"} <= shared  # the platform's conflicts; bodies over their limit
    for name, response in doc["components"]["responses"].items():
        schema = response["content"]["application/json"]["schema"]
        assert schema == {"$ref": "#/components/schemas/Error"}, name


def test_each_operation_documents_what_it_can_answer() -> None:
    doc = build_openapi()
    by_key = {(e.path, m): e for e in ENTRIES if e.exposed for m in e.methods}
    for path, method, op in _operations(doc):
        statuses = set(op["responses"])
        assert {"200", "405", "500", "503"} <= statuses, (method, path)
        declared_xsrf = any(p.get("name") == "X-XSRF-TOKEN" for p in op.get("parameters", []))
        assert declared_xsrf == (method in MUTATING), (method, path)
        if method in MUTATING:
            assert "403" in statuses, (method, path)  # csrf.invalid
        if "requestBody" in op:
            assert "413" in statuses, (method, path)
        item = by_key.get((path, method))
        if item is None:
            continue  # the /bff routes
        assert {"400", "403", "404", "429", "502", "504"} <= statuses, (method, path)
        assert ("401" in statuses) == item.token, (method, path)
        assert ("409" in statuses) == (method in MUTATING), (method, path)
    withdraw = doc["paths"][RELAY + "MCSFE_withdraw"]["post"]
    assert "withdraw.rollover.unmet" in _response(doc, withdraw, "409")["description"]
    health = doc["paths"]["/bff/health"]["get"]["responses"]
    assert set(health) == {"200", "405", "500", "503"}
    assert health["200"]["content"]["application/json"]["schema"]["properties"]["value"] == {
        "const": "ok",
        "type": "string",
    }


def test_405_is_documented_with_its_allow_header() -> None:
    doc = build_openapi()
    for path, method, op in _operations(doc):
        answer = _response(doc, op, "405")
        assert answer["headers"]["Allow"]["required"] is True, (method, path)


@pytest.mark.parametrize(
    ("method", "path", "allow"),
    [
        ("POST", "/bff/bootstrap", "GET, HEAD"),  # a /bff route of the BFF's own
        ("DELETE", "/bff/language", "PUT"),
        ("GET", "/wps/session/login", "POST"),
        ("OPTIONS", "/wps/member/info", "GET, PUT"),
        ("PUT", "/wps/system/status", "GET"),
        ("PUT", "/", "GET, HEAD"),  # the SPA's pages: aiohttp's own 405
    ],
)
async def test_405_answers_carry_allow(
    make_browser: MakeBrowser, method: str, path: str, allow: str
) -> None:
    browser = await make_browser()
    status, body, resp = await browser.request(method, path)
    assert_error(status, body, 405, "method.not.allowed")
    assert resp.headers["Allow"] == allow


async def test_an_unknown_path_is_still_404(make_browser: MakeBrowser) -> None:
    browser = await make_browser()
    status, body, resp = await browser.post("/bff/nothing-here", {})
    assert_error(status, body, 404, "path.not.found")
    assert "Allow" not in resp.headers


def test_language_header_is_the_brands_codes() -> None:
    doc = build_openapi()
    brand = yaml.safe_load((REPO_ROOT / "fixtures/brands/default.yaml").read_text("utf-8"))
    codes = [str(lang["code"]).upper() for lang in brand["languages"]]
    assert codes[:2] == ["EN", "TY"] and len(codes) == len(set(codes)) == 29
    language = doc["components"]["parameters"]["Language"]
    assert (language["name"], language["in"]) == ("Language", "header")
    assert language["schema"] == {"type": "string", "enum": codes}
    no_upstream = {"/bff/health", "/bff/health/upstream", "/bff/openapi.json", "/bff/language"}
    ref = {"$ref": "#/components/parameters/Language"}
    for path, method, op in _operations(doc):
        params = op.get("parameters", [])
        assert all(p.get("name") != "Language" for p in params), (method, path)
        assert params.count(ref) == (0 if path in no_upstream else 1), (method, path)


async def test_the_served_document_follows_the_brand(
    make_browser: MakeBrowser, tmp_path: Path
) -> None:
    brand = yaml.safe_load((REPO_ROOT / "fixtures/brands/default.yaml").read_text("utf-8"))
    zed = {"code": "ZZ", "locale": "en", "label": "Zed", "flag": "GB"}
    brand["languages"] = [*brand["languages"][:2], zed]
    path = tmp_path / "brand.yaml"
    path.write_text(yaml.safe_dump(brand, allow_unicode=True), encoding="utf-8")
    browser = await make_browser(brand_file=path)
    _, doc, _ = await browser.get("/bff/openapi.json")
    header = doc["components"]["parameters"]["Language"]
    assert header["schema"]["enum"] == ["EN", "TY", "ZZ"]


@pytest.mark.parametrize(
    ("sent", "forwarded"),
    [("TY", "TY"), ("EN", "EN"), ("ty", "EN"), ("XX", "EN"), ("T Y", "EN"), (None, "EN")],
)
async def test_language_header_is_used_only_when_it_is_a_brand_code(
    live_browser: LiveBrowser, recorder: Recorder, sent: str | None, forwarded: str
) -> None:
    """As documented: another value falls back to the session's language, else the default,
    and is never refused (the SPA sends its stored choice before it knows the brand)."""
    browser = await live_browser()
    headers = {"Language": sent} if sent is not None else {}
    status, body, _ = await browser.get(VENDORS, headers=headers)
    assert status == 200, body
    assert recorder.to(VENDORS)[-1]["headers"]["Language"] == forwarded


async def test_an_unknown_language_header_falls_back_to_the_sessions(
    live_browser: LiveBrowser, recorder: Recorder
) -> None:
    browser = await live_browser()
    status, body, _ = await browser.put("/bff/language", {"language": "TY"})
    assert status == 200, body
    await browser.get(VENDORS, headers={"Language": "XX"})
    assert recorder.to(VENDORS)[-1]["headers"]["Language"] == "TY"


def test_query_integers_are_documented_as_integers() -> None:
    doc = build_openapi()
    page_no = next(
        p
        for p in doc["paths"][RELAY + "GCSGAME_gameList"]["get"]["parameters"]
        if p.get("name") == "pageNo"
    )
    # A query string has no null: an optional parameter is one that may be left out.
    assert page_no["schema"] == {
        "type": "integer",
        "minimum": 1,
        "maximum": 1_000_000,
        "description": "1-based",
    }
    for path, method, op in _operations(doc):
        for param in op.get("parameters", []):
            if "$ref" in param:
                continue
            assert (
                "anyOf" not in param["schema"] or {"type": "null"} not in param["schema"]["anyOf"]
            ), (method, path, param["name"])


@pytest.mark.parametrize("size", ["1.0", "1e3", " 1", "1 ", "+1", "1_0", "０１", "true", ""])
async def test_a_query_integer_takes_plain_digits_only(
    live_browser: LiveBrowser, recorder: Recorder, size: str
) -> None:
    browser = await live_browser()
    status, body, _ = await browser.get(WINNERS, params={"size": size})
    assert_error(status, body, 400, "request.invalid")
    assert body["field"] == "size"
    assert not recorder.to(WINNERS)


async def test_a_query_integer_in_digits_is_taken(
    live_browser: LiveBrowser, recorder: Recorder
) -> None:
    browser = await live_browser()
    status, body, _ = await browser.get(WINNERS, params={"size": "7"})
    assert status == 200, body
    assert recorder.to(WINNERS)[-1]["query"]["size"] == "7"
    status, body, _ = await browser.get(WINNERS, params={"size": "51"})  # past its maximum
    assert_error(status, body, 400, "request.invalid")


@pytest.mark.parametrize("value", [True, 1.0, "1", " 1", "1e3", None, [1]])
async def test_a_body_integer_is_a_json_integer(
    live_browser: LiveBrowser, recorder: Recorder, value: Any
) -> None:
    browser = await live_browser()
    status, body, _ = await browser.post("/wps/session/login", DEMO)
    assert status == 200, body
    status, body, _ = await browser.post(DISMISS, {"id": value})
    assert_error(status, body, 400, "request.invalid")
    assert body["field"] == "id"
    assert not recorder.to(DISMISS)


async def test_a_body_list_of_integers_is_strict(
    live_browser: LiveBrowser, recorder: Recorder
) -> None:
    browser = await live_browser()
    status, body, _ = await browser.post("/wps/session/login", DEMO)
    assert status == 200, body
    status, body, _ = await browser.post(RELAY + "CSP_deleteMessages", {"ids": [1, True]})
    assert_error(status, body, 400, "request.invalid")
    assert body["field"] == "ids"
    status, body, _ = await browser.post(RELAY + "CSP_deleteMessages", {"ids": [1, 2]})
    assert status == 200, body


@pytest.mark.parametrize("value", [0, 1, "false", "no", None])
async def test_a_body_boolean_is_a_json_boolean(
    live_browser: LiveBrowser, recorder: Recorder, value: Any
) -> None:
    browser = await live_browser()
    status, body, _ = await browser.post("/wps/session/login", DEMO)
    assert status == 200, body
    status, body, _ = await browser.post(AUTO_TRANSFER, {"autoTransfer": value})
    assert_error(status, body, 400, "request.invalid")
    assert body["field"] == "autoTransfer"
    assert not recorder.to(AUTO_TRANSFER)
    status, body, _ = await browser.post(READ, {"all": 1})  # a Literal[True] field too
    assert_error(status, body, 400, "request.invalid")
    status, body, _ = await browser.post(AUTO_TRANSFER, {"autoTransfer": False})
    assert status == 200, body


@pytest.mark.parametrize(("direct", "taken"), [("true", True), ("false", True), ("1", False)])
async def test_a_query_boolean_is_true_or_false(
    live_browser: LiveBrowser, recorder: Recorder, direct: str, taken: bool
) -> None:
    browser = await live_browser()
    status, body, _ = await browser.post("/wps/session/login", AGENT)
    assert status == 200, body
    status, body, _ = await browser.get(DOWNLINES, params={"direct": direct})
    if taken:
        assert status == 200, body
        assert recorder.to(DOWNLINES)[-1]["query"]["direct"] == direct
    else:
        assert_error(status, body, 400, "request.invalid")
        assert body["field"] == "direct"


async def test_a_body_the_document_requires_is_required(live_browser: LiveBrowser) -> None:
    """Free play took a missing body as its defaults while the document said required."""
    doc = build_openapi()
    browser = await live_browser()
    for path in ("/wps/session/login/freeplay", DISMISS):
        assert doc["paths"][path]["post"]["requestBody"]["required"] is True
        status, body, _ = await browser.post(path)
        assert_error(status, body, 400, "request.invalid")
    status, body, _ = await browser.post("/wps/session/login/freeplay", {})
    assert status == 200, body
