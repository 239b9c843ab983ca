"""Process settings, read from the environment (docs/contract.md section 1)."""

from __future__ import annotations

import base64
import binascii
import secrets
from pathlib import Path
from typing import Literal
from urllib.parse import urlsplit

from pydantic import (
    Field,
    PrivateAttr,
    SecretStr,
    ValidationError,
    field_validator,
    model_validator,
)
from pydantic_settings import BaseSettings, SettingsConfigDict

REPO_ROOT = Path(__file__).resolve().parent.parent

# Well-known keys for local development (.env examples, docs). Production refuses them.
DEV_SESSION_SECRETS = frozenset(
    {
        base64.urlsafe_b64encode(b"development-session-secret-00000").decode(),
        base64.urlsafe_b64encode(b"\0" * 32).decode(),
    }
)

SCALE_OUT_NEEDS_REDIS = (
    "refusing to start more than one process without REDIS_URL: sessions, cache and limits "
    "must be shared"
)


class Settings(BaseSettings):
    """Everything the BFF reads at start. Field names work as keyword arguments; each field's
    description is its row in docs/operating.md (bff/settings_doc.py)."""

    model_config = SettingsConfigDict(populate_by_name=True, extra="ignore", frozen=True)

    host: str = Field(
        "127.0.0.1",
        validation_alias="BFF_HOST",
        description="listen address",
    )
    port: int = Field(
        8080,
        ge=0,
        le=65535,
        validation_alias="BFF_PORT",
        description="listen port (0: any free port)",
    )
    workers: int = Field(
        1,
        ge=1,
        le=256,
        validation_alias="BFF_WORKERS",
        description="processes under gunicorn; more than one needs `REDIS_URL` (see Scale-out)",
    )
    upstream_url: str = Field(
        "http://127.0.0.1:9000",
        validation_alias="UPSTREAM_URL",
        description="the upstream platform",
    )
    merchant: str = Field(
        "DEFAULT",
        min_length=1,
        max_length=64,
        validation_alias="MERCHANT",
        description="merchant code sent upstream",
    )
    redis_url: str | None = Field(
        None,
        validation_alias="REDIS_URL",
        description="sessions, cache and limits in Redis, shared across BFF processes",
    )
    redis_prefix: str = Field(
        "bff:",
        max_length=64,
        validation_alias="REDIS_PREFIX",
        description="prefix of the BFF's cache and limit keys in Redis",
    )
    session_secret: SecretStr | None = Field(
        None,
        validation_alias="SESSION_SECRET",
        description=(
            "Fernet key (urlsafe base64 of 32 bytes) of the encrypted session cookie; generated at"
            " start when unset; set it in production"
        ),
    )
    session_max_age: int = Field(
        86_400,
        ge=60,
        validation_alias="SESSION_MAX_AGE",
        description="lifetime of the session cookie in seconds",
    )
    cookie_secure: bool = Field(
        False,
        validation_alias="COOKIE_SECURE",
        description=(
            "mark the session and XSRF cookies Secure (set it when the site is served over HTTPS)"
        ),
    )
    codec: Literal["modern", "wps-legacy"] = Field(
        "modern",
        validation_alias="CODEC",
        description=(
            "encryption of sensitive calls: `modern` (RSA-OAEP + AES-GCM) or `wps-legacy` (the "
            "real platform's format)"
        ),
    )
    web_dist: Path = Field(
        Path("web/dist"),
        validation_alias="WEB_DIST",
        description="the built SPA",
    )
    brand_file: Path = Field(
        Path("fixtures/brands/default.yaml"),
        validation_alias="BRAND_FILE",
        description="presentation of the brand (name, logo, languages, theme)",
    )
    environment: Literal["development", "test", "production"] = Field(
        "development",
        validation_alias="ENVIRONMENT",
        description=(
            "`development`, `test` or `production`; production refuses generated or development "
            "secrets"
        ),
    )
    upstream_timeout: float = Field(
        5.0,
        gt=0,
        le=120,
        validation_alias="UPSTREAM_TIMEOUT",
        description="deadline of one upstream call in seconds; catalogue entries may override it",
    )
    upstream_pool_size: int = Field(
        100,
        ge=1,
        le=10_000,
        validation_alias="UPSTREAM_POOL_SIZE",
        description="connections kept open to the upstream",
    )
    status_ttl: float = Field(
        3.0,
        ge=0,
        le=300,
        validation_alias="STATUS_TTL",
        description=(
            "seconds the system status (maintenance, region) is trusted before asking again"
        ),
    )
    upstream_retries: int = Field(
        2,
        ge=0,
        le=5,
        validation_alias="UPSTREAM_RETRIES",
        description="retries of idempotent reads, within the call's deadline",
    )
    upstream_backoff: float = Field(
        0.1,
        ge=0,
        le=5,
        validation_alias="UPSTREAM_BACKOFF",
        description=(
            "full-jitter backoff: retry n waits uniform(0, UPSTREAM_BACKOFF * 2**n) seconds"
        ),
    )
    breaker_threshold: int = Field(
        5,
        ge=1,
        le=1000,
        validation_alias="BREAKER_THRESHOLD",
        description="failures in a row that open the circuit breaker of an upstream service",
    )
    breaker_cooldown: float = Field(
        10.0,
        gt=0,
        le=600,
        validation_alias="BREAKER_COOLDOWN",
        description="seconds an open breaker waits before letting one probe through",
    )
    cache_stale_factor: float = Field(
        10.0,
        ge=0,
        le=1000,
        validation_alias="CACHE_STALE_FACTOR",
        description=(
            "cached entries stay servable this many TTLs past their TTL while the upstream fails"
        ),
    )
    status_timeout: float = Field(
        1.0,
        gt=0,
        le=60,
        validation_alias="STATUS_TIMEOUT",
        description=(
            "the status gate waits at most this long (and at most half the call's deadline)"
        ),
    )
    status_stale: float = Field(
        300.0,
        ge=0,
        le=86_400,
        validation_alias="STATUS_STALE",
        description="seconds the last known status stands in when the upstream cannot say",
    )
    trust_forwarded_for: bool = Field(
        False,
        validation_alias="TRUST_FORWARDED_FOR",
        description="take the caller's address from X-Forwarded-For (only behind a trusted proxy)",
    )
    memory_cache_entries: int = Field(
        10_000,
        ge=16,
        validation_alias="MEMORY_CACHE_ENTRIES",
        description="entries of the in-process cache (without Redis)",
    )
    cs_key: SecretStr | None = Field(
        None,
        validation_alias="CS_KEY",
        description=(
            "AES key (urlsafe base64) of the customer-service chat address; unset: the brand "
            "file's `csKey`"
        ),
    )
    public_origin: str | None = Field(
        None,
        validation_alias="PUBLIC_ORIGIN",
        description=(
            "the site's origin (`https://site.example`) added to game launch URLs as `origin=`; "
            "unset: taken from the request's scheme and Host"
        ),
    )

    _secret_generated: bool = PrivateAttr(False)
    _generated_secret: str = PrivateAttr("")

    @field_validator("session_secret")
    @classmethod
    def _fernet_key(cls, value: SecretStr | None) -> SecretStr | None:
        if value is None:
            return None
        try:
            raw = base64.urlsafe_b64decode(value.get_secret_value().encode())
        except (binascii.Error, ValueError) as exc:
            raise ValueError("SESSION_SECRET must be urlsafe base64") from exc
        if len(raw) != 32:
            raise ValueError("SESSION_SECRET must encode exactly 32 bytes")
        return value

    @field_validator("public_origin")
    @classmethod
    def _origin(cls, value: str | None) -> str | None:
        if not value:
            return None
        parts = urlsplit(value.strip())
        if (
            parts.scheme not in ("http", "https")
            or not parts.hostname
            or parts.username
            or parts.path not in ("", "/")
            or parts.query
            or parts.fragment
        ):
            raise ValueError("PUBLIC_ORIGIN must be an origin: https://host[:port]")
        return f"{parts.scheme}://{parts.netloc.lower()}"

    @model_validator(mode="after")
    def _refuse_weak_production(self) -> Settings:
        if self.session_secret is None:
            self._secret_generated = True
            self._generated_secret = base64.urlsafe_b64encode(secrets.token_bytes(32)).decode()
        if self.environment == "production":
            if self.session_secret is None:
                raise ValueError("production needs SESSION_SECRET (a generated one is refused)")
            if self.session_secret.get_secret_value() in DEV_SESSION_SECRETS:
                raise ValueError("production refuses a development SESSION_SECRET")
        return self

    @model_validator(mode="after")
    def _refuse_unshared_processes(self) -> Settings:
        if self.workers > 1 and not self.redis_url:
            raise ValueError(SCALE_OUT_NEEDS_REDIS)
        return self

    @property
    def secret(self) -> str:
        """The Fernet key of the cookie session (generated at start when unset)."""
        if self.session_secret is not None:
            return self.session_secret.get_secret_value()
        return self._generated_secret

    @property
    def secret_generated(self) -> bool:
        return self._secret_generated

    @property
    def upstream_base(self) -> str:
        return self.upstream_url.rstrip("/")

    def resolve(self, path: Path) -> Path:
        """A relative path is taken from the working directory, else from the repository."""
        if path.is_absolute() or path.exists():
            return path
        return REPO_ROOT / path


def describe_errors(exc: ValidationError) -> str:
    """A settings validation error as its messages alone, one a line (for a process's stderr)."""
    return "\n".join(str(error["msg"]).removeprefix("Value error, ") for error in exc.errors())
