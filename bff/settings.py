"""Process settings, read from the environment (docs/contract.md section 1)."""

from __future__ import annotations

import base64
import binascii
import secrets
from pathlib import Path
from typing import Literal
from urllib.parse import urlsplit

from pydantic import Field, PrivateAttr, SecretStr, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

REPO_ROOT = Path(__file__).resolve().parent.parent

# Well-known keys for local development (.env examples, docs). Production refuses them.
DEV_SESSION_SECRETS = frozenset(
    {
        base64.urlsafe_b64encode(b"development-session-secret-00000").decode(),
        base64.urlsafe_b64encode(b"\0" * 32).decode(),
    }
)


class Settings(BaseSettings):
    """Everything the BFF reads at start. Field names work as keyword arguments."""

    model_config = SettingsConfigDict(populate_by_name=True, extra="ignore", frozen=True)

    host: str = Field("127.0.0.1", validation_alias="BFF_HOST")
    port: int = Field(8080, ge=0, le=65535, validation_alias="BFF_PORT")
    upstream_url: str = Field("http://127.0.0.1:9000", validation_alias="UPSTREAM_URL")
    merchant: str = Field("DEFAULT", min_length=1, max_length=64, validation_alias="MERCHANT")
    redis_url: str | None = Field(None, validation_alias="REDIS_URL")
    redis_prefix: str = Field("bff:", max_length=64, validation_alias="REDIS_PREFIX")
    session_secret: SecretStr | None = Field(None, validation_alias="SESSION_SECRET")
    session_max_age: int = Field(86_400, ge=60, validation_alias="SESSION_MAX_AGE")
    cookie_secure: bool = Field(False, validation_alias="COOKIE_SECURE")
    codec: Literal["modern", "wps-legacy"] = Field("modern", validation_alias="CODEC")
    web_dist: Path = Field(Path("web/dist"), validation_alias="WEB_DIST")
    brand_file: Path = Field(Path("fixtures/brands/default.yaml"), validation_alias="BRAND_FILE")
    environment: Literal["development", "test", "production"] = Field(
        "development", validation_alias="ENVIRONMENT"
    )
    # Deadline of one upstream call in seconds; catalogue entries may override it.
    upstream_timeout: float = Field(5.0, gt=0, le=120, validation_alias="UPSTREAM_TIMEOUT")
    upstream_pool_size: int = Field(100, ge=1, le=10_000, validation_alias="UPSTREAM_POOL_SIZE")
    # How long the system status (maintenance, region) is trusted before asking again.
    status_ttl: float = Field(3.0, ge=0, le=300, validation_alias="STATUS_TTL")
    # Resilience (docs/bff.md, "Resilience"). Retries of idempotent reads within the deadline:
    upstream_retries: int = Field(2, ge=0, le=5, validation_alias="UPSTREAM_RETRIES")
    # Full-jitter backoff: retry n sleeps uniform(0, UPSTREAM_BACKOFF * 2**n) seconds.
    upstream_backoff: float = Field(0.1, ge=0, le=5, validation_alias="UPSTREAM_BACKOFF")
    # Circuit breaker per upstream service: opens after this many failures in a row ...
    breaker_threshold: int = Field(5, ge=1, le=1000, validation_alias="BREAKER_THRESHOLD")
    # ... and lets one probe through after this many seconds.
    breaker_cooldown: float = Field(10.0, gt=0, le=600, validation_alias="BREAKER_COOLDOWN")
    # Cached entries stay servable this many TTLs past their TTL while the upstream fails.
    cache_stale_factor: float = Field(10.0, ge=0, le=1000, validation_alias="CACHE_STALE_FACTOR")
    # The status gate waits at most this long (and at most half the call's deadline) ...
    status_timeout: float = Field(1.0, gt=0, le=60, validation_alias="STATUS_TIMEOUT")
    # ... and falls back to the last known status for this many seconds.
    status_stale: float = Field(300.0, ge=0, le=86_400, validation_alias="STATUS_STALE")
    # Take the caller's address from X-Forwarded-For (only behind a trusted proxy).
    trust_forwarded_for: bool = Field(False, validation_alias="TRUST_FORWARDED_FOR")
    memory_cache_entries: int = Field(10_000, ge=16, validation_alias="MEMORY_CACHE_ENTRIES")
    # The site's own origin (https://site.example) added to game launch URLs as origin=;
    # unset: taken from the request's scheme and Host.
    public_origin: str | None = Field(None, validation_alias="PUBLIC_ORIGIN")

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
            if self._secret_generated:
                raise ValueError("production needs SESSION_SECRET (a generated one is refused)")
            if self.session_secret.get_secret_value() in DEV_SESSION_SECRETS:
                raise ValueError("production refuses a development SESSION_SECRET")
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
