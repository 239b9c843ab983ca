"""Bodies and queries of the withdrawal calls (shapes only; the service applies the rules)."""

from __future__ import annotations

from typing import Literal
from uuid import UUID

from pydantic import BaseModel, ConfigDict, Field

from ...parsing import MaybeName

ORDER_NO = r"^W[0-9]{14}$"


class BindCardBody(BaseModel):
    """Encrypted: carries the payment password."""

    model_config = ConfigDict(extra="ignore")

    bankCode: str = Field(min_length=1, max_length=20)
    accountNumber: str | None = Field(None, max_length=40)
    accountName: MaybeName = Field(None, max_length=80)
    paymentPassword: str | None = Field(None, max_length=64)


class WithdrawBody(BaseModel):
    """Encrypted: carries the payment password."""

    model_config = ConfigDict(extra="ignore")

    cardId: int = Field(ge=1, le=2**31)
    amount: str | None = Field(None, max_length=24)
    paymentPassword: str | None = Field(None, max_length=64)
    requestId: UUID


class OrdersQuery(BaseModel):
    pageNo: int = Field(1, ge=1, le=10_000)
    pageSize: int = Field(10, ge=1, le=100)


class ReceiptBody(BaseModel):
    orderNo: str = Field(pattern=ORDER_NO)


class NotReceivedBody(BaseModel):
    """The proof is a png or jpeg data URL; the handler bounds the body's size."""

    model_config = ConfigDict(extra="ignore")

    orderNo: str = Field(pattern=ORDER_NO)
    image: str | None = None
    remark: str | None = Field(None, max_length=140)


class ControlBody(BaseModel):
    """POST /__sim/withdrawals/<orderNo>: what the payment desk (QA) does with a request."""

    action: Literal["approve", "reject", "hold", "release", "refund", "force_receive"]
    remark: str | None = Field(None, max_length=140)
