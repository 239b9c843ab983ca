"""Process settings, read from the environment (docs/contract.md section 1)."""

from __future__ import annotations

import ipaddress
from pathlib import Path
from typing import Literal

from pydantic import Field, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

REPO_ROOT = Path(__file__).resolve().parent.parent


def _is_loopback_host(host: str) -> bool:
    """127.0.0.0/8, ::1 or localhost; anything else (0.0.0.0, a name, "") reaches further."""
    name = host.strip().strip("[]").lower()
    if name == "localhost":
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


class Settings(BaseSettings):
    """Everything the simulator reads at start. Field names work as keyword arguments."""

    model_config = SettingsConfigDict(populate_by_name=True, extra="ignore", frozen=True)

    host: str = Field("127.0.0.1", validation_alias="SIM_HOST")
    port: int = Field(9000, ge=0, le=65535, validation_alias="SIM_PORT")
    db: str = Field(
        ":memory:", min_length=1, validation_alias="SIM_DB", description="SQLite path or :memory:"
    )
    seed: int = Field(20021, validation_alias="SEED")
    brand: str = Field("default", pattern=r"^[A-Za-z0-9_-]{1,64}$", validation_alias="BRAND")
    public_url: str = Field("http://127.0.0.1:9000", validation_alias="SIM_PUBLIC_URL")
    # The site players open (the BFF): where the brand's iOS web clip leads.
    site_url: str = Field("http://127.0.0.1:8080", validation_alias="SITE_URL")
    admin_token: str | None = Field(None, validation_alias="SIM_ADMIN_TOKEN")
    environment: Literal["development", "test", "production"] = Field(
        "development", validation_alias="ENVIRONMENT"
    )
    fixtures_dir: Path = Field(REPO_ROOT / "fixtures", validation_alias="SIM_FIXTURES")
    players: int = Field(36, ge=0, le=10_000, validation_alias="SIM_PLAYERS")
    # Whether the agent tree's members play their 14 days of history at the build (every team
    # report has figures). Off, the tree is the same without its rounds: a faster build.
    agent_history: bool = Field(True, validation_alias="SIM_AGENT_HISTORY")
    token_ttl_seconds: int = Field(86_400, ge=1, validation_alias="SIM_TOKEN_TTL")
    # Argon2id cost. The defaults follow the OWASP minimum; tests lower them for speed.
    argon2_time_cost: int = Field(2, ge=1, validation_alias="SIM_ARGON2_TIME_COST")
    argon2_memory_kib: int = Field(19_456, ge=8, validation_alias="SIM_ARGON2_MEMORY_KIB")
    # Seconds between checks for jobs due on a running clock; 0 turns the ticker off.
    scheduler_tick_seconds: float = Field(1.0, ge=0, le=3600, validation_alias="SIM_TICK_SECONDS")
    # Who may frame the demo game pages (CSP frame-ancestors), space-separated sources.
    frame_ancestors: str = Field(
        "'self' http://127.0.0.1:* http://localhost:*", validation_alias="SIM_FRAME_ANCESTORS"
    )
    max_body_bytes: int = Field(256 * 1024, ge=1024, validation_alias="SIM_MAX_BODY_BYTES")
    # Requests written to the log (logger simulator.access): all, errors (status 400 and up,
    # or slower than a second) or off. The requests journal keeps every one either way.
    access_log: Literal["all", "errors", "off"] = Field("errors", validation_alias="SIM_ACCESS_LOG")

    @model_validator(mode="after")
    def _refuse_weak_production(self) -> Settings:
        if self.environment == "production":
            if not self.admin_token or len(self.admin_token) < 24:
                raise ValueError("production needs SIM_ADMIN_TOKEN of at least 24 characters")
            if self.argon2_memory_kib < 19_456:
                raise ValueError("production refuses an Argon2 memory cost below 19456 KiB")
        return self

    @model_validator(mode="after")
    def _refuse_open_control(self) -> Settings:
        # Beyond loopback the peer check is not enough on its own: a proxy on the same host
        # makes every caller look local, and the control surface rewrites the whole world.
        if not _is_loopback_host(self.host) and not (self.admin_token or "").strip():
            raise ValueError(
                f"SIM_HOST={self.host or '(all addresses)'} listens beyond loopback: set "
                "SIM_ADMIN_TOKEN, or listen on 127.0.0.1"
            )
        return self

    @property
    def public_base(self) -> str:
        return self.public_url.rstrip("/")
