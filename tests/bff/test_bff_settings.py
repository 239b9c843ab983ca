"""Settings refuse weak production settings; the entry point refuses unsafe scale-out; the
session key can live in a file so a restart keeps players logged in."""

from __future__ import annotations

import base64
import json
import os
import stat
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from bff_testkit import Browser
from pydantic import ValidationError

from bff import settings_doc
from bff.__main__ import main
from bff.features.openapi.generator import build_openapi
from bff.settings import DEV_SESSION_SECRETS, Settings


def test_secret_is_generated_when_unset() -> None:
    one, two = Settings(), Settings()
    assert one.secret_generated
    assert len(base64.urlsafe_b64decode(one.secret)) == 32
    assert one.secret != two.secret


def test_env_names_of_the_contract(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("UPSTREAM_URL", "http://up:1")
    monkeypatch.setenv("MERCHANT", "ACME")
    monkeypatch.setenv("CODEC", "wps-legacy")
    monkeypatch.setenv("BFF_PORT", "8181")
    monkeypatch.setenv("WEB_DIST", "/tmp/dist")
    s = Settings()
    assert (s.upstream_url, s.merchant, s.codec, s.port) == (
        "http://up:1",
        "ACME",
        "wps-legacy",
        8181,
    )
    assert s.web_dist == Path("/tmp/dist")
    assert s.redis_url is None


def a_key() -> str:
    return base64.urlsafe_b64encode(os.urandom(32)).decode()


def production(**overrides: Any) -> Settings:
    """Production settings that pass, with `overrides` (None removes a value)."""
    values: dict[str, Any] = {
        "environment": "production",
        "session_secret": a_key(),
        "cookie_secure": True,
        "public_origin": "https://site.example",
    }
    values.update(overrides)
    return Settings(**{k: v for k, v in values.items() if v is not None})


def test_production_refuses_a_generated_secret() -> None:
    with pytest.raises(ValidationError, match="production needs SESSION_SECRET"):
        production(session_secret=None)


@pytest.mark.parametrize("secret", sorted(DEV_SESSION_SECRETS))
def test_production_refuses_a_development_secret(secret: str) -> None:
    with pytest.raises(ValidationError, match="development"):
        production(session_secret=secret)


def test_production_accepts_a_real_secret() -> None:
    secret = a_key()
    assert production(session_secret=secret).secret == secret


def test_production_refuses_cookies_without_secure() -> None:
    with pytest.raises(ValidationError, match="production needs COOKIE_SECURE=true"):
        production(cookie_secure=False)


@pytest.mark.parametrize("origin", [None, "http://site.example"])
def test_production_refuses_launch_origins_from_the_host_header(origin: str | None) -> None:
    with pytest.raises(ValidationError, match="production needs PUBLIC_ORIGIN=https://"):
        production(public_origin=origin)


def test_production_names_every_problem_at_once(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("ENVIRONMENT", "production")
    assert main([]) == 2
    err = capsys.readouterr().err
    for name in ("SESSION_SECRET", "COOKIE_SECURE", "PUBLIC_ORIGIN"):
        assert f"production needs {name}" in err, err


def test_secret_file_is_generated_private_and_kept(tmp_path: Path) -> None:
    path = tmp_path / "var" / "state" / "session-secret"
    first = Settings(session_secret_file=path)
    assert not first.secret_generated  # sessions outlive the process
    assert len(base64.urlsafe_b64decode(first.secret)) == 32
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert path.read_text().strip() == first.secret
    assert Settings(session_secret_file=path).secret == first.secret
    assert os.listdir(path.parent) == ["session-secret"]  # no temporary file left behind


def test_secret_from_the_environment_wins_over_the_file(tmp_path: Path) -> None:
    secret = a_key()
    path = tmp_path / "session-secret"
    assert Settings(session_secret=secret, session_secret_file=path).secret == secret
    assert not path.exists()


@pytest.mark.parametrize("content", ["", "not a key", base64.urlsafe_b64encode(b"x" * 16).decode()])
def test_a_secret_file_without_a_key_is_refused(tmp_path: Path, content: str) -> None:
    path = tmp_path / "session-secret"
    path.write_text(content)
    with pytest.raises(ValidationError, match="the key in SESSION_SECRET_FILE"):
        Settings(session_secret_file=path)
    assert path.read_text() == content  # never overwritten: it may be someone's real key


def test_production_reads_a_secret_file_but_never_writes_one(tmp_path: Path) -> None:
    path = tmp_path / "session-secret"
    with pytest.raises(ValidationError, match="does not create it"):
        production(session_secret=None, session_secret_file=path)
    assert not path.exists()
    key = a_key()
    path.write_text(key + "\n")
    assert production(session_secret=None, session_secret_file=path).secret == key
    path.write_text(sorted(DEV_SESSION_SECRETS)[0])
    with pytest.raises(ValidationError, match="development"):
        production(session_secret=None, session_secret_file=path)


async def test_a_restart_with_the_secret_file_keeps_the_login(
    live_browser: Callable[..., Awaitable[Browser]], tmp_path: Path
) -> None:
    path = tmp_path / "session-secret"
    before = await live_browser(session_secret=None, session_secret_file=path)
    status, body, _ = await before.post(
        "/wps/session/login", {"username": "demo01", "password": "demo1234"}
    )
    assert status == 200, body
    cookie = before.cookie("BFFSESSION")
    after = await live_browser(session_secret=None, session_secret_file=path)
    resp = await after.client.get("/wps/member/info", headers={"Cookie": f"BFFSESSION={cookie}"})
    assert resp.status == 200, await resp.text()
    assert (await resp.json())["value"]["account"] == "demo01"
    # Without the file, the second process's own key cannot read the cookie: logged out.
    other = await live_browser(session_secret=None)
    resp = await other.client.get("/wps/member/info", headers={"Cookie": f"BFFSESSION={cookie}"})
    assert resp.status == 401


@pytest.mark.parametrize(
    ("given", "kept"),
    [
        (
            "https://img.example, https://*.pay.example:8443/",
            "https://img.example https://*.pay.example:8443",
        ),
        ("HTTPS://IMG.example https://img.example", "https://img.example"),
    ],
)
def test_csp_hosts_are_origins(given: str, kept: str) -> None:
    assert Settings(csp_img_hosts=given).csp_img_hosts == kept
    assert Settings(csp_frame_hosts=given).frame_hosts == tuple(kept.split())


@pytest.mark.parametrize(
    "given",
    ["https://a.example; script-src *", "'unsafe-inline'", "*", "data:", "https://a.example/path"],
)
def test_csp_hosts_refuse_anything_but_origins(given: str) -> None:
    with pytest.raises(ValidationError, match="take origins"):
        Settings(csp_frame_hosts=given)


@pytest.mark.parametrize("secret", ["short", base64.urlsafe_b64encode(b"x" * 16).decode()])
def test_secret_must_be_a_fernet_key(secret: str) -> None:
    with pytest.raises(ValidationError):
        Settings(session_secret=secret)


def test_more_than_one_worker_needs_redis(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--workers", "2"]) == 2
    assert "REDIS_URL" in capsys.readouterr().err


def test_openapi_command_writes_the_document(tmp_path: Path) -> None:
    target = tmp_path / "api" / "openapi.json"
    assert main(["openapi", str(target)]) == 0
    assert json.loads(target.read_text())["openapi"] == "3.1.0"


def test_committed_openapi_document_is_current() -> None:
    committed = Path(__file__).resolve().parents[2] / "docs" / "api" / "openapi.json"
    assert json.loads(committed.read_text()) == build_openapi(), (
        "regenerate with: python -m bff openapi docs/api/openapi.json"
    )


def test_operating_doc_settings_table_is_current() -> None:
    doc = Path(__file__).resolve().parents[2] / "docs" / "operating.md"
    text = doc.read_text(encoding="utf-8")
    assert settings_doc.render(text) == text, (
        "regenerate with: python -m bff settings-table docs/operating.md"
    )


def test_settings_table_has_a_row_per_setting() -> None:
    rows = settings_doc.table().splitlines()[2:]
    assert [row.split("`")[1] for row in rows] == [
        info.validation_alias for info in Settings.model_fields.values()
    ]
    assert "| `COOKIE_SECURE` | `false` |" in settings_doc.table()


def test_settings_table_command_rewrites_between_the_markers(tmp_path: Path) -> None:
    doc = tmp_path / "doc.md"
    doc.write_text(f"intro\n{settings_doc.BEGIN}\nold table\n{settings_doc.END}\nrest\n")
    assert main(["settings-table", str(doc)]) == 0
    text = doc.read_text()
    assert text.startswith("intro\n") and text.endswith(f"{settings_doc.END}\nrest\n")
    assert "old table" not in text and "| `BFF_WORKERS` | `1` |" in text


def test_settings_without_redis_refuse_several_workers() -> None:
    with pytest.raises(ValidationError, match="without REDIS_URL"):
        Settings(workers=2)
    assert Settings(workers=2, redis_url="redis://127.0.0.1:6379").workers == 2


@pytest.mark.parametrize("url", ["ftp://upstream.example", "upstream.example:9000", "http://"])
def test_the_upstream_is_an_http_or_https_url(url: str) -> None:
    with pytest.raises(ValidationError, match="upstream_url"):
        Settings(upstream_url=url)
    assert Settings(upstream_url="https://upstream.example/api").upstream_base == (
        "https://upstream.example/api"
    )
