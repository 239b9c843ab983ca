"""Settings refuse weak production secrets; the entry point refuses unsafe scale-out."""

from __future__ import annotations

import base64
import json
import os
from pathlib import Path

import pytest
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


def test_production_refuses_a_generated_secret() -> None:
    with pytest.raises(ValidationError, match="SESSION_SECRET"):
        Settings(environment="production")


@pytest.mark.parametrize("secret", sorted(DEV_SESSION_SECRETS))
def test_production_refuses_a_development_secret(secret: str) -> None:
    with pytest.raises(ValidationError, match="development"):
        Settings(environment="production", session_secret=secret)


def test_production_accepts_a_real_secret() -> None:
    secret = base64.urlsafe_b64encode(os.urandom(32)).decode()
    assert Settings(environment="production", session_secret=secret).secret == secret


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
