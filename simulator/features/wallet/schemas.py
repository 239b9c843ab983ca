"""Bodies of the wallet calls (shapes only; the service applies the rules)."""

from __future__ import annotations

from uuid import UUID

from pydantic import BaseModel, ConfigDict, Field


class WalletTransferBody(BaseModel):
    model_config = ConfigDict(extra="ignore")

    fromAccountTypeId: int = Field(ge=1, le=100_000)
    toAccountTypeId: int = Field(ge=1, le=100_000)
    amount: str | None = Field(None, max_length=24)
    requestId: UUID  # idempotency key: a retry moves nothing twice


class RecoverBody(BaseModel):
    requestId: UUID


class AutoTransferBody(BaseModel):
    autoTransfer: bool


class UplineTransferBody(BaseModel):
    """Encrypted: carries the payment password."""

    model_config = ConfigDict(extra="ignore")

    amount: str | None = Field(None, max_length=24)
    paymentPassword: str | None = Field(None, max_length=64)
    requestId: UUID
