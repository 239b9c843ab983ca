"""GET /bff/openapi.json: an OpenAPI 3.1 document generated from the models."""

from __future__ import annotations

import io
from collections.abc import Awaitable, Callable, Iterator
from contextlib import redirect_stdout
from pathlib import Path
from typing import Any

from bff_testkit import Browser

from bff.__main__ import main
from bff.catalogue import ENTRIES

COMMITTED = Path(__file__).resolve().parents[2] / "docs" / "api" / "openapi.json"

MakeBrowser = Callable[..., Awaitable[Browser]]


def refs(node: Any) -> Iterator[str]:
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "$ref":
                yield value
            else:
                yield from refs(value)
    elif isinstance(node, list):
        for value in node:
            yield from refs(value)


def values_of(node: Any, name: str) -> Iterator[Any]:
    if isinstance(node, dict):
        for key, value in node.items():
            if key == name:
                yield value
            yield from values_of(value, name)
    elif isinstance(node, list):
        for value in node:
            yield from values_of(value, name)


async def test_document_basics(make_browser: MakeBrowser) -> None:
    browser = await make_browser()
    status, doc, _ = await browser.get("/bff/openapi.json")
    assert status == 200
    assert doc["openapi"] == "3.1.0"
    assert doc["info"]["title"]
    for ref in refs(doc):
        kind, name = ref.removeprefix("#/components/").split("/")
        assert kind in ("schemas", "responses", "parameters"), ref
        assert name in doc["components"][kind], ref
    assert "$defs" not in str(doc)
    for item in ENTRIES:
        for method in item.methods:
            # An internal entry may share its path with an exposed one (announcements).
            served = any(e.exposed and e.path == item.path and method in e.methods for e in ENTRIES)
            assert (method.lower() in doc["paths"].get(item.path, {})) == served
            assert served or not item.exposed
    for path in ("/bff/bootstrap", "/bff/language", "/bff/openapi.json", "/bff/customer-service"):
        assert path in doc["paths"]
    ids = [op["operationId"] for item in doc["paths"].values() for op in item.values()]
    assert len(ids) == len(set(ids))


def test_committed_document_is_current() -> None:
    """docs/api/openapi.json (and the SPA types generated from it) is what the models say."""
    printed = io.StringIO()
    with redirect_stdout(printed):
        assert main(["openapi"]) == 0
    assert printed.getvalue() == COMMITTED.read_text(encoding="utf-8"), (
        "docs/api/openapi.json is stale: run `make openapi`"
    )


async def test_permissive_models_add_no_index_signature(make_browser: MakeBrowser) -> None:
    browser = await make_browser()
    _, doc, _ = await browser.get("/bff/openapi.json")
    assert not [v for v in values_of(doc, "additionalProperties") if v is True]
    assert list(doc["components"]["schemas"]) == sorted(doc["components"]["schemas"])


async def test_login_answer_has_no_token(make_browser: MakeBrowser) -> None:
    browser = await make_browser()
    _, doc, _ = await browser.get("/bff/openapi.json")
    login = doc["paths"]["/wps/session/login"]["post"]
    value = login["responses"]["200"]["content"]["application/json"]["schema"]
    ref = value["properties"]["value"]["$ref"].rsplit("/", 1)[1]
    props = doc["components"]["schemas"][ref]["properties"]
    assert set(props) == {
        "userName",
        "firstTimeLogin",
        "passwordExpired",
        "type",
        "forcePasswordChange",
    }
    assert login["requestBody"]["required"] is True
    assert any(p.get("name") == "X-XSRF-TOKEN" for p in login["parameters"])


async def test_health_answers_without_upstream(make_browser: MakeBrowser) -> None:
    browser = await make_browser()
    status, body, _ = await browser.get("/bff/health")
    assert (status, body) == (200, {"success": True, "value": "ok"})
