"""Bodies and queries of the deposit calls (shapes only; the service applies the rules)."""

from __future__ import annotations

from uuid import UUID

from pydantic import BaseModel, ConfigDict, Field

ORDER_NO = r"^D[0-9]{14}$"


class CreateDepositBody(BaseModel):
    model_config = ConfigDict(extra="ignore")

    channel: str = Field(min_length=1, max_length=20)
    amount: str | None = Field(None, max_length=24)
    requestId: UUID  # the client's idempotency key: a retry answers the same order


class OrderQuery(BaseModel):
    orderNo: str = Field(pattern=ORDER_NO)


class CancelDepositBody(BaseModel):
    """The member's own pending order to close unpaid."""

    orderNo: str = Field(pattern=ORDER_NO)


class OrdersQuery(BaseModel):
    pageNo: int = Field(1, ge=1, le=10_000)
    pageSize: int = Field(10, ge=1, le=100)


class PayBody(BaseModel):
    """From the payment page: the order and the token its URL carried."""

    orderNo: str = Field(pattern=ORDER_NO)
    t: str = Field(min_length=16, max_length=64)
