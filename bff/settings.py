"""Process settings, read from the environment (docs/contract.md section 1)."""

from __future__ import annotations

import base64
import binascii
import contextlib
import ipaddress
import os
import re
import secrets
import tempfile
from functools import cached_property
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

# An origin as a CSP source list takes it (nothing that could end the source: quotes, spaces,
# semicolons); a leading `*.` allows the subdomains of a host.
CSP_ORIGIN = re.compile(
    r"https?://(?:\*\.)?(?:[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63})*|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?"
)

SCALE_OUT_NEEDS_REDIS = (
    "refusing to start more than one process without REDIS_URL: sessions, cache and limits "
    "must be shared"
)


class SecretFileError(ValueError):
    pass


def _fernet_key_problem(value: str) -> str | None:
    try:
        raw = base64.urlsafe_b64decode(value.encode())
    except (binascii.Error, ValueError):
        return "must be urlsafe base64"
    return None if len(raw) == 32 else "must encode exactly 32 bytes"


def _secret_from_file(path: Path, *, create: bool) -> str:
    """The key kept in `path`; with `create`, a missing file is generated first.

    The new key is written to a private temporary file and hard-linked into place, so a
    reader never sees half a key, and of several processes starting at once (gunicorn
    workers) the first link wins and every process reads that one key.
    """
    if create and not path.exists():
        key = base64.urlsafe_b64encode(secrets.token_bytes(32)).decode()
        try:
            path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
            fd, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
            try:
                os.fchmod(fd, 0o600)
                with os.fdopen(fd, "w", encoding="ascii") as handle:
                    handle.write(key + "\n")
                    handle.flush()
                    os.fsync(handle.fileno())
                # Another process that linked its key first wins: that key is read below.
                with contextlib.suppress(FileExistsError):
                    os.link(temporary, path)
            finally:
                os.unlink(temporary)
        except OSError as exc:
            raise SecretFileError(f"cannot write SESSION_SECRET_FILE {path}: {exc}") from exc
    try:
        value = path.read_text(encoding="ascii").strip()
    except FileNotFoundError as exc:
        raise SecretFileError(
            f"production reads SESSION_SECRET_FILE but does not create it: {path} is missing"
        ) from exc
    except (OSError, UnicodeDecodeError) as exc:
        raise SecretFileError(f"cannot read SESSION_SECRET_FILE {path}: {exc}") from exc
    problem = _fernet_key_problem(value)
    if problem:
        raise SecretFileError(f"the key in SESSION_SECRET_FILE {path} {problem}")
    return value


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
        pattern=r"^https?://[^/?#]+",
        validation_alias="UPSTREAM_URL",
        description="the upstream platform, `http://` or `https://` (verified against the "
        "system's certificate authorities, or those of the file `SSL_CERT_FILE` names)",
    )
    merchant: str = Field(
        "",
        max_length=64,
        validation_alias="MERCHANT",
        description="merchant code sent upstream; empty: the brand file's merchantCode",
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
        description="prefix of the BFF's session, cache and limit keys in Redis",
    )
    session_secret: SecretStr | None = Field(
        None,
        validation_alias="SESSION_SECRET",
        description=(
            "Fernet key (urlsafe base64 of 32 bytes) of the encrypted session cookie; generated at"
            " start when unset; set it in production"
        ),
    )
    session_secret_file: Path | None = Field(
        None,
        validation_alias="SESSION_SECRET_FILE",
        description=(
            "when `SESSION_SECRET` is unset: the key is read from this file, or generated and "
            "written there (mode 0600), so a restart keeps players logged in (`make run`: "
            "`var/session-secret`); production only reads a file that already exists"
        ),
    )
    session_max_age: int = Field(
        86_400,
        ge=60,
        validation_alias="SESSION_MAX_AGE",
        description="lifetime of the session cookie in seconds",
    )
    access_log: Literal["all", "errors", "off"] = Field(
        "errors",
        validation_alias="ACCESS_LOG",
        description=(
            "requests the BFF logs (logger bff.access): all, errors (status 400 and up, or "
            "slower than one second) or off; each line costs about a tenth of a cached answer"
        ),
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
    brand: str = Field(
        "default",
        pattern=r"^[A-Za-z0-9_-]{1,64}$",
        validation_alias="BRAND",
        description="the brand, as the simulator's BRAND: its file is fixtures/brands/<BRAND>.yaml",
    )
    brand_file: Path | None = Field(
        None,
        validation_alias="BRAND_FILE",
        description="presentation of the brand (name, logo, languages, theme), when it is "
        "not fixtures/brands/<BRAND>.yaml",
    )
    environment: Literal["development", "test", "production"] = Field(
        "development",
        validation_alias="ENVIRONMENT",
        description=(
            "`development`, `test` or `production`; production refuses generated or development "
            "secrets, `COOKIE_SECURE=false` and an unset or plain-http `PUBLIC_ORIGIN`"
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
        description=(
            "behind a reverse proxy: take the caller's address from X-Forwarded-For (and the "
            "scheme from X-Forwarded-Proto) as `TRUSTED_PROXIES` or `TRUSTED_PROXY_NETWORKS` "
            "say (see Proxies)"
        ),
    )
    memory_cache_entries: int = Field(
        10_000,
        ge=16,
        validation_alias="MEMORY_CACHE_ENTRIES",
        description="entries of the in-process cache (without Redis)",
    )
    trusted_proxies: int = Field(
        1,
        ge=1,
        le=16,
        validation_alias="TRUSTED_PROXIES",
        description=(
            "with `TRUST_FORWARDED_FOR`: how many proxies, each appending to X-Forwarded-For, "
            "stand in front of the BFF; the caller's address is that many entries from its right"
        ),
    )
    trusted_proxy_networks: str | None = Field(
        None,
        validation_alias="TRUSTED_PROXY_NETWORKS",
        description=(
            "with `TRUST_FORWARDED_FOR`, instead of `TRUSTED_PROXIES`: the proxies' networks "
            "(CIDR, comma- or space-separated); X-Forwarded-For counts only from a peer inside "
            "them, and the caller's address is its first entry from the right outside them"
        ),
    )
    sms_site_per_minute: int = Field(
        60,
        ge=1,
        le=1_000_000,
        validation_alias="SMS_SITE_PER_MINUTE",
        description=(
            "SMS codes the whole site sends per minute, whatever the number, address or BFF "
            "process (docs/contract.md section 9)"
        ),
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
            "unset: taken from the request's scheme and Host (refused in production)"
        ),
    )
    csp_img_hosts: str | None = Field(
        None,
        validation_alias="CSP_IMG_HOSTS",
        description=(
            "origins (space- or comma-separated) the pages may load images from besides the "
            "site and the upstream's `imageCDNs` (Content-Security-Policy `img-src`)"
        ),
    )
    csp_frame_hosts: str | None = Field(
        None,
        validation_alias="CSP_FRAME_HOSTS",
        description=(
            "origins (space- or comma-separated) the pages may frame besides the upstream and "
            "its `launchGameCDNs`: payment or chat pages on other hosts (`frame-src`)"
        ),
    )

    _secret_generated: bool = PrivateAttr(False)
    _generated_secret: str = PrivateAttr("")

    @field_validator("session_secret")
    @classmethod
    def _fernet_key(cls, value: SecretStr | None) -> SecretStr | None:
        problem = None if value is None else _fernet_key_problem(value.get_secret_value())
        if problem:
            raise ValueError(f"SESSION_SECRET {problem}")
        return value

    @field_validator("trusted_proxy_networks")
    @classmethod
    def _networks(cls, value: str | None) -> str | None:
        if not value or not value.strip():
            return None
        found = []
        for item in value.replace(",", " ").split():
            try:
                found.append(str(ipaddress.ip_network(item, strict=False)))
            except ValueError:
                raise ValueError(
                    f"TRUSTED_PROXY_NETWORKS takes CIDR networks, not {item!r}"
                ) from None
        return " ".join(dict.fromkeys(found))

    @model_validator(mode="after")
    def _proxies_need_trust(self) -> Settings:
        # Set without TRUST_FORWARDED_FOR they would do nothing: a silent misconfiguration.
        if not self.trust_forwarded_for and (
            self.trusted_proxy_networks or self.trusted_proxies != 1
        ):
            raise ValueError("TRUSTED_PROXIES and TRUSTED_PROXY_NETWORKS need TRUST_FORWARDED_FOR")
        return self

    @cached_property
    def proxy_networks(self) -> tuple[ipaddress.IPv4Network | ipaddress.IPv6Network, ...]:
        """TRUSTED_PROXY_NETWORKS parsed (empty: trust TRUSTED_PROXIES hops instead)."""
        return tuple(ipaddress.ip_network(n) for n in (self.trusted_proxy_networks or "").split())

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

    @field_validator("csp_img_hosts", "csp_frame_hosts")
    @classmethod
    def _csp_hosts(cls, value: str | None) -> str | None:
        """Origins only: anything else (a quote, a `;`) could add directives to the policy."""
        if not value:
            return None
        found = [item.lower().removesuffix("/") for item in value.replace(",", " ").split()]
        for item in found:
            if not CSP_ORIGIN.fullmatch(item):
                raise ValueError(f"CSP_IMG_HOSTS and CSP_FRAME_HOSTS take origins, not {item!r}")
        return " ".join(dict.fromkeys(found)) or None

    @model_validator(mode="after")
    def _refuse_weak_production(self) -> Settings:
        production = self.environment == "production"
        problems = []
        if self.session_secret is not None:
            key = self.session_secret.get_secret_value()
        elif self.session_secret_file is not None:
            # Production reads the file but never writes it: hosts behind a load balancer
            # must share one provisioned key (a mounted secret), not each make their own.
            try:
                key = self._generated_secret = _secret_from_file(
                    self.session_secret_file, create=not production
                )
            except SecretFileError as exc:
                problems.append(str(exc))
                key = ""
        else:
            self._secret_generated = True
            key = self._generated_secret = base64.urlsafe_b64encode(
                secrets.token_bytes(32)
            ).decode()
            if production:
                problems.append(
                    "production needs SESSION_SECRET or SESSION_SECRET_FILE (a key generated "
                    "at start is refused)"
                )
        if production and key in DEV_SESSION_SECRETS:
            problems.append("production refuses a development SESSION_SECRET")
        if production and not self.cookie_secure:
            problems.append(
                "production needs COOKIE_SECURE=true: the session cookie must never travel "
                "over plain http"
            )
        if production and not (self.public_origin or "").startswith("https://"):
            problems.append(
                "production needs PUBLIC_ORIGIN=https://<the site's host>: without it game "
                "launch URLs take their origin from the request's Host header, which a caller "
                "can forge"
            )
        if problems:
            raise ValueError("\n".join(problems))
        return self

    @model_validator(mode="after")
    def _refuse_unshared_processes(self) -> Settings:
        if self.workers > 1 and not self.redis_url:
            raise ValueError(SCALE_OUT_NEEDS_REDIS)
        return self

    @property
    def secret(self) -> str:
        """The Fernet key of the cookie session (from SESSION_SECRET_FILE, else generated at
        start, when SESSION_SECRET is unset)."""
        if self.session_secret is not None:
            return self.session_secret.get_secret_value()
        return self._generated_secret

    @property
    def secret_generated(self) -> bool:
        return self._secret_generated

    @property
    def img_hosts(self) -> tuple[str, ...]:
        return tuple((self.csp_img_hosts or "").split())

    @property
    def frame_hosts(self) -> tuple[str, ...]:
        return tuple((self.csp_frame_hosts or "").split())

    @property
    def upstream_base(self) -> str:
        return self.upstream_url.rstrip("/")

    @property
    def brand_path(self) -> Path:
        """The brand file: BRAND_FILE, else the one BRAND names (as the simulator finds it)."""
        return self.resolve(self.brand_file or Path(f"fixtures/brands/{self.brand}.yaml"))

    def resolve(self, path: Path) -> Path:
        """A relative path is taken from the working directory, else from the repository."""
        if path.is_absolute() or path.exists():
            return path
        return REPO_ROOT / path


def describe_errors(exc: ValidationError) -> str:
    """A settings validation error as its messages alone, one a line (for a process's stderr)."""
    return "\n".join(str(error["msg"]).removeprefix("Value error, ") for error in exc.errors())
