"""Settings refuse weak production secrets; the entry point refuses unsafe scale-out."""

from __future__ import annotations

import base64
import json
import os
from pathlib import Path

import pytest
from pydantic import ValidationError

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
